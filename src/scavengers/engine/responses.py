"""Response windows: snipes and disarms on another player's declared action.

RULINGS I-1: after a declaration and before anything resolves, the other players, clockwise
from the actor's left, may play a Sniper Team (on a declared person) or a Saboteur (on a
declared tool), from hand or from their committed cards (I-6). After each effect the window
goes on with the next player; it closes when every player who may respond has passed in a
row. Then the actor continues or aborts (I-2). RG snipes cannot be answered by another snipe
(I-5); saves arrive with the HQ medic.

Who is asked depends only on public facts (how many cards each player holds), never on
whether she holds a sniper: being asked must not tell the table anything.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE
from scavengers.engine.actions import Action, Verb
from scavengers.engine.declarations import resolve
from scavengers.engine.events import Event, EventType
from scavengers.engine.frames import Respond, Resume
from scavengers.engine.moves import discard_publicly, take
from scavengers.engine.state import GameState

SNIPER = "sniper_team"
SABOTEUR = "saboteur"


def _may_respond(state: GameState, seat: int) -> bool:
    player = state.players[seat]
    return bool(player.hand or player.committed)


def _responders(state: GameState, actor: int) -> list[int]:
    """Seats that may respond, clockwise from the actor's left."""
    seats = state.seats
    order = [(actor + step) % seats for step in range(1, seats)]
    return [seat for seat in order if _may_respond(state, seat)]


def _targets(state: GameState, actor: int) -> tuple[list[str], list[str]]:
    """Distinct person kinds and tool kinds on the actor's table, sorted."""
    kinds = state.kinds
    table = sorted({kinds[c] for c in state.players[actor].table})
    persons = [k for k in table if CATALOGUE[k].is_person]
    tools = [k for k in table if CATALOGUE[k].is_tool]
    return persons, tools


def open_window(state: GameState, actor: int, verb: Verb) -> None:
    """After ``actor`` declares ``verb``: open a response window, or resolve at once when
    nobody may respond or nothing on the table can be targeted."""
    persons, tools = _targets(state, actor)
    responders = _responders(state, actor)
    if responders and (persons or tools):
        state.stack.append(Respond(actor, verb, responders[0]))
    else:
        resolve(state, actor, verb)


def _source(state: GameState, seat: int, kind_id: str) -> list[int] | None:
    """The zone a responder plays ``kind_id`` from: her hand first, else her committed cards."""
    player = state.players[seat]
    kinds = state.kinds
    for zone in (player.hand, player.committed):
        if any(kinds[c] == kind_id for c in zone):
            return zone
    return None


def respond_legal(state: GameState, frame: Respond) -> list[Action]:
    """``pass``, and every snipe and disarm the responder can make on the declared cards."""
    actions = [Action(Verb.PASS)]
    persons, tools = _targets(state, frame.actor)
    if _source(state, frame.responder, SNIPER) is not None:
        actions.extend(Action(Verb.SNIPE, (), k, frame.actor) for k in persons)
    if _source(state, frame.responder, SABOTEUR) is not None:
        actions.extend(Action(Verb.DISARM, (), k, frame.actor) for k in tools)
    return actions


def respond_apply(state: GameState, frame: Respond, action: Action) -> None:
    """Apply a responder's pass, snipe or disarm, then move the window on or close it."""
    state.stack.pop()
    if action.verb is Verb.PASS:
        passes, struck = frame.passes + 1, frame.struck
    else:
        _strike(state, frame.responder, frame.actor, action)
        passes, struck = 0, True
    responders = _responders(state, frame.actor)
    persons, tools = _targets(state, frame.actor)
    if passes < len(responders) and (persons or tools):
        following = [
            s for s in responders if (s - frame.actor) % state.seats > (frame.responder - frame.actor) % state.seats
        ]
        nxt = following[0] if following else responders[0]
        state.stack.append(Respond(frame.actor, frame.verb, nxt, passes, struck))
    elif not struck:
        resolve(state, frame.actor, frame.verb)
    elif state.players[frame.actor].table:
        state.stack.append(Resume(frame.actor, frame.verb))
    else:
        _abort_empty(state, frame.actor)


def _strike(state: GameState, seat: int, actor: int, action: Action) -> None:
    card_kind = SNIPER if action.verb is Verb.SNIPE else SABOTEUR
    zone = _source(state, seat, card_kind)
    assert zone is not None
    assert action.subject is not None
    discard_publicly(state, seat, take(state, zone, [card_kind]))
    victim = take(state, state.players[actor].table, [action.subject])
    discard_publicly(state, actor, victim)
    kind = EventType.SNIPED if action.verb is Verb.SNIPE else EventType.DISARMED
    state.emit(Event(kind, state.round, seat, (action.subject,), target=actor))


def _abort_empty(state: GameState, actor: int) -> None:
    """Every declared card was struck: nothing is left to continue with (RULINGS I-2)."""
    state.emit(Event(EventType.ABORTED, state.round, actor))
