"""The terminal app lets a searching bot think on a worker thread: the screen stays live."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

import pytest
from textual.widgets import Static

import scavengers as sc
from scavengers.bots import Determinizer, IsmctsAgent
from scavengers.tui.app import ScavengersApp
from scavengers.tui.screens import HelpScreen
from scavengers.tui.session import HUMAN, Session

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`


class GatedBot:
    """A searching bot that thinks until the test lets it answer."""

    name = "gated"
    observes: ClassVar[bool] = True

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.threads: list[int] = []

    def choose(self, view: sc.View | None, legal: Sequence[sc.Action]) -> sc.Action:
        return legal[0]

    def search(self, view: sc.View, legal: Sequence[sc.Action], determinizer: Determinizer) -> sc.Action:
        self.threads.append(threading.get_ident())
        determinizer.sample(1)
        assert self.gate.wait(timeout=30), "the test never let the bot answer"
        return legal[-1]


def test_the_screen_stays_live_while_a_search_bot_thinks(tmp_path: Path) -> None:
    hands = [{}, {"hand": ["scavenger", "shovel", "refugee"]}]
    config = sc.GameConfig(players=2, seed=3, scenario={"round": 1, "initiator": 1, "players": hands})
    session = Session.new(config, [HUMAN, "ismcts:iters=2"], tmp_path / "save.json")
    bot = GatedBot()
    session.agents[1] = bot
    game = session.game
    before = game.decisions_made
    expected = game.legal_actions(1)[-1]
    app = ScavengersApp(session, delay=0)

    async def go() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            for _ in range(100):
                if bot.threads:
                    break
                await pilot.pause(0.01)
            assert bot.threads
            assert bot.threads[0] != threading.get_ident()
            assert "Seat 1 (ismcts:iters=2) is thinking" in str(app.query_one("#message", Static).render())
            # The screen answers keys while the bot thinks, and nothing acts for the person.
            await pilot.press("f1")
            assert isinstance(app.screen, HelpScreen)
            await pilot.press("escape")
            assert not isinstance(app.screen, HelpScreen)
            await pilot.press("ctrl+z")
            assert game.decisions_made == before
            bot.gate.set()
            await app.workers.wait_for_complete()
            for _ in range(100):
                if game.decisions_made > before:
                    break
                await pilot.pause(0.01)
            await pilot.pause()
            assert [a for s, a in session.actions[len(session.prior) :]][:1] == [str(expected)]
            assert "thinking" not in str(app.query_one("#message", Static).render())

    asyncio.run(go())


def test_quitting_while_a_search_bot_thinks_stops_it_at_once(tmp_path: Path) -> None:
    hands = [{}, {"hand": ["scavenger", "shovel", "refugee"]}]
    config = sc.GameConfig(players=2, seed=3, scenario={"round": 1, "initiator": 1, "players": hands})
    session = Session.new(config, [HUMAN, "ismcts:time=120"], tmp_path / "save.json")
    bot = session.agents[1]
    assert isinstance(bot, IsmctsAgent)
    app = ScavengersApp(session, delay=0)
    took: list[float] = []

    async def go() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert "is thinking" in str(app.query_one("#message", Static).render())
            started = time.perf_counter()
            await pilot.press("ctrl+q")
            await pilot.press("y")
            await app.workers.wait_for_complete()
            took.append(time.perf_counter() - started)

    asyncio.run(go())
    assert took
    assert took[0] < 20  # the search stopped: it had two minutes left
    assert bot.last_iterations >= 1
