"""Random games with Recon modules 4 and 5, alone, together and with HQ 1-4, play to the end
with every card in exactly one zone after every step, and their saves replay exactly."""

from __future__ import annotations

import random

import pytest

import scavengers as sc
from helpers import play_to_the_end, rich_config
from scavengers.engine.core.config import PLAYABLE_MODULES

pytestmark = pytest.mark.slow  # each test plays long: run by `pytest -m slow`

HQ = ("hq1", "hq2", "hq3", "hq4")
CONFIGS = [
    frozenset({"recon4"}),
    frozenset({"recon5"}),
    frozenset({"recon4", "recon5"}),
    frozenset({"recon4", "recon5", *HQ}),
    frozenset({"recon4", "recon1", "recon2", "hq1", "hq2"}),
]


@pytest.mark.parametrize("modules", CONFIGS, ids=lambda m: "+".join(sorted(m)))
@pytest.mark.parametrize("seed", range(4))
def test_random_recon4_and_recon5_games_end_with_every_card_in_one_zone(modules: frozenset[str], seed: int) -> None:
    if not modules <= PLAYABLE_MODULES:
        pytest.fail(f"{sorted(modules - PLAYABLE_MODULES)} not playable")
    players = 2 + seed % 4
    config = (
        rich_config(players, seed, modules) if seed % 2 else sc.GameConfig(players=players, seed=seed, modules=modules)
    )
    game = sc.Game.new(config)
    play_to_the_end(game, random.Random(seed))
    assert sc.Game.from_json(game.to_json()).result == game.result
