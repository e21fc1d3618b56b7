"""``scavengers simulate``: a series of bot games on every core, and what it says."""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import signal
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from scavengers.bots.agent import agent_names
from scavengers.cli.common import (
    MAX_SERIES_GAMES,
    USAGE_ERROR,
    add_hq_option,
    add_solo_options,
    add_variant_options,
    bot_lineup,
    bot_names,
    fail,
    folder_name,
    game_count,
    modules_of,
    player_count_or_solo,
    positive,
    ray_address,
    seat_count,
    seed_number,
    solo_options_of,
    variants_of,
    writable_folder,
)
from scavengers.engine.core.config import ConfigError, GameConfig
from scavengers.sim import study
from scavengers.sim.files import Writer, replace_files, why
from scavengers.sim.ray_backend import RayCluster
from scavengers.sim.report import (
    Setup,
    SoloSummary,
    Summary,
    summarise,
    summarise_solo,
    write_csv,
    write_plot,
    write_solo_csv,
    write_solo_plot,
)
from scavengers.sim.tables import plural
from scavengers.sim.tournament import (
    GameRecord,
    LocalPool,
    Runner,
    default_workers,
    run_series,
    schedule,
    signal_handled,
)


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "simulate",
        help="play many bot games and report win rates",
        description=(
            "Play a series of games between bots on all cores and report each bot's win rate with "
            "a 95% confidence interval, tribe sizes, game length and the first player's advantage. "
            "The line-up rotates one seat per game. Same seed, same results, whatever --workers, "
            "locally or on a Ray cluster (--ray)."
        ),
    )
    parser.add_argument(
        "--games", type=game_count, default=100, help=f"number of games (default 100; at most {MAX_SERIES_GAMES:,})"
    )
    parser.add_argument(
        "--players",
        type=player_count_or_solo,
        default=None,
        help="players per game, 2-5, or 1: the solo game (default: one per name of --bots, else 4)",
    )
    parser.add_argument(
        "--bots",
        default=None,
        help="bot per seat, comma-separated, or one for all (default: heuristic in one seat, random in the others); "
        f"bots: {', '.join(agent_names())}, some with options (ismcts:iters=200; see docs/bots.md)",
    )
    parser.add_argument("--seed", type=seed_number, default=1, help="series seed, below 2**64 in size (default 1)")
    add_runner_options(parser)
    parser.add_argument("--json", action="store_true", help="print the summary as JSON instead of a table")
    parser.add_argument(
        "--out",
        type=folder_name,
        default=None,
        metavar="DIR",
        help="also write games.csv, summary.json and winrates.png here (solo: scores.png); "
        "files of an earlier simulate run there are replaced; a folder holding a report study is refused",
    )
    add_hq_option(parser)
    add_variant_options(parser)
    add_solo_options(parser)
    parser.set_defaults(run=run)


LOCAL_RAY = "local"


def add_runner_options(parser: argparse.ArgumentParser) -> None:
    """``--workers N`` and ``--ray [ADDRESS]``: where the games are played."""
    parser.add_argument(
        "--workers",
        type=positive,
        default=None,
        help="worker processes, or a local Ray's CPUs (default: all cores; more than this machine's cores are "
        "capped at its cores)",
    )
    parser.add_argument(
        "--ray",
        nargs="?",
        type=ray_address,
        const=LOCAL_RAY,
        default=None,
        metavar="ADDRESS",
        help="play on a Ray cluster: --ray alone starts a local one for the run, --ray ADDRESS joins a running "
        "one (ray://host:10001, or auto); needs the cluster extra and scavengers on every node",
    )


def runner_of(args: argparse.Namespace) -> Runner:
    """The local process pool, or the Ray cluster ``--ray`` names."""
    workers = worker_count(args.workers)
    if args.ray is None:
        return LocalPool(workers)
    return RayCluster(None if args.ray == LOCAL_RAY else args.ray, cpus=workers)


def worker_count(asked: int | None) -> int | None:
    """``--workers`` capped at this machine's cores: more processes than cores only compete
    for them (``None``: all cores)."""
    if asked is None:
        return None
    cores = default_workers()
    if asked > cores:
        print(f"--workers {asked}: this machine has {cores} cores; playing on {cores}.", file=sys.stderr)
        return cores
    return asked


def render(summary: Summary, console: Console) -> None:
    title = f"{plural(summary.games, 'game')}, {plural(summary.players, 'player')}"
    if summary.setup is not None:  # which game: modules, variants and rules
        title += f"\n{summary.setup.game()}"
    table = Table(title=title)
    for column in ("bot", "seats played", "win rate", "95% interval", "mean tribe size"):
        table.add_column(column, justify="left" if column == "bot" else "right")
    for line in summary.bots:
        table.add_row(
            line.bot,
            str(line.seats_played),
            f"{line.win_rate:.1%}",
            _interval(line.ci_low, line.ci_high, "{:.1%}"),
            f"{line.mean_people:.1f}",
        )
    console.print(table)
    seats = Table(title="Win rate by turn position in round 1 (0: first initiator)")
    seats.add_column("position", justify="right")
    seats.add_column("win rate", justify="right")
    seats.add_column("95% interval", justify="right")
    for seat in summary.seats:
        seats.add_row(str(seat.position), f"{seat.win_rate:.1%}", f"{seat.ci_low:.1%} - {seat.ci_high:.1%}")
    console.print(seats)
    console.print(f"Mean game length: {summary.mean_rounds:.1f} rounds, {summary.mean_decisions:.0f} decisions.")


def run(args: argparse.Namespace) -> int:
    args.players = seat_count(args.players, args.bots)
    # Only a missing --bots is the default line-up: an empty one is refused with the others.
    lineup = args.bots if args.bots is not None else ",".join(["heuristic"] + ["random"] * (args.players - 1))
    if args.players == 1 and len(bot_names(lineup)) > 1:
        refuse(f"--bots: give one bot for the solo game, got {len(bot_names(lineup))}")
    try:
        bots = bot_lineup(lineup, args.players)
    except argparse.ArgumentTypeError as error:
        refuse(f"--bots: {error}")
    try:
        solo_added, families_removed = solo_options_of(args)
    except argparse.ArgumentTypeError as error:
        refuse(str(error))
    try:
        check = GameConfig(
            players=args.players,
            modules=modules_of(args),
            variants=variants_of(args),
            rules=args.rules,
            solo_added=solo_added,
            solo_families_removed=families_removed,
        )
    except ConfigError as error:
        refuse(f"cannot start the games: {error}")
    if args.players > 1 and len(set(bots)) > 1 and args.games % args.players:
        # The line-up rotates a seat a game: only a multiple of the players seats every bot in
        # every seat equally often (docs/reports.md, Tournaments). Said, not refused.
        print(
            f"note: {plural(args.games, 'game')} is not a multiple of {args.players} players: "
            "some bots sit in some seats once more than in others",
            file=sys.stderr,
        )
    runner = runner_of(args)  # a missing Ray is said before the folder is made
    made = args.out is not None and not args.out.exists()
    if args.out is not None:
        if study.started(args.out):
            # Its games.csv, summary.json and winrates.png would replace the study's own.
            raise SystemExit(f"--out {args.out} holds a balance study (scavengers report): choose another folder")
        out_folder(args.out)  # before the games, not after them
    specs = schedule(
        args.players,
        bots,
        args.games,
        args.seed,
        check.modules,
        variants=check.variants,
        rules=check.rules,
        solo_added=check.solo_added,
        solo_families_removed=check.solo_families_removed,
    )
    setup = Setup.of(check, args.seed, bots)
    errors = Console(stderr=True)
    progress = Progress(
        TextColumn("simulating"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=errors,
        disable=not errors.is_terminal,  # a log gets the plain lines alone (PlainProgress)
    )
    plain = PlainProgress(errors, len(specs))
    played = 0

    def done(_: GameRecord) -> None:
        nonlocal played
        played += 1
        progress.advance(task)
        plain.advance()

    try:
        with kill_as_interrupt(), progress:
            task = progress.add_task("games", total=len(specs))
            records = run_series(specs, on_done=done, runner=runner)
    except KeyboardInterrupt:
        return _stopped(played, len(specs), args.out if made else None)
    except BaseException:  # a cluster that does not answer: no empty folder left behind either
        if made:
            remove_if_empty(args.out)
        raise
    try:
        with kill_as_interrupt():
            if args.players == 1:
                return _solo(records, setup, args)
            summary = summarise(records, setup)
            if args.out is not None:
                written = _write(
                    args.out,
                    {
                        "games.csv": lambda path: write_csv(records, path),
                        "summary.json": lambda path: _write_json(summary.to_dict(), path),
                        "winrates.png": lambda path: write_plot(summary, path),
                    },
                )
    except KeyboardInterrupt:  # after the games, before their files were whole
        return _stopped(played, len(specs), args.out if made else None)
    if args.json:
        json.dump(summary.to_dict(), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        render(summary, Console())
    if args.out is not None:
        print(written, file=sys.stderr if args.json else sys.stdout)
    return 0


class PlainProgress:
    """The progress of a run whose output is not a terminal (a log file, a cluster job's
    output), where the progress bar is drawn only once, at the end: a plain line at every
    tenth of the games, with the time spent and the time left."""

    def __init__(self, console: Console, total: int, done: int = 0, verb: str = "played") -> None:
        self.console, self.total, self.done, self.verb = console, total, done, verb
        self.first, self.started = done, time.monotonic()

    def advance(self) -> None:
        self.done += 1
        crossed = self.done * 10 // self.total > (self.done - 1) * 10 // self.total  # a tenth of the games
        if self.console.is_terminal or not (crossed or self.done == self.total):
            return
        spent = time.monotonic() - self.started
        rate = (self.done - self.first) / spent if spent > 0 else 0.0
        left = f", about {clock((self.total - self.done) / rate)} left" if rate > 0 else ""
        self.console.print(
            f"{self.verb} {self.done} of {self.total} games, {clock(spent)} spent{left}", highlight=False
        )


def clock(seconds: float) -> str:
    """``0:01:05``: hours, minutes and seconds."""
    whole = int(seconds)
    return f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"


def _stopped(played: int, total: int, made: Path | None) -> int:
    """Ctrl+C or ``kill``: one line saying what was kept (a series is written only when
    whole, and has no ``--resume``), and the folder this run made taken back if empty."""
    print(
        f"stopped after {played} of {total} games; nothing was written (a series is kept only when whole)",
        file=sys.stderr,
    )
    if made is not None:
        remove_if_empty(made)
    return STOPPED


class Refusal(SystemExit):
    """A command line that asks for what cannot be: an unknown bot, a variant without the
    module it needs. It exits with argparse's status for a usage error (2), as the options
    argparse itself refuses; a ``SystemExit`` with a message (a folder that cannot be
    written) exits 1. Its text is the message, said once by :func:`refuse`."""

    def __init__(self, message: str) -> None:
        super().__init__(USAGE_ERROR)
        self.message = message

    def __str__(self) -> str:
        return self.message


def refuse(message: str) -> NoReturn:
    """Stop on a bad command line: one line for a person, exit status 2."""
    fail(message)
    raise Refusal(message) from None


def remove_if_empty(folder: Path) -> None:
    """Take back a folder this run made, if nothing was written into it."""
    with contextlib.suppress(OSError):
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()


STOPPED = 130
"""The exit status of a run stopped by Ctrl+C or ``kill``: 128 + SIGINT, as a shell reports
Ctrl+C."""


def kill_as_interrupt() -> contextlib.AbstractContextManager[None]:
    """Within: ``kill`` (SIGTERM) stops the run as Ctrl+C does, by a ``KeyboardInterrupt`` in
    this process, so that both stop the worker processes and end in one line."""
    return signal_handled(signal.SIGTERM, signal.default_int_handler)


def out_folder(folder: Path, option: str = "--out") -> None:
    """Check that ``folder`` can hold the results (made if missing); one clear line
    (``SystemExit``) if not, so a long run does not fail only at its end."""
    if folder.exists() and not folder.is_dir():
        raise SystemExit(f"{option} {folder}: is a file, not a folder")
    writable_folder(folder, option)


def _write_json(data: object, path: Path) -> None:
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def _write(out: Path, writers: dict[str, Writer]) -> str:
    """Write each file into ``out`` by its writer; what was written, in words (and which
    files of an earlier run were replaced: ``simulate`` does not refuse a folder of an earlier
    run). A write that fails (a full disk) is one line, the earlier files left whole."""
    replaced = [name for name in writers if (out / name).exists()]
    try:
        out.mkdir(parents=True, exist_ok=True)
        replace_files(out, writers)
    except OSError as error:
        raise SystemExit(f"--out {out}: cannot write there ({why(error)})") from None
    line = f"Wrote {_listed([str(out / name) for name in writers])}."
    if replaced:
        line += f" They replace the {_listed(replaced)} of an earlier run there."
    return line


def _listed(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _solo(records: list[GameRecord], setup: Setup, args: argparse.Namespace) -> int:
    """A solo series: the mean score instead of win rates."""
    summary = summarise_solo(records, setup)
    if args.out is not None:
        written = _write(
            args.out,
            {
                "games.csv": lambda path: write_solo_csv(records, path),
                "summary.json": lambda path: _write_json(summary.to_dict(), path),
                "scores.png": lambda path: write_solo_plot(summary, [r.points[0] for r in records], path),
            },
        )
    if args.json:
        json.dump(summary.to_dict(), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        render_solo(summary, Console())
    if args.out is not None:
        print(written, file=sys.stderr if args.json else sys.stdout)
    return 0


def render_solo(summary: SoloSummary, console: Console) -> None:
    title = f"{plural(summary.games, 'solo game')}, {summary.bot}"
    if summary.setup is not None:
        title += f"\n{summary.setup.game()}"
    table = Table(title=title)
    for column in ("mean score", "95% interval", "std dev", "lowest", "highest", "mean turns"):
        table.add_column(column, justify="right")
    table.add_row(
        f"{summary.mean_score:.1f}",
        _interval(summary.ci_low, summary.ci_high, "{:.1f}"),
        "n/a (one game)" if math.isnan(summary.stdev) else f"{summary.stdev:.1f}",
        str(summary.lowest),
        str(summary.highest),
        f"{summary.mean_rounds:.1f}",
    )
    console.print(table)


def _interval(low: float, high: float, form: str) -> str:
    """A 95% interval as a table shows it; ``n/a`` where one game gave none (NaN)."""
    if math.isnan(low):
        return "n/a (one game)"
    return f"{form.format(low)} - {form.format(high)}"
