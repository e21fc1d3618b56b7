"""``scavengers serve`` (play in the browser) and ``scavengers loadtest`` (measure a server)."""

from __future__ import annotations

import argparse
import socket
import sys
from pathlib import Path

from scavengers.analysis.hints import HINT_SECONDS, Budget
from scavengers.analysis.review import REVIEW_ITERATIONS
from scavengers.cli.common import amount, port_number, positive, positive_amount, zero_or_more
from scavengers.storage.base import default_url

FAULTS = ("lock", "disconnect")
"""What ``scavengers loadtest --fault`` breaks."""


def seconds(text: str) -> float:
    """A number of seconds, 0 or more."""
    return amount(text, "a number of seconds")


def positive_seconds(text: str) -> float:
    """A number of seconds more than 0."""
    return positive_amount(text, "a number of seconds")


def positive_hours(text: str) -> float:
    """A number of hours more than 0."""
    return positive_amount(text, "a number of hours")


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = commands.add_parser(
        "serve",
        help="serve games to browsers: a lobby, the table, bots at the seats given them",
        description=(
            "Serve Arctic Scavengers to browsers: open http://HOST:PORT/ to create a game, share a link "
            "per seat, and play; bots play the seats chosen for them, and a seat nobody takes can be "
            "handed to a bot from the table's page. Games are stored as they are played and "
            "survive a restart. The HTTP API is documented at /docs."
        ),
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=port_number, default=8000, help="port, 1-65535 (default 8000)")
    serve.add_argument(
        "--db",
        default=None,
        help=(
            "where games are stored: sqlite:///FILE (relative to the current folder; sqlite:////FILE "
            f"for an absolute path; default: {default_url()}) or "
            "postgresql://user@host/dbname (then several servers may share the games)"
        ),
    )
    serve.add_argument("--bot-delay", type=seconds, default=0.6, help="seconds a bot waits before each move (0.6)")
    serve.add_argument(
        "--bot-workers",
        type=zero_or_more,
        default=4,
        help="threads that think for the bots (default 4; 0: think between requests, for quick bots only)",
    )
    serve.add_argument(
        "--hint-seconds",
        type=positive_seconds,
        default=HINT_SECONDS,
        help=f"how long a hint may search (default {HINT_SECONDS:g}; at tables that allow hints)",
    )
    serve.add_argument(
        "--analysis-iterations",
        type=positive,
        default=REVIEW_ITERATIONS,
        metavar="N",
        help=f"playouts per decision in the analysis after a game (default {REVIEW_ITERATIONS})",
    )
    serve.add_argument(
        "--public-url",
        default=None,
        metavar="URL",
        help=(
            "the address people reach this server at, e.g. https://games.example.org; seats' links start "
            "with it (default: http://HOST:PORT, or links relative to the page when --host is 0.0.0.0 or ::; "
            "never a request's Host header)"
        ),
    )
    serve.add_argument(
        "--games-per-minute",
        type=positive,
        default=20,
        metavar="N",
        help="games one client address may start a minute (default 20; behind a proxy, see docs/serving.md)",
    )
    serve.add_argument(
        "--bot-games",
        type=positive,
        default=8,
        metavar="N",
        help="games with bots in every seat played at once (default 8)",
    )
    serve.add_argument(
        "--replays-waiting",
        type=positive,
        default=16,
        metavar="N",
        help="replay requests that may wait for the replay worker; more are refused (default 16)",
    )
    serve.add_argument(
        "--sleep-after",
        type=positive_hours,
        default=24.0,
        metavar="HOURS",
        help=(
            "hours a game not over may wait on its people alone, no page open at it, before it leaves memory "
            "and the lobby's lists (default 24; kept in the database, it comes back when its link is opened)"
        ),
    )
    serve.set_defaults(run=_serve)

    load = commands.add_parser(
        "loadtest",
        help="many bot games over websockets against a local server: games held, latency",
        description=(
            "Start a server on loopback and play many concurrent 2-player games against it over websockets "
            "(a client plays one seat of each, a server bot the other); report the games held and the p50/p99 "
            "latency from sending an action to receiving the update it causes."
        ),
    )
    load.add_argument("--games", type=positive, default=200, help="concurrent games (default 200)")
    load.add_argument("--seconds", type=positive_seconds, default=30.0, help="how long to measure (default 30)")
    load.add_argument("--think", type=seconds, default=1.0, help="seconds the client waits before each move (1.0)")
    load.add_argument("--bot-delay", type=seconds, default=1.0, help="the server bots' delay (default 1.0)")
    load.add_argument("--bot-workers", type=zero_or_more, default=4, help="the server's --bot-workers (default 4)")
    load.add_argument("--db", default=None, help="database for the server (default: a temporary SQLite file)")
    load.add_argument(
        "--servers",
        type=positive,
        default=1,
        help="server processes sharing the database (a --db postgresql://... URL); each game is made on one "
        "and played through another (default 1)",
    )
    load.add_argument(
        "--fault",
        choices=FAULTS,
        default=None,
        help=(
            "break the database in the middle of the run and report what happened to the actions in flight: "
            "'lock' holds an exclusive lock on the SQLite file for --fault-seconds; 'disconnect' ends the "
            "servers' PostgreSQL connections (pg_terminate_backend)"
        ),
    )
    load.add_argument(
        "--fault-seconds", type=positive_seconds, default=12.0, help="how long --fault lock holds the lock (default 12)"
    )
    load.add_argument("--json", action="store_true", help="print the figures as JSON")
    load.set_defaults(run=_loadtest)


def _serve(args: argparse.Namespace) -> int:
    """Run the server until interrupted."""
    try:
        import uvicorn

        from scavengers.server.app import create_app
        from scavengers.server.handshake import AnsweringWebSocketProtocol
        from scavengers.server.limits import Limits
        from scavengers.storage import StoreError, default_url, open_store
        from scavengers.storage.sqlite import hold_for_one_server, lock_file
    except ImportError as error:
        raise SystemExit(
            f"the server needs the web extra: pip install -e '.[web]' in the repository ({error.name})"
        ) from None
    if args.db is not None and not args.db.strip():
        raise SystemExit("--db: give a database URL, e.g. sqlite:///games.sqlite3 (leave --db out for the default)")
    url = args.db or default_url()
    if args.public_url is not None and not args.public_url.startswith(("http://", "https://")):
        raise SystemExit("--public-url: give the address with its scheme, e.g. https://games.example.org")
    sqlite = Path(url.removeprefix("sqlite:///")) if url.startswith("sqlite:///") else None
    if sqlite is not None and (sqlite.name in ("", "..") or sqlite.is_dir()):
        # sqlite:/// or a folder: no file to open, and its lock would go beside no file.
        raise SystemExit(f"--db {url}: names a folder, not a file; give one, e.g. sqlite:///games.sqlite3")
    _check_free(args.host, args.port)
    made_lock = sqlite is not None and not lock_file(sqlite).exists()
    held = None
    try:
        # one server per SQLite file, held until this process ends
        held = hold_for_one_server(sqlite) if sqlite is not None else None
        store = open_store(url)
    except StoreError as error:
        if held is not None:  # a server that did not start leaves no lock file of its own behind
            held.close()
            if made_lock and sqlite is not None:
                lock_file(sqlite).unlink(missing_ok=True)
        raise SystemExit(str(error)) from None
    where = str(Path(url.removeprefix("sqlite:///")).resolve()) if url.startswith("sqlite:///") else "PostgreSQL"
    print(f"scavengers: serving http://{args.host}:{args.port}/ (games in {where})", file=sys.stderr, flush=True)
    app = create_app(
        store,
        bot_delay=args.bot_delay,
        bot_workers=args.bot_workers,
        hint_budget=Budget(seconds=args.hint_seconds),
        review_iterations=args.analysis_iterations,
        limits=Limits(
            bot_games=args.bot_games, replays_waiting=args.replays_waiting, asleep_after=args.sleep_after * 3600
        ),
        games_per_minute=args.games_per_minute,
        public_url=args.public_url or _listening_url(args.host, args.port),
    )
    # No access log: the URLs of seats' websockets carry their tokens.
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        access_log=False,
        ws=AnsweringWebSocketProtocol,  # a handshake it cannot read is answered (414), not held
        ws_max_size=64 * 1024,
        log_level="warning",
    )
    if held is not None:
        held.close()
    return 0


def _listening_url(host: str, port: int) -> str | None:
    """The address the server listens on, for the seats' links when no ``--public-url`` is
    given; ``None`` (relative links) when it listens on every address, as then only the
    request's Host header would tell, and a client may forge that."""
    if host in ("", "0.0.0.0", "::"):
        return None
    return f"http://{f'[{host}]' if ':' in host else host}:{port}"


def _check_free(host: str, port: int) -> None:
    """Refuse, in one line and before anything is served, an address that cannot be listened on
    (a port in use, a host that is not this machine's)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as error:
        raise SystemExit(f"--host {host}: not an address to listen on ({error.strerror or error})") from None
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as error:
            raise SystemExit(f"cannot serve on {host}:{port}: {error.strerror or error}") from None


def _loadtest(args: argparse.Namespace) -> int:
    """Measure a local server under many concurrent games."""
    try:
        from scavengers.server.loadtest import run_loadtest
    except ImportError as error:
        raise SystemExit(
            f"the load test needs the web extra: pip install -e '.[web]' in the repository ({error.name})"
        ) from None
    postgres = (args.db or "").startswith(("postgresql://", "postgres://"))
    if args.servers > 1 and not postgres:
        raise SystemExit("--servers: several servers share games only through PostgreSQL (--db postgresql://...)")
    if args.fault == "lock" and postgres:
        raise SystemExit("--fault lock: locks an SQLite file; with PostgreSQL use --fault disconnect")
    if args.fault == "disconnect" and not postgres:
        raise SystemExit("--fault disconnect: ends PostgreSQL connections; give --db postgresql://...")
    return run_loadtest(
        args.games,
        seconds=args.seconds,
        think=args.think,
        bot_delay=args.bot_delay,
        bot_workers=args.bot_workers,
        db=args.db,
        servers=args.servers,
        as_json=args.json,
        fault=args.fault,
        fault_seconds=args.fault_seconds,
    )
