"""Simulation and benchmark: structure and determinism of what they report (no timings)."""

from __future__ import annotations

import csv
import gc
import json
import operator
import os
import platform
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

import pytest

from scavengers.bots.agent import agent_names
from scavengers.cli import simulate
from scavengers.cli.main import main
from scavengers.cli.simulate import STOPPED
from scavengers.sim import run_series, schedule, summarise
from scavengers.sim.bench import _timing
from scavengers.sim.report import Setup, wilson_interval
from scavengers.sim.tournament import WORKER_GC_THRESHOLD, LocalPool, game_seed


def test_the_lineup_rotates_one_seat_per_game() -> None:
    specs = schedule(3, ["heuristic", "random", "random"], 6, seed=1)
    assert [s.bots for s in specs[:3]] == [
        ("heuristic", "random", "random"),
        ("random", "heuristic", "random"),
        ("random", "random", "heuristic"),
    ]
    assert specs[3].bots == specs[0].bots
    assert len({s.seed for s in specs}) == 6
    assert [s.seed for s in specs] == [s.seed for s in schedule(3, ["heuristic", "random", "random"], 6, seed=1)]
    assert game_seed(1, 0) != game_seed(2, 0)


def test_a_lineup_must_fill_every_seat() -> None:
    with pytest.raises(ValueError, match="one bot per seat"):
        schedule(4, ["random"], 3, seed=1)


@pytest.mark.slow
def test_same_seed_same_results_whatever_the_number_of_workers() -> None:
    specs = schedule(3, ["heuristic", "random", "random"], 12, seed=7)
    assert run_series(specs, workers=1) == run_series(specs, workers=2)


def test_the_summary_adds_up() -> None:
    records = run_series(schedule(4, ["heuristic", "random", "random", "random"], 16, seed=3), workers=1)
    summary = summarise(records)
    assert summary.games == 16
    assert summary.players == 4
    lines = {line.bot: line for line in summary.bots}
    assert lines["heuristic"].seats_played == 16
    assert lines["random"].seats_played == 48
    assert sum(line.wins for line in summary.bots) == pytest.approx(16)
    assert sum(seat.win_rate for seat in summary.seats) == pytest.approx(1)
    assert lines["heuristic"].ci_low <= lines["heuristic"].win_rate <= lines["heuristic"].ci_high
    assert summary.mean_rounds == 16


def test_wilson_interval() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3)
    assert high == pytest.approx(0.5962, abs=1e-3)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(100, 100)
    assert high == 1.0
    assert 0.95 < low < 1
    for trials in (1, 3, 4, 7, 60, 200):  # exact bounds where rounding left 2.8e-17 before
        assert wilson_interval(0, trials)[0] == 0.0
        assert wilson_interval(trials, trials)[1] == 1.0


def test_simulate_seats_one_player_per_name_of_bots_when_players_is_not_given(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--bots a,b,c`` without ``--players`` is a three-player game (the default of 4 would
    refuse three names)."""
    assert main(["simulate", "--games", "2", "--bots", "heuristic,random,random", "--json", "--workers", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["players"] == 3
    assert main(["simulate", "--games", "2", "--bots", "random", "--json", "--workers", "1"]) == 0
    assert json.loads(capsys.readouterr().out)["players"] == 4


def _simulate(capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, object]:
    args = ["simulate", "--games", "8", "--players", "3", "--bots", "heuristic,random,random", "--seed", "2", "--json"]
    assert main([*args, *extra]) == 0
    out = capsys.readouterr().out
    result: dict[str, object] = json.loads(out)
    return result


@pytest.mark.slow
def test_simulate_prints_the_same_json_for_the_same_seed_with_any_workers(capsys: pytest.CaptureFixture[str]) -> None:
    one = _simulate(capsys, "--workers", "1")
    two = _simulate(capsys, "--workers", "2")
    assert one == two
    assert one["games"] == 8
    assert one["players"] == 3
    bots = one["bots"]
    assert isinstance(bots, list)
    assert {b["bot"] for b in bots} == {"heuristic", "random"}
    assert set(bots[0]) == {"bot", "seats_played", "wins", "win_rate", "ci_low", "ci_high", "mean_people", "interval"}


def test_simulate_writes_csv_json_and_a_plot(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["simulate", "--games", "6", "--players", "2", "--seed", "4", "--workers", "1", "--out", str(tmp_path)])
        == 0
    )
    table = capsys.readouterr().out
    assert "win rate" in table
    assert "heuristic" in table
    assert "95% interval" in table
    rows = list(csv.DictReader((tmp_path / "games.csv").open()))
    assert len(rows) == 12
    assert {r["bot"] for r in rows} == {"heuristic", "random"}
    assert all(r["rounds"] == "16" for r in rows)
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["games"] == 6
    assert (tmp_path / "winrates.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_simulate_refuses_an_unknown_bot(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit, match="unknown bot 'oracle'"):
        main(["simulate", "--games", "2", "--bots", "oracle"])


@pytest.mark.slow
def test_bench_reports_every_figure_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "4", "--repeats", "1", "--json", "--no-check"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["games"] == 4
    assert figures["players"] == 4
    for name in ("legal_actions", "apply", "view", "clone"):
        assert set(figures[name]) == {"calls", "mean_us", "p99_us", "max_us"}
        assert figures[name]["calls"] > 0
        assert figures[name]["mean_us"] > 0
        assert figures[name]["p99_us"] > 0  # every call takes some time
    for name in ("games_per_s", "decisions_per_s", "engine_decisions_per_s", "playouts_per_s", "clone_mid_game_us"):
        assert figures[name] > 0
    assert figures["playouts"] > 0
    assert len(figures["targets"]) == 5
    assert figures["met"] == all(figures["targets"].values())
    assert figures["build"]["implementation"] == platform.python_implementation()
    assert figures["build"]["version"] == platform.python_version()
    assert isinstance(figures["build"]["compiled"], bool)


def test_bench_p99_is_the_99th_percentile_of_the_samples() -> None:
    timing = _timing([1000 * n for n in range(200, 0, -1)])  # 1..200 us, unsorted
    assert timing.calls == 200
    assert timing.p99_us == 199.0
    assert timing.mean_us == 100.5


@pytest.mark.slow
def test_bench_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "3", "--repeats", "1", "--no-check"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out
    assert "playouts/s" in out
    assert "clone() mid-game" in out
    assert "40000" in out
    assert f"CPython {platform.python_version()}" in out or platform.python_implementation() != "CPython"


@pytest.mark.slow
def test_bench_exits_non_zero_when_a_budget_is_missed(monkeypatch: pytest.MonkeyPatch) -> None:
    from scavengers.sim import bench

    monkeypatch.setattr(bench, "TARGET_GAMES_PER_S", 10.0**9)  # a budget no machine meets
    assert main(["bench", "--games", "2", "--repeats", "1", "--json"]) == 1
    assert main(["bench", "--games", "2", "--repeats", "1", "--json", "--no-check"]) == 0


@pytest.mark.parametrize("command", ["watch", "simulate", "bench"])
def test_every_command_has_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main([command, "--help"])
    assert exited.value.code == 0
    out = capsys.readouterr().out
    assert "--seed" in out
    assert "%%" not in out  # a help text is not a format string


def test_watch_prints_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["watch", "--players", "3", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "Round 16 begins" in out
    assert "Game over" in out
    assert "<- winner" in out
    assert "You drew" not in out  # a spectator's log


def test_watch_plays_the_solo_game_and_prints_its_points(capsys: pytest.CaptureFixture[str]) -> None:
    """``watch --players 1``: a bot against the seven opponent forces, ending in its points
    ([003:345-349]), not a winner."""
    assert main(["watch", "--players", "1", "--seed", "2", "--seat", "0"]) == 0
    out = capsys.readouterr().out
    assert "opponent force" in out
    last = out.strip().splitlines()[-1]
    assert last.startswith("Seat 0 (heuristic): ")
    assert " points (" in last
    assert "<- winner" not in out


def test_watch_as_a_seat_shows_that_seats_private_events(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["watch", "--players", "3", "--seed", "5", "--seat", "1"]) == 0
    assert "You drew" in capsys.readouterr().out


def test_simulate_with_no_bots_named_plays_heuristic_against_random(capsys: pytest.CaptureFixture[str]) -> None:
    """A newcomer's bare ``scavengers simulate`` runs (it failed: "give one bot or 4, got 2")."""
    assert main(["simulate", "--games", "2", "--workers", "1", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert sorted(line["bot"] for line in summary["bots"]) == ["heuristic", "random"]


def test_simulate_refuses_an_unwritable_out_folder_before_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(SystemExit, match=r"--out .*cannot write there"):
        main(["simulate", "--games", "4", "--workers", "1", "--out", str(blocker / "results")])
    err = capsys.readouterr().err  # refused before any game was played
    assert "simulating" not in err
    assert "played " not in err


def test_the_summary_names_the_setup_so_two_runs_can_be_told_apart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", "--games", "2", "--players", "2", "--seed", "5", "--workers", "1", "--json"]
    assert main([*args, "--hq", "2", "--variant", "alternate_brawlers", "--out", str(tmp_path)]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == json.loads((tmp_path / "summary.json").read_text())
    assert printed["seed"] == 5
    assert printed["lineup"] == ["heuristic", "random"]
    assert printed["modules"] == ["hq1", "hq2"]
    assert printed["variants"] == ["alternate_brawlers"]
    assert printed["rules"] == "2015"
    assert main([*args, "--rules", "2012"]) == 0
    other = json.loads(capsys.readouterr().out)
    assert (other["modules"], other["variants"], other["rules"]) == ([], [], "2012")
    # The plot's title names it the same way.
    setup = Setup(5, ("heuristic", "random"), ("hq1", "hq2", "recon2"), ("alternate_brawlers",), "2012")
    assert setup.describe() == "heuristic, random; HQ 1-2, Recon 2; alternate brawlers; 2012 rules; seed 5"


@pytest.mark.slow
def test_solo_simulate_writes_each_games_score_and_a_histogram_of_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", "--games", "3", "--players", "1", "--bots", "heuristic", "--workers", "1"]
    assert main([*args, "--out", str(tmp_path)]) == 0
    assert f"Wrote {tmp_path / 'games.csv'}, {tmp_path / 'summary.json'} and {tmp_path / 'scores.png'}." in (
        capsys.readouterr().out
    )
    rows = list(csv.DictReader((tmp_path / "games.csv").open()))
    assert len(rows) == 3
    assert "won" not in rows[0]  # a solo game has no rival to beat
    summary = json.loads((tmp_path / "summary.json").read_text())
    scores = [int(r["score"]) for r in rows]
    assert sum(scores) / 3 == pytest.approx(summary["mean_score"])
    assert min(scores) == summary["lowest"] > 0
    assert (tmp_path / "scores.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_simulate_asks_for_one_bot_for_the_solo_game() -> None:
    with pytest.raises(SystemExit, match="give one bot for the solo game, got 2"):
        main(["simulate", "--players", "1", "--bots", "heuristic,random"])


@pytest.mark.slow
def test_simulate_says_when_out_is_a_file_and_when_it_replaced_an_earlier_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(SystemExit, match="is a file, not a folder"):
        main(["simulate", "--games", "2", "--workers", "1", "--out", str(blocker)])
    args = ["simulate", "--games", "2", "--players", "2", "--workers", "1", "--out", str(tmp_path / "out")]
    assert main(args) == 0
    assert "replace" not in capsys.readouterr().out
    assert main(args) == 0
    assert "They replace the games.csv, summary.json and winrates.png of an earlier run there." in (
        capsys.readouterr().out
    )


_LAUNCH = (
    # As from a terminal: Ctrl+C raises KeyboardInterrupt (a shell may start a background job
    # with it ignored).
    "import signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "from scavengers.cli.main import main; sys.exit(main(sys.argv[1:]))"
)


def stopped(args: Sequence[str], signum: int, *, whole_group: bool) -> tuple[int, str]:
    """Run ``scavengers ARGS`` in a process group of its own, send it ``signum`` once its
    progress shows a game played (the workers are at work), and return its exit status and
    what it wrote on stderr. ``whole_group``: to every process of the group, as Ctrl+C in a
    terminal does; else to the command alone, as ``kill`` does. Checks that no process of the
    group outlives it (the workers are stopped)."""
    process = subprocess.Popen(
        [sys.executable, "-c", _LAUNCH, *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
        env={**os.environ, "FORCE_COLOR": "1"},  # a live progress bar, as in a terminal
    )
    assert process.stderr is not None
    err = process.stderr.fileno()
    chunks: list[bytes] = []
    reader = threading.Thread(target=lambda: chunks.extend(iter(lambda: os.read(err, 4096), b"")), daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 120
        while not re.search(rb"\s[1-9][0-9]*/[0-9]+", b"".join(chunks)):
            assert process.poll() is None, b"".join(chunks).decode(errors="replace")
            assert time.monotonic() < deadline, "no game was played in two minutes"
            time.sleep(0.1)
        if whole_group:
            os.killpg(process.pid, signum)
        else:
            process.send_signal(signum)
        code = process.wait(timeout=60)
        reader.join(timeout=10)
        deadline = time.monotonic() + 20
        while _group_alive(process.pid):
            assert time.monotonic() < deadline, "worker processes outlived the command"
            time.sleep(0.1)
    finally:
        if process.poll() is None or _group_alive(process.pid):
            os.killpg(process.pid, signal.SIGKILL)
    return code, b"".join(chunks).decode(errors="replace")


def _group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="process groups and POSIX signals")
@pytest.mark.parametrize(("signum", "whole_group"), [(signal.SIGINT, True), (signal.SIGTERM, False)])
def test_ctrl_c_or_kill_stops_simulate_in_one_line_without_tracebacks(signum: int, whole_group: bool) -> None:
    """Ctrl+C reached the worker processes too, and each printed a traceback (KeyboardInterrupt,
    a pool's empty deque, a broken pipe); ``kill`` left the workers to fail writing."""
    args = ["simulate", "--games", "100000", "--bots", "heuristic", "--workers", "2"]
    code, err = stopped(args, signum, whole_group=whole_group)
    assert "Traceback" not in err
    assert re.search(r"stopped after \d+ of 100000 games; nothing was written \(.*\)\n$", err)
    assert code == STOPPED


def test_workers_beyond_the_machines_cores_are_capped_at_them(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # "simulate --games 3 --workers 32" started 32 processes.
    monkeypatch.setattr(simulate, "default_workers", lambda: 2)
    assert simulate.worker_count(32) == 2
    assert "--workers 32: this machine has 2 cores; playing on 2." in capsys.readouterr().err
    assert simulate.worker_count(2) == 2
    assert simulate.worker_count(None) is None
    assert capsys.readouterr().err == ""


def test_simulate_help_lists_the_bots(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "capped at its cores" in text
    for name in agent_names():
        assert name in text


def test_pool_workers_collect_young_garbage_less_often_and_the_caller_is_left_alone() -> None:
    # The worker processes are the simulation's own: their young generation is collected every
    # WORKER_GC_THRESHOLD allocations instead of Python's 700 (compiled games ~7% faster,
    # docs/performance.md). A caller playing with one worker, in its own process, keeps its own.
    before = gc.get_threshold()
    thresholds = LocalPool(2).map(operator.call, [gc.get_threshold] * 2)
    assert [threshold[0] for threshold in thresholds] == [WORKER_GC_THRESHOLD] * 2
    assert [threshold[1:] for threshold in thresholds] == [before[1:]] * 2
    assert LocalPool(1).map(operator.call, [gc.get_threshold] * 2) == [before] * 2
    assert gc.get_threshold() == before
