"""Friends playing online while the server dies (audit 8, crash8): ``scavengers serve`` run for
real, two people and two bots at a table, the process killed with SIGKILL at awkward moments
(right after a person's move, during a bot's turn, in a reaction window, while a seat chooses the
card to keep, between two seats' commitments to a skirmish, with a move in flight) and started
again on the same database (an SQLite file, PostgreSQL). Each seat's connection comes back to its
game exactly as the seat last saw it (no acknowledged move lost, none taken twice, nothing of
another seat's hidden cards), the bots play on, and the game ends whole: its file and replay hold
every move once. After a crash, a closed page that can only pass is passed for, with either
database; who sits where (a seat sat down at, one handed to a bot) holds. The person's side of
it (her page while she picks cards, two tabs of one seat, a spectator) is checked in Chromium."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from scavengers.engine import Game as Engine
from scavengers.engine import GameConfig
from scavengers.server.serialize import event_json, view_json

from .conftest import ServerProcess
from .test_online_audit6 import Browsers, hand, named, play, shows, version, waiting_on_people

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

SEATS = ["human", "human", "heuristic", "heuristic"]
PEOPLE = (0, 1)
SEED = 11
MODULES: list[str] = []
PRIVATE = ("hand", "looking", "committed", "discard_hidden", "dealt")
"""A view's fields that hold the seat's own hidden cards (DESIGN.md's View)."""

State = dict[str, Any]


class Connection:
    """One websocket following a game as a seat (``token`` None: a spectator), as a page's does:
    every message kept, the log put together from each state's new events."""

    def __init__(self, base: str, game_id: str, token: str | None) -> None:
        self.url = base.replace("http://", "ws://") + f"/ws/games/{game_id}" + (f"?token={token}" if token else "")
        self.messages: list[dict[str, Any]] = []
        self.log: list[dict[str, Any]] = []
        self.state: State = {}
        self.socket: ClientConnection = connect(
            self.url, open_timeout=20, max_queue=None, ping_interval=None
        ).__enter__()
        self.wait(lambda _: True)

    def take(self, message: dict[str, Any]) -> None:
        self.messages.append(message)
        if message["type"] != "state":
            return
        if message["log_from"] == 0:
            self.log = []
        assert message["log_from"] == len(self.log), "a state's new events do not follow those already sent"
        self.log += message["log"]
        self.state = message

    def wait(self, wanted: Callable[[dict[str, Any]], bool], seconds: float = 60) -> dict[str, Any]:
        """The first message from now on that ``wanted`` takes (an error message too)."""
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no such message in {seconds} s; last state version {self.state.get('version')}")
            try:
                raw = self.socket.recv(timeout=left)
            except TimeoutError:
                continue
            message: dict[str, Any] = json.loads(raw)
            self.take(message)
            if message["type"] == "error" or wanted(message):
                return message

    def at_least(self, version: int) -> State:
        if self.state.get("version", -1) >= version:
            return self.state
        return self.wait(lambda m: m["version"] >= version)

    def send(self, action: str) -> None:
        self.socket.send(json.dumps({"type": "action", "action": action}))

    def act(self, action: str) -> State:
        """Send an action and wait for its acknowledgement: the state it brought the game to
        (``taken``), or the error that refused it."""
        before = self.state["version"]
        self.send(action)
        answer = self.wait(lambda m: m.get("taken", -1) > before)
        assert answer["type"] == "state", answer
        return answer

    def gone(self) -> bool:
        """Whether the server closed the connection (waited for a moment)."""
        try:
            while True:
                self.take(json.loads(self.socket.recv(timeout=10)))
        except ConnectionClosed:
            return True
        except TimeoutError:
            return False

    def close(self) -> None:
        self.socket.close()


@dataclass
class Game:
    """A game at a running server: its people's connections, a spectator's, and every move the
    server acknowledged to a person (version it brought the game to: (seat, action))."""

    server: ServerProcess
    id: str
    tokens: dict[int, str]
    rng: random.Random = field(default_factory=lambda: random.Random(SEED))
    seats: dict[int | None, Connection] = field(default_factory=dict)
    acknowledged: dict[int, tuple[int, str]] = field(default_factory=dict)
    crashes: int = 0

    def connect(self) -> None:
        for seat in (*PEOPLE, None):
            self.seats[seat] = Connection(self.server.url, self.id, self.tokens[seat] if seat is not None else None)

    def people(self) -> list[int]:
        """The seats people play (with a connection here)."""
        return [seat for seat in self.seats if seat is not None]

    def move_as(self, seat: int) -> None:
        """A move of the person at ``seat`` once she is asked (the bots' moves waited out)."""
        found = self.person_to_act()
        assert found is not None
        assert found[0] == seat
        self.move()

    def public(self) -> State:
        state: State = httpx.get(f"{self.server.url}/api/games/{self.id}", timeout=20).json()
        return state

    def person_to_act(self) -> tuple[int, State] | None:
        """The person the game waits for and her state as her connection has it (once it has
        caught up), or None once the game is over; the bots' moves are waited out."""
        while True:
            shown = self.public()
            if shown["over"]:
                return None
            to_act = shown["view"]["to_act"]
            if to_act and to_act[0] in self.people():
                seat = to_act[0]
                state = self.seats[seat].at_least(shown["version"])
                if state["legal_actions"]:
                    return seat, state
            time.sleep(0.02)  # a bot's move: nothing to wait on but the server

    def choose(self, state: State) -> str:
        legal: list[str] = state["legal_actions"]
        others = [a for a in legal if a != "end"]
        # Mostly something other than ending the turn, so that the game goes somewhere.
        return self.rng.choice(others) if others and self.rng.random() < 0.7 else self.rng.choice(legal)

    def move(self) -> tuple[int, State] | None:
        """The person to act takes a move; her acknowledged state, or None when it is over."""
        found = self.person_to_act()
        if found is None:
            return None
        seat, state = found
        action = self.choose(state)
        answer = self.seats[seat].act(action)
        self.acknowledged[answer["taken"]] = (seat, action)
        return seat, answer

    def play_until(self, wanted: Callable[[int, State], bool], moves: int = 400) -> tuple[int, State]:
        """Play until the person to act is in a state ``wanted`` takes (not acting in it)."""
        for _ in range(moves):
            found = self.person_to_act()
            assert found is not None, "the game ended before the moment wanted"
            if wanted(*found):
                return found
            self.move()
        raise AssertionError("the moment wanted never came")

    def crash_and_restart(self) -> dict[int | None, Connection]:
        """SIGKILL the server and start it again on its database; every connection is cut, and
        each seat connects again. Gives the connections as they were before the crash."""
        before = dict(self.seats)
        self.server.kill()
        self.crashes += 1
        for connection in before.values():
            assert connection.gone(), "a connection outlived its server"
        self.server.start()
        self.connect()
        return before

    def file(self) -> dict[str, Any]:
        answer = httpx.get(f"{self.server.url}/api/games/{self.id}/file", timeout=20)
        assert answer.status_code == 200, answer.text
        data: dict[str, Any] = answer.json()
        return data


def new_game(server: ServerProcess) -> Game:
    created = httpx.post(
        f"{server.url}/api/games", json={"players": 4, "seats": SEATS, "seed": SEED, "modules": MODULES}, timeout=20
    )
    assert created.status_code == 201, created.text
    body = created.json()
    game = Game(server, body["id"], {s["seat"]: s["token"] for s in body["seats"]})
    game.connect()
    return game


def not_its_own(state: State) -> list[str]:
    """What of a state is not its seat's to see: a view of another seat, or hidden cards shown
    to a spectator (the test also compares every view with the engine's for the seat)."""
    view = state["view"]
    wrong = [] if view["seat"] == state["seat"] else [f"the view of seat {view['seat']}"]
    if state["seat"] is None:
        wrong += [name for name in PRIVATE if view.get(name)]
    return wrong


def check_where_it_was(before: Connection, after: Connection, *, moved_on: bool) -> None:
    """A seat's connection after the restart finds its game as it last saw it: no acknowledged
    move lost, no move taken twice (the log it had is the start of the log it gets); exactly the
    same view, choices and log where nothing could have moved (``moved_on`` False)."""
    old, new = before.state, after.state
    assert new["seat"] == old["seat"]
    assert new["log_from"] == 0
    assert new["version"] >= old["version"], "an acknowledged move was lost"
    assert after.log[: len(before.log)] == before.log, "the seat's history changed"
    if not moved_on:
        assert new["version"] == old["version"]
        for key in ("view", "legal_actions", "score", "log_count", "chat", "players"):
            assert new[key] == old[key], key
    assert not_its_own(new) == []
    assert all(m["type"] != "state" or m["seat"] == old["seat"] for m in after.messages)


def deciding(kind: str) -> Callable[[int, State], bool]:
    return lambda _seat, state: state["view"]["decision"] is not None and state["view"]["decision"]["kind"] == kind


def second_to_commit(_seat: int, state: State) -> bool:
    """A person asked to commit to the skirmish after another seat has committed cards."""
    view = state["view"]
    return deciding("commit")(_seat, state) and any(
        tribe["committed_count"] for tribe in view["seats"] if tribe["seat"] != state["seat"]
    )


def a_bot_to_act(game: Game) -> bool:
    return any(seat not in PEOPLE for seat in game.public()["view"]["to_act"])


@dataclass
class Seen:
    """What a seat's connection held at a crash, and what it got back after it."""

    moment: str
    seat: int | None
    before: State
    before_log: list[dict[str, Any]]
    after: State
    after_log: list[dict[str, Any]]


def crash(game: Game, moment: str, *, moved_on: bool, seen: list[Seen]) -> None:
    before = game.crash_and_restart()
    for seat, old in before.items():
        new = game.seats[seat]
        check_where_it_was(old, new, moved_on=moved_on)
        seen.append(Seen(moment, seat, old.state, list(old.log), new.state, list(new.log)))


def engine_at(file: dict[str, Any], version: int) -> Any:
    """The game of the file after its first ``version`` actions, replayed by the engine here."""
    game = Engine.new(GameConfig.from_dict(file["game"]["config"]))
    for seat, action in file["game"]["actions"][:version]:
        game.apply(seat, action)
    return game


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_killed_at_every_awkward_moment_each_seat_comes_back_where_it_was_and_the_game_ends_whole(
    database: str, request: pytest.FixtureRequest
) -> None:
    db = request.getfixturevalue("sqlite_url" if database == "sqlite" else "pg_url")
    server = ServerProcess(db, bot_delay=0.05).start()
    seen: list[Seen] = []
    try:
        game = new_game(server)
        for _ in range(6):
            game.move()
        # 1. Right after a person's move was acknowledged (the bots may be about to answer it).
        game.move()
        crash(game, "after a person's move", moved_on=True, seen=seen)
        # 2. During a bot's turn: a person's move handed the turn to a bot.
        for _ in range(200):
            game.move()
            if a_bot_to_act(game):
                break
        crash(game, "during a bot's turn", moved_on=True, seen=seen)
        # 3. In a reaction window: a person asked whether to answer another seat's action. Her
        # connection is back well within the 3 s the server waits before it passes for a closed
        # page that can only pass (the next test), so nothing may have moved.
        game.play_until(deciding("respond"))
        crash(game, "a reaction window", moved_on=False, seen=seen)
        # 4. While a person chooses the card to keep from her dig.
        game.play_until(deciding("keep"))
        crash(game, "choosing the card to keep", moved_on=False, seen=seen)
        # 5. Mid-skirmish: a person to commit after another seat committed cards face down.
        game.play_until(second_to_commit)
        crash(game, "between two commitments", moved_on=False, seen=seen)
        # 6. A move in flight: sent, and the server killed before it could answer.
        seat, state = game.play_until(lambda _s, _state: True)
        action = game.choose(state)
        game.seats[seat].send(action)
        crash(game, "a move in flight", moved_on=True, seen=seen)
        in_flight = state["version"] + 1
        # Stored, or not at all: while she is to act nobody else can move the game.
        stored_in_flight = game.public()["version"] >= in_flight
        # The bots play on, and so do the people, to the end.
        while game.move() is not None:
            pass
        final = game.public()
        assert final["over"]
        assert final["view"]["result"]["winners"]
        file = game.file()
        actions = [tuple(a) for a in file["game"]["actions"]]
        assert len(actions) == final["version"]
        # Every acknowledged move is in the game once, at the place it was acknowledged at.
        for version, (acting, notation) in game.acknowledged.items():
            assert actions[version - 1] == (acting, notation)
        # The move in flight was taken once or not at all; no move of a person is in the game
        # but those acknowledged to her, that one, and passes the server made for a closed page.
        if stored_in_flight:
            assert actions[in_flight - 1] == (seat, action)
            game.acknowledged[in_flight] = (seat, action)
        unasked = [
            (version, a) for version, a in enumerate(actions, 1) if a[0] in PEOPLE and version not in game.acknowledged
        ]
        assert all(a[1] == "pass" for _, a in unasked), unasked
        # What each seat got back after each crash is what the engine says that seat may see
        # of the game at that point: nothing of another seat's hidden cards, nothing lost.
        for one in seen:
            replayed = engine_at(file, one.after["version"])
            assert one.after["view"] == json.loads(json.dumps(view_json(replayed.view(one.seat)))), one.moment
            facts = ("type", "round", "seat", "cards", "count", "target", "values")
            assert [[e[f] for f in facts] for e in one.after_log] == [
                [e[f] for f in facts]
                for e in json.loads(json.dumps([event_json(e, []) for e in replayed.log(one.seat)]))
            ], one.moment
            answer = httpx.get(
                f"{server.url}/api/games/{game.id}/replay",
                params={"step": one.before["version"], **({"seat": one.seat} if one.seat is not None else {})},
                timeout=20,
            ).json()
            # the replay shows each step as the seat saw it live
            assert answer["view"] == one.before["view"], one.moment
            assert answer["log"] == one.before_log, one.moment
        # Killed once more after the end: the finished game, its file and replay are as they were.
        server.kill()
        server.start()
        assert game.file() == file
        (listed,) = [g for g in httpx.get(f"{server.url}/api/games").json() if g["id"] == game.id]
        assert listed["over"]
        assert listed["winners"] == final["view"]["result"]["winners"]
        last = httpx.get(f"{server.url}/api/games/{game.id}/replay", params={"step": len(actions)}, timeout=20).json()
        assert last["view"] == game.public()["view"] == final["view"]
        assert game.crashes == 6
    finally:
        server.stop()


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_after_a_crash_a_closed_page_that_can_only_pass_is_passed_for_and_the_bots_play_on(
    database: str, request: pytest.FixtureRequest
) -> None:
    """docs/serving.md: a game does not wait on a closed page for a decision nobody can take:
    when everyone can tell that the person asked can only pass (``lone_pass``, RULINGS I-1) and
    no connection follows her seat, the server passes for her after 3 seconds. A restarted
    server too, with either database: her page did not come back after the crash."""
    db = request.getfixturevalue("sqlite_url" if database == "sqlite" else "pg_url")
    server = ServerProcess(db, bot_delay=0.05).start()
    try:
        game = new_game(server)
        seat, state = game.play_until(lambda _s, state: state["view"]["lone_pass"])
        assert state["legal_actions"] == ["pass"]
        game.server.kill()
        game.server.start()
        # Everyone comes back but her (her browser closed with the server).
        others = [Connection(server.url, game.id, game.tokens[s]) for s in PEOPLE if s != seat]
        deadline = time.monotonic() + 30
        while game.public()["version"] == state["version"] and time.monotonic() < deadline:
            time.sleep(0.2)
        after = game.public()
        assert after["version"] > state["version"], "the game waits on a closed page that can only pass"
        for connection in others:
            connection.close()
    finally:
        server.stop()


@pytest.fixture
def friends(browser: Browser) -> Iterator[Browsers]:
    """Browsers of their own for the test (audit 6's); it fails if a page threw an error."""
    made = Browsers(browser)
    yield made
    for context in made.contexts:
        context.close()
    assert made.errors == []


def test_killed_while_she_picks_cards_one_at_a_time_her_picks_and_choices_come_back_and_her_move_counts_once(
    server: ServerProcess, friends: Browsers
) -> None:
    """Ann picks cards from her hand one at a time to see what they can do; the server dies
    meanwhile and she picks one more while it is down. Once it is back, her page is where it was:
    the same hand and game, her picks, and the choices for them (not "the server cannot be
    reached", said while it could not be); Bob's two tabs and a spectator come back by themselves,
    none shown a hand not theirs; her move is then taken once and every page shows it."""
    base = server.url
    created = httpx.post(
        f"{base}/api/games", json={"players": 4, "seats": SEATS, "seed": SEED, "modules": MODULES}, timeout=20
    ).json()
    game_id = created["id"]
    ann, bob = friends.new(), friends.new()
    for page, name, seat in ((ann, "Ann", 0), (bob, "Bob", 1)):
        named(page, base, name)
        page.goto(created["seats"][seat]["url"])
        page.wait_for_selector(f"#status >> text=You are {name} (Seat {seat})")
    bob_again = friends.tab(bob)  # his link in a second tab of his browser
    bob_again.goto(created["seats"][1]["url"])
    bob_again.wait_for_selector("#status >> text=You are Bob (Seat 1)")
    eve = friends.new()
    eve.goto(f"{base}/game/{game_id}#watch")
    eve.wait_for_selector("#status >> text=You are watching")
    people = {0: ann, 1: bob}
    for _ in range(40):
        shown = waiting_on_people(base, game_id, people)
        decision = shown["view"]["decision"]
        if shown["view"]["to_act"] == [0] and decision["kind"] == "turn" and len(hand(ann)) >= 3:
            break
        play(base, game_id, people, 1)
    else:
        raise AssertionError("Ann never had a turn with three cards in hand")
    at = shown["version"]
    for page in (ann, bob, bob_again, eve):
        shows(page, at)
    cards = hand(ann)
    ann.locator("#hand .card").nth(0).click()
    ann.wait_for_selector("text=1 card picked")
    pages = {"ann": ann, "bob": bob, "bob again": bob_again, "eve": eve}
    before = {who: (version(p), hand(p), p.locator("#log .event").count()) for who, p in pages.items()}
    server.kill()
    for page in pages.values():
        page.wait_for_selector("#conn >> text=reconnecting")
    ann.locator("#hand .card").nth(1).click()  # one more, while the server is down
    ann.wait_for_selector("text=2 cards picked")
    server.start()
    for page in pages.values():
        page.wait_for_selector("#conn >> text=connected")
    after = {who: (version(p), hand(p), p.locator("#log .event").count()) for who, p in pages.items()}
    assert after == before
    assert hand(ann) == cards
    assert eve.locator("#hand").count() == 0
    ann.wait_for_selector("text=2 cards picked")  # her picks kept: the game has not moved
    # Her choices for the two cards picked, asked again of the server now that it answers.
    ann.wait_for_function("!document.querySelector('#actions').innerText.includes('cannot be reached')")
    assert ann.inner_text("#error") == ""
    ann.locator("#hand .card").nth(1).click()  # back to one card
    ann.locator("#hand .card").nth(0).click()  # and none: every choice offered
    ann.wait_for_selector("button.action:not([disabled])")
    ann.locator("button.action:not([disabled])").first.click()
    ann.wait_for_selector("#feedback >> text=Done:")  # taken, and known to be her own move
    for page in pages.values():
        shows(page, at + 1)
    assert ann.inner_text("#error") == ""
    assert hand(bob) == hand(bob_again)  # his two tabs: the same game, his hand
    assert bob.inner_text("#error") == bob_again.inner_text("#error") == ""
    assert eve.locator("#hand").count() == 0


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_after_a_crash_who_sits_where_holds_a_seat_handed_to_a_bot_plays_and_old_links_open_nothing(
    database: str, request: pytest.FixtureRequest
) -> None:
    """Ann sat down with her link (her seat got a token only her browser learnt); Bob never came,
    and his seat was handed to a bot (docs/serving.md, "Safe in public"). Killed and started
    again, the server keeps all of it: Ann's name and seat, her own token opening it and the
    link's not; Bob's link opening nothing; the bot playing his seat."""
    db = request.getfixturevalue("sqlite_url" if database == "sqlite" else "pg_url")
    server = ServerProcess(db, bot_delay=0.05).start()
    try:
        game = new_game(server)
        for connection in game.seats.values():
            connection.close()
        link_tokens = dict(game.tokens)
        sat = httpx.post(
            f"{server.url}/api/lobby/tables/{game.id}/sit", json={"token": link_tokens[0], "name": "Ann"}, timeout=20
        )
        assert sat.status_code == 200, sat.text
        handed = httpx.post(
            f"{server.url}/api/lobby/tables/{game.id}/bot",
            json={"token": link_tokens[1], "seat": 1, "bot": "heuristic"},
            timeout=20,
        )
        assert handed.status_code == 200, handed.text
        game.tokens = {0: sat.json()["token"]}
        ann = Connection(server.url, game.id, game.tokens[0])
        game.seats = {0: ann, None: Connection(server.url, game.id, None)}
        for _ in range(12):
            game.move_as(0)
        listed = [g for g in httpx.get(f"{server.url}/api/games").json() if g["id"] == game.id]
        before = ann.state
        played_by_bot = sum(1 for e in ann.log if e["seat"] == 1)
        server.kill()
        server.start()
        again = Connection(server.url, game.id, game.tokens[0])
        assert again.state["version"] >= before["version"]
        assert again.log[: len(ann.log)] == ann.log
        assert again.state["players"][0]["name"] == "Ann (Seat 0)"
        assert again.state["players"][1]["player"] == "heuristic"
        (relisted,) = [g for g in httpx.get(f"{server.url}/api/games").json() if g["id"] == game.id]
        assert relisted["names"] == listed[0]["names"]
        assert relisted["seats"] == listed[0]["seats"]
        for token in link_tokens.values():
            refused = Connection(server.url, game.id, token)
            assert [m["type"] for m in refused.messages] == ["error"]
            assert refused.messages[0]["status"] == 403
            assert refused.gone()
        game.seats = {0: again, None: Connection(server.url, game.id, None)}
        for _ in range(200):
            if sum(1 for e in game.seats[0].log if e["seat"] == 1) > played_by_bot:
                break
            game.move_as(0)
        assert sum(1 for e in game.seats[0].log if e["seat"] == 1) > played_by_bot, "the bot at Bob's seat stopped"
    finally:
        server.stop()
