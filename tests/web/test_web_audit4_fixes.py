"""The fourth audit of the page: a hotseat game that no address of it opens past the "pass the
device" screen, passing for a lone person against bots, the address of a game that is not there,
the end screen's scores breaking between words only, the solo game's personal best in the
browser, and a leader's ability named in words in the log."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from unittest.mock import ANY

import httpx
import pytest
from playwright.sync_api import Browser, Page

from scavengers.engine import Event, EventType
from scavengers.server.serialize import event_json

from .conftest import ServerProcess, TestClient, box_of
from .test_web_audit3_fixes import LAST_ROUND, TRIBE, finish
from .test_web_browser import create_in_lobby, store_stacked
from .test_web_table import NO_SIDEWAYS_SCROLL, create_against_bots, sized

HAND_BEFORE_COVER = """(() => {
    // Whether a hand was ever drawn on this page before a "pass the device" screen was.
    window.handBeforeCover = false;
    window.coverSeen = false;
    new MutationObserver(() => {
        if (document.querySelector("#hand") && !window.coverSeen) window.handBeforeCover = true;
        if (document.querySelector("#cover")) window.coverSeen = true;
    }).observe(document, { childList: true, subtree: true });
})()"""


def behind_the_cover(page: Page) -> None:
    """The page shows the "pass the device" screen, and drew no hand before it."""
    page.wait_for_selector("#cover >> text=Pass the device to")
    assert page.locator("#reveal").inner_text() == "I am ready"
    assert page.locator("#hand").count() == 0
    assert page.evaluate("window.handBeforeCover") is False


# -- 1: every page of a hotseat game starts with the pass screen ---------------------------------


@pytest.mark.slow
def test_every_address_of_a_game_played_here_as_the_hotseat_starts_with_the_pass_screen(
    server: ServerProcess, page: Page
) -> None:
    page.add_init_script(HAND_BEFORE_COVER)
    links = create_in_lobby(page, server.url, ["human", "human"], seed=5)
    game_id = links[0].split("/game/")[1].split("#")[0]
    page.goto(f"{server.url}/game/{game_id}#hotseat")
    behind_the_cover(page)
    page.click("#reveal")
    page.wait_for_selector("#hand")
    # Seat 0 holds the device, its hand shown. Every other way into the game in this browser
    # starts with the pass screen: a reload, the game's address alone, each seat's link.
    page.reload()
    behind_the_cover(page)
    page.goto(server.url)
    page.goto(f"{server.url}/game/{game_id}")
    behind_the_cover(page)
    assert page.url.endswith(f"/game/{game_id}#hotseat")
    for seat in (0, 1):
        page.goto(server.url)
        row = page.locator("#my-games tr", has=page.locator(f'a[href^="/game/{game_id}#"]'))
        link = row.locator("a.seat-link", has_text=f"seat {seat}")
        link.wait_for()
        assert "opens the hotseat here" in (link.get_attribute("aria-label") or "")
        assert row.locator("a.hotseat-resume").count() == 1
        link.click()
        behind_the_cover(page)
        assert page.url.endswith(f"/game/{game_id}#hotseat")  # no token left in the address
        assert page.evaluate("window.table.hotseat") is True
    # A seat's link opened in another browser (a friend's device) opens that seat alone.
    other = page.context.browser
    assert other is not None
    friend = sized(other, "desktop")
    friend.goto(links[1])
    friend.wait_for_selector("#status >> text=You are Seat 1")
    assert friend.locator("#cover").count() == 0
    friend.context.close()


@pytest.mark.slow
def test_a_game_this_browser_never_played_as_the_hotseat_opens_its_seat_as_before(
    server: ServerProcess, page: Page
) -> None:
    # The creator keeps every seat's link to send: her game's address is her own seat, with the
    # links to send, until she plays every seat here.
    page.add_init_script(HAND_BEFORE_COVER)
    links = create_in_lobby(page, server.url, ["human", "human"], seed=5)
    game_id = links[0].split("/game/")[1].split("#")[0]
    page.goto(f"{server.url}/game/{game_id}")
    page.wait_for_selector("#status >> text=You are Seat 0")
    page.wait_for_selector('#invite a.join[data-seat="1"]')
    assert page.locator("#cover").count() == 0
    page.goto(server.url)
    row = page.locator("#my-games tr", has=page.locator(f'a[href^="/game/{game_id}#"]'))
    assert "no pass-the-device screen" in (row.locator("a.seat-link").first.get_attribute("aria-label") or "")


# -- 2: a lone person against bots is passed for; the prompt when pass is all she has -----------


@pytest.mark.slow
def test_alone_against_bots_the_page_passes_for_her_by_default_and_she_may_say_no(
    server: ServerProcess, page: Page
) -> None:
    context = page.context
    create_against_bots(page, server.url)
    page.wait_for_selector("#status[data-version]")
    assert page.is_checked("#autopass-only")  # nobody at the table to notice how fast she passes
    assert "only bots play against you" in page.inner_text("#autopass-only-warning")
    page.uncheck("#autopass-only")
    page.reload()
    page.wait_for_selector("#status[data-version]")
    assert not page.is_checked("#autopass-only")  # her choice, remembered for such tables
    page.check("#autopass-only")
    page.close()  # the bot table's page, still playing, out of the way; the browser's storage stays
    # A table with another person keeps its own choice: off unless she ticks it there.
    other = context.new_page()
    game = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["human", "human"]}).json()
    other.goto(f"{server.url}/game/{game['id']}#token={game['seats'][1]['token']}")
    # "You are Seat 1" until the page has sat down with the name she gave in the lobby (Ann):
    # either may be what is there when looked at.
    other.wait_for_selector("#status >> text=/You are (Ann \\()?Seat 1/")
    assert not other.is_checked("#autopass-only")
    assert "Others at the table or watching may notice how fast you pass" in other.inner_text("#autopass-only-warning")
    # A table of people and bots: another person at it, so off.
    game = httpx.post(f"{server.url}/api/games", json={"players": 3, "seats": ["human", "heuristic", "human"]}).json()
    other.goto(f"{server.url}/game/{game['id']}#token={game['seats'][0]['token']}")
    other.wait_for_selector("#status >> text=/You are (Ann \\()?Seat 0/")
    assert not other.is_checked("#autopass-only")


@pytest.mark.slow
def test_the_prompt_says_pass_is_all_she_has_only_when_it_is(client: TestClient) -> None:
    game = client.post("/api/games", json={"players": 3, "seats": ["human"] * 3, "seed": 11}).json()
    tokens = [s["token"] for s in game["seats"]]
    only_pass = answers = 0
    for _ in range(400):
        seen = client.get(f"/api/games/{game['id']}").json()
        if seen["over"] or (only_pass and answers):
            break
        token = tokens[seen["view"]["to_act"][0]]
        mine = client.get(f"/api/games/{game['id']}", params={"token": token}).json()
        asked = client.post(f"/api/games/{game['id']}/menu", json={"token": token}).json()
        if mine["view"]["decision"]["kind"] == "respond":
            if mine["legal_actions"] == ["pass"]:
                assert asked["prompt"].endswith("You have nothing to answer it with: pass."), asked["prompt"]
                only_pass += 1
            else:
                assert asked["prompt"].endswith("Answer it, or pass."), asked["prompt"]
                answers += 1
        # Spectators are told nothing of anyone's answers.
        assert "nothing to answer" not in client.post(f"/api/games/{game['id']}/menu", json={}).json()["prompt"]
        legal = mine["legal_actions"]
        action = next((a for a in legal if a.startswith(("hunt", "dig"))), legal[0])
        client.post(f"/api/games/{game['id']}/actions", json={"token": token, "action": action})
    assert only_pass


# -- 3: the address of a game that is not there --------------------------------------------------


def test_the_address_of_a_game_nobody_has_is_a_404_page(client: TestClient) -> None:
    html = {"accept": "text/html,application/xhtml+xml"}
    missing = client.get("/game/AAAAAAAAAAAA", headers=html)
    assert missing.status_code == 404
    assert missing.headers["content-type"].startswith("text/html")
    assert missing.text == client.get("/", headers=html).text  # the page, which says so in words
    assert client.get("/api/games/AAAAAAAAAAAA").status_code == 404
    assert "error" in client.get("/api/games/AAAAAAAAAAAA").json()
    game = client.post("/api/games", json={"players": 2, "seats": ["human", "heuristic"]}).json()
    assert client.get(f"/game/{game['id']}", headers=html).status_code == 200


@pytest.mark.slow
def test_a_game_nobody_has_says_so_in_the_browser(server: ServerProcess, page: Page) -> None:
    answer = page.goto(f"{server.url}/game/AAAAAAAAAAAA")
    assert answer is not None
    assert answer.status == 404
    page.wait_for_selector("#not-found")
    assert page.inner_text("#not-found h2") == "There is no such game"


# -- 4: the end screen's scores break between words only ------------------------------------------

ANN = "Annabel Lee of the Frozen Sea"
BART = "Bartholomew of the Ice Fields"
BROKEN_WORDS = """() => {
    // The words of the score table's cells split over two lines, or cut at the cell's edge.
    const broken = [];
    for (const cell of document.querySelectorAll("#end-screen #scores th, #end-screen #scores td")) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            const words = text.textContent.matchAll(/\\S+/g);
            for (const word of words) {
                const range = document.createRange();
                range.setStart(text, word.index);
                range.setEnd(text, word.index + word[0].length);
                const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                if (lines.size > 1) broken.push(word[0]);
            }
        }
        if (cell.scrollWidth > cell.clientWidth + 1) broken.push(`${cell.textContent} (cut)`);
    }
    return broken;
}"""


@pytest.mark.slow
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_end_screens_scores_break_between_words_only(
    sqlite_url: str, browser: Browser, size: str, tmp_path: Path
) -> None:
    tokens = store_stacked(sqlite_url, [TRIBE, dict(TRIBE)], table=LAST_ROUND)
    server = ServerProcess(sqlite_url).start()
    try:
        with httpx.Client(base_url=server.url) as client:
            # Names as long as a name may be: the columns are squeezed the most.
            opened = client.post("/api/lobby/tables/stacked/open", json={"token": tokens[0], "name": ANN})
            assert opened.status_code == 200, opened.text
            seated = client.post("/api/lobby/tables/stacked/sit", json={"token": tokens[1], "name": BART})
            assert seated.status_code == 200, seated.text
            finish(client, "stacked", [tokens[0], seated.json()["token"]])
        page = sized(browser, size)
        page.goto(f"{server.url}/game/stacked#token={tokens[0]}")
        page.wait_for_selector("#end-screen #scores th")
        headers = page.locator("#end-screen #scores th").all_inner_texts()
        assert headers[:5] == ["Tribe", "People", "Contested resources", "Cards", "Gangs"]
        assert page.locator("#end-screen td", has_text=f"{ANN} (Seat 0)").count() == 1
        page.screenshot(path=str(tmp_path / f"end-{size}.png"))
        assert page.evaluate(BROKEN_WORDS) == []
        assert page.evaluate(NO_SIDEWAYS_SCROLL)  # a table too wide scrolls inside its box
        box, scores = box_of(page, "#end-screen > div"), box_of(page, "#scores")
        assert scores["x"] + scores["width"] <= box["x"] + box["width"] + 1
        page.context.close()
    finally:
        server.stop()


# -- 5: the solo game's personal best ---------------------------------------------------------------


def finished_solo_game(base: str, seed: int, modules: tuple[str, ...] = ()) -> tuple[str, str, int]:
    """A solo game played to its end over the API (its first legal action each time): its id,
    its token and its score."""
    asked = {"players": 1, "seats": ["human"], "seed": seed, "modules": list(modules)}
    made = httpx.post(f"{base}/api/games", json=asked).json()
    game_id, token = made["id"], made["seats"][0]["token"]
    with httpx.Client(base_url=base) as client:
        seen: dict[str, Any] = client.get(f"/api/games/{game_id}", params={"token": token}).json()
        while not seen["over"]:
            answer = client.post(
                f"/api/games/{game_id}/actions", json={"token": token, "action": seen["legal_actions"][0]}
            )
            assert answer.status_code == 200, answer.text
            seen = answer.json()
    points: int = seen["view"]["result"]["scores"][0]["points"]
    return game_id, token, points


def bests(page: Page) -> dict[str, Any]:
    kept: dict[str, Any] = page.evaluate("JSON.parse(localStorage.getItem('scavengers.solo.bests') || '{}')")
    return kept


@pytest.mark.slow
def test_the_solo_end_screen_shows_the_best_score_kept_in_this_browser(server: ServerProcess, page: Page) -> None:
    game_id, token, points = finished_solo_game(server.url, seed=5)
    key = "modules=base;variants=none;rules=2015"
    page.goto(f"{server.url}/game/{game_id}#token={token}")
    best = page.locator("#end-screen #solo-best")
    best.wait_for()
    assert best.inner_text() == "Your first solo game with these modules (base game): a personal best to beat."
    assert bests(page) == {key: {"points": points, "game": game_id, "previous": None}}
    page.reload()  # the same game again: not a record over itself
    best.wait_for()
    assert best.inner_text() == "Your first solo game with these modules (base game): a personal best to beat."
    # A better game before this one: this one is compared with it, and it stays the best.
    higher = {key: {"points": points + 5, "game": "earlier", "previous": None}}
    page.evaluate("kept => localStorage.setItem('scavengers.solo.bests', kept)", json.dumps(higher))
    page.reload()
    best.wait_for()
    assert best.inner_text() == f"Your best with these modules (base game): {points + 5} points (this game: {points})."
    assert bests(page) == higher
    # A worse one: this game is the new best.
    lower = {key: {"points": points - 1, "game": "earlier", "previous": None}}
    page.evaluate("kept => localStorage.setItem('scavengers.solo.bests', kept)", json.dumps(lower))
    page.reload()
    best.wait_for()
    assert best.inner_text() == f"A new personal best! The old one was {points - 1} points (base game)."
    assert bests(page)[key] == {"points": points, "game": game_id, "previous": points - 1}
    # The configuration is the game's own, as every seat is told it.
    assert httpx.get(f"{server.url}/api/games/{game_id}").json()["variants"] == []
    # A spectator of a solo game is shown nobody's best.
    page.goto(f"{server.url}/game/{game_id}#watch")
    page.wait_for_selector("#end-screen")
    assert page.locator("#solo-best").count() == 0


def test_the_pages_rules_say_where_the_solo_best_is_kept(client: TestClient) -> None:
    rules = client.get("/api/rules").json()["html"]
    assert "This browser keeps your best score for each set of modules, variants, rules and solo difficulty" in rules
    assert "Your best score is kept for each set of modules and difficulty." not in rules


# -- 6: a leader's ability in words ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("leader", "detail", "said"),
    [
        (
            "leader_cannibal",
            "removes a hardy_scavenger from play for 3 food",
            "Seat 2 (random)'s The Cannibal: removes a Hardy Scavenger from play for 3 food.",
        ),
        (
            "leader_butcher",
            "removes a engineer from play for 1 food and 1 med",
            "Seat 2 (random)'s The Butcher: removes an Engineer from play for 1 food and 1 med.",
        ),
        (
            "leader_fanatic",
            "sacrifices a refugee to discard seat 0's sniper_team",
            "Seat 2 (random)'s The Fanatic: sacrifices a refugee to discard Ann (Seat 0)'s Sniper Team.",
        ),
        (
            "leader_mentor",
            "plays a refugee for +1 fight",
            "Seat 2 (random)'s The Mentor: plays a refugee for +1 fight.",
        ),
    ],
)
def test_a_leaders_ability_names_cards_and_seats_in_words(leader: str, detail: str, said: str) -> None:
    names = ["Ann (Seat 0)", "Seat 1 (heuristic)", "Seat 2 (random)"]
    event = Event(EventType.LEADER_USED, 2, 2, (leader,), text=detail)
    assert event_json(event, names)["text"] == said


@pytest.mark.slow
def test_the_cannibal_in_a_game_is_told_by_its_card_names(sqlite_url: str) -> None:
    tokens = store_stacked(
        sqlite_url,
        [
            {"hand": ["hardy_scavenger", "refugee"], "leader": "leader_cannibal"},
            {"hand": ["refugee"], "leader": "leader_mentor"},
        ],
        frozenset({"hq1", "hq2", "hq3"}),
    )
    server = ServerProcess(sqlite_url).start()
    try:
        base = f"{server.url}/api/games/stacked"
        legal = httpx.get(base, params={"token": tokens[0]}).json()["legal_actions"]
        assert "lead hardy_scavenger" in legal
        taken = httpx.post(f"{base}/actions", json={"token": tokens[0], "action": "lead hardy_scavenger"})
        assert taken.status_code == 200, taken.text
        for token in (tokens[1], None):  # the other seat and a spectator read the same line
            log = httpx.get(base, params={"token": token} if token else {}).json()["log"]
            used = [e["text"] for e in log if e["type"] == "leader_used"]
            assert used == ["Seat 0's The Cannibal: removes a Hardy Scavenger from play for 3 food."]
            assert not any(re.search(r"\b[a-z]+_[a-z_]+\b", e["text"]) for e in log), log
    finally:
        server.stop()


@pytest.mark.slow
def test_the_solo_end_screen_names_the_modules_as_the_lobby_does(server: ServerProcess, page: Page) -> None:
    # The best of a solo game with modules was said as "(hq1, hq2)": the ids the API takes,
    # where the lobby that started it names them "HQ 1: Medics, Tools and Gangs" and so on.
    game_id, token, _ = finished_solo_game(server.url, seed=6, modules=("hq1", "hq2"))
    page.goto(f"{server.url}/game/{game_id}#token={token}")
    best = page.locator("#end-screen #solo-best")
    best.wait_for()
    assert best.inner_text() == (
        "Your first solo game with these modules (HQ 1: Medics, Tools and Gangs, HQ 2: Engineers and buildings): "
        "a personal best to beat."
    )
    assert bests(page) == {
        "modules=hq1,hq2;variants=none;rules=2015": {"points": ANY, "game": game_id, "previous": None}
    }
