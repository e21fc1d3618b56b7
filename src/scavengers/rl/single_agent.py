"""The Gymnasium environment: one seat learns, bots play the others.

``scavengers.rl.gym_env(players=2, opponents=["heuristic"])``: observations and actions are
those of the PettingZoo environment (a word a step, the mask in the observation and from
:meth:`GymEnv.action_masks`, as sb3-contrib's MaskablePPO asks). The opponents are any bots of
``scavengers.bots.make_agent`` (``"heuristic"``, ``"ismcts:iters=100"``, ...), each seeing
only its own view, as in every game. The reward comes at the game's end. A word outside the
mask ends the episode with ``illegal_reward`` (and ``info["illegal"]``), as PettingZoo's
classic games do, so an unmasked random action never raises.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence, Set
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt

from scavengers.bots.agent import Agent, check_bot_name, decide, make_agent
from scavengers.rl.driver import Driver, check_reward
from scavengers.rl.multi_agent import Observation, action_space, observation_space
from scavengers.rl.settings import (
    MAX_WORDS,
    SEED_BITS,
    Settings,
    player_count,
    real_number,
    whole_number,
    word_limit,
    word_of,
)

BOT_SEEDS = 8
"""A bot's seed is the game's seed times this plus its seat (``scavengers simulate`` seeds a bot
with the game's seed plus its seat: the same game's bots draw otherwise there)."""


class GymEnv(gymnasium.Env[Observation, np.int64]):
    """Arctic Scavengers with one learning seat (see the module): ``players`` seats, the
    learner's and bots named by ``opponents`` (one name for all, or one per other seat; the
    heuristic bot when not given; none in the solo game); the learner's ``seat`` (``None``:
    drawn from each game's seed), ``modules``, ``variants``, ``rules``, ``render_mode``,
    ``reward``, ``illegal_reward``, ``max_steps`` and any other ``GameConfig`` field
    (``config``)."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012

    def __init__(
        self,
        players: int = 2,
        opponents: Sequence[str] | str | None = None,
        *,
        seat: int | None = None,
        modules: Iterable[str] = (),
        variants: Iterable[str] = (),
        rules: str | int = "2015",
        render_mode: str | None = None,
        reward: str = "win",
        illegal_reward: float | np.floating[Any] | np.integer[Any] = -1.0,
        max_steps: int | None = MAX_WORDS,
        **config: Any,
    ) -> None:
        check_reward(reward)
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r:.40}")
        players = player_count(players)
        self.opponents = opponent_names(players, opponents)
        self.fixed_seat = learner_seat(players, seat)
        self.illegal_reward = real_number("illegal_reward", illegal_reward)
        self.max_steps = word_limit("max_steps", max_steps)
        self._settings = Settings.of(players, modules, variants, rules, dict(config))
        self.render_mode = render_mode
        self.reward_kind = reward
        self.observation_space = observation_space()
        self.action_space = action_space()
        self.seat = 0
        self._bots: dict[int, Agent] = {}
        self._driver: Driver | None = None
        self._steps = 0
        self._ended = True

    @property
    def driver(self) -> Driver:
        """The game in progress, word by word."""
        if self._driver is None:
            raise ValueError("call reset() before using the environment")
        return self._driver

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """A new game: with ``seed``, the game of that seed; without, one drawn by the
        environment's generator. The learning seat is ``seat``, or the game's seed modulo
        the players when ``seat`` is ``None``. A seed the engine refuses (``ConfigError``)
        changes nothing. A game the bots finish before the learner has a choice is over here:
        her next step ends the episode with her reward."""
        if seed is None:
            super().reset()
            game_seed = int(self.np_random.integers(0, 1 << SEED_BITS))
        else:
            game_seed = whole_number("seed", seed)
        # No log where nothing renders it; a seed the engine refuses changes nothing.
        driver = Driver(self._settings.config(game_seed), events=self.render_mode is not None)
        if seed is not None:
            # Gymnasium's generator takes no negative seed; the engine reads one modulo 2**64.
            super().reset(seed=game_seed % (1 << 64))
        game_seed = driver.game.config.seed
        players = self._settings.players
        self.seat = self.fixed_seat if self.fixed_seat is not None else game_seed % players
        others = [s for s in range(players) if s != self.seat]
        self._bots = {
            s: make_agent(name, game_seed * BOT_SEEDS + s) for s, name in zip(others, self.opponents, strict=True)
        }
        self._driver = driver
        self._steps = 0
        self._ended = False
        self._let_bots_play()
        return self._observation(), {"seat": self.seat}

    def step(self, action: object) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        """The learner chooses the word ``action`` (a Python or NumPy integer, or a NumPy array
        of one integer and no dimension, 0 to ``len(WORDS) - 1``); one outside the mask ends the
        episode with ``illegal_reward``."""
        if self._driver is None:
            raise ValueError("call reset() before step()")
        if self._ended:
            raise ValueError("the episode is over: call reset()")
        driver = self.driver
        word = word_of(action)
        if driver.over:
            # The game ended before the learner had a choice (a table set up near its end):
            # her one step ends the episode with her reward, whatever the word.
            self._ended = True
            return self._observation(), driver.rewards(self.reward_kind)[self.seat], True, False, {"seat": self.seat}
        self._steps += 1
        if word not in driver.phrase.allowed:
            self._ended = True
            return self._observation(), self.illegal_reward, True, False, {"seat": self.seat, "illegal": True}
        driver.choose(word)
        self._let_bots_play()
        reward = 0.0
        terminated = driver.over
        if terminated:
            reward = driver.rewards(self.reward_kind)[self.seat]
        truncated = not terminated and self.max_steps is not None and self._steps >= self.max_steps
        self._ended = terminated or truncated
        return self._observation(), reward, terminated, truncated, {"seat": self.seat}

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The words the learning seat may choose now (for sb3-contrib's MaskablePPO)."""
        return self.driver.mask(self.seat).astype(bool)

    def render(self) -> str | None:
        """The learning seat's table as the terminal game shows it (``render_mode="ansi"``)."""
        if self.render_mode is None:
            return None
        return self.driver.table_text(self.seat)

    def _observation(self) -> Observation:
        return self.driver.observe(self.seat)

    def _let_bots_play(self) -> None:
        """The bots decide until the learning seat must choose or the game is over."""
        driver = self.driver
        game = driver.game
        while (seat := driver.seat) is not None and seat != self.seat:
            driver.play(decide(self._bots[seat], game, seat, game.legal_actions(seat)))


def opponent_names(players: int, opponents: Sequence[str] | str | None) -> tuple[str, ...]:
    """The bots of the seats other than the learner's, in seat order: one name for all, or one
    per seat; the heuristic bot when not given (none in the solo game)."""
    if opponents is None:
        names = [] if players == 1 else ["heuristic"]
    elif isinstance(opponents, str):
        names = [opponents]
    elif isinstance(opponents, Iterable) and not isinstance(opponents, Mapping | Set):
        names = list(opponents)  # in seat order: a set or a mapping has none to give
    else:
        raise TypeError(f"opponents must be a bot name or a list of them in seat order, got {opponents!r:.40}")
    if players == 1 and names:
        # The solo game has no other seat: a name given for it would be dropped without a word.
        raise ValueError(f"1 players need no opponent (leave opponents None), got {len(names)}")
    if len(names) == 1:
        names *= players - 1
    if len(names) != players - 1:
        need = "1 opponent" if players == 2 else f"{players - 1} opponents"
        raise ValueError(f"{players} players need {need} (or one name for all), got {len(names)}")
    for name in names:
        if not isinstance(name, str):
            raise TypeError(f"opponents must be bot names (strings), got {name!r:.40}")
        check_bot_name(name)
    return tuple(names)


def learner_seat(players: int, seat: object) -> int | None:
    """The learner's seat, 0 to ``players - 1``, or ``None``: drawn from each game's seed."""
    if seat is None:
        return None
    number = whole_number("seat", seat)
    if not 0 <= number < players:
        raise ValueError(f"seat must be 0-{players - 1} or None (drawn each game), got {number}")
    return number


gym_env = GymEnv
"""The Gymnasium environment: :class:`GymEnv` itself, under the name PettingZoo's ``env()``
has beside it (``rl.gym_env(players=2, opponents=["heuristic"])``); ``help(rl.gym_env)`` shows
every setting it takes."""
