"""``scavengers loadtest`` runs bounded and reports the games held and the latency figures."""

from __future__ import annotations

import json

import pytest

from scavengers.cli.main import main


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
