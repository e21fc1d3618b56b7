"""``scavengers analyse FILE --seat N``: every decision one seat made in a saved game, judged
from what it could see then; the costliest marked in words, the win chance over the game."""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn, TimeRemainingColumn

from scavengers.analysis.plot import PLOT_FORMATS, figure_name, plot_file, write_plot
from scavengers.analysis.review import REVIEW_ITERATIONS, Review, ReviewError, review, summary_line
from scavengers.cli.common import fail, positive, sealed_refusal, seed_number, unwritable
from scavengers.cli.simulate import STOPPED, clock
from scavengers.sim.tables import plural
from scavengers.sim.tournament import signal_handled
from scavengers.text import for_people
from scavengers.tui.session import Session, SessionError


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    analyse = commands.add_parser(
        "analyse",
        help="judge one seat's decisions in a saved game",
        description=(
            "Replay a saved game and judge every decision of one seat from what it could see then: "
            "the search bot's estimate of its chance to win before and after each decision, the "
            "costliest decisions marked in words, and the win chance over the game."
        ),
    )
    analyse.add_argument("file", type=Path, help="a saved game (from Ctrl+S, --save or the autosave)")
    analyse.add_argument(
        "--seat", type=int, default=None, help="whose decisions (default: the only person at the table)"
    )
    analyse.add_argument("--json", action="store_true", help="print the review as JSON")
    analyse.add_argument(
        "--plot",
        type=Path,
        default=None,
        metavar="FILE",
        help=f"write the win chance to a PNG (or {' or '.join(PLOT_FORMATS[1:])}, by the extension; none: .png added)",
    )
    analyse.add_argument(
        "--iterations",
        type=positive,
        default=REVIEW_ITERATIONS,
        metavar="N",
        help=f"playouts per decision (default {REVIEW_ITERATIONS}; more: slower, surer)",
    )
    analyse.add_argument("--seed", type=seed_number, default=0, help="the search's seed (default 0)")
    analyse.set_defaults(run=run)


def _seat(args: argparse.Namespace, session: Session) -> int:
    """The seat to analyse: ``--seat``, or the only person at the table; ``ValueError`` says why not."""
    players = session.game.config.players
    if args.seat is not None:
        if not 0 <= args.seat < players:
            raise ValueError(f"--seat: seats are 0-{players - 1}, got {args.seat}")
        seat: int = args.seat
        sealed = session.sealed(seat)
        if sealed is not None:
            raise ValueError(sealed_refusal(sealed, args.file))
        return seat
    if len(session.humans) == 1:
        return session.humans[0]
    everywhere = session.sealed_everywhere()
    if everywhere is not None:  # several people, not finished: no seat may be judged, no --seat to ask for
        raise ValueError(sealed_refusal(everywhere, args.file))
    raise ValueError(f"give --seat N (0-{players - 1}): whose decisions to judge")


def run(args: argparse.Namespace) -> int:
    try:
        session = Session.load(args.file, to_play=False)
        seat = _seat(args, session)
    except (SessionError, ValueError) as error:
        return fail(str(error))
    try:  # refused before the analysis, not found out at its end
        plot = None if args.plot is None else plot_file(args.plot)
    except ValueError as error:
        return fail(f"--plot {args.plot}: {error}")
    why = None if plot is None else _unwritable(plot)
    if why is not None:
        return _cannot_write(args.plot, why)
    stop = threading.Event()
    judged = threading.Event()

    def interrupted(signum: int, frame: object) -> None:
        # Ctrl+C keeps what was judged: the review stops after the decision it is on. A
        # second one stops at once; once the review is over, what it judged is written out
        # whatever comes (a second Ctrl+C just after the first must not lose it).
        if judged.is_set():
            return
        if stop.is_set():
            raise KeyboardInterrupt
        stop.set()

    errors = Console(stderr=True)
    bar = Progress(
        TextColumn(f"judging seat {seat}'s decisions"),
        BarColumn(),
        TaskProgressColumn(),
        TimeRemainingColumn(),
        console=errors,
        disable=not errors.is_terminal,  # a log gets the plain lines alone (_PlainShare)
    )
    plain = _PlainShare(errors, f"judged {{}} of seat {seat}'s decisions")

    def judging(share: float) -> None:
        bar.update(task, completed=share)
        plain.update(share)

    try:
        with signal_handled(signal.SIGINT, interrupted), signal_handled(signal.SIGTERM, interrupted):
            with bar:
                task = bar.add_task("review", total=1.0)
                found = review(
                    session.game.config,
                    session.actions,
                    seat,
                    iterations=args.iterations,
                    seed=args.seed,
                    names=session.names,
                    progress=judging,
                    stop=stop,
                    person=session.is_human(seat),
                )
            judged.set()
            if found.stopped:
                kept = plural(len(found.decisions), "decision")
                print(f"stopped: kept the {kept} judged so far", file=sys.stderr)
            return _write(args, session.names, seat, found, plot)
    except ReviewError as error:
        return fail(f"{args.file}: {for_people(error)}")
    except KeyboardInterrupt:
        print("stopped: nothing was analysed", file=sys.stderr)
        return STOPPED


class _PlainShare:
    """The progress of an analysis whose stderr is not a terminal (a log file), where the bar is
    drawn only once, at the end: a plain line at every tenth of the work, with the time spent
    and the time left, as ``simulate`` and ``report`` print theirs (``PlainProgress``)."""

    def __init__(self, console: Console, words: str) -> None:
        self.console, self.words = console, words
        self.tenths, self.started = 0, time.monotonic()

    def update(self, share: float) -> None:
        tenths = min(10, int(share * 10 + 1e-9))
        if self.console.is_terminal or tenths <= self.tenths:
            return
        self.tenths = tenths
        spent = time.monotonic() - self.started
        left = f", about {clock(spent * (1 - share) / share)} left" if 0 < share < 1 else ""
        self.console.print(f"{self.words.format(f'{tenths * 10}%')}, {clock(spent)} spent{left}", highlight=False)


def _write(args: argparse.Namespace, names: list[str], seat: int, found: Review, plot: Path | None) -> int:
    """The review's plot, then its report (text or JSON); the exit status."""
    if plot is not None and found.decisions:
        try:
            write_plot(found, plot, f"{names[seat]}: {figure_name(found)} over the game")
        except OSError as error:
            return _cannot_write(plot, error.strerror or str(error))
    elif plot is not None:  # asked for, and not written: said, not left to be found out
        print(f"no decision was judged, so there is nothing to plot: {plot} not written", file=sys.stderr)
    if args.json:
        json.dump({"file": str(args.file), "names": names, **found.to_json()}, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print("\n".join(report(found, names)))
        if plot is not None and found.decisions:
            what = "the rating against par" if found.players == 1 else "the win chance"
            print(f"Wrote {what} over the game to {plot}.")
    return STOPPED if found.stopped else 0


CANNOT_WRITE = 1
"""Exit status for output that cannot be written, as ``simulate`` and ``report`` exit for an
``--out`` folder they cannot write to (a bad command line exits 2)."""


def _cannot_write(plot: Path, why: str) -> int:
    print(f"scavengers: error: --plot {plot}: {why}", file=sys.stderr)
    return CANNOT_WRITE


def _unwritable(path: Path) -> str | None:
    """Why the plot cannot be written to ``path`` (``None``: it can)."""
    if not path.parent.is_dir():
        return f"no folder {path.parent}"
    why = unwritable(path.parent)
    if why is None and path.exists() and not os.access(path, os.W_OK):
        why = "the file is read-only"
    return None if why is None else f"cannot write there ({why})"


def report(found: Review, names: Sequence[str]) -> list[str]:
    """The review in lines of text: a summary, the marked decisions, the chance round by round."""
    lines = [summary_line(found, names)]
    solo = found.players == 1  # no rival, no winner: the figure is a rating against par
    if found.winners and not solo:
        lines.append(f"Winners: {', '.join(names[w] for w in found.winners)}.")
    marked = found.marked()
    if marked:
        lines += ["", "Costliest decisions (in the order of the game):"]
        lines += [f"  - {d.advice} (replay step {d.replay_step})" for d in marked]
    elif found.decisions:
        lines += ["", "No decision gave away much: nothing clearly better was found."]
    elif found.stopped:
        lines += ["", "No decision was judged before the analysis stopped."]
    else:
        lines += ["", "No decision to judge: the seat has had no choice to make (more than one sensible move)."]
    if found.decisions:
        what, each = ("The rating against par", "turn") if solo else ("Estimated win chance", "round")
        lines += ["", f"{what} after the last decision of each {each}:"]
        last: dict[int, float] = {}
        for d in found.decisions:
            last[d.round] = d.after
        lines += [f"  {each} {r:2}: {chance:4.0%}" for r, chance in last.items()]
    if solo:
        lines += [
            "",
            "The solo game has no rival: the figure is the search bot's rating of the tribe against par,"
            " not a chance to win, estimated from what the seat could see then (docs/analysis.md).",
        ]
    else:
        lines += ["", "A win chance is the search bot's estimate from what the seat could see then (docs/analysis.md)."]
    return lines
