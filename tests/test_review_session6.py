"""Review of session 6: a decision the bot does not think over is shown at the same moment as
one it thinks over in less than its pace."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import ClassVar

import pytest

import scavengers as sc
from scavengers.bots.agent import PACE_MARGIN, Pace
from test_bot_pace import Clock, window


class Bot:
    """Thinks a decision over or not (``script``: whether, and the seconds its answer takes)."""

    name = "scripted"
    observes: ClassVar[bool] = True

    def __init__(self, clock: Clock, script: list[tuple[bool, float]]) -> None:
        self.clock, self.script = clock, script

    def deliberates(self, view: sc.View, legal: Sequence[sc.Action]) -> bool:
        return self.script[0][0]

    def choose(self, view: sc.View | None, legal: Sequence[sc.Action]) -> sc.Action:
        self.clock.now += self.script.pop(0)[1]
        return legal[0]


def test_an_answer_not_thought_over_that_takes_time_is_shown_at_the_pace_not_after_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The search bot answers a decision with a single action worth searching through its own
    code, which takes time too (its view, its check). Pace waited the whole pace after that
    answer, so such a decision came a little later than one thought over within its pace: a
    clock could tell that the bot did not think (its hand held nothing worth searching)."""
    clock = Clock()
    monkeypatch.setattr(time, "perf_counter", clock)
    game, pace = window(), Pace()
    bot = Bot(clock, [(True, 0.30), (True, 0.10), (False, 0.05)])
    shown = []
    while bot.script:
        asked = clock()
        _, wait = pace.answer(bot, game, 1)
        shown.append(round(clock() - asked + wait, 9))
    assert shown == pytest.approx([0.30 * PACE_MARGIN] * 3)
