"""A command-line user's audit (cli18): every command and option as README.md and docs/*.md
describe them, run in this process. ``--help`` works everywhere; the documented defaults,
outputs, files and exit statuses hold (docs/reports.md "Exit status": 0 done, 2 a bad command
line, 1 files that cannot be written or used); every bad input is one line on stderr and a
non-zero exit, never a traceback, and changes no file it should not."""

from __future__ import annotations

import argparse
import json
import random
import socket
import sys
from pathlib import Path

import pytest
import uvicorn

import scavengers as sc
from helpers import run_main
from scavengers.cli.main import build_parser
from scavengers.tui.session import HUMAN, Session

USAGE_ERROR = 2
CANNOT_WRITE = 1


def commands() -> list[str]:
    """Every subcommand ``scavengers --help`` lists."""
    parser = build_parser()
    found = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return sorted(found.choices)


def one_line_error(code: int, out: str, err: str) -> str:
    """The refusal's one line, checked to be one line of the command's own, with no traceback."""
    assert code != 0
    assert "Traceback" not in out + err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("scavengers: error: "), err
    return lines[0]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def saved_game(folder: Path, name: str, config: sc.GameConfig, seats: list[str], finish: bool = True) -> Path:
    """A game of uniformly random moves (to its end, or 40 actions), saved as the terminal saves."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed)
    steps = 0
    while not game.over and (finish or steps < 40):
        seat = game.to_act[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        steps += 1
    return Session(game=game, seats=seats, save_path=folder / name).save()


def files_in(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# -- help everywhere ---------------------------------------------------------------------------


def test_scavengers_help_lists_every_command_the_readme_names(capsys: pytest.CaptureFixture[str]) -> None:
    """README "the scavengers command": play, learn, saves, replay, analyse, watch, simulate,
    report, serve, loadtest, bench (and train, docs/rl.md) are all commands."""
    code, out, _ = run_main(["--help"], capsys)
    assert code == 0
    for command in ("play", "learn", "saves", "replay", "analyse", "watch", "simulate", "report", "serve"):
        assert command in out
    assert {"loadtest", "bench", "train"} <= set(commands())


@pytest.mark.parametrize("command", commands())
def test_each_command_has_help_that_exits_0_and_names_its_options(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """README: "each subcommand has --help"."""
    code, out, err = run_main([command, "--help"], capsys)
    assert code == 0
    assert out.startswith(f"usage: scavengers {command}")
    assert "--help" in out
    assert "Traceback" not in err


@pytest.mark.parametrize("command", commands())
def test_an_unknown_option_of_each_command_is_one_line_and_exit_2(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    required = {"analyse": ["game.json"], "replay": ["game.json"], "report": ["--out", "R"]}.get(command, [])
    code, out, err = run_main([command, *required, "--no-such-option"], capsys)
    assert code == USAGE_ERROR
    line = one_line_error(code, out, err)
    assert "unrecognized arguments: --no-such-option" in line
    assert f"scavengers {command} --help" in line


# -- bad command lines: one line, exit 2 (docs/reports.md "Exit status") -----------------------

BAD_COMMAND_LINES = {
    "players 0": (["watch", "--players", "0"], "players must be 1-5"),
    "players not a number": (["simulate", "--players", "x"], "not a number: 'x'"),
    "report players 1": (["report", "--players", "1", "--out", "R"], "players must be 2-5"),
    "games 0": (["simulate", "--games", "0"], "at least 1, got 0"),
    "games negative": (["report", "--games", "-3", "--out", "R"], "at least 1, got -3"),
    "hq too high": (["watch", "--hq", "9"], "must be 0-4, got 9"),
    "hq negative": (["simulate", "--hq", "-1"], "must be 0-4, got -1"),
    "recon unknown": (["watch", "--recon", "9"], "a Recon module must be 1-5"),
    "recon blank": (["watch", "--recon", "1,,2"], "a Recon module is empty"),
    "variant unknown": (["play", "--variant", "nosuch"], "unknown variant 'nosuch'"),
    "rules edition unknown": (["simulate", "--rules", "2013"], "the rules are 2015 or 2012, got '2013'"),
    "bot unknown (watch)": (["watch", "--bots", "nosuch"], "unknown bot 'nosuch'"),
    "bot unknown (simulate)": (["simulate", "--bots", "nosuch", "--players", "2"], "unknown bot 'nosuch'"),
    "bot unknown (report)": (["report", "--bots", "nosuch", "--out", "R"], "unknown bot 'nosuch'"),
    "bot unknown (play)": (["play", "--bots", "nosuch"], "unknown player 'nosuch'"),
    "bot option unknown": (["watch", "--bots", "ismcts:nosuch=1", "--players", "2"], "has no option 'nosuch'"),
    "bot option negative": (["watch", "--bots", "ismcts:iters=-1", "--players", "2"], "iters must be at least 1"),
    "bots too many": (["watch", "--bots", "random,random,random", "--players", "2"], "give one bot or 2"),
    "bot name blank": (["simulate", "--bots", "random,,random"], "a bot name is empty"),
    "learned weights missing": (["watch", "--bots", "learned:weights=/no/such.npz", "--players", "2"], "cannot read"),
    "leader draft without hq 3": (
        ["simulate", "--variant", "leader_draft", "--players", "2", "--bots", "random"],
        "needs the leaders of HQ module 3",
    ),
    "solo add without solo": (["watch", "--solo-add", "brawler", "--players", "2"], "--players 1"),
    "solo add unknown card": (["watch", "--solo-add", "nosuch", "--players", "1", "--bots", "random"], "'nosuch'"),
    "solo families too many": (["play", "--solo-drop-families", "99"], "must be 0-6, got 99"),
    "solo with two bots": (["simulate", "--players", "1", "--bots", "random,random"], "one bot for the solo game"),
    "watch seat out of range": (["watch", "--seat", "5", "--players", "2", "--bots", "random"], "seats are 0-1"),
    "seed too big": (["watch", "--seed", str(2**80), "--players", "2", "--bots", "random"], "below 2**64"),
    "seed not a number": (["simulate", "--seed", "x"], "invalid int value: 'x'"),
    "workers 0": (["simulate", "--workers", "0"], "at least 1, got 0"),
    "out empty": (["simulate", "--out", ""], "give a folder name"),
    "report out missing": (["report", "--games", "2"], "required: --out"),
    "report section unknown": (["report", "--sections", "nosuch", "--out", "R"], "sections are leaders"),
    "report no section applies": (["report", "--sections", "leaders", "--out", "R"], "no section applies"),
    "bench players 1": (["bench", "--players", "1"], "players must be 2-5"),
    "bench repeats 0": (["bench", "--repeats", "0"], "at least 1, got 0"),
    "analyse iterations 0": (["analyse", "game.json", "--iterations", "0"], "at least 1, got 0"),
    "serve port 0": (["serve", "--port", "0"], "the port must be 1-65535"),
    "serve bot delay negative": (["serve", "--bot-delay", "-1"], "0 or more"),
    "serve bot delay inf": (["serve", "--bot-delay", "inf"], "0 or more"),
    "serve hint seconds 0": (["serve", "--hint-seconds", "0"], "above 0"),
    "serve sleep after 0": (["serve", "--sleep-after", "0"], "above 0"),
    "loadtest fault unknown": (["loadtest", "--fault", "nosuch"], "invalid choice: 'nosuch'"),
    "loadtest seconds 0": (["loadtest", "--seconds", "0"], "above 0"),
    "train players 1": (["train", "--players", "1"], "players must be 2-5"),
    "train dagger mix 2": (["train", "--dagger-mix", "2"], "from 0 to 1"),
    "train teacher self": (["train", "--teacher", "self"], "cannot imitate itself"),
    "learn lesson unknown": (["learn", "nosuch"], "no lesson 'nosuch'"),
    "replay no file": (["replay"], "required: file"),
    "unknown command": (["nosuch"], "invalid choice: 'nosuch'"),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(BAD_COMMAND_LINES))
def test_a_bad_command_line_is_one_line_and_exit_status_2_and_writes_nothing(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md "Exit status": "2: a bad command line, whatever finds it: an unknown
    option or bot, a number out of range, a variant without the module it needs ..., no
    section that applies"; nothing is played, so nothing is written (here: no --out folder R)."""
    argv, said = BAD_COMMAND_LINES[name]
    monkeypatch.chdir(tmp_path)
    code, out, err = run_main(argv, capsys)
    # report says first which sections do not apply to the game asked for (docs/reports.md)
    err = "".join(line for line in err.splitlines(keepends=True) if not line.startswith("Section "))
    line = one_line_error(code, out, err)
    assert said in line
    assert run_main(argv, capsys)[0] == USAGE_ERROR
    assert list(tmp_path.iterdir()) == []


# -- files that are not what they should be ----------------------------------------------------


@pytest.fixture
def odd_files(tmp_path: Path) -> dict[str, Path]:
    files = {
        "missing": tmp_path / "missing.json",
        "folder": tmp_path / "folder",
        "malformed": tmp_path / "malformed.json",
        "not utf-8": tmp_path / "binary.json",
        "a list": tmp_path / "list.json",
        "an empty object": tmp_path / "empty.json",
    }
    files["folder"].mkdir()
    files["malformed"].write_text("{", encoding="utf-8")
    files["not utf-8"].write_bytes(b"\xff\xfe")
    files["a list"].write_text("[1, 2]", encoding="utf-8")
    files["an empty object"].write_text("{}", encoding="utf-8")
    return files


@pytest.mark.parametrize("kind", ["missing", "folder", "malformed", "not utf-8", "a list", "an empty object"])
@pytest.mark.parametrize(
    "command", [["replay", "{}"], ["analyse", "{}"], ["play", "--load", "{}"], ["play", "--scenario", "{}"]]
)
def test_a_file_that_is_no_saved_game_or_scenario_is_refused_in_one_line_unchanged(
    kind: str, command: list[str], odd_files: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    """README: replay, analyse and play --load take a saved game, play --scenario a JSON
    scenario; anything else is one line naming the file, exit 2, and the file is left as it was."""
    path = odd_files[kind]
    before = path.read_bytes() if path.is_file() else None
    code, out, err = run_main([word.replace("{}", str(path)) for word in command], capsys)
    line = one_line_error(code, out, err)
    assert code == USAGE_ERROR
    assert str(path) in line or "scenario must be" in line  # the file, or what a scenario must be
    assert (path.read_bytes() if path.is_file() else None) == before
    assert path.exists() == (kind != "missing")


def test_saves_refuses_a_file_given_as_its_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "save.json"
    file.write_text("{", encoding="utf-8")
    line = one_line_error(*run_main(["saves", "--saves-dir", str(file)], capsys))
    assert "is a file, not a folder" in line
    assert file.read_text(encoding="utf-8") == "{"


def test_saves_lists_the_saved_games_with_the_command_for_each_and_names_an_unreadable_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """README: "scavengers saves: the autosaved games ... the command that resumes each game in
    progress, or replays a finished one"."""
    done = saved_game(tmp_path, "done.json", sc.GameConfig(players=2, seed=3), [HUMAN, "random"])
    going = saved_game(tmp_path, "going.json", sc.GameConfig(players=2, seed=3), [HUMAN, "random"], finish=False)
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    code, out, err = run_main(["saves", "--saves-dir", str(tmp_path)], capsys)
    assert code == 0
    assert f"scavengers replay {done}" in out
    assert f"scavengers play --load {going}" in out
    assert "[base game]" in out
    assert err.startswith("unreadable: ")
    assert "broken.json" in err
    assert "Traceback" not in err


# -- play, replay and analyse before any terminal app starts ------------------------------------


def test_play_load_refuses_setup_options_it_would_ignore(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    going = saved_game(tmp_path, "going.json", sc.GameConfig(players=2, seed=3), [HUMAN, "random"], finish=False)
    line = one_line_error(*run_main(["play", "--load", str(going), "--hq", "2", "--seed", "4"], capsys))
    assert "leave out --seed, --hq/--recon" in line


def test_play_load_of_a_finished_game_points_to_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    done = saved_game(tmp_path, "done.json", sc.GameConfig(players=2, seed=3), [HUMAN, "random"])
    line = one_line_error(*run_main(["play", "--load", str(done)], capsys))
    assert f"scavengers replay {done}" in line


@pytest.mark.parametrize(
    ("options", "said"),
    [
        (["--seat", "2"], "--seat: seats are 0-1, got 2"),
        (["--seat", "-1"], "--seat: seats are 0-1, got -1"),
        (["--round", "0"], "--round: this game has rounds 1-"),
        (["--round", "999"], "got 999"),
    ],
)
def test_replay_refuses_a_seat_or_round_the_game_has_not(
    options: list[str], said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    done = saved_game(tmp_path, "done.json", sc.GameConfig(players=2, seed=3), [HUMAN, "random"])
    code, out, err = run_main(["replay", str(done), *options], capsys)
    assert code == USAGE_ERROR
    assert said in one_line_error(code, out, err)


def test_replay_and_analyse_of_an_unfinished_game_never_show_a_bots_side(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """README: a game not finished yet is replayed "only as the seat of the one person at a table
    of bots, so that no bot's hand is shown"; analyse likewise."""
    going = saved_game(tmp_path, "going.json", sc.GameConfig(players=2, seed=3), [HUMAN, "random"], finish=False)
    for command in (
        ["replay", str(going)],
        ["replay", str(going), "--seat", "1"],
        ["analyse", str(going), "--seat", "1"],
    ):
        code, out, err = run_main(command, capsys)
        line = one_line_error(code, out, err)
        assert code == USAGE_ERROR
        assert "not finished" in line
        assert out == ""


@pytest.mark.parametrize(
    ("plot", "status", "said"),
    [
        ("folder", USAGE_ERROR, "is a folder"),
        ("chance.txt", USAGE_ERROR, "a plot is written as .png, .svg or .pdf"),
        ("no/such/folder/chance.png", CANNOT_WRITE, "no folder"),
    ],
)
def test_analyse_checks_the_plot_file_before_the_analysis(
    plot: str, status: int, said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/analysis.md: "another extension or a folder is a bad command line (exit status 2), a
    place that cannot be written (no such folder, no permission) a failure to write output (exit
    status 1), each refused at once"."""
    done = saved_game(tmp_path, "done.json", sc.GameConfig(players=2, seed=3), [HUMAN, "random"])
    (tmp_path / "folder").mkdir()
    code, out, err = run_main(["analyse", str(done), "--plot", str(tmp_path / plot)], capsys)
    assert code == status
    assert said in one_line_error(code, out, err)
    assert "judging" not in err


def test_analyse_json_has_the_documented_fields_and_the_plot_gets_png_added(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/analysis.md: --json prints file, names, seat, players, iterations, playouts,
    seconds, stopped, winners, decisions (each with step, replay_step, round, taken, better,
    before, after, loss, marked, advice); "a name without one gets .png"; --seat may be left
    out where one person played."""
    done = saved_game(tmp_path, "done.json", sc.GameConfig(players=2, seed=3), [HUMAN, "random"])
    code, out, _ = run_main(
        ["analyse", str(done), "--iterations", "2", "--json", "--plot", str(tmp_path / "c")], capsys
    )
    assert code == 0
    review = json.loads(out)
    keys = {"file", "names", "seat", "players", "iterations", "playouts", "seconds", "stopped", "winners"}
    assert keys | {"decisions"} <= set(review)
    assert review["seat"] == 0
    assert review["players"] == 2
    assert review["iterations"] == 2
    assert review["stopped"] is False
    assert review["decisions"]
    each = {"step", "replay_step", "round", "taken", "better", "before", "after", "loss", "marked", "advice"}
    assert each <= set(review["decisions"][0])
    assert (tmp_path / "c.png").read_bytes().startswith(b"\x89PNG")


# -- watch ---------------------------------------------------------------------------------------


def test_watch_prints_the_log_then_each_seat_with_its_bot_and_the_winner(capsys: pytest.CaptureFixture[str]) -> None:
    """README: watch: "bots play one game; prints it as that seat (or a spectator) saw it"."""
    code, out, _ = run_main(["watch", "--players", "2", "--bots", "random,easy", "--seed", "4"], capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("[round  1] ")
    assert lines[-2].startswith("Seat 0 (random): ")
    assert lines[-1].startswith("Seat 1 (easy): ")
    assert "<- winner" in lines[-2] + lines[-1]


def test_watch_of_the_solo_game_prints_the_score_and_its_harder_opponents(capsys: pytest.CaptureFixture[str]) -> None:
    """README: "--players 1: a bot's solo game, --solo-add/--solo-drop-families as for play"."""
    argv = ["watch", "--players", "1", "--bots", "heuristic", "--solo-add", "brawler", "--solo-drop-families", "1"]
    code, out, _ = run_main(argv, capsys)
    assert code == 0
    last = out.splitlines()[-1]
    assert last.startswith("Seat 0 (heuristic): ")
    assert " points (" in last
    assert out.splitlines()[-2].startswith("Opponents: ")


# -- simulate and report: files written, folders refused -----------------------------------------


def test_simulate_out_writes_games_csv_summary_json_and_a_plot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """README: simulate "--out DIR (games.csv: one CSV with a row per game and seat;
    summary.json; a PNG plot)"; --json prints the summary."""
    out_dir = tmp_path / "series"
    argv = ["simulate", "--games", "2", "--players", "2", "--bots", "random", "--workers", "1", "--json"]
    code, out, err = run_main([*argv, "--out", str(out_dir)], capsys)
    assert code == 0
    assert sorted(p.name for p in out_dir.iterdir()) == ["games.csv", "summary.json", "winrates.png"]
    assert json.loads(out) == json.loads((out_dir / "summary.json").read_text(encoding="utf-8"))
    rows = (out_dir / "games.csv").read_text(encoding="utf-8").strip().splitlines()
    assert len(rows) == 1 + 2 * 2  # a header, then a row per game and seat
    assert "Wrote " in err


def test_simulate_solo_out_writes_scores_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`simulate --out` help: "(solo: scores.png)"."""
    out_dir = tmp_path / "solo"
    argv = ["simulate", "--games", "2", "--players", "1", "--bots", "random", "--workers", "1", "--out", str(out_dir)]
    assert run_main(argv, capsys)[0] == 0
    assert sorted(p.name for p in out_dir.iterdir()) == ["games.csv", "scores.png", "summary.json"]


def test_simulate_out_a_file_is_exit_1_and_the_file_is_unchanged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: "1: ... an --out that cannot be written to or is a file"."""
    file = tmp_path / "taken"
    file.write_text("mine", encoding="utf-8")
    argv = ["simulate", "--games", "2", "--players", "2", "--bots", "random", "--out", str(file)]
    code, out, err = run_main(argv, capsys)
    assert code == CANNOT_WRITE
    assert "is a file, not a folder" in one_line_error(code, out, err)
    assert file.read_text(encoding="utf-8") == "mine"


@pytest.mark.slow
def test_report_refuses_a_folder_of_simulate_results_and_simulate_a_study(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md "The folder": a new study is refused a folder that holds another run's
    results without a study; "Nothing is written"; simulate --out refuses a folder holding a
    report study. Exit status 1 for both."""
    series = tmp_path / "series"
    small = ["--games", "2", "--players", "2", "--bots", "random", "--workers", "1"]
    assert run_main(["simulate", *small, "--out", str(series)], capsys)[0] == 0
    before = files_in(series)
    code, out, err = run_main(["report", *small, "--sections", "position", "--out", str(series)], capsys)
    assert code == CANNOT_WRITE
    assert "not a study's" in err
    assert "Traceback" not in err
    assert files_in(series) == before
    study = tmp_path / "study"
    assert run_main(["report", *small, "--sections", "position", "--out", str(study)], capsys)[0] == 0
    assert (study / "report.html").exists()
    kept = files_in(study)
    code, out, err = run_main(["simulate", *small, "--out", str(study)], capsys)
    assert code == CANNOT_WRITE
    assert "holds a balance study" in one_line_error(code, out, err)
    assert files_in(study) == kept
    # --resume with other options is refused, nothing changed
    code, out, err = run_main(
        ["report", *small, "--seed", "9", "--sections", "position", "--resume", "--out", str(study)], capsys
    )
    assert code == CANNOT_WRITE
    assert "other options" in err
    assert files_in(study) == kept


def test_report_resume_in_a_folder_with_no_study_is_refused_and_makes_no_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: "--resume in a folder with no study ("nothing to resume in DIR")"."""
    where = tmp_path / "none"
    code, _out, err = run_main(
        ["report", "--games", "2", "--sections", "position", "--resume", "--out", str(where)], capsys
    )
    assert code == CANNOT_WRITE
    assert "nothing to resume in" in err
    assert not where.exists()


# -- bench, learn, train ---------------------------------------------------------------------------


@pytest.mark.slow
def test_bench_json_no_check_exits_0_and_names_the_build(capsys: pytest.CaptureFixture[str]) -> None:
    """README: bench prints games/s ... naming the Python build; --json; --no-check exits 0."""
    argv = ["bench", "--games", "1", "--repeats", "1", "--players", "2", "--json", "--no-check", "--this-build-only"]
    code, out, _ = run_main(argv, capsys)
    assert code == 0
    figures = json.loads(out)
    assert figures["games_per_s"] > 0
    assert "CPython" in figures["build_name"] or "PyPy" in figures["build_name"]


def test_learn_list_lists_the_twelve_lessons_and_where_progress_is_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/learning.md: "Twelve short lessons"; `scavengers learn --list`: "the lessons, each
    marked done or not"."""
    progress = tmp_path / "lessons.json"
    code, out, _ = run_main(["learn", "--list", "--progress", str(progress)], capsys)
    assert code == 0
    lessons = [line for line in out.splitlines() if "[    ]" in line]
    assert len(lessons) == 12
    assert str(progress) in out.splitlines()[-1]
    assert not progress.exists()  # listing writes nothing


def test_train_without_pytorch_says_how_to_install_it_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """README: the trainer needs PyTorch, which the dev extra leaves out: the command says so."""
    monkeypatch.setitem(sys.modules, "torch", None)  # import torch fails as where it is not installed
    monkeypatch.delitem(sys.modules, "scavengers.rl.train", raising=False)
    code, out, err = run_main(["train"], capsys)
    assert code == 1
    assert "needs PyTorch" in one_line_error(code, out, err)


# -- serve and loadtest --------------------------------------------------------------------------


@pytest.mark.parametrize("url", ["sqlite:///", "sqlite:////", "sqlite:///.", "sqlite:///..", "sqlite:///FOLDER"])
def test_serve_db_naming_no_file_is_one_line_and_leaves_no_lock_file(
    url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/serving.md: --db is ``sqlite:///FILE``; a URL that names no file (none at all, the
    current or parent folder, a folder) is one line, exit 1, and no ``.lock`` file is left
    anywhere (it was a traceback from ``Path.with_name`` for ``sqlite:///``)."""
    work = tmp_path / "work"
    (work / "FOLDER").mkdir(parents=True)
    monkeypatch.chdir(work)
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: pytest.fail("the server started"))
    code, out, err = run_main(["serve", "--port", str(free_port()), "--db", url], capsys)
    assert code == CANNOT_WRITE
    assert "names a folder, not a file" in one_line_error(code, out, err)
    assert "serving" not in err
    assert sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*")) == ["work", "work/FOLDER"]


def test_serve_on_a_file_that_is_no_database_leaves_it_and_no_lock_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A server that does not start changes no file: the file named is left as it was, and the
    ``FILE.lock`` docs/serving.md says a running server holds is not left behind."""
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: pytest.fail("the server started"))
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database, " * 40, encoding="utf-8")
    before = files_in(tmp_path)
    code, out, err = run_main(["serve", "--port", str(free_port()), "--db", f"sqlite:///{notes}"], capsys)
    assert code == CANNOT_WRITE
    assert "file is not a database" in one_line_error(code, out, err)
    assert files_in(tmp_path) == before


def test_serve_keeps_an_existing_lock_file_when_it_cannot_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Only the lock file a failed start made itself is taken back: one an earlier server left
    stays."""
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: pytest.fail("the server started"))
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database, " * 40, encoding="utf-8")
    (tmp_path / "notes.txt.lock").write_text("", encoding="utf-8")
    code, _, _ = run_main(["serve", "--port", str(free_port()), "--db", f"sqlite:///{notes}"], capsys)
    assert code == CANNOT_WRITE
    assert (tmp_path / "notes.txt.lock").exists()


def test_serve_on_a_new_sqlite_file_starts_and_holds_its_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The fix above leaves the normal start alone: the file is made, FILE.lock beside it."""
    started: list[object] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: started.append(app))
    db = tmp_path / "games.sqlite3"
    assert run_main(["serve", "--port", str(free_port()), "--db", f"sqlite:///{db}"], capsys)[0] == 0
    assert started
    assert db.exists()
    assert (tmp_path / "games.sqlite3.lock").exists()


@pytest.mark.parametrize(
    "argv",
    [
        ["serve", "--bot-workers", "-3"],
        ["loadtest", "--bot-workers", "-1"],
        ["loadtest", "--games", "0"],
        ["loadtest", "--games", "-5"],
        ["loadtest", "--servers", "0"],
    ],
)
def test_serve_and_loadtest_refuse_a_negative_or_zero_count_as_a_bad_command_line(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/serving.md: --bot-workers N is "the threads they think in" (0: none, between
    requests), so -3 is no count of threads; it was taken quietly as 0. loadtest --games and
    --servers below 1 were refused with exit status 1, not as the bad command line they are
    (docs/reports.md "Exit status": 2 for "a number out of range")."""
    from scavengers.server import loadtest

    monkeypatch.setattr(uvicorn, "run", lambda app, **options: pytest.fail("the server started"))
    monkeypatch.setattr(loadtest, "run_loadtest", lambda *args, **options: pytest.fail("the load test started"))
    code, out, err = run_main([*argv, "--port", str(free_port())] if argv[0] == "serve" else argv, capsys)
    assert code == USAGE_ERROR
    assert "must be at least" in one_line_error(code, out, err)


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["loadtest", "--servers", "2"], "only through PostgreSQL"),
        (["loadtest", "--fault", "disconnect"], "give --db postgresql://"),
        (["loadtest", "--fault", "lock", "--db", "postgresql://x/y"], "locks an SQLite file"),
        (["serve", "--public-url", "games.example.org"], "with its scheme"),
        (["serve", "--host", "nosuch.invalid"], "not an address to listen on"),
    ],
)
def test_serve_and_loadtest_refuse_conflicting_options_in_one_line(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run_main(argv, capsys)
    assert said in one_line_error(code, out, err)


@pytest.mark.parametrize(
    ("name", "content", "said"),
    [
        ("01_folder.toml", None, "Is a directory"),
        ("02_cut.toml", b"x = [", "not TOML"),
        ("03_binary.toml", b"\xff", "cannot read the lesson"),
        ("04_missing.toml", b"", "No such file"),
    ],
)
def test_learn_a_lesson_file_that_cannot_be_read_is_one_line_and_learn_check_exits_1(
    name: str, content: bytes | None, said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/learning.md: `scavengers learn FILE.toml` plays a lesson file being written;
    `learn --check FILE` reads each and "exit[s] 1 at a problem" (learn --help)."""
    path = tmp_path / name
    if content is None:
        path.mkdir()
    elif content:
        path.write_bytes(content)
    code, out, err = run_main(["learn", str(path)], capsys)
    assert code == USAGE_ERROR
    assert said in one_line_error(code, out, err)
    code, out, err = run_main(["learn", "--check", str(path)], capsys)
    assert code == 1
    assert out.startswith(f"{path}: ")
    assert said in out
    assert "Traceback" not in out + err


def test_simulate_help_lists_the_bots(capsys: pytest.CaptureFixture[str]) -> None:
    """README: simulate: "--help lists the bots"."""
    from scavengers.bots.agent import agent_names

    code, out, _ = run_main(["simulate", "--help"], capsys)
    assert code == 0
    flat = " ".join(out.split())
    for name in agent_names():
        assert name in flat


@pytest.mark.slow
def test_simulate_gives_the_same_results_whatever_workers(capsys: pytest.CaptureFixture[str]) -> None:
    """simulate --help: "Same seed, same results, whatever --workers"."""
    argv = ["simulate", "--games", "4", "--players", "2", "--bots", "random,easy", "--seed", "7", "--json"]
    code, one, _ = run_main([*argv, "--workers", "1"], capsys)
    assert code == 0
    code, two, _ = run_main([*argv, "--workers", "2"], capsys)
    assert code == 0
    assert json.loads(one) == json.loads(two)


def test_serve_with_an_empty_db_is_refused_not_read_as_the_default(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # docs/serving.md: --db URL names the database; an empty one (a variable left unset in a
    # script) served the default database without a word.
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: pytest.fail("the server started"))
    code, out, err = run_main(["serve", "--port", str(free_port()), "--db", " "], capsys)
    assert code == CANNOT_WRITE
    assert "--db: give a database URL" in one_line_error(code, out, err)


@pytest.mark.parametrize(
    "command",
    [
        ["replay", "{}"],
        ["analyse", "{}"],
        ["play", "--load", "{}"],
        ["simulate", "--games", "2", "--players", "2", "--out", "{}/out"],  # {} a file: no folder
    ],
)
def test_a_file_name_with_a_newline_or_tab_is_said_on_one_line_escaped(
    command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every bad input is one line on stderr: a file's name that holds a newline or a tab
    (possible on Linux) is written with its escapes, not broken over two lines."""
    odd = tmp_path / "two\nlines\tand a tab"
    if "--out" in command:
        odd.write_text("not a folder", encoding="utf-8")
    code, out, err = run_main([word.replace("{}", str(odd)) for word in command], capsys)
    line = one_line_error(code, out, err)
    assert "two\\nlines\\tand a tab" in line
    assert odd.exists() == ("--out" in command)
