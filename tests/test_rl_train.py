"""The learned bot and its trainer (scavengers.rl.policy, scavengers.rl.train, ``scavengers train``):
the gradients, imitation, checkpoints that resume to the same weights, and a bot that plays
legal actions from its view alone with the weights shipped in the package."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from scavengers.bots.agent import make_agent, run_game
from scavengers.cli.main import main
from scavengers.engine import Game, GameConfig
from scavengers.rl.agent import WEIGHTS, LearnedAgent
from scavengers.rl.observation import SIZE
from scavengers.rl.policy import PARAMETERS, Policy, features, masked_log_softmax
from scavengers.rl.train import (
    CHECKPOINT,
    CURVE_PLOT,
    DEMONSTRATIONS,
    POLICY,
    Samples,
    Trainer,
    TrainSettings,
    accuracy,
    gradients,
    imitation_grad,
    value_grad,
)
from scavengers.rl.words import WORDS

TINY = TrainSettings(demo_games=3, epochs=1, rounds=2, round_games=2, eval_games=2, hidden=16, batch=128)
"""A run of a few seconds: every stage, on a handful of games."""


def tiny_samples(rng: np.random.Generator, rows: int) -> Samples:
    dense = (rng.random((rows, SIZE)) < 0.03) * rng.integers(1, 4, (rows, SIZE))
    positions = [np.flatnonzero(row) for row in dense]
    masks = rng.random((rows, len(WORDS))) < 0.2
    words = np.array([rng.choice(np.flatnonzero(m)) for m in masks], np.int16)
    return Samples(
        positions=np.concatenate(positions).astype(np.int16),
        values=np.concatenate([row[p] for row, p in zip(dense, positions, strict=True)]).astype(np.float32),
        starts=np.concatenate(([0], np.cumsum([len(p) for p in positions]))).astype(np.int64),
        masks=masks,
        words=words,
        log_probabilities=np.zeros(rows, np.float32),
        returns=rng.random(rows).astype(np.float32),
    )


def test_the_gradients_of_imitation_and_value_match_finite_differences() -> None:
    rng = np.random.default_rng(3)
    samples = tiny_samples(rng, 6)
    rows = np.arange(6)
    policy = Policy.initial(1, hidden=8)
    policy.params["wp"] *= 100  # scores far from 0, so that the loss moves
    x = samples.features(rows)

    def loss(p: Policy) -> float:
        scores, values, _, _ = p.forward(x)
        log_p = masked_log_softmax(scores, samples.masks)
        cross_entropy = -log_p[rows, samples.words.astype(np.int64)].mean()
        return float(cross_entropy + 0.5 * ((values - samples.returns) ** 2).mean())

    grads = gradients(policy, x, imitation_grad(samples, rows, 1.0), value_grad(samples.returns, 0.5))
    step = 1e-3
    for name in PARAMETERS:  # one array at a time: float32 sums are too coarse for all at once
        direction = rng.standard_normal(policy.params[name].shape).astype(np.float32)
        moved = [Policy({**policy.params, name: policy.params[name] + sign * step * direction}) for sign in (1, -1)]
        numeric = (loss(moved[0]) - loss(moved[1])) / (2 * step)
        analytic = float((grads[name] * direction).sum())
        assert analytic == pytest.approx(numeric, rel=0.05, abs=5e-3), name


def test_sparse_samples_give_back_the_observations_they_were_made_of() -> None:
    rng = np.random.default_rng(5)
    samples = tiny_samples(rng, 5)
    dense = np.zeros((5, SIZE), np.float32)
    for row in range(5):
        at = slice(samples.starts[row], samples.starts[row + 1])
        dense[row, samples.positions[at]] = samples.values[at]
    rows = np.array([3, 0, 4])
    assert np.array_equal(samples.features(rows), features(dense[rows]))


def test_training_imitates_writes_its_files_and_resumes_to_the_same_weights(tmp_path: Path) -> None:
    straight = Trainer(TINY, tmp_path / "straight")
    policy = straight.run()
    for name in (CHECKPOINT, DEMONSTRATIONS, CURVE_PLOT, POLICY):
        assert (tmp_path / "straight" / name).exists()
    curve = straight.progress.curve
    assert [p["stage"] for p in curve] == ["imitation", "improvement", "improvement"]
    assert all(0 <= p["win"] <= 1 for p in curve)
    demos = Samples.load(tmp_path / "straight" / DEMONSTRATIONS)
    every = np.arange(len(demos))
    assert accuracy(policy, demos, every)[0] > accuracy(Policy.initial(TINY.seed, TINY.hidden), demos, every)[0]

    # Stopped after one round, then resumed for the second: the same weights.
    Trainer(replace(TINY, rounds=1), tmp_path / "resumed").run()
    resumed = Trainer(TINY, tmp_path / "resumed")
    assert resumed.load()
    assert resumed.progress.round == 1
    resumed.run()
    for name in PARAMETERS:
        assert np.array_equal(resumed.policy.params[name], policy.params[name]), name
    with pytest.raises(ValueError, match="other settings"):
        Trainer(replace(TINY, hidden=8), tmp_path / "resumed").load()


def test_scavengers_train_runs_with_a_progress_report_and_writes_a_playable_policy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    args = ["train", "--out", str(out), "--demo-games", "2", "--epochs", "1", "--rounds", "1"]
    args += ["--round-games", "2", "--eval-games", "2", "--hidden", "8", "--workers", "1"]
    assert main(args) == 0
    assert f"Wrote {out / POLICY}" in capsys.readouterr().out
    game = Game.new(GameConfig(players=2, seed=4))
    run_game(game, [make_agent(f"learned:weights={out / POLICY}", 1), make_agent("heuristic", 2)])
    assert game.over


def test_the_shipped_weights_are_small_and_fit_the_environment() -> None:
    shipped = resources.files("scavengers.bots").joinpath(WEIGHTS)
    assert len(shipped.read_bytes()) < 3_000_000
    policy = LearnedAgent().policy
    assert policy.params["w0"].shape[0] == SIZE
    assert policy.params["wp"].shape[1] == len(WORDS)


@pytest.mark.parametrize("players", [2, 4])
def test_the_learned_bot_plays_whole_games_with_legal_actions_from_its_view(players: int) -> None:
    """It is given its seat's view and the legal actions only (the agent protocol); the game
    refuses an action that is not legal."""
    game = Game.new(GameConfig(players=players, seed=11, modules=frozenset({"hq1"})))
    agents = [make_agent("learned" if seat == 0 else "heuristic", seat) for seat in range(players)]
    run_game(game, agents)
    assert game.over


def test_the_learned_bot_draws_its_words_at_a_temperature_from_its_seed() -> None:
    def play(seed: int) -> list[str]:
        game = Game.new(GameConfig(players=2, seed=2))
        moves: list[str] = []
        agents = [make_agent("learned:temperature=2", seed), make_agent("learned:temperature=2", seed + 1)]
        run_game(game, agents, on_action=lambda _, action: moves.append(str(action)))
        return moves

    assert play(1) == play(1)
    with pytest.raises(ValueError, match="temperature"):
        make_agent("learned:temperature=-1", 0)


def test_the_learned_bot_and_the_trainer_need_neither_pettingzoo_nor_gymnasium() -> None:
    """The core install has NumPy (through matplotlib) but not the rl extra."""
    script = (
        "import sys\n"
        "sys.modules['gymnasium'] = sys.modules['pettingzoo'] = None  # as if not installed\n"
        "from scavengers.bots.agent import make_agent, run_game\n"
        "from scavengers.engine import Game, GameConfig\n"
        "import scavengers.rl.train\n"
        "game = Game.new(GameConfig(players=2, seed=3))\n"
        "run_game(game, [make_agent('learned', 0), make_agent('heuristic', 1)])\n"
        "assert game.over and 'gymnasium' not in {m.split('.')[0] for m in sys.modules if sys.modules[m]}\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
