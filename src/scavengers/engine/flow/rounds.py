"""The round: drawing phase, the turns in order, the skirmish, the end of the round and of
the game. ``advance`` moves the game on until a decision is needed.

What happens when no decision is pending is a :class:`RoundFlow`: the standard multiplayer
round here; the solo game and other variants supply their own flow rather than rewriting
this module (:func:`flow_of`).

[000:118-146], RULINGS ED-1, ED-2, ED-5, R-4.
"""

from __future__ import annotations

from typing import Protocol

from scavengers.engine.abilities import buildings
from scavengers.engine.core.editions import edition_rules
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import Frame, GatherTurn, SkirmishTurn, deciding_seat
from scavengers.engine.core.moves import announce, discard_publicly, draw, kinds_of
from scavengers.engine.core.state import EMPTY_PURSE, NEW_TURN, GameState, Learned, Phase, RoundMarks
from scavengers.engine.flow import skirmish
from scavengers.engine.flow.decisions import RULES
from scavengers.engine.flow.gathering import SKIRMISH_FROM_ROUND
from scavengers.engine.flow.scoring import final_result
from scavengers.engine.setup.table import HAND_SIZE

PEEK_MIN_PLAYERS = 3
"""Two players do not peek at the contested resources [000:114]."""


class RoundFlow(Protocol):
    """How the game moves on when no decision is pending (the seam for variants)."""

    def proceed(self, state: GameState) -> None:
        """Move the game one step on: push the next decision, change phase, or end the game."""

    def skirmish_ahead(self, state: GameState) -> bool:
        """Whether this round ends in a skirmish (public: every View says so)."""


class StandardRound:
    """The round of the base game and its expansions [000:118-146]."""

    def skirmish_ahead(self, state: GameState) -> bool:
        """From round 3 every round ends in a skirmish [000:150]."""
        return state.round >= SKIRMISH_FROM_ROUND

    def proceed(self, state: GameState) -> None:
        seats = state.seats
        if state.phase is Phase.SETUP:
            # Setup is done (leaders chosen before any card is drawn, [000:649-650]).
            start_round(state)
        elif state.phase is Phase.GATHERING:
            if state.turns_done < seats:
                begin_turn(state, (state.initiator + state.turns_done) % seats)
            elif self.skirmish_ahead(state):
                skirmish.begin(state)
            else:
                end_round(state)
        elif state.skirmish_turns_done < seats:
            seat = (state.initiator + state.skirmish_turns_done) % seats
            state.skirmish_turns_done += 1
            state.stack.append(SkirmishTurn(seat))
        else:
            skirmish.resolve(state)
            end_round(state)


STANDARD_ROUND = StandardRound()


class EngineSeat(Protocol):
    """A player the engine plays itself (the solo game's opponent, RULINGS V-5)."""

    def play(self, state: GameState, frame: Frame) -> None:
        """Carry out this player's decision at ``frame``."""


FLOWS: dict[int, tuple[RoundFlow, EngineSeat]] = {}
"""Round flows of their own by player count (the solo game registers one, :mod:`solo`), each
with the policy of the players the engine plays."""


def flow_of(state: GameState) -> RoundFlow:
    """The round flow this game follows (variants with a flow of their own add theirs here)."""
    own = FLOWS.get(state.config.players)
    return STANDARD_ROUND if own is None else own[0]


def advance(state: GameState) -> None:
    """Run the game forward to the next decision or the end: settle the frames on top of the
    stack, let a player the engine plays decide, and when the stack is empty let the round
    flow move on."""
    flow = flow_of(state)
    while state.phase is not Phase.OVER:
        if state.stack:
            top = state.stack[-1]
            settle = RULES[type(top)].settle
            if settle is not None and settle(state, top):
                continue
            if deciding_seat(top) >= state.seats:
                FLOWS[state.config.players][1].play(state, top)
                continue
            return
        flow.proceed(state)


def begin_turn(state: GameState, seat: int) -> None:
    """A player's gathering turn begins; her buildings make their food (RULINGS H-8)."""
    state.stack.append(GatherTurn(seat))
    if state.recording:
        state.emit(Event(EventType.TURN_STARTED, state.round, seat))
    food = buildings.turn_food(state, seat)
    if food:
        player = state.players[seat]
        player.purse = player.purse.adding(food=food)
        state.emit(Event(EventType.GARDEN_FOOD, state.round, seat, count=food))


def start_round(state: GameState) -> None:
    """Drawing phase: everyone draws 5 (R-4); from round 3 the initiator peeks (not with 2)."""
    state.phase = Phase.GATHERING
    state.turns_done = 0
    state.emit(Event(EventType.ROUND_STARTED, state.round, state.initiator))
    for seat in range(state.seats):
        announce(state, EventType.DREW, seat, kinds_of(state, draw(state, seat, HAND_SIZE)))
    buildings.tick(state)
    peek(state)


def peek(state: GameState) -> None:
    """From round 3 the initiator looks at the top contested resource, privately [000:150]."""
    if state.round < SKIRMISH_FROM_ROUND or state.seats < PEEK_MIN_PLAYERS or not state.contested:
        return
    top = state.contested[-1]
    state.learned.append(Learned(state.initiator, "peek", "contested", (top,)))
    if not state.recording:
        return
    state.emit(Event(EventType.PEEKED, state.round, state.initiator))
    state.emit(
        Event(
            EventType.PEEKED,
            state.round,
            state.initiator,
            (state.kinds[top],),
            1,
            audience=frozenset({state.initiator}),
        )
    )


def end_round(state: GameState) -> None:
    """ED-5: everything in hands, tables and forces goes to the discard piles. ED-1: from
    round 3 the initiator card passes left. ED-2: the game ends after the skirmish that
    empties the contested resources."""
    clear_round(state)
    skirmished = state.round >= SKIRMISH_FROM_ROUND
    if skirmished and not state.contested:
        state.phase = Phase.OVER
        state.result = final_result(state)
        state.emit(Event(EventType.GAME_OVER, state.round, values=state.result.winners))
        return
    if state.round >= edition_rules(state.config).initiator_passes_from_round:
        state.initiator = (state.initiator + 1) % state.seats
        state.emit(Event(EventType.INITIATOR_PASSED, state.round, state.initiator))
    state.round += 1
    start_round(state)


def clear_round(state: GameState) -> None:
    """ED-5: the cards of the round go to the discard piles and the round's marks are reset."""
    for seat, player in enumerate(state.players):
        leftover = player.hand + player.committed + player.table + player.looking
        # What no event has shown yet turns face up here: a card retrieved from a bunker after
        # committing and left unused (RULINGS I-11), or an unrevealed force. The log says so.
        shown = player.hand + player.table + player.looking + ([] if state.revealed else player.committed)
        if shown:
            state.emit(Event(EventType.DISCARDED, state.round, seat, kinds_of(state, shown), text="end of round"))
        discard_publicly(state, seat, leftover)
        # Hardy scavengers of a skirmish not won stay in hand (RULINGS S-12).
        player.hand, player.committed, player.table, player.looking = player.returning, [], [], []
        player.returning = []
        player.purse, player.turn, player.round = EMPTY_PURSE, NEW_TURN, RoundMarks()
    state.acted.clear()
    state.gassed.clear()
    state.saved.clear()
    state.revealed = False
