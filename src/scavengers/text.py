"""The game in words, beneath every front end: events, skirmish results and card lists as the
terminal, the browser and the command line say them (one text layer; a new front end, a chat
bot say, says things this way too). Renders only what the event itself carries, so a seat's
log in words shows exactly what that seat may see."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from scavengers.cards import CATALOGUE
from scavengers.engine import Event, EventType, GameResult, Knowledge, Score
from scavengers.engine.core.config import HQ_MODULES, RECON_MODULES
from scavengers.engine.core.errors import excerpt
from scavengers.engine.core.state import ranking_key

_CITES = (
    re.compile(r"\s*\([^()]*(?:RULINGS|\[\d{3}:)[^()]*\)"),
    re.compile(r"\s*\((?:RULINGS )?[A-Z]{1,2}-\d+(?:\.\.[A-Z]{1,2}-\d+)?\)"),
    re.compile(r",?\s*RULINGS [A-Z]+-\d+(?:(?:\.\.|, )[A-Z]*-?\d+)*"),
    re.compile(r"\s*\[\d{3}:[\d-]+\]"),
)


def for_people(error: BaseException | str) -> str:
    """An engine message as one line for a person: without the project's ruling IDs and
    rulebook line numbers (a player cannot look them up)."""
    text = " ".join(str(error).split())
    for cite in _CITES:
        text = cite.sub("", text)
    return text or (type(error).__name__ if isinstance(error, BaseException) else text)


_REFUSAL = re.compile(r"seat (\d+)(?: cannot (.+?))? \(round \d+, [\w -]+ phase\): (.*)", re.DOTALL)
_WAITING = re.compile(r"waiting for seat (\d+)")
_OVER = re.compile(r"seat \d+ cannot .+: the game is over")
_CANNOT = re.compile(r"You cannot (.+?): (.*)", re.DOTALL)


def without_controls(text: str) -> str:
    """``text`` without its control characters (escape sequences, bells, line breaks, half
    characters): a name from a file or a request, shown in a terminal or a page."""
    return "".join(c for c in text if unicodedata.category(c)[0] != "C")


def refusal(error: BaseException | str, name: Callable[[int], str] | None = None) -> str:
    """A refused action's message for the person who tried it, in the second person: the
    engine's ``seat 1 cannot dig brawler (round 2, gathering phase): the hand holds no
    brawler`` becomes ``You cannot dig brawler: your hand holds no brawler``, and ``seat 1
    cannot act now (...): waiting for seat 2`` becomes ``It is not your turn: waiting for
    Bob`` (``name`` names a seat; else ``seat 2``). Any other message is :func:`for_people`'s."""
    text = for_people(error)
    if _OVER.fullmatch(text):
        return "The game is over."
    found = _REFUSAL.fullmatch(text)
    if found is None:
        return text
    what, why = found[2], found[3]
    waiting = _WAITING.fullmatch(why)
    if what == "act now" and waiting:
        seat = int(waiting[1])
        return f"It is not your turn: waiting for {name(seat) if name else f'seat {seat}'}."
    if why.startswith("the hand "):
        why = "your hand " + why.removeprefix("the hand ")
    return f"You cannot {what}: {why}" if what else why[:1].upper() + why[1:]


def typed_refusal(error: BaseException, typed: str, name: Callable[[int], str] | None = None) -> str:
    """:func:`refusal`'s words for an action she typed, with the action as she typed it (the
    engine writes cards it cannot group, ``refugee+spear``, as ``refugee spear``, another
    action than hers): ``You cannot dig refugee+spear: spear can take no part in a dig ...``.
    The terminal and the web table both say it so."""
    said = refusal(error, name)
    found = _CANNOT.fullmatch(said)
    return said if found is None else f"You cannot {excerpt(typed)}: {found[2]}"


def hire_food_note(food: int) -> str:
    """The line before a turn's hires: a hire spends all of the turn's ``food`` (RULINGS R-3:
    the hire empties it, and it is gone at the turn's end anyway), so a cheaper mercenary
    loses the rest. Said, never worked out: what is left over would need the cost under her
    leader, which the rules know."""
    spent = "the 1 food" if food == 1 else f"all {food} food"
    return f"A hire spends {spent} of your turn, whatever the mercenary costs: food left over is lost."


SOLO_OPPONENT = 1
"""In the solo game seat 1 is the opponent forces, played by the engine."""

SOLO_GOAL = (
    "seven opponent forces lie face down. Fight each of them once, on the turns you choose: end your"
    " turn, then engage one with cards from your hand. After the seventh fight your tribe scores 2"
    " points per contested resource and 1 per other card (a leader or a building scores none)."
)
"""The solo game's goal and scoring in words [003:330-349], told when it begins."""


def round_mark(number: int, players: int) -> str:
    """A log line's short mark of its round, ``R3``; the solo game counts turns: ``T3``."""
    return f"{'T' if players == 1 else 'R'}{number}"


def card_names(kind_ids: Iterable[str]) -> str:
    """``2 Refugees, Shovel``-style list of card names."""
    counts = Counter(kind_ids)
    parts = []
    for kind_id, count in sorted(counts.items()):
        name = CATALOGUE[kind_id].name
        parts.append(name if count == 1 else f"{count}x {name}")
    return ", ".join(parts) if parts else "nothing"


def _number(e: Event) -> str:
    """`` #2`` where the event names one of a player's several buildings of a kind."""
    return f" #{e.values[0]}" if e.values else ""


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def people_words(n: int) -> str:
    """``1 person``, ``3 people``."""
    return f"{n} person" if n == 1 else f"{n} people"


def points_words(n: int) -> str:
    """``1 point``, ``7 points`` (a solo score)."""
    return f"{n} point" if n == 1 else f"{n} points"


def and_words(items: Iterable[str]) -> str:
    """``Ann``, ``Ann and Bob``, ``Ann, Bob and Cat``."""
    listed = list(items)
    return ", ".join(listed[:-1]) + " and " + listed[-1] if len(listed) > 1 else "".join(listed)


def a_card(kind_id: str) -> str:
    """One card by its name with the article English gives it: ``a Brawler``, ``an Engineer``;
    a name in the plural (``Thugs``, ``Tribal Hunters (3 people)``) or with its own article
    (``The Mentor``) takes none."""
    name = CATALOGUE[kind_id].name
    noun = name.split(" (")[0]
    if noun.startswith("The ") or noun.endswith("s"):
        return name
    return f"{'an' if noun[0] in 'AEIOU' else 'a'} {name}"


def _zone_words(zone: str, who: Callable[[int | None], str]) -> str:
    """A recon's zone in words: ``2:hand`` is "Seat 2's hand", ``junkyard`` "the junkyard"."""
    seat, _, place = zone.rpartition(":")
    if not seat.isdigit():
        return f"the top of the {place}"
    where, _, named = place.partition("-")
    building, dash, number = named.partition("-")  # ``stored-bunker-2``: her second bunker
    if building in CATALOGUE:
        name = f"{CATALOGUE[building].name} #{number}" if dash else CATALOGUE[building].name
        return f"{who(int(seat))}'s {name} ({'timer' if where == 'timer' else 'stored'} cards)"
    return f"{who(int(seat))}'s {place}"


def _building_words(named: str) -> str:
    """``bunker`` or ``bunker-2`` (her second bunker) as "the Bunker", "the Bunker #2"."""
    kind_id, dash, number = named.partition("-")
    if kind_id not in CATALOGUE:
        return named
    return f"the {CATALOGUE[kind_id].name}{f' #{number}' if dash else ''}"


def _declared(text: str, who: Callable[[int | None], str]) -> str:
    """What a declaration is, in words rather than notation: ``spy 0:hand`` is "a spy on
    Seat 0's hand", ``hire scout`` "a hire of a Scout", ``work on bunker #2`` "work on the
    Bunker #2", ``demolish 2:bunker`` "a demolition of Seat 2's Bunker", ``disable 2:bunker-2``
    "an attack on Seat 2's Bunker #2"."""
    verb, _, rest = text.partition(" ")
    if verb == "spy":
        zone = rest.partition("@")[0]  # the positions it looks at are the view's, not the log's
        return f"a spy on {'the leader pile' if zone == 'leaders' else _zone_words(zone, who)}"
    if verb == "hire" and rest in CATALOGUE:
        return f"a hire of {a_card(rest)}"
    if verb in ("work", "repair") and rest.startswith("on "):
        kind_id, _, number = rest.removeprefix("on ").partition(" #")
        return f"{verb} on {_building_words(f'{kind_id}-{number}' if number else kind_id)}"
    if verb in ("demolish", "disable") and ":" in rest:
        seat, _, building = rest.partition(":")
        if seat.isdigit():
            what = "a demolition of" if verb == "demolish" else "an attack on"
            return f"{what} {who(int(seat))}'s {_building_words(building).removeprefix('the ')}"
    if verb == "tower":
        return f"a scout tower look at the {' and '.join(rest.split('+'))} piles"
    if verb in ("dig", "build") and rest == "bottom":
        return f"{verb} from the bottom of the pile"
    return text


def seat_words(names: list[str], seat: int | None) -> str:
    """A seat by its name (default "Seat N"); the solo game's seat 1 is the opponent."""
    if seat is None:
        return "Nobody"
    if seat == SOLO_OPPONENT and len(names) == 1:
        return "The opponent"
    return names[seat] if seat < len(names) else f"Seat {seat}"


_REMOVES = re.compile(r"(removes) a ([a-z0-9_]+) (from play .*)")
"""The Butcher's and the Cannibal's detail: ``removes a hardy_scavenger from play for 3 food``."""
_STRIKES = re.compile(r"(.*) to discard seat (\d+)'s ([a-z0-9_]+)")
"""The Fanatic's: ``sacrifices a refugee to discard seat 2's spear``."""


def leader_words(detail: str, names: list[str]) -> str:
    """A leader's ability in words (the detail of a ``leader_used`` event names cards by their
    id and seats by their number): ``removes a Hardy Scavenger from play for 3 food``,
    ``sacrifices a refugee to discard Ann (Seat 2)'s Spear``. Any other detail is kept."""
    removes = _REMOVES.fullmatch(detail)
    if removes is not None and removes[2] in CATALOGUE:
        return f"{removes[1]} {a_card(removes[2])} {removes[3]}"
    strikes = _STRIKES.fullmatch(detail)
    if strikes is not None and strikes[3] in CATALOGUE:
        return f"{strikes[1]} to discard {seat_words(names, int(strikes[2]))}'s {CATALOGUE[strikes[3]].name}"
    return detail


def describe(event: Event, seats: Iterable[str] | None = None, viewer: int | None = None) -> str:
    """One line about ``event``. ``seats`` names the players (default: "Seat N"); the end of
    a solo game is told to its ``viewer`` as "You score"."""
    names = list(seats) if seats is not None else []

    def who(seat: int | None) -> str:
        return seat_words(names, seat)

    private = event.audience is not None
    s, e = who(event.seat), event
    match e.type:
        case EventType.GAME_STARTED:
            stacked = " from a stacked table (a scenario)" if e.text == "scenario" else ""
            added = f" The junkyard also holds every {card_names(e.cards)}." if e.cards else ""
            if e.count == 1:  # the solo game has no initiator [003:332]
                return f"The solo game begins{stacked}: {SOLO_GOAL}{added}"
            return f"A {e.count}-player game begins{stacked}; {s} is the initiator.{added}"
        case EventType.ROUND_STARTED if len(names) == 1:  # the solo game: its turns, no initiator
            return f"Turn {e.round} begins."
        case EventType.ROUND_STARTED:
            return f"Round {e.round} begins; {s} is the initiator."
        case EventType.DREW:
            return f"You drew {card_names(e.cards)}." if private else f"{s} draws {_cards(e.count)}."
        case EventType.RESHUFFLED:
            return f"{s} shuffles the discard pile into a new deck of {_cards(e.count)}."
        case EventType.PEEKED:
            if private:
                return f"You peek at the top contested resource: {card_names(e.cards)}."
            return f"{s} peeks at the top contested resource."
        case EventType.TURN_STARTED:
            return f"{s} gathers resources."
        case EventType.DECLARED:
            return f"{s} declares {_declared(e.text, who)} with {card_names(e.cards)}."
        case EventType.SNIPED:
            by = f" with {card_names((e.text,))}" if e.text in CATALOGUE else ""
            return f"{s} snipes {who(e.target)}'s {card_names(e.cards)}{by}."
        case EventType.DISARMED:
            by = f" with {card_names((e.text,))}" if e.text in CATALOGUE else ""
            return f"{s} disarms {who(e.target)}'s {card_names(e.cards)}{by}."
        case EventType.ABORTED:
            back = f", taking back {card_names(e.cards)}" if e.cards else ""
            return f"{s} aborts the {e.text or 'action'}{back}."
        case EventType.DUG:
            pile = "schematics pile" if e.text == "schematics" else "junkyard"
            if private:
                return f"You dig up {card_names(e.cards)} from the {pile}."
            return f"{s} digs {_cards(e.count)} from the {pile}."
        case EventType.KEPT if e.text == "schematics":
            return f"{s} starts building {a_card(e.cards[0])}." if e.cards else f"{s} starts no building."
        case EventType.KEPT:
            if private:
                return f"You keep {card_names(e.cards)}."
            return f"{s} keeps {'a card' if e.count else 'nothing'} and returns the rest."
        case EventType.HUNTED:
            return f"{s} hunts {e.count} food."
        case EventType.HIRED:
            paid = f" and {card_names(e.cards)}" if e.cards else ""
            return f"{s} hires {a_card(e.text)} with {e.count} food{paid}."
        case EventType.TRASHED:
            if private:
                return f"You trash {card_names(e.cards)}."
            return f"{s} trashes {_cards(e.count)}."
        case EventType.DISCARDED:
            return f"{s} discards {card_names(e.cards)}."
        case EventType.COMMITTED:
            if private:
                return f"You commit {card_names(e.cards)}."
            return f"{s} commits {_cards(e.count)} to the skirmish."
        case EventType.REVEALED:
            return f"{s} reveals {card_names(e.cards)}."
        case EventType.SKIRMISH_TOTALS:
            has_fight, fight, people = e.values
            strength = f"fight {fight}" if has_fight else "no fight"
            return f"{s}: {strength}, {people_words(people)}."
        case EventType.SKIRMISH_WON if e.text == "solo":
            return f"{s} wins the skirmish: one card of the opponent force is the prize."
        case EventType.SKIRMISH_LOST if e.cards:
            return f"{s} removes {card_names(e.cards)} from the game."
        case EventType.SKIRMISH_LOST:
            return f"{s} loses the skirmish: one card of the force (if any) leaves the game."
        case EventType.DEADLOCK if e.text == "solo":
            return "A tie: no prize and no loss."
        case EventType.GAINED if not private:
            return f"{s} takes {card_names(e.cards)} as the prize."
        case EventType.GASSED if e.text in CATALOGUE:
            return f"{s}'s tear gas: {who(e.target)}'s {CATALOGUE[e.text].name} fights with 0."
        case EventType.ATTRITION:
            return f"Attrition: {card_names(e.cards)}, the top card of {s}'s new deck, leaves the game."
        case EventType.ENGAGED:
            return f"{s} engages opponent force {e.count}."
        case EventType.FORCE_GONE:
            return f"What is left of opponent force {e.count} leaves the game: {card_names(e.cards)}."
        case EventType.SKIRMISH_WON:
            return f"{s} wins the skirmish and takes the contested resource."
        case EventType.DEADLOCK:
            return "Deadlock: the contested resource goes into the junkyard."
        case EventType.GAINED:
            return f"You gain {card_names(e.cards)}."
        case EventType.INITIATOR_PASSED:
            return f"The initiator card passes to {s}."
        case EventType.SAVED:
            return f"{s} saves {who(e.target)}'s {CATALOGUE[e.text].name} with {_one(e.cards)}."
        case EventType.GANG_JOINED:
            return f"{card_names(e.cards)} join {s}'s tribe ({people_words(CATALOGUE[e.cards[0]].people)})."
        case EventType.GANG_STAYED_AWAY:
            return f"{card_names(e.cards)} join nobody: no tribe leads alone."
        case EventType.STORED | EventType.RETRIEVED:
            storing = e.type is EventType.STORED
            number = "" if e.target is None else f" #{e.target}"  # which of her buildings of the kind
            place = f"{'under' if storing else 'from'} the {CATALOGUE[e.text].name}{number}"
            if private:
                return f"You {'store' if storing else 'retrieve'} {card_names(e.cards)} {place}."
            return f"{s} {'stores' if storing else 'retrieves'} {_cards(e.count)} {place}."
        case EventType.BUILDING_STARTED:
            return f"{s}'s {card_names(e.cards)} goes up with {_cards(e.count)} face down on its timer."
        case EventType.BUILDING_COMPLETED:
            return f"{s}'s {card_names(e.cards)} is complete."
        case EventType.TIMER_REDUCED:
            return f"{s}'s {CATALOGUE[e.text].name}: {card_names(e.cards)} off the timer, {e.count} left."
        case EventType.GARDEN_FOOD:
            return f"{s}'s gardens give {e.count} food."
        case EventType.LEADERS_DEALT:
            if private:
                return f"You are dealt {card_names(e.cards)}: keep one as your leader."
            return f"{s} is dealt two leaders."
        case EventType.LEADER_CHOSEN:
            if not e.cards:
                return "You play without a leader."
            return f"You keep {card_names(e.cards)} as your leader."
        case EventType.BRIBED:
            if private:
                return f"Your bribe draws {card_names(e.cards)} from the leader pile."
            return f"{s} bribes: {_cards(e.count)} drawn from the leader pile."
        case EventType.LEADER_BRIBED:
            back = f"; {_cards(e.count)} to the bottom of the leader pile"
            if e.cards:
                return f"{s} is now led by {card_names(e.cards)}{back}."
            return f"{s} keeps no leader from the bribe{back}."
        case EventType.LEADER_REVEALED:
            return f"{s} is led by {card_names(e.cards)}."
        case EventType.LEADER_USED:
            return f"{s}'s {card_names(e.cards)}: {leader_words(e.text, names)}."
        case EventType.BUILDING_DISABLED:
            return f"{s}'s saboteur disables {who(e.target)}'s {card_names(e.cards)}{_number(e)}."
        case EventType.BUILDING_REPAIRED:
            return f"{s} repairs the {card_names(e.cards)}."
        case EventType.LEADER_WOUNDED:
            return f"{s}'s leader, {card_names(e.cards)}, is wounded."
        case EventType.LEADER_HEALED:
            return f"{s} heals {card_names(e.cards)} with {CATALOGUE[e.text].name}."
        case EventType.LOOKED:
            where = _zone_words(e.text, who)
            if private:
                return f"You look at {where}: {card_names(e.cards) or 'nothing'}."
            return f"{s} looks at {_cards(e.count)} of {where}."
        case EventType.CANCELLED if e.text == "cancels":
            return f"{s} cancels {who(e.target)}'s action with {_one(e.cards)}."
        case EventType.CANCELLED:
            return f"{s}'s {e.text} is cancelled."
        case EventType.YARD_PEEKED:
            where = "back on top" if e.text == "top" else "at the bottom"
            return f"{s}'s Yardmaster puts the junkyard's top {_cards(e.count)} {where}."
        case EventType.RETURNED if e.text == "hand":
            return f"{card_names(e.cards)} of {s}'s force {'go' if e.count > 1 else 'goes'} back to the hand."
        case EventType.RETURNED if e.text == "deck":
            shuffled = card_names(e.cards) if private else _cards(e.count)
            return f"{s} shuffles {shuffled} from the discard pile into the deck."
        case EventType.RETURNED:
            pile = "schematics pile" if e.text.startswith("schematics") else "junkyard"
            return f"{s} puts {_cards(e.count)} on top of the {pile}; the rest go under it."
        case EventType.DEMOLISHED:
            return (
                f"{s}'s demolition team knocks down {who(e.target)}'s {card_names(e.cards)}{_number(e)}: "
                f"{_cards(e.count)} back on its timer ({e.text})."
            )
        case EventType.MAPPED:
            member = CATALOGUE[e.text].name if e.text in CATALOGUE else "a tribe member"
            return f"{s}'s map brings {member} back to the hand."
        case EventType.PROVOKED:
            return f"{s} announces a provocateur: the force's size is its fight."
        case EventType.GAME_OVER if e.text == "solo":
            scorer = "You score" if viewer in e.values else f"{who(e.values[0] if e.values else None)} scores"
            return f"Game over: {scorer} {points_words(e.count)}."
        case EventType.GAME_OVER:
            winners = and_words(who(w) for w in e.values)
            return f"Game over. {'Winner' if len(e.values) == 1 else 'Shared victory'}: {winners}."
    return f"{e.type}"


def _one(kinds: tuple[str, ...]) -> str:
    """The card an ability was used with, with its article."""
    return a_card(kinds[0]) if len(kinds) == 1 and kinds[0] in CATALOGUE else card_names(kinds)


SKIRMISH_EVENTS = frozenset(
    {
        EventType.REVEALED,
        EventType.SNIPED,
        EventType.DISARMED,
        EventType.SAVED,
        EventType.SKIRMISH_TOTALS,
        EventType.SKIRMISH_WON,
        EventType.DEADLOCK,
        EventType.GAINED,
        EventType.PROVOKED,
        EventType.SKIRMISH_LOST,
        EventType.GASSED,
        EventType.LEADER_USED,
    }
)


def skirmish_events(events: tuple[Event, ...] | list[Event], round_number: int) -> list[Event]:
    """A round's skirmish as it happened: from the reveal on, so a snipe made while gathering
    resources is not part of it."""
    of_round = [e for e in events if e.round == round_number]
    start = next((i for i, e in enumerate(of_round) if e.type is EventType.REVEALED), None)
    if start is None:
        # No force revealed: a leader's ability (in the skirmish it needs a refugee of a
        # revealed force, RULINGS L-3, L-7) was used while gathering, not in a skirmish.
        opens = SKIRMISH_EVENTS - {EventType.LEADER_USED}
        start = next((i for i, e in enumerate(of_round) if e.type in opens), len(of_round))
    return [e for e in of_round[start:] if e.type in SKIRMISH_EVENTS]


SKIRMISH_ENDS = (EventType.SKIRMISH_WON, EventType.SKIRMISH_LOST, EventType.DEADLOCK)
"""The events that end a skirmish (a solo game's lost fight included; the card it then
removes is a later SKIRMISH_LOST with cards)."""


def _fight(values: tuple[int, ...] | None) -> str:
    if values is None:
        return "no force"
    return f"fight {values[1]}" if values[0] else "no fight"


def result_reason(events: list[Event], players: int, seats: Iterable[str] | None = None) -> str:
    """Why a skirmish ended as it did, in words, from what it showed everyone: the fights
    compared, the Rogue or the people tie-break, the 2-player margin, a solo fight lost, and
    any tear gas that set a fighter to 0. ``events`` are the skirmish's (:func:`skirmish_events`)."""
    names = list(seats) if seats is not None else []
    ends = [e for e in events if e.type in SKIRMISH_ENDS and not (e.type is EventType.SKIRMISH_LOST and e.cards)]
    if not ends:
        return ""
    end = ends[-1]
    totals = {e.seat: e.values for e in events if e.type is EventType.SKIRMISH_TOTALS and e.seat is not None}
    gassed = [
        f"{seat_words(names, e.target)}'s {CATALOGUE[e.text].name} fights with 0"
        for e in events
        if e.type is EventType.GASSED and e.text in CATALOGUE
    ]
    gas = f"; tear gas: {', '.join(gassed)}" if gassed else ""
    if end.type is EventType.DEADLOCK:
        return (tie_reason(events, players) if totals else "nobody committed a force") + gas
    solo = end.text == "solo"
    winner: int | None = end.seat
    if solo:  # RULINGS V-6: the player against the opponent force, ranked as with 3-5 players
        winner = SOLO_OPPONENT if end.type is EventType.SKIRMISH_LOST else 0
        others = [totals.get(1 - winner)]
    else:
        others = [values for seat, values in totals.items() if seat != winner] or [None]
    mine = totals.get(winner) if winner is not None else None
    rogue = _holds_rogue(events, winner)
    if not solo and players == 2:  # RULINGS V-2: no fight counts as 0; win by 2, else the Rogue
        high, low = (v[1] if v is not None and v[0] else 0 for v in (mine, others[0]))
        margin = "ahead by 2 or more" if high - low >= 2 else "not 2 ahead: the Rogue breaks the tie"
        return f"{_fight(mine)} vs {_fight(others[0])}: {margin}{gas}"
    best = max(others, key=lambda v: (-1, 0) if v is None else (v[0], v[1]))
    ranked = (mine[0], mine[1]) if mine is not None else (-1, 0)
    if best is None or ranked > (best[0], best[1]):
        return f"{_fight(mine)} beats {_fight(best)}{gas}"
    if rogue or ranked < (best[0], best[1]):
        # RULINGS S-9: a Rogue in any force breaks a tie for the highest fight first; a winner
        # below the top fight can only have won so.
        return f"tied on {_fight(best)}: the Rogue breaks the tie{gas}"
    most = max(v[2] for v in others if v is not None and (v[0], v[1]) == (best[0], best[1]))
    people = mine[2] if mine is not None else 0
    return f"tied on {_fight(mine)}: {people_words(people)} beat {most}, the people tie-break{gas}"


def told_with_reason(
    end: Event, events: list[Event], players: int, seats: Iterable[str] | None = None, viewer: int | None = None
) -> str:
    """The event that ended a skirmish in words, with why (:func:`result_reason`): the last
    line of every skirmish summary."""
    names = list(seats) if seats is not None else []
    return f"{describe(end, names, viewer).removesuffix('.')} ({result_reason(events, players, names)})."


def struck_from_force(events: list[Event], seat: int | None) -> list[tuple[str, str]]:
    """The cards a skirmish's snipes, disarms and Fanatic strikes took out of ``seat``'s force,
    in order, each as (card kind, ``sniped``, ``disarmed`` or ``struck``). A snipe that a save
    answered took nothing: the save cancels it [000:541-543], RULINGS I-4 (the ``saved`` event
    names the snipe's target and card, and follows the snipe it answers). Nothing answers the
    Fanatic's strike in the skirmish (RULINGS L-7: no save; a guard cancels only outside it)."""
    landed: list[tuple[str, str]] = []
    for e in events:
        if e.type in (EventType.SNIPED, EventType.DISARMED) and e.target == seat:
            landed.extend((kind, "sniped" if e.type is EventType.SNIPED else "disarmed") for kind in e.cards)
        elif e.type is EventType.LEADER_USED and (strike := _STRIKES.fullmatch(e.text)) and int(strike[2]) == seat:
            landed.append((strike[3], "struck"))
        elif e.type is EventType.SAVED and e.target == seat and (e.text, "sniped") in landed:
            index = len(landed) - 1 - landed[::-1].index((e.text, "sniped"))
            del landed[index]
    return landed


def _holds_rogue(events: list[Event], seat: int | None) -> bool:
    """Whether ``seat``'s revealed force still holds a Rogue (not sniped, unsaved, away)."""
    shown = sum(e.cards.count("rogue") for e in events if e.type is EventType.REVEALED and e.seat == seat)
    hit = sum(1 for kind, _ in struck_from_force(events, seat) if kind == "rogue")
    return shown > hit


def tie_reason(events: list[Event], players: int) -> str:
    """Why a skirmish ended without a winner, in words."""
    totals = {e.seat: e.values for e in events if e.type is EventType.SKIRMISH_TOTALS and e.seat is not None}
    if players == 2 and totals:  # the 2-player rule: win by 2 (people do not count, RULINGS V-2)
        fights = sorted((values[1] if values[0] else -1 for values in totals.values()), reverse=True)
        high, low = [str(f) if f >= 0 else "no fight" for f in fights] + ["no force"] * (2 - len(fights))
        return f"{high} vs {low}: not 2 more, a tie; 2 players must win by 2"
    return "tied on fight and on people"


PILES = frozenset({"deck", "junkyard", "contested", "schematics", "leaders"})
"""The zones kept in order: what was seen on one is known by place until it is shuffled."""


def knowledge_line(known: Knowledge, names: Sequence[str] | None = None) -> str:
    """What the viewer alone has seen and may still rely on (``View.knowledge``), in words:
    "Your spy saw in Seat 2's hand: Brawler, Scout", the seat named as ``names`` name it where
    given ("Bob's hand"). Only what the record itself says: front ends show it to that seat
    alone."""
    seat, _, place = known.zone.rpartition(":")
    place = place.partition("@")[0]
    pile = {"contested": "contested resources"}.get(place, place)
    owner = names[int(seat)] if names is not None and seat.isdigit() and int(seat) < len(names) else f"Seat {seat}"
    where = f"{owner}'s {place.replace('-', ' ')}" if seat else f"the {pile}"
    if place.startswith("force-"):  # a solo opponent force
        where = f"opponent force {place.removeprefix('force-')}"
    seen = ", ".join(CATALOGUE[k].name for k in known.cards) or "nothing"
    if known.may_have_left:
        seen += f" (any {known.may_have_left} of them may have left unseen since)"
    # What her own dig put back under a pile she saw go there: "You put under the junkyard".
    said = f"You put under {where}" if known.source == "dig" else f"Your {known.source} saw in {where}"
    if known.in_order:
        return f"{said} (top first): {seen}"
    if place in PILES:
        return f"{said}, shuffled since (anywhere in it): {seen}"
    return f"{said}: {seen}"


def result_text(result: GameResult, names: Sequence[str]) -> str:
    """The final result in a line: each seat's score and the winners (public once the game is
    over: the end screen shows every tribe's)."""
    scores = result.scores
    if len(scores) == 1:
        return f"Final result: {names[0]} scores {points_words(scores[0].points)}."
    counts = ", ".join(
        f"{names[seat]} {people_words(score.people)} ({score.contested} contested, {_cards(score.cards)})"
        for seat, score in enumerate(scores)
    )
    winners = and_words(names[seat] for seat in result.winners)
    why = tie_break_words(result, names)
    ending = f"Final result: {counts}. {'Winner' if len(result.winners) == 1 else 'Shared victory'}: {winners}."
    return f"{ending} {why}" if why else ending


def _contested(n: int) -> str:
    return f"{n} contested resource" if n == 1 else f"{n} contested resources"


def solo_points_words(score: Score) -> str:
    """How a solo score is made ([003:347-348], RULINGS V-7): "1 contested resource at 2
    points + 2 other cards at 1", each count with its own number."""
    other = score.cards - score.contested
    return f"{_contested(score.contested)} at 2 points + {other} other {'card' if other == 1 else 'cards'} at 1"


def tie_break_words(result: GameResult, names: Sequence[str]) -> str:
    """Why the winners won, where the people alone did not decide it ([000:170-172]): the
    tie-break that did (``GameResult.decided_by``), or the shared victory, in words; ``""``
    where the largest tribe won alone (or in the solo game)."""
    decided = result.decided_by
    if decided not in ("contested", "cards", "shared"):
        return ""
    scores = result.scores
    best = scores[result.winners[0]]

    def tied(fields: int) -> list[int]:
        return [seat for seat, s in enumerate(scores) if ranking_key(s)[:fields] == ranking_key(best)[:fields]]

    def beaten(among: list[int], figure: Callable[[Score], int]) -> int:
        return max(figure(scores[seat]) for seat in among if seat not in result.winners)

    def who(seats: list[int]) -> str:
        return and_words(names[seat] for seat in seats)

    people = people_words(best.people)
    if decided == "contested":
        on_people = tied(1)
        contested = beaten(on_people, lambda s: s.contested)
        return (
            f"{who(on_people)} tied on {people}: {_contested(best.contested)} beat {contested}, "
            "the contested resources tie-break."
        )
    if decided == "cards":
        on_both = tied(2)
        cards = beaten(on_both, lambda s: s.cards)
        return (
            f"{who(on_both)} tied on {people} and {_contested(best.contested)}: {_cards(best.cards)} beat {cards}, "
            "the cards tie-break."
        )
    return (
        f"{who(list(result.winners))} tied on {people}, {_contested(best.contested)} and {_cards(best.cards)}: "
        "they share the victory."
    )


def modules_name(modules: Iterable[str]) -> str:
    """Modules as every output names them: ``HQ 1-3, Recon 2,5`` (HQ modules are cumulative);
    empty for none."""
    chosen = set(modules)
    hq = sum(1 for m in HQ_MODULES if m in chosen)
    recon = [str(n) for n, m in enumerate(RECON_MODULES, 1) if m in chosen]
    words = [f"HQ 1-{hq}" if hq > 1 else "HQ 1"] if hq else []
    words += [f"Recon {','.join(recon)}"] if recon else []
    return ", ".join(words)


def variants_name(variants: Iterable[str]) -> str:
    """Variants in words: ``alternate brawlers, leader draft``."""
    return ", ".join(sorted(v.replace("_", " ") for v in variants))


def game_name(modules: Iterable[str], variants: Iterable[str]) -> str:
    """A game's modules and variants in words: ``HQ 1-3, Recon 2, leader draft``, or
    ``base game``."""
    words = [w for w in (modules_name(modules), variants_name(variants)) if w]
    return ", ".join(words) or "base game"


def solo_difficulty(added: Iterable[str], families_removed: int) -> str:
    """The solo game's difficulty in words [003:353]: ``the rulebook's opponents``, or
    ``harder: 2x Brawler, Sniper Team added, 2 tribal families out``."""
    added = list(added)
    if not added and not families_removed:
        return "the rulebook's opponents"
    words = [f"{card_names(added)} added"] if added else []
    if families_removed:
        words.append(f"{families_removed} tribal {'family' if families_removed == 1 else 'families'} out")
    return "harder: " + ", ".join(words)
