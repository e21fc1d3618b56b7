"""Recon module 2, Liars and Thieves: the assassin, the guard, the provocateur and the rogue
[003:106-152]; RULINGS X-6, X-10, S-2, S-8, S-9, V-2, I-9."""

from __future__ import annotations

import pytest

import scavengers as sc
from helpers import pass_windows, texts, to_skirmish, zone_kinds
from test_rules_skirmish import totals, winner_of_last_skirmish

RECON2 = frozenset({"recon2"})


def recon_table(seats: int = 3, modules: frozenset[str] = RECON2, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario=scenario))


def test_setup_puts_the_four_liars_and_thieves_up_for_hire() -> None:
    # [003:113]: assassin, provocateur, rogue and guard, with 6 others: 10 stacks.
    game = sc.Game.new(sc.GameConfig(players=4, seed=9, modules=RECON2))
    market = dict(game.view(None).market)
    assert {"assassin", "provocateur", "rogue", "guard"} <= set(market)
    assert len(market) == 10


def test_an_assassin_snipes_only_single_person_cards_ruling_x10() -> None:
    game = recon_table(
        round=3,
        players=[{"hand": ["brawler", "group_leaders", "thugs"]}, {"hand": ["assassin"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler group_leaders thugs", 1: "commit assassin"})
    legal = texts(game, 1)
    assert "snipe assassin 0:brawler" in legal
    assert "snipe assassin 0:group_leaders" not in legal  # 2 people
    assert "snipe assassin 0:thugs" not in legal  # 3 people
    game.apply(1, "snipe assassin 0:brawler")
    assert totals(game)[0][2] == 5  # group leaders 2 + thugs 3: the brawler left the force


def test_an_assassin_snipes_a_declared_person_during_gathering() -> None:
    game = recon_table(players=[{"hand": ["scavenger", "shovel"]}, {"hand": ["assassin"]}, {}], junkyard=["net"])
    game.apply(0, "dig scavenger+shovel")
    assert "snipe assassin 0:scavenger" in texts(game, 1)
    game.apply(1, "snipe assassin 0:scavenger")
    pass_windows(game)
    assert "scavenger" in zone_kinds(game, "0:discard")
    assert "assassin" in zone_kinds(game, "1:discard")


def test_a_guard_cancels_a_snipe_on_its_owners_card_outside_the_skirmish_ruling_x6() -> None:
    game = recon_table(
        players=[{"hand": ["scavenger", "guard"], "deck": ["net", "pills"]}, {"hand": ["sniper_team"]}, {}],
        junkyard=["junk"],
    )
    game.apply(0, "draw scavenger")
    game.apply(1, "snipe 0:scavenger")
    # The snipe waits: the target's owner, holding a guard, may cancel it (I-4 order).
    assert game.view(None).decision == sc.Decision("save", 0, 0, "scavenger")
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert "sniper_team" in zone_kinds(game, "1:discard")  # spent anyway
    assert "guard" in zone_kinds(game, "0:discard")
    # The guard's owner draws 1 (net); the draw itself went ahead, untouched (pills).
    assert sorted(game.view(0).hand) == ["net", "pills"]
    assert any(e.type is sc.EventType.CANCELLED for e in game.log(None))


def test_a_guard_cannot_cancel_in_the_skirmish_ruling_x6() -> None:
    game = recon_table(
        round=3,
        players=[{"hand": ["brawler", "guard"]}, {"hand": ["sniper_team"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler guard", 1: "commit sniper_team"})
    game.apply(1, "snipe 0:brawler")
    decision = game.view(None).decision
    assert decision is None or decision.kind != "save" or "cancel guard" not in texts(game, decision.seat)


def test_provocateur_example_the_force_size_is_the_fight_ruling_s8() -> None:
    # [003:137]: combat medics (4 people) and a provocateur (1): fight 5.
    betty = 0
    game = recon_table(
        round=3,
        players=[{"hand": ["combat_medics", "provocateur"]}, {"hand": ["brawler", "brawler"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit combat_medics provocateur", 1: "commit brawler brawler"})
    assert "provoke provocateur" in texts(game, betty)
    game.apply(betty, "provoke provocateur")  # nothing else to do: her turn ends
    pass_windows(game)
    assert totals(game)[betty][:2] == (1, 5)
    assert winner_of_last_skirmish(game) == betty  # 5 against two brawlers' 4


def test_a_sniped_provocateur_voids_the_announcement_ruling_s8() -> None:
    game = recon_table(
        round=3,
        players=[{"hand": ["combat_medics", "provocateur"]}, {"hand": ["brawler", "brawler", "sniper_team"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit combat_medics provocateur", 1: "commit brawler brawler sniper_team"})
    game.apply(0, "provoke provocateur")
    game.apply(1, "snipe 0:provocateur")
    pass_windows(game)
    assert totals(game)[0][:2] == (1, 1)  # combat medics' natural fight 1
    assert winner_of_last_skirmish(game) == 1


def test_rogue_example_1_a_disarm_forces_a_tie_and_the_rogue_steals_the_resource() -> None:
    # [003:151] Carol commits nothing; Sarah is ahead; Linda disarms Sarah's tool, Sarah and
    # Betty tie for first, and Linda's rogue takes the contested resource.
    carol, sarah, betty, linda = 0, 1, 2, 3
    game = recon_table(
        4,
        round=3,
        initiator=carol,
        players=[
            {},
            {"hand": ["brawler", "spear"]},
            {"hand": ["brawler", "refugee"]},
            {"hand": ["rogue", "saboteur"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {sarah: "commit brawler spear", betty: "commit brawler refugee", linda: "commit rogue saboteur"})
    game.apply(linda, "disarm 1:spear")
    pass_windows(game)
    assert totals(game)[sarah][1] == totals(game)[betty][1]
    assert winner_of_last_skirmish(game) == linda


def test_rogue_example_2_a_sniper_stops_the_saboteur_first() -> None:
    # [003:152] Sarah snipes Linda's saboteur first: no tie can be forced, the rogue is idle.
    carol, sarah, betty, linda = 0, 1, 2, 3
    game = recon_table(
        4,
        round=3,
        initiator=carol,
        players=[
            {},
            {"hand": ["brawler", "spear", "sniper_team"]},
            {"hand": ["brawler", "refugee"]},
            {"hand": ["rogue", "saboteur"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(
        game,
        {sarah: "commit brawler sniper_team spear", betty: "commit brawler refugee", linda: "commit rogue saboteur"},
    )
    game.apply(sarah, "snipe 3:saboteur")  # her sniper spent, she has nothing left to do
    pass_windows(game)
    assert winner_of_last_skirmish(game) == sarah


def test_a_rogue_beats_the_people_tie_break_and_need_not_be_tied_ruling_s9() -> None:
    game = recon_table(
        round=3,
        players=[{"hand": ["brawler"]}, {"hand": ["brawler", "refugee", "refugee"]}, {"hand": ["rogue"]}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler", 1: "commit brawler refugee refugee", 2: "commit rogue"})
    pass_windows(game)
    assert winner_of_last_skirmish(game) == 2  # 2 vs 2 tie; seat 1 has more people, but the rogue


def test_in_two_player_games_a_rogue_wins_any_tie_ruling_v2() -> None:
    game = recon_table(
        2,
        round=3,
        players=[{"hand": ["brawler", "rogue"]}, {"hand": ["brawler", "brawler"]}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler rogue", 1: "commit brawler brawler"})
    pass_windows(game)
    assert winner_of_last_skirmish(game) == 0  # 3 vs 4: not 2 apart, a tie; the rogue takes it


@pytest.mark.parametrize("force", [["rogue"], ["rogue", "junk"]])
def test_a_lone_rogue_wins_when_two_others_tie(force: list[str]) -> None:
    game = recon_table(
        4,
        round=3,
        players=[{"hand": ["brawler"]}, {"hand": ["brawler"]}, {"hand": force}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler", 1: "commit brawler", 2: f"commit {' '.join(force)}"})
    pass_windows(game)
    assert winner_of_last_skirmish(game) == 2
