"""The server survives its database (issue 22): a locked, full or failing SQLite file and a
PostgreSQL server that drops its connections give every waiting request a clear 503, leave
each game exactly as it was, and the games go on by themselves once the database is back."""

from __future__ import annotations

import sqlite3
import threading
import time
import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import closing, contextmanager
from typing import Any

import psycopg
import pytest

from scavengers.engine import GameConfig
from scavengers.server import create_app
from scavengers.storage import ActionRow, ChatLine, Store, StoredGame, open_store
from scavengers.storage.postgres import PostgresStore

from .test_server_api import my_turn, new_game, state

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient


def wait_for(check: Callable[[], bool], seconds: float = 20.0) -> None:
    """Until ``check()`` holds; fails after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError("it did not happen in time")
        time.sleep(0.05)


@contextmanager
def exclusive_lock(url: str) -> Iterator[None]:
    """Another process's write lock on the SQLite file (``BEGIN EXCLUSIVE``), held meanwhile."""
    with closing(sqlite3.connect(url.removeprefix("sqlite:///"), isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        yield
        other.execute("ROLLBACK")


class Failing:
    """A store whose writes fail as a full disk or a failing file system makes SQLite fail
    (``sqlite3.OperationalError``, not the store's own error) while ``broken`` is set;
    ``after_writing``: the write reaches the disk and only its answer is lost."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.shared = store.shared
        self.broken = False
        self.after_writing = False

    def _fail(self) -> None:
        if self.broken:
            raise sqlite3.OperationalError("database or disk is full")

    def _write(self, write: Callable[..., Any], *args: Any) -> Any:
        if self.after_writing and self.broken:
            write(*args)
        self._fail()
        return write(*args)

    def create_game(self, game: StoredGame) -> None:
        self._write(self.store.create_game, game)

    def append_actions(self, rows: Sequence[ActionRow]) -> list[bool]:
        stored: list[bool] = self._write(self.store.append_actions, rows)
        return stored

    def append_chat(self, game_id: str, line: ChatLine) -> int:
        number: int = self._write(self.store.append_chat, game_id, line)
        return number

    def finish(self, game_id: str) -> None:
        self._write(self.store.finish, game_id)

    def __getattr__(self, name: str) -> Any:  # the reads, claims, listen and close
        return getattr(self.store, name)


def act(client: TestClient, game_id: str, token: str, action: str) -> Any:
    return client.post(f"/api/games/{game_id}/actions", json={"token": token, "action": action})


@pytest.mark.slow
def test_a_locked_sqlite_file_is_a_503_the_game_unchanged_and_it_goes_on_once_unlocked(sqlite_url: str) -> None:
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        game = new_game(client, ["human", "heuristic"], seed=4)
        game_id, token = game["id"], game["seats"][0]["token"]
        before = my_turn(client, game_id, token)
        with exclusive_lock(sqlite_url):
            asked = time.monotonic()
            refused = act(client, game_id, token, before["legal_actions"][0])
            assert time.monotonic() - asked < 10  # answered, not left hanging
            assert refused.status_code == 503
            assert "database" in refused.json()["error"]
            assert state(client, game_id, token) == before  # not taken: it was not stored
            created = client.post("/api/games", json={"players": 2})
            assert (created.status_code, "database" in created.json()["error"]) == (503, True)
            with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
                assert socket.receive_json()["version"] == before["version"]
                socket.send_json({"type": "action", "action": before["legal_actions"][0]})
                error = socket.receive_json()
            assert (error["type"], error["status"]) == ("error", 503)
            assert state(client, game_id, token) == before
        taken = act(client, game_id, token, before["legal_actions"][0])
        assert taken.status_code == 200, taken.text
        assert taken.json()["version"] > before["version"]
        assert client.post("/api/games", json={"players": 2}).status_code == 201


@pytest.mark.slow
def test_bots_wait_out_a_locked_file_and_play_on_by_themselves(sqlite_url: str) -> None:
    app = create_app(open_store(sqlite_url), bot_delay=0.02)
    with TestClient(app) as client:
        game = new_game(client, ["heuristic", "heuristic"], seed=6)
        wait_for(lambda: state(client, game["id"])["version"] > 3)
        with exclusive_lock(sqlite_url):
            time.sleep(2.5)  # the write in flight when it was locked fails after SQLite's wait
            stuck = state(client, game["id"])["version"]
            time.sleep(1.5)
            assert state(client, game["id"])["version"] == stuck
        wait_for(lambda: state(client, game["id"])["version"] > stuck + 3)
        stored = open_store(sqlite_url).load_game(game["id"])
        assert stored is not None
        assert stored.actions[: stuck + 3] == app.state.hub.tables[game["id"]].actions[: stuck + 3]


def test_a_full_disk_refuses_every_write_clearly_and_the_server_recovers(sqlite_url: str) -> None:
    store = Failing(open_store(sqlite_url))
    with TestClient(create_app(store, bot_delay=0)) as client:
        game = new_game(client, ["human", "heuristic"], seed=4)
        game_id, token = game["id"], game["seats"][0]["token"]
        before = my_turn(client, game_id, token)
        store.broken = True
        refused = {
            "action": act(client, game_id, token, before["legal_actions"][0]),
            "chat": client.post(f"/api/games/{game_id}/chat", json={"token": token, "text": "hello"}),
            "new game": client.post("/api/games", json={"players": 2}),
        }
        assert {name: r.status_code for name, r in refused.items()} == dict.fromkeys(refused, 503)
        assert all("database" in r.json()["error"] for r in refused.values())
        assert state(client, game_id, token) == before
        store.broken = False
        assert act(client, game_id, token, before["legal_actions"][0]).status_code == 200
        assert client.post(f"/api/games/{game_id}/chat", json={"token": token, "text": "back"}).status_code == 200
        assert client.post("/api/games", json={"players": 2}).status_code == 201


@pytest.mark.slow
def test_a_write_whose_answer_was_lost_is_found_in_the_store_and_taken_once(sqlite_url: str) -> None:
    # The database stored the action but the server never heard so (a connection cut at the
    # commit): the request is refused, and the game reads the store again before going on.
    store = Failing(open_store(sqlite_url))
    app = create_app(store, bot_delay=0)
    with TestClient(app) as client:
        game = new_game(client, ["human", "human"], seed=4)
        game_id, tokens = game["id"], [s["token"] for s in game["seats"]]
        seat = next(t for t in tokens if state(client, game_id, t)["legal_actions"])
        before = state(client, game_id, seat)
        store.broken = store.after_writing = True
        assert act(client, game_id, seat, before["legal_actions"][0]).status_code == 503
        store.broken = False
        wait_for(lambda: state(client, game_id, seat)["version"] == before["version"] + 1)
        stored = open_store(sqlite_url).load_game(game_id)
        assert stored is not None
        assert stored.actions == app.state.hub.tables[game_id].actions


# -- PostgreSQL ------------------------------------------------------------------------------


def end_connections(pg_url: str, store: PostgresStore) -> int:
    """Do what a restart of the database does to one server: end its every connection."""
    with psycopg.connect(pg_url, autocommit=True) as admin:
        rows = admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = %s",
            (store.application_name,),
        ).fetchall()
    return len(rows)


def advisory_locks(pg_url: str, store: PostgresStore) -> int:
    """The claims on games' bots that one server holds."""
    with psycopg.connect(pg_url, autocommit=True) as admin:
        row = admin.execute(
            "SELECT count(*) FROM pg_locks JOIN pg_stat_activity USING (pid)"
            " WHERE locktype = 'advisory' AND application_name = %s",
            (store.application_name,),
        ).fetchone()
    assert row is not None
    return int(row[0])


def test_a_postgresql_restart_is_recovered_from_without_restarting_the_server(pg_url: str) -> None:
    store = open_store(pg_url)
    assert isinstance(store, PostgresStore)
    with TestClient(create_app(store, bot_delay=0)) as client:
        game = new_game(client, ["human", "heuristic"], seed=4)
        game_id, token = game["id"], game["seats"][0]["token"]
        before = my_turn(client, game_id, token)
        assert end_connections(pg_url, store) >= 2  # the pool's, the claims' and the listener's
        answers = []
        for _ in range(20):  # a person retrying: at most a refusal or two, never a hang
            answer = act(client, game_id, token, before["legal_actions"][0])
            answers.append(answer.status_code)
            if answer.status_code == 200:
                break
            assert answer.status_code == 503, answer.text
            time.sleep(0.5)
        assert answers[-1] == 200
        assert client.post("/api/games", json={"players": 2}).status_code == 201
        assert my_turn(client, game_id, token)["version"] > before["version"] + 1  # its bot plays on


@pytest.mark.slow
def test_a_server_cut_off_from_postgresql_catches_up_with_what_it_missed(pg_url: str) -> None:
    first_store, second_store = open_store(pg_url), open_store(pg_url)
    assert isinstance(second_store, PostgresStore)
    with (
        TestClient(create_app(first_store, bot_delay=0)) as first,
        TestClient(create_app(second_store, bot_delay=0)) as second,
    ):
        game = new_game(first, ["human", "human"], seed=4)
        game_id, tokens = game["id"], [s["token"] for s in game["seats"]]
        before = state(second, game_id)
        end_connections(pg_url, second_store)  # its listener too: the next notice is lost to it
        seat = next(t for t in tokens if state(first, game_id, t)["legal_actions"])
        assert act(first, game_id, seat, state(first, game_id, seat)["legal_actions"][0]).status_code == 200
        said = first.post(f"/api/games/{game_id}/chat", json={"token": seat, "text": "did you see that?"})
        assert said.status_code == 200
        # back, its listener reads every game again
        wait_for(lambda: state(second, game_id)["version"] == before["version"] + 1)
        wait_for(lambda: [c["text"] for c in state(second, game_id)["chat"]] == ["did you see that?"])


@pytest.mark.slow
def test_finished_postgresql_games_hand_back_their_claims(pg_url: str) -> None:
    store = open_store(pg_url)
    assert isinstance(store, PostgresStore)
    with TestClient(create_app(store, bot_delay=0.01)) as client:
        ids = [new_game(client, ["heuristic", "heuristic"], seed=seed)["id"] for seed in range(5)]
        assert advisory_locks(pg_url, store) >= 1
        wait_for(lambda: all(state(client, game_id)["over"] for game_id in ids), seconds=120)
        wait_for(lambda: advisory_locks(pg_url, store) == 0)


@pytest.mark.slow
def test_two_servers_deliver_the_same_chat_in_the_same_order(pg_url: str) -> None:
    with (
        TestClient(create_app(open_store(pg_url), bot_delay=0)) as first,
        TestClient(create_app(open_store(pg_url), bot_delay=0)) as second,
    ):
        game = new_game(first, ["human", "human"])
        game_id = game["id"]
        tokens = [s["token"] for s in game["seats"]]
        assert state(second, game_id)["id"] == game_id
        lines = 8  # within a seat's allowance (a burst of 10)

        def talk(client: TestClient, token: str, name: str) -> None:
            for i in range(lines):
                said = client.post(f"/api/games/{game_id}/chat", json={"token": token, "text": f"{name} {i}"})
                assert said.status_code == 200, said.text

        talkers = [
            threading.Thread(target=talk, args=(first, tokens[0], "first")),
            threading.Thread(target=talk, args=(second, tokens[1], "second")),
        ]
        for talker in talkers:
            talker.start()
        for talker in talkers:
            talker.join()

        def chat(client: TestClient) -> list[str]:
            return [line["text"] for line in state(client, game_id)["chat"]]

        wait_for(lambda: len(chat(first)) == len(chat(second)) == 2 * lines)
        stored = open_store(pg_url).load_game(game_id)
        assert stored is not None
        in_order = [line.text for line in stored.chat]
        assert chat(first) == chat(second) == in_order
        assert sorted(in_order) == sorted(f"{n} {i}" for n in ("first", "second") for i in range(lines))
        # each writer's lines in the order it wrote them
        for name in ("first", "second"):
            assert [t for t in in_order if t.startswith(name)] == [f"{name} {i}" for i in range(lines)]


class DownAtStart(Failing):
    """A store whose database does not answer at all (reads too) while ``broken``."""

    def load_games(self, finished: int = 0, awake_since: float = 0.0) -> list[StoredGame]:
        self._fail()
        games: list[StoredGame] = self.store.load_games(finished, awake_since)
        return games


@pytest.mark.slow
def test_a_server_started_while_its_database_is_down_serves_503s_then_its_games(sqlite_url: str) -> None:
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0.02)) as client:
        game_id = new_game(client, ["heuristic", "heuristic"], seed=6)["id"]
        wait_for(lambda: state(client, game_id)["version"] > 3)
    store = DownAtStart(open_store(sqlite_url))
    store.broken = True
    app = create_app(store, bot_delay=0.02)
    with TestClient(app) as client:  # it starts: no traceback, no exit
        created = client.post("/api/games", json={"players": 2})
        assert (created.status_code, "database" in created.json()["error"]) == (503, True)
        assert app.state.hub.tables == {}
        store.broken = False
        wait_for(lambda: game_id in app.state.hub.tables)
        loaded = app.state.hub.tables[game_id].actions[:]
        wait_for(lambda: len(app.state.hub.tables[game_id].actions) > len(loaded) + 3)  # its bots play on
        assert client.post("/api/games", json={"players": 2}).status_code == 201


def test_a_stored_game_that_no_longer_replays_is_refused_clearly_and_the_others_go_on(sqlite_url: str) -> None:
    """A game stored by a version whose rules have since been corrected may not replay: the
    server starts all the same, plays its other games on, and answers the stale one with a
    clear refusal that names none of its actions (a stored action may be a secret one)."""
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0.02)) as client:
        game_id = new_game(client, ["heuristic", "heuristic"], seed=6)["id"]
        wait_for(lambda: state(client, game_id)["version"] > 3)
    stale = StoredGame(
        id="stale-game",
        config=GameConfig(players=2, seed=1).to_dict(),
        seats=["heuristic", "heuristic"],
        token_hashes=[None, None],
        created=time.time(),
    )
    store = open_store(sqlite_url)
    store.create_game(stale)
    store.append_actions([(stale.id, 0, 0, "commit brawler refugee pills")])  # no commit in round 1
    app = create_app(store, bot_delay=0.02)
    with TestClient(app) as client:  # it starts: no traceback, no exit
        assert "stale-game" not in app.state.hub.tables
        loaded = len(state(client, game_id)["log"])
        wait_for(lambda: len(state(client, game_id)["log"]) > loaded)  # its bots play on
        for path in ("/api/games/stale-game", "/api/games/stale-game/replay?step=0"):
            refused = client.get(path)
            assert refused.status_code == 409, (path, refused.text)
            assert "earlier version of the rules" in refused.json()["error"]
            assert "brawler" not in refused.text
            assert "commit" not in refused.text
        assert client.post("/api/games", json={"players": 2}).status_code == 201
