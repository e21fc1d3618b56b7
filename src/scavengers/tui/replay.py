"""``scavengers replay``: step through a saved game as one seat saw it, or, once the game is
over, with every hand shown."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, RichLog, Static

from scavengers.cli.describe import describe
from scavengers.engine import Game
from scavengers.tui.render import action_label, market_panel, seats_panel, secrets_panel, status_line
from scavengers.tui.session import Session


class ReplayApp(App[None]):
    """A saved game, one action at a time."""

    TITLE = "Arctic Scavengers: replay"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,space,n", "step(1)", "Next"),
        Binding("left,p", "step(-1)", "Back"),
        Binding("pagedown", "step(20)", "+20", show=False),
        Binding("pageup", "step(-20)", "-20", show=False),
        Binding("home", "jump(0)", "Start"),
        Binding("end", "jump(-1)", "End"),
        Binding("q", "quit", "Quit"),
    ]
    DEFAULT_CSS = """
    #status { height: 2; padding: 0 1; background: $boost; }
    #body { height: 1fr; }
    #table-side { width: 3fr; }
    #log { width: 2fr; border-left: solid $accent; }
    """

    def __init__(self, session: Session, seat: int | None) -> None:
        super().__init__()
        final = session.game
        self.session = session
        self.seat = seat
        self.actions = list(final._state.history)
        self.games = [Game.new(final.config)]
        for actor, action in self.actions:
            game = self.games[-1].clone()
            game.apply(actor, action)
            self.games.append(game)
        self.index = 0

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="body"):
            with VerticalScroll(id="table-side"):
                yield Static(id="secrets")
                yield Static(id="seats")
                yield Static(id="market")
            yield RichLog(id="log", wrap=True, markup=False, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    def action_step(self, delta: int) -> None:
        self.index = max(0, min(len(self.games) - 1, self.index + delta))
        self.show()

    def action_jump(self, where: int) -> None:
        self.index = where if where >= 0 else len(self.games) - 1
        self.show()

    def show(self) -> None:
        game = self.games[self.index]
        names = self.session.names
        view = game.view(self.seat)
        everyone = [game.view(s) for s in range(game.config.players)] if self.seat is None else None
        who = "every hand shown" if self.seat is None else f"as {names[self.seat]} saw it"
        status = Text(f"Replay ({who}) · step {self.index} of {len(self.games) - 1}")
        if self.index > 0:
            actor, action = self.actions[self.index - 1]
            status.append(f" · last: {names[actor]}: {action_label(action, names)}", style="bold")
        status.append("\n")
        status.append(status_line(view, names))
        self.query_one("#status", Static).update(status)
        self.query_one("#secrets", Static).update(secrets_panel(view))
        self.query_one("#seats", Static).update(seats_panel(view, names, everyone))
        self.query_one("#market", Static).update(market_panel(view))
        log = self.query_one("#log", RichLog)
        log.clear()
        for event in game.log(self.seat):
            log.write(Text(f"R{event.round} {describe(event, names)}"))
