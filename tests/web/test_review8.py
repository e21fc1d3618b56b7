"""Review 8 in the browser (Debian's Chromium): the last skirmish of a solo game's turn the
player lost is told as lost (RULINGS V-5), as the terminal's summary tells it; the box ended
only on a win or a tie, and so showed the forces of a lost fight with no outcome."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page

import scavengers as sc
from scavengers.server.hub import hash_token
from scavengers.storage import StoredGame, open_store

from .conftest import ServerProcess

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

LOSING = sc.GameConfig(
    players=1,
    seed=1,
    scenario={
        "players": [{"hand": ["refugee", "refugee", "junk"], "deck": ["refugee", "junk", "junk", "refugee", "junk"]}],
        "opponents": [["thugs", "rifle", "wolf_pack"], ["tribe_family_3", "grenade"]],
    },
)
"""A solo table whose first fight the player loses: she engages the thugs' force with nothing."""
ACTIONS = ["trash refugee", "end", "engage 1", "commit none"]


@pytest.fixture
def lost_fight(tmp_path: Path) -> Iterator[ServerProcess]:
    game = sc.Game.new(LOSING)
    for action in ACTIONS:
        game.apply(0, action)
    said = [e.type for e in game.log(0)]
    assert sc.EventType.SKIRMISH_LOST in said
    assert sc.EventType.SKIRMISH_WON not in said
    assert not game.over
    db = f"sqlite:///{tmp_path / 'lost.sqlite3'}"
    store = open_store(db)
    store.create_game(StoredGame("lost", LOSING.to_dict(), ["human"], [hash_token("my-token")], time.time()))
    store.append_actions([("lost", index, 0, action) for index, action in enumerate(ACTIONS)])
    store.close()
    server = ServerProcess(db).start()
    yield server
    server.stop()


def test_the_last_skirmish_of_a_lost_solo_fight_says_the_opponent_force_won_ruling_v5(
    lost_fight: ServerProcess, page: Page
) -> None:
    page.goto(f"{lost_fight.url}/game/lost#token=my-token")
    page.wait_for_selector("#last-skirmish")
    box = page.locator("#last-skirmish")
    assert box.locator(".force.won").count() == 1
    assert box.locator(".force.won").get_attribute("data-seat") == "1"  # the opponent force
    told = box.locator(".skirmish-event.skirmish_lost").all_inner_texts()
    assert len(told) == 1
    assert "loses the skirmish" in told[0], told
