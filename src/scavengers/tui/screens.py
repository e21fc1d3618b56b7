"""The screens over the table: passing the device, quitting, help and the card reference, the
skirmish reveal and the end of the game."""

from __future__ import annotations

import time
from collections import Counter
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Markdown, Static

from scavengers.cards import CATALOGUE
from scavengers.engine import Event, EventType, Module, Score
from scavengers.engine.core.state import ranking_key
from scavengers.text import (
    SKIRMISH_ENDS,
    and_words,
    card_names,
    describe,
    points_words,
    solo_difficulty,
    solo_points_words,
    struck_from_force,
    tie_break_words,
    told_with_reason,
)
from scavengers.tui.notation import rules_text
from scavengers.tui.records import Best, config_words
from scavengers.tui.render import card_detail, seat_name
from scavengers.tui.session import Session


class PassScreen(ModalScreen[None]):
    """Hides the table while the device goes to the next player (hotseat)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", "Show my cards"),
        Binding("ctrl+s", "app.save", "Save"),  # the game's own save, here too
    ]
    DEFAULT_CSS = """
    PassScreen { align: center middle; background: $background; }
    PassScreen > Vertical {
        width: 60; max-width: 100%; height: auto; border: thick $accent; padding: 1 2;
    }
    PassScreen Label { width: 100%; content-align: center middle; }
    PassScreen Button { width: 100%; margin-top: 1; }
    """

    READY_AFTER: ClassVar[float] = 0.6
    """Seconds it takes no key or click once it is up: a second press of the key that took the
    last move (a double Enter, a key bouncing) must not show the next person's hand to the
    last one. Tests of the app set it to 0."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name
        self._shown = time.monotonic()

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(Text(f"Pass the device to {self.player}", style="bold"))
            yield Label("Everyone else, look away.")
            yield Button(f"I am {self.player}: show my cards", id="ready", variant="primary")

    def on_mount(self) -> None:
        self._shown = time.monotonic()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_ready()

    def action_ready(self) -> None:
        if time.monotonic() - self._shown >= self.READY_AFTER:
            self.dismiss(None)


class ConfirmScreen(ModalScreen[bool]):
    """Asks a yes-or-no question before an action that cannot be taken back: y says yes,
    n or escape no."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]
    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > VerticalScroll {
        width: 60; max-width: 100%; height: auto; max-height: 100%;
        border: thick $warning; padding: 1 2; background: $panel;
    }
    ConfirmScreen Label { width: 100%; }
    """

    def __init__(self, question: str, detail: str, yes: str, no: str) -> None:
        super().__init__()
        self.question = question
        self.detail = detail
        self.choices = f"y: {yes} · n or escape: {no}"

    def compose(self) -> ComposeResult:
        # Scrolled and wrapped on a small screen: its keys were cut off on the right at 40 columns.
        with VerticalScroll():
            yield Label(Text(self.question, style="bold"))
            yield Static(self.detail)
            yield Label(self.choices)

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class ConfirmQuitScreen(ConfirmScreen):
    """Asks before leaving a game in progress."""

    def __init__(self, saved: str) -> None:
        super().__init__("Quit the game in progress?", saved, "quit", "keep playing")


class HelpScreen(ModalScreen[None]):
    """The rules of each phase and the card reference for the modules in play."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,f1,q", "close", "Close help")]
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 100; max-width: 100%; height: 100%; border: thick $accent; background: $panel;
    }
    HelpScreen #help-cards { height: auto; padding: 0 2; }
    """

    def __init__(self, kinds: list[str], title: str) -> None:
        super().__init__()
        self.kinds = kinds
        self.title_text = title

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            # The card list's heading is one of the rules' headings, indented as they are.
            yield Markdown(f"{rules_text()}\n## {self.title_text}\n")
            with Vertical(id="help-cards"):
                for kind_id in self.kinds:
                    yield Static(card_detail(kind_id))

    CLOSING = "escape closes this · ↑/↓, page up/down: scroll"
    """Said on the panel's frame, always in view: the panel covers the footer on a small screen."""

    def on_mount(self) -> None:
        panel = self.query_one(VerticalScroll)
        panel.border_title = self.CLOSING
        panel.focus()

    def action_close(self) -> None:
        self.dismiss(None)


class CardsScreen(HelpScreen):
    """What every card now in view does."""

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Label(Text(self.title_text, style="bold underline"))
            for kind_id in self.kinds:
                yield Static(card_detail(kind_id))
            yield Label("escape: back to the table (where F1 shows the rules)")


class EndScreen(ModalScreen[None]):
    """Scores and tie-breaks at the end of the game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "app.quit", "Quit"),
        Binding("escape", "close", "Back to the table"),
    ]
    DEFAULT_CSS = """
    EndScreen { align: center middle; }
    EndScreen > VerticalScroll {
        width: 90; max-width: 100%; height: auto; max-height: 100%;
        border: thick $success; padding: 1 2; background: $panel;
    }
    EndScreen Label { width: 100%; }
    """

    def __init__(self, session: Session, best: Best | None = None) -> None:
        super().__init__()
        self.session = session
        self.best = best

    def compose(self) -> ComposeResult:
        result = self.session.game.result
        assert result is not None  # shown only once the game is over
        if self.session.game.config.players == 1:
            yield from self._solo(result.scores[0])
            return
        names = self.session.names
        winners = and_words(seat_name(names, w) for w in result.winners)
        title = f"{'Winner' if len(result.winners) == 1 else 'Shared victory'}: {winners}"
        table = Table(title="Final tribes (ties: most people, then contested resources, then cards)")
        # Gangs come with HQ: a game without them has no gangs column.
        with_gangs = any(score.gangs for score in result.scores) or Module.HQ1 in self.session.game.config.modules
        columns = ("player", "people", "contested", "cards", *(("gangs",) if with_gangs else ()), "result")
        for column in columns:
            table.add_column(column, justify="left" if column in ("player", "gangs", "result") else "right")
        order = sorted(range(len(result.scores)), key=lambda s: ranking_key(result.scores[s]), reverse=True)
        for seat in order:
            score = result.scores[seat]
            mark = "winner" if seat in result.winners else ""
            gangs = (card_names(score.gangs) if score.gangs else "",) if with_gangs else ()
            table.add_row(
                seat_name(names, seat), str(score.people), str(score.contested), str(score.cards), *gangs, mark
            )
        # Scrolled and wrapped on a small screen: the winners' names were cut off at 60 columns,
        # and the keys below the table at 20 rows.
        with VerticalScroll():
            yield Label(Text(f"Game over. {title}.", style="bold"))
            why = tie_break_words(result, [seat_name(names, seat) for seat in range(len(result.scores))])
            if why:  # a tie-break decided it, or nothing could ([000:170-172])
                yield Label(why, id="tie-break")
            yield Static(table)
            yield Label("q: quit · escape: back to the table and the log")

    def _solo(self, score: Score) -> ComposeResult:
        """The solo score (contested resources 2 points, other cards 1) and the personal best
        of this configuration."""
        config = self.session.game.config
        lines = [
            Text(f"Game over. Your score: {points_words(score.points)}.", style="bold"),
            # One contested resource or one other card is said in the singular.
            Text(f"{solo_points_words(score)} ({config_words(config)})"),
            Text(f"Opponents: {solo_difficulty(config.solo_added, config.solo_families_removed)}."),
        ]
        best = self.best
        # A harder game's best is its own (records.config_key) [003:353].
        harder = config.harder_solo
        these = "these modules and opponents" if harder else "these modules"
        if best is not None:
            if best.new_best and best.previous is None:
                lines.append(Text(f"Your first solo game with {these}: a personal best to beat.", style="green"))
            elif best.new_best:
                lines.append(Text(f"A new personal best! The old one was {best.previous}.", style="bold green"))
            elif best.previous is not None:
                lines.append(Text(f"Your personal best with {these}: {best.previous}."))
            if best.error:  # why it was not kept, or what became of a damaged records file
                lines.append(Text(f"({'' if best.saved else 'Not kept: '}{best.error}.)", style="dim"))
        with VerticalScroll():
            for line in lines:
                yield Label(line)
            yield Label("q: quit · escape: back to the table and the log")

    KEYS = "q: quit · escape: back to the table"
    """Said on the panel's frame as well, always in view: the panel scrolls on a small screen."""

    def on_mount(self) -> None:
        panel = self.query_one(VerticalScroll)
        panel.border_title = self.KEYS
        panel.focus()  # ↑/↓ scroll it at once

    def action_close(self) -> None:
        self.dismiss(None)


_STRIKES = (EventType.SNIPED, EventType.DISARMED, EventType.SAVED, EventType.GASSED, EventType.LEADER_USED)
"""What was done to the forces after the reveal (a leader's too: the Fanatic's strike, the
Mentor's +1 fight, RULINGS L-3, L-7)."""


class SkirmishScreen(ModalScreen[None]):
    """The skirmish as it happened: the forces revealed, each snipe and disarm, the totals
    and the winner."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "Continue"),
        Binding("escape", "close", "Continue", show=False),
    ]
    DEFAULT_CSS = """
    SkirmishScreen { align: center middle; }
    SkirmishScreen > VerticalScroll {
        width: 100; max-width: 100%; height: auto; max-height: 100%;
        border: thick $error; padding: 0 1; background: $panel;
    }
    """

    def __init__(self, events: list[Event], names: list[str], players: int) -> None:
        super().__init__()
        self.events = events
        self.names = names
        self.players = players

    def _force_text(self, seat: int, cards: tuple[str, ...]) -> Text:
        hit: Counter[str] = Counter()
        marks: dict[str, list[str]] = {}
        # A saved snipe took nothing out of the force (RULINGS I-4): it is not struck through.
        for kind, how in struck_from_force(self.events, seat):
            hit[kind] += 1
            marks.setdefault(kind, []).append(how)
        text = Text()
        for index, kind in enumerate(sorted(cards)):
            if index:
                text.append(", ")
            name = CATALOGUE[kind].name if kind in CATALOGUE else kind
            if hit[kind]:
                hit[kind] -= 1
                text.append(f"{name} ({marks[kind].pop(0)})", style="strike red")
            else:
                text.append(name)
        return text

    def compose(self) -> ComposeResult:
        names = self.names
        table = Table(title="Forces revealed", expand=True)
        for column in ("player", "force", "fight", "people"):
            table.add_column(column, justify="left" if column in ("player", "force") else "right")
        forces = {e.seat: e.cards for e in self.events if e.type is EventType.REVEALED}
        totals = {e.seat: e.values for e in self.events if e.type is EventType.SKIRMISH_TOTALS}
        for seat in sorted(s for s in forces if s is not None):
            has_fight, fight, people = totals.get(seat, (0, 0, 0))
            table.add_row(
                seat_name(names, seat),
                self._force_text(seat, forces[seat]),
                str(fight) if has_fight else "none",
                str(people),
            )
        strikes = [describe(e, names) for e in self.events if e.type in _STRIKES]
        outcome = [describe(e, names) for e in self.events if e.type is EventType.GAINED]
        ends = [e for e in self.events if e.type in SKIRMISH_ENDS and not e.cards]
        if ends:  # the last line: the result and why
            outcome.append(told_with_reason(ends[-1], self.events, self.players, names))
        with VerticalScroll():
            # The solo game counts turns, each a round of its own (its status line: "Solo · turn 2").
            when = "turn" if self.players == 1 else "round"
            yield Label(Text(f"Skirmish of {when} {self.events[0].round}", style="bold"))
            yield Static(table if forces else Text("Nobody committed any cards."))
            for line in strikes:
                yield Static(line)
            for line in outcome:
                yield Static(Text(line, style="bold"))
            yield Label("enter: continue")

    def action_close(self) -> None:
        self.dismiss(None)
