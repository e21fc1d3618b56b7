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


@pytest.mark.slow
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


@pytest.mark.parametrize(
    ("modules", "asked"),
    [
        (frozenset(), False),
        (frozenset({"recon1"}), False),  # guards and medics wait in the joined box
        (frozenset({"recon3"}), False),
        (frozenset({"recon2"}), True),  # a guard may cancel it [003:120]
        (frozenset({"hq1"}), True),  # a medic may save it [000:543], RULINGS I-4
    ],
    ids=lambda value: "+".join(sorted(value)) or "base" if isinstance(value, frozenset) else str(value),
)
def test_a_snipe_asks_nobody_where_no_card_of_the_game_can_answer_it(modules: frozenset[str], asked: bool) -> None:
    """docs/scenarios.md: an action that nothing in the game can answer asks nobody. In a Recon 1
    game the Recon box's guards (module 2) and no medic can be in play, so the sniped brawler is
    discarded at once and the digger's turn goes on; with a guard or a medic in the game, its
    owner is asked first (RULINGS I-4)."""
    scenario = {
        "initiator": 1,
        "players": [{"hand": ["sniper_team", "brawler"]}, {"hand": ["brawler", "scout"]}, {"hand": ["junk"]}],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=modules, scenario=scenario))
    game.apply(1, "dig brawler")
    game.apply(2, "pass")
    game.apply(0, "snipe 1:brawler")
    decision = game.view(1).decision
    assert decision is not None
    assert (decision.kind == "save") is asked
    if not asked:
        assert [card.kind for card in game.zones()["1:discard"]] == ["brawler"]
