"""The alternate starting hands variant [003:288-296]: scouting refugees, hardy scavengers or
guards start in every deck instead of refugees, scavengers or brawlers, and that type is not
offered for hire (RULINGS V-10)."""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import pass_windows, texts, to_skirmish, zone_kinds

ALL_MODULES = frozenset({"hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"})


def _owned(game: sc.Game, seat: int) -> Counter[str]:
    zones = game.zones()
    starting = (f"{seat}:hand", f"{seat}:deck")
    return Counter(c.kind for name, cards in zones.items() if name in starting for c in cards)


def _game(variant: str, modules: frozenset[str] = frozenset(), seed: int = 4, players: int = 5) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules, variants=frozenset({variant})))


@pytest.mark.parametrize(
    ("variant", "old", "new"),
    [
        ("alternate_refugees", "refugee", "scouting_refugee"),
        ("alternate_scavengers", "scavenger", "hardy_scavenger"),
        ("alternate_brawlers", "brawler", "guard"),
    ],
)
@pytest.mark.parametrize("modules", [frozenset(), frozenset({"hq1"}), ALL_MODULES])
def test_alternate_starting_hands_substitute_one_starter_type(
    variant: str, old: str, new: str, modules: frozenset[str]
) -> None:
    # [003:290-294]: each substitution on its own; the rest of the starter deck is as usual.
    game = _game(variant, modules)
    expected = Counter({"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1})
    if "recon3" in modules:
        expected["hardy_scavenger"] = expected.pop("scavenger")  # [003:159], module 3's own swap
    expected[new] = expected.pop(old, 0) or expected.pop(new)
    for seat in range(5):
        assert _owned(game, seat) == expected


@pytest.mark.parametrize(
    ("variant", "new"),
    [("alternate_refugees", "scouting_refugee"), ("alternate_brawlers", "guard")],
)
@pytest.mark.parametrize("seed", range(6))
def test_a_substituted_starter_type_is_not_offered_for_hire_ruling_v10(variant: str, new: str, seed: int) -> None:
    # [003:296]: the substituted type is not put out for hire; another type fills the 10 stacks.
    modules = frozenset({"recon1", "recon2"})
    game = _game(variant, modules, seed=seed)
    market = dict(game.view(None).market)
    assert new not in market
    regular = [k for k in market if k != "scouting_refugee"]  # the extra stack
    assert len(regular) == 10


def test_a_named_market_may_not_offer_the_substituted_type_ruling_v10() -> None:
    market = ("scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "guard", "thugs", "spy", "rogue")
    with pytest.raises(sc.ConfigError, match="not for hire"):
        sc.Game.new(
            sc.GameConfig(
                players=3,
                modules=frozenset({"recon1", "recon2"}),
                market=market,
                variants=frozenset({"alternate_brawlers"}),
            )
        )


def test_alternate_starting_hands_without_recon_keep_the_base_market() -> None:
    # Without Recon the market is the base game's stacks, all of them: the substituted types
    # are Recon's and never a base stack, so nothing is taken out or drawn in.
    game = _game("alternate_scavengers")
    assert set(dict(game.view(None).market)) == {
        "scavenger",
        "brawler",
        "hunter",
        "saboteur",
        "scout",
        "group_leaders",
        "sniper_team",
        "thugs",
    }


def test_a_starting_guard_cancels_a_snipe_without_recon_module_2() -> None:
    # The substituted card's abilities work whatever modules are on (RULINGS X-6).
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            variants=frozenset({"alternate_brawlers"}),
            scenario={
                "players": [{"hand": ["scavenger", "guard"], "deck": ["net", "pills"]}, {"hand": ["sniper_team"]}, {}],
                "junkyard": ["junk"],
            },
        )
    )
    game.apply(0, "draw scavenger")
    game.apply(1, "snipe 0:scavenger")
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert "guard" in zone_kinds(game, "0:discard")
    # The guard's owner draws 1 (net), and the scavenger's draw goes ahead untouched (pills).
    assert sorted(game.view(0).hand) == ["net", "pills"]


@pytest.mark.parametrize("variant", ["alternate_refugees", "alternate_scavengers", "alternate_brawlers"])
def test_a_substituted_starter_types_abilities_are_in_the_game_without_its_module(variant: str) -> None:
    # A normal setup: the card's kind is among the game's kinds, so its registered abilities
    # and passive hooks (the hardy scavenger's return, the scouting refugee's and guard's
    # cancels) are offered as in a Recon game.
    game = _game(variant, players=3)
    started = game.zones()
    kinds = {c.kind for cards in started.values() for c in cards}
    new = {"alternate_refugees": "scouting_refugee", "alternate_scavengers": "hardy_scavenger"}.get(variant, "guard")
    assert new in kinds
    assert new in game._state.in_game


def test_hardy_scavengers_return_to_hand_in_a_base_game_with_the_variant() -> None:
    # [003:181]: a hardy scavenger sent to a lost skirmish comes back to its owner's hand.
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            variants=frozenset({"alternate_scavengers"}),
            scenario={
                "round": 3,
                "players": [{"hand": ["hardy_scavenger"]}, {"hand": ["brawler", "brawler"]}, {}],
                "contested": ["grenade", "wolf_pack"],
            },
        )
    )
    to_skirmish(game, {0: "commit hardy_scavenger", 1: "commit brawler brawler"})
    pass_windows(game)
    while game.view(None).decision is not None and game.view(None).round == 3:
        seat = game.to_act[0]
        game.apply(seat, game.legal_actions(seat)[0])
    assert "hardy_scavenger" in zone_kinds(game, "0:hand") or "hardy_scavenger" in zone_kinds(game, "0:deck")
