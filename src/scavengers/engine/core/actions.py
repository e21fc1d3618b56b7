"""Actions and their notation: one declaration per verb.

An action names card kinds, never card ids: interchangeable copies of a kind are one choice,
and an id would let a viewer track a card (DESIGN.md). The cards a skill action plays are kept
as a sorted multiset; which person holds which tool changes nothing about the action's total
(each tool needs its own holder with the base ability, RULINGS R-14), so the notation's groups
(``dig refugee+shovel brawler``) are checked when read and written back in a canonical form.

Every verb is declared once, in :data:`NOTATION`: how its actions are read and written, its
shape and an example for messages. Which decisions take a verb is not listed here: a frame
takes its own verbs and those of the abilities usable at its timing (``flow/decisions.py``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple, cast

from scavengers.cards import CATALOGUE, Skill
from scavengers.engine.core.errors import InvalidAction, quote
from scavengers.engine.core.hooks import Hook, hooked
from scavengers.engine.core.strength import classify


class Verb(StrEnum):
    """The first word of every action."""

    DIG = "dig"
    DRAW = "draw"
    HUNT = "hunt"
    HIRE = "hire"
    BUILD = "build"
    WORK = "work"
    STORE = "store"
    RETRIEVE = "retrieve"
    TRASH = "trash"
    END = "end"
    KEEP = "keep"
    COMMIT = "commit"
    SNIPE = "snipe"
    DISARM = "disarm"
    SAVE = "save"
    LEAD = "lead"
    DISABLE = "disable"
    REPAIR = "repair"
    HEAL = "heal"
    PASS = "pass"
    CONTINUE = "continue"
    ABORT = "abort"
    CHOOSE = "choose"
    """Start choosing an action's cards one at a time: ``choose trash``, ``choose dig``."""
    PICK = "pick"
    """Add one card to the set being chosen: ``pick brawler``."""
    DONE = "done"
    """Finish a set chosen one card at a time."""
    SPY = "spy"
    """A spy's recon of one player's zone (Recon): ``spy 2:hand``, ``spy binoculars 2:deck``."""
    SCOUT = "scout"
    """A recon of the piles' top cards: ``scout binoculars`` (Recon)."""
    CANCEL = "cancel"
    """Cancel a pending effect: ``cancel scouting_refugee``, ``cancel guard`` (Recon)."""
    PROVOKE = "provoke"
    """A provocateur's announcement in the skirmish: ``provoke provocateur`` (Recon)."""
    GAS = "gas"
    """Tear gas on an opponent's force card in the skirmish: ``gas 2:brawler`` (Recon)."""
    DEMOLISH = "demolish"
    """A demolition team resets a building's timer: ``demolish 2:bunker`` (Recon)."""
    MAP = "map"
    """A map returns a tribe member just used to hand: ``map scavenger`` (Recon)."""
    YARD = "yard"
    """The Yardmaster's peek at the junkyard: ``yard top`` or ``yard bottom`` (Recon)."""
    DRILL = "drill"
    """A drill sergeant's special: ``drill drill_sergeant`` (Recon module 3)."""
    SHUFFLE = "shuffle"
    """The discarded cards a drill sergeant shuffles into the deck: ``shuffle brawler spear``."""
    DISCARD = "discard"
    """The drawn cards a courier's draw discards: ``discard junk pills`` (Recon module 3)."""
    TOP = "top"
    """The unkept cards of a scrappers dig that go on top of the pile: ``top junk junk``."""
    BRIBE = "bribe"
    """Leader drafting: the round's hire draws one leader per food of the turn: ``bribe``."""
    ENGAGE = "engage"
    """Solo: engage opponent force N at the end of the turn: ``engage 3`` (RULINGS V-4)."""
    REMOVE = "remove"
    """Solo: the card of a beaten force that leaves the game: ``remove brawler``."""
    TOWER = "tower"
    """A scout tower's recon: ``tower CARD [binoculars...] PILE+PILE`` discards CARD to look at
    the top two cards of two piles, 2 more of each per binoculars, e.g. ``tower brawler
    contested+junkyard``, ``tower pills binoculars contested+junkyard`` (Recon module 3)."""


SKILL_OF_VERB: dict[Verb, Skill] = {
    Verb.DIG: Skill.DIG,
    Verb.DRAW: Skill.DRAW,
    Verb.HUNT: Skill.HUNT,
    Verb.BUILD: Skill.DIG,
}
"""The actions a player declares with a group of cards, and the skill each one totals (a build
is a dig in the schematics pile, [000:579])."""
_VERB_WORDS = frozenset(v.value for v in Verb)

PLACES = ("top", "bottom")
"""Where the Yardmaster puts the junkyard's top two back (RULINGS L-15)."""
BOTTOM = "bottom"
"""The subject of a dig taken from the bottom of the pile (scrappers, RULINGS X-15):
``dig bottom scrappers scavenger+shovel``."""
PILES = ("contested", "junkyard", "leaders", "schematics")
"""The shared face-down piles a scout tower may look at (RULINGS X-7)."""
LEADER_PILE = "leaders"
"""The leader drafting variant's face-down pile, which a spy may look at too [003:311]."""
SPY_ZONES = ("hand", "deck", "force")
"""A spy's targets besides a building's cards (``stored-KIND``, ``timer-KIND``), RULINGS X-2."""
POSITIONS = "@"
"""Joins a spy's zone and the positions it chooses to look at: ``spy 2:deck@2,3,5,6``."""
POSITION_DIGITS_MAX = 3
"""A position is at most this many digits (no zone holds a thousand cards)."""
CHOOSABLE = frozenset({"trash", "dig", "draw", "hunt", "build"})
"""The actions whose cards may be chosen one at a time (``choose VERB``)."""

DEFAULT_ACTOR: dict[Verb, str] = {
    Verb.SNIPE: "sniper_team",
    Verb.DISARM: "saboteur",
    Verb.DISABLE: "saboteur",
    Verb.GAS: "tear_gas",
    Verb.DEMOLISH: "demolition_team",
}
"""The card that strikes when the notation names none: ``snipe 2:brawler`` is the sniper
team's; another card names itself (``snipe assassin 2:brawler``, Recon)."""


FROM_FORCE = "force"
"""The word that plays an answer from the committed cards: ``cancel force guard``, ``snipe
force 2:brawler`` (without it the card comes from the hand), RULINGS I-6."""
ANSWERS_FROM_FORCE = frozenset({Verb.SNIPE, Verb.DISARM, Verb.SAVE, Verb.CANCEL, Verb.LEAD})
"""The verbs whose card may answer in a window from the hand or from the committed cards."""
NUMBERED = frozenset({Verb.STORE, Verb.RETRIEVE, Verb.WORK, Verb.REPAIR, Verb.DISABLE, Verb.DEMOLISH})
"""The verbs that may name one of a player's several buildings of a kind by its number
(``Action.number``): ``retrieve bunker-2 medic``, ``work bunker-2 engineer``, ``disable
1:bunker-2``."""


def default_actor(verb: Verb) -> str | None:
    """The card a strike of ``verb`` is made with when the notation names none."""
    return DEFAULT_ACTOR.get(verb)


class Action(NamedTuple):
    """One decision: a verb, the card kinds it plays, and what it names.

    ``cards`` is sorted (for a strike: the one acting card, e.g. ``sniper_team``; for ``top``,
    which puts cards back on a pile, they may come in the order chosen, the first uppermost,
    though the listed ones are sorted, RULINGS X-15). ``subject``
    is the mercenary hired, or the kind sniped or disarmed; ``target`` is the seat whose card
    is sniped or disarmed. ``from_force``: an answer in another player's window is played from
    the committed cards, not the hand (RULINGS I-6 lets it come from either: the player
    chooses, so the engine never picks a zone from what she secretly holds). ``number``: of
    a player's several buildings of the kind ``subject``, the one meant, counted from 1 in the
    order built (:data:`NUMBERED` verbs: ``retrieve bunker-2 medic``, ``disable 1:bunker-2``);
    ``None`` names no one building. An immutable tuple, so that hashing and comparing the
    thousands of actions a search explores happen in C.
    """

    verb: Verb
    cards: tuple[str, ...] = ()
    subject: str | None = None
    target: int | None = None
    from_force: bool = False
    number: int | None = None

    def __str__(self) -> str:
        """The action's notation (DESIGN.md: ``str(action)`` round-trips). A hand-built action
        is written in its canonical form (``Action("dig", ("shovel", "refugee"))`` as ``dig
        refugee+shovel``, as ``apply`` reads it); one that no notation writes (an unknown verb
        or card) as its ``repr``: an error message that shows it must not fail itself."""
        try:
            return format_action(self)
        except (AttributeError, KeyError, TypeError, ValueError):
            pass
        try:
            return format_action(normalize(self))
        except (AttributeError, KeyError, TypeError, ValueError):
            return repr(self)


def make(verb: Verb, cards: Iterable[str] = (), subject: str | None = None, target: int | None = None) -> Action:
    """An action with its cards in canonical (sorted) order."""
    return Action(verb, tuple(sorted(cards)), subject, target)


def split_groups(skill: Skill, cards: Iterable[str]) -> list[list[str]] | None:
    """A canonical grouping of ``cards`` for ``skill``: one group per holder, the tools given
    out in order, person modifiers (Group Leaders) on the first holder; ``None`` if invalid."""
    cards = sorted(cards)
    grouping = classify(skill, cards)
    for leader in hooked(Hook.CARD_VALUE) if grouping is None else ():
        # A leader may make a card a holder (the Excavator's refugees dig): group as it would.
        grouping = classify(skill, cards, leader)
        if grouping is not None:
            break
    if grouping is None:
        return None
    groups = [[holder] for holder in grouping.holders]
    for group, tool in zip(groups, grouping.tools, strict=False):
        group.append(tool)
    if groups:
        groups[0].extend(grouping.boosters)
    # RULINGS X-8: an instant needs no holder; it is a group of its own.
    return groups + [[instant] for instant in grouping.instants]


TOOLKIT = "toolkit"
"""The one tool that speeds up construction (RULINGS H-12)."""
BINOCULARS = "binoculars"
"""The instant that improves a recon by two cards (RULINGS X-1)."""


def tower_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """A scout tower's cards in notation order: the card discarded to activate it, then the
    binoculars that improve it (RULINGS X-1). Only binoculars improve a recon, so the card
    discarded is the one that is no binoculars, if there is one."""
    rest = list(cards)
    if not rest:
        return ()
    discarded = next((k for k in rest if k != BINOCULARS), BINOCULARS)
    rest.remove(discarded)
    return (discarded, *rest)


def split_workers(cards: Iterable[str]) -> list[list[str]] | None:
    """Construction workers as groups: each a person, some holding a toolkit (RULINGS H-4);
    ``None`` if a card cannot work or a toolkit has no worker."""
    persons = sorted(k for k in cards if CATALOGUE[k].is_person)
    toolkits = [k for k in cards if k == TOOLKIT]
    if len(persons) + len(toolkits) != len(list(cards)) or len(toolkits) > len(persons) or not persons:
        return None
    groups = [[p] for p in persons]
    for group, toolkit in zip(groups, toolkits, strict=False):
        group.append(toolkit)
    return groups


# -- zones and piles named in actions -----------------------------------------------------------

FORCE_PILE = "force-"
"""The solo game's face-down opponent force N is the pile ``force-N`` (RULINGS X-7, X-37)."""


def is_force_pile(name: str) -> bool:
    """Whether ``name`` names a solo opponent force: ``force-1`` to ``force-7``."""
    number = name[len(FORCE_PILE) :]
    return name.startswith(FORCE_PILE) and number.isascii() and number.isdigit() and len(number) == 1


def is_spy_zone(zone: str) -> bool:
    """Whether ``zone`` names what a spy may look at: a hand, a deck, a force, a building's
    stored or timer cards (``stored-bunker``, ``timer-bunker``; of a player's several bunkers,
    ``stored-bunker-2`` is the second built), RULINGS X-2, or a solo opponent force
    (``force-3``, X-37)."""
    if zone in SPY_ZONES or is_force_pile(zone):
        return True
    where, _, named = zone.partition("-")
    building, dash, number = named.partition("-")
    if dash and not (number.isascii() and number.isdigit() and len(number) <= 2 and int(number) >= 1):
        return False
    return where in ("stored", "timer") and building in CATALOGUE and CATALOGUE[building].build_time is not None


def spy_target(subject: str) -> tuple[str, tuple[int, ...]]:
    """A spy's subject as its zone and the positions it chooses, counted from 1 (RULINGS X-2:
    a deck's from the top); no positions: the default choice (the top of a deck or pile, else
    as many cards as it may see, chosen blind)."""
    zone, _, listed = subject.partition(POSITIONS)
    return zone, tuple(int(p) for p in listed.split(",")) if listed else ()


def spy_subject(zone: str, positions: Iterable[int]) -> str:
    """The subject of a spy on ``zone`` at ``positions`` (canonical: in ascending order)."""
    chosen = sorted(positions)
    return f"{zone}{POSITIONS}{','.join(str(p) for p in chosen)}" if chosen else zone


def _canonical_spy_subject(subject: str) -> str | None:
    """A hand-built spy's subject in canonical form (positions in ascending order), or
    ``None`` if it names no spy zone or the leader pile, or its positions are not different
    numbers from 1."""
    zone, at, listed = subject.partition(POSITIONS)
    if not (zone == LEADER_PILE or is_spy_zone(zone)):
        return None
    if not at:
        return subject
    words = listed.split(",")
    if not all(w.isascii() and w.isdigit() and len(w) <= POSITION_DIGITS_MAX and int(w) >= 1 for w in words):
        return None
    positions = {int(w) for w in words}
    return spy_subject(zone, positions) if len(positions) == len(words) else None


def is_pile_pair(text: str) -> bool:
    """Whether ``text`` names two different piles in canonical order (``junkyard+schematics``)."""
    piles = text.split("+")
    return len(piles) == 2 and all(p in PILES or is_force_pile(p) for p in piles) and piles[0] < piles[1]


# -- hand-built actions -------------------------------------------------------------------------


def normalize(action: object) -> Action:
    """The canonical form of a hand-built :class:`Action`, checked as strictly as notation:
    the verb is a :class:`Verb` (a string naming one is turned into it), ``cards`` a tuple of
    known card kind ids (put in sorted order, but for ``top``), ``subject`` a known kind id or ``None``,
    ``target`` a seat number or ``None`` and ``number`` a building's number from 1 or ``None``.
    Raises :class:`InvalidAction` for anything else."""
    if not isinstance(action, Action):
        raise InvalidAction(f"expected an Action, got {type(action).__name__}")
    # A hand-built Action may hold anything, whatever its annotations say (and compiled by mypyc,
    # reading action.verb would check that it is a Verb): read its fields as plain objects.
    given = cast(tuple[object, object, object, object, object, object], action)
    verb, cards, subject, target, from_force, number = given
    if type(verb) is not Verb:
        if type(verb) is not str or verb not in _VERB_WORDS:
            known = ", ".join(v.value for v in Verb)
            raise InvalidAction(f"unknown verb {_short(verb)} in a hand-built Action; verbs are: {known}")
        verb = Verb(verb)
    if type(cards) is not tuple:
        if type(cards) is not list:
            raise InvalidAction(f"{verb}: cards must be a tuple of card kind ids, got {type(cards).__name__}")
        cards = tuple(cards)
    for kind_id in cards:
        if type(kind_id) is not str or kind_id not in _KINDS:
            raise InvalidAction(f"{verb}: unknown card kind {_short(kind_id)} in a hand-built Action")
    if verb is Verb.CHOOSE:
        if type(subject) is not str or subject not in CHOOSABLE:
            raise InvalidAction(f"choose: the subject must name one of {', '.join(sorted(CHOOSABLE))}")
    elif verb is Verb.DONE:
        if subject is not None and subject != BOTTOM:
            raise InvalidAction(f"done: the subject must be None or {BOTTOM!r}")
    elif verb is Verb.YARD:
        if subject is not None and subject not in PLACES:
            raise InvalidAction(f"yard: the subject must be None or one of {', '.join(PLACES)}")
    elif verb is Verb.SPY:
        canonical = _canonical_spy_subject(subject) if type(subject) is str else None
        if canonical is None:
            raise InvalidAction(
                f"spy: the subject must be a zone ({', '.join(SPY_ZONES)}, stored-KIND, timer-KIND) or "
                f"{LEADER_PILE}, with any positions as different numbers from 1 (deck@2,3)"
            )
        if (target is None) != (canonical.partition(POSITIONS)[0] == LEADER_PILE):
            raise InvalidAction("spy: a player's zone names its seat as the target; the leader pile names none")
        subject = canonical
    elif verb is Verb.TOWER:
        if type(subject) is str:  # the piles in any order, as notation reads them
            subject = "+".join(sorted(subject.split("+")))
        if type(subject) is not str or not is_pile_pair(subject):
            raise InvalidAction(
                f"tower: the subject must be two piles, e.g. 'junkyard+schematics' ({', '.join(PILES)})"
            )
    elif verb in SKILL_OF_VERB and subject == BOTTOM:
        pass
    elif subject is not None and (type(subject) is not str or subject not in _KINDS):
        raise InvalidAction(f"{verb}: unknown card kind {_short(subject)} as the subject of a hand-built Action")
    if target is not None and type(target) is not int:
        raise InvalidAction(f"{verb}: the target must be a seat number or None, got {_short(target)}")
    if type(from_force) is not bool:
        raise InvalidAction(f"{verb}: from_force must be True or False, got {_short(from_force)}")
    if from_force and verb not in ANSWERS_FROM_FORCE:
        answers = ", ".join(sorted(ANSWERS_FROM_FORCE))
        raise InvalidAction(f"{verb}: only an answer ({answers}) is played from the committed cards")
    if number is not None and (type(number) is not int or number < 1):
        raise InvalidAction(f"{verb}: the building number counts from 1 (or is None), got {_short(number)}")
    if number is not None and verb not in NUMBERED:
        raise InvalidAction(f"{verb}: only {', '.join(sorted(NUMBERED))} name a building by its number")
    if len(cards) > 1 and verb is not Verb.TOP:  # top: in the order chosen (RULINGS X-15)
        cards = tuple(sorted(cards))
    if verb is given[0] and cards == given[1] and subject == given[2]:
        built = action  # already canonical, as every action from legal_actions is
    else:
        built = Action(verb, cast(tuple[str, ...], cards), subject, target, from_force, number)
    return _as_notation_reads(built)


def _as_notation_reads(action: Action) -> Action:
    """``action`` as its own notation reads back (DESIGN.md: ``str(action)`` round-trips): the
    card a verb's notation implies added (``Action("spy", (), "hand", 2)`` is ``spy 2:hand``,
    which plays the spy; ``snipe 2:brawler`` the sniper team). Raises :class:`InvalidAction` for
    a field the verb's notation does not carry (a seat on ``commit``, a subject on ``keep``):
    such an action would be carried out as other than it says, and saved as other than it was.
    One that its notation cannot read at all is left for the game to refuse with its reason."""
    try:
        text = format_action(action)
        read = parse_notation(text)
    except ValueError:  # InvalidAction and IllegalAction: the game's checks say why
        return action
    if read == action:
        return action
    fields = (
        ("subject", action.subject, read.subject),
        ("target", action.target, read.target),
        ("from_force", action.from_force, read.from_force),
        ("number", action.number, read.number),
    )
    extra = [name for name, given, kept in fields if given != kept]
    implied = not extra and not Counter(action.cards) - Counter(read.cards)
    if implied:
        return read
    named = ", ".join(extra) if extra else "cards"
    raise InvalidAction(
        f"{action.verb}: the {named} of this hand-built Action is no part of its notation, "
        f"which reads {quote(text, 60)}"
    )


_KINDS = frozenset(CATALOGUE)


def _short(value: object) -> str:
    """A value for an error message, cut short (a hand-built Action may hold anything)."""
    text = repr(value) if isinstance(value, str | int | float | bool | None) else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


# -- notation: one declaration per verb ---------------------------------------------------------


Read = Callable[[Verb, list[str], str], Action]
"""Reads the words after the verb (and the whole text, for messages) into an action."""
Write = Callable[[Action], str]


@dataclass(frozen=True, slots=True)
class Notation:
    """How one verb's actions are written (DESIGN.md "Action notation"): ``shape`` and
    ``example`` for people (help and refusals), ``read`` for text, ``write`` for an action.
    ``str(action)`` and :func:`parse_notation` only look the verb up here."""

    shape: str
    example: str
    read: Read
    write: Write


NOTATION: dict[Verb, Notation] = {}
"""Every verb's notation, declared once each in :mod:`scavengers.engine.core.notation`."""


def declare(verb: Verb, shape: str, example: str, read: Read, write: Write) -> None:
    """Declare how ``verb`` is written (once, at import time of :mod:`notation`)."""
    if verb in NOTATION:
        raise ValueError(f"{verb} is already declared")
    NOTATION[verb] = Notation(shape, example, read, write)


def format_action(action: Action) -> str:
    """The notation of an action (DESIGN.md), e.g. ``dig brawler refugee+shovel``."""
    return NOTATION[action.verb].write(action)


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
"""Upper-case ASCII letters to lower case, and nothing else: ``str.lower`` would also read the
Kelvin sign as a ``k``."""


def parse_notation(text: str) -> Action:
    """Read one action in notation. Raises :class:`InvalidAction` for malformed text and
    :class:`IllegalAction` for a grouping the rules forbid (two tools on one person).
    Whether the action is legal now is the game's question, not this function's.
    Read in any case of the ASCII letters (``Dig Brawler+Shovel``: every verb, card and word
    of notation is lower case) and with any spaces between words; messages quote the text
    as given.
    """
    words = text.translate(_ASCII_LOWER).split()
    if not words:
        raise InvalidAction("empty action")
    try:
        verb = Verb(words[0])
    except ValueError:
        known = ", ".join(v.value for v in Verb)
        raise InvalidAction(f"unknown verb {quote(words[0], 30)} in {quote(text)}; verbs are: {known}") from None
    return NOTATION[verb].read(verb, words[1:], text)
