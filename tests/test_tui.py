"""The terminal app, driven as a person uses it, through Textual's test pilot."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, SelectionList, Static

import scavengers as sc
from scavengers.cli.main import main
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType
from scavengers.tui.app import ScavengersApp
from scavengers.tui.replay import ReplayApp
from scavengers.tui.screens import EndScreen, PassScreen, SkirmishScreen
from scavengers.tui.session import HUMAN, Session, SessionError, lineup
from tui_helpers import run_app

SIZE = (160, 50)


def run(app: ScavengersApp | ReplayApp, script: Callable[[Pilot[None]], Awaitable[None]]) -> None:
    run_app(app, script, SIZE)


def session(
    tmp_path: Path, count: int = 2, seed: int = 3, seats: list[str] | None = None, **scenario: object
) -> Session:
    config = sc.GameConfig(players=count, seed=seed, scenario=scenario or None)
    return Session.new(config, seats or [HUMAN] + ["heuristic"] * (count - 1), tmp_path / "save.json")


def text_of(app: ScavengersApp, selector: str) -> str:
    return str(app.query_one(selector, Static).render())


async def until_my_decision(pilot: Pilot[None], app: ScavengersApp, seat: int = 0, limit: int = 2000) -> None:
    """Wait for the person's next decision, reading each skirmish's screen on the way."""
    for _ in range(limit):
        if isinstance(app.screen, SkirmishScreen):
            await pilot.press("enter")
            await pilot.pause()
        game = app.session.game
        if game.over or (game.to_act == (seat,) and app.viewer == seat and not app._waiting):
            return
        await pilot.pause(0.01)
    game = app.session.game
    raise AssertionError(
        f"the app never came back to the person: to_act={game.to_act} viewer={app.viewer} "
        f"waiting={app._waiting} screen={type(app.screen).__name__} decision={game.view(None).decision} "
        f"round={game.round} made={game.decisions_made}"
    )


@pytest.mark.slow
def test_the_last_round_against_a_bot_ends_on_the_end_screen_and_is_autosaved(tmp_path: Path) -> None:
    # The last contested resource: this round's skirmish ends the game (RULINGS ED-2). The last
    # rounds of a four-player game with every module are played through the pilot below.
    hands = [{"hand": ["brawler", "spear", "refugee", "scavenger"]}, {"hand": ["scavenger", "shovel", "refugee"]}]
    table = session(tmp_path, round=5, initiator=0, contested=["grenade"], players=hands)
    app = ScavengersApp(table, delay=0, autosave=tmp_path / "auto.json")

    async def script(pilot: Pilot[None]) -> None:
        while not app.session.game.over:
            await until_my_decision(pilot, app)
            if app.session.game.over:
                break
            await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SkirmishScreen)  # the last skirmish first
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        shown = " ".join(str(w.render()) for w in app.screen.query(Static))
        assert "Game over" in shown
        assert "Winner" in shown or "Shared victory" in shown
        await pilot.press("escape")  # back to the table: nothing is left to type there
        await pilot.pause()
        command = app.query_one("#command", Input)
        assert command.placeholder.startswith("The game is over: Ctrl+Q quits")
        assert "dig" not in command.placeholder

    run(app, script)
    assert app.session.game.over
    saved = Session.load(tmp_path / "auto.json")
    assert saved.game.over
    assert saved.game.result == app.session.game.result


@pytest.mark.slow
def test_a_four_player_game_with_leaders_to_choose_and_every_module_plays_its_last_rounds(tmp_path: Path) -> None:
    # The game's last rounds: three contested resources left, every tribe its starting cards
    # and no leader yet (each is dealt two and chooses first), every module's market and piles.
    modules = hq_modules(4) | {"recon1", "recon2", "recon3", "recon4", "recon5"}
    start = ["refugee"] * 4 + ["scavenger"] * 3 + ["brawler", "spear", "shovel"]
    tribes = [{"hand": start[seat : seat + 5], "deck": start[seat + 5 :] + start[:seat]} for seat in range(4)]
    scenario = {"round": 3, "initiator": 1, "contested": ["grenade", "field_crew", "sled_team"], "players": tribes}
    config = sc.GameConfig(players=4, seed=11, modules=modules, scenario=scenario)
    app = ScavengersApp(Session.new(config, [HUMAN, "heuristic", "heuristic", "easy"], tmp_path / "s.json"), delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await until_my_decision(pilot, app)
        assert "Choose your tribal leader" in text_of(app, "#prompt")
        first = str(app.query_one("#actions", OptionList).get_option_at_index(0).prompt)
        assert first.startswith("Keep The ")
        while not app.session.game.over:
            await until_my_decision(pilot, app)
            if app.session.game.over:
                break
            await pilot.press("enter")  # the menu's first entry, as a hurried person would

    run(app, script)
    assert app.session.game.over
    assert app.session.game.result is not None
    assert app.session.game.round >= 4  # rounds of skirmishes, each through its screen
    assert all(seat.leader is not None for seat in app.session.game.view(0).seats)
    market = {kind for kind, _ in app.session.game.view(0).market}
    assert {"spy", "assassin", "courier"} <= market  # Recon's own stacks were up for hire


@pytest.mark.slow
def test_save_and_resume(tmp_path: Path) -> None:
    first = ScavengersApp(session(tmp_path, seed=8), delay=0)

    async def play_a_little(pilot: Pilot[None]) -> None:
        for _ in range(4):
            await until_my_decision(pilot, first)
            await pilot.press("enter")
        await until_my_decision(pilot, first)
        await pilot.press("ctrl+s")
        await pilot.pause()

    run(first, play_a_little)
    saved = tmp_path / "save.json"
    assert saved.exists()
    resumed = Session.load(saved)
    assert resumed.game.to_json() == first.session.game.to_json()
    assert resumed.seats == first.session.seats
    assert resumed.names == first.session.names
    second = ScavengersApp(resumed, delay=0)

    async def check(pilot: Pilot[None]) -> None:
        await until_my_decision(pilot, second)
        assert second.session.game.view(0) == first.session.game.view(0)
        options = second.query_one("#actions", OptionList)
        assert options.option_count == len(first.session.game.legal_actions(0))

    run(second, check)


@pytest.mark.slow
def test_an_illegal_choice_is_refused_with_a_message_and_changes_nothing(tmp_path: Path) -> None:
    app = ScavengersApp(
        session(tmp_path, count=3, round=1, initiator=0, players=[{"hand": ["refugee", "pills"]}]), delay=0
    )

    async def script(pilot: Pilot[None]) -> None:
        await until_my_decision(pilot, app)
        before = app.session.game.to_json()
        command = app.query_one("#command", Input)
        command.value = "hire thugs pay pills"
        command.focus()
        await pilot.press("enter")
        await pilot.pause()
        message = text_of(app, "#message")
        assert "cannot hire thugs pay pills" in message
        assert "6 in any mix of food and meds" in message
        assert app.session.game.to_json() == before

    run(app, script)


@pytest.mark.slow
def test_typed_notation_is_applied(tmp_path: Path) -> None:
    app = ScavengersApp(session(tmp_path, count=3, round=1, initiator=0, players=[{"hand": ["pills"]}]), delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await until_my_decision(pilot, app)
        command = app.query_one("#command", Input)
        command.value = "hire hunter pay pills"
        command.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert command.value == ""
        assert any(e.type is EventType.HIRED for e in app.session.game.log(0))

    run(app, script)


@pytest.mark.slow
def test_picking_cards_narrows_the_actions_to_those_cards(tmp_path: Path) -> None:
    app = ScavengersApp(
        session(tmp_path, count=3, round=1, initiator=0, players=[{"hand": ["scavenger", "spear", "junk"]}]), delay=0
    )

    async def script(pilot: Pilot[None]) -> None:
        await until_my_decision(pilot, app)
        hand = app.query_one("#hand", SelectionList)
        kinds = app.session.game.view(0).hand
        hand.select(kinds.index("scavenger"))
        hand.select(kinds.index("spear"))
        await pilot.pause()
        labels = [
            str(app.query_one("#actions", OptionList).get_option_at_index(i).prompt)
            for i in range(app.query_one("#actions", OptionList).option_count)
        ]
        assert labels == ["Hunt with Scavenger+Spear (hunt 2)", "Trash Scavenger, Spear"]
        await pilot.press("escape")
        await pilot.pause()
        assert app.query_one("#actions", OptionList).option_count > 2

    run(app, script)


@pytest.mark.slow
def test_a_reaction_prompt_is_asked_and_answered(tmp_path: Path) -> None:
    table = session(
        tmp_path,
        count=3,
        seats=["heuristic", HUMAN, "heuristic"],
        round=1,
        initiator=0,
        players=[{"hand": ["scavenger", "scavenger", "spear"]}, {"hand": ["sniper_team", "refugee"]}],
    )
    app = ScavengersApp(table, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await until_my_decision(pilot, app, seat=1)
        view = app.session.game.view(1)
        assert view.decision is not None
        assert view.decision.kind == "respond"
        prompt = text_of(app, "#prompt")
        assert "Seat 0 (heuristic) declares" in prompt
        assert "or pass" in prompt
        options = app.query_one("#actions", OptionList)
        assert str(options.get_option_at_index(0).prompt) == "Pass"
        assert str(options.get_option_at_index(1).prompt) == "Snipe Seat 0 (heuristic)'s Scavenger"
        await pilot.press("down", "enter")
        await pilot.pause()

    run(app, script)
    assert any(e.type is EventType.SNIPED and e.seat == 1 for e in app.session.game.log(None))


def two_at_one_screen(tmp_path: Path) -> tuple[Session, ScavengersApp]:
    """A hotseat of two people in round 1, seat 0 (a scout) first, seat 1 holding a brawler."""
    table = session(
        tmp_path,
        count=2,
        seats=[HUMAN, HUMAN],
        round=1,
        initiator=0,
        players=[{"hand": ["scout"]}, {"hand": ["brawler"]}],
    )
    return table, ScavengersApp(table, delay=0)


@pytest.mark.slow
def test_hotseat_hides_the_table_between_players(tmp_path: Path) -> None:
    _, app = two_at_one_screen(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        assert app.viewer is None
        assert app.query_one("#hand", SelectionList).option_count == 0
        await pilot.press("enter")
        await pilot.pause()
        assert app.viewer == 0
        command = app.query_one("#command", Input)
        command.value = "end"
        command.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        assert app.viewer is None
        assert app.query_one("#hand", SelectionList).option_count == 0
        assert "Pass the device to Seat 1" in " ".join(str(w.render()) for w in app.screen.query(Static))
        await pilot.press("enter")
        await pilot.pause()
        assert app.viewer == 1
        assert app.query_one("#hand", SelectionList).option_count == 1

    run(app, script)


@pytest.mark.slow
def test_a_hotseat_hand_off_clears_what_the_last_player_typed_but_did_not_send(tmp_path: Path) -> None:
    """Text left in the command box names her cards ('trash scout'): the next person must not
    find it there after the device changes hands."""
    table, app = two_at_one_screen(tmp_path)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.viewer == 0
        command = app.query_one("#command", Input)
        command.value = "trash scout"
        app.perform(0, sc.Action(sc.Verb.END))
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        assert command.value == ""
        saved = table.save_path
        assert not saved.exists()
        await pilot.press("ctrl+s")  # the hand-off saves too (it did nothing, silently)
        await pilot.pause()
        assert saved.exists()
        await pilot.press("enter")
        await pilot.pause()
        assert app.viewer == 1
        assert command.value == ""

    run(app, script)


@pytest.mark.slow
def test_replay_steps_through_a_finished_game(tmp_path: Path) -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=4))
    from scavengers.bots import make_agent, run_game

    run_game(game, [make_agent("heuristic", 0), make_agent("heuristic", 1)])
    table = Session(
        game=game,
        seats=["heuristic", "heuristic"],
        names=["Seat 0 (heuristic)", "Seat 1 (heuristic)"],
        save_path=tmp_path / "g.json",
    )
    app = ReplayApp(table, seat=None)

    async def script(pilot: Pilot[None]) -> None:
        assert "step 0 of" in str(app.query_one("#status", Static).render())
        await pilot.press("right", "right")
        await pilot.pause()
        assert "step 2 of" in str(app.query_one("#status", Static).render())
        await pilot.press("end")
        await pilot.pause()
        screen = app.export_screenshot().replace("&#160;", " ")
        assert "hand:" in screen  # a finished game shows every hand

    run(app, script)


@pytest.mark.slow
def test_the_skirmish_is_shown_as_a_reveal(tmp_path: Path) -> None:
    table = session(
        tmp_path,
        count=3,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["thugs", "refugee"]}, {"hand": ["scout"]}],
        contested=["grenade", "wolf_pack"],
    )
    app = ScavengersApp(table, delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await until_my_decision(pilot, app)
        for text in ("end", "commit brawler sniper_team"):
            command = app.query_one("#command", Input)
            command.value = text
            command.focus()
            await pilot.press("enter")
            await pilot.pause()
        for _ in range(200):
            if app.session.game.view(0).decision == sc.Decision("skirmish", 0):
                break
            await pilot.pause(0.01)
        assert "Your skirmish opportunity" in text_of(app, "#prompt")
        labels = [str(o.prompt) for o in app.query_one("#actions", OptionList).options]
        assert "Snipe Seat 1 (heuristic)'s Thugs" in labels
        command = app.query_one("#command", Input)
        command.value = "snipe 1:thugs"
        command.focus()
        await pilot.press("enter")
        for _ in range(200):
            if isinstance(app.screen, SkirmishScreen):
                break
            await pilot.pause(0.01)
        assert isinstance(app.screen, SkirmishScreen)
        shown = app.export_screenshot().replace("&#160;", " ")
        assert "Forces revealed" in shown
        assert "snipes Seat 1 (heuristic)&#x27;s Thugs" in shown or "snipes Seat 1 (heuristic)'s Thugs" in shown
        assert "wins the skirmish" in shown
        assert "Thugs (sniped)" in shown  # marked in the force it was sniped from
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, SkirmishScreen)

    run(app, script)


def test_lineup_rules() -> None:
    assert lineup(4, None, False) == [HUMAN, "heuristic", "heuristic", "heuristic"]
    assert lineup(3, None, True) == [HUMAN] * 3
    assert lineup(3, "random", False) == [HUMAN, "random", "random"]
    assert lineup(3, "human,random,human", False) == [HUMAN, "random", HUMAN]
    with pytest.raises(SessionError, match="unknown player 'oracle'"):
        lineup(3, "human,oracle,random", False)
    with pytest.raises(SessionError, match="at least one seat must be 'human'"):
        lineup(2, "random,random", False)


def test_a_bad_save_file_is_refused_clearly(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    with pytest.raises(SessionError, match="is not a saved game"):
        Session.load(broken)
    with pytest.raises(SessionError, match="cannot read"):
        Session.load(tmp_path / "missing.json")


def test_replay_of_an_unfinished_game_needs_a_seat(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    table = session(tmp_path)
    table.save()
    assert main(["replay", str(tmp_path / "save.json")]) == 2
    assert "give --seat" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "save.json"), "--seat", "5"]) == 2
    assert "seats are 0-1" in capsys.readouterr().err
    for wrong in ("99", "0", "-3"):  # a round the game has not reached is refused, not skipped to
        assert main(["replay", str(tmp_path / "save.json"), "--seat", "0", "--round", wrong]) == 2
        assert f"--round: this game has rounds 1-1, got {wrong}" in capsys.readouterr().err


def test_play_refuses_a_bad_scenario_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "scenario.json"
    bad.write_text(json.dumps({"weather": "cold"}))
    assert main(["play", "--scenario", str(bad), "--players", "3"]) == 2
    assert "unknown keys" in capsys.readouterr().err


def test_an_answer_from_the_committed_cards_and_a_numbered_bunker_read_apart_from_the_others() -> None:
    """Where both her hand and her committed cards hold an answering card, the two choices are
    two buttons that say which is which (RULINGS I-6); a retrieve names its bunker."""
    from scavengers.engine.core.actions import parse_notation
    from scavengers.tui.render import action_label

    names = ["Ann", "Bo", "Cy"]
    hand, force = (action_label(parse_notation(t), names) for t in ("snipe 1:scavenger", "snipe force 1:scavenger"))
    assert hand == "Snipe Bo's Scavenger"
    assert force == "Snipe Bo's Scavenger (from your committed cards)"
    cancel = action_label(parse_notation("cancel force guard"), names)
    assert cancel == "Cancel it with your Guard (from your committed cards)"
    assert action_label(parse_notation("retrieve bunker-2 medic"), names) == "Retrieve Medic from your Bunker #2"
    assert action_label(parse_notation("store bunker-2 medic"), names) == "Store Medic under your Bunker #2"


def test_recon_actions_and_choices_made_card_by_card_read_in_words() -> None:
    """Every action of the menu in words, not notation (a newcomer's audit found these raw)."""
    from scavengers.engine.core.actions import parse_notation
    from scavengers.tui.render import action_label

    names = ["Ann", "Bo", "Cy"]
    said = {
        text: action_label(parse_notation(text), names)
        for text in (
            "scout binoculars",
            "scout binoculars binoculars",
            "tower junk contested+junkyard",
            "provoke provocateur",
            "gas 1:thugs",
            "map scavenger",
            "drill drill_sergeant",
            "shuffle brawler spear",
            "shuffle none",
            "discard junk pills",
            "top junk pills",
            "pick brawler",
            "done",
            "done bottom",
            "choose dig",
        )
    }
    assert said["scout binoculars"] == "Look at the top card of every shared pile with Binoculars (only you see them)"
    assert said["scout binoculars binoculars"].startswith("Look at the top 3 cards of every shared pile")
    assert said["gas 1:thugs"] == "Tear gas on Bo's Thugs: its fight becomes 0"
    assert said["top junk pills"] == "Put back on top, top first: Junk, Pills"  # the first ends uppermost
    for text, words in said.items():
        assert words != text, text  # in words, not the notation
        assert words[0].isupper(), words


def test_the_solo_player_is_offered_to_play_without_a_leader() -> None:
    """[003:328]: the solo leader choice lists "Play without a leader" beside the two dealt, and
    the prompt says so."""
    import scavengers as sc
    from scavengers.tui.menu import menu
    from scavengers.tui.render import prompt

    game = sc.Game.new(sc.GameConfig(players=1, seed=3, modules=frozenset({"hq1", "hq2", "hq3"})))
    view = game.view(0)
    labels = [entry.label for entry in menu(view, game.legal_actions(0), Counter(), ["You"], True)]
    assert "Play without a leader" in labels
    assert sum(label.startswith("Keep ") for label in labels) == 2
    assert "or play without one" in prompt(view, ["You"]).plain


def test_the_top_line_says_when_a_round_has_no_skirmish() -> None:
    """[000] rounds 1 and 2 end without a skirmish (RULINGS R-1): the cards left in hand are
    simply discarded, which a newcomer cannot guess. The top line says so, and not from round 3."""
    from scavengers.tui.render import status_line

    game = sc.Game.new(sc.GameConfig(players=3, seed=2))
    names = ["Seat 0", "Seat 1", "Seat 2"]
    assert "no skirmish this round" in str(status_line(game.view(0), names))
    later = sc.Game.new(sc.GameConfig(players=3, seed=2, scenario={"round": 3}))
    assert "no skirmish this round" not in str(status_line(later.view(0), names))


@pytest.mark.slow
def test_a_game_resumed_from_elsewhere_is_autosaved_with_its_first_action_not_on_opening(tmp_path: Path) -> None:
    """Opened and closed unplayed, a game loaded from a file outside the saves folder leaves no
    second copy there (each opening made one, and `scavengers saves` listed them all); its first
    action writes its autosave."""
    hands = [{"hand": ["brawler", "spear", "refugee", "scavenger"]}, {"hand": ["scavenger", "shovel", "refugee"]}]
    auto = tmp_path / "saves" / "auto.json"
    auto.parent.mkdir()
    opened = ScavengersApp(session(tmp_path, round=1, players=hands), delay=0, autosave=auto, save_at_start=False)

    async def look(pilot: Pilot[None]) -> None:
        await pilot.pause()

    run(opened, look)
    assert not auto.exists()
    played = ScavengersApp(session(tmp_path, round=1, players=hands), delay=0, autosave=auto, save_at_start=False)

    async def act(pilot: Pilot[None]) -> None:
        await until_my_decision(pilot, played)
        made = played.session.game.decisions_made
        await pilot.press("enter")
        while played.session.game.decisions_made == made:
            await pilot.pause()

    run(played, act)
    assert Session.load(auto).game.decisions_made >= 1


def test_a_window_says_the_declaration_it_answers_as_the_log_told_it_with_its_target() -> None:
    """The seat asked to answer a spy is told whose zone it looks at ("a spy on Bob's hand"),
    not only its verb; where a card of the declaration was struck since, the table says it."""
    from scavengers.tui.render import prompt

    scenario = {"players": [{"hand": ["spy", "scavenger", "junk"]}, {"hand": ["guard", "scavenger"]}, {"hand": []}]}
    game = sc.Game.new(sc.GameConfig(players=3, seed=3, modules=frozenset({"recon1", "recon2"}), scenario=scenario))
    game.apply(0, "spy 1:hand")
    seat = game.to_act[0]
    assert seat == 1  # the guard's owner is asked
    said = prompt(game.view(seat), ["Ann", "Bob", "Cy"], game.legal_actions(seat), game.log(seat)).plain
    assert said.startswith("Ann declares a spy on Bob's hand with Spy. Answer it (cancel)"), said
    plain = prompt(game.view(seat), ["Ann", "Bob", "Cy"], game.legal_actions(seat)).plain  # no log: the verb
    assert plain.startswith("Ann declares spy with Spy."), plain
