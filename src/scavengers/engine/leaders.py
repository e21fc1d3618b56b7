"""Tribal leaders (HQ module 3): choosing one, and each leader's ability, registered by kind.

[000:647-674], [000:701-715]; RULINGS Part 3 and L-1..L-11. The always-on leaders
(Excavator, Gangster, Ranger) change card values in :mod:`strength`; the Sergeant at Arms
changes costs and disarms. The others act through ``lead CARD`` (and ``lead refugee SEAT:KIND``
for the Fanatic), each at most once a round.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scavengers.cards import CATALOGUE, Skill
from scavengers.engine.actions import Action, Verb
from scavengers.engine.events import Event, EventType
from scavengers.engine.frames import ChooseLeader, Keep
from scavengers.engine.moves import announce, discard_publicly, draw_into, kinds_of, take, unused_in_force
from scavengers.engine.specials import SABOTEUR
from scavengers.engine.state import GameState
from scavengers.engine.strength import is_refugee

BUTCHER = "leader_butcher"
CANNIBAL = "leader_cannibal"
FANATIC = "leader_fanatic"
MENTOR = "leader_mentor"
ORGANIZER = "leader_organizer"
PEACEMAKER = "leader_peacemaker"
SERGEANT = "leader_sergeant_at_arms"
ORGANIZER_DRAW = 2
CANNIBAL_FOOD = 3


def in_play(state: GameState) -> bool:
    return "hq3" in state.config.modules


def active(state: GameState, seat: int) -> str | None:
    """The seat's leader while it works: chosen, revealed and not wounded (RULINGS L-12, L-17)."""
    player = state.players[seat]
    if player.leader is None or player.wounded or not state.leaders_revealed:
        return None
    return state.kinds[player.leader]


# -- choosing ------------------------------------------------------------------------------


def deal(state: GameState, leaders: list[int]) -> None:
    """Deal two leaders face down to each player without one; each keeps one [000:650]."""
    waiting = [seat for seat, p in enumerate(state.players) if p.leader is None]
    for seat in waiting:
        state.players[seat].dealt = [leaders.pop(), leaders.pop()]
        announce(state, EventType.LEADERS_DEALT, seat, kinds_of(state, state.players[seat].dealt))
    state.box.extend(leaders)
    leaders.clear()
    for seat in reversed(waiting):
        state.stack.append(ChooseLeader(seat))
    if not waiting:
        reveal(state)


def choose_legal(state: GameState, frame: ChooseLeader) -> list[Action]:
    return [Action(Verb.LEAD, (k,)) for k in kinds_of(state, state.players[frame.seat].dealt)]


def choose_apply(state: GameState, frame: ChooseLeader, action: Action) -> None:
    """Keep one leader (face down until everyone has chosen); the other leaves the game."""
    state.stack.pop()
    player = state.players[frame.seat]
    kept = take(state, player.dealt, action.cards)[0]
    state.box.extend(player.dealt)
    player.dealt = []
    player.leader = kept
    state.emit(
        Event(EventType.LEADER_CHOSEN, state.round, frame.seat, action.cards, 1, audience=frozenset({frame.seat}))
    )
    if not any(isinstance(f, ChooseLeader) for f in state.stack):
        reveal(state)


def reveal(state: GameState) -> None:
    """All kept leaders turn face up at once."""
    state.leaders_revealed = True
    for seat, player in enumerate(state.players):
        if player.leader is not None:
            state.emit(Event(EventType.LEADER_REVEALED, state.round, seat, (state.kinds[player.leader],)))


# -- costs and food ------------------------------------------------------------------------


def hire_cost(merc: str, leader: str | None) -> tuple[int, int, int | None]:
    """(food, meds, any-mix total) a mercenary costs under the hirer's active ``leader``: the
    Sergeant at Arms hires saboteurs for 1 med and no food (RULINGS L-11)."""
    card = CATALOGUE[merc]
    if merc == SABOTEUR and leader == SERGEANT:
        return 0, 1, None
    return card.cost_food, card.cost_meds, card.cost_any_mix


def disarmable(state: GameState, seat: int) -> bool:
    """The Sergeant at Arms' tools cannot be disarmed (RULINGS L-11)."""
    return active(state, seat) != SERGEANT


# -- abilities -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ability:
    """What a leader can do: its options on its owner's turn, in another player's response
    window, and on its owner's skirmish turn, and what each does. ``declared``: on its
    owner's turn the refugee is put on the table first and the others may respond before
    the ability resolves (RULINGS I-3)."""

    on_turn: Callable[[GameState, int], list[Action]] | None = None
    on_response: Callable[[GameState, int, int], list[Action]] | None = None
    on_skirmish: Callable[[GameState, int], list[Action]] | None = None
    apply: Callable[[GameState, int, Action, bool], None] | None = None
    declared: bool = False


def _hand_kinds(state: GameState, seat: int) -> list[str]:
    return sorted({state.kinds[c] for c in state.players[seat].hand})


def _refugee_in(state: GameState, zone: list[int]) -> str | None:
    found = sorted({state.kinds[c] for c in zone if is_refugee(state.kinds[c])})
    return found[0] if found else None


def _spend(state: GameState, seat: int, text: str) -> None:
    state.players[seat].leader_used = True
    kind = state.kinds[state.players[seat].leader or 0]
    state.emit(Event(EventType.LEADER_USED, state.round, seat, (kind,), text=text))


def _remove_from_play(state: GameState, seat: int, zone: list[int], kind_id: str) -> None:
    state.players[seat].removed.extend(take(state, zone, [kind_id]))


# Butcher and Cannibal: remove a tribe member from hand for food (and a med).


def _sacrifice_options(state: GameState, seat: int) -> list[Action]:
    return [Action(Verb.LEAD, (k,)) for k in _hand_kinds(state, seat) if CATALOGUE[k].is_person]


def _butcher(state: GameState, seat: int, action: Action, in_skirmish: bool) -> None:
    # RULINGS L-5: 1 food and 1 med for this turn's hire.
    player = state.players[seat]
    _remove_from_play(state, seat, player.hand, action.cards[0])
    player.food += 1
    player.bonus_meds += 1
    _spend(state, seat, f"removes a {action.cards[0]} from play for 1 food and 1 med")


def _cannibal(state: GameState, seat: int, action: Action, in_skirmish: bool) -> None:
    # RULINGS L-6: 3 food that no hunted or garden food may join.
    player = state.players[seat]
    _remove_from_play(state, seat, player.hand, action.cards[0])
    player.cannibal_food += CANNIBAL_FOOD
    _spend(state, seat, f"removes a {action.cards[0]} from play for 3 food")


# Organizer, Mentor, Peacemaker: play a refugee from hand (RULINGS L-1: it is discarded).


def _refugee_options(state: GameState, seat: int) -> list[Action]:
    refugee = _refugee_in(state, state.players[seat].hand)
    return [Action(Verb.LEAD, (refugee,))] if refugee else []


def _organizer_options(state: GameState, seat: int) -> list[Action]:
    # RULINGS L-4: it is the round's draw action.
    return [] if Verb.DRAW in state.players[seat].used else _refugee_options(state, seat)


def _organizer(state: GameState, seat: int, action: Action, in_skirmish: bool) -> None:
    player = state.players[seat]
    discard_publicly(state, seat, take(state, player.hand, action.cards))
    player.used.add(Verb.DRAW)
    _spend(state, seat, "draws 2 and keeps 1")
    drawn = draw_into(state, seat, ORGANIZER_DRAW, player.looking)
    state.emit(Event(EventType.DREW, state.round, seat, kinds_of(state, drawn), len(drawn), audience=frozenset({seat})))
    if drawn:
        state.stack.append(Keep(seat, organizer=True))


def _booster(amount: int, skills: tuple[Skill, ...]) -> Callable[[GameState, int, Action, bool], None]:
    def apply(state: GameState, seat: int, action: Action, in_skirmish: bool) -> None:
        player = state.players[seat]
        if in_skirmish:
            # RULINGS L-3: the Mentor's refugee leaves the force; the force gets +1 fight.
            discard_publicly(state, seat, take(state, player.committed, action.cards))
            player.fight_bonus += amount
            _spend(state, seat, f"plays a refugee for +{amount} fight")
            return
        discard_publicly(state, seat, take(state, player.hand, action.cards))
        player.boost += amount
        player.boost_skills = tuple(s.value for s in skills)
        _spend(state, seat, f"plays a refugee for +{amount} to the next {' or '.join(s.value for s in skills)}")

    return apply


def _mentor_skirmish(state: GameState, seat: int) -> list[Action]:
    refugee = _refugee_in(state, unused_in_force(state, seat))
    return [Action(Verb.LEAD, (refugee,))] if refugee else []


# Fanatic: a refugee removed from play discards one card an opponent has played (L-7).


def _fanatic_targets(state: GameState, fanatic: int, target: int, zone: list[int]) -> list[Action]:
    refugee = _refugee_in(state, state.players[fanatic].hand + state.players[fanatic].committed)
    if refugee is None:
        return []
    return [Action(Verb.LEAD, (refugee,), k, target) for k in sorted({state.kinds[c] for c in zone})]


def _fanatic_response(state: GameState, fanatic: int, actor: int) -> list[Action]:
    return _fanatic_targets(state, fanatic, actor, state.players[actor].table)


def _fanatic_skirmish(state: GameState, seat: int) -> list[Action]:
    refugee = _refugee_in(state, unused_in_force(state, seat))
    if refugee is None:
        return []
    actions: list[Action] = []
    for other, player in enumerate(state.players):
        if other != seat and player.committed:
            actions.extend(
                Action(Verb.LEAD, (refugee,), k, other) for k in sorted({state.kinds[c] for c in player.committed})
            )
    return actions


def _fanatic(state: GameState, seat: int, action: Action, in_skirmish: bool) -> None:
    assert action.subject is not None  # the Fanatic names its target
    assert action.target is not None
    player = state.players[seat]
    refugee = action.cards[0]
    zone = player.committed if in_skirmish or not any(state.kinds[c] == refugee for c in player.hand) else player.hand
    _remove_from_play(state, seat, zone, refugee)
    victim = state.players[action.target]
    discard_publicly(
        state, action.target, take(state, victim.committed if in_skirmish else victim.table, [action.subject])
    )
    _spend(state, seat, f"sacrifices a refugee: seat {action.target}'s {action.subject} is discarded")


ABILITIES: dict[str, Ability] = {
    BUTCHER: Ability(on_turn=_sacrifice_options, apply=_butcher),
    CANNIBAL: Ability(on_turn=_sacrifice_options, apply=_cannibal),
    ORGANIZER: Ability(on_turn=_organizer_options, apply=_organizer, declared=True),
    MENTOR: Ability(
        on_turn=_refugee_options,
        on_skirmish=_mentor_skirmish,
        apply=_booster(1, (Skill.DIG, Skill.DRAW, Skill.HUNT, Skill.FIGHT)),
        declared=True,
    ),
    PEACEMAKER: Ability(on_turn=_refugee_options, apply=_booster(2, (Skill.DIG, Skill.HUNT)), declared=True),
    FANATIC: Ability(on_response=_fanatic_response, on_skirmish=_fanatic_skirmish, apply=_fanatic),
}
"""The leaders with an ability to use, by card kind; the always-on ones live in strength."""


def _usable(state: GameState, seat: int) -> Ability | None:
    kind = active(state, seat)
    if kind is None or state.players[seat].leader_used:
        return None
    return ABILITIES.get(kind)


def turn_options(state: GameState, seat: int) -> list[Action]:
    ability = _usable(state, seat)
    return ability.on_turn(state, seat) if ability and ability.on_turn else []


def response_options(state: GameState, seat: int, actor: int) -> list[Action]:
    ability = _usable(state, seat)
    return ability.on_response(state, seat, actor) if ability and ability.on_response else []


def skirmish_options(state: GameState, seat: int) -> list[Action]:
    ability = _usable(state, seat)
    return ability.on_skirmish(state, seat) if ability and ability.on_skirmish else []


def use(state: GameState, seat: int, action: Action, in_skirmish: bool = False) -> None:
    """Carry out a leader action listed by one of the option functions."""
    ability = _usable(state, seat)
    assert ability is not None
    assert ability.apply is not None
    ability.apply(state, seat, action, in_skirmish)


def is_declared(state: GameState, seat: int) -> bool:
    """Whether the seat's leader plays its refugee as a declaration on its own turn."""
    ability = _usable(state, seat)
    return ability is not None and ability.declared


def resolve_declared(state: GameState, seat: int) -> None:
    """The declared refugee survived its window: the ability happens (a struck refugee means
    the play was aborted and the ability is not spent, RULINGS I-2)."""
    player = state.players[seat]
    refugee = state.kinds[player.table[0]]
    player.hand.extend(player.table)  # the ability plays it from hand, straight to the discard
    player.table = []
    use(state, seat, Action(Verb.LEAD, (refugee,)))


def take_boost(state: GameState, seat: int, skill: Skill) -> int:
    """The waiting Mentor or Peacemaker bonus, if it applies to this action (RULINGS L-2)."""
    player = state.players[seat]
    if player.boost and skill.value in player.boost_skills:
        boost, player.boost, player.boost_skills = player.boost, 0, ()
        return boost
    return 0
