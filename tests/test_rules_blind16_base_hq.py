"""A blind rules audit of the base game and HQ [000], section by section.

Each case is written from the rulebook's words (cited [000:NNN]) and the project's rulings
(RULINGS.md IDs), through the public API only: stacked tables, notation, ``legal_actions``,
``apply``, ``view``, ``log``, ``score`` and ``result``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    end_gathering,
    finish_round,
    hq_game,
    now,
    owned,
    pass_skirmish,
    pass_windows,
    refused,
    seat_totals,
    skirmish_winner,
    stacked_seat,
    stacked_table,
    texts,
    zone_counter,
    zone_kinds,
)

HQ1 = sc.hq_modules(1)
HQ2 = sc.hq_modules(2)
HQ4 = sc.hq_modules(4)


def three(hands: list[list[str]], decks: list[list[str]] | None = None, **kw: Any) -> sc.Game:
    """A 3-player round-3 table, seat 0 first."""
    return stacked_table(hands, decks=decks or [[], [], []], **kw)


def skirmish(g: sc.Game, commits: dict[int, str]) -> None:
    """End every gathering turn with these commits, then pass every skirmish opportunity."""
    end_gathering(g, commits)
    pass_skirmish(g)


# --- Setup [000:93-116] ----------------------------------------------------------------------


def test_000_95_each_starter_deck_is_4_refugees_3_scavengers_a_brawler_spear_and_shovel() -> None:
    g = sc.Game.new(sc.GameConfig(players=4, seed=3))
    want = Counter({"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1})
    for seat in range(4):
        assert owned(g, seat) == want
        assert len(g.view(seat).hand) == 5  # [000:125] each player draws 5


def test_000_107_r0_eight_mercenary_stacks_and_starters_come_from_the_pools() -> None:
    g = sc.Game.new(sc.GameConfig(players=3, seed=1))
    market = dict(g.view(None).market)
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
    assert market["scavenger"] == 20 - 9
    assert market["brawler"] == 10 - 3
    jy = zone_counter(g, "junkyard")
    assert jy["spear"] == 6 - 3
    assert jy["shovel"] == 6 - 3
    assert jy["junk"] == 7
    assert sum(jy.values()) == 46 - 6
    assert g.view(None).contested_count == 14  # [000:37]


def test_000_113_v1_two_players_remove_two_of_each_junkyard_kind() -> None:
    g = sc.Game.new(sc.GameConfig(players=2, seed=1))
    jy = zone_counter(g, "junkyard")
    assert jy == Counter(
        {"junk": 5, "multitool": 2, "net": 2, "spear": 2, "pickaxe": 2, "shovel": 2, "medkit": 4, "pills": 7}
    )


def test_000_146_ed1_initiator_keeps_the_card_rounds_1_to_3_then_passes_left() -> None:
    g = stacked_table([["scavenger"], ["scavenger"], ["scavenger"]], decks=[[], [], []], round=1, initiator=1)
    seen = []
    for _ in range(4):
        seen.append((g.round, g.view(None).initiator))
        finish_round(g)
    assert seen == [(1, 1), (2, 1), (3, 1), (4, 2)]


def test_000_144_r1_no_skirmish_and_no_commit_in_rounds_1_and_2() -> None:
    g = stacked_table([["brawler"], ["brawler"], ["brawler"]], decks=[[], [], []], round=2)
    assert not g.view(0).skirmish_this_round
    met = finish_round(g)
    assert all(d.kind == "turn" for d in met)
    assert g.view(None).contested_count == 3  # nothing fought over


def test_000_126_150_initiator_alone_peeks_the_top_contested_resource_from_round_3() -> None:
    g = stacked_table(
        [["brawler"], ["brawler"], ["brawler"]], decks=[[], [], []], round=2, contested=["grenade", "wolf_pack", "net"]
    )
    finish_round(g)
    assert g.round == 3
    assert g.view(0).peeked == "grenade"
    assert g.view(1).peeked is None
    assert g.view(None).peeked is None
    assert all("grenade" not in str(e) for e in g.log(1))


def test_000_114_v3_two_players_no_peek() -> None:
    g = stacked_table([["brawler"], ["brawler"]], decks=[[], []], round=2, contested=["grenade", "wolf_pack"])
    finish_round(g)
    assert g.round == 3
    assert g.view(0).peeked is None
    assert not [k for k in g.view(0).knowledge if k.source == "peek"]


# --- Dig [000:202-206] ----------------------------------------------------------------------


def test_000_206_brawler_and_shovel_dig_three_keep_one_rest_to_the_bottom() -> None:
    g = three([["brawler", "shovel"], [], []], junkyard=["net", "junk", "pills", "medkit"])
    act(g, 0, "dig brawler+shovel")
    assert g.view(0).looking == ("junk", "net", "pills")
    g.apply(0, "keep net")
    jy = zone_kinds(g, "junkyard")
    assert jy[0] == "medkit"
    assert sorted(jy[1:]) == ["junk", "pills"]
    assert g.view(0).discard_hidden == ("net",)
    assert g.view(1).seats[0].discard_hidden_count == 1
    assert "net" not in g.view(1).seats[0].discard


def test_000_388_ed4_a_dig_may_keep_nothing() -> None:
    g = three([["scavenger"], [], []], junkyard=["junk", "net"])
    act(g, 0, "dig scavenger")
    g.apply(0, "keep none")
    assert zone_kinds(g, "junkyard") == ["net", "junk"]
    assert g.view(0).discard_hidden == ()


def test_000_185_a_dig_only_once_a_round() -> None:
    g = three([["scavenger", "brawler"], [], []], junkyard=["junk", "net", "pills"])
    act(g, 0, "dig scavenger")
    g.apply(0, "keep none")
    assert not any(t.startswith("dig") for t in texts(g, 0))
    assert refused(g, 0, "dig brawler")


def test_000_252_r10_a_refugee_alone_cannot_dig_but_with_a_shovel_digs_two() -> None:
    g = three([["refugee", "shovel"], [], []], junkyard=["junk", "net", "pills"])
    assert refused(g, 0, "dig refugee")
    act(g, 0, "dig refugee+shovel")
    assert len(g.view(0).looking) == 2  # [000:506] Sarah's dig of 2


def test_r7_a_dig_bigger_than_the_junkyard_turns_up_what_is_there() -> None:
    g = three([["brawler", "shovel"], [], []], junkyard=["pills"])
    act(g, 0, "dig brawler+shovel")
    assert g.view(0).looking == ("pills",)
    g.apply(0, "keep pills")
    assert g.view(None).junkyard_count == 0


# --- Draw [000:208-212] and the reshuffle [000:190] -----------------------------------------


def test_000_212_scout_and_sled_team_draw_four() -> None:
    g = three([["scout", "sled_team"], [], []], [["pills", "medkit", "net", "junk", "spear"], [], []])
    act(g, 0, "draw scout sled_team")
    assert sorted(g.view(0).hand) == ["junk", "medkit", "net", "pills"]
    assert g.view(0).seats[0].deck_count == 1


def test_000_190_r6_a_draw_longer_than_the_deck_draws_it_all_then_shuffles_the_discard() -> None:
    g = stacked_table([["scout"], [], []], decks=[["pills"], [], []], extra=[{"discard": ["medkit"]}, {}, {}])
    act(g, 0, "draw scout")
    assert sorted(g.view(0).hand) == ["medkit", "pills"]
    assert g.view(0).seats[0].deck_count == 0


def test_r5_a_draw_with_deck_and_discard_empty_draws_what_exists() -> None:
    g = stacked_table([["scout"], [], []], decks=[["pills"], [], []])
    act(g, 0, "draw scout")
    assert g.view(0).hand == ("pills",)


def test_000_185_a_draw_only_once_a_round() -> None:
    g = three([["scavenger", "scout"], [], []], [["pills", "net", "junk"], [], []])
    act(g, 0, "draw scavenger")
    assert refused(g, 0, "draw scout")


# --- Tools and modifiers [000:186-189, 238-252, 388-396, 440-450] --------------------------


def test_000_242_a_shovel_cannot_help_a_hunt() -> None:
    g = three([["scavenger", "shovel"], [], []])
    assert refused(g, 0, "hunt scavenger+shovel")
    assert "hunt scavenger" in texts(g, 0)


def test_000_189_one_tool_per_tribe_member() -> None:
    g = three([["scavenger", "shovel", "pickaxe"], [], []], junkyard=["junk"] * 5)
    assert refused(g, 0, "dig scavenger+shovel+pickaxe")
    assert "dig scavenger+shovel" in texts(g, 0)


def test_000_189_one_tool_even_for_a_multi_person_card() -> None:
    g = three([["tribe_family_5", "spear", "net"], [], []])
    assert refused(g, 0, "hunt tribe_family_5+net+spear")


def test_000_396_a_wolf_pack_cannot_hunt_alone() -> None:
    g = three([["wolf_pack"], [], []])
    assert refused(g, 0, "hunt wolf_pack")
    assert not any(t.startswith("hunt") for t in texts(g, 0))


def test_000_392_a_sniper_team_cannot_carry_a_tool() -> None:
    g = three([["sniper_team", "spear"], [], []])
    assert refused(g, 0, "hunt sniper_team+spear")


def test_000_442_group_leaders_stack_on_one_member() -> None:
    g = three([["scavenger", "group_leaders", "group_leaders"], [], []], junkyard=["junk"] * 7)
    act(g, 0, "dig scavenger+group_leaders+group_leaders")
    assert len(g.view(0).looking) == 5


def test_000_446_group_leaders_and_a_tool_on_the_same_member() -> None:
    g = three([["scavenger", "group_leaders", "shovel"], [], []], junkyard=["junk"] * 7)
    act(g, 0, "dig scavenger+group_leaders+shovel")
    assert len(g.view(0).looking) == 5


def test_000_450_group_leaders_let_a_refugee_dig_and_a_tribe_family_hunt() -> None:
    g = three([["refugee", "group_leaders"], [], []], junkyard=["junk"] * 4)
    act(g, 0, "dig group_leaders+refugee")
    assert len(g.view(0).looking) == 2
    g2 = three([["tribe_family_3", "group_leaders"], [], []])
    act(g2, 0, "hunt group_leaders+tribe_family_3")
    assert g2.view(0).seats[0].food == 2


def test_000_188_group_leaders_cannot_act_alone() -> None:
    g = three([["group_leaders"], [], []], junkyard=["junk"] * 4)
    assert refused(g, 0, "dig group_leaders")
    assert refused(g, 0, "hunt group_leaders")


def test_000_404_medicine_does_not_improve_a_hunt() -> None:
    g = three([["scavenger", "medkit"], [], []])
    assert refused(g, 0, "hunt scavenger+medkit")


# --- Hunt and hire [000:216-224, 400-410] R-13 -----------------------------------------------


def test_000_224_two_scavengers_and_a_spear_hunt_three_and_hire_with_it() -> None:
    g = three([["scavenger", "scavenger", "spear"], [], []])
    act(g, 0, "hunt scavenger scavenger+spear")
    assert g.view(0).seats[0].food == 3
    assert "hire brawler" in texts(g, 0)
    act(g, 0, "hire brawler")
    assert g.view(0).seats[0].discard.count("brawler") == 1  # [000:218] to the discard pile
    assert dict(g.view(0).market)["brawler"] == 9  # the stack loses the one hired


def test_000_218_only_one_hire_a_round() -> None:
    g = three([["scavenger", "scavenger", "spear", "pills"], [], []])
    act(g, 0, "hunt scavenger scavenger+spear")
    act(g, 0, "hire scavenger")
    assert not any(t.startswith("hire") for t in texts(g, 0))
    assert refused(g, 0, "hire hunter pay pills")


def test_000_410_pills_alone_hire_a_hunter() -> None:
    g = three([["pills"], [], []])
    assert "hire hunter pay pills" in texts(g, 0)
    act(g, 0, "hire hunter pay pills")
    assert "hunter" in g.view(0).seats[0].discard


def test_r13_food_cannot_pay_a_med_cost() -> None:
    g = three([["hunter", "scavenger", "spear"], [], []])
    act(g, 0, "hunt hunter scavenger+spear")
    assert g.view(0).seats[0].food == 4
    assert refused(g, 0, "hire scout")  # scout: 2 food and 1 med
    assert refused(g, 0, "hire hunter")


def test_000_402_thugs_take_any_mix_of_six() -> None:
    g = three([["hunter", "scavenger", "medkit", "pills"], [], []])
    act(g, 0, "hunt hunter scavenger")
    assert g.view(0).seats[0].food == 3
    assert refused(g, 0, "hire thugs pay medkit")
    act(g, 0, "hire thugs pay medkit pills")
    assert "thugs" in g.view(0).seats[0].discard


def test_r9_an_empty_stack_cannot_be_hired() -> None:
    g = three([["scavenger", "scavenger"], [], []], market={"brawler": 0})
    act(g, 0, "hunt scavenger scavenger")
    assert refused(g, 0, "hire brawler")


def test_000_516_betty_two_food_and_a_medkit_hire_a_scout() -> None:
    g = three([["scavenger", "spear", "medkit"], [], []])
    act(g, 0, "hunt scavenger+spear")
    act(g, 0, "hire scout pay medkit")
    assert "scout" in g.view(0).seats[0].discard


# --- Trash [000:226-228, 236] R-11 ------------------------------------------------------------


def test_000_228_trash_puts_cards_in_the_junkyard_with_no_redraw() -> None:
    g = three([["junk", "junk", "scavenger"], [], []], [["pills"], [], []], junkyard=["net"])
    act(g, 0, "trash junk junk")
    assert g.view(0).hand == ("scavenger",)
    assert g.view(0).seats[0].deck_count == 1
    assert zone_counter(g, "junkyard") == Counter({"junk": 2, "net": 1})
    assert refused(g, 0, "trash scavenger")  # once a round


# --- Announcing and committing [000:156-162] R-2 ---------------------------------------------


def test_000_158_the_count_committed_is_public_the_cards_are_not() -> None:
    g = three([["refugee", "tribe_family_3"], ["brawler"], ["brawler"]])
    g.apply(0, "end")
    g.apply(0, "commit refugee tribe_family_3")
    assert g.view(1).seats[0].committed_count == 2
    assert g.view(1).seats[0].force is None
    assert all("tribe_family" not in str(e) for e in g.log(1))


# --- The skirmish [000:164-166, 264-274, 412-424, 518] S-1..S-5 ------------------------------


def test_000_268_highest_fight_wins_and_takes_the_contested_card_face_down() -> None:
    full = ["junk"] * 5
    g = three([["brawler"], ["scavenger"], []], [full[:], ["pills"] * 5, []], contested=["grenade", "net"])
    skirmish(g, {0: "commit brawler", 1: "commit scavenger"})
    assert g.round == 4
    assert skirmish_winner(g) == 0
    assert g.view(0).discard_hidden == ("grenade",)
    assert g.view(1).seats[0].discard_hidden_count == 1
    assert "grenade" not in g.view(1).seats[0].discard


def test_000_274_equal_fight_most_people_wins() -> None:
    g = three([["brawler", "refugee"], ["brawler"], []])
    skirmish(g, {0: "commit brawler refugee", 1: "commit brawler"})
    assert seat_totals(g)[0] == (True, 2, 2)
    assert skirmish_winner(g) == 0


def test_000_274_ed6_equal_fight_and_people_is_a_deadlock_and_the_card_goes_to_the_junkyard() -> None:
    g = three([["brawler"], ["brawler"], []], junkyard=["junk"], contested=["grenade", "net"])
    skirmish(g, {0: "commit brawler", 1: "commit brawler"})
    assert skirmish_winner(g) is None
    assert zone_counter(g, "junkyard") == Counter({"junk": 1, "grenade": 1})
    assert g.view(None).contested_count == 1


def test_000_420_a_fight_of_zero_beats_no_fight() -> None:
    g = three([["tribe_family_3"], ["refugee", "refugee", "refugee", "refugee"], ["spear"]])
    skirmish(g, {0: "commit tribe_family_3", 1: "commit refugee refugee refugee refugee", 2: "commit spear"})
    assert seat_totals(g)[0] == (True, 0, 3)
    assert skirmish_winner(g) == 0


def test_000_416_everyone_at_fight_zero_most_people_wins() -> None:
    g = three([["tribe_family_3"], ["tribe_family_4"], []])
    skirmish(g, {0: "commit tribe_family_3", 1: "commit tribe_family_4"})
    assert skirmish_winner(g) == 1


def test_000_424_no_fight_and_equal_people_is_a_tie() -> None:
    g = three([["refugee"], ["refugee"], []])
    skirmish(g, {0: "commit refugee", 1: "commit refugee"})
    assert skirmish_winner(g) is None


def test_s1_a_force_of_tools_only_does_not_beat_nobody() -> None:
    g = three([["spear", "grenade"], [], []], contested=["net", "junk"])
    skirmish(g, {0: "commit grenade spear"})
    assert seat_totals(g)[0] == (False, 0, 0)
    assert skirmish_winner(g) is None


def test_000_274_the_people_tie_break_is_only_among_the_tied_top() -> None:
    # seat 2 has the most people but a lower fight: the tie between 0 and 1 is a deadlock
    g = three([["brawler"], ["brawler"], ["scavenger", "tribe_family_5"]])
    skirmish(g, {0: "commit brawler", 1: "commit brawler", 2: "commit scavenger tribe_family_5"})
    assert skirmish_winner(g) is None


def test_000_518_the_sample_round_sarah_wins_on_people() -> None:
    g = three([["brawler", "refugee", "pills"], ["refugee", "tribe_family_3"], ["scavenger", "shovel"]])
    skirmish(g, {0: "commit brawler pills refugee", 1: "commit refugee tribe_family_3", 2: "commit scavenger shovel"})
    t = seat_totals(g)
    assert t[0] == (True, 2, 2)
    assert t[1] == (True, 0, 4)
    assert t[2] == (True, 2, 1)
    assert skirmish_winner(g) == 0


def test_000_270_skirmish_cards_are_discarded_at_the_end_of_the_round() -> None:
    g = three([["brawler", "spear"], [], []], [["junk"] * 5, [], []])
    skirmish(g, {0: "commit brawler spear"})
    assert g.round == 4
    assert Counter(g.view(1).seats[0].discard) == Counter({"brawler": 1, "spear": 1})


# --- Snipe and disarm [000:300-316, 452-500] S-4 I-1 I-2 --------------------------------------


def test_000_464_468_a_sniped_member_drops_its_tool_to_another() -> None:
    g = three([["sniper_team"], ["brawler", "grenade", "scavenger", "spear"], []])
    end_gathering(g, {0: "commit sniper_team", 1: "commit brawler grenade scavenger spear"})
    strength = g.view(0).seats[1].strength
    assert strength is not None
    assert strength.fight == 8  # brawler+grenade 5, scavenger+spear 3
    assert "snipe 1:brawler" in texts(g, 0)
    g.apply(0, "snipe 1:brawler")
    pass_windows(g)
    pass_skirmish(g)
    t = seat_totals(g)
    assert t[1] == (True, 4, 1)  # the scavenger takes the grenade
    assert t[0] == (False, 0, 2)  # [000:498] the sniper still counts its people


def test_000_460_456_a_sniper_hits_people_and_a_saboteur_hits_tools_only() -> None:
    g = three([["sniper_team", "saboteur"], ["brawler", "spear"], []])
    end_gathering(g, {0: "commit saboteur sniper_team", 1: "commit brawler spear"})
    assert refused(g, 0, "snipe 1:spear")
    assert refused(g, 0, "disarm 1:brawler")
    assert "snipe 1:brawler" in texts(g, 0)
    assert "disarm 1:spear" in texts(g, 0)


def test_000_472_a_sniper_takes_out_a_multi_person_card() -> None:
    g = three([["sniper_team", "brawler"], ["tribe_family_5", "brawler"], []])
    end_gathering(g, {0: "commit brawler sniper_team", 1: "commit brawler tribe_family_5"})
    g.apply(0, "snipe 1:tribe_family_5")
    pass_windows(g)
    pass_skirmish(g)
    assert seat_totals(g)[1] == (True, 2, 1)
    assert skirmish_winner(g) == 0  # 2 fight each, people 3 (brawler+sniper) against 1


def test_000_496_500_a_saboteur_that_disarms_does_not_fight_but_counts_people() -> None:
    g = three([["saboteur", "brawler"], ["brawler", "spear"], []])
    end_gathering(g, {0: "commit brawler saboteur", 1: "commit brawler spear"})
    g.apply(0, "disarm 1:spear")
    pass_windows(g)
    pass_skirmish(g)
    t = seat_totals(g)
    assert t[0] == (True, 2, 2)
    assert t[1] == (True, 2, 1)
    assert skirmish_winner(g) == 0


def test_000_316_a_sniper_hits_one_card_of_one_opponent() -> None:
    g = three([["sniper_team"], ["brawler"], ["brawler"]], [["pills"] * 5, ["medkit"] * 5, ["junk"] * 5])
    end_gathering(g, {0: "commit sniper_team", 1: "commit brawler", 2: "commit brawler"})
    assert texts(g, 0) == ["pass", "snipe 1:brawler", "snipe 2:brawler"]
    g.apply(0, "snipe 1:brawler")
    pass_windows(g)
    pass_skirmish(g)
    t = seat_totals(g)
    assert t[1] == (False, 0, 0)
    assert t[2] == (True, 2, 1)
    assert skirmish_winner(g) == 2


def test_000_492_i5_an_earlier_snipe_stops_a_later_sniper() -> None:
    g = three([["sniper_team", "brawler"], ["sniper_team", "thugs"], []])
    end_gathering(g, {0: "commit brawler sniper_team", 1: "commit sniper_team thugs"})
    g.apply(0, "snipe 1:sniper_team")
    pass_windows(g)
    pass_skirmish(g)
    t = seat_totals(g)
    assert t[1] == (True, 3, 3)
    assert skirmish_winner(g) == 1


def test_000_480_488_a_gathering_snipe_discards_only_the_target_the_rest_may_be_taken_back() -> None:
    g = three([["scavenger", "shovel", "brawler"], ["sniper_team"], []], junkyard=["junk"] * 5)
    g.apply(0, "dig scavenger+shovel")
    assert now(g).kind == "respond"
    assert now(g).seat == 1
    g.apply(1, "snipe 0:scavenger")
    pass_windows(g)
    assert now(g).kind == "resume"
    g.apply(0, "abort")
    assert sorted(g.view(0).hand) == ["brawler", "shovel"]
    assert "scavenger" in g.view(1).seats[0].discard
    assert "sniper_team" in g.view(0).seats[1].discard  # [000:480] discarded, no redraw
    assert g.view(1).seats[1].hand_count == 0
    act(g, 0, "dig brawler+shovel")  # I-2: the aborted dig is not spent
    assert len(g.view(0).looking) == 3


def test_000_476_a_committed_sniper_answers_on_a_later_turn_and_the_count_drops() -> None:
    g = three([["sniper_team", "brawler"], ["scavenger", "spear"], []])
    g.apply(0, "end")
    g.apply(0, "commit brawler sniper_team")
    assert g.view(1).seats[0].committed_count == 2
    g.apply(1, "hunt scavenger+spear")
    d = now(g)
    assert d.kind == "respond"
    assert d.seat == 0
    assert texts(g, 0) == ["pass", "snipe 1:scavenger"]
    g.apply(0, "snipe 1:scavenger")
    pass_windows(g)
    assert g.view(1).seats[0].committed_count == 1


def test_000_484_i5_a_gathering_snipe_cannot_be_countered_by_a_sniper() -> None:
    g = three([["scavenger", "spear"], ["sniper_team"], ["sniper_team"]])
    g.apply(0, "hunt scavenger+spear")
    g.apply(1, "snipe 0:scavenger")
    d = now(g)
    assert d.seat == 2
    assert texts(g, 2) == ["pass"]  # seat 1's spent sniper is no target
    g.apply(2, "pass")
    assert now(g).kind == "resume"


def test_000_302_a_disarmed_tool_in_gathering_is_discarded() -> None:
    g = three([["scavenger", "spear"], ["saboteur"], []])
    g.apply(0, "hunt scavenger+spear")
    g.apply(1, "disarm 0:spear")
    pass_windows(g)
    g.apply(0, "continue")
    pass_windows(g)
    assert g.view(0).seats[0].food == 1
    assert "spear" in g.view(0).seats[0].discard
    assert "saboteur" in g.view(0).seats[1].discard


# --- End of the game and its tie-breaks [000:140, 168-172, 436-438] ED-2 F-1 F-2 ----------------


def last(zones: list[dict[str, Any]], contested: list[str] | None = None, **kw: Any) -> sc.Game:
    players = [{"hand": [], "deck": [], **z} for z in zones]
    scenario = {"round": 5, "initiator": 0, "players": players, "contested": contested or ["net"], **kw}
    return sc.Game.new(sc.GameConfig(players=len(zones), seed=0, scenario=scenario))


def test_000_140_ed2_the_game_ends_when_the_last_contested_card_is_taken() -> None:
    g = last([{"hand": ["brawler"]}, {"hand": ["scavenger"]}, {}], contested=["field_crew"])
    skirmish(g, {0: "commit brawler", 1: "commit scavenger"})
    assert g.over
    assert g.result is not None
    assert g.score(0).people == 1 + 4  # [000:438] people on every card, the field crew's 4


def test_000_140_ed2_a_deadlock_on_the_last_card_still_ends_the_game() -> None:
    g = last([{"hand": ["brawler"]}, {"hand": ["brawler"]}, {}], contested=["field_crew"])
    skirmish(g, {0: "commit brawler", 1: "commit brawler"})
    assert g.over


def test_000_170_largest_tribe_wins() -> None:
    g = last([{"deck": ["thugs"]}, {"deck": ["scavenger", "scavenger"]}, {"deck": ["refugee"]}])
    finish_round(g)
    assert g.over
    assert g.result is not None
    assert g.result.winners == (0,)


def test_000_170_people_tied_most_contested_cards_wins() -> None:
    g = last([{"deck": ["tribe_family_3"]}, {"deck": ["scavenger", "scavenger", "scavenger"]}, {}])
    finish_round(g)
    assert g.result is not None
    assert g.result.winners == (0,)


def test_000_170_then_most_cards_wins() -> None:
    g = last([{"deck": ["thugs", "junk"]}, {"deck": ["scavenger", "scavenger", "scavenger"]}, {"deck": ["thugs"]}])
    finish_round(g)
    assert g.result is not None
    assert g.result.winners == (1,)


def test_000_172_a_full_tie_shares_the_victory() -> None:
    g = last([{"deck": ["brawler", "junk"]}, {"deck": ["scout", "net"]}, {"deck": ["brawler"]}])
    finish_round(g)
    assert g.result is not None
    assert g.result.winners == (0, 1)


# --- Two players [000:111-116] V-2 ------------------------------------------------------------


def two(hands: list[list[str]], **kw: Any) -> sc.Game:
    return stacked_table(hands, decks=[[], []], **kw)


def test_000_116_v2_two_players_a_win_by_one_is_a_tie_and_the_card_goes_to_the_junkyard() -> None:
    g = two([["brawler"], ["scavenger"]], junkyard=[], contested=["grenade", "net"])
    skirmish(g, {0: "commit brawler", 1: "commit scavenger"})
    assert skirmish_winner(g) is None
    assert zone_kinds(g, "junkyard") == ["grenade"]


def test_000_116_two_players_a_win_by_two_wins() -> None:
    g = two([["thugs"], ["scavenger"]])
    skirmish(g, {0: "commit thugs", 1: "commit scavenger"})
    assert skirmish_winner(g) == 0


def test_000_115_two_players_people_do_not_break_a_tie() -> None:
    g = two([["brawler", "tribe_family_5"], ["brawler"]])
    skirmish(g, {0: "commit brawler tribe_family_5", 1: "commit brawler"})
    assert skirmish_winner(g) is None


def test_v2_two_players_two_fight_against_nothing_wins() -> None:
    g = two([["brawler"], []])
    skirmish(g, {0: "commit brawler"})
    assert skirmish_winner(g) == 0


def test_v2_two_players_one_fight_against_nothing_is_a_tie() -> None:
    g = two([["scavenger"], []])
    skirmish(g, {0: "commit scavenger"})
    assert skirmish_winner(g) is None


# --- HQ module 1: medics, tools, gangs [000:534-565] -------------------------------------------


def test_000_537_565_hq1_adds_the_medic_stack_and_two_gangs_hq2_the_engineer_and_the_masons() -> None:
    g1 = sc.Game.new(sc.GameConfig(players=3, seed=2, modules=HQ1))
    assert "medic" in dict(g1.view(None).market)
    assert "engineer" not in dict(g1.view(None).market)
    assert set(g1.view(None).gangs) == {"gang_gearheads", "gang_pharmers"}
    jy = zone_counter(g1, "junkyard")
    assert jy["rifle"] == 4
    assert jy["toolkit"] == 4
    g2 = sc.Game.new(sc.GameConfig(players=3, seed=2, modules=HQ2))
    assert "engineer" in dict(g2.view(None).market)
    assert set(g2.view(None).gangs) == {"gang_gearheads", "gang_pharmers", "gang_masons"}
    assert g2.view(None).schematics_count == 12  # [000:571]


def test_000_543_a_medic_draws_one_or_pays_one_med() -> None:
    g = hq_game(1, 3, round=3, players=[{"hand": ["medic"], "deck": ["pills", "junk"]}])
    assert "draw medic" in texts(g, 0)
    assert "hire hunter pay medic" in texts(g, 0)
    act(g, 0, "hire hunter pay medic")
    assert "hunter" in g.view(0).seats[0].discard


def test_000_543_a_medic_saves_another_players_member_from_a_gathering_snipe() -> None:
    g = hq_game(
        1, 3, round=3, players=[{"hand": ["scavenger", "spear"]}, {"hand": ["sniper_team"]}, {"hand": ["medic"]}]
    )
    g.apply(0, "hunt scavenger+spear")
    g.apply(1, "snipe 0:scavenger")
    # I-4: the save window runs from the target's owner (whose hand is empty: not asked)
    assert now(g).kind == "save"
    assert now(g).seat == 2
    assert texts(g, 2) == ["pass", "save medic"]
    g.apply(2, "save medic")
    assert now(g).kind == "turn"
    assert now(g).seat == 0
    assert g.view(0).seats[0].food == 2  # the scavenger was saved: the hunt stands
    assert "medic" in g.view(0).seats[2].discard
    assert "sniper_team" in g.view(0).seats[1].discard


def test_000_547_a_medic_in_the_force_saves_in_the_skirmish() -> None:
    g = hq_game(
        1, 3, round=3, players=[{"hand": ["sniper_team"]}, {"hand": ["brawler", "medic"]}, {"hand": ["scavenger"]}]
    )
    end_gathering(g, {0: "commit sniper_team", 1: "commit brawler medic", 2: "commit scavenger"})
    g.apply(0, "snipe 1:brawler")
    assert now(g).kind == "save"
    assert now(g).seat == 1
    g.apply(1, "save medic")
    pass_windows(g)
    pass_skirmish(g)
    assert seat_totals(g)[1] == (True, 2, 2)
    assert skirmish_winner(g) == 1


# --- HQ module 2: engineers and buildings [000:567-645, 717-737] --------------------------------


def builder(hand: list[str], deck: list[str] | None = None, **kw: Any) -> sc.Game:
    return hq_game(
        2,
        3,
        round=3,
        players=[{"hand": hand, "deck": deck if deck is not None else ["junk"] * 6}, *kw.pop("others", [])],
        schematics=kw.pop("schematics", ["armory", "bunker", "pharmacy", "hydroponic_gardens"]),
        **kw,
    )


def test_000_579_590_596_an_engineer_digs_the_schematics_keeps_one_and_lays_its_timer() -> None:
    g = builder(["engineer", "scavenger"], ["junk", "junk", "junk", "junk", "junk", "pills"])
    act(g, 0, "build engineer scavenger")
    assert g.view(0).looking == ("armory", "bunker", "pharmacy")  # [000:590] a dig of 2 + 1
    g.apply(0, "keep bunker")
    pass_windows(g)
    b = next(x for x in g.view(1).seats[0].buildings if x.kind == "bunker")
    assert b.timer == 5  # [000:593] as many cards as the build time
    assert g.view(0).seats[0].deck_count == 1
    assert g.view(0).hand == ()  # [000:579] timer cards are placed without being looked at (ED-11)
    assert zone_kinds(g, "schematics")[0] == "hydroponic_gardens"  # the others go under
    assert sorted(zone_kinds(g, "schematics")[1:]) == ["armory", "pharmacy"]
    assert Counter(g.view(1).seats[0].discard) == Counter({"engineer": 1, "scavenger": 1})  # [000:594]


def test_000_579_ed9_only_an_engineer_digs_the_schematics() -> None:
    g = builder(["scavenger", "shovel", "toolkit", "brawler"])
    assert not any(t.startswith("build") for t in texts(g, 0))
    assert refused(g, 0, "build scavenger+shovel")


def test_000_555_a_toolkit_adds_two_to_a_schematics_dig() -> None:
    g = builder(["engineer", "toolkit"])
    act(g, 0, "build engineer+toolkit")
    assert len(g.view(0).looking) == 4


def test_ed16_h5_a_build_may_keep_nothing_and_the_build_is_spent() -> None:
    g = builder(["engineer", "engineer"], ["junk"] * 6)
    act(g, 0, "build engineer")
    g.apply(0, "keep none")
    pass_windows(g)
    assert g.view(0).seats[0].buildings == ()
    assert g.view(None).schematics_count == 4
    assert refused(g, 0, "build engineer")  # [000:721] one new building a round


def test_000_721_one_new_building_a_round() -> None:
    g = builder(["engineer", "engineer"], ["junk"] * 7)
    act(g, 0, "build engineer")
    g.apply(0, "keep armory")
    pass_windows(g)
    assert refused(g, 0, "build engineer")


def test_000_595_h1_the_timer_loses_a_card_at_the_start_of_the_next_round() -> None:
    g = builder(["engineer"], ["junk"] * 5 + ["pills"] * 5)
    act(g, 0, "build engineer")
    g.apply(0, "keep armory")
    pass_windows(g)
    assert g.view(0).seats[0].buildings[0].timer == 3
    finish_round(g)
    assert g.round == 4
    assert g.view(0).seats[0].buildings[0].timer == 2


def test_000_596_no_work_on_a_building_the_round_it_is_placed() -> None:
    g = builder(["engineer", "scavenger"], ["junk"] * 5)
    act(g, 0, "build engineer")
    g.apply(0, "keep armory")
    pass_windows(g)
    assert refused(g, 0, "work armory scavenger")


def hq_seat(hand: list[str], buildings: list[dict[str, Any]], **zones: Any) -> dict[str, Any]:
    return {"hand": hand, "buildings": buildings, **zones}


def test_000_596_each_worker_removes_one_card_a_toolkit_two_more_and_workers_are_discarded() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[hq_seat(["scavenger", "refugee", "toolkit"], [{"building": "bunker", "timer": ["junk"] * 5}])],
    )
    act(g, 0, "work bunker refugee+toolkit scavenger")
    assert g.view(1).seats[0].buildings[0].timer == 1
    assert Counter(g.view(1).seats[0].discard) >= Counter({"refugee": 1, "scavenger": 1, "toolkit": 1})


def test_000_597_a_building_completes_at_zero_and_works_at_once() -> None:
    g = hq_game(2, 3, round=3, players=[hq_seat(["scavenger", "brawler"], [{"building": "bunker", "timer": ["junk"]}])])
    act(g, 0, "work bunker scavenger")
    assert g.view(0).seats[0].buildings[0].timer == 0
    assert "store bunker brawler" in texts(g, 0)
    g.apply(0, "store bunker brawler")
    assert g.view(1).seats[0].buildings[0].stored == 1


def test_000_609_641_a_bunker_stores_up_to_three_people_and_no_tools() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[hq_seat(["scavenger", "brawler", "refugee", "hunter", "spear"], [{"building": "bunker"}])],
    )
    assert refused(g, 0, "store bunker spear")
    g.apply(0, "store bunker brawler scavenger")
    g.apply(0, "store bunker refugee")  # [000:733] as often as she likes
    assert refused(g, 0, "store bunker hunter")  # [000:641] capacity
    assert g.view(0).seats[0].buildings[0].stored == 3


def test_000_601_621_an_armory_takes_tools_a_pharmacy_medicine_but_not_medics() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[
            hq_seat(
                ["spear", "net", "shovel", "pills", "medic", "medkit", "brawler"],
                [{"building": "armory"}, {"building": "pharmacy"}],
            )
        ],
    )
    assert refused(g, 0, "store armory brawler")
    assert refused(g, 0, "store armory spear net shovel")
    g.apply(0, "store armory net spear")
    assert refused(g, 0, "store pharmacy medic")
    g.apply(0, "store pharmacy medkit pills")
    stored = g.view(0).stored
    assert [sorted(s) for s in stored] == [["net", "spear"], ["medkit", "pills"]]
    assert g.view(1).seats[0].buildings[0].stored == 2  # others see a count only


def test_000_645_retrieve_to_hand_on_her_own_turn() -> None:
    g2 = hq_game(2, 3, round=3, players=[hq_seat(["scavenger"], [{"building": "armory", "stored": ["spear"]}])])
    g2.apply(0, "retrieve armory spear")
    assert sorted(g2.view(0).hand) == ["scavenger", "spear"]
    act(g2, 0, "hunt scavenger+spear")
    assert g2.view(0).seats[0].food == 2
    assert g2.view(0).stored == ((),)


def test_000_631_a_sniper_retrieved_from_a_bunker_interrupts_another_players_turn() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[{"hand": ["scavenger", "spear"]}, hq_seat([], [{"building": "bunker", "stored": ["sniper_team"]}])],
    )
    g.apply(0, "hunt scavenger+spear")
    d = now(g)
    assert d.kind == "respond"
    assert d.seat == 1
    assert "retrieve bunker sniper_team" in texts(g, 1)
    g.apply(1, "retrieve bunker sniper_team")
    assert "snipe 0:scavenger" in texts(g, 1)
    g.apply(1, "snipe 0:scavenger")
    pass_windows(g)
    assert "scavenger" in g.view(2).seats[0].discard
    assert "sniper_team" in g.view(2).seats[1].discard


def test_000_629_only_the_bunker_is_reached_on_another_players_turn() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[{"hand": ["scavenger", "spear"]}, hq_seat(["pills"], [{"building": "armory", "stored": ["net"]}])],
    )
    g.apply(0, "hunt scavenger+spear")
    assert now(g).seat == 1
    assert texts(g, 1) == ["pass"]
    assert refused(g, 1, "retrieve armory net")


def test_000_729_h8_hydroponic_gardens_pay_a_hire_with_no_hunt() -> None:
    g = hq_game(2, 3, round=3, players=[hq_seat([], [{"building": "hydroponic_gardens"}])])
    assert g.view(0).seats[0].food == 1
    assert "hire scavenger" in texts(g, 0)
    act(g, 0, "hire scavenger")
    assert "scavenger" in g.view(0).seats[0].discard


def test_000_617_637_gardens_food_joins_a_hunt_and_does_not_carry_over() -> None:
    g = hq_game(2, 3, round=3, players=[hq_seat(["hunter"], [{"building": "hydroponic_gardens"}], deck=["junk"] * 5)])
    act(g, 0, "hunt hunter")
    assert g.view(0).seats[0].food == 3
    finish_round(g)
    finish_round(g)  # round 5: her turn again, one new food
    while now(g).seat != 0 or now(g).kind != "turn":
        g.apply(now(g).seat, {"turn": "end", "commit": "commit none"}.get(now(g).kind, "pass"))
    assert g.view(0).seats[0].food == 1


def test_000_725_a_hired_engineer_goes_to_the_discard_and_cannot_build_this_turn() -> None:
    g = hq_game(2, 3, round=3, players=[{"hand": ["scavenger", "scavenger", "pills"]}], schematics=["bunker"])
    act(g, 0, "hunt scavenger scavenger")
    act(g, 0, "hire engineer pay pills")
    assert "engineer" in g.view(0).seats[0].discard
    assert not any(t.startswith("build") for t in texts(g, 0))


# --- The gangs at the end [000:557-565] F-4..F-7 ----------------------------------------------


def hq_last(zones: list[dict[str, Any]], modules: frozenset[str] = HQ1, **kw: Any) -> sc.Game:
    players = [{"hand": [], "deck": [], **z} for z in zones]
    scenario = {"round": 5, "initiator": 0, "players": players, "contested": ["net"], **kw}
    return sc.Game.new(sc.GameConfig(players=len(zones), seed=0, modules=modules, scenario=scenario))


def test_000_561_f7_the_gearheads_join_the_most_tools_worth_five_people() -> None:
    g = hq_last([{"deck": ["spear", "shovel", "refugee"]}, {"deck": ["spear", "brawler"]}, {"deck": ["scavenger"]}])
    finish_round(g)
    assert g.over
    assert g.result is not None
    assert g.score(0).people == 1 + 5
    assert g.result.winners == (0,)


def test_000_561_gearheads_tie_broken_by_contested_tools() -> None:
    g = hq_last([{"deck": ["spear", "shovel"]}, {"deck": ["spear", "grenade"]}, {}])
    finish_round(g)
    assert g.score(1).people == 5
    assert g.score(0).people == 0


def test_000_563_ed8_pharmers_count_meds_value_not_cards() -> None:
    g = hq_last([{"deck": ["pills", "pills", "pills"]}, {"deck": ["medkit", "medkit"]}, {}])
    finish_round(g)
    assert g.score(1).people == 5
    assert g.score(0).people == 0


def test_000_563_pharmers_tie_broken_by_medics() -> None:
    g = hq_last([{"deck": ["medkit"]}, {"deck": ["pills", "pills", "medic"]}, {}])
    finish_round(g)
    assert g.score(1).people == 1 + 5
    assert g.score(0).people == 0


def test_f4_a_gang_tie_beyond_its_tie_break_goes_to_nobody() -> None:
    g = hq_last([{"deck": ["medkit"]}, {"deck": ["pills", "pills"]}, {}])
    finish_round(g)
    assert g.score(0).people == 0
    assert g.score(1).people == 0


def test_000_565_f6_masons_count_completed_enabled_buildings_only() -> None:
    g = hq_last(
        [
            {
                "leader": "leader_mentor",
                "buildings": [{"building": "bunker"}, {"building": "armory", "disabled": True}],
                "deck": ["engineer"],
            },
            {
                "leader": "leader_ranger",
                "buildings": [{"building": "bunker"}, {"building": "pharmacy", "timer": ["junk"] * 2}],
            },
            {"leader": "leader_butcher"},
        ],
        modules=HQ4,
    )
    finish_round(g)
    assert g.over
    # one building each counts; seat 0's engineer breaks the tie
    assert g.score(0).people == 1 + 5


# --- HQ module 3: tribal leaders [000:647-674, 701-715] L-1..L-11 -----------------------------


def leaders(*seats: dict[str, Any], n: int = 3, **kw: Any) -> sc.Game:
    return hq_game(n, len(seats), round=kw.pop("round", 3), players=list(seats), **kw)


def test_000_650_each_player_is_dealt_two_leaders_keeps_one_shown_face_up() -> None:
    g = sc.Game.new(sc.GameConfig(players=3, seed=5, modules=sc.hq_modules(3)))
    assert g.view(None).phase == "setup"
    dealt = {seat: g.view(seat).dealt for seat in range(3)}
    assert all(len(d) == 2 for d in dealt.values())
    assert len({k for d in dealt.values() for k in d}) == 6  # ten leaders, two each, no repeats
    assert g.view(1).dealt != dealt[0]
    assert g.view(None).dealt == ()
    kept = {}
    for _ in range(3):
        seat = now(g).seat
        kept[seat] = dealt[seat][1]
        g.apply(seat, f"lead {kept[seat]}")
    for seat in range(3):
        assert g.view((seat + 1) % 3).seats[seat].leader == kept[seat]
    set_aside = {k for d in dealt.values() for k in d} - set(kept.values())
    assert all(k not in str(e) for e in g.log(None) for k in set_aside)


def test_000_662_670_the_butcher_needs_no_refugee_once_a_round_one_food_one_med() -> None:
    g = leaders(
        stacked_seat("leader_butcher", ["scout", "thugs"]), stacked_seat("leader_ranger"), stacked_seat("leader_mentor")
    )
    g.apply(0, "lead scout")
    pass_windows(g)
    assert g.view(0).seats[0].food == 1
    assert "hire saboteur" in texts(g, 0)
    assert "hire hunter" in texts(g, 0)
    assert refused(g, 0, "lead thugs")
    assert g.view(1).seats[0].removed == 1


def test_000_658_a_card_the_butcher_removed_does_not_score() -> None:
    g = hq_last(
        [
            stacked_seat("leader_butcher", ["thugs"], deck=["refugee"]),
            stacked_seat("leader_ranger"),
            stacked_seat("leader_mentor"),
        ],
        modules=sc.hq_modules(3),
    )
    assert g.score(0).people == 4
    g.apply(0, "lead thugs")
    pass_windows(g)
    finish_round(g)
    assert g.over
    assert g.score(0).people == 1
    assert g.score(0).cards == 1


def test_000_666_a_leader_needing_a_refugee_cannot_act_without_one() -> None:
    g = leaders(
        stacked_seat("leader_mentor", ["scavenger"]), stacked_seat("leader_ranger"), stacked_seat("leader_butcher")
    )
    assert not any(t.startswith("lead") for t in texts(g, 0))


def test_000_707_l4_the_organizer_is_the_rounds_only_draw() -> None:
    g = leaders(
        stacked_seat("leader_organizer", ["refugee", "scout"], deck=["pills", "net", "junk"]),
        stacked_seat("leader_ranger"),
        stacked_seat("leader_mentor"),
    )
    act(g, 0, "lead refugee")
    assert g.view(0).looking == ("net", "pills")
    g.apply(0, "keep net")
    pass_windows(g)
    assert sorted(g.view(0).hand) == ["net", "scout"]
    assert refused(g, 0, "draw scout")


def test_l10_the_rangers_refugees_and_tribe_families_hunt_one() -> None:
    g = leaders(
        stacked_seat("leader_ranger", ["refugee", "tribe_family_4", "spear"]),
        stacked_seat("leader_mentor"),
        stacked_seat("leader_butcher"),
    )
    act(g, 0, "hunt refugee+spear tribe_family_4")
    assert g.view(0).seats[0].food == 3


def test_l9_the_excavators_refugee_digs_one_and_a_shovel_adds_one_not_two() -> None:
    g = leaders(
        stacked_seat("leader_excavator", ["refugee", "shovel"]),
        stacked_seat("leader_mentor"),
        stacked_seat("leader_butcher"),
        junkyard=["junk"] * 5,
    )
    act(g, 0, "dig refugee+shovel")
    assert len(g.view(0).looking) == 2


def test_l8_the_gangsters_refugees_fight_zero_and_count_two_people_in_a_tie() -> None:
    g = leaders(
        stacked_seat("leader_gangster", ["refugee", "refugee", "brawler"]),
        stacked_seat("leader_mentor", ["thugs"]),
        stacked_seat("leader_butcher"),
    )
    # the brawler's 2 and two refugees' 0: fight 2, people 1 + 2 + 2
    end_gathering(g, {0: "commit brawler refugee refugee", 1: "commit thugs"})
    pass_skirmish(g)
    assert seat_totals(g)[0] == (True, 2, 5)
    g2 = leaders(
        stacked_seat("leader_gangster", ["refugee", "spear"]),
        stacked_seat("leader_mentor", ["scavenger", "scavenger"]),
        stacked_seat("leader_butcher"),
    )
    end_gathering(g2, {0: "commit refugee spear", 1: "commit scavenger scavenger"})
    pass_skirmish(g2)
    assert seat_totals(g2)[0] == (True, 2, 2)
    assert skirmish_winner(g2) is None  # 2 fight and 2 people each: a deadlock


def test_l11_the_sergeant_at_arms_tools_cannot_be_disarmed_and_hires_saboteurs_for_one_med() -> None:
    g = leaders(
        stacked_seat("leader_sergeant_at_arms", ["pills"]),
        stacked_seat("leader_mentor", ["saboteur"]),
        stacked_seat("leader_butcher"),
    )
    assert "hire saboteur pay pills" in texts(g, 0)
    g2 = leaders(
        stacked_seat("leader_sergeant_at_arms", ["scavenger", "spear"]),
        stacked_seat("leader_mentor", ["saboteur"]),
        stacked_seat("leader_butcher"),
    )
    g2.apply(0, "hunt scavenger+spear")
    assert now(g2).seat == 1
    assert texts(g2, 1) == ["pass"]
    assert refused(g2, 1, "disarm 0:spear")


def test_000_711_715_the_fanatic_strikes_on_another_players_turn() -> None:
    g = leaders(
        stacked_seat("leader_mentor", ["scavenger", "spear"]),
        stacked_seat("leader_fanatic", ["refugee"]),
        stacked_seat("leader_butcher"),
    )
    g.apply(0, "hunt scavenger+spear")
    assert now(g).seat == 1
    assert "lead refugee 0:spear" in texts(g, 1)
    g.apply(1, "lead refugee 0:spear")
    pass_windows(g)
    assert "spear" in g.view(2).seats[0].discard
    assert g.view(2).seats[1].removed == 1  # L-7: the refugee is removed from play


# --- HQ module 4: Dirty Deeds [000:678-691] H-11 L-12 L-13 -------------------------------------


def deeds(*seats: dict[str, Any], **kw: Any) -> sc.Game:
    return leaders(*seats, n=4, **kw)


def test_000_685_a_saboteur_disables_a_completed_building_not_one_being_built() -> None:
    g = deeds(
        stacked_seat("leader_mentor", ["saboteur"]),
        stacked_seat(
            "leader_ranger",
            buildings=[{"building": "bunker", "stored": ["brawler"]}, {"building": "armory", "timer": ["junk"]}],
        ),
        stacked_seat("leader_butcher"),
    )
    assert "disable 1:bunker" in texts(g, 0)
    assert refused(g, 0, "disable 1:armory")
    act(g, 0, "disable 1:bunker")
    assert g.view(2).seats[1].buildings[0].disabled
    assert "saboteur" in g.view(2).seats[0].discard


def test_000_685_a_disabled_building_is_shut_until_a_member_repairs_it() -> None:
    g = deeds(
        stacked_seat(
            "leader_mentor",
            ["refugee", "scout"],
            buildings=[{"building": "bunker", "stored": ["brawler"], "disabled": True}],
        ),
        stacked_seat("leader_ranger"),
        stacked_seat("leader_butcher"),
    )
    assert refused(g, 0, "retrieve bunker brawler")
    assert refused(g, 0, "store bunker scout")
    act(g, 0, "repair bunker refugee")
    assert not g.view(0).seats[0].buildings[0].disabled
    assert "refugee" in g.view(0).seats[0].discard
    g.apply(0, "retrieve bunker brawler")
    assert sorted(g.view(0).hand) == ["brawler", "scout"]


def test_000_685_a_disabled_garden_gives_no_food() -> None:
    g = deeds(
        stacked_seat("leader_mentor", buildings=[{"building": "hydroponic_gardens", "disabled": True}]),
        stacked_seat("leader_ranger"),
        stacked_seat("leader_butcher"),
    )
    assert g.view(0).seats[0].food == 0
    assert refused(g, 0, "hire scavenger")


def test_000_691_a_wounded_leader_gives_nothing_until_healed_with_a_med() -> None:
    g = deeds(
        stacked_seat("leader_mentor", ["sniper_team"]),
        stacked_seat("leader_ranger", ["refugee", "pills"]),
        stacked_seat("leader_butcher"),
    )
    act(g, 0, "snipe 1:leader_ranger")
    pass_windows(g)
    assert g.view(2).seats[1].wounded
    to = now(g)
    while not (to.kind == "turn" and to.seat == 1):
        g.apply(to.seat, {"turn": "end", "commit": "commit none"}.get(to.kind, "pass"))
        to = now(g)
    assert refused(g, 1, "hunt refugee")  # L-12: no ranger hunt while wounded
    act(g, 1, "heal pills")
    assert not g.view(0).seats[1].wounded
    assert "hunt refugee" in texts(g, 1)


def test_000_547_a_medic_saves_a_leader_from_a_snipe() -> None:
    g = deeds(
        stacked_seat("leader_mentor", ["sniper_team"]),
        stacked_seat("leader_ranger", ["medic"]),
        stacked_seat("leader_butcher"),
    )
    g.apply(0, "snipe 1:leader_ranger")
    assert now(g).kind == "save"
    assert now(g).seat == 1
    g.apply(1, "save medic")
    pass_windows(g)
    assert not g.view(2).seats[1].wounded
    assert "sniper_team" in g.view(2).seats[0].discard


def test_000_687_without_dirty_deeds_no_leader_snipe_and_no_disable() -> None:
    g = leaders(
        stacked_seat("leader_mentor", ["sniper_team", "saboteur"]),
        stacked_seat("leader_ranger", buildings=[{"building": "bunker"}]),
        stacked_seat("leader_butcher"),
    )
    assert refused(g, 0, "snipe 1:leader_ranger")
    assert refused(g, 0, "disable 1:bunker")


# --- Unusual but legal: reshuffles, empty piles, lone cards, hidden cards -------------------------


def test_000_187_a_card_reshuffled_back_mid_turn_cannot_act_again() -> None:
    g = three([["scavenger", "scout"], [], []], junkyard=["junk", "net"])
    act(g, 0, "hunt scavenger")
    act(g, 0, "draw scout")  # the deck is empty: the discard, holding the scavenger, is shuffled in
    v = g.view(0)
    assert v.hand == ("scavenger",)
    assert v.spent == ("scavenger",)
    assert refused(g, 0, "dig scavenger")
    assert refused(g, 0, "trash scavenger")


def test_h3_a_timer_drawn_past_the_deck_shuffles_the_discard_then_places_what_exists() -> None:
    g = hq_game(
        2, 3, round=3, players=[{"hand": ["engineer"], "deck": ["pills"], "discard": ["junk"]}], schematics=["bunker"]
    )
    act(g, 0, "build engineer")
    g.apply(0, "keep bunker")
    pass_windows(g)
    # one deck card, then the discard (the junk) shuffled in: two timer cards of the five
    assert g.view(1).seats[0].buildings[0].timer == 2
    assert g.view(0).seats[0].deck_count == 0


def test_h3_a_timer_with_no_cards_to_draw_completes_at_once() -> None:
    g = hq_game(2, 3, round=3, players=[{"hand": ["engineer", "brawler"]}], schematics=["bunker"])
    act(g, 0, "build engineer")
    g.apply(0, "keep bunker")
    pass_windows(g)
    assert g.view(0).seats[0].buildings[0].timer == 0
    assert "store bunker brawler" in texts(g, 0)


def test_ed11_timer_cards_stay_hidden_from_their_owner() -> None:
    g = hq_game(
        2, 3, round=3, players=[{"hand": ["engineer"], "deck": ["grenade", "wolf_pack"]}], schematics=["pharmacy"]
    )
    act(g, 0, "build engineer")
    g.apply(0, "keep pharmacy")
    pass_windows(g)
    assert g.view(0).timers == ()
    for seat in (0, 1, None):
        words = str(g.view(seat)) + " ".join(str(e) for e in g.log(seat))
        assert "grenade" not in words
        assert "wolf_pack" not in words


def test_r5_a_draw_from_an_empty_deck_and_discard_is_legal_and_draws_nothing() -> None:
    g = three([["scout"], [], []])
    act(g, 0, "draw scout")
    assert g.view(0).hand == ()
    assert "draw" in g.view(0).seats[0].used


def test_000_228_a_hand_of_one_card_may_be_trashed_and_the_junkyard_holds_it() -> None:
    g = three([["sniper_team"], [], []], junkyard=[])
    act(g, 0, "trash sniper_team")
    assert g.view(0).hand == ()
    assert zone_kinds(g, "junkyard") == ["sniper_team"]
    g.apply(0, "end")
    assert now(g).kind == "turn"
    assert now(g).seat == 1


def test_000_274_ed6_the_deadlocked_card_goes_unseen_into_the_junkyard() -> None:
    g = three([["brawler"], ["brawler"], []], junkyard=["junk", "junk"], contested=["wolf_pack", "net"], round=2)
    finish_round(g)  # round 3 peek: seat 0 sees the wolf pack
    assert g.view(0).peeked == "wolf_pack"
    skirmish(g, {0: "commit brawler", 1: "commit brawler"})
    assert skirmish_winner(g) is None
    for seat in (1, 2, None):
        assert all("wolf_pack" not in str(e) for e in g.log(seat))
        assert "wolf_pack" not in str(g.view(seat).knowledge)


def test_r16_the_contested_card_won_is_never_named_to_the_other_seats() -> None:
    g = three([["brawler"], [], []], [["junk"] * 5, [], []], contested=["wolf_pack", "net"])
    skirmish(g, {0: "commit brawler"})
    assert skirmish_winner(g) == 0
    assert g.view(0).discard_hidden == ("wolf_pack",)
    for seat in (1, 2, None):
        assert all("wolf_pack" not in str(e) for e in g.log(seat))
        assert "wolf_pack" not in str(g.view(seat))


def test_f3_a_contested_card_dug_from_the_junkyard_breaks_the_end_tie() -> None:
    g = last([{"deck": ["grenade", "scavenger"]}, {"deck": ["scavenger", "spear"]}, {}])
    finish_round(g)
    assert g.result is not None
    assert g.result.winners == (0,)
    assert g.score(0).contested == 1
    assert g.score(1).contested == 0


def test_f1_cards_stored_and_on_timers_count_for_the_tribe() -> None:
    g = hq_last(
        [
            {"buildings": [{"building": "bunker", "stored": ["thugs"]}, {"building": "armory", "timer": ["scout"]}]},
            {},
            {},
        ],
        modules=HQ2,
    )
    finish_round(g)
    assert g.over
    assert g.score(0).people == 3 + 1 + 5  # thugs, scout, and the Masons (one completed building)


def test_s5_group_leaders_fight_nothing_alone_but_count_two_people() -> None:
    g = three([["group_leaders"], ["refugee"], ["tribe_family_3"]])
    skirmish(g, {0: "commit group_leaders", 1: "commit refugee"})
    assert seat_totals(g)[0] == (False, 0, 2)
    assert skirmish_winner(g) == 0  # no fight either side: people decide
    g2 = three([["group_leaders"], ["tribe_family_3"], []])
    skirmish(g2, {0: "commit group_leaders", 1: "commit tribe_family_3"})
    assert skirmish_winner(g2) == 1  # [000:420] a fight of 0 beats no fight


def test_000_442_group_leaders_stack_on_a_fighter_in_the_skirmish() -> None:
    g = three([["brawler", "group_leaders", "group_leaders", "spear"], ["thugs", "thugs"], []])
    skirmish(g, {0: "commit brawler group_leaders group_leaders spear", 1: "commit thugs thugs"})
    assert seat_totals(g)[0] == (True, 2 + 2 + 2 + 2, 5)
    assert skirmish_winner(g) == 0


def test_r13_overpaying_a_hire_is_allowed_the_rest_is_lost() -> None:
    g = three([["hunter", "scavenger"], [], []])
    act(g, 0, "hunt hunter scavenger")
    act(g, 0, "hire scavenger")
    assert g.view(0).seats[0].discard.count("scavenger") == 2
    assert not any(t.startswith("hire") for t in texts(g, 0))


def test_i3_a_saboteur_cannot_disarm_medicine_in_a_hire() -> None:
    g = three([["medkit"], ["saboteur", "sniper_team"], []])
    g.apply(0, "hire hunter pay medkit")
    d = now(g)
    assert not (d.kind == "respond" and any(t != "pass" for t in texts(g, d.seat)))


def test_000_645_h10_no_medic_is_fetched_from_a_bunker_in_the_skirmish() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[{"hand": ["sniper_team"]}, hq_seat(["brawler"], [{"building": "bunker", "stored": ["medic"]}])],
    )
    end_gathering(g, {0: "commit sniper_team", 1: "commit brawler"})
    assert now(g).kind == "skirmish"
    assert now(g).seat == 0
    g.apply(0, "snipe 1:brawler")
    assert g.round == 4  # no save window: the bunker is shut in the skirmish
    assert seat_totals(g)[1] == (False, 0, 0)
    assert g.view(1).stored == (("medic",),)


# --- More turn order, skirmish chains and HQ details ------------------------------------------------


def test_000_198_268_turns_and_skirmish_actions_start_at_the_initiator_and_go_clockwise() -> None:
    g = three([["sniper_team"], ["sniper_team"], ["sniper_team"]], initiator=2, round=5)
    order = []
    while (d := now(g)).kind == "turn":
        order.append(d.seat)
        g.apply(d.seat, "end")
        g.apply(d.seat, "commit sniper_team")
    assert order == [2, 0, 1]
    assert now(g).kind == "skirmish"
    assert now(g).seat == 2


def test_i5_a_later_player_snipes_an_earlier_sniper_that_already_acted_people_only() -> None:
    g = three([["sniper_team", "brawler"], ["sniper_team", "brawler", "scavenger"], []])
    end_gathering(g, {0: "commit brawler sniper_team", 1: "commit brawler scavenger sniper_team"})
    g.apply(0, "snipe 1:scavenger")
    pass_windows(g)
    assert now(g).seat == 1
    assert "snipe 0:sniper_team" in texts(g, 1)
    g.apply(1, "snipe 0:sniper_team")
    pass_windows(g)
    pass_skirmish(g)
    t = seat_totals(g)
    assert t[0] == (True, 2, 1)  # the sniper fell after acting: her people drop
    assert t[1] == (True, 2, 3)  # brawler 1 + used sniper 2
    assert skirmish_winner(g) == 1


def test_000_274_s2_a_three_way_tie_on_fight_goes_to_the_most_people_of_the_three() -> None:
    g = three([["brawler", "refugee"], ["brawler"], ["scavenger", "scavenger", "refugee", "refugee"]])
    skirmish(g, {0: "commit brawler refugee", 1: "commit brawler", 2: "commit refugee refugee scavenger scavenger"})
    t = seat_totals(g)
    assert (t[0][1], t[1][1], t[2][1]) == (2, 2, 2)
    assert skirmish_winner(g) == 2


def test_i11_000_737_a_card_fetched_from_the_bunker_after_committing_never_joins_the_force() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[
            hq_seat(["brawler"], [{"building": "bunker", "stored": ["thugs"]}], deck=["junk"] * 5),
            {"hand": ["scavenger"]},
        ],
    )
    g.apply(0, "end")
    g.apply(0, "commit brawler")
    g.apply(1, "hunt scavenger")
    assert now(g).seat == 0
    assert "retrieve bunker thugs" in texts(g, 0)
    g.apply(0, "retrieve bunker thugs")
    pass_windows(g)
    end_gathering(g, {1: "commit none"})
    pass_skirmish(g)
    assert seat_totals(g)[0] == (True, 2, 1)  # the thugs did not fight
    assert "thugs" in zone_kinds(g, "0:discard") + zone_kinds(g, "0:deck") + zone_kinds(g, "0:hand")
    assert g.view(0).stored == ((),)


def test_ed7_h4_workers_may_work_on_several_buildings_in_one_turn() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[
            hq_seat(
                ["scavenger", "group_leaders"],
                [{"building": "bunker", "timer": ["junk"] * 3}, {"building": "armory", "timer": ["junk"] * 2}],
            )
        ],
    )
    act(g, 0, "work bunker group_leaders")
    act(g, 0, "work armory scavenger")
    assert [b.timer for b in g.view(0).seats[0].buildings] == [2, 1]


def test_h4_a_tool_other_than_a_toolkit_speeds_no_building() -> None:
    g = hq_game(
        2, 3, round=3, players=[hq_seat(["scavenger", "shovel"], [{"building": "bunker", "timer": ["junk"] * 3}])]
    )
    assert refused(g, 0, "work bunker scavenger+shovel")


def test_h6_two_gardens_give_two_food() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[hq_seat([], [{"building": "hydroponic_gardens"}, {"building": "hydroponic_gardens"}])],
    )
    assert g.view(0).seats[0].food == 2
    assert "hire brawler" in texts(g, 0)


def test_ed8_pharmers_count_medicine_cards_not_medics() -> None:
    g = hq_last([{"deck": ["medic", "medic", "medic"]}, {"deck": ["pills"]}, {}])
    finish_round(g)
    assert g.score(1).people == 5
    assert g.score(0).people == 3


def test_f5_gearheads_count_contested_tools_too() -> None:
    g = hq_last([{"deck": ["grenade", "wolf_pack"]}, {"deck": ["spear"]}, {}])
    finish_round(g)
    assert g.score(0).people == 5
    assert g.score(1).people == 0


def test_f6_masons_tie_broken_by_engineers_then_nobody() -> None:
    g = hq_last(
        [{"buildings": [{"building": "bunker"}]}, {"buildings": [{"building": "armory"}], "deck": ["engineer"]}, {}],
        modules=HQ2,
    )
    finish_round(g)
    assert g.score(1).people == 1 + 5
    assert g.score(0).people == 0
    g2 = hq_last([{"buildings": [{"building": "bunker"}]}, {"buildings": [{"building": "armory"}]}, {}], modules=HQ2)
    finish_round(g2)
    assert g2.score(0).people == 0
    assert g2.score(1).people == 0


def test_000_668_the_mentor_adds_one_to_another_members_action_once_a_round() -> None:
    g = leaders(
        stacked_seat("leader_mentor", ["refugee", "refugee", "scavenger"]),
        stacked_seat("leader_ranger"),
        stacked_seat("leader_butcher"),
        junkyard=["junk"] * 5,
    )
    act(g, 0, "lead refugee")
    assert refused(g, 0, "lead refugee")
    act(g, 0, "dig scavenger")
    assert len(g.view(0).looking) == 2


def test_000_668_the_peacemaker_adds_two_to_a_hunt() -> None:
    g = leaders(
        stacked_seat("leader_peacemaker", ["refugee", "scavenger"]),
        stacked_seat("leader_ranger"),
        stacked_seat("leader_butcher"),
    )
    act(g, 0, "lead refugee")
    act(g, 0, "hunt scavenger")
    assert g.view(0).seats[0].food == 3


def test_l6_the_cannibals_food_does_not_join_hunted_food() -> None:
    g = leaders(
        stacked_seat("leader_cannibal", ["refugee", "hunter", "scavenger"]),
        stacked_seat("leader_ranger"),
        stacked_seat("leader_butcher"),
    )
    act(g, 0, "lead refugee")
    act(g, 0, "hunt hunter scavenger")
    assert refused(g, 0, "hire thugs")  # 3 cannibal + 3 hunted would be 6
    assert "hire medic" in texts(g, 0)


def test_l7_000_711_the_fanatic_not_on_her_own_gathering_turn_but_in_the_skirmish() -> None:
    g = leaders(
        stacked_seat("leader_fanatic", ["refugee", "brawler"]),
        stacked_seat("leader_ranger", ["brawler", "spear"]),
        stacked_seat("leader_butcher"),
    )
    assert not any(t.startswith("lead") for t in texts(g, 0))
    end_gathering(g, {0: "commit brawler refugee", 1: "commit brawler spear"})
    g.apply(0, "lead refugee 1:spear")
    pass_windows(g)
    pass_skirmish(g)
    t = seat_totals(g)
    assert t[1] == (True, 2, 1)
    assert t[0] == (True, 2, 1)
    assert skirmish_winner(g) is None


def test_l12_a_medic_heals_a_wounded_leader() -> None:
    g = deeds(
        stacked_seat("leader_ranger", ["medic", "refugee"], wounded=True),
        stacked_seat("leader_mentor"),
        stacked_seat("leader_butcher"),
    )
    assert refused(g, 0, "hunt refugee")
    act(g, 0, "heal medic")
    assert not g.view(1).seats[0].wounded
    act(g, 0, "hunt refugee")
    assert g.view(0).seats[0].food == 1


def test_l13_h11_a_leader_snipe_and_a_disable_on_the_skirmish_turn() -> None:
    g = deeds(
        stacked_seat("leader_mentor", ["sniper_team", "saboteur"]),
        stacked_seat("leader_gangster", ["refugee", "brawler"], buildings=[{"building": "armory"}]),
        stacked_seat("leader_butcher"),
    )
    end_gathering(g, {0: "commit saboteur sniper_team", 1: "commit brawler refugee"})
    assert "snipe 1:leader_gangster" in texts(g, 0)
    assert "disable 1:armory" in texts(g, 0)


def test_000_316_a_sniped_card_is_discarded_not_lost_and_still_scores() -> None:
    g = three([["thugs", "spear"], ["sniper_team"], []], junkyard=["junk"] * 3)
    before = g.score(0).people
    g.apply(0, "dig thugs")
    g.apply(1, "snipe 0:thugs")
    pass_windows(g)
    assert "thugs" in g.view(2).seats[0].discard
    assert g.score(0).people == before


def test_v2_two_players_a_fight_of_zero_against_no_fight_is_a_tie() -> None:
    g = two([["tribe_family_5"], ["refugee"]])
    skirmish(g, {0: "commit tribe_family_5", 1: "commit refugee"})
    assert skirmish_winner(g) is None


def test_r0_five_players_leave_one_spear_and_one_shovel_in_the_junkyard() -> None:
    g = sc.Game.new(sc.GameConfig(players=5, seed=4))
    jy = zone_counter(g, "junkyard")
    assert jy["spear"] == 1
    assert jy["shovel"] == 1
    market = dict(g.view(None).market)
    assert market["scavenger"] == 5
    assert market["brawler"] == 5


def test_f2_gang_cards_are_not_counted_in_the_cards_tie_break() -> None:
    g = hq_last([{"deck": ["spear", "spear"]}, {"deck": ["thugs", "scavenger", "scavenger"]}, {}])
    finish_round(g)
    assert g.score(0).people == 5
    assert g.score(1).people == 5
    assert g.result is not None
    assert g.result.winners == (1,)


def test_h11_a_disabled_buildings_stored_cards_still_score_but_it_is_no_mason() -> None:
    g = hq_last(
        [
            {"leader": "leader_mentor", "buildings": [{"building": "bunker", "stored": ["thugs"], "disabled": True}]},
            {"leader": "leader_ranger"},
            {"leader": "leader_butcher"},
        ],
        modules=HQ4,
    )
    finish_round(g)
    assert g.score(0).people == 3


def test_l11_a_wounded_sergeant_at_arms_no_longer_shields_her_tools() -> None:
    g = deeds(
        stacked_seat("leader_sergeant_at_arms", ["scavenger", "spear"], wounded=True),
        stacked_seat("leader_mentor", ["saboteur"]),
        stacked_seat("leader_butcher"),
    )
    g.apply(0, "hunt scavenger+spear")
    assert now(g).seat == 1
    assert "disarm 0:spear" in texts(g, 1)


def test_000_547_a_medic_saves_from_a_snipe_but_not_from_a_disarm() -> None:
    g = hq_game(1, 3, round=3, players=[{"hand": ["scavenger", "spear", "medic"]}, {"hand": ["saboteur"]}])
    g.apply(0, "hunt scavenger+spear")
    g.apply(1, "disarm 0:spear")
    d = now(g)
    assert d.kind != "save"
    assert not any(t.startswith("save") for t in texts(g, d.seat))


def test_l12_healing_only_on_her_own_turn() -> None:
    g = deeds(
        stacked_seat("leader_mentor", ["scavenger"]),
        stacked_seat("leader_ranger", ["pills"], wounded=True),
        stacked_seat("leader_butcher"),
    )
    g.apply(0, "hunt scavenger")
    assert now(g).seat == 1
    assert refused(g, 1, "heal pills")


def test_bad_input_is_refused_and_changes_nothing() -> None:
    g = three([["brawler", "shovel"], ["sniper_team"], []], junkyard=["net", "junk"])
    before = g.to_json()
    for seat, text in [
        (0, "dig brawler+shovel+shovel"),
        (0, "snipe 7:brawler"),
        (1, "dig brawler"),
        (0, "keep net"),
        (0, "hire"),
        (0, "dig"),
        (0, "commit brawler"),
        (0, "trash grenade"),
        (0, "store bunker brawler"),
        (0, ""),
        (0, "dig brawler+"),
        (5, "end"),
    ]:
        with pytest.raises((sc.InvalidAction, sc.IllegalAction)):
            g.apply(seat, text)
    assert g.to_json() == before


def test_s1_nobody_commits_the_contested_card_goes_to_the_junkyard() -> None:
    g = three([["brawler"], ["brawler"], ["brawler"]], junkyard=[], contested=["grenade", "net"])
    finish_round(g)
    assert g.round == 4
    assert g.view(None).contested_count == 1
    assert zone_kinds(g, "junkyard") == ["grenade"]


def test_ed2_s1_nobody_commits_on_the_last_card_and_the_game_still_ends() -> None:
    g = last([{"hand": ["brawler"]}, {"hand": ["brawler"]}, {}], contested=["grenade"])
    finish_round(g)
    assert g.over


def test_r7_digging_an_empty_junkyard_is_legal_yields_nothing_and_is_spent() -> None:
    g = three([["scavenger", "brawler"], [], []], junkyard=[])
    assert "dig scavenger" in texts(g, 0)
    act(g, 0, "dig scavenger")
    assert now(g).kind == "turn"
    assert g.view(0).looking == ()
    assert "dig" in g.view(0).seats[0].used
    assert refused(g, 0, "dig brawler")


def test_000_146_the_initiator_card_passes_left_round_the_table() -> None:
    g = three([["brawler"], ["brawler"], ["brawler"]], initiator=2, round=4, contested=["net", "junk"])
    finish_round(g)
    assert g.round == 5
    assert g.view(None).initiator == 0


def test_000_150_the_peeked_card_is_followed_to_its_winner_and_known_to_the_peeker_alone() -> None:
    decks = [["brawler"] + ["junk"] * 4, ["thugs"] + ["pills"] * 9, ["brawler"] + ["medkit"] * 4]
    g = three([[], [], []], decks, round=2, contested=["grenade", "net"])
    finish_round(g)
    assert g.view(0).peeked == "grenade"
    g.apply(0, "end")
    g.apply(0, "commit brawler")
    pass_windows(g)
    skirmish(g, {1: "commit thugs", 2: "commit brawler"})
    assert skirmish_winner(g) == 1
    know = {k.zone: tuple(k.cards) for k in g.view(0).knowledge if k.source == "peek"}
    assert know == {"1:discard": ("grenade",)}
    assert not [k for k in g.view(2).knowledge if k.source == "peek"]


def test_h1_a_timer_ticked_to_zero_completes_before_the_next_gathering() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[hq_seat([], [{"building": "hydroponic_gardens", "timer": ["junk"]}], deck=["scavenger"] * 5)],
        contested=["net", "junk"],
    )
    assert g.view(0).seats[0].food == 0
    finish_round(g)
    assert g.round == 4
    b = g.view(0).seats[0].buildings[0]
    assert b.timer == 0
    to = now(g)
    while not (to.kind == "turn" and to.seat == 0):
        g.apply(to.seat, {"turn": "end", "commit": "commit none"}.get(to.kind, "pass"))
        to = now(g)
    assert g.view(0).seats[0].food == 1
    assert "junk" in g.view(1).seats[0].discard  # H-2: the timer card goes to her discard pile


def test_000_204_262_what_a_dig_turns_up_and_puts_back_is_hers_alone() -> None:
    g = three([["brawler", "shovel"], [], []], junkyard=["net", "pills", "medkit", "junk"])
    act(g, 0, "dig brawler+shovel")
    assert g.view(1).seats[0].looking_count == 3
    assert g.view(1).looking == ()
    g.apply(0, "keep pills")
    for seat in (1, 2, None):
        words = " ".join(str(e) for e in g.log(seat)) + str(g.view(seat))
        assert "net" not in words
        assert "pills" not in words
        assert "medkit" not in words
    assert {k.zone for k in g.view(0).knowledge if k.source == "dig"} == {"junkyard"}


def test_000_591_the_schematics_put_back_are_not_shown_the_building_kept_is() -> None:
    g = builder(["engineer", "scavenger"])
    act(g, 0, "build engineer scavenger")
    g.apply(0, "keep bunker")
    pass_windows(g)
    assert [b.kind for b in g.view(1).seats[0].buildings] == ["bunker"]
    for seat in (1, 2, None):
        words = " ".join(str(e) for e in g.log(seat)) + str(g.view(seat))
        assert "armory" not in words
        assert "pharmacy" not in words


def test_h7_no_storing_on_another_players_turn() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[
            {"hand": ["scavenger", "spear"]},
            hq_seat(["brawler"], [{"building": "bunker", "stored": ["sniper_team"]}]),
        ],
    )
    g.apply(0, "hunt scavenger+spear")
    assert now(g).seat == 1
    assert not any(t.startswith("store") for t in texts(g, 1))
    assert refused(g, 1, "store bunker brawler")


def test_000_510_carol_digs_with_a_scavenger_hunts_with_a_refugee_and_spear_and_hires() -> None:
    g = three([["scavenger", "spear", "refugee", "refugee", "tribe_family_3"], [], []], junkyard=["pills", "junk"])
    act(g, 0, "dig scavenger")
    assert len(g.view(0).looking) == 1
    g.apply(0, "keep pills")
    act(g, 0, "hunt refugee+spear")
    assert g.view(0).seats[0].food == 1
    act(g, 0, "hire scavenger")
    assert sorted(g.view(0).hand) == ["refugee", "tribe_family_3"]
    assert g.view(1).seats[0].discard_hidden_count == 1  # [000:510] the dug card face down


def test_000_240_450_a_tool_or_group_leaders_give_a_refugee_no_fight() -> None:
    g = three([["refugee", "spear", "group_leaders"], ["refugee", "refugee", "refugee", "refugee"], []])
    skirmish(g, {0: "commit group_leaders refugee spear", 1: "commit refugee refugee refugee refugee"})
    assert seat_totals(g)[0] == (False, 0, 3)
    assert skirmish_winner(g) == 1


def test_000_450_group_leaders_let_a_tribe_family_fight() -> None:
    g = three([["tribe_family_3", "group_leaders"], ["brawler"], []])
    skirmish(g, {0: "commit group_leaders tribe_family_3", 1: "commit brawler"})
    assert seat_totals(g)[0] == (True, 2, 5)
    assert skirmish_winner(g) == 0


def test_000_252_a_hunt_totalling_zero_is_refused() -> None:
    g = three([["refugee", "tribe_family_3"], [], []])
    assert refused(g, 0, "hunt refugee tribe_family_3")
    assert refused(g, 0, "draw refugee")


def test_000_187_a_spent_card_drawn_again_cannot_be_committed() -> None:
    g = three([["brawler", "scout"], [], []], junkyard=["junk"])
    act(g, 0, "dig brawler")
    g.apply(0, "keep none")
    act(g, 0, "draw scout")  # the discard (the brawler) is shuffled in and drawn
    assert g.view(0).spent == ("brawler",)
    assert refused(g, 0, "commit brawler")
    g.apply(0, "end")
    assert now(g).kind == "turn"
    assert now(g).seat == 1
    assert g.view(0).hand == ()
    assert "brawler" in g.view(1).seats[0].discard


def test_i4_a_third_players_medic_in_her_force_saves_in_the_skirmish() -> None:
    g = hq_game(1, 3, round=3, players=[{"hand": ["sniper_team"]}, {"hand": ["brawler"]}, {"hand": ["medic"]}])
    end_gathering(g, {0: "commit sniper_team", 1: "commit brawler", 2: "commit medic"})
    g.apply(0, "snipe 1:brawler")
    # seat 1's revealed force holds no medic, so the save window asks seat 2
    assert now(g).seat == 2
    assert now(g).kind == "save"
    assert "save medic" in texts(g, 2)
    g.apply(2, "save medic")
    pass_windows(g)
    pass_skirmish(g)
    assert seat_totals(g)[1] == (True, 2, 1)
    assert skirmish_winner(g) == 1


def test_f1_f5_tools_stored_in_an_armory_count_for_the_gearheads() -> None:
    g = hq_last(
        [{"buildings": [{"building": "armory", "stored": ["spear", "net"]}]}, {"deck": ["shovel"]}, {}], modules=HQ2
    )
    finish_round(g)
    assert g.score(0).people == 5 + 5  # Gearheads and Masons


def test_000_650_a_kept_leader_is_shown_only_once_every_player_has_one() -> None:
    g = sc.Game.new(sc.GameConfig(players=3, seed=8, modules=sc.hq_modules(3)))
    first = now(g).seat
    g.apply(first, f"lead {g.view(first).dealt[0]}")
    other = now(g).seat
    assert other != first
    assert g.view(other).seats[first].leader is None
    assert g.view(first).dealt == (g.view(first).dealt[0],)
    while now(g).kind == "leader":
        seat = now(g).seat
        g.apply(seat, f"lead {g.view(seat).dealt[0]}")
    assert all(g.view(None).seats[s].leader is not None for s in range(3))


def test_000_170_the_end_tie_breaks_look_only_at_the_players_tied_on_people() -> None:
    g = last(
        [
            {"deck": ["thugs", "scavenger", "scavenger", "junk"]},
            {"deck": ["thugs", "brawler", "refugee"]},
            {"deck": ["tribe_family_4"]},
        ]
    )
    finish_round(g)
    assert g.result is not None
    assert (g.score(0).people, g.score(1).people, g.score(2).people) == (5, 5, 4)
    assert g.result.winners == (0,)  # more cards; seat 2's contested card counts for nothing: fewer people


@pytest.mark.parametrize("players", [2, 3, 5])
def test_ed2_a_game_of_14_contested_cards_lasts_16_rounds(players: int) -> None:
    g = sc.Game.new(sc.GameConfig(players=players, seed=11))
    rounds = set()
    while not g.over:
        d = now(g)
        rounds.add(g.round)
        g.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert max(rounds) == 16
    assert g.view(None).contested_count == 0


def test_v1_two_players_with_hq_keep_every_rifle_and_toolkit() -> None:
    g = sc.Game.new(sc.GameConfig(players=2, seed=1, modules=HQ1))
    jy = zone_counter(g, "junkyard")
    assert jy["rifle"] == 4
    assert jy["toolkit"] == 4
    assert jy["junk"] == 5


def test_r15_after_a_disarm_the_tools_left_are_rearranged_for_the_best_fight() -> None:
    g = three([["saboteur"], ["brawler", "scavenger", "grenade", "spear"], []])
    end_gathering(g, {0: "commit saboteur", 1: "commit brawler grenade scavenger spear"})
    g.apply(0, "disarm 1:grenade")
    pass_windows(g)
    pass_skirmish(g)
    assert seat_totals(g)[1] == (True, 2 + 2 + 1, 2)


def test_s3_a_force_of_one_saboteur_that_disarmed_has_no_fight() -> None:
    g = three([["saboteur"], ["spear", "refugee"], []])
    end_gathering(g, {0: "commit saboteur", 1: "commit refugee spear"})
    g.apply(0, "disarm 1:spear")
    pass_windows(g)
    pass_skirmish(g)
    t = seat_totals(g)
    assert t[0] == (False, 0, 1)
    assert t[1] == (False, 0, 1)
    assert skirmish_winner(g) is None


def test_i5_a_saboteur_sniped_by_an_earlier_player_never_acts() -> None:
    g = three([["sniper_team"], ["saboteur", "brawler"], ["brawler", "spear"]])
    end_gathering(g, {0: "commit sniper_team", 1: "commit brawler saboteur", 2: "commit brawler spear"})
    g.apply(0, "snipe 1:saboteur")
    pass_windows(g)
    pass_skirmish(g)
    t = seat_totals(g)
    assert t[2] == (True, 4, 1)  # the spear was never disarmed
    assert skirmish_winner(g) == 2


def test_l3_the_mentor_in_the_skirmish_gives_one_fight_and_her_refugee_leaves() -> None:
    g = leaders(
        stacked_seat("leader_mentor", ["refugee", "brawler"]),
        stacked_seat("leader_ranger", ["scout", "refugee"]),
        stacked_seat("leader_butcher"),
    )
    end_gathering(g, {0: "commit brawler refugee", 1: "commit refugee scout"})
    assert texts(g, 0) == ["pass", "lead refugee"]
    g.apply(0, "lead refugee")
    pass_windows(g)
    pass_skirmish(g)
    t = seat_totals(g)
    assert t[0] == (True, 3, 1)
    assert skirmish_winner(g) == 0


def test_l17_a_gangster_wounded_in_the_skirmish_loses_her_refugees_fight_and_people() -> None:
    g = deeds(
        stacked_seat("leader_mentor", ["sniper_team"]),
        stacked_seat("leader_gangster", ["refugee", "spear"]),
        stacked_seat("leader_butcher"),
    )
    end_gathering(g, {0: "commit sniper_team", 1: "commit refugee spear"})
    g.apply(0, "snipe 1:leader_gangster")
    pass_windows(g)
    pass_skirmish(g)
    assert seat_totals(g)[1] == (False, 0, 1)
    assert skirmish_winner(g) == 0  # the used sniper's 2 people


@pytest.mark.parametrize(
    ("decks", "winners", "decided_by"),
    [
        ([["thugs"], ["scavenger", "scavenger"], ["refugee"]], (0,), "people"),
        ([["tribe_family_3"], ["scavenger", "scavenger", "scavenger"], []], (0,), "contested"),
        ([["thugs", "junk"], ["scavenger"] * 3, ["thugs"]], (1,), "cards"),
        ([["brawler", "junk"], ["scout", "net"], ["brawler"]], (0, 1), "shared"),
    ],
)
def test_000_170_172_the_result_says_which_rule_parted_the_winners(
    decks: list[list[str]], winners: tuple[int, ...], decided_by: str
) -> None:
    g = last([{"deck": d} for d in decks])
    finish_round(g)
    assert g.result is not None
    assert g.result.winners == winners
    assert g.result.decided_by == decided_by
    assert all(g.view(s).result == g.result for s in (0, 1, 2, None))


def test_000_236_adding_cards_shuffles_the_junkyard_and_what_she_put_under_is_a_heap() -> None:
    g = three([["brawler", "shovel", "junk"], [], []], junkyard=["net", "pills", "medkit", "spear", "pickaxe"])
    act(g, 0, "dig brawler+shovel")
    g.apply(0, "keep none")
    [record] = [k for k in g.view(0).knowledge if k.source == "dig"]
    assert record.in_order
    assert record.cards == ("net", "pills", "medkit")
    assert zone_kinds(g, "junkyard") == ["spear", "pickaxe", "net", "pills", "medkit"]  # ED-14: no shuffle
    act(g, 0, "trash junk")
    [record] = [k for k in g.view(0).knowledge if k.source == "dig"]
    assert not record.in_order
    assert Counter(record.cards) == Counter({"net": 1, "pills": 1, "medkit": 1})


def test_h7_stored_cards_stay_under_the_building_across_rounds() -> None:
    g = hq_game(
        2,
        3,
        round=3,
        players=[hq_seat(["brawler", "scout"], [{"building": "bunker"}], deck=["junk"] * 5)],
        contested=["net", "junk"],
    )
    g.apply(0, "store bunker brawler")
    finish_round(g)
    assert g.round == 4
    assert g.view(0).stored == (("brawler",),)
    assert "brawler" not in g.view(1).seats[0].discard


def test_000_236_trashed_cards_go_in_face_down() -> None:
    g = three([["grenade", "scout"], [], []], junkyard=["junk"])
    act(g, 0, "trash grenade")
    for seat in (1, 2, None):
        assert all("grenade" not in e.cards for e in g.log(seat))
    assert any("grenade" in e.cards for e in g.log(0))


def test_000_650_seats_without_a_leader_are_dealt_two_not_one_already_taken() -> None:
    g = hq_game(
        3, 3, round=3, players=[stacked_seat("leader_mentor", ["scout"]), {"hand": ["scout"]}, {"hand": ["scout"]}]
    )
    d = now(g)
    assert d.kind == "leader"
    dealt = {s: g.view(s).dealt for s in (1, 2)}
    assert all(len(x) == 2 for x in dealt.values())
    assert "leader_mentor" not in dealt[1] + dealt[2]
    assert not set(dealt[1]) & set(dealt[2])


def test_000_715_i3_the_fanatic_may_strike_the_medicine_of_a_hire() -> None:
    g = leaders(
        stacked_seat("leader_mentor", ["pills", "scout"]),
        stacked_seat("leader_fanatic", ["refugee"]),
        stacked_seat("leader_butcher"),
    )
    g.apply(0, "hire hunter pay pills")
    assert now(g).seat == 1
    assert texts(g, 1) == ["pass", "lead refugee 0:pills"]
    g.apply(1, "lead refugee 0:pills")
    pass_windows(g)
    assert "pills" in g.view(2).seats[0].discard
    assert "hunter" not in g.view(2).seats[0].discard  # the hire was left unpaid
    assert dict(g.view(2).market)["hunter"] == 8


def test_i6_a_committed_medic_saves_on_a_later_turn() -> None:
    g = hq_game(
        1,
        3,
        round=3,
        players=[{"hand": ["medic", "brawler"]}, {"hand": ["scavenger", "spear"]}, {"hand": ["sniper_team"]}],
    )
    g.apply(0, "end")
    g.apply(0, "commit brawler medic")
    g.apply(1, "hunt scavenger+spear")
    assert now(g).seat == 2  # responders go round from the actor's left
    g.apply(2, "snipe 1:scavenger")
    d = now(g)
    assert (d.kind, d.seat) == ("save", 0)  # seat 1 and seat 2 hold nothing: seat 0 is asked
    assert texts(g, 0) == ["pass", "save medic"]
    g.apply(0, "save medic")
    pass_windows(g)
    assert g.view(1).seats[0].committed_count == 1
    assert g.view(1).seats[1].food == 2  # the scavenger was saved


def test_000_187_a_medic_already_drawing_cannot_also_save() -> None:
    g = hq_game(
        1, 3, round=3, players=[{"hand": ["medic", "scavenger"], "deck": ["junk"] * 4}, {"hand": ["sniper_team"]}]
    )
    g.apply(0, "draw medic scavenger")
    assert texts(g, 1) == ["pass", "snipe 0:medic", "snipe 0:scavenger"]
    g.apply(1, "snipe 0:scavenger")
    assert now(g).kind == "resume"  # no save window: the medic is busy drawing
    g.apply(0, "continue")
    pass_windows(g)
    assert sorted(g.view(0).hand) == ["junk"]
