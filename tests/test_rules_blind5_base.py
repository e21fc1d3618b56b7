"""A fifth blind audit of the BASE game (2015 edition, no expansions) and the 2-player rules:
the rulebook's worked examples and concrete numbers, the base-game FAQ answers, and the edge
cases where two rules meet. Written from the 2015 rulebook (`shared/rules/000_*.txt`, cited as
[000:LINE]) and `shared/RULINGS.md` (ruling IDs) only, through the public API.
"""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import (
    act,
    commit_text,
    end_gathering,
    finish_round,
    now,
    pass_skirmish,
    pass_windows,
    refused,
    round_totals,
    skirmish_outcome,
    table,
    texts,
    total_of,
    zone_kinds,
)

# ---------------------------------------------------------------------------------------------
# helpers


def skirmish(forces: list[list[str]], **scenario: object) -> sc.Game:
    """A round-3 table where each seat holds exactly its force and commits it all; the
    skirmish is left at its first opportunity (or resolved)."""
    scenario.setdefault("contested", ["grenade", "wolf_pack", "sled_team"])
    game = table(len(forces), round=3, players=[{"hand": list(f)} for f in forces], **scenario)
    end_gathering(game, {seat: commit_text(f) for seat, f in enumerate(forces)})
    return game


# ---------------------------------------------------------------------------------------------
# skirmish ties with three players [000:272-274, 414-424, 432-434]


def test_skirmish_tie_between_three_players_with_equal_people_is_a_deadlock() -> None:
    """[000:272-274] "In the event of a tie, each player sums the number of people ... If players
    are still tied, then the skirmish is considered a deadlock ... place the top card from the
    contested resources pile into the junkyard pile". Brawler, scout and scavenger+shovel all
    fight 2 with 1 person each."""
    game = skirmish([["brawler"], ["scout"], ["scavenger", "shovel"]], junkyard=["net", "junk"])
    pass_skirmish(game)
    assert round_totals(game, 3) == {0: (1, 2, 1), 1: (1, 2, 1), 2: (1, 2, 1)}
    assert skirmish_outcome(game, 3) is None
    assert Counter(zone_kinds(game, "junkyard")) == Counter(["net", "junk", "grenade"])
    assert zone_kinds(game, "contested") == ["wolf_pack", "sled_team"]
    for seat in range(3):
        assert game.score(seat).contested == 0


def test_skirmish_three_way_fight_tie_goes_to_the_one_with_most_people() -> None:
    """[000:272] "the player with the most people involved wins the skirmish"; the third player
    brings a refugee besides her brawler (people 2 against 1 and 1)."""
    game = skirmish([["scout"], ["scavenger", "shovel"], ["brawler", "refugee"]])
    pass_skirmish(game)
    assert round_totals(game, 3)[2] == (1, 2, 2)
    assert skirmish_outcome(game, 3) == 2
    assert game.score(2).contested == 1


def test_people_not_cards_break_a_skirmish_tie() -> None:
    """[000:432-434] "When breaking ties for skirmishes, do you count cards or total people? Total
    people". One card of a 4-person tribe family beats three refugees (three cards, 3 people)."""
    game = skirmish([["scavenger", "refugee", "refugee", "refugee"], ["scavenger", "tribe_family_4"], []])
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 1, 4)
    assert round_totals(game, 3)[1] == (1, 1, 5)
    assert skirmish_outcome(game, 3) == 1


def test_a_fight_of_zero_beats_more_people_with_no_fight_at_all() -> None:
    """[000:418-420] "A fight value of 0 is superior to no ability to fight at all. The player with
    a fight of 0 would win in this case": a 3-person tribe family (fight 0) beats five refugees."""
    game = skirmish([["refugee"] * 5, ["tribe_family_3"], []])
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (0, 0, 5)
    assert round_totals(game, 3)[1] == (1, 0, 3)
    assert skirmish_outcome(game, 3) == 1


def test_lone_group_leaders_have_no_fight_but_their_two_people_beat_a_refugee_ruling_s3() -> None:
    """[000:188] a modifier must be combined with a card that has the base ability; S-3 group
    leaders do not make hasFight true; S-5 they count 2 people. Nobody fights, so the people
    decide [000:272]: group leaders (2) beat a refugee (1)."""
    game = skirmish([["refugee"], ["group_leaders"], []])
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (0, 0, 1)
    assert round_totals(game, 3)[1] == (0, 0, 2)
    assert skirmish_outcome(game, 3) == 1


def test_group_leaders_let_a_tribe_family_attack_with_two() -> None:
    """[000:448-450] "A tribe family enhanced by group leaders can attack"; group leaders +2 fight
    (cards.tsv): a tribe family (fight 0) with group leaders fights 2 and brings 3 + 2 people,
    so it wins the tie against a brawler (2, 1 person)."""
    game = skirmish([["brawler"], ["tribe_family_3", "group_leaders"], []])
    pass_skirmish(game)
    assert round_totals(game, 3)[1] == (1, 2, 5)
    assert skirmish_outcome(game, 3) == 1


def test_a_sniper_team_cannot_carry_a_grenade_into_the_fight() -> None:
    """[000:390-392] "Can group leaders, or snipers carry tools? No. A card must have a base ability
    in order to improve it with a tool": a sniper team with a grenade has no fight, and a lone
    scavenger (fight 1) beats it even with fewer people."""
    game = skirmish([["sniper_team", "grenade"], ["scavenger"], []])
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (0, 0, 2)
    assert skirmish_outcome(game, 3) == 1


def test_sniping_a_refugee_in_the_skirmish_breaks_the_people_tie() -> None:
    """[000:460] a sniper team attacks "people (i.e. card with a person icon)", a refugee among
    them; [000:498-500] a used sniper team still counts its people. Both fight 2; 3 people each
    until the initiator's sniper takes one of the other's refugees: 3 against 2."""
    game = skirmish([["brawler", "sniper_team"], ["scout", "refugee", "refugee"], []])
    assert now(game) == sc.Decision("skirmish", 0)
    assert "snipe 1:refugee" in texts(game, 0)
    game.apply(0, "snipe 1:refugee")
    pass_windows(game)
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 2, 3)
    assert round_totals(game, 3)[1] == (1, 2, 2)
    assert skirmish_outcome(game, 3) == 0


def test_a_later_sniper_may_snipe_a_sniper_team_that_already_acted_and_take_its_people() -> None:
    """[000:490-492] skirmish snipers can be countered in turn order, each player getting one
    opportunity; S-4 a sniper that acted stays for people, a sniped card is removed. The
    initiator's sniper takes a refugee; the second player's sniper then takes that sniper team:
    2 fight each, people 1 against 1 + 2, so the second player wins."""
    game = skirmish([["brawler", "sniper_team"], ["scout", "sniper_team", "refugee"], []])
    game.apply(0, "snipe 1:refugee")
    pass_windows(game)
    assert now(game) == sc.Decision("skirmish", 1)
    assert "snipe 0:sniper_team" in texts(game, 1)
    game.apply(1, "snipe 0:sniper_team")
    pass_windows(game)
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 2, 1)
    assert round_totals(game, 3)[1] == (1, 2, 3)
    assert skirmish_outcome(game, 3) == 1


def test_skirmish_actions_start_with_the_initiator_not_with_the_first_seat() -> None:
    """[000:268] "Skirmishes are resolved by starting with the initiator ... Play then passes to the
    next player in clockwise order ... (provided that they were not sniped or disarmed by the
    previous player)". Round 5, seat 1 holds the initiator card: its sniper goes first and takes
    seat 0's sniper team before it can act."""
    game = table(
        3,
        round=5,
        initiator=1,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["sniper_team", "scout"]}, {"hand": ["scavenger"]}],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit brawler sniper_team", 1: "commit scout sniper_team", 2: "commit scavenger"})
    assert now(game) == sc.Decision("skirmish", 1)
    game.apply(1, "snipe 0:sniper_team")
    pass_windows(game)
    d = game.view(None).decision
    if d is not None and d.kind == "skirmish" and d.seat == 0:
        assert not any(t.startswith("snipe") for t in texts(game, 0))
    pass_skirmish(game)
    # brawler 2 / 1 person against scout 2 / 1 + 2 people: seat 1 wins
    assert round_totals(game, 5)[0] == (1, 2, 1)
    assert round_totals(game, 5)[1] == (1, 2, 3)
    assert skirmish_outcome(game, 5) == 1


def test_a_disarmed_grenade_leaves_the_brawler_its_spear_ruling_r15() -> None:
    """[000:302] the saboteur renders one tool ineffective (discarded); [000:464] the player "may
    rearrange the available tools as desired"; R-15 the engine re-optimises after a disarm: a
    brawler with a grenade (5) falls back on the spear (4), still beating a thugs' 3."""
    game = skirmish([["saboteur"], ["brawler", "grenade", "spear"], ["thugs"]])
    assert "disarm 1:grenade" in texts(game, 0)
    game.apply(0, "disarm 1:grenade")
    pass_windows(game)
    pass_skirmish(game)
    assert round_totals(game, 3)[1] == (1, 4, 1)
    assert skirmish_outcome(game, 3) == 1


def test_disarming_a_saboteur_does_not_stop_it_acting() -> None:
    """[000:268] only units "sniped or disarmed" lose their turn, and a saboteur disarms a tool
    (a card with a tool icon [000:456]), never a person: a saboteur is a person, so seat 1's
    saboteur still acts after seat 0's saboteur has disarmed seat 1's spear."""
    game = skirmish([["saboteur", "brawler", "shovel"], ["saboteur", "scout", "spear"], []])
    game.apply(0, "disarm 1:spear")
    pass_windows(game)
    assert now(game) == sc.Decision("skirmish", 1)
    assert "disarm 0:shovel" in texts(game, 1)
    game.apply(1, "disarm 0:shovel")
    pass_windows(game)
    pass_skirmish(game)
    # brawler 2 (2 people with the saboteur) against scout 2 (2 people): a deadlock
    assert round_totals(game, 3)[0] == (1, 2, 2)
    assert round_totals(game, 3)[1] == (1, 2, 2)
    assert skirmish_outcome(game, 3) is None


def test_a_saboteur_cannot_disarm_its_own_players_tool_and_a_sniper_cannot_snipe_its_own() -> None:
    """[000:300] the saboteur "is used to attack one other player"; [000:314] the sniper renders
    "one opponent's tribe member" ineffective."""
    game = skirmish([["saboteur", "sniper_team", "brawler", "spear"], ["scout", "shovel"], []])
    legal = texts(game, 0)
    assert "disarm 1:shovel" in legal
    assert "snipe 1:scout" in legal
    assert not any(t.startswith(("disarm 0:", "snipe 0:")) for t in legal)


def test_a_contested_grenade_can_be_disarmed_in_the_skirmish() -> None:
    """[000:454-456] "What can a saboteur disarm? Any card with a tool icon"; the grenade is a tool
    [000:356] (cards.tsv: tool icon). Scavenger with grenade 4 against thugs 3: disarmed, 1 < 3."""
    game = skirmish([["saboteur"], ["scavenger", "grenade"], ["thugs"]])
    game.apply(0, "disarm 1:grenade")
    pass_windows(game)
    pass_skirmish(game)
    assert round_totals(game, 3)[1] == (1, 1, 1)
    assert skirmish_outcome(game, 3) == 2


def test_two_sniper_teams_take_two_cards_in_one_skirmish_opportunity_ruling_r12() -> None:
    """[000:316] one target per sniper team; R-12 special actions are once per card, and [000:492]
    a player activates her "snipers/saboteurs" in her one opportunity: two sniper teams take
    both of the thugs' player's fighters."""
    game = skirmish([["sniper_team", "sniper_team"], ["thugs", "brawler"], ["scavenger"]])
    game.apply(0, "snipe 1:thugs")
    pass_windows(game)
    assert now(game) == sc.Decision("skirmish", 0)
    game.apply(0, "snipe 1:brawler")
    pass_windows(game)
    pass_skirmish(game)
    assert round_totals(game, 3).get(1, (0, 0, 0)) == (0, 0, 0)
    assert skirmish_outcome(game, 3) == 2


# ---------------------------------------------------------------------------------------------
# two players [000:111-116], RULINGS V-2, V-3


def test_two_players_a_fight_of_two_beats_an_empty_force_ruling_v2() -> None:
    """[000:116] "Skirmishes must be won by 2"; V-2 "a participant without hasFight (or who did not
    commit) is treated as fight 0": 2 against nothing is a win by 2."""
    game = skirmish([["brawler"], []])
    pass_skirmish(game)
    assert skirmish_outcome(game, 3) == 0
    assert game.score(0).contested == 1


def test_two_players_a_tribe_family_against_an_empty_force_is_a_tie_ruling_v2() -> None:
    """[000:116] must be won by 2, else "it is a tie and the players place the contested resource on
    top of the junkyard and then shuffle"; [000:115] people are no longer relevant; V-2 the margin
    is 0 - 0 here, whatever the fight-0-beats-no-fight answer [000:418-420] says with more players."""
    game = skirmish([["tribe_family_5"], []], junkyard=["junk"])
    pass_skirmish(game)
    assert skirmish_outcome(game, 3) is None
    assert Counter(zone_kinds(game, "junkyard")) == Counter(["junk", "grenade"])


def test_two_players_three_against_two_with_more_people_is_still_a_tie() -> None:
    """[000:115-116] "The number of tribe members a player brings to a skirmish is no longer
    relevant. Skirmishes must be won by 2": thugs (3, 3 people) against a brawler (2) is a tie."""
    game = skirmish([["thugs"], ["brawler"]], junkyard=["junk"])
    pass_skirmish(game)
    assert skirmish_outcome(game, 3) is None
    assert "grenade" in zone_kinds(game, "junkyard")


def test_two_players_four_against_two_wins() -> None:
    """[000:116] a margin of exactly 2 wins: scavenger with a grenade (4) against a scout (2)."""
    game = skirmish([["scout"], ["scavenger", "grenade"]])
    pass_skirmish(game)
    assert skirmish_outcome(game, 3) == 1
    assert game.score(1).contested == 2  # her grenade and the one she won


def test_two_players_a_tied_last_resource_ends_the_game_in_the_junkyard_ruling_ed2() -> None:
    """[000:140,170] the game ends when the contested resource pile is depleted (ED-2: however the
    last card left); [000:116] a 2-player tie puts it into the junkyard. Nobody owns it."""
    game = table(
        2,
        round=3,
        players=[{"hand": ["brawler"], "discard": ["tribe_family_3"]}, {"hand": ["scout"]}],
        contested=["field_crew"],
        junkyard=["junk"],
    )
    finish_round(game, {0: "commit brawler", 1: "commit scout"})
    assert game.over
    assert skirmish_outcome(game, 3) is None
    assert "field_crew" in zone_kinds(game, "junkyard")
    assert game.result is not None
    assert tuple(game.result.winners) == (0,)
    assert game.score(0).contested == 1  # the tribe family she owned before
    assert game.score(1).contested == 0


def test_two_players_the_initiator_card_alternates_from_round_four_and_nobody_peeks_ruling_v3() -> None:
    """[000:146] the initiator card "remains with the first player for rounds 1-3. Thereafter, it
    moves to the initiator's left"; [000:114] "Eliminate all contested resources peeking" (V-3)."""
    game = table(2, round=2, initiator=1, players=[{}, {}], contested=["grenade", "wolf_pack", "sled_team", "net"])
    seen = []
    for _ in range(4):
        seen.append((game.round, game.view(None).initiator))
        assert game.view(0).peeked is None
        assert game.view(1).peeked is None
        finish_round(game)
    assert seen == [(2, 1), (3, 1), (4, 0), (5, 1)]


# ---------------------------------------------------------------------------------------------
# gathering examples and edges [000:196-252]


def test_natalies_two_scavengers_and_a_spear_hunt_three_and_hire_a_brawler_with_change() -> None:
    """[000:222-224] "Natalie plays two scavenger cards and a spear card ... Her combined hunt score
    is 3. Natalie can now spend 3 food this round to hire a mercenary card"; a brawler costs 2
    food (cards.tsv), overpayment allowed (R-13), only one hire [000:218]."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "scavenger", "spear", "refugee"]}])
    assert total_of(game, 0, "hunt scavenger+spear scavenger") == 3
    act(game, 0, "hunt scavenger+spear scavenger")
    assert game.view(0).seats[0].food == 3
    assert "hire brawler" in texts(game, 0)
    assert "hire scout" not in texts(game, 0)  # 1 med short
    act(game, 0, "hire brawler")
    assert "brawler" in game.view(None).seats[0].discard
    assert not any(t.startswith("hire") for t in texts(game, 0))


def test_natalies_brawler_digs_one_and_with_a_shovel_three() -> None:
    """[000:206] "a brawler has a dig value of 1 ... If Natalie were to also play a shovel, then the
    combined dig score would be 3 ... select one or zero to keep ... return the other cards to the
    bottom of the junkyard"."""
    game = table(3, round=3, players=[{"hand": ["brawler", "shovel"]}], junkyard=["net", "pills", "junk", "spear"])
    assert total_of(game, 0, "dig brawler") == 1
    assert total_of(game, 0, "dig brawler+shovel") == 3
    act(game, 0, "dig brawler+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net", "pills"]
    game.apply(0, "keep pills")
    assert zone_kinds(game, "junkyard") == ["spear", "net", "junk"]
    assert game.view(0).discard_hidden == ("pills",)


def test_a_tool_must_match_the_action_its_holder_performs() -> None:
    """[000:240] "A tribe member can use a single tool that enhances the ability of the action the
    tribe member is performing"; [000:350-364] a multitool modifies dig/hunt/fight, a net
    hunt/fight, a pickaxe dig/fight (cards.tsv): none of them improves a draw, a net no dig, a
    pickaxe no hunt."""
    game = table(3, round=3, players=[{"hand": ["scout", "multitool", "scavenger", "net", "pickaxe"]}])
    assert refused(game, 0, "draw scout+multitool")
    assert refused(game, 0, "dig scavenger+net")
    assert refused(game, 0, "hunt scavenger+pickaxe")
    assert total_of(game, 0, "dig scavenger+pickaxe") == 2
    assert total_of(game, 0, "hunt scavenger+net") == 3


def test_a_refugee_with_a_shovel_and_group_leaders_digs_four() -> None:
    """[000:444-446] group leaders do not count as a tool, "A tribe member card could use a tool AND
    have group leaders increase their action"; [000:448] a refugee with group leaders can dig:
    refugee 0 + shovel 2 + group leaders 2."""
    game = table(3, round=3, players=[{"hand": ["refugee", "shovel", "group_leaders"]}], junkyard=["junk"] * 5)
    legal = [t for t in texts(game, 0) if t.startswith("dig")]
    assert any(sorted(t.split()[1].split("+")) == ["group_leaders", "refugee", "shovel"] for t in legal), legal
    text = next(t for t in legal if sorted(t.split()[1].split("+")) == ["group_leaders", "refugee", "shovel"])
    act(game, 0, text)
    assert len(game.view(0).looking) == 4


def test_a_field_crew_uses_only_one_tool_for_its_four_people() -> None:
    """[000:189] "A player may only use one tool card for any tribe member, even if that tribe member
    represents multiple people": a field crew (dig 2) with a shovel digs 4, never shovel and
    pickaxe together."""
    game = table(3, round=3, players=[{"hand": ["field_crew", "shovel", "pickaxe"]}], junkyard=["junk"] * 6)
    assert total_of(game, 0, "dig field_crew+shovel") == 4
    assert refused(game, 0, "dig field_crew+pickaxe+shovel")
    assert refused(game, 0, "dig field_crew+shovel+pickaxe")


def test_a_mercenary_hired_this_turn_can_be_drawn_at_once_when_the_deck_is_empty_ruling_r6() -> None:
    """[000:218] the hired card goes to the discard pile at once; [000:190] a draw from an empty deck
    shuffles the discard pile into a new deck and continues; R-6 "The discard includes cards
    discarded earlier in the same turn". Pills hire a hunter, then a scout draws 2 from the
    reshuffled discard: the hunter and the pills. The hunter then hunts."""
    game = table(3, round=3, players=[{"hand": ["pills", "scout"]}])
    act(game, 0, "hire hunter pay pills")
    assert sorted(game.view(None).seats[0].discard) == ["hunter", "pills"]
    act(game, 0, "draw scout")
    assert sorted(game.view(0).hand) == ["hunter", "pills"]
    assert "hunt hunter" in texts(game, 0)
    act(game, 0, "hunt hunter")
    assert game.view(0).seats[0].food == 2


def test_hiring_with_exactly_enough_food_and_two_medicine_cards() -> None:
    """[000:216-218] the player "must be able to pay the cost", food from the hunt and medicine cards
    from hand; R-13 any number of medicine cards may be played. A sniper team (2 food + 2 meds)
    with a hunt of 2 and two pills; one pill short is refused."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "spear", "pills", "pills"]}])
    act(game, 0, "hunt scavenger+spear")
    legal = texts(game, 0)
    assert "hire sniper_team pay pills pills" in legal
    assert "hire sniper_team pay pills" not in legal
    assert "hire group_leaders pay pills pills" in legal
    act(game, 0, "hire sniper_team pay pills pills")
    assert "sniper_team" in game.view(None).seats[0].discard
    assert game.view(0).hand == ()


def test_thugs_hired_with_three_food_a_medkit_and_a_pill() -> None:
    """[000:400-402] "Thugs can be hired using any combination of food and meds totaling 6 units":
    hunt 3 + medkit 2 + pills 1 = 6; without the pill it is 5, refused."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "scavenger", "spear", "medkit", "pills"]}])
    act(game, 0, "hunt scavenger+spear scavenger")
    legal = texts(game, 0)
    assert "hire thugs pay medkit pills" in legal
    assert "hire thugs pay medkit" not in legal
    act(game, 0, "hire thugs pay medkit pills")
    assert "thugs" in game.view(None).seats[0].discard


def test_a_hunter_may_be_overpaid_with_a_medkit_ruling_r13() -> None:
    """[000:408-410] play the medicine during the hire, no human required; R-13 "Overpayment is
    allowed and the excess is lost": a medkit (2 meds) hires a hunter (1 med)."""
    game = table(3, round=3, players=[{"hand": ["medkit"]}])
    assert "hire hunter pay medkit" in texts(game, 0)
    act(game, 0, "hire hunter pay medkit")
    assert "hunter" in game.view(None).seats[0].discard
    assert "medkit" in game.view(None).seats[0].discard


def test_the_walkthrough_carols_refugee_and_spear_hunt_one_and_hire_a_scavenger() -> None:
    """[000:512] "Carol performs a dig action, using a scavenger for a dig of 1. She also performs a
    hunt action, using a refugee and a spear for a hunt of 1 ... hire a scavenger (cost is 1 food)
    ... This leaves a tribe family and refugee for the skirmish"; she "declares that two cards are
    going to the skirmish"."""
    game = table(
        3,
        round=3,
        players=[{}, {"hand": ["scavenger", "spear", "refugee", "refugee", "tribe_family_3"]}],
        initiator=1,
        junkyard=["net", "junk"],
    )
    act(game, 1, "dig scavenger")
    game.apply(1, "keep net")
    assert total_of(game, 1, "hunt refugee+spear") == 1
    act(game, 1, "hunt refugee+spear")
    act(game, 1, "hire scavenger")
    assert sorted(game.view(1).hand) == ["refugee", "tribe_family_3"]
    act(game, 1, "end")
    game.apply(1, "commit refugee tribe_family_3")
    assert game.view(None).seats[1].committed_count == 2
    assert Counter(game.view(None).seats[1].discard) == Counter(["scavenger", "scavenger", "refugee", "spear"])
    assert game.view(None).seats[1].discard_hidden_count == 1


def test_the_walkthrough_bettys_two_food_and_medkit_hire_a_scout() -> None:
    """[000:518] "Betty performs a hunt action, using a scavenger and a spear for a hunt of 2 ... She
    also plays a medkit card, representing two meds ... she chooses to hire a scout"; she keeps
    a scavenger and a shovel for the skirmish (fight 2 [000:522])."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "scavenger", "spear", "shovel", "medkit"]}])
    act(game, 0, "hunt scavenger+spear")
    assert game.view(0).seats[0].food == 2
    act(game, 0, "hire scout pay medkit")
    assert sorted(game.view(0).hand) == ["scavenger", "shovel"]
    act(game, 0, "end")
    game.apply(0, "commit scavenger shovel")
    strength = game.view(0).committed_strength
    assert strength is not None
    assert (strength.has_fight, strength.fight, strength.people) == (True, 2, 1)


# ---------------------------------------------------------------------------------------------
# deadlocks, the junkyard and the end of the game


def test_a_deadlock_shuffles_the_whole_junkyard_ruling_ed6() -> None:
    """[000:274] "the players place the top card from the contested resources pile into the junkyard
    pile without looking at it. The players shuffle the junkyard"; ED-6 "then shuffle the whole
    JY": over a few seeds the old cards do not keep their order."""
    pile = ["net", "pills", "spear", "multitool", "pickaxe", "junk", "medkit", "shovel"]
    orders = set()
    for seed in range(6):
        game = table(
            3, round=3, players=[{}, {}, {}], junkyard=list(pile), contested=["grenade", "wolf_pack"], seed=seed
        )
        finish_round(game)
        after = zone_kinds(game, "junkyard")
        assert sorted(after) == sorted([*pile, "grenade"])
        orders.add(tuple(k for k in after if k != "grenade"))
    assert len(orders) > 1


def test_two_players_a_tie_shuffles_the_whole_junkyard_ruling_ed6() -> None:
    """[000:116] "place the contested resource on top of the junkyard and then shuffle the junkyard"
    (ED-6): not left on top, the pile shuffled."""
    pile = ["net", "pills", "spear", "multitool", "pickaxe", "junk", "medkit", "shovel"]
    orders = set()
    tops = set()
    for seed in range(6):
        game = table(
            2,
            round=3,
            players=[{"hand": ["scout"]}, {"hand": ["brawler"]}],
            junkyard=list(pile),
            seed=seed,
            contested=["grenade", "wolf_pack"],
        )
        finish_round(game, {0: "commit scout", 1: "commit brawler"})
        after = zone_kinds(game, "junkyard")
        assert sorted(after) == sorted([*pile, "grenade"])
        tops.add(after[0])
        orders.add(tuple(k for k in after if k != "grenade"))
    assert len(orders) > 1
    assert tops != {"grenade"}


def test_a_contested_resource_dug_after_a_deadlock_can_be_kept_and_fights_for_its_new_owner() -> None:
    """[000:274] a deadlocked resource goes into the junkyard; [000:204] a dig may keep any card it
    draws; F-3 it then counts as a contested resource of its owner. Next round a grenade dug up
    this way gives +3 fight."""
    game = table(
        3,
        round=3,
        players=[{}, {}, {"hand": ["brawler"], "deck": ["scavenger", "refugee", "refugee", "refugee"]}],
        junkyard=[],
        contested=["grenade", "wolf_pack"],
    )
    finish_round(game)  # nobody commits: a deadlock, the grenade goes into the (empty) junkyard
    assert zone_kinds(game, "junkyard") == ["grenade"]
    assert game.round == 4
    assert game.view(None).initiator == 1
    act(game, 1, "end")  # seat 1 holds no cards: no commit decision
    assert now(game) == sc.Decision("turn", 2)
    act(game, 2, "dig brawler")
    assert game.view(2).looking == ("grenade",)
    game.apply(2, "keep grenade")
    assert game.score(2).contested == 1


def test_the_last_round_still_has_its_skirmish_and_the_winner_scores_the_last_resource() -> None:
    """[000:140] "The game continues like this until the contested resource pile is depleted";
    [000:170] then the largest tribe wins. The last card, a 5-person tribe family, is won in
    the last skirmish and decides the game."""
    game = table(
        3,
        round=6,
        initiator=2,
        players=[
            {"hand": ["scavenger"], "discard": ["thugs", "refugee"]},
            {"hand": ["brawler"], "discard": ["refugee"]},
            {"discard": ["thugs", "refugee", "refugee"]},
        ],
        contested=["tribe_family_5"],
    )
    finish_round(game, {0: "commit scavenger", 1: "commit brawler"})
    assert game.over
    assert skirmish_outcome(game, 6) == 1
    assert game.score(1).people == 1 + 1 + 5
    assert game.result is not None
    assert tuple(game.result.winners) == (1,)


def test_a_player_who_used_her_only_committed_card_in_gathering_cannot_win_the_skirmish() -> None:
    """[000:476] committed cards "can be retrieved and played as instants during an opponent's ...
    action. Remaining cards are then re-committed"; [000:480] the sniper is discarded after use;
    S-1 a player with nothing committed "can never win". Her sniper gone, seat 0 brings nothing;
    seat 2's refugee (no fight, 1 person) wins against seat 1's junk."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["sniper_team"]}, {"hand": ["scavenger", "junk"]}, {"hand": ["refugee"]}],
        junkyard=["net", "pills"],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "end")
    game.apply(0, "commit sniper_team")
    game.apply(1, "dig scavenger")
    assert now(game) == sc.Decision("respond", 2, 1, "dig")
    game.apply(2, "pass")
    assert now(game) == sc.Decision("respond", 0, 1, "dig")
    game.apply(0, "snipe 1:scavenger")
    pass_windows(game)
    assert game.view(None).seats[0].committed_count == 0
    assert "sniper_team" in game.view(None).seats[0].discard
    if now(game).kind == "resume":
        game.apply(1, "abort")
    end_gathering(game, {1: "commit junk", 2: "commit refugee"})
    pass_skirmish(game)
    assert round_totals(game, 3).get(0, (0, 0, 0)) == (0, 0, 0)
    assert skirmish_outcome(game, 3) == 2


def test_a_draw_larger_than_deck_and_discard_draws_everything_there_is_ruling_r5() -> None:
    """[000:190] draw the deck, then shuffle the discard pile and continue; R-5 "Draw as many as
    exist; the rest of the draw is lost". A scout and a sled team draw 4 with one card in the
    deck and one in the discard: both come, nothing more."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scout", "sled_team"], "deck": ["thugs"], "discard": ["pills"]}],
    )
    act(game, 0, "draw scout sled_team")
    assert sorted(game.view(0).hand) == ["pills", "thugs"]
    assert game.view(None).seats[0].deck_count == 0
    assert game.view(None).seats[0].discard == ("scout", "sled_team")


# ---------------------------------------------------------------------------------------------
# more FAQ answers and meeting rules


def test_group_leaders_give_a_refugee_dig_or_hunt_only_and_a_tribe_family_fight_or_hunt_only() -> None:
    """[000:448-450] "A refugee combined with a group leaders card becomes capable of dig or hunt. A
    tribe family enhanced by group leaders can attack or hunt"; [000:188] a modifier needs the
    base ability: a refugee has no draw, a tribe family no dig and no draw (cards.tsv)."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["refugee", "tribe_family_3", "group_leaders"], "deck": ["pills"] * 4}],
        junkyard=["junk"] * 4,
    )
    assert total_of(game, 0, "dig refugee+group_leaders") == 2
    assert total_of(game, 0, "hunt refugee+group_leaders") == 2
    assert total_of(game, 0, "hunt tribe_family_3+group_leaders") == 2
    assert refused(game, 0, "draw refugee+group_leaders")
    assert refused(game, 0, "draw tribe_family_3+group_leaders")
    assert refused(game, 0, "dig tribe_family_3+group_leaders")


def test_two_player_setup_takes_the_starters_from_the_pools_ruling_r0() -> None:
    """[000:95-107] starter decks of 10, extra refugees to the box, 8 mercenary stacks; R-0 the
    starters come from the pools: 20 - 6 scavengers and 10 - 2 brawlers for hire, 20 - 8 refugees
    in the box; [000:37] the 14 contested resources (2 wolf packs, 2 grenades, 2 sled teams, 2
    field crews, 6 tribe families) all in the pile; [000:113] V-1 the 26-card junkyard."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=3))
    market = dict(game.view(None).market)
    assert market["scavenger"] == 14
    assert market["brawler"] == 8
    assert Counter(zone_kinds(game, "box"))["refugee"] == 12
    assert Counter(zone_kinds(game, "contested")) == Counter(
        wolf_pack=2, grenade=2, sled_team=2, field_crew=2, tribe_family_3=2, tribe_family_4=2, tribe_family_5=2
    )
    assert game.view(None).junkyard_count == 5 + 2 + 2 + 2 + 2 + 2 + 4 + 7


def test_a_struck_hunt_gives_its_other_cards_back_to_be_committed_to_the_skirmish() -> None:
    """[000:486-488] after a snipe or disarm while gathering "only the card that was sniped/disarmed
    is discarded. All other cards involved in that action can be taken back into hand and
    re-purposed ... to do something else entirely": the scavenger of a disarmed hunt goes to the
    skirmish and wins it with its fight of 1."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scavenger", "spear"]}, {"hand": ["saboteur"]}, {"hand": ["refugee"]}],
        contested=["grenade", "wolf_pack"],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "disarm 0:spear")
    pass_windows(game)
    assert (now(game).kind, now(game).seat) == ("resume", 0)
    game.apply(0, "abort")
    assert game.view(0).hand == ("scavenger",)
    act(game, 0, "end")
    game.apply(0, "commit scavenger")
    end_gathering(game, {2: "commit refugee"})
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 1, 1)
    assert skirmish_outcome(game, 3) == 0


def test_a_disarmed_spear_lowers_the_hunts_food_and_so_the_hire() -> None:
    """[000:488] the other cards of the struck action may go on; [000:222] the food is the sum of the
    hunt values played: scavenger 1 without the spear's +1, too little for a brawler (2 food)."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "spear"]}, {"hand": ["saboteur"]}])
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "disarm 0:spear")
    pass_windows(game)
    game.apply(0, "continue")
    pass_windows(game)
    assert game.view(0).seats[0].food == 1
    legal = texts(game, 0)
    assert "hire scavenger" in legal
    assert "hire brawler" not in legal


def test_a_sniped_scout_leaves_the_draw_to_the_scavenger() -> None:
    """[000:476] snipers may be played during an opponent's draw action; [000:488] the rest of the
    action may go on: the scavenger draws 1 instead of 3."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["scout", "scavenger"], "deck": ["thugs", "pills", "net"]}, {"hand": ["sniper_team"]}],
    )
    game.apply(0, "draw scout scavenger")
    game.apply(1, "snipe 0:scout")
    pass_windows(game)
    game.apply(0, "continue")
    pass_windows(game)
    assert game.view(0).hand == ("thugs",)
    assert zone_kinds(game, "0:deck") == ["pills", "net"]


def test_the_last_card_of_a_mercenary_stack_goes_to_the_first_to_hire_it_ruling_r9() -> None:
    """[000:216] a hire takes a card from the face-up piles; R-9 "A mercenary type whose stack is
    empty cannot be hired": the last thugs hired by the initiator are gone for the next player,
    in the last round of the game."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["medkit", "medkit", "medkit"]}, {"hand": ["medkit", "medkit", "medkit"]}],
        market={"thugs": 1},
        contested=["grenade"],
    )
    act(game, 0, "hire thugs pay medkit medkit medkit")
    assert dict(game.view(None).market)["thugs"] == 0
    act(game, 0, "end")
    d = now(game)
    if d.kind == "commit":
        game.apply(0, "commit none")
    assert now(game) == sc.Decision("turn", 1)
    assert not any(t.startswith("hire thugs") for t in texts(game, 1))
    assert "hire hunter pay medkit" in texts(game, 1)


def test_the_whole_sample_round_walkthrough_sarah_wins_on_people() -> None:
    """[000:502-522] the sample round, played in full: Sarah digs refugee+shovel (2) and keeps the
    net, reserving brawler, refugee and pills; Carol digs with a scavenger, hunts refugee+spear (1),
    hires a scavenger and bluffs two cards (refugee, tribe family); Betty hunts scavenger+spear
    (2), adds a medkit, hires a scout and reserves scavenger and shovel. "Sarah has a fight of 2
    ... Carol has a fight of 0 ... Betty has a fight of 2 ... This tips the scale in favor of
    Sarah who brought 2 people to the fight". Carol's 4 people do not count: she is not tied."""
    game = table(
        3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["brawler", "shovel", "refugee", "refugee", "pills"]},
            {"hand": ["scavenger", "spear", "refugee", "refugee", "tribe_family_3"]},
            {"hand": ["scavenger", "scavenger", "spear", "shovel", "medkit"]},
        ],
        junkyard=["net", "junk", "pickaxe", "pills"],
        contested=["field_crew", "grenade"],
    )
    # Sarah
    assert total_of(game, 0, "dig refugee+shovel") == 2
    act(game, 0, "dig refugee+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net"]
    game.apply(0, "keep net")
    assert zone_kinds(game, "junkyard") == ["pickaxe", "pills", "junk"]
    act(game, 0, "end")
    game.apply(0, "commit brawler pills refugee")
    # Carol
    act(game, 1, "dig scavenger")
    assert game.view(1).looking == ("pickaxe",)
    game.apply(1, "keep pickaxe")
    act(game, 1, "hunt refugee+spear")
    assert game.view(1).seats[1].food == 1
    act(game, 1, "hire scavenger")
    act(game, 1, "end")
    game.apply(1, "commit refugee tribe_family_3")
    # Betty
    act(game, 2, "hunt scavenger+spear")
    assert game.view(2).seats[2].food == 2
    act(game, 2, "hire scout pay medkit")
    act(game, 2, "end")
    assert [s.committed_count for s in game.view(None).seats] == [3, 2, 0]
    game.apply(2, "commit scavenger shovel")
    pass_skirmish(game)
    assert round_totals(game, 3) == {0: (1, 2, 2), 1: (1, 0, 4), 2: (1, 2, 1)}
    assert skirmish_outcome(game, 3) == 0
    assert game.score(0).contested == 1
    # her own five cards, the kept net and the won field crew
    assert game.score(0).cards == 5 + 1 + 1


@pytest.mark.parametrize(
    ("hand", "declared", "strike"),
    [
        (["refugee", "shovel"], "dig refugee+shovel", "disarm 0:shovel"),
        (["refugee", "spear"], "hunt refugee+spear", "disarm 0:spear"),
        (["refugee", "group_leaders"], "dig refugee+group_leaders", "snipe 0:group_leaders"),
        (["scout", "group_leaders"], "draw scout+group_leaders", "snipe 0:scout"),
    ],
)
def test_a_struck_action_left_with_a_total_of_zero_or_a_modifier_alone_can_only_be_aborted_ruling_i2(
    hand: list[str], declared: str, strike: str
) -> None:
    """[000:252] an action's total must be "1 or greater"; [000:188] a modifier needs a card with
    the base ability; I-2 the struck player may continue "if the action is still legal (total >= 1,
    modifiers still have holders)", otherwise abort: a refugee (dig 0, hunt 0) without its tool or
    its group leaders, or group leaders without their scout, cannot go on."""
    game = table(
        3,
        round=3,
        players=[{"hand": hand, "deck": ["pills"] * 4}, {"hand": ["sniper_team", "saboteur"]}],
        junkyard=["junk"] * 4,
    )
    game.apply(0, declared)
    game.apply(1, strike)
    pass_windows(game)
    assert (now(game).kind, now(game).seat) == ("resume", 0)
    assert texts(game, 0) == ["abort"]


def test_group_leaders_follow_the_surviving_fighter_after_a_skirmish_snipe_ruling_r15() -> None:
    """[000:464] after a snipe the player "may rearrange" what her people hold; [000:444-446] group
    leaders modify another tribe member like a tool does; R-15 re-optimise after every snipe: the
    brawler sniped, the group leaders raise the scavenger to 3, beating a scout's 2."""
    game = skirmish([["sniper_team"], ["brawler", "scavenger", "group_leaders"], ["scout"]])
    game.apply(0, "snipe 1:brawler")
    pass_windows(game)
    pass_skirmish(game)
    assert round_totals(game, 3)[1] == (1, 3, 3)
    assert skirmish_outcome(game, 3) == 1


# ---------------------------------------------------------------------------------------------
# the base-game FAQ [000:382-500], one answer each (those not already checked above)


def test_faq_dug_junk_may_go_straight_to_the_bottom_without_another_dig() -> None:
    """[000:384-388] "Players do not have to hold onto these cards. They may immediately place them
    at the bottom of the junkyard (they do not get another dig)"."""
    game = table(
        3, round=3, players=[{"hand": ["brawler", "shovel", "scavenger"]}], junkyard=["junk", "junk", "pills", "net"]
    )
    act(game, 0, "dig brawler+shovel")
    assert game.view(0).looking == ("junk", "junk", "pills")
    game.apply(0, "keep none")
    assert zone_kinds(game, "junkyard") == ["net", "junk", "junk", "pills"]
    assert not any(t.startswith("dig") for t in texts(game, 0))


def test_faq_group_leaders_and_snipers_carry_no_tools_while_gathering() -> None:
    """[000:390-392] "Can group leaders, or snipers carry tools? No. A card must have a base ability
    in order to improve it with a tool"."""
    game = table(
        3, round=3, players=[{"hand": ["group_leaders", "sniper_team", "shovel", "spear"]}], junkyard=["junk"] * 3
    )
    for text in (
        "dig group_leaders+shovel",
        "hunt group_leaders+spear",
        "dig sniper_team+shovel",
        "hunt sniper_team+spear",
    ):
        assert refused(game, 0, text), text
    assert not any(t.startswith(("dig", "hunt", "draw")) for t in texts(game, 0))


def test_faq_a_wolf_pack_alone_brings_no_fight_and_no_people() -> None:
    """[000:394-396] the wolf pack "cannot [operate independently] since it is a modifier card": alone
    in a force it has no fight and no people, so a lone refugee (1 person) beats it [000:272]."""
    game = skirmish([["wolf_pack"], ["refugee"], []])
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (0, 0, 0)
    assert skirmish_outcome(game, 3) == 1


def test_faq_medicine_does_not_improve_a_hunt_and_pills_alone_hire_a_hunter() -> None:
    """[000:404-406] "a Medkit to improve the hunting of one of my mercenaries? No"; [000:408-410]
    "Play your medicine card during the hire action, no human required": one pill, exactly the
    hunter's 1 med."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "medkit", "pills"]}])
    assert refused(game, 0, "hunt scavenger+medkit")
    assert refused(game, 0, "hunt scavenger+pills")
    act(game, 0, "hire hunter pay pills")
    assert "hunter" in game.view(None).seats[0].discard
    assert sorted(game.view(0).hand) == ["medkit", "scavenger"]


def test_faq_everyone_at_fight_zero_the_most_people_win() -> None:
    """[000:414-416] "What happens if everyone has a fight value of 0, but one person has more tribe
    members at the skirmish? Ties are broken in 3-5 player games based upon number of people"."""
    game = skirmish([["tribe_family_3"], ["tribe_family_5"], ["tribe_family_4"]])
    pass_skirmish(game)
    assert round_totals(game, 3) == {0: (1, 0, 3), 1: (1, 0, 5), 2: (1, 0, 4)}
    assert skirmish_outcome(game, 3) == 1


def test_faq_no_fight_and_equal_people_is_a_tie_into_the_junkyard() -> None:
    """[000:422-424] "What happens if no one brings any fight value and everyone ties for the number
    of people ... It is a tie. Place the contested resource on the top of the junkyard and shuffle
    it": one refugee each (the third player's spear adds no one)."""
    game = skirmish([["refugee"], ["refugee", "spear"], ["refugee", "pills"]], junkyard=["junk"])
    pass_skirmish(game)
    assert skirmish_outcome(game, 3) is None
    assert Counter(zone_kinds(game, "junkyard")) == Counter(["junk", "grenade"])


def test_faq_the_largest_tribe_adds_up_each_cards_people_not_its_cards() -> None:
    """[000:436-438] "Each tribe member card represents one or more people. Add up the total VALUE of
    each card": one field crew (4) beats three refugees (3 cards, 3 people) at the end."""
    game = table(
        3,
        round=3,
        players=[{"discard": ["field_crew"]}, {"discard": ["refugee", "refugee", "refugee"]}, {}],
        contested=["grenade"],
    )
    finish_round(game)
    assert game.over
    assert (game.score(0).people, game.score(1).people) == (4, 3)
    assert game.result is not None
    assert tuple(game.result.winners) == (0,)


def test_faq_group_leaders_stack_on_one_fighter() -> None:
    """[000:440-442] "Can group leaders abilities stack? (i.e. +2 +2 +2....) Yes, you can play
    multiple group leaders to modify a single base ability": a brawler with two group leaders
    fights 2 + 2 + 2 = 6, beating thugs with a spear (5)."""
    game = skirmish([["brawler", "group_leaders", "group_leaders"], ["thugs", "spear"], []])
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 6, 5)
    assert skirmish_outcome(game, 3) == 0


def test_faq_a_sniper_team_attacks_only_people_never_tools_or_medicine() -> None:
    """[000:458-460] "Sniper teams can only attack people (i.e. card with a person icon)"; a
    saboteur disarms only "Any card with a tool icon" [000:454-456]."""
    game = skirmish([["sniper_team", "saboteur"], ["scout", "shovel", "pills", "junk"], []])
    legal = texts(game, 0)
    assert "snipe 1:scout" in legal
    assert "disarm 1:shovel" in legal
    for text in (
        "snipe 1:shovel",
        "snipe 1:pills",
        "snipe 1:junk",
        "disarm 1:scout",
        "disarm 1:pills",
        "disarm 1:junk",
    ):
        assert refused(game, 0, text), text


def test_faq_sarahs_scavenger_drops_the_spear_for_the_grenade_of_her_sniped_brawler() -> None:
    """[000:462-468] "Sarah's brawler is holding a grenade (+3 fight) and gets sniped by Carol. Sarah
    also has a scavenger in play holding a spear (+2 fight). The scavenger drops the spear in
    favor of the grenade": 1 + 3 = 4, which beats Betty's thugs (3)."""
    game = skirmish([["brawler", "grenade", "scavenger", "spear"], ["sniper_team"], ["thugs"]], contested=["wolf_pack"])
    pass_windows(game)
    assert now(game) == sc.Decision("skirmish", 1)
    game.apply(1, "snipe 0:brawler")
    pass_windows(game)
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 4, 1)
    assert skirmish_outcome(game, 3) == 0


def test_faq_a_sniper_team_takes_out_a_five_person_tribe_family() -> None:
    """[000:470-472] "Can a sniper team take out a multi-person tribe member card? Yes": with it go
    its fight 0 and its 5 people, so a lone refugee (1 person) now beats that force."""
    game = skirmish([["sniper_team"], ["tribe_family_5"], ["refugee"]])
    game.apply(0, "snipe 1:tribe_family_5")
    pass_windows(game)
    pass_skirmish(game)
    assert round_totals(game, 3).get(1, (0, 0, 0)) == (0, 0, 0)
    assert skirmish_outcome(game, 3) == 0  # the used sniper team's 2 people beat the refugee's 1 [000:498-500]


def test_faq_a_gathering_snipe_cannot_be_sniped_back_by_a_third_player() -> None:
    """[000:482-484] "Can a sniper/saboteur played during a resource gathering action be countered
    with another sniper? No, they are resolved as instants, occur immediately, and can't be
    prevented": the third player may not target the first sniper team; the scout is gone."""
    game = table(
        3,
        round=3,
        players=[
            {"hand": ["scout", "scavenger"], "deck": ["pills"] * 3},
            {"hand": ["sniper_team"]},
            {"hand": ["sniper_team"]},
        ],
    )
    game.apply(0, "draw scout scavenger")
    game.apply(1, "snipe 0:scout")
    while (d := now(game)).kind == "respond" and d.seat != 0:
        assert not any(t.startswith("snipe 1:") for t in texts(game, d.seat))
        game.apply(d.seat, "pass")
    assert "scout" in game.view(None).seats[0].discard
    assert "sniper_team" in game.view(None).seats[1].discard


def test_natalies_refugee_may_dig_or_hunt_but_never_both() -> None:
    """[000:254-258] "once a card has been played for a given action it cannot be used for another
    action during that round ... if Natalie plays a refugee card, this can be used to either dig in
    the junkyard or hunt for food. Under no circumstances could she use the card for both"."""
    game = table(3, round=3, players=[{"hand": ["refugee", "shovel", "spear"]}], junkyard=["net", "junk"])
    assert total_of(game, 0, "dig refugee+shovel") == 2
    assert total_of(game, 0, "hunt refugee+spear") == 1
    act(game, 0, "dig refugee+shovel")
    game.apply(0, "keep none")
    assert game.view(0).hand == ("spear",)
    assert not any(t.startswith("hunt") for t in texts(game, 0))
    assert refused(game, 0, "hunt refugee+spear")
