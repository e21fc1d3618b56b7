"""``scavengers play`` and ``scavengers replay``: the terminal app."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from scavengers.cli.common import add_hq_option, modules_of, player_count
from scavengers.engine import GameConfig, InvalidAction
from scavengers.tui.session import Session, SessionError, lineup


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    play = commands.add_parser(
        "play",
        help="play in the terminal against bots or friends at one screen",
        description=(
            "Play Arctic Scavengers in the terminal. By default you play seat 0 of a 4-player base game "
            "against three heuristic bots. Ctrl+S saves; every action is also saved to an autosave file, "
            "so a crash loses at most the action being made."
        ),
    )
    play.add_argument("--players", type=player_count, default=4, help="number of players, 2-5 (default 4)")
    play.add_argument(
        "--bots",
        default=None,
        help=(
            "who sits where, comma-separated: 'human' or a bot (easy, heuristic, ismcts, ismcts:time=1.0, "
            "random, ...); "
            "one bot name fills every seat but the first"
        ),
    )
    play.add_argument(
        "--hotseat",
        action="store_true",
        help="people share the screen: every seat is a person unless --bots says otherwise",
    )
    play.add_argument("--seed", type=int, default=None, help="random seed (default: a new one each game)")
    play.add_argument("--scenario", type=Path, default=None, help="start from a stacked table (a JSON scenario file)")
    play.add_argument("--load", type=Path, default=None, help="resume a saved game")
    play.add_argument(
        "--save",
        type=Path,
        default=Path("scavengers-save.json"),
        help="where Ctrl+S saves (default ./scavengers-save.json)",
    )
    play.add_argument("--fast", action="store_true", help="show the bots' moves without pausing")
    add_hq_option(play)
    play.set_defaults(run=run_play)

    replay = commands.add_parser(
        "replay",
        help="step through a saved game",
        description=(
            "Step through a saved game with the arrow keys, as one seat saw it (--seat), or, for a "
            "finished game, with every hand shown."
        ),
    )
    replay.add_argument("file", type=Path, help="a saved game (from Ctrl+S, --save or the autosave)")
    replay.add_argument("--seat", type=int, default=None, help="show the game as this seat saw it")
    replay.set_defaults(run=run_replay)


def build_session(args: argparse.Namespace) -> Session:
    """The session ``scavengers play`` starts with, or a clear error."""
    if args.load is not None:
        return Session.load(args.load, args.save)
    scenario = None
    if args.scenario is not None:
        try:
            scenario = json.loads(args.scenario.read_text(encoding="utf-8"))
        except OSError as error:
            raise SessionError(f"cannot read {args.scenario}: {error.strerror}") from None
        except json.JSONDecodeError as error:
            raise SessionError(f"{args.scenario} is not JSON: {error}") from None
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    seats = lineup(args.players, args.bots, args.hotseat)
    try:
        config = GameConfig(players=args.players, seed=seed, modules=modules_of(args.hq), scenario=scenario)
        return Session.new(config, seats, args.save)
    except InvalidAction as error:
        raise SessionError(f"cannot start the game: {error}") from None


def run_play(args: argparse.Namespace) -> int:
    from scavengers.tui.app import BOT_DELAY, ScavengersApp, autosave_path

    try:
        session = build_session(args)
    except SessionError as error:
        raise SystemExit(str(error)) from None
    autosave = autosave_path()
    ScavengersApp(session, delay=0 if args.fast else BOT_DELAY, autosave=autosave).run()
    print(f"The game is saved in {autosave}; resume it with: scavengers play --load {autosave}")
    return 0


def run_replay(args: argparse.Namespace) -> int:
    from scavengers.tui.replay import ReplayApp

    try:
        session = Session.load(args.file)
    except SessionError as error:
        raise SystemExit(str(error)) from None
    players = session.game.config.players
    if args.seat is not None and not 0 <= args.seat < players:
        raise SystemExit(f"--seat: seats are 0-{players - 1}, got {args.seat}")
    if args.seat is None and not session.game.over:
        raise SystemExit("this game is not finished: give --seat N to replay it as one seat saw it")
    ReplayApp(session, args.seat).run()
    return 0
