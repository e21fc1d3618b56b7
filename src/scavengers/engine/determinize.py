"""Determinization: a full game one seat could believe it is in, for searching bots.

:func:`determinize` copies the state and deals every card ``seat`` cannot see afresh among the
places it cannot see, keeping how many cards each place holds. What the seat sees (its hand,
its stored cards, its face-down discards, face-up cards, revealed forces, the contested card it
peeked at) stays exactly as it is. The result depends only on what the seat knows and on the
seed: two games that differ only in cards hidden from the seat give the same sample.

Cards are dealt by what the seat knows of each place, not blindly, so that a sample is a game
the rules could have produced:

- its own deck and building timers hold its own cards, which it has seen before (its starting
  deck, what it gained, what was reshuffled): those are shuffled among themselves only;
- the leaders dealt face down, and a kept leader before the leaders are revealed, are leaders;
- the schematics pile (and a seat's look into it) holds buildings;
- the contested pile holds contested resources, as far as hidden ones are left;
- the box takes the leaders and buildings left over;
- a rival's cards whose kind is public knowledge (its starting deck, and whatever lay face up
  on its discard pile before a reshuffle: ``PlayerState.known``) stay its own, shuffled among
  its hand, deck, unrevealed force, timers and stored cards; a card it gained face down and
  has not shown since could be anything unseen;
- every other hidden place (those unknown cards of rivals, their face-down discards, and the
  junkyard) shares the rest.

The sample's log keeps only the events the seat may see and it has no action history (it is
not a save: :meth:`Game.to_json` of a sample does not replay). Its random number generator is
reseeded, so later shuffles do not repeat the real game's.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE, CardType
from scavengers.engine.core.editions import edition_rules
from scavengers.engine.core.frames import Choose
from scavengers.engine.core.rng import Rng
from scavengers.engine.core.state import GameState

_LEADER, _BUILDING, _CONTESTED, _BOX, _ANY = range(5)
"""What a hidden place may hold, in the order the places are dealt."""

_SEAT_MIX = 0x9E3779B97F4A7C15


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


class _Places:
    """Hidden places, each a (zone, index) slot with what it may hold; the cards the seat has
    seen there (its peek, its recon) are not hidden places: they stay."""

    __slots__ = ("known", "slots")

    def __init__(self, known: frozenset[int]) -> None:
        self.slots: list[tuple[list[int], int, int]] = []
        self.known = known

    def add(self, zone: list[int], holds: int, indices: range | list[int] | None = None) -> None:
        for index in range(len(zone)) if indices is None else indices:
            if zone[index] not in self.known:
                self.slots.append((zone, index, holds))


def determinize(state: GameState, seat: int, seed: int) -> GameState:
    """A copy of ``state`` with the cards ``seat`` cannot see dealt afresh (module docstring)."""
    other = state.clone()
    rng = Rng.from_seed(seed ^ ((seat + 1) * _SEAT_MIX))
    kinds = other.kinds
    me = other.players[seat]

    # Its own deck and timers: only their order is unknown to it.
    own: list[tuple[list[int], int]] = [(me.deck, i) for i in range(len(me.deck))]
    if not edition_rules(other.config).owner_sees_timer:
        for building in me.buildings:
            own.extend((building.timer, i) for i in range(len(building.timer)))  # RULINGS ED-11
    own_cards = sorted(zone[i] for zone, i in own)
    rng.shuffle(own_cards)
    for (zone, i), card in zip(own, own_cards, strict=True):
        zone[i] = card

    # What the seat has seen (the initiator's peek, a spy's or binoculars' look) stays put;
    # other seats' knowledge is theirs, not part of this seat's belief.
    known = frozenset(c for record in other.learned if record.seat == seat for c in record.cards)
    other.learned = [record for record in other.learned if record.seat == seat]
    places = _Places(known)
    kept_leaders: list[int] = []  # rivals whose kept leader is still face down
    private_slots: list[tuple[int, int]] = []
    schematic_lookers = {f.seat for f in other.stack if isinstance(f, Choose) and f.purpose == "schematics"}
    bribers = {f.seat for f in other.stack if isinstance(f, Choose) and f.purpose == "bribe"}
    # A rival's cards of public kind (``PlayerState.known``) stay hers, dealt afresh among her
    # hidden places with her cards of unknown kind, which share the rest with everyone's.
    tribes: list[tuple[int, list[tuple[list[int], int]], list[int], list[int]]] = []
    for index, player in enumerate(other.players):
        if index == seat:
            continue
        zones = [player.deck, player.hand]
        if not other.revealed:
            zones.append(player.committed)
        for building in player.buildings:
            zones += (building.timer, building.stored)
        public_kind = player.known
        hers = [(zone, i) for zone in zones for i in range(len(zone)) if zone[i] not in known]
        shown = sorted(zone[i] for zone, i in hers if zone[i] in public_kind)
        unshown = [zone[i] for zone, i in hers if zone[i] not in public_kind]
        places.add(unshown, _ANY)  # a scratch zone: dealt with the rest, then shuffled in
        tribes.append((index, hers, shown, unshown))
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
    for force in other.opponents:
        # The solo game's face-down opponent forces: contested resources, rifles and thugs.
        places.add(force, _CONTESTED)
    places.add(other.box, _BOX)
    places.add(other.junkyard, _ANY)

    # Kept leaders are a field, not a zone: deal them through a scratch zone.
    leader_zone = [other.players[i].leader or 0 for i in kept_leaders]
    places.add(leader_zone, _LEADER)

    pool = sorted(zone[i] for zone, i, _ in places.slots)
    rng.shuffle(pool)
    by_class: list[list[int]] = [[] for _ in range(5)]
    for card in pool:
        by_class[_CLASS_OF[kinds[card]]].append(card)
    slots_of: list[list[tuple[list[int], int]]] = [[] for _ in range(5)]
    for zone, i, holds in places.slots:
        slots_of[holds].append((zone, i))
    spare: list[int] = []  # cards of a class beyond its places: the box, then anywhere
    for holds in (_LEADER, _BUILDING, _CONTESTED):
        cards, slots = by_class[holds], slots_of[holds]
        if holds == _CONTESTED:
            spare.extend(cards[len(slots) :])
            cards = cards[: len(slots)]
        else:
            by_class[_BOX].extend(cards[len(slots) :])
            cards = cards[: len(slots)]
        # A place the class cannot fill (a stacked scenario) takes any card, from the rest.
        while len(cards) < len(slots):
            cards.append(next(pile for pile in (by_class[_ANY], spare, by_class[_BOX]) if pile).pop())
        for (zone, i), card in zip(slots, cards, strict=True):
            zone[i] = card
    rest = by_class[_ANY] + spare
    box_cards = by_class[_BOX]
    while len(box_cards) < len(slots_of[_BOX]):
        box_cards.append(rest.pop())
    rest.extend(box_cards[len(slots_of[_BOX]) :])
    for (zone, i), card in zip(slots_of[_BOX], box_cards[: len(slots_of[_BOX])], strict=True):
        zone[i] = card
    for (zone, i), card in zip(slots_of[_ANY], rest, strict=True):
        zone[i] = card

    for index, hers, shown, unshown in tribes:
        tribe = shown + unshown
        rng.shuffle(tribe)
        for (zone, i), card in zip(hers, tribe, strict=True):
            zone[i] = card
        other.players[index].known = set(shown)
    for index, card in zip(kept_leaders, leader_zone, strict=True):
        other.players[index].leader = card
    for index, player in enumerate(other.players):
        if index != seat and player.private:
            player.private = {player.discard[i] for owner, i in private_slots if owner == index}
    other.events = [e for e in other.events if e.visible_to(seat)]
    other.history = []
    other.rng = Rng(rng.next())
    return other
