"""This environment's speed beside PettingZoo's classic card games, in one process (docs/rl.md,
"Speed"): the same loop for each, the one ``scavengers bench --rl`` times (``last()`` with the
observation and mask, then a random allowed action, through whole games), environments taking
turns, medians of ``--repeats`` runs by process time.

PettingZoo's card games are built on RLCard, and its classic games draw with pygame, neither of
which this project needs; install them beside the ``rl`` extra to measure them (the tool says
which are missing and measures the rest)::

    pip install -e ".[rl]" rlcard pygame
    python tools/measure_rl_classic.py --steps 20000 --repeats 5

With the compiled build on ``PYTHONPATH`` it measures that build of this environment.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from scavengers._build import engine_compiled
from scavengers.sim.bench import random_words

CLASSIC = ("leduc_holdem_v4", "texas_holdem_v4", "texas_holdem_no_limit_v6", "connect_four_v3", "tictactoe_v3")
"""PettingZoo's classic card games (``pettingzoo.classic``, all two-player), and two of its board
games for scale: a step of those changes a few squares."""


def classic(name: str) -> Callable[[], Any] | None:
    """The maker of PettingZoo's classic game ``name``, or ``None`` where it cannot be imported."""
    try:
        module = importlib.import_module(f"pettingzoo.classic.{name}")
    except ImportError:  # RLCard or pygame missing: the module imports both at its top
        return None
    maker: Callable[[], Any] = module.env
    return maker


def scavengers(players: int) -> Callable[[], Any]:
    """The maker of this environment at ``players``."""
    from scavengers import rl

    return lambda: rl.env(players=players)


def rate(make: Callable[[], Any], wanted: int) -> float:
    """Steps per second of process time through whole seeded games (seeds 0, 1, ...), random
    allowed actions, until at least ``wanted`` steps (a poker hand is a few steps, a game of
    Arctic Scavengers hundreds)."""
    aec = make()
    pick = random.Random(0).random
    steps = 0
    started = time.process_time()
    for seed in itertools.count():
        aec.reset(seed=seed)
        steps += random_words(aec, pick)
        if steps >= wanted:
            break
    return steps / (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=20_000, help="steps of each environment a run (default 20000)")
    parser.add_argument("--repeats", type=int, default=5, help="runs of each environment, median kept (default 5)")
    parser.add_argument("--players", default="2,4", help="this environment's table sizes (default 2,4)")
    args = parser.parse_args()
    makers: dict[str, Callable[[], Any]] = {}
    for name in CLASSIC:
        maker = classic(name)
        if maker is None:
            print(f"{name}: not installed (pip install rlcard pygame)")
        else:
            makers[f"pettingzoo.classic.{name}"] = maker
    build = "compiled" if engine_compiled() else "pure Python"
    for players in (int(p) for p in args.players.split(",")):
        makers[f"scavengers, {players} players ({build})"] = scavengers(players)
    for make in makers.values():
        rate(make, args.steps // 10)  # the first games fill the caches
    rates: dict[str, list[float]] = {name: [] for name in makers}
    for _ in range(args.repeats):
        for name, make in makers.items():
            rates[name].append(rate(make, args.steps))
    print(f"{args.steps:,} steps a run, medians of {args.repeats} runs")
    print("| environment | steps/s |")
    print("|---|---|")
    for name, found in rates.items():
        print(f"| {name} | {statistics.median(found):,.0f} |")


if __name__ == "__main__":
    main()
