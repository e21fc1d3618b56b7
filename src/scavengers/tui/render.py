"""What the terminal app shows, built from a View: cards with their numbers, the table, the
market, the decision in words, and actions as readable labels. Pure functions of a View, so
the screen can only show what that seat may see."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

import scavengers as sc
from scavengers.cards import CATALOGUE, CardType, Skill, card_text
from scavengers.engine import Action, Event, EventType, Score, Verb, View
from scavengers.engine.abilities.ranks import TOWER_DEPTH
from scavengers.engine.abilities.recon import BINOCULARS_EXTRA, SPY_LOOK
from scavengers.engine.core.actions import BINOCULARS, BOTTOM, FORCE_PILE, LEADER_PILE, spy_target, tower_cards
from scavengers.text import a_card, card_names, describe, knowledge_line, people_words, points_words, seat_words

_SKILLS = (Skill.DIG, Skill.DRAW, Skill.HUNT, Skill.FIGHT)
SKILL_VERBS = frozenset({Verb.DIG, Verb.DRAW, Verb.HUNT, Verb.BUILD})
"""Actions a player declares with a group of cards; the engine gives their totals."""


def card_numbers(kind_id: str) -> str:
    """A card's printed numbers in short: ``dig 1 · fight 2 · 1 person``."""
    card = CATALOGUE[kind_id]
    parts = [f"{s} {card.base[s]}" for s in _SKILLS if s in card.base]
    parts += [f"+{card.plus[s]} {s}" for s in _SKILLS if s in card.plus]
    if card.meds:
        parts.append(f"{card.meds} med{'s' if card.meds > 1 else ''}")
    if card.people:
        parts.append(people_words(card.people))
    return " · ".join(parts) if parts else "no value"


def cost_text(kind_id: str) -> str:
    """A mercenary's hiring cost."""
    card = CATALOGUE[kind_id]
    if card.cost_any_mix is not None:
        return f"{card.cost_any_mix} food/meds"
    parts = []
    if card.cost_food:
        parts.append(f"{card.cost_food} food")
    if card.cost_meds:
        parts.append(f"{card.cost_meds} med{'s' if card.cost_meds > 1 else ''}")
    return " + ".join(parts) or "free"


def hand_label(kind_id: str) -> Text:
    """One card of the hand, with the id to type and its numbers."""
    card = CATALOGUE[kind_id]
    label = Text(card.name, style="bold")
    label.append(f" {kind_id}", style="cyan")
    label.append(f"  {card_numbers(kind_id)}", style="dim")
    return label


def card_detail(kind_id: str) -> Text:
    """Everything about a card kind: name, id for typing, numbers, cost and what it does."""
    card = CATALOGUE[kind_id]
    text = Text(card.name, style="bold")
    text.append(f" [{kind_id}]", style="cyan")
    text.append(f" · {card.type} · {card_numbers(kind_id)}")
    if card.is_mercenary:
        text.append(f" · hire: {cost_text(kind_id)}")
    if card.build_time is not None:
        text.append(f" · build time {card.build_time}")
    text.append("\n")
    text.append(card_text(kind_id), style="italic")
    return text


def card_words(notation: str) -> str:
    """The cards of an action's notation in names, keeping its grouping:
    ``refugee+shovel brawler`` -> ``Refugee+Shovel, Brawler``."""
    groups = []
    for token in notation.split():
        names = [CATALOGUE[k].name if k in CATALOGUE else k for k in token.split("+")]
        groups.append("+".join(names))
    return ", ".join(groups)


def seat_name(names: Sequence[str], seat: int | None) -> str:
    """A seat's name inside a sentence: ``nobody`` and ``the opponent`` in lower case."""
    name = seat_words(list(names), seat)
    return name.lower() if name in ("Nobody", "The opponent") else name


def _building(action: Action) -> str:
    """The building an action names, ``Bunker #2`` for one of a player's several."""
    number = "" if action.number is None else f" #{action.number}"
    return f"{CATALOGUE[str(action.subject)].name}{number}"


def action_label(
    action: Action, names: Sequence[str], choosing_leader: bool = False, view: View | None = None, *, gain: bool = False
) -> str:
    """An action in plain words, e.g. ``Dig with Brawler+Shovel (dig 3)``; the total is the
    engine's (given ``view``, the acting seat's). With ``gain`` (the actions list, the hints),
    a leader's ability says what it gives; without, it is named shorter for a sentence ("chose
    to use The Mentor (play Refugee)").
    An action this app does not know is shown in notation."""
    try:
        words = _action_words(action, names, choosing_leader, view, gain)
    except (KeyError, AssertionError):
        return str(action)
    # RULINGS I-6: an answer may come from the hand or the committed cards, as she chooses.
    return f"{words} (from your committed cards)" if action.from_force and words != str(action) else words


def choice_label(action: Action, names: Sequence[str], view: View) -> str:
    """:func:`action_label` for an action of the decision ``view``'s seat faces now, in the
    words its menu gives it: at the choice of a leader, ``Keep The Mentor as your leader: ...``
    (not ``Your leader: play The Mentor``, the words of playing a card for a leader kept)."""
    choosing = view.decision is not None and view.decision.kind == "leader"
    return action_label(action, names, choosing, view, gain=True)


REMOVING_LEADERS = frozenset({"leader_butcher", "leader_cannibal"})
"""The leaders whose ability removes the card played for it from the game (their card text):
"play" would let a person think it is only discarded."""


_LEADER_GAINS = {
    "leader_butcher": ", for 1 food and 1 med",
    "leader_cannibal": ", for 3 food (not to be joined with hunted or garden food in a hire)",
    "leader_organizer": " to draw 2 cards and keep 1 (your draw of the round)",
    "leader_peacemaker": " for +2 to your next hunt or dig",
}
"""What a leader's once-a-round ability gives, after the card it is played with (the card texts,
cards/texts.toml): the actions list read "The Butcher: remove Brawler from the game for good"
and "The Swindler: play Refugee" / "play 2x Refugee" without what either gives."""


def _leader_gain(leader: str | None, action: Action, view: View | None) -> str:
    """The words :data:`_LEADER_GAINS` gives ``leader``'s ability; the Mentor's +1 goes to the
    next action, or in the skirmish to the force's fight (RULINGS L-2, L-3); the Swindler's 1
    refugee takes 1 food off the hire, 2 refugees 1 med [003:277-278]."""
    if leader == "leader_mentor":
        in_skirmish = view is not None and view.phase == "skirmish"
        return " for +1 fight to your force" if in_skirmish else " for +1 to your next action"
    if leader == "leader_swindler":
        return " for a hire 1 med cheaper" if len(action.cards) == 2 else " for a hire 1 food cheaper"
    return _LEADER_GAINS.get(leader or "", "")


def _action_words(action: Action, names: Sequence[str], choosing_leader: bool, view: View | None, gain: bool) -> str:
    verb = action.verb
    if verb is Verb.DONE and view is not None and view.decision is not None and view.decision.kind == "commit":
        # A commit chosen card by card (a hand of very many sets): its cards go to the skirmish
        # face down, where "take the cards picked" (a dig's words) said otherwise.
        return f"Done: commit {card_names(view.chosen)}" if view.chosen else "Done: commit no card"
    if verb is Verb.LEAD and not action.cards:
        return "Play without a leader"  # the solo game [003:328]
    if verb is Verb.LEAD:
        card = CATALOGUE[action.cards[0]]
        if choosing_leader:
            return f"Keep {card.name} as your leader: {card_text(card.id)}"
        me = view.seats[view.seat] if view is not None and view.seat is not None else None
        leader = CATALOGUE[me.leader].name if me is not None and me.leader is not None else "Your leader"
        if action.target is not None and action.subject is not None:
            victim = f"{seat_name(names, action.target)}'s {CATALOGUE[action.subject].name}"
            return f"{leader}: sacrifice {a_card(card.id)} to discard {victim}"
        gives = _leader_gain(me.leader if me is not None else None, action, view) if gain else ""
        if me is not None and me.leader in REMOVING_LEADERS:
            return f"{leader}: remove {card_names(action.cards)} from the game for good{gives}"
        return f"{leader}: play {card_names(action.cards)}{gives}"
    if verb in SKILL_VERBS:
        notation = str(action).split(maxsplit=1)
        groups = notation[1] if len(notation) > 1 else ""
        # Scrappers may dig from the bottom of the pile [003:186-192]: ``dig bottom scrappers`` is a dig
        # from the bottom, not a dig "with bottom".
        bottom = action.subject == BOTTOM
        if bottom:
            groups = groups.removeprefix(BOTTOM).strip()
        words = card_words(groups)
        total = sc.action_total(view, action) if view is not None else None
        amount = f" ({'dig' if verb is Verb.BUILD else verb.value} {total})" if total is not None else ""
        pile = "schematics pile" if verb is Verb.BUILD else "junkyard"
        where = f" from the bottom of the {pile}" if bottom else ""
        return f"{verb.value.capitalize()}{where} with {words}{amount}"
    if verb is Verb.HIRE:
        assert action.subject is not None  # every hire names its mercenary
        paying = f", paying {card_names(action.cards)}" if action.cards else ""
        return f"Hire {CATALOGUE[action.subject].name} ({cost_text(action.subject)}){paying}"
    if verb is Verb.TRASH:
        return f"Trash {card_names(action.cards)}"
    if verb is Verb.KEEP:
        return f"Keep {card_names(action.cards)}" if action.cards else "Keep nothing"
    if verb is Verb.ENGAGE and view is not None and action.target is not None:
        size = view.forces[action.target - 1] if 0 < action.target <= len(view.forces) else 0
        force = f"Engage opponent force {action.target} ({size} cards, face down)"
        if not view.hand:
            return f"{force} with an empty hand: it cannot be won, and the force leaves the game"
        return f"{force} with cards from your hand"
    if verb is Verb.REMOVE:
        return f"Remove {card_names(action.cards)} from the game (the skirmish is lost)"
    if verb is Verb.PASS and view is not None and view.decision is not None and view.decision.kind == "engage":
        return "Do not fight this turn"
    if verb is Verb.COMMIT:
        return f"Commit {card_names(action.cards)}" if action.cards else "Commit nothing"
    if verb is Verb.WORK:
        return f"Work on your {_building(action)} with {card_names(action.cards)}"
    if verb in (Verb.STORE, Verb.RETRIEVE):
        place = "under" if verb is Verb.STORE else "from"
        return f"{verb.value.capitalize()} {card_names(action.cards)} {place} your {_building(action)}"
    if verb is Verb.DISABLE:
        return f"Disable {seat_name(names, action.target)}'s {_building(action)} with a saboteur"
    if verb is Verb.DEMOLISH:
        whose = seat_name(names, action.target)
        return f"Demolish {whose}'s {_building(action)} with a demolition team: its timer goes back to full"
    if verb is Verb.REPAIR:
        return f"Repair your {_building(action)} with {card_names(action.cards)}"
    if verb is Verb.YARD and action.subject is None:
        return "Yardmaster: look at the junkyard's top 2 cards (only you), then put them back on top or at the bottom"
    if verb is Verb.YARD:
        seen = yardmaster_saw(view) if view is not None else ()
        cards = ", then ".join(CATALOGUE[k].name for k in seen) or "both cards"
        if action.subject == "top":
            return f"Put {cards} back on top of the junkyard"
        return f"Put {cards} at the bottom of the junkyard, in that order"
    if verb is Verb.HEAL:
        return f"Heal your leader with {card_names(action.cards)}"
    if verb is Verb.SAVE:
        return f"Save it with your {card_names(action.cards)}"
    if verb is Verb.CANCEL:
        return f"Cancel it with your {card_names(action.cards)}"
    if verb is Verb.SPY:
        return _spy_words(action, names)
    recon = _more_words(action, names)
    if recon is not None:
        return recon
    if verb in (Verb.SNIPE, Verb.DISARM):
        assert action.subject is not None  # snipes and disarms name their target
        return f"{verb.value.capitalize()} {seat_name(names, action.target)}'s {CATALOGUE[action.subject].name}"
    bare = {
        Verb.PASS: "Pass",
        Verb.CONTINUE: "Continue with the cards left",
        Verb.ABORT: "Abort: take the cards back",
        Verb.END: "End your turn",
        Verb.BRIBE: "Bribe a leader: draw one from the leader pile per food (this is your hire)",
    }
    return bare.get(verb, str(action))


def _more_words(action: Action, names: Sequence[str]) -> str | None:
    """The Recon verbs and the card-by-card choice in words (``None``: another verb)."""
    verb, cards = action.verb, action.cards
    if verb is Verb.SCOUT:
        depth = 1 + BINOCULARS_EXTRA * (len(cards) - 1)  # each more binoculars, 2 cards deeper
        top = "top card" if depth == 1 else f"top {depth} cards"
        return f"Look at the {top} of every shared pile with {card_names(cards)} (only you see them)"
    if verb is Verb.TOWER:
        piles = " and ".join(str(action.subject or "").split("+"))
        # The card discarded is the one that is no binoculars (the action's cards are sorted:
        # the first may be a binoculars that only improves it, RULINGS ).
        discarded, *extra = tower_cards(cards)
        depth = TOWER_DEPTH + BINOCULARS_EXTRA * len(extra)
        improved = f", with {card_names(extra)}," if extra else ""
        see = f"to see the top {depth} cards of the {piles} piles"
        return f"Scout tower: discard {card_names((discarded,))}{improved} {see}"
    if verb is Verb.PROVOKE:
        return "Announce your Provocateur: your force's fight becomes the number of people you brought"
    named = CATALOGUE.get(action.subject or "")
    if verb is Verb.GAS and named is not None:
        return f"Tear gas on {seat_name(names, action.target)}'s {named.name}: its fight becomes 0"
    if verb is Verb.MAP and named is not None:
        return f"Map: take your {named.name} back for another action this round"
    if verb is Verb.DRILL:
        return "Drill sergeant: shuffle up to 2 cards of your discard pile into your deck, then draw 2"
    if verb is Verb.SHUFFLE:
        return f"Shuffle {card_names(cards)} into your deck" if cards else "Shuffle no card into your deck"
    if verb is Verb.DISCARD:
        return f"Discard {card_names(cards)}"
    if verb is Verb.TOP:
        # The first named ends uppermost (the notation's "top CARD..."): "then" would read as
        # the order of laying them down, the last laid uppermost.
        if not cards:
            return "Put none on top"
        if len(cards) == 1:
            return f"Put {CATALOGUE[cards[0]].name} back on top"
        return f"Put back on top, top first: {', '.join(CATALOGUE[k].name for k in cards)}"
    if verb is Verb.PICK:
        return f"Pick {card_names(cards)}"
    if verb is Verb.DONE:
        return (
            "Done: take the cards picked from the bottom" if action.subject == BOTTOM else "Done: take the cards picked"
        )
    if verb is Verb.CHOOSE:
        return f"Choose the cards of a {action.subject} one at a time"
    return None


def _spy_words(action: Action, names: Sequence[str]) -> str:
    """A spy's recon in words: whose zone, and how many of its cards it looks at
    (``Spy on Seat 1's deck (its top 4 cards)``)."""
    zone, positions = spy_target(str(action.subject))
    binoculars = action.cards.count(BINOCULARS)
    seen = SPY_LOOK + BINOCULARS_EXTRA * binoculars
    lens = f" with {binoculars} binoculars" if binoculars > 1 else (" with binoculars" if binoculars else "")
    whose = f"{seat_name(names, action.target)}'s"
    where, _, named = zone.partition("-")
    building, dash, number = named.partition("-")  # ``stored-bunker-2``: her second bunker
    ordered = zone in ("deck", LEADER_PILE)  # RULINGS X-2: positions count from the top of a pile
    if zone == LEADER_PILE:
        place = "the leader pile"
    elif zone.startswith(FORCE_PILE):  # the solo game's face-down opponent forces (RULINGS X-37)
        place = f"opponent force {zone.removeprefix(FORCE_PILE)}"
    elif where in ("stored", "timer") and building in CATALOGUE:
        name = f"{CATALOGUE[building].name}{f' #{number}' if dash else ''}"
        place = f"the cards stored under {whose} {name}" if where == "stored" else f"the timer cards on {whose} {name}"
    elif zone == "force":
        place = f"{whose} committed force"
    else:
        place = f"{whose} {zone}"
    them = "them" if place.startswith("the ") else "its cards"
    if positions and ordered:
        amount = f"card{'s' if len(positions) > 1 else ''} {', '.join(map(str, positions))} from the top"
    elif positions:
        amount = f"{len(positions)} of {them}, chosen face down"
    else:
        amount = f"its top {seen} cards" if ordered else f"up to {seen} of {them}"
    return f"Spy{lens} on {place} ({amount})"


def yardmaster_saw(view: View) -> tuple[str, ...]:
    """The junkyard cards the viewer's Yardmaster last looked at, top first (her knowledge:
    only she sees them)."""
    seen = [known.cards for known in view.knowledge if known.source == "yardmaster"]
    return seen[-1] if seen else ()


_ANSWER_WORDS = {
    Verb.LEAD: "your leader's ability",
    Verb.YARD: "your Yardmaster's look at the junkyard",
}
"""An answer in a window, in words, where its verb alone does not say it."""


def _answers(legal: Sequence[Action], skip: frozenset[Verb] = frozenset()) -> list[str]:
    """The answers the viewer has in a window (her legal actions but ``pass``), each once:
    ``snipe``, ``cancel``; ``skip`` leaves out the verbs said otherwise."""
    verbs = dict.fromkeys(a.verb for a in legal if a.verb is not Verb.PASS and a.verb not in skip)
    return [_ANSWER_WORDS.get(verb, verb.value) for verb in verbs]


def _with_cards(legal: Sequence[Action], verb: Verb) -> str:
    """The kinds of card the viewer could ``verb`` with: ``your Medic or your Combat Medics``."""
    kinds = dict.fromkeys(kind for a in legal if a.verb is verb for kind in a.cards)
    return " or ".join(f"your {CATALOGUE[kind].name}" for kind in kinds)


def _respond_words(legal: Sequence[Action] | None) -> str:
    """What the viewer may answer a declared action with: only what this game and her hand
    offer (``legal``, her legal actions; without them, none is named)."""
    if legal is None:
        return "Answer it, or pass."
    answers = _answers(legal)
    return f"Answer it ({', '.join(answers)}), or pass." if answers else "You have nothing to answer it with: pass."


_SKIRMISH_WORDS = {
    Verb.SNIPE: "snipe a revealed person",
    Verb.DISARM: "disarm a revealed tool",
    Verb.GAS: "use tear gas on a revealed person",
    Verb.PROVOKE: "announce your provocateur",
    Verb.LEAD: "use your leader's ability",
    Verb.YARD: "use your Yardmaster's look at the junkyard",
}
"""What she may do on her skirmish turn, by verb: the prompt said "snipe and disarm revealed
cards" whatever she held (tear gas, the Mentor's refugee, a provocateur alone)."""


def _skirmish_words(legal: Sequence[Action] | None) -> str:
    """What the viewer may do on her turn of the skirmish's resolution [000:268]: only what her
    force and leader offer (``legal``; without them, the usual snipe and disarm)."""
    if legal is None:
        return "snipe and disarm revealed cards, then pass."
    verbs = dict.fromkeys(a.verb for a in legal if a.verb is not Verb.PASS)
    answers = [_SKIRMISH_WORDS.get(verb, verb.value) for verb in verbs]
    if not answers:
        return "you have nothing to play: pass."
    said = answers[0] if len(answers) == 1 else f"{', '.join(answers[:-1])} or {answers[-1]}"
    return f"{said}, then pass."


def _save_words(legal: Sequence[Action] | None) -> str:
    """What the viewer may answer a snipe with (a save, a guard's cancel...): only what this
    game and her hand offer (``legal``; without them, none is named)."""
    if legal is None:
        return "Save it, or pass."
    answers = [
        f"{words} with {_with_cards(legal, verb)}"
        for verb, words in ((Verb.SAVE, "save it"), (Verb.CANCEL, "cancel it"))
        if _with_cards(legal, verb)
    ]
    answers += _answers(legal, skip=frozenset({Verb.SAVE, Verb.CANCEL}))
    if not answers:
        return "You have nothing to save it with: pass."
    said = " or ".join(answers)
    return f"{said[0].upper()}{said[1:]}, or pass."


_STRIKE_EVENTS = frozenset({EventType.DISARMED, EventType.LEADER_USED, EventType.DECLARED})
"""The events that tell a strike as it is made: a saboteur's disarm, the Fanatic's strike, a
saboteur's attack on a building (declared)."""

_STRIKE_WORDS = {
    "disarm": "plays a saboteur to disarm a declared tool",
    "disable": "plays a saboteur against a completed building",
    "lead": "uses a leader's strike on a declared card",
}
"""A strike in words where no log tells which card it aims at."""


def _strike_words(view: View, names: Sequence[str], log: Sequence[Event]) -> str:
    """A window on a strike whose striking card is already spent (a saboteur's disarm or
    attack on a building, the Fanatic's strike): its declaring seat's table holds no card, so
    the prompt tells the strike as the log does ("Seat 1 disarms Seat 0's Shovel with
    Saboteur."), else by its verb."""
    decision = view.decision
    assert decision is not None  # a window is open
    event = _actors_latest(log, decision.actor, _STRIKE_EVENTS, (EventType.TURN_STARTED,))
    if event is not None:
        return describe(event, names, view.seat)
    who = seat_name(names, decision.actor)
    return f"{who} {_STRIKE_WORDS.get(decision.verb or '', f'declares {decision.verb}')}."


def _declaration_words(view: View, names: Sequence[str], log: Sequence[Event], table: tuple[str, ...]) -> str | None:
    """The declaration a window answers as the log told it ("Seat 1 declares a spy on Ann's
    hand with Spy."), where its cards all still lie on the table (none struck since: then the
    table says it better); ``None`` without it in the log."""
    decision = view.decision
    assert decision is not None  # a window is open
    event = _actors_latest(log, decision.actor, _DECLARED, (EventType.TURN_STARTED, EventType.ROUND_STARTED))
    if event is None or tuple(sorted(event.cards)) != table:
        return None
    return describe(event, names, view.seat)


_DECLARED = frozenset({EventType.DECLARED})
_HITS = frozenset({EventType.SNIPED, EventType.DISARMED, EventType.LEADER_USED})
"""What may hit a declared action's cards: a snipe, a disarm, the Fanatic's strike (L-7)."""


def _hit_words(view: View, names: Sequence[str], log: Sequence[Event]) -> str:
    """At a ``resume``: the strike on the viewer's declared cards as the log told it, the
    latest since her declaration ("" without it in the log)."""
    for event in reversed(log):
        if event.type in _HITS and event.seat != view.seat:
            return describe(event, names, view.seat)
        if event.type is EventType.DECLARED and event.seat == view.seat:
            return ""
    return ""


def _actors_latest(
    log: Sequence[Event], actor: int | None, types: frozenset[EventType], stops: tuple[EventType, ...]
) -> Event | None:
    """The latest event of ``types`` by ``actor`` in ``log``, looking back no further than the
    latest event of ``stops`` (the start of the turn, or of the round)."""
    for event in reversed(log):
        if event.seat == actor and event.type in types:
            return event
        if event.type in stops:
            return None
    return None


ORGANIZER = "leader_organizer"
_KEEP_SOURCES = frozenset({EventType.DECLARED, EventType.LEADER_USED})
"""What turns up the cards a ``keep`` decision keeps from: a declared dig or build, or a
leader's ability (the Organizer's draw)."""


def _organizers_draw(view: View, log: Sequence[Event]) -> bool:
    """Whether the cards the viewer keeps one of are her Organizer's draw (RULINGS L-4): her
    latest declaration or leader's ability this turn, in her ``log``, is the Organizer's."""
    used = _actors_latest(log, view.seat, _KEEP_SOURCES, (EventType.TURN_STARTED,))
    return used is not None and used.type is EventType.LEADER_USED and used.cards == (ORGANIZER,)


def _picked_words(view: View) -> str:
    """A commit chosen card by card (a hand of very many sets): the cards picked so far, which
    the hand still shows ("" before the first pick, or for a commit chosen whole)."""
    return f"Picked so far: {card_names(view.chosen)}; then done. " if view.chosen else ""


def prompt(view: View, names: Sequence[str], legal: Sequence[Action] | None = None, log: Sequence[Event] = ()) -> Text:
    """The decision in front of the viewer, in words. Given ``legal`` (the viewer's legal
    actions), a window's prompt names the answers she has; without them it names none, so
    that it never offers one this game cannot have. Given the viewer's ``log``, a window on a
    strike (a disarm, the Fanatic's, an attack on a building) names the card or building it
    aims at, as the log told it."""
    decision = view.decision
    text = Text()
    if decision is None:
        return Text("The game is over.", style="bold")
    who = seat_name(names, decision.seat)
    if decision.seat != view.seat:
        return Text(f"Waiting for {who}…", style="italic")
    match decision.kind:
        case "turn":
            text.append("Your turn: ", style="bold green")
            text.append("gather resources (dig, draw, hunt, hire, trash), then end your turn.")
        case "respond" if not view.seats[decision.actor or 0].table:
            # A strike: the saboteur or the Fanatic's refugee is spent already, nothing is on
            # the table to say it "with" (it said "declares disarm with nothing").
            text.append(f"{_strike_words(view, names, log)} ", style="bold yellow")
            text.append(_respond_words(legal))
        case "respond":
            actor = view.seats[decision.actor or 0]
            declared = _declaration_words(view, names, log, actor.table)
            if declared is not None:
                text.append(f"{declared} ", style="bold yellow")
                text.append(_respond_words(legal))
            else:
                text.append(f"{seat_name(names, decision.actor)} declares {decision.verb} ", style="bold yellow")
                text.append(f"with {card_names(actor.table)}. {_respond_words(legal)}")
        case "resume":
            text.append("Your declared cards were hit. ", style="bold yellow")
            hit = _hit_words(view, names, log)
            if hit:
                text.append(f"{hit} ")
            text.append("Continue with what is left, or abort and take them back.")
        case "keep" if view.looking and all(CATALOGUE[k].type is CardType.BUILDING for k in view.looking):
            # A build digs the schematics pile; the building kept is placed face up [000:590-593].
            text.append("Your build turned up these schematics: ", style="bold")
            text.append(card_names(view.looking))
            text.append(
                ". Keep one to build (face up in your play area, with its build time in cards of your deck "
                "face down on it), or none."
            )
        case "keep" if _organizers_draw(view, log):
            # RULINGS L-4: the Organizer draws 2 and keeps 1 in hand (no "none"), the other is
            # discarded; it was told as a dig ("You dug up ... Keep one (face down), or none").
            text.append("Your Organizer drew ", style="bold")
            text.append(card_names(view.looking))
            text.append(": keep one in your hand; the other goes to your discard pile.")
        case "keep":
            text.append("You dug up ", style="bold")
            text.append(card_names(view.looking))
            text.append(". Keep one (face down), or none.")
        case "engage":
            text.append("Your turn is over: ", style="bold red")
            text.append("engage one of the opponent forces with cards from your hand, or not this turn.")
        case "prize":
            text.append("You won the skirmish! ", style="bold green")
            text.append("Take one card of the opponent force into your discard pile; the rest leaves the game.")
        case "loss":
            text.append("You lost the skirmish. ", style="bold red")
            text.append("Choose one card of your force to remove from the game.")
        case "commit" if view.forces:
            text.append(f"Commit cards against opponent force {view.engaged}, face down. ", style="bold")
            text.append(_picked_words(view))
            text.append("It is revealed once you have committed; the rest of your hand is discarded.")
        case "commit":
            text.append("Commit cards to the skirmish, face down. ", style="bold")
            text.append(_picked_words(view))
            text.append("The rest is discarded face up.")
        case "skirmish":
            text.append("Your skirmish opportunity: ", style="bold red")
            text.append(_skirmish_words(legal))
        case "leader":
            text.append("Choose your tribal leader: ", style="bold magenta")
            if view.players == 1:
                text.append("keep one of the two dealt to you, or play without one.")
            else:
                text.append("keep one of the two dealt to you. It is revealed when everyone has chosen.")
        case "save":
            whose = "Your" if decision.actor == view.seat else f"{seat_name(names, decision.actor)}'s"
            card = CATALOGUE[decision.verb or "medic"]
            # A leader's name has its article ("The Mentor"): "Your leader, The Mentor, is sniped!"
            sniped = f"leader, {card.name}," if card.type is CardType.LEADER else card.name
            text.append(f"{whose} {sniped} is sniped! ", style="bold yellow")
            text.append(_save_words(legal))
        case "choose":
            text.append(f"Choose the cards of your {decision.verb} one at a time: ", style="bold")
            text.append(f"picked so far: {card_names(view.chosen) if view.chosen else 'none'}; then done.")
        case "discard":
            text.append("Your courier's draw: ", style="bold")
            text.append(f"you drew {card_names(view.looking)}; discard 2 of them per courier.")
        case "shuffle":
            text.append("Your drill sergeant: ", style="bold")
            text.append("choose up to 2 cards of your discard pile to shuffle into your deck, then draw 2.")
        case "top":
            text.append("Your scrappers' dig: ", style="bold")
            text.append(
                f"put any of {card_names(view.looking)} back on top of the pile (the first you name ends "
                "uppermost); the rest go under it."
            )
        case "bribe":
            text.append("Your bribe drew ", style="bold magenta")
            text.append(card_names(view.looking))
            # Leader drafting deals no leader at the start: the first bribe replaces none.
            mine = view.seats[view.seat].leader if view.seat is not None else None
            replaces = f" (it replaces {CATALOGUE[mine].name}, healed, under the pile)" if mine else ""
            text.append(f": keep one as your leader{replaces}, or none. The rest go under the pile.")
        case "place":
            seen = yardmaster_saw(view)
            text.append("Your Yardmaster looked at the junkyard's top two cards: ", style="bold")
            if seen:
                text.append(", then ".join(CATALOGUE[k].name for k in seen), style="cyan")
                text.append(" (top first, only you saw them). ")
            text.append("Put them back on top or at the bottom, in the same order.")
        case _:
            text.append(f"Your decision ({decision.kind}): choose an action below.", style="bold")
    return text


def status_line(
    view: View, names: Sequence[str], score: Score | None = None, compact: bool = False, *, mark: Text | None = None
) -> Text:
    """The round, the piles, who acts and, given the viewer's ``score`` as it stands (the
    engine's scoring, ``Game.score``), what it would be if the game ended now; ``mark`` (the
    table's own note, e.g. whether hints are on) last.

    ``compact`` (a narrow screen): shorter words, and who acts and ``mark`` right after the
    round, so that they are never the part cut off."""
    if view.forces:
        return _solo_status(view, score, compact, mark)
    text = Text()
    text.append(f"Round {view.round}", style="bold")
    to_act = f" · to act: {seat_name(names, view.decision.seat)}" if view.decision is not None else ""
    if compact:
        text.append(to_act, style="bold")
        if mark is not None:
            text.append_text(mark)
    if score is not None:
        text.append(f" · your tribe: {people_words(score.people)}", style="bold green")
    text.append(f" · {_phase_words(view, compact)}")
    if view.phase == "gathering" and not view.skirmish_this_round:
        text.append(", no skirmish" if compact else " (no skirmish this round: the cards left in hand are discarded)")
    text.append(f" · initiator {seat_name(names, view.initiator)}")
    contested = "contested" if compact else "contested resources"
    text.append(f" · {contested} {view.contested_count} · junkyard {view.junkyard_count}")
    if view.schematics_count:
        text.append(f" · schematics {view.schematics_count}")
    if view.leader_pile_count:
        text.append(f" · leader pile {view.leader_pile_count}")
    if view.rules != "2015":
        text.append(f" · {view.rules} rules")
    if not compact:
        text.append(to_act, style="bold")
        if mark is not None:
            text.append_text(mark)
    return text


def _phase_words(view: View, compact: bool = False) -> str:
    """The phase on the status line: ``gathering phase``, and at the end ``game over``."""
    if view.phase == "over":
        return "game over"
    return view.phase if compact else f"{view.phase} phase"


def _solo_status(view: View, score: Score | None, compact: bool = False, mark: Text | None = None) -> Text:
    """The solo game's status: the turn, the score as it stands, the forces left to fight,
    the junkyard; ``mark`` last, or where ``compact``, right after the turn."""
    text = Text()
    text.append(f"Solo · turn {view.round}", style="bold")
    if compact and mark is not None:
        text.append_text(mark)
    if score is not None:
        text.append(f" · your score now: {points_words(score.points)}", style="bold green")
        if not compact:
            text.append(" (2 per contested resource, 1 per other card)")
    left = sum(1 for size in view.forces if size)
    forces = "forces left" if compact else "opponent forces left"
    # Engaged, she is in a skirmish, though the game's phase stays her turn's [003:334-336].
    phase = f"skirmish with force {view.engaged}" if view.engaged and view.phase != "over" else _phase_words(view)
    text.append(f" · {phase} · {forces} {left} of {len(view.forces)}")
    text.append(f" · junkyard {view.junkyard_count}")
    if view.schematics_count:
        text.append(f" · schematics {view.schematics_count}")
    if not compact and mark is not None:
        text.append_text(mark)
    return text


def opponents_row(view: View) -> tuple[Text, str]:
    """The solo opponents: each force face down with its size, the engaged one face up."""
    name = Text("Opponents", style="bold red")
    forces = " · ".join(
        f"{number}: {'fought' if not size else f'{size} face down'}" for number, size in enumerate(view.forces, 1)
    )
    lines = [f"forces {forces}"]
    opponent = view.opponent
    if view.engaged is not None:
        lines.append(f"engaged: force {view.engaged}")
    if opponent is not None and opponent.force is not None:
        strength = f" ({strength_words(opponent.strength)})" if opponent.strength is not None else ""
        acted = f"; used: {card_names(opponent.acted)}" if opponent.acted else ""
        lines.append(f"force: {_counted(opponent.force)}{strength}{acted}")
    return name, "\n".join(lines)


def strength_words(strength: sc.ForceStrength) -> str:
    """A force's strength as the rules judge it (a view's figure): ``fight 5, 3 people``."""
    fight = f"fight {strength.fight}" if strength.has_fight else "no fight"
    return f"{fight}, {strength.people} {'person' if strength.people == 1 else 'people'}"


def _counted(kinds: Sequence[str]) -> str:
    return card_names(kinds) if kinds else "—"


def contested_won(log: Sequence[Event], players: int) -> list[int]:
    """How many contested resources each seat has won in skirmishes so far, one a skirmish
    won (public: the skirmish results). Not how many its tribe holds: a scenario may deal some,
    a deadlock's goes into the junkyard to be dug up, and which cards a tribe holds is hidden."""
    won = [0] * players
    for event in log:
        if event.type is EventType.SKIRMISH_WON and event.seat is not None and event.seat < players:
            won[event.seat] += 1
    return won


def seats_panel(
    view: View,
    names: Sequence[str],
    everyone: Sequence[View] | None = None,
    log: Sequence[Event] = (),
    score: Score | None = None,
) -> RenderableType:
    """Every seat around the table: what the viewer may see of it, with the standings so far
    (contested resources won in skirmishes, from ``log``: the viewer's log) and, given the
    viewer's ``score`` as it stands (``Game.score``, as the status line has it), the contested
    resources her own tribe holds: the tie-break's count, of her own cards only.

    ``everyone`` (replays of finished games only) adds each seat's own hand."""
    won = contested_won(log, view.players)
    scoring = (
        None
        if view.forces
        else "The biggest tribe (people) wins; a tie goes to the most contested resources, then the most cards. "
        "A skirmish won takes one contested resource."
    )
    table = Table(expand=True, show_lines=True, title="The table", caption=scoring)
    table.add_column("player", ratio=2)
    table.add_column("cards", ratio=5)
    for seat_view in view.seats:
        seat = seat_view.seat
        name = Text(seat_name(names, seat), style="bold" if seat == view.seat else "")
        if seat_view.leader is not None:
            state = " (wounded)" if seat_view.wounded else (" (used)" if seat_view.leader_used else "")
            name.append(f"\n{CATALOGUE[seat_view.leader].name}{state}", style="magenta")
        if seat == view.initiator and not view.forces:
            name.append("\ninitiator", style="cyan")
        if view.decision is not None and view.decision.seat == seat:
            name.append("\n▶ to act", style="green")
        lines = [
            _contested_words(view, seat, won[seat], score)
            + f"hand {seat_view.hand_count} · deck {seat_view.deck_count}"
            + (f" · committed {seat_view.committed_count}" if seat_view.committed_count else "")
            + (f" · {seat_view.removed} out of the game" if view.forces and seat_view.removed else ""),
            f"discard: {_counted(seat_view.discard)}"
            + (f" + {seat_view.discard_hidden_count} face down" if seat_view.discard_hidden_count else ""),
        ]
        if seat_view.used or seat_view.food:
            lines.append(f"used: {', '.join(seat_view.used) or '—'} · food {seat_view.food}")
        if seat_view.table:
            lines.append(f"declared: {card_names(seat_view.table)}")
        if seat_view.force is not None and seat_view.strength is not None:
            acted = f"; used: {card_names(seat_view.acted)}" if seat_view.acted else ""
            provoked = "; provocateur announced: its fight is its size" if seat_view.provoking else ""
            judged = f"({strength_words(seat_view.strength)}{acted}{provoked}){skirmish_verdict(view, seat)}"
            lines.append(f"force: {_counted(seat_view.force)} {judged}")
        kinds = [b.kind for b in seat_view.buildings]
        for index, building in enumerate(seat_view.buildings):
            # Of several of a kind, each by the number the notation names it by (bunker-2).
            number = f" #{kinds[: index + 1].count(building.kind)}" if kinds.count(building.kind) > 1 else ""
            state = (
                "disabled" if building.disabled else ("complete" if not building.timer else f"timer {building.timer}")
            )
            # RULINGS ED-11: with the 2012 rules the owner sees her timer cards (only hers).
            timer = view.timers[index] if seat == view.seat and index < len(view.timers) else ()
            if timer and not building.disabled:
                state += f": {card_names(timer)}"
            stored = f", {building.stored} stored" if building.stored else ""
            mine = view.stored[index] if seat == view.seat and index < len(view.stored) else ()
            if mine:
                stored = f", stored: {card_names(mine)}"
            lines.append(f"{CATALOGUE[building.kind].name}{number} ({state}{stored})")
        if everyone is not None:
            lines.append(f"hand: {_counted(everyone[seat].hand)}")
        table.add_row(name, "\n".join(lines))
    if view.forces:
        table.add_row(*opponents_row(view))
    return table


def skirmish_verdict(view: View, seat: int) -> str:
    """After a revealed force's strength, the engine's ranking if nothing more happened
    (``View.skirmish_winner``): `` · wins now`` for the force that would take the contested
    resource, `` · deadlock now`` after every force when none would (RULINGS ED-6, V-2); nothing
    before the reveal, nor in the solo game, whose fight is ranked apart (V-6), nor beside a seat
    that committed nothing: it brought no force to the skirmish [000:158] ("force: —")."""
    if view.forces or view.seats[seat].strength is None or not view.seats[seat].force:
        return ""
    if view.skirmish_winner is None:
        return " · deadlock now"
    return " · wins now" if view.skirmish_winner == seat else ""


def _contested_words(view: View, seat: int, won: int, score: Score | None) -> str:
    """A seat's contested resources on the table: the skirmishes it won (public), and for the
    viewer's own seat, given her ``score``, how many her tribe holds (the tie-break's count).
    Nothing in the solo game, whose status line says the score."""
    if view.forces:
        return ""
    if score is not None and seat == view.seat:
        return f"contested resources {score.contested} (won {won} in skirmishes) · "
    return f"won {won} contested in skirmishes · "


def gangs_line(view: View) -> Text:
    """The gangs waiting for the end of the game (HQ)."""
    if not view.gangs:
        return Text("")
    return Text(f"Gangs watching: {card_names(view.gangs)} (each joins a tribe at the end: 5 people)", style="magenta")


def market_panel(view: View) -> RenderableType:
    table = Table(expand=True, title="Mercenaries for hire")
    table.add_column("mercenary")
    table.add_column("cost")
    table.add_column("numbers")
    table.add_column("left", justify="right")
    for kind_id, count in view.market:
        style = "dim" if count == 0 else ""
        name = Text(CATALOGUE[kind_id].name)
        name.append(f" {kind_id}", style="cyan")
        table.add_row(name, cost_text(kind_id), card_numbers(kind_id), str(count), style=style)
    return table


def secrets_panel(view: View, with_hand: bool = False, names: Sequence[str] | None = None) -> RenderableType:
    """What only the viewer knows: the peek, dug cards, committed and face-down cards; with
    ``with_hand`` (a seat's replay, which has no hand list beside it) her hand first."""
    lines: list[Text] = []
    me = view.seats[view.seat] if view.seat is not None else None
    if with_hand and me is not None:
        lines.append(Text(f"Your hand ({len(view.hand)}): {card_names(view.hand)}", style="bold"))
    if me is not None and view.decision is not None and view.decision.seat == view.seat:
        meds = sum(CATALOGUE[k].meds for k in view.hand if CATALOGUE[k].is_medicine)
        if me.food or meds:
            lines.append(Text(f"Food this turn: {me.food} · meds in hand: {meds}", style="bold"))
        if me.table:
            lines.append(Text(f"On the table: {card_names(me.table)}"))
    if view.spent:
        lines.append(
            Text(
                f"Used this round, drawn again after a reshuffle: {card_names(view.spent)}. "
                "A card acts once a round; these are discarded when your turn ends.",
                style="yellow",
            )
        )
    if view.dealt:
        # Alone at the table (the solo game) there is nobody to keep it secret from.
        keep = "keep one, or play without one" if view.players == 1 else "keep one; secret until all have chosen"
        lines.append(Text(f"Dealt to you ({keep}): {card_names(view.dealt)}", style="magenta"))
    if view.peeked is not None:
        lines.append(Text(f"You peeked: the top contested resource is {CATALOGUE[view.peeked].name}.", style="cyan"))
    lines.extend(Text(knowledge_line(known, names), style="cyan") for known in view.knowledge if known.source != "peek")
    if view.looking:
        drawn = (
            "Drawn from the leader pile" if view.decision is not None and view.decision.kind == "bribe" else "Dug up"
        )
        lines.append(Text(f"{drawn} (only you see): {card_names(view.looking)}", style="cyan"))
    if view.committed:
        strength = view.committed_strength
        revealed = me is not None and me.force is not None  # then the table shows it
        judged = f" ({strength_words(strength)})" if strength is not None and not revealed else ""
        state = "revealed" if revealed else "face down"
        lines.append(Text(f"Your committed force ({state}): {card_names(view.committed)}{judged}", style="cyan"))
    if view.discard_hidden:
        lines.append(Text(f"Face down in your discard: {card_names(view.discard_hidden)}", style="cyan"))
    if me is not None and me.leader is not None:
        # Last: its text is long (five lines at 80 columns), the same all game, and in F2; the
        # panel is a few lines high, and what came after it (a spy's look, the cards dug up) was
        # cut off the screen, even on a wide one.
        leader = CATALOGUE[me.leader]
        # RULINGS L-12: a wounded leader gives nothing until a med heals it on her own turn.
        wound = ", wounded (sniped): it gives nothing until you heal it with 1 med on your turn" if me.wounded else ""
        lines.append(Text(f"Your leader: {leader.name}{wound} — {card_text(leader.id)}", style="magenta"))
    return Group(*lines) if lines else Text("")
