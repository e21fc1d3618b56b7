"""The terminal's fixes for the second newcomer audit, each driven as a person meets it: through
Textual's pilot, or the function that decides it."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widgets import Input, Label, OptionList, SelectionList, Static

import scavengers as sc
from scavengers.analysis.review import Review, Reviewed, summary_line
from scavengers.cli.main import main
from scavengers.engine import Event, EventType, Verb
from scavengers.engine.core.actions import parse_notation
from scavengers.engine.core.config import hq_modules
from scavengers.lessons import VerdictKind, builtin_lessons, find_lesson
from scavengers.lessons.tutor import start
from scavengers.server.lobby import rules_html
from scavengers.text import card_names, describe
from scavengers.tui.app import ScavengersApp
from scavengers.tui.learn import LessonApp, LessonDoneScreen
from scavengers.tui.notation import normalize, rules_text
from scavengers.tui.render import action_label
from scavengers.tui.replay import ReplayApp
from scavengers.tui.screens import ConfirmScreen, SkirmishScreen
from scavengers.tui.session import HUMAN, Session, lineup
from tui_helpers import panel_text, run_app, type_in

LESSONS = builtin_lessons()


def run(
    app: ScavengersApp | ReplayApp, script: Callable[[Pilot[None]], Awaitable[None]], size: tuple[int, int] = (140, 45)
) -> None:
    run_app(app, script, size)


def text_of(app: ScavengersApp | ReplayApp, selector: str) -> str:
    return panel_text(app, selector)


def lesson_panel(app: LessonApp) -> str:
    return str(app.query_one("#lesson", Static).render())


def menu_labels(app: ScavengersApp) -> list[str]:
    options = app.query_one("#actions", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


def highlighted(app: ScavengersApp) -> str:
    options = app.query_one("#actions", OptionList)
    assert options.highlighted is not None
    return str(options.get_option_at_index(options.highlighted).prompt)


async def until_my_decision(pilot: Pilot[None], app: ScavengersApp, seat: int = 0) -> None:
    for _ in range(2000):
        game = app.session.game
        if game.over or (game.to_act == (seat,) and app.viewer == seat and not app._waiting):
            return
        await pilot.pause(0.01)
    raise AssertionError(f"the app never came back to seat {seat}: to_act={app.session.game.to_act}")


# -- 1. the card kept from a dig can be taken back, as README, docs and F1 say -------------------


@pytest.mark.slow
def test_ctrl_z_takes_back_the_card_kept_from_a_dig_and_offers_the_same_cards_again(tmp_path: Path) -> None:
    # The audit: `play --seed 3 --players 3 --fast`, Enter (dig), Enter (keep), Ctrl+Z said
    # "Nothing to undo". The dug cards were shown to her alone by the dig (the barrier); the
    # keep tells her alone which one, the others only that one was kept.
    session = Session.new(sc.GameConfig(players=3, seed=3), lineup(3, None, False), tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await until_my_decision(pilot, app)
        assert highlighted(app).startswith("Dig")
        await pilot.press("enter")
        await until_my_decision(pilot, app)
        choices = menu_labels(app)
        looking = app.session.game.view(0).looking
        assert any(label.startswith("Keep") for label in choices)
        await pilot.press("enter")
        await pilot.pause()
        assert app.session.actions[-1][1].startswith("keep ")
        assert app.check_action("undo", ()) is True
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert text_of(app, "#message").strip() == "Taken back."
        assert app.session.game.view(0).looking == looking  # the same cards, to choose again
        assert menu_labels(app) == choices
        assert app.session.undo_count(0) == 0  # the dig itself stays: it showed her cards

    run(app, script)


# -- 2. a seat's replay shows that seat's own hand ------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("size", [(140, 45), (80, 24)])
def test_a_replay_as_one_seat_saw_it_shows_her_own_hand_and_no_other(tmp_path: Path, size: tuple[int, int]) -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=3))
    for _ in range(12):  # into the first turns: hands drawn, a dig or a hunt declared
        seat = game.to_act[0]
        game.apply(seat, game.legal_actions(seat)[0])
    saved = Session(game=game, seats=[HUMAN, "heuristic", "heuristic"], save_path=tmp_path / "g.json")
    app = ReplayApp(Session.load(saved.save(), to_play=False), seat=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("end")
        await pilot.pause()
        hand = app.games[app.index].view(0).hand
        assert hand
        assert f"Your hand ({len(hand)}): {card_names(hand)}" in text_of(app, "#secrets")
        screen = app.export_screenshot().replace("&#160;", " ")
        assert f"Your hand ({len(hand)}):" in screen  # on the screen, not scrolled away (End stepped)
        assert "hand:" not in screen  # the others' hands stay hidden (the finished replay's rows)

    run(app, script, size=size)


# -- 3. no hints in a lesson ------------------------------------------------------------------------


@pytest.mark.slow
def test_a_lesson_has_no_hints_and_f6_says_why(tmp_path: Path) -> None:
    # The audit: lesson 2 said "hints on (F6)" and the hint ranked a hunt of 2 first where the
    # lesson asks for a hunt of 4.
    app = LessonApp(LESSONS[1], tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")  # past the intro
        await until_my_decision(pilot, app)
        assert "hints off" in text_of(app, "#status")
        assert "hints on" not in text_of(app, "#status")
        assert app.check_action("hint", ()) is False
        app.query_one("#actions", OptionList).focus()
        await pilot.press("f6")
        await pilot.pause()
        assert len(app.screen_stack) == 1  # no hint screen
        assert text_of(app, "#message").strip() == "No hints in a lesson: each step says what to play, and why."

    run(app, script)


# -- 4. keys typed in one burst are each read -------------------------------------------------------


@pytest.mark.slow
def test_down_space_typed_in_one_burst_picks_each_card(tmp_path: Path) -> None:
    # The audit: `learn 4`, F4, Home, then Down Space Down Space Down Space in one burst
    # picked only the third junk. SelectionList toggled whichever card was highlighted when
    # its message came round, after every key already waiting: here all arrive before any is read.
    app = LessonApp(LESSONS[3], tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")  # past the intro
        await until_my_decision(pilot, app)
        await pilot.press("f4", "home")
        await pilot.pause()
        hand = app.query_one("#hand", SelectionList)
        assert hand.has_focus
        assert hand.highlighted == 0
        for key in ("down", "space", "down", "space", "down", "space"):
            app.post_message(events.Key(key, " " if key == "space" else None))
        await pilot.pause()
        await pilot.pause()
        assert sorted(hand.selected) == [1, 2, 3]
        assert app.game_view.hand[1:4] == ("junk", "junk", "junk")
        assert highlighted(app) == "Trash 3x Junk"

    run(app, script)


# -- 5. the F1 rules tell the solo game and Recon 3-5, and type every verb --------------------------


def test_the_rules_help_has_the_solo_game_and_recon_modules_3_to_5() -> None:
    rules = " ".join(rules_text().split())
    assert "## The solo game" in rules_text()
    for module in ("Recon 3: Expanding the Ranks", "Recon 4: Random contested resources", "Recon 5: The Kitchen Sink"):
        assert module in rules
    assert "the new deck's top card leaves the game" in rules  # the solo game's attrition
    assert "2 points for each contested resource in your tribe, 1 for every other card" in rules


def test_every_example_in_the_notation_table_is_read_by_the_game_and_every_verb_has_one() -> None:
    text = rules_text()
    table = text[text.index("## Typing actions") :].split("\n## ")[0]
    examples = [e for line in table.splitlines() if line.startswith("| ") for e in re.findall(r"`([^`]+)`", line)]
    examples = [e for e in examples if e not in ("+",)]
    for example in examples:
        parse_notation(normalize(example))  # raises on anything the game would not read
    verbs = {example.split()[0] for example in examples}
    wanted = {"engage", "remove", "gas", "map", "yard", "drill", "shuffle", "tower", "demolish"}
    assert wanted <= verbs, wanted - verbs


def test_the_browser_rules_show_the_new_sections_without_the_terminals_words() -> None:
    html = rules_html()
    assert "<h2>The solo game</h2>" in html
    assert "<strong>Recon 5: The Kitchen Sink.</strong>" in html
    assert "<code>engage 3</code>" in html
    for terminal in ("F1", "command line", "--"):
        assert terminal not in html.split("<h2>The solo game</h2>")[1].split("<h2>")[0]


# -- 6. the first highlight throws nothing away ------------------------------------------------------


@pytest.mark.slow
def test_the_solo_leader_choice_highlights_a_leader_and_keeps_no_secret_from_nobody(tmp_path: Path) -> None:
    # The audit: `play --players 1 --hq 3 --seed 2` highlighted "Play without a leader".
    config = sc.GameConfig(players=1, seed=2, modules=hq_modules(3))
    app = ScavengersApp(Session.new(config, [HUMAN], tmp_path / "save.json"), delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await until_my_decision(pilot, app)
        assert app.game_view.decision is not None
        assert app.game_view.decision.kind == "leader"
        assert highlighted(app).startswith("Keep The ")
        assert menu_labels(app)[-1] == "Play without a leader"
        secrets = text_of(app, "#secrets")
        assert "keep one, or play without one" in secrets
        assert "secret until all have chosen" not in secrets

    run(app, script)


@pytest.mark.slow
def test_a_bribe_by_a_tribe_without_a_leader_highlights_keeping_one(tmp_path: Path) -> None:
    # The audit: `--hq 3 --variant leader_draft --players 3 --seed 12`, hunt, bribe: the
    # highlight was on "Keep nothing".
    config = sc.GameConfig(players=3, seed=12, modules=hq_modules(3), variants=frozenset({"leader_draft"}))
    app = ScavengersApp(Session.new(config, lineup(3, None, False), tmp_path / "save.json"), delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await until_my_decision(pilot, app)
        await type_in(pilot, app, "hunt scavenger")
        await until_my_decision(pilot, app)
        await type_in(pilot, app, "bribe")
        await until_my_decision(pilot, app)
        view = app.game_view
        assert view.decision is not None
        assert view.decision.kind == "bribe"
        assert view.seats[0].leader is None
        assert highlighted(app).startswith("Keep The ")
        assert menu_labels(app)[-1].startswith("Keep nothing")

    run(app, script)


@pytest.mark.slow
def test_a_solo_engage_with_no_card_that_can_fight_is_not_highlighted_and_asked_first(tmp_path: Path) -> None:
    scenario = {
        "players": [{"hand": ["refugee", "refugee", "refugee"], "deck": ["junk"] * 5}],
        "opponents": [["tribe_family_3", "grenade"], ["thugs", "rifle", "wolf_pack"]],
    }
    session = Session.new(sc.GameConfig(players=1, seed=1, scenario=scenario), [HUMAN], tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await type_in(pilot, app, "end")
        assert highlighted(app) == "Do not fight this turn"
        await type_in(pilot, app, "engage 1")
        assert isinstance(app.screen, ConfirmScreen)
        shown = " ".join(str(w.render()) for w in app.screen.query(Static))
        assert "Engage opponent force 1 with no card that can fight?" in shown
        assert "you win only if the force has none either and fewer people" in shown
        await pilot.press("n")
        await pilot.pause()
        decision = app.session.game.view(0).decision
        assert decision is not None
        assert decision.kind == "engage"  # nothing was played

    run(app, script)


@pytest.mark.slow
def test_a_solo_engage_with_a_fighter_in_hand_is_not_asked_about(tmp_path: Path) -> None:
    scenario = {
        "players": [{"hand": ["refugee", "brawler"], "deck": ["junk"] * 5}],
        "opponents": [["tribe_family_3", "grenade"], ["thugs", "rifle", "wolf_pack"]],
    }
    session = Session.new(sc.GameConfig(players=1, seed=1, scenario=scenario), [HUMAN], tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await type_in(pilot, app, "end")
        assert highlighted(app).startswith("Engage opponent force")
        await type_in(pilot, app, "engage 1")
        assert not isinstance(app.screen, ConfirmScreen)
        decision = app.session.game.view(0).decision
        assert decision is not None
        assert decision.kind == "commit"

    run(app, script)


# -- 7. a lesson reads typos in the game's words, and Ctrl+U clears its line ------------------------


def test_a_typo_in_a_lesson_is_answered_in_the_games_own_words() -> None:
    tutor = start(LESSONS[0])
    verdict = tutor.judge("draw scot")
    assert verdict.kind is VerdictKind.UNREADABLE
    assert verdict.text == "Unknown card kind 'scot' in 'draw scot' (did you mean scout?)"
    assert "seat 0" not in tutor.judge("dgi scout").text


@pytest.mark.slow
def test_ctrl_u_right_after_a_refused_command_leaves_the_line_empty(tmp_path: Path) -> None:
    # The audit: in a lesson, Ctrl+U did not clear the refused command, and the next one was
    # glued to it: Ctrl+U came before the refusal, and the command was given back after it.
    app = LessonApp(LESSONS[0], tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")  # past the intro
        await until_my_decision(pilot, app)
        command = app.query_one("#command", Input)
        command.focus()
        await pilot.pause()
        command.value = "draw scot"
        command.cursor_position = len(command.value)
        app.post_message(events.Key("enter", "\r"))
        app.post_message(events.Key("ctrl+u", None))
        await pilot.pause()
        await pilot.pause()
        assert "Unknown card kind 'scot' in 'draw scot' (did you mean scout?)" in text_of(app, "#lesson")
        assert command.value == ""
        await pilot.press("e", "n", "d")
        assert command.value == "end"

    run(app, script)


@pytest.mark.slow
def test_a_command_typed_in_one_burst_from_the_actions_keeps_its_spaces(tmp_path: Path) -> None:
    # Typed while the actions list had the focus, the first key moves it to the command line;
    # the keys behind it, a space too, reach the list first and must still join the command.
    app = LessonApp(LESSONS[0], tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")  # past the intro
        await until_my_decision(pilot, app)
        app.query_one("#actions", OptionList).focus()
        await pilot.pause()
        for character in "draw scot":
            app.post_message(events.Key("space" if character == " " else character, character))
        await pilot.pause()
        await pilot.pause()
        assert app.query_one("#command", Input).value == "draw scot"
        assert not app.query_one("#hand", SelectionList).selected  # the space picked no card

    run(app, script)


# -- 8. the lesson's answer to the last move goes once the game has moved on ------------------------


@pytest.mark.slow
def test_the_answer_to_a_commit_is_gone_when_the_snipes_are_chosen(tmp_path: Path) -> None:
    lesson = find_lesson(LESSONS, "snipers_and_saboteurs")
    app = LessonApp(lesson, tmp_path / "lessons.json", LESSONS, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")
        await type_in(pilot, app, "end")
        assert "Now choose your force." in lesson_panel(app)  # the same phase: still apt
        await type_in(pilot, app, "commit brawler refugee saboteur sniper_team spear")
        await until_my_decision(pilot, app)
        assert app.session.game.view(0).phase == "skirmish"
        assert "Your force is down" not in lesson_panel(app)
        await type_in(pilot, app, "snipe 1:thugs")
        assert "The thugs are out of the fight." in lesson_panel(app)  # still the skirmish

    run(app, script)


@pytest.mark.slow
def test_the_answer_to_the_last_commit_is_gone_after_the_skirmish(tmp_path: Path) -> None:
    for name in ("skirmish", "contested_and_scoring"):
        lesson = find_lesson(LESSONS, name)
        app = LessonApp(lesson, tmp_path / "lessons.json", LESSONS, delay=0)
        expected = lesson.steps[-1].expect

        async def script(pilot: Pilot[None], app: LessonApp = app, expected: object = expected) -> None:
            await pilot.press("enter")
            await type_in(pilot, app, "end")
            await type_in(pilot, app, str(expected))
            if isinstance(app.screen, SkirmishScreen):
                await pilot.press("enter")
                await pilot.pause()
            assert isinstance(app.screen, LessonDoneScreen)
            assert "the others" not in lesson_panel(app).lower()

        run(app, script)


# -- 9. the log says a declaration in words, not notation --------------------------------------------


def test_the_log_tells_a_spy_and_other_declarations_in_words() -> None:
    names = ["Seat 0", "Seat 1", "Seat 2"]

    def said(text: str, cards: tuple[str, ...]) -> str:
        return describe(Event(EventType.DECLARED, 3, 1, cards, text=text), names)

    assert said("spy 0:hand", ("spy",)) == "Seat 1 declares a spy on Seat 0's hand with Spy."
    assert said("spy 2:deck@2,3", ("spy",)) == "Seat 1 declares a spy on Seat 2's deck with Spy."
    assert said("spy leaders", ("spy",)) == "Seat 1 declares a spy on the leader pile with Spy."
    assert said("hire scout", ("pills",)) == "Seat 1 declares a hire of a Scout with Pills."
    assert said("work on bunker #2", ("refugee",)) == "Seat 1 declares work on the Bunker #2 with Refugee."
    assert said("demolish 2:bunker-1", ("demolition_team",)) == (
        "Seat 1 declares a demolition of Seat 2's Bunker #1 with Demolition Team."
    )
    assert said("dig", ("scavenger",)) == "Seat 1 declares dig with Scavenger."


# -- 10. the small ones ------------------------------------------------------------------------------


def solo_table(tmp_path: Path, hand: list[str]) -> Session:
    scenario = {
        "players": [{"hand": hand, "deck": ["junk"] * 5}],
        "opponents": [["tribe_family_3", "grenade"], ["thugs", "rifle", "wolf_pack"]],
    }
    return Session.new(sc.GameConfig(players=1, seed=1, scenario=scenario), [HUMAN], tmp_path / "save.json")


@pytest.mark.slow
def test_enter_on_the_empty_command_line_takes_no_action_and_says_how_to(tmp_path: Path) -> None:
    # Changed by the third audit: the highlighted action was taken, a declared dig among them,
    # when a typed command had not reached the line (tests/test_tui_audit3_fixes.py).
    app = ScavengersApp(solo_table(tmp_path, ["scavenger", "spear", "brawler"]), delay=0)

    async def script(pilot: Pilot[None]) -> None:
        command = app.query_one("#command", Input)
        command.focus()
        await pilot.pause()
        assert command.value == ""
        await pilot.press("enter")
        await pilot.pause()
        assert app.session.actions == []
        assert "Nothing typed" in text_of(app, "#message")
        assert app.focused is command

    run(app, script)


@pytest.mark.slow
def test_a_second_enter_while_a_typed_command_is_carried_out_takes_nothing_else(tmp_path: Path) -> None:
    app = ScavengersApp(solo_table(tmp_path, ["scavenger", "spear", "brawler"]), delay=0)

    async def script(pilot: Pilot[None]) -> None:
        command = app.query_one("#command", Input)
        command.focus()
        await pilot.pause()
        command.value = "hunt scavenger+spare"  # a typo: refused, and given back
        command.cursor_position = len(command.value)
        app.post_message(events.Key("enter", "\r"))
        app.post_message(events.Key("enter", "\r"))
        await pilot.pause()
        await pilot.pause()
        assert app.session.actions == []
        assert command.value == "hunt scavenger+spare"

    run(app, script)


def test_analyse_counts_one_decision_in_the_singular() -> None:
    one = Reviewed(
        step=0, replay_step=1, round=1, taken="end", better=None, before=0.5, after=0.5, compared=1, playouts=3
    )
    review = Review(
        seat=0, players=2, decisions=(one,), iterations=3, playouts=3, seconds=0.1, stopped=False, winners=()
    )
    assert summary_line(review, ["Seat 0 (you)", "Seat 1"]).startswith("Seat 0 (you): 1 decision judged, 0 marked")
    two = Review(
        seat=0, players=2, decisions=(one, one), iterations=3, playouts=6, seconds=0.1, stopped=False, winners=()
    )
    assert "2 decisions judged" in summary_line(two, ["Seat 0 (you)", "Seat 1"])


@pytest.mark.parametrize(
    ("argv", "command"), [(["play", "extra"], "play"), (["learn", "1", "2"], "learn"), (["watch", "x"], "watch")]
)
def test_an_unknown_argument_points_at_the_commands_own_help(
    argv: list[str], command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert error == f"scavengers: error: unrecognized arguments: {argv[-1]} (see: scavengers {command} --help)\n"


def test_watch_help_names_the_bots_as_play_help_does(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("watch", "play"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        shown = " ".join(capsys.readouterr().out.split())
        assert "easy, heuristic, ismcts, ismcts:time=1.0, random" in shown


def test_a_bot_named_for_the_solo_game_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["play", "--players", "1", "--bots", "heuristic", "--saves-dir", str(tmp_path)]
    assert main(argv) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1
    assert "the solo game has only your seat" in error
    assert lineup(1, "human", False) == [HUMAN]


@pytest.mark.slow
def test_the_solo_skirmish_box_counts_turns(tmp_path: Path) -> None:
    app = ScavengersApp(solo_table(tmp_path, ["brawler", "spear", "refugee"]), delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await type_in(pilot, app, "end")
        await type_in(pilot, app, "engage 1")
        await type_in(pilot, app, "commit brawler spear refugee")
        for _ in range(50):
            if isinstance(app.screen, SkirmishScreen):
                break
            await pilot.pause(0.02)
        assert isinstance(app.screen, SkirmishScreen)
        shown = " ".join(str(w.render()) for w in app.screen.query(Label))
        assert "Skirmish of turn 1" in shown
        assert "round" not in shown

    run(app, script)


def test_the_butchers_ability_says_the_card_leaves_the_game() -> None:
    def label(leader: str) -> list[str]:
        players = [{"hand": ["refugee", "scavenger"], "leader": leader}, {"leader": "leader_organizer"}]
        scenario = {"round": 1, "initiator": 0, "players": players}
        game = sc.Game.new(sc.GameConfig(players=2, seed=0, modules=hq_modules(3), scenario=scenario))
        view = game.view(0)
        leads = [a for a in game.legal_actions(0) if a.verb is Verb.LEAD]
        return [action_label(a, ["Seat 0 (you)", "Seat 1"], view=view) for a in leads]

    assert "The Butcher: remove Refugee from the game for good" in label("leader_butcher")
    assert "The Cannibal: remove Scavenger from the game for good" in label("leader_cannibal")
