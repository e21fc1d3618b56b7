"""Measure games/s of ``scavengers simulate`` on the local process pool and on a local Ray
cluster, on 1 and 2 cores, at each series size; the figures of docs/performance.md.

Each run is the whole command, timed by the wall clock from start to exit (Ray's start and
stop included: that is its overhead). The alternatives take turns within each repeat, so
that other load on a shared machine falls on all of them alike; the median is kept.

    python tools/measure_backends.py --games 1000 10000 --repeats 3
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time

BACKENDS = {"local pool": [], "Ray": ["--ray"]}


def run_once(games: int, workers: int, backend: list[str], bots: str) -> float:
    """The seconds one ``simulate`` command takes."""
    command = [sys.executable, "-m", "scavengers.cli.main", "simulate", "--games", str(games), "--players", "4"]
    command += ["--bots", bots, "--seed", "1", "--workers", str(workers), "--json", *backend]
    started = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--bots", default="random")
    args = parser.parse_args()
    results = []
    for games in args.games:
        seconds: dict[tuple[str, int], list[float]] = {}
        for repeat in range(args.repeats):
            for workers in args.workers:
                for name, backend in BACKENDS.items():
                    spent = run_once(games, workers, backend, args.bots)
                    seconds.setdefault((name, workers), []).append(spent)
                    print(f"{games} games, {name}, {workers} cores, run {repeat + 1}: {spent:.1f} s", file=sys.stderr)
        for (name, workers), runs in seconds.items():
            median = statistics.median(runs)
            results.append(
                {
                    "games": games,
                    "backend": name,
                    "cores": workers,
                    "seconds": [round(s, 2) for s in runs],
                    "median_s": round(median, 2),
                    "games_per_s": round(games / median, 1),
                }
            )
    json.dump(results, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
