"""``scavengers``: the command-line entry point. Each subcommand has its own ``--help``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from scavengers.bots.agent import agent_names, make_agent, run_game
from scavengers.cli.describe import describe
from scavengers.engine import Game, GameConfig, InvalidAction


def _bots(text: str, players: int) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise SystemExit(f"--bots: give one bot or {players} (one per seat), got {len(names)}")
    for name in names:
        if name not in agent_names():
            raise SystemExit(f"--bots: unknown bot {name!r}; known bots: {', '.join(agent_names())}")
    return names


def _watch(args: argparse.Namespace) -> int:
    """Play one game between bots and print it as the given seat (or a spectator) saw it."""
    try:
        game = Game.new(GameConfig(players=args.players, seed=args.seed))
    except InvalidAction as error:
        raise SystemExit(f"cannot start the game: {error}") from None
    names = _bots(args.bots, args.players)
    agents = [make_agent(name, args.seed * 31 + seat) for seat, name in enumerate(names)]
    run_game(game, agents)
    seat = None if args.seat is None else args.seat
    for event in game.log(seat):
        print(f"[round {event.round:2}] {describe(event)}")
    result = game.result
    assert result is not None  # run_game plays to the end
    print()
    for index, score in enumerate(result.scores):
        mark = "  <- winner" if index in result.winners else ""
        print(
            f"Seat {index} ({names[index]}): {score.people} people, "
            f"{score.contested} contested, {score.cards} cards{mark}"
        )
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
    parser = argparse.ArgumentParser(
        prog="scavengers",
        description="Arctic Scavengers: play, watch and study the card game.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    watch = commands.add_parser("watch", help="watch bots play one game and print its log", description=_watch.__doc__)
    watch.add_argument("--players", type=int, default=4, help="number of players, 2-5 (default 4)")
    watch.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    watch.add_argument("--bots", default="random", help="bot per seat, comma-separated, or one for all")
    watch.add_argument("--seat", type=int, default=None, help="print the log as this seat saw it (default: spectator)")
    watch.set_defaults(run=_watch)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``scavengers`` command."""
    args = build_parser().parse_args(argv)
    result: int = args.run(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
