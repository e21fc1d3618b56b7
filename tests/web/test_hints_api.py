"""Hints and the analysis after a game over the HTTP API, in process: only for a seat's own
decision, only at tables that allow hints (shown to every seat and in the lobby), followed
by polling and stopped on request; the table option is stored, old databases included."""

from __future__ import annotations

import sqlite3
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scavengers.analysis import Budget
from scavengers.server import create_app
from scavengers.server import hints as hints_module
from scavengers.storage import StoredGame, open_store

from .test_server_api import my_turn, new_game, play_to_the_end, state

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient


def client_for(url: str, iterations: int) -> TestClient:
    return TestClient(create_app(open_store(url), bot_delay=0, hint_budget=Budget(iterations), review_iterations=4))


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    with client_for(sqlite_url, 30) as test_client:
        yield test_client


def acting(client: TestClient, created: dict[str, Any]) -> str:
    """The token of the person who decides first (bots play in the background)."""
    for _ in range(500):
        for seat in created["seats"]:
            if state(client, created["id"], seat["token"])["legal_actions"]:
                token: str = seat["token"]
                return token
    raise AssertionError("no person ever had to decide")


def answered(client: TestClient, path: str, token: str) -> dict[str, Any]:
    """Poll a hint or analysis until it is no longer being worked out."""
    for _ in range(600):
        seen: dict[str, Any] = client.get(path, params={"token": token}).json()
        if seen["status"] != "thinking":
            return seen
        time.sleep(0.02)
    raise AssertionError(f"{path} never finished")


@pytest.mark.slow
def test_a_hint_lists_the_seats_legal_actions_best_first_with_their_win_chance(client: TestClient) -> None:
    game = new_game(client, ["human", "heuristic"])
    token = game["seats"][0]["token"]
    seen = my_turn(client, game["id"], token)
    assert seen["hints"] is True  # one person against bots: hints allowed, and the table says so
    path = f"/api/games/{game['id']}/hint"
    asked = client.post(path, json={"token": token})
    assert asked.status_code == 202
    assert asked.json()["status"] in {"thinking", "done"}
    done = answered(client, path, token)
    assert done["status"] == "done"
    assert done["progress"] == 1.0
    assert done["playouts"] == 30
    assert 1 <= len(done["suggestions"]) <= 3
    menu = client.post(f"/api/games/{game['id']}/menu", json={"token": token, "picked": []}).json()
    menu_labels = {e["action"]: e["label"] for e in menu["entries"] if e["action"] is not None}
    for suggestion in done["suggestions"]:
        assert suggestion["action"] in seen["legal_actions"]
        assert 0.0 <= suggestion["chance"] <= 1.0
        # In words, as the menu says the same action ("Dig with Brawler+Shovel (dig 3)"), not notation.
        assert suggestion["label"] != suggestion["action"]
        assert suggestion["label"][0].isupper()
        assert suggestion["label"] == menu_labels.get(suggestion["action"], suggestion["label"])
    assert state(client, game["id"], token)["version"] == seen["version"]  # a hint changes nothing
    # Once the game moves on, the hint was for an earlier decision.
    client.post(f"/api/games/{game['id']}/actions", json={"token": token, "action": seen["legal_actions"][0]})
    assert client.get(path, params={"token": token}).json()["status"] == "none"


def test_hints_are_off_unless_the_creator_allows_them_and_every_seat_sees_which(client: TestClient) -> None:
    friends = new_game(client, ["human", "human"])
    allowed = client.post(
        "/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 4, "hints": True}
    ).json()
    refused_by_creator = client.post(
        "/api/games", json={"players": 2, "seats": ["human", "heuristic"], "seed": 4, "hints": False}
    ).json()
    lobby = {g["id"]: g["hints"] for g in client.get("/api/games").json()}
    assert lobby == {friends["id"]: False, allowed["id"]: True, refused_by_creator["id"]: False}
    for created in (friends, refused_by_creator):
        token = acting(client, created)
        seen = my_turn(client, created["id"], token)
        assert seen["hints"] is False
        assert state(client, created["id"])["hints"] is False  # a spectator is told too
        refused = client.post(f"/api/games/{created['id']}/hint", json={"token": token})
        assert refused.status_code == 403
        assert refused.json() == {"error": "hints are off at this table: its creator did not allow them"}
    assert client.post(f"/api/games/{allowed['id']}/hint", json={"token": acting(client, allowed)}).status_code == 202


def test_a_hint_is_only_for_a_seats_own_decision(client: TestClient) -> None:
    game = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 3, "hints": True})
    created = game.json()
    deciding = acting(client, created)
    (waiting,) = [s["token"] for s in created["seats"] if s["token"] != deciding]
    path = f"/api/games/{created['id']}/hint"
    refused = client.post(path, json={"token": waiting})
    assert refused.status_code == 409
    assert "your own decision" in refused.json()["error"]
    assert client.post(path, json={"token": "not-a-seat"}).status_code == 403
    assert client.post(path, json={}).status_code == 422
    assert client.get(path).status_code == 422  # a spectator has no decision to hint at
    # The budget is the server's: a field a client hopes is read is refused, not ignored.
    hoping = client.post(path, json={"token": deciding, "iterations": 100_000})
    assert hoping.status_code == 422
    assert hoping.json() == {"error": "iterations is not a setting of this request"}


def test_a_stopped_hint_ends_at_once_with_what_it_found_so_far(sqlite_url: str) -> None:
    with client_for(sqlite_url, 1_000_000) as client:
        game = new_game(client, ["human", "heuristic"])
        token = game["seats"][0]["token"]
        my_turn(client, game["id"], token)
        path = f"/api/games/{game['id']}/hint"
        client.post(path, json={"token": token})
        time.sleep(0.2)
        assert client.delete(path, params={"token": token}).status_code == 200
        done = answered(client, path, token)
        assert done["status"] == "done"
        assert done["stopped"] is True
        assert 0 < done["playouts"] < 1_000_000


@pytest.mark.slow
def test_the_analysis_of_a_finished_game_judges_the_seats_decisions(client: TestClient) -> None:
    game = new_game(client, ["human", "random"], seed=5)
    token = game["seats"][0]["token"]
    path = f"/api/games/{game['id']}/analysis"
    early = client.post(path, json={"token": token})
    assert early.status_code == 409
    assert "once the game is over" in early.json()["error"]
    play_to_the_end(client, game["id"], token)
    assert client.post(path, json={"token": token}).status_code == 202
    done = answered(client, path, token)
    assert done["status"] == "done"
    review = done["review"]
    assert review["seat"] == 0
    assert review["iterations"] == 4
    assert review["decisions"]
    assert all(0 <= d["after"] <= d["before"] <= 1 for d in review["decisions"])
    assert client.post(path, json={"token": token}).json()["review"] == review  # made once, kept


def test_a_database_made_before_table_options_opens_and_keeps_them_from_then_on(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as old:
        old.executescript(
            "CREATE TABLE games (id TEXT PRIMARY KEY, config TEXT NOT NULL, seats TEXT NOT NULL,"
            " tokens TEXT NOT NULL, created REAL NOT NULL);"
            "INSERT INTO games VALUES ('old', '{\"players\": 2}', '[\"human\", \"human\"]', '[null, null]', 1.0);"
        )
    store = open_store(f"sqlite:///{path}")
    (kept,) = store.load_games()
    assert kept.options == {}
    store.create_game(
        StoredGame("new", {"players": 2, "seed": 2}, ["human"] * 2, [None, None], 2.0, options={"hints": True})
    )
    store.close()
    again = open_store(f"sqlite:///{path}")
    assert [g.options for g in again.load_games()] == [{}, {"hints": True}]
    again.close()


@pytest.mark.slow
def test_postgresql_keeps_a_tables_options(pg_url: str) -> None:
    store = open_store(pg_url)
    store.create_game(
        StoredGame("g", {"players": 2, "seed": 2}, ["human"] * 2, [None, None], 2.0, options={"hints": True})
    )
    store.close()
    again = open_store(pg_url)  # its schema is brought up to date again: a no-op
    loaded = again.load_game("g")
    assert loaded is not None
    assert loaded.options == {"hints": True}
    again.close()


def test_a_server_keeps_only_the_newest_finished_hints(sqlite_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # A server runs for months: the hints it has worked out are not all kept forever.
    monkeypatch.setattr(hints_module, "JOBS_KEPT", 2)
    with client_for(sqlite_url, 5) as client:
        asked = []
        for seed in (1, 2, 3):
            created = new_game(client, ["human", "heuristic"], seed=seed)  # one person: hints on
            token = acting(client, created)
            path = f"/api/games/{created['id']}/hint"
            assert client.post(path, json={"token": token}).status_code == 202
            assert answered(client, path, token)["status"] == "done"
            asked.append((path, token))
        seen = [client.get(path, params={"token": token}).json()["status"] for path, token in asked]
        assert seen == ["none", "done", "done"]  # the oldest went; asking again works it out anew
        path, token = asked[0]
        assert client.post(path, json={"token": token}).status_code == 202
        assert answered(client, path, token)["status"] == "done"
