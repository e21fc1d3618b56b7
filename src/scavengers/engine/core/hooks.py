"""Passive effects: named hooks where a card kind changes a rule while it is in play (DESIGN.md).

An always-on leader, a building's yield, later the rogue, decoys and the hardy scavenger: each
is a function registered by card kind at one named :class:`Hook`, which the rule at that point
consults. This module imports nothing of the engine, so the lowest rules (card values in
:mod:`strength`) can consult it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import StrEnum
from typing import Any

# -- passive hooks -------------------------------------------------------------------------


class Hook(StrEnum):
    """The points where passive effects change the rules."""

    CARD_VALUE = "card value"
    """(kind, skill, printed value or None) -> the value under its owner's leader."""
    TOOL_BONUS = "tool bonus"
    """(holder kind, skill, printed bonus) -> the bonus a tool gives that holder."""
    EXTRA_PEOPLE = "extra people"
    """(kind) -> people a card adds to its owner's force beyond its printed people."""
    HIRE_COST = "hire cost"
    """(mercenary kind) -> (food, meds, any-mix) cost, or None for the printed cost."""
    WHEN_STRUCK = "when struck"
    """(verb) -> whether the owner's cards may be struck so (False: immune)."""
    TURN_FOOD = "turn food"
    """(state, seat) -> food a building makes for its owner's turn."""
    FORCE = "force"
    """(state, seat, strength) -> the strength of a force with this card in it (or this
    building in its owner's headquarters) at final resolution."""
    FORCE_SIZE = "force size"
    """(state, seat, cards in the force) -> people a building adds to its owner's force (portable
    decoys)."""
    AFTER_SKIRMISH = "after the skirmish"
    """(state, winner or None) -> None: once the skirmish is decided, for a card kind in the
    game (the hardy scavenger's return to hand)."""
    AFTER_DIG = "after a dig"
    """(state, seat) -> the follow-up choice (a purpose of :mod:`choices`) of a junkyard dig
    with this card on the table, instead of keeping one card (the cargo sled)."""
    AFTER_DRAW = "after a draw"
    """(state, seat, drawn card ids) -> whether it took charge of the declared cards: a card of
    a resolved draw acts on the drawn cards (the courier's discards)."""
    DIG_ENDS = "dig ends"
    """(kind) -> True: a dig with this card may take its cards from the bottom of the pile and
    return each unkept card to its top or bottom (scrappers)."""
    TIE_BREAK = "tie-break"
    """(state) -> the seat that wins a skirmish tied for the highest fight, or None."""
    ON_RESHUFFLE = "on reshuffle"


_HOOKS: dict[Hook, dict[str, Callable[..., Any]]] = {hook: {} for hook in Hook}


def passive(hook: Hook, kind_id: str, function: Callable[..., Any]) -> None:
    """Register a passive effect of ``kind_id`` at ``hook``."""
    if kind_id in _HOOKS[hook]:
        raise ValueError(f"{kind_id} already has a {hook} hook")
    _HOOKS[hook][kind_id] = function


def hook(hook: Hook, kind_id: str | None) -> Callable[..., Any] | None:
    """The passive effect of ``kind_id`` at ``hook``, if it has one."""
    return None if kind_id is None else _HOOKS[hook].get(kind_id)


def hooked(hook: Hook) -> dict[str, Callable[..., Any]]:
    """Every card kind with a passive effect at ``hook``."""
    return _HOOKS[hook]


def any_hooked(hook: Hook, kind_ids: Iterable[str]) -> bool:
    """Whether one of these card kinds has a passive effect at ``hook`` that says yes (called
    with its kind): e.g. a card that lets a dig use either end of the pile (scrappers)."""
    found = _HOOKS[hook]
    return any(k in found and found[k](k) for k in kind_ids)


_IN_GAME: dict[tuple[Hook, frozenset[str]], bool] = {}
_IN_GAME_MAX = 1024


def in_game(hook: Hook, kinds: frozenset[str]) -> bool:
    """Whether any card kind of a game (``kinds``) has a passive effect at ``hook``: the rule
    at that point skips looking for one in games without such a card (cached per game kind)."""
    key = (hook, kinds)
    found = _IN_GAME.get(key)
    if found is None:
        if len(_IN_GAME) > _IN_GAME_MAX:
            _IN_GAME.clear()
        found = _IN_GAME[key] = any(kind in kinds for kind in _HOOKS[hook])
    return found
