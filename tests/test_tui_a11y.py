"""The terminal game without colour and by keyboard alone (a screen-reader and keyboard audit):
what Enter takes, the hand's cursor and the picked cards are said in text; the status line
keeps who acts in view; the footer, the panels and the narrow table say their keys."""

from __future__ import annotations

import os
import sys
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

import pytest
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import OptionList, SelectionList, Static, TabbedContent
from textual.widgets._footer import FooterKey

import scavengers as sc
from scavengers.tui.app import ScavengersApp
from scavengers.tui.screens import CardsScreen, HelpScreen
from scavengers.tui.session import HUMAN, Session
from test_tui_tmux import TMUX, Terminal
from tui_helpers import run_app


def run(app: ScavengersApp, script: Callable[[Pilot[None]], Awaitable[None]], size: tuple[int, int]) -> None:
    run_app(app, script, size)


def game(tmp_path: Path, seed: int = 3, players: int = 4) -> ScavengersApp:
    seats = [HUMAN] + ["heuristic"] * (players - 1)
    session = Session.new(sc.GameConfig(players=players, seed=seed), seats, tmp_path / "save.json")
    return ScavengersApp(session, delay=0)


async def my_turn(pilot: Pilot[None], app: ScavengersApp) -> None:
    """Wait for the bots until the person at the keyboard decides."""
    for _ in range(300):
        if app.session.game.to_act == (0,) and not app._waiting:
            break
        await pilot.pause(0.02)
    await pilot.pause()


def lines(widget: Widget) -> list[str]:
    """What a widget shows, line by line, as text (no colour)."""
    size = widget.outer_size
    left = widget.styles.padding.left  # the lines as they begin inside the widget's padding
    return [strip.text[left:] for strip in widget.render_lines(Region(0, 0, size.width, size.height))]


def test_the_action_enter_takes_is_marked_in_text_not_only_colour(tmp_path: Path) -> None:
    app = game(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        actions = app.query_one("#actions", OptionList)
        assert actions.option_count >= 2
        assert str(actions.border_title).startswith("> Actions")  # the keys go to it
        for step in range(2):
            shown = [line for line in lines(actions)[1:] if line.strip()]  # below the list's title
            marked = [line for line in shown if line.startswith("> ")]
            assert len(marked) == 1, shown
            highlighted = actions.highlighted
            assert highlighted is not None
            label = str(actions.get_option_at_index(highlighted).prompt)
            assert marked[0][2:].startswith(label[:20]), (marked, label)
            others = [line for line in shown if line is not marked[0]]
            assert all(line.startswith("  ") for line in others), others
            if step == 0:
                await pilot.press("down")
                await pilot.pause()
                assert actions.highlighted != highlighted  # the marker follows the cursor

    run(app, script, size=(100, 30))


@pytest.mark.slow
def test_picked_cards_and_the_hand_cursor_are_marked_in_text(tmp_path: Path) -> None:
    app = game(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        hand = app.query_one("#hand", SelectionList)
        assert hand.option_count >= 2
        # Play has the focus: no card is marked as the cursor, none is picked.
        shown = lines(hand)[1 : 1 + hand.option_count]  # below the hand's title
        assert all(line.startswith("  [ ] ") for line in shown), shown
        await pilot.press("f4", "space")
        await pilot.pause()
        shown = lines(hand)[1 : 1 + hand.option_count]
        assert shown[0].startswith("> [x] "), shown
        # Which list the keys go to is said in its title too.
        assert str(hand.border_title).startswith("> Your hand")
        assert str(app.query_one("#actions", OptionList).border_title).startswith("Actions")
        assert all(line.startswith("  [ ] ") for line in shown[1:]), shown
        await pilot.press("down")
        await pilot.pause()
        shown = lines(hand)[1 : 1 + hand.option_count]
        assert shown[0].startswith("  [x] "), shown
        assert shown[1].startswith("> [ ] "), shown
        assert str(hand.get_option_at_index(0).prompt) in shown[0]  # the card's words follow the marks

    run(app, script, size=(100, 30))


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Callable[[int, int], Terminal]]:
    opened: list[Terminal] = []

    def start(width: int, height: int) -> Terminal:
        command = ["env", "NO_COLOR=1", sys.executable, "-m", "scavengers.cli.main", "play", "--seed", "5", "--fast"]
        command += ["--saves-dir", str(tmp_path / "saves")]
        opened.append(Terminal(f"scavengers-a11y-{os.getpid()}-{width}", width, height, command))
        return opened[-1]

    yield start
    for each in opened:
        each.close()


@pytest.mark.slow
@pytest.mark.skipif(TMUX is None, reason="needs tmux")
def test_without_colour_a_real_terminal_still_shows_the_cursor_and_the_picks(
    terminal: Callable[[int, int], Terminal],
) -> None:
    screen = terminal(80, 24)
    shown = screen.wait_for("f1 Help", "End your turn")
    assert "> End your turn" in shown or any(line.lstrip().startswith("> ") for line in shown.splitlines())
    screen.keys("F4")
    screen.wait_for("> [ ] ")
    screen.keys("Space")
    shown = screen.wait_for("> [x] ")
    screen.keys("Down")
    shown = screen.wait_for("> [ ] ", "  [x] ", "esc Clear picks")
    top = shown.splitlines()[:2]
    assert "to act:" in " ".join(top), top  # who acts is on the status line (issue 2)
    assert "esc Clear picks" in shown  # the footer names the key that clears the picks (issue 3)


@pytest.mark.slow
@pytest.mark.parametrize(("size", "seed"), [((80, 24), 3), ((100, 30), 3), ((80, 24), 5), ((100, 30), 5)])
def test_who_is_to_act_is_always_on_the_status_line(tmp_path: Path, size: tuple[int, int], seed: int) -> None:
    app = game(tmp_path, seed=seed)

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        status = app.query_one("#status", Static)
        shown = lines(status)
        assert len(shown) <= 2
        assert "to act: Seat 0 (you)" in " ".join(shown), shown
        assert all(len(line) <= size[0] for line in shown)

    run(app, script, size=size)


def test_a_wide_screen_keeps_the_status_in_full_words(tmp_path: Path) -> None:
    app = game(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        shown = " ".join(lines(app.query_one("#status", Static)))
        assert "contested resources" in shown
        assert "to act: Seat 0 (you)" in shown

    run(app, script, size=(160, 40))


@pytest.mark.slow
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (115, 30)])
def test_every_key_in_the_footer_keeps_its_name(tmp_path: Path, size: tuple[int, int]) -> None:
    app = game(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        await pilot.press("f4", "space")  # a card picked: escape clears the picks
        await pilot.pause()
        keys = [key for key in app.screen.query(FooterKey) if key.display]
        names = {key.key_display: key.description for key in keys}
        assert names.get("esc") == "Clear picks", names
        assert names.get("^z") == "Undo", names
        assert names.get("^s") == "Save", names
        for key in keys:
            assert key.region.right <= size[0], (key.key_display, key.region)
            assert key.region.width >= len(f"{key.key_display} {key.description}"), (key.key_display, key.region)
        # The keys the footer leaves out on a narrow screen still work.
        await pilot.press("f5")
        assert app.focused is app.query_one("#command")
        await pilot.press("f4")
        assert app.focused is app.query_one("#hand")

    run(app, script, size=size)


def test_saving_says_where_without_a_notice_over_the_screen(tmp_path: Path) -> None:
    app = game(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "Saved to" in str(app.query_one("#message", Static).render())
        assert not list(app._notifications)

    run(app, script, size=(80, 24))


@pytest.mark.slow
@pytest.mark.parametrize(("key", "screen"), [("f1", HelpScreen), ("f2", CardsScreen)])
def test_the_help_and_card_panels_say_that_escape_closes_them(tmp_path: Path, key: str, screen: type) -> None:
    app = game(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        await pilot.press(key)
        await pilot.pause()
        assert type(app.screen) is screen
        panel = app.screen.query_one("VerticalScroll")
        assert "escape closes this" in lines(panel)[0]  # on its frame: in view however far it scrolls
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, HelpScreen)

    run(app, script, size=(80, 24))


@pytest.mark.slow
def test_on_a_narrow_screen_f3_then_arrows_switch_and_scroll_the_table_and_log(tmp_path: Path) -> None:
    app = game(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        await pilot.press("f3")
        await pilot.pause()
        tabs = app.query_one("#info-side", TabbedContent)
        table = app.query_one("#table-side")
        assert tabs.active == "table-tab"
        assert app.focused is table
        help_line = app.query_one("#table-tab .info-help", Static)
        assert help_line.region.height == 1
        assert "→: the log" in str(help_line.render())
        assert "F3: back to play" in str(help_line.render())
        await pilot.press("down", "down")
        await pilot.pause()
        assert table.scroll_y > 0  # scrolled with no Tab first
        await pilot.press("right")
        await pilot.pause()
        assert tabs.active == "log-tab"
        assert app.focused is app.query_one("#log")
        assert "←: the table" in str(app.query_one("#log-tab .info-help", Static).render())
        await pilot.press("left")
        await pilot.pause()
        assert tabs.active == "table-tab"
        assert app.focused is table
        await pilot.press("f3")
        await pilot.pause()
        assert app.focused is app.query_one("#actions")

    run(app, script, size=(80, 24))
