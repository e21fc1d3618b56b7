"""The end of the game: the gangs choose a tribe, then tribe size, contested resources and
cards decide; else a shared victory ([000:168-172], [000:557-565], RULINGS F-1..F-8)."""

from __future__ import annotations

from collections.abc import Callable

from scavengers.cards import CATALOGUE, CardKind, CardType
from scavengers.engine.abilities.buildings import active_count
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.state import GameResult, GameState, Score, ranking_key
from scavengers.engine.core.strength import is_refugee

_Count = Callable[[GameState, int, list[CardKind]], int]


def _tools(state: GameState, seat: int, owned: list[CardKind]) -> int:
    # RULINGS F-5: every card with a tool icon; instants are not tools.
    return sum(1 for card in owned if card.is_tool)


def _contested_tools(state: GameState, seat: int, owned: list[CardKind]) -> int:
    return sum(1 for card in owned if card.is_tool and card.is_contested)


def _meds(state: GameState, seat: int, owned: list[CardKind]) -> int:
    # RULINGS ED-8: the meds value of Medicine-type cards only (pills 1, medkit 2).
    return sum(card.meds for card in owned if card.is_medicine)


def _medics(state: GameState, seat: int, owned: list[CardKind]) -> int:
    # RULINGS ED-8: the tie-break counts Medic and Combat Medics cards.
    return sum(1 for card in owned if card.id in ("medic", "combat_medics"))


def _buildings(state: GameState, seat: int, owned: list[CardKind]) -> int:
    # RULINGS F-6: completed buildings that are not disabled.
    return active_count(state, seat)


def _engineers(state: GameState, seat: int, owned: list[CardKind]) -> int:
    # RULINGS F-6: engineers only (tinkers do not count).
    return sum(1 for card in owned if card.id == "engineer")


def _refugees(state: GameState, seat: int, owned: list[CardKind]) -> int:
    # RULINGS F-8: cards with "Refugee" in the title (refugee, scouting refugee), any zone.
    return sum(1 for card in owned if is_refugee(card.id))


def _no_tie_break(state: GameState, seat: int, owned: list[CardKind]) -> int:
    # [003:265], RULINGS F-8: "There is no tie-breaker": a tie means no award.
    return 0


GANG_RULES: dict[str, tuple[_Count, _Count]] = {
    "gang_gearheads": (_tools, _contested_tools),
    "gang_pharmers": (_meds, _medics),
    "gang_masons": (_buildings, _engineers),
    "gang_humanitarians": (_refugees, _no_tie_break),
}
"""Each gang's measure and its printed tie-break, by card kind [000:561-565]."""


def _owned_kinds(state: GameState, seat: int) -> list[CardKind]:
    return [CATALOGUE[state.kinds[c]] for c in state.owned(seat)]


def award_gangs(state: GameState) -> None:
    """Each gang joins the tribe that leads on its measure, then on its tie-break; still tied,
    or nobody above 0, and it joins nobody (RULINGS F-4)."""
    owned = [_owned_kinds(state, seat) for seat in range(state.seats)]
    for card in list(state.gangs):
        measure, tie_break = GANG_RULES[state.kinds[card]]
        keys = [(measure(state, s, owned[s]), tie_break(state, s, owned[s])) for s in range(state.seats)]
        best = max(keys)
        leaders = [s for s, key in enumerate(keys) if key == best]
        if best[0] == 0 or len(leaders) != 1:
            state.emit(Event(EventType.GANG_STAYED_AWAY, state.round, cards=(state.kinds[card],)))
            continue
        state.gangs.remove(card)
        state.players[leaders[0]].gangs.append(card)
        state.emit(Event(EventType.GANG_JOINED, state.round, leaders[0], (state.kinds[card],), values=keys[leaders[0]]))


def score(state: GameState, seat: int) -> Score:
    """A seat's tribe size over every zone it owns, gangs included (F-1, F-7), its
    contested-resource cards (F-3) and its card count without gangs (F-2)."""
    player = state.players[seat]
    owned = _owned_kinds(state, seat)
    gangs = tuple(state.kinds[c] for c in player.gangs)
    # RULINGS F-2: gang, leader and building cards are not counted as cards.
    cards = sum(1 for card in owned if card.type not in (CardType.GANG, CardType.LEADER, CardType.BUILDING))
    return Score(
        people=sum(card.people for card in owned),
        contested=sum(1 for card in owned if card.is_contested),
        cards=cards,
        gangs=gangs,
    )


def final_result(state: GameState) -> GameResult:
    """Award the gangs, then every seat's score and the winners: all seats tied on the full
    key share the victory."""
    award_gangs(state)
    scores = tuple(score(state, seat) for seat in range(state.seats))
    best = max(ranking_key(s) for s in scores)
    winners = tuple(seat for seat, s in enumerate(scores) if ranking_key(s) == best)
    return GameResult(scores, winners)
