"""Hints: the search bot's best few actions for a seat's decision, each with its estimated
chance to win, from that seat's view only.

A hint is the search bot's paired search (:meth:`IsmctsAgent.compare`) run for the seat: every
sensible action is played on the same samples as the bot's own first choice, each sample a
game the seat could believe it is in (``Game.determinize``: every card it cannot see dealt
afresh), played on to the end of the round and scored there by the bot's evaluation. The
real game's hidden cards are never read, so a game that differs only in what the seat cannot
see gets the same hint from the same seed.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from scavengers.bots.agent import Determinizer
from scavengers.bots.halving import Halving
from scavengers.bots.ismcts import IsmctsAgent, SearchPolicy, candidates
from scavengers.engine import Action, Game, View
from scavengers.tui.menu import does_as_well

HINT_SECONDS = 3.0
"""A hint's default budget in seconds: a few."""
HINT_SHOWN = 3
"""How many actions a hint lists."""

Progress = Callable[[float], None]
"""Hears how much of the budget is spent, from 0 to 1."""


class HintError(ValueError):
    """A hint that cannot be given (the seat has no decision now), in words for a person."""


@dataclass(frozen=True, slots=True)
class Budget:
    """How long a hint may search: ``iterations`` playouts and/or ``seconds``, whichever is
    spent first (an iteration budget alone gives the same hint from the same seed)."""

    iterations: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise HintError("a hint needs a budget: playouts or seconds")
        if (self.iterations is not None and self.iterations < 1) or (self.seconds is not None and self.seconds <= 0):
            raise HintError("a hint's budget must be positive")


HINT_BUDGET = Budget(seconds=HINT_SECONDS)
"""A hint's default budget: a few seconds."""


@dataclass(frozen=True, slots=True)
class Suggestion:
    """One action of a hint: its estimated chance to win (0-1) and the playouts it rests on."""

    action: Action
    chance: float
    playouts: int


@dataclass(frozen=True, slots=True)
class Hint:
    """The best few actions for ``seat``, best first; ``stopped``: cut short before its budget
    was spent (the estimates rest on fewer playouts)."""

    seat: int
    suggestions: tuple[Suggestion, ...]
    playouts: int
    stopped: bool


def considered(view: View, legal: Sequence[Action], seed: int, *extra: Action) -> tuple[list[Action], Action]:
    """The actions worth comparing (the search bot's candidates, its policy's choice and
    ``extra``, each once) and the reference they are compared with: the policy's choice, or
    the first of ``extra`` when given (the action a player took, in an analysis)."""
    policy = SearchPolicy(seed).choose(view, legal)
    options: list[Action] = []
    for action in (*extra, policy, *candidates(legal, view)):
        if action not in options:
            options.append(action)
    return options, extra[0] if extra else policy


def ranked(found: Halving) -> list[Suggestion]:
    """Every compared action with its estimated chance, best first: those that stayed longest
    in the running first (they rest on the most playouts), then by chance. An action's chance
    is the reference's mean over every sample plus the action's mean paired difference."""
    base = found.reference_mean
    reached = max((t.stage for t in found.tallies.values() if t.count), default=0)
    rows = [(reached, base, found.samples, found.reference)]
    rows += [(t.stage, base + t.mean, t.count, a) for a, t in found.tallies.items() if t.count]
    rows.sort(key=lambda row: (-row[0], -row[1]))
    return [Suggestion(action, min(1.0, max(0.0, chance)), count) for _, chance, count, action in rows]


def budget_progress(progress: Progress | None, budget: Budget) -> Callable[[int], None]:
    """A playout counter's progress as the share of the budget spent (of playouts or of time,
    whichever is further on)."""
    started = time.perf_counter()

    def report(playouts: int) -> None:
        if progress is None:
            return
        shares = [0.0]
        if budget.iterations:
            shares.append(playouts / budget.iterations)
        if budget.seconds:
            shares.append((time.perf_counter() - started) / budget.seconds)
        progress(min(1.0, max(shares)))

    return report


def hint(
    game: Game,
    seat: int,
    *,
    seed: int = 0,
    budget: Budget = HINT_BUDGET,
    shown: int = HINT_SHOWN,
    progress: Progress | None = None,
    stop: threading.Event | None = None,
) -> Hint:
    """The best ``shown`` actions for ``seat``'s decision now, from its view only, within
    ``budget`` (the same seed and an iteration budget give the same hint). ``stop`` cuts it
    short with the estimates so far; ``progress`` hears the share of the budget spent.
    :class:`HintError` when the seat has no decision."""
    if game.over:
        raise HintError("the game is over: no decision to hint at")
    if seat not in game.to_act:
        raise HintError(f"seat {seat} has no decision now")
    legal = game.legal_actions(seat)
    view = game.view(seat)
    options, reference = considered(view, legal, seed)
    agent = IsmctsAgent(seed, iters=budget.iterations, time=budget.seconds)
    found = agent.compare(
        view.round,
        options,
        reference,
        Determinizer(game, seat),
        stopped=None if stop is None else stop.is_set,
        progress=budget_progress(progress, budget),
    )
    stopped = stop is not None and stop.is_set()
    return Hint(seat, tuple(undominated(view, ranked(found))[:shown]), found.playouts, stopped)


def undominated(view: View, suggestions: Sequence[Suggestion]) -> list[Suggestion]:
    """``suggestions`` less each dig, draw, hunt or build that another of them does as well
    (:func:`~scavengers.tui.menu.does_as_well`: the same total, by the View's figures, with some
    of its cards): the extra cards add nothing but are spent (a refugee of hunt 0 beside a
    hunter), so only sampling noise could rank it apart."""
    totals = dict(view.totals)
    return [
        s
        for s in suggestions
        if s.action not in totals or not any(does_as_well(totals, other.action, s.action) for other in suggestions)
    ]
