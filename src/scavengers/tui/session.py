"""The terminal's table: the shared :class:`~scavengers.table.Table` (seats, names, bots, the
action log, the game as a file) with what one screen adds: undo and a save file.

Front-end logic without any screen, so the terminal app (and its tests) stay thin.
"""

from __future__ import annotations

import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scavengers.engine import Action, Event, EventType, Game, GameConfig, Verb
from scavengers.engine.core.config import Edition
from scavengers.json_input import JSONInputError, read_bytes, read_json
from scavengers.table import HUMAN, Table, TableError, check_seats, seat_names
from scavengers.tui.records import config_words

__all__ = [
    "HUMAN",
    "Session",
    "SessionError",
    "Step",
    "autosave_path",
    "lineup",
    "list_saves",
    "read_file",
    "saves_folder",
]

SessionError = TableError
"""A table that cannot be set up or a save file that cannot be read (the table's error)."""

REVEALING_EVENTS = frozenset(
    {EventType.DREW, EventType.DUG, EventType.RESHUFFLED, EventType.PEEKED, EventType.DISCARDED}
)
"""Events after which an action cannot be taken back: they showed a card that was hidden (a
discard turns face up cards of a hand, a look or a force: the Organizer's card let go, a used
card drawn back and discarded at the turn's end)."""


def lineup(players: int, bots: str | None, hotseat: bool) -> list[str]:
    """Who sits where: ``human`` or a bot name per seat. By default seat 0 is a person and the
    others heuristic bots; ``--hotseat`` makes every seat a person; ``--bots`` names each seat
    (``human`` included), or gives one bot for every seat but the first."""
    if bots is None:
        return [HUMAN] * players if hotseat else [HUMAN] + ["heuristic"] * (players - 1)
    names = [n.strip() for n in bots.split(",") if n.strip()]
    if players == 1 and names != [HUMAN]:
        # One bot fills every seat but the first: the solo game has none (it was ignored).
        raise SessionError(f"--bots: the solo game has only your seat, none for {bots!r}: leave out --bots")
    if len(names) == 1 and names[0] != HUMAN:
        names = [HUMAN, *names * (players - 1)]
    if len(names) != players:
        raise SessionError(f"--bots: give one name per seat ({players}), got {len(names)}: {bots!r}")
    check_seats(names, "--bots")
    return names


def reveals_something(events: tuple[Event, ...], seat: int) -> bool:
    """Whether ``seat``'s action showed a hidden card to someone: an event only some seats
    see, a draw, a dig, a peek, a reshuffle or a discard. The card she keeps from a dig is told her alone,
    and the dig had shown it to her alone already (the dig itself is the barrier): the keep
    shows nobody anything new, so she may take it back and choose again."""
    return any(e.type in REVEALING_EVENTS or (e.audience is not None and not _kept_by(e, seat)) for e in events)


def _kept_by(event: Event, seat: int) -> bool:
    """The cards ``seat`` kept of those she alone was looking at, told to her alone."""
    return event.type is EventType.KEPT and event.audience == frozenset({seat})


@dataclass(frozen=True, slots=True)
class Step:
    """One action of the game as the session applied it."""

    seat: int
    notation: str
    forced: bool
    """The only legal action (a pass with nothing to answer): it decides and shows nothing."""
    reveals: bool
    """It showed a hidden card: a barrier to undo."""


@dataclass(eq=False, kw_only=True)
class Session(Table):
    """One game at one screen: the table, its save file, and the steps undo may take back."""

    save_path: Path
    steps: list[Step] = field(default_factory=list)
    """This session's actions (the ones before it, in a loaded game, undo never reaches)."""

    def __post_init__(self) -> None:
        if not self.names:
            self.names = seat_names(self.seats, you=True)
        super().__post_init__()

    @classmethod
    def new(cls, config: GameConfig, seats: list[str], save_path: Path, hints: bool | None = None) -> Session:
        """A fresh game; ``hints``: whether people may ask for hints (default: in a game
        against bots)."""
        return cls(game=Game.new(config), seats=seats, save_path=save_path, hints=hints)

    @property
    def prior(self) -> list[tuple[int, str]]:
        """The actions of a loaded game made before this session (undo never reaches them)."""
        return self.actions[: len(self.actions) - len(self.steps)]

    # -- acting and taking back -------------------------------------------------------------

    def apply(self, seat: int, action: Action | str) -> tuple[Event, ...]:
        """Apply ``seat``'s action (an Action or notation) and remember it for undo; refused
        input raises ``ValueError`` and changes nothing."""
        legal = self.game.legal_actions(seat)
        forced = len(legal) == 1 and legal[0].verb is Verb.PASS
        events = self.play(seat, action)
        self.steps.append(Step(seat, self.actions[-1][1], forced, reveals_something(events, seat)))
        return events

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
        kept = self.actions[:-count]
        self.game = self.replay(self.game.config, kept)
        self.actions = kept
        self.steps = self.steps[:-count]
        return True

    # -- saving ---------------------------------------------------------------------------

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
        game, seats, names, hints = Table.parse(read_file(path, "a saved game"), str(path), to_play)
        return cls(game=game, seats=seats, names=names, save_path=save_path or path, hints=hints)


MAX_FILE_BYTES = 32 << 20
"""The largest saved game or scenario file read: a whole game's save is a few tens of kB."""


def read_file(path: Path, what: str, *, unique_keys: bool = False) -> Any:
    """The JSON value in the file at ``path``, or a :class:`SessionError` in one line that
    names the file and says why it is not ``what`` (``a saved game``, ``a scenario``);
    ``unique_keys``: a key given twice in one object is such a reason (``read_json``)."""
    try:
        data = read_bytes(path, MAX_FILE_BYTES)  # never the whole of a huge file, nor a wait on a FIFO
        if len(data) > MAX_FILE_BYTES:
            raise SessionError(f"{path} is not {what}: larger than {MAX_FILE_BYTES >> 20} MB")
        return read_json(data, unique_keys=unique_keys)
    except OSError as error:
        raise SessionError(f"cannot read {path}: {error.strerror or error}") from None
    except JSONInputError as error:
        raise SessionError(f"{path} is not {what}: {error}") from None


def saves_folder() -> Path:
    """Where autosaves go: one file per game."""
    from platformdirs import user_data_path

    return user_data_path("scavengers") / "saves"


def autosave_path(folder: Path) -> Path:
    """A new autosave file for one game, named after its start time, never an existing file.
    Not after its seed: the name is shown (the quit question says where the game is saved), and
    whoever reads a seed can work out every hidden card, at a shared screen the others' hands."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = f"game-{stamp}"
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
    setup: str = "base game"
    """Its modules, variants, rules edition and whether it is a scenario, in words."""


def setup_words(config: GameConfig) -> str:
    """A game's setup in words for a list of games: ``HQ 1-2, leader draft; 2012 rules;
    scenario`` (``base game`` when it has none of them)."""
    words = [config_words(config)]
    if config.rules != Edition.E2015:
        words.append(f"{config.rules} rules")
    if config.scenario is not None:
        words.append("scenario")
    return "; ".join(words)


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
            broken.append(error.listed)  # at a shared screen: no card of a seat's (TableError)
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
                setup_words(session.game.config),
            )
        )
    summaries.sort(key=lambda s: s.modified, reverse=True)
    return summaries, broken
