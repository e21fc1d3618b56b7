"""The demolition team (Recon module 4): instead of digging or fighting, reset one building
under construction to its full build time, then draw 2 [003:234-237].

On its owner's own gathering turn the team goes face up on the table and names any player's
building under construction; the building's owner tops its timer back up to the full build
time from her own deck, unseen, and the team's owner draws 2 (not the draw action, nothing
modifies it). Until then it is a pending effect that the building owner's guard may cancel
(RULINGS X-6), and like any tribe member put on the table a sniper may hit it (I-3): either way
the timer stays as it was, the team is discarded and its owner still draws 2, as a cancelled or
sniped spy still draws 1 (X-28). RULINGS H-9.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE
from scavengers.engine import abilities
from scavengers.engine.abilities import Ability, Context, Spend, Timing, Who
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import Effect, Pending
from scavengers.engine.core.moves import (
    announce,
    discard_publicly,
    draw,
    draw_into,
    kinds_of,
    play_from_hand,
    unnamed_building,
)
from scavengers.engine.core.state import Building, GameState, named_building, numbered_buildings
from scavengers.engine.flow import window

DEMOLITION_TEAM = "demolition_team"
DRAWS = 2
"""The team's owner draws two afterwards [003:237]."""


def _under_construction(state: GameState, seat: int, kind_id: str | None = None) -> list[Building]:
    kinds = state.kinds
    return [
        b for b in state.players[seat].buildings if not b.complete and (kind_id is None or kinds[b.card] == kind_id)
    ]


def _options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    if state.revealed:
        return []  # RULINGS H-9: on its owner's gathering turn only
    kinds = state.kinds
    return [
        Action(Verb.DEMOLISH, (DEMOLITION_TEAM,), kind_id, other, number=number)
        for other in range(state.seats)
        for kind_id in sorted({kinds[b.card] for b in _under_construction(state, other)})
        for number, building in numbered_buildings(state, other, kind_id)
        if not building.complete  # of several of a kind, the one named: ``demolish 1:bunker-2``
    ]


def _verify(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> str | None:
    """Why a demolition is refused (``None``: it may be declared), from public buildings."""
    if action.cards != (DEMOLITION_TEAM,):  # its special resets one building [003:237]
        return f"a demolition is one demolition team: '{Verb.DEMOLISH} SEAT:BUILDING'"
    if state.revealed:
        return "a demolition team works on its owner's gathering turn, not in the skirmish (RULINGS H-9)"
    other = action.target
    if other is None or not 0 <= other < state.seats:
        return f"there is no seat {other}"
    if action.subject is None:  # a hand-built Action may name none; notation always names one
        return f"a demolition names the building it resets: '{Verb.DEMOLISH} {other}:BUILDING'"
    if not _under_construction(state, other, action.subject):
        return f"seat {other} has no {action.subject} under construction (RULINGS H-9)"
    unnamed = unnamed_building(state, other, action)
    if unnamed is not None:
        return unnamed
    if action.number is not None:
        named = named_building(state, other, str(action.subject), action.number)
        if named is None or named.complete:
            return f"seat {other} has no {action.subject} number {action.number} under construction (RULINGS H-9)"
    return None


def _declare(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    """The team goes face up on the table; the building owner's guard may answer (X-6)."""
    player = state.players[seat]
    player.table = play_from_hand(state, seat, action.cards)
    state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, target=action.target, text=str(action)))
    pending = Pending(Effect.DEMOLITION, seat, Verb.DEMOLISH, action.target, action.subject, number=action.number)
    window.open_window(state, pending)


def _resolve(state: GameState, pending: Pending, struck: bool) -> None:
    """The timer goes back to the full build time from its owner's deck (H-9); then draw 2.
    Of several buildings of one kind, the one named."""
    assert pending.target is not None  # a demolition names its building's owner
    assert pending.subject is not None
    building = named_building(state, pending.target, pending.subject, pending.number)
    if building is not None and not building.complete and state.players[pending.actor].table:
        full = CATALOGUE[pending.subject].build_time or 0
        added = draw_into(state, pending.target, max(0, full - len(building.timer)), building.timer)
        state.emit(
            Event(
                EventType.DEMOLISHED,
                state.round,
                pending.actor,
                (pending.subject,),
                len(added),
                target=pending.target,
                values=() if pending.number is None else (pending.number,),
                text=f"timer {len(building.timer)}",
            )
        )
    _finish(state, pending)


def _finish(state: GameState, pending: Pending) -> None:
    """Its owner draws 2, cancelled or not (X-28); then the team is discarded, so it never
    draws itself back (as the spy, RULINGS X-29)."""
    seat = pending.actor
    player = state.players[seat]
    announce(state, EventType.DREW, seat, kinds_of(state, draw(state, seat, DRAWS)))
    discard_publicly(state, seat, player.table)
    player.table = []


abilities.register(
    Ability(
        kind=DEMOLITION_TEAM,
        verb=Verb.DEMOLISH,
        timings=frozenset({Timing.OWN_TURN}),
        answers=frozenset(),
        who=Who.ANYONE,
        targets="any player's building under construction",
        spend=Spend.DISCARDED,
        ruling="[003:234-237]; RULINGS H-9, X-6, X-28",
        options=_options,
        apply=_declare,
        verify=_verify,
    )
)
window.on_resolve(Effect.DEMOLITION, _resolve)
window.on_cancel(Effect.DEMOLITION, _finish)
