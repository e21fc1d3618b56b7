"""The terminal game's hint (F6): the search bot's best few actions for the seat at the
keyboard, from its view only, with a progress bar; Esc stops the search and shows what it
found so far. Offered only at tables that allow hints (a game against bots, or ``--hints``),
and the table says so."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, ProgressBar, Static

from scavengers.analysis.hints import Budget, Hint, HintError, Progress, hint
from scavengers.engine import Game
from scavengers.tui.render import choice_label, seat_name


def percent_progress(app: App[Any], show: Callable[[int], None]) -> Progress:
    """A search's progress, heard on its worker thread, shown by ``show`` on the screen's
    thread at each new whole percent (nothing once the app has closed)."""
    shown = -1

    def heard(share: float) -> None:
        nonlocal shown
        percent = int(share * 100)
        if percent != shown:
            shown = percent
            with contextlib.suppress(RuntimeError):  # the app closed meanwhile
                app.call_from_thread(show, percent)

    return heard


def hints_mark(allowed: bool | None) -> Text:
    """What the table says about hints: on (and the key), or off."""
    return Text(" · hints on (F6)" if allowed else " · hints off", style="dim")


def hint_lines(found: Hint, game: Game, names: Sequence[str]) -> Text:
    """A hint's actions in words, best first, each with its chance to win."""
    view = game.view(found.seat)
    text = Text()
    for number, suggestion in enumerate(found.suggestions, start=1):
        text.append(f"{number}. {choice_label(suggestion.action, names, view)}", style="bold" if number == 1 else "")
        if game.config.players == 1:  # no rival: the bot's rating of the tribe against par
            text.append(f"  rated {suggestion.chance:.0%} against par\n")
        else:
            text.append(f"  about {suggestion.chance:.0%} to win\n")
    cut = "; stopped early, so rougher" if found.stopped else ""
    text.append(
        f"Estimated on {found.playouts} playouts of games you could be in, from what you can see{cut}.",
        style="dim",
    )
    return text


class HintScreen(ModalScreen[None]):
    """A hint being worked out, then shown. The search runs on a worker thread on a copy of
    the game, so the screen stays live; Esc stops it (or, once shown, closes)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "stop_or_close", "Stop / close"),
        Binding("enter", "close", "Close", show=False),
    ]
    DEFAULT_CSS = """
    HintScreen { align: center middle; }
    HintScreen > Vertical {
        width: 90; max-width: 100%; height: auto; border: thick $accent; padding: 1 2; background: $panel;
    }
    HintScreen ProgressBar { margin: 1 0; }
    """

    def __init__(self, game: Game, seat: int, names: Sequence[str], budget: Budget) -> None:
        super().__init__()
        self.game = game
        self.seat = seat
        self.names = list(names)
        self.budget = budget
        self.stop = threading.Event()
        self.found: Hint | None = None
        self.failed = ""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(Text(f"Hint for {seat_name(self.names, self.seat)}: the search bot thinks…", style="bold"))
            yield ProgressBar(total=100, show_eta=False, id="hint-progress")
            yield Static(id="hint-result")
            yield Label("escape: stop", id="hint-keys")

    def on_mount(self) -> None:
        self.run_worker(self._work, name="hint", group="hint", thread=True, exclusive=True)

    def on_unmount(self) -> None:
        self.stop.set()  # the screen is gone (the app closing): the search need not go on

    def _work(self) -> None:
        heard = percent_progress(self.app, self._progress)
        seed = self.game.decisions_made  # the same decision, the same hint for a budget of playouts
        try:
            found = hint(self.game, self.seat, seed=seed, budget=self.budget, progress=heard, stop=self.stop)
        except HintError as error:
            with contextlib.suppress(RuntimeError):
                self.app.call_from_thread(self._failed, str(error))
            return
        with contextlib.suppress(RuntimeError):
            self.app.call_from_thread(self._show, found)

    def _progress(self, percent: int) -> None:
        self.query_one("#hint-progress", ProgressBar).update(progress=percent)

    def _show(self, found: Hint) -> None:
        self.found = found
        self.query_one("#hint-progress", ProgressBar).update(progress=100)
        self.query_one(Label).update(Text(f"Hint for {seat_name(self.names, self.seat)}:", style="bold"))
        self.query_one("#hint-result", Static).update(hint_lines(found, self.game, self.names))
        self.query_one("#hint-keys", Label).update("escape or enter: back to the table")

    def _failed(self, reason: str) -> None:
        self.failed = reason
        self.query_one("#hint-result", Static).update(Text(f"No hint: {reason}.", style="bold red"))
        self.query_one("#hint-keys", Label).update("escape or enter: back to the table")

    @property
    def done(self) -> bool:
        return self.found is not None or bool(self.failed)

    def action_stop_or_close(self) -> None:
        if self.done:
            self.dismiss(None)
            return
        self.stop.set()
        self.query_one("#hint-keys", Label).update("stopping…")

    def action_close(self) -> None:
        if self.done:
            self.dismiss(None)
