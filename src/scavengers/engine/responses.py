"""Response windows: snipes and disarms on another player's declared action.

RULINGS I-1: after a declaration and before anything resolves, the other players, clockwise
from the actor's left, may play a Sniper Team (on a declared person) or a Saboteur (on a
declared tool), from hand or from their committed cards (I-6). After each effect the window
goes on with the next player; it closes when every player who may respond has passed in a
row. Then the actor continues or aborts (I-2). RG snipes cannot be answered by another snipe
(I-5), only saved by a medic (I-4, :mod:`saves`).

Who is asked depends only on public facts (how many cards each player holds), never on
whether she holds a sniper: being asked must not tell the table anything.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE
from scavengers.engine import buildings, leaders, saves
from scavengers.engine.actions import Action, Verb
from scavengers.engine.declarations import resolve
from scavengers.engine.events import Event, EventType
from scavengers.engine.frames import Respond, Resume, next_asked
from scavengers.engine.moves import discard_publicly, take
from scavengers.engine.specials import SABOTEUR, SNIPER
from scavengers.engine.state import GameState


def _may_respond(state: GameState, seat: int) -> bool:
    player = state.players[seat]
    return bool(player.hand or player.committed) or buildings.has_stored_in_bunker(state, seat)


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


def _has_targets(state: GameState, actor: int, verb: Verb) -> bool:
    """Whether a person or tool is still on the actor's table (cheaper than :func:`_targets`);
    in a hire any paying card is (for the Fanatic)."""
    if verb is Verb.HIRE:
        return bool(state.players[actor].table)
    kinds = state.kinds
    for card in state.players[actor].table:
        kind = CATALOGUE[kinds[card]]
        if kind.is_person or kind.is_tool:
            return True
    return False


def open_window(state: GameState, actor: int, verb: Verb, subject: str | None = None) -> None:
    """After ``actor`` declares ``verb``: open a response window (settled at once when nobody
    may respond or nothing on the table can be targeted)."""
    responders = _responders(state, actor)
    state.stack.append(Respond(actor, verb, responders[0] if responders else actor, subject=subject))


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
    persons, tools = _targets(state, frame.actor) if frame.verb is not Verb.HIRE else ([], [])
    # RULINGS I-3: in a hire only the Fanatic may strike (medicine is no snipe or disarm target).
    if _source(state, frame.responder, SNIPER) is not None:
        actions.extend(Action(Verb.SNIPE, (), k, frame.actor) for k in persons)
    if _source(state, frame.responder, SABOTEUR) is not None and leaders.disarmable(state, frame.actor):
        actions.extend(Action(Verb.DISARM, (), k, frame.actor) for k in tools)
    actions.extend(leaders.response_options(state, frame.responder, frame.actor))
    # RULINGS I-6: a sniper or saboteur may be fetched from one's own bunker at this moment.
    actions.extend(buildings.retrieve_actions(state, frame.responder, own_turn=False))
    return actions


def _next_responder(state: GameState, frame: Respond) -> int:
    return next_asked(_responders(state, frame.actor), frame.actor, frame.responder, state.seats, frame.actor)


def respond_apply(state: GameState, frame: Respond, action: Action) -> None:
    """A pass moves the window on; a snipe or disarm spends its card and takes effect (a snipe
    after its save window). Whether the window closes is settled afterwards."""
    if action.verb is Verb.RETRIEVE:
        buildings.retrieve(state, frame.responder, action)  # still her decision
        return
    state.stack.pop()
    if action.verb is Verb.PASS:
        state.stack.append(
            Respond(
                frame.actor, frame.verb, _next_responder(state, frame), frame.passes + 1, frame.struck, frame.subject
            )
        )
        return
    assert action.subject is not None  # snipes, disarms and the Fanatic name their target
    if action.verb is Verb.LEAD:
        # RULINGS L-7: the Fanatic; it cannot be saved against.
        leaders.use(state, frame.responder, action)
        state.stack.append(Respond(frame.actor, frame.verb, _next_responder(state, frame), 0, True, frame.subject))
        return
    own = SNIPER if action.verb is Verb.SNIPE else SABOTEUR
    zone = _source(state, frame.responder, own)
    assert zone is not None  # respond_legal offered it
    discard_publicly(state, frame.responder, take(state, zone, [own]))
    state.stack.append(Respond(frame.actor, frame.verb, _next_responder(state, frame), 0, True, frame.subject))
    saves.strike(state, frame.responder, action, in_skirmish=False)


def settle(state: GameState, frame: Respond) -> bool:
    """Close the window when nobody is left to ask or nothing is left to hit: the action
    resolves untouched, or its actor continues or aborts (RULINGS I-2)."""
    asked = _may_respond(state, frame.responder)
    if asked and frame.passes < len(_responders(state, frame.actor)) and _has_targets(state, frame.actor, frame.verb):
        return False
    responders = _responders(state, frame.actor)
    if frame.passes < len(responders) and _has_targets(state, frame.actor, frame.verb):
        state.stack[-1] = Respond(
            frame.actor, frame.verb, _next_responder(state, frame), frame.passes, frame.struck, frame.subject
        )
        return True
    state.stack.pop()
    if not frame.struck:
        resolve(state, frame.actor, frame.verb, frame.subject)
    elif state.players[frame.actor].table:
        state.stack.append(Resume(frame.actor, frame.verb, frame.subject))
    else:
        # Every declared card was struck: nothing is left to continue with (RULINGS I-2).
        state.emit(Event(EventType.ABORTED, state.round, frame.actor, text=frame.verb.value))
    return True
