"""``simulate`` and ``report`` with a game count beyond any run, and a ``report`` stopped while
it sets its study up (docs/reports.md, "Exit status" and "Stopping").

A strategist's review found ``simulate --games 9223372036854775808`` ending in a traceback
(``OverflowError``: a series is scheduled lazily, but its length must fit), ``report --games
99999999999999999999`` filling the memory without a word (a study deals every game to plan it),
and a ``report`` stopped by ``kill`` while it dealt its games to plan them ending silently with
status 143 and leaving its empty ``--out`` folder behind."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from helpers import run_main
from scavengers.cli.common import MAX_SERIES_GAMES, MAX_STUDY_GAMES
from scavengers.sim import study
from test_sim_audit19 import one_line_error


def one_line_refusal(code: int, out: str, err: str) -> str:
    """A bad command line's refusal: exit status 2 and the one line of ``one_line_error``."""
    assert code == 2, (code, err)
    return one_line_error(code, out, err)


@pytest.mark.parametrize(
    ("command", "games", "said"),
    [
        ("simulate", str(2**63), f"a series plays at most {MAX_SERIES_GAMES:,} games"),
        ("simulate", str(MAX_SERIES_GAMES + 1), f"a series plays at most {MAX_SERIES_GAMES:,} games"),
        ("report", "99999999999999999999", f"a study plays at most {MAX_STUDY_GAMES:,} games"),
        ("report", str(MAX_STUDY_GAMES + 1), f"a study plays at most {MAX_STUDY_GAMES:,} games"),
    ],
)
def test_a_game_count_beyond_one_run_is_a_bad_command_line_in_one_line(
    command: str, games: str, said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Exit status 2, "a number out of range", said at once: nothing planned, nothing made."""
    out = tmp_path / "out"
    line = one_line_refusal(*run_main([command, "--games", games, "--workers", "1", "--out", str(out)], capsys))
    assert f"{said}, got {games}" in line
    assert not out.exists()


def test_a_study_of_more_games_than_one_run_plays_is_refused_before_anything_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--games`` counts each arm's games: a study whose arms add up to more than one run plays
    is refused with its total and what to give instead, before its folder is made."""
    out = tmp_path / "study"
    argv = ["report", "--games", str(MAX_STUDY_GAMES // 10), "--hq", "4", "--recon", "1,2,3,4,5", "--out", str(out)]
    line = one_line_refusal(*run_main(argv, capsys))
    assert f"is more than a study plays (at most {MAX_STUDY_GAMES:,})" in line
    assert "give fewer games, or fewer --sections" in line
    assert not out.exists()


SLOW_SETUP = """
import sys, time
from scavengers.sim import study
planned = study.prepare

def slow(*args, **kwargs):
    print("setting up", file=sys.stderr, flush=True)
    time.sleep(60)  # a study of many games, dealt one by one to plan them
    return planned(*args, **kwargs)

study.prepare = slow
from scavengers.cli.main import main
sys.exit(main(sys.argv[1:]))
"""
"""``scavengers`` with its study's setup made long, so that a signal finds it there."""


def stopped_while_setting_up(argv: list[str], signum: int) -> tuple[int, str]:
    child = subprocess.Popen(
        [sys.executable, "-c", SLOW_SETUP, *argv], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    assert child.stderr is not None
    said = [child.stderr.readline()]
    assert said[0] == "setting up\n", said
    time.sleep(0.2)
    child.send_signal(signum)
    said.append(child.stderr.read())
    return child.wait(timeout=60), "".join(said)


@pytest.mark.parametrize("signum", ["SIGTERM", "SIGINT"])
def test_a_report_stopped_while_setting_up_says_so_exits_130_and_takes_back_its_folder(
    signum: str, tmp_path: Path
) -> None:
    """docs/reports.md "Stopping": ``kill`` or Ctrl+C stops ``report`` in one line with exit status
    130, also before its games start; nothing is kept, and the ``--out`` folder it made is
    removed."""
    import signal

    out = tmp_path / "study"
    argv = ["report", "--games", "2", "--sections", "position", "--workers", "1", "--out", str(out)]
    code, err = stopped_while_setting_up(argv, getattr(signal, signum))
    assert code == 130
    assert "stopped while setting the study up, before its first game; nothing was kept" in err
    assert "Traceback" not in err
    assert not out.exists()


def test_a_report_stopped_while_setting_up_never_touches_a_study_already_there(tmp_path: Path) -> None:
    """A new study asked of a folder that holds one is refused once it is set up ("holds a study
    already"); stopped before that, it must not take that study's files back as its own."""
    import signal

    out = tmp_path / "study"
    out.mkdir()
    options = '{"games": 7}\n'
    (out / study.STUDY).write_text(options, encoding="utf-8")
    (out / study.JOURNAL).write_text(json.dumps({"arm": "reference"}) + "\n", encoding="utf-8")
    argv = ["report", "--games", "2", "--sections", "position", "--workers", "1", "--out", str(out)]
    code, err = stopped_while_setting_up(argv, signal.SIGTERM)
    assert code == 130
    assert "stopped while setting the study up" in err
    assert (out / study.STUDY).read_text(encoding="utf-8") == options
    assert (out / study.JOURNAL).exists()
