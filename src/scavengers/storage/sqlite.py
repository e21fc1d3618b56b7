"""The embedded default: one SQLite file, every write committed and synced before it returns."""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO

try:
    import fcntl
except ImportError:  # pragma: no cover (Windows)
    fcntl = None  # type: ignore[assignment]

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

ADDED_COLUMNS = (
    ("games", "options", "TEXT NOT NULL DEFAULT '{}'"),
    ("games", "finished", "INTEGER NOT NULL DEFAULT 0"),
    ("chat", "idx", "INTEGER"),
    ("games", "updated", "REAL"),
)
"""Columns that came later: a database made before them gets them when it is opened."""

BUSY_SECONDS = 2.0
"""How long a write waits for another connection's lock before it fails (then the server
answers 503 and tries again later: a request never hangs on a locked file)."""


def lock_file(path: Path) -> Path:
    """The file beside the SQLite file at ``path`` that :func:`hold_for_one_server` locks."""
    return path.with_name(path.name + ".lock")


def hold_for_one_server(path: Path) -> IO[str] | None:
    """Mark the SQLite file at ``path`` as this process's, with an OS lock on a file beside it
    (``games.sqlite3.lock``), held until the returned file is closed or the process ends (a
    process killed with SIGKILL holds nothing); :class:`StoreError`, naming the process, when
    another live process holds it. Two servers on one SQLite file would each play its games'
    bots and show the other's games stale; several share games only through PostgreSQL.
    ``None`` where the system has no such locks."""
    if fcntl is None:  # pragma: no cover (Windows)
        return None
    lock_path = lock_file(path)
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        held = lock_path.open("a+", encoding="utf-8")
    except OSError as error:
        raise StoreError(f"cannot open the SQLite database {path}: {error}") from None
    try:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        held.seek(0)
        holder = held.read().strip()
        held.close()
        who = f"(process {holder}) " if holder.isdigit() else ""
        raise StoreError(
            f"another server {who}is using the SQLite database {path}: stop it, or give this one another --db "
            "(several servers share games only through PostgreSQL)"
        ) from None
    held.seek(0)
    held.truncate()
    held.write(str(os.getpid()))
    held.flush()
    return held


class SqliteStore(SqlReads):
    """Games in one SQLite file (WAL, ``synchronous=FULL``: a returned write survives a crash)."""

    shared = False
    PARAM = "?"

    def __init__(self, path: Path, busy_seconds: float = BUSY_SECONDS) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None, timeout=busy_seconds)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.executescript(SCHEMA)
            for table, column, kind in ADDED_COLUMNS:
                if column not in {row[1] for row in self._db.execute(f"PRAGMA table_info({table})")}:
                    self._db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")
            # Games stored before their last change was: as if unchanged since they were made.
            self._db.execute("UPDATE games SET updated = created WHERE updated IS NULL")
            # Chat lines written before they were numbered: number them in the order written.
            self._db.execute(
                "UPDATE chat SET idx = (SELECT COUNT(*) FROM chat AS c WHERE c.game_id = chat.game_id"
                " AND c.rowid < chat.rowid) WHERE idx IS NULL"
            )
            self._db.execute("CREATE UNIQUE INDEX IF NOT EXISTS chat_order ON chat (game_id, idx)")
        except (OSError, sqlite3.Error) as error:
            raise StoreError(f"cannot open the SQLite database {path}: {error}") from None
        self._lock = threading.Lock()

    @contextmanager
    def _reading(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            try:
                yield self._db
            except sqlite3.Error as error:
                raise StoreError(f"the SQLite database failed: {error}") from None

    @contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        """One transaction: committed as a whole, or rolled back and :class:`StoreError`.
        ``BEGIN IMMEDIATE`` takes the write lock first, so a busy file fails here, early."""
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as error:
                raise StoreError(f"the SQLite database cannot be written: {error}") from None
            try:
                yield self._db
                self._db.execute("COMMIT")
            except sqlite3.Error as error:
                if self._db.in_transaction:
                    with suppress(sqlite3.Error):  # SQLite may have rolled it back itself (a full disk)
                        self._db.execute("ROLLBACK")
                raise StoreError(f"the SQLite database cannot be written: {error}") from None
            except BaseException:
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
                raise

    def create_game(self, game: StoredGame) -> None:
        with self._writing() as db:
            db.execute(
                f"INSERT INTO games ({GAME_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    game.id,
                    dump(game.config),
                    dump(game.seats),
                    dump(game.token_hashes),
                    game.created,
                    dump(game.options),
                    game.updated,
                ),
            )

    def append_actions(self, rows: Sequence[ActionRow]) -> list[bool]:
        stored: list[bool] = []
        with self._writing() as db:  # one transaction, one sync, for the whole batch
            for row in rows:
                db.execute("SAVEPOINT one")
                try:
                    db.execute("INSERT INTO actions (game_id, idx, seat, action) VALUES (?, ?, ?, ?)", row)
                    stored.append(True)
                except sqlite3.IntegrityError:
                    db.execute("ROLLBACK TO one")
                    stored.append(False)
                db.execute("RELEASE one")
            now = time.time()
            for game_id in sorted({row[0] for row, ok in zip(rows, stored, strict=True) if ok}):
                db.execute("UPDATE games SET updated = ? WHERE id = ?", (now, game_id))
        return stored

    def append_chat(self, game_id: str, line: ChatLine) -> int:
        with self._writing() as db:  # the write lock is held: the next number is this line's
            row = db.execute(
                "INSERT INTO chat (game_id, idx, seat, text, at)"
                " SELECT ?, COALESCE(MAX(idx) + 1, 0), ?, ?, ? FROM chat WHERE game_id = ? RETURNING idx",
                (game_id, line.seat, line.text, line.at, game_id),
            ).fetchone()
            db.execute("UPDATE games SET updated = MAX(updated, ?) WHERE id = ?", (line.at, game_id))
        return int(row[0])

    def finish(self, game_id: str) -> None:
        with self._writing() as db:
            db.execute("UPDATE games SET finished = 1 WHERE id = ?", (game_id,))

    def seat_people(self, game_id: str, seating: Seating, expected: Seating) -> bool:
        """Only this process writes an SQLite store: what it holds is what is stored."""
        tokens, options = seating
        with self._writing() as db:
            db.execute(
                "UPDATE games SET tokens = ?, options = ? WHERE id = ?", (dump(list(tokens)), dump(options), game_id)
            )
        return True

    def claim(self, game_id: str) -> bool:
        """Only this process uses an SQLite store: every game is its own."""
        return True

    def release(self, game_id: str) -> None:
        """Nothing is held for a claim in SQLite."""

    def lost_claims(self) -> list[str]:
        """Claims in SQLite are never lost."""
        return []

    def listen(self, on_change: ChangeListener) -> None:
        """Only this process writes an SQLite store: nothing to listen to."""

    def close(self) -> None:
        with self._lock:
            self._db.close()
