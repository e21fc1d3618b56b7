"""``scavengers report``: the study's design (leaders pinned and balanced over seats, ablations
on the same deals), its statistics, determinism, resuming a killed run, and the files it
writes. Tiny studies of random bots: the figures are checked for what they must be, never for
a balance verdict."""

from __future__ import annotations

import csv
import json
import math
import re
import signal
import statistics
import sys
from collections import Counter
from pathlib import Path

import pytest

from scavengers.cli.main import main
from scavengers.cli.simulate import STOPPED
from scavengers.sim import study
from scavengers.sim.experiments import (
    Forbid,
    StudyOptions,
    Trial,
    TrialRecord,
    arms,
    leaders_in,
    pinned_leaders,
    play_trial,
    reference_config,
    trials,
)
from scavengers.sim.inference import (
    MIN_GAMES,
    chi_square_even,
    chi_square_tail,
    count,
    difference,
    holm,
    mean,
    paired,
    rate,
    rate_against,
    t_95,
    with_holm,
)
from scavengers.sim.report import Summary, write_plot
from scavengers.sim.report_html import cell
from scavengers.sim.tables import Column, ci, count_ci, place_ci, plural, verdicts
from scavengers.sim.tournament import LocalPool, schedule
from test_sim import stopped

HQ3 = frozenset({"hq1", "hq2", "hq3"})


def _report(out: Path, *extra: str) -> int:
    args = ["report", "--games", "4", "--players", "2", "--bots", "random", "--seed", "3", "--workers", "1"]
    return main([*args, "--out", str(out), *extra])


# -- statistics --------------------------------------------------------------------------


def test_holm_multiplies_the_smallest_p_value_by_the_family_size_and_keeps_the_order() -> None:
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    adjusted = holm([0.2, float("nan"), 0.001])
    assert adjusted[0] == pytest.approx(0.2)
    assert math.isnan(adjusted[1])
    assert adjusted[2] == pytest.approx(0.002)  # NaN is not part of the family


def test_chi_square_tail_matches_the_tables_5_percent_points() -> None:
    for df, point in ((1, 3.841), (2, 5.991), (3, 7.815), (4, 9.488), (5, 11.070)):
        assert chi_square_tail(point, df) == pytest.approx(0.05, abs=2e-4)


def test_a_paired_difference_uses_the_spread_of_the_pairs() -> None:
    # The same shift in every pair: the exact sign test (12 pairs, all one way), and no
    # interval for a measure without bounds (the next pair could differ by anything).
    same = paired([0.0, 0.5, 1.0] * 4, [0.25, 0.75, 1.25] * 4)
    assert same.difference == pytest.approx(0.25)
    assert math.isnan(same.low)
    assert same.p == pytest.approx(2 / 2**12)
    noisy = paired([0.0, 1.0, 0.0, 1.0], [1.0, 0.0, 1.0, 0.0])
    assert noisy.low < 0 < noisy.high


def test_a_shared_victory_counts_a_fraction_of_a_win() -> None:
    estimate = rate([1.0, 0.5, 0.0, 0.0])
    assert estimate.value == pytest.approx(0.375)
    assert estimate.low < 0.375 < estimate.high


def test_a_mean_place_interval_stays_within_the_places() -> None:
    # Two players, one first and one second: "mean place 1.5 (0.5 to 2.5)" went past both.
    placed = mean([1.0, 2.0])
    assert placed.low < 1
    assert placed.high > 2
    assert place_ci(placed, 2) == (1.5, 1.0, 2.0)
    assert place_ci(mean([1.0, 2.0, 2.0, 1.0, 1.0, 2.0, 1.0, 2.0]), 4)[1:] == pytest.approx((1.05, 1.95), abs=0.01)
    assert math.isnan(place_ci(mean([2.0]), 2)[1])  # one game: no interval


def test_a_rare_counts_interval_stops_at_zero() -> None:
    hires = mean([0.0, 0.0, 0.0, 0.0, 3.0])
    assert hires.low < 0  # the normal interval
    assert count_ci(hires) == (hires.value, 0.0, hires.high)
    assert math.isnan(count_ci(mean([2.0]))[1])  # one game: no interval


# -- design --------------------------------------------------------------------------------


def test_every_leader_sits_once_in_every_seat_in_each_block_of_games() -> None:
    leaders = leaders_in(reference_config(StudyOptions(10, 1, 4, ("random",), HQ3)))
    assert len(leaders) == 10
    for block in range(3):
        games = [pinned_leaders(leaders, 7, block * 10 + j, 4) for j in range(10)]
        for seat in range(4):
            assert sorted(g[seat] for g in games) == sorted(leaders)
        assert all(len(set(g)) == 4 for g in games)  # no leader twice in a game
    # The rivals change from block to block.
    assert pinned_leaders(leaders, 7, 0, 4) != pinned_leaders(leaders, 7, 10, 4)


def test_a_pinned_leader_leads_its_seat_for_the_whole_game() -> None:
    options = StudyOptions(3, 5, 3, ("random",), HQ3, sections=("leaders",))
    planned = [t for t in trials(options) if t.arm == "leaders"]
    assert len(planned) == 3
    for trial in planned:
        record = play_trial(trial)
        assert record.leaders == trial.leaders
        assert record.game.rounds >= 3


def test_a_seat_forbidden_to_hire_a_kind_never_hires_it_on_the_same_deal() -> None:
    # Random bots hire scavengers often: the reference game's first seat does.
    spec = schedule(3, ["random"] * 3, 1, 11)[0]
    allowed = play_trial(Trial("reference", spec))
    assert "scavenger" in allowed.hired[0]
    forbidden = play_trial(Trial("nohire:scavenger", spec, forbid=Forbid("hire", "scavenger"), focal=0))
    assert "scavenger" not in forbidden.hired[0]
    assert forbidden.market == allowed.market  # the same deal


@pytest.mark.slow
def test_a_seat_forbidden_a_building_never_starts_it() -> None:
    options = StudyOptions(4, 4, 2, ("heuristic",), frozenset({"hq1", "hq2"}), sections=("buildings",))
    planned = trials(options)
    reference = {t.spec.index: play_trial(t) for t in planned if t.arm == "reference"}
    started_when_allowed = 0
    for trial in planned:
        if trial.forbid is None:
            continue
        seat = trial.spec.index % 2
        assert trial.focal == seat
        started_when_allowed += trial.forbid.kind in reference[trial.spec.index].started[seat]
        assert trial.forbid.kind not in play_trial(trial).started[seat]
    assert started_when_allowed >= 4  # on these deals the bot builds them when it may


def test_an_ablation_replays_only_the_deals_that_offer_the_kind() -> None:
    options = StudyOptions(8, 4, 3, ("random",), frozenset({"recon2"}), sections=("mercenaries",))
    planned = trials(options)
    reference = {t.spec.index: t for t in planned if t.arm == "reference"}
    markets = {i: play_trial(t).market for i, t in list(reference.items())[:3]}
    for trial in planned:
        if trial.arm.startswith("nohire:") and trial.spec.index in markets:
            assert trial.forbid is not None
            assert trial.forbid.kind in markets[trial.spec.index]
            assert trial.spec == reference[trial.spec.index].spec  # same seed, bots and modules
            assert trial.focal == trial.spec.index % 3  # the first bot named, rotating


def test_each_recon_module_and_variant_is_switched_against_the_study_game() -> None:
    names = {a.name: a for a in arms(StudyOptions(2, 1, 3, ("random",), frozenset({"recon1"}), sections=("modules",)))}
    assert "recon1" not in names["toggle:recon1"].modules  # taken out of a game that had it
    assert {"recon1", "recon2"} <= names["toggle:recon2"].modules  # added to one that had not
    assert "alternate_brawlers" in names["toggle:alternate_brawlers"].variants
    assert "toggle:leader_draft" not in names  # it needs HQ module 3


def test_a_record_reads_back_from_its_journal_line_unchanged() -> None:
    record = play_trial(Trial("reference", schedule(3, ["random"] * 3, 1, 2, HQ3)[0]))
    assert TrialRecord.from_dict(json.loads(json.dumps(record.to_dict()))) == record
    for seat, pair in enumerate(record.dealt):  # two leaders dealt, one kept [000:650]
        assert len(pair) == 2
        assert record.leaders[seat] in pair
    assert sorted(record.placing) in ([1.0, 2.0, 3.0], [1.0, 2.5, 2.5], [1.5, 1.5, 3.0], [2.0, 2.0, 2.0])


# -- the command and its files -------------------------------------------------------------


@pytest.mark.slow
def test_same_seed_same_report_whatever_the_workers(tmp_path: Path) -> None:
    sections = ("--hq", "3", "--sections", "leaders,mercenaries")
    assert _report(tmp_path / "one", *sections) == 0
    assert _report(tmp_path / "two", *sections, "--workers", "2") == 0
    for name in (study.REPORT, study.GAMES_CSV, study.SUMMARY):
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes()


@pytest.mark.slow
def test_the_report_is_one_self_contained_page_with_every_section(tmp_path: Path) -> None:
    assert _report(tmp_path, "--hq", "3") == 0
    page = (tmp_path / study.REPORT).read_text()
    for title in ("Leaders", "Mercenaries and cards", "Buildings", "Recon modules and variants", "Editions"):
        assert f">{title}" in page
    assert "Turn position" in page
    assert "<script" not in page
    assert "http" not in page.replace("http-equiv", "")  # nothing fetched: it opens offline
    assert page.count("data:image/png;base64,") >= 6
    assert "Why not simply compare the tribes that hired a Rogue" in page
    assert "Holm" in page
    assert "The bots&#x27; choice in the study&#x27;s own games" in page
    assert "Too few games to tell" in page  # four games decide nothing, and the report says so
    assert "scavengers report --games 4 --players 2 --bots random --seed 3 --hq 3" in page


@pytest.mark.slow
def test_the_games_are_written_as_csv_and_json_lines(tmp_path: Path) -> None:
    assert _report(tmp_path, "--sections", "position,editions") == 0
    journal = [json.loads(line) for line in (tmp_path / study.JOURNAL).read_text().splitlines()]
    arms_played = Counter(line["arm"] for line in journal)
    # The reference game, the other edition, and 2, 3, 5 players (4 per arm).
    assert arms_played == {"reference": 4, "rules:2012": 4, "players:3": 4, "players:4": 4, "players:5": 4}
    rows = list(csv.DictReader((tmp_path / study.GAMES_CSV).open()))
    assert len(rows) == 4 * 2 + 4 * 2 + 4 * 3 + 4 * 4 + 4 * 5
    assert {r["position"] for r in rows if r["arm"] == "players:5"} == {"0", "1", "2", "3", "4"}
    summary = json.loads((tmp_path / study.SUMMARY).read_text())
    assert [s["key"] for s in summary["sections"]] == ["editions", "position"]


@pytest.mark.slow
def test_a_killed_study_resumes_where_it_stopped_and_gives_the_same_report(tmp_path: Path) -> None:
    assert _report(tmp_path / "whole", "--hq", "2", "--sections", "buildings") == 0
    options = StudyOptions(4, 3, 2, ("random",), frozenset({"hq1", "hq2"}), sections=("buildings",))
    out = tmp_path / "killed"
    todo, done = study.prepare(options, out, resume=False)
    assert not done

    class KilledError(Exception):
        pass

    def die_after_five(record: TrialRecord) -> None:
        if len((out / study.JOURNAL).read_text().splitlines()) == 5:
            raise KilledError

    with pytest.raises(KilledError):
        study.play(todo, LocalPool(1), out, on_done=die_after_five)
    with (out / study.JOURNAL).open("a") as journal:
        journal.write('{"arm": "reference", "ga')  # a line cut off by the kill
    assert _report(out, "--hq", "2", "--sections", "buildings", "--resume") == 0
    keys = [(line["arm"], line["game"]["index"]) for line in map(json.loads, (out / study.JOURNAL).open())]
    assert len(keys) == len(set(keys)) == len(todo)  # no game lost or counted twice
    for name in (study.REPORT, study.GAMES_CSV, study.SUMMARY):
        assert (out / name).read_bytes() == (tmp_path / "whole" / name).read_bytes()


@pytest.mark.slow
def test_a_study_folder_is_not_overwritten_or_resumed_with_other_options(tmp_path: Path) -> None:
    assert _report(tmp_path, "--sections", "editions") == 0
    with pytest.raises(SystemExit, match="holds a study already: add --resume"):
        _report(tmp_path, "--sections", "editions")
    with pytest.raises(SystemExit, match=r"other options \(seed\)"):
        _report(tmp_path, "--sections", "editions", "--resume", "--seed", "9")


def test_report_refuses_an_unwritable_out_folder_before_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(SystemExit, match=r"--out .*cannot write there"):
        _report(blocker / "study", "--sections", "editions")
    assert "Study:" not in capsys.readouterr().err  # refused before any game was played


def test_a_section_that_does_not_apply_is_left_out_and_said_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _report(tmp_path, "--sections", "leaders,editions") == 0
    assert "Section leaders left out: it needs HQ module 3" in capsys.readouterr().err
    summary = json.loads((tmp_path / study.SUMMARY).read_text())
    assert [s["key"] for s in summary["sections"]] == ["editions"]


def test_report_refuses_an_unknown_section() -> None:
    with pytest.raises(SystemExit):
        main(["report", "--out", "x", "--sections", "weather"])


def test_report_has_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["report", "--help"])
    assert exited.value.code == 0
    out = capsys.readouterr().out
    for option in ("--games", "--seed", "--bots", "--sections", "--resume", "--ray", "--workers", "--hq", "--recon"):
        assert option in out
    assert "%%" not in out


def test_every_leader_of_the_game_is_counted_and_those_never_seated_are_not_played(tmp_path: Path) -> None:
    """A study too short to seat every leader said "The 6 leaders go in blocks of 6 games", with
    a simultaneous z for 6, and left the others out."""
    assert _report(tmp_path, "--games", "2", "--hq", "3", "--sections", "leaders") == 0
    section = json.loads((tmp_path / study.SUMMARY).read_text())["sections"][0]
    assert "The 10 leaders go in blocks of 10 games" in section["method"][0]
    assert "z = 2.81" in section["method"][2]  # Bonferroni over 10: 1 - 0.05/20
    rows = section["tables"][0]["rows"]
    assert len(rows) == len(leaders_in(reference_config(StudyOptions(2, 3, 2, ("random",), HQ3)))) == 10
    unseated = [row for row in rows if row[1] == 0]
    assert len(unseated) == 7  # game j seats leaders j and j + 1 of the block's order: 3 seated
    assert all(row[2] == "not played" for row in unseated)
    assert any(c.startswith("Not played (too few games") for c in section["conclusions"])
    for row in rows:
        if row[1]:
            place, low, high = row[4]
            assert low is None or 1 <= low <= place <= high <= 2
    assert "<td>not played</td>" in (tmp_path / study.REPORT).read_text()


@pytest.mark.slow
def test_a_hand_edited_journal_line_is_played_again_not_a_traceback(tmp_path: Path) -> None:
    assert _report(tmp_path / "whole", "--sections", "editions") == 0
    out = tmp_path / "edited"
    assert _report(out, "--sections", "editions") == 0
    lines = (out / study.JOURNAL).read_text().splitlines()
    wrong = json.loads(lines[2])
    wrong["game"] = 999  # the shape of a game no more
    other = json.loads(lines[4])
    other["game"]["index"] = 99  # a game the study does not have
    lines[2], lines[4] = json.dumps(wrong), json.dumps(other)
    (out / study.JOURNAL).write_text("\n".join(lines) + "\n")
    assert _report(out, "--sections", "editions", "--resume") == 0
    keys = [(line["arm"], line["game"]["index"]) for line in map(json.loads, (out / study.JOURNAL).open())]
    assert len(keys) == len(set(keys)) == 8
    for name in (study.REPORT, study.GAMES_CSV, study.SUMMARY):
        assert (out / name).read_bytes() == (tmp_path / "whole" / name).read_bytes()


@pytest.mark.parametrize(
    "change",
    [
        lambda line: line["game"].update(winners=[7]),
        lambda line: line.update(placing=[1.0]),
        lambda line: line.update(arm=3),
        lambda line: line["game"].update(people="many"),
        lambda line: line["game"].update(weather="snow"),
    ],
)
def test_a_journal_line_of_the_wrong_shape_does_not_read_as_a_game(change: object) -> None:
    record = play_trial(Trial("reference", schedule(2, ["random"] * 2, 1, 2)[0]))
    line = json.loads(json.dumps(record.to_dict()))
    assert callable(change)
    change(line)
    with pytest.raises((ValueError, KeyError)):
        TrialRecord.from_dict(line)


def test_resume_in_a_folder_without_a_study_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    typo = tmp_path / "typo-dir"
    with pytest.raises(SystemExit, match=r"nothing to resume in .*typo-dir"):
        _report(typo, "--sections", "position", "--resume")
    assert not typo.exists()
    assert "Study:" not in capsys.readouterr().err


def test_report_refuses_a_file_as_its_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(SystemExit, match="is a file, not a folder"):
        _report(blocker, "--sections", "editions")


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="process groups and POSIX signals")
def test_ctrl_c_stops_a_study_in_one_line_that_says_how_to_resume(tmp_path: Path) -> None:
    args = ["report", "--games", "20000", "--players", "2", "--sections", "editions", "--workers", "2"]
    code, err = stopped([*args, "--out", str(tmp_path)], signal.SIGINT, whole_group=True)
    assert "Traceback" not in err
    assert re.search(r"stopped after \d+ of 40000 games; resume with the same command and --resume\n$", err)
    assert code == STOPPED
    journal = (tmp_path / study.JOURNAL).read_text()
    assert journal.endswith("\n")
    assert all(TrialRecord.from_dict(json.loads(line)) for line in journal.splitlines())


# -- intervals cut to what is possible, and no verdict from a handful of games --------------


def test_a_difference_of_win_rates_stays_within_100_points() -> None:
    # "+50.0 pts (-48.0 pts to +148.0 pts)": a win rate can gain or lose 100 points at most.
    gained = paired([0.0, 0.0, 1.0], [1.0, 1.0, 1.0], rate)
    assert -1.0 <= gained.low <= gained.high == 1.0
    lost = difference([1.0, 1.0], [0.0, 1.0], rate)
    assert lost.low == -1.0
    assert lost.high <= 1.0


def test_a_mean_count_in_the_modules_table_stops_at_zero() -> None:
    deadlocks = count([0.0, 2.0])  # "1.0 (-1.0 to 3.0)" deadlocks per game
    assert deadlocks.low == 0.0
    assert deadlocks.high > 2.0
    assert math.isnan(count([2.0]).low)


def test_a_figure_that_rounds_to_zero_never_reads_minus_zero() -> None:
    assert cell((0.6, -0.004, 1.3), Column("deadlocks", "num_ci")) == "0.6 (0.0 to 1.3)"
    assert cell((-0.0001, -0.2, 0.2), Column("gap", "points_ci")) == "+0.0 pts (-20.0 pts to +20.0 pts)"
    assert cell(-0.0001, Column("rate", "pct")) == "0.0%"


def test_a_mean_uses_students_t_and_matches_the_normal_interval_for_many_games() -> None:
    for df, point in ((1, 12.706), (2, 4.303), (9, 2.262), (30, 2.042), (100, 1.984)):
        assert t_95(df) == pytest.approx(point, abs=1e-3)
    few = mean([1.0, 2.0, 3.0])
    assert few.high - few.value == pytest.approx(4.303 * 1.0 / math.sqrt(3), abs=1e-3)
    many = [float(i % 7) for i in range(500)]
    wide = mean(many)
    normal_half = 1.96 * statistics.stdev(many) / math.sqrt(len(many))
    assert wide.high - wide.value == pytest.approx(normal_half, rel=0.01)


def test_a_handful_of_games_that_agree_is_not_a_significant_difference() -> None:
    # --games 2: "skirmish deadlocks per game (+3.00)" was called significant, p < 0.001,
    # from 0.0 (0.0 to 0.0) against 3.0 (3.0 to 3.0).
    few = with_holm([difference([0.0, 0.0], [3.0, 3.0], count)])[0]
    assert not few.tested
    assert not few.significant
    assert math.isnan(few.p)
    assert math.isnan(few.low)  # no zero-width interval from two games that agree
    assert math.isnan(mean([3.0, 3.0]).low)
    assert ci(mean([3.0] * MIN_GAMES)) == (3.0, 3.0, 3.0)
    sentences = verdicts(["leader draft: skirmish deadlocks per game"], [few], "with minus without", ["num"])
    assert sentences == [
        f"Too few games to tell (fewer than {MIN_GAMES} in an arm, so no test was made): "
        "leader draft: skirmish deadlocks per game."
    ]
    assert math.isnan(paired([0.0] * 3, [1.0] * 3, rate).p)
    assert math.isnan(rate_against([1.0] * (MIN_GAMES - 1), 0.5))
    assert math.isnan(chi_square_even([MIN_GAMES - 1, 0], MIN_GAMES - 1))
    # From MIN_GAMES games on, the same difference is tested, and found.
    enough = with_holm([difference([0.0, 1.0] * MIN_GAMES, [3.0, 4.0] * MIN_GAMES, count)])[0]
    assert enough.tested
    assert enough.significant


@pytest.mark.slow
def test_a_tiny_report_makes_no_claim_and_no_impossible_interval(tmp_path: Path) -> None:
    assert _report(tmp_path, "--games", "2", "--hq", "3", "--sections", "modules,editions,mercenaries") == 0
    page = (tmp_path / study.REPORT).read_text()
    assert "Significant at 5%" not in page
    assert "Too few games to tell" in page
    assert "-0.0" not in page
    for figure, unit in re.findall(r"([-+]?\d+\.\d)(%| pts)", page):
        assert abs(float(figure)) <= 100, f"{figure}{unit}"
    # The editions table is headed by the editions, not "without" and "with".
    assert "<th>2015 (95% interval)</th><th>2012 (95% interval)</th>" in page
    assert "<th>2012 minus 2015 (95% interval)</th>" in page


@pytest.mark.slow
def test_the_leaders_method_counts_one_block_and_one_game_in_the_singular(tmp_path: Path) -> None:
    # "10 games in 1 whole blocks: every leader sat in every seat 1 times", "1 games per arm".
    assert plural(1, "whole block") == "1 whole block"
    assert plural(2, "game") == "2 games"
    assert _report(tmp_path, "--games", "10", "--hq", "3", "--sections", "leaders") == 0
    page = (tmp_path / study.REPORT).read_text()
    assert "10 games in 1 whole block: every leader sat in every seat once." in page
    assert not re.search(r"\b1 games", page)
    assert "1 whole blocks" not in page


@pytest.mark.slow
def test_the_reports_win_rate_plot_names_the_studys_setup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    titles: list[str] = []
    original = write_plot

    def recorded(summary: Summary, path: Path) -> None:
        assert summary.setup is not None
        titles.append(summary.setup.describe())
        original(summary, path)

    monkeypatch.setattr("scavengers.sim.study.write_plot", recorded)
    assert _report(tmp_path, "--games", "2", "--sections", "position") == 0
    assert titles == ["random, random; base game; 2015 rules; seed 3"]


# -- the output folder ---------------------------------------------------------------------


@pytest.mark.slow
def test_a_study_that_cannot_start_leaves_its_folder_free(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "study"
    with pytest.raises(SystemExit, match="nothing answers there"):
        _report(out, "--games", "2", "--sections", "position", "--ray", "127.0.0.1:1")
    assert not out.exists()  # made by the run, and taken back
    earlier = tmp_path / "used"
    earlier.mkdir()
    (earlier / "notes.txt").write_text("mine\n")
    with pytest.raises(SystemExit, match="nothing answers there"):
        _report(earlier, "--games", "2", "--sections", "position", "--ray", "127.0.0.1:1")
    assert sorted(p.name for p in earlier.iterdir()) == ["notes.txt"]  # what was there stays
    assert _report(out, "--games", "2", "--sections", "position") == 0  # not "holds a study already"
    assert (out / study.REPORT).exists()


@pytest.mark.parametrize("command", ["report", "simulate"])
def test_an_empty_out_folder_is_refused_in_one_line(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped_with:
        main([command, "--games", "2", "--out", ""])
    assert stopped_with.value.code == 2
    error = capsys.readouterr().err
    assert "--out: give a folder name" in error
    assert error.count("\n") == 1


def test_the_docs_name_the_csv_columns_as_the_csv_does(tmp_path: Path) -> None:
    csv_path = tmp_path / "games.csv"
    study.write_games_csv([], csv_path)
    header = csv_path.read_text().splitlines()[0].split(",")
    doc = (Path(__file__).parents[1] / "docs" / "reports.md").read_text()
    for column in ("won", "placing"):
        assert column in header
        assert f"`{column}`" in doc
