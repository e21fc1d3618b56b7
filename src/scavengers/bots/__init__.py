"""Agents: they see only their seat's View and the legal actions, and return one of them."""

from scavengers.bots.agent import Agent, make_agent, run_game
from scavengers.bots.heuristic import HeuristicAgent
from scavengers.bots.random_bot import RandomAgent

__all__ = ["Agent", "HeuristicAgent", "RandomAgent", "make_agent", "run_game"]
