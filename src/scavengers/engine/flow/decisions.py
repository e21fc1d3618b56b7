"""Decision frames by type: everything about one kind of decision in one place.

For each frame type (:mod:`frames`) one :class:`FrameRules` says which verbs it takes, what is
legal, which unlisted actions are accepted all the same, how an action is carried out, whether
it can finish by itself, how it shows in a :class:`~scavengers.engine.core.view.View` and why an
action is refused. Each frame's module registers its rules where its functions are:
:mod:`gathering` (the turn, continuing after a response), :mod:`choices`, :mod:`window`,
:mod:`skirmish`. The game, the round flow and the view only look the rules up here, so no
second model of any decision lives elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scavengers.engine import abilities
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.frames import deciding_seat
from scavengers.engine.core.state import GameState

if TYPE_CHECKING:
    from scavengers.engine.core.view import Decision


@dataclass(frozen=True, slots=True)
class FrameRules:
    """The rules of one kind of decision frame.

    ``what`` names the decision in refusals ("its resource-gathering turn"); ``verbs`` are
    the verbs it can ever take; ``accepts`` says whether an action that is not listed is still
    carried out (a whole set of cards in a hand too large to list every set); ``settle``
    finishes the frame by itself when nothing is left to decide (``None``: never);
    ``why_not`` explains, in a player's words and from what the seat may know, why an action
    of one of its verbs is refused.
    """

    what: str
    verbs: frozenset[Verb]
    legal: Callable[[GameState, Any], list[Action]]
    apply: Callable[[GameState, Any, Action], None]
    decision: Callable[[Any], Decision]
    why_not: Callable[[GameState, Any, Action], str]
    accepts: Callable[[GameState, Any, Action], bool] | None = None
    settle: Callable[[GameState, Any], bool] | None = None


RULES: dict[type, FrameRules] = {}


def register(frame_type: type, rules: FrameRules) -> None:
    """Give a frame type its rules (at import time of its module)."""
    if frame_type in RULES:
        raise ValueError(f"{frame_type.__name__} already has rules")
    RULES[frame_type] = rules


def _any_time(state: GameState, seat: int) -> list[Action]:
    """The seat's abilities usable at any of its decisions (the Yardmaster, RULINGS L-15)."""
    if not abilities.any_time_in(state.in_game):
        return []
    return abilities.options(state, seat, abilities.Timing.ANY_TIME)


def legal(state: GameState, frame: Any, seat: int) -> list[Action]:
    """Everything ``seat`` may do at ``frame``: the frame's own actions, then the abilities
    its owner may use at any of her decisions, in every kind of decision (one place)."""
    actions = RULES[type(frame)].legal(state, frame)
    if not state.any_time or not abilities.any_time_in(state.in_game):
        return actions
    extra = _any_time(state, seat)
    return actions + extra if extra else actions


def apply(state: GameState, frame: Any, seat: int, action: Action) -> None:
    """Carry out a legal action: an any-time ability by the registry, else by the frame."""
    rules = RULES[type(frame)]
    if state.any_time and action.verb not in rules.verbs and action in _any_time(state, seat):
        abilities.use(state, seat, action, abilities.Timing.ANY_TIME)
        return
    rules.apply(state, frame, action)


def where(state: GameState) -> str:
    """The round and phase, for messages."""
    return f"round {state.round}, {state.phase.value} phase"


def reason(state: GameState, frame: Any, action: Action) -> str:
    """Why ``action`` is refused at ``frame`` (for the seat deciding there)."""
    rules = RULES[type(frame)]
    if action.verb not in rules.verbs and any(a.verb is action.verb for a in abilities.at(abilities.Timing.ANY_TIME)):
        return abilities.leader_refusal(state, deciding_seat(frame))
    if action.verb not in rules.verbs:
        verbs = ", ".join(sorted(v.value for v in rules.verbs))
        return f"'{action.verb}' is not possible while {rules.what}; possible now: {verbs}"
    return rules.why_not(state, frame, action)
