"""The observation: one fixed-length vector built from a seat's :class:`~scavengers.View` only.

Every field is a count, a flag, a one-hot or a small number, never negative, laid out at a
fixed offset for every configuration (:data:`LAYOUT`; docs/rl.md lists them). Seats are
counted from the observer: slot 0 is herself, slot 1 the next seat in turn order, and so on
(in the solo game, slot 1 is the opponent). Card kinds are counted in the catalogue's order
(:data:`KINDS`). Nothing here reads the game: the View is all a seat may see, so two games
that differ only in what it cannot see give it the same observation.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from struct import pack
from typing import Final, NamedTuple, cast

import numpy as np
import numpy.typing as npt

from scavengers.cards import CATALOGUE, CardType
from scavengers.engine import SeatView, Verb, View
from scavengers.rl.words import SEAT_SLOTS, WORD_INDEX, WORDS, seat_modulus

KINDS: Final[tuple[str, ...]] = tuple(CATALOGUE)
"""Card kinds in the order every per-kind field counts them."""
KIND_INDEX: Final[dict[str, int]] = {kind: index for index, kind in enumerate(KINDS)}
LEADERS: tuple[str, ...] = tuple(k for k, card in CATALOGUE.items() if card.type is CardType.LEADER)
BUILDINGS: tuple[str, ...] = tuple(k for k, card in CATALOGUE.items() if card.build_time is not None)
VERBS: tuple[str, ...] = tuple(v.value for v in Verb)
PHASES = ("setup", "gathering", "skirmish", "over")
DECISION_KINDS = (
    "leader",
    "turn",
    "respond",
    "resume",
    "keep",
    "commit",
    "skirmish",
    "save",
    "place",
    "choose",
    "engage",
    "prize",
    "loss",
    "top",
    "shuffle",
    "discard",
    "bribe",
    "other",
)
"""The kinds of decision a View names (``other`` for one this table does not know)."""
BOOST_SKILLS = ("dig", "draw", "hunt", "fight")
SOLO_FORCES = 7
PILES = ("contested", "junkyard", "schematics", "leaders")
"""The shared face-down piles, in the order of ``piles`` and the ``known_*`` fields."""
SEAT_COUNTS = (
    "hand_count",
    "deck_count",
    "discard_hidden_count",
    "looking_count",
    "committed_count",
    "food",
    "removed",
    "boost",
    "fight_bonus",
)
"""The counts of a seat's public side, in this order."""
SEAT_FLAGS = ("wounded", "leader_used", "force_revealed")
FORCE_FIGURES = ("known", "has_fight", "fight", "people")
"""A force's strength as the observer may know it (``scavengers.force_total``): a revealed
force, or her own committed cards."""
SCORE_FIELDS = ("people", "contested", "cards", "points")
TOTAL_VERBS = ("dig", "draw", "hunt", "build")
"""The verbs whose listed actions carry a total (``View.totals``), in the order of ``best_totals``."""
BUILDING_FIGURES = ("count", "timer", "stored", "disabled")
OBSERVATION_HIGH: Final = 1000.0
"""No field is larger (counts of cards, rounds, food)."""


class Field(NamedTuple):
    """One named slice of the observation and what it holds."""

    name: str
    offset: int
    size: int
    meaning: str


def _layout() -> tuple[tuple[Field, tuple[str, ...]], ...]:
    """Every field in order, each with what its entries stand for (:func:`describe` names them
    so): a field of one entry, or of numbered ones, is given its size."""
    fields: list[tuple[Field, tuple[str, ...]]] = []

    def add(name: str, entries: int | tuple[str, ...], meaning: str) -> None:
        last = fields[-1][0] if fields else None
        offset = last.offset + last.size if last is not None else 0
        labels = tuple(str(index) for index in range(entries)) if isinstance(entries, int) else entries
        fields.append((Field(name, offset, len(labels), meaning), labels))

    seats = tuple(f"seat+{slot}" for slot in range(SEAT_SLOTS))
    forces = tuple(str(force) for force in range(1, SOLO_FORCES + 1))
    add("players", tuple(str(count) for count in range(1, SEAT_SLOTS + 1)), "one-hot: the number of players (1-5)")
    add("round", 1, "the round number (the solo game's turn)")
    add("phase", PHASES, f"one-hot: {', '.join(PHASES)}")
    add("rules_2012", 1, "1 when the game follows the 2012 edition's rules")
    add("initiator", seats, "one-hot: the initiator, as a seat slot")
    add("piles", PILES, "cards in the contested, junkyard, schematics and leader piles")
    add("market", KINDS, "per kind: cards left in its mercenary stack")
    add("market_open", KINDS, "per kind: 1 where it has a mercenary stack in this game")
    add("gangs", KINDS, "per kind: the gangs waiting beside the stacks (HQ)")
    add("solo_forces", forces, "the solo game: face-down cards in opponent forces 1-7")
    add("solo_engaged", ("none", *forces), "one-hot: the engaged opponent force (index 0: none)")
    add("over", 1, "1 once the game is over")
    add("decision_kind", DECISION_KINDS, f"one-hot: {', '.join(DECISION_KINDS)}")
    add("decision_seat", seats, "one-hot: the seat slot that decides")
    add(
        "decision_actor",
        seats,
        "one-hot: the seat slot a response or save is about, or herself at a resume (none: zeros)",
    )
    add("decision_word", WORDS, "one-hot by word id: the verb or card kind the decision names")
    add("chosen_words", WORDS, "per word id: the words of the action chosen so far")
    add("chosen_word_count", 1, "how many words of the action are chosen so far")
    for name, meaning in (
        ("hand", "her hand"),
        ("looking", "the cards she is looking at (dug, drawn from a pile)"),
        ("committed", "her committed skirmish force"),
        ("discard_hidden", "cards she gained face down into her discard pile"),
        ("chosen", "the cards picked so far in a choice made one card at a time"),
        ("dealt", "the leaders dealt to her, or the one she kept until all are revealed"),
        ("stored", "the cards she stored under her buildings"),
        ("timers", "the timer cards on her buildings (2012 rules only)"),
        ("peeked", "the top contested resource she peeked at"),
    ):
        add(name, KINDS, f"per kind: {meaning}")
    for pile in PILES:
        add(
            f"known_{pile}",
            KINDS,
            f"per kind: cards she has seen on the {pile} pile and may still rely on"
            " (not those her own dig put under it)",
        )
    add("known_solo_forces", KINDS, "per kind: cards she has seen in the solo opponent forces")
    for slot in range(SEAT_SLOTS):
        seen = f"per kind: cards she has seen in seat slot {slot}'s hand, deck, force, buildings"
        add(f"known_seat+{slot}", KINDS, seen)
    for slot in range(SEAT_SLOTS):
        who = f"seat+{slot}/"
        add(who + "present", 1, f"1 when seat slot {slot} is in the game (slot 1 of the solo game: the opponent)")
        add(who + "counts", SEAT_COUNTS, ", ".join(SEAT_COUNTS))
        add(who + "flags", SEAT_FLAGS, ", ".join(SEAT_FLAGS))
        add(who + "force_figures", FORCE_FIGURES, ", ".join(FORCE_FIGURES) + " (scavengers.force_total)")
        add(who + "boost_skills", BOOST_SKILLS, "the skills a waiting Mentor's or Peacemaker's bonus is for")
        add(who + "used", VERBS, "per verb: 1 where it was used this round")
        add(who + "discard", KINDS, "per kind: the face-up cards of her discard pile")
        add(who + "table", KINDS, "per kind: the face-up cards of an action she declared")
        add(who + "force", KINDS, "per kind: her revealed skirmish force")
        add(who + "acted", KINDS, "per kind: force cards that used a special ability instead of fighting")
        add(who + "gassed", KINDS, "per kind: force cards whose fight tear gas set to 0")
        add(who + "leader", LEADERS, "one-hot: her face-up leader (" + ", ".join(LEADERS) + ")")
        add(
            who + "buildings",
            tuple(f"{kind}.{figure}" for kind in BUILDINGS for figure in BUILDING_FIGURES),
            "per building kind: " + ", ".join(BUILDING_FIGURES),
        )
        add(who + "score", SCORE_FIELDS, "at the game's end: " + ", ".join(SCORE_FIELDS))
    # The View's own figures, added after the seat blocks so that earlier offsets stay put.
    add("skirmish_this_round", 1, "1 when this round ends in a skirmish")
    add("lone_pass", 1, "1 when everyone can tell that the seat deciding can only pass")
    add(
        "hand_strength",
        FORCE_FIGURES,
        "at her commit decision, her whole hand as the skirmish would judge it: " + ", ".join(FORCE_FIGURES),
    )
    add("best_totals", TOTAL_VERBS, "the best total of her listed " + ", ".join(TOTAL_VERBS) + " actions")
    return tuple(fields)


_LABELLED: Final = _layout()
LAYOUT: Final[tuple[Field, ...]] = tuple(field for field, _ in _LABELLED)
"""Every field of the observation, in order."""
FIELDS: Final[dict[str, Field]] = {f.name: f for f in LAYOUT}
SIZE: Final = LAYOUT[-1].offset + LAYOUT[-1].size
"""The observation's length."""

# Module constants are Final: compiled, a Final name is a C static, where any other module
# global is a dictionary lookup at every use (the observation reads dozens of them).
_O: Final[dict[str, int]] = {f.name: f.offset for f in LAYOUT}
_SEAT: Final[list[dict[str, int]]] = [
    {f.name.split("/", 1)[1]: f.offset for f in LAYOUT if f.name.startswith(f"seat+{s}/")} for s in range(SEAT_SLOTS)
]
_KNOWN_SEAT: Final = [_O[f"known_seat+{s}"] for s in range(SEAT_SLOTS)]
_VERB_INDEX: Final = {verb: index for index, verb in enumerate(VERBS)}
_LEADER_INDEX: Final = {kind: index for index, kind in enumerate(LEADERS)}
_BUILDING_INDEX: Final = {kind: index for index, kind in enumerate(BUILDINGS)}
_DECISION_INDEX: Final = {kind: index for index, kind in enumerate(DECISION_KINDS)}
_PHASE_INDEX: Final = {phase: index for index, phase in enumerate(PHASES)}
_SKILL_INDEX: Final = {skill: index for index, skill in enumerate(BOOST_SKILLS)}
_KNOWN_PILE: Final = {pile: _O[f"known_{pile}"] for pile in PILES}
_OTHER_DECISION: Final = len(DECISION_KINDS) - 1
_UNCOUNTED: Final = frozenset({"peek", "dig"})
"""Knowledge the ``known_*`` fields leave out: the peek has its own field (``peeked``); what her
own dig put under a pile the shipped learned bot was trained without (docs/rl.md)."""
_TOTAL_INDEX: Final = {verb: index for index, verb in enumerate(TOTAL_VERBS)}
_PLAYERS: Final = _O["players"]
_ROUND: Final = _O["round"]
_PHASE: Final = _O["phase"]
_RULES_2012: Final = _O["rules_2012"]
_INITIATOR: Final = _O["initiator"]
_PILES: Final = _O["piles"]
_SOLO_FORCES: Final = _O["solo_forces"]
_SOLO_ENGAGED: Final = _O["solo_engaged"]
_OVER: Final = _O["over"]
_DECISION_KIND: Final = _O["decision_kind"]
_DECISION_SEAT: Final = _O["decision_seat"]
_DECISION_ACTOR: Final = _O["decision_actor"]
_DECISION_WORD: Final = _O["decision_word"]
_HAND: Final = _O["hand"]
_LOOKING: Final = _O["looking"]
_COMMITTED: Final = _O["committed"]
_DISCARD_HIDDEN: Final = _O["discard_hidden"]
_CHOSEN: Final = _O["chosen"]
_DEALT: Final = _O["dealt"]
_STORED: Final = _O["stored"]
_TIMERS: Final = _O["timers"]
_PEEKED: Final = _O["peeked"]
_KNOWN_SOLO: Final = _O["known_solo_forces"]
_CHOSEN_WORDS: Final = _O["chosen_words"]
_CHOSEN_WORD_COUNT: Final = _O["chosen_word_count"]
_SKIRMISH: Final = _O["skirmish_this_round"]
_LONE_PASS: Final = _O["lone_pass"]
_HAND_STRENGTH: Final = _O["hand_strength"]
_BEST_TOTALS: Final = _O["best_totals"]
PART_CACHE_SIZE: Final = 1 << 14
"""Parts of observations remembered (a seat's public side, the market, a zone's cards): they
often stay the same from one decision to the next, and hands repeat from game to game."""
Part = tuple[bytes, bytes, bytes]
"""A remembered part, packed as NumPy will read it: the positions it counts (int64; each adds
1), the positions it sets (int64) and their values (float32). An observation joins its parts'
bytes instead of converting their numbers one by one again."""
_MARKET_PARTS: Final[dict[tuple[object, ...], Part]] = {}
_SEAT_PARTS: Final[list[dict[tuple[object, ...], Part]]] = [{} for _ in range(SEAT_SLOTS)]
"""Each seat slot's remembered public sides, by the fields of a SeatView that they show (a
plain tuple of strings, numbers and tuples of them: the garbage collector stops following such
a key after its first look, where a SeatView, a tuple subclass, it would walk at every full
collection, each a likely cache miss)."""
_SHOWN_FIRST: Final = 1
_SHOWN_END: Final = 21
SHOWN_SEAT_FIELDS: Final = SeatView._fields[_SHOWN_FIRST:_SHOWN_END]
"""The fields of a SeatView that its part shows, the key it is remembered by: ``hand_count`` to
``gassed`` (not its seat, which the slot replaces, nor ``provoking``, ``strength`` and
``size``; the force's figure is added apart, see :func:`_seat`)."""
_USED: Final = SHOWN_SEAT_FIELDS.index("used")
_BUILDINGS: Final = SHOWN_SEAT_FIELDS.index("buildings")
_ZONES: Final[dict[tuple[int, tuple[str, ...]], bytes]] = {}
_ONE: Final = array("f", (1.0,)).tobytes()
_ONES: Final = _ONE * 4096
_POSITIONS: Final = [pack("q", position) for position in range(SIZE)]
"""Each position packed, so that packing a list of them is a join (an array.array costs a
few microseconds to make, however short)."""


def _zone(offset: int, kinds: tuple[str, ...]) -> bytes:
    """The positions counting ``kinds`` per kind from ``offset`` (remembered), packed."""
    key = (offset, kinds)
    packed = _ZONES.get(key)
    if packed is None:
        if len(_ZONES) >= PART_CACHE_SIZE:
            _ZONES.clear()
        positions = _POSITIONS
        packed = _ZONES[key] = b"".join([positions[offset + KIND_INDEX[k]] for k in kinds])
    return packed


def _packed(counted: list[bytes], hits: list[int], at: list[int], values: list[int]) -> Part:
    """Zones' packed positions and loose ones (each counted once), and positions set to values.
    Each list is packed by one ``struct.pack``: in pure Python a third faster than joining
    each number's packed bytes (1.2 µs a call instead of 1.8, over the calls of ten seeded
    4-player games)."""
    if hits:
        counted.append(pack(f"{len(hits)}q", *hits))
    return b"".join(counted), pack(f"{len(at)}q", *at), pack(f"{len(values)}f", *values)


def observe(view: View, words: Sequence[int] = ()) -> npt.NDArray[np.float32]:
    """The observation of ``view`` (a seat's, not a spectator's), with ``words`` the word ids
    of the action chosen so far."""
    seat = view.seat
    if seat is None:
        raise ValueError("an observation is a seat's: view(None) is a spectator's")
    # A word outside WORDS would be counted in another field, unseen. Read as objects and kept
    # as Python ints, so that both builds take a NumPy integer and refuse anything else here.
    spoken: list[int] = []
    for word in cast("Sequence[object]", words):
        if isinstance(word, bool) or not isinstance(word, int | np.integer) or not 0 <= word < len(WORDS):
            raise ValueError(f"words are word ids 0-{len(WORDS) - 1}, got {word!r:.40}")
        spoken.append(int(word))
    modulus = seat_modulus(view.players)
    hits = [
        _PLAYERS + view.players - 1,
        _PHASE + _PHASE_INDEX[view.phase],
        _INITIATOR + (view.initiator - seat) % modulus,
        _SOLO_ENGAGED + (view.engaged or 0),
    ]
    at = [_ROUND, _PILES, _PILES + 1, _PILES + 2, _PILES + 3]
    values: list[int] = [
        view.round,
        view.contested_count,
        view.junkyard_count,
        view.schematics_count,
        view.leader_pile_count,
    ]
    if view.rules == "2012":
        hits.append(_RULES_2012)
    if view.forces:
        at.extend(range(_SOLO_FORCES, _SOLO_FORCES + len(view.forces)))
        values.extend(view.forces)
    decision = view.decision
    if decision is None:
        hits.append(_OVER)
    else:
        hits.append(_DECISION_KIND + _DECISION_INDEX.get(decision.kind, _OTHER_DECISION))
        hits.append(_DECISION_SEAT + (decision.seat - seat) % modulus)
        if decision.actor is not None:
            hits.append(_DECISION_ACTOR + (decision.actor - seat) % modulus)
        named = WORD_INDEX.get(decision.verb) if decision.verb is not None else None
        if named is not None:
            hits.append(_DECISION_WORD + named)
    counted: list[bytes] = []
    for offset, kinds in (
        (_HAND, view.hand),
        (_LOOKING, view.looking),
        (_COMMITTED, view.committed),
        (_DISCARD_HIDDEN, view.discard_hidden),
        (_CHOSEN, view.chosen),
        (_DEALT, view.dealt),
    ):
        if kinds:
            counted.append(_zone(offset, kinds))
    for stored in view.stored:
        if stored:
            counted.append(_zone(_STORED, stored))
    for timer in view.timers:
        if timer:
            counted.append(_zone(_TIMERS, timer))
    if view.peeked is not None:
        hits.append(_PEEKED + KIND_INDEX[view.peeked])
    for known in view.knowledge:
        if known.source in _UNCOUNTED:
            continue
        owner, colon, zone = known.zone.partition(":")
        # A seat's zone, a shared pile, or a solo opponent force (force-N).
        offset = _KNOWN_SEAT[(int(owner) - seat) % modulus] if colon else _KNOWN_PILE.get(zone, _KNOWN_SOLO)
        counted.append(_zone(offset, known.cards))
    parts = [_market(view.market, view.gangs)]
    extra = (hits, at, values)
    for seat_view in view.seats:
        parts.append(_seat(view, seat_view, (seat_view.seat - seat) % modulus, extra))
    if view.opponent is not None:
        parts.append(_seat(view, view.opponent, 1, extra))
    if view.skirmish_this_round:
        hits.append(_SKIRMISH)
    if view.lone_pass:
        hits.append(_LONE_PASS)
    hand = view.hand_strength
    if hand is not None:
        hits.append(_HAND_STRENGTH)
        if hand.has_fight:
            hits.append(_HAND_STRENGTH + 1)
        at.extend((_HAND_STRENGTH + 2, _HAND_STRENGTH + 3))
        values.extend((max(hand.fight, 0), hand.people))
    if view.totals:
        best: dict[int, int] = {}
        for action, total in view.totals:
            index = _TOTAL_INDEX.get(action.verb)
            if index is not None and total > best.get(index, 0):
                best[index] = total
        at.extend([_BEST_TOTALS + index for index in best])
        values.extend(best.values())
    result = view.result
    if result is not None:
        for index, score in enumerate(result.scores):
            offset = _SEAT[(index - seat) % modulus]["score"]
            at.extend(range(offset, offset + 4))
            values.extend((score.people, score.contested, score.cards, score.points))
    parts.append(_packed(counted, hits, at, values))
    # One unbuffered add puts every part in: a position set is set once and counted by nothing
    # else, and every sum is a small whole number, exact in float32.
    counted_parts, set_parts, value_parts = zip(*parts, strict=True)
    counts = b"".join(counted_parts)
    positions = np.frombuffer(counts + b"".join(set_parts), np.int64)
    ones = len(counts) >> 3
    packed_ones = _ONES[: 4 * ones] if ones <= 4096 else _ONE * ones
    weights = np.frombuffer(packed_ones + b"".join(value_parts), np.float32)
    observation = np.zeros(SIZE, np.float32)
    np.add.at(observation, positions, weights)
    return with_words(observation, spoken) if spoken else observation


def _market(stacks: tuple[tuple[str, int], ...], gangs: tuple[str, ...]) -> Part:
    """The mercenary stacks and the gangs (remembered)."""
    key = (stacks, gangs)
    part = _MARKET_PARTS.get(key)
    if part is None:
        if len(_MARKET_PARTS) >= PART_CACHE_SIZE:
            _MARKET_PARTS.clear()
        market, market_open, gang_offset = _O["market"], _O["market_open"], _O["gangs"]
        hits = [market_open + KIND_INDEX[kind] for kind, _ in stacks]
        hits.extend(gang_offset + KIND_INDEX[kind] for kind in gangs)
        at = [market + KIND_INDEX[kind] for kind, _ in stacks]
        part = _MARKET_PARTS[key] = _packed([], hits, at, [left for _, left in stacks])
    return part


def with_words(base: npt.NDArray[np.float32], words: Sequence[int]) -> npt.NDArray[np.float32]:
    """A copy of ``base`` (an observation without words) with ``words`` chosen so far."""
    observation = base.copy()
    counts: dict[int, int] = {}
    for word in words:
        counts[word] = counts.get(word, 0) + 1
    for word, count in counts.items():
        observation[_CHOSEN_WORDS + word] = count
    observation[_CHOSEN_WORD_COUNT] = len(words)
    return observation


def _seat(view: View, seat_view: SeatView, slot: int, extra: tuple[list[int], list[int], list[int]]) -> Part:
    """One seat's public side in seat slot ``slot`` (remembered), and the observer's figure of
    its force, added to ``extra`` (positions counted, positions set, their values)."""
    parts = _SEAT_PARTS[slot]
    shown = seat_view[_SHOWN_FIRST:_SHOWN_END]  # SHOWN_SEAT_FIELDS
    part = parts.get(shown)
    if part is None:
        if len(parts) >= PART_CACHE_SIZE:
            parts.clear()
        part = parts[_plain(shown)] = _seat_part(seat_view, _SEAT[slot])  # found by `shown` too
    # The engine's figure, read from the view as scavengers.force_total reads it (her revealed
    # force's strength, else the viewer's own committed force's), not remembered with the part:
    # it may rest on more of the view than this seat.
    strength = seat_view.strength
    if strength is None:
        if seat_view.seat != view.seat or not view.committed:
            return part
        strength = view.committed_strength
        if strength is None:
            return part
    figures = _SEAT[slot]["force_figures"]
    hits, at, values = extra
    hits.append(figures)
    if strength.has_fight:
        hits.append(figures + 1)
    at.extend((figures + 2, figures + 3))
    values.extend((strength.fight, strength.people))
    return part


def _plain(shown: tuple[object, ...]) -> tuple[object, ...]:
    """A seat's shown fields (``SHOWN_SEAT_FIELDS``) as a key to remember its part by: equal,
    with the verbs it used as plain strings and its buildings as plain tuples (a verb equals
    its word, a BuildingView its fields, and they hash alike). A Verb (an enum member) or a
    BuildingView (a tuple subclass) inside would keep the key tracked, and walked at every
    full collection: some 30,000 keys once the parts are remembered."""
    used = shown[_USED]
    buildings = shown[_BUILDINGS]
    if not (used or buildings):
        return shown
    return (
        *shown[:_USED],
        tuple([str(verb) for verb in used]),  # type: ignore[attr-defined]  # the verbs it used
        *shown[_USED + 1 : _BUILDINGS],
        tuple([tuple(building) for building in buildings]),  # type: ignore[attr-defined]  # its buildings
        *shown[_BUILDINGS + 1 :],
    )


def _seat_part(seat_view: SeatView, offsets: dict[str, int]) -> Part:
    """A seat's public side, as :func:`_seat` gives it, without the force figure."""
    hits = [offsets["present"]]
    counts = offsets["counts"]
    at = list(range(counts, counts + len(SEAT_COUNTS)))
    values: list[int] = [
        seat_view.hand_count,
        seat_view.deck_count,
        seat_view.discard_hidden_count,
        seat_view.looking_count,
        seat_view.committed_count,
        seat_view.food,
        seat_view.removed,
        seat_view.boost,
        seat_view.fight_bonus,
    ]
    flags = offsets["flags"]
    if seat_view.wounded:
        hits.append(flags)
    if seat_view.leader_used:
        hits.append(flags + 1)
    if seat_view.force is not None:
        hits.append(flags + 2)
    boost = offsets["boost_skills"]
    hits.extend([boost + _SKILL_INDEX[s] for s in seat_view.boost_skills if s in _SKILL_INDEX])
    used = offsets["used"]
    hits.extend([used + _VERB_INDEX[v] for v in seat_view.used if v in _VERB_INDEX])
    counted = [
        _zone(offsets[name], kinds)
        for name, kinds in (
            ("discard", seat_view.discard),
            ("table", seat_view.table),
            ("force", seat_view.force or ()),
            ("acted", seat_view.acted),
            ("gassed", seat_view.gassed),
        )
        if kinds
    ]
    if seat_view.leader is not None:
        hits.append(offsets["leader"] + _LEADER_INDEX[seat_view.leader])
    buildings = offsets["buildings"]
    for building in seat_view.buildings:
        base = buildings + _BUILDING_INDEX[building.kind] * len(BUILDING_FIGURES)
        hits.append(base)
        hits.extend([base + 1] * building.timer)
        hits.extend([base + 2] * building.stored)
        if building.disabled:
            hits.append(base + 3)
    return _packed(counted, hits, at, values)


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def describe(observation: npt.NDArray[np.float32]) -> str:
    """An observation in words, one field a line, its entries by name (``hand: refugee=2
    scavenger``; an entry of 1 is named alone): only the fields with something in them, in
    the layout's order. A function of the observation alone, so that two observations read
    alike exactly when they are equal (the OpenSpiel game's observation string)."""
    values = np.asarray(observation, dtype=np.float32)
    if values.shape != (SIZE,):
        raise ValueError(f"an observation has shape ({SIZE},), got {values.shape}")
    lines = []
    for field, labels in _LABELLED:
        part = values[field.offset : field.offset + field.size]
        found = part.nonzero()[0]
        if not len(found):
            continue
        if field.size == 1:
            lines.append(f"{field.name}: {_number(float(part[0]))}")
            continue
        entries = [labels[i] if part[i] == 1 else f"{labels[i]}={_number(float(part[i]))}" for i in found.tolist()]
        lines.append(f"{field.name}: {' '.join(entries)}")
    return "\n".join(lines)
