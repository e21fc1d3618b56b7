"""Fixes from a user audit of ``simulate`` and ``report``: bot options that never end a search,
a full disk, folders of the other command, corrupted study files, the solo interval, and the
win-rate interval of a bot holding several seats in a game."""

from __future__ import annotations

import errno
import json
import math
import time
from pathlib import Path
from typing import IO, Any

import pytest

from scavengers.bots.agent import check_bot_name
from scavengers.cli import simulate
from scavengers.cli.main import main
from scavengers.sim import study, tournament
from scavengers.sim.inference import t_95
from scavengers.sim.report import (
    T_OVER_GAMES,
    WILSON,
    summarise,
    summarise_solo,
    wilson_interval,
    write_csv,
    write_plot,
)
from scavengers.sim.tournament import GameRecord, GameSpec, game_seed, schedule

FULL = OSError(errno.ENOSPC, "No space left on device")


def _record(index: int, bots: tuple[str, ...], winners: tuple[int, ...], points: int = 0) -> GameRecord:
    players = len(bots)
    return GameRecord(
        index=index,
        seed=index,
        bots=bots,
        winners=winners,
        people=(10,) * players,
        contested=(0,) * players,
        cards=(10,) * players,
        rounds=8,
        first_initiator=index % players,
        decisions=100,
        points=(points,) * players,
    )


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


# -- 1. bot options ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name", ["ismcts:time=nan", "ismcts:time=inf", "ismcts:c=nan", "ismcts:c=inf", "ismcts:c=-inf"]
)
def test_a_search_bot_refuses_a_time_or_exploration_that_is_not_a_finite_number(name: str) -> None:
    # time=nan was accepted, and the bot then never moved: the run hung.
    with pytest.raises(ValueError, match=r"option (time|c)='-?(nan|inf)' is not a valid value"):
        check_bot_name(name)


def test_simulate_refuses_time_nan_in_one_line_before_playing(capsys: pytest.CaptureFixture[str]) -> None:
    said = r"^--bots: bot 'ismcts': option time='nan' is not a valid value: it must be a finite number$"
    with pytest.raises(SystemExit, match=said):
        main(["simulate", "--games", "2", "--bots", "ismcts:time=nan", "--workers", "1"])
    err = capsys.readouterr().err
    assert "simulating" not in err
    assert "played " not in err


def test_a_bot_option_given_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="option 'iters' is given twice"):
        check_bot_name("ismcts:iters=5:iters=6")


def test_simulate_refuses_an_empty_bots_list_instead_of_playing_the_default_line_up() -> None:
    with pytest.raises(SystemExit, match=r"^--bots: "):
        main(["simulate", "--games", "2", "--bots", "", "--workers", "1"])


# -- 2. a full disk ---------------------------------------------------------------------------


def test_simulate_on_a_full_disk_says_so_in_one_line_and_keeps_the_earlier_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    args = ["simulate", "--games", "2", "--players", "2", "--workers", "1", "--out", str(tmp_path)]
    assert main(args) == 0
    before = _files(tmp_path)

    def half_then_full(records: Any, path: Path) -> None:
        write_csv(records[:1], path)  # a part written, then the disk is full
        raise FULL

    monkeypatch.setattr("scavengers.cli.simulate.write_csv", half_then_full)
    with pytest.raises(SystemExit, match=r"^--out .*: cannot write there \(No space left on device\)$"):
        main([*args, "--seed", "2"])
    assert _files(tmp_path) == before  # no half-written games.csv, nothing left behind


def _report(out: Path, *extra: str) -> int:
    args = ["report", "--games", "2", "--players", "2", "--bots", "random", "--sections", "position"]
    return main([*args, "--workers", "1", "--out", str(out), *extra])


class _FullJournal:
    """A journal on a disk that fills up at the first flush."""

    def __init__(self, handle: IO[str]) -> None:
        self._handle = handle

    def __enter__(self) -> _FullJournal:
        return self

    def __exit__(self, *_: object) -> None:
        self._handle.close()

    def write(self, text: str) -> int:
        return self._handle.write(text)

    def flush(self) -> None:
        raise FULL


def test_report_on_a_full_disk_says_so_in_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_open = Path.open

    def opened(self: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        handle = real_open(self, mode, *args, **kwargs)
        return _FullJournal(handle) if self.name == study.JOURNAL and mode == "a" else handle

    monkeypatch.setattr(Path, "open", opened)
    with pytest.raises(SystemExit, match=r"^--out .*: cannot write there \(No space left on device\)$"):
        _report(tmp_path / "rep")
    assert not (tmp_path / "rep").exists()  # nothing played: the new study's files taken back


@pytest.mark.slow
def test_a_study_written_on_a_full_disk_keeps_its_earlier_files_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "rep"
    assert _report(out) == 0
    before = _files(out)
    real = study.write_games_csv

    def half_then_full(records: Any, path: Path) -> None:
        real(records[:1], path)
        raise FULL

    monkeypatch.setattr(study, "write_games_csv", half_then_full)
    with pytest.raises(SystemExit, match=r"cannot write there \(No space left on device\)"):
        _report(out, "--resume")
    assert _files(out) == before


# -- 3. a folder of the other command ---------------------------------------------------------


@pytest.mark.slow
def test_report_refuses_a_folder_holding_a_simulate_run_and_writes_nothing(tmp_path: Path) -> None:
    # It replaced the run's games.csv, summary.json and winrates.png, and left its scores.png.
    for players in ("2", "1"):
        out = tmp_path / players
        assert main(["simulate", "--games", "2", "--players", players, "--workers", "1", "--out", str(out)]) == 0
        before = _files(out)
        with pytest.raises(SystemExit, match=r"holds results that are not a study's \(.*games\.csv.*\)"):
            _report(out)
        assert _files(out) == before


@pytest.mark.slow
def test_simulate_refuses_a_folder_holding_a_study_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "rep"
    assert _report(out) == 0
    before = _files(out)
    capsys.readouterr()
    with pytest.raises(SystemExit, match=r"--out .* holds a balance study \(scavengers report\): choose another"):
        main(["simulate", "--games", "2", "--players", "2", "--workers", "1", "--out", str(out)])
    err = capsys.readouterr().err  # refused before playing
    assert "simulating" not in err
    assert "played " not in err
    assert _files(out) == before


# -- 4. corrupted study files -----------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    "edit",
    [
        lambda saved: [1, 2, 3],
        lambda saved: "a study",
        lambda saved: {k: v for k, v in saved.items() if k != "seed"},
        lambda saved: {**saved, "games": "2"},
        lambda saved: {**saved, "bots": None},
    ],
    ids=["a list", "a string", "a field missing", "a number as text", "a null list"],
)
def test_a_malformed_study_json_is_one_line_and_changes_nothing(tmp_path: Path, edit: Any) -> None:
    out = tmp_path / "rep"
    assert _report(out) == 0
    saved = json.loads((out / study.STUDY).read_text())
    (out / study.STUDY).write_text(json.dumps(edit(saved)))
    before = _files(out)
    with pytest.raises(SystemExit, match=r"study\.json is missing or unreadable: cannot tell which study to resume"):
        _report(out, "--resume")
    assert _files(out) == before


@pytest.mark.slow
def test_a_journal_that_cannot_be_read_is_one_line_and_changes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "rep"
    assert _report(out) == 0
    (out / study.JOURNAL).unlink()
    (out / study.JOURNAL).mkdir()  # a folder where the journal was
    before = _files(out)
    with pytest.raises(SystemExit, match=r"games\.jsonl cannot be read \(Is a directory\): cannot resume"):
        _report(out, "--resume")
    assert _files(out) == before


# -- 5. the solo interval ---------------------------------------------------------------------


def test_the_solo_interval_is_students_t_with_n_minus_1_degrees_of_freedom() -> None:
    scores = [30, 45, 55, 62]
    summary = summarise_solo([_record(i, ("heuristic",), (0,), s) for i, s in enumerate(scores)])
    sd = math.sqrt(sum((s - 48) ** 2 for s in scores) / 3)
    half = t_95(3) * sd / 2
    assert (summary.ci_low, summary.ci_high) == pytest.approx((48 - half, 48 + half))
    assert half > 1.96 * sd / 2 * 1.5  # t(3) = 3.18, far from the normal's 1.96


def test_one_solo_game_gives_no_interval_and_says_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    summary = summarise_solo([_record(0, ("heuristic",), (0,), 41)])
    assert math.isnan(summary.ci_low)
    assert math.isnan(summary.ci_high)
    assert summary.to_dict()["ci_low"] is None
    assert summary.to_dict()["ci_high"] is None
    monkeypatch.setenv("COLUMNS", "200")
    args = ["simulate", "--games", "1", "--players", "1", "--bots", "heuristic", "--workers", "1"]
    assert main([*args, "--out", str(tmp_path)]) == 0
    shown = capsys.readouterr().out
    assert "1 solo game," in shown
    assert "n/a (one game)" in shown
    saved = json.loads((tmp_path / "summary.json").read_text())
    assert saved["ci_low"] is None
    assert saved["ci_high"] is None
    assert (tmp_path / "scores.png").read_bytes()[:4] == b"\x89PNG"


# -- 6. win rates of a bot in several seats ---------------------------------------------------


def test_a_bot_in_every_seat_wins_exactly_its_share_with_no_doubt() -> None:
    # It was 25.0% with 18.9% - 32.2%, as if its 160 seats were 160 independent games.
    records = [_record(i, ("heuristic",) * 4, (i % 4,)) for i in range(40)]
    line = summarise(records).bots[0]
    assert (line.win_rate, line.ci_low, line.ci_high) == pytest.approx((0.25, 0.25, 0.25))
    assert line.interval == T_OVER_GAMES
    assert line.seats_played == 160


def test_a_bot_in_several_seats_gets_a_t_interval_over_games() -> None:
    bots = ("heuristic", "heuristic", "random", "random")
    # Heuristic wins 3 games of 4 (a share of 1/2 each: its seats are half the table).
    records = [_record(i, bots, (0,) if i % 4 else (2,)) for i in range(40)]
    line = {b.bot: b for b in summarise(records).bots}["heuristic"]
    shares = [0.5 if i % 4 else 0.0 for i in range(40)]
    mean = sum(shares) / 40
    sd = math.sqrt(sum((s - mean) ** 2 for s in shares) / 39)
    half = t_95(39) * sd / math.sqrt(40)
    assert line.win_rate == pytest.approx(0.375)
    assert (line.ci_low, line.ci_high) == pytest.approx((mean - half, mean + half))
    # Always the winner is not forced (a random bot could win the next game): see
    # test_sim_audit3_fixes, for the interval it gets instead of a zero-width one.


def test_a_bot_in_one_seat_a_game_keeps_its_wilson_interval() -> None:
    bots = ("heuristic", "random", "random")
    records = [_record(i, bots, (0,) if i % 3 else (1, 2)) for i in range(30)]
    lines = {b.bot: b for b in summarise(records).bots}
    heuristic = lines["heuristic"]
    assert heuristic.interval == WILSON
    assert (heuristic.ci_low, heuristic.ci_high) == wilson_interval(20, 30)
    assert lines["random"].interval == T_OVER_GAMES


def test_several_seats_in_a_single_game_give_no_interval_in_json_or_plot(tmp_path: Path) -> None:
    summary = summarise([_record(0, ("heuristic",) * 3, (1,))])
    line = summary.to_dict()["bots"][0]
    assert line["ci_low"] is None
    assert line["ci_high"] is None
    write_plot(summary, tmp_path / "winrates.png")
    assert (tmp_path / "winrates.png").read_bytes()[:4] == b"\x89PNG"


# -- 8. a long series starts at once ----------------------------------------------------------


def test_a_series_of_millions_of_games_is_scheduled_at_once() -> None:
    # --games 10000000 sat for many seconds, growing, before any game (and Ctrl+C there said
    # only "scavengers: stopped").
    started = time.perf_counter()
    specs = schedule(3, ["heuristic", "random", "random"], 10_000_000, seed=4)
    assert time.perf_counter() - started < 1
    assert len(specs) == 10_000_000
    last = 9_999_999
    assert specs[-1] == specs[last] == GameSpec(last, game_seed(4, last), 3, ("heuristic", "random", "random"))
    assert [s.index for s in specs[2:5]] == [2, 3, 4]
    with pytest.raises(IndexError):
        specs[10_000_000]


def test_ctrl_c_before_the_first_game_of_a_long_series_says_how_many_were_played(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Ctrl+C while the games were still being scheduled said "scavengers: stopped".
    def interrupted(*_: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(tournament, "game_seed", interrupted)
    assert main(["simulate", "--games", "10000000", "--workers", "1"]) == simulate.STOPPED
    assert capsys.readouterr().err.endswith(
        "stopped after 0 of 10000000 games; nothing was written (a series is kept only when whole)\n"
    )


@pytest.mark.parametrize("bots", ["heuristic,", ",heuristic", "heuristic,,random"])
def test_an_empty_bot_name_in_a_line_up_is_refused(bots: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--games", "2", "--bots", bots, "--workers", "1"])
    assert "a bot name is empty" in capsys.readouterr().err
