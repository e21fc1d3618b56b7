"""``scavengers report``: a designed balance study, played on the local cores or a Ray
cluster, written as a self-contained HTML report with the data of every game."""

from __future__ import annotations

import argparse
import shlex
import sys
from dataclasses import replace

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from scavengers.cli.common import (
    MAX_STUDY_GAMES,
    add_hq_option,
    add_variant_options,
    bot_lineup,
    folder_name,
    modules_of,
    player_count,
    seed_number,
    study_game_count,
    variants_of,
)
from scavengers.cli.simulate import (
    STOPPED,
    PlainProgress,
    add_runner_options,
    kill_as_interrupt,
    out_folder,
    refuse,
    runner_of,
)
from scavengers.engine.core.config import RECON_MODULES, ConfigError, Edition, GameConfig, hq_level
from scavengers.sim import study
from scavengers.sim.experiments import SECTIONS, StudyOptions, TrialRecord, applies, arms
from scavengers.sim.tables import plural

SKIPPED = {
    "leaders": "it needs HQ module 3 (--hq 3 or more), with leaders dealt rather than drafted",
    "buildings": "it needs buildings (--hq 2 or more, or --recon 3)",
}
"""Why a section that does not apply to the study's game is left out."""


def section_names(text: str) -> tuple[str, ...]:
    """Report sections, a comma list: ``leaders,position``."""
    words = [w.strip() for w in text.split(",")]
    if "" in words and any(words):  # "leaders,,position": a typo, not a list of two
        raise argparse.ArgumentTypeError(
            f"a section is empty in {text[:60]!r}: give names separated by commas, e.g. leaders,position"
        )
    chosen = [w for w in words if w]
    unknown = [w[:40] for w in chosen if w not in SECTIONS]
    if unknown or not chosen:
        raise argparse.ArgumentTypeError(f"sections are {', '.join(SECTIONS)}; got {', '.join(unknown) or 'none'}")
    return tuple(s for s in SECTIONS if s in chosen)


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "report",
        help="a balance study: leaders, mercenaries, buildings, modules, editions, turn position",
        description=(
            "Play a designed balance study and write DIR/report.html (tables and plots, opens offline) with every "
            "game as CSV and JSON lines. Sections: leaders pinned to seats (HQ 3+); what hiring each mercenary "
            "and building each building is worth (the same bot allowed and forbidden, on the same deals); each "
            "Recon module and variant against the game without it; the 2012 rules against 2015; the first "
            "player's advantage per player count. Same seed, same report, on any number of cores or a Ray "
            "cluster. A killed run goes on where it stopped with --resume."
        ),
    )
    parser.add_argument(
        "--games",
        type=study_game_count,
        default=200,
        help=f"games in each arm of the study (default 200; at most {MAX_STUDY_GAMES:,} in all its arms together)",
    )
    parser.add_argument("--players", type=player_count, default=4, help="players in the study's game, 2-5 (default 4)")
    parser.add_argument(
        "--bots",
        default="heuristic",
        help="bot per seat, comma-separated, or one for all (default heuristic); the first is the one restricted "
        "in the mercenary and building sections",
    )
    parser.add_argument("--seed", type=seed_number, default=1, help="study seed, below 2**64 in size (default 1)")
    parser.add_argument(
        "--sections",
        type=section_names,
        default=SECTIONS,
        metavar="LIST",
        help=f"which sections, comma-separated (default all that apply: {','.join(SECTIONS)})",
    )
    parser.add_argument("--out", type=folder_name, required=True, metavar="DIR", help="folder for the report and data")
    parser.add_argument("--resume", action="store_true", help="go on with the study in DIR where it stopped")
    add_runner_options(parser)
    add_hq_option(parser)
    add_variant_options(parser)
    parser.set_defaults(run=run)


ARMS_SAMPLE = 100
"""The games whose deals count a study's arms before it is set up: a mercenary stack none of
them lays out would add one arm more, so the count bounds the study's size, not exactly."""


def run(args: argparse.Namespace) -> int:
    try:
        bots = bot_lineup(args.bots, args.players)
    except argparse.ArgumentTypeError as error:
        refuse(f"--bots: {error}")
    try:
        check = GameConfig(players=args.players, modules=modules_of(args), variants=variants_of(args), rules=args.rules)
    except ConfigError as error:
        refuse(f"cannot start the games: {error}")
    given = tuple(dict.fromkeys(n.strip() for n in args.bots.split(",") if n.strip()))
    asked = StudyOptions(
        games=args.games,
        seed=args.seed,
        players=args.players,
        bots=given if len(given) == 1 else tuple(bots),
        modules=frozenset(str(m) for m in check.modules),
        variants=frozenset(str(v) for v in check.variants),
        rules=str(check.rules),
        sections=args.sections,
    )
    options = replace(asked, sections=tuple(s for s in asked.sections if applies(asked, s)))
    console = Console(stderr=True, soft_wrap=True)  # a path or a command line is never cut in two
    for skipped in sorted(set(asked.sections) - set(options.sections), key=SECTIONS.index):
        console.print(f"Section {skipped} left out: {SKIPPED[skipped]}.")
    if not options.sections:
        refuse("no section applies to this game")
    # Its arms as a few of its games give them (the mercenary arms follow the stacks its deals
    # lay out, and dealing them all is what takes long): before anything is dealt or written.
    count = len(arms(replace(options, games=min(options.games, ARMS_SAMPLE))))
    if (size := options.games * count) > MAX_STUDY_GAMES:
        refuse(
            f"--games: a study of {size:,} games ({options.games:,} in each of its {count} arms) "
            f"is more than a study plays (at most {MAX_STUDY_GAMES:,}); give fewer games, or fewer --sections"
        )
    runner = runner_of(args)  # a missing Ray is said before anything is written
    made = not args.out.exists()
    held = study.started(args.out)  # a study there before this run: never this run's to take back
    try:
        # Setting a large study up takes a while (every game is dealt to plan it): Ctrl+C or
        # kill there stops as during the games, in one line, and takes back what it wrote.
        with kill_as_interrupt():
            if args.resume:
                study.check_resumable(args.out)  # before out_folder makes the folder
            out_folder(args.out)  # before the games, not after them
            todo, done = study.prepare(options, args.out, args.resume)
    except study.StudyError as error:
        raise SystemExit(str(error)) from None
    except KeyboardInterrupt:
        if not (args.resume or held):
            study.discard(args.out, made)
        kept = "the study is as it was" if args.resume else "nothing was kept"
        print(f"stopped while setting the study up, before its first game; {kept}", file=sys.stderr)
        return STOPPED
    total = len(todo) + len(done)
    console.print(
        f"Study: {plural(total, 'game')} ({options.games} per arm), sections: {', '.join(options.sections)}"
        + (f"; {len(done)} already played, resuming." if done else ".")
    )
    progress = Progress(
        TextColumn("playing"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("left:"),
        TimeRemainingColumn(),
        console=console,
        disable=not console.is_terminal,  # a log gets the plain lines alone (PlainProgress)
    )
    count = len(done)
    plain = PlainProgress(console, total, len(done))

    def finished(_: TrialRecord) -> None:
        nonlocal count
        count += 1
        progress.advance(task)
        plain.advance()

    try:
        with kill_as_interrupt():
            with progress:
                task = progress.add_task("games", total=total, completed=len(done))
                try:
                    played = study.play(todo, runner, args.out, on_done=finished)
                except (Exception, SystemExit):
                    if not args.resume and count == 0:
                        # A start that failed (a cluster that does not answer) played nothing:
                        # take back the new study's files, so the same --out is free again.
                        study.discard(args.out, made)
                    raise
            findings = study.write(options, [*done, *played], args.out, command(options))
    except study.StudyError as error:  # a full disk
        kept = f"; the journal keeps {plural(count, 'game')}: resume with --resume once there is room" if count else ""
        raise SystemExit(f"{error}{kept}") from None
    except KeyboardInterrupt:
        if not args.resume and count == 0:
            # Stopped before its first game: nothing to resume, so nothing left behind.
            study.discard(args.out, made)
            print(f"stopped before the first of {total} games; nothing was kept", file=sys.stderr)
            return STOPPED
        print(f"stopped after {count} of {total} games; resume with the same command and --resume", file=sys.stderr)
        return STOPPED
    beside = [study.GAMES_CSV, study.JOURNAL, study.SUMMARY, study.PLOT, study.STUDY]
    beside = [name for name in beside if (args.out / name).exists()]
    Console(soft_wrap=True).print(
        f"{findings.games} games. Wrote {args.out / study.REPORT}, {', '.join(beside[:-1])} and {beside[-1]} there."
    )
    return 0


def command(options: StudyOptions) -> str:
    """The command line that plays the same study (wherever its report is written)."""
    words = ["scavengers", "report", "--games", str(options.games), "--players", str(options.players)]
    words += ["--bots", ",".join(options.bots), "--seed", str(options.seed)]
    level = hq_level(options.modules)
    if level:
        words += ["--hq", str(level)]
    recon = [str(n) for n, m in enumerate(RECON_MODULES, 1) if m in options.modules]
    if recon:
        words += ["--recon", ",".join(recon)]
    if options.variants:
        words += ["--variant", ",".join(sorted(options.variants))]
    if options.rules != Edition.E2015:
        words += ["--rules", str(options.rules)]
    if options.sections != SECTIONS:
        words += ["--sections", ",".join(options.sections)]
    return shlex.join([*words, "--out", "DIR"])
