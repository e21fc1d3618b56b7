"""Online play as friends use it (audit 6): a table made in the lobby with two people and a bot,
the link sent to a friend who sits down with it, each in a browser of her own; a tab closed and
the link opened again; a seat's link opened where it no longer works; chat; the server killed
with SIGKILL mid-game and started again on the same database (an SQLite file, PostgreSQL); a
page opened while the server cannot be reached; the game to its end and "play again"."""

from __future__ import annotations

import json
import re
import signal
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page

import scavengers as sc
from scavengers.server.hub import hash_token
from scavengers.storage import StoredGame, open_store
from scavengers.table import HUMAN

from .conftest import ServerProcess, seat_token

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

SEED = 7


@dataclass
class Browsers:
    """Browsers of their own (each its own cookies and storage), as friends' are; every page
    error is kept in ``errors``."""

    browser: Browser
    errors: list[str] = field(default_factory=list)
    contexts: list[BrowserContext] = field(default_factory=list)

    def new(self) -> Page:
        context = self.browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)
        context.set_default_timeout(60_000)
        self.contexts.append(context)
        return self.tab(context)

    def tab(self, within: Page | BrowserContext) -> Page:
        """A new tab of the browser a page is in (its storage shared, the tab's own empty)."""
        page = (within.context if isinstance(within, Page) else within).new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        return page


@pytest.fixture
def browsers(browser: Browser) -> Iterator[Browsers]:
    """Browsers for the test; it fails if a page threw an error."""
    made = Browsers(browser)
    yield made
    for context in made.contexts:
        context.close()
    assert made.errors == []


def version(page: Page) -> int:
    return int(page.get_attribute("#status", "data-version") or -1)


def shows(page: Page, at_least: int) -> None:
    """Until the page shows the game at version ``at_least`` or later."""
    page.wait_for_function("v => Number(document.querySelector('#status').dataset.version) >= v", arg=at_least)


def hand(page: Page) -> list[str]:
    return page.locator("#hand .card .c-name").all_inner_texts()


def game_of(page: Page) -> str:
    return page.url.split("/game/")[1].split("#")[0]


def named(page: Page, base: str, name: str) -> None:
    """The name she typed in the lobby, which a seat's link then sits her down under."""
    page.goto(base)
    page.fill("#player-name", name)


def states_seen(page: Page) -> list[dict[str, Any]]:
    """Every message the page's websockets receive."""
    seen: list[dict[str, Any]] = []
    page.on(
        "websocket",
        lambda socket: socket.on(
            "framereceived", lambda frame: seen.append(json.loads(frame)) if isinstance(frame, str) else None
        ),
    )
    return seen


def play(base: str, game_id: str, pages: dict[int, Page], clicks: int) -> None:
    """``clicks`` times (or until the game is over), the person asked clicks her first action in
    her own page; the bots' moves and the passes her page makes for her are waited out."""
    while clicks:
        shown = httpx.get(f"{base}/api/games/{game_id}").json()
        if shown["over"]:
            return
        seat = shown["view"]["to_act"][0]
        if seat not in pages:
            time.sleep(0.05)  # a bot's move: nothing of a page to wait on
            continue
        page = pages[seat]
        page.wait_for_function(
            "v => document.querySelector('button.action:not([disabled])')"
            " || Number(document.querySelector('#status').dataset.version) > v",
            arg=shown["version"],
        )
        if not page.locator("button.action:not([disabled])").count():
            continue  # her page passed for her
        before = version(page)
        page.locator("button.action").first.click()
        page.wait_for_function("v => Number(document.querySelector('#status').dataset.version) > v", arg=before)
        clicks -= 1


def waiting_on_people(base: str, game_id: str, pages: dict[int, Page]) -> dict[str, Any]:
    """The game once it waits for people only (no bot's move due), one of them offered her
    choices (not a pass her page makes for her), and every page shows that version."""
    while True:
        shown = httpx.get(f"{base}/api/games/{game_id}").json()
        if set(shown["view"]["to_act"]) <= set(pages):
            for page in pages.values():
                shows(page, shown["version"])
            asked = [pages[seat] for seat in shown["view"]["to_act"]]
            if any(page.locator("button.action:not([disabled])").count() for page in asked):
                again: dict[str, Any] = httpx.get(f"{base}/api/games/{game_id}").json()
                if again["version"] == shown["version"]:
                    return again
        time.sleep(0.05)


def table_of_friends(base: str, ann: Page, bob: Page) -> tuple[str, str]:
    """Ann makes a table in the lobby: herself, a seat for Bob (its link to send, not listed in
    the lobby) and a heuristic bot; Bob opens the link and sits down under the name he typed.
    Gives the game and the link Ann sent."""
    named(ann, base, "Ann")
    ann.select_option("#players", "3")
    ann.select_option('.seat-kind[data-seat="1"]', "human")
    ann.select_option('.seat-kind[data-seat="2"]', "heuristic")
    ann.fill("#seed", str(SEED))
    ann.uncheck("#list-seats")
    ann.click("#create")
    ann.wait_for_url(re.compile(r"/game/[^/#]+$"))
    game_id = game_of(ann)
    link = ann.locator('#invite input[aria-label="link for seat 1"]').input_value()
    assert link.startswith(f"{base}/game/{game_id}#token=")
    named(bob, base, "Bob")
    bob.goto(link)
    bob.wait_for_selector("#status >> text=You are Bob (Seat 1)")
    ann.wait_for_selector('.tribe[data-seat="1"] h3 >> text=Bob (Seat 1)')
    ann.wait_for_function("!document.querySelector('#invite input')")  # nothing left to send
    return game_id, link


def test_a_friend_who_closes_her_tab_and_opens_her_link_again_gets_her_own_seat_back(
    server: ServerProcess, browsers: Browsers
) -> None:
    ann, bob = browsers.new(), browsers.new()
    game_id, link = table_of_friends(server.url, ann, bob)
    play(server.url, game_id, {0: ann, 1: bob}, 8)
    waiting_on_people(server.url, game_id, {0: ann, 1: bob})
    cards, shown = hand(bob), version(bob)
    bob.close()
    # The link in her messages: it opened her seat once, and she sat down with it in this browser.
    again = browsers.tab(bob)
    seen = states_seen(again)
    again.goto(link)
    again.wait_for_selector("#status[data-version], #not-found")
    assert again.locator("#not-found").count() == 0  # not "This seat link does not work"
    again.wait_for_selector("#status >> text=You are Bob (Seat 1)")
    assert version(again) == shown
    assert hand(again) == cards
    token = seat_token(again, game_id)
    assert token != link.split("#token=")[1]  # the seat's own token, not the link's
    mine = httpx.get(f"{server.url}/api/games/{game_id}", params={"token": token}).json()
    assert (mine["seat"], len(mine["view"]["hand"])) == (1, len(cards))
    states = [m for m in seen if m.get("type") == "state"]
    assert states
    assert all(m["seat"] == 1 and m["view"]["seat"] == 1 for m in states)  # nothing of another seat
    play(server.url, game_id, {0: ann, 1: again}, 2)  # and she plays on from it


def test_a_seat_link_someone_sat_down_with_opens_nothing_of_the_seat_elsewhere(
    server: ServerProcess, browsers: Browsers
) -> None:
    ann = browsers.new()
    named(ann, server.url, "Ann")
    ann.select_option("#players", "3")
    ann.select_option('.seat-kind[data-seat="1"]', "human")
    ann.select_option('.seat-kind[data-seat="2"]', "heuristic")
    ann.uncheck("#list-seats")
    ann.click("#create")
    ann.wait_for_url(re.compile(r"/game/[^/#]+$"))
    link = ann.locator('#invite input[aria-label="link for seat 1"]').input_value()
    ann.close()  # she sent the link and closed the table; her browser still keeps both seats
    bob = browsers.new()
    named(bob, server.url, "Bob")
    bob.goto(link)
    bob.wait_for_selector("#status >> text=You are Bob (Seat 1)")
    # A third person sent the same link: told it no longer works, shown nothing of the seat.
    cy = browsers.new()
    seen = states_seen(cy)
    cy.goto(link)
    cy.wait_for_selector("#not-found >> text=This seat link does not work")
    assert [m["type"] for m in seen] == ["error"]
    assert cy.locator("#open-held").count() == 0  # her browser holds no seat of this game
    cy.click("text=watch this game instead")
    cy.wait_for_selector("#status >> text=You are watching")
    assert cy.locator("#hand").count() == 0
    assert all(m["seat"] is None for m in seen if m.get("type") == "state")
    # Ann opens the link she sent, in her own browser: it no longer opens Bob's seat, and the way
    # to her own seat is a link that works, not its address written out as text.
    tab = browsers.tab(ann)
    seen = states_seen(tab)
    tab.goto(link)
    tab.wait_for_selector("#not-found >> text=This seat link does not work")
    assert [m["type"] for m in seen] == ["error"]
    assert "http" not in tab.inner_text("#not-found")
    tab.click("#open-held")
    tab.wait_for_selector("#status >> text=You are Ann (Seat 0)")
    assert all(m["seat"] == 0 for m in seen if m.get("type") == "state")


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_killed_mid_game_the_server_comes_back_and_both_friends_the_watcher_and_the_bot_go_on(
    database: str, request: pytest.FixtureRequest, browsers: Browsers
) -> None:
    db = request.getfixturevalue("sqlite_url" if database == "sqlite" else "pg_url")
    server = ServerProcess(db).start()
    try:
        base = server.url
        seats = ["human", "human", "heuristic"]
        created = httpx.post(f"{base}/api/games", json={"players": 3, "seats": seats, "seed": 3})
        game_id = created.json()["id"]
        ann, bob, eve = (browsers.new() for _ in range(3))
        for page, name, seat in ((ann, "Ann", 0), (bob, "Bob", 1)):
            named(page, base, name)
            page.goto(created.json()["seats"][seat]["url"])
        ann.wait_for_selector("#status >> text=You are Ann (Seat 0)")
        bob.wait_for_selector("#status >> text=You are Bob (Seat 1)")
        eve.goto(f"{base}/game/{game_id}#watch")
        people = {0: ann, 1: bob}
        play(base, game_id, people, 6)
        ann.fill("#chat-input", "hello Bob")
        ann.press("#chat-input", "Enter")
        bob.wait_for_selector(".chat-line >> text=hello Bob")
        eve.wait_for_selector(".chat-line >> text=hello Bob")
        acknowledged = waiting_on_people(base, game_id, people)
        pages = {"ann": ann, "bob": bob, "eve": eve}
        shows(eve, acknowledged["version"])
        before = {
            who: (version(p), hand(p), p.locator("#log .event").count(), p.inner_text("#chat-lines"))
            for who, p in pages.items()
        }
        (listed,) = [g for g in httpx.get(f"{base}/api/games").json() if g["id"] == game_id]
        bot_moves = sum(1 for e in acknowledged["log"] if e["seat"] == 2)
        server.kill()
        for page in pages.values():
            page.wait_for_selector("#conn >> text=reconnecting")
        assert ann.locator("button.action:not([disabled])").count() == 0  # nothing can be sent meanwhile
        server.start()
        for page in pages.values():  # by themselves: nobody reloads
            page.wait_for_selector("#conn >> text=connected")
        rebuilt = httpx.get(f"{base}/api/games/{game_id}").json()
        assert rebuilt["version"] == acknowledged["version"]
        after = {
            who: (version(p), hand(p), p.locator("#log .event").count(), p.inner_text("#chat-lines"))
            for who, p in pages.items()
        }
        assert after == before  # every acknowledged move and line, none of them twice
        (relisted,) = [g for g in httpx.get(f"{base}/api/games").json() if g["id"] == game_id]
        # the lobby lists it as before (its last change as the database took it: the same moment)
        assert relisted == {**listed, "updated": relisted["updated"]}
        assert relisted["updated"] == pytest.approx(listed["updated"], abs=1)
        assert ann.locator("#error").inner_text() == ""
        play(base, game_id, people, 6)
        later = httpx.get(f"{base}/api/games/{game_id}").json()
        assert sum(1 for e in later["log"] if e["seat"] == 2) > bot_moves  # the bot plays on
        shows(eve, later["version"])
        assert eve.locator("#hand").count() == 0
    finally:
        server.stop()


def test_a_chat_line_said_as_the_server_dies_comes_back_to_her_box(server: ServerProcess, browsers: Browsers) -> None:
    base = server.url
    created = httpx.post(f"{base}/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 3}).json()
    ann, bob = browsers.new(), browsers.new()
    for page, name, seat in ((ann, "Ann", 0), (bob, "Bob", 1)):
        named(page, base, name)
        page.goto(created["seats"][seat]["url"])
        page.wait_for_selector(f"#status >> text=You are {name} (Seat {seat})")
    bob.fill("#chat-input", "ready")
    bob.press("#chat-input", "Enter")
    ann.wait_for_selector(".chat-line >> text=ready")
    bob.wait_for_selector(".chat-line >> text=ready")
    assert server.process is not None
    server.process.send_signal(signal.SIGSTOP)  # it hangs, then dies: the line sent meanwhile is lost
    bob.fill("#chat-input", "are you there?")
    bob.press("#chat-input", "Enter")
    assert bob.input_value("#chat-input") == ""  # sent on the open socket
    server.kill()
    bob.wait_for_selector("#conn >> text=reconnecting")
    server.start()
    bob.wait_for_selector("#conn >> text=connected")
    bob.wait_for_function("document.querySelector('#chat-input').value === 'are you there?'")
    assert "not sent" in bob.inner_text("#chat-error")
    assert bob.inner_text("#chat-lines") == "Bob (Seat 1): ready"  # the line heard before stays said
    bob.press("#chat-input", "Enter")  # said again, once
    ann.wait_for_selector(".chat-line >> text=are you there?")
    bob.wait_for_selector(".chat-line >> text=are you there?")
    assert bob.input_value("#chat-input") == ""
    assert bob.inner_text("#chat-error") == ""
    lines = [c["text"] for c in httpx.get(f"{base}/api/games/{created['id']}").json()["chat"]]
    assert lines == ["ready", "are you there?"]


def test_a_table_opened_while_the_server_cannot_be_reached_comes_up_once_it_can(
    server: ServerProcess, browsers: Browsers
) -> None:
    body = {"players": 2, "seats": ["human", "heuristic"], "seed": 3}
    created = httpx.post(f"{server.url}/api/games", json=body).json()
    page = browsers.new()
    # A phone brings back a tab from its cache while the server restarts: the page is there, the
    # server does not answer it yet.
    down = {"yes": True}
    page.route("**/api/**", lambda route: route.abort() if down["yes"] else route.continue_())
    page.goto(created["seats"][0]["url"])
    page.wait_for_selector("text=the server cannot be reached")
    down["yes"] = False
    page.wait_for_selector("#status >> text=You are Seat 0")
    page.wait_for_selector("button.action")
    assert len(hand(page)) == 5


def test_a_link_opened_while_the_database_cannot_load_its_game_opens_once_it_can(
    sqlite_url: str, server: ServerProcess, browsers: Browsers
) -> None:
    # A game this process does not hold in memory (one another process made, a finished game
    # from long ago) is loaded from the database when it is opened; the database fails meanwhile
    # (here its games table is out of reach: the server answers 503).
    store = open_store(sqlite_url)
    config = sc.GameConfig(players=2, seed=5)
    store.create_game(StoredGame("later", config.to_dict(), [HUMAN, "heuristic"], [hash_token("later-token"), None], 0))
    store.close()
    page = browsers.new()
    with closing(sqlite3.connect(sqlite_url.removeprefix("sqlite:///"), isolation_level=None)) as other:
        other.execute("ALTER TABLE games RENAME TO games_away")
        assert httpx.get(f"{server.url}/api/games/later").status_code == 503
        page.goto(f"{server.url}/game/later#token=later-token")
        page.wait_for_function(
            "document.querySelector('#not-found') || (document.querySelector('#error') || {}).textContent"
        )
        assert page.locator("#not-found").count() == 0  # her link is not said to be broken
        other.execute("ALTER TABLE games_away RENAME TO games")
    page.wait_for_selector("#status >> text=You are Seat 0")  # by itself: nobody reloads
    page.wait_for_selector("button.action")
    assert page.inner_text("#error") == ""


def store_last_round(db: str) -> list[str]:
    """A game of Ann, Bob and a heuristic bot in its last round (one contested resource left),
    stored before the server starts: Ann's and Bob's links' tokens."""
    tribe = {"hand": ["scavenger", "refugee", "spear"], "deck": ["refugee", "brawler"]}
    scenario = {"round": 5, "initiator": 0, "players": [tribe, dict(tribe), dict(tribe)], "contested": ["grenade"]}
    config = sc.GameConfig(players=3, seed=0, scenario=scenario)
    tokens = ["ann-token", "bob-token"]
    store = open_store(db)
    hashes = [hash_token(tokens[0]), hash_token(tokens[1]), None]
    store.create_game(StoredGame("last", config.to_dict(), [HUMAN, HUMAN, "heuristic"], hashes, 0))
    store.close()
    return tokens


def test_friends_play_to_the_end_then_again_with_the_same_bot_while_a_watcher_only_watches(
    sqlite_url: str, browsers: Browsers
) -> None:
    tokens = store_last_round(sqlite_url)
    server = ServerProcess(sqlite_url).start()
    try:
        base = server.url
        ann, bob, eve = (browsers.new() for _ in range(3))
        for page, name, seat in ((ann, "Ann", 0), (bob, "Bob", 1)):
            named(page, base, name)
            page.goto(f"{base}/game/last#token={tokens[seat]}")
            page.wait_for_selector(f"#status >> text=You are {name} (Seat {seat})")
        eve.goto(f"{base}/game/last#watch")
        people = {0: ann, 1: bob}
        while not httpx.get(f"{base}/api/games/last").json()["over"]:
            play(base, "last", people, 1)
        for page in (ann, bob, eve):
            page.wait_for_selector("#end-screen >> text=Game over")
        assert eve.locator("#play-again").count() == 0  # a watcher has no seat to take again
        ann.click("#play-again")
        ann.wait_for_url(lambda url: "/game/last" not in url)
        next_id = game_of(ann)
        ann.wait_for_selector("#status >> text=You are Ann (Seat 0)")
        bob.wait_for_selector("#again-waiting")  # told, without reloading, that it waits for him
        bob.click("#play-again")
        bob.wait_for_url(re.compile(rf"/game/{next_id}$"))
        bob.wait_for_selector("#status >> text=You are Bob (Seat 1)")
        line = httpx.get(f"{base}/api/lobby/tables/{next_id}").json()
        assert [(s["state"], s["name"]) for s in line["seats"]] == [("taken", "Ann"), ("taken", "Bob"), ("bot", None)]
        listed = httpx.get(f"{base}/api/games").json()
        assert [(g["id"], g["over"]) for g in listed] == [(next_id, False), ("last", True)]
        assert listed[1]["winners"]
        # the bot of the old game's seat 2 plays its seat of the new one
        play(base, next_id, {0: ann, 1: bob}, 4)
        shown = httpx.get(f"{base}/api/games/{next_id}").json()
        assert any(e["seat"] == 2 for e in shown["log"])
    finally:
        server.stop()


# -- sitting down when the answer is lost --------------------------------------------------------


def test_a_friend_whose_sitting_down_is_taken_but_never_answered_still_gets_her_seat(
    server: ServerProcess, browsers: Browsers
) -> None:
    """Bob sits down with his link; the server takes it (the seat's token changes) but its answer
    never reaches his page (a phone dropping its signal just then, a server that stopped). Before,
    the seat then had a token nobody held: his link was refused and the seat could not even go
    to a bot. Now his page makes the seat's next token and asks again with it: the server answers
    the seat it already took."""
    ann, bob = browsers.new(), browsers.new()
    named(ann, server.url, "Ann")
    ann.select_option("#players", "3")
    ann.select_option('.seat-kind[data-seat="1"]', "human")
    ann.select_option('.seat-kind[data-seat="2"]', "heuristic")
    ann.uncheck("#list-seats")
    ann.click("#create")
    ann.wait_for_url(re.compile(r"/game/[^/#]+$"))
    game_id = game_of(ann)
    link = ann.locator('#invite input[aria-label="link for seat 1"]').input_value()
    asked: list[dict[str, Any]] = []

    def lose_the_first_answer(route: Any) -> None:
        asked.append(json.loads(route.request.post_data or "{}"))
        if len(asked) == 1:
            route.fetch()  # the server takes it...
            route.abort("connectionreset")  # ...and its answer is lost
        else:
            route.continue_()

    named(bob, server.url, "Bob")
    bob.route("**/api/lobby/tables/*/sit", lose_the_first_answer)
    bob.goto(link)
    bob.wait_for_selector("#status >> text=You are Bob (Seat 1)")
    assert len(asked) >= 2
    assert len({a["next_token"] for a in asked}) == 1  # the same token each time
    token = seat_token(bob, game_id)
    assert token == asked[0]["next_token"]
    mine = httpx.get(f"{server.url}/api/games/{game_id}", params={"token": token}).json()
    assert mine["seat"] == 1
    old = httpx.get(f"{server.url}/api/games/{game_id}", params={"token": link.split("#token=")[1]})
    assert old.status_code == 403  # the link's token opens nothing since


def test_sitting_down_and_joining_again_with_the_same_next_token_answers_the_same_seat(server: ServerProcess) -> None:
    """The API behind it: ``next_token`` becomes the seat's token; asked again with it, the same
    answer and nothing else changes; a next token of another shape is refused (a seat's token must
    be hard to guess), the table as it was."""
    base = server.url
    made = httpx.post(f"{base}/api/games", json={"players": 3, "seats": [HUMAN, HUMAN, HUMAN]})
    made.raise_for_status()
    game_id = made.json()["id"]
    first, link_token, third = (s["token"] for s in made.json()["seats"])
    giving = {"token": first, "name": "Ann", "seats": {"2": third}}  # seat 2 listed in the lobby
    assert httpx.post(f"{base}/api/lobby/tables/{game_id}/open", json=giving).status_code == 200
    proposed = "B" * 22
    first = httpx.post(
        f"{base}/api/lobby/tables/{game_id}/sit", json={"token": link_token, "name": "Bob", "next_token": proposed}
    )
    assert first.status_code == 200, first.text
    assert (first.json()["seat"], first.json()["token"]) == (1, proposed)
    again = httpx.post(
        f"{base}/api/lobby/tables/{game_id}/sit", json={"token": link_token, "name": "Bob", "next_token": proposed}
    )
    assert again.status_code == 200, again.text
    assert again.json() == first.json()
    plain = httpx.post(f"{base}/api/lobby/tables/{game_id}/sit", json={"token": link_token, "name": "Bob"})
    assert plain.status_code == 403  # the link's token opens nothing since
    before = httpx.get(f"{base}/api/lobby/tables").json()
    for bad in ("short", "x" * 23 + "!", "é" * 30):
        refused = httpx.post(
            f"{base}/api/lobby/tables/{game_id}/join", json={"seat": 2, "name": "Cy", "next_token": bad}
        )
        assert refused.status_code == 400, bad
        assert "next_token" in refused.json()["error"]
    assert httpx.get(f"{base}/api/lobby/tables").json() == before
    joined = "C" * 43
    took = httpx.post(f"{base}/api/lobby/tables/{game_id}/join", json={"seat": 2, "name": "Cy", "next_token": joined})
    assert took.status_code == 200, took.text
    retried = httpx.post(
        f"{base}/api/lobby/tables/{game_id}/join", json={"seat": 2, "name": "Cy", "next_token": joined}
    )
    assert retried.json() == took.json()
    assert httpx.get(f"{base}/api/games/{game_id}", params={"token": joined}).json()["seat"] == 2


def test_a_chat_line_the_server_refuses_comes_back_at_once_and_never_as_lost(
    server: ServerProcess, browsers: Browsers
) -> None:
    """Bob says more lines at once than a seat may (a burst of 10, then 2 a second): those
    refused come back to his box at once with the reason. Before, the page kept waiting to hear
    them, and after the next reconnection gave one back as "the connection to the server was
    lost", which it never was."""
    base = server.url
    created = httpx.post(f"{base}/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 3}).json()
    bob = browsers.new()
    named(bob, base, "Bob")
    bob.goto(created["seats"][1]["url"])
    bob.wait_for_selector("#status >> text=You are Bob (Seat 1)")
    # Said at once, as fast as a person pasting lines: typed one by one through the browser on
    # a loaded machine they came slower than the allowance refills (2 a second), and none was refused.
    bob.evaluate(
        """() => {
            const box = document.querySelector('#chat-input');
            for (let n = 0; n < 16; n++) {
                box.value = `line ${n}`;
                box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
            }
        }"""
    )
    bob.wait_for_selector("#chat-error >> text=too many chat messages")
    assert re.fullmatch(r"line \d+", bob.input_value("#chat-input"))  # a refused line, back in the box
    said = [c["text"] for c in httpx.get(f"{base}/api/games/{created['id']}").json()["chat"]]
    assert bob.input_value("#chat-input") not in said
    bob.fill("#chat-input", "")
    server.kill()
    bob.wait_for_selector("#conn >> text=reconnecting")
    server.start()
    bob.wait_for_selector("#conn >> text=connected")
    bob.wait_for_function("document.querySelectorAll('.chat-line').length >= 10")
    time.sleep(0.5)  # whatever the reconnection gives back, it has given by now
    assert "lost" not in bob.inner_text("#chat-error")
    assert bob.input_value("#chat-input") == ""
