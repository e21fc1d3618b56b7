"""The rules engine: state, actions, decisions, effects, views and events. No I/O."""

from scavengers.engine.actions import Action, Verb
from scavengers.engine.config import ConfigError, GameConfig
from scavengers.engine.errors import IllegalAction, InvalidAction
from scavengers.engine.events import Event, EventType
from scavengers.engine.game import Card, Game, parse_action
from scavengers.engine.state import GameResult, Score
from scavengers.engine.strength import ForceStrength
from scavengers.engine.totals import action_total, force_total
from scavengers.engine.view import BuildingView, Decision, Knowledge, SeatView, View

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
    "Score",
    "SeatView",
    "Verb",
    "View",
    "action_total",
    "force_total",
    "parse_action",
]
