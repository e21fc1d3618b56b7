"""``scavengers serve`` refuses a bad address in one line, before it says it is serving."""

from __future__ import annotations

import socket

import pytest

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
