"""How fast the learning environment could step if parts of its work were free: the upper
bounds of keeping a View up to date between decisions instead of building it anew (docs/rl.md,
"Speed").

The bench's own loops (``rl_steps``: the PettingZoo environment with random allowed words,
masks and observations; the engine's ``legal_actions`` + ``apply``) over the same seeded
games, with the environment run four ways, taking turns in one process:

- ``as is``;
- ``seats reused``: every seat's public side (its SeatView and its part of the observation)
  made once, the first time, and reused, as if a View kept up to date found every seat unchanged;
- ``view reused``: the whole View made once per seat;
- ``view and observation reused``: the observation too.

The reused variants give wrong observations, but the same games: the words a random agent
chooses depend only on the masks, which come from the legal actions. Medians of ``--repeats``
runs, by process time. With the compiled build on ``PYTHONPATH`` it measures that build: there
the view's parts and the observation are native functions, called directly by native code, and
cannot be replaced, so only the whole view is (``Game.view`` stays Python)::

    python tools/measure_rl_bounds.py --games 20 --repeats 3
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from scavengers._build import engine_compiled
from scavengers.engine import game as game_module
from scavengers.engine.core import view as view_module
from scavengers.rl import driver as driver_module
from scavengers.rl import observation as observation_module
from scavengers.sim.bench import _engine_decisions, _seeds, rl_steps

WAYS = ("as is", "seats reused", "view reused", "view and observation reused")


def _first_per_key(make: Callable[..., Any], key: Callable[..., object]) -> Callable[..., Any]:
    """``make``, but each ``key`` of its arguments made once (the first call's result reused)."""
    made: dict[object, Any] = {}

    def reused(*args: Any) -> Any:
        k = key(*args)
        if k not in made:
            made[k] = make(*args)
        return made[k]

    return reused


REPLACED: dict[str, tuple[tuple[object, str, Callable[..., object]], ...]] = {
    "as is": (),
    "seats reused": (
        (view_module, "_seat_view", lambda _state, index, *_: index),
        (observation_module, "_seat", lambda _view, _seat_view, slot, _extra: slot),
    ),
    "view reused": ((game_module.Game, "view", lambda _game, seat: seat),),
    "view and observation reused": (
        (game_module.Game, "view", lambda _game, seat: seat),
        (driver_module, "observe", lambda view, *_: view.seat),
    ),
}
"""For each way: the functions made once per key, and the key of their arguments."""


@contextmanager
def replaced(way: str) -> Iterator[None]:
    """The environment's work made free as ``way`` says, for the duration."""
    saved = [(owner, name, getattr(owner, name)) for owner, name, _ in REPLACED[way]]
    try:
        for owner, name, key in REPLACED[way]:
            setattr(owner, name, _first_per_key(getattr(owner, name), key))
        yield
    finally:
        for owner, name, original in saved:
            setattr(owner, name, original)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20, help="seeded games per run (default 20)")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each loop, median kept (default 3)")
    parser.add_argument("--players", default="4,5", help="table sizes, comma-separated (default 4,5)")
    args = parser.parse_args()
    seeds = _seeds(0, args.games)
    compiled = engine_compiled()
    ways = [w for w in WAYS if not compiled or w in ("as is", "view reused")]
    print(f"{'compiled' if compiled else 'pure Python'}, {args.games} games, medians of {args.repeats} runs")
    print("| players | environment | steps/s | engine decisions/s | ratio |")
    print("|---|---|---|---|---|")
    for players in (int(p) for p in args.players.split(",")):
        rl_steps(seeds[:2], players, frozenset())  # the first games fill the caches
        rates: dict[str, list[float]] = {way: [] for way in ways}
        engine: list[float] = []
        for _ in range(args.repeats):
            for way in ways:
                with replaced(way):
                    spent, steps = rl_steps(seeds, players, frozenset())
                rates[way].append(steps / spent)
            spent, decisions = _engine_decisions(seeds, players, frozenset())
            engine.append(decisions / spent)
        decided = statistics.median(engine)
        for way in ways:
            rate = statistics.median(rates[way])
            print(f"| {players} | {way} | {rate:,.0f} | {decided:,.0f} | {rate / decided:.2f} |")


if __name__ == "__main__":
    main()
