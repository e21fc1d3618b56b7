"""RULINGS I-1 over random games with every module: a reaction window closes, while something
is left to answer, only once every seat asked has passed since the last answer ("It closes when
all players pass in a row"). The hotseat audit found the Yardmaster's peek (L-15) letting the
window close one seat early; this property looks for any other way to skip a seat.

It watches the engine's own stack (the window and its pending effect) from outside: which seat
decides at each window and what it does, and who the rules ask when the window closes."""

from __future__ import annotations

import random

import pytest

import scavengers as sc
from scavengers.engine import Action, Verb
from scavengers.engine.core.frames import Window
from scavengers.engine.flow import window

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

EVERY_MODULE = sc.hq_modules(4) | sc.recon_modules(range(1, 6))
STILL_DECIDING = frozenset({Verb.YARD, Verb.RETRIEVE})
"""Window actions after which the same seat decides again, no answer to the effect: the
Yardmaster's peek, fetching a card from her bunker (RULINGS I-6, L-15)."""


def windows_closed_early(players: int, seed: int, rules: str) -> tuple[int, list[str]]:
    """Plays a random game; the windows it saw close, and each one closed while a seat asked
    had not passed since the last answer."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=EVERY_MODULE, rules=rules))
    rng = random.Random(seed)
    tails: dict[int, set[int]] = {}  # a window's pending effect (by identity): who passed since the last answer
    closed, early = 0, []
    while not game.over:
        state = game._state
        frame = state.stack[-1]
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        # Random, but passing more often than not, as most real windows close.
        passes = [a for a in legal if a.verb is Verb.PASS]
        action: Action = passes[0] if passes and rng.random() < 0.8 else legal[rng.randrange(len(legal))]
        if isinstance(frame, Window):
            key = id(frame.pending)
            tail = tails.setdefault(key, set())
            if action.verb is Verb.PASS:
                tail.add(seat)
            elif action.verb not in STILL_DECIDING:
                tail.clear()
            asked = set(window.askers(state, frame.pending))
            live = window._live(state, frame.pending)
            pending = frame.pending
            game.apply(seat, action)
            still_open = any(isinstance(f, Window) and f.pending is pending for f in game._state.stack)
            if not still_open:
                closed += 1
                tails.pop(key, None)
                if action.verb is Verb.PASS and live and not asked <= tail:
                    early.append(f"round {state.round}: {pending} closed; asked {sorted(asked)}, passed {sorted(tail)}")
        else:
            game.apply(seat, action)
    return closed, early


@pytest.mark.parametrize(
    ("players", "rules", "seeds"),
    # About one five-player game in thirty met the Yardmaster's early close (seeds 16 and 52).
    [(5, "2015", range(60)), (4, "2015", range(100, 130)), (3, "2012", range(200, 220)), (2, "2015", range(20))],
)
def test_a_window_closes_only_once_every_seat_asked_has_passed_in_a_row_ruling_i1(
    players: int, rules: str, seeds: range
) -> None:
    closed, early = 0, []
    for seed in seeds:
        seen, found = windows_closed_early(players, seed, rules)
        closed += seen
        early += found
    assert closed > 50  # the games did open and close windows
    assert early == []
