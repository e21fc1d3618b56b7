"""``scavengers learn``: a lesson on the terminal table.

The table is the game's own (:class:`~scavengers.tui.app.ScavengersApp`), on the lesson's
stacked table, with the lesson above it. Every action the player chooses (from the menu, by
picking cards or typed) is judged by the lesson first: the right one is played, any other is
answered with the lesson's feedback and changes nothing. The other seats play the lesson's
scripts, then its bot (:class:`~scavengers.lessons.Tutor`'s agents).
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from scavengers.engine import Action
from scavengers.lessons import STUDENT, Lesson, Tutor, Verdict, VerdictKind, mark_done
from scavengers.text import and_words, for_people, people_words
from scavengers.tui.app import BOT_DELAY, ScavengersApp
from scavengers.tui.render import seat_name
from scavengers.tui.session import Session

NEXT = "next"
AGAIN = "again"
QUIT = "quit"
"""What the player chose at the end of a lesson (:attr:`LessonApp.choice`)."""

_VERDICT_STYLES = {
    VerdictKind.RIGHT: "bold green",
    VerdictKind.OTHER: "yellow",
    VerdictKind.REFUSED: "red",
    VerdictKind.UNREADABLE: "red",
}


class LessonIntroScreen(ModalScreen[None]):
    """The lesson's title and its opening sentences."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,escape", "begin", "Begin")]
    DEFAULT_CSS = """
    LessonIntroScreen { align: center middle; }
    LessonIntroScreen > Vertical {
        width: 80; max-width: 100%; height: auto; border: thick $accent; padding: 1 2; background: $panel;
    }
    LessonIntroScreen Static { margin-bottom: 1; }
    LessonIntroScreen .keys { margin-bottom: 0; }
    """

    def __init__(self, heading: str, intro: str) -> None:
        super().__init__()
        self.heading = heading
        self.intro = intro

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(Text(self.heading, style="bold"))
            yield Static(self.intro)
            yield Static(Text("enter: begin", style="bold"), classes="keys")

    def action_begin(self) -> None:
        self.dismiss(None)


class LessonDoneScreen(ModalScreen[str]):
    """The end of a lesson: what it taught, and where to go next."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,n", f"choose('{NEXT}')", "Next lesson"),
        Binding("r", f"choose('{AGAIN}')", "Again"),
        Binding("q,escape", f"choose('{QUIT}')", "Quit"),
    ]
    DEFAULT_CSS = """
    LessonDoneScreen { align: center middle; }
    LessonDoneScreen > Vertical {
        width: 80; max-width: 100%; height: auto; border: thick $success; padding: 1 2; background: $panel;
    }
    LessonDoneScreen Static { margin-bottom: 1; }
    LessonDoneScreen .keys { margin-bottom: 0; }
    """

    def __init__(self, heading: str, lines: list[str], last: bool) -> None:
        super().__init__()
        self.heading = heading
        self.lines = lines
        self.last = last

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(Text(self.heading, style="bold green"))
            for line in self.lines:
                yield Static(line)
            following = "enter: back to your shell" if self.last else "enter: the next lesson"
            # The keys wrap with the box, so a narrow terminal shows them all.
            yield Static(Text(f"{following} · r: take this lesson again · q: quit", style="bold"), classes="keys")

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)


class LessonApp(ScavengersApp):
    """One lesson on the terminal table; at its end :attr:`choice` is :data:`NEXT`,
    :data:`AGAIN` or :data:`QUIT` (``None`` when closed with Ctrl+Q)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("f6", "no_hints", "Hint", show=False)]
    MARKS_A_CHOICE: ClassVar[bool] = False  # the step's move is the player's to find
    DEFAULT_CSS = """
    #lesson { height: auto; max-height: 12; padding: 0 1; background: $primary-background; }
    """

    def __init__(self, lesson: Lesson, progress: Path, lessons: tuple[Lesson, ...], delay: float | None = None) -> None:
        self.tutor = Tutor(lesson)
        seats = ["human"] + [lesson.bots] * (lesson.config.players - 1)
        # No hints: the search bot's best move is often not the one the lesson's step teaches.
        session = Session(
            game=self.tutor.game, seats=seats, names=lesson.seat_names, save_path=Path("lesson-save.json"), hints=False
        )
        session.agents = self.tutor.agents
        super().__init__(session, delay=BOT_DELAY if delay is None else delay)
        self.lesson = lesson
        self.progress = progress
        self.lessons = lessons
        """Every lesson, in order (this one's place among them is shown)."""
        self.verdict: Verdict | None = None
        self._verdict_moment: tuple[int, str] | None = None
        """The round and phase the verdict was given in: once the game has moved on, what it
        said ("now the others commit") is stale and is no longer shown."""
        self.choice: str | None = None
        self.title = f"Arctic Scavengers: lesson {lesson.number}"

    @property
    def heading(self) -> str:
        place = self.lessons.index(self.lesson) + 1 if self.lesson in self.lessons else self.lesson.number
        return f"Lesson {place} of {len(self.lessons)}: {self.lesson.title}"

    def compose(self) -> ComposeResult:
        yield Static(id="lesson")
        yield from super().compose()

    def on_mount(self) -> None:
        self.push_screen(LessonIntroScreen(self.heading, self.lesson.intro))

    # -- the lesson's turn in the game loop ---------------------------------------------

    def step(self) -> None:
        if self.tutor.complete():
            self.refresh_table()
            self.finish()
            return
        super().step()

    def show_seat(self, seat: int) -> None:
        super().show_seat(seat)
        self.show_lesson()

    def perform(self, seat: int, action: Action | str) -> bool:
        """Judge the player's action against the lesson's step before it is played: anything
        but the step's action is answered and changes nothing."""
        if seat == STUDENT and self.tutor.asked() and not self.tutor.finished:
            verdict = self.tutor.judge(action)
            self.verdict = verdict
            self._verdict_moment = self._moment()
            if not verdict.right:
                self.show_lesson()
                return False
            self.tutor.passed()
            # The banner moves on with the step at once: what the action leads to (the other
            # seats' moves, a skirmish's result) is shown under the next step, not this one.
            self.show_lesson()
        return super().perform(seat, action)

    def _moment(self) -> tuple[int, str]:
        view = self.tutor.game.view(None)
        return view.round, view.phase

    def refresh_table(self) -> None:
        super().refresh_table()
        self.show_lesson()  # the game moved: the answer to her last action may be stale now

    def show_lesson(self) -> None:
        """The lesson panel: the heading, the step's text and the answer to the last action,
        while the game is still in the round and phase it was given in."""
        if self.verdict is not None and self._verdict_moment != self._moment():
            self.verdict = None
        step = self.tutor.step
        text = Text(f"{self.heading}", style="bold")
        if step is not None:
            text.append(f"  (step {self.tutor.steps_done + 1} of {len(self.lesson.steps)})\n", style="dim")
            text.append(step.text)
        else:
            text.append("  (every step done)", style="dim")
        verdict = self.verdict
        if verdict is not None:
            text.append(f"\n{verdict.text}", style=_VERDICT_STYLES[verdict.kind])
        self.query_one("#lesson", Static).update(text)

    def finish(self) -> None:
        """The lesson is complete: remember it, and show what it taught."""
        self.show_lesson()
        lines = [self.lesson.summary]
        result = self.tutor.game.result
        if result is not None:
            names = self.session.names
            scores = ", ".join(
                f"{seat_name(names, seat)} {people_words(score.people)}" for seat, score in enumerate(result.scores)
            )
            winners = and_words(seat_name(names, w) for w in result.winners)
            shared = "Winner" if len(result.winners) == 1 else "Shared victory"
            lines.append(f"Final count: {scores}. {shared}: {winners}.")
        try:
            mark_done(self.lesson.name, self.progress)
        except OSError as error:
            lines.append(f"(Could not remember that this lesson is done: {for_people(error)})")
        last = not self.lessons or self.lessons[-1] == self.lesson
        self.push_screen(LessonDoneScreen(f"Lesson {self.lesson.number} done", lines, last), self.chosen)

    def chosen(self, choice: str | None) -> None:
        """Close the app with the player's choice at the end of the lesson."""
        self.choice = choice
        self.exit()

    # -- what a lesson does not offer ---------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("undo", "save"):
            return False  # a lesson is not undone or saved: it is taken again (r at its end)
        if action == "nothing_to_undo":
            return True  # Ctrl+Z says why (action_nothing_to_undo)
        return super().check_action(action, parameters)

    def action_nothing_to_undo(self) -> None:
        """Ctrl+Z (undo's key, off in a lesson) says why there is no undo."""
        self._tell("No undo in a lesson: a wrong move changes nothing, and r at its end takes it again.")

    def action_no_hints(self) -> None:
        """F6 (the hint's key, hidden in a lesson) says why there is no hint."""
        self._tell("No hints in a lesson: each step says what to play, and why.")

    def action_request_quit(self) -> None:
        self.leave()
