"""The resource-gathering turn: dig, draw, hunt, hire, trash, end, and what follows them
(keep a dug card, continue or abort after a response, commit to the skirmish). The HQ
actions are listed and carried out by their own modules (buildings, leaders, deeds, hiring);
this one only dispatches them.

Each action at most once per round (RULINGS R-11); actions in any order (R-3).
"""

from __future__ import annotations

from scavengers.engine import buildings, deeds, hiring, leaders
from scavengers.engine.actions import SKILL_OF_VERB, Action, Verb
from scavengers.engine.declarations import can_go_ahead, resolve
from scavengers.engine.events import Event, EventType
from scavengers.engine.frames import Commit, GatherTurn, Keep, Resume
from scavengers.engine.moves import (
    add_to_junkyard,
    announce,
    discard_privately,
    discard_publicly,
    kinds_of,
    take,
)
from scavengers.engine.options import card_list_options, skill_options, takes_part
from scavengers.engine.responses import open_window
from scavengers.engine.state import GameState

SKIRMISH_FROM_ROUND = 3
"""No skirmish in rounds 1 and 2 [000:144-146]."""


def _hand_kinds(state: GameState, seat: int) -> tuple[str, ...]:
    kinds = state.kinds
    return tuple(sorted(kinds[c] for c in state.players[seat].hand))


def _skill_actions(state: GameState, seat: int, hand: tuple[str, ...]) -> list[Action]:
    actions: list[Action] = []
    used = state.players[seat].used
    leader = leaders.active(state, seat)
    for verb in (Verb.DIG, Verb.DRAW, Verb.HUNT):
        if verb not in used:
            skill = SKILL_OF_VERB[verb]
            actions.extend(skill_options(verb, tuple(k for k in hand if takes_part(skill, k, leader)), None, leader))
    return actions


def turn_legal(state: GameState, frame: GatherTurn) -> list[Action]:
    """Every action open to the player whose gathering turn it is."""
    seat = frame.seat
    player = state.players[seat]
    hand = _hand_kinds(state, seat)
    actions = _skill_actions(state, seat, hand)
    actions.extend(buildings.turn_actions(state, seat, hand))
    actions.extend(leaders.turn_options(state, seat))
    actions.extend(deeds.turn_actions(state, seat, hand))
    if Verb.HIRE not in player.used:
        actions.extend(hiring.hire_actions(state, seat, hand))
    if Verb.TRASH not in player.used:
        actions.extend(card_list_options(Verb.TRASH, hand, False))
    actions.append(Action(Verb.END))
    return actions


def turn_apply(state: GameState, frame: GatherTurn, action: Action) -> None:
    """Carry out a legal gathering action."""
    seat = frame.seat
    player = state.players[seat]
    verb = action.verb
    if verb in SKILL_OF_VERB or verb in (Verb.WORK, Verb.REPAIR):
        player.table = take(state, player.hand, action.cards)
        what = f"{verb.value} on {action.subject}" if action.subject else verb.value
        state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, text=what))
        open_window(state, seat, verb, action.subject)
    elif verb is Verb.STORE:
        buildings.store(state, seat, action)
    elif verb is Verb.RETRIEVE:
        buildings.retrieve(state, seat, action)
    elif verb is Verb.LEAD and leaders.is_declared(state, seat):
        # RULINGS I-3: a Mentor's, Peacemaker's or Organizer's refugee is a declaration.
        player.table = take(state, player.hand, action.cards)
        state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, text="lead"))
        open_window(state, seat, verb)
    elif verb is Verb.LEAD:
        leaders.use(state, seat, action)
    elif verb in (Verb.SNIPE, Verb.DISABLE):
        deeds.attack(state, seat, action, player.hand)  # RULINGS I-8: on one's own turn
    elif verb is Verb.HEAL:
        deeds.heal(state, seat, action)
    elif verb is Verb.HIRE:
        assert action.subject is not None  # every legal hire names its mercenary
        player.table = take(state, player.hand, action.cards)
        if action.cards and hiring.fanatic_watching(state, seat):
            # RULINGS I-3: with a Fanatic ready, the payment is declared and may be struck.
            state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, text=f"hire {action.subject}"))
            open_window(state, seat, verb, action.subject)
        else:
            hiring.complete(state, seat, action.subject)
    elif verb is Verb.TRASH:
        trashed = take(state, player.hand, action.cards)
        player.used.add(Verb.TRASH)
        # Trashed cards go face down onto the junkyard [000:236]: the count is public.
        announce(state, EventType.TRASHED, seat, action.cards)
        add_to_junkyard(state, trashed)
    else:
        _end_turn(state, seat)


def _end_turn(state: GameState, seat: int) -> None:
    player = state.players[seat]
    # Food, a leader's meds and a waiting bonus last only this turn (RULINGS R-3).
    player.food = player.cannibal_food = player.bonus_meds = player.boost = 0
    player.boost_skills = ()
    if state.round >= SKIRMISH_FROM_ROUND and player.hand:
        state.stack[-1] = Commit(seat)
        return
    if player.hand:
        # RULINGS R-1: no commitment in rounds 1-2; unused cards go face up to the discard.
        state.emit(Event(EventType.DISCARDED, state.round, seat, kinds_of(state, player.hand)))
        discard_publicly(state, seat, player.hand)
        player.hand = []
    if state.round >= SKIRMISH_FROM_ROUND:
        state.emit(Event(EventType.COMMITTED, state.round, seat, count=0))
    state.stack.pop()
    state.turns_done += 1


def keep_legal(state: GameState, frame: Keep) -> list[Action]:
    """Keep one of the dug cards, or none (RULINGS ED-4)."""
    looking = sorted({state.kinds[c] for c in state.players[frame.seat].looking})
    keep = [Action(Verb.KEEP, (k,)) for k in looking]
    # RULINGS L-4: the Organizer's draw keeps one card.
    return keep if frame.organizer else [Action(Verb.KEEP), *keep]


def keep_apply(state: GameState, frame: Keep, action: Action) -> None:
    """The kept card goes face down to the discard pile; the rest to the junkyard's bottom,
    without a shuffle (RULINGS ED-14, R-8: in the order drawn)."""
    seat = frame.seat
    player = state.players[seat]
    kept = take(state, player.looking, action.cards)
    returned, player.looking = player.looking, []
    # The returned cards go under the pile as a packet, the first drawn uppermost.
    returned.reverse()
    state.stack.pop()
    if frame.organizer:
        # RULINGS L-4: keep 1 in hand, the other goes to the discard pile.
        player.hand.extend(kept)
        state.emit(Event(EventType.KEPT, state.round, seat, count=len(kept), text="organizer"))
        discard_publicly(state, seat, returned)
        if returned:
            # Face up on the discard pile: every public change has an event (issue 8).
            state.emit(Event(EventType.DISCARDED, state.round, seat, kinds_of(state, returned), text="organizer"))
        return
    if frame.schematics:
        state.schematics[0:0] = returned
        state.emit(Event(EventType.KEPT, state.round, seat, action.cards, len(kept), text="schematics"))
        if kept:
            buildings.start(state, seat, kept[0])
        return
    state.junkyard[0:0] = returned
    discard_privately(state, seat, kept)
    announce(state, EventType.KEPT, seat, action.cards)


def resume_legal(state: GameState, frame: Resume) -> list[Action]:
    """Continue with what is left of the declaration, if it still works, or abort."""
    actions = [Action(Verb.ABORT)]
    if can_go_ahead(state, frame.seat, frame.verb, frame.subject):
        actions.insert(0, Action(Verb.CONTINUE))
    return actions


def resume_apply(state: GameState, frame: Resume, action: Action) -> None:
    """RULINGS I-2: continue (the action is used) or abort (cards back to hand, the action
    may be declared again this turn)."""
    state.stack.pop()
    seat = frame.seat
    if action.verb is Verb.CONTINUE:
        resolve(state, seat, frame.verb, frame.subject)
        return
    player = state.players[seat]
    state.emit(Event(EventType.ABORTED, state.round, seat, kinds_of(state, player.table), text=frame.verb.value))
    player.hand.extend(player.table)
    player.table = []


def commit_legal(state: GameState, frame: Commit) -> list[Action]:
    """Any subset of the hand, the empty one included (RULINGS R-2)."""
    return list(card_list_options(Verb.COMMIT, _hand_kinds(state, frame.seat), True))


def commit_apply(state: GameState, frame: Commit, action: Action) -> None:
    """The committed cards go face down (count public); the rest face up to the discard."""
    seat = frame.seat
    player = state.players[seat]
    player.committed = take(state, player.hand, action.cards)
    announce(state, EventType.COMMITTED, seat, action.cards)
    if player.hand:
        state.emit(Event(EventType.DISCARDED, state.round, seat, kinds_of(state, player.hand)))
        discard_publicly(state, seat, player.hand)
        player.hand = []
    state.stack.pop()
    state.turns_done += 1
