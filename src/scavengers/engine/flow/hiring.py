"""Hiring: what a mercenary costs a player, what pays for it, and the hire itself.

[000:214-218], [000:400-410]; RULINGS R-3, R-9, R-13, L-5, L-6, L-11. A hire paid with
medicine alone opens no response window (medicine is no target for snipes or disarms, I-3)
unless another player's Fanatic is ready to strike a paying card; a hire paid with a person (a
medic) does, as snipers act during a hire [000:476]. Then the payment is declared first.
"""

from __future__ import annotations

from functools import lru_cache

from scavengers.cards import CATALOGUE
from scavengers.engine.abilities import leaders
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.errors import a_kind
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.moves import discard_publicly, holds, short_of, usable_hand
from scavengers.engine.core.options import CACHE_SIZE, payments
from scavengers.engine.core.state import EMPTY_PURSE, GameState
from scavengers.engine.flow import window


def payable(merc: str, food: int, meds: int, cost: tuple[int, int, int | None] | None = None) -> bool:
    """Whether ``food`` and ``meds`` pay for ``merc`` (RULINGS R-13: each currency pays its
    own cost, except an any-mix total such as the Thugs' 6 [000:400-402]). ``cost`` overrides
    the printed (food, meds, any-mix) cost, as a leader may."""
    card = CATALOGUE[merc]
    cost_food, cost_meds, any_mix = cost if cost is not None else (card.cost_food, card.cost_meds, card.cost_any_mix)
    if any_mix is not None:
        return food + meds >= any_mix
    return food >= cost_food and meds >= cost_meds


def turn_food(state: GameState, seat: int) -> int:
    """The food the turn produced: hunted, garden and leader food, or the Cannibal's, which
    may not be combined with hunted or garden food (RULINGS L-6)."""
    player = state.players[seat]
    return max(player.purse.food, player.purse.cannibal_food)


def hire_food(state: GameState, seat: int) -> int:
    """The food a hire can use: the turn's food, and the food the Swindler took off the
    hire's cost (RULINGS L-14)."""
    return turn_food(state, seat) + state.players[seat].purse.bonus_food


def hire_actions(state: GameState, seat: int, hand: tuple[str, ...]) -> tuple[Action, ...]:
    """Every hire ``seat`` may make with this hand: each mercenary left in the market that the
    turn's food and some set of the hand's meds pay for, once per such set."""
    # RULINGS R-13: medicine cards, and persons that carry meds (the medic), pay meds.
    medicine = tuple([k for k in hand if _MEDS[k]])
    offered = tuple([merc for merc, stack in state.market.items() if stack])  # not an empty stack
    return _hires(
        medicine, offered, hire_food(state, seat), state.players[seat].purse.bonus_meds, leaders.active(state, seat)
    )


@lru_cache(maxsize=CACHE_SIZE)
def _hires(
    medicine: tuple[str, ...], offered: tuple[str, ...], food: int, bonus: int, leader: str | None
) -> tuple[Action, ...]:
    payment_options = payments(medicine)
    actions: list[Action] = []
    most_meds = payment_options[-1][1] + bonus  # the last option plays every card with meds
    for merc in offered:
        cost = _PRINTED[merc] if leader is None else leaders.hire_cost(merc, leader)
        if not payable(merc, food, most_meds, cost):
            continue
        for cards, meds in payment_options:
            if payable(merc, food, meds + bonus, cost):
                actions.append(Action(Verb.HIRE, cards, merc))
    return tuple(actions)


_PRINTED = {k: (c.cost_food, c.cost_meds, c.cost_any_mix) for k, c in CATALOGUE.items()}
"""Each card's printed (food, meds, any-mix) cost: what a hire costs with no leader to change it."""
_MEDS = {k: c.meds for k, c in CATALOGUE.items()}


def is_declared(state: GameState, seat: int, paying: tuple[str, ...]) -> bool:
    """Whether a hire's payment goes on the table with a response window first (RULINGS
    I-3): a person pays (a medic can be sniped during a hire [000:476]), or another player's
    Fanatic is ready to strike any paying card. Both are public facts."""
    if any(CATALOGUE[k].is_person for k in paying):
        return True
    return bool(paying) and window.leader_strike_ready(state, seat)


def can_complete(state: GameState, seat: int, merc: str) -> bool:
    """Whether what is left of a declared payment still pays (after a Fanatic struck)."""
    player = state.players[seat]
    meds = sum(CATALOGUE[state.kinds[c]].meds for c in player.table) + player.purse.bonus_meds
    cost = leaders.hire_cost(merc, leaders.active(state, seat))
    return bool(state.market[merc]) and payable(merc, hire_food(state, seat), meds, cost)


def complete(state: GameState, seat: int, merc_kind: str) -> None:
    """Pay with the cards on the table and take the mercenary; both go face up to the discard."""
    player = state.players[seat]
    payment = [state.kinds[c] for c in player.table]
    merc = state.market[merc_kind].pop()
    discard_publicly(state, seat, player.table)
    player.table = []
    discard_publicly(state, seat, [merc])
    player.round.used.add(Verb.HIRE)
    # RULINGS R-3: the turn's food is all spent on the single hire. The event tells the food the
    # turn made, not the Swindler's discount (L-14), which its own event tells: a hire made free
    # by it was made with no food.
    food = turn_food(state, seat)
    state.emit(Event(EventType.HIRED, state.round, seat, tuple(sorted(payment)), food, text=merc_kind))
    player.purse = EMPTY_PURSE


def _hiring(merc: str) -> str:
    """``a scout costs`` or ``thugs cost``."""
    return f"{merc} cost" if merc.endswith("s") else f"{a_kind(merc)} costs"


def _amounts(food: int, meds: int) -> str:
    """``2 food and 1 med``, leaving out what is 0."""
    parts = [f"{food} food"] if food else []
    if meds:
        parts.append(f"{meds} med" if meds == 1 else f"{meds} meds")
    return " and ".join(parts) or "nothing"


def refusal(state: GameState, seat: int, action: Action) -> str:
    """Why a hire is refused, from the hirer's own cards and public facts."""
    player = state.players[seat]
    merc = action.subject or ""
    if merc not in state.market:
        return f"{merc} is not a mercenary stack in this game"
    if not state.market[merc]:
        return f"the {merc} stack is empty (RULINGS R-9)"
    if not holds(state, usable_hand(state, seat), action.cards):
        return short_of(state, player.hand, action.cards)
    if any(not CATALOGUE[k].meds for k in action.cards):
        return "only cards with meds (medicine, medics) pay for a hire [000:216-218]"
    meds = sum(CATALOGUE[k].meds for k in action.cards) + player.purse.bonus_meds
    food = hire_food(state, seat)
    cost_food, cost_meds, any_mix = leaders.hire_cost(merc, leaders.active(state, seat))
    cost = f"{any_mix} in any mix of food and meds" if any_mix is not None else _amounts(cost_food, cost_meds)
    if not payable(merc, food, meds, (cost_food, cost_meds, any_mix)):
        return f"{_hiring(merc)} {cost}; this hire brings {_amounts(food, meds)}"
    return "that is not a legal action now"
