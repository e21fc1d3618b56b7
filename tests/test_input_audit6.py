"""Input audit 6: bad input never corrupts anything, and the same seed plays the same game.

DESIGN.md, "Bad input never corrupts state": malformed input raises ``InvalidAction``, a rule
violation ``IllegalAction`` (both ``ValueError``), the message names the seat, the phase and
the reason, and the state is exactly as before. The same holds for everything a person hands
the program (notation, hand-built actions, saves, scenarios, lesson files, a study's files,
HTTP and websocket messages): a clear line, never a traceback, nothing changed.
DESIGN.md, "One state, one RNG": ``config + seed + actions`` replays exactly, on every build.
"""

from __future__ import annotations

import copy
import json
import os
import random
import sqlite3
import subprocess
import sys
import unicodedata
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scavengers as sc
from scavengers.cards import CATALOGUE
from scavengers.engine.core.actions import Verb
from scavengers.lessons.lesson import LessonError, read_lesson
from scavengers.server import create_app
from scavengers.sim.experiments import StudyOptions
from scavengers.sim.study import JOURNAL, STUDY, StudyError, prepare
from scavengers.storage import open_store
from scavengers.table import Table, TableError

with warnings.catch_warnings():
    # Starlette would rather have httpx2, which the package mirror does not carry.
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from fastapi.testclient import TestClient

KINDS = sorted(CATALOGUE)
EVERY_MODULE = frozenset({"hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"})
MODULE_SETS: tuple[frozenset[str], ...] = (frozenset(), frozenset({"hq1", "hq2", "hq3", "hq4"}), EVERY_MODULE)
LESSONS = Path(sc.__file__).parent / "lessons"
FUZZ = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def snapshot(game: sc.Game) -> tuple[Any, ...]:
    """Everything anyone can learn of a game: its save, every seat's and a spectator's view
    and log, and whom it waits for."""
    seats = (None, *range(game.config.players))
    return game.to_json(), tuple(game.view(s) for s in seats), tuple(game.log(s) for s in seats), game.to_act


def one_line(message: str) -> bool:
    """A message a person can read: one line, no control character (an escape sequence would
    reach her terminal), not a wall of text."""
    return 0 < len(message) <= 600 and not any(unicodedata.category(c)[0] == "C" for c in message)


def refused(attempt: Callable[[], object], *errors: type[Exception]) -> str | None:
    """The message of the refusal ``attempt`` meets (one of ``errors``), or ``None`` when it
    goes through; any other exception fails the test."""
    try:
        attempt()
    except errors as error:
        return str(error)
    return None


def random_game(seed: int, players: int, modules: frozenset[str], steps: int) -> sc.Game:
    """A game after ``steps`` random legal actions (fewer if it ends first)."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        seat = game.to_act[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


# -- notation and hand-built actions ---------------------------------------------------------

ODD_WORDS = (
    "",
    "\x00",
    "\x1b[2J",
    "\u202e",
    "٣",
    "²",
    "-1",
    "99999999999999999999",
    "1e9",
    "none",
    "+",
    "refugee+",
    "+shovel",
    "@",
    "deck@0",
    "deck@1,1",
    "2:",
    ":brawler",
    "\U0001d7d0:brawler",  # a mathematical bold digit two
    "9:brawler",
    "-1:brawler",
    "bunker-0",
    "bunker-٣",
    "stored-bunker-99",
    "force-9",
    "junkyard+contested",
    "top",
    "bottom",
    "x" * 300,
)
words = st.one_of(
    st.sampled_from(KINDS),
    st.sampled_from([v.value for v in Verb]),
    st.sampled_from(ODD_WORDS),
    st.builds(lambda seat, kind: f"{seat}:{kind}", st.integers(-2, 6), st.sampled_from(KINDS)),
    st.builds("+".join, st.lists(st.sampled_from(KINDS), min_size=1, max_size=3)),
    st.text(max_size=6),
)


@FUZZ
@given(
    seed=st.integers(0, 40),
    players=st.integers(1, 5),
    modules=st.sampled_from(MODULE_SETS),
    steps=st.integers(0, 60),
    verb=st.sampled_from([v.value for v in Verb]),
    rest=st.lists(words, max_size=5),
    other_seat=st.booleans(),
)
def test_garbled_notation_is_refused_in_one_line_and_changes_nothing(
    *, seed: int, players: int, modules: frozenset[str], steps: int, verb: str, rest: list[str], other_seat: bool
) -> None:
    game = random_game(seed, players, modules, steps)
    if game.over:
        return
    seat = (game.to_act[0] + other_seat) % players
    text = " ".join([verb, *rest])
    if any(text.split() == str(a).split() for a in game.legal_actions(seat)):
        return  # a listed action, written out: it would apply
    before = snapshot(game)
    message = refused(lambda: game.apply(seat, text), sc.InvalidAction, sc.IllegalAction)
    # An action the rules allow written another way (a grouping, an unlisted form) may apply.
    if message is not None:
        assert one_line(message), repr(message)
        assert snapshot(game) == before, text


odd_fields = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(), st.text(max_size=5))


@pytest.mark.slow
@FUZZ
@given(
    seed=st.integers(0, 40),
    modules=st.sampled_from(MODULE_SETS),
    steps=st.integers(0, 60),
    verb=st.one_of(st.sampled_from(list(Verb)), odd_fields),
    cards=st.one_of(
        st.lists(st.sampled_from(KINDS), max_size=4).map(tuple), st.lists(odd_fields, max_size=3), odd_fields
    ),
    subject=st.one_of(st.sampled_from(KINDS), odd_fields, st.sampled_from(["deck@1", "junkyard+schematics", "bottom"])),
    target=odd_fields,
    from_force=odd_fields,
    number=odd_fields,
)
def test_a_hand_built_action_of_any_fields_is_refused_cleanly_or_applies(
    *,
    seed: int,
    modules: frozenset[str],
    steps: int,
    verb: object,
    cards: object,
    subject: object,
    target: object,
    from_force: object,
    number: object,
) -> None:
    game = random_game(seed, 3, modules, steps)
    if game.over:
        return
    seat = game.to_act[0]
    action = sc.Action(verb, cards, subject, target, from_force, number)  # type: ignore[arg-type]
    before = snapshot(game)
    message = refused(lambda: game.apply(seat, action), sc.InvalidAction, sc.IllegalAction)
    if message is not None:
        assert one_line(message), repr(message)
        assert snapshot(game) == before


def at_commit() -> sc.Game:
    """A game at seat 0's choice of a skirmish force."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=2))
    rng = random.Random(0)
    while not any(a.verb is Verb.COMMIT for a in game.legal_actions(game.to_act[0])):
        seat = game.to_act[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


@pytest.mark.parametrize("cards", [None, 5, float("nan"), "brawler", b"brawler", [1, None], ["brawler", 3], [["x"]]])
def test_commit_strength_of_something_that_is_no_list_of_kinds_is_invalid(cards: Any) -> None:
    # DESIGN.md: malformed input raises InvalidAction (it raised TypeError: "'<' not supported",
    # "unhashable type"), and a text is not read letter by letter.
    game = at_commit()
    seat = game.to_act[0]
    before = snapshot(game)
    with pytest.raises(sc.InvalidAction, match="list of card kind ids"):
        game.commit_strength(seat, cards)
    assert snapshot(game) == before


@pytest.mark.parametrize("seed", [None, 1.0, "7", [1], True])
def test_determinize_with_a_seed_that_is_no_whole_number_is_invalid(seed: Any) -> None:
    game = random_game(4, 3, frozenset(), 20)
    before = snapshot(game)
    with pytest.raises(sc.InvalidAction, match="seed must be a whole number"):
        game.determinize(0, seed)
    assert snapshot(game) == before


@pytest.mark.parametrize(("players", "seat"), [(3, -1), (3, 3), (3, 99), (1, 2), (1, -1)])
def test_force_total_of_a_seat_the_view_does_not_have_is_invalid(players: int, seat: int) -> None:
    # -1 read the last seat's force, 3 at a table of 3 raised IndexError.
    view = sc.Game.new(sc.GameConfig(players=players, seed=1)).view(0)
    with pytest.raises(sc.InvalidAction, match=f"no seat {seat}"):
        sc.force_total(view, seat)


def test_force_total_still_reads_every_seat_and_the_solo_opponent() -> None:
    view = sc.Game.new(sc.GameConfig(players=3, seed=1)).view(0)
    assert [sc.force_total(view, s) for s in range(3)] == [None, None, None]
    solo = sc.Game.new(sc.GameConfig(players=1, seed=1)).view(0)
    assert solo.opponent is not None
    assert sc.force_total(solo, 1) == solo.opponent.strength


# -- saved games -------------------------------------------------------------------------------

SAVES = [
    json.loads(random_game(1, 2, frozenset(), 40).to_json()),
    json.loads(random_game(2, 4, EVERY_MODULE, 70).to_json()),
    json.loads(random_game(3, 1, EVERY_MODULE, 30).to_json()),
]
JUNK: list[Any] = [
    None,
    True,
    0,
    -1,
    2**64,
    -(2**70),
    1.5,
    float("nan"),
    float("inf"),
    "",
    "pass",
    "\x1b[2J",
    [],
    {},
    [[]],
    [0, "pass"],
    [0, 5],
    ["end"],
    "brawler",
    "2012",
    {"players": 2, "seed": 1},
]


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            if key != "state":  # its thousands of entries are checked whole against the replay
                yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*path, index))


@FUZZ
@given(
    save=st.sampled_from(range(len(SAVES))),
    picks=st.lists(st.tuples(st.integers(0, 10**6), st.sampled_from(JUNK)), min_size=1, max_size=3),
)
def test_a_save_edited_by_hand_is_refused_in_one_line_never_a_traceback(
    save: int, picks: list[tuple[int, Any]]
) -> None:
    data = copy.deepcopy(SAVES[save])
    for index, junk in picks:
        paths = list(_paths(data))
        path = paths[index % len(paths)]
        if not path:
            data = junk
            continue
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = junk
    text = json.dumps(data)
    loaded: list[sc.Game] = []
    message = refused(lambda: loaded.append(sc.Game.from_json(text)), sc.InvalidAction)
    if message is None:  # an edit that still reads as a whole game (another edition whose rules play alike here)
        assert snapshot(sc.Game.from_json(loaded[0].to_json())) == snapshot(loaded[0])
    else:
        assert one_line(message), repr(message)
    message = refused(lambda: Table.parse(data, "the file", to_play=False), TableError)
    assert message is None or one_line(message), repr(message)


def test_a_save_whose_actions_give_a_seat_a_card_it_does_not_hold_is_refused() -> None:
    data = copy.deepcopy(SAVES[0])
    seat, _ = data["actions"][5]
    data["actions"][5] = [seat, "dig sniper_team sniper_team sniper_team"]
    with pytest.raises(sc.InvalidAction, match="saved game action 5"):
        sc.Game.from_json(json.dumps(data))
    data = copy.deepcopy(SAVES[0])
    data["actions"].append([0, "pass"])
    with pytest.raises(sc.InvalidAction, match=r"does not replay"):
        sc.Game.from_json(json.dumps(data))


# -- scenarios ---------------------------------------------------------------------------------

nasty = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 300), st.just(2**70), st.text(max_size=4), st.sampled_from(KINDS)
)
cards = st.lists(st.sampled_from([*KINDS, "junk", "refugee", "brawler", "junk"]), max_size=8)
pile = st.one_of(cards, cards, cards, nasty)
building = st.fixed_dictionaries(
    {"building": st.sampled_from(["bunker", "armory", "pharmacy", "scout_tower", "refugee"])},
    optional={"timer": pile, "stored": pile, "disabled": st.one_of(st.booleans(), nasty)},
)
player = st.fixed_dictionaries(
    {},
    optional={
        "hand": pile,
        "deck": pile,
        "discard": pile,
        "buildings": st.one_of(st.lists(building, max_size=2), nasty),
        "leader": st.one_of(st.sampled_from([k for k in KINDS if k.startswith("leader")]), nasty),
    },
)
scenarios = st.fixed_dictionaries(
    {},
    optional={
        "round": st.one_of(st.integers(0, 20), nasty),
        "initiator": st.one_of(st.integers(-1, 5), nasty),
        "players": st.one_of(st.lists(player, max_size=5), nasty),
        "junkyard": pile,
        "contested": pile,
        "schematics": pile,
        "market": st.one_of(
            st.dictionaries(st.sampled_from(KINDS), st.one_of(st.integers(-2, 40), nasty), max_size=3), nasty
        ),
        "opponents": st.one_of(st.lists(cards, max_size=8), nasty),
    },
)


@FUZZ
@given(scenario=scenarios, players=st.integers(1, 5), modules=st.sampled_from(MODULE_SETS), seed=st.integers(0, 99))
def test_any_scenario_is_refused_in_one_line_or_plays_to_its_end(
    scenario: dict[str, Any], players: int, modules: frozenset[str], seed: int
) -> None:
    given_scenario = copy.deepcopy(scenario)
    made: list[sc.Game] = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # ScenarioWarning: a building the rules could not reach
        config = partial(sc.GameConfig, players=players, seed=seed, modules=modules, scenario=scenario)
        message = refused(lambda: made.append(sc.Game.new(config())), sc.ConfigError)
    assert scenario == given_scenario  # the caller's dict is hers
    if message is not None:
        assert one_line(message), repr(message)
        return
    game = made[0]
    rng = random.Random(seed)
    while not game.over:
        seat = game.to_act[0]
        game.play(rng.choice(game.legal_actions(seat)))
    assert snapshot(sc.Game.from_json(game.to_json())) == snapshot(game)


@pytest.mark.parametrize(
    ("scenario", "reason"),
    [
        ({"players": [{"hand": ["brawler"] * 200}]}, "this game has 10 copies"),
        ({"players": [{"hand": ["sniper_team"] * 6}]}, "this game has 5 copies"),
        ({"players": [{"deck": ["junk"] * 30}, {"discard": ["junk"] * 30}]}, "copies"),
        ({"market": {"scout": -1}}, "non-negative integer"),
        ({"market": {"scout": 2**70}}, "too large"),
        ({"round": -3}, "round must be a positive integer"),
        ({"round": 2.0}, "whole number"),
        ({"initiator": 7}, "initiator must be a seat"),
        ({"contested": []}, "the pile is empty"),
        ({"players": [{"hand": [["brawler"]]}]}, "card kind"),
        ({"players": [{"hand": ["brawlr"]}]}, "brawler"),
        ({"players": [{}, {}, {}, {}, {}]}, "at most 2 players"),
    ],
)
def test_an_impossible_table_is_refused_naming_the_problem(scenario: dict[str, Any], reason: str) -> None:
    with pytest.raises(sc.ConfigError) as refused:
        sc.Game.new(sc.GameConfig(players=2, seed=1, scenario=scenario))
    assert reason in str(refused.value)
    assert one_line(str(refused.value))


# -- lesson files (docs/learning.md: anything the format does not know is refused with the file's
# name and the problem) ------------------------------------------------------------------------

FIRST_LESSON = (LESSONS / "01_draw_and_dig.toml").read_text(encoding="utf-8")
EXTRA_STEP = '\n[[steps]]\ntext = "x"\nexpect = "end"\n[[steps.feedback]]\n{}\ntext = "x"\n'


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (FIRST_LESSON + '\n[replies]\n"²" = ["end"]\n', "'²' is not another player's seat"),
        (FIRST_LESSON + '\n[replies]\n"' + "9" * 5000 + '" = ["end"]\n', "is not another player's seat"),
        (FIRST_LESSON + EXTRA_STEP.format('verb = ["dig"]'), "is not a verb of the notation"),
        (FIRST_LESSON + EXTRA_STEP.format("verb = {a = 1}"), "is not a verb of the notation"),
        ("a = " + "[" * 5000, "not TOML: nested too deeply"),
        ("a = " + "{b = " * 5000, "not TOML: nested too deeply"),
    ],
)
def test_a_lesson_file_the_format_does_not_know_is_refused_naming_the_file(text: str, reason: str) -> None:
    with pytest.raises(LessonError) as refused:
        read_lesson(text, "10_mine.toml")
    assert str(refused.value).startswith("lesson 10_mine.toml: ")
    assert reason in str(refused.value)


LESSON_VALUES = (
    "0",
    "-1",
    "99999999999999999999999",
    "1.5",
    "inf",
    "nan",
    "true",
    "1979-05-27",
    "[]",
    '["end"]',
    "[[1]]",
    "{}",
    "{a = 1}",
    '""',
    '"end"',
    '"dig"',
    '"\\u001b[2J"',
    '"²"',
    '"ismcts"',
    '[{text = "x", verb = ["dig"]}]',
)
LESSON_KEYS = ('"²"', '"1"', "foo", "verb", "action", "text", "feedback", "replies", "bots", "seed", "round")
LESSON_FILES = sorted(LESSONS.glob("0*.toml"))


@FUZZ
@given(
    lesson=st.sampled_from(LESSON_FILES),
    edits=st.lists(
        st.tuples(
            st.integers(0, 10**6),
            st.booleans(),
            st.booleans(),
            st.sampled_from(LESSON_VALUES),
            st.sampled_from(LESSON_KEYS),
        ),
        min_size=1,
        max_size=3,
    ),
)
def test_a_lesson_file_edited_anyhow_is_read_or_refused_never_a_traceback(
    lesson: Path, edits: list[tuple[int, bool, bool, str, str]]
) -> None:
    lines = lesson.read_text(encoding="utf-8").splitlines()
    for index, keyed, new_value, value, key in edits:
        assignments = [i for i, line in enumerate(lines) if "=" in line and not line.lstrip().startswith("#")]
        # Half the edits go to the lines that name a seat, a verb or an action, where a file goes wrong most.
        keys = [i for i in assignments if lines[i].partition("=")[0].strip() in (*LESSON_KEYS, "expect")]
        chosen = keys if keyed and keys else assignments
        at = chosen[index % len(chosen)]
        old_key, _, old_value = lines[at].partition("=")
        lines[at] = f"{old_key}= {value}" if new_value else f"{key} ={old_value}"
    message = refused(lambda: read_lesson("\n".join(lines), lesson.name), LessonError)
    assert message is None or message.startswith(f"lesson {lesson.name}: "), message


# -- a balance study's files (docs/reports.md: a study.json that does not read as a study's
# options is refused in one line, nothing changed; a journal line that does not read as a game
# is dropped with every line after it) ----------------------------------------------------------

STUDY_OPTIONS = StudyOptions(games=2, seed=3, players=2, bots=("heuristic",), sections=("position",))


def test_a_study_file_nested_too_deeply_is_unreadable_and_left_as_it_was(tmp_path: Path) -> None:
    (tmp_path / STUDY).write_text("[" * 100_000, encoding="utf-8")
    before = (tmp_path / STUDY).read_bytes()
    with pytest.raises(StudyError, match="missing or unreadable: cannot tell which study to resume"):
        prepare(STUDY_OPTIONS, tmp_path, resume=True)
    assert (tmp_path / STUDY).read_bytes() == before


def test_a_journal_line_nested_too_deeply_is_dropped_as_a_line_of_no_game(tmp_path: Path) -> None:
    (tmp_path / STUDY).write_text(json.dumps(STUDY_OPTIONS.to_dict()), encoding="utf-8")
    (tmp_path / JOURNAL).write_text("[" * 100_000 + "\n", encoding="utf-8")
    todo, done = prepare(STUDY_OPTIONS, tmp_path, resume=True)
    assert done == []
    assert len(todo) > 0
    assert (tmp_path / JOURNAL).read_bytes() == b""  # cut back to the last whole game: none


# -- HTTP and websocket messages ------------------------------------------------------------------


@contextmanager
def serving(tmp_path: Path) -> Iterator[tuple[TestClient, str, list[str]]]:
    """The web app on a fresh SQLite store with a game of two people: client, id, tokens."""
    app = create_app(open_store(f"sqlite:///{tmp_path / 'games.sqlite3'}"), bot_delay=0)
    with TestClient(app, raise_server_exceptions=False) as client:
        made = client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 3})
        assert made.status_code == 201, made.text
        game = made.json()
        yield client, game["id"], [seat["token"] for seat in game["seats"]]


def seen(client: TestClient, game_id: str, tokens: list[str]) -> list[Any]:
    """The game as each seat and a spectator see it (the chat aside)."""
    states = [client.get(f"/api/games/{game_id}", params={"token": t} if t else {}).json() for t in [*tokens, ""]]
    return [{k: v for k, v in state.items() if k not in ("chat", "chat_count")} for state in states]


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=12)),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=10,
)
FIELDS = (
    "players",
    "seats",
    "modules",
    "seed",
    "variants",
    "rules",
    "hints",
    "token",
    "action",
    "text",
    "name",
    "seat",
    "picked",
    "step",
)


@pytest.mark.slow
def test_http_bodies_of_any_shape_are_refused_in_json_never_a_server_error(tmp_path: Path) -> None:
    with serving(tmp_path) as (client, game_id, tokens):
        paths = [
            "/api/games",
            f"/api/games/{game_id}/actions",
            f"/api/games/{game_id}/chat",
            f"/api/games/{game_id}/menu",
            f"/api/lobby/tables/{game_id}/join",
            f"/api/lobby/tables/{game_id}/name",
            f"/api/lobby/tables/{game_id}/open",
            "/api/lessons/1/judge",
            "/api/lessons/1/menu",
        ]

        @settings(FUZZ, max_examples=80)
        @given(
            path=st.sampled_from(paths),
            body=st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=5),
            seat_token=st.sampled_from([None, 0, 1]),
        )
        def refused_cleanly(path: str, body: dict[str, Any], seat_token: int | None) -> None:
            if seat_token is not None:
                body["token"] = tokens[seat_token]
            if path.endswith("/actions") and isinstance(body.get("action"), str):
                body["action"] = "zz " + body["action"]  # never a move: the refusal is what is tried
            before = seen(client, game_id, tokens)
            answer = client.post(path, content=json.dumps(body), headers={"content-type": "application/json"})
            assert answer.status_code < 500, (path, body, answer.text)
            if answer.status_code >= 400:
                assert one_line(answer.json()["error"]), answer.text
                assert seen(client, game_id, tokens) == before, (path, body)

        refused_cleanly()
        raw_bodies = [b"", b"{", b"[" * 5000, b"\xff", b"NaN", b'{"players": 1e999}', b'{"seed": ' + b"9" * 5000 + b"}"]
        for body in raw_bodies:
            answer = client.post("/api/games", content=body, headers={"content-type": "application/json"})
            assert 400 <= answer.status_code < 500, (body[:20], answer.text)
            assert one_line(answer.json()["error"])
        for query in ["?step=-1", "?step=99999999999999999999999", "?seat=-1", "?seat=x", "?seat=99999999999999999999"]:
            assert client.get(f"/api/games/{game_id}/replay{query}").status_code < 500


def test_websocket_messages_of_any_shape_get_an_error_and_change_nothing(tmp_path: Path) -> None:
    with serving(tmp_path) as (client, game_id, tokens):
        state = client.get(f"/api/games/{game_id}", params={"token": tokens[0]}).json()
        waiting = 0 if state["legal_actions"] else 1
        before = seen(client, game_id, tokens)
        messages = [
            "",
            "{",
            "[]",
            "null",
            "NaN",
            "[" * 100 + "]" * 100,
            '{"type": "action"}',
            '{"type": "action", "action": 5}',
            '{"type": "action", "action": "dig \\u001b[2J"}',
            '{"type": "action", "action": "dig \\ud800"}',
            '{"type": "action", "action": "' + "dig " * 3000 + '"}',
            '{"type": "chat", "text": 5}',
            '{"type": "chat", "text": "\\ud800"}',
            '{"type": ["action"]}',
            '{"type": "nope"}',
        ]
        for token in (tokens[waiting], tokens[1 - waiting]):
            with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as socket:
                socket.receive_json()
                for message in messages:
                    socket.send_text(message)
                    answer = socket.receive_json()
                    assert answer["type"] == "error", (message[:40], answer)
                    assert one_line(answer["message"]), answer
                socket.send_bytes(b"\x00\x01")
                assert socket.receive_json()["type"] == "error"
        assert seen(client, game_id, tokens) == before


def test_chat_and_names_reach_other_screens_without_control_characters(tmp_path: Path) -> None:
    with serving(tmp_path) as (client, game_id, tokens):
        said = client.post(
            f"/api/games/{game_id}/chat", json={"token": tokens[0], "text": "hi\x1b]0;owned\x07\x1b[2J\u202e\r\nthere"}
        )
        assert said.status_code == 200, said.text
        named = client.post(
            f"/api/lobby/tables/{game_id}/name", json={"token": tokens[1], "name": "Bea\x1b[31m\x00\u200f"}
        )
        assert named.status_code < 500, named.text
        state = client.get(f"/api/games/{game_id}", params={"token": tokens[1]}).json()
        texts = [line["text"] for line in state["chat"]] + [line["name"] for line in state["chat"]]
        assert "hi]0;owned[2Jthere" in texts
        assert all(not any(unicodedata.category(c)[0] == "C" for c in text) for text in texts)
        names = [seat["name"] for seat in state["players"]]
        assert names[1].startswith("Bea")
        assert all(not any(unicodedata.category(c)[0] == "C" for c in name) for name in names)


@pytest.mark.parametrize("seats", ['["human", "bogus"]', '["human"]', '["human", "ismcts:iters=0"]'])
def test_a_stored_game_whose_seats_cannot_be_seated_does_not_stop_the_server(tmp_path: Path, seats: str) -> None:
    # docs/serving.md: a stored game that no longer replays is logged, its rows left as they are,
    # "and serves the others". A bot a later version renamed, or a damaged row, stopped the start.
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    with TestClient(create_app(open_store(url), bot_delay=0)) as client:
        ids = [
            client.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": seed}).json()["id"]
            for seed in (3, 4)
        ]
    with sqlite3.connect(tmp_path / "games.sqlite3") as database:
        database.execute("UPDATE games SET seats = ? WHERE id = ?", (seats, ids[0]))
    with TestClient(create_app(open_store(url), bot_delay=0), raise_server_exceptions=False) as client:
        assert client.get(f"/api/games/{ids[1]}").status_code == 200
        damaged = client.get(f"/api/games/{ids[0]}")
        assert damaged.status_code == 409
        assert "no longer replays" in damaged.json()["error"]
    with sqlite3.connect(tmp_path / "games.sqlite3") as database:  # its rows left as they were
        assert database.execute("SELECT seats FROM games WHERE id = ?", (ids[0],)).fetchone() == (seats,)


# -- the command line: a clear line, the file as it was --------------------------------------------


def scavengers(*arguments: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scavengers.cli.main", *arguments],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        env={**os.environ, **(env or {})},
        timeout=120,
        check=False,
    )


@pytest.mark.slow
def test_the_commands_refuse_bad_files_in_one_line_and_leave_them_as_they_were(tmp_path: Path) -> None:
    edited = copy.deepcopy(SAVES[0])
    edited["actions"][3][1] = "hire sniper_team pay junk"
    files = {
        "cut.json": b'{"format": "scavengers-session", "game": {"config"',
        "deep.json": b"[" * 100_000,
        "binary.json": b"\xff\xfe\x00garbage",
        "edited.json": json.dumps(edited).encode(),
        "twice.json": b'{"round": 3, "round": 5}',
    }
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    for arguments in (("replay", "edited.json"), ("play", "--load", "deep.json"), ("analyse", "cut.json")):
        ran = scavengers(*arguments[:-1], str(tmp_path / arguments[-1]))
        assert ran.returncode != 0
        assert "Traceback" not in ran.stderr, ran.stderr
        assert ran.stderr.startswith("scavengers: error: "), ran.stderr
        assert ran.stderr.count("\n") == 1, ran.stderr
    ran = scavengers("play", "--players", "2", "--scenario", str(tmp_path / "twice.json"))
    assert "given twice" in ran.stderr
    assert "Traceback" not in ran.stderr
    for name, data in files.items():
        assert (tmp_path / name).read_bytes() == data


def test_learn_check_says_what_is_wrong_with_each_lesson_file_never_a_traceback(tmp_path: Path) -> None:
    bad = {
        "10_deep.toml": "a = " + "[" * 5000,
        "11_seat.toml": FIRST_LESSON + '\n[replies]\n"²" = ["end"]\n',
        "12_verb.toml": FIRST_LESSON + EXTRA_STEP.format('verb = ["dig"]'),
    }
    for name, text in bad.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    ran = scavengers("learn", "--check", *(str(tmp_path / name) for name in bad))
    assert "Traceback" not in ran.stderr, ran.stderr
    assert ran.returncode == 1
    for name in bad:
        assert f"{tmp_path / name}: lesson {name}: " in ran.stdout


# -- determinism -------------------------------------------------------------------------------

BOT_GAMES = """
import hashlib
import scavengers as sc
from scavengers.bots.agent import make_agent, run_game
digest = hashlib.sha256()
bots = ("random", "easy", "heuristic", "heuristic_v1", "allin", "ismcts:iters=8", "ismcts:iters=8:search=tree",
        "learned", "learned:temperature=1")
for kind in bots:
    for players, modules in ((2, ()), (3, ("hq1", "hq2", "recon1", "recon3")), (1, ("hq1", "hq2", "hq3"))):
        game = sc.Game.new(sc.GameConfig(players=players, seed=29, modules=frozenset(modules)))
        agents = [make_agent(kind, 29 * 31 + seat) for seat in range(players)]
        run_game(game, agents, on_action=lambda seat, action: digest.update(f"{seat} {action};".encode()))
        digest.update(game.to_json().encode())
print(digest.hexdigest())
"""


@pytest.mark.slow
def test_every_bot_plays_the_same_seeded_games_whatever_the_hash_seed() -> None:
    # Two processes whose sets and dicts of strings iterate in different orders.
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", BOT_GAMES],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        )
        for hash_seed in ("1", "4242")
    ]
    outputs = [run.communicate(timeout=300) for run in runs]
    assert all(run.returncode == 0 for run in runs), [err for _, err in outputs]
    digests = [out.strip() for out, _ in outputs]
    assert len(digests[0]) == 64
    assert digests[0] == digests[1]


def test_a_game_saved_midway_and_loaded_plays_on_exactly_as_the_unsaved_one() -> None:
    for seed, players, modules in [(5, 4, EVERY_MODULE), (6, 1, EVERY_MODULE), (7, 2, frozenset())]:
        game = random_game(seed, players, modules, 45)
        loaded = sc.Game.from_json(game.to_json())
        rng = random.Random(seed + 1)
        while not game.over:
            assert snapshot(loaded) == snapshot(game)
            seat = game.to_act[0]
            action = rng.choice(game.legal_actions(seat))
            assert loaded.legal_actions(seat) == game.legal_actions(seat)
            assert loaded.apply(seat, str(action)) == game.apply(seat, action)
        assert loaded.result == game.result
        # Search samples, drawn from what a seat knows, are the same from the loaded game too.
        fresh = random_game(seed, players, modules, 45)
        again = sc.Game.from_json(fresh.to_json())
        assert snapshot(fresh.determinize(0, 99)) == snapshot(again.determinize(0, 99))


@pytest.mark.slow
def test_simulate_writes_the_same_games_csv_with_one_worker_or_two(tmp_path: Path) -> None:
    common = ("simulate", "--games", "6", "--players", "3", "--bots", "heuristic,random,easy", "--seed", "8")
    one = scavengers(*common, "--recon", "2", "--workers", "1", "--out", str(tmp_path / "one"))
    two = scavengers(
        *common, "--recon", "2", "--workers", "2", "--out", str(tmp_path / "two"), env={"PYTHONHASHSEED": "9"}
    )
    assert one.returncode == 0, one.stderr
    assert two.returncode == 0, two.stderr
    rows = (tmp_path / "one" / "games.csv").read_bytes()
    assert rows.count(b"\n") == 1 + 6 * 3
    assert rows == (tmp_path / "two" / "games.csv").read_bytes()
