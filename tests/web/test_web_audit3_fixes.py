"""The third audit of the page, played online as friends: a seat a friend sat down at with its
link is hers alone (the creator's browser, which made the link, no longer opens it by any
route), a move or a chat line while the server is down, addresses that lead nowhere, the lobby
on a phone, card names that break between words only, a name too long, and the end screen
telling that a new game is waiting."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from scavengers.server import create_app
from scavengers.server.app import REVOKED
from scavengers.storage import open_store

from .conftest import ServerProcess, TestClient, seat_token
from .test_server_api import state
from .test_web_browser import WATCH_COVERS, click_first_action, store_stacked
from .test_web_table import NO_SIDEWAYS_SCROLL, create_against_bots, seat_state, sized

LONG_NAME = "Annabel" * 30  # 210 characters: pasted, not typed
LAST_ROUND = {"round": 5, "contested": ["grenade"]}
"""A table in its last round (one contested resource left): a few actions end the game."""
TRIBE = {"hand": ["scavenger", "refugee", "spear"], "deck": ["refugee", "brawler"]}


def held_here(page: Page) -> dict[str, dict[str, str]]:
    """The seats' tokens this browser keeps, by game (its "Your games")."""
    held: dict[str, dict[str, str]] = page.evaluate("JSON.parse(localStorage.getItem('scavengers.tokens') || '{}')")
    return held


def create_for_friends(page: Page, base: str) -> tuple[str, dict[int, str]]:
    """Ann creates a game for two people in the lobby, keeping seat 1's link to send (not
    listed in the lobby); the game and the link of each seat."""
    page.goto(base)
    page.fill("#player-name", "Ann")
    page.select_option("#players", "2")
    page.select_option('.seat-kind[data-seat="1"]', "human")
    page.uncheck("#list-seats")
    page.click("#create")
    page.wait_for_url(re.compile(r"/game/[^/#]+$"))
    page.wait_for_selector("#status[data-version]")
    game_id = page.url.split("/game/")[1]
    links = {int(seat): f"{base}/game/{game_id}#token={token}" for seat, token in held_here(page)[game_id].items()}
    return game_id, links


def sit_down(page: Page, link: str, name: str) -> None:
    """Open a seat's link sent to her (no name typed in this browser before) and sit down."""
    page.goto(link)
    page.fill("#seat-name", name)
    page.click("#seat-name-go")
    page.wait_for_selector(f"#status >> text=You are {name} (Seat 1)")
    page.wait_for_selector("#name-ask", state="detached")


def finish(client: httpx.Client, game_id: str, tokens: list[str]) -> None:
    """Play the game to its end over the API (a server's, or a TestClient's): each seat asked
    takes its first legal action."""

    def seen(token: str | None = None) -> dict[str, Any]:
        data: dict[str, Any] = client.get(f"/api/games/{game_id}", params={"token": token} if token else {}).json()
        return data

    while not seen()["over"]:
        token = tokens[seen()["view"]["to_act"][0]]
        legal = seen(token)["legal_actions"]
        if legal:
            answer = client.post(f"/api/games/{game_id}/actions", json={"token": token, "action": legal[0]})
            assert answer.status_code == 200, answer.text


# -- 1: a seat sat down at with its link is the friend's alone -------------------------------------


@pytest.mark.slow
def test_the_creators_browser_cannot_see_or_act_for_a_friend_who_sat_down_with_her_link(
    server: ServerProcess, page: Page, browser: Browser
) -> None:
    ann = page
    ann.add_init_script(f"({WATCH_COVERS})()")
    game_id, links = create_for_friends(ann, server.url)
    old = links[1].split("#token=")[1]
    # Before Bob sits down, Ann's browser holds his seat (the link it made): friends at one
    # screen play every seat there.
    ann.goto(f"{server.url}/game/{game_id}#hotseat")
    ann.wait_for_selector("#cover")
    assert ann.evaluate("window.table.seats.length") == 2
    bob = sized(browser, "desktop")
    sit_down(bob, links[1], "Bob")
    new = seat_token(bob, game_id)
    assert new != old
    bobs_hand = sorted(httpx.get(f"{server.url}/api/games/{game_id}", params={"token": new}).json()["view"]["hand"])
    assert bobs_hand
    # Ann's open hotseat page lets go of Bob's seat at once: only her own is left.
    ann.wait_for_function("window.table && window.table.seats.length === 1 && !window.table.hotseat")
    ann.wait_for_selector("#status >> text=You are Ann (Seat 0)")
    assert not any("Bob" in cover for cover in ann.evaluate("window.coversSeen"))
    assert list(held_here(ann)[game_id]) == ["0"]
    # A copy of the old link kept anywhere (here: put back in her browser) opens nothing of
    # Bob's. Her lobby forgets it: it offers neither the hotseat nor seat 1.
    mine = links[0].split("#token=")[1]
    kept_again = json.dumps({game_id: {"0": mine, "1": old}})
    ann.evaluate("held => localStorage.setItem('scavengers.tokens', held)", kept_again)
    ann.goto(server.url)
    row = ann.locator("#my-games tr", has=ann.locator(f'a[href^="/game/{game_id}"]'))
    row.wait_for()
    assert row.locator("a.hotseat-resume").count() == 0
    assert [link.strip() for link in row.locator("a.seat-link").all_inner_texts()] == ["seat 0"]
    assert list(held_here(ann)[game_id]) == ["0"]
    ann.evaluate("held => localStorage.setItem('scavengers.tokens', held)", kept_again)
    ann.goto(links[1])
    ann.wait_for_selector("#not-found")
    assert ann.inner_text("#not-found h2") == "This seat link does not work"
    assert "someone has sat down at the seat with it" in ann.inner_text("#not-found")
    assert ann.locator("#hand").count() == 0
    ann.evaluate("held => localStorage.setItem('scavengers.tokens', held)", kept_again)
    ann.goto(f"{server.url}/game/{game_id}#hotseat")
    ann.wait_for_function("window.table && window.table.seats.length === 1 && window.table.seats[0].state")
    ann.wait_for_selector("#status >> text=You are Ann (Seat 0)")
    assert ann.locator("#cover").count() == 0
    assert not any("Bob" in cover for cover in ann.evaluate("window.coversSeen"))
    # Over the API the old token is refused everywhere; Bob plays on with his own.
    base = f"{server.url}/api/games/{game_id}"
    assert httpx.get(base, params={"token": old}).status_code == 403
    assert httpx.post(f"{base}/actions", json={"token": old, "action": "pass"}).status_code == 403
    assert httpx.post(f"{base}/menu", json={"token": old}).status_code == 403
    assert httpx.post(f"{base}/chat", json={"token": old, "text": "I am Bob"}).status_code == 403
    assert bob.locator("#hand .card").count() == len(bobs_hand)
    bob.context.close()


@pytest.mark.slow
def test_the_creators_invitations_drop_a_seat_once_a_friend_sat_down_at_it(
    server: ServerProcess, page: Page, browser: Browser
) -> None:
    game_id, links = create_for_friends(page, server.url)
    page.goto(f"{server.url}/game/{game_id}")
    page.wait_for_selector('#invite a.join[data-seat="1"]')
    assert page.locator("#hotseat-link").count() == 1
    bob = sized(browser, "desktop")
    sit_down(bob, links[1], "Bob")
    page.wait_for_selector('.tribe[data-seat="1"] h3 >> text=Bob (Seat 1)')
    page.wait_for_selector('#invite a.join[data-seat="1"]', state="detached")
    assert page.locator("#hotseat-link, #invite button.to-bot").count() == 0
    assert list(held_here(page)[game_id]) == ["0"]
    bob.context.close()


def test_sitting_down_gives_the_seat_a_new_token_that_play_again_follows(sqlite_url: str) -> None:
    tokens = store_stacked(sqlite_url, [TRIBE, dict(TRIBE)], table=LAST_ROUND)
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        ann, link = tokens
        with client.websocket_connect(f"/ws/games/stacked?token={link}") as before:
            assert before.receive_json()["seat"] == 1
            seated = client.post("/api/lobby/tables/stacked/sit", json={"token": link, "name": "Bob"})
            assert seated.status_code == 200, seated.text
            assert before.receive_json() == {"type": "error", "status": 403, "message": REVOKED}
        bob = seated.json()["token"]
        assert seated.json() == {"id": "stacked", "seat": 1, "token": bob, "url": f"/game/stacked#token={bob}"}
        assert state(client, "stacked", bob)["players"][1]["name"] == "Bob (Seat 1)"
        assert client.get("/api/games/stacked", params={"token": link}).status_code == 403
        # Sitting down is once: the seat has its name, and the link's token is no seat's now.
        again = client.post("/api/lobby/tables/stacked/sit", json={"token": bob, "name": "Eve"})
        assert again.status_code == 409
        assert client.post("/api/lobby/tables/stacked/sit", json={"token": link, "name": "Eve"}).status_code == 403
        # Which of its seats a browser still holds: Ann's, not the link's.
        held = client.post("/api/lobby/held", json={"games": {"stacked": {"0": ann, "1": link}, "gone": {"0": ann}}})
        assert held.json() == {"stacked": [0]}
        # Play again: the seat at the next game is Bob's, by his token, never by the link's.
        finish(client, "stacked", [ann, bob])
        assert state(client, "stacked", bob)["next"] is None
        first = client.post("/api/lobby/tables/stacked/again", json={"token": ann})
        assert first.status_code == 200, first.text
        next_id = first.json()["id"]
        assert state(client, "stacked", bob)["next"] == next_id  # her end screen says so
        assert client.post("/api/lobby/tables/stacked/again", json={"token": link}).status_code == 403
        joined = client.post("/api/lobby/tables/stacked/again", json={"token": bob})
        assert joined.status_code == 200, joined.text
        assert joined.json()["seat"] == 1
        assert state(client, next_id, joined.json()["token"])["seat"] == 1


# -- 2 and 3: a move or a chat line while the server is down ------------------------------------


@pytest.mark.slow
def test_a_move_while_the_server_is_down_is_refused_in_words_and_acting_waits(
    server: ServerProcess, page: Page
) -> None:
    create_against_bots(page, server.url)
    server.kill()
    page.wait_for_selector("#conn >> text=reconnecting")
    page.wait_for_selector("#error >> text=the server cannot be reached")
    assert page.locator("button.action").first.is_disabled()
    assert page.locator("#notation-go").is_disabled()
    # Nothing is sent, nor kept to send later: said so.
    page.evaluate("window.table.choose('end', 'end')")
    assert "your move was not sent" in page.inner_text("#error")
    assert "Failed to fetch" not in page.inner_text("body")
    server.start()
    page.wait_for_selector("#conn >> text=connected")
    page.wait_for_function("!document.querySelector('#error').textContent")
    page.wait_for_selector("button.action:enabled")
    before = int(page.get_attribute("#status", "data-version") or -1)
    page.locator("button.action").first.click()
    page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")


@pytest.mark.slow
def test_a_chat_line_said_while_the_server_is_down_stays_in_the_box(server: ServerProcess, page: Page) -> None:
    create_against_bots(page, server.url)
    server.kill()
    page.wait_for_selector("#conn >> text=reconnecting")
    page.fill("#chat-input", "anyone there?")
    page.press("#chat-input", "Enter")
    page.wait_for_selector("#chat-error >> text=the server cannot be reached; your message was not sent")
    assert page.input_value("#chat-input") == "anyone there?"
    server.start()
    page.press("#chat-input", "Enter")  # over the socket, or over HTTP while it is not back yet
    page.wait_for_selector("#chat-lines >> text=anyone there?")
    assert page.input_value("#chat-input") == ""
    assert page.inner_text("#chat-error") == ""


# -- 5: addresses that lead nowhere ------------------------------------------------------------------


def test_an_address_that_is_not_there_gets_a_page_for_a_browser_and_json_for_the_api(client: TestClient) -> None:
    html = {"accept": "text/html,application/xhtml+xml"}
    for path in ("/nope", "/game/", "/GAME/abc", "/game/abc.", "/game/x%20y", "/game/%3Cscript%3E"):
        answer = client.get(path, headers=html)
        assert answer.status_code == 404, path
        assert answer.headers["content-type"].startswith("text/html"), path
    assert client.get("/nope").json() == {"error": "not found"}  # a client of the API
    assert client.get("/api/nope", headers=html).json() == {"error": "not found"}
    assert client.get("/static/nope.js", headers=html).json() == {"error": "not found"}


@pytest.mark.slow
@pytest.mark.parametrize(
    ("path", "title"),
    [
        ("/nope", "There is no such page"),
        ("/GAME/abc", "There is no such page"),
        ("/game/", "There is no such game"),
        ("/game/abc.", "There is no such game"),
        ("/game/x%20y", "There is no such game"),
        ("/game/%3Cscript%3E", "There is no such game"),
    ],
)
def test_a_wrong_address_says_so_in_words(server: ServerProcess, page: Page, path: str, title: str) -> None:
    page.goto(server.url + path)
    page.wait_for_selector("#not-found")
    assert page.inner_text("#not-found h2") == title
    assert page.locator("#create").count() == 0  # not the lobby, silently
    page.click("#back-to-lobby")
    page.wait_for_selector("#create")


@pytest.mark.slow
@pytest.mark.parametrize("suffix", ["?token=abc", "#token="])
def test_a_seat_link_with_its_token_misplaced_or_empty_says_it_does_not_work(
    server: ServerProcess, page: Page, suffix: str
) -> None:
    game = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["human", "heuristic"]}).json()
    page.goto(f"{server.url}/game/{game['id']}{suffix}")
    page.wait_for_selector("#not-found")
    assert page.inner_text("#not-found h2") == "This seat link does not work"
    assert page.locator("#status").count() == 0  # not opened as a spectator without a word
    page.click(f'#not-found a[href="/game/{game["id"]}#watch"]')
    page.wait_for_selector("#status >> text=You are watching")


# -- 6: the lobby on a phone ----------------------------------------------------------------------


@pytest.mark.slow
def test_the_lobbys_games_are_cards_of_readable_lines_on_a_phone(server: ServerProcess, browser: Browser) -> None:
    for _ in range(2):
        httpx.post(f"{server.url}/api/games", json={"players": 3, "seats": ["human", "heuristic", "easy"]})
    phone = sized(browser, "phone")
    phone.goto(server.url)
    phone.wait_for_selector("#all-games tr")
    cells = phone.evaluate(
        """() => [...document.querySelectorAll('#all-games tr:first-child td')].map((td) => {
            const box = td.getBoundingClientRect();
            const line = parseFloat(getComputedStyle(td).lineHeight);
            return { label: td.dataset.label, width: box.width, lines: Math.round(box.height / line) };
        })"""
    )
    assert [c["label"] for c in cells] == ["Game", "Players", "Modules", "Hints", "Round", "Whose turn", "Watch"]
    assert all(c["width"] > 300 for c in cells)  # each a line across the card, not a column
    assert all(c["lines"] <= 2 for c in cells), cells  # the id on one line, not five
    assert phone.evaluate(NO_SIDEWAYS_SCROLL)
    named = phone.evaluate("getComputedStyle(document.querySelector('#all-games td'), '::before').content")
    assert named == '"Game: "'
    phone.context.close()


# -- 7: card names break between words only ----------------------------------------------------------

EVERY_CARD_EVERY_SIZE = """() => {
    // Every card kind drawn as the table draws it: in another tribe and a force (mini), in
    // the market, in the hand (big).
    const kinds = Object.keys(CARDS);
    const drawn = document.createElement("div");
    drawn.id = "every-card";
    const row = (kind, size) => h("div", { class: kind }, kinds.map((k) => face(k, { size })));
    drawn.append(h("div", { class: "tribe" }, row("row-cards", "mini")),
        h("div", { class: "forces" }, h("div", { class: "force" }, row("row-cards", "mini"))),
        row("market"), h("div", { class: "hand" }, row("hand-cards", "big")));
    document.getElementById("board").append(drawn);
}"""
BROKEN_NAMES = """() => {
    // The card names with a word split over two lines, or running past its card's edge.
    const broken = new Set();
    for (const name of document.querySelectorAll("#every-card .c-name")) {
        const text = name.firstChild;
        const card = name.closest(".card").getBoundingClientRect();
        let at = 0;
        for (const word of text.textContent.split(" ")) {
            const start = text.textContent.indexOf(word, at);
            at = start + word.length;
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, at);
            const boxes = [...range.getClientRects()];
            if (new Set(boxes.map((b) => Math.round(b.top))).size > 1 || boxes.some((b) => b.right > card.right)) {
                broken.add(text.textContent);
            }
        }
    }
    return [...broken];
}"""


@pytest.mark.slow
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_no_card_name_breaks_inside_a_word(server: ServerProcess, browser: Browser, size: str) -> None:
    game = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["human", "heuristic"]}).json()
    page = sized(browser, size)
    page.goto(f"{server.url}/game/{game['id']}#watch")
    page.wait_for_selector("#status[data-version]")
    page.evaluate(EVERY_CARD_EVERY_SIZE)
    assert page.locator("#every-card .c-name", has_text="The Humanitarians").count() == 4
    assert page.evaluate(BROKEN_NAMES) == []
    page.context.close()


# -- 8: a name too long; a new game waiting -----------------------------------------------------------


@pytest.mark.slow
def test_a_name_too_long_is_kept_whole_and_refused_in_the_servers_words(server: ServerProcess, page: Page) -> None:
    page.goto(server.url)
    page.fill("#player-name", LONG_NAME)
    assert page.input_value("#player-name") == LONG_NAME  # not cut to 30 unseen
    words = f"the name is too long: {len(LONG_NAME)} characters, at most 30"
    assert page.inner_text("#player-name-error") == words
    page.click("#create")
    page.wait_for_selector(f"#create-error >> text={words}")
    assert httpx.get(f"{server.url}/api/games").json() == []  # no game made and left waiting
    page.fill("#player-name", "Ann")
    assert page.inner_text("#player-name-error") == ""
    # The name asked for at a seat opened by its link says the same.
    game = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["human", "human"]}).json()
    page.evaluate("localStorage.removeItem('scavengers.name')")
    page.goto(f"{server.url}/game/{game['id']}#token={game['seats'][1]['token']}")
    page.fill("#seat-name", LONG_NAME)
    page.click("#seat-name-go")
    assert page.inner_text("#seat-name-error") == words
    assert page.input_value("#seat-name") == LONG_NAME
    assert httpx.get(f"{server.url}/api/lobby/tables/{game['id']}").json()["seats"][1]["name"] is None


@pytest.mark.slow
def test_the_other_friends_end_screen_says_a_new_game_is_waiting(sqlite_url: str, browser: Browser) -> None:
    tokens = store_stacked(sqlite_url, [TRIBE, dict(TRIBE)], table=LAST_ROUND)
    server = ServerProcess(sqlite_url).start()
    try:
        with httpx.Client(base_url=server.url) as client:
            finish(client, "stacked", tokens)
        ann, bob = sized(browser, "desktop"), sized(browser, "desktop")
        for page, token in ((ann, tokens[0]), (bob, tokens[1])):
            page.goto(f"{server.url}/game/stacked#token={token}")
            page.wait_for_selector("#end-screen")
        assert bob.locator("#again-waiting").count() == 0
        ann.click("#play-again")
        ann.wait_for_url(lambda url: "/game/" in url and "/game/stacked" not in url)
        next_id = ann.url.split("/game/")[1].split("#")[0]  # before or after the page drops its token
        bob.wait_for_selector("#again-waiting >> text=A new game with the same people is waiting for you")
        bob.click("#play-again")
        bob.wait_for_url(re.compile(rf"/game/{next_id}$"))
        bob.wait_for_selector("#status >> text=You are Seat 1")
        ann.context.close()
        bob.context.close()
    finally:
        server.stop()


# -- 4: a seat nobody takes goes to a bot ------------------------------------------------------------


def test_a_seat_nobody_has_taken_is_handed_to_a_bot_by_whoever_holds_it(client: TestClient) -> None:
    game = client.post("/api/games", json={"players": 3, "seats": ["human"] * 3, "seed": 4}).json()
    game_id = game["id"]
    ann, link, listed = (s["token"] for s in game["seats"])
    opened = client.post(
        f"/api/lobby/tables/{game_id}/open", json={"token": ann, "name": "Ann", "seats": {"2": listed}}
    )
    assert opened.status_code == 200, opened.text
    handing = f"/api/lobby/tables/{game_id}/bot"
    assert client.post(handing, json={"token": link, "seat": 2}).status_code == 403  # not the creator's
    assert client.post(handing, json={"token": ann, "seat": 1}).status_code == 403  # its link's, not hers
    assert client.post(handing, json={"token": ann, "seat": 0}).status_code == 409  # she sits there
    assert client.post(handing, json={"token": ann, "seat": 7}).status_code == 400
    assert client.post(handing, json={"token": link, "seat": 1, "bot": "nobody"}).status_code == 400
    handed = client.post(handing, json={"token": link, "seat": 1, "bot": "easy"})
    assert handed.status_code == 200, handed.text
    assert client.get(f"/api/games/{game_id}", params={"token": link}).status_code == 403  # the link works no more
    handed = client.post(handing, json={"token": ann, "seat": 2})
    assert [(s["state"], s["player"]) for s in handed.json()["seats"]] == [
        ("taken", "person"),
        ("bot", "Easy bot"),
        ("bot", "Heuristic bot"),
    ]
    assert client.get("/api/lobby/tables").json() == []  # no free seat listed any more
    assert client.post(handing, json={"token": ann, "seat": 2}).status_code == 409  # a bot's already
    # The bots play their seats: the table goes on, Ann taking her turns and they theirs.
    assert [p["player"] for p in state(client, game_id, ann)["players"]] == ["human", "easy", "heuristic"]
    for _ in range(500):
        seen = state(client, game_id, ann)
        if {e.get("seat") for e in seen["log"]} >= {0, 1, 2}:
            break
        if seen["legal_actions"]:
            client.post(f"/api/games/{game_id}/actions", json={"token": ann, "action": seen["legal_actions"][0]})
        time.sleep(0.02)  # the bots' moves: played by the server, a moment later
    assert {e.get("seat") for e in state(client, game_id)["log"]} >= {0, 1, 2}


@pytest.mark.slow
def test_the_creator_lets_a_bot_play_the_seat_of_a_friend_who_does_not_come(server: ServerProcess, page: Page) -> None:
    game_id, links = create_for_friends(page, server.url)
    page.goto(f"{server.url}/game/{game_id}")
    page.click('#invite button.to-bot[data-seat="1"]')
    page.wait_for_selector("#feedback >> text=A bot plays seat 1 from now on.")
    page.wait_for_selector('.tribe[data-seat="1"] h3 >> text=Seat 1 (heuristic)')
    expect(page.locator("#invite .invite-line")).to_have_count(0)  # once the free seats are looked at again
    assert list(held_here(page)[game_id]) == ["0"]
    line = httpx.get(f"{server.url}/api/lobby/tables/{game_id}").json()
    assert [s["state"] for s in line["seats"]] == ["taken", "bot"]
    old = links[1].split("#token=")[1]
    assert httpx.get(f"{server.url}/api/games/{game_id}", params={"token": old}).status_code == 403
    # The bot takes its turns, Ann hers: the game goes on.
    while {e.get("seat") for e in seat_state(server.url, page)["log"]} != {0, 1}:
        page.wait_for_selector("button.action:enabled")
        click_first_action(page)
