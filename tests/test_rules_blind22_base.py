"""A blind rules audit of the base game, HQ [000] and the 2012 edition [001], card by card.

Each case is written from the rulebooks' words (cited [000:NNN], [001:NNN]), the card numbers of
cards.tsv and the project's rulings (RULINGS.md IDs), through the public API only: stacked tables,
notation, ``legal_actions``, ``apply``, ``view``, ``log``, ``score`` and ``result``. It aims at
what the earlier audits left out: each card's every value in play, abilities used where they can
do nothing, last cards, reshuffles in the middle of an action, ties, and both editions.
"""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    action_totals,
    end_gathering,
    finish_round,
    hq_game,
    now,
    pass_skirmish,
    pass_windows,
    refused,
    rules_table,
    seat_totals,
    skirmish_winner,
    stacked_seat,
    stacked_table,
    texts,
    zone_counter,
    zone_kinds,
)

JUNK = ["junk"] * 6


def three(hands: list[list[str]], decks: list[list[str]] | None = None, **kw: Any) -> sc.Game:
    """A 3-player round-3 table, seat 0 first."""
    return stacked_table(hands, decks=decks or [[], [], []], **kw)


def skirmish(g: sc.Game, commits: dict[int, str]) -> None:
    """End every gathering turn with these commits, then pass every skirmish opportunity."""
    end_gathering(g, commits)
    pass_skirmish(g)


def total(g: sc.Game, text: str, seat: int = 0) -> int:
    """The total ``seat``'s view shows for the legal action ``text`` (in any grouping or order)."""
    return action_totals(g, seat)[str(sc.parse_action(g, seat, text))]


def commit(cards: list[str]) -> str:
    """The commit action for these cards."""
    return "commit " + " ".join(sorted(cards))


def verbs(g: sc.Game, seat: int, verb: str) -> list[str]:
    """The seat's legal actions of one verb."""
    return [t for t in texts(g, seat) if t.split()[0] == verb]


# --- Person cards: every printed value in play (cards.tsv) [000:292-344] ----------------------


def test_000_292_a_hunter_hunts_two_fights_one_and_neither_digs_nor_draws() -> None:
    g = three([["hunter"], ["refugee"], []], junkyard=JUNK[:])
    assert total(g, "hunt hunter") == 2
    assert not verbs(g, 0, "dig")
    assert not verbs(g, 0, "draw")
    g2 = three([["hunter"], ["refugee"], []])
    skirmish(g2, {0: "commit hunter", 1: "commit refugee"})
    assert seat_totals(g2)[0] == (True, 1, 1)
    assert skirmish_winner(g2) == 0


def test_000_310_a_scout_draws_two_fights_two_and_neither_digs_nor_hunts() -> None:
    g = three([["scout"], [], []], [["pills", "junk", "net"], [], []], junkyard=JUNK[:])
    assert not verbs(g, 0, "dig")
    assert not verbs(g, 0, "hunt")
    act(g, 0, "draw scout")
    assert sorted(g.view(0).hand) == ["junk", "pills"]
    g2 = three([["scout"], ["brawler"], []])
    skirmish(g2, {0: "commit scout", 1: "commit brawler"})
    assert seat_totals(g2)[0] == (True, 2, 1)


def test_000_300_a_saboteur_digs_one_and_without_a_target_simply_fights_one() -> None:
    g = three([["saboteur"], [], []], junkyard=["net", "junk"])
    act(g, 0, "dig saboteur")
    assert g.view(0).looking == ("net",)
    # [000:496-500] disarm OR fight: with no tool in any force there is nothing to disarm
    g2 = three([["saboteur"], ["scavenger"], []])
    end_gathering(g2, {0: "commit saboteur", 1: "commit scavenger"})
    if g2.round == 3:
        assert not verbs(g2, 0, "disarm")
        pass_skirmish(g2)
    assert seat_totals(g2)[0] == (True, 1, 1)
    assert seat_totals(g2)[1] == (True, 1, 1)
    assert skirmish_winner(g2) is None  # [000:274] same fight, same people: a deadlock


def test_000_314_a_sniper_team_has_no_standard_action_no_fight_but_two_people() -> None:
    g = three([["sniper_team"], [], []], [["pills"], [], []], junkyard=JUNK[:])
    for verb in ("dig", "draw", "hunt"):
        assert not verbs(g, 0, verb)
    # [000:424]; cards.tsv no fight on either side: the people decide, and the team is 2 people
    g2 = three([["sniper_team"], ["refugee"], []])
    skirmish(g2, {0: "commit sniper_team", 1: "commit refugee"})
    assert seat_totals(g2)[0] == (False, 0, 2)
    assert skirmish_winner(g2) == 0


def test_000_318_thugs_dig_one_fight_three_and_are_three_people() -> None:
    g = three([["thugs"], [], []], junkyard=["net", "junk"])
    assert total(g, "dig thugs") == 1
    assert not verbs(g, 0, "hunt")
    assert not verbs(g, 0, "draw")
    g2 = three([["thugs"], ["brawler", "spear"], []])
    skirmish(g2, {0: "commit thugs", 1: "commit brawler spear"})
    assert seat_totals(g2)[0] == (True, 3, 3)
    assert seat_totals(g2)[1] == (True, 4, 1)
    assert skirmish_winner(g2) == 1


def test_000_324_field_crew_digs_hunts_and_fights_two_is_four_people_and_cannot_draw() -> None:
    g = three([["field_crew", "shovel"], [], []], [["pills"], [], []], junkyard=JUNK[:])
    assert total(g, "dig field_crew+shovel") == 4
    assert total(g, "hunt field_crew") == 2
    assert not verbs(g, 0, "draw")
    g2 = three([["field_crew"], ["brawler", "refugee"], []])
    skirmish(g2, {0: "commit field_crew", 1: "commit brawler refugee"})
    assert seat_totals(g2)[0] == (True, 2, 4)
    assert skirmish_winner(g2) == 0  # fight 2 each: 4 people beat 2


def test_000_330_a_sled_team_draws_two_fights_one_is_two_people_and_neither_digs_nor_hunts() -> None:
    g = three([["sled_team"], [], []], [["pills", "net", "junk"], [], []], junkyard=JUNK[:])
    assert not verbs(g, 0, "dig")
    assert not verbs(g, 0, "hunt")
    assert total(g, "draw sled_team") == 2
    g2 = three([["sled_team"], ["scavenger", "refugee"], []])
    skirmish(g2, {0: "commit sled_team", 1: "commit refugee scavenger"})
    assert seat_totals(g2)[0] == (True, 1, 2)
    assert seat_totals(g2)[1] == (True, 1, 2)
    assert skirmish_winner(g2) is None


def test_000_336_a_tribe_family_hunts_with_a_net_but_cannot_dig_even_with_a_shovel() -> None:
    # [000:336] "Can equip tools to fight or hunt"; [000:240] a tool grants no new ability
    g = three([["tribe_family_4", "net", "shovel"], [], []], junkyard=JUNK[:])
    assert refused(g, 0, "hunt tribe_family_4")  # [000:252] a total of 0 is no hunt
    assert refused(g, 0, "dig tribe_family_4+shovel")
    assert total(g, "hunt tribe_family_4+net") == 2


def test_000_336_a_tribe_family_with_a_grenade_fights_three() -> None:
    g = three([["tribe_family_3", "grenade"], ["thugs"], []])
    skirmish(g, {0: "commit grenade tribe_family_3", 1: "commit thugs"})
    assert seat_totals(g)[0] == (True, 3, 3)
    assert seat_totals(g)[1] == (True, 3, 3)
    assert skirmish_winner(g) is None  # fight 3 and 3 people on both sides


def test_000_442_group_leaders_add_two_to_a_scouts_draw() -> None:
    g = three([["scout", "group_leaders"], [], []], [["pills", "net", "junk", "spear", "medkit"], [], []])
    assert total(g, "draw group_leaders+scout") == 4
    act(g, 0, "draw group_leaders+scout")
    assert sorted(g.view(0).hand) == ["junk", "net", "pills", "spear"]


def test_000_392_group_leaders_cannot_lift_a_sniper_team_that_has_no_base_ability() -> None:
    g = three([["sniper_team", "group_leaders"], [], []], junkyard=JUNK[:])
    for verb in ("dig", "hunt", "draw"):
        assert not verbs(g, 0, verb)
    # nor in the skirmish: the force has no fight, only its 4 people
    g2 = three([["sniper_team", "group_leaders"], ["tribe_family_3"], []])
    skirmish(g2, {0: "commit group_leaders sniper_team", 1: "commit tribe_family_3"})
    assert seat_totals(g2)[0] == (False, 0, 4)
    assert skirmish_winner(g2) == 1  # [000:420] a fight of 0 beats no fight


def test_000_472_a_sniped_group_leaders_takes_its_plus_two_and_its_two_people_away() -> None:
    g = three([["sniper_team", "scavenger"], ["brawler", "group_leaders"], []])
    end_gathering(g, {0: "commit scavenger sniper_team", 1: "commit brawler group_leaders"})
    assert (now(g).kind, now(g).seat) == ("skirmish", 0)
    g.apply(0, "snipe 1:group_leaders")
    pass_windows(g)
    pass_skirmish(g)
    totals = seat_totals(g)
    assert totals[1] == (True, 2, 1)
    assert totals[0] == (True, 1, 3)  # the used sniper team still counts its 2 people [000:500]
    assert skirmish_winner(g) == 1


# --- Tools: each modifier where it applies and where it does not [000:238-252, 356-366; 001:374] -------


def test_000_358_a_multitool_adds_one_to_dig_and_hunt_but_nothing_to_a_draw() -> None:
    g = three([["refugee", "multitool", "scavenger"], [], []], [["pills", "net"], [], []], junkyard=JUNK[:])
    assert total(g, "dig multitool+refugee") == 1
    assert total(g, "hunt multitool+scavenger") == 2
    assert refused(g, 0, "draw multitool+scavenger")
    g2 = three([["scavenger", "multitool"], ["brawler"], []])
    skirmish(g2, {0: "commit multitool scavenger", 1: "commit brawler"})
    assert seat_totals(g2)[0] == (True, 2, 1)


def test_000_360_a_net_lets_a_refugee_hunt_two_and_adds_one_fight() -> None:
    g = three([["refugee", "net"], [], []])
    assert total(g, "hunt net+refugee") == 2
    assert refused(g, 0, "dig net+refugee")
    g2 = three([["brawler", "net"], ["thugs"], []])
    skirmish(g2, {0: "commit brawler net", 1: "commit thugs"})
    assert seat_totals(g2)[0] == (True, 3, 1)
    assert skirmish_winner(g2) == 1  # 3 each: thugs are 3 people


def test_001_374_a_pickaxe_digs_one_for_a_refugee_and_adds_two_fight() -> None:
    g = three([["refugee", "pickaxe"], [], []], junkyard=["net", "junk"])
    assert refused(g, 0, "hunt pickaxe+refugee")
    act(g, 0, "dig pickaxe+refugee")
    assert g.view(0).looking == ("net",)
    g2 = three([["brawler", "pickaxe"], ["thugs"], []])
    skirmish(g2, {0: "commit brawler pickaxe", 1: "commit thugs"})
    assert seat_totals(g2)[0] == (True, 4, 1)
    assert skirmish_winner(g2) == 0


def test_000_364_a_spear_adds_one_hunt_two_fight_and_nothing_to_a_dig() -> None:
    g = three([["scavenger", "spear"], [], []], junkyard=JUNK[:])
    assert refused(g, 0, "dig scavenger+spear")
    assert total(g, "hunt scavenger+spear") == 2
    g2 = three([["scout", "spear"], ["thugs"], []])
    skirmish(g2, {0: "commit scout spear", 1: "commit thugs"})
    assert seat_totals(g2)[0] == (True, 4, 1)
    assert skirmish_winner(g2) == 0


def test_000_396_a_wolf_pack_hunts_four_with_a_scavenger_and_pays_for_thugs_with_a_medkit() -> None:
    g = three([["scavenger", "wolf_pack", "medkit"], [], []])
    assert total(g, "hunt scavenger+wolf_pack") == 4
    act(g, 0, "hunt scavenger+wolf_pack")
    assert g.view(0).seats[0].food == 4
    act(g, 0, "hire thugs pay medkit")  # [000:402] 6 units, any mix
    assert "thugs" in g.view(0).seats[0].discard


def test_000_356_a_grenade_adds_three_fight_and_nothing_to_a_hunt() -> None:
    g = three([["scavenger", "grenade"], [], []])
    assert refused(g, 0, "hunt grenade+scavenger")
    g2 = three([["scavenger", "grenade"], ["thugs"], []])
    skirmish(g2, {0: "commit grenade scavenger", 1: "commit thugs"})
    assert seat_totals(g2)[0] == (True, 4, 1)
    assert skirmish_winner(g2) == 0


def test_000_189_one_tool_each_the_best_pairing_of_two_tools_and_two_fighters() -> None:
    # [000:189, 268] each member holds one tool; R-15 the tools go where they fight best
    g = three([["refugee", "scavenger", "grenade", "spear"], ["thugs", "scout"], []])
    skirmish(g, {0: "commit grenade refugee scavenger spear", 1: "commit scout thugs"})
    # the refugee has no fight: only the scavenger fights, with the grenade (1 + 3)
    assert seat_totals(g)[0] == (True, 4, 2)
    assert seat_totals(g)[1] == (True, 5, 4)
    assert skirmish_winner(g) == 1


# --- Medicine and junk [000:370-374, 380-384] -------------------------------------------------


def test_000_370_medicine_in_the_skirmish_has_no_fight_and_no_people() -> None:
    g = three([["medkit", "pills"], ["refugee"], []])
    skirmish(g, {0: "commit medkit pills", 1: "commit refugee"})
    assert seat_totals(g)[0] == (False, 0, 0)
    assert skirmish_winner(g) == 1  # no fight either side: 1 person beats none


def test_000_382_a_force_of_junk_is_no_fight_and_no_people() -> None:
    g = three([["junk", "junk"], ["junk"], []], contested=["net", "junk"])
    skirmish(g, {0: "commit junk junk", 1: "commit junk"})
    assert seat_totals(g)[0] == (False, 0, 0)
    assert skirmish_winner(g) is None


def test_000_402_thugs_paid_with_medicine_alone_and_five_units_are_not_enough() -> None:
    g = three([["medkit", "medkit", "medkit"], [], []])
    act(g, 0, "hire thugs pay medkit medkit medkit")
    assert "thugs" in g.view(0).seats[0].discard
    g2 = three([["medkit", "medkit", "pills"], [], []])
    assert refused(g2, 0, "hire thugs pay medkit medkit pills")


def test_000_410_pills_cannot_be_paid_for_a_brawler_that_costs_food() -> None:
    # [000:218] two currencies; a brawler costs 2 food, and meds are not food
    g = three([["pills", "pills", "medkit"], [], []])
    assert refused(g, 0, "hire brawler pay pills pills")
    assert not any(t.startswith("hire brawler") for t in texts(g, 0))


def test_000_218_a_hire_needs_both_currencies_of_a_mixed_cost() -> None:
    # a saboteur costs 1 food and 1 med: food alone or meds alone is not enough
    g = three([["scavenger", "pills"], [], []])
    act(g, 0, "hunt scavenger")
    assert refused(g, 0, "hire saboteur")
    act(g, 0, "hire saboteur pay pills")
    assert "saboteur" in g.view(0).seats[0].discard


# --- Last cards, empty piles and reshuffles mid-action [000:190, 218] ---------------------------


def test_r9_hiring_the_last_card_of_a_stack_empties_it_for_the_next_player() -> None:
    g = three([["scavenger"], ["scavenger"], []], market={"scavenger": 1})
    act(g, 0, "hunt scavenger")
    act(g, 0, "hire scavenger")
    assert dict(g.view(None).market)["scavenger"] == 0
    g.apply(0, "end")
    pass_windows(g)
    if now(g).kind == "commit":
        g.apply(0, "commit none")
    pass_windows(g)
    assert now(g).seat == 1
    act(g, 1, "hunt scavenger")
    assert refused(g, 1, "hire scavenger")


def test_000_190_r6_a_card_kept_from_a_dig_is_reshuffled_in_by_a_draw_and_may_still_act() -> None:
    # [000:256] the digger is spent; the net it kept never acted, so it may hunt once drawn
    g = three([["scavenger", "scout", "refugee"], [], []], junkyard=["net", "junk"])
    act(g, 0, "dig scavenger")
    g.apply(0, "keep net")
    act(g, 0, "draw scout")
    assert sorted(g.view(0).hand) == ["net", "refugee", "scavenger"]
    assert g.view(0).spent == ("scavenger",)
    assert total(g, "hunt net+refugee") == 2
    assert refused(g, 0, "hunt scavenger")


def test_000_228_trash_into_an_empty_junkyard_and_dig_the_card_back_next_turn() -> None:
    g = three([["junk", "pills"], ["scavenger"], []], junkyard=[])
    act(g, 0, "trash pills")
    assert zone_kinds(g, "junkyard") == ["pills"]
    assert sorted(g.view(0).hand) == ["junk"]  # [000:228] no redraw
    g.apply(0, "end")
    pass_windows(g)
    if now(g).kind == "commit":
        g.apply(0, "commit none")
    pass_windows(g)
    act(g, 1, "dig scavenger")
    assert g.view(1).looking == ("pills",)


def test_000_228_r11_trash_is_once_a_round() -> None:
    g = three([["junk", "junk"], [], []])
    act(g, 0, "trash junk")
    assert not verbs(g, 0, "trash")
    assert refused(g, 0, "trash junk")


# --- Skirmish ties at every level [000:268-274, 416-424] ----------------------------------------


def test_000_416_fight_zero_on_both_sides_and_equal_people_is_a_deadlock() -> None:
    g = three([["tribe_family_3"], ["tribe_family_3"], []], junkyard=[], contested=["grenade", "net"])
    skirmish(g, {0: "commit tribe_family_3", 1: "commit tribe_family_3"})
    assert seat_totals(g)[0] == (True, 0, 3)
    assert skirmish_winner(g) is None
    assert zone_counter(g, "junkyard")["grenade"] == 1


def test_000_274_a_three_way_tie_on_fight_and_people_is_a_deadlock() -> None:
    g = three([["brawler"], ["brawler"], ["brawler"]], contested=["grenade", "net"])
    skirmish(g, {0: "commit brawler", 1: "commit brawler", 2: "commit brawler"})
    assert skirmish_winner(g) is None
    assert g.view(None).contested_count == 1


def test_000_274_two_tied_on_people_below_a_clear_winner_change_nothing() -> None:
    g = three([["thugs"], ["brawler"], ["brawler"]])
    skirmish(g, {0: "commit thugs", 1: "commit brawler", 2: "commit brawler"})
    assert skirmish_winner(g) == 0


def test_000_424_people_break_a_tie_of_no_fight_among_three() -> None:
    g = three([["refugee", "refugee"], ["refugee"], ["sniper_team"]])
    skirmish(g, {0: "commit refugee refugee", 1: "commit refugee", 2: "commit sniper_team"})
    # seats 0 and 2 both bring 2 people with no fight: a deadlock
    assert seat_totals(g)[2] == (False, 0, 2)
    assert skirmish_winner(g) is None


# --- HQ cards [000:543-565] ---------------------------------------------------------------------


def test_000_543_a_medic_in_the_skirmish_has_no_fight_but_is_one_person() -> None:
    g = hq_game(1, players=[{"hand": ["medic"]}, {"hand": ["refugee", "refugee"]}], round=3, contested=["net", "junk"])
    skirmish(g, {0: "commit medic", 1: "commit refugee refugee"})
    assert seat_totals(g)[0] == (False, 0, 1)
    assert skirmish_winner(g) == 1


def test_000_543_a_medic_cannot_dig_or_hunt_and_draws_one() -> None:
    g = hq_game(1, players=[{"hand": ["medic"], "deck": ["pills", "net"]}, {}, {}], junkyard=JUNK[:])
    assert not verbs(g, 0, "dig")
    assert not verbs(g, 0, "hunt")
    act(g, 0, "draw medic")
    assert g.view(0).hand == ("pills",)


def test_p1_an_engineer_digs_two_in_the_junkyard_draws_one_and_has_no_fight() -> None:
    g = hq_game(2, players=[{"hand": ["engineer"], "deck": ["pills"]}, {"hand": ["refugee"]}, {}], junkyard=JUNK[:])
    assert total(g, "dig engineer") == 2
    assert total(g, "draw engineer") == 1
    assert not verbs(g, 0, "hunt")
    g2 = hq_game(2, players=[{"hand": ["engineer"]}, {"hand": ["refugee"]}], round=3, contested=["net", "junk"])
    skirmish(g2, {0: "commit engineer", 1: "commit refugee"})
    assert seat_totals(g2)[0] == (False, 0, 1)
    assert skirmish_winner(g2) is None  # no fight either side, 1 person each


def test_000_549_a_rifle_adds_two_hunt_and_two_fight_and_nothing_to_a_dig() -> None:
    g = hq_game(1, players=[{"hand": ["scavenger", "rifle"]}, {}, {}], junkyard=JUNK[:])
    assert refused(g, 0, "dig rifle+scavenger")
    assert total(g, "hunt rifle+scavenger") == 3
    g2 = hq_game(1, players=[{"hand": ["brawler", "rifle"]}, {"hand": ["thugs"]}], round=3)
    skirmish(g2, {0: "commit brawler rifle", 1: "commit thugs"})
    assert seat_totals(g2)[0] == (True, 4, 1)
    assert skirmish_winner(g2) == 0


def test_000_555_a_toolkit_adds_two_to_a_junkyard_dig_and_no_fight_or_hunt() -> None:
    g = hq_game(1, players=[{"hand": ["scavenger", "toolkit"]}, {}, {}], junkyard=JUNK[:])
    assert total(g, "dig scavenger+toolkit") == 3
    assert refused(g, 0, "hunt scavenger+toolkit")
    g2 = hq_game(1, players=[{"hand": ["scavenger", "toolkit"]}, {"hand": ["scavenger", "refugee"]}], round=3)
    skirmish(g2, {0: "commit scavenger toolkit", 1: "commit refugee scavenger"})
    assert seat_totals(g2)[0] == (True, 1, 1)
    assert skirmish_winner(g2) == 1  # fight 1 each: 2 people beat 1


def test_000_555_a_toolkit_worker_removes_three_timer_cards() -> None:
    seat0 = {
        "hand": ["refugee", "toolkit"],
        "buildings": [{"building": "bunker", "timer": ["junk", "junk", "junk", "junk"]}],
    }
    g = hq_game(2, players=[seat0, {}, {}])
    act(g, 0, "work bunker refugee+toolkit")
    assert g.view(0).seats[0].buildings[0].timer == 1


def test_000_609_a_bunker_holds_three_people_and_refuses_a_fourth() -> None:
    seat0 = {"hand": ["refugee", "scout", "brawler", "scavenger"], "buildings": [{"building": "bunker"}]}
    g = hq_game(2, players=[seat0, {}, {}])
    act(g, 0, "store bunker brawler refugee scout")
    assert g.view(0).seats[0].buildings[0].stored == 3
    assert refused(g, 0, "store bunker scavenger")


def test_000_601_an_armory_holds_two_tools_and_no_medicine() -> None:
    seat0 = {"hand": ["spear", "shovel", "net", "pills"], "buildings": [{"building": "armory"}]}
    g = hq_game(2, players=[seat0, {}, {}])
    assert refused(g, 0, "store armory pills")
    act(g, 0, "store armory shovel spear")
    assert refused(g, 0, "store armory net")


def test_000_615_gardens_and_a_hunt_together_pay_for_group_leaders_with_two_meds() -> None:
    seat0 = {"hand": ["scavenger", "medkit"], "buildings": [{"building": "hydroponic_gardens"}]}
    g = hq_game(2, players=[seat0, {}, {}])
    act(g, 0, "hunt scavenger")
    assert g.view(0).seats[0].food == 2  # 1 hunted + 1 from the gardens
    act(g, 0, "hire group_leaders pay medkit")
    assert "group_leaders" in g.view(0).seats[0].discard


# --- Leaders [000:650-674] ------------------------------------------------------------------------


def leaders(*kinds: str, hands: list[list[str]] | None = None, **kw: Any) -> sc.Game:
    """A 3-player HQ module 3 table, round 3, seat 0 first, each seat given a leader."""
    hands = hands or [[], [], []]
    seats = [
        stacked_seat(kind, hand, **(kw.pop(f"seat{i}", {})))
        for i, (kind, hand) in enumerate(zip(kinds, hands, strict=True))
    ]
    return hq_game(3, players=seats, round=3, **kw)


def test_000_662_the_butchers_food_and_med_hire_a_saboteur_and_the_card_is_gone() -> None:
    g = leaders("leader_butcher", "leader_ranger", "leader_mentor", hands=[["scavenger", "refugee"], [], []])
    act(g, 0, "lead refugee")
    assert g.view(0).seats[0].food == 1
    act(g, 0, "hire saboteur")  # 1 food + 1 med, all the Butcher's
    assert "saboteur" in g.view(0).seats[0].discard
    assert g.view(0).seats[0].removed == 1
    # [000:658] the refugee is out of play: the scavenger and the saboteur are the tribe
    assert g.score(0).people == 2
    assert zone_kinds(g, "0:removed") == ["refugee"]


def test_000_670_the_cannibals_three_food_hire_a_scout_with_pills() -> None:
    g = leaders("leader_cannibal", "leader_ranger", "leader_mentor", hands=[["refugee", "pills"], [], []])
    act(g, 0, "lead refugee")
    act(g, 0, "hire scout pay pills")  # scout: 2 food + 1 med
    assert "scout" in g.view(0).seats[0].discard


def test_000_190_707_the_organizer_with_an_empty_deck_turns_up_only_its_own_spent_refugee() -> None:
    # [000:703] the refugee is discarded at once; [000:190] R-6 an empty deck is refilled from
    # the discard pile, which now holds that refugee alone: it is drawn back, and has acted
    g = leaders("leader_organizer", "leader_ranger", "leader_mentor", hands=[["refugee", "scout"], [], []])
    act(g, 0, "lead refugee")
    assert g.view(0).looking == ("refugee",)
    g.apply(0, "keep refugee")
    assert sorted(g.view(0).hand) == ["refugee", "scout"]
    assert g.view(0).spent == ("refugee",)
    # [000:707] it was the round's only draw, and the leader is spent for the round
    assert not verbs(g, 0, "draw")
    assert not verbs(g, 0, "lead")


def test_000_707_the_organizers_two_cards_are_seen_by_her_alone() -> None:
    g = leaders(
        "leader_organizer",
        "leader_ranger",
        "leader_mentor",
        hands=[["refugee"], ["scavenger"], []],
        seat0={"deck": ["grenade", "medkit", "net"]},
    )
    act(g, 0, "lead refugee")
    assert sorted(g.view(0).looking) == ["grenade", "medkit"]
    assert g.view(1).looking == ()
    assert g.view(1).seats[0].looking_count == 2
    g.apply(0, "keep grenade")
    assert g.view(0).hand == ("grenade",)
    assert g.view(0).seats[0].deck_count == 1


def test_000_668_the_peacemakers_plus_two_is_for_a_hunt_or_dig_not_a_draw() -> None:
    g = leaders(
        "leader_peacemaker",
        "leader_ranger",
        "leader_mentor",
        hands=[["refugee", "scout"], [], []],
        seat0={"deck": ["pills", "net", "junk", "spear", "medkit"]},
    )
    act(g, 0, "lead refugee")
    assert set(g.view(0).seats[0].boost_skills) <= {"dig", "hunt"}
    act(g, 0, "draw scout")
    assert len(g.view(0).hand) == 2  # the scout's own 2, no bonus


def test_000_668_the_mentors_plus_one_lifts_a_scouts_draw_to_three() -> None:
    g = leaders(
        "leader_mentor",
        "leader_ranger",
        "leader_butcher",
        hands=[["refugee", "scout"], [], []],
        seat0={"deck": ["pills", "net", "junk", "spear", "medkit"]},
    )
    act(g, 0, "lead refugee")
    act(g, 0, "draw scout")
    assert len(g.view(0).hand) == 3


def test_l9_the_excavators_refugee_digs_one_alone() -> None:
    g = leaders("leader_excavator", "leader_ranger", "leader_mentor", hands=[["refugee"], [], []], junkyard=JUNK[:])
    assert total(g, "dig refugee") == 1


def test_000_666_a_leader_that_needs_a_refugee_cannot_use_a_scavenger_instead() -> None:
    g = leaders("leader_mentor", "leader_ranger", "leader_butcher", hands=[["scavenger", "brawler"], [], []])
    assert not verbs(g, 0, "lead")
    assert refused(g, 0, "lead scavenger")


def test_000_670_the_butcher_once_a_round() -> None:
    g = leaders("leader_butcher", "leader_ranger", "leader_mentor", hands=[["refugee", "refugee"], [], []])
    act(g, 0, "lead refugee")
    assert not verbs(g, 0, "lead")
    assert refused(g, 0, "lead refugee")


# --- The 2012 edition, each difference in both editions (docs/variants.md) ----------------------


@pytest.mark.parametrize(("rules", "second"), [("2015", 0), ("2012", 1)])
def test_ed1_the_initiator_in_round_two(rules: str, second: int) -> None:
    # [000:146] stays with the first player for rounds 1-3; [001:137] passes left every round
    g = rules_table(rules, 3, round=1, players=[{"hand": ["refugee"]}, {"hand": ["refugee"]}, {"hand": ["refugee"]}])
    assert g.view(None).initiator == 0
    finish_round(g)
    assert g.round == 2
    assert g.view(None).initiator == second


@pytest.mark.parametrize(("rules", "winner", "fight"), [("2015", 0, True), ("2012", 1, False)])
def test_ed12_a_tribe_familys_fight_zero_against_four_refugees(rules: str, winner: int, fight: bool) -> None:
    # [000:420] a fight of 0 beats no fight; [001:455] no attack unless the fight is at least 1
    hands = [["tribe_family_3"], ["refugee"] * 4, []]
    g = stacked_table(hands, decks=[[], [], []], rules=rules)
    skirmish(g, {0: "commit tribe_family_3", 1: "commit refugee refugee refugee refugee"})
    assert seat_totals(g)[0] == (fight, 0, 3)
    assert skirmish_winner(g) == winner


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_ed12_a_tribe_family_with_a_spear_fights_two_in_both_editions(rules: str) -> None:
    hands = [["tribe_family_3", "spear"], ["refugee"] * 4, []]
    g = stacked_table(hands, decks=[[], [], []], rules=rules)
    skirmish(g, {0: "commit spear tribe_family_3", 1: "commit refugee refugee refugee refugee"})
    assert seat_totals(g)[0] == (True, 2, 3)
    assert skirmish_winner(g) == 0


@pytest.mark.parametrize(("rules", "winner"), [("2015", 1), ("2012", 1)])
def test_ed12_two_fight_zero_forces_are_parted_by_people_in_both_editions(rules: str, winner: int) -> None:
    hands = [["tribe_family_3"], ["tribe_family_4"], []]
    g = stacked_table(hands, decks=[[], [], []], rules=rules)
    skirmish(g, {0: "commit tribe_family_3", 1: "commit tribe_family_4"})
    assert skirmish_winner(g) == winner


@pytest.mark.parametrize(("rules", "both"), [("2015", True), ("2012", False)])
def test_ed7_work_on_two_buildings_in_one_round(rules: str, both: bool) -> None:
    # [000:596] "on one or more buildings"; [001:583-584] "to accelerate construction on one building"
    seat0 = {
        "hand": ["refugee", "scavenger"],
        "buildings": [
            {"building": "bunker", "timer": ["junk", "junk", "junk"]},
            {"building": "armory", "timer": ["junk", "junk"]},
        ],
    }
    g = hq_game(2, rules=rules, players=[seat0, {}, {}])
    act(g, 0, "work bunker refugee")
    assert g.view(0).seats[0].buildings[0].timer == 2
    if both:
        act(g, 0, "work armory scavenger")
        assert g.view(0).seats[0].buildings[1].timer == 1
    else:
        assert refused(g, 0, "work armory scavenger")
        assert g.view(0).seats[0].buildings[1].timer == 2


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_ed7_several_workers_on_one_building_at_once_in_both_editions(rules: str) -> None:
    seat0 = {"hand": ["refugee", "scavenger"], "buildings": [{"building": "bunker", "timer": ["junk"] * 4}]}
    g = hq_game(2, rules=rules, players=[seat0, {}, {}])
    act(g, 0, "work bunker refugee scavenger")
    assert g.view(0).seats[0].buildings[0].timer == 2


@pytest.mark.parametrize(("rules", "again"), [("2015", True), ("2012", False)])
def test_ed15_a_second_store_in_one_round(rules: str, again: bool) -> None:
    # [000:641, 733] "A player may do this multiple times in a turn"; [001:630] store is an action
    seat0 = {"hand": ["brawler", "scout"], "buildings": [{"building": "bunker"}]}
    g = hq_game(2, rules=rules, players=[seat0, {}, {}])
    act(g, 0, "store bunker brawler")
    if again:
        act(g, 0, "store bunker scout")
        assert g.view(0).seats[0].buildings[0].stored == 2
    else:
        assert refused(g, 0, "store bunker scout")
        assert g.view(0).seats[0].buildings[0].stored == 1


@pytest.mark.parametrize(("rules", "again"), [("2015", True), ("2012", False)])
def test_ed15_a_second_retrieve_in_one_round(rules: str, again: bool) -> None:
    seat0 = {"hand": [], "buildings": [{"building": "bunker", "stored": ["brawler", "scout"]}]}
    g = hq_game(2, rules=rules, players=[seat0, {}, {}])
    act(g, 0, "retrieve bunker brawler")
    if again:
        act(g, 0, "retrieve bunker scout")
        assert sorted(g.view(0).hand) == ["brawler", "scout"]
    else:
        assert refused(g, 0, "retrieve bunker scout")
        assert g.view(0).hand == ("brawler",)


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_ed15_one_store_of_several_cards_is_one_action_in_both_editions(rules: str) -> None:
    seat0 = {"hand": ["brawler", "scout", "refugee"], "buildings": [{"building": "bunker"}]}
    g = hq_game(2, rules=rules, players=[seat0, {}, {}])
    act(g, 0, "store bunker brawler refugee scout")
    assert g.view(0).seats[0].buildings[0].stored == 3


@pytest.mark.parametrize(("rules", "sees"), [("2015", False), ("2012", True)])
def test_ed11_the_builder_sees_her_own_timer_cards_only_with_the_2012_rules(rules: str, sees: bool) -> None:
    seat0 = {"hand": [], "buildings": [{"building": "armory", "timer": ["grenade", "pills"]}]}
    g = hq_game(2, rules=rules, players=[seat0, {"hand": ["scout"]}, {}])
    shown = repr(g.view(0).timers)
    assert ("grenade" in shown) is sees
    assert ("pills" in shown) is sees
    # never to anyone else
    assert g.view(1).timers == () or "grenade" not in repr(g.view(1).timers)
    assert "grenade" not in repr(g.view(None))
    assert "grenade" not in repr(g.view(1))


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_000_596_the_timer_ticks_one_card_at_the_start_of_the_next_round_in_both_editions(rules: str) -> None:
    seat0 = {"hand": [], "buildings": [{"building": "armory", "timer": ["junk", "junk"]}]}
    g = hq_game(2, rules=rules, players=[seat0, {"hand": ["scout"]}, {"hand": ["scout"]}], round=1)
    finish_round(g)
    assert g.view(0).seats[0].buildings[0].timer == 1


# --- End of the game: people on every card [000:170, 436-438] -----------------------------------


def test_000_438_the_tribe_is_the_sum_of_the_people_on_every_card() -> None:
    hand = ["field_crew", "thugs", "group_leaders", "sniper_team", "sled_team", "tribe_family_5"]
    deck = ["refugee", "scavenger", "spear", "grenade", "pills", "junk"]
    g = three([hand, [], []], [deck, [], []])
    assert g.score(0).people == 4 + 3 + 2 + 2 + 2 + 5 + 1 + 1
    assert g.score(0).cards == 12


def test_000_170_a_contested_tool_breaks_a_tie_on_people() -> None:
    # a wolf pack is a contested resource [000:37]; a multitool is not
    g = stacked_table(
        [["brawler"], ["brawler"], []],
        decks=[["wolf_pack"], ["multitool"], []],
        contested=["net"],
    )
    end_gathering(g)
    pass_skirmish(g)
    assert g.result is not None
    assert g.result.winners == (0,)
    assert g.result.decided_by == "contested"


# --- Snipes, disarms and workers in unusual spots ------------------------------------------------


def test_000_472_a_sniper_that_leaves_the_only_opponent_without_a_force_wins_on_people() -> None:
    # [000:500] the used sniper team still counts its 2 people; S-1 no force is no fight, 0 people
    g = three([["sniper_team"], ["brawler"], []])
    end_gathering(g, {0: "commit sniper_team", 1: "commit brawler"})
    g.apply(0, "snipe 1:brawler")
    pass_windows(g)
    pass_skirmish(g)
    assert seat_totals(g)[0] == (False, 0, 2)
    assert seat_totals(g)[1] == (False, 0, 0)
    assert skirmish_winner(g) == 0


def test_000_316_r12_two_sniper_teams_snipe_one_card_each_of_two_opponents() -> None:
    g = three([["sniper_team", "sniper_team"], ["brawler"], ["scout"]])
    end_gathering(g, {0: "commit sniper_team sniper_team", 1: "commit brawler", 2: "commit scout"})
    g.apply(0, "snipe 1:brawler")
    pass_windows(g)
    if now(g).seat == 0 and now(g).kind == "skirmish":
        g.apply(0, "snipe 2:scout")
        pass_windows(g)
    pass_skirmish(g)
    assert seat_totals(g)[0] == (False, 0, 4)
    assert skirmish_winner(g) == 0


def test_000_456_a_saboteur_disarms_a_wolf_pack_mid_hunt_and_the_hunt_goes_on_with_the_rest() -> None:
    # [000:488] only the disarmed card is discarded; I-2 the hunter may go on without it
    g = three([["scavenger", "wolf_pack"], ["saboteur"], []])
    g.apply(0, "hunt scavenger+wolf_pack")
    assert (now(g).kind, now(g).seat) == ("respond", 1)
    g.apply(1, "disarm 0:wolf_pack")
    pass_windows(g)
    if now(g).kind == "resume":
        g.apply(0, "continue")
        pass_windows(g)
    assert g.view(0).seats[0].food == 1
    assert "wolf_pack" in g.view(1).seats[0].discard
    assert "saboteur" in g.view(0).seats[1].discard


def test_000_596_i3_a_disarmed_toolkit_leaves_its_worker_removing_one_card() -> None:
    seat0 = {"hand": ["refugee", "toolkit"], "buildings": [{"building": "bunker", "timer": ["junk"] * 4}]}
    g = hq_game(2, players=[seat0, {"hand": ["saboteur"]}, {}])
    g.apply(0, "work bunker refugee+toolkit")
    assert (now(g).kind, now(g).seat) == ("respond", 1)
    g.apply(1, "disarm 0:toolkit")
    pass_windows(g)
    if now(g).kind == "resume":
        g.apply(0, "continue")
        pass_windows(g)
    assert g.view(0).seats[0].buildings[0].timer == 3


def test_r7_h5_a_build_on_an_empty_schematics_pile_is_legal_yields_nothing_and_is_spent() -> None:
    seat0 = {"hand": ["engineer", "scavenger"]}
    g = hq_game(2, players=[seat0, {}, {}], schematics=[], junkyard=JUNK[:])
    assert any(t.startswith("build") for t in texts(g, 0))
    act(g, 0, "build engineer")
    if now(g).kind == "keep":
        assert g.view(0).looking == ()
        g.apply(0, "keep none")
    assert g.view(0).seats[0].buildings == ()
    assert "engineer" in g.view(0).seats[0].discard
    assert not verbs(g, 0, "build")


@pytest.mark.parametrize(("rules", "winner"), [("2015", 1), ("2012", 2)])
def test_ed12_s2_two_fight_zero_forces_and_a_larger_force_with_no_fight(rules: str, winner: int) -> None:
    # 2015 [000:420]: the fight-0 forces top the table and their people decide between them [000:274];
    # 2012 [001:455]: nobody can attack, so the largest force wins on people
    hands = [["tribe_family_3"], ["tribe_family_4"], ["refugee"] * 5]
    g = stacked_table(hands, decks=[[], [], []], rules=rules)
    skirmish(g, {0: "commit tribe_family_3", 1: "commit tribe_family_4", 2: commit(["refugee"] * 5)})
    assert seat_totals(g)[2] == (False, 0, 5)
    assert skirmish_winner(g) == winner


@pytest.mark.parametrize(("rules", "winner"), [("2015", 0), ("2012", 1)])
def test_l8_ed12_a_gangsters_lone_refugee_fights_zero_against_three_refugees(rules: str, winner: int) -> None:
    # L-8 her refugee has fight 0 and counts 2 people; 2015: fight 0 beats no fight [000:420],
    # 2012: a total of 0 is no fight [001:455], and 3 people beat 2
    seats = [
        stacked_seat("leader_gangster", ["refugee"]),
        stacked_seat("leader_ranger", ["refugee", "refugee", "refugee"]),
        stacked_seat("leader_mentor", []),
    ]
    g = hq_game(3, rules=rules, players=seats, round=3)
    skirmish(g, {0: "commit refugee", 1: "commit refugee refugee refugee"})
    assert seat_totals(g)[0] == (rules == "2015", 0, 2)
    assert skirmish_winner(g) == winner


def test_l9_the_excavators_refugee_with_a_pickaxe_or_a_toolkit_digs_two() -> None:
    g = leaders("leader_excavator", "leader_ranger", "leader_mentor", hands=[["refugee", "pickaxe", "toolkit"], [], []])
    assert total(g, "dig pickaxe+refugee") == 2
    assert total(g, "dig refugee+toolkit") == 2


def test_l10_the_rangers_tribe_family_hunts_four_with_a_wolf_pack() -> None:
    g = leaders("leader_ranger", "leader_mentor", "leader_butcher", hands=[["tribe_family_5", "wolf_pack"], [], []])
    assert total(g, "hunt tribe_family_5+wolf_pack") == 4


def test_l2_000_668_the_peacemakers_plus_two_lets_a_second_refugee_dig_two() -> None:
    # L-2 the bonus attaches like group leaders, which let a refugee dig [000:450]
    g = leaders(
        "leader_peacemaker",
        "leader_ranger",
        "leader_mentor",
        hands=[["refugee", "refugee"], [], []],
        junkyard=["net", "pills", "junk"],
    )
    act(g, 0, "lead refugee")
    act(g, 0, "dig refugee")
    assert len(g.view(0).looking) == 2


@pytest.mark.parametrize(("rules", "again"), [("2015", True), ("2012", False)])
def test_ed15_a_bunker_retrieve_on_another_players_turn_is_the_rounds_retrieve_in_2012(rules: str, again: bool) -> None:
    seat1 = {"hand": ["scout"], "buildings": [{"building": "bunker", "stored": ["sniper_team", "brawler"]}]}
    g = hq_game(2, rules=rules, players=[{"hand": ["scavenger"]}, seat1, {}], round=3)
    g.apply(0, "hunt scavenger")
    assert (now(g).kind, now(g).seat) == ("respond", 1)
    g.apply(1, "retrieve bunker sniper_team")
    pass_windows(g)
    g.apply(0, "end")
    pass_windows(g)
    if now(g).kind == "commit":
        g.apply(0, "commit none")
    pass_windows(g)
    assert (now(g).kind, now(g).seat) == ("turn", 1)
    if again:
        act(g, 1, "retrieve bunker brawler")
        assert "brawler" in g.view(1).hand
    else:
        assert refused(g, 1, "retrieve bunker brawler")


def test_000_402_thugs_paid_with_two_food_and_four_meds() -> None:
    g = three([["refugee", "spear", "medkit", "medkit"], [], []])
    act(g, 0, "hunt refugee+spear")
    assert g.view(0).seats[0].food == 1
    assert refused(g, 0, "hire thugs pay medkit medkit")  # 1 + 4 = 5
    g2 = three([["scavenger", "spear", "medkit", "medkit"], [], []])
    act(g2, 0, "hunt scavenger+spear")
    act(g2, 0, "hire thugs pay medkit medkit")
    assert "thugs" in g2.view(0).seats[0].discard


@pytest.mark.parametrize(("rules", "mentor", "winner"), [("2015", False, 1), ("2012", False, 1), ("2012", True, 0)])
def test_l3_ed12_the_mentors_plus_one_turns_a_fight_zero_family_into_a_fight_in_2012(
    rules: str, mentor: bool, winner: int
) -> None:
    # 2015: fight 0 (3 people + the refugee) vs no fight (4 people): fight 0 wins [000:420]...
    seats = [
        stacked_seat("leader_mentor", ["refugee", "tribe_family_3"]),
        stacked_seat("leader_ranger", ["refugee"] * 4),
        stacked_seat("leader_butcher", []),
    ]
    g = hq_game(3, rules=rules, players=seats, round=3)
    end_gathering(g, {0: "commit refugee tribe_family_3", 1: commit(["refugee"] * 4)})
    if mentor:
        g.apply(0, "lead refugee")  # L-3: the refugee leaves the force, the family fights 1
        pass_windows(g)
    pass_skirmish(g)
    if rules == "2015":
        winner = 0
        assert seat_totals(g)[0] == (True, 0, 4)
    elif mentor:
        assert seat_totals(g)[0] == (True, 1, 3)
    else:
        # ...2012: a total of 0 is no fight [001:455], and 4 people each is a deadlock
        assert seat_totals(g)[0] == (False, 0, 4)
        winner = -1
    assert skirmish_winner(g) == (None if winner == -1 else winner)


def test_000_597_a_toolkit_worker_finishes_a_one_card_timer_and_the_bunker_works_at_once() -> None:
    seat0 = {"hand": ["refugee", "toolkit", "brawler"], "buildings": [{"building": "bunker", "timer": ["junk"]}]}
    g = hq_game(2, players=[seat0, {}, {}])
    act(g, 0, "work bunker refugee+toolkit")
    assert g.view(0).seats[0].buildings[0].timer == 0
    act(g, 0, "store bunker brawler")
    assert g.view(0).seats[0].buildings[0].stored == 1


def test_000_615_gardens_under_construction_give_no_food() -> None:
    seat0 = {"hand": ["pills"], "buildings": [{"building": "hydroponic_gardens", "timer": ["junk"]}]}
    g = hq_game(2, players=[seat0, {}, {}])
    assert g.view(0).seats[0].food == 0
    assert refused(g, 0, "hire scavenger")


def test_000_609_a_medic_is_a_person_a_bunker_takes_it_a_pharmacy_does_not() -> None:
    seat0 = {
        "hand": ["medic", "pills"],
        "buildings": [{"building": "bunker"}, {"building": "pharmacy"}],
    }
    g = hq_game(2, players=[seat0, {}, {}])
    assert refused(g, 0, "store pharmacy medic")
    act(g, 0, "store bunker medic")
    act(g, 0, "store pharmacy pills")
    assert [b.stored for b in g.view(0).seats[0].buildings] == [1, 1]


def test_000_629_the_pharmacy_is_shut_on_another_players_turn() -> None:
    seat1 = {"hand": ["scout"], "buildings": [{"building": "pharmacy", "stored": ["medkit"]}]}
    g = hq_game(2, players=[{"hand": ["scavenger"]}, seat1, {}], round=3)
    g.apply(0, "hunt scavenger")
    assert (now(g).kind, now(g).seat) == ("respond", 1)
    assert not any(t.startswith("retrieve") for t in texts(g, 1))
    assert refused(g, 1, "retrieve pharmacy medkit")


def test_r13_four_food_cannot_hire_group_leaders_without_two_meds() -> None:
    g = three([["scavenger", "wolf_pack", "pills"], [], []])
    act(g, 0, "hunt scavenger+wolf_pack")
    assert g.view(0).seats[0].food == 4
    assert refused(g, 0, "hire group_leaders")
    assert refused(g, 0, "hire group_leaders pay pills")
    assert "hire sniper_team pay pills" not in texts(g, 0)


def test_000_480_a_scout_sniped_mid_draw_leaves_the_scavenger_to_draw_one() -> None:
    g = three([["scout", "scavenger"], ["sniper_team"], []], [["pills", "net", "junk"], [], []])
    g.apply(0, "draw scavenger scout")
    assert (now(g).kind, now(g).seat) == ("respond", 1)
    g.apply(1, "snipe 0:scout")
    pass_windows(g)
    if now(g).kind == "resume":
        g.apply(0, "continue")
        pass_windows(g)
    assert g.view(0).hand == ("pills",)
    assert "scout" in g.view(1).seats[0].discard


# --- Hidden information [000:150, 204, 262, 579; ED-11, R-16] ----------------------------------


def leaks(g: sc.Game, seat: int | None, kind: str) -> bool:
    """Whether ``seat``'s view or log names ``kind`` anywhere."""
    return kind in repr(g.view(seat)) or kind in repr(g.log(seat))


def test_ed11_the_cards_a_build_lays_on_its_timer_are_named_to_nobody() -> None:
    seat0 = {"hand": ["engineer"], "deck": ["grenade", "medkit"]}
    g = hq_game(2, players=[seat0, {"hand": ["scout"]}, {}], schematics=["pharmacy", "bunker"], junkyard=JUNK[:])
    act(g, 0, "build engineer")
    g.apply(0, "keep pharmacy")
    pass_windows(g)
    assert g.view(0).seats[0].buildings[0].timer == 2
    for seat in (0, 1, None):
        assert not leaks(g, seat, "grenade")
        assert not leaks(g, seat, "medkit")


def test_r16_a_kept_dig_card_is_named_in_no_other_seats_log() -> None:
    g = three([["scavenger"], ["scout"], []], junkyard=["grenade", "junk"])
    act(g, 0, "dig scavenger")
    g.apply(0, "keep grenade")
    assert "grenade" in repr(g.view(0).discard_hidden)
    for seat in (1, 2, None):
        assert not leaks(g, seat, "grenade")


def test_r16_the_organizers_kept_card_is_named_to_her_alone() -> None:
    g = leaders(
        "leader_organizer",
        "leader_ranger",
        "leader_mentor",
        hands=[["refugee"], ["scavenger"], []],
        seat0={"deck": ["grenade", "junk", "net"]},
    )
    act(g, 0, "lead refugee")
    g.apply(0, "keep grenade")
    pass_windows(g)
    assert not leaks(g, 1, "grenade")
    assert not leaks(g, None, "grenade")


def test_000_150_the_peek_is_named_in_no_other_seats_log() -> None:
    g = rules_table(
        "2015", 3, round=2, players=[{"hand": []}, {"hand": ["scout"]}, {}], contested=["field_crew", "net"]
    )
    finish_round(g)
    assert g.round == 3
    assert any("field_crew" in k.cards for k in g.view(0).knowledge)
    for seat in (1, 2, None):
        assert not leaks(g, seat, "field_crew")


# --- Bad input is refused and changes nothing ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "store bunker grenade",
        "retrieve bunker thugs",
        "work bunker",
        "work armory refugee",
        "keep net",
        "lead refugee",
        "hire thugs pay medkit medkit medkit medkit",
        "trash",
        "dig refugee+toolkit+shovel",
        "disarm 1:spear",
        "snipe 1:brawler",
        "save medic",
        "commit refugee",
        "store bunker refugee refugee refugee refugee",
    ],
)
def test_bad_input_is_refused_and_leaves_every_zone_as_it_was(text: str) -> None:
    seat0 = {
        "hand": ["refugee", "toolkit", "shovel", "medkit"],
        "buildings": [{"building": "bunker", "stored": ["scout"]}],
    }
    g = hq_game(2, players=[seat0, {"hand": ["brawler", "spear"]}, {}], round=3)
    before = {k: [c.kind for c in v] for k, v in g.zones().items()}
    assert refused(g, 0, text)
    assert {k: [c.kind for c in v] for k, v in g.zones().items()} == before
    assert (now(g).kind, now(g).seat) == ("turn", 0)


# --- The older FAQ's worked examples, in both editions ------------------------------------------


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_001_420_431_the_five_player_snipe_and_disarm_example(rules: str) -> None:
    # [001:420-431]: the initiator disarms player 3's grenade; player 3 snipes the initiator's
    # saboteur (people only: the disarm stands); player 4 snipes player 5's sniper team, which
    # never acts. [000:492] I-5 the same one-opportunity-each order in the 2015 rules.
    hands = [
        ["saboteur", "brawler"],
        ["scout"],
        ["sniper_team", "scavenger", "grenade"],
        ["sniper_team", "thugs"],
        ["sniper_team", "brawler"],
    ]
    g = stacked_table(hands, decks=[[], [], [], [], []], rules=rules)
    end_gathering(g, {seat: commit(hand) for seat, hand in enumerate(hands)})
    assert (now(g).kind, now(g).seat) == ("skirmish", 0)
    g.apply(0, "disarm 2:grenade")
    pass_windows(g)
    if now(g).seat == 1:
        g.apply(1, "pass")
    assert (now(g).kind, now(g).seat) == ("skirmish", 2)
    g.apply(2, "snipe 0:saboteur")
    pass_windows(g)
    assert (now(g).kind, now(g).seat) == ("skirmish", 3)
    g.apply(3, "snipe 4:sniper_team")
    pass_windows(g)
    asked = []
    while (d := g.view(None).decision) is not None and g.round == 3:
        asked.append(d.seat)
        assert not any(t.startswith("snipe") for t in texts(g, d.seat))
        g.apply(d.seat, "pass")
    totals = seat_totals(g)
    assert totals[0] == (True, 2, 1)
    assert totals[2] == (True, 1, 3)  # the grenade is gone; the used sniper team still counts
    assert totals[3] == (True, 3, 5)
    assert totals[4] == (True, 2, 1)
    assert skirmish_winner(g) == 3
    assert asked in ([], [4])  # player 5 has nothing left to act with


@pytest.mark.parametrize(("rules", "carol"), [("2015", True), ("2012", False)])
def test_000_518_001_470_the_sample_round_in_both_editions(rules: str, carol: bool) -> None:
    # Carol's refugee and tribe family: "fight of 0" in both texts, and [001:455] "cannot fight
    # (no attack can be made unless the fight total is at least 1)"; Sarah wins on people in both
    hands = [["brawler", "refugee", "pills"], ["refugee", "tribe_family_3"], ["scavenger", "shovel"]]
    g = stacked_table(hands, decks=[[], [], []], rules=rules)
    skirmish(g, {seat: commit(hand) for seat, hand in enumerate(hands)})
    t = seat_totals(g)
    assert t[0] == (True, 2, 2)
    assert t[1] == (carol, 0, 4)
    assert t[2] == (True, 2, 1)
    assert skirmish_winner(g) == 0


def test_000_658_the_butcher_may_remove_a_tribe_family_for_the_same_one_food_one_med() -> None:
    g = leaders("leader_butcher", "leader_ranger", "leader_mentor", hands=[["tribe_family_5", "pills"], [], []])
    before = g.score(0).people
    act(g, 0, "lead tribe_family_5")
    assert g.view(0).seats[0].food == 1
    assert g.score(0).people == before - 5  # [000:658] removed cards do not score
    act(g, 0, "hire hunter")  # the Butcher's 1 med
    assert "hunter" in g.view(0).seats[0].discard


# --- Buildings coming into effect mid-turn, and food from several sources ------------------------


def test_000_597_gardens_finished_by_a_worker_feed_a_hire_the_same_turn() -> None:
    # [000:597] complete at zero cards "and immediately goes into effect"; [000:729] food alone hires
    seat0 = {"hand": ["refugee"], "buildings": [{"building": "hydroponic_gardens", "timer": ["junk"]}]}
    g = hq_game(2, players=[seat0, {}, {}])
    assert g.view(0).seats[0].food == 0
    act(g, 0, "work hydroponic_gardens refugee")
    assert g.view(0).seats[0].food == 1
    act(g, 0, "hire scavenger")
    assert "scavenger" in g.view(0).seats[0].discard


def test_000_685_disabled_gardens_repaired_feed_a_hire_the_same_turn() -> None:
    seat0 = stacked_seat("leader_ranger", ["refugee"], buildings=[{"building": "hydroponic_gardens", "disabled": True}])
    g = hq_game(4, players=[seat0, stacked_seat("leader_mentor"), stacked_seat("leader_butcher")], round=3)
    assert g.view(0).seats[0].food == 0
    act(g, 0, "repair hydroponic_gardens refugee")
    assert g.view(0).seats[0].food == 1
    assert "hire scavenger" in texts(g, 0)


def test_l6_h8_cannibal_food_takes_meds_but_not_the_gardens_food() -> None:
    # thugs cost 6 units [000:402]: Cannibal 3 + medkit 2 + pills 1 hires them...
    g = leaders("leader_cannibal", "leader_ranger", "leader_mentor", hands=[["refugee", "pills", "medkit"], [], []])
    act(g, 0, "lead refugee")
    act(g, 0, "hire thugs pay medkit pills")
    assert "thugs" in g.view(0).seats[0].discard
    # ...but Cannibal 3 + the gardens' 1 + two pills do not (L-6)
    g2 = leaders(
        "leader_cannibal",
        "leader_ranger",
        "leader_mentor",
        hands=[["refugee", "pills", "pills"], [], []],
        seat0={"buildings": [{"building": "hydroponic_gardens"}]},
    )
    assert g2.view(0).seats[0].food == 1
    act(g2, 0, "lead refugee")
    assert refused(g2, 0, "hire thugs pay pills pills")


def test_l5_the_butchers_food_and_med_join_two_medkits_for_thugs() -> None:
    g = leaders("leader_butcher", "leader_ranger", "leader_mentor", hands=[["refugee", "medkit", "medkit"], [], []])
    act(g, 0, "lead refugee")
    assert refused(g, 0, "hire brawler")  # 1 food only
    act(g, 0, "hire thugs pay medkit medkit")
    assert "thugs" in g.view(0).seats[0].discard


def test_000_125_the_round_draw_takes_the_deck_then_reshuffles_the_discard_for_the_rest() -> None:
    seat0 = {"hand": [], "deck": ["grenade", "rifle", "toolkit"], "discard": ["pills", "pills", "pills", "pills"]}
    g = hq_game(1, players=[seat0, {"hand": ["scout"]}, {"hand": ["scout"]}], round=1)
    finish_round(g)
    hand = sorted(g.view(0).hand)
    assert len(hand) == 5
    assert [k for k in hand if k != "pills"] == ["grenade", "rifle", "toolkit"]
    assert g.view(0).seats[0].deck_count == 2


def test_h1_h2_the_ticked_timer_card_goes_face_up_to_the_owners_discard() -> None:
    seat0 = {"hand": [], "buildings": [{"building": "armory", "timer": ["grenade", "junk"]}]}
    g = hq_game(2, players=[seat0, {"hand": ["scout"]}, {"hand": ["scout"]}], round=1)
    finish_round(g)
    assert g.view(0).seats[0].buildings[0].timer == 1
    shown = g.view(1).seats[0].discard
    assert len(shown) == 1
    assert shown[0] in ("grenade", "junk")


@pytest.mark.parametrize(("rules", "winner"), [("2015", 1), ("2012", 2)])
def test_ed12_s4_a_family_disarmed_down_to_fight_zero(rules: str, winner: int) -> None:
    # the saboteur disarms the family's spear [000:456]: 2015, its fight 0 still beats no fight
    # [000:420]; 2012, a total of 0 is no fight [001:455] and four refugees outnumber it
    hands = [["saboteur"], ["tribe_family_3", "spear"], ["refugee"] * 4]
    g = stacked_table(hands, decks=[[], [], []], rules=rules)
    end_gathering(g, {seat: commit(hand) for seat, hand in enumerate(hands)})
    g.apply(0, "disarm 1:spear")
    pass_windows(g)
    pass_skirmish(g)
    totals = seat_totals(g)
    assert totals[0] == (False, 0, 1)  # [000:496] it disarmed, so it does not fight
    assert totals[1] == (rules == "2015", 0, 3)
    assert skirmish_winner(g) == winner


def test_r15_group_leaders_move_to_the_next_fighter_when_theirs_is_sniped() -> None:
    g = three([["sniper_team"], ["brawler", "scout", "group_leaders"], ["thugs", "spear"]])
    end_gathering(g, {0: "commit sniper_team", 1: "commit brawler group_leaders scout", 2: "commit spear thugs"})
    g.apply(0, "snipe 1:brawler")
    pass_windows(g)
    pass_skirmish(g)
    totals = seat_totals(g)
    assert totals[1] == (True, 4, 3)  # the scout's 2 and the group leaders' +2
    assert totals[2] == (True, 5, 3)
    assert skirmish_winner(g) == 2


# --- Hidden information: two tables that differ only in a hidden card look the same --------------


def same_for(make: Any, a: str, b: str, seats: tuple[int | None, ...], steps: list[tuple[int, str]]) -> None:
    """Two games built by ``make(card)`` with cards ``a`` and ``b``, played through the same
    ``steps``, look the same (view and log) to each seat in ``seats``."""
    games = [make(a), make(b)]
    for seat, text in steps:
        for g in games:
            g.apply(seat, text)
    for viewer in seats:
        va, vb = (g.view(viewer) for g in games)
        assert va == vb, viewer
        la, lb = ([(e.type, e.seat, e.values, e.cards, e.text) for e in g.log(viewer)] for g in games)
        assert la == lb, viewer


def test_i1_whether_a_player_is_asked_to_answer_rests_on_public_facts_only() -> None:
    def make(card: str) -> sc.Game:
        # the market is fixed, so the stacks tell nothing of where the other copies are
        return three([["scavenger"], [card], ["refugee"]], market={"sniper_team": 3, "scout": 5})

    same_for(make, "sniper_team", "scout", (0, 2, None), [(0, "hunt scavenger")])
    g = make("scout")
    g.apply(0, "hunt scavenger")
    assert (now(g).kind, now(g).seat) == ("respond", 1)  # asked though it holds no answer


def test_000_158_a_committed_force_shows_its_count_not_its_cards() -> None:
    def make(card: str) -> sc.Game:
        return three(
            [["scout"], [card, "refugee"], ["refugee"]], contested=["wolf_pack", "net"], market={"sniper_team": 3}
        )

    steps = [(0, "end"), (0, "commit scout"), (1, "end"), (1, "commit refugee " + "X")]

    def play(card: str) -> sc.Game:
        g = make(card)
        for seat, text in steps:
            g.apply(seat, text.replace("X", card) if "X" in text else text)
        return g

    a, b = play("sniper_team"), play("grenade")
    assert a.view(0) == b.view(0)
    assert a.view(2) == b.view(2)
    assert a.view(0).seats[1].committed_count == 2


@pytest.mark.parametrize("rules", ["2015", "2012"])
def test_ed11_another_player_cannot_tell_what_lies_on_a_timer(rules: str) -> None:
    def make(card: str) -> sc.Game:
        seat0 = {"hand": ["scout"], "buildings": [{"building": "armory", "timer": [card, "junk"]}]}
        players = [seat0, {"hand": ["scout"]}, {}]
        return hq_game(2, rules=rules, players=players, round=3, junkyard=["junk"], contested=["net"])

    same_for(make, "grenade", "pills", (1, None), [])
    if rules == "2015":
        same_for(make, "grenade", "pills", (0,), [])


def test_r16_a_dug_card_kept_looks_the_same_to_the_others_whatever_it_is() -> None:
    def make(card: str) -> sc.Game:
        other = "net" if card == "grenade" else "grenade"
        return three([["scavenger"], ["scout"], ["scout"]], junkyard=[card, "junk", other], contested=["junk"])

    games = {card: make(card) for card in ("grenade", "net")}
    for card, g in games.items():
        act(g, 0, "dig scavenger")
        g.apply(0, f"keep {card}")
    for seat in (1, 2, None):
        assert games["grenade"].view(seat) == games["net"].view(seat)


@pytest.mark.parametrize(("rules", "again"), [("2015", True), ("2012", False)])
def test_ed7_a_second_work_on_the_same_building(rules: str, again: bool) -> None:
    # 2012 [001:583-584]: the workers are played together, once a round; 2015 H-4: work is free
    seat0 = {"hand": ["refugee", "scavenger", "toolkit"], "buildings": [{"building": "bunker", "timer": ["junk"] * 5}]}
    g = hq_game(2, rules=rules, players=[seat0, {}, {}])
    act(g, 0, "work bunker refugee")
    assert bool(verbs(g, 0, "work")) is again
    if again:
        act(g, 0, "work bunker scavenger+toolkit")
        assert g.view(0).seats[0].buildings[0].timer == 1
    else:
        assert refused(g, 0, "work bunker scavenger+toolkit")
        assert g.view(0).seats[0].buildings[0].timer == 4


@pytest.mark.parametrize(("rules", "more"), [("2015", True), ("2012", False)])
def test_ed15_a_store_in_one_building_and_a_retrieve_from_another(rules: str, more: bool) -> None:
    # store and retrieve are two actions: each once a round in 2012, both free in 2015 [000:641, 733]
    seat0 = {
        "hand": ["brawler", "spear"],
        "buildings": [{"building": "bunker"}, {"building": "armory", "stored": ["net"]}],
    }
    g = hq_game(2, rules=rules, players=[seat0, {}, {}])
    act(g, 0, "store bunker brawler")
    assert ("store armory spear" in texts(g, 0)) is more
    act(g, 0, "retrieve armory net")  # a retrieve after a store, in both editions
    assert "net" in g.view(0).hand
    assert bool(verbs(g, 0, "store")) is more
    assert bool(verbs(g, 0, "retrieve")) is more


def test_000_713_i3_the_fanatic_strikes_one_worker_and_the_other_still_works() -> None:
    # [000:713-715] any card played from hand (a person); I-3 workers open a window; I-2 go on
    seat0 = stacked_seat(
        "leader_ranger", ["refugee", "scavenger"], buildings=[{"building": "bunker", "timer": ["junk"] * 3}]
    )
    seats = [seat0, stacked_seat("leader_fanatic", ["refugee", "scout"]), stacked_seat("leader_mentor")]
    g = hq_game(3, players=seats, round=3)
    g.apply(0, "work bunker refugee scavenger")
    assert (now(g).kind, now(g).seat) == ("respond", 1)
    g.apply(1, "lead refugee 0:scavenger")
    pass_windows(g)
    if now(g).kind == "resume":
        g.apply(0, "continue")
        pass_windows(g)
    assert g.view(0).seats[0].buildings[0].timer == 2
    assert g.view(0).seats[1].removed == 1  # [000:658] the Fanatic's refugee is out of play
    assert "scavenger" in g.view(2).seats[0].discard


def test_000_488_a_medic_sniped_out_of_a_hire_leaves_the_hunt_food_for_another_hire() -> None:
    # [000:547] a medic pays 1 med; a sniper may take it as it is played [000:460]; [000:488]
    # the rest of the action may be re-purposed: the hunt's 2 food and the pills still hire
    g = hq_game(1, players=[{"hand": ["scavenger", "spear", "medic", "pills"]}, {"hand": ["sniper_team"]}, {}], round=3)
    act(g, 0, "hunt scavenger+spear")
    g.apply(0, "hire scout pay medic")
    assert (now(g).kind, now(g).seat) == ("respond", 1)
    g.apply(1, "snipe 0:medic")
    pass_windows(g)
    assert dict(g.view(0).market)["scout"] == 8
    assert g.view(0).seats[0].food == 2
    act(g, 0, "hire scout pay pills")
    assert "scout" in g.view(0).seats[0].discard
    assert "medic" in g.view(0).seats[0].discard


def test_ed11_2012_timers_line_up_with_two_buildings_of_a_kind() -> None:
    seat0 = {
        "hand": [],
        "buildings": [
            {"building": "bunker", "timer": ["junk", "grenade"]},
            {"building": "armory"},
            {"building": "bunker", "timer": ["pills"]},
        ],
    }
    g = hq_game(2, rules="2012", players=[seat0, {"hand": ["scout"]}, {}], round=3)
    timers = g.view(0).timers
    assert len(timers) == 3
    assert sorted(timers[0]) == ["grenade", "junk"]
    assert tuple(timers[1]) == ()
    assert tuple(timers[2]) == ("pills",)
    assert g.view(1).timers == ()


def test_000_737_a_card_retrieved_before_committing_may_join_the_force() -> None:
    # [000:737] only cards that come out of a building *after* the commit stay out of the force
    seat0 = {"hand": [], "buildings": [{"building": "bunker", "stored": ["thugs"]}]}
    g = hq_game(2, players=[seat0, {"hand": ["brawler"]}, {}], round=3)
    act(g, 0, "retrieve bunker thugs")
    g.apply(0, "end")
    pass_windows(g)
    assert (now(g).kind, now(g).seat) == ("commit", 0)
    g.apply(0, "commit thugs")
    end_gathering(g, {1: "commit brawler"})
    pass_skirmish(g)
    assert seat_totals(g)[0] == (True, 3, 3)
    assert skirmish_winner(g) == 0


def test_000_468_488_after_a_gathering_snipe_the_tool_passes_to_the_member_left() -> None:
    # [000:468] the sniped player may rearrange her tools; I-2 she may go on with the rest:
    # the shovel goes to the scavenger, a dig of 3
    g = three([["brawler", "shovel", "scavenger"], ["sniper_team"], []], junkyard=JUNK[:])
    g.apply(0, "dig brawler+shovel scavenger")
    g.apply(1, "snipe 0:brawler")
    pass_windows(g)
    assert (now(g).kind, now(g).seat) == ("resume", 0)
    assert sorted(g.view(1).seats[0].table) == ["scavenger", "shovel"]
    g.apply(0, "continue")
    pass_windows(g)
    assert len(g.view(0).looking) == 3
    assert "brawler" in g.view(1).seats[0].discard


def test_000_547_s6_a_medic_that_saved_in_the_skirmish_still_counts_one_person() -> None:
    # the save keeps the brawler's 2 fight; [000:500] S-6 the medic stays in the force for people
    g = hq_game(1, players=[{"hand": ["medic", "brawler"]}, {"hand": ["sniper_team", "scout"]}, {}], round=3)
    end_gathering(g, {0: "commit brawler medic", 1: "commit scout sniper_team"})
    while now(g).seat != 1:
        g.apply(now(g).seat, "pass")
    g.apply(1, "snipe 0:brawler")
    assert (now(g).kind, now(g).seat) == ("save", 0)
    g.apply(0, "save medic")
    pass_skirmish(g)
    totals = seat_totals(g)
    assert totals[0] == (True, 2, 2)
    assert totals[1] == (True, 2, 3)  # the scout and the used sniper team's 2 people
    assert skirmish_winner(g) == 1
