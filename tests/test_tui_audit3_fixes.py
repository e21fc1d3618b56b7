"""The terminal's fixes for the third audit, each driven as a person meets it: through Textual's
pilot, a real terminal (tmux), or the function that draws it."""

from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from textual import events
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, SelectionList

import scavengers as sc
from scavengers.engine.core.config import hq_modules
from scavengers.tui.app import EMPTY_COMMAND, ScavengersApp
from scavengers.tui.notation import visible_kinds
from scavengers.tui.render import seats_panel
from scavengers.tui.screens import CardsScreen, HelpScreen
from scavengers.tui.session import HUMAN, Session
from test_tui_tmux import Terminal
from tui_helpers import panel_text, run_app

TWO_PLAYERS: dict[str, Any] = {
    "round": 10,
    "initiator": 1,
    "players": [
        {
            "hand": ["sniper_team", "brawler", "spear", "refugee", "refugee"],
            "deck": ["thugs", "junk", "scavenger"],
            "discard": ["tribe_family_3", "grenade"],
        },
        {
            "hand": ["group_leaders", "brawler", "net", "medkit", "scavenger"],
            "deck": ["refugee", "refugee", "pills"],
            "discard": ["field_crew"],
        },
    ],
    "contested": ["wolf_pack", "tribe_family_4"],
}
"""The auditor's two-player table: seat 0 gathers, a hunt and a dig in hand, and holds a grenade
and a Tribe Family (contested resources) that no skirmish gave her."""

OLDER_RULES: dict[str, Any] = {
    "round": 3,
    "initiator": 2,
    "players": [
        {
            "hand": ["engineer", "refugee", "refugee", "scavenger", "toolkit"],
            "buildings": [
                {"building": "bunker", "timer": ["junk", "pills", "refugee"]},
                {"building": "armory", "timer": ["junk"]},
            ],
        },
        {"hand": ["brawler", "refugee", "refugee", "scavenger", "spear"]},
        {"hand": ["brawler", "refugee", "refugee", "scavenger", "net"]},
    ],
}
"""Seat 0 with two buildings under construction, their timer cards given."""

RECON_HAND: dict[str, Any] = {
    "round": 2,
    "players": [
        {"hand": ["spy", "binoculars", "assassin", "scouting_refugee", "guard"], "deck": ["provocateur", "refugee"]},
        {"hand": ["guard", "brawler", "refugee", "refugee", "scout"], "deck": ["sniper_team", "junk", "spear"]},
        {"hand": ["scouting_refugee", "scavenger", "shovel", "refugee", "pills"]},
    ],
}
"""A base game whose table puts Recon cards in the hands."""


def two_player_app(tmp_path: Path) -> ScavengersApp:
    config = sc.GameConfig(players=2, seed=3, scenario=TWO_PLAYERS)
    return ScavengersApp(Session.new(config, [HUMAN, "heuristic"], tmp_path / "save.json"), delay=0)


def plain(renderable: object) -> str:
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def seat_actions(session: Session, seat: int) -> list[str]:
    return [action for who, action in session.actions if who == seat]


# -- 1. Enter on the command line never plays the highlighted action ------------------------


@pytest.mark.slow
def test_enter_on_the_focused_command_line_plays_only_what_was_typed(tmp_path: Path) -> None:
    # The audit: after a typed hunt, "end" typed through tmux was read as the End key (tmux's
    # name for it), the line stayed empty, and Enter took the highlighted "Dig with Brawler".
    app = two_player_app(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        command = app.query_one("#command", Input)
        await pilot.press("f5", *"hunt refugee+spear", "enter")
        await pilot.pause()
        assert seat_actions(app.session, 0) == ["hunt refugee+spear"]
        assert app.focused is command
        await pilot.press("f5", "end", "enter")  # the End key: nothing typed
        await pilot.pause()
        assert seat_actions(app.session, 0) == ["hunt refugee+spear"]  # no dig declared
        assert EMPTY_COMMAND in panel_text(app, "#message")
        assert app.focused is command
        await pilot.press("f5", *"end")
        assert command.value == "end"
        await pilot.press("enter")
        await pilot.pause()
        assert seat_actions(app.session, 0) == ["hunt refugee+spear", "end"]

    run_app(app, script, (160, 50))


def burst(app: ScavengersApp, *keys: str) -> None:
    """Keys that arrive together, as from a terminal: all reach the app before the focus F5
    asks for has moved (Textual moves it after the keys already waiting)."""
    for key in keys:
        character = {"space": " ", "enter": "\r"}.get(key, key if len(key) == 1 else None)
        app.post_message(events.Key(key, character))


@pytest.mark.slow
def test_f5_a_command_and_enter_in_one_burst_from_the_actions_play_the_command(tmp_path: Path) -> None:
    # The Enter reached the actions list, where the focus still was, and took the highlighted
    # "Dig with Brawler"; the command stayed on the line.
    app = two_player_app(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        app.query_one("#actions", OptionList).focus()
        await pilot.pause()
        burst(app, "f5", *["space" if c == " " else c for c in "hunt refugee+spear"], "enter")
        for _ in range(5):
            await pilot.pause()
        assert seat_actions(app.session, 0) == ["hunt refugee+spear"]
        assert app.query_one("#command", Input).value == ""
        assert not app.query_one("#hand", SelectionList).selected  # the space picked no card
        burst(app, "f5", "enter")  # F5 and Enter with nothing typed: nothing is played
        for _ in range(5):
            await pilot.pause()
        assert seat_actions(app.session, 0) == ["hunt refugee+spear"]
        assert EMPTY_COMMAND in panel_text(app, "#message")

    run_app(app, script, (160, 50))


@pytest.mark.slow
def test_enter_in_the_actions_list_still_takes_the_highlighted_action(tmp_path: Path) -> None:
    app = two_player_app(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("f5", "enter")
        await pilot.pause()
        assert app.session.actions[-1][0] == 1  # only the bots' moves before hers
        await pilot.press("shift+tab")  # from the command line to the actions, as it says
        highlighted = app._entries[app.query_one("#actions", OptionList).highlighted or 0].action
        await pilot.press("enter")
        await pilot.pause()
        assert seat_actions(app.session, 0) == [str(highlighted)]

    run_app(app, script, (160, 50))


@pytest.mark.slow
def test_in_a_real_terminal_typed_text_reaches_the_line_and_the_end_key_plays_nothing(tmp_path: Path) -> None:
    scenario = tmp_path / "two.json"
    scenario.write_text(json.dumps(TWO_PLAYERS))
    saves = tmp_path / "saves"
    command = [sys.executable, "-m", "scavengers.cli.main", "play", "--players", "2", "--seed", "3", "--fast"]
    command += ["--scenario", str(scenario), "--saves-dir", str(saves), "--save", str(tmp_path / "ctrl-s.json")]
    terminal = Terminal(f"scavengers-audit3-{os.getpid()}", 120, 40, command)
    try:
        terminal.wait_for("Hunt with Refugee+Spear")
        terminal.keys("F5")
        terminal.keys("-l", "hunt refugee+spear")  # -l: the letters, not tmux's key names
        terminal.keys("Enter")
        terminal.wait_for("hunts 1 food")
        terminal.keys("F5", "End", "Enter")  # a key that types nothing, then Enter
        terminal.wait_for("Nothing typed")
        terminal.keys("F5")
        terminal.keys("-l", "end")
        terminal.keys("Enter")
        terminal.wait_for("Commit cards to the skirmish")
        (autosave,) = saves.glob("*.json")
        assert seat_actions(Session.load(autosave), 0) == ["hunt refugee+spear", "end"]
    finally:
        terminal.close()


# -- 2. the 2012 rules: the owner sees her timer cards, no one else does ----------------------


def older_rules_game(rules: str = "2012") -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=3, seed=1, modules=hq_modules(2), scenario=OLDER_RULES, rules=rules))


@pytest.mark.slow
def test_with_the_2012_rules_the_owner_sees_her_timer_cards_in_her_row_and_f2(tmp_path: Path) -> None:
    game = older_rules_game()
    session = Session(game=game, seats=[HUMAN, "heuristic", "heuristic"], save_path=tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        shown = panel_text(app, "#seats")
        assert "Bunker (timer 3: Junk, Pills, Refugee)" in shown
        assert "Armory (timer 1: Junk)" in shown
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, CardsScreen)
        assert "pills" in app.screen.kinds  # on her bunker's timer only

    run_app(app, script, (160, 50))


def test_the_timer_cards_are_never_shown_to_another_seat_nor_with_the_2015_rules() -> None:
    game = older_rules_game()
    names = ["Ann", "Bob", "Cy"]
    for seat in (1, 2, None):
        view = game.view(seat)
        shown = plain(seats_panel(view, names, log=game.log(seat)))
        assert "Bunker (timer 3)" in shown
        assert "Pills" not in shown
        assert "pills" not in visible_kinds(view, game.log(seat))
    newer = older_rules_game("2015")
    assert "Bunker (timer 3)" in plain(seats_panel(newer.view(0), names, log=newer.log(0)))


# -- 3. F1 lists every card kind that can be in play, a scenario's too -------------------------


@pytest.mark.slow
def test_f1_lists_the_cards_a_scenario_puts_in_play_from_another_box(tmp_path: Path) -> None:
    config = sc.GameConfig(players=3, seed=1, scenario=RECON_HAND)
    app = ScavengersApp(Session.new(config, [HUMAN, "heuristic", "heuristic"], tmp_path / "save.json"), delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        for kind in ("spy", "binoculars", "assassin", "guard", "scouting_refugee", "provocateur", "brawler"):
            assert kind in app.screen.kinds
        assert "bunker" not in app.screen.kinds  # an HQ card no module nor the table puts in play

    run_app(app, script, (160, 50))


@pytest.mark.slow
def test_f1_in_the_solo_game_lists_the_opponents_extra_cards(tmp_path: Path) -> None:
    app = ScavengersApp(Session.new(sc.GameConfig(players=1, seed=1), [HUMAN], tmp_path / "save.json"), delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert {"rifle", "tear_gas", "tribal_hunters_2"} <= set(app.screen.kinds)

    run_app(app, script, (160, 50))


# -- 4. contested resources: won in skirmishes (public), held by her own tribe (hers) ----------


def test_the_table_says_her_tribes_contested_resources_and_everyones_skirmishes_won() -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, scenario=TWO_PLAYERS))
    assert game.score(0).contested == 2
    names = ["Ann", "Bob"]
    mine = plain(seats_panel(game.view(0), names, log=game.log(0), score=game.score(0)))
    assert "contested resources 2 (won 0 in skirmishes)" in mine
    assert "won 0 contested in skirmishes" in mine  # Bob's row: what the log tells of him
    assert "A skirmish won takes one contested resource." in mine
    theirs = plain(seats_panel(game.view(1), names, log=game.log(1), score=game.score(1)))
    assert f"contested resources {game.score(1).contested} (won 0 in skirmishes)" in theirs  # Bob's own
    assert "contested resources 2" not in theirs  # Ann's count is hers alone
