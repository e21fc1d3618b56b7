"""Fixes from the fourth newcomer audit (README, `learn`, a first game in the terminal), each
checked as the newcomer met it: through Textual's pilot, the tutor, or the menu the screen shows."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

import scavengers as sc
from helpers import act, table
from scavengers.analysis.hints import Budget, Suggestion, hint, undominated
from scavengers.engine.core.actions import parse_notation
from scavengers.engine.core.view import action_total
from scavengers.lessons import builtin_lessons, find_lesson
from scavengers.lessons.tutor import start
from scavengers.text import hire_food_note
from scavengers.tui.app import ScavengersApp
from scavengers.tui.learn import LessonApp
from scavengers.tui.menu import first_choice, menu
from scavengers.tui.notation import rules_text
from scavengers.tui.screens import EndScreen
from scavengers.tui.session import Session
from tui_helpers import panel_text, run_app

LESSONS = builtin_lessons()
LESSON_DIR = Path(__file__).parent.parent / "src" / "scavengers" / "lessons"


async def _until_the_students_turn(pilot: Pilot[None], app: LessonApp) -> None:
    for _ in range(2000):
        game = app.session.game
        if game.to_act == (0,) and app.viewer == 0 and not app._waiting:
            return
        await pilot.pause(0.01)
    raise AssertionError("the lesson never came to the student's decision")


@pytest.mark.slow
def test_ctrl_z_in_a_lesson_says_why_there_is_no_undo(tmp_path: Path) -> None:
    # The audit: `scavengers learn 6`, Enter, Ctrl+Z: the screen stayed as it was, silent.
    app = LessonApp(find_lesson(LESSONS, "6"), tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")  # past the intro
        await _until_the_students_turn(pilot, app)
        before = app.session.game.to_json()
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert "No undo in a lesson" in panel_text(app, "#message")
        assert app.session.game.to_json() == before

    run_app(app, script, (120, 40))


@pytest.mark.slow
def test_a_lesson_marks_no_choice_and_enter_on_the_list_takes_none(tmp_path: Path) -> None:
    # The audit: lesson 1 highlighted "Draw with Scout", the step's answer; Enter passed the step.
    app = LessonApp(find_lesson(LESSONS, "1"), tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")  # past the intro
        await _until_the_students_turn(pilot, app)
        options = app.query_one("#actions", OptionList)
        assert options.option_count > 1
        assert options.highlighted is None
        options.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert app.tutor.steps_done == 0
        await pilot.press("down")  # the arrows still move through the choices
        await pilot.pause()
        assert options.highlighted is not None

    run_app(app, script, (120, 40))


def test_a_bigger_build_than_the_step_asks_is_told_why_and_shows_both_totals() -> None:
    # The audit: `learn 8`, `lead refugee`, `build engineer+shovel scavenger` answered only
    # "(This dig makes 7.)": nothing said why the step's smaller build was the one to make.
    tutor = start(find_lesson(LESSONS, "8"))
    assert tutor.attempt("lead refugee").right
    before = tutor.game.to_json()
    verdict = tutor.attempt("build engineer+shovel scavenger")
    assert "the scavenger stays free for another action" in verdict.text  # the pile holds all 12 buildings
    assert verdict.text.endswith("(This dig makes 7; this step's makes 6.)")
    assert tutor.game.to_json() == before
    # The smaller build does not reach the pharmacy the lesson takes; the step's build does.
    verdict = tutor.attempt("build engineer")
    assert verdict.text.endswith("(This dig makes 4; this step's makes 6.)")
    assert tutor.attempt("build engineer+shovel").right
    assert tutor.attempt("save medic").right
    assert "pharmacy" in tutor.game.view(0).looking
    assert tutor.attempt("keep pharmacy").right


def test_the_tie_break_counts_every_contested_resource_of_the_tribe_not_only_those_won() -> None:
    # [000:170] "the player among those tied with the most contested resource cards": a dug-up
    # one counts. The F1 rules and lesson 7 said "contested resources won".
    rules = " ".join(rules_text().split())
    lesson = (LESSON_DIR / "07_contested_and_scoring.toml").read_text(encoding="utf-8")
    for text in (rules, " ".join(lesson.split())):
        assert "contested resources won" not in text
        assert "dug up" in text


def test_lesson_2s_words_hold_for_either_way_of_handing_out_the_tools() -> None:
    # The audit typed the tools the other way round and read "the scavenger with the net".
    for typed in ("hunt refugee+spear scavenger+net", "hunt scavenger+spear refugee+net"):
        tutor = start(find_lesson(LESSONS, "2"))
        verdict = tutor.attempt(typed)
        assert verdict.right
        assert "A hunt of 4" in verdict.text
        assert "with the net" not in verdict.text


def test_the_hire_highlighted_first_is_the_dearest_the_food_pays_for() -> None:
    # The audit: after a hunt of 3, "> Hire Scavenger (1 food)" was highlighted above the
    # Brawler (2 food); a hire spends all the turn's food (RULINGS R-3).
    game = table(2, round=1, players=[{"hand": ["scavenger", "scavenger", "spear", "net", "refugee"]}, {}])
    act(game, 0, "hunt scavenger+net scavenger+spear")
    view = game.view(0)
    entries = menu(view, game.legal_actions(0), Counter(), ["you", "seat 1"])
    hires = [e.label for e in entries if e.label.startswith("Hire ")]
    assert hires == ["Hire Brawler (2 food)", "Hire Scavenger (1 food)"]
    first = first_choice(entries)
    assert first is not None
    assert entries[first].label == "Hire Brawler (2 food)"


def test_the_hire_note_reads_well_with_one_food() -> None:
    # The audit: "A hire spends all 1 food of your turn...".
    assert hire_food_note(1).startswith("A hire spends the 1 food of your turn,")
    assert hire_food_note(3).startswith("A hire spends all 3 food of your turn,")


def _end_screen_text(tmp_path: Path, modules: frozenset[str]) -> str:
    """The end screen of a finished 2-player game (random moves) as the terminal shows it."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, modules=modules))
    pick = random.Random(0)
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        game.apply(seat, legal[pick.randrange(len(legal))])
    session = Session(game=game, seats=["human", "random"], names=["you", "bot"], save_path=tmp_path / "s.json")
    app = ScavengersApp(session, delay=0)
    shown: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.pause()
        if not isinstance(app.screen, EndScreen):
            await app.push_screen(EndScreen(session))
            await pilot.pause()
        console = Console(width=200, record=True)
        for widget in app.screen.query(Static):
            console.print(widget.content)
        shown.append(console.export_text())

    run_app(app, script, (120, 40))
    return shown[0]


@pytest.mark.slow
def test_the_end_screen_shows_a_gangs_column_only_with_gangs_and_names_its_result_column(tmp_path: Path) -> None:
    # The audit: the base game's final table had an empty "gangs" column and an unnamed one.
    base = _end_screen_text(tmp_path, frozenset())
    assert "gangs" not in base
    assert "result" in base
    assert "winner" in base
    with_hq = _end_screen_text(tmp_path, frozenset({"hq1"}))
    assert "gangs" in with_hq
    assert "result" in with_hq


@pytest.mark.slow
def test_a_long_card_text_is_shown_whole_under_the_actions_at_120_columns(tmp_path: Path) -> None:
    # The audit: at 120x40 the Refugee's text stopped at "Counts as a person when skirmish ties are".
    game = table(2, round=1, players=[{"hand": ["refugee", "refugee", "scavenger", "spear", "shovel"]}, {}])
    session = Session(game=game, seats=["human", "random"], names=["you", "bot"], save_path=tmp_path / "s.json")
    app = ScavengersApp(session, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.pause()
        app._show_card_info(["refugee"])
        await pilot.pause()
        info = app.query_one("#card-info", Static)
        shown = " ".join(line.text for line in info.render_lines(info.region.reset_offset))
        assert "the spare refugees go back in the box." in " ".join(shown.split())

    run_app(app, script, (120, 40))


def test_a_misspelt_verb_gets_a_did_you_mean_as_a_misspelt_card_does() -> None:
    # The audit typed `drwa scot`: the answer suggested the card, not the verb. The engine's
    # words (every front end's) suggest the verb possible now.
    game = table(3, round=1, players=[{"hand": ["scout", "refugee", "spear"]}, {}, {}])
    for typed, meant in (("drwa scout", "draw"), ("hnut refugee+spear", "hunt")):
        with pytest.raises(sc.InvalidAction) as error:
            sc.parse_action(game, 0, typed)
        assert str(error.value).endswith(f"(did you mean {meant}?)"), typed
    assert str(sc.parse_action(game, 0, "draw scout")) == "draw scout"


def test_a_hint_lists_no_action_that_another_listed_one_does_as_well_with_fewer_cards() -> None:
    # Both audits: "hunt Refugee + Spear", "hunt Refugee + Spear Refugee", "... Refugee Refugee":
    # the refugees of hunt 0 add nothing. The View's totals decide what "as well" means.
    game = table(3, round=1, players=[{"hand": ["refugee", "refugee", "refugee", "spear", "junk"]}, {}, {}])
    view = game.view(0)
    lone, padded = (parse_notation(t) for t in ("hunt refugee+spear", "hunt refugee+spear refugee"))
    assert action_total(view, lone) == action_total(view, padded) == 1
    listed = [Suggestion(padded, 0.65, 40), Suggestion(lone, 0.64, 40), Suggestion(parse_notation("end"), 0.5, 40)]
    assert [s.action for s in undominated(view, listed)] == [lone, parse_notation("end")]
    shown = hint(game, 0, seed=1, budget=Budget(iterations=60)).suggestions
    for one in shown:
        for other in shown:
            smaller = Counter(other.action.cards) < Counter(one.action.cards)
            same = other.action.verb is one.action.verb and other.action.subject == one.action.subject
            total, fewer = action_total(view, one.action), action_total(view, other.action)
            assert not (same and smaller and total is not None and fewer is not None and fewer >= total)
