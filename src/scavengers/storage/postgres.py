"""PostgreSQL: several server processes share the games; changes fan out with LISTEN/NOTIFY."""

from __future__ import annotations

import contextlib
import secrets
import threading
from collections.abc import Sequence

import psycopg
from psycopg.types.json import Jsonb
from psycopg.types.string import TextLoader

from scavengers.storage.base import (
    GAME_COLUMNS,
    SEATING_CHANGED,
    ActionRow,
    ChangeListener,
    ChatLine,
    Seating,
    SqlReads,
    StoredGame,
    StoreError,
)

CHANNEL = "scavengers_games"
CLAIMS = 4243
"""The advisory-lock namespace of the claims on games' bots."""

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    config JSONB NOT NULL,
    seats JSONB NOT NULL,
    tokens JSONB NOT NULL,
    created DOUBLE PRECISION NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    game_id TEXT NOT NULL REFERENCES games(id),
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (game_id, idx)
);
CREATE TABLE IF NOT EXISTS chat (
    id BIGSERIAL PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER,
    text TEXT NOT NULL,
    at DOUBLE PRECISION NOT NULL
);
ALTER TABLE games ADD COLUMN IF NOT EXISTS options JSONB NOT NULL DEFAULT '{}';
"""


INSERT_ACTION = "INSERT INTO actions (game_id, idx, seat, action) VALUES (%s, %s, %s, %s)"


class PostgresStore(SqlReads):
    """Games in PostgreSQL. Each write commits and notifies the other server processes."""

    shared = True
    PARAM = "%s"
    CHAT_ORDER = "id"  # chat lines in the order written: its serial id
    CHAT_FROM = "OFFSET %s"

    def __init__(self, url: str) -> None:
        self._url = url
        try:
            self._db = psycopg.connect(url, autocommit=True)
            # JSONB comes back as text, for the checked reader (SqlReads._game) to parse.
            self._db.adapters.register_loader("jsonb", TextLoader)
            with self._db.transaction():
                # One process at a time creates the tables (several may start together).
                self._db.execute("SELECT pg_advisory_xact_lock(4242)")
                self._db.execute(SCHEMA)
        except psycopg.Error as error:
            raise StoreError(f"cannot open the PostgreSQL database: {error}") from None
        self._origin = secrets.token_hex(6)
        """Marks this process's notices, so its listener skips its own writes."""
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._listener: threading.Thread | None = None

    def create_game(self, game: StoredGame) -> None:
        with self._lock, self._db.transaction():
            self._db.execute(
                f"INSERT INTO games ({GAME_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s)",
                (
                    game.id,
                    Jsonb(game.config),
                    Jsonb(game.seats),
                    Jsonb(game.token_hashes),
                    game.created,
                    Jsonb(game.options),
                ),
            )
            self._notify(game.id)

    def append_actions(self, rows: Sequence[ActionRow]) -> list[bool]:
        stored: list[bool] = []
        with self._lock, self._db.transaction():
            for row in rows:
                try:
                    with self._db.transaction():  # a savepoint: a taken index spoils only its row
                        self._db.execute(
                            "INSERT INTO actions (game_id, idx, seat, action) VALUES (%s, %s, %s, %s)", row
                        )
                    stored.append(True)
                except psycopg.errors.UniqueViolation:
                    stored.append(False)
            for game_id in sorted({row[0] for row, ok in zip(rows, stored, strict=True) if ok}):
                self._notify(game_id)
        return stored

    def append_chat(self, game_id: str, line: ChatLine) -> None:
        with self._lock, self._db.transaction():
            self._db.execute(
                "INSERT INTO chat (game_id, seat, text, at) VALUES (%s, %s, %s, %s)",
                (game_id, line.seat, line.text, line.at),
            )
            self._notify(game_id)

    def seat_people(self, game_id: str, seating: Seating, expected: Seating) -> bool:
        tokens, options = seating
        with self._lock, self._db.transaction():
            changed = self._db.execute(
                "UPDATE games SET tokens = %s, options = %s WHERE id = %s AND tokens = %s AND options = %s",
                (Jsonb(list(tokens)), Jsonb(options), game_id, Jsonb(list(expected[0])), Jsonb(expected[1])),
            ).rowcount
            if changed:
                self._notify(game_id + SEATING_CHANGED)
        return bool(changed)

    def _notify(self, game_id: str) -> None:
        # Sent with the transaction's commit, never before it.
        self._db.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{self._origin}:{game_id}"))

    def load_games(self) -> list[StoredGame]:
        with self._lock:
            rows = self._db.execute(f"SELECT {GAME_COLUMNS} FROM games ORDER BY created").fetchall()
            games = {row[0]: self._game(row) for row in rows}
            for game_id, seat, action in self._db.execute(
                "SELECT game_id, seat, action FROM actions ORDER BY game_id, idx"
            ):
                if game_id in games:
                    games[game_id].actions.append((seat, action))
            for game_id, seat, text, at in self._db.execute("SELECT game_id, seat, text, at FROM chat ORDER BY id"):
                if game_id in games:
                    games[game_id].chat.append(ChatLine(seat, text, at))
        return list(games.values())

    def claim(self, game_id: str) -> bool:
        """A session advisory lock on the game: freed when this process's connection closes."""
        with self._lock:
            row = self._db.execute("SELECT pg_try_advisory_lock(%s, hashtext(%s))", (CLAIMS, game_id)).fetchone()
        return bool(row and row[0])

    def listen(self, on_change: ChangeListener) -> None:
        """Start a thread that LISTENs on its own connection and reports each changed game."""
        if self._listener is not None:
            return
        try:
            connection = psycopg.connect(self._url, autocommit=True)
            connection.execute(f"LISTEN {CHANNEL}")
        except psycopg.Error as error:
            raise StoreError(f"cannot listen for changes in PostgreSQL: {error}") from None

        def run() -> None:
            with connection:
                while not self._stop.is_set():
                    for notice in connection.notifies(timeout=0.5):
                        origin, _, game_id = notice.payload.partition(":")
                        if origin != self._origin:
                            on_change(game_id)

        self._listener = threading.Thread(target=run, name="scavengers-listen", daemon=True)
        self._listener.start()

    def close(self) -> None:
        self._stop.set()
        if self._listener is not None:
            self._listener.join(timeout=2)
        with self._lock:
            # Hand the claims over now; a process that dies frees them when its connection ends.
            with contextlib.suppress(psycopg.Error):
                self._db.execute("SELECT pg_advisory_unlock_all()")
            self._db.close()
