"""Gymnasium's vector environments run several games of ``rl.gym_env`` at once, as a researcher
collects experience on several cores: observations and masks come stacked, an episode that ends
starts the next at the following step (Gymnasium's next-step autoreset), and the final
observation of a game allows no word (the game is over; the step after it is the reset, whose
action is not read)."""

from __future__ import annotations

from functools import partial

import gymnasium
import numpy as np
import pytest

from scavengers import rl


def play(envs: gymnasium.vector.VectorEnv, steps: int) -> tuple[int, int]:
    """Random allowed words for ``steps`` steps; the episodes that ended and the steps that
    came after an end (whose action is the reset's, not read)."""
    observations, _ = envs.reset(seed=3)
    rng = np.random.default_rng(0)
    ended = after_end = 0
    done = np.zeros(envs.num_envs, dtype=bool)
    for _ in range(steps):
        masks = observations["action_mask"]
        assert masks.shape == (envs.num_envs, len(rl.WORDS))
        words = []
        for index, mask in enumerate(masks):
            allowed = np.flatnonzero(mask)
            # Only a finished game's last observation allows nothing; any word then starts the next.
            assert len(allowed) or done[index]
            words.append(rng.choice(allowed) if len(allowed) else 0)
        after_end += int(done.sum())
        observations, rewards, terminated, truncated, _ = envs.step(np.array(words))
        assert observations["observation"].shape == (envs.num_envs, rl.SIZE)
        done = terminated | truncated
        ended += int(done.sum())
        assert set(rewards[done]) <= {0.0, 0.5, 1.0}  # the win share: the one reward, at the end
    return ended, after_end


def test_a_synchronous_vector_of_games_plays_through_their_ends() -> None:
    envs = gymnasium.vector.SyncVectorEnv([partial(rl.gym_env, players=2, opponents=["random"]) for _ in range(2)])
    ended, after_end = play(envs, 600)
    envs.close()
    assert ended >= 2
    assert ended - envs.num_envs <= after_end <= ended  # each end is followed by its reset step, but the last


@pytest.mark.slow
def test_an_asynchronous_vector_of_games_runs_them_in_other_processes() -> None:
    envs = gymnasium.vector.AsyncVectorEnv([partial(rl.gym_env, players=2, opponents=["random"]) for _ in range(2)])
    try:
        ended, _ = play(envs, 400)
    finally:
        envs.close()
    assert ended >= 1
