"""Many games between bots, on every core, with the same results whatever the number of
worker processes: each game depends only on its own spec (its index and seed)."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

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
) -> list[GameSpec]:
    """The games of a series. The line-up rotates one seat per game, so that every bot sits
    in every seat equally often."""
    if len(bots) != players:
        raise ValueError(f"need one bot per seat: {players} players, {len(bots)} bots")
    specs = []
    for index in range(games):
        shift = index % players
        lineup = tuple(bots[(seat - shift) % players] for seat in range(players))
        specs.append(GameSpec(index, game_seed(seed, index), players, lineup, modules, variants, rules))
    return specs


def play(spec: GameSpec) -> GameRecord:
    """Play one game of a series to the end."""
    config = GameConfig(
        players=spec.players, seed=spec.seed, modules=spec.modules, variants=spec.variants, rules=spec.rules
    )
    game = Game.new(config)
    first_initiator = game.view(None).initiator
    agents = [make_agent(name, spec.seed + seat) for seat, name in enumerate(spec.bots)]
    decisions = run_game(game, agents)
    result = game.result
    assert result is not None  # run_game plays to the end
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


def run_series(
    specs: Sequence[GameSpec], workers: int | None = None, on_done: Callable[[GameRecord], None] | None = None
) -> list[GameRecord]:
    """Play every game, on ``workers`` processes (default: all cores), in order of index."""
    workers = default_workers() if workers is None else workers
    if workers < 1:
        raise ValueError("workers must be at least 1")
    records: list[GameRecord] = []
    results: Iterator[GameRecord]
    if workers == 1 or len(specs) < 2:
        results = map(play, specs)
        for record in results:
            records.append(record)
            if on_done is not None:
                on_done(record)
        return records
    chunk = max(1, min(16, len(specs) // (workers * 8)))
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        for record in pool.imap(play, specs, chunksize=chunk):
            records.append(record)
            if on_done is not None:
                on_done(record)
    return records
