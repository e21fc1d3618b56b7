"""The easy bot: random, but only among sensible actions.

It never trashes a person, a tool or medicine (only junk), keeps the best card it digs,
commits its whole hand, goes on with an action a snipe cut short, saves its own cards, and
ends its turn only once it has nothing sensible left to do (or now and then, on a whim).
A fair first opponent; ``random`` stays the uniform agent for testing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar

from scavengers.bots.agent import register
from scavengers.bots.heuristic_v1 import JUNK, card_value, junk_only, trashing_by_card
from scavengers.engine import Action, Verb, View

WHIM = 0.1
"""How often it ends its turn although it could still act."""
STRIKE_CHANCE = 0.3
"""How often it snipes or disarms when it may."""


def _sensible(action: Action, junk: bool) -> bool:
    """Whether a turn's action is sensible: a trash only of junk, and trashing card by card
    (a hand too big to list every set, ``choose trash``) only with junk in hand to pick."""
    if action.verb is Verb.TRASH:
        return junk_only(action)
    return junk or not (action.verb is Verb.CHOOSE and action.subject == Verb.TRASH.value)


def _junk_only(legal: Sequence[Action], rng: random.Random) -> Action:
    """A trash chosen card by card: a junk card picked (or not, at random, once one is), never
    another card; done, or else abort, when no junk is left to pick (docs/bots.md: it never
    trashes anything but junk, however big its hand)."""
    picks = [a for a in legal if a.verb is Verb.PICK and junk_only(a)]
    done = next((a for a in legal if a.verb is Verb.DONE), None)
    if picks and (done is None or rng.random() >= WHIM):
        return rng.choice(picks)
    return done or next((a for a in legal if a.verb is Verb.ABORT), legal[0])  # a trash may be dropped


class EasyAgent:
    """Random among the sensible actions, from its own seeded generator."""

    name = "easy"
    observes: ClassVar[bool] = True

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View | None, legal: Sequence[Action]) -> Action:
        assert view is not None  # it observes
        kind = view.decision.kind if view.decision is not None else ""
        rng = self._rng
        if kind == "commit":
            return max(legal, key=lambda a: len(a.cards))
        if kind == "keep":
            return max(legal, key=lambda a: (card_value(a.cards[0]) if a.cards else -1, a.cards))
        if kind == "resume":
            return next((a for a in legal if a.verb is Verb.CONTINUE), legal[0])
        if kind == "save":
            mine = view.decision is not None and view.decision.actor == view.seat
            return next((a for a in legal if a.verb is Verb.SAVE), legal[0]) if mine else legal[0]
        if kind in ("respond", "skirmish"):
            strikes = [a for a in legal if a.verb is not Verb.PASS]
            passes = [a for a in legal if a.verb is Verb.PASS]
            if strikes and (not passes or rng.random() < STRIKE_CHANCE):
                return rng.choice(strikes)
            return passes[0] if passes else rng.choice(legal)
        if trashing_by_card(view):
            return _junk_only(legal, rng)
        if kind == "turn":
            junk = not JUNK.isdisjoint(view.hand)
            sensible = [a for a in legal if a.verb is not Verb.END and _sensible(a, junk)]
            end = next((a for a in legal if a.verb is Verb.END), None)
            if end is not None and (not sensible or rng.random() < WHIM):
                return end
            return rng.choice(sensible or list(legal))
        return rng.choice(legal)


register("easy", EasyAgent)
