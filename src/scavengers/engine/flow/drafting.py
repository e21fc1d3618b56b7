"""The leader drafting variant [003:298-312]: leaders are bribed from a face-down pile instead
of dealt (RULINGS L-16, R-9).

All the game's leaders form a shuffled, face-down pile; its size is public. On her gathering
turn a player may use her single hire to bribe: ``bribe`` draws one leader per food the turn
produced (meds give none, nor does the Swindler's discount, L-14), which she alone sees; she
keeps one (``keep KIND``), replacing her leader, or none (``keep none``); the rest, and a
replaced leader, go to the bottom of the pile. The kept leader is face up at once.
"""

from __future__ import annotations

from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.config import Variant
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import Choose
from scavengers.engine.core.moves import announce, kinds_of, take
from scavengers.engine.core.state import EMPTY_PURSE, GameState
from scavengers.engine.flow import choices, hiring

BRIBE = "bribe"
"""The purpose of the choice among the bribed leaders."""


def in_play(state: GameState) -> bool:
    """Whether the game drafts its leaders."""
    return Variant.LEADER_DRAFT in state.config.variants


def bribe_actions(state: GameState, seat: int) -> list[Action]:
    """``bribe`` while the round's hire is unused, the turn has food and the pile has cards
    (RULINGS L-16, R-9)."""
    if state.leader_pile and hiring.turn_food(state, seat) >= 1:
        return [Action(Verb.BRIBE)]
    return []


def refusal(state: GameState, seat: int) -> str:
    """Why a ``bribe`` is refused."""
    if not in_play(state):
        return "leaders are bribed only with the leader drafting variant"
    if not state.leader_pile:
        return "the leader pile is empty (RULINGS R-9)"
    return "a bribe draws one leader per food of this turn, and this turn has no food yet (RULINGS L-16)"


def bribe(state: GameState, seat: int) -> None:
    """Draw one leader per food into the briber's sight; the bribe is the round's hire and
    spends the turn's food [003:306-307]. The Swindler's discount is no food: a bribe has no
    cost to lower (RULINGS L-14)."""
    player = state.players[seat]
    food = hiring.turn_food(state, seat)
    drawn = [state.leader_pile.pop() for _ in range(min(food, len(state.leader_pile)))]
    player.looking = drawn
    player.round.used.add(Verb.HIRE)
    player.purse = EMPTY_PURSE
    # Only the briber sees what she drew; everyone sees how many (RULINGS L-16).
    announce(state, EventType.BRIBED, seat, kinds_of(state, drawn))
    state.stack.append(Choose(seat, BRIBE))


def _drawn(state: GameState, seat: int) -> list[int]:
    return state.players[seat].looking


def _keep(state: GameState, seat: int, action: Action) -> None:
    """Keep one drawn leader or none; the others and a replaced leader go to the bottom of the
    pile, the replaced one unwounded (RULINGS L-16)."""
    player = state.players[seat]
    kept = take(state, player.looking, action.cards)
    returned = player.looking
    player.looking = []
    if kept:
        if player.leader is not None:
            returned = [*returned, player.leader]
        player.leader = kept[0]
        # RULINGS L-16: a new leader is unwounded; the once-a-round use stays tracked per
        # player, so a swap never gives a second use in a round.
        player.wounded = False
    state.leader_pile[:0] = reversed(returned)
    state.emit(Event(EventType.LEADER_BRIBED, state.round, seat, action.cards, len(returned)))


choices.register(BRIBE, choices.Choice(Verb.KEEP, BRIBE, _drawn, _keep, least=0, most=1))
