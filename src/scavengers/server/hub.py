"""The games a server holds: each one's engine, seats, tokens, watchers and bots.

Server-authoritative: a seat acts only with its own token, and everything sent to a browser
is built from ``view(seat)``, ``log(seat)`` and ``legal_actions(seat)`` (a spectator: ``None``).
An action is tried on a clone, committed to the store, and only then becomes the game and is
acknowledged; so a crash loses no acknowledged action, and a refused one changes nothing.

A database that fails (locked, full, restarting) refuses the requests waiting on it with 503
and a reason; the games stay as they were and go on once it is back: a write whose fate is
unknown is looked up in the store before the game's next action.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import re
import secrets
import time
import unicodedata
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from scavengers.bots.agent import agent_names
from scavengers.engine import Event, Game, GameConfig, IllegalAction, InvalidAction
from scavengers.server.limits import Limits, RateLimit
from scavengers.server.replays import Replays
from scavengers.server.serialize import event_json, plain, view_json
from scavengers.storage import EVERY_GAME, ActionRow, ChatLine, Store, StoredGame, StoreError
from scavengers.storage.base import SEATING_CHANGED, Seating
from scavengers.table import HUMAN, TableError, check_seats, make_agents, seat_names
from scavengers.table import Table as SharedTable
from scavengers.text import (
    SKIRMISH_ENDS,
    and_words,
    for_people,
    refusal,
    skirmish_events,
    told_with_reason,
    typed_refusal,
    without_controls,
)

MAX_ACTION_CHARS = 2000
MAX_CHAT_CHARS = 500
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
"""What a game's id may be (its page's address, ``/game/ID``, too)."""
CLAIM_EVERY = 2.0
"""Seconds between looks for games whose bots no server process plays (a shared store)."""
CLAIM_IDLE = 60.0
"""Seconds a claimed game may wait on people alone (no bot to move, no absent page to pass
for) before its claim is handed back: each claim holds a slot of PostgreSQL's shared lock
table, and a game whose people never come back would hold its slot for ever."""
SLEEP_EVERY = 60.0
"""Seconds between looks for games to put to sleep (:attr:`Limits.asleep_after`), at most."""
CHAT_KEPT = 200
"""Chat lines sent to a browser (the newest)."""
RETRY_AFTER = 1.0
"""Seconds bots wait before they try again after the database refused their move."""
ABSENT_PASS_AFTER = 3.0
"""Seconds the server waits for a person whose page is closed, when everyone can tell that she
can only pass, before it passes for her (:meth:`Hub._pass_for_absent`)."""
PASS = "pass"
SPECTATORS_CANNOT_ACT = "spectators cannot act: open the game with a seat's link"

log = logging.getLogger("scavengers.server")
UNREPLAYABLE = (ValueError, KeyError, TypeError)
"""What replaying a stored game raises when its actions no longer apply (stored by a version
whose rules have since been corrected, or damaged): ``InvalidAction`` and ``IllegalAction``, and
the ``ValueError`` (a ``TableError`` among them) of seats this version cannot seat, a bot it no
longer has or a list of the wrong length. One such game must not keep the server from starting."""


class RefusedError(ValueError):
    """A request the server turns down; ``status`` is the HTTP status to answer with;
    ``retry_after``: the seconds to wait before asking again, where the refusal knows them."""

    def __init__(self, status: int, message: str, retry_after: int | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.retry_after = retry_after


def hash_token(token: str) -> str:
    """What is stored of a seat's token: its SHA-256 (a leaked database gives no seat away)."""
    # surrogatepass: a token with a lone surrogate (valid JSON, not valid UTF-8) is then simply
    # no seat's token, refused as any other, instead of an encoding error.
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(eq=False)
class Watcher:
    """One open connection following a game as ``seat`` (``None``: a spectator). The hub
    sets ``wake`` on every change; the connection then sends a fresh message for its seat."""

    seat: int | None
    wake: asyncio.Event = field(default_factory=asyncio.Event)


@dataclass(eq=False, kw_only=True)
class Table(SharedTable):
    """One game of the server: the shared table (seats, names, bots, the action log) with its
    id, the seats' tokens, the chat, the connections watching it and its place in the store."""

    id: str
    token_hashes: list[str | None]
    created: float
    chat: list[ChatLine] = field(default_factory=list)
    updated: float = 0.0
    seen: float = 0.0
    """When a request last asked for it (:meth:`Hub.table`): a game asked for stays awake."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    watchers: set[Watcher] = field(default_factory=set)
    bots: asyncio.Task[None] | None = None
    passing: asyncio.Task[None] | None = None
    """Passing for its absent people who can only pass (:meth:`Hub._pass_for_absent`)."""
    chat_limits: dict[int | None, RateLimit] = field(default_factory=dict)
    """Each seat's chat allowance; the spectators share one (``None``): however much they
    say, the players keep theirs."""
    doubtful: bool = False
    """A write of this game failed in a way that may have stored it after all (a lost
    connection): the store is read again before the game's next action."""
    replayed: tuple[int, Game] | None = None
    """The last position a replay rebuilt (a finished game): the next step starts from it
    (:class:`~scavengers.server.replays.Replays`)."""

    claimed: bool = False
    """Whether this process plays the game's bots (with a shared store, one process does)."""
    described: dict[Event, dict[str, Any]] = field(default_factory=dict)
    """Each event's JSON, made once (events are frozen; equal events read the same)."""
    options: dict[str, Any] = field(default_factory=dict)
    """Its stored options: ``hints`` (its creator's choice, shown to every seat), ``seeded``
    (whether its creator chose the seed, shown to every seat: whoever knows a seed can work out
    every hidden card), and the lobby's ``names``, ``open`` and ``reserved`` seats, its ``host``
    (the creator's seat), the people's seats handed to a ``bots`` and the ``next`` game
    (``server/lobby.py``)."""

    def __post_init__(self) -> None:
        self.hints = self.options.get("hints") is True
        self.seeded = self.options.get("seeded") is True
        self._hand_to_bots()
        self.names = self._names()
        super().__post_init__()

    def _hand_to_bots(self) -> None:
        """The people's seats nobody took that were handed to a bot (lobby.py's ``bot``): that
        bot plays them from now on (the store keeps the seats as they were made, and this)."""
        for seat, bot in (self.options.get("bots") or {}).items():
            self.seats[int(seat)] = str(bot)
        if hasattr(self, "agents"):  # a table made already (else: its agents are made next)
            missing = [HUMAN if seat in self.agents else kind for seat, kind in enumerate(self.seats)]
            self.agents |= make_agents(missing, self.game.config.seed)

    def _names(self) -> list[str]:
        people = self.options.get("names") or {}
        return seat_names(self.seats, {s: str(people[str(s)]) for s in range(len(self.seats)) if str(s) in people})

    def chat_limit(self, seat: int | None) -> RateLimit:
        """The allowance ``seat`` (``None``: the spectators together) chats from."""
        limit = self.chat_limits.get(seat)
        if limit is None:
            limit = self.chat_limits[seat] = RateLimit(2.0, 10.0)
        return limit

    @property
    def seating(self) -> Seating:
        """Who sits here: the seats' token hashes and the options, as stored."""
        return list(self.token_hashes), dict(self.options)

    def seat(self, seating: Seating) -> None:
        """Take a new seating (the lobby's, or another process's): the names in the events'
        texts and every watcher's message follow."""
        self.token_hashes, self.options = list(seating[0]), dict(seating[1])
        self._hand_to_bots()
        self.names = self._names()
        self.described.clear()
        for watcher in self.watchers:
            watcher.wake.set()

    def event_json(self, event: Event) -> dict[str, Any]:
        """An event as JSON, with its line of text."""
        known = self.described.get(event)
        if known is None:
            known = self.described[event] = event_json(event, self.names)
            if event.type in SKIRMISH_ENDS and not event.cards:
                # Who won and why (the tie-break, the 2-player margin), as the terminal says
                # it: from the skirmish's public events, the same for every seat.
                public = skirmish_events(self.game.log(None), event.round)
                known["text"] = told_with_reason(event, public, self.game.config.players, self.names)
        return known

    def seat_of(self, token: str | None) -> int | None:
        """The seat a token acts for; ``None`` without a token (a spectator); :class:`RefusedError`
        for a token that is not this game's."""
        if token is None or token == "":
            return None
        digest = hash_token(token)
        for seat, stored in enumerate(self.token_hashes):
            if stored is not None and hmac.compare_digest(stored, digest):
                return seat
        raise RefusedError(403, "this token is not a seat of this game")

    def opens(self, seat: int, token: str | None) -> bool:
        """Whether ``token`` opens ``seat`` still (a seat given to the lobby, or sat down at
        with its link, takes its token away)."""
        try:
            return self.seat_of(token) == seat
        except RefusedError:
            return False


def rebuild(stored: StoredGame) -> Table:
    """A table from its stored config and actions, replayed through the engine."""
    config = GameConfig.from_dict(stored.config)
    return Table(
        id=stored.id,
        game=Table.replay(config, stored.actions),
        seats=list(stored.seats),
        token_hashes=list(stored.token_hashes),
        created=stored.created,
        actions=list(stored.actions),
        chat=list(stored.chat),
        updated=stored.updated,
        options=dict(stored.options),
    )


def clean_text(text: str, limit: int, what: str = "the text") -> str:
    """``text`` without control characters, trimmed; :class:`RefusedError` when empty or too
    long, saying so of ``what`` (``the name``). Too long is a malformed request (``422``), as
    a field over its length is: the body itself is within its limit."""
    if len(text) > limit:
        raise RefusedError(422, f"{what} is too long: {len(text)} characters, at most {limit}")
    halves = [c for c in text if unicodedata.category(c) == "Cs"]
    if halves:  # valid JSON ("\ud800"), but half of a character: not text anyone can read
        raise RefusedError(400, f"{what} is not text: U+{ord(halves[0]):04X} is half of a character, not one")
    kept = without_controls(text).strip()
    if not kept:
        raise RefusedError(400, f"{what} is empty")
    return kept


class Hub:
    """Every game of this server process, kept in memory and in the store."""

    def __init__(
        self,
        store: Store,
        bot_delay: float = 0.6,
        bot_workers: int = 4,
        limits: Limits | None = None,
        absent_pass_after: float = ABSENT_PASS_AFTER,
    ) -> None:
        self.store = store
        self.bot_delay = bot_delay
        self.absent_pass_after = absent_pass_after
        self.limits = limits or Limits()
        self.tables: dict[str, Table] = {}
        # 0 workers: bots think on the event loop (quick bots; a thread hop costs more than
        # the heuristic bot's choice); otherwise in a pool, so a slow bot blocks no other game.
        self._bot_pool = (
            ThreadPoolExecutor(max_workers=bot_workers, thread_name_prefix="scavengers-bot") if bot_workers else None
        )
        self._db_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scavengers-db")
        self.replays = Replays(self.limits.replays_waiting)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._pending: list[tuple[ActionRow, asyncio.Future[bool]]] = []
        self._writer: asyncio.Task[None] | None = None
        self._claimer: asyncio.Task[None] | None = None
        self._sleeper: asyncio.Task[None] | None = None
        self._chores: set[asyncio.Task[None]] = set()

    # -- life ---------------------------------------------------------------------------

    async def start(self) -> None:
        """Rebuild every stored game that is not over and not asleep and the finished ones
        changed last (as many as are kept in memory: the lobby lists them), start the bots,
        put idle games to sleep as they become so, and follow other processes' changes. Older
        finished games and the games asleep are loaded when asked for. A database that does not
        answer yet does not stop the server: it answers 503 meanwhile, and loads the games once
        the database is back."""
        self._loop = asyncio.get_running_loop()
        try:
            await self._load()
        except StoreError as error:
            log.error("the database is not available (%s); the games are loaded once it answers", error)
            self._chore(self._load_when_back())
        self._sleeper = asyncio.create_task(self._put_to_sleep())
        if self.store.shared:
            self.store.listen(self._changed_elsewhere)
            self._claimer = asyncio.create_task(self._claim_bots())

    async def _load(self) -> None:
        """Rebuild the stored games not over and not asleep and the finished ones changed last
        (those not already here), and, with a store of this process alone, start their bots."""
        awake_since = time.time() - self.limits.asleep_after
        for game in await self._db(self.store.load_games, self.limits.finished_kept, awake_since):
            if game.id in self.tables:
                continue
            try:
                table = rebuild(game)
            except UNREPLAYABLE as error:
                log.error("cannot rebuild game %s: %s", game.id, error)
                continue
            self.tables[game.id] = table
            if table.game.over and not game.finished:  # stored before games were marked over
                self._chore(self._finish(table))
            elif not self.store.shared:
                table.claimed = True
                self._schedule_bots(table)

    async def _load_when_back(self) -> None:
        while True:
            await asyncio.sleep(RETRY_AFTER)
            try:
                await self._load()
            except StoreError:
                continue
            log.warning("the database answers again: its games are loaded")
            return

    async def stop(self) -> None:
        """Stop the bots and close the store."""
        for task in (self._claimer, self._sleeper):
            if task is not None:
                task.cancel()
        for table in self.tables.values():
            for task in (table.bots, table.passing):
                if task is not None:
                    task.cancel()
        for chore in list(self._chores):
            chore.cancel()
        if self._bot_pool is not None:
            self._bot_pool.shutdown(wait=False, cancel_futures=True)
        self.replays.close()
        await self._db(self.store.close)
        self._db_pool.shutdown(wait=True)

    async def _db(self, call: Callable[..., Any], *args: Any) -> Any:
        """``call(*args)`` on the database thread; any failure of the database as
        :class:`StoreError` (a store raises only that; this also covers one that does not)."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._db_pool, call, *args)
        except StoreError:
            raise
        except Exception as error:
            raise StoreError(f"{type(error).__name__}: {error}") from error

    async def _stored(self, call: Callable[..., Any], *args: Any, doing: str) -> Any:
        """:meth:`_db`, its failure refused with 503 and ``doing`` as the reason."""
        try:
            return await self._db(call, *args)
        except StoreError as error:
            log.error("the database failed %s: %s", doing, error)
            raise RefusedError(503, f"the database is not available ({doing}); try again in a moment") from None

    def _chore(self, work: Any) -> None:
        """Run ``work`` in the background, kept referenced until it is done."""
        task = asyncio.get_running_loop().create_task(work)
        self._chores.add(task)
        task.add_done_callback(self._chores.discard)

    # -- games --------------------------------------------------------------------------

    async def create(
        self,
        players: int,
        seats: Sequence[str],
        modules: Sequence[str],
        seed: int | None,
        *,
        variants: Sequence[str] = (),
        rules: str = "2015",
        hints: bool | None = None,
        solo_added: Sequence[str] = (),
        solo_families_removed: int = 0,
    ) -> tuple[Table, dict[int, str]]:
        """A new game; returns it and the token of each human seat. ``hints``: whether its
        people may ask for hints (default: when one person plays against bots);
        ``solo_added``, ``solo_families_removed``: a harder solo game [003:353]."""
        if len(seats) != players:
            raise RefusedError(400, f"seats: give one entry per player ({players}), got {len(seats)}")
        options = [seat for seat in seats if ":" in seat]
        if options:  # a bot's options (its search budget) are the server's to set, not a client's
            raise RefusedError(
                400,
                f"seats: {options[0]!r}: this server takes bot names without options; "
                f"choose from {', '.join([HUMAN, *agent_names()])}",
            )
        try:
            check_seats(seats, "seats", to_play=False, options=False)
        except TableError as error:
            raise RefusedError(400, str(error)) from None
        if players == 1 and list(seats) != [HUMAN]:
            raise RefusedError(400, 'seats: the solo game has one seat, a person\'s: give ["human"]')
        if HUMAN not in seats:
            # the ones whose bots this process plays (with a shared store, others play the rest)
            playing = sum(1 for t in self.tables.values() if t.bots_only and t.claimed and not t.game.over)
            if playing >= self.limits.bot_games:
                games = "1 game of bots only is" if playing == 1 else f"{playing} games of bots only are"
                raise RefusedError(429, f"{games} being played here, the most at once; try again later")
        seeded = seed is not None
        if seed is None:
            seed = secrets.randbelow(2**31)
        try:
            config = GameConfig(
                players=players,
                seed=seed,
                modules=frozenset(modules),
                variants=frozenset(variants),
                rules=rules,
                solo_added=tuple(solo_added),
                solo_families_removed=solo_families_removed,
            )
            Game.new(config)
        except (InvalidAction, IllegalAction) as error:
            raise RefusedError(400, for_people(error)) from None
        tokens = {s: secrets.token_urlsafe(16) for s, n in enumerate(seats) if n == HUMAN}
        stored = StoredGame(
            id=secrets.token_urlsafe(9),
            config=config.to_dict(),
            seats=list(seats),
            token_hashes=[hash_token(tokens[s]) if s in tokens else None for s in range(players)],
            created=time.time(),
            options={"hints": len(tokens) == 1 if hints is None else hints, "seeded": seeded},
        )
        await self._stored(self.store.create_game, stored, doing="saving the new game")
        table = rebuild(stored)
        self.tables[table.id] = table
        try:
            table.claimed = await self._db(self.store.claim, table.id)
        except StoreError as error:  # another look in a moment (the claimer's rounds)
            log.warning("cannot claim the bots of game %s yet: %s", table.id, error)
        self._schedule_bots(table)
        return table, tokens

    async def table(self, game_id: str) -> Table:
        """The game with this id; :class:`RefusedError` (404) when there is none. A finished
        game, or one another process just made, is looked up in the store."""
        table = self.tables.get(game_id)
        if table is not None:
            table.seen = time.time()
            return table
        if GAME_ID.fullmatch(game_id):
            stored = await self._stored(self.store.load_game, game_id, doing="loading the game")
            if stored is not None:
                try:
                    made = rebuild(stored)
                except UNREPLAYABLE as error:
                    # The details name a stored action, perhaps a secret one: the log only.
                    log.error("cannot rebuild game %s: %s", game_id, error)
                    raise RefusedError(
                        409, "this game no longer replays: it was stored by an earlier version of the rules"
                    ) from None
                table = self.tables.setdefault(game_id, made)
                table.seen = time.time()
                if table is made:
                    self._woken(table, stored.finished)
                # Not the game just opened, though it changed longest ago: its page is about to
                # watch it, and a second page must find the same table (its chat, its replay).
                self._forget_finished(keep=game_id)
                return table
        raise RefusedError(404, f"no game {game_id[:40]!r}")

    async def wake(self, game_ids: Sequence[str]) -> None:
        """Load those of ``game_ids`` that are asleep (stored, not over, not in memory): a
        browser asking for its own games by id (the lobby's "your games") finds them all."""
        missing = [i for i in dict.fromkeys(game_ids) if i not in self.tables and GAME_ID.fullmatch(i)]
        try:
            asleep = await self._db(self.store.unfinished, missing) if missing else []
        except StoreError as error:
            log.warning("cannot look for games asleep: %s", error)
            return
        for game_id in asleep:
            try:
                await self.table(game_id)
            except RefusedError:  # logged already (a game that no longer replays, a lost database)
                continue

    def _woken(self, table: Table, marked_over: bool) -> None:
        """A game loaded from the store when asked for: a finished one, one asleep, or one
        another process just made. With a store of this process alone its bots are this
        process's to play (a shared store's claimer takes them where they wait)."""
        if table.game.over:
            if not marked_over:  # stored before games were marked over
                self._chore(self._finish(table))
        elif not self.store.shared:
            table.claimed = True
            self._schedule_bots(table)

    async def _put_to_sleep(self) -> None:
        """Again and again, put to sleep the games that have waited on their people alone for
        :attr:`Limits.asleep_after` seconds, no page watching them and no request asking for
        them: they leave memory and the lobby's lists (the store keeps them, and
        :meth:`table` wakes one when its page or link opens it). A game whose people never
        come back no longer holds memory, nor time at every start, for ever."""
        every = min(SLEEP_EVERY, max(self.limits.asleep_after / 4, 0.05))
        while True:
            await asyncio.sleep(every)
            now = time.time()
            try:
                for table in [t for t in self.tables.values() if self._asleep(t, now)]:
                    del self.tables[table.id]
            except Exception:  # a bug here must not stop the looks that follow
                log.exception("cannot put the idle games to sleep")

    def _asleep(self, table: Table, now: float) -> bool:
        """Whether a game is to sleep: it has waited on its people alone (:meth:`_waits_on_people`)
        for :attr:`Limits.asleep_after` seconds since it last changed or was asked for, no page
        watches it, nothing holds its lock, its last write is known to be stored, and with a
        shared store this process holds no claim on it (the claimer hands it back first)."""
        idle = self.limits.asleep_after
        return (
            not table.watchers
            and now - table.seen >= idle
            and self._waits_on_people(table, now, idle)
            and not table.lock.locked()
            and not table.doubtful
            and not (self.store.shared and table.claimed)
        )

    def _forget_finished(self, keep: str | None = None) -> None:
        """Keep at most ``limits.finished_kept`` finished games in memory: the ones changed
        longest ago that nobody watches go (the store still has them); never ``keep``, the
        game just loaded to be opened (it goes at a later round, once nobody watches it)."""
        finished = [t for t in self.tables.values() if t.game.over and not t.watchers and t.id != keep]
        for table in sorted(finished, key=lambda t: t.updated)[: max(0, len(finished) - self.limits.finished_kept)]:
            del self.tables[table.id]

    async def act(self, table: Table, seat: int | None, text: str, version: int | None = None) -> None:
        """``seat`` takes the action ``text``: tried, committed, then shown to every watcher.
        ``version``: the game's version (its actions so far) the action was chosen at; refused
        with 409 if the game is past it, so that a client may send an action again whose answer
        it lost (a dropped connection, a server restarted) without taking it twice."""
        if seat is None:
            raise RefusedError(403, SPECTATORS_CANNOT_ACT)
        if len(text) > MAX_ACTION_CHARS:
            raise RefusedError(413, f"the action is too long ({len(text)} characters, at most {MAX_ACTION_CHARS})")
        text = " ".join(text.split())
        async with table.lock:
            await self._commit(table, seat, text, version)

    async def _commit(self, table: Table, seat: int, text: str, version: int | None = None) -> None:
        """Try ``text`` on a clone, store it, then make the clone the game (lock held)."""
        if table.doubtful:
            # The last write's fate is unknown: read what the store has before going on.
            await self._resync(table)
            table.doubtful = False
        if version is not None and version != len(table.actions):
            raise RefusedError(
                409,
                f"the game is at version {len(table.actions)}, not {version}: "
                "the action was not taken (if you sent it before, it was taken then)",
            )
        game = table.game
        if game.over:
            # A conflict with the game's state (409), as "not your turn" below and the lobby's
            # and the hints' "this game is over": not her words' fault, so no "did you mean".
            raise RefusedError(409, "The game is over: it takes no more actions.")
        if seat not in game.to_act:
            # Whose turn first: a mistyped action from a seat that is not to act would else be
            # told what is wrong with its words ("commit needs card kinds"), not that it waits.
            waiting = and_words(table.names[s] for s in game.to_act)
            raise RefusedError(409, f"It is not your turn: waiting for {waiting}.")
        try:
            trial = table.trial(seat, text)
        except (InvalidAction, IllegalAction) as error:  # both say who, when and why
            if "cannot act now" in str(error):
                raise RefusedError(409, refusal(error, table.names.__getitem__)) from None
            # The engine's words carry any "did you mean", from her decision (what is possible
            # now, her hand, this game's boxes), as the terminal says them.
            raise RefusedError(400, typed_refusal(error, text, table.names.__getitem__)) from None
        try:
            stored = await self._store_action((table.id, len(table.actions), seat, text))
        except StoreError as error:
            log.error("cannot store an action of game %s: %s", table.id, error)
            self._doubt(table)
            raise RefusedError(503, "the database is not available: the action was not taken; try again") from None
        if not stored:
            # Another server process moved this game on: take its actions and refuse this one.
            await self._resync(table)
            raise RefusedError(409, "the game moved on before this action arrived; look again and retry")
        table.adopt(trial, seat, text)
        self._changed(table)
        if trial.over:
            self._chore(self._finish(table))

    def _doubt(self, table: Table) -> None:
        """A write of ``table`` failed, perhaps after the database had it: read the game again
        as soon as the database answers (its next action waits for that)."""
        if not table.doubtful:
            table.doubtful = True
            self._chore(self._settle(table))

    async def _settle(self, table: Table) -> None:
        while table.doubtful:
            await asyncio.sleep(RETRY_AFTER)
            try:
                async with table.lock:
                    if table.doubtful:
                        await self._resync(table)
                        table.doubtful = False
            except RefusedError:
                continue  # still down: look again later
            self._schedule_bots(table)

    async def _finish(self, table: Table) -> None:
        """A game is over: mark it so (a restart does not load it) and hand its claim back."""
        try:
            await self._db(self.store.finish, table.id)
            await self._db(self.store.release, table.id)
        except StoreError as error:  # marked at the next start instead; the claim ends with it
            log.warning("cannot mark game %s finished: %s", table.id, error)
        table.claimed = False
        self._forget_finished()

    async def _store_action(self, row: ActionRow) -> bool:
        """Queue an action for the next group commit and wait until it is on disk."""
        done: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._pending.append((row, done))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._write_pending())
        return await done

    async def _write_pending(self) -> None:
        """Commit every queued action in one transaction, again and again until none is left:
        while one commit syncs to disk, the next batch gathers. A failed commit fails every
        request of its batch (none is left waiting); the next batch tries again."""
        while self._pending:
            batch, self._pending = self._pending, []
            try:
                stored = await self._db(self.store.append_actions, [row for row, _ in batch])
            except StoreError as error:
                for _, done in batch:
                    if not done.done():
                        done.set_exception(StoreError(str(error)))
                continue
            for (_, done), ok in zip(batch, stored, strict=True):
                if not done.done():
                    done.set_result(ok)

    async def say(self, table: Table, seat: int | None, text: str) -> None:
        """A chat line from ``seat`` (``None``: a spectator). The store numbers a game's lines
        in the order it takes them, and each process delivers them in that order: every
        server shows the same lines in the same order."""
        line = ChatLine(seat, clean_text(text, MAX_CHAT_CHARS, "the chat line"), time.time())
        if not table.chat_limit(seat).allow():
            who = "the spectators" if seat is None else "your seat"
            raise RefusedError(429, f"too many chat messages from {who}; wait a moment")
        async with table.lock:
            number = await self._stored(self.store.append_chat, table.id, line, doing="saving chat")
            if number == len(table.chat):
                table.chat.append(line)
                self._changed(table)
                return
            try:
                await self._resync(table)  # other processes' lines came first: read them, and it
            except RefusedError:
                self._doubt(table)  # it is stored: it shows once the database answers again

    # -- what a seat sees ----------------------------------------------------------------
    def state(self, table: Table, seat: int | None, log_from: int = 0, chat_from: int = 0) -> dict[str, Any]:
        """Everything ``seat`` may know now: its view, its legal actions, its log from event
        ``log_from`` and the chat from line ``chat_from`` (from 0: the latest lines). The seed
        only once the game is over."""
        game = table.game
        names = table.names
        events = game.log(seat)
        message: dict[str, Any] = {
            "type": "state",
            "id": table.id,
            "seat": seat,
            "over": game.over,
            "version": len(table.actions),
            "modules": sorted(game.config.modules),
            "variants": sorted(game.config.variants),
            "hints": table.hints,
            "seeded": table.seeded,
            "players": [{"seat": s, "player": n, "name": names[s]} for s, n in enumerate(table.seats)],
            "view": view_json(game.view(seat)),
            "legal_actions": [str(a) for a in game.legal_actions(seat)] if seat is not None else [],
            # Her tribe as the end would score it now: all of it she has held or seen (Game.score).
            "score": plain(game.score(seat)) if seat is not None else None,
            "log_from": log_from,
            "log": [table.event_json(e) for e in events[log_from:]],
            "log_count": len(events),
            "chat_from": chat_from,
            "chat": [
                chat_json(line, names) for line in (table.chat[chat_from:] if chat_from else table.chat[-CHAT_KEPT:])
            ],
            "chat_count": len(table.chat),
        }
        if game.over:
            message["seed"] = game.config.seed
            # Someone asked to play again (lobby.py's "again"): the game her seat waits in.
            message["next"] = table.options.get("next")
        return message

    def summary(self, table: Table) -> dict[str, Any]:
        """A lobby line: public facts only. ``names``: each seat as the table names it ("Ann
        (Seat 0)", a seat's name once given; names are public)."""
        game = table.game
        to_act = game.to_act
        result = game.result
        return {
            "id": table.id,
            "players": len(table.seats),
            "seats": table.seats,
            "names": list(table.names),
            "modules": sorted(game.config.modules),
            "hints": table.hints,
            "seeded": table.seeded,
            "round": game.round,
            "over": game.over,
            "to_act": list(to_act),
            "waiting_for": [table.seats[s] for s in to_act],
            "winners": list(result.winners) if result is not None else [],
            "created": table.created,
            "updated": table.updated,
            "moves": len(table.actions),
        }

    async def replay(self, table: Table, seat: int | None, step: int) -> dict[str, Any]:
        """A finished game after its first ``step`` actions, as ``seat`` saw it (rebuilt off the
        event loop and kept: :class:`~scavengers.server.replays.Replays`)."""
        if not table.game.over:
            raise RefusedError(403, "a replay is shown once the game is over")
        if seat is not None and not 0 <= seat < len(table.seats):
            raise RefusedError(400, f"seat must be 0-{len(table.seats) - 1}")
        return await self.replays.answer(table, seat, max(0, min(step, len(table.actions))))

    # -- watchers and bots ---------------------------------------------------------------

    def watch(self, table: Table, seat: int | None) -> Watcher:
        watcher = Watcher(seat)
        table.watchers.add(watcher)
        return watcher

    def unwatch(self, table: Table, watcher: Watcher) -> None:
        table.watchers.discard(watcher)
        if watcher.seat is not None:
            self._schedule_passes(table)  # her page may have been the seat's last one

    def seated(self, table: Table) -> None:
        """Someone sat down, or a bot took a seat (the lobby): the bots play if it is their turn."""
        self._schedule_bots(table)

    def _changed(self, table: Table) -> None:
        table.updated = time.time()
        for watcher in table.watchers:
            watcher.wake.set()
        self._schedule_bots(table)
        if not table.claimed and self.store.shared and not table.game.over and table.bots_to_act():
            self._chore(self._claim_now(table))  # its claim was handed back while it waited on people

    def _schedule_bots(self, table: Table) -> None:
        """Start the bots' turns (and the passes for absent people) if the game waits for them."""
        self._schedule_passes(table)
        game = table.game
        if not table.claimed or game.over or not table.agents or (table.bots is not None and not table.bots.done()):
            return
        if table.bots_to_act():
            table.bots = asyncio.get_running_loop().create_task(self._play_bots(table))

    def _absent_passes(self, table: Table) -> list[int]:
        """The people the game waits for whose page is closed (no connection here follows their
        seat) and whose one legal action is ``pass``, where everyone can tell that it is
        (``View.lone_pass``: public facts alone, the same on every screen). Passing for them tells
        nobody anything about their cards, as a page's own automatic pass does not."""
        game = table.game
        watched = {watcher.seat for watcher in table.watchers}
        absent = [seat for seat in game.to_act if table.is_human(seat) and seat not in watched]
        if not absent or not game.view(None).lone_pass:
            return []
        return [seat for seat in absent if [str(a) for a in game.legal_actions(seat)] == [PASS]]

    def _schedule_passes(self, table: Table) -> None:
        if not table.claimed or table.game.over or (table.passing is not None and not table.passing.done()):
            return
        if self._absent_passes(table):
            table.passing = asyncio.get_running_loop().create_task(self._pass_for_absent(table))

    async def _pass_for_absent(self, table: Table) -> None:
        """Pass for the absent people who can only pass (:meth:`_absent_passes`), as their page
        would: a game no longer waits on a closed page for a decision nobody can take. Each is
        waited for ``absent_pass_after`` seconds first, so that a page coming back, or a client
        of the API passing by itself, is not beaten to it."""
        while table.claimed and not table.game.over:
            version = len(table.actions)
            if not self._absent_passes(table):
                return
            await asyncio.sleep(self.absent_pass_after)
            seats: list[int] = []
            try:
                async with table.lock:
                    seats = self._absent_passes(table) if len(table.actions) == version else []
                    if seats:
                        await self._commit(table, seats[0], PASS)
            except RefusedError as error:
                log.warning("cannot pass for seat %s of game %s: %s", seats[0], table.id, error)
                await asyncio.sleep(RETRY_AFTER)

    async def _claim_bots(self) -> None:
        """With a shared store, one process plays a game's bots: the one holding its claim.
        Claims of a process that died are freed with its connection; every few seconds the
        other processes (and a process started again) try to take over the games whose bots are
        waiting, or that wait on a closed page that can only pass, and this one
        learns which of its claims it lost while its connection was down."""
        while True:
            try:
                for game_id in await self._db(self.store.lost_claims):
                    lost = self.tables.get(game_id)
                    if lost is not None:
                        lost.claimed = False
                        if lost.bots is not None:
                            lost.bots.cancel()
                # Its bots to move, or a person to pass for whose page is closed (a restarted
                # process holds no claim: without this, such a game would wait on her forever).
                waiting = [
                    t
                    for t in self.tables.values()
                    if not t.claimed and not t.game.over and (t.bots_to_act() or self._absent_passes(t))
                ]
                for table in waiting:
                    await self._claim(table)
                now = time.time()
                for table in [t for t in self.tables.values() if t.claimed and self._waits_on_people(t, now)]:
                    # Unclaimed first: nothing of this process starts its bots meanwhile. Taken
                    # again (above, or at once by a person's move here: _claim_now) when needed.
                    table.claimed = False
                    await self._db(self.store.release, table.id)
            except StoreError as error:
                log.warning("cannot look for games whose bots wait: %s", error)
            await asyncio.sleep(CLAIM_EVERY)

    def _waits_on_people(self, table: Table, now: float, idle: float | None = None) -> bool:
        """Whether a game has waited on its people alone for ``idle`` seconds (:data:`CLAIM_IDLE`
        unless given): not over, no bot of its to move and none moving, no closed page to pass for."""
        return (
            not table.game.over
            and now - table.updated >= (CLAIM_IDLE if idle is None else idle)
            and (table.bots is None or table.bots.done())
            and (table.passing is None or table.passing.done())
            and not table.bots_to_act()
            and not self._absent_passes(table)
        )

    async def _claim(self, table: Table) -> None:
        """Claim a game's bots if no other process holds them, and start them if they are due
        (:class:`StoreError` when the database fails)."""
        if not table.claimed and await self._db(self.store.claim, table.id):
            table.claimed = True
            self._schedule_bots(table)

    async def _claim_now(self, table: Table) -> None:
        """Claim a game whose claim was handed back, now that its bots or an absent page wait
        (a person moved here): its bots need not wait for the claimer's next round."""
        try:
            await self._claim(table)
        except StoreError as error:  # the claimer's rounds take it later
            log.warning("cannot claim the bots of game %s yet: %s", table.id, error)

    async def _play_bots(self, table: Table) -> None:
        """Bots take their turns until a person must decide. Each answers ``bot_delay``
        seconds after its turn began, whatever it had to think about (see :meth:`_bot_turn`)."""
        loop = asyncio.get_running_loop()
        while True:
            began = loop.time()
            seats = table.bots_to_act()
            if table.game.over or not seats or not table.claimed:
                return
            try:
                await self._bot_turn(table, seats[0], began)
            except RefusedError as error:
                # Not the bot's fault (a full disk, a lost database): try again a little later.
                log.warning("the bot at seat %s of game %s could not act: %s", seats[0], table.id, error)
                await asyncio.sleep(RETRY_AFTER)
            except Exception:
                log.exception("the bot at seat %s of game %s failed; its game waits", seats[0], table.id)
                return

    async def _bot_turn(self, table: Table, seat: int, began: float) -> None:
        """One bot decision, asked as every front end asks a bot (:class:`Pace`: its view, and
        samples of the game if it searches), in the pool on a copy of the game; then committed
        unless the game moved on meanwhile.

        How fast a seat answers tells nothing about its cards: the answer is played at
        ``began + bot_delay``, a time fixed before the bot looked at its cards, with the
        thinking done inside that wait; and no sooner than the wait :class:`Pace` asks for
        once the bot has answered (every decision of a kind shown as late as the bot's longest
        search of that kind, a single choice too)."""
        version = len(table.actions)
        loop = asyncio.get_running_loop()
        if self._bot_pool is None:
            action, wait = table.bot_answer(seat)
        else:
            action, wait = await loop.run_in_executor(self._bot_pool, table.bot_answer, seat, table.bot_game(seat))
        answer_at = max(began + self.bot_delay, loop.time() + wait)
        if answer_at > loop.time():
            await asyncio.sleep(answer_at - loop.time())
        async with table.lock:
            if len(table.actions) == version:
                await self._commit(table, seat, str(action))

    # -- other server processes ------------------------------------------------------------

    def _changed_elsewhere(self, game_id: str) -> None:
        """From the store's listener thread: another process changed a game (every game:
        :data:`EVERY_GAME`, after the listener was cut off)."""
        loop = self._loop
        if loop is None:
            return
        # every game, and who sits there, after the listener was cut off
        ids = [i + s for i in self.tables for s in ("", SEATING_CHANGED)] if game_id == EVERY_GAME else [game_id]
        for one in ids:
            loop.call_soon_threadsafe(self._follow_soon, one)

    def _follow_soon(self, game_id: str) -> None:
        self._chore(self._follow(game_id))

    async def _follow(self, game_id: str) -> None:
        if game_id.endswith(SEATING_CHANGED):  # the lobby seated someone there
            await self._reseat(game_id.removesuffix(SEATING_CHANGED))
            return
        table = self.tables.get(game_id)
        try:
            if table is None:
                stored = await self._db(self.store.load_game, game_id)
                if stored is not None and game_id not in self.tables:
                    made = rebuild(stored)
                    if not made.game.over:
                        self.tables[game_id] = made  # its creator plays its bots
                return
            async with table.lock:
                await self._resync(table)
        except RefusedError as error:
            log.warning("cannot follow game %s: %s", game_id, error)
            if table is not None:
                self._doubt(table)
        except UNREPLAYABLE as error:
            log.error("cannot rebuild game %s: %s", game_id, error)

    async def _reseat(self, game_id: str) -> None:
        """Take the seating another process stored for a game this one holds."""
        table = self.tables.get(game_id)
        try:
            seating = await self._db(self.store.load_seating, game_id) if table is not None else None
        except StoreError as error:
            log.warning("cannot read who sits at game %s: %s", game_id, error)
            return
        if table is not None and seating is not None:
            async with table.lock:
                table.seat(seating)
            self._schedule_bots(table)

    async def _resync(self, table: Table) -> None:
        """Catch up with the store: apply the actions and chat this process has not seen."""
        fresh, said = await self._stored(
            self.store.load_changes, table.id, len(table.actions), len(table.chat), doing="reading the game"
        )
        for seat, action in fresh:
            table.play(seat, action)
        table.chat.extend(said)
        if fresh or said:
            self._changed(table)
            if table.game.over:
                self._chore(self._finish(table))


def chat_json(line: ChatLine, names: list[str]) -> dict[str, Any]:
    """A chat line for a browser (plain text: the page never reads it as HTML)."""
    who = "spectator" if line.seat is None else names[line.seat]
    return {"seat": line.seat, "name": who, "text": line.text, "at": line.at}
