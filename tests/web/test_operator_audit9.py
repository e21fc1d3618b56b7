"""An operator's weeks of ``scavengers serve`` (docs/serving.md, "Where games are kept" and
"What one process takes on"): memory held for finished games stays bounded, a restart rebuilds
the unfinished games and only the finished ones the lobby lists (counted in rebuilds, not
timed), an older finished game opened by several pages is one table for all of them, the
lobby's lists are bounded and public, and reading or watching writes nothing to the database."""

from __future__ import annotations

import json
import random
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from playwright.sync_api import Page

import scavengers.server.hub as hub_module
from scavengers.engine import Game, GameConfig
from scavengers.server import create_app
from scavengers.server.hub import Table, hash_token
from scavengers.server.limits import Limits
from scavengers.storage import ActionRow, ChatLine, Store, StoredGame, open_store

from .conftest import ServerProcess
from .test_server_faults import wait_for

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

TOKEN = "seat-zero-token"


def store_game(
    store: Store,
    game_id: str,
    seed: int,
    *,
    finished: bool,
    until: Callable[[Game, int], bool] | None = None,
    seats: Sequence[str] = ("human", "random"),
) -> Game:
    """A 2-player game played at random straight into ``store`` (no server, no waiting for
    bots): to its end, or until ``until(game, actions)`` holds; marked over if ``finished``."""
    config = GameConfig(players=2, seed=seed)
    game = Game.new(config)
    chooser = random.Random(seed)
    actions: list[tuple[int, str]] = []
    while not game.over and not (until is not None and until(game, len(actions))):
        seat = game.to_act[0]
        action = chooser.choice(list(game.legal_actions(seat)))
        game.apply(seat, action)
        actions.append((seat, str(action)))
    hashes = [hash_token(TOKEN) if kind == "human" and s == 0 else None for s, kind in enumerate(seats)]
    store.create_game(
        StoredGame(id=game_id, config=config.to_dict(), seats=list(seats), token_hashes=hashes, created=1000.0 + seed)
    )
    store.append_actions([(game_id, i, seat, text) for i, (seat, text) in enumerate(actions)])
    if finished:
        store.finish(game_id)
    return game


def waits_on_her(game: Game, actions: int) -> bool:
    return actions >= 12 and 0 in game.to_act


def waits_on_its_bot(game: Game, actions: int) -> bool:
    return actions >= 12 and game.to_act == (1,)


def fill(url: str, finished: int) -> list[str]:
    """``finished`` games over (the oldest first) and two mid-game: one waiting on its person
    (``waiting``), one on its bot (``bots``)."""
    store = open_store(url)
    over = [f"over{i:03d}" for i in range(finished)]
    for i, game_id in enumerate(over):
        store_game(store, game_id, i, finished=True)
    store_game(store, "waiting", 500, finished=False, until=waits_on_her)
    store_game(store, "bots", 501, finished=False, until=waits_on_its_bot)
    store.close()
    return over


class Rebuilds:
    """Counts the games the hub rebuilds from their stored actions."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.ids: list[str] = []
        made = hub_module.rebuild

        def counted(stored: StoredGame) -> Table:
            self.ids.append(stored.id)
            return made(stored)

        monkeypatch.setattr(hub_module, "rebuild", counted)


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, sqlite_url: str) -> str:
    if request.param == "sqlite":
        return sqlite_url
    url: str = request.getfixturevalue("pg_url")
    return url


@pytest.mark.slow
def test_a_restart_rebuilds_every_unfinished_game_and_only_the_finished_games_kept(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # docs/serving.md: a restarted server loads the games still being played and the N
    # finished games changed last; an older one is loaded when someone opens it. Start-up
    # work must not grow with the finished games: counted in rebuilds.
    over = fill(db_url, 9)
    rebuilds = Rebuilds(monkeypatch)
    app = create_app(open_store(db_url), bot_delay=0, limits=Limits(finished_kept=3))
    hub = app.state.hub
    with TestClient(app) as client:
        assert sorted(rebuilds.ids) == sorted(["waiting", "bots", *over[-3:]])
        listed = client.get("/api/games").json()
        assert [g["id"] for g in listed if g["over"]] == over[:-4:-1]  # the latest change first
        assert {g["id"] for g in listed if not g["over"]} == {"waiting", "bots"}
        # the game waiting on her is hers to play
        mine = client.get("/api/games/waiting", params={"token": TOKEN}).json()
        assert mine["legal_actions"]
        version = mine["version"]
        took = client.post(
            "/api/games/waiting/actions", json={"token": TOKEN, "action": mine["legal_actions"][0], "version": version}
        )
        assert took.status_code == 200, took.text
        assert took.json()["version"] > version
        if hub.store.shared:  # with PostgreSQL a restarted process claims the bots' games in rounds
            wait_for(lambda: hub.tables["bots"].claimed, seconds=10)
        # the game waiting on its bot goes on by itself (its bot moves after the restart)
        before = len(hub.tables["bots"].actions)
        wait_for(lambda: len(hub.tables["bots"].actions) > before or hub.tables["bots"].game.over)
        # the oldest finished game is not in memory, yet it opens and replays
        assert over[0] not in hub.tables
        assert client.get(f"/api/games/{over[0]}").json()["over"] is True
        replayed = client.get(f"/api/games/{over[0]}/replay", params={"step": 5})
        assert replayed.status_code == 200
        assert replayed.json()["step"] == 5


def test_start_up_work_does_not_grow_with_the_finished_games(sqlite_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    fill(sqlite_url, 4)
    rebuilds = Rebuilds(monkeypatch)
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0, limits=Limits(finished_kept=2))):
        few = len(rebuilds.ids)
    store = open_store(sqlite_url)
    for i in range(4, 16):
        store_game(store, f"more{i:03d}", i, finished=True)
    store.close()
    rebuilds.ids.clear()
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0, limits=Limits(finished_kept=2))):
        many = len(rebuilds.ids)
    assert few == many == 2 + 2  # the two unfinished and the two finished kept, with 4 or 16 over


def test_an_older_finished_game_opened_by_two_pages_is_one_table_and_they_share_its_chat(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # docs/serving.md: finished games beyond those kept "go first" only when nobody watches
    # them. Opening an old one used to drop it again at once (it changed longest ago): each
    # page watched its own copy, a spectator's chat line never reached the other page, and
    # every request rebuilt the game from its actions.
    over = fill(sqlite_url, 5)
    oldest = over[0]
    rebuilds = Rebuilds(monkeypatch)
    app = create_app(open_store(sqlite_url), bot_delay=0, limits=Limits(finished_kept=2))
    hub = app.state.hub
    with TestClient(app) as client:
        with (
            client.websocket_connect(f"/ws/games/{oldest}") as one,
            client.websocket_connect(f"/ws/games/{oldest}") as two,
        ):
            assert one.receive_json()["type"] == "state"
            assert two.receive_json()["type"] == "state"
            assert oldest in hub.tables
            assert len(hub.tables[oldest].watchers) == 2  # both pages follow the one table
            rebuilds.ids.clear()
            assert client.get(f"/api/games/{oldest}").json()["over"] is True
            assert rebuilds.ids == []  # a request while it is watched rebuilds nothing
            one.send_json({"type": "chat", "text": "good game"})
            assert [line["text"] for line in one.receive_json()["chat"]] == ["good game"]
            assert [line["text"] for line in two.receive_json()["chat"]] == ["good game"]
        # nobody watches it now; its chat line made it the game changed last: it stays, and
        # the finished games held are those kept and the one opened last, however many open
        for game_id in over[1:3]:
            assert client.get(f"/api/games/{game_id}").json()["over"] is True
        finished_held = {t.id for t in hub.tables.values() if t.game.over}
        assert oldest in finished_held
        assert len(finished_held) == 2 + 1


@pytest.mark.slow
def test_memory_held_for_finished_games_stays_bounded_as_games_are_played(sqlite_url: str) -> None:
    # Bot games played through the API, each to its end: the finished ones held in memory stay
    # at most the kept number however many are played (docs/serving.md).
    app = create_app(open_store(sqlite_url), bot_delay=0, bot_workers=0, limits=Limits(finished_kept=2, bot_games=8))
    hub = app.state.hub
    with TestClient(app) as client:
        made = []
        for seed in range(7):
            answer = client.post("/api/games", json={"players": 2, "seats": ["random", "random"], "seed": seed})
            assert answer.status_code == 201, answer.text
            made.append(answer.json()["id"])
        wait_for(lambda: all(hub.store.load_game(g).finished for g in made), seconds=60)
        wait_for(lambda: len(hub.tables) <= 2)
        assert set(hub.tables) <= set(made)
        # every one of them is still there to open, from the database
        assert all(client.get(f"/api/games/{g}").json()["over"] for g in made)


class Writes:
    """A store that counts what is written to it."""

    WRITES = ("create_game", "append_actions", "append_chat", "finish", "seat_people")

    def __init__(self, store: Store) -> None:
        self.store = store
        self.shared = store.shared
        self.calls: list[str] = []
        self.rows = 0

    def append_actions(self, rows: Sequence[ActionRow]) -> list[bool]:
        self.calls.append("append_actions")
        self.rows += len(rows)
        return self.store.append_actions(rows)

    def append_chat(self, game_id: str, line: ChatLine) -> int:
        self.calls.append("append_chat")
        return self.store.append_chat(game_id, line)

    def __getattr__(self, name: str) -> Any:
        if name in self.WRITES:
            self.calls.append(name)
        return getattr(self.store, name)


def test_watching_reading_and_refused_messages_write_nothing_and_an_action_writes_one_row(sqlite_url: str) -> None:
    store = Writes(open_store(sqlite_url))
    with TestClient(create_app(store, bot_delay=0)) as client:
        made = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 4}).json()
        game_id = made["id"]
        tokens = [seat["token"] for seat in made["seats"]]
        store.calls.clear()
        # spectators and seats watching and reading: nothing written
        with (
            client.websocket_connect(f"/ws/games/{game_id}") as spectator,
            client.websocket_connect(f"/ws/games/{game_id}?token={tokens[0]}") as seat,
        ):
            spectator.receive_json()
            seat.receive_json()
            for _ in range(3):
                client.get(f"/api/games/{game_id}")
                client.get(f"/api/games/{game_id}", params={"token": tokens[1]})
                client.get("/api/games")
                client.get("/api/lobby/tables")
            seat.send_json({"type": "action", "action": "dig nothing-such"})  # refused
            assert seat.receive_json()["type"] == "error"
            seat.send_text("{not json")
            assert seat.receive_json()["type"] == "error"
            assert store.calls == []
            # one action: one row, one write
            token, legal = next(
                (t, s["legal_actions"])
                for t in tokens
                if (s := client.get(f"/api/games/{game_id}", params={"token": t}).json())["legal_actions"]
            )
            answer = client.post(f"/api/games/{game_id}/actions", json={"token": token, "action": legal[0]})
            assert answer.status_code == 200, answer.text
            assert store.calls == ["append_actions"]
            assert store.rows == 1


def test_the_lobby_lists_are_bounded_newest_first_and_tell_no_secret(sqlite_url: str) -> None:
    app = create_app(open_store(sqlite_url), bot_delay=0)
    with TestClient(app) as client:
        made = []
        for seed in range(4):
            game = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": seed}).json()
            tokens = [seat["token"] for seat in game["seats"]]
            opened = client.post(
                f"/api/lobby/tables/{game['id']}/open",
                json={"token": tokens[0], "name": "Ann", "seats": {"1": tokens[1]}},
            )
            assert opened.status_code == 200, opened.text
            made.append((game["id"], tokens))
        newest = [game_id for game_id, _ in reversed(made)]
        listed = client.get("/api/games", params={"limit": 2}).json()
        assert [g["id"] for g in listed] == newest[:2]
        tables = client.get("/api/lobby/tables", params={"limit": 2})
        assert [t["id"] for t in tables.json()] == newest[:2]
        assert [t["id"] for t in client.get("/api/lobby/tables").json()] == newest
        for path in ("/api/games", "/api/lobby/tables"):
            for bad in ("0", "1001", "many"):
                refused = client.get(path, params={"limit": bad})
                assert refused.status_code == 422
                assert "limit" in refused.json()["error"]
        # public facts only: no token, no card of anyone's hand or deck
        text = client.get("/api/games").text + client.get("/api/lobby/tables").text
        for _, tokens in made:
            assert all(token not in text and hash_token(token) not in text for token in tokens)
        assert '"hand"' not in text
        assert '"deck"' not in text
        assert set(listed[0]) == {
            "id",
            "players",
            "seats",
            "names",
            "modules",
            "hints",
            "seeded",
            "round",
            "over",
            "to_act",
            "waiting_for",
            "winners",
            "created",
            "updated",
            "moves",
        }


@pytest.mark.slow
def test_the_lobby_list_gives_the_games_asked_for_by_id_however_many_changed_since(sqlite_url: str) -> None:
    # docs/playing.md: "Your games: the games this browser holds a seat of". The list of every
    # game gives the 100 changed last; a browser's own games are asked for by id, so that on a
    # busy server a game waiting for her move does not drop out of "Your games".
    app = create_app(open_store(sqlite_url), bot_delay=0, games_per_minute=1000)
    with TestClient(app) as client:
        made = [
            client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": seed}).json()["id"]
            for seed in range(4)
        ]
        assert made[0] not in {g["id"] for g in client.get("/api/games", params={"limit": 3}).json()}
        asked = client.get("/api/games", params=[("id", made[0]), ("id", made[2]), ("id", "nosuchgame")])
        assert asked.status_code == 200
        assert [g["id"] for g in asked.json()] == [made[2], made[0]]  # the latest change first
        too_many = client.get("/api/games", params=[("id", f"g{i}") for i in range(101)])
        assert too_many.status_code == 422
        assert "id" in too_many.json()["error"]


@pytest.mark.slow
def test_your_games_in_the_lobby_keeps_a_game_older_than_the_latest_hundred(page: Page, sqlite_url: str) -> None:
    server = ServerProcess(sqlite_url, options=("--games-per-minute", "1000")).start()
    try:
        two = {"players": 2, "seats": ["human", "human"], "seed": 1}
        hers = httpx.post(f"{server.url}/api/games", json=two).json()
        with httpx.Client(base_url=server.url) as http:
            for _ in range(100):
                assert http.post("/api/games", json=two).status_code == 201
        listed = httpx.get(f"{server.url}/api/games").json()
        assert hers["id"] not in {g["id"] for g in listed}  # out of the latest 100
        held = {hers["id"]: {"0": hers["seats"][0]["token"]}}
        page.add_init_script(f"localStorage.setItem('scavengers.tokens', {json.dumps(json.dumps(held))})")
        page.goto(server.url)
        row = page.locator("#my-games tr", has=page.locator(f'a[href^="/game/{hers["id"]}#"]'))
        row.wait_for(timeout=30_000)
        assert row.count() == 1
    finally:
        server.stop()


def advisory_locks(pg_url: str, pid: int) -> int:
    with psycopg.connect(pg_url, autocommit=True) as db:
        row = db.execute(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid = %s", (pid,)
        ).fetchone()
    assert row is not None
    return int(row[0])


@pytest.mark.slow
def test_with_postgresql_a_game_waiting_on_its_people_hands_its_claim_back_and_takes_it_again(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # docs/serving.md: each claim takes a slot of PostgreSQL's shared lock table, which once
    # full refuses every connection ("out of shared memory"); a game whose people never came
    # back held its claim for ever. Now a game waiting on people alone hands it back after
    # CLAIM_IDLE seconds, and a person's move that hands the turn to a bot takes it again.
    monkeypatch.setattr(hub_module, "CLAIM_IDLE", 0.0)
    monkeypatch.setattr(hub_module, "CLAIM_EVERY", 0.05)
    app = create_app(open_store(pg_url), bot_delay=0)
    hub = app.state.hub
    with TestClient(app) as client:
        made = [
            client.post("/api/games", json={"players": 2, "seats": ["human", "heuristic"], "seed": seed}).json()
            for seed in range(3)
        ]
        pid = hub.store._claimer.info.backend_pid
        wait_for(lambda: advisory_locks(pg_url, pid) == 0)  # all three wait on their people
        game = made[0]
        token = game["seats"][0]["token"]
        before = client.get(f"/api/games/{game['id']}", params={"token": token}).json()
        while before["view"]["to_act"] == [0]:
            # The person moves until the bot's turn comes: its claim is taken again, it plays.
            action = before["legal_actions"][-1]
            sent = client.post(f"/api/games/{game['id']}/actions", json={"token": token, "action": action})
            assert sent.status_code == 200, sent.text
            before = client.get(f"/api/games/{game['id']}", params={"token": token}).json()
        moved = before["version"]
        wait_for(lambda: client.get(f"/api/games/{game['id']}").json()["version"] > moved)
    serving = " ".join((Path(__file__).parents[2] / "docs" / "serving.md").read_text(encoding="utf-8").split())
    assert "max_locks_per_transaction" in serving
    assert "out of shared memory" in serving
    assert "waited on its people alone for a minute" in serving


@pytest.mark.slow
def test_with_postgresql_each_game_being_played_holds_a_lock_slot(pg_url: str) -> None:
    # A claim is a session advisory lock held while its game is played (docs/serving.md).
    app = create_app(open_store(pg_url), bot_delay=0)
    hub = app.state.hub
    with TestClient(app) as client:
        for seed in range(3):  # people who never come back: their games wait for them
            made = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": seed})
            assert made.status_code == 201
        pid = hub.store._claimer.info.backend_pid
        with psycopg.connect(pg_url, autocommit=True) as db:
            row = db.execute(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid = %s", (pid,)
            ).fetchone()
    assert row is not None
    assert row[0] == 3
