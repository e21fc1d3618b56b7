"""The server reads request bodies, websocket messages and stored rows through the checked JSON
reader: JSON nested far deeper than Python's parser can recurse is refused with the reason in
one line, and the game, the socket and the server go on as before."""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable
from contextlib import closing
from typing import TYPE_CHECKING

import psycopg
import pytest

from scavengers.json_input import TOO_DEEP
from scavengers.server.app import MAX_BODY_BYTES, MAX_MESSAGE_CHARS
from scavengers.storage import StoreError, open_store
from web.test_server_api import my_turn, new_game, state
from web.test_storage import a_game

if TYPE_CHECKING:
    from fastapi.testclient import TestClient


BODY_DEPTH = MAX_BODY_BYTES // 2 - 10
"""As deep as a body under the size limit can nest: 32,758 levels, a RecursionError in
Python's parser."""
MESSAGE_DEPTH = MAX_MESSAGE_CHARS // 2
"""As deep as a websocket message under its size limit can nest: 8,192 levels."""


def deep(levels: int, array: bool = True) -> str:
    return "[" * levels + "]" * levels if array else '{"a":' * levels + "1" + "}" * levels


def test_a_request_body_nested_too_deeply_is_refused_in_one_line_and_changes_nothing(client: TestClient) -> None:
    game = new_game(client, ["human", "heuristic"], seed=8)
    token = game["seats"][0]["token"]
    before = my_turn(client, game["id"], token)
    bodies = {
        "/api/games": deep(BODY_DEPTH),
        f"/api/games/{game['id']}/actions": deep(BODY_DEPTH // 3, array=False),
        f"/api/games/{game['id']}/chat": deep(70),  # 70 levels: Python's parser reads it, the limit refuses it
    }
    for url, body in bodies.items():
        assert len(body) <= MAX_BODY_BYTES
        response = client.post(url, content=body.encode(), headers={"content-type": "application/json"})
        assert (response.status_code, response.json()) == (422, {"error": f"malformed request: {TOO_DEEP}"}), url
    assert client.get("/api/games").json()[0]["id"] == game["id"]  # no game was made
    assert state(client, game["id"], token) == before
    said = client.post(f"/api/games/{game['id']}/chat", json={"token": token, "text": "still here"})
    assert said.status_code == 200, said.text


def test_a_websocket_message_nested_too_deeply_is_an_error_and_the_socket_goes_on(client: TestClient) -> None:
    game = new_game(client, ["human", "heuristic"], seed=2)
    token = game["seats"][0]["token"]
    first = my_turn(client, game["id"], token)
    with client.websocket_connect(f"/ws/games/{game['id']}?token={token}") as socket:
        assert socket.receive_json()["type"] == "state"
        for message in (deep(MESSAGE_DEPTH), deep(MESSAGE_DEPTH // 3, array=False)):
            assert len(message) <= MAX_MESSAGE_CHARS
            socket.send_text(message)
            assert socket.receive_json() == {
                "type": "error",
                "status": 400,
                "message": f"malformed message: {TOO_DEEP}",
            }
        socket.send_text(json.dumps({"type": "action", "action": first["legal_actions"][0]}))
        update = socket.receive_json()
        assert update["type"] == "state"
        assert update["version"] == first["version"] + 1


ROW_DEPTH = 5000
"""Deeper than Python's parser recurses, and within what PostgreSQL's JSONB takes."""


def check_a_deep_row_is_refused(url: str, write_config: Callable[[str], None]) -> None:
    store = open_store(url)
    store.create_game(a_game("g1"))
    write_config(deep(ROW_DEPTH))
    for load in (lambda: store.load_game("g1"), store.load_games):
        with pytest.raises(StoreError, match=f"^stored game g1 cannot be read: {re.escape(TOO_DEEP)}$"):
            load()
    store.close()


def test_a_sqlite_row_nested_too_deeply_is_a_store_error_naming_the_game(sqlite_url: str) -> None:
    def write_config(text: str) -> None:
        with closing(sqlite3.connect(sqlite_url.removeprefix("sqlite:///"))) as db, db:
            db.execute("UPDATE games SET config = ?", (text,))

    check_a_deep_row_is_refused(sqlite_url, write_config)


def test_a_postgresql_row_nested_too_deeply_is_a_store_error_naming_the_game(pg_url: str) -> None:
    def write_config(text: str) -> None:
        with psycopg.connect(pg_url, autocommit=True) as db:
            db.execute("UPDATE games SET config = %s::jsonb", (text,))

    check_a_deep_row_is_refused(pg_url, write_config)
