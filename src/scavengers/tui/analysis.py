"""The analysis after a game in the terminal replay (``a``): one seat's decisions judged on a
worker thread with its progress shown, then a summary line and the win chance over the game
as a sparkline; the replay shows each marked decision's words beside it."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Sparkline, Static

from scavengers.analysis.review import REVIEW_ITERATIONS, Review, review, summary_line
from scavengers.engine import GameConfig
from scavengers.tui.hints import percent_progress


class AnalysisPanel(Vertical):
    """Where the analysis stands: hidden until asked, then its progress (escape stops it),
    then a summary and the win chance decision by decision."""

    DEFAULT_CSS = """
    AnalysisPanel { height: auto; display: none; padding: 0 1; }
    AnalysisPanel.shown { display: block; }
    AnalysisPanel Sparkline { height: 2; display: none; }
    AnalysisPanel Sparkline.shown { display: block; }
    """

    class Done(Message):
        """The analysis is made (or stopped: it keeps the decisions judged so far)."""

        def __init__(self, review: Review) -> None:
            super().__init__()
            self.review = review

    def __init__(self, iterations: int = REVIEW_ITERATIONS, id: str | None = None) -> None:
        super().__init__(id=id)
        self.iterations = iterations
        self.stop = threading.Event()
        self.running = False
        self.review: Review | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="analysis-line")
        yield Sparkline([], id="analysis-chance")

    def start(
        self,
        config: GameConfig,
        actions: Sequence[tuple[int, str]],
        seat: int,
        names: Sequence[str],
        *,
        person: bool = True,
    ) -> None:
        """Judge ``seat``'s decisions on a worker thread (the advice says "you" to a person's
        seat, and names a bot's: ``person``)."""
        if self.running:
            return
        self.running = True
        self.stop = threading.Event()
        self.add_class("shown")
        stop = self.stop

        def show(percent: int) -> None:
            self._say(Text(f"Judging the decisions of {names[seat]}… {percent}% (escape: stop)"))

        show(0)
        heard = percent_progress(self.app, show)

        def work() -> None:
            found = review(
                config, actions, seat, iterations=self.iterations, names=names, progress=heard, stop=stop, person=person
            )
            with contextlib.suppress(RuntimeError):
                self.app.call_from_thread(self._done, found, names)

        self.run_worker(work, name="analysis", group="analysis", thread=True, exclusive=True)

    def halt(self) -> None:
        """Stop the analysis under way: it keeps the decisions judged so far."""
        self.stop.set()

    def on_unmount(self) -> None:
        self.stop.set()

    def _say(self, text: Text) -> None:
        self.query_one("#analysis-line", Static).update(text)

    def _done(self, found: Review, names: Sequence[str]) -> None:
        self.running = False
        self.review = found
        marked = " · m: next marked decision, M: the one before" if found.marked() else ""
        self._say(Text(summary_line(found, names) + marked))
        chance = self.query_one("#analysis-chance", Sparkline)
        chance.data = [d.after for d in found.decisions]
        chance.set_class(bool(found.decisions), "shown")
        self.post_message(self.Done(found))
