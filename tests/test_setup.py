"""Setup [000:93-116]: starter decks from the box pools (R-0), stacks, piles, two players (V-1)."""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import all_card_ids, zone_counter, zone_kinds
from scavengers.cards import CATALOGUE, Box


def _owned(game: sc.Game, seat: int) -> Counter[str]:
    zones = game.zones()
    return Counter(c.kind for name, cards in zones.items() if name.startswith(f"{seat}:") for c in cards)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_player_starts_with_the_ten_card_starter_deck(players: int) -> None:
    game = sc.Game.new(sc.GameConfig(players=players, seed=11))
    for seat in range(players):
        assert _owned(game, seat) == {"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1}
        assert len(game.view(seat).hand) == 5


@pytest.mark.parametrize("players", [3, 4, 5])
def test_starter_cards_come_out_of_the_box_pools_ruling_r0(players: int) -> None:
    game = sc.Game.new(sc.GameConfig(players=players, seed=5))
    assert len(game.zones()["market:scavenger"]) == 20 - 3 * players
    assert len(game.zones()["market:brawler"]) == 10 - players
    junkyard = zone_counter(game, "junkyard")
    assert junkyard["spear"] == 6 - players
    assert junkyard["shovel"] == 6 - players
    assert sum(junkyard.values()) == 46 - 2 * players
    box = zone_counter(game, "box")
    assert box["refugee"] == 20 - 4 * players
    assert sum(box.values()) == 20 - 4 * players


def test_eight_mercenary_stacks_face_up() -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=1))
    market = dict(game.view(0).market)
    assert set(market) == {
        "scavenger",
        "brawler",
        "hunter",
        "saboteur",
        "scout",
        "group_leaders",
        "sniper_team",
        "thugs",
    }
    assert market["hunter"] == 8
    assert market["thugs"] == 5
    assert market["sniper_team"] == 5


def test_fourteen_contested_resources() -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=1))
    assert game.view(0).contested_count == 14


def test_two_players_remove_two_of_each_base_junkyard_kind_ruling_v1() -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=1))
    assert zone_counter(game, "junkyard") == {
        "junk": 5,
        "multitool": 2,
        "net": 2,
        "spear": 2,
        "pickaxe": 2,
        "shovel": 2,
        "medkit": 4,
        "pills": 7,
    }


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_base_card_is_in_exactly_one_zone_at_setup(players: int) -> None:
    game = sc.Game.new(sc.GameConfig(players=players, seed=2))
    ids = all_card_ids(game)
    assert len(ids) == len(set(ids)) == sum(k.count for k in CATALOGUE.values() if k.box is Box.BASE)


def test_the_initiator_is_drawn_by_the_seed() -> None:
    initiators = {sc.Game.new(sc.GameConfig(players=4, seed=s)).view(None).initiator for s in range(40)}
    assert initiators == {0, 1, 2, 3}


def test_a_scenario_places_exactly_what_it_names() -> None:
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            scenario={
                "round": 3,
                "initiator": 1,
                "players": [{"hand": ["brawler", "shovel"], "deck": ["refugee", "net"], "discard": ["pills"]}],
                "junkyard": ["net", "junk"],
                "contested": ["field_crew", "grenade"],
                "market": {"scout": 3},
            },
        )
    )
    assert sorted(zone_kinds(game, "0:hand")) == ["brawler", "shovel"]
    assert zone_kinds(game, "0:deck") == ["refugee", "net"]
    assert zone_kinds(game, "0:discard") == ["pills"]
    assert zone_kinds(game, "1:hand") == []
    assert zone_kinds(game, "2:deck") == []
    assert zone_kinds(game, "junkyard") == ["net", "junk"]
    assert zone_kinds(game, "contested") == ["field_crew", "grenade"]
    assert len(game.zones()["market:scout"]) == 3
    assert len(game.zones()["market:hunter"]) == 8
    view = game.view(1)
    assert (view.round, view.initiator, view.to_act) == (3, 1, (1,))
    assert view.peeked == "field_crew"
    ids = all_card_ids(game)
    assert len(ids) == len(set(ids)) == 149


@pytest.mark.parametrize(
    ("scenario", "message"),
    [
        ({"players": [{"hand": ["thugs"] * 6}]}, "6 thugs asked for here, but this game has 5 copies"),
        ({"players": [{"hand": ["dragon"]}]}, "unknown card kind 'dragon'"),
        ({"market": {"medic": 3}}, "not a mercenary stack"),
        ({"round": 0}, "round must be a positive integer"),
        ({"initiator": 7}, "initiator must be a seat"),
        ({"weather": "cold"}, "unknown keys"),
        ({"players": [{"pocket": []}]}, "unknown keys"),
    ],
)
def test_a_bad_scenario_is_refused_with_the_reason(scenario: dict[str, object], message: str) -> None:
    with pytest.raises(sc.ConfigError, match=message):
        sc.Game.new(sc.GameConfig(players=3, scenario=scenario))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 0}, "players must be 1-5"),
        ({"players": 6}, "players must be 1-5"),
        ({"players": 4, "modules": frozenset({"hq9"})}, "unknown modules"),
        ({"players": 4, "seed": "x"}, "seed must be an integer"),
    ],
)
def test_a_bad_config_is_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(sc.ConfigError, match=message):
        sc.GameConfig(**kwargs)  # type: ignore[arg-type]


def test_variants_and_rules_are_checked_names_kept_in_the_config_dict() -> None:
    with pytest.raises(sc.ConfigError, match="unknown variants"):
        sc.GameConfig(variants=frozenset({"no_such_variant"}))
    with pytest.raises(sc.ConfigError, match="a set of variant names"):
        sc.GameConfig(variants="leader_draft")  # type: ignore[arg-type]
    with pytest.raises(sc.ConfigError, match="HQ module 3"):
        sc.GameConfig(variants=frozenset({"leader_draft"}), modules=sc.hq_modules(2))
    with pytest.raises(sc.ConfigError, match="rules must be one of '2012', '2015'"):
        sc.GameConfig(rules="1999")
    with pytest.raises(sc.ConfigError, match="got 2012 \\(a number; the edition is a string\\)"):
        sc.GameConfig(rules=2012)  # type: ignore[arg-type]
    with pytest.raises(sc.ConfigError, match="so hq2 is played with hq1, hq2"):
        sc.GameConfig(modules=frozenset({"hq2"}))
    config = sc.GameConfig(players=3, seed=2)
    assert config.rules == sc.Edition.E2015
    assert config.variants == frozenset()
    assert sc.GameConfig.from_dict(config.to_dict()) == config
