"""The lessons in the browser: the API (what it sends is the player's seat only, the verdicts,
what it refuses) in process, and "Learn to play" from the lobby in Debian's Chromium."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from .conftest import ServerProcess, TestClient


def judged(client: TestClient, name: str, step: int, action: str) -> dict[str, Any]:
    response = client.post(f"/api/lessons/{name}/judge", json={"step": step, "action": action})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def test_the_api_lists_the_lessons_and_judges_each_step(client: TestClient) -> None:
    lessons = client.get("/api/lessons").json()
    assert [lesson["name"] for lesson in lessons][:3] == ["draw_and_dig", "tools", "hiring"]
    state = client.get("/api/lessons/draw_and_dig").json()
    assert (state["step"], state["steps"], state["complete"]) == (0, 3, False)
    assert state["text"].startswith("Your hand has no one who can dig")
    assert "draw scout" in state["legal_actions"]
    other = judged(client, "draw_and_dig", 0, "end")
    assert other == {"verdict": "other", "text": "Ending now wastes your scout: draw with it first.", "state": None}
    refused = judged(client, "draw_and_dig", 0, "dig shovel")
    assert refused["verdict"] == "refused"
    assert refused["text"].startswith("Not allowed: seat 0 (round 1, gathering phase): 'shovel' in 'dig shovel'")
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


def test_the_api_refuses_what_is_not_a_lesson_step(client: TestClient) -> None:
    assert client.get("/api/lessons/juggling").status_code == 404
    assert client.get("/api/lessons/tools", params={"step": 2}).status_code == 400
    finished = client.post("/api/lessons/tools/judge", json={"step": 1, "action": "end"})
    assert finished.status_code == 409
    assert client.post("/api/lessons/tools/judge", json={"step": -1, "action": "end"}).status_code == 422
    huge = client.post("/api/lessons/tools/judge", json={"step": 0, "action": "hunt " * 1000})
    assert huge.status_code == 422


def test_a_lesson_sends_only_what_the_players_seat_may_see(client: TestClient) -> None:
    # Seat 1 holds pills and a shovel, seat 2 a junk and a spear: neither is anywhere in what
    # seat 0 receives before the cards are shown (the forces are revealed after step 2).
    for step in (0, 1):
        state = client.get("/api/lessons/skirmish", params={"step": step}).json()
        text = json.dumps(state)
        assert "pills" not in text
        assert "shovel" not in text
        assert state["view"]["seat"] == 0
        assert all(set(seat) >= {"hand_count"} and "hand" not in seat for seat in state["view"]["seats"])
    revealed = client.get("/api/lessons/skirmish", params={"step": 2}).json()
    forces = {seat["seat"]: seat["force"] for seat in revealed["view"]["seats"]}
    assert forces == {0: None, 1: None, 2: None}  # the round is over: forces are back in the discards
    assert any(e["type"] == "revealed" and e["seat"] == 1 for e in revealed["log"])


def test_learn_to_play_from_the_lobby_in_the_browser(server: ServerProcess, page: Page) -> None:
    page.goto(server.url)
    page.click("#learn-link")
    page.wait_for_selector(".lesson-list")
    assert page.locator(".lesson-list li").count() == 9
    page.click('.lesson-list li[data-lesson="draw_and_dig"] a')
    page.wait_for_selector("#lesson-step")
    assert "Step 1 of 3" in page.inner_text("#lesson-step")
    page.fill("#lesson-notation", "end")
    page.press("#lesson-notation", "Enter")
    page.wait_for_selector('#lesson-feedback[data-verdict="other"]')
    assert page.inner_text("#lesson-feedback") == "Ending now wastes your scout: draw with it first."
    page.click('button.action[data-action="draw scout"]')
    page.wait_for_selector('#lesson[data-step="1"]')
    assert page.inner_text("#lesson-feedback").startswith("You drew a brawler")
    # pick cards in the hand to narrow the actions to those that use them
    listed = "nodes => nodes.map(n => n.dataset.action)"
    every = page.locator("button.action").evaluate_all(listed)
    page.click('#hand .card[data-kind="scavenger"]')
    narrowed = page.locator("button.action").evaluate_all(listed)
    assert "dig brawler+shovel" in every
    assert narrowed == [a for a in every if "scavenger" in a.replace("+", " ").split()]
    page.click('button.action[data-action="dig brawler+shovel scavenger"]')
    page.wait_for_selector('#lesson[data-step="2"]')
    assert sorted(page.locator("#looking .card").all_inner_texts()) == ["Junk", "Junk", "Junk", "Net"]
    page.click('button.action[data-action="keep net"]')
    page.wait_for_selector('#lesson[data-complete="yes"]')
    assert page.inner_text("#lesson-summary").startswith("A dig looks at as many cards")
    assert "Next: Tools" in page.inner_text("#next-lesson")
    page.goto(f"{server.url}/learn")
    page.wait_for_selector('.lesson-list li.done[data-lesson="draw_and_dig"]')
    assert page.locator(".lesson-list li.done").count() == 1
    # a lesson done can be taken again from its start
    page.click('.lesson-list li[data-lesson="draw_and_dig"] a')
    page.wait_for_selector('#lesson[data-step="0"]')
