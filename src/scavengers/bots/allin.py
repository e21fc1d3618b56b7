"""The all-in bot, for testing: in a round that ends in a skirmish it ends every turn at once
and commits its whole hand. Before that (rounds 1 and 2) it plays like ``heuristic_v1``.

This is the plan that beat the first heuristic bot at first try; the current heuristic bot
must beat it.
"""

from __future__ import annotations

from collections.abc import Sequence

from scavengers.bots.agent import register
from scavengers.bots.heuristic_v1 import HeuristicV1Agent
from scavengers.engine import Action, Verb, View


class AllInAgent(HeuristicV1Agent):
    """Keeps every card for the skirmish."""

    name = "allin"

    def _gather(self, view: View, legal: Sequence[Action]) -> Action:
        if view.skirmish_this_round:
            return next(a for a in legal if a.verb is Verb.END)
        return super()._gather(view, legal)


register("allin", AllInAgent)
