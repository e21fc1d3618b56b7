"""The lobby's endpoints, in process: names for modules and bots, the rules, the ranked menu a
seat chooses from, free seats taken under a name, and "play again" with the same people."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from scavengers.server import create_app
from scavengers.storage import open_store

from .conftest import ServerProcess, TestClient
from .test_server_api import new_game, state
from .test_web_browser import store_stacked


def menu(client: TestClient, game_id: str, token: str | None, picked: list[str] | None = None) -> dict[str, Any]:
    response = client.post(f"/api/games/{game_id}/menu", json={"token": token, "picked": picked or []})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def two_people(client: TestClient, seed: int = 4) -> tuple[str, str, str]:
    game = new_game(client, ["human", "human"], seed=seed)
    return game["id"], game["seats"][0]["token"], game["seats"][1]["token"]


def test_modules_and_bots_have_names_and_every_playable_one_is_listed(client: TestClient) -> None:
    named = client.get("/api/lobby/setup").json()
    setup = client.get("/api/setup").json()
    modules = {m["id"]: m for m in named["modules"]}
    assert set(modules) == set(setup["modules"])
    assert modules["hq1"]["name"].startswith("HQ 1")
    assert modules["recon5"]["name"] == "Recon 5: The Kitchen Sink"
    assert {m["id"] for m in named["modules"] if m["playable"]} == set(setup["playable_modules"])
    bots = {b["id"]: b["name"] for b in named["bots"]}
    assert set(bots) == set(setup["seats"]) - {"human"}
    assert bots["heuristic_v1"] == "Heuristic bot, first version"
    assert all(name != bot for bot, name in bots.items())  # a name, never the id


def test_the_lobby_is_told_what_each_module_and_variant_is_played_with(client: TestClient) -> None:
    # [000:534-691] the HQ modules are cumulative; leader drafting bribes HQ 3's leaders.
    named = client.get("/api/lobby/setup").json()
    needs = {x["id"]: x["needs"] for x in named["modules"] + named["variants"]}
    assert needs["hq1"] == []
    assert needs["hq4"] == ["hq1", "hq2", "hq3"]
    assert needs["recon2"] == []
    assert needs["leader_draft"] == ["hq1", "hq2", "hq3"]
    assert needs["alternate_brawlers"] == []


def test_the_games_list_names_the_seats_that_have_a_name(client: TestClient) -> None:
    game_id, first, _ = two_people(client)
    client.post(f"/api/lobby/tables/{game_id}/open", json={"token": first, "name": "Ann"})
    listed = client.get("/api/games").json()[0]
    assert listed["names"] == ["Ann (Seat 0)", "Seat 1"]
    assert listed["seats"] == ["human", "human"]  # kept as it was


def test_cards_carry_the_player_texts_not_the_designer_notes(client: TestClient) -> None:
    cards = client.get("/api/cards").json()
    assert "As above" not in cards["tribe_family_4"]["text"]
    assert "family of 4 people" in cards["tribe_family_4"]["text"]
    assert "starting deck" not in cards["brawler"]["text"]
    assert cards["brawler"]["text"] == "A fighter: fight 2, and it can also dig 1."
    assert cards["thugs"]["cost_any_mix"] == 6
    assert cards["scout"]["mercenary"]
    assert not cards["refugee"]["mercenary"]
    assert cards["grenade"]["contested"]


def test_the_rules_are_the_games_own_text_without_the_terminals_keys(client: TestClient) -> None:
    html = client.get("/api/rules").json()["html"]
    assert "<h2>The skirmish</h2>" in html
    assert "<table>" in html  # the notation table
    assert "Ctrl+Z" not in html
    assert "<script" not in html


def test_the_rules_on_the_page_tell_how_to_use_the_page_not_the_terminal(client: TestClient) -> None:
    html = client.get("/api/rules").json()["html"]
    assert "<h2>Using this page</h2>" in html
    assert html.index("<h2>Using this page</h2>") < html.index("<h2>Typing actions (notation)</h2>")
    assert "Type an action in the box under your choices" in html
    assert "under <strong>New game</strong>" in html  # where variants are chosen
    assert "<strong>Leader drafting</strong> (with HQ 3)" in html  # the rules stay, the options go
    for terminal in ("blue", "right arrow", "--variant", "--rules", "F1", "command line"):
        assert terminal not in html, terminal


def test_a_seat_opened_by_its_link_is_named_once_by_its_own_token(client: TestClient) -> None:
    game_id, ann, bea = two_people(client)
    naming = f"/api/lobby/tables/{game_id}/name"
    assert client.post(naming, json={"token": "not-a-token", "name": "Eve"}).status_code == 403
    assert client.post(naming, json={"token": "", "name": "Eve"}).status_code == 403
    assert client.post(naming, json={"token": bea, "name": " \u0007 "}).status_code == 400
    named = client.post(naming, json={"token": bea, "name": "  Bea\u0007 "})
    assert named.status_code == 200, named.text
    assert [s["name"] for s in named.json()["seats"]] == [None, "Bea"]
    assert [p["name"] for p in state(client, game_id, ann)["players"]] == ["Seat 0", "Bea (Seat 1)"]
    again = client.post(naming, json={"token": bea, "name": "Eve"})
    assert again.status_code == 409  # the first name stays: the others know her by it
    assert state(client, game_id, ann)["players"][1]["name"] == "Bea (Seat 1)"


def test_the_menu_says_before_a_hire_that_it_spends_all_the_turns_food(sqlite_url: str) -> None:
    tokens = store_stacked(sqlite_url, [{"hand": ["scavenger", "net", "medkit"]}, {}])
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        before = menu(client, "stacked", tokens[0])["entries"]  # a medkit pays a hire: no food to lose yet
        assert any((e["action"] or "").startswith("hire ") for e in before)
        assert not any(e["action"] is None and "food" in e["label"] for e in before)
        hunted = client.post("/api/games/stacked/actions", json={"token": tokens[0], "action": "hunt scavenger+net"})
        assert hunted.json()["view"]["seats"][0]["food"] == 3
        entries = menu(client, "stacked", tokens[0])["entries"]
        hires = [i for i, e in enumerate(entries) if (e["action"] or "").startswith("hire ")]
        assert "hire scavenger" in [entries[i]["action"] for i in hires]  # a 1-food mercenary
        note = entries[hires[0] - 1]
        assert note["action"] is None
        assert note["label"] == (
            "A hire spends all 3 food of your turn, whatever the mercenary costs: food left over is lost."
        )
        # what the hire did says the same, in the log's words
        hired = client.post("/api/games/stacked/actions", json={"token": tokens[0], "action": "hire scavenger"})
        assert hired.json()["log"][-1]["text"].endswith("hires a Scavenger with 3 food.")


def test_the_menu_ranks_the_choices_with_the_engines_totals(client: TestClient) -> None:
    game = new_game(client, ["human", "heuristic"], seed=5)
    token = game["seats"][0]["token"]
    seen = state(client, game["id"], token)
    while not seen["legal_actions"]:
        seen = state(client, game["id"], token)
    answer = menu(client, game["id"], token)
    assert answer["version"] == seen["version"]
    assert answer["prompt"].startswith("Your turn")
    entries = answer["entries"]
    actions = [e["action"] for e in entries if e["action"] is not None]
    assert actions[0] == "end"
    assert len(actions) < len(seen["legal_actions"])  # ranked: the best few, not every subset
    assert set(actions) <= set(seen["legal_actions"])
    totals = seen["view"]["totals"]
    for entry in entries:
        action = entry["action"]
        if action in totals:
            verb = action.split()[0]
            assert entry["label"].endswith(f"({verb} {totals[action]})"), entry
    # the best dig is offered first among the digs, by the engine's figure
    digs = [a for a in actions if a.startswith("dig ")]
    assert digs
    assert totals[digs[0]] == max(t for a, t in totals.items() if a.startswith("dig "))


def test_picked_cards_narrow_the_menu_to_what_exactly_they_can_do(client: TestClient) -> None:
    game = new_game(client, ["human", "heuristic"], seed=5)
    token = game["seats"][0]["token"]
    seen = state(client, game["id"], token)
    while not seen["legal_actions"]:
        seen = state(client, game["id"], token)
    kind = "scavenger" if "scavenger" in seen["view"]["hand"] else seen["view"]["hand"][0]
    picked = menu(client, game["id"], token, [kind])
    actions = [e["action"] for e in picked["entries"]]
    assert actions
    assert all(a is not None and a.split()[1:] == [kind] for a in actions)
    assert f"trash {kind}" in actions
    assert "end" not in actions
    # cards not in the hand are refused, and nothing changes
    refused = client.post(f"/api/games/{game['id']}/menu", json={"token": token, "picked": ["thugs"] * 6})
    assert refused.status_code == 400
    assert refused.json() == {"error": "the picked cards are not all in your hand"}
    assert state(client, game["id"], token)["version"] == seen["version"]


def test_a_spectator_and_a_waiting_seat_get_no_choices(client: TestClient) -> None:
    game_id, first, second = two_people(client)
    seen = state(client, game_id, first)
    waiting = second if seen["legal_actions"] else first
    assert menu(client, game_id, None)["entries"] == []
    answer = menu(client, game_id, waiting)
    assert answer["entries"] == []
    assert answer["prompt"].startswith("Waiting for")
    assert client.post(f"/api/games/{game_id}/menu", json={"token": "nope"}).status_code == 403


def test_a_free_seat_is_listed_taken_under_a_name_and_then_gone(client: TestClient) -> None:
    game_id, first, second = two_people(client)
    assert client.get("/api/lobby/tables").json() == []
    giving = {"token": first, "name": "Ann", "seats": {"1": second}}
    given = client.post(f"/api/lobby/tables/{game_id}/open", json=giving)
    assert given.status_code == 200, given.text
    listed = client.get("/api/lobby/tables").json()
    assert [t["id"] for t in listed] == [game_id]
    assert listed[0]["seats"] == [
        {"seat": 0, "state": "taken", "name": "Ann", "player": "person"},
        {"seat": 1, "state": "open", "name": None, "player": "person"},
    ]
    # the token given away no longer works; the seat has none until someone joins
    assert client.get(f"/api/games/{game_id}", params={"token": second}).status_code == 403
    joined = client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "  Bo\u0007b "})
    assert joined.status_code == 200, joined.text
    token = joined.json()["token"]
    assert joined.json()["url"].endswith(f"/game/{game_id}#token={token}")
    seen = state(client, game_id, token)
    assert seen["seat"] == 1
    assert [p["name"] for p in seen["players"]] == ["Ann (Seat 0)", "Bob (Seat 1)"]
    assert client.get("/api/lobby/tables").json() == []
    again = client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Eve"})
    assert again.status_code == 409
    assert "not free" in again.json()["error"]
    assert [p["name"] for p in state(client, game_id, token)["players"]][1] == "Bob (Seat 1)"


def test_seats_are_given_only_with_their_own_tokens(client: TestClient) -> None:
    game_id, first, second = two_people(client)
    wrong = client.post(f"/api/lobby/tables/{game_id}/open", json={"token": first, "seats": {"1": first}})
    assert wrong.status_code == 403
    assert client.post(f"/api/lobby/tables/{game_id}/open", json={"token": "x", "seats": {}}).status_code == 403
    assert client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Eve"}).status_code == 409
    assert client.post(f"/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": " "}).status_code == 400
    assert state(client, game_id, second)["seat"] == 1  # nothing changed


def test_names_and_free_seats_survive_a_restart(sqlite_url: str) -> None:
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        game = new_game(client, ["human", "human", "heuristic"], seed=8)
        first, second = (s["token"] for s in game["seats"])
        giving = {"token": first, "name": "Ann", "seats": {"1": second}}
        client.post(f"/api/lobby/tables/{game['id']}/open", json=giving)
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0)) as client:
        listed = client.get("/api/lobby/tables").json()
        assert [s["state"] for s in listed[0]["seats"]] == ["taken", "open", "bot"]
        assert listed[0]["seats"][2]["player"] == "Heuristic bot"
        assert state(client, game["id"], first)["players"][0]["name"] == "Ann (Seat 0)"
        assert client.get(f"/api/games/{game['id']}", params={"token": second}).status_code == 403


def finish(client: TestClient, game_id: str, tokens: list[str]) -> None:
    """Both people take their first legal action until the game is over."""
    seats = {state(client, game_id, t)["seat"]: t for t in tokens}
    seen = state(client, game_id)
    while not seen["over"]:
        token = seats[seen["view"]["to_act"][0]]
        mine = state(client, game_id, token)
        if mine["legal_actions"]:
            response = client.post(
                f"/api/games/{game_id}/actions", json={"token": token, "action": mine["legal_actions"][0]}
            )
            assert response.status_code == 200, response.text
        seen = state(client, game_id)


@pytest.mark.slow
def test_play_again_seats_the_same_people_in_a_new_game(client: TestClient) -> None:
    game_id, first, second = two_people(client, seed=2)
    client.post(f"/api/lobby/tables/{game_id}/open", json={"token": first, "name": "Ann"})
    early = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": first})
    assert early.status_code == 409
    finish(client, game_id, [first, second])
    assert client.post(f"/api/lobby/tables/{game_id}/again", json={"token": "x"}).status_code == 403
    mine = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": second})
    assert mine.status_code == 200, mine.text
    next_id, seat = mine.json()["id"], mine.json()["seat"]
    assert next_id != game_id
    assert seat == 1
    assert client.get(f"/api/lobby/tables/{game_id}").json()["next"] == next_id
    # the other seat is kept for Ann, whom nobody else can take it from
    line = client.get(f"/api/lobby/tables/{next_id}").json()
    assert [s["state"] for s in line["seats"]] == ["reserved", "taken"]
    assert client.post(f"/api/lobby/tables/{next_id}/join", json={"seat": 0, "name": "Eve"}).status_code == 409
    hers = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": first})
    assert hers.status_code == 200, hers.text
    assert (hers.json()["id"], hers.json()["seat"]) == (next_id, 0)
    seen = state(client, next_id, hers.json()["token"])
    assert seen["players"][0]["name"] == "Ann (Seat 0)"
    assert not seen["over"]
    assert seen["version"] >= 0
    twice = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": first})
    assert twice.status_code == 409


@pytest.mark.slow
def test_play_again_asked_again_with_the_same_next_token_answers_the_same_seat(client: TestClient) -> None:
    """A "play again" whose answer was lost (docs/serving.md: sitting down, joining and playing
    again may be asked again safely): asked again with the same ``next_token``, the seat it
    already took in the next game, where before the reserved seat was gone and nobody held its
    token."""
    game_id, first, second = two_people(client, seed=2)
    finish(client, game_id, [first, second])
    proposed = "A" * 22
    taken = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": second, "next_token": proposed})
    assert taken.status_code == 200, taken.text
    assert taken.json()["token"] == proposed
    retried = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": second, "next_token": proposed})
    assert retried.json() == taken.json()
    assert state(client, taken.json()["id"], proposed)["seat"] == 1
    bad = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": first, "next_token": "too short"})
    assert bad.status_code == 400
    line = client.get(f"/api/lobby/tables/{taken.json()['id']}").json()
    assert [s["state"] for s in line["seats"]] == ["reserved", "taken"]  # Ann's seat still hers


def eventually(check: Callable[[], bool], seconds: float = 10.0) -> None:
    """Wait until ``check()`` holds: another server process hears of a change by a notice."""
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "the other server process never heard of the change"
        time.sleep(0.05)


@pytest.mark.slow
def test_a_seat_taken_through_one_server_process_is_known_to_the_other(pg_url: str) -> None:
    one, two = ServerProcess(pg_url).start(), ServerProcess(pg_url).start()
    try:
        created = httpx.post(f"{one.url}/api/games", json={"players": 2, "seats": ["human", "human"]})
        game_id = created.json()["id"]
        first, second = (s["token"] for s in created.json()["seats"])
        giving = {"token": first, "name": "Ann", "seats": {"1": second}}
        assert httpx.post(f"{one.url}/api/lobby/tables/{game_id}/open", json=giving).status_code == 200

        def listed_on_two() -> bool:
            tables = httpx.get(f"{two.url}/api/lobby/tables").json()
            return any(t["id"] == game_id and t["seats"][1]["state"] == "open" for t in tables)

        eventually(listed_on_two)
        joined = httpx.post(f"{two.url}/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Bob"})
        assert joined.status_code == 200, joined.text
        token = joined.json()["token"]

        def seated_on_one() -> bool:
            seen = httpx.get(f"{one.url}/api/games/{game_id}", params={"token": token})
            return seen.status_code == 200 and seen.json()["players"][1]["name"] == "Bob (Seat 1)"

        eventually(seated_on_one)
        taken = httpx.post(f"{one.url}/api/lobby/tables/{game_id}/join", json={"seat": 1, "name": "Eve"})
        assert taken.status_code == 409
        assert httpx.get(f"{one.url}/api/games/{game_id}", params={"token": second}).status_code == 403
    finally:
        one.stop()
        two.stop()


@pytest.mark.slow
def test_play_again_counts_against_the_new_games_a_client_may_start(sqlite_url: str) -> None:
    # A "play again" that starts the next game is a new game like any other: beyond the
    # client's allowance it is refused, and the finished game is left as it was.
    with TestClient(create_app(open_store(sqlite_url), bot_delay=0, games_per_minute=1)) as client:
        game_id, first, second = two_people(client, seed=2)
        finish(client, game_id, [first, second])
        refused = client.post(f"/api/lobby/tables/{game_id}/again", json={"token": first})
        assert refused.status_code == 429
        assert "too many new games" in refused.json()["error"]
        assert client.get(f"/api/lobby/tables/{game_id}").json()["next"] is None
        assert len(client.get("/api/games").json()) == 1
