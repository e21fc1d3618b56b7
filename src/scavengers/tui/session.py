"""A game at a table: who sits where (people or bots), their names, the save files and undo.

Front-end logic without any screen, so the terminal app (and its tests) stay thin.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scavengers.bots.agent import Agent, Pace, agent_names, check_bot_name, make_agent, searches
from scavengers.engine import Action, Event, EventType, Game, GameConfig, Verb
from scavengers.json_input import JSONInputError, read_json

HUMAN = "human"
SESSION_FORMAT = "scavengers-session"

REVEALING_EVENTS = frozenset({EventType.DREW, EventType.DUG, EventType.RESHUFFLED, EventType.PEEKED})
"""Events after which an action cannot be taken back: they showed a card that was hidden."""


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
    check_seats(names, "--bots")
    return names


def check_seats(seats: list[str], where: str, to_play: bool = True) -> None:
    """Every seat is a person or a known bot, and (``to_play``) at least one is a person."""
    known = {*agent_names(), HUMAN}
    for name in seats:
        if name == HUMAN:
            continue
        try:
            check_bot_name(name)  # a kind with options: ismcts:time=0.5
        except ValueError as error:
            if name.split(":")[0] in known:
                raise SessionError(f"{where}: {error}") from None
            raise SessionError(f"{where}: unknown player {name!r}; choose from {', '.join(sorted(known))}") from None
    if to_play and HUMAN not in seats:
        raise SessionError(f"{where}: at least one seat must be 'human' to play (use 'scavengers watch' for bots only)")


def reveals_something(events: tuple[Event, ...]) -> bool:
    """Whether applying an action showed a hidden card to someone: an event only some seats
    see, a draw, a dig, a peek or a reshuffle."""
    return any(e.audience is not None or e.type in REVEALING_EVENTS for e in events)


@dataclass(frozen=True, slots=True)
class Step:
    """One action of the game as the session applied it."""

    seat: int
    notation: str
    forced: bool
    """The only legal action (a pass with nothing to answer): it decides and shows nothing."""
    reveals: bool
    """It showed a hidden card, or it was made before this session (a loaded game): a barrier."""


@dataclass
class Session:
    """One game and the people and bots playing it."""

    game: Game
    seats: list[str]
    names: list[str]
    save_path: Path
    agents: dict[int, Agent] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    prior: list[tuple[int, str]] = field(default_factory=list)
    """The actions of a loaded game made before this session (undo never reaches them)."""
    pace: Pace = field(default_factory=Pace)
    """How the bots are asked: a bot with no choice takes as long as with one."""
    hints: bool | None = None
    """Whether a person may ask for a hint (F6), shown on the table: by default in a game
    against bots (one person), at a shared screen only when its host allows them."""

    def __post_init__(self) -> None:
        if self.hints is None:
            self.hints = len(self.humans) == 1
        seed = self.game.config.seed
        self.agents = {s: make_agent(n, seed * 31 + s) for s, n in enumerate(self.seats) if n != HUMAN}
        if not self.prior and not self.steps:
            # A game played before this session: its actions are where undo stops.
            self.prior = [(int(s), str(a)) for s, a in read_json(self.game.to_json())["actions"]]

    @classmethod
    def new(cls, config: GameConfig, seats: list[str], save_path: Path, hints: bool | None = None) -> Session:
        """A fresh game; ``hints``: whether people may ask for hints (default: in a game
        against bots)."""
        return cls(Game.new(config), seats, default_names(seats), save_path, hints=hints)

    @property
    def humans(self) -> list[int]:
        return [s for s, n in enumerate(self.seats) if n == HUMAN]

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    def searches(self, seat: int) -> bool:
        """Whether the bot at ``seat`` searches (it takes time: the terminal app lets it think
        on a thread of its own, so that the screen stays live). Its kind alone says so, never
        whether it has a choice now: that would show what it holds."""
        agent = self.agents.get(seat)
        return agent is not None and searches(agent)

    def stop_bots(self) -> None:
        """Tell every bot that searches to stop at once (the app is closing)."""
        for agent in self.agents.values():
            stop = getattr(agent, "stop", None)
            if callable(stop):
                stop()

    def bot_answer(self, seat: int) -> tuple[Action, float]:
        """The bot at ``seat`` decides from its own view (and samples, if it searches): its
        action and the seconds to wait before playing it (:class:`Pace`)."""
        return self.pace.answer(self.agents[seat], self.game, seat)

    def passes_for(self, seat: int) -> bool:
        """Whether the front end passes for the person at ``seat`` without asking her.

        Alone against bots: whenever ``pass`` is her only action (only she looks at the
        screen, and the bots read nothing from it). At a shared screen the hand-offs are seen
        by everyone, so they may depend on public facts only: a seat asked in a reaction window
        (asked because it holds cards, a public fact) is handed the device whatever it holds,
        and passed for only when the whole table can tell that it has nothing to answer with
        (``View.lone_pass``: every card that could answer lies face up in the market or on a
        discard pile, and no leader or building of its own answers). Passing for the seats
        that merely hold no answer would skip the hand-off exactly for them and tell the table
        who holds a sniper team; this way a hand-off says only "this seat might answer", as
        the market says to everyone."""
        if self.hotseat:
            return self.game.view(None).lone_pass
        legal = self.game.legal_actions(seat)
        return len(legal) == 1 and legal[0].verb is Verb.PASS

    # -- acting and taking back -------------------------------------------------------------

    def apply(self, seat: int, action: Action | str) -> tuple[Event, ...]:
        """Apply ``seat``'s action (an Action or notation) and remember it for undo; refused
        input raises ``ValueError`` and changes nothing."""
        legal = self.game.legal_actions(seat)
        forced = len(legal) == 1 and legal[0].verb is Verb.PASS
        events = self.game.apply(seat, action)
        notation = str(action) if isinstance(action, Action) else " ".join(action.split())
        self.steps.append(Step(seat, notation, forced, reveals_something(events)))
        return events

    def actions(self) -> list[tuple[int, str]]:
        """Every action of the game so far, as (seat, notation)."""
        return [*self.prior, *((s.seat, s.notation) for s in self.steps)]

    def undo_count(self, seat: int) -> int:
        """How many steps to replay away to take back ``seat``'s last action: only in its own
        decision, only its own actions (its own forced passes between them are taken back
        too), and never across a card that was shown or an action that asked another seat
        anything. Another seat's pass stops undo just as its answer does: whether it had a
        choice (held a sniper team, a medic...) is hidden, and an undo that skipped forced
        passes would let a player probe for it."""
        if self.game.over or self.game.to_act != (seat,):
            return 0
        for count, step in enumerate(reversed(self.steps), start=1):
            if step.reveals or step.seat != seat:
                return 0
            if not step.forced:
                return count
        return 0

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last action by replaying the game without it. False when the
        rule does not allow it (see :meth:`undo_count`)."""
        count = self.undo_count(seat)
        if not count:
            return False
        kept = self.steps[:-count]
        game = Game.new(self.game.config)
        for seat_index, notation in self.prior:
            game.apply(seat_index, notation)
        for step in kept:
            game.apply(step.seat, step.notation)
        self.game = game
        self.steps = kept
        return True

    # -- saving ---------------------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SESSION_FORMAT,
                "seats": self.seats,
                "names": self.names,
                "hints": self.hints,
                "game": read_json(self.game.to_json()),
            }
        )

    def save(self, path: Path | None = None) -> Path:
        """Write the session atomically through a temporary file of its own (a crash mid-write
        leaves the last save intact, and two games saving at once never share a file).
        Raises ``OSError`` when the file cannot be written."""
        target = path or self.save_path
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                file.write(self.to_json())
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        return target

    @classmethod
    def load(cls, path: Path, save_path: Path | None = None, to_play: bool = True) -> Session:
        """A saved session (or a bare saved game, seat 0 a person and the rest bots). Any
        unreadable, malformed or unplayable file raises :class:`SessionError` in one line."""
        data = read_file(path, "a saved game")
        hints = None
        if isinstance(data, dict) and data.get("format") == SESSION_FORMAT:
            game_data, seats, names = data.get("game"), data.get("seats"), data.get("names")
            hints = data.get("hints") if isinstance(data.get("hints"), bool) else None
        else:
            game_data, seats, names = data, None, None
        if not isinstance(game_data, dict) or not isinstance(game_data.get("config"), dict):
            raise SessionError(f"{path} is not a saved game: it has no game config")
        try:
            game = Game.from_json(json.dumps(game_data))
        except (ValueError, TypeError, KeyError, AttributeError) as error:
            raise SessionError(f"{path}: {one_line(error)}") from None
        players = game.config.players
        if not isinstance(seats, list) or len(seats) != players:
            seats = [HUMAN] + ["heuristic"] * (players - 1)
        seats = [str(s) for s in seats]
        check_seats(seats, str(path), to_play)
        if not isinstance(names, list) or len(names) != players:
            names = default_names(seats)
        return cls(game, seats, [str(n) for n in names], save_path or path, hints=hints)


_RULING_ID = re.compile(r"\s*\((?:RULINGS )?[A-Z]{1,2}-\d+(?:\.\.[A-Z]{1,2}-\d+)?\)|,? RULINGS [A-Z]{1,2}-\d+")


def one_line(error: BaseException) -> str:
    """An exception as one line of text for a person, without the project's internal ruling
    references (a player cannot look them up)."""
    text = _RULING_ID.sub("", " ".join(str(error).split()))
    return text or type(error).__name__


def read_file(path: Path, what: str) -> Any:
    """The JSON value in the file at ``path``, or a :class:`SessionError` in one line that
    names the file and says why it is not ``what`` (``a saved game``, ``a scenario``)."""
    try:
        return read_json(path.read_bytes())
    except OSError as error:
        raise SessionError(f"cannot read {path}: {error.strerror or error}") from None
    except JSONInputError as error:
        raise SessionError(f"{path} is not {what}: {error}") from None


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


def saves_folder() -> Path:
    """Where autosaves go: one file per game."""
    from platformdirs import user_data_path

    return user_data_path("scavengers") / "saves"


def autosave_path(folder: Path, config: GameConfig) -> Path:
    """A new autosave file for one game: its start time and seed, never an existing file."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = f"game-{stamp}-seed{config.seed}"
    path = folder / f"{base}.json"
    index = 1
    while path.exists():
        index += 1
        path = folder / f"{base}-{index}.json"
    return path


@dataclass(frozen=True, slots=True)
class SaveSummary:
    """One save file as ``scavengers saves`` lists it."""

    path: Path
    players: int
    round: int
    over: bool
    seats: tuple[str, ...]
    modified: float


def list_saves(folder: Path) -> tuple[list[SaveSummary], list[str]]:
    """The readable saves in ``folder``, newest first, and a line for each unreadable one."""
    summaries: list[SaveSummary] = []
    broken: list[str] = []
    if not folder.is_dir():
        return summaries, broken
    for path in sorted(folder.glob("*.json")):
        try:
            session = Session.load(path, to_play=False)
        except SessionError as error:
            broken.append(str(error))
            continue
        view = session.game.view(None)
        summaries.append(
            SaveSummary(
                path,
                session.game.config.players,
                view.round,
                session.game.over,
                tuple(session.seats),
                path.stat().st_mtime,
            )
        )
    summaries.sort(key=lambda s: s.modified, reverse=True)
    return summaries, broken
