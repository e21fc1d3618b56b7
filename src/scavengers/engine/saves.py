"""Save windows: a medic cancels a snipe, even on another player's card (HQ module 1).

RULINGS I-4: when a snipe is declared, every player who might save is asked, the target's
owner first and then clockwise; the first save cancels it (the sniper is spent anyway), and
once all have passed the snipe hits. During resource gathering a medic comes from hand or the
committed cards and is then discarded; in the skirmish it must be in its owner's revealed
force, where it stays (RULINGS S-6). Who is asked depends only on public facts.
"""

from __future__ import annotations

from scavengers.engine import buildings
from scavengers.engine.actions import Action, Verb
from scavengers.engine.events import Event, EventType
from scavengers.engine.frames import Save, next_asked
from scavengers.engine.moves import discard_publicly, take, unused_in_force
from scavengers.engine.state import GameState

SAVERS = ("medic",)
"""Card kinds that save against a snipe (Recon adds the Combat Medics)."""


def _may_save(state: GameState, seat: int, in_skirmish: bool) -> bool:
    player = state.players[seat]
    if in_skirmish:
        return any(unused_in_force(state, seat, k) for k in SAVERS)
    return bool(player.hand or player.committed) or buildings.has_stored_in_bunker(state, seat)


def savers(state: GameState, target: int, in_skirmish: bool) -> list[int]:
    """Who is asked, in order: the target's owner, then clockwise."""
    if "hq1" not in state.config.modules:
        return []  # no medic exists without HQ: nobody can save
    order = [(target + step) % state.seats for step in range(state.seats)]
    return [seat for seat in order if _may_save(state, seat, in_skirmish)]


def snipe(state: GameState, sniper: int, target: int, subject: str, in_skirmish: bool) -> None:
    """A declared snipe: open a save window, or hit at once when nobody could save."""
    state.emit(Event(EventType.SNIPED, state.round, sniper, (subject,), target=target))
    asked = savers(state, target, in_skirmish)
    if asked:
        state.stack.append(Save(sniper, target, subject, in_skirmish, asked[0]))
    else:
        hit(state, target, subject, in_skirmish)


def strike(state: GameState, striker: int, action: Action, in_skirmish: bool) -> None:
    """A snipe (after its save window) or a disarm (at once) on the card the action names;
    the striking card has been spent by the caller."""
    assert action.subject is not None  # snipes and disarms name their target
    assert action.target is not None
    if action.verb is Verb.SNIPE:
        snipe(state, striker, action.target, action.subject, in_skirmish)
        return
    state.emit(Event(EventType.DISARMED, state.round, striker, (action.subject,), target=action.target))
    hit(state, action.target, action.subject, in_skirmish)


def hit(state: GameState, target: int, subject: str, in_skirmish: bool) -> None:
    """The snipe or disarm lands: the card leaves play for its owner's discard pile (S-4);
    a sniped leader is wounded and gives nothing until healed (RULINGS L-12, L-13, L-17)."""
    player = state.players[target]
    if player.leader is not None and state.kinds[player.leader] == subject:
        player.wounded = True
        state.emit(Event(EventType.LEADER_WOUNDED, state.round, target, (subject,)))
        return
    zone = player.committed if in_skirmish else player.table
    discard_publicly(state, target, take(state, zone, [subject]))


def _medic_source(state: GameState, frame: Save, seat: int) -> tuple[list[int], str] | None:
    player = state.players[seat]
    kinds = state.kinds
    for kind_id in SAVERS:
        if frame.in_skirmish:
            if unused_in_force(state, seat, kind_id):
                return player.committed, kind_id
            continue
        for zone in (player.hand, player.committed):
            if any(kinds[c] == kind_id for c in zone):
                return zone, kind_id
    return None


def save_legal(state: GameState, frame: Save) -> list[Action]:
    """``pass``, or ``save medic`` for a responder who holds one."""
    actions = [Action(Verb.PASS)]
    source = _medic_source(state, frame, frame.responder)
    if source is not None:
        actions.append(Action(Verb.SAVE, (source[1],)))
    if not frame.in_skirmish:
        # RULINGS I-4: a medic may be fetched from one's own bunker to save.
        actions.extend(buildings.retrieve_actions(state, frame.responder, own_turn=False))
    return actions


def save_apply(state: GameState, frame: Save, action: Action) -> None:
    """A save cancels the snipe; a pass asks the next saver (settled by :func:`settle`)."""
    if action.verb is Verb.RETRIEVE:
        buildings.retrieve(state, frame.responder, action)  # still her decision
        return
    state.stack.pop()
    if action.verb is Verb.SAVE:
        source = _medic_source(state, frame, frame.responder)
        assert source is not None  # save_legal offered it
        zone, kind_id = source
        if frame.in_skirmish:
            state.acted.add(unused_in_force(state, frame.responder, kind_id)[0])
        else:
            discard_publicly(state, frame.responder, take(state, zone, [kind_id]))
        state.emit(
            Event(EventType.SAVED, state.round, frame.responder, (kind_id,), target=frame.target, text=frame.subject)
        )
        return
    asked = savers(state, frame.target, frame.in_skirmish)
    following = next_asked(asked, frame.target, frame.responder, state.seats, frame.responder)
    state.stack.append(Save(frame.sniper, frame.target, frame.subject, frame.in_skirmish, following, frame.passes + 1))


def settle(state: GameState, frame: Save) -> bool:
    """Close the window once every saver has passed in a row: the snipe hits."""
    asked = savers(state, frame.target, frame.in_skirmish)
    if frame.passes < len(asked):
        return False
    state.stack.pop()
    hit(state, frame.target, frame.subject, frame.in_skirmish)
    return True
