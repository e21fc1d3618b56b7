"""Agents: they see only their seat's View and the legal actions, and return one of them.

``random`` (uniform, for testing), ``easy`` (random among sensible actions), ``heuristic``
(a real opponent), ``heuristic_v1`` (its first version), ``allin`` (keeps every card for the
skirmish, for testing), ``ismcts`` (a search bot) and ``learned`` (a small network trained by
``scavengers train``, played with NumPy).
"""

from scavengers.bots.agent import Agent, Determinizer, Pace, SearchingAgent, decide, make_agent, run_game
from scavengers.bots.allin import AllInAgent
from scavengers.bots.easy import EasyAgent
from scavengers.bots.heuristic import HeuristicAgent
from scavengers.bots.heuristic_v1 import HeuristicV1Agent
from scavengers.bots.ismcts import IsmctsAgent
from scavengers.bots.learned import make_learned
from scavengers.bots.random_bot import RandomAgent

__all__ = [
    "Agent",
    "AllInAgent",
    "Determinizer",
    "EasyAgent",
    "HeuristicAgent",
    "HeuristicV1Agent",
    "IsmctsAgent",
    "Pace",
    "RandomAgent",
    "SearchingAgent",
    "decide",
    "make_agent",
    "make_learned",
    "run_game",
]
