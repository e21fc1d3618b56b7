"""The PettingZoo AEC environment: every seat an agent, every choice a word.

``scavengers.rl.env(players=4)`` is the environment wrapped as PettingZoo's classic games are
(order enforced); :class:`RawEnv` is the bare one. Agents are ``seat_0`` .. ``seat_{n-1}``;
the agent selected is the seat whose decision is pending, a reaction on another player's turn
included. Each step chooses one word of :data:`~scavengers.rl.words.WORDS`; observations are
``{"observation": float32[SIZE], "action_mask": int8[len(WORDS)]}`` built from the agent's
own view. Rewards come once, when the game ends (:data:`~scavengers.rl.driver.REWARDS`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.wrappers.order_enforcing import AECOrderEnforcingIterable, AECOrderEnforcingIterator

from scavengers.rl.driver import Driver, check_reward
from scavengers.rl.observation import OBSERVATION_HIGH, SIZE
from scavengers.rl.settings import MAX_WORDS, SEED_BITS, Settings, whole_number, word_limit, word_of
from scavengers.rl.words import WORDS

Observation = dict[str, Any]
"""``{"observation": float32 array, "action_mask": int8 array}``."""


def agent_name(seat: int) -> str:
    return f"seat_{seat}"


def observation_space() -> spaces.Dict:
    """The space of every observation: the vector and the mask of words allowed next."""
    return spaces.Dict(
        {
            "observation": spaces.Box(0.0, OBSERVATION_HIGH, (SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (len(WORDS),), np.int8),
        }
    )


def action_space() -> spaces.Space[Any]:
    """The space of every action: a word's id in :data:`WORDS`."""
    return spaces.Discrete(len(WORDS))


class RawEnv(AECEnv[str, Observation, int | None]):
    """Arctic Scavengers for 1-5 seats as a PettingZoo AEC environment (see the module)."""

    metadata = {"name": "scavengers_v0", "render_modes": ["ansi"], "is_parallelizable": False}  # noqa: RUF012

    def __init__(
        self,
        players: int = 4,
        *,
        modules: Iterable[str] = (),
        variants: Iterable[str] = (),
        rules: str | int = "2015",
        render_mode: str | None = None,
        reward: str = "win",
        max_cycles: int | None = MAX_WORDS,
        **config: Any,
    ) -> None:
        super().__init__()  # type: ignore[no-untyped-call]  # PettingZoo's own, unannotated
        check_reward(reward)
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r:.40}")
        self.max_cycles = word_limit("max_cycles", max_cycles)
        self._settings = Settings.of(players, modules, variants, rules, dict(config))
        self.render_mode = render_mode
        self.reward_kind = reward
        self.possible_agents = [agent_name(seat) for seat in range(self._settings.players)]
        self._seats = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.agents = []
        # One space of each kind per agent, as PettingZoo's own environments have them: equal,
        # but each with its own generator, so that seeding one agent's space (for its
        # ``sample``) leaves the others' draws as they were.
        self.observation_spaces = {agent: observation_space() for agent in self.possible_agents}
        self.action_spaces = {agent: action_space() for agent in self.possible_agents}
        self._seeds = random.Random()
        self.driver: Driver | None = None
        self._steps: dict[str, int] = {}

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """``agent``'s observation space: the same object at every call."""
        return self.observation_spaces[self._known(agent)]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``agent``'s action space: the same object at every call."""
        return self.action_spaces[self._known(agent)]

    def _known(self, agent: str) -> str:
        # docs/rl.md: a name that is not an agent's is refused with a ValueError, one that
        # cannot even be looked up (a list of agents passed by mistake) included.
        if not isinstance(agent, str) or agent not in self._seats:
            raise ValueError(f"{agent!r:.40} is not an agent of this environment")
        return agent

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: with ``seed``, the game of that seed (``scavengers play --seed``) and the
        seeds of later unseeded resets; without, the next of those seeds."""
        game_seed = self._seeds.getrandbits(SEED_BITS) if seed is None else whole_number("seed", seed)
        # No log where nothing renders it; a seed the engine refuses changes nothing.
        # Every seat sees whom the game waits for: a seat asked in a reaction window is put the
        # question whether or not it holds an answer, unless everyone can tell it cannot.
        driver = Driver(self._settings.config(game_seed), events=self.render_mode is not None, ask_windows=True)
        if seed is not None:
            # The engine reads a negative seed modulo 2**64, and so does this sequence: Python's
            # Random takes only a seed's absolute value, so -s would replay the games after s.
            self._seeds = random.Random(game_seed % (1 << 64))
        self.driver = driver
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._steps = dict.fromkeys(self.agents, 0)
        self._select()
        if driver.seat is None:
            # A table set up so near its end (a scenario) that no one has a choice: the game is
            # over already, and each agent's last() hands out its reward as at any game's end.
            self._accumulate_rewards()

    def _driving(self) -> Driver:
        if self.driver is None:
            raise ValueError("call reset() before using the environment")
        return self.driver

    def _select(self) -> None:
        driver = self._driving()
        seat = driver.seat
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]
            return
        for agent, reward in zip(self.possible_agents, driver.rewards(self.reward_kind), strict=True):
            self.rewards[agent] = reward
            self.terminations[agent] = True
        self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> Observation:
        # As _known refuses them, without a second lookup: this runs at every step.
        seat = self._seats.get(agent) if isinstance(agent, str) else None
        if seat is None:
            raise ValueError(f"{agent!r:.40} is not an agent of this environment")
        observation = self._driving().observe(seat)
        if self.truncations.get(agent):
            # Truncated, it may only step with None: no word is allowed, as at the game's end.
            observation["action_mask"][:] = 0
        return observation

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must choose a word: only a finished agent steps with None")
        driver = self._driving()
        self._cumulative_rewards[agent] = 0.0
        # Rewards are handed out only when the game ends, and every step after that is a
        # finished agent's (which clears them): between live steps they are all zero, so
        # PettingZoo's clearing and accumulating would only add zeros.
        driver.choose(word_of(action))
        self._steps[agent] += 1
        self._select()
        if driver.seat is None:
            self._accumulate_rewards()
        elif self.max_cycles is not None and self._steps[agent] >= self.max_cycles:
            for other in self.agents:
                self.truncations[other] = True

    def render(self) -> str | None:
        """The selected seat's table as the terminal game shows it (``render_mode="ansi"``)."""
        if self.render_mode is None:
            return None
        seat = self.possible_agents.index(self.agent_selection)
        return self._driving().table_text(seat)

    def close(self) -> None:
        self.driver = None


class OrderEnforcing(wrappers.OrderEnforcingWrapper[str, Observation, int | None]):
    """PettingZoo's order-enforcing wrapper, the same checks, with :meth:`last`, :meth:`step`
    and the agent loop reading the environment directly: the inherited ones read their
    attributes through the wrapper's checked attribute lookup (``__getattr__``, a Python call
    each), some eight of them a step in a learner's loop."""

    def __init__(self, env: RawEnv) -> None:
        super().__init__(env)
        self.raw = env

    def last(self, observe: bool = True) -> tuple[Observation | None, float, bool, bool, dict[str, Any]]:
        if not self._has_reset:
            raise AttributeError("agent_selection cannot be accessed before reset")
        if not self.raw.agents:
            raise ValueError("the game is over and every agent is done: call reset() for the next game")
        return self.raw.last(observe)

    def step(self, action: int | None) -> None:
        if not self._has_reset or not self.raw.agents:
            super().step(action)  # the inherited refusal or warning
            return
        self._has_updated = True
        self.raw.step(action)

    def agent_iter(self, max_iter: int = 2**63) -> AECOrderEnforcingIterable[str, Observation, int | None]:
        if not self._has_reset:
            return super().agent_iter(max_iter)  # the inherited refusal
        return _Agents(self, max_iter)


class _Agents(AECOrderEnforcingIterable[str, Observation, int | None]):
    def __init__(self, wrapper: OrderEnforcing, max_iter: int) -> None:
        super().__init__(wrapper, max_iter)  # type: ignore[no-untyped-call]  # PettingZoo's, unannotated
        self.wrapper = wrapper

    def __iter__(self) -> _AgentIterator:
        return _AgentIterator(self.wrapper, self.max_iter)


class _AgentIterator(AECOrderEnforcingIterator[str, Observation, int | None]):
    """PettingZoo's iterator over the agent to act, the same checks, reading the wrapped
    environment directly."""

    def __init__(self, wrapper: OrderEnforcing, max_iter: int) -> None:
        super().__init__(wrapper, max_iter)
        self.wrapper = wrapper
        self.raw = wrapper.raw

    def __next__(self) -> str:
        raw = self.raw
        if not raw.agents or self.iters_til_term <= 0:
            raise StopIteration
        self.iters_til_term -= 1
        wrapper = self.wrapper
        if not wrapper._has_updated:
            raise AssertionError("need to call step() or reset() in a loop over `agent_iter`")
        wrapper._has_updated = False
        return raw.agent_selection


def env(
    players: int = 4,
    *,
    modules: Iterable[str] = (),
    variants: Iterable[str] = (),
    rules: str | int = "2015",
    render_mode: str | None = None,
    reward: str = "win",
    max_cycles: int | None = MAX_WORDS,
    **config: Any,
) -> AECEnv[str, Observation, int | None]:
    """The AEC environment (:class:`RawEnv`), wrapped as PettingZoo's classic games are:
    ``players`` (1-5), ``modules`` and ``variants`` (names, as ``GameConfig`` takes them, or
    one name alone), ``rules`` (``"2015"`` or ``"2012"``, or the year as a number),
    ``render_mode`` (``None`` or ``"ansi"``), ``reward`` (``"win"`` or ``"margin"``),
    ``max_cycles`` (every agent is truncated once one has chosen that many words; ``None``:
    no limit) and any other ``GameConfig`` field. The seed is given to ``reset(seed=...)``."""
    raw = RawEnv(
        players,
        modules=modules,
        variants=variants,
        rules=rules,
        render_mode=render_mode,
        reward=reward,
        max_cycles=max_cycles,
        **config,
    )
    return OrderEnforcing(raw)
