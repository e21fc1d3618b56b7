"""The lessons in the browser: the API (what it sends is the player's seat only, the verdicts,
the choices as the game words them, what it refuses) in process, and "Learn to play" from the
lobby in Debian's Chromium, on the game's own table."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from playwright.sync_api import Page, Route

from .conftest import FAINT_TEXT, ServerProcess, TestClient, box_of


def judged(client: TestClient, name: str, step: int, action: str) -> dict[str, Any]:
    response = client.post(f"/api/lessons/{name}/judge", json={"step": step, "action": action})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def choices(client: TestClient, name: str, step: int, picked: list[str]) -> dict[str, Any]:
    response = client.post(f"/api/lessons/{name}/menu", json={"step": step, "picked": picked})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def labels(menu: dict[str, Any]) -> list[tuple[str, str | None]]:
    return [(e["label"], e["action"]) for e in menu["entries"]]


def test_the_api_lists_the_lessons_and_judges_each_step(client: TestClient) -> None:
    lessons = client.get("/api/lessons").json()
    assert [lesson["name"] for lesson in lessons][:3] == ["draw_and_dig", "tools", "hiring"]
    state = client.get("/api/lessons/draw_and_dig").json()
    assert (state["step"], state["steps"], state["complete"]) == (0, 3, False)
    assert state["text"].startswith("Your hand has no one who can dig")
    assert "draw scout" in state["legal_actions"]
    # the choices come with the state, in the game's words and ranks (its menu, nothing picked)
    assert state["menu"]["prompt"].startswith("Your turn: gather resources")
    assert labels(state["menu"])[:2] == [("End your turn", "end"), ("Draw with Scout (draw 2)", "draw scout")]
    other = judged(client, "draw_and_dig", 0, "end")
    assert other == {"verdict": "other", "text": "Ending now wastes your scout: draw with it first.", "state": None}
    refused = judged(client, "draw_and_dig", 0, "hunt shovel")  # the engine's own refusal
    assert refused["verdict"] == "refused"
    assert refused["text"].startswith("Not allowed. 'shovel' in 'hunt shovel': no one to use it")
    explained = judged(client, "draw_and_dig", 0, "dig shovel")  # the step's own words for it
    assert explained["verdict"] == "refused"
    assert explained["text"].startswith("Not allowed. A tool cannot dig by itself: it needs a person to hold it")
    assert judged(client, "draw_and_dig", 0, "dig boots")["verdict"] == "unreadable"
    right = judged(client, "draw_and_dig", 0, "draw   scout")
    assert right["verdict"] == "right"
    assert right["state"]["step"] == 1
    assert right["state"]["said"] == "You drew a brawler and a scavenger: both can dig."
    assert right["state"] == client.get("/api/lessons/1", params={"step": 1}).json()  # by number, replayed
    last = judged(client, "draw_and_dig", 2, "keep net")["state"]
    assert last["complete"]
    assert last["summary"].startswith("A dig looks at as many cards")
    assert last["legal_actions"] == []
    assert last["menu"]["entries"] == []


def test_the_api_refuses_what_is_not_a_lesson_step(client: TestClient) -> None:
    assert client.get("/api/lessons/juggling").status_code == 404
    assert client.get("/api/lessons/tools", params={"step": 2}).status_code == 400
    finished = client.post("/api/lessons/tools/judge", json={"step": 1, "action": "end"})
    assert finished.status_code == 409
    assert client.post("/api/lessons/tools/judge", json={"step": -1, "action": "end"}).status_code == 422
    huge = client.post("/api/lessons/tools/judge", json={"step": 0, "action": "hunt " * 1000})
    assert huge.status_code == 422


def test_the_api_gives_a_steps_choices_as_the_game_words_and_ranks_them(client: TestClient) -> None:
    # nothing picked: the state's menu; the best groupings first, each with the engine's total
    assert choices(client, "draw_and_dig", 1, []) == client.get("/api/lessons/draw_and_dig?step=1").json()["menu"]
    assert labels(choices(client, "draw_and_dig", 1, []))[1:4] == [
        ("Dig with Brawler+Shovel, Scavenger (dig 4)", "dig brawler+shovel scavenger"),
        ("Dig with Scavenger+Shovel (dig 3)", "dig scavenger+shovel"),
        ("Dig with Brawler+Shovel (dig 3)", "dig brawler+shovel"),
    ]
    # cards picked in the hand: what exactly those cards can do
    assert labels(choices(client, "draw_and_dig", 1, ["scavenger", "shovel"])) == [
        ("Dig with Scavenger+Shovel (dig 3)", "dig scavenger+shovel"),
        ("Trash Scavenger, Shovel", "trash scavenger shovel"),
    ]
    assert labels(choices(client, "trash", 0, ["junk", "junk", "junk"])) == [("Trash 3x Junk", "trash junk junk junk")]
    # the game's line before the hires, from the seat's own food
    hiring = labels(choices(client, "hiring", 1, []))
    assert hiring[1] == (
        "A hire spends all 2 food of your turn, whatever the mercenary costs: food left over is lost.",
        None,
    )
    assert ("Hire Scout (2 food + 1 med), paying Pills", "hire scout pay pills") in hiring
    # an answer to an action under way
    assert labels(choices(client, "recon", 0, [])) == [
        ("Pass", "pass"),
        ("Cancel it with your Scouting Refugee", "cancel scouting_refugee"),
    ]
    # a lesson done has nothing left to choose
    assert choices(client, "draw_and_dig", 3, [])["entries"] == []


def test_the_api_refuses_choices_that_are_not_a_lesson_steps(client: TestClient) -> None:
    before = client.get("/api/lessons/draw_and_dig").json()

    def refused(name: str, body: dict[str, Any]) -> tuple[int, str]:
        response = client.post(f"/api/lessons/{name}/menu", json=body)
        return response.status_code, response.json()["error"]

    not_held = (400, "the picked cards are not all in your hand")
    assert refused("draw_and_dig", {"step": 0, "picked": ["boots"]}) == not_held  # no such card
    assert refused("draw_and_dig", {"step": 0, "picked": ["net"]}) == not_held  # in the junkyard, not her hand
    assert refused("draw_and_dig", {"step": 0, "picked": ["junk", "junk", "junk"]}) == not_held  # she holds two
    assert refused("draw_and_dig", {"step": 4, "picked": []}) == (400, "lesson draw_and_dig has 3 steps")
    assert refused("juggling", {"step": 0, "picked": []})[0] == 404
    assert refused("draw_and_dig", {"step": -1, "picked": []})[0] == 422
    assert refused("draw_and_dig", {"step": 0, "picked": ["junk"] * 41})[0] == 422
    assert refused("draw_and_dig", {"step": 0, "picked": ["junk" * 1000]})[0] == 422
    assert refused("draw_and_dig", {"step": 0, "picked": "junk"})[0] == 422
    assert client.get("/api/lessons/draw_and_dig").json() == before  # asking changes nothing


def test_a_lesson_sends_only_what_the_players_seat_may_see(client: TestClient) -> None:
    # Seat 1 holds pills and a shovel, seat 2 a junk and a spear: neither is anywhere in what
    # seat 0 receives before the cards are shown (the forces are revealed after step 2).
    for step in (0, 1):
        state = client.get("/api/lessons/skirmish", params={"step": step}).json()
        menu = choices(client, "skirmish", step, ["brawler", "spear"])
        assert menu["entries"]
        text = json.dumps([state, menu])
        assert "pills" not in text
        assert "shovel" not in text
        assert state["view"]["seat"] == 0
        assert all(set(seat) >= {"hand_count"} and "hand" not in seat for seat in state["view"]["seats"])
    revealed = client.get("/api/lessons/skirmish", params={"step": 2}).json()
    forces = {seat["seat"]: seat["force"] for seat in revealed["view"]["seats"]}
    assert forces == {0: None, 1: None, 2: None}  # the round is over: forces are back in the discards
    assert any(e["type"] == "revealed" and e["seat"] == 1 for e in revealed["log"])


ACTIONS = "nodes => nodes.filter(n => n.offsetParent !== null).map(n => [n.innerText, n.dataset.action])"
"""A page probe: the choices shown (label and action), in order."""


def shown_choices(page: Page) -> list[list[str]]:
    listed: list[list[str]] = page.locator("button.action").evaluate_all(ACTIONS)
    return listed


def hand(page: Page) -> list[str]:
    kinds: list[str] = page.locator("#hand .card").evaluate_all("nodes => nodes.map(n => n.dataset.kind)")
    return kinds


@pytest.mark.slow
def test_learn_to_play_from_the_lobby_on_the_games_table(server: ServerProcess, page: Page) -> None:
    page.goto(server.url)
    page.click("#learn-link")
    page.wait_for_selector(".lesson-list")
    assert page.locator(".lesson-list li").count() == 12
    page.click('.lesson-list li[data-lesson="draw_and_dig"] a')
    page.wait_for_selector("#lesson-step")
    assert "Step 1 of 3" in page.inner_text("#lesson-step")
    assert page.evaluate(FAINT_TEXT) == []
    # the game's table: the hand as whole cards with their text, the market, the other tribes
    assert hand(page) == ["junk", "junk", "pills", "scout", "shovel"]
    scout = page.locator('#hand .card.face.big[data-kind="scout"]')
    assert scout.locator(".c-name").inner_text() == "Scout"
    assert "A drawer: draw 2 cards" in scout.locator(".c-text").inner_text()
    scout.hover()
    assert page.is_visible("#card-detail")
    assert "A drawer: draw 2 cards" in page.inner_text("#card-detail")
    assert page.locator("#market .market-stack .card.face").count() >= 8
    # a card that is not a button opens its detail from the keyboard too (a tab stop)
    page.mouse.move(0, 0)
    page.locator('#market .card.face[data-kind="scavenger"]').focus()
    assert page.is_visible("#card-detail")
    assert "Scavenger" in page.inner_text("#card-detail h3")
    assert "5\nin hand" in page.inner_text('#tribes .tribe[data-seat="1"]')
    assert page.locator("#tribes .tribe .card.face").count() == 0  # the others' hands stay face down
    # the choices in the game's words, ranked, with the engine's totals
    assert page.inner_text("#prompt").startswith("Your turn: gather resources")
    assert shown_choices(page)[:2] == [["End your turn", "end"], ["Draw with Scout (draw 2)", "draw scout"]]
    assert page.locator("#actions button.action.primary").count() == 0  # the move is hers to find
    # a wrong move, clicked or typed, is answered and changes nothing
    page.click('button.action[data-action="end"]')
    page.wait_for_selector('#lesson-feedback[data-verdict="other"]')
    assert page.inner_text("#lesson-feedback") == "Ending now wastes your scout: draw with it first."
    page.fill("#notation", "dig boots")
    page.press("#notation", "Enter")
    page.wait_for_selector('#lesson-feedback[data-verdict="unreadable"]')
    assert page.get_attribute("#lesson", "data-step") == "0"
    assert hand(page) == ["junk", "junk", "pills", "scout", "shovel"]
    assert page.input_value("#notation") == "dig boots"  # kept, to be mended
    page.click('button.action:text-is("Draw with Scout (draw 2)")')
    page.wait_for_selector('#lesson[data-step="1"]')
    assert page.inner_text("#lesson-feedback").startswith("You drew a brawler")
    assert shown_choices(page)[1] == ["Dig with Brawler+Shovel, Scavenger (dig 4)", "dig brawler+shovel scavenger"]
    # cards picked in the hand narrow the choices to what exactly they can do
    page.click('#hand .card[data-kind="scavenger"]')
    page.wait_for_selector('button.action[data-action="hunt scavenger"]')
    assert shown_choices(page) == [
        ["Dig with Scavenger (dig 1)", "dig scavenger"],
        ["Hunt with Scavenger (hunt 1)", "hunt scavenger"],
        ["Trash Scavenger", "trash scavenger"],
    ]
    assert page.locator("#hand .card.selected").count() == 1
    page.click('#hand .card[data-kind="shovel"]')
    page.wait_for_selector('button.action[data-action="dig scavenger+shovel"]')
    assert shown_choices(page)[0] == ["Dig with Scavenger+Shovel (dig 3)", "dig scavenger+shovel"]
    page.click("#clear-picked")
    assert page.locator("#hand .card.selected").count() == 0
    page.click('button.action:text-is("Dig with Brawler+Shovel, Scavenger (dig 4)")')
    page.wait_for_selector('#lesson[data-step="2"]')
    assert sorted(page.locator("#looking .card").evaluate_all("ns => ns.map(n => n.dataset.kind)")) == [
        "junk",
        "junk",
        "junk",
        "net",
    ]
    assert shown_choices(page)[0] == ["Keep Net", "keep net"]
    page.click('button.action[data-action="keep net"]')
    page.wait_for_selector('#lesson[data-complete="yes"]')
    assert page.inner_text("#lesson-summary").startswith("A dig looks at as many cards")
    assert page.is_hidden("#choose")
    assert "Next: Tools" in page.inner_text("#next-lesson")
    page.goto(f"{server.url}/learn")
    page.wait_for_selector('.lesson-list li.done[data-lesson="draw_and_dig"]')
    assert page.locator(".lesson-list li.done").count() == 1
    # a lesson done can be taken again from its start
    page.click('.lesson-list li[data-lesson="draw_and_dig"] a')
    page.wait_for_selector('#lesson[data-step="0"]')


@pytest.mark.slow
def test_a_lesson_by_picking_cards_and_answering_an_action_under_way(server: ServerProcess, page: Page) -> None:
    # Trash: the set is picked in the hand; a wrong set is answered and changes nothing.
    page.goto(f"{server.url}/learn/trash")
    page.wait_for_selector("button.action")
    assert page.locator(".menu-note").all_inner_texts() == ["Trash: pick the cards to trash in your hand"]
    junk = page.locator('#hand .card[data-kind="junk"]')
    page.click('#hand .card[data-kind="brawler"]')
    junk.nth(0).click()
    page.click('button.action:text-is("Trash Brawler, Junk")')
    page.wait_for_selector('#lesson-feedback[data-verdict="other"]')
    assert page.inner_text("#lesson-feedback").startswith("Keep your people")
    assert hand(page) == ["brawler", "junk", "junk", "junk", "scavenger"]
    assert page.locator("#hand .card.selected").count() == 2  # still picked, to be changed
    page.click('#hand .card[data-kind="brawler"]')
    junk.nth(1).click()
    junk.nth(2).click()
    page.click('button.action:text-is("Trash 3x Junk")')
    page.wait_for_selector('#lesson[data-complete="yes"]')
    assert "Next: The skirmish, and a bluff" in page.inner_text("#next-lesson")
    # Recon: the spy under way is on the table, with her answers there
    page.goto(f"{server.url}/learn/recon")
    page.wait_for_selector("#pending-actions button.action")
    assert page.inner_text("#pending h3") == "Seat 1 declares spy with"
    assert page.locator("#pending .card").evaluate_all("ns => ns.map(n => n.dataset.kind)") == ["spy"]
    assert page.inner_text("#actions") == "Your choices are on the table, above."
    assert shown_choices(page) == [
        ["Pass", "pass"],
        ["Cancel it with your Scouting Refugee", "cancel scouting_refugee"],
    ]
    page.click('#pending-actions button.action[data-action="pass"]')
    page.wait_for_selector('#lesson-feedback[data-verdict="other"]')
    assert page.get_attribute("#lesson", "data-step") == "0"
    page.click('#pending-actions button.action[data-action="cancel scouting_refugee"]')
    page.wait_for_selector('#lesson[data-step="1"]')
    page.fill("#notation", "spy 1:force")
    page.press("#notation", "Enter")
    page.wait_for_selector('#lesson[data-complete="yes"]')
    # what her spy saw, as cards under her tribe
    seen = page.locator('#mine .knowledge[data-zone="1:force"]')
    assert seen.locator("h3").inner_text().startswith("Your spy saw in Seat 1's force")
    assert sorted(seen.locator(".card").evaluate_all("ns => ns.map(n => n.dataset.kind)")) == [
        "brawler",
        "junk",
        "refugee",
        "refugee",
    ]
    assert "Next: A game of two" in page.inner_text("#next-lesson")  # the last lesson is the game of two


@pytest.mark.slow
def test_a_lesson_done_shows_nobody_deciding_and_its_links_apart(server: ServerProcess, page: Page) -> None:
    page.goto(f"{server.url}/learn/trash")
    page.wait_for_selector("button.action")
    page.click("#notation-go")  # nothing typed: said so, nothing judged
    assert page.inner_text("#lesson-feedback") == "Type an action first, e.g. draw scout."
    page.fill("#notation", "trash junk junk junk")
    page.press("#notation", "Enter")
    page.wait_for_selector('#lesson[data-complete="yes"]')
    assert page.inner_text("#turn-line") == "Lesson done."
    assert page.eval_on_selector("#mine h2", "h => getComputedStyle(h, '::after').content") == "none"
    again, lessons = box_of(page, "#lesson-again"), box_of(page, '#lesson-summary a[href="/learn"]')
    assert lessons["x"] - (again["x"] + again["width"]) >= 8


@pytest.mark.slow
def test_a_lesson_page_waits_for_every_script_however_slowly_one_comes(server: ServerProcess, page: Page) -> None:
    """The page starts once all of its scripts have run: learn.js coming after the cards'
    answer (a busy machine) once left the page at "learn is not defined"."""

    def slowly(route: Route) -> None:
        time.sleep(0.8)
        route.continue_()

    page.route("**/static/learn.js", slowly)
    page.goto(f"{server.url}/learn/skirmish")
    page.wait_for_selector("#lesson-step", timeout=20_000)
    assert page.locator("button.action").count() > 0
    assert "is not defined" not in page.inner_text("#app")
