"""The terminal app in a real terminal (tmux) at 80x24, 120x40 and 160x50: the table, the
hand, the actions and the keys are on screen, help opens, and Ctrl+Q asks, then quits."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

TMUX = shutil.which("tmux")
WAIT = 30.0
"""Seconds to wait for the screen to show something before the test fails."""


class Terminal:
    """One tmux server of its own (no other tmux is touched) running one command."""

    def __init__(self, socket: str, width: int, height: int, command: list[str]) -> None:
        assert TMUX is not None, "the terminal tests need tmux (apt-get install tmux)"
        self.base = [TMUX, "-L", socket]
        # The pane may still be at tmux's default size when the command starts: set it first.
        shell = f"stty cols {width} rows {height}; " + " ".join(command) + "; echo EXIT=$?; sleep 60"
        subprocess.run(
            [*self.base, "new-session", "-d", "-x", str(width), "-y", str(height), shell],
            check=True,
            env={**os.environ, "TERM": "xterm-256color"},
        )

    def screen(self) -> str:
        return subprocess.run([*self.base, "capture-pane", "-p"], check=True, capture_output=True, text=True).stdout

    def keys(self, *keys: str) -> None:
        subprocess.run([*self.base, "send-keys", *keys], check=True)

    def wait_for(self, *texts: str) -> str:
        """The screen once it shows every one of ``texts`` (a capture can catch the terminal
        between two of its paints: the table drawn, its footer not yet)."""
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            shown = self.screen()
            if all(text in shown for text in texts):
                return shown
            time.sleep(0.2)
        raise AssertionError(f"{texts!r} never all appeared on screen:\n{self.screen()}")

    def close(self) -> None:
        subprocess.run([*self.base, "kill-server"], check=False, capture_output=True)


@pytest.fixture
def terminals(tmp_path: Path) -> Iterator[list[Terminal]]:
    opened: list[Terminal] = []
    yield opened
    for terminal in opened:
        terminal.close()


@pytest.mark.parametrize(("width", "height"), [(80, 24), (120, 40), (160, 50)])
def test_the_table_fits_the_terminal_and_ctrl_q_asks_first(
    tmp_path: Path, terminals: list[Terminal], width: int, height: int
) -> None:
    command = [sys.executable, "-m", "scavengers.cli.main", "play", "--seed", "5", "--fast"]
    command += ["--saves-dir", str(tmp_path / "saves")]
    terminal = Terminal(f"scavengers-test-{os.getpid()}-{width}", width, height, command)
    terminals.append(terminal)
    # The bots before seat 0 may still be moving when the footer first shows (a loaded machine):
    # the table is judged once it is her turn.
    shown = terminal.wait_for("End your turn", "f1 Help", "Your hand", "Actions", "Round 1", "scavenger", "Quit")
    assert len(shown.splitlines()) <= height
    assert all(len(line) <= width for line in shown.splitlines())
    if width >= 110:
        assert "Mercenaries for hire" in shown or "The table" in shown
    else:
        terminal.keys("F3")
        assert "The table" in terminal.wait_for("The table")
        terminal.keys("F3")
    terminal.keys("F1")
    terminal.wait_for("How to play")
    terminal.keys("q")
    terminal.wait_for("f1 Help")
    terminal.keys("C-q")
    terminal.wait_for("Quit the game in progress?")
    terminal.keys("y")
    done = terminal.wait_for("EXIT=")
    assert "EXIT=0" in done
    assert "The game is saved in" in done
    assert len(list((tmp_path / "saves").glob("*.json"))) == 1
