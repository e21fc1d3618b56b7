"""Replays of finished games, rebuilt off the event loop and kept, so that a crowd of replay
requests slows only the replays, never the games being played."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from scavengers.engine import Game
from scavengers.server.serialize import view_json

if TYPE_CHECKING:
    from scavengers.server.hub import Table

KEPT = 512
"""Replay answers kept (a finished game never changes: an answer stays right)."""


class Replays:
    """One worker thread rebuilds replays, one at a time, each from the last position rebuilt
    of its game when that is earlier (stepping forward costs one action a step); at most
    ``waiting_limit`` requests wait for it, and the last :data:`KEPT` answers are kept."""

    def __init__(self, waiting_limit: int) -> None:
        self.waiting_limit = waiting_limit
        self.waiting = 0
        """Requests waiting for the worker now."""
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scavengers-replay")
        self._kept: OrderedDict[tuple[str, int | None, int], dict[str, Any]] = OrderedDict()

    async def answer(self, table: Table, seat: int | None, step: int) -> dict[str, Any]:
        """``table``'s game after ``step`` actions as ``seat`` saw it; :class:`RefusedError`
        (429) when too many requests wait already."""
        from scavengers.server.hub import RefusedError

        key = (table.id, seat, step)
        known = self._kept.get(key)
        if known is not None:
            self._kept.move_to_end(key)
            return known
        if self.waiting >= self.waiting_limit:
            raise RefusedError(429, "too many replays are being prepared; try again in a moment")
        self.waiting += 1
        try:
            made: dict[str, Any] = await asyncio.get_running_loop().run_in_executor(
                self.worker, _rebuild, table, seat, step
            )
        finally:
            self.waiting -= 1
        self._kept[key] = made
        while len(self._kept) > KEPT:
            self._kept.popitem(last=False)
        return made

    def close(self) -> None:
        self.worker.shutdown(wait=False, cancel_futures=True)


def _rebuild(table: Table, seat: int | None, step: int) -> dict[str, Any]:
    """The replay answer (on the worker)."""
    if table.replayed is not None and table.replayed[0] <= step:
        at, game = table.replayed[0], table.replayed[1].clone()
    else:
        at, game = 0, Game.new(table.game.config)
    for acting, action in table.actions[at:step]:
        game.apply(acting, action)
    table.replayed = (step, game)
    return {
        "id": table.id,
        "seat": seat,
        "step": step,
        "steps": len(table.actions),
        "view": view_json(game.view(seat)),
        "log": [table.event_json(e) for e in game.log(seat)],
        "players": [{"seat": s, "player": n, "name": table.names[s]} for s, n in enumerate(table.seats)],
    }
