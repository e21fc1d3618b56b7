"""``scavengers serve`` refuses a bad address in one line, before it says it is serving."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
import uvicorn

from scavengers.cli.main import main


def test_serve_refuses_a_port_out_of_range_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["serve", "--port", "99999"])
    err = capsys.readouterr().err
    assert "the port must be 1-65535, got 99999" in err
    assert "Traceback" not in err
    # one line, as every error of the command line, with where to find the options
    assert err == (
        "scavengers: error: argument --port: the port must be 1-65535, got 99999 (see: scavengers serve --help)\n"
    )


def test_serve_refuses_a_busy_port_before_it_says_it_is_serving(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        with pytest.raises(SystemExit, match=f"cannot serve on 127.0.0.1:{port}"):
            main(["serve", "--port", str(port)])
    assert "serving" not in capsys.readouterr().err


def test_serve_names_the_sqlite_file_it_opened_a_relative_path_from_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``sqlite:///games.sqlite3`` is a file in the current folder (an absolute path takes a
    fourth slash): the line that says it is serving names the file, whole."""
    started: list[object] = []
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: started.append(app))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert main(["serve", "--port", str(port), "--db", "sqlite:///games.sqlite3"]) == 0
    assert started
    assert f"(games in {tmp_path.resolve() / 'games.sqlite3'})" in capsys.readouterr().err
    assert (tmp_path / "games.sqlite3").exists()


def test_the_web_extra_holds_every_library_the_server_and_the_load_test_import() -> None:
    """``pip install -e '.[web]'`` is all that ``scavengers serve`` and ``scavengers loadtest``
    ask for: every third-party module imported under scavengers/server/ comes from a
    distribution the web extra names (httpx, the load test's client, was only in dev)."""
    import ast
    import re
    import sys
    import tomllib
    from importlib import metadata

    root = Path(__file__).resolve().parent.parent
    extras = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    named = {re.split(r"[\[=<>!~ ]", spec, maxsplit=1)[0].lower() for spec in extras["web"]}
    core = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    named |= {re.split(r"[\[=<>!~ ]", spec, maxsplit=1)[0].lower() for spec in core}
    # What those install with them (fastapi brings starlette and pydantic), extras' own aside.
    waiting = list(named)
    while waiting:
        try:
            requirements = metadata.requires(waiting.pop()) or []
        except metadata.PackageNotFoundError:  # a platform's own requirement, not installed here
            continue
        for requirement in requirements:
            name = re.split(r"[\[=<>!~ ;(]", requirement, maxsplit=1)[0].lower()
            if "extra ==" not in requirement and name not in named:
                named.add(name)
                waiting.append(name)
    imported: set[str] = set()
    for path in (root / "src" / "scavengers" / "server").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                imported.add(node.module.split(".")[0])
    third_party = imported - set(sys.stdlib_module_names) - {"scavengers", "__future__"}
    owners = metadata.packages_distributions()
    missing = {module for module in third_party if not {d.lower() for d in owners.get(module, [])} & named}
    assert "httpx" in third_party
    assert not missing, missing
