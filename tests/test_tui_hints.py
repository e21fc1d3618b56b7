"""The terminal game's hint (F6), driven through Textual's pilot: offered at a person's decision
in a game against bots, shown on the table, worked out with a progress bar, stopped with Esc;
off (and hidden) at a shared screen unless its host allows hints. The replay's analysis (a):
the marked decisions shown beside their steps."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import ProgressBar, Static

import scavengers as sc
from scavengers.analysis import Budget
from scavengers.bots import make_agent
from scavengers.cli.main import build_parser
from scavengers.cli.play import build_session
from scavengers.tui.analysis import AnalysisPanel
from scavengers.tui.app import ScavengersApp
from scavengers.tui.hints import HintScreen
from scavengers.tui.replay import ReplayApp
from scavengers.tui.session import HUMAN, Session
from tui_helpers import run_app

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

HAND = {"round": 1, "initiator": 0, "players": [{"hand": ["refugee", "scavenger", "shovel", "brawler", "spear"]}]}


def run(app: App[None], script: Callable[[Pilot[None]], Awaitable[None]]) -> None:
    run_app(app, script, (120, 40))


def session(tmp_path: Path, seats: list[str], hints: bool | None = None) -> Session:
    config = sc.GameConfig(players=len(seats), seed=3, scenario=HAND)
    return Session.new(config, seats, tmp_path / "save.json", hints=hints)


def shown(app: ScavengersApp, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())


async def finished(pilot: Pilot[None], app: ScavengersApp) -> HintScreen:
    screen = app.screen
    assert isinstance(screen, HintScreen)
    await app.workers.wait_for_complete()
    await pilot.pause()
    assert screen.done
    return screen


def test_f6_shows_the_best_actions_with_their_chance_to_win_from_the_persons_view(tmp_path: Path) -> None:
    app = ScavengersApp(session(tmp_path, [HUMAN, "heuristic"]), delay=0)
    app.hint_budget = Budget(iterations=30)

    async def script(pilot: Pilot[None]) -> None:
        assert "hints on (F6)" in str(app.query_one("#status", Static).render())
        assert app.check_action("hint", ()) is True
        before = app.session.game.to_json()
        await pilot.press("f6")
        screen = await finished(pilot, app)
        assert screen.found is not None
        assert screen.found.playouts == 30
        assert all(s.action in app.session.game.legal_actions(0) for s in screen.found.suggestions)
        text = shown(app, "#hint-result")
        assert text.startswith("1. ")
        assert "% to win" in text
        assert "from what you can see" in text
        assert screen.query_one("#hint-progress", ProgressBar).progress == 100
        assert app.session.game.to_json() == before  # a hint changes nothing
        await pilot.press("escape")
        assert not isinstance(app.screen, HintScreen)

    run(app, script)


def test_escape_stops_a_hint_and_shows_what_it_found_so_far(tmp_path: Path) -> None:
    app = ScavengersApp(session(tmp_path, [HUMAN, "heuristic"]), delay=0)
    app.hint_budget = Budget(iterations=1_000_000)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("f6")
        screen = app.screen
        assert isinstance(screen, HintScreen)
        await pilot.pause(0.3)  # the search is under way
        assert not screen.done
        await pilot.press("escape")
        stopped = (await finished(pilot, app)).found
        assert stopped is not None
        assert stopped.stopped
        assert stopped.playouts < 1_000_000
        assert "stopped early" in shown(app, "#hint-result")
        await pilot.press("escape")
        assert not isinstance(app.screen, HintScreen)

    run(app, script)


def test_hints_are_off_at_a_shared_screen_unless_its_host_allows_them(tmp_path: Path) -> None:
    app = ScavengersApp(session(tmp_path, [HUMAN, HUMAN]), delay=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")  # the device goes to seat 0
        await pilot.pause()
        assert "hints off" in str(app.query_one("#status", Static).render())
        assert app.check_action("hint", ()) is False  # not in the footer
        await pilot.press("f6")
        assert not isinstance(app.screen, HintScreen)

    run(app, script)
    allowed = session(tmp_path, [HUMAN, HUMAN], hints=True)
    assert Session.load(allowed.save()).hints is True
    parser = build_parser()
    argv = ["play", "--hotseat", "--players", "2", "--save", str(tmp_path / "s.json")]
    assert build_session(parser.parse_args(argv)).hints is False
    assert build_session(parser.parse_args([*argv, "--hints"])).hints is True
    assert build_session(parser.parse_args(["play", "--players", "2", "--no-hints"])).hints is False


def test_the_replay_analyses_the_seats_decisions_and_shows_each_marked_one_beside_its_step(tmp_path: Path) -> None:
    table = Session.new(sc.GameConfig(players=2, seed=3), [HUMAN, "heuristic"], tmp_path / "done.json")
    bot = make_agent("heuristic", 1)
    game = table.game
    while not game.over:  # the person takes her first legal action each time
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        table.apply(seat, legal[0] if seat == 0 else bot.choose(game.view(seat), legal))
    app = ReplayApp(Session.load(table.save(), to_play=False), 0)
    app.review_iterations = 16

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("a")
        await app.workers.wait_for_complete()
        await pilot.pause()
        panel = app.query_one(AnalysisPanel)
        assert panel.review is not None
        marked = panel.review.marked()
        assert marked
        assert "decisions judged" in str(app.query_one("#analysis-line", Static).render())
        await pilot.press("m")
        status = str(app.query_one("#status", Static).render())
        assert f"Marked decision: {marked[0].advice}" in status
        assert app.moves[app.index - 1] == app.session.actions[marked[0].step]  # beside its own step

    run(app, script)
