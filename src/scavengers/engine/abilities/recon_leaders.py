"""The Recon leaders (module 5, dealt with HQ module 3): the Swindler and the Yardmaster
[003:276-286]; RULINGS L-14, L-15, L-16, ED-20, X-34.

- Swindler: once per turn, on her own gathering turn, discard 1 refugee (any card with
  "refugee" in the title, L-1) for a hire that costs 1 food less, or 2 refugees for 1 med less.
  The discount is 1 food or 1 med towards this turn's hire, so it lowers a mixed cost's total
  by 1 and never takes a cost below 0 (L-14).
- Yardmaster: once per round, at any of its owner's decisions (her turn, a window, a choice,
  the skirmish); while it may act she is asked in every reaction window, even with no card
  to answer with (:mod:`window`): peek at the junkyard's top 2 cards and put both back on
  top or both at the bottom, in their order. Nothing cancels or interrupts it (L-15); which cards she saw is hers
  alone, where they went is public (X-34). A wounded leader has no ability (L-12).
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from scavengers.engine import abilities
from scavengers.engine.abilities import Ability, Context, Spend, Timing, Who
from scavengers.engine.core.actions import PLACES, Action, Verb
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.frames import Place
from scavengers.engine.core.moves import discard_publicly, play_from_hand, usable_hand
from scavengers.engine.core.state import GameState, Learned
from scavengers.engine.core.strength import is_refugee
from scavengers.engine.core.view import Decision
from scavengers.engine.flow import decisions

SWINDLER = "leader_swindler"
YARDMASTER = "leader_yardmaster"
YARD_PEEK = 2
"""The Yardmaster looks at the junkyard's top two cards [003:283]."""


def _spend(state: GameState, seat: int, kind_id: str, text: str) -> None:
    state.players[seat].round.leader_used = True
    state.emit(Event(EventType.LEADER_USED, state.round, seat, (kind_id,), text=text))


# -- the Swindler --------------------------------------------------------------------------


def _swindle_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    player = state.players[seat]
    if Verb.HIRE in player.round.used:
        return []  # RULINGS L-14: it lowers this turn's hire
    kinds = state.kinds
    refugees = sorted(kinds[c] for c in usable_hand(state, seat) if is_refugee(kinds[c]))
    actions = [Action(Verb.LEAD, (k,)) for k in sorted(set(refugees))]
    pairs = sorted({p for p in combinations_with_replacement(sorted(set(refugees)), 2) if _holds(refugees, p)})
    return actions + [Action(Verb.LEAD, pair) for pair in pairs]


def _holds(refugees: list[str], pair: tuple[str, ...]) -> bool:
    return all(refugees.count(k) >= pair.count(k) for k in pair)


def _swindle(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    """The refugees are discarded face up; the hire costs 1 food (or 1 med) less."""
    player = state.players[seat]
    discard_publicly(state, seat, play_from_hand(state, seat, action.cards))
    if len(action.cards) == 1:
        player.purse = player.purse.adding(bonus_food=1)
        _spend(state, seat, SWINDLER, "discards a refugee: the hire costs 1 food less")
    else:
        player.purse = player.purse.adding(bonus_meds=1)
        _spend(state, seat, SWINDLER, "discards 2 refugees: the hire costs 1 med less")


# -- the Yardmaster ------------------------------------------------------------------------


def _yard_options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    return [Action(Verb.YARD, (YARDMASTER,))] if state.junkyard else []


def _peek(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    """She sees the top 2 (only she); then she decides where they go (:class:`Place`)."""
    seen = tuple(reversed(state.junkyard[-YARD_PEEK:]))
    state.learned.append(Learned(seat, "yardmaster", "junkyard", seen))
    _spend(state, seat, YARDMASTER, "peeks at the junkyard's top cards")
    state.emit(Event(EventType.LOOKED, state.round, seat, count=len(seen), text="junkyard"))
    state.emit(
        Event(
            EventType.LOOKED,
            state.round,
            seat,
            tuple(state.kinds[c] for c in seen),
            len(seen),
            text="junkyard",
            audience=frozenset({seat}),
        )
    )
    state.stack.append(Place(seat, YARDMASTER))


def _place_legal(state: GameState, frame: Place) -> list[Action]:
    return [Action(Verb.YARD, (), place) for place in PLACES]


def _place(state: GameState, frame: Place, action: Action) -> None:
    """Both back on top (nothing moves) or both at the bottom, the upper one still uppermost."""
    state.stack.pop()
    count = min(YARD_PEEK, len(state.junkyard))
    if action.subject == "bottom" and count:
        packet = state.junkyard[-count:]
        del state.junkyard[-count:]
        state.junkyard[0:0] = packet
    # RULINGS X-34: where they went is public.
    state.emit(Event(EventType.YARD_PEEKED, state.round, frame.seat, count=count, text=str(action.subject)))


abilities.register(
    Ability(
        kind=SWINDLER,
        verb=Verb.LEAD,
        timings=frozenset({Timing.OWN_TURN}),
        answers=frozenset(),
        who=Who.OWNER,
        targets="1 or 2 refugees in hand: this turn's hire costs 1 food or 1 med less",
        spend=Spend.ONCE_A_ROUND,
        ruling="[003:276-279]; RULINGS L-14, L-1",
        options=_swindle_options,
        apply=_swindle,
        source="leader",
    )
)
abilities.register(
    Ability(
        kind=YARDMASTER,
        verb=Verb.YARD,
        timings=frozenset({Timing.ANY_TIME}),
        answers=frozenset(),
        who=Who.OWNER,
        targets="the junkyard's top 2 cards",
        spend=Spend.ONCE_A_ROUND,
        ruling="[003:281-286]; RULINGS L-15, ED-20, X-34",
        options=_yard_options,
        apply=_peek,
        source="leader",
    )
)
_PLACE_VERBS = frozenset({Verb.YARD})

decisions.register(
    Place,
    decisions.FrameRules(
        what="putting the peeked junkyard cards back",
        own=lambda: _PLACE_VERBS,
        legal=_place_legal,
        apply=_place,
        decision=lambda frame: Decision("place", frame.seat),
        why_not=lambda state, frame, action: "put both back with 'yard top' or 'yard bottom' (RULINGS L-15)",
    ),
)
