"""Fixes from a strategist's audit of ``simulate``, ``report`` and ``analyse``: intervals that
had no width where there was doubt, measures that never vary tested anyway, the reasons and
captions a report gives, units, plot layout, exit codes, file modes, Ctrl+C in ``analyse``,
module names, the terminal table and empty folders left behind."""

from __future__ import annotations

import itertools
import json
import math
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import matplotlib.pyplot as plt
import pytest

from scavengers.analysis import plot as analysis_plot
from scavengers.analysis.review import Review, Reviewed
from scavengers.cli.main import main
from scavengers.engine.core.config import hq_modules
from scavengers.sim import study, tournament
from scavengers.sim.experiments import (
    LEADERS_ARM,
    REFERENCE,
    StudyOptions,
    TrialRecord,
    leaders_in,
    pinned_leaders,
    reference_config,
    toggles,
)
from scavengers.sim.findings import Findings, leaders, modules, position
from scavengers.sim.inference import count, difference, paired, rate, wilson_interval, with_holm
from scavengers.sim.report import (
    T_OVER_GAMES,
    WILSON_OVER_GAMES,
    Setup,
    SoloSummary,
    game_name,
    intervals_drawn,
    summarise,
    write_plot,
    write_solo_plot,
)
from scavengers.sim.report_html import cell, draw, render
from scavengers.sim.tables import SAME, TOO_FEW, Chart, Column
from scavengers.sim.tournament import GameRecord
from test_analysis import played
from test_sim_audit_fixes import _record


def _trial(arm: str, index: int, players: int = 2, **fields: Any) -> TrialRecord:
    """A study's game made up for a test: seat ``index % players`` wins, varied tribe sizes
    and deadlocks, 16 rounds as every game (``fields``: the record's others)."""
    game = GameRecord(
        index=index,
        seed=index,
        bots=("random",) * players,
        winners=(index % players,),
        people=tuple(5 + (index * 3 + seat) % 7 for seat in range(players)),
        contested=(0,) * players,
        cards=(10,) * players,
        rounds=16,
        first_initiator=(index // 2) % players,
        decisions=100,
    )
    empty = ((),) * players
    record = {
        "arm": arm,
        "game": game,
        "focal": None,
        "leaders": ("",) * players,
        "dealt": empty,
        "market": (),
        "hired": empty,
        "dug": empty,
        "kept": empty,
        "started": empty,
        "completed": empty,
        "deadlocks": index % 3,
        "placing": tuple(1.0 if seat == index % players else 2.0 for seat in range(players)),
    }
    record.update(fields)
    return TrialRecord(**record)  # type: ignore[arg-type]


@pytest.fixture
def figures(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """The figures the plotting code closes, kept open for the test to look at."""
    close = plt.close
    kept: list[Any] = []
    monkeypatch.setattr(plt, "close", kept.append)
    yield kept
    for figure in kept:
        close(figure)


# -- 1. no zero-width interval where there is doubt ------------------------------------------


def test_two_bots_that_win_every_game_get_a_wilson_interval_over_games_not_a_point() -> None:
    # heuristic,heuristic,random,random --games 20: random 0.0% (0.0-0.0), heuristic 50.0% (50.0-50.0).
    bots = ("heuristic", "heuristic", "random", "random")
    lines = {b.bot: b for b in summarise([_record(i, bots, (i % 2,)) for i in range(20)]).bots}
    heuristic, random = lines["heuristic"], lines["random"]
    assert heuristic.interval == random.interval == WILSON_OVER_GAMES
    assert (heuristic.ci_low, heuristic.ci_high) == wilson_interval(10, 20)  # a share of 1/2 in each of 20 games
    assert heuristic.ci_low < 0.5 < heuristic.ci_high
    assert (random.ci_low, random.ci_high) == wilson_interval(0, 20)
    assert random.ci_low == 0.0 < random.ci_high
    # A bot in every seat still wins exactly 1/players of every game: that is no estimate.
    alone = summarise([_record(i, ("heuristic",) * 4, (i % 4,)) for i in range(20)]).bots[0]
    assert (alone.interval, alone.ci_low, alone.ci_high) == (T_OVER_GAMES, 0.25, 0.25)


def test_pairs_that_all_agree_give_the_sign_test_and_an_interval_with_width() -> None:
    # The hiring test showed "+0.0 pts (+0.0 to +0.0)", p 1.000, when no pair differed.
    unchanged = paired([0.0, 1.0] * 10, [0.0, 1.0] * 10, rate)
    bound = wilson_interval(0, 20)[1]  # the most pairs that could have differed
    assert unchanged.tested
    assert unchanged.p == 1.0  # no discordant pair: the exact sign test
    assert (unchanged.low, unchanged.high) == pytest.approx((-bound, bound))
    shown = cell((0.0, unchanged.low, unchanged.high), Column("difference", "points_ci"))
    assert shown == f"+0.0 pts (-{bound * 100:.1f} pts to +{bound * 100:.1f} pts)"
    # Every pair won when allowed and lost when forbidden: significant, but not certain.
    always = paired([0.0] * 12, [1.0] * 12, rate)
    assert always.p == pytest.approx(2 / 2**12)
    assert always.high == 1.0
    assert always.low == pytest.approx(1 - 2 * wilson_interval(0, 12)[1])
    assert always.low < 1.0


# -- 2. a measure that never varies ----------------------------------------------------------


def test_a_measure_the_same_in_every_game_is_neither_tested_nor_counted_in_holms_family() -> None:
    same = difference([16.0] * 10, [16.0] * 10, count)
    assert same.constant
    assert not same.tested
    varied = difference([float(i % 3) for i in range(10)], [float(i % 3) + 2 for i in range(10)], count)
    family = with_holm([same, varied])
    assert math.isnan(family[0].p_holm)
    assert family[1].p_holm == family[1].p  # a family of one: the constant is not counted


def test_the_modules_section_says_rounds_never_varied_and_draws_no_chart_of_them() -> None:
    options = StudyOptions(games=12, seed=1, players=2, bots=("random",), sections=("modules",))
    toggle = toggles(options)[0]
    by_arm = {
        REFERENCE: [_trial(REFERENCE, i) for i in range(12)],
        f"toggle:{toggle}": [_trial(f"toggle:{toggle}", i + 1) for i in range(12)],
    }
    section = modules(options, by_arm)
    assert section is not None
    rows = {row[1]: row for row in section.tables[0].rows}
    rounds = rows["rounds per game"]
    assert rounds[-1] == SAME
    assert rounds[6] == SAME
    assert math.isnan(rounds[7])  # no p-value
    assert all(row[-1] != SAME for measure, row in rows.items() if measure != "rounds per game")
    assert not any("rounds per game" in chart.title for chart in section.charts)
    said = section.method[1]
    assert said.startswith("3 comparisons are made at once (1 other measured the same in every game of both arms")
    assert "and is neither tested nor counted)" in said
    assert any("The same in every game of each arm" in c and "rounds per game (16.0)" in c for c in section.conclusions)


# -- 3. why leaders were not tested ---------------------------------------------------------


def test_untested_leaders_say_how_often_each_sat_and_how_many_games_a_test_needs() -> None:
    # "Too few games to tell (fewer than 10 in an arm...)" from an arm of 10 games.
    options = StudyOptions(games=10, seed=1, players=4, bots=("random",), modules=hq_modules(3), sections=("leaders",))
    every = leaders_in(reference_config(options))
    records = [
        _trial(LEADERS_ARM, i, 4, leaders=pinned_leaders(every, 1, i, 4), placing=(1.0, 2.0, 3.0, 4.0))
        for i in range(10)
    ]
    section = leaders(options, {LEADERS_ARM: records})
    assert section is not None
    said = " ".join(section.conclusions)
    assert "fewer than 10 in an arm" not in said
    assert "each leader sat 4 times, and a test needs 10 seats of a leader" in said
    assert f"with {len(every)} leaders at 4-player tables that takes at least 25 games per arm" in said
    assert TOO_FEW not in {row[-1] for row in section.tables[0].rows}


# -- 4. the caption says what the error bars are ---------------------------------------------


def test_the_overview_caption_names_the_intervals_the_figure_draws() -> None:
    one_bot = summarise([_record(i, ("heuristic",) * 4, (i % 4,)) for i in range(12)])
    said = intervals_drawn(one_bot)
    assert "heuristic: no width, as it held every seat" in said
    assert "Wilson intervals (one trial" not in said
    mixed = summarise([_record(i, ("heuristic", "random", "random"), (i % 3,)) for i in range(12)])
    said = intervals_drawn(mixed)
    assert "heuristic: Wilson intervals (one trial a game)" in said
    assert "random: Student's t intervals over games" in said
    options = StudyOptions(games=12, seed=1, players=4, bots=("heuristic",), sections=("position",))
    page = render(Findings(options, (), ()), "scavengers report", b"png", intervals_drawn(one_bot))
    assert "no width, as it held every seat" in page
    assert "95% Wilson intervals, the" not in page


# -- 5. one unit for differences of rates ----------------------------------------------------


def test_differences_of_win_rates_read_in_points_in_the_tables_and_on_the_axes(
    figures: list[Any], tmp_path: Path
) -> None:
    options = StudyOptions(games=12, seed=1, players=2, bots=("random",), sections=("modules",))
    toggle = toggles(options)[0]
    by_arm = {REFERENCE: [_trial(REFERENCE, i) for i in range(12)]}
    by_arm[f"toggle:{toggle}"] = [_trial(f"toggle:{toggle}", i + 1) for i in range(12)]
    section = modules(options, by_arm)
    assert section is not None
    first = next(row for row in section.tables[0].rows if row[1] == "first player's win rate")
    shown = cell(first[6], section.tables[0].columns[6])
    assert re.fullmatch(r"[-+]\d+\.\d pts \([-+]\d+\.\d pts to [-+]\d+\.\d pts\)", shown), shown
    chart = next(c for c in section.charts if "first player" in c.title)
    assert chart.points
    draw(chart)
    labels = [t.get_text() for t in figures[-1].axes[0].get_xticklabels() if t.get_text()]
    assert labels
    assert all(label.endswith("pts") for label in labels), labels
    # simulate's plot: win rates in %, as its tables.
    summary = summarise([_record(i, ("heuristic", "random"), (i % 2,)) for i in range(12)])
    write_plot(summary, tmp_path / "winrates.png")
    ticks = [t.get_text() for t in figures[-1].axes[0].get_yticklabels() if t.get_text()]
    assert ticks == ["0%", "20%", "40%", "60%", "80%", "100%"]


# -- 6. plots that neither overlap nor clip -------------------------------------------------


def _boxes(figure: Any, texts: list[Any]) -> list[Any]:
    renderer = figure.canvas.get_renderer()
    return [t.get_window_extent(renderer) for t in texts if t.get_text()]


def _inside(figure: Any, box: Any) -> bool:
    whole = figure.bbox
    return bool(box.x0 >= whole.x0 - 1 and box.x1 <= whole.x1 + 1 and box.y0 >= whole.y0 - 1 and box.y1 <= whole.y1 + 1)


def test_a_five_player_plot_keeps_its_labels_apart_and_its_title_inside(figures: list[Any], tmp_path: Path) -> None:
    # "position 0position 1...", bot names running together, the title cut at both ends.
    bots = ("heuristic_v1", "easy", "heuristic", "random", "allin")
    records = [_record(i, bots, (i % 5,)) for i in range(10)]
    setup = Setup(1, bots, tuple(sorted(hq_modules(4) | {f"recon{n}" for n in range(1, 6)})), (), "2015")
    write_plot(summarise(records, setup), tmp_path / "winrates.png")
    figure = figures[-1]
    for axes in figure.axes:
        boxes = _boxes(figure, list(axes.get_xticklabels()))
        assert len(boxes) == 5
        for left, right in itertools.pairwise(boxes):
            assert not left.overlaps(right), "tick labels run together"
    title = figure._suptitle
    assert _inside(figure, title.get_window_extent(figure.canvas.get_renderer()))
    legend = figure.legends[0].get_window_extent(figure.canvas.get_renderer())
    for axes in figure.axes:  # the legend sits clear of the bars
        assert not legend.overlaps(axes.get_window_extent(figure.canvas.get_renderer()))


def test_a_reports_chart_and_the_solo_plot_keep_the_legend_off_the_data(figures: list[Any], tmp_path: Path) -> None:
    chart = Chart(
        "Win rate per leader (10 games, 4 seats each; bars: 95% intervals, thin: simultaneous) " * 2,
        "win rate",
        ("A", "B", "C"),
        (0.9, 0.5, 0.1),
        (0.8, 0.3, 0.0),
        (1.0, 0.7, 0.3),
        0.25,
        "even chance (25%)",
        wide_lows=(0.7, 0.2, 0.0),
        wide_highs=(1.0, 0.8, 0.4),
    )
    draw(chart)
    figure = figures[-1]
    renderer = figure.canvas.get_renderer()
    assert not figure.legends[0].get_window_extent(renderer).overlaps(figure.axes[0].get_window_extent(renderer))
    assert _inside(figure, figure.axes[0].title.get_window_extent(renderer))
    solo = SoloSummary(5, "heuristic", 50.0, 40.0, 60.0, 10.0, 35, 68, 29.0, 300.0)
    write_solo_plot(solo, [35, 41, 45, 65, 68], tmp_path / "scores.png")
    figure = figures[-1]
    renderer = figure.canvas.get_renderer()
    assert not figure.legends[0].get_window_extent(renderer).overlaps(figure.axes[0].get_window_extent(renderer))


# -- 7. exit codes ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["simulate", "--games", "2", "--bots", "nosuch"],
        ["simulate", "--games", "2", "--players", "2", "--variant", "leader_draft"],
        ["report", "--games", "2", "--bots", "nosuch", "--out", "never-made"],
        ["report", "--games", "2", "--players", "2", "--variant", "leader_draft", "--out", "never-made"],
    ],
)
def test_a_bad_command_line_exits_2_as_argparse_does(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(args)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("scavengers: error: ")
    assert err.count("\n") == 1
    assert not Path("never-made").exists()


def test_an_out_folder_that_cannot_be_written_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    for command in (["simulate", "--games", "2", "--players", "2"], ["report", "--games", "2", "--players", "2"]):
        with pytest.raises(SystemExit) as stopped:
            main([*command, "--workers", "1", "--out", str(blocker / "out")])
        assert stopped.value.code == 1


# -- 8. the mode of written files -----------------------------------------------------------


@pytest.mark.slow
def test_result_files_get_the_mode_the_umask_leaves_as_open_gives(tmp_path: Path) -> None:
    previous = os.umask(0o022)
    try:
        args = ["simulate", "--games", "2", "--players", "2", "--bots", "random", "--workers", "1"]
        assert main([*args, "--out", str(tmp_path / "sim")]) == 0
        report = ["report", "--games", "2", "--players", "2", "--bots", "random", "--sections", "editions"]
        assert main([*report, "--workers", "1", "--out", str(tmp_path / "rep")]) == 0
    finally:
        os.umask(previous)
    for name in ("games.csv", "summary.json", "winrates.png"):
        assert (tmp_path / "sim" / name).stat().st_mode & 0o777 == 0o644, name
    for name in (study.GAMES_CSV, study.SUMMARY, study.PLOT, study.REPORT):
        assert (tmp_path / "rep" / name).stat().st_mode & 0o777 == 0o644, name


# -- 9. Ctrl+C in analyse keeps what was judged ----------------------------------------------


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_in_analyse_keeps_the_decisions_judged_and_says_stopped(tmp_path: Path) -> None:
    # "12%" then "stopped: nothing was analysed" (exit 130); --json printed nothing at all.
    path = played(tmp_path, rounds=3, players=2)
    launch = (
        "import signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
        "from scavengers.cli.main import main; sys.exit(main(sys.argv[1:]))"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", launch, "analyse", str(path), "--seat", "0", "--iterations", "400", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "FORCE_COLOR": "1"},
    )
    assert process.stderr is not None
    err = b""
    deadline = time.monotonic() + 60
    while not re.search(rb"\s[1-9][0-9]?%", err):  # some decisions judged
        assert process.poll() is None, err.decode(errors="replace")
        assert time.monotonic() < deadline, "no progress in a minute"
        err += os.read(process.stderr.fileno(), 4096)
    process.send_signal(signal.SIGINT)
    out, rest = process.communicate(timeout=60)
    assert process.returncode == 130
    said = json.loads(out)
    assert said["stopped"] is True
    assert said["decisions"]
    assert "stopped: kept the" in (err + rest).decode(errors="replace")


# -- 10. one name for modules ---------------------------------------------------------------


def test_modules_have_one_human_name_in_every_output() -> None:
    assert game_name(hq_modules(3), {"leader_draft"}) == "HQ 1-3, leader draft"
    assert game_name({"recon1", "recon2"}, ()) == "Recon 1,2"
    options = StudyOptions(
        games=12, seed=1, players=2, bots=("random",), modules=hq_modules(3), sections=("modules", "position")
    )
    toggle = next(t for t in toggles(options) if t.startswith("recon"))
    by_arm = {
        REFERENCE: [_trial(REFERENCE, i) for i in range(12)],
        f"toggle:{toggle}": [_trial(f"toggle:{toggle}", i) for i in range(12)],
    }
    section = modules(options, by_arm)
    assert section is not None
    assert {row[0] for row in section.tables[0].rows} == {f"Recon {toggle[5:]}"}
    placed = position(options, by_arm)
    assert placed is not None
    assert placed.tables[0].rows[0][0] == "HQ 1-3, 2 players"


# -- 11. simulate's table ----------------------------------------------------------------


def test_simulates_table_names_the_setup_and_counts_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--games", "1", "--players", "2", "--bots", "random", "--recon", "1", "--workers", "1"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "1 game, 2 players" in out
    assert "Recon 1; 2015 rules" in out
    assert main(["simulate", "--games", "1", "--players", "1", "--bots", "random", "--workers", "1"]) == 0
    row = [line for line in capsys.readouterr().out.splitlines() if "n/a" in line]
    assert row
    assert row[0].count("n/a (one game)") == 2
    assert main(["simulate", "--games", "1", "--players", "1", "--bots", "random", "--workers", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["stdev"] is None


# -- 12. what the hiring columns count ------------------------------------------------------


def test_the_hiring_columns_say_whose_hires_they_count(tmp_path: Path) -> None:
    report = ["report", "--games", "1", "--players", "2", "--bots", "random", "--sections", "mercenaries"]
    assert main([*report, "--workers", "1", "--out", str(tmp_path)]) == 0
    tables = json.loads((tmp_path / study.SUMMARY).read_text())["sections"][0]["tables"]
    names = [column["name"] for table in tables for column in table["columns"]]
    assert "hired per game, all tribes together (95% interval)" in names
    assert "hired per game by the restricted seat, when allowed" in names


# -- 13. a tick under every round of the analysis plot --------------------------------------


def test_the_analysis_plot_puts_every_rounds_decisions_above_its_own_tick(figures: list[Any], tmp_path: Path) -> None:
    # Round 3 had one decision: round 4's points sat under "3".
    rounds = [1, 1, 2, 3, 4, 4, 4, 5]
    decisions = tuple(Reviewed(i, i, r, "pass", None, 0.5, 0.5, 2, 10) for i, r in enumerate(rounds))
    review = Review(0, 2, decisions, 10, 80, 1.0, False, ())
    analysis_plot.write_plot(review, tmp_path / "chance.png")
    axes = figures[-1].axes[0]
    ticks = dict(zip((t.get_text() for t in axes.get_xticklabels()), axes.get_xticks(), strict=True))
    assert list(ticks) == ["1", "2", "3", "4", "5"]
    xs = axes.lines[1].get_xdata()
    for x, r in zip(xs, rounds, strict=True):
        assert abs(x - ticks[str(r)]) < 0.5, f"a decision of round {r} sits at {x}"


# -- 14. no empty folder left behind -------------------------------------------------------


def test_a_run_stopped_before_its_first_game_leaves_no_folder_it_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(*_: object, **__: object) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(tournament, "run_series", interrupted)
    monkeypatch.setattr("scavengers.cli.simulate.run_series", interrupted)
    monkeypatch.setattr(study, "play", interrupted)  # Ctrl+C at the first game
    out = tmp_path / "new"
    assert main(["simulate", "--games", "5", "--workers", "1", "--out", str(out)]) == 130
    assert not out.exists()
    kept = tmp_path / "kept"
    kept.mkdir()
    assert main(["simulate", "--games", "5", "--workers", "1", "--out", str(kept)]) == 130
    assert kept.is_dir()  # not made by the run: left as it was
    report = ["report", "--games", "5", "--players", "2", "--sections", "position", "--workers", "1"]
    assert main([*report, "--out", str(out)]) == 130
    assert not out.exists()
    assert "nothing was kept" in capsys.readouterr().err
