"""The learned bot's player: a :class:`~scavengers.rl.policy.Policy` that says its action word by word.

It sees what every bot sees, its seat's view and the legal actions, and says its action one
word at a time as the learning environments ask for it (:func:`~scavengers.rl.policy.spell`):
at each word the network scores the words the mask allows and the best one is taken
(``temperature`` above 0 draws one instead, from the seeded generator). ``make_agent("learned")``
makes one with the weights shipped in the package (``scavengers/bots/learned.npz``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from typing import ClassVar

import numpy as np

from scavengers.bots.agent import OnceARound
from scavengers.engine import Action, View
from scavengers.rl.policy import Policy, spell

WEIGHTS = "learned.npz"
"""The shipped weights, in the package ``scavengers.bots``."""


@cache
def bundled_policy() -> Policy:
    """The policy of the shipped weights (read once)."""
    with resources.files("scavengers.bots").joinpath(WEIGHTS).open("rb") as source:
        return Policy.load(source)


class LearnedAgent:
    """Plays the words its network scores best among those the mask allows; it stores and
    retrieves at most once a round each (:data:`~scavengers.bots.agent.ONCE_A_ROUND`: with
    no limit its network could store a card and retrieve it again for ever)."""

    name = "learned"
    observes: ClassVar[bool] = True

    def __init__(self, seed: int = 0, temperature: float = 0.0, weights: str | None = None) -> None:
        if not (math.isfinite(temperature) and temperature >= 0):
            raise ValueError(f"temperature must be a finite number, 0 (the best word) or more, got {temperature}")
        self.policy = bundled_policy() if weights is None else Policy.load(Path(weights))
        self._temperature = temperature
        # NumPy takes no negative seed; ``abs`` reads one as ``random.Random`` does, which seeds
        # every other bot (a whole number is a seed: ``watch --seed -3``).
        self._rng = np.random.default_rng(abs(seed)) if temperature > 0 else None
        self._once = OnceARound()

    def choose(self, view: View | None, legal: Sequence[Action]) -> Action:
        if view is None:
            raise ValueError("the learned bot needs its seat's view")
        policy, rng, temperature = self.policy, self._rng, self._temperature
        return self._once.choose(
            view.round,
            legal,
            lambda options: spell(view, options, lambda seen, mask, _: policy.choose(seen, mask, rng, temperature)[0]),
        )
