"""Median time of ``Game.view(seat)`` for the seat to act, as a bot asks for it at every decision.

Random 4-player games (the base game, and every module the engine plays), each decision's view
timed once; medians over all decisions, over gathering turns and over the skirmish phase, each
the median of ``--repeats`` runs. ``scavengers bench`` reports the mean and the tail of view();
this gives the typical call, to compare two versions side by side on a noisy machine:

    PYTHONPATH=src python tools/measure_view.py
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import scavengers as sc
from scavengers.engine.core.config import PLAYABLE_MODULES


def timings(modules: frozenset[str], games: int) -> dict[str, list[int]]:
    """Nanoseconds of each view() of the seat to act, by kind of decision."""
    clock = time.perf_counter_ns
    found: dict[str, list[int]] = {"all": [], "turn": [], "skirmish": []}
    for seed in range(games):
        game = sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=modules))
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            started = clock()
            view = game.view(seat)
            spent = clock() - started
            found["all"].append(spent)
            if view.decision is not None and view.decision.kind == "turn":
                found["turn"].append(spent)
            if view.phase == "skirmish":
                found["skirmish"].append(spent)
            game.apply(seat, legal[rng.randrange(len(legal))])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"engine: {'compiled' if sc.engine_compiled() else 'pure Python'}")
    for label, modules in (("base", frozenset()), ("every module", frozenset(PLAYABLE_MODULES))):
        runs = [timings(modules, args.games) for _ in range(args.repeats)]
        parts = []
        for kind in ("all", "turn", "skirmish"):
            medians = [statistics.median(run[kind]) / 1000 for run in runs if run[kind]]
            if medians:
                parts.append(f"{kind} {statistics.median(medians):.1f} us ({len(runs[0][kind])} calls)")
        print(f"{label}: view() median: {', '.join(parts)}")


if __name__ == "__main__":
    main()
