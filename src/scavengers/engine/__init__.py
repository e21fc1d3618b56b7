"""The rules engine: state, actions, decisions, effects, views and events. No I/O."""

from scavengers.engine.core.actions import Action, Verb
from scavengers.engine.core.config import (
    SOLO_FAMILIES,
    ConfigError,
    Edition,
    GameConfig,
    Module,
    Variant,
    hq_modules,
    recon_modules,
)
from scavengers.engine.core.copying import register_copying
from scavengers.engine.core.errors import IllegalAction, InvalidAction
from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.state import GameResult, Score
from scavengers.engine.core.strength import ForceStrength
from scavengers.engine.core.view import BuildingView, Decision, Knowledge, SeatView, View, action_total, force_total
from scavengers.engine.game import Card, Game, parse_action

register_copying()  # the compiled classes copy and pickle as the pure ones do (core/copying.py)

__all__ = [
    "SOLO_FAMILIES",
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
    "force_total",
    "hq_modules",
    "parse_action",
    "recon_modules",
]
