"""``scavengers bench``: the figures DESIGN.md budgets, measured on a fixed seeded set of
4-player base games between random bots.

Throughput is measured in CPU time of this process (one core), so other load on the machine
does not count against it; single calls are timed with the wall clock.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from scavengers.bots import RandomAgent, run_game
from scavengers.engine import Game, GameConfig

TARGET_GAMES_PER_S = 100.0
TARGET_DECISIONS_PER_S = 25_000.0
TARGET_CLONE_US = 50.0
MID_GAME_ROUND = 8


@dataclass(frozen=True, slots=True)
class CallTiming:
    """Mean and 99th percentile of one call, in microseconds, over ``calls`` calls."""

    calls: int
    mean_us: float
    p99_us: float


@dataclass(frozen=True, slots=True)
class BenchResult:
    """Every figure ``scavengers bench`` reports."""

    players: int
    modules: list[str]
    games: int
    games_per_s: float
    decisions_per_s: float
    engine_decisions_per_s: float
    legal_actions: CallTiming
    apply: CallTiming
    view: CallTiming
    clone: CallTiming
    clone_mid_game_us: float
    targets: dict[str, bool]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _timing(samples: list[int]) -> CallTiming:
    samples.sort()
    p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
    return CallTiming(len(samples), statistics.fmean(samples) / 1000, p99 / 1000)


def _seeds(seed: int, games: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.randrange(2**32) for _ in range(games)]


def run_bench(
    games: int = 200,
    seed: int = 0,
    players: int = 4,
    modules: frozenset[str] = frozenset(),
    on_step: Callable[[str], None] | None = None,
) -> BenchResult:
    """Measure the engine. ``games`` random-bot games for throughput, and a quarter as many
    (at least 5) for the per-call timings."""
    seeds = _seeds(seed, games)
    step = on_step or (lambda _: None)

    step("games with random bots")
    decisions = 0
    started = time.process_time()
    for index, game_seed in enumerate(seeds):
        game = Game.new(GameConfig(players=players, seed=game_seed, modules=modules))
        decisions += run_game(game, [RandomAgent(game_seed * 8 + s) for s in range(players)])
        if index % 20 == 0:
            step(f"games with random bots ({index}/{games})")
    spent = time.process_time() - started
    games_per_s = games / spent
    decisions_per_s = decisions / spent

    step("engine decisions")
    engine_decisions = 0
    started = time.process_time()
    for game_seed in seeds:
        game = Game.new(GameConfig(players=players, seed=game_seed, modules=modules))
        rng = random.Random(game_seed)
        while not game.over:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            game.apply(seat, legal[rng.randrange(len(legal))])
            engine_decisions += 1
    engine_decisions_per_s = engine_decisions / (time.process_time() - started)

    step("single calls")
    timed: dict[str, list[int]] = {"legal_actions": [], "apply": [], "view": [], "clone": []}
    clock = time.perf_counter_ns
    mid_game: list[int] = []
    for game_seed in seeds[: max(5, games // 4)]:
        game = Game.new(GameConfig(players=players, seed=game_seed, modules=modules))
        rng = random.Random(game_seed)
        while not game.over:
            seat = game.to_act[0]
            t0 = clock()
            legal = game.legal_actions(seat)
            t1 = clock()
            game.view(seat)
            t2 = clock()
            game.clone()
            t3 = clock()
            game.apply(seat, legal[rng.randrange(len(legal))])
            t4 = clock()
            timed["legal_actions"].append(t1 - t0)
            timed["view"].append(t2 - t1)
            timed["clone"].append(t3 - t2)
            timed["apply"].append(t4 - t3)
            if game.round == MID_GAME_ROUND:
                mid_game.append(t3 - t2)
    clone_mid = statistics.fmean(mid_game) / 1000 if mid_game else float("nan")
    timings = {name: _timing(samples) for name, samples in timed.items()}
    return BenchResult(
        players=players,
        modules=sorted(modules),
        games=games,
        games_per_s=games_per_s,
        decisions_per_s=decisions_per_s,
        engine_decisions_per_s=engine_decisions_per_s,
        legal_actions=timings["legal_actions"],
        apply=timings["apply"],
        view=timings["view"],
        clone=timings["clone"],
        clone_mid_game_us=clone_mid,
        targets={
            f"games_per_s >= {TARGET_GAMES_PER_S:g}": games_per_s >= TARGET_GAMES_PER_S,
            f"engine_decisions_per_s >= {TARGET_DECISIONS_PER_S:g}": engine_decisions_per_s >= TARGET_DECISIONS_PER_S,
            f"clone_mid_game_us <= {TARGET_CLONE_US:g}": clone_mid <= TARGET_CLONE_US,
        },
    )
