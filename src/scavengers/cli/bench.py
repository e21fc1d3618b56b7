"""``scavengers bench``: the engine's performance figures against DESIGN.md's budgets."""

from __future__ import annotations

import argparse
import json
import sys

from rich.console import Console
from rich.table import Table

from scavengers.cli.common import add_hq_option, modules_of, player_count, positive
from scavengers.sim.bench import (
    PLAYOUT_ROUND,
    TARGET_CLONE_US,
    TARGET_DECISIONS_PER_S,
    TARGET_GAMES_PER_S,
    TARGET_LEGAL_ACTIONS_US,
    TARGET_PLAYOUTS_PER_S,
    BenchResult,
    run_bench,
)


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "bench",
        help="measure the engine's speed against its budgets",
        description=(
            "Play a fixed seeded set of games between random bots on one core and report games/s, "
            f"decisions/s, playouts/s (from round {PLAYOUT_ROUND} to its end), and the mean, 99th percentile "
            "and worst of legal_actions, apply, view and clone, with the Python build they ran on. "
            f"Budgets (pure Python): >= {TARGET_GAMES_PER_S:g} games/s, >= {TARGET_DECISIONS_PER_S:,.0f} "
            f"decisions/s, >= {TARGET_PLAYOUTS_PER_S:,.0f} playouts/s, clone() <= {TARGET_CLONE_US:g} us "
            f"mid-game, legal_actions() <= {TARGET_LEGAL_ACTIONS_US:g} us. "
            "Exits with status 1 when a budget is missed (unless --no-check)."
        ),
    )
    parser.add_argument("--games", type=positive, default=200, help="games for the throughput figures (default 200)")
    parser.add_argument("--players", type=player_count, default=4, help="players per game (default 4)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the game set (default 0)")
    parser.add_argument("--repeats", type=positive, default=3, help="runs of each throughput figure, median kept")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-check", action="store_true", help="exit 0 even when a budget is missed")
    add_hq_option(parser)
    parser.set_defaults(run=run)


def render(result: BenchResult, console: Console) -> None:
    level = f", modules {', '.join(result.modules)}" if result.modules else ", base game"
    table = Table(
        title=f"scavengers bench: {result.games} random-bot games, {result.players} players{level}, one core\n"
        f"{result.build} (median of {result.repeats} runs)"
    )
    table.add_column("figure")
    table.add_column("value", justify="right")
    table.add_row("games/s (random bots through run_game)", f"{result.games_per_s:,.1f}")
    table.add_row("decisions/s (random bots through run_game)", f"{result.decisions_per_s:,.0f}")
    table.add_row("engine decisions/s (legal_actions + apply)", f"{result.engine_decisions_per_s:,.0f}")
    table.add_row(f"playouts/s (clone at round {PLAYOUT_ROUND}, random to its end)", f"{result.playouts_per_s:,.0f}")
    for name in ("legal_actions", "apply", "view", "clone"):
        timing = getattr(result, name)
        table.add_row(
            f"{name}() mean / p99 / worst", f"{timing.mean_us:.1f} / {timing.p99_us:.1f} / {timing.max_us:.0f} us"
        )
    table.add_row("clone() mid-game (round 8, median)", f"{result.clone_mid_game_us:.1f} us")
    console.print(table)
    for target, met in result.targets.items():
        console.print(f"{'met' if met else 'MISSED'}: {target}")


def run(args: argparse.Namespace) -> int:
    status = Console(stderr=True)
    with status.status("benchmarking") as spinner:
        result = run_bench(
            games=args.games,
            seed=args.seed,
            players=args.players,
            modules=modules_of(args),
            on_step=spinner.update,
            repeats=args.repeats,
        )
    if args.json:
        json.dump(result.to_dict(), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        render(result, Console())
    if result.met or args.no_check:
        return 0
    missed = sum(not met for met in result.targets.values())
    status.print(f"bench: {missed} budget(s) missed on {result.build}")
    return 1
