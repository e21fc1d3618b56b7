"""``scavengers train``: train the learned bot's network (module :mod:`scavengers.rl.train`)."""

from __future__ import annotations

import argparse
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn, TimeElapsedColumn

from scavengers.bots.agent import check_bot_name
from scavengers.cli.common import (
    add_hq_option,
    add_variant_options,
    amount,
    modules_of,
    player_count,
    positive,
    positive_amount,
    variants_of,
)
from scavengers.sim.tournament import default_workers

if TYPE_CHECKING:
    from scavengers.rl.train import TrainSettings

DEFAULT_OUT = Path("training")


def _players(text: str) -> tuple[int, ...]:
    return tuple(player_count(part) for part in text.split(","))


def _names(text: str) -> tuple[str, ...]:
    names = tuple(part.strip() for part in text.split(","))
    for name in names:
        if name != "self":
            try:
                check_bot_name(name)
            except ValueError as error:
                raise argparse.ArgumentTypeError(str(error)) from None
    return names


def _teachers(text: str) -> tuple[str, ...]:
    names = _names(text)
    if "self" in names:
        raise argparse.ArgumentTypeError("a teacher is a bot: the network cannot imitate itself")
    return names


def _rounds(text: str) -> int:
    if not text.strip().isdigit():
        raise argparse.ArgumentTypeError(f"{text!r}: give a whole number, 0 or more")
    return int(text)


def _teacher(text: str) -> str:
    names = _teachers(text)
    if len(names) != 1:
        raise argparse.ArgumentTypeError("give one bot")
    return names[0]


def _share(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"{text!r}: give a number from 0 to 1")
    return value


def _counts(text: str) -> tuple[int, ...]:
    return tuple(positive(part) for part in text.split(","))


def _module_sets(text: str) -> tuple[tuple[str, ...], ...]:
    sets = []
    for part in text.split(";"):
        names = tuple(sorted({name.strip() for name in part.split(",") if name.strip()}))
        sets.append(() if names == ("none",) else names)
    return tuple(sets)


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "train",
        help="train the learned bot's network (imitation, then games against bots)",
        description=(
            "Train a small policy network on the learning environments' words with PyTorch (the "
            "train extra: pip install -e '.[train]' in the repository): first imitating bots' choices, then "
            "improving by playing (PPO's clipped objective) against bots or itself. Writes "
            "policy.npz (play it with --bots learned:weights=PATH; playing needs NumPy only), a "
            "checkpoint (run the same command again to resume) and learning-curve.png to --out. "
            "Every game is played with the modules, variants and rules given (the base game by default). "
            "Same settings and seed, same weights, whatever --workers."
        ),
    )
    add_hq_option(parser)
    add_variant_options(parser)
    parser.add_argument(
        "--module-sets",
        type=_module_sets,
        default=(),
        metavar="SETS",
        help=(
            "instead of --hq and --recon: several sets of modules, taken in turn four games at a time, to learn "
            "them all; sets separated by ';', modules by ',', none for the base game, e.g. "
            "'none;hq1,hq2,hq3,hq4;recon1,recon2,recon3,recon4,recon5'"
        ),
    )
    parser.add_argument(
        "--start-from",
        metavar="WEIGHTS",
        default="",
        help=(
            "start from these weights instead of imitating: a policy.npz, or 'learned' for the shipped bot's "
            "(the teachers' games are then played only for --dagger-rounds or the --imitation-weight anchor)"
        ),
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder of the run (default ./training)")
    parser.add_argument("--players", type=_players, default=(2,), help="players per game, e.g. 2 or 2,4 (default 2)")
    parser.add_argument(
        "--teacher",
        type=_teachers,
        default=("heuristic",),
        help="bots whose choices are imitated, in turn, e.g. heuristic,ismcts:iters=400 (default heuristic)",
    )
    parser.add_argument(
        "--demo-games",
        type=_counts,
        default=(600,),
        help="games each teacher plays to be imitated, one number per teacher, e.g. 1200,150 (default 600)",
    )
    parser.add_argument(
        "--demo-opponents",
        type=_names,
        default=(),
        help=(
            "per teacher, the bot in the other seats of its games, where only the teacher's words are "
            "imitated, e.g. heuristic,heuristic (default: the teacher in every seat)"
        ),
    )
    parser.add_argument(
        "--epochs",
        type=_counts,
        default=(6,),
        help="imitation epochs of each teacher: one number for all, or one per teacher, e.g. 3,8 (default 6)",
    )
    parser.add_argument(
        "--dagger-rounds",
        type=_rounds,
        default=0,
        help=(
            "DAgger rounds after the imitation: the network plays one seat against the last teacher's opponent "
            "and the last teacher labels its decisions (default 0)"
        ),
    )
    parser.add_argument(
        "--dagger-teacher",
        type=_teacher,
        default=None,
        help="the bot that labels the DAgger rounds' decisions (default: the last --teacher)",
    )
    parser.add_argument(
        "--dagger-mix",
        type=_share,
        default=0.0,
        help="the chance that the labeller's own action is played at a DAgger decision, 0-1 (default 0)",
    )
    parser.add_argument("--dagger-games", type=positive, default=100, help="games per DAgger round (default 100)")
    parser.add_argument(
        "--dagger-epochs", type=positive, default=4, help="epochs over the labels after each DAgger round (default 4)"
    )
    parser.add_argument(
        "--opponents",
        type=_names,
        default=("heuristic", "self"),
        help="opponents of the improvement games, one per game in turn; self: the network (default heuristic,self)",
    )
    parser.add_argument("--rounds", type=_rounds, default=20, help="improvement rounds (default 20; 0: imitation only)")
    parser.add_argument("--round-games", type=positive, default=100, help="games per improvement round (default 100)")
    parser.add_argument(
        "--round-players",
        type=_players,
        default=(),
        help="players per improvement game, e.g. 2 or 2,4 (default: --players)",
    )
    parser.add_argument(
        "--improvement-rate",
        type=positive_amount,
        default=2e-4,
        help="learning rate of the improvement rounds (default 0.0002)",
    )
    parser.add_argument(
        "--ppo-epochs", type=positive, default=2, help="passes over each improvement round's words (default 2)"
    )
    parser.add_argument(
        "--entropy-weight",
        type=amount,
        default=0.003,
        help="weight of the entropy bonus in the improvement rounds, 0 or more (default 0.003)",
    )
    parser.add_argument(
        "--imitation-weight",
        type=amount,
        default=0.5,
        help=(
            "weight of the last teacher's words learned beside each improvement step, half a batch of them; "
            "0: none (default 0.5)"
        ),
    )
    parser.add_argument(
        "--keep-every",
        type=_rounds,
        default=0,
        help="keep the policy after every this many improvement rounds, in --out/rounds (default 0: none)",
    )
    parser.add_argument("--eval-games", type=positive, default=60, help="games of each evaluation (default 60)")
    parser.add_argument("--hidden", type=positive, default=128, help="units per hidden layer (default 128)")
    parser.add_argument("--seed", type=_rounds, default=0, help="seed of the run, 0 or more (default 0)")
    parser.add_argument("--workers", type=positive, default=None, help="processes playing games (default: all cores)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        from scavengers.rl.train import (
            CURVE_PLOT,
            POLICY,
            Trainer,
            TrainSettings,
            starting_policy,
        )  # PyTorch: only for this command
    except ModuleNotFoundError as error:
        if error.name != "torch":
            raise
        raise SystemExit(
            "scavengers train needs PyTorch, which the train extra installs: "
            "pip install -e '.[train]' in the repository"
        ) from None

    demo_games = args.demo_games * len(args.teacher) if len(args.demo_games) == 1 else args.demo_games
    if len(demo_games) != len(args.teacher):
        raise SystemExit(f"--demo-games: give one number, or one per teacher ({len(args.teacher)})")
    epochs = args.epochs * len(args.teacher) if len(args.epochs) == 1 else args.epochs
    if len(epochs) != len(args.teacher):
        raise SystemExit(f"--epochs: give one number, or one per teacher ({len(args.teacher)})")
    if args.demo_opponents and len(args.demo_opponents) != len(args.teacher):
        raise SystemExit(f"--demo-opponents: give one per teacher ({len(args.teacher)})")
    single = tuple(sorted(modules_of(args)))
    if args.module_sets and single:
        raise SystemExit("give --module-sets or --hq and --recon, not both")
    module_sets = args.module_sets or (single,)
    try:
        settings = TrainSettings(
            players=args.players,
            teachers=args.teacher,
            demo_games=demo_games,
            demo_opponents=args.demo_opponents,
            epochs=epochs,
            dagger_rounds=args.dagger_rounds,
            dagger_games=args.dagger_games,
            dagger_mix=args.dagger_mix,
            dagger_teacher=args.dagger_teacher or "",
            dagger_epochs=args.dagger_epochs,
            opponents=args.opponents,
            rounds=args.rounds,
            round_games=args.round_games,
            round_players=args.round_players,
            improvement_rate=args.improvement_rate,
            ppo_epochs=args.ppo_epochs,
            entropy_weight=args.entropy_weight,
            imitation_weight=args.imitation_weight,
            eval_games=args.eval_games,
            hidden=args.hidden,
            seed=args.seed,
            modules=module_sets,
            variants=tuple(sorted(variants_of(args))),
            rules=args.rules,
            start_from=args.start_from,
        )
        if settings.start_from:
            starting_policy(settings.start_from, settings.hidden)  # unreadable weights: refused at once
    except ValueError as error:
        raise SystemExit(str(error)) from None
    errors = Console(stderr=True)
    progress = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=errors,
        disable=not errors.is_terminal,  # a log gets the plain lines alone
    )
    tasks: dict[str, TaskID] = {}
    noted: dict[str, int] = {}

    def report(what: str, done: int, total: int) -> None:
        if what not in tasks:
            tasks[what] = progress.add_task(what, total=total)
        progress.update(tasks[what], completed=done, total=total)
        if not errors.is_terminal:
            # Not a terminal (a log file, a job's output): a line at each tenth instead of a bar.
            tenth = done * 10 // max(total, 1)
            if noted.get(what, -1) < tenth:
                noted[what] = tenth
                errors.print(f"{what}: {done}/{total}", highlight=False, soft_wrap=True)

    console = Console(soft_wrap=True)

    def tell(point: dict[str, Any]) -> None:
        # Each evaluation as it is made (above the bars on a terminal), so a long run can be watched.
        figures = ", ".join(_figure(key, value) for key, value in point.items() if key not in ("stage", "step"))
        console.print(f"{point['stage']} {point['step']}: {figures}")

    workers = default_workers() if args.workers is None else args.workers
    errors.print(f"Training in {args.out} on {workers} worker(s): {plan(settings)}", highlight=False, soft_wrap=True)
    trainer = Trainer(settings, args.out, workers, report, args.keep_every, on_point=tell)
    try:
        with progress:
            trainer.run()
    except ValueError as error:
        raise SystemExit(str(error)) from None
    written = [str(path) for path in (args.out / POLICY, args.out / CURVE_PLOT) if path.exists()]
    if written:
        console.print(f"Wrote {' and '.join(written)}.")
    return 0


def _figure(key: str, value: object) -> str:
    """``win 0.620``, ``interval 0.530-0.700`` (a curve point's figure in words)."""
    if isinstance(value, float):
        return f"{key} {value:.3f}"
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, float) for v in value):
        return f"{key} {value[0]:.3f}-{value[1]:.3f}"
    return f"{key} {value}"


def plan(settings: TrainSettings) -> str:
    """What a run will do, in one line: its imitation and its rounds."""
    parts = []
    if settings.imitates:
        teachers = ", ".join(
            f"{games} games of {teacher} ({epochs} epoch{'' if epochs == 1 else 's'})"
            for teacher, games, epochs in zip(settings.teachers, settings.demo_games, settings.epochs, strict=False)
        )
        parts.append(f"imitation of {teachers}")
    if settings.dagger_rounds:
        parts.append(f"{settings.dagger_rounds} DAgger rounds")
    if settings.rounds:
        parts.append(f"{settings.rounds} improvement rounds of {settings.round_games} games")
    parts.append(f"each evaluated in {settings.eval_games} games against {settings.evaluate_against}")
    return "; ".join(parts)
