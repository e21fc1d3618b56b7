"""An audit of what the rulebooks ALLOW: each test checks that an action the rules permit is
offered by ``legal_actions`` or accepted by ``apply``. Rules cited as [FILE:LINE] (000: 2015 base
+ HQ, 001: 2012, 003: Recon) or by RULINGS.md ID."""

from __future__ import annotations

import scavengers as sc
from helpers import pass_windows, texts

RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})


def new(modules: frozenset[str] = frozenset(), seats: int = 2, rules: str = "2015", **scenario: object) -> sc.Game:
    config = sc.GameConfig(players=seats, seed=0, modules=modules, rules=rules, scenario=scenario)
    return sc.Game.new(config)


def test_group_leaders_on_two_different_members_r14() -> None:
    """RULINGS R-14: "Each group leader ... attaches to one base-ability person. Several group leaders may stack"."""
    game = new(
        HQ3,
        round=3,
        players=[
            {"hand": ["group_leaders", "group_leaders", "scavenger", "brawler"], "leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
    )
    game.apply(0, "dig brawler+group_leaders scavenger+group_leaders")


def test_group_leaders_stack_on_one_member_000_442() -> None:
    """[000:442] "you can play multiple group leaders to modify a single base ability"."""
    game = new(
        HQ3,
        round=3,
        players=[
            {"hand": ["group_leaders", "group_leaders", "scavenger", "shovel"], "leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
    )
    assert "dig scavenger+shovel+group_leaders+group_leaders" in texts(game, 0)


def test_refugee_with_group_leaders_digs_and_hunts_000_450() -> None:
    """[000:450] "A refugee combined with a group leaders card becomes capable of dig or hunt"."""
    game = new(
        HQ3,
        round=3,
        players=[
            {"hand": ["group_leaders", "refugee", "junk"], "leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
    )
    legal = texts(game, 0)
    assert "dig refugee+group_leaders" in legal
    assert "hunt refugee+group_leaders" in legal


def test_tribe_family_with_group_leaders_hunts_000_450() -> None:
    """[000:450] "A tribe family enhanced by group leaders can attack or hunt"."""
    game = new(
        HQ3,
        round=3,
        players=[
            {"hand": ["group_leaders", "tribe_family_3", "junk"], "leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
    )
    assert "hunt tribe_family_3+group_leaders" in texts(game, 0)


def test_thugs_hired_with_a_mix_of_food_and_meds_000_402() -> None:
    """[000:402] thugs cost 6 "in any mix of food and meds"; RULINGS R-13."""
    game = new(
        round=3, market={"thugs": 5}, players=[{"hand": ["hunter", "scavenger", "medkit", "medkit", "pills"]}, {}]
    )
    game.apply(0, "hunt hunter scavenger")
    pass_windows(game)
    legal = texts(game, 0)
    assert "hire thugs pay medkit pills" in legal, legal
    game.apply(0, "hire thugs pay medkit pills")


def test_trash_whole_hand_r11() -> None:
    """RULINGS R-11: one trash "may still move any number of cards"."""
    game = new(round=3, players=[{"hand": ["brawler", "pickaxe", "refugee", "scavenger", "shovel"]}, {}])
    assert "trash brawler pickaxe refugee scavenger shovel" in texts(game, 0)


def test_snipe_from_committed_cards_i6() -> None:
    """RULINGS I-6: during RG a sniper may come "from committed skirmish cards"; [000:316]."""
    game = new(round=3, initiator=0, players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["scavenger", "shovel"]}])
    game.apply(0, "end")
    game.apply(0, "commit sniper_team brawler")
    game.apply(1, "dig scavenger+shovel")
    assert any(t.startswith("snipe") for t in texts(game, 0)), texts(game, 0)


def test_snipe_from_the_bunker_i6() -> None:
    """RULINGS I-6: a sniper may "be retrieved that moment from one's own bunker" [000:631]."""
    game = new(
        HQ2,
        round=3,
        initiator=0,
        players=[
            {"hand": ["scavenger", "shovel"]},
            {"hand": ["brawler"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
        ],
    )
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "retrieve bunker sniper_team")
    assert any(t.startswith("snipe") for t in texts(game, 1)), texts(game, 1)


def test_save_by_a_third_player_i4() -> None:
    """RULINGS I-4: "Any player may save with a medic" [000:543]."""
    game = new(
        HQ2,
        seats=3,
        round=3,
        initiator=0,
        players=[{"hand": ["scavenger", "shovel"]}, {"hand": ["sniper_team"]}, {"hand": ["medic"]}],
    )
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "snipe 0:scavenger")
    while (decision := game.view(None).decision) is not None and decision.seat != 2:
        game.apply(decision.seat, "pass")
    assert any(t.startswith("save") for t in texts(game, 2)), texts(game, 2)


def test_spy_targets_each_zone_x2() -> None:
    """RULINGS X-2: hand, deck, skirmish force or one of her buildings (stored or timer cards)."""
    seat1 = {
        "hand": ["brawler", "spear"],
        "deck": ["refugee"] * 3,
        "buildings": [{"building": "bunker", "stored": ["spear"]}, {"building": "armory", "timer": ["junk"]}],
    }
    game = new(RECON | HQ2, round=3, initiator=0, players=[{"hand": ["spy", "brawler"]}, seat1])
    legal = texts(game, 0)
    for zone in ("hand", "deck", "stored-bunker", "timer-armory"):
        assert any(t.startswith("spy") and t.endswith(f"1:{zone}") for t in legal), (zone, legal)
    game = new(RECON | HQ2, round=3, initiator=1, players=[{"hand": ["spy", "brawler"]}, seat1])
    game.apply(1, "end")
    game.apply(1, "commit brawler spear")
    assert any(t.startswith("spy") and t.endswith("1:force") for t in texts(game, 0))


def test_binoculars_alone_and_boosting_x1() -> None:
    """RULINGS X-1/X-8: binoculars as a base, as +2 to a spy, alone in a hunt."""
    game = new(RECON, round=3, players=[{"hand": ["spy", "binoculars", "binoculars"]}, {"hand": ["brawler"]}])
    legal = texts(game, 0)
    for wanted in ("scout binoculars", "scout binoculars binoculars", "spy binoculars 1:hand", "hunt binoculars"):
        assert wanted in legal, (wanted, legal)


def test_scout_tower_any_two_piles_x7() -> None:
    """RULINGS X-7: 2 different shared face-down piles: CR, JY, schematics (3+ players: CR allowed)."""
    game = new(
        RECON | HQ2, seats=3, round=3, players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}, {}, {}]
    )
    towers = [t for t in texts(game, 0) if t.startswith("tower")]
    pairs = {t.split()[-1] for t in towers}
    assert len(pairs) == 3, towers


def _map_after(action: str) -> list[str]:
    game = new(
        RECON,
        round=3,
        junkyard=["junk"] * 5,
        players=[{"hand": ["map", "scavenger", "hunter", "scout"], "deck": ["refugee"] * 8}, {}],
    )
    game.apply(0, action)
    pass_windows(game)
    while (decision := game.view(None).decision) is not None and decision.kind == "keep":
        game.apply(0, texts(game, 0)[0])
    return texts(game, 0)


def test_map_after_dig_x19() -> None:
    """RULINGS X-19: "Play a map immediately after one of the player's own RG actions"."""
    assert any(t.startswith("map") for t in _map_after("dig scavenger"))


def test_map_after_draw_x19() -> None:
    """RULINGS X-19 (draw)."""
    assert any(t.startswith("map") for t in _map_after("draw scout"))


def test_map_after_hunt_x19() -> None:
    """RULINGS X-19 (hunt)."""
    assert any(t.startswith("map") for t in _map_after("hunt hunter"))


def test_store_twice_in_a_round_2015_000_733() -> None:
    """[000:733] store/retrieve exempt from the once-a-round limit; RULINGS R-11, H-7."""
    game = new(
        HQ2, round=3, players=[{"hand": ["spear", "shovel", "brawler"], "buildings": [{"building": "armory"}]}, {}]
    )
    game.apply(0, "store armory spear")
    pass_windows(game)
    assert "store armory shovel" in texts(game, 0)
    game.apply(0, "store armory shovel")
    pass_windows(game)
    assert any(t.startswith("retrieve") for t in texts(game, 0))


def test_store_then_retrieve_in_a_round_2012() -> None:
    """README: 2012 "store and retrieve are once a round each" -- so one of each may follow the other."""
    game = new(
        HQ2,
        rules="2012",
        round=3,
        players=[{"hand": ["spear", "brawler"], "buildings": [{"building": "armory", "stored": ["shovel"]}]}, {}],
    )
    game.apply(0, "store armory spear")
    pass_windows(game)
    assert any(t.startswith("retrieve") for t in texts(game, 0))


def test_skirmish_turn_offers_gas_on_every_member_drill_and_provoke_s10_x13_s8() -> None:
    """RULINGS S-10 (tear gas on "one opponent tribe member"), X-13 (drill sergeant "Allowed on its
    owner's skirmish turn"), S-8 (provocateur in the skirmish)."""
    game = new(
        frozenset({"recon2", "recon3", "recon4"}),
        round=3,
        initiator=0,
        contested=["grenade", "wolf_pack"],
        players=[
            {"hand": ["tear_gas", "drill_sergeant", "provocateur", "brawler"], "discard": ["junk", "spear"]},
            {"hand": ["brawler", "hunter", "spear"]},
        ],
    )
    commits = {0: "commit tear_gas drill_sergeant provocateur brawler", 1: "commit brawler hunter spear"}
    while (decision := game.view(None).decision) is not None and decision.kind in ("turn", "commit"):
        game.apply(decision.seat, "end" if decision.kind == "turn" else commits[decision.seat])
    legal = texts(game, 0)
    for wanted in ("gas 1:brawler", "gas 1:hunter", "drill drill_sergeant", "provoke provocateur"):
        assert wanted in legal, (wanted, legal)
