"""``scavengers bench``: the engine's performance figures against DESIGN.md's budgets."""

from __future__ import annotations

import argparse
import json
import sys

from rich.console import Console
from rich.table import Table

from scavengers.cli.common import add_hq_option, modules_of, player_count, positive
from scavengers.sim.bench import BenchResult, run_bench


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "bench",
        help="measure the engine's speed against its budgets",
        description=(
            "Play a fixed seeded set of games between random bots on one core and report games/s, "
            "decisions/s, and the mean and 99th percentile of legal_actions, apply, view and clone. "
            "Budgets (DESIGN.md): >= 100 games/s, >= 25,000 decisions/s, clone() <= 50 us mid-game."
        ),
    )
    parser.add_argument("--games", type=positive, default=200, help="games for the throughput figures (default 200)")
    parser.add_argument("--players", type=player_count, default=4, help="players per game (default 4)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the game set (default 0)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    add_hq_option(parser)
    parser.set_defaults(run=run)


def render(result: BenchResult, console: Console) -> None:
    level = f", HQ modules {', '.join(result.modules)}" if result.modules else ", base game"
    table = Table(title=f"scavengers bench: {result.games} random-bot games, {result.players} players{level}, one core")
    table.add_column("figure")
    table.add_column("value", justify="right")
    table.add_row("games/s (random bots through run_game)", f"{result.games_per_s:,.1f}")
    table.add_row("decisions/s (random bots through run_game)", f"{result.decisions_per_s:,.0f}")
    table.add_row("engine decisions/s (legal_actions + apply)", f"{result.engine_decisions_per_s:,.0f}")
    for name in ("legal_actions", "apply", "view", "clone"):
        timing = getattr(result, name)
        table.add_row(f"{name}() mean / p99", f"{timing.mean_us:.1f} us / {timing.p99_us:.1f} us")
    table.add_row("clone() mid-game (round 8)", f"{result.clone_mid_game_us:.1f} us")
    console.print(table)
    for target, met in result.targets.items():
        console.print(f"{'met' if met else 'MISSED'}: {target}")


def run(args: argparse.Namespace) -> int:
    status = Console(stderr=True)
    with status.status("benchmarking") as spinner:
        result = run_bench(
            games=args.games, seed=args.seed, players=args.players, modules=modules_of(args.hq), on_step=spinner.update
        )
    if args.json:
        json.dump(result.to_dict(), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        render(result, Console())
    return 0
