"""The table in Debian's Chromium as people use it, on a phone (390x844) and a desktop
(1280x800): card faces and backs, the ranked choices with the engine's totals, picking cards,
answering an action on the table, the lobby's free seats, the rules, a wrong link, turn
notifications and reduced motion. Screenshots go to the test's temporary folder."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page

from .conftest import FAINT_TEXT, ServerProcess, seat_token
from .test_web_browser import store_stacked, version

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

SIZES = {"phone": (390, 844), "desktop": (1280, 800)}
NO_SIDEWAYS_SCROLL = "document.scrollingElement.scrollWidth <= innerWidth"


def sized(browser: Browser, size: str) -> Page:
    width, height = SIZES[size]
    # bypass_csp: the tests' own probes evaluate strings (see conftest's page fixture)
    return browser.new_context(viewport={"width": width, "height": height}, bypass_csp=True).new_page()


def seat_state(base: str, page: Page) -> dict[str, Any]:
    """What the server tells the page's seat now (its token from the address)."""
    game_id = page.url.split("/game/")[1].split("#")[0]
    token = seat_token(page, game_id)
    data: dict[str, Any] = httpx.get(f"{base}/api/games/{game_id}", params={"token": token}).json()
    return data


def create_against_bots(page: Page, base: str, name: str = "Ann") -> None:
    page.goto(base)
    page.fill("#player-name", name)
    page.check('.module[value="hq1"]')
    page.fill("#seed", "7")
    page.click("#create")
    page.wait_for_url(re.compile(r"/game/[^/#]+$"))
    page.wait_for_selector("button.action")


@pytest.mark.parametrize("size", list(SIZES))
def test_the_table_shows_cards_as_cards_and_ranked_choices_without_sideways_scrolling(
    server: ServerProcess, browser: Browser, size: str, tmp_path: Path
) -> None:
    page = sized(browser, size)
    page.goto(server.url)
    page.wait_for_selector("#create")
    page.screenshot(path=str(tmp_path / f"{size}-lobby.png"), full_page=True)
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    assert page.evaluate(FAINT_TEXT) == []
    # modules and bots by name, never by id
    lobby = page.inner_text("main")
    assert "HQ 1: Medics, Tools and Gangs" in lobby
    assert "Heuristic bot" in lobby
    assert not re.search(r"\b(hq1|recon5|heuristic_v1)\b", lobby)
    create_against_bots(page, server.url)
    seen = seat_state(server.url, page)
    view = seen["view"]
    page.screenshot(path=str(tmp_path / f"{size}-table.png"), full_page=True)
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    assert page.evaluate(FAINT_TEXT) == []
    # the hand as card faces: name, type, numbers as icons, people, the player text
    hand = page.locator("#hand .card.face.big")
    assert hand.locator(".c-name").all_inner_texts() == [
        httpx.get(f"{server.url}/api/cards").json()[k]["name"] for k in view["hand"]
    ]
    scavenger = page.locator('#hand .card[data-kind="scavenger"]').first
    assert scavenger.locator(".sk-fight svg.icon").count() == 1
    assert scavenger.locator(".c-text").inner_text().startswith("A jack of all trades")
    # the others' hands as backs with counts, the market as stacks
    for tribe in view["seats"]:
        if tribe["seat"] != seen["seat"]:
            backs = page.locator(f'.tribe[data-seat="{tribe["seat"]}"] .card.back').first
            assert backs.locator(".back-count").inner_text() == str(tribe["hand_count"])
    assert page.locator("#market .market-stack").count() == len(view["market"])
    assert page.locator("#junkyard .back-count").inner_text() == str(view["junkyard_count"])
    # the ranked choices come first, each total the engine's; the rest stay folded away
    ranked = page.locator("#actions > .menu > button.action")
    assert 3 <= ranked.count() < len(seen["legal_actions"])
    assert ranked.first.inner_text() == "End your turn"
    for button in ranked.all():
        action = button.get_attribute("data-action") or ""
        if action in view["totals"]:
            assert button.inner_text().endswith(f" {view['totals'][action]})")
    assert not page.locator("#every-action").evaluate("d => d.open")
    # picking a card (by keyboard) shows what exactly it can do; nothing "trashes the selection"
    page.focus('#hand .card[data-kind="scavenger"]')
    page.keyboard.press("Space")
    page.wait_for_selector('#hand .card[aria-pressed="true"]')
    page.wait_for_selector("#clear-picked")
    offered = [b.get_attribute("data-action") or "" for b in page.locator("#actions button.action").all()]
    assert offered
    assert all(action.split()[1:] == ["scavenger"] for action in offered)
    assert "selected cards" not in page.inner_text("#actions")
    page.screenshot(path=str(tmp_path / f"{size}-picked.png"), full_page=True)
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    assert page.evaluate(FAINT_TEXT) == []
    # a move gives feedback in words, and a long word in the chat wraps
    before = version(page)
    page.click('button.action[data-action="hunt scavenger"]')
    page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")
    page.wait_for_selector("#feedback >> text=Done: Hunt with Scavenger (hunt 1)")
    page.fill("#chat-input", "W" * 400)
    page.press("#chat-input", "Enter")
    page.wait_for_selector(".chat-line >> text=WWWW")
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    for shot in ("lobby", "table", "picked"):
        assert (tmp_path / f"{size}-{shot}.png").stat().st_size > 10_000


@contextmanager
def stacked(
    db: str, players: list[dict[str, Any]], modules: frozenset[str] = frozenset(), table: dict[str, Any] | None = None
) -> Iterator[tuple[str, list[str]]]:
    """A stacked table of people only (round 1, seat 0 first, unless ``table``'s scenario keys
    say otherwise), stored before its server starts: its address and each seat's link."""
    tokens = store_stacked(db, players, modules, table=table)
    server = ServerProcess(db).start()
    try:
        yield server.url, [f"{server.url}/game/stacked#token={token}" for token in tokens]
    finally:
        server.stop()


def test_the_seat_asked_answers_on_the_action_under_way(sqlite_url: str, browser: Browser, tmp_path: Path) -> None:
    hunter = {"hand": ["scavenger", "spear"], "deck": ["refugee"]}
    players = [hunter, {"hand": ["sniper_team"]}, {"hand": ["refugee"]}]
    with stacked(sqlite_url, players) as (_, links):
        first, second = sized(browser, "desktop"), sized(browser, "phone")
        first.goto(links[0])
        second.goto(links[1])
        first.click('button.action[data-action="hunt scavenger+spear"]')
        pending = second.locator("#pending")
        pending.wait_for()
        assert pending.locator("h3").inner_text() == "Seat 0 declares hunt with"
        assert pending.locator(".card .c-name").all_inner_texts() == ["Scavenger", "Spear"]
        answers = pending.locator("button.action")
        answers.first.wait_for()
        offered = {b.get_attribute("data-action"): b.inner_text() for b in answers.all()}
        assert offered["pass"] == "Pass"
        assert offered["snipe 0:scavenger"] == "Snipe Seat 0's Scavenger"
        second.screenshot(path=str(tmp_path / "answer.png"), full_page=True)
        assert second.evaluate(NO_SIDEWAYS_SCROLL)
        assert second.evaluate(FAINT_TEXT) == []
        # the hunter's page shows the same action under way, with no answer to give
        assert "Waiting for Seat 1" in first.inner_text("#pending")
        assert first.locator("#pending button").count() == 0
        second.click('#pending button.action[data-action="snipe 0:scavenger"]')
        second.wait_for_selector("#feedback >> text=Done: Snipe Seat 0's Scavenger")
        first.wait_for_selector("#log .event >> text=snipes")


def test_a_players_buildings_of_one_kind_are_numbered_as_the_actions_name_them(
    sqlite_url: str, browser: Browser
) -> None:
    """Of seat 1's two bunkers the saboteur names one ("disable 1:bunker-2"): the table shows
    which is #2, and the button says it in words."""
    leaders = ["leader_organizer", "leader_butcher", "leader_cannibal"]
    bunkers = [{"building": "bunker", "stored": ["thugs"]}, {"building": "bunker"}]
    players: list[dict[str, Any]] = [{"hand": ["saboteur", "scavenger"]}, {"buildings": bunkers}, {}]
    for player, leader in zip(players, leaders, strict=True):
        player["leader"] = leader
    with stacked(sqlite_url, players, frozenset({"hq1", "hq2", "hq3", "hq4"})) as (_, links):
        page = sized(browser, "desktop")
        page.goto(links[0])
        button = page.locator('button.action[data-action="disable 1:bunker-2"]')
        button.wait_for()
        assert button.inner_text() == "Disable Seat 1's Bunker #2 with a saboteur"
        shown = page.locator(".building").all_inner_texts()
        assert any("#1 built, 1 stored" in text for text in shown)
        assert any("#2 built" in text and "stored" not in text for text in shown)


def test_a_wrong_game_or_seat_link_gets_a_page_that_says_so(server: ServerProcess, page: Page) -> None:
    page.goto(f"{server.url}/game/no-such-game")
    page.wait_for_selector("#not-found")
    assert page.inner_text("#not-found h2") == "There is no such game"
    page.click("#back-to-lobby")
    page.wait_for_selector("#create")
    game = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["human", "heuristic"]}).json()
    page.goto(f"{server.url}/game/{game['id']}#token=not-a-token")
    page.wait_for_selector("#not-found")
    assert page.inner_text("#not-found h2") == "This seat link does not work"
    assert page.locator("#hand").count() == 0
    page.click(f'#not-found a[href="/game/{game["id"]}#watch"]')  # not the link again: a spectator
    page.wait_for_selector("#status >> text=You are watching")


def test_a_seat_of_a_game_of_friends_dealt_from_a_chosen_seed_is_told_so(server: ServerProcess, page: Page) -> None:
    for seed, told in ((7, 1), (None, 0)):
        body = {"players": 2, "seats": ["human", "human"], "seed": seed}
        game = httpx.post(f"{server.url}/api/games", json=body).json()
        page.goto(f"{server.url}/game/{game['id']}#token={game['seats'][1]['token']}")
        page.wait_for_selector("#hints-mark")
        assert page.locator("#seeded-mark").count() == told
        if told:
            assert "whoever knows it can work out every hidden card" in page.inner_text("#seeded-mark")


def test_two_people_meet_at_a_table_listed_in_the_lobby(server: ServerProcess, browser: Browser) -> None:
    ann, bob = sized(browser, "desktop"), sized(browser, "phone")
    ann.goto(server.url)
    ann.fill("#player-name", "Ann")
    ann.select_option("#players", "2")
    ann.select_option('.seat-kind[data-seat="1"]', "human")
    assert ann.is_checked("#list-seats")
    ann.click("#create")
    ann.wait_for_url(re.compile(r"/game/[^/#]+$"))
    game_id = ann.url.split("/game/")[1].split("#")[0]
    ann.wait_for_selector("#status[data-version]")
    assert "You are Ann (Seat 0)" in ann.inner_text("#status")
    assert "no skirmish this round" in ann.inner_text("#status")  # round 1 (RULINGS R-1)
    bob.goto(server.url)
    free = bob.locator(f'.open-table[data-game="{game_id}"] button.join-seat')
    free.wait_for()
    free.click()  # no name yet: asked for one, nothing taken
    bob.wait_for_selector(".join-error >> text=Type your name first")
    assert free.count() == 1  # the tables stay listed under the error
    assert httpx.get(f"{server.url}/api/lobby/tables/{game_id}").json()["seats"][1]["state"] == "open"
    bob.fill("#player-name", "Bob")
    free.click()
    bob.wait_for_url(re.compile(rf"/game/{game_id}$"))
    bob.wait_for_selector("#status[data-version]")
    assert "You are Bob (Seat 1)" in bob.inner_text("#status")
    ann.wait_for_selector('.tribe[data-seat="1"] h3 >> text=Bob (Seat 1)')
    assert bob.evaluate(NO_SIDEWAYS_SCROLL)
    bob.goto(server.url)
    bob.wait_for_selector("#lobby-open >> text=No table is waiting")


def test_the_rules_open_in_our_own_words_and_close_with_escape(server: ServerProcess, page: Page) -> None:
    page.goto(server.url)
    page.click("#rules-button")
    dialog = page.locator("#rules-dialog")
    dialog.wait_for()
    assert "The skirmish" in dialog.inner_text()
    # how to use this page, not the terminal: no coloured ids, arrow keys or command options
    dialog.locator("h2", has_text="Using this page").wait_for()
    assert "Type an action in the box under your choices" in dialog.inner_text()
    assert not re.search(r"blue|right arrow|--variant|--rules", dialog.inner_text())
    assert page.evaluate(FAINT_TEXT) == []
    assert page.evaluate("document.activeElement.id") == "close-rules"
    # It opens at its top ("How to play"), not scrolled to the button at its end.
    scrolled = "[...document.querySelectorAll('#rules-dialog, #rules-dialog *')].every(e => e.scrollTop === 0)"
    assert page.evaluate(scrolled)
    page.keyboard.press("Escape")
    assert page.locator("#rules-dialog").count() == 0


def test_cards_meet_with_motion_unless_reduced_motion_is_asked(server: ServerProcess, page: Page) -> None:
    page.goto(server.url)
    page.wait_for_selector("#create")
    probe = """(() => {
        const card = document.createElement("div");
        card.className = "card face enter";
        document.body.append(card);
        const name = getComputedStyle(card).animationName;
        card.remove();
        return name;
    })()"""
    assert page.evaluate(probe) == "meet"
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate(probe) == "none"


FAKE_NOTIFICATIONS = """() => {
    window.shown = [];
    window.tabHidden = false;
    Object.defineProperty(document, "hidden", { get: () => window.tabHidden });
    class FakeNotification {
        constructor(title, options) { window.shown.push([title, options.body]); }
        static requestPermission() { FakeNotification.permission = "granted"; return Promise.resolve("granted"); }
    }
    FakeNotification.permission = "default";
    window.Notification = FakeNotification;
}"""


def test_a_turn_notification_is_asked_on_a_click_and_shown_while_the_tab_is_hidden(
    server: ServerProcess, page: Page
) -> None:
    page.add_init_script(f"({FAKE_NOTIFICATIONS})()")
    create_against_bots(page, server.url)
    page.click("#notify")
    page.wait_for_selector("#feedback >> text=You will be told")
    assert page.evaluate("window.shown") == []  # nothing while the tab is looked at
    page.evaluate("window.tabHidden = true")
    before = version(page)
    page.click('button.action[data-action="end"]')
    page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")
    page.wait_for_function("window.shown.length > 0")
    title, body = page.evaluate("window.shown[0]")
    assert title == "Arctic Scavengers: your turn"
    assert body.startswith("Game ")
    assert json.dumps(page.evaluate("window.shown")).count("your turn") == 1


def test_play_again_from_the_end_screen_opens_the_next_game_at_the_same_seat(server: ServerProcess, page: Page) -> None:
    created = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["heuristic", "human"], "seed": 9})
    game_id, token = created.json()["id"], created.json()["seats"][0]["token"]
    seen = httpx.get(f"{server.url}/api/games/{game_id}", params={"token": token}).json()
    while not seen["over"]:  # the person takes her first legal action each time, the bot plays
        if seen["legal_actions"]:
            action = {"token": token, "action": seen["legal_actions"][0]}
            httpx.post(f"{server.url}/api/games/{game_id}/actions", json=action)
        seen = httpx.get(f"{server.url}/api/games/{game_id}", params={"token": token}).json()
    page.goto(f"{server.url}/game/{game_id}#token={token}")
    page.wait_for_selector("#end-screen")
    page.click("#play-again")
    page.wait_for_url(lambda url: "/game/" in url and game_id not in url)
    next_id = page.url.split("/game/")[1].split("#")[0]
    assert next_id != game_id
    page.wait_for_selector("#status[data-version]")
    assert "You are Seat 1" in page.inner_text("#status")
    assert httpx.get(f"{server.url}/api/lobby/tables/{game_id}").json()["next"] == next_id
    held = page.evaluate("JSON.parse(localStorage.getItem('scavengers.tokens'))")
    assert list(held[next_id]) == ["1"]  # the new seat is kept in this browser, under Your games


def test_friends_at_one_screen_play_again_together_and_keep_passing_the_device(sqlite_url: str, page: Page) -> None:
    # The last round of a game (one contested resource left), played through the API: each
    # seat asked takes its first legal action.
    tribe = {"hand": ["scavenger", "refugee", "spear"], "deck": ["refugee", "brawler"]}
    held = store_stacked(sqlite_url, [tribe, dict(tribe)], table={"round": 5, "contested": ["grenade"]})
    tokens = {str(seat): token for seat, token in enumerate(held)}
    server = ServerProcess(sqlite_url).start()
    try:
        game = f"{server.url}/api/games/stacked"
        seen = httpx.get(game).json()
        while not seen["over"]:
            token = tokens[str(seen["view"]["to_act"][0])]
            mine = httpx.get(game, params={"token": token}).json()
            if mine["legal_actions"]:
                httpx.post(f"{game}/actions", json={"token": token, "action": mine["legal_actions"][0]})
            seen = httpx.get(game).json()
        page.goto(server.url)
        page.evaluate("held => localStorage.setItem('scavengers.tokens', held)", json.dumps({"stacked": tokens}))
        page.goto(f"{server.url}/game/stacked#hotseat")
        page.wait_for_selector("#end-screen")  # no cover: once the game is over every card may be seen
        assert page.evaluate(FAINT_TEXT) == []
        assert page.get_attribute("#game-file", "href") == "/api/games/stacked/file"
        page.click("#play-again")
        page.wait_for_url(lambda url: "/game/" in url and "/game/stacked" not in url)
        next_id = page.url.split("/game/")[1].split("#")[0]
        assert page.url.endswith("#hotseat")
        kept = page.evaluate("JSON.parse(localStorage.getItem('scavengers.tokens'))")
        assert sorted(kept[next_id]) == ["0", "1"]  # both seats of the next game kept here
        page.wait_for_selector("#cover")  # the device is passed to the seat that decides first
        line = httpx.get(f"{server.url}/api/lobby/tables/{next_id}").json()
        assert [s["state"] for s in line["seats"]] == ["taken", "taken"]
    finally:
        server.stop()


def test_the_contrast_probe_finds_faint_text(server: ServerProcess, page: Page) -> None:
    # The probe the tests above read the page with does see text too faint to read.
    page.goto(server.url)
    page.wait_for_selector("#create")
    page.evaluate(
        """() => {
        const faint = document.createElement("p");
        faint.textContent = "grey on white";
        faint.style.color = "#aaa";
        const dark = document.createElement("span");
        dark.textContent = "dark on dark";
        dark.style.cssText = "color: #444; background: repeating-linear-gradient(45deg, #222 0 6px, #eee 6px 12px)";
        document.body.append(faint, dark);
    }"""
    )
    assert [faint["text"] for faint in page.evaluate(FAINT_TEXT)] == ["grey on white", "dark on dark"]


def test_a_friend_opening_her_seat_link_sits_under_her_name_or_is_asked_for_one(
    server: ServerProcess, browser: Browser
) -> None:
    game = httpx.post(f"{server.url}/api/games", json={"players": 3, "seats": ["human"] * 3}).json()
    links = {s["seat"]: f"{server.url}/game/{game['id']}#token={s['token']}" for s in game["seats"]}
    bea, cy = sized(browser, "desktop"), sized(browser, "phone")
    bea.goto(server.url)
    bea.fill("#player-name", "Bea")  # typed in the lobby, then she opens the link sent to her
    bea.goto(links[1])
    bea.wait_for_selector("#status >> text=You are Bea (Seat 1)")
    assert bea.locator("#name-ask").count() == 0
    cy.goto(links[2])  # no name typed in this browser: asked for one, as the lobby asks
    cy.wait_for_selector("#seat-name")
    cy.click("#seat-name-go")
    cy.wait_for_selector("#seat-name-error >> text=Type your name first.")
    cy.fill("#seat-name", "Cy")
    cy.press("#seat-name", "Enter")
    cy.wait_for_selector("#status >> text=You are Cy (Seat 2)")
    assert cy.locator("#name-ask").count() == 0
    bea.wait_for_selector('.tribe[data-seat="2"] h3 >> text=Cy (Seat 2)')
    line = httpx.get(f"{server.url}/api/lobby/tables/{game['id']}").json()
    assert [s["name"] for s in line["seats"]] == [None, "Bea", "Cy"]


def finish(base: str, tokens: list[str]) -> None:
    """Play a stacked game to its end over the API: each seat asked ends its turn, passes or
    takes its first choice (commit none)."""
    seen = httpx.get(f"{base}/api/games/stacked").json()
    while not seen["over"]:
        token = tokens[seen["view"]["to_act"][0]]
        legal = httpx.get(f"{base}/api/games/stacked", params={"token": token}).json()["legal_actions"]
        action = "end" if "end" in legal else "pass" if "pass" in legal else legal[0]
        seen = httpx.post(f"{base}/api/games/stacked/actions", json={"token": token, "action": action}).json()


def test_a_replay_and_a_spectator_get_no_box_to_type_an_action(sqlite_url: str, browser: Browser) -> None:
    players = [{"hand": ["brawler"]}, {"hand": ["refugee"]}]
    last_round = {"round": 3, "contested": ["grenade"]}  # its skirmish ends the game
    with stacked(sqlite_url, players, table=last_round) as (base, links):
        finish(base, ["token-0", "token-1"])
        page = sized(browser, "desktop")
        page.goto(links[0])
        page.click("#watch-replay")
        page.wait_for_selector("#status >> text=Replay: step 0 of 4")
        page.wait_for_selector("#actions >> text=Replay: read only.")
        assert not page.is_visible("#notation")
        assert not page.is_visible("#autopass")
        page.click("#replay-next")
        page.wait_for_selector("#status >> text=Replay: step 1 of 4")
        assert not page.is_visible("#notation")
        watcher = sized(browser, "phone")
        watcher.goto(f"{base}/game/stacked")
        watcher.wait_for_selector("#status >> text=You are watching")
        assert not watcher.is_visible("#notation")


def test_a_hovered_action_does_not_look_like_the_recommended_one(sqlite_url: str, browser: Browser) -> None:
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, {}]) as (_, links):
        page = sized(browser, "desktop")
        page.goto(links[0])
        recommended = page.locator("#actions button.action.primary")
        recommended.wait_for()
        other = page.locator('#actions button.action[data-action="end"]')
        assert "primary" not in (other.get_attribute("class") or "")
        looks = "b => { const s = getComputedStyle(b); return [s.backgroundColor, s.color]; }"
        filled = recommended.evaluate(looks)
        other.hover()
        hovered = other.evaluate(looks)
        assert hovered != filled
        assert hovered[0] != filled[0]  # not the recommended one's fill
        assert other.evaluate("b => getComputedStyle(b).textDecorationLine") == "underline"
        assert page.evaluate(FAINT_TEXT) == []
        recommended.hover()
        assert recommended.evaluate(looks) != hovered  # a hovered recommended one stays filled
        assert page.evaluate(FAINT_TEXT) == []


def test_the_page_says_before_a_hire_that_the_food_left_over_is_lost(sqlite_url: str, browser: Browser) -> None:
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, {}]) as (_, links):
        page = sized(browser, "desktop")
        page.goto(links[0])
        page.click('button.action[data-action="hunt scavenger+net"]')
        page.wait_for_selector('button.action[data-action="hire scavenger"]')
        note = page.locator("#actions .menu-note", has_text="food left over is lost")
        assert note.inner_text() == (
            "A hire spends all 3 food of your turn, whatever the mercenary costs: food left over is lost."
        )
        # said before the hires: the note comes first in the list (both found in one look at the
        # page: a handle to each, taken one after the other, could fall on two drawings of it)
        note_first = """() => {
            const note = [...document.querySelectorAll("#actions .menu-note")]
                .find((n) => n.textContent.includes("food left over is lost"));
            const hire = document.querySelector('button.action[data-action="hire scavenger"]');
            return !!(note.compareDocumentPosition(hire) & Node.DOCUMENT_POSITION_FOLLOWING);
        }"""
        assert page.evaluate(note_first)


def test_pass_is_sent_for_her_when_it_is_her_only_choice_only_if_she_asks(sqlite_url: str, browser: Browser) -> None:
    """Alone at her screen, a sniper team in a deck (so it might be in anyone's hand): she is
    asked to pass on each action, until she ticks the setting; then each pass goes by itself."""
    players = [{"hand": ["scavenger", "spear", "brawler"], "deck": ["sniper_team"]}, {"hand": ["refugee"]}]
    with stacked(sqlite_url, players) as (base, links):
        page = sized(browser, "desktop")
        page.goto(links[1])
        page.wait_for_selector("#status[data-version]")
        setting = page.locator("#autopass-only")
        assert not setting.is_checked()  # off unless she asks
        assert page.is_visible("#autopass-only-warning")
        assert "may notice how fast you pass" in page.inner_text("#autopass-only-warning")

        def declare(action: str) -> int:
            answer = httpx.post(f"{base}/api/games/stacked/actions", json={"token": "token-0", "action": action})
            assert answer.status_code == 200, answer.text
            version: int = answer.json()["version"]
            return version

        asked = declare("hunt scavenger+spear")
        page.wait_for_selector('#pending button.action[data-action="pass"]')
        seen = httpx.get(f"{base}/api/games/stacked", params={"token": "token-1"}).json()
        assert seen["legal_actions"] == ["pass"]
        assert not seen["view"]["lone_pass"]
        assert version(page) == asked  # she is asked: nothing is sent for her
        setting.check()
        page.wait_for_function(f"document.querySelector('#status').dataset.version > {asked}")
        asked = declare("dig brawler")  # asked again: passed for her, no click
        page.wait_for_function(f"document.querySelector('#status').dataset.version > {asked}")
        seen = httpx.get(f"{base}/api/games/stacked", params={"token": "token-0"}).json()
        assert seen["view"]["decision"]["kind"] == "keep"  # the dig goes on: she passed
        page.reload()
        page.wait_for_selector("#status[data-version]")
        assert page.is_checked("#autopass-only")  # remembered by this browser


def test_what_her_spy_saw_is_on_her_side_of_the_table_and_nobody_elses(sqlite_url: str, browser: Browser) -> None:
    # View.knowledge: what only she has seen, shown as the terminal words it, beside the cards.
    players = [{"hand": ["spy", "refugee"]}, {"hand": ["brawler", "junk"]}]
    with stacked(sqlite_url, players, frozenset({"recon1"})) as (url, links):
        mine, theirs, watcher = (sized(browser, "desktop") for _ in range(3))
        mine.goto(links[0])
        theirs.goto(links[1])
        watcher.goto(f"{url}/game/stacked")
        mine.click('button.action[data-action="spy 1:hand"]')
        # With Recon module 1 alone every scouting refugee waits in the market and no guard is
        # in play: everyone can tell seat 1 cannot cancel (View.lone_pass), so her page passes
        # for her at once, and the look goes ahead.
        seen = mine.locator('#mine .knowledge[data-zone="1:hand"]')
        seen.wait_for()
        assert seen.locator("h3").inner_text() == "Your spy saw in Seat 1's hand: Brawler, Junk"
        assert seen.locator(".card").evaluate_all("ns => ns.map(n => n.dataset.kind)") == ["brawler", "junk"]
        theirs.wait_for_function(f"document.querySelector('#status').dataset.version >= {version(mine)}")
        watcher.wait_for_function(f"document.querySelector('#status').dataset.version >= {version(mine)}")
        assert theirs.locator(".knowledge").count() == 0
        assert watcher.locator(".knowledge").count() == 0
        assert "Your spy saw" not in watcher.inner_text("body")


SENT_ACTIONS = """() => {
    window.actionsSent = [];
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
        const message = JSON.parse(data);
        if (message.type === "action") window.actionsSent.push(message.action);
        return send.call(this, data);
    };
}"""
"""A page probe (an init script): every action the page sends, in ``window.actionsSent``."""


VERSION = "Number(document.querySelector('#status').dataset.version)"


def at_a_stacked_table(browser: Browser, link: str) -> Page:
    """A desktop page at a stacked table's seat, counting the actions it sends, once offered some."""
    page = sized(browser, "desktop")
    page.add_init_script(f"({SENT_ACTIONS})()")
    page.goto(link)
    page.wait_for_selector("button.action")
    return page


def test_a_double_click_sends_one_action_until_the_game_answers(sqlite_url: str, browser: Browser) -> None:
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, {}]) as (_, links):
        page = at_a_stacked_table(browser, links[0])
        before = version(page)
        # two clicks and a typed action, all before any answer can come
        page.evaluate("""() => {
            const hunt = document.querySelector('button.action[data-action="hunt scavenger+net"]');
            hunt.click();
            hunt.click();
            document.querySelector("#notation").value = "end";
            document.querySelector("#notation-go").click();
        }""")
        page.wait_for_selector("#feedback >> text=Done: Hunt with Scavenger+Net")
        assert version(page) == before + 1
        assert page.evaluate("window.actionsSent") == ["hunt scavenger+net"]
        assert page.inner_text("#error") == ""
        assert page.input_value("#notation") == "end"  # kept, not sent
        # a refusal answers too: the buttons work again
        page.fill("#notation", "dig dragon")
        page.press("#notation", "Enter")
        page.wait_for_selector("#error >> text=dragon")
        page.click('button.action[data-action="end"]')
        page.wait_for_function(f"document.querySelector('#status').dataset.version > {before + 1}")
        assert page.evaluate("window.actionsSent") == ["hunt scavenger+net", "dig dragon", "end"]


def test_sending_an_empty_notation_box_says_to_type_an_action(sqlite_url: str, browser: Browser) -> None:
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, {}]) as (_, links):
        page = at_a_stacked_table(browser, links[0])
        page.fill("#notation", "dig dragon")
        page.press("#notation", "Enter")
        page.wait_for_selector("#error >> text=dragon")
        page.fill("#notation", "  ")
        page.click("#notation-go")
        assert page.inner_text("#error") == "Type an action first, e.g. end or dig refugee+shovel."
        assert page.evaluate("window.actionsSent") == ["dig dragon"]


def test_what_her_last_move_did_goes_once_the_game_moves_on(sqlite_url: str, browser: Browser) -> None:
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, {}]) as (base, links):
        page = at_a_stacked_table(browser, links[0])
        page.click('button.action[data-action="end"]')
        page.wait_for_selector("#feedback >> text=Done: End your turn")
        # the other seat ends its turn too: round 2 begins, and her "Done" is old news
        ended = httpx.post(f"{base}/api/games/stacked/actions", json={"token": "token-1", "action": "end"})
        assert ended.json()["view"]["round"] == 2
        page.wait_for_function("document.querySelector('#feedback').textContent === ''", timeout=5000)


def test_the_games_list_names_the_people_who_gave_a_name(server: ServerProcess, page: Page) -> None:
    game = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["human", "heuristic"]}).json()
    named = {"token": game["seats"][0]["token"], "name": "Ann"}
    httpx.post(f"{server.url}/api/lobby/tables/{game['id']}/open", json=named)
    page.goto(server.url)
    players = page.locator("#all-games td.players")
    players.wait_for()
    assert players.inner_text() == "Ann (Seat 0), Seat 1 (Heuristic bot)"
    assert page.inner_text("#all-games td.turn") in ("Ann (Seat 0)", "Seat 1 (Heuristic bot)")


def test_a_spectator_is_not_offered_turn_notifications(server: ServerProcess, browser: Browser) -> None:
    game = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["human", "human"]}).json()
    player, watcher = sized(browser, "desktop"), sized(browser, "desktop")
    for page in (player, watcher):
        page.add_init_script(f"({FAKE_NOTIFICATIONS})()")
    player.goto(f"{server.url}/game/{game['id']}#token={game['seats'][0]['token']}")
    watcher.goto(f"{server.url}/game/{game['id']}")
    player.wait_for_selector("#status[data-version]")
    watcher.wait_for_selector("#status >> text=You are watching")
    assert player.is_visible("#notify")
    assert not watcher.is_visible("#notify")


STACK_OVER_ITS_NAME = """() => [...document.querySelectorAll("#market .market-stack")].filter((stack) => {
    const name = stack.querySelector(".c-name").getBoundingClientRect();
    const count = stack.querySelector(".stack-count").getBoundingClientRect();
    return count.left < name.right && name.left < count.right && count.top < name.bottom && name.top < count.bottom;
}).map((stack) => stack.dataset.kind)"""
"""A page probe: the market stacks whose count covers part of the top card's name."""


def test_a_market_stacks_count_leaves_the_cards_name_readable(
    sqlite_url: str, browser: Browser, tmp_path: Path
) -> None:
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, {}]) as (_, links):
        page = at_a_stacked_table(browser, links[0])
        assert page.locator("#market .market-stack").count() >= 8
        page.locator("#market").screenshot(path=str(tmp_path / "market.png"))
        assert page.evaluate(STACK_OVER_ITS_NAME) == []


@contextmanager
def a_finished_replay(sqlite_url: str, browser: Browser) -> Iterator[Page]:
    """Seat 0's page at the replay of a short finished game, at its first step."""
    last_round = {"round": 3, "contested": ["grenade"]}  # its skirmish ends the game
    with stacked(sqlite_url, [{"hand": ["brawler"]}, {"hand": ["refugee"]}], table=last_round) as (base, links):
        finish(base, ["token-0", "token-1"])
        page = sized(browser, "desktop")
        page.goto(links[0])
        page.click("#watch-replay")
        page.wait_for_selector("#status >> text=Replay: step 0 of 4")
        yield page


def test_a_replay_says_whose_side_it_shows_once_another_seat_is_chosen(sqlite_url: str, browser: Browser) -> None:
    with a_finished_replay(sqlite_url, browser) as page:
        page.click("#replay-next")
        page.wait_for_selector("#status >> text=Replay: step 1 of 4")
        page.select_option("#replay-seat", "1")
        page.wait_for_selector("#status >> text=as Seat 1")
        assert "You are Seat 1" in page.inner_text("#status")
        assert "You are Seat 0" not in page.inner_text("#status")


def test_the_arrow_keys_step_a_replay_unless_she_is_in_a_field(sqlite_url: str, browser: Browser) -> None:
    with a_finished_replay(sqlite_url, browser) as page:
        page.keyboard.press("ArrowRight")
        page.wait_for_selector("#status >> text=Replay: step 1 of 4")
        page.keyboard.press("ArrowRight")
        page.wait_for_selector("#status >> text=Replay: step 2 of 4")
        page.keyboard.press("ArrowLeft")
        page.wait_for_selector("#status >> text=Replay: step 1 of 4")
        page.focus("#chat-input")
        page.keyboard.press("ArrowRight")
        page.wait_for_timeout(300)
        assert "step 1 of 4" in page.inner_text("#status")


def test_the_end_screen_drops_her_last_move_and_the_turn_notification(sqlite_url: str, browser: Browser) -> None:
    last_round = {"round": 3, "contested": ["grenade"]}
    with stacked(sqlite_url, [{"hand": ["brawler"]}, {"hand": ["refugee"]}], table=last_round) as (base, links):
        page = at_a_stacked_table(browser, links[0])
        while not page.locator("#end-screen").count():
            seen = httpx.get(f"{base}/api/games/stacked").json()
            if seen["over"]:
                break
            if seen["view"]["to_act"][0] == 1:
                finish_one = httpx.get(f"{base}/api/games/stacked", params={"token": "token-1"}).json()["legal_actions"]
                action = "end" if "end" in finish_one else "pass" if "pass" in finish_one else finish_one[0]
                httpx.post(f"{base}/api/games/stacked/actions", json={"token": "token-1", "action": action})
                page.wait_for_timeout(100)
            elif page.locator("button.action").count():
                click = 'button.action[data-action="end"], button.action[data-action="pass"], button.action'
                before = version(page)
                page.locator(click).first.click()
                page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")
        page.wait_for_selector("#end-screen")
        page.wait_for_selector("#status >> text=The game is over.")
        assert page.evaluate("window.actionsSent")  # she played in the page
        assert page.inner_text("#feedback") == ""
        assert not page.is_visible("#notify")


def test_the_recommended_action_comes_first_in_tab_order(sqlite_url: str, browser: Browser) -> None:
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, {}]) as (_, links):
        page = at_a_stacked_table(browser, links[0])
        page.wait_for_function("document.activeElement.matches('button.action.primary')")
        assert page.evaluate("document.activeElement.dataset.action") == page.get_attribute(
            "#actions button.action.primary", "data-action"
        )


def test_an_action_typed_out_of_turn_stays_refused_while_the_page_passes_for_her(
    sqlite_url: str, browser: Browser
) -> None:
    hunter = {"hand": ["scavenger", "spear"], "deck": ["refugee"]}
    with stacked(sqlite_url, [{"hand": ["scavenger", "net"]}, hunter]) as (base, links):
        page = at_a_stacked_table(browser, links[0])
        page.click('button.action[data-action="end"]')
        page.wait_for_selector("#status >> text=Waiting for")
        page.fill("#notation", "end")
        page.click("#notation-go")
        page.wait_for_selector("#error >> text=It is not your turn: waiting for Seat 1")
        # Seat 1 hunts; nobody can answer it, so the page passes for her: no decision of hers
        before = version(page)
        httpx.post(f"{base}/api/games/stacked/actions", json={"token": "token-1", "action": "hunt scavenger+spear"})
        page.wait_for_function(f"window.actionsSent.includes('pass') && {VERSION} > {before + 1}")
        assert "It is not your turn" in page.inner_text("#error")
