"""A newcomer's first games on the web page: the game's address alone keeps her in the seat
this browser holds (a reload, a new tab, a bookmark) and shows it to anyone else as a
spectator; a device playing every seat names each seat alike; a negative seed is taken, as the
terminal takes it, and every refusal of the lobby's fields is in plain words; a refused typed
action says what she typed and why, once."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright

import scavengers as sc
from scavengers.server import create_app
from scavengers.storage import open_store
from web.conftest import ServerProcess, TestClient, chromium_path

SEED_LIMIT = 2**64
"""The engine's seeds are below it in size (``GameConfig``)."""


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as test_client:
        yield test_client


@pytest.fixture
def server(sqlite_url: str) -> Iterator[ServerProcess]:
    process = ServerProcess(sqlite_url).start()
    yield process
    process.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium_path(), args=["--no-sandbox"])
        yield launched
        launched.close()


@pytest.fixture
def new_browser(browser: Browser) -> Iterator[Callable[[], BrowserContext]]:
    """Opens a browser of its own (its own storage); the test fails if a page threw an error."""
    opened: list[BrowserContext] = []
    errors: list[str] = []

    def opening() -> BrowserContext:
        # bypass_csp: the tests' probes evaluate strings (as the web tests' conftest says)
        context = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)
        context.set_default_timeout(60_000)
        context.on("weberror", lambda error: errors.append(str(error.error)))
        opened.append(context)
        return context

    yield opening
    for context in opened:
        context.close()
    assert errors == []


def status(page: Page) -> Any:
    return expect(page.locator("#status"))


def create_two_seat_game(page: Page, base: str, seed: str = "") -> str:
    """Two people's game made in the lobby, the other seat listed for anyone to take (the
    lobby's default); "Create game" opens the table. Returns the game's address."""
    page.goto(base)
    page.select_option("#players", "2")
    page.select_option('.seat-kind[data-seat="1"]', "human")
    assert page.is_checked("#list-seats")
    if seed:
        page.locator("#seed").press_sequentially(seed)
    page.click("#create")
    page.wait_for_url(re.compile(r"/game/[^/#]+$"))
    return page.url


# -- defect 1: the game's address keeps her seat ---------------------------------------------------


@pytest.mark.slow
def test_the_games_address_alone_opens_the_seat_this_browser_holds_and_no_other(
    server: ServerProcess, new_browser: Callable[[], BrowserContext]
) -> None:
    ann = new_browser()
    creating = ann.new_page()
    address = create_two_seat_game(creating, server.url)
    game_id = address.rsplit("/", 1)[1]
    status(creating).to_contain_text("You are Seat 0")
    assert "token" not in address  # the address bar shows no seat's token
    # a new tab, a bookmark, a reload: still her seat
    tab = ann.new_page()
    tab.goto(address)
    status(tab).to_contain_text("You are Seat 0")
    tab.reload()
    status(tab).to_contain_text("You are Seat 0")
    assert tab.url == address
    # the lobby's "watch" is a spectator's view, even here
    watching = ann.new_page()
    watching.goto(server.url)
    watching.locator(f'#all-games a[aria-label="watch game {game_id}"]').click()
    status(watching).to_contain_text("You are watching")
    # Bob takes the listed seat in his own browser: the address opens his seat there, not hers
    bob = new_browser()
    lobby = bob.new_page()
    lobby.goto(server.url)
    lobby.fill("#player-name", "Bob")
    lobby.click(f'.open-table[data-game="{game_id}"] .join-seat[data-seat="1"]')
    status(lobby).to_contain_text("You are Bob (Seat 1)")
    his_tab = bob.new_page()
    his_tab.goto(address)
    status(his_tab).to_contain_text("You are Bob (Seat 1)")
    held = his_tab.evaluate("JSON.parse(localStorage.getItem('scavengers.tokens'))")
    assert list(held) == [game_id]
    assert list(held[game_id]) == ["1"]  # his browser never held Ann's token
    # anyone else: a spectator
    stranger = new_browser().new_page()
    stranger.goto(address)
    status(stranger).to_contain_text("You are watching")
    assert stranger.evaluate("localStorage.getItem('scavengers.tokens')") is None


# -- defect 2: a device playing every seat names each alike ---------------------------------------


@pytest.mark.slow
def test_a_device_taking_the_free_seats_names_every_seat_alike(
    server: ServerProcess, new_browser: Callable[[], BrowserContext]
) -> None:
    page = new_browser().new_page()
    address = create_two_seat_game(page, server.url, seed="3")
    game_id = address.rsplit("/", 1)[1]
    page.click("#hotseat-link")  # takes the listed seat, then passes the device
    covers: set[str] = set()
    names: set[str] = set()
    for _ in range(8):
        page.wait_for_selector("#reveal, button.action")
        if page.locator("#reveal").count():
            covers.add(page.locator("#cover h2").inner_text())
            page.click("#reveal")
        page.wait_for_selector("button.action")
        names.add(page.locator("#status").inner_text().removeprefix("You are ").split(" · ")[0])
        before = page.get_attribute("#status", "data-version")
        page.locator("button.action").first.click()
        page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")
        if len(covers) == 2 and len(names) == 2:
            break
    assert covers == {"Pass the device to Seat 0", "Pass the device to Seat 1"}
    assert names == {"Seat 0", "Seat 1"}
    seats = httpx.get(f"{server.url}/api/lobby/tables/{game_id}").json()["seats"]
    assert [s["name"] for s in seats] == [None, None]  # no name made up for either


def test_a_free_seat_may_be_taken_without_a_name_and_is_called_by_its_number(client: TestClient) -> None:
    game = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 3}).json()
    first, second = (s["token"] for s in game["seats"])
    opened = client.post(f"/api/lobby/tables/{game['id']}/open", json={"token": first, "seats": {"1": second}})
    assert opened.status_code == 200, opened.text
    joined = client.post(f"/api/lobby/tables/{game['id']}/join", json={"seat": 1})
    assert joined.status_code == 200, joined.text
    seen = client.get(f"/api/games/{game['id']}", params={"token": joined.json()["token"]}).json()
    assert [p["name"] for p in seen["players"]] == ["Seat 0", "Seat 1"]
    assert client.get(f"/api/lobby/tables/{game['id']}").json()["seats"][1]["name"] is None


# -- defect 3: seeds and the lobby's refusals ------------------------------------------------------


@pytest.mark.parametrize("seed", [-5, -(SEED_LIMIT - 1), SEED_LIMIT - 1])
def test_any_seed_the_engine_takes_makes_the_same_deal_as_the_engine(client: TestClient, seed: int) -> None:
    made = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": seed})
    assert made.status_code == 201, made.text
    engine = sc.Game.new(sc.GameConfig(players=2, seed=seed))
    for place in made.json()["seats"]:
        seen = client.get(f"/api/games/{made.json()['id']}", params={"token": place["token"]}).json()
        assert seen["view"]["hand"] == list(engine.view(place["seat"]).hand)


REFUSED_GAMES: list[tuple[dict[str, Any], str]] = [
    (
        {"players": 2, "seed": SEED_LIMIT},
        "seed must be a whole number from -18446744073709551615 to 18446744073709551615",
    ),
    ({"players": 2, "seed": "five"}, "seed must be a whole number"),
    ({"players": 2, "seed": 1.5}, "seed must be a whole number"),
    ({"players": 9}, "players must be at most 5"),
    ({"players": 0}, "players must be at least 1"),
    ({"players": "two"}, "players must be a whole number"),
    ({"players": 2, "seats": "human"}, "seats must be a list"),
    ({"players": 2, "seats": ["human", 7]}, "seats, entry 1 must be text"),
    ({"players": 2, "modules": "hq1"}, "modules must be a list"),
    ({"players": 2, "variants": ["x"] * 9}, "variants has too many entries: at most 8"),
    ({"players": 2, "rules": "the newest ones"}, "rules is too long: at most 8 characters"),
    ({"players": 2, "hints": "maybe"}, "hints must be true or false"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("body", "said"), REFUSED_GAMES)
def test_every_field_of_a_new_game_is_refused_in_plain_words(
    client: TestClient, body: dict[str, Any], said: str
) -> None:
    answer = client.post("/api/games", json=body)
    assert answer.status_code in (400, 422)
    assert answer.json() == {"error": said}


@pytest.mark.slow
def test_the_lobby_seat_and_name_fields_are_refused_in_plain_words(client: TestClient) -> None:
    game = client.post("/api/games", json={"players": 2, "seats": ["human", "human"]}).json()
    first, second = (s["token"] for s in game["seats"])
    lobby = f"/api/lobby/tables/{game['id']}"
    assert client.post(f"{lobby}/open", json={"token": first, "seats": {"1": second}}).status_code == 200
    refused = {
        "a seat past the table": client.post(f"{lobby}/join", json={"seat": 9, "name": "Bo"}),
        "a seat not a number": client.post(f"{lobby}/join", json={"seat": "one", "name": "Bo"}),
        "a blank name": client.post(f"{lobby}/join", json={"seat": 1, "name": " "}),
        "a long name": client.post(f"{lobby}/join", json={"seat": 1, "name": "B" * 31}),
        "no token": client.post(f"{lobby}/name", json={"name": "Ann"}),
        "no body": client.post(f"{lobby}/join"),
    }
    assert {why: answer.json()["error"] for why, answer in refused.items()} == {
        "a seat past the table": "no seat 9: seats are 0-1",
        "a seat not a number": "seat must be a whole number",
        "a blank name": "the name is empty",
        "a long name": "the name is too long: 31 characters, at most 30",
        "no token": "token is missing",
        "no body": "the request's body is missing",
    }


@pytest.mark.slow
def test_the_lobby_makes_a_game_of_a_negative_seed_and_says_what_a_seed_must_be(
    server: ServerProcess, sqlite_url: str, new_browser: Callable[[], BrowserContext]
) -> None:
    page = new_browser().new_page()
    page.goto(server.url)
    page.locator("#seed").press_sequentially("-")  # a number field reads no number in it
    page.click("#create")
    expect(page.locator("#create-error")).to_have_text(
        "the seed must be a whole number, such as 42 or -5, or left empty for a random game"
    )
    assert httpx.get(f"{server.url}/api/games").json() == []  # no game made of it
    for seed in (-5, SEED_LIMIT - 1):  # the second past what a number in JSON keeps exactly
        address = create_two_seat_game(page, server.url, seed=str(seed))
        status(page).to_contain_text("You are Seat 0")
        stored = open_store(sqlite_url).load_game(address.rsplit("/", 1)[1])
        assert stored is not None
        assert stored.config["seed"] == seed


# -- defect 4: a refused typed action ----------------------------------------------------------------


def test_a_refused_typed_action_says_what_she_typed_and_why_once(client: TestClient) -> None:
    game = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 3}).json()
    tokens = {s["seat"]: s["token"] for s in game["seats"]}
    seen = client.get(f"/api/games/{game['id']}", params={"token": tokens[0]}).json()
    deciding = seen["view"]["to_act"][0]
    token = tokens[deciding]
    hand = client.get(f"/api/games/{game['id']}", params={"token": token}).json()["view"]["hand"]
    assert {"refugee", "spear"} <= set(hand)
    assert "brawler" not in hand
    expected = (
        "You cannot dig refugee+spear: spear can take no part in a dig: neither its ability nor a modifier for it"
    )
    url = f"/api/games/{game['id']}/actions"
    answer = client.post(url, json={"token": token, "action": "dig refugee+spear"})
    assert (answer.status_code, answer.json()) == (400, {"error": expected})
    brawler = client.post(url, json={"token": token, "action": "dig brawler"}).json()["error"]
    assert brawler == "You cannot dig brawler: your hand holds no brawler"
    with client.websocket_connect(f"/ws/games/{game['id']}?token={token}") as socket:
        assert socket.receive_json()["type"] == "state"
        socket.send_text(json.dumps({"type": "action", "action": "dig  refugee+spear"}))
        assert socket.receive_json()["message"] == expected
