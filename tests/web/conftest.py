"""Fixtures for the web tests: a server process, a PostgreSQL database, Debian's Chromium."""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

import httpx
import psycopg
import pytest
from playwright.sync_api import Browser, FloatRect, Page, sync_playwright

from scavengers.server import create_app
from scavengers.storage import open_store

with warnings.catch_warnings():
    # Starlette would rather have httpx2, which the package mirror does not carry.
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

PG_VARIABLE = "SCAVENGERS_TEST_PG"
FAINT_TEXT = (Path(__file__).parent / "contrast.js").read_text()
"""A page probe (``page.evaluate``): the texts too faint to read, each with its contrast
ratio, below WCAG 2's 4.5 (3 for large text)."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@dataclass
class ServerProcess:
    """``scavengers serve`` in its own process, so a test can SIGKILL it."""

    db: str
    bot_delay: float = 0.01
    options: tuple[str, ...] = ()
    """More options for ``scavengers serve``."""
    port: int = field(default_factory=free_port)
    process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        command = [sys.executable, "-m", "scavengers.cli.main", "serve", "--port", str(self.port)]
        command += ["--db", self.db, "--bot-delay", str(self.bot_delay), *self.options]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"the server exited: {self.process.stderr.read().decode() if self.process.stderr else ''}"
                )
            try:
                if httpx.get(f"{self.url}/api/setup", timeout=1).status_code == 200:
                    return self
            except httpx.TransportError:
                time.sleep(0.05)  # the process is still starting: nothing to await but its port
        raise RuntimeError("the server did not start in 20 s")

    def kill(self) -> None:
        """SIGKILL: no clean shutdown, nothing flushed."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


BOX = """(selector) => {
    const found = document.querySelectorAll(selector);
    if (found.length > 1) throw new Error(`${found.length} elements are ${selector}, not one`);
    if (found.length === 0) return null;
    const r = found[0].getBoundingClientRect();
    return r.width > 0 || r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
}"""


def box_of(page: Page, selector: str) -> FloatRect:
    """The box of the one element ``selector`` (CSS) names, once it is drawn: found and measured
    in one look at the page. ``locator.bounding_box()`` finds the element, then measures it in a
    second call: a state the page draws in between puts a new copy in its place, and the old one,
    gone from the page, has no box (None)."""
    box: FloatRect = page.wait_for_function(BOX, arg=selector).json_value()
    return box


def seat_token(page: Page, game_id: str) -> str:
    """The token of the seat a page's table is open at: the page keeps it for its tab
    (``sessionStorage``), out of the address bar."""
    token: str = page.evaluate(f"sessionStorage.getItem('scavengers.seat.{game_id}')")
    return token


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    """The web app on a fresh SQLite store, its bots answering at once."""
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as test_client:
        yield test_client


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    """The PostgreSQL server named by ``SCAVENGERS_TEST_PG`` (``.ci/run`` starts one on
    loopback), else a throwaway one started here from Debian's ``postgresql`` package."""
    given = os.environ.get(PG_VARIABLE)
    if given:
        yield given
        return
    initdb = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if not initdb:
        pytest.fail(f"PostgreSQL is needed: apt-get install postgresql, or set {PG_VARIABLE}=postgresql://...")
    bin_dir = initdb[-1].parent
    data = Path(tempfile.mkdtemp(prefix="scavengers-test-pg-"))  # pytest's own is closed to postgres
    as_postgres: list[str] = []
    if os.getuid() == 0:  # PostgreSQL refuses to run as root
        shutil.chown(data, "postgres")
        as_postgres = ["runuser", "-u", "postgres", "--"]
    port = free_port()

    def run(*command: str) -> None:
        subprocess.run([*as_postgres, *command], check=True, stdout=subprocess.DEVNULL)

    run(str(bin_dir / "initdb"), "-D", str(data / "db"), "-A", "trust", "-U", "postgres")
    control = [str(bin_dir / "pg_ctl"), "-D", str(data / "db"), "-l", str(data / "log"), "-w"]
    run(*control, "-o", f"-h 127.0.0.1 -p {port} -k {data}", "start")
    yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
    run(*control, "-m", "immediate", "stop")
    shutil.rmtree(data, ignore_errors=True)


@pytest.fixture
def pg_url(pg_server: str) -> Iterator[str]:
    """A fresh schema in the test PostgreSQL server, dropped afterwards."""
    base = pg_server
    schema = f"test_{secrets.token_hex(6)}"
    with psycopg.connect(base, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    joiner = "&" if "?" in base else "?"
    yield f"{base}{joiner}options={quote(f'-csearch_path={schema}')}"
    with psycopg.connect(base, autocommit=True) as admin:
        admin.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture
def server(sqlite_url: str) -> Iterator[ServerProcess]:
    process = ServerProcess(sqlite_url).start()
    yield process
    process.stop()


def chromium_path() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        pytest.fail("Debian's chromium is needed for the browser tests: apt-get install chromium")
    return path


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    # Module-scoped: Playwright's sync API runs an event loop while it is open, and a test that
    # runs later in the same worker (the terminal app's, with asyncio.run) needs none running.
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium_path(), args=["--no-sandbox"])
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A fresh browser page; the test fails if the page threw an error."""
    # bypass_csp: the tests' own probes (wait_for_function) evaluate strings, which the page's
    # Content-Security-Policy forbids; test_server_security checks the page under its policy.
    context = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True)
    # A minute for each wait, not Playwright's 30 s: on a loaded 2-core machine a page that
    # works has been seen to need longer (a bot's move, a server start beside other workers).
    context.set_default_timeout(60_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert errors == []


__all__ = ["FAINT_TEXT", "ServerProcess", "TestClient", "box_of", "seat_token"]
