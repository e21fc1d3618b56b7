"""``scavengers play``: Arctic Scavengers in the terminal, against bots or friends at one screen.

The screen shows only what the seat at the keyboard may see (everything is rendered from its
View). A person acts by picking an action from the list (keyboard or mouse), by first picking
cards from the hand to narrow the list, or by typing the action in notation with completion.
Every action is saved at once, so a crash loses at most the action being made.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import ClassVar

from platformdirs import user_data_path
from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.suggester import SuggestFromList
from textual.widgets import Button, Footer, Input, Label, OptionList, RichLog, SelectionList, Static
from textual.widgets.option_list import Option

from scavengers.cli.describe import card_names, describe
from scavengers.engine import Action, Event, EventType, IllegalAction, InvalidAction, Verb, View
from scavengers.tui.render import (
    action_label,
    gangs_line,
    hand_label,
    market_panel,
    prompt,
    seat_name,
    seats_panel,
    secrets_panel,
    status_line,
)
from scavengers.tui.session import Session

BOT_DELAY = 0.7
"""Seconds between a bot's visible moves, so a person can follow them."""


def autosave_path() -> Path:
    """Where every game in progress is saved after each action."""
    return user_data_path("scavengers") / "autosave.json"


class PassScreen(ModalScreen[None]):
    """Hides the table while the device goes to the next player (hotseat)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "ready", "Show my cards")]
    DEFAULT_CSS = """
    PassScreen { align: center middle; background: $background; }
    PassScreen > Vertical { width: 60; height: auto; border: thick $accent; padding: 1 2; }
    PassScreen Label { width: 100%; content-align: center middle; }
    PassScreen Button { width: 100%; margin-top: 1; }
    """

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(Text(f"Pass the device to {self.player}", style="bold"))
            yield Label("Everyone else, look away.")
            yield Button(f"I am {self.player}: show my cards", id="ready", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)


class EndScreen(ModalScreen[None]):
    """Scores and tie-breaks at the end of the game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "app.quit", "Quit"),
        Binding("escape", "close", "Back to the table"),
    ]
    DEFAULT_CSS = """
    EndScreen { align: center middle; }
    EndScreen > Vertical { width: 90; height: auto; border: thick $success; padding: 1 2; background: $panel; }
    """

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        result = self.session.game.result
        assert result is not None  # shown only once the game is over
        names = self.session.names
        winners = " and ".join(seat_name(names, w) for w in result.winners)
        title = f"{'Winner' if len(result.winners) == 1 else 'Shared victory'}: {winners}"
        table = Table(title="Final tribes (ties: most people, then contested resources, then cards)")
        for column in ("player", "people", "contested resources", "cards", "gangs", ""):
            table.add_column(column, justify="left" if column in ("player", "gangs") else "right")
        order = sorted(
            range(len(result.scores)),
            key=lambda s: (-result.scores[s].people, -result.scores[s].contested, -result.scores[s].cards),
        )
        for seat in order:
            score = result.scores[seat]
            mark = "winner" if seat in result.winners else ""
            gangs = card_names(score.gangs) if score.gangs else ""
            table.add_row(
                seat_name(names, seat), str(score.people), str(score.contested), str(score.cards), gangs, mark
            )
        with Vertical():
            yield Label(Text(f"Game over. {title}.", style="bold"))
            yield Static(table)
            yield Label("q: quit · escape: back to the table and the log")

    def action_close(self) -> None:
        self.dismiss(None)


SKIRMISH_EVENTS = frozenset(
    {
        EventType.REVEALED,
        EventType.SNIPED,
        EventType.DISARMED,
        EventType.SKIRMISH_TOTALS,
        EventType.SKIRMISH_WON,
        EventType.DEADLOCK,
        EventType.GAINED,
    }
)


class SkirmishScreen(ModalScreen[None]):
    """The skirmish as it happened: the forces revealed, each snipe and disarm, the totals
    and the winner."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "Continue"),
        Binding("escape", "close", "Continue", show=False),
    ]
    DEFAULT_CSS = """
    SkirmishScreen { align: center middle; }
    SkirmishScreen > Vertical { width: 100; height: auto; border: thick $error; padding: 1 2; background: $panel; }
    """

    def __init__(self, events: list[Event], names: list[str]) -> None:
        super().__init__()
        self.events = events
        self.names = names

    def compose(self) -> ComposeResult:
        names = self.names
        table = Table(title="Forces revealed")
        for column in ("player", "force", "fight", "people"):
            table.add_column(column, justify="left" if column in ("player", "force") else "right")
        forces = {e.seat: e.cards for e in self.events if e.type is EventType.REVEALED}
        totals = {e.seat: e.values for e in self.events if e.type is EventType.SKIRMISH_TOTALS}
        for seat in sorted(s for s in forces if s is not None):
            has_fight, fight, people = totals.get(seat, (0, 0, 0))
            table.add_row(
                seat_name(names, seat), card_names(forces[seat]), str(fight) if has_fight else "none", str(people)
            )
        lines = [describe(e, names) for e in self.events if e.type in (EventType.SNIPED, EventType.DISARMED)]
        outcome = [
            describe(e, names)
            for e in self.events
            if e.type in (EventType.SKIRMISH_WON, EventType.DEADLOCK, EventType.GAINED)
        ]
        with Vertical():
            yield Label(Text(f"Skirmish of round {self.events[0].round}", style="bold"))
            yield Static(table if forces else Text("Nobody committed any cards."))
            for line in lines:
                yield Label(line)
            for line in outcome:
                yield Label(Text(line, style="bold"))
            yield Label("enter: continue")

    def action_close(self) -> None:
        self.dismiss(None)


class ScavengersApp(App[None]):
    """The terminal table."""

    TITLE = "Arctic Scavengers"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "save", "Save"),
        Binding("ctrl+q", "quit", "Quit"),
        Binding("escape", "clear_selection", "Clear picked cards"),
    ]
    DEFAULT_CSS = """
    #status { height: 1; padding: 0 1; background: $boost; }
    #body { height: 1fr; }
    #table-side { width: 2fr; }
    #play-side { width: 2fr; padding: 0 1; }
    #log-side { width: 1fr; border-left: solid $accent; }
    #prompt { height: auto; padding: 0 0 1 0; }
    #secrets { height: auto; }
    #hand { height: auto; max-height: 12; border: round $accent; }
    #actions { height: 1fr; border: round $accent; }
    #command { margin: 0; }
    #message { height: auto; color: $error; }
    """

    def __init__(self, session: Session, delay: float = BOT_DELAY, autosave: Path | None = None) -> None:
        super().__init__()
        self.session = session
        self.delay = delay
        self.autosave = autosave
        self.viewer: int | None = session.humans[0] if not session.hotseat else None
        self._actions: list[Action] = []
        self._logged = 0
        self._log_viewer: int | None = -1
        self._waiting = False
        self._skirmish_shown = max(
            (e.round for e in session.game.log(None) if e.type in (EventType.SKIRMISH_WON, EventType.DEADLOCK)),
            default=0,
        )

    # -- layout -----------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="body"):
            with VerticalScroll(id="table-side"):
                yield Static(id="seats")
                yield Static(id="market")
            with Vertical(id="play-side"):
                yield Static(id="prompt")
                yield Static(id="secrets")
                yield SelectionList[int](id="hand")
                yield OptionList(id="actions")
                yield Input(placeholder="or type an action, e.g. dig refugee+shovel (→ completes)", id="command")
                yield Static(id="message")
            yield RichLog(id="log", wrap=True, markup=False, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#hand", SelectionList).border_title = "Your hand: pick cards to narrow the actions"
        self.query_one("#actions", OptionList).border_title = "Actions (enter or click)"
        self.refresh_table()
        self.step()

    # -- the game loop ----------------------------------------------------------------------

    @property
    def game_view(self) -> View:
        return self.session.game.view(self.viewer)

    def step(self) -> None:
        """Move the game on: end screen, a bot's move, the device changing hands, or a person's turn."""
        game = self.session.game
        if game.over:
            self.refresh_table()
            self.push_screen(EndScreen(self.session))
            return
        seat = game.to_act[0]
        if not self.session.is_human(seat):
            action = self.session.bot_action(seat)
            delay = 0 if action.verb is Verb.PASS else self.delay
            self._waiting = True
            if delay:
                self.set_timer(delay, lambda: self.play_bot(seat, action))
            else:
                self.call_later(self.play_bot, seat, action)
            return
        legal = game.legal_actions(seat)
        if len(legal) == 1 and legal[0].verb is Verb.PASS:
            # Nothing to answer with: pass without asking (a shared screen would otherwise
            # change hands for every declaration).
            self.perform(seat, legal[0])
            return
        if self.viewer != seat:
            self.viewer = None
            self.refresh_table()
            self.push_screen(PassScreen(seat_name(self.session.names, seat)), lambda _: self.show_seat(seat))
            return
        self.show_seat(seat)

    def show_seat(self, seat: int) -> None:
        self.viewer = seat
        self._waiting = False
        self.refresh_table()
        self.query_one("#actions", OptionList).focus()

    def play_bot(self, seat: int, action: Action) -> None:
        self.perform(seat, action)

    def perform(self, seat: int, action: Action | str) -> bool:
        """Apply an action; refused input changes nothing and is explained."""
        message = self.query_one("#message", Static)
        try:
            self.session.game.apply(seat, action)
        except (InvalidAction, IllegalAction) as error:
            message.update(Text(str(error)))
            return False
        message.update("")
        self.save_quietly()
        self.refresh_table()
        skirmish = self._skirmish_just_resolved()
        if skirmish:
            self.push_screen(SkirmishScreen(skirmish, self.session.names), lambda _: self.step())
        else:
            self.step()
        return True

    def _skirmish_just_resolved(self) -> list[Event]:
        """The events of a skirmish the last action resolved. At a shared screen only the
        public ones: the winner's prize stays hidden from the others looking on."""
        audience = None if self.session.hotseat else self.viewer
        events = self.session.game.log(audience)
        ends = [e.round for e in events if e.type in (EventType.SKIRMISH_WON, EventType.DEADLOCK)]
        if not ends or ends[-1] <= self._skirmish_shown:
            return []
        self._skirmish_shown = ends[-1]
        return [e for e in events if e.round == ends[-1] and e.type in SKIRMISH_EVENTS]

    def save_quietly(self) -> None:
        if self.autosave is not None:
            self.session.save(self.autosave)

    # -- drawing ----------------------------------------------------------------------------

    def refresh_table(self) -> None:
        view = self.game_view
        names = self.session.names
        self.query_one("#status", Static).update(status_line(view, names))
        self.query_one("#seats", Static).update(seats_panel(view, names))
        self.query_one("#market", Static).update(Group(gangs_line(view), market_panel(view)))
        self.query_one("#prompt", Static).update(prompt(view, names))
        self.query_one("#secrets", Static).update(secrets_panel(view))
        self._refresh_hand(view)
        self._refresh_actions()
        self._refresh_log()

    def _refresh_hand(self, view: View) -> None:
        hand = self.query_one("#hand", SelectionList)
        kinds = list(view.hand)
        current = [str(hand.get_option_at_index(i).prompt) for i in range(hand.option_count)]
        wanted = [str(hand_label(k)) for k in kinds]
        if current != wanted:
            hand.clear_options()
            hand.add_options([(hand_label(k), i) for i, k in enumerate(kinds)])
        hand.border_subtitle = f"{len(kinds)} cards"

    def _picked(self) -> Counter[str]:
        view = self.game_view
        hand = self.query_one("#hand", SelectionList)
        return Counter(view.hand[i] for i in hand.selected if i < len(view.hand))

    def _refresh_actions(self) -> None:
        options = self.query_one("#actions", OptionList)
        command = self.query_one("#command", Input)
        game = self.session.game
        legal = game.legal_actions(self.viewer) if self.viewer is not None and not self._waiting else ()
        picked = self._picked()
        shown = [a for a in legal if not picked or Counter(a.cards) == picked]
        self._actions = list(shown)
        options.clear_options()
        choosing = (
            self.viewer is not None and self.game_view.decision is not None and self.game_view.decision.kind == "leader"
        )
        options.add_options(
            [Option(action_label(a, self.session.names, choosing), id=str(i)) for i, a in enumerate(shown)]
        )
        if shown:
            options.highlighted = 0
        command.suggester = SuggestFromList([str(a) for a in legal], case_sensitive=False)
        if picked and not shown:
            self.query_one("#message", Static).update("No action uses exactly the cards you picked.")

    def _refresh_log(self) -> None:
        log = self.query_one("#log", RichLog)
        events = self.session.game.log(self.viewer)
        if self._log_viewer != self.viewer:
            log.clear()
            self._logged = 0
            self._log_viewer = self.viewer
        for event in events[self._logged :]:
            line = Text(f"R{event.round} ", style="dim")
            line.append(describe(event, self.session.names), style="cyan" if event.audience else "")
            log.write(line)
        self._logged = len(events)

    # -- input ------------------------------------------------------------------------------

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged[int]) -> None:
        self.query_one("#message", Static).update("")
        self._refresh_actions()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if self.viewer is None or event.option.id is None:
            return
        action = self._actions[int(event.option.id)]
        self.query_one("#hand", SelectionList).deselect_all()
        self.perform(self.viewer, action)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text or self.viewer is None:
            return
        if self.session.game.to_act != (self.viewer,) or self._waiting:
            self.query_one("#message", Static).update("Wait: it is not your decision now.")
            return
        if self.perform(self.viewer, text):
            event.input.value = ""

    def action_clear_selection(self) -> None:
        self.query_one("#hand", SelectionList).deselect_all()

    def action_save(self) -> None:
        path = self.session.save()
        self.notify(f"Saved to {path}. Resume with: scavengers play --load {path}")
