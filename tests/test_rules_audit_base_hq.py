"""An independent audit of the base game (2-5 players, the 2-player rules) and the HQ expansion
modules 1-4 against the 2015 rulebook (file 000), written from the rulebook's words: the edge
cases an outside checker picks (worked examples, ties, empty piles, the smallest and largest
player counts, the FAQ's answers). Where the rulebook is silent the RULINGS ID is cited."""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import act, building, owned, pass_windows, table, texts, zone_counter, zone_kinds
from scavengers.engine.core.config import hq_modules
from test_rules_skirmish import commit_all, pass_skirmish_turns, skirmish, totals, winner_of_last_skirmish

HQ1 = hq_modules(1)
HQ2 = hq_modules(2)
HQ3 = hq_modules(3)
HQ4 = hq_modules(4)


def hq(modules: frozenset[str], seats: int = 3, **scenario: object) -> sc.Game:
    """A stacked HQ table (seed 0); seats without a leader get none unless module 3 is on."""
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario=scenario))


# --- Setup [000:93-116] ------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_starter_deck_is_four_refugees_three_scavengers_a_brawler_a_spear_and_a_shovel(players: int) -> None:
    """[000:95-101]: every player's starter deck is the same 10 cards, and 5 of them in hand."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=11))
    for seat in range(players):
        assert owned(game, seat) == {"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1}
        assert len(game.zones()[f"{seat}:hand"]) == 5


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_leaves_the_rest_in_eight_stacks_the_junkyard_and_14_contested_ruling_r0(players: int) -> None:
    """[000:107]: the other refugees go back to the box; 8 mercenary stacks; RULINGS R-0 and V-1."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=5))
    market = dict(game.view(None).market)
    assert market == {
        "scavenger": 20 - 3 * players,
        "brawler": 10 - players,
        "hunter": 8,
        "saboteur": 8,
        "scout": 8,
        "group_leaders": 5,
        "sniper_team": 5,
        "thugs": 5,
    }
    assert len(game.zones()["contested"]) == 14
    assert "refugee" not in zone_counter(game, "junkyard")
    two = 2 if players == 2 else 0  # [000:113] and RULINGS V-1
    assert zone_counter(game, "junkyard") == {
        "junk": 7 - two,
        "multitool": 4 - two,
        "net": 4 - two,
        "spear": 6 - players - two,
        "pickaxe": 4 - two,
        "shovel": 6 - players - two,
        "medkit": 6 - two,
        "pills": 9 - two,
    }


# --- Resource gathering [000:182-262] -----------------------------------------------------------


def test_dig_sums_every_digger_and_each_one_tool() -> None:
    """[000:204], [000:188-189]: a scavenger with a shovel (1 + 2) and a brawler with a pickaxe
    (1 + 1) dig 5 cards from the top of the junkyard."""
    game = table(
        3,
        players=[{"hand": ["scavenger", "shovel", "brawler", "pickaxe"]}],
        junkyard=["net", "junk", "pills", "medkit", "spear", "multitool"],
    )
    act(game, 0, "dig scavenger+shovel brawler+pickaxe")
    assert sorted(game.view(0).looking) == sorted(["net", "junk", "pills", "medkit", "spear"])


def test_one_tool_per_tribe_member_even_when_digging() -> None:
    """[000:189]: a refugee may not carry a shovel and a pickaxe at once."""
    game = table(3, players=[{"hand": ["refugee", "shovel", "pickaxe"]}])
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "dig refugee+shovel+pickaxe")
    assert "dig refugee+shovel+pickaxe" not in texts(game, 0)


def test_medicine_does_not_raise_a_hunt() -> None:
    """[000:404-406]: a medkit cannot improve a tribe member's hunt."""
    game = table(3, players=[{"hand": ["scavenger", "medkit"]}])
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "hunt scavenger+medkit")
    assert zone_counter(game, "0:hand") == {"scavenger": 1, "medkit": 1}


def test_a_tool_alone_cannot_act() -> None:
    """[000:394-396]: a wolf pack (a modifier with a tool icon) cannot hunt on its own."""
    game = table(3, players=[{"hand": ["wolf_pack"]}])
    assert not any(a.verb is sc.Verb.HUNT for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "hunt wolf_pack")


def test_a_sniper_team_cannot_carry_a_tool() -> None:
    """[000:390-392]: group leaders and snipers carry no tools; a sniper team has no base ability."""
    game = skirmish([["sniper_team", "grenade"], ["tribe_family_3"], []])
    assert totals(game)[0][:2] == (0, 0)
    assert winner_of_last_skirmish(game) == 1


def test_cards_drawn_by_a_draw_can_take_other_actions_the_same_turn() -> None:
    """[000:208-210]: drawn cards go to the hand; [000:184]: a player may take several actions."""
    game = table(3, players=[{"hand": ["scout"], "deck": ["brawler", "shovel"]}], junkyard=["net", "junk", "pills"])
    act(game, 0, "draw scout")
    assert zone_counter(game, "0:hand") == {"brawler": 1, "shovel": 1}
    act(game, 0, "dig brawler+shovel")
    assert len(game.view(0).looking) == 3


def test_dug_junk_may_go_straight_back_and_gives_no_second_dig() -> None:
    """[000:386-388]: junk dug up may go to the bottom at once; the player does not dig again."""
    game = table(3, players=[{"hand": ["scavenger", "brawler"]}], junkyard=["junk", "net"])
    act(game, 0, "dig scavenger")
    game.apply(0, "keep none")
    assert zone_kinds(game, "junkyard") == ["net", "junk"]
    assert not any(a.verb is sc.Verb.DIG for a in game.legal_actions(0))


def test_hire_is_free_and_the_mercenary_goes_to_the_discard_pile() -> None:
    """[000:216-218]: hiring needs no card, only the price; the hired card goes to the discard."""
    game = table(3, players=[{"hand": ["pills"]}])
    act(game, 0, "hire hunter pay pills")
    assert zone_counter(game, "0:discard") == {"hunter": 1, "pills": 1}
    assert zone_counter(game, "0:hand") == {}
    assert dict(game.view(0).market)["hunter"] == 7


def test_a_hunt_buys_a_single_mercenary_with_its_food() -> None:
    """[000:220-224]: Natalie's example, two scavengers and a spear hunt 3; she hires one
    mercenary (a brawler, 2 food) and cannot hire a second."""
    game = table(3, players=[{"hand": ["scavenger", "scavenger", "spear"]}])
    act(game, 0, "hunt scavenger+spear scavenger")
    assert game.view(0).seats[0].food == 3
    act(game, 0, "hire brawler")
    assert not any(a.verb is sc.Verb.HIRE for a in game.legal_actions(0))
    assert zone_counter(game, "0:discard")["brawler"] == 1


def test_trash_adds_to_the_junkyard_and_draws_no_replacement() -> None:
    """[000:226-228]: any number of cards from hand into the junkyard, no replacement draw."""
    game = table(3, players=[{"hand": ["refugee", "refugee", "junk"], "deck": ["scout"]}], junkyard=["net"])
    act(game, 0, "trash refugee refugee junk")
    assert zone_counter(game, "junkyard") == {"net": 1, "refugee": 2, "junk": 1}
    assert zone_counter(game, "0:hand") == {}
    assert zone_kinds(game, "0:deck") == ["scout"]


def test_a_used_card_cannot_act_again() -> None:
    """[000:187], [000:256-258]: a refugee that dug cannot also hunt."""
    game = table(3, players=[{"hand": ["scavenger", "spear"]}], junkyard=["net"])
    act(game, 0, "dig scavenger")
    game.apply(0, "keep none")
    assert not any(a.verb is sc.Verb.HUNT for a in game.legal_actions(0))


# --- Skirmish [000:264-274], [000:412-500] ------------------------------------------------------


def test_one_tool_per_fighter_in_the_skirmish() -> None:
    """[000:189], [000:266]: a brawler with a spear and a grenade fights 2 + 3, not 2 + 2 + 3."""
    game = skirmish([["brawler", "spear", "grenade"], ["thugs", "spear"], []])
    assert totals(game)[0][:2] == (1, 5)
    assert totals(game)[1][:2] == (1, 5)
    assert winner_of_last_skirmish(game) == 1  # 3 people against 1


def test_a_multi_person_card_still_holds_one_tool() -> None:
    """[000:189]: a tribe family of 5 with a spear and a grenade fights 0 + 3."""
    game = skirmish([["tribe_family_5", "spear", "grenade"], ["thugs"], []])
    assert totals(game)[0] == (1, 3, 5)
    assert winner_of_last_skirmish(game) == 0


def test_group_leaders_and_a_tool_on_one_tribe_family() -> None:
    """[000:444-450]: group leaders are not a tool; a tribe family with group leaders and a
    grenade fights 0 + 2 + 3."""
    game = skirmish([["tribe_family_3", "group_leaders", "grenade"], ["thugs", "spear"], []])
    assert totals(game)[0][:2] == (1, 5)
    assert winner_of_last_skirmish(game) == 0  # 5 people against 3


def test_group_leaders_cannot_make_a_refugee_fight() -> None:
    """[000:448-450]: group leaders let a refugee dig or hunt, not fight (a refugee has no fight);
    a tribe family's fight of 0 beats no fight at all [000:418-420]."""
    game = skirmish([["refugee", "group_leaders", "spear"], ["tribe_family_3"], []])
    assert totals(game)[0][:2] == (0, 0)
    assert winner_of_last_skirmish(game) == 1


def test_a_three_way_tie_on_fight_and_people_is_a_deadlock() -> None:
    """[000:274]: still tied after people, the resource goes into the junkyard unseen."""
    game = skirmish([["scout"], ["brawler"], ["scavenger", "shovel"]], contested=["field_crew", "grenade"])
    assert winner_of_last_skirmish(game) is None
    assert zone_counter(game, "junkyard")["field_crew"] == 1
    assert zone_kinds(game, "contested") == ["grenade"]


def test_the_largest_player_count_ties_break_on_people_among_the_tied() -> None:
    """[000:274]: five players; three tie on fight 3, the one with most people wins."""
    game = skirmish(
        [["brawler", "shovel"], ["thugs"], ["scout", "refugee", "refugee"], ["tribe_family_5"], ["scavenger"]]
    )
    assert winner_of_last_skirmish(game) == 1  # thugs: fight 3, 3 people


def test_one_sniper_team_hits_one_card_however_many_opponents() -> None:
    """[000:316]: with several opponents a sniper team still hits one single card in total."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["scout"]}, {"hand": ["thugs"]}],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit sniper_team brawler", 1: "commit scout", 2: "commit thugs"})
    game.apply(0, "snipe 2:thugs")
    pass_windows(game)
    assert not any(a.verb is sc.Verb.SNIPE for a in game.legal_actions(0))
    pass_skirmish_turns(game)
    # Brawler 2 and scout 2 tie; the sniper team's 2 people still count for seat 0 [000:498-500].
    assert totals(game)[0] == (1, 2, 3)
    assert winner_of_last_skirmish(game) == 0


def test_a_disarm_in_the_skirmish_lets_the_victim_rearrange_her_tools() -> None:
    """[000:300-302], [000:462-468]: the disarmed tool leaves; the other tool goes where it
    fights best; the saboteur that disarmed does not fight [000:494-496]."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["saboteur", "scout"]}, {"hand": ["brawler", "scavenger", "grenade", "spear"]}, {}],
        contested=["wolf_pack"],
    )
    commit_all(game, {0: "commit saboteur scout", 1: "commit brawler grenade scavenger spear"})
    game.apply(0, "disarm 1:grenade")
    pass_skirmish_turns(game)
    assert totals(game) == {0: (1, 2, 2), 1: (1, 5, 2)}
    assert winner_of_last_skirmish(game) == 1


def test_a_two_player_win_by_exactly_two_takes_the_resource() -> None:
    """[000:116]: two players must win by 2; a margin of exactly 2 is a win."""
    game = skirmish([["scavenger"], ["thugs"]], contested=["grenade", "wolf_pack"])
    assert winner_of_last_skirmish(game) == 1
    assert owned(game, 1)["grenade"] == 1


def test_a_two_player_tie_puts_the_resource_into_the_junkyard_unseen() -> None:
    """[000:116]: not won by 2, the resource goes into the junkyard, which is shuffled."""
    game = skirmish([["thugs"], ["brawler"]], contested=["grenade", "wolf_pack"])
    assert winner_of_last_skirmish(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1
    assert all(owned(game, seat)["grenade"] == 0 for seat in (0, 1))


def test_tribe_size_adds_the_people_on_every_card() -> None:
    """[000:170], [000:436-438]: thugs 3, group leaders 2, sniper team 2, field crew 4; tools
    and medicine none."""
    game = table(
        3,
        round=3,
        players=[{"deck": ["thugs", "group_leaders", "sniper_team", "field_crew", "grenade", "medkit"]}, {}, {}],
        contested=["wolf_pack"],
    )
    commit_all(game, {})
    assert game.result is not None
    assert game.result.scores[0].people == 11
    assert game.result.scores[0].contested == 2
    assert game.result.scores[0].cards == 6


# --- HQ module 1 [000:534-565] -----------------------------------------------------------------


def test_a_medic_saves_another_players_tribe_member_from_a_snipe_in_gathering() -> None:
    """[000:543]: a medic may even save another player's tribe member; it is discarded."""
    game = hq(
        HQ1,
        round=1,
        initiator=0,
        players=[{"hand": ["scavenger"]}, {"hand": ["sniper_team"]}, {"hand": ["medic"]}],
    )
    game.apply(0, "hunt scavenger")
    game.apply(1, "snipe 0:scavenger")
    assert game.view(None).decision == sc.Decision("save", 2, 0, "scavenger")  # seat 0 has no medic
    game.apply(2, "save medic")
    pass_windows(game)
    # Saved, the scavenger was never sniped: the hunt goes ahead as declared, with no
    # "continue or abort" (that is only for an action that lost a card [000:486-488]).
    assert game.view(0).seats[0].food == 1
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert zone_counter(game, "2:discard") == {"medic": 1}
    assert zone_counter(game, "1:discard") == {"sniper_team": 1}


def test_the_gearheads_count_tool_cards_in_every_zone_and_join_with_five_people() -> None:
    """[000:561]: most cards with a tool icon, whatever the tools; contested tools only
    break a tie."""
    game = hq(
        HQ1,
        round=3,
        players=[{"deck": ["wolf_pack", "grenade"]}, {"deck": ["spear", "toolkit", "net"]}, {}],
        contested=["sled_team"],
    )
    while not game.over:
        game.apply(game.to_act[0], "end")
    assert game.result is not None
    assert game.result.scores[0].gangs == ()
    assert game.result.scores[1].gangs == ("gang_gearheads",)
    assert game.result.scores[1].people == 5


def test_the_pharmers_prefer_medicine_value_to_medics() -> None:
    """[000:563]: most meds value of the medicine cards; medics only break a tie."""
    game = hq(
        HQ1,
        round=3,
        players=[{"deck": ["medkit"]}, {"deck": ["pills", "medic", "medic", "medic"]}, {}],
        contested=["sled_team"],
    )
    while not game.over:
        game.apply(game.to_act[0], "end")
    assert game.result is not None
    assert game.result.scores[0].gangs == ("gang_pharmers",)


# --- HQ module 2 [000:567-645], [000:717-737] --------------------------------------------------


def test_other_diggers_join_the_engineer_to_dig_the_schematics() -> None:
    """[000:579]: other cards with a dig ability combine with the engineer: engineer 2 +
    scavenger 1 + toolkit 2 on one of them = 5 schematics drawn."""
    game = hq(
        HQ2,
        players=[{"hand": ["engineer", "scavenger", "toolkit"], "deck": ["refugee"] * 5}],
        schematics=["armory", "bunker", "pharmacy", "hydroponic_gardens", "armory", "bunker"],
    )
    act(game, 0, "build engineer+toolkit scavenger")
    assert len(game.view(0).looking) == 5


def test_one_new_building_a_round() -> None:
    """[000:719-721]: a player may start one new building each round."""
    game = hq(
        HQ2,
        players=[{"hand": ["engineer", "engineer"], "deck": ["refugee"] * 8}],
        schematics=["pharmacy", "armory", "bunker"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert not any(a.verb is sc.Verb.BUILD for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "build engineer")


def test_a_hired_engineer_cannot_build_the_round_it_is_hired() -> None:
    """[000:723-725]: the engineer goes to the discard pile; it builds once it is drawn again."""
    game = hq(HQ2, players=[{"hand": ["scavenger", "scavenger", "pills"], "deck": ["refugee"] * 5}])
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire engineer pay pills")
    assert zone_counter(game, "0:discard")["engineer"] == 1
    assert not any(a.verb is sc.Verb.BUILD for a in game.legal_actions(0))


def test_the_timer_is_drawn_from_the_deck_reshuffling_the_discard_ruling_h3() -> None:
    """[000:579], [000:190]: a bunker (build time 5) with 2 cards in the deck takes them and 3
    from the reshuffled discard pile."""
    game = hq(
        HQ2,
        players=[{"hand": ["engineer"], "deck": ["net", "junk"], "discard": ["pills", "spear", "shovel", "medkit"]}],
        schematics=["bunker"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep bunker")
    assert building(game, 0, "bunker").timer == 5
    assert len(game.zones()["0:deck"]) + len(game.zones()["0:discard"]) == 2  # 1 left + the engineer


def test_two_gardens_give_two_food_and_food_does_not_carry_over_ruling_h6() -> None:
    """[000:617-619]: each garden gives 1 food a round; food does not accumulate."""
    game = hq(
        HQ2,
        round=1,
        initiator=0,
        players=[
            {
                "hand": ["scavenger"],
                "deck": ["refugee"] * 5,
                "buildings": [{"building": "hydroponic_gardens"}, {"building": "hydroponic_gardens"}],
            }
        ],
    )
    assert game.view(0).seats[0].food == 2
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 3
    act(game, 0, "end")
    while game.to_act != (0,):
        game.apply(game.to_act[0], "end")
    assert game.round == 2
    assert game.view(0).seats[0].food == 2  # this round's gardens only


def test_an_engineer_may_dig_the_junkyard_instead_and_then_cannot_build_ruling_h13() -> None:
    """[000:579]: engineers can dig in the junkyard; one action per card [000:187]."""
    game = hq(HQ2, players=[{"hand": ["engineer"], "deck": ["refugee"] * 5}], junkyard=["net", "junk"])
    act(game, 0, "dig engineer")
    assert len(game.view(0).looking) == 2
    game.apply(0, "keep net")
    assert not any(a.verb is sc.Verb.BUILD for a in game.legal_actions(0))


def test_tribe_families_and_refugees_hunt_with_a_tool() -> None:
    """[000:340]: a tribe family can equip tools to hunt; [000:346]: a refugee can hunt if
    equipped with a tool. Tribe family 0 + net 2, refugee 0 + spear 1: 3 food."""
    game = table(3, players=[{"hand": ["tribe_family_4", "net", "refugee", "spear"]}])
    act(game, 0, "hunt tribe_family_4+net refugee+spear")
    assert game.view(0).seats[0].food == 3


def test_two_sniper_teams_hit_two_cards_in_one_opportunity_ruling_r12() -> None:
    """[000:492]: a player activates her snipers (plural) in her one opportunity."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "sniper_team"]}, {"hand": ["thugs"]}, {"hand": ["scout"]}],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit sniper_team sniper_team", 1: "commit thugs", 2: "commit scout"})
    game.apply(0, "snipe 1:thugs")
    pass_windows(game)
    game.apply(0, "snipe 2:scout")
    pass_windows(game)
    pass_skirmish_turns(game)
    # Nobody has a fighter left; seat 0's two sniper teams are 4 people [000:498-500].
    assert winner_of_last_skirmish(game) == 0


def test_a_gathering_snipe_cannot_be_answered_by_another_sniper_ruling_i5() -> None:
    """[000:484]: a snipe during gathering is an instant; no sniper can counter it."""
    game = table(
        3,
        initiator=0,
        players=[{"hand": ["scavenger", "spear"]}, {"hand": ["sniper_team"]}, {"hand": ["sniper_team"]}],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "snipe 0:scavenger")
    assert all(not (a.verb is sc.Verb.SNIPE and a.target == 1) for seat in (0, 2) for a in game.legal_actions(seat))
    assert zone_counter(game, "0:discard")["scavenger"] == 1


def test_a_contested_resource_dug_from_the_junkyard_counts_as_one_ruling_f3() -> None:
    """[000:170]: ties go to the most contested resource cards, however they came."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scavenger"], "deck": ["thugs"]}, {"deck": ["thugs", "scavenger"]}, {}],
        junkyard=["grenade"],
        contested=["wolf_pack"],
    )
    act(game, 0, "dig scavenger")
    game.apply(0, "keep grenade")
    commit_all(game, {})
    assert game.result is not None
    assert [s.people for s in game.result.scores[:2]] == [4, 4]
    assert game.result.scores[0].contested == 1
    assert game.result.winners == (0,)


def test_buildings_cannot_be_used_in_the_skirmish_ruling_h10() -> None:
    """[000:629]: buildings may never be used during the skirmish; [000:645]: retrieve only
    before the skirmish starts."""
    game = hq(
        HQ2,
        round=3,
        initiator=0,
        players=[
            {"hand": ["brawler", "sniper_team"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
            {"hand": ["scout", "spear"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit brawler sniper_team", 1: "commit scout spear"})
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert texts(game, 0) == ["pass", "snipe 1:scout"]
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "retrieve bunker sniper_team")
    assert game.view(0).stored == (("sniper_team",),)


def test_the_boxes_hold_149_base_cards_and_49_hq_cards() -> None:
    """[000:27-37], [000:47-59]: a five-player game with every HQ module uses all 198 cards."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=2, modules=HQ4))
    kinds = Counter(c.kind for cards in game.zones().values() for c in cards)
    assert sum(kinds.values()) == 149 + 49
    assert kinds["refugee"] == 20
    assert sum(n for k, n in kinds.items() if k.startswith("leader_")) == 10
    assert sum(kinds[k] for k in ("bunker", "armory", "pharmacy", "hydroponic_gardens")) == 12
    assert (kinds["medic"], kinds["engineer"], kinds["rifle"], kinds["toolkit"]) == (8, 8, 4, 4)


def test_two_player_hq_junkyard_removes_two_of_each_base_kind_only_ruling_v1() -> None:
    """[000:113], [000:536-538]: the game is set up in the standard fashion (two of each kind
    out with two players), then the 8 new junkyard cards are shuffled in."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=4, modules=HQ1))
    junkyard = zone_counter(game, "junkyard")
    assert (junkyard["rifle"], junkyard["toolkit"]) == (4, 4)
    assert (junkyard["junk"], junkyard["pills"], junkyard["spear"]) == (5, 7, 2)


def test_five_players_are_dealt_all_ten_leaders_and_each_keeps_one() -> None:
    """[000:650]: two leaders dealt face down to each player; one kept face up, one set aside."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=9, modules=HQ3))
    dealt = [game.view(seat).dealt for seat in range(5)]
    assert sorted(k for pair in dealt for k in pair) == sorted(
        k
        for k in (
            "leader_butcher",
            "leader_cannibal",
            "leader_excavator",
            "leader_fanatic",
            "leader_gangster",
            "leader_mentor",
            "leader_organizer",
            "leader_peacemaker",
            "leader_ranger",
            "leader_sergeant_at_arms",
        )
    )
    assert game.view(1).dealt == () or all(k not in repr(game.view(1)) for k in dealt[0])
    while (decision := game.view(None).decision) is not None and decision.kind == "leader":
        game.apply(decision.seat, f"lead {dealt[decision.seat][1]}")
    assert [s.leader for s in game.view(0).seats] == [pair[1] for pair in dealt]
    assert all(pair[0] not in repr(game.view(2)) for seat, pair in enumerate(dealt) if seat != 2)


def test_the_draw_phase_reshuffles_the_previous_rounds_cards() -> None:
    """[000:124-125]: discard the previous round's cards, then draw 5, shuffling the discard
    pile into the deck when the deck runs out."""
    game = table(
        3,
        round=1,
        initiator=0,
        players=[{"hand": ["thugs", "scout", "brawler"], "deck": ["refugee", "refugee"]}],
    )
    while game.round == 1:
        game.apply(game.to_act[0], "end")
    assert zone_counter(game, "0:hand") == {"refugee": 2, "thugs": 1, "scout": 1, "brawler": 1}
    assert zone_kinds(game, "0:deck") == zone_kinds(game, "0:discard") == []


def test_the_rifle_fights_2_and_the_toolkit_not_at_all() -> None:
    """[000:549-551]: the rifle is +2 in two categories (hunt and fight); the toolkit is a
    digging and building tool with no fight."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=HQ1,
            scenario={
                "round": 3,
                "initiator": 0,
                "players": [{"hand": ["scavenger", "rifle"]}, {"hand": ["scavenger", "toolkit"]}, {}],
                "contested": ["grenade"],
            },
        )
    )
    commit_all(game, {0: "commit rifle scavenger", 1: "commit scavenger toolkit"})
    assert totals(game) == {0: (1, 3, 1), 1: (1, 1, 1)}


def test_group_leaders_at_work_remove_one_card_like_anyone_ruling_h4() -> None:
    """[000:596]: each tribe member played removes 1 card, whatever the people on it; a
    toolkit with no worker cannot work."""
    game = hq(
        HQ2,
        round=2,
        players=[
            {
                "hand": ["group_leaders", "toolkit"],
                "buildings": [{"building": "bunker", "timer": ["junk", "junk", "junk", "junk", "junk"]}],
            }
        ],
    )
    assert "work bunker toolkit" not in texts(game, 0)
    act(game, 0, "work bunker group_leaders")
    assert building(game, 0, "bunker").timer == 4
    assert zone_counter(game, "0:discard") == {"group_leaders": 1, "junk": 1}


def test_a_building_finished_by_work_is_usable_at_once() -> None:
    """[000:597]: at zero cards the building is complete and immediately goes into effect."""
    game = hq(
        HQ2,
        round=2,
        players=[
            {"hand": ["scavenger", "toolkit", "thugs"], "buildings": [{"building": "bunker", "timer": ["junk"] * 3}]}
        ],
    )
    act(game, 0, "work bunker scavenger+toolkit")
    assert building(game, 0, "bunker").timer == 0
    act(game, 0, "store bunker thugs")
    assert game.view(0).stored == (("thugs",),)


def test_a_build_that_keeps_no_schematic_still_uses_the_rounds_build_ruling_ed16() -> None:
    """[000:591]: select a maximum of 1; the others go to the bottom of the schematics pile."""
    game = hq(
        HQ2,
        players=[{"hand": ["engineer", "engineer"], "deck": ["refugee"] * 5}],
        schematics=["bunker", "armory", "pharmacy"],
    )
    act(game, 0, "build engineer")
    assert sorted(game.view(0).looking) == ["armory", "bunker"]
    game.apply(0, "keep none")
    assert zone_kinds(game, "schematics")[0] == "pharmacy"
    assert sorted(zone_kinds(game, "schematics")[1:]) == ["armory", "bunker"]
    assert game.view(0).seats[0].buildings == ()
    assert not any(a.verb is sc.Verb.BUILD for a in game.legal_actions(0))


def test_the_masons_ignore_disabled_buildings_and_break_ties_on_engineers_ruling_f6() -> None:
    """[000:565]: completed and enabled buildings; ties broken by the number of engineers."""
    game = hq(
        HQ4,
        round=3,
        initiator=0,
        players=[
            {
                "leader": "leader_butcher",
                "deck": ["engineer"],
                "buildings": [{"building": "bunker"}, {"building": "armory", "disabled": True}],
            },
            {"leader": "leader_cannibal", "deck": ["engineer", "engineer"], "buildings": [{"building": "pharmacy"}]},
            {"leader": "leader_organizer", "buildings": [{"building": "armory", "timer": ["junk"]}]},
        ],
        contested=["sled_team"],
    )
    while not game.over:
        game.apply(game.to_act[0], "end")
    assert game.result is not None
    assert [s.gangs for s in game.result.scores] == [(), ("gang_masons",), ()]


def test_the_gangsters_refugees_count_once_in_the_final_tribe_ruling_l8() -> None:
    """[000:170]: the tribe is the people printed on the cards; the Gangster's 2 people per
    refugee are for breaking skirmish ties only."""
    game = hq(
        HQ3,
        round=3,
        players=[
            {"leader": "leader_gangster", "deck": ["refugee", "refugee"]},
            {"leader": "leader_butcher", "deck": ["scout"]},
            {"leader": "leader_cannibal"},
        ],
        contested=["sled_team"],
    )
    while not game.over:
        game.apply(game.to_act[0], "end")
    assert game.result is not None
    assert game.result.scores[0].people == 2


def test_the_fanatics_refugee_leaves_the_game_and_does_not_score() -> None:
    """[000:656-658]: cards removed by the Fanatic do not count toward final scoring."""
    game = hq(
        HQ3,
        round=3,
        initiator=0,
        players=[
            {"leader": "leader_butcher", "hand": ["scavenger", "spear"]},
            {"leader": "leader_fanatic", "hand": ["refugee"]},
            {"leader": "leader_cannibal"},
        ],
        contested=["sled_team"],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "lead refugee 0:spear")
    pass_windows(game)
    assert zone_kinds(game, "1:removed") == ["refugee"]
    assert zone_counter(game, "0:discard")["spear"] == 1
    assert game.view(None).decision == sc.Decision("resume", 0, 0, "hunt")
    game.apply(0, "continue")  # the scavenger still hunts 1
    commit_all(game, {})
    assert game.over
    assert game.result is not None
    assert game.result.scores[1].people == 0


def test_the_organizer_is_no_longer_open_after_a_draw() -> None:
    """[000:705-707]: the Organizer's draw is the round's only draw action, either way round."""
    game = hq(
        HQ3,
        players=[
            {"leader": "leader_organizer", "hand": ["scout", "refugee"], "deck": ["junk"] * 4},
            {"leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
    )
    act(game, 0, "draw scout")
    assert "lead refugee" not in texts(game, 0)
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "lead refugee")


def test_the_sergeant_at_arms_pays_a_med_for_a_saboteur_and_food_will_not_do_ruling_l11() -> None:
    """[000:660-674]: an always-on ability with no refugee; the saboteur costs him 1 med."""
    game = hq(
        HQ3,
        players=[
            {"leader": "leader_sergeant_at_arms", "hand": ["scavenger", "scavenger"]},
            {"leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
    )
    act(game, 0, "hunt scavenger scavenger")
    assert not any(a.verb is sc.Verb.HIRE and a.subject == "saboteur" for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "hire saboteur")


def test_a_wounded_sergeant_no_longer_protects_his_tools() -> None:
    """[000:691]: a wounded leader loses his advantage until healed with a med."""
    game = hq(
        HQ4,
        round=1,
        initiator=0,
        players=[
            {"leader": "leader_butcher", "hand": ["sniper_team"]},
            {"leader": "leader_sergeant_at_arms", "hand": ["scavenger", "spear"]},
            {"leader": "leader_cannibal", "hand": ["saboteur"]},
        ],
    )
    game.apply(0, "snipe 1:leader_sergeant_at_arms")
    pass_windows(game)
    assert game.view(2).seats[1].wounded
    act(game, 0, "end")
    game.apply(1, "hunt scavenger+spear")
    assert "disarm 1:spear" in texts(game, 2)


def test_a_disabled_bunker_cannot_be_opened_on_another_players_turn() -> None:
    """[000:685]: cards cannot be removed from a disabled building."""
    game = hq(
        HQ4,
        round=1,
        initiator=1,
        players=[
            {
                "leader": "leader_butcher",
                "buildings": [{"building": "bunker", "stored": ["sniper_team"], "disabled": True}],
            },
            {"leader": "leader_cannibal", "hand": ["scavenger"]},
            {"leader": "leader_organizer"},
        ],
    )
    game.apply(1, "hunt scavenger")
    assert game.view(0).decision is None or not any(a.verb is sc.Verb.RETRIEVE for a in game.legal_actions(0))


def test_only_a_tribe_member_repairs_a_building() -> None:
    """[000:685]: a tribe member card from hand works on it and is discarded; a tool cannot."""
    game = hq(
        HQ4,
        players=[
            {"leader": "leader_butcher", "hand": ["shovel"], "buildings": [{"building": "armory", "disabled": True}]},
            {"leader": "leader_cannibal"},
            {"leader": "leader_organizer"},
        ],
    )
    assert not any(a.verb is sc.Verb.REPAIR for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "repair armory shovel")
    assert game.view(0).seats[0].buildings[0].disabled


def test_a_saved_hire_payment_completes_the_hire_at_once_ruling_i2() -> None:
    """[000:543], [000:486-488]: a medic paying for a hire is sniped and another medic saves
    it: nothing was struck, so the hire completes as declared."""
    game = hq(
        HQ1,
        round=1,
        initiator=0,
        players=[{"hand": ["medic", "scavenger"]}, {"hand": ["sniper_team"]}, {"hand": ["medic"]}],
    )
    act(game, 0, "hunt scavenger")
    game.apply(0, "hire saboteur pay medic")  # 1 food and the medic's 1 med
    game.apply(1, "snipe 0:medic")
    assert game.view(None).decision == sc.Decision("save", 2, 0, "medic")
    game.apply(2, "save medic")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert zone_counter(game, "0:discard")["saboteur"] == 1
    assert zone_counter(game, "0:discard")["medic"] == 1


def test_group_leaders_let_a_refugee_dig() -> None:
    """[000:448-450]: a refugee combined with group leaders becomes capable of digging."""
    game = table(3, players=[{"hand": ["refugee", "group_leaders"]}], junkyard=["net", "junk", "pills"])
    assert "dig refugee" not in texts(game, 0)
    act(game, 0, "dig refugee+group_leaders")
    assert len(game.view(0).looking) == 2


def test_the_gangsters_refugee_fights_with_a_tool_and_group_leaders() -> None:
    """[000:440-450] with the Gangster's fight 0 refugees (RULINGS L-8): 0 + spear 2 + group
    leaders 2."""
    game = hq(
        HQ3,
        round=3,
        initiator=0,
        players=[
            {"leader": "leader_gangster", "hand": ["refugee", "spear", "group_leaders"]},
            {"leader": "leader_butcher", "hand": ["thugs"]},
            {"leader": "leader_cannibal"},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit group_leaders refugee spear", 1: "commit thugs"})
    assert totals(game) == {0: (1, 4, 4), 1: (1, 3, 3)}
    assert winner_of_last_skirmish(game) == 0


def test_in_rounds_1_and_2_unused_cards_stay_in_hand_until_the_round_ends_ruling_r1() -> None:
    """[000:124]: the drawing phase discards the previous round's cards; RULINGS R-1: no
    commitment in rounds 1-2, unused cards are discarded at the end of the round, and
    snipes answer other players' actions in those rounds too [000:474-476]. A sniper team
    kept back by the initiator still answers a later player's hunt."""
    game = table(
        3,
        round=1,
        initiator=0,
        players=[{"hand": ["sniper_team", "brawler"], "deck": ["refugee"] * 5}, {"hand": ["scavenger"]}, {}],
    )
    act(game, 0, "end")
    assert zone_counter(game, "0:discard") == {}
    assert game.view(1).seats[0].hand_count == 2
    game.apply(1, "hunt scavenger")
    assert "snipe 1:scavenger" in texts(game, 0)
    game.apply(0, "snipe 1:scavenger")
    pass_windows(game)
    assert zone_counter(game, "1:discard") == {"scavenger": 1}
    assert zone_counter(game, "0:discard") == {"sniper_team": 1}  # used, discarded at once [000:478-480]
    assert game.view(None).decision == sc.Decision("turn", 1)
    act(game, 1, "end")
    act(game, 2, "end")
    assert game.round == 2
    assert zone_counter(game, "0:discard") == {"sniper_team": 1, "brawler": 1}  # face up at the round's end
    assert zone_counter(game, "0:hand") == {"refugee": 5}


def test_a_sniped_digger_drops_its_shovel_for_another_digger_in_gathering() -> None:
    """[000:462-468]: after a snipe the victim may rearrange her tools; [000:486-488]: the
    other cards of the action go on. The brawler picks up the shovel: dig 1 + 2."""
    game = table(
        3,
        initiator=0,
        players=[{"hand": ["scavenger", "shovel", "brawler"]}, {"hand": ["sniper_team"]}, {}],
        junkyard=["net", "junk", "pills", "medkit", "spear"],
    )
    game.apply(0, "dig scavenger+shovel brawler")
    game.apply(1, "snipe 0:scavenger")
    pass_windows(game)
    assert texts(game, 0) == ["continue", "abort"]
    game.apply(0, "continue")
    assert len(game.view(0).looking) == 3


def test_a_medic_kept_back_in_round_1_saves_after_its_owners_turn_ruling_r1() -> None:
    """RULINGS R-1 with [000:543]: a medic its owner kept in hand after her turn in round 1
    may still save a tribe member from a snipe on a later turn."""
    game = hq(
        HQ1,
        round=1,
        initiator=0,
        players=[{"hand": ["medic"]}, {"hand": ["scavenger", "spear"]}, {"hand": ["sniper_team"]}],
    )
    act(game, 0, "end")
    game.apply(1, "hunt scavenger+spear")
    game.apply(2, "snipe 1:scavenger")
    assert game.view(None).decision == sc.Decision("save", 0, 1, "scavenger")
    game.apply(0, "save medic")
    pass_windows(game)
    assert game.view(1).seats[1].food == 2


def test_a_skirmish_snipe_never_targets_its_own_side_ruling_s14() -> None:
    """[000:316]: a sniper team renders one *opponent's* tribe member ineffective."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["scout"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit brawler sniper_team", 1: "commit scout"})
    assert texts(game, 0) == ["pass", "snipe 1:scout"]
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "snipe 0:brawler")


def test_on_the_initiators_turn_everyone_else_may_answer_with_a_full_hand_ruling_i10() -> None:
    """[000:476]: nobody has committed yet; a player to the initiator's right answers too."""
    game = table(
        4,
        round=3,
        initiator=0,
        players=[{"hand": ["scavenger", "spear"]}, {"hand": ["brawler"]}, {"hand": ["scout"]}, {"hand": ["saboteur"]}],
    )
    game.apply(0, "hunt scavenger+spear")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "hunt")  # from her left
    game.apply(1, "pass")
    game.apply(2, "pass")
    assert game.view(None).decision == sc.Decision("respond", 3, 0, "hunt")
    game.apply(3, "disarm 0:spear")
    pass_windows(game)
    game.apply(0, "continue")
    assert game.view(0).seats[0].food == 1


def test_cards_locked_in_a_disabled_building_still_belong_to_the_tribe_ruling_h11() -> None:
    """[000:170], [000:685]: a disabled building's cards cannot be taken out, but they are
    still the player's cards and count for her tribe (RULINGS F-1)."""
    game = hq(
        HQ4,
        round=3,
        players=[
            {
                "leader": "leader_butcher",
                "buildings": [{"building": "bunker", "stored": ["thugs", "scout"], "disabled": True}],
            },
            {"leader": "leader_cannibal"},
            {"leader": "leader_organizer"},
        ],
        contested=["sled_team"],
    )
    while not game.over:
        game.apply(game.to_act[0], "end")
    assert game.result is not None
    assert game.result.scores[0].people == 4
    assert game.result.scores[0].gangs == ()  # a disabled building does not count for the Masons


def test_a_wounded_leader_is_not_healed_in_the_skirmish_ruling_l12() -> None:
    """[000:629], [000:691]: a med heals the leader on its owner's own turn, not in the skirmish."""
    game = hq(
        HQ4,
        round=3,
        initiator=0,
        players=[
            {"leader": "leader_butcher", "hand": ["sniper_team", "brawler"]},
            {"leader": "leader_ranger", "hand": ["pills", "sniper_team"]},
            {"leader": "leader_cannibal"},
        ],
        contested=["grenade", "wolf_pack"],
    )
    commit_all(game, {0: "commit brawler sniper_team", 1: "commit pills sniper_team"})
    game.apply(0, "snipe 1:leader_ranger")
    pass_windows(game)
    assert game.view(1).seats[1].wounded
    assert game.view(None).decision == sc.Decision("skirmish", 1)  # seat 0 has nothing more to use
    assert not any(a.verb is sc.Verb.HEAL for a in game.legal_actions(1))
    with pytest.raises(sc.IllegalAction):
        game.apply(1, "heal pills")
