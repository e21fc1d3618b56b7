"""Games on a Ray cluster: a local one started for the run, or one joined by its address.

Games go out in chunks (one Ray task plays a few games, so that the task's overhead is
small beside them) and come back as each chunk finishes; the outcomes are put back in the
order of the items, so a series gives the same results as on the local pool whatever the
number of workers. A chunk whose worker dies is played again by Ray (``max_retries``), and
only the outcome of the attempt that finished is taken: no game is lost or counted twice.

Ray is the ``cluster`` extra (``pip install -e ".[cluster]"`` in the repository); every node of a cluster
that is joined must have the same version of scavengers installed.
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from scavengers.sim.tournament import Item, Outcome, tune_collector

CHUNK_MAX = 64
"""Games per task at most: enough to hide Ray's per-task cost (about a millisecond)."""
CHUNKS_PER_CPU = 8
"""Chunks per CPU of the cluster at least, so that a slow chunk does not hold the end back."""
TASK_RETRIES = 5
"""How often a chunk whose worker died is tried again."""


def _ray() -> Any:
    """The ``ray`` module, or a message saying how to install it."""
    try:
        import ray
    except ImportError:
        raise SystemExit(
            'Ray is not installed: pip install -e ".[cluster]" in the repository '
            "(or leave out --ray to use the local cores)"
        ) from None
    return ray


def _play_chunk(play_one: Callable[[Item], Outcome], items: Sequence[Item]) -> list[Outcome]:
    """One Ray task: a few games, one after the other, in a worker whose garbage collector is
    tuned for games as the local pool's are (``tournament.WORKER_GC_THRESHOLD``)."""
    tune_collector()
    return [play_one(item) for item in items]


def chunk_size(items: int, cpus: int) -> int:
    """Games per task for ``items`` games on ``cpus`` CPUs."""
    return max(1, min(CHUNK_MAX, items // max(1, cpus * CHUNKS_PER_CPU)))


@dataclass(frozen=True, slots=True)
class RayCluster:
    """A Ray cluster to play on. ``address`` ``None`` starts a local one (``cpus``: its
    size, default all cores) for the run and stops it after; an address (``ray://host:10001``
    or ``host:6379``, or ``auto``) joins a running one and leaves it running. When Ray is
    already initialised in this process (a test's session), that session is used as it is."""

    address: str | None = None
    cpus: int | None = None

    def __post_init__(self) -> None:
        ray = _ray()  # a missing Ray is said before any game starts (and any progress bar shows)
        if self.address is not None and not ray.is_initialized() and not _answers(self.address):
            _join(ray, self.address)  # nothing answers: said now, before any progress bar shows

    def map(
        self,
        play_one: Callable[[Item], Outcome],
        items: Sequence[Item],
        on_done: Callable[[Outcome], None] | None = None,
    ) -> list[Outcome]:
        ray = _ray()
        started = False
        if not ray.is_initialized():
            if self.address is None:
                # "local": a new Ray of its own, even where another runs on this machine.
                cpus = self.cpus or os.cpu_count() or 1
                ray.init(address="local", num_cpus=cpus, include_dashboard=False, **_QUIET)
            else:
                _join(ray, self.address)
            started = True
        try:
            return _run(ray, play_one, items, on_done)
        finally:
            if started:
                ray.shutdown()


_QUIET: dict[str, Any] = {"log_to_driver": False, "logging_level": logging.ERROR}
"""Ray's own start-up messages and the workers' output stay out of the command's output."""


def _join(ray: Any, address: str) -> None:
    """Connect to the running cluster at ``address``, or say why not."""
    if not _answers(address):
        # Ray would retry for minutes, deaf to Ctrl+C, before giving up.
        raise SystemExit(
            f"cannot join the Ray cluster at {address[:100]}: nothing answers there. Start it with "
            "ray start --head (see its output for the address), or leave out the address to start a local one."
        )
    try:
        ray.init(address=address, **_QUIET)
    except (ConnectionError, RuntimeError, ValueError) as error:
        reason = (str(error).splitlines() or [type(error).__name__])[0][:200].rstrip(".")
        raise SystemExit(
            f"cannot join the Ray cluster at {address[:100]}: {reason}. Is it running (ray status on its head)? "
            "A cluster with token authentication (Ray's default) is joined by address with RAY_AUTH_MODE=token "
            "and its token (ray get-auth-token on the head) in RAY_AUTH_TOKEN or ~/.ray/auth_token."
        ) from None


def _answers(address: str, timeout: float = 5.0) -> bool:
    """Whether something listens at ``host:port`` (or ``ray://host:port``); other forms
    (``auto``) are left to Ray."""
    host, _, port = address.split("://", 1)[-1].rpartition(":")
    if not host or not port.isdigit():
        return True
    try:
        socket.create_connection((host, int(port)), timeout=timeout).close()
    except OSError:
        return False
    return True


def _run(
    ray: Any,
    play_one: Callable[[Item], Outcome],
    items: Sequence[Item],
    on_done: Callable[[Outcome], None] | None,
) -> list[Outcome]:
    if not items:
        return []
    cpus = int(ray.cluster_resources().get("CPU", 1))
    size = chunk_size(len(items), cpus)
    task = ray.remote(max_retries=TASK_RETRIES, retry_exceptions=False)(_play_chunk)
    function = ray.put(play_one)
    pending = {task.remote(function, list(items[start : start + size])): start for start in range(0, len(items), size)}
    outcomes: dict[int, Outcome] = {}
    while pending:
        done, _ = ray.wait(list(pending), num_returns=1)
        for ref in done:
            start = pending.pop(ref)
            for offset, outcome in enumerate(ray.get(ref)):
                outcomes[start + offset] = outcome
                if on_done is not None:
                    on_done(outcome)
    if len(outcomes) != len(items):
        raise RuntimeError(f"the cluster returned {len(outcomes)} of {len(items)} games")
    return [outcomes[index] for index in range(len(items))]
