"""The ``learned`` bot: a small network trained by ``scavengers train``, played with NumPy alone.

The player itself is :class:`scavengers.rl.agent.LearnedAgent`; it is imported when the first
one is made, so that other commands do not wait for NumPy. Its weights (``learned.npz`` beside
this module) were trained as docs/rl.md describes; ``learned:weights=PATH`` plays another
``.npz`` written by ``scavengers train``, ``learned:temperature=T`` draws its words at
temperature ``T`` instead of taking the best.
"""

from __future__ import annotations

import math
import os

from scavengers.bots.agent import Agent, OptionValueError, plain_number, register


def make_learned(seed: int = 0, temperature: float = 0.0, weights: str | None = None) -> Agent:
    """A learned bot (``seed`` matters only with a temperature above 0)."""
    from scavengers.rl.agent import LearnedAgent

    return LearnedAgent(seed, temperature, weights)


def _temperature(text: str) -> float:
    value = plain_number(text)
    if not (math.isfinite(value) and value >= 0):
        raise OptionValueError("it must be a finite number, 0 or more (0: always the best word)")
    return value


def _weights(text: str) -> str:
    """A weights file's path, ``~`` read as the home folder (no shell expands it inside a bot's
    name); an empty one is refused (it would read as the folder ``.``)."""
    if not text.strip():
        raise OptionValueError("it must be a file's path")
    return os.path.expanduser(text)


register("learned", make_learned, {"temperature": _temperature, "weights": _weights})
