"""The solo game online: one person against the seven face-down opponent forces, made through
the API and in the lobby, played by clicking to the score; the forces' cards stay out of the
page and of every state until a force is revealed."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page

from scavengers.cards import CATALOGUE

from .conftest import ServerProcess, TestClient
from .test_web_browser import click_first_action, record_states

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

CONTESTED = sorted(kind for kind, card in CATALOGUE.items() if card.is_contested)
"""The cards of the opponent forces besides rifles and thugs: in the basic game nowhere else."""


def hidden_cards_in(text: str) -> list[str]:
    return [kind for kind in CONTESTED if f'"{kind}"' in text]


def test_a_solo_game_is_made_played_to_its_score_and_refused_to_bots(client: TestClient) -> None:
    refused = client.post("/api/games", json={"players": 1, "seats": ["heuristic"]})
    assert refused.status_code == 400
    assert "solo game" in refused.json()["error"]
    assert client.post("/api/games", json={"players": 1, "seats": ["human", "human"]}).status_code == 400
    assert client.get("/api/setup").json()["players"][0] == 1
    made = client.post("/api/games", json={"players": 1, "seats": ["human"], "seed": 5})
    assert made.status_code == 201, made.text
    game_id, token = made.json()["id"], made.json()["seats"][0]["token"]
    seen: dict[str, Any] = client.get(f"/api/games/{game_id}", params={"token": token}).json()
    assert seen["view"]["forces"] == [3, 4, 4, 5, 5, 5, 6]
    assert seen["view"]["engaged"] is None
    assert client.get(f"/api/lobby/tables/{game_id}").status_code == 200
    assert client.post(f"/api/games/{game_id}/menu", json={"token": token, "picked": []}).status_code == 200
    revealed = engaged = False
    for _ in range(400):
        if seen["over"]:
            break
        view = seen["view"]
        if view["engaged"] is not None:
            engaged = True
        if (view["opponent"] and view["opponent"]["force"]) or any(e["type"] == "revealed" for e in seen["log"]):
            revealed = True
        elif not revealed:  # nothing of a force shows before the first one is revealed
            assert hidden_cards_in(json.dumps(seen)) == []
            assert view["forces"][0] > 0  # the first force is still face down
        response = client.post(
            f"/api/games/{game_id}/actions", json={"token": token, "action": seen["legal_actions"][0]}
        )
        assert response.status_code == 200, response.text
        seen = response.json()
    assert seen["over"]
    assert engaged
    assert revealed
    assert seen["view"]["forces"] == [0] * 7
    points = seen["view"]["result"]["scores"][0]["points"]
    assert f"scores {points} {'point' if points == 1 else 'points'}." in seen["log"][-1]["text"]
    # everything a finished game offers answers
    assert client.get(f"/api/games/{game_id}/replay", params={"step": 3}).status_code == 200
    assert client.get(f"/api/games/{game_id}/file").status_code == 200
    assert client.post(f"/api/games/{game_id}/analysis", json={"token": token}).status_code == 202
    again = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": token})
    assert again.status_code == 200, again.text
    after = client.get(f"/api/games/{again.json()['id']}", params={"token": again.json()["token"]}).json()
    assert after["view"]["forces"] == [3, 4, 4, 5, 5, 5, 6]


def test_a_solo_game_from_the_lobby_shows_the_forces_and_ends_with_the_score(server: ServerProcess, page: Page) -> None:
    states = record_states(page)
    page.goto(server.url)
    page.select_option("#players", "1")
    assert page.locator(".seat-kind").count() == 1
    assert "solo game" in page.inner_text("#solo-note")
    page.fill("#seed", "5")
    page.click("#create")
    page.wait_for_url(re.compile(r"/game/[^/#]+$"))
    page.wait_for_selector("#solo-forces")
    panel = page.inner_text("#solo-forces")
    assert "Opponent forces · 7 of 7 left" in panel
    assert page.locator("#solo-forces .solo-force .card.back").count() == 7
    assert page.get_attribute('.solo-force[data-force="7"] .card.back', "title") == "6 force 7"
    # click the first action until a force is engaged: until then nothing of the forces shows
    while not page.locator("#engaged").count():
        assert not [kind for kind in CONTESTED if f'data-kind="{kind}"' in page.content()]
        page.wait_for_selector("button.action")
        click_first_action(page)
    assert "Engaged: force 1" in page.inner_text("#solo-forces")
    for message in states:
        if message.get("type") == "state" and message["view"]["engaged"] is None:
            assert hidden_cards_in(json.dumps(message)) == []
    # on to the end, always the first action
    while not page.locator("#end-screen").count():
        page.wait_for_selector("button.action, #end-screen")
        if page.locator("button.action").count():
            click_first_action(page)
    assert "force 1: fought" in page.inner_text("#solo-forces")
    points = page.evaluate("fetch(location.pathname.replace('/game/', '/api/games/')).then((r) => r.json())")
    score = points["view"]["result"]["scores"][0]["points"]
    end = page.inner_text("#end-screen")
    scored = f"{score} {'point' if score == 1 else 'points'}"  # one point in the singular
    assert f"Game over: you score {scored}" in end
    assert scored in page.inner_text("#end-screen td.points")


def test_a_harder_solo_game_is_made_in_the_lobby_and_says_so_at_the_table(server: ServerProcess, page: Page) -> None:
    # [003:353]: more fighters in the forces, tribal families out; the lobby's Solo difficulty.
    page.goto(server.url)
    page.select_option("#players", "1")
    page.fill("#solo-add", "dragon")
    page.click("#create")
    page.wait_for_selector("#create-error >> text=/dragon/")  # refused with the reason, no game made
    assert "/game/" not in page.url
    page.fill("#solo-add", "brawler, brawler, brawler")
    page.select_option("#solo-drop-families", "1")
    page.click("#create")
    page.wait_for_url(re.compile(r"/game/[^/#]+$"))
    page.wait_for_selector("#solo-forces")
    harder = page.inner_text("#solo-harder")
    assert "3x Brawler added" in harder, harder
    assert "1 tribal family out" in harder, harder
    # 32 cards + 3 - 1: the rulebook's 3, 4, 4, 5, 5, 5, 6 with the smallest force grown twice
    sizes = [page.get_attribute(f'.solo-force[data-force="{n}"] .card.back', "title") for n in range(1, 8)]
    assert sizes == [f"{size} force {n}" for n, size in enumerate([5, 4, 4, 5, 5, 5, 6], 1)], sizes
