"""Saves: a medic cancels a snipe, even on another player's card (HQ module 1).

RULINGS I-4: a snipe waits in a window where every player who might save is asked, the
target's owner first and then clockwise; the first save cancels it (the sniper is spent
anyway), and once all have passed the snipe hits (:mod:`strikes`). During resource gathering a
medic comes from hand or the committed cards and is then discarded; in the skirmish it must be
in its owner's revealed force, where it stays (RULINGS S-6). A medic saves *another* tribe
member, never itself [000:543]. Who is asked depends only on public facts.
"""

from __future__ import annotations

from scavengers.engine import abilities, buildings
from scavengers.engine.abilities import Ability, Context, Effect, Pending, Spend, Timing, Who
from scavengers.engine.actions import Action, Verb
from scavengers.engine.config import Module
from scavengers.engine.events import Event, EventType
from scavengers.engine.moves import discard_publicly, take, unused_in_force
from scavengers.engine.state import GameState

MEDIC = "medic"
MEDICS = Module.HQ1


def _may_save(state: GameState, seat: int, pending: Pending) -> bool:
    """Public: a medic may be in her hand, committed cards or bunker, or is in her force."""
    if MEDICS not in state.config.modules:
        return False
    if pending.in_skirmish:
        return bool(unused_in_force(state, seat, MEDIC))
    player = state.players[seat]
    return bool(player.hand or player.committed) or buildings.has_stored_in_bunker(state, seat)


def _zone(state: GameState, seat: int, pending: Pending) -> list[int] | None:
    """Where ``seat``'s saving medic is: her force in the skirmish, else hand, then committed."""
    player = state.players[seat]
    if pending.in_skirmish:
        # [000:543]: a medic saves *another* tribe member, never the sniped card itself.
        itself = 1 if seat == pending.target and pending.subject == MEDIC else 0
        return player.committed if len(unused_in_force(state, seat, MEDIC)) > itself else None
    kinds = state.kinds
    for zone in (player.hand, player.committed):
        if any(kinds[c] == MEDIC for c in zone):
            return zone
    return None


def _save_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    assert context is not None  # a save answers a snipe
    return [Action(Verb.SAVE, (MEDIC,))] if _zone(state, seat, context) is not None else []


def _save(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    """The snipe is cancelled; the medic is discarded, or used in its force (RULINGS S-6)."""
    assert context is not None  # a save answers a snipe
    zone = _zone(state, seat, context)
    assert zone is not None  # its options offered it
    if context.in_skirmish:
        state.acted.add(unused_in_force(state, seat, MEDIC)[0])
    else:
        discard_publicly(state, seat, take(state, zone, [MEDIC]))
    state.emit(Event(EventType.SAVED, state.round, seat, (MEDIC,), target=context.target, text=context.subject or ""))


abilities.register(
    Ability(
        kind=MEDIC,
        verb=Verb.SAVE,
        timings=frozenset({Timing.WINDOW}),
        answers=frozenset({Effect.SNIPE}),
        who=Who.ANYONE,
        targets="a snipe on any player's tribe member or leader, except the medic itself",
        spend=Spend.DISCARDED,
        ruling="[000:541-543]; RULINGS I-4, I-6, S-6",
        options=_save_options,
        apply=_save,
        asked=_may_save,
        cancels=True,
    )
)
