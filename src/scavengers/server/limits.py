"""What one server process takes on from anonymous clients: token buckets, the per-client
allowance of new games, and the process's limits (:class:`Limits`)."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

CLIENTS_KEPT = 10_000
"""Clients whose game allowance is remembered (the longest idle are forgotten first)."""


@dataclass(frozen=True, slots=True)
class Limits:
    """What one server process takes on, so that anonymous clients cannot make it do
    unbounded work. A request over a limit is refused with 429 and a reason."""

    bot_games: int = 8
    """Games with bots in every seat played at once (each keeps the bots' threads busy)."""
    replays_waiting: int = 16
    """Replay requests waiting for the replay worker; more are refused until it catches up."""
    finished_kept: int = 200
    """Finished games kept in memory; older ones are loaded again from the store on demand."""
    asleep_after: float = 86_400.0
    """Seconds a game not over may wait on its people alone (no bot to move, no page watching
    it, no request for it) before it is put to sleep: dropped from memory and from the
    lobby's lists, and left out when a restart loads the games; the store keeps it, and it
    wakes when its page or link opens it. A day by default."""


class RateLimit:
    """A token bucket: ``rate`` per second, bursts of ``burst``."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self._level = burst
        self._at = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self._level = min(self.burst, self._level + (now - self._at) * self.rate)
        self._at = now
        if self._level < 1:
            return False
        self._level -= 1
        return True

    def give_back(self) -> None:
        """Return the token the last :meth:`allow` took (what it allowed was refused after)."""
        self._level = min(self.burst, self._level + 1)


def client_address(request: Any) -> str:
    """A request's client as the limits count it: its address as the server sees it."""
    client = request.client
    return str(client.host) if client is not None else "unknown"


class ClientLimits:
    """Each client's allowance of new games (a client: its address as the server sees it;
    behind a proxy, run uvicorn with its ``--forwarded-allow-ips``)."""

    def __init__(self, per_minute: float) -> None:
        self.per_minute = per_minute
        self._clients: dict[str, RateLimit] = {}

    def allow(self, client: str) -> bool:
        limit = self._clients.pop(client, None)
        if limit is None:
            limit = RateLimit(self.per_minute / 60, self.per_minute)
            if len(self._clients) >= CLIENTS_KEPT:
                del self._clients[next(iter(self._clients))]
        self._clients[client] = limit  # the most recent last
        return limit.allow()

    def give_back(self, client: str) -> None:
        """A game :meth:`allow` let ``client`` ask for was refused (a seat or module that does
        not exist, the most games of bots only at once): it does not count against her."""
        limit = self._clients.get(client)
        if limit is not None:
            limit.give_back()

    @property
    def wait_seconds(self) -> int:
        """Whole seconds until a client over its allowance may start a game again."""
        return max(1, math.ceil(60 / self.per_minute))
