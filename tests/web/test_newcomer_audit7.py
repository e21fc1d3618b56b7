"""A newcomer's game in Debian's Chromium, by mouse, keyboard and screen reader: the forces of a
skirmish come in once, not again each time the table is drawn (a card picked, a chat line, a
move); the status line and the live region speak of the game's phases in words; the analysis
and the hint, while they think, name what their Stop stops; the end screen says what its
People column counts."""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from .conftest import ServerProcess
from .test_web_a11y import RECORD_ANNOUNCEMENTS, focused
from .test_web_browser import stacked_hotseat, store_stacked
from .test_web_hints import finished_game

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

ENTERING = """sel => document.getAnimations()
    .filter((a) => a.playState === "running" && a.animationName === "meet" && a.effect.target.closest(sel))
    .length"""
"""A page probe: how many cards under ``sel`` are coming in (the ``meet`` animation) now."""

SETTLED = "() => document.getAnimations().every((a) => a.playState !== 'running')"

# A 2-player table at round 3 with two prizes left: its skirmish does not end the game.
FIGHTERS = [
    {"hand": ["brawler", "refugee"], "deck": ["scavenger"] * 3 + ["refugee"] * 2},
    {"hand": ["sniper_team", "refugee"], "deck": ["scavenger"] * 3 + ["refugee"] * 2},
]
ROUND_3 = {"round": 3, "contested": ["grenade", "medkit"]}


def act(base: str, token: str, action: str) -> dict[str, Any]:
    answer: dict[str, Any] = httpx.post(
        f"{base}/api/games/stacked/actions", json={"token": token, "action": action}
    ).json()
    assert "error" not in answer, answer
    return answer


def coming_in(page: Page, selector: str) -> int:
    count: int = page.evaluate(ENTERING, selector)
    return count


def test_a_skirmish_s_cards_come_in_once_and_the_next_round_is_said_in_sentences(sqlite_url: str, page: Page) -> None:
    tokens = store_stacked(sqlite_url, FIGHTERS, table=ROUND_3)
    server = ServerProcess(sqlite_url).start()
    try:
        base = server.url
        act(base, tokens[0], "end")
        act(base, tokens[0], "commit brawler refugee")
        act(base, tokens[1], "end")
        act(base, tokens[1], "commit refugee sniper_team")  # the forces meet: Seat 1 may snipe
        page.goto(f"{base}/game/stacked#token={tokens[0]}")
        page.wait_for_selector("#skirmish .force .card")
        # How a hire is paid is on the table, where no hire button shows it yet.
        assert "food (from a hunt, a garden or your leader)" in page.inner_text("#market-how")
        # Her tribe counted as the end would count it: a brawler and 6 refugees and scavengers.
        assert page.inner_text("#my-people") == "7 people"
        page.evaluate(RECORD_ANNOUNCEMENTS)
        page.wait_for_function(SETTLED)
        # The table is drawn again (Seat 1 says something): the forces stay where they lie.
        version = page.get_attribute("#status", "data-version")
        httpx.post(f"{base}/api/games/stacked/chat", json={"token": tokens[1], "text": "hmm"}).raise_for_status()
        page.wait_for_selector("#chat-lines >> text=hmm")
        assert page.get_attribute("#status", "data-version") == version
        assert coming_in(page, "#skirmish") == 0
        assert page.evaluate("getComputedStyle(document.querySelector('#skirmish .card')).opacity") == "1"
        # Seat 1 passes: the skirmish is decided, round 4 begins with Seat 1; then it is her turn.
        act(base, tokens[1], "pass")
        act(base, tokens[1], "end")
        act(base, tokens[1], "commit refugee")
        page.wait_for_selector("#hand button.card")
        page.wait_for_selector("#last-skirmish .force.won .card")
        said = " ".join(page.evaluate("window.said"))
        assert "Seat 0 wins the skirmish" in said
        assert "Gathering phase." in said
        assert "gathering phase." not in said
        assert "gathering phase" in page.inner_text("#status")
        page.wait_for_function(SETTLED)
        # A card picked (by keyboard, as the rules help says: Tab to it, Space): the last
        # skirmish's cards do not vanish and drop in again.
        page.focus("#hand button.card >> nth=0")
        page.keyboard.press("Space")
        page.wait_for_selector('#hand .card[aria-pressed="true"]')
        assert coming_in(page, "#last-skirmish") == 0
        assert page.evaluate("getComputedStyle(document.querySelector('#last-skirmish .card')).opacity") == "1"
        assert focused(page, "el.getAttribute('aria-pressed')") == "true"
    finally:
        server.stop()


def test_at_one_screen_each_seat_hears_what_the_other_did_while_she_looked_away(sqlite_url: str, page: Page) -> None:
    players = [{"hand": ["scavenger", "net"]}, {"hand": ["scavenger", "net"]}]
    with stacked_hotseat(page, sqlite_url, players):
        page.evaluate(RECORD_ANNOUNCEMENTS)
        page.evaluate("window.scavengersCoverGuardMs = 0")
        heard = []
        for _ in range(4):  # round 1: Seat 0, Seat 1; round 2: Seat 0, Seat 1
            page.focus('button.action[data-action="hunt scavenger+net"]')
            page.keyboard.press("Enter")
            page.wait_for_selector("#feedback >> text=Done: Hunt with Scavenger+Net")
            page.focus('button.action[data-action="end"]')
            page.keyboard.press("Enter")
            page.wait_for_selector("#cover")
            other = "Seat 1" if "Seat 0" in page.inner_text("#cover-title") else "Seat 0"
            page.evaluate("window.said = []")
            page.keyboard.press("Enter")
            page.wait_for_selector("button.action")
            with suppress(PlaywrightTimeoutError):  # what the other did since this one had the device
                page.wait_for_function("w => window.said.join(' ').includes(w)", arg=f"{other} ", timeout=5_000)
            heard.append((other, " ".join(page.evaluate("window.said"))))
        assert all(f"{other} " in said for other, said in heard), heard
        # Seat 1 hears round 2 begin (with Seat 0), though it began as she ended her turn: not
        # said to her then (the device was passing), it is said when she has it again.
        assert "Round 2 begins" in heard[2][1], heard
        # And Seat 0, its initiator, hears it too when the device comes to her (the log files
        # the round's start under her seat, which her own moves' filter once dropped).
        assert "Round 2 begins" in heard[1][1], heard


def test_what_the_analysis_and_the_hint_stop_is_named_and_the_end_screen_explains_people(
    tmp_path: Path, page: Page
) -> None:
    db = f"sqlite:///{tmp_path / 'finished.sqlite3'}"
    finished_game(db, "my-token")
    # Slow on purpose: the analysis and the hint think long enough to be seen thinking.
    options = ("--analysis-iterations", "100000", "--hint-seconds", "60")
    server = ServerProcess(db, options=options).start()
    try:
        page.goto(f"{server.url}/game/done#token=my-token")
        page.wait_for_selector("#end-screen")
        assert "game over" in page.inner_text("#status")
        assert "over phase" not in page.inner_text("#status")
        rule = page.inner_text("#end-rule")
        assert "People counts the people on every card of a tribe" in rule
        assert "gang" in rule
        page.focus("#analyse")
        page.keyboard.press("Enter")
        # The focus goes to Stop, which says what it stops; the bar says whose progress it is.
        page.wait_for_function("document.activeElement.id === 'analysis-stop'")
        assert page.get_by_role("button", name="Stop the analysis").count() == 1
        assert page.get_by_role("progressbar", name="the analysis's progress").count() == 1
        page.keyboard.press("Enter")
        page.wait_for_selector("#analysis")  # stopped: what was judged so far
        assert "stopped early" in page.inner_text("#analysis")

        game = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["human", "heuristic"]}).json()
        page.goto(f"{server.url}/game/{game['id']}#token={game['seats'][0]['token']}")
        page.wait_for_selector("button.action")
        page.click("#hint")
        stop = page.get_by_role("button", name="Stop the hint")
        stop.wait_for()
        assert page.get_by_role("progressbar", name="the hint's progress").count() == 1
        stop.click()
        page.wait_for_selector("#hint-stop", state="detached")
    finally:
        server.stop()
