"""The browser's skirmish box outlines the force the engine names as winning now
(``View.skirmish_winner``) and says it in words, or says that none would win (a deadlock);
it never ranks forces itself (a 2-player 3 against 2 is a tie [000:116])."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Page

from .conftest import ServerProcess
from .test_web_browser import store_stacked

pytestmark = pytest.mark.slow  # a server and a browser each: run by `pytest -m slow`


def act(base: str, token: str, action: str) -> None:
    response = httpx.post(f"{base}/api/games/stacked/actions", json={"token": token, "action": action}, timeout=20)
    assert response.status_code == 200, response.text


def to_skirmish(base: str, tokens: list[str], commits: dict[int, str]) -> dict[str, Any]:
    """Every seat ends its turn and commits as given (the rest nothing), windows passed, until a
    skirmish opportunity is asked; the spectator's view then."""
    for _ in range(40):
        view: dict[str, Any] = httpx.get(f"{base}/api/games/stacked", timeout=20).json()["view"]
        decision = view["decision"]
        if decision["kind"] == "skirmish":
            return view
        seat, kind = decision["seat"], decision["kind"]
        move = "end" if kind == "turn" else commits.get(seat, "commit none") if kind == "commit" else "pass"
        act(base, tokens[seat], move)
    raise AssertionError("no skirmish opportunity was asked")


def verdict(page: Page) -> str:
    return page.locator("#skirmish-verdict").inner_text()


def test_the_force_the_engine_names_is_outlined_and_said_and_follows_a_snipe(sqlite_url: str, page: Page) -> None:
    """[000:268]: the highest fight wins. Seat 1 (brawler 2 + scout 2 = 4) leads seat 0 (brawler
    2 + scavenger 1 + two sniper teams = 3): its force is outlined, "wins now" beside its name,
    and the sentence above says it. Seat 0 snipes the scout: seat 1 has 2, and seat 0's force is
    outlined instead (the engine's figure, redrawn)."""
    players: list[dict[str, Any]] = [
        {"hand": ["brawler", "scavenger", "sniper_team", "sniper_team"]},
        {"hand": ["brawler", "scout"]},
        {"hand": []},
    ]
    tokens = store_stacked(sqlite_url, players, table={"round": 3})
    server = ServerProcess(sqlite_url).start()
    try:
        view = to_skirmish(
            server.url, tokens, {0: "commit brawler scavenger sniper_team sniper_team", 1: "commit brawler scout"}
        )
        assert view["skirmish_winner"] == 1
        page.goto(f"{server.url}/game/stacked#token={tokens[2]}")
        winning = page.locator("#skirmish .force.winning")
        winning.wait_for()
        assert winning.count() == 1
        assert winning.get_attribute("data-seat") == "1"
        assert "wins now" in winning.locator(".force-name").inner_text()
        name = page.locator('#skirmish .force[data-seat="1"] .force-name').inner_text().removesuffix(" · wins now")
        assert verdict(page) == f"{name} wins now, if nobody does anything more."
        act(server.url, tokens[0], "snipe 1:scout")
        page.locator('#skirmish .force.winning[data-seat="0"]').wait_for()
        assert verdict(page).startswith("Seat 0 wins now")
        assert page.locator("#skirmish .force.winning").count() == 1
        assert "wins now" not in page.locator('#skirmish .force[data-seat="1"] .force-name').inner_text()
    finally:
        server.stop()


def test_a_two_player_margin_of_one_is_said_as_a_deadlock_and_nothing_outlined(sqlite_url: str, page: Page) -> None:
    """[000:116]: "Skirmishes must be won by 2. If not, then it is a tie" (RULINGS V-2, ED-6):
    seat 1's 3 (brawler 2 + scavenger 1) against seat 0's 2 (brawler 2 + sniper team) outlines
    no force, though 3 is the highest fight, and the page says no one would win."""
    players = [{"hand": ["brawler", "sniper_team"]}, {"hand": ["brawler", "scavenger"]}]
    tokens = store_stacked(sqlite_url, players, table={"round": 3})
    server = ServerProcess(sqlite_url).start()
    try:
        view = to_skirmish(server.url, tokens, {0: "commit brawler sniper_team", 1: "commit brawler scavenger"})
        assert view["skirmish_winner"] is None
        assert all(seat["strength"] is not None for seat in view["seats"])
        page.goto(f"{server.url}/game/stacked#token={tokens[1]}")
        page.locator("#skirmish-verdict").wait_for()
        assert verdict(page).startswith("Deadlock now")
        assert page.locator("#skirmish .force.winning").count() == 0
        assert "wins now" not in page.locator("#skirmish").inner_text()
    finally:
        server.stop()
