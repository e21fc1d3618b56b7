"""Property tests over random games with the variants and the 2012 rules: every card in
exactly one zone at every step, games end, a seat's view does not change with what it cannot
see, a seat is sent only events it may see, and a saved game loads the same."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scavengers as sc
from helpers import lively_choice, perturb_hidden, play_to_the_end
from scavengers.engine.core.config import (
    KNOWN_EDITIONS,
    PLAYABLE_MODULES,
    PLAYABLE_VARIANTS,
    RECON_MODULES,
    Variant,
    hq_level,
    hq_modules,
)

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

ALTERNATES = sorted(v for v in PLAYABLE_VARIANTS if v != Variant.LEADER_DRAFT)


@st.composite
def configs(draw: st.DrawFn) -> sc.GameConfig:
    """A game with any playable variants (leader drafting with HQ module 3 or more), either
    edition's rules, any player count and modules."""
    level = draw(st.integers(min_value=0, max_value=hq_level(PLAYABLE_MODULES)))
    recon = draw(st.sets(st.sampled_from([m for m in RECON_MODULES if m in PLAYABLE_MODULES])))
    variants = set(draw(st.sets(st.sampled_from(ALTERNATES))))
    if level >= 3 and draw(st.booleans()):
        variants.add(Variant.LEADER_DRAFT)
    return sc.GameConfig(
        players=draw(st.integers(min_value=2, max_value=5)),
        seed=draw(st.integers(min_value=0, max_value=2**32 - 1)),
        modules=hq_modules(level) | frozenset(recon),
        variants=frozenset(variants),
        rules=draw(st.sampled_from(sorted(KNOWN_EDITIONS))),
    )


_SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@_SETTINGS
@given(configs())
def test_every_card_is_in_exactly_one_zone_in_variant_games_and_they_end(config: sc.GameConfig) -> None:
    game = sc.Game.new(config)
    play_to_the_end(game, random.Random(config.seed))
    assert game.result is not None
    restored = sc.Game.from_json(game.to_json())
    assert restored.result == game.result


@_SETTINGS
@given(configs())
def test_a_view_in_a_variant_game_does_not_change_with_what_its_seat_cannot_see(config: sc.GameConfig) -> None:
    game = sc.Game.new(config)
    rng = random.Random(config.seed)
    while not game.over:
        if rng.random() < 0.1:
            seat = rng.randrange(config.players)
            twin = perturb_hidden(game, seat, rng)
            assert twin.view(seat) == game.view(seat)
            assert twin.legal_actions(seat) == game.legal_actions(seat)
            assert twin.view(None) == game.view(None)
        seat = game.to_act[0]
        for event in game.apply(seat, lively_choice(rng, game.legal_actions(seat))):
            assert event.visible_to(seat)
    assert all(e.audience is None for e in game.log(None))
