"""The solo game in the browser as a newcomer meets it (audit 7), in Debian's Chromium: the lobby
and the table say what the solo game is about and how it is scored [003:330-349]; the table
shows no contested pile and no initiator, which the solo game has none of [003:332] (RULINGS
V-8); a refusal names the card that is not there; a hint and the analysis after the game speak
of a rating against par, not of a chance to win, where there is no rival (docs/analysis.md)."""

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

from .conftest import FAINT_TEXT, ServerProcess

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

STACKED = {
    "players": [
        {"hand": ["brawler", "spear", "refugee"], "deck": ["brawler", "scavenger", "scavenger", "spear", "junk"]}
    ],
    "opponents": [["tribe_family_3", "grenade"], ["thugs", "rifle", "wolf_pack"]],
}
"""Two opponent forces: a turn to beat the first, one more to meet the second."""

CONFIG = sc.GameConfig(players=1, seed=1, scenario=STACKED)


def finished_actions() -> list[tuple[int, str]]:
    """The stacked solo game played to its end by the heuristic bot."""
    game = sc.Game.new(CONFIG)
    bot = make_agent("heuristic", 1)
    actions: list[tuple[int, str]] = []
    while not game.over:
        action = bot.choose(game.view(0), game.legal_actions(0))
        game.apply(0, action)
        actions.append((0, str(action)))
    return actions


@pytest.fixture
def solo_server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A server holding two stacked solo games: ``fresh`` (nothing played, hints allowed) and
    ``done`` (played to the end), each with the seat token ``my-token``."""
    db = f"sqlite:///{tmp_path / 'solo.sqlite3'}"
    store = open_store(db)
    token = [hash_token("my-token")]
    hints = {"hints": True}
    store.create_game(StoredGame("fresh", CONFIG.to_dict(), ["human"], list(token), time.time(), options=hints))
    store.create_game(StoredGame("done", CONFIG.to_dict(), ["human"], list(token), time.time()))
    store.append_actions([("done", index, seat, notation) for index, (seat, notation) in enumerate(finished_actions())])
    store.close()
    server = ServerProcess(db, options=("--hint-seconds", "2", "--analysis-iterations", "16")).start()
    yield server
    server.stop()


def send(page: Page, notation: str) -> None:
    page.fill("#notation", notation)
    page.press("#notation", "Enter")


def test_the_solo_table_tells_the_goal_shows_no_initiator_nor_contested_pile_and_words_refusals_and_hints(
    solo_server: ServerProcess, page: Page
) -> None:
    page.goto(solo_server.url)
    page.select_option("#players", "1")
    note = page.inner_text("#solo-note")
    assert "2 points per contested resource, 1 per other card" in note
    assert "largest tribe" not in note  # the solo game is scored in points, not people

    page.goto(f"{solo_server.url}/game/fresh#token=my-token")
    page.wait_for_selector("button.action")
    goal = page.inner_text("#solo-goal")
    assert "Fight each force once" in goal
    assert "2 points per contested resource and 1 per other card" in goal
    status = page.inner_text("#status")
    assert "You are Seat 0 · turn 1 ·" in status  # turns, as the log counts them
    # the score as it stands: the tribe's 8 cards (3 in hand, 5 in the deck), 1 point each [003:345-349]
    assert "your score now: 8 points" in status, status
    assert page.locator("#contested").count() == 0  # no contested pile in the solo game (V-8)
    assert "initiator" not in page.inner_text("#mine h2")
    log = page.inner_text("#log")
    assert "The solo game begins" in log
    assert "initiator" not in log
    assert page.evaluate(FAINT_TEXT) == []  # the goal's line is as readable as the rest
    page.click("#rules-button")
    rules = " ".join(page.inner_text("#rules-dialog").split())
    assert "The solo game is played for points instead" in rules
    assert "In the solo game the top holds the seven opponent forces" in rules
    assert "a leader or a building counts nothing" in rules  # RULINGS V-7
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules-dialog", state="detached")

    # a hint: no chance to win where there is no rival
    page.click("#hint")
    result = page.locator("#hint-result")
    result.wait_for(timeout=60_000)
    first = page.locator(".hint-action").first.inner_text()
    assert "against par" in first, first
    assert "to win" not in result.inner_text()

    # refusals name the card that is not there
    send(page, "end")
    page.wait_for_selector('button.action[data-action="engage 1"]')
    assert "(Seat 0 may engage an opponent force, or not this turn)" in page.inner_text("#turn-line")
    send(page, "engage 1")
    page.wait_for_selector('#solo-forces >> text="Engaged: force 1"')
    send(page, "commit brawler brawler")
    page.wait_for_selector("#error >> text=/./")
    said = page.inner_text("#error")
    assert "only 1 brawler card in your hand" in said, said
    assert "at least 0" not in said
    send(page, "commit brawler spear")
    page.wait_for_selector("#turn-line >> text=/prize|skirmish turn/")
    if "skirmish turn" in page.inner_text("#turn-line"):
        send(page, "pass")
    page.wait_for_selector("#turn-line >> text=/takes a prize from the force beaten/")
    send(page, "keep thugs")  # in force 2, not in the force beaten
    page.wait_for_selector("#error >> text=/thugs/")
    said = page.inner_text("#error")
    assert "no thugs card in the cards left in the force you beat" in said, said
    assert "1 cards" not in said


def test_the_analysis_of_a_solo_game_charts_a_rating_not_a_chance_to_win(
    solo_server: ServerProcess, page: Page
) -> None:
    page.goto(f"{solo_server.url}/game/done#token=my-token")
    page.wait_for_selector("#end-screen")
    assert re.search(r"Game over: you score \d+ points", page.inner_text("#end-screen"))
    assert "2 points per contested resource and 1 per other card" in page.inner_text("#end-rule")
    page.click("#end-screen #analyse")
    page.wait_for_selector("#analysis", timeout=60_000)
    chart = page.get_attribute("#chance-chart", "aria-label") or ""
    assert chart.startswith("Rating chart: "), chart
    assert "even share" not in chart  # an even share of one player's game is all of it
    assert page.locator("#chance-chart line.even").count() == 0
    analysis = page.inner_text("#analysis")
    assert "rating of your tribe against par" in analysis
    assert "win chance" not in analysis.lower()
    for advice in page.locator("#marked a.marked").all_inner_texts():
        assert "points of rating lost" in advice, advice


def test_a_solo_game_is_played_to_its_score_with_the_keyboard_alone(solo_server: ServerProcess, page: Page) -> None:
    """Enter takes the choice the page puts the focus on; no click, no mouse."""
    page.goto(f"{solo_server.url}/game/fresh#token=my-token")
    page.wait_for_selector("button.action")
    for _ in range(60):
        if page.locator("#end-screen").count():
            break
        page.wait_for_function("document.activeElement && document.activeElement.matches('button.action')")
        before = int(page.get_attribute("#status", "data-version") or -1)
        page.keyboard.press("Enter")
        page.wait_for_function(
            f"document.querySelector('#end-screen') || document.querySelector('#status').dataset.version > {before}"
        )
    end = page.locator("#end-screen")
    end.wait_for()
    assert re.search(r"Game over: you score \d+ points", end.inner_text())
    assert "force 1: fought" in page.inner_text("#solo-forces")
