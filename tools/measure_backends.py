"""Measure games/s of ``scavengers simulate`` on the local process pool and on a local Ray
cluster, on 1 and 2 cores, at each series size, with the memory of its processes; the
figures of docs/performance.md.

Each run is the whole command, timed by the wall clock from start to exit (Ray's start and
stop included: that is its overhead). The alternatives take turns within each repeat, so
that other load on a shared machine falls on all of them alike; the median is kept. While
a command runs, the resident memory of its processes is sampled from /proc: the command's
own process (the driver, which keeps every game's record), its workers (a pool's processes,
or Ray's ``ray::`` workers) and all of them together (Ray's own services included).

    python tools/measure_backends.py --games 1000 10000 --repeats 3
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field

BACKENDS = {"local pool": [], "Ray": ["--ray"]}
SAMPLE_S = 0.25
"""How often the memory of a running command is read."""


@dataclass
class Usage:
    """Peak resident memory (MiB) seen of a command's processes, and the CPU seconds each
    had used when last seen (a process that ends is short of its last half second)."""

    driver: float = 0.0
    worker: float = 0.0
    total: float = 0.0
    cpu: dict[int, tuple[str, float]] = field(default_factory=dict)

    def cpu_of(self, role: str | None = None) -> float:
        """CPU seconds of the processes in ``role`` (``driver``, ``worker``, ``ray``), or all."""
        return sum(seconds for kind, seconds in self.cpu.values() if role in (None, kind))


def _processes() -> dict[int, tuple[int, str, float, float]]:
    """Every process: its parent, its command line, its RSS in MiB and its CPU seconds."""
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                command = cmdline.read().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, IndexError):
            continue
        rss = int(fields[21]) * os.sysconf("SC_PAGE_SIZE") / 2**20
        cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        found[int(entry)] = (int(fields[1]), command, rss, cpu)
    return found


def _sample(root: int, memory: Usage) -> None:
    table = _processes()
    ours = []
    for pid in table:
        parent = pid
        while parent in table and parent != root:
            parent = table[parent][0]
        if parent == root:
            ours.append(pid)
    memory.total = max(memory.total, sum(table[pid][2] for pid in ours))
    for pid in ours:
        _, command, rss, cpu = table[pid]
        if pid == root:
            role = "driver"
        elif command.startswith("ray::") or "multiprocessing" in command:
            role = "worker"
        else:
            # A Ray worker takes its title after it starts, and an ending process loses its
            # command line: once a worker, always one.
            role = memory.cpu.get(pid, ("ray", 0.0))[0]
        if role == "driver":
            memory.driver = max(memory.driver, rss)
        elif role == "worker":
            memory.worker = max(memory.worker, rss)
        memory.cpu[pid] = role, cpu


def run_once(games: int, workers: int, backend: list[str], bots: str) -> tuple[float, Usage]:
    """The seconds one ``simulate`` command takes, and the memory and CPU of its processes."""
    command = [sys.executable, "-m", "scavengers.cli.main", "simulate", "--games", str(games), "--players", "4"]
    command += ["--bots", bots, "--seed", "1", "--workers", str(workers), "--json", *backend]
    memory = Usage()
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while process.poll() is None:
        _sample(process.pid, memory)
        time.sleep(SAMPLE_S)
    spent = time.perf_counter() - started
    if process.returncode:
        raise SystemExit(f"{' '.join(command)} exited with {process.returncode}")
    return spent, memory


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--backends", nargs="+", choices=list(BACKENDS), default=list(BACKENDS))
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--bots", default="random")
    args = parser.parse_args()
    results = []
    for games in args.games:
        seconds: dict[tuple[str, int], list[float]] = {}
        memories: dict[tuple[str, int], list[Usage]] = {}
        for repeat in range(args.repeats):
            for workers in args.workers:
                for name in args.backends:
                    spent, memory = run_once(games, workers, BACKENDS[name], args.bots)
                    seconds.setdefault((name, workers), []).append(spent)
                    memories.setdefault((name, workers), []).append(memory)
                    print(
                        f"{games} games, {name}, {workers} cores, run {repeat + 1}: {spent:.1f} s, "
                        f"{games / spent:.0f} games/s; peak MiB: driver {memory.driver:.0f}, worker "
                        f"{memory.worker:.0f}, all {memory.total:.0f}; CPU s: driver {memory.cpu_of('driver'):.1f}, "
                        f"workers {memory.cpu_of('worker'):.1f}, Ray's services {memory.cpu_of('ray'):.1f}",
                        file=sys.stderr,
                    )
        for (name, workers), runs in seconds.items():
            median = statistics.median(runs)
            peaks = memories[(name, workers)]
            results.append(
                {
                    "games": games,
                    "backend": name,
                    "cores": workers,
                    "seconds": [round(s, 2) for s in runs],
                    "median_s": round(median, 2),
                    "games_per_s": round(games / median, 1),
                    "driver_mib": round(statistics.median(m.driver for m in peaks)),
                    "worker_mib": round(statistics.median(m.worker for m in peaks)),
                    "all_mib": round(statistics.median(m.total for m in peaks)),
                    "cpu_s": {
                        role: round(statistics.median(m.cpu_of(role) for m in peaks), 1)
                        for role in ("driver", "worker", "ray")
                    },
                }
            )
    json.dump(results, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
