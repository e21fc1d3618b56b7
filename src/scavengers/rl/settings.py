"""What both environments (and the OpenSpiel game) take as settings, checked as a researcher
writes them: the table size, modules and variants by name, the edition, a whole number, a word
limit, a word id. Nothing here needs the ``rl`` extra."""

from __future__ import annotations

import dataclasses
import math
import operator
from collections.abc import Iterable
from numbers import Real
from typing import Any, Final, NamedTuple

import numpy as np

from scavengers.engine import Game, GameConfig
from scavengers.rl.words import WORDS

SEED_BITS = 63
MAX_WORDS: Final = 10_000
"""Both environments' default truncation: the words one agent chooses in a game (PettingZoo's
``max_cycles``, Gymnasium's ``max_steps``). No ordinary game comes near it, but under the 2015
rules a player with HQ buildings may store and retrieve the same card without end (the rules set
no limit, RULINGS ED-15), so without a limit an episode could run for ever."""
PLAYER_RANGE: Final = range(1, 6)


def whole_number(name: str, value: object) -> int:
    """``value`` as a Python int: a Python or NumPy integer, never a bool, float or string
    (``TypeError`` naming the setting ``name`` otherwise)."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{name} must be a whole number, got {value!r:.40}")
    return operator.index(value)  # type: ignore[arg-type]  # checked above: it has __index__


def player_count(value: object) -> int:
    """The number of players, 1-5 (``TypeError`` or ``ValueError`` otherwise)."""
    players = whole_number("players", value)
    if players not in PLAYER_RANGE:
        raise ValueError(f"players must be 1-5, got {players}")
    return players


def word_limit(name: str, value: object) -> int | None:
    """A truncation setting: a whole number of at least 1, or ``None`` for no limit."""
    if value is None:
        return None
    limit = whole_number(name, value)
    if limit < 1:
        raise ValueError(f"{name} must be at least 1 (or None: no limit), got {limit}")
    return limit


def word_of(action: object) -> int:
    """The word id an agent chose: a Python or NumPy integer within :data:`WORDS`, or a NumPy
    array of one integer and no dimension (what ``tensor.numpy()`` gives for a sampled action)
    (``TypeError`` for anything else, an array of any other shape included, ``ValueError``
    when out of range)."""
    if type(action) is int and 0 <= action < len(WORDS):
        return action  # what a learner's loop steps with: checked no further, at every step
    if isinstance(action, np.ndarray) and action.ndim == 0 and np.issubdtype(action.dtype, np.integer):
        action = action[()]  # the array's one integer, a NumPy scalar
    if isinstance(action, bool | np.ndarray) or not hasattr(type(action), "__index__"):
        raise TypeError(f"a word is an integer 0-{len(WORDS) - 1} (Python or NumPy), got {action!r:.40}")
    word = operator.index(action)  # type: ignore[arg-type]  # checked above: it has __index__
    if not 0 <= word < len(WORDS):
        raise ValueError(f"word {word} is out of range: words are 0-{len(WORDS) - 1}")
    return word


def real_number(name: str, value: object) -> float:
    """``value`` as a float: a finite real number (a Python or NumPy int or float), never a
    bool."""
    if isinstance(value, bool) or not isinstance(value, Real):
        raise TypeError(f"{name} must be a real number, got {value!r:.40}")
    number = float(value)
    if not math.isfinite(number):
        raise ValueError(f"{name} must be a finite number, got {number}")
    return number


def _names(field: str, value: object) -> frozenset[str]:
    """Module or variant names as a researcher writes them: one name alone, or several."""
    if isinstance(value, str):
        return frozenset([value])
    if not isinstance(value, Iterable):
        raise TypeError(f"{field} must be a name or a collection of names, got {value!r:.40}")
    names = list(value)
    odd = [name for name in names if not isinstance(name, str)]
    if odd:
        raise TypeError(f"{field} must be names (strings), got {odd[0]!r:.40}")
    return frozenset(names)


CONFIG_FIELDS: Final = frozenset(field.name for field in dataclasses.fields(GameConfig))
"""The ``GameConfig`` fields both environments pass on."""
OTHER_ENVIRONMENT: Final = {
    "max_steps": ": the PettingZoo environment's truncation is max_cycles (max_steps is gym_env's)",
    "max_cycles": ": gym_env's truncation is max_steps (max_cycles is the PettingZoo environment's)",
    "opponents": ": opponents are gym_env's (in the PettingZoo environment every seat is an agent)",
    "seat": ": the learner's seat is gym_env's (in the PettingZoo environment every seat is an agent)",
    "illegal_reward": ": illegal_reward is gym_env's (the PettingZoo environment refuses a word outside the mask)",
}
"""What a setting of the other environment is, said when it is given to this one."""


class Settings(NamedTuple):
    """What every game of an environment shares: all of its :class:`GameConfig` but the seed."""

    players: int
    modules: frozenset[str]
    variants: frozenset[str]
    rules: str
    options: dict[str, Any]
    """Any other :class:`GameConfig` field."""

    @classmethod
    def of(
        cls, players: object, modules: object, variants: object, rules: str | int, options: dict[str, Any]
    ) -> Settings:
        """The settings as a researcher writes them: a lone name (``modules="hq1"``) is one
        module or variant, not its letters, and an edition may be a number (``rules=2012``).
        A configuration the engine cannot play is refused here (``ConfigError``), by setting
        up a game of it."""
        if "seed" in options:
            raise TypeError("seed is not a setting of the environment: pass it to reset(seed=...)")
        for name in options:
            if name not in CONFIG_FIELDS:
                why = OTHER_ENVIRONMENT.get(name, ": neither a setting of the environment nor a GameConfig field")
                raise TypeError(f"unexpected setting {name[:40]!r}{why}")
        settings = cls(
            player_count(players),
            _names("modules", modules),
            _names("variants", variants),
            str(rules) if isinstance(rules, int) and not isinstance(rules, bool) else rules,  # type: ignore[arg-type]
            options,
        )
        checked = settings.config(0)
        Game.new(checked)  # some errors (an unknown market card) show only in setting up
        # The settings as checked, apart from the caller's: a scenario dict edited afterwards
        # would otherwise change every later game, past this check (docs/rl.md: "refused when
        # the environment is made"). The scenario as plain values, so that an environment pickles.
        kept = {name: getattr(checked, name) for name in options}
        if checked.scenario is not None:
            kept["scenario"] = checked.to_dict()["scenario"]
        return settings._replace(options=kept)

    def config(self, seed: int) -> GameConfig:
        """The configuration of the game of ``seed`` (``ConfigError`` if the settings are not playable)."""
        return GameConfig(
            players=self.players,
            seed=seed,
            modules=self.modules,
            variants=self.variants,
            rules=self.rules,
            **self.options,
        )
