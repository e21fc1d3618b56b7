"""``scavengers play``, ``replay`` and ``saves`` from the command line: malformed files (nested
100,000 deep included) give one clear line and exit 2, never a traceback; autosaves are one
file per game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import scavengers as sc
from scavengers.bots import make_agent, run_game
from scavengers.cli import bench as cli_bench
from scavengers.cli.main import main
from scavengers.json_input import MAX_DEPTH, TOO_DEEP
from scavengers.tui.session import HUMAN, Session, SessionError, autosave_path, list_saves


def saved_game(tmp_path: Path, name: str = "save.json", seats: list[str] | None = None) -> Path:
    session = Session.new(sc.GameConfig(players=2, seed=5), seats or [HUMAN, "heuristic"], tmp_path / name)
    return session.save()


def edited(path: Path, change: dict[str, object], game_change: dict[str, object] | None = None) -> Path:
    data = json.loads(path.read_text())
    data.update(change)
    if game_change is not None:
        data["game"].update(game_change)
    path.write_text(json.dumps(data))
    return path


def broken_files(tmp_path: Path) -> dict[str, Path]:
    not_utf8 = tmp_path / "latin1.json"
    not_utf8.write_bytes(b'{"format": "\xe9t\xe9"}')
    no_config = edited(saved_game(tmp_path, "a.json"), {}, {"config": None})
    bad_modules = saved_game(tmp_path, "b.json")
    data = json.loads(bad_modules.read_text())
    data["game"]["config"]["modules"] = ["hq9"]
    bad_modules.write_text(json.dumps(data))
    return {
        "not UTF-8": not_utf8,
        "no config": no_config,
        "bad modules": bad_modules,
        "unknown bot": edited(saved_game(tmp_path, "c.json"), {"seats": [HUMAN, "oracle"]}),
        "a list": edited(saved_game(tmp_path, "e.json"), {"game": [1, 2]}),
    }


@pytest.mark.parametrize("command", ["play --load", "replay --seat 0", "analyse --seat 0"])
def test_a_malformed_file_is_one_clear_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    for what, path in broken_files(tmp_path).items():
        verb, *options = command.split()
        argv = [verb, *options, str(path)] if verb == "play" else [verb, str(path), *options]
        assert main(argv) == 2, what
        captured = capsys.readouterr()
        assert captured.err.startswith("scavengers: error: "), what
        assert captured.err.count("\n") == 1, what
        assert "Traceback" not in captured.err + captured.out, what


def test_a_malformed_scenario_is_one_clear_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases = {
        "latin1.json": b'{"round": "\xe9"}',
        "list.json": b"[1, 2]",
        "badcard.json": json.dumps({"players": [{"hand": ["dragon"]}]}).encode(),
        "badtype.json": json.dumps({"round": "three"}).encode(),
    }
    for name, content in cases.items():
        path = tmp_path / name
        path.write_bytes(content)
        assert main(["play", "--scenario", str(path), "--players", "2"]) == 2, name
        captured = capsys.readouterr()
        assert captured.err.startswith("scavengers: error: "), name
        assert captured.err.count("\n") == 1, name


def test_a_game_with_no_person_can_be_replayed_but_not_played(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bots_only = edited(saved_game(tmp_path, "d.json"), {"seats": ["heuristic", "random"]})
    assert main(["play", "--load", str(bots_only)]) == 2
    assert "at least one seat must be 'human'" in capsys.readouterr().err
    assert Session.load(bots_only, to_play=False).seats == ["heuristic", "random"]


@pytest.mark.parametrize(
    "extra",
    [["--seed", "5"], ["--players", "3"], ["--hq", "2"], ["--bots", "random"], ["--hotseat"], ["--rules", "2012"]],
)
def test_a_setup_option_given_with_load_is_refused_not_ignored(
    extra: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = saved_game(tmp_path, "s.json")
    assert main(["play", "--load", str(saved), *extra]) == 2
    err = capsys.readouterr().err
    assert f"--load resumes a saved game as it was set up: leave out {extra[0]}" in err.replace("--hq/--recon", "--hq")
    assert err.count("\n") == 1


def test_a_saved_name_reaches_the_terminal_without_control_characters(tmp_path: Path) -> None:
    """An edited save's escape sequences ("clear the screen") are no part of a seat's name."""
    saved = edited(saved_game(tmp_path, "e.json"), {"names": ["\u001b[2J\u001b[31mEVIL\u0007", "Bo"]})
    assert Session.load(saved, to_play=False).names == ["[2J[31mEVIL", "Bo"]


def test_saves_refuses_a_file_given_as_its_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saved = saved_game(tmp_path, "one.json")
    assert main(["saves", "--saves-dir", str(saved)]) == 2
    assert "is a file, not a folder of saves" in capsys.readouterr().err


def test_a_finished_game_is_not_offered_for_resume(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=4))
    run_game(game, [make_agent("heuristic", 0), make_agent("heuristic", 1)])
    folder = tmp_path / "saves"
    finished = Session(game=game, seats=[HUMAN, "heuristic"], names=["a", "b"], save_path=folder / "done.json").save()
    saved_game(folder, "going.json")
    assert main(["play", "--load", str(finished)]) == 2
    assert "finished game" in capsys.readouterr().err
    assert main(["saves", "--saves-dir", str(folder)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert any("finished" in line and f"scavengers replay {finished}" in line for line in lines)
    assert any("round 1" in line and "scavengers play --load" in line and "going.json" in line for line in lines)


def test_each_game_gets_its_own_autosave_file(tmp_path: Path) -> None:
    config = sc.GameConfig(players=2, seed=5)
    first = autosave_path(tmp_path)
    Session.new(config, [HUMAN, "heuristic"], first).save()
    second = autosave_path(tmp_path)
    assert second != first
    assert not second.exists()


def test_saving_leaves_no_temporary_file_and_two_saves_never_share_one(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    other = Session.load(path)
    other.save(path)
    saved_game(tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]
    summaries, broken = list_saves(tmp_path)
    assert broken == []
    assert [s.path for s in summaries] == [path]


def test_two_games_saving_at_once_never_break_a_save(tmp_path: Path) -> None:
    import threading

    path = tmp_path / "shared.json"
    sessions = [Session.new(sc.GameConfig(players=2, seed=seed), [HUMAN, "heuristic"], path) for seed in (1, 2)]
    errors: list[BaseException] = []

    def keep_saving(session: Session) -> None:
        try:
            for _ in range(25):
                session.save()
                Session.load(path)  # whatever was written last is a whole save
        except BaseException as error:  # collected for the assertion below
            errors.append(error)

    threads = [threading.Thread(target=keep_saving, args=(s,)) for s in sessions]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert [p.name for p in tmp_path.iterdir()] == ["shared.json"]


def test_play_fails_when_the_app_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scavengers.tui import app as tui_app

    def crash(self: tui_app.ScavengersApp) -> None:
        self._return_code = 1  # what Textual sets when the app dies of an exception

    monkeypatch.setattr(tui_app.ScavengersApp, "run", crash)
    assert main(["play", "--players", "2", "--saves-dir", str(tmp_path)]) == 1


def test_an_unwritable_saves_folder_is_refused_before_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Found out at the start, in one line and exit 2, not only when quitting a game played
    with no autosave."""
    from scavengers.tui import app as tui_app

    def never(self: tui_app.ScavengersApp) -> None:
        raise AssertionError("the game started")

    monkeypatch.setattr(tui_app.ScavengersApp, "run", never)
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["play", "--players", "2", "--seed", "1", "--saves-dir", str(blocker / "saves")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"scavengers: error: cannot keep autosaves in {blocker / 'saves'} (")
    assert err.endswith("give a folder you can write with --saves-dir\n")
    assert err.count("\n") == 1


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["play", "--players", "9"], "argument --players: players must be 1-5, got 9 (see: scavengers play --help)"),
        (["plya"], "argument COMMAND: invalid choice: 'plya'"),
        (["replay"], "the following arguments are required: file (see: scavengers replay --help)"),
        (["play", "--players", "2", "--bots", "nobody,heuristic"], "--bots: unknown player 'nobody'"),
        (["watch", "--players", "2", "--bots", "random", "--seat", "7"], "--seat: seats are 0-1, got 7"),
    ],
)
def test_every_command_line_error_is_one_line_and_exit_2(
    argv: list[str], said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """argparse's own errors (a bad option) read as the commands' (a bad value): one line,
    ``scavengers: error: ...``, exit status 2, no usage block."""
    code: object
    try:
        code = main([*argv, "--saves-dir", str(tmp_path)] if argv[0] == "play" else argv)
    except SystemExit as stop:  # argparse's errors
        code = stop.code
    assert code == 2
    err = capsys.readouterr().err
    assert err.startswith("scavengers: error: ")
    assert said in err
    assert err.count("\n") == 1
    assert "usage:" not in err


def test_a_command_that_stops_with_a_message_says_it_as_the_others_do(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit, match="unknown bot 'oracle'") as stopped:
        main(["simulate", "--games", "2", "--bots", "oracle"])
    assert stopped.value.code == 2  # a bad command line, as argparse exits
    err = capsys.readouterr().err
    assert err.startswith("scavengers: error: --bots: unknown bot 'oracle'")
    assert err.count("\n") == 1


DEPTH = 100_000
"""Far deeper than Python's parser can recurse: ``json.loads`` fails with a RecursionError."""


def deep_files(tmp_path: Path) -> dict[str, Path]:
    """JSON nested 100,000 deep (arrays, and objects with a key at every level), and 65 deep:
    one level past the checked reader's limit, which Python's parser itself would accept."""
    files = {
        "arrays": "[" * DEPTH + "]" * DEPTH,
        "objects": '{"game":' * DEPTH + "1" + "}" * DEPTH,
        "just too deep": "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1),
    }
    paths = {}
    for name, text in files.items():
        paths[name] = tmp_path / f"{name.replace(' ', '-')}.json"
        paths[name].write_text(text, encoding="utf-8")
    return paths


@pytest.mark.parametrize("command", ["play --load", "replay", "play --scenario"])
def test_a_file_nested_100000_deep_is_one_clear_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    what = "a scenario" if command == "play --scenario" else "a saved game"
    for name, path in deep_files(tmp_path).items():
        assert main([*command.split(), str(path)]) == 2, name
        captured = capsys.readouterr()
        assert captured.err == f"scavengers: error: {path} is not {what}: {TOO_DEEP}\n", name
        assert "Traceback" not in captured.out, name


def test_a_deeply_nested_file_among_the_saves_is_named_and_the_others_listed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "saves"
    good = saved_game(folder, "good.json")
    deep = deep_files(folder)
    assert main(["saves", "--saves-dir", str(folder)]) == 0
    captured = capsys.readouterr()
    listed = captured.out.splitlines()
    assert len(listed) == 1
    assert f"scavengers play --load {good}" in listed[0]
    assert sorted(captured.err.splitlines()) == sorted(
        f"unreadable: {path} is not a saved game: {TOO_DEEP}" for path in deep.values()
    )


def test_a_save_nested_exactly_as_deep_as_allowed_is_read_past_the_json(tmp_path: Path) -> None:
    """The limit refuses only what is deeper than it: at 64 levels the save is read and
    refused for what it is (no game config), not for its depth."""
    path = tmp_path / "deep-enough.json"
    path.write_text("[" * MAX_DEPTH + "]" * MAX_DEPTH, encoding="utf-8")
    with pytest.raises(SessionError, match="it has no game config"):
        Session.load(path)


def test_scavengers_alone_prints_its_help_and_version_prints_the_version(capsys: pytest.CaptureFixture[str]) -> None:
    """A newcomer's first ``scavengers``: the commands, and how to start a game, not an error."""
    assert main([]) == 0
    shown = capsys.readouterr().out
    assert "usage: scavengers" in shown
    assert "simulate" in shown
    assert "scavengers play" in shown
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.startswith("scavengers ")


def test_saves_lists_a_solo_game_as_one_player(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "saves"
    Session.new(sc.GameConfig(players=1, seed=5), [HUMAN], folder / "solo.json").save()
    saved_game(folder, "pair.json")
    assert main(["saves", "--saves-dir", str(folder)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert sum("solo game (human)" in line for line in lines) == 1
    assert sum("2 players (human,heuristic)" in line for line in lines) == 1


def test_ctrl_c_in_a_command_without_a_stop_of_its_own_is_one_line_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Ctrl+C during ``scavengers bench`` (no stop of its own): one line and the shell's status
    for an interrupt, 130."""

    def interrupted(**_: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli_bench, "run_bench", interrupted)
    assert main(["bench", "--games", "1"]) == 130
    assert capsys.readouterr().err == "scavengers: stopped\n"


def test_saves_says_each_games_setup_and_counts_a_solo_games_turns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The terminal audit: a 5-player HQ 4 + Recon game read only "5 players (...) round 1"."""
    folder = tmp_path / "saves"
    modules = frozenset({"hq1", "hq2", "hq3", "hq4", "recon2"})
    config = sc.GameConfig(players=3, seed=5, modules=modules, variants=frozenset({"leader_draft"}), rules="2012")
    Session.new(config, [HUMAN, "heuristic", "heuristic"], folder / "rich.json").save()
    Session.new(sc.GameConfig(players=1, seed=5), [HUMAN], folder / "solo.json").save()
    saved_game(folder, "plain.json")
    assert main(["saves", "--saves-dir", str(folder)]) == 0
    lines = capsys.readouterr().out.splitlines()
    rich = next(line for line in lines if "rich.json" in line)
    assert "[HQ 1-4, Recon 2, leader draft; 2012 rules]" in rich  # as every output names them
    solo = next(line for line in lines if "solo.json" in line)
    assert "turn 1" in solo
    assert "[base game]" in solo
    assert "[base game]" in next(line for line in lines if "plain.json" in line)
