"""``scavengers play``: Arctic Scavengers in the terminal, against bots or friends at one screen.

The screen shows only what the seat at the keyboard may see (everything is rendered from its
View, its log and its legal actions). A person acts by picking an action from the menu
(keyboard or mouse), by first picking cards from the hand to see what they can do, or by typing
the action in notation with completion. Every action is saved at once, so a crash loses at most
the action being made.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, ClassVar

from rich.console import Group, RenderableType
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.geometry import Size
from textual.screen import Screen
from textual.strip import Strip
from textual.suggester import SuggestFromList
from textual.widget import Widget
from textual.widgets import (
    Footer,
    Input,
    OptionList,
    RichLog,
    SelectionList,
    Static,
    TabbedContent,
    TabPane,
)
from textual.widgets.option_list import Option

from scavengers.analysis.hints import HINT_BUDGET
from scavengers.cards import CATALOGUE
from scavengers.engine import Action, Event, ForceStrength, Score, Verb, View, parse_action
from scavengers.engine.setup.components import playable_kinds
from scavengers.text import (
    SKIRMISH_ENDS,
    describe,
    for_people,
    refusal,
    round_mark,
    skirmish_events,
    told_with_reason,
    typed_refusal,
)
from scavengers.tui import records
from scavengers.tui.hints import HintScreen, hints_mark
from scavengers.tui.menu import Entry, first_choice, menu, with_food_note
from scavengers.tui.notation import normalize, visible_kinds
from scavengers.tui.records import Best
from scavengers.tui.render import (
    card_detail,
    contested_won,
    gangs_line,
    hand_label,
    market_panel,
    prompt,
    seat_name,
    seats_panel,
    secrets_panel,
    status_line,
)
from scavengers.tui.screens import (
    CardsScreen,
    ConfirmQuitScreen,
    ConfirmScreen,
    EndScreen,
    HelpScreen,
    PassScreen,
    SkirmishScreen,
)
from scavengers.tui.session import Session
from scavengers.tui.wrapping_log import WrappingLog

_NOTHING = object()
_CHANGING_KEYS = ("undo", "nothing_to_undo", "clear_selection", "hint")
"""The actions :meth:`ScavengersApp.check_action` enables by the game's state."""

BOT_DELAY = 0.7
"""Seconds between a bot's visible moves, so a person can follow them."""

STATUS_LINES = 2
"""The status line's height at most: past it, it is said in shorter words."""

AUTOSAVE_NOTICE = 30.0
"""Seconds the notice of a failed autosave stays up (the status line keeps a mark after it)."""


CURSOR = "> "
"""Before the line the cursor is on (the action Enter takes, the card space picks): in text, so
that it shows without colour (NO_COLOR) and a screen reader reads it."""
PICKED = "[x] "
UNPICKED = "[ ] "
"""Before each card of the hand: picked or not, in text as well as in colour."""

COMMAND_PLACEHOLDER = "or type (F5): dig refugee+shovel, → completes"
GAME_OVER_PLACEHOLDER = "The game is over: Ctrl+Q quits (the table and the log stay to look at)"
EMPTY_COMMAND = "Nothing typed: type an action, or Shift+Tab to the actions (Enter there takes the one marked >)."
"""Said when Enter is pressed on the empty command line, which takes no action."""


def _marked(strip: Strip, marker: str, style: Style) -> Strip:
    """A line of a list with a text marker in front of it (the list's gutter makes room)."""
    return Strip([Segment(marker, style), *strip], strip.cell_length + len(marker))


class _FocusTitled(OptionList):
    """A list whose title is marked ``>`` while it has the focus (the keys go to it), in
    text as well as in the colour of its top line."""

    title_text = ""

    def show_title(self, title: str | None = None) -> None:
        if title is not None:
            self.title_text = title
        self.border_title = f"{CURSOR}{self.title_text}" if self.has_focus else self.title_text

    def _on_focus(self, event: events.Focus) -> None:
        super()._on_focus(event)
        self.show_title()

    def _on_blur(self, event: events.Blur) -> None:
        super()._on_blur(event)
        self.show_title()

    def _option_line(self, y: int, line: Strip) -> tuple[int, int, Style] | None:
        """The option drawn on row ``y`` (its index, which of its lines) and the style to draw
        a marker in front of it with; ``None`` below the last option (a blank line)."""
        try:
            index, line_offset = self._lines[self.scroll_offset.y + y]
        except IndexError:
            return None
        style = (next(iter(line)).style if line.cell_length else None) or self.rich_style
        return index, line_offset, style


class ActionList(_FocusTitled):
    """The actions. The one Enter takes is marked ``>`` in text, not only by its colour."""

    def _get_left_gutter_width(self) -> int:
        return len(CURSOR)

    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        drawn = self._option_line(y, line)
        if drawn is None:
            return line  # below the last action: blank, the whole width
        index, line_offset, style = drawn
        cursor = self.highlighted == index and line_offset == 0 and not self.options[index].disabled
        return _marked(line, CURSOR if cursor else " " * len(CURSOR), style + Style(meta={"option": index}))


class HandList(SelectionList[int], _FocusTitled):
    """The hand. Each card is marked ``[x]`` picked or ``[ ]`` not, and while the hand has the
    focus the card space picks is marked ``>``: in text, not only by colour.

    Space picks a card; Enter takes the highlighted action, as it does in the actions list (F1
    help says so): picking cards and then pressing Enter must not unpick the last one.

    A highlight that arrives after the hand changed (the device went to another
    player, cards were played) names a card no longer there: it is dropped, not a crash."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "take_action", "Take the highlighted action", show=False),
    ]

    def action_take_action(self) -> None:
        """The highlighted action, with the cards picked (a click on a card still picks it)."""
        self.app.query_one("#actions", ActionList).action_select()

    def action_select(self) -> None:
        """Pick (or unpick) the highlighted card at once, as its key (or click) is read.
        SelectionList picked whichever card was highlighted when its message came round, after
        the keys already waiting: Down Space Down Space typed in one burst picked the last card
        again and again instead of each."""
        index = self.highlighted
        if index is not None and not self.get_option_at_index(index).disabled:
            self.toggle(self.get_option_at_index(index))

    def _get_left_gutter_width(self) -> int:
        return len(CURSOR) + len(PICKED)

    def render_line(self, y: int) -> Strip:
        line = OptionList.render_line(self, y)  # the card, without SelectionList's coloured box
        drawn = self._option_line(y, line)
        if drawn is None:
            return line  # below the last card: blank, the whole width
        index, line_offset, style = drawn
        meta = Style(meta={"option": index})  # a click on the box picks the card, as before
        if line_offset:
            return _marked(line, " " * self._get_left_gutter_width(), style + meta)
        selection = self.get_option_at_index(index)
        picked = selection.value in self._selected
        box_class = "selection-list--button" + ("-selected" if picked else "")
        box_class += "-highlighted" if self.highlighted == index else ""
        cursor = CURSOR if self.highlighted == index and self.has_focus else " " * len(CURSOR)
        return Strip(
            [
                Segment(cursor, style + meta),
                Segment(PICKED if picked else UNPICKED, self.get_component_rich_style(box_class) + meta),
                *line,
            ]
        )

    def _on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        event.prevent_default()  # instead of SelectionList's own handler, which would crash
        if 0 <= event.option_index < self.option_count:
            self.post_message(self.SelectionHighlighted(self, event.option_index))


_INFO_KEYS: list[BindingType] = [
    Binding("left", "app.show_info('table-tab')", "Table", show=False),
    Binding("right", "app.show_info('log-tab')", "Log", show=False),
]
TABLE_HELP = "Showing the table · →: the log · ↑/↓, page up/down: scroll · F3: back to play"
LOG_HELP = "Showing the log · ←: the table · ↑/↓, page up/down: scroll · F3: back to play"
"""Said above the table and the log on a narrow screen, where they take the place of play."""


class TableScroll(VerticalScroll):
    """The table and the market; ← and → go between them and the log at once."""

    BINDINGS: ClassVar[list[BindingType]] = _INFO_KEYS


class GameLog(WrappingLog):
    """The log; ← and → go between it and the table at once; its lines follow its width."""

    BINDINGS: ClassVar[list[BindingType]] = _INFO_KEYS


class CommandInput(Input):
    """The command line. Enter hands its text over and empties it at once: keys typed ahead,
    while the game carries the command out and the bots answer it, begin the next command
    instead of running on into this one or being wiped when it has been played."""

    keyed_since_submit = False
    """Whether a key reached the line since its last command was handed over: a command
    refused afterwards is then not given back (:func:`_give_back`)."""
    awaiting = False
    """A typed command was handed over and is not carried out (or refused) yet: an Enter on
    the emptied line meanwhile is the same press twice, not an empty command to be told about
    (which would cover what the command's own answer says)."""

    async def _on_key(self, event: events.Key) -> None:
        # Enter is taken here, in the order the keys came: left to the key binding, it would
        # run after keys typed behind it had already joined the line (a fast typist's or a
        # paste's "dig scavenger⏎end⏎" played as "dig scavengerend").
        if event.key == "enter":
            event.stop()
            event.prevent_default()
            await self.action_submit()
            return
        self.keyed_since_submit = True
        await super()._on_key(event)

    async def action_submit(self) -> None:
        value = self.value
        if not value.strip() and self.awaiting:
            return
        self.value = ""
        self.keyed_since_submit = False
        self.awaiting = bool(value.strip())
        self.post_message(self.Submitted(self, value))


def _give_back(event: Input.Submitted) -> None:
    """A command that was not played comes back to the line, unless the next one is begun, or
    the line was cleared meanwhile: Ctrl+U pressed right after Enter, before the refusal came,
    found the line empty, and the command came back after it, to be glued to the next."""
    line = event.input
    if not line.value and not (isinstance(line, CommandInput) and line.keyed_since_submit):
        line.value = event.value
        line.cursor_position = len(event.value)


class ScavengersApp(App[None]):
    """The terminal table."""

    TITLE = "Arctic Scavengers"
    MARKS_A_CHOICE: ClassVar[bool] = True
    """Whether the actions list highlights a sensible choice at first (:func:`first_choice`)."""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "help", "Help"),
        Binding("f2", "cards", "Cards"),
        Binding("f3", "switch_side", "Table"),
        Binding("f4", "focus_hand", "Hand"),
        Binding("f4", "focus_hand_narrow", "Hand", show=False),
        Binding("f5", "focus_command", "Type"),
        Binding("f5", "focus_command_narrow", "Type", show=False),
        Binding("f6", "hint", "Hint"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+z", "nothing_to_undo", "Undo", show=False),
        Binding("ctrl+s", "save", "Save"),
        Binding("ctrl+q", "request_quit", "Quit", priority=True),
        Binding("escape", "clear_selection", "Clear picks"),
    ]
    DEFAULT_CSS = """
    #status { height: auto; max-height: 2; padding: 0 1; background: $boost; }
    #body { height: 1fr; }
    #play-side { width: 1fr; min-width: 40; padding: 0 1; }
    #info-side { width: 1fr; }
    #body.narrow #info-side { display: none; }
    #body.narrow.show-info #info-side { display: block; }
    #body.narrow.show-info #play-side { display: none; }
    #prompt { height: auto; }
    #secrets { height: auto; max-height: 4; }
    #hand { height: auto; max-height: 40%; border: none; border-top: solid $accent; }
    #actions { height: 1fr; min-height: 4; border: none; border-top: solid $accent; }
    #hand:focus, #actions:focus { border-top: solid $accent-lighten-2; }
    #card-info { height: auto; max-height: 8; background: $boost; }
    #entry { dock: bottom; height: auto; }
    #command { height: 1; border: none; padding: 0; margin: 0; background: $boost; }
    #message { height: auto; max-height: 3; color: $error; }
    #log { height: 1fr; }
    #too-small { display: none; layer: notice; width: 100%; height: 100%; padding: 1 2; background: $background; }
    Screen { layers: default notice; }
    Screen.too-small { overflow: hidden; }
    #body.short #secrets, #body.short #card-info { max-height: 2; }
    #body.short #hand { max-height: 30%; }
    #table-side { height: 1fr; }
    .info-help { display: none; height: auto; color: $text-muted; }
    #body.narrow .info-help { display: block; }
    """

    hint_budget = HINT_BUDGET
    """How long a hint (F6) may search."""

    NARROW = 110
    """Below this width the table, market and log share the screen with play (F3 switches)."""

    COMPACT_FOOTER = 120
    """Below this width the footer's keys are closer together, so that all fit with their names."""

    MIN_SIZE = Size(40, 20)
    """The smallest terminal the table fits (columns, rows): below it her hand and the actions
    would be cut off, so the screen says so instead (:meth:`_fit_size`)."""

    SHORT = 24
    """Below this height what she alone knows and the card's text get two lines each, and the
    hand less room, so that the actions keep theirs."""

    def __init__(
        self,
        session: Session,
        delay: float = BOT_DELAY,
        autosave: Path | None = None,
        records_path: Path | None = None,
        save_at_start: bool = True,
    ) -> None:
        super().__init__()
        self.session = session
        self.records_path = records_path
        """Where solo personal bests are kept (default: the user's data folder)."""
        self._best: Best | None = None
        self.delay = delay
        self.autosave = autosave
        self.save_at_start = save_at_start
        """Whether the autosave is written before the first action (a new game, listed at once);
        a game resumed from a file elsewhere is first written there by its first action."""
        self.autosave_failed: str | None = None
        self.viewer: int | None = session.humans[0] if not session.hotseat else None
        self._entries: list[Entry] = []
        self._drawn: dict[str, object] = {}
        self._keys_shown: tuple[bool | None, ...] | None = None
        self._logged = 0
        self._log_viewer: int | None = -1
        self._waiting = False
        self._told = ""
        """What the person at the keyboard was last told about her own input (``_tell``)."""
        self._focus_before_small: Widget | None = None
        """What had the focus when the terminal became too small (:meth:`_fit_size`)."""
        self._typing_ahead = False
        """F5 was pressed, or a command was begun by keys typed elsewhere (:meth:`on_key`), and
        the focus has not left the command line since: keys still on their way to the widget
        focused before, a space and an Enter too, go to the command line."""
        self._skirmish_shown = max(
            (e.round for e in session.game.log(None) if e.type in SKIRMISH_ENDS),
            default=0,
        )

    # -- layout -----------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(id="too-small")
        yield Static(id="status")
        with Horizontal(id="body"):
            with Vertical(id="play-side"):
                yield Static(id="prompt")
                yield Static(id="secrets")
                yield HandList(id="hand")
                yield ActionList(id="actions")
                yield Static(id="card-info")
                # The command line and what she is told about her input (a refusal, a warning)
                # are kept at the bottom, always in view: laid out after the long panels of the
                # expansions (a leader's text, a hand of ten), they were cut off at 80x24.
                with Vertical(id="entry"):
                    yield CommandInput(
                        placeholder=COMMAND_PLACEHOLDER,
                        id="command",
                        select_on_focus=False,  # a command begun by a key typed elsewhere goes on
                    )
                    yield Static(id="message")
            with TabbedContent(id="info-side", initial="table-tab"):
                with TabPane("Table", id="table-tab"):
                    yield Static(TABLE_HELP, classes="info-help")
                    with TableScroll(id="table-side"):
                        yield Static(id="seats")
                        yield Static(id="market")
                with TabPane("Log", id="log-tab"):
                    yield Static(LOG_HELP, classes="info-help")
                    yield GameLog(id="log", wrap=True, markup=False, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#hand", HandList).show_title("Your hand (F4, then space: pick cards)")
        self.query_one("#actions", ActionList).show_title("Actions (enter)")
        self._fit_width(self.size.width)
        self._fit_size(self.size)
        if self.save_at_start:
            self.save_quietly()
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
            self.push_screen(EndScreen(self.session, self._solo_best()))
            return
        seat = game.to_act[0]
        if not self.session.is_human(seat):
            # Every bot decision shows the same (a choice or none): nothing tells who could answer.
            self._waiting = True
            thinking = f"{seat_name(self.session.names, seat)} is thinking…"
            self.query_one("#message", Static).update(Text(f"{self._told}  ·  {thinking}" if self._told else thinking))
            asked = time.perf_counter()  # the pause a person follows the bots by counts from here
            if self.session.searches(seat):
                self.think(seat, asked)
            else:
                self.bot_decided(seat, *self.session.bot_answer(seat), asked=asked)
            return
        if self.session.passes_for(seat):
            # Nothing to answer with: pass without asking. At a shared screen only when the
            # whole table can tell, so the hand-offs tell nobody what a seat holds.
            self.perform(seat, game.legal_actions(seat)[0])
            return
        if self.viewer != seat:
            # Hotseat: the device changes hands at every change of the person asked to
            # decide, whatever she holds (Session.passes_for).
            self._show_no_one()
            self._waiting = True
            self.refresh_table()
            self.push_screen(PassScreen(seat_name(self.session.names, seat)), lambda _: self.show_seat(seat))
            return
        self.show_seat(seat)

    def _solo_best(self) -> Best | None:
        """A finished solo game against the personal best of its configuration, kept once."""
        game = self.session.game
        if game.config.players != 1 or game.result is None:
            return None
        if self._best is None:
            self._best = records.record(game.config, game.result.scores[0].points, self.records_path)
        return self._best

    def _show_no_one(self) -> None:
        """At a shared screen, before everyone looks (a hand-off, a skirmish): no hand, and nothing
        else of the last person's: what she was told, what she typed but did not send, and what
        she opened while a bot played (F2: the cards she can see), which would show again once
        the next person says she is ready."""
        self.viewer = None
        self._tell("")
        self.query_one("#command", Input).value = ""
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def _tell(self, said: str) -> None:
        """Tell the person at the keyboard about her own input (a refusal, "wait"): kept on the
        message line while the bots move, until her next move or the device changes hands."""
        self._told = said
        self.query_one("#message", Static).update(Text(said))

    def show_seat(self, seat: int) -> None:
        self.viewer = seat
        self._waiting = False
        self.refresh_table()
        if not isinstance(self.focused, Input):
            self.query_one("#actions", OptionList).focus()

    def think(self, seat: int, asked: float | None = None) -> None:
        """Let a searching bot decide on a worker thread: the screen stays live (help, the
        table, the log) while it thinks. Nothing changes the game meanwhile: every input that
        would act waits until the bot's action is played."""
        game = self.session.game
        moment = game.decisions_made

        def work() -> None:
            action, wait = self.session.bot_answer(seat)
            with contextlib.suppress(RuntimeError):  # the app closed while the bot was thinking
                self.call_from_thread(self.thought, seat, moment, action, wait, asked)

        self.run_worker(work, name=f"bot {seat}", group="bot", thread=True, exclusive=True)

    def thought(self, seat: int, moment: int, action: Action, wait: float, asked: float | None = None) -> None:
        """A searching bot's decision, back on the screen's thread; dropped if the game moved
        on meanwhile."""
        game = self.session.game
        if game.over or game.decisions_made != moment or game.to_act[:1] != (seat,):
            return
        self.bot_decided(seat, action, wait, asked=asked)

    def bot_decided(self, seat: int, action: Action, wait: float = 0.0, *, asked: float | None = None) -> None:
        """Play a bot's action no sooner than its answer time (``wait``, still to wait after
        its answer: a bot with no choice takes as long as with one), and, but for a pass, no
        sooner than :attr:`delay` after it was ``asked`` (``time.perf_counter``), so that a
        person can follow it. The pause counts from the moment the bot was asked, its thinking
        inside it, as the web server's does: added after the thinking, it made a decision the
        bot thought over ``delay`` longer than one it answered without thinking (a single
        action, or the search bot's single action worth searching), and so told whether its
        hidden hand held a move worth searching (a search bot ended its turn 0.7 s sooner
        with nothing worth doing in hand)."""
        floor = 0.0 if action.verb is Verb.PASS else self.delay
        thought_for = 0.0 if asked is None else time.perf_counter() - asked
        delay = max(wait, floor - thought_for, 0.0)
        if delay:
            # asyncio's call_later, not Textual's set_timer: a one-shot Textual timer skips its
            # only tick when the loop reaches it later than its delay (a forced pass waits a
            # fraction of a millisecond, as long as the bot's last choice took), and the game
            # would then wait for that bot for ever.
            asyncio.get_running_loop().call_later(delay, self.call_later, self.play_bot, seat, action)
        else:
            self.call_later(self.play_bot, seat, action)

    def act(self, seat: int, action: Action | str) -> bool:
        """A person's action from the menu or typed. Engaging an opponent force with an empty
        hand, or with none that can fight, is asked about first: the force leaves the game
        either way, and such a fight is lost (or won only by a long chance)."""
        chosen = action
        if isinstance(action, str):
            with contextlib.suppress(ValueError):  # refused input is explained by perform
                chosen = parse_action(self.session.game, seat, action)
        view = self.game_view
        engaging = isinstance(chosen, Action) and chosen.verb is Verb.ENGAGE and view.forces
        fightless = engaging and bool(view.hand) and self._hand_fights(view, self._legal()) is False
        if isinstance(chosen, Action) and engaging and (not view.hand or fightless):
            if fightless:
                question = f"Engage opponent force {chosen.target} with no card that can fight?"
                detail = (
                    "Your hand has no fighter: you win only if the force has none either and fewer "
                    "people. If you lose, a card of your force leaves the game; what is left of the "
                    "force leaves the game either way."
                )
            else:
                question = f"Engage opponent force {chosen.target} with an empty hand?"
                detail = (
                    "You have no cards to fight with: you cannot win, and what is left of the force "
                    "leaves the game, a chance of a prize gone."
                )

            def answered(engage: bool | None) -> None:
                if engage:
                    self.perform(seat, action)

            self.push_screen(ConfirmScreen(question, detail, "engage anyway", "do not engage"), answered)
            return True
        return self.perform(seat, action)

    def play_bot(self, seat: int, action: Action) -> None:
        if not self.query("#message"):
            # Its moment came after a quit, the table already taken down (a bot's move is put
            # off by ``delay``): the game was saved as it stood, and nothing is left to show
            # the move on. Played, it ended the app in NoMatches, with a traceback.
            return
        self.perform(seat, action)

    def perform(self, seat: int, action: Action | str) -> bool:
        """Apply an action; refused input (whatever the error) changes nothing and is explained."""
        message = self.query_one("#message", Static)
        try:
            self.session.apply(seat, action)
        except Exception as error:  # no input may end the game: show why, keep playing
            name = partial(seat_name, self.session.names)
            # A typed action is quoted as she typed it (scavenger+spear), as the web table does.
            said = typed_refusal(error, action, name) if isinstance(action, str) else refusal(error, name)
            self._tell(said)  # any "did you mean" is the engine's, from her decision
            return False
        if self.session.is_human(seat):
            self._told = ""
        message.update(self._told)  # a bot's move leaves what she was told about her own input
        self.save_quietly()
        skirmish = self._skirmish_just_resolved()
        if skirmish and self.session.hotseat:
            # Everyone watches the skirmish: the table behind it shows no one's hand, and the
            # device is passed on afterwards.
            self._show_no_one()
        if self.delay or self.session.is_human(seat) or skirmish:
            # With no pause between bot moves nobody could read them: draw once a person acts.
            self.refresh_table()
        if skirmish:
            self.push_screen(
                SkirmishScreen(skirmish, self.session.names, self.session.game.config.players), lambda _: self.step()
            )
        else:
            self.step()
        return True

    def _skirmish_just_resolved(self) -> list[Event]:
        """The events of a skirmish the last action resolved. At a shared screen only the
        public ones: the winner's prize stays hidden from the others looking on."""
        audience = None if self.session.hotseat else self.viewer
        events = self.session.game.log(audience)
        ends = [e.round for e in events if e.type in SKIRMISH_ENDS]
        if not ends or ends[-1] <= self._skirmish_shown:
            return []
        self._skirmish_shown = ends[-1]
        return skirmish_events(events, ends[-1])

    def save_quietly(self) -> None:
        """Autosave after each action; a failure is shown and the game goes on: said at once
        (long enough to be read while the bots play), then marked on the status line until a
        save succeeds."""
        if self.autosave is None:
            return
        try:
            self.session.save(self.autosave)
        except OSError as error:
            if self.autosave_failed is None:
                self.notify(
                    f"Autosave to {self.autosave} failed: {for_people(error)}. The game goes on, NOT saved: "
                    "Ctrl+S saves it to another file.",
                    severity="error",
                    timeout=AUTOSAVE_NOTICE,
                )
            self.autosave_failed = for_people(error)
        else:
            self.autosave_failed = None

    # -- drawing ----------------------------------------------------------------------------

    def refresh_table(self) -> None:
        with self.batch_update():
            self._draw()

    def _draw(self) -> None:
        view = self.game_view
        names = self.session.names
        log = self.session.game.log(self.viewer)
        won = contested_won(log, view.players)
        score = self.session.game.score(view.seat) if view.seat is not None else None
        width = self.size.width
        self._update("#status", (view, score, self.autosave_failed, width), lambda: self._status(view, score, width))
        self._update("#seats", (view, won, score), lambda: seats_panel(view, names, log=log, score=score))
        self._update("#market", (view.market, view.gangs), lambda: Group(gangs_line(view), market_panel(view)))
        legal = self._legal() if self._deciding() else None  # the answers the prompt names
        self._update("#prompt", (view, legal, len(log)), lambda: prompt(view, names, legal, log))
        self._update("#secrets", (view, len(log)), lambda: self._secrets(view, log))
        self._refresh_hand(view)
        self._refresh_actions()
        self._refresh_log(log)
        self._refresh_keys()
        # Once the game is over nothing is left to type: the line says so, not how to type an action.
        command = self.query_one("#command", Input)
        command.placeholder = GAME_OVER_PLACEHOLDER if view.over else COMMAND_PLACEHOLDER

    def _status(self, view: View, score: Score | None, width: int) -> Text:
        """The status line, first marked while the game is not autosaved. Where it would not
        fit its two lines, in shorter words with who acts first (so it is never cut off)."""
        unsaved = Text("NOT AUTOSAVED (Ctrl+S saves) · ", style="bold red") if self.autosave_failed else Text()
        mark = hints_mark(self.session.hints)
        full = unsaved + status_line(view, self.session.names, score, mark=mark)
        if len(full.wrap(self.console, max(width - 2, 10))) <= STATUS_LINES:  # less its padding
            return full
        compact = unsaved + status_line(view, self.session.names, score, compact=True, mark=mark)
        lines = compact.wrap(self.console, max(width - 2, 10))
        if len(lines) <= STATUS_LINES:
            return compact
        # Still too long (40 or 60 columns): the lines past the second were cut off in mid-phrase
        # ("initiator Seat", and no number). The second line ends at its last whole part, with
        # "…" to say that more is left out (the table, F3, shows the rest).
        kept = list(lines[:STATUS_LINES])
        last = kept[-1]
        cut = last.plain.rfind(" · ")
        kept[-1] = (last[:cut] if cut > 0 else last[: max(width - 5, 5)]) + Text(" …")
        return Text("\n").join(kept)

    def _update(self, selector: str, key: object, content: Callable[[], RenderableType]) -> None:
        """Redraw a panel only when what it shows changed (a whole game redraws hundreds of times)."""
        if self._drawn.get(selector, _NOTHING) == key:
            return
        self._drawn[selector] = key
        self.query_one(selector, Static).update(content())

    def _refresh_keys(self) -> None:
        """Grey out or show again the keys whose use depends on the game (:meth:`check_action`),
        only when one of them changed: Textual rebuilds the whole footer at each
        ``refresh_bindings``, a fifth of the drawing of a whole game."""
        shown = tuple(self.check_action(name, ()) for name in _CHANGING_KEYS)
        if shown != self._keys_shown:
            self._keys_shown = shown
            self.refresh_bindings()

    def _secrets(self, view: View, log: tuple[Event, ...]) -> RenderableType:
        secrets = secrets_panel(view, names=self.session.names)
        parts = [secrets] if not isinstance(secrets, Text) or secrets.plain else []
        return Group(*parts, self._recent(log))

    def _recent(self, log: tuple[Event, ...]) -> Text:
        """The last moves, so the table stays readable while the log is in its tab."""
        players = self.session.game.config.players
        lines = [f"{round_mark(e.round, players)} {describe(e, self.session.names, self.viewer)}" for e in log[-2:]]
        return Text("\n".join(lines), style="dim", no_wrap=True, overflow="ellipsis")

    def _refresh_hand(self, view: View) -> None:
        hand = self.query_one("#hand", SelectionList)
        kinds = list(view.hand)
        current = [str(hand.get_option_at_index(i).prompt) for i in range(hand.option_count)]
        wanted = [str(hand_label(k)) for k in kinds]
        if current != wanted:
            hand.clear_options()
            hand.add_options([(hand_label(k), i) for i, k in enumerate(kinds)])
            if kinds:
                hand.highlighted = 0  # space picks at once, no arrow key needed first
        spent = f", {len(view.spent)} used this round (discarded when your turn ends)" if view.spent else ""
        hand.border_subtitle = f"{len(kinds)} cards{spent}"

    def _picked(self) -> Counter[str]:
        view = self.game_view
        hand = self.query_one("#hand", SelectionList)
        return Counter(view.hand[i] for i in hand.selected if i < len(view.hand))

    def _legal(self) -> tuple[Action, ...]:
        """What the person at the keyboard may do now (nothing while the bots move)."""
        if self.viewer is None or self._waiting:
            return ()
        return self.session.game.legal_actions(self.viewer)

    def _refresh_actions(self) -> None:
        options = self.query_one("#actions", OptionList)
        command = self.query_one("#command", Input)
        legal = self._legal()
        view = self.game_view
        picked = self._picked()
        choosing = view.decision is not None and view.decision.kind == "leader"
        fights = self._hand_fights(view, legal)
        names = self.session.names
        listed = menu(view, legal, picked, names, choosing, hand_fights=fights, judge=self._judge) if legal else []
        entries = with_food_note(listed, view)
        if entries != self._entries or options.option_count != len(entries):
            # Refilled only when the menu changed: Textual lays the list out anew each time.
            self._entries = entries
            options.clear_options()
            options.add_options([Option(e.label, id=str(i), disabled=not e.enabled) for i, e in enumerate(entries)])
            # A lesson marks none until cards are picked: finding the move is the point of its
            # step (what picked cards can do is the player's own choice already).
            options.highlighted = first_choice(entries) if self.MARKS_A_CHOICE or picked else None
        suggestions = [str(a) for a in legal] + [e.action for e in self._entries if isinstance(e.action, str)]
        command.suggester = SuggestFromList(suggestions, case_sensitive=False)
        if picked and not self._entries:
            self.query_one("#message", Static).update("No action uses exactly the cards you picked.")
        self._show_card_info()

    def _judge(self, cards: tuple[str, ...]) -> ForceStrength:
        """Some of the seat at the keyboard's hand as a committed force: the engine's figure."""
        assert self.viewer is not None  # a menu is made only for a seat that acts
        return self.session.game.commit_strength(self.viewer, cards)

    def _hand_fights(self, view: View, legal: Sequence[Action]) -> bool | None:
        """At the solo game's engage, whether her whole hand has a card that can fight, as the
        engine judges it at the commit an engage leads to (on a copy of the game; only her own
        hand is judged). ``None`` anywhere else."""
        if self.viewer is None or view.decision is None or view.decision.kind != "engage" or not view.hand:
            return None
        engage = next((a for a in legal if a.verb is Verb.ENGAGE), None)
        if engage is None:
            return None
        strength = self.session.trial(self.viewer, engage).view(self.viewer).hand_strength
        return None if strength is None else strength.has_fight

    def _refresh_log(self, events: tuple[Event, ...]) -> None:
        log = self.query_one("#log", RichLog)
        if self._log_viewer != self.viewer or len(events) < self._logged:
            log.clear()
            self._logged = 0
            self._log_viewer = self.viewer
        for event in events[self._logged :]:
            line = Text(f"{round_mark(event.round, self.session.game.config.players)} ", style="dim")
            told = describe(event, self.session.names, self.viewer)
            if event.type in SKIRMISH_ENDS and not event.cards:
                skirmish = skirmish_events(events, event.round)
                told = told_with_reason(event, skirmish, self.session.game.config.players, self.session.names)
            line.append(told, style="cyan" if event.audience else "")
            log.write(line)
        self._logged = len(events)

    def _show_card_info(self, kinds: list[str] | None = None) -> None:
        """What the highlighted card (or the highlighted action's first card) does."""
        if not (self.query("#card-info") and self.query("#actions")):
            # A highlight can still be on its way when the app closes (a bot's move redrew the
            # actions just before a quit) and the table is already taken down: nothing to show.
            # It ended the app in NoMatches, a traceback, about one quit in eight as bots moved.
            return
        info = self.query_one("#card-info", Static)
        if kinds is None:
            options = self.query_one("#actions", OptionList)
            index = options.highlighted
            action = self._entries[index].action if index is not None and index < len(self._entries) else None
            kinds = self._action_kinds(action)
        known = [k for k in kinds if k in CATALOGUE]
        info.update(card_detail(known[0]) if known else "")

    def _action_kinds(self, action: Action | str | None) -> list[str]:
        """The cards an action is about: a hire's mercenary, a leader ability's leader, a
        snipe's target, or the cards it uses."""
        if not isinstance(action, Action):
            return []
        view = self.game_view
        me = view.seats[view.seat] if view.seat is not None else None
        if action.verb is Verb.LEAD and me is not None and me.leader is not None:
            return [me.leader]
        if action.verb in (Verb.HIRE, Verb.SNIPE, Verb.DISARM, Verb.DISABLE) and action.subject:
            return [action.subject]
        return list(action.cards or ((action.subject,) if action.subject else ()))

    def on_resize(self, event: Resize) -> None:
        # The new size: ``self.size`` may still be the old one while the event is handled.
        self._fit_width(event.size.width)
        self._fit_size(event.size)
        view = self.game_view
        score = self.session.game.score(view.seat) if view.seat is not None else None
        width = event.size.width
        self._update("#status", (view, score, self.autosave_failed, width), lambda: self._status(view, score, width))

    def _fit_width(self, width: int) -> None:
        """Below :attr:`NARROW` the table shares the screen with play, and the footer is
        compact and leaves out the keys said elsewhere (F4 in the hand's title, F5 in the
        command line, Ctrl+P), so that every key left has its name."""
        narrow = width < self.NARROW
        self.query_one("#body").set_class(narrow, "narrow")
        footer = self.query_one(Footer)
        compact = width < self.COMPACT_FOOTER
        if (footer.compact, footer.show_command_palette) != (compact, not narrow):
            footer.compact = compact
            footer.show_command_palette = not narrow
            self.refresh_bindings()

    def _fit_size(self, size: Size) -> None:
        """Below :attr:`MIN_SIZE` the table is hidden and the screen says that the terminal is
        too small, and how small, instead of cutting off the hand, the actions or the command
        line. Nothing is lost: her picks and what she typed come back with the table once the
        window is large enough. Meanwhile no key acts on a list she cannot see."""
        small = size.width < self.MIN_SIZE.width or size.height < self.MIN_SIZE.height
        self.query_one("#body").set_class(size.height < self.SHORT, "short")
        notice = self.query_one("#too-small", Static)
        if small:
            notice.update(
                Text(
                    f"This terminal is too small for the game: {size.width}x{size.height}, and the table needs "
                    f"at least {self.MIN_SIZE.width}x{self.MIN_SIZE.height} (columns x rows) to show your hand "
                    "and the actions. Enlarge the window (or make the font smaller): the game waits, nothing "
                    "is lost. Ctrl+Q quits."
                )
            )
        if notice.display == small:
            return
        notice.display = small
        table = self.screen_stack[0] if self.screen_stack else self.screen
        table.set_class(small, "too-small")  # over the table: no scroll bar of the table's shows
        body = self.query_one("#body")
        self._keys_shown = None  # undo, hint and escape wait, then come back (check_action)
        self.call_after_refresh(self.refresh_bindings)
        if small:
            self._focus_before_small = self.focused if self.focused is not None and self.screen is table else None
            body.disabled = True  # hidden lists take no key: nothing is played blind
            return
        body.disabled = False
        before, self._focus_before_small = self._focus_before_small, None
        if self.screen is table:
            target = before if before is not None and before.is_attached else self.query_one("#actions", OptionList)
            target.focus()

    def action_switch_side(self) -> None:
        """On a narrow screen, switch between play and the table, market and log; on a wide
        one, between the table and the log tab."""
        body = self.query_one("#body")
        if body.has_class("narrow"):
            body.toggle_class("show-info")
            if not body.has_class("show-info"):
                self.query_one("#actions", OptionList).focus()
            else:  # ↑/↓ scroll and ←/→ switch at once, with no Tab first
                self.action_show_info(self.query_one("#info-side", TabbedContent).active)
            return
        tabs = self.query_one("#info-side", TabbedContent)
        tabs.active = "log-tab" if tabs.active == "table-tab" else "table-tab"

    def action_show_info(self, tab: str) -> None:
        """Show the table (``table-tab``) or the log (``log-tab``), ready to scroll."""
        self.query_one("#info-side", TabbedContent).active = tab
        self.query_one("#table-side" if tab == "table-tab" else "#log").focus()

    # -- input ------------------------------------------------------------------------------

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged[int]) -> None:
        self.query_one("#message", Static).update("")
        self._refresh_actions()
        self._refresh_keys()

    def on_selection_list_selection_highlighted(self, event: SelectionList.SelectionHighlighted[int]) -> None:
        view = self.game_view
        index = event.selection.value
        if 0 <= index < len(view.hand):
            self._show_card_info([view.hand[index]])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id == "actions":
            self._show_card_info()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if self.viewer is None or event.option.id is None or self._waiting:
            return
        index, listed = event.option_index, event.option_list
        if index >= listed.option_count or listed.get_option_at_index(index) is not event.option:
            # Enter pressed twice in one burst: the second chose from the list before the first
            # action replaced it (a hunt everyone passed, a dig's cards to keep). Its number in
            # the new list is another action, or none (a crash): it takes nothing.
            return
        action = self._entries[int(event.option.id)].action
        if action is None:
            return
        self.query_one("#hand", SelectionList).deselect_all()
        self.act(self.viewer, action)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        line = event.input
        if isinstance(line, CommandInput):
            line.awaiting = False
        text = normalize(event.value)
        if self.viewer is None:
            return
        if not text:
            # Enter on the command line never takes the highlighted action: a command that did
            # not reach the line (a key the terminal read as another) played a declared dig
            # that cannot be taken back. It says what Enter does instead.
            if isinstance(line, CommandInput) and self._deciding():
                self._tell(EMPTY_COMMAND)
            return
        if self.session.game.to_act != (self.viewer,) or self._waiting:
            self._tell("Wait: it is not your decision now.")
            _give_back(event)
            return
        # A choice's own label typed or pasted back ("Draw with Scout (draw 2)") is that choice,
        # where no other choice has the same label; else the engine says to type the notation.
        labelled = {e.action for e in self._entries if e.action is not None and normalize(e.label) == text}
        if not self.act(self.viewer, labelled.pop() if len(labelled) == 1 else text):
            _give_back(event)  # refused: the line comes back to be mended

    async def on_key(self, event: events.Key) -> None:
        """A character typed while the command line is not focused begins a command there:
        it was lost before, and the Enter after it took the highlighted action instead. The
        keys typed in the same burst (F5 and a command, a paste, a fast typist) reach the widget
        focused before the command line took the focus, and come here too: they join the
        command, a space as well (else a space picks a card, in the hand), and none is lost.
        An Enter among them hands the command over: it reached the actions list or the hand,
        where it took the highlighted action, a declared dig that cannot be undone."""
        if len(self.screen_stack) > 1 or self.query_one("#body").disabled:
            return  # help, a confirmation, the device handed over, a terminal too small: their keys
        command = self.query_one("#command", CommandInput)
        if event.key == "enter" and self._typing_ahead:
            # The command line hands its own Enter over itself: this one came from elsewhere.
            event.stop()
            event.prevent_default()  # and the list it reached takes nothing
            command.focus()
            await command.action_submit()
            return
        character = event.character
        if not character or not character.isprintable():
            return
        if not self._typing_ahead and (character == " " or isinstance(self.focused, Input)):
            return
        command.focus()
        command.insert_text_at_cursor(character)
        self._typing_ahead = True
        event.stop()
        event.prevent_default()  # a space begun here picks no card

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        if event.widget.id != "command":
            self._typing_ahead = False  # F4, a click: keys go where she went

    def action_clear_selection(self) -> None:
        self.query_one("#hand", SelectionList).deselect_all()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that do nothing now are shown greyed out in the footer."""
        if action in _CHANGING_KEYS and self.query_one("#body").disabled:
            return False  # a terminal too small for the table: nothing changes unseen (_fit_size)
        if action == "undo":
            return (self.viewer is not None and not self._waiting and self.session.undo_count(self.viewer) > 0) or None
        if action == "nothing_to_undo":  # the same key while undo is greyed out: it says so
            return self.check_action("undo", parameters) is None
        if action in ("focus_hand", "focus_command", "focus_hand_narrow", "focus_command_narrow"):
            # The same keys: shown in the footer on a wide screen, not on a narrow one.
            return self.query_one("#body").has_class("narrow") == action.endswith("_narrow")
        if action == "clear_selection":
            return bool(self.query_one("#hand", SelectionList).selected)
        if action == "hint":  # hidden where hints are off; greyed out but for a person's decision
            return bool(self.session.hints) and (self._deciding() or None)
        return True

    def _deciding(self) -> bool:
        """Whether the person at the keyboard must decide now."""
        game = self.session.game
        return self.viewer is not None and not self._waiting and not game.over and game.to_act == (self.viewer,)

    def action_hint(self) -> None:
        """The search bot's best few actions for the person deciding, from her view only."""
        if not self.session.hints or self.viewer is None or not self._deciding():
            return
        self.push_screen(HintScreen(self.session.game.clone(), self.viewer, self.session.names, self.hint_budget))

    def action_focus_hand(self) -> None:
        self.query_one("#body").remove_class("show-info")
        self.query_one("#hand", SelectionList).focus()

    def action_focus_hand_narrow(self) -> None:
        self.action_focus_hand()

    def action_focus_command_narrow(self) -> None:
        self.action_focus_command()

    def action_focus_command(self) -> None:
        """F5: the keys typed from now on go to the command line, those already on their way
        to the widget focused before it too (:meth:`on_key`)."""
        self.query_one("#body").remove_class("show-info")
        self.query_one("#command", Input).focus()
        self._typing_ahead = True

    def action_nothing_to_undo(self) -> None:
        self.query_one("#message", Static).update(
            "Nothing to undo: only your own actions this turn can be taken back, "
            "before a card is shown or another player is asked to answer."
        )

    def action_undo(self) -> None:
        if self.viewer is None or self._waiting or not self.session.undo(self.viewer):
            self.action_nothing_to_undo()
            return
        self.query_one("#message", Static).update("Taken back.")
        self.save_quietly()
        self.refresh_table()

    def action_help(self) -> None:
        """The rules and the text of every card kind that can be in play in this game: its
        modules' and, on a stacked table, the scenario's, of any box (public: the configuration
        alone says which, not where any card lies)."""
        kinds = sorted(playable_kinds(self.session.game.config), key=lambda k: (CATALOGUE[k].name, k))
        self.push_screen(HelpScreen(kinds, "Cards in this game"))

    def action_cards(self) -> None:
        log = self.session.game.log(self.viewer)
        self.push_screen(CardsScreen(visible_kinds(self.game_view, log), "The cards you can see or have seen"))

    def action_save(self) -> None:
        try:
            path = self.session.save()
        except OSError as error:
            message = f"Could not save to {self.session.save_path}: {for_people(error)}"
            self.query_one("#message", Static).update(message)
            self.notify(message, severity="error")
            return
        # On the message line, under the play: a notice would cover the right of the bottom lines.
        self._tell(f"Saved to {path}. Resume with: scavengers play --load {path}")
        if isinstance(self.screen, PassScreen):
            self.notify(f"Saved to {path}.")  # the message line is hidden behind the hand-off

    def leave(self) -> None:
        """Close the app; a bot still thinking is told to stop, so closing does not wait for it."""
        self.session.stop_bots()
        self.exit()

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """Textual's command palette (Ctrl+P), its Quit saying that it asks first, as Ctrl+Q."""
        for command in super().get_system_commands(screen):
            asks = command.title == "Quit"  # its callback, action_quit, is this app's: it asks
            yield command._replace(help="Quit the game (asks first while one is in progress)") if asks else command

    async def action_quit(self) -> None:
        """Every way to quit (the command palette's Quit too) asks first, as Ctrl+Q does."""
        self.action_request_quit()

    def action_help_quit(self) -> None:
        """Ctrl+C (Textual's key for it, once copying found no selected text) asks to quit as
        Ctrl+Q does: a person presses it by reflex, and it did nothing and said nothing."""
        self.action_request_quit()

    def action_request_quit(self) -> None:
        if isinstance(self.screen, ConfirmQuitScreen):
            return  # already asked: a second Ctrl+Q or Ctrl+C does not stack another question
        if self.session.game.over:
            self.leave()
            return
        where = (
            f"It is saved in {self.autosave}."
            if self.autosave is not None and self.autosave_failed is None
            else "It is not saved: Ctrl+S saves it."
        )
        self.push_screen(ConfirmQuitScreen(where), lambda leave: self.leave() if leave else None)
