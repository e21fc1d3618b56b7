"""The engine's inner loop: list a decision's actions, carry one out, take forced decisions.

:class:`~scavengers.engine.game.Game` checks what a caller hands it and then calls these; they
hold the work done at every decision, so that the compiled build runs them compiled while the
public boundary stays Python (docs/performance.md).
"""

from __future__ import annotations

from scavengers.engine.core import knowledge
from scavengers.engine.core.actions import NUMBERED, Action
from scavengers.engine.core.events import Event
from scavengers.engine.core.frames import Frame, deciding_seat
from scavengers.engine.core.moves import has_kind
from scavengers.engine.core.state import GameState
from scavengers.engine.flow import decisions, window
from scavengers.engine.flow.rounds import advance


def legal_now(state: GameState, seat: int) -> tuple[Action, ...]:
    """Every action ``seat`` may take now; empty if it is not to act."""
    stack = state.stack
    if not stack:
        return ()
    frame = stack[-1]
    if deciding_seat(frame) != seat:
        return ()
    return tuple(decisions.legal(state, frame, seat))


def listed(legal: tuple[Action, ...], action: Action) -> Action | None:
    """The listed action equal to ``action``, if any (one scan, in C)."""
    try:
        return legal[legal.index(action)]
    except ValueError:
        return None


def meant(state: GameState, seat: int, legal: tuple[Action, ...], action: Action) -> Action | None:
    """The listed action that an unlisted ``action`` stands for, where only what the player may
    see decides it (nobody else learns anything from it): ``retrieve bunker medic`` when one
    of her several bunkers holds the cards, or ``disable 1:bunker`` when one of seat 1's
    bunkers is enabled (the one numbered form listed), or an answer played ``force`` whose
    card only her committed cards hold (the listed plain form, which plays it from there,
    RULINGS I-6). ``None`` otherwise."""
    if action.verb in NUMBERED and action.number is None:
        found = [a for a in legal if a.number is not None and a._replace(number=None) == action]
        return found[0] if len(found) == 1 else None
    if action.from_force and action.cards:
        plain = listed(legal, action._replace(from_force=False))
        if plain is not None and has_kind(state, state.players[seat].committed, action.cards[0]):
            return plain
    return None


def carry_out(state: GameState, seat: int, frame: Frame, action: Action) -> None:
    """Record and carry out an admitted action, and run on to the next decision."""
    state.history.append((seat, action))
    noted = None
    # Watched whenever anything is known (a quiet copy for search keeps no knowledge up to
    # date): even the peek alone, whose card a skirmish's prize carries to the winner's pile
    # (followed from there: ``knowledge.prize_taken``).
    if state.remembering and (state.learned or state.tribes is not None):
        noted = knowledge.watch(state)
    if noted is None:
        decisions.apply(state, frame, seat, action)
        advance(state)
        return
    state.watching = noted  # a shuffle on the way settles what was known first
    try:
        decisions.apply(state, frame, seat, action)
        advance(state)
    finally:
        state.watching = None
    knowledge.settle(state, noted)


def take_forced(state: GameState, ask_windows: bool = False) -> tuple[int, tuple[Action, ...]] | None:
    """Take every decision that has a single legal action, until one has a choice: then that
    seat and its actions (``None`` once the game is over). With ``ask_windows``, a reaction
    window's forced pass that the table cannot tell is forced (:func:`window.asked_anyway`)
    counts as a choice too."""
    stack = state.stack
    while stack:
        frame = stack[-1]
        seat = deciding_seat(frame)
        legal = decisions.legal(state, frame, seat)
        if len(legal) != 1 or (ask_windows and window.asked_anyway(state, frame)):
            return seat, tuple(legal)
        carry_out(state, seat, frame, legal[0])
    return None


def visible_since(state: GameState, mark: int, seat: int) -> tuple[Event, ...]:
    """The events from index ``mark`` on that ``seat`` may see."""
    return tuple([e for e in state.events[mark:] if e.audience is None or seat in e.audience])
