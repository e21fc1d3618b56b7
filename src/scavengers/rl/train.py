"""Training the learned bot with PyTorch: imitation first, then games against bots.

1. **Imitation** (behaviour cloning): each teacher bot (``heuristic``, then, say, the search
   bot) plays whole games; each of its decisions is said word by word as the environments ask
   for it, and each word becomes a sample (observation with the words so far, mask, the
   teacher's word, the seat's final reward). The network learns to score the teacher's word
   highest (masked cross-entropy) and to predict the reward (its value, squared error). The
   teachers are taken in turn, each for its ``epochs``: a later teacher refines what an earlier
   one taught on many cheap games.
2. **DAgger** (dataset aggregation), optional: the network plays its greedy words in one seat
   against the last teacher's opponent, and the last teacher, asked at each of the network's
   decisions what it would do there, labels them. Those words join the teacher's own and the
   network learns from them all for ``dagger_epochs``, round after round: it learns to recover
   from the states its own mistakes lead to, which the teacher's games never show it.
3. **Improvement** (PPO's clipped objective): the network plays games, drawing its words from
   its softmax, against the ``opponents`` (bot names, or ``self``: a copy of itself, whose
   words are learned from too), at the table sizes ``round_players``. Each word's advantage is
   the game's reward minus the value predicted before the round (scaled over the round); half
   a batch of the last teacher's words rides along (``imitation_weight``; 0: none), so that a
   few noisy rounds cannot undo what was imitated. A run whose improvement has not begun may
   go on with other improvement settings (:data:`IMPROVEMENT_SETTINGS`).

Every game of a run is played with the same variants and rules edition (``variants``, ``rules``),
and with the modules of ``modules``: one set for every game (the base game by default), or
several sets taken in turn, four games at a time, to learn them all at once. A run may start from weights already
trained (``start_from``: a policy file, or ``learned``, the shipped bot's): the imitation is
then skipped, and the teachers' games are played only where DAgger or the imitation anchor
needs them.

The losses, their gradients and the optimiser (Adam) are PyTorch's; the games are played by the
same network exported to NumPy (:class:`~scavengers.rl.policy.Policy`), which is also what the
``learned`` bot plays with, so playing needs no PyTorch. After every epoch and round the
greedy network plays ``eval_games`` against the evaluation bot (seats rotated, the same games
each time): the learning curve, redrawn and told (``on_point``) as each point is measured.
Games are played on ``workers`` processes; checkpoints after every epoch and round (and the
teacher's games as they are played) let a stopped run resume.
Same settings and seed, same weights, whatever the number of workers.

Needs the ``train`` extra (``pip install -e ".[train]"`` in the repository: PyTorch).
"""

from __future__ import annotations

import io
import json
import math
import multiprocessing
import re
import signal
import textwrap
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

try:
    import torch
    from torch import nn
except ModuleNotFoundError as missing:  # the core install, or the rl extra alone
    if missing.name != "torch":
        raise
    raise ModuleNotFoundError(
        "scavengers.rl.train needs PyTorch, which the train extra installs: "
        "pip install -e '.[train]' in the repository",
        name="torch",
    ) from None

from scavengers.bots.agent import check_bot_name
from scavengers.engine import ConfigError
from scavengers.rl.games import SELF, GameJob, GameOutcome, Samples, Setup, join, play_job
from scavengers.rl.observation import SIZE
from scavengers.rl.policy import HIDDEN, MASKED, Array, Policy
from scavengers.rl.words import WORDS
from scavengers.sim.report import wilson_interval
from scavengers.sim.tournament import game_seed

CHECKPOINT = "checkpoint.pt"
DEMONSTRATIONS = "demonstrations"
"""The folder of the teachers' games: one file per batch of games, so that a stopped run
keeps what it played."""
GAMES_LIST = "games.json"
"""In each folder of recorded games: which games they are (seeds, sizes, seats, setup)."""
CURVE_PLOT = "learning-curve.png"
POLICY = "policy.npz"
GAMES_PER_JOB = 4
"""Games a worker plays per job (the progress bar moves by jobs)."""
TEACHER_STAGE = 500
"""Series seeds of the teachers' games after the first (the first keeps series 1)."""
DAGGER_STAGE = 300
"""Series seeds of the DAgger rounds' games (round ``r``: ``DAGGER_STAGE + r``)."""


@dataclass(frozen=True)
class TrainSettings:
    """Everything a training run depends on (kept in its checkpoint)."""

    players: tuple[int, ...] = (2,)
    """Table sizes, taken in turn from game to game."""
    teachers: tuple[str, ...] = ("heuristic",)
    """Bots whose choices are imitated, in this order."""
    demo_games: tuple[int, ...] = (600,)
    """Games each teacher plays (one number per teacher)."""
    demo_opponents: tuple[str, ...] = ()
    """Per teacher, the bot in the other seats of its games, where only the teacher's words are
    learned from (its seat rotates from game to game); the teacher's own name, or none given:
    the teacher in every seat, every word learned from. A costly teacher (a search bot) is
    best played against the bot it is to beat: its games cost less, and its words are the ones
    that beat that bot."""
    epochs: tuple[int, ...] = (6,)
    """Imitation epochs of each teacher (one number per teacher)."""
    dagger_rounds: int = 0
    """DAgger rounds after the imitation: the network plays, the last teacher labels its decisions."""
    dagger_games: int = 100
    """Games of each DAgger round (the network in one seat, rotating, against the last teacher's
    opponent)."""
    dagger_epochs: int = 4
    """Epochs over the last teacher's words and every DAgger round's so far, after each round."""
    dagger_teacher: str = ""
    """The bot that labels the DAgger rounds' decisions (none given: the last teacher)."""
    dagger_mix: float = 0.0
    """The chance that the labeller's own action is played at a DAgger decision instead of the
    network's (0: always the network's)."""
    opponents: tuple[str, ...] = ("heuristic", SELF)
    """Bot names (``self``: the network), one per game in turn, for every seat but the learner's."""
    rounds: int = 20
    round_games: int = 100
    round_players: tuple[int, ...] = ()
    """Table sizes of the improvement games, in turn (none given: :attr:`players`)."""
    evaluate_against: str = "heuristic"
    eval_games: int = 60
    hidden: int = HIDDEN
    batch: int = 512
    imitation_rate: float = 1e-3
    improvement_rate: float = 2e-4
    """Adam's learning rate in the improvement rounds."""
    ppo_epochs: int = 2
    """Passes over each round's words."""
    clip: float = 0.2
    entropy_weight: float = 0.003
    """The entropy bonus's weight in the improvement loss (keeps the drawn words varied)."""
    value_weight: float = 0.5
    imitation_weight: float = 0.5
    """The weight of the last teacher's words that ride along with each improvement step (the
    anchor: half a batch of them; 0: none)."""
    seed: int = 0
    modules: tuple[tuple[str, ...], ...] = ((),)
    """Sets of modules (names, as ``GameConfig`` takes them; an empty set: the base game), taken
    in turn from one job of :data:`GAMES_PER_JOB` games to the next; one set: every game's."""
    variants: tuple[str, ...] = ()
    rules: str = "2015"
    start_from: str = ""
    """Weights the network starts from instead of imitating (a policy file, or ``learned``:
    the shipped bot's); none given: it imitates the teachers first."""

    def __post_init__(self) -> None:
        self._take_lone_values()
        # The rules and words of ``scavengers train``'s options, so that a run from Python is
        # refused before anything is played or written, as one from the command is.
        if not self.players:
            raise ValueError("give at least one number of players")
        if self.seed < 0:
            raise ValueError(f"seed must be 0 or more, got {self.seed}")
        _check_counts("players", self.players, 2, 5)
        _check_counts("round_players", self.round_players, 2, 5)
        for name, low in COUNT_SETTINGS.items():
            value = getattr(self, name)
            _check_counts(name, value if isinstance(value, tuple) else (value,), low)
        if not 0 <= self.dagger_mix <= 1:
            raise ValueError(f"dagger_mix must be 0-1, got {self.dagger_mix}")
        if not self.opponents:
            raise ValueError("give at least one opponent (a bot name, or self)")
        for name in (*self.teachers, *filter(None, [self.dagger_teacher])):
            if name == SELF:
                raise ValueError("a teacher is a bot: the network cannot imitate itself")
            check_bot_name(name)
        if self.evaluate_against == SELF:
            raise ValueError("the evaluation bot is a bot: the network is measured against one, not itself")
        check_bot_name(self.evaluate_against)
        for name in (*self.demo_opponents, *self.opponents):
            if name != SELF:
                check_bot_name(name)
        if not self.teachers or len(self.teachers) != len(self.demo_games):
            raise ValueError(
                f"give one number of games per teacher: {len(self.teachers)} teachers, {len(self.demo_games)} numbers"
            )
        if len(self.epochs) != len(self.teachers):
            raise ValueError(f"give one number of epochs per teacher: {len(self.teachers)} teachers, {self.epochs}")
        if self.demo_opponents and len(self.demo_opponents) != len(self.teachers):
            raise ValueError(
                f"give one opponent per teacher: {len(self.teachers)} teachers, {len(self.demo_opponents)} opponents"
            )
        if not (self.improvement_rate > 0 and self.entropy_weight >= 0 and self.imitation_weight >= 0):
            raise ValueError("the improvement's rate must be above 0, its entropy and imitation weights 0 or more")
        if not self.modules:
            raise ValueError("give at least one set of modules (an empty one: the base game)")
        for setup in self.setups:
            for players in sorted({*self.players, *self.round_players}):
                try:
                    setup.config(players, 0)
                except ConfigError as error:
                    raise ValueError(f"{players} players: {error}") from None

    def _take_lone_values(self) -> None:
        """A lone value where the settings take several, as a researcher writes it
        (``players=2``, ``teachers="heuristic"``, ``modules=("hq1", "hq2")``: one set of
        modules), and lists, read as the tuples they stand for."""
        for name in ("players", "demo_games", "epochs", "round_players"):
            value = getattr(self, name)
            if isinstance(value, int) and not isinstance(value, bool):
                object.__setattr__(self, name, (value,))
            elif isinstance(value, list):
                object.__setattr__(self, name, tuple(value))
        for name in ("teachers", "demo_opponents", "opponents", "variants"):
            value = getattr(self, name)
            if isinstance(value, str):
                object.__setattr__(self, name, (value,))
            elif isinstance(value, list):
                object.__setattr__(self, name, tuple(value))
        modules: Any = self.modules
        if isinstance(modules, str):
            modules = ((modules,),)
        elif isinstance(modules, tuple | list) and modules and all(isinstance(m, str) for m in modules):
            modules = (tuple(modules),)  # the names of one set
        if isinstance(modules, tuple | list):
            modules = tuple((m,) if isinstance(m, str) else tuple(m) for m in modules)
        object.__setattr__(self, "modules", modules)

    @property
    def setups(self) -> tuple[Setup, ...]:
        """The modules, variants and rules of the run's games, taken in turn job by job."""
        return tuple(Setup(frozenset(modules), frozenset(self.variants), self.rules) for modules in self.modules)

    @property
    def imitates(self) -> bool:
        """Whether the run imitates its teachers (it does unless it starts from weights)."""
        return not self.start_from

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TrainSettings:
        known = {f.name for f in fields(cls)}
        values: dict[str, Any] = {k: _tuples(v) for k, v in data.items() if k in known}
        return cls(**values)


COUNT_SETTINGS = {
    "demo_games": 1,
    "epochs": 1,
    "dagger_rounds": 0,
    "dagger_games": 1,
    "dagger_epochs": 1,
    "rounds": 0,
    "round_games": 1,
    "eval_games": 1,
    "hidden": 1,
    "batch": 1,
    "ppo_epochs": 1,
}
"""The settings that are whole numbers (or one per teacher), and the least each may be."""


def _check_counts(name: str, values: Sequence[int], low: int, high: int | None = None) -> None:
    """``ValueError`` unless each of ``values`` is ``low``-``high`` (no ``high``: at least
    ``low``), in the words of the command's options."""
    for value in values:
        if value < low or (high is not None and value > high):
            bounds = f"{low}-{high}" if high is not None else f"at least {low}"
            raise ValueError(f"{name} must be {bounds}, got {value}")


def _job_words(job: GameJob) -> dict[str, Any]:
    """What decides a job's recorded games, as JSON: its games (seed, size, seats), what it
    records and how, and the modules, variants and rules (not the network's weights: a
    folder's games are played with the weights of their round, and only read back after)."""
    setup = job.setup
    return {
        "games": [[seed, players, list(seats)] for seed, players, seats in job.games],
        "explore": job.explore,
        "record": job.record,
        "label": job.label,
        "mix": job.mix,
        "setup": [sorted(setup.modules), sorted(setup.variants), setup.rules],
    }


def _tuples(value: Any) -> Any:
    """``value`` read back from JSON with its lists (nested ones too) as tuples again."""
    return tuple(_tuples(item) for item in value) if isinstance(value, list) else value


class Network(nn.Module):
    """The policy network in PyTorch: the same arrays as :class:`Policy` (``w0`` is
    ``hidden0.weight`` transposed, and so on), so that it exports to NumPy and back exactly."""

    def __init__(self, hidden: int) -> None:
        super().__init__()
        self.hidden0 = nn.Linear(SIZE, hidden)
        self.hidden1 = nn.Linear(hidden, hidden)
        self.scores = nn.Linear(hidden, len(WORDS))
        self.value = nn.Linear(hidden, 1)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Word scores and values of a batch of :func:`~scavengers.rl.policy.features` rows."""
        h = torch.relu(self.hidden1(torch.relu(self.hidden0(x))))
        return self.scores(h), self.value(h)[:, 0]

    def evaluate(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """:meth:`forward` through the module's call (hooks included), typed."""
        scores, values = self(x)
        return scores, values

    def _layers(self) -> dict[str, nn.Linear]:
        return {"0": self.hidden0, "1": self.hidden1, "p": self.scores, "v": self.value}

    def export(self) -> Policy:
        """The network as NumPy arrays (float32), for playing."""
        params: dict[str, Any] = {}
        with torch.no_grad():
            for suffix, layer in self._layers().items():
                params[f"w{suffix}"] = layer.weight.detach().T.contiguous().numpy().copy()
                params[f"b{suffix}"] = layer.bias.detach().numpy().copy()
        return Policy(params)

    def load_policy(self, policy: Policy) -> None:
        """Take ``policy``'s arrays (the inverse of :meth:`export`)."""
        with torch.no_grad():
            for suffix, layer in self._layers().items():
                layer.weight.copy_(torch.from_numpy(policy.params[f"w{suffix}"].T.copy()))
                layer.bias.copy_(torch.from_numpy(policy.params[f"b{suffix}"]))


def masked_log_softmax(scores: torch.Tensor, masks: torch.Tensor) -> torch.Tensor:
    """Rows of log-probabilities over the words each row's mask allows (forbidden: very low)."""
    return torch.log_softmax(scores.masked_fill(~masks, float(MASKED)), dim=1)


def _tensor(array: npt.NDArray[Any]) -> torch.Tensor:
    return torch.from_numpy(np.ascontiguousarray(array))


def imitation_loss(
    network: Network, samples: Samples, rows: npt.NDArray[np.int64], weight: float, value_weight: float
) -> torch.Tensor:
    """Masked cross-entropy of the teacher's words, plus the value's squared error."""
    scores, values = network.evaluate(_tensor(samples.features(rows)))
    log_p = masked_log_softmax(scores, _tensor(samples.masks[rows]))
    words = _tensor(samples.words[rows].astype(np.int64))
    cross_entropy = -log_p.gather(1, words[:, None]).mean()
    value_error = ((values - _tensor(samples.returns[rows])) ** 2).mean()
    return weight * cross_entropy + value_weight * value_error


def ppo_loss(
    network: Network, played: Samples, rows: npt.NDArray[np.int64], advantages: Array, settings: TrainSettings
) -> torch.Tensor:
    """PPO's clipped surrogate on ``rows`` of the games played, minus an entropy bonus, plus the
    value's squared error."""
    scores, values = network.evaluate(_tensor(played.features(rows)))
    masks = _tensor(played.masks[rows])
    log_p = masked_log_softmax(scores, masks)
    chosen = log_p.gather(1, _tensor(played.words[rows].astype(np.int64))[:, None])[:, 0]
    ratio = torch.exp(chosen - _tensor(played.log_probabilities[rows]))
    advantage = _tensor(advantages[rows])
    surrogate = torch.minimum(ratio * advantage, ratio.clamp(1 - settings.clip, 1 + settings.clip) * advantage)
    entropy = -(log_p.exp() * log_p.masked_fill(~masks, 0.0)).sum(dim=1)
    value_error = ((values - _tensor(played.returns[rows])) ** 2).mean()
    return -surrogate.mean() - settings.entropy_weight * entropy.mean() + settings.value_weight * value_error


def accuracy(policy: Policy, samples: Samples, rows: npt.NDArray[np.int64]) -> tuple[float, float]:
    """The share of ``rows`` whose word ``policy`` scores best, and the mean cross-entropy."""
    from scavengers.rl.policy import masked_log_softmax as numpy_log_softmax

    hits, loss = 0, 0.0
    for chunk in np.array_split(rows, max(1, len(rows) // 2048)):
        scores = policy.forward(samples.features(chunk))[0]
        log_p = numpy_log_softmax(scores, samples.masks[chunk])
        words = samples.words[chunk].astype(np.int64)
        hits += int((log_p.argmax(axis=1) == words).sum())
        loss -= float(log_p[np.arange(len(chunk)), words].sum())
    return hits / len(rows), loss / len(rows)


@dataclass
class Progress:
    """Where a run stands (kept in the checkpoint)."""

    epoch: int = 0
    """Imitation epochs done, all teachers together."""
    dagger: int = 0
    """DAgger rounds done."""
    round: int = 0
    curve: list[dict[str, Any]] = field(default_factory=list)
    """One point per epoch and round: stage, step, the teacher, and the figures measured."""


Report = Callable[[str, int, int], None]
"""Told (what is being done, done so far, total) as the run goes."""
PointReport = Callable[[dict[str, Any]], None]
"""Told each point of the learning curve (:attr:`Progress.curve`) as it is measured."""


IMPROVEMENT_SETTINGS = (
    "rounds",
    "round_games",
    "round_players",
    "opponents",
    "improvement_rate",
    "ppo_epochs",
    "clip",
    "entropy_weight",
    "imitation_weight",
)
"""What the improvement rounds alone depend on: a run whose improvement has not begun (a
finished imitation, say) may go on with other values of these."""
SNAPSHOTS = "rounds"
"""The folder of the policies kept after improvement rounds (``keep_every``)."""


LEARNED = "learned"
"""``start_from``'s name for the shipped bot's weights."""


def starting_policy(source: str, hidden: int) -> Policy:
    """The weights a run starts from: a policy file, or :data:`LEARNED` (the shipped bot's);
    ``ValueError`` if they cannot be read or have another number of hidden units."""
    if source == LEARNED:
        from scavengers.rl.agent import bundled_policy

        policy = bundled_policy()
    else:
        policy = Policy.load(Path(source))
    width = int(policy.params["w0"].shape[1])
    if width != hidden:
        raise ValueError(f"the weights {source[:200]} have {width} units per hidden layer; give --hidden {width}")
    return policy


def modules_in_words(modules: Sequence[str]) -> str:
    """A set of modules in a few words: ``HQ 1-4 + Recon 2, 3``; none: ``base game``."""
    words = []
    for box, prefix in (("HQ", "hq"), ("Recon", "recon")):
        numbers = sorted(int(m[len(prefix) :]) for m in modules if re.fullmatch(prefix + r"\d+", m))
        if len(numbers) > 2 and numbers == list(range(numbers[0], numbers[-1] + 1)):
            words.append(f"{box} {numbers[0]}-{numbers[-1]}")
        elif numbers:
            words.append(f"{box} {', '.join(map(str, numbers))}")
    words += sorted(m for m in modules if not re.fullmatch(r"(hq|recon)\d+", m))
    return " + ".join(words) or "base game"


def describe_setup(settings: TrainSettings) -> str:
    """The run's games in a few words: ``base game``, or its modules, variants and rules."""
    parts = [" / ".join(modules_in_words(modules) for modules in settings.modules)]
    parts += sorted(settings.variants)
    if settings.rules != "2015":
        parts.append(f"{settings.rules} rules")
    return "; ".join(parts)


def _in_words(value: Any) -> str:
    """A setting's value as the command's options write it: ``2,4``; modules ``none;hq1,hq2``;
    nothing given: ``none``."""
    if isinstance(value, tuple):
        joiner = ";" if value and isinstance(value[0], tuple) else ","
        return joiner.join(map(_in_words, value)) or "none"
    return str(value) if value != "" else "none"


def _slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", name).strip("-")


class Trainer:
    """A training run in ``out`` (see the module): :meth:`run` trains, resuming from the
    checkpoint there if one exists."""

    def __init__(
        self,
        settings: TrainSettings,
        out: Path,
        workers: int = 1,
        report: Report | None = None,
        keep_every: int = 0,
        *,
        on_point: PointReport | None = None,
    ) -> None:
        self.settings = settings
        self.out = out
        self.workers = workers
        self.keep_every = keep_every
        """Keep the policy after every this many improvement rounds in ``out/rounds`` (0: none)."""
        self.report = report or (lambda what, done, total: None)
        self.on_point = on_point or (lambda point: None)
        """Told each point of the curve as it is measured (a resumed run's earlier ones first)."""
        torch.manual_seed(settings.seed)
        self.network = Network(settings.hidden)
        self.optimiser = torch.optim.Adam(self.network.parameters(), lr=settings.imitation_rate)
        self.progress = Progress()

    @property
    def policy(self) -> Policy:
        """The network as it stands, in NumPy."""
        return self.network.export()

    # The checkpoint ------------------------------------------------------------------------

    def load(self) -> bool:
        """Resume from the checkpoint in ``out``, if any: its settings must be the same, but
        for the number of improvement rounds (a finished run goes on for more), of DAgger
        rounds (more of them, while no improvement round has been played) and, while no
        improvement round has been played, the improvement's own settings
        (:data:`IMPROVEMENT_SETTINGS`: a finished imitation may be improved in another way)."""
        path = self.out / CHECKPOINT
        if not path.exists():
            return False
        saved = torch.load(path, weights_only=False)
        stored = TrainSettings.from_json(json.loads(saved["settings"]))
        free = IMPROVEMENT_SETTINGS if saved["round"] == 0 else ("rounds",)
        more = replace(
            stored,
            dagger_rounds=self.settings.dagger_rounds,
            **{name: getattr(self.settings, name) for name in free},
        )
        if more != self.settings:
            differences = "; ".join(
                f"{f.name} {_in_words(getattr(stored, f.name))} there, {_in_words(getattr(self.settings, f.name))} now"
                for f in fields(TrainSettings)
                if getattr(more, f.name) != getattr(self.settings, f.name)
            )
            raise ValueError(
                f"{path} was made with other settings ({differences}); use another --out or the same settings"
            )
        daggers, rounds = saved.get("dagger", 0), saved["round"]
        # Fewer rounds than were played cannot be had: the weights of then are not kept.
        for played, asked, name, option in (
            (rounds, self.settings.rounds, "improvement", "rounds"),
            (daggers, self.settings.dagger_rounds, "DAgger", "dagger-rounds"),
        ):
            if asked < played:
                raise ValueError(
                    f"{path} has played {played} {name} rounds, more than the {asked} asked for: "
                    f"give --{option} {played} or more to go on from it, or another --out for a new run"
                )
        if self.settings.dagger_rounds != stored.dagger_rounds and rounds > 0:
            raise ValueError(
                f"{path} has played {daggers} DAgger rounds and {rounds} improvement rounds; "
                "more DAgger rounds can only follow DAgger rounds"
            )
        self.network.load_state_dict(saved["network"])
        self.optimiser.load_state_dict(saved["optimiser"])
        self.progress = Progress(saved["epoch"], saved.get("dagger", 0), saved["round"], json.loads(saved["curve"]))
        return True

    def save(self) -> None:
        state = {
            "settings": json.dumps(self.settings.to_json()),
            "epoch": self.progress.epoch,
            "dagger": self.progress.dagger,
            "round": self.progress.round,
            "curve": json.dumps(self.progress.curve),
            "network": self.network.state_dict(),
            "optimiser": self.optimiser.state_dict(),
        }
        self.out.mkdir(parents=True, exist_ok=True)
        buffer = io.BytesIO()
        torch.save(state, buffer)
        temporary = self.out / (CHECKPOINT + ".tmp")
        temporary.write_bytes(buffer.getvalue())
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

    def _jobs(
        self,
        games: Sequence[tuple[int, int, tuple[str, ...]]],
        explore: bool,
        record: str,
        label: str | None = None,
        mix: float = 0.0,
    ) -> list[GameJob]:
        params = self.policy.params if any(SELF in g[2] for g in games) else None
        setups = self.settings.setups
        return [
            GameJob(tuple(games[i : i + GAMES_PER_JOB]), params, explore, record, label, mix, setups[job % len(setups)])
            for job, i in enumerate(range(0, len(games), GAMES_PER_JOB))
        ]

    def _play(
        self, games: Sequence[tuple[int, int, tuple[str, ...]]], explore: bool, record: str, what: str, pool: Any
    ) -> list[GameOutcome]:
        jobs = self._jobs(games, explore, record)
        outcomes = []
        self.report(what, 0, len(games))
        results: Iterator[GameOutcome] = pool.imap(play_job, jobs) if pool is not None else map(play_job, jobs)
        for outcome in results:
            outcomes.append(outcome)
            self.report(what, sum(len(o.scores) for o in outcomes), len(games))
        return outcomes

    def evaluate(self, pool: Any) -> tuple[float, list[float]]:
        """The greedy network's win share against the evaluation bot at the smallest table of
        the settings (seats rotated; the same games every time), and its 95% Wilson interval
        ``[low, high]`` (as ``scavengers simulate`` gives; never empty when every game is won
        or every game lost)."""
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
        low, high = wilson_interval(float(sum(shares)), len(shares))
        return float(np.mean(shares)), [low, high]

    # The run ------------------------------------------------------------------------------

    def run(self) -> Policy:
        """Train (resuming from the checkpoint in ``out``, if any) and return the policy. The
        curve's points are told to ``on_point`` as they are measured, a resumed run's earlier
        ones first; after each the checkpoint, ``policy.npz`` and the plot are written."""
        s = self.settings
        if self.load():
            for point in self.progress.curve:
                self.on_point(point)
        elif s.start_from:
            self.network.load_policy(starting_policy(s.start_from, s.hidden))
        pool = worker_pool(self.workers)
        try:
            if pool is not None:
                _check_started(pool)
            # Without imitation the teachers' games serve only DAgger and the anchor.
            teaching = s.imitates or s.dagger_rounds > 0 or s.imitation_weight > 0
            demos = [self._demonstrations(index, pool) for index in range(len(s.teachers))] if teaching else []
            splits = [self._split(d, index) for index, d in enumerate(demos)]
            while s.imitates and self.progress.epoch < sum(s.epochs):
                self._imitate(demos, splits, pool)
            labelled = [self._dagger_games(number, pool) for number in range(self.progress.dagger)]
            while self.progress.dagger < s.dagger_rounds:
                labelled.append(self._dagger_games(self.progress.dagger, pool))
                self._dagger(demos[-1], splits[-1], labelled, pool)
            while self.progress.round < s.rounds:
                self._improve(pool, demos[-1] if demos else None, splits[-1][1] if splits else None)
                if self.keep_every and self.progress.round % self.keep_every == 0:
                    (self.out / SNAPSHOTS).mkdir(exist_ok=True)
                    self.policy.save(self.out / SNAPSHOTS / f"policy-{self.progress.round:04d}.npz", half=True)
        except BaseException:
            if pool is not None:
                pool.terminate()
                pool = None
            raise
        finally:
            if pool is not None:
                pool.close()
                pool.join()
        return self.policy

    def _measured(self, point: dict[str, Any]) -> None:
        """A new point of the curve: kept in the checkpoint, drawn, and told at once, so that a
        long run can be watched and a stopped one keeps its curve so far."""
        self.progress.curve.append(point)
        self.save()
        plot_curve(self.progress.curve, self.out / CURVE_PLOT, self.settings)
        self.on_point(point)

    def _split(self, demos: Samples, index: int) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """A teacher's samples: one in twenty held out (the accuracy's), the rest to learn from."""
        rows = np.random.default_rng([self.settings.seed, index]).permutation(len(demos))
        return rows[: len(rows) // 20], rows[len(rows) // 20 :]

    def _imitate(
        self,
        demos: Sequence[Samples],
        splits: Sequence[tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]],
        pool: Any,
    ) -> None:
        """One imitation epoch of the teacher whose turn it is."""
        s = self.settings
        teacher, epoch = 0, self.progress.epoch
        while epoch >= s.epochs[teacher]:
            epoch -= s.epochs[teacher]
            teacher += 1
        epochs = s.epochs[teacher]
        held_out, train = splits[teacher]
        order = np.random.default_rng([s.seed, self.progress.epoch]).permutation(train)
        batches = range(0, len(order), s.batch)
        rate = s.imitation_rate * (0.5 if epoch >= epochs * 2 // 3 else 1.0)
        for group in self.optimiser.param_groups:
            group["lr"] = rate
        what = f"imitating {s.teachers[teacher]}, epoch {epoch + 1}/{epochs}"
        for done, start in enumerate(batches):
            loss = imitation_loss(self.network, demos[teacher], order[start : start + s.batch], 1.0, s.value_weight)
            self.optimiser.zero_grad()
            loss.backward()  # type: ignore[no-untyped-call]  # PyTorch's own, unannotated
            self.optimiser.step()
            if (done + 1) % 20 == 0 or done + 1 == len(batches):
                self.report(what, done + 1, len(batches))
        hit, cross_entropy = accuracy(self.policy, demos[teacher], held_out)
        win, interval = self.evaluate(pool)
        self.progress.epoch += 1
        self._measured(
            {
                "stage": "imitation",
                "step": self.progress.epoch,
                "teacher": s.teachers[teacher],
                "accuracy": hit,
                "loss": cross_entropy,
                "win": win,
                "interval": interval,
            }
        )

    def _demonstrations(self, index: int, pool: Any) -> Samples:
        """Teacher ``index``'s games as samples, played in jobs each kept in a file of its own
        as it is done (a stopped run plays only the jobs it has not)."""
        s = self.settings
        teacher = s.teachers[index]
        opponent = s.demo_opponents[index] if s.demo_opponents else teacher
        name = f"{index}-{_slug(teacher)}" + ("" if opponent == teacher else f"-vs-{_slug(opponent)}")
        folder = self.out / DEMONSTRATIONS / name
        stage = 1 if index == 0 else TEACHER_STAGE + index

        def lineup(i: int, players: int) -> tuple[str, ...]:
            return tuple(teacher if seat == i % players else opponent for seat in range(players))

        games = self._games(stage, s.demo_games[index], lineup)
        return self._recorded(folder, self._jobs(games, False, teacher), f"{teacher} games to imitate", pool)

    def _recorded(self, folder: Path, jobs: Sequence[GameJob], what: str, pool: Any) -> Samples:
        """The samples of ``jobs``, each job's kept in a file of its own in ``folder`` as it is
        played (the jobs whose file is there are not played again). The folder says which
        games it holds (:data:`GAMES_LIST`, written before the first): a run stopped before its
        first checkpoint and started again with other settings is refused, instead of
        learning from the games of the settings before."""
        folder.mkdir(parents=True, exist_ok=True)
        listed = folder / GAMES_LIST
        games = json.dumps([_job_words(job) for job in jobs])
        if listed.exists() and listed.read_text() != games:
            raise ValueError(
                f"{folder} holds the games of a run with other settings (stopped before its first "
                "checkpoint); use another --out or the same settings"
            )
        if not listed.exists():
            listed.write_text(games)
        paths = [folder / f"games-{number:05d}.npz" for number in range(len(jobs))]
        todo = [number for number, path in enumerate(paths) if not path.exists()]
        total = sum(len(job.games) for job in jobs)  # the bar counts games, not files of them
        done = total - sum(len(jobs[n].games) for n in todo)
        self.report(what, done, total)
        results = (
            pool.imap(play_job, [jobs[n] for n in todo]) if pool is not None else map(play_job, (jobs[n] for n in todo))
        )
        for number, outcome in zip(todo, results, strict=True):
            if outcome.samples is not None:
                temporary = paths[number].with_suffix(".tmp.npz")
                outcome.samples.save(temporary)
                temporary.replace(paths[number])
            done += len(jobs[number].games)
            self.report(what, done, total)
        return join([Samples.load(path) for path in paths if path.exists()])

    def _dagger_games(self, number: int, pool: Any) -> Samples:
        """DAgger round ``number``'s games: the network (as it stands when the round begins:
        the games of a finished round are only read back) in one seat, rotating, against the
        last teacher's opponent; the last teacher's words at the network's decisions."""
        s = self.settings
        teacher = s.dagger_teacher or s.teachers[-1]
        opponent = s.demo_opponents[-1] if s.demo_opponents else s.teachers[-1]
        folder = self.out / DEMONSTRATIONS / f"dagger-{number + 1}-{_slug(teacher)}"
        games = self._games(
            DAGGER_STAGE + number,
            s.dagger_games,
            lambda i, players: tuple(SELF if seat == i % players else opponent for seat in range(players)),
        )
        jobs = self._jobs(games, False, SELF, teacher, s.dagger_mix)
        if number < self.progress.dagger and not all(
            (folder / f"games-{n:05d}.npz").exists() for n in range(len(jobs))
        ):
            raise ValueError(f"{folder} lost games of a finished DAgger round; start the run again in a new --out")
        return self._recorded(folder, jobs, f"DAgger round {number + 1}: {teacher} labels the network's games", pool)

    def _dagger(
        self,
        demos: Samples,
        split: tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]],
        labelled: Sequence[Samples],
        pool: Any,
    ) -> None:
        """One DAgger round: the network's agreement with the teacher at its own states (before
        learning them), then epochs over the teacher's words and every round's labels."""
        s = self.settings
        newest = labelled[-1]
        agreement = accuracy(self.policy, newest, np.arange(len(newest)))[0]
        data = join([demos, *labelled])
        held_out, train = split
        rows = np.concatenate([train, np.arange(len(demos), len(data))])
        number = self.progress.dagger
        for epoch in range(s.dagger_epochs):
            order = np.random.default_rng([s.seed, 20_000 + number, epoch]).permutation(rows)
            rate = s.imitation_rate * (0.5 if epoch >= s.dagger_epochs * 2 // 3 else 1.0)
            for group in self.optimiser.param_groups:
                group["lr"] = rate
            what = f"DAgger round {number + 1}, epoch {epoch + 1}/{s.dagger_epochs}"
            batches = range(0, len(order), s.batch)
            for done, start in enumerate(batches):
                loss = imitation_loss(self.network, data, order[start : start + s.batch], 1.0, s.value_weight)
                self.optimiser.zero_grad()
                loss.backward()  # type: ignore[no-untyped-call]  # PyTorch's own, unannotated
                self.optimiser.step()
                if (done + 1) % 20 == 0 or done + 1 == len(batches):
                    self.report(what, done + 1, len(batches))
        hit, cross_entropy = accuracy(self.policy, demos, held_out)
        win, interval = self.evaluate(pool)
        self.progress.dagger += 1
        self._measured(
            {
                "stage": "dagger",
                "step": self.progress.dagger,
                "teacher": s.dagger_teacher or s.teachers[-1],
                "agreement": agreement,
                "labels": len(newest),
                "accuracy": hit,
                "loss": cross_entropy,
                "win": win,
                "interval": interval,
            }
        )

    def _improve(self, pool: Any, demos: Samples | None, demo_train: npt.NDArray[np.int64] | None) -> None:
        s = self.settings
        number = self.progress.round

        def lineup(i: int, players: int) -> tuple[str, ...]:
            opponent = s.opponents[(number * s.round_games + i) % len(s.opponents)]
            return tuple(SELF if seat == i % players else opponent for seat in range(players))

        games = self._games(2 + number, s.round_games, lineup, s.round_players)
        outcomes = self._play(games, True, "self", f"round {number + 1}/{s.rounds}", pool)
        played = join([o.samples for o in outcomes if o.samples is not None])
        shares = [
            score[names.index(SELF)] / max(1, names.count(SELF))
            for o in outcomes
            for score, lineup_ in zip(o.scores, o.lineups, strict=True)
            if (names := list(dict.fromkeys(lineup_))) and SELF in names and len(names) > 1
        ]
        policy = self.policy
        values = np.concatenate(
            [
                policy.forward(played.features(chunk))[1]
                for chunk in np.array_split(np.arange(len(played)), max(1, len(played) // 2048))
            ]
        )
        advantages = played.returns - values
        advantages = ((advantages - advantages.mean()) / (advantages.std() + 1e-6)).astype(np.float32)
        rng = np.random.default_rng([s.seed, 10_000 + number])
        for group in self.optimiser.param_groups:
            group["lr"] = s.improvement_rate
        for _ in range(s.ppo_epochs):
            order = rng.permutation(len(played))
            for start in range(0, len(order), s.batch):
                loss = ppo_loss(self.network, played, order[start : start + s.batch], advantages, s)
                if s.imitation_weight > 0 and demos is not None and demo_train is not None:
                    demo_rows = rng.choice(demo_train, size=s.batch // 2)
                    loss = loss + imitation_loss(self.network, demos, demo_rows, s.imitation_weight, 0.0)
                self.optimiser.zero_grad()
                loss.backward()  # type: ignore[no-untyped-call]  # PyTorch's own, unannotated
                self.optimiser.step()
        win, interval = self.evaluate(pool)
        self.progress.round += 1
        self._measured(
            {
                "stage": "improvement",
                "step": number + 1,
                "played_win": float(np.mean(shares)) if shares else None,
                "words": len(played),
                "win": win,
                "interval": interval,
            }
        )


WORKERS_START_S = 120.0
"""How long the worker processes may take to start before a run gives up on them."""


def _started() -> bool:
    return True


def _ignore_interrupts() -> None:
    """A worker's first act: Ctrl-C reaches every process of the terminal's group, and the
    parent stops the workers itself, so a worker leaves it alone instead of printing its own
    traceback of the interrupt."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def worker_pool(workers: int) -> Any:
    """``workers`` processes to play games on, started afresh ("spawn") and deaf to Ctrl-C
    (the run stops them); ``None`` for one worker: the games are played in this process."""
    if workers <= 1:
        return None
    context = multiprocessing.get_context("spawn")
    if threading.current_thread() is not threading.main_thread():  # only there may handlers change
        return context.Pool(workers, initializer=_ignore_interrupts)
    # Born ignoring it (an ignored signal stays ignored through exec, and Python then leaves it
    # so): a worker still importing, before its initializer runs, is deaf to Ctrl-C too.
    interrupt = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return context.Pool(workers, initializer=_ignore_interrupts)
    finally:
        if interrupt is not None:
            signal.signal(signal.SIGINT, interrupt)


def _check_started(pool: Any) -> None:
    """Raise ``RuntimeError`` unless ``pool``'s workers start. Each imports the main script
    first ("spawn"), so a script that starts a run outside ``if __name__ == "__main__":``
    makes every worker die as it starts, and the pool would wait for them for ever."""
    try:
        pool.apply_async(_started).get(timeout=WORKERS_START_S)
    except multiprocessing.TimeoutError:
        raise RuntimeError(
            f"the worker processes did not start within {WORKERS_START_S:.0f} s: a script that trains on "
            'several workers must start the run under if __name__ == "__main__": (or use workers=1)'
        ) from None


def _bar(point: dict[str, Any]) -> tuple[float, float]:
    """A curve point's error bar below and above its win share: its ``[low, high]`` interval,
    or the half-width a run of an earlier version kept."""
    win, interval = point.get("win", math.nan), point.get("interval", 0.0)
    if isinstance(interval, list):
        return win - interval[0], interval[1] - win
    return float(interval), float(interval)


def plot_curve(curve: Sequence[dict[str, Any]], path: Path, settings: TrainSettings) -> None:
    """The learning curve: the greedy network's win share against the evaluation bot after each
    imitation epoch and improvement round (95% intervals), and the imitation's accuracy."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    learned = any(p["stage"] in ("imitation", "dagger") for p in curve)
    if learned:
        figure, (left, right) = plt.subplots(1, 2, figsize=(11, 4.4))
    else:  # started from weights: nothing imitated, one panel
        figure, left = plt.subplots(1, 1, figsize=(7, 4.4))
    xs = list(range(1, len(curve) + 1))
    wins = [point.get("win", math.nan) for point in curve]
    below, above = zip(*(_bar(point) for point in curve), strict=True)
    left.errorbar(xs, wins, yerr=[below, above], marker="o", capsize=3, label=f"greedy vs {settings.evaluate_against}")
    played = [(x, p["played_win"]) for x, p in zip(xs, curve, strict=True) if p.get("played_win") is not None]
    if played:
        sizes = " and ".join(map(str, settings.round_players or settings.players))
        label = f"training games against bots ({sizes} players, drawn words)"
        left.plot(*zip(*played, strict=True), "s--", alpha=0.6, label=label)
    epochs = sum(1 for p in curve if p["stage"] == "imitation")
    boundary = 0
    # A dotted line where the next teacher, or the rounds, take over.
    for count in settings.epochs if settings.imitates else ():
        boundary += count
        if boundary < len(curve):
            left.axvline(boundary + 0.5, color="grey", linestyle=":")
    left.axhline(1.0 / min(settings.players), color="grey", linewidth=0.8)
    daggers = sum(1 for p in curve if p["stage"] == "dagger")
    rounds = f", DAgger rounds 1-{daggers}" if daggers else ""
    rounds += ", then improvement rounds" if len(curve) > epochs + daggers else ""
    if epochs:
        left.set_xlabel(f"imitation epochs 1-{epochs} ({', '.join(settings.teachers)}){rounds}")
    else:
        left.set_xlabel(f"from the weights {Path(settings.start_from).name}{rounds}")
    left.set_ylabel("win share")
    title = f"{settings.eval_games} evaluation games, {min(settings.players)} players: {describe_setup(settings)}"
    left.set_title(textwrap.fill(title, 70 if learned else 60), fontsize="medium")
    left.legend(loc="best", fontsize="small")
    if learned:
        _plot_imitation(right, curve, settings, epochs)
    figure.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=100)
    plt.close(figure)


def _plot_imitation(axes: Any, curve: Sequence[dict[str, Any]], settings: TrainSettings, epochs: int) -> None:
    """The right panel: each teacher's held-out accuracy by epoch, and DAgger's agreement."""
    imitation = [p for p in curve if p["stage"] == "imitation"]
    for teacher in settings.teachers:
        points = [p for p in imitation if p.get("teacher") == teacher]
        if points:
            axes.plot([p["step"] for p in points], [p["accuracy"] for p in points], "o-", label=teacher)
    dagger = [(epochs + p["step"], p["agreement"]) for p in curve if p["stage"] == "dagger"]
    if dagger:
        label = "DAgger: its labeller, at the\nnetwork's own states (before learning)"
        axes.plot(*zip(*dagger, strict=True), "s--", label=label)
    axes.set_xticks([p["step"] for p in imitation] + [x for x, _ in dagger])
    axes.set_xlabel("imitation epoch, then DAgger round" if dagger else "imitation epoch")
    axes.set_ylabel("share of the teacher's held-out words predicted")
    axes.set_ylim(0, 1)
    axes.set_title("imitation")
    axes.legend(loc="lower right")


__all__ = [
    "CHECKPOINT",
    "CURVE_PLOT",
    "DEMONSTRATIONS",
    "IMPROVEMENT_SETTINGS",
    "POLICY",
    "SNAPSHOTS",
    "Network",
    "TrainSettings",
    "Trainer",
    "accuracy",
]
