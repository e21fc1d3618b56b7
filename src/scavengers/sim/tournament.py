"""Many games between bots, on every core or a Ray cluster, with the same results whatever
the backend and the number of workers: each game depends only on its own spec (its index and
seed), and results are put back in the order of the specs."""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar, overload

from scavengers.bots.agent import make_agent, run_game
from scavengers.engine import Game, GameConfig
from scavengers.engine.core.events import EventType
from scavengers.engine.core.rng import Rng


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game to play: its place in the series, its seed and who sits where."""

    index: int
    seed: int
    players: int
    bots: tuple[str, ...]
    modules: frozenset[str] = frozenset()
    variants: frozenset[str] = frozenset()
    rules: str = "2015"
    solo_added: tuple[str, ...] = ()
    """A harder solo game's added mercenaries [003:353] (``GameConfig.solo_added``)."""
    solo_families_removed: int = 0


@dataclass(frozen=True, slots=True)
class GameRecord:
    """What one game came to."""

    index: int
    seed: int
    bots: tuple[str, ...]
    winners: tuple[int, ...]
    people: tuple[int, ...]
    contested: tuple[int, ...]
    cards: tuple[int, ...]
    rounds: int
    first_initiator: int
    decisions: int
    points: tuple[int, ...] = ()
    """The solo game's score (RULINGS V-7); 0 per seat in other games."""


def game_seed(series_seed: int, index: int) -> int:
    """The seed of game ``index`` of a series: well mixed, so neighbouring series differ."""
    return Rng.from_seed(series_seed * 1_000_003 + index).next() >> 1


def schedule(
    players: int,
    bots: Sequence[str],
    games: int,
    seed: int,
    modules: frozenset[str] = frozenset(),
    *,
    variants: frozenset[str] = frozenset(),
    rules: str = "2015",
    solo_added: tuple[str, ...] = (),
    solo_families_removed: int = 0,
) -> Schedule:
    """The games of a series. The line-up rotates one seat per game, so that every bot sits
    in every seat equally often. ``solo_added`` and ``solo_families_removed``: a harder solo
    game's [003:353]."""
    if len(bots) != players:
        raise ValueError(f"need one bot per seat: {players} players, {len(bots)} bots")
    return Schedule(
        players, tuple(bots), games, seed, modules, variants, rules, tuple(solo_added), solo_families_removed
    )


@dataclass(frozen=True, slots=True)
class Schedule(Sequence[GameSpec]):
    """The games of a series (:func:`schedule`), each made when it is asked for, so that a
    series of millions of games starts at once instead of first building every one."""

    players: int
    bots: tuple[str, ...]
    games: int
    seed: int
    modules: frozenset[str] = frozenset()
    variants: frozenset[str] = frozenset()
    rules: str = "2015"
    solo_added: tuple[str, ...] = ()
    solo_families_removed: int = 0

    def __len__(self) -> int:
        return self.games

    @overload
    def __getitem__(self, index: int) -> GameSpec: ...

    @overload
    def __getitem__(self, index: slice) -> list[GameSpec]: ...

    def __getitem__(self, index: int | slice) -> GameSpec | list[GameSpec]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.games))]
        if not -self.games <= index < self.games:
            raise IndexError(f"game {index} of a series of {self.games}")
        index %= self.games
        shift = index % self.players
        lineup = tuple(self.bots[(seat - shift) % self.players] for seat in range(self.players))
        return GameSpec(
            index,
            game_seed(self.seed, index),
            self.players,
            lineup,
            self.modules,
            self.variants,
            self.rules,
            self.solo_added,
            self.solo_families_removed,
        )


def play(spec: GameSpec) -> GameRecord:
    """Play one game of a series to the end."""
    config = GameConfig(
        players=spec.players,
        seed=spec.seed,
        modules=spec.modules,
        variants=spec.variants,
        rules=spec.rules,
        solo_added=spec.solo_added,
        solo_families_removed=spec.solo_families_removed,
    )
    game = Game.new(config)
    first_initiator = game.view(None).initiator
    agents = [make_agent(name, spec.seed + seat) for seat, name in enumerate(spec.bots)]
    decisions = run_game(game, agents)
    return record_of(spec, game, first_initiator, decisions)


def record_of(spec: GameSpec, game: Game, first_initiator: int, decisions: int) -> GameRecord:
    """What the finished ``game`` of ``spec`` came to."""
    result = game.result
    if result is None:
        raise ValueError("the game is not over")
    rounds = max(e.round for e in game.log(None) if e.type is EventType.ROUND_STARTED)
    return GameRecord(
        index=spec.index,
        seed=spec.seed,
        bots=spec.bots,
        winners=result.winners,
        people=tuple(s.people for s in result.scores),
        contested=tuple(s.contested for s in result.scores),
        cards=tuple(s.cards for s in result.scores),
        rounds=rounds,
        first_initiator=first_initiator,
        decisions=decisions,
        points=tuple(s.points for s in result.scores),
    )


def default_workers() -> int:
    """All the cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every platform
        return os.cpu_count() or 1


Item = TypeVar("Item")
Outcome = TypeVar("Outcome")


class Runner(Protocol):
    """Where many games are played: :class:`LocalPool` here, or a Ray cluster
    (:class:`scavengers.sim.ray_backend.RayCluster`). ``play_one`` must be a module-level
    function (it is sent to other processes by name)."""

    def map(
        self,
        play_one: Callable[[Item], Outcome],
        items: Sequence[Item],
        on_done: Callable[[Outcome], None] | None = None,
    ) -> list[Outcome]:
        """``play_one`` of every item, in the order of ``items``; ``on_done`` is called with
        each outcome as it comes in (in any order)."""
        ...


@dataclass(frozen=True, slots=True)
class LocalPool:
    """Worker processes on this machine (default: all cores)."""

    workers: int | None = None

    def map(
        self,
        play_one: Callable[[Item], Outcome],
        items: Sequence[Item],
        on_done: Callable[[Outcome], None] | None = None,
    ) -> list[Outcome]:
        workers = default_workers() if self.workers is None else self.workers
        if workers < 1:
            raise ValueError("workers must be at least 1")
        outcomes: list[Outcome] = []
        if workers == 1 or len(items) < 2:
            for item in items:
                outcomes.append(play_one(item))
                if on_done is not None:
                    on_done(outcomes[-1])
            return outcomes
        chunk = max(1, min(16, len(items) // (workers * 8)))
        # Ctrl+C ignored while the workers start, so that they start with it ignored: an
        # ignored signal stays ignored across ``exec``, and Python keeps it so, which closes
        # the gap before :func:`start_worker` runs in them.
        with signal_handled(signal.SIGINT, signal.SIG_IGN):
            pool = multiprocessing.get_context("spawn").Pool(workers, initializer=start_worker)
        with pool:  # on leaving, even by Ctrl+C or kill in this process, the workers are stopped
            for outcome in pool.imap(play_one, items, chunksize=chunk):
                outcomes.append(outcome)
                if on_done is not None:
                    on_done(outcome)
        return outcomes


WORKER_GC_THRESHOLD = 10_000
"""The young generation's threshold of the garbage collector in a worker process (Python's
default: 700). A game makes and drops short-lived tuples and lists by the million, nearly all
freed as soon as they are dropped, so looking for cycles among them less often costs no memory
worth telling (36 MiB at the peak either way, 40 heuristic games): compiled, 4 heuristic bots
play about 7% more games a second (docs/performance.md)."""


def start_worker() -> None:
    """A worker process's start. Ctrl+C reaches every process of the terminal's group, but
    only the parent should answer it (it stops the workers and says so in one line): a
    worker left to it would print a traceback of its own, so it ignores it. The worker is ours
    alone, so its garbage collector is tuned for games (:data:`WORKER_GC_THRESHOLD`); a
    caller's own process, playing with one worker, is left as it is."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    tune_collector()


def tune_collector() -> None:
    """Set this worker's young-generation threshold to :data:`WORKER_GC_THRESHOLD`, the older
    generations' as they are: for a process that plays games and nothing else (a pool's
    worker, a Ray task's)."""
    gc.set_threshold(WORKER_GC_THRESHOLD, *gc.get_threshold()[1:])


@contextlib.contextmanager
def signal_handled(signum: signal.Signals, handler: signal.Handlers | Callable[..., object]) -> Iterator[None]:
    """Within: ``signum`` handled by ``handler``, the previous handler back after. Only in the
    main thread (the only one that may change a signal's handler); elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signum, handler)
    try:
        yield
    finally:
        signal.signal(signum, previous)


def run_series(
    specs: Sequence[GameSpec],
    workers: int | None = None,
    on_done: Callable[[GameRecord], None] | None = None,
    runner: Runner | None = None,
) -> list[GameRecord]:
    """Play every game, on ``runner`` (default: a :class:`LocalPool` of ``workers``
    processes), in order of index."""
    return (runner or LocalPool(workers)).map(play, specs, on_done)
