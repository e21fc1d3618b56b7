"""``scavengers loadtest``: many concurrent games against a server on loopback.

A server process is started on 127.0.0.1; each game is a person's seat played by this client
over a websocket (a random legal action after a think time) against a server bot. Reported:
the games held at once and the latency from sending an action to receiving the update it
caused. Bounded: the games, the seconds and the think time are given.

With a fault (``--fault``) the database is broken for a while in the middle of the run, and
every action sent meanwhile is followed to its end: stored (its update came), refused (an
error came: the client looks again and retries, as the page does), or never answered.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import os
import random
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
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
    fault: tuple[float, float] | None = None
    """When the database was broken (``perf_counter`` times), with ``--fault``."""
    outcomes: Counter[str] = field(default_factory=Counter)
    """What became of each action sent while the database was broken."""
    fault_latencies: list[float] = field(default_factory=list)
    """The latencies of the actions sent while it was broken and stored."""
    moved_after: set[int] = field(default_factory=set)
    """The clients whose games took a stored action sent after the fault ended."""

    def during(self, at: float) -> bool:
        return self.fault is not None and self.fault[0] <= at <= self.fault[1]

    def after(self, at: float) -> bool:
        return self.fault is not None and at > self.fault[1]


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
    command += ["--games-per-minute", "1000000"]  # every game comes from this one client
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
                await _one_game(url, seat, chooser, think=think, until=until, figures=figures, client=index)
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
    url: str, seat: Seat, chooser: random.Random, *, think: float, until: float, figures: Figures, client: int
) -> None:
    """Play one game's seat; an action refused (an ``error`` message) is tried again after a
    think time, as a person would."""
    sent_at: float | None = None
    sent_version = -1
    legal: list[str] = []
    async with connect(url, max_size=2**22) as ws:
        try:
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
                    if sent_at is not None and figures.during(sent_at):
                        figures.outcomes[f"refused ({message.get('status')})"] += 1
                    sent_at = None
                else:
                    if sent_at is not None and message["version"] > sent_version:
                        figures.latencies.append(received - sent_at)
                        if figures.during(sent_at):
                            figures.outcomes["stored"] += 1
                            figures.fault_latencies.append(received - sent_at)
                        elif figures.after(sent_at):
                            figures.moved_after.add(client)
                        sent_at = None
                    if message["over"]:
                        figures.finished += 1
                        return
                    legal = message["legal_actions"]
                    sent_version = message["version"]
                if legal and sent_at is None:
                    await asyncio.sleep(think * chooser.uniform(0.5, 1.5))
                    sent_at = time.perf_counter()
                    await seat.send(ws, chooser.choice(legal), figures)
        finally:
            if sent_at is not None and figures.during(sent_at):
                figures.outcomes["never answered"] += 1


def _break_database(url: str, fault: str, seconds: float, figures: Figures) -> None:
    """Break the database for a while (on a thread of this process): ``lock``: hold an
    exclusive lock on the SQLite file for ``seconds``; ``disconnect``: end every connection
    of the servers (PostgreSQL's ``pg_terminate_backend``), which they must make again."""
    started = time.perf_counter()
    if fault == "lock":
        import sqlite3

        with contextlib.closing(sqlite3.connect(url.removeprefix("sqlite:///"), isolation_level=None)) as db:
            db.execute("BEGIN EXCLUSIVE")
            time.sleep(seconds)
            db.execute("ROLLBACK")
        figures.fault = (started, time.perf_counter())
        return
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        db.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE application_name LIKE 'scavengers-%%' AND datname = current_database()"
            " AND pid <> pg_backend_pid()"
        )
    figures.fault = (started, started + 3.0)  # the actions sent until the servers have reconnected


async def _run(
    bases: list[str],
    games: int,
    seconds: float,
    think: float,
    servers: list[subprocess.Popen[bytes]],
    *,
    breaking: tuple[str, str, float] | None = None,
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
    if breaking is not None:
        url, fault, fault_seconds = breaking
        figures.fault = (started + seconds / 4, started + seconds / 4 + fault_seconds)  # until it is known

        def later() -> None:
            time.sleep(seconds / 4)
            _break_database(url, fault, fault_seconds, figures)

        threading.Thread(target=later, name="scavengers-fault", daemon=True).start()
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
    fault: str | None = None,
    fault_seconds: float = 12.0,
) -> int:
    """Start the servers, hold ``games`` games for ``seconds``, print the figures; with
    ``fault``, break the database a quarter of the way in and report the actions in flight."""
    with tempfile.TemporaryDirectory() as scratch:
        url = db or f"sqlite:///{Path(scratch) / 'load.sqlite3'}"
        ports = [_free_port() for _ in range(servers)]
        processes = []
        try:
            for port in ports:
                processes.append(_start_server(port, url, bot_delay, bot_workers))
            bases = [f"http://127.0.0.1:{port}" for port in ports]
            breaking = (url, fault, fault_seconds) if fault is not None else None
            figures, measured = asyncio.run(_run(bases, games, seconds, think, processes, breaking=breaking))
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
        "p50_ms": _ms(percentile(latencies, 50)),
        "p99_ms": _ms(percentile(latencies, 99)),
        "max_ms": round(1000 * latencies[-1], 1) if latencies else None,
        "server_cpu_cores": round(figures.server_cpu, 2) if figures.server_cpu is not None else None,
        "errors": len(figures.errors),
        "database": "PostgreSQL" if url.startswith("postgres") else "SQLite",
        "servers": servers,
    }
    if fault is not None:
        during = sorted(figures.fault_latencies)
        report["fault"] = {
            "kind": fault,
            "seconds": round(figures.fault[1] - figures.fault[0], 1) if figures.fault else None,
            "in_flight": dict(sorted(figures.outcomes.items())),
            "stored_p50_ms": _ms(percentile(during, 50)),
            "stored_max_ms": round(1000 * during[-1], 1) if during else None,
            "games_moving_after": len(figures.moved_after),
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
        if fault is not None:
            print(_fault_table(report["fault"]))
        for error in figures.errors[:5]:
            print(f"  error: {error}")
    if not latencies:
        print(
            f"scavengers: error: no action was measured: none was sent and answered in the {report['seconds']} s "
            "measured after the games started (they start over the first third of --seconds, at most 10 s); "
            "give more --seconds, or fewer --games or a shorter --think",
            file=sys.stderr,
        )
        return 1
    if fault is not None:
        # Refusals are expected while the database is broken; a request left hanging is not,
        # nor a game that never moves again.
        return 0 if not figures.outcomes["never answered"] and figures.moved_after else 1
    return 0 if not figures.errors else 1


def percentile(ordered: list[float], p: float) -> float | None:
    """The ``p``-th percentile of ``ordered`` (sorted), by nearest rank: the smallest value
    with ``p`` percent of the values at or below it, so p50 <= p99 <= max however few there
    are; ``None`` for none."""
    if not ordered:
        return None
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def _ms(value: float | None) -> float | None:
    return None if value is None else round(1000 * value, 1)


def _fault_table(fault: dict[str, Any]) -> str:
    """What became of the actions sent while the database was broken, as a small table."""
    lines = [f"fault: {fault['kind']} for {fault['seconds']} s; the actions sent meanwhile:"]
    lines += [f"  {outcome:<16} {count:>6}" for outcome, count in fault["in_flight"].items()] or ["  (none sent)"]
    lines.append(
        f"  stored ones: p50 {fault['stored_p50_ms']} ms, max {fault['stored_max_ms']} ms; "
        f"games moving again after it: {fault['games_moving_after']}"
    )
    return "\n".join(lines)
