"""The figures a seat is told beside its cards, computed by the rules' own functions.

A View carries each force its seat may see with the strength the skirmish judges it at
(:func:`skirmish.standing`, which final resolution uses), the size a provocateur would make
its fight (:func:`skirmish.force_size`), the totals of the seat's listed dig, draw, hunt and
build actions (:func:`gathering.turn_totals`, counted as carrying them out counts them),
whether the round ends in a skirmish (the round flow's own test), whether everyone can tell
that the seat deciding can only pass (:func:`window.lone_pass`), and at the seat's commit
decision its whole hand judged as a force (:func:`skirmish.judge`). Front ends and bots read
these and never add cards up themselves.

Each figure is worked out only where it exists (forces once revealed, the viewer's own
committed force, totals on the viewer's own gathering turn, the hand at her own commit
decision), so views stay cheap.
"""

from __future__ import annotations

from scavengers.engine.core.config import SOLO
from scavengers.engine.core.frames import Choose, GatherTurn, Window
from scavengers.engine.core.hooks import Hook, in_game
from scavengers.engine.core.state import GameState
from scavengers.engine.core.view import Figures
from scavengers.engine.flow import gathering, skirmish, window
from scavengers.engine.flow.rounds import flow_of

_QUIET = Figures(skirmish=False)
_SKIRMISH_AHEAD = Figures(skirmish=True)
"""The figures of a view with no force to show and no action to total."""


def figures(state: GameState, seat: int | None) -> Figures:
    """The figures of ``seat``'s view of ``state`` (``None``: a spectator's, public only)."""
    skirmish_ahead = flow_of(state).skirmish_ahead(state)
    revealed = state.revealed
    mine = seat is not None and bool(state.players[seat].committed)
    top = state.stack[-1] if state.stack else None
    turn = seat is not None and isinstance(top, GatherTurn) and top.seat == seat
    committing = seat is not None and isinstance(top, Choose) and top.seat == seat and top.purpose == gathering.COMMIT
    lone = isinstance(top, Window) and window.lone_pass(state, top)
    if not (revealed or mine or turn or committing):
        if lone:
            return Figures(skirmish=skirmish_ahead, lone_pass=True)
        return _SKIRMISH_AHEAD if skirmish_ahead else _QUIET
    everyone = range(len(state.players))  # the solo opponent too
    # A force's size matters only where a card can make it the fight (the provocateur).
    sized = in_game(Hook.FORCE, state.in_game)
    strengths = tuple([skirmish.standing(state, s) for s in everyone]) if revealed else ()
    sizes = tuple([skirmish.force_size(state, s) for s in everyone]) if revealed and sized else ()
    # Public, as the forces are: ranked from revealed cards, used and gassed ones, leaders,
    # buildings, announcements and the initiator. The solo game ranks its fight apart (V-6:
    # ``solo.outcome``), where ``winner`` would rank the player alone: it names no one there.
    won = skirmish.winner(state, strengths) if revealed and state.seats != SOLO else None
    if seat is None:
        return Figures(strengths, sizes, skirmish=skirmish_ahead, lone_pass=lone, winner=won)
    committed = None
    committed_size = 0
    if mine:
        committed = strengths[seat] if revealed else skirmish.standing(state, seat)
        committed_size = sizes[seat] if sizes else skirmish.force_size(state, seat) if sized else 0
    totals = gathering.turn_totals(state, seat) if turn else ()
    hand = state.players[seat].hand
    whole = skirmish.judge(state, seat, hand) if committing and hand else None
    # tuple.__new__ itself, in the fields' order: a NamedTuple's own __new__ is Python code
    # that only passes them on (most views are of a gathering turn, which comes here).
    fields = (strengths, sizes, committed, committed_size, totals, skirmish_ahead, lone, whole, won)
    return tuple.__new__(Figures, fields)
