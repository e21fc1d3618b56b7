"""Fixes from the fourth game-review audit (saves, replay, analysis in the terminal), checked as
the reviewer met them: a replay driven through Textual's pilot."""

from __future__ import annotations

import random
from pathlib import Path

from textual.pilot import Pilot

import scavengers as sc
from scavengers.engine import EventType
from scavengers.tui.replay import ReplayApp
from scavengers.tui.session import HUMAN, Session
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
