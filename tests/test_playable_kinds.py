"""``components.playable_kinds``: the card kinds a game's configuration can put in play, public
facts the rules rely on (who may be asked, what lies out of everyone's reach). Checked against
whole random games: no card of another kind ever leaves the box."""

from __future__ import annotations

import random

import pytest

import scavengers as sc
from scavengers.engine.core.config import hq_modules
from scavengers.engine.setup.components import playable_kinds

RECON = ("recon1", "recon2", "recon3", "recon4", "recon5")
MODULE_SETS = [
    *(hq_modules(level) for level in range(5)),
    *(frozenset({module}) for module in RECON),
    *(hq_modules(3) | {module} for module in RECON),
    frozenset(RECON) | hq_modules(4),
]
VARIANTS = [frozenset(), frozenset({"alternate_brawlers"}), frozenset({"alternate_refugees", "alternate_scavengers"})]


@pytest.mark.parametrize("players", [1, 2, 4])
@pytest.mark.parametrize("variants", VARIANTS, ids=lambda v: "+".join(sorted(v)) or "plain")
def test_no_card_of_a_kind_the_configuration_cannot_play_ever_leaves_the_box(
    players: int, variants: frozenset[str]
) -> None:
    for number, modules in enumerate(MODULE_SETS):
        config = sc.GameConfig(players=players, seed=number, modules=modules, variants=variants)
        game = sc.Game.new(config)
        playable = playable_kinds(config)
        rng = random.Random(number)
        for _ in range(250):
            outside = {card.kind for zone, cards in game.zones().items() if zone != "box" for card in cards}
            assert outside <= playable, (sorted(modules), outside - playable)
            if game.over:
                break
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            game.apply(seat, legal[rng.randrange(len(legal))])


def test_a_kind_only_in_a_joined_box_is_not_playable_and_a_placed_one_is() -> None:
    # Recon module 1 joins the Recon box; its guards and assassins (module 2) stay in it.
    plain = sc.GameConfig(players=3, seed=0, modules=frozenset({"recon1"}))
    assert "guard" not in playable_kinds(plain)
    assert {"spy", "scouting_refugee", "binoculars"} <= playable_kinds(plain)
    scenario = {"players": [{"hand": ["guard"]}]}
    placed = sc.GameConfig(players=3, seed=0, modules=frozenset({"recon1"}), scenario=scenario)
    assert "guard" in playable_kinds(placed)
    # The alternate starting hands put guards in every deck without Recon module 2 [003:288-296].
    assert "guard" in playable_kinds(sc.GameConfig(players=3, seed=0, variants=frozenset({"alternate_brawlers"})))
