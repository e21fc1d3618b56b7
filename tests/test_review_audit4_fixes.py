"""Fixes from the fourth game-review audit (saves, replay, analysis in the terminal), checked as
the reviewer met them: a replay driven through Textual's pilot."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from textual.pilot import Pilot

import scavengers as sc
from scavengers.engine import EventType
from scavengers.tui.replay import ReplayApp
from scavengers.tui.session import HUMAN, MAX_FILE_BYTES, Session, SessionError
from test_analysis import played
from tui_helpers import panel_text, run_app


def _unfinished(tmp_path: Path) -> Session:
    """A 3-player game against two bots into round 4 (random moves: digs kept, forces
    committed), saved and loaded back as a replay loads it."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=4))
    pick = random.Random(4)
    while game.round < 4:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        game.apply(seat, legal[pick.randrange(len(legal))])
    saved = Session(game=game, seats=[HUMAN, "heuristic", "heuristic"], save_path=tmp_path / "g.json")
    return Session.load(saved.save(), to_play=False)


@pytest.mark.slow
def test_a_replay_as_one_seat_never_names_what_another_seat_chose_unseen(tmp_path: Path) -> None:
    # The audit: `replay unfinished.json --seat 0` showed "last: Seat 2 (heuristic): commit
    # brawler net scavenger spear" before the reveal, and "keep pickaxe" for a bot's dig.
    session = _unfinished(tmp_path)
    app = ReplayApp(session, seat=0)
    hidden = [
        (step + 1, notation)
        for step, (actor, notation) in enumerate(app.moves)
        if actor != 0 and notation.split()[0] in ("keep", "commit") and notation not in ("keep none", "commit none")
    ]
    assert hidden  # the game has bots' kept cards and forces to hide

    async def script(pilot: Pilot[None]) -> None:
        for index, notation in hidden:
            app.index = index
            app.show()
            await pilot.pause()
            status = panel_text(app, "#status")
            assert notation not in status, (index, status)
            told = [e for e in app.games[index].log(0) if e.type in (EventType.KEPT, EventType.COMMITTED)]
            assert told, index
        # Her own moves are shown as she made them.
        mine = next(step + 1 for step, (actor, _) in enumerate(app.moves) if actor == 0)
        app.index = mine
        app.show()
        await pilot.pause()
        assert f": {app.moves[mine - 1][1]}" in panel_text(app, "#status")

    run_app(app, script, (140, 45))


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_second_ctrl_c_in_analyse_does_not_lose_what_the_first_kept(tmp_path: Path) -> None:
    # The audit: Ctrl+C, then another about 0.5 s later: "stopped: kept the 13 decisions judged
    # so far", then "scavengers: stopped", exit 130, an empty output and no plot.
    path = played(tmp_path, rounds=3, players=2)
    plot = tmp_path / "chance.png"
    launch = (
        "import signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
        "from scavengers.cli.main import main; sys.exit(main(sys.argv[1:]))"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", launch, "analyse", str(path), "--iterations", "400", "--json", "--plot", str(plot)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "FORCE_COLOR": "1"},
    )
    assert process.stderr is not None
    err = b""
    deadline = time.monotonic() + 60
    while not re.search(rb"\s[1-9][0-9]?%", err):  # some decisions judged
        assert process.poll() is None, err.decode(errors="replace")
        assert time.monotonic() < deadline, "no progress in a minute"
        err += os.read(process.stderr.fileno(), 4096)
    process.send_signal(signal.SIGINT)
    while b"stopped: kept the" not in err:
        assert time.monotonic() < deadline, err.decode(errors="replace")
        err += os.read(process.stderr.fileno(), 4096)
    process.send_signal(signal.SIGINT)  # while the plot is drawn
    out, _ = process.communicate(timeout=60)
    assert process.returncode == 130
    said = json.loads(out)
    assert said["stopped"] is True
    assert said["decisions"]
    assert plot.stat().st_size > 0


@pytest.mark.slow
@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
def test_a_marked_decisions_advice_is_shown_whole_in_the_replay(tmp_path: Path, size: tuple[int, int]) -> None:
    # The audit: at 120x40 the advice stopped at "...(dig 7): about 5" when the round line
    # wrapped; at 80x24 no "Marked decision" line was shown at all.
    session = _unfinished(tmp_path)
    app = ReplayApp(session, seat=0)
    advice = (
        "in round 3 you chose to dig with Scavenger+Shovel, Scavenger+Shovel, Scavenger (dig 7): about 5 points "
        "of win chance lost; better: hunt with Scavenger+Spear, Brawler (hunt 3)"
    )

    async def script(pilot: Pilot[None]) -> None:
        step = len(app.games) - 1
        app.marks = {step: advice}
        app.index = step
        app.show()
        await pilot.pause()
        screen = " ".join(app.export_screenshot().replace("&#160;", " ").split())
        assert "Marked decision" in screen
        assert "(hunt 3)" in screen

    run_app(app, script, size)


def test_a_huge_file_is_refused_as_a_save_without_being_read_whole(tmp_path: Path) -> None:
    # The audit: a 300 MB file was read whole (about 630 MB of memory) before it was refused.
    huge = tmp_path / "huge.json"
    with huge.open("wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)  # sparse: nothing written to the disk
    with pytest.raises(SessionError, match="larger than 32 MB"):
        Session.load(huge)


@pytest.mark.slow
def test_the_last_step_of_a_replay_shows_the_final_result(tmp_path: Path) -> None:
    # Replayed to its end, every hand shown or as one seat saw it, a finished game says its
    # final result (public once the game is over, as the end screen shows it), not only
    # "game over".
    session = Session.load(played(tmp_path, rounds=99), to_play=False)
    result = session.game.result
    assert result is not None
    winner = session.names[result.winners[0]]
    for seat in (None, 0):
        app = ReplayApp(session, seat=seat)

        async def script(pilot: Pilot[None], app: ReplayApp = app) -> None:
            await pilot.press("end")
            await pilot.pause()
            status = panel_text(app, "#status")
            assert "Final result:" in status
            assert f"{'Winner' if len(result.winners) == 1 else 'Shared victory'}: {winner}" in status
            await pilot.press("left")
            await pilot.pause()
            assert "Final result:" not in panel_text(app, "#status")  # a step before the end

        run_app(app, script, (140, 45))


def test_the_replay_footer_shows_how_to_analyse_and_quit_in_80_columns(tmp_path: Path) -> None:
    # At 80 columns the footer showed Start, End, Next, Back and both round keys, and cut off
    # Analyse, Next marked and Quit: the keys a newcomer looks for.
    from textual.widgets._footer import FooterKey

    app = ReplayApp(Session.load(played(tmp_path, rounds=1), to_play=False), seat=0)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.pause()
        shown = {key.description: key.region for key in app.query(FooterKey)}
        for needed in ("Next", "Back", "Next round", "Analyse", "Marked", "Quit"):
            assert needed in shown
            assert shown[needed].right <= 80, (needed, shown[needed])

    run_app(app, script, (80, 24))
