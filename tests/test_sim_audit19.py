"""A strategist's audit (sim19): ``simulate``, ``report``, ``bench`` and ``analyse`` as README.md,
docs/reports.md, docs/bots.md and docs/analysis.md describe them, run in this process with
small series of cheap bots. Every documented command line runs; the line-up rotates one seat a
game; the 95% intervals are the ones the docs name, checked against the formulas worked by hand
on tiny known results; the same seed gives the same files byte for byte; the files hold the
columns and fields the docs list; progress goes to stderr; every bad input is one line, the
documented exit status, no traceback and no folder left behind."""

from __future__ import annotations

import csv
import json
import math
import re
import shutil
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from helpers import run_main
from scavengers.sim.report import summarise, summarise_solo
from scavengers.sim.tournament import GameRecord, game_seed

USAGE_ERROR = 2
CANNOT_WRITE = 1
DOCS = Path(__file__).resolve().parent.parent / "docs"
REPORTS_DOC = (DOCS / "reports.md").read_text(encoding="utf-8")
SEED_LIMIT = 2**64
Z = 1.959963984540054
T_975 = {2: 4.302652729911275, 4: 2.7764451051977987, 7: 2.3646242515927844}
"""Student's t quantiles for a two-sided 95% interval, from a printed table."""

QUICK = ["--workers", "1"]


def one_line_error(code: int, out: str, err: str) -> str:
    """The refusal's one line, with no traceback."""
    assert code != 0
    assert "Traceback" not in out + err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("scavengers: error: "), err
    return lines[0]


def hand_wilson(wins: float, n: int) -> tuple[float, float]:
    """The Wilson score interval as a textbook writes it."""
    p = wins / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z / (1 + Z * Z / n) * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def record(index: int, bots: tuple[str, ...], winners: tuple[int, ...], first: int = 0, **extra: Any) -> GameRecord:
    players = len(bots)
    return GameRecord(
        index=index,
        seed=index,
        bots=bots,
        winners=winners,
        people=extra.get("people", tuple(range(players))),
        contested=(0,) * players,
        cards=(0,) * players,
        rounds=extra.get("rounds", 16),
        first_initiator=first,
        decisions=extra.get("decisions", 100),
        points=extra.get("points", (0,) * players),
    )


def rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def header(path: Path) -> list[str]:
    with path.open(encoding="utf-8", newline="") as handle:
        return next(csv.reader(handle))


def simulate(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    return run_main(["simulate", *QUICK, *argv], capsys)


SMALL_STUDY = ["--games", "2", "--players", "4", "--bots", "easy,random,random,random", "--sections", "position"]


def study(capsys: pytest.CaptureFixture[str], out: Path, *argv: str) -> tuple[int, str, str]:
    return run_main(["report", *QUICK, *SMALL_STUDY, *argv, "--out", str(out)], capsys)


# --- simulate: the documented command lines and what they print ---------------------------------


def test_readme_simulate_line_runs_and_prints_each_bots_win_rate_with_a_95_interval(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """README: ``simulate --games 1000 --players 4 --bots heuristic,random,random,random --seed 1``
    (here 8 games): win rate per bot with a 95% interval, tribe size, game length, first player."""
    code, out, err = simulate(capsys, "--games", "8", "--players", "4", "--bots", "heuristic,random,random,random")
    assert code == 0, err
    assert "8 games, 4 players" in out
    assert "base game; 2015 rules" in out
    for column in ("bot", "seats played", "win rate", "95% interval", "mean tribe size"):
        assert column in out
    assert "Win rate by turn position in round 1" in out
    assert re.search(r"Mean game length: \d+\.\d rounds, \d+ decisions\.", out)
    assert "Traceback" not in err


def test_simulate_title_names_the_modules_and_rules_as_docs_show(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md: a title "20 games, 4 players", then "HQ 1-3, Recon 2; 2015 rules"."""
    code, out, err = simulate(
        capsys, "--games", "4", "--bots", "easy,random,random,random", "--hq", "3", "--recon", "2"
    )
    assert code == 0, err
    assert "4 games, 4 players" in out
    assert "HQ 1-3, Recon 2; 2015 rules" in out


def test_simulate_json_holds_every_field_docs_reports_md_lists(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md "scavengers simulate": seed, lineup, modules, variants, rules, games,
    players, mean_rounds, mean_decisions, bots (bot, seats_played, wins, win_rate, ci_low,
    ci_high, mean_people, interval) and seats (position, win_rate, ci_low, ci_high)."""
    code, out, err = simulate(capsys, "--games", "4", "--bots", "easy,random,random,random", "--seed", "3", "--json")
    assert code == 0, err
    summary = json.loads(out)  # stdout is the JSON alone: progress is on stderr
    for key in ("seed", "lineup", "modules", "variants", "rules", "games", "players", "mean_rounds", "mean_decisions"):
        assert key in summary
    assert summary["seed"] == 3
    assert summary["lineup"] == ["easy", "random", "random", "random"]
    assert (summary["games"], summary["players"], summary["rules"]) == (4, 4, "2015")
    bot_keys = {"bot", "seats_played", "wins", "win_rate", "ci_low", "ci_high", "mean_people", "interval"}
    assert all(set(line) == bot_keys for line in summary["bots"])
    assert {line["interval"] for line in summary["bots"]} <= {"wilson", "t over games", "wilson over games"}
    assert [s["position"] for s in summary["seats"]] == [0, 1, 2, 3]
    assert all(set(s) == {"position", "win_rate", "ci_low", "ci_high"} for s in summary["seats"])
    rates = [line["win_rate"] for line in summary["bots"]]
    assert rates == sorted(rates, reverse=True)  # "the highest win rate first"


def test_simulate_out_writes_games_csv_with_the_documented_header_and_a_row_per_game_and_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: ``games.csv`` has a row per game and seat: game, seed, seat, position,
    bot, won, people, contested, cards and rounds; beside it summary.json and winrates.png."""
    out = tmp_path / "series"
    code, _, err = simulate(capsys, "--games", "6", "--players", "3", "--bots", "easy,random,random", "--out", str(out))
    assert code == 0, err
    assert sorted(p.name for p in out.iterdir()) == ["games.csv", "summary.json", "winrates.png"]
    assert header(out / "games.csv") == [
        "game",
        "seed",
        "seat",
        "position",
        "bot",
        "won",
        "people",
        "contested",
        "cards",
        "rounds",
    ]
    table = rows(out / "games.csv")
    assert Counter(int(r["game"]) for r in table) == dict.fromkeys(range(6), 3)
    assert (out / "winrates.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_simulate_games_csv_won_column_adds_up_to_one_per_game_shared_victories_as_shares(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: ``won`` is 1, 0, or 1/k of a shared victory: every game's wins add up
    to one (random bots share many victories)."""
    out = tmp_path / "series"
    code, _, err = simulate(capsys, "--games", "6", "--players", "3", "--bots", "random", "--out", str(out))
    assert code == 0, err
    per_game: defaultdict[int, float] = defaultdict(float)
    for r in rows(out / "games.csv"):
        share = float(r["won"])
        assert share in (0.0, 1.0) or any(math.isclose(share, 1 / k, rel_tol=1e-9) for k in (2, 3))
        per_game[int(r["game"])] += share
    assert all(math.isclose(total, 1.0, rel_tol=1e-9) for total in per_game.values())


def test_the_line_up_rotates_one_seat_per_game_so_every_bot_sits_in_every_seat_equally(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md "Tournaments": the line-up rotates one seat per game, every bot in every
    seat equally often over a multiple of the players; game 0 is the line-up as given."""
    lineup = ["easy", "heuristic_v1", "random"]
    out = tmp_path / "series"
    code, _, err = simulate(capsys, "--games", "6", "--bots", ",".join(lineup), "--out", str(out))
    assert code == 0, err
    seats: dict[int, list[str]] = defaultdict(lambda: [""] * 3)
    for r in rows(out / "games.csv"):
        seats[int(r["game"])][int(r["seat"])] = r["bot"]
    assert seats[0] == lineup
    for game in range(1, 6):
        before = seats[game - 1]
        assert seats[game] == [before[-1], *before[:-1]]  # one seat on
    sat = Counter((bot, seat) for game in seats.values() for seat, bot in enumerate(game))
    assert set(sat.values()) == {2}  # each bot twice in each seat over 6 games


def test_games_not_a_multiple_of_the_players_run_with_a_note_in_singular_for_one_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """docs/reports.md: another number runs, with a note saying the seats are uneven. One game
    is "1 game", not "1 games"."""
    code, _, err = simulate(capsys, "--games", "1", "--players", "2", "--bots", "easy,random")
    assert code == 0
    assert "note: 1 game is not a multiple of 2 players" in err
    code, _, err = simulate(capsys, "--games", "3", "--players", "2", "--bots", "easy,random")
    assert "note: 3 games is not a multiple of 2 players" in err
    code, _, err = simulate(capsys, "--games", "4", "--players", "2", "--bots", "easy,random")
    assert "note:" not in err


def test_positions_in_summary_are_the_csv_rows_of_that_turn_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: ``seats`` is one line a turn position in round 1, ``position`` in the CSV
    the same turn position (0: the first initiator): the summary's win rate by position is the
    CSV's wins of the rows of that position over the games, with a Wilson interval."""
    out = tmp_path / "series"
    code, _, err = simulate(capsys, "--games", "8", "--bots", "random", "--players", "3", "--out", str(out))
    assert code == 0, err
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    table = rows(out / "games.csv")
    for line in summary["seats"]:
        wins = sum(float(r["won"]) for r in table if int(r["position"]) == line["position"])
        assert line["win_rate"] == pytest.approx(wins / 8)
        low, high = hand_wilson(wins, 8)
        assert (line["ci_low"], line["ci_high"]) == pytest.approx((low, high))
    assert summary["mean_rounds"] == pytest.approx(sum(int(r["rounds"]) for r in table) / len(table))


def test_a_single_seat_bots_interval_is_wilson_over_its_games_from_the_csv(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md "Win-rate intervals": a bot that holds one seat a game gets the Wilson
    interval of its win rate, one trial a game; its mean tribe size is over its seats."""
    out = tmp_path / "series"
    code, _, err = simulate(capsys, "--games", "8", "--bots", "heuristic_v1,random,random,random", "--out", str(out))
    assert code == 0, err
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    line = next(b for b in summary["bots"] if b["bot"] == "heuristic_v1")
    mine = [r for r in rows(out / "games.csv") if r["bot"] == "heuristic_v1"]
    wins = sum(float(r["won"]) for r in mine)
    assert (line["interval"], line["seats_played"], line["wins"]) == ("wilson", 8, pytest.approx(wins))
    assert (line["ci_low"], line["ci_high"]) == pytest.approx(hand_wilson(wins, 8))
    assert line["mean_people"] == pytest.approx(sum(int(r["people"]) for r in mine) / 8)


def test_wilson_interval_of_three_wins_in_four_games_is_the_hand_computed_one() -> None:
    """The Wilson score interval of 3 wins in 4 games, worked by hand: 30.06% to 95.44%; the
    other bot's 1 win in 4: 4.56% to 69.94%."""
    # a wins games 0, 1 and 2 (from either seat), b game 3
    records = [
        record(0, ("a", "b"), (0,)),
        record(1, ("b", "a"), (1,)),
        record(2, ("a", "b"), (0,)),
        record(3, ("b", "a"), (0,)),
    ]
    summary = summarise(records)
    a = next(b for b in summary.bots if b.bot == "a")
    b = next(b for b in summary.bots if b.bot == "b")
    assert (a.win_rate, b.win_rate) == (0.75, 0.25)
    assert (a.ci_low, a.ci_high) == pytest.approx((0.30064, 0.95442), abs=5e-5)
    assert (b.ci_low, b.ci_high) == pytest.approx((0.04558, 0.69936), abs=5e-5)
    assert summary.bots[0].bot == "a"  # ranked


def test_a_bot_in_several_seats_gets_students_t_over_games_as_worked_by_hand() -> None:
    """docs/reports.md: a bot holding several seats of a game: each game gives its share (its
    seats' wins over its seats), ``win_rate`` is the mean share with a Student's t interval over
    games (n - 1 degrees of freedom), cut at 0. Shares 0.5, 0.5, 0, 0.5, 0: mean 0.3, sd
    0.27386, t(4) = 2.7764: 0.0 to 0.6400; the one-seat bot, 2 wins of 5: Wilson 11.76% - 76.93%."""
    x_wins = [True, True, False, True, False]
    records = [record(i, ("x", "x", "y"), (0,) if won else (2,)) for i, won in enumerate(x_wins)]
    summary = summarise(records)
    x = next(b for b in summary.bots if b.bot == "x")
    y = next(b for b in summary.bots if b.bot == "y")
    assert x.interval == "t over games"
    assert x.win_rate == pytest.approx(0.3)
    assert x.wins == pytest.approx(3.0)
    sd = math.sqrt((3 * 0.2**2 + 2 * 0.3**2) / 4)
    half = T_975[4] * sd / math.sqrt(5)
    assert (x.ci_low, x.ci_high) == pytest.approx((0.0, 0.3 + half))
    assert x.ci_high == pytest.approx(0.64004, abs=5e-5)
    assert y.interval == "wilson"
    assert (y.ci_low, y.ci_high) == pytest.approx((0.11762, 0.76929), abs=5e-5)


def test_docs_example_two_heuristic_bots_that_always_win_get_wilson_over_games() -> None:
    """docs/reports.md: ``heuristic,heuristic,random,random`` where a heuristic bot wins every
    game: heuristic 50.0% with 29.9% - 70.1%, random 0.0% with 0.0% - 16.1% over 20 games."""
    lineup = ("heuristic", "heuristic", "random", "random")
    records = []
    for i in range(20):
        bots = tuple(lineup[(s - i) % 4] for s in range(4))
        records.append(record(i, bots, (bots.index("heuristic"),)))
    summary = summarise(records)
    heuristic, random_bot = summary.bots
    assert (heuristic.bot, heuristic.interval, round(heuristic.win_rate, 3)) == ("heuristic", "wilson over games", 0.5)
    assert (round(heuristic.ci_low, 3), round(heuristic.ci_high, 3)) == (0.299, 0.701)
    assert (random_bot.bot, random_bot.interval, random_bot.win_rate) == ("random", "wilson over games", 0.0)
    assert (round(random_bot.ci_low, 3), round(random_bot.ci_high, 3)) == (0.0, 0.161)


def test_a_bot_in_every_seat_keeps_a_zero_width_interval_of_one_share_per_player(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """docs/reports.md: ``--bots heuristic`` shows 25.0% with 25.0% - 25.0% in 4-player games,
    a share fixed by construction."""
    code, out, err = simulate(capsys, "--games", "3", "--bots", "random", "--json")
    assert code == 0, err
    (line,) = json.loads(out)["bots"]
    assert (line["win_rate"], line["ci_low"], line["ci_high"]) == pytest.approx((0.25, 0.25, 0.25))
    assert line["interval"] == "t over games"
    assert line["seats_played"] == 12


def test_one_game_gives_a_bot_in_several_seats_no_interval(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md: one game gives no interval ("n/a (one game)", ``null``)."""
    code, out, err = simulate(capsys, "--games", "1", "--bots", "easy,random,random,random", "--json")
    assert code == 0, err
    random_line = next(b for b in json.loads(out)["bots"] if b["bot"] == "random")
    assert (random_line["ci_low"], random_line["ci_high"]) == (None, None)
    code, out, _ = simulate(capsys, "--games", "1", "--bots", "easy,random,random,random")
    assert "n/a (one game)" in out


def test_solo_scores_interval_is_students_t_with_n_minus_1_degrees_as_worked_by_hand() -> None:
    """docs/reports.md: a solo series writes the mean score with its 95% interval (Student's t,
    n - 1 degrees of freedom) and its standard deviation: scores 10, 12, 14: mean 12, sd 2,
    t(2) = 4.3027: 7.032 to 16.968. One game: neither (NaN)."""
    records = [record(i, ("heuristic",), (0,), points=(score,)) for i, score in enumerate((10, 12, 14))]
    summary = summarise_solo(records)
    assert (summary.mean_score, summary.lowest, summary.highest) == (12, 10, 14)
    assert summary.stdev == pytest.approx(2.0)
    half = T_975[2] * 2 / math.sqrt(3)
    assert (summary.ci_low, summary.ci_high) == pytest.approx((12 - half, 12 + half))
    assert summary.ci_low == pytest.approx(7.0317, abs=1e-4)
    one = summarise_solo(records[:1])
    assert math.isnan(one.ci_low)
    assert math.isnan(one.ci_high)
    assert math.isnan(one.stdev)


def test_solo_series_writes_its_documented_csv_scores_png_and_null_interval_for_one_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: ``--players 1``: ``games.csv`` a row per game: game, seed, bot, score,
    people, contested, cards, rounds, decisions; ``scores.png``; one game: "n/a (one game)" in
    the table, ``null`` in summary.json, nor a ``stdev``."""
    out = tmp_path / "solo"
    code, stdout, err = simulate(capsys, "--players", "1", "--bots", "heuristic", "--games", "1", "--out", str(out))
    assert code == 0, err
    assert "n/a (one game)" in stdout
    assert sorted(p.name for p in out.iterdir()) == ["games.csv", "scores.png", "summary.json"]
    expected = ["game", "seed", "bot", "score", "people", "contested", "cards", "rounds", "decisions"]
    assert header(out / "games.csv") == expected
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert (summary["ci_low"], summary["ci_high"], summary["stdev"]) == (None, None, None)
    (row,) = rows(out / "games.csv")
    assert int(row["score"]) == summary["mean_score"]


@pytest.mark.slow
def test_the_five_bot_tournament_line_of_the_docs_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md's tournament: five bots at 5-player tables with every module (5 games)."""
    out = tmp_path / "tournament"
    argv = ["--games", "5", "--players", "5", "--bots", "heuristic_v1,easy,heuristic,random,allin"]
    code, _, err = simulate(capsys, *argv, "--hq", "4", "--recon", "1,2,3,4,5", "--out", str(out))
    assert code == 0, err
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert sorted(b["bot"] for b in summary["bots"]) == ["allin", "easy", "heuristic", "heuristic_v1", "random"]
    assert all(b["seats_played"] == 5 and b["interval"] == "wilson" for b in summary["bots"])
    assert summary["modules"] == sorted(summary["modules"])
    assert len(summary["modules"]) == 9
    assert "note:" not in err  # 5 games of 5 players: even seats


# --- same seed, same files --------------------------------------------------------------------


@pytest.mark.slow
def test_simulate_same_seed_gives_the_same_files_byte_for_byte_whatever_the_workers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """simulate --help: "Same seed, same results, whatever --workers"; another seed, other games."""
    argv = ["--games", "4", "--players", "2", "--bots", "easy,random", "--seed", "11"]
    assert run_main(["simulate", "--workers", "1", *argv, "--out", str(tmp_path / "a")], capsys)[0] == 0
    assert run_main(["simulate", "--workers", "2", *argv, "--out", str(tmp_path / "b")], capsys)[0] == 0
    for name in ("games.csv", "summary.json", "winrates.png"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name
    other = [*argv[:-1], "12"]
    assert run_main(["simulate", *QUICK, *other, "--out", str(tmp_path / "c")], capsys)[0] == 0
    assert (tmp_path / "a" / "games.csv").read_bytes() != (tmp_path / "c" / "games.csv").read_bytes()


@pytest.mark.slow
def test_a_rerun_into_the_same_folder_says_which_files_it_replaced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md "The folder": simulate --out writes into a folder of an earlier simulate
    run and says which it replaced."""
    out = tmp_path / "series"
    argv = ["--games", "2", "--players", "2", "--bots", "random", "--out", str(out)]
    assert simulate(capsys, *argv)[0] == 0
    before = (out / "games.csv").read_bytes()
    code, stdout, _ = simulate(capsys, *argv)
    assert code == 0
    assert "They replace the games.csv, summary.json and winrates.png of an earlier run there." in stdout
    assert (out / "games.csv").read_bytes() == before


# --- progress ------------------------------------------------------------------------------------


def test_progress_off_a_terminal_is_a_plain_line_every_tenth_of_the_games_on_stderr(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """docs/reports.md "Progress": where the output is not a terminal, a plain line at every
    tenth of the games ("played 120 of 1200 games, 0:01:02 spent, about 0:09:18 left"), for
    ``simulate`` too; never on stdout, where the JSON is."""
    code, out, err = simulate(capsys, "--games", "20", "--players", "2", "--bots", "random", "--json")
    assert code == 0
    json.loads(out)
    assert not re.search(r"^played ", out, re.MULTILINE)
    lines = [line for line in err.splitlines() if line.startswith("played ")]
    assert [int(line.split()[1]) for line in lines] == list(range(2, 21, 2))
    pattern = r"played \d+ of 20 games, \d:\d\d:\d\d spent, about \d:\d\d:\d\d left"
    assert all(re.fullmatch(pattern, line) for line in lines), lines


def test_with_json_the_files_written_line_goes_to_stderr(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--json`` prints the summary alone on stdout, so that a tool reads it; the line saying
    what was written goes beside the progress."""
    code, out, err = simulate(
        capsys, "--games", "2", "--players", "2", "--bots", "random", "--json", "--out", str(tmp_path / "o")
    )
    assert code == 0
    assert json.loads(out)["games"] == 2
    assert "Wrote " in err


# --- report -----------------------------------------------------------------------------------


@pytest.mark.slow
def test_report_writes_the_documented_files_and_csv_header(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md: report.html, games.csv (arm, game, seed, seat, position, bot,
    restricted, leader, won, placing, people, contested, cards, rounds, decisions, deadlocks,
    hired, dug, kept, buildings_started, buildings_completed, market), games.jsonl (one game a
    line), summary.json, winrates.png, study.json (the options)."""
    out = tmp_path / "study"
    code, stdout, err = study(capsys, out)
    assert code == 0, err
    # stdout: what was written, alone; the total and the progress went to stderr
    assert stdout.splitlines() == [
        f"8 games. Wrote {out / 'report.html'}, games.csv, games.jsonl, summary.json, winrates.png "
        "and study.json there."
    ]
    assert "Study: 8 games (2 per arm), sections: position." in err
    assert sorted(p.name for p in out.iterdir()) == sorted(
        ["report.html", "games.csv", "games.jsonl", "summary.json", "winrates.png", "study.json"]
    )
    documented = re.search(r"`games\.csv` \| one row per game and seat: (.*?) \|", REPORTS_DOC)
    assert documented is not None
    names = re.findall(r"`([a-z_]+)`", documented.group(1))
    columns = header(out / "games.csv")
    assert columns == [
        "arm",
        "game",
        "seed",
        "seat",
        "position",
        "bot",
        "restricted",
        "leader",
        "won",
        "placing",
        "people",
        "contested",
        "cards",
        "rounds",
        "decisions",
        "deadlocks",
        "hired",
        "dug",
        "kept",
        "buildings_started",
        "buildings_completed",
        "market",
    ]
    assert list(dict.fromkeys(n for n in names if n in columns)) == columns  # the doc's order
    journal = (out / "games.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(journal) == 8  # 2 games in each of 4 arms: the reference and 2, 3, 5 players
    assert all(isinstance(json.loads(line), dict) for line in journal)
    options = json.loads((out / "study.json").read_text(encoding="utf-8"))
    assert (options["games"], options["seed"], options["players"], options["sections"]) == (2, 1, 4, ["position"])


@pytest.mark.slow
def test_report_html_is_self_contained_and_shows_the_command_that_reproduces_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: one self-contained page (charts embedded), no script, nothing fetched;
    the report shows the command that reproduces it."""
    out = tmp_path / "study"
    assert study(capsys, out, "--seed", "5")[0] == 0
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "<script" not in page.lower()
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page)
    assert 'src="data:image/png;base64,' in page
    assert (
        "scavengers report --games 2 --players 4 --bots easy,random,random,random --seed 5 "
        "--sections position --out DIR"
    ) in page


@pytest.mark.slow
def test_report_arms_play_game_i_on_the_series_seed_of_game_i(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md "Same seed, same report": game ``i`` of every arm has the seed of game ``i``
    of the series, from the study's seed and ``i`` alone (the seed ``simulate --seed`` gives it)."""
    out = tmp_path / "study"
    assert study(capsys, out, "--seed", "7")[0] == 0
    seeds = {(r["arm"], int(r["game"])): int(r["seed"]) for r in rows(out / "games.csv")}
    assert {arm for arm, _ in seeds} == {"reference", "players:2", "players:3", "players:5"}
    for (_, game), seed in seeds.items():
        assert seed == game_seed(7, game)
    code, _, _ = simulate(capsys, "--games", "2", "--bots", "random", "--seed", "7", "--out", str(tmp_path / "s"))
    assert code == 0
    assert {int(r["game"]): int(r["seed"]) for r in rows(tmp_path / "s" / "games.csv")} == {
        0: game_seed(7, 0),
        1: game_seed(7, 1),
    }


@pytest.mark.slow
def test_report_other_player_counts_take_the_bots_in_turn_seat_after_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md "Other player counts": a line-up of four names gives a 2-player game its
    first two, a 3-player game its first three, a 5-player game all four then the first again;
    as in every game, the line-up rotates one seat per game."""
    out = tmp_path / "study"
    assert study(capsys, out)[0] == 0
    seats: dict[tuple[str, int], dict[int, str]] = defaultdict(dict)
    for r in rows(out / "games.csv"):
        seats[r["arm"], int(r["game"])][int(r["seat"])] = r["bot"]

    def lineup(arm: str, game: int) -> list[str]:
        return [seats[arm, game][s] for s in sorted(seats[arm, game])]

    assert lineup("players:2", 0) == ["easy", "random"]
    assert lineup("players:3", 0) == ["easy", "random", "random"]
    assert lineup("reference", 0) == ["easy", "random", "random", "random"]
    assert lineup("players:5", 0) == ["easy", "random", "random", "random", "easy"]
    five = lineup("players:5", 0)
    assert lineup("players:5", 1) == [five[-1], *five[:-1]]
    assert lineup("players:2", 1) == ["random", "easy"]
    # placing: 1 for the winner, ties sharing the mean of their places (the places add up)
    games: defaultdict[tuple[str, int], list[dict[str, str]]] = defaultdict(list)
    for r in rows(out / "games.csv"):
        games[r["arm"], int(r["game"])].append(r)
    for tribes in games.values():
        places = [float(r["placing"]) for r in tribes]
        assert sum(places) == pytest.approx(len(tribes) * (len(tribes) + 1) / 2)
        winners = [r for r in tribes if float(r["won"]) > 0]
        assert {float(r["placing"]) for r in winners} == {(1 + len(winners)) / 2}


@pytest.mark.slow
def test_report_same_options_same_files_byte_for_byte_on_one_core_or_two(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: the same options give the same ``report.html``, byte for byte, on one
    core or all cores (and the data files with it)."""
    assert study(capsys, tmp_path / "a")[0] == 0
    argv = ["report", "--workers", "2", *SMALL_STUDY, "--out", str(tmp_path / "b")]
    assert run_main(argv, capsys)[0] == 0
    for name in ("report.html", "games.csv", "summary.json", "winrates.png", "study.json"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name


@pytest.mark.slow
def test_report_resumed_after_a_cut_off_journal_gives_the_same_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: a killed study goes on with the same command and ``--resume``: the last
    line cut off by the kill is dropped with every line after it, the rest played; the same
    report, byte for byte, resumed or not."""
    whole, cut = tmp_path / "whole", tmp_path / "cut"
    assert study(capsys, whole)[0] == 0
    shutil.copytree(whole, cut)
    lines = (cut / "games.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    (cut / "games.jsonl").write_text("".join(lines[:3]) + lines[3][:40], encoding="utf-8")
    (cut / "report.html").unlink()
    code, _, err = study(capsys, cut, "--resume")
    assert code == 0, err
    assert "3 already played, resuming" in err
    for name in ("report.html", "games.csv", "summary.json", "winrates.png"):
        assert (whole / name).read_bytes() == (cut / name).read_bytes(), name


@pytest.mark.slow
def test_report_resume_refusals_exit_1_and_change_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md: ``--resume`` with other options, or in a folder with no study ("nothing
    to resume in DIR"), is refused: one line, exit status 1 (a study that cannot be resumed);
    a new study in a folder holding one, too."""
    out = tmp_path / "study"
    assert study(capsys, out)[0] == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    line = one_line_error(*study(capsys, out, "--resume", "--seed", "2"))
    assert "other options" in line
    assert one_line_error(*study(capsys, out))  # a new study here
    code, _, _ = study(capsys, out)
    assert code == CANNOT_WRITE
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    empty = tmp_path / "none"
    code, out_text, err = study(capsys, empty, "--resume")
    assert code == CANNOT_WRITE
    assert f"nothing to resume in {empty}" in one_line_error(code, out_text, err)
    assert not empty.exists()


@pytest.mark.slow
def test_simulate_and_report_refuse_each_others_folders_with_exit_1_and_nothing_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: a folder holding a ``report`` study is refused to ``simulate`` before
    any game; a new study is refused a folder holding another run's results without a study.
    Exit status 1 ("a folder holding another command's results"), nothing written."""
    series, a_study = tmp_path / "series", tmp_path / "study"
    assert simulate(capsys, "--games", "2", "--players", "2", "--bots", "random", "--out", str(series))[0] == 0
    assert study(capsys, a_study)[0] == 0
    series_before = {p.name: p.read_bytes() for p in series.iterdir()}
    study_before = {p.name: p.read_bytes() for p in a_study.iterdir()}
    code, out, err = study(capsys, series)
    assert code == CANNOT_WRITE
    one_line_error(code, out, err)
    code, out, err = simulate(capsys, "--games", "2", "--players", "2", "--bots", "random", "--out", str(a_study))
    assert code == CANNOT_WRITE
    assert "holds a balance study" in one_line_error(code, out, err)
    assert {p.name: p.read_bytes() for p in series.iterdir()} == series_before
    assert {p.name: p.read_bytes() for p in a_study.iterdir()} == study_before


# --- bad input ----------------------------------------------------------------------------------

BAD_COMMON: dict[str, tuple[list[str], str]] = {
    "unknown bot": (["--bots", "nobot"], "unknown bot 'nobot'"),
    "unknown bot option": (["--bots", "ismcts:depth=3"], "has no option 'depth'"),
    "bad bot option value": (["--bots", "ismcts:iters=0"], "iters must be at least 1"),
    "option of a bot without options": (["--bots", "random:x=1"], "its options: none"),
    "empty bot name": (["--bots", "random,,random"], "a bot name is empty"),
    "HQ level out of range": (["--hq", "7"], "must be 0-4"),
    "Recon module out of range": (["--recon", "6"], "a Recon module must be 1-5"),
    "Recon module not a number": (["--recon", "two"], "not a number: 'two'"),
    "unknown variant": (["--variant", "fast"], "unknown variant 'fast'"),
    "variant without its module": (["--variant", "leader_draft"], "leader_draft"),
    "unknown rules": (["--rules", "2020"], "the rules are 2015 or 2012"),
    "no games": (["--games", "0"], "at least 1, got 0"),
    "negative games": (["--games", "-5"], "at least 1, got -5"),
    "no workers": (["--workers", "0"], "at least 1, got 0"),
    "negative workers": (["--workers", "-1"], "at least 1, got -1"),
    "seed of 2**64": (["--seed", str(SEED_LIMIT)], "below 2**64 in size"),
    "seed of -(2**64)": (["--seed", str(-SEED_LIMIT)], "below 2**64 in size"),
    "seed far too big": (["--seed", str(2**200)], "below 2**64 in size"),
    "seed not a number": (["--seed", "1e3"], "invalid int value: '1e3'"),
    "empty out": (["--out", ""], "give a folder name"),
}


@pytest.mark.parametrize("command", ["simulate", "report"])
@pytest.mark.parametrize("case", sorted(BAD_COMMON))
def test_bad_input_is_one_line_exit_2_no_traceback_no_folder(
    command: str, case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md "Exit status": 2 for a bad command line, whatever finds it (an unknown
    option or bot, a number out of range, a variant without the module it needs); one line,
    no traceback, and the ``--out`` folder not made."""
    argv, words = BAD_COMMON[case]
    out = tmp_path / "results"
    base = ["--games", "2", "--out", str(out)] if "--out" not in argv else ["--games", "2"]
    code, stdout, err = run_main([command, *base, *argv], capsys)
    line = one_line_error(code, stdout, err)
    assert code == USAGE_ERROR, line
    assert words in line
    assert not out.exists()
    assert list(tmp_path.iterdir()) == []


def test_report_specific_bad_input_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md: an unknown section, no section that applies (leaders without HQ 3), or
    a player count outside 2-5 is a bad command line, exit 2, nothing made."""
    out = tmp_path / "study"
    for argv, words in (
        (["--sections", "luck"], "sections are leaders"),
        (["--sections", "leaders"], "no section applies"),
        (["--players", "1"], "players must be 2-5"),
        (["--players", "6"], "players must be 2-5"),
    ):
        code, stdout, err = run_main(["report", "--games", "2", *argv, "--out", str(out)], capsys)
        assert code == USAGE_ERROR
        assert words in err.strip().splitlines()[-1]
        assert "Traceback" not in stdout + err
        assert not out.exists()


def test_seeds_at_the_edges_of_the_engines_range_are_taken_and_played(capsys: pytest.CaptureFixture[str]) -> None:
    """The engine takes seeds below 2**64 in size, negative too (GameConfig; ``play --seed``):
    ``simulate`` plays a series of 2**64 - 1 and -(2**64 - 1), each its own series."""
    results = []
    for seed in (SEED_LIMIT - 1, -(SEED_LIMIT - 1), 0):
        code, out, err = simulate(
            capsys, "--games", "2", "--players", "2", "--bots", "random", "--seed", str(seed), "--json"
        )
        assert code == 0, err
        assert json.loads(out)["seed"] == seed
        results.append(out)
    assert results[0] != results[2]


def test_seed_2_to_the_64_is_refused_not_played_as_seed_0(capsys: pytest.CaptureFixture[str]) -> None:
    """A seed of 2**64 would be read as seed 0 by the engine's generator (modulo 2**64): the
    series would be seed 0's, under another name. Refused as ``play`` refuses it."""
    code, out, err = simulate(capsys, "--games", "1", "--players", "2", "--bots", "random", "--seed", str(SEED_LIMIT))
    assert code == USAGE_ERROR
    assert "below 2**64 in size" in one_line_error(code, out, err)
    assert out == ""


@pytest.mark.parametrize(
    "argv",
    [["--seed", str(SEED_LIMIT)], ["--seed", str(-SEED_LIMIT)], ["--games", "0"], ["--players", "1"], ["--hq", "5"]],
)
def test_bench_bad_input_is_one_line_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """``bench`` follows the same rule: a number out of range is a bad command line."""
    code, out, err = run_main(["bench", "--no-check", *argv], capsys)
    one_line_error(code, out, err)
    assert code == USAGE_ERROR


def test_analyse_seed_out_of_range_is_one_line_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md: ``analyse`` follows the same rule; its ``--seed`` (the search's) is
    refused past the engine's seeds, before the file is read."""
    code, out, err = run_main(["analyse", str(tmp_path / "game.json"), "--seed", str(SEED_LIMIT)], capsys)
    assert code == USAGE_ERROR
    assert "below 2**64 in size" in one_line_error(code, out, err)


@pytest.mark.slow
def test_bench_small_json_run_has_its_documented_figures(capsys: pytest.CaptureFixture[str]) -> None:
    """README: ``bench``: games/s, decisions/s, playouts/s, and mean, p99 and worst of
    legal_actions, apply, view and clone, naming the Python build; ``--json``; ``--no-check``
    exits 0 even when a budget is missed."""
    code, out, err = run_main(
        ["bench", "--games", "2", "--repeats", "1", "--no-check", "--json", "--this-build-only"], capsys
    )
    assert code == 0, err
    figures = json.loads(out)
    for key in ("games_per_s", "decisions_per_s", "playouts_per_s", "build_name", "targets", "met"):
        assert key in figures
    for name in ("legal_actions", "apply", "view", "clone"):
        assert set(figures[name]) == {"calls", "mean_us", "p99_us", "max_us"}
    assert figures["games"] == 2
    assert figures["players"] == 4


# --- files that cannot be written ---------------------------------------------------------------


@pytest.mark.parametrize("command", ["simulate", "report"])
def test_an_out_that_is_a_file_or_under_one_is_one_line_exit_1_and_nothing_written(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md "Exit status": 1 for an ``--out`` that cannot be written to or is a file;
    checked before the games (no partial files), one line."""
    afile = tmp_path / "afile"
    afile.write_text("mine", encoding="utf-8")
    for out in (afile, afile / "below"):
        argv = [command, *QUICK, "--games", "2", "--players", "2", "--bots", "random", "--out", str(out)]
        if command == "report":
            argv += ["--sections", "position"]
        code, stdout, err = run_main(argv, capsys)
        assert code == CANNOT_WRITE
        line = one_line_error(code, stdout, err)
        assert str(out) in line
        assert "played" not in err
    assert afile.read_text(encoding="utf-8") == "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile"]


# --- the statistics, worked by hand ---------------------------------------------------------------


def test_t_quantiles_are_the_printed_tables_values() -> None:
    """docs/reports.md: Student's t is 2.26 for 10 games, 1.98 for 100 (z = 1.96); 12.71 for one
    degree of freedom."""
    from scavengers.sim.inference import t_95

    assert t_95(9) == pytest.approx(2.262157, abs=1e-5)
    assert t_95(99) == pytest.approx(1.984217, abs=1e-5)
    assert t_95(1) == pytest.approx(12.706205, abs=1e-5)
    assert t_95(4) == pytest.approx(T_975[4], abs=1e-6)


def test_pairs_that_all_agree_get_the_sign_test_and_the_wilson_bound_of_none_in_n() -> None:
    """docs/reports.md "Samples that all agree": no pair differs: p = 1 and "+0.0 pts (-27.8 pts
    to +27.8 pts)" from 10 pairs; all n pairs one way: p = 2 / 2^n, the interval moved at most
    to the end of its range by the share of pairs that could have gone otherwise."""
    from scavengers.sim.inference import paired, rate

    none = paired([0.0] * 10, [0.0] * 10, rate)
    bound = hand_wilson(0, 10)[1]
    assert round(bound, 3) == 0.278
    assert (none.difference, none.p) == (0.0, 1.0)
    assert (none.low, none.high) == pytest.approx((-bound, bound))
    every = paired([0.0] * 10, [1.0] * 10, rate)
    assert every.p == pytest.approx(2 / 2**10)
    assert (every.low, every.high) == pytest.approx((1 - bound * 2, 1.0))


def test_holm_adjusts_the_ranked_p_values_as_worked_by_hand_and_leaves_untested_out() -> None:
    """docs/reports.md: a section's p-values are corrected by Holm's method; a measure not
    tested is not counted in the family. 0.01, 0.04, 0.03 (and one untested): 0.01 x 3 = 0.03,
    0.03 x 2 = 0.06, max(0.06, 0.04 x 1) = 0.06."""
    from scavengers.sim.inference import holm

    adjusted = holm([0.01, 0.04, 0.03, math.nan])
    assert adjusted[:3] == pytest.approx([0.03, 0.06, 0.06])
    assert math.isnan(adjusted[3])


def test_chi_square_of_every_position_winning_equally_is_the_hand_computed_tail() -> None:
    """docs/reports.md: the chi-square test of "every position wins equally often". Wins 6, 2,
    2, 2 in 12 games: statistic 4 on 3 degrees of freedom, p = 0.2615; 8 and 2 in 10 games:
    3.6 on 1, p = 0.0578; fewer than 10 games: not tested."""
    from scavengers.sim.inference import chi_square_even

    assert chi_square_even([6, 2, 2, 2], 12) == pytest.approx(0.261464, abs=1e-6)
    assert chi_square_even([8, 2], 10) == pytest.approx(math.erfc(math.sqrt(1.8)), abs=1e-9)
    assert math.isnan(chi_square_even([5, 2, 2], 9))


def test_welch_difference_of_two_arms_as_worked_by_hand() -> None:
    """docs/reports.md: differences of two independent arms use Welch's t. 1..10 against 2, 4,
    ..., 20: difference 5.5, standard error 2.1409, 13.2 degrees of freedom: its t lies between
    the table's 2.1448 (14) and 2.1604 (13); p = 0.023."""
    from scavengers.sim.inference import difference

    a = [float(x) for x in range(1, 11)]
    b = [2 * x for x in a]
    found = difference(a, b)
    se = math.sqrt(sum((x - 5.5) ** 2 for x in a) / 9 / 10 + sum((x - 11) ** 2 for x in b) / 9 / 10)
    assert se == pytest.approx(2.140872, abs=1e-6)
    assert found.difference == 5.5
    assert 5.5 - 2.160369 * se < found.low < 5.5 - 2.144787 * se
    assert 5.5 + 2.144787 * se < found.high < 5.5 + 2.160369 * se
    assert found.p == pytest.approx(0.0231, abs=5e-4)


# --- the study's design -------------------------------------------------------------------------


@pytest.mark.slow
def test_leaders_are_pinned_in_blocks_each_leader_once_in_every_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md "Leaders": blocks of one game per leader (10 with HQ); game ``j`` of a
    block gives seat ``s`` leader ``j + s`` of the block's order: over a whole block every leader
    sits once in every seat."""
    out = tmp_path / "study"
    argv = ["report", *QUICK, "--games", "10", "--players", "2", "--hq", "3", "--bots", "random"]
    code, _, err = run_main([*argv, "--sections", "leaders", "--out", str(out)], capsys)
    assert code == 0, err
    pinned = [r for r in rows(out / "games.csv") if r["arm"] == "leaders"]
    by_game = {(int(r["game"]), int(r["seat"])): r["leader"] for r in pinned}
    assert len(by_game) == 20
    for seat in (0, 1):
        assert len({by_game[g, seat] for g in range(10)}) == 10  # every leader once in each seat
    for game in range(9):
        assert by_game[game, 1] == by_game[game + 1, 0]  # leader j + s of one order


@pytest.mark.slow
def test_ablations_forbid_the_restricted_seat_alone_on_deals_that_offer_the_kind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md "Mercenaries" and "Buildings": one seat (the first bot named, its seat
    rotating like the line-up) is forbidden to hire the kind, or never starts the building; only
    the deals whose market offers the kind are played again."""
    out = tmp_path / "study"
    argv = ["report", *QUICK, "--games", "4", "--players", "2", "--hq", "3", "--bots", "random,easy"]
    code, _, err = run_main([*argv, "--sections", "mercenaries,buildings", "--out", str(out)], capsys)
    assert code == 0, err
    ablations = [r for r in rows(out / "games.csv") if r["arm"].startswith(("nohire:", "nobuild:"))]
    assert {r["arm"].split(":")[0] for r in ablations} == {"nohire", "nobuild"}
    games: defaultdict[tuple[str, int], list[dict[str, str]]] = defaultdict(list)
    for r in ablations:
        games[r["arm"], int(r["game"])].append(r)
    for (arm, game), seats in games.items():
        (restricted,) = [r for r in seats if r["restricted"] == "1"]
        assert int(restricted["seat"]) == game % 2  # the first bot's seat, rotated
        assert restricted["bot"] == "random"
        kind = arm.split(":")[1]
        if arm.startswith("nohire:"):
            assert kind in restricted["market"].split()
            assert kind not in restricted["hired"].split()
        else:
            assert kind not in restricted["buildings_started"].split()


@pytest.mark.slow
def test_resume_drops_an_edited_line_and_every_line_after_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: a line edited so that it no longer reads as a game of the study (its
    seed) is dropped with every line after it, and the rest played: the same report."""
    whole, edited = tmp_path / "whole", tmp_path / "edited"
    assert study(capsys, whole)[0] == 0
    shutil.copytree(whole, edited)
    lines = (edited / "games.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    second = json.loads(lines[1])
    second["game"]["seed"] += 1
    lines[1] = json.dumps(second) + "\n"
    (edited / "games.jsonl").write_text("".join(lines), encoding="utf-8")
    code, _, err = study(capsys, edited, "--resume")
    assert code == 0, err
    assert "1 already played, resuming" in err
    assert (edited / "report.html").read_bytes() == (whole / "report.html").read_bytes()
    assert len((edited / "games.jsonl").read_text(encoding="utf-8").splitlines()) == 8


@pytest.mark.parametrize("options", ["not json", "[]", '{"games": 2}'])
def test_resume_of_an_unreadable_study_json_is_one_line_exit_1(
    options: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: a ``study.json`` that does not read as a study's options is refused:
    "DIR/study.json is missing or unreadable: cannot tell which study to resume"; nothing
    changed."""
    out = tmp_path / "study"
    out.mkdir()
    (out / "study.json").write_text(options, encoding="utf-8")
    code, stdout, err = study(capsys, out, "--resume")
    assert code == CANNOT_WRITE
    assert "study.json is missing or unreadable: cannot tell which study to resume" in one_line_error(code, stdout, err)
    assert sorted(p.name for p in out.iterdir()) == ["study.json"]
    assert (out / "study.json").read_text(encoding="utf-8") == options


@pytest.mark.slow
def test_report_prints_the_total_of_games_before_it_starts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md: "The command prints the total before it starts"; the sections that do
    not apply are said to be left out."""
    code, _, err = run_main(
        ["report", *QUICK, "--games", "2", "--players", "2", "--bots", "random", "--out", str(tmp_path / "s")], capsys
    )
    assert code == 0
    lines = err.splitlines()
    total = next(i for i, line in enumerate(lines) if line.startswith("Study: "))
    assert "(2 per arm)" in lines[total]
    assert total < min(i for i, line in enumerate(lines) if line.startswith("played "))
    assert "Section leaders left out" in err
    assert "Section buildings left out" in err


# --- where the games are played ---------------------------------------------------------------


def test_workers_past_the_cores_are_capped_and_said(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md: more workers than the machine's cores is capped at its cores, and the
    command says so."""
    from scavengers.sim.tournament import default_workers

    code, _, err = run_main(
        ["simulate", "--games", "2", "--players", "2", "--bots", "random", "--workers", "999"], capsys
    )
    assert code == 0
    cores = default_workers()
    assert f"--workers 999: this machine has {cores} cores; playing on {cores}." in err


@pytest.mark.parametrize("command", ["simulate", "report"])
def test_a_ray_address_where_nothing_answers_is_one_line_exit_1_and_leaves_no_folder(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: a command that cannot join says why (nothing answering at the address,
    checked first); a ``report`` takes back the files it had just written and the folder it
    made; exit status 1 (a cluster that does not answer)."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    out = tmp_path / "results"
    argv = [command, "--games", "2", "--players", "2", "--bots", "random", "--out", str(out)]
    if command == "report":
        argv += ["--sections", "position"]
    code, stdout, err = run_main([*argv, "--ray", f"127.0.0.1:{port}"], capsys)
    assert code == CANNOT_WRITE
    assert "nothing answers there" in err.strip().splitlines()[-1]
    assert "Traceback" not in stdout + err
    assert not out.exists()


# --- stopping, and a local Ray of its own (each in a process of its own) -------------------------


def command_line(*argv: str) -> list[str]:
    import sys

    return [sys.executable, "-m", "scavengers.cli.main", *argv]


def stopped_at_first_progress(argv: list[str], signum: int) -> tuple[int, str]:
    """Run ``scavengers ARGV``, send ``signum`` once its first progress line is out: its exit
    status and its stderr."""
    import subprocess

    child = subprocess.Popen(command_line(*argv), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    assert child.stderr is not None
    said = []
    for line in child.stderr:
        said.append(line)
        if line.startswith("played "):
            child.send_signal(signum)
            break
    said.append(child.stderr.read())
    return child.wait(timeout=60), "".join(said)


@pytest.mark.slow
def test_simulate_killed_exits_130_keeps_nothing_and_takes_back_its_folder(tmp_path: Path) -> None:
    """docs/reports.md "Stopping": ``kill`` stops ``simulate`` in one line ("stopped after 120
    of 4000 games; nothing was written (a series is kept only when whole)"), exit status 130;
    the ``--out`` folder it made and left empty is removed."""
    import signal

    out = tmp_path / "series"
    argv = ["simulate", *QUICK, "--games", "4000", "--players", "2", "--bots", "random", "--out", str(out)]
    code, err = stopped_at_first_progress(argv, signal.SIGTERM)
    assert code == 130
    assert re.search(
        r"^stopped after \d+ of 4000 games; nothing was written \(a series is kept only when whole\)$", err, re.M
    )
    assert "Traceback" not in err
    assert not out.exists()


@pytest.mark.slow
def test_report_interrupted_exits_130_and_resumes_to_the_same_report(tmp_path: Path) -> None:
    """docs/reports.md "Stopping" and "Progress and resuming": Ctrl+C stops ``report`` in one
    line ("stopped after 120 of 4000 games; resume with the same command and --resume"), exit
    status 130, the games played kept in the journal; ``--resume`` goes on to the report a run
    never stopped writes."""
    import signal
    import subprocess

    options = ["--games", "100", "--players", "2", "--bots", "random", "--sections", "position"]
    stopped = tmp_path / "stopped"
    code, err = stopped_at_first_progress(["report", *QUICK, *options, "--out", str(stopped)], signal.SIGINT)
    assert code == 130
    found = re.search(r"^stopped after (\d+) of 400 games; resume with the same command and --resume$", err, re.M)
    assert found, err
    assert "Traceback" not in err
    kept = (stopped / "games.jsonl").read_text(encoding="utf-8").splitlines()
    assert 0 < len(kept) < 400
    assert not (stopped / "report.html").exists()
    resumed = subprocess.run(
        command_line("report", *QUICK, *options, "--out", str(stopped), "--resume"),
        capture_output=True,
        text=True,
        check=False,
    )
    assert resumed.returncode == 0, resumed.stderr
    whole = tmp_path / "whole"
    subprocess.run(
        command_line("report", "--workers", "2", *options, "--out", str(whole)), capture_output=True, check=True
    )
    assert (stopped / "report.html").read_bytes() == (whole / "report.html").read_bytes()


@pytest.mark.slow
def test_ray_alone_starts_a_local_ray_for_the_run_with_the_same_results(tmp_path: Path) -> None:
    """docs/reports.md "On a Ray cluster": ``--ray`` starts a local Ray for the run (``--workers
    N``: its CPUs) and stops it after, with the same results as the local cores."""
    import subprocess

    argv = ["simulate", "--games", "4", "--players", "2", "--bots", "easy,random", "--seed", "6", "--json"]
    local = subprocess.run(command_line(*argv, "--workers", "1"), capture_output=True, text=True, check=True)
    on_ray = subprocess.run(
        command_line(*argv, "--ray", "--workers", "1"), capture_output=True, text=True, timeout=300, check=False
    )
    assert on_ray.returncode == 0, on_ray.stderr
    assert json.loads(on_ray.stdout) == json.loads(local.stdout)
    assert "Traceback" not in on_ray.stderr


# --- more of what the docs promise ---------------------------------------------------------------


def test_simulate_help_lists_every_bot_the_bots_option_takes(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md: ``simulate --help`` lists the bots ``--bots`` takes (options in bots.md)."""
    from scavengers.bots.agent import agent_names

    code, out, _ = run_main(["simulate", "--help"], capsys)
    assert code == 0
    flat = " ".join(out.split())
    for name in agent_names():
        assert re.search(rf"\b{re.escape(name)}\b", flat), name
    assert "docs/bots.md" in flat
    assert "below 2**64" in flat  # the seed's range, said where it is asked for


def test_players_default_to_one_per_name_of_bots_else_four(capsys: pytest.CaptureFixture[str]) -> None:
    """simulate --help: ``--players`` defaults to one per name of ``--bots``, else 4."""
    code, out, _ = simulate(capsys, "--games", "3", "--bots", "easy,random,random", "--json")
    assert code == 0
    assert json.loads(out)["players"] == 3
    code, out, _ = simulate(capsys, "--games", "1", "--bots", "random", "--json")
    assert json.loads(out)["players"] == 4


def test_the_setup_names_variants_and_the_2012_rules_in_the_title_and_summary(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """docs/reports.md: the title names the series' game ("HQ 1-3 ...; 2012 rules"), and
    ``summary.json`` its ``modules``, ``variants`` and ``rules``."""
    argv = ["--games", "2", "--players", "2", "--bots", "random", "--hq", "3", "--rules", "2012"]
    argv += ["--variant", "alternate_scavengers,leader_draft"]
    code, out, err = simulate(capsys, *argv)
    assert code == 0, err
    assert "HQ 1-3, alternate scavengers, leader draft; 2012 rules" in " ".join(out.split())
    code, out, _ = simulate(capsys, *argv, "--json")
    summary = json.loads(out)
    assert summary["modules"] == ["hq1", "hq2", "hq3"]
    assert summary["variants"] == ["alternate_scavengers", "leader_draft"]
    assert summary["rules"] == "2012"


@pytest.mark.slow
def test_a_harder_solo_series_names_its_opponents_and_writes_them_in_the_summary(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """docs/reports.md: a harder solo series (``--solo-add``, ``--solo-drop-families``) names its
    opponents in the table's title, and ``summary.json`` has ``solo_added`` and
    ``solo_families_removed`` beside ``rules``; a plain one has neither."""
    argv = ["--players", "1", "--bots", "heuristic", "--games", "2"]
    code, out, err = simulate(capsys, *argv, "--solo-add", "brawler,brawler", "--solo-drop-families", "1")
    assert code == 0, err
    assert "opponents harder" in out
    code, out, _ = simulate(capsys, *argv, "--solo-add", "brawler,brawler", "--solo-drop-families", "1", "--json")
    summary = json.loads(out)
    keys = list(summary)
    assert keys.index("solo_added") == keys.index("rules") + 1
    assert (summary["solo_added"], summary["solo_families_removed"]) == (["brawler", "brawler"], 1)
    code, out, _ = simulate(capsys, *argv, "--json")
    assert "solo_added" not in json.loads(out)
    assert "solo_families_removed" not in json.loads(out)


@pytest.mark.slow
def test_result_files_get_the_mode_the_umask_leaves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/reports.md "File modes": every file is written with the mode the umask leaves, as
    ``open()`` gives (0664 under umask 002), the temporary files they are first written to
    included: a report is as readable as the folder it is in."""
    import os
    import stat

    before = os.umask(0o002)
    try:
        series, a_study = tmp_path / "series", tmp_path / "study"
        assert simulate(capsys, "--games", "2", "--players", "2", "--bots", "random", "--out", str(series))[0] == 0
        assert study(capsys, a_study)[0] == 0
    finally:
        os.umask(before)
    files = [*series.iterdir(), *a_study.iterdir()]
    assert len(files) == 9
    assert {stat.S_IMODE(path.stat().st_mode) for path in files} == {0o664}


def test_bench_reads_a_negative_seed_as_the_engine_does_not_as_its_absolute_value() -> None:
    """``bench --seed`` names its game set; the engine reads a seed modulo 2**64, so -5 is the
    seed 2**64 - 5, not 5 (Python's ``random.Random`` alone would take -5 for 5)."""
    from scavengers.sim.bench import _seeds

    assert _seeds(-5, 4) != _seeds(5, 4)
    assert _seeds(-5, 4) == _seeds(SEED_LIMIT - 5, 4)
    assert _seeds(0, 4) == _seeds(0, 4)


BOTS_DOC_LINES = [
    line.strip()
    for block in re.findall(r"```sh\n(.*?)```", (DOCS / "bots.md").read_text(encoding="utf-8"), re.S)
    for line in block.splitlines()
    if line.strip().startswith("scavengers simulate")
]


@pytest.mark.slow
@pytest.mark.parametrize("line", BOTS_DOC_LINES)
def test_docs_bots_md_simulate_lines_run_as_written_at_a_small_size(
    line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/bots.md "How strong it is": each command line runs as written (here 2 games, and
    8 playouts a decision where it asks 400), with the bots it names."""
    words = line.split()[1:]
    words[words.index("--games") + 1] = "2"
    words = [word.replace("iters=400", "iters=8") for word in words]
    code, out, err = run_main([*words, *QUICK, "--json"], capsys)
    assert code == 0, err
    summary = json.loads(out)
    named = words[words.index("--bots") + 1].split(",")
    seats = summary.get("players", 1)  # a solo summary names its one bot
    assert summary["lineup"] == (named * seats if len(named) == 1 else named)


def test_docs_bots_md_lists_its_commands() -> None:
    """The lines above were found: docs/bots.md holds its nine simulate lines."""
    assert len(BOTS_DOC_LINES) >= 9


def test_analyse_same_seed_same_analysis_and_the_largest_seed_is_taken(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/analysis.md: "The same ``--seed`` and ``--iterations`` give the same analysis"; a seed
    of 2**64 - 1 is in the engine's range and taken."""
    import scavengers as sc
    from scavengers.bots.agent import decide, make_agent
    from scavengers.tui.session import HUMAN, Session

    session = Session.new(sc.GameConfig(players=2, seed=15), [HUMAN, "heuristic"], tmp_path / "game.json")
    agents = [make_agent("heuristic", 0), make_agent("heuristic", 1)]
    while not session.game.over and session.game.round <= 2:
        seat = session.game.to_act[0]
        legal = session.game.legal_actions(seat)
        session.apply(seat, decide(agents[seat], session.game, seat, legal) if len(legal) > 1 else legal[0])
    path = session.save()
    found = []
    for _ in range(2):
        code, out, err = run_main(
            ["analyse", str(path), "--json", "--iterations", "4", "--seed", str(SEED_LIMIT - 1)], capsys
        )
        assert code == 0, err
        review = json.loads(out)
        review.pop("seconds")
        found.append(review)
    assert found[0] == found[1]
    assert found[0]["decisions"]


@pytest.mark.parametrize("command", ["simulate", "report"])
@pytest.mark.parametrize(
    "address", ["", "  ", "ray://", "ray://:10001", ":6379", "HEAD:", "HEAD:port", "HEAD:0", "a b:1"]
)
def test_a_ray_address_that_is_none_is_a_bad_command_line_refused_at_once(
    command: str, address: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: ``--ray auto`` or ``--ray ray://HEAD:10001``; an address without a host
    or with a port that is no port is a bad command line (exit status 2), in one line, with no
    folder made: Ray was given ``ray://`` and tried it for half a minute, printing its own log
    lines, and a blank was taken as an address (exit 1)."""
    import time

    out = tmp_path / "results"
    argv = [command, "--games", "2", "--players", "2", "--bots", "random", "--out", str(out), "--ray", address]
    started = time.monotonic()
    code, stdout, err = run_main(argv, capsys)
    assert time.monotonic() - started < 5
    line = one_line_error(code, stdout, err)
    assert code == USAGE_ERROR
    assert "give the address of a running Ray cluster" in line
    assert not out.exists()
