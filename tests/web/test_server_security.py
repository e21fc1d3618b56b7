"""Safe to run in public (issue 22): every error is ``{"error": ...}``, every answer has the
security headers, links never follow a forged Host header, an over-long chunked body is a
413, a binary websocket frame is a clean error, the spectators chat from their own allowance,
and the seat's token leaves the address bar once the page has it."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import httpx
import pytest
from playwright.sync_api import Browser, expect

from scavengers.server import create_app
from scavengers.server.app import MAX_BODY_BYTES
from scavengers.storage import open_store

from .conftest import ServerProcess, TestClient
from .test_server_api import new_game


def test_every_error_is_json_with_its_reason(client: TestClient) -> None:
    answers = {
        "no such page": client.get("/no/such/page"),
        "no such method": client.put("/api/games"),
        "malformed query": client.get("/api/games", params={"limit": "many"}),
        "no such game": client.get("/api/games/nothing"),
    }
    assert {name: a.status_code for name, a in answers.items()} == {
        "no such page": 404,
        "no such method": 405,
        "malformed query": 422,
        "no such game": 404,
    }
    for answer in answers.values():
        assert answer.headers["content-type"] == "application/json"
        assert list(answer.json()) == ["error"]
        assert answer.json()["error"]


def test_every_answer_carries_the_security_headers(client: TestClient) -> None:
    for path in ("/", "/api/setup", "/static/app.js", "/no/such/page"):
        headers = client.get(path).headers
        assert "frame-ancestors 'none'" in headers["content-security-policy"]
        assert "script-src 'self'" in headers["content-security-policy"]
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["x-frame-options"] == "DENY"
        assert headers["referrer-policy"] == "no-referrer"


def test_seat_links_never_follow_a_forged_host_header(sqlite_url: str, client: TestClient) -> None:
    forged = client.post("/api/games", json={"players": 2}, headers={"host": "evil.example"}).json()
    assert "evil" not in str(forged)
    assert forged["seats"][0]["url"] == f"/game/{forged['id']}#token={forged['seats'][0]['token']}"
    assert forged["spectate_url"] == f"/game/{forged['id']}"
    public = create_app(open_store(sqlite_url), bot_delay=0, public_url="https://games.example.org/")
    with TestClient(public) as configured:
        game = configured.post("/api/games", json={"players": 2}, headers={"host": "evil.example"}).json()
    assert game["seats"][0]["url"].startswith(f"https://games.example.org/game/{game['id']}#token=")


def test_a_binary_websocket_frame_is_a_clean_error(client: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    game = new_game(client, ["human", "human"])
    token = game["seats"][0]["token"]
    with caplog.at_level(logging.DEBUG), client.websocket_connect(f"/ws/games/{game['id']}?token={token}") as socket:
        first = socket.receive_json()
        socket.send_bytes(b"\x00\xff{}")
        assert socket.receive_json() == {
            "type": "error",
            "status": 400,
            "message": "malformed message: send JSON as a text frame",
        }
        socket.send_json({"type": "chat", "text": "still here"})  # the connection goes on
        assert socket.receive_json()["chat_count"] == first["chat_count"] + 1
    assert not [record for record in caplog.records if record.exc_info]


def test_spectators_cannot_use_up_the_players_chat(client: TestClient) -> None:
    game = new_game(client, ["human", "human"])
    url = f"/api/games/{game['id']}/chat"
    spectators = {client.post(url, json={"text": f"spam {i}"}).status_code for i in range(15)}
    assert spectators == {200, 429}
    for seat in game["seats"]:
        assert client.post(url, json={"token": seat["token"], "text": "hello"}).status_code == 200


@pytest.mark.slow
def test_an_over_long_chunked_body_is_a_413(server: ServerProcess) -> None:
    def chunks() -> Iterator[bytes]:
        for _ in range(2 * MAX_BODY_BYTES // 1024):
            yield b" " * 1024

    answer = httpx.post(f"{server.url}/api/games", content=chunks(), headers={"content-type": "application/json"})
    assert answer.status_code == 413
    assert "over" in answer.json()["error"]
    assert httpx.get(f"{server.url}/api/setup").status_code == 200  # the server goes on


@pytest.mark.slow
def test_the_page_works_under_its_policy_and_drops_the_seat_token_from_the_address_bar(
    server: ServerProcess, browser: Browser
) -> None:
    game = httpx.post(f"{server.url}/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 2}).json()
    seat = game["seats"][0]
    assert seat["url"].startswith(f"{server.url}/game/")  # from the address it listens on
    context = browser.new_context()  # the page's Content-Security-Policy in force
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    # what the policy refuses is said on the console ("Refused to ... Content Security Policy");
    # a websocket cut by the reload below may be too, and is no fault of the page
    page.on("console", lambda message: errors.append(message.text) if "Refused to" in message.text else None)
    page.goto(seat["url"])
    expect(page.locator("#status")).to_contain_text("You are Seat 0")
    expect(page.locator("#actions")).not_to_be_empty()
    assert page.url == f"{server.url}/game/{game['id']}"  # no token left to copy, share or log
    page.reload()  # the tab keeps its seat
    expect(page.locator("#status")).to_contain_text("You are Seat 0")
    assert seat["token"] not in page.url
    other = context.new_page()  # the game's address alone, in another tab: the seat this browser holds
    other.goto(f"{server.url}/game/{game['id']}")
    expect(other.locator("#status")).to_contain_text("You are Seat 0")
    watching = context.new_page()  # the lobby's "watch": a spectator
    watching.goto(f"{server.url}/game/{game['id']}#watch")
    expect(watching.locator("#status")).to_contain_text("You are watching")
    context.close()
    assert errors == []
