"""Memory held after many games in one process (the engine's caches must stay bounded).

Plays random games at every HQ level with 2-5 players and prints the memory tracemalloc
traces after each fifth of them. Not a test (it takes minutes); run it by hand:

    .venv/bin/python tests/measure_cache_memory.py 1000
"""

from __future__ import annotations

import gc
import random
import sys
import time
import tracemalloc

import scavengers as sc
from scavengers.engine.core.config import HQ_MODULES, hq_modules


def main(games: int) -> None:
    tracemalloc.start()
    started = time.perf_counter()
    for index in range(games):
        level = index % (len(HQ_MODULES) + 1)
        game = sc.Game.new(sc.GameConfig(players=2 + index % 4, seed=index, modules=hq_modules(level)))
        rng = random.Random(index)
        while not game.over:
            seat = game.to_act[0]
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        if (index + 1) % max(1, games // 5) == 0:
            gc.collect()
            current, _ = tracemalloc.get_traced_memory()
            seconds = time.perf_counter() - started
            print(f"{index + 1} games: {current / 1e6:.1f} MB traced, {seconds:.0f} s", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
