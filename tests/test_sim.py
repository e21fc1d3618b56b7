"""Simulation and benchmark: structure and determinism of what they report (no timings)."""

from __future__ import annotations

import csv
import json
import platform
from pathlib import Path

import pytest

from scavengers.cli.main import main
from scavengers.sim import run_series, schedule, summarise
from scavengers.sim.bench import _timing
from scavengers.sim.report import wilson_interval
from scavengers.sim.tournament import game_seed


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


def test_simulate_prints_the_same_json_for_the_same_seed_with_any_workers(capsys: pytest.CaptureFixture[str]) -> None:
    one = _simulate(capsys, "--workers", "1")
    two = _simulate(capsys, "--workers", "2")
    assert one == two
    assert one["games"] == 8
    assert one["players"] == 3
    bots = one["bots"]
    assert isinstance(bots, list)
    assert {b["bot"] for b in bots} == {"heuristic", "random"}
    assert set(bots[0]) == {"bot", "seats_played", "wins", "win_rate", "ci_low", "ci_high", "mean_people"}


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


def test_bench_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "3", "--repeats", "1", "--no-check"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out
    assert "playouts/s" in out
    assert "clone() mid-game" in out
    assert "40000" in out
    assert f"CPython {platform.python_version()}" in out or platform.python_implementation() != "CPython"


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
    assert "simulating" not in capsys.readouterr().err  # refused before any game was played
