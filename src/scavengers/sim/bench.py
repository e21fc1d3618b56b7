"""``scavengers bench``: the figures DESIGN.md budgets, measured on a fixed seeded set of
games between random bots, and the Python build they ran on.

Throughput is measured in CPU time of this process (one core), so other load on the machine
does not count against it; single calls are timed with the wall clock. Each throughput figure
is the median of ``repeats`` runs.
"""

from __future__ import annotations

import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from typing import Any

from scavengers._build import PURE_ENV, engine_compiled
from scavengers.bots import RandomAgent, run_game
from scavengers.engine import Game, GameConfig
from scavengers.engine.core.config import SEED_LIMIT

# DESIGN.md, "Performance budgets" (pure Python build).
TARGET_GAMES_PER_S = 150.0
TARGET_DECISIONS_PER_S = 40_000.0
TARGET_PLAYOUTS_PER_S = 1_500.0
TARGET_CLONE_US = 20.0
TARGET_LEGAL_ACTIONS_US = 1_000.0
# The same budgets for the compiled build (SCAVENGERS_COMPILE=1 pip install .).
COMPILED_TARGET_GAMES_PER_S = 300.0
COMPILED_TARGET_DECISIONS_PER_S = 80_000.0
COMPILED_TARGET_PLAYOUTS_PER_S = 3_000.0
COMPILED_TARGET_CLONE_US = 10.0
RL_TARGET = "rl_steps_per_s >= engine_decisions_per_s / 2"
MID_GAME_ROUND = 8
PLAYOUT_ROUND = 5
"""Playouts start at the beginning of this round and stop at its end (a search bot's cut)."""


@dataclass(frozen=True, slots=True)
class CallTiming:
    """Mean, 99th percentile and worst of one call, in microseconds, over ``calls`` calls."""

    calls: int
    mean_us: float
    p99_us: float
    max_us: float


@dataclass(frozen=True, slots=True)
class Build:
    """The Python the figures were taken on, and whether the engine was compiled."""

    implementation: str
    version: str
    compiled: bool

    def __str__(self) -> str:
        return f"{self.implementation} {self.version}, engine {'compiled' if self.compiled else 'pure Python'}"


def current_build() -> Build:
    """This interpreter, and whether the engine's modules are compiled extensions (mypyc)."""
    return Build(platform.python_implementation(), platform.python_version(), engine_compiled())


def budgets(compiled: bool) -> tuple[float, float, float, float, float]:
    """games/s, decisions/s, playouts/s, clone us and legal_actions us budgets of a build."""
    if compiled:
        return (
            COMPILED_TARGET_GAMES_PER_S,
            COMPILED_TARGET_DECISIONS_PER_S,
            COMPILED_TARGET_PLAYOUTS_PER_S,
            COMPILED_TARGET_CLONE_US,
            TARGET_LEGAL_ACTIONS_US,
        )
    return TARGET_GAMES_PER_S, TARGET_DECISIONS_PER_S, TARGET_PLAYOUTS_PER_S, TARGET_CLONE_US, TARGET_LEGAL_ACTIONS_US


@dataclass(frozen=True, slots=True)
class BenchResult:
    """Every figure ``scavengers bench`` reports."""

    build: Build
    players: int
    modules: list[str]
    games: int
    repeats: int
    games_per_s: float
    decisions_per_s: float
    engine_decisions_per_s: float
    playouts: int
    playouts_per_s: float
    legal_actions: CallTiming
    apply: CallTiming
    view: CallTiming
    clone: CallTiming
    clone_mid_game_us: float
    targets: dict[str, bool]
    rl_steps_per_s: float | None = None
    """With ``rl``: steps of the PettingZoo environment (scavengers.rl), masks and observations
    included, choosing random allowed words in the same games."""
    rl_steps_per_decision: float | None = None
    """With ``rl``: the steps a decision took in those games (a step is a word, and every word
    of an action is asked, forced ones too)."""
    rl_steps_per_engine_action: float | None = None
    """With ``rl``: the steps an engine decision took in those games, counted as
    ``engine_decisions_per_s`` counts them (every action carried out, forced ones too)."""

    @property
    def met(self) -> bool:
        """Whether every budget was met."""
        return all(self.targets.values())

    @property
    def rl_steps_per_engine_decision(self) -> float | None:
        """With ``rl``: the environment's steps/s over the engine's decisions/s (the target: at
        least ½)."""
        if self.rl_steps_per_s is None:
            return None
        return self.rl_steps_per_s / self.engine_decisions_per_s

    @property
    def rl_decisions_per_s(self) -> float | None:
        """With ``rl``: the environment's decisions (actions its agents chose) per second."""
        if self.rl_steps_per_s is None or not self.rl_steps_per_decision:
            return None
        return self.rl_steps_per_s / self.rl_steps_per_decision

    @property
    def rl_engine_decisions_per_s(self) -> float | None:
        """With ``rl``: the engine's decisions per second when played through the environment,
        counted as ``engine_decisions_per_s`` counts them (forced ones too): the one figure of
        the environment in the engine's own unit."""
        if self.rl_steps_per_s is None or not self.rl_steps_per_engine_action:
            return None
        return self.rl_steps_per_s / self.rl_steps_per_engine_action

    def to_dict(self) -> dict[str, Any]:
        derived = {
            "rl_steps_per_engine_decision": self.rl_steps_per_engine_decision,
            "rl_decisions_per_s": self.rl_decisions_per_s,
            "rl_engine_decisions_per_s": self.rl_engine_decisions_per_s,
        }
        return {**asdict(self), **derived, "build_name": str(self.build), "met": self.met}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> BenchResult:
        """The result :meth:`to_dict` describes (from a bench run in another process)."""
        derived = {
            "build_name",
            "met",
            "rl_steps_per_engine_decision",
            "rl_decisions_per_s",
            "rl_engine_decisions_per_s",
        }
        fields = {name: value for name, value in data.items() if name not in derived}
        fields["build"] = Build(**fields["build"])
        for name in ("legal_actions", "apply", "view", "clone"):
            fields[name] = CallTiming(**fields[name])
        return cls(**fields)


def _timing(samples: list[int]) -> CallTiming:
    samples.sort()
    p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
    return CallTiming(len(samples), statistics.fmean(samples) / 1000, p99 / 1000, samples[-1] / 1000)


def _seeds(seed: int, games: int) -> list[int]:
    # Read as the engine reads a seed, modulo 2**64: Python's ``random.Random`` takes an int's
    # absolute value, which made --seed -5 the game set of --seed 5.
    rng = random.Random(seed % SEED_LIMIT)
    return [rng.randrange(2**32) for _ in range(games)]


def _random_games(seeds: list[int], players: int, modules: frozenset[str]) -> tuple[float, int]:
    decisions = 0
    started = time.process_time()
    for game_seed in seeds:
        game = Game.new(GameConfig(players=players, seed=game_seed, modules=modules))
        decisions += run_game(game, [RandomAgent(game_seed * 8 + s) for s in range(players)])
    return time.process_time() - started, decisions


def _engine_decisions(seeds: list[int], players: int, modules: frozenset[str]) -> tuple[float, int]:
    decisions = 0
    started = time.process_time()
    for game_seed in seeds:
        game = Game.new(GameConfig(players=players, seed=game_seed, modules=modules))
        pick = random.Random(game_seed).random  # the harness's own choice, kept cheap
        while not game.over:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            game.apply(seat, legal[int(pick() * len(legal))])
            decisions += 1
    return time.process_time() - started, decisions


def random_walk(aec: Any, pick: Callable[[], float]) -> Iterator[Any]:
    """Drive an AEC environment as a learner does, to the end of its game: ``last()``
    (observation and mask), then an allowed word drawn with ``pick``; yields each observation
    a word was chosen from."""
    for _ in aec.agent_iter():
        observation, _, done, cut, _ = aec.last()
        if observation is None or done or cut:
            aec.step(None)
            continue
        allowed = observation["action_mask"].nonzero()[0]
        aec.step(int(allowed[int(pick() * len(allowed))]))
        yield observation


def random_words(aec: Any, pick: Callable[[], float]) -> int:
    """:func:`random_walk` to the end of its game; the words taken."""
    return sum(1 for _ in random_walk(aec, pick))


def rl_steps(seeds: list[int], players: int, modules: frozenset[str]) -> tuple[float, int]:
    """Seconds of process time and steps of the AEC environment through the seeded games,
    random allowed words (:func:`random_words`)."""
    from scavengers.rl import env  # the rl extra: imported only when asked for

    aec = env(players=players, modules=modules)
    pick = random.Random(0).random
    steps = 0
    started = time.process_time()
    for game_seed in seeds:
        aec.reset(seed=game_seed)
        steps += random_words(aec, pick)
    return time.process_time() - started, steps


def rl_step_counts(seeds: list[int], players: int, modules: frozenset[str]) -> tuple[float, float]:
    """The steps an agent's decision takes in :func:`rl_steps`'s games (the same environment
    and draws, not timed): a decision's first step is the one with no word of it chosen yet, as
    every word is asked; and the steps an engine decision takes, counted as the engine's own
    decisions/s counts them (:func:`_engine_decisions`: every action carried out, the forced
    ones the environment takes at once included, ``Game.decisions_made``)."""
    from scavengers.rl import FIELDS, env

    aec = env(players=players, modules=modules)
    raw: Any = aec.unwrapped  # its driver's game counts the engine's decisions
    pick = random.Random(0).random
    chosen = FIELDS["chosen_word_count"].offset
    steps = decisions = carried_out = 0
    for game_seed in seeds:
        aec.reset(seed=game_seed)
        for observation in random_walk(aec, pick):
            decisions += int(observation["observation"][chosen] == 0)
            steps += 1
        carried_out += raw.driver.game.decisions_made
    return steps / max(decisions, 1), steps / max(carried_out, 1)


def round_starts(seeds: list[int], players: int, modules: frozenset[str], round_number: int) -> list[Game]:
    """Games played at random up to the first decision of ``round_number`` (those that last)."""
    starts = []
    for game_seed in seeds:
        game = Game.new(GameConfig(players=players, seed=game_seed, modules=modules))
        rng = random.Random(game_seed)
        while not game.over and game.round < round_number:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            game.apply(seat, legal[rng.randrange(len(legal))])
        if not game.over:
            starts.append(game)
    return starts


def _playouts(starts: list[Game], per_start: int) -> tuple[float, int]:
    """Clone each start quietly (no events: nobody reads them) and play random actions to the
    end of its round on the fast path (forced decisions taken by the engine), as search does."""
    pick = random.Random(0).random
    count = 0
    started = time.process_time()
    for start in starts:
        for _ in range(per_start):
            game = start.clone(events=False)
            round_number = game.round
            while not game.over and game.round == round_number:
                legal = game.legal_actions(game.to_act[0])
                game.play(legal[int(pick() * len(legal))])
            count += 1
    return time.process_time() - started, count


def run_bench(
    games: int = 200,
    *,
    seed: int = 0,
    players: int = 4,
    modules: frozenset[str] = frozenset(),
    on_step: Callable[[str], None] | None = None,
    repeats: int = 3,
    rl: bool = False,
) -> BenchResult:
    """Measure the engine. ``games`` random-bot games for throughput (``repeats`` times, the
    median kept), playouts from round 5 of those games, and a quarter as many games (at least
    5) for the per-call timings; with ``rl``, the learning environment's steps/s too."""
    seeds = _seeds(seed, games)
    step = on_step or (lambda _: None)

    games_rates, decision_rates, engine_rates, playout_rates, rl_rates = [], [], [], [], []
    starts = round_starts(seeds, players, modules, PLAYOUT_ROUND)
    per_start = max(1, 1000 // max(1, len(starts)))
    playouts = 0
    for run in range(repeats):
        step(f"games with random bots (run {run + 1} of {repeats})")
        spent, decisions = _random_games(seeds, players, modules)
        games_rates.append(games / spent)
        decision_rates.append(decisions / spent)
        step(f"engine decisions (run {run + 1} of {repeats})")
        spent, decisions = _engine_decisions(seeds, players, modules)
        engine_rates.append(decisions / spent)
        step(f"playouts from round {PLAYOUT_ROUND} (run {run + 1} of {repeats})")
        if starts:
            spent, playouts = _playouts(starts, per_start)
            playout_rates.append(playouts / spent)
        if rl:
            step(f"learning environment steps (run {run + 1} of {repeats})")
            spent, steps = rl_steps(seeds, players, modules)
            rl_rates.append(steps / spent)
    games_per_s = statistics.median(games_rates)
    decisions_per_s = statistics.median(decision_rates)
    engine_decisions_per_s = statistics.median(engine_rates)
    playouts_per_s = statistics.median(playout_rates) if playout_rates else float("nan")

    step("single calls")
    timed: dict[str, list[int]] = {"legal_actions": [], "apply": [], "view": [], "clone": []}
    clock = time.perf_counter_ns
    mid_game: list[int] = []
    for game_seed in seeds[: max(5, games // 4)]:
        game = Game.new(GameConfig(players=players, seed=game_seed, modules=modules))
        rng = random.Random(game_seed)
        while not game.over:
            seat = game.to_act[0]
            t0 = clock()
            legal = game.legal_actions(seat)
            t1 = clock()
            game.view(seat)
            t2 = clock()
            game.clone()
            t3 = clock()
            game.apply(seat, legal[rng.randrange(len(legal))])
            t4 = clock()
            timed["legal_actions"].append(t1 - t0)
            timed["view"].append(t2 - t1)
            timed["clone"].append(t3 - t2)
            timed["apply"].append(t4 - t3)
            if game.round == MID_GAME_ROUND:
                mid_game.append(t3 - t2)
    clone_mid = statistics.median(mid_game) / 1000 if mid_game else float("nan")
    timings = {name: _timing(samples) for name, samples in timed.items()}
    build = current_build()
    target_games, target_decisions, target_playouts, target_clone, target_legal = budgets(build.compiled)
    rl_steps_per_s = statistics.median(rl_rates) if rl_rates else None
    per_decision, per_action = rl_step_counts(seeds, players, modules) if rl_rates else (None, None)
    # The learning environment's target: half the engine's own decisions/s.
    rl_target = {} if rl_steps_per_s is None else {RL_TARGET: rl_steps_per_s >= engine_decisions_per_s / 2}
    return BenchResult(
        build=build,
        players=players,
        modules=sorted(modules),
        games=games,
        repeats=repeats,
        games_per_s=games_per_s,
        decisions_per_s=decisions_per_s,
        engine_decisions_per_s=engine_decisions_per_s,
        playouts=playouts,
        playouts_per_s=playouts_per_s,
        legal_actions=timings["legal_actions"],
        apply=timings["apply"],
        view=timings["view"],
        clone=timings["clone"],
        clone_mid_game_us=clone_mid,
        targets={
            f"games_per_s >= {target_games:g}": games_per_s >= target_games,
            f"engine_decisions_per_s >= {target_decisions:g}": engine_decisions_per_s >= target_decisions,
            f"playouts_per_s (round {PLAYOUT_ROUND} to its end) >= {target_playouts:g}": playouts_per_s
            >= target_playouts,
            f"clone_mid_game_us <= {target_clone:g}": clone_mid <= target_clone,
            f"legal_actions p99_us <= {target_legal:g}": timings["legal_actions"].p99_us <= target_legal,
            **rl_target,
        },
        rl_steps_per_s=rl_steps_per_s,
        rl_steps_per_decision=per_decision,
        rl_steps_per_engine_action=per_action,
    )


_PURE_RUN = (
    "import json, sys\n"
    "from scavengers.json_input import read_json\n"
    "from scavengers.sim.bench import run_bench\n"
    "options = read_json(sys.argv[1])\n"
    "options['modules'] = frozenset(options['modules'])\n"
    "json.dump(run_bench(**options).to_dict(), sys.stdout)\n"
)


def run_bench_pure(
    games: int = 200,
    *,
    seed: int = 0,
    players: int = 4,
    modules: frozenset[str] = frozenset(),
    repeats: int = 3,
    rl: bool = False,
) -> BenchResult:
    """:func:`run_bench` on the pure Python engine, in a child process started with
    ``SCAVENGERS_PURE=1`` (the compiled engine, once imported, cannot be unloaded)."""
    options = {"games": games, "seed": seed, "players": players, "modules": sorted(modules), "repeats": repeats}
    options["rl"] = rl
    child = subprocess.run(
        [sys.executable, "-c", _PURE_RUN, json.dumps(options)],
        env={**os.environ, PURE_ENV: "1"},
        capture_output=True,
        text=True,
        check=False,
    )
    if child.returncode != 0:
        raise RuntimeError(f"the pure Python bench failed: {child.stderr.strip()[-2000:]}")
    # Python's own JSON from the child this run started, NaN included (a figure no game gave),
    # which read_json refuses in a file or a message.
    result = BenchResult.from_dict(json.loads(child.stdout))
    if result.build.compiled:
        raise RuntimeError(f"{PURE_ENV}=1 did not make the engine pure Python")
    return result
