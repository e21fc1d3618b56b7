"""Action notation, one declaration per verb (DESIGN.md "Action notation"): how each verb's
actions are read from text and written back, with their shape and an example for messages.

Verbs share a few shapes (a bare word, a list of cards, groups of cards for a skill, a strike
on ``SEAT:KIND``, a building and its cards); each verb is declared once, at the end, with the
shape's reader and writer. Every message quotes only an excerpt of the text it was given.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE, CardKind, Skill
from scavengers.engine.core.actions import (
    ANSWERS_FROM_FORCE,
    BINOCULARS,
    BOTTOM,
    CHOOSABLE,
    DEFAULT_ACTOR,
    FROM_FORCE,
    LEADER_PILE,
    NOTATION,
    NUMBERED,
    PILES,
    PLACES,
    POSITION_DIGITS_MAX,
    POSITIONS,
    SKILL_OF_VERB,
    SPY_ZONES,
    TOOLKIT,
    Action,
    Read,
    Verb,
    Write,
    declare,
    is_pile_pair,
    is_spy_zone,
    make,
    split_groups,
    split_workers,
    spy_subject,
    tower_cards,
)
from scavengers.engine.core.errors import IllegalAction, InvalidAction, quote
from scavengers.engine.core.hooks import Hook, hooked


def _read_positions(listed: str, text: str) -> tuple[int, ...]:
    """Positions written as ``2,3,5,6``: different whole numbers from 1, in any order."""
    found: list[int] = []
    for word in listed.split(","):
        if not (word.isascii() and word.isdigit()) or len(word) > POSITION_DIGITS_MAX or int(word) < 1:
            raise InvalidAction(
                f"position {quote(word, 20)} in {quote(text)} is not a number from 1 (e.g. 'spy 2:deck@2,3,5,6')"
            )
        found.append(int(word))
    if len(set(found)) != len(found):
        raise InvalidAction(f"{quote(text)} names a position twice")
    return tuple(sorted(found))


def _expected(verb: Verb, text: str) -> InvalidAction:
    notation = NOTATION[verb]
    return InvalidAction(f"expected '{notation.shape}', e.g. '{notation.example}', got {quote(text)}")


def _known(kind_id: str, text: str) -> str:
    if not kind_id:
        # "dig brawler + shovel", "hunt scavenger+", "snipe 2:": a '+' or ':' with no card beside it.
        raise InvalidAction(
            f"a card kind is missing in {quote(text)}: each '+' and ':' needs one beside it, "
            "with no space (e.g. 'dig brawler+shovel', 'snipe 2:brawler')"
        )
    if kind_id not in CATALOGUE:
        raise InvalidAction(f"unknown card kind {quote(kind_id, 30)} in {quote(text)}")
    return kind_id


SEAT_DIGITS_MAX = 3
"""A seat in notation is at most this many ASCII digits (there are at most five seats)."""


def _seat(seat_text: str, text: str) -> int:
    """A seat number written in plain ASCII digits; superscripts, circled or Arabic-Indic
    digits and absurdly long numbers are malformed, not a crash in ``int``."""
    if not (seat_text.isascii() and seat_text.isdigit()) or len(seat_text) > SEAT_DIGITS_MAX:
        raise InvalidAction(f"seat {quote(seat_text, 20)} in {quote(text)} is not a number (seats are digits 0-9)")
    return int(seat_text)


def _may_hold(kind_id: str, skill: Skill) -> bool:
    """Whether a person may hold ``skill`` actions: its printed base, or one a leader grants
    (the Excavator's refugees dig); whether it does in this game is the game's question."""
    if CATALOGUE[kind_id].can(skill):
        return True
    return any(value(kind_id, skill, None) is not None for value in hooked(Hook.CARD_VALUE).values())


def _check_group(skill: Skill, group: list[str], text: str) -> None:
    kinds: list[CardKind] = [CATALOGUE[k] for k in group]
    if len(kinds) == 1 and kinds[0].is_instant and kinds[0].can(skill):
        return  # RULINGS X-8: an instant adds its value with no holder
    holders = [c for c in kinds if c.is_person and _may_hold(c.id, skill)]
    printed = [c for c in holders if c.can(skill)]
    tools = [c for c in kinds if c.is_tool]
    where = f"{quote('+'.join(group), 40)} in {quote(text)}"
    # One holder: a person with the printed base ability, or one a leader may make a holder
    # (then whether the cards act together is the game's check, on the whole action).
    if not holders:
        raise IllegalAction(
            f"{where}: no one to use it: a group is one person with the base {skill} ability "
            "and the cards she uses (RULINGS R-14)"
        )
    if len(printed) > 1:
        # Each person in a group of her own, written apart: "scavenger+shovel scavenger".
        others = [c.id for c in printed[1:]]
        rest = list(group)
        for kind_id in (printed[0].id, *others):
            rest.remove(kind_id)
        apart = " ".join(["+".join([printed[0].id, *rest]), *others])
        raise IllegalAction(
            f"{where}: a group is one person with the base {skill} ability and the cards she "
            f"uses; write each person apart, as in {quote(apart, 60)} (RULINGS R-14)"
        )
    if len(tools) > 1:
        raise IllegalAction(f"{where}: a person may use only one tool [000:189]")


# Bare verbs: ``pass``, ``end``; ``done`` may add ``bottom`` (a scrappers dig, RULINGS X-15).


def _read_bare(verb: Verb, rest: list[str], text: str) -> Action:
    if rest:
        raise InvalidAction(f"{verb} takes no arguments, got {quote(text)}")
    return Action(verb)


def _write_bare(action: Action) -> str:
    return action.verb.value


def _read_done(verb: Verb, rest: list[str], text: str) -> Action:
    if len(rest) == 1 and rest[0].lower() == BOTTOM:
        return Action(verb, (), BOTTOM)  # a dig chosen card by card, from the pile's bottom
    return _read_bare(verb, rest, text)


def _write_done(action: Action) -> str:
    return f"done {BOTTOM}" if action.subject == BOTTOM else "done"


# Card lists: ``trash junk junk``, ``keep none``; some take exactly one card (``save medic``).


def _card_words(verb: Verb, rest: list[str], text: str) -> tuple[str, ...]:
    """The card kinds named, in the order given (``none``: no card)."""
    if rest == ["none"]:
        return ()
    if not rest:
        raise InvalidAction(f"{verb} needs card kinds or 'none', e.g. '{NOTATION[verb].example}'")
    return tuple(_known(k, text) for k in rest)


def _read_cards(verb: Verb, rest: list[str], text: str) -> Action:
    return make(verb, _card_words(verb, rest, text))


def _read_ordered(verb: Verb, rest: list[str], text: str) -> Action:
    """Cards in the order given, the first uppermost: ``top`` puts them back on a pile in the
    order the digger chooses (RULINGS X-15)."""
    return Action(verb, _card_words(verb, rest, text))


def _read_card(verb: Verb, rest: list[str], text: str) -> Action:
    if len(rest) != 1:
        raise InvalidAction(f"{verb} takes one card, e.g. '{NOTATION[verb].example}', got {quote(text)}")
    return _read_cards(verb, rest, text)


def _write_cards(action: Action) -> str:
    return " ".join([action.verb.value, *(action.cards or ("none",))])


# Groups of cards for a skill: ``dig refugee+shovel brawler``, ``dig bottom scrappers ...``.


def _read_skill(verb: Verb, rest: list[str], text: str) -> Action:
    end = None
    if rest and rest[0].lower() == BOTTOM:
        end, rest = BOTTOM, rest[1:]
    if not rest:
        raise InvalidAction(f"{verb} needs at least one card, e.g. '{NOTATION[verb].example}'")
    skill = SKILL_OF_VERB[verb]
    cards: list[str] = []
    for word in rest:
        group = [_known(k, text) for k in word.split("+")]
        _check_group(skill, group, text)
        cards.extend(group)
    return make(verb, cards, end)


def _write_skill(action: Action) -> str:
    groups = split_groups(SKILL_OF_VERB[action.verb], action.cards)
    words = ["+".join(g) for g in groups] if groups is not None else list(action.cards)
    end = [BOTTOM] if action.subject == BOTTOM else []
    return " ".join([action.verb.value, *end, *words])


def _read_hire(verb: Verb, rest: list[str], text: str) -> Action:
    if not rest:
        raise InvalidAction(f"hire needs a mercenary, e.g. '{NOTATION[verb].example}'")
    subject = _known(rest[0], text)
    pay = rest[1:]
    if not pay:
        return Action(verb, (), subject)
    if pay[0] != "pay" or len(pay) < 2:
        raise _expected(verb, text)
    return make(verb, (_known(k, text) for k in pay[1:]), subject=subject)


def _write_hire(action: Action) -> str:
    pay = f" pay {' '.join(action.cards)}" if action.cards else ""
    return f"hire {action.subject}{pay}"


# Strikes on another seat's card: ``snipe 2:brawler``, ``snipe assassin 2:brawler``.


def _read_strike(verb: Verb, rest: list[str], text: str) -> Action:
    if len(rest) not in (1, 2) or ":" not in rest[-1]:
        raise _expected(verb, text)
    acting = _known(rest[0], text) if len(rest) == 2 else DEFAULT_ACTOR[verb]
    seat_text, _, kind_id = rest[-1].partition(":")
    if verb in NUMBERED:  # one of her several buildings of the kind: ``disable 1:bunker-2``
        kind_id, number = _building_number(kind_id, text)
        return Action(verb, (acting,), _known(kind_id, text), _seat(seat_text, text), number=number)
    return Action(verb, (acting,), _known(kind_id, text), _seat(seat_text, text))


def _write_strike(action: Action) -> str:
    verb = action.verb
    # No card named: the default actor's, as notation reads it (``snipe 2:brawler``).
    acting = "" if action.cards in ((DEFAULT_ACTOR[verb],), ()) else f"{' '.join(action.cards)} "
    return f"{verb.value} {acting}{action.target}:{_numbered_building(action)}"


def _building_number(word: str, text: str) -> tuple[str, int | None]:
    """A building's kind and, after a dash, its number among its owner's buildings of the
    kind, counted from 1 in the order built: ``bunker-2``."""
    building, dash, number = word.partition("-")
    if not dash:
        return building, None
    if not (number.isascii() and number.isdigit()) or len(number) > SEAT_DIGITS_MAX or int(number) < 1:
        raise InvalidAction(f"{quote(word, 40)} in {quote(text)}: a building's number counts from 1 (bunker-2)")
    return building, int(number)


def _numbered_building(action: Action) -> str:
    return str(action.subject) if action.number is None else f"{action.subject}-{action.number}"


def _read_lead(verb: Verb, rest: list[str], text: str) -> Action:
    if not rest or len(rest) > 2:
        raise _expected(verb, text)
    if rest == ["none"]:
        return Action(verb)  # the solo player plays without a leader [003:328]
    card = _known(rest[0], text)
    if len(rest) == 1:
        return Action(verb, (card,))
    if ":" not in rest[1]:
        # Two cards for one ability (the Swindler's two refugees, RULINGS L-14).
        return make(verb, (card, _known(rest[1], text)))
    seat_text, _, kind_id = rest[1].partition(":")
    if not seat_text or not kind_id:
        raise _expected(verb, text)
    return Action(verb, (card,), _known(kind_id, text), _seat(seat_text, text))


def _write_lead(action: Action) -> str:
    target = f" {action.target}:{action.subject}" if action.target is not None else ""
    return f"lead {' '.join(action.cards) or 'none'}{target}"


# A building and the cards used on it: ``store bunker brawler``, ``work bunker engineer+toolkit``.


def _read_building(verb: Verb, rest: list[str], text: str) -> Action:
    if len(rest) < 2:
        raise _expected(verb, text)
    if any("+" in word for word in rest[1:]):
        raise InvalidAction(f"{verb} takes a building and plain card kinds, got {quote(text)}")
    return make(verb, (_known(k, text) for k in rest[1:]), subject=_known(rest[0], text))


def _write_building(action: Action) -> str:
    return " ".join([action.verb.value, str(action.subject), *action.cards])


def _read_numbered(verb: Verb, rest: list[str], text: str) -> Action:
    """``retrieve bunker guard``, or with several buildings of the kind the one named by its
    number, counted from 1 in the order built: ``retrieve bunker-2 guard``, ``store bunker-2
    medic``."""
    if not rest:
        raise _expected(verb, text)
    building, number = _building_number(rest[0], text)
    return _read_building(verb, [building, *rest[1:]], text)._replace(number=number)


def _write_numbered(action: Action) -> str:
    return " ".join([action.verb.value, _numbered_building(action), *action.cards])


def _read_work(verb: Verb, rest: list[str], text: str) -> Action:
    if len(rest) < 2:
        raise _expected(verb, text)
    kind_id, number = _building_number(rest[0], text)
    building = _known(kind_id, text)
    cards = [_known(k, text) for word in rest[1:] for k in word.split("+")]
    for word in rest[1:]:
        group = word.split("+")
        if len(group) > 2 or (len(group) == 2 and TOOLKIT not in group):
            raise IllegalAction(
                f"{quote(word, 40)} in {quote(text)}: a worker is one person, holding at most a toolkit (H-4)"
            )
    return make(verb, cards, subject=building)._replace(number=number)


def _write_work(action: Action) -> str:
    workers = split_workers(action.cards) or [[k] for k in action.cards]
    return " ".join([action.verb.value, _numbered_building(action), *("+".join(g) for g in workers)])


# The spy: ``spy [binoculars...] SEAT:ZONE[@POSITIONS]`` or ``spy [binoculars...] leaders``.


def _read_spy(verb: Verb, rest: list[str], text: str) -> Action:
    if not rest:
        raise _expected(verb, text)
    if len(rest) > 1 and rest[-1].startswith(POSITIONS):  # ``spy 2:deck @2,3``
        raise InvalidAction(
            f"no space before {POSITIONS!r} in {quote(text)}: write the zone and its positions as one word, "
            f"e.g. '{NOTATION[verb].example}'"
        )
    for word in rest[:-1]:
        if ":" in word or word.partition(POSITIONS)[0] == LEADER_PILE:
            # A zone before other words (``spy 1:hand binoculars``): said so, where it would
            # be refused as an unknown card kind, the zone taken for a card.
            raise InvalidAction(
                f"the zone {quote(word, 40)} in {quote(text)} comes last, after any binoculars, "
                f"e.g. 'spy binoculars 2:hand' or '{NOTATION[verb].example}'"
            )
    where, at, listed = rest[-1].partition(POSITIONS)
    positions = _read_positions(listed, text) if at else ()
    cards = ["spy", *(_known(k, text) for k in rest[:-1])]
    if where.lower() == LEADER_PILE:
        return make(verb, cards, spy_subject(LEADER_PILE, positions))
    if ":" not in where:
        raise _expected(verb, text)
    seat_text, _, zone = where.partition(":")
    if not is_spy_zone(zone):
        raise InvalidAction(
            f"{quote(zone, 40)} in {quote(text)} is not a zone a spy looks at: {', '.join(SPY_ZONES)}, "
            "stored-BUILDING or timer-BUILDING"
        )
    return make(verb, cards, spy_subject(zone, positions), _seat(seat_text, text))


def _write_spy(action: Action) -> str:
    where = str(action.subject) if action.target is None else f"{action.target}:{action.subject}"
    return " ".join([action.verb.value, *(k for k in action.cards if k != "spy"), where])


def _read_engage(verb: Verb, rest: list[str], text: str) -> Action:
    if len(rest) != 1 or not (rest[0].isascii() and rest[0].isdigit()) or len(rest[0]) > 2:
        raise _expected(verb, text)
    return Action(verb, (), None, int(rest[0]))


def _write_engage(action: Action) -> str:
    return f"engage {action.target}"


def _read_yard(verb: Verb, rest: list[str], text: str) -> Action:
    if len(rest) > 1 or (rest and rest[0].lower() not in PLACES):
        raise _expected(verb, text)
    return Action(verb, ("leader_yardmaster",) if not rest else (), rest[0].lower() if rest else None)


def _write_yard(action: Action) -> str:
    return "yard" if action.subject is None else f"yard {action.subject}"


def _read_map(verb: Verb, rest: list[str], text: str) -> Action:
    if len(rest) != 1:
        raise _expected(verb, text)
    return Action(verb, ("map",), _known(rest[0], text))


def _write_subject(action: Action) -> str:
    return f"{action.verb.value} {action.subject}"


def _read_choose(verb: Verb, rest: list[str], text: str) -> Action:
    if len(rest) != 1 or rest[0].lower() not in CHOOSABLE:
        raise InvalidAction(f"expected 'choose ACTION' with one of {', '.join(sorted(CHOOSABLE))}, got {quote(text)}")
    return Action(verb, (), rest[0].lower())


def _read_tower(verb: Verb, rest: list[str], text: str) -> Action:
    if len(rest) < 2 or rest[-1].count("+") != 1:
        raise _expected(verb, text)
    pair = "+".join(sorted(rest[-1].lower().split("+")))
    if not is_pile_pair(pair):
        raise InvalidAction(f"{quote(rest[-1], 40)} in {quote(text)}: name two different piles of {', '.join(PILES)}")
    spent = [_known(k, text) for k in rest[:-1]]
    if sum(1 for k in spent if k != BINOCULARS) > 1:
        raise InvalidAction(
            f"{quote(text)}: a scout tower discards one card, and only binoculars may join it (RULINGS X-1)"
        )
    return make(verb, spent, pair)


def _write_tower(action: Action) -> str:
    return " ".join([action.verb.value, *tower_cards(action.cards), str(action.subject)])


# Answers in a window may come from the committed cards: ``force`` after the verb (RULINGS I-6).


def _answer_reader(read: Read) -> Read:
    def reader(verb: Verb, rest: list[str], text: str) -> Action:
        if rest and rest[0].lower() == FROM_FORCE:
            return read(verb, rest[1:], text)._replace(from_force=True)
        return read(verb, rest, text)

    return reader


def _answer_writer(write: Write) -> Write:
    def writer(action: Action) -> str:
        if not action.from_force:
            return write(action)
        verb, _, rest = write(action._replace(from_force=False)).partition(" ")
        return f"{verb} {FROM_FORCE} {rest}"

    return writer


def _declare(verb: Verb, shape: str, example: str, read: Read, write: Write) -> None:
    """Declare ``verb``'s notation; an answer's also reads and writes ``force`` after the verb."""
    if verb in ANSWERS_FROM_FORCE:
        shape = shape.replace(" ", f" [{FROM_FORCE}] ", 1)
        read, write = _answer_reader(read), _answer_writer(write)
    declare(verb, shape, example, read, write)


BARE_VERBS = (Verb.PASS, Verb.CONTINUE, Verb.ABORT, Verb.END, Verb.BRIBE)
"""The verbs that are a whole action alone: nothing ever follows them."""
for _verb in BARE_VERBS:
    _declare(_verb, _verb.value, _verb.value, _read_bare, _write_bare)
_declare(Verb.DONE, "done | done bottom", "done", _read_done, _write_done)
for _verb, _example in (
    (Verb.DIG, "dig brawler+shovel refugee"),
    (Verb.DRAW, "draw scout"),
    (Verb.HUNT, "hunt scavenger+spear"),
    (Verb.BUILD, "build engineer"),
):
    _declare(_verb, f"{_verb} [bottom] CARD+CARD... CARD...", _example, _read_skill, _write_skill)
_declare(Verb.HIRE, "hire KIND [pay CARD...]", "hire scout pay medkit", _read_hire, _write_hire)
for _verb, _example in (
    (Verb.TRASH, "trash junk junk"),
    (Verb.KEEP, "keep net"),
    (Verb.COMMIT, "commit brawler pills refugee"),
    (Verb.SCOUT, "scout binoculars"),
    (Verb.CANCEL, "cancel scouting_refugee"),
    (Verb.PROVOKE, "provoke provocateur"),
    (Verb.DRILL, "drill drill_sergeant"),
    (Verb.SHUFFLE, "shuffle brawler spear"),
    (Verb.DISCARD, "discard junk pills"),
    (Verb.REMOVE, "remove brawler"),
):
    _declare(_verb, f"{_verb} CARD... | {_verb} none", _example, _read_cards, _write_cards)
_declare(Verb.TOP, "top CARD... (the first ends uppermost) | top none", "top junk pills", _read_ordered, _write_cards)
for _verb, _example in ((Verb.SAVE, "save medic"), (Verb.HEAL, "heal pills"), (Verb.PICK, "pick brawler")):
    _declare(_verb, f"{_verb} CARD", _example, _read_card, _write_cards)
for _verb, _example in (
    (Verb.SNIPE, "snipe 2:brawler"),
    (Verb.DISARM, "disarm 1:spear"),
    (Verb.DISABLE, "disable 2:bunker"),
    (Verb.GAS, "gas 2:brawler"),
    (Verb.DEMOLISH, "demolish 2:bunker"),
):
    building = "[-NUMBER]" if _verb in NUMBERED else ""
    _declare(_verb, f"{_verb} [CARD] SEAT:KIND{building}", _example, _read_strike, _write_strike)
_declare(Verb.LEAD, "lead CARD [CARD | SEAT:KIND] | lead none", "lead refugee", _read_lead, _write_lead)
_declare(
    Verb.WORK, "work BUILDING[-NUMBER] PERSON[+toolkit]...", "work bunker engineer+toolkit", _read_work, _write_work
)
for _verb, _example in (
    (Verb.STORE, "store bunker brawler"),
    (Verb.RETRIEVE, "retrieve bunker brawler"),
    (Verb.REPAIR, "repair bunker scavenger"),
):
    _declare(_verb, f"{_verb} BUILDING[-NUMBER] CARD...", _example, _read_numbered, _write_numbered)
_declare(
    Verb.SPY,
    "spy [binoculars...] SEAT:ZONE[@POSITION,...] | spy [binoculars...] leaders",
    "spy 2:deck@2,3,5,6",
    _read_spy,
    _write_spy,
)
_declare(Verb.ENGAGE, "engage N", "engage 3", _read_engage, _write_engage)
_declare(Verb.YARD, "yard | yard top | yard bottom", "yard top", _read_yard, _write_yard)
_declare(Verb.MAP, "map KIND", "map scavenger", _read_map, _write_subject)
_declare(Verb.CHOOSE, "choose ACTION", "choose dig", _read_choose, _write_subject)
_declare(
    Verb.TOWER, "tower CARD [binoculars...] PILE+PILE", "tower brawler junkyard+schematics", _read_tower, _write_tower
)
