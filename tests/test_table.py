"""One table beneath every front end (issue 22): the terminal's session and the web server's
table seat people, name them, make and ask their bots, log the actions and write the game as a
file the same way, so a game of one front end opens in the other."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

from scavengers.engine import Game, GameConfig
from scavengers.server import create_app
from scavengers.server.hub import Table as WebTable
from scavengers.storage import open_store
from scavengers.table import HUMAN, Table, TableError, check_seats, seat_names
from scavengers.text import for_people
from scavengers.tui.session import Session

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient


def bots_play_out(table: Table) -> list[tuple[int, str]]:
    """Every seat's bot answers until the game ends, asked as a front end asks it."""
    while not table.game.over:
        seat = table.bots_to_act()[0]
        action, _ = table.bot_answer(seat)
        table.play(seat, action)
    return table.actions


def test_the_terminal_and_the_server_make_the_same_bots_and_they_play_the_same_game(tmp_path: Path) -> None:
    config = GameConfig(players=3, seed=11, modules=frozenset({"hq1"}))
    seats = ["heuristic", "random", "heuristic"]
    terminal = Session.new(config, seats, tmp_path / "t.json")
    web = WebTable(id="g", game=Game.new(config), seats=seats, token_hashes=[None] * 3, created=0.0)
    assert {s: type(a) for s, a in terminal.agents.items()} == {s: type(a) for s, a in web.agents.items()}
    played = bots_play_out(terminal)
    assert bots_play_out(web) == played
    assert terminal.game.result == web.game.result
    assert len(played) == terminal.game.decisions_made


def test_a_trial_leaves_the_table_as_it_was_until_adopted() -> None:
    table = Table(game=Game.new(GameConfig(players=2, seed=3)), seats=[HUMAN, HUMAN])
    action = str(table.game.legal_actions(table.game.to_act[0])[0])
    seat = table.game.to_act[0]
    trial = table.trial(seat, action)
    assert table.actions == []
    assert table.game.decisions_made == 0
    with pytest.raises(ValueError, match="nothing-like-this"):
        table.trial(seat, "dig nothing-like-this")
    table.adopt(trial, seat, action)
    assert table.actions == [(seat, action)]
    assert table.game is trial


def test_seats_are_named_alike_on_every_front_end() -> None:
    seats = [HUMAN, "heuristic", HUMAN]
    assert seat_names(seats) == ["Seat 0", "Seat 1 (heuristic)", "Seat 2"]
    assert seat_names(seats, {2: "Ann"}) == ["Seat 0", "Seat 1 (heuristic)", "Ann (Seat 2)"]
    assert seat_names([HUMAN, "random"], you=True) == ["Seat 0 (you)", "Seat 1 (random)"]
    assert seat_names(seats, you=True)[0] == "Seat 0"  # at a shared screen nobody is "you"


def test_unknown_players_are_refused_in_one_line() -> None:
    with pytest.raises(TableError, match="unknown player 'wizard'"):
        check_seats([HUMAN, "wizard"], "--bots")
    with pytest.raises(TableError, match="at least one seat must be 'human'"):
        check_seats(["heuristic", "random"], "--bots")
    check_seats(["heuristic", "ismcts:iters=50"], "seats", to_play=False)
    with pytest.raises(TableError, match="unknown player 'ismcts:iters=50'"):  # the server's: names only
        check_seats(["heuristic", "ismcts:iters=50"], "seats", to_play=False, options=False)
    with pytest.raises(TableError, match="one entry per player"):
        Table(game=Game.new(GameConfig(players=3, seed=1)), seats=[HUMAN, HUMAN])


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"format": "scavengers-session", "game": {"config": "no"}},
        {
            "format": "scavengers-session",
            "seats": [HUMAN],
            "game": {"config": {"players": 9, "seed": 1}, "actions": []},
        },
    ],
)
def test_a_file_that_is_not_a_table_is_refused_in_one_line(data: object) -> None:
    with pytest.raises(TableError) as refused:
        Table.parse(data, "game.json")
    assert str(refused.value).startswith("game.json")
    assert "\n" not in str(refused.value)


def test_messages_for_people_carry_no_ruling_ids_or_rulebook_lines() -> None:
    said = for_people(ValueError("a skirmish needs a force (RULINGS S-3) [000:264-274],\n  RULINGS V-2"))
    assert said == "a skirmish needs a force"


@pytest.mark.slow
def test_a_finished_web_game_opens_in_the_terminal_as_its_own_save(sqlite_url_for_table: str, tmp_path: Path) -> None:
    with TestClient(create_app(open_store(sqlite_url_for_table), bot_delay=0, bot_workers=0)) as client:
        made = client.post("/api/games", json={"players": 2, "seats": [HUMAN, "heuristic"], "seed": 6}).json()
        game_id, token = made["id"], made["seats"][0]["token"]
        assert client.get(f"/api/games/{game_id}/file").status_code == 403  # its actions tell every card
        seen = client.get(f"/api/games/{game_id}", params={"token": token}).json()
        while not seen["over"]:
            if seen["legal_actions"]:
                taken = {"token": token, "action": seen["legal_actions"][0]}
                assert client.post(f"/api/games/{game_id}/actions", json=taken).status_code == 200
            seen = client.get(f"/api/games/{game_id}", params={"token": token}).json()
        answer = client.get(f"/api/games/{game_id}/file")
        assert answer.status_code == 200
        assert "attachment" in answer.headers["content-disposition"]
        held = client.app.state.hub.tables[game_id]  # type: ignore[attr-defined]
    path = tmp_path / "from-the-web.json"
    path.write_bytes(answer.content)
    opened = Session.load(path, to_play=False)
    assert opened.seats == [HUMAN, "heuristic"]
    assert opened.names == ["Seat 0", "Seat 1 (heuristic)"]
    assert opened.actions == held.actions
    assert opened.game.result == held.game.result
    assert json.loads(answer.content)["format"] == "scavengers-session"


@pytest.fixture
def sqlite_url_for_table(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


def test_the_front_end_in_the_docs_plays_a_game_to_its_end_and_saves_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    guide = (Path(__file__).parents[1] / "docs" / "frontends.md").read_text()
    code = guide.split("```python\n")[1].split("```")[0]
    monkeypatch.chdir(tmp_path)
    exec(compile(code, "docs/frontends.md", "exec"), {})
    told = capsys.readouterr().out
    assert "Seat 1 (heuristic)" in told
    saved = Session.load(tmp_path / "my-game.json", to_play=False)
    assert saved.game.over
    assert saved.seats == [HUMAN, "heuristic"]
