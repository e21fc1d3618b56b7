"""Learning environments: PettingZoo (AEC) and Gymnasium, with a fixed action space and masks.

    from scavengers import rl
    env = rl.env(players=4, modules={"hq1"})          # PettingZoo AEC
    env = rl.gym_env(players=2, opponents=["heuristic"])  # Gymnasium, one seat learns
    env = gymnasium.make("scavengers/Scavengers-v0", players=2)  # the same, registered
    import scavengers.rl.openspiel  # OpenSpiel: pyspiel.load_game("python_arctic_scavengers")

The environments need the ``rl`` extra (``pip install -e ".[rl]"`` in the repository: PettingZoo and
Gymnasium); they are imported when first asked for. The words, the observation, the driver,
the policy network and the games it plays need NumPy alone, which the core install has, so that
the ``learned`` bot plays without the extra; its trainer (:mod:`scavengers.rl.train`) needs
PyTorch, the ``train`` extra, and the OpenSpiel game (:mod:`scavengers.rl.openspiel`) OpenSpiel,
the ``openspiel`` extra. Every choice is one word of :data:`WORDS` (an
action's notation, word by word); the mask allows exactly the words that lead to a legal
action. docs/rl.md describes the observation field by field, the words and the rewards.
"""

from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING

from scavengers.rl.driver import REWARDS, Driver, rewards
from scavengers.rl.observation import FIELDS, LAYOUT, SIZE, observe
from scavengers.rl.words import WORDS, Phrase, action_words

if TYPE_CHECKING:
    from scavengers.rl.multi_agent import RawEnv, env
    from scavengers.rl.single_agent import GymEnv, gym_env

GYMNASIUM_ID = "scavengers/Scavengers-v0"
_ENVIRONMENTS = {"RawEnv": "multi_agent", "env": "multi_agent", "GymEnv": "single_agent", "gym_env": "single_agent"}
"""The names whose modules need the rl extra, and those modules."""
_EXTRA_MODULES = frozenset({"gymnasium", "pettingzoo"})
MISSING_EXTRA = (
    'the learning environments need the rl extra (PettingZoo and Gymnasium): pip install -e ".[rl]" in the repository'
)


def environments(module: str = "multi_agent") -> ModuleType:
    """The environments' ``module`` (``multi_agent`` or ``single_agent``), imported; without
    the rl extra, ``ModuleNotFoundError`` saying in one line how to install it."""
    try:
        return import_module(f"scavengers.rl.{module}")
    except ModuleNotFoundError as error:
        if (error.name or "").partition(".")[0] not in _EXTRA_MODULES:
            raise
        raise ModuleNotFoundError(f"{MISSING_EXTRA} ({error.name} is missing)", name=error.name) from None


def __getattr__(name: str) -> object:
    module = _ENVIRONMENTS.get(name)
    if module is None:
        raise AttributeError(f"module 'scavengers.rl' has no attribute {name!r}")
    return getattr(environments(module), name)


try:
    import gymnasium
    import pettingzoo  # noqa: F401  # only whether it is there
except ModuleNotFoundError:  # the core install: no environments, the rest works
    _HAVE_EXTRA = False
else:
    _HAVE_EXTRA = True
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
    "Phrase",
    "action_words",
    "environments",
    "observe",
    "rewards",
]
if _HAVE_EXTRA:  # without the extra, ``from scavengers.rl import *`` takes the rest
    __all__ += ["GymEnv", "RawEnv", "env", "gym_env"]
