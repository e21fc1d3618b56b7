"""The action menu: the legal actions a person chooses from, arranged for choosing.

The engine lists every legal action (every subset of the hand for a trash, every grouping for
a dig). A person wants the best few: for each verb the strongest groupings first, with those a
smaller set of the same cards does at least as well hidden (the engine still accepts them as
typed notation), and set choices (trash, commit) made by picking cards in the hand. Pure
functions of the seat's view and legal actions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from scavengers.bots.heuristic_v1 import card_value
from scavengers.cards import CATALOGUE, CardType
from scavengers.engine import Action, ForceStrength, Verb, View
from scavengers.text import hire_food_note
from scavengers.tui.render import SKILL_VERBS, action_label, card_words, strength_words

SKILL_CHOICES = 3
"""How many groupings of one skill action the menu offers before cards are picked."""

SET_VERBS = (Verb.TRASH, Verb.COMMIT)
"""Actions on any set of cards: the person picks the cards, the app sends the set as notation."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the menu: an action to apply (an Action, or notation text for a set of
    picked cards), or a hint that cannot be chosen."""

    label: str
    action: Action | str | None

    @property
    def enabled(self) -> bool:
        return self.action is not None


def does_as_well(totals: Mapping[Action, int], other: Action, action: Action) -> bool:
    """Whether ``other`` does what ``action`` does as well with some of its cards: the same
    kind of action (verb, subject, target) with a sub-multiset of its cards and, for a skill
    action, the same or a higher total (``totals``: the View's figures; an action without one
    counts -1, so a hire of the same mercenary with fewer cards does as well)."""
    if other is action or other.verb is not action.verb or len(other.cards) >= len(action.cards):
        return False
    if other.subject != action.subject or other.target != action.target:
        return False
    have = Counter(action.cards)
    within = all(have[k] >= n for k, n in Counter(other.cards).items())
    return within and totals.get(other, -1) >= totals.get(action, -1)


def undominated(view: View, actions: Sequence[Action]) -> list[Action]:
    """The actions no other does as well with a sub-multiset of its cards (:func:`does_as_well`):
    for a skill action the same or a higher total, for a hire the same mercenary. Best first:
    highest total, then fewest cards."""
    totals = dict(view.totals)  # the engine's figures, as carrying each action out counts it
    kept = [a for a in actions if not any(does_as_well(totals, other, a) for other in actions)]
    return sorted(kept, key=lambda a: (-totals.get(a, -1), len(a.cards)))


def menu(
    view: View,
    legal: Sequence[Action],
    picked: Counter[str],
    names: Sequence[str],
    choosing_leader: bool = False,
    *,
    hand_fights: bool | None = None,
    judge: Callable[[tuple[str, ...]], ForceStrength] | None = None,
) -> list[Entry]:
    """The menu for ``view``'s seat. With no card picked: "End your turn" first, then the best
    groupings of each skill action, every hire worth making and the other actions, with hints
    for set actions. With cards picked: what those exact cards can do. ``hand_fights``: see
    :func:`sensible_first`. ``judge``: the engine's figure for some of the seat's hand as a
    committed force (``Game.commit_strength`` for the seat), shown beside a commit of them."""

    def entry(action: Action) -> Entry:
        label = action_label(action, names, choosing_leader, view, gain=True)
        if judge is not None and action.verb is Verb.COMMIT and action.cards:
            label += f" ({strength_words(judge(action.cards))})"
        return Entry(label, action)

    verbs = [a.verb for a in legal]
    if picked:
        exact = [a for a in legal if Counter(a.cards) == picked]
        picks = [entry(a) for a in undominated(view, [a for a in exact if a.verb in SKILL_VERBS])]
        picks += [entry(a) for a in exact if a.verb not in SKILL_VERBS]
        listed = {a.verb for a in exact}
        cards = " ".join(sorted(picked.elements()))
        spent = picked - (Counter(view.hand) - Counter(view.spent))
        if spent:
            # Drawn again after a reshuffle, a card that acted this round cannot act [000:254].
            again = card_words(" ".join(sorted(spent.elements())))
            return [*picks, Entry(f"{again}: already used this round (a card acts once a round)", None)]
        for verb in SET_VERBS:
            if verb in verbs and verb not in listed:
                # A set the engine did not list (or lists step by step): send it as notation.
                picks.append(Entry(f"{verb.value.capitalize()} {card_words(cards)}", f"{verb.value} {cards}"))
        return picks

    entries: list[Entry] = []
    if Verb.END in verbs:
        entries.append(Entry(action_label(Action(Verb.END), names), Action(Verb.END)))
    seen: set[Verb] = {Verb.END}
    for verb in verbs:
        if verb in seen:
            continue
        seen.add(verb)
        of_verb = [a for a in legal if a.verb is verb]
        if verb in SKILL_VERBS:
            best = undominated(view, of_verb)
            entries += [entry(a) for a in best[:SKILL_CHOICES]]
            if len(best) > SKILL_CHOICES:
                entries.append(Entry(f"  … other ways to {verb.value}: pick the cards in your hand", None))
        elif verb is Verb.HIRE:
            # Dearest first: a hire spends all the turn's food (RULINGS R-3), so the entry
            # highlighted at first (first_choice) is the one that throws the least of it away.
            entries += [entry(a) for a in sorted(undominated(view, of_verb), key=_hire_cost, reverse=True)]
        elif verb is Verb.TRASH:
            entries.append(Entry("Trash: pick the cards to trash in your hand", None))
        elif verb is Verb.COMMIT:
            everything = " ".join(sorted(view.hand))
            if view.hand:
                # The engine's figure for the whole hand; what is not committed is discarded anyway.
                strength = view.hand_strength
                judged = f" ({strength_words(strength)})" if strength is not None else ""
                entries.append(Entry(f"Commit everything{judged}: {card_words(everything)}", f"commit {everything}"))
            nothing = [entry(a) for a in of_verb if not a.cards]
            entries += nothing or [Entry("Commit nothing", "commit none")]
            entries.append(Entry("Commit some cards: pick them in your hand", None))
        else:
            entries += [entry(a) for a in of_verb]
    return sensible_first(view, entries, hand_fights)


def with_food_note(entries: list[Entry], view: View) -> list[Entry]:
    """The menu with a line before its first hire saying that a hire spends all the turn's
    food (the seat's own view: ``SeatView.food``), so that a cheaper mercenary loses the rest
    (RULINGS R-3: the hire empties the turn's food, which is gone at the turn's end anyway).
    Said, not worked out: what is left over would need the cost under her leader."""
    food = view.seats[view.seat].food if view.seat is not None else 0
    hires = (i for i, e in enumerate(entries) if isinstance(e.action, Action) and e.action.verb is Verb.HIRE)
    first = next(hires, None)
    if first is None or food <= 0:
        return entries
    note = Entry(hire_food_note(food), None)
    return [*entries[:first], note, *entries[first:]]


def _hire_cost(action: Action) -> int:
    """What the hired mercenary's card asks, food and medicine together (its printed cost)."""
    card = CATALOGUE.get(action.subject or "")
    return 0 if card is None else card.cost_food + card.cost_meds + (card.cost_any_mix or 0)


def _points(kind_id: str) -> tuple[int, int]:
    """What a card is worth keeping, by the catalogue's numbers: a contested resource first
    (it scores 2 in the solo game and breaks ties in the others), then its value to a tribe."""
    return (int(CATALOGUE[kind_id].is_contested), card_value(kind_id))


def _card_of(entry: Entry) -> str | None:
    action = entry.action
    return action.cards[0] if isinstance(action, Action) and len(action.cards) == 1 else None


def sensible_first(view: View, entries: list[Entry], hand_fights: bool | None = None) -> list[Entry]:
    """The menu ordered so that the entry highlighted at first (:func:`first_choice`) throws
    nothing away: of dug cards or a prize the most valuable one is kept (nothing only when
    all are junk, outside the solo game where every card scores), a dealt leader is kept
    rather than none (the solo game), and so is a bribed one by a tribe without a leader;
    after a lost solo fight the least valuable card of the force goes, and with an empty hand,
    or one with no card that can fight (``hand_fights`` False: the engine's judgement of the
    whole hand), the solo player does not engage (she could hardly win, a loss costs her a
    card, and the force leaves the game either way)."""
    kind = view.decision.kind if view.decision is not None else ""
    me = view.seats[view.seat] if view.seat is not None else None
    if kind == "leader" or (kind == "bribe" and me is not None and me.leader is None):
        return sorted(entries, key=lambda e: _card_of(e) is None)
    if kind in ("keep", "prize"):
        cards = [e for e in entries if _card_of(e) is not None]
        rest = [e for e in entries if _card_of(e) is None]
        cards.sort(key=lambda e: _points(_card_of(e) or ""), reverse=True)
        junk = all(CATALOGUE[_card_of(e) or ""].type is CardType.JUNK for e in cards)
        return rest + cards if junk and not view.forces else cards + rest
    if kind == "loss":
        return sorted(entries, key=lambda e: _points(_card_of(e) or "") if _card_of(e) else (9, 0))
    if kind == "engage" and (not view.hand or hand_fights is False):
        return sorted(entries, key=lambda e: not (isinstance(e.action, Action) and e.action.verb is Verb.PASS))
    return entries


def first_choice(entries: Sequence[Entry]) -> int | None:
    """The entry highlighted at first: the first real action that does not end the turn."""
    enabled = [i for i, e in enumerate(entries) if e.enabled]
    for index in enabled:
        action = entries[index].action
        if not (isinstance(action, Action) and action.verb is Verb.END):
            return index
    return enabled[0] if enabled else None
