"""The agent protocol and a loop that plays a game with agents in every seat."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, Protocol

from scavengers.engine import Action, Game, View


class Agent(Protocol):
    """A player. It is given only what its seat may see and the legal actions, never the game.

    An agent whose ``observes`` is false is not even given its view (``None``): a player
    that looks at nothing need not wait for one to be built.
    """

    name: str
    observes: ClassVar[bool]

    def choose(self, view: View | None, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal``."""
        ...


AgentFactory = Callable[[int], Agent]
"""Makes an agent from a seed."""

_REGISTRY: dict[str, AgentFactory] = {}


def register(name: str, factory: AgentFactory) -> None:
    """Make an agent kind available by name (``--bots random,...``)."""
    _REGISTRY[name] = factory


def agent_names() -> tuple[str, ...]:
    """The names ``make_agent`` knows."""
    return tuple(sorted(_REGISTRY))


def make_agent(name: str, seed: int) -> Agent:
    """An agent of a registered kind; ``ValueError`` lists the known kinds."""
    try:
        factory = _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; known bots: {', '.join(agent_names())}") from None
    return factory(seed)


def run_game(game: Game, agents: Sequence[Agent], on_action: Callable[[int, Action], None] | None = None) -> int:
    """Play ``game`` to the end with ``agents[seat]`` deciding for each seat; returns the
    number of decisions made. Each agent sees only ``game.view(seat)``."""
    decisions = 0
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            action = legal[0]
        else:
            agent = agents[seat]
            action = agent.choose(game.view(seat) if agent.observes else None, legal)
        game.apply(seat, action)
        decisions += 1
        if on_action is not None:
            on_action(seat, action)
    return decisions
