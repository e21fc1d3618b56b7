"""Property tests of the action space over random games with every module (scavengers.rl):
every word sequence the mask allows ends in a legal engine action, applies, and every legal
engine action is reachable by exactly one sequence; observations keep their shape and bounds."""

from __future__ import annotations

import random

import numpy as np
import numpy.typing as npt
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scavengers as sc
from helpers import rich_config
from scavengers.engine.core.config import PLAYABLE_MODULES, RECON_MODULES, hq_level, hq_modules
from scavengers.rl.driver import Driver
from scavengers.rl.observation import DECISION_KINDS, FIELDS, OBSERVATION_HIGH, SIZE
from scavengers.rl.words import WORDS, Phrase, action_words, seat_modulus

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

players = st.integers(min_value=1, max_value=5)
modules = st.builds(
    lambda level, recon: hq_modules(level) | frozenset(recon),
    st.integers(min_value=0, max_value=hq_level(PLAYABLE_MODULES)),
    st.sets(st.sampled_from([m for m in RECON_MODULES if m in PLAYABLE_MODULES])),
)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
MAX_WORDS = 30_000
"""A bound no game comes near; reaching it means a game that never ends."""
TREE_SHARE = 0.25
"""The share of decisions whose whole prefix tree is walked (the others check reachability)."""


def every_path(actions: tuple[sc.Action, ...], seat: int, count: int, *, ask_every: bool = False) -> list[sc.Action]:
    """Every action reached by walking every word the masks allow, depth first (with
    ``ask_every``, as the PettingZoo environment asks them: forced words too)."""
    reached: list[sc.Action] = []
    pending: list[tuple[int, ...]] = [()]
    while pending:
        path = pending.pop()
        phrase = Phrase(actions, seat, count, ask_every=ask_every)
        for word in path:
            phrase.choose(word)
        if phrase.action is not None:
            reached.append(phrase.action)
            continue
        if ask_every:
            assert phrase.allowed, "a sequence the masks allow always goes on"
        else:
            assert len(phrase.allowed) > 1, "a single allowed word is taken at once, never asked"
        pending.extend((*path, word) for word in phrase.allowed)
    return reached


def check_decision(driver: Driver, rng: random.Random) -> None:
    seat = driver.seat
    assert seat is not None
    legal = driver.game.legal_actions(seat)
    count = seat_modulus(driver.game.config.players)
    for action in legal:
        # Reachable: the action's own words lead a fresh phrase to exactly that action.
        phrase = Phrase(legal, seat, count)
        words = action_words(action, seat, count)
        while phrase.action is None:
            phrase.choose(words[phrase.depth])
        assert phrase.action == action
        assert phrase.words == words
        assert driver.words_for(action)
    if rng.random() < TREE_SHARE:
        reached = every_path(legal, seat, count)
        assert sorted(map(str, reached)) == sorted(map(str, legal)), "each legal action on exactly one path"


def check_force_figures(view: sc.View, observation: npt.NDArray[np.float32]) -> None:
    """Each seat's force figures are the engine's (``scavengers.force_total``), where the
    observer may know them, and zeros elsewhere."""
    assert view.seat is not None
    for seat_view in view.seats:
        slot = (seat_view.seat - view.seat) % seat_modulus(view.players)
        figures = FIELDS[f"seat+{slot}/force_figures"]
        shown = observation[figures.offset : figures.offset + figures.size].tolist()
        known = seat_view.force is not None or (seat_view.seat == view.seat and bool(view.committed))
        strength = sc.force_total(view, seat_view.seat) if known else None
        if strength is None:
            assert shown == [0, 0, 0, 0]
        else:
            assert shown == [1, float(strength.has_fight), strength.fight, strength.people]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players, seeds, modules, st.booleans())
def test_every_masked_word_sequence_applies_and_every_legal_action_is_reachable(
    count: int, seed: int, mods: frozenset[str], stacked: bool
) -> None:
    config = rich_config(count, seed, mods) if stacked else sc.GameConfig(players=count, seed=seed, modules=mods)
    driver = Driver(config)
    rng = random.Random(seed)
    chosen = 0
    checked: int | None = None
    while not driver.over:
        seat = driver.seat
        assert seat is not None
        if checked != driver.game.decisions_made:
            check_decision(driver, rng)
            checked = driver.game.decisions_made
        view = driver.game.view(seat)
        assert view.decision is not None
        assert view.decision.kind in DECISION_KINDS[:-1], "a kind the layout knows"
        observation = driver.observation(seat)
        assert observation.shape == (SIZE,)
        assert observation.dtype == np.float32
        assert np.isfinite(observation).all()
        assert observation.min() >= 0
        assert observation.max() <= OBSERVATION_HIGH
        check_force_figures(view, observation)
        mask = driver.mask(seat)
        assert mask.shape == (len(WORDS),)
        assert mask.sum() >= 2, "a seat is asked only when it has a choice"
        word = rng.choice(np.flatnonzero(mask).tolist())
        before = driver.game.decisions_made
        played = driver.choose(word)
        if played is not None:
            assert driver.game.decisions_made > before, "a completed sequence applied its engine action"
        chosen += 1
        assert chosen < MAX_WORDS, "the game did not end"
    assert driver.game.result is not None


BARE = frozenset(WORDS.index(verb) for verb in ("pass", "end", "continue", "abort", "bribe"))
"""The verbs that are a whole action alone, whose end mark is never asked."""


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players, seeds, modules)
def test_where_every_word_is_asked_a_decision_takes_as_many_steps_as_its_action_has_words(
    count: int, seed: int, mods: frozenset[str]
) -> None:
    """[rl.md] The PettingZoo environment asks every word, forced ones too, but the end mark
    after a bare verb: so the steps a decision takes depend on the action chosen alone, never on
    what else the seat holds (its turns are seen by all). And every legal action is still
    reached by exactly one sequence of the words the masks allow."""
    driver = Driver(sc.GameConfig(players=count, seed=seed, modules=mods), ask_windows=True)
    modulus = seat_modulus(count)
    rng = random.Random(seed)
    steps = 0
    decisions = 0
    while not driver.over:
        seat = driver.seat
        assert seat is not None
        legal = driver.game.legal_actions(seat)
        if rng.random() < TREE_SHARE:
            reached = every_path(legal, seat, modulus, ask_every=True)
            assert sorted(map(str, reached)) == sorted(map(str, legal))
        taken = 0
        played = None
        while played is None:
            mask = driver.mask(seat)
            assert mask.sum() >= 1
            played = driver.choose(rng.choice(np.flatnonzero(mask).tolist()))
            taken += 1
        words = action_words(played, seat, modulus)
        assert taken == len(words) - (words[0] in BARE), str(played)
        steps += taken
        decisions += 1
        assert steps < MAX_WORDS, "the game did not end"
    assert decisions > 0
