"""Determinization: a full game one seat could believe it is in, for searching bots.

:func:`determinize` copies the state and deals every card ``seat`` cannot see afresh among the
places it cannot see, keeping how many cards each place holds. What the seat sees (its hand,
its stored cards, its face-down discards, face-up cards, revealed forces) stays exactly as it
is. Everything else is dealt from what the seat knows, never from where the cards really are,
so that a sample depends only on the seat's view, its log and the seed: two games that differ
only in cards hidden from the seat give samples of the same distribution.

What the seat knows shapes the deal, so that a sample is a game the rules could have produced:

- its own deck and building timers hold its own cards, which it has seen before: those are
  shuffled among themselves only;
- what it alone has seen and may still rely on (its :class:`Learned` records, which
  ``engine.core.knowledge`` keeps) stays: a card seen at a known place of a pile stays there,
  a card seen in a hand or in a pile shuffled since stays in that zone at a random place;
- a rival's cards of public kind (:class:`Tribe`: its starting deck and whatever was shuffled
  in face up, less what has been seen to leave) stay its own, shuffled among its hand, deck,
  unrevealed force, timers and stored cards, except that as many of its hidden cards as have
  left unseen are taken, at random, from among them and its other cards;
- the leaders dealt face down, and a kept leader before the leaders are revealed, are leaders;
- the schematics pile (and a seat's look into it) holds buildings;
- the contested pile holds contested resources, as far as hidden ones are left;
- the box keeps the cards it is known to hold (what the game does not use); only the game's
  leaders not dealt or not kept, and with Recon module 4 the contested resources left out,
  trade places there with others of their kind;
- the junkyard holds the kinds the seat knows it holds (``GameState.yards``: its make-up at
  the start, what went in and came out in view), except that as many as have left unseen
  are taken, at random, from among them and the rest; the cards it put back without a
  shuffle since (under the pile after its dig) stay where they are;
- a kind such a memory counts that is nowhere the seat cannot see has surely left: it is one
  of those that left unseen;
- the surest memories are dealt first (those from which fewer cards left unseen): a rival that
  put nothing away unseen holds all its kinds, which one that may have lost some of the same
  kinds must not take from it;
- the solo game's face-down opponent forces trade cards only among themselves (a harder
  game's added mercenaries with them);
- a hidden card dealt afresh has not acted this round (which hidden card did is hidden too);
- every other hidden place (a rival's other cards, its face-down discards, what the junkyard
  holds beyond what the seat knows) shares the rest.

The sample's log keeps only the events the seat may see and it has no action history (it is
not a save: :meth:`Game.to_json` of a sample does not replay). Its random number generator is
reseeded, so later shuffles do not repeat the real game's.
"""

from __future__ import annotations

from collections import Counter

from scavengers.cards import CATALOGUE, CardType
from scavengers.engine.core.config import SOLO, Module
from scavengers.engine.core.editions import edition_rules
from scavengers.engine.core.frames import Choose
from scavengers.engine.core.knowledge import hidden_cards, hidden_zones, zone_list
from scavengers.engine.core.rng import Rng
from scavengers.engine.core.state import GameState, Learned, Tribe
from scavengers.engine.setup import components

_LEADER, _BUILDING, _CONTESTED, _ANY = range(4)
"""What a hidden place may hold, in the order the places are dealt."""

_SEAT_MIX = 0x9E3779B97F4A7C15

_JUNKYARD = -1
"""The junkyard among the groups of places dealt from a memory (the rivals' are seats)."""


def _card_class(kind_id: str) -> int:
    card = CATALOGUE[kind_id]
    if card.type is CardType.LEADER:
        return _LEADER
    if card.type is CardType.BUILDING:
        return _BUILDING
    if card.is_contested:
        return _CONTESTED
    return _ANY


_CLASS_OF: dict[str, int] = {kind_id: _card_class(kind_id) for kind_id in CATALOGUE}

Slot = tuple[list[int], int]


class _Places:
    """Hidden places, each a (zone, index) slot with what it may hold; the cards the seat may
    rely on (its records) are not hidden places: they stay."""

    __slots__ = ("kept", "slots")

    def __init__(self, kept: frozenset[int]) -> None:
        self.slots: list[tuple[list[int], int, int]] = []
        self.kept = kept

    def add(self, zone: list[int], holds: int, indices: range | list[int] | None = None) -> None:
        for index in range(len(zone)) if indices is None else indices:
            if zone[index] not in self.kept:
                self.slots.append((zone, index, holds))


def _shuffle_own(other: GameState, seat: int, rng: Rng) -> None:
    """Its own deck and timers: only their order is unknown to it."""
    me = other.players[seat]
    own: list[Slot] = [(me.deck, i) for i in range(len(me.deck))]
    if not edition_rules(other.config).owner_sees_timer:
        for building in me.buildings:
            own.extend((building.timer, i) for i in range(len(building.timer)))  # RULINGS ED-11
    own_cards = sorted(zone[i] for zone, i in own)
    rng.shuffle(own_cards)
    for (zone, i), card in zip(own, own_cards, strict=True):
        zone[i] = card


def _staying(tribe: Tribe, kept_kinds: Counter[str], slots: int, left: dict[str, list[int]], rng: Rng) -> list[str]:
    """The kinds of a memory (a tribe's, the junkyard's) a sample keeps in ``slots`` hidden
    places: as many of its cards as left unseen are taken at random from among them and its
    other cards; what the seat's own records place there already counts. A kind of which
    fewer are ``left`` to deal than it counts has surely left: those are among the vanished."""
    known = Counter(tribe.kinds) - kept_kinds
    dealt = Counter({kind_id: len(left.get(kind_id, ())) for kind_id in known})
    there = known & dealt
    vanished = max(0, tribe.vanished - (known.total() - there.total()))
    entries: list[str | None] = [*sorted(there.elements())]
    entries += [None] * max(0, slots + vanished - len(entries))
    rng.shuffle(entries)
    return [kind_id for kind_id in entries[:slots] if kind_id is not None]


def determinize(state: GameState, seat: int, seed: int) -> GameState:
    """A copy of ``state`` with the cards ``seat`` cannot see dealt afresh (module docstring).
    ``state.tribes`` must be kept (``Game.determinize`` sees to it)."""
    other = state.clone()
    rng = Rng.from_seed(seed ^ ((seat + 1) * _SEAT_MIX))
    kinds = other.kinds
    _shuffle_own(other, seat, rng)

    # What the seat may rely on (its records); other seats' knowledge is theirs. A card seen at
    # a place of a pile stays there; what was seen in a heap is a claim on its kinds.
    mine = [record for record in other.learned if record.seat == seat]
    other.learned = mine
    yard = other.yards[seat] if other.yards is not None else Tribe()  # what it knows of the junkyard
    kept = frozenset(c for record in mine if record.ordered for c in record.cards) | yard.placed
    claims = _claims(other, mine, rng)

    places = _Places(kept)
    kept_leaders: list[int] = []  # rivals whose kept leader is still face down
    private_slots: list[tuple[int, int]] = []
    schematic_lookers = {f.seat for f in other.stack if isinstance(f, Choose) and f.purpose == "schematics"}
    bribers = {f.seat for f in other.stack if isinstance(f, Choose) and f.purpose == "bribe"}
    rivals: list[tuple[int, list[Slot]]] = []
    for index in range(other.seats):
        if index == seat:
            continue
        player = other.players[index]
        zones = hidden_zones(other, index)
        rivals.append((index, [(zone, i) for zone in zones for i in range(len(zone)) if zone[i] not in kept]))
        looking = _BUILDING if index in schematic_lookers else _LEADER if index in bribers else _ANY
        places.add(player.looking, looking)
        places.add(player.dealt, _LEADER)
        hidden_discard = [i for i, card in enumerate(player.discard) if card in player.private]
        places.add(player.discard, _ANY, hidden_discard)
        private_slots.extend((index, i) for i in hidden_discard)
        if player.leader is not None and not other.leaders_revealed:
            kept_leaders.append(index)
    places.add(other.schematics, _BUILDING)
    places.add(other.leader_pile, _LEADER)  # leader drafting [003:300]
    places.add(other.contested, _CONTESTED)
    # The box keeps what it is known to hold (the cards the game does not use), except the
    # game's leaders that were not dealt or kept and, with Recon module 4, the contested
    # resources left out: which ones is hidden.
    hidden_in_box = _hidden_in_box(other)
    for holds in (_LEADER, _CONTESTED):
        places.add(other.box, holds, [i for i, c in enumerate(other.box) if kinds[c] in hidden_in_box[holds]])
    # The junkyard is dealt as a tribe is, from what the seat knows of it.
    junkyard: list[Slot] = [(other.junkyard, i) for i in range(len(other.junkyard)) if other.junkyard[i] not in kept]
    # Kept leaders are a field, not a zone: deal them through a scratch zone.
    leader_zone = [other.players[i].leader or 0 for i in kept_leaders]
    places.add(leader_zone, _LEADER)

    # The pool: every card in a hidden place, by kind, in an order only the seed decides.
    pool_cards = [zone[i] for zone, i, _ in places.slots] + [zone[i] for zone, i in junkyard]
    for _, hers in rivals:
        pool_cards += [zone[i] for zone, i in hers]
    pool_cards.sort()
    rng.shuffle(pool_cards)
    if other.acted:
        # Which hidden card already acted this round (one drawn back after a reshuffle, a
        # rival's spent card in hand) is hidden too: dealt afresh, none of them carries the mark.
        other.acted.difference_update(pool_cards)
    by_kind: dict[str, list[int]] = {}
    for card in pool_cards:
        by_kind.setdefault(kinds[card], []).append(card)

    # First the claims: each zone gets the kinds the seat saw there, at random places in it.
    filled: set[tuple[int, int]] = set()
    taken: set[int] = set()
    claimed: dict[int, Counter[str]] = {}  # the kinds claimed in each memory's places
    groups = [*rivals, (_JUNKYARD, junkyard)]
    group_of = {id(zone): index for index, hers in groups for zone, _ in hers}
    candidates: dict[int, list[Slot]] = {}
    for zone, i, _ in places.slots:
        candidates.setdefault(id(zone), []).append((zone, i))
    for _, hers in groups:
        for zone, i in hers:
            candidates.setdefault(id(zone), []).append((zone, i))
    for zone, wanted in claims:
        free = list(candidates.get(id(zone), []))
        rng.shuffle(free)
        for kind_id in wanted:
            if not free or not by_kind.get(kind_id):
                continue
            card = by_kind[kind_id].pop()
            target, i = free.pop()
            target[i] = card
            filled.add((id(target), i))
            taken.add(card)
            if id(target) in group_of:
                claimed.setdefault(group_of[id(target)], Counter())[kind_id] += 1
    places.slots = [slot for slot in places.slots if (id(slot[0]), slot[1]) not in filled]

    # Then each rival's cards of public kind, among its other hidden places, and what the seat
    # knows the junkyard holds.
    known = other.tribes if other.tribes is not None else [Tribe() for _ in range(other.seats)]
    tribes: list[tuple[list[Slot], list[int], list[int]]] = []
    # The surest memories first: one from which nothing left unseen holds exactly its kinds,
    # and must find them still to deal, before one that may have lost some of the same kinds
    # takes them (docs/bots.md: "less those seen to leave ... as many as put away unseen").
    vanished = {index: (yard if index == _JUNKYARD else known[index]).vanished for index, _ in groups}
    for index, hers in sorted(groups, key=lambda group: vanished[group[0]]):
        open_slots = [slot for slot in hers if (id(slot[0]), slot[1]) not in filled]
        cards = other.junkyard if index == _JUNKYARD else hidden_cards(other, index)
        kept_kinds = Counter(kinds[c] for c in cards if c in kept)
        kept_kinds.update(claimed.get(index, Counter()))
        memory = yard if index == _JUNKYARD else known[index]
        staying = _staying(memory, kept_kinds, len(open_slots), by_kind, rng)
        theirs = [by_kind[kind_id].pop() for kind_id in staying if by_kind.get(kind_id)]
        taken.update(theirs)
        scratch = [0] * (len(open_slots) - len(theirs))  # dealt with the rest, then shuffled in
        places.slots.extend((scratch, i, _ANY) for i in range(len(scratch)))
        tribes.append((open_slots, theirs, scratch))
    _deal(places, [c for c in pool_cards if c not in taken], kinds)

    for open_slots, theirs, scratch in tribes:
        tribe = theirs + scratch
        rng.shuffle(tribe)
        for (zone, i), card in zip(open_slots, tribe, strict=True):
            zone[i] = card
    for index, card in zip(kept_leaders, leader_zone, strict=True):
        other.players[index].leader = card
    for index, player in enumerate(other.players):
        if index != seat and player.private:
            player.private = {player.discard[i] for owner, i in private_slots if owner == index}
    _deal_forces(other, kept, claims, rng)
    for index, _ in rivals:
        rng.shuffle(other.players[index].hand)  # a hand has no order anyone knows
    if other.yards is not None:  # the others' knowledge of the junkyard is theirs
        other.yards = [yard.clone() if index == seat else Tribe() for index in range(other.seats)]
    other.events = [e for e in other.events if e.visible_to(seat)]
    other.history = []
    other.rng = Rng(rng.next())
    other.sample = True  # no actions replay it: Game.to_json refuses it
    return other


def _claims(other: GameState, mine: list[Learned], rng: Rng) -> list[tuple[list[int], list[str]]]:
    """What the seat's heap records say each zone holds: the kinds seen there, less as many as
    may have left unseen, chosen at random; two records on one zone claim the most of each."""
    kinds = other.kinds
    by_zone: dict[int, tuple[list[int], Counter[str]]] = {}
    for record in mine:
        zone = zone_list(other, record.zone)
        if record.ordered or zone is None:
            continue
        seen = sorted(kinds[c] for c in record.cards)
        rng.shuffle(seen)
        holds = Counter(seen[: len(seen) - record.lost])
        if id(zone) in by_zone:
            holds |= by_zone[id(zone)][1]
        by_zone[id(zone)] = (zone, holds)
    return [(zone, sorted(holds.elements())) for zone, holds in by_zone.values()]


def _hidden_in_box(state: GameState) -> dict[int, frozenset[str]]:
    """The kinds that may lie in the box unseen, by class (module docstring)."""
    config = state.config
    leaders = frozenset(components.leader_kinds(config)) if Module.HQ3 in config.modules else frozenset()
    # The solo game deals every contested resource into its opponents; the tribal families a
    # harder game leaves in the box are the largest, known to all (RULINGS V-8, [003:353]).
    random_contested = Module.RECON4 in config.modules and not config.contested_one_each and config.players != SOLO
    if config.scenario is not None and "contested" in config.scenario:
        random_contested = False
    contested = frozenset(components.contested_kinds(config)) if random_contested else frozenset()
    return {_LEADER: leaders, _CONTESTED: contested}


def _deal(places: _Places, pool: list[int], kinds: tuple[str, ...]) -> None:
    """Deal ``pool`` (already shuffled) over the places by what each may hold."""
    by_class: list[list[int]] = [[] for _ in range(4)]
    for card in pool:
        by_class[_CLASS_OF[kinds[card]]].append(card)
    slots_of: list[list[Slot]] = [[] for _ in range(4)]
    for zone, i, holds in places.slots:
        slots_of[holds].append((zone, i))
    spare: list[int] = []  # cards of a class beyond its places: anywhere else
    for holds in (_LEADER, _BUILDING, _CONTESTED):
        cards, slots = by_class[holds], slots_of[holds]
        spare.extend(cards[len(slots) :])
        cards = cards[: len(slots)]
        # A place the class cannot fill (a stacked scenario) takes any card, from the rest.
        while len(cards) < len(slots):
            cards.append(next(pile for pile in (by_class[_ANY], spare) if pile).pop())
        for (zone, i), card in zip(slots, cards, strict=True):
            zone[i] = card
    rest = by_class[_ANY] + spare
    for (zone, i), card in zip(slots_of[_ANY], rest, strict=True):
        zone[i] = card


def _deal_forces(other: GameState, kept: frozenset[int], claims: list[tuple[list[int], list[str]]], rng: Rng) -> None:
    """The solo game's face-down opponent forces: contested resources, rifles and thugs, and a
    harder game's mercenaries less its families [003:353], which trade places only among
    themselves (RULINGS V-8): a sample holds exactly the cards the forces hold, in forces of
    their sizes; a force the seat looked into keeps what it saw."""
    kinds = other.kinds
    slots = [(force, i) for force in other.opponents for i in range(len(force)) if force[i] not in kept]
    cards = sorted(zone[i] for zone, i in slots)
    rng.shuffle(cards)
    placed: dict[tuple[int, int], int] = {}
    for zone, wanted in claims:
        if not any(zone is force for force in other.opponents):
            continue
        free = [(z, i) for z, i in slots if z is zone and (id(z), i) not in placed]
        for kind_id in wanted:
            card = next((c for c in cards if kinds[c] == kind_id), None)
            if card is None or not free:
                continue
            cards.remove(card)
            target, i = free.pop(rng.below(len(free)))
            placed[(id(target), i)] = card
    rest = iter(cards)
    for zone, i in slots:
        key = (id(zone), i)
        zone[i] = placed[key] if key in placed else next(rest)


__all__ = ["determinize"]
