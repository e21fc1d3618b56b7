"""What a whole game costs the terminal app to draw: one person (always taking the menu's first
entry, as a hurried player would) and three bots play a 4-player game with every HQ and Recon
module through Textual's test pilot, as tests/test_tui.py's whole-game test does. Prints the
process time, the decisions, the app's own redraws and what they took (the rest is Textual's
layout and compositing). Compare two builds or changes side by side, alternating runs:

    python tools/measure_tui.py --repeats 3
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

import scavengers as sc
from scavengers.engine.core.config import hq_modules
from scavengers.tui.app import ScavengersApp
from scavengers.tui.screens import SkirmishScreen
from scavengers.tui.session import HUMAN, Session

MODULES = hq_modules(4) | {"recon1", "recon2", "recon3", "recon4", "recon5"}


class TimedApp(ScavengersApp):
    """The app, its redraws timed."""

    drawing = 0.0
    draws = 0

    def refresh_table(self) -> None:
        started = time.perf_counter()
        super().refresh_table()
        self.drawing += time.perf_counter() - started
        self.draws += 1


async def play(app: TimedApp, limit: int = 3000) -> None:
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        while not app.session.game.over:
            for _ in range(limit):
                if isinstance(app.screen, SkirmishScreen):
                    await pilot.press("enter")
                    await pilot.pause()
                game = app.session.game
                if game.over or (game.to_act == (0,) and app.viewer == 0 and not app._waiting):
                    break
                await pilot.pause(0.01)
            else:
                raise SystemExit(f"the game stalled at {app.session.game.view(None).decision}")
            if not app.session.game.over:
                await pilot.press("enter")


def once(seed: int) -> tuple[float, int, int, float]:
    """Process seconds, decisions, redraws and the redraws' seconds of one game."""
    with tempfile.TemporaryDirectory() as folder:
        config = sc.GameConfig(players=4, seed=seed, modules=MODULES)
        session = Session.new(config, [HUMAN, "heuristic", "heuristic", "easy"], Path(folder) / "s.json")
        app = TimedApp(session, delay=0)
        started = time.process_time()
        asyncio.run(play(app))
        return time.process_time() - started, app.session.game.decisions_made, app.draws, app.drawing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=11, help="the game's seed (default 11, as the test)")
    parser.add_argument("--repeats", type=int, default=3, help="games played; the median is kept (default 3)")
    args = parser.parse_args()
    runs = [once(args.seed) for _ in range(args.repeats)]
    cpu = statistics.median(run[0] for run in runs)
    _, decisions, draws, drawing = runs[0]
    print(f"{decisions} decisions, {draws} redraws by the app ({drawing:.2f} s of them)")
    print(f"process time, median of {args.repeats}: {cpu:.1f} s")


if __name__ == "__main__":
    main()
