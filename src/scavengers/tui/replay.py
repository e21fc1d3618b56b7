"""``scavengers replay``: step through a saved game as one seat saw it, or, once the game is
over, with every hand shown. Passes everyone could tell were forced (nothing anyone could
answer with) are skipped; a pass forced only by the cards a seat held is a step, as its being
asked was public. ``a`` judges the seat's decisions (the analysis after a game) and shows
each marked one beside its step."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, RichLog, Static

from scavengers.analysis.review import REVIEW_ITERATIONS, skipped_pass
from scavengers.engine import Game
from scavengers.text import describe, result_text, round_mark
from scavengers.tui.analysis import AnalysisPanel
from scavengers.tui.render import market_panel, seats_panel, secrets_panel, status_line
from scavengers.tui.session import Session
from scavengers.tui.wrapping_log import WrappingLog

PUBLIC_MOVES = {"pass": "passes", "end": "ends the turn"}
"""Another seat's moves that the log does not tell but everyone saw, in words: a seat asked to
answer passed, a player ended her turn (whatever she held)."""


class ReplayApp(App[None]):
    """A saved game, one decision at a time."""

    TITLE = "Arctic Scavengers: replay"
    # The footer shows the keys an 80-column terminal has room for (Quit and Analyse were cut
    # off there); the others are their mirror images or the usual ones (Home, End, Page up and
    # down), and docs/playing.md lists them all.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,space,n", "step(1)", "Next"),
        Binding("left,p", "step(-1)", "Back"),
        Binding("]", "round(1)", "Next round"),
        Binding("[", "round(-1)", "Round back", show=False),
        # Before the table's scroll, which took these keys once it could scroll (a small screen).
        Binding("pagedown", "step(20)", "+20", show=False, priority=True),
        Binding("pageup", "step(-20)", "-20", show=False, priority=True),
        Binding("home", "jump(0)", "Start", show=False, priority=True),
        Binding("end", "jump(-1)", "End", show=False, priority=True),
        Binding("a", "analyse", "Analyse"),
        Binding("m", "marked(1)", "Marked"),
        Binding("M", "marked(-1)", "Marked back", show=False),
        Binding("escape", "stop_analysis", "Stop", show=False),
        Binding("q", "quit", "Quit"),
    ]
    DEFAULT_CSS = """
    #status { height: auto; max-height: 8; padding: 0 1; background: $boost; }
    #body { height: 1fr; }
    #table-side { width: 3fr; }
    #log { width: 2fr; min-width: 30; border-left: solid $accent; }
    """

    review_iterations = REVIEW_ITERATIONS
    """Playouts per decision of the analysis (``a``)."""

    def __init__(self, session: Session, seat: int | None, start_round: int | None = None) -> None:
        super().__init__()
        self.session = session
        self.seat = seat
        game = Game.new(session.game.config)
        self.games = [game.clone()]
        self.moves: list[tuple[int, str]] = []
        self.shown_at: dict[int, int] = {}
        """The step of the replay that shows each action of the game just made."""
        self.marks: dict[int, str] = {}
        """The analysis's marked decisions, by the step that shows each just made."""
        behind: tuple[int, str] | None = None  # a forced pass not yet shown
        for index, (actor, notation) in enumerate(session.actions):
            # Skipped only where the whole table could tell the pass was forced: skipping
            # the passes of the seats that merely held no answer would tell the seat
            # replayed which rival held one (a bot's hand in a game not finished).
            skipped = skipped_pass(game, game.legal_actions(actor))
            game.apply(actor, notation)
            if skipped:
                behind = (actor, notation)
                continue
            behind = None
            self.games.append(game.clone())
            self.moves.append((actor, notation))
            self.shown_at[index] = len(self.moves)
        if behind is not None:  # the game ended on forced passes: show where they led
            self.games.append(game)
            self.moves.append(behind)
        self.index = 0
        if start_round is not None:
            self.index = self._first_of_round(start_round)

    def _round(self, index: int) -> int:
        return self.games[index].view(None).round

    def _first_of_round(self, round_number: int) -> int:
        for index in range(len(self.games)):
            if self._round(index) >= round_number:
                return index
        return len(self.games) - 1

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield AnalysisPanel(self.review_iterations, id="analysis")
        with Horizontal(id="body"):
            with VerticalScroll(id="table-side"):
                yield Static(id="secrets")
                yield Static(id="seats")
                yield Static(id="market")
            yield WrappingLog(id="log", wrap=True, markup=False, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    def action_step(self, delta: int) -> None:
        self.index = max(0, min(len(self.games) - 1, self.index + delta))
        self.show()

    def action_round(self, delta: int) -> None:
        """Jump to the start of the next round (or of this one, then the one before)."""
        current = self._round(self.index)
        if delta > 0:
            self.index = self._first_of_round(current + 1)
        else:
            start = self._first_of_round(current)
            self.index = start if start < self.index else self._first_of_round(max(0, current - 1))
        self.show()

    def action_jump(self, where: int) -> None:
        self.index = where if where >= 0 else len(self.games) - 1
        self.show()

    # -- the analysis of a seat's decisions -----------------------------------------------------

    def analysed_seat(self) -> int | None:
        """Whose decisions ``a`` judges: the seat replayed, or else the only person at the table."""
        if self.seat is not None:
            return self.seat
        humans = self.session.humans
        return humans[0] if len(humans) == 1 else None

    def action_analyse(self) -> None:
        seat = self.analysed_seat()
        if seat is None:
            self.notify("Replay the game as one seat (--seat N) to analyse its decisions.", severity="warning")
            return
        session = self.session
        panel = self.query_one(AnalysisPanel)
        panel.start(session.game.config, session.actions, seat, session.names, person=session.is_human(seat))

    def action_stop_analysis(self) -> None:
        self.query_one(AnalysisPanel).halt()

    def on_analysis_panel_done(self, event: AnalysisPanel.Done) -> None:
        self.marks = {self.shown_at[d.step]: d.advice for d in event.review.marked() if d.step in self.shown_at}
        self.show()

    def action_marked(self, direction: int) -> None:
        """Jump to the next (or the previous) marked decision."""
        steps = sorted(self.marks)
        found = [s for s in steps if s > self.index] if direction > 0 else [s for s in steps if s < self.index][-1:]
        if found:
            self.index = found[0]
            self.show()

    def _last_move(self, game: Game, names: Sequence[str]) -> str:
        """The move that led to the step shown, as the seat replayed may know it: its own move,
        or any move with every hand shown, in notation; another seat's as the log tells it to
        the seat ("keeps a card", "commits 4 cards"), never the cards it chose unseen. A pass
        or the end of a turn, which the log does not tell, is said as the table saw it."""
        actor, notation = self.moves[self.index - 1]
        if self.seat is None or actor == self.seat:
            return f"{names[actor]}: {notation}"
        before = len(self.games[self.index - 1].log(self.seat))
        told = [describe(e, names).removesuffix(".") for e in game.log(self.seat)[before:] if e.seat == actor]
        if told:
            return told[0]
        return f"{names[actor]} {PUBLIC_MOVES.get(notation, 'moved')}"

    def show(self) -> None:
        game = self.games[self.index]
        names = self.session.names
        view = game.view(self.seat)
        everyone = [game.view(s) for s in range(game.config.players)] if self.seat is None else None
        who = "every hand shown" if self.seat is None else f"as {names[self.seat]} saw it"
        status = Text(f"Replay ({who}) · step {self.index} of {len(self.games) - 1}")
        if self.index > 0:
            status.append(f" · last: {self._last_move(game, names)}", style="bold")
        status.append("\n")
        status.append(status_line(view, names))
        if game.result is not None:  # the last step: the scores, public now
            status.append(f"\n{result_text(game.result, names)}", style="bold")
        if self.index in self.marks:
            status.append(f"\nMarked decision: {self.marks[self.index]}", style="bold red")
        log = game.log(self.seat)
        self.query_one("#status", Static).update(status)
        self.query_one("#secrets", Static).update(secrets_panel(view, with_hand=self.seat is not None, names=names))
        self.query_one("#seats", Static).update(seats_panel(view, names, everyone, log=log))
        self.query_one("#market", Static).update(market_panel(view))
        widget = self.query_one("#log", RichLog)
        widget.clear()
        for event in log:
            widget.write(Text(f"{round_mark(event.round, game.config.players)} {describe(event, names)}"))
