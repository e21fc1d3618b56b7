"""Audit 22 of a player's saved games and their replays, across every front end and build
(replay22): a game saved in the terminal (``Session.save``, Ctrl+S) and loaded again; replayed
with ``scavengers replay`` (its steps, its seats, what each seat may see); analysed; downloaded
from the web server and opened in the terminal; every kind of game saved at awkward moments and
loaded to the same state; the same file replayed and analysed alike by the pure and the compiled
build; and every damaged file a user could make, refused in one line naming what is wrong
(exit status 2), the file left as it was.

What each test checks is what the docs promise: docs/playing.md "Saves" and "Replays",
docs/analysis.md "The analysis after a game", docs/frontends.md, README's commands and API.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import lively_choice, pure_build_answer, run_main
from scavengers.cards import CATALOGUE
from scavengers.tui.app import ScavengersApp
from scavengers.tui.replay import ReplayApp
from scavengers.tui.session import HUMAN, Session
from tui_helpers import panel_text, run_app, until

EVERY_MODULE = frozenset(sc.Module)
RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})

KINDS: dict[str, sc.GameConfig] = {
    "base-2-players": sc.GameConfig(players=2, seed=101),
    "base-5-players": sc.GameConfig(players=5, seed=102),
    "hq-1-4": sc.GameConfig(players=4, seed=103, modules=sc.hq_modules(4)),
    "recon-1-5": sc.GameConfig(players=3, seed=104, modules=RECON),
    "2012-rules": sc.GameConfig(players=3, seed=105, rules="2012", modules=sc.hq_modules(2)),
    "leader-draft": sc.GameConfig(players=3, seed=106, modules=sc.hq_modules(3), variants=frozenset({"leader_draft"})),
    "variants": sc.GameConfig(
        players=4,
        seed=107,
        modules=frozenset({"recon1", "recon2", "recon3"}),
        variants=frozenset({"alternate_refugees", "alternate_scavengers", "alternate_brawlers"}),
    ),
    "solo-every-module": sc.GameConfig(players=1, seed=108, modules=EVERY_MODULE),
}


def digest(path: Path) -> dict[str, str]:
    """Every file under ``path`` (a folder) by its bytes' hash: what was written, changed, removed."""
    return {
        str(p.relative_to(path)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(path.rglob("*"))
        if p.is_file()
    }


def played_session(path: Path, config: sc.GameConfig, actions: int | None, seed: int = 1) -> Session:
    """A terminal session of people at every seat, ``actions`` random legal actions in (all of
    them: to the end), saved to ``path``."""
    session = Session.new(config, [HUMAN] * config.players, path)
    rng = random.Random(seed)
    while not session.game.over and (actions is None or len(session.actions) < actions):
        seat = session.game.to_act[0]
        session.apply(seat, lively_choice(rng, session.game.legal_actions(seat)))
    session.save()
    return session


def against_bots(path: Path, config: sc.GameConfig, actions: int, seed: int = 2) -> Session:
    """Seat 0 a person (random legal actions), the others heuristic bots, as ``scavengers play``
    sets them; ``actions`` actions in, saved to ``path``."""
    session = Session.new(config, [HUMAN] + ["heuristic"] * (config.players - 1), path)
    rng = random.Random(seed)
    while not session.game.over and len(session.actions) < actions:
        step(session, rng)
    session.save()
    return session


def step(session: Session, rng: random.Random) -> None:
    """The next action: the person's a random legal one, a bot's its own answer."""
    seat = session.game.to_act[0]
    if session.is_human(seat):
        session.apply(seat, lively_choice(rng, session.game.legal_actions(seat)))
    else:
        action, _ = session.bot_answer(seat)
        session.apply(seat, action)


def seen_by_all(game: sc.Game) -> tuple[Any, ...]:
    """What every seat and a spectator see and may do."""
    seats: list[int | None] = [*range(game.config.players), None]
    return (
        [game.view(s) for s in seats],
        [game.legal_actions(s) for s in range(game.config.players)],
        [game.log(s) for s in seats],
        game.to_act,
        game.result,
    )


# -- damaged files: one line, exit status 2, the file as it was --------------------------------


def good_save(folder: Path) -> Path:
    """A 3-player HQ game against bots part-way (round 2 or later), saved in the terminal."""
    return against_bots(folder / "good.json", sc.GameConfig(players=3, seed=41, modules=sc.hq_modules(3)), 60).save_path


def edited(change: Callable[[dict[str, Any]], None]) -> Callable[[Path, Path], Path]:
    """A damage: the good save edited by hand (``change`` on its JSON data) into ``bad.json``."""

    def make(good: Path, bad: Path) -> Path:
        data = json.loads(good.read_text())
        change(data)
        bad.write_text(json.dumps(data))
        return bad

    return make


def written(make: Callable[[str], bytes]) -> Callable[[Path, Path], Path]:
    """A damage: ``bad.json`` holding ``make(the good save's text)``."""

    def write(good: Path, bad: Path) -> Path:
        bad.write_bytes(make(good.read_text()))
        return bad

    return write


def a_folder(good: Path, bad: Path) -> Path:
    bad.mkdir()
    return bad


def nothing(good: Path, bad: Path) -> Path:
    return bad


def a_fifo(good: Path, bad: Path) -> Path:
    os.mkfifo(bad)  # nobody ever writes to it: reading it must not wait
    return bad


def _set_action(index: int, pair: Any) -> Callable[[dict[str, Any]], None]:
    return lambda d: d["game"]["actions"].__setitem__(index, pair)


def _illegal_at_its_point(d: dict[str, Any]) -> None:
    actions = d["game"]["actions"]
    seat = actions[5][0]
    actions[5] = [seat, "hire leader_mentor"]  # a leader is never hired


def _hand_edited(d: dict[str, Any]) -> None:
    state = d["game"]["state"]
    state["players"][0]["hand"].append(state["junkyard"].pop())


# name: (how the file is damaged, what the one line must say)
DAMAGES: dict[str, tuple[Callable[[Path, Path], Path], str]] = {
    "an empty file": (written(lambda text: b""), "is not a saved game: "),
    "only blank lines": (written(lambda text: b"  \n\n"), "is not a saved game: not JSON"),
    "cut off half way": (written(lambda text: text[: len(text) // 2].encode()), "is not a saved game: "),
    "binary junk": (written(lambda text: bytes(range(256)) * 8), "is not a saved game: not UTF-8"),
    "JSON null": (written(lambda text: b"null"), "is not a saved game: it has no game config"),
    "a folder": (a_folder, "Is a directory"),
    "no such file": (nothing, "No such file"),
    "a FIFO": (a_fifo, "is not a saved game"),
    "a card that does not exist": (edited(_set_action(3, [0, "dig dragon"])), "unknown card kind 'dragon'"),
    "an action not legal at its point": (edited(_illegal_at_its_point), "saved game action 5 ('hire leader_mentor')"),
    "an action of seat 9 of 3": (edited(_set_action(3, [9, "pass"])), "no seat 9"),
    "an action of seat -1": (edited(_set_action(3, [-1, "pass"])), "no seat -1"),
    "an action of seat true": (edited(_set_action(3, [True, "pass"])), "action 3 is not a [seat, notation] pair"),
    "an action of 100,000 characters": (edited(_set_action(3, [0, "x" * 100_000])), "(100,000 characters)"),
    "an action added after the last": (
        edited(lambda d: d["game"]["actions"].append([0, "hire brawler"])),
        "saved game action 60 ('hire brawler') does not replay",
    ),
    "the last action taken out": (
        edited(lambda d: d["game"]["actions"].pop()),
        "does not replay to its saved state",
    ),
    "a hand edited": (edited(_hand_edited), "does not replay to its saved state"),
    "version 99": (edited(lambda d: d["game"].update(version=99)), "saved game version '99'; this engine reads 1"),
    "version as text": (
        edited(lambda d: d["game"].update(version="1")),
        'saved game version "1" is not a whole number; this engine reads 1',
    ),
    "no version": (edited(lambda d: d["game"].pop("version")), "saved game has no version; this engine reads 1"),
    "9 players": (edited(lambda d: d["game"]["config"].update(players=9)), "players must be 1-5, got 9"),
    "a seat that is no bot": (
        edited(lambda d: d.update(seats=[HUMAN, "wizard", "heuristic"])),
        "unknown player 'wizard'",
    ),
    "a seat's name of 100,000 characters": (
        edited(lambda d: d.update(seats=[HUMAN, "w" * 100_000, "heuristic"])),
        "unknown player 'wwwwwwwwww",
    ),
    "a bot option of 100,000 characters": (
        edited(lambda d: d.update(seats=[HUMAN, "ismcts:" + "k" * 100_000 + "=1", "heuristic"])),
        "bot 'ismcts' has no option",
    ),
}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_save_is_one_line_naming_what_is_wrong_exit_2_and_never_changed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    """docs/playing.md "Saves": a save that does not replay "stops with the action that no longer
    fits ... and changes nothing"; README: a file that is not a save is refused with the reason.
    Each command that opens a save (replay, analyse, play --load) says what is wrong in one
    short line (a name or an action of 100,000 characters is quoted in part, never whole: at
    most the 1,000 characters of any refusal, besides the file's name),
    exits with status 2, prints no traceback, and writes, changes or removes no file: neither
    the damaged one, nor the good save beside it, nor an autosave."""
    folder = tmp_path / "saves"
    folder.mkdir()
    good = good_save(folder)
    make, says = DAMAGES[damage]
    bad = make(good, folder / "bad.json")
    before = digest(tmp_path)
    for argv in (
        ["replay", str(bad), "--seat", "0"],
        ["analyse", str(bad), "--seat", "0", "--iterations", "1"],
        ["play", "--load", str(bad), "--saves-dir", str(folder)],
    ):
        code, out, err = run_main(argv, capsys)
        assert code == 2, (argv, err)
        assert out == ""
        assert err.startswith("scavengers: error: "), err[:300]
        assert err.count("\n") == 1, err[:300]
        assert str(bad) in err
        assert says in err, err[:300]
        assert "Traceback" not in err
        assert len(err) - len(str(bad)) < 1000, f"{argv[0]}: a line of {len(err)} characters"
    assert digest(tmp_path) == before


@pytest.mark.slow
def test_a_file_larger_than_any_save_is_refused_without_reading_it_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A whole game's save is tens of kB: a file of 33 MB (a log pasted in, a wrong file) is
    refused at once in one line, exit 2, and left as it was."""
    huge = tmp_path / "huge.json"
    with huge.open("w") as file:
        file.write('{"format": "scavengers-session", "pad": "' + "x" * (33 << 20) + '"}')
    before = digest(tmp_path)
    code, _, err = run_main(["replay", str(huge), "--seat", "0"], capsys)
    assert code == 2
    assert err == f"scavengers: error: {huge} is not a saved game: larger than 32 MB\n"
    assert digest(tmp_path) == before


def test_a_save_written_with_a_byte_order_mark_by_a_text_editor_still_opens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A save opened and written again by an editor that marks UTF-8 with a byte order mark is
    the same game: it loads as the good save does."""
    good = good_save(tmp_path)
    marked = tmp_path / "marked.json"
    marked.write_bytes(b"\xef\xbb\xbf" + good.read_bytes())
    assert seen_by_all(Session.load(marked, to_play=False).game) == seen_by_all(Session.load(good).game)


def test_the_list_of_saves_lists_the_good_ones_and_one_line_for_each_damaged_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/playing.md "Saves": ``scavengers saves`` lists the games; one that cannot be read is
    a line of its own (on stderr), a folder named like a save too, and nothing is changed."""
    good = good_save(tmp_path)
    (tmp_path / "junk.json").write_bytes(bytes(range(256)))
    (tmp_path / "folder.json").mkdir()
    before = digest(tmp_path)
    code, out, err = run_main(["saves", "--saves-dir", str(tmp_path)], capsys)
    assert code == 0
    assert out.count("\n") == 1
    assert f"scavengers play --load {good}" in out
    assert sorted(line.split(":")[0] for line in err.splitlines()) == ["unreadable", "unreadable"]
    assert str(tmp_path / "junk.json") in err
    assert str(tmp_path / "folder.json") in err
    assert digest(tmp_path) == before


def test_a_seats_list_edited_to_another_length_is_read_as_the_default_table(tmp_path: Path) -> None:
    """docs/frontends.md ``Table.parse``: "a ``seats`` or ``names`` list of another length than the
    players is not refused: it is replaced by the default, seat 0 a person and the rest
    ``heuristic``, and the default names". The game itself is the saved one."""
    good = good_save(tmp_path)
    data = json.loads(good.read_text())
    data["seats"] = [HUMAN, "random", "random", "random", "random"]
    data["names"] = ["Ann", "Bob"]
    edited_file = tmp_path / "edited.json"
    edited_file.write_text(json.dumps(data))
    opened = Session.load(edited_file)
    assert opened.seats == [HUMAN, "heuristic", "heuristic"]
    assert opened.names == ["Seat 0 (you)", "Seat 1 (heuristic)", "Seat 2 (heuristic)"]
    assert seen_by_all(opened.game) == seen_by_all(Session.load(good).game)


# -- the command line's own checks ------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["replay", "{file}", "--seat", "3"], "--seat: seats are 0-2, got 3"),
        (["replay", "{file}", "--seat", "-1"], "--seat: seats are 0-2, got -1"),
        (["replay", "{file}", "--round", "99"], "--round: this game has rounds 1-"),
        (["analyse", "{file}", "--seat", "7"], "--seat: seats are 0-2, got 7"),
        (["play", "--load", "{file}", "--seed", "5"], "--load resumes a saved game as it was set up: leave out --seed"),
        (["play", "--load", "{file}", "--hq", "2"], "leave out --hq/--recon"),
    ],
    ids=["replay-seat-3", "replay-seat-minus-1", "replay-round-99", "analyse-seat-7", "load-with-seed", "load-with-hq"],
)
def test_a_seat_or_round_out_of_range_or_a_setup_given_with_load_is_one_line_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], says: str
) -> None:
    """README: ``scavengers replay FILE [--seat N] [--round R]``; docs/playing.md: ``--load``
    resumes the game as saved (its setup is the file's). A seat or round the game has not, or a
    setup beside ``--load``, is one line, exit 2, and the save is left as it was."""
    folder = tmp_path / "saves"
    folder.mkdir()
    session = played_session(folder / "done.json", sc.GameConfig(players=3, seed=7), None)
    if argv[0] == "play":
        session = played_session(folder / "going.json", sc.GameConfig(players=3, seed=7), 30)
    before = digest(tmp_path)
    code, out, err = run_main([a.replace("{file}", str(session.save_path)) for a in argv], capsys)
    assert code == 2
    assert out == ""
    assert err.startswith("scavengers: error: ")
    assert err.count("\n") == 1
    assert says in err
    assert digest(tmp_path) == before


def test_play_load_of_a_finished_game_points_to_its_replay_and_leaves_it_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/playing.md "Saves": ``play --load`` resumes a game, "not a finished one"; the
    refusal names the command that replays it (docs/playing.md "Replays")."""
    done = played_session(tmp_path / "done.json", sc.GameConfig(players=2, seed=8), None).save_path
    before = digest(tmp_path)
    code, _, err = run_main(["play", "--load", str(done), "--saves-dir", str(tmp_path)], capsys)
    assert code == 2
    assert err == (f"scavengers: error: {done} is a finished game: watch it with 'scavengers replay {done}'\n")
    assert digest(tmp_path) == before


def test_a_game_opened_and_closed_unplayed_writes_no_autosave_and_leaves_its_file_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/playing.md "Saves": every game has its own autosave, "written after every action";
    a game resumed from a file outside the saves folder and closed before any action is still
    as saved: the command says so, no autosave is listed twice, the file is unchanged."""
    monkeypatch.setattr(ScavengersApp, "run", lambda self, *args, **kwargs: None)  # closed at once
    outside = against_bots(tmp_path / "mine.json", sc.GameConfig(players=3, seed=9), 25).save_path
    folder = tmp_path / "saves"
    before = digest(tmp_path)
    code, out, err = run_main(["play", "--load", str(outside), "--saves-dir", str(folder)], capsys)
    assert code == 0, err
    assert out == f"Nothing was played: the game is still as saved in {outside}\n"
    assert digest(tmp_path) == before


def test_an_autosave_resumed_and_closed_is_written_again_to_the_same_bytes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/playing.md "Saves": a game resumed from its own autosave keeps that file (its
    autosave), written at the start: the same game, so the same bytes, and no second file."""
    monkeypatch.setattr(ScavengersApp, "run", lambda self, *args, **kwargs: self.session.save(self.autosave))
    folder = tmp_path / "saves"
    folder.mkdir()
    autosave = against_bots(folder / "game-20260101-120000.json", sc.GameConfig(players=2, seed=10), 25).save_path
    before = digest(tmp_path)
    code, out, _ = run_main(["play", "--load", str(autosave), "--saves-dir", str(folder)], capsys)
    assert code == 0
    assert out == f"The game is saved in {autosave}; resume it with: scavengers play --load {autosave}\n"
    assert digest(tmp_path) == before


@pytest.mark.parametrize(("flag", "hints"), [([], False), (["--hints"], True)], ids=["kept", "changed"])
def test_a_resumed_game_keeps_its_hints_setting_unless_the_command_changes_it(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    flag: list[str],
    hints: bool,
) -> None:
    """docs/analysis.md "Where hints are allowed": at a table of several people hints are off
    unless allowed; "A resumed game keeps its setting (``--hints`` / ``--no-hints`` change it)",
    and the game resumed is written with the setting it is played with."""
    resumed: list[bool | None] = []

    def closed(app: ScavengersApp, *args: Any, **kwargs: Any) -> None:
        resumed.append(app.session.hints)
        app.session.save(app.autosave)

    monkeypatch.setattr(ScavengersApp, "run", closed)
    folder = tmp_path / "saves"
    folder.mkdir()
    friends = played_session(folder / "game-20260101-120000.json", sc.GameConfig(players=3, seed=14), 20)
    assert friends.hints is False  # several people: off unless allowed
    code, _, err = run_main(["play", "--load", str(friends.save_path), "--saves-dir", str(folder), *flag], capsys)
    assert code == 0, err
    assert resumed == [hints]
    assert Session.load(friends.save_path).hints is hints


def test_undo_never_reaches_an_action_made_before_the_game_was_loaded(tmp_path: Path) -> None:
    """docs/playing.md "Undo": "Undo reaches only the actions taken since the game was started or
    loaded: a game loaded from a save keeps what was played before as it was." Her own last
    hire, which she could take back before saving, cannot be once the game is loaded."""
    config = sc.GameConfig(players=2, seed=11)
    session = Session.new(config, [HUMAN, "heuristic"], tmp_path / "game.json")
    rng = random.Random(5)
    while True:
        seat = session.game.to_act[0]
        hires = [a for a in session.game.legal_actions(seat) if a.verb is sc.Verb.HIRE]
        if session.is_human(seat) and hires:
            session.apply(seat, hires[0])
            break
        step(session, rng)
    assert session.undo_count(0) == 1  # before the save: hers to take back
    loaded = Session.load(session.save())
    assert loaded.undo_count(0) == 0
    assert not loaded.undo(0)
    assert loaded.actions == session.actions


def test_a_game_saved_after_an_undo_loads_as_the_game_without_the_action(tmp_path: Path) -> None:
    """docs/playing.md "Undo": undo "replays the game from its start without the actions taken
    back, so the result is exactly the game as it would have been"; saved then, the file is that
    game."""
    config = sc.GameConfig(players=3, seed=12, modules=sc.hq_modules(2))
    session = Session.new(config, [HUMAN, "heuristic", "heuristic"], tmp_path / "game.json")
    rng = random.Random(6)
    while True:
        step(session, rng)
        if session.undo_count(0):
            break
    kept = list(session.actions[: -session.undo_count(0)])
    assert session.undo(0)
    loaded = Session.load(session.save())
    assert loaded.actions == kept
    assert seen_by_all(loaded.game) == seen_by_all(Session.replay(config, kept))


def test_the_replay_of_a_stacked_table_starts_at_its_round_and_refuses_an_earlier_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """README ``scavengers replay FILE [--round R]``; docs/scenarios.md: a scenario starts at the
    round it gives. A game from a table stacked at round 14 has rounds from 14 to its last (the
    game ends when the contested resources run out, not at a round's number): ``--round 1`` is
    refused in one line naming them, ``--round 15`` starts at round 15's first step."""
    scenario = {"round": 14, "players": [{"hand": ["brawler", "spear"]}, {"hand": ["scout", "pills"]}]}
    config = sc.GameConfig(players=2, seed=13, scenario=scenario)
    session = played_session(tmp_path / "stacked.json", config, None)
    code, _, err = run_main(["replay", str(session.save_path), "--round", "1"], capsys)
    assert code == 2
    last = session.game.view(None).round
    assert last > 15
    assert err == f"scavengers: error: --round: this game has rounds 14-{last}, got 1\n"
    app = ReplayApp(Session.load(session.save_path), None, start_round=15)
    assert app.games[app.index].view(None).round == 15
    assert app.games[app.index - 1].view(None).round == 14


# -- every kind of game, saved at awkward moments, loads to the same state ----------------------


MOMENTS = ("save", "respond", "commit", "skirmish", "leader", "keep")
"""Decisions saved at on purpose (docs/view.md's kinds): a pending answer to a snipe (``save``),
a reaction window, a commit, the skirmish under way, a leader being chosen, a dig's keep."""


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_kind_of_game_saved_at_awkward_moments_loads_to_the_same_state(tmp_path: Path, kind: str) -> None:
    """docs/playing.md "Saves": "The table is exactly the one saved". Saved by the terminal's
    session at the first of each awkward decision, at the start of the last round and when the
    game is over, and loaded from the file: every seat's and a spectator's view, every seat's
    legal actions and log are equal, the seats and names too, and the same next actions lead
    to the same game."""
    config = KINDS[kind]
    session = Session.new(config, [HUMAN] * config.players, tmp_path / "live.json")
    rng = random.Random(3)
    saved_at: set[str] = set()
    last_round = 16 if config.players > 1 else None
    while True:
        decision = session.game.view(None).decision
        moment = None
        if session.game.over:
            moment = "over"
        elif decision is not None and decision.kind in MOMENTS and decision.kind not in saved_at:
            moment = decision.kind
        elif last_round is not None and session.game.view(None).round == last_round and "last" not in saved_at:
            moment = "last"
        if moment is not None:
            saved_at.add(moment)
            path = session.save(tmp_path / f"{moment}.json")
            loaded = Session.load(path) if not session.game.over else Session.load(path, to_play=False)
            assert seen_by_all(loaded.game) == seen_by_all(session.game), moment
            assert (loaded.seats, loaded.names, loaded.actions) == (session.seats, session.names, session.actions)
            ahead = random.Random(len(saved_at))
            twin = session.game.clone()
            for _ in range(4):
                if twin.over:
                    break
                seat = twin.to_act[0]
                action = lively_choice(ahead, twin.legal_actions(seat))
                assert loaded.apply(seat, str(action)) == twin.apply(seat, action)
            assert seen_by_all(loaded.game) == seen_by_all(twin)
        if session.game.over:
            break
        seat = session.game.to_act[0]
        session.apply(seat, lively_choice(rng, session.game.legal_actions(seat)))
    assert {"over", "commit"} <= saved_at if config.players > 1 else "over" in saved_at
    assert len(saved_at) >= 3, saved_at


SNIPED = {
    "round": 3,
    "initiator": 0,
    "players": [
        {"hand": ["sniper_team", "brawler", "spear"], "deck": []},
        {"hand": ["medic", "brawler", "scavenger"], "deck": []},
    ],
    "contested": ["grenade", "wolf_pack", "sled_team"],
}
"""Seat 0 snipes with her sniper team; seat 1 holds a medic, to save from a snipe in the
gathering (RULINGS I-4; in the skirmish only the revealed force answers, I-6)."""


def test_a_game_saved_with_a_snipe_waiting_for_a_medic_loads_with_the_same_answer_pending(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A medic is "played from the hand to save another tribe member card from a sniper attack"
    [000:543]; the save window opens with the target's owner (RULINGS I-4). Saved while seat 1
    (the person, against a bot) is asked whether to save her sniped scavenger, the file loads
    to that very moment: the same views, the same pending answer ("save medic" or pass), and
    answering it there goes on as in the game never saved; ``scavengers replay --seat 1``
    ends at it, as she saw it."""
    config = sc.GameConfig(players=2, seed=5, modules=sc.hq_modules(1), scenario=SNIPED)
    session = Session.new(config, ["heuristic", HUMAN], tmp_path / "sniped.json")
    for seat, action in [
        (0, "end"),
        (0, "commit brawler sniper_team"),
        (1, "end"),
        (1, "commit brawler"),
        (0, "snipe 1:brawler"),  # in the skirmish: her medic in hand cannot answer (I-6)
        (1, "dig scavenger"),
        (0, "snipe 1:scavenger"),
    ]:
        session.apply(seat, action)
    decision = session.game.view(1).decision
    assert decision is not None
    assert (decision.kind, decision.seat) == ("save", 1)
    loaded = Session.load(session.save())
    assert seen_by_all(loaded.game) == seen_by_all(session.game)
    assert [str(a) for a in loaded.game.legal_actions(1)] == ["pass", "save medic"]
    for answer in ("save medic", "pass"):
        here, there = loaded.game.clone(), session.game.clone()
        assert here.apply(1, answer) == there.apply(1, answer)
        assert seen_by_all(here) == seen_by_all(there)
    app = ReplayApp(Session.load(session.save_path, to_play=False), 1)
    assert app.games[-1].view(1) == session.game.view(1)
    assert app.moves[-1] == (0, "snipe 1:scavenger")
    code, _, err = run_main(["replay", str(session.save_path), "--seat", "0"], capsys)
    assert code == 2  # the bot's side of a game not finished: never shown
    assert "this game is not finished" in err


@pytest.mark.slow
@pytest.mark.parametrize(
    ("config", "cut"),
    [
        (sc.GameConfig(players=4, seed=201), 90),
        (sc.GameConfig(players=5, seed=202, modules=sc.hq_modules(4)), 150),
        (sc.GameConfig(players=1, seed=203, modules=frozenset({"recon2"})), 20),
    ],
    ids=["base-4-players", "hq-1-4-5-players", "solo-recon-2"],
)
def test_a_game_against_heuristic_bots_goes_on_after_a_load_as_without_the_break(
    tmp_path: Path, config: sc.GameConfig, cut: int
) -> None:
    """docs/playing.md "Saves": resumed, the bots that do not draw at random "choose alike"
    (docs/frontends.md: the bots are made from the game's seed, the same in every front end):
    a game against heuristic bots saved and loaded part-way ends exactly as the one played on
    without the break, the person making the same moves."""
    whole = against_bots(tmp_path / "whole.json", config, 10**6)
    part = against_bots(tmp_path / "part.json", config, cut)
    assert not part.game.over
    loaded = Session.load(part.save_path)
    rng = random.Random(2)
    replayed = Session.new(config, loaded.seats, tmp_path / "scratch.json")
    while len(replayed.actions) < cut:  # the person's random choices, drawn as in the first game
        step(replayed, rng)
    assert replayed.actions == loaded.actions
    while not loaded.game.over:
        seat = loaded.game.to_act[0]
        if loaded.is_human(seat):
            loaded.apply(seat, lively_choice(rng, loaded.game.legal_actions(seat)))
        else:
            action, _ = loaded.bot_answer(seat)
            loaded.apply(seat, action)
    assert loaded.actions == whole.actions
    assert loaded.game.result == whole.game.result


# -- the terminal: Ctrl+S of a loaded game -------------------------------------------------------


def mid_skirmish_save(folder: Path) -> Path:
    """A 3-player game against bots saved with a skirmish decision or a commit of the person's open."""
    config = sc.GameConfig(players=3, seed=301, modules=sc.hq_modules(2))
    session = Session.new(config, [HUMAN, "heuristic", "heuristic"], folder / "mid.json")
    rng = random.Random(4)
    while True:
        decision = session.game.view(0).decision
        if decision is not None and decision.seat == 0 and decision.kind in {"skirmish", "commit"}:
            return session.save()
        step(session, rng)


@pytest.mark.slow
def test_ctrl_s_of_a_loaded_game_writes_the_same_game_and_the_loaded_file_is_left_alone(tmp_path: Path) -> None:
    """docs/playing.md "Keys": Ctrl+S saves to ``--save FILE``; the game loaded from another file
    is written there as it is (the same game when loaded again), the file it came from untouched."""
    loaded_from = mid_skirmish_save(tmp_path)
    before = loaded_from.read_bytes()
    target = tmp_path / "mine.json"
    session = Session.load(loaded_from, target)
    app = ScavengersApp(session, delay=0, autosave=None, save_at_start=False)

    async def script(pilot: Any) -> None:
        await pilot.press("ctrl+s")
        await until(pilot, target.exists, "the save")

    run_app(app, script, (120, 40))
    assert loaded_from.read_bytes() == before
    again = Session.load(target)
    assert seen_by_all(again.game) == seen_by_all(Session.load(loaded_from).game)
    assert again.actions == Session.load(loaded_from).actions


@pytest.mark.slow
def test_ctrl_s_to_a_folder_says_it_could_not_save_and_the_game_goes_on(tmp_path: Path) -> None:
    """Ctrl+S to a place that cannot be written (``--save`` names a folder) says so on the
    screen; nothing is written or removed, and the game is as it was."""
    loaded_from = mid_skirmish_save(tmp_path)
    folder = tmp_path / "a-folder.json"
    folder.mkdir()
    session = Session.load(loaded_from, folder)
    was = seen_by_all(session.game)
    before = digest(tmp_path)
    app = ScavengersApp(session, delay=0, autosave=None, save_at_start=False)
    said: list[str] = []

    async def script(pilot: Any) -> None:
        await pilot.press("ctrl+s")
        await until(pilot, lambda: "Could not save" in panel_text(app, "#message"), "the refusal")
        said.append(panel_text(app, "#message"))

    run_app(app, script, (120, 40))
    assert f"Could not save to {folder}" in said[0]
    assert "Traceback" not in said[0]
    assert digest(tmp_path) == before
    assert seen_by_all(session.game) == was


# -- replays: steps, seats and what a seat may see ---------------------------------------------


def finished(path: Path, seed: int = 401) -> Session:
    """A finished 3-player HQ 1-4 game of a person against two heuristic bots."""
    return against_bots(path, sc.GameConfig(players=3, seed=seed, modules=sc.hq_modules(4)), 10**6)


HIDDEN_VERBS = {"keep", "commit", "trash", "store", "top"}
"""Moves whose cards only their player sees (a dig's keep, a force committed, cards trashed)."""


@pytest.mark.slow
def test_a_replay_as_seat_1_never_names_the_cards_of_another_seats_hidden_move(tmp_path: Path) -> None:
    """docs/playing.md "Replays": ``--seat N`` steps through a game "as seat N saw it": the last
    move of another seat is told as the log tells it to seat N ("keeps a card"), never the card
    kept, committed or trashed unseen."""
    session = finished(tmp_path / "game.json")
    app = ReplayApp(session, 1)
    told = 0
    for index in range(1, len(app.games)):
        app.index = index
        actor, notation = app.moves[index - 1]
        last = app._last_move(app.games[index], session.names)
        verb, _, cards = notation.partition(" ")
        if actor != 1 and verb in HIDDEN_VERBS and cards and cards != "none":
            told += 1
            words = set(re.findall(r"[a-z0-9_]+", last.lower()))
            kinds = set(re.findall(r"[a-z0-9_]+", cards)) & set(CATALOGUE)
            names = {CATALOGUE[kind].name.lower() for kind in kinds}
            assert kinds, notation
            assert not words & kinds, (index, notation, last)
            assert not any(re.search(rf"\b{re.escape(name)}\b", last.lower()) for name in names), (index, last)
    assert told > 5  # the game had such moves to hide


def test_a_replay_of_a_game_against_bots_not_finished_is_only_the_persons_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """README ``scavengers replay``: a game not finished yet replays "only as the seat of the one
    person at a table of bots, so that no bot's hand is shown": a bot's seat is refused."""
    going = against_bots(tmp_path / "going.json", sc.GameConfig(players=3, seed=402), 40).save_path
    code, _, err = run_main(["replay", str(going), "--seat", "1"], capsys)
    assert code == 2
    assert err.startswith("scavengers: error: this game is not finished")
    assert err.count("\n") == 1
    app = ReplayApp(Session.load(going, to_play=False), 0)  # the person's own seat replays
    assert app.games[-1].view(0) == Session.load(going, to_play=False).game.view(0)


@pytest.mark.slow
def test_the_analysis_replay_steps_are_the_replays_steps_and_step_is_the_saves_index(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/analysis.md: ``step`` is "the number of actions of the game before the decision (its
    index in the save's list)"; ``replay_step`` is "the step of ``scavengers replay`` that shows
    the decision made"; the same seed and iterations give the same analysis; "``--seat`` may be
    left out when one person played"."""
    session = finished(tmp_path / "game.json", seed=403)
    argv = ["analyse", str(session.save_path), "--seat", "0", "--json", "--iterations", "2"]
    code, out, _ = run_main(argv, capsys)
    assert code == 0
    found = json.loads(out)
    app = ReplayApp(session, 0)
    assert found["decisions"]
    for decision in found["decisions"]:
        seat, notation = session.actions[decision["step"]]
        assert seat == 0
        assert decision["taken"] == notation
        assert app.shown_at[decision["step"]] == decision["replay_step"]
        assert app.moves[decision["replay_step"] - 1] == (0, notation)
    assert found["winners"] == list(session.game.result.winners)  # type: ignore[union-attr]
    code, again, _ = run_main(argv, capsys)
    assert json.loads(again)["decisions"] == found["decisions"]
    code, alone, _ = run_main([a for a in argv if a not in ("--seat", "0")], capsys)  # the only person
    assert code == 0
    assert json.loads(alone)["decisions"] == found["decisions"]


# -- a game from the web server, opened in the terminal -----------------------------------------


@pytest.mark.slow
def test_a_web_game_saved_from_its_end_screen_replays_and_analyses_in_the_terminal_as_on_the_server(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """README: ``GET /api/games/{id}/file`` gives a finished game "in the terminal's save format
    (``scavengers replay FILE``, ``scavengers analyse FILE``)"; docs/playing.md: "Save the game
    downloads it as a file the terminal opens". Two people and a bot with HQ 1 and Recon 2:
    the file opens in the replay with every hand shown, its seat-by-seat views at each step are
    the server's replay's, and the analysis of a person's seat runs on it."""
    import warnings

    from scavengers.server import create_app
    from scavengers.server.serialize import view_json
    from scavengers.storage import open_store

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
        from fastapi.testclient import TestClient

    store = open_store(f"sqlite:///{tmp_path / 'games.db'}")
    with TestClient(create_app(store, bot_delay=0, bot_workers=0)) as client:
        setup = {"players": 3, "seats": [HUMAN, "heuristic", HUMAN], "seed": 6, "modules": ["hq1", "recon2"]}
        made = client.post("/api/games", json=setup).json()
        game_id = made["id"]
        tokens = {s["seat"]: s["token"] for s in made["seats"]}
        while True:
            seen = {seat: client.get(f"/api/games/{game_id}", params={"token": t}).json() for seat, t in tokens.items()}
            if seen[0]["over"]:
                break
            for seat in (s for s in seen if seen[s]["legal_actions"]):  # none while the bot moves
                taken = {"token": tokens[seat], "action": seen[seat]["legal_actions"][-1]}
                assert client.post(f"/api/games/{game_id}/actions", json=taken).status_code == 200
                break
        answer = client.get(f"/api/games/{game_id}/file")
        assert answer.status_code == 200
        path = tmp_path / "from-the-web.json"
        path.write_bytes(answer.content)
        session = Session.load(path, to_play=False)
        steps = len(session.actions)
        for seat in (0, 1, 2):
            for at in (0, steps // 3, steps - 1, steps):
                served = client.get(f"/api/games/{game_id}/replay", params={"seat": seat, "step": at}).json()
                mine = Session.replay(session.game.config, session.actions[:at])
                assert served["view"] == json.loads(json.dumps(view_json(mine.view(seat)))), (seat, at)
    app = ReplayApp(session, None)
    assert app.games[-1].over
    assert [app.games[-1].view(s) for s in range(3)] == [session.game.view(s) for s in range(3)]
    code, out, err = run_main(["analyse", str(path), "--seat", "2", "--json", "--iterations", "1"], capsys)
    assert code == 0, err
    assert json.loads(out)["names"] == ["Seat 0", "Seat 1 (heuristic)", "Seat 2"]
    code, _, err = run_main(["analyse", str(path), "--iterations", "1"], capsys)
    assert code == 2  # two people played: whose decisions is the user's to say
    assert "give --seat N (0-2)" in err


# -- the pure and the compiled build ----------------------------------------------------------


PARITY = [
    (sc.GameConfig(players=3, seed=501, modules=sc.hq_modules(4)), 1),
    (sc.GameConfig(players=4, seed=502, modules=RECON, variants=frozenset({"alternate_brawlers"})), 2),
    (sc.GameConfig(players=1, seed=503, modules=frozenset({"hq1", "recon1"})), 0),
]


def parity_answer(folder: Path) -> list[dict[str, Any]]:
    """For each game of ``PARITY`` saved to a file: the replay's steps (the seat's view at each,
    hashed) and the analysis of that seat (without its clock)."""
    from scavengers.analysis.review import review

    answers = []
    for config, seat in PARITY:
        session = played_session(folder / f"{config.seed}.json", config, None, seed=config.seed)
        opened = Session.load(session.save_path, to_play=False)
        app = ReplayApp(opened, seat)
        views = hashlib.sha256(repr([g.view(seat) for g in app.games]).encode()).hexdigest()
        found = review(opened.game.config, opened.actions, seat, iterations=2, seed=0)
        decisions = [(d.step, d.replay_step, d.taken, d.better, round(d.after, 6)) for d in found.decisions]
        answers.append(
            {"steps": len(app.games), "shown": sorted(app.shown_at.items()), "views": views, "review": decisions}
        )
    same: list[dict[str, Any]] = json.loads(json.dumps(answers))  # as the pure build's answer reads
    return same


@pytest.mark.slow
def test_the_same_saved_file_gives_the_same_replay_and_analysis_in_the_pure_and_the_compiled_build(
    tmp_path: Path,
) -> None:
    """docs/analysis.md: "Both engines give the same analysis"; a saved file replays to the same
    steps and views in either (run in the compiled stage of .ci/run, against the pure source)."""
    pure = pure_build_answer(str(Path(__file__).resolve()))
    mine = parity_answer(tmp_path)
    assert all(game["steps"] > 10 for game in mine)
    assert mine == pure["games"]


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory() as scratch:
        json.dump({"compiled": sc.engine_compiled(), "games": parity_answer(Path(scratch))}, sys.stdout)
