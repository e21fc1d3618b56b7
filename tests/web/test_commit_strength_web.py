"""The page's menu shows the engine's figure beside a commit of picked cards, as the terminal
does (``Game.commit_strength``): a Brawler fights 2 and a Spear adds 2, one person."""

from __future__ import annotations

from scavengers.server import create_app
from scavengers.storage import open_store

from .conftest import TestClient
from .test_lobby import menu
from .test_web_browser import store_stacked


def test_the_menu_judges_picked_cards_at_a_commit(sqlite_url: str) -> None:
    players = [{"hand": ["brawler", "spear", "refugee"]}, {"hand": ["scavenger"]}]
    # Round 3 of 2 players ends in a skirmish: seat 0 commits right after her turn.
    tokens = store_stacked(sqlite_url, players, table={"round": 3})
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        ended = client.post("/api/games/stacked/actions", json={"token": tokens[0], "action": "end"})
        assert ended.status_code == 200, ended.text
        entries = menu(client, "stacked", tokens[0], ["brawler", "spear"])["entries"]
        assert {"label": "Commit Brawler, Spear (fight 4, 1 person)", "action": "commit brawler spear"} in entries
        whole = menu(client, "stacked", tokens[0])["entries"]
        assert whole[0]["label"].startswith("Commit everything (fight 4, 2 people)")
