"""The HTTP API, the websockets and the page: ``create_app(store)`` gives the ASGI app.

The API is documented at ``/docs`` (OpenAPI). Every answer to a seat is built from its own
view, log and legal actions; a spectator gets the spectator's view. Every error is JSON,
``{"error": reason}``; every answer carries the security headers of :class:`Guard`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, MutableMapping
from contextlib import asynccontextmanager
from importlib.resources import files
from typing import Annotated, Any

from fastapi import FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, field_validator
from starlette.exceptions import HTTPException

from scavengers.analysis.hints import HINT_BUDGET, Budget
from scavengers.analysis.review import REVIEW_ITERATIONS
from scavengers.bots.agent import agent_names
from scavengers.engine.core.config import (
    KNOWN_MODULES,
    MAX_PLAYERS,
    PLAYABLE_EDITIONS,
    PLAYABLE_MODULES,
    PLAYABLE_VARIANTS,
    SEED_LIMIT,
)
from scavengers.engine.core.errors import quote
from scavengers.json_input import JSONInputError, read_json
from scavengers.server import learning
from scavengers.server.hints import Desk, routes
from scavengers.server.hub import ABSENT_PASS_AFTER, GAME_ID, SPECTATORS_CANNOT_ACT, Hub, RefusedError, Table
from scavengers.server.limits import ClientLimits, Limits, RateLimit, client_address
from scavengers.server.lobby import lobby_routes, too_many_games
from scavengers.server.serialize import catalogue_json
from scavengers.storage import Store, StoreError
from scavengers.table import HUMAN

SEED_RANGE = f"from -{SEED_LIMIT - 1} to {SEED_LIMIT - 1}"
"""The seeds the engine takes, in words (the lobby's seed field says the same)."""
MIN_PLAYERS_ONLINE = 1
"""The fewest seats of an online table: the solo game (one person against the opponent forces)."""
MAX_BODY_BYTES = 64 * 1024
MAX_MESSAGE_CHARS = 16 * 1024
FLOOD_STRIKES = 100
"""The messages over its allowance a websocket may send before it is closed (1008) as flooding."""
WEB_ROOT = files("scavengers") / "web"

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

RETRY_SECONDS = 5
"""The ``Retry-After`` of a refusal (429, 503) that does not know its own wait."""
GAMES_PER_MINUTE = 20
"""Games one client (one address) may start a minute, in bursts of as many."""
PAGE_POLICY = (
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; "
    "connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
"""The page's Content-Security-Policy: its own scripts only, never in a frame (inline styles
are allowed: the card stacks set their depth in a ``style`` attribute)."""
DOCS_POLICY = (
    "default-src 'self'; img-src 'self' data: https://fastapi.tiangolo.com; "
    "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
    "script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; object-src 'none'; base-uri 'none'; "
    "frame-ancestors 'none'"
)
"""The API documentation's (``/docs``, ``/redoc``: their viewers come from a CDN)."""

log = logging.getLogger("scavengers.server")


SOLO_ADDED_MAX = 100
"""The most mercenaries a request may add to the solo opponents: more than the box holds of
those with a fight or a snipe, so the engine's count is the one that refuses."""


class NewGame(BaseModel):
    """A game to start: one entry per seat, ``human`` or a bot's name."""

    # A misspelt setting ("hint", "module") is refused, not quietly left to its default.
    model_config = ConfigDict(extra="forbid")

    # strict: a string is not a number ("4"), nor "yes" a boolean
    players: int = Field(4, ge=MIN_PLAYERS_ONLINE, le=MAX_PLAYERS, strict=True, description="number of players")
    seats: list[str] | None = Field(
        None, description='"human" or a bot name per seat; default: a person and bots', max_length=MAX_PLAYERS
    )
    modules: list[str] = Field(default_factory=list, description='expansion modules, e.g. ["hq1", "hq2"]')
    # Any seed the engine takes (below 2**64 in size, negative too, as the terminal's --seed),
    # one it does not refused in plain words (_seed_in_range).
    # Not strict: the page sends a seed past 2**53 as its digits (a JSON number would round it).
    seed: int | None = Field(
        None,
        description=f"random seed, a whole number {SEED_RANGE}; default: a random one",
    )
    variants: list[str] = Field(
        default_factory=list, max_length=8, description='variants, e.g. ["alternate_brawlers", "leader_draft"]'
    )
    rules: str = Field("2015", max_length=8, description='the rulebook edition: "2015" or the older "2012"')
    solo_added: list[str] = Field(
        default_factory=list,
        max_length=SOLO_ADDED_MAX,
        description='the solo game made harder: mercenaries added to its opponents, e.g. ["brawler", "sniper_team"]',
    )
    solo_families_removed: int = Field(
        0, strict=True, description="the solo game made harder: tribal families (0-6, the largest first) taken out"
    )
    hints: bool | None = Field(
        None,
        strict=True,
        description="whether its people may ask for hints; default: when one person plays against bots",
    )

    @field_validator("seed", mode="before")
    @classmethod
    def _seed_not_a_boolean(cls, seed: object) -> object:
        # Lax as the seed is (its digits as text), true is not a seed: it would be seed 1.
        if isinstance(seed, bool):
            raise ValueError(f"must be a whole number {SEED_RANGE}, not true or false")
        return seed

    @field_validator("seed")
    @classmethod
    def _seed_in_range(cls, seed: int | None) -> int | None:
        if seed is not None and not -SEED_LIMIT < seed < SEED_LIMIT:
            raise ValueError(f"must be a whole number {SEED_RANGE}")
        return seed


class NewAction(BaseModel):
    """A seat's action in notation, with the seat's token."""

    # A misspelt field ("versoin") is refused, not ignored: the action would be taken without
    # the version that makes sending it again safe. So for every request body (NewGame's note).
    model_config = ConfigDict(extra="forbid")

    token: str = Field(max_length=200)
    action: str = Field(description='notation, e.g. "dig refugee+shovel"')
    version: int | None = Field(
        None,
        ge=0,
        strict=True,
        description="the game's version the action was chosen at (its state's version): "
        "refused with 409 once the game is past it, so that sending it again is safe",
    )


class NewChat(BaseModel):
    """A chat line; without a token it comes from a spectator."""

    model_config = ConfigDict(extra="forbid")  # a misspelt field is refused, not ignored

    token: str | None = Field(None, max_length=200)
    text: str


class Refusal(BaseModel):
    """Every error's answer, whatever its status: the reason in words."""

    error: str = Field(description='why, in words: "It is not your turn: waiting for Seat 1."')


REFUSALS: dict[int | str, dict[str, Any]] = {
    "4XX": {"model": Refusal, "description": "refused (malformed 422, unknown 404, too many 429...): the reason"},
    "5XX": {"model": Refusal, "description": "the database is not available (503, with Retry-After): the reason"},
}
"""The errors every operation may answer, as the API documentation shows them: ``{"error": ...}``
(the exception handlers' shape), not FastAPI's own ``{"detail": [...]}``, which no answer has."""
LIVE_UPDATES = """Every error is `{"error": "..."}`. A seat acts with its token (`POST /api/games`
answers one per person's seat).

**Live updates** (a websocket, not listed below): `/ws/games/{id}?token=T` (no token: as a
spectator) sends a `state` message, as `GET /api/games/{id}` answers, after every change. Send
`{"type": "action", "action": "dig refugee+shovel", "version": 12}` (`version` optional) or
`{"type": "chat", "text": "..."}`, as JSON text frames; a refused one is answered
`{"type": "error", "status": 409, "message": "..."}` and the connection stays open. A token that
opens no seat is answered so and the connection closed (code 4403; no such game: 4404)."""
"""The API documentation's opening: what a client needs that no operation shows."""


class BodyLimit:
    """Reads each request body before the app does: refuses one over ``MAX_BODY_BYTES`` with
    413, and one that is not JSON the checked reader accepts (nested too deeply, say: Python's
    parser would fail with a ``RecursionError``) with 422 and the reason in one line."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope.get("headers") or []).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY_BYTES):
            await _refuse(send, 413, f"the request body is over {MAX_BODY_BYTES} bytes")
            return
        chunks: list[bytes] = []
        seen = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client is gone
                return
            chunks.append(message.get("body", b""))
            seen += len(chunks[-1])
            if seen > MAX_BODY_BYTES:
                await _refuse(send, 413, f"the request body is over {MAX_BODY_BYTES} bytes")
                return
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        if body:
            try:
                # A key given twice ({"action": "end", "action": "pass"}) is refused: which one
                # was meant is for the client to say, not for the parser to guess (the last).
                read_json(body, unique_keys=True)
            except JSONInputError as error:
                await _refuse(send, 422, f"malformed request: {error}")
                return
        unread = True

        async def replay() -> Message:
            nonlocal unread
            if unread:
                unread = False
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


async def _refuse(send: Send, status: int, reason: str) -> None:
    body = json.dumps({"error": reason}).encode()
    headers = [(b"content-type", b"application/json"), (b"connection", b"close")]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class Guard:
    """Adds the security headers to every HTTP answer: a Content-Security-Policy (no
    framing), ``X-Content-Type-Options: nosniff``, ``X-Frame-Options: DENY`` and
    ``Referrer-Policy: no-referrer`` (a seat's link never leaks to another site)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        policy = DOCS_POLICY if path in ("/docs", "/redoc") else PAGE_POLICY
        added = [
            (b"content-security-policy", policy.encode()),
            (b"x-content-type-options", b"nosniff"),
            (b"x-frame-options", b"DENY"),
            (b"referrer-policy", b"no-referrer"),
        ]

        async def guarded(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *added]
            await send(message)

        await self.app(scope, receive, guarded)


def create_app(
    store: Store,
    bot_delay: float = 0.6,
    bot_workers: int = 4,
    hint_budget: Budget = HINT_BUDGET,
    review_iterations: int = REVIEW_ITERATIONS,
    *,
    limits: Limits | None = None,
    games_per_minute: float = GAMES_PER_MINUTE,
    public_url: str | None = None,
    absent_pass_after: float = ABSENT_PASS_AFTER,
) -> FastAPI:
    """The server for the games in ``store``; bots wait ``bot_delay`` seconds before each move;
    a hint searches within ``hint_budget``, the analysis after a game ``review_iterations``
    playouts per decision. ``limits``: what one process takes on; ``games_per_minute``: the
    games one client may start a minute. Seats' links start with ``public_url`` (e.g.
    ``https://games.example.org``); without it they are relative (``/game/...``): never
    built from a request's Host header, which a client may forge. ``absent_pass_after``: the
    seconds before the server passes for a person whose page is closed where everyone can tell
    she can only pass."""
    hub = Hub(store, bot_delay=bot_delay, bot_workers=bot_workers, limits=limits, absent_pass_after=absent_pass_after)
    creators = ClientLimits(games_per_minute)
    base = public_url.rstrip("/") if public_url else ""
    desk = Desk(hint_budget, review_iterations)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        yield
        desk.close()
        await hub.stop()

    app = FastAPI(
        title="Arctic Scavengers",
        summary="Play Arctic Scavengers online: games, seats, actions, live updates.",
        description=LIVE_UPDATES,
        responses=REFUSALS,
        lifespan=lifespan,
    )
    app.state.hub = hub
    app.state.link_base = base  # how seats' links start (lobby.py's too); never the Host header
    app.add_middleware(BodyLimit)
    app.add_middleware(Guard)
    app.include_router(routes(hub, desk))
    app.include_router(lobby_routes(hub, creators))

    @app.exception_handler(RefusedError)
    async def refused(_: Request, error: RefusedError) -> JSONResponse:
        wait = error.retry_after if error.retry_after is not None else RETRY_SECONDS
        headers = {"retry-after": str(wait)} if error.status in (429, 503) else None
        return JSONResponse({"error": str(error)}, status_code=error.status, headers=headers)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, error: HTTPException) -> Response:
        # No such page, asked by a browser: the page, which says so in words (app.js, main).
        if error.status_code == 404 and for_a_browser(request):
            return page(404)
        # 404 (no such page), 405 (no such method), ...: the same shape as every other error
        return JSONResponse({"error": str(error.detail).lower()}, status_code=error.status_code, headers=error.headers)

    @app.exception_handler(StoreError)
    async def store_failed(_: Request, error: StoreError) -> JSONResponse:
        log.error("the database failed: %s", error)
        return JSONResponse(
            {"error": "the database is not available; try again in a moment"},
            status_code=503,
            headers={"retry-after": str(RETRY_SECONDS)},
        )

    @app.exception_handler(RequestValidationError)
    async def malformed(request: Request, error: RequestValidationError) -> JSONResponse:
        # What a field the request does not take is not a setting of: a new game, or this request.
        asked = "a new game" if request.url.path == "/api/games" else "this request"
        problems = "; ".join(dict.fromkeys(in_words(e, asked) for e in error.errors()))
        return JSONResponse({"error": problems}, status_code=422)

    def page(status: int = 200) -> FileResponse:
        return FileResponse(str(WEB_ROOT / "index.html"), status_code=status, media_type="text/html")

    async def game_page(game_id: str) -> FileResponse:
        # An id no game can have (x y, <script>, abc.), or one no game has: the page says there
        # is no such game, with 404. A game that cannot be looked at now (the database down, a
        # game that no longer replays) gets its page, which says why.
        if not GAME_ID.fullmatch(game_id):
            return page(404)
        try:
            await hub.table(game_id)
        except RefusedError as refused:
            return page(404 if refused.status == 404 else 200)
        return page()

    app.get("/", include_in_schema=False)(page)
    app.get("/game/{game_id}", include_in_schema=False)(game_page)
    app.get("/learn", include_in_schema=False)(page)
    app.get("/learn/{lesson}", include_in_schema=False)(page)
    app.include_router(learning.router)
    app.mount("/static", StaticFiles(directory=str(WEB_ROOT)), name="static")

    @app.get("/api/setup")
    async def setup() -> dict[str, Any]:
        """What a game may be made of: player counts, modules, bots."""
        return {
            "players": [MIN_PLAYERS_ONLINE, MAX_PLAYERS],
            "modules": sorted(KNOWN_MODULES),
            "playable_modules": sorted(PLAYABLE_MODULES),
            "variants": sorted(PLAYABLE_VARIANTS),
            "rules": sorted(PLAYABLE_EDITIONS, reverse=True),
            "seats": [HUMAN, *agent_names()],
        }

    @app.get("/api/cards")
    async def cards() -> dict[str, dict[str, Any]]:
        """Every card kind: name, text and printed numbers."""
        return catalogue_json()

    @app.post("/api/games", status_code=201)
    async def create_game(request: Request, new: NewGame) -> dict[str, Any]:
        """Start a game. Each human seat gets a secret token and a join link; bots fill the
        others. A client may start a limited number of games a minute (429 beyond it), and a
        server plays a limited number of games of bots only at once."""
        client = client_address(request)
        if not creators.allow(client):
            raise too_many_games(creators)
        seats = new.seats if new.seats is not None else [HUMAN] + ["heuristic"] * (new.players - 1)
        try:
            table, tokens = await hub.create(
                new.players,
                seats,
                new.modules,
                new.seed,
                variants=new.variants,
                rules=new.rules,
                hints=new.hints,
                solo_added=new.solo_added,
                solo_families_removed=new.solo_families_removed,
            )
        except RefusedError:
            creators.give_back(client)  # only the games she starts count against her
            raise
        return {
            "id": table.id,
            "seats": [
                {"seat": seat, "token": token, "url": f"{base}/game/{table.id}#token={token}"}
                for seat, token in sorted(tokens.items())
            ],
            "spectate_url": f"{base}/game/{table.id}",
        }

    @app.get("/api/games")
    async def list_games(
        limit: int = Query(100, ge=1, le=1000),
        ids: Annotated[list[str] | None, Query(alias="id", max_length=100)] = None,
    ) -> list[dict[str, Any]]:
        """The games with the latest changes first: seats, round, whose turn, winners. ``id``
        (given again for each, at most 100): those games alone, of the ones this server holds
        (a browser's own games, however many others changed since; those asleep are woken)."""
        if ids:
            await hub.wake(ids)
        held = [hub.tables[i] for i in dict.fromkeys(ids) if i in hub.tables] if ids else hub.tables.values()
        tables = sorted(held, key=lambda t: t.updated, reverse=True)
        return [hub.summary(t) for t in tables[:limit]]

    @app.get("/api/games/{game_id}")
    async def game_state(game_id: str, token: str | None = Query(None, max_length=200)) -> dict[str, Any]:
        """The game as the token's seat sees it (no token: as a spectator): ``over``, ``view``,
        ``legal_actions`` (empty unless the seat must decide), its log and the chat."""
        table = await hub.table(game_id)
        return hub.state(table, table.seat_of(token))

    @app.post("/api/games/{game_id}/actions")
    async def act(game_id: str, new: NewAction) -> dict[str, Any]:
        """Take an action for the token's seat. Answers 4xx with the reason when it is refused;
        a 200 means the action is stored, and carries the seat's new state with the events since
        the action (``log_from`` on)."""
        table = await hub.table(game_id)
        seat = _seat(table, new.token)
        seen = len(table.game.log(seat))
        await hub.act(table, seat, new.action, new.version)
        return hub.state(table, seat, log_from=seen)

    @app.post("/api/games/{game_id}/chat")
    async def chat(game_id: str, new: NewChat) -> dict[str, str]:
        """Say something at the table (plain text, at most 500 characters)."""
        table = await hub.table(game_id)
        await hub.say(table, table.seat_of(new.token), new.text)
        return {"ok": "said"}

    @app.get("/api/games/{game_id}/replay")
    async def replay(game_id: str, step: int = Query(0, ge=0), seat: int | None = None) -> dict[str, Any]:
        """A finished game after ``step`` actions, as ``seat`` (or a spectator) saw it."""
        return await hub.replay(await hub.table(game_id), seat, step)

    @app.get("/api/games/{game_id}/file")
    async def game_file(game_id: str) -> JSONResponse:
        """A finished game as a file, the terminal's own save format (every front end keeps a
        table alike): ``scavengers replay FILE`` and ``scavengers analyse FILE`` open it. Only
        once the game is over: its actions and seed tell every hidden card."""
        table = await hub.table(game_id)
        if not table.game.over:
            raise RefusedError(403, "a game is given as a file once it is over")
        return JSONResponse(
            table.to_dict(), headers={"Content-Disposition": f'attachment; filename="scavengers-{table.id}.json"'}
        )

    @app.websocket("/ws/games/{game_id}")
    async def live(socket: WebSocket, game_id: str, token: str | None = None) -> None:
        """Live updates: a ``state`` message after every change; send ``{"type": "action",
        "action": ...}`` (with ``"version"``, the state's, to make sending it again safe) or
        ``{"type": "chat", "text": ...}``; refusals come back as ``error``."""
        await socket.accept()
        try:
            table = await hub.table(game_id)
            seat = table.seat_of(token)
        except RefusedError as error:
            await _send_reply(socket, {"type": "error", "status": error.status, "message": str(error)})
            await socket.close(code=4000 + error.status)
            return
        await _follow(hub, table, seat, token, socket)

    return app


_PROBLEMS = {
    "missing": "{field} is missing",
    "int_type": "{field} must be a whole number",
    "int_parsing": "{field} must be a whole number",
    "int_from_float": "{field} must be a whole number",
    "int_parsing_size": "{field} is too large a number",
    "bool_type": "{field} must be true or false",
    "bool_parsing": "{field} must be true or false",
    "string_type": "{field} must be text",
    "string_unicode": "{field} must be text",
    "list_type": "{field} must be a list",
    "dict_type": "{field} must be a JSON object",
    "model_type": "{field} must be a JSON object",
    "model_attributes_type": "{field} must be a JSON object",
    "json_invalid": "the request's body is not valid JSON",
    "greater_than_equal": "{field} must be at least {ge}",
    "greater_than": "{field} must be more than {gt}",
    "less_than_equal": "{field} must be at most {le}",
    "less_than": "{field} must be less than {lt}",
    "extra_forbidden": "{field} is not a setting of {asked}",
    "string_too_long": "{field} is too long: at most {max_length} characters",
    "string_too_short": "{field} is too short: at least {min_length} characters",
    "too_long": "{field} has too many entries: at most {max_length}",
    "too_short": "{field} has too few entries: at least {min_length}",
    "value_error": "{field} {error}",  # a check of ours (NewGame._seed_in_range): its own words
}
"""A refused request's problems in words, by pydantic's kind of error (its own message else)."""


def in_words(problem: Mapping[str, Any], asked: str = "this request") -> str:
    """One problem of a refused request in plain words: ``seed must be a whole number``,
    ``seats, entry 2 must be text``, not pydantic's ``body.seed: Input should be a valid
    integer``."""
    where = [str(p) for p in problem.get("loc", ()) if p not in ("body", "query", "path")]
    field = where[0] if where else "the request's body"
    field += "".join(f", entry {p}" if p.isdigit() else f", {p}" for p in where[1:])
    words = _PROBLEMS.get(str(problem.get("type")))
    if words is None:
        message = str(problem.get("msg", "is not valid"))
        return f"{field}: {message[:1].lower()}{message[1:]}"
    return words.format(field=field, asked=asked, **(problem.get("ctx") or {}))


NOT_PAGES = ("/api/", "/ws/", "/static/", "/docs", "/redoc", "/openapi.json")
"""Where an address that is not there is answered in JSON (an API's client, a file), not with
the page."""


def for_a_browser(request: Request) -> bool:
    """Whether a request that found nothing came from a browser opening a page: it asks for
    HTML, with GET, at an address not of the API or its files."""
    path = request.url.path
    wants = request.headers.get("accept", "")
    return request.method == "GET" and "text/html" in wants and not path.startswith(NOT_PAGES)


def _seat(table: Table, token: str) -> int:
    seat = table.seat_of(token)
    if seat is None:
        raise RefusedError(403, "a token is needed to act")
    return seat


REVOKED = (
    "this seat is someone else's now (she sat down with its link, or it was given to the lobby): "
    "your link no longer opens it"
)


def _holds(table: Table, seat: int | None, token: str | None) -> bool:
    """Whether ``token`` still opens ``seat`` (a spectator's connection always may watch): a seat
    given to the lobby, or sat down at with its link, takes its token away, and a connection
    opened with it before."""
    return seat is None or table.opens(seat, token)


async def _follow(hub: Hub, table: Table, seat: int | None, token: str | None, socket: WebSocket) -> None:
    watcher = hub.watch(table, seat)
    watcher.wake.set()
    # The version the last action sent on this socket brought the game to: its states carry it
    # as ``taken``, so that a page tells its own move from another tab's of the seat.
    taken: list[int] = []

    async def revoked() -> None:
        hub.unwatch(table, watcher)
        with contextlib.suppress(Exception):
            await socket.send_json({"type": "error", "status": 403, "message": REVOKED})
            await socket.close(code=4403)

    async def send_updates() -> None:
        events = said = 0  # what this socket has sent: only what is new goes next
        named = list(table.names)
        while True:
            await watcher.wake.wait()
            watcher.wake.clear()
            if not _holds(table, seat, token):
                await revoked()  # before anything of the seat's is told again
                return
            if table.names != named:
                # A seat was named: the log and chat again from their start, in the names of now.
                named = list(table.names)
                events = said = 0
            message = hub.state(table, seat, log_from=events, chat_from=said)
            events, said = message["log_count"], message["chat_count"]
            if taken:
                message["taken"] = taken[-1]
            await socket.send_json(message)

    sender = asyncio.create_task(send_updates())
    limit = RateLimit(10.0, 30.0)
    strikes = 0
    try:
        while True:
            received = await socket.receive()
            if received["type"] == "websocket.disconnect":
                break
            if not _holds(table, seat, token):
                await revoked()  # its messages are no longer the seat's
                return
            text = received.get("text")
            if text is None:  # a binary frame
                reply: dict[str, Any] | None = {
                    "type": "error",
                    "status": 400,
                    "message": "malformed message: send JSON as a text frame",
                }
                if not limit.allow():
                    reply = {"type": "error", "status": 429, "message": "too many messages; slow down"}
            else:
                reply = await _answer(hub, table, seat, text, limit, taken=taken)
            if reply is not None:
                await _send_reply(socket, reply)
                # docs/serving.md: a connection that keeps flooding is closed. Only the refusals
                # of its flood count: a long game's other ones (a version the bots moved past, a
                # typo) are no flood, and closing it for them at its first burst cut a player off.
                if reply.get("status") == 429:
                    strikes += 1
                if strikes > FLOOD_STRIKES:
                    await socket.close(code=1008)
                    return
    except WebSocketDisconnect:
        pass
    finally:
        hub.unwatch(table, watcher)
        sender.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await sender


async def _send_reply(socket: WebSocket, reply: Mapping[str, Any]) -> None:
    """Send a refusal as a JSON text frame with every character past ASCII escaped. A refused
    chat line goes back to its sender as she sent it, and it may hold half of a character
    (valid JSON: ``"\\ud800"``): a text frame cannot carry that as UTF-8 (``send_json``
    writes it raw), so the server failed with a traceback and dropped the connection.
    Escaped, it is valid JSON that gives her back exactly what she sent."""
    await socket.send_text(json.dumps(reply, separators=(",", ":")))


MESSAGE_FIELDS = {
    "action": ("an action message", ("type", "action", "version")),
    "chat": ("a chat message", ("type", "text")),
}
"""The messages a websocket takes, by their ``type``: each one's name and fields."""


async def _answer(
    hub: Hub, table: Table, seat: int | None, text: str, limit: RateLimit, *, taken: list[int]
) -> dict[str, Any] | None:
    """Carry out one websocket message; an ``error`` message for anything refused. An action
    taken leaves the version it brought the game to in ``taken``."""
    if not limit.allow():
        return {"type": "error", "status": 429, "message": "too many messages; slow down"}
    if len(text) > MAX_MESSAGE_CHARS:
        return {"type": "error", "status": 413, "message": f"message over {MAX_MESSAGE_CHARS} characters"}
    try:
        message = read_json(text, unique_keys=True)  # a key twice: which was meant? (BodyLimit)
    except JSONInputError as error:
        return {"type": "error", "status": 400, "message": f"malformed message: {error}"}
    if not isinstance(message, dict):
        return {"type": "error", "status": 400, "message": "malformed message: expected a JSON object"}
    kind = message.get("type")
    # As the HTTP API refuses a field it does not take: a misspelt "versoin" would else take
    # the action without the version that makes sending it again safe. Who first, though: a
    # spectator's action is refused as hers (403, below), whatever it holds.
    shape = MESSAGE_FIELDS.get(kind) if isinstance(kind, str) and not (kind == "action" and seat is None) else None
    if shape is not None:
        name, fields = shape
        unknown = [key for key in message if key not in fields]
        if unknown:
            takes = ", ".join(f'"{f}"' for f in fields)
            return {
                "type": "error",
                "status": 400,
                "message": f"{quote(unknown[0], 40)} is not a field of {name}: it takes {takes}",
            }
    try:
        if kind == "action":
            if seat is None:  # who first (above): whatever her message holds, she cannot act
                return {"type": "error", "status": 403, "message": SPECTATORS_CANNOT_ACT}
            if not isinstance(message.get("action"), str):
                return {
                    "type": "error",
                    "status": 400,
                    "message": 'action must be a string (notation), e.g. "dig refugee+shovel"',
                }
            version = message.get("version")
            if version is not None and (type(version) is not int or version < 0):
                return {"type": "error", "status": 400, "message": "version must be a whole number (the state's)"}
            await hub.act(table, seat, message["action"], version)
            # Before the state after it goes: nothing has awaited since the action was taken.
            taken[:] = [len(table.actions)]
            return None
        if kind == "chat":
            line = message.get("text")
            if not isinstance(line, str):
                return {"type": "error", "status": 400, "message": "text must be a string"}
            try:
                await hub.say(table, seat, line)
            except RefusedError as error:
                # With the line, to her alone: her page knows which line was not said, and
                # gives it back to her (it would otherwise wait to be heard).
                return {"type": "error", "status": error.status, "message": str(error), "chat": line}
            return None
    except RefusedError as error:
        return {"type": "error", "status": error.status, "message": str(error)}
    return {
        "type": "error",
        "status": 400,
        "message": 'unknown message: send {"type": "action", "action": "..."} or {"type": "chat", "text": "..."}',
    }
