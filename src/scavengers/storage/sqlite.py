"""The embedded default: one SQLite file, every write committed and synced before it returns."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path

from scavengers.storage.base import (
    GAME_COLUMNS,
    ActionRow,
    ChangeListener,
    ChatLine,
    Seating,
    SqlReads,
    StoredGame,
    StoreError,
    dump,
)

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    config TEXT NOT NULL,
    seats TEXT NOT NULL,
    tokens TEXT NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    game_id TEXT NOT NULL REFERENCES games(id),
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (game_id, idx)
);
CREATE TABLE IF NOT EXISTS chat (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER,
    text TEXT NOT NULL,
    at REAL NOT NULL
);
"""


class SqliteStore(SqlReads):
    """Games in one SQLite file (WAL, ``synchronous=FULL``: a returned write survives a crash)."""

    shared = False
    PARAM = "?"
    CHAT_ORDER = "rowid"  # chat lines in the order written: the rowid
    CHAT_FROM = "LIMIT -1 OFFSET ?"

    def __init__(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.executescript(SCHEMA)
            if "options" not in {row[1] for row in self._db.execute("PRAGMA table_info(games)")}:
                self._db.execute("ALTER TABLE games ADD COLUMN options TEXT NOT NULL DEFAULT '{}'")
        except (OSError, sqlite3.Error) as error:
            raise StoreError(f"cannot open the SQLite database {path}: {error}") from None
        self._lock = threading.Lock()

    def create_game(self, game: StoredGame) -> None:
        with self._lock, self._db:
            self._db.execute(
                f"INSERT INTO games ({GAME_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)",
                (
                    game.id,
                    dump(game.config),
                    dump(game.seats),
                    dump(game.token_hashes),
                    game.created,
                    dump(game.options),
                ),
            )

    def append_actions(self, rows: Sequence[ActionRow]) -> list[bool]:
        stored: list[bool] = []
        with self._lock, self._db:
            for row in rows:
                self._db.execute("SAVEPOINT one")
                try:
                    self._db.execute("INSERT INTO actions (game_id, idx, seat, action) VALUES (?, ?, ?, ?)", row)
                    stored.append(True)
                except sqlite3.IntegrityError:
                    self._db.execute("ROLLBACK TO one")
                    stored.append(False)
                self._db.execute("RELEASE one")
        return stored

    def append_chat(self, game_id: str, line: ChatLine) -> None:
        with self._lock, self._db:
            self._db.execute(
                "INSERT INTO chat (game_id, seat, text, at) VALUES (?, ?, ?, ?)",
                (game_id, line.seat, line.text, line.at),
            )

    def seat_people(self, game_id: str, seating: Seating, expected: Seating) -> bool:
        """Only this process writes an SQLite store: what it holds is what is stored."""
        tokens, options = seating
        with self._lock, self._db:
            self._db.execute(
                "UPDATE games SET tokens = ?, options = ? WHERE id = ?", (dump(list(tokens)), dump(options), game_id)
            )
        return True

    def load_games(self) -> list[StoredGame]:
        with self._lock:
            rows = self._db.execute(f"SELECT {GAME_COLUMNS} FROM games ORDER BY created").fetchall()
            games = {row[0]: self._game(row) for row in rows}
            for game_id, seat, action in self._db.execute(
                "SELECT game_id, seat, action FROM actions ORDER BY game_id, idx"
            ):
                games[game_id].actions.append((seat, action))
            for game_id, seat, text, at in self._db.execute("SELECT game_id, seat, text, at FROM chat ORDER BY rowid"):
                games[game_id].chat.append(ChatLine(seat, text, at))
        return list(games.values())

    def claim(self, game_id: str) -> bool:
        """Only this process uses an SQLite store: every game is its own."""
        return True

    def listen(self, on_change: ChangeListener) -> None:
        """Only this process writes an SQLite store: nothing to listen to."""

    def close(self) -> None:
        with self._lock:
            self._db.close()
