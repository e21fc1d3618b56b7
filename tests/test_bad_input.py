"""Bad input never corrupts a game: hand-built actions are checked as strictly as notation,
and seats in notation are plain digits. Every refusal is an ``InvalidAction`` naming the seat
and phase, and the game is exactly as before. JSON from outside (files, requests, messages)
goes through one checked reader: any text, nested 100,000 deep included, is a value or one
line saying why not, and a damaged records file is never overwritten."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import table
from scavengers.engine.core.actions import normalize
from scavengers.json_input import MAX_DEPTH, TOO_DEEP, JSONInputError, read_json
from scavengers.tui import records


def _before_and_after(game: sc.Game, seat: int, action: Any) -> tuple[str, str]:
    before = game.to_json()
    with pytest.raises(sc.InvalidAction, match=rf"seat {seat} \(round 1, gathering phase\)"):
        game.apply(seat, action)
    return before, game.to_json()


def test_a_hand_built_action_with_a_string_verb_trashes_like_the_verb() -> None:
    game = table(3, round=1, players=[{"hand": ["refugee", "pills"]}])
    events = game.apply(0, sc.Action("trash", ("refugee",)))  # type: ignore[arg-type]
    assert events[0].type is sc.EventType.TRASHED
    assert game.to_act == (0,)  # the turn goes on: a trash is not an end
    reloaded = sc.Game.from_json(game.to_json())
    assert reloaded.view(0) == game.view(0)
    assert all(type(a.verb) is sc.Verb for a in game.legal_actions(0))


def test_a_hand_built_dig_with_a_string_verb_and_unsorted_cards_applies_in_full() -> None:
    game = table(3, round=1, players=[{"hand": ["shovel", "scavenger", "refugee"]}])
    events = game.apply(0, sc.Action("dig", ("shovel", "scavenger")))  # type: ignore[arg-type]
    declared = [e for e in events if e.type is sc.EventType.DECLARED]
    assert [(e.cards, e.text) for e in declared] == [(("scavenger", "shovel"), "dig")]
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "keep"  # nobody could answer: the dig of 3 resolved (1 + shovel 2)
    assert len(view.looking) == 3
    assert sc.Game.from_json(game.to_json()).view(0) == view


@pytest.mark.parametrize(
    "action",
    [
        sc.Action("fly", ()),  # type: ignore[arg-type]
        sc.Action("TRASH", ("refugee",)),  # type: ignore[arg-type]
        sc.Action(sc.Verb.TRASH, ("dragon",)),
        sc.Action(sc.Verb.TRASH, "refugee"),  # type: ignore[arg-type]
        sc.Action(sc.Verb.TRASH, (1,)),  # type: ignore[arg-type]
        sc.Action(sc.Verb.TRASH, None),  # type: ignore[arg-type]
        sc.Action(sc.Verb.HIRE, (), "dragon"),
        sc.Action(sc.Verb.HIRE, (), 3),  # type: ignore[arg-type]
        sc.Action(sc.Verb.SNIPE, (), "brawler", True),
        sc.Action(sc.Verb.SNIPE, (), "brawler", "1"),  # type: ignore[arg-type]
        sc.Action(sc.Verb.SNIPE, (), "brawler", 1.0),  # type: ignore[arg-type]
        sc.Action(5, ()),  # type: ignore[arg-type]
    ],
)
def test_a_malformed_hand_built_action_is_invalid_and_changes_nothing(action: sc.Action) -> None:
    game = table(3, round=1, players=[{"hand": ["refugee", "pills"]}])
    before, after = _before_and_after(game, 0, action)
    assert before == after


def test_normalize_sorts_cards_and_coerces_a_verb_word() -> None:
    action = normalize(sc.Action("commit", ["shovel", "brawler"]))  # type: ignore[arg-type]
    assert action == sc.Action(sc.Verb.COMMIT, ("brawler", "shovel"))
    assert type(action.verb) is sc.Verb
    assert type(action.cards) is tuple


@pytest.mark.parametrize(
    "seat_text",
    ["\u00b2", "\u2460", "\u0662", "\uff12", "1" * 5000, "0" * 4, "-1", "+1", "1_0"],
)
def test_unusual_digits_in_a_seat_are_invalid_naming_seat_and_phase(seat_text: str) -> None:
    game = table(3, round=1, players=[{"hand": ["sniper_team", "refugee"]}])
    before = game.to_json()
    for text in (f"snipe {seat_text}:brawler", f"lead refugee {seat_text}:brawler"):
        with pytest.raises(sc.InvalidAction, match=r"seat 0 \(round 1, gathering phase\)"):
            game.apply(0, text)
    assert game.to_json() == before


def test_a_plain_digit_seat_still_reads() -> None:
    assert sc.parse_action(sc.Game.new(sc.GameConfig(players=3)), 0, "snipe 2:brawler").target == 2


def test_every_engine_cache_is_bounded() -> None:
    # Thousands of games in one process must not grow a cache for ever (issue 8).
    import importlib
    import pkgutil

    import scavengers.engine

    caches: list[Any] = []
    for module_info in pkgutil.walk_packages(scavengers.engine.__path__, "scavengers.engine."):
        module = importlib.import_module(module_info.name)
        caches.extend(f for f in vars(module).values() if hasattr(f, "cache_info") and f.__module__ == module.__name__)
    assert len(caches) >= 6
    assert {f.__name__: f.cache_info().maxsize for f in caches if f.cache_info().maxsize is None} == {}


def test_refusals_say_the_rule_in_words_without_citations_a_player_cannot_look_up() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, scenario={"players": [{"hand": ["refugee"]}]}))
    with pytest.raises(sc.IllegalAction) as refused:
        game.apply(0, "hunt refugee")
    message = str(refused.value)
    assert "at least 1" in message
    assert "RULINGS" not in message
    assert "[000:" not in message


# -- JSON from outside: one checked reader ---------------------------------------------------

DEEP = 100_000


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[" * DEEP + "]" * DEEP, TOO_DEEP),
        ('{"a":' * DEEP + "1" + "}" * DEEP, TOO_DEEP),
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), TOO_DEEP),  # Python's parser reads this one
        ('{"a": [' * 40 + "]}" * 40, TOO_DEEP),  # 80 levels, objects and arrays in turn
        ("[" * DEEP, TOO_DEEP),  # never closed: too deep before it is found unfinished
        ("{nope", "not JSON (Expecting property name enclosed in double quotes at line 1 column 2)"),
        ("", "not JSON (Expecting value at line 1 column 1)"),
        ("[1" + "0" * 5000 + "]", "not JSON (a number with too many digits)"),
        (b'{"a": "\xe9t\xe9"}', "not UTF-8 text (invalid continuation byte at byte 7)"),
        (None, "expected JSON text, got NoneType"),
    ],
)
def test_json_from_outside_is_refused_in_one_line_without_echoing_it(text: object, reason: str) -> None:
    with pytest.raises(JSONInputError) as refused:
        read_json(text)
    assert str(refused.value) == reason


def test_json_as_deep_as_allowed_reads_as_bytes_or_text() -> None:
    deepest = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    value = read_json(deepest.encode())
    for _ in range(MAX_DEPTH - 1):
        value = value[0]
    assert value == []
    assert read_json('{"round": 3, "players": [{"hand": ["brawler"]}]}') == {
        "round": 3,
        "players": [{"hand": ["brawler"]}],
    }
    assert read_json("7") == 7


def test_a_damaged_records_file_is_kept_aside_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "bests.json"
    damaged = "[" * DEEP + "]" * DEEP
    path.write_text(damaged, encoding="utf-8")
    config = sc.GameConfig(players=1, seed=1)
    assert records.best_of(config, path) is None
    best = records.record(config, 30, path)
    assert best == records.Best(
        None,
        True,
        True,
        f"{path} is not a records file: {TOO_DEEP}; it was kept as bests.json.damaged and a new one started",
    )
    assert (tmp_path / "bests.json.damaged").read_text(encoding="utf-8") == damaged
    assert records.best_of(config, path) == 30
    path.write_text("[]", encoding="utf-8")  # a second damaged file does not replace the first
    assert records.record(config, 20, path).error.endswith("kept as bests.json.damaged-2 and a new one started")
    assert (tmp_path / "bests.json.damaged").read_text(encoding="utf-8") == damaged


def test_a_records_file_that_cannot_be_read_is_left_alone_and_the_score_not_kept(tmp_path: Path) -> None:
    path = tmp_path / "bests.json"
    path.mkdir()  # reading it fails with an OSError, as an unreadable file would
    best = records.record(sc.GameConfig(players=1, seed=1), 30, path)
    assert (best.saved, best.new_best) == (False, False)
    assert best.error.startswith(f"cannot read {path}: ")
    assert path.is_dir()
    assert list(tmp_path.iterdir()) == [path]


def test_json_with_a_byte_order_mark_is_read_and_an_unclosed_string_is_told_once() -> None:
    """A file some editors save as UTF-8 with a byte-order mark reads as the same JSON; the
    refusal of an unclosed string names its place once ("starting at line 1", not "at at")."""
    assert read_json('\ufeff{"a": 1}') == {"a": 1}
    assert read_json(b"\xef\xbb\xbf[1]") == [1]
    with pytest.raises(JSONInputError, match=r"^not JSON \(Unterminated string starting at line 1 column 7\)$"):
        read_json('{"a": "x')


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_read_json_refuses_numbers_that_json_has_not(constant: str) -> None:
    """Python's parser reads NaN and the infinities; JSON has no such numbers, and a value
    read from a file or a message is never one (a round of NaN, a score of Infinity)."""
    with pytest.raises(JSONInputError, match=rf"^not JSON \({constant} is not a JSON number\)$"):
        read_json(f'{{"round": {constant}}}')
    with pytest.raises(JSONInputError, match=rf"^not JSON \({constant} is not a JSON number\)$"):
        read_json(f"[1, {constant}]".encode())
    assert read_json('{"text": "NaN"}') == {"text": "NaN"}  # a string that reads so is a string


def test_read_json_refuses_a_repeated_key_only_when_asked() -> None:
    """``unique_keys``: a key given twice in one object (at any depth) is refused in words;
    without it JSON's own reading stands (the last one kept)."""
    from scavengers.json_input import JSONInputError, read_json

    text = '{"a": [{"b": 1, "b": 2}]}'
    assert read_json(text) == {"a": [{"b": 2}]}
    with pytest.raises(JSONInputError, match=r"^the key 'b' is given twice in one object$"):
        read_json(text, unique_keys=True)
    assert read_json('{"a": 1, "b": {"a": 2}}', unique_keys=True) == {"a": 1, "b": {"a": 2}}
