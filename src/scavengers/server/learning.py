"""The lessons in the browser ("Learn to play" in the lobby): the list, a lesson after its
first steps, its choices (the game's ranked menu) and the verdict on an action.

Stateless: a lesson's path is fixed, so the state after ``step`` steps is the lesson replayed
that far (its other seats are scripted or a seeded bot). Everything sent is built from the
player's seat: ``view(0)``, ``log(0)``, ``legal_actions(0)``, the menu made of those two (the
one a game's seat gets, :mod:`scavengers.server.lobby`) and the lesson's texts; which lessons
are done is kept by the browser.
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Annotated, Any

from fastapi import APIRouter, Query
from pydantic import BaseModel, ConfigDict, Field

from scavengers.lessons import STUDENT, Lesson, LessonError, Tutor, builtin_lessons, find_lesson, start
from scavengers.server.hub import MAX_ACTION_CHARS, RefusedError
from scavengers.server.lobby import MAX_PICKED, menu_entries, prompt_words
from scavengers.server.serialize import event_json, view_json

MAX_STEPS = 100
"""More steps than any lesson has (a lesson is a few)."""

router = APIRouter()


class LessonAction(BaseModel):
    """The player's action at a step of a lesson, in notation."""

    model_config = ConfigDict(extra="forbid")  # a misspelt field is refused, not ignored

    # strict, as the game API's numbers: a boolean is not a step (``true`` was step 1), nor "1"
    step: int = Field(ge=0, le=MAX_STEPS, strict=True, description="how many steps of the lesson are done")
    action: str = Field(max_length=MAX_ACTION_CHARS, description='notation, e.g. "draw scout"')


class LessonPicked(BaseModel):
    """The cards the player picked in her hand at a step of a lesson."""

    model_config = ConfigDict(extra="forbid")  # a misspelt field is refused, not ignored

    # strict, as the game API's numbers: a boolean is not a step (``true`` was step 1), nor "1"
    step: int = Field(ge=0, le=MAX_STEPS, strict=True, description="how many steps of the lesson are done")
    picked: list[Annotated[str, Field(max_length=MAX_ACTION_CHARS)]] = Field(
        default_factory=list, max_length=MAX_PICKED, description='card ids, e.g. ["scavenger", "shovel"]'
    )


def _lesson(name: str) -> Lesson:
    try:
        return find_lesson(builtin_lessons(), name)
    except LessonError as error:
        raise RefusedError(404, str(error)) from None


def _replayed(lesson: Lesson, step: int) -> Tutor:
    """The lesson with its first ``step`` steps taken."""
    if step > len(lesson.steps):
        raise RefusedError(400, f"lesson {lesson.name} has {len(lesson.steps)} steps")
    tutor = start(lesson)
    for done in lesson.steps[:step]:
        tutor.attempt(done.expect)
    return tutor


def lesson_menu(tutor: Tutor, picked: Counter[str]) -> dict[str, Any]:
    """The player's decision in words (``prompt``) and her choices as a game's seat gets them
    (``entries``: ranked, in words, with the engine's totals; with ``picked`` cards, what
    exactly those cards can do), made of her view and legal actions only. ``action`` is the
    notation to send, ``null`` for a line that only explains; no entries while she has nothing
    to decide."""
    game = tutor.game
    view = game.view(STUDENT)
    names = tutor.lesson.seat_names
    legal = game.legal_actions(STUDENT) if tutor.asked() and not tutor.complete() else ()
    entries = menu_entries(view, legal, picked, names, partial(game.commit_strength, STUDENT))
    return {"prompt": prompt_words(view, legal, names, game.log(STUDENT)), "entries": entries}


def lesson_state(tutor: Tutor) -> dict[str, Any]:
    """The lesson as the player sees it: its texts up to her step, her view, her legal
    actions and her menu with no card picked (while she must decide) and her log."""
    lesson = tutor.lesson
    game = tutor.game
    names = lesson.seat_names
    done = tutor.steps_done
    step = tutor.step
    complete = tutor.complete()
    return {
        "number": lesson.number,
        "name": lesson.name,
        "title": lesson.title,
        "intro": lesson.intro,
        "step": done,
        "steps": len(lesson.steps),
        "text": step.text if step is not None else None,
        "said": lesson.steps[done - 1].right if done else None,
        "complete": complete,
        "summary": lesson.summary if complete else None,
        "names": names,
        "view": view_json(game.view(STUDENT)),
        "legal_actions": [str(a) for a in game.legal_actions(STUDENT)] if tutor.asked() and not complete else [],
        "menu": lesson_menu(tutor, Counter()),
        "log": [event_json(e, names) for e in game.log(STUDENT)],
    }


@router.get("/api/lessons")
def lesson_list() -> list[dict[str, Any]]:
    """Every lesson, in order: number, name, title and how many steps."""
    return [
        {"number": lesson.number, "name": lesson.name, "title": lesson.title, "steps": len(lesson.steps)}
        for lesson in builtin_lessons()
    ]


@router.get("/api/lessons/{name}")
def lesson_at(name: str, step: int = Query(0, ge=0, le=MAX_STEPS)) -> dict[str, Any]:
    """A lesson (by number or name) after its first ``step`` steps."""
    return lesson_state(_replayed(_lesson(name), step))


@router.post("/api/lessons/{name}/menu")
def choices(name: str, asked: LessonPicked) -> dict[str, Any]:
    """The player's choices at her step with the cards she ``picked`` in her hand: what
    exactly those cards can do, as a game's menu lists it (see :func:`lesson_menu`)."""
    return lesson_menu(_replayed(_lesson(name), asked.step), Counter(asked.picked))


@router.post("/api/lessons/{name}/judge")
def judge(name: str, attempt: LessonAction) -> dict[str, Any]:
    """The verdict on the player's action at her step: ``right`` (then ``state`` is the
    lesson after it), ``other`` (allowed, not the step's), ``refused`` (the engine's reason)
    or ``unreadable``, with the lesson's words in ``text``."""
    lesson = _lesson(name)
    tutor = _replayed(lesson, attempt.step)
    if tutor.finished:
        raise RefusedError(409, f"lesson {lesson.name} has no step left to take")
    verdict = tutor.attempt(" ".join(attempt.action.split()))
    return {
        "verdict": verdict.kind.value,
        "text": verdict.text,
        "state": lesson_state(tutor) if verdict.right else None,
    }
