"""Decision frames by type: everything about one kind of decision in one place.

For each frame type (:mod:`frames`) one :class:`FrameRules` says which verbs it makes itself,
at which ability timing it offers the registry's abilities, what is legal, which unlisted
actions are accepted all the same, how an action is carried out, whether it can finish by
itself, how it shows in a :class:`~scavengers.engine.core.view.View` and why an action is
refused. Each frame's module registers its rules where its functions are: :mod:`gathering`
(the turn, continuing after a response), :mod:`choices`, :mod:`window`, :mod:`skirmish`. The
game, the round flow and the view only look the rules up here, so no second model of any
decision lives elsewhere.

The verbs a frame takes are derived, never listed by hand: its own, those of the abilities
usable at its timing, and those usable at any decision (:func:`takes`). A new card's verb is
declared once (its notation in :mod:`~scavengers.engine.core.notation`, its ability in the
registry) and every frame that offers it takes it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scavengers.engine import abilities
from scavengers.engine.abilities import Timing
from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.frames import Pending, Window, deciding_seat
from scavengers.engine.core.state import GameState

if TYPE_CHECKING:
    from scavengers.engine.core.view import Decision


@dataclass(frozen=True, slots=True)
class FrameRules:
    """The rules of one kind of decision frame.

    ``what`` names the decision in refusals ("during a resource-gathering turn"); ``own`` gives the
    verbs its ``legal`` makes itself (a function, so that a frame whose purposes register later
    sees them all); ``timing`` is when the abilities it offers may be used (``None``: it offers
    none); ``accepts`` says whether an action of its own verbs that is not listed is still
    carried out (a whole set of cards in a hand too large to list every set); ``settle``
    finishes the frame by itself when nothing is left to decide (``None``: never);
    ``why_not`` explains, in a player's words and from what the seat may know, why an action
    of a verb it takes is refused (for an ability's verb it may leave that to
    :func:`abilities.refusal`).
    """

    what: str
    own: Callable[[], frozenset[Verb]]
    legal: Callable[[GameState, Any], list[Action]]
    apply: Callable[[GameState, Any, Action], None]
    decision: Callable[[Any], Decision]
    why_not: Callable[[GameState, Any, Action], str]
    timing: Timing | None = None
    accepts: Callable[[GameState, Any, Action], bool] | None = None
    settle: Callable[[GameState, Any], bool] | None = None


RULES: dict[type, FrameRules] = {}


def register(frame_type: type, rules: FrameRules) -> None:
    """Give a frame type its rules (at import time of its module)."""
    if frame_type in RULES:
        raise ValueError(f"{frame_type.__name__} already has rules")
    RULES[frame_type] = rules


def takes(frame_type: type) -> frozenset[Verb]:
    """Every verb a kind of decision can ever take: its own, those of the abilities usable at
    its timing, and those of the abilities usable at any decision (derived, so a verb cannot
    be missing from a hand-kept list)."""
    rules = RULES[frame_type]
    timings = [Timing.ANY_TIME] if rules.timing is None else [rules.timing, Timing.ANY_TIME]
    return rules.own() | {a.verb for timing in timings for a in abilities.at(timing)}


def ability_timing(frame: Any, verb: Verb) -> Timing | None:
    """The timing at which ``frame`` offers an ability of ``verb``: its own timing's, else
    any time's (the Yardmaster); ``None`` when no ability with that verb is offered there."""
    timing = RULES[type(frame)].timing
    if timing is not None and any(a.verb is verb for a in abilities.at(timing)):
        return timing
    if any(a.verb is verb for a in abilities.at(Timing.ANY_TIME)):
        return Timing.ANY_TIME
    return None


def context(frame: Any) -> Pending | None:
    """What an ability is used on at ``frame``: the pending effect of a window, else nothing."""
    return frame.pending if isinstance(frame, Window) else None


def _context_at(frame: Any, timing: Timing) -> Pending | None:
    """What an ability used at ``timing`` answers at ``frame``: nothing for an ability usable
    at any time (the Yardmaster answers no effect, RULINGS L-15), so that a refusal in a window
    gives its own reason (an empty junkyard), as :func:`_any_time` lists it."""
    return None if timing is Timing.ANY_TIME else context(frame)


def _any_time(state: GameState, seat: int) -> list[Action]:
    """The seat's abilities usable at any of its decisions (the Yardmaster, RULINGS L-15)."""
    if not abilities.any_time_in(state.in_game):
        return []
    return abilities.options(state, seat, Timing.ANY_TIME)


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
    if state.any_time and action.verb not in rules.own() and action in _any_time(state, seat):
        abilities.use(state, seat, action, Timing.ANY_TIME)
        return
    rules.apply(state, frame, action)


def accepts(state: GameState, frame: Any, action: Action) -> bool:
    """Whether an action that is not listed is carried out all the same: one of the frame's
    own verbs that its ``accepts`` takes (a whole set in a very large hand), or an ability's
    action that the ability's own check allows (a spy's chosen positions, RULINGS X-2)."""
    rules = RULES[type(frame)]
    if action.verb in rules.own():
        return rules.accepts is not None and rules.accepts(state, frame, action)
    timing = ability_timing(frame, action.verb)
    if timing is None:
        return False
    return abilities.accepts(state, deciding_seat(frame), action, timing, _context_at(frame, timing))


def where(state: GameState) -> str:
    """The round and phase, for messages."""
    return f"round {state.round}, {state.phase.value} phase"


def ability_refusal(state: GameState, frame: Any, action: Action) -> str:
    """Why an action of an ability's verb is refused at ``frame``, by the registry: the same
    checks that list and accept it (:func:`abilities.refusal`)."""
    timing = ability_timing(frame, action.verb)
    if timing is None:
        return not_possible(state, frame, action)
    return abilities.refusal(state, deciding_seat(frame), action, timing, _context_at(frame, timing))


def ability_blocked(state: GameState, frame: Any, action: Action) -> str | None:
    """Why the ability an action asks for cannot be used at ``frame`` at all (no such card at
    hand, a module missing, not an answer to this effect), or ``None`` when it can: for a
    frame that explains the rest itself (a strike's target)."""
    timing = ability_timing(frame, action.verb)
    if timing is None:
        return not_possible(state, frame, action)
    return abilities.blocked(state, deciding_seat(frame), action, timing, _context_at(frame, timing))


def not_possible(state: GameState, frame: Any, action: Action) -> str:
    """The refusal of a verb the decision does not take now, with the verbs it does take now."""
    rules = RULES[type(frame)]
    possible = sorted({a.verb.value for a in legal(state, frame, deciding_seat(frame))})
    return f"'{action.verb}' is not possible {rules.what}; possible now: {', '.join(possible)}"


def reason(state: GameState, frame: Any, action: Action) -> str:
    """Why ``action`` is refused at ``frame`` (for the seat deciding there): a verb this kind
    of decision never takes says so; any other is explained by the frame, which leaves an
    ability's action to the registry."""
    if action.verb not in takes(type(frame)):
        return not_possible(state, frame, action)
    return RULES[type(frame)].why_not(state, frame, action)
