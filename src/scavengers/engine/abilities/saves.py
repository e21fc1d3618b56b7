"""Saves: a medic cancels a snipe, even on another player's card (HQ module 1); so do combat
medics (Recon module 4), which in the skirmish stay in the force and still fight, one save a
round (RULINGS X-18, S-6).

RULINGS I-4: a snipe waits in a window where every player who might save is asked, the
target's owner first and then clockwise; the first save cancels it (the sniper is spent
anyway), and once all have passed the snipe hits (:mod:`strikes`). During resource gathering a
medic comes from hand or the committed cards, as its owner chooses (``save force medic``), and
is then discarded; in the skirmish it must be
in its owner's revealed force, where it stays (RULINGS S-6). A medic saves *another* tribe
member, never itself [000:543]. Who is asked depends only on public facts.
"""

from __future__ import annotations

from scavengers.engine import abilities
from scavengers.engine.abilities import Ability, Context, Effect, Pending, Spend, Timing, Who, buildings
from scavengers.engine.abilities.strikes import places, play_from, source
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.moves import discard_publicly, unused_in_force
from scavengers.engine.core.state import GameState
from scavengers.engine.setup.components import playable_kinds

MEDIC = "medic"
COMBAT_MEDICS = "combat_medics"
FIGHT_ON = frozenset({COMBAT_MEDICS})
"""Savers that still fight after a save in the skirmish (RULINGS S-6, X-18)."""


def _unused(state: GameState, seat: int, kind_id: str) -> list[int]:
    """Unused savers of ``kind_id`` in ``seat``'s force: combat medics fight on after saving,
    so one that saved is not "acted" but has spent its save for the round (RULINGS X-18)."""
    return [c for c in unused_in_force(state, seat, kind_id) if c not in state.saved]


def _may_save(state: GameState, seat: int, pending: Pending) -> bool:
    """Public: a medic may be in her hand, committed cards or bunker, or is in her force."""
    if MEDIC not in playable_kinds(state.config):  # RULINGS I-4: only where a medic can be in play
        return False
    return _might_hold(state, seat, pending, MEDIC)


def _may_save_in_combat(state: GameState, seat: int, pending: Pending) -> bool:
    """Public, as for the medic: combat medics are contested resources (Recon module 4)."""
    return _might_hold(state, seat, pending, COMBAT_MEDICS)


def _might_hold(state: GameState, seat: int, pending: Pending, kind_id: str) -> bool:
    if pending.in_skirmish:
        return bool(_unused(state, seat, kind_id))
    player = state.players[seat]
    return bool(player.hand or player.committed) or buildings.has_stored_in_bunker(state, seat)


def _zone(state: GameState, seat: int, pending: Pending, kind_id: str, from_force: bool) -> list[int] | None:
    """Where ``seat``'s saving card is: her force in the skirmish, else as an answer's card is
    found (:func:`strikes.source`: her committed cards ``from_force``, else her hand first)."""
    player = state.players[seat]
    if pending.in_skirmish:
        # [000:543]: a medic saves *another* tribe member, never the sniped card itself.
        itself = 1 if seat == pending.target and pending.subject == kind_id else 0
        return player.committed if not from_force and len(_unused(state, seat, kind_id)) > itself else None
    return source(state, seat, kind_id, Timing.WINDOW, from_force)


def _save_options(kind_id: str) -> abilities.Options:
    def options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
        assert context is not None  # a save answers a snipe
        if context.in_skirmish:
            return [Action(Verb.SAVE, (kind_id,))] if _zone(state, seat, context, kind_id, False) is not None else []
        return [Action(Verb.SAVE, (kind_id,), from_force=f) for f in places(state, seat, kind_id, Timing.WINDOW)]

    return options


def _save(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    """The snipe is cancelled; the saving card is discarded, or used in its force (RULINGS
    S-6): a medic no longer counts as fighting, combat medics still fight (X-18)."""
    assert context is not None  # a save answers a snipe
    kind_id = action.cards[0]
    zone = _zone(state, seat, context, kind_id, action.from_force)
    assert zone is not None  # its options offered it
    if context.in_skirmish:
        card = _unused(state, seat, kind_id)[0]
        if kind_id in FIGHT_ON:
            state.saved.add(card)
        else:
            state.acted.add(card)
    else:
        discard_publicly(state, seat, play_from(state, seat, zone, kind_id))
    state.emit(Event(EventType.SAVED, state.round, seat, (kind_id,), target=context.target, text=context.subject or ""))


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
        options=_save_options(MEDIC),
        apply=_save,
        asked=_may_save,
        cancels=True,
    )
)
abilities.register(
    Ability(
        kind=COMBAT_MEDICS,
        verb=Verb.SAVE,
        timings=frozenset({Timing.WINDOW}),
        answers=frozenset({Effect.SNIPE}),
        who=Who.ANYONE,
        targets="a snipe on any player's tribe member or leader, except the combat medics themselves",
        spend=Spend.STAYS,
        ruling="[003:229-232]; RULINGS X-18, S-6, I-4",
        options=_save_options(COMBAT_MEDICS),
        apply=_save,
        asked=_may_save_in_combat,
        cancels=True,
    )
)
