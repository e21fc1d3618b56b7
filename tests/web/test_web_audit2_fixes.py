"""The second audit of the browser table, each finding as the page now behaves: a card's text on
a phone, a hotseat game resumed from the lobby, a link pasted into an open tab, a refused link
forgotten, the "pass the device" cover keeping the focus, the choices brought on screen, the
cards in the rules, the log in the names of now, "Done:" for this tab's own move, an empty hand,
the solo game's lobby and end screen, and a seed or a name refused in plain words."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, ViewportSize

from .conftest import ServerProcess, TestClient, seat_token
from .test_web_browser import click_first_action, create_in_lobby, version
from .test_web_table import at_a_stacked_table, create_against_bots, stacked

PHONE: ViewportSize = {"width": 390, "height": 844}
SEED_WORDS = "a whole number from -18446744073709551615 to 18446744073709551615"


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    """A touch phone's page (390x844), with no motion (the tests read positions at once)."""
    # bypass_csp: the tests' own probes evaluate strings (see conftest's page fixture)
    context = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, reduced_motion="reduce", bypass_csp=True
    )
    context.set_default_timeout(60_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert errors == []


def new_game(base: str, seats: list[str], seed: int | None = 3) -> dict[str, Any]:
    made: dict[str, Any] = httpx.post(
        f"{base}/api/games", json={"players": len(seats), "seats": seats, "seed": seed}
    ).json()
    return made


def status_says(page: Page, words: str) -> None:
    page.wait_for_function("words => (document.querySelector('#status') || {}).textContent?.includes(words)", arg=words)


# -- 1: a card's text on a phone ------------------------------------------------------------------


@pytest.mark.slow
def test_a_card_tapped_on_a_phone_shows_its_text_in_a_sheet_until_closed(server: ServerProcess, phone: Page) -> None:
    cards = httpx.get(f"{server.url}/api/cards").json()
    create_against_bots(phone, server.url)
    detail = phone.locator("#card-detail")
    market = phone.locator(".market .card.face")
    kind = market.first.get_attribute("data-kind")
    assert kind is not None
    market.first.tap()
    assert detail.is_visible()
    assert detail.locator("h3").inner_text() == cards[kind]["name"]
    assert cards[kind]["text"] in detail.inner_text()
    box = detail.bounding_box()
    assert box is not None
    assert box["y"] + box["height"] <= PHONE["height"] + 1  # along the bottom of the screen
    phone.locator("#close-detail").tap()
    assert not detail.is_visible()
    # Escape closes it too, and so does a tap elsewhere
    market.last.tap()
    assert detail.is_visible()
    phone.keyboard.press("Escape")
    assert not detail.is_visible()
    market.last.tap()
    assert detail.is_visible()
    phone.locator("#status").tap()
    assert not detail.is_visible()
    # a card face down is no card to read: nothing shows
    phone.locator(".tribe .card.back").first.tap()
    assert not detail.is_visible()


@pytest.mark.slow
def test_a_card_pointed_at_on_a_desktop_shows_in_the_corner_as_before(server: ServerProcess, page: Page) -> None:
    create_against_bots(page, server.url)
    page.locator(".market .card.face").first.hover()
    assert page.locator("#card-detail").is_visible()
    assert page.locator("#close-detail").count() == 0  # no sheet: it goes with the pointer
    page.mouse.move(0, 0)
    assert not page.locator("#card-detail").is_visible()


# -- 2: a hotseat game resumed from the lobby -------------------------------------------------------


@pytest.mark.slow
def test_the_lobby_resumes_a_hotseat_game_behind_the_cover(server: ServerProcess, page: Page) -> None:
    create_in_lobby(page, server.url, ["human", "heuristic"], seed=4)  # one person: no hotseat
    links = create_in_lobby(page, server.url, ["human", "human"], seed=5)
    game_id = links[0].split("/game/")[1].split("#")[0]
    row = page.locator("#my-games tr", has=page.locator(f'a[href^="/game/{game_id}#"]'))
    resume = row.locator("a.hotseat-resume")
    assert resume.get_attribute("href") == f"/game/{game_id}#hotseat"
    assert page.locator("#my-games a.hotseat-resume").count() == 1
    # each seat's own link stays, saying what it opens
    seat_links = row.locator("a.seat-link")
    assert seat_links.count() == 2
    assert "no pass-the-device screen" in (seat_links.first.get_attribute("aria-label") or "")
    assert "one seat's hand only" in row.inner_text()
    page.add_init_script("""(() => {
        window.handBeforeCover = false;
        new MutationObserver(() => {
            if (document.querySelector("#hand") && !window.coverSeen) window.handBeforeCover = true;
            if (document.querySelector("#cover")) window.coverSeen = true;
        }).observe(document, { childList: true, subtree: true });
    })()""")
    resume.click()
    page.wait_for_selector("#cover")
    assert page.locator("#hand").count() == 0
    assert page.evaluate("window.handBeforeCover") is False


# -- 3: a link pasted into a tab already showing the game ---------------------------------------


@pytest.mark.slow
def test_a_seat_link_pasted_into_a_tab_showing_the_game_opens_that_seat(server: ServerProcess, page: Page) -> None:
    game = new_game(server.url, ["human", "human"])
    game_id, token = game["id"], game["seats"][1]["token"]
    page.goto(f"{server.url}/game/{game_id}#watch")
    status_says(page, "You are watching")
    page.goto(f"{server.url}/game/{game_id}#token={token}")  # only the hash changes
    status_says(page, "You are Seat 1")
    assert "token" not in page.url  # moved out of the address
    assert seat_token(page, game_id) == token
    page.goto(f"{server.url}/game/{game_id}#watch")
    status_says(page, "You are watching")


# -- 4: a refused seat link is not kept -------------------------------------------------------------


@pytest.mark.slow
def test_a_refused_seat_link_is_forgotten_so_the_games_address_works_again(server: ServerProcess, page: Page) -> None:
    game_id = new_game(server.url, ["human", "human"])["id"]
    page.goto(f"{server.url}/game/{game_id}#token=bogusbogusbogus")
    page.wait_for_selector("#not-found >> text=This seat link does not work")
    assert page.evaluate(f"sessionStorage.getItem('scavengers.seat.{game_id}')") is None
    page.goto(f"{server.url}/game/{game_id}")
    status_says(page, "You are watching")
    page.reload()
    status_says(page, "You are watching")


# -- 5: the cover keeps the focus, and Escape does not lift it ------------------------------------


@pytest.mark.slow
def test_the_pass_the_device_cover_keeps_the_focus_and_escape_leaves_it_up(server: ServerProcess, page: Page) -> None:
    links = create_in_lobby(page, server.url, ["human", "human"], seed=5)
    page.goto(links[0])
    page.click("#hotseat-link")
    page.wait_for_selector("#cover")
    inside = "document.querySelector('#cover').contains(document.activeElement)"
    for key in ["Tab", "Tab", "Shift+Tab", "Tab"]:
        page.keyboard.press(key)
        assert page.evaluate(inside), key
    page.mouse.click(5, 5)  # beside the button, on the cover
    page.keyboard.press("Tab")
    assert page.evaluate(inside)
    page.keyboard.press("Escape")
    assert page.locator("#cover").count() == 1
    assert page.locator("#hand").count() == 0
    page.wait_for_selector("#reveal:not([aria-disabled])")  # it takes a press a moment after it is up
    page.keyboard.press("Enter")  # "I am ready", the one thing the focus can be on
    page.wait_for_selector("#hand")
    assert "/game/" in page.url


# -- 6: the choices brought on screen on a phone --------------------------------------------------


@pytest.mark.slow
def test_a_phone_brings_her_choices_on_screen_when_she_is_asked_to_act(server: ServerProcess, phone: Page) -> None:
    create_against_bots(phone, server.url)
    # the first choice (the recommended one) has the focus, and is on screen
    phone.wait_for_function(
        """() => {
            const first = document.activeElement;
            const box = first.getBoundingClientRect();
            return first.matches("button.action") && box.top >= 0 && box.bottom <= innerHeight;
        }""",
        timeout=10_000,
    )
    assert phone.evaluate("scrollY") > 0  # the choices lie below the table on a phone


# -- 7: the cards in the rules ----------------------------------------------------------------------


@pytest.mark.slow
def test_the_rules_list_every_card_with_its_text_by_box_and_find_one(server: ServerProcess, page: Page) -> None:
    cards = httpx.get(f"{server.url}/api/cards").json()
    page.goto(server.url)
    page.click("#rules-button")
    listed = page.locator("#rules-cards .card-entry")
    listed.first.wait_for()
    assert listed.count() == len(cards)
    assert page.locator("#rules-cards h3").all_inner_texts() == ["Base game", "HQ expansion", "Recon expansion"]
    sniper = page.locator('#rules-cards .card-entry[data-kind="sniper_team"]')
    assert cards["sniper_team"]["name"] in sniper.inner_text()
    assert cards["sniper_team"]["text"] in sniper.inner_text()
    assert "type it as sniper_team" in sniper.inner_text()
    page.fill("#card-search", "sniper")
    shown = [e for e in listed.all() if e.is_visible()]
    assert shown
    assert all("sniper" in e.inner_text().lower() for e in shown)
    assert sniper.is_visible()
    assert page.inner_text("#card-count") == f"{len(shown)} card{'' if len(shown) == 1 else 's'} found"
    page.keyboard.press("Escape")
    assert page.locator("#rules-dialog").count() == 0


# -- 8: the log in the names of now --------------------------------------------------------------


@pytest.mark.slow
def test_the_log_names_a_seat_by_the_name_it_took_after_its_lines(server: ServerProcess, browser: Browser) -> None:
    game = new_game(server.url, ["human", "human"])
    first = httpx.get(f"{server.url}/api/games/{game['id']}").json()["view"]["to_act"][0]
    watching = browser.new_context(bypass_csp=True).new_page()
    watching.goto(f"{server.url}/game/{game['id']}#watch")
    bob = browser.new_context(bypass_csp=True).new_page()  # no name typed in this browser yet
    bob.goto(f"{server.url}/game/{game['id']}#token={game['seats'][first]['token']}")
    bob.wait_for_selector("#name-ask")
    click_first_action(bob)
    unnamed = re.compile(rf"(?<!\()Seat {first}\b")
    for page in (bob, watching):
        page.wait_for_function("document.querySelectorAll('#log .event').length > 0")
        assert any(unnamed.search(line) for line in page.locator("#log .event").all_inner_texts())
    bob.fill("#seat-name", "Bob")
    bob.click("#seat-name-go")
    for page in (bob, watching):
        page.wait_for_function(
            "name => [...document.querySelectorAll('#log .event')].some((e) => e.textContent.includes(name))",
            arg=f"Bob (Seat {first})",
        )
        assert not [line for line in page.locator("#log .event").all_inner_texts() if unnamed.search(line)]
    for page in (bob, watching):
        page.context.close()


# -- 9: "Done:" for this tab's own move ---------------------------------------------------------


@pytest.mark.slow
def test_done_tells_this_tabs_own_move_not_another_tabs_of_the_seat(sqlite_url: str, browser: Browser) -> None:
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, {}]) as (_, links):
        first = at_a_stacked_table(browser, links[0])
        second = at_a_stacked_table(browser, links[0])
        before = version(second)
        # the second tab has a move of its own on the way, not yet taken
        second.evaluate(
            "() => { const t = window.table; t.sent = { version: t.current().state.version,"
            " logged: t.current().log.length, label: 'Hunt with Scavenger+Net' }; }"
        )
        first.click('button.action[data-action="end"]')
        first.wait_for_selector("#feedback >> text=Done: End your turn")
        second.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")
        assert not second.inner_text("#feedback").startswith("Done")
        first.context.close()
        second.context.close()


@pytest.mark.slow
def test_done_tells_her_tribes_lines_never_the_bots_moves(server: ServerProcess, page: Page) -> None:
    create_against_bots(page, server.url)
    game_id = page.url.split("/game/")[1]
    token = seat_token(page, game_id)
    for _ in range(6):
        page.wait_for_selector("button.action, #end-screen")
        if page.locator("#end-screen").count():
            break
        click_first_action(page)
        told = page.inner_text("#feedback")
        if not told.startswith("Done:"):
            continue
        seen = httpx.get(f"{server.url}/api/games/{game_id}", params={"token": token}).json()
        others = {e["text"] for e in seen["log"] if e["seat"] != seen["seat"]}
        assert not [line for line in others if line in told], told


# -- 10: an empty hand -------------------------------------------------------------------------------


@pytest.mark.slow
def test_an_empty_hand_offers_no_cards_to_pick(sqlite_url: str, browser: Browser) -> None:
    with stacked(sqlite_url, [{"hand": []}, {}]) as (_, links):
        page = at_a_stacked_table(browser, links[0])
        assert page.inner_text("#hand h3") == "Your hand (0)"
        assert page.inner_text("#hand .hand-cards") == "empty"
        page.context.close()


# -- 11: the solo game ---------------------------------------------------------------------------


@pytest.mark.slow
def test_the_solo_game_offers_no_seats_to_list_nor_the_same_people_again(server: ServerProcess, page: Page) -> None:
    page.goto(server.url)
    page.select_option("#players", "1")
    assert not page.is_visible("#list-seats")
    page.select_option("#players", "2")
    assert page.is_visible("#list-seats")
    game = new_game(server.url, ["human"], seed=5)
    url, token = f"{server.url}/api/games/{game['id']}", game["seats"][0]["token"]
    seen = httpx.get(url, params={"token": token}).json()
    with httpx.Client() as http:
        while not seen["over"]:
            seen = http.post(f"{url}/actions", json={"token": token, "action": seen["legal_actions"][0]}).json()
    page.goto(f"{server.url}/game/{game['id']}#token={token}")
    page.wait_for_selector("#end-screen")
    assert page.inner_text("#play-again") == "Play another solo game"
    assert "same people" not in page.inner_text("#end-screen")


# -- 12: a seed or a name refused in plain words -------------------------------------------------


def test_a_seed_out_of_range_and_a_long_name_are_refused_in_plain_words(client: TestClient) -> None:
    for seed in (2**86, -(2**64), "99999999999999999999999999"):
        refused = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": seed})
        assert (refused.status_code, refused.json()) == (422, {"error": f"seed must be {SEED_WORDS}"})
    assert (
        client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 2**64 - 1}).status_code
        == 201
    )
    game = client.post("/api/games", json={"players": 2, "seats": ["human", "human"]}).json()
    named = {"token": game["seats"][0]["token"], "name": "L" * 500, "seats": {}}
    refused = client.post(f"/api/lobby/tables/{game['id']}/open", json=named)
    assert (refused.status_code, refused.json()) == (422, {"error": "the name is too long: 500 characters, at most 30"})


@pytest.mark.slow
def test_the_lobbys_seed_field_says_the_range_the_server_takes(server: ServerProcess, page: Page) -> None:
    page.goto(server.url)
    assert SEED_WORDS in page.inner_text("#seed-range")
    page.fill("#seed", "99999999999999999999999999")
    page.click("#create")
    assert page.inner_text("#create-error") == f"the seed must be {SEED_WORDS}, or left empty for a random game"
    assert httpx.get(f"{server.url}/api/games").json() == []
