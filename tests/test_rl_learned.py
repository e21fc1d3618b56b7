"""The learned bot (scavengers.rl.policy, scavengers.rl.agent) and the games its trainer plays
(scavengers.rl.games), with NumPy alone: the bot plays legal actions from its view with the
weights shipped in the package, without PyTorch or the rl extra. The trainer itself (PyTorch,
the ``train`` extra) is tested in ``tests_train/``."""

from __future__ import annotations

import subprocess
import sys
from importlib import resources

import numpy as np
import pytest

from helpers import stores_and_retrieves
from rl_helpers import tiny_samples
from scavengers.bots.agent import make_agent, run_game
from scavengers.engine import Game, GameConfig
from scavengers.rl.agent import WEIGHTS, LearnedAgent
from scavengers.rl.games import GameJob, play_job
from scavengers.rl.observation import SIZE
from scavengers.rl.policy import features
from scavengers.rl.words import WORDS


def test_sparse_samples_give_back_the_observations_they_were_made_of() -> None:
    rng = np.random.default_rng(5)
    samples = tiny_samples(rng, 5)
    dense = np.zeros((5, SIZE), np.float32)
    for row in range(5):
        at = slice(samples.starts[row], samples.starts[row + 1])
        dense[row, samples.positions[at]] = samples.values[at]
    rows = np.array([3, 0, 4])
    assert np.array_equal(samples.features(rows), features(dense[rows]))


def test_a_teachers_games_against_another_bot_record_the_teachers_words_only() -> None:
    """Each row keeps the reward of the seat whose word it is: here the teacher lost every
    game, so all of its rows, and none of its opponent's, carry 0."""
    games = tuple((seed, 2, ("easy", "heuristic") if seed % 2 else ("heuristic", "easy")) for seed in (5, 6, 7))
    teacher = play_job(GameJob(games, None, False, "easy"))
    opponent = play_job(GameJob(games, None, False, "heuristic"))
    easy_shares = [score[lineup.index("easy")] for score, lineup in zip(teacher.scores, teacher.lineups, strict=True)]
    assert easy_shares == [0.0, 0.0, 0.0]
    assert teacher.samples is not None
    assert opponent.samples is not None
    assert np.all(teacher.samples.returns == 0.0)
    assert np.all(opponent.samples.returns == 1.0)
    assert play_job(GameJob(games, None, False, "none")).samples is None


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


@pytest.mark.slow
def test_the_learned_bot_and_its_games_need_neither_pytorch_nor_the_rl_extra() -> None:
    """The core install has NumPy (through matplotlib) but neither PyTorch nor the rl extra:
    the bot plays, and the trainer's games are played, with NumPy alone."""
    script = (
        "import sys\n"
        "for name in ('gymnasium', 'pettingzoo', 'torch'):\n"
        "    sys.modules[name] = None  # as if not installed\n"
        "from scavengers.bots.agent import make_agent, run_game\n"
        "from scavengers.engine import Game, GameConfig\n"
        "from scavengers.rl.games import GameJob, play_job\n"
        "game = Game.new(GameConfig(players=2, seed=3))\n"
        "run_game(game, [make_agent('learned', 0), make_agent('heuristic', 1)])\n"
        "outcome = play_job(GameJob(((5, 2, ('heuristic', 'heuristic')),), None, False, 'heuristic'))\n"
        "assert game.over and outcome.samples is not None and len(outcome.samples) > 50\n"
        "assert not {'gymnasium', 'torch'} & {m.split('.')[0] for m in sys.modules if sys.modules[m]}\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-2000:]


@pytest.mark.slow
def test_scavengers_train_without_pytorch_says_which_extra_to_install() -> None:
    script = (
        "import sys\n"
        "sys.modules['torch'] = None  # as if not installed\n"
        "from scavengers.cli.main import main\n"
        "main(['train', '--out', 'unused', '--demo-games', '1'])\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 1
    assert "pip install -e '.[train]'" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.slow
def test_the_network_in_training_stores_and_retrieves_at_most_once_a_round() -> None:
    """As the learned bot plays (RULINGS ED-15 sets no limit): the shipped network, playing for
    the trainer in Recon module 3 games (where it once stored and retrieved for ever), takes
    each at most once a round, and its games end."""
    from scavengers.rl.agent import bundled_policy
    from scavengers.rl.games import _Learner

    played = stores_and_retrieves(lambda seat: _Learner(bundled_policy(), None, None, seat))
    assert all(over for over, _ in played)
    assert played[-1][1]
    assert max(max(taken.values(), default=0) for _, taken in played) == 1
