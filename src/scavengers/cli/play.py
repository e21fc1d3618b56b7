"""``scavengers play`` and ``scavengers replay``: the terminal app."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from scavengers.cli.common import (
    BOTS_NAMED,
    add_hq_option,
    add_solo_options,
    add_variant_options,
    bot_names,
    fail,
    modules_of,
    player_count_or_solo,
    sealed_refusal,
    seat_count,
    solo_options_of,
    table_warnings,
    unwritable,
    variants_of,
)
from scavengers.engine import GameConfig
from scavengers.engine.core.config import SOLO, Edition
from scavengers.text import for_people
from scavengers.tui.session import (
    Session,
    SessionError,
    autosave_path,
    lineup,
    list_saves,
    read_file,
    saves_folder,
)


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    play = commands.add_parser(
        "play",
        help="play in the terminal against bots or friends at one screen",
        description=(
            "Play Arctic Scavengers in the terminal. By default you play seat 0 of a 4-player base game "
            "against three heuristic bots. Ctrl+S saves; every action is also saved to this game's own "
            "autosave file (listed by 'scavengers saves'), so a crash loses at most the action being made."
        ),
    )
    play.add_argument(
        "--players",
        type=player_count_or_solo,
        default=None,
        help=(
            "number of players, 2-5, or 1: the solo game (default: one per name of --bots, else the seats "
            "a --scenario file lists, else 4)"
        ),
    )
    play.add_argument(
        "--bots",
        default=None,
        help=(
            f"who sits where, comma-separated: 'human' or a bot ({BOTS_NAMED}); "
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
    play.add_argument(
        "--hints",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="let people ask the search bot for a hint (F6); default: on against bots, off at a shared screen",
    )
    add_saves_option(play)
    add_hq_option(play)
    add_variant_options(play)
    add_solo_options(play)
    play.set_defaults(run=run_play)

    saves = commands.add_parser(
        "saves",
        help="list the autosaved games",
        description="List the autosaved games, newest first: games in progress to resume, finished games to replay.",
    )
    add_saves_option(saves)
    saves.set_defaults(run=run_saves)

    replay = commands.add_parser(
        "replay",
        help="step through a saved game",
        description=(
            "Step through a saved game with the arrow keys, as one seat saw it (--seat), or, for a "
            "finished game, with every hand shown. Press a to analyse the seat's decisions (as "
            "'scavengers analyse' does) and m to step to each marked one."
        ),
    )
    replay.add_argument("file", type=Path, help="a saved game (from Ctrl+S, --save or the autosave)")
    replay.add_argument("--seat", type=int, default=None, help="show the game as this seat saw it")
    replay.add_argument("--round", type=int, default=None, help="start at this round")
    replay.set_defaults(run=run_replay)


def add_saves_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--saves-dir",
        type=Path,
        default=None,
        help=f"the folder of autosaves (default {saves_folder()})",
    )


def build_session(args: argparse.Namespace) -> Session:
    """The session ``scavengers play`` starts with, or a clear error."""
    if args.load is not None:
        setup = [
            flag
            for flag, given in (
                ("--players", args.players is not None),
                ("--bots", args.bots is not None),
                ("--hotseat", args.hotseat),
                ("--seed", args.seed is not None),
                ("--scenario", args.scenario is not None),
                ("--hq/--recon", bool(modules_of(args))),
                ("--variant", bool(variants_of(args))),
                ("--rules", args.rules != str(Edition.E2015)),
                ("--solo-add", bool(args.solo_add)),
                ("--solo-drop-families", bool(args.solo_drop_families)),
            )
            if given
        ]
        if setup:
            # Each would be quietly ignored: the saved game is resumed as it was set up.
            raise SessionError(f"--load resumes a saved game as it was set up: leave out {', '.join(setup)}")
        session = Session.load(args.load, args.save)
        if session.game.over:
            raise SessionError(f"{args.load} is a finished game: watch it with 'scavengers replay {args.load}'")
        if args.hints is not None:
            session.hints = args.hints
        return session
    scenario = None if args.scenario is None else read_scenario(args.scenario)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    if scenario is not None and args.players is None and len(bot_names(args.bots or "")) <= 1:
        args.players = scenario_players(scenario, args.scenario)
    args.players = seat_count(args.players, args.bots)
    seats = lineup(args.players, args.bots, args.hotseat)
    try:
        solo_added, families_removed = solo_options_of(args)
    except argparse.ArgumentTypeError as error:
        raise SessionError(str(error)) from None
    try:
        config = GameConfig(
            players=args.players,
            seed=seed,
            modules=modules_of(args),
            scenario=scenario,
            variants=variants_of(args),
            rules=args.rules,
            solo_added=solo_added,
            solo_families_removed=families_removed,
        )
        with table_warnings():  # a table the rules could not have reached: played as given, said so
            return Session.new(config, seats, args.save, hints=args.hints)
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        raise SessionError(f"cannot start the game: {for_people(error)}") from None


def read_scenario(path: Path) -> Mapping[str, Any]:
    """The scenario in the JSON file at ``path``, or a :class:`SessionError` in one line. A key
    given twice in one object (``{"round": 3, "round": 5}``) is refused: JSON would keep the
    last one silently, and a table is never meant so. A file of JSON that is no object (``null``,
    a list) is refused here, as the game's config refuses it: ``null`` would else be read as no
    scenario, a normal game."""
    scenario = read_file(path, "a scenario", unique_keys=True)
    if not isinstance(scenario, Mapping):  # docs/scenarios.md: the file holds the table, an object
        shown = json.dumps(scenario)[:20]
        raise SessionError(f"cannot start the game: scenario must be a mapping (a JSON object), got {shown}")
    return scenario


def scenario_players(scenario: Mapping[str, Any], path: Path) -> int | None:
    """The player count a scenario file (:func:`read_scenario`'s object) implies when the
    command line does not give one: 1 (the solo game) where it has solo ``opponents``, else the
    seats it lists where they are 2 or more. A file listing fewer is refused: its other seats
    would start with no cards, so the count is the player's to say. ``None`` where its
    ``players`` is no list (the game's setup then refuses it, naming the key)."""
    players = scenario.get("players", [])
    if not isinstance(players, list):
        return None  # the setup refuses it, naming the key ("scenario players: expected a list...")
    listed = len(players)
    if "opponents" in scenario:
        if listed >= 2:
            # Read as the solo game, it was refused for its seats ("at most 1 player"), never
            # saying that the solo opponents made it one.
            raise SessionError(
                f'{path} has solo "opponents" and lists {listed} seats: the solo game has one seat; '
                f'leave out "opponents" to play {listed}, or list one seat to play alone'
            )
        return SOLO
    if listed >= 2:
        return listed
    seats = "no seat" if listed == 0 else "1 seat"
    raise SessionError(
        f"{path} lists {seats} and no solo opponents: say how many play with --players N "
        "(2-5; a seat the file does not list starts with no cards)"
    )


def autosave_for(session: Session, load: Path | None, folder: Path) -> Path:
    """A game's own autosave file: the file it was resumed from when that is an autosave,
    otherwise a new file named after its start time."""
    if load is not None and load.resolve().parent == folder.resolve():
        return load
    return autosave_path(folder)


def run_play(args: argparse.Namespace) -> int:
    from scavengers.tui.app import BOT_DELAY, ScavengersApp

    try:
        session = build_session(args)
    except SessionError as error:
        return fail(str(error))
    folder = args.saves_dir or saves_folder()
    why = unwritable(folder)
    if why is not None:  # refused before the game, not found out at its end
        return fail(f"cannot keep autosaves in {folder} ({why}): give a folder you can write with --saves-dir")
    autosave = autosave_for(session, args.load, folder)
    # A game resumed from a file outside the folder gets its autosave with its first action:
    # opened and closed unplayed, it would else be listed twice (and again at each opening).
    fresh = args.load is None or autosave == args.load
    app = ScavengersApp(session, delay=0 if args.fast else BOT_DELAY, autosave=autosave, save_at_start=fresh)
    app.run()
    if app.return_code:
        return app.return_code
    if not fresh and not autosave.exists() and app.autosave_failed is None:
        print(f"Nothing was played: the game is still as saved in {args.load}")
        return 0
    if session.game.over:
        print(f"Game over. Watch it again with: scavengers replay {autosave}" if autosave.exists() else "Game over.")
    elif app.autosave_failed is None and autosave.exists():
        print(f"The game is saved in {autosave}; resume it with: scavengers play --load {autosave}")
    else:
        print(f"The game was NOT saved ({app.autosave_failed or 'no autosave'}).", file=sys.stderr)
        return 1
    return 0


def run_saves(args: argparse.Namespace) -> int:
    folder = args.saves_dir or saves_folder()
    if folder.exists() and not folder.is_dir():
        return fail(f"--saves-dir {folder} is a file, not a folder of saves")
    summaries, broken = list_saves(folder)
    if not summaries and not broken:
        print(f"No saved games in {folder}.")
        return 0
    for save in summaries:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(save.modified))
        seats = ",".join(save.seats)
        if save.over:
            state, command = "finished", f"scavengers replay {save.path}"
        else:
            # The solo game counts turns, as its status line does.
            state = f"{'turn' if save.players == 1 else 'round'} {save.round}"
            command = f"scavengers play --load {save.path}"
        players = "solo game" if save.players == 1 else f"{save.players} players"  # as wide
        print(f"{when}  {players} ({seats})  {state:>9}  {command}  [{save.setup}]")
    for line in broken:
        print(f"unreadable: {line}", file=sys.stderr)
    return 0


def run_replay(args: argparse.Namespace) -> int:
    from scavengers.tui.replay import ReplayApp

    try:
        session = Session.load(args.file, to_play=False)
    except SessionError as error:
        return fail(str(error))
    players = session.game.config.players
    if args.seat is not None and not 0 <= args.seat < players:
        return fail(f"--seat: seats are 0-{players - 1}, got {args.seat}")
    if args.seat is None and not session.game.over:
        everywhere = session.sealed_everywhere()
        if everywhere is not None:  # several people: no seat's side may be shown before the end
            return fail(sealed_refusal(everywhere, args.file))
        own = f" (yours: --seat {session.humans[0]})" if len(session.humans) == 1 else ""
        return fail(f"this game is not finished: give --seat N to replay it as one seat saw it{own}")
    sealed = session.sealed(args.seat) if args.seat is not None else None
    if sealed is not None:
        return fail(sealed_refusal(sealed, args.file))
    last = session.game.round
    scenario = session.game.config.scenario
    first = scenario.get("round", 1) if scenario is not None else 1  # a stacked table starts there
    if args.round is not None and not first <= args.round <= last:
        # The solo game counts turns, as its status line and 'scavengers saves' do.
        rounds = "this solo game has turns" if players == 1 else "this game has rounds"
        return fail(f"--round: {rounds} {first}-{last}, got {args.round}")
    app = ReplayApp(session, args.seat, start_round=args.round)
    app.run()
    return app.return_code or 0
