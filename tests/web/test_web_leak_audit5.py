"""Hidden-information audit 5 of the web server: what a seat, a spectator and the lobby receive.

The standard: a view, event, log line, error message, screen, hand-off or network message never
reveals a card its receiver may not see, never lets it track one, and never depends on what a
seat secretly holds. Earlier audits compared the views, logs and state messages of twin games;
this one looks at WHEN and WHETHER things happen: the sequence and count of the websocket
messages, the time a bot's pass takes to reach the table (on a table just loaded, after a
restart, and at a seat just handed to a bot), the lobby's list, the menu, the hint (with its
labels), the refusals of actions, the passes the server makes for absent people, and the replay
and file endpoints before the game ends.

Each test stores twin games, equal in everything seat 0 (and a spectator) can see: one sniper
team is out of the market, in seat 1's hand in one twin and in seat 2's deck in the other
(``tests/test_leak_audit5.py``'s twins). Seat 0 hunts; seat 1, asked to answer, passes by choice
in the first twin and perforce in the second. Both twins are driven alike and everything seat 0
and a spectator receive is compared. The bots are replaced by :class:`PassingBot`, which takes
its first legal action (``pass`` in the window) after a fixed time of thought, so that what
differs between the twins is only what the seat holds, never the machine's speed.
"""

from __future__ import annotations

import threading
import time
import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar, TypeVar

import pytest

import scavengers as sc
import scavengers.server.hub as hub_module
import scavengers.table as table_module
from scavengers.analysis import Budget
from scavengers.bots.agent import PACE_MARGIN, Agent
from scavengers.bots.ismcts import IsmctsAgent
from scavengers.server import create_app
from scavengers.server.hub import ABSENT_PASS_AFTER, hash_token
from scavengers.storage import StoredGame, open_store
from scavengers.table import HUMAN

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

GAME = "twin"
HUNTER = {"hand": ["scavenger", "spear", "scavenger", "shovel", "refugee"], "deck": ["refugee"] * 6}
"""Seat 0, the initiator: she hunts in round 1, then still has a choice of actions."""
SNIPER_IN_SEAT_1 = [HUNTER, {"hand": ["sniper_team"]}, {"hand": ["refugee"], "deck": ["refugee"]}]
SNIPER_IN_SEAT_2 = [HUNTER, {"hand": ["refugee"]}, {"hand": ["refugee"], "deck": ["sniper_team"]}]
TWINS = {"holding": SNIPER_IN_SEAT_1, "empty": SNIPER_IN_SEAT_2}
"""Seat 1 holds a sniper team (it may answer the hunt) or holds nothing to answer with."""
BOTS = [HUMAN, "heuristic", "heuristic"]
PEOPLE = [HUMAN, HUMAN, HUMAN]
HUNT = "hunt scavenger+spear"
THINKING = 0.8
"""Seconds :class:`PassingBot` thinks at every choice it is given (a search bot thinks for seconds)."""
PACE = THINKING * PACE_MARGIN
"""Seconds a :class:`PassingBot`'s decision is shown after (``Pace``: its first timing, with the
margin to spare): the unit its waits are counted in. Counted in :data:`THINKING` s, a decision
that ran 0.16 s over (a loaded machine) rounded to 2."""
LATE = THINKING * 0.6
"""The most two arrivals compared may differ by on a loaded machine (a leak differs by a whole
:data:`PACE`: a bot that passes at once where the other thinks). Each is the earliest of
:data:`RUNS` runs (:func:`soonest`): the machine's load only ever delays one, by up to half a
second on a busy 2-core machine, while a leak delays it in every run."""
RUNS = 2
"""How many times each timing test measures each twin (holding, empty, holding, empty)."""


class PassingBot:
    """A bot that thinks ``thinking`` seconds at every choice, then takes the first legal action
    (``pass`` in a reaction window): it passes whether or not it holds an answer."""

    name = "passing"
    observes: ClassVar[bool] = True

    def __init__(self, thinking: float) -> None:
        self.thinking = thinking

    def choose(self, view: sc.View | None, legal: Sequence[sc.Action]) -> sc.Action:
        if self.thinking:
            time.sleep(self.thinking)
        return legal[0]


T = TypeVar("T")

Paced = list[tuple[int, str, float]]
"""Each bot decision the server asked for: the seat, the action and the seconds until the server
may play it (the time :class:`~scavengers.bots.agent.Pace` took to answer, plus the wait it
asked for)."""


@pytest.fixture
def paced(monkeypatch: pytest.MonkeyPatch) -> Paced:
    """Every table's bots are :class:`PassingBot` thinking :data:`THINKING` seconds (tables made,
    loaded, restored, and seats handed to a bot), and every bot decision is noted."""
    noted: Paced = []

    def passing_bots(seats: Sequence[str], seed: int) -> dict[int, Agent]:
        return {
            s: IsmctsAgent(seed * 31 + s) if n == "ismcts" else PassingBot(THINKING)
            for s, n in enumerate(seats)
            if n != HUMAN
        }

    def slow_search(
        self: IsmctsAgent, view: sc.View, legal: Sequence[sc.Action], options: Sequence[sc.Action], determinizer: Any
    ) -> sc.Action:
        time.sleep(THINKING)  # the search bot's search, as long at every decision: its choice, pass
        return next((a for a in options if a.verb is sc.Verb.PASS), options[0])

    answer = table_module.Table.bot_answer

    def timed(self: table_module.Table, seat: int, game: sc.Game | None = None) -> tuple[sc.Action, float]:
        started = time.perf_counter()
        action, wait = answer(self, seat, game)
        noted.append((seat, str(action), time.perf_counter() - started + wait))
        return action, wait

    monkeypatch.setattr(table_module, "make_agents", passing_bots)
    monkeypatch.setattr(hub_module, "make_agents", passing_bots)
    monkeypatch.setattr(table_module.Table, "bot_answer", timed)
    monkeypatch.setattr(IsmctsAgent, "_search", slow_search)
    return noted


def token(seat: int) -> str:
    return f"token-{seat}"


def store_twin(db: str, players: list[dict[str, Any]], seats: list[str], initiator: int = 0) -> None:
    """Store the twin ``players`` as game :data:`GAME` (round 1, ``initiator`` first), its
    people's tokens ``token-N``, hints allowed."""
    scenario = {"round": 1, "initiator": initiator, "market": {"sniper_team": 4}, "players": players}
    config = sc.GameConfig(players=len(players), seed=0, scenario=scenario)
    hashes = [hash_token(token(s)) if n == HUMAN else None for s, n in enumerate(seats)]
    store = open_store(db)
    store.create_game(StoredGame(GAME, config.to_dict(), list(seats), hashes, 0.0, options={"hints": True}))
    store.close()


@contextmanager
def serving(
    tmp_path: Path,
    twin: str,
    seats: list[str] = BOTS,
    *,
    bot_delay: float = 0.1,
    absent_pass_after: float = ABSENT_PASS_AFTER,
) -> Iterator[TestClient]:
    """A server on the store of twin ``twin`` (stored at the first call; a later call is a restart
    on the same store): its tables are loaded from the store, as after a restart."""
    path = tmp_path / f"{twin}.sqlite3"
    db = f"sqlite:///{path}"
    if not path.exists():
        store_twin(db, TWINS[twin], seats)
    app = create_app(
        open_store(db),
        bot_delay=bot_delay,
        bot_workers=1,
        hint_budget=Budget(iterations=12),
        review_iterations=2,
        absent_pass_after=absent_pass_after,
    )
    with TestClient(app) as client:
        yield client


def state(client: TestClient, seat: int | None = 0) -> dict[str, Any]:
    query = "" if seat is None else f"?token={token(seat)}"
    answer: dict[str, Any] = client.get(f"/api/games/{GAME}{query}").json()
    return answer


def act(client: TestClient, seat: int, action: str) -> None:
    """``seat`` takes ``action`` over HTTP (it must be taken)."""
    client.post(f"/api/games/{GAME}/actions", json={"token": token(seat), "action": action}).raise_for_status()


def in_paces(noted: Paced) -> list[tuple[int, str, int]]:
    """Each bot decision noted: its seat, its action and its seconds in paces (:data:`PACE`), rounded."""
    return [(seat, action, round(seconds / PACE)) for seat, action, seconds in noted]


def twice(tmp_path: Path, measure: Callable[[Path, str], T]) -> dict[str, list[T]]:
    """``measure(folder, twin)`` of each twin, :data:`RUNS` times in turn (holding, empty, holding,
    empty), each run on stores of its own in ``folder``."""
    runs: dict[str, list[T]] = {twin: [] for twin in TWINS}
    for run in range(RUNS):
        folder = tmp_path / f"run-{run}"
        folder.mkdir()
        for twin in TWINS:
            runs[twin].append(measure(folder, twin))
    return runs


def soonest(runs: Sequence[Sequence[float]]) -> list[float]:
    """Each moment's earliest of the runs: a loaded machine only ever delays a moment, in one run
    or another; what the server does (a leak) delays it in every run."""
    return [min(moments) for moments in zip(*runs, strict=True)]


def fewest_paces(runs: Sequence[Paced]) -> list[tuple[int, str, int]]:
    """The bot decisions noted, the same in every run, each in paces (:func:`in_paces`) from
    its shortest time of the runs."""
    steps = [[(seat, action) for seat, action, _ in noted] for noted in runs]
    assert all(step == steps[0] for step in steps), steps
    return in_paces([(*steps[0][i], min(noted[i][2] for noted in runs)) for i in range(len(steps[0]))])


def wait_for_version(client: TestClient, version: int, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while state(client)["version"] < version:
        assert time.monotonic() < deadline, f"the game did not reach version {version}"
        time.sleep(0.02)


def lobby_line(client: TestClient) -> dict[str, Any]:
    """The lobby's line of the twin game, less its times (when it was made and changed)."""
    (line,) = [g for g in client.get("/api/games").json() if g["id"] == GAME]
    return {k: v for k, v in line.items() if k not in ("created", "updated")}


# -- the websocket messages: their sequence, count and timing --------------------------------------


def follow_the_window(client: TestClient) -> dict[str, list[Any]]:
    """Seat 0 hunts over its socket while a spectator watches: every message each receives until
    seat 0 decides again (the bots' two passes between), and when each arrived (seconds after
    the state that follows the hunt)."""
    got: dict[str, list[Any]] = {"seat": [], "spectator": [], "seat_at": [], "spectator_at": []}
    with (
        client.websocket_connect(f"/ws/games/{GAME}?token={token(0)}") as mine,
        client.websocket_connect(f"/ws/games/{GAME}") as watching,
    ):
        got["seat"].append(mine.receive_json())
        got["spectator"].append(watching.receive_json())
        mine.send_json({"type": "action", "action": HUNT})

        def read(socket: Any, who: str) -> None:  # each socket on its own thread: both at once
            hunted: float | None = None
            while True:
                message = socket.receive_json()
                now = time.monotonic()
                hunted = now if hunted is None else hunted
                got[who].append(message)
                got[f"{who}_at"].append(now - hunted)
                if message["version"] == 3:  # both bots passed: seat 0 decides again
                    return

        readers = [threading.Thread(target=read, args=pair) for pair in ((mine, "seat"), (watching, "spectator"))]
        for reader in readers:
            reader.start()
        for reader in readers:
            reader.join(30)
    return got


@pytest.mark.slow
def test_a_seat_and_a_spectator_receive_the_same_messages_in_the_same_order_whether_a_rival_could_answer(
    tmp_path: Path, paced: Paced
) -> None:
    """Seat 1's pass by choice (it holds a sniper team) and its forced pass (it holds nothing
    to answer with) give seat 0 and a spectator the same messages, as many, in the same order:
    a state after the hunt, one after each bot's pass, with the same versions, logs and counts."""
    received = {}
    for twin in TWINS:
        with serving(tmp_path, twin) as client:
            received[twin] = follow_the_window(client)
    holding, empty = received["holding"], received["empty"]
    assert [m["version"] for m in holding["seat"]] == [0, 1, 2, 3]
    for who in ("seat", "spectator"):
        assert len(holding[who]) == len(empty[who])
        for a, b in zip(holding[who], empty[who], strict=True):
            assert a == b
    assert [str(a) for s, a, _ in paced if s == 1] == ["pass", "pass"]  # seat 1 passed in both twins


@pytest.mark.slow
def test_a_bots_pass_reaches_a_seat_and_a_spectator_as_late_whether_or_not_it_held_an_answer(
    tmp_path: Path, paced: Paced
) -> None:
    """A table just loaded from the store (a server restarted): seat 1's bot has made no choice
    in it yet. Holding a sniper team it thinks before it passes; holding nothing it has a single
    legal action, and ``Pace`` makes it take as long (a copy of it is timed at its first real
    decision). The pass reaches seat 0 and the spectator as late in both twins."""

    def measure(folder: Path, twin: str) -> tuple[Paced, list[float], list[float]]:
        paced.clear()
        with serving(folder, twin, bot_delay=0.05) as client:
            got = follow_the_window(client)
        return list(paced), got["seat_at"], got["spectator_at"]

    runs = twice(tmp_path, measure)
    arrivals = {
        twin: (soonest([seat for _, seat, _ in got]), soonest([spectator for _, _, spectator in got]))
        for twin, got in runs.items()
    }
    waits = {twin: fewest_paces([run[0] for run in got]) for twin, got in runs.items()}
    # Each bot took one pace, chosen or forced, in both twins: the same steps, the same waits.
    assert waits["holding"] == waits["empty"] == [(1, "pass", 1), (2, "pass", 1)]
    for at_holding, at_empty in zip(arrivals["holding"], arrivals["empty"], strict=True):
        assert len(at_holding) == len(at_empty) == 3
        for a, b in zip(at_holding, at_empty, strict=True):
            assert abs(a - b) < LATE, (arrivals["holding"], arrivals["empty"])
        # Seat 1's pass came after its pace, in both: its first timing with the margin to spare,
        # counted once it answered (the server once counted Pace's wait from the turn's start,
        # so that a bot that thought in less than its pace answered sooner than a forced pass).
        assert at_holding[1] >= THINKING * PACE_MARGIN * 0.95
        assert at_empty[1] >= THINKING * PACE_MARGIN * 0.95


@pytest.mark.slow
def test_after_a_restart_in_the_window_a_bot_passes_as_late_whether_or_not_it_held_an_answer(
    tmp_path: Path, paced: Paced
) -> None:
    """Seat 0 hunts; the server stops before the bots answer and starts again on the same store
    (the bots' ``Pace`` starts afresh). The restored table's bots take as long to pass, and the
    table reaches the same state, in both twins."""

    def measure(folder: Path, twin: str) -> tuple[Paced, dict[str, Any], dict[str, Any], dict[str, Any]]:
        paced.clear()
        with serving(folder, twin, bot_delay=60) as client:  # the bots wait: the server stops first
            act(client, 0, HUNT)
            assert state(client)["version"] == 1
            deadline = time.monotonic() + 10
            while not paced and time.monotonic() < deadline:  # seat 1's bot has thought; it waits to answer
                time.sleep(0.02)
        paced.clear()
        with serving(folder, twin, bot_delay=0.05) as client:
            wait_for_version(client, 3)
            return list(paced), state(client), state(client, None), lobby_line(client)

    runs = twice(tmp_path, measure)
    seen = {twin: (fewest_paces([run[0] for run in got]), *got[-1][1:]) for twin, got in runs.items()}
    assert seen["holding"] == seen["empty"]
    assert seen["holding"][0] == [(1, "pass", 1), (2, "pass", 1)]


# -- the lobby, the state over HTTP, the menu, the hint --------------------------------------------


def http_answers(client: TestClient) -> dict[str, Any]:
    """What seat 0 and a spectator may ask over HTTP at this moment: the state, the lobby's
    lines, the menu (with and without cards picked, one of them a card seat 0 does not hold),
    the hint's answer or refusal and the replay, file and analysis (refused before the end)."""
    menu = f"/api/games/{GAME}/menu"
    answers: dict[str, Any] = {
        "seat": state(client),
        "spectator": state(client, None),
        "games": lobby_line(client),
        "lobby": client.get(f"/api/lobby/tables/{GAME}").json(),
        "menu": client.post(menu, json={"token": token(0)}).json(),
        "menu_picked": client.post(menu, json={"token": token(0), "picked": ["scavenger", "shovel"]}).json(),
        "menu_not_held": client.post(menu, json={"token": token(0), "picked": ["sniper_team"]}).json(),
        "menu_spectator": client.post(menu, json={}).json(),
    }
    asked = client.post(f"/api/games/{GAME}/hint", json={"token": token(0)})
    hint = asked.json()
    deadline = time.monotonic() + 30
    while asked.status_code == 202 and hint.get("status") == "thinking":
        assert time.monotonic() < deadline, "the hint did not finish"
        time.sleep(0.02)
        hint = client.get(f"/api/games/{GAME}/hint", params={"token": token(0)}).json()
    answers["hint"] = (asked.status_code, hint)
    for kind in ("replay", "file"):
        for query in ("", "?seat=0", "?seat=1"):
            got = client.get(f"/api/games/{GAME}/{kind}{query}")
            answers[f"{kind}{query}"] = (got.status_code, got.json())
    analysis = client.post(f"/api/games/{GAME}/analysis", json={"token": token(0)})
    answers["analysis"] = (analysis.status_code, analysis.json())
    return answers


@pytest.mark.slow
def test_the_lobby_state_menu_hint_and_refused_endpoints_answer_alike_in_twin_tables(
    tmp_path: Path, paced: Paced
) -> None:
    """Before the hunt, while seat 1 decides (a table of people: it waits for seat 1), at seat
    0's next decision after seat 1 passed by choice or perforce, and once she ended her turn
    (seat 1's turn, with its sniper team or its refugee): every HTTP answer seat 0
    or a spectator can get is the same in both twins (the hint's suggestions and their labels
    included, worked out from seat 0's view; the lobby's ``to_act``, ``waiting_for`` and
    ``moves``; the menu's refusal of a card not held)."""
    answers: dict[str, list[dict[str, Any]]] = {}
    for twin in TWINS:
        with serving(tmp_path, twin, PEOPLE) as client:
            steps = [http_answers(client)]
            act(client, 0, HUNT)
            steps.append(http_answers(client))
            for seat in (1, 2):
                act(client, seat, "pass")
            steps.append(http_answers(client))
            act(client, 0, "end")  # seat 1's turn now (the round's end shows the hands' cards: no twins)
            steps.append(http_answers(client))
            answers[twin] = steps
    holding, empty = answers["holding"], answers["empty"]
    assert [step["seat"]["version"] for step in holding] == [0, 1, 3, 4]
    assert holding[1]["games"]["to_act"] == [1]
    assert holding[2]["hint"][1]["status"] == "done"
    assert holding[2]["hint"][1]["suggestions"]
    assert holding[1]["menu_not_held"] == {"error": "the picked cards are not all in your hand"}
    for a, b in zip(holding, empty, strict=True):
        for key in a:
            assert a[key] == b[key], key


# -- refusals -------------------------------------------------------------------------------------

TRIED = [
    "pass",
    "end",
    "abort",
    "snipe 0:scavenger",
    "hunt sniper_team",
    "trash sniper_team",
    "commit sniper_team",
    "snipe 1:refugee",
    "sniper",
    "hunt scavenger+spear",
    "dig refugee+shovel",
    "xyzzy",
]
"""Actions near the ones of the window: a sniper team named by seats that may not hold it."""


def refusals(client: TestClient, seat: int) -> list[tuple[Any, ...]]:
    """Each of :data:`TRIED` sent by ``seat`` over HTTP and over its socket, on a copy that
    is never taken (a table of people: only refusals are compared, an action taken stops)."""
    found: list[tuple[Any, ...]] = []
    with client.websocket_connect(f"/ws/games/{GAME}?token={token(seat)}") as socket:
        socket.receive_json()
        for text in TRIED:
            over_http = client.post(f"/api/games/{GAME}/actions", json={"token": token(seat), "action": text})
            if over_http.status_code == 200:
                found.append((text, "taken"))
                break
            socket.send_json({"type": "action", "action": text})
            found.append((text, over_http.status_code, over_http.json(), socket.receive_json()))
    return found


def test_refused_actions_read_the_same_whoever_holds_the_sniper_team(tmp_path: Path, paced: Paced) -> None:
    """In the window on seat 0's hunt, seat 0 (waiting) and seat 2 (waiting for seat 1) send
    actions naming a sniper team, a pass and others: every refusal, over HTTP and over the
    socket, is the same in both twins; then seat 0 at her next decision, after seat 1 passed."""
    found = {}
    for twin in TWINS:
        with serving(tmp_path, twin, PEOPLE) as client:
            act(client, 0, HUNT)
            window = [refusals(client, seat) for seat in (0, 2)]
            for seat in (1, 2):
                act(client, seat, "pass")
            found[twin] = (window, refusals(client, 0))
    assert found["holding"] == found["empty"]
    waiting = found["holding"][0][0][0]
    assert waiting[1] == 409
    assert "waiting for Seat 1" in waiting[2]["error"]


# -- people whose page is closed -------------------------------------------------------------------


@pytest.mark.slow
def test_an_absent_person_who_may_hold_an_answer_is_waited_for_alike(tmp_path: Path, paced: Paced) -> None:
    """Seat 1 (a person whose page is closed) is asked to answer the hunt. The server passes for
    an absent person only where everyone can tell she can only pass (``View.lone_pass``): here a
    sniper team is out of the market, so it waits for her in both twins, holding one or not."""
    seen = {}
    for twin in TWINS:
        with serving(tmp_path, twin, PEOPLE, absent_pass_after=0.05) as client:
            act(client, 0, HUNT)
            time.sleep(0.6)  # many times the wait before the server would pass for her
            seen[twin] = (state(client), state(client, None), lobby_line(client))
    assert seen["holding"] == seen["empty"]
    assert seen["holding"][0]["version"] == 1
    assert seen["holding"][2]["to_act"] == [1]


@pytest.mark.slow
def test_a_seat_handed_to_a_bot_in_the_window_passes_as_late_whether_or_not_it_held_an_answer(
    tmp_path: Path, paced: Paced
) -> None:
    """Seat 1's person does not come and her seat is handed to a bot (the lobby's ``bot``, with
    her link) while the hunt waits for her: the new bot has made no choice yet. It passes as
    late, and the table reads the same, in both twins."""

    def measure(folder: Path, twin: str) -> tuple[Paced, dict[str, Any], dict[str, Any], float]:
        paced.clear()
        with serving(folder, twin, PEOPLE, bot_delay=0.05) as client:
            act(client, 0, HUNT)
            with client.websocket_connect(f"/ws/games/{GAME}?token={token(0)}") as mine:
                assert mine.receive_json()["version"] == 1
                handed = time.monotonic()
                given = client.post(f"/api/lobby/tables/{GAME}/bot", json={"token": token(1), "seat": 1})
                given.raise_for_status()
                while True:
                    message = mine.receive_json()
                    if message["version"] == 2:
                        late = time.monotonic() - handed
                        break
            return list(paced), message, lobby_line(client), late

    runs = twice(tmp_path, measure)
    seen = {
        twin: (fewest_paces([run[0] for run in got]), *got[-1][1:3], min(run[3] for run in got))
        for twin, got in runs.items()
    }
    assert seen["holding"][:3] == seen["empty"][:3]
    assert seen["holding"][0] == [(1, "pass", 1)]
    assert abs(seen["holding"][3] - seen["empty"][3]) < LATE, (seen["holding"][3], seen["empty"][3])


# -- the search bot ----------------------------------------------------------------------------------


@pytest.mark.slow
def test_a_search_bot_asked_in_its_first_window_passes_as_late_whether_or_not_it_held_an_answer(
    tmp_path: Path, paced: Paced
) -> None:
    """LEAK. Seat 1 is the server's search bot (``ismcts``; its search replaced by one that
    thinks :data:`THINKING` seconds, then passes) on a table just loaded from the store. Holding
    a sniper team it searches before it passes. Holding nothing, its pass is forced, and ``Pace``
    waits as long as a copy of the bot takes at the seat's first decision with more than one
    legal action in the game replayed from its start: there the search bot had a single action
    worth searching (``candidates``: trashing a refugee is never searched) and answered at once
    without searching. So the forced pass reaches the table at once, the chosen one after the
    search: seat 0 and every spectator see by the clock which bot holds the sniper team. The same
    happens at any window after a decision the search bot does not search (every skirmish commit
    is one: ``candidates`` keeps a single commit), where Pace's time of the "last real decision"
    is that instant answer."""

    def measure(folder: Path, twin: str) -> tuple[Paced, list[float]]:
        paced.clear()
        with serving(folder, twin, [HUMAN, "ismcts", "heuristic"], bot_delay=0.05) as client:
            got = follow_the_window(client)
        assert [m["version"] for m in got["seat"]] == [0, 1, 2, 3]
        return list(paced), got["seat_at"]

    runs = twice(tmp_path, measure)
    arrivals = {twin: soonest([run[1] for run in got]) for twin, got in runs.items()}
    waits = {twin: fewest_paces([run[0] for run in got]) for twin, got in runs.items()}
    assert waits["holding"][0] == (1, "pass", 1)  # it searched before it passed
    assert waits["empty"][0] == waits["holding"][0], waits  # fails: (1, "pass", 0), at once
    assert abs(arrivals["holding"][1] - arrivals["empty"][1]) < LATE, arrivals


@pytest.mark.slow
def test_a_search_bot_passes_as_late_after_a_turn_it_did_not_search_whether_or_not_it_held_an_answer(
    tmp_path: Path, paced: Paced
) -> None:
    """LEAK, in the course of a game (no table just loaded needed). Seat 1 (the search bot,
    searching :data:`THINKING` seconds) begins the round: its turn offers "trash" or "end", and
    only "end" is worth searching, so it answers at once, and ``Pace`` notes that instant as its
    last real decision. Seat 0 hunts next: where seat 1 holds a sniper team it searches before it
    passes; where it holds nothing its forced pass waits that instant. Every skirmish commit is
    such a decision too (``candidates`` keeps one commit): the first window of each round tells
    seat 0 and every spectator which search bot could answer."""

    def measure(folder: Path, twin: str) -> tuple[Paced, list[dict[str, Any]], float]:
        paced.clear()
        path = folder / f"{twin}.sqlite3"
        store_twin(f"sqlite:///{path}", TWINS[twin], [HUMAN, "ismcts", "heuristic"], initiator=1)
        with serving(folder, twin, bot_delay=0.05) as client:
            deadline = time.monotonic() + 20
            while not state(client)["legal_actions"]:  # seat 1's turn and seat 2's: seat 0's now
                assert time.monotonic() < deadline, "seat 0's turn did not come"
                time.sleep(0.02)
            with client.websocket_connect(f"/ws/games/{GAME}?token={token(0)}") as mine:
                messages = [mine.receive_json()]
                mine.send_json({"type": "action", "action": HUNT})
                hunted = None
                while not messages[-1]["legal_actions"] or len(messages) < 3:
                    messages.append(mine.receive_json())
                    assert messages[-1]["type"] == "state", messages[-1]
                    hunted = time.monotonic() if hunted is None else hunted
                assert hunted is not None
                late = time.monotonic() - hunted
        return list(paced), messages, late

    runs = twice(tmp_path, measure)
    seen = {
        twin: (fewest_paces([run[0] for run in got]), got[-1][1], min(run[2] for run in got))
        for twin, got in runs.items()
    }
    assert seen["holding"][1] == seen["empty"][1]  # the same messages: only their timing differs
    assert [m["version"] for m in seen["holding"][1]] == [3, 4, 5]
    assert seen["holding"][0][-1] == (1, "pass", 1)  # holding a sniper team, it searched first
    assert seen["empty"][0][-1] == seen["holding"][0][-1], seen  # fails: (1, "pass", 0), at once
    assert abs(seen["holding"][2] - seen["empty"][2]) < LATE, (seen["holding"][2], seen["empty"][2])
