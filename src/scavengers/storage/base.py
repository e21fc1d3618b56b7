"""The storage interface, its records, and the choice of backend from a URL."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Protocol

from platformdirs import user_data_path

from scavengers.json_input import JSONInputError, read_json


class StoreError(RuntimeError):
    """A database that cannot be opened or used."""


@dataclass(frozen=True, slots=True)
class ChatLine:
    """One chat message: who wrote it (``None``: a spectator), what, and when (Unix time)."""

    seat: int | None
    text: str
    at: float


@dataclass(slots=True)
class StoredGame:
    """A game as stored: its config, who sits where, the hashes of the seats' tokens, and
    every action in order as ``(seat, notation)``."""

    id: str
    config: dict[str, Any]
    seats: list[str]
    token_hashes: list[str | None]
    created: float
    actions: list[Action] = field(default_factory=list)
    chat: list[ChatLine] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    """The table's options its creator chose (``{"hints": true}``: hints allowed)."""
    updated: float = 0.0
    """When it last changed (an action, a chat line; Unix time): the lobby's order, kept
    across restarts. 0: unknown, taken as ``created``."""
    finished: bool = field(default=False, compare=False)
    """Whether it is marked over (:meth:`Store.finish`): a mark on the game, not part of it."""

    def __post_init__(self) -> None:
        self.updated = max(self.updated, self.created)


Action = tuple[int, str]
"""A stored action: the seat and its notation."""

ActionRow = tuple[str, int, int, str]
"""An action to store: game id, its index in the game, the seat, its notation."""

GAME_COLUMNS = "id, config, seats, tokens, created, options, updated"
"""The columns of a ``games`` row, in the order :meth:`SqlReads._game` reads them. ``options``
and ``updated`` came later: a database made before them gets the columns when it is opened
(``options`` empty, ``updated`` its ``created``)."""
READ_COLUMNS = f"{GAME_COLUMNS}, finished"
"""What :meth:`SqlReads._game` reads: the stored columns and whether the game is over."""

Seating = tuple[list[str | None], dict[str, Any]]
"""Who sits at a game: its seats' token hashes and its options."""

SEATING_CHANGED = ":seating"
"""Added to a game id in a change notice when only who sits there changed."""

ChangeListener = Callable[[str], None]
"""Called with a game id when another process changed that game."""


EVERY_GAME = "*"
"""What a listener is called with when it may have missed changes (its connection to the
database was lost and is back): look at every game again. No game id has this form."""


class Store(Protocol):
    """Where games live. Every write is committed when the call returns; every failure of the
    database (locked, full, gone) is raised as :class:`StoreError`, with nothing half written."""

    shared: bool
    """Whether other processes may write to the same games (then call :meth:`listen`)."""

    def create_game(self, game: StoredGame) -> None:
        """Store a new game (no actions yet)."""
        ...

    def append_actions(self, rows: Sequence[ActionRow]) -> list[bool]:
        """Store several actions, each ``(game_id, index, seat, notation)`` with its 0-based index
        in its game, in one transaction (one sync to disk for all: a group commit). Returns for
        each whether it was stored; ``False``: another writer took that index first."""
        ...

    def append_chat(self, game_id: str, line: ChatLine) -> int:
        """Store a chat line as the game's next line; returns its number (0-based). The lines
        of a game are numbered in the order the database takes them, whichever process wrote
        them: every process reads them back in the same order."""
        ...

    def finish(self, game_id: str) -> None:
        """Mark a game over: :meth:`load_games` leaves it out from then on (it is loaded on
        demand with :meth:`load_game`)."""
        ...

    def load_games(self, finished: int = 0, awake_since: float = 0.0) -> list[StoredGame]:
        """Every stored game not marked over that changed at ``awake_since`` (a time) or
        later, and the ``finished`` games marked over that changed last; oldest first."""
        ...

    def seat_people(self, game_id: str, seating: Seating, expected: Seating) -> bool:
        """Store who sits at a game now: its seats' token hashes and its options (the lobby's
        names, open and reserved seats), if the stored ones are still ``expected``; returns
        whether they were (``False``: another process changed them first; nothing stored)."""
        ...

    def unfinished(self, game_ids: Sequence[str]) -> list[str]:
        """Of ``game_ids``, those of stored games not marked over."""
        ...

    def load_seating(self, game_id: str) -> Seating | None:
        """A game's token hashes and options as stored, or ``None`` without such a game."""
        ...

    def load_game(self, game_id: str) -> StoredGame | None:
        """One game, or ``None``."""
        ...

    def load_changes(self, game_id: str, actions_from: int, chat_from: int) -> tuple[list[Action], list[ChatLine]]:
        """A game's actions from index ``actions_from`` on and its chat lines from number
        ``chat_from`` on: what another process added since this one last looked."""
        ...

    def claim(self, game_id: str) -> bool:
        """Make this process the one that plays a game's bots, if no other live process is;
        the claim lasts until :meth:`release` or until the store is closed."""
        ...

    def release(self, game_id: str) -> None:
        """Give up the claim on a game's bots (its game is over or no longer held)."""
        ...

    def lost_claims(self) -> list[str]:
        """The games whose claims this process held and lost since it last asked (its
        connection to the database dropped and another process took them meanwhile)."""
        ...

    def listen(self, on_change: ChangeListener) -> None:
        """Call ``on_change(game_id)`` (from another thread) whenever another process changes
        a game, and ``on_change(EVERY_GAME)`` after the listener was cut off and is back; a
        no-op for a store only this process writes."""
        ...

    def close(self) -> None:
        """Release the connections."""
        ...


def default_url() -> str:
    """SQLite in the user's data directory: nothing to install or start."""
    return f"sqlite:///{user_data_path('scavengers') / 'games.sqlite3'}"


def open_store(url: str) -> Store:
    """The store a URL names: ``sqlite:///path/to/file`` or ``postgresql://user@host/db``."""
    if url.startswith("sqlite:///"):
        from scavengers.storage.sqlite import SqliteStore

        return SqliteStore(Path(url.removeprefix("sqlite:///")))
    if url.startswith(("postgresql://", "postgres://")):
        from scavengers.storage.postgres import PostgresStore

        return PostgresStore(url)
    raise StoreError(f"unknown database URL {url!r}: use sqlite:///path/to/file or postgresql://user@host/dbname")


def dump(value: Any) -> str:
    """Compact JSON for a column."""
    return json.dumps(value, separators=(",", ":"))


class SqlReads:
    """The reads that the SQL stores share, in each one's dialect: ``PARAM`` is its
    placeholder. A store gives :meth:`_reading`: a connection (whose JSON columns come back as
    text) held for a few reads, its errors raised as :class:`StoreError`."""

    PARAM: ClassVar[str]

    def _reading(self) -> AbstractContextManager[Any]:
        raise NotImplementedError

    def _game(self, row: Sequence[Any]) -> StoredGame:
        """A ``games`` row (:data:`READ_COLUMNS`), its JSON read by the checked reader;
        :class:`StoreError` names a game whose row cannot be read."""
        game_id, config, seats, tokens, created, options, updated, finished = row
        try:
            read = read_json(options)
            return StoredGame(
                game_id,
                read_json(config),
                read_json(seats),
                read_json(tokens),
                created,
                options=read if isinstance(read, dict) else {},
                updated=updated or 0.0,
                finished=bool(finished),
            )
        except JSONInputError as error:
            raise StoreError(f"stored game {game_id} cannot be read: {error}") from None

    def load_games(self, finished: int = 0, awake_since: float = 0.0) -> list[StoredGame]:
        p = self.PARAM
        # the games being played and not asleep, and the finished ones that changed last (the
        # lobby lists them)
        wanted = (
            f"(NOT finished AND updated >= {p}) "
            f"OR id IN (SELECT id FROM games WHERE finished ORDER BY updated DESC LIMIT {p})"
        )
        live = f"SELECT id FROM games WHERE {wanted}"
        asked = (awake_since, max(0, finished))
        with self._reading() as db:
            rows = db.execute(f"SELECT {READ_COLUMNS} FROM games WHERE {wanted} ORDER BY created", asked).fetchall()
            games = {row[0]: self._game(row) for row in rows}
            for game_id, seat, action in db.execute(
                f"SELECT game_id, seat, action FROM actions WHERE game_id IN ({live}) ORDER BY game_id, idx", asked
            ):
                if game_id in games:
                    games[game_id].actions.append((seat, action))
            for game_id, seat, text, at in db.execute(
                f"SELECT game_id, seat, text, at FROM chat WHERE game_id IN ({live}) ORDER BY game_id, idx", asked
            ):
                if game_id in games:
                    games[game_id].chat.append(ChatLine(seat, text, at))
        return list(games.values())

    def load_game(self, game_id: str) -> StoredGame | None:
        p = self.PARAM
        with self._reading() as db:
            row = db.execute(f"SELECT {READ_COLUMNS} FROM games WHERE id = {p}", (game_id,)).fetchone()
            if row is None:
                return None
            game = self._game(row)
            game.actions = [
                (s, a)
                for s, a in db.execute(f"SELECT seat, action FROM actions WHERE game_id = {p} ORDER BY idx", (game_id,))
            ]
            game.chat = [
                ChatLine(s, t, at)
                for s, t, at in db.execute(
                    f"SELECT seat, text, at FROM chat WHERE game_id = {p} ORDER BY idx", (game_id,)
                )
            ]
        return game

    def unfinished(self, game_ids: Sequence[str]) -> list[str]:
        if not game_ids:
            return []
        asked = f"SELECT id FROM games WHERE NOT finished AND id IN ({', '.join([self.PARAM] * len(game_ids))})"
        with self._reading() as db:
            rows = db.execute(asked, tuple(game_ids)).fetchall()
        return [row[0] for row in rows]

    def load_seating(self, game_id: str) -> Seating | None:
        with self._reading() as db:
            row = db.execute(f"SELECT tokens, options FROM games WHERE id = {self.PARAM}", (game_id,)).fetchone()
        if row is None:
            return None
        try:
            tokens, options = read_json(row[0]), read_json(row[1])
        except JSONInputError as error:
            raise StoreError(f"stored game {game_id} cannot be read: {error}") from None
        return list(tokens), options if isinstance(options, dict) else {}

    def load_changes(self, game_id: str, actions_from: int, chat_from: int) -> tuple[list[Action], list[ChatLine]]:
        p = self.PARAM
        with self._reading() as db:
            actions: list[Action] = [
                (s, a)
                for s, a in db.execute(
                    f"SELECT seat, action FROM actions WHERE game_id = {p} AND idx >= {p} ORDER BY idx",
                    (game_id, actions_from),
                )
            ]
            chat = [
                ChatLine(s, t, at)
                for s, t, at in db.execute(
                    f"SELECT seat, text, at FROM chat WHERE game_id = {p} AND idx >= {p} ORDER BY idx",
                    (game_id, chat_from),
                )
            ]
        return actions, chat
