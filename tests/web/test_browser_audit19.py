"""Audit 19: a person plays in the browser with the mouse alone, against bots, on stacked tables
(docs/scenarios.md): the HQ modules (build, store, retrieve, repair, leaders), the Recon modules,
the 2012 rules with the leader draft, and the solo game.

For each decision the rules put to her: it is made by clicking what the page shows, the page says
in words what the decision is, every card face shows its text (its title, and the corner's
detail when pointed at), and nothing her seat may not see is anywhere in the page's DOM (hidden
parts, titles and data attributes included): every card kind the DOM names is one the engine's
``view(seat)``, ``log(seat)`` or legal actions of the same game name, rebuilt here from the
stored actions the page's version counts.

Defects found and fixed (each test named here fails before the fix):

- the Organizer's draw of 2, keep 1 (RULINGS L-4) was prompted as a dig: "You dug up Brawler,
  Spear. Keep one (face down), or none.", where no "none" is offered and the card kept goes to
  her hand (``tui/render.py``, ``prompt``; the terminal's words too);
- the browser's prompt was built without the seat's log (``server/lobby.py``, ``prompt_words``),
  so a window on a saboteur's disarm said "Seat 1 plays a saboteur to disarm a declared tool."
  without naming which of her two tools, where the terminal names it;
- a save's window on the table read "Seat 0 Scavenger is under fire with" (``web/app.js``,
  ``pending``): now "Your Scavenger is under fire, sniped in the action declared with";
- a commit chosen card by card (a hand of very many sets) never said what was picked (the hand
  still shows every card), and its last button read "Done: take the cards picked", a dig's words
  (``tui/render.py``, ``prompt`` and ``_action_words``);
- what her spy saw named the seat "Seat 1" where the table names that tribe "Seat 1 (heuristic)"
  or a person's name (``web/app.js``, ``knownWords``: the server's line, the table's names);
- a game won on a tie-break ([000:170-172]) ended with "Seat 0 wins" and the numbers only: the
  end screen now says which tie-break decided, or that the tied players share the victory.
"""

from __future__ import annotations

import json
import random
import re
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from html import escape
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

import scavengers as sc
from scavengers.cards import CATALOGUE, card_text
from scavengers.server.serialize import event_json, view_json
from scavengers.storage import open_store
from scavengers.table import HUMAN, Table

from .conftest import ServerProcess
from .test_expansions_audit8 import store

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

HQ = frozenset({"hq1", "hq2", "hq3", "hq4"})
RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
NAMES = {kind: card.name for kind, card in CATALOGUE.items()}


@dataclass
class Seated:
    """A table being served: its address and the tokens of its people's seats."""

    base: str
    tokens: list[str]

    @property
    def link(self) -> str:
        """Seat 0's link: the page the person at seat 0 plays on."""
        return f"{self.base}/game/stacked#token={self.tokens[0]}"

    def act(self, seat: int, action: str) -> None:
        """Another person at the table (``seat``, not the page's) takes ``action`` over HTTP."""
        body = {"token": self.tokens[seat], "action": action}
        response = httpx.post(f"{self.base}/api/games/stacked/actions", json=body, timeout=20)
        assert response.status_code == 200, response.text


@contextmanager
def at_table(
    db: str,
    players: list[dict[str, Any]],
    modules: frozenset[str] = frozenset(),
    *,
    bots: int = 2,
    seats: list[str] | None = None,
    **stored: Any,
) -> Iterator[Seated]:
    """A stacked table: a person at seat 0, the heuristic bot at the next ``bots`` seats and
    people at the rest (or who ``seats`` says), stored before its server starts."""
    seats = seats or [HUMAN] + ["heuristic"] * bots + [HUMAN] * (len(players) - 1 - bots)
    tokens = store(db, players, modules, seats=seats, **stored)
    server = ServerProcess(db).start()
    try:
        yield Seated(server.url, tokens)
    finally:
        server.stop()


def version(page: Page) -> int:
    return int(page.get_attribute("#status", "data-version") or -1)


def my_turn(page: Page) -> None:
    """Wait until the page offers her a choice, or the game is over."""
    page.wait_for_selector("button.action, #end-screen")


def offered(page: Page) -> list[str]:
    """Every action the page offers as a button (its menu and "Every other legal action")."""
    actions: list[str] = page.locator("button.action").evaluate_all("bs => bs.map((b) => b.dataset.action)")
    return actions


def click(page: Page, action: str) -> None:
    """With the mouse: the button of ``action`` (opening "Every other legal action" first when it is
    folded away there); wait until the game has taken it."""
    button = page.locator(f'button.action[data-action="{action}"]')
    try:
        button.first.wait_for(state="attached", timeout=20_000)
    except PlaywrightTimeout:
        raise AssertionError(f"{action!r} is not offered: {offered(page)}") from None
    before = version(page)
    if not button.first.is_visible():
        page.click("#every-action > summary")
    button.first.click()
    page.wait_for_function(f"Number(document.querySelector('#status').dataset.version) > {before}")


def rebuilt(db: str, upto: int, game_id: str = "stacked") -> tuple[sc.Game, dict[str, Any]]:
    """The stored game after its first ``upto`` actions (waiting for the store to hold them), and
    its stored config."""
    deadline = time.monotonic() + 20
    while True:
        kept = open_store(db)
        try:
            game = kept.load_game(game_id)
        finally:
            kept.close()
        assert game is not None
        if len(game.actions) >= upto or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    config = sc.GameConfig.from_dict(game.config)
    return Table.replay(config, game.actions[:upto]), game.config


def seen_by(game: sc.Game, seat: int) -> str:
    """Everything ``seat`` may know of the game, as JSON text: its view, its log, its actions."""
    view = view_json(game.view(seat))
    log = [event_json(e, [f"Seat {s}" for s in range(game.config.players)]) for e in game.log(seat)]
    return json.dumps([view, log, [str(a) for a in game.legal_actions(seat)]])


def unseen_in_dom(page: Page, db: str, seat: int = 0) -> list[str]:
    """The card kinds the page's whole DOM names (by id anywhere, data attributes and titles
    included, or by name in its text and titles) that the engine's view of the same game at the
    page's version never names for ``seat``."""
    game_id = page.url.split("/game/")[1].split("#")[0]
    html = page.evaluate("document.documentElement.outerHTML")
    # The cards' own texts name other cards ("pills 1, medkit 2"): they tell nothing of a hand.
    for text in sorted({card_text(kind) for kind in CATALOGUE}, key=len, reverse=True):
        for written in (text, escape(text, quote=False), escape(text, quote=True).replace("&#x27;", "'")):
            html = html.replace(written, "")
    html = html.replace("e.g. dig refugee+shovel", "")
    upto = version(page)
    game, _ = rebuilt(db, upto, game_id)
    known = seen_by(game, seat)
    known_names = {NAMES[k] for k in CATALOGUE if re.search(rf"\b{k}\b", known)}
    found: list[str] = []
    for kind in CATALOGUE:
        if re.search(rf"\b{kind}\b", known):
            continue
        name = NAMES[kind]
        shadowed = any(name in other and name != other for other in known_names)
        if re.search(rf"\b{kind}\b", html) or (not shadowed and re.search(rf"\b{re.escape(name)}\b", html)):
            found.append(kind)
    return found


def faces_without_text(page: Page) -> list[str]:
    """The card faces on the page whose title does not carry the card's own text."""
    missing: list[str] = page.evaluate(
        """texts => [...document.querySelectorAll('.card.face[data-kind]')]
            .filter((c) => !(texts[c.dataset.kind] && (c.title || '').includes(texts[c.dataset.kind])))
            .map((c) => c.dataset.kind)""",
        {kind: card_text(kind) for kind in CATALOGUE},
    )
    return missing


def pointed_detail(page: Page, selector: str) -> str:
    """Point the mouse at a card: the corner's detail, in words."""
    page.hover(selector)
    page.wait_for_selector("#card-detail:not([hidden])")
    return page.inner_text("#card-detail")


def pass_until(page: Page, says: str, table: Seated | None = None, people: tuple[int, ...] = ()) -> str:
    """She passes by mouse in every window she is asked in until the prompt says ``says``; the
    people at seats ``people`` pass over HTTP in every window they are asked in meanwhile."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        said = page.inner_text("#prompt") if page.locator("#prompt").count() else ""
        if says in said:
            return said
        if page.locator('button.action[data-action="pass"]').count() and said.endswith(", or pass."):
            click(page, "pass")
            continue
        for seat in people:
            assert table is not None
            state = httpx.get(f"{table.base}/api/games/stacked", params={"token": table.tokens[seat]}).json()
            if "pass" in state["legal_actions"]:
                table.act(seat, "pass")
        page.wait_for_timeout(100)
    raise AssertionError(f"the prompt never said {says!r}")


def prompt(page: Page, says: str = "") -> str:
    """The decision in words, once it says ``says``."""
    page.locator("#prompt", has_text=says).wait_for()
    return page.inner_text("#prompt")


def clean(page: Page, db: str) -> None:
    """Nothing in the DOM that seat 0 may not see, and every card face with its text."""
    assert unseen_in_dom(page, db) == []
    assert faces_without_text(page) == []


# -- HQ: buildings and leaders (HQ modules 1-4, [000]) -------------------------------------------

QUIET = ["refugee", "refugee", "junk", "junk", "scout"]
"""A bot's hand with nothing to answer with: it passes."""
HQ_ME: dict[str, Any] = {
    "leader": "leader_organizer",
    "hand": ["engineer", "toolkit", "scavenger", "refugee", "sniper_team"],
    "deck": ["brawler", "spear", "junk", "pills", "medkit", "refugee", "refugee"],
    "buildings": [
        {"building": "bunker", "stored": ["thugs"]},
        {"building": "armory", "disabled": True, "stored": ["rifle"]},
    ],
}
HQ_BOTS: list[dict[str, Any]] = [
    {
        "leader": "leader_butcher",
        "hand": QUIET,
        "deck": ["refugee"] * 3,
        "buildings": [{"building": "bunker", "stored": ["tribe_family_5"]}],
    },
    {"leader": "leader_cannibal", "hand": QUIET, "deck": ["refugee"] * 3},
]
SCHEMATICS = {"schematics": ["pharmacy", "hydroponic_gardens", "armory"]}


def test_a_build_digs_the_schematics_and_the_kept_one_starts_with_its_timer_000_579(
    sqlite_url: str, page: Page
) -> None:
    """[000:579, 590-591]: an engineer's dig draws schematics equal to the dig; the player keeps
    at most one, placed face up with its build time in cards face down on it; the rest go under
    the pile. By mouse: the build button, then the keep; the page names the decision in words."""
    with at_table(sqlite_url, [HQ_ME, *HQ_BOTS], HQ, table=SCHEMATICS) as table:
        page.goto(table.link)
        assert prompt(page, "Your turn").startswith("Your turn: gather resources")
        clean(page, sqlite_url)
        click(page, "build engineer+toolkit scavenger")
        said = prompt(page, "schematics")
        assert "Your build turned up these schematics" in said
        assert "Keep one to build" in said
        looked = page.locator("#looking .card.face").evaluate_all("cs => cs.map((c) => c.dataset.kind)")
        assert looked
        assert all(CATALOGUE[k].type == "building" for k in looked)
        assert "keep none" in offered(page)
        clean(page, sqlite_url)
        assert "pharmacy" in looked
        click(page, "keep pharmacy")
        prompt(page, "Your turn")
        built = page.locator('#mine div.building:not(.card):has(.card[data-kind="pharmacy"])')
        assert built.inner_text().endswith(f"timer {CATALOGUE['pharmacy'].build_time}")
        assert page.locator("#looking").count() == 0
        clean(page, sqlite_url)


def test_store_and_retrieve_by_mouse_show_the_cards_under_her_bunker_only_to_her_000_609_733(
    sqlite_url: str, page: Page
) -> None:
    """[000:609-611] a bunker stores up to three tribe member cards, retrieved at any time but
    the skirmish; [000:733] store and retrieve may be done freely in one's turn. Another tribe's
    stored cards stay hidden: seat 1's bunker shows how many, never which (its tribe family)."""
    with at_table(sqlite_url, [HQ_ME, *HQ_BOTS], HQ) as table:
        page.goto(table.link)
        click(page, "store bunker sniper_team")
        mine = page.locator('#mine .stored[data-building="bunker"]')
        mine.locator('.card[data-kind="sniper_team"]').wait_for()
        assert sorted(mine.locator(".card").evaluate_all("cs => cs.map((c) => c.dataset.kind)")) == [
            "sniper_team",
            "thugs",
        ]
        click(page, "retrieve bunker thugs")
        page.locator('#hand .card[data-kind="thugs"]').wait_for()
        theirs = page.locator('.tribe[data-seat="1"] div.building:not(.card)')
        assert "1 stored" in theirs.inner_text()
        clean(page, sqlite_url)
        assert "tribe_family_5" not in page.evaluate("document.documentElement.outerHTML")


def test_a_disabled_building_is_repaired_by_a_tribe_member_and_unlocks_its_stored_cards_000_685(
    sqlite_url: str, page: Page
) -> None:
    """[000:685]: a disabled building's abilities cannot be used nor cards added or removed;
    to repair it a tribe member is played from the hand to work on it and discarded. Before:
    no retrieve from the armory is offered and the page says it is locked; after the repair
    by mouse, the rifle under it is retrieved by mouse."""
    with at_table(sqlite_url, [HQ_ME, *HQ_BOTS], HQ) as table:
        page.goto(table.link)
        page.locator('button.action[data-action="repair armory refugee"]').wait_for(state="attached")
        assert "retrieve armory rifle" not in offered(page)
        assert "locked until it is repaired" in page.inner_text('#mine .stored[data-building="armory"]')
        click(page, "repair armory refugee")
        armory = page.locator('#mine div.building:not(.card):has(.card[data-kind="armory"])')
        expect(armory).not_to_contain_text("disabled")
        click(page, "retrieve armory rifle")
        page.locator('#hand .card[data-kind="rifle"]').wait_for()
        clean(page, sqlite_url)


def test_the_organizers_draw_of_two_keeps_one_in_hand_and_the_page_says_so_ruling_l4(
    sqlite_url: str, page: Page
) -> None:
    """RULINGS L-4 ([000:705-707], the Organizer's text): play a refugee and draw 2; keep 1 in
    hand, the other to the discard pile; it is her draw action of the round. The page's prompt
    must tell that draw, not a dig's "You dug up ... Keep one (face down), or none": one must be
    kept (no "keep none" is offered), and it goes to her hand."""
    with at_table(sqlite_url, [HQ_ME, *HQ_BOTS], HQ) as table:
        page.goto(table.link)
        click(page, "lead refugee")
        said = prompt(page, "Organizer")
        assert "drew Brawler, Spear: keep one in your hand" in said
        assert "dug" not in said
        assert "or none" not in said
        assert sorted(a for a in offered(page) if a.startswith("keep")) == ["keep brawler", "keep spear"]
        assert page.locator('#looking .card[data-kind="brawler"]').count() == 1
        clean(page, sqlite_url)
        click(page, "keep brawler")
        page.locator('#hand .card[data-kind="brawler"]').wait_for()
        page.locator('#mine .discard .card[data-kind="spear"]').wait_for()
        assert not [a for a in offered(page) if a.startswith("draw ")]  # her draw of the round is spent


def test_each_tribe_keeps_one_of_two_dealt_leaders_unseen_by_the_others_until_all_have_chosen_000_654(
    sqlite_url: str, page: Page
) -> None:
    """[000:654]: at the start each player chooses one tribal leader of two provided to her.
    By mouse: her two dealt leaders are card faces with their text, the prompt says the choice in
    words, the bots' dealt leaders are nowhere in the DOM; once all have chosen, every leader is
    face up on its tribe."""
    players = [{"hand": ["scavenger", "refugee"]}, {"hand": QUIET}, {"hand": QUIET}]
    with at_table(sqlite_url, players, frozenset({"hq1", "hq2", "hq3"})) as table:
        page.goto(table.link)
        said = prompt(page, "leader")
        assert said.startswith("Choose your tribal leader: keep one of the two dealt to you.")
        dealt = page.locator("#mine .card.leader").evaluate_all("cs => cs.map((c) => c.dataset.kind)")
        assert len(dealt) == 2
        assert "Tribal leader" in pointed_detail(page, f'#mine .card.leader[data-kind="{dealt[0]}"]')
        clean(page, sqlite_url)
        click(page, f"lead {dealt[1]}")
        prompt(page, "Your turn")
        for seat in (1, 2):
            page.locator(f'.tribe[data-seat="{seat}"] .card.leader').wait_for()
        assert page.locator("#mine .tribe-cards .card.leader").evaluate("c => c.dataset.kind") == dealt[1]
        clean(page, sqlite_url)


def test_a_bots_declared_action_opens_a_window_she_answers_by_mouse_000_631(sqlite_url: str, page: Page) -> None:
    """[000:631]: a sniper team may interrupt another player's resource gathering. The bot at
    seat 1 gathers; she is asked on its turn: the page shows what it declared, with its cards, and
    her answers as buttons; she snipes by mouse, and the log tells the snipe."""
    players: list[dict[str, Any]] = [
        {"hand": ["sniper_team", "refugee"], "deck": ["refugee"] * 5},
        {"hand": ["hunter", "spear", "scavenger", "shovel", "junk"], "deck": ["refugee"] * 5},
    ]
    with at_table(sqlite_url, players, bots=1) as table:
        page.goto(table.link)
        click(page, "end")
        pending = page.locator("#pending.asked")
        pending.wait_for()
        heading = pending.locator("h3").inner_text()
        assert heading.startswith("Seat 1 (heuristic) declares ")
        declared = pending.locator(".card.face").evaluate_all("cs => cs.map((c) => c.dataset.kind)")
        assert declared
        assert "declares" in prompt(page, "declares")
        snipes = [a for a in offered(page) if a.startswith("snipe 1:")]
        assert snipes
        assert "pass" in offered(page)
        assert all(a.split(":")[1] in declared for a in snipes)
        clean(page, sqlite_url)
        click(page, snipes[0])
        page.locator("#log .event", has_text="snipes").first.wait_for()


def test_her_sniped_card_is_saved_by_her_medic_by_mouse_000_medic(sqlite_url: str, page: Page) -> None:
    """The medic (HQ 1): when any person is sniped, play it from hand to cancel the snipe.
    Another person at seat 1 snipes her scavenger; the page says which card is under fire and
    offers the save; she saves by mouse and her hunt goes on."""
    players: list[dict[str, Any]] = [
        {"hand": ["scavenger", "spear", "medic", "refugee"], "deck": ["refugee"] * 5},
        {"hand": ["sniper_team", "refugee"], "deck": ["refugee"] * 5},
        {"hand": QUIET, "deck": ["refugee"] * 3},
    ]
    with at_table(sqlite_url, players, frozenset({"hq1"}), seats=[HUMAN, HUMAN, "heuristic"]) as table:
        page.goto(table.link)
        click(page, "hunt scavenger+spear")
        # seat 1 is the second seat: the person there snipes over HTTP once she is asked
        deadline = time.monotonic() + 20
        while True:
            state = httpx.get(f"{table.base}/api/games/stacked", params={"token": table.tokens[1]}).json()
            if "snipe 0:scavenger" in state["legal_actions"] or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        table.act(1, "snipe 0:scavenger")
        said = prompt(page, "sniped")
        assert said.startswith("Your Scavenger is sniped!")
        # whose card, in words (it read "Seat 0 Scavenger is under fire with")
        heading = page.inner_text("#pending h3")
        assert heading == "Your Scavenger is under fire, sniped in the action declared with"
        assert page.locator("#pending .card.face").evaluate_all("cs => cs.map((c) => c.dataset.kind)") == [
            "scavenger",
            "spear",
        ]
        clean(page, sqlite_url)
        click(page, "save medic")
        page.locator("#log .event", has_text="saves").first.wait_for()


def wait_offered(base: str, token: str, action: str) -> None:
    """Until the person with ``token`` may take ``action``."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        state = httpx.get(f"{base}/api/games/stacked", params={"token": token}).json()
        if action in state["legal_actions"]:
            return
        time.sleep(0.1)
    raise AssertionError(f"{action!r} was never offered")


def person_takes(table: Seated, seat: int, action: str) -> None:
    """The person at ``seat`` (over HTTP) passes in every window she is asked in until she may
    take ``action``, and takes it."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        state = httpx.get(f"{table.base}/api/games/stacked", params={"token": table.tokens[seat]}).json()
        legal = state["legal_actions"]
        if action in legal:
            table.act(seat, action)
            return
        if "pass" in legal:
            table.act(seat, "pass")
        else:
            time.sleep(0.1)
    raise AssertionError(f"{action!r} was never offered to seat {seat}")


# -- Recon ([003]) ----------------------------------------------------------------------------


def test_a_disarm_of_one_of_her_two_tools_names_the_tool_she_may_cancel_it_for_by_mouse_003_guard(
    sqlite_url: str, page: Page
) -> None:
    """The guard (Recon): outside the skirmish, play it to cancel an action aimed at your cards
    (a disarm...). Seat 1 plays a saboteur against one of the two tools of her hunt: the page
    says which (the saboteur is spent, so no card of the strike lies on the table to show it),
    and she cancels by mouse."""
    players: list[dict[str, Any]] = [
        {"hand": ["scavenger", "spear", "hunter", "net", "guard"], "deck": ["refugee"] * 5},
        {"hand": ["saboteur", "refugee"], "deck": ["refugee"] * 5},
        {"hand": QUIET, "deck": ["refugee"] * 3},
    ]
    seats = [HUMAN, HUMAN, "heuristic"]
    with at_table(sqlite_url, players, RECON, seats=seats) as table:
        page.goto(table.link)
        click(page, "hunt hunter+net scavenger+spear")
        wait_offered(table.base, table.tokens[1], "disarm 0:spear")
        table.act(1, "disarm 0:spear")
        said = prompt(page, "disarm")
        assert "Spear" in said
        assert "Net" not in said
        clean(page, sqlite_url)
        assert "cancel guard" in offered(page)
        click(page, "cancel guard")
        page.locator("#log .event", has_text="cancel").first.wait_for()


# -- choices made one card at a time, and refusals, by mouse --------------------------------------

BIG_HAND = ["junk", "pills", "medkit", "net", "spear", "shovel", "pickaxe", "multitool"]
BIG_HAND += ["refugee", "scavenger", "brawler", "scout", "hunter", "saboteur"]


def test_a_trash_of_a_very_large_hand_is_chosen_one_card_at_a_time_by_mouse_000_trash(
    sqlite_url: str, page: Page
) -> None:
    """Trash [000] puts any cards of her hand into the junkyard. With hundreds of sets to choose
    from, the page offers "choose trash", then a button per card: each pick is told in the
    prompt ("picked so far"), ``done`` trashes them, and the junkyard holds two more."""
    players: list[dict[str, Any]] = [{"hand": BIG_HAND, "deck": ["refugee"] * 3}, {"hand": QUIET}]
    with at_table(sqlite_url, players, bots=1) as table:
        page.goto(table.link)
        before = int(page.inner_text("#junkyard .back-count"))
        click(page, "choose trash")
        said = prompt(page, "one at a time")
        assert said == "Choose the cards of your trash one at a time: picked so far: none; then done."
        assert "done" not in offered(page)
        assert {a for a in offered(page) if a.startswith("pick ")} == {f"pick {k}" for k in BIG_HAND}
        click(page, "pick junk")
        click(page, "pick pills")
        assert prompt(page, "Pills").endswith("picked so far: Junk, Pills; then done.")
        clean(page, sqlite_url)
        click(page, "done")
        prompt(page, "Your turn")
        page.wait_for_function(f"document.querySelector('#junkyard .back-count').textContent === '{before + 2}'")
        hand = page.locator("#hand .card.face").evaluate_all("cs => cs.map((c) => c.dataset.kind)")
        assert "junk" not in hand
        assert "pills" not in hand
        assert len(hand) == len(BIG_HAND) - 2


def test_a_card_picked_that_cannot_answer_a_bots_action_is_refused_in_words_and_cleared_by_mouse(
    sqlite_url: str, page: Page
) -> None:
    """Picking cards shows what exactly they can do; a card no answer uses says so in words, with
    no button to press, and "clear" brings the answers back. [000:346]: a refugee digs or hunts
    only with a tool and cannot answer another player's hunt; [000:631] the sniper team can."""
    players: list[dict[str, Any]] = [
        {"hand": ["sniper_team", "refugee"], "deck": ["refugee"] * 5},
        {"hand": ["hunter", "spear", "scavenger", "shovel", "junk"], "deck": ["refugee"] * 5},
    ]
    with at_table(sqlite_url, players, bots=1) as table:
        page.goto(table.link)
        click(page, "end")
        page.locator("#pending.asked button.action").first.wait_for()
        page.click('#hand .card[data-kind="refugee"]')
        refused = page.locator("#pending", has_text="No action uses exactly the cards you picked.")
        refused.wait_for()
        assert page.locator("#pending .menu > button.action").count() == 0
        page.click("#clear-picked")
        page.locator('#pending button.action[data-action="pass"]').wait_for()
        assert page.locator("#hand .card[aria-pressed='true']").count() == 0
        click(page, "pass")


# -- the 2012 rules with the leader draft ([001], [003:298-312]) ----------------------------------

DRAFT_PILE = [
    "leader_mentor",
    "leader_butcher",
    "leader_ranger",
    "leader_fanatic",
    "leader_gangster",
    "leader_peacemaker",
]


def test_with_the_2012_rules_a_bribe_draws_a_leader_per_food_and_she_keeps_one_by_mouse_003_306(
    sqlite_url: str, page: Page
) -> None:
    """[003:305-310]: a hire may bribe the leaders pile: one card drawn per food; she takes one,
    face up, the others go under the pile. By mouse: hunt, bribe, keep; the prompt says it; the
    leaders she did not draw stay out of the DOM; the kept one is her leader on the table."""
    players: list[dict[str, Any]] = [
        {"hand": ["hunter", "spear", "scavenger", "refugee", "junk"], "deck": ["refugee"] * 5},
        {"hand": QUIET, "deck": ["refugee"] * 5},
        {"hand": QUIET, "deck": ["refugee"] * 5},
    ]
    variants = frozenset({"leader_draft"})
    with at_table(
        sqlite_url,
        players,
        frozenset({"hq1", "hq2", "hq3"}),
        variants=variants,
        rules="2012",
        table={"leaders": DRAFT_PILE},
    ) as table:
        page.goto(table.link)
        click(page, "hunt hunter+spear scavenger")
        page.locator('button.action[data-action="bribe"]').wait_for(state="attached")
        food = int(page.inner_text("#mine .tribe-piles .chip").split()[0])
        assert food > 0
        assert page.locator("#center .pile-box", has_text="Leaders").locator(".back-count").inner_text() == "6"
        clean(page, sqlite_url)
        click(page, "bribe")
        said = prompt(page, "bribe")
        drawn = DRAFT_PILE[:food]
        assert said == (
            f"Your bribe drew {', '.join(NAMES[k] for k in sorted(drawn))}: keep one as your leader, or none. "
            "The rest go under the pile."
        )
        assert sorted(
            page.locator("#looking .card.face").evaluate_all("cs => cs.map((c) => c.dataset.kind)")
        ) == sorted(drawn)
        clean(page, sqlite_url)
        html = page.evaluate("document.documentElement.outerHTML")
        assert not [k for k in DRAFT_PILE[food:] if k in html]
        click(page, f"keep {drawn[0]}")
        page.locator(f'#mine .tribe-cards .card[data-kind="{drawn[0]}"]').wait_for()
        clean(page, sqlite_url)


# -- the solo game ([003:316-349]) ------------------------------------------------------------


def test_the_solo_game_is_played_by_mouse_a_won_prize_and_a_lost_card_to_its_score_003_334_349(
    sqlite_url: str, page: Page
) -> None:
    """[003:334-341]: on a turn she chooses she engages a force with cards from her hand; won, she
    takes one of its cards into her discard; lost, she removes one card of her force; the game
    ends once every force was fought. [003:347-348]: 2 points per contested resource, 1 per other
    card. Each decision by mouse, told in words; a force's cards stay out of the DOM until it is
    revealed; the end shows her score."""
    me = {
        "hand": ["brawler", "spear", "scavenger", "refugee", "junk"],
        "deck": ["refugee", "junk", "scavenger", "refugee", "junk"],
    }
    opponents = [["refugee", "field_crew"], ["thugs", "rifle", "grenade"]]
    with at_table(sqlite_url, [me], bots=0, table={"opponents": opponents}) as table:
        page.goto(table.link)
        click(page, "end")
        assert prompt(page, "engage").startswith("Your turn is over: engage one of the opponent forces")
        clean(page, sqlite_url)
        html = page.evaluate("document.documentElement.outerHTML")
        assert not [k for k in ("field_crew", "grenade", "Field Crew", "Grenade") if k in html]
        click(page, "engage 1")
        assert prompt(page, "Commit").startswith("Commit cards against opponent force 1, face down.")
        click(page, "commit brawler spear")
        assert prompt(page, "won").startswith("You won the skirmish! Take one card of the opponent force")
        assert sorted(page.locator("#engaged .card.face").evaluate_all("cs => cs.map((c) => c.dataset.kind)")) == [
            "field_crew",
            "refugee",
        ]
        clean(page, sqlite_url)
        click(page, "keep field_crew")
        prompt(page, "Your turn")
        assert "grenade" not in page.evaluate("document.documentElement.outerHTML")
        click(page, "end")
        click(page, "engage 2")
        click(page, "commit refugee scavenger")
        assert prompt(page, "lost").startswith("You lost the skirmish. Choose one card of your force to remove")
        clean(page, sqlite_url)
        click(page, "remove refugee")
        page.locator("#end-screen").wait_for()
        game, _ = rebuilt(sqlite_url, version(page))
        result = game.result
        assert result is not None
        points = result.scores[0].points
        assert page.inner_text("#end-title") == f"Game over: you score {points} points"
        # 2 per contested resource (the field crew won), 1 per other card [003:347-348]
        tribe = [card.kind for zone in ("0:deck", "0:discard", "0:hand") for card in game.zones()[zone]]
        assert "field_crew" in tribe
        assert "refugee" in tribe
        assert points == sum(2 if CATALOGUE[k].is_contested else 1 for k in tribe) == len(tribe) + 1


# -- the skirmish, a contested resource and the end (Recon, HQ 1) -----------------------------

SKIRMISH_PLAYERS: list[dict[str, Any]] = [
    {"hand": ["brawler", "spear", "medic", "sniper_team", "refugee"]},
    {"hand": ["brawler", "sniper_team", "refugee"]},
    {"hand": ["refugee", "refugee", "junk", "junk", "scout"]},
]


def commit_of(page: Page, cards: list[str]) -> str:
    """The commit button of exactly these cards, once the page offers a commit (the status's
    version may be drawn a moment before the new decision's buttons)."""
    page.wait_for_selector('button.action[data-action^="commit "]', state="attached", timeout=20_000)
    for action in offered(page):
        if action.startswith("commit ") and sorted(action.split()[1:]) == sorted(cards):
            return action
    raise AssertionError(f"no commit of {cards}: {offered(page)}")


def test_in_the_last_skirmish_she_snipes_and_saves_by_mouse_and_the_game_ends_with_its_result_000_170_274(
    sqlite_url: str, page: Page
) -> None:
    """Round 5, the last contested resource [000:170]: the initiator peeks at it (shown to her
    alone). In the skirmish she snipes seat 1's brawler by mouse; seat 1 (a person) snipes hers
    and her committed medic saves it, by mouse ("any person ... even another player's", the
    medic's text). Her fight (brawler and spear) beats every other, the contested resource is
    hers, the pile is empty: the game ends and the page shows the result, the winner as the
    engine has it ([000:170]: the largest tribe; ties to contested resources, then cards)."""
    modules = RECON | {"hq1"}
    seats = [HUMAN, HUMAN, "heuristic"]
    table_keys = {"round": 5, "contested": ["field_crew"]}
    with at_table(sqlite_url, SKIRMISH_PLAYERS, modules, seats=seats, table=table_keys) as table:
        page.goto(table.link)
        prompt(page, "Your turn")
        assert page.locator("#mine .card[data-kind='field_crew']").count() == 1  # her peek
        assert "peeked" in page.inner_text("#mine")
        clean(page, sqlite_url)
        click(page, "end")
        prompt(page, "Commit")
        click(page, commit_of(page, ["brawler", "spear", "medic", "sniper_team"]))
        for action in ("end", "commit brawler sniper_team"):
            person_takes(table, 1, action)
        said = pass_until(page, "skirmish opportunity", table, (1,))
        assert said.startswith("Your skirmish opportunity: snipe and disarm revealed cards, then pass.")
        assert page.locator('#skirmish .force[data-seat="1"] .card.face').count() == 2
        clean(page, sqlite_url)
        click(page, "snipe 1:brawler")
        # her medic could save even another player's card: she is asked, and passes
        assert prompt(page, "sniped") == "Seat 1's Brawler is sniped! Save it, or pass."
        click(page, "pass")
        person_takes(table, 1, "snipe 0:brawler")
        said = prompt(page, "sniped")
        assert said.startswith("Your Brawler is sniped!")
        saves = [a for a in offered(page) if a.startswith("save")]
        assert saves, offered(page)
        clean(page, sqlite_url)
        click(page, saves[0])
        while not page.locator("#end-screen").count():
            state = httpx.get(f"{table.base}/api/games/stacked", params={"token": table.tokens[1]}).json()
            if state["over"]:
                break
            if state["legal_actions"] == ["pass"] or "pass" in state["legal_actions"]:
                table.act(1, "pass")
            page.wait_for_timeout(100)
        page.locator("#end-screen").wait_for()
        game, _ = rebuilt(sqlite_url, version(page))
        result = game.result
        assert result is not None
        assert list(result.winners) == [0]
        assert page.inner_text("#end-title") == "Game over: Seat 0 wins"
        # [000:561] the Gearheads go to the most tools: her spear, the only tool left in a tribe
        mine = page.locator("#scores tr.winner").inner_text().split("\t")
        assert mine[:5] == ["Seat 0", str(result.scores[0].people), "1", str(result.scores[0].cards), "The Gearheads"]
        log = page.inner_text("#log")
        assert "saves" in log
        assert game.zones()["0:discard"]
        assert "field_crew" in [c.kind for c in game.zones()["0:discard"]]
        rows = page.locator("#scores tr.winner td:first-child").all_inner_texts()
        assert len(rows) == len(result.winners)
        assert faces_without_text(page) == []


def test_the_fanatics_strike_on_a_bots_declared_card_is_offered_and_told_in_words_ruling_fanatic_000_709(
    sqlite_url: str, page: Page
) -> None:
    """[000:709-715] (RULINGS, Fanatic): during another player's resource gathering, sacrifice a
    refugee to discard a card she played from her hand. The bot at seat 1 hunts; her answer is a
    button in words, taken by mouse, and the log tells the strike."""
    players: list[dict[str, Any]] = [
        {"leader": "leader_fanatic", "hand": ["refugee", "scavenger"], "deck": ["refugee"] * 5},
        {
            "leader": "leader_butcher",
            "hand": ["hunter", "spear", "scavenger", "shovel", "junk"],
            "deck": ["refugee"] * 5,
        },
    ]
    with at_table(sqlite_url, players, HQ, bots=1) as table:
        page.goto(table.link)
        click(page, "end")
        page.locator("#pending.asked button.action").first.wait_for()
        said = prompt(page, "declares")
        declared = page.locator("#pending .card.face").evaluate_all("cs => cs.map((c) => c.dataset.kind)")
        assert said.startswith("Seat 1 (heuristic) declares ")
        assert said.endswith("Answer it, or pass.")
        strikes = {
            b.get_attribute("data-action"): b.inner_text()
            for b in page.locator("#pending button.action").all()
            if (b.get_attribute("data-action") or "").startswith("lead ")
        }
        assert set(strikes) == {f"lead refugee 1:{kind}" for kind in declared}
        target = declared[0]
        label = strikes[f"lead refugee 1:{target}"]
        assert label == f"The Fanatic: sacrifice a Refugee to discard Seat 1 (heuristic)'s {NAMES[target]}"
        clean(page, sqlite_url)
        click(page, f"lead refugee 1:{target}")
        page.locator("#log .event", has_text=f"to discard Seat 1 (heuristic)'s {NAMES[target]}").wait_for()


def test_the_yardmaster_looks_at_the_junkyards_top_two_and_puts_them_back_by_mouse_003_281(
    sqlite_url: str, page: Page
) -> None:
    """[003:281-286] (RULINGS, Yardmaster): once per round, at any time, peek at the junkyard's
    top 2 cards and put both back, in the same order, on the top or the bottom. By mouse: the
    prompt names the two cards (only she saw them), top first; she puts them at the bottom."""
    players: list[dict[str, Any]] = [
        {"leader": "leader_yardmaster", "hand": ["scavenger", "refugee"], "deck": ["refugee"] * 5},
        {"leader": "leader_butcher", "hand": QUIET, "deck": ["refugee"] * 5},
    ]
    junkyard = ["wolf_pack", "multitool", "junk", "pills"]
    with at_table(sqlite_url, players, HQ | RECON, bots=1, table={"junkyard": junkyard}) as table:
        page.goto(table.link)
        prompt(page, "Your turn")
        html = page.evaluate("document.documentElement.outerHTML")
        assert "wolf_pack" not in html
        assert "Wolf Pack" not in html
        click(page, "yard")
        said = prompt(page, "Yardmaster")
        assert said == (
            "Your Yardmaster looked at the junkyard's top two cards: Wolf Pack, then Multitool "
            "(top first, only you saw them). Put them back on top or at the bottom, in the same order."
        )
        assert set(offered(page)) >= {"yard top", "yard bottom"}
        clean(page, sqlite_url)
        click(page, "yard bottom")
        prompt(page, "Your turn")
        assert not [a for a in offered(page) if a == "yard"]  # once per round
        clean(page, sqlite_url)


def test_a_commit_chosen_card_by_card_says_what_is_picked_and_commits_it_by_mouse_000_158(
    sqlite_url: str, page: Page
) -> None:
    """[000:158]: after gathering she places her remaining cards for the skirmish face down and
    announces how many. A hand of very many sets is committed one card at a time: the prompt
    must say what is picked so far (the hand still shows every card), and the last button commits
    them ("Done: take the cards picked" was a dig's words); the others see only the count."""
    players: list[dict[str, Any]] = [{"hand": BIG_HAND, "deck": ["refugee"] * 3}, {"hand": QUIET}]
    with at_table(sqlite_url, players, bots=1, table={"round": 3}) as table:
        page.goto(table.link)
        click(page, "end")
        assert prompt(page, "Commit") == "Commit cards to the skirmish, face down. The rest is discarded face up."
        labels = {b.get_attribute("data-action"): b.inner_text() for b in page.locator("button.action").all()}
        assert labels["pick brawler"] == "Pick Brawler"
        assert labels["done"] == "Done: commit no card"
        click(page, "pick brawler")
        click(page, "pick spear")
        said = prompt(page, "Picked")
        assert said == (
            "Commit cards to the skirmish, face down. Picked so far: Brawler, Spear; then done. "
            "The rest is discarded face up."
        )
        assert page.locator('button.action[data-action="done"]').inner_text() == "Done: commit Brawler, Spear"
        clean(page, sqlite_url)
        click(page, "done")
        # her force as revealed in the skirmish (which the bot's commit may already have ended)
        force = page.locator('#skirmish .force[data-seat="0"], #last-skirmish .force[data-seat="0"]')
        force.locator(".card.face").first.wait_for()
        assert sorted(force.locator(".card.face").evaluate_all("cs => cs.map((c) => c.dataset.kind)")) == [
            "brawler",
            "spear",
        ]
        clean(page, sqlite_url)


def test_a_couriers_draw_and_a_drill_sergeants_shuffle_are_chosen_by_mouse_and_told_003_161_170(
    sqlite_url: str, page: Page
) -> None:
    """[003:164]: a draw with a courier discards two of the cards drawn; [003:167-176] (RULINGS
    X-12; [003:170] says "two"): a drill sergeant shuffles up to 2 cards of her discard pile into
    her deck, then draws 2.
    Each decision is put in words, made by mouse, and what she drew reaches her hand."""
    players: list[dict[str, Any]] = [
        {
            "hand": ["courier", "drill_sergeant", "refugee"],
            "deck": ["junk", "pills", "spear", "brawler", "net", "refugee"],
            "discard": ["shovel", "medkit"],
        },
        {"hand": ["refugee", "junk"]},
    ]
    with at_table(sqlite_url, players, RECON, bots=1) as table:
        page.goto(table.link)
        click(page, "draw courier")
        said = prompt(page, "courier")
        assert said == "Your courier's draw: you drew Junk, Pills, Spear; discard 2 of them per courier."
        assert sorted(page.locator("#looking .card.face").evaluate_all("cs => cs.map((c) => c.dataset.kind)")) == [
            "junk",
            "pills",
            "spear",
        ]
        assert sorted(a for a in offered(page) if a.startswith("discard")) == [
            "discard junk pills",
            "discard junk spear",
            "discard pills spear",
        ]
        clean(page, sqlite_url)
        click(page, "discard junk pills")
        page.locator('#hand .card[data-kind="spear"]').wait_for()
        click(page, "drill drill_sergeant")
        said = prompt(page, "drill sergeant")
        assert said == (
            "Your drill sergeant: choose up to 2 cards of your discard pile to shuffle into your deck, then draw 2."
        )
        assert "shuffle medkit shovel" in offered(page)
        assert "shuffle none" in offered(page)
        clean(page, sqlite_url)
        click(page, "shuffle medkit shovel")
        prompt(page, "Your turn")
        expect(page.locator("#hand .card.face")).to_have_count(4)  # refugee, spear and the two drawn
        discard = page.locator("#mine .discard .card.face").evaluate_all("cs => cs.map((c) => c.dataset.kind)")
        assert "medkit" not in discard
        assert "shovel" not in discard
        clean(page, sqlite_url)


def test_a_tie_on_fight_goes_to_the_most_people_told_in_words_and_the_prize_stays_hidden_000_274(
    sqlite_url: str, page: Page
) -> None:
    """[000:274]: in a tie each player sums the people in the skirmish and the most people wins.
    Her brawler and refugee (fight 2, 2 people) against seat 1's brawler (fight 2, 1 person): the
    page's skirmish box says she won by the people tie-break. [000:262]: a card won in a skirmish
    is hidden: seat 1's page names it nowhere, hers shows it."""
    players: list[dict[str, Any]] = [
        {"hand": ["brawler", "refugee"], "deck": ["refugee"] * 5},
        {"hand": ["brawler"], "deck": ["refugee"] * 5},
        {"hand": ["refugee", "junk", "junk"], "deck": ["refugee"] * 5},
    ]
    seats = [HUMAN, HUMAN, "heuristic"]
    table_keys = {"round": 3, "contested": ["tribe_family_3", "field_crew"]}
    with at_table(sqlite_url, players, seats=seats, table=table_keys) as table:
        page.goto(table.link)
        click(page, "end")
        click(page, commit_of(page, ["brawler", "refugee"]))
        person_takes(table, 1, "end")
        person_takes(table, 1, "commit brawler")
        box = page.locator("#last-skirmish")
        box.locator(".skirmish-event.skirmish_won").wait_for()
        assert box.locator(".force.won").get_attribute("data-seat") == "0"
        assert box.locator(".skirmish-event.skirmish_won").inner_text() == (
            "Seat 0 wins the skirmish and takes the contested resource "
            "(tied on fight 2: 2 people beat 1, the people tie-break)."
        )
        page.locator("#log .event", has_text="You gain Tribe Family").wait_for()
        clean(page, sqlite_url)
        other = page.context.browser.new_context(bypass_csp=True).new_page()  # type: ignore[union-attr]
        try:
            other.goto(f"{table.base}/game/stacked#token={table.tokens[1]}")
            other.locator("#last-skirmish .skirmish-event.skirmish_won").wait_for()
            assert unseen_in_dom(other, sqlite_url, seat=1) == []
            html = other.evaluate("document.documentElement.outerHTML")
            assert "tribe_family_3" not in html
            assert "Tribe Family" not in html
        finally:
            other.context.close()


def test_a_spys_look_and_a_scrappers_dig_put_back_on_top_are_made_by_mouse_and_seen_by_her_alone_003_184(
    sqlite_url: str, page: Page
) -> None:
    """The spy (Recon): look at up to 4 cards of one player's hand; only she sees them, and the
    page keeps them under her tribe. [003:184-189] (RULINGS X-15): a dig with scrappers may put
    the cards not kept back on top of the pile, in the order she names, the rest under it. Both by
    mouse, each decision in words; the junkyard's cards she saw are hers alone."""
    players: list[dict[str, Any]] = [
        {"hand": ["scrappers", "scavenger", "shovel", "spy", "refugee"], "deck": ["refugee"] * 5},
        {"hand": ["hunter", "brawler", "junk", "junk", "scout"], "deck": ["refugee"] * 5},
    ]
    junkyard = ["wolf_pack", "multitool", "pills", "net", "junk"]
    with at_table(sqlite_url, players, RECON, bots=1, table={"junkyard": junkyard}) as table:
        page.goto(table.link)
        click(page, "spy 1:hand")
        look = page.locator('#mine .knowledge[data-zone="1:hand"]')
        look.wait_for()
        seen = look.locator(".card.face").evaluate_all("cs => cs.map((c) => c.dataset.kind)")
        assert look.locator("h3").inner_text().startswith("Your spy saw in Seat 1 (heuristic)'s hand")
        assert len(seen) == 4
        assert not Counter(seen) - Counter(["hunter", "brawler", "junk", "junk", "scout"])
        clean(page, sqlite_url)
        click(page, "dig scavenger+shovel scrappers")
        prompt(page, "You dug up")
        click(page, "keep multitool")
        said = prompt(page, "scrappers")
        assert said == (
            "Your scrappers' dig: put any of Junk, Net, Pills, Wolf Pack back on top of the pile "
            "(the first you name ends uppermost); the rest go under it."
        )
        button = page.locator('button.action[data-action="top net pills"]')
        assert button.inner_text() == "Put back on top, top first: Net, Pills"
        clean(page, sqlite_url)
        click(page, "top net pills")
        prompt(page, "Your turn")
        game, _ = rebuilt(sqlite_url, version(page))
        junk_pile = [card.kind for card in game.zones()["junkyard"]]
        assert junk_pile[:2] == ["net", "pills"]
        assert sorted(junk_pile[2:]) == ["junk", "wolf_pack"]
        clean(page, sqlite_url)


# -- whole games by mouse, the DOM against the engine's view at every decision ------------------

EVERY_MODULE = sorted(HQ | RECON)


def play_by_mouse(page: Page, server: ServerProcess, body: dict[str, Any], decisions: int, *, seed: int) -> int:
    """A game made over the API (a person at seat 0, bots at the rest), played by clicking one of
    the buttons the page offers (seeded choice) at each of her decisions, up to ``decisions``,
    checking the whole DOM against the engine's view each time. Her decisions made."""
    base, db = server.url, server.db
    made = httpx.post(f"{base}/api/games", json=body, timeout=20).json()
    game_id, token = made["id"], made["seats"][0]["token"]
    page.goto(f"{base}/game/{game_id}#token={token}")
    chooser = random.Random(seed)
    made_here = 0
    for _ in range(decisions * 20):
        if made_here >= decisions or page.locator("#end-screen").count():
            break
        state = httpx.get(f"{base}/api/games/{game_id}", params={"token": token}).json()
        if state["over"]:
            page.locator("#end-screen").wait_for()
            break
        legal = state["legal_actions"]
        if not legal:
            page.wait_for_timeout(50)
            continue
        page.wait_for_function(f"Number(document.querySelector('#status').dataset.version) >= {state['version']}")
        if version(page) != state["version"]:
            continue
        page.locator("#prompt").wait_for()
        buttons = [a for a in offered(page) if a in legal and a != "abort"]
        if not buttons:
            page.wait_for_timeout(50)
            continue
        assert unseen_in_dom(page, db) == [], state["view"]["decision"]
        assert faces_without_text(page) == []
        assert page.inner_text("#prompt").strip()
        try:
            click(page, chooser.choice(buttons[:6]))
        except PlaywrightTimeout:
            continue  # a bot moved first and the choice went stale: look again
        made_here += 1
    return made_here


def test_a_game_with_every_module_played_by_mouse_shows_only_what_her_view_holds(
    server: ServerProcess, page: Page
) -> None:
    """Hidden information [000:262, 000:150, 000:158]: every HQ and Recon module, 3 players
    (two bots): at each of 40 decisions the page's whole DOM names only cards her engine view,
    log or actions name, every card face carries its text, and the prompt says the decision."""
    body = {"players": 3, "seats": [HUMAN, "heuristic", "heuristic"], "modules": EVERY_MODULE, "seed": 11}
    assert play_by_mouse(page, server, body, 40, seed=1) == 40


def test_a_2012_game_with_the_leader_draft_played_by_mouse_shows_only_what_her_view_holds(
    server: ServerProcess, page: Page
) -> None:
    """The 2012 rules [001] with the leader draft [003:298-312] and every module: 40 of her
    decisions by mouse, each checked as above (the leader pile and the bots' bribes included)."""
    body = {
        "players": 3,
        "seats": [HUMAN, "heuristic", "heuristic"],
        "modules": EVERY_MODULE,
        "seed": 5,
        "rules": "2012",
        "variants": ["leader_draft"],
    }
    assert play_by_mouse(page, server, body, 40, seed=2) == 40


@pytest.mark.parametrize(
    ("second", "why"),
    [
        (
            ["refugee", "refugee"],
            "Seat 0 and Seat 1 tied on 2 people and 0 contested resources: 3 cards beat 2, the cards tie-break.",
        ),
        (
            ["refugee", "refugee", "junk"],
            "Seat 0 and Seat 1 tied on 2 people, 0 contested resources and 3 cards: they share the victory.",
        ),
    ],
)
def test_a_game_tied_on_people_ends_with_the_tie_break_or_the_shared_victory_in_words_000_170_172(
    sqlite_url: str, page: Page, second: list[str], why: str
) -> None:
    """[000:170-172]: the largest tribe wins; among those tied, the most contested resources,
    then the most cards; still tied, the tied players share the victory. The last contested
    resource goes to the junkyard in a deadlock (nobody commits, [000:274]); seats 0 and 1 are
    tied on people: the end screen names the winners and says which tie-break decided it."""
    players: list[dict[str, Any]] = [{"hand": ["refugee", "refugee", "junk"]}, {"hand": second}, {"hand": ["junk"]}]
    seats = [HUMAN, HUMAN, "heuristic"]
    with at_table(sqlite_url, players, seats=seats, table={"round": 3, "contested": ["field_crew"]}) as table:
        page.goto(table.link)
        click(page, "end")
        click(page, "commit none")
        person_takes(table, 1, "end")
        person_takes(table, 1, "commit none")
        page.locator("#end-screen").wait_for()
        game, _ = rebuilt(sqlite_url, version(page))
        assert game.result is not None
        shared = len(second) == 3
        assert list(game.result.winners) == ([0, 1] if shared else [0])
        title = "Game over: Seat 0 and Seat 1 share the victory" if shared else "Game over: Seat 0 wins"
        assert page.inner_text("#end-title") == title
        assert page.inner_text("#tie-break") == why
