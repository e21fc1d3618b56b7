"""Running a balance study: its games on a runner (local cores or a Ray cluster), each written
to a journal as it comes in, so that a run that is killed resumes where it stopped; then the
report, the games as CSV and JSON lines, and the findings as JSON.

The files of a study's folder: ``study.json`` (its options), ``games.jsonl`` (the journal:
one game a line, in the order they finished), ``games.csv`` (one row per game and seat),
``summary.json`` (every figure of the report), ``winrates.png`` and ``report.html``.
"""

from __future__ import annotations

import csv
import json
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from scavengers.json_input import JSONInputError, read_json
from scavengers.sim.experiments import REFERENCE, StudyOptions, Trial, TrialRecord, lineup, play_trial, trials
from scavengers.sim.files import Writer, replace_files, why
from scavengers.sim.findings import Findings, find
from scavengers.sim.report import Setup, intervals_drawn, summarise, write_plot
from scavengers.sim.report_html import render
from scavengers.sim.tournament import Runner

STUDY = "study.json"
JOURNAL = "games.jsonl"
GAMES_CSV = "games.csv"
SUMMARY = "summary.json"
PLOT = "winrates.png"
REPORT = "report.html"


class StudyError(Exception):
    """A study folder that cannot be used as asked."""


RESULTS = frozenset({GAMES_CSV, SUMMARY, PLOT, REPORT, "scores.png"})
"""The result files of a study or of a ``simulate`` run (its solo plot is ``scores.png``): a
new study is refused a folder that holds any of them without a study."""


def started(out: Path) -> bool:
    """Whether the folder ``out`` holds a study (its options or its journal)."""
    return (out / STUDY).exists() or (out / JOURNAL).exists()


def check_resumable(out: Path) -> None:
    """:class:`StudyError` unless ``out`` holds a study to resume (a mistyped folder would
    otherwise start a new study)."""
    if not started(out):
        raise StudyError(f"nothing to resume in {out}: no study was started there (leave out --resume to start one)")


def prepare(options: StudyOptions, out: Path, resume: bool) -> tuple[list[Trial], list[TrialRecord]]:
    """The games still to play and those a journal holds already. A new study needs an empty
    folder (or a new one); ``resume`` goes on with the study in ``out``, which must have
    been started with the same options."""
    planned = trials(options)
    journal, saved = out / JOURNAL, out / STUDY
    done: list[TrialRecord] = []
    if resume:
        check_resumable(out)
    if started(out):
        if not resume:
            raise StudyError(f"{out} holds a study already: add --resume to go on with it, or choose another --out")
        before = _saved_options(saved, options.to_dict())
        if before != options.to_dict():
            changed = sorted(k for k in options.to_dict() if before[k] != options.to_dict()[k])
            raise StudyError(
                f"{out} holds a study with other options ({', '.join(changed)}): resume it with the same "
                "options, or choose another --out"
            )
        by_key = {(t.arm, t.spec.index): t for t in planned}
        try:
            done = load(journal, lambda record: _of_study(record, by_key.get(record.key)))
        except OSError as error:
            raise StudyError(f"{journal} cannot be read ({why(error)}): cannot resume the study") from None
    else:
        foreign = sorted(name for name in RESULTS if (out / name).exists())
        if foreign:
            # Another run's results (``simulate --out``) would be replaced by the study's, or
            # left beside them as if they were its own. Files of other names are left alone.
            raise StudyError(
                f"{out} holds results that are not a study's ({', '.join(foreign)}): choose another --out "
                "(an empty or new folder)"
            )
        try:
            out.mkdir(parents=True, exist_ok=True)
            saved.write_text(json.dumps(options.to_dict(), indent=2) + "\n", encoding="utf-8")
        except OSError as error:
            saved.unlink(missing_ok=True)
            raise unwritable(out, error) from None
    keys = {r.key for r in done}
    return [t for t in planned if (t.arm, t.spec.index) not in keys], done


def _of_study(record: TrialRecord, trial: Trial | None) -> bool:
    """Whether a journal's record is the game ``trial`` of the study (the one of its arm and
    index): the same seed, the same line-up seat by seat (a line of a study of other bots has
    the same seeds) and the same restricted seat."""
    return (
        trial is not None
        and record.game.seed == trial.spec.seed
        and record.game.bots == trial.spec.bots
        and record.focal == trial.focal
    )


def _saved_options(saved: Path, asked: dict[str, Any]) -> dict[str, Any]:
    """The options a study folder's ``study.json`` holds: an object with the fields of
    ``asked``, each of the same type; :class:`StudyError` for anything else (a file edited
    by hand, or cut off), which cannot say which study to resume."""
    try:
        before = read_json(saved.read_bytes())  # checked: a file nested too deeply is unreadable too
    except (OSError, JSONInputError):
        before = None
    if (
        not isinstance(before, dict)
        or set(before) != set(asked)
        or any(type(before[k]) is not type(v) for k, v in asked.items())
    ):
        raise StudyError(f"{saved} is missing or unreadable: cannot tell which study to resume")
    return before


def unwritable(out: Path, error: OSError) -> StudyError:
    """The refusal for a study folder a file cannot be written to (a full disk)."""
    return StudyError(f"--out {out}: cannot write there ({why(error)})")


def load(journal: Path, planned: Callable[[TrialRecord], bool] = lambda _: True) -> list[TrialRecord]:
    """The games of a journal, each once. A line that does not read as a game of the study
    (``planned``): the last one, cut off by a killed run, or one edited out of the study (its
    seed, its line-up), is dropped with every line after it (the file is cut back to the last whole game before it), and
    those games are played again."""
    if not journal.exists():
        return []
    records: dict[tuple[str, int], TrialRecord] = {}
    good = 0
    with journal.open("rb") as handle:
        for line in handle:
            if not line.endswith(b"\n"):
                break  # cut off by a kill, if only before its newline: the next game must not join it
            try:
                record = TrialRecord.from_dict(read_json(line))
            except (ValueError, KeyError, TypeError):
                break
            if not planned(record):
                break
            records.setdefault(record.key, record)
            good += len(line)
    if good < journal.stat().st_size:
        with journal.open("r+b") as handle:
            handle.truncate(good)
    return list(records.values())


def play(
    todo: Sequence[Trial], runner: Runner, out: Path, on_done: Callable[[TrialRecord], None] | None = None
) -> list[TrialRecord]:
    """Play the games, appending each to the journal (flushed) as it finishes;
    :class:`StudyError` if the journal cannot be written (a full disk): the games it holds
    are kept, and a cut-off last line is dropped on ``--resume``."""
    try:
        with (out / JOURNAL).open("a", encoding="utf-8") as handle:

            def done(record: TrialRecord) -> None:
                handle.write(json.dumps(record.to_dict(), separators=(",", ":")) + "\n")
                handle.flush()
                if on_done is not None:
                    on_done(record)

            return runner.map(play_trial, todo, done)
    except OSError as error:
        raise unwritable(out, error) from None


def write(options: StudyOptions, records: Sequence[TrialRecord], out: Path, command: str) -> Findings:
    """The report and the data files of a study whose games are all played."""
    ordered = sorted(records, key=lambda r: r.key)
    findings = find(options, ordered)
    writers: dict[str, Writer] = {
        GAMES_CSV: lambda path: write_games_csv(ordered, path),
        SUMMARY: lambda path: path.write_text(json.dumps(_plain(findings.to_dict()), indent=2) + "\n", "utf-8"),
    }
    reference = [r.game for r in ordered if r.arm == REFERENCE]
    overview = summarise(reference, setup_of(options)) if reference else None
    if overview is not None:
        writers[PLOT] = lambda path: write_plot(overview, path)
    bars = intervals_drawn(overview) if overview is not None else ""
    try:
        # Each file whole or not at all: a full disk leaves the files of an earlier write.
        replace_files(out, writers)
        png = (out / PLOT).read_bytes() if overview is not None else None
        replace_files(out, {REPORT: lambda path: path.write_text(render(findings, command, png, bars), "utf-8")})
    except OSError as error:
        raise unwritable(out, error) from None
    return findings


def setup_of(options: StudyOptions) -> Setup:
    """The study's own game as a series' setup, so that its plot's title names it."""
    return Setup(
        options.seed,
        lineup(options.bots, options.players),
        tuple(sorted(options.modules)),
        tuple(sorted(options.variants)),
        str(options.rules),
    )


def discard(out: Path, made: bool) -> None:
    """Take back what starting a new study in ``out`` wrote (its options and an empty
    journal), so a start that failed does not leave ``out`` holding a study; the folder
    too if this run ``made`` it and nothing else is there. Nothing else is touched."""
    for name in (STUDY, JOURNAL):
        (out / name).unlink(missing_ok=True)
    if made and out.is_dir() and not any(out.iterdir()):
        out.rmdir()


def write_games_csv(records: Sequence[TrialRecord], path: Path) -> None:
    """One row per game and seat, with everything the journal keeps of it."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(
            [
                "arm",
                "game",
                "seed",
                "seat",
                "position",
                "bot",
                "restricted",
                "leader",
                "won",
                "placing",
                "people",
                "contested",
                "cards",
                "rounds",
                "decisions",
                "deadlocks",
                "hired",
                "dug",
                "kept",
                "buildings_started",
                "buildings_completed",
                "market",
            ]
        )
        for r in records:
            game = r.game
            players = len(game.bots)
            for seat, bot in enumerate(game.bots):
                writer.writerow(
                    [
                        r.arm,
                        game.index,
                        game.seed,
                        seat,
                        (seat - game.first_initiator) % players,
                        bot,
                        int(seat == r.focal),
                        r.leaders[seat],
                        f"{r.share(seat):.12g}",  # a 1/3 share: the games' wins add up to 1
                        f"{r.placing[seat]:g}",
                        game.people[seat],
                        game.contested[seat],
                        game.cards[seat],
                        game.rounds,
                        game.decisions,
                        r.deadlocks,
                        " ".join(r.hired[seat]),
                        " ".join(r.dug[seat]),
                        " ".join(r.kept[seat]),
                        " ".join(r.started[seat]),
                        " ".join(r.completed[seat]),
                        " ".join(r.market),
                    ]
                )


def _plain(value: Any) -> Any:
    """JSON without NaN (an estimate with too few games is ``null``)."""
    if isinstance(value, float):
        return None if math.isnan(value) else value
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
