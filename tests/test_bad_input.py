"""Bad input never corrupts a game: hand-built actions are checked as strictly as notation,
and seats in notation are plain digits. Every refusal is an ``InvalidAction`` naming the seat
and phase, and the game is exactly as before."""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import table
from scavengers.engine.core.actions import normalize


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
