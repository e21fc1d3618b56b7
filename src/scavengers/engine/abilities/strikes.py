"""Strikes: the sniper team's snipe and the saboteur's disarm and building attack.

Sniper team: "discard one person card of another player ... ineffective for that round"
[000:314-316]; Saboteur: the same for a tool [000:300-302]. In resource gathering they answer
another player's declared action, played from hand or from the committed cards as the player
chooses (``snipe force 2:brawler``; RULINGS I-1, I-6, I-7); in the skirmish each acts once from
its owner's revealed force on her turn and stays there, used (S-4, S-7, S-14). With Dirty Deeds
(HQ module 4) a sniper team also wounds a leader and a saboteur disables a completed building,
on its owner's own turn or skirmish turn (H-11, I-8, L-13). Every strike is a pending effect
with a window of its own: a snipe can be saved (I-4, :mod:`saves`); nothing answers the others
in the base game and HQ.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE
from scavengers.engine import abilities
from scavengers.engine.abilities import Ability, Context, Effect, Pending, Spend, Timing, Who
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.config import Module
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.moves import (
    discard_publicly,
    has_kind,
    play_from_hand,
    take,
    unused_in_force,
    usable_hand,
)
from scavengers.engine.core.state import GameState, named_building, numbered_buildings
from scavengers.engine.flow import window

SNIPER = "sniper_team"
ASSASSIN = "assassin"
SABOTEUR = "saboteur"
DIRTY_DEEDS = Module.HQ4


def source(state: GameState, seat: int, kind_id: str, timing: Timing, from_force: bool = False) -> list[int] | None:
    """The zone a striking card is played from, if one holds it: in the skirmish the unused
    cards of the force; on her own turn her hand; in a window her committed cards when the
    action says ``from_force``, else her hand, or her committed cards when the hand holds none
    (RULINGS I-6: either may hold it; where both do, she chooses, see :func:`places`)."""
    player = state.players[seat]
    if timing is Timing.OWN_SKIRMISH_TURN:
        return player.committed if unused_in_force(state, seat, kind_id) else None
    if not from_force and has_kind(state, usable_hand(state, seat), kind_id):  # acts once a round [000:254]
        return player.hand
    in_force = timing is Timing.WINDOW and has_kind(state, player.committed, kind_id)
    return player.committed if in_force else None


def places(state: GameState, seat: int, kind_id: str, timing: Timing) -> tuple[bool, ...]:
    """The ``from_force`` values of an answer's choices: none if no zone holds ``kind_id``;
    ``(False,)`` where one zone does (the card is where it is); ``(False, True)`` in a window
    where both her hand and her committed cards do: from the hand, or from the committed cards,
    as she chooses (RULINGS I-6), so that the engine never picks the zone from what she secretly
    holds, which the public counts would show."""
    if source(state, seat, kind_id, timing) is None:
        return ()
    player = state.players[seat]
    if timing is not Timing.WINDOW or not has_kind(state, usable_hand(state, seat), kind_id):
        return (False,)
    return (False, True) if has_kind(state, player.committed, kind_id) else (False,)


def spend(state: GameState, seat: int, kind_id: str, timing: Timing, from_force: bool = False) -> None:
    """The striking card is used: discarded in gathering, used but still in the force in the
    skirmish, where it counts people and no fight (RULINGS S-3, S-4)."""
    if timing is Timing.OWN_SKIRMISH_TURN:
        state.acted.add(unused_in_force(state, seat, kind_id)[0])
        return
    zone = source(state, seat, kind_id, timing, from_force)
    assert zone is not None  # its options offered it
    discard_publicly(state, seat, play_from(state, seat, zone, kind_id))


def play_from(state: GameState, seat: int, zone: list[int], kind_id: str) -> list[int]:
    """Take a card of ``kind_id`` that answers or strikes from the zone :func:`source` found:
    from the hand, one that may still act, marked as having acted this round (it may come back
    with a reshuffle, and a card acts once a round [000:254])."""
    if zone is state.players[seat].hand:
        return play_from_hand(state, seat, [kind_id])
    return take(state, zone, [kind_id])


def holds_cards(state: GameState, seat: int, pending: Pending) -> bool:
    """Public: a seat holding any card (hand or committed) might hold a striking card."""
    player = state.players[seat]
    return bool(player.hand or player.committed)


def _declared(state: GameState, actor: int, person: bool) -> list[str]:
    kinds = state.kinds
    table = sorted({kinds[c] for c in state.players[actor].table})
    return [k for k in table if (CATALOGUE[k].is_person if person else CATALOGUE[k].is_tool)]


def _in_forces(state: GameState, seat: int, person: bool) -> list[tuple[int, str]]:
    """Opponents' revealed cards that can be struck (RULINGS S-14: never one's own)."""
    kinds = state.kinds
    return [
        (other, k)
        for other, player in enumerate(state.players)
        if other != seat
        for k in sorted({kinds[c] for c in player.committed})
        if (CATALOGUE[k].is_person if person else CATALOGUE[k].is_tool)
    ]


def _leader_targets(state: GameState, seat: int) -> list[tuple[int, str]]:
    """Opponents' leaders that can be wounded: face up and not wounded (RULINGS L-13)."""
    if DIRTY_DEEDS not in state.config.modules or not state.leaders_revealed:
        return []
    return [
        (other, state.kinds[p.leader])
        for other, p in enumerate(state.players)
        if other != seat and p.leader is not None and not p.wounded
    ]


def _building_targets(state: GameState, seat: int) -> list[tuple[int, str]]:
    """Opponents' completed, enabled buildings (RULINGS H-11), one entry per kind."""
    if DIRTY_DEEDS not in state.config.modules:
        return []
    return [
        (other, kind)
        for other, p in enumerate(state.players)
        if other != seat
        for kind in sorted({state.kinds[b.card] for b in p.buildings if b.active})
    ]


def disarmable(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s tools may be disarmed: a passive effect may forbid it (RULINGS L-11)."""
    immune = abilities.hook(abilities.Hook.WHEN_STRUCK, _active_leader(state, seat))
    return immune is None or bool(immune(Verb.DISARM))


def _active_leader(state: GameState, seat: int) -> str | None:
    player = state.players[seat]
    if player.leader is None or player.wounded or not state.leaders_revealed:
        return None
    return state.kinds[player.leader]


# -- the sniper team and the assassin --------------------------------------------------------


def _single(kind_id: str) -> bool:
    """RULINGS X-10: the assassin hits only cards of exactly one person."""
    return CATALOGUE[kind_id].people == 1


def _snipe_options_of(sniper: str) -> abilities.Options:
    """A sniper team's snipes; an assassin's are the same on single persons, never leaders."""
    assassin = sniper == ASSASSIN

    def options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
        zones = places(state, seat, sniper, timing)
        if not zones:
            return []
        if timing is Timing.WINDOW:
            assert context is not None  # a window is on a pending effect
            declared = [k for k in _declared(state, context.actor, True) if not assassin or _single(k)]
            return [Action(Verb.SNIPE, (sniper,), k, context.actor, f) for f in zones for k in declared]
        targets = [] if assassin else _leader_targets(state, seat)
        if timing is Timing.OWN_SKIRMISH_TURN:
            forces = _in_forces(state, seat, person=True)
            targets = [(s, k) for s, k in forces if not assassin or _single(k)] + targets
        return [Action(Verb.SNIPE, (sniper,), kind, other) for other, kind in targets]

    return options


def _snipe(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    assert action.subject is not None  # snipes name their target
    assert action.target is not None
    spend(state, seat, action.cards[0], timing, action.from_force)
    snipe(state, seat, action.target, action.subject, timing is Timing.OWN_SKIRMISH_TURN, by=action.cards[0])


def snipe(state: GameState, sniper: int, target: int, subject: str, in_skirmish: bool, *, by: str = "") -> None:
    """A snipe is declared: it waits in a window where it may be saved (RULINGS I-4). The
    event names the striking card (``by``: a sniper team or an assassin), which is public."""
    state.emit(Event(EventType.SNIPED, state.round, sniper, (subject,), target=target, text=by))
    window.open_window(state, Pending(Effect.SNIPE, sniper, Verb.SNIPE, target, subject, in_skirmish))


def hit(state: GameState, pending: Pending, struck: bool = False) -> None:
    """A snipe or disarm lands: the card leaves play for its owner's discard pile (S-4); a
    sniped leader is wounded and gives nothing until healed (RULINGS L-12, L-13, L-17)."""
    assert pending.target is not None  # strikes name their target
    assert pending.subject is not None
    player = state.players[pending.target]
    if player.leader is not None and state.kinds[player.leader] == pending.subject:
        player.wounded = True
        state.emit(Event(EventType.LEADER_WOUNDED, state.round, pending.target, (pending.subject,)))
        return
    if pending.in_skirmish:
        struck_card = _fighting_copy(state, player.committed, pending.subject)
        player.committed.remove(struck_card)
        discard_publicly(state, pending.target, [struck_card])
        return
    discard_publicly(state, pending.target, take(state, player.table, [pending.subject]))
    window.struck(state, pending.target)  # RULINGS I-2: the declaration lost a card


def _fighting_copy(state: GameState, force: list[int], kind_id: str) -> int:
    """The copy of ``kind_id`` in a revealed force that a strike on that kind hits: one that
    has neither used its ability (S-3) nor been gassed (S-10), else one not used, else any
    (the topmost of those). The striker lays her card on the copy she chooses [000:314-316];
    the one still fighting costs its owner its fight as well as its person, so it is never the
    worse target, and which copies are used or gassed the force shows to everyone."""
    copies = [card for card in force if state.kinds[card] == kind_id]
    unused = [card for card in copies if card not in state.acted]
    fighting = [card for card in unused if card not in state.gassed]
    return (fighting or unused or copies)[-1]


# -- the saboteur ------------------------------------------------------------------------------


def _disarm_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    zones = places(state, seat, SABOTEUR, timing)
    if not zones:
        return []
    if timing is Timing.WINDOW:
        assert context is not None  # a window is on a pending effect
        if not disarmable(state, context.actor):
            return []
        declared = _declared(state, context.actor, False)
        return [Action(Verb.DISARM, (SABOTEUR,), k, context.actor, f) for f in zones for k in declared]
    return [
        Action(Verb.DISARM, (SABOTEUR,), kind, other)
        for other, kind in _in_forces(state, seat, person=False)
        if disarmable(state, other)
    ]


def _disarm(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    assert action.subject is not None  # disarms name their target
    assert action.target is not None
    spend(state, seat, SABOTEUR, timing, action.from_force)
    state.emit(Event(EventType.DISARMED, state.round, seat, (action.subject,), target=action.target, text=SABOTEUR))
    in_skirmish = timing is Timing.OWN_SKIRMISH_TURN
    window.open_window(state, Pending(Effect.DISARM, seat, Verb.DISARM, action.target, action.subject, in_skirmish))


def _disable_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    """Each completed, enabled building of another player: where she has several of a kind,
    the attacker names the one (``disable 1:bunker-2``), as she would lay her saboteur on one
    card; which is which, and what each stores, everyone sees."""
    if source(state, seat, SABOTEUR, timing) is None:
        return []
    return [
        Action(Verb.DISABLE, (SABOTEUR,), kind, other, number=number)
        for other, kind in _building_targets(state, seat)
        for number, building in numbered_buildings(state, other, kind)
        if building.active
    ]


def _disable(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    assert action.subject is not None  # attacks name their building
    assert action.target is not None
    spend(state, seat, SABOTEUR, timing)
    # The saboteur is laid on the building it attacks, face up: the whole table sees which, and
    # the owner asked to answer (a guard's cancel, a bunker's retrieve) must know it is hers
    # and which of her buildings it is, as a demolition's declaration tells (X-6, H-11).
    state.emit(Event(EventType.DECLARED, state.round, seat, (SABOTEUR,), target=action.target, text=str(action)))
    in_skirmish = timing is Timing.OWN_SKIRMISH_TURN
    pending = Pending(Effect.ATTACK, seat, Verb.DISABLE, action.target, action.subject, in_skirmish, action.number)
    window.open_window(state, pending)


def disable(state: GameState, pending: Pending, struck: bool = False) -> None:
    """The attack lands: the building it names is disabled (nothing changes that in between)."""
    assert pending.target is not None  # attacks name their target
    assert pending.subject is not None
    building = named_building(state, pending.target, pending.subject, pending.number)
    if building is None or not building.active:
        return
    building.disabled = True
    numbered = () if pending.number is None else (pending.number,)
    state.emit(
        Event(
            EventType.BUILDING_DISABLED,
            state.round,
            pending.actor,
            (pending.subject,),
            target=pending.target,
            values=numbered,
        )
    )


abilities.register(
    Ability(
        kind=SNIPER,
        verb=Verb.SNIPE,
        timings=frozenset({Timing.WINDOW, Timing.OWN_SKIRMISH_TURN, Timing.OWN_TURN}),
        answers=frozenset({Effect.DECLARED, Effect.RECON, Effect.DEMOLITION}),
        who=Who.OTHERS,
        targets="a declared person; a person in a revealed force; a face-up leader (HQ module 4)",
        spend=Spend.DISCARDED,
        ruling="[000:314-316], [000:476-500]; RULINGS I-1, I-5..I-8, S-4, S-7, S-14, L-13",
        options=_snipe_options_of(SNIPER),
        apply=_snipe,
        asked=holds_cards,
        needs=((Timing.OWN_TURN, DIRTY_DEEDS),),
    )
)
abilities.register(
    Ability(
        kind=ASSASSIN,
        verb=Verb.SNIPE,
        timings=frozenset({Timing.WINDOW, Timing.OWN_SKIRMISH_TURN}),
        answers=frozenset({Effect.DECLARED, Effect.RECON, Effect.DEMOLITION}),
        who=Who.OTHERS,
        targets="like a sniper team's, but only cards of one person, never a leader",
        spend=Spend.DISCARDED,
        ruling="[003:115-118]; RULINGS X-10, I-4, S-4, S-7",
        options=_snipe_options_of(ASSASSIN),
        apply=_snipe,
        asked=holds_cards,
    )
)
abilities.register(
    Ability(
        kind=SABOTEUR,
        verb=Verb.DISARM,
        timings=frozenset({Timing.WINDOW, Timing.OWN_SKIRMISH_TURN}),
        answers=frozenset({Effect.DECLARED}),
        who=Who.OTHERS,
        targets="a declared tool; a tool in a revealed force",
        spend=Spend.DISCARDED,
        ruling="[000:300-302], [000:476-500]; RULINGS I-1, I-6, I-7, S-3, S-4, S-7, L-11",
        options=_disarm_options,
        apply=_disarm,
        asked=holds_cards,
    )
)
abilities.register(
    Ability(
        kind=SABOTEUR,
        verb=Verb.DISABLE,
        timings=frozenset({Timing.OWN_TURN, Timing.OWN_SKIRMISH_TURN}),
        answers=frozenset(),
        who=Who.OTHERS,
        targets="another player's completed, enabled building (HQ module 4)",
        spend=Spend.DISCARDED,
        ruling="[000:678-691]; RULINGS H-11, I-8",
        options=_disable_options,
        apply=_disable,
        needs=((Timing.OWN_TURN, DIRTY_DEEDS), (Timing.OWN_SKIRMISH_TURN, DIRTY_DEEDS)),
    )
)
window.on_resolve(Effect.SNIPE, hit)
window.on_resolve(Effect.DISARM, hit)
window.on_resolve(Effect.ATTACK, disable)
