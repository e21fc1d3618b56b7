"""Argument helpers shared by the commands."""

from __future__ import annotations

import argparse

from scavengers.bots.agent import agent_names


def bot_lineup(text: str, players: int) -> list[str]:
    """``heuristic,random`` style text as one bot per seat; one name fills every seat."""
    names = [n.strip() for n in text.split(",") if n.strip()]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise argparse.ArgumentTypeError(f"give one bot or {players} (one per seat), got {len(names)}")
    for name in names:
        if name not in agent_names():
            raise argparse.ArgumentTypeError(f"unknown bot {name!r}; known bots: {', '.join(agent_names())}")
    return names


def player_count(text: str) -> int:
    """A number of players, 2-5."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 2 <= value <= 5:
        raise argparse.ArgumentTypeError(f"players must be 2-5, got {value}")
    return value


def positive(text: str) -> int:
    """A whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value
