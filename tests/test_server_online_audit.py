"""The online-play audit's defects: the lobby after a restart, one server per SQLite file, the
load test's figures, the options' numbers, an unreadable websocket handshake, the refusals'
words, strict new-game JSON, and an unreachable PostgreSQL in one line."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import sys
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect

from scavengers.cli.main import main
from scavengers.json_input import read_json
from scavengers.server import create_app, loadtest
from scavengers.storage import StoreError, open_store

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def wait_for(check: Callable[[], bool], seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError("it did not happen in time")
        time.sleep(0.05)


def serve(db: str, port: int) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "scavengers.cli.main", "serve", "--port", str(port), "--db", db]
    return subprocess.Popen([*command, "--bot-delay", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def started(server: subprocess.Popen[bytes], port: int) -> None:
    def answers() -> bool:
        assert server.poll() is None, server.stderr.read().decode() if server.stderr else ""
        try:
            return httpx.get(f"http://127.0.0.1:{port}/api/setup", timeout=1).status_code == 200
        except httpx.TransportError:
            return False

    wait_for(answers, 30)


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as test_client:
        yield test_client


def new_game(client: TestClient, seats: list[str], **more: Any) -> dict[str, Any]:
    response = client.post("/api/games", json={"players": len(seats), "seats": seats, **more})
    assert response.status_code == 201, response.text
    answer: dict[str, Any] = response.json()
    return answer


# -- 1. the lobby after a restart ------------------------------------------------------------


@pytest.mark.slow
def test_a_restarted_server_lists_every_game_finished_too_with_its_last_change(sqlite_url: str) -> None:
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        finished = new_game(client, ["heuristic", "heuristic"], seed=3)["id"]
        wait_for(lambda: client.get(f"/api/games/{finished}").json()["over"])
        playing = new_game(client, ["human", "heuristic"], seed=4)["id"]
        time.sleep(0.05)
        client.post(f"/api/games/{playing}/chat", json={"text": "hello"})
        before = {g["id"]: g for g in client.get("/api/games").json()}
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        after = {g["id"]: g for g in client.get("/api/games").json()}
    assert list(after) == list(before) == [playing, finished]  # the latest change first
    assert after[finished]["over"]
    assert after[finished]["moves"] == before[finished]["moves"] > 20
    for game_id in (playing, finished):
        assert after[game_id]["updated"] > after[game_id]["created"]
        assert after[game_id]["updated"] == pytest.approx(before[game_id]["updated"], abs=0.5)


# -- 2. one server per SQLite file; 5. a handshake it cannot read -------------------------------


@pytest.mark.slow
def test_a_second_server_on_the_same_sqlite_file_refuses_and_a_killed_one_blocks_nothing(sqlite_url: str) -> None:
    first_port, second_port = free_port(), free_port()
    first = serve(sqlite_url, first_port)
    try:
        started(first, first_port)
        second = serve(sqlite_url, second_port)
        _, err = second.communicate(timeout=30)
        assert second.returncode == 1
        assert err.decode().count("\n") == 1
        assert f"another server (process {first.pid}) is using the SQLite database" in err.decode()
        first.send_signal(signal.SIGKILL)
        first.wait()
        first = serve(sqlite_url, first_port)  # the same command again, after a kill -9
        started(first, first_port)
    finally:
        first.kill()
        first.wait()


def handshake(port: int, target: str, *headers: str) -> bytes:
    lines = [f"GET {target} HTTP/1.1", f"Host: 127.0.0.1:{port}", "Connection: Upgrade", "Upgrade: websocket"]
    lines += ["Sec-WebSocket-Version: 13", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", *headers]
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        answer = b""
        while chunk := connection.recv(65536):  # until the server closes it
            answer += chunk
    return answer


@pytest.mark.slow
def test_a_websocket_handshake_over_8_kib_is_answered_and_closed(sqlite_url: str) -> None:
    port = free_port()
    server = serve(sqlite_url, port)
    try:
        started(server, port)
        game_id = httpx.post(f"http://127.0.0.1:{port}/api/games", json={}).json()["id"]
        long_url = handshake(port, f"/ws/games/{game_id}?token={'A' * 10000}")
        assert long_url.startswith(b"HTTP/1.1 414 ")
        assert long_url.endswith(b'{"error": "the websocket address is over 8 KiB"}')
        assert handshake(port, f"/ws/games/{game_id}", f"X-Big: {'A' * 10000}").startswith(b"HTTP/1.1 431 ")
        # a handshake it can read still opens the socket
        with connect(f"ws://127.0.0.1:{port}/ws/games/{game_id}") as watching:
            assert read_json(watching.recv(timeout=10))["type"] == "state"
    finally:
        server.kill()
        server.wait()


# -- 3. the load test's figures; 4. the options' numbers -------------------------------------------


def test_percentiles_never_put_p99_below_p50() -> None:
    assert loadtest.percentile([0.010, 0.500], 50) == 0.010
    assert loadtest.percentile([0.010, 0.500], 99) == 0.500
    assert loadtest.percentile([0.3], 99) == 0.3
    assert loadtest.percentile(sorted(range(1, 101)), 99) == 99
    assert loadtest.percentile([], 50) is None


def test_a_load_test_that_measured_nothing_fails_and_says_why(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Idle:
        pid = 0

        def terminate(self) -> None: ...
        def wait(self, timeout: float) -> None: ...

    async def nothing_measured(*_: Any, **__: Any) -> tuple[loadtest.Figures, float]:
        await asyncio.sleep(0)
        return loadtest.Figures(most_held=2), 3.0

    monkeypatch.setattr(loadtest, "_start_server", lambda *_: Idle())
    monkeypatch.setattr(loadtest, "_run", nothing_measured)
    assert main(["loadtest", "--games", "2", "--seconds", "3"]) == 1
    assert "no action was measured" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "option"),
    [
        (["serve", "--bot-delay", "inf"], "--bot-delay"),
        (["serve", "--bot-delay", "nan"], "--bot-delay"),
        (["serve", "--bot-delay", "-1"], "--bot-delay"),
        (["serve", "--hint-seconds", "inf"], "--hint-seconds"),
        (["serve", "--hint-seconds", "0"], "--hint-seconds"),
        (["loadtest", "--think", "-1"], "--think"),
        (["loadtest", "--seconds", "nan"], "--seconds"),
        (["loadtest", "--bot-delay", "inf"], "--bot-delay"),
        (["loadtest", "--fault-seconds", "inf"], "--fault-seconds"),
    ],
)
def test_every_seconds_option_takes_only_a_finite_number(
    argv: list[str], option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {option}: give a number of seconds" in err
    assert err.count("\n") == 1


# -- 6. the refusals' words ------------------------------------------------------------------------


def lobby_game(client: TestClient) -> tuple[str, str]:
    """A 4-player game whose seat 1 is listed in the lobby; its id and its creator's token."""
    game = new_game(client, ["human", "human", "heuristic", "heuristic"])
    mine, given = (seat["token"] for seat in game["seats"])
    opened = client.post(f"/api/lobby/tables/{game['id']}/open", json={"token": mine, "seats": {"1": given}})
    assert opened.status_code == 200, opened.text
    return game["id"], mine


def test_names_are_refused_in_words_with_one_limit(client: TestClient) -> None:
    game_id, mine = lobby_game(client)
    join = f"/api/lobby/tables/{game_id}/join"
    assert client.post(join, json={"seat": 1, "name": " "}).json() == {"error": "the name is empty"}
    for name in ("x" * 31, "x" * 300):
        refused = client.post(join, json={"seat": 1, "name": name})
        assert refused.status_code == 422
        assert refused.json() == {"error": f"the name is too long: {len(name)} characters, at most 30"}
    named = client.post(f"/api/lobby/tables/{game_id}/open", json={"token": mine, "name": "y" * 300})
    assert named.json() == {"error": "the name is too long: 300 characters, at most 30"}


def test_a_seat_the_game_does_not_have_is_named_as_such(client: TestClient) -> None:
    game_id, _ = lobby_game(client)
    refused = client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 4})
    assert refused.status_code == 400
    assert refused.json() == {"error": "no seat 4: seats are 0-3"}


def test_half_a_character_in_chat_is_not_called_empty(client: TestClient) -> None:
    game_id = new_game(client, ["human", "heuristic"])["id"]
    body = b'{"text": "\\ud800"}'
    refused = client.post(f"/api/games/{game_id}/chat", content=body, headers={"content-type": "application/json"})
    assert refused.status_code == 400
    assert refused.json() == {"error": "the chat line is not text: U+D800 is half of a character, not one"}


def test_too_many_new_games_says_the_wait_retry_after_gives(sqlite_url: str) -> None:
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0, games_per_minute=3)) as client:
        for _ in range(3):
            new_game(client, ["human", "heuristic"])
        refused = client.post("/api/games", json={"players": 2})
    assert refused.status_code == 429
    assert refused.headers["retry-after"] == "20"
    assert refused.json() == {"error": "too many new games from your address; wait 20 seconds"}


def test_a_forged_token_on_the_websocket_gets_an_error_with_its_status(client: TestClient) -> None:
    game_id = new_game(client, ["human", "heuristic"])["id"]
    with client.websocket_connect(f"/ws/games/{game_id}?token=forged") as socket_:
        assert socket_.receive_json() == {
            "type": "error",
            "status": 403,
            "message": "this token is not a seat of this game",
        }


# -- 7. strict new-game JSON -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "error"),
    [
        ({"players": "4"}, "players must be a whole number"),
        ({"hints": "yes"}, "hints must be true or false"),
    ],
)
def test_a_new_game_takes_numbers_and_booleans_not_text(client: TestClient, body: dict[str, Any], error: str) -> None:
    refused = client.post("/api/games", json=body)
    assert refused.status_code == 422
    assert refused.json() == {"error": error}


def test_a_seat_in_the_lobby_is_joined_by_its_number_not_text(client: TestClient) -> None:
    game_id, _ = lobby_game(client)
    refused = client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": "1"})
    assert refused.json() == {"error": "seat must be a whole number"}


def test_bots_with_options_are_refused_with_the_names_the_server_takes(client: TestClient) -> None:
    refused = client.post("/api/games", json={"players": 2, "seats": ["human", "ismcts:iters=2000"]})
    assert refused.status_code == 400
    said = refused.json()["error"]
    assert said.startswith("seats: 'ismcts:iters=2000': this server takes bot names without options; choose from")
    assert "human" in said
    assert "ismcts" in said
    assert "heuristic" in said


# -- 8. an unreachable PostgreSQL in one line --------------------------------------------------------


@pytest.mark.slow
def test_an_unreachable_postgresql_is_refused_in_one_line_with_its_cause(caplog: pytest.LogCaptureFixture) -> None:
    with pytest.raises(StoreError) as refused:
        open_store(f"postgresql://postgres@127.0.0.1:{free_port()}/nothing")
    said = str(refused.value)
    assert said.startswith("cannot open the PostgreSQL database: connection failed:")
    assert "Connection refused" in said
    assert "\n" not in said
    assert not [r for r in caplog.records if r.name == "psycopg.pool" and r.levelno >= 30]
