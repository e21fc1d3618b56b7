"""PostgreSQL: several server processes share the games; changes fan out with LISTEN/NOTIFY.

Reads and writes go through a pool whose connections are checked before use, so a database
that restarted is reconnected to by itself; the claims on games' bots live on a connection of
their own (a session's advisory locks), taken again after it is lost; the listener reconnects
and then says that every game may have changed.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import Any

import psycopg
from psycopg.types.json import Jsonb
from psycopg.types.string import TextLoader
from psycopg_pool import ConnectionPool

from scavengers.storage.base import (
    EVERY_GAME,
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
"""The seed of the claims' advisory-lock keys (a 64-bit hash of each game's id)."""
WAIT_SECONDS = 3.0
"""How long a request waits for a working connection before it fails (then the server
answers 503; the pool goes on reconnecting in the background)."""
POOL_SIZE = 4

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
ALTER TABLE games ADD COLUMN IF NOT EXISTS finished BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE chat ADD COLUMN IF NOT EXISTS idx INTEGER;
UPDATE chat SET idx = numbered.n FROM (
    SELECT id, row_number() OVER (PARTITION BY game_id ORDER BY id) - 1 AS n FROM chat
) AS numbered WHERE chat.id = numbered.id AND chat.idx IS NULL;
CREATE UNIQUE INDEX IF NOT EXISTS chat_order ON chat (game_id, idx);
ALTER TABLE games ADD COLUMN IF NOT EXISTS updated DOUBLE PRECISION;
UPDATE games SET updated = created WHERE updated IS NULL;
"""
"""The tables; the later columns are added to a database made before them (chat lines
written before they were numbered are numbered in the order written; a game stored before
its last change was counts as unchanged since it was made)."""

log = logging.getLogger("scavengers.storage")


class _FirstConnection(logging.Filter):
    """Keeps the pool's warnings quiet while it first connects, and the reason of the last
    failed attempt (``connection refused``, a wrong password): the pool itself only says that
    it timed out."""

    def __init__(self) -> None:
        super().__init__()
        self.cause: str | None = None

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno >= logging.WARNING and isinstance(record.args, tuple) and record.args:
            self.cause = str(record.args[-1])
            return False
        return True


def _configure(connection: psycopg.Connection[Any]) -> None:
    # JSONB comes back as text, for the checked reader (SqlReads._game) to parse.
    connection.adapters.register_loader("jsonb", TextLoader)


class PostgresStore(SqlReads):
    """Games in PostgreSQL. Each write commits and notifies the other server processes."""

    shared = True
    PARAM = "%s"

    def __init__(self, url: str, wait_seconds: float = WAIT_SECONDS) -> None:
        self._url = url
        self._origin = secrets.token_hex(6)
        """Marks this process's notices, so its listener skips its own writes; and names its
        connections (``application_name``), so an operator sees whose they are."""
        self.application_name = f"scavengers-{self._origin}"
        """The ``application_name`` of this store's connections (``pg_stat_activity``)."""
        self._options: dict[str, Any] = {"autocommit": True, "application_name": self.application_name}
        self._pool = ConnectionPool(
            url,
            kwargs=self._options,
            min_size=1,
            max_size=POOL_SIZE,
            configure=_configure,
            check=ConnectionPool.check_connection,
            timeout=wait_seconds,
            open=False,
            name=self.application_name,
        )
        opening = _FirstConnection()
        pool_log = logging.getLogger("psycopg.pool")
        pool_log.addFilter(opening)  # its warnings while it tries: the last one is the reason
        try:
            self._pool.open(wait=True, timeout=max(wait_seconds, 10.0))
            with self._pool.connection() as db, db.transaction():
                # One process at a time creates the tables (several may start together).
                db.execute("SELECT pg_advisory_xact_lock(4242)")
                db.execute(SCHEMA)
        except psycopg.Error as error:
            self._pool.close()
            why = opening.cause or str(error)
            raise StoreError(f"cannot open the PostgreSQL database: {' '.join(why.split())}") from None
        finally:
            pool_log.removeFilter(opening)
        self._claims: set[str] = set()
        self._lost: list[str] = []
        self._claimer: psycopg.Connection[Any] | None = None
        self._claim_lock = threading.Lock()
        self._stop = threading.Event()
        self._listener: threading.Thread | None = None

    @contextmanager
    def _reading(self) -> Iterator[psycopg.Connection[Any]]:
        try:
            with self._pool.connection() as db:
                yield db
        except psycopg.Error as error:
            raise StoreError(f"the PostgreSQL database failed: {error}") from None

    @contextmanager
    def _writing(self) -> Iterator[psycopg.Connection[Any]]:
        """One transaction on a checked connection: committed, or :class:`StoreError`."""
        with self._reading() as db, db.transaction():
            yield db

    def create_game(self, game: StoredGame) -> None:
        with self._writing() as db:
            db.execute(
                f"INSERT INTO games ({GAME_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, %s)",
                (
                    game.id,
                    Jsonb(game.config),
                    Jsonb(game.seats),
                    Jsonb(game.token_hashes),
                    game.created,
                    Jsonb(game.options),
                    game.updated,
                ),
            )
            self._notify(db, game.id)

    def append_actions(self, rows: Sequence[ActionRow]) -> list[bool]:
        stored: list[bool] = []
        with self._writing() as db:
            for row in rows:
                try:
                    with db.transaction():  # a savepoint: a taken index spoils only its row
                        db.execute("INSERT INTO actions (game_id, idx, seat, action) VALUES (%s, %s, %s, %s)", row)
                    stored.append(True)
                except psycopg.errors.UniqueViolation:
                    stored.append(False)
            now = time.time()
            for game_id in sorted({row[0] for row, ok in zip(rows, stored, strict=True) if ok}):
                db.execute("UPDATE games SET updated = GREATEST(updated, %s) WHERE id = %s", (now, game_id))
                self._notify(db, game_id)
        return stored

    def append_chat(self, game_id: str, line: ChatLine) -> int:
        with self._writing() as db:
            # The game's row locked: one writer at a time numbers its next line.
            db.execute("SELECT 1 FROM games WHERE id = %s FOR UPDATE", (game_id,))
            row = db.execute(
                "INSERT INTO chat (game_id, idx, seat, text, at)"
                " SELECT %s, COALESCE(MAX(idx) + 1, 0), %s, %s, %s FROM chat WHERE game_id = %s RETURNING idx",
                (game_id, line.seat, line.text, line.at, game_id),
            ).fetchone()
            db.execute("UPDATE games SET updated = GREATEST(updated, %s) WHERE id = %s", (line.at, game_id))
            self._notify(db, game_id)
        assert row is not None  # an INSERT ... SELECT of an aggregate gives one row
        return int(row[0])

    def finish(self, game_id: str) -> None:
        with self._writing() as db:
            db.execute("UPDATE games SET finished = true WHERE id = %s", (game_id,))

    def seat_people(self, game_id: str, seating: Seating, expected: Seating) -> bool:
        tokens, options = seating
        with self._writing() as db:
            changed = db.execute(
                "UPDATE games SET tokens = %s, options = %s WHERE id = %s AND tokens = %s AND options = %s",
                (Jsonb(list(tokens)), Jsonb(options), game_id, Jsonb(list(expected[0])), Jsonb(expected[1])),
            ).rowcount
            if changed:
                self._notify(db, game_id + SEATING_CHANGED)
        return bool(changed)

    def _notify(self, db: psycopg.Connection[Any], game_id: str) -> None:
        # Sent with the transaction's commit, never before it.
        db.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{self._origin}:{game_id}"))

    # -- claims: session advisory locks on a connection of their own ------------------------

    def _claiming(self) -> psycopg.Connection[Any]:
        """The claims' connection; after it was lost, a new one that takes the claims again
        (those another process took meanwhile are reported by :meth:`lost_claims`)."""
        if self._claimer is not None and not self._claimer.closed and not self._claimer.broken:
            return self._claimer
        if self._claimer is not None:
            self._claimer.close()
            self._claimer = None
        claimer = psycopg.connect(self._url, **self._options, connect_timeout=max(1, round(self._pool.timeout)))
        for game_id in sorted(self._claims):
            if not self._try_lock(claimer, game_id):
                self._claims.discard(game_id)
                self._lost.append(game_id)
        self._claimer = claimer
        return claimer

    @staticmethod
    def _try_lock(db: psycopg.Connection[Any], game_id: str) -> bool:
        # A 64-bit key from the game's id, seeded with CLAIMS: two games whose ids hash alike
        # would share a claim, and with a 32-bit hash (hashtext) that was likely among tens of
        # thousands of games; among 64 bits it is not.
        row = db.execute("SELECT pg_try_advisory_lock(hashtextextended(%s, %s))", (game_id, CLAIMS)).fetchone()
        return bool(row and row[0])

    @contextmanager
    def _claims_db(self) -> Iterator[psycopg.Connection[Any]]:
        with self._claim_lock:
            try:
                yield self._claiming()
            except psycopg.Error as error:
                if self._claimer is not None:
                    self._claimer.close()
                    self._claimer = None
                raise StoreError(f"the PostgreSQL database failed: {error}") from None

    def claim(self, game_id: str) -> bool:
        """A session advisory lock on the game: freed by :meth:`release`, or when this
        process's connection closes."""
        with self._claims_db() as db:
            if game_id in self._claims:
                return True
            if not self._try_lock(db, game_id):
                return False
            self._claims.add(game_id)
            return True

    def release(self, game_id: str) -> None:
        with self._claims_db() as db:
            if game_id in self._claims:
                self._claims.discard(game_id)
                db.execute("SELECT pg_advisory_unlock(hashtextextended(%s, %s))", (game_id, CLAIMS))

    def lost_claims(self) -> list[str]:
        with self._claims_db() as db:
            db.execute("SELECT 1")  # a connection that died is found out, and replaced, here
            lost, self._lost = self._lost, []
        return lost

    # -- other processes' changes -------------------------------------------------------------

    def listen(self, on_change: ChangeListener) -> None:
        """Start a thread that LISTENs on its own connection and reports each changed game;
        when its connection is lost it connects again, then reports :data:`EVERY_GAME`."""
        if self._listener is not None:
            return
        try:
            first: psycopg.Connection[Any] | None = self._listening()
        except psycopg.Error as error:
            raise StoreError(f"cannot listen for changes in PostgreSQL: {error}") from None

        def run() -> None:
            connection = first
            pause = 0.2
            while not self._stop.is_set():
                try:
                    if connection is None:
                        connection = self._listening()
                        log.warning("listening for other servers' changes again")
                        on_change(EVERY_GAME)
                        pause = 0.2
                    for notice in connection.notifies(timeout=0.5):
                        origin, _, game_id = notice.payload.partition(":")
                        if origin != self._origin:
                            on_change(game_id)
                except psycopg.Error as error:
                    if connection is not None:
                        log.warning("lost the connection that listens for other servers' changes: %s", error)
                        connection.close()
                        connection = None
                    self._stop.wait(pause)
                    pause = min(5.0, pause * 2)
            if connection is not None:
                connection.close()

        self._listener = threading.Thread(target=run, name="scavengers-listen", daemon=True)
        self._listener.start()

    def _listening(self) -> psycopg.Connection[Any]:
        connection = psycopg.connect(self._url, **self._options, connect_timeout=max(1, round(self._pool.timeout)))
        connection.execute(f"LISTEN {CHANNEL}")
        return connection

    def close(self) -> None:
        self._stop.set()
        if self._listener is not None:
            self._listener.join(timeout=2)
        with self._claim_lock:
            # Hand the claims over now; a process that dies frees them when its connection ends.
            if self._claimer is not None:
                with suppress(psycopg.Error):  # handed over now, not when the server sees it closed
                    self._claimer.execute("SELECT pg_advisory_unlock_all()")
                self._claimer.close()
                self._claimer = None
            self._claims.clear()
        self._pool.close()
