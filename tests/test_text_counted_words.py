"""Counts and lists in the words every front end shows: one point, not "1 points"; three
winners as "Ann, Bob and Cat", not "Ann and Bob and Cat"."""

from __future__ import annotations

import pytest

from scavengers.engine.core.events import Event, EventType
from scavengers.engine.core.state import GameResult, Score
from scavengers.text import and_words, describe, points_words, result_text


@pytest.mark.parametrize(
    ("items", "said"),
    [([], ""), (["Ann"], "Ann"), (["Ann", "Bob"], "Ann and Bob"), (["Ann", "Bob", "Cat"], "Ann, Bob and Cat")],
)
def test_a_list_of_names_is_joined_with_commas_and_a_last_and(items: list[str], said: str) -> None:
    assert and_words(items) == said


@pytest.mark.parametrize(("n", "said"), [(0, "0 points"), (1, "1 point"), (2, "2 points"), (13, "13 points")])
def test_a_solo_score_of_one_is_one_point(n: int, said: str) -> None:
    assert points_words(n) == said


def test_a_three_way_shared_victory_names_the_winners_once_each_with_one_and() -> None:
    # [000:170-172]: a tie on people, contested resources and cards shares the victory.
    score = Score(people=20, contested=2, cards=15)
    result = GameResult(scores=(score, score, score, Score(people=10, contested=0, cards=12)), winners=(0, 1, 2))
    line = result_text(result, ["Ann", "Bob", "Cat", "Dan"])
    assert "Shared victory: Ann, Bob and Cat." in line
    assert "Ann and Bob and Cat" not in line


def test_a_solo_game_over_of_one_point_says_one_point() -> None:
    # [003:347-348]: a solo tribe scores 2 a contested resource and 1 an other card.
    result = GameResult(scores=(Score(people=2, contested=0, cards=1, points=1),), winners=(0,))
    assert result_text(result, ["Ann"]) == "Final result: Ann scores 1 point."
    event = Event(EventType.GAME_OVER, 8, None, count=1, values=(0,), text="solo")
    assert describe(event, ["Ann", "the opponents"], viewer=0) == "Game over: You score 1 point."
