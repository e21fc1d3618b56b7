"""The hint button and the analysis after the game, in Debian's Chromium as a person uses them:
the table says whether hints are allowed, the lobby's option follows the seats until the
creator decides, a hint shows its progress and stops on request, and the end screen's analysis
marks decisions that the replay then shows."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page

import scavengers as sc
from scavengers.bots import make_agent
from scavengers.server.hub import hash_token
from scavengers.storage import StoredGame, open_store

from .conftest import ServerProcess

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    # A hint may think long enough to be stopped.
    options = ("--hint-seconds", "30")
    process = ServerProcess(f"sqlite:///{tmp_path / 'games.sqlite3'}", options=options).start()
    yield process
    process.stop()


def test_a_hint_thinks_with_a_progress_bar_stops_on_request_and_offers_its_moves(
    server: ServerProcess, page: Page
) -> None:
    page.goto(server.url)
    page.select_option("#players", "2")
    assert page.is_checked("#hints")  # one person against a bot: hints allowed
    page.select_option('.seat-kind[data-seat="1"]', "human")
    assert not page.is_checked("#hints")  # friends: only if the creator allows them
    page.check("#hints")
    page.select_option('.seat-kind[data-seat="1"]', "heuristic")
    assert page.is_checked("#hints")  # the creator's choice stands
    page.fill("#seed", "6")
    page.click("#create")
    page.wait_for_url(re.compile(r"/game/[^/#]+$"))  # "Create game" opens the table
    table = page.url
    page.goto(server.url)
    page.wait_for_selector("#all-games .hints >> text=hints allowed")
    page.goto(table)
    page.wait_for_selector("button.action")
    assert "hints allowed" in page.inner_text("#hints-mark")
    assert page.locator("#seeded-mark").count() == 0  # seeded, but she is the only person here
    page.click("#hint")
    page.wait_for_selector("#hint-progress")
    page.click("#hint-stop")
    result = page.locator("#hint-result")
    result.wait_for()
    assert "stopped early" in result.inner_text()
    moves = page.locator(".hint-action")
    assert 1 <= moves.count() <= 3
    assert "% to win" in moves.first.inner_text()
    assert re.match(r"1\. [A-Z]", moves.first.inner_text())  # in words, as the menu says it, not notation
    before = int(page.get_attribute("#status", "data-version") or -1)
    moves.first.click()  # a hinted move is played with a click
    page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")


def finished_game(db: str, token: str) -> None:
    """A finished game stored for the server to serve: a person (``token``) who took her first
    legal action each time, against the heuristic bot."""
    config = sc.GameConfig(players=2, seed=3)
    game = sc.Game.new(config)
    bot = make_agent("heuristic", 1)
    actions: list[tuple[int, str]] = []
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        action = legal[0] if seat == 0 else bot.choose(game.view(seat), legal)
        game.apply(seat, action)
        actions.append((seat, str(action)))
    store = open_store(db)
    seats = ["human", "heuristic"]
    store.create_game(StoredGame("done", config.to_dict(), seats, [hash_token(token), None], time.time()))
    store.append_actions([("done", index, seat, notation) for index, (seat, notation) in enumerate(actions)])
    store.close()


def test_the_end_screen_analyses_my_decisions_and_the_replay_shows_the_marked_ones(tmp_path: Path, page: Page) -> None:
    db = f"sqlite:///{tmp_path / 'finished.sqlite3'}"
    finished_game(db, "my-token")
    server = ServerProcess(db, options=("--analysis-iterations", "16")).start()
    try:
        analyse_and_replay(page, f"{server.url}/game/done#token=my-token")
    finally:
        server.stop()


def analyse_and_replay(page: Page, link: str) -> None:
    page.goto(link)
    page.click("#end-screen #analyse")
    page.wait_for_selector("#analysis", timeout=60_000)
    assert page.locator("#chance-chart polyline").count() == 1
    assert page.locator("#chance-chart text.scale").all_text_contents() == ["0%", "50%", "100%"]
    marked = page.locator("#marked a.marked")
    assert marked.count() >= 1
    assert "win chance lost; better: " in marked.first.inner_text()
    marked.first.click()
    mark = page.locator("#replay-mark .mark")
    mark.wait_for()
    assert "Marked decision (next)" in mark.inner_text()
    assert "Replay: step" in page.inner_text("#turn-line")
