"""Follow-up choices: one frame for "choose cards from this zone, at least / at most N, then ...".

A :class:`~scavengers.engine.core.frames.Choose` frame serves every such choice: keep a dug card or
none (RULINGS ED-4), keep a schematic (ED-16), keep one of the Organizer's two cards (L-4), keep
one of two dealt leaders [000:650], commit cards to the skirmish (R-2), and the cards of a
trash, dig, draw, hunt or build chosen one at a time. Each purpose is a :class:`Choice`
registered by name: where its cards come from, how many, what makes a set valid, and what
happens with it.

While the sets are few, the legal actions list each whole set (``commit brawler refugee``).
When a zone is so large that listing every set would take too long (RULINGS none; DESIGN.md:
legal actions of any decision, any hand size, within 1 ms), the cards are chosen one at a
time instead: ``pick KIND`` adds one (offered only while a valid set can still be made with
it, so such a choice never ends in a decision with nothing legal), ``done`` finishes, and the
whole set is still accepted as notation at once. The same rule decides what is legal and what is accepted: a set is
accepted when :func:`valid` says so, and the listed sets are exactly those.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from math import prod

from scavengers.engine.core.actions import BOTTOM, FROM_FORCE, Action, Verb
from scavengers.engine.core.errors import excerpt
from scavengers.engine.core.frames import Choose
from scavengers.engine.core.hooks import Hook, any_hooked
from scavengers.engine.core.moves import holds, submultisets
from scavengers.engine.core.options import card_list_options
from scavengers.engine.core.state import GameState
from scavengers.engine.core.view import Decision
from scavengers.engine.flow import decisions

STEP_LIMIT = 256
"""Above this many possible sets, cards are chosen one at a time (``pick``, ``done``)."""


@dataclass(frozen=True, slots=True)
class Choice:
    """What a choice is for.

    ``verb`` names its whole-set actions; ``decision`` is the kind of decision a
    :class:`~scavengers.engine.core.view.View` shows; ``zone`` gives the cards chosen from;
    ``least``/``most`` bound the set's size (``most`` ``None``: any size); ``eligible`` says
    which kinds may be in it; ``valid`` is any further rule on the whole set; ``finish``
    carries the chosen set out once the frame is gone; ``optional``: one chosen one at a time
    may be abandoned (``abort``), leaving the decision it came from.
    """

    verb: Verb
    decision: str
    zone: Callable[[GameState, int], list[int]]
    finish: Callable[[GameState, int, Action], None]
    least: int = 0
    most: int | None = None
    eligible: Callable[[GameState, int, str], bool] | None = None
    valid: Callable[[GameState, int, tuple[str, ...]], bool] | None = None
    optional: bool = False
    limit: Callable[[GameState, int], int] | None = None
    """The most cards a set may have when that depends on the state (a courier's discards),
    so that cards picked one at a time never go past it."""
    rule: str = ""
    """What ``valid`` asks, in words, for a refusal of a set of the right size that breaks it."""
    floor: Callable[[GameState, int], int] | None = None
    """The fewest cards a set may have when that depends on the state (the solo player may
    keep no leader), in place of ``least``."""
    reachable: Callable[[GameState, int, tuple[str, ...], tuple[str, ...]], bool] | None = None
    """Whether the cards chosen so far (sorted) and some of the cards left (sorted) make a
    valid set, where a rule knows it at once (a dig's cards); else :func:`reachable` searches."""


def most_now(state: GameState, seat: int, choice: Choice) -> int | None:
    """The largest set ``choice`` takes now: its ``most``, or its ``limit`` when it has one."""
    return choice.most if choice.limit is None else choice.limit(state, seat)


def least_now(state: GameState, seat: int, choice: Choice) -> int:
    """The smallest set ``choice`` takes now: its ``least``, or its ``floor`` when it has one."""
    return choice.least if choice.floor is None else choice.floor(state, seat)


CHOICES: dict[str, Choice] = {}


def register(purpose: str, choice: Choice) -> None:
    """Add a purpose (at import time of the module whose rule it is)."""
    if purpose in CHOICES:
        raise ValueError(f"choice {purpose!r} is already registered")
    CHOICES[purpose] = choice


def pool(state: GameState, seat: int, choice: Choice) -> tuple[str, ...]:
    """The sorted kinds ``seat`` may choose from for ``choice``."""
    kinds = state.kinds
    found = sorted(kinds[c] for c in choice.zone(state, seat))
    if choice.eligible is None:
        return tuple(found)
    eligible = choice.eligible
    return tuple(k for k in found if eligible(state, seat, k))


def set_count(kinds: tuple[str, ...]) -> int:
    """How many different sets (sub-multisets) these kinds make."""
    return prod(n + 1 for n in Counter(kinds).values())


def could_be_large(kinds: tuple[str, ...]) -> bool:
    """Whether these cards are enough to make more sets than are listed (n cards make at
    most 2**n sets): a cheap first test before counting."""
    return len(kinds) >= STEP_LIMIT.bit_length()


def one_at_a_time(kinds: tuple[str, ...]) -> bool:
    """Whether sets of these kinds are chosen card by card rather than listed whole (n cards
    make at most 2**n sets, so a short hand needs no count)."""
    return len(kinds) >= STEP_LIMIT.bit_length() and set_count(kinds) > STEP_LIMIT


def valid(state: GameState, seat: int, choice: Choice, cards: tuple[str, ...]) -> bool:
    """Whether ``cards`` is a set this choice accepts now: held, eligible, of a size within
    bounds, and passing the choice's own rule."""
    most = most_now(state, seat, choice)
    if len(cards) < least_now(state, seat, choice) or (most is not None and len(cards) > most):
        return False
    zone = choice.zone(state, seat)
    if not holds(state, zone, cards):
        return False
    if choice.eligible is not None and not all(choice.eligible(state, seat, k) for k in cards):
        return False
    return choice.valid is None or choice.valid(state, seat, cards)


def whole_sets(state: GameState, seat: int, choice: Choice, kinds: tuple[str, ...]) -> list[Action]:
    """Every valid whole set, as actions of the choice's verb (the list is short)."""
    most = most_now(state, seat, choice)
    least = least_now(state, seat, choice)
    rule = choice.valid
    if rule is None and least <= 1:
        return list(_ordered(card_list_options(choice.verb, kinds, least == 0, None, most)))
    return [
        Action(choice.verb, cards)
        for cards in _sizes_first(submultisets(kinds))
        if len(cards) >= least and (most is None or len(cards) <= most) and (rule is None or rule(state, seat, cards))
    ]


@lru_cache(maxsize=4096)
def _ordered(actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """Smaller sets first, then by kind: ``keep none``, ``keep junk``, ``keep net``."""
    return tuple(sorted(actions, key=lambda a: (len(a.cards), a.cards)))


def _sizes_first(sets: Iterable[tuple[str, ...]]) -> list[tuple[str, ...]]:
    return sorted(sets, key=lambda cards: (len(cards), cards))


def legal(state: GameState, frame: Choose) -> list[Action]:
    """The whole sets while they are few; else one card at a time (``pick``, ``done``)."""
    choice = CHOICES[frame.purpose]
    kinds = pool(state, frame.seat, choice)
    if not frame.chosen and not one_at_a_time(kinds):
        return whole_sets(state, frame.seat, choice, kinds)
    left = Counter(kinds) - Counter(frame.chosen)
    actions: list[Action] = []
    if valid(state, frame.seat, choice, frame.chosen):
        actions.append(Action(Verb.DONE))
        if from_bottom_too(choice, frame.chosen):
            actions.append(Action(Verb.DONE, (), BOTTOM))
    most = most_now(state, frame.seat, choice)
    if most is None or len(frame.chosen) < most:
        for kind_id in sorted(left):
            # Only a card after which a valid set can still be made: a choice made card by
            # card never reaches a set that neither ends nor grows (a cargo sled's two kept
            # cards must include a tool or medicine, RULINGS X-17).
            picked = tuple(sorted((*frame.chosen, kind_id)))
            if reachable(state, frame.seat, choice, picked, left - Counter((kind_id,))):
                actions.append(Action(Verb.PICK, (kind_id,)))
    if choice.optional:
        actions.append(Action(Verb.ABORT))
    return actions


def reachable(state: GameState, seat: int, choice: Choice, chosen: tuple[str, ...], left: Counter[str]) -> bool:
    """Whether ``chosen`` (sorted) and some of the cards ``left`` make a set ``choice``
    accepts: the choice's own test if it has one, else a search over the sets within its size
    bounds, which stops at the first valid one."""
    most = most_now(state, seat, choice)
    room = left.total() if most is None else min(left.total(), most - len(chosen))
    if room < 0:
        return False
    if choice.reachable is not None:
        return choice.reachable(state, seat, chosen, tuple(sorted(left.elements())))
    rule = choice.valid
    if rule is None:
        return len(chosen) + room >= least_now(state, seat, choice)
    grown = list(chosen)
    counts = sorted(left.items())
    least = least_now(state, seat, choice)

    def grows(start: int, room: int) -> bool:
        """Depth first over ``grown`` plus up to ``room`` more cards of ``counts`` (kinds added
        in order from ``start``, so each set is met once): whether one passes the rule."""
        if len(grown) >= least and rule(state, seat, tuple(sorted(grown))):
            return True
        if room == 0:
            return False
        for index in range(start, len(counts)):
            kind_id, count = counts[index]
            if not count:
                continue
            counts[index] = (kind_id, count - 1)
            grown.append(kind_id)
            found = grows(index, room - 1)
            grown.pop()
            counts[index] = (kind_id, count)
            if found:
                return True
        return False

    return grows(0, room)


def accepts(state: GameState, frame: Choose, action: Action) -> bool:
    """A whole set given at once is accepted whenever it is valid (one-at-a-time mode too); it
    is cards alone, but a dig's from the bottom of the pile where its cards allow it (scrappers,
    RULINGS X-15); never ``force`` (a leader kept is no answer played from a force, I-6)."""
    choice = CHOICES[frame.purpose]
    return (
        action.verb is choice.verb
        and not frame.chosen
        and not action.from_force
        and action.target is None
        and action.number is None
        and (action.subject is None or (action.subject == BOTTOM and from_bottom_too(choice, action.cards)))
        and valid(state, frame.seat, choice, action.cards)
    )


def apply(state: GameState, frame: Choose, action: Action) -> None:
    """``pick`` adds a card; ``done`` or a whole set carries the choice out; ``abort`` drops it."""
    choice = CHOICES[frame.purpose]
    if action.verb is Verb.PICK:
        state.stack[-1] = Choose(frame.seat, frame.purpose, tuple(sorted(frame.chosen + action.cards)))
        return
    state.stack.pop()
    if action.verb is Verb.ABORT:
        return
    cards = frame.chosen if action.verb is Verb.DONE else action.cards
    # ``done bottom``, or a whole set given at once as ``dig bottom ...`` (RULINGS X-15)
    subject = BOTTOM if action.subject == BOTTOM else None
    choice.finish(state, frame.seat, Action(choice.verb, cards, subject))


def from_bottom_too(choice: Choice, cards: tuple[str, ...]) -> bool:
    """Whether a dig (or build) chosen card by card may take its cards from the bottom of the
    pile: a card in it whose passive :data:`Hook.DIG_ENDS` says so (scrappers, RULINGS X-15)."""
    return choice.verb in (Verb.DIG, Verb.BUILD) and any_hooked(Hook.DIG_ENDS, set(cards))


def decision(frame: Choose) -> Decision:
    """How a view shows this decision: ``keep``, ``leader`` or ``commit``; a card-by-card
    choice is ``choose`` and names the action it chooses for (``dig``, ``trash``)."""
    kind = CHOICES[frame.purpose].decision
    return Decision(kind, frame.seat, None, frame.purpose if kind == "choose" else None)


def own_verbs() -> frozenset[Verb]:
    """The verbs of every registered choice, and those of choosing card by card."""
    return frozenset({Verb.PICK, Verb.DONE, Verb.ABORT, *(c.verb for c in CHOICES.values())})


def why_not(state: GameState, frame: Choose, action: Action) -> str:
    """Why a choice is refused (an ability usable at any decision: by the registry)."""
    if action.verb not in own_verbs():
        return decisions.ability_refusal(state, frame, action)
    choice = CHOICES[frame.purpose]
    what = {
        "keep": "the dug cards",
        "leader": "the two leaders dealt to you",
        "commit": "your hand",
        "bribe": "the leaders you drew",
        "prize": "the cards left in the force you beat",
        "loss": "your force",
        "discard": "the cards you drew",
        "shuffle": "your discard pile",
        "top": "the dug cards",
    }
    place = what.get(choice.decision, "your hand")
    if action.verb is Verb.PICK:
        return f"{excerpt(' '.join(action.cards)) or 'nothing'} cannot be added to the cards chosen so far from {place}"
    if action.verb is Verb.DONE:
        return "the cards chosen so far do not make a valid set yet"
    if action.verb is Verb.ABORT:
        return "this choice must be made"
    if action.verb is not choice.verb:
        return f"choose with '{choice.verb}' (or pick cards one at a time)"
    if frame.chosen:
        return "finish the set being picked with 'done' or further picks"
    if action.from_force:
        return f"'{FROM_FORCE}' plays an answer from your committed cards; {choice.verb} chooses from {place}"
    if action.subject == BOTTOM and not from_bottom_too(choice, action.cards):
        return "only a dig or build with scrappers may take its cards from the bottom of the pile"
    if action.target is not None or action.number is not None or action.subject not in (None, BOTTOM):
        return f"{choice.verb} names cards alone, no seat, building or other card"
    most = most_now(state, frame.seat, choice)
    least = least_now(state, frame.seat, choice)
    cards = action.cards
    named = excerpt(" ".join(cards)) or "no card"
    sized = least <= len(cards) and (most is None or len(cards) <= most)
    zone = choice.zone(state, frame.seat)
    if sized and choice.rule and holds(state, zone, cards):
        return f"{named} is not a valid choice: {choice.rule}"
    if least == most:
        size = f"exactly {most}"
    else:
        size = f"at least {least}" + (f" and at most {most}" if most is not None else "")
    size += " card" if size.endswith(" 1") else " cards"
    missing = _missing(state, zone, cards)
    if missing:
        return f"{missing} in {place}" + ("" if least == 0 and most is None else f" (choose {size})")
    return f"{named} is not a valid choice from {place} ({size})"


def _missing(state: GameState, zone: Iterable[int], cards: Iterable[str]) -> str:
    """The first card of ``cards`` that ``zone`` holds too few of, in words: ``no thugs card``,
    ``only 1 brawler card`` (empty when it holds them all)."""
    have = Counter(state.kinds[c] for c in zone)
    for kind, count in Counter(cards).items():
        if have[kind] < count:
            named = f"{excerpt(kind)} card{'' if have[kind] == 1 else 's'}"  # ids are no nouns to inflect
            return f"only {have[kind]} {named}" if have[kind] else f"no {excerpt(kind)} card"
    return ""


decisions.register(
    Choose,
    decisions.FrameRules(
        what="while choosing cards",
        own=own_verbs,
        legal=legal,
        apply=apply,
        decision=decision,
        why_not=why_not,
        accepts=accepts,
    ),
)
