"""``scavengers loadtest`` runs bounded and reports the games held and the latency figures."""

from __future__ import annotations

import json

import pytest

from scavengers.cli.main import main


@pytest.mark.slow
def test_a_small_load_test_holds_every_game_and_reports_its_latency(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["loadtest", "--games", "4", "--seconds", "2", "--think", "0.05", "--bot-delay", "0.02", "--json"]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games_held"] == 4
    assert report["errors"] == 0
    assert report["actions_measured"] > 4
    assert 0 < report["p50_ms"] <= report["p99_ms"] <= report["max_ms"]


def test_several_servers_need_postgresql() -> None:
    with pytest.raises(SystemExit, match="PostgreSQL"):
        main(["loadtest", "--servers", "2"])


@pytest.mark.slow
def test_a_load_test_with_the_database_locked_answers_every_action_and_goes_on(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # A client sends during the lock only if it was thinking when the lock began (an action
    # already sent waits for the database): people who think longer than a busy machine takes
    # to answer make that all but certain, however loaded the machine.
    argv = ["loadtest", "--games", "6", "--seconds", "10", "--think", "0.5", "--bot-delay", "0.02"]
    assert main([*argv, "--fault", "lock", "--fault-seconds", "4", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    in_flight = report["fault"]["in_flight"]
    assert report["fault"]["seconds"] >= 4
    assert sum(in_flight.values()) >= 1  # actions were sent meanwhile, and each was answered:
    assert set(in_flight) <= {"stored", "refused (503)"}  # stored once it was free, or refused
    assert report["fault"]["games_moving_after"] >= 1  # and the games went on by themselves
    assert report["games_held"] == 6


def test_a_fault_needs_the_database_it_breaks() -> None:
    with pytest.raises(SystemExit, match="SQLite"):
        main(["loadtest", "--fault", "lock", "--db", "postgresql://nobody@localhost/games"])
    with pytest.raises(SystemExit, match="PostgreSQL"):
        main(["loadtest", "--fault", "disconnect"])
