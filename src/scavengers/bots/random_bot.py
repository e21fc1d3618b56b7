"""The random bot: uniform over the legal actions, from its own seeded generator."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar

from scavengers.bots.agent import register
from scavengers.engine import Action, View


class RandomAgent:
    """Picks uniformly among the legal actions."""

    name = "random"
    observes: ClassVar[bool] = False

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View | None, legal: Sequence[Action]) -> Action:
        del view  # a random player looks at nothing
        return legal[self._rng.randrange(len(legal))]


register("random", RandomAgent)
