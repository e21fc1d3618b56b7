"""``scavengers``: the command-line entry point. Each subcommand has its own ``--help``."""

from __future__ import annotations

import argparse
import os
import sys
import warnings
from collections.abc import Sequence
from importlib import metadata
from typing import cast

from scavengers.bots.agent import make_agent, run_game
from scavengers.cli import analyse, bench, learn, play, report, serve, simulate, train
from scavengers.cli.common import (
    BOTS_NAMED,
    CommandParser,
    add_hq_option,
    add_solo_options,
    add_variant_options,
    bot_lineup,
    fail,
    modules_of,
    one_line,
    player_count_or_solo,
    seat_count,
    solo_options_of,
    variants_of,
)
from scavengers.engine import Game, GameConfig, InvalidAction
from scavengers.engine.core.config import SOLO
from scavengers.engine.setup.table import ScenarioWarning
from scavengers.text import (
    SKIRMISH_ENDS,
    describe,
    people_words,
    points_words,
    skirmish_events,
    solo_difficulty,
    told_with_reason,
)


def _watch(args: argparse.Namespace) -> int:
    """Play one game between bots and print it as the given seat (or a spectator) saw it."""
    args.players = seat_count(args.players, args.bots)
    try:
        names = bot_lineup(args.bots, args.players)
    except argparse.ArgumentTypeError as error:
        return fail(f"--bots: {error}")
    if args.seat is not None and not 0 <= args.seat < args.players:
        return fail(f"--seat: seats are 0-{args.players - 1}, got {args.seat}")
    try:
        solo_added, families_removed = solo_options_of(args)
    except argparse.ArgumentTypeError as error:
        return fail(str(error))
    try:
        config = GameConfig(
            players=args.players,
            seed=args.seed,
            modules=modules_of(args),
            variants=variants_of(args),
            rules=args.rules,
            solo_added=solo_added,
            solo_families_removed=families_removed,
        )
        game = Game.new(config)
    except InvalidAction as error:
        return fail(f"cannot start the game: {error}")
    agents = [make_agent(name, args.seed * 31 + seat) for seat, name in enumerate(names)]
    run_game(game, agents)
    log = game.log(args.seat)
    seats = [f"Seat {seat}" for seat in range(args.players)]  # one name: the solo game's opponent is named so
    for event in log:
        line = describe(event, seats)
        if event.type in SKIRMISH_ENDS and not event.cards:
            line = told_with_reason(event, skirmish_events(log, event.round), args.players, seats)
        print(f"[round {event.round:2}] {line}")
    result = game.result
    assert result is not None  # run_game plays to the end
    print()
    if args.players == SOLO:
        score = result.scores[0]
        if config.harder_solo:  # the score's last: scripts read it
            print(f"Opponents: {solo_difficulty(config.solo_added, config.solo_families_removed)}")
        print(f"Seat 0 ({names[0]}): {points_words(score.points)} ({score.contested} contested, {score.cards} cards)")
        return 0
    for index, score in enumerate(result.scores):
        mark = "  <- winner" if index in result.winners else ""
        print(
            f"Seat {index} ({names[index]}): {people_words(score.people)}, "
            f"{score.contested} contested, {score.cards} cards{mark}"
        )
    return 0


def _version() -> str:
    try:
        return metadata.version("scavengers")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return "(not installed)"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
    parser = CommandParser(
        prog="scavengers",
        description="Arctic Scavengers: play, watch and study the card game.",
        epilog="Start a game: scavengers play. Each command's own options: scavengers COMMAND --help.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    # Each command's parser is a CommandParser too (argparse makes them of the parent's type);
    # the commands' modules take them as the ArgumentParsers they are.
    commands = cast(
        "argparse._SubParsersAction[argparse.ArgumentParser]",
        parser.add_subparsers(dest="command", required=True, metavar="COMMAND"),
    )

    watch = commands.add_parser("watch", help="watch bots play one game and print its log", description=_watch.__doc__)
    watch.add_argument(
        "--players",
        type=player_count_or_solo,
        default=None,
        help="number of players, 2-5, or 1: the solo game (default: one per name of --bots, else 4)",
    )
    watch.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    watch.add_argument(
        "--bots", default="heuristic", help=f"a bot per seat, comma-separated, or one for all: {BOTS_NAMED}"
    )
    watch.add_argument("--seat", type=int, default=None, help="print the log as this seat saw it (default: spectator)")
    add_hq_option(watch)
    add_variant_options(watch)
    add_solo_options(watch)
    watch.set_defaults(run=_watch)

    play.add_parsers(commands)
    learn.add_parser(commands)
    analyse.add_parser(commands)
    simulate.add_parser(commands)
    report.add_parser(commands)
    bench.add_parser(commands)
    serve.add_parsers(commands)
    train.add_parser(commands)
    return parser


def _command_parser(parser: argparse.ArgumentParser, command: str) -> argparse.ArgumentParser:
    """The parser of one subcommand (``scavengers play``), or the whole command's."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            found: argparse.ArgumentParser = action.choices.get(command, parser)
            return found
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``scavengers`` command (with no command: its help)."""
    parser = build_parser()
    if not (sys.argv[1:] if argv is None else argv):
        parser.print_help()
        return 0
    args, extras = parser.parse_known_args(argv)
    if extras:
        # Said by the command's own parser, so its message points at its own --help.
        _command_parser(parser, args.command).error(f"unrecognized arguments: {' '.join(extras)}")
    try:
        with warnings.catch_warnings():
            # A stacked table outside the rules' limits is said once, as the game starts
            # (``play --scenario``, ``learn --check``, each in words of its own); a saved
            # game of it set up again to resume, replay, analyse or list must not repeat it
            # as Python's warning, naming the engine's source file and line.
            warnings.filterwarnings("ignore", category=ScenarioWarning)
            result: int = args.run(args)
    except KeyboardInterrupt:
        # Ctrl+C where a command has no stop of its own (the long ones say what they kept
        # and how to go on): one line, not a traceback, and the shell's status for it.
        print("scavengers: stopped", file=sys.stderr)
        return simulate.STOPPED
    except BrokenPipeError:
        # The reader went away (``scavengers watch | head``): stop quietly.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except SystemExit as stop:
        if isinstance(stop.code, str):
            # A command that stops with a message (``raise SystemExit("--out ...: cannot write
            # there")``) says it as every other error does; its exit status stays 1.
            print(f"scavengers: error: {one_line(stop.code)}", file=sys.stderr)
            stop.code = 1
        raise
    return result


if __name__ == "__main__":
    sys.exit(main())
