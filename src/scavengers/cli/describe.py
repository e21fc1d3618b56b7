"""Events in words, for logs and front ends. Renders only what the event itself carries, so a
seat's log in words shows exactly what that seat may see."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from scavengers.cards import CATALOGUE
from scavengers.engine import Event, EventType

SOLO_OPPONENT = 1
"""In the solo game seat 1 is the opponent forces, played by the engine."""


def card_names(kind_ids: Iterable[str]) -> str:
    """``2 Refugees, Shovel``-style list of card names."""
    counts = Counter(kind_ids)
    parts = []
    for kind_id, count in sorted(counts.items()):
        name = CATALOGUE[kind_id].name
        parts.append(name if count == 1 else f"{count}x {name}")
    return ", ".join(parts) if parts else "nothing"


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _zone_words(zone: str, who: Callable[[int | None], str]) -> str:
    """A recon's zone in words: ``2:hand`` is "Seat 2's hand", ``junkyard`` "the junkyard"."""
    seat, _, place = zone.rpartition(":")
    if not seat.isdigit():
        return f"the top of the {place}"
    where, _, building = place.partition("-")
    if building in CATALOGUE:
        return f"{who(int(seat))}'s {CATALOGUE[building].name} ({'timer' if where == 'timer' else 'stored'} cards)"
    return f"{who(int(seat))}'s {place}"


def describe(event: Event, seats: Iterable[str] | None = None) -> str:
    """One line about ``event``. ``seats`` names the players (default: "Seat N")."""
    names = list(seats) if seats is not None else []

    def who(seat: int | None) -> str:
        if seat is None:
            return "Nobody"
        if seat == SOLO_OPPONENT and len(names) == 1:
            return "The opponent"
        return names[seat] if seat < len(names) else f"Seat {seat}"

    private = event.audience is not None
    s, e = who(event.seat), event
    match e.type:
        case EventType.GAME_STARTED:
            stacked = " from a stacked table (a scenario)" if e.text == "scenario" else ""
            added = f" The junkyard also holds every {card_names(e.cards)}." if e.cards else ""
            return f"A {e.count}-player game begins{stacked}; {s} is the initiator.{added}"
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
            return f"{s} declares {e.text} with {card_names(e.cards)}."
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
            return f"{s} starts building a {card_names(e.cards)}." if e.cards else f"{s} starts no building."
        case EventType.KEPT:
            if private:
                return f"You keep {card_names(e.cards)}."
            return f"{s} keeps {'a card' if e.count else 'nothing'} and returns the rest."
        case EventType.HUNTED:
            return f"{s} hunts {e.count} food."
        case EventType.HIRED:
            paid = f" and {card_names(e.cards)}" if e.cards else ""
            return f"{s} hires a {CATALOGUE[e.text].name} with {e.count} food{paid}."
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
            return f"{s}: {strength}, {people} {'person' if people == 1 else 'people'}."
        case EventType.SKIRMISH_WON if e.text == "solo":
            return f"{s} wins the skirmish: one card of the opponent force is the prize."
        case EventType.SKIRMISH_LOST if e.cards:
            return f"{s} removes {card_names(e.cards)} from the game."
        case EventType.SKIRMISH_LOST:
            return f"{s} loses the skirmish: one card of the force leaves the game."
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
            return f"{s} saves {who(e.target)}'s {CATALOGUE[e.text].name} with a {card_names(e.cards)}."
        case EventType.GANG_JOINED:
            return f"{card_names(e.cards)} join {s}'s tribe (5 people)."
        case EventType.GANG_STAYED_AWAY:
            return f"{card_names(e.cards)} join nobody: no tribe leads alone."
        case EventType.STORED | EventType.RETRIEVED:
            storing = e.type is EventType.STORED
            place = f"{'under' if storing else 'from'} the {CATALOGUE[e.text].name}"
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
            return f"{s}'s {card_names(e.cards)}: {e.text}."
        case EventType.BUILDING_DISABLED:
            return f"{s}'s saboteur disables {who(e.target)}'s {card_names(e.cards)}."
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
            return f"{s} cancels {who(e.target)}'s action with a {card_names(e.cards)}."
        case EventType.CANCELLED:
            return f"{s}'s {e.text} is cancelled."
        case EventType.PROVOKED:
            return f"{s} announces a provocateur: the force's size is its fight."
        case EventType.GAME_OVER if e.text == "solo":
            return f"Game over: {s if e.values else 'the tribe'} scores {e.count} points."
        case EventType.GAME_OVER:
            winners = " and ".join(who(w) for w in e.values)
            return f"Game over. {'Winner' if len(e.values) == 1 else 'Shared victory'}: {winners}."
    return f"{e.type}"


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
    }
)


def skirmish_events(events: tuple[Event, ...] | list[Event], round_number: int) -> list[Event]:
    """A round's skirmish as it happened: from the reveal on, so a snipe made while gathering
    resources is not part of it."""
    of_round = [e for e in events if e.round == round_number]
    start = next((i for i, e in enumerate(of_round) if e.type is EventType.REVEALED), None)
    if start is None:
        start = next((i for i, e in enumerate(of_round) if e.type in SKIRMISH_EVENTS), len(of_round))
    return [e for e in of_round[start:] if e.type in SKIRMISH_EVENTS]


def tie_reason(events: list[Event], players: int) -> str:
    """Why a skirmish ended without a winner, in words."""
    totals = {e.seat: e.values for e in events if e.type is EventType.SKIRMISH_TOTALS and e.seat is not None}
    if players == 2 and len(totals) == 2:  # the 2-player rule: win by 2
        fights = sorted((values[1] if values[0] else -1 for values in totals.values()), reverse=True)
        high, low = (str(f) if f >= 0 else "no fight" for f in fights)
        return f"{high} vs {low}: not 2 more, a tie; 2 players must win by 2"
    return "tied on fight and on people"
