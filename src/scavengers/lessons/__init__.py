"""Lessons: a guided first game, one short lesson at a time (``scavengers learn``, and "Learn
to play" in the web lobby).

Each lesson is a data file in this folder (``NN_name.toml``, format in docs/learning.md): a
stacked table, a few sentences, the action the player should find at each step and feedback
for other choices. :mod:`.lesson` reads and checks a file, :mod:`.tutor` runs a lesson and
judges actions, :mod:`.progress` remembers the lessons done.
"""

from scavengers.lessons.lesson import (
    STUDENT,
    Feedback,
    Lesson,
    LessonError,
    LessonStep,
    builtin_lessons,
    find_lesson,
    load_lesson,
    read_lesson,
)
from scavengers.lessons.progress import lessons_done, mark_done, progress_path
from scavengers.lessons.tutor import Script, Tutor, Verdict, VerdictKind, check_lesson, start

__all__ = [
    "STUDENT",
    "Feedback",
    "Lesson",
    "LessonError",
    "LessonStep",
    "Script",
    "Tutor",
    "Verdict",
    "VerdictKind",
    "builtin_lessons",
    "check_lesson",
    "find_lesson",
    "lessons_done",
    "load_lesson",
    "mark_done",
    "progress_path",
    "read_lesson",
    "start",
]
