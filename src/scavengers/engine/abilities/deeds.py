"""Dirty Deeds (HQ module 4): a tribe member repairs a building and a med heals a leader.

[000:678-691]; RULINGS H-11, L-12. The attacks (saboteurs disable buildings, sniper teams
wound leaders) are those cards' abilities, in :mod:`strikes`.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE
from scavengers.engine.abilities import buildings
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.config import Module
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.moves import discard_publicly, play_from_hand
from scavengers.engine.core.state import GameState, numbered_buildings


def in_play(state: GameState) -> bool:
    return Module.HQ4 in state.config.modules


def turn_actions(state: GameState, seat: int, hand: tuple[str, ...]) -> list[Action]:
    """On one's own gathering turn: repairs and heals (attacks are the saboteur's and the
    sniper team's abilities, :mod:`strikes`)."""
    if not in_play(state):
        return []
    player = state.players[seat]
    disabled = sorted({state.kinds[b.card] for b in player.buildings if b.disabled})
    persons = sorted({k for k in hand if CATALOGUE[k].is_person})
    # RULINGS H-11: one tribe member from hand repairs one building (of several of a kind, the
    # one named: ``repair bunker-2 refugee``).
    actions = [
        Action(Verb.REPAIR, (person,), kind, number=number)
        for kind in disabled
        for number, building in numbered_buildings(state, seat, kind)
        if building.disabled
        for person in persons
    ]
    if player.wounded and player.leader is not None:
        # RULINGS L-12: one med heals; the card is discarded and any excess is lost.
        healers = sorted({k for k in hand if CATALOGUE[k].meds})
        actions.extend(Action(Verb.HEAL, (k,)) for k in healers)
    return actions


def heal(state: GameState, seat: int, action: Action) -> None:
    player = state.players[seat]
    discard_publicly(state, seat, play_from_hand(state, seat, action.cards))
    player.wounded = False
    state.emit(
        Event(EventType.LEADER_HEALED, state.round, seat, (state.kinds[player.leader or 0],), text=action.cards[0])
    )


def repair(state: GameState, seat: int, kind_id: str, number: int | None = None) -> None:
    """The declared worker mends the owner's disabled building of that kind, the one
    ``number`` names where she has several."""
    player = state.players[seat]
    discard_publicly(state, seat, player.table)
    player.table = []
    disabled = [b for n, b in numbered_buildings(state, seat, kind_id) if b.disabled and number in (None, n)]
    building = disabled[0] if disabled else None
    if building is not None:
        building.disabled = False
        state.emit(Event(EventType.BUILDING_REPAIRED, state.round, seat, (kind_id,)))
        buildings.came_into_effect(state, seat, building)
