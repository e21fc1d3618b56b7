"""Actions and their notation.

An action names card kinds, never card ids: interchangeable copies of a kind are one choice,
and an id would let a viewer track a card (DESIGN.md). The cards a skill action plays are kept
as a sorted multiset; which person holds which tool changes nothing about the action's total
(each tool needs its own holder with the base ability, RULINGS R-14), so the notation's groups
(``dig refugee+shovel brawler``) are checked when read and written back in a canonical form.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import NamedTuple, cast

from scavengers.cards import CATALOGUE, CardKind, Skill
from scavengers.engine.core.errors import IllegalAction, InvalidAction
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
_BUILDING_VERBS = frozenset({Verb.WORK, Verb.STORE, Verb.RETRIEVE, Verb.REPAIR})

_VERB_WORDS = frozenset(v.value for v in Verb)
_BARE = frozenset({Verb.PASS, Verb.CONTINUE, Verb.ABORT, Verb.END, Verb.DONE, Verb.BRIBE})
_CARD_LISTS = frozenset(
    {
        Verb.TRASH,
        Verb.KEEP,
        Verb.COMMIT,
        Verb.SAVE,
        Verb.HEAL,
        Verb.PICK,
        Verb.SCOUT,
        Verb.CANCEL,
        Verb.PROVOKE,
        Verb.DRILL,
        Verb.SHUFFLE,
        Verb.DISCARD,
        Verb.TOP,
        Verb.REMOVE,
    }
)
PLACES = ("top", "bottom")
"""Where the Yardmaster puts the junkyard's top two back (RULINGS L-15)."""
BOTTOM = "bottom"
"""The subject of a dig taken from the bottom of the pile (scrappers, RULINGS X-15):
``dig bottom scrappers scavenger+shovel``."""
PILES = ("contested", "junkyard", "leaders", "schematics")
LEADER_PILE = "leaders"
"""The leader drafting variant's face-down pile, which a spy may look at too [003:311]."""
"""The shared face-down piles a scout tower may look at (RULINGS X-7)."""
SPY_ZONES = ("hand", "deck", "force")
"""A spy's targets besides a building's cards (``stored-KIND``, ``timer-KIND``), RULINGS X-2."""
_CHOOSABLE = frozenset({"trash", "dig", "draw", "hunt", "build"})
"""The actions whose cards may be chosen one at a time (``choose VERB``)."""
_TARGETED = frozenset({Verb.SNIPE, Verb.DISARM, Verb.DISABLE, Verb.GAS, Verb.DEMOLISH})

_DEFAULT_ACTOR: dict[Verb, str] = {
    Verb.SNIPE: "sniper_team",
    Verb.DISARM: "saboteur",
    Verb.DISABLE: "saboteur",
    Verb.GAS: "tear_gas",
    Verb.DEMOLISH: "demolition_team",
}
"""The card that strikes when the notation names none: ``snipe 2:brawler`` is the sniper
team's; another card names itself (``snipe assassin 2:brawler``, Recon)."""


def default_actor(verb: Verb) -> str | None:
    """The card a strike of ``verb`` is made with when the notation names none."""
    return _DEFAULT_ACTOR.get(verb)


class Action(NamedTuple):
    """One decision: a verb, the card kinds it plays, and what it names.

    ``cards`` is sorted (for a strike: the one acting card, e.g. ``sniper_team``). ``subject``
    is the mercenary hired, or the kind sniped or disarmed; ``target`` is the seat whose card
    is sniped or disarmed. An immutable tuple, so that
    hashing and comparing the thousands of actions a search explores happen in C.
    """

    verb: Verb
    cards: tuple[str, ...] = ()
    subject: str | None = None
    target: int | None = None

    def __str__(self) -> str:
        return format_action(self)


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


def format_action(action: Action) -> str:
    """The notation of an action (DESIGN.md), e.g. ``dig brawler refugee+shovel``."""
    verb = action.verb
    if verb is Verb.DONE and action.subject == BOTTOM:
        return f"done {BOTTOM}"
    if verb in _BARE:
        return verb.value
    if verb in SKILL_OF_VERB:
        groups = split_groups(SKILL_OF_VERB[verb], action.cards)
        words = ["+".join(g) for g in groups] if groups is not None else list(action.cards)
        end = [action.subject] if action.subject == BOTTOM else []
        return " ".join([verb.value, *end, *words])
    if verb is Verb.TOWER:
        return " ".join([verb.value, *tower_cards(action.cards), str(action.subject)])
    if verb is Verb.CHOOSE:
        return f"choose {action.subject}"
    if verb is Verb.ENGAGE:
        return f"engage {action.target}"
    if verb is Verb.MAP:
        return f"map {action.subject}"
    if verb is Verb.YARD:
        return "yard" if action.subject is None else f"yard {action.subject}"
    if verb is Verb.SPY:
        where = str(action.subject) if action.target is None else f"{action.target}:{action.subject}"
        return " ".join([verb.value, *(k for k in action.cards if k != "spy"), where])
    if verb is Verb.HIRE:
        pay = f" pay {' '.join(action.cards)}" if action.cards else ""
        return f"hire {action.subject}{pay}"
    if verb in _TARGETED:
        acting = "" if action.cards == (_DEFAULT_ACTOR[verb],) else f"{' '.join(action.cards)} "
        return f"{verb.value} {acting}{action.target}:{action.subject}"
    if verb is Verb.LEAD:
        target = f" {action.target}:{action.subject}" if action.target is not None else ""
        return f"lead {' '.join(action.cards)}{target}"
    if verb is Verb.WORK:
        workers = split_workers(action.cards) or [[k] for k in action.cards]
        return " ".join([verb.value, str(action.subject), *("+".join(g) for g in workers)])
    if verb in _BUILDING_VERBS:
        return " ".join([verb.value, str(action.subject), *action.cards])
    return " ".join([verb.value, *(action.cards or ("none",))])


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


def _known(kind_id: str, text: str) -> str:
    if kind_id not in CATALOGUE:
        raise InvalidAction(f"unknown card kind {kind_id!r} in {text!r}")
    return kind_id


SEAT_DIGITS_MAX = 3
"""A seat in notation is at most this many ASCII digits (there are at most five seats)."""


def _seat(seat_text: str, text: str) -> int:
    """A seat number written in plain ASCII digits; superscripts, circled or Arabic-Indic
    digits and absurdly long numbers are malformed, not a crash in ``int``."""
    if not (seat_text.isascii() and seat_text.isdigit()) or len(seat_text) > SEAT_DIGITS_MAX:
        raise InvalidAction(f"seat {seat_text[:20]!r} in {text[:80]!r} is not a number (seats are digits 0-9)")
    return int(seat_text)


def normalize(action: object) -> Action:
    """The canonical form of a hand-built :class:`Action`, checked as strictly as notation:
    the verb is a :class:`Verb` (a string naming one is turned into it), ``cards`` a tuple of
    known card kind ids (put in sorted order), ``subject`` a known kind id or ``None`` and
    ``target`` a seat number or ``None``. Raises :class:`InvalidAction` for anything else."""
    if not isinstance(action, Action):
        raise InvalidAction(f"expected an Action, got {type(action).__name__}")
    # A hand-built Action may hold anything, whatever its annotations say (and compiled by mypyc,
    # reading action.verb would check that it is a Verb): read its fields as plain objects.
    given = cast(tuple[object, object, object, object], action)
    verb, cards, subject, target = given
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
        if type(subject) is not str or subject not in _CHOOSABLE:
            raise InvalidAction(f"choose: the subject must name one of {', '.join(sorted(_CHOOSABLE))}")
    elif verb is Verb.DONE:
        if subject is not None and subject != BOTTOM:
            raise InvalidAction(f"done: the subject must be None or {BOTTOM!r}")
    elif verb is Verb.YARD:
        if subject is not None and subject not in PLACES:
            raise InvalidAction(f"yard: the subject must be None or one of {', '.join(PLACES)}")
    elif verb is Verb.SPY:
        if subject == LEADER_PILE and target is None:
            pass
        elif type(subject) is not str or not is_spy_zone(subject) or target is None:
            raise InvalidAction(f"spy: the subject must be a zone ({', '.join(SPY_ZONES)}, stored-KIND, timer-KIND)")
    elif verb is Verb.TOWER:
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
    if len(cards) > 1:
        cards = tuple(sorted(cards))
    if verb is given[0] and cards == given[1]:
        return action  # already canonical, as every action from legal_actions is
    return Action(verb, cast(tuple[str, ...], cards), subject, target)


_KINDS = frozenset(CATALOGUE)


def _short(value: object) -> str:
    """A value for an error message, cut short (a hand-built Action may hold anything)."""
    text = repr(value) if isinstance(value, str | int | float | bool | None) else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


FORCE_PILE = "force-"
"""The solo game's face-down opponent force N is the pile ``force-N`` (RULINGS X-7, X-37)."""


def is_force_pile(name: str) -> bool:
    """Whether ``name`` names a solo opponent force: ``force-1`` to ``force-7``."""
    number = name[len(FORCE_PILE) :]
    return name.startswith(FORCE_PILE) and number.isascii() and number.isdigit() and len(number) == 1


def is_spy_zone(zone: str) -> bool:
    """Whether ``zone`` names what a spy may look at: a hand, a deck, a force, a building's
    stored or timer cards (``stored-bunker``, ``timer-bunker``), RULINGS X-2, or a solo
    opponent force (``force-3``, X-37)."""
    if zone in SPY_ZONES or is_force_pile(zone):
        return True
    where, _, building = zone.partition("-")
    return where in ("stored", "timer") and building in CATALOGUE and CATALOGUE[building].build_time is not None


def _may_hold(kind_id: str, skill: Skill) -> bool:
    """Whether a person may hold ``skill`` actions: its printed base, or one a leader grants
    (the Excavator's refugees dig); whether it does in this game is the game's question."""
    if CATALOGUE[kind_id].can(skill):
        return True
    return any(value(kind_id, skill, None) is not None for value in hooked(Hook.CARD_VALUE).values())


def is_pile_pair(text: str) -> bool:
    """Whether ``text`` names two different piles in canonical order (``junkyard+schematics``)."""
    piles = text.split("+")
    return len(piles) == 2 and all(p in PILES or is_force_pile(p) for p in piles) and piles[0] < piles[1]


def _check_group(skill: Skill, group: list[str], text: str) -> None:
    kinds: list[CardKind] = [CATALOGUE[k] for k in group]
    if len(kinds) == 1 and kinds[0].is_instant and kinds[0].can(skill):
        return  # RULINGS X-8: an instant adds its value with no holder
    holders = [c for c in kinds if c.is_person and _may_hold(c.id, skill)]
    printed = [c for c in holders if c.can(skill)]
    tools = [c for c in kinds if c.is_tool]
    # One holder: a person with the printed base ability, or one a leader may make a holder
    # (then whether the cards act together is the game's check, on the whole action).
    if not holders or len(printed) > 1:
        raise IllegalAction(
            f"{'+'.join(group)!r} in {text!r}: a group is one person with the base {skill} "
            "ability and the cards it uses (RULINGS R-14)"
        )
    if len(tools) > 1:
        raise IllegalAction(f"{'+'.join(group)!r} in {text!r}: a person may use only one tool [000:189]")


def parse_notation(text: str) -> Action:
    """Read one action in notation. Raises :class:`InvalidAction` for malformed text and
    :class:`IllegalAction` for a grouping the rules forbid (two tools on one person).
    Whether the action is legal now is the game's question, not this function's.
    """
    words = text.split()
    if not words:
        raise InvalidAction("empty action")
    try:
        verb = Verb(words[0].lower())
    except ValueError:
        known = ", ".join(v.value for v in Verb)
        raise InvalidAction(f"unknown verb {words[0]!r} in {text!r}; verbs are: {known}") from None
    rest = words[1:]
    if verb is Verb.DONE and len(rest) == 1 and rest[0].lower() == BOTTOM:
        return Action(verb, (), BOTTOM)  # a dig chosen card by card, from the pile's bottom
    if verb in _BARE:
        if rest:
            raise InvalidAction(f"{verb} takes no arguments, got {text!r}")
        return Action(verb)
    if verb is Verb.SPY:
        if rest and rest[-1].lower() == LEADER_PILE:
            return make(verb, ["spy", *(_known(k, text) for k in rest[:-1])], LEADER_PILE)
        if not rest or ":" not in rest[-1]:
            raise InvalidAction(
                f"expected 'spy [binoculars...] SEAT:ZONE' or 'spy leaders', e.g. 'spy 2:hand', got {text!r}"
            )
        seat_text, _, zone = rest[-1].partition(":")
        if not is_spy_zone(zone):
            raise InvalidAction(
                f"{zone[:40]!r} in {text!r} is not a zone a spy looks at: {', '.join(SPY_ZONES)}, "
                "stored-BUILDING or timer-BUILDING"
            )
        return make(verb, ["spy", *(_known(k, text) for k in rest[:-1])], zone, _seat(seat_text, text))
    if verb is Verb.ENGAGE:
        if len(rest) != 1 or not (rest[0].isascii() and rest[0].isdigit()) or len(rest[0]) > 2:
            raise InvalidAction(f"expected 'engage N', the number of an opponent force, e.g. 'engage 3', got {text!r}")
        return Action(verb, (), None, int(rest[0]))
    if verb is Verb.YARD:
        if len(rest) > 1 or (rest and rest[0].lower() not in PLACES):
            raise InvalidAction(f"expected 'yard', 'yard top' or 'yard bottom', got {text!r}")
        return Action(verb, ("leader_yardmaster",) if not rest else (), rest[0].lower() if rest else None)
    if verb is Verb.MAP:
        if len(rest) != 1:
            raise InvalidAction(
                f"expected 'map KIND', the tribe member to take back, e.g. 'map scavenger', got {text!r}"
            )
        return Action(verb, ("map",), _known(rest[0], text))
    if verb is Verb.CHOOSE:
        if len(rest) != 1 or rest[0].lower() not in _CHOOSABLE:
            raise InvalidAction(f"expected 'choose ACTION' with one of {', '.join(sorted(_CHOOSABLE))}, got {text!r}")
        return Action(verb, (), rest[0].lower())
    if verb is Verb.TOWER:
        if len(rest) < 2 or rest[-1].count("+") != 1:
            raise InvalidAction(
                "expected 'tower CARD [binoculars...] PILE+PILE', e.g. 'tower brawler junkyard+schematics' "
                f"or 'tower brawler binoculars junkyard+schematics', got {text[:80]!r}"
            )
        pair = "+".join(sorted(rest[-1].lower().split("+")))
        if not is_pile_pair(pair):
            raise InvalidAction(f"{rest[-1][:40]!r} in {text[:80]!r}: name two different piles of {', '.join(PILES)}")
        spent = [_known(k, text) for k in rest[:-1]]
        if sum(1 for k in spent if k != BINOCULARS) > 1:
            raise InvalidAction(
                f"{text[:80]!r}: a scout tower discards one card, and only binoculars may join it (RULINGS X-1)"
            )
        return make(verb, spent, pair)
    if verb in SKILL_OF_VERB:
        end = None
        if rest and rest[0].lower() == BOTTOM:
            end, rest = BOTTOM, rest[1:]
        if not rest:
            example = "engineer" if verb is Verb.BUILD else "scavenger"
            raise InvalidAction(f"{verb} needs at least one card, e.g. '{verb} {example}'")
        skill = SKILL_OF_VERB[verb]
        cards: list[str] = []
        for word in rest:
            group = [_known(k, text) for k in word.split("+")]
            _check_group(skill, group, text)
            cards.extend(group)
        return make(verb, cards, end)
    if verb is Verb.HIRE:
        if not rest:
            raise InvalidAction("hire needs a mercenary, e.g. 'hire scout pay medkit'")
        subject = _known(rest[0], text)
        pay = rest[1:]
        if pay:
            if pay[0] != "pay" or len(pay) < 2:
                raise InvalidAction(f"expected 'hire KIND pay CARD...', got {text!r}")
            return make(verb, (_known(k, text) for k in pay[1:]), subject=subject)
        return Action(verb, (), subject)
    if verb is Verb.LEAD:
        if not rest or len(rest) > 2:
            raise InvalidAction(f"expected 'lead CARD' or 'lead CARD SEAT:KIND', e.g. 'lead refugee', got {text!r}")
        card = _known(rest[0], text)
        if len(rest) == 1:
            return Action(verb, (card,))
        if ":" not in rest[1]:
            # Two cards for one ability (the Swindler's two refugees, RULINGS L-14).
            return make(verb, (card, _known(rest[1], text)))
        seat_text, _, kind_id = rest[1].partition(":")
        if not seat_text or not kind_id:
            raise InvalidAction(f"expected 'lead CARD SEAT:KIND', e.g. 'lead refugee 2:brawler', got {text!r}")
        return Action(verb, (card,), _known(kind_id, text), _seat(seat_text, text))
    if verb in _BUILDING_VERBS:
        if len(rest) < 2:
            raise InvalidAction(f"expected '{verb} BUILDING CARD...', e.g. '{verb} bunker brawler', got {text!r}")
        building = _known(rest[0], text)
        cards = [_known(k, text) for word in rest[1:] for k in word.split("+")]
        if verb is Verb.WORK:
            for word in rest[1:]:
                group = word.split("+")
                if len(group) > 2 or (len(group) == 2 and TOOLKIT not in group):
                    raise IllegalAction(
                        f"{word!r} in {text!r}: a worker is one person, holding at most a toolkit (H-4)"
                    )
        elif any("+" in word for word in rest[1:]):
            raise InvalidAction(f"{verb} takes a building and plain card kinds, got {text!r}")
        return make(verb, cards, subject=building)
    if verb in _TARGETED:
        if len(rest) not in (1, 2) or ":" not in rest[-1]:
            raise InvalidAction(
                f"expected '{verb} [CARD] SEAT:KIND', e.g. '{verb} 2:brawler' or "
                f"'{verb} {_DEFAULT_ACTOR[verb]} 2:brawler', got {text!r}"
            )
        acting = _known(rest[0], text) if len(rest) == 2 else _DEFAULT_ACTOR[verb]
        seat_text, _, kind_id = rest[-1].partition(":")
        return Action(verb, (acting,), _known(kind_id, text), _seat(seat_text, text))
    assert verb in _CARD_LISTS
    if rest == ["none"]:
        return Action(verb)
    if not rest:
        raise InvalidAction(f"{verb} needs card kinds or 'none', e.g. '{verb} none'")
    # A keep names one card, or two after a cargo sled dig (RULINGS X-17): the choice bounds it.
    if verb in (Verb.SAVE, Verb.HEAL, Verb.PICK) and len(rest) != 1:
        raise InvalidAction(f"{verb} takes one card, got {text!r}")
    return make(verb, (_known(k, text) for k in rest))
