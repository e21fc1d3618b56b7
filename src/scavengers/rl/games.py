"""Games the trainer learns from, played with the network in NumPy (no deep-learning library).

:func:`play_job` plays a batch of games in a worker process: a teacher bot whose decisions are
recorded word by word as the environments ask for them (imitation), or the network drawing its
words from its softmax (improvement), or the network taking its best word (evaluation). Each
word said becomes a row of :class:`Samples`, kept sparse: observations are mostly zeros.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, NamedTuple

import numpy as np
import numpy.typing as npt

from scavengers.bots.agent import Agent, OnceARound, decide, make_agent
from scavengers.engine import Action, Game, GameConfig
from scavengers.rl.driver import rewards
from scavengers.rl.observation import SIZE
from scavengers.rl.policy import Array, Policy, features, spell
from scavengers.rl.words import WORDS, Phrase, action_words, seat_modulus

SELF = "self"
"""An opponent that is the network itself (self-play)."""


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


class Setup(NamedTuple):
    """What every game of a training run shares beside its seed and size: the modules, the
    variants and the rules edition (names, as :class:`~scavengers.GameConfig` takes them)."""

    modules: frozenset[str] = frozenset()
    variants: frozenset[str] = frozenset()
    rules: str = "2015"

    def config(self, players: int, seed: int) -> GameConfig:
        """The game of ``seed`` at a table of ``players`` (``ConfigError`` if not playable)."""
        return GameConfig(players=players, seed=seed, modules=self.modules, variants=self.variants, rules=self.rules)


class GameJob(NamedTuple):
    """Games for one worker: each is (seed, players, the seat's bot names); ``self`` seats
    play ``params`` (drawing words when ``explore``, else the best), ``record`` says which
    seats' words become samples."""

    games: tuple[tuple[int, int, tuple[str, ...]], ...]
    params: dict[str, Array] | None
    explore: bool
    record: str
    """``self`` (the network's seats), ``none`` (an evaluation), or a bot name: the seats of
    that bot, whose decisions are recorded word by word (a teacher's games)."""
    label: str | None = None
    """A bot that labels the network's decisions (DAgger): at each of them it is asked what it
    would do, its words are recorded, and the network's own action is played."""
    mix: float = 0.0
    """With a labeller: the chance that the labeller's action is played instead of the
    network's, decision by decision (drawn from the game's seed)."""
    setup: Setup = Setup()
    """The modules, variants and rules of the games."""


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
        self._once = OnceARound()  # as the learned bot plays: no store and retrieve for ever

    def choose(self, view: Any, legal: Any) -> Any:
        def word(observation: Array, mask: npt.NDArray[np.int8], _: Phrase) -> int:
            chosen, log_probability = self._policy.choose(observation, mask, self._rng)
            if self._recorder is not None:
                self._recorder.add(observation, mask, chosen, log_probability, self._seat)
            return chosen

        return self._once.choose(view.round, legal, lambda options: spell(view, options, word))


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


class _Apprentice:
    """A seat the network plays while a teacher bot labels its decisions (DAgger): the
    teacher's words are recorded at the states the network's own play reaches."""

    name = SELF
    observes: ClassVar[bool] = True

    def __init__(self, policy: Policy, teacher: _Teacher, mix: float, rng: np.random.Generator) -> None:
        self._policy, self._teacher, self._mix, self._rng = policy, teacher, mix, rng
        self._once = OnceARound()

    def choose(self, view: Any, legal: Any) -> Any:
        return self._once.choose(view.round, legal, lambda options: self._choose(view, options))

    def _choose(self, view: Any, options: Sequence[Action]) -> Action:
        label: Action = self._teacher.choose(view, options)
        if self._mix > 0 and self._rng.random() < self._mix:
            return label

        def word(observation: Array, mask: npt.NDArray[np.int8], _: Phrase) -> int:
            return self._policy.choose(observation, mask)[0]

        return spell(view, options, word)


def play_job(job: GameJob) -> GameOutcome:
    """Play a job's games (in a worker process)."""
    policy = Policy(job.params) if job.params is not None else None
    parts: list[Samples] = []
    scores: list[tuple[float, ...]] = []
    for seed, players, lineup in job.games:
        game = Game.new(job.setup.config(players, seed))
        recorder = _Recorder()
        rng = np.random.default_rng(seed) if job.explore else None
        agents: list[Agent] = []
        for seat, name in enumerate(lineup):
            if name == SELF and job.label is not None:
                assert policy is not None
                teacher = _Teacher(make_agent(job.label, seed + seat), game, seat, players, recorder)
                agents.append(_Apprentice(policy, teacher, job.mix, np.random.default_rng([seed, seat])))
            elif name == SELF:
                assert policy is not None
                agents.append(_Learner(policy, rng, recorder if job.record == SELF else None, seat))
            elif name == job.record:
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
