"""The terminal app's fixes from a newcomer's audit, driven as a person uses it (Textual's
pilot) or through the render functions: prompts that say where a kept building goes and name
only the answers this game and hand have, Enter in the hand, spies in words, the end of the
game on the status line, Ctrl+C, and the lesson banner moving on with its step."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static

import scavengers as sc
from scavengers.engine import EventType, Verb
from scavengers.engine.core.actions import parse_notation
from scavengers.lessons import STUDENT, Tutor, builtin_lessons, find_lesson
from scavengers.tui.app import ScavengersApp
from scavengers.tui.learn import LessonApp
from scavengers.tui.render import action_label, prompt, status_line
from scavengers.tui.screens import ConfirmQuitScreen, SkirmishScreen
from scavengers.tui.session import HUMAN
from test_tui_app import run, table, text_of
from tui_helpers import type_in

LESSONS = builtin_lessons()
NAMES = ["Seat 0", "Seat 1", "Seat 2"]


def panel(app: LessonApp) -> str:
    return text_of(app, "#lesson")


@pytest.mark.slow
def test_a_building_kept_from_the_schematics_is_said_to_go_face_up(tmp_path: Path) -> None:
    # [000:590-593]: the building kept is placed face up in the play area; only a dig's kept
    # card goes face down. And the sniped card is the viewer's own: "Your Engineer", with the
    # one answer an HQ game without Recon and her hand have (no guard).
    app = LessonApp(find_lesson(LESSONS, "8"), tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")
        await type_in(pilot, app, "lead refugee")
        await type_in(pilot, app, "build engineer+shovel")
        assert text_of(app, "#prompt") == "Your Engineer is sniped! Save it with your Medic, or pass."
        await type_in(pilot, app, "save medic")
        said = text_of(app, "#prompt")
        turned_up = "2x Armory, 2x Bunker, Hydroponic Gardens, Pharmacy"
        assert said.startswith(f"Your build turned up these schematics: {turned_up}.")
        assert "Keep one to build (face up in your play area" in said
        assert "(face down), or none" not in said

    run(app, script)


def test_a_window_prompt_names_only_the_answers_the_seat_has() -> None:
    # A base game: no disarm or cancel can be in it; seat 1 holds a sniper team and nothing else.
    hands = [
        {"hand": ["scavenger", "shovel", "brawler", "refugee", "refugee"]},
        {"hand": ["sniper_team", "scavenger", "refugee", "spear", "junk"]},
    ]
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, scenario={"round": 3, "initiator": 0, "players": hands}))
    game.apply(0, "dig scavenger+shovel")
    view = game.view(1)
    said = prompt(view, NAMES, game.legal_actions(1)).plain
    assert said == "Seat 0 declares dig with Scavenger, Shovel. Answer it (snipe), or pass."
    # Without the seat's legal actions (another front end's call), no answer is named at all.
    assert prompt(view, NAMES).plain.endswith("Answer it, or pass.")


@pytest.mark.slow
def test_enter_in_the_hand_takes_the_action_of_the_cards_picked(tmp_path: Path) -> None:
    # F1 help: "Enter chooses the highlighted action"; space picks. Enter used to unpick the
    # last junk picked instead.
    app = LessonApp(find_lesson(LESSONS, "4"), tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter", "f4")
        assert [app.session.game.view(STUDENT).hand[i] for i in (1, 2, 3)] == ["junk"] * 3
        await pilot.press("down", "space", "down", "space", "down", "space")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()

    run(app, script)
    trashed = [e for e in app.session.game.log(STUDENT) if e.type is EventType.TRASHED]
    assert ("junk", "junk", "junk") in [e.cards for e in trashed]
    assert app.tutor.finished


def test_spy_actions_are_said_in_words() -> None:
    def said(notation: str) -> str:
        return action_label(parse_notation(notation), NAMES)

    assert said("spy 1:deck") == "Spy on Seat 1's deck (its top 4 cards)"
    assert said("spy 1:force") == "Spy on Seat 1's committed force (up to 4 of its cards)"
    assert said("spy binoculars 2:hand") == "Spy with binoculars on Seat 2's hand (up to 6 of its cards)"
    assert (
        said("spy binoculars binoculars 1:deck@2,3")
        == "Spy with 2 binoculars on Seat 1's deck (cards 2, 3 from the top)"
    )
    assert said("spy 1:stored-bunker-2") == "Spy on the cards stored under Seat 1's Bunker #2 (up to 4 of them)"
    assert said("spy 1:timer-armory") == "Spy on the timer cards on Seat 1's Armory (up to 4 of them)"
    assert said("spy leaders") == "Spy on the leader pile (its top 4 cards)"
    # Lesson 9, step 2: the menu's spies, in words as every other entry.
    tutor = Tutor(find_lesson(LESSONS, "9"))
    tutor.advance()
    assert tutor.attempt(tutor.lesson.steps[0].expect).right
    game = tutor.game
    view = game.view(STUDENT)
    spies = [action_label(a, NAMES, view=view) for a in game.legal_actions(STUDENT) if a.verb is Verb.SPY]
    assert spies == [
        "Spy on Seat 1's deck (its top 4 cards)",
        "Spy on Seat 1's committed force (up to 4 of its cards)",
    ]


def test_the_status_line_says_game_over_at_the_end() -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, scenario={"round": 5, "contested": ["grenade"]}))
    while not game.over:
        seat = game.to_act[0]
        game.apply(seat, game.legal_actions(seat)[0])
    line = status_line(game.view(0), NAMES, game.score(0)).plain
    assert " · game over · " in line
    assert "over phase" not in line
    assert "game over" in status_line(game.view(0), NAMES, compact=True).plain


@pytest.mark.slow
def test_ctrl_c_asks_to_quit_as_ctrl_q_does(tmp_path: Path) -> None:
    app = ScavengersApp(table(tmp_path, [HUMAN, "heuristic"]), delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)
        await pilot.press("ctrl+c", "ctrl+q")  # asked once, not again on top
        await pilot.pause()
        assert sum(isinstance(s, ConfirmQuitScreen) for s in app.screen_stack) == 1
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmQuitScreen)
        app.query_one("#command", Input).focus()  # in the command line, with no text selected
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)

    run(app, script)


@pytest.mark.slow
def test_the_lesson_banner_moves_on_with_its_step_while_the_skirmish_is_shown(tmp_path: Path) -> None:
    app = LessonApp(find_lesson(LESSONS, "5"), tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")
        await type_in(pilot, app, "end")
        assert "Now choose your force." in panel(app)
        await type_in(pilot, app, "commit brawler junk refugee refugee spear")
        for _ in range(200):
            if isinstance(app.screen, SkirmishScreen):
                break
            await pilot.pause(0.01)
        assert isinstance(app.screen, SkirmishScreen)
        said = app.query_one("#lesson", Static).render()
        assert "Commit your force" not in str(said)
        assert "Now choose your force." not in str(said)
        assert "(every step done)" in str(said)
        # The answer to the commit said "now the others gather and commit": they have, and
        # the skirmish is shown, so it is gone (the second audit, item 8).
        assert "Now the others gather and commit." not in str(said)

    run(app, script)
