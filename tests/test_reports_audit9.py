"""A strategist's audit (9) of tournaments and balance studies as docs/reports.md and the
README's command table promise them: the same files from the same seed on one worker, two, or
a local Ray; ``--resume`` after a journal cut mid-line or just before its newline, after an
edited line and after a line of another study; other options and bad options refused in one
line with the study left as it was; the plain progress line of a run whose output is not a
terminal; the harder solo series; and figures that hold together (every interval holds its
figure, the shares of a game add up to one, a shared victory counts 1/k).

Tiny studies of fast bots: the figures are checked for what they must be, never for a verdict.
"""

from __future__ import annotations

import csv
import json
import math
import re
import shutil
import statistics
import subprocess
import sys
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
import ray

from helpers import run_main as cli
from scavengers.cli.main import main

Z = 1.959963984540054
T_975_3 = 3.182446305284263
"""Student's t quantile (0.975) for 3 degrees of freedom."""

STUDY = ["report", "--games", "3", "--players", "2", "--seed", "3", "--sections", "editions,mercenaries"]
BOTS = "random,easy"
"""A small study (30 games: the study's own game, the 2012 rules, and one ablation per kind of
the market) of two bots, so that a line-up and a restricted seat can be told apart."""

RESULTS = ("report.html", "games.csv", "summary.json")


def study(out: Path, *extra: str, bots: str = BOTS) -> int:
    """The small study into ``out`` (its output left to pytest's capture)."""
    try:
        return main([*STUDY, "--bots", bots, "--workers", "1", "--out", str(out), *extra])
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 1


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file of ``folder`` and its bytes."""
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


def journal_lines(folder: Path) -> list[dict[str, Any]]:
    lines = (folder / "games.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def rows_of(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def wilson(successes: float, trials: int) -> tuple[float, float]:
    """The Wilson score interval from the textbook formula (a share of a win counts as such)."""
    p = successes / trials
    centre = (p + Z * Z / (2 * trials)) / (1 + Z * Z / trials)
    half = Z / (1 + Z * Z / trials) * math.sqrt(p * (1 - p) / trials + Z * Z / (4 * trials * trials))
    return max(0.0, centre - half), min(1.0, centre + half)


@pytest.fixture(scope="module")
def whole(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The small study, played whole on one worker."""
    out = tmp_path_factory.mktemp("whole") / "study"
    assert study(out) == 0
    return out


def resumed_from(whole: Path, out: Path, lines: Sequence[str], tail: str = "") -> None:
    """A study folder as a killed run leaves it: the study's options and ``lines`` of journal."""
    out.mkdir()
    shutil.copy(whole / "study.json", out / "study.json")
    (out / "games.jsonl").write_text("".join(lines) + tail, encoding="utf-8")


def assert_same_results(out: Path, whole: Path) -> None:
    for name in RESULTS:
        assert (out / name).read_bytes() == (whole / name).read_bytes(), name
    planned = {(line["arm"], line["game"]["index"]): line for line in journal_lines(whole)}
    kept = journal_lines(out)
    assert len(kept) == len(planned)  # each game once, one game a line
    for line in kept:
        assert line == planned[(line["arm"], line["game"]["index"])]


# --- resuming --------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("other", [["--bots", "easy,random"], ["--seed", "4"]], ids=" ".join)
def test_resume_drops_a_journal_line_of_another_study_and_every_line_after_it(
    whole: Path, tmp_path: Path, other: list[str]
) -> None:
    """docs/reports.md, Progress and resuming: a line that does not read as one of the
    study's games (its seed, its line-up) is dropped with every line after it. A study of
    other bots has the same seeds (game i's seed comes from the study's seed and i alone), so
    its lines were taken as this study's games, and its report mixed the two."""
    options = ["--bots", BOTS, "--seed", "3"]
    options[options.index(other[0]) + 1] = other[1]
    foreign = tmp_path / "foreign"
    assert main([*STUDY, *options, "--workers", "1", "--out", str(foreign)]) == 0
    own = (whole / "games.jsonl").read_text().splitlines(keepends=True)
    theirs = (foreign / "games.jsonl").read_text().splitlines(keepends=True)
    out = tmp_path / "mixed"
    resumed_from(whole, out, own[:4] + theirs[4:12])
    assert study(out, "--resume") == 0
    assert_same_results(out, whole)


def _rename_bots(line: dict[str, Any]) -> None:
    line["game"]["bots"] = ["heuristic", "allin"]


def _add_a_seat(line: dict[str, Any]) -> None:
    game = line["game"]
    game["bots"] = [*game["bots"], "random"]
    for key in ("people", "contested", "cards", "points"):
        game[key] = [*game[key], 0]
    line["leaders"] = [*line["leaders"], ""]
    for key in ("dealt", "hired", "dug", "kept", "started", "completed"):
        line[key] = [*line[key], []]
    line["placing"] = [*line["placing"], 3.0]


def _move_the_restricted_seat(line: dict[str, Any]) -> None:
    line["focal"] = 1 - line["focal"]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("index", "edit"),
    [(1, _rename_bots), (2, _add_a_seat), (4, _move_the_restricted_seat), (5, _move_the_restricted_seat)],
    ids=["bots renamed", "a third seat in a 2-player study", "restricted seat moved", "restricted seat moved again"],
)
def test_resume_drops_a_journal_line_edited_out_of_the_study_and_plays_it_again(
    whole: Path, tmp_path: Path, index: int, edit: Callable[[dict[str, Any]], None]
) -> None:
    """docs/reports.md: a line 'edited so that it no longer reads as a game of the study: its
    seed, its line-up, a seat out of range' is dropped with every line after it. Only the seed
    was compared: a line of other bots, of three seats in a 2-player study (three rows in
    games.csv, a third position in the tables) or with the ablation's restricted seat moved
    was taken as played."""
    lines = (whole / "games.jsonl").read_text().splitlines(keepends=True)
    edited = json.loads(lines[index])
    edit(edited)
    out = tmp_path / "edited"
    resumed_from(whole, out, [*lines[:index], json.dumps(edited) + "\n", *lines[index + 1 : 12]])
    assert study(out, "--resume") == 0
    assert_same_results(out, whole)
    assert {row["seat"] for row in rows_of(out / "games.csv")} == {"0", "1"}


@pytest.mark.slow
def test_a_journal_cut_just_before_its_last_newline_still_holds_one_game_a_line(whole: Path, tmp_path: Path) -> None:
    """A kill can cut the journal's last line anywhere, also between the game and its newline:
    that line read as a game, and the next game resumed was appended to it, two games on one
    line; the journal ('one JSON object a line') no longer read back, and the next --resume
    dropped that line and every game after it."""
    lines = (whole / "games.jsonl").read_text().splitlines(keepends=True)
    out = tmp_path / "cut"
    resumed_from(whole, out, lines[:6], lines[6].rstrip("\n"))
    assert study(out, "--resume") == 0
    assert_same_results(out, whole)
    before = snapshot(out)
    assert study(out, "--resume") == 0  # nothing left to play, nothing dropped
    assert snapshot(out) == before


@pytest.mark.slow
def test_a_journal_cut_mid_line_is_resumed_to_the_same_files(whole: Path, tmp_path: Path) -> None:
    lines = (whole / "games.jsonl").read_text().splitlines(keepends=True)
    out = tmp_path / "cut"
    resumed_from(whole, out, lines[:9], lines[9][:40])
    assert study(out, "--resume", "--workers", "2") == 0  # other workers: the same study
    assert_same_results(out, whole)


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (["--games", "4"], "games"),
        (["--seed", "5"], "seed"),
        (["--bots", "easy,random"], "bots"),
        (["--sections", "editions"], "sections"),
        (["--hq", "1"], "modules"),
        (["--recon", "2"], "modules"),
        (["--variant", "alternate_brawlers"], "variants"),
        (["--rules", "2012"], "rules"),
        (["--players", "3", "--bots", "random"], "bots, players"),
    ],
    ids=lambda value: " ".join(value) if isinstance(value, list) else value,
)
def test_resume_with_other_options_is_refused_in_one_line_and_changes_nothing(
    whole: Path, tmp_path: Path, change: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: '--resume with other options ... is refused' (exit status 1: a study
    that cannot be resumed), naming what differs; the study is left as it was."""
    out = tmp_path / "study"
    shutil.copytree(whole, out)
    before = snapshot(out)
    argv = [*STUDY, "--bots", BOTS, "--workers", "1", "--out", str(out), "--resume", *change]
    code, stdout, err = cli(argv, capsys)
    assert code == 1
    assert stdout == ""
    assert err.splitlines() == [
        f"scavengers: error: {out} holds a study with other options ({named}): resume it with the same options, "
        "or choose another --out"
    ]
    assert snapshot(out) == before


BAD_OPTIONS = [
    ["--players", "0"],
    ["--players", "6"],
    ["--players", "1"],
    ["--bots", "nosuchbot"],
    ["--bots", "random,easy,random"],
    ["--sections", "nosuchsection"],
    ["--sections", "leaders"],
    ["--hq", "9"],
    ["--recon", "9"],
    ["--recon", "0"],
    ["--variant", "nosuchvariant"],
    ["--variant", "leader_draft"],
    ["--rules", "2013"],
    ["--games", "0"],
    ["--games", "-1"],
    ["--workers", "0"],
    ["--seed", "x"],
]


@pytest.mark.parametrize("resume", [False, True], ids=["new", "--resume"])
@pytest.mark.parametrize("bad", BAD_OPTIONS, ids=" ".join)
def test_a_bad_option_over_a_study_is_one_line_exit_2_and_changes_nothing(
    whole: Path, tmp_path: Path, bad: list[str], resume: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md, Exit status: 2 for a bad command line (an unknown option or bot, a
    number out of range, a variant without its module, no section that applies), said in one
    line; a study in --out is neither deleted nor touched."""
    out = tmp_path / "study"
    shutil.copytree(whole, out)
    before = snapshot(out)
    argv = [*STUDY, "--bots", BOTS, "--workers", "1", "--out", str(out), *(["--resume"] if resume else []), *bad]
    code, stdout, err = cli(argv, capsys)
    assert code == 2
    assert stdout == ""
    errors = [line for line in err.splitlines() if line.startswith("scavengers: error: ")]
    assert len(errors) == 1, err
    assert "Traceback" not in err
    assert snapshot(out) == before


@pytest.mark.parametrize("command", ["report", "simulate"])
def test_an_out_that_is_a_file_or_below_a_file_is_one_line_exit_1_and_the_file_is_kept(
    tmp_path: Path, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md, Exit status: 1 for 'an --out that cannot be written to or is a file'."""
    existing = tmp_path / "notes.txt"
    existing.write_text("mine\n")
    for out in (existing, existing / "sub"):
        argv = [command, "--games", "2", "--players", "2", "--bots", "random", "--workers", "1", "--out", str(out)]
        code, stdout, err = cli([*argv, "--sections", "editions"] if command == "report" else argv, capsys)
        assert code == 1
        assert stdout == ""
        assert len(err.splitlines()) == 1, err
        assert err.startswith(f"scavengers: error: --out {out}: "), err
        assert existing.read_text() == "mine\n"


# --- progress where the output is not a terminal --------------------------------------------


PLAIN = re.compile(r"^played (\d+) of (\d+) games, \d+:\d\d:\d\d spent(, about \d+:\d\d:\d\d left)?$")


@pytest.mark.slow
@pytest.mark.parametrize("command", ["simulate", "report"])
def test_the_plain_progress_line_is_said_at_each_tenth_of_the_games(
    tmp_path: Path, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: where the output is not a terminal, 'a plain line at every tenth of
    the games' ('played 120 of 1200 games, 0:01:02 spent, about 0:09:18 left'). 25 games were
    said 13 times (every second game: a tenth was rounded down to 2), 19 games 19 times."""
    if command == "simulate":
        argv = ["simulate", "--games", "25", "--players", "2", "--bots", "random", "--workers", "1", "--json"]
        total = 25
    else:
        argv = ["report", "--games", "3", "--players", "2", "--bots", "random", "--sections", "editions,position"]
        argv += ["--workers", "1", "--out", str(tmp_path / "study")]
        total = 15  # 3 games in each of 5 arms: the study's own game, 2012, 3, 4 and 5 players
    code, _, err = cli(argv, capsys)
    assert code == 0
    plain = [match for line in err.splitlines() if (match := PLAIN.match(line))]
    assert {int(match[2]) for match in plain} == {total}
    said = [int(match[1]) for match in plain]
    tenths = sorted({-(-k * total // 10) for k in range(1, 11)})  # the first game past each tenth
    assert said == tenths


# --- the same results on workers, on Ray, resumed ---------------------------------------------


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """A local Ray of 2 CPUs, as tests/test_ray.py starts one: ``--ray`` plays on it."""
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield
    finally:
        ray.shutdown()


HARDER = ["--solo-drop-families", "2", "--seed", "5"]
SERIES = [
    ["--games", "6", "--players", "2", "--bots", "random,easy", "--seed", "4"],
    ["--games", "4", "--players", "1", "--bots", "heuristic", "--solo-add", "brawler,sniper_team", *HARDER],
]


@pytest.mark.slow
@pytest.mark.xdist_group("ray")
@pytest.mark.parametrize("series", SERIES, ids=["tournament", "harder solo"])
def test_simulate_writes_the_same_files_on_one_worker_two_and_ray(
    local_ray: None, tmp_path: Path, series: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """README: 'many games on all cores (--workers N) or a Ray cluster ..., the same results
    on either'; docs/reports.md: 'Same seed, same report ... on one core, all cores or a Ray
    cluster'. The files of --out, not only the printed summary."""
    runs = {"one": ["--workers", "1"], "two": ["--workers", "2"], "ray": ["--ray"]}
    for name, where in runs.items():
        code, _, err = cli(["simulate", *series, *where, "--out", str(tmp_path / name)], capsys)
        assert code == 0, err
    for name in ("games.csv", "summary.json"):
        first = (tmp_path / "one" / name).read_bytes()
        assert (tmp_path / "two" / name).read_bytes() == first, name
        assert (tmp_path / "ray" / name).read_bytes() == first, name
    assert ray.is_initialized()  # a session the command did not start is left running


@pytest.mark.slow
@pytest.mark.xdist_group("ray")
def test_a_study_resumed_on_ray_gives_the_one_worker_report_byte_for_byte(
    local_ray: None, whole: Path, tmp_path: Path
) -> None:
    lines = (whole / "games.jsonl").read_text().splitlines(keepends=True)
    out = tmp_path / "killed"
    resumed_from(whole, out, lines[:7], lines[7][:100])
    assert study(out, "--resume", "--ray") == 0
    assert_same_results(out, whole)
    on_ray = tmp_path / "ray"
    assert study(on_ray, "--ray") == 0
    for name in RESULTS:
        assert (on_ray / name).read_bytes() == (whole / name).read_bytes(), name


@pytest.mark.slow
@pytest.mark.xdist_group("ray")
def test_ray_alone_starts_a_quiet_local_ray_for_the_run_with_the_same_report(whole: Path, tmp_path: Path) -> None:
    """docs/reports.md, On a Ray cluster: '--ray starts a local Ray for the run (--workers N:
    its CPUs) and stops it after', with the same results; Ray's own messages stay out of the
    command's output. A command of its own, as a person runs it (no Ray in this process)."""
    scavengers = str(Path(sys.executable).parent / "scavengers")
    argv = [scavengers, *STUDY, "--bots", BOTS, "--ray", "--workers", "1", "--out", str(tmp_path / "ray")]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    said = [line for line in done.stderr.splitlines() if line.strip()]
    assert said[0].startswith("Study: 30 games (3 per arm)")
    assert all(PLAIN.match(line) or line.startswith("playing ") for line in said[1:]), said
    for name in RESULTS:
        assert (tmp_path / "ray" / name).read_bytes() == (whole / name).read_bytes(), name


# --- the harder solo series ------------------------------------------------------------------


@pytest.mark.slow
def test_a_harder_solo_series_names_its_opponents_and_its_interval_is_students_t(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md, simulate: a solo series writes each game's score, people, contested
    resources and cards, the mean score with a Student's t interval (n - 1 degrees of
    freedom), and names a harder game's opponents: solo_added and solo_families_removed."""
    argv = ["simulate", *SERIES[1], "--workers", "1", "--out", str(tmp_path)]
    code, out, _ = cli(argv, capsys)
    assert code == 0
    assert "Brawler, Sniper Team added, 2 tribal families out" in " ".join(out.split())
    rows = rows_of(tmp_path / "games.csv")
    assert len(rows) == 4
    assert {"score", "people", "contested", "cards"} <= set(rows[0])
    scores = [int(row["score"]) for row in rows]
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["solo_added"] == ["brawler", "sniper_team"]
    assert summary["solo_families_removed"] == 2
    assert summary["rules"] == "2015"
    assert summary["mean_score"] == pytest.approx(statistics.mean(scores))
    assert summary["stdev"] == pytest.approx(statistics.stdev(scores))
    half = T_975_3 * statistics.stdev(scores) / math.sqrt(4)
    assert summary["ci_low"] == pytest.approx(max(0.0, statistics.mean(scores) - half))
    assert summary["ci_high"] == pytest.approx(statistics.mean(scores) + half)
    assert (tmp_path / "scores.png").exists()


# --- figures that hold together ----------------------------------------------------------------


def _intervals(summary: dict[str, Any]) -> Iterator[tuple[str, str, list[Any]]]:
    """Every (figure, low, high) of every table of a report's summary, with its form."""
    for section in summary["sections"]:
        for table in section["tables"]:
            for row in table["rows"]:
                for column, given in zip(table["columns"], row, strict=True):
                    form, cell = column["form"], given
                    if not form.endswith("_ci") or not isinstance(cell, list):
                        continue  # a leader "not played", a figure left out
                    if form == "any_ci":
                        form, cell = f"{cell[0]}_ci", cell[1]
                    yield f"{section['key']}: {table['title']}: {row[0]}: {column['name']}", form, cell


@pytest.mark.slow
def test_every_interval_of_a_report_holds_its_figure_and_stays_within_what_is_possible(tmp_path: Path) -> None:
    """docs/reports.md, The sections: win rates in 0 to 100%, differences of win rates cut to
    -100 to +100 points, mean counts at 0; an interval is given with both ends or with none."""
    argv = ["report", "--games", "3", "--players", "2", "--hq", "3", "--recon", "3", "--bots", "random"]
    assert main([*argv, "--seed", "2", "--workers", "1", "--out", str(tmp_path)]) == 0
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert {section["key"] for section in summary["sections"]} == {
        "leaders",
        "mercenaries",
        "buildings",
        "modules",
        "editions",
        "position",
    }
    seen = 0
    for where, form, (figure, low, high) in _intervals(summary):
        assert (low is None) == (high is None), where
        if low is None:
            continue
        seen += 1
        assert low - 1e-9 <= figure <= high + 1e-9, where
        if form.startswith("pct"):
            assert low >= 0, where
            assert high <= 1, where
        elif form.startswith("points"):
            assert low >= -1, where
            assert high <= 1, where
        elif "mean place" in where:
            assert low >= 1, where
            assert high <= 2, where  # 2 players
        elif "per game" in where:
            assert low >= 0, where
    assert seen > 100
    for section in summary["sections"]:
        for chart in section["charts"]:
            for figure, low, high in zip(chart["values"], chart["lows"], chart["highs"], strict=True):
                assert low is None or low - 1e-9 <= figure <= high + 1e-9, chart["title"]


@pytest.fixture(scope="module")
def positions(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A study of the turn positions: random bots, many shared victories."""
    out = tmp_path_factory.mktemp("positions") / "study"
    argv = ["report", "--games", "6", "--players", "2", "--bots", "random", "--seed", "3", "--sections", "position"]
    assert main([*argv, "--workers", "1", "--out", str(out)]) == 0
    return out


@pytest.mark.slow
def test_the_shares_of_each_game_add_up_to_one_and_a_shared_victory_counts_1_over_k(positions: Path) -> None:
    """docs/reports.md, games.csv: 'won (a shared victory counts 1/k)'."""
    games: dict[tuple[str, str], list[float]] = defaultdict(list)
    for row in rows_of(positions / "games.csv"):
        games[(row["arm"], row["game"])].append(float(row["won"]))
    assert len(games) == 4 * 6  # the study's game and 3, 4 and 5 players, 6 games each
    shared = 0
    for key, won in games.items():
        assert sum(won) == pytest.approx(1.0, abs=1e-9), key
        winners = [share for share in won if share > 0]
        assert all(share == pytest.approx(1 / len(winners)) for share in winners), key
        shared += len(winners) > 1
    assert shared >= 5  # the study has shared victories to count


def test_the_turn_position_win_rates_and_intervals_recomputed_from_games_csv(positions: Path) -> None:
    """The position table's win rate of each turn position is the shares won there over the
    games, with the Wilson interval of those shares (one trial a game)."""
    wins: dict[int, dict[int, float]] = defaultdict(lambda: defaultdict(float))
    counted: dict[int, set[str]] = defaultdict(set)
    for row in rows_of(positions / "games.csv"):
        players = 2 if row["arm"] == "reference" else int(row["arm"].split(":")[1])
        wins[players][int(row["position"])] += float(row["won"])
        counted[players].add(row["game"])
    summary = json.loads((positions / "summary.json").read_text())
    (table,) = summary["sections"][0]["tables"]
    names = [column["name"] for column in table["columns"]]
    assert len(table["rows"]) == 4
    for row in table["rows"]:
        players, games = row[names.index("players")], row[names.index("games")]
        assert games == len(counted[players]) == 6
        for position in range(players):
            rate, low, high = row[names.index(f"position {position}")]
            assert rate == pytest.approx(wins[players][position] / games)
            assert (low, high) == pytest.approx(wilson(wins[players][position], games))
        assert sum(row[names.index(f"position {p}")][0] for p in range(players)) == pytest.approx(1.0)


T_975_11 = 2.200985160082949
"""Student's t quantile (0.975) for 11 degrees of freedom."""


@pytest.mark.slow
def test_the_hiring_ablation_recomputed_from_games_csv_pairs_the_restricted_seat_on_the_same_deals(
    tmp_path: Path,
) -> None:
    """docs/reports.md, Mercenaries and cards: the same deals played again with one seat (the
    first bot named, rotating with the line-up) forbidden a kind; the difference of its win
    rate allowed (the study's own games) and forbidden, on the same deals, with a paired
    interval (Student's t, n - 1 degrees of freedom), or, where every pair agrees, an interval
    of the Wilson upper bound from none of n either way."""
    argv = ["report", "--games", "12", "--players", "2", "--bots", "random", "--hq", "2", "--seed", "5"]
    assert main([*argv, "--sections", "mercenaries", "--workers", "1", "--out", str(tmp_path)]) == 0
    rows = rows_of(tmp_path / "games.csv")
    allowed = {(row["game"], row["seat"]): float(row["won"]) for row in rows if row["arm"] == "reference"}
    assert all(row["restricted"] == "0" for row in rows if row["arm"] == "reference")
    forbidden: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for row in rows:
        if row["arm"].startswith("nohire:") and row["restricted"] == "1":
            forbidden[row["arm"].split(":")[1]].append((allowed[(row["game"], row["seat"])], float(row["won"])))
    summary = json.loads((tmp_path / "summary.json").read_text())
    (section,) = summary["sections"]
    (table,) = [table for table in section["tables"] if table["title"].startswith("Ablation")]
    names = [column["name"] for column in table["columns"]]
    assert len(table["rows"]) == len(forbidden) >= 5
    for row in table["rows"]:
        pairs = forbidden[row[0].lower().replace(" ", "_")]
        n = len(pairs)
        assert row[names.index("paired games")] == n == 12
        diffs = [a - f for a, f in pairs]
        assert row[names.index("win rate forbidden")][0] == pytest.approx(sum(f for _, f in pairs) / n)
        assert row[names.index("win rate allowed")][0] == pytest.approx(sum(a for a, _ in pairs) / n)
        difference, low, high = row[names.index("difference (95% interval)")]
        assert difference == pytest.approx(statistics.mean(diffs))
        if len(set(diffs)) > 1:
            half = T_975_11 * statistics.stdev(diffs) / math.sqrt(n)
            assert (low, high) == pytest.approx((max(-1.0, difference - half), min(1.0, difference + half)))
        else:
            bound = Z * Z / (n + Z * Z)  # Wilson's upper bound from none of n
            assert (low, high) == pytest.approx((difference - bound, difference + bound))


@pytest.mark.slow
def test_the_report_says_its_long_folder_on_one_line_in_a_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The files written, said in a log (a cluster job's output): a long --out path was cut in
    two at 80 columns, and could no longer be copied from the log."""
    out = tmp_path / ("a-long-folder-name-" * 5) / "study"
    code, said, _ = cli(
        ["report", "--games", "1", "--players", "2", "--bots", "random", "--sections", "position", "--out", str(out)],
        capsys,
    )
    assert code == 0
    assert f"Wrote {out / 'report.html'}, " in said
