"""Moving cards between zones: drawing with the lazy reshuffle, taking cards by kind, and
the multiset arithmetic that legal-action enumeration needs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from itertools import product

from scavengers.engine.core import knowledge
from scavengers.engine.core.actions import Action
from scavengers.engine.core.errors import excerpt
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.state import GameState, numbered_buildings


def kinds_of(state: GameState, cards: Iterable[int]) -> tuple[str, ...]:
    """The sorted kind ids of some cards (what a viewer allowed to see them sees)."""
    kinds = state.kinds
    return tuple(sorted(kinds[c] for c in cards))


def take(
    state: GameState, zone: list[int], kind_ids: Iterable[str], skipping: AbstractSet[int] = frozenset()
) -> list[int]:
    """Remove one card of each listed kind from ``zone`` (the topmost copy not in ``skipping``)
    and return them. The caller has checked that the zone holds them.
    """
    kinds = state.kinds
    taken: list[int] = []
    for kind_id in kind_ids:
        for index in range(len(zone) - 1, -1, -1):
            if kinds[zone[index]] == kind_id and zone[index] not in skipping:
                taken.append(zone.pop(index))
                break
        else:
            raise LookupError(f"no {kind_id} left to take")
    return taken


def usable_hand(state: GameState, seat: int) -> list[int]:
    """The cards of ``seat``'s hand that may still act this round: all of them, less any that
    already performed an action this round and came back (a draw that reshuffled the discard
    pile, where used cards lie, RULINGS R-6): "once a card has been played for a given action
    it cannot be used for another action during that round" [000:254]. The hand itself (not a
    copy) when none did."""
    hand = state.players[seat].hand
    acted = state.acted
    if not acted or acted.isdisjoint(hand):
        return hand
    return [c for c in hand if c not in acted]


def spent_in_hand(state: GameState, seat: int) -> list[int]:
    """The cards of ``seat``'s hand that already acted this round (:func:`usable_hand`)."""
    hand = state.players[seat].hand
    acted = state.acted
    if not acted or acted.isdisjoint(hand):
        return []
    return [c for c in hand if c in acted]


def play_from_hand(
    state: GameState, seat: int, kind_ids: Iterable[str], *, acts: bool = True, barred: AbstractSet[int] = frozenset()
) -> list[int]:
    """Take cards of the listed kinds from ``seat``'s hand to perform an action: copies that
    may still act (:func:`usable_hand`), marked as having acted this round (unless ``acts`` is
    false: stored in a building, a card performs nothing), none of ``barred``. The caller has
    checked that the usable hand holds them."""
    taken = take(state, state.players[seat].hand, kind_ids, state.acted | barred if barred else state.acted)
    if acts:
        state.acted.update(taken)
    return taken


def back_to_hand(state: GameState, seat: int, cards: list[int]) -> None:
    """Cards taken for an action that did not happen (aborted or struck, RULINGS I-2) go back
    to the hand, free to act again."""
    state.players[seat].hand.extend(cards)
    state.acted.difference_update(cards)


def holds(state: GameState, zone: Sequence[int], kind_ids: Iterable[str]) -> bool:
    """Whether ``zone`` holds at least the multiset ``kind_ids``."""
    need = Counter(kind_ids)
    have = Counter(state.kinds[c] for c in zone)
    return all(have[k] >= n for k, n in need.items())


def short_of(state: GameState, zone: Sequence[int], kind_ids: Iterable[str], name: str = "the hand") -> str:
    """What ``zone`` lacks of the multiset ``kind_ids``, for a refusal: ``the hand holds 1
    brawler, not 2`` (said only to the zone's owner, who sees it). Of a hand, only the cards
    that may still act this round count (:func:`usable_hand`), and the refusal says so."""
    need = Counter(kind_ids)
    acted = state.acted
    have = Counter(state.kinds[c] for c in zone if c not in acted)
    spent = Counter(state.kinds[c] for c in zone if c in acted) if acted else Counter[str]()
    for kind_id, count in need.items():
        if have[kind_id] < count:
            if spent[kind_id]:
                acted_text = f"{spent[kind_id]} {kind_id} in {name} already acted this round"
                return f"{acted_text}: a card acts once a round, even drawn again after a reshuffle [000:254]"
            if not have[kind_id]:
                return f"{name} holds no {kind_id}"
            return f"{name} holds {have[kind_id]} {kind_id}, not {count}"  # ids, as typed
    return f"{name} holds them"


def has_kind(state: GameState, zone: Sequence[int], kind_id: str) -> bool:
    """Whether ``zone`` holds a card of ``kind_id`` (:func:`holds` for one card)."""
    kinds = state.kinds
    return any(kinds[c] == kind_id for c in zone)


def numbered_alone(whose: str, kind: str, named: str, plain: str) -> str:
    """The refusal of a number on the only building of its kind (``named``: ``bunker-1``, or a
    spy's ``stored-bunker-1``), with the plain form that names it (``plain``, the action
    written so): ``you have one bunker, named without a number ...``."""
    return f"{whose} one {kind}, named without a number ({named} names one of several): '{plain}'"


def unnamed_building(state: GameState, owner: int | None, action: Action) -> str | None:
    """Why ``action`` is refused where it names none of ``owner``'s several buildings of its
    kind (``bunker``, not ``bunker-2``), or numbers her only one (``bunker-1``), or ``None``:
    the one refusal of every NUMBERED verb."""
    kind = action.subject
    if kind is None or owner is None or not 0 <= owner < len(state.players):
        return None
    count = len(numbered_buildings(state, owner, kind))
    whose = f"seat {owner} has" if action.target is not None else "you have"
    if action.number is not None:
        # README: a number names one "of two of a kind"; the only one is named plain, and
        # saying she has no bunker number 1 would deny the bunker she has.
        if count != 1:
            return None
        return numbered_alone(whose, kind, f"{kind}-{action.number}", excerpt(str(action._replace(number=None))))
    if count < 2:
        return None
    return f"{whose} more than one {kind}: name the one, e.g. '{excerpt(str(action._replace(number=1)))}'"


def unused_in_force(state: GameState, seat: int, kind_id: str | None = None) -> list[int]:
    """The cards of a seat's skirmish force that have not used a special ability (of one
    kind, if given)."""
    kinds, acted = state.kinds, state.acted
    return [c for c in state.players[seat].committed if c not in acted and (kind_id is None or kinds[c] == kind_id)]


def draw(state: GameState, seat: int, count: int) -> list[int]:
    """Draw ``count`` cards from the top of a player's deck into her hand."""
    return draw_into(state, seat, count, state.players[seat].hand)


def draw_into(state: GameState, seat: int, count: int, target: list[int]) -> list[int]:
    """Draw ``count`` cards from the top of a player's deck onto ``target``, shuffling her
    discard pile into a new deck when the deck runs out (RULINGS R-6, lazily). When both are
    empty the rest of the draw is lost (RULINGS R-5). Returns the cards drawn.
    """
    player = state.players[seat]
    deck = player.deck
    if len(deck) >= count:  # the usual case, in C: the top ``count`` cards, top first
        drawn = deck[-1 : -count - 1 : -1]
        del deck[len(deck) - count :]
        target.extend(drawn)
        return drawn
    drawn = []
    for _ in range(count):
        if not player.deck:
            if not player.discard:
                break
            reshuffle(state, seat)
            if not player.deck:
                break  # the solo game's attrition took the only card (RULINGS V-4)
        card = player.deck.pop()
        drawn.append(card)
        target.append(card)  # there already when a reshuffle follows: what was seen on the deck is followed into it
    return drawn


def reshuffle(state: GameState, seat: int) -> None:
    """Shuffle a player's discard pile to form her new deck."""
    player = state.players[seat]
    player.deck = player.discard
    player.discard = []
    player.private.clear()
    state.rng.shuffle(player.deck)
    knowledge.forget_order(state, player.deck)
    if state.recording:
        state.emit(Event(EventType.RESHUFFLED, state.round, seat, count=len(player.deck)))
    if state.opponents and player.deck:
        # RULINGS V-4: in the solo game the new deck's top card leaves the game, face up.
        lost = player.deck.pop()
        player.removed.append(lost)
        state.emit(Event(EventType.ATTRITION, state.round, seat, (state.kinds[lost],), 1))


def announce(
    state: GameState, kind: EventType, seat: int, cards: tuple[str, ...], text: str = "", *, target: int | None = None
) -> None:
    """Tell everyone how many cards ``seat`` handled (and where: ``target``, e.g. which of her
    bunkers), and ``seat`` alone which ones."""
    if not state.recording:
        return
    state.emit(Event(kind, state.round, seat, count=len(cards), target=target, text=text))
    if cards:
        private = frozenset({seat})
        state.emit(Event(kind, state.round, seat, cards, len(cards), target=target, text=text, audience=private))


def discard_publicly(state: GameState, seat: int, cards: list[int]) -> None:
    """Put cards face up on a player's discard pile."""
    state.players[seat].discard.extend(cards)


def discard_privately(state: GameState, seat: int, cards: list[int]) -> None:
    """Tuck cards gained face down into a player's discard pile (RULINGS R-16)."""
    player = state.players[seat]
    player.discard.extend(cards)
    player.private.update(cards)


def add_to_junkyard(state: GameState, cards: list[int]) -> None:
    """Add net-new cards to the junkyard and shuffle it (RULINGS ED-6, ED-14)."""
    state.junkyard.extend(cards)
    state.rng.shuffle(state.junkyard)
    knowledge.forget_order(state, state.junkyard)


SUBSETS_CACHE_SIZE = 1 << 10
"""Entries of the sub-multiset cache: the small hands games keep meeting."""
SUBSETS_CACHED_UP_TO = 8
"""Only card lists up to this long are cached (a larger hand's sub-multisets are many)."""


def submultisets(kind_ids: Iterable[str]) -> tuple[tuple[str, ...], ...]:
    """Every sub-multiset of ``kind_ids`` (the empty one first), each sorted, in a fixed order."""
    kinds = tuple(sorted(kind_ids))
    # Hands repeat: a small one's answer is worked out once.
    return _cached_submultisets(kinds) if len(kinds) <= SUBSETS_CACHED_UP_TO else _submultisets(kinds)


def _submultisets(kind_ids: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    counts = sorted(Counter(kind_ids).items())
    found = []
    for choice in product(*(range(n + 1) for _, n in counts)):
        picked: list[str] = []
        for (kind_id, _), n in zip(counts, choice, strict=True):
            picked.extend([kind_id] * n)
        found.append(tuple(picked))
    return tuple(found)


_cached_submultisets = lru_cache(maxsize=SUBSETS_CACHE_SIZE)(_submultisets)
