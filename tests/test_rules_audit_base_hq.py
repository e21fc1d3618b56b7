"""An independent audit of the base game (2-5 players, the 2-player rules) and the HQ expansion
modules 1-4 against the 2015 rulebook (file 000), written from the rulebook's words: the edge
cases an outside checker picks (worked examples, ties, empty piles, the smallest and largest
player counts, the FAQ's answers). Where the rulebook is silent the RULINGS ID is cited."""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import act, pass_windows, table, texts, zone_counter, zone_kinds
from scavengers.engine.core.config import hq_modules
from test_rules_skirmish import commit_all, pass_skirmish_turns, skirmish, totals, winner_of_last_skirmish

HQ1 = hq_modules(1)
HQ2 = hq_modules(2)
HQ3 = hq_modules(3)
HQ4 = hq_modules(4)


def owned(game: sc.Game, seat: int) -> Counter[str]:
    """Every card kind a seat owns, in any of its zones."""
    return Counter(c.kind for name, cards in game.zones().items() if name.startswith(f"{seat}:") for c in cards)


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
    while (decision := game.view(None).decision) is not None and decision.kind == "save" and decision.seat != 2:
        game.apply(decision.seat, "pass")
    game.apply(2, "save medic")
    pass_windows(game)
    if game.view(0).decision is not None and game.view(0).decision.kind == "resume":
        game.apply(0, "continue")
    assert game.view(0).seats[0].food == 1
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


def building(game: sc.Game, seat: int, kind: str) -> sc.BuildingView:
    return next(b for b in game.view(seat).seats[seat].buildings if b.kind == kind)


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
    assert all(
        not (a.verb is sc.Verb.SNIPE and a.target == 1) for seat in (0, 2) for a in game.legal_actions(seat)
    )
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
