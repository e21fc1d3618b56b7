"""A first hour without traps (issue 21), in the terminal game as a person plays it, through
Textual's pilot: the highlighted defaults keep value, an empty-handed engagement is asked
about first, the score as it stands, the skirmish summary's last line, the Yardmaster's cards
in words, a layout that follows the window, and Ctrl+Z that says when there is nothing to undo."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

import scavengers as sc
from scavengers.engine import EventType
from scavengers.tui.app import ScavengersApp
from scavengers.tui.render import prompt, yardmaster_saw
from scavengers.tui.screens import ConfirmScreen, SkirmishScreen
from scavengers.tui.session import HUMAN, Session
from test_rules_recon5 import led
from test_tui_app import menu_labels, run
from test_tui_solo import text_of
from tui_helpers import type_in


def highlighted(app: ScavengersApp) -> str:
    """The label of the menu entry highlighted at first: what enter does."""
    options = app.query_one("#actions", OptionList)
    assert options.highlighted is not None
    return str(options.get_option_at_index(options.highlighted).prompt)


def session_of(tmp_path: Path, seats: list[str], **scenario: object) -> Session:
    config = sc.GameConfig(players=len(seats), seed=3, scenario=scenario)
    return Session.new(config, seats, tmp_path / "save.json")


def solo(tmp_path: Path, hand: list[str], opponents: list[list[str]]) -> ScavengersApp:
    session = session_of(tmp_path, [HUMAN], players=[{"hand": hand, "deck": ["junk"] * 5}], opponents=opponents)
    return ScavengersApp(session, delay=0, records_path=tmp_path / "bests.json")


@pytest.mark.slow
def test_commit_everything_is_highlighted_with_the_engines_figure(tmp_path: Path) -> None:
    session = session_of(
        tmp_path, [HUMAN, "heuristic"], round=3, initiator=0, players=[{"hand": ["brawler", "spear", "refugee"]}]
    )
    app = ScavengersApp(session, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await type_in(pilot, app, "end")
        figure = app.game_view.hand_strength
        assert figure == sc.ForceStrength(True, 4, 2)
        assert highlighted(app) == "Commit everything (fight 4, 2 people): Brawler, Refugee, Spear"
        app.query_one("#actions", OptionList).focus()
        await pilot.press("enter")
        await pilot.pause()
        totals = [e.values for e in app.session.game.log(0) if e.type is EventType.SKIRMISH_TOTALS and e.seat == 0]
        assert totals == [(1, 4, 2)]  # what the skirmish then judged it at

    run(app, script)


def dug(tmp_path: Path, junkyard: list[str]) -> str:
    """The highlighted entry after a dig 3 into ``junkyard``."""
    session = session_of(
        tmp_path,
        [HUMAN, "heuristic"],
        round=1,
        initiator=0,
        players=[{"hand": ["brawler", "shovel"]}],
        junkyard=junkyard,
    )
    app = ScavengersApp(session, delay=0)
    shown: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await type_in(pilot, app, "dig brawler+shovel")
        assert app.game_view.decision == sc.Decision("keep", 0)
        assert sorted(app.game_view.looking) == sorted(junkyard[:3])
        shown.append(highlighted(app))

    run(app, script)
    return shown[0]


@pytest.mark.slow
def test_the_best_dug_card_is_highlighted_and_nothing_only_among_junk(tmp_path: Path) -> None:
    assert dug(tmp_path, ["junk", "pills", "net", "junk"]) == "Keep Net"  # a tool, not "Keep nothing"
    assert dug(tmp_path, ["junk", "junk", "junk", "net"]) == "Keep nothing"  # junk only clogs the deck


@pytest.mark.slow
def test_an_empty_hand_does_not_engage_by_default_and_is_asked_first(tmp_path: Path) -> None:
    app = solo(tmp_path, ["scavenger"], [["thugs", "rifle"], ["tribe_family_3"]])

    async def script(pilot: Pilot[None]) -> None:
        await type_in(pilot, app, "hunt scavenger")
        await type_in(pilot, app, "end")
        assert app.game_view.decision == sc.Decision("engage", 0)
        assert not app.game_view.hand
        assert highlighted(app) == "Do not fight this turn"
        labels = menu_labels(app)
        assert "Engage opponent force 1 (2 cards, face down) with an empty hand: it cannot be won" in labels[1]
        app.query_one("#actions", OptionList).focus()
        await pilot.press("down", "enter")  # from the menu: engage force 1
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "empty hand" in app.screen.question
        await pilot.press("n")
        await pilot.pause()
        assert not any(e.type is EventType.ENGAGED for e in app.session.game.log(0))
        await type_in(pilot, app, "engage 1")  # typed: asked too
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert [e.count for e in app.session.game.log(0) if e.type is EventType.ENGAGED] == [1]

    run(app, script)


@pytest.mark.slow
def test_after_a_lost_solo_fight_the_weakest_card_is_highlighted_and_the_summary_says_why(tmp_path: Path) -> None:
    app = solo(tmp_path, ["brawler", "spear", "junk"], [["thugs", "rifle", "wolf_pack"], ["tribe_family_3"]])

    async def script(pilot: Pilot[None]) -> None:
        await type_in(pilot, app, "end")
        assert highlighted(app).startswith("Engage opponent force 1")  # a hand to fight with
        await type_in(pilot, app, "engage 1")
        await type_in(pilot, app, "commit brawler spear junk")
        for _ in range(5):
            if isinstance(app.screen, SkirmishScreen):
                break
            await type_in(pilot, app, "pass")
        assert isinstance(app.screen, SkirmishScreen)
        lines = [str(widget.render()) for widget in app.screen.query(Static)]
        result = [line for line in lines if "loses the skirmish" in line]
        assert result == [
            "Seat 0 (you) loses the skirmish: one card of the force (if any) leaves the game (fight 5 beats fight 4)."
        ]
        await pilot.press("enter")
        await pilot.pause()
        assert app.game_view.decision == sc.Decision("loss", 0)
        assert highlighted(app) == "Remove Junk from the game (the skirmish is lost)"

    run(app, script)


@pytest.mark.slow
def test_the_status_shows_the_score_as_it_stands(tmp_path: Path) -> None:
    multi = ScavengersApp(
        Session.new(sc.GameConfig(players=3, seed=4), [HUMAN, "heuristic", "heuristic"], tmp_path / "a"), delay=0
    )

    async def tribe(pilot: Pilot[None]) -> None:
        for _ in range(200):  # the bots play at once until the person decides: then nothing moves
            if multi.session.game.to_act == (0,):
                break
            await pilot.pause(0.02)
        await pilot.pause()
        people = multi.session.game.score(0).people
        assert f"your tribe: {people} people" in text_of(multi, "#status")
        shown = text_of(multi, "#seats")
        assert "won 0 contested" in shown
        assert "a tie goes to the most contested resources" in shown

    run(multi, tribe)
    alone = solo(tmp_path, ["brawler", "wolf_pack"], [["thugs"]])

    async def points(pilot: Pilot[None]) -> None:
        assert alone.session.game.score(0).points == 8
        assert "your score now: 8 points (2 per contested resource, 1 per other card)" in text_of(alone, "#status")

    run(alone, points)


@pytest.mark.slow
def test_the_yardmasters_cards_are_named_where_she_places_them_to_her_alone(tmp_path: Path) -> None:
    game = led("leader_yardmaster", ["scavenger"], junkyard=["net", "junk", "pills"])
    session = Session(
        game=game,
        seats=[HUMAN, "heuristic", "heuristic"],
        names=["Seat 0 (you)", "Seat 1", "Seat 2"],
        save_path=tmp_path / "s",
    )
    app = ScavengersApp(session, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await type_in(pilot, app, "yard")
        assert app.game_view.decision == sc.Decision("place", 0)
        assert "Net, then Junk (top first, only you saw them)" in text_of(app, "#prompt")
        labels = menu_labels(app)
        assert "Put Net, then Junk back on top of the junkyard" in labels
        assert "Put Net, then Junk at the bottom of the junkyard, in that order" in labels
        for viewer in (None, 1, 2):  # hidden information: the others see that she looked, not what
            other = app.session.game.view(viewer)
            assert yardmaster_saw(other) == ()
            assert "Net" not in prompt(other, session.names).plain

    run(app, script)


@pytest.mark.slow
def test_the_layout_follows_the_window_when_it_is_resized(tmp_path: Path) -> None:
    session = Session.new(sc.GameConfig(players=4, seed=3), [HUMAN] + ["heuristic"] * 3, tmp_path / "save.json")
    app = ScavengersApp(session, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        body = app.query_one("#body")
        assert not body.has_class("narrow")
        assert app.query_one("#info-side").region.width > 0  # the table beside play
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert body.has_class("narrow")
        assert app.query_one("#info-side").region.width == 0  # F3 shows it
        for selector in ("#actions", "#command", "#prompt"):
            region = app.query_one(selector).region
            assert region.height >= 1
            assert region.bottom <= 24
            assert region.right <= 80
        await pilot.resize_terminal(130, 45)
        await pilot.pause()
        assert not body.has_class("narrow")
        assert app.query_one("#info-side").region.width > 0

    run(app, script)


def test_ctrl_z_with_nothing_to_undo_says_so(tmp_path: Path) -> None:
    session = session_of(tmp_path, [HUMAN, "heuristic"], round=1, initiator=0, players=[{"hand": ["scavenger"]}])
    app = ScavengersApp(session, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        assert app.check_action("undo", ()) is None  # greyed out in the footer
        app.query_one("#actions", OptionList).focus()
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert text_of(app, "#message").startswith("Nothing to undo:")
        assert app.session.game.decisions_made == 0

    run(app, script)
