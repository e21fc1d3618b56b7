"""An eighth blind audit: THE TOTALS OF THE GATHERING ACTIONS, and that carrying an action out
matches its total.

Written only from the rulebooks (cited as [000:LINE] for the base + HQ rulebook, [003:LINE] for
Recon), `shared/RULINGS.md` (ruling IDs), the card data (`shared/cards.tsv`) and the public API
(DESIGN.md, README.md, docs/scenarios.md, docs/view.md), without reading the engine's source.

For each dig, draw, hunt and build (schematics dig) the total is worked out by hand from
cards.tsv and the rules, then checked three ways:

(a) the total the seat's View lists for that action (`view.totals`, `scavengers.action_total`);
(b) what happens when it is carried out: that many cards turned up (`view.looking`) or drawn
    (the hand), that much food (`seat.food`, and what a hire can then afford), that many
    schematics looked at;
(c) that other seats' views do not learn a total that rests on hidden cards (their `totals`
    are empty, `action_total` is None for them, the kept card stays hidden).

The skirmish side: `hand_strength` at the commit decision and `committed_strength` /
`force_total` after committing, against the force worked out by hand.
"""

from __future__ import annotations

from typing import Any

import scavengers as sc
from helpers import act, pass_responses, pass_windows, refused, texts

BASE: frozenset[str] = frozenset()
HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
R1 = frozenset({"recon1"})
R3 = frozenset({"recon3"})
R4 = frozenset({"recon4"})
R5 = frozenset({"recon5"})
JUNKYARD = ["junk"] * 7 + ["medkit"] * 6  # 13 cards, enough for any dig here
DECK = ["saboteur"] * 6  # a deck of known cards for draws
OTHER_LEADERS = ["leader_butcher", "leader_cannibal", "leader_fanatic", "leader_gangster"]
SCHEMATICS = ["bunker", "armory", "pharmacy", "hydroponic_gardens"] * 3  # the 12 HQ buildings


# ---------------------------------------------------------------------------------------------
# helpers


def stacked(
    hand: list[str],
    modules: frozenset[str] = BASE,
    *,
    leader: str | None = None,
    players: int = 3,
    rules: str = "2015",
    junkyard: list[str] | None = None,
    deck: list[str] | None = None,
    round: int = 3,
    others: list[list[str]] | None = None,
    **player: Any,
) -> sc.Game:
    """Seat 0 to take her gathering turn with ``hand`` on a stacked table (docs/scenarios.md)."""
    me: dict[str, Any] = {"hand": hand, "deck": DECK if deck is None else deck, **player}
    seats = [me]
    for n in range(players - 1):
        seat: dict[str, Any] = {"hand": (others[n] if others else ["scout"])}
        seats.append(seat)
    if leader is not None:
        me["leader"] = leader
        spare = [name for name in OTHER_LEADERS if name != leader]
        for n, seat in enumerate(seats[1:]):
            seat["leader"] = spare[n]
    scenario: dict[str, Any] = {
        "round": round,
        "initiator": 0,
        "players": seats,
        "junkyard": JUNKYARD if junkyard is None else junkyard,
    }
    if modules & {"hq2", "recon3"} and "buildings" not in player:
        scenario["schematics"] = SCHEMATICS
    return sc.Game.new(sc.GameConfig(players=players, seed=0, modules=modules, rules=rules, scenario=scenario))


def listed(game: sc.Game, text: str, seat: int = 0) -> int:
    """The total seat's View lists for the action ``text``; action_total agrees with it."""
    view = game.view(seat)
    action = sc.parse_action(game, seat, text)
    totals = dict(view.totals)
    assert action in totals, f"{text!r} not among the listed totals {[str(a) for a in totals]}"
    assert sc.action_total(view, action) == totals[action]
    return totals[action]


def not_listed(game: sc.Game, text: str, seat: int = 0) -> bool:
    """The action is neither legal nor given a total (and applying it is refused)."""
    shown = {str(a) for a, _ in game.view(seat).totals}
    return text not in shown and refused(game, seat, text)


def others_learn_no_total(game: sc.Game, text: str) -> None:
    """(c): no other seat, nor a spectator, is given the total of seat 0's hidden hand."""
    action = sc.parse_action(game, 0, text)
    for viewer in (1, 2, None):
        view = game.view(viewer)
        assert view.totals == ()
        assert sc.action_total(view, action) is None


def dig(game: sc.Game, text: str) -> tuple[str, ...]:
    """Carry out a dig or build of seat 0; returns the cards she turned up (docs/view.md
    `looking`), checking every other seat sees their number and none of them."""
    act(game, 0, text)
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "keep"
    for viewer in (1, 2):
        other = game.view(viewer)
        assert other.looking == ()
        assert other.seats[0].looking_count == len(view.looking)
    return view.looking


def hand_gain(game: sc.Game, text: str) -> int:
    """Carry out a draw of seat 0; how many cards her hand gained beyond the cards it used."""
    before = len(game.view(0).hand)
    used = sum(len(group.split("+")) for group in text.split()[1:])
    act(game, 0, text)
    return len(game.view(0).hand) - (before - used)


def food(game: sc.Game, seat: int = 0) -> int:
    """The seat's food this turn, as every seat and a spectator see it (it is public)."""
    seen = {game.view(viewer).seats[seat].food for viewer in (None, 0, 1, 2)}
    assert len(seen) == 1, seen
    return seen.pop()


def to_commit(game: sc.Game) -> sc.View:
    """Seat 0 ends her turn; her commit decision's view."""
    game.apply(0, "end")
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "commit"
    return view


# ---------------------------------------------------------------------------------------------
# base game: dig [000:202-206], tools [000:238-242], one tool a person [000:189]


def test_dig_sums_every_members_dig_and_each_ones_tool_pickaxe_refugee_and_shovel_brawler_000_204_000_242() -> None:
    # refugee dig 0 + pickaxe +1 = 1; brawler dig 1 + shovel +2 = 3; total 4 [000:204]
    game = stacked(["refugee", "pickaxe", "brawler", "shovel", "scout"])
    text = "dig brawler+shovel refugee+pickaxe"
    assert listed(game, text) == 4
    others_learn_no_total(game, text)
    assert len(dig(game, text)) == 4


def test_dig_a_multi_person_card_still_holds_one_tool_field_crew_and_thugs_000_189() -> None:
    # field crew dig 2 + shovel +2 = 4; thugs dig 1 + pickaxe +1 = 2; total 6
    game = stacked(["field_crew", "shovel", "thugs", "pickaxe"])
    text = "dig field_crew+shovel thugs+pickaxe"
    assert listed(game, text) == 6
    assert not_listed(game, "dig field_crew+shovel+pickaxe")
    assert len(dig(game, text)) == 6


def test_dig_group_leaders_stack_on_one_member_with_its_tool_000_442_000_446() -> None:
    # scavenger dig 1 + shovel +2 + group leaders +2 + group leaders +2 = 7
    game = stacked(["scavenger", "shovel", "group_leaders", "group_leaders"])
    text = "dig scavenger+shovel+group_leaders+group_leaders"
    assert listed(game, text) == 7
    assert len(dig(game, text)) == 7


def test_dig_larger_than_the_junkyard_turns_up_the_whole_junkyard_ruling_r7() -> None:
    # listed total 4 (brawler 1 + shovel 2 + scavenger 1); only 2 cards lie in the junkyard
    game = stacked(["brawler", "shovel", "scavenger"], junkyard=["net", "junk"])
    text = "dig brawler+shovel scavenger"
    assert listed(game, text) == 4
    assert sorted(dig(game, text)) == ["junk", "net"]


def test_dig_the_kept_card_reaches_the_discard_hidden_from_the_others_ruling_r16_000_262() -> None:
    game = stacked(["scavenger", "shovel"], junkyard=["net", "spear", "junk", "junk"])
    assert listed(game, "dig scavenger+shovel") == 3
    assert sorted(dig(game, "dig scavenger+shovel")) == ["junk", "net", "spear"]
    act(game, 0, "keep net")
    assert "net" in game.view(0).discard_hidden
    for viewer in (1, 2, None):
        seat0 = game.view(viewer).seats[0]
        assert "net" not in seat0.discard
        assert seat0.discard_hidden_count == 1


def test_dig_a_tool_on_a_member_without_dig_is_refused_scout_and_shovel_000_240() -> None:
    # a scout has no dig: a shovel cannot give it one [000:240]
    game = stacked(["scout", "shovel", "hunter", "pickaxe"])
    assert not_listed(game, "dig scout+shovel")
    assert not_listed(game, "dig hunter+pickaxe")
    assert all(a.verb is not sc.Verb.DIG for a, _ in game.view(0).totals)


# ---------------------------------------------------------------------------------------------
# base game: draw [000:208-212], the draw shortfall [000:190]


def test_draw_two_scavengers_and_a_scout_yield_four_like_annas_scout_and_sled_team_000_212() -> None:
    # "Anna could also play two scavengers and a scout to yield the same result" (4) [000:212]
    game = stacked(["scavenger", "scavenger", "scout"])
    text = "draw scout scavenger scavenger"
    assert listed(game, text) == 4
    others_learn_no_total(game, text)
    assert hand_gain(game, text) == 4


def test_draw_group_leaders_add_2_to_a_scouts_draw_000_298_ruling_r14() -> None:
    # scout draw 2 + group leaders +2 = 4
    game = stacked(["scout", "group_leaders"])
    assert listed(game, "draw scout+group_leaders") == 4
    assert hand_gain(game, "draw scout+group_leaders") == 4


def test_draw_past_the_deck_reshuffles_the_discard_and_draws_the_whole_total_000_190_ruling_r6() -> None:
    # draw 4 with one card in the deck and five in the discard: all 4 are drawn
    game = stacked(
        ["scavenger", "scavenger", "scout"],
        deck=["saboteur"],
        discard=["saboteur", "saboteur", "brawler", "brawler", "brawler"],
    )
    assert listed(game, "draw scout scavenger scavenger") == 4
    assert hand_gain(game, "draw scout scavenger scavenger") == 4


def test_draw_no_tool_adds_to_a_draw_scout_with_a_multitool_000_354() -> None:
    # no base tool has a draw modifier (cards.tsv plus_draw column is empty for every tool)
    game = stacked(["scout", "multitool", "shovel"])
    assert listed(game, "draw scout") == 2
    assert not_listed(game, "draw scout+multitool")
    assert not_listed(game, "draw scout+shovel")


# ---------------------------------------------------------------------------------------------
# base game: hunt [000:220-224] and what the food then hires [000:218], thugs [000:402]


def test_hunt_a_wolf_pack_on_a_hunter_brings_5_food_and_with_a_pill_pays_for_thugs_000_222_000_402() -> None:
    # hunter hunt 2 + wolf pack +3 = 5 food; thugs cost any mix of 6: 5 food + 1 pill
    game = stacked(["hunter", "wolf_pack", "pills"])
    assert listed(game, "hunt hunter+wolf_pack") == 5
    others_learn_no_total(game, "hunt hunter+wolf_pack")
    act(game, 0, "hunt hunter+wolf_pack")
    assert food(game) == 5
    assert "hire thugs pay pills" in texts(game, 0)
    assert "hire thugs" not in texts(game, 0)


def test_hunt_two_armed_hunters_bring_6_food_and_thugs_need_no_medicine_000_222_000_402() -> None:
    # hunter 2 + net +2 = 4; scavenger 1 + spear +1 = 2; total 6 food
    game = stacked(["hunter", "net", "scavenger", "spear"])
    text = "hunt hunter+net scavenger+spear"
    assert listed(game, text) == 6
    act(game, 0, text)
    assert food(game) == 6
    assert "hire thugs" in texts(game, 0)


def test_hunt_one_tool_a_hunter_a_second_tool_is_refused_000_189() -> None:
    game = stacked(["hunter", "net", "spear"])
    assert listed(game, "hunt hunter+net") == 4
    assert not_listed(game, "hunt hunter+net+spear")
    assert not_listed(game, "hunt hunter+spear+net")


def test_hunt_group_leaders_and_a_net_let_a_tribe_family_hunt_4_000_450_000_340() -> None:
    # tribe family hunt 0 + net +2 + group leaders +2 = 4 food
    game = stacked(["tribe_family_3", "net", "group_leaders"])
    text = "hunt tribe_family_3+net+group_leaders"
    assert listed(game, text) == 4
    act(game, 0, text)
    assert food(game) == 4


def test_hunt_of_5_food_cannot_pay_6_for_thugs_without_medicine_000_402_ruling_r13() -> None:
    # hunter 2 + wolf pack 3 = 5: thugs (6) need a med on top, scout (2 food + 1 med) a med too
    game = stacked(["hunter", "wolf_pack"])
    act(game, 0, "hunt hunter+wolf_pack")
    assert food(game) == 5
    hires = [t for t in texts(game, 0) if t.startswith("hire")]
    assert not any(t.startswith(("hire thugs", "hire scout", "hire hunter", "hire group_leaders")) for t in hires)
    assert "hire brawler" in hires


# ---------------------------------------------------------------------------------------------
# HQ module 1: rifle, toolkit, medic [000:543-555]


def test_hunt_a_rifle_lets_a_tribe_family_hunt_2_and_a_hunter_4_000_551_000_340() -> None:
    # tribe family hunt 0 + rifle +2 = 2; hunter 2 + rifle +2 = 4 (one rifle: one of the two)
    game = stacked(["tribe_family_4", "rifle", "hunter"], HQ1)
    assert listed(game, "hunt tribe_family_4+rifle") == 2
    assert listed(game, "hunt hunter+rifle") == 4
    assert listed(game, "hunt hunter+rifle tribe_family_4") == 4
    act(game, 0, "hunt hunter+rifle tribe_family_4")
    assert food(game) == 4


def test_dig_a_toolkit_gives_a_refugee_a_dig_of_2_000_555_000_346() -> None:
    game = stacked(["refugee", "toolkit"], HQ1)
    assert listed(game, "dig refugee+toolkit") == 2
    assert len(dig(game, "dig refugee+toolkit")) == 2


def test_draw_a_medic_draws_1_beside_a_scout_000_543() -> None:
    # medic draw 1 + scout draw 2 = 3
    game = stacked(["medic", "scout"], HQ1)
    assert listed(game, "draw scout medic") == 3
    assert hand_gain(game, "draw scout medic") == 3


# ---------------------------------------------------------------------------------------------
# HQ module 2: the build (schematics dig) [000:579-593], ED-9, H-5, H-8, H-13


def test_build_engineer_with_toolkit_and_scavenger_with_shovel_looks_at_7_schematics_000_590_ruling_ed9() -> None:
    # engineer dig 2 + toolkit +2 = 4; scavenger dig 1 + shovel +2 = 3; total 7 [000:590]
    game = stacked(["engineer", "toolkit", "scavenger", "shovel"], HQ2)
    text = "build engineer+toolkit scavenger+shovel"
    assert listed(game, text) == 7
    others_learn_no_total(game, text)
    looked = dig(game, text)
    assert len(looked) == 7
    assert set(looked) <= {"bunker", "armory", "pharmacy", "hydroponic_gardens"}


def test_build_needs_an_engineer_a_scavenger_with_a_shovel_cannot_dig_the_schematics_ruling_ed9() -> None:
    game = stacked(["scavenger", "shovel", "brawler"], HQ2)
    assert not any(a.verb is sc.Verb.BUILD for a, _ in game.view(0).totals)
    assert listed(game, "dig brawler scavenger+shovel") == 4


def test_build_and_junkyard_dig_in_one_round_with_different_cards_each_its_own_total_ruling_h5() -> None:
    game = stacked(["engineer", "brawler", "shovel"], HQ2)
    assert listed(game, "build engineer") == 2
    assert len(dig(game, "build engineer")) == 2
    act(game, 0, "keep bunker")
    pass_responses(game)
    assert listed(game, "dig brawler+shovel") == 3
    assert len(dig(game, "dig brawler+shovel")) == 3


def test_dig_an_engineer_may_dig_the_junkyard_for_its_dig_of_2_ruling_h13() -> None:
    game = stacked(["engineer", "pickaxe"], HQ2)
    assert listed(game, "dig engineer+pickaxe") == 3
    assert len(dig(game, "dig engineer+pickaxe")) == 3
    pass_responses(game)
    act(game, 0, "keep none")
    assert not any(a.verb is sc.Verb.BUILD for a, _ in game.view(0).totals)


def test_hunt_total_leaves_out_the_gardens_food_which_still_pays_the_hire_000_637_ruling_h8() -> None:
    # a complete garden gives 1 food without a hunt; the hunt's own total is hunter 2 + spear 1
    game = stacked(["hunter", "spear", "pills"], HQ2, buildings=[{"building": "hydroponic_gardens"}])
    assert food(game) == 1
    assert listed(game, "hunt hunter+spear") == 3
    act(game, 0, "hunt hunter+spear")
    assert food(game) == 4
    # 4 food + 1 pill is 5, one short of thugs
    assert not any(t.startswith("hire thugs") for t in texts(game, 0))
    assert "hire engineer pay pills" in texts(game, 0)


def test_two_gardens_give_2_food_and_a_garden_under_construction_none_ruling_h6_h1() -> None:
    game = stacked(
        ["scavenger"],
        HQ2,
        buildings=[
            {"building": "hydroponic_gardens"},
            {"building": "hydroponic_gardens"},
            {"building": "hydroponic_gardens", "timer": ["brawler"]},
        ],
    )
    assert food(game) == 2
    act(game, 0, "hunt scavenger")
    assert food(game) == 3


# ---------------------------------------------------------------------------------------------
# HQ module 3: leaders that change skills [000:656-674], rulings L-2, L-9, L-10, Part 3


def lead(game: sc.Game, refugee: str = "refugee") -> None:
    act(game, 0, f"lead {refugee}")


def test_mentor_bonus_raises_a_refugee_and_shovel_dig_to_3_and_turns_up_3_ruling_l2() -> None:
    # refugee dig 0 + shovel +2 + the Mentor's +1 = 3
    game = stacked(["refugee", "refugee", "shovel", "scout"], HQ3, leader="leader_mentor")
    assert listed(game, "dig refugee+shovel") == 2
    lead(game)
    assert game.view(1).seats[0].boost == 1
    assert listed(game, "dig refugee+shovel") == 3
    assert len(dig(game, "dig refugee+shovel")) == 3


def test_mentor_bonus_serves_one_action_only_the_next_hunt_is_back_to_its_printed_total_ruling_l2() -> None:
    game = stacked(["refugee", "brawler", "scavenger", "spear"], HQ3, leader="leader_mentor")
    lead(game)
    assert listed(game, "dig brawler") == 2
    assert listed(game, "hunt scavenger+spear") == 3
    dig(game, "dig brawler")
    act(game, 0, "keep none")
    assert game.view(0).seats[0].boost == 0
    assert listed(game, "hunt scavenger+spear") == 2
    act(game, 0, "hunt scavenger+spear")
    assert food(game) == 2


def test_mentor_bonus_on_a_hunt_is_food_for_the_hire_ruling_l2() -> None:
    # hunter 2 + spear +1 + Mentor +1 = 4 food
    game = stacked(["refugee", "hunter", "spear"], HQ3, leader="leader_mentor")
    lead(game)
    assert listed(game, "hunt hunter+spear") == 4
    act(game, 0, "hunt hunter+spear")
    assert food(game) == 4


def test_mentor_bonus_needs_a_base_ability_a_brawler_still_cannot_hunt_ruling_l2_000_188() -> None:
    game = stacked(["refugee", "brawler", "group_leaders"], HQ3, leader="leader_mentor")
    lead(game)
    assert not_listed(game, "hunt brawler")
    assert not_listed(game, "draw brawler")
    # group leaders are no base: they cannot take the bonus for a draw on their own
    assert not_listed(game, "draw group_leaders")


def test_peacemaker_bonus_raises_a_hunt_by_2_and_the_food_pays_for_it_ruling_l2_part3() -> None:
    # hunter 2 + net +2 + Peacemaker +2 = 6 food: thugs with no medicine
    game = stacked(["refugee", "hunter", "net"], HQ3, leader="leader_peacemaker")
    lead(game)
    assert set(game.view(0).seats[0].boost_skills) == {"dig", "hunt"}
    assert listed(game, "hunt hunter+net") == 6
    act(game, 0, "hunt hunter+net")
    assert food(game) == 6
    assert "hire thugs" in texts(game, 0)


def test_peacemaker_bonus_does_not_touch_a_draw_ruling_l2_part3() -> None:
    # "raise another tribe member's hunt or dig by +2": a scout's draw stays 2
    game = stacked(["refugee", "scout"], HQ3, leader="leader_peacemaker")
    lead(game)
    assert listed(game, "draw scout") == 2
    assert hand_gain(game, "draw scout") == 2


def test_excavator_refugee_with_a_pickaxe_digs_2_the_pickaxes_plus_1_replaced_by_plus_1_ruling_l9() -> None:
    # refugee dig 1 (Excavator) + 1 in place of the pickaxe's printed +1 = 2
    game = stacked(["refugee", "pickaxe"], HQ3, leader="leader_excavator")
    assert listed(game, "dig refugee+pickaxe") == 2
    assert len(dig(game, "dig refugee+pickaxe")) == 2


def test_excavator_changes_only_refugees_a_scavengers_shovel_still_adds_2_ruling_l9() -> None:
    # scavenger 1 + shovel 2 = 3; refugee 1 (Excavator); total 4
    game = stacked(["scavenger", "shovel", "refugee"], HQ3, leader="leader_excavator")
    assert listed(game, "dig scavenger+shovel refugee") == 4
    assert len(dig(game, "dig scavenger+shovel refugee")) == 4


def test_excavator_group_leaders_are_no_tool_so_a_refugee_gets_their_full_plus_2_ruling_l9_000_446() -> None:
    # refugee dig 1 (Excavator) + group leaders +2 + shovel replaced by +1 = 4
    game = stacked(["refugee", "group_leaders", "shovel"], HQ3, leader="leader_excavator")
    assert listed(game, "dig refugee+group_leaders") == 3
    assert listed(game, "dig refugee+shovel+group_leaders") == 4
    assert len(dig(game, "dig refugee+shovel+group_leaders")) == 4


def test_excavator_a_scouting_refugee_serves_as_a_refugee_for_leader_powers_003_83_ruling_l9() -> None:
    # [003:83]: a scouting refugee serves as a refugee for tribal leader powers: dig 1, and a
    # shovel gives it +1 instead of +2
    game = stacked(["scouting_refugee", "shovel"], HQ3 | R1, leader="leader_excavator")
    assert listed(game, "dig scouting_refugee") == 1
    assert listed(game, "dig scouting_refugee+shovel") == 2
    assert len(dig(game, "dig scouting_refugee+shovel")) == 2


def test_excavator_gives_no_hunt_a_lone_refugee_still_cannot_hunt_ruling_l9() -> None:
    game = stacked(["refugee", "spear"], HQ3, leader="leader_excavator")
    assert listed(game, "dig refugee") == 1
    assert listed(game, "hunt refugee+spear") == 1
    assert not_listed(game, "hunt refugee")


def test_ranger_tribe_family_with_a_net_hunts_3_ruling_l10() -> None:
    # tribe family hunt 1 (Ranger) + net +2 = 3 food
    game = stacked(["tribe_family_5", "net"], HQ3, leader="leader_ranger")
    assert listed(game, "hunt tribe_family_5+net") == 3
    act(game, 0, "hunt tribe_family_5+net")
    assert food(game) == 3


def test_ranger_refugee_with_group_leaders_hunts_3_and_digs_2_ruling_l10_000_450() -> None:
    game = stacked(["refugee", "group_leaders"], HQ3, leader="leader_ranger")
    assert listed(game, "hunt refugee+group_leaders") == 3
    assert listed(game, "dig refugee+group_leaders") == 2  # the Ranger gives no dig
    act(game, 0, "hunt refugee+group_leaders")
    assert food(game) == 3


def test_ranger_a_scouting_refugee_serves_as_a_refugee_and_hunts_1_003_83_ruling_l10() -> None:
    game = stacked(["scouting_refugee", "spear", "pills"], HQ3 | R1, leader="leader_ranger")
    assert listed(game, "hunt scouting_refugee") == 1
    assert listed(game, "hunt scouting_refugee+spear") == 2
    act(game, 0, "hunt scouting_refugee+spear")
    assert food(game) == 2


def test_ranger_tribal_hunters_are_no_tribe_family_and_keep_their_printed_hunt_ruling_x20_l10() -> None:
    # tribal hunters (2 people) hunt 1, not raised; + spear +1 = 2; Ranger refugee 1; total 3
    game = stacked(["tribal_hunters_2", "spear", "refugee"], HQ3 | R4, leader="leader_ranger")
    assert listed(game, "hunt tribal_hunters_2") == 1
    assert listed(game, "hunt tribal_hunters_2+spear refugee") == 3
    act(game, 0, "hunt tribal_hunters_2+spear refugee")
    assert food(game) == 3


def test_ranger_and_excavator_do_nothing_for_another_players_refugees_ruling_l9_l10() -> None:
    # seat 0 has no skill leader; the others' leaders are the Excavator and the Ranger
    scenario = {
        "round": 3,
        "players": [
            {"hand": ["refugee", "refugee", "spear", "shovel"], "deck": DECK, "leader": "leader_butcher"},
            {"hand": ["scout"], "leader": "leader_excavator"},
            {"hand": ["scout"], "leader": "leader_ranger"},
        ],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=HQ3, scenario=scenario))
    assert not_listed(game, "dig refugee")
    assert not_listed(game, "hunt refugee")
    assert listed(game, "dig refugee+shovel") == 2
    assert listed(game, "hunt refugee+spear") == 1


# ---------------------------------------------------------------------------------------------
# Recon: scouting refugee [003:81-87], binoculars [003:93-107] P-2 X-8, tinker [003:194-201],
# courier [003:161-165], scrappers [003:184-192], hardy scavenger [003:178-181], map [003:269-274]


def test_scouting_refugee_adds_1_to_a_hunters_hunt_but_cannot_start_one_003_85() -> None:
    # hunter 2 + scouting refugee +1 = 3
    game = stacked(["hunter", "scouting_refugee"], R1)
    assert not_listed(game, "hunt scouting_refugee")
    assert not_listed(game, "dig scouting_refugee")
    assert listed(game, "hunt hunter+scouting_refugee") == 3
    act(game, 0, "hunt hunter+scouting_refugee")
    assert food(game) == 3


def test_scouting_refugee_modifies_a_refugees_dig_of_0_into_1_003_85_cards_tsv() -> None:
    # a refugee has dig 0 (an ability at strength 0): a modifier raises it to 1
    game = stacked(["refugee", "scouting_refugee"], R1)
    assert listed(game, "dig refugee+scouting_refugee") == 1
    assert len(dig(game, "dig refugee+scouting_refugee")) == 1


def test_scouting_refugee_and_a_tool_both_on_one_scavenger_dig_4_ruling_r14() -> None:
    # scavenger 1 + shovel +2 + scouting refugee +1 (a person modifier, not a tool) = 4
    game = stacked(["scavenger", "shovel", "scouting_refugee"], R1)
    assert listed(game, "dig scavenger+shovel+scouting_refugee") == 4
    assert len(dig(game, "dig scavenger+shovel+scouting_refugee")) == 4


def test_binoculars_alone_hunt_1_food_no_holder_needed_ruling_p2_x8_003_97() -> None:
    game = stacked(["binoculars", "brawler"], R1)
    assert listed(game, "hunt binoculars") == 1
    act(game, 0, "hunt binoculars")
    assert food(game) == 1
    assert "hire scavenger" in texts(game, 0)


def test_binoculars_are_no_tool_a_hunter_with_a_net_and_binoculars_hunt_5_003_97_ruling_x8() -> None:
    # hunter 2 + net +2 + binoculars 1 = 5
    game = stacked(["hunter", "net", "binoculars", "pills"], R1)
    assert listed(game, "hunt hunter+net binoculars") == 5
    act(game, 0, "hunt hunter+net binoculars")
    assert food(game) == 5
    assert "hire thugs pay pills" in texts(game, 0)


def test_binoculars_add_nothing_to_a_dig_or_a_draw_ruling_x8() -> None:
    game = stacked(["scavenger", "binoculars"], R1)
    assert not_listed(game, "dig scavenger binoculars")
    assert not_listed(game, "draw scavenger binoculars")
    assert not_listed(game, "dig binoculars")


def test_tinker_lets_a_refugee_dig_the_schematics_for_1_003_198_ruling_x16() -> None:
    # refugee dig 0 + tinker +1 = 1 schematic
    game = stacked(["refugee", "tinker"], R3)
    assert listed(game, "build refugee+tinker") == 1
    assert len(dig(game, "build refugee+tinker")) == 1


def test_tinker_alone_cannot_build_and_a_scavenger_alone_cannot_build_003_197_ruling_ed9() -> None:
    game = stacked(["tinker", "scavenger", "shovel"], R3)
    assert not_listed(game, "build tinker")
    assert not_listed(game, "build scavenger+shovel")
    # scavenger 1 + shovel 2 + tinker 1 = 4 schematics
    assert listed(game, "build scavenger+shovel+tinker") == 4
    assert len(dig(game, "build scavenger+shovel+tinker")) == 4


def test_tinker_is_an_ordinary_plus_1_modifier_on_a_junkyard_dig_and_a_hunt_ruling_x16() -> None:
    game = stacked(["scavenger", "tinker", "hunter"], R3)
    assert listed(game, "dig scavenger+tinker") == 2
    assert listed(game, "hunt hunter+tinker scavenger") == 4
    act(game, 0, "hunt hunter+tinker scavenger")
    assert food(game) == 4


def test_courier_draws_3_turns_them_up_then_keeps_1_after_discarding_2_003_164_ruling_x11() -> None:
    game = stacked(["courier"], R3)
    assert listed(game, "draw courier") == 3
    act(game, 0, "draw courier")
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "discard"
    assert len(view.looking) == 3
    assert game.view(1).seats[0].looking_count == 3
    assert game.view(1).looking == ()
    game.apply(0, "discard saboteur saboteur")
    pass_responses(game)
    assert len(game.view(0).hand) == 1


def test_courier_with_group_leaders_draws_5_and_still_discards_only_2_003_165() -> None:
    # courier 3 + group leaders +2 = 5 drawn; 2 discarded per courier: 3 reach the hand
    game = stacked(["courier", "group_leaders"], R3)
    assert listed(game, "draw courier+group_leaders") == 5
    act(game, 0, "draw courier+group_leaders")
    assert len(game.view(0).looking) == 5
    game.apply(0, "discard saboteur saboteur")
    pass_responses(game)
    assert len(game.view(0).hand) == 3


def test_two_couriers_draw_6_and_discard_4_003_165_ruling_x11() -> None:
    game = stacked(["courier", "courier"], R3)
    assert listed(game, "draw courier courier") == 6
    act(game, 0, "draw courier courier")
    assert len(game.view(0).looking) == 6
    assert "discard saboteur saboteur saboteur saboteur" in texts(game, 0)
    game.apply(0, "discard saboteur saboteur saboteur saboteur")
    pass_responses(game)
    assert len(game.view(0).hand) == 2


def test_scrappers_with_a_scavenger_and_a_shovel_dig_6_from_the_top_or_the_bottom_003_192() -> None:
    # "You perform a dig using scrappers, a scavenger, and a shovel for a total dig of 6" [003:192]
    game = stacked(["scrappers", "scavenger", "shovel"], R3)
    assert listed(game, "dig scavenger+shovel scrappers") == 6
    assert listed(game, "dig bottom scavenger+shovel scrappers") == 6
    assert len(dig(game, "dig bottom scavenger+shovel scrappers")) == 6


def test_hardy_scavenger_has_draw_0_so_it_draws_only_with_a_modifier_003_180() -> None:
    # hardy scavenger draw 0: alone no draw; + group leaders +2 = 2 cards drawn
    game = stacked(["hardy_scavenger", "group_leaders"], R3)
    assert not_listed(game, "draw hardy_scavenger")
    assert listed(game, "draw hardy_scavenger+group_leaders") == 2
    assert hand_gain(game, "draw hardy_scavenger+group_leaders") == 2


def test_hardy_scavenger_digs_and_hunts_1_like_a_scavenger_003_180() -> None:
    game = stacked(["hardy_scavenger", "hardy_scavenger", "spear", "shovel"], R3)
    assert listed(game, "dig hardy_scavenger+shovel") == 3
    assert listed(game, "hunt hardy_scavenger+spear") == 2
    act(game, 0, "hunt hardy_scavenger+spear")
    assert food(game) == 2
    assert len(dig(game, "dig hardy_scavenger+shovel")) == 3


def test_drill_sergeant_digs_2_plus_its_pickaxe_003_168() -> None:
    game = stacked(["drill_sergeant", "pickaxe"], R3)
    assert listed(game, "dig drill_sergeant+pickaxe") == 3
    assert len(dig(game, "dig drill_sergeant+pickaxe")) == 3


def test_draw_assassin_provocateur_rogue_and_combat_medics_each_draw_1_cards_tsv() -> None:
    game = stacked(["assassin", "provocateur", "rogue", "combat_medics"], frozenset({"recon2", "recon4"}))
    text = "draw assassin combat_medics provocateur rogue"
    assert listed(game, text) == 4
    assert hand_gain(game, text) == 4


def test_cargo_sled_adds_2_dig_and_keeps_an_extra_tool_or_medicine_003_227_ruling_x17() -> None:
    game = stacked(["scavenger", "cargo_sled"], R4, junkyard=["net", "pills", "scout", "junk"])
    assert listed(game, "dig scavenger+cargo_sled") == 3
    assert sorted(dig(game, "dig scavenger+cargo_sled")) == ["net", "pills", "scout"]
    keeps = texts(game, 0)
    assert "keep net pills" in keeps
    assert "keep net scout" in keeps  # the first card kept may be of any type
    act(game, 0, "keep net pills")
    assert sorted(game.view(0).discard_hidden) == ["net", "pills"]


def test_cargo_sled_hunts_2_on_a_tribal_hunter_cards_tsv() -> None:
    # tribal hunters (4 people) hunt 2 + cargo sled +2 = 4
    game = stacked(["tribal_hunters_4", "cargo_sled"], R4)
    assert listed(game, "hunt tribal_hunters_4+cargo_sled") == 4
    act(game, 0, "hunt tribal_hunters_4+cargo_sled")
    assert food(game) == 4


def test_demolition_team_digs_2_and_with_a_shovel_4_cards_tsv() -> None:
    game = stacked(["demolition_team", "shovel"], R4)
    assert listed(game, "dig demolition_team+shovel") == 4
    assert len(dig(game, "dig demolition_team+shovel")) == 4


def test_spy_has_no_gathering_total_its_modifier_is_for_fight_only_ruling_x14() -> None:
    game = stacked(["scavenger", "spy"], R1)
    assert not_listed(game, "dig scavenger+spy")
    assert not_listed(game, "hunt scavenger+spy")
    assert not_listed(game, "draw scavenger+spy")


def test_map_brings_back_the_digger_for_a_hunt_but_not_its_shovel_003_273_ruling_x19() -> None:
    game = stacked(["scavenger", "shovel", "map", "spear"], R5)
    assert listed(game, "dig scavenger+shovel") == 3
    dig(game, "dig scavenger+shovel")
    act(game, 0, "keep none")
    act(game, 0, "map scavenger")
    assert "scavenger" in game.view(0).hand
    assert "shovel" not in game.view(0).hand
    assert not any(a.verb is sc.Verb.DIG for a, _ in game.view(0).totals)  # no second dig [003:274]
    assert listed(game, "hunt scavenger+spear") == 2
    act(game, 0, "hunt scavenger+spear")
    assert food(game) == 2


# ---------------------------------------------------------------------------------------------
# the skirmish side: hand_strength at the commit decision, committed_strength / force_total
# after it, against the force worked out by hand [000:266], R-15, S-3, ED-12


def strength(has_fight: bool, fight: int, people: int) -> sc.ForceStrength:
    return sc.ForceStrength(has_fight, fight, people)


def test_hand_strength_assigns_the_tools_for_the_most_fight_brawler_grenade_scavenger_spear_ruling_r15() -> None:
    # brawler 2 + grenade 3 = 5; scavenger 1 + spear 2 = 3; total 8 with 2 people
    game = stacked(["brawler", "grenade", "scavenger", "spear"])
    view = to_commit(game)
    assert view.hand_strength == strength(True, 8, 2)
    for viewer in (1, 2, None):
        assert game.view(viewer).hand_strength is None


def test_committed_strength_of_a_part_of_the_hand_is_its_own_force_and_hidden_from_the_others_000_158() -> None:
    game = stacked(["brawler", "grenade", "scavenger", "spear", "refugee"])
    assert to_commit(game).hand_strength == strength(True, 8, 3)
    game.apply(0, "commit brawler grenade refugee")
    assert game.view(0).committed_strength == strength(True, 5, 2)
    assert sc.force_total(game.view(0), 0) == strength(True, 5, 2)
    assert game.view(0).hand_strength is None
    for viewer in (1, 2, None):
        assert game.view(viewer).committed_strength is None
        assert sc.force_total(game.view(viewer), 0) is None
        assert game.view(viewer).seats[0].committed_count == 3


def test_hand_strength_thugs_and_field_crew_with_a_pickaxe_and_a_net_fight_8_with_7_people_000_189() -> None:
    # thugs 3 + field crew 2 + pickaxe +2 + net +1 (one tool each) = 8; people 3 + 4 = 7
    game = stacked(["thugs", "field_crew", "pickaxe", "net"])
    assert to_commit(game).hand_strength == strength(True, 8, 7)


def test_hand_strength_a_hunter_and_a_scout_with_rifle_and_multitool_fight_6_000_551() -> None:
    # hunter 1 + scout 2 + rifle +2 + multitool +1 = 6; people 2
    game = stacked(["hunter", "scout", "rifle", "multitool"], HQ1, others=[["brawler"], ["brawler"]])
    assert to_commit(game).hand_strength == strength(True, 6, 2)


def test_hand_strength_tools_without_a_fighter_have_no_fight_but_the_refugee_counts_000_418_000_346() -> None:
    game = stacked(["refugee", "shovel", "grenade", "pills"])
    assert to_commit(game).hand_strength == strength(False, 0, 1)


def test_hand_strength_a_tribe_family_wields_a_grenade_for_3_000_340() -> None:
    game = stacked(["tribe_family_5", "grenade"])
    assert to_commit(game).hand_strength == strength(True, 3, 5)


def test_hand_strength_group_leaders_give_a_hardy_scavengers_fight_0_plus_2_003_180_000_298() -> None:
    # hardy scavenger fight 0 + group leaders +2 = 2; people 1 + 2 = 3
    game = stacked(["hardy_scavenger", "group_leaders"], R3)
    assert to_commit(game).hand_strength == strength(True, 2, 3)


def test_hand_strength_a_courier_adds_1_fight_to_a_brawler_and_alone_has_none_ruling_x11_cards_tsv() -> None:
    game = stacked(["brawler", "courier"], R3)
    assert to_commit(game).hand_strength == strength(True, 3, 2)
    alone = stacked(["courier", "refugee"], R3)
    assert to_commit(alone).hand_strength == strength(False, 0, 2)


def test_hand_strength_scouting_refugee_and_tinker_each_add_1_to_a_scavenger_cards_tsv_ruling_r14() -> None:
    # scavenger 1 + scouting refugee +1 + tinker +1 = 3; people 3
    game = stacked(["scavenger", "scouting_refugee", "tinker"], R1 | R3)
    assert to_commit(game).hand_strength == strength(True, 3, 3)


def test_hand_strength_binoculars_add_no_fight_ruling_x22() -> None:
    game = stacked(["scavenger", "binoculars"], R1)
    assert to_commit(game).hand_strength == strength(True, 1, 1)


def test_hand_strength_a_spy_adds_2_to_a_drill_sergeants_fight_ruling_x14() -> None:
    # drill sergeant fight 1 + spy +2 = 3; people 2
    game = stacked(["drill_sergeant", "spy"], R1 | R3)
    assert to_commit(game).hand_strength == strength(True, 3, 2)


def test_hand_strength_group_leaders_make_two_person_tribal_hunters_fight_2_with_4_people_ruling_x20() -> None:
    # tribal hunters (2 people) fight 0 + group leaders +2 = 2; people 2 + 2 = 4
    game = stacked(["tribal_hunters_2", "group_leaders"], R4)
    assert to_commit(game).hand_strength == strength(True, 2, 4)


def test_hand_strength_the_excavator_and_ranger_give_refugees_no_fight_ruling_l9_l10() -> None:
    for leader in ("leader_excavator", "leader_ranger"):
        game = stacked(["refugee", "refugee", "spear"], HQ3, leader=leader)
        assert to_commit(game).hand_strength == strength(False, 0, 2)


def test_committed_strength_is_what_the_skirmish_then_judges_000_266() -> None:
    # seat 0: scavenger 1 + spear 2 = 3 with 2 people; seat 1: brawler 2; seat 2: nothing
    game = stacked(["scavenger", "spear", "refugee"], others=[["brawler"], ["pills"]])
    to_commit(game)
    game.apply(0, "commit refugee scavenger spear")
    assert game.view(0).committed_strength == strength(True, 3, 2)
    from helpers import end_gathering, skirmish_totals, skirmish_winner

    end_gathering(game, {1: "commit brawler"})
    totals = skirmish_totals(game)
    assert totals[0] == (True, 3, 2)
    assert totals[1] == (True, 2, 1)
    assert skirmish_winner(game) == 0


# ---------------------------------------------------------------------------------------------
# the 2012 rules: gathering totals are the same; a fight of 0 is no fight [001:283] ED-12


def test_2012_gathering_totals_are_those_of_the_2015_rules_001_283() -> None:
    for rules in ("2015", "2012"):
        game = stacked(["refugee", "shovel", "brawler", "hunter", "net"], rules=rules)
        assert listed(game, "dig brawler refugee+shovel") == 3
        assert listed(game, "hunt hunter+net") == 4
        assert len(dig(game, "dig brawler refugee+shovel")) == 3


def test_2012_a_hardy_scavengers_fight_0_is_no_fight_and_with_a_spear_is_2_001_283_ruling_ed12() -> None:
    alone = stacked(["hardy_scavenger", "refugee"], R3, rules="2012")
    assert to_commit(alone).hand_strength == strength(False, 0, 2)
    armed = stacked(["hardy_scavenger", "spear"], R3, rules="2012")
    assert to_commit(armed).hand_strength == strength(True, 2, 1)
    later = stacked(["hardy_scavenger", "refugee"], R3, rules="2015")
    assert to_commit(later).hand_strength == strength(True, 0, 2)


def test_2012_a_gangsters_lone_refugee_fights_0_which_is_no_fight_ruling_l8_ed12() -> None:
    # Gangster: refugees fight 0 and count 2 people in a tie; with 2012 a total of 0 is no fight
    old = stacked(["refugee"], HQ3, leader="leader_gangster", rules="2012")
    assert to_commit(old).hand_strength == strength(False, 0, 2)
    armed = stacked(["refugee", "spear"], HQ3, leader="leader_gangster", rules="2012")
    assert to_commit(armed).hand_strength == strength(True, 2, 2)


# ---------------------------------------------------------------------------------------------
# more edges of the totals: empty piles, short decks, the Mentor and Peacemaker on instants and
# builds, the Excavator's replaced tool bonus on other tools, a sniped hunter's tool


def test_dig_of_an_empty_junkyard_is_legal_turns_up_nothing_and_uses_the_dig_ruling_r7() -> None:
    game = stacked(["scavenger", "shovel", "brawler"], junkyard=[])
    assert game.view(0).junkyard_count == 0
    assert listed(game, "dig scavenger+shovel") == 3
    act(game, 0, "dig scavenger+shovel")
    assert game.view(0).looking == ()
    assert not any(a.verb is sc.Verb.DIG for a, _ in game.view(0).totals)
    assert "dig" in game.view(1).seats[0].used


def test_draw_with_deck_and_discard_short_draws_what_exists_ruling_r5() -> None:
    # draw 3 (scout 2 + scavenger 1) with one card in the deck and one in the discard
    game = stacked(["scout", "scavenger"], deck=["saboteur"], discard=["brawler"])
    assert listed(game, "draw scavenger scout") == 3
    assert hand_gain(game, "draw scavenger scout") == 2


def test_courier_drawing_fewer_than_2_discards_all_it_drew_ruling_x11_r5() -> None:
    game = stacked(["courier"], R3, deck=["saboteur"])
    assert listed(game, "draw courier") == 3
    act(game, 0, "draw courier")
    pass_responses(game)
    assert game.view(0).hand == ()
    assert game.view(0).looking == ()


def test_mentor_bonus_cannot_go_to_binoculars_which_are_no_tribe_member_ruling_l2_x8() -> None:
    game = stacked(["refugee", "binoculars", "scavenger"], HQ3 | R1, leader="leader_mentor")
    lead(game)
    assert listed(game, "hunt scavenger binoculars") == 3  # the bonus on the scavenger
    assert listed(game, "hunt binoculars") == 1  # no tribe member to take it
    act(game, 0, "hunt binoculars")
    assert food(game) == 1
    assert game.view(0).seats[0].boost == 1  # the bonus waits for a member to take it


def test_peacemaker_bonus_cannot_go_to_binoculars_which_are_no_tribe_member_ruling_l2_x8() -> None:
    game = stacked(["refugee", "binoculars", "hunter"], HQ3 | R1, leader="leader_peacemaker")
    lead(game)
    assert listed(game, "hunt hunter binoculars") == 5  # hunter 2 + 2 + binoculars 1
    assert listed(game, "hunt binoculars") == 1
    act(game, 0, "hunt binoculars")
    assert food(game) == 1


def test_mentor_bonus_raises_a_build_like_any_dig_000_590_ruling_l2() -> None:
    # "+1 to any action"; a build draws schematics equal to the dig value [000:590]: 2 + 2 + 1
    game = stacked(["refugee", "engineer", "toolkit"], HQ3, leader="leader_mentor")
    lead(game)
    assert listed(game, "build engineer+toolkit") == 5
    assert len(dig(game, "build engineer+toolkit")) == 5


def test_mentor_bonus_gives_a_hardy_scavengers_draw_0_a_draw_of_1_003_180_ruling_l2() -> None:
    game = stacked(["refugee", "hardy_scavenger"], HQ3 | R3, leader="leader_mentor")
    assert not_listed(game, "draw hardy_scavenger")
    lead(game)
    assert listed(game, "draw hardy_scavenger") == 1
    assert hand_gain(game, "draw hardy_scavenger") == 1


def test_mentor_bonus_on_a_courier_draws_4_and_keeps_2_003_165_ruling_l2() -> None:
    game = stacked(["refugee", "courier"], HQ3 | R3, leader="leader_mentor")
    lead(game)
    assert listed(game, "draw courier") == 4
    act(game, 0, "draw courier")
    assert len(game.view(0).looking) == 4
    game.apply(0, "discard saboteur saboteur")
    pass_responses(game)
    assert len(game.view(0).hand) == 2


def test_peacemaker_bonus_on_a_tinkers_refugee_builds_3_ruling_l2_x16() -> None:
    # refugee dig 0 + tinker +1 + Peacemaker +2 = 3 schematics
    game = stacked(["refugee", "refugee", "tinker"], HQ3 | R3, leader="leader_peacemaker")
    lead(game)
    assert listed(game, "build refugee+tinker") == 3
    assert len(dig(game, "build refugee+tinker")) == 3


def test_excavator_refugee_with_a_cargo_sled_digs_2_but_hunts_with_its_full_plus_2_ruling_l9() -> None:
    # digging tool on an Excavator refugee: +1 instead of +2; the sled's hunt +2 is untouched
    game = stacked(["refugee", "cargo_sled"], HQ3 | R4, leader="leader_excavator")
    assert listed(game, "dig refugee+cargo_sled") == 2
    assert listed(game, "hunt refugee+cargo_sled") == 2
    assert len(dig(game, "dig refugee+cargo_sled")) == 2


def test_excavator_refugee_with_a_tinker_builds_2_the_tinker_being_no_tool_ruling_l9_x16() -> None:
    # refugee dig 1 + tinker +1 = 2; with a toolkit (+1 in place of +2) = 3
    game = stacked(["refugee", "toolkit", "tinker"], HQ3 | R3, leader="leader_excavator")
    assert listed(game, "build refugee+tinker") == 2
    assert listed(game, "build refugee+toolkit+tinker") == 3
    assert len(dig(game, "build refugee+toolkit+tinker")) == 3


def test_ranger_refugee_with_a_wolf_pack_and_two_binoculars_hunt_6_ruling_l10_x8() -> None:
    # refugee hunt 1 (Ranger) + wolf pack +3 + binoculars 1 + binoculars 1 = 6 food
    game = stacked(["refugee", "wolf_pack", "binoculars", "binoculars"], HQ3 | R1, leader="leader_ranger")
    text = "hunt refugee+wolf_pack binoculars binoculars"
    assert listed(game, text) == 6
    act(game, 0, text)
    assert food(game) == 6
    assert "hire thugs" in texts(game, 0)


def test_build_with_scrappers_digs_the_schematics_from_the_top_or_bottom_for_5_ruling_x15() -> None:
    # engineer dig 2 + scrappers dig 3 = 5 schematics
    game = stacked(["engineer", "scrappers"], HQ2 | R3)
    assert listed(game, "build engineer scrappers") == 5
    assert listed(game, "build bottom engineer scrappers") == 5
    assert len(dig(game, "build bottom engineer scrappers")) == 5


def test_build_with_a_cargo_sled_looks_at_4_but_keeps_a_single_building_ruling_x17() -> None:
    game = stacked(["engineer", "cargo_sled"], HQ2 | R4)
    assert listed(game, "build engineer+cargo_sled") == 4
    assert len(dig(game, "build engineer+cargo_sled")) == 4
    assert all(len(t.split()) == 2 for t in texts(game, 0))  # 'keep none' / 'keep X': one card


def test_a_disabled_garden_gives_no_food_000_685_ruling_h11() -> None:
    game = stacked(
        ["scavenger"],
        frozenset({"hq1", "hq2", "hq3", "hq4"}),
        leader="leader_mentor",
        buildings=[{"building": "hydroponic_gardens", "disabled": True}],
    )
    assert food(game) == 0
    act(game, 0, "hunt scavenger")
    assert food(game) == 1


def test_a_sniped_hunter_leaves_its_net_to_the_scavenger_and_the_hunt_brings_3_000_464_000_488() -> None:
    # hunter 2 + net 2 + scavenger 1 = 5; the hunter is sniped: the scavenger takes the net, 1 + 2
    game = stacked(["hunter", "net", "scavenger"], others=[["sniper_team"], ["scout"]])
    assert listed(game, "hunt hunter+net scavenger") == 5
    game.apply(0, "hunt hunter+net scavenger")
    game.apply(1, "snipe 0:hunter")
    while (decision := game.view(None).decision) is not None and decision.kind in ("respond", "save"):
        game.apply(decision.seat, "pass")
    game.apply(0, "continue")
    pass_responses(game)
    assert food(game) == 3


def test_binoculars_cannot_be_disarmed_so_a_disarmed_spear_leaves_hunter_and_binoculars_3_003_98() -> None:
    # hunter 2 + spear +1 + binoculars 1 = 4; the spear is disarmed, the binoculars cannot be
    game = stacked(["hunter", "spear", "binoculars"], R1, others=[["saboteur"], ["scout"]])
    assert listed(game, "hunt hunter+spear binoculars") == 4
    game.apply(0, "hunt hunter+spear binoculars")
    assert [t for t in texts(game, 1) if t.startswith("disarm")] == ["disarm 0:spear"]
    game.apply(1, "disarm 0:spear")
    pass_windows(game)
    game.apply(0, "continue")
    pass_responses(game)
    assert food(game) == 3


def test_sniped_group_leaders_take_their_plus_2_from_the_dig_000_488() -> None:
    # refugee 0 + shovel 2 + group leaders 2 = 4; the group leaders are sniped: 2 cards turned up
    game = stacked(["refugee", "shovel", "group_leaders"], others=[["sniper_team"], ["scout"]])
    assert listed(game, "dig refugee+shovel+group_leaders") == 4
    game.apply(0, "dig refugee+shovel+group_leaders")
    game.apply(1, "snipe 0:group_leaders")
    pass_windows(game)
    game.apply(0, "continue")
    pass_responses(game)
    assert len(game.view(0).looking) == 2


def test_solo_game_a_hunt_total_is_its_food_003_330_000_222() -> None:
    # the solo turn has the same gathering actions: hunter 2 + net 2 = 4 food; with 1 pill that
    # is 5, short of thugs (6) and of group leaders' 2 meds
    scenario = {"players": [{"hand": ["hunter", "net", "pills"], "deck": DECK}], "opponents": [["brawler"], ["scout"]]}
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, scenario=scenario))
    assert listed(game, "hunt hunter+net") == 4
    game.apply(0, "hunt hunter+net")
    assert game.view(0).seats[0].food == 4
    hires = texts(game, 0)
    assert "hire scout pay pills" in hires
    assert not any(t.startswith(("hire thugs", "hire group_leaders")) for t in hires)


def test_a_wounded_excavator_gives_nothing_until_healed_then_refugees_dig_again_ruling_l12_l17() -> None:
    modules = frozenset({"hq1", "hq2", "hq3", "hq4"})
    scenario = {
        "round": 3,
        "initiator": 1,
        "players": [
            {"hand": ["refugee", "refugee", "shovel", "pills"], "deck": DECK, "leader": "leader_excavator"},
            {"hand": ["sniper_team"], "leader": "leader_butcher"},
            {"hand": ["scout"], "leader": "leader_cannibal"},
        ],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=modules, scenario=scenario))
    act(game, 1, "snipe 0:leader_excavator")
    pass_windows(game)
    assert game.view(0).seats[0].wounded
    while (decision := game.view(None).decision) is not None and decision.seat != 0:
        game.apply(decision.seat, "end" if decision.kind == "turn" else "commit none")
    # wounded: the refugee has its printed dig 0, the shovel its printed +2
    assert not_listed(game, "dig refugee")
    assert listed(game, "dig refugee+shovel") == 2
    act(game, 0, "heal pills")
    assert not game.view(0).seats[0].wounded
    assert listed(game, "dig refugee") == 1
    assert listed(game, "dig refugee+shovel refugee") == 3  # (1 + 1) + 1
    assert len(dig(game, "dig refugee+shovel refugee")) == 3


def test_modifier_only_cards_and_instants_hold_no_tool_000_392_003_85_003_97() -> None:
    # a tool needs a card with the base ability: not a scouting refugee, a tinker or binoculars
    game = stacked(["scouting_refugee", "spear", "tinker", "shovel", "binoculars"], R1 | R3)
    assert not_listed(game, "hunt scouting_refugee+spear")
    assert not_listed(game, "dig tinker+shovel")
    assert not_listed(game, "hunt binoculars+spear")
    assert listed(game, "hunt binoculars") == 1


def test_food_lasts_the_turn_and_a_garden_does_not_accumulate_000_619_ruling_r3_h8() -> None:
    game = stacked(["hunter", "spear"], HQ2, buildings=[{"building": "hydroponic_gardens"}])
    act(game, 0, "hunt hunter+spear")
    assert food(game) == 4
    game.apply(0, "end")
    assert game.view(1).seats[0].food == 0
    start = game.round
    while (decision := game.view(None).decision) is not None and not (
        decision.seat == 0 and decision.kind == "turn" and game.round > start
    ):
        kind = decision.kind
        game.apply(decision.seat, {"turn": "end", "commit": "commit none"}.get(kind, "pass"))
    assert food(game) == 1  # this round's garden food only, nothing carried over


def test_swindler_a_hunt_of_1_and_one_refugee_hire_a_brawler_two_refugees_a_hunter_for_nothing_ruling_l14() -> None:
    # Swindler [003:276-279]: discard 1 refugee for 1 food less, or 2 refugees for 1 med less
    game = stacked(["scavenger", "refugee", "refugee"], HQ3 | R5, leader="leader_swindler")
    act(game, 0, "hunt scavenger")
    assert food(game) == 1
    assert not any(t.startswith("hire brawler") for t in texts(game, 0))
    act(game, 0, "lead refugee")
    assert "hire brawler" in texts(game, 0)  # 2 food - 1
    other = stacked(["scavenger", "refugee", "refugee"], HQ3 | R5, leader="leader_swindler")
    act(other, 0, "lead refugee refugee")
    assert "hire hunter" in texts(other, 0)  # 1 med - 1


def test_mentor_lead_may_play_a_scouting_refugee_and_its_bonus_then_counts_ruling_l1_003_83() -> None:
    game = stacked(["scouting_refugee", "hunter"], HQ3 | R1, leader="leader_mentor")
    act(game, 0, "lead scouting_refugee")
    assert listed(game, "hunt hunter") == 3
    act(game, 0, "hunt hunter")
    assert food(game) == 3


def test_hand_strength_a_gangsters_refugee_with_group_leaders_fights_2_with_4_tie_people_ruling_l8() -> None:
    # refugee fight 0 (Gangster) + group leaders +2 = 2; people for the tie: 2 + 2 = 4
    game = stacked(["refugee", "group_leaders"], HQ3, leader="leader_gangster")
    assert to_commit(game).hand_strength == strength(True, 2, 4)


def test_hand_strength_a_saboteur_fights_1_and_a_sniper_team_adds_2_people_000_302_000_314() -> None:
    game = stacked(["saboteur", "sniper_team"])
    assert to_commit(game).hand_strength == strength(True, 1, 3)


def test_2012_a_tribe_family_with_a_net_fights_1_which_is_a_fight_001_283() -> None:
    game = stacked(["tribe_family_3", "net"], rules="2012")
    view = to_commit(game)
    assert view.hand_strength == strength(True, 1, 3)
    game.apply(0, "commit tribe_family_3 net")
    assert game.view(0).committed_strength == strength(True, 1, 3)
    assert sc.force_total(game.view(1), 0) is None


def test_the_rulebook_walkthrough_totals_sarah_carol_and_betty_000_504_518() -> None:
    """[000:504-518]: every total of the three-player walkthrough, each carried out."""
    from helpers import skirmish_totals, skirmish_winner

    scenario = {
        "round": 3,
        "initiator": 0,
        "players": [
            {"hand": ["brawler", "shovel", "refugee", "refugee", "pills"], "deck": DECK},
            {"hand": ["scavenger", "spear", "refugee", "refugee", "tribe_family_3"]},
            {"hand": ["scavenger", "scavenger", "spear", "shovel", "medkit"]},
        ],
        "junkyard": ["net", "junk", "pills", "junk", "junk"],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, scenario=scenario))
    # Sarah: "a refugee and a shovel for a dig of 2" [000:506]
    assert listed(game, "dig refugee+shovel", 0) == 2
    assert sorted(dig(game, "dig refugee+shovel")) == ["junk", "net"]
    act(game, 0, "keep net")
    game.apply(0, "end")
    assert game.view(0).hand_strength == strength(True, 2, 2)  # brawler 2; brawler + the other refugee
    game.apply(0, "commit brawler pills refugee")
    assert game.view(0).committed_strength == strength(True, 2, 2)
    pass_windows(game)
    # Carol: "a scavenger for a dig of 1", "a refugee and a spear for a hunt of 1" [000:510]
    assert listed(game, "dig scavenger", 1) == 1
    assert listed(game, "hunt refugee+spear", 1) == 1
    act(game, 1, "dig scavenger")
    assert len(game.view(1).looking) == 1
    act(game, 1, "keep pills")
    act(game, 1, "hunt refugee+spear")
    assert food(game, 1) == 1
    act(game, 1, "hire scavenger")
    game.apply(1, "end")
    # "a tribe family and refugee ... cannot fight" in the walkthrough; 2015: fight 0 (ED-12)
    assert game.view(1).hand_strength == strength(True, 0, 4)
    game.apply(1, "commit refugee tribe_family_3")
    pass_windows(game)
    # Betty: "a scavenger and a spear for a hunt of 2" and a medkit: hires a scout [000:516]
    assert listed(game, "hunt scavenger+spear", 2) == 2
    act(game, 2, "hunt scavenger+spear")
    assert food(game, 2) == 2
    assert "hire scout pay medkit" in texts(game, 2)
    act(game, 2, "hire scout pay medkit")
    game.apply(2, "end")
    assert game.view(2).hand_strength == strength(True, 2, 1)  # scavenger 1 + shovel 1
    game.apply(2, "commit scavenger shovel")
    pass_windows(game)
    # "Sarah and Betty are tied with a fight of 2 ... This tips the scale in favor of Sarah" [000:518]
    totals = skirmish_totals(game)
    assert totals[0] == (True, 2, 2)
    assert totals[2] == (True, 2, 1)
    assert skirmish_winner(game) == 0


def test_totals_are_listed_only_on_the_viewers_own_gathering_turn_docs_view_md() -> None:
    game = stacked(["scavenger", "shovel"], others=[["hunter", "spear"], ["scout"]])
    assert listed(game, "dig scavenger+shovel") == 3
    game.apply(0, "end")
    game.apply(0, "commit scavenger shovel")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("turn", 1, None, None)
    assert listed(game, "hunt hunter+spear", 1) == 3
    assert game.view(0).totals == ()
    game.apply(1, "hunt hunter+spear")
    decision = game.view(0).decision
    assert decision is not None
    assert decision.kind == "respond"
    assert game.view(0).totals == ()


def test_build_of_an_empty_schematics_pile_is_legal_and_uses_the_build_rulings_r7_h5() -> None:
    scenario = {
        "round": 3,
        "players": [{"hand": ["engineer", "scavenger"], "deck": DECK}, {"hand": ["scout"]}, {"hand": ["scout"]}],
        "schematics": [],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=HQ2, scenario=scenario))
    assert game.view(0).schematics_count == 0
    assert listed(game, "build engineer scavenger") == 3
    act(game, 0, "build engineer scavenger")
    assert game.view(0).looking == ()
    assert not any(a.verb is sc.Verb.BUILD for a, _ in game.view(0).totals)


def test_build_that_keeps_nothing_still_uses_the_rounds_build_ruling_h5_ed16() -> None:
    game = stacked(["engineer", "engineer"], HQ2)
    assert len(dig(game, "build engineer")) == 2
    act(game, 0, "keep none")
    assert not any(a.verb is sc.Verb.BUILD for a, _ in game.view(0).totals)
    assert listed(game, "dig engineer") == 2  # the junkyard dig is a separate action


def test_scrappers_with_a_cargo_sled_dig_6_and_keep_two_cards_rulings_x15_x17() -> None:
    # scavenger 1 + cargo sled +2 + scrappers 3 = 6; the sled lets a second card (tool/medicine) be kept
    junkyard = ["net", "pills", "scout", "junk", "junk", "junk", "junk"]
    game = stacked(["scavenger", "cargo_sled", "scrappers"], R3 | R4, junkyard=junkyard)
    assert listed(game, "dig scavenger+cargo_sled scrappers") == 6
    assert sorted(dig(game, "dig scavenger+cargo_sled scrappers")) == ["junk", "junk", "junk", "net", "pills", "scout"]
    assert "keep net pills" in texts(game, 0)
    assert "keep scout net" in texts(game, 0) or "keep net scout" in texts(game, 0)


def test_draw_after_a_dig_reshuffles_the_cards_just_used_into_the_new_deck_ruling_r6_000_190() -> None:
    # empty deck and discard; the dig's scavenger and shovel are discarded, then the scout's
    # draw of 2 shuffles them into a new deck and draws both
    game = stacked(["scavenger", "shovel", "scout"], deck=[], junkyard=["junk", "junk", "junk"])
    assert listed(game, "draw scout") == 2
    dig(game, "dig scavenger+shovel")
    act(game, 0, "keep none")
    assert game.view(0).seats[0].deck_count == 0
    assert listed(game, "draw scout") == 2
    act(game, 0, "draw scout")
    assert sorted(game.view(0).hand) == ["scavenger", "shovel"]


def test_hand_strength_a_gangsters_scouting_refugee_fights_0_its_own_plus_1_modifies_only_another_003_85_l8() -> None:
    # Gangster: scouting refugees are refugees [003:83] with fight 0 and 2 tie people (L-8); their
    # +1 modifies ANOTHER member [003:85], so alone it fights 0; with group leaders 0 + 2
    alone = stacked(["scouting_refugee"], HQ3 | R1, leader="leader_gangster")
    assert to_commit(alone).hand_strength == strength(True, 0, 2)
    led = stacked(["scouting_refugee", "group_leaders"], HQ3 | R1, leader="leader_gangster")
    assert to_commit(led).hand_strength == strength(True, 2, 4)
    old = stacked(["scouting_refugee"], HQ3 | R1, leader="leader_gangster", rules="2012")
    assert to_commit(old).hand_strength == strength(False, 0, 2)
