"""Taking a lesson: its game, the step the player is at, the other seats' moves, and the
verdict on each action she chooses. Shared by the terminal and the browser.

Whether an action is allowed is the engine's question (the game is tried on a copy): a
refusal gives the lesson's words for that very mistake where it has some, else the engine's
own reason. Why an allowed action is not the lesson's is the lesson's words (or the kind of
move the step asks for), with the engine's figures from the player's view (action totals).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from scavengers.bots.agent import Agent, decide, make_agent
from scavengers.engine import Action, Game, IllegalAction, InvalidAction, Verb, View, action_total, parse_action
from scavengers.lessons.lesson import STUDENT, Lesson, LessonError, LessonStep
from scavengers.text import refusal


class VerdictKind(StrEnum):
    """How the lesson judged an action."""

    RIGHT = "right"
    """The action the step expects: it is carried out."""
    OTHER = "other"
    """Allowed by the rules, but not the step's action: nothing happens."""
    REFUSED = "refused"
    """Not allowed now: the lesson's words for this mistake, else the engine's reason."""
    UNREADABLE = "unreadable"
    """Not an action at all: the notation cannot be read."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """The lesson's answer to one action: its kind and what to tell the player."""

    kind: VerdictKind
    text: str

    @property
    def right(self) -> bool:
        return self.kind is VerdictKind.RIGHT


class Script:
    """Plays another seat of a lesson: at each of its decisions with a choice, its next
    scripted reply, then, once they are used up, the lesson's bot. Like every bot it sees
    only its view and the legal actions."""

    observes: ClassVar[bool] = True

    def __init__(self, seat: int, replies: Sequence[Action], bot: Agent) -> None:
        self.seat = seat
        self.name = f"{bot.name} (scripted)"
        self.replies = deque(replies)
        self.bot = bot

    def choose(self, view: View | None, legal: Sequence[Action]) -> Action:
        if not self.replies:
            return self.bot.choose(view, legal)
        reply = self.replies.popleft()
        if reply not in legal:
            shown = ", ".join(str(a) for a in legal[:12])
            raise LessonError(f"seat {self.seat}'s scripted reply {str(reply)!r} is not among its choices: {shown}")
        return reply


def _forced(legal: Sequence[Action]) -> bool:
    """A decision nobody is asked: a single pass, nothing to answer with (the terminal game
    passes for its player too)."""
    return len(legal) == 1 and legal[0].verb is Verb.PASS


class Tutor:
    """One lesson being taken: the game on the lesson's table, how many steps the player has
    done, and the agents of the other seats (the terminal app asks them itself, through the
    same :class:`Script` objects, so both front ends play the same game)."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.game = Game.new(lesson.config)
        self.steps_done = 0
        self.last_round = self.game.round
        """The round of the player's last step so far: the lesson ends with that round."""
        replies = dict(lesson.replies)
        seed = lesson.config.seed
        self.agents: dict[int, Agent] = {
            seat: Script(seat, replies.get(seat, ()), make_agent(lesson.bots, seed * 31 + seat))
            for seat in range(lesson.config.players)
            if seat != STUDENT
        }

    @property
    def step(self) -> LessonStep | None:
        """The step the player is at; ``None`` once every step is done."""
        steps = self.lesson.steps
        return steps[self.steps_done] if self.steps_done < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.step is None

    def asked(self) -> bool:
        """Whether the player must decide now (a decision with a choice)."""
        game = self.game
        return not game.over and game.to_act == (STUDENT,) and not _forced(game.legal_actions(STUDENT))

    def complete(self) -> bool:
        """Every step is done and what the last one led to has been played: the game came back
        to the player, ended, or went on to the next round (after the round's skirmish)."""
        game = self.game
        return self.finished and (game.over or game.round > self.last_round or self.asked())

    def advance(self) -> None:
        """Play the other seats and the player's forced passes until she must decide, the
        lesson is complete or the game is over."""
        game = self.game
        while not game.over and not self.asked() and not self.complete():
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            action = legal[0] if len(legal) == 1 else decide(self.agents[seat], game, seat, legal)
            game.apply(seat, action)

    def judge(self, chosen: Action | str) -> Verdict:
        """The verdict on the player's action at this step; the game is not changed."""
        step = self.step
        if step is None or not self.asked():
            return Verdict(VerdictKind.REFUSED, "There is no step of this lesson to take now.")
        game = self.game
        typed = str(chosen)
        try:
            action = chosen if isinstance(chosen, Action) else parse_action(game, STUDENT, chosen)
        except InvalidAction as error:
            return _unreadable(error)
        except IllegalAction as refusal:  # a grouping the rules never allow (two tools on one person)
            return _refused(str(refusal), step, None, typed)
        if action == step.expect:
            return Verdict(VerdictKind.RIGHT, step.right)
        try:
            game.clone().apply(STUDENT, action)
        except IllegalAction as refusal:
            return _refused(str(refusal), step, action, typed)
        except InvalidAction as error:
            return _unreadable(error)
        figures = _figures(game.view(STUDENT), action, step.expect)
        said = step.feedback_for(action, typed) or _step_is_after(action, step.expect)
        return Verdict(VerdictKind.OTHER, f"{said} {figures}".strip())

    def passed(self) -> None:
        """The player's action at this step is right: go on to the next step (called before
        the action is carried out, which may end the round)."""
        self.steps_done += 1
        self.last_round = self.game.round

    def attempt(self, chosen: Action | str) -> Verdict:
        """Judge the player's action; if it is right, carry it out, go on to the next step and
        play on until she must decide again."""
        verdict = self.judge(chosen)
        if verdict.right:
            self.passed()
            self.game.apply(STUDENT, chosen)
            self.advance()
        return verdict

    def unused_replies(self) -> dict[int, tuple[str, ...]]:
        """The scripted replies of each other seat not played yet."""
        return {
            seat: tuple(str(a) for a in agent.replies)
            for seat, agent in self.agents.items()
            if isinstance(agent, Script) and agent.replies
        }


def _unreadable(error: InvalidAction) -> Verdict:
    """Notation the game cannot read, in the words the game itself uses for it (``Unknown
    card kind 'scot' in 'draw scot' (did you mean scout?)``): the game's "did you mean" suggests
    only what is possible now in this lesson's game, where the catalogue's alone would not."""
    return Verdict(VerdictKind.UNREADABLE, refusal(error))


def _refused(reason: str, step: LessonStep, action: Action | None, typed: str) -> Verdict:
    """A move the rules forbid: the lesson's words for this very mistake where it has some
    (they explain it better than the engine's general reason), else the engine's reason and
    the lesson's words for the verb."""
    own = step.feedback_for(action, typed, by_verb=False)
    if own:
        return Verdict(VerdictKind.REFUSED, f"Not allowed. {own}")
    said = refusal(reason).rstrip(".")  # in her words: "You cannot dig shovel: ..."
    return Verdict(VerdictKind.REFUSED, f"Not allowed. {said}. {step.feedback_for(action, typed)}".strip())


_MOVE_NOUNS = {
    Verb.KEEP: "card to keep",
    Verb.COMMIT: "force to commit",
    Verb.LEAD: "use of your leader",
    Verb.END: "end of your turn",
}
"""What a step's action is, where its verb alone does not say it (``a dig``, ``a hire``)."""


_SOUNDS_CONSONANT = ("use", "uni", "one")
"""Nouns that start with a vowel letter and a consonant sound: "a use of your leader"."""


def _article(noun: str) -> str:
    """``a`` or ``an`` before ``noun``, by its first sound."""
    vowel = noun[:1] in tuple("aeiou") and not noun.startswith(_SOUNDS_CONSONANT)
    return "an" if vowel else "a"


def _step_is_after(chosen: Action, expected: Action) -> str:
    """For an allowed move the lesson has no words for: the kind of move the step asks for,
    without giving its cards away."""
    noun = _MOVE_NOUNS.get(expected.verb, expected.verb.value)
    if chosen.verb is expected.verb:
        wanted = f"a different {noun}"
    elif expected.verb is Verb.END:
        wanted = f"the {noun}"
    else:
        wanted = f"{_article(noun)} {noun}"
    return f"The rules allow it, but this step of the lesson asks for {wanted}."


def _figures(view: View, chosen: Action, expected: Action) -> str:
    """The engine's totals for a dig, draw, hunt or build the player chose instead of the
    step's action: hers, and the step's own when it is of the same verb and makes another total
    (more is not always better: a dig bigger than the pile it digs spends cards for nothing)."""
    mine = action_total(view, chosen)
    if mine is None:
        return ""
    verb = "dig" if chosen.verb is Verb.BUILD else chosen.verb.value
    step = action_total(view, expected) if expected.verb is chosen.verb else None
    if step is not None and step != mine:
        return f"(This {verb} makes {mine}; this step's makes {step}.)"
    return f"(This {verb} makes {mine}.)"


def start(lesson: Lesson) -> Tutor:
    """A lesson ready for the player's first step: the other seats have played up to it."""
    tutor = Tutor(lesson)
    tutor.advance()
    return tutor


def check_lesson(lesson: Lesson) -> Tutor:
    """Play the lesson's path: each step's action must be the player's to take and allowed
    there, and every scripted reply must be played. Returns the finished lesson; raises
    :class:`LessonError` naming the step and the engine's reason."""
    where = f"lesson {lesson.number:02}_{lesson.name}"
    try:
        tutor = start(lesson)
        for index, step in enumerate(lesson.steps, 1):
            if not tutor.asked():
                state = "the game is over" if tutor.game.over else f"seat {tutor.game.to_act[0]} is to act"
                raise LessonError(f"{where} step {index}: the player is not asked to decide ({state})")
            try:
                tutor.attempt(step.expect)
            except (IllegalAction, InvalidAction) as refusal:
                raise LessonError(f"{where} step {index}: {step.expect} is refused: {refusal}") from None
    except LessonError as error:
        if str(error).startswith(where):
            raise
        raise LessonError(f"{where}: {error}") from None
    unused = tutor.unused_replies()
    if unused:
        seat, replies = next(iter(unused.items()))
        raise LessonError(f"{where}: seat {seat}'s scripted replies {', '.join(replies)} are never played")
    return tutor
