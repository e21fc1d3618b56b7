"""Every decision of every game offers something to do: random games in every module set, with
the variants and in the solo game, never reach a decision with an empty legal list, whether
cards are chosen as whole sets or one at a time (a pick is offered only if a valid set can
still be made; RULINGS X-17 once made a cargo sled's keep a dead end)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scavengers as sc
from helpers import lively_choice, rich_config
from scavengers.engine.core.config import RECON_MODULES, Variant, hq_modules
from scavengers.engine.flow import choices, gathering

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

ALL_RECON = frozenset(RECON_MODULES)
ALTERNATES = frozenset({Variant.ALTERNATE_REFUGEES, Variant.ALTERNATE_SCAVENGERS, Variant.ALTERNATE_BRAWLERS})
SETUPS: list[tuple[frozenset[str], frozenset[str]]] = [
    (frozenset(), frozenset()),
    *((hq_modules(level), frozenset()) for level in range(1, 5)),
    *((frozenset({module}), frozenset()) for module in RECON_MODULES),
    (hq_modules(4) | ALL_RECON, frozenset()),
    (ALL_RECON, ALTERNATES),
    (hq_modules(3) | {"recon5"}, frozenset({Variant.LEADER_DRAFT})),
    (hq_modules(4) | ALL_RECON, ALTERNATES | {Variant.LEADER_DRAFT}),
]
"""The base game, each HQ level, each Recon module alone, all of them together, and the
variants (alone and with everything)."""

CARD_BY_CARD_LIMIT = 2
"""With so low a limit nearly every choice of two cards or more is made one card at a time."""


@contextmanager
def choosing(card_by_card: bool) -> Iterator[None]:
    """Cards chosen as whole sets (the engine's own limit) or one at a time almost always; the
    turn's cached action lists are dropped on the way in and out, so no other test meets
    actions listed under the other limit."""
    with pytest.MonkeyPatch.context() as patch:
        if card_by_card:
            patch.setattr(choices, "STEP_LIMIT", CARD_BY_CARD_LIMIT)
        gathering._skill_actions_of.cache_clear()
        try:
            yield
        finally:
            gathering._skill_actions_of.cache_clear()


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    setup=st.sampled_from(SETUPS),
    players=st.integers(min_value=1, max_value=5),
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    stacked=st.booleans(),
    card_by_card=st.booleans(),
)
def test_no_decision_of_a_random_game_has_an_empty_legal_list(
    setup: tuple[frozenset[str], frozenset[str]], players: int, seed: int, stacked: bool, card_by_card: bool
) -> None:
    modules, variants = setup
    if stacked:
        config = rich_config(players, seed, modules)
        config = sc.GameConfig(players=players, seed=seed, modules=modules, variants=variants, scenario=config.scenario)
    else:
        config = sc.GameConfig(players=players, seed=seed, modules=modules, variants=variants)
    rng = random.Random(seed)
    picks = 0
    with choosing(card_by_card):
        game = sc.Game.new(config)
        while not game.over:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            assert legal, f"no legal action for seat {seat} at {game.view(None).decision}"
            picks += any(a.verb is sc.Verb.PICK for a in legal)
            game.apply(seat, lively_choice(rng, legal))
            assert game.decisions_made < 20_000, "the game did not end"
    if card_by_card:
        assert picks  # the card-by-card mode was met
