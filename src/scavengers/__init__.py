"""Arctic Scavengers: the rules engine and everything that runs on it.

import scavengers as sc
game = sc.Game.new(sc.GameConfig(players=4, seed=7))
"""

from scavengers.engine import (
    Action,
    BuildingView,
    Card,
    ConfigError,
    Decision,
    Event,
    EventType,
    ForceStrength,
    Game,
    GameConfig,
    GameResult,
    IllegalAction,
    InvalidAction,
    Knowledge,
    Module,
    Score,
    SeatView,
    Verb,
    View,
    action_total,
    force_total,
    hq_modules,
    parse_action,
    recon_modules,
)

__all__ = [
    "Action",
    "BuildingView",
    "Card",
    "ConfigError",
    "Decision",
    "Event",
    "EventType",
    "ForceStrength",
    "Game",
    "GameConfig",
    "GameResult",
    "IllegalAction",
    "InvalidAction",
    "Knowledge",
    "Module",
    "Score",
    "SeatView",
    "Verb",
    "View",
    "action_total",
    "force_total",
    "hq_modules",
    "parse_action",
    "recon_modules",
]
