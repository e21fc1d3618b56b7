"""Friends at the table on phones and tablets (touch, no hover): the lobby, a turn, a card's text,
the pass-the-device cover, the end screen and a lesson, each control big enough for a finger
(WCAG's target size), the fields in type a phone does not zoom into, no page wider than the
screen, a card's text by a tap that never hides the hand being picked from, and nothing of
another seat's hand on a phone."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, WebSocket

from .conftest import ServerProcess, box_of
from .test_web_browser import stacked_hotseat, store_stacked
from .test_web_hints import finished_game

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

PHONE: ViewportSize = {"width": 390, "height": 844}
PHONE_ON_ITS_SIDE: ViewportSize = {"width": 844, "height": 390}
TABLET: ViewportSize = {"width": 768, "height": 1024}
PHONE_AGENT = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/126.0.0.0 Mobile Safari/537.36"
)
FINGER = 40
"""The least width and height of a control a finger taps (WCAG 2.5.5 asks 44 px, 2.5.8 24)."""

TOO_SMALL = """() => {
    // Every control on screen a finger cannot hit: narrower or lower than the least size. A
    // check box is judged by its label, the line that ticks it.
    const out = [];
    const seen = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
    const controls = document.querySelectorAll(
        "button, a[href], select, summary, input:not([type=checkbox]):not([type=radio]):not([type=hidden]), " +
        "label:has(> input[type=checkbox]), label:has(> input[type=radio])");
    for (const el of controls) {
        if (!seen(el) || el.closest(".rules-text, .card-entry")) continue;
        const r = el.getBoundingClientRect();
        if (r.width < MIN || r.height < MIN) {
            const words = (el.textContent || el.placeholder || "").trim().slice(0, 30);
            out.push(`${el.tagName.toLowerCase()}#${el.id} "${words}" ${Math.round(r.width)}x${Math.round(r.height)}`);
        }
    }
    return out;
}""".replace("MIN", str(FINGER))

ZOOMED_FIELDS = """() => [...document.querySelectorAll("input:not([type=checkbox]):not([type=radio]), select")]
    .filter((el) => el.getBoundingClientRect().width > 0 && parseFloat(getComputedStyle(el).fontSize) < 16)
    .map((el) => `${el.tagName.toLowerCase()}#${el.id}.${el.className} ${getComputedStyle(el).fontSize}`)"""
"""The fields in type under 16 px: a phone's browser zooms the page in when one is focused."""

SIDEWAYS = "document.documentElement.scrollWidth - innerWidth"


@contextmanager
def touch_page(browser: Browser, viewport: ViewportSize) -> Iterator[Page]:
    """A touch screen's page (a phone's agent, three pixels to the point), with no motion (the
    tests read positions at once); the test fails if the page threw an error."""
    context = browser.new_context(
        viewport=viewport,
        device_scale_factor=3,
        is_mobile=True,
        has_touch=True,
        user_agent=PHONE_AGENT,
        reduced_motion="reduce",
        bypass_csp=True,  # the tests' probes evaluate strings (see conftest's page fixture)
    )
    context.set_default_timeout(60_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield page
    finally:
        context.close()
    assert errors == []


def fits_a_finger(page: Page, where: str) -> None:
    assert page.evaluate(SIDEWAYS) <= 0, f"{where}: the page scrolls sideways"
    assert page.evaluate(TOO_SMALL) == [], f"{where}: controls too small to tap"
    assert page.evaluate(ZOOMED_FIELDS) == [], f"{where}: fields the phone zooms into"


def test_a_phone_plays_from_the_lobby_to_the_end_screen_with_every_control_a_finger_wide(
    server: ServerProcess, browser: Browser, sqlite_url: str
) -> None:
    with touch_page(browser, PHONE) as phone:
        phone.goto(server.url)
        phone.wait_for_selector("#create")
        fits_a_finger(phone, "the lobby")
        # the solo game's difficulty box
        phone.select_option("#players", "1")
        phone.wait_for_selector("#solo-add")
        fits_a_finger(phone, "the lobby's solo game")
        phone.select_option("#players", "2")
        # a box is ticked by a tap anywhere on its line, not only on the box itself
        box = box_of(phone, 'label:has(> .module[value="hq1"])')
        phone.touchscreen.tap(box["x"] + box["width"] - 10, box["y"] + box["height"] / 2)
        assert phone.is_checked('.module[value="hq1"]')
        phone.fill("#player-name", "Ann")
        phone.fill("#seed", "7")
        phone.locator("#create").tap()
        phone.wait_for_url(re.compile(r"/game/[^/#]+$"))
        phone.wait_for_selector("button.action")
        fits_a_finger(phone, "the table")
        phone.locator("#every-action summary").tap()
        fits_a_finger(phone, "every other legal action")
        # the notation box and its Send side by side, both on the screen with the keyboard up
        phone.locator("#notation").tap()
        field, send = box_of(phone, "#notation"), box_of(phone, "#notation-go")
        assert send["x"] + send["width"] <= PHONE["width"]
        assert field["width"] >= 150
        phone.locator("#chat-input").fill("good luck")
        phone.keyboard.press("Enter")
        phone.wait_for_selector("#chat-lines >> text=good luck")
        assert phone.evaluate(SIDEWAYS) <= 0
    # the end screen of a finished game
    finished_game(sqlite_url, "done-token")
    with touch_page(browser, PHONE) as phone:
        phone.goto(f"{server.url}/game/done#token=done-token")
        phone.wait_for_selector("#end-screen")
        fits_a_finger(phone, "the end screen")
        # a lesson of "Learn to play"
        phone.goto(f"{server.url}/learn")
        phone.wait_for_selector(".lesson-list a")
        fits_a_finger(phone, "the list of lessons")
        phone.locator(".lesson-list a").first.tap()
        phone.wait_for_selector("#lesson-step")
        phone.wait_for_selector("button.action")
        fits_a_finger(phone, "a lesson")


SEAT_0 = {"hand": ["scavenger", "scavenger", "shovel", "spear", "refugee"], "deck": ["brawler"]}
SEAT_1 = {"hand": ["medkit", "medkit", "refugee"], "deck": ["medkit", "net"]}


@contextmanager
def seat_0_on(browser: Browser, sqlite_url: str, viewport: ViewportSize) -> Iterator[tuple[Page, list[str]]]:
    """Seat 0 of a stacked table of two people, on a touch screen by its link; the text of
    every websocket message its page received."""
    tokens = store_stacked(sqlite_url, [SEAT_0, SEAT_1])
    server = ServerProcess(sqlite_url).start()
    frames: list[str] = []

    def on_socket(socket: WebSocket) -> None:
        socket.on("framereceived", lambda frame: frames.append(frame) if isinstance(frame, str) else None)

    try:
        with touch_page(browser, viewport) as page:
            page.on("websocket", on_socket)
            page.goto(f"{server.url}/game/stacked#token={tokens[0]}")
            page.wait_for_selector("#hand button.card")
            # Her name is asked once the lobby's line for the table is read, which may come after
            # the table is drawn: the question then pushes the table down under a test's taps.
            page.wait_for_load_state("networkidle")
            if page.locator("#name-ask input").count():
                page.fill("#name-ask input", "Ann")
                page.keyboard.press("Enter")
                page.wait_for_selector("#name-ask", state="detached")
            page.wait_for_selector("#hand button.card")
            yield page, frames
    finally:
        server.stop()


def centre_on_top(page: Page, selector: str, index: int) -> tuple[float, float]:
    """The centre of the index-th element of selector on the screen, where a tap lands on it
    (the test fails if something else lies on top of it there)."""
    found: dict[str, Any] = page.evaluate(
        """([selector, index]) => {
            const el = document.querySelectorAll(selector)[index];
            const r = el.getBoundingClientRect();
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            const top = document.elementFromPoint(x, y);
            const over = top && top.closest(selector) === el ? null : top ? top.outerHTML.slice(0, 80) : "nothing";
            return { x, y, over };
        }""",
        [selector, index],
    )
    assert found["over"] is None, f"{selector} {index} lies under {found['over']}"
    return found["x"], found["y"]


@pytest.mark.parametrize("viewport", [PHONE_ON_ITS_SIDE, TABLET, PHONE], ids=["landscape", "tablet", "portrait"])
def test_a_tapped_hand_cards_text_comes_in_a_sheet_that_leaves_the_hand_to_tap(
    sqlite_url: str, browser: Browser, viewport: ViewportSize
) -> None:
    # A phone on its side or a tablet showed the desktop's corner box, over the hand, with no
    # way to close it but a tap elsewhere: the next card's tap landed on the box.
    with seat_0_on(browser, sqlite_url, viewport) as (page, frames):
        hand = "#hand button.card"
        # her choices have come on screen (the page brings them there), then she scrolls to her hand
        page.wait_for_function("document.activeElement.matches('button.action')")
        page.evaluate("document.querySelector('#hand').scrollIntoView({ block: 'center' })")
        for picked in range(4):
            page.touchscreen.tap(*centre_on_top(page, hand, picked))
            picked_now = "n => document.querySelectorAll('#hand button.card.selected').length === n"
            page.wait_for_function(picked_now, arg=picked + 1)
            # its text, in a sheet with a Close button big enough to tap
            detail = page.locator("#card-detail")
            assert detail.is_visible()
            assert detail.locator("h3").inner_text() == page.locator(hand).nth(picked).locator(".c-name").inner_text()
            assert page.locator("#close-detail").count() == 1, "no sheet: the desktop's box in the corner"
            close = box_of(page, "#close-detail")
            assert close["height"] >= FINGER
            sheet = box_of(page, "#card-detail")
            assert sheet["y"] >= -1
            assert sheet["y"] + sheet["height"] <= viewport["height"] + 1
        fits_a_finger(page, "the table, cards picked")
        page.locator("#close-detail").tap()
        assert not page.locator("#card-detail").is_visible()
        # what seat 0's phone was sent: nothing of seat 1's hand or deck
        assert frames
        assert not any('"medkit"' in frame or '"net"' in frame for frame in frames)
        assert "Medkit" not in page.evaluate("document.body.textContent")


def test_the_cover_on_a_phone_hides_the_hand_and_the_open_card_and_is_a_finger_to_lift(
    sqlite_url: str, browser: Browser
) -> None:
    with touch_page(browser, PHONE) as phone, stacked_hotseat(phone, sqlite_url, [SEAT_0, SEAT_1]):
        # a card's text open in its sheet, and the turn ended from the notation box with the
        # keyboard's Go: no tap elsewhere closed the sheet
        phone.locator("#hand button.card").first.tap()
        assert phone.locator("#card-detail").is_visible()
        phone.locator("#notation").tap()
        phone.fill("#notation", "end")
        phone.keyboard.press("Enter")
        box = box_of(phone, "#cover")
        assert box == {"x": 0, "y": 0, "width": PHONE["width"], "height": PHONE["height"]}
        assert not phone.locator("#card-detail").is_visible()
        assert phone.locator("#hand, .card").count() == 0
        text = phone.evaluate("document.body.textContent")
        assert not [name for name in ["Scavenger", "Shovel", "Spear", "Refugee"] if re.search(rf"\b{name}\b", text)]
        fits_a_finger(phone, "the cover")
        phone.wait_for_selector("#reveal:not([aria-disabled])")
        phone.locator("#reveal").tap()
        phone.wait_for_selector("#hand button.card")
        # seat 1's own hand, now hers to see
        assert sorted(phone.locator("#hand .card .c-name").all_inner_texts()) == ["Medkit", "Medkit", "Refugee"]
