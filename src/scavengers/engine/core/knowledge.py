"""What a seat may still rely on beside what it sees, kept as a player's memory would keep it.

Two kinds of memory, both updated after every action from what the change looks like to the
one who remembers, never from where a hidden card really went:

- :class:`~scavengers.engine.core.state.Learned`: what one seat alone has seen (the
  initiator's peek, a spy's, binoculars', a scout tower's or the Yardmaster's look. In a pile
  (a deck, the junkyard, the contested resources) a card seen stays known by its place while
  the pile is not shuffled; cards taken from its top are followed to where everyone saw them
  go (a draw puts a deck's top cards in the hand); other cards leaving it unseen end the
  record. A shuffle keeps only that the cards are somewhere in the pile (:func:`forget_order`):
  it becomes a heap, as a hand or a force is. In a heap only kinds count, never which copy: a
  card seen leaving takes one of its kind off the record, a card leaving unseen may have been
  any of them (``Learned.lost``), and once as many may have left as were seen, nothing is left
  to rely on.
- :class:`Tribe`: what every player knows of each tribe's hidden cards (its hand, deck,
  face-down force, building timers and storage): the kinds surely among them (its starting
  deck, what was shuffled in face up) and how many of its hidden cards have left unseen since
  (trashed face down...), any of which may have been one of those kinds. Counted by kind, never
  by card, so it cannot depend on which of two copies a player chose. It is kept only for games
  that are searched: :meth:`Game.determinize` rebuilds it by replaying the game the first time.
- the junkyard's make-up as each seat knows it (``GameState.yards``, a :class:`Tribe` each):
  its cards at the start are public (the game's components), and so is every card seen going
  in or out; a seat also counts what it alone saw go in (its own trash, the cards its dig put
  back) or come out (what it dug). A card that leaves unseen may have been any of the kinds
  (``vanished``); cards dug unseen by a rival and put back are the same cards again, so only
  what the digger kept has left. A card a seat put back without a shuffle (under the pile
  after its dig, on top with the scrappers) lies where it put it, as far as it knows, until
  the junkyard is shuffled. Kept with the tribes' memory.

:func:`watch` before an action and :func:`settle` after it keep both; ``flow.steps`` calls them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Final, NamedTuple

from scavengers.engine.core.actions import FORCE_PILE, LEADER_PILE, POSITIONS, spy_subject, spy_target
from scavengers.engine.core.editions import edition_rules
from scavengers.engine.core.state import Building, GameState, Learned, Tribe, Watch, numbered_buildings

ORDERED_PILES = frozenset({"contested", "junkyard", "schematics", LEADER_PILE, "deck"})
"""The zones kept in an order everyone follows (top last), with the solo game's opponent
forces: cards taken from their top can be followed; any other zone (a hand, a skirmish force,
a building's cards) is a heap without order."""


def start(state: GameState, starting: Counter[str] | None) -> list[Tribe]:
    """The tribes' memory at the start: every tribe's starting deck is public (its make-up is
    the same for all), a stacked scenario's hidden cards are not."""
    return [Tribe(dict(starting) if starting else {}) for _ in range(state.seats)]


def start_yards(state: GameState) -> list[Tribe]:
    """Each seat's memory of the junkyard at the start: its make-up is public (the game's
    components, less the 2-player cut, RULINGS V-1), a stacked scenario's is not."""
    kinds = state.kinds
    known = dict(Counter(kinds[c] for c in state.junkyard)) if state.config.scenario is None else {}
    return [Tribe(dict(known)) for _ in range(state.seats)]


def is_ordered(zone: str) -> bool:
    """Whether a record's zone (``contested``, ``2:hand``, ``1:deck@2,3``...) is a pile."""
    owner, colon, name = zone.partition(":")
    pile = spy_target(name if colon and owner.isdigit() else zone)[0]
    return pile in ORDERED_PILES or pile.startswith(FORCE_PILE)  # a solo force is a pile too


def zone_list(state: GameState, zone: str) -> list[int] | None:
    """The cards of a record's zone as the state holds them (top last), or ``None``."""
    if zone == "contested":  # the initiator's peek, every round: the common case
        return state.contested
    if zone == "junkyard":  # what her own dig put under it: the next most common
        return state.junkyard
    owner, colon, rest = zone.partition(":")
    if not (colon and owner.isdigit()):
        return _pile(state, spy_target(zone)[0])
    seat = int(owner)
    if seat >= len(state.players):
        return None
    name = spy_target(rest)[0]
    player = state.players[seat]
    if name.startswith(FORCE_PILE):
        return _pile(state, name)
    plain = {"hand": player.hand, "deck": player.deck, "force": player.committed}
    if name in plain:
        return plain[name]
    if name in ("discard", "looking"):
        return player.discard if name == "discard" else player.looking
    where, _, named = name.partition("-")
    kind_id, dash, number = named.partition("-")
    built = [b for _, b in numbered_buildings(state, seat, kind_id)]
    if dash:  # one of her several buildings of the kind, counted from 1 in the order built
        index = int(number) - 1
        if not 0 <= index < len(built):
            return None
        return built[index].stored if where == "stored" else built[index].timer
    for building in built:
        cards = building.stored if where == "stored" else building.timer
        if cards:  # a zone named before she had several: the first that holds cards
            return cards
    return None


def building_zone(state: GameState, seat: int, building: Building, where: str) -> str:
    """The zone of ``building``'s ``where`` cards (``stored``, ``timer``): ``stored-bunker``,
    or ``stored-bunker-2`` for the second of her several bunkers (public: the order built)."""
    kind_id = state.kinds[building.card]
    number = next(n for n, b in numbered_buildings(state, seat, kind_id) if b is building)
    return f"{where}-{kind_id}" if number is None else f"{where}-{kind_id}-{number}"


def _pile(state: GameState, name: str) -> list[int] | None:
    if name == "contested":
        return state.contested
    if name == "junkyard":
        return state.junkyard
    if name == "schematics":
        return state.schematics
    if name == LEADER_PILE:
        return state.leader_pile
    if name.startswith(FORCE_PILE) and name[len(FORCE_PILE) :].isdigit():
        number = int(name[len(FORCE_PILE) :])
        return state.opponents[number - 1] if 1 <= number <= len(state.opponents) else None
    return None


def hidden_zones(state: GameState, seat: int) -> list[list[int]]:
    """A tribe's zones that nobody else sees and that it keeps among its own (:class:`Tribe`):
    its deck, hand, face-down force, building timers and storage."""
    player = state.players[seat]
    zones = [player.deck, player.hand]
    if not state.revealed:
        zones.append(player.committed)
    for building in player.buildings:
        zones += (building.timer, building.stored)
    return zones


def hidden_cards(state: GameState, seat: int) -> list[int]:
    """The cards of :func:`hidden_zones`."""
    return [card for zone in hidden_zones(state, seat) for card in zone]


def public_cards(state: GameState) -> set[int]:
    """Every card all players see where it is."""
    seen: set[int] = set(state.gangs)
    for stack in state.market.values():
        seen.update(stack)
    for player in state.players:
        private = player.private
        seen.update([c for c in player.discard if c not in private] if private else player.discard)
        seen.update(player.table)
        seen.update(player.gangs)
        seen.update(player.removed)
        seen.update(player.returning)
        seen.update(building.card for building in player.buildings)
        if state.revealed:
            seen.update(player.committed)
        if state.leaders_revealed and player.leader is not None:
            seen.add(player.leader)
    return seen


def where(state: GameState, card: int) -> str | None:
    """The zone a card lies in, named as records name zones; ``None`` where no record may
    follow it (a face-up place, the box)."""
    for pile in ("contested", "junkyard", "schematics", LEADER_PILE):
        cards = _pile(state, pile)
        if cards and card in cards:
            return pile
    for number, force in enumerate(state.opponents, 1):
        if card in force:
            return f"{FORCE_PILE}{number}"
    for seat, player in enumerate(state.players):
        for name, cards in (
            ("hand", player.hand),
            ("deck", player.deck),
            ("force", player.committed),
            ("discard", player.discard),
            ("looking", player.looking),
        ):
            if card in cards:
                return f"{seat}:{name}"
        for building in player.buildings:
            if card in building.stored:
                return f"{seat}:{building_zone(state, seat, building, 'stored')}"
            if card in building.timer:
                return f"{seat}:{building_zone(state, seat, building, 'timer')}"
    return None


def sees(state: GameState, seat: int, card: int, public: set[int] | None = None) -> bool:
    """Whether ``seat`` sees ``card`` where it lies now (face up, or among its own cards);
    ``public``: :func:`public_cards`, where the caller has it already."""
    mine = state.players[seat]
    if card in mine.hand or card in mine.looking or card in mine.committed or card in mine.discard:
        return True
    if card in mine.dealt or card == mine.leader:
        return True
    for building in mine.buildings:
        if card in building.stored or (card in building.timer and edition_rules(state.config).owner_sees_timer):
            return True  # RULINGS ED-11: the older edition shows the owner her timer cards
    return card in (public_cards(state) if public is None else public)


# -- keeping the memory ------------------------------------------------------------------


_Key = tuple[int, str, str, tuple[int, ...]]
"""A record's identity while the memory settles: its seat, source, zone and cards."""


def _key(record: Learned) -> _Key:
    return (record.seat, record.source, record.zone, record.cards)


def watch(state: GameState) -> Watch | None:
    """Note what the memory needs before an action; ``None`` when nothing is kept (a quiet
    copy for search, or nothing known at all)."""
    if not state.remembering:
        return None
    records = []
    copies: dict[str, list[int]] = {}  # one copy a zone, shared by its records (read only)
    for record in state.learned:
        name = record.zone
        if name != "contested":
            before = copies.get(name)
            if before is None:
                zone = zone_list(state, name)
                before = copies[name] = zone[:] if zone is not None else []
            records.append((record, before))
    if not records and state.tribes is None:
        # Only the contested pile's top is known: nothing to compare after the action, but a
        # skirmish's prize may be followed to the winner's pile within it (:func:`prize_taken`).
        return Watch([]) if state.learned else None
    noted = Watch(records)
    if state.tribes is not None:
        noted.hidden = [set(hidden_cards(state, seat)) for seat in range(state.seats)]
        noted.public = public_cards(state)
    if state.yards is not None:
        noted.junkyard = set(state.junkyard)
        noted.held = [{*p.hand, *p.looking, *p.committed} for p in state.players[: state.seats]]
    return noted


def settle(state: GameState, noted: Watch) -> None:
    """Bring the memory up to date after an action (module docstring)."""
    if noted.records and _records_moved(state, noted):
        _settle_records(state, _noted_zones(noted))
    if state.tribes is not None and noted.hidden is not None and noted.public is not None:
        _settle_tribes(state, state.tribes, noted.hidden, noted.public)
    if state.yards is not None and noted.junkyard is not None and noted.public is not None:
        _settle_yards(state, state.yards, noted)


def _records_moved(state: GameState, noted: Watch, zones: bool = True) -> bool:
    """Whether a record was added, replaced (a shuffle) or forgotten (the round's end), or
    (with ``zones``) one of their zones changed; not, in the usual case, when nothing moved."""
    records = noted.records
    count = len(records)
    index = 0
    unchanged: list[int] | None = None  # a zone found unchanged: its records' copy (shared)
    for record in state.learned:
        if record.zone == "contested":
            continue
        if index == count:
            return True
        was, before = records[index]
        index += 1
        if record is not was:
            return True
        if zones and before is not unchanged:
            if zone_list(state, record.zone) != before:
                return True
            unchanged = before
    return index != count


def prize_taken(state: GameState, prize: int, won: int | None) -> None:
    """The top contested resource went to the skirmish's winner, face down, or (no winner)
    unseen into the junkyard, shuffled there (called once it lies there): what was seen on
    that pile follows it to the winner's discard pile or into the junkyard, in no known
    order, as everyone saw where it went (the only change of that pile)."""
    if not state.learned or not state.remembering:
        return
    kept: list[Learned] = []
    for record in state.learned:
        if record.zone != "contested" or prize not in record.cards:
            kept.append(record)
            continue
        rest = tuple(c for c in record.cards if c != prize)
        if rest:
            kept.append(replace(record, cards=rest))
        if won != record.seat:  # her own win: she holds it, face down among her cards
            place = "junkyard" if won is None else f"{won}:discard"
            followed = Learned(record.seat, record.source, place, (prize,), ordered=False)
            kept.append(followed)
            if state.watching is not None:
                # Made in the middle of an action: the round ends in it, and its draw may
                # shuffle that discard pile into a deck. Followed from here, as watched records.
                zone = zone_list(state, followed.zone)
                state.watching.records.append((followed, zone[:] if zone is not None else []))
    state.learned = kept


class _Moved(NamedTuple):
    """What became of a record's zone in an action, the same for every record on it."""

    after: list[int]
    """The zone now."""
    staying: set[int]
    """Its cards now, as a set."""
    departed: list[int]
    """The cards that left it since (in its order before): none when nothing left."""
    from_top: bool
    """They were its top cards."""
    from_bottom: bool
    """They were its bottom cards."""


_NOTHING_LEFT: Final = _Moved([], set(), [], False, False)


def _moved(state: GameState, zone: str, before: list[int]) -> _Moved:
    """What became of the zone ``zone``, which held ``before``: worked out once for all the
    records on one pile (they share their copy of it, :func:`watch`)."""
    found = zone_list(state, zone)
    after = found if found is not None else []
    if after == before:
        return _NOTHING_LEFT
    grown = len(after) - len(before)
    if grown > 0 and (after[grown:] == before or after[: len(before)] == before):
        return _NOTHING_LEFT  # cards only added, under it or on top (most trashes and digs)
    staying = set(after)
    if staying.issuperset(before):
        return _NOTHING_LEFT  # no card left it, whatever its order now (a shuffle: forget_order)
    departed = [c for c in before if c not in staying]
    left = set(departed)
    top, bottom = set(before[len(before) - len(departed) :]), set(before[: len(departed)])
    return _Moved(after, staying, departed, left == top, left == bottom)


def _settle_record(state: GameState, record: Learned, before: list[int], moved: _Moved) -> list[Learned]:
    after, staying, departed, from_top, from_bottom = moved
    if not departed:
        # Cards added (under it, or on top by the scrappers, RULINGS X-15), as everyone saw:
        # what was seen still lies where it was, as many cards further down as were put on top.
        return [record]
    if (
        (from_top or from_bottom)
        and record.ordered
        and staying.issuperset(record.cards)
        and POSITIONS not in record.zone
    ):
        # None of its cards left, and they left from the top or the bottom (a dig, a draw, a
        # scrappers' dig): what was seen lies where it was, whoever saw the cards go (below,
        # each way keeps it as it is), so who saw them need not be worked out.
        return [record]
    # Every face-up card worked out once, not once for each card gone (sees does it alone).
    public = public_cards(state) if len(departed) > 1 else None
    seen = {c for c in departed if sees(state, record.seat, c, public)}
    unseen = [c for c in departed if c not in seen]
    if not record.ordered:
        # A heap: a card seen leaving takes one of its kind off the record (which copy is
        # not known), a card leaving unseen may have been any of them.
        kinds = state.kinds
        cards = list(record.cards)
        for card in departed:
            if card in seen:
                match = next((i for i, c in enumerate(cards) if kinds[c] == kinds[card]), None)
                if match is not None:
                    del cards[match]
        lost = record.lost + len(unseen)
        return [replace(record, cards=tuple(cards), lost=lost)] if len(cards) > lost else []
    found: list[Learned] = []
    if unseen:
        if from_bottom and not set(record.cards) & set(departed):
            # Taken from the bottom, as everyone saw (a scrappers dig, RULINGS X-15): what was
            # seen higher up lies where it was.
            return [record]
        if not from_top:
            return []  # which cards left cannot be told
        # Taken from the top: the table sees where they went (a draw, a dig).
        gone = [c for c in record.cards if c in unseen]
        places = {where(state, c) for c in gone}
        place = places.pop() if len(places) == 1 else None
        if place is not None:
            found.append(Learned(record.seat, record.source, place, tuple(gone), is_ordered(place)))
    still = tuple(c for c in record.cards if c in staying)
    if still:
        found.insert(0, replace(record, cards=still, zone=_renumbered(record.zone, still, after)))
    return found


def _unnumbered(zone: str) -> str:
    """A zone without chosen positions: ``1:deck@2,3`` is ``1:deck``."""
    return zone.partition(POSITIONS)[0]


def _renumbered(zone: str, cards: tuple[int, ...], pile: list[int]) -> str:
    """A record of chosen deck positions (``1:deck@2,3``) named by where its cards lie now,
    counted from 1 at the top (cards drawn off the top move them up, as everyone saw); any
    other zone as it is."""
    owner, colon, rest = zone.partition(":")
    name, positions = spy_target(rest if colon else zone)
    if not positions:
        return zone
    now = [len(pile) - pile.index(card) for card in cards]
    return f"{owner}{colon}{spy_subject(name, now)}" if colon else spy_subject(name, now)


DUG = "dig"
"""The source of what a seat put under a pile itself after a dig (or a build's dig)."""


def put_under(state: GameState, seat: int, name: str, cards: list[int]) -> None:
    """``seat`` put ``cards``, seen by her alone, under the pile ``name`` after her dig (the
    junkyard [000:204], or the schematics after a build's dig [000:591]): she knows what lies
    at its bottom, in order, until it moves, as a player remembers it. Her packet joins the one
    she put there before where it lies right above, nothing between them (a record in order is
    one run of the pile); else it is a record of its own."""
    if not cards or not state.remembering:
        return
    pile = zone_list(state, name) or []
    under = len(cards)
    for index, record in enumerate(state.learned):
        if record.seat == seat and record.source == DUG and record.zone == name and record.ordered:
            above = pile[under : under + len(record.cards)]
            if set(above) == set(record.cards) and len(above) == len(record.cards):
                # The pile runs bottom up: the new packet lies below, so it comes after, top first.
                state.learned[index] = replace(record, cards=(*record.cards, *cards))
                return
    state.learned.append(Learned(seat, DUG, name, tuple(cards)))


def forget_order(state: GameState, pile: list[int]) -> None:
    """``pile`` is shuffled: what anyone saw in it is still there, in no known order.

    In the middle of an action (a drill sergeant shuffles cards into a deck, then draws), what
    was known is first brought up to this moment, and the rest of the action is followed from
    the pile as shuffled: counting, after the action, which of the cards from before it left
    would tell how many of those shuffled in were drawn, which nobody saw."""
    if pile is state.junkyard and state.watching is not None:
        state.watching.junkyard_shuffled = True  # what was placed in it is somewhere in it
    if not state.learned or not state.remembering:
        return
    noted = state.watching
    if not any(zone_list(state, record.zone) is pile for record in state.learned) and (
        noted is None or not _records_moved(state, noted, zones=False)
    ):
        return  # nothing known of this pile (most shuffles are of a deck no one looked into)
    was = _noted_zones(noted) if noted is not None else None
    if was is not None:
        _settle_records(state, was, pile)
    for index, record in enumerate(state.learned):
        if record.ordered and record.zone != "contested" and zone_list(state, record.zone) is pile:
            # Now a heap of kinds: chosen deck positions (1:deck@2,3) name places no longer known.
            state.learned[index] = replace(record, ordered=False, zone=_unnumbered(record.zone))
    if noted is not None and was is not None:
        # Followed from here on from the pile as it now is, under the records' new form.
        noted.records = [
            (record, pile[:] if zone_list(state, record.zone) is pile else before)
            for record, before in _pair(state, was)
        ]


def _noted_zones(noted: Watch) -> dict[_Key, list[int]]:
    """Each watched record's zone as ``noted`` holds it, by the record's key."""
    return {_key(record): before for record, before in noted.records}


def _settle_records(state: GameState, was: dict[_Key, list[int]], pile: list[int] | None = None) -> None:
    """Settle every record ``was`` holds a zone for (only those kept on ``pile``, if given)."""
    kept: list[Learned] = []
    moves: dict[int, _Moved] = {}  # by the copy of a zone its records share: one look a pile
    for record in state.learned:
        before = was.get(_key(record))
        if before is None or (pile is not None and zone_list(state, record.zone) is not pile):
            kept.append(record)
            continue
        moved = moves.get(id(before))
        if moved is None:
            moved = moves[id(before)] = _moved(state, record.zone, before)
        kept.extend(_settle_record(state, record, before, moved))
    state.learned = kept


def _pair(state: GameState, was: dict[_Key, list[int]]) -> list[tuple[Learned, list[int]]]:
    """Every watched record as it now stands, with its zone as ``was`` holds it (a record made
    since, by following cards elsewhere, with its zone as it is now)."""
    paired = []
    for record in state.learned:
        if record.zone == "contested":
            continue
        before = was.get(_key(record))
        if before is None:
            zone = zone_list(state, record.zone)
            before = zone[:] if zone is not None else []
        paired.append((record, before))
    return paired


def _settle_tribes(state: GameState, tribes: list[Tribe], hidden: list[set[int]], public: set[int]) -> None:
    kinds = state.kinds
    now_public: set[int] | None = None
    for seat, tribe in enumerate(tribes):
        after = set(hidden_cards(state, seat))
        before = hidden[seat]
        if after == before:
            continue
        known = tribe.kinds
        for card in before - after:
            if now_public is None:
                now_public = public_cards(state)
            if card in now_public:
                _forget_one(known, kinds[card])
            else:
                tribe.vanished += 1
        for card in after - before:
            if card in public:
                known[kinds[card]] = known.get(kinds[card], 0) + 1
        if not after or not known:
            known.clear()
            tribe.vanished = 0


def _settle_yards(state: GameState, yards: list[Tribe], noted: Watch) -> None:
    """Each seat's memory of the junkyard's make-up (module docstring)."""
    assert noted.junkyard is not None
    assert noted.public is not None
    assert noted.held is not None
    before, after = noted.junkyard, set(state.junkyard)
    if noted.junkyard_shuffled:
        for yard in yards:
            yard.placed.clear()
    if after == before and not any(yard.away for yard in yards):
        return  # nothing came or left: only dug cards leaving a look need following
    kinds = state.kinds
    looks = {card for player in state.players for card in player.looking}
    public = public_cards(state)
    left, came = before - after, after - before
    for seat, yard in enumerate(yards):
        known = yard.kinds
        for card in left:
            if sees(state, seat, card, public):
                _forget_one(known, kinds[card])
            else:
                yard.vanished += 1
                if card in looks:  # dug by another: out for a look, and may come back
                    yard.away.add(card)
        for card in came:
            if card in noted.public or card in noted.held[seat]:
                known[kinds[card]] = known.get(kinds[card], 0) + 1
                if card in noted.held[seat] and not noted.junkyard_shuffled:
                    yard.placed.add(card)  # put back under it (or on top) by this seat
            elif card in yard.away:  # one of the dug cards put back: not one that left
                yard.vanished -= 1
        yard.away &= looks
        yard.placed &= after
        if not after:
            known.clear()
            yard.vanished = 0


def _forget_one(known: dict[str, int], kind_id: str) -> None:
    if known.get(kind_id, 0) > 0:
        known[kind_id] -= 1
        if not known[kind_id]:
            del known[kind_id]


def seen_kinds(state: GameState, record: Learned) -> tuple[str, ...]:
    """A record's card kinds as its seat may tell them: a pile's top first, else by kind."""
    kinds = state.kinds
    if record.ordered:
        zone = zone_list(state, record.zone) or []
        position = {card: index for index, card in enumerate(zone)}
        return tuple(kinds[c] for c in sorted(record.cards, key=lambda c: -position.get(c, 0)))
    return tuple(sorted(kinds[c] for c in record.cards))


__all__ = [
    "DUG",
    "Watch",
    "building_zone",
    "forget_order",
    "hidden_zones",
    "is_ordered",
    "prize_taken",
    "put_under",
    "settle",
    "start",
    "start_yards",
    "watch",
    "zone_list",
]
