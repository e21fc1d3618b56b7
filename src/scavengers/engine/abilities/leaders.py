"""Tribal leaders (HQ module 3): choosing one, and each leader's ability, registered by kind.

[000:647-674], [000:701-715]; RULINGS Part 3 and L-1..L-11. The leaders with an ability to use
act through ``lead CARD`` (``lead refugee SEAT:KIND`` for the Fanatic), each at most once a
round, as entries of the ability registry; the always-on ones (Excavator, Gangster, Ranger,
Sergeant at Arms) are passive hooks on card values, people, costs and disarms.
"""

from __future__ import annotations

from collections.abc import Callable

from scavengers.cards import CATALOGUE, Skill
from scavengers.engine import abilities
from scavengers.engine.abilities import Ability, Context, Effect, Hook, Pending, Spend, Timing, Who
from scavengers.engine.abilities.strikes import places, play_from, source
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.config import SOLO, Module
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import ORGANIZER as ORGANIZER_KEEP
from scavengers.engine.core.frames import Choose
from scavengers.engine.core.moves import (
    announce,
    back_to_hand,
    discard_publicly,
    draw_into,
    kinds_of,
    play_from_hand,
    take,
    unused_in_force,
    usable_hand,
)
from scavengers.engine.core.state import GameState
from scavengers.engine.core.strength import base, is_refugee
from scavengers.engine.flow import choices, window

BUTCHER = "leader_butcher"
CANNIBAL = "leader_cannibal"
FANATIC = "leader_fanatic"
MENTOR = "leader_mentor"
ORGANIZER = "leader_organizer"
PEACEMAKER = "leader_peacemaker"
SERGEANT = "leader_sergeant_at_arms"
EXCAVATOR = "leader_excavator"
GANGSTER = "leader_gangster"
RANGER = "leader_ranger"
SABOTEUR = "saboteur"
TRIBE_FAMILIES = frozenset({"tribe_family_3", "tribe_family_4", "tribe_family_5"})
ORGANIZER_DRAW = 2
CANNIBAL_FOOD = 3


def in_play(state: GameState) -> bool:
    return Module.HQ3 in state.config.modules


active = abilities.active_leader


# -- choosing ------------------------------------------------------------------------------


def deal(state: GameState, leaders: list[int]) -> None:
    """Deal two leaders face down to each player without one; each keeps one [000:650]."""
    waiting = [seat for seat in range(state.seats) if state.players[seat].leader is None]
    for seat in waiting:
        state.players[seat].dealt = [leaders.pop(), leaders.pop()]
        announce(state, EventType.LEADERS_DEALT, seat, kinds_of(state, state.players[seat].dealt))
    state.box.extend(leaders)
    leaders.clear()
    for seat in reversed(waiting):
        state.stack.append(Choose(seat, LEADER))
    if not waiting:
        reveal(state)


def _dealt(state: GameState, seat: int) -> list[int]:
    return state.players[seat].dealt


def _fewest_leaders(state: GameState, seat: int) -> int:
    """One leader is kept; the solo player may keep none: "You may play with or without a
    tribal leader" [003:328]."""
    return 0 if state.config.players == SOLO else 1


def _keep_leader(state: GameState, seat: int, action: Action) -> None:
    """Keep one leader (face down until everyone has chosen), or in the solo game none
    (``lead none``); the rest leave the game."""
    player = state.players[seat]
    kept = take(state, player.dealt, action.cards)
    state.box.extend(player.dealt)
    player.dealt = []
    player.leader = kept[0] if kept else None
    state.emit(Event(EventType.LEADER_CHOSEN, state.round, seat, action.cards, len(kept), audience=frozenset({seat})))
    if not any(isinstance(f, Choose) and f.purpose == LEADER for f in state.stack):
        reveal(state)


LEADER = "leader"
choices.register(LEADER, choices.Choice(Verb.LEAD, "leader", _dealt, _keep_leader, most=1, floor=_fewest_leaders))


def reveal(state: GameState) -> None:
    """All kept leaders turn face up at once."""
    state.leaders_revealed = True
    for seat, player in enumerate(state.players):
        if player.leader is not None:
            state.emit(Event(EventType.LEADER_REVEALED, state.round, seat, (state.kinds[player.leader],)))


# -- costs ---------------------------------------------------------------------------------


def hire_cost(merc: str, leader: str | None) -> tuple[int, int, int | None]:
    """(food, meds, any-mix total) a mercenary costs under the hirer's active ``leader``: a
    passive :data:`Hook.HIRE_COST` may change it (the Sergeant at Arms, RULINGS L-11)."""
    cost = None if leader is None else abilities.hook(Hook.HIRE_COST, leader)
    changed = None if cost is None else cost(merc)
    if changed is not None:
        return changed  # type: ignore[no-any-return]
    card = CATALOGUE[merc]
    return card.cost_food, card.cost_meds, card.cost_any_mix


# -- abilities ---------------------------------------------------------------------------

_Effect = Callable[[GameState, int, Action, bool], None]


def _hand_kinds(state: GameState, seat: int) -> list[str]:
    return sorted({state.kinds[c] for c in usable_hand(state, seat)})


def _refugees_in(state: GameState, zone: list[int]) -> list[str]:
    """The refugee kinds in ``zone`` (cards with "refugee" in the title, RULINGS L-1)."""
    return sorted({state.kinds[c] for c in zone if is_refugee(state.kinds[c])})


def _spend(state: GameState, seat: int, text: str) -> None:
    state.players[seat].round.leader_used = True
    kind = state.kinds[state.players[seat].leader or 0]
    state.emit(Event(EventType.LEADER_USED, state.round, seat, (kind,), text=text))


# Butcher and Cannibal: remove a tribe member from hand for food (and a med).


def _sacrifice_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    return [Action(Verb.LEAD, (k,)) for k in _hand_kinds(state, seat) if CATALOGUE[k].is_person]


def _butcher(state: GameState, seat: int, action: Action, in_skirmish: bool) -> None:
    # RULINGS L-5: 1 food and 1 med for this turn's hire.
    player = state.players[seat]
    player.removed.extend(play_from_hand(state, seat, action.cards))
    player.purse = player.purse.adding(food=1)
    player.purse = player.purse.adding(bonus_meds=1)
    _spend(state, seat, f"removes a {action.cards[0]} from play for 1 food and 1 med")


def _cannibal(state: GameState, seat: int, action: Action, in_skirmish: bool) -> None:
    # RULINGS L-6: 3 food that no hunted or garden food may join.
    player = state.players[seat]
    player.removed.extend(play_from_hand(state, seat, action.cards))
    player.purse = player.purse.adding(cannibal_food=CANNIBAL_FOOD)
    _spend(state, seat, f"removes a {action.cards[0]} from play for 3 food")


# Organizer, Mentor, Peacemaker: play a refugee from hand (RULINGS L-1: it is discarded).


def _refugee_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    """One action per refugee kind she may play: which refugee is hers to choose."""
    in_skirmish = timing is Timing.OWN_SKIRMISH_TURN
    zone = unused_in_force(state, seat) if in_skirmish else usable_hand(state, seat)
    return [Action(Verb.LEAD, (refugee,)) for refugee in _refugees_in(state, zone)]


def _mentor_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    """The Mentor's refugees; in the skirmish only while another member of her force can fight
    (RULINGS L-2, L-3: the +1 goes to another tribe member with a base fight)."""
    options = _refugee_options(state, seat, timing, context)
    if timing is not Timing.OWN_SKIRMISH_TURN or not options:
        return options
    kinds, leader = state.kinds, abilities.active_leader(state, seat)
    fighters = [k for k in (kinds[c] for c in unused_in_force(state, seat)) if base(k, Skill.FIGHT, leader) is not None]
    # A refugee has no fight of her own, so the one played is never the only fighter.
    return options if any(CATALOGUE[k].is_person for k in fighters) else []


def _organizer_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    # RULINGS L-4: it is the round's draw action.
    return [] if Verb.DRAW in state.players[seat].round.used else _refugee_options(state, seat, timing, context)


def _organizer(state: GameState, seat: int, action: Action, in_skirmish: bool) -> None:
    player = state.players[seat]
    refugee = play_from_hand(state, seat, action.cards)
    player.round.used.add(Verb.DRAW)
    _spend(state, seat, "draws 2 and keeps 1")
    # [000:703], RULINGS L-1: the refugee is discarded at once, before the draw it pays for;
    # a draw that must reshuffle the discard pile may find it there (RULINGS R-6).
    discard_publicly(state, seat, refugee)
    drawn = draw_into(state, seat, ORGANIZER_DRAW, player.looking)
    state.emit(Event(EventType.DREW, state.round, seat, kinds_of(state, drawn), len(drawn), audience=frozenset({seat})))
    if drawn:
        state.stack.append(Choose(seat, ORGANIZER_KEEP))


def _booster(amount: int, skills: tuple[Skill, ...]) -> _Effect:
    def effect(state: GameState, seat: int, action: Action, in_skirmish: bool) -> None:
        player = state.players[seat]
        if in_skirmish:
            # RULINGS L-3: the Mentor's refugee leaves the force; the force gets +1 fight.
            discard_publicly(state, seat, take(state, player.committed, action.cards))
            player.round.fight_bonus += amount
            _spend(state, seat, f"plays a refugee for +{amount} fight")
            return
        discard_publicly(state, seat, play_from_hand(state, seat, action.cards))
        # The bonus lasts her gathering turn, where no one fights: the Mentor's +1 to a fight
        # is had only on her skirmish turn (RULINGS L-3), so it is not offered here.
        gathering = tuple(s.value for s in skills if s is not Skill.FIGHT)
        player.turn = player.turn._replace(boost=player.turn.boost + amount, boost_skills=gathering)
        _spend(state, seat, f"plays a refugee for +{amount} to the next {' or '.join(gathering)}")

    return effect


# Fanatic: a refugee removed from play strikes one card an opponent has played (L-7).


def _fanatic_ready(state: GameState, seat: int, pending: Pending) -> bool:
    """Public: a face-up, unwounded Fanatic unused this round, and cards that may hold a refugee."""
    player = state.players[seat]
    return active(state, seat) == FANATIC and not player.round.leader_used and bool(player.hand or player.committed)


def _strikable(kind_id: str) -> bool:
    """RULINGS L-7, [000:715]: the Fanatic strikes a person, tool or medicine card, never an
    instant (binoculars: a binocular recon opens a cancel window only, I-3), junk, a building or
    a leader."""
    card = CATALOGUE[kind_id]
    return card.is_person or card.is_tool or card.is_medicine


def _fanatic_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    """Any refugee she chooses, in a window from her hand or her committed cards (``lead force
    refugee 2:spear``, RULINGS I-6), in the skirmish from her unused force; on any card another
    player played (L-7)."""
    player = state.players[seat]
    kinds = state.kinds
    if timing is Timing.OWN_SKIRMISH_TURN:
        refugees = _refugees_in(state, unused_in_force(state, seat))
        return [
            Action(Verb.LEAD, (refugee,), k, other)
            for refugee in refugees
            for other, victim in enumerate(state.players)
            if other != seat and victim.committed
            for k in sorted({kinds[c] for c in victim.committed if _strikable(kinds[c])})
        ]
    assert context is not None  # in a window, on a declaration
    table = sorted({kinds[c] for c in state.players[context.actor].table if _strikable(kinds[c])})
    # A refugee found as any answer's card is (:func:`strikes.places`): from the hand, or the
    # committed cards when the hand holds none of its kind; where both do, ``force`` takes the
    # committed one, as she chooses (RULINGS I-6).
    refugees = _refugees_in(state, usable_hand(state, seat) + player.committed)
    chosen = [(r, False) for r in refugees] + [(r, True) for r in refugees if True in places(state, seat, r, timing)]
    return [Action(Verb.LEAD, (refugee,), k, context.actor, force) for refugee, force in chosen for k in table]


def _fanatic(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    assert action.subject is not None  # the Fanatic names its target
    assert action.target is not None
    player = state.players[seat]
    refugee = action.cards[0]
    in_skirmish = timing is Timing.OWN_SKIRMISH_TURN
    zone = player.committed if in_skirmish else source(state, seat, refugee, timing, action.from_force)
    assert zone is not None  # its options offered it
    state.players[seat].removed.extend(play_from(state, seat, zone, refugee))
    _spend(state, seat, f"sacrifices a refugee to discard seat {action.target}'s {action.subject}")  # unless cancelled
    window.open_window(state, Pending(Effect.STRIKE, seat, Verb.LEAD, action.target, action.subject, in_skirmish))


def _struck(state: GameState, pending: Pending, struck: bool = False) -> None:
    """The Fanatic's strike lands: the played card is discarded (RULINGS L-7)."""
    assert pending.target is not None  # a strike names its target
    victim = state.players[pending.target]
    zone = victim.committed if pending.in_skirmish else victim.table
    discard_publicly(state, pending.target, take(state, zone, [str(pending.subject)]))
    if not pending.in_skirmish:
        window.struck(state, pending.target)  # RULINGS I-2: the declaration lost a card


_EFFECTS: dict[str, _Effect] = {
    BUTCHER: _butcher,
    CANNIBAL: _cannibal,
    ORGANIZER: _organizer,
    MENTOR: _booster(1, (Skill.DIG, Skill.DRAW, Skill.HUNT, Skill.FIGHT)),
    PEACEMAKER: _booster(2, (Skill.DIG, Skill.HUNT)),
}
"""What each leader's ``lead CARD`` does once it happens."""

_DECLARED = frozenset({ORGANIZER, MENTOR, PEACEMAKER})
"""RULINGS I-3: on its owner's turn the refugee is put on the table first and the others may
respond before the ability happens; a struck refugee aborts it (I-2)."""


def _apply(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    kind = active(state, seat)
    assert kind is not None  # only a working leader's actions are listed
    if timing is Timing.OWN_TURN and kind in _DECLARED:
        player = state.players[seat]
        player.table = play_from_hand(state, seat, action.cards)
        state.emit(Event(EventType.DECLARED, state.round, seat, action.cards, text="lead"))
        window.declare(state, seat, Verb.LEAD)
        return
    _EFFECTS[kind](state, seat, action, timing is Timing.OWN_SKIRMISH_TURN)


def resolve_declared(state: GameState, seat: int) -> None:
    """The declared refugee survived its window: the ability happens (a struck refugee means
    the play was aborted and the ability is not spent, RULINGS I-2)."""
    player = state.players[seat]
    refugee = state.kinds[player.table[0]]
    back_to_hand(state, seat, player.table)  # the ability plays it from hand, straight to the discard
    player.table = []
    kind = active(state, seat)
    assert kind is not None  # it was working when declared, and nothing wounds on one's own turn
    _EFFECTS[kind](state, seat, Action(Verb.LEAD, (refugee,)), False)


def _leader(
    kind: str,
    *,
    timings: frozenset[Timing],
    options: abilities.Options,
    targets: str,
    ruling: str,
    spend: Spend = Spend.ONCE_A_ROUND,
) -> None:
    abilities.register(
        Ability(
            kind=kind,
            verb=Verb.LEAD,
            timings=timings,
            answers=frozenset(),
            who=Who.OWNER,
            targets=targets,
            spend=spend,
            ruling=ruling,
            options=options,
            apply=_apply,
            source="leader",
        )
    )


_TURN = frozenset({Timing.OWN_TURN})
_leader(BUTCHER, timings=_TURN, options=_sacrifice_options, targets="a tribe member in hand", ruling="RULINGS L-5")
_leader(CANNIBAL, timings=_TURN, options=_sacrifice_options, targets="a tribe member in hand", ruling="RULINGS L-6")
_leader(ORGANIZER, timings=_TURN, options=_organizer_options, targets="a refugee in hand", ruling="RULINGS L-4, I-3")
_leader(
    MENTOR,
    timings=frozenset({Timing.OWN_TURN, Timing.OWN_SKIRMISH_TURN}),
    options=_mentor_options,
    targets="a refugee in hand, or in the force beside another member who can fight",
    ruling="RULINGS L-1..L-3, I-3",
)
_leader(PEACEMAKER, timings=_TURN, options=_refugee_options, targets="a refugee in hand", ruling="RULINGS L-2, I-3")
abilities.register(
    Ability(
        kind=FANATIC,
        verb=Verb.LEAD,
        timings=frozenset({Timing.WINDOW, Timing.OWN_SKIRMISH_TURN}),
        answers=frozenset({Effect.DECLARED, Effect.RECON, Effect.DEMOLITION}),
        who=Who.OTHERS,
        targets="a refugee of yours, removed from play, to strike a person, tool or medicine card another "
        "player played: a declared one (a demolition team's too), or one in a revealed force",
        spend=Spend.ONCE_A_ROUND,
        ruling="RULINGS L-7, I-3",
        options=_fanatic_options,
        apply=_fanatic,
        asked=_fanatic_ready,
        source="leader",
    )
)


def _strike_cancelled(state: GameState, pending: Pending) -> None:
    """A guard cancelled the strike: "The canceled card and the card performing the cancel
    action are both discarded" [003:30], so the Fanatic's refugee goes face up to its owner's
    discard pile instead of out of play (RULINGS L-7 removes it for a strike that happens).
    It is the card the strike just removed: nothing else leaves play before the window closes."""
    player = state.players[pending.actor]
    refugee = player.removed.pop()
    assert is_refugee(state.kinds[refugee])  # the strike's own sacrifice
    state.emit(Event(EventType.DISCARDED, state.round, pending.actor, (state.kinds[refugee],), text="strike cancelled"))
    discard_publicly(state, pending.actor, [refugee])


window.on_resolve(Effect.STRIKE, _struck)
window.on_cancel(Effect.STRIKE, _strike_cancelled)


# -- always-on leaders: passive hooks ------------------------------------------------------


def _excavator_value(kind_id: str, skill: Skill, printed: int | None) -> int | None:
    # RULINGS L-9: the Excavator's refugees dig 1.
    return 1 if skill is Skill.DIG and is_refugee(kind_id) else printed


def _excavator_tool(holder: str, skill: Skill, printed: int) -> int:
    # RULINGS L-9: a refugee's digging tool gives +1 instead.
    return 1 if skill is Skill.DIG and is_refugee(holder) else printed


def _gangster_value(kind_id: str, skill: Skill, printed: int | None) -> int | None:
    # RULINGS L-8: the Gangster's refugees fight 0.
    return 0 if skill is Skill.FIGHT and is_refugee(kind_id) and printed is None else printed


def _gangster_people(kind_id: str) -> int:
    # RULINGS L-8: each refugee counts 2 people in the skirmish tie-break.
    return 1 if is_refugee(kind_id) else 0


def _ranger_value(kind_id: str, skill: Skill, printed: int | None) -> int | None:
    # RULINGS L-10: the Ranger's refugees and tribe families hunt 1.
    if skill is Skill.HUNT and (is_refugee(kind_id) or kind_id in TRIBE_FAMILIES):
        return max(1, printed or 0)
    return printed


def _sergeant_cost(merc: str) -> tuple[int, int, int | None] | None:
    # RULINGS L-11: saboteurs for 1 med and no food.
    return (0, 1, None) if merc == SABOTEUR else None


def _sergeant_struck(verb: Verb) -> bool:
    # RULINGS L-11: the Sergeant at Arms' tools cannot be disarmed.
    return verb is not Verb.DISARM


abilities.passive(Hook.CARD_VALUE, EXCAVATOR, _excavator_value)
abilities.passive(Hook.TOOL_BONUS, EXCAVATOR, _excavator_tool)
abilities.passive(Hook.CARD_VALUE, GANGSTER, _gangster_value)
abilities.passive(Hook.EXTRA_PEOPLE, GANGSTER, _gangster_people)
abilities.passive(Hook.CARD_VALUE, RANGER, _ranger_value)
abilities.passive(Hook.HIRE_COST, SERGEANT, _sergeant_cost)
abilities.passive(Hook.WHEN_STRUCK, SERGEANT, _sergeant_struck)


def take_boost(state: GameState, seat: int, skill: Skill) -> int:
    """The waiting Mentor or Peacemaker bonus, if it applies to this action (RULINGS L-2)."""
    player = state.players[seat]
    if player.turn.boost and skill.value in player.turn.boost_skills:
        boost = player.turn.boost
        player.turn = player.turn._replace(boost=0, boost_skills=())
        return boost
    return 0


def pending_boost(state: GameState, seat: int, skill: Skill) -> int:
    """The Mentor or Peacemaker bonus waiting for the seat's next action of ``skill``."""
    player = state.players[seat]
    return player.turn.boost if player.turn.boost and skill.value in player.turn.boost_skills else 0
