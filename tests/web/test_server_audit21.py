"""Audit 21: online play without a browser. A client drives the server as docs/serving.md, the
README's "Playing in the browser" and the API's own documentation describe it (FastAPI's
TestClient: no page, no Chromium): tables made and joined, seats taken by bots, each person's
messages over the websocket, refusals, reconnecting, two people acting at once, the server
rebuilt on the same database (SQLite, PostgreSQL) and a finished game's record.

Hidden information is checked from the rulebooks' words, not from the engine's own views: a
deck is face down [000:109], the cards kept for the skirmish are face down and only counted
[000:158], the initiator does not reveal what she saw [000:150], cards added to the junkyard go
face down [000:236], a dug card and a won contested resource are hidden [000:262, 000:268, 000:510],
and a leader is dealt face down until kept [000:650].
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from starlette.websockets import WebSocketDisconnect
from websockets.sync.client import connect

from scavengers.engine import Game
from scavengers.server import create_app
from scavengers.server.app import MAX_MESSAGE_CHARS
from scavengers.server.limits import Limits
from scavengers.storage import open_store
from scavengers.table import Table as SharedTable

from .conftest import ServerProcess, TestClient
from .test_server_audit19 import create, refused_with, state
from .test_server_faults import wait_for

PEOPLE_ONLY = {"players": 2, "seats": ["human", "human"], "seed": 5}
"""Two people and no bot: nothing moves under a test but what it sends (seat 0 acts first)."""
STEPS_MAX = 4000
"""More actions than any game here takes: a game that stalls fails, never hangs."""
RIVAL_HIDDEN = ("committed", "peeked", "dug", "kept", "trashed", "gained", "drew", "leaders_dealt")
"""Events whose cards a rival never sees (the rules cited in the module's docstring)."""


# -- helpers -------------------------------------------------------------------------------------


def hub_table(client: TestClient, game_id: str) -> Any:
    return client.app.state.hub.tables[game_id]  # type: ignore[attr-defined]


def omniscient(client: TestClient, game_id: str) -> Game:
    """The server's own game, for checking what lies where (never sent anyone)."""
    game: Game = hub_table(client, game_id).game
    return game


def act(client: TestClient, game_id: str, token: str, action: str, version: int | None = None) -> Any:
    body: dict[str, Any] = {"token": token, "action": action}
    if version is not None:
        body["version"] = version
    return client.post(f"/api/games/{game_id}/actions", json=body)


def whole_game(client: TestClient, game_id: str, tokens: dict[int, str]) -> dict[str, Any]:
    """Every seat's and the spectator's state, and the stored actions: the game as it is."""
    seen: dict[str, Any] = {str(seat): state(client, game_id, token) for seat, token in tokens.items()}
    seen["spectator"] = state(client, game_id)
    for one in seen.values():  # the chat's times are its own: its lines are compared
        one["chat"] = [(line["seat"], line["text"]) for line in one["chat"]]
    stored = client.app.state.hub.store.load_game(game_id)  # type: ignore[attr-defined]
    seen["stored"] = list(stored.actions)
    return seen


def moved_on(client: TestClient, game_id: str, version: int) -> bool:
    """Whether the game is past ``version`` (or over)."""
    now = state(client, game_id)
    return bool(now["version"] != version or now["over"])


def play_people(
    client: TestClient, game_id: str, tokens: dict[int, str], rng: random.Random, steps: int = STEPS_MAX
) -> None:
    """The people play their seats over HTTP (a random legal action, sent with its version)
    for ``steps`` actions of theirs or to the end, bots playing the other seats."""
    taken = 0
    for _ in range(STEPS_MAX * 4):
        if taken >= steps:
            return
        look = state(client, game_id)
        if look["over"]:
            return
        mover = next((seat for seat in look["view"]["to_act"] if seat in tokens), None)
        if mover is None:
            wait_for(partial(moved_on, client, game_id, look["version"]))
            continue
        mine = state(client, game_id, tokens[mover])
        if not mine["legal_actions"]:
            continue
        answer = act(client, game_id, tokens[mover], rng.choice(mine["legal_actions"]), mine["version"])
        if answer.status_code == 200:
            taken += 1
        else:  # a bot, or the server passing for a closed page, moved first
            assert answer.status_code == 409, answer.text
    raise AssertionError("the game did not end")


def people_server(url: str) -> FastAPI:
    """A server on ``url`` whose bots answer at once and which never passes for a closed page
    within a test (docs/serving.md: after 3 seconds): what a test compares stays as it was."""
    return create_app(open_store(url), bot_delay=0, absent_pass_after=600)


def tokens_of(made: dict[str, Any]) -> dict[int, str]:
    return {seat["seat"]: seat["token"] for seat in made["seats"]}


def is_subsequence(part: list[Any], whole: list[Any]) -> bool:
    rest = iter(whole)
    return all(any(item == other for other in rest) for item in part)


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[dict[str, Any], dict[str, Any], dict[str, Any]]]:
    """A finished 3-player game with HQ 1-3 (buildings, leaders dealt face down): a person at
    seat 1, heuristic bots at seats 0 and 2. Her whole log, the spectator's, and each bot seat's secret events
    (from the server's game: what she must never be told)."""
    url = f"sqlite:///{tmp_path_factory.mktemp('played') / 'games.sqlite3'}"
    with TestClient(create_app(open_store(url), bot_delay=0)) as client:
        made = create(
            client, players=3, seats=["heuristic", "human", "heuristic"], modules=["hq1", "hq2", "hq3"], seed=44
        )
        game_id, token = made["id"], made["seats"][0]["token"]
        play_people(client, game_id, {1: token}, random.Random(44))
        wait_for(lambda: state(client, game_id)["over"])
        hers, watched = state(client, game_id, token), state(client, game_id)
        secret = {"events": [e for e in omniscient(client, game_id)._state.events if e.audience is not None]}
        yield hers, watched, secret


# -- making a table, joining it, bots in the seats ---------------------------------------------


def test_a_new_game_with_no_settings_is_one_person_against_three_bots(client: TestClient) -> None:
    """README: ``POST /api/games``: "human" or a bot's name per seat, "default: a person and
    bots"; 4 players by default; a token for the person's seat alone."""
    made = create(client)
    assert [seat["seat"] for seat in made["seats"]] == [0]
    listed = client.get("/api/games").json()
    assert [(g["id"], g["players"], g["seats"]) for g in listed] == [
        (made["id"], 4, ["human", "heuristic", "heuristic", "heuristic"])
    ]


def test_each_persons_token_opens_her_own_seat_and_no_other_games(client: TestClient) -> None:
    """docs/serving.md: a seat's token is in its link only and proves that seat; README: a
    token that opens no seat of the game is refused (403), over HTTP and on the websocket."""
    made = create(client, players=3, seats=["human", "human", "human"])
    tokens = tokens_of(made)
    assert len(set(tokens.values())) == 3
    for seat, token in tokens.items():
        assert state(client, made["id"], token)["seat"] == seat
    other = create(client, **PEOPLE_ONLY)
    refused_with(client.get(f"/api/games/{other['id']}", params={"token": tokens[0]}), 403)
    with client.websocket_connect(f"/ws/games/{other['id']}?token={tokens[0]}") as socket:
        assert socket.receive_json()["status"] == 403
        with pytest.raises(WebSocketDisconnect) as closed:
            socket.receive_json()
        assert closed.value.code == 4403


@pytest.mark.slow
def test_the_bots_play_their_seats_until_a_person_must_decide(client: TestClient) -> None:
    """README: bots fill the other seats. [000:109] a random player starts; whoever it is, the
    bots move by themselves until the person's decision, and only the person's seat waits."""
    made = create(client, players=4, seats=["heuristic", "easy", "human", "random"], seed=8)
    game_id, token = made["id"], made["seats"][0]["token"]
    wait_for(lambda: state(client, game_id)["view"]["to_act"] == [2])
    table = hub_table(client, game_id)
    assert all(seat != 2 for seat, _ in table.actions)
    assert state(client, game_id, token)["legal_actions"]


def test_a_seat_given_to_the_lobby_is_listed_and_joined_under_a_name(client: TestClient) -> None:
    """README/docs: the creator lists a seat in the lobby (``open``), anyone joins it under a
    name (``join``) and alone learns its token; the seat's old link opens nothing; the lobby
    line says who sits where (public facts)."""
    made = create(client, **PEOPLE_ONLY)
    game_id, mine, given = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    line = client.post(
        f"/api/lobby/tables/{game_id}/open", json={"token": mine, "name": "Ann", "seats": {"1": given}}
    ).json()
    assert [s["state"] for s in line["seats"]] == ["taken", "open"]
    assert [t["id"] for t in client.get("/api/lobby/tables").json()] == [game_id]
    joined = client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Bea"}).json()
    assert joined["seat"] == 1
    assert joined["url"] == f"/game/{game_id}#token={joined['token']}"
    assert state(client, game_id, joined["token"])["seat"] == 1
    refused_with(client.get(f"/api/games/{game_id}", params={"token": given}), 403)
    line = client.get(f"/api/lobby/tables/{game_id}").json()
    assert [(s["state"], s["name"]) for s in line["seats"]] == [("taken", "Ann"), ("taken", "Bea")]
    assert "token" not in json.dumps(line)
    assert client.get("/api/lobby/tables").json() == []  # no free seat: no longer listed
    assert [p["name"] for p in state(client, game_id)["players"]] == ["Ann (Seat 0)", "Bea (Seat 1)"]


@pytest.mark.parametrize(
    ("seat", "status", "words"),
    [(1, 409, "seat 1 is not free"), (7, 400, "no seat 7: seats are 0-1"), (0, 409, "seat 0 is not free")],
)
def test_a_seat_that_is_not_free_cannot_be_joined(client: TestClient, seat: int, status: int, words: str) -> None:
    """A seat someone took, one never offered, or one beyond the table: refused in words, and
    the seats stay as they were."""
    made = create(client, **PEOPLE_ONLY)
    game_id, mine, given = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    client.post(f"/api/lobby/tables/{game_id}/open", json={"token": mine, "seats": {"1": given}})
    client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Bea"})
    line = client.get(f"/api/lobby/tables/{game_id}").json()
    assert words in refused_with(client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": seat}), status)
    assert client.get(f"/api/lobby/tables/{game_id}").json() == line
    assert state(client, game_id, mine)["seat"] == 0


@pytest.mark.slow
def test_a_persons_seat_nobody_took_handed_to_a_bot_is_played_by_it(client: TestClient) -> None:
    """docs/serving.md: a person's seat nobody has taken can be handed to a bot; the seat's
    token and link stop working, and the bot plays the seat from then on."""
    made = create(client, **PEOPLE_ONLY)
    game_id, mine, theirs = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    line = client.post(f"/api/lobby/tables/{game_id}/bot", json={"token": theirs, "seat": 1, "bot": "easy"}).json()
    assert line["seats"][1]["state"] == "bot"
    refused_with(client.get(f"/api/games/{game_id}", params={"token": theirs}), 403)
    play_people(client, game_id, {0: mine}, random.Random(3), steps=3)
    table = hub_table(client, game_id)
    wait_for(lambda: any(seat == 1 for seat, _ in table.actions))
    assert state(client, game_id)["players"][1]["player"] == "easy"


@pytest.mark.slow
def test_a_seat_handed_to_a_bot_on_its_own_turn_is_played_at_once(client: TestClient) -> None:
    """docs/serving.md: the table no longer waits for a friend who does not come: a person's seat
    handed to a bot while the game waits on it is played by the bot at once, and the game comes
    back to the person left."""
    made = create(client, **PEOPLE_ONLY)
    game_id, waited_on, left = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    assert state(client, game_id)["view"]["to_act"] == [0]
    answer = client.post(f"/api/lobby/tables/{game_id}/bot", json={"token": waited_on, "seat": 0, "bot": "random"})
    assert answer.status_code == 200, answer.text
    wait_for(lambda: state(client, game_id)["view"]["to_act"] == [1])
    assert {seat for seat, _ in hub_table(client, game_id).actions} == {0}
    assert state(client, game_id, left)["legal_actions"]


def test_the_last_persons_seat_cannot_go_to_a_bot(client: TestClient) -> None:
    """docs/serving.md: a table keeps one person at least: its last seat cannot go to a bot."""
    made = create(client, players=2, seats=["human", "heuristic"], seed=3)
    game_id, token = made["id"], made["seats"][0]["token"]
    before = client.get(f"/api/lobby/tables/{game_id}").json()
    answer = client.post(f"/api/lobby/tables/{game_id}/bot", json={"token": token, "seat": 0})
    assert "one person at least" in refused_with(answer, 409)
    assert client.get(f"/api/lobby/tables/{game_id}").json() == before
    assert state(client, game_id, token)["seat"] == 0


def test_a_link_sat_down_with_opens_nothing_afterwards(client: TestClient) -> None:
    """docs/serving.md: the friend sits down with her link under her name; the seat gets a new
    token only her browser learns; the link's token is refused with 403 over HTTP, and a
    websocket opened with it is told so and closed before anything of the seat reaches it."""
    made = create(client, **PEOPLE_ONLY)
    game_id, link = made["id"], made["seats"][1]["token"]
    sat = client.post(f"/api/lobby/tables/{game_id}/sit", json={"token": link, "name": "Bea"}).json()
    assert sat["token"] != link
    assert state(client, game_id, sat["token"])["players"][1]["name"] == "Bea (Seat 1)"
    refused_with(act(client, game_id, link, "end"), 403)
    with client.websocket_connect(f"/ws/games/{game_id}?token={link}") as socket:
        told = socket.receive_json()
        assert (told["type"], told["status"]) == ("error", 403)
        assert "hand" not in json.dumps(told)
        with pytest.raises(WebSocketDisconnect):
            socket.receive_json()


# -- what each person is told: the rulebooks' hidden information --------------------------------


@pytest.mark.slow
def test_a_rivals_secret_cards_never_reach_the_person(
    played: tuple[dict[str, Any], dict[str, Any], dict[str, Any]],
) -> None:
    """The person's whole log of a finished game: every event about a bot's seat of the kinds
    the rules keep hidden (its draw from a face-down deck [000:109], its skirmish cards
    [000:158], its peek [000:150], its dig and what it kept [000:510, 000:262], its trash
    [000:236], a won contested resource [000:268], its dealt leaders [000:650]) names no card:
    a count at most."""
    hers, _, _ = played
    about_bots = [e for e in hers["log"] if e["seat"] in (0, 2) and e["type"] in RIVAL_HIDDEN]
    assert {e["type"] for e in about_bots} >= {"committed", "drew", "peeked", "dug", "leaders_dealt"}, (
        "the game had them"
    )
    for event in about_bots:
        assert event["cards"] == [], event


@pytest.mark.slow
def test_the_person_sees_her_own_secrets(played: tuple[dict[str, Any], dict[str, Any], dict[str, Any]]) -> None:
    """The other side of the same rules: what is hidden from the others is hers to see. Her own
    draws, skirmish cards and peeks come to her with their cards [000:150, 000:158]."""
    hers, _, _ = played
    mine = [e for e in hers["log"] if e["seat"] == 1 and e["type"] in ("drew", "committed", "peeked")]
    assert any(e["cards"] for e in mine if e["type"] == "drew")
    assert all(len(e["cards"]) == e["count"] for e in mine if e["cards"])


@pytest.mark.slow
def test_a_won_contested_resource_is_told_to_its_winner_alone(
    played: tuple[dict[str, Any], dict[str, Any], dict[str, Any]],
) -> None:
    """[000:268]: the winner adds the contested resource to her discard pile "without revealing
    it to the other players": the person is told who won a skirmish, never the card a bot took."""
    hers, watched, secret = played
    gained_by_bots = [e for e in secret["events"] if e.type.value == "gained" and e.seat in (0, 2)]
    assert gained_by_bots, "a bot won a contested resource in this game"
    assert [e for e in hers["log"] if e["type"] == "skirmish_won" and e["seat"] in (0, 2)]
    for log in (hers["log"], watched["log"]):
        assert not [e for e in log if e["type"] == "gained" and e["seat"] in (0, 2)]
    names = {card for e in gained_by_bots for card in e.cards}
    for event in hers["log"]:
        if event["type"] in ("skirmish_won", "skirmish_totals") and event["seat"] in (0, 2):
            assert not names & set(event["cards"]), event


@pytest.mark.slow
def test_the_spectator_sees_no_hand_and_only_public_events(
    played: tuple[dict[str, Any], dict[str, Any], dict[str, Any]],
) -> None:
    """A spectator (a link without a token) holds no seat: no hand, nothing to choose, and of
    every hidden event ([000:158] the skirmish cards, [000:150] the peek...) only its count."""
    _, watched, _ = played
    assert watched["seat"] is None
    assert watched["view"]["hand"] == []
    assert watched["legal_actions"] == []
    for event in watched["log"]:
        if event["type"] in RIVAL_HIDDEN:
            assert event["cards"] == [], event


@pytest.mark.slow
def test_the_public_events_reach_the_person_and_the_spectator_in_the_same_words(
    played: tuple[dict[str, Any], dict[str, Any], dict[str, Any]],
) -> None:
    """Everyone at the table sees the same public events (a skirmish's reveal [000:266], a hire
    from the face-up stacks [000:107]) in the same order and the same words: the spectator's
    log is the person's with her own secrets left out."""
    hers, watched, _ = played
    assert is_subsequence(watched["log"], hers["log"])
    private = [e for e in hers["log"] if e not in watched["log"]]
    assert private
    assert all(e["seat"] == 1 for e in private if e["type"] in RIVAL_HIDDEN), "only her own secrets are extra"


def test_no_state_names_another_hand_or_any_deck(client: TestClient) -> None:
    """[000:109] each deck lies face down; a hand is its holder's. A person's state gives her
    own hand (the cards she holds, no more) and of everyone else's hand and every deck only
    how many cards they hold."""
    made = create(client, players=3, seats=["human", "human", "human"], seed=9)
    game = omniscient(client, made["id"])
    zones = game.zones()
    for seat, token in tokens_of(made).items():
        seen = state(client, made["id"], token)
        assert Counter(seen["view"]["hand"]) == Counter(c.kind for c in zones[f"{seat}:hand"])
        for other in seen["view"]["seats"]:
            assert set(other) & {"hand", "deck"} == set()
            assert other["hand_count"] == len(zones[f"{other['seat']}:hand"])
            assert other["deck_count"] == len(zones[f"{other['seat']}:deck"])
        assert "deck" not in seen["view"]


@pytest.mark.slow
def test_a_refusal_names_no_card_a_rival_holds(sqlite_url: str) -> None:
    """Hidden information (a hand is its holder's alone [000:109]): a refused action tells its
    sender nothing of another hand. Typing a card she does not hold is refused in the same
    words whether the other seat holds one or not (games of many seeds, both cases met)."""
    said: dict[bool, set[str]] = {True: set(), False: set()}
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0, games_per_minute=1000)) as client:
        for seed in range(60):
            made = create(client, players=2, seats=["human", "human"], seed=seed)
            game_id, token = made["id"], made["seats"][0]["token"]
            zones = omniscient(client, game_id).zones()
            if "brawler" in {c.kind for c in zones["0:hand"]} or state(client, game_id)["view"]["to_act"] != [0]:
                continue
            rival_holds = "brawler" in {c.kind for c in zones["1:hand"]}
            for typed in ("dig brawler", "hunt brawler", "draw brawler", "trash brawler"):
                said[rival_holds].add(refused_with(act(client, game_id, token, typed, 0), 400))
    assert said[True], "a seed where the rival holds a brawler"
    assert said[False], "a seed where she does not"
    assert said[True] == said[False]


# -- refusals over the websocket: a clear error, the game exactly as before -------------------


@pytest.mark.parametrize(
    ("who", "message", "status", "words"),
    [
        ("other", {"type": "action", "action": "end"}, 409, "It is not your turn: waiting for Seat 0."),
        ("mine", {"type": "action", "action": "hire thugs"}, 400, "You cannot hire thugs"),
        ("mine", {"type": "action", "action": "end", "seat": 1}, 400, "'seat' is not a field of an action message"),
        ("other", {"type": "action", "action": "end", "token": "MINE"}, 400, "'token' is not a field"),
        ("mine", {"type": "action", "action": "end", "version": 3}, 409, "not 3: the action was not taken"),
        ("mine", {"type": "action", "action": "x" * 2001}, 413, "the action is too long"),
        ("mine", {"type": "end"}, 400, "unknown message"),
        ("spectator", {"type": "action", "action": "end"}, 403, "spectators cannot act"),
        ("spectator", {"type": "action"}, 403, "spectators cannot act"),
        ("spectator", {"type": "action", "action": ["end"], "version": -1}, 403, "spectators cannot act"),
    ],
)
def test_a_refused_websocket_message_is_answered_and_the_game_is_exactly_as_before(
    client: TestClient, who: str, message: dict[str, Any], status: int, words: str
) -> None:
    """README/API opening: a refused message is answered ``{"type": "error", "status", "message"}``
    and the connection stays open; docs/serving.md: the game is exactly as before the refused
    action (every seat's state, the spectator's, the stored actions). A seat's token cannot be
    slipped into a message to act as another seat; the turn is seat 0's (gathering goes from
    the initiator clockwise, one player at a time [000:198]). A spectator
    is told she cannot act whatever her action message holds (app.py's "who first": it was
    told instead what was wrong with a message no seat of hers could send)."""
    made = create(client, **PEOPLE_ONLY)
    game_id, tokens = made["id"], tokens_of(made)
    before = whole_game(client, game_id, tokens)
    sent = {k: (tokens[0] if v == "MINE" else v) for k, v in message.items()}
    query = {"mine": f"?token={tokens[0]}", "other": f"?token={tokens[1]}", "spectator": ""}[who]
    with client.websocket_connect(f"/ws/games/{game_id}{query}") as socket:
        assert socket.receive_json()["type"] == "state"
        socket.send_json(sent)
        answer = socket.receive_json()
        assert set(answer) == {"type", "status", "message"}
        assert (answer["type"], answer["status"]) == ("error", status)
        assert words in answer["message"]
        assert whole_game(client, game_id, tokens) == before
        socket.send_json({"type": "chat", "text": "still here"})  # the connection stays open
        assert socket.receive_json()["chat"][-1]["text"] == "still here"


@pytest.mark.parametrize(
    ("frame", "words"),
    [
        ('{"type": "action", "action": "end"', "malformed message"),
        ('{"type": "action", "action": "end", "version": 0, "version": 0}', "given twice"),
        ("null", "expected a JSON object"),
        ('"end"', "expected a JSON object"),
        ('{"type": "action", "action": "end", "version": 0.0}', "version must be a whole number"),
        ('{"type": "action", "action": "end", "version": NaN}', "NaN is not a JSON number"),
        ('{"type": "action", "action": null}', "action must be a string"),
        ('{"type": "chat"}', "text must be a string"),
    ],
)
def test_malformed_json_on_the_websocket_is_an_error_and_changes_nothing(
    client: TestClient, frame: str, words: str
) -> None:
    """docs/serving.md: what is not a message (JSON that does not parse, a key twice, a version
    that is no whole number, NaN) is an ``error`` message (400), never a traceback; nothing
    changes."""
    made = create(client, **PEOPLE_ONLY)
    game_id, tokens = made["id"], tokens_of(made)
    before = whole_game(client, game_id, tokens)
    with client.websocket_connect(f"/ws/games/{game_id}?token={tokens[0]}") as socket:
        socket.receive_json()
        socket.send_text(frame)
        answer = socket.receive_json()
        assert (answer["type"], answer["status"]) == ("error", 400), answer
        assert words in answer["message"]
    assert whole_game(client, game_id, tokens) == before


def test_a_websocket_message_of_exactly_the_limit_is_read_and_one_more_is_refused(client: TestClient) -> None:
    """docs/serving.md: a websocket message is taken up to 16,384 characters; a longer one is an
    ``error`` message. At the limit it is read (here: a chat line too long for the chat, 422/400
    in words, not 413); one character more is refused as too long (413)."""
    made = create(client, **PEOPLE_ONLY)
    game_id, token = made["id"], made["seats"][0]["token"]
    shell = '{"type": "chat", "text": ""}'
    at_limit = shell.replace('""', '"' + "a" * (MAX_MESSAGE_CHARS - len(shell)) + '"')
    assert len(at_limit) == MAX_MESSAGE_CHARS == 16_384
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        socket.receive_json()
        socket.send_text(at_limit)
        read = socket.receive_json()
        assert read["status"] != 413
        assert "too long" in read["message"]
        socket.send_text(at_limit[:-2] + 'a"}')
        over = socket.receive_json()
        assert over["status"] == 413
        assert "over 16384 characters" in over["message"]
    assert state(client, game_id, token)["chat_count"] == 0


def test_an_action_over_http_with_another_seats_token_is_that_seats_not_the_actors(client: TestClient) -> None:
    """The token decides the seat: seat 1's token cannot take seat 0's turn (409: not your
    turn), and a token of another game's seat is refused (403). Nothing changes."""
    made = create(client, **PEOPLE_ONLY)
    game_id, tokens = made["id"], tokens_of(made)
    elsewhere = create(client, **PEOPLE_ONLY)["seats"][0]["token"]
    before = whole_game(client, game_id, tokens)
    legal = state(client, game_id, tokens[0])["legal_actions"][0]
    assert "not your turn" in refused_with(act(client, game_id, tokens[1], legal), 409)
    assert "not a seat of this game" in refused_with(act(client, game_id, elsewhere, legal), 403)
    assert whole_game(client, game_id, tokens) == before


def test_a_finished_game_takes_no_action_and_says_so(client: TestClient) -> None:
    """[000:170] once the contested resources are gone the game is over: nothing more is
    played. An action sent then is refused as a conflict with the game's state (409, as "not
    your turn" and the lobby's "this game is over"), in words saying so, with no "did you
    mean" for her words; nothing is stored."""
    made = create(client, players=1, seed=2)
    game_id, token = made["id"], made["seats"][0]["token"]
    play_people(client, game_id, {0: token}, random.Random(2))
    before = whole_game(client, game_id, {0: token})
    assert before["0"]["over"]
    for typed in ("end", "dig scavengr"):
        assert refused_with(act(client, game_id, token, typed), 409) == "The game is over: it takes no more actions."
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        socket.receive_json()
        socket.send_json({"type": "action", "action": "pass", "version": before["0"]["version"]})
        assert socket.receive_json() == {
            "type": "error",
            "status": 409,
            "message": "The game is over: it takes no more actions.",
        }
    assert whole_game(client, game_id, {0: token}) == before


# -- reconnecting and two devices -----------------------------------------------------------


def test_a_reconnecting_seat_gets_what_it_missed_in_one_fresh_state(client: TestClient) -> None:
    """A dropped connection misses the other person's move; opening the websocket again sends
    one state from the log's start (``log_from`` 0) with that move in it, at the game's version."""
    made = create(client, **PEOPLE_ONLY)
    game_id, tokens = made["id"], tokens_of(made)
    with client.websocket_connect(f"/ws/games/{game_id}?token={tokens[1]}") as socket:
        assert socket.receive_json()["version"] == 0
    assert act(client, game_id, tokens[0], "end", 0).status_code == 200
    with client.websocket_connect(f"/ws/games/{game_id}?token={tokens[1]}") as socket:
        again = socket.receive_json()
    assert (again["version"], again["log_from"], again["seat"]) == (1, 0, 1)
    assert again["log"] == state(client, game_id, tokens[1])["log"]
    assert again["legal_actions"]


def test_an_action_resent_after_a_lost_answer_is_taken_once(client: TestClient) -> None:
    """README: an action sent with its version may be sent again safely. Sent on a socket that
    drops before its answer, then again on a new socket: the second is refused (409, "it was
    taken then"), and the game moved by one action."""
    made = create(client, **PEOPLE_ONLY)
    game_id, token = made["id"], made["seats"][0]["token"]
    sent = {"type": "action", "action": "end", "version": 0}
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        socket.receive_json()
        socket.send_json(sent)
        wait_for(lambda: state(client, game_id)["version"] == 1)  # taken; its answer never read
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        assert socket.receive_json()["version"] == 1
        socket.send_json(sent)
        refused = socket.receive_json()
    assert refused["status"] == 409
    assert "it was taken then" in refused["message"]
    assert len(hub_table(client, game_id).actions) == 1


def test_two_devices_of_one_seat_both_follow_and_only_the_sender_is_told_taken(client: TestClient) -> None:
    """docs/serving.md: "both devices play it": two connections of one seat each get every
    state; ``taken`` marks the state on the socket that sent the action alone."""
    made = create(client, **PEOPLE_ONLY)
    game_id, token = made["id"], made["seats"][0]["token"]
    with (
        client.websocket_connect(f"/ws/games/{game_id}?token={token}") as phone,
        client.websocket_connect(f"/ws/games/{game_id}?token={token}") as laptop,
    ):
        phone.receive_json()
        laptop.receive_json()
        phone.send_json({"type": "action", "action": "end", "version": 0})
        on_phone, on_laptop = phone.receive_json(), laptop.receive_json()
        assert on_phone["taken"] == 1
        assert "taken" not in on_laptop
        assert on_phone["version"] == on_laptop["version"] == 1
        assert on_phone["view"] == on_laptop["view"]


# -- two people acting at once ----------------------------------------------------------------


def at_once(calls: list[Callable[[], Any]]) -> list[Any]:
    """Run the calls in threads released together; their results in order."""
    results: list[Any] = [None] * len(calls)
    gate = threading.Barrier(len(calls))

    def run(i: int) -> None:
        gate.wait()
        results[i] = calls[i]()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


@pytest.mark.slow
def test_two_people_acting_at_once_only_the_one_whose_turn_it_is_is_taken(client: TestClient) -> None:
    """[000:198] gathering goes from the initiator clockwise, one player at a time: both people
    send an action at the same moment (each with the version it saw), ten
    turns running; the one to act is taken, the other refused (409), the game never forks."""
    made = create(client, **PEOPLE_ONLY)
    game_id, tokens = made["id"], tokens_of(made)
    rng = random.Random(5)
    for _ in range(10):
        look = state(client, game_id)
        if look["over"]:
            break
        mover = look["view"]["to_act"][0]
        legal = state(client, game_id, tokens[mover])["legal_actions"]
        version, chosen = look["version"], rng.choice(legal)
        answers = at_once(
            [
                partial(act, client, game_id, tokens[mover], chosen, version),
                partial(act, client, game_id, tokens[1 - mover], "end", version),
            ]
        )
        assert [a.status_code for a in answers] == [200, 409]
        assert state(client, game_id)["version"] == look["version"] + 1
    table = hub_table(client, game_id)
    assert client.app.state.hub.store.load_game(game_id).actions == table.actions  # type: ignore[attr-defined]


def test_one_seat_sending_two_actions_at_once_from_two_devices_is_taken_once(client: TestClient) -> None:
    """Two devices of one seat send different actions chosen at the same version at the same
    moment: exactly one is taken, the other refused with 409, one action is stored."""
    made = create(client, **PEOPLE_ONLY)
    game_id, token = made["id"], made["seats"][0]["token"]
    legal = state(client, game_id, token)["legal_actions"]
    answers = at_once([lambda: act(client, game_id, token, legal[0], 0), lambda: act(client, game_id, token, "end", 0)])
    assert sorted(a.status_code for a in answers) == [200, 409]
    assert client.app.state.hub.store.load_game(game_id).actions == hub_table(client, game_id).actions  # type: ignore[attr-defined]
    assert len(hub_table(client, game_id).actions) == 1


def test_chat_from_two_seats_at_once_is_the_same_in_everyones_order(client: TestClient) -> None:
    """docs/serving.md: chat lines are numbered in the order they are taken: every seat and the
    spectator see the same lines in the same order, none lost."""
    made = create(client, **PEOPLE_ONLY)
    game_id, tokens = made["id"], tokens_of(made)

    def say(seat: int) -> Callable[[], Any]:
        def lines() -> None:
            for n in range(4):
                client.post(f"/api/games/{game_id}/chat", json={"token": tokens[seat], "text": f"{seat}-{n}"})

        return lines

    at_once([say(0), say(1)])
    seen = [[(c["seat"], c["text"]) for c in state(client, game_id, t)["chat"]] for t in (tokens[0], tokens[1], None)]
    assert seen[0] == seen[1] == seen[2]
    assert sorted(text for _, text in seen[0]) == sorted(f"{s}-{n}" for s in (0, 1) for n in range(4))


# -- the server rebuilt on the same database ------------------------------------------------------


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest) -> str:
    url: str = request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "pg_url")
    return url


@pytest.mark.slow
def test_a_game_goes_on_as_it_was_after_the_server_is_rebuilt_on_its_database(db_url: str) -> None:
    """docs/serving.md: a game is kept as its setup and its actions, every action stored before
    it is acknowledged; a restarted server loads the games still being played. After some moves,
    a name, a joined seat, chat and a refused action, a new server object on the same database
    shows every seat, the spectator and the lobby exactly as before; the old links that opened
    nothing still open nothing; the game goes on from its version."""
    with TestClient(people_server(db_url)) as client:
        made = create(client, players=3, seats=["human", "human", "human"], seed=17)
        game_id, tokens = made["id"], tokens_of(made)
        given = tokens.pop(2)
        listing = {"token": tokens[0], "name": "Ann", "seats": {"2": given}}
        client.post(f"/api/lobby/tables/{game_id}/open", json=listing)
        tokens[2] = client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 2, "name": "Cat"}).json()["token"]
        play_people(client, game_id, tokens, random.Random(17), steps=12)
        client.post(f"/api/games/{game_id}/chat", json={"token": tokens[1], "text": "gl"})
        mover = state(client, game_id)["view"]["to_act"][0]
        refused_with(act(client, game_id, tokens[(mover + 1) % 3], "end"), 409)
        before = whole_game(client, game_id, tokens)
        lobby = client.get(f"/api/lobby/tables/{game_id}").json()
        listed = client.get("/api/games").json()
    with TestClient(people_server(db_url)) as client:
        assert whole_game(client, game_id, tokens) == before
        assert client.get(f"/api/lobby/tables/{game_id}").json() == lobby
        relisted = client.get("/api/games").json()
        # Their true updated times (docs/serving.md): the database's, within its commit's moment.
        assert [{k: v for k, v in g.items() if k != "updated"} for g in relisted] == [
            {k: v for k, v in g.items() if k != "updated"} for g in listed
        ]
        assert abs(relisted[0]["updated"] - listed[0]["updated"]) < 0.5
        refused_with(client.get(f"/api/games/{game_id}", params={"token": given}), 403)
        mine = state(client, game_id, tokens[mover])
        taken = act(client, game_id, tokens[mover], mine["legal_actions"][0], mine["version"])
        assert taken.status_code == 200
        assert taken.json()["version"] == before["spectator"]["version"] + 1


@pytest.mark.slow
def test_the_bots_go_on_by_themselves_after_the_server_is_rebuilt(sqlite_url: str) -> None:
    """docs/serving.md: the restarted server starts the bots of the games it loads; a game
    where a bot is to move moves on without anyone asking."""
    with TestClient(create_app(open_store(sqlite_url), bot_delay=60)) as client:
        made = create(client, players=2, seats=["human", "heuristic"], seed=6)
        game_id, token = made["id"], made["seats"][0]["token"]
        for _ in range(20):  # her turn to its end; the bot, waiting a minute, does not move
            mine = state(client, game_id, token)
            if mine["view"]["to_act"] == [1]:
                break
            legal = mine["legal_actions"]
            chosen = "end" if "end" in legal else legal[0]
            assert act(client, game_id, token, chosen, mine["version"]).status_code == 200
        assert state(client, game_id)["view"]["to_act"] == [1]
        stopped_at = state(client, game_id)["version"]
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        wait_for(lambda: state(client, game_id)["version"] > stopped_at)
        assert hub_table(client, game_id).actions[stopped_at][0] == 1


@pytest.mark.slow
def test_an_action_acknowledged_just_before_the_server_goes_survives_it(db_url: str) -> None:
    """docs/serving.md: every action is in the database before it is acknowledged: the last
    answered one is there after a rebuild, and its version is refused as taken already."""
    with TestClient(people_server(db_url)) as client:
        made = create(client, **PEOPLE_ONLY)
        game_id, token = made["id"], made["seats"][0]["token"]
        assert act(client, game_id, token, "end", 0).status_code == 200
    with TestClient(people_server(db_url)) as client:
        assert state(client, game_id, token)["version"] == 1
        assert "it was taken then" in refused_with(act(client, game_id, token, "end", 0), 409)


@pytest.mark.slow
def test_two_servers_on_one_postgresql_database_play_one_game_together(pg_url: str) -> None:
    """docs/serving.md: several processes share games through PostgreSQL, each told of the
    others' changes: a move made through one server reaches a websocket of the other, and the
    same version sent to both at once is taken once."""
    with (
        TestClient(create_app(open_store(pg_url), bot_delay=0)) as one,
        TestClient(create_app(open_store(pg_url), bot_delay=0)) as two,
    ):
        made = create(one, **PEOPLE_ONLY)
        game_id, tokens = made["id"], tokens_of(made)
        with two.websocket_connect(f"/ws/games/{game_id}?token={tokens[1]}") as socket:
            assert socket.receive_json()["version"] == 0
            assert act(one, game_id, tokens[0], "end", 0).status_code == 200
            told = socket.receive_json()
            assert told["version"] == 1
            assert told["legal_actions"]
        legal = state(two, game_id, tokens[1])["legal_actions"]
        answers = at_once(
            [lambda: act(one, game_id, tokens[1], legal[0], 1), lambda: act(two, game_id, tokens[1], legal[-1], 1)]
        )
        assert sorted(a.status_code for a in answers) == [200, 409]
        wait_for(lambda: state(one, game_id)["version"] == state(two, game_id)["version"] == 2)
        assert hub_table(one, game_id).actions == hub_table(two, game_id).actions


# -- a finished game's record -----------------------------------------------------------------


@pytest.fixture
def ended(sqlite_url: str) -> Iterator[tuple[str, str]]:
    """A 2-player game, a person and a bot, played to its end; its database."""
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        made = create(client, players=2, seats=["human", "heuristic"], modules=["hq1"], seed=29)
        play_people(client, made["id"], {0: made["seats"][0]["token"]}, random.Random(29))
        wait_for(lambda: state(client, made["id"])["over"])
        yield made["id"], made["seats"][0]["token"]


@pytest.mark.slow
def test_a_finished_games_file_replays_to_the_result_every_seat_was_shown(
    sqlite_url: str, ended: tuple[str, str]
) -> None:
    """README: a finished game as a file, the terminal's save format: replayed by the rules
    from its setup and actions, it ends as the server said, with the same winners and scores
    (the end and its scoring: [000:170]); and it carries no seat's token."""
    game_id, token = ended
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        answer = client.get(f"/api/games/{game_id}/file")
        assert answer.status_code == 200
        assert token not in answer.text
        game, seats, _, _ = SharedTable.parse(answer.json(), "the file", to_play=False)
        result = state(client, game_id, token)["view"]["result"]
        assert game.over
        assert game.result is not None
        assert list(game.result.winners) == result["winners"]
        assert seats == ["human", "heuristic"]
        summary = next(g for g in client.get("/api/games").json() if g["id"] == game_id)
        assert summary["winners"] == result["winners"]
        assert summary["over"] is True
        assert summary["to_act"] == []


@pytest.mark.slow
def test_a_finished_games_record_is_the_same_after_a_restart(sqlite_url: str, ended: tuple[str, str]) -> None:
    """docs/serving.md: a finished game is marked so; a restarted server lists the finished
    games changed last as before (their true ``updated`` times), and its page, its replay and
    its file are as they were."""
    game_id, token = ended
    # The fixture's server is gone (its TestClient closed): two more lives on the same file.
    views = []
    for _ in range(2):
        with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
            summary = next(g for g in client.get("/api/games").json() if g["id"] == game_id)
            replay = client.get(f"/api/games/{game_id}/replay", params={"step": 10**6, "seat": 0}).json()
            file = client.get(f"/api/games/{game_id}/file").json()
            views.append((summary, state(client, game_id, token)["view"], replay, file))
    assert views[0] == views[1]
    summary, view, replay, _ = views[0]
    assert summary["over"] is True
    assert replay["view"] == view


@pytest.mark.slow
def test_a_finished_game_may_still_be_talked_about(sqlite_url: str, ended: tuple[str, str]) -> None:
    """docs/serving.md: spectators may chat at any game, a finished one too; so may its people.
    Nothing else of the game changes."""
    game_id, token = ended
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        before = state(client, game_id, token)
        assert client.post(f"/api/games/{game_id}/chat", json={"token": token, "text": "gg"}).status_code == 200
        assert client.post(f"/api/games/{game_id}/chat", json={"text": "well played"}).status_code == 200
        after = state(client, game_id, token)
        assert [(c["seat"], c["text"]) for c in after["chat"][-2:]] == [(0, "gg"), (None, "well played")]
        assert (after["version"], after["view"]) == (before["version"], before["view"])


def test_the_file_of_a_game_not_over_is_refused(client: TestClient) -> None:
    """README: a game is given as a file once it is over (its actions and seed tell every hidden
    card): before, 403 in words."""
    made = create(client, **PEOPLE_ONLY)
    assert "once it is over" in refused_with(client.get(f"/api/games/{made['id']}/file"), 403)
    assert "seed" not in state(client, made["id"], made["seats"][0]["token"])


def test_the_seed_is_told_once_the_game_is_over(client: TestClient) -> None:
    """Whoever knows a game's seed can work out every face-down card [000:109]: a state carries
    it only once the game is over, and then to every seat and the spectator alike."""
    made = create(client, players=1, seed=12)
    game_id, token = made["id"], made["seats"][0]["token"]
    assert "seed" not in state(client, game_id, token)
    play_people(client, game_id, {0: token}, random.Random(12))
    assert state(client, game_id, token)["seed"] == state(client, game_id)["seed"] == 12


# -- a whole game of two people over their websockets, a spectator watching --------------------


@pytest.fixture(scope="module")
def duel(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """Two people play a whole 2-player game (HQ 1) over HTTP while each has her websocket
    open and a spectator watches: every message each of the three receives, in order, and each
    one's full state at the end. The client stays open for the tests (``"client"``)."""
    url = f"sqlite:///{tmp_path_factory.mktemp('duel') / 'games.sqlite3'}"
    with TestClient(create_app(open_store(url), bot_delay=0)) as client:
        made = create(client, players=2, seats=["human", "human"], modules=["hq1"], seed=61)
        game_id, tokens = made["id"], tokens_of(made)
        rng = random.Random(61)
        received: dict[str, list[dict[str, Any]]] = {"0": [], "1": [], "spectator": []}
        with (
            client.websocket_connect(f"/ws/games/{game_id}?token={tokens[0]}") as first,
            client.websocket_connect(f"/ws/games/{game_id}?token={tokens[1]}") as second,
            client.websocket_connect(f"/ws/games/{game_id}") as watching,
        ):
            sockets = {"0": first, "1": second, "spectator": watching}
            version = 0
            for _ in range(STEPS_MAX):
                for who, socket in sockets.items():  # each is sent the state of every change
                    while not received[who] or received[who][-1]["version"] < version:
                        received[who].append(socket.receive_json())
                if received["spectator"][-1]["over"]:
                    break
                mover = received["spectator"][-1]["view"]["to_act"][0]
                legal = received[str(mover)][-1]["legal_actions"]
                answer = act(client, game_id, tokens[mover], rng.choice(legal), version)
                assert answer.status_code == 200, answer.text
                version = answer.json()["version"]
            else:
                raise AssertionError("the game did not end")
        final = {"0": state(client, game_id, tokens[0]), "1": state(client, game_id, tokens[1])}
        final["spectator"] = state(client, game_id)
        yield {"client": client, "id": game_id, "tokens": tokens, "received": received, "final": final}


@pytest.mark.slow
def test_each_receivers_messages_add_up_to_her_whole_log(duel: dict[str, Any]) -> None:
    """The API opening: a ``state`` message after every change, each carrying the log from where
    the last one ended (``log_from``): put together, each receiver's messages are her whole log
    as a fresh look shows it, with no event twice and none missed."""
    for who, messages in duel["received"].items():
        assert messages[0]["log_from"] == 0
        assert [m["log_from"] for m in messages[1:]] == [m["log_count"] for m in messages[:-1]]
        joined = [event for message in messages for event in message["log"]]
        assert joined == duel["final"][who]["log"], who
        assert [m["version"] for m in messages] == sorted(m["version"] for m in messages)


@pytest.mark.slow
def test_the_same_public_events_reach_both_people_and_the_spectator(duel: dict[str, Any]) -> None:
    """Everyone sees the same public events ([000:266] the forces revealed together, the hires
    from the face-up stacks [000:107]) in the same order and words: the spectator's log is in
    each person's, and what a person has beyond it is her own secrets alone."""
    logs = {who: final["log"] for who, final in duel["final"].items()}
    for seat in ("0", "1"):
        assert is_subsequence(logs["spectator"], logs[seat])
        extra = [e for e in logs[seat] if e not in logs["spectator"]]
        assert extra
        assert {e["seat"] for e in extra} == {int(seat)}


@pytest.mark.slow
def test_no_websocket_message_tells_a_person_the_others_secret_cards(duel: dict[str, Any]) -> None:
    """[000:109, 000:150, 000:158, 000:236, 000:262, 000:268]: of every event about the other
    person's hidden cards (her draws, peeks, skirmish cards, digs, trash, the contested resource
    she won) a person and the spectator are told the count at most; no message shows another
    seat's hand; the seed comes with the end alone."""
    for who, messages in duel["received"].items():
        for message in messages:
            for event in message["log"]:
                if event["type"] in RIVAL_HIDDEN and str(event["seat"]) != who:
                    assert event["cards"] == [], (who, event)
            for seat in message["view"]["seats"]:
                assert "hand" not in seat
            if who == "spectator":
                assert message["view"]["hand"] == []
                assert message["legal_actions"] == []
            assert ("seed" in message) == message["over"]


@pytest.mark.slow
def test_a_persons_hand_in_each_message_is_hers_at_that_version(duel: dict[str, Any]) -> None:
    """Her own hand is hers to see: each message to a person shows the hand she holds at that
    message's version (the game replayed by the rules from the stored actions), no more."""
    client, game_id = duel["client"], duel["id"]
    table = hub_table(client, game_id)
    game = Game.new(table.game.config)
    done = 0
    for message in duel["received"]["0"]:
        for seat, action in table.actions[done : message["version"]]:
            game.apply(seat, action)
        done = message["version"]
        assert Counter(message["view"]["hand"]) == Counter(c.kind for c in game.zones()["0:hand"])


@pytest.mark.slow
def test_play_again_seats_the_same_people_in_a_new_game(duel: dict[str, Any]) -> None:
    """README: a finished game offers "play again" with the same people: the first to ask starts
    a new game with the same seats, modules and rules and a new seed; the other takes her same
    seat there; each learns her new token alone, and the finished game points to the next."""
    client, game_id, tokens = duel["client"], duel["id"], duel["tokens"]
    first = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": tokens[1]}).json()
    second = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": tokens[0]}).json()
    assert first["id"] == second["id"] != game_id
    assert (first["seat"], second["seat"]) == (1, 0)
    assert first["token"] not in tokens.values()
    assert state(client, first["id"], first["token"])["seat"] == 1
    assert state(client, second["id"], second["token"])["seat"] == 0
    old, new = hub_table(client, game_id).game.config, hub_table(client, first["id"]).game.config
    assert (new.modules, new.rules, new.players) == (old.modules, old.rules, old.players)
    assert state(client, first["id"])["seeded"] is False
    assert state(client, game_id, tokens[0])["next"] == first["id"]
    assert client.get(f"/api/lobby/tables/{game_id}").json()["next"] == first["id"]


# -- the lobby when two people reach for one seat ---------------------------------------------


def test_two_people_joining_one_free_seat_at_once_one_takes_it(client: TestClient) -> None:
    """A seat listed in the lobby is taken by whoever joins first: two at once, one gets it and
    its token, the other is refused (409: not free), and the seat opens for the first alone."""
    made = create(client, **PEOPLE_ONLY)
    game_id, mine, given = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    client.post(f"/api/lobby/tables/{game_id}/open", json={"token": mine, "seats": {"1": given}})
    answers = at_once(
        [
            lambda: client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Bea"}),
            lambda: client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Cy"}),
        ]
    )
    assert sorted(a.status_code for a in answers) == [200, 409]
    won = next(a.json() for a in answers if a.status_code == 200)
    assert state(client, game_id, won["token"])["seat"] == 1
    name = client.get(f"/api/lobby/tables/{game_id}").json()["seats"][1]["name"]
    assert name in ("Bea", "Cy")
    assert [p["name"] for p in state(client, game_id)["players"]][1] == f"{name} (Seat 1)"


def test_two_people_sitting_down_with_one_link_at_once_one_sits(client: TestClient) -> None:
    """docs/serving.md: a link opens its seat for whoever has it until someone sits down with
    it: two at once with one link, one sits (her new token), the other is refused (403: the
    link opens nothing now)."""
    made = create(client, **PEOPLE_ONLY)
    game_id, link = made["id"], made["seats"][1]["token"]
    answers = at_once(
        [
            lambda: client.post(f"/api/lobby/tables/{game_id}/sit", json={"token": link, "name": "Bea"}),
            lambda: client.post(f"/api/lobby/tables/{game_id}/sit", json={"token": link, "name": "Cy"}),
        ]
    )
    assert sorted(a.status_code for a in answers) == [200, 403]
    won = next(a.json() for a in answers if a.status_code == 200)
    assert state(client, game_id, won["token"])["seat"] == 1
    refused_with(client.get(f"/api/games/{game_id}", params={"token": link}), 403)


# -- finished games beyond those kept in memory --------------------------------------------------


@pytest.mark.slow
def test_a_finished_game_left_out_at_a_restart_opens_when_asked_for(sqlite_url: str) -> None:
    """docs/serving.md: a restarted server loads the finished games changed last (as many as it
    keeps); an older one is loaded when someone opens it (its page, its replay), as it was."""
    limits = Limits(finished_kept=1)
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0, limits=limits)) as client:
        ended_games = []
        for seed in (71, 72):
            made = create(client, players=1, seed=seed)
            play_people(client, made["id"], {0: made["seats"][0]["token"]}, random.Random(seed))
            token = made["seats"][0]["token"]
            ended_games.append((made["id"], token, state(client, made["id"], token)))
    older, newer = ended_games
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0, limits=limits)) as client:
        assert [g["id"] for g in client.get("/api/games").json()] == [newer[0]]
        again = state(client, older[0], older[1])
        assert (again["view"], again["log"], again["seed"]) == (older[2]["view"], older[2]["log"], older[2]["seed"])
        replay = client.get(f"/api/games/{older[0]}/replay", params={"step": 10**6, "seat": 0})
        assert replay.status_code == 200
        assert replay.json()["view"] == older[2]["view"]


# -- half a character: valid JSON, not UTF-8 ------------------------------------------------------


@pytest.mark.parametrize(
    "frame",
    [
        '{"type": "chat", "text": "a\\ud800"}',
        '{"type": "chat", "text": "\\udfff"}',
        '{"type": "action", "action": "dig \\ud800"}',
        '{"type": "action", "action": "end", "\\ud800": 1}',
    ],
)
def test_half_a_character_on_the_websocket_is_refused_in_a_frame_that_can_be_sent(
    client: TestClient, frame: str
) -> None:
    """docs/serving.md: a bad message is an ``error`` message, never a traceback, and the
    connection stays open. ``"\\ud800"`` is valid JSON but half of a character: a refused chat
    line came back to its sender with it raw, which a websocket text frame (UTF-8) cannot carry:
    the real server failed with a traceback and dropped the connection. The refusal is valid
    UTF-8 now, and gives her back exactly the line she sent."""
    made = create(client, **PEOPLE_ONLY)
    game_id, token = made["id"], made["seats"][0]["token"]
    sent = json.loads(frame)
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
        socket.receive_json()
        socket.send_text(frame)
        text = socket.receive_text()
        text.encode("utf-8")  # what a text frame carries
        refused = json.loads(text)
        assert (refused["type"], refused["status"]) == ("error", 400)
        if sent["type"] == "chat":
            assert refused["chat"] == sent["text"]
            assert "half of a character" in refused["message"]
        socket.send_json({"type": "action", "action": "end", "version": 0})
        assert socket.receive_json()["version"] == 1


@pytest.mark.slow
def test_half_a_character_in_a_chat_line_leaves_a_real_servers_connection_open(server: ServerProcess) -> None:
    """The same over a real server (uvicorn, a real websocket): the refusal of a chat line with
    half a character reaches its sender, the connection stays open for her next action, and
    the server's log shows no traceback."""
    made = httpx.post(f"{server.url}/api/games", json=PEOPLE_ONLY).json()
    game_id, token = made["id"], made["seats"][0]["token"]
    with connect(f"ws://127.0.0.1:{server.port}/ws/games/{game_id}?token={token}") as socket:
        assert json.loads(socket.recv(timeout=10))["type"] == "state"
        socket.send('{"type": "chat", "text": "hi \\ud800"}')
        refused = json.loads(socket.recv(timeout=10))
        assert (refused["status"], refused["chat"]) == (400, "hi \ud800")
        socket.send(json.dumps({"type": "action", "action": "end", "version": 0}))
        assert json.loads(socket.recv(timeout=10))["version"] == 1
    server.stop()
    assert server.process is not None
    assert server.process.stderr is not None
    assert "Traceback" not in server.process.stderr.read().decode()


# -- more of the rebuilt server ----------------------------------------------------------------


@pytest.mark.slow
def test_the_lobby_lists_the_games_in_the_same_order_after_a_restart(sqlite_url: str) -> None:
    """docs/serving.md: every game's last change (an action, a chat line) is stored with it, so
    a restarted server's lobby (``GET /api/games``, the latest change first) lists the games as
    before the restart. Three games, changed last by an action, a chat line and nothing."""
    with TestClient(people_server(sqlite_url)) as client:
        games = [create(client, **PEOPLE_ONLY) for _ in range(3)]
        time.sleep(0.02)
        assert act(client, games[0]["id"], games[0]["seats"][0]["token"], "end", 0).status_code == 200
        time.sleep(0.02)
        said = {"token": games[1]["seats"][1]["token"], "text": "hello"}
        assert client.post(f"/api/games/{games[1]['id']}/chat", json=said).status_code == 200
        before = [g["id"] for g in client.get("/api/games").json()]
    assert before == [games[1]["id"], games[0]["id"], games[2]["id"]]
    with TestClient(people_server(sqlite_url)) as client:
        assert [g["id"] for g in client.get("/api/games").json()] == before


@pytest.mark.slow
def test_a_websocket_opened_again_after_a_restart_is_sent_what_it_was_sent_before(sqlite_url: str) -> None:
    """A page whose server restarted opens its websocket again: the state it is sent (its
    view, legal actions, whole log, chat) is the one it had, and its action is taken."""
    with TestClient(people_server(sqlite_url)) as client:
        made = create(client, **PEOPLE_ONLY)
        game_id, tokens = made["id"], tokens_of(made)
        play_people(client, game_id, tokens, random.Random(8), steps=9)
        client.post(f"/api/games/{game_id}/chat", json={"text": "watching"})
        mover = state(client, game_id)["view"]["to_act"][0]
        with client.websocket_connect(f"/ws/games/{game_id}?token={tokens[mover]}") as socket:
            before = socket.receive_json()
    with (
        TestClient(people_server(sqlite_url)) as client,
        client.websocket_connect(f"/ws/games/{game_id}?token={tokens[mover]}") as socket,
    ):
        after = socket.receive_json()
        for key in ("version", "view", "legal_actions", "log", "players", "score", "chat_count"):
            assert after[key] == before[key], key
        assert [c["text"] for c in after["chat"]] == ["watching"]
        socket.send_json({"type": "action", "action": after["legal_actions"][0], "version": after["version"]})
        assert socket.receive_json()["taken"] == after["version"] + 1


@pytest.mark.slow
def test_chat_said_through_two_postgresql_servers_is_in_one_order_on_both(pg_url: str) -> None:
    """docs/serving.md: chat lines are numbered by the database in the order it takes them, so
    every process shows the same lines in the same order: lines said alternately through two
    servers are shown by both in the order they were said."""
    with (
        TestClient(create_app(open_store(pg_url), bot_delay=0)) as one,
        TestClient(create_app(open_store(pg_url), bot_delay=0)) as two,
    ):
        made = create(one, **PEOPLE_ONLY)
        game_id, tokens = made["id"], tokens_of(made)
        state(two, game_id)  # the second server holds the game too
        for n, (server, seat) in enumerate([(one, 0), (two, 1), (one, 0), (two, 1)]):
            said = {"token": tokens[seat], "text": f"line {n}"}
            assert server.post(f"/api/games/{game_id}/chat", json=said).status_code == 200
        expected = [(0, "line 0"), (1, "line 1"), (0, "line 2"), (1, "line 3")]
        for server in (one, two):
            wait_for(partial(said_in_order, server, game_id, expected))


def said_in_order(client: TestClient, game_id: str, expected: list[tuple[int, str]]) -> bool:
    return [(c["seat"], c["text"]) for c in state(client, game_id)["chat"]] == expected
