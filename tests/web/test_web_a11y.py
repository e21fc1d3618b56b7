"""The table by keyboard and screen reader, in Debian's Chromium: the focus never drops to
<body> (a card picked, a move made, the device passed, a lesson's step, a hint, the replay),
the dialogs keep it (the end screen, the rules), and what changes is announced in a few words
in the page's live region (#announce), from what the seat's page already shows."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page

from .conftest import ServerProcess
from .test_web_browser import stacked_hotseat, version
from .test_web_hints import finished_game
from .test_web_table import a_finished_replay, at_a_stacked_table, stacked

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

FOCUSED = "document.activeElement"
ON_A_CHOICE = f"{FOCUSED}.matches('button.action')"
NOT_ON_BODY = f"{FOCUSED} && {FOCUSED} !== document.body"


RECORD_ANNOUNCEMENTS = """() => {
    window.said = [];
    const box = document.querySelector("#announce");
    new MutationObserver(() => { if (box.textContent) window.said.push(box.textContent); })
        .observe(box, { childList: true, characterData: true, subtree: true });
}"""
"""A page probe: every announcement from now on, in ``window.said``."""


def focused(page: Page, probe: str) -> Any:
    """``probe`` (an expression of ``el``) of the focused element."""
    return page.evaluate(f"(() => {{ const el = {FOCUSED}; return {probe}; }})()")


def announced(page: Page) -> str:
    text: str = page.inner_text("#announce")
    return text


def tab_until(page: Page, probe: str, limit: int = 60) -> int:
    """Press Tab until the focused element matches ``probe`` (an expression of ``el``); how many."""
    for count in range(1, limit + 1):
        page.keyboard.press("Tab")
        if focused(page, probe):
            return count
    raise AssertionError(f"{probe} not reached in {limit} Tabs")


def test_picking_a_card_with_space_keeps_focus_on_it(sqlite_url: str, browser: Browser) -> None:
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, {}]) as (_, links):
        page = at_a_stacked_table(browser, links[0])
        page.focus("#hand .card >> nth=1")
        page.keyboard.press("Space")
        page.wait_for_selector('#hand .card[aria-pressed="true"]')
        page.wait_for_selector("#clear-picked")
        page.wait_for_selector("#actions .menu")  # the picked card's menu came and was drawn
        page.wait_for_timeout(300)
        assert focused(page, "[...document.querySelectorAll('#hand .card')].indexOf(el)") == 1
        assert focused(page, "el.getAttribute('aria-pressed')") == "true"
        assert focused(page, "el.getAttribute('aria-label')").endswith(", picked")
        page.keyboard.press("Space")  # and unpicked, still there
        page.wait_for_selector('#hand .card[aria-pressed="true"]', state="detached")
        page.wait_for_timeout(300)
        assert focused(page, "[...document.querySelectorAll('#hand .card')].indexOf(el)") == 1


def test_after_a_move_and_a_hire_the_focus_goes_to_the_next_choice(sqlite_url: str, browser: Browser) -> None:
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, {}]) as (_, links):
        page = at_a_stacked_table(browser, links[0])
        page.focus('button.action[data-action="hunt scavenger+net"]')
        before = version(page)
        page.keyboard.press("Enter")
        page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")
        page.wait_for_selector('button.action[data-action="hire scavenger"]')
        page.wait_for_function(ON_A_CHOICE)
        page.focus('button.action[data-action="hire scavenger"]')
        before = version(page)
        page.keyboard.press("Enter")
        page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")
        page.wait_for_function(ON_A_CHOICE)
        page.wait_for_timeout(300)
        assert focused(page, "el.matches('button.action')")


def test_the_device_passed_says_to_whom_and_ready_puts_her_on_her_first_choice(sqlite_url: str, page: Page) -> None:
    players = [{"hand": ["scavenger", "net"]}, {"hand": ["scavenger", "net"]}]
    with stacked_hotseat(page, sqlite_url, players):
        page.wait_for_function(ON_A_CHOICE)
        page.focus('button.action[data-action="end"]')
        page.keyboard.press("Enter")
        cover = page.locator("#cover")
        cover.wait_for()
        assert cover.get_attribute("role") == "dialog"
        assert cover.get_attribute("aria-modal") == "true"
        title = page.inner_text(f"#{cover.get_attribute('aria-labelledby')}")
        assert title == "Pass the device to Seat 1"
        assert focused(page, "el.id") == "reveal"
        assert focused(page, "el.getAttribute('aria-label')") == "I am ready: Seat 1"
        assert announced(page) == ""  # nothing of the seat that had the device is left to read
        page.wait_for_selector("#reveal:not([aria-disabled])")  # it takes a press a moment after it is up
        page.keyboard.press("Enter")
        page.wait_for_function(ON_A_CHOICE)
        assert "You are Seat 1" in page.inner_text("#status")


def test_a_lesson_starts_and_goes_on_with_the_focus_on_its_choices_and_its_steps_announced(
    server: ServerProcess, page: Page
) -> None:
    page.goto(f"{server.url}/learn/draw_and_dig")
    page.wait_for_selector("#lesson-step")
    page.wait_for_function(ON_A_CHOICE)
    assert re.match(r"Lesson 1: .* · Arctic Scavengers", page.title())
    assert page.get_attribute("#lesson", "aria-live") is None  # not the whole section again
    page.wait_for_function("document.querySelector('#announce').textContent.startsWith('Step 1 of 3: ')")
    assert focused(page, "el.dataset.action") == "end"  # the first choice (none is recommended here)
    # a refused move: the focus stays on the control used, the verdict is announced
    page.keyboard.press("Enter")
    page.wait_for_selector("#lesson-feedback")
    feedback = page.inner_text("#lesson-feedback")
    page.wait_for_function("t => document.querySelector('#announce').textContent === t", arg=feedback)
    assert focused(page, "el.dataset.action") == "end"
    # the right move: the verdict and the new step's text (not the whole section), the focus
    # on the new step's first choice
    page.keyboard.press("Tab")
    assert focused(page, "el.dataset.action") == "draw scout"
    page.keyboard.press("Enter")
    page.wait_for_selector('#lesson[data-step="1"]')
    page.wait_for_function("document.querySelector('#announce').textContent.includes('Step 2 of 3: ')")
    assert announced(page).startswith(page.inner_text("#lesson-feedback"))
    page.wait_for_function(ON_A_CHOICE)
    page.focus('button.action[data-action="dig brawler+shovel scavenger"]')
    page.keyboard.press("Enter")
    page.wait_for_selector('#lesson[data-step="2"]')
    page.wait_for_function(ON_A_CHOICE)  # "Keep ...": no choice recommended, the first one
    page.focus('button.action[data-action="keep net"]')
    page.keyboard.press("Enter")
    page.wait_for_selector('#lesson[data-complete="yes"]')
    page.wait_for_function(f"{FOCUSED}.id === 'next-lesson'")


def test_the_learn_page_and_the_lobby_start_on_their_heading_and_name_their_links(
    server: ServerProcess, page: Page
) -> None:
    game = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["human", "heuristic"]}).json()
    page.goto(server.url)
    page.wait_for_selector("#create")
    assert page.title() == "Lobby · Arctic Scavengers"
    assert page.locator("h1").inner_text() == "Arctic Scavengers"
    assert focused(page, "el.id") == "site-title"
    watch = page.locator(f'#all-games a[href="/game/{game["id"]}#watch"]')
    watch.wait_for()
    assert watch.get_attribute("aria-label") == f"watch game {game['id']}"
    page.goto(f"{server.url}/learn")
    page.wait_for_selector(".lesson-list")
    assert page.title() == "Learn to play · Arctic Scavengers"
    assert focused(page, "el.id") == "lessons-title"
    page.goto(f"{server.url}/game/{game['id']}#token={game['seats'][0]['token']}")
    page.wait_for_selector("#status[data-version]")
    assert page.title() == f"Game {game['id']} · Arctic Scavengers"


def test_the_end_screen_is_a_dialog_that_keeps_the_focus_and_says_who_won(sqlite_url: str, browser: Browser) -> None:
    with a_finished_replay(sqlite_url, browser) as page:
        page.focus("#replay-leave")
        page.keyboard.press("Enter")
        dialog = page.locator("#end-screen")
        dialog.wait_for()
        assert dialog.get_attribute("role") == "dialog"
        assert dialog.get_attribute("aria-modal") == "true"
        name = page.inner_text(f"#{dialog.get_attribute('aria-labelledby')}")
        assert re.match(r"Game over: .* (wins|share the victory)", name)
        page.wait_for_function("document.activeElement.closest('#end-screen')")
        for _ in range(15):  # Tab goes round inside it
            page.keyboard.press("Tab")
            assert focused(page, "Boolean(el.closest('#end-screen'))")
        page.keyboard.press("Shift+Tab")
        assert focused(page, "Boolean(el.closest('#end-screen'))")
        page.keyboard.press("Escape")
        dialog.wait_for(state="detached")
        assert focused(page, "el.id") == "show-result"  # the way back to the result, visible
        assert page.is_visible("#show-result")
        page.keyboard.press("Enter")
        dialog.wait_for()
        assert focused(page, "el.id") == "end-title"
        page.wait_for_function("t => document.querySelector('#announce').textContent.startsWith(t)", arg=name)
        page.focus("#close-end")
        page.keyboard.press("Enter")
        dialog.wait_for(state="detached")
        assert focused(page, "el.id") == "show-result"


def test_a_replay_steps_by_keyboard_with_named_controls_and_says_what_each_step_did(
    sqlite_url: str, browser: Browser
) -> None:
    with a_finished_replay(sqlite_url, browser) as page:
        page.focus("#replay-leave")
        page.keyboard.press("Enter")
        page.wait_for_selector("#end-screen")
        page.focus("#watch-replay")
        page.keyboard.press("Enter")  # entering the replay: the focus on its step forward
        page.wait_for_selector("#status >> text=Replay: step 0 of 4")
        page.wait_for_function(f"{FOCUSED}.id === 'replay-next'")
        assert page.locator("#status #replay-next, #status #replay-seat").count() == 0  # not re-read with the status
        assert page.get_attribute("#replay-next", "aria-label") == "step forward"
        assert page.get_attribute("#replay-prev", "aria-label") == "step back"
        assert page.get_attribute("#replay-seat", "aria-label") == "see the replay as"
        page.keyboard.press("Enter")
        page.wait_for_selector("#status >> text=Replay: step 1 of 4")
        page.wait_for_function("document.querySelector('#announce').textContent.startsWith('Step 1 of 4: ')")
        assert focused(page, "el.id") == "replay-next"
        page.keyboard.press("Enter")
        page.wait_for_selector("#status >> text=Replay: step 2 of 4")
        page.wait_for_function("document.querySelector('#announce').textContent.startsWith('Step 2 of 4: ')")
        assert focused(page, "el.id") == "replay-next"
        last = page.locator("#log .event").last.inner_text().split(": ", 1)[1]
        assert announced(page).endswith(last)  # what the step did, in the log's words
        page.focus("#replay-prev")
        page.keyboard.press("Enter")
        page.wait_for_selector("#status >> text=Replay: step 1 of 4")
        assert focused(page, "el.id") == "replay-prev"


def test_the_rules_keep_the_focus_and_give_it_back_to_the_rules_button(server: ServerProcess, page: Page) -> None:
    page.goto(server.url)
    page.wait_for_selector("#create")
    page.focus("#rules-button")
    page.keyboard.press("Enter")
    page.wait_for_selector("#rules-dialog")
    page.wait_for_function(f"{FOCUSED}.id === 'close-rules'")
    for _ in range(5):
        page.keyboard.press("Tab")
        assert focused(page, "Boolean(el.closest('#rules-dialog'))")
    page.keyboard.press("Escape")
    assert page.locator("#rules-dialog").count() == 0
    assert focused(page, "el.id") == "rules-button"
    page.keyboard.press("Enter")
    page.wait_for_selector("#close-rules")
    page.wait_for_function(f"{FOCUSED}.id === 'close-rules'")
    page.keyboard.press("Enter")
    assert page.locator("#rules-dialog").count() == 0
    assert focused(page, "el.id") == "rules-button"


def test_the_others_moves_are_announced_from_her_own_log(sqlite_url: str, browser: Browser) -> None:
    hunter = {"hand": ["scavenger", "spear"], "deck": ["refugee"]}
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, hunter]) as (base, links):
        page = at_a_stacked_table(browser, links[0])
        log = page.locator("#log")
        assert log.get_attribute("role") == "log"
        assert log.get_attribute("aria-label") == "game log"
        assert page.get_attribute("#status", "role") is None  # the whole line is not re-read
        page.evaluate(RECORD_ANNOUNCEMENTS)
        page.focus('button.action[data-action="end"]')
        page.keyboard.press("Enter")
        page.wait_for_selector("#status >> text=Waiting for")
        before = page.locator("#log .event").count()
        httpx.post(f"{base}/api/games/stacked/actions", json={"token": "token-1", "action": "hunt scavenger+spear"})
        page.wait_for_function(f"document.querySelectorAll('#log .event').length > {before}")
        # the new lines of Seat 1, as the Log box shows them, are said
        said_new = f"""(() => {{
            const lines = [...document.querySelectorAll('#log .event')].slice({before})
                .map(e => e.textContent.split(': ').slice(1).join(': ')).filter(t => t.includes('Seat 1'));
            return lines.length > 0 && lines.every(t => window.said.join(' ').includes(t));
        }})()"""
        page.wait_for_function(said_new)
        assert page.evaluate(f"{NOT_ON_BODY}")
        # her turn again: said in a few words (the round, her decision), not the whole status line
        httpx.post(f"{base}/api/games/stacked/actions", json={"token": "token-1", "action": "end"})
        page.wait_for_function("window.said.join(' ').includes('Your turn: ')")
        said = " ".join(page.evaluate("window.said"))
        assert "Round 2 begins; Seat 0 is the initiator." in said  # hers to start, though filed under her seat
        assert "Round 2." not in said  # said once
        assert "You are Seat 0" not in said
        page.wait_for_function(ON_A_CHOICE)


def test_the_choices_are_described_by_the_prompt_and_cards_on_the_table_are_read(
    sqlite_url: str, browser: Browser
) -> None:
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, {}]) as (_, links):
        page = at_a_stacked_table(browser, links[0])
        group = page.locator('#actions .menu[role="group"]').first
        described = group.get_attribute("aria-describedby")
        assert described == "prompt"
        assert page.inner_text("#prompt").strip()
        market = page.locator("#market .card.face").first
        assert market.get_attribute("role") == "img"
        assert market.get_attribute("aria-label")
        food = page.locator('.tribe[data-seat="1"] .chip[role="img"]').first
        assert re.fullmatch(r"\d+ food", food.get_attribute("aria-label") or "")
        assert page.locator(".tribe .card.back").first.get_attribute("role") == "img"
        assert page.locator('#hand .card[role="img"]').count() == 0  # the hand's are buttons


def test_the_solo_forces_face_down_are_said_in_words(server: ServerProcess, page: Page) -> None:
    game = httpx.post(f"{server.url}/api/games", json={"players": 1, "seats": ["human"]}).json()
    page.goto(f"{server.url}/game/{game['id']}#token={game['seats'][0]['token']}")
    page.wait_for_selector(".solo-force .card.back")
    label = page.locator(".solo-force .card.back").first.get_attribute("aria-label") or ""
    assert re.fullmatch(r"force 1(, engaged)?: \d+ cards? face down", label)


def test_a_hint_takes_the_focus_and_is_announced(tmp_path: Path, page: Page) -> None:
    server = ServerProcess(f"sqlite:///{tmp_path / 'hints.sqlite3'}", options=("--hint-seconds", "30")).start()
    try:
        game = httpx.post(
            f"{server.url}/api/games", json={"players": 2, "seats": ["human", "heuristic"], "hints": True, "seed": 6}
        ).json()
        page.goto(f"{server.url}/game/{game['id']}#token={game['seats'][0]['token']}")
        page.wait_for_selector("#hint")
        page.focus("#hint")
        page.keyboard.press("Enter")
        page.wait_for_function(f"{FOCUSED}.id === 'hint-stop' || {FOCUSED}.matches('.hint-action')")
        if focused(page, "el.id") == "hint-stop":
            page.keyboard.press("Enter")
        page.wait_for_selector("#hint-result")
        page.wait_for_function(f"{FOCUSED}.matches('.hint-action')")
        page.wait_for_function("document.querySelector('#announce').textContent.startsWith('Hint: 1. ')")
    finally:
        server.stop()


def test_the_analysis_is_announced_takes_the_focus_and_its_chart_is_named(tmp_path: Path, page: Page) -> None:
    db = f"sqlite:///{tmp_path / 'finished.sqlite3'}"
    finished_game(db, "my-token")
    server = ServerProcess(db, options=("--analysis-iterations", "16")).start()
    try:
        page.goto(f"{server.url}/game/done#token=my-token")
        page.wait_for_selector("#end-screen #analyse")
        page.focus("#analyse")
        page.keyboard.press("Enter")
        page.wait_for_selector("#analysis", timeout=60_000)
        page.wait_for_function(f"{FOCUSED}.closest('#analysis')")
        page.wait_for_function("document.querySelector('#announce').textContent.startsWith('Analysis: ')")
        assert re.search(r"\d+ decisions judged, \d+ marked", announced(page))
        chart = page.locator("#chance-chart")
        assert chart.get_attribute("role") == "img"
        words = r"Win chance chart: \d+% after your first decision, \d+% after your last"
        assert re.match(words, chart.get_attribute("aria-label") or "")
    finally:
        server.stop()


def test_committing_card_by_card_keeps_focus_on_each_card_picked(server: ServerProcess, page: Page) -> None:
    page.goto(f"{server.url}/learn/skirmish")
    page.wait_for_function(ON_A_CHOICE)
    page.focus('button.action[data-action="end"]')
    page.keyboard.press("Enter")
    page.wait_for_selector('#lesson[data-step="1"]')
    page.wait_for_function(ON_A_CHOICE)  # the commit's first choice
    page.focus("#hand .card >> nth=0")
    cards = page.locator("#hand .card").count()
    assert cards == 5
    for index in range(cards):
        page.keyboard.press("Space")
        picked = "document.querySelectorAll('#hand .card[aria-pressed=\"true\"]').length"
        page.wait_for_function(f"{picked} === {index + 1}")
        page.wait_for_selector("#actions .menu")  # the picked cards' menu came and was drawn
        page.wait_for_timeout(200)
        assert focused(page, "[...document.querySelectorAll('#hand .card')].indexOf(el)") == index
        assert focused(page, "el.getAttribute('aria-pressed')") == "true"
        page.keyboard.press("Tab")  # on to the next card
    commit = page.locator('button.action[data-action="commit brawler junk refugee refugee spear"]')
    commit.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector('#lesson[data-complete="yes"]')
    page.wait_for_function(f"{FOCUSED}.id === 'next-lesson'")


def test_after_each_lesson_move_the_focus_is_on_the_skirmish_answers(server: ServerProcess, page: Page) -> None:
    page.goto(f"{server.url}/learn/snipers_and_saboteurs")
    page.wait_for_function(ON_A_CHOICE)
    moves = ["end", "commit brawler refugee saboteur sniper_team spear", "snipe 1:thugs"]
    for step, action in enumerate(moves, start=1):
        page.focus(f'button.action[data-action="{action}"]')
        page.keyboard.press("Enter")
        page.wait_for_selector(f'#lesson[data-step="{step}"]')
        if step >= 2:  # the skirmish: her answers are on the table, and the focus on the first
            page.wait_for_function(f"{FOCUSED}.matches('#pending-actions button.action')")
    # a refused answer: the focus stays on it
    page.focus("#pending-actions button.action >> nth=0")
    refused = focused(page, "el.dataset.action")
    assert refused != "disarm 1:grenade"
    page.keyboard.press("Enter")
    page.wait_for_selector("#lesson-feedback")
    page.wait_for_timeout(300)
    assert focused(page, "el.dataset.action") == refused
