"""Training the learned bot, in plain NumPy on the CPU: imitation first, then games against bots.

1. **Imitation** (behaviour cloning): a teacher bot (``heuristic`` by default) plays whole
   games; each of its decisions is said word by word as the environments ask for it, and each
   word becomes a sample (observation with the words so far, mask, the teacher's word, the
   seat's final reward). The network learns to score the teacher's word highest (masked
   cross-entropy) and to predict the reward (its value, squared error).
2. **Improvement** (policy gradient, PPO's clipped objective): the network plays games,
   drawing its words from its softmax, against the ``opponents`` (bot names, or ``self``: a
   copy of itself, whose words are learned from too). Each word's advantage is the game's
   reward minus the value predicted before the round; a share of each batch stays imitation
   (``imitation_weight``), so that a few noisy rounds cannot undo what was learned.

After every epoch and round the greedy network plays ``eval_games`` against the evaluation
bot (seats rotated, the same games each time): the learning curve. Games are played on
``workers`` processes; a checkpoint after every epoch and round lets a stopped run resume.
Same settings and seed, same weights, whatever the number of workers.

Why NumPy and not PyTorch: PyTorch's Linux wheels on PyPI pull gigabytes of CUDA libraries,
and this network (two layers of 128) is trained as fast on a CPU by NumPy's own matrix
products; the trainer needs nothing the core install does not have.
"""

from __future__ import annotations

import json
import math
import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any, ClassVar, NamedTuple

import numpy as np
import numpy.typing as npt

from scavengers.bots.agent import Agent, decide, make_agent
from scavengers.engine import Game, GameConfig
from scavengers.rl.driver import rewards
from scavengers.rl.observation import SIZE
from scavengers.rl.policy import PARAMETERS, Array, Policy, features, masked_log_softmax, spell
from scavengers.rl.words import WORDS, Phrase, action_words, seat_modulus
from scavengers.sim.tournament import game_seed

SELF = "self"
"""An opponent that is the network itself (self-play)."""
CHECKPOINT = "checkpoint.npz"
DEMONSTRATIONS = "demonstrations.npz"
CURVE_PLOT = "learning-curve.png"
POLICY = "policy.npz"
GAMES_PER_JOB = 4
"""Games a worker plays per job (the progress bar moves by jobs)."""


@dataclass(frozen=True)
class TrainSettings:
    """Everything a training run depends on (kept in its checkpoint)."""

    players: tuple[int, ...] = (2,)
    """Table sizes, taken in turn from game to game."""
    teacher: str = "heuristic"
    demo_games: int = 600
    epochs: int = 6
    opponents: tuple[str, ...] = ("heuristic", SELF)
    """Bot names (``self``: the network), one per game in turn, for every seat but the learner's."""
    rounds: int = 20
    round_games: int = 100
    evaluate_against: str = "heuristic"
    eval_games: int = 60
    hidden: int = 128
    batch: int = 512
    imitation_rate: float = 1e-3
    improvement_rate: float = 2e-4
    ppo_epochs: int = 2
    clip: float = 0.2
    entropy_weight: float = 0.003
    value_weight: float = 0.5
    imitation_weight: float = 0.5
    seed: int = 0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TrainSettings:
        known = {f.name for f in fields(cls)}
        values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k in known}
        return cls(**values)


class Samples(NamedTuple):
    """Words said in games, one row each: the observation kept sparse (its non-zero positions
    and values), the mask, the word, its log-probability when drawn (0 for a teacher's) and
    the reward the seat's game ended with."""

    positions: npt.NDArray[np.int16]
    values: npt.NDArray[np.float32]
    starts: npt.NDArray[np.int64]
    """Row ``i`` is ``positions[starts[i]:starts[i + 1]]``."""
    masks: npt.NDArray[np.bool_]
    words: npt.NDArray[np.int16]
    log_probabilities: npt.NDArray[np.float32]
    returns: npt.NDArray[np.float32]

    def __len__(self) -> int:  # rows, not the tuple's fields
        return len(self.words)

    def features(self, rows: npt.NDArray[np.int64]) -> Array:
        """The network's input for ``rows``, dense."""
        begins, ends = self.starts[rows], self.starts[rows + 1]
        lengths = ends - begins
        at = np.repeat(begins - np.cumsum(lengths) + lengths, lengths) + np.arange(lengths.sum())
        dense = np.zeros((len(rows), SIZE), np.float32)
        dense[np.repeat(np.arange(len(rows)), lengths), self.positions[at]] = self.values[at]
        return features(dense)

    def save(self, path: Path) -> None:
        np.savez_compressed(path, **self._asdict())

    @classmethod
    def load(cls, path: Path) -> Samples:
        with np.load(path) as saved:
            return cls(**{name: saved[name] for name in cls._fields})


@dataclass
class _Recorder:
    """Collects the rows of :class:`Samples` as words are said."""

    positions: list[npt.NDArray[np.int16]] = field(default_factory=list)
    values: list[Array] = field(default_factory=list)
    masks: list[npt.NDArray[np.int8]] = field(default_factory=list)
    words: list[int] = field(default_factory=list)
    log_probabilities: list[float] = field(default_factory=list)
    seats: list[int] = field(default_factory=list)

    def add(self, observation: Array, mask: npt.NDArray[np.int8], word: int, log_probability: float, seat: int) -> None:
        nonzero = np.flatnonzero(observation)
        self.positions.append(nonzero.astype(np.int16))
        self.values.append(observation[nonzero])
        self.masks.append(mask)
        self.words.append(word)
        self.log_probabilities.append(log_probability)
        self.seats.append(seat)

    def samples(self, reward: Sequence[float]) -> Samples:
        lengths = [len(p) for p in self.positions]
        return Samples(
            positions=np.concatenate(self.positions) if lengths else np.zeros(0, np.int16),
            values=np.concatenate(self.values) if lengths else np.zeros(0, np.float32),
            starts=np.concatenate(([0], np.cumsum(lengths, dtype=np.int64))),
            masks=np.array(self.masks, dtype=bool).reshape(len(self.words), len(WORDS)),
            words=np.array(self.words, np.int16),
            log_probabilities=np.array(self.log_probabilities, np.float32),
            returns=np.array([reward[seat] for seat in self.seats], np.float32),
        )


def join(parts: Sequence[Samples]) -> Samples:
    """One :class:`Samples` of several, rows in order."""
    starts = [parts[0].starts[:1]]
    offset = 0
    for part in parts:
        starts.append(part.starts[1:] + offset)
        offset += int(part.starts[-1])
    return Samples(
        positions=np.concatenate([p.positions for p in parts]),
        values=np.concatenate([p.values for p in parts]),
        starts=np.concatenate(starts),
        masks=np.concatenate([p.masks for p in parts]),
        words=np.concatenate([p.words for p in parts]),
        log_probabilities=np.concatenate([p.log_probabilities for p in parts]),
        returns=np.concatenate([p.returns for p in parts]),
    )


class GameJob(NamedTuple):
    """Games for one worker: each is (seed, players, the seat's bot names); ``self`` seats
    play ``params`` (drawing words when ``explore``, else the best), ``record`` says which
    seats' words become samples (all: the teacher's games)."""

    games: tuple[tuple[int, int, tuple[str, ...]], ...]
    params: dict[str, Array] | None
    explore: bool
    record: str
    """``all`` (every seat), ``self`` (the network's seats) or ``none`` (an evaluation)."""


class GameOutcome(NamedTuple):
    samples: Samples | None
    scores: tuple[tuple[float, ...], ...]
    """Per game: the win share of each bot name's seats, in the job's name order."""
    lineups: tuple[tuple[str, ...], ...]


class _Learner:
    """A seat the network plays, recording its words."""

    name = SELF
    observes: ClassVar[bool] = True

    def __init__(self, policy: Policy, rng: np.random.Generator | None, recorder: _Recorder | None, seat: int):
        self._policy, self._rng, self._recorder, self._seat = policy, rng, recorder, seat

    def choose(self, view: Any, legal: Any) -> Any:
        def word(observation: Array, mask: npt.NDArray[np.int8], _: Phrase) -> int:
            chosen, log_probability = self._policy.choose(observation, mask, self._rng)
            if self._recorder is not None:
                self._recorder.add(observation, mask, chosen, log_probability, self._seat)
            return chosen

        return spell(view, legal, word)


class _Teacher:
    """A bot whose decisions are recorded word by word."""

    observes: ClassVar[bool] = True

    def __init__(self, bot: Agent, game: Game, seat: int, players: int, recorder: _Recorder) -> None:
        self.name = bot.name
        self._bot, self._game, self._seat, self._recorder = bot, game, seat, recorder
        self._modulus = seat_modulus(players)

    def choose(self, view: Any, legal: Any) -> Any:
        action = decide(self._bot, self._game, self._seat, legal)
        target = action_words(action, self._seat, self._modulus)

        def word(observation: Array, mask: npt.NDArray[np.int8], phrase: Phrase) -> int:
            chosen = target[phrase.depth]
            self._recorder.add(observation, mask, chosen, 0.0, self._seat)
            return chosen

        return spell(view, legal, word)


def play_job(job: GameJob) -> GameOutcome:
    """Play a job's games (in a worker process)."""
    policy = Policy(job.params) if job.params is not None else None
    parts: list[Samples] = []
    scores: list[tuple[float, ...]] = []
    for seed, players, lineup in job.games:
        game = Game.new(GameConfig(players=players, seed=seed))
        recorder = _Recorder()
        rng = np.random.default_rng(seed) if job.explore else None
        agents: list[Agent] = []
        for seat, name in enumerate(lineup):
            if name == SELF:
                assert policy is not None
                agents.append(_Learner(policy, rng, recorder if job.record != "none" else None, seat))
            elif job.record == "all":
                agents.append(_Teacher(make_agent(name, seed + seat), game, seat, players, recorder))
            else:
                agents.append(make_agent(name, seed + seat))
        _play(game, agents)
        result = game.result
        assert result is not None
        reward = rewards(result, "win")
        parts.append(recorder.samples(reward))
        names = tuple(dict.fromkeys(lineup))
        scores.append(tuple(sum(r for r, n in zip(reward, lineup, strict=True) if n == name) for name in names))
    kept = [p for p in parts if len(p)]
    return GameOutcome(join(kept) if kept else None, tuple(scores), tuple(g[2] for g in job.games))


def _play(game: Game, agents: Sequence[Agent]) -> None:
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        game.play(legal[0] if len(legal) == 1 else decide(agents[seat], game, seat, legal))


class Adam:
    """The Adam optimiser over a policy's arrays."""

    def __init__(self, params: dict[str, Array], state: dict[str, Array] | None = None) -> None:
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}
        self.t = 0
        if state:
            self.t = int(state["adam_t"])
            for k in params:
                self.m[k], self.v[k] = state[f"adam_m_{k}"], state[f"adam_v_{k}"]

    def step(self, params: dict[str, Array], grads: dict[str, Array], rate: float) -> None:
        self.t += 1
        correction = math.sqrt(1 - 0.999**self.t) / (1 - 0.9**self.t)
        for k, g in grads.items():
            self.m[k] = 0.9 * self.m[k] + 0.1 * g
            self.v[k] = 0.999 * self.v[k] + 0.001 * g * g
            params[k] -= (rate * correction * self.m[k] / (np.sqrt(self.v[k]) + 1e-8)).astype(np.float32)

    def state(self) -> dict[str, Array]:
        out = {"adam_t": np.array(self.t)}
        for k in self.m:
            out[f"adam_m_{k}"], out[f"adam_v_{k}"] = self.m[k], self.v[k]
        return out


def gradients(
    policy: Policy, x: Array, score_grad: Callable[[Array], Array], values_grad: Callable[[Array], Array]
) -> dict[str, Array]:
    """The arrays' gradients for a batch ``x``: ``score_grad`` gives the loss's gradient by
    the word scores (from the scores), ``values_grad`` by the values (from the values)."""
    p = policy.params
    scores, values, h0, h1 = policy.forward(x)
    dz = score_grad(scores)
    dv = values_grad(values)[:, None]
    dh1 = (dz @ p["wp"].T + dv @ p["wv"].T) * (h1 > 0)
    dh0 = (dh1 @ p["w1"].T) * (h0 > 0)
    return {
        "wp": h1.T @ dz,
        "bp": dz.sum(axis=0),
        "wv": h1.T @ dv,
        "bv": dv.sum(axis=0),
        "w1": h0.T @ dh1,
        "b1": dh1.sum(axis=0),
        "w0": x.T @ dh0,
        "b0": dh0.sum(axis=0),
    }


def imitation_grad(samples: Samples, rows: npt.NDArray[np.int64], weight: float) -> Callable[[Array], Array]:
    """The masked cross-entropy's gradient by the scores (the teacher's word as the target)."""
    masks, words = samples.masks[rows], samples.words[rows].astype(np.int64)

    def grad(scores: Array) -> Array:
        probabilities = np.exp(masked_log_softmax(scores, masks))
        probabilities[np.arange(len(rows)), words] -= 1.0
        return (weight / len(rows) * probabilities).astype(np.float32)

    return grad


def value_grad(returns: Array, weight: float) -> Callable[[Array], Array]:
    def grad(values: Array) -> Array:
        return (2.0 * weight / len(returns) * (values - returns)).astype(np.float32)

    return grad


def imitation_step(
    policy: Policy, adam: Adam, samples: Samples, rows: npt.NDArray[np.int64], *, rate: float, settings: TrainSettings
) -> None:
    grads = gradients(
        policy,
        samples.features(rows),
        imitation_grad(samples, rows, 1.0),
        value_grad(samples.returns[rows], settings.value_weight),
    )
    adam.step(policy.params, grads, rate)


def accuracy(policy: Policy, samples: Samples, rows: npt.NDArray[np.int64]) -> tuple[float, float]:
    """The share of ``rows`` whose word the network scores best, and the mean cross-entropy."""
    hits, loss = 0, 0.0
    for chunk in np.array_split(rows, max(1, len(rows) // 2048)):
        scores = policy.forward(samples.features(chunk))[0]
        log_p = masked_log_softmax(scores, samples.masks[chunk])
        words = samples.words[chunk].astype(np.int64)
        hits += int((log_p.argmax(axis=1) == words).sum())
        loss -= float(log_p[np.arange(len(chunk)), words].sum())
    return hits / len(rows), loss / len(rows)


def improvement_step(
    policy: Policy,
    adam: Adam,
    played: Samples,
    rows: npt.NDArray[np.int64],
    *,
    advantages: Array,
    demos: Samples,
    demo_rows: npt.NDArray[np.int64],
    settings: TrainSettings,
) -> None:
    """One PPO step on ``rows`` of the games played, plus imitation of ``demo_rows``."""
    masks, words = played.masks[rows], played.words[rows].astype(np.int64)
    old = played.log_probabilities[rows]
    advantage = advantages[rows]
    index = np.arange(len(rows))

    def score_grad(scores: Array) -> Array:
        log_p = masked_log_softmax(scores, masks)
        probabilities = np.exp(log_p)
        ratio = np.exp(log_p[index, words] - old)
        clipped = ((advantage > 0) & (ratio > 1 + settings.clip)) | ((advantage < 0) & (ratio < 1 - settings.clip))
        # d(-ratio * advantage)/d scores = -advantage * ratio * (onehot - p), where not clipped.
        weight = np.where(clipped, 0.0, -advantage * ratio)[:, None]
        onehot = np.zeros_like(probabilities)
        onehot[index, words] = 1.0
        grad = weight * (onehot - probabilities)
        # The entropy bonus: d(-H)/d scores = p * (log p + H), over the allowed words.
        safe = np.where(masks, log_p, 0.0)
        entropy = -(probabilities * safe).sum(axis=1, keepdims=True)
        grad += settings.entropy_weight * probabilities * (safe + entropy)
        scaled: Array = (grad / len(rows)).astype(np.float32)
        return scaled

    grads = gradients(
        policy, played.features(rows), score_grad, value_grad(played.returns[rows], settings.value_weight)
    )
    if len(demo_rows):
        demo = gradients(
            policy,
            demos.features(demo_rows),
            imitation_grad(demos, demo_rows, settings.imitation_weight),
            value_grad(demos.returns[demo_rows], 0.0),
        )
        grads = {k: grads[k] + demo[k] for k in grads}
    adam.step(policy.params, grads, settings.improvement_rate)


@dataclass
class Progress:
    """Where a run stands (kept in the checkpoint)."""

    epoch: int = 0
    round: int = 0
    curve: list[dict[str, Any]] = field(default_factory=list)
    """One point per epoch and round: stage, step, games seen, and the figures measured."""


Report = Callable[[str, int, int], None]
"""Told (what is being done, done so far, total) as the run goes."""


class Trainer:
    """A training run in ``out`` (see the module): :meth:`run` trains, resuming from the
    checkpoint there if one exists."""

    def __init__(self, settings: TrainSettings, out: Path, workers: int = 1, report: Report | None = None) -> None:
        self.settings = settings
        self.out = out
        self.workers = workers
        self.report = report or (lambda what, done, total: None)
        self.policy = Policy.initial(settings.seed, settings.hidden)
        self.adam = Adam(self.policy.params)
        self.progress = Progress()

    # The checkpoint ------------------------------------------------------------------------

    def load(self) -> bool:
        """Resume from the checkpoint in ``out``, if any: its settings must be the same, but
        for the number of improvement rounds (a finished run goes on for more)."""
        path = self.out / CHECKPOINT
        if not path.exists():
            return False
        with np.load(path) as saved:
            state = json.loads(str(saved["state"]))
            stored = TrainSettings.from_json(state["settings"])
            if replace(stored, rounds=self.settings.rounds) != self.settings:
                raise ValueError(f"{path} was made with other settings; use another --out or the same settings")
            self.policy = Policy({k: saved[k] for k in PARAMETERS})
            self.adam = Adam(self.policy.params, {k: saved[k] for k in saved.files if k.startswith("adam_")})
        self.progress = Progress(state["epoch"], state["round"], state["curve"])
        return True

    def save(self) -> None:
        state = {
            "settings": self.settings.to_json(),
            "epoch": self.progress.epoch,
            "round": self.progress.round,
            "curve": self.progress.curve,
        }
        self.out.mkdir(parents=True, exist_ok=True)
        temporary = self.out / (CHECKPOINT + ".tmp.npz")
        arrays: dict[str, Any] = {"state": np.array(json.dumps(state)), **self.policy.params, **self.adam.state()}
        np.savez(temporary, **arrays)
        temporary.replace(self.out / CHECKPOINT)
        self.policy.save(self.out / POLICY, half=True)

    # Games ------------------------------------------------------------------------------

    def _games(
        self, stage: int, count: int, lineup: Callable[[int, int], tuple[str, ...]], sizes: Sequence[int] = ()
    ) -> list[tuple[int, int, tuple[str, ...]]]:
        """Game ``i`` of a stage: its seed, its size (``sizes``, else the settings' players, in
        turn) and its line-up."""
        sizes = sizes or self.settings.players
        games = []
        for i in range(count):
            players = sizes[i % len(sizes)]
            games.append((game_seed(self.settings.seed * 1000 + stage, i), players, lineup(i, players)))
        return games

    def _play(
        self, games: Sequence[tuple[int, int, tuple[str, ...]]], explore: bool, record: str, what: str, pool: Any
    ) -> list[GameOutcome]:
        params = self.policy.params if any(SELF in g[2] for g in games) else None
        jobs = [
            GameJob(tuple(games[i : i + GAMES_PER_JOB]), params, explore, record)
            for i in range(0, len(games), GAMES_PER_JOB)
        ]
        outcomes = []
        self.report(what, 0, len(games))
        results: Iterator[GameOutcome] = pool.imap(play_job, jobs) if pool is not None else map(play_job, jobs)
        for outcome in results:
            outcomes.append(outcome)
            self.report(what, sum(len(o.scores) for o in outcomes), len(games))
        return outcomes

    def evaluate(self, pool: Any) -> tuple[float, float]:
        """The greedy network's win share against the evaluation bot at the smallest table of
        the settings (seats rotated; the same games every time), and its 95% interval's
        half-width."""
        s = self.settings

        def lineup(i: int, players: int) -> tuple[str, ...]:
            return tuple(SELF if seat == i % players else s.evaluate_against for seat in range(players))

        games = self._games(0, s.eval_games, lineup, (min(s.players),))
        outcomes = self._play(games, False, "none", "evaluating", pool)
        shares = [
            score[0] if lineup_[0] == SELF else score[1]
            for o in outcomes
            for score, lineup_ in zip(o.scores, o.lineups, strict=True)
        ]
        mean = float(np.mean(shares))
        return mean, 1.96 * float(np.std(shares)) / math.sqrt(len(shares))

    # The run ------------------------------------------------------------------------------

    def run(self) -> Policy:
        s = self.settings
        self.load()
        context = multiprocessing.get_context("spawn")
        pool = context.Pool(self.workers) if self.workers > 1 else None
        try:
            demos = self._demonstrations(pool)
            rng = np.random.default_rng(s.seed)
            rows = rng.permutation(len(demos))
            held_out = rows[: len(rows) // 20]
            train = rows[len(rows) // 20 :]
            while self.progress.epoch < s.epochs:
                epoch = self.progress.epoch
                order = np.random.default_rng([s.seed, epoch]).permutation(train)
                batches = range(0, len(order), s.batch)
                rate = s.imitation_rate * (0.5 if epoch >= s.epochs * 2 // 3 else 1.0)
                for done, start in enumerate(batches):
                    imitation_step(self.policy, self.adam, demos, order[start : start + s.batch], rate=rate, settings=s)
                    if done % 20 == 0:
                        self.report(f"imitation epoch {epoch + 1}/{s.epochs}", done, len(batches))
                hit, loss = accuracy(self.policy, demos, held_out)
                win, interval = self.evaluate(pool)
                self.progress.epoch += 1
                self.progress.curve.append(
                    {
                        "stage": "imitation",
                        "step": epoch + 1,
                        "accuracy": hit,
                        "loss": loss,
                        "win": win,
                        "interval": interval,
                    }
                )
                self.save()
            while self.progress.round < s.rounds:
                self._improve(pool, demos, train)
                win, interval = self.evaluate(pool)
                self.progress.curve[-1].update(win=win, interval=interval)
                self.save()
        finally:
            if pool is not None:
                pool.close()
                pool.join()
        plot_curve(self.progress.curve, self.out / CURVE_PLOT, s)
        return self.policy

    def _demonstrations(self, pool: Any) -> Samples:
        path = self.out / DEMONSTRATIONS
        if path.exists():
            return Samples.load(path)
        s = self.settings
        games = self._games(1, s.demo_games, lambda i, players: (s.teacher,) * players)
        outcomes = self._play(games, False, "all", f"{s.teacher} games to imitate", pool)
        demos = join([o.samples for o in outcomes if o.samples is not None])
        self.out.mkdir(parents=True, exist_ok=True)
        demos.save(path)
        return demos

    def _improve(self, pool: Any, demos: Samples, demo_train: npt.NDArray[np.int64]) -> None:
        s = self.settings
        number = self.progress.round

        def lineup(i: int, players: int) -> tuple[str, ...]:
            opponent = s.opponents[(number * s.round_games + i) % len(s.opponents)]
            return tuple(SELF if seat == i % players else opponent for seat in range(players))

        outcomes = self._play(
            self._games(2 + number, s.round_games, lineup), True, "self", f"round {number + 1}/{s.rounds}", pool
        )
        played = join([o.samples for o in outcomes if o.samples is not None])
        shares = [
            score[names.index(SELF)] / max(1, names.count(SELF))
            for o in outcomes
            for score, lineup_ in zip(o.scores, o.lineups, strict=True)
            if (names := list(dict.fromkeys(lineup_))) and SELF in names and len(names) > 1
        ]
        values = np.concatenate(
            [
                self.policy.forward(played.features(chunk))[1]
                for chunk in np.array_split(np.arange(len(played)), max(1, len(played) // 2048))
            ]
        )
        advantages = played.returns - values
        advantages = ((advantages - advantages.mean()) / (advantages.std() + 1e-6)).astype(np.float32)
        rng = np.random.default_rng([s.seed, 10_000 + number])
        for _ in range(s.ppo_epochs):
            order = rng.permutation(len(played))
            for start in range(0, len(order), s.batch):
                demo_rows = (
                    rng.choice(demo_train, size=s.batch // 2) if s.imitation_weight > 0 else np.zeros(0, np.int64)
                )
                improvement_step(
                    self.policy,
                    self.adam,
                    played,
                    order[start : start + s.batch],
                    advantages=advantages,
                    demos=demos,
                    demo_rows=demo_rows,
                    settings=s,
                )
        self.progress.round += 1
        self.progress.curve.append(
            {
                "stage": "improvement",
                "step": number + 1,
                "played_win": float(np.mean(shares)) if shares else None,
                "words": len(played),
            }
        )


def plot_curve(curve: Sequence[dict[str, Any]], path: Path, settings: TrainSettings) -> None:
    """The learning curve: the greedy network's win share against the evaluation bot after each
    imitation epoch and improvement round (95% intervals), and the imitation's accuracy."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    xs = list(range(1, len(curve) + 1))
    wins = [point.get("win", math.nan) for point in curve]
    intervals = [point.get("interval", 0.0) for point in curve]
    left.errorbar(xs, wins, yerr=intervals, marker="o", capsize=3, label=f"greedy vs {settings.evaluate_against}")
    played = [(x, p["played_win"]) for x, p in zip(xs, curve, strict=True) if p.get("played_win") is not None]
    if played:
        sizes = " and ".join(map(str, settings.players))
        label = f"training games against bots ({sizes} players, drawn words)"
        left.plot(*zip(*played, strict=True), "s--", alpha=0.6, label=label)
    epochs = sum(1 for p in curve if p["stage"] == "imitation")
    left.axvline(epochs + 0.5, color="grey", linestyle=":")
    left.axhline(1.0 / min(settings.players), color="grey", linewidth=0.8)
    left.set_xlabel(f"imitation epochs 1-{epochs}, then improvement rounds")
    left.set_ylabel("win share")
    left.set_title(f"{settings.eval_games} evaluation games, {min(settings.players)} players")
    left.legend(loc="best", fontsize="small")
    imitation = [p for p in curve if p["stage"] == "imitation"]
    right.plot([p["step"] for p in imitation], [p["accuracy"] for p in imitation], "o-", label="held-out word accuracy")
    right.set_xticks([p["step"] for p in imitation])
    right.set_xlabel("imitation epoch")
    right.set_ylabel(f"share of {settings.teacher}'s words predicted")
    right.set_ylim(0, 1)
    right.set_title("imitation")
    right.legend(loc="lower right")
    figure.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=100)
    plt.close(figure)
