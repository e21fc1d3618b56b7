"""Arctic Scavengers: the rules engine and everything that runs on it.

import scavengers as sc
game = sc.Game.new(sc.GameConfig(players=4, seed=7))

``sc.engine_compiled()`` says whether the engine runs compiled (``SCAVENGERS_COMPILE=1 pip
install .``); ``SCAVENGERS_PURE=1`` in the environment runs the pure Python one instead.
"""

from scavengers._build import engine_compiled, install_pure_finder, pure_requested

if pure_requested():
    install_pure_finder()


# The engine is imported after the build is chosen.
from scavengers.engine import (
    Action,
    BuildingView,
    Card,
    ConfigError,
    Decision,
    Edition,
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
    Variant,
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
    "Edition",
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
    "Variant",
    "Verb",
    "View",
    "action_total",
    "engine_compiled",
    "force_total",
    "hq_modules",
    "parse_action",
    "recon_modules",
]
