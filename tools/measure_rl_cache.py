"""The environment's step and the engine's decision as valgrind's cache simulator counts them
(docs/rl.md, "Speed"): instructions, cache misses and an estimate of cycles, figures that other
work on the machine does not disturb.

For each of the two loops ``scavengers bench --rl`` compares (the AEC environment stepped with
random allowed words, and ``legal_actions`` + ``apply`` with random actions), valgrind's
cachegrind runs this script twice: once over the warm-up games alone, once over the warm-up
games and then the measured ones. The difference, divided by the measured steps or decisions,
is what one costs. The estimate counts 10 cycles a first-level miss and 100 a last-level one;
``--ll`` sets the simulated last-level cache (a shared machine gives one core less than its
whole cache). ``OPENBLAS_NUM_THREADS=1``, or NumPy's idle thread would be counted too. Needs
valgrind; with the compiled build on ``PYTHONPATH`` it measures that build:

    python tools/measure_rl_cache.py --games 8 --ll 1048576
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

LOOPS = ("engine", "rl")
WARM_UP_SEEDS = 100
"""The warm-up games' seeds start here, away from the measured games' (0, 1, ...)."""


def child(loop: str, players: int, games: int, same: bool, measure: bool) -> None:
    """Play the warm-up games, then with ``measure`` the measured ones, and print how many
    steps or decisions the measured ones took."""
    from scavengers.sim.bench import _engine_decisions, rl_steps

    run = rl_steps if loop == "rl" else _engine_decisions
    measured = list(range(games))
    run(measured if same else list(range(WARM_UP_SEEDS, WARM_UP_SEEDS + games)), players, frozenset())
    print(run(measured, players, frozenset())[1] if measure else 0)


def counted(loop: str, options: argparse.Namespace, measure: bool, out: Path) -> tuple[dict[str, int], int]:
    """cachegrind's totals for one run of :func:`child`, and the units it reported."""
    command = ["valgrind", "--tool=cachegrind", "--cache-sim=yes", f"--cachegrind-out-file={out}"]
    if options.ll:
        command.append(f"--LL={options.ll},16,64")
    command += [sys.executable, __file__, "--child", loop, str(options.players), str(options.games)]
    command += ["1" if options.same else "0", "1" if measure else "0"]
    env = {**os.environ, "OPENBLAS_NUM_THREADS": "1"}
    done = subprocess.run(command, check=False, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"valgrind failed:\n{done.stderr[-2000:]}")
    events: list[str] = []
    totals: list[int] = []
    for line in out.read_text().splitlines():
        if line.startswith("events:"):
            events = line.split()[1:]
        elif line.startswith("summary:"):
            totals = [int(number) for number in line.split()[1:]]
    return dict(zip(events, totals, strict=True)), int(done.stdout.split()[-1])


def measure(loop: str, options: argparse.Namespace, folder: Path) -> dict[str, float]:
    """Instructions, misses and estimated cycles of one step or decision of ``loop``."""
    warm, _ = counted(loop, options, False, folder / f"{loop}-warm.out")
    both, units = counted(loop, options, True, folder / f"{loop}-both.out")
    per = {event: (both[event] - warm[event]) / units for event in both}
    first = per["I1mr"] + per["D1mr"] + per["D1mw"]
    last = per["ILmr"] + per["DLmr"] + per["DLmw"]
    return {
        "units": units,
        "instructions": per["Ir"],
        "L1 misses": first,
        "LL misses": last,
        "est. cycles": per["Ir"] + 10 * first + 100 * last,
    }


def main() -> None:
    if len(sys.argv) == 7 and sys.argv[1] == "--child":
        loop, players, games, same, measured = sys.argv[2:]
        child(loop, int(players), int(games), same == "1", measured == "1")
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4, help="players a game (default 4)")
    parser.add_argument("--games", type=int, default=8, help="warm-up games and measured games (default 8 each)")
    parser.add_argument("--same", action="store_true", help="warm up on the measured games, as the bench's repeats do")
    parser.add_argument("--ll", type=int, default=0, help="simulated last-level cache in bytes (default: the host's)")
    options = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("this needs valgrind (apt install valgrind)")
    with tempfile.TemporaryDirectory() as folder:
        figures = {loop: measure(loop, options, Path(folder)) for loop in LOOPS}
    games = "the same games" if options.same else "new games"
    print(f"{options.players} players, {options.games} warm-up games, then {options.games} {games}; a unit's cost:")
    print(f"  {'':<14}{'engine decision':>16}{'env step':>12}{'ratio':>8}")
    for name in ("instructions", "L1 misses", "LL misses", "est. cycles"):
        engine, rl = figures["engine"][name], figures["rl"][name]
        ratio = f"{engine / rl:8.3f}" if name in ("instructions", "est. cycles") else ""
        print(f"  {name:<14}{engine:16,.0f}{rl:12,.0f}{ratio}")
    print(f"  ({figures['engine']['units']:.0f} decisions, {figures['rl']['units']:.0f} steps measured)")


if __name__ == "__main__":
    main()
