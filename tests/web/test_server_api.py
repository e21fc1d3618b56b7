"""The HTTP API and websockets, in process: what a seat may see, what is refused, what is kept."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from scavengers import table as table_module
from scavengers.bots import IsmctsAgent
from scavengers.bots.agent import Agent, make_agent
from scavengers.server import create_app
from scavengers.storage import open_store

from .conftest import TestClient
from .test_web_browser import store_stacked

PRIVATE = ("hand", "looking", "committed", "discard_hidden", "dealt")


def new_game(client: TestClient, seats: list[str], seed: int | None = 3) -> dict[str, Any]:
    response = client.post("/api/games", json={"players": len(seats), "seats": seats, "modules": [], "seed": seed})
    assert response.status_code == 201, response.text
    game: dict[str, Any] = response.json()
    return game


def state(client: TestClient, game_id: str, token: str | None = None) -> dict[str, Any]:
    response = client.get(f"/api/games/{game_id}", params={"token": token} if token else {})
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


def my_turn(client: TestClient, game_id: str, token: str) -> dict[str, Any]:
    """The seat's state once the bots have moved and it is to act (bots play in the background)."""
    for _ in range(500):
        seen = state(client, game_id, token)
        if seen["legal_actions"]:
            return seen
    raise AssertionError("the bots never handed the turn back")


def play_to_the_end(client: TestClient, game_id: str, token: str) -> int:
    """One person takes her first legal action, bots the others, until the game is over;
    returns her number of actions."""
    actions = 0
    seen = state(client, game_id, token)
    while not seen["over"]:
        if not seen["legal_actions"]:
            seen = state(client, game_id, token)
            continue
        response = client.post(
            f"/api/games/{game_id}/actions", json={"token": token, "action": seen["legal_actions"][0]}
        )
        assert response.status_code == 200, response.text
        seen = response.json()
        actions += 1
    return actions


def test_a_new_game_gives_a_token_and_link_per_human_seat_only(client: TestClient) -> None:
    game = new_game(client, ["human", "heuristic", "human"])
    assert [s["seat"] for s in game["seats"]] == [0, 2]
    assert all(s["url"].endswith(f"/game/{game['id']}#token={s['token']}") for s in game["seats"])
    assert game["spectate_url"].endswith(f"/game/{game['id']}")
    listed = client.get("/api/games").json()
    assert [g["id"] for g in listed] == [game["id"]]
    assert "token" not in json.dumps(listed)


def test_a_seat_sees_its_hand_a_spectator_sees_no_hidden_card_and_nobody_the_seed(client: TestClient) -> None:
    game = new_game(client, ["human", "human"])
    mine = state(client, game["id"], game["seats"][0]["token"])
    theirs = state(client, game["id"], game["seats"][1]["token"])
    watcher = state(client, game["id"])
    assert mine["seat"] == 0
    assert len(mine["view"]["hand"]) == 5
    assert watcher["seat"] is None
    assert all(watcher["view"][field] == [] for field in PRIVATE)
    assert watcher["legal_actions"] == []
    for seen in (mine, theirs, watcher):
        assert "seed" not in seen
        assert all(e["type"] != "drew" or e["cards"] == [] or seen["seat"] == e["seat"] for e in seen["log"])
    # only the seat to act has legal actions
    acting = mine if mine["view"]["to_act"] == [0] else theirs
    idle = theirs if acting is mine else mine
    assert acting["legal_actions"]
    assert idle["legal_actions"] == []


def test_every_seat_and_the_lobby_are_told_when_the_creator_chose_the_seed(client: TestClient) -> None:
    """Whoever knows a seed can work out every hidden card (the engine is deterministic): a
    seed chosen by the creator is no secret of hers, every seat, spectator and lobby line says
    so; a game dealt at random says it is not."""
    for seed, seeded in ((42, True), (None, False)):
        game = new_game(client, ["human", "human"], seed=seed)
        seen = [state(client, game["id"], seat["token"]) for seat in game["seats"]]
        seen.append(state(client, game["id"]))
        assert [s["seeded"] for s in seen] == [seeded] * 3
        lobby = client.get("/api/games").json()
        listed = [g for g in (lobby["games"] if isinstance(lobby, dict) else lobby) if g["id"] == game["id"]]
        assert [g["seeded"] for g in listed] == [seeded]


def test_a_seat_not_to_act_is_told_it_waits_whatever_it_typed(client: TestClient) -> None:
    game = new_game(client, ["human", "human"])
    waiting = state(client, game["id"])["view"]["to_act"]
    idle = game["seats"][1 - waiting[0]]["token"]
    for typed in ("commit", "end", "fly away"):
        response = client.post(f"/api/games/{game['id']}/actions", json={"token": idle, "action": typed})
        assert response.status_code == 409
        assert response.json()["error"] == f"It is not your turn: waiting for Seat {waiting[0]}."


def test_a_misspelt_setting_of_a_new_game_is_refused_not_ignored(client: TestClient) -> None:
    response = client.post("/api/games", json={"players": 2, "seats": ["human", "random"], "hint": True})
    assert response.status_code == 422
    assert response.json()["error"] == "hint is not a setting of a new game"


def test_bad_input_is_refused_with_a_clear_message_and_changes_nothing(client: TestClient) -> None:
    game = new_game(client, ["human", "heuristic"], seed=8)
    token = game["seats"][0]["token"]
    url = f"/api/games/{game['id']}/actions"
    before = my_turn(client, game["id"], token)
    refused = {
        "wrong token": client.post(url, json={"token": "not-a-seat", "action": "pass"}),
        "malformed JSON": client.post(url, content=b"{nope", headers={"content-type": "application/json"}),
        "missing field": client.post(url, json={"token": token}),
        "unknown card": client.post(url, json={"token": token, "action": "dig dragon"}),
        "illegal": client.post(url, json={"token": token, "action": "snipe 1:brawler"}),
        "oversized": client.post(url, json={"token": token, "action": "dig " + "refugee " * 20000}),
        "no game": client.post("/api/games/nothing/actions", json={"token": token, "action": "pass"}),
    }
    statuses = {name: r.status_code for name, r in refused.items()}
    assert statuses == {
        "wrong token": 403,
        "malformed JSON": 422,
        "missing field": 422,
        "unknown card": 400,
        "illegal": 400,
        "oversized": 413,
        "no game": 404,
    }
    assert all(r.json()["error"] for r in refused.values())
    assert "dragon" in refused["unknown card"].json()["error"]
    misspelt = client.post(url, json={"token": token, "action": "draw scavanger"}).json()["error"]
    assert misspelt.endswith("draw is not possible now; possible now: pass")  # as the terminal says it
    assert "RULINGS" not in refused["illegal"].json()["error"]  # players cannot look rulings up
    assert state(client, game["id"], token) == before
    assert client.get(f"/api/games/{game['id']}", params={"token": "wrong"}).status_code == 403


def test_a_game_setup_the_engine_cannot_play_is_refused(client: TestClient) -> None:
    def post(body: dict[str, Any]) -> int:
        status: int = client.post("/api/games", json=body).status_code
        return status

    assert post({"players": 7}) == 422
    assert post({"players": 2, "seats": ["human", "wizard"]}) == 400
    assert post({"players": 2, "seats": ["human"]}) == 400
    assert post({"players": 2, "modules": ["hq2"]}) == 400
    assert post({"players": 2, "modules": ["moon"]}) == 400
    assert post({"players": 2, "variants": ["leader_draft"]}) == 400  # needs HQ module 3
    assert post({"players": 2, "rules": "1999"}) == 400
    assert client.get("/api/games").json() == []


def test_a_new_table_takes_variants_and_the_older_rules(client: TestClient) -> None:
    setup = client.get("/api/setup").json()
    assert "leader_draft" in setup["variants"]
    assert "2012" in setup["rules"]
    body = {
        "players": 2,
        "seats": ["human", "random"],
        "modules": ["hq1", "hq2", "hq3"],
        "variants": ["leader_draft", "alternate_brawlers"],
        "rules": "2012",
        "seed": 5,
    }
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    game = response.json()
    seen = state(client, game["id"], game["seats"][0]["token"])
    assert seen["view"]["rules"] == "2012"
    assert seen["view"]["leader_pile_count"] == 10


@pytest.mark.slow
def test_acknowledged_actions_survive_a_restart(sqlite_url: str) -> None:
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        game = new_game(client, ["human", "human"])
        tokens = {s["seat"]: s["token"] for s in game["seats"]}
        for _ in range(6):
            for token in tokens.values():
                legal = state(client, game["id"], token)["legal_actions"]
                if legal:
                    assert client.post(f"/api/games/{game['id']}/actions", json={"token": token, "action": legal[-1]})
        before = {seat: state(client, game["id"], token) for seat, token in tokens.items()}
    assert before[0]["version"] >= 6
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        after = {seat: state(client, game["id"], token) for seat, token in tokens.items()}
    assert after == before


@pytest.mark.slow
def test_a_finished_game_shows_the_seed_scores_and_a_replay_from_any_seat(client: TestClient) -> None:
    game = new_game(client, ["human", "random"], seed=5)
    token = game["seats"][0]["token"]
    replay_url = f"/api/games/{game['id']}/replay"
    early = client.get(replay_url, params={"seat": 1, "step": 3})
    assert early.status_code == 403
    assert "over" in early.json()["error"]
    assert play_to_the_end(client, game["id"], token) > 10
    final = state(client, game["id"], token)
    assert final["over"]
    assert final["seed"] == 5
    # Each skirmish's end says why, as the terminal does (the margin of a 2-player game).
    ends = [e["text"] for e in final["log"] if e["type"] in ("skirmish_won", "deadlock")]
    assert ends
    assert all(text.endswith(").") and "(" in text for text in ends), ends
    assert len(final["view"]["result"]["scores"]) == 2
    replay = client.get(replay_url, params={"seat": 1, "step": 3}).json()
    assert replay["step"] == 3
    assert replay["view"]["seat"] == 1
    assert len(replay["view"]["hand"]) == 5
    assert client.get(replay_url, params={"step": 10**6}).json()["step"] == final["version"]
    summary = client.get("/api/games").json()[0]
    assert summary["over"]
    assert summary["winners"] == final["view"]["result"]["winners"]


def test_websocket_sends_updates_and_refuses_a_flood(client: TestClient) -> None:
    game = new_game(client, ["human", "heuristic"], seed=2)
    token = game["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{game['id']}?token={token}") as socket:
        first = socket.receive_json()
        assert first["type"] == "state"
        assert first["seat"] == 0
        while not first["legal_actions"]:
            first = socket.receive_json()
        for _ in range(80):  # the first 30 pass the rate limit (and are malformed), then 10 a second
            socket.send_text("{not json")
        errors = [socket.receive_json() for _ in range(80)]
        assert {e["type"] for e in errors} == {"error"}
        assert {e["status"] for e in errors} == {400, 429}
        socket.send_text(json.dumps({"type": "action", "action": "dig dragon"}))
        refused = socket.receive_json()
        assert refused["type"] == "error"
        assert state(client, game["id"], token)["version"] == first["version"]
    with client.websocket_connect(f"/ws/games/{game['id']}?token={token}") as socket:
        seen = socket.receive_json()
        socket.send_text(json.dumps({"type": "chat", "text": "good luck"}))
        said = socket.receive_json()
        assert [line["text"] for line in said["chat"]] == ["good luck"]
        socket.send_text(json.dumps({"type": "action", "action": seen["legal_actions"][0]}))
        update = socket.receive_json()
        assert update["type"] == "state"
        assert update["version"] == seen["version"] + 1
        # only what is new: the events since the last message, no chat line twice
        assert update["log_from"] == seen["log_count"]
        assert (update["chat_from"], update["chat"]) == (1, [])


def test_a_websocket_action_that_is_not_a_string_is_told_to_send_notation(client: TestClient) -> None:
    game = new_game(client, ["human", "heuristic"])
    with client.websocket_connect(f"/ws/games/{game['id']}?token={game['seats'][0]['token']}") as socket:

        def answer(message: dict[str, Any]) -> str:
            socket.send_text(json.dumps(message))
            while (reply := socket.receive_json())["type"] != "error":  # the bot's moves come too
                pass
            said: str = reply["message"]
            return said

        assert answer({"type": "action", "action": 5}).startswith("action must be a string (notation)")
        assert answer({"type": "chat", "text": ["hi"]}) == "text must be a string"


def test_a_websocket_with_a_wrong_token_is_told_why_and_closed(client: TestClient) -> None:
    game = new_game(client, ["human", "heuristic"])
    with client.websocket_connect(f"/ws/games/{game['id']}?token=stolen") as socket:
        message = socket.receive_json()
    assert message == {"type": "error", "status": 403, "message": "this token is not a seat of this game"}


def test_chat_is_plain_text_limited_in_size_and_rate(client: TestClient) -> None:
    game = new_game(client, ["human", "heuristic"])
    url = f"/api/games/{game['id']}/chat"
    token = game["seats"][0]["token"]
    assert client.post(url, json={"token": token, "text": "<script>alert(1)</script>\x07"}).status_code == 200
    assert client.post(url, json={"text": "x" * 501}).status_code == 422
    assert client.post(url, json={"text": "   "}).status_code == 400
    chat = state(client, game["id"])["chat"]
    assert [(c["name"], c["text"]) for c in chat] == [("Seat 0", "<script>alert(1)</script>")]
    statuses = {client.post(url, json={"text": f"spam {i}"}).status_code for i in range(30)}
    assert statuses == {200, 429}


def test_a_web_seat_set_to_ismcts_searches_samples_of_the_game(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The server asks its bots as the terminal app does: a search bot is given samples of the
    # game drawn for its seat, and searches them (it does not fall back to its heuristic).
    # A quick search (4 iterations) from its first move on: a bot thinks as soon as its turn
    # begins, within its delay.
    def quick(name: str, seed: int) -> Agent:
        return make_agent("ismcts:iters=4" if name == "ismcts" else name, seed)

    monkeypatch.setattr(table_module, "make_agent", quick)  # the bots every front end makes
    app = create_app(open_store(sqlite_url), bot_delay=0.2)
    with TestClient(app) as client:
        game = new_game(client, ["ismcts", "human"], seed=5)
        bot = app.state.hub.tables[game["id"]].agents[0]
        assert isinstance(bot, IsmctsAgent)
        assert bot.iterations == 4
        token = game["seats"][0]["token"]
        for _ in range(40):
            if bot.last_iterations:
                break
            seen = my_turn(client, game["id"], token)
            client.post(f"/api/games/{game['id']}/actions", json={"token": token, "action": seen["legal_actions"][0]})
        assert bot.last_iterations >= 1


def act(client: TestClient, game_id: str, token: str, action: str) -> dict[str, Any]:
    response = client.post(f"/api/games/{game_id}/actions", json={"token": token, "action": action})
    assert response.status_code == 200, response.text
    seen: dict[str, Any] = response.json()
    return seen


@pytest.mark.slow
def test_the_server_passes_for_a_closed_page_only_where_everyone_can_tell_it_can_only_pass(sqlite_url: str) -> None:
    """A seat asked to answer whose page is closed is passed for by the server when its view
    says ``lone_pass`` (public) and its one action is ``pass``: the game no longer waits on
    it. Never while a page follows the seat, and never where a card that answers could be in
    its hand (its page would have asked her: passing would tell the table she holds none)."""
    hunter = ["scavenger", "spear", "brawler"]
    nobody = store_stacked(sqlite_url, [{"hand": hunter}, {"hand": ["refugee"]}], game_id="lone")
    somebody = store_stacked(
        sqlite_url, [{"hand": hunter, "deck": ["sniper_team"]}, {"hand": ["refugee"]}], game_id="held"
    )
    app = create_app(open_store(sqlite_url), bot_delay=0, absent_pass_after=0.05)
    with TestClient(app) as client:
        with client.websocket_connect(f"/ws/games/lone?token={nobody[1]}") as socket:
            before = socket.receive_json()["version"]
            act(client, "lone", nobody[0], "hunt scavenger+spear")
            asked = socket.receive_json()
            while asked["version"] == before:
                asked = socket.receive_json()
            assert asked["legal_actions"] == ["pass"]
            assert asked["view"]["lone_pass"]
            time.sleep(0.5)  # ten times the wait: her page is open, so she is asked
            assert state(client, "lone", nobody[1])["legal_actions"] == ["pass"]
        for _ in range(200):  # her page closed: the server passes for her
            if state(client, "lone")["view"]["to_act"] == [0]:
                break
            time.sleep(0.02)
        assert app.state.hub.tables["lone"].actions[-1] == (1, "pass")
        assert state(client, "lone", nobody[0])["legal_actions"]  # the hunter goes on
        act(client, "held", somebody[0], "hunt scavenger+spear")
        held = state(client, "held", somebody[1])
        assert held["legal_actions"] == ["pass"]
        assert not held["view"]["lone_pass"]  # a sniper team is in a deck: it could be anywhere
        time.sleep(0.5)
        assert state(client, "held", somebody[1])["legal_actions"] == ["pass"]
        assert app.state.hub.tables["held"].actions[-1] == (0, "hunt scavenger+spear")


def test_an_action_sent_again_with_its_version_is_refused_not_taken_twice(client: TestClient) -> None:
    """A client that lost the answer to an action (a dropped connection, a server restarted)
    sends it again with the version it chose it at: the game, past that version, refuses it
    with 409 and holds the action once."""
    game = new_game(client, ["human", "human"], seed=4)
    tokens = [seat["token"] for seat in game["seats"]]
    seen = [state(client, game["id"], token) for token in tokens]
    seat = next(s for s in (0, 1) if seen[s]["legal_actions"])
    first = seen[seat]
    action = {"token": tokens[seat], "action": first["legal_actions"][0], "version": first["version"]}
    taken = client.post(f"/api/games/{game['id']}/actions", json=action)
    assert taken.status_code == 200, taken.text
    assert taken.json()["version"] == first["version"] + 1
    again = client.post(f"/api/games/{game['id']}/actions", json=action)
    assert again.status_code == 409
    assert f"not {first['version']}: the action was not taken" in again.json()["error"]
    assert state(client, game["id"], tokens[seat])["version"] == first["version"] + 1
    for bad in (-1, "3", 1.5):
        refused = client.post(f"/api/games/{game['id']}/actions", json={**action, "version": bad})
        assert refused.status_code in {400, 422}, bad
    assert state(client, game["id"], tokens[seat])["version"] == first["version"] + 1


def test_a_websocket_action_with_a_version_the_game_is_past_is_refused(client: TestClient) -> None:
    game = new_game(client, ["human", "human"], seed=4)
    tokens = [seat["token"] for seat in game["seats"]]
    seat = next(s for s in (0, 1) if state(client, game["id"], tokens[s])["legal_actions"])
    with client.websocket_connect(f"/ws/games/{game['id']}?token={tokens[seat]}") as socket:
        seen = socket.receive_json()
        socket.send_text(json.dumps({"type": "action", "action": seen["legal_actions"][0], "version": "x"}))
        assert socket.receive_json() == {
            "type": "error",
            "status": 400,
            "message": "version must be a whole number (the state's)",
        }
        message = {"type": "action", "action": seen["legal_actions"][0], "version": seen["version"]}
        socket.send_text(json.dumps(message))
        update = socket.receive_json()
        assert (update["type"], update["version"]) == ("state", seen["version"] + 1)
        socket.send_text(json.dumps(message))
        refused = socket.receive_json()
        assert (refused["type"], refused["status"]) == ("error", 409)
    assert state(client, game["id"], tokens[seat])["version"] == seen["version"] + 1
