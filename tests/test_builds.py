"""The compiled engine (``SCAVENGERS_COMPILE=1 pip install .``) and the pure Python one give
the same games: the same seeded games are played here and in a child process forced to the
pure Python engine (``SCAVENGERS_PURE=1``), and every seat's view and log, the public log, the
result and the save must match. With the compiled engine on the path (CI sets
``SCAVENGERS_EXPECT_COMPILED=1``) this compares the two builds; otherwise the pure one with itself."""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import scavengers as sc
from helpers import pure_build_answer
from scavengers.cli.bench import render
from scavengers.engine.core.config import PLAYABLE_MODULES, RECON_MODULES, hq_level, hq_modules
from scavengers.sim.bench import run_bench, run_bench_pure

EXPECT_COMPILED = "SCAVENGERS_EXPECT_COMPILED"


def module_sets() -> list[frozenset[str]]:
    """The base game, the whole HQ expansion the engine plays, and every Recon module it plays."""
    recon = frozenset(m for m in RECON_MODULES if m in PLAYABLE_MODULES)
    return [frozenset(), frozenset(hq_modules(hq_level(PLAYABLE_MODULES))), recon]


CASES = [
    (players, sorted(modules), seed)
    for index, modules in enumerate(module_sets())
    for players in (2, 3, 4, 5)
    for seed in (index * 10 + players, index * 10 + players + 100)
]
"""24 games: each module set with 2-5 players, two seeds each."""


def record(players: int, modules: list[str], seed: int) -> dict[str, Any]:
    """One game played at random (its own seeded generator) to the end, as everything the
    engine shows about it: views and logs along the way, the result, the save, the reload."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=frozenset(modules)))
    rng = random.Random(seed)
    views: list[str] = []
    steps = 0
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if steps % 25 == 0:  # what each seat and a spectator see, now and then
            views.extend(repr(game.view(s)) for s in (*range(players), None))
            views.append(repr(legal))
        game.apply(seat, legal[rng.randrange(len(legal))])
        steps += 1
    save = game.to_json()
    reloaded = sc.Game.from_json(save)
    return {
        "steps": steps,
        "views": views,
        "logs": [[repr(event) for event in game.log(s)] for s in (*range(players), None)],
        "result": repr(game.result),
        "final_views": [repr(game.view(s)) for s in (*range(players), None)],
        "save": save,
        "reloaded": reloaded.to_json() == save and repr(reloaded.view(None)) == repr(game.view(None)),
    }


def record_all() -> dict[str, Any]:
    return {
        "compiled": sc.engine_compiled(),
        "games": [record(players, modules, seed) for players, modules, seed in CASES],
    }


def test_the_engine_build_is_the_one_asked_for() -> None:
    assert sc.engine_compiled() is (os.environ.get(EXPECT_COMPILED, "") == "1")


@pytest.mark.slow
def test_the_compiled_and_pure_engines_play_the_same_games() -> None:
    pure = pure_build_answer(str(Path(__file__).resolve()))
    here = record_all()
    assert len(here["games"]) == len(CASES) == len(pure["games"])
    for case, mine, theirs in zip(CASES, here["games"], pure["games"], strict=True):
        assert mine["reloaded"], f"{case}: the save does not reload to the same game"
        assert mine == theirs, f"{case}: the builds differ"


@pytest.mark.slow
def test_bench_measures_the_pure_engine_in_a_child_process_and_shows_both_side_by_side() -> None:
    here = run_bench(games=2, repeats=1)
    pure = run_bench_pure(games=2, repeats=1)
    assert here.build.compiled is sc.engine_compiled()
    assert pure.build.compiled is False
    assert (pure.games, pure.players, pure.decisions_per_s > 0) == (2, 4, True)
    console = Console(record=True, width=200)
    render(here, console, pure)
    shown = console.export_text()
    assert "pure Python" in shown
    assert ("compiled" in shown) is here.build.compiled
    assert "MISSED (pure Python)" in shown or "met (pure Python)" in shown


if __name__ == "__main__":
    json.dump(record_all(), sys.stdout)
