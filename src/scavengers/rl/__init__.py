"""Learning environments: PettingZoo (AEC) and Gymnasium, with a fixed action space and masks.

    from scavengers import rl
    env = rl.env(players=4, modules={"hq1"})          # PettingZoo AEC
    env = rl.gym_env(players=2, opponents=["heuristic"])  # Gymnasium, one seat learns
    env = gymnasium.make("scavengers/Scavengers-v0", players=2)  # the same, registered

Needs the ``rl`` extra (``pip install "scavengers[rl]"``): PettingZoo, Gymnasium and NumPy.
Every choice is one word of :data:`WORDS` (an action's notation, word by word); the mask allows
exactly the words that lead to a legal action. docs/rl.md describes the observation field by
field, the words and the rewards.
"""

import gymnasium

from scavengers.rl.driver import REWARDS, Driver, rewards
from scavengers.rl.multi_agent import RawEnv, env
from scavengers.rl.observation import FIELDS, LAYOUT, SIZE, observe
from scavengers.rl.single_agent import GymEnv, gym_env
from scavengers.rl.words import WORDS, Phrase, action_words

GYMNASIUM_ID = "scavengers/Scavengers-v0"
if GYMNASIUM_ID not in gymnasium.registry:
    gymnasium.register(id=GYMNASIUM_ID, entry_point="scavengers.rl.single_agent:GymEnv")

__all__ = [
    "FIELDS",
    "GYMNASIUM_ID",
    "LAYOUT",
    "REWARDS",
    "SIZE",
    "WORDS",
    "Driver",
    "GymEnv",
    "Phrase",
    "RawEnv",
    "action_words",
    "env",
    "gym_env",
    "observe",
    "rewards",
]
