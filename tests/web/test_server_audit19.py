"""Audit 19: the online server as a client programmer reads it (README's "Playing in the
browser" table, docs/serving.md, the OpenAPI document at ``/openapi.json``), with a client
written against those alone: games made with every documented option, seats joined, whole
games played over the websocket with bots filling the other seats, reconnecting, watching,
sleeping and waking, the end, the replay and the lobby's list.

What a seat or a spectator is sent is compared with the engine's own ``view(seat)``,
``legal_actions(seat)`` and ``log(seat)`` of the same game at the same version: hidden
information is whatever the engine hides. Every bad input gets ``{"error": ...}`` (over HTTP)
or an ``error`` message (on a websocket) and changes nothing.
"""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect

from scavengers.engine import Game, GameConfig
from scavengers.server import app as app_module
from scavengers.server import create_app
from scavengers.server.app import FLOOD_STRIKES
from scavengers.server.limits import Limits
from scavengers.server.serialize import plain, view_json
from scavengers.storage import open_store

from .conftest import TestClient
from .test_server_faults import wait_for

README = Path(__file__).parents[2] / "README.md"
TOKEN_LIKE = "A" * 22
"""A token of a seat's shape that opens no seat."""
STEPS_MAX = 5000
"""More messages than any game here sends its person: a game that stalls fails, never hangs."""


# -- a client's helpers ------------------------------------------------------------------------


def create(client: TestClient, **settings: Any) -> dict[str, Any]:
    """``POST /api/games`` with ``settings``; the answer (201, as the OpenAPI document says)."""
    answer = client.post("/api/games", json=settings)
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


def state(client: TestClient, game_id: str, token: str | None = None) -> dict[str, Any]:
    answer = client.get(f"/api/games/{game_id}", params={} if token is None else {"token": token})
    assert answer.status_code == 200, answer.text
    seen: dict[str, Any] = answer.json()
    return seen


def refused_with(answer: Any, status: int) -> str:
    """The reason of a refusal: the status asked for, and the one documented shape,
    ``{"error": "..."}``, with a reason in words."""
    assert answer.status_code == status, answer.text
    body = answer.json()
    assert set(body) == {"error"}, body
    reason: str = body["error"]
    assert isinstance(reason, str)
    assert reason
    return reason


def unchanged(client: TestClient, game_id: str, token: str, before: dict[str, Any]) -> None:
    """The seat's state is as it was: no action taken, no chat line said, no name given."""
    after = state(client, game_id, token)
    for key in ("version", "view", "legal_actions", "chat_count", "log_count", "players"):
        assert after[key] == before[key], key


class Engine:
    """The engine's own game, replayed from the server's stored actions up to a version: what
    the seat may see at that version is ``view(seat)``, ``legal_actions(seat)``, ``log(seat)``."""

    def __init__(self, client: TestClient, game_id: str) -> None:
        self.table = client.app.state.hub.tables[game_id]  # type: ignore[attr-defined]
        self.game = Game.new(GameConfig.from_dict(self.table.game.config.to_dict()))
        self.version = 0

    def at(self, version: int) -> Game:
        assert version >= self.version, "a client is never sent an older version after a newer one"
        for seat, action in self.table.actions[self.version : version]:
            self.game.apply(seat, action)
        self.version = version
        return self.game


def as_sent(value: Any) -> Any:
    """A value as it reaches a client (through JSON)."""
    return json.loads(json.dumps(value))


def event_facts(event: Any) -> dict[str, Any]:
    """An event's facts as a client receives them (without its line of text)."""
    facts: dict[str, Any] = as_sent(
        {
            "type": event.type.value,
            "round": event.round,
            "seat": event.seat,
            "cards": list(event.cards),
            "count": event.count,
            "target": event.target,
            "values": list(event.values),
        }
    )
    return facts


def shows_only_its_seat(message: dict[str, Any], engine: Engine, seat: int | None) -> None:
    """The message is built from the engine's view, legal actions and log for ``seat`` at the
    message's version, and nothing else: no hand but its own, no seed before the end."""
    game = engine.at(message["version"])
    assert message["seat"] == seat
    assert message["view"] == as_sent(view_json(game.view(seat)))
    assert message["legal_actions"] == ([str(a) for a in game.legal_actions(seat)] if seat is not None else [])
    assert message["score"] == (as_sent(plain(game.score(seat))) if seat is not None else None)
    log = game.log(seat)
    assert message["log_count"] == len(log)
    sent = [{k: v for k, v in e.items() if k != "text"} for e in message["log"]]
    assert sent == [event_facts(e) for e in log[message["log_from"] :]]
    # The hands: a seat sees its own alone (the others' only as counts), a spectator none.
    for other in message["view"]["seats"]:
        assert "hand" not in other
        assert "looking" not in other
        assert "committed" not in other
    if seat is None:
        assert message["view"]["hand"] == []
        assert message["view"]["looking"] == []
    assert ("seed" in message) == message["over"]
    assert "token" not in json.dumps(message)


def waits_on_her(client: TestClient, game_id: str, token: str) -> bool:
    """Whether the game waits on seat 0 alone, for a real choice: no bot moves meanwhile, nor
    does the server pass for her (docs/serving.md: only where everyone can tell she can only
    pass)."""
    seen = state(client, game_id, token)["view"]
    return bool(seen["to_act"] == [0] and not seen["lone_pass"])


def play_over_the_websocket(client: TestClient, game_id: str, token: str, rng: random.Random) -> list[dict[str, Any]]:
    """The person plays her seat over the websocket (a legal action chosen at random, sent with
    its state's version) until the game is over, bots playing the other seats; every message
    she is sent, in order."""
    messages: list[dict[str, Any]] = []
    sent: dict[str, Any] = {}
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        for _ in range(STEPS_MAX):
            message = socket.receive_json()
            messages.append(message)
            if message["type"] == "error":
                if message["status"] == 429:  # docs/serving.md: 30 at once, then 10 a second
                    time.sleep(0.2)
                    socket.send_json(sent)  # safe again: it carries its version
                    continue
                # The game moved on (a bot answered in the same window) before her action: 409.
                assert message["status"] == 409, message
                continue
            if message["over"]:
                return messages
            if message["legal_actions"]:
                action = rng.choice(message["legal_actions"])
                sent = {"type": "action", "action": action, "version": message["version"]}
                socket.send_json(sent)
    raise AssertionError("the game did not end")


# -- the documentation a client reads ----------------------------------------------------------


def test_openapi_documents_every_error_in_the_shape_the_server_answers(client: TestClient) -> None:
    """docs/serving.md, "Safe in public": every error is JSON of one shape, ``{"error": "..."}``,
    malformed requests (422) too. The OpenAPI document a client generates its code from said
    422 answers ``{"detail": [...]}`` (FastAPI's HTTPValidationError), which no answer has."""
    document = client.get("/openapi.json").json()
    assert "HTTPValidationError" not in json.dumps(document)
    refusal = document["components"]["schemas"]["Refusal"]
    assert refusal["required"] == ["error"]
    assert refusal["properties"]["error"]["type"] == "string"
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            for status in ("4XX", "5XX"):
                schema = operation["responses"][status]["content"]["application/json"]["schema"]
                assert schema == {"$ref": "#/components/schemas/Refusal"}, (method, path, status)
    # And a malformed request is answered as documented.
    refused_with(client.post("/api/games", json={"players": "four"}), 422)


def test_openapi_tells_a_client_of_the_websocket_it_cannot_list(client: TestClient) -> None:
    """README: "The HTTP API is documented at /docs"; the live updates are a websocket, which
    OpenAPI has no operation for: the document's opening says how to use it."""
    document = client.get("/openapi.json").json()
    opening = document["info"]["description"]
    for needed in ("/ws/games/{id}?token=T", '"type": "action"', '"type": "chat"', '"version"', "4403"):
        assert needed in opening, needed
    assert client.get("/docs").status_code == 200


def readme_requests() -> list[tuple[str, str]]:
    """The HTTP requests README's API table names: ``(METHOD, path)``, the paths in the
    OpenAPI document's spelling (``{game_id}``)."""
    table = README.read_text().split("The HTTP API is documented at `/docs`", 1)[1].split("## ", 1)[0]
    found: list[tuple[str, str]] = []
    for methods, path in re.findall(r"`((?:GET|POST|DELETE)(?: / (?:GET|POST|DELETE))*) ?`? ?`?(/api/[^ `?]+)", table):
        for method in re.findall(r"GET|POST|DELETE", methods):
            found.append((method, path.replace("{id}", "{game_id}")))
    return found


def test_every_request_readme_documents_is_in_the_openapi_document(client: TestClient) -> None:
    """README's table of requests: each one is served, by that method, as the OpenAPI
    document lists it (a client written from the README finds every one)."""
    documented = readme_requests()
    assert len(documented) >= 20, documented  # the table was read
    paths = client.get("/openapi.json").json()["paths"]
    for method, path in documented:
        assert method.lower() in paths.get(path, {}), (method, path)


# -- making games: every documented option ---------------------------------------------------


def test_a_new_game_answers_201_with_a_token_and_link_for_each_persons_seat_only(client: TestClient) -> None:
    """README: ``POST /api/games`` answers ``{"id", "seats": [{"seat", "token", "url"}, ...],
    "spectate_url"}``, a token per human seat."""
    made = create(client, players=3, seats=["heuristic", "human", "human"], seed=4)
    assert set(made) == {"id", "seats", "spectate_url"}
    assert [seat["seat"] for seat in made["seats"]] == [1, 2]
    for seat in made["seats"]:
        assert set(seat) == {"seat", "token", "url"}
        assert seat["url"] == f"/game/{made['id']}#token={seat['token']}"
        assert state(client, made["id"], seat["token"])["seat"] == seat["seat"]
    assert made["spectate_url"] == f"/game/{made['id']}"


SETUPS: dict[str, dict[str, Any]] = {
    "base, 5 players": {"players": 5},
    "HQ 1-4 and Recon 1": {"players": 3, "modules": ["hq1", "hq2", "hq3", "hq4", "recon1"]},
    "Recon 1-5, 2012 rules": {"players": 2, "modules": ["recon1", "recon2", "recon3", "recon4", "recon5"]}
    | {"rules": "2012"},
    "variants": {"players": 4, "modules": ["hq1", "hq2", "hq3"]}
    | {"variants": ["alternate_brawlers", "alternate_refugees", "alternate_scavengers", "leader_draft"]},
    "solo, harder": {"players": 1, "solo_added": ["brawler", "sniper_team"], "solo_families_removed": 2},
}


@pytest.mark.parametrize("setup", list(SETUPS), ids=list(SETUPS))
def test_each_documented_option_reaches_the_game_the_seat_is_shown(client: TestClient, setup: str) -> None:
    """README: players, seats, modules, seed, hints, variants, rules and the solo game's
    ``solo_added`` / ``solo_families_removed``: the game made is the one asked for, as its seat's
    state says (``modules``, ``variants``, ``seeded``, ``hints``, the view's rules and solo
    difficulty)."""
    asked = SETUPS[setup]
    players = asked["players"]
    made = create(client, **asked, seats=["human"] * players, seed=7, hints=True)
    seen = state(client, made["id"], made["seats"][0]["token"])
    config = client.app.state.hub.tables[made["id"]].game.config  # type: ignore[attr-defined]
    assert config.players == players
    assert config.seed == 7
    assert seen["modules"] == sorted(asked.get("modules", []))
    assert seen["variants"] == sorted(asked.get("variants", []))
    assert seen["view"]["rules"] == asked.get("rules", "2015")
    assert seen["view"]["solo_added"] == sorted(asked.get("solo_added", []))
    assert seen["view"]["solo_families_removed"] == asked.get("solo_families_removed", 0)
    assert seen["seeded"] is True
    assert seen["hints"] is True
    assert len(seen["players"]) == players


def test_hints_default_to_one_person_against_bots(client: TestClient) -> None:
    """README: ``hints``: ``null`` means when one person plays against bots."""
    alone = create(client, players=2, seats=["human", "heuristic"])
    two = create(client, players=2, seats=["human", "human"])
    assert state(client, alone["id"], alone["seats"][0]["token"])["hints"] is True
    assert state(client, two["id"], two["seats"][0]["token"])["hints"] is False
    assert state(client, alone["id"])["seeded"] is False  # no seed given: a random one, not told


@pytest.mark.slow
@pytest.mark.parametrize(
    ("settings", "status", "words"),
    [
        ({"players": 4, "solo_added": ["brawler"]}, 400, "need players=1"),
        ({"players": 3, "solo_families_removed": 1}, 400, "need players=1"),
        ({"players": 1, "solo_added": ["shovel"]}, 400, "not a mercenary"),
        ({"players": 1, "solo_families_removed": 10**30}, 400, "0-6"),
        ({"players": 10**40}, 422, "players must be at most 5"),
        ({"players": "4"}, 422, "players must be a whole number"),
        ({"players": 2, "seed": True}, 422, "seed must be a whole number"),
        ({"players": 2, "seed": 2**70}, 422, "seed must be a whole number"),
        ({"players": 2, "seed": 1.5}, 422, "seed must be a whole number"),
        ({"players": 2, "hints": "yes"}, 422, "hints must be true or false"),
        ({"players": 2, "rules": "2013"}, 400, "rules must be one of"),
        ({"players": 2, "modules": ["hq3"]}, 400, "cumulative"),
        ({"players": 2, "variants": ["leader_draft"]}, 400, "leader_draft"),
        ({"players": 2, "seats": ["human", "ismcts:iters=9"]}, 400, "without options"),
        ({"players": 2, "seats": ["human"]}, 400, "one entry per player"),
        ({"players": 2, "module": ["hq1"]}, 422, "module is not a setting of a new game"),
    ],
)
def test_a_new_game_that_cannot_be_made_is_refused_in_words_and_nothing_is_made(
    client: TestClient, settings: dict[str, Any], status: int, words: str
) -> None:
    """README: 400 with the reason (a solo option for another player count, a card that cannot
    be added); docs/serving.md: malformed requests 422; a boolean is not a seed (``true`` would
    quietly be seed 1), nor a misspelt setting ignored. Nothing is made."""
    assert words in refused_with(client.post("/api/games", json=settings), status)
    assert client.get("/api/games").json() == []


def test_a_seed_given_as_its_digits_is_taken(client: TestClient) -> None:
    """app.py: the page sends a seed past 2**53 as its digits (a JSON number would round it)."""
    made = create(client, players=2, seats=["human", "human"], seed=str(2**60 + 1))
    assert client.app.state.hub.tables[made["id"]].game.config.seed == 2**60 + 1  # type: ignore[attr-defined]


# -- bad input over HTTP changes nothing -----------------------------------------------------


@pytest.fixture
def two_people(client: TestClient) -> tuple[str, str, str]:
    """A game of two people (no bot moves under the test), seat 0 to act: its id and both
    seats' tokens."""
    made = create(client, players=2, seats=["human", "human"], seed=5)
    assert state(client, made["id"])["view"]["to_act"] == [0]
    return made["id"], made["seats"][0]["token"], made["seats"][1]["token"]


@pytest.mark.parametrize(
    ("path", "body", "stray"),
    [
        ("actions", {"action": "end", "versoin": 0}, "versoin"),
        ("chat", {"text": "hi", "colour": "red"}, "colour"),
        ("menu", {"pickd": ["shovel"]}, "pickd"),
        ("hint", {"iterations": 9}, "iterations"),
    ],
)
def test_a_field_a_request_does_not_take_is_refused_and_nothing_happens(
    client: TestClient, two_people: tuple[str, str, str], path: str, body: dict[str, Any], stray: str
) -> None:
    """As a new game's misspelt setting is (README, docs/serving.md 422): a client that
    misspells ``version`` must not have its action taken without the version that makes
    sending it again safe. Before, the action, the chat line and the menu took any field."""
    game_id, token, _ = two_people
    before = state(client, game_id, token)
    answer = client.post(f"/api/games/{game_id}/{path}", json={"token": token} | body)
    assert refused_with(answer, 422) == f"{stray} is not a setting of this request"
    unchanged(client, game_id, token, before)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("join", {"seat": 1, "nmae": "Bob"}),
        ("name", {"name": "Ann", "nick": "A"}),
        ("sit", {"name": "Ann", "next": TOKEN_LIKE}),
        ("bot", {"seat": 1, "bot": "heuristic", "level": 3}),
        ("open", {"seats": {}, "names": "Ann"}),
        ("again", {"nextToken": TOKEN_LIKE}),
    ],
)
def test_a_lobby_request_with_a_field_it_does_not_take_is_refused_and_the_seats_stay(
    client: TestClient, two_people: tuple[str, str, str], path: str, body: dict[str, Any]
) -> None:
    """The lobby's requests (README's table) refuse a misspelt field with 422 and its name,
    before anything of the seats changes (``nextToken`` for ``next_token`` would otherwise leave
    the seat with a token the client does not hold)."""
    game_id, token, _ = two_people
    before = state(client, game_id, token)
    line = client.get(f"/api/lobby/tables/{game_id}").json()
    stray = next(key for key in body if key not in ("seat", "name", "bot", "seats"))
    proof = {} if path == "join" else {"token": token}  # a free seat is joined without one
    answer = client.post(f"/api/lobby/tables/{game_id}/{path}", json=proof | body)
    assert refused_with(answer, 422) == f"{stray} is not a setting of this request"
    unchanged(client, game_id, token, before)
    assert client.get(f"/api/lobby/tables/{game_id}").json() == line


def test_a_lesson_request_with_a_field_it_does_not_take_is_refused(client: TestClient) -> None:
    """README: ``POST /api/lessons/{name}/judge`` ``{"step": N, "action": ...}``: nothing else."""
    lesson = client.get("/api/lessons").json()[0]["name"]
    answer = client.post(f"/api/lessons/{lesson}/judge", json={"step": 0, "action": "end", "stp": 1})
    assert refused_with(answer, 422) == "stp is not a setting of this request"


def test_a_key_given_twice_is_refused_not_guessed(client: TestClient, two_people: tuple[str, str, str]) -> None:
    """Every bad input gets a clear error: ``{"action": "end", "action": "pass"}`` is not one
    action; JSON's parser would quietly keep the last."""
    game_id, token, _ = two_people
    before = state(client, game_id, token)
    body = f'{{"token": "{token}", "action": "end", "action": "end"}}'.encode()
    answer = client.post(f"/api/games/{game_id}/actions", content=body, headers={"content-type": "application/json"})
    assert "the key 'action' is given twice" in refused_with(answer, 422)
    unchanged(client, game_id, token, before)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"token": TOKEN_LIKE, "action": "end"}, 403, "not a seat of this game"),
        ({"action": "end"}, 422, "token is missing"),
        ({"token": "", "action": "end"}, 403, "token is needed"),
        ({"token": 12, "action": "end"}, 422, "token must be text"),
        ({"token": "SELF", "action": ["end"]}, 422, "action must be text"),
        ({"token": "SELF", "action": "end", "version": "0"}, 422, "version must be a whole number"),
        ({"token": "SELF", "action": "end", "version": -1}, 422, "version must be at least 0"),
        ({"token": "SELF", "action": "end", "version": 10**30}, 409, "the action was not taken"),
        ({"token": "SELF", "action": "hire thugs"}, 400, "You cannot hire thugs"),
        ({"token": "SELF", "action": "x" * 3000}, 413, "too long"),
        ({"token": "OTHER", "action": "end"}, 409, "It is not your turn: waiting for Seat 0."),
    ],
)
def test_a_refused_action_says_why_and_the_game_is_as_it_was(
    client: TestClient, two_people: tuple[str, str, str], body: dict[str, Any], status: int, words: str
) -> None:
    """README: a refused action gets a 4xx answer ``{"error": "..."}`` saying why: a wrong
    token (403), wrong types (422), a stale or impossible version (409), an action out of turn
    (409), one the rules refuse (400). Nothing of the game changes."""
    game_id, token, other = two_people
    before = state(client, game_id, token)
    sent = body | (
        {"token": {"SELF": token, "OTHER": other}[body["token"]]} if body.get("token") in ("SELF", "OTHER") else {}
    )
    assert words in refused_with(client.post(f"/api/games/{game_id}/actions", json=sent), status)
    unchanged(client, game_id, token, before)


def test_an_action_sent_again_with_its_version_is_taken_once(
    client: TestClient, two_people: tuple[str, str, str]
) -> None:
    """README: ``version`` makes sending an action again safe: once the game is past it, the
    action is refused with 409, not taken twice. The answer is the seat's new state."""
    game_id, token, _ = two_people
    sent = {"token": token, "action": "end", "version": 0}
    first = client.post(f"/api/games/{game_id}/actions", json=sent)
    assert first.status_code == 200
    assert first.json()["version"] == 1
    assert "if you sent it before, it was taken then" in refused_with(
        client.post(f"/api/games/{game_id}/actions", json=sent), 409
    )
    assert state(client, game_id, token)["version"] == 1


def test_a_game_asked_for_with_a_token_it_has_no_seat_for_is_refused(
    client: TestClient, two_people: tuple[str, str, str]
) -> None:
    """README: ``GET /api/games/{id}?token=T`` is the state as that seat sees it, without a
    token as a spectator: a token of another game's seat opens nothing here (403), and a
    game nobody has is 404, each in the one error shape."""
    game_id, _, _ = two_people
    elsewhere = create(client, players=2, seats=["human", "human"])["seats"][0]["token"]
    refused_with(client.get(f"/api/games/{game_id}", params={"token": elsewhere}), 403)
    refused_with(client.get("/api/games/AAAAAAAAAAAA"), 404)
    refused_with(client.get("/api/nothing/here"), 404)
    refused_with(client.put(f"/api/games/{game_id}/chat", json={}), 405)
    refused_with(client.get("/api/games", params={"limit": 10**9}), 422)
    refused_with(client.get("/api/games", params={"id": ["x"] * 101}), 422)


def test_chat_with_a_wrong_token_is_refused_and_a_spectators_line_is_a_spectators(
    client: TestClient, two_people: tuple[str, str, str]
) -> None:
    """README: ``POST /api/games/{id}/chat``; a line without a token is a spectator's, one with
    a token that opens no seat is refused, not said as anyone's."""
    game_id, token, _ = two_people
    refused_with(client.post(f"/api/games/{game_id}/chat", json={"token": TOKEN_LIKE, "text": "hello"}), 403)
    assert client.post(f"/api/games/{game_id}/chat", json={"text": "  hello  "}).json() == {"ok": "said"}
    chat = state(client, game_id, token)["chat"]
    assert [(line["seat"], line["name"], line["text"]) for line in chat] == [(None, "spectator", "hello")]


# -- the websocket -----------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    ("frame", "status", "words"),
    [
        (b'{"type": "action", "action": "end"}', 400, "send JSON as a text frame"),
        ("{nope", 400, "malformed message: not JSON"),
        ("[1, 2]", 400, "expected a JSON object"),
        ('{"type": "dance"}', 400, "unknown message"),
        ('{"type": "action"}', 400, "action must be a string"),
        ('{"type": "action", "action": "end", "version": true}', 400, "version must be a whole number"),
        ('{"type": "action", "action": "end", "version": 5}', 409, "not 5: the action was not taken"),
        ('{"type": "action", "action": "end", "versoin": 0}', 400, "'versoin' is not a field of an action message"),
        ('{"type": "action", "action": "end", "type": "chat"}', 400, "the key 'type' is given twice"),
        ('{"type": "chat", "text": 5}', 400, "text must be a string"),
        ('{"type": "chat", "text": "hi", "to": 1}', 400, "'to' is not a field of a chat message"),
        ('{"type": "action", "action": "' + "x" * 17_000 + '"}', 413, "over 16384 characters"),
        ("[" * 100 + "]" * 100, 400, "nested too deeply"),
    ],
)
def test_a_bad_websocket_message_is_answered_with_an_error_and_changes_nothing(
    client: TestClient, two_people: tuple[str, str, str], frame: str | bytes, status: int, words: str
) -> None:
    """docs/serving.md: a binary frame, a message too long or too deep is an ``error`` message;
    README: send ``{"type": "action", "action": ...}`` or ``{"type": "chat", "text": ...}``. A
    misspelt ``version`` (the action would be taken without its retry's safety) or a key given
    twice is refused as over HTTP. The connection stays open: the seat's next action is taken."""
    game_id, token, _ = two_people
    before = state(client, game_id, token)
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        assert socket.receive_json()["version"] == 0
        if isinstance(frame, bytes):
            socket.send_bytes(frame)
        else:
            socket.send_text(frame)
        error = socket.receive_json()
        assert (error["type"], error["status"]) == ("error", status), error
        assert words in error["message"]
        unchanged(client, game_id, token, before)
        socket.send_json({"type": "action", "action": "end", "version": 0})
        assert socket.receive_json()["version"] == 1


def test_a_websocket_refuses_an_action_out_of_turn_and_a_spectators(
    client: TestClient, two_people: tuple[str, str, str]
) -> None:
    """Only the seat to act acts (409 for another seat), and a spectator never (403, whatever
    the message holds)."""
    game_id, token, other = two_people
    before = state(client, game_id, token)
    with client.websocket_connect(f"/ws/games/{game_id}?token={other}") as socket:
        socket.receive_json()
        socket.send_json({"type": "action", "action": "end"})
        assert socket.receive_json() == {
            "type": "error",
            "status": 409,
            "message": "It is not your turn: waiting for Seat 0.",
        }
    with client.websocket_connect(f"/ws/games/{game_id}") as socket:
        socket.receive_json()
        # Who first: a seat's token slipped into the message does not make it hers.
        socket.send_json({"type": "action", "action": "end", "token": token})
        refused = socket.receive_json()
        assert refused["status"] == 403
        assert "spectators cannot act" in refused["message"]
    unchanged(client, game_id, token, before)


@pytest.mark.parametrize(("game", "code"), [("ours", 4403), ("AAAAAAAAAAAA", 4404)])
def test_a_websocket_with_a_wrong_token_or_game_is_told_and_closed_before_any_state(
    client: TestClient, two_people: tuple[str, str, str], game: str, code: int
) -> None:
    """A token that opens no seat (403) or a game nobody has (404): an ``error`` message, then
    the connection is closed (4000 + status); no ``state`` message ever reaches it."""
    game_id = two_people[0] if game == "ours" else game
    with client.websocket_connect(f"/ws/games/{game_id}?token={TOKEN_LIKE}") as socket:
        told = socket.receive_json()
        assert told["type"] == "error"
        assert told["status"] == code - 4000
        with pytest.raises(WebSocketDisconnect) as closed:
            socket.receive_json()
        assert closed.value.code == code


def test_a_state_carries_taken_once_an_action_sent_on_its_socket_is_taken(
    client: TestClient, two_people: tuple[str, str, str]
) -> None:
    """README: once an action sent on the websocket is taken, its ``state`` messages carry
    ``taken``: the version that action brought the game to; a socket that sent none has no
    ``taken``."""
    game_id, token, other = two_people
    with (
        client.websocket_connect(f"/ws/games/{game_id}?token={token}") as mine,
        client.websocket_connect(f"/ws/games/{game_id}?token={other}") as theirs,
    ):
        assert "taken" not in mine.receive_json()
        assert "taken" not in theirs.receive_json()
        mine.send_json({"type": "action", "action": "end", "version": 0})
        assert mine.receive_json()["taken"] == 1
        told = theirs.receive_json()
        assert told["version"] == 1
        assert "taken" not in told
        assert told["legal_actions"]


# -- whole games: what each seat and a spectator is sent -------------------------------------


GAMES: dict[str, dict[str, Any]] = {
    "4 players, bots": {"players": 4, "seats": ["heuristic", "human", "heuristic", "easy"], "seed": 11},
    "HQ 1-4, 3 players": {"players": 3, "seats": ["human", "heuristic", "heuristic"]}
    | {"modules": ["hq1", "hq2", "hq3", "hq4"], "seed": 12},
    "Recon 1-5, 2 players": {"players": 2, "seats": ["heuristic", "human"]}
    | {"modules": ["recon1", "recon2", "recon3", "recon4", "recon5"], "seed": 13},
    "2012 rules, variants": {"players": 3, "seats": ["human", "heuristic", "random"], "rules": "2012"}
    | {"modules": ["hq1", "hq2", "hq3"], "variants": ["leader_draft", "alternate_brawlers"], "seed": 14},
    "solo, harder": {"players": 1, "solo_added": ["brawler"], "solo_families_removed": 1, "seed": 15},
}


@pytest.mark.slow
@pytest.mark.parametrize("setup", list(GAMES), ids=list(GAMES))
def test_a_whole_game_over_the_websocket_shows_each_receiver_only_what_the_engine_lets_it_see(
    client: TestClient, setup: str
) -> None:
    """A client plays a person's seat over the websocket to the end, bots filling the other
    seats, while a spectator watches: every message either receives is the engine's
    ``view(seat)``, ``legal_actions(seat)`` and ``log(seat)`` (a spectator's: ``None``) at the
    message's version, never another hand, and no seed before the end."""
    made = create(client, **GAMES[setup])
    game_id, seat, token = made["id"], made["seats"][0]["seat"], made["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{game_id}") as watching:
        messages = play_over_the_websocket(client, game_id, token, random.Random(setup))
        engine = Engine(client, game_id)
        states = [m for m in messages if m["type"] == "state"]
        assert states[0]["log_from"] == 0
        assert states[-1]["over"]
        for message in states:
            shows_only_its_seat(message, engine, seat)
        # Each message's log goes on from the last one's: together, her whole log.
        assert [m["log_from"] for m in states[1:]] == [m["log_count"] for m in states[:-1]]
        watched = Engine(client, game_id)
        for _ in range(STEPS_MAX):
            message = watching.receive_json()
            shows_only_its_seat(message, watched, None)
            if message["over"]:
                break
    assert states[-1]["seed"] == GAMES[setup]["seed"]
    assert states[-1]["view"]["result"] is not None


def test_a_reconnected_seat_is_sent_its_whole_log_again_as_a_fresh_look_shows_it(client: TestClient) -> None:
    """A client that reconnects (a dropped connection) gets the state from the log's start
    (``log_from`` 0), the same as ``GET /api/games/{id}?token=T``, and plays on from it."""
    made = create(client, players=2, seats=["human", "heuristic"], seed=21)
    game_id, token = made["id"], made["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        first = socket.receive_json()
        socket.send_json({"type": "action", "action": first["legal_actions"][0], "version": 0})
        assert socket.receive_json()["taken"] == 1
    wait_for(lambda: waits_on_her(client, game_id, token))
    looked = state(client, game_id, token)
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        again = socket.receive_json()
    assert again["log_from"] == 0
    assert "taken" not in again
    assert {k: v for k, v in again.items() if k != "type"} == {k: v for k, v in looked.items() if k != "type"}
    shows_only_its_seat(again, Engine(client, game_id), 0)


@pytest.mark.slow
def test_a_sleeping_game_wakes_as_it_was_when_its_seat_opens_the_websocket(sqlite_url: str) -> None:
    """docs/serving.md: a game that waited on its people alone sleeps (it leaves the lobby's
    lists) and wakes, as it was, when a seat's link opens it; its websocket then plays on."""
    app = create_app(open_store(sqlite_url), bot_delay=0, limits=Limits(asleep_after=0.3))
    with TestClient(app) as client:
        made = create(client, players=2, seats=["human", "heuristic"], seed=22)
        game_id, token = made["id"], made["seats"][0]["token"]
        wait_for(lambda: waits_on_her(client, game_id, token))
        before = state(client, game_id, token)
        wait_for(lambda: game_id not in app.state.hub.tables, seconds=15)
        assert game_id not in [g["id"] for g in client.get("/api/games").json()]
        with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
            woken = socket.receive_json()
            assert {k: woken[k] for k in ("version", "view", "legal_actions", "log")} == {
                k: before[k] for k in ("version", "view", "legal_actions", "log")
            }
            socket.send_json({"type": "action", "action": woken["legal_actions"][0], "version": woken["version"]})
            assert socket.receive_json()["taken"] == woken["version"] + 1
        assert game_id in [g["id"] for g in client.get("/api/games").json()]


# -- the end: the file, the replay and the lobby's list ----------------------------------------


@pytest.fixture
def finished(client: TestClient) -> tuple[str, str]:
    """A 3-player game with HQ modules played to its end (one person, two bots): its id and
    the person's token."""
    made = create(client, players=3, seats=["heuristic", "human", "heuristic"], modules=["hq1", "hq2"], seed=31)
    play_over_the_websocket(client, made["id"], made["seats"][0]["token"], random.Random(31))
    return made["id"], made["seats"][0]["token"]


@pytest.mark.slow
def test_a_finished_games_replay_shows_each_step_as_the_engine_did_to_that_seat(
    client: TestClient, finished: tuple[str, str]
) -> None:
    """README: ``GET /api/games/{id}/replay?seat=N&step=K``: the finished game after K actions
    as seat N (or a spectator, without ``seat``) saw it: the engine's view and log then."""
    game_id, _ = finished
    steps = state(client, game_id)["version"]
    engines = {seat: Engine(client, game_id) for seat in (None, 0, 1, 2)}
    for step in (0, 1, steps // 3, steps // 2, steps - 1, steps):
        for seat, engine in engines.items():
            answer = client.get(
                f"/api/games/{game_id}/replay", params={"step": step} | ({} if seat is None else {"seat": seat})
            )
            replay = answer.json()
            game = engine.at(step)
            assert (replay["step"], replay["steps"], replay["seat"]) == (step, steps, seat)
            assert replay["view"] == as_sent(view_json(game.view(seat)))
            assert [{k: v for k, v in e.items() if k != "text"} for e in replay["log"]] == [
                event_facts(e) for e in game.log(seat)
            ]
    beyond = client.get(f"/api/games/{game_id}/replay", params={"step": 10**9}).json()
    assert beyond["step"] == steps  # a step past the end is the end
    refused_with(client.get(f"/api/games/{game_id}/replay", params={"seat": 3}), 400)
    refused_with(client.get(f"/api/games/{game_id}/replay", params={"step": -1}), 422)


def test_a_replay_and_the_games_file_are_refused_before_the_end(
    client: TestClient, two_people: tuple[str, str, str]
) -> None:
    """README: the replay of a finished game, a finished game as a file: before the end they
    would tell every hidden card (the seed and the actions), so they are refused."""
    game_id, _, _ = two_people
    assert "once the game is over" in refused_with(client.get(f"/api/games/{game_id}/replay"), 403)
    assert "once it is over" in refused_with(client.get(f"/api/games/{game_id}/file"), 403)


@pytest.mark.slow
def test_a_finished_games_file_holds_the_game_and_no_seats_token(client: TestClient, finished: tuple[str, str]) -> None:
    """README: ``GET /api/games/{id}/file``: a finished game in the terminal's save format;
    docs/serving.md: the database keeps only the tokens' SHA-256, and a file for anyone to
    download carries neither a token nor its hash."""
    game_id, token = finished
    answer = client.get(f"/api/games/{game_id}/file")
    assert answer.status_code == 200
    assert answer.headers["content-disposition"] == f'attachment; filename="scavengers-{game_id}.json"'
    table = client.app.state.hub.tables[game_id]  # type: ignore[attr-defined]
    text = answer.text
    assert token not in text
    assert "token" not in text
    assert all(digest not in text for digest in table.token_hashes if digest is not None)
    assert len(answer.json()["game"]["actions"]) == len(table.actions)


@pytest.mark.slow
def test_the_lobby_lists_a_finished_game_with_public_facts_only(client: TestClient, finished: tuple[str, str]) -> None:
    """README: ``GET /api/games``: the lobby's list (the latest change first, each with its
    seats' names; ``?id=A&id=B``: those games alone): public facts, no token, no seed."""
    game_id, token = finished
    other = create(client, players=2, seats=["human", "human"])
    listed = client.get("/api/games").json()
    assert [g["id"] for g in listed] == [other["id"], game_id]
    line = listed[1]
    result = client.app.state.hub.tables[game_id].game.result  # type: ignore[attr-defined]
    assert line["over"] is True
    assert line["winners"] == list(result.winners)
    assert line["names"] == ["Seat 0 (heuristic)", "Seat 1", "Seat 2 (heuristic)"]
    assert token not in json.dumps(listed)
    assert "seed" not in listed[1]
    assert [g["id"] for g in client.get("/api/games", params={"id": [game_id, "nope"]}).json()] == [game_id]
    assert [g["id"] for g in client.get("/api/games", params={"limit": 1}).json()] == [other["id"]]


def test_a_seat_joined_in_the_lobby_plays_and_its_link_no_longer_opens_it(client: TestClient) -> None:
    """README: name your seat and give others to the lobby (``open``), take a free seat under a
    name (``join``: its token and link); the link's old token then opens nothing (403), over
    HTTP and on a websocket, which is told so and closed."""
    made = create(client, players=2, seats=["human", "human"], seed=41)
    game_id, mine, given = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    opened = client.post(
        f"/api/lobby/tables/{game_id}/open", json={"token": mine, "name": "Ann", "seats": {"1": given}}
    )
    assert [s["state"] for s in opened.json()["seats"]] == ["taken", "open"]
    assert [t["id"] for t in client.get("/api/lobby/tables").json()] == [game_id]
    joined = client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Bob"}).json()
    assert set(joined) == {"id", "seat", "token", "url"}
    assert joined["seat"] == 1
    assert state(client, game_id, joined["token"])["players"][1]["name"] == "Bob (Seat 1)"
    refused_with(client.get(f"/api/games/{game_id}", params={"token": given}), 403)
    with client.websocket_connect(f"/ws/games/{game_id}?token={given}") as socket:
        assert socket.receive_json()["status"] == 403
    assert client.get("/api/lobby/tables").json() == []
    assert "next_token must be" in refused_with(
        client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "next_token": "short"}), 400
    )


# -- the websocket's allowances (docs/serving.md, "What one process takes on") -----------------


def test_a_websocket_that_keeps_flooding_is_answered_429_then_closed(
    client: TestClient, two_people: tuple[str, str, str]
) -> None:
    """docs/serving.md: websocket messages, 30 at once, then 10 a second; a connection that
    keeps flooding is closed. The first 30 of a flood are read; the rest are refused with 429
    until the connection is closed (1008), the game unchanged."""
    game_id, token, _ = two_people
    before = state(client, game_id, token)
    replies: list[int] = []
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        socket.receive_json()
        for _ in range(FLOOD_STRIKES + 60):
            socket.send_text('{"type": "dance"}')
        closed = None
        while closed is None:
            try:
                replies.append(socket.receive_json()["status"])
            except WebSocketDisconnect as disconnect:
                closed = disconnect
    assert closed.code == 1008
    assert replies[:30] == [400] * 30
    assert replies.count(429) == FLOOD_STRIKES + 1
    unchanged(client, game_id, token, before)


class Tap:
    """A websocket's message allowance that the test opens and shuts (``RateLimit``'s place)."""

    flowing = True

    def __init__(self, rate: float, burst: float) -> None:
        del rate, burst

    def allow(self) -> bool:
        return Tap.flowing


def test_a_long_games_refusals_do_not_count_as_a_flood(
    client: TestClient, two_people: tuple[str, str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/serving.md closes a connection that keeps flooding, not one that was refused often:
    a client whose actions a long game refused a hundred times (a version the bots moved past,
    a typo) and that then sends one message too fast is told 429 and plays on. Before, every
    refusal counted, and its first burst after the hundredth closed it."""
    monkeypatch.setattr(app_module, "RateLimit", Tap)
    monkeypatch.setattr(Tap, "flowing", True)
    game_id, token, _ = two_people
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        socket.receive_json()
        for _ in range(FLOOD_STRIKES + 1):
            socket.send_json({"type": "action", "action": "end", "version": 7})
            assert socket.receive_json()["status"] == 409
        Tap.flowing = False
        socket.send_json({"type": "action", "action": "end", "version": 0})
        assert socket.receive_json()["status"] == 429
        Tap.flowing = True
        socket.send_json({"type": "action", "action": "end", "version": 0})
        assert socket.receive_json()["taken"] == 1


def test_a_chat_line_over_the_seats_allowance_comes_back_to_its_sender_alone(
    client: TestClient, two_people: tuple[str, str, str]
) -> None:
    """docs/serving.md: chat lines, 10 at once, then 2 a second, per seat; a line refused over
    the websocket is answered ``{"type": "error", "status": 429, "message": ..., "chat": LINE}``
    to its sender alone; the other seat's allowance is its own."""
    game_id, token, other = two_people
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        socket.receive_json()
        for n in range(10):
            socket.send_json({"type": "chat", "text": f"line {n}"})
            assert socket.receive_json()["chat"][-1]["text"] == f"line {n}"
        socket.send_json({"type": "chat", "text": "one too many"})
        refused = socket.receive_json()
    assert (refused["type"], refused["status"], refused["chat"]) == ("error", 429, "one too many")
    assert [line["text"] for line in state(client, game_id, other)["chat"]] == [f"line {n}" for n in range(10)]
    said = client.post(f"/api/games/{game_id}/chat", json={"token": other, "text": "mine"})
    assert said.json() == {"ok": "said"}
