"""Hints and the analysis after a game, on the server: each worked out on a pool of threads of
its own, one at a time per seat, followed by polling and stopped on request.

A hint is for the seat whose token asks, at its own decision, at a table whose creator allows
hints; it is worked out on a copy of the game from that seat's view only
(:func:`scavengers.analysis.hint`). The analysis is for a seat of a finished game, its own
decisions from what it could see then (:func:`scavengers.analysis.review`).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from fastapi import APIRouter, Query
from pydantic import BaseModel, ConfigDict, Field

from scavengers.analysis.hints import HINT_BUDGET, Budget, hint
from scavengers.analysis.review import REVIEW_ITERATIONS, review
from scavengers.engine import Game, GameConfig
from scavengers.server.hub import Hub, RefusedError, Table
from scavengers.tui.render import choice_label

HINT = "hint"
ANALYSIS = "analysis"
WORKERS = 2
"""Threads that work out hints and analyses (the rest wait their turn)."""
JOBS_KEPT = 1000
"""Finished hints and analyses kept to be looked at again (the oldest go first); one being
worked out is always kept."""

log = logging.getLogger("scavengers.server")


class Asking(BaseModel):
    """A seat's request, with its token: nothing else (the budget is the server's), so a
    field a client hopes is read ("iterations") is refused, not quietly ignored."""

    model_config = ConfigDict(extra="forbid")

    token: str = Field(max_length=200)


@dataclass(eq=False)
class Job:
    """One hint or analysis being worked out: for the game as it was after ``version``
    actions; its progress (0-1), then its answer or why it failed."""

    version: int
    stop: threading.Event = field(default_factory=threading.Event)
    progress: float = 0.0
    answer: dict[str, Any] | None = None
    error: str = ""

    def heard(self, share: float) -> None:
        self.progress = share

    def to_json(self) -> dict[str, Any]:
        status = "failed" if self.error else "thinking" if self.answer is None else "done"
        message: dict[str, Any] = {"status": status, "progress": round(self.progress, 3), "version": self.version}
        if self.error:
            message["error"] = self.error
        if self.answer is not None:
            message.update(self.answer)
        return message


class Desk:
    """The hints and analyses of one server process."""

    def __init__(self, hint_budget: Budget = HINT_BUDGET, review_iterations: int = REVIEW_ITERATIONS) -> None:
        self.hint_budget = hint_budget
        self.review_iterations = review_iterations
        self._pool = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="scavengers-hint")
        self._jobs: dict[tuple[str, int, str], Job] = {}

    def close(self) -> None:
        """Stop every job and the pool."""
        for job in self._jobs.values():
            job.stop.set()
        self._pool.shutdown(wait=False, cancel_futures=True)

    def _keep(self, key: tuple[str, int, str], job: Job) -> Job:
        """Keep ``job`` as ``key``'s, the newest, and forget the oldest finished ones beyond
        :data:`JOBS_KEPT` (a server runs for months)."""
        self._jobs.pop(key, None)
        self._jobs[key] = job
        if len(self._jobs) > JOBS_KEPT:
            finished = [k for k, j in self._jobs.items() if j.answer is not None or j.error]
            for old in finished[: len(self._jobs) - JOBS_KEPT]:
                del self._jobs[old]
        return job

    def ask_hint(self, table: Table, seat: int) -> Job:
        """Start a hint for ``seat``'s decision now (or give the one already asked for it)."""
        if not table.hints:
            raise RefusedError(403, "hints are off at this table: its creator did not allow them")
        game = table.game
        if game.over or seat not in game.to_act:
            raise RefusedError(409, "a hint is for your own decision, and you have none now")
        version = len(table.actions)
        key = (table.id, seat, HINT)
        job = self._jobs.get(key)
        if job is not None and job.version == version and not job.error:
            return job
        if job is not None:
            job.stop.set()
        job = self._keep(key, Job(version))
        self._pool.submit(self._hint, job, game.clone(), seat, list(table.names))
        return job

    def _hint(self, job: Job, game: Game, seat: int, names: list[str]) -> None:
        try:
            found = hint(game, seat, seed=job.version, budget=self.hint_budget, progress=job.heard, stop=job.stop)
        except Exception as error:
            log.exception("a hint failed")
            job.error = f"the hint failed: {str(error)[:200]}"
            return
        view = game.view(seat)  # the seat's own: the labels' totals are its figures
        job.answer = {
            "suggestions": [
                {
                    "action": str(s.action),
                    "label": choice_label(s.action, names, view),
                    "chance": round(s.chance, 4),
                    "playouts": s.playouts,
                }
                for s in found.suggestions
            ],
            "playouts": found.playouts,
            "stopped": found.stopped,
        }

    def ask_analysis(self, table: Table, seat: int) -> Job:
        """Start the analysis of ``seat``'s decisions in a finished game (or give the one
        already made, unless it was stopped)."""
        if not table.game.over:
            raise RefusedError(409, "the analysis is made once the game is over")
        key = (table.id, seat, ANALYSIS)
        job = self._jobs.get(key)
        if job is not None and not job.error and not (job.answer is not None and job.answer["review"]["stopped"]):
            return job
        job = self._keep(key, Job(len(table.actions)))
        self._pool.submit(self._analyse, job, table.game.config, list(table.actions), seat, table.names)
        return job

    def _analyse(
        self, job: Job, config: GameConfig, actions: list[tuple[int, str]], seat: int, names: list[str]
    ) -> None:
        try:
            found = review(
                config,
                actions,
                seat,
                iterations=self.review_iterations,
                names=names,
                progress=job.heard,
                stop=job.stop,
            )
        except Exception as error:
            log.exception("an analysis failed")
            job.error = f"the analysis failed: {str(error)[:200]}"
            return
        job.answer = {"review": found.to_json()}

    def look(self, table: Table, seat: int, kind: str) -> dict[str, Any]:
        """Where ``seat``'s hint or analysis stands (a hint for an earlier decision: none)."""
        job = self._jobs.get((table.id, seat, kind))
        if job is None or (kind == HINT and job.version != len(table.actions)):
            return {"status": "none", "progress": 0.0}
        return job.to_json()

    def stop(self, table: Table, seat: int, kind: str) -> dict[str, Any]:
        """Stop ``seat``'s hint or analysis: it ends with what it has found so far."""
        job = self._jobs.get((table.id, seat, kind))
        if job is not None:
            job.stop.set()
        return self.look(table, seat, kind)


def routes(hub: Hub, desk: Desk) -> APIRouter:
    """The hint and analysis endpoints; each needs a seat's token."""
    router = APIRouter()

    async def seat_at(game_id: str, token: str) -> tuple[Table, int]:
        table = await hub.table(game_id)
        seat = table.seat_of(token)
        if seat is None:
            raise RefusedError(403, "a seat's token is needed")
        return table, seat

    @router.post("/api/games/{game_id}/hint", status_code=202)
    async def ask_hint(game_id: str, asking: Asking) -> dict[str, Any]:
        """Ask the search bot for the best few actions for the token's seat's decision now, each
        with its estimated chance to win, from that seat's view only (at a table that allows
        hints). Follow it with GET; DELETE stops it."""
        table, seat = await seat_at(game_id, asking.token)
        desk.ask_hint(table, seat)
        return desk.look(table, seat, HINT)

    @router.post("/api/games/{game_id}/analysis", status_code=202)
    async def ask_analysis(game_id: str, asking: Asking) -> dict[str, Any]:
        """Analyse the token's seat's decisions in a finished game: the win chance before and
        after each, the costliest marked in words. Follow it with GET; DELETE stops it."""
        table, seat = await seat_at(game_id, asking.token)
        desk.ask_analysis(table, seat)
        return desk.look(table, seat, ANALYSIS)

    for kind, answer in (
        (HINT, "``suggestions`` (action, its label in words, chance, playouts), best first"),
        (ANALYSIS, "``review``: the decisions judged, the marked ones in words"),
    ):
        path = f"/api/games/{{game_id}}/{kind}"
        router.add_api_route(
            path,
            _by_token(seat_at, desk.look, kind),
            methods=["GET"],
            summary=f"Follow the {kind}",
            description=f"``status`` (none, thinking, done, failed), ``progress`` (0-1), then {answer}.",
        )
        router.add_api_route(
            path,
            _by_token(seat_at, desk.stop, kind),
            methods=["DELETE"],
            summary=f"Stop the {kind}",
            description=f"Stop the {kind}: it ends at once with what it has found so far.",
        )
    return router


Seating = Callable[[str, str], Awaitable[tuple[Table, int]]]
"""The table and seat a game id and token name, or a refusal."""


def _by_token(
    seat_at: Seating, answer: Callable[[Table, int, str], dict[str, Any]], kind: str
) -> Callable[..., Awaitable[dict[str, Any]]]:
    """An endpoint that answers the token's seat about its hint or analysis (``kind``)."""

    async def endpoint(game_id: str, token: str = Query(max_length=200)) -> dict[str, Any]:
        table, seat = await seat_at(game_id, token)
        return answer(table, seat, kind)

    return endpoint
