"""Headquarters (HQ module 2): starting buildings from the schematics pile, their timers,
construction work, storage, and the Hydroponic Gardens' food.

[000:571-645], [000:719-737]; RULINGS ED-7, ED-9..ED-11, ED-15, ED-16, H-1..H-8, H-12, H-13.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE, CardType, Skill
from scavengers.engine import abilities
from scavengers.engine.abilities import Ability, Context, Effect, Hook, Options, Pending, Spend, Timing, Verify, Who
from scavengers.engine.abilities.cancels import GUARD
from scavengers.engine.core.actions import BOTTOM, TOOLKIT, Action, Verb, split_workers
from scavengers.engine.core.config import uses_buildings
from scavengers.engine.core.editions import edition_rules
from scavengers.engine.core.errors import a_kind, excerpt
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import GatherTurn
from scavengers.engine.core.hooks import any_hooked
from scavengers.engine.core.moves import (
    announce,
    discard_publicly,
    draw_into,
    holds,
    kinds_of,
    play_from_hand,
    short_of,
    unnamed_building,
    usable_hand,
)
from scavengers.engine.core.options import card_list_options, completable, skill_options, takes_part, work_options
from scavengers.engine.core.state import Building, GameState, named_building, numbered_buildings
from scavengers.engine.flow import choices
from scavengers.engine.setup.components import playable_kinds

ENGINEER = "engineer"
GARDEN = "hydroponic_gardens"
BUNKER = "bunker"
TOOLKIT_EXTRA = 2
"""A worker with a toolkit removes 2 more timer cards [000:595], RULINGS ED-7."""


SCHEMATICS_DIGGERS: dict[str, None] = {ENGINEER: None}
"""The cards that make a dig a schematics dig (RULINGS ED-9): the engineer, and Recon's
tinker, which registers itself (X-16). Ordered, so that listing builds is deterministic."""


def may_dig_schematics(kind_id: str) -> None:
    """Register a card kind whose presence in a dig lets it dig the schematics pile."""
    SCHEMATICS_DIGGERS[kind_id] = None


def digs_schematics(kind_ids: tuple[str, ...] | list[str]) -> bool:
    """Whether these cards may dig the schematics pile: one of them is an engineer or
    another registered schematics digger (the tinker needs a base-dig partner, which the
    grouping rules already demand of a modifier)."""
    return any(k in SCHEMATICS_DIGGERS for k in kind_ids)


def from_bottom(eligible: tuple[str, ...], digs: list[Action] | tuple[Action, ...]) -> list[Action]:
    """The digs (or builds) that may take their cards from the bottom of the pile: those
    with a card whose passive :data:`Hook.DIG_ENDS` says so (scrappers, RULINGS X-15), as
    ``dig bottom ...``."""
    if not any_hooked(Hook.DIG_ENDS, set(eligible)):
        return []
    return [Action(a.verb, a.cards, BOTTOM) for a in digs if any_hooked(Hook.DIG_ENDS, set(a.cards))]


def in_play(state: GameState) -> bool:
    return uses_buildings(state.config.modules)


def of_kind(state: GameState, seat: int, kind_id: str) -> list[Building]:
    return [b for b in state.players[seat].buildings if state.kinds[b.card] == kind_id]


def storage(state: GameState, seat: int, kind_id: str) -> list[Building]:
    """The player's active buildings of a storing kind (RULINGS H-7: complete and enabled)."""
    return [b for b in of_kind(state, seat, kind_id) if b.active and CATALOGUE[kind_id].capacity]


def _fits(kind_id: str, building_kind: str) -> bool:
    building = CATALOGUE[building_kind]
    card = CATALOGUE[kind_id]
    if building.stores is CardType.TOOL:
        return card.is_tool
    if building.stores is CardType.PERSON:
        return card.is_person
    return building.stores is CardType.MEDICINE and card.is_medicine


def _workable(state: GameState, seat: int) -> list[str]:
    """Kinds of the player's buildings under construction that work may speed up: from the
    round after they were started (RULINGS H-4)."""
    kinds = state.kinds
    player = state.players[seat]
    if Verb.WORK in player.round.used:
        return []  # RULINGS ED-7: with the older rules, one work a round, on one building
    return sorted({kinds[b.card] for b in player.buildings if not b.complete and b.placed < state.round})


def _without_returned_workers(state: GameState, seat: int, hand: tuple[str, ...]) -> tuple[str, ...]:
    """``hand`` (the usable hand's sorted kinds) less one copy for each member of it a map
    brought back from working: it may not work again this round (RULINGS X-19). One that has
    acted since is not in ``hand`` already (drawn again after a reshuffle)."""
    no_work = state.players[seat].round.no_work
    if not no_work:
        return hand
    barred = [state.kinds[c] for c in usable_hand(state, seat) if c in no_work]
    kinds = list(hand)
    for kind_id in barred:
        if kind_id in kinds:
            kinds.remove(kind_id)
    return tuple(kinds)


def turn_actions(state: GameState, seat: int, hand: tuple[str, ...]) -> list[Action]:
    """The building actions open on a player's own gathering turn (``hand`` sorted)."""
    if not in_play(state):
        return []
    player = state.players[seat]
    actions: list[Action] = []
    if Verb.BUILD not in player.round.used:
        # RULINGS H-5: one build a round; ED-9: it needs an engineer.
        eligible = tuple(k for k in hand if takes_part(Skill.DIG, k))
        if choices.one_at_a_time(eligible):
            if completable(Verb.BUILD, (), eligible, needs=SCHEMATICS_DIGGERS):
                actions.append(Action(Verb.CHOOSE, (), Verb.BUILD.value))
        else:
            diggers = [k for k in SCHEMATICS_DIGGERS if k in eligible]
            builds: list[Action] = []
            if len(diggers) == 1:
                builds.extend(skill_options(Verb.BUILD, eligible, diggers[0]))
            elif diggers:
                found = (a for k in diggers for a in skill_options(Verb.BUILD, eligible, k))
                builds.extend(sorted(dict.fromkeys(found), key=lambda a: (len(a.cards), a.cards)))
            actions.extend(builds)
            actions.extend(from_bottom(eligible, builds))
    crew = tuple(k for k in _without_returned_workers(state, seat, hand) if CATALOGUE[k].is_person or k == TOOLKIT)
    for kind_id in _workable(state, seat):
        crews = work_options(crew, kind_id)
        for number, _ in _under_way(state, seat, kind_id):
            # Of several of a kind, the crew works on the one named (RULINGS ED-7: each
            # worker on one building): ``work bunker-2 engineer``.
            actions.extend(crews if number is None else [a._replace(number=number) for a in crews])
    return actions


def _under_way(state: GameState, seat: int, kind_id: str) -> list[tuple[int | None, Building]]:
    """The seat's buildings of ``kind_id`` that work may speed up, numbered (:func:`_workable`)."""
    return [(n, b) for n, b in numbered_buildings(state, seat, kind_id) if not b.complete and b.placed < state.round]


def _spent(state: GameState, seat: int, verb: Verb) -> bool:
    """Whether the round's one store (or retrieve) is spent: the older edition only, whose
    book counts them among the actions taken once a round [001:189, 630-635] (RULINGS ED-15)."""
    return edition_rules(state.config).store_retrieve_once_a_round and verb in state.players[seat].round.used


def _spend(state: GameState, seat: int, verb: Verb) -> None:
    """Mark the round's one store (or retrieve) as taken, with the older edition (ED-15)."""
    if edition_rules(state.config).store_retrieve_once_a_round:
        state.players[seat].round.used.add(verb)


_ONCE_A_ROUND = "with the 2012 rules {verb} is an action taken once a round [001:189] (RULINGS ED-15)"


def _store_options(kind_id: str) -> Options:
    def options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
        """Store cards of the right type within capacity (RULINGS H-7; unlimited, ED-15,
        but once a round with the older edition's rules)."""
        if _spent(state, seat, Verb.STORE):
            return []
        fitting = tuple(sorted(k for k in (state.kinds[c] for c in usable_hand(state, seat)) if _fits(k, kind_id)))
        if not fitting:
            return []
        capacity = CATALOGUE[kind_id].capacity or 0
        rooms = [(number, capacity - len(building.stored)) for number, building in _numbered(state, seat, kind_id)]
        room = sum(r for _, r in rooms)
        if room <= 0:
            return []
        # Plain, the cards fill her buildings of the kind in the order built (capacities stack,
        # RULINGS H-6); where several have room, she may name the one they all go under instead
        # (where one has, naming it is accepted too, but is the plain action again).
        actions = list(card_list_options(Verb.STORE, fitting, False, kind_id, room))
        open_ = [(number, left) for number, left in rooms if number is not None and left > 0]
        for number, left in open_ if len(open_) > 1 else ():
            found = card_list_options(Verb.STORE, fitting, False, kind_id, left)
            actions.extend(a._replace(number=number) for a in found)
        return actions

    return options


def _store_verify(kind_id: str) -> Verify:
    def verify(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> str | None:
        """Why storing is refused (``None``: it may be done): the cards its options list."""
        if _spent(state, seat, Verb.STORE):
            return _ONCE_A_ROUND.format(verb="store")
        unfit = [k for k in action.cards if not _fits(k, kind_id)]
        if not action.cards or unfit:
            stores = CATALOGUE[kind_id].stores
            kind = "card" if stores is None else stores.value
            return f"{a_kind(kind_id)} stores {kind} cards, one or more (RULINGS H-7)"
        if not holds(state, usable_hand(state, seat), action.cards):
            return short_of(state, state.players[seat].hand, action.cards)
        capacity = CATALOGUE[kind_id].capacity or 0
        if action.number is None:  # plain: all her active buildings of the kind, in turn (H-6)
            room = sum(capacity - len(b.stored) for b in storage(state, seat, kind_id))
            if len(action.cards) > room:
                return f"your active {kind_id} buildings have room for {room} more cards (RULINGS H-6, H-7)"
            return None
        chosen = _chosen(state, seat, kind_id, action)
        if isinstance(chosen, str):
            return chosen
        room = capacity - len(chosen.stored)
        if len(action.cards) > room:
            return f"{_named(kind_id, action.number)} has room for {room} more cards (RULINGS H-7)"
        return None

    return verify


def _retrieve_options(kind_id: str) -> Options:
    def options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
        """Retrieve stored cards: any building on one's own turn, the bunker also on other
        players' turns (RULINGS H-7, I-6), never in the skirmish (H-10)."""
        if (context is not None and context.in_skirmish) or _spent(state, seat, Verb.RETRIEVE):
            return []
        actions: list[Action] = []
        for number, building in _numbered(state, seat, kind_id):
            stored = tuple(sorted(state.kinds[c] for c in building.stored))
            found = card_list_options(Verb.RETRIEVE, stored, False, kind_id) if stored else ()
            actions.extend(found if number is None else (a._replace(number=number) for a in found))
        return actions

    return options


def _numbered(state: GameState, seat: int, kind_id: str) -> list[tuple[int | None, Building]]:
    """The seat's active storing buildings of ``kind_id``, each with its number among all her
    buildings of that kind (:func:`numbered_buildings`): with two bunkers a retrieve names the
    one it takes from, since which holds what is hers alone to know (``retrieve bunker-2
    guard``)."""
    return [(n, b) for n, b in numbered_buildings(state, seat, kind_id) if b.active and CATALOGUE[kind_id].capacity]


def _named(kind_id: str, number: int | None) -> str:
    """``your bunker``, or with several ``your bunker-2``."""
    return f"your {kind_id}" if number is None else f"your {kind_id}-{number}"


def _chosen(state: GameState, seat: int, kind_id: str, action: Action) -> Building | str:
    """The active building a store or retrieve names (``bunker-2``: the second bunker she
    built), or why it names none: with several of the kind she must say which."""
    if action.subject != kind_id:
        return f"a {action.verb} names the building first: '{action.verb} {kind_id} CARD...'"
    unnamed = unnamed_building(state, seat, action)
    if unnamed is not None:
        return unnamed
    chosen = named_building(state, seat, kind_id, action.number)
    if chosen is None or not chosen.active:
        return (
            f"you have no active {kind_id} number {action.number}"
            if action.number is not None
            else f"your {kind_id} is not active"
        )
    return chosen


def _retrieve_verify(kind_id: str) -> Verify:
    def verify(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> str | None:
        """Why retrieving is refused (``None``: it may be done): the cards its options list."""
        if context is not None and context.in_skirmish:
            return "nothing is retrieved during the skirmish (RULINGS H-10)"
        if _spent(state, seat, Verb.RETRIEVE):
            return _ONCE_A_ROUND.format(verb="retrieve")
        other = action.subject or ""
        if other != kind_id and other in CATALOGUE and CATALOGUE[other].capacity and timing is not Timing.OWN_TURN:
            only = f"only {a_kind(kind_id)}'s cards may be retrieved, not {a_kind(other)}'s"
            return f"on another player's turn {only} (RULINGS H-7)"
        chosen = _chosen(state, seat, kind_id, action)
        if isinstance(chosen, str):
            return chosen
        if not action.cards or not holds(state, chosen.stored, action.cards):
            return f"{_named(kind_id, action.number)} does not hold {excerpt(' '.join(action.cards)) or 'a card'}"
        return None

    return verify


def has_stored_in_bunker(state: GameState, seat: int) -> bool:
    """Public: a player with cards under an active bunker may answer on others' turns."""
    return bool(state.players[seat].buildings) and any(b.stored for b in storage(state, seat, BUNKER))


_BUNKER_ANSWERS = frozenset({Effect.DECLARED, Effect.SNIPE, Effect.RECON, Effect.DEMOLITION})
"""Effects a stored card may answer: a sniper team or saboteur on a declaration, a medic on a
snipe, a scouting refugee on a recon; a guard (Recon module 2) any strike on its owner."""


def _bunker_asked(state: GameState, seat: int, pending: Pending) -> bool:
    """Public: stored cards under an active bunker might answer (RULINGS I-4, I-6)."""
    if pending.in_skirmish or not has_stored_in_bunker(state, seat) or _spent(state, seat, Verb.RETRIEVE):
        return False  # the older edition's one retrieve a round may be spent (RULINGS ED-15)
    # A guard answers any strike on its owner: where one can be in play (Recon module 2's, the
    # alternate starting hands', or placed by a stacked table), as the medic (RULINGS I-4).
    return pending.effect in _BUNKER_ANSWERS or GUARD in playable_kinds(state.config)


def _store(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    store(state, seat, action)
    _spend(state, seat, Verb.STORE)


def _retrieve(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    retrieve(state, seat, action)
    _spend(state, seat, Verb.RETRIEVE)


def store(state: GameState, seat: int, action: Action) -> None:
    """Put the cards face down under her buildings of that kind, filling each in turn, or under
    the one the action names (``store bunker-2 medic``): with two bunkers she may choose which
    holds what, and everyone sees which it is (a disabled one locks its cards away, H-7)."""
    assert action.subject is not None  # store actions name their building
    cards = play_from_hand(state, seat, action.cards, acts=False)
    if action.number is not None:
        chosen = named_building(state, seat, action.subject, action.number)
        assert chosen is not None  # verified: an active one of hers
        chosen.stored.extend(cards)
    else:  # plain: each of her buildings of the kind in turn (capacities stack, RULINGS H-6)
        capacity = CATALOGUE[action.subject].capacity or 0
        for building in storage(state, seat, action.subject):
            while cards and len(building.stored) < capacity:
                building.stored.append(cards.pop())
    announce(state, EventType.STORED, seat, action.cards, action.subject, target=action.number)


def retrieve(state: GameState, seat: int, action: Action) -> None:
    """Take stored cards back into the hand."""
    assert action.subject is not None  # retrieve actions name their building
    building = named_building(state, seat, action.subject, action.number)
    assert building is not None  # listed or verified: an active one of hers
    hand = state.players[seat].hand
    for kind_id in action.cards:
        card = next(c for c in building.stored if state.kinds[c] == kind_id)
        building.stored.remove(card)
        hand.append(card)
    announce(state, EventType.RETRIEVED, seat, action.cards, action.subject, target=action.number)


def dig_schematics(state: GameState, seat: int, total: int) -> list[int]:
    """A build's dig: draw from the top of the schematics pile (RULINGS R-7 for a short pile)."""
    count = min(total, len(state.schematics))
    return [state.schematics.pop() for _ in range(count)]


def start(state: GameState, seat: int, card: int) -> None:
    """Place a kept schematic face up; its timer is drawn from the owner's deck, face down and
    unseen even by her (RULINGS ED-11); with no cards at all it is complete at once (H-3)."""
    building = Building(card, state.round)
    state.players[seat].buildings.append(building)
    build_time = CATALOGUE[state.kinds[card]].build_time or 0
    draw_into(state, seat, build_time, building.timer)
    state.emit(Event(EventType.BUILDING_STARTED, state.round, seat, (state.kinds[card],), len(building.timer)))
    if building.complete:
        state.emit(Event(EventType.BUILDING_COMPLETED, state.round, seat, (state.kinds[card],)))


def _remove_timer_cards(state: GameState, seat: int, building: Building, count: int) -> None:
    """Timer cards leave face up for the owner's discard pile (RULINGS H-2)."""
    removed = [building.timer.pop() for _ in range(min(count, len(building.timer)))]
    discard_publicly(state, seat, removed)
    if removed:
        kind_id = state.kinds[building.card]
        state.emit(
            Event(
                EventType.TIMER_REDUCED, state.round, seat, kinds_of(state, removed), len(building.timer), text=kind_id
            )
        )
        if building.complete:
            state.emit(Event(EventType.BUILDING_COMPLETED, state.round, seat, (kind_id,)))
            came_into_effect(state, seat, building)


def came_into_effect(state: GameState, seat: int, building: Building) -> None:
    """A building just completed or repaired "immediately goes into effect" [000:597]: a
    garden that does so during its owner's turn makes its food for this round at once
    (RULINGS H-8; in the drawing phase it makes it when her turn starts)."""
    make = abilities.hook(Hook.TURN_FOOD, state.kinds[building.card])
    if make is None or not building.active or not _in_own_turn(state, seat):
        return
    food = make(state, seat)
    player = state.players[seat]
    player.purse = player.purse.adding(food=food)
    state.emit(Event(EventType.GARDEN_FOOD, state.round, seat, count=food))


def _in_own_turn(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s gathering turn is under way (its frame is the bottom of the stack)."""
    return bool(state.stack) and isinstance(state.stack[0], GatherTurn) and state.stack[0].seat == seat


def tick(state: GameState) -> None:
    """Drawing phase: each building started before this round loses one timer card (H-1)."""
    for seat, player in enumerate(state.players):
        for building in player.buildings:
            if not building.complete and building.placed < state.round:
                _remove_timer_cards(state, seat, building, 1)


def work(state: GameState, seat: int, kind_id: str, number: int | None = None) -> None:
    """The declared workers each remove 1 timer card, 3 with a toolkit, from the player's
    building of that kind under construction, the one ``number`` names where she has several
    (RULINGS ED-7, H-4)."""
    player = state.players[seat]
    crew = [state.kinds[c] for c in player.table]
    groups = split_workers(crew) or []
    removed = sum(1 + (TOOLKIT_EXTRA if TOOLKIT in group else 0) for group in groups)
    discard_publicly(state, seat, player.table)
    # A map may bring a worker back right after (RULINGS X-19).
    player.turn = player.turn._replace(just_used=tuple(player.table), just_worked=True)
    player.table = []
    targets = [b for n, b in _under_way(state, seat, kind_id) if number is None or n == number]
    if edition_rules(state.config).work_once_a_round:
        # RULINGS ED-7: the older edition accelerates construction "on one building" [001:583].
        player.round.used.add(Verb.WORK)
    if targets:
        _remove_timer_cards(state, seat, targets[0], removed)


def can_work(state: GameState, seat: int) -> bool:
    """Whether the declared crew still forms a crew (a toolkit needs a worker)."""
    return split_workers([state.kinds[c] for c in state.players[seat].table]) is not None


def turn_food(state: GameState, seat: int) -> int:
    """The food ``seat``'s buildings make for her turn (the gardens, RULINGS H-6, H-8)."""
    food = 0
    for building in state.players[seat].buildings:
        make = abilities.hook(Hook.TURN_FOOD, state.kinds[building.card])
        if make is not None and building.active:
            food += make(state, seat)
    return food


def _garden_food(state: GameState, seat: int) -> int:
    """[000:729]: "Generates 1 food each round to be used as part of a hire action"."""
    return 1


def active_count(state: GameState, seat: int) -> int:
    """Completed and enabled buildings, for the Masons (RULINGS F-6)."""
    return sum(1 for b in state.players[seat].buildings if b.active)


for _kind in (k for k, card in CATALOGUE.items() if card.capacity):
    abilities.register(
        Ability(
            kind=_kind,
            verb=Verb.STORE,
            timings=frozenset({Timing.OWN_TURN}),
            answers=frozenset(),
            who=Who.OWNER,
            targets="cards of its type from its owner's hand, within its capacity",
            spend=Spend.NOT_SPENT,
            ruling="[000:619-635]; RULINGS H-7, ED-15",
            options=_store_options(_kind),
            apply=_store,
            verify=_store_verify(_kind),
            source="building",
        )
    )
    abilities.register(
        Ability(
            kind=_kind,
            verb=Verb.RETRIEVE,
            timings=frozenset({Timing.OWN_TURN, Timing.WINDOW}) if _kind == BUNKER else frozenset({Timing.OWN_TURN}),
            answers=frozenset(Effect) if _kind == BUNKER else frozenset(),
            who=Who.OWNER,
            targets="its own stored cards, back to hand (the bunker also on others' turns)",
            spend=Spend.NOT_SPENT,
            ruling="[000:631-641], [000:737]; RULINGS H-7, I-4, I-6, I-11",
            options=_retrieve_options(_kind),
            apply=_retrieve,
            verify=_retrieve_verify(_kind),
            asked=_bunker_asked if _kind == BUNKER else None,
            source="building",
        )
    )
abilities.passive(Hook.TURN_FOOD, GARDEN, _garden_food)
