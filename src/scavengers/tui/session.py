"""A game at a table: who sits where (people or bots), their names, and the save file.

Front-end logic without any screen, so the terminal app (and its tests) stay thin.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scavengers.bots.agent import Agent, agent_names, check_bot_name, decide, make_agent
from scavengers.engine import Action, Game, GameConfig, InvalidAction

HUMAN = "human"
SESSION_FORMAT = "scavengers-session"


class SessionError(ValueError):
    """A table that cannot be set up or a save file that cannot be read."""


def lineup(players: int, bots: str | None, hotseat: bool) -> list[str]:
    """Who sits where: ``human`` or a bot name per seat. By default seat 0 is a person and the
    others heuristic bots; ``--hotseat`` makes every seat a person; ``--bots`` names each seat
    (``human`` included), or gives one bot for every seat but the first."""
    if bots is None:
        return [HUMAN] * players if hotseat else [HUMAN] + ["heuristic"] * (players - 1)
    names = [n.strip() for n in bots.split(",") if n.strip()]
    if len(names) == 1 and names[0] != HUMAN:
        names = [HUMAN, *names * (players - 1)]
    if len(names) != players:
        raise SessionError(f"--bots: give one name per seat ({players}), got {len(names)}: {bots!r}")
    known = {*agent_names(), HUMAN}
    for name in names:
        if name == HUMAN:
            continue
        try:
            check_bot_name(name)  # a kind with options: ismcts:time=0.5
        except ValueError as error:
            if name.split(":")[0] in known:
                raise SessionError(f"--bots: {error}") from None
            raise SessionError(f"--bots: unknown player {name!r}; choose from {', '.join(sorted(known))}") from None
    if HUMAN not in names:
        raise SessionError("--bots: at least one seat must be 'human' to play (use 'scavengers watch' for bots only)")
    return names


@dataclass
class Session:
    """One game and the people and bots playing it."""

    game: Game
    seats: list[str]
    names: list[str]
    save_path: Path
    agents: dict[int, Agent] = field(default_factory=dict)

    def __post_init__(self) -> None:
        seed = self.game.config.seed
        self.agents = {s: make_agent(n, seed * 31 + s) for s, n in enumerate(self.seats) if n != HUMAN}

    @classmethod
    def new(cls, config: GameConfig, seats: list[str], save_path: Path) -> Session:
        """A fresh game."""
        return cls(Game.new(config), seats, default_names(seats), save_path)

    @property
    def humans(self) -> list[int]:
        return [s for s, n in enumerate(self.seats) if n == HUMAN]

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    def bot_action(self, seat: int) -> Action:
        """The bot at ``seat`` decides from its own view."""
        legal = self.game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        return decide(self.agents[seat], self.game, seat, legal)

    # -- saving ---------------------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SESSION_FORMAT,
                "seats": self.seats,
                "names": self.names,
                "game": json.loads(self.game.to_json()),
            }
        )

    def save(self, path: Path | None = None) -> Path:
        """Write the session atomically (a crash mid-write leaves the last save intact)."""
        target = path or self.save_path
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_name(target.name + ".tmp")
        temporary.write_text(self.to_json(), encoding="utf-8")
        os.replace(temporary, target)
        return target

    @classmethod
    def load(cls, path: Path, save_path: Path | None = None) -> Session:
        """A saved session (or a bare saved game, seat 0 a person and the rest bots)."""
        try:
            data: Any = json.loads(path.read_text(encoding="utf-8"))
        except OSError as error:
            raise SessionError(f"cannot read {path}: {error.strerror}") from None
        except json.JSONDecodeError as error:
            raise SessionError(f"{path} is not a saved game: {error}") from None
        if isinstance(data, dict) and data.get("format") == SESSION_FORMAT:
            game_data, seats, names = data.get("game"), data.get("seats"), data.get("names")
        else:
            game_data, seats, names = data, None, None
        try:
            game = Game.from_json(json.dumps(game_data))
        except InvalidAction as error:
            raise SessionError(f"{path}: {error}") from None
        players = game.config.players
        if not isinstance(seats, list) or len(seats) != players:
            seats = [HUMAN] + ["heuristic"] * (players - 1)
        if not isinstance(names, list) or len(names) != players:
            names = default_names(seats)
        return cls(game, [str(s) for s in seats], [str(n) for n in names], save_path or path)


def default_names(seats: list[str]) -> list[str]:
    """Players are named by seat, as in the notation (``snipe 2:brawler``): ``Seat 0 (you)``
    for a lone person, ``Seat 1`` at a shared screen, ``Seat 2 (heuristic)`` for a bot."""
    humans = [s for s, n in enumerate(seats) if n == HUMAN]
    names = []
    for seat, kind in enumerate(seats):
        if kind != HUMAN:
            names.append(f"Seat {seat} ({kind})")
        elif len(humans) == 1:
            names.append(f"Seat {seat} (you)")
        else:
            names.append(f"Seat {seat}")
    return names
