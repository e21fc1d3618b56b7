"""Sleeping games (docs/serving.md, "Where games are kept"): a game not over that has waited on
its people alone, no page open at it and no request for it, for ``--sleep-after`` hours leaves
memory and the lobby's lists, and a restart does not load it; opening its page or a seat's link
wakes it as it was, and its bots play on. A game a page watches, or whose bot is to move, stays
awake. Before, every game not over stayed in memory, and was rebuilt at every start, for ever."""

from __future__ import annotations

import sqlite3
import time
import warnings
from contextlib import closing
from typing import Any

import pytest

import scavengers.server.hub as hub_module
from scavengers.cli.main import main
from scavengers.server import create_app
from scavengers.server.limits import Limits
from scavengers.storage import open_store

from .test_operator_audit9 import TOKEN, Rebuilds, store_game, waits_on_her, waits_on_its_bot
from .test_server_faults import wait_for

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

NAP = 0.3
"""The test servers' ``asleep_after``, in seconds."""


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, sqlite_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    if request.param == "sqlite":
        return sqlite_url
    # With PostgreSQL a game sleeps only once its claim is handed back (after CLAIM_IDLE).
    monkeypatch.setattr(hub_module, "CLAIM_IDLE", 0.0)
    monkeypatch.setattr(hub_module, "CLAIM_EVERY", 0.05)
    url: str = request.getfixturevalue("pg_url")
    return url


def her_turn(client: TestClient, game_id: str, token: str) -> dict[str, Any]:
    """Her seat's state once the game waits on her alone (the bot has moved)."""
    state: dict[str, Any] = {}

    def waiting() -> bool:
        nonlocal state
        state = client.get(f"/api/games/{game_id}", params={"token": token}).json()
        return bool(state["legal_actions"]) and state["view"]["to_act"] == [0]

    wait_for(waiting)
    return state


def play_until_the_bot_moves(client: TestClient, game_id: str, token: str) -> None:
    """She moves until the turn is the bot's; then the bot must move by itself."""
    state = client.get(f"/api/games/{game_id}", params={"token": token}).json()
    while state["view"]["to_act"] == [0] and not state["view"]["over"]:
        action = state["legal_actions"][-1]
        sent = client.post(f"/api/games/{game_id}/actions", json={"token": token, "action": action})
        assert sent.status_code == 200, sent.text
        state = client.get(f"/api/games/{game_id}", params={"token": token}).json()
    moved = state["version"]
    wait_for(lambda: client.get(f"/api/games/{game_id}").json()["version"] > moved)


@pytest.mark.slow
def test_a_game_waiting_on_its_people_alone_sleeps_and_wakes_as_it_was_when_opened(db_url: str) -> None:
    app = create_app(open_store(db_url), bot_delay=0, limits=Limits(asleep_after=NAP))
    hub = app.state.hub
    with TestClient(app) as client:
        made = client.post("/api/games", json={"players": 2, "seats": ["human", "heuristic"], "seed": 5}).json()
        game_id, token = made["id"], made["seats"][0]["token"]
        before = her_turn(client, game_id, token)
        # Nobody asks for it now: it leaves memory and the lobby's list.
        wait_for(lambda: game_id not in hub.tables, seconds=15)
        assert game_id not in {g["id"] for g in client.get("/api/games").json()}
        # Her lobby page asks for her own games by id ("your games"): that wakes it.
        (mine,) = client.get("/api/games", params={"id": [game_id, "nosuchgame"]}).json()
        assert (mine["id"], mine["moves"]) == (game_id, before["version"])
        assert game_id in hub.tables
        wait_for(lambda: game_id not in hub.tables, seconds=15)  # asleep again
        # Her link wakes it as it was: the same version, view and choices.
        after = client.get(f"/api/games/{game_id}", params={"token": token}).json()
        assert game_id in hub.tables
        assert (after["version"], after["view"], after["legal_actions"]) == (
            before["version"],
            before["view"],
            before["legal_actions"],
        )
        assert game_id in {g["id"] for g in client.get("/api/games").json()}
        # And it plays on: her moves, then its bot's.
        play_until_the_bot_moves(client, game_id, token)


def test_an_open_table_nobody_joins_leaves_the_lobby_when_it_sleeps_and_its_link_still_opens_it(
    sqlite_url: str,
) -> None:
    app = create_app(open_store(sqlite_url), bot_delay=0, limits=Limits(asleep_after=NAP))
    hub = app.state.hub
    with TestClient(app) as client:
        made = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 2}).json()
        game_id = made["id"]
        host, guest = (seat["token"] for seat in made["seats"])
        opened = client.post(f"/api/lobby/tables/{game_id}/open", json={"token": host, "seats": {"1": guest}})
        assert opened.status_code == 200, opened.text
        assert game_id in {t["id"] for t in client.get("/api/lobby/tables").json()}
        wait_for(lambda: game_id not in hub.tables, seconds=15)
        assert game_id not in {t["id"] for t in client.get("/api/lobby/tables").json()}
        # Its page (the lobby line of the table) wakes it, its free seat still free.
        line = client.get(f"/api/lobby/tables/{game_id}")
        assert line.status_code == 200
        assert game_id in {t["id"] for t in client.get("/api/lobby/tables").json()}


@pytest.mark.slow
def test_a_game_a_page_watches_stays_awake(sqlite_url: str) -> None:
    app = create_app(open_store(sqlite_url), bot_delay=0, limits=Limits(asleep_after=NAP))
    hub = app.state.hub
    with TestClient(app) as client:
        made = client.post("/api/games", json={"players": 2, "seats": ["human", "heuristic"], "seed": 5}).json()
        game_id, token = made["id"], made["seats"][0]["token"]
        her_turn(client, game_id, token)
        with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as page:
            assert page.receive_json()["type"] == "state"
            for _ in range(3 * 8):  # three naps, looked at every eighth of one
                time.sleep(NAP / 8)
                assert game_id in hub.tables
        # The page closed: now it may sleep.
        wait_for(lambda: game_id not in hub.tables, seconds=15)


@pytest.mark.slow
def test_a_game_whose_bot_is_to_move_stays_awake(sqlite_url: str) -> None:
    # Its bot thinks for longer than the nap: the game waits on the bot, not on its people.
    app = create_app(open_store(sqlite_url), bot_delay=4 * NAP, limits=Limits(asleep_after=NAP))
    hub = app.state.hub
    with TestClient(app) as client:
        made = client.post("/api/games", json={"players": 2, "seats": ["heuristic", "heuristic"], "seed": 1}).json()
        game_id = made["id"]
        wait_for(lambda: len(hub.tables[game_id].actions) >= 3, seconds=30)
        assert game_id in hub.tables


def make_old(url: str, *game_ids: str) -> None:
    """The games last changed long ago (more than a day)."""
    with closing(sqlite3.connect(url.removeprefix("sqlite:///"))) as db, db:
        for game_id in game_ids:
            db.execute("UPDATE games SET updated = 1000.0 WHERE id = ?", (game_id,))


def test_a_restart_leaves_the_games_asleep_in_the_store_and_opening_one_wakes_it_with_its_bots(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = open_store(sqlite_url)
    store_game(store, "fresh", 500, finished=False, until=waits_on_her)
    store_game(store, "asleep", 501, finished=False, until=waits_on_her)
    store_game(store, "bots", 502, finished=False, until=waits_on_its_bot)
    store.close()
    make_old(sqlite_url, "asleep", "bots")
    rebuilds = Rebuilds(monkeypatch)
    app = create_app(open_store(sqlite_url), bot_delay=0)  # the default: a day
    hub = app.state.hub
    with TestClient(app) as client:
        assert rebuilds.ids == ["fresh"]
        assert {g["id"] for g in client.get("/api/games").json()} == {"fresh"}
        # Her link opens the game asleep; she plays, and its bot answers.
        mine = client.get("/api/games/asleep", params={"token": TOKEN}).json()
        assert mine["legal_actions"]
        assert "asleep" in hub.tables
        play_until_the_bot_moves(client, "asleep", TOKEN)
        # A game asleep on its bot's turn: opened, its bot plays on by itself.
        version = client.get("/api/games/bots").json()["version"]
        wait_for(lambda: client.get("/api/games/bots").json()["version"] > version)


def test_serve_sleep_after_takes_hours_and_refuses_anything_else(capsys: pytest.CaptureFixture[str]) -> None:
    for bad in ("0", "-1", "soon", "inf"):
        with pytest.raises(SystemExit) as stopped:
            main(["serve", "--sleep-after", bad])
        assert stopped.value.code == 2
        assert "--sleep-after: give a number of hours" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    assert "--sleep-after HOURS" in capsys.readouterr().out


@pytest.mark.slow
def test_with_postgresql_a_game_asleep_on_one_server_wakes_on_another_and_both_follow_it(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Two processes share the games: the one that made the game and another, which loads it as
    # it hears of it. Both put it to sleep; her link opens it on the other one, her move hands
    # the turn to the bot there, and the first hears of the change and loads it again.
    monkeypatch.setattr(hub_module, "CLAIM_IDLE", 0.0)
    monkeypatch.setattr(hub_module, "CLAIM_EVERY", 0.05)
    first_app = create_app(open_store(pg_url), bot_delay=0, limits=Limits(asleep_after=NAP))
    second_app = create_app(open_store(pg_url), bot_delay=0, limits=Limits(asleep_after=NAP))
    first, second = first_app.state.hub, second_app.state.hub
    with TestClient(first_app) as one, TestClient(second_app) as two:
        made = one.post("/api/games", json={"players": 2, "seats": ["human", "heuristic"], "seed": 8}).json()
        game_id, token = made["id"], made["seats"][0]["token"]
        her_turn(one, game_id, token)
        wait_for(lambda: game_id not in first.tables and game_id not in second.tables, seconds=15)
        play_until_the_bot_moves(two, game_id, token)
        # The first hears of the moves made on the other and loads the game again (awake for a
        # nap at least: looked for every twentieth of a second).
        wait_for(lambda: game_id in first.tables, seconds=15)
