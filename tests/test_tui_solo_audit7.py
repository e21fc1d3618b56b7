"""The solo game in the terminal as a newcomer meets it (audit 7): the log says what the game is
about and never names an initiator [003:332]; a whole game is played with the arrow keys and
Enter alone; a refusal names the card that is not there; the rules help says the solo game is
played for points and what counts [003:345-349] (RULINGS V-7); a game saved half way is listed,
resumed and replayed with the forces still face down; the analysis speaks of a rating, not of a
chance to win, in a game with no rival."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Markdown, OptionList, RichLog, Static

import scavengers as sc
from scavengers.analysis import Budget
from scavengers.analysis.review import advice
from scavengers.bots.agent import make_agent
from scavengers.cards import CATALOGUE
from scavengers.cli.main import main
from scavengers.engine import Action, Verb
from scavengers.tui.app import ScavengersApp
from scavengers.tui.hints import HintScreen
from scavengers.tui.replay import ReplayApp
from scavengers.tui.screens import ConfirmScreen, EndScreen, HelpScreen, SkirmishScreen
from scavengers.tui.session import HUMAN, Session
from tui_helpers import panel_text, run_app, type_in

STACKED = {
    "players": [
        {"hand": ["brawler", "spear", "refugee"], "deck": ["brawler", "scavenger", "scavenger", "spear", "junk"]}
    ],
    "opponents": [["tribe_family_3", "grenade"], ["thugs", "rifle", "wolf_pack"]],
}
"""Two opponent forces: a turn to beat the first, one more to meet the second."""


def stacked(tmp_path: Path) -> Session:
    return Session.new(sc.GameConfig(players=1, seed=1, scenario=STACKED), [HUMAN], tmp_path / "save.json")


def log_lines(app: ScavengersApp) -> list[str]:
    return [line.text for line in app.query_one("#log", RichLog).lines]


def labels(app: ScavengersApp) -> list[str]:
    options = app.query_one("#actions", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def choose(pilot: Pilot[None], app: ScavengersApp, starts: str) -> None:
    """Move the actions' cursor with the arrow keys to the action that starts with ``starts``
    and press Enter, as a person at the keyboard does."""
    options = app.query_one("#actions", OptionList)
    assert app.focused is options, f"the keys go to {app.focused!r}, not the actions"
    wanted = next(i for i, label in enumerate(labels(app)) if label.startswith(starts))
    for _ in range(options.option_count * 2):
        if options.highlighted == wanted:
            break
        await pilot.press("down" if (options.highlighted or 0) < wanted else "up")
    assert options.highlighted == wanted
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.slow
def test_a_whole_solo_game_is_played_with_the_arrow_keys_and_enter_and_its_log_tells_the_goal(tmp_path: Path) -> None:
    app = ScavengersApp(stacked(tmp_path), delay=0, records_path=tmp_path / "bests.json")

    async def script(pilot: Pilot[None]) -> None:
        # The log opens with what the game is about, and the solo game has no initiator [003:332].
        await pilot.press("f3")  # the log, beside the table
        await pilot.pause()
        lines = log_lines(app)
        assert lines, "the log is empty"
        opening = " ".join(" ".join(lines).split())  # the lines as wrapped to the panel's width
        assert "T1 Turn 1 begins." in opening, opening  # the solo game's turns, no initiator
        opening = opening[: opening.index("T1 Turn 1 begins.")]
        assert "The solo game begins" in opening
        assert "Fight each of them once" in opening
        assert "2 points per contested resource and 1 per other card" in opening
        assert "initiator" not in opening
        await pilot.press("f3", "escape")  # the table again, and the keys back on the actions
        await pilot.pause()
        await choose(pilot, app, "End your turn")
        assert "engage one of the opponent forces" in panel_text(app, "#prompt")
        await choose(pilot, app, "Engage opponent force 1")
        assert "Commit cards against opponent force 1" in panel_text(app, "#prompt")
        await choose(pilot, app, "Commit")  # the first commit offered: the whole hand
        for _ in range(20):
            screen = app.screen
            if isinstance(screen, EndScreen):
                break
            if isinstance(screen, SkirmishScreen | ConfirmScreen):
                await pilot.press("enter" if isinstance(screen, SkirmishScreen) else "y")
                await pilot.pause()
                continue
            decision = app.session.game.view(0).decision
            assert decision is not None
            if decision.kind == "turn":
                await choose(pilot, app, "End your turn")
            elif decision.kind == "engage":
                left = [n for n, size in enumerate(app.session.game.view(0).forces, 1) if size]
                await choose(pilot, app, f"Engage opponent force {left[0]}")
            else:  # commit, prize, loss, keep: the action the game marks first
                await pilot.press("enter")
                await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        result = app.session.game.result
        assert result is not None
        shown = " ".join(str(label.render()) for label in app.screen.query("Label"))
        assert f"Your score: {result.scores[0].points} points" in shown
        assert "winner" not in shown.lower()  # the solo game is played for points, not won
        await pilot.press("escape")  # back to the table and the log
        await pilot.pause()
        if not log_lines(app):
            await pilot.press("f3")
            await pilot.pause()
        told = " ".join(" ".join(log_lines(app)).split())
        assert "T2 Turn 2 begins." in told  # the solo game's turns, as its status line counts them
        assert "initiator" not in told

    run_app(app, script, (130, 45))


@pytest.mark.slow
def test_a_refused_commit_or_prize_names_the_card_that_is_not_there(tmp_path: Path) -> None:
    app = ScavengersApp(stacked(tmp_path), delay=0, records_path=tmp_path / "bests.json")

    async def script(pilot: Pilot[None]) -> None:
        await type_in(pilot, app, "end")
        await type_in(pilot, app, "engage 1")
        await type_in(pilot, app, "commit brawler brawler")
        said = panel_text(app, "#message")
        assert "only 1 brawler card in your hand" in said, said
        assert "at least 0" not in said
        await type_in(pilot, app, "commit thugs")
        assert "no thugs card in your hand" in panel_text(app, "#message")
        await type_in(pilot, app, "commit brawler brawler brawler spear spear")
        assert "only 1 brawler card in your hand" in panel_text(app, "#message")  # the first short
        await type_in(pilot, app, "commit brawler spear spear spear")
        assert "only 1 spear card in your hand" in panel_text(app, "#message")
        await type_in(pilot, app, "commit brawler spear")
        assert isinstance(app.screen, SkirmishScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert "You won the skirmish" in panel_text(app, "#prompt")
        await type_in(pilot, app, "keep thugs")  # in force 2, not in the force beaten
        said = panel_text(app, "#message")
        assert "no thugs card in the cards left in the force you beat" in said, said
        assert "1 cards" not in said
        await type_in(pilot, app, "keep grenade")
        assert "1: fought" in panel_text(app, "#seats")

    run_app(app, script, (130, 45))


@pytest.mark.slow
def test_the_rules_help_says_the_solo_game_is_played_for_points_and_what_counts(tmp_path: Path) -> None:
    app = ScavengersApp(stacked(tmp_path), delay=0, records_path=tmp_path / "bests.json")

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        markdown = app.screen.query_one(Markdown)
        text = " ".join(markdown.source.split())
        intro = text[: text.index("## Setting up")]
        assert "largest tribe" in intro  # the multi-player goal, then where the solo one is
        assert "The solo game is played for points instead" in intro
        solo = text[text.index("## The solo game") :]
        solo = solo[: solo.index("\n## ") if "\n## " in solo else len(solo)]
        assert "2 points for each contested resource" in solo
        assert "a leader or a building counts nothing" in solo  # RULINGS V-7
        assert "until you have fought all seven" in solo  # [003:344]
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)

    run_app(app, script, (130, 45))


def half_played(tmp_path: Path, seed: int = 3, fights: int = 3) -> Session:
    """A normal solo game played by the heuristic bot through ``fights`` engagements, then saved
    as its autosave is: waiting on the next engagement."""
    folder = tmp_path / "saves"
    session = Session.new(sc.GameConfig(players=1, seed=seed), [HUMAN], folder / "game-1.json")
    bot = make_agent("heuristic", seed)
    while True:
        view = session.game.view(0)
        assert view.decision is not None
        if view.decision.kind == "engage" and sum(1 for size in view.forces if size) == 7 - fights:
            break
        session.apply(0, bot.choose(view, session.game.legal_actions(0)))
    session.save()
    return session


def hidden_kinds(session: Session) -> set[str]:
    """The kinds in the forces not fought yet that the player has never been shown anywhere."""
    game = session.game
    state = game._state  # the test's omniscient look, never the player's
    unfought = {state.kinds[card] for force in state.opponents for card in force}
    seen = json.dumps([str(game.view(0)), [str(e) for e in game.log(0)]])
    return {kind for kind in unfought if CATALOGUE[kind].name not in seen and kind not in seen}


@pytest.mark.slow
def test_a_solo_game_saved_half_way_is_listed_resumed_and_replayed_with_the_forces_face_down(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = half_played(tmp_path)
    forces = session.game.view(0).forces
    turn = session.game.view(0).round
    assert main(["saves", "--saves-dir", str(tmp_path / "saves")]) == 0
    listed = capsys.readouterr().out
    assert "solo game" in listed
    assert f"turn {turn}" in listed
    assert f"scavengers play --load {session.save_path}" in listed
    hidden = hidden_kinds(session)
    assert hidden, "nothing is left face down to keep hidden"

    resumed = Session.load(session.save_path)
    assert resumed.game.view(0).forces == forces
    app = ScavengersApp(resumed, delay=0, records_path=tmp_path / "bests.json")

    async def resume(pilot: Pilot[None]) -> None:
        seats = panel_text(app, "#seats")
        for number, size in enumerate(forces, 1):
            assert (f"{number}: {size} face down" if size else f"{number}: fought") in seats
        assert "engage one of the opponent forces" in panel_text(app, "#prompt")
        assert not [CATALOGUE[k].name for k in hidden if CATALOGUE[k].name in seats]

    run_app(app, resume, (130, 45))

    replay = ReplayApp(Session.load(session.save_path, to_play=False), 0)

    async def step_through(pilot: Pilot[None]) -> None:
        await pilot.press("end")
        await pilot.pause()
        log = replay.query_one("#log", RichLog)
        shown = " ".join([panel_text(replay, "#seats"), *(line.text for line in log.lines)])
        assert "face down" in shown
        assert "initiator" not in shown
        assert not [CATALOGUE[k].name for k in hidden if CATALOGUE[k].name in shown]

    run_app(replay, step_through, (130, 45))


def test_the_analysis_of_a_solo_commit_speaks_of_a_rating_and_the_force_engaged(tmp_path: Path) -> None:
    """docs/analysis.md: "in the solo game there is no rival: the figure is the bot's hand-made
    score of the tribe against par, not a chance"; the advice said "points of win chance lost"
    and named no force (the rivals' committed forces are none)."""
    game = stacked(tmp_path).game
    game.apply(0, "end")
    game.apply(0, "engage 2")
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "commit"
    taken = Action(Verb.COMMIT, cards=("refugee",))
    better = Action(Verb.COMMIT, cards=("brawler", "refugee", "spear"))
    said = advice(view, taken, better, 0.12, ["You"])
    assert said.startswith("you committed 1 card in turn 1 against opponent force 2 (3 cards face down)"), said
    assert "about 12 points of rating lost" in said
    assert "win chance" not in said


@pytest.mark.slow
def test_f6_in_the_solo_game_rates_the_moves_against_par_not_a_chance_to_win(tmp_path: Path) -> None:
    app = ScavengersApp(stacked(tmp_path), delay=0, records_path=tmp_path / "bests.json")
    app.hint_budget = Budget(iterations=30)

    async def script(pilot: Pilot[None]) -> None:
        assert "hints on (F6)" in panel_text(app, "#status")
        await pilot.press("f6")
        screen = app.screen
        assert isinstance(screen, HintScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = str(screen.query_one("#hint-result", Static).render())
        assert text.startswith("1. ")
        assert "against par" in text
        assert "to win" not in text

    run_app(app, script, (130, 45))


def test_watching_a_bot_s_solo_game_names_the_opponent_and_no_initiator(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["watch", "--players", "1", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "The solo game begins" in out
    assert "The opponent reveals" in out
    assert "The opponent: fight" in out or "The opponent: no fight" in out
    assert "Seat 1" not in out  # the forces are no seat of the table
    assert "initiator" not in out
    assert "Turn 2 begins." in out


def test_analysing_a_finished_solo_game_names_no_winner_and_no_win_chance(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = stacked(tmp_path)
    bot = make_agent("random", 2)
    while not session.game.over:
        session.apply(0, bot.choose(session.game.view(0), session.game.legal_actions(0)))
    path = session.save()
    plot = tmp_path / "rating.png"
    assert main(["analyse", str(path), "--iterations", "30", "--plot", str(plot)]) == 0
    out = capsys.readouterr().out
    assert "decisions judged" in out
    assert f"Wrote the rating against par over the game to {plot}." in out
    assert plot.stat().st_size > 0
    assert "Winners:" not in out  # the solo game is scored, not won [003:345-349]
    assert "win chance" not in out.lower()
    assert "The rating against par after the last decision of each turn:" in out
    assert "  turn  1: " in out
