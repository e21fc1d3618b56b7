"""``scavengers learn``: the lessons of a guided first game, in the terminal."""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from scavengers.cli.common import fail, table_warnings
from scavengers.lessons import (
    Lesson,
    LessonError,
    builtin_lessons,
    check_lesson,
    find_lesson,
    lessons_done,
    load_lesson,
    progress_path,
)
from scavengers.lessons.progress import PROGRESS_FILE


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    learn = commands.add_parser(
        "learn",
        help="learn to play: short lessons on a stacked table",
        description=(
            "Learn to play Arctic Scavengers, one short lesson at a time: each sets up a table, says "
            "what to look for and answers every action you try. Without LESSON, starts with the first "
            "lesson not done yet (once all are done, with the first lesson again); the lessons done "
            "are remembered."
        ),
    )
    learn.add_argument(
        "lesson",
        nargs="?",
        default=None,
        help="a lesson to take (again): its number or name, or a lesson file (.toml) being written",
    )
    learn.add_argument("--list", action="store_true", help="list the lessons, done or not, and exit")
    learn.add_argument(
        "--check",
        type=Path,
        nargs="+",
        default=None,
        metavar="FILE",
        help="check lesson files (docs/learning.md): read each and play its steps; exit 1 at a problem",
    )
    learn.add_argument(
        "--progress",
        type=Path,
        default=None,
        metavar="FILE",
        help=f"where the lessons done are kept (default {progress_path()})",
    )
    learn.add_argument("--fast", action="store_true", help="show the other players' moves without pausing")
    learn.set_defaults(run=run_learn)


def run_learn(args: argparse.Namespace) -> int:
    if args.check is not None:
        return _check(args.check)
    progress = args.progress or progress_path()
    try:
        lessons = builtin_lessons()
        if args.lesson is not None and args.lesson.endswith(".toml"):
            # A lesson file being written: played alone (docs/learning.md, "Writing a lesson").
            with table_warnings(args.lesson):
                draft = load_lesson(Path(args.lesson))
            # Tried as a player would take it, but it is no lesson of hers: its end is kept in
            # a scratch file, gone after, never in her progress.
            with tempfile.TemporaryDirectory() as scratch:
                return _take((draft,), draft, Path(scratch) / PROGRESS_FILE, 0 if args.fast else None)
        first = find_lesson(lessons, args.lesson) if args.lesson is not None else None
    except LessonError as error:
        return fail(str(error))
    done = lessons_done(progress)
    if args.list:
        for lesson in lessons:
            mark = "done" if lesson.name in done else "    "
            print(f"{lesson.number:2}. [{mark}] {lesson.name:24} {lesson.title}")
        print(f"Take one with: scavengers learn NUMBER (progress kept in {progress})")
        return 0
    if first is None:
        first = next((lesson for lesson in lessons if lesson.name not in done), lessons[0])
    return _take(lessons, first, progress, 0 if args.fast else None)


def _take(lessons: tuple[Lesson, ...], lesson: Lesson | None, progress: Path, delay: float | None) -> int:
    """Take lessons one after another, as the player chooses at the end of each."""
    from scavengers.tui.learn import AGAIN, NEXT, LessonApp

    while lesson is not None:
        app = LessonApp(lesson, progress, lessons, delay=delay)
        app.run()
        if app.return_code:
            return app.return_code
        choice = app.choice
        if choice == AGAIN:
            continue
        later = [other for other in lessons if other.number > lesson.number]
        lesson = later[0] if choice == NEXT and later else None
    return 0


def _check(paths: list[Path]) -> int:
    """Read and play each lesson file; one line per file."""
    failed = 0
    for path in paths:
        try:
            with table_warnings(str(path)):
                lesson = load_lesson(path)
                check_lesson(lesson)
        except LessonError as error:
            print(f"{path}: {error}")
            failed += 1
        else:
            count = len(lesson.steps)
            print(f"{path}: ok, {count} step{'' if count == 1 else 's'}")
    return 1 if failed else 0
