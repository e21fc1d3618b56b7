"""The map (Recon module 5): right after one of its owner's gathering actions resolves, one
tribe member used in it goes back to her hand, to take part in another action type this round
or to be committed to the skirmish [003:267-274]; RULINGS X-19, X-25.

A map is an instant: no holder, no tool slot, never disarmed. Its tribe member's tool and the
action's other cards stay discarded, and no action may be taken twice a round (RULINGS R-11),
so the member can only join a different action. A spy that spied was discarded by its recon,
not used in an action, so no map brings it back (X-25). The map is then discarded.
"""

from __future__ import annotations

from scavengers.cards import CATALOGUE
from scavengers.engine import abilities
from scavengers.engine.abilities import Ability, Context, Spend, Timing, Who
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.moves import back_to_hand, discard_publicly, play_from_hand
from scavengers.engine.core.state import GameState

MAP = "map"


def _members(state: GameState, seat: int) -> list[int]:
    """The tribe members of the action that just resolved, still on the discard pile."""
    player = state.players[seat]
    discard = set(player.discard)
    kinds = state.kinds
    return [c for c in player.turn.just_used if c in discard and CATALOGUE[kinds[c]].is_person]


def _options(state: GameState, seat: int, timing: Timing, context: Context) -> list[Action]:
    if state.revealed:
        return []  # RULINGS X-19: not in the skirmish
    return [Action(Verb.MAP, (MAP,), k) for k in sorted({state.kinds[c] for c in _members(state, seat)})]


def _verify(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> str | None:
    """Why a map is refused (``None``: it may be played), from its owner's own discards."""
    if state.revealed:
        return "a map is played on your gathering turn, not in the skirmish (RULINGS X-19)"
    members = sorted({state.kinds[c] for c in _members(state, seat)})
    if not members:
        return "a map takes back a tribe member of the action that just resolved, and none is there (RULINGS X-19)"
    if action.subject not in members:
        taken = ", ".join(members)
        return f"no {action.subject} took part in the action that just resolved; a map may take back {taken}"
    return None


def _apply(state: GameState, seat: int, action: Action, timing: Timing, context: Context) -> None:
    """The member leaves the discard pile for the hand; the map is discarded (face up)."""
    player = state.players[seat]
    member = next(c for c in _members(state, seat) if state.kinds[c] == action.subject)
    player.discard.remove(member)
    # The map lets the member take part in another action this round [003:273], RULINGS X-19.
    back_to_hand(state, seat, [member])
    if player.turn.just_worked:
        player.round.no_work.add(member)  # another action type, not work again (RULINGS X-19)
    player.turn = player.turn._replace(just_used=(), just_worked=False)
    discard_publicly(state, seat, play_from_hand(state, seat, [MAP]))
    state.emit(Event(EventType.MAPPED, state.round, seat, (MAP,), text=action.subject or ""))


abilities.register(
    Ability(
        kind=MAP,
        verb=Verb.MAP,
        timings=frozenset({Timing.OWN_TURN}),
        answers=frozenset(),
        who=Who.OWNER,
        targets="a tribe member of its owner's action that just resolved",
        spend=Spend.DISCARDED,
        ruling="[003:267-274]; RULINGS X-19, X-25, R-11",
        options=_options,
        apply=_apply,
        verify=_verify,
    )
)
