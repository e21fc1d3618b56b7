"""``scavengers loadtest``: many concurrent games against a server on loopback.

A server process is started on 127.0.0.1; each game is a person's seat played by this client
over a websocket (a random legal action after a think time) against a server bot. Reported:
the games held at once and the latency from sending an action to receiving the update it
caused. Bounded: the games, the seconds and the think time are given.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

from scavengers.json_input import JSONInputError, read_json


@dataclass
class Figures:
    """What the clients measured."""

    latencies: list[float] = field(default_factory=list)
    held: int = 0
    most_held: int = 0
    finished: int = 0
    errors: list[str] = field(default_factory=list)
    messages: int = 0
    server_cpu: float | None = None
    """The servers' CPU time over the measured time (1.0: one core kept busy)."""


def _cpu_seconds(pid: int) -> float | None:
    """CPU time a process has used so far (Linux ``/proc``; ``None`` elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _start_server(port: int, db: str, bot_delay: float, bot_workers: int) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "scavengers.cli.main", "serve", "--host", "127.0.0.1", "--port", str(port)]
    command += ["--db", db, "--bot-delay", str(bot_delay), "--bot-workers", str(bot_workers)]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if server.poll() is not None:
            error = server.stderr.read().decode() if server.stderr else ""
            raise SystemExit(f"the server did not start: {error}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/setup", timeout=1).status_code == 200:
                return server
        except httpx.TransportError:
            time.sleep(0.1)  # still starting
    server.kill()
    raise SystemExit("the server did not start in 30 s")


async def _play(bases: list[str], index: int, think: float, until: float, figures: Figures) -> None:
    """Hold one game at a time until ``until``: a new one whenever the last is over. With
    several servers the game is made on one, its actions are posted there, and its updates
    are followed through the next one's websocket: every update crosses processes."""
    chooser = random.Random(index)
    base = bases[index % len(bases)]
    through = bases[(index + 1) % len(bases)]
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        while time.perf_counter() < until:
            response = await http.post("/api/games", json={"players": 2, "seats": ["human", "heuristic"]})
            if response.status_code != 201:
                figures.errors.append(f"create: {response.status_code} {response.text[:200]}")
                return
            game = response.json()
            seat = Seat(game["id"], game["seats"][0]["token"], http if through != base else None)
            url = f"{through.replace('http', 'ws')}/ws/games/{seat.game_id}?token={seat.token}"
            figures.held += 1
            figures.most_held = max(figures.most_held, figures.held)
            try:
                await _one_game(url, seat, chooser, think=think, until=until, figures=figures)
                if seat.posting:
                    await asyncio.wait(seat.posting)
            except (OSError, WebSocketException) as error:
                figures.errors.append(f"websocket: {error}")
                return
            finally:
                figures.held -= 1


@dataclass
class Seat:
    """The client's seat in one game; ``post`` set: actions go by HTTP to the game's maker."""

    game_id: str
    token: str
    post: httpx.AsyncClient | None
    posting: set[asyncio.Task[None]] = field(default_factory=set)

    async def send(self, ws: Any, action: str, figures: Figures) -> None:
        if self.post is None:
            await ws.send(json.dumps({"type": "action", "action": action}))
            return
        task = asyncio.create_task(self._post(action, figures))
        self.posting.add(task)
        task.add_done_callback(self.posting.discard)

    async def _post(self, action: str, figures: Figures) -> None:
        assert self.post is not None
        body = {"token": self.token, "action": action}
        try:
            response = await self.post.post(f"/api/games/{self.game_id}/actions", json=body)
        except httpx.HTTPError as error:
            figures.errors.append(f"action: {error!r}")
            return
        if response.status_code != 200:
            figures.errors.append(f"action: {response.status_code} {response.text[:200]}")


async def _one_game(
    url: str, seat: Seat, chooser: random.Random, *, think: float, until: float, figures: Figures
) -> None:
    sent_at: float | None = None
    sent_version = -1
    async with connect(url, max_size=2**22) as ws:
        while time.perf_counter() < until:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, until - time.perf_counter()))
            except TimeoutError:
                return
            received = time.perf_counter()
            figures.messages += 1
            try:
                message: dict[str, Any] = read_json(raw)
            except JSONInputError as error:
                figures.errors.append(f"unreadable message: {error}")
                sent_at = None
                continue
            if message["type"] == "error":
                figures.errors.append(message["message"])
                sent_at = None
                continue
            if sent_at is not None and message["version"] > sent_version:
                figures.latencies.append(received - sent_at)
                sent_at = None
            if message["over"]:
                figures.finished += 1
                return
            legal = message["legal_actions"]
            if legal and sent_at is None:
                await asyncio.sleep(think * chooser.uniform(0.5, 1.5))
                sent_version = message["version"]
                sent_at = time.perf_counter()
                await seat.send(ws, chooser.choice(legal), figures)


async def _run(
    bases: list[str], games: int, seconds: float, think: float, servers: list[subprocess.Popen[bytes]]
) -> tuple[Figures, float]:
    figures = Figures()
    ramp = min(10.0, seconds / 3)
    until = time.perf_counter() + ramp + seconds
    tasks = []
    for index in range(games):
        tasks.append(asyncio.create_task(_play(bases, index, think, until, figures)))
        await asyncio.sleep(ramp / games)  # spread the starts over the ramp
    # measure only after every game is held
    figures.latencies.clear()
    started = time.perf_counter()
    cpu_before = [_cpu_seconds(server.pid) for server in servers]
    await asyncio.gather(*tasks)
    measured = time.perf_counter() - started
    cpu_after = [_cpu_seconds(server.pid) for server in servers]
    used = [after - before for before, after in zip(cpu_before, cpu_after, strict=True) if before and after]
    figures.server_cpu = sum(used) / measured if used else None
    return figures, measured


def run_loadtest(
    games: int,
    *,
    seconds: float,
    think: float,
    bot_delay: float,
    bot_workers: int,
    db: str | None,
    servers: int,
    as_json: bool,
) -> int:
    """Start the servers, hold ``games`` games for ``seconds``, print the figures."""
    with tempfile.TemporaryDirectory() as scratch:
        url = db or f"sqlite:///{Path(scratch) / 'load.sqlite3'}"
        ports = [_free_port() for _ in range(servers)]
        processes = []
        try:
            for port in ports:
                processes.append(_start_server(port, url, bot_delay, bot_workers))
            bases = [f"http://127.0.0.1:{port}" for port in ports]
            figures, measured = asyncio.run(_run(bases, games, seconds, think, processes))
        finally:
            for server in processes:
                server.terminate()
                server.wait(timeout=10)
    latencies = sorted(figures.latencies)
    report: dict[str, Any] = {
        "games": games,
        "games_held": figures.most_held,
        "seconds": round(measured, 1),
        "actions_measured": len(latencies),
        "actions_per_second": round(len(latencies) / measured, 1) if measured else 0,
        "messages": figures.messages,
        "games_finished": figures.finished,
        "p50_ms": round(1000 * statistics.median(latencies), 1) if latencies else None,
        "p99_ms": round(1000 * latencies[int(0.99 * (len(latencies) - 1))], 1) if latencies else None,
        "max_ms": round(1000 * latencies[-1], 1) if latencies else None,
        "server_cpu_cores": round(figures.server_cpu, 2) if figures.server_cpu is not None else None,
        "errors": len(figures.errors),
        "database": "PostgreSQL" if url.startswith("postgres") else "SQLite",
        "servers": servers,
    }
    if as_json:
        print(json.dumps(report, indent=2))
    else:
        print(
            f"{report['games_held']} games held over websockets ({servers} server process(es), "
            f"{report['database']}), {report['seconds']} s: "
            f"{report['actions_measured']} actions ({report['actions_per_second']}/s), action->update latency "
            f"p50 {report['p50_ms']} ms, p99 {report['p99_ms']} ms, max {report['max_ms']} ms; "
            f"servers used {report['server_cpu_cores']} CPU cores; "
            f"{report['games_finished']} games finished, {report['errors']} errors"
        )
        for error in figures.errors[:5]:
            print(f"  error: {error}")
    return 0 if not figures.errors else 1
