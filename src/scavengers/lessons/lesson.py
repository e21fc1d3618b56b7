"""A lesson as a data file: a stacked table, a few sentences, the actions the player should
find and what to tell her when she chooses another one (docs/learning.md).

Lessons are TOML files named ``NN_name.toml`` (``03_hiring.toml``: lesson 3, ``hiring``). This
module reads one and checks everything that can be checked without playing it: the keys and
their types, the table (the engine sets it up), the notation of every action named, the bot
that plays the other seats. :func:`~scavengers.lessons.tutor.check_lesson` plays its path.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from scavengers.bots.agent import check_bot_name, make_agent, searches
from scavengers.engine import Action, Game, GameConfig, IllegalAction, InvalidAction, Verb, parse_action
from scavengers.json_input import read_bytes

STUDENT = 0
"""The seat of the person taking the lesson."""
DEFAULT_BOT = "heuristic"
"""Who plays another seat's decisions that the lesson does not script."""

_FILE_NAME = re.compile(r"(\d{1,3})_([a-z][a-z0-9_]*)\.toml")
_LESSON_KEYS = {"title", "intro", "summary", "players", "seed", "modules", "bots", "scenario", "replies", "steps"}
_STEP_KEYS = {"text", "expect", "right", "feedback"}
_FEEDBACK_KEYS = {"action", "verb", "text"}
TEXT_CHARS = 2_000
"""The longest text a lesson may show at once: a lesson is a few sentences."""


class LessonError(ValueError):
    """A lesson file that cannot be taken: the file and the problem, in one line."""


@dataclass(frozen=True, slots=True)
class Feedback:
    """What to say when the player chooses ``action`` (its notation, read as the engine reads
    it, so any grouping of the same cards matches) or, without one, any action of ``verb``."""

    text: str
    action: Action | None = None
    notation: str | None = None
    """The action as written, tidied; it matches typed text the engine refuses to read (a
    person with two tools)."""
    verb: str | None = None


@dataclass(frozen=True, slots=True)
class LessonStep:
    """One decision of the player: what the lesson says, the action it expects, what it says
    after that action, and its feedback for others (first the exact action, then the verb)."""

    text: str
    expect: Action
    right: str
    feedback: tuple[Feedback, ...]

    def feedback_for(self, action: Action | None, typed: str, by_verb: bool = True) -> str:
        """The lesson's words for a choice other than the expected one, or ``""``: its entry
        for this very action, else (``by_verb``) its entry for the action's verb."""
        tidy = tidy_notation(typed)
        for entry in self.feedback:
            if entry.action is not None and entry.action == action:
                return entry.text
            if entry.notation is not None and entry.notation == tidy:
                return entry.text
        if not by_verb:
            return ""
        verb = action.verb.value if action is not None else tidy.partition(" ")[0]
        return next((e.text for e in self.feedback if e.verb == verb), "")


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson: its table (``config``), its texts, its steps, and who plays the other seats:
    ``replies`` per seat, in order, at its decisions with a choice, then the ``bots``."""

    number: int
    name: str
    title: str
    intro: str
    summary: str
    config: GameConfig
    bots: str
    replies: tuple[tuple[int, tuple[Action, ...]], ...]
    steps: tuple[LessonStep, ...]

    @property
    def seat_names(self) -> list[str]:
        """``Seat 0 (you)`` and ``Seat 1``... as the notation names them (``snipe 1:brawler``)."""
        return [f"Seat {s}{' (you)' if s == STUDENT else ''}" for s in range(self.config.players)]


def tidy_notation(text: str) -> str:
    """Typed notation with one space between words, in lower case."""
    return " ".join(text.lower().split())


class _Reader:
    """Reads the checked values of one lesson file; every problem names the file."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.game: Game | None = None
        """The lesson's game, once its table is set up: the notation is read against it."""

    def fail(self, problem: str) -> LessonError:
        return LessonError(f"lesson {self.source}: {problem}")

    def table(self, value: object, where: str, keys: set[str], required: set[str]) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(f"{where} must be a table")
        unknown = sorted(set(value) - keys)
        if unknown:
            raise self.fail(f"{where} has an unknown key {unknown[0][:40]!r}; keys: {', '.join(sorted(keys))}")
        missing = sorted(required - set(value))
        if missing:
            raise self.fail(f"{where} needs the key {missing[0]!r}")
        return value

    def text(self, value: object, where: str) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(f"{where} must be some text")
        if len(value) > TEXT_CHARS:
            raise self.fail(f"{where} is over {TEXT_CHARS} characters: a lesson says a few sentences")
        return " ".join(value.split())

    def parse(self, notation: str, seat: int) -> Action:
        """``seat``'s action in notation, read as the lesson's game reads it."""
        assert self.game is not None, "the table is set up before any action is read"
        return parse_action(self.game, seat, notation)

    def action(self, value: object, where: str, seat: int = STUDENT) -> Action:
        notation = self.text(value, where)
        try:
            return self.parse(notation, seat)
        except (InvalidAction, IllegalAction) as error:
            raise self.fail(f"{where} {notation[:60]!r} is not an action: {error}") from None

    def feedback(self, value: object, where: str) -> Feedback:
        entry = self.table(value, where, _FEEDBACK_KEYS, {"text"})
        text = self.text(entry["text"], f"{where} text")
        if ("action" in entry) == ("verb" in entry):
            raise self.fail(f"{where} names either an action or a verb")
        if "verb" in entry:
            verb = entry["verb"]
            if not isinstance(verb, str) or verb not in {v.value for v in Verb}:  # a list is no verb
                raise self.fail(f"{where} verb {str(verb)[:40]!r} is not a verb of the notation")
            return Feedback(text, verb=verb)
        notation = self.text(entry["action"], f"{where} action")
        try:
            action: Action | None = self.parse(notation, STUDENT)
        except IllegalAction:
            action = None  # a grouping the rules forbid: matched as typed, refused by the engine
        except InvalidAction as error:
            raise self.fail(f"{where} action {notation[:60]!r} is not an action: {error}") from None
        return Feedback(text, action, tidy_notation(notation))

    def step(self, value: object, where: str) -> LessonStep:
        step = self.table(value, where, _STEP_KEYS, {"text", "expect"})
        entries = step.get("feedback", [])
        if not isinstance(entries, list):
            raise self.fail(f"{where} feedback must be a list of tables")
        return LessonStep(
            self.text(step["text"], f"{where} text"),
            self.action(step["expect"], f"{where} expect"),
            self.text(step["right"], f"{where} right") if "right" in step else "Right.",
            tuple(self.feedback(e, f"{where} feedback {i + 1}") for i, e in enumerate(entries)),
        )

    def replies(self, value: object, players: int) -> tuple[tuple[int, tuple[Action, ...]], ...]:
        if not isinstance(value, Mapping):
            raise self.fail("replies must be a table of seat = [actions]")
        found = []
        for key, actions in sorted(value.items()):
            # A seat is a digit or two: int() refuses "²" (a digit to isdigit) and thousands of digits.
            if not (key.isascii() and key.isdigit() and len(key) <= 2) or not 0 < int(key) < players:
                raise self.fail(f"replies: {key[:20]!r} is not another player's seat (1-{players - 1})")
            if not isinstance(actions, list):
                raise self.fail(f"replies {key} must be a list of actions")
            found.append(
                (
                    int(key),
                    tuple(self.action(a, f"replies {key} action {i + 1}", int(key)) for i, a in enumerate(actions)),
                )
            )
        return tuple(found)

    def bots(self, value: object) -> str:
        name = self.text(value, "bots")
        try:
            check_bot_name(name)
        except ValueError as error:
            raise self.fail(f"bots: {error}") from None
        if searches(make_agent(name, 0)):
            raise self.fail(f"bots: {name!r} searches; a lesson's other seats need a quick bot (heuristic, easy)")
        return name

    def config(self, data: Mapping[str, Any]) -> GameConfig:
        players, seed, modules = data["players"], data.get("seed", 1), data.get("modules", [])
        if not isinstance(modules, list) or not all(isinstance(m, str) for m in modules):
            raise self.fail("modules must be a list of module names, e.g. ['hq1', 'hq2']")
        if not isinstance(data["scenario"], Mapping):
            raise self.fail("scenario must be a table (the stacked table of docs/scenarios.md)")
        try:
            config = GameConfig(players=players, seed=seed, modules=frozenset(modules), scenario=data["scenario"])
            self.game = Game.new(config)
        except (InvalidAction, IllegalAction) as error:
            raise self.fail(f"the table cannot be set up: {error}") from None
        return config


def read_lesson(text: str, file_name: str) -> Lesson:
    """The lesson in ``text``, a TOML file called ``file_name`` (``NN_name.toml``). Raises
    :class:`LessonError` naming the file and the problem."""
    reader = _Reader(file_name[:80])
    named = _FILE_NAME.fullmatch(file_name)
    if named is None:
        raise reader.fail("the file name must be NN_name.toml (a number, then a name in lower case)")
    try:
        parsed = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise reader.fail(f"not TOML: {error}") from None
    except RecursionError:  # tomllib recurses once per level: arrays in arrays thousands deep
        raise reader.fail("not TOML: nested too deeply") from None
    data = reader.table(parsed, "the file", _LESSON_KEYS, {"title", "intro", "summary", "players", "scenario", "steps"})
    steps = data["steps"]
    if not isinstance(steps, list) or not steps:
        raise reader.fail("steps must be a list of one or more [[steps]] tables")
    config = reader.config(data)
    return Lesson(
        int(named.group(1)),
        named.group(2),
        reader.text(data["title"], "title"),
        reader.text(data["intro"], "intro"),
        reader.text(data["summary"], "summary"),
        config,
        reader.bots(data.get("bots", DEFAULT_BOT)),
        reader.replies(data.get("replies", {}), config.players),
        tuple(reader.step(s, f"step {i + 1}") for i, s in enumerate(steps)),
    )


LESSON_MAX_BYTES = 1 << 20
"""A lesson file is a few kB; one larger than this is refused unread."""


def load_lesson(path: Path) -> Lesson:
    """The lesson in the file at ``path``; :class:`LessonError` when it cannot be read or taken."""
    try:
        data = read_bytes(path, LESSON_MAX_BYTES)  # never the whole of /dev/zero, nor a wait on a FIFO
        if len(data) > LESSON_MAX_BYTES:
            raise LessonError(f"cannot read the lesson {path}: larger than {LESSON_MAX_BYTES >> 20} MB")
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise LessonError(f"cannot read the lesson {path}: not a text file in UTF-8, as a lesson is") from None
    except OSError as error:
        raise LessonError(f"cannot read the lesson {path}: {error.strerror or error}") from None
    return read_lesson(text, path.name)


@cache
def builtin_lessons() -> tuple[Lesson, ...]:
    """The lessons that come with the game, in order."""
    folder = resources.files(__package__)
    found = [
        read_lesson(entry.read_text(encoding="utf-8"), entry.name)
        for entry in folder.iterdir()
        if entry.name.endswith(".toml")
    ]
    found.sort(key=lambda lesson: lesson.number)
    numbers = [lesson.number for lesson in found]
    if len(set(numbers)) != len(numbers):
        raise LessonError("two lessons share a number")
    return tuple(found)


def find_lesson(lessons: tuple[Lesson, ...], key: str) -> Lesson:
    """The lesson a person named: its number (``3``) or its name (``hiring``)."""
    key = key.strip().lower()
    if key.isdecimal() and key.isascii():
        key = str(int(key))  # "05", as the lesson's file is numbered, is lesson 5
    for lesson in lessons:
        if key in (str(lesson.number), lesson.name, f"{lesson.number:02}_{lesson.name}"):
            return lesson
    names = ", ".join(f"{lesson.number} {lesson.name}" for lesson in lessons)
    raise LessonError(f"no lesson {key[:40]!r}; the lessons: {names}")
