"""Audit 9 of five friends at one browser (the lobby's "play every seat here (hotseat)"), with
every HQ and Recon module, and of three friends with two bots, in Debian's Chromium.

Derived from docs/serving.md and page-help.md (the "pass the device" screen comes up at every
change of the person asked, reactions on another's turn included) and RULINGS I-1 and I-4 (who
is asked, in which order): while the cover is up, nothing of any hand is in the page (its DOM,
its accessibility tree); the device goes to each person asked, whatever she holds.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import Page

import scavengers as sc
from scavengers.cards import CATALOGUE
from scavengers.server.hub import hash_token
from scavengers.storage import StoredGame, open_store
from scavengers.table import HUMAN

from .conftest import ServerProcess
from .test_web_browser import WATCH_COVERS, covers_seen, version

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

EVERY_MODULE = frozenset(["hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"])

CHAIN = [
    {"hand": ["scavenger", "spear", "medkit"], "leader": "leader_mentor"},
    {"hand": ["refugee", "net"], "deck": ["medic"], "leader": "leader_butcher"},
    {"hand": ["sniper_team", "refugee"], "leader": "leader_organizer"},
    {"hand": ["medic", "pickaxe"], "leader": "leader_ranger"},
    {"hand": ["brawler", "net"], "deck": ["guard"], "leader": "leader_excavator"},
]
"""Seat 0 hunts with a scavenger and a spear; seat 2 snipes the scavenger; seat 3 saves it with a
medic. Everyone else passes."""
PLAN = {0: "hunt scavenger+spear", 2: "snipe 0:scavenger", 3: "save medic"}
SECRETS = ("Medkit", "medkit", "Net", "net", "Pickaxe", "pickaxe")
"""Names and ids of cards only in hands here: no market stack or discard pile shows them."""


@contextmanager
def hotseat(page: Page, db: str, seats: list[str]) -> Iterator[str]:
    """The chain's table stored before its server starts, a person or a bot at each seat; this
    browser holds every person's seat and opens the hotseat. Gives the server's address."""
    scenario = {"round": 1, "initiator": 0, "players": CHAIN}
    config = sc.GameConfig(players=5, seed=0, modules=EVERY_MODULE, scenario=scenario)
    tokens = {seat: f"token-{seat}" for seat, kind in enumerate(seats) if kind == HUMAN}
    hashes: list[str | None] = [hash_token(tokens[s]) if s in tokens else None for s in range(5)]
    store = open_store(db)
    store.create_game(StoredGame("stacked", config.to_dict(), seats, hashes, 0))
    store.close()
    server = ServerProcess(db).start()
    try:
        page.add_init_script(f"({WATCH_COVERS})()")
        page.goto(server.url)
        page.evaluate("held => localStorage.setItem('scavengers.tokens', held)", json.dumps({"stacked": tokens}))
        page.goto(f"{server.url}/game/stacked#hotseat")
        page.wait_for_selector("#cover")
        yield server.url
    finally:
        server.stop()


def secrets_in(text: str) -> list[str]:
    return [word for word in SECRETS if re.search(rf"\b{word}\b", text)]


def play_the_chain(page: Page) -> list[dict[str, Any]]:
    """Each person, once she has the device (Enter on "I am ready"), types her move of the chain
    or ``pass`` on the command line and presses Enter: keyboard only. What the page holds at
    every cover, until seat 0 decides her turn again."""
    seen: list[dict[str, Any]] = []
    used: set[int] = set()
    for _ in range(40):
        page.wait_for_selector("#reveal, button.action")
        if page.locator("#reveal").count():
            page.wait_for_selector("#reveal:not([aria-disabled])")
            seen.append(
                {
                    "cover": page.locator("#cover h2").inner_text(),
                    "secrets": secrets_in(page.evaluate("document.body.outerHTML")),
                    "read aloud": secrets_in(page.locator("body").aria_snapshot()),
                    "cards": page.locator(".card").count(),
                    "focused": page.evaluate("document.activeElement.id"),
                }
            )
            page.keyboard.press("Enter")
            page.wait_for_selector("#reveal", state="detached")
            continue
        found = re.search(r"You are Seat (\d)", page.locator("#status").inner_text())
        assert found is not None
        seat = int(found.group(1))
        offered = page.locator("button.action").evaluate_all("buttons => buttons.map(b => b.dataset.action)")
        if seat == 0 and 3 in used:
            return seen  # her turn again, once the snipe was saved
        move = PLAN[seat] if seat in PLAN and seat not in used and PLAN[seat] in offered else "pass"
        if move != "pass":
            used.add(seat)
        before = version(page)
        page.fill("#notation", move)
        page.press("#notation", "Enter")
        page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")
    raise AssertionError("the chain never came back to seat 0")


def test_five_friends_at_one_browser_each_asked_in_a_snipe_and_its_save_gets_the_device_rulings_i1_i4(
    sqlite_url: str, page: Page
) -> None:
    """RULINGS I-1 and I-4, every module: seat 0 hunts; seat 1 passes; seat 2 snipes; the save
    window asks seats 0, 1 and 2 and seat 3 saves; the hunt's window goes on with seats 3, 4, 1
    and 2; seat 0 goes on. The cover comes up at every change of the person asked (seat 3 keeps
    the device from her save to her answer); behind each, no card is drawn, and no card of a
    hand is named in the DOM or in what a screen reader reads; "I am ready" has the focus."""
    with hotseat(page, sqlite_url, [HUMAN] * 5):
        seen = play_the_chain(page)
        assert covers_seen(page) == [f"Pass the device to Seat {s}" for s in (0, 1, 2, 0, 1, 2, 3, 4, 1, 2, 0)]
    assert [entry["cover"] for entry in seen] == covers_seen(page)
    for entry in seen:
        assert (entry["secrets"], entry["read aloud"], entry["cards"], entry["focused"]) == ([], [], 0, "reveal")


def test_three_friends_and_two_bots_at_one_browser_the_device_goes_only_between_the_friends_ruling_i1(
    sqlite_url: str, page: Page
) -> None:
    """The same chain with bots at seats 1 and 4 (they pass on their own, on the server): the
    cover comes up for each friend asked, seats 0, 2, 0 (the save window), 2, 3, 2 and 0, and
    hides every hand."""
    with hotseat(page, sqlite_url, [HUMAN, "heuristic", HUMAN, HUMAN, "heuristic"]):
        seen = play_the_chain(page)
        assert covers_seen(page) == [f"Pass the device to Seat {s}" for s in (0, 2, 0, 2, 3, 2, 0)]
    for entry in seen:
        assert (entry["secrets"], entry["read aloud"], entry["cards"], entry["focused"]) == ([], [], 0, "reveal")


def test_five_friends_at_one_browser_choose_their_dealt_leaders_unseen_by_the_others_hq3_002(
    sqlite_url: str, page: Page
) -> None:
    """HQ module 3 [002]: each player is dealt two leaders and keeps one; the leaders are shown
    once every player has one. Five friends choose one after another, by keyboard (Enter on "I
    am ready", then Enter on the first choice): behind each cover no leader is named in the DOM,
    and each friend's screen names none of another's two leaders until all have chosen."""
    config = sc.GameConfig(players=5, seed=4, modules=EVERY_MODULE)
    game = sc.Game.new(config)
    dealt = {seat: [CATALOGUE[k].name for k in game.view(seat).dealt] for seat in range(5)}
    every = [name for names in dealt.values() for name in names]
    tokens = {seat: f"token-{seat}" for seat in range(5)}
    store = open_store(sqlite_url)
    store.create_game(StoredGame("stacked", config.to_dict(), [HUMAN] * 5, [hash_token(t) for t in tokens.values()], 0))
    store.close()
    server = ServerProcess(sqlite_url).start()
    found: list[tuple[Any, ...]] = []
    try:
        page.add_init_script(f"({WATCH_COVERS})()")
        page.goto(server.url)
        page.evaluate("held => localStorage.setItem('scavengers.tokens', held)", json.dumps({"stacked": tokens}))
        page.goto(f"{server.url}/game/stacked#hotseat")
        for seat in range(5):
            page.wait_for_selector("#reveal:not([aria-disabled])")
            html = page.evaluate("document.body.outerHTML")
            found.append(("cover", page.locator("#cover h2").inner_text(), [n for n in every if n in html]))
            page.keyboard.press("Enter")
            page.wait_for_selector("button.action")
            shown = page.locator("#status").inner_text() + page.locator("#board").inner_text()
            shown += page.locator("#actions").inner_text() + page.locator("#log").inner_text()
            others = [n for s, names in dealt.items() if s != seat for n in names]
            found.append(("shown", [n for n in dealt[seat] if n in shown], [n for n in others if n in shown]))
            before = version(page)
            page.keyboard.press("Enter")  # the first choice has the focus: keep that leader
            page.wait_for_function(f"document.querySelector('#status').dataset.version > {before}")
        page.wait_for_selector("#reveal")
    finally:
        server.stop()
    assert found[0::2] == [("cover", f"Pass the device to Seat {seat}", []) for seat in range(5)]
    assert found[1::2] == [("shown", dealt[seat], []) for seat in range(5)]
