"""``scavengers bench``: the engine's performance figures against DESIGN.md's budgets."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from rich.console import Console
from rich.table import Table

from scavengers.cli.common import add_hq_option, modules_of, player_count, positive, seed_number
from scavengers.sim.bench import (
    COMPILED_TARGET_CLONE_US,
    COMPILED_TARGET_DECISIONS_PER_S,
    COMPILED_TARGET_GAMES_PER_S,
    COMPILED_TARGET_PLAYOUTS_PER_S,
    PLAYOUT_ROUND,
    TARGET_CLONE_US,
    TARGET_DECISIONS_PER_S,
    TARGET_GAMES_PER_S,
    TARGET_LEGAL_ACTIONS_US,
    TARGET_PLAYOUTS_PER_S,
    BenchResult,
    run_bench,
    run_bench_pure,
)


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "bench",
        help="measure the engine's speed against its budgets",
        description=(
            "Play a fixed seeded set of games between random bots on one core and report games/s, "
            f"decisions/s, playouts/s (from round {PLAYOUT_ROUND} to its end), and the mean, 99th percentile "
            "and worst of legal_actions, apply, view and clone, with the Python build they ran on. "
            "Where the compiled engine is installed, the pure Python one is measured too and both are shown "
            "side by side (each against its own budgets). "
            f"Budgets (pure Python): >= {TARGET_GAMES_PER_S:g} games/s, >= {TARGET_DECISIONS_PER_S:,.0f} "
            f"decisions/s, >= {TARGET_PLAYOUTS_PER_S:,.0f} playouts/s, clone() <= {TARGET_CLONE_US:g} us "
            f"mid-game, legal_actions() <= {TARGET_LEGAL_ACTIONS_US:g} us; the compiled engine has budgets of its own "
            f"(>= {COMPILED_TARGET_GAMES_PER_S:g} games/s, >= {COMPILED_TARGET_DECISIONS_PER_S:,.0f} decisions/s, "
            f">= {COMPILED_TARGET_PLAYOUTS_PER_S:,.0f} playouts/s, clone() <= {COMPILED_TARGET_CLONE_US:g} us). "
            "Exits with status 1 when a budget is missed (unless --no-check)."
        ),
    )
    parser.add_argument("--games", type=positive, default=200, help="games for the throughput figures (default 200)")
    parser.add_argument("--players", type=player_count, default=4, help="players per game (default 4)")
    parser.add_argument("--seed", type=seed_number, default=0, help="seed of the game set (default 0)")
    parser.add_argument(
        "--repeats", type=positive, default=3, help="runs of each throughput figure, median kept (default 3)"
    )
    parser.add_argument(
        "--rl",
        action="store_true",
        help="also measure the learning environment's steps/s (PettingZoo, with masks and observations; "
        "needs the rl extra), its target half the engine decisions/s; and its agents' decisions/s, "
        "and the engine's decisions/s played through it (forced ones too)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-check", action="store_true", help="exit 0 even when a budget is missed")
    parser.add_argument(
        "--this-build-only",
        action="store_true",
        help="with the compiled engine installed, do not measure the pure Python one as well",
    )
    add_hq_option(parser)
    parser.set_defaults(run=run)


def check_rl_extra() -> None:
    """Stop with one line, before any measuring, when ``--rl`` lacks the rl extra."""
    from scavengers.rl import environments

    try:
        environments()
    except ModuleNotFoundError as error:
        raise SystemExit(f"bench --rl: {error}") from None


def render(result: BenchResult, console: Console, *others: BenchResult) -> None:
    """The figures of ``result`` and, side by side, of ``others`` (other builds, same games)."""
    results = (result, *others)
    level = f", modules {', '.join(result.modules)}" if result.modules else ", base game"
    builds = " | ".join(str(each.build) for each in results)
    table = Table(
        title=f"scavengers bench: {result.games} random-bot games, {result.players} players{level}, one core, "
        f"{'one run' if result.repeats == 1 else f'median of {result.repeats} runs'}\n{builds}"
    )
    table.add_column("figure")
    for each in results:
        table.add_column("compiled" if each.build.compiled else "pure Python" if others else "value", justify="right")

    def row(label: str, show: Callable[[BenchResult], str]) -> None:
        table.add_row(label, *(show(each) for each in results))

    row("games/s (random bots through run_game)", lambda r: f"{r.games_per_s:,.1f}")
    row("decisions/s (random bots through run_game)", lambda r: f"{r.decisions_per_s:,.0f}")
    row("engine decisions/s (legal_actions + apply)", lambda r: f"{r.engine_decisions_per_s:,.0f}")
    row(f"playouts/s (clone at round {PLAYOUT_ROUND}, random to its end)", lambda r: f"{r.playouts_per_s:,.0f}")
    if result.rl_steps_per_s is not None:
        row("rl env steps/s (PettingZoo AEC, masks + observations)", lambda r: f"{r.rl_steps_per_s or 0:,.0f}")
        row(
            "rl steps per engine decision (target: at least 0.5)",
            lambda r: f"{r.rl_steps_per_engine_decision or 0:.2f}",
        )
        row(
            "rl env decisions/s (a step is a word: steps a decision)",
            lambda r: f"{r.rl_decisions_per_s or 0:,.0f} ({r.rl_steps_per_decision or 0:.2f})",
        )
        row(
            "rl env as engine decisions/s, forced ones too (over the engine's)",
            lambda r: (
                f"{r.rl_engine_decisions_per_s or 0:,.0f} "
                f"({(r.rl_engine_decisions_per_s or 0) / r.engine_decisions_per_s:.2f})"
            ),
        )
    for name in ("legal_actions", "apply", "view", "clone"):

        def timing(r: BenchResult, name: str = name) -> str:
            t = getattr(r, name)
            return f"{t.mean_us:.1f} / {t.p99_us:.1f} / {t.max_us:.0f} us"

        row(f"{name}() mean / p99 / worst", timing)
    row("clone() mid-game (round 8, median)", lambda r: f"{r.clone_mid_game_us:.1f} us")
    console.print(table)
    for each in results:
        build = f" ({'compiled' if each.build.compiled else 'pure Python'})" if others else ""
        for target, met in each.targets.items():
            console.print(f"{'met' if met else 'MISSED'}{build}: {target}")


def run(args: argparse.Namespace) -> int:
    if args.rl:
        check_rl_extra()
    status = Console(stderr=True)
    with status.status("benchmarking") as spinner:
        result = run_bench(
            games=args.games,
            seed=args.seed,
            players=args.players,
            modules=modules_of(args),
            on_step=spinner.update,
            repeats=args.repeats,
            rl=args.rl,
        )
        others: list[BenchResult] = []
        if result.build.compiled and not args.this_build_only:
            spinner.update("the same figures on the pure Python engine (a child process)")
            others.append(
                run_bench_pure(
                    games=args.games,
                    seed=args.seed,
                    players=args.players,
                    modules=modules_of(args),
                    repeats=args.repeats,
                    rl=args.rl,
                )
            )
    if args.json:
        data = result.to_dict()
        if others:
            data["other_builds"] = [other.to_dict() for other in others]
        json.dump(data, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        render(result, Console(), *others)
    missed = [(each, sum(not met for met in each.targets.values())) for each in (result, *others)]
    if args.no_check or not any(count for _, count in missed):
        return 0
    for each, count in missed:
        if count:
            status.print(f"bench: {count} budget(s) missed on {each.build}")
    return 1
