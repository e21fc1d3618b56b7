"""Audit 8 of the terminal game in small and odd terminals: the classic 80x24, a 60-column split
pane, a very wide 250x60, and a window resized mid-game, larger and smaller, below what the table
fits too, with every expansion on (a leader's long text, stored cards, a spy's look), in the solo
game, a lesson and at one shared screen. Judged from what the screen itself shows (every line
drawn, not a panel's content), as a person reads it.

The problems found (the tests marked ``FIXED`` fail before /work/patches/smallterm8.patch):

- at 80x24 with the expansions (a leader's text of five lines) the message line was laid out
  below the screen's bottom: a refused command came back to the line with no word of why; in a
  lesson at 80x24 the command line itself was off the screen;
- what a seat alone knows was listed after her leader's text, in a panel four lines high: a
  long leader (the Fanatic) pushed her spy's look, the cards she dug up and her peek off the
  screen, at 80x24 and on a 160-column screen alike;
- a terminal too small for the table showed a garble (the hand's title and no action at all at
  40x12) and said nothing; it now says how small it is and what the table needs, covers the
  table and takes no key that would play blind, and the table comes back as it was (her picks,
  what she typed);
- the log kept every line wrapped at the width it was written at: once the window was made
  narrower, the ends of the lines were cut off (to be read only by scrolling sideways).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, RichLog, SelectionList

import scavengers as sc
from scavengers.lessons import builtin_lessons
from scavengers.tui.app import ScavengersApp
from scavengers.tui.learn import LessonApp, LessonIntroScreen
from scavengers.tui.screens import PassScreen
from scavengers.tui.session import HUMAN, Session

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

EVERY_MODULE = frozenset({"hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"})

SECRETS = {
    "round": 4,
    "initiator": 0,
    "players": [
        {
            "hand": ["spy", "refugee", "engineer"],
            "deck": ["refugee"] * 8,
            "leader": "leader_fanatic",
            "buildings": [{"building": "bunker", "stored": ["hunter"]}],
        },
        {"hand": ["thugs", "pickaxe", "grenade"], "deck": ["refugee"] * 8, "leader": "leader_peacemaker"},
    ],
}
"""Seat 0 leads with the Fanatic (the longest leader text) and holds a spy; seat 1 holds a
grenade, a pickaxe and thugs."""


def shown(app: ScavengersApp) -> list[str]:
    """Every line the terminal shows now, as text: the screen on top, drawn whole."""
    return [strip.text.rstrip() for strip in app.screen._compositor.render_strips()]


def on_screen(app: ScavengersApp) -> str:
    return "\n".join(shown(app))


async def until(pilot: Pilot[None], done: Callable[[], bool], what: str) -> None:
    """Wait on the event loop (never on a clock compared) until ``done()``."""
    for _ in range(1000):
        if done():
            await pilot.pause()
            return
        await pilot.pause(0.01)
    raise AssertionError(f"never: {what}")


async def my_turn(pilot: Pilot[None], app: ScavengersApp, seat: int = 0) -> None:
    await until(
        pilot,
        lambda: app.session.game.to_act == (seat,) and app.viewer == seat and not app._waiting,
        f"seat {seat}'s decision",
    )


async def send(pilot: Pilot[None], app: ScavengersApp, text: str) -> None:
    """Type ``text`` on the command line and press Enter, as a person does."""
    command = app.query_one("#command", Input)
    command.value = text
    command.focus()
    await pilot.press("enter")
    await pilot.pause()


async def take_device(pilot: Pilot[None], app: ScavengersApp, seat: int) -> None:
    await until(pilot, lambda: isinstance(app.screen, PassScreen), f"the hand-off to seat {seat}")
    await pilot.press("enter")
    await my_turn(pilot, app, seat)


def play(app: ScavengersApp, size: tuple[int, int], script: Callable[[Pilot[None]], Awaitable[None]]) -> None:
    async def go() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(go())


def against_bots(tmp_path: Path, config: sc.GameConfig) -> ScavengersApp:
    seats = [HUMAN] + ["heuristic"] * (config.players - 1)
    return ScavengersApp(Session.new(config, seats, tmp_path / "save.json"), delay=0)


def at_one_screen(tmp_path: Path, config: sc.GameConfig) -> ScavengersApp:
    return ScavengersApp(Session.new(config, [HUMAN] * config.players, tmp_path / "save.json"), delay=0)


# -- what she is told, and the command line, stay in view -----------------------------------------


@pytest.mark.parametrize("size", [(80, 24), (60, 24), (100, 30)])
def test_fixed_with_every_expansion_a_refused_command_is_told_on_screen(tmp_path: Path, size: tuple[int, int]) -> None:
    app = against_bots(tmp_path, sc.GameConfig(players=4, seed=5, modules=EVERY_MODULE))
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        await pilot.press("enter")  # keeps the leader highlighted: now she gathers, the leader's text shown
        await until(pilot, lambda: app.session.game.view(0).phase == "gathering", "the gathering")
        await my_turn(pilot, app)
        found["before"] = app.session.game.decisions_made
        await send(pilot, app, "dig foo")
        found["screen"] = shown(app)
        found["after"] = app.session.game.decisions_made

    play(app, size, script)
    screen = "\n".join(found["screen"])
    assert "Your leader: The" in screen
    assert "Unknown card kind 'foo'" in screen, screen  # why, on the screen
    assert any(line.strip() == "dig foo" for line in found["screen"]), screen  # and the line to mend
    assert found["after"] == found["before"]
    assert "Your hand" in screen
    assert "Actions" in screen


def test_fixed_in_a_lesson_at_80x24_the_command_line_stays_on_screen_after_a_refusal(tmp_path: Path) -> None:
    lessons = builtin_lessons()
    app = LessonApp(lessons[2], tmp_path / "lessons.json", lessons, delay=0)  # hiring: a long lesson panel
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, LessonIntroScreen)
        await pilot.press("enter")
        await my_turn(pilot, app)
        found["start"] = on_screen(app)
        await send(pilot, app, "dig foo")
        found["refused"] = on_screen(app)

    play(app, (80, 24), script)
    assert "or type (F5)" in found["start"], found["start"]
    assert any(line.strip() == "dig foo" for line in found["refused"].splitlines()), found["refused"]  # to mend
    assert "Unknown card kind 'foo'" in found["refused"]


def test_the_solo_game_with_every_expansion_at_80x24_shows_play_and_what_she_is_told(tmp_path: Path) -> None:
    app = against_bots(tmp_path, sc.GameConfig(players=1, seed=7, modules=EVERY_MODULE))
    found: dict[str, list[str]] = {}

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        found["leaders"] = shown(app)
        await pilot.press("enter")
        await until(pilot, lambda: app.session.game.view(0).phase == "gathering", "the gathering")
        await my_turn(pilot, app)
        await send(pilot, app, "hire nobody")
        found["turn"] = shown(app)

    play(app, (80, 24), script)
    leaders = "\n".join(found["leaders"])
    assert "Choose your tribal leader" in leaders
    assert any(line.lstrip().startswith("> Keep The") for line in found["leaders"]), leaders  # Enter's choice
    turn = "\n".join(found["turn"])
    assert turn.splitlines()[0].lstrip().startswith("Solo · turn 1")
    for words in ("Your turn", "Your hand", "Actions", "End your turn", "hire nobody"):
        assert words in turn, (words, turn)
    assert any(line.lstrip().startswith("[ ]") for line in found["turn"])  # her cards, marked in text
    refusal = [line for line in found["turn"] if "nobody" in line and line.strip() != "hire nobody"]
    assert refusal, turn  # why "hire nobody" was refused, in words


# -- what she alone knows is not pushed off by her leader's text -----------------------------------


@pytest.mark.parametrize("size", [(80, 24), (160, 60), (250, 60)])
def test_fixed_a_spys_look_is_on_screen_beside_a_long_leaders_text_ruling_x2(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    # RULINGS X-2: a spy's look is for its player alone; she must be able to read it.
    app = at_one_screen(tmp_path, sc.GameConfig(players=2, seed=3, modules=EVERY_MODULE, scenario=SECRETS))
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None]) -> None:
        await take_device(pilot, app, 0)
        await send(pilot, app, "spy 1:hand")
        await take_device(pilot, app, 1)
        found["seat 1"] = on_screen(app)
        await send(pilot, app, "pass")
        await take_device(pilot, app, 0)
        found["seat 0"] = on_screen(app)

    play(app, size, script)
    assert "Your spy saw in Seat 1's hand: Grenade, Pickaxe, Thugs" in found["seat 0"], found["seat 0"]
    assert "Your leader: The Fanatic" in found["seat 0"]
    assert "spy saw" not in found["seat 1"]


# -- a terminal too small for the table -----------------------------------------------------------


@pytest.mark.parametrize("small", [(30, 10), (39, 30), (100, 19)])
def test_fixed_a_terminal_too_small_says_so_takes_no_key_and_gives_the_table_back_as_it_was(
    tmp_path: Path, small: tuple[int, int]
) -> None:
    app = against_bots(tmp_path, sc.GameConfig(players=4, seed=5))
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        hand = app.query_one("#hand", SelectionList)
        await pilot.press("f4", "space", "down", "space")
        await pilot.pause()
        picked = sorted(hand.selected)
        assert len(picked) == 2
        command = app.query_one("#command", Input)
        command.value = "dig scav"  # begun, not sent
        app.query_one("#actions", OptionList).focus()
        before = app.session.game.to_json()
        await pilot.resize_terminal(*small)
        await pilot.pause()
        found["small"] = on_screen(app)
        await pilot.press("enter", "space", "d", "enter", "escape", "f4", "space", "enter")
        await pilot.pause()
        found["unplayed"] = app.session.game.to_json() == before
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        found["back"] = on_screen(app)
        found["picked"] = sorted(hand.selected) == picked
        found["typed"] = command.value
        found["focus"] = app.focused.id if app.focused is not None else None

    play(app, (80, 24), script)
    small_screen = found["small"]
    width, height = small
    assert "too small" in small_screen
    assert f"{width}x{height}" in small_screen  # how small it is
    assert "40x20" in small_screen  # and what the table needs
    assert "[x]" not in small_screen
    assert "[ ]" not in small_screen
    assert "Your hand" not in small_screen
    assert found["unplayed"]  # no key played blind
    assert "too small" not in found["back"]
    assert "[x]" in found["back"]
    assert "Your hand" in found["back"]
    assert found["picked"]  # her picks kept
    assert found["typed"] == "dig scav"  # and what she had begun to type
    assert found["focus"] == "actions"


def test_fixed_at_the_smallest_size_the_table_fits_her_hand_and_the_actions_show(tmp_path: Path) -> None:
    app = against_bots(tmp_path, sc.GameConfig(players=4, seed=5, modules=EVERY_MODULE))
    found: dict[str, list[str]] = {}

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        await pilot.press("enter")
        await until(pilot, lambda: app.session.game.view(0).phase == "gathering", "the gathering")
        await my_turn(pilot, app)
        await pilot.resize_terminal(40, 20)  # what the notice of a terminal too small asks for
        await pilot.pause()
        found["min"] = shown(app)

    play(app, (80, 24), script)
    lines = found["min"]
    screen = "\n".join(lines)
    assert "too small" not in screen
    assert "Your hand" in screen
    assert "Actions" in screen
    assert "or type (F5)" in screen
    assert any(line.lstrip().startswith("[ ]") for line in lines), screen
    actions = next(i for i, line in enumerate(lines) if "Actions (enter)" in line)
    assert any(line.lstrip().startswith("> ") for line in lines[actions + 1 :]), screen  # what Enter takes
    assert all(len(line) <= 40 for line in lines)


# -- the log follows the window -------------------------------------------------------------------


def test_fixed_the_log_is_wrapped_again_when_the_window_is_resized(tmp_path: Path) -> None:
    app = against_bots(tmp_path, sc.GameConfig(players=4, seed=5, modules=EVERY_MODULE))
    found: dict[str, Any] = {}

    def widths(log: RichLog) -> tuple[int, int]:
        return log.scrollable_content_region.width, max(line.cell_length for line in log.lines)

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        log = app.query_one("#log", RichLog)
        await pilot.press("f3")  # the log's tab, beside play
        await until(pilot, lambda: bool(log.lines), "the log drawn")
        for _ in range(3):  # every line it holds drawn
            await pilot.pause()
        found["wide"] = widths(log)
        words = "".join("".join(line.text.split()) for line in log.lines)
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        found["narrower"] = widths(log)
        found["same words"] = "".join("".join(line.text.split()) for line in log.lines) == words
        await pilot.resize_terminal(250, 60)
        await pilot.pause()
        found["wide again"] = widths(log)

    play(app, (250, 60), script)
    room, widest = found["narrower"]
    assert widest <= room, found  # no line runs past the log's edge
    assert found["same words"]  # the same lines, wrapped anew
    assert found["wide"][1] > room  # the lines were wider than the narrower log
    assert found["wide again"][1] > room  # and widen again


# -- one shared screen ----------------------------------------------------------------------------


def test_fixed_the_cover_at_a_shared_screen_keeps_covering_through_every_resize(tmp_path: Path) -> None:
    app = at_one_screen(tmp_path, sc.GameConfig(players=2, seed=3, modules=EVERY_MODULE, scenario=SECRETS))
    found: dict[str, Any] = {}

    async def script(pilot: Pilot[None]) -> None:
        await take_device(pilot, app, 0)
        await send(pilot, app, "spy 1:hand")
        await until(pilot, lambda: isinstance(app.screen, PassScreen), "the hand-off to seat 1")
        log = app.query_one("#log", RichLog)
        public = "".join("".join(line.text.split()) for line in log.lines)
        for size in [(250, 60), (60, 24), (30, 10), (80, 24), (100, 30)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            found[f"cover {size}"] = on_screen(app)
            found[f"log {size}"] = "".join("".join(line.text.split()) for line in log.lines) == public
        await pilot.resize_terminal(30, 10)
        await pilot.pause()
        await pilot.press("enter")  # seat 1 takes the device while the window is too small
        await until(pilot, lambda: app.viewer == 1, "seat 1's view")
        found["small"] = on_screen(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        found["seat 1"] = on_screen(app)

    play(app, (80, 24), script)
    for key, screen in found.items():
        if key.startswith("cover"):
            assert "Pass the device to Seat 1" in " ".join(screen.replace("█", " ").split()), (key, screen)
            for secret in ("[ ]", "Your hand", "Spy", "Hunter", "spy saw", "Fanatic"):
                assert secret not in screen, (key, secret, screen)
        if key.startswith("log"):
            assert screen, key  # the public log, no line of seat 0's added by the resize
    assert "too small" in found["small"]
    assert "[ ]" not in found["small"]
    assert "Pass the device" not in found["seat 1"]
    assert "Grenade" in found["seat 1"]
    assert "Hunter" not in found["seat 1"]


# -- the end screen and the questions on a small screen -------------------------------------------


def finished(tmp_path: Path) -> ScavengersApp:
    """A five-player game with every expansion, played out with nobody doing anything: all five
    share the victory, the longest title the end screen has."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=3, modules=EVERY_MODULE))
    while not game.over:
        decision = game.view(None).decision
        assert decision is not None
        quiet = {"turn": "end", "commit": "commit none"}.get(decision.kind)
        game.apply(decision.seat, quiet or game.legal_actions(decision.seat)[0])
    names = [f"Seat {seat}" for seat in range(5)]
    return ScavengersApp(Session(game=game, seats=[HUMAN] * 5, names=names, save_path=tmp_path / "s.json"), delay=0)


def words(screen: str) -> str:
    """The screen's text as words, across its wrapped lines and frames."""
    return " ".join(screen.replace("█", " ").replace("▀", " ").replace("▄", " ").split())


def test_fixed_the_end_screen_names_every_winner_and_its_keys_on_a_small_screen(tmp_path: Path) -> None:
    app = finished(tmp_path)
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None]) -> None:
        await until(pilot, lambda: type(app.screen).__name__ == "EndScreen", "the end screen")
        found["60x24"] = on_screen(app)
        await pilot.resize_terminal(40, 20)
        await pilot.pause()
        found["40x20"] = on_screen(app)
        await pilot.press("end")  # the panel has the keys: it scrolls to its end
        await pilot.pause()
        found["scrolled"] = on_screen(app)
        await pilot.press("escape")
        await pilot.pause()
        found["closed"] = type(app.screen).__name__

    play(app, (60, 24), script)
    assert "Shared victory: Seat 0, Seat 1, Seat 2, Seat 3 and Seat 4." in words(found["60x24"])
    assert "q: quit" in found["40x20"]  # the keys in view on the panel's frame
    assert "escape: back to the table and the log" in words(found["scrolled"])
    assert found["closed"] != "EndScreen"  # escape: back to the table


def test_fixed_the_question_before_quitting_shows_both_answers_at_40_columns(tmp_path: Path) -> None:
    app = against_bots(tmp_path, sc.GameConfig(players=4, seed=5))
    found: dict[str, str] = {}

    async def script(pilot: Pilot[None]) -> None:
        await my_turn(pilot, app)
        await pilot.resize_terminal(40, 20)
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        found["asked"] = on_screen(app)
        await pilot.press("n")
        await pilot.pause()
        found["after"] = on_screen(app)

    play(app, (80, 24), script)
    assert "Quit the game in progress?" in words(found["asked"])
    assert "y: quit · n or escape: keep playing" in words(found["asked"]), found["asked"]
    assert "Your hand" in found["after"]  # n kept playing
