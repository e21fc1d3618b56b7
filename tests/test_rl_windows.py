"""Whom the PettingZoo environment asks never tells what a seat holds (RULINGS I-1).

Every agent sees whom the game waits for. A seat asked in a reaction window (asked because it
holds cards, a public fact) that holds nothing to answer with can only pass; taking that pass
at once would skip exactly the seats without an answer, and the turns would tell who holds a
sniper team. So the environment puts such a pass to its seat all the same (its mask allows
only ``pass``), unless everyone can tell it can only pass (``View.lone_pass``), as a shared
screen hands the device on (``Table.passes_for``). The Gymnasium environment, whose learner
sees only its own turns, still takes every forced decision at once.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

import scavengers as sc
from scavengers import rl
from scavengers.rl.driver import Driver
from scavengers.rl.words import WORD_INDEX
from test_leak_audit5 import SNIPER_IN_SEAT_1, SNIPER_IN_SEAT_2, sniper_twin


def selections_after_the_hunt(players: list[dict[str, Any]]) -> tuple[list[str], list[list[str]]]:
    """Seat 0 hunts with a scavenger and a spear; then every agent asked passes until seat 0
    is asked again: the agents selected in turn, and the words each could choose."""
    aec = rl.env(players=3, scenario=sniper_twin(players).scenario)
    aec.reset(seed=0)
    raw = aec.unwrapped
    assert isinstance(raw, rl.RawEnv)
    assert raw.driver is not None
    for word in raw.driver.words_for(sc.parse_action(raw.driver.game, 0, "hunt scavenger+spear")):
        aec.step(word)
    selected, allowed = [], []
    while aec.agent_selection != "seat_0":
        observation, *_ = aec.last()
        assert observation is not None
        selected.append(aec.agent_selection)
        allowed.append(sorted(rl.WORDS[w] for w in np.flatnonzero(observation["action_mask"])))
        aec.step(WORD_INDEX["pass"])
    return selected, allowed


def test_a_seat_asked_in_a_window_is_put_the_question_whether_or_not_it_holds_an_answer() -> None:
    # Twin tables: a sniper team in seat 1's hand, or in seat 2's deck (seat 0 sees neither).
    holding, holding_words = selections_after_the_hunt(SNIPER_IN_SEAT_1)
    not_holding, not_holding_words = selections_after_the_hunt(SNIPER_IN_SEAT_2)
    assert holding == not_holding
    assert holding[0] == "seat_1"
    assert "snipe" in holding_words[0]  # it could answer
    assert not_holding_words[0] == ["pass"]  # it can only pass, and is asked all the same


@pytest.mark.slow
def test_whom_the_environment_asks_next_never_depends_on_cards_the_seat_cannot_see() -> None:
    # At random decisions of games with every module, the seat to act plays the same action in
    # its game and in a twin dealt afresh where it cannot see: the next seat asked is the same.
    # Taking every forced pass at once (the trainer's way) would have differed (the count below).
    modules = sc.hq_modules(4) | sc.recon_modules(range(1, 6))
    compared = differed_without = 0
    for players, seed in ((3, 21), (4, 22), (5, 23)):
        driver = Driver(sc.GameConfig(players=players, seed=seed, modules=modules), ask_windows=True)
        rng = random.Random(seed)
        while not driver.over and compared < 400:
            seat = driver.seat
            assert seat is not None
            action = rng.choice(driver.game.legal_actions(seat))
            twin = driver.game.determinize(seat, rng.getrandbits(32))
            asked = []
            for ask in (True, False):
                for game in (driver.game.clone(), twin.clone()):
                    game.play(action, ask_windows=ask)
                    asked.append(game.to_act)
            assert asked[0] == asked[1], (players, seed, str(action))
            differed_without += asked[2] != asked[3]
            compared += 1
            driver.play(action)
    assert compared > 300
    assert differed_without > 0


def test_a_pass_is_put_to_a_seat_only_where_the_table_cannot_tell_it_is_forced() -> None:
    # Over random games with every module: a decision put to a seat has a choice, or is a
    # reaction window's forced pass that is not a lone pass (which everyone can tell), or a
    # turn that can only end while the seat holds cards (whose kinds the table cannot see).
    modules = sc.hq_modules(4) | sc.recon_modules(range(1, 6))
    single = 0
    for players, seed in ((3, 31), (4, 32)):
        driver = Driver(sc.GameConfig(players=players, seed=seed, modules=modules), ask_windows=True)
        rng = random.Random(seed)
        while not driver.over:
            seat = driver.seat
            assert seat is not None
            legal = driver.game.legal_actions(seat)
            if len(legal) == 1:
                assert driver.game.asked_anyway()
                if str(legal[0]) == "end":
                    assert driver.game.view(None).seats[seat].hand_count > 0
                    assert driver.phrase.allowed == {WORD_INDEX["end"]}
                elif legal[0].verb == "keep":  # a dig's cards, all of one kind, seen by her alone
                    assert driver.game.view(None).seats[seat].looking_count >= 2
                else:
                    single += 1
                    assert str(legal[0]) == "pass"
                    assert not driver.game.view(None).lone_pass
                    assert driver.phrase.allowed == {WORD_INDEX["pass"]}
            driver.choose(rng.choice(sorted(driver.phrase.allowed)))
    assert single > 20


def test_the_gymnasium_learner_is_never_asked_to_pass_with_nothing_else_allowed() -> None:
    env = rl.gym_env(players=3, opponents=["random"], modules=sc.hq_modules(4) | {"recon2"}, seat=1)
    rng = np.random.default_rng(0)
    for seed in range(4):
        observation, _ = env.reset(seed=seed)
        done = False
        while not done:
            allowed = np.flatnonzero(observation["action_mask"])
            assert len(allowed) > 1 or observation["action_mask"].sum() == 0
            observation, _, terminated, truncated, _ = env.step(int(rng.choice(allowed)))
            done = terminated or truncated
