"""Dirty Deeds (HQ module 4): saboteurs disable buildings, sniper teams wound leaders; a tribe
member repairs a building and a med heals a leader.

[000:678-691]; RULINGS H-11, I-8, L-12, L-13, L-17. Attacks are declared on the attacker's
own gathering turn (the card is then discarded) or her skirmish turn (it stays in her force,
not fighting). A leader snipe may be saved by a medic like any snipe (I-4).
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE
from scavengers.engine import saves
from scavengers.engine.actions import Action, Verb
from scavengers.engine.events import Event, EventType
from scavengers.engine.moves import discard_publicly, take
from scavengers.engine.specials import SABOTEUR, SNIPER
from scavengers.engine.state import GameState


def in_play(state: GameState) -> bool:
    return "hq4" in state.config.modules


def _leader_targets(state: GameState, seat: int) -> list[tuple[int, str]]:
    """Opponents' leaders that can be wounded: face up and not already wounded."""
    if not state.leaders_revealed:
        return []
    return [
        (other, state.kinds[p.leader])
        for other, p in enumerate(state.players)
        if other != seat and p.leader is not None and not p.wounded
    ]


def _building_targets(state: GameState, seat: int) -> list[tuple[int, str]]:
    """Opponents' completed, enabled buildings (RULINGS H-11), one entry per kind."""
    return [
        (other, kind)
        for other, p in enumerate(state.players)
        if other != seat
        for kind in sorted({state.kinds[b.card] for b in p.buildings if b.active})
    ]


def attacks(state: GameState, seat: int, snipers: bool, saboteurs: bool) -> list[Action]:
    """Leader snipes and building attacks ``seat`` can declare with the cards it has."""
    if not in_play(state):
        return []
    actions: list[Action] = []
    if snipers:
        actions.extend(Action(Verb.SNIPE, (), kind, other) for other, kind in _leader_targets(state, seat))
    if saboteurs:
        actions.extend(Action(Verb.DISABLE, (), kind, other) for other, kind in _building_targets(state, seat))
    return actions


def turn_actions(state: GameState, seat: int, hand: tuple[str, ...]) -> list[Action]:
    """On one's own gathering turn: attacks from hand, repairs and heals."""
    if not in_play(state):
        return []
    player = state.players[seat]
    actions = attacks(state, seat, SNIPER in hand, SABOTEUR in hand)
    disabled = sorted({state.kinds[b.card] for b in player.buildings if b.disabled})
    persons = sorted({k for k in hand if CATALOGUE[k].is_person})
    # RULINGS H-11: one tribe member from hand repairs one building.
    actions.extend(Action(Verb.REPAIR, (person,), kind) for kind in disabled for person in persons)
    if player.wounded and player.leader is not None:
        # RULINGS L-12: one med heals; the card is discarded and any excess is lost.
        healers = sorted({k for k in hand if CATALOGUE[k].meds})
        actions.extend(Action(Verb.HEAL, (k,)) for k in healers)
    return actions


def attack(state: GameState, seat: int, action: Action, from_zone: list[int] | None) -> None:
    """Declare a leader snipe or a building attack. ``from_zone``: the hand the card is
    discarded from (gathering); ``None`` in the skirmish, where the caller marks it used."""
    assert action.subject is not None  # attacks name their target
    assert action.target is not None
    own = SNIPER if action.verb is Verb.SNIPE else SABOTEUR
    if from_zone is not None:
        discard_publicly(state, seat, take(state, from_zone, [own]))
    if action.verb is Verb.SNIPE:
        saves.snipe(state, seat, action.target, action.subject, in_skirmish=from_zone is None)
        return
    building = next(
        b for b in state.players[action.target].buildings if b.active and state.kinds[b.card] == action.subject
    )
    building.disabled = True
    state.emit(Event(EventType.BUILDING_DISABLED, state.round, seat, (action.subject,), target=action.target))


def heal(state: GameState, seat: int, action: Action) -> None:
    player = state.players[seat]
    discard_publicly(state, seat, take(state, player.hand, action.cards))
    player.wounded = False
    state.emit(
        Event(EventType.LEADER_HEALED, state.round, seat, (state.kinds[player.leader or 0],), text=action.cards[0])
    )


def repair(state: GameState, seat: int, kind_id: str) -> None:
    """The declared worker mends the owner's first disabled building of that kind."""
    player = state.players[seat]
    discard_publicly(state, seat, player.table)
    player.table = []
    building = next((b for b in player.buildings if b.disabled and state.kinds[b.card] == kind_id), None)
    if building is not None:
        building.disabled = False
        state.emit(Event(EventType.BUILDING_REPAIRED, state.round, seat, (kind_id,)))
