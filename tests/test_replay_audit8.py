"""A strategist's audit of saving, reloading, replaying and sharing games (replay8).

A game saved at any moment (its very first decision, a reaction window open, a commit or a
skirmish under way, a choice made one card at a time, a leader being chosen, the game over), in
every kind of game, reloads as the same game: the same views for every seat and a spectator, the
same legal actions, the same log, the same future under the same actions (README "Using the
engine": "same config, seed and actions give the same game"; docs/playing.md "Saves": "The table
is exactly the one saved"). Every legal action's notation reads back as that action (README
"Action notation"). ``scavengers replay`` steps forward and back through a whole game alike.
Corrupt and hostile files are one clear line on the command line and an ``InvalidAction`` in
the API, and never change another save. The list of saves, read at a shared screen, names no
seed and no card only one seat saw.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import SelectionList, Static

import scavengers as sc
from helpers import lively_choice
from scavengers.cards import CATALOGUE
from scavengers.cli.main import main
from scavengers.table import Table, TableError
from scavengers.tui.app import ScavengersApp
from scavengers.tui.replay import ReplayApp
from scavengers.tui.screens import PassScreen
from scavengers.tui.session import HUMAN, Session, list_saves
from tui_helpers import panel_text

ALL_MODULES = frozenset(sc.Module)

CONFIGS: dict[str, sc.GameConfig] = {
    "2-players": sc.GameConfig(players=2, seed=11),
    "3-players": sc.GameConfig(players=3, seed=12),
    "5-players": sc.GameConfig(players=5, seed=13),
    "hq-1-4": sc.GameConfig(players=4, seed=14, modules=sc.hq_modules(4)),
    "recon-1-5": sc.GameConfig(
        players=3, seed=15, modules=frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
    ),
    "every-module": sc.GameConfig(players=4, seed=16, modules=ALL_MODULES),
    "2012-rules-hq": sc.GameConfig(players=3, seed=17, rules="2012", modules=sc.hq_modules(4)),
    "leader-draft": sc.GameConfig(players=3, seed=18, modules=sc.hq_modules(3), variants=frozenset({"leader_draft"})),
    "alternate-hands": sc.GameConfig(
        players=3,
        seed=19,
        modules=frozenset({"recon1", "recon2", "recon3"}),
        variants=frozenset({"alternate_refugees", "alternate_scavengers", "alternate_brawlers"}),
    ),
    "solo": sc.GameConfig(players=1, seed=20),
    "solo-hq3-every-module": sc.GameConfig(players=1, seed=21, modules=ALL_MODULES),
    "solo-harder": sc.GameConfig(
        players=1,
        seed=22,
        modules=frozenset({"recon2"}),
        solo_added=("assassin", "sniper_team"),
        solo_families_removed=1,
    ),
    "stacked-scenario": sc.GameConfig(
        players=3,
        seed=23,
        modules=sc.hq_modules(4),
        scenario={
            "round": 4,
            "initiator": 1,
            "players": [
                {"hand": ["sniper_team", "medic", "brawler", "spear"], "leader": "leader_mentor"},
                {
                    "hand": ["saboteur", "engineer", "toolkit", "scavenger"],
                    "leader": "leader_fanatic",
                    "buildings": [{"building": "bunker", "stored": ["sniper_team"]}],
                },
                {"hand": ["scout", "pills", "refugee", "net", "medkit"], "leader": "leader_butcher"},
            ],
        },
    ),
}

AWKWARD = frozenset({"leader", "respond", "save", "resume", "keep", "commit", "skirmish", "choose", "top", "bribe"})
"""The decisions a strategist saves at on purpose: a leader being chosen, a reaction window
open, a commit or the skirmish under way, a choice made one card at a time (docs/view.md)."""


def everything_seen(game: sc.Game) -> tuple[Any, ...]:
    """What every seat and a spectator can see and do: views, legal actions, logs, who acts."""
    players = game.config.players
    seats: list[int | None] = [*range(players), None]
    return (
        [game.view(s) for s in seats],
        [game.legal_actions(s) for s in range(players)],
        [game.log(s) for s in seats],
        game.to_act,
        game.over,
        game.result,
    )


def same_game(original: sc.Game, reloaded: sc.Game, rng: random.Random, future: int = 6) -> None:
    """``reloaded`` is ``original``: everything seen now, and after the same next actions
    (given as notation to the reloaded game, as a save's actions are)."""
    assert everything_seen(reloaded) == everything_seen(original)
    assert reloaded.to_json() == original.to_json()
    ahead = original.clone()
    for _ in range(future):
        if ahead.over:
            break
        seat = ahead.to_act[0]
        action = lively_choice(rng, ahead.legal_actions(seat))
        assert reloaded.apply(seat, str(action)) == ahead.apply(seat, action)
        assert everything_seen(reloaded) == everything_seen(ahead)


def decision_kind(game: sc.Game) -> str | None:
    decision = game.view(None).decision
    return None if decision is None else decision.kind


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_a_game_saved_at_any_awkward_moment_reloads_as_the_same_game(name: str, tmp_path: Path) -> None:
    """README "Using the engine" (``to_json``/``from_json``: the same game) and docs/playing.md
    "Saves" (the table exactly as saved), in every kind of game: at its very first decision,
    at each kind of awkward decision the game reaches, now and then between, and once over;
    through the engine's text and through the terminal's save file alike."""
    config = CONFIGS[name]
    game = sc.Game.new(config)
    rng = random.Random(config.seed)
    kinds_saved: set[str] = set()
    moments = 0
    steps = 0
    while True:
        kind = decision_kind(game)
        first_of_kind = kind is not None and kind in AWKWARD and kind not in kinds_saved
        if steps == 0 or game.over or first_of_kind or rng.random() < 0.04:
            if kind is not None:
                kinds_saved.add(kind)
            same_game(game, sc.Game.from_json(game.to_json()), random.Random(steps))
            moments += 1
        if game.over or steps >= 1500:
            break
        seat = game.to_act[0]
        game.apply(seat, lively_choice(rng, game.legal_actions(seat)))
        steps += 1
    assert game.over, "the game did not end"
    assert moments >= 3
    assert kinds_saved & AWKWARD, "no awkward moment was reached"
    # The terminal's file of the finished game (every seat a person: nothing sealed) reloads too.
    session = Session(game=game, seats=[HUMAN] * config.players, save_path=tmp_path / "game.json")
    loaded = Session.load(session.save(), to_play=False)
    assert everything_seen(loaded.game) == everything_seen(game)
    assert loaded.actions == session.actions
    assert loaded.seats == session.seats
    assert loaded.names == session.names


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_every_legal_actions_notation_reads_back_as_that_action_in_every_kind_of_game(name: str) -> None:
    """README "Action notation": an action's text is its notation, and every legal action's
    text, read back, is that action, for the seat deciding and for every seat that might be
    asked, in every module, variant and edition; the text applied does what the action does."""
    config = CONFIGS[name]
    game = sc.Game.new(config)
    rng = random.Random(config.seed + 1)
    checked = 0
    for _ in range(400):
        if game.over:
            break
        for seat in range(config.players):
            for action in game.legal_actions(seat):
                assert sc.parse_action(game, seat, str(action)) == action, str(action)
                checked += 1
        seat = game.to_act[0]
        action = lively_choice(rng, game.legal_actions(seat))
        twin = game.clone()
        assert twin.apply(seat, str(action)) == game.apply(seat, action)
        assert everything_seen(twin) == everything_seen(game)
    assert checked > 50


# -- the terminal's replay -----------------------------------------------------------------------


def finished_session(tmp_path: Path, config: sc.GameConfig, seats: list[str]) -> Session:
    """A finished game (uniformly random moves: a short one) saved and loaded as a table."""
    game = sc.Game.new(config)
    rng = random.Random(config.seed)
    while not game.over:
        seat = game.to_act[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    session = Session(game=game, seats=seats, save_path=tmp_path / "finished.json")
    return Session.load(session.save(), to_play=False)


def walk_forward_and_back(app: ReplayApp) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """The status and the seat's own panel at every step, stepping forward to the end with the
    right arrow, then back to the start with the left one."""
    forward: list[tuple[str, str]] = []
    backward: list[tuple[str, str]] = []

    def shown() -> tuple[str, str]:
        return panel_text(app, "#status"), panel_text(app, "#secrets")

    async def step(pilot: Any, key: str, done: int) -> None:
        # The keys themselves for the first steps; then the same action they are bound to,
        # without waiting for the screen between steps (the panels are set at once).
        if done < 3:
            await pilot.press(key)
        else:
            app.action_step(1 if key == "right" else -1)

    async def go() -> None:
        async with app.run_test(size=(120, 50)) as pilot:
            await pilot.pause()
            forward.append(shown())
            for done in range(len(app.games) - 1):
                await step(pilot, "right", done)
                forward.append(shown())
            await pilot.press("right")  # past the end: stays there
            assert app.index == len(app.games) - 1
            backward.append(shown())
            for done in range(len(app.games) - 1):
                await step(pilot, "left", done)
                backward.append(shown())
            await pilot.press("left")
            assert app.index == 0

    asyncio.run(go())
    return forward, list(reversed(backward))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("config", "seat"),
    [
        (sc.GameConfig(players=2, seed=31, modules=sc.hq_modules(3)), 1),
        (sc.GameConfig(players=1, seed=32, modules=frozenset({"hq1", "hq2", "hq3", "recon1"})), None),
    ],
    ids=["2-players-hq3-as-seat-1", "solo-every-hand"],
)
def test_a_replay_steps_through_a_whole_game_forward_and_back_alike(
    tmp_path: Path, config: sc.GameConfig, seat: int | None
) -> None:
    """docs/playing.md "Replays": right and left step one decision, through the whole game; a
    step shows the same going forward and coming back, and its last step is the game's end
    (the scores, public then). A seat's replay shows the game as that seat saw it: its
    views are exactly the engine's view for that seat at each step."""
    session = finished_session(tmp_path, config, [HUMAN] * config.players)
    app = ReplayApp(session, seat)
    forward, backward = walk_forward_and_back(app)
    assert forward == backward
    assert len(forward) == len(app.games) > 2
    assert "step 0 of" in forward[0][0]
    assert app.games[-1].over
    assert app.games[-1].view(seat) == session.game.view(seat)
    replayed = sc.Game.new(config)
    for index, (acting, notation) in enumerate(session.actions):
        replayed.apply(acting, notation)
        step = app.shown_at.get(index)
        if step is not None:
            assert app.games[step].view(seat) == replayed.view(seat)
            assert app.games[step].log(seat) == replayed.log(seat)
    assert sorted(app.shown_at.values()) == list(range(1, len(app.shown_at) + 1))


def test_the_replay_of_an_unfinished_game_against_bots_shows_only_the_persons_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """README ``scavengers replay``: a game not finished yet is replayed only as the seat of the
    one person at a table of bots; a bot's seat, or every hand, is refused in one line."""
    config = sc.GameConfig(players=3, seed=33, modules=sc.hq_modules(2))
    session = Session.new(config, [HUMAN, "heuristic", "heuristic"], tmp_path / "going.json")
    rng = random.Random(1)
    for _ in range(60):
        seat = session.game.to_act[0]
        session.apply(seat, lively_choice(rng, session.game.legal_actions(seat)))
    path = session.save()
    for argv in (["replay", str(path), "--seat", "1"], ["replay", str(path)]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("scavengers: error: ")
        assert err.count("\n") == 1
        assert "Traceback" not in err


def test_the_replay_of_an_unfinished_game_of_several_people_says_why_no_seat_is_shown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """At a shared screen no seat's side may be shown before the end: the replay said "give
    --seat N", and then refused every seat given (the hotseat audit's point). It says why at once."""
    config = sc.GameConfig(players=3, seed=34)
    session = Session.new(config, [HUMAN, HUMAN, HUMAN], tmp_path / "friends.json")
    for _ in range(5):
        seat = session.game.to_act[0]
        session.apply(seat, session.game.legal_actions(seat)[0])
    path = session.save()
    assert main(["replay", str(path)]) == 2
    without_seat = capsys.readouterr().err
    assert "give --seat" not in without_seat
    assert "several people play this game" in without_seat
    assert main(["replay", str(path), "--seat", "1"]) == 2
    assert capsys.readouterr().err == without_seat
    assert main(["analyse", str(path)]) == 2  # nor is any seat's analysis asked for
    assert capsys.readouterr().err == without_seat


# -- corrupt and hostile files ---------------------------------------------------------------------


def session_file(tmp_path: Path, name: str = "good.json") -> Path:
    """A terminal save part-way through a 3-player HQ game against bots (a leader chosen)."""
    config = sc.GameConfig(players=3, seed=41, modules=sc.hq_modules(3))
    session = Session.new(config, [HUMAN, "heuristic", "heuristic"], tmp_path / name)
    rng = random.Random(2)
    for _ in range(50):
        seat = session.game.to_act[0]
        session.apply(seat, lively_choice(rng, session.game.legal_actions(seat)))
    return session.save()


def _hand_holds_a_card_from_elsewhere(data: dict[str, Any]) -> None:
    """Seat 0's hand edited to hold a card of the junkyard too: the counts no longer add up."""
    state = data["game"]["state"]
    state["players"][0]["hand"].append(state["junkyard"][0])


def _a_card_moved_into_a_hand(data: dict[str, Any]) -> None:
    """A card of the junkyard moved into seat 0's hand (every card still in one place)."""
    state = data["game"]["state"]
    state["players"][0]["hand"].append(state["junkyard"].pop())


def _an_illegal_action_in_the_middle(data: dict[str, Any]) -> None:
    actions = data["game"]["actions"]
    actions[len(actions) // 2] = [actions[len(actions) // 2][0], "hire leader_mentor"]


CORRUPTIONS: dict[str, Callable[[dict[str, Any]], None]] = {
    "future version": lambda d: d["game"].update(version=99),
    "players as text": lambda d: d["game"]["config"].update(players="3"),
    "seed as a float": lambda d: d["game"]["config"].update(seed=1.5),
    "modules as text": lambda d: d["game"]["config"].update(modules="hq1"),
    "an unknown module": lambda d: d["game"]["config"].update(modules=["hq9"]),
    "an unknown key": lambda d: d["game"]["config"].update(colour="red"),
    "a card kind that does not exist in an action": lambda d: d["game"]["actions"].__setitem__(3, [0, "dig dragon"]),
    "a card kind that does not exist in the market": lambda d: d["game"]["config"].update(market=["dragon"]),
    "a hand edited to hold a card twice": _hand_holds_a_card_from_elsewhere,
    "a card moved into a hand": _a_card_moved_into_a_hand,
    "an illegal action in the middle": _an_illegal_action_in_the_middle,
    "an action for no seat": lambda d: d["game"]["actions"].__setitem__(3, [9, "pass"]),
    "an action that is no pair": lambda d: d["game"]["actions"].__setitem__(3, {"seat": 0}),
    "the actions as an object": lambda d: d["game"].update(actions={}),
    "no state": lambda d: d["game"].pop("state"),
    "a seat that is nobody": lambda d: d.update(seats=[HUMAN, 7, "heuristic"]),
    "the game a list": lambda d: d.update(game=[1]),
}


@pytest.mark.slow
@pytest.mark.parametrize("what", sorted(CORRUPTIONS))
def test_a_corrupt_save_is_an_invalid_action_in_the_api_and_one_line_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], what: str
) -> None:
    """README: ``from_json`` raises ``InvalidAction`` with the reason for anything that is not a
    save or no longer replays to its state; the commands say it in one line (exit 2), never a
    traceback, and no other save is written, removed or changed."""
    good = session_file(tmp_path)
    other = session_file(tmp_path, "other.json")
    data = json.loads(good.read_text())
    CORRUPTIONS[what](data)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    if isinstance(data.get("game"), dict) and what != "a seat that is nobody":
        with pytest.raises(sc.InvalidAction):
            sc.Game.from_json(json.dumps(data["game"]))
    with pytest.raises(TableError):
        Table.parse(data, "bad.json")
    before = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in tmp_path.iterdir()}
    commands = (
        ["play", "--load", str(bad), "--saves-dir", str(tmp_path)],
        ["replay", str(bad), "--seat", "0"],
        ["analyse", str(bad), "--seat", "0", "--iterations", "1"],
    )
    for argv in commands:
        assert main(argv) == 2, argv
        captured = capsys.readouterr()
        assert captured.err.startswith("scavengers: error: "), argv
        assert captured.err.count("\n") == 1, argv
        assert "Traceback" not in captured.err, argv
    assert main(["saves", "--saves-dir", str(tmp_path)]) == 0
    listing = capsys.readouterr()
    assert f"unreadable: {bad}" in listing.err
    assert str(good) in listing.out
    assert str(other) in listing.out
    after = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in tmp_path.iterdir()}
    assert after == before


def test_a_truncated_a_huge_and_an_empty_file_are_one_line_each(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Files that are no JSON at all, or far larger than any save (a whole game is tens of kB),
    are refused in one line without reading them whole; the good save beside them is listed."""
    good = session_file(tmp_path)
    text = good.read_text()
    (tmp_path / "truncated.json").write_text(text[: len(text) // 2])
    (tmp_path / "empty.json").write_text("")
    with (tmp_path / "huge.json").open("w") as huge:
        huge.write('{"format": "scavengers-session", "pad": "')
        huge.write("x" * (33 << 20))
        huge.write('"}')
    for name in ("truncated.json", "empty.json", "huge.json"):
        assert main(["replay", str(tmp_path / name), "--seat", "0"]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"scavengers: error: {tmp_path / name} is not a saved game: "), err[:200]
        assert err.count("\n") == 1
    with pytest.raises(sc.InvalidAction, match="not a saved game"):
        sc.Game.from_json(text[: len(text) // 2])
    assert main(["saves", "--saves-dir", str(tmp_path)]) == 0
    listing = capsys.readouterr()
    assert listing.out.count("\n") == 1
    assert str(good) in listing.out
    assert listing.err.count("unreadable: ") == 3


# -- what the list of saves shows at a shared screen ---------------------------------------------


SEED = 918_273_645


def hotseat_trash_save(folder: Path) -> tuple[Path, str]:
    """A game of two friends at one screen, in progress: seat 1 trashed a card the other did
    not see (only the trashing seat sees which cards went: docs/playing.md "Undo")."""
    scenario = {
        "round": 2,
        "initiator": 0,
        "players": [{"hand": ["scout", "refugee"]}, {"hand": ["sniper_team", "refugee", "brawler"]}],
    }
    config = sc.GameConfig(players=2, seed=SEED, scenario=scenario)
    session = Session.new(config, [HUMAN, HUMAN], folder / "game-20260101-120000.json")
    session.apply(0, "end")
    session.apply(1, "trash sniper_team")
    trashed = [e for e in session.game.log(0) if e.type is sc.EventType.TRASHED]
    assert [(e.seat, e.count, e.cards) for e in trashed] == [(1, 1, ())]  # seat 0 sees a card go, not which
    return session.save(), "trash sniper_team"


def test_the_list_of_saves_names_no_seed_and_no_hidden_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``scavengers saves`` (README: each game with its setup and the command to resume it) at a
    shared screen: neither the seed (whoever reads it can work out every hidden card) nor any
    card kind, so no card a seat holds hidden."""
    path, _ = hotseat_trash_save(tmp_path)
    assert main(["saves", "--saves-dir", str(tmp_path)]) == 0
    listed = capsys.readouterr()
    assert str(path) in listed.out
    assert listed.err == ""
    assert str(SEED) not in listed.out
    words = set(re.findall(r"[a-z0-9_]+", listed.out.replace(str(path), "")))
    assert not words & set(CATALOGUE)


def test_a_save_that_no_longer_replays_is_listed_without_the_secret_action_that_stops_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/playing.md "Saves": after an upgrade that corrects a rule, a save may no longer
    replay. ``scavengers saves`` lists every game in the folder, in progress ones included, to
    whoever sits at the screen: it named the action that stopped the replay and the engine's
    reason ("saved game action 1 ('trash sniper_team') does not replay: ..."), a card that
    only seat 1 saw go. It now gives the action's number alone; loading the file (the players'
    own choice) still says it in full, as the docs show."""
    path, secret = hotseat_trash_save(tmp_path)
    data = json.loads(path.read_text())
    # As if a rule had changed: seat 1's hand at the start no longer holds the sniper team.
    data["game"]["config"]["scenario"]["players"][1]["hand"] = ["refugee", "brawler", "scout"]
    path.write_text(json.dumps(data))
    summaries, broken = list_saves(tmp_path)
    assert summaries == []
    assert broken == [f"{path}: saved game action 1 does not replay (saved by other rules, or edited)"]
    assert main(["saves", "--saves-dir", str(tmp_path)]) == 0
    listed = capsys.readouterr()
    assert "saved game action 1 does not replay" in listed.err
    assert "sniper_team" not in listed.err
    assert secret not in listed.err
    assert main(["play", "--load", str(path), "--saves-dir", str(tmp_path / "autosaves")]) == 2
    assert f"saved game action 1 ({secret!r}) does not replay" in capsys.readouterr().err


def test_replay_round_of_a_solo_game_speaks_of_turns(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The solo game counts turns (its status line, ``scavengers saves``: "turn 3"); the
    replay's ``--round`` beyond its last turn said "this game has rounds 1-N"."""
    session = finished_session(tmp_path, sc.GameConfig(players=1, seed=51), [HUMAN])
    last = session.game.round
    assert main(["replay", str(session.save_path), "--round", str(last + 5)]) == 2
    err = capsys.readouterr().err
    assert f"--round: this solo game has turns 1-{last}, got {last + 5}" in err
    assert "rounds" not in err


@pytest.mark.slow
def test_a_hotseat_game_resumed_in_a_reaction_window_hands_the_device_over_before_any_hand(
    tmp_path: Path,
) -> None:
    """docs/playing.md "Saves" (``play --load`` resumes the table exactly as saved) and the
    hotseat's "pass the device" screen: friends at one screen who saved while seat 1 was asked
    to answer seat 0's hunt resume on the hand-off to seat 1, never on a hand; once she is
    ready, her answers are the ones she had."""
    scenario = {
        "round": 1,
        "initiator": 0,
        "players": [{"hand": ["scavenger", "spear", "refugee"]}, {"hand": ["sniper_team", "brawler"]}],
    }
    config = sc.GameConfig(players=2, seed=61, scenario=scenario)
    session = Session.new(config, [HUMAN, HUMAN], tmp_path / "friends.json")
    session.apply(0, "hunt scavenger+spear")
    assert session.game.to_act == (1,)
    assert decision_kind(session.game) == "respond"
    legal = session.game.legal_actions(1)
    assert len(legal) > 1
    loaded = Session.load(session.save())
    app = ScavengersApp(loaded, delay=0, autosave=None)

    async def go() -> None:
        async with app.run_test(size=(120, 50)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, PassScreen)
            assert app.viewer is None
            assert app.query_one("#hand", SelectionList).option_count == 0
            assert "Seat 1" in " ".join(str(w.render()) for w in app.screen.query(Static))
            await pilot.press("enter")
            await pilot.pause()
            assert app.viewer == 1
            assert app.session.game.legal_actions(1) == legal

    asyncio.run(go())


def test_an_answer_from_the_committed_cards_is_written_and_saved_as_such_rulings_i6_i11() -> None:
    """RULINGS I-6 (an answer in the gathering may come from the hand or the committed cards)
    and I-11 (a card retrieved from the bunker after committing may answer at once): with a
    sniper team in both, ``snipe force 2:hunter`` (README "Action notation") is listed beside
    ``snipe 2:hunter``; each reads back as itself, a save made in that window reloads as the
    same game, and the answer from the committed cards replays as such from the save."""
    scenario = {
        "round": 3,
        "initiator": 1,
        "players": [
            {"hand": ["scavenger", "refugee"]},
            {"hand": ["sniper_team", "scavenger"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
            {"hand": ["hunter", "spear"]},
        ],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=71, modules=sc.hq_modules(2), scenario=scenario))
    game.apply(1, "end")
    game.apply(1, "commit sniper_team")
    game.apply(2, "hunt hunter+spear")
    while game.to_act != (1,):
        game.apply(game.to_act[0], "pass")
    game.apply(1, "retrieve bunker sniper_team")
    listed = [str(a) for a in game.legal_actions(1)]
    assert "snipe 2:hunter" in listed
    assert "snipe force 2:hunter" in listed
    for action in game.legal_actions(1):
        assert sc.parse_action(game, 1, str(action)) == action
    reloaded = sc.Game.from_json(game.to_json())
    same_game(game, reloaded, random.Random(3), future=0)
    game.apply(1, "snipe force 2:hunter")
    assert json.loads(game.to_json())["actions"][-1] == [1, "snipe force 2:hunter"]
    again = sc.Game.from_json(game.to_json())
    assert everything_seen(again) == everything_seen(game)
    assert again.view(1).committed == ()  # the committed sniper team went, the retrieved one stays
    assert again.view(1).hand == ("sniper_team",)
