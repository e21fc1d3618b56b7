"""An attacker's audit of the online server: hidden information stays hidden and bad input is a
clean error that changes nothing.

Each of the first tests was a defect the audit found: a seat given to the lobby went on
serving its private view, and taking its actions, on a websocket its old token had opened; a
lone surrogate in a seat token of ``/open``'s ``seats`` was a 500 with a traceback; a join or
``/open`` the database refused still changed the seats in memory; and ``/open`` renamed a
seat that already had a name."""

from __future__ import annotations

import json
import sqlite3
import warnings
from collections.abc import Iterator
from contextlib import closing, contextmanager
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect

from scavengers.server import create_app
from scavengers.server.app import REVOKED
from scavengers.storage import open_store

from .test_server_api import new_game, state

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient


@pytest.fixture
def lenient(sqlite_url: str) -> Iterator[TestClient]:
    """The app as a client meets it: a server error is a 500 answer, not an exception here."""
    app = create_app(open_store(sqlite_url), bot_delay=0)
    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


def _give_seat_one_to_the_lobby(client: TestClient) -> tuple[str, str, str, str]:
    """A game of two people; seat 0 gives seat 1 to the lobby and Carol joins it. Returns the
    game's id, seat 0's token, seat 1's old (now revoked) token and Carol's new one."""
    game = new_game(client, ["human", "human"], seed=21)
    game_id = game["id"]
    mine, given = game["seats"][0]["token"], game["seats"][1]["token"]
    opened = client.post(f"/api/lobby/tables/{game_id}/open", json={"token": mine, "seats": {"1": given}})
    assert opened.status_code == 200, opened.text
    joined = client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Carol"})
    assert joined.status_code == 200, joined.text
    return game_id, mine, given, joined.json()["token"]


def _read_until(socket: Any, done: Any, limit: int = 20) -> list[dict[str, Any]]:
    """The messages a socket receives until ``done(message)`` (or it is closed)."""
    got: list[dict[str, Any]] = []
    try:
        for _ in range(limit):
            message = socket.receive_json()
            got.append(message)
            if message["type"] == "error" or done(message):
                break
    except WebSocketDisconnect:
        pass
    return got


def test_a_socket_of_a_seat_given_away_is_closed_before_the_new_holders_hand_reaches_it(client: TestClient) -> None:
    """Hidden information, impersonation. Seat 1's link is given to the lobby: its old token is
    refused over HTTP from then on, and a websocket opened with it before is told so and
    closed: it never receives the hand of Carol, who joined that seat, nor speaks as her."""
    game = new_game(client, ["human", "human"], seed=21)
    game_id = game["id"]
    mine, given = game["seats"][0]["token"], game["seats"][1]["token"]
    with client.websocket_connect(f"/ws/games/{game_id}?token={given}") as old:
        assert old.receive_json()["seat"] == 1
        client.post(f"/api/lobby/tables/{game_id}/open", json={"token": mine, "seats": {"1": given}})
        assert client.get(f"/api/games/{game_id}", params={"token": given}).status_code == 403
        joined = client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Carol"})
        assert joined.status_code == 200
        carol = state(client, game_id, joined.json()["token"])
        assert carol["view"]["hand"]  # Carol's secret cards
        old.send_json({"type": "chat", "text": "this is not Carol"})
        got = _read_until(old, lambda m: any(line["text"] == "this is not Carol" for line in m.get("chat", [])))
    leaked = [m for m in got if m["type"] == "state" and m["seat"] == 1 and m["view"]["hand"]]
    assert leaked == [], "the revoked token's socket received Carol's hand"
    assert got[-1] == {"type": "error", "status": 403, "message": REVOKED}
    said = [line for line in state(client, game_id)["chat"] if line["text"] == "this is not Carol"]
    assert all(line["seat"] != 1 for line in said), "the revoked token's socket spoke as Carol"


def test_a_socket_of_a_seat_given_away_cannot_act_for_the_new_holder(client: TestClient) -> None:
    """Authorization. After Carol joined seat 1, a websocket opened earlier with seat 1's old
    token cannot take Carol's turn for her."""
    game = new_game(client, ["human", "human"], seed=21)
    game_id = game["id"]
    mine, given = game["seats"][0]["token"], game["seats"][1]["token"]
    with client.websocket_connect(f"/ws/games/{game_id}?token={given}") as old:
        old.receive_json()
        client.post(f"/api/lobby/tables/{game_id}/open", json={"token": mine, "seats": {"1": given}})
        carol_token = client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Carol"}).json()[
            "token"
        ]
        while 1 not in state(client, game_id)["view"]["to_act"]:
            legal = state(client, game_id, mine)["legal_actions"]
            action = "end" if "end" in legal else legal[-1]
            assert (
                client.post(f"/api/games/{game_id}/actions", json={"token": mine, "action": action}).status_code == 200
            )
        before = state(client, game_id, carol_token)
        old.send_json({"type": "action", "action": before["legal_actions"][0]})
        got = _read_until(old, lambda m: m["type"] == "state" and m["version"] > before["version"])
    after = state(client, game_id, carol_token)
    taken = [event["text"] for message in got if message["type"] == "state" for event in message["log"]]
    assert after["version"] == before["version"], f"the revoked socket acted for Carol: {taken}"


def test_a_lone_surrogate_token_in_open_seats_is_a_clean_error(lenient: TestClient) -> None:
    """Bad input. ``POST /api/lobby/tables/ID/open`` with a seat token holding a lone surrogate
    (valid JSON: ``"\\ud800"``) is refused as any token that is not the seat's, the lobby line
    unchanged (it was a plain-text 500 and a traceback: the token could not be encoded)."""
    game = new_game(lenient, ["human", "human"])
    game_id, mine = game["id"], game["seats"][0]["token"]
    before = lenient.get(f"/api/lobby/tables/{game_id}").json()
    body = '{"token": ' + json.dumps(mine) + ', "seats": {"1": "\\ud800"}}'
    answer = lenient.post(
        f"/api/lobby/tables/{game_id}/open", content=body, headers={"content-type": "application/json"}
    )
    assert answer.status_code in (400, 403, 422), answer.text
    assert list(answer.json()) == ["error"]
    assert lenient.get(f"/api/lobby/tables/{game_id}").json() == before


@pytest.mark.slow
@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("actions", '{"token": "\\ud800", "action": "pass"}'),
        ("chat", '{"token": "\\ud800", "text": "hi"}'),
        ("hint", '{"token": "\\ud800"}'),
        ("menu", '{"token": "\\ud800"}'),
    ],
)
def test_a_lone_surrogate_token_elsewhere_is_a_422(lenient: TestClient, path: str, body: str) -> None:
    game = new_game(lenient, ["human", "human"])
    answer = lenient.post(f"/api/games/{game['id']}/{path}", content=body, headers={"content-type": "application/json"})
    assert answer.status_code == 422
    assert list(answer.json()) == ["error"]


def test_a_revoked_token_is_refused_over_http_and_when_opening_a_socket(client: TestClient) -> None:
    game_id, _, given, _ = _give_seat_one_to_the_lobby(client)
    assert client.get(f"/api/games/{game_id}", params={"token": given}).status_code == 403
    acted = client.post(f"/api/games/{game_id}/actions", json={"token": given, "action": "pass"})
    assert acted.status_code == 403
    with client.websocket_connect(f"/ws/games/{game_id}?token={given}") as socket:
        assert socket.receive_json()["type"] == "error"


def test_other_seats_and_spectators_never_receive_a_hand_and_cannot_act(client: TestClient) -> None:
    game = new_game(client, ["human", "human"], seed=5)
    game_id, mine, theirs = game["id"], game["seats"][0]["token"], game["seats"][1]["token"]
    mine_hand = state(client, game_id, mine)["view"]["hand"]
    spectator = state(client, game_id)
    assert spectator["view"]["hand"] == []
    assert spectator["legal_actions"] == []
    assert state(client, game_id, theirs)["view"]["hand"] != []
    assert mine_hand != []
    for token in (None, theirs, "", mine + "x"):
        menu = client.post(f"/api/games/{game_id}/menu", json={"token": token, "picked": mine_hand})
        assert menu.status_code in (200, 400, 403)
        if menu.status_code == 200:
            assert menu.json()["entries"] == []
    for path in ("replay", "file"):
        assert client.get(f"/api/games/{game_id}/{path}", params={"seat": 0}).status_code == 403
    with client.websocket_connect(f"/ws/games/{game_id}") as socket:
        assert socket.receive_json()["view"]["hand"] == []
        socket.send_json({"type": "action", "action": "pass", "seat": 0, "token": mine})
        assert socket.receive_json()["status"] == 403


@contextmanager
def _locked(url: str) -> Iterator[None]:
    """Another program's write lock on the SQLite file, held meanwhile."""
    with closing(sqlite3.connect(url.removeprefix("sqlite:///"), isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        yield
        other.execute("ROLLBACK")


@pytest.mark.slow
def test_a_join_refused_by_the_database_leaves_the_seat_free(sqlite_url: str) -> None:
    """A refused request changes nothing. The database refuses a join (503): the seat stays
    free in memory too (it was taken by a token nobody received, and lost for good)."""
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        game = new_game(client, ["human", "human"], seed=1)
        game_id, mine, given = game["id"], game["seats"][0]["token"], game["seats"][1]["token"]
        client.post(f"/api/lobby/tables/{game_id}/open", json={"token": mine, "seats": {"1": given}})
        before = client.get(f"/api/lobby/tables/{game_id}").json()
        with _locked(sqlite_url):
            refused = client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Carol"})
        assert refused.status_code == 503
        assert client.get(f"/api/lobby/tables/{game_id}").json() == before
        assert client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Carol"}).status_code == 200


@pytest.mark.slow
def test_giving_seats_refused_by_the_database_keeps_the_token(sqlite_url: str) -> None:
    """A refused request changes nothing. The database refuses ``/open`` (503): seat 1's token
    still opens it and the seat is not listed as open."""
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        game = new_game(client, ["human", "human"], seed=1)
        game_id, mine, given = game["id"], game["seats"][0]["token"], game["seats"][1]["token"]
        before = client.get(f"/api/lobby/tables/{game_id}").json()
        with _locked(sqlite_url):
            refused = client.post(f"/api/lobby/tables/{game_id}/open", json={"token": mine, "seats": {"1": given}})
        assert refused.status_code == 503
        assert client.get(f"/api/lobby/tables/{game_id}").json() == before
        assert client.get(f"/api/games/{game_id}", params={"token": given}).status_code == 200


def test_a_seat_cannot_rename_itself_through_open(client: TestClient) -> None:
    """A seat keeps the first name it is given: ``/name`` refuses a second with 409, and so does
    ``/open`` with the seat's own token and another ``name``."""
    game = new_game(client, ["human", "human"])
    game_id, bobs = game["id"], game["seats"][1]["token"]
    assert client.post(f"/api/lobby/tables/{game_id}/name", json={"token": bobs, "name": "Bob"}).status_code == 200
    assert client.post(f"/api/lobby/tables/{game_id}/name", json={"token": bobs, "name": "Eve"}).status_code == 409
    renamed = client.post(f"/api/lobby/tables/{game_id}/open", json={"token": bobs, "name": "Eve"})
    assert renamed.status_code == 409
    assert renamed.json() == {"error": "your seat already has a name: Bob"}
    assert [p["name"] for p in state(client, game_id)["players"]][1] == "Bob (Seat 1)"
