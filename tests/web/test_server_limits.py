"""What anonymous clients can make one server do is bounded (issue 22): new games per client,
games of bots only at once, replays waiting; finished games are loaded only on demand; and a
bot answers after the same time whether it had a choice or not."""

from __future__ import annotations

import random
import statistics
import threading
import time
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import pytest

from scavengers.engine import Action, Game, GameConfig, View
from scavengers.server import create_app
from scavengers.server.limits import Limits
from scavengers.server.serialize import view_json
from scavengers.storage import ActionRow, Store, open_store

from .test_server_api import new_game, state
from .test_server_faults import wait_for

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient


def marked_over(db: str, game_id: str) -> bool:
    """Whether the store has marked the game over."""
    store = open_store(db)
    try:
        return store.unfinished([game_id]) == []
    finally:
        store.close()


def test_a_client_may_start_only_so_many_games_a_minute(sqlite_url: str) -> None:
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0, games_per_minute=3)) as client:
        statuses = [client.post("/api/games", json={"players": 2}).status_code for _ in range(4)]
        refused = client.post("/api/games", json={"players": 2})
    assert statuses == [201, 201, 201, 429]
    assert refused.status_code == 429
    assert "too many new games" in refused.json()["error"]
    assert refused.headers["retry-after"]


def test_a_refused_new_game_does_not_count_against_the_clients_allowance(sqlite_url: str) -> None:
    """docs/serving.md: ``--games-per-minute`` counts the games a client starts. A request the
    server refuses (a seat that does not exist, the most games of bots only at once) starts
    none, so correcting a form, or asking again, never locks her out."""
    app = create_app(open_store(sqlite_url), bot_delay=0.5, games_per_minute=2, limits=Limits(bot_games=1))
    with TestClient(app) as client:
        bots = {"players": 2, "seats": ["heuristic", "heuristic"]}
        assert client.post("/api/games", json=bots).status_code == 201
        for _ in range(3):
            assert client.post("/api/games", json={"players": 2, "seats": ["human", "foo"]}).status_code == 400
            assert client.post("/api/games", json=bots).status_code == 429
        assert client.post("/api/games", json={"players": 2}).status_code == 201
        refused = client.post("/api/games", json={"players": 2})
    assert refused.status_code == 429
    assert "too many new games" in refused.json()["error"]


def test_only_so_many_games_of_bots_only_are_played_at_once(sqlite_url: str) -> None:
    app = create_app(open_store(sqlite_url), bot_delay=0.5, limits=Limits(bot_games=1))
    with TestClient(app) as client:
        bots = {"players": 2, "seats": ["heuristic", "heuristic"]}
        assert client.post("/api/games", json=bots).status_code == 201
        refused = client.post("/api/games", json=bots)
        assert refused.status_code == 429
        assert refused.json()["error"].startswith("1 game of bots only is being played here, the most at once")
        # a person's game is never held back by them
        assert client.post("/api/games", json={"players": 2, "seats": ["human", "heuristic"]}).status_code == 201


def finished_game(client: TestClient) -> str:
    game_id: str = client.post("/api/games", json={"players": 2, "seats": ["random", "random"], "seed": 3}).json()["id"]
    wait_for(lambda: state(client, game_id)["over"], seconds=60)
    return game_id


def test_replays_wait_their_turn_a_crowd_is_refused_and_answers_are_kept(sqlite_url: str) -> None:
    app = create_app(open_store(sqlite_url), bot_delay=0, limits=Limits(replays_waiting=1))
    hub = app.state.hub
    with TestClient(app) as client:
        game_id = finished_game(client)
        url = f"/api/games/{game_id}/replay"
        gate = threading.Event()
        hub.replays.worker.submit(gate.wait)  # the replay worker is busy
        answers: list[Any] = []
        waiting = threading.Thread(target=lambda: answers.append(client.get(url, params={"step": 3})))
        waiting.start()
        wait_for(lambda: hub.replays.waiting == 1)
        crowd = client.get(url, params={"step": 4})
        assert crowd.status_code == 429
        assert "replays" in crowd.json()["error"]
        gate.set()
        waiting.join()
        assert answers[0].status_code == 200
        assert answers[0].json()["step"] == 3
        gate.clear()
        hub.replays.worker.submit(gate.wait)  # busy again: a replay already made is still answered
        assert client.get(url, params={"step": 3}).json() == answers[0].json()
        gate.set()
        # stepping on from a kept position gives what a replay from the start gives
        later = client.get(url, params={"step": 9, "seat": 1}).json()
        game = Game.new(GameConfig.from_dict(open_store(sqlite_url).load_game(game_id).config))  # type: ignore[union-attr]
        for seat, action in hub.tables[game_id].actions[:9]:
            game.apply(seat, action)
        assert later["view"] == view_json(game.view(1))


@pytest.mark.slow
def test_a_restart_loads_the_games_still_played_and_the_finished_ones_kept_and_the_others_on_demand(
    sqlite_url: str,
) -> None:
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        over = finished_game(client)
        playing = new_game(client, ["human", "heuristic"])["id"]
        # its finish is marked in the background (a chore the server's stop cancels): waited for
        wait_for(lambda: marked_over(sqlite_url, over))
    app = create_app(open_store(sqlite_url), bot_delay=0)
    with TestClient(app):
        assert set(app.state.hub.tables) == {playing, over}  # the lobby lists the finished one too
    app = create_app(open_store(sqlite_url), bot_delay=0, limits=Limits(finished_kept=0))
    with TestClient(app) as client:
        assert set(app.state.hub.tables) == {playing}
        seen = state(client, over)
        assert seen["over"]
        assert client.get(f"/api/games/{over}/replay", params={"step": 2}).status_code == 200


class Ponderer:
    """A bot that thinks 40 ms whenever it has a choice, and picks at random."""

    name = "ponderer"
    observes: ClassVar[bool] = False

    def __init__(self) -> None:
        self.chooser = random.Random(1)

    def choose(self, view: View | None, legal: Sequence[Action]) -> Action:
        time.sleep(0.04)
        return self.chooser.choice(list(legal))


class Clocked:
    """A store that notes when each action was committed."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.shared = store.shared
        self.times: list[float] = []

    def append_actions(self, rows: Sequence[ActionRow]) -> list[bool]:
        stored = self.store.append_actions(rows)
        self.times += [time.monotonic()] * len(rows)
        return stored

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)


def _turn_lengths(sqlite_url: str, delay: float) -> tuple[list[float], list[float]]:
    """How long each turn of a game of two ponderers took on a server that paces bots by
    ``delay``: those where the bot had a choice (and thought), and those where it had none."""
    store = Clocked(open_store(sqlite_url))
    app = create_app(store, bot_delay=delay)
    with TestClient(app) as client:
        game_id = new_game(client, ["heuristic", "heuristic"], seed=11)["id"]
        table = app.state.hub.tables[game_id]
        table.agents = {0: Ponderer(), 1: Ponderer()}
        wait_for(lambda: len(store.times) >= 60 or table.game.over, seconds=60)
        actions = list(table.actions)
        times = list(store.times)
    game = Game.new(table.game.config)
    chose: list[bool] = []
    for seat, action in actions:
        chose.append(len(game.legal_actions(seat)) > 1)
        game.apply(seat, action)
    # from the fourth action on (the bots were swapped in meanwhile): each turn's length
    turns = [(chose[i], times[i] - times[i - 1]) for i in range(4, min(len(times), len(actions)))]
    return [t for c, t in turns if c], [t for c, t in turns if not c]


@pytest.mark.slow
def test_a_bot_answers_after_the_same_time_whether_it_had_a_choice_or_not(tmp_path: Path) -> None:
    """The 40 ms of thinking is done within the delay: both kinds of turn answer after it,
    alike. Measured in two games, each on its own database, and judged by the closer of the
    two: other work on the machine only ever slows a game (a CI run once measured one game
    slower than the bound), while thinking that showed would show in both."""
    delay = 0.12
    gaps, medians = [], []
    for attempt in range(2):
        with_choice, without = _turn_lengths(f"sqlite:///{tmp_path / f'games{attempt}.sqlite3'}", delay)
        assert len(with_choice) >= 5
        assert len(without) >= 5
        gaps.append(abs(statistics.median(with_choice) - statistics.median(without)))
        medians.append(statistics.median(with_choice))
    assert min(gaps) < 0.01
    assert delay <= min(medians) < delay + 0.03
