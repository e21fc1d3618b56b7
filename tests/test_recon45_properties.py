"""Random games with Recon modules 4 and 5, alone, together and with HQ 1-4, play to the end
with every card in exactly one zone after every step, and their saves replay exactly."""

from __future__ import annotations

import random

import pytest

import scavengers as sc
from helpers import all_card_ids, lively_choice
from scavengers.engine.core.config import PLAYABLE_MODULES

HQ = ("hq1", "hq2", "hq3", "hq4")
RECON_CARDS: dict[str, tuple[str, ...]] = {
    "recon4": ("cargo_sled", "combat_medics", "demolition_team", "tear_gas", "tribal_hunters_3"),
    "recon5": ("map", "scouting_refugee"),
}
"""Cards stacked into the decks so that random games reach the modules' rules."""
CONFIGS = [
    frozenset({"recon4"}),
    frozenset({"recon5"}),
    frozenset({"recon4", "recon5"}),
    frozenset({"recon4", "recon5", *HQ}),
    frozenset({"recon4", "recon1", "recon2", "hq1", "hq2"}),
]
MAX_STEPS = 20_000


def stacked(players: int, seed: int, modules: frozenset[str]) -> sc.GameConfig:
    rng = random.Random(seed)
    table = []
    for seat in range(players):
        deck = ["refugee", "refugee", "scavenger", "scavenger", "brawler", "shovel", "sniper_team"]
        for module, cards in RECON_CARDS.items():
            if module in modules and seat < 2:  # two copies of each contested resource
                deck += cards
        if "hq2" in modules and seat < 4:
            deck += ["engineer"]
        rng.shuffle(deck)
        table.append({"hand": deck[:5], "deck": deck[5:]})
    return sc.GameConfig(players=players, seed=seed, modules=modules, scenario={"players": table})


@pytest.mark.parametrize("modules", CONFIGS, ids=lambda m: "+".join(sorted(m)))
@pytest.mark.parametrize("seed", range(4))
def test_random_recon4_and_recon5_games_end_with_every_card_in_one_zone(modules: frozenset[str], seed: int) -> None:
    if not modules <= PLAYABLE_MODULES:
        pytest.fail(f"{sorted(modules - PLAYABLE_MODULES)} not playable")
    players = 2 + seed % 4
    config = stacked(players, seed, modules) if seed % 2 else sc.GameConfig(players=players, seed=seed, modules=modules)
    game = sc.Game.new(config)
    total = len(all_card_ids(game))
    rng = random.Random(seed)
    steps = 0
    while not game.over:
        ids = all_card_ids(game)
        assert len(ids) == total
        assert len(set(ids)) == total
        seat = game.to_act[0]
        game.apply(seat, lively_choice(rng, game.legal_actions(seat)))
        steps += 1
        assert steps < MAX_STEPS, "the game did not end"
    assert sc.Game.from_json(game.to_json()).result == game.result
