"""The web page as people use it, in Debian's Chromium: a game against bots to the end, two
browsers and a spectator, a reload, a server killed mid-game, PostgreSQL with two servers, and
friends at one browser: the "pass the device" cover and the passes the page makes for them."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, WebSocket

import scavengers as sc
from scavengers.server.hub import hash_token
from scavengers.storage import StoredGame, open_store
from scavengers.table import HUMAN

from .conftest import FAINT_TEXT, ServerProcess, seat_token

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

PRIVATE = ("hand", "looking", "committed", "discard_hidden", "dealt")


def version(page: Page) -> int:
    return int(page.get_attribute("#status", "data-version") or -1)


def click_first_action(page: Page) -> None:
    """Click the first action offered and wait until the game has moved on."""
    before = version(page)
    page.locator("button.action").first.click()
    page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")


def create_in_lobby(page: Page, base: str, seats: list[str], seed: int) -> dict[int, str]:
    """Create a game with the lobby's form, keeping every seat's link (none listed in the
    lobby); "Create game" opens the table. Returns the link of each human seat."""
    page.goto(base)
    page.select_option("#players", str(len(seats)))
    for seat, kind in enumerate(seats):
        page.select_option(f'.seat-kind[data-seat="{seat}"]', kind)
    page.fill("#seed", str(seed))
    page.uncheck("#list-seats")
    page.click("#create")
    page.wait_for_url(re.compile(r"/game/[^/#]+$"))
    game_id = page.url.split("/game/")[1].split("#")[0]
    held = page.evaluate(f"JSON.parse(localStorage.getItem('scavengers.tokens'))[{json.dumps(game_id)}]")
    links = {int(seat): f"{base}/game/{game_id}#token={token}" for seat, token in held.items()}
    assert page.url == links[min(links)].split("#")[0]  # the table, at the creator's seat (no token shown)
    page.goto(base)
    return links


def hand(page: Page) -> list[str]:
    return page.locator("#hand .card .c-name").all_inner_texts()


def record_states(page: Page) -> list[dict[str, Any]]:
    """Every state message the page receives over its websocket."""
    states: list[dict[str, Any]] = []

    def on_socket(socket: WebSocket) -> None:
        socket.on("framereceived", lambda frame: states.append(json.loads(frame)) if isinstance(frame, str) else None)

    page.on("websocket", on_socket)
    return states


def test_a_person_plays_a_game_against_a_bot_to_the_end_by_clicking(server: ServerProcess, page: Page) -> None:
    links = create_in_lobby(page, server.url, ["human", "heuristic"], seed=11)
    page.goto(links[0])
    clicks = 0
    while not page.locator("#end-screen").count():
        page.wait_for_selector("button.action, #end-screen")
        if page.locator("button.action").count():
            click_first_action(page)
            clicks += 1
    end = page.locator("#end-screen")
    assert "Game over" in end.inner_text()
    assert end.locator("tr").count() == 3  # a heading and a row a seat
    assert "Seed: 11" in end.inner_text()
    assert clicks > 20
    # the latest skirmish stays on the table, each card with its text
    skirmish = page.locator("#last-skirmish .card").first
    assert "Skirmish of round" in page.locator("#last-skirmish").inner_text()
    assert (skirmish.get_attribute("title") or "").startswith(skirmish.locator(".c-name").inner_text())
    # the replay of the finished game, as another seat saw it
    page.click("#watch-replay")
    page.select_option("#replay-seat", "1")
    page.wait_for_selector("text=as Seat 1 (heuristic)")
    page.click("#replay-next")
    page.wait_for_selector("text=Replay: step 1 of")
    assert 0 < len(hand(page)) <= 5  # that seat's hand, hidden from her during the game
    # the lobby lists it among this browser's games, finished
    page.goto(server.url)
    page.wait_for_selector("#my-games .turn >> text=over")


def test_each_action_button_shows_the_total_from_the_seats_view(server: ServerProcess, page: Page) -> None:
    # The page adds nothing up: the total beside a dig, draw or hunt is the engine's figure.
    links = create_in_lobby(page, server.url, ["human", "heuristic"], seed=5)
    states = record_states(page)
    page.goto(links[0])
    for _ in range(40):
        page.wait_for_selector("button.action")
        if page.locator("#every-action summary").count():
            page.click("#every-action summary")  # the legal actions beyond the ranked ones
        latest = [s for s in states if s.get("type") == "state" and s.get("legal_actions")]
        totals = latest[-1]["view"]["totals"] if latest else {}
        shown = {b.get_attribute("data-action"): b.inner_text() for b in page.locator("button.action").all()}
        if totals and set(totals) <= set(shown):
            break
        click_first_action(page)
    assert totals
    for notation, total in totals.items():
        verb = notation.split()[0]
        assert shown[notation].endswith(f"({'dig' if verb == 'build' else verb} {total})"), shown[notation]


def test_two_browsers_play_while_a_spectator_never_sees_a_hidden_card(
    server: ServerProcess, browser: Browser, page: Page
) -> None:
    links = create_in_lobby(page, server.url, ["human", "human"], seed=21)
    other = browser.new_context(bypass_csp=True).new_page()
    watcher = browser.new_context(bypass_csp=True).new_page()
    seen = {0: record_states(page), 1: record_states(other), None: record_states(watcher)}
    page.goto(links[0])
    other.goto(links[1])
    game_id = links[0].split("/game/")[1].split("#")[0]
    watcher.goto(f"{server.url}/game/{game_id}")
    for each in (page, other, watcher):
        each.wait_for_selector("#status[data-version]")
    pages = {0: page, 1: other}
    for _ in range(24):
        # the server says whose decision it is; that seat's page offers it once its update is in
        to_act = httpx.get(f"{server.url}/api/games/{game_id}").json()["view"]["to_act"]
        acting = pages[to_act[0]]
        acting.wait_for_selector("button.action")
        click_first_action(acting)
    page.fill("#chat-input", "<img src=x onerror=alert(1)>hello")
    page.press("#chat-input", "Enter")
    watcher.wait_for_selector(".chat-line >> text=hello")
    assert watcher.locator(".chat-line img").count() == 0
    assert "<img src=x onerror=alert(1)>hello" in watcher.locator(".chat-line").inner_text()
    # the watcher's page shows no hand and offers no action
    assert watcher.locator("#hand").count() == 0
    assert watcher.locator("button.action").count() == 0
    for seat, states in seen.items():
        assert states, f"seat {seat} got no state"
        for message in states:
            if message["type"] != "state":
                continue
            assert message["seat"] == seat
            assert message["view"]["seat"] == seat
            assert "seed" not in message
            assert "token" not in json.dumps(message)
            if seat is None:
                assert all(message["view"][field] == [] for field in PRIVATE)
                assert message["view"]["peeked"] is None
                assert message["legal_actions"] == []
            for event in message["log"]:
                assert not event["cards"] or event["type"] not in ("drew", "dug", "kept") or event["seat"] == seat
    # a reload in the middle of the game finds it as it was
    cards_before, log_before = hand(other), other.locator("#log .event").count()
    other.reload()
    other.wait_for_selector("#status[data-version]")
    assert hand(other) == cards_before
    assert other.locator("#log .event").count() == log_before


def test_the_server_killed_mid_game_comes_back_with_nothing_lost(server: ServerProcess, page: Page) -> None:
    links = create_in_lobby(page, server.url, ["human", "heuristic"], seed=31)
    page.goto(links[0])
    for _ in range(8):
        page.wait_for_selector("button.action")
        click_first_action(page)
    page.wait_for_selector("button.action")
    acknowledged, cards = version(page), hand(page)
    server.kill()
    page.wait_for_selector("#conn >> text=reconnecting")
    server.start()
    token = links[0].split("#token=")[1]
    game_id = links[0].split("/game/")[1].split("#")[0]
    rebuilt = httpx.get(f"{server.url}/api/games/{game_id}", params={"token": token}).json()
    assert rebuilt["version"] == acknowledged  # every acknowledged action is back
    assert len(rebuilt["view"]["hand"]) == len(cards)
    page.wait_for_selector("#conn >> text=connected")
    page.wait_for_selector("button.action")
    assert version(page) == acknowledged
    assert hand(page) == cards
    click_first_action(page)
    assert version(page) > acknowledged


def test_two_servers_share_a_postgresql_database_and_survive_kills(pg_url: str, page: Page) -> None:
    first, second = ServerProcess(pg_url).start(), ServerProcess(pg_url).start()
    try:
        created = httpx.post(f"{first.url}/api/games", json={"players": 2, "seats": ["human", "heuristic"], "seed": 41})
        game = created.json()
        token = game["seats"][0]["token"]
        # the page is served by the second process; the first created the game and plays its bot
        page.goto(f"{second.url}/game/{game['id']}#token={token}")
        for _ in range(4):
            page.wait_for_selector("button.action")
            click_first_action(page)
        page.wait_for_selector("button.action")
        shown = version(page)
        assert httpx.get(f"{first.url}/api/games/{game['id']}", params={"token": token}).json()["version"] == shown
        first.kill()  # the bot's process dies: the second takes its bot over
        for _ in range(4):
            page.wait_for_selector("button.action")
            click_first_action(page)
        page.wait_for_selector("button.action")
        shown = version(page)
        second.kill()  # the page's own server dies and comes back
        second.start()
        rebuilt = httpx.get(f"{second.url}/api/games/{game['id']}", params={"token": token}).json()
        assert rebuilt["version"] == shown
        page.wait_for_selector("#conn >> text=connected")
        page.wait_for_selector("button.action")
        assert version(page) == shown
        click_first_action(page)
    finally:
        first.stop()
        second.stop()


def test_friends_at_one_browser_pass_the_device_between_their_seats(server: ServerProcess, page: Page) -> None:
    links = create_in_lobby(page, server.url, ["human", "human", "heuristic"], seed=51)
    page.goto(links[0])
    page.click("#hotseat-link")
    seats_shown = set()
    for _ in range(6):
        page.wait_for_selector("#reveal, button.action")
        if page.locator("#reveal").count():
            assert "Pass the device to Seat" in page.locator(".overlay").inner_text()
            assert page.locator("#hand").count() == 0  # nobody's cards behind the cover
            page.click("#reveal")
        page.wait_for_selector("button.action")
        seats_shown.add(page.locator("#status").inner_text().split("You are ")[1].split(" ")[1])
        click_first_action(page)
    assert seats_shown == {"0", "1"}


def test_the_hotseat_is_offered_when_the_free_seats_are_listed_in_the_lobby(server: ServerProcess, page: Page) -> None:
    page.goto(server.url)
    page.fill("#player-name", "Ann")
    page.select_option("#players", "3")
    page.select_option('.seat-kind[data-seat="1"]', "human")
    page.select_option('.seat-kind[data-seat="2"]', "heuristic")
    assert page.is_checked("#list-seats")
    page.click("#create")
    page.click("#hotseat-link")  # takes the seat still free, then passes the device
    page.wait_for_selector("#cover")
    game_id = page.url.split("/game/")[1].split("#")[0]
    held = page.evaluate(f"JSON.parse(localStorage.getItem('scavengers.tokens'))[{json.dumps(game_id)}]")
    assert sorted(held) == ["0", "1"]


def test_the_hotseat_cover_names_the_seat_as_the_table_does(sqlite_url: str, page: Page) -> None:
    tokens = store_stacked(sqlite_url, [HUNTER, {"hand": ["refugee"]}])
    server = ServerProcess(sqlite_url).start()
    try:
        httpx.post(f"{server.url}/api/lobby/tables/stacked/open", json={"token": tokens[0], "name": "Ann"})
        page.goto(server.url)
        page.evaluate(
            "held => localStorage.setItem('scavengers.tokens', held)", json.dumps({"stacked": dict(enumerate(tokens))})
        )
        page.goto(f"{server.url}/game/stacked#hotseat")
        assert page.locator("#cover h2").inner_text() == "Pass the device to Ann (Seat 0)"
    finally:
        server.stop()


def test_the_lobby_creates_a_game_with_a_variant_and_the_older_rules(server: ServerProcess, page: Page) -> None:
    page.goto(server.url)
    page.select_option("#players", "2")
    # two people: no bot bribes its way into the leader pile before the page looks
    page.select_option('.seat-kind[data-seat="1"]', "human")
    page.uncheck("#list-seats")
    for module in ("hq1", "hq2", "hq3"):
        page.check(f'.module[value="{module}"]')
    page.check('.variant[value="leader_draft"]')
    page.select_option("#rules", "2012")
    page.fill("#seed", "5")
    page.click("#create")
    page.wait_for_url(re.compile(r"/game/[^/#]+$"))
    game_id = page.url.split("/game/")[1]
    token = seat_token(page, game_id)
    seen = httpx.get(f"{server.url}/api/games/{game_id}", params={"token": token}).json()
    assert seen["view"]["rules"] == "2012"
    assert seen["view"]["leader_pile_count"] == 10  # every HQ leader, face down: nobody is dealt one
    assert all(seat["leader"] is None for seat in seen["view"]["seats"])


def test_the_lobby_ticks_the_hq_modules_a_module_or_a_variant_builds_on(server: ServerProcess, page: Page) -> None:
    """HQ 2 alone was a 400: the HQ modules are cumulative, and leader drafting needs HQ 3."""
    page.goto(server.url)

    def ticked() -> list[str]:
        values: list[str] = page.locator(".module:checked, .variant:checked").evaluate_all("ns => ns.map(n => n.value)")
        return values

    page.check('.module[value="hq2"]')
    assert ticked() == ["hq1", "hq2"]
    page.uncheck('.module[value="hq1"]')
    assert ticked() == []
    page.check('.variant[value="leader_draft"]')
    assert ticked() == ["hq1", "hq2", "hq3", "leader_draft"]
    page.uncheck('.module[value="hq3"]')
    assert ticked() == ["hq1", "hq2"]
    page.check('.module[value="hq4"]')
    page.uncheck("#list-seats")
    page.click("#create")
    page.wait_for_url(re.compile(r"/game/[^/#]+$"))
    game_id = page.url.split("/game/")[1]
    listed = {g["id"]: g for g in httpx.get(f"{server.url}/api/games").json()}
    assert listed[game_id]["modules"] == ["hq1", "hq2", "hq3", "hq4"]


def test_a_refusal_stays_on_the_page_while_the_bots_move(sqlite_url: str, page: Page) -> None:
    """An action typed out of turn is refused with the reason; the bots' moves that follow
    leave the reason up (before, the next bot's update wiped it within a quarter second)."""
    slow = ServerProcess(sqlite_url, bot_delay=0.6).start()
    try:
        links = create_in_lobby(page, slow.url, ["human", "heuristic", "heuristic", "heuristic"], seed=11)
        page.goto(links[0])
        page.wait_for_selector("#status[data-version]")
        if page.locator('button.action[data-action="end"]').count() == 0:
            page.wait_for_selector('button.action[data-action="end"]', timeout=30_000)
        page.click('button.action[data-action="end"]')
        page.wait_for_selector("#status >> text=Waiting for")
        page.fill("#notation", "end")
        page.press("#notation", "Enter")
        page.wait_for_selector("#error >> text=It is not your turn: waiting for Seat")
        version = int(page.get_attribute("#status", "data-version") or "0")
        page.wait_for_function(f"Number(document.querySelector('#status').dataset.version) > {version}", timeout=20_000)
        assert "Waiting for" in page.inner_text("#status")  # a bot moved; the others still to come
        assert "It is not your turn" in page.inner_text("#error")
    finally:
        slow.stop()


def test_the_lobby_makes_no_game_without_a_person_and_says_so(server: ServerProcess, page: Page) -> None:
    """Seat 0 set to a bot: the page asks for a person before any game is made (an all-bot
    game made anyway would play on unseen, and count against the server's bot-only games)."""
    before = len(httpx.get(f"{server.url}/api/games").json())
    page.goto(server.url)
    page.select_option("#players", "2")
    page.select_option('.seat-kind[data-seat="0"]', "heuristic")
    page.click("#create")
    page.wait_for_selector("text=choose a person for at least one seat")
    assert len(httpx.get(f"{server.url}/api/games").json()) == before
    assert "/game/" not in page.url


# -- the hotseat's cover and its passes (issue 22) ------------------------------------------


def store_stacked(
    db: str,
    players: list[dict[str, Any]],
    modules: frozenset[str] = frozenset(),
    *,
    game_id: str = "stacked",
    table: dict[str, Any] | None = None,
) -> list[str]:
    """Store game ``game_id``: a table of people only (round 1, seat 0 first, unless ``table``
    says otherwise: its other scenario keys) stacked with ``players``, with ``modules``, before
    a server starts on ``db``; gives each seat's token."""
    scenario = {"round": 1, "initiator": 0, "players": players, **(table or {})}
    config = sc.GameConfig(players=len(players), seed=0, modules=modules, scenario=scenario)
    tokens = [f"{game_id}-token-{seat}" if game_id != "stacked" else f"token-{seat}" for seat in range(len(players))]
    store = open_store(db)
    store.create_game(StoredGame(game_id, config.to_dict(), [HUMAN] * len(players), list(map(hash_token, tokens)), 0))
    store.close()
    return tokens


@contextmanager
def stacked_hotseat(page: Page, db: str, players: list[dict[str, list[str]]]) -> Iterator[tuple[str, str, list[str]]]:
    """Friends at one browser on a stacked table of people only (round 1, seat 0 first),
    stored before its server starts; the page opens every seat, as the lobby's hotseat link
    does, and seat 0 takes the device. Gives the server's address, the game and the tokens."""
    tokens = store_stacked(db, players)
    server = ServerProcess(db).start()
    try:
        page.add_init_script(f"({WATCH_COVERS})()")
        page.goto(server.url)
        page.evaluate(
            "held => localStorage.setItem('scavengers.tokens', held)", json.dumps({"stacked": dict(enumerate(tokens))})
        )
        page.goto(f"{server.url}/game/stacked#hotseat")
        page.click("#reveal")
        page.wait_for_selector("button.action")
        yield server.url, "stacked", tokens
    finally:
        server.stop()


def take(page: Page, action: str) -> int:
    """Click the button of ``action`` and wait until the game has taken it; the version before."""
    before = version(page)
    page.click(f'button.action[data-action="{action}"]')
    page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")
    return before


def covers_seen(page: Page) -> list[str]:
    """Every "pass the device" cover the page has put up since it was opened."""
    seen: list[str] = page.evaluate("window.coversSeen")
    return seen


WATCH_COVERS = """() => {
    window.coversSeen = [];
    new MutationObserver(() => {
        const cover = document.querySelector("#cover h2");
        if (cover && cover.textContent !== window.lastCover) window.coversSeen.push(cover.textContent);
        window.lastCover = cover ? cover.textContent : null;
    }).observe(document, { childList: true, subtree: true });
}"""


def hand_offs_around_a_hunt(page: Page, db: str, players: list[dict[str, list[str]]]) -> tuple[list[str], int]:
    """Seat 0 hunts at a stacked hotseat table; every seat asked passes. The covers put up
    until seat 0 decides again, and how many actions the hunt and its window took."""
    with stacked_hotseat(page, db, players):
        before = take(page, "hunt scavenger+spear")
        while True:
            page.wait_for_selector("#reveal, button.action")
            if page.locator("#reveal").count():
                page.click("#reveal")
            elif "You are Seat 0" in page.locator("#status").inner_text():
                return covers_seen(page), version(page) - before
            else:
                click_first_action(page)  # "pass": the only action a responder is offered first


HUNTER = {"hand": ["scavenger", "spear"], "deck": ["refugee"]}


def test_the_hotseat_passes_for_everyone_while_nobody_can_hold_an_answer(sqlite_url: str, page: Page) -> None:
    # Every sniper team and saboteur lies in the market for all to see: nobody can answer the
    # hunt, so the page passes for seats 1 and 2 (on by default) and the device stays put.
    covers, moves = hand_offs_around_a_hunt(page, sqlite_url, [HUNTER, {"hand": ["refugee"]}, {"hand": ["refugee"]}])
    assert covers == ["Pass the device to Seat 0"]
    assert moves == 3  # the hunt and two passes


@pytest.mark.parametrize("holder", [1, 2])
def test_the_hotseat_hands_over_to_every_seat_asked_whoever_holds_the_answer(
    sqlite_url: str, page: Page, holder: int
) -> None:
    # A sniper team has left the market: held by seat 1, or lying in seat 2's deck. Either
    # way both seats are asked behind a cover, and seat 1 cannot be told apart by its hand.
    responders = [{"hand": ["refugee"]}, {"hand": ["refugee"], "deck": ["refugee"]}]
    if holder == 1:
        responders[0] = {"hand": ["sniper_team"]}
    else:
        responders[1] = {"hand": ["refugee"], "deck": ["sniper_team"]}
    covers, moves = hand_offs_around_a_hunt(page, sqlite_url, [HUNTER, *responders])
    assert covers == [f"Pass the device to Seat {seat}" for seat in (0, 1, 2, 0)]
    assert moves == 3


def private_names(base: str, game_id: str, token: str) -> set[str]:
    """The names of the cards only this seat knows of now: its hand and what its log tells it
    that a spectator's does not."""
    names = {kind: card["name"] for kind, card in httpx.get(f"{base}/api/cards").json().items()}
    mine = httpx.get(f"{base}/api/games/{game_id}", params={"token": token}).json()
    public = httpx.get(f"{base}/api/games/{game_id}").json()
    seen = set(mine["view"]["hand"]) | set(mine["view"]["looking"])
    seen |= {kind for event in mine["log"] if event not in public["log"] for kind in event["cards"]}
    return {names[kind] for kind in seen}


def text_on_the_page(page: Page) -> str:
    """What a person reads and what the DOM holds, hidden elements and inputs included."""
    values = page.evaluate("[...document.querySelectorAll('input, textarea')].map((i) => i.value).join(' ')")
    return " ".join([page.evaluate("document.body.innerText"), page.evaluate("document.body.textContent"), values])


def test_the_cover_hides_everything_of_the_seat_that_had_the_device(
    sqlite_url: str, page: Page, tmp_path: Path
) -> None:
    # Issue 22: behind "Pass the device to Seat 1" the last seat's log ("You drew ..."), its
    # status and its hand could still be read through a translucent cover.
    drawer = {"hand": ["scavenger", "spear", "medkit"], "deck": ["brawler", "net"]}
    with stacked_hotseat(page, sqlite_url, [drawer, {"hand": ["refugee"]}, {"hand": ["refugee"]}]) as (
        base,
        game,
        tokens,
    ):
        take(page, "draw scavenger")
        page.wait_for_selector('button.action[data-action="end"]')
        secret = private_names(base, game, tokens[0])
        assert {"Brawler", "Spear", "Medkit"} <= secret
        shown = text_on_the_page(page)
        assert all(re.search(rf"\b{name}\b", shown) for name in secret)  # the check can fail
        page.hover("#hand .card")  # the card detail shows the hovered card's name and text
        page.fill("#notation", "hunt brawler+spear")
        page.click('button.action[data-action="end"]')
        page.wait_for_selector("#cover")
        assert page.locator("#cover h2").inner_text() == "Pass the device to Seat 1"
        page.screenshot(path=str(tmp_path / "behind-the-cover.png"))
        assert page.evaluate(FAINT_TEXT) == []
        behind = text_on_the_page(page)
        assert [name for name in secret if re.search(rf"\b{name}\b", behind)] == []
        assert page.locator("#hand, #log .event, .card").count() == 0
        look = page.evaluate(OPAQUE)
        assert look["opacity"] == 1
        assert look["covers"]
        channels = [float(c) for c in re.findall(r"[\d.]+", look["background"])]
        assert len(channels) == 3 or channels[3] == 1  # rgb(...) or an rgba(...) with alpha 1
        assert (tmp_path / "behind-the-cover.png").stat().st_size > 0
        page.click("#reveal")
        page.wait_for_selector("#hand .card")
        assert "You are Seat 1" in page.locator("#status").inner_text()
        assert page.locator("#hand .card .c-name").all_inner_texts() == ["Refugee"]


OPAQUE = """() => {
    const cover = document.querySelector("#cover");
    let opacity = 1;
    for (let node = cover; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    const box = cover.getBoundingClientRect();
    return { opacity, background: getComputedStyle(cover).backgroundColor,
             covers: box.left <= 0 && box.top <= 0 && box.right >= innerWidth && box.bottom >= innerHeight };
}"""
"""How opaque the cover is (its own opacity and its ancestors'), its colour, and whether it
spans the whole window."""
