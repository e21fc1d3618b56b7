"""Time SQLite's group commit: 20 batches of 50 queued actions, each batch one
``append_actions`` call (as the server's writer commits the actions waiting together).

Run: ``PYTHONPATH=src python tools/measure_group_commit.py``
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from scavengers.storage import StoredGame, open_store

GAMES = 50
BATCHES = 20
RUNS = 3


def one_run() -> float:
    """Seconds per batch of ``GAMES`` actions, one per game, in a fresh file."""
    with tempfile.TemporaryDirectory() as scratch:
        store = open_store(f"sqlite:///{Path(scratch) / 'batches.sqlite3'}")
        for game in range(GAMES):
            config = {"players": 2, "seed": game}
            store.create_game(StoredGame(f"g{game}", config, ["human", "heuristic"], [None, None], 1.0))
        started = time.perf_counter()
        for index in range(BATCHES):
            store.append_actions([(f"g{game}", index, 0, "pass") for game in range(GAMES)])
        taken = (time.perf_counter() - started) / BATCHES
        store.close()
    return taken


def main() -> None:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args()  # --help, no options
    runs = [one_run() for _ in range(RUNS)]
    shown = ", ".join(f"{1000 * t:.1f}" for t in runs)
    print(f"a batch of {GAMES} actions: median {1000 * statistics.median(runs):.1f} ms ({shown} ms)")


if __name__ == "__main__":
    main()
