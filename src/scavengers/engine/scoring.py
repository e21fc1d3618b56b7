"""The end of the game: tribe size, then contested resources, then cards; else a shared
victory ([000:168-172], RULINGS F-1..F-3)."""

from __future__ import annotations

from scavengers.cards import CATALOGUE
from scavengers.engine.state import GameResult, GameState, Score


def score(state: GameState, seat: int) -> Score:
    """A seat's tribe size over every zone it owns (F-1), its contested-resource cards (F-3)
    and its card count (F-2)."""
    owned = [CATALOGUE[state.kinds[c]] for c in state.players[seat].owned()]
    return Score(
        people=sum(card.people for card in owned),
        contested=sum(1 for card in owned if card.is_contested),
        cards=len(owned),
    )


def final_result(state: GameState) -> GameResult:
    """Every seat's score and the winners: all seats tied on the full key share the victory."""
    scores = tuple(score(state, seat) for seat in range(state.seats))
    best = max((s.people, s.contested, s.cards) for s in scores)
    winners = tuple(seat for seat, s in enumerate(scores) if (s.people, s.contested, s.cards) == best)
    return GameResult(scores, winners)
