"""Sweep (14): a line-by-line pass over the Recon rulebook [003], top to bottom.

Written from the rulebooks only ([003] Recon 2015, [000] the 2015 base/HQ rules) and the project's
rulings (RULINGS.md, cited by ID), without reading the engine. Each sentence of [003] that states a
checkable rule was looked up among the existing tests (tests/test_rules_*.py and the audits); the
tests here cover what was left: the edge cases and the interactions between modules, with HQ and
with the variants. Citations: [file:line] of shared/rules/*.txt, or a ruling ID of RULINGS.md.

Card figures used (shared/cards.tsv): spy +2 fight modifier; scouting refugee +1 dig/hunt/fight
modifier, 1 person; binoculars hunt 1 (P-2); hardy scavenger dig 1, draw 0, hunt 1, fight 0;
tinker +1 dig/hunt/fight; provocateur draw 1 fight 1; rogue draw 1 fight 1; guard fight 2;
group leaders +2 everything, 2 people; sniper team 2 people; brawler fight 2; scavenger 1/1/1/1;
spear hunt +1 fight +2; shovel dig +2 fight +1; cargo sled dig +2 hunt +2; medic 1 person.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    end_gathering,
    knowledge,
    now,
    pass_windows,
    refused,
    seat_totals,
    skirmish_turns,
    skirmish_winner,
    stacked_table,
    texts,
    zone_kinds,
)

R1 = frozenset({"recon1"})
R2 = frozenset({"recon2"})
R3 = frozenset({"recon3"})
R4 = frozenset({"recon4"})
R5 = frozenset({"recon5"})
HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
# Seven filler cards per seat, so that no draw in these tables reshuffles.
FILL = [["refugee"] * 7, ["scavenger"] * 7, ["hunter"] * 7, ["refugee"] * 7]


def new_game(
    hands: list[list[str]], modules: frozenset[str], *, decks: list[list[str]] | None = None, **table: Any
) -> sc.Game:
    """A stacked table (:func:`helpers.stacked_table`), round 3, seat 0 first, FILL decks."""
    return stacked_table(hands, modules, decks=decks or FILL[: len(hands)], **table)


def discard(game: sc.Game, seat: int) -> Counter[str]:
    return Counter(game.view(None).seats[seat].discard)


def hand(game: sc.Game, seat: int) -> Counter[str]:
    return Counter(game.view(seat).hand)


# ---------------------------------------------------------------------------------------------
# New actions [003:28-35]; Spy [003:63-79]; Scouting refugee [003:81-91]; Binoculars [003:93-107]


def test_a_cancelled_spy_with_binoculars_loses_both_cards_and_still_draws_one_003_030_072_102_ruling_x4() -> None:
    """[003:30] the cancelled card and the cancelling card are both discarded; [003:102] binoculars
    improve the spy; [003:72] a cancelled spy still draws 1; [003:86] the scouting refugee's owner
    draws 1; nothing is seen."""
    game = new_game(
        [["spy", "binoculars", "brawler"], ["scouting_refugee", "refugee"], ["refugee"]],
        R1,
        decks=[["shovel", *FILL[0]], ["net", *FILL[1]], FILL[2]],
    )
    game.apply(0, "spy binoculars 1:hand")
    assert now(game).seat == 1
    assert "cancel scouting_refugee" in texts(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    assert discard(game, 0)["spy"] == 1
    assert discard(game, 0)["binoculars"] == 1
    assert hand(game, 0) == Counter(["brawler", "shovel"])
    assert discard(game, 1)["scouting_refugee"] == 1
    assert hand(game, 1) == Counter(["refugee", "net"])


def test_a_spy_with_two_binoculars_sees_up_to_eight_cards_003_102_ruling_x1() -> None:
    """[003:102] each binoculars improves any recon action "by an additional two cards" (X-1: +2
    each): a spy (4) with two binoculars sees 8 cards of a 9-card deck, in their order [003:34]."""
    deck = ["net", "junk", "pills", "spear", "medkit", "pickaxe", "shovel", "multitool", "junk"]
    game = new_game([["spy", "binoculars", "binoculars"], ["refugee"], ["refugee"]], R1, decks=[FILL[0], deck, FILL[2]])
    game.apply(0, "spy binoculars binoculars 1:deck")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {"1:deck": tuple(deck[:8])}
    assert zone_kinds(game, "1:deck") == deck
    assert discard(game, 0)["binoculars"] == 2


def test_a_scout_tower_with_two_binoculars_sees_six_cards_of_each_pile_003_102_212_ruling_x1() -> None:
    """[003:212] the tower peeks at the first two cards of two piles; [003:102] +2 cards per
    binoculars (X-1: on each of its piles): 2 + 2 + 2 = 6 of each, returned in order [003:34]."""
    junkyard = ["net", "junk", "pills", "spear", "medkit", "pickaxe", "shovel", "multitool"]
    contested = [
        "grenade",
        "wolf_pack",
        "sled_team",
        "field_crew",
        "tribe_family_3",
        "tribe_family_4",
        "tribe_family_5",
    ]
    game = new_game(
        [["junk", "binoculars", "binoculars"], ["refugee"], ["refugee"]],
        R1 | R3,
        junkyard=junkyard,
        contested=contested,
        extra=[{"buildings": [{"building": "scout_tower"}]}, {}, {}],
    )
    game.apply(0, "tower junk binoculars binoculars contested+junkyard")
    pass_windows(game)
    seen = knowledge(game, 0, "scout_tower")
    assert seen == {"contested": tuple(contested[:6]), "junkyard": tuple(junkyard[:6])}
    assert zone_kinds(game, "junkyard") == junkyard
    assert zone_kinds(game, "contested") == contested


def test_a_scouting_refugee_is_a_refugee_for_the_peacemaker_003_083_ruling_l1_l2() -> None:
    """[003:83] the scouting refugee "serves as a refugee for any actions ... that depend upon a
    refugee card (i.e. tribal leader powers)"; L-1 scouting refugees qualify; the Peacemaker gives
    another member +2 to hunt (L-2): scavenger hunt 1 + 2 = 3 food."""
    game = new_game(
        [["scouting_refugee", "scavenger", "junk"], ["refugee"], ["refugee"]],
        R1 | HQ3,
        extra=[{"leader": "leader_peacemaker"}, {"leader": "leader_mentor"}, {"leader": "leader_ranger"}],
    )
    assert "lead scouting_refugee" in texts(game, 0)
    game.apply(0, "lead scouting_refugee")
    pass_windows(game)
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert game.view(0).seats[0].food == 3
    assert discard(game, 0)["scouting_refugee"] == 1


def test_a_scouting_refugee_modifies_a_refugees_dig_0_into_a_dig_of_1_003_085() -> None:
    """[003:85] the scouting refugee "can modify another tribe member's actions": a refugee's dig
    of 0 (a base ability) plus its +1 is a dig of 1, which may be declared ([000:252] total >= 1);
    the scouting refugee alone initiates nothing."""
    game = new_game([["scouting_refugee", "refugee"], ["refugee"], ["refugee"]], R1, junkyard=["net", "junk"])
    assert refused(game, 0, "dig scouting_refugee")
    assert refused(game, 0, "dig refugee")
    assert "dig refugee+scouting_refugee" in texts(game, 0)
    game.apply(0, "dig refugee+scouting_refugee")
    pass_windows(game)
    assert list(game.view(0).looking) == ["net"]


# ---------------------------------------------------------------------------------------------
# Module 2 [003:109-153]: assassin, guard, provocateur, rogue


@pytest.mark.parametrize("target", ["scrappers", "demolition_team", "combat_medics", "group_leaders", "sled_team"])
def test_an_assassin_in_the_skirmish_cannot_snipe_a_card_of_several_people_003_118_ruling_x10(target: str) -> None:
    """[003:118] the assassin attacks "only single-unit tribe members (cards that represent only 1
    tribe member)": scrappers and a demolition team (2 people), combat medics (4), group leaders
    (2), a sled team (2) are out of reach in the skirmish too; the brawler beside them is not."""
    game = new_game(
        [["assassin", "brawler"], ["brawler", target], ["refugee"]], R2 | R3 | R4, contested=["grenade", "net"]
    )
    end_gathering(game, {0: "commit assassin brawler", 1: f"commit brawler {target}"})
    assert now(game).seat == 0
    assert refused(game, 0, f"snipe assassin 1:{target}")
    assert "snipe assassin 1:brawler" in texts(game, 0)


def test_an_assassin_snipes_a_single_person_scouting_refugee_or_hardy_scavenger_003_118() -> None:
    """[003:118] single-unit tribe members are the assassin's targets: a scouting refugee and a
    hardy scavenger (1 person each) may be sniped in the skirmish."""
    game = new_game(
        [["assassin", "brawler"], ["hardy_scavenger", "scouting_refugee", "brawler"], ["refugee"]],
        R1 | R2 | R3,
    )
    end_gathering(game, {0: "commit assassin brawler", 1: "commit hardy_scavenger scouting_refugee brawler"})
    listed = texts(game, 0)
    assert "snipe assassin 1:hardy_scavenger" in listed
    assert "snipe assassin 1:scouting_refugee" in listed


def test_a_guard_retrieved_from_the_bunker_cancels_a_spy_on_its_owners_hand_003_071_123_124() -> None:
    """[003:71] the card that cancels a spy "can be revealed from committed cards, hand, or
    bunker"; [003:123] a guard cancels an action outside the skirmish that targets its owner's
    cards; [003:124] the guard is discarded and its owner draws a new card."""
    game = new_game(
        [["spy", "brawler"], ["refugee", "pills"], ["refugee"]],
        R1 | R2 | HQ2,
        decks=[FILL[0], ["net", *FILL[1]], FILL[2]],
        extra=[{}, {"buildings": [{"building": "bunker", "stored": ["guard"]}]}, {}],
    )
    game.apply(0, "spy 1:hand")
    assert now(game).seat == 1
    options = texts(game, 1)
    assert "retrieve bunker guard" in options or "cancel guard" in options
    if "cancel guard" not in options:
        game.apply(1, "retrieve bunker guard")
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    assert discard(game, 1)["guard"] == 1
    assert hand(game, 1) == Counter(["refugee", "pills", "net"])
    assert discard(game, 0)["spy"] == 1


def test_a_provocateurs_force_size_counts_a_sniper_team_that_acted_003_131_ruling_s4_s8() -> None:
    """[003:131] the force size counts "tribe members you brought, even if they are not fighters";
    S-4 a sniper that acted stays in the force for people: provocateur 1 + sniper team 2 + refugee 1
    = 4, while the sniped scavenger leaves the other force (brawler 2 + spear 2 = 4, 1 person)."""
    game = new_game([["provocateur", "sniper_team", "refugee"], ["brawler", "spear", "scavenger"], ["refugee"]], R2)
    end_gathering(game, {0: "commit provocateur sniper_team refugee", 1: "commit brawler spear scavenger"})
    skirmish_turns(game, {0: ["snipe 1:scavenger", "provoke provocateur"]})
    totals = seat_totals(game)
    assert totals[0][:2] == (True, 4)
    assert totals[1] == (True, 4, 1)
    assert skirmish_winner(game) == 0  # fight tie 4-4, people 4 against 1 ([000:432])


def test_a_provocateurs_force_size_counts_group_leaders_people_not_their_bonus_003_131() -> None:
    """[003:131] "ignoring any tools or other combat modifiers": group leaders add their 2 people
    to the force size, not their +2 fight: provocateur 1 + group leaders 2 = 3."""
    game = new_game([["provocateur", "group_leaders", "spear"], ["scavenger"], ["refugee"]], R2)
    end_gathering(game, {0: "commit provocateur group_leaders spear", 1: "commit scavenger"})
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert seat_totals(game)[0][:2] == (True, 3)


def test_a_provocateurs_force_size_counts_a_medic_that_saved_003_131_ruling_s6_s8() -> None:
    """S-6 a medic that saved stays in the force for people; [003:131] it counts toward the
    provocateur's force size although it does not fight: provocateur 1 + medic 1 = 2."""
    game = new_game([["provocateur", "medic"], ["sniper_team", "scavenger"], ["refugee"]], R2 | HQ1, initiator=1)
    end_gathering(game, {0: "commit provocateur medic", 1: "commit sniper_team scavenger"})
    # seat 1 (the initiator) snipes the provocateur first; seat 0's medic saves it
    skirmish_turns(game, {1: ["snipe 0:provocateur"], 0: ["provoke provocateur"]}, saves={0: ["save medic"]})
    assert seat_totals(game)[0][:2] == (True, 2)


def test_a_rogue_steals_a_tie_between_two_provocateurs_003_132_143() -> None:
    """[003:132] the force size is the fight score; [003:143] a tie for highest fight gives the
    contested resource to the first player in turn order with a rogue, even if that player is not
    in the tie [003:145]: two provocateur forces of 3 tie, seat 2's rogue (fight 1) steals."""
    game = new_game(
        [["provocateur", "refugee", "refugee"], ["provocateur", "refugee", "refugee"], ["rogue"]],
        R2,
        decks=[FILL[0], FILL[0], FILL[2]],
    )
    end_gathering(
        game, {0: "commit provocateur refugee refugee", 1: "commit provocateur refugee refugee", 2: "commit rogue"}
    )
    skirmish_turns(game, {0: ["provoke provocateur"], 1: ["provoke provocateur"]})
    totals = seat_totals(game)
    assert totals[0][:2] == totals[1][:2] == (True, 3)
    assert skirmish_winner(game) == 2


def test_a_rogue_in_the_tie_wins_it_over_the_tied_player_with_more_people_003_144() -> None:
    """[003:144] the rogue's precedence is higher than the number of tribe members: seat 1
    (rogue 1 + brawler 2 = 3, 2 people) ties seat 0 (thugs 3, 3 people) and steals the resource."""
    game = new_game([["thugs"], ["rogue", "brawler"], ["refugee"]], R2)
    end_gathering(game, {0: "commit thugs", 1: "commit rogue brawler"})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 3, 3)
    assert seat_totals(game)[1][:2] == (True, 3)
    assert skirmish_winner(game) == 1


# ---------------------------------------------------------------------------------------------
# Module 3 [003:155-212]: courier, drill sergeant, hardy scavenger, scrappers, tinker, buildings


def test_a_courier_with_group_leaders_draws_five_and_discards_only_two_003_164_165() -> None:
    """[003:165] "Even if other cards are used to augment the draw ability, only two of the drawn
    cards must be discarded per courier played": courier 3 + group leaders 2 = 5 drawn, 2 let go,
    3 kept."""
    deck = ["net", "junk", "pills", "spear", "medkit", *FILL[0]]
    game = new_game([["courier", "group_leaders"], ["refugee"], ["refugee"]], R3, decks=[deck, FILL[1], FILL[2]])
    game.apply(0, "draw courier+group_leaders")
    pass_windows(game)
    assert Counter(game.view(0).looking) == Counter(deck[:5])
    assert refused(game, 0, "discard junk")
    assert refused(game, 0, "discard junk pills net")
    game.apply(0, "discard junk pills")
    assert hand(game, 0) == Counter(["net", "spear", "medkit"])


def test_a_drill_sergeants_special_leaves_the_draw_action_for_another_card_003_172() -> None:
    """[003:172] the drill sergeant's draw "is distinct from the standard draw action": after it,
    a scout may still draw in the same round."""
    game = new_game(
        [["drill_sergeant", "scout"], ["refugee"], ["refugee"]],
        R3,
        extra=[{"discard": ["net", "junk"]}, {}, {}],
    )
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    game.apply(0, "shuffle net junk")
    assert game.view(0).seats[0].hand_count == 3
    assert "draw scout" in texts(game, 0)


def test_a_hardy_scavengers_draw_0_is_made_useful_by_group_leaders_003_180() -> None:
    """[003:180] the hardy scavenger has 0 for draw and fight: "modifiers are required to make those
    actions useful": with group leaders it draws 2."""
    game = new_game([["hardy_scavenger", "group_leaders"], ["refugee"], ["refugee"]], R3)
    assert refused(game, 0, "draw hardy_scavenger")
    game.apply(0, "draw hardy_scavenger+group_leaders")
    pass_windows(game)
    assert game.view(0).seats[0].hand_count == 2


def test_a_hardy_scavengers_fight_0_is_raised_by_a_spear_003_180() -> None:
    """[003:180] fight 0 is a base ability that modifiers make useful: hardy scavenger 0 + spear 2
    = 2, against a scavenger's 1."""
    game = new_game([["hardy_scavenger", "spear"], ["scavenger"], ["refugee"]], R3)
    end_gathering(game, {0: "commit hardy_scavenger spear", 1: "commit scavenger"})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 2, 1)
    assert skirmish_winner(game) == 0
    # a winner's hardy scavenger does not come back [003:181]
    assert "hardy_scavenger" not in game.view(0).hand


def test_hardy_scavengers_return_after_a_deadlock_003_181_ruling_s12() -> None:
    """[003:181] "If you send HS into the skirmish and you either lose or tie, then any HS units you
    sent are returned to your hand": a deadlock (tied fight and people, [000:274]) is a tie for
    both senders; next round each holds its hardy scavenger beside the 5 drawn [003:182]."""
    game = new_game([["hardy_scavenger", "spear"], ["hardy_scavenger", "spear"], ["refugee"]], R3)
    end_gathering(game, {0: "commit hardy_scavenger spear", 1: "commit hardy_scavenger spear"})
    skirmish_turns(game)
    assert skirmish_winner(game) is None
    assert game.round == 4
    for seat in (0, 1):
        assert hand(game, seat)["hardy_scavenger"] == 1
        assert game.view(seat).seats[seat].hand_count == 6


def test_a_tinker_cannot_build_with_a_scouting_refugee_which_has_no_base_dig_003_197_198() -> None:
    """[003:197] the tinker has "only a digging modifier" and needs "another tribe member that has a
    base dig ability"; the scouting refugee has only modifiers ([003:85]), so the pair cannot dig
    the schematics pile; a hardy scavenger (base dig 1) can [003:198]."""
    game = new_game(
        [["tinker", "scouting_refugee", "hardy_scavenger"], ["refugee"], ["refugee"]],
        R1 | R3,
        schematics=["bunker", "armory", "pharmacy", "scout_tower"],
    )
    assert refused(game, 0, "build scouting_refugee+tinker")
    assert refused(game, 0, "build tinker")
    game.apply(0, "build hardy_scavenger+tinker")
    pass_windows(game)
    assert Counter(game.view(0).looking) == Counter(["bunker", "armory"])


def test_portable_decoys_give_two_for_five_cards_and_break_a_people_tie_003_205_206() -> None:
    """[003:206] +1 force size for every 2 cards brought (tools, medicine, junk included), rounded
    down: 5 cards give +2. [003:205] it counts for tie-breaking: seat 0 (brawler, spear, pills,
    junk, junk: fight 4, 1 + 2 = 3 people) ties seat 1 (brawler, spear and 2 refugees: fight 4, 3 people),
    a deadlock ([000:274]), and beats seat 1 with a single refugee (2 people)."""
    for refugees, winner in ((2, None), (1, 0)):
        force = ["brawler", "spear"] + ["refugee"] * refugees
        game = new_game(
            [["brawler", "spear", "pills", "junk", "junk"], force, ["refugee"]],
            R3,
            extra=[{"buildings": [{"building": "portable_decoys"}]}, {}, {}],
        )
        end_gathering(game, {0: "commit brawler spear pills junk junk", 1: "commit " + " ".join(force)})
        skirmish_turns(game)
        totals = seat_totals(game)
        assert totals[0] == (True, 4, 3)
        assert totals[1] == (True, 4, 1 + refugees)
        assert skirmish_winner(game) == winner


def test_a_scout_tower_needs_a_card_to_discard_003_210() -> None:
    """[003:210] "Discard 1 card to activate your tower": with an empty hand there is nothing to
    discard and no tower action; any single card (here binoculars, given up as the cost and so not
    improving the look) pays for it."""
    towers = [{"buildings": [{"building": "scout_tower"}]}, {}, {}]
    empty = new_game([[], ["refugee"], ["refugee"]], R3, extra=towers)
    assert not any(t.startswith("tower") for t in texts(empty, 0))
    game = new_game([["binoculars"], ["refugee"], ["refugee"]], R1 | R3, extra=towers, junkyard=["net", "junk"])
    assert "tower binoculars contested+junkyard" in texts(game, 0)
    assert refused(game, 0, "tower binoculars binoculars contested+junkyard")
    game.apply(0, "tower binoculars contested+junkyard")
    pass_windows(game)
    assert knowledge(game, 0, "scout_tower")["junkyard"] == ("net", "junk")
    assert discard(game, 0)["binoculars"] == 1


def test_the_mentors_bonus_does_not_raise_a_drill_sergeants_draw_003_173_ruling_l2() -> None:
    """[003:173] the drill sergeant's draw "is not modifiable": with the Mentor's +1 (L-2) pending,
    the drill still draws exactly 2, and the +1 is left for another member's action."""
    game = new_game(
        [["drill_sergeant", "refugee", "scavenger"], ["refugee"], ["refugee"]],
        R3 | HQ3,
        decks=[["junk", "junk", "pills", *["medkit"] * 3], ["scavenger"] * 5, ["hunter"] * 5],
        extra=[
            {"leader": "leader_mentor", "discard": ["net"]},
            {"leader": "leader_ranger"},
            {"leader": "leader_butcher"},
        ],
    )
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    game.apply(0, "shuffle none")
    assert game.view(0).seats[0].hand_count == 1 + 2
    # the Mentor's +1 still waits for the scavenger: a draw of 1 + 1
    draw = [total for action, total in game.view(0).totals if str(action) == "draw scavenger"]
    assert draw == [2]


# ---------------------------------------------------------------------------------------------
# Module 4 [003:214-255]: cargo sled, combat medics, demolition team, tear gas, tribal hunters


def test_a_refugee_with_a_cargo_sled_digs_two_and_keeps_an_extra_medicine_003_227() -> None:
    """[003:226] the cargo sled has standard dig/hunt (a +2 dig modifier) and needs a holder with a
    base dig: a refugee's dig 0 + 2 = 2; [003:227] the dig may keep an additional tool or
    medicine."""
    game = new_game([["refugee", "cargo_sled"], ["refugee"], ["refugee"]], R4, junkyard=["refugee", "junk", "net"])
    game.apply(0, "dig refugee+cargo_sled")
    pass_windows(game)
    assert Counter(game.view(0).looking) == Counter(["refugee", "junk"])
    assert refused(game, 0, "keep refugee junk")  # the additional card must be a tool or medicine
    other = new_game([["refugee", "cargo_sled"], ["refugee"], ["refugee"]], R4, junkyard=["refugee", "pills", "net"])
    other.apply(0, "dig refugee+cargo_sled")
    pass_windows(other)
    other.apply(0, "keep refugee pills")
    assert Counter(other.view(0).discard_hidden) == Counter(["refugee", "pills"])
    assert zone_kinds(other, "junkyard") == ["net"]


def test_a_cargo_sled_hunts_two_on_a_scavenger_003_226() -> None:
    """[003:226] "Standard dig / hunt actions": the cargo sled raises a scavenger's hunt 1 by 2."""
    game = new_game([["scavenger", "cargo_sled"], ["refugee"], ["refugee"]], R4)
    game.apply(0, "hunt scavenger+cargo_sled")
    pass_windows(game)
    assert game.view(0).seats[0].food == 3


def test_tear_gas_sets_a_scouting_refugees_fight_modifier_to_zero_003_246_ruling_s10() -> None:
    """[003:246] the targeted tribe member's "fight score (or fight modifier) is set to 0": a
    scouting refugee's +1 on a brawler is gone (brawler 2 + 1 = 3 becomes 2); seat 1 then ties
    seat 2's lone brawler at 2 and wins on people, 2 against 1 ([000:432])."""
    game = new_game(
        [["tear_gas", "refugee"], ["brawler", "scouting_refugee"], ["brawler"]],
        R1 | R4,
        decks=[FILL[0], FILL[1], ["scavenger"] * 5],
    )
    end_gathering(game, {0: "commit tear_gas refugee", 1: "commit brawler scouting_refugee", 2: "commit brawler"})
    assert "gas 1:scouting_refugee" in texts(game, 0)
    skirmish_turns(game, {0: ["gas 1:scouting_refugee"]})
    totals = seat_totals(game)
    assert totals[1] == (True, 2, 2)
    assert totals[2] == (True, 2, 1)
    assert skirmish_winner(game) == 1


# ---------------------------------------------------------------------------------------------
# Module 5 [003:257-286]: Humanitarians, map, Swindler, Yardmaster


def test_the_humanitarians_count_refugees_stored_in_a_bunker_003_264_ruling_f8_f1() -> None:
    """[003:264] the cards with "refugee" in the title that a player holds; F-8/F-1 in any zone,
    refugees stored in a bunker included: seat 1 (1 in hand + 2 in the bunker) beats seat 0 (2)."""
    game = new_game(
        [["refugee", "refugee"], ["scouting_refugee", "scavenger"]],
        R1 | R5 | HQ2,
        decks=[["brawler"] * 5, ["scavenger"] * 5],
        contested=["grenade"],
        extra=[{}, {"buildings": [{"building": "bunker", "stored": ["refugee", "refugee"]}]}],
    )
    while not game.over:
        d = now(game)
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert "gang_humanitarians" in game.score(1).gangs
    assert "gang_humanitarians" not in game.score(0).gangs


def test_the_refugee_stack_for_hire_comes_in_addition_to_ten_mercenary_stacks_003_263_ruling_x23() -> None:
    """[003:263] "a full stack of 20 refugee cards ... available for hire in addition to the 10
    mercenary stacks": with HQ modules 1-2 and Recon modules 2 and 5, 10 mercenary stacks and a
    stack of 20 scouting refugees ([003:267] recommended)."""
    for seed in range(3):
        game = sc.Game.new(sc.GameConfig(players=3, seed=seed, modules=HQ2 | R2 | R5))
        market = dict(game.view(None).market)
        assert market.pop("scouting_refugee") == 20
        assert len(market) == 10


def test_standard_refugees_for_hire_need_the_hire_but_no_food_003_267() -> None:
    """[003:267] "If you choose to make standard refugees available for hire, a hire action must
    still be used, but no food is required" (the alternate starting hands leave all 20 refugees
    for the stack, docs/variants.md): hired with no food, then no second hire that turn."""
    config = sc.GameConfig(
        players=3,
        seed=0,
        modules=R5,
        variants=frozenset({"alternate_refugees"}),
        scenario={"round": 1, "players": [{"hand": ["scouting_refugee", "scavenger", "junk"], "deck": ["junk"] * 5}]},
    )
    game = sc.Game.new(config)
    assert dict(game.view(None).market)["refugee"] == 20
    assert "hire refugee" in texts(game, 0)
    game.apply(0, "hire refugee")
    pass_windows(game)
    assert discard(game, 0)["refugee"] == 1
    assert not any(t.startswith("hire") for t in texts(game, 0))


# ---------------------------------------------------------------------------------------------
# More of module 2 and 3 against HQ: the provocateur, portable decoys and scout towers


def test_a_provocateur_ignores_the_mentors_plus_one_and_loses_the_mentors_refugee_003_131_ruling_l3_s8() -> None:
    """[003:131] the force size ignores "other combat modifiers"; L-3 the Mentor's refugee leaves
    the force in the skirmish: provocateur + refugee + brawler = 3 (not 4 or 5), against thugs and
    a scavenger (fight 4)."""
    game = new_game(
        [["provocateur", "refugee", "refugee", "brawler"], ["thugs", "scavenger"], ["refugee"]],
        R2 | HQ3,
        decks=[["junk"] * 5, ["pills"] * 5, ["medkit"] * 5],
        extra=[{"leader": "leader_mentor"}, {"leader": "leader_ranger"}, {"leader": "leader_butcher"}],
    )
    end_gathering(game, {0: "commit provocateur refugee refugee brawler", 1: "commit thugs scavenger"})
    game.apply(0, "lead refugee")
    pass_windows(game)
    skirmish_turns(game, {0: ["provoke provocateur"]})
    totals = seat_totals(game)
    assert totals[0][:2] == (True, 3)
    assert totals[1][:2] == (True, 4)
    assert skirmish_winner(game) == 1


def test_an_announced_provocateur_fights_with_the_force_size_even_when_lower_003_130_132() -> None:
    """[003:130] the owner "may announce an intent" to use the force size; [003:132] once announced,
    the force size *is* the fight score: provocateur + brawler + spear (natural 1 + 2 + 2 = 5)
    announced fight with 2 and lose to thugs (3)."""
    game = new_game([["provocateur", "brawler", "spear"], ["thugs"], ["refugee"]], R2)
    end_gathering(game, {0: "commit provocateur brawler spear", 1: "commit thugs"})
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert seat_totals(game)[0][:2] == (True, 2)
    assert skirmish_winner(game) == 1


def test_portable_decoys_lose_a_card_the_fanatic_strikes_003_206_ruling_s11_l7() -> None:
    """[003:206] every 2 cards *brought* count; S-11 only cards still in the force at final
    resolution: brawler, spear, junk, pills (+2) drop to 3 cards (+1) when the Fanatic (L-7) strikes
    the pills, and seat 1 (1 + 1 = 2 people) loses the people tie-break to seat 2 (3 people)."""
    game = new_game(
        [["refugee", "scavenger"], ["brawler", "spear", "junk", "pills"], ["brawler", "spear", "refugee", "refugee"]],
        R3 | HQ3,
        decks=[["junk"] * 5, ["pills"] * 5, ["medkit"] * 5],
        extra=[
            {"leader": "leader_fanatic"},
            {"leader": "leader_ranger", "buildings": [{"building": "portable_decoys"}]},
            {"leader": "leader_butcher"},
        ],
    )
    end_gathering(
        game,
        {
            0: "commit refugee scavenger",
            1: "commit brawler spear junk pills",
            2: "commit brawler spear refugee refugee",
        },
    )
    skirmish_turns(game, {0: ["lead refugee 1:pills"]})
    totals = seat_totals(game)
    assert totals[1] == (True, 4, 2)
    assert totals[2] == (True, 4, 3)
    assert skirmish_winner(game) == 2


def test_a_scout_tower_looks_at_two_different_shared_piles_never_a_players_deck_003_211_ruling_x7() -> None:
    """[003:211] "Select any two piles (CR, JY, schematics, leaders, etc.)"; X-7 two different
    shared piles, never a player's deck (the spy's job)."""
    game = new_game(
        [["junk", "junk"], ["refugee"], ["refugee"]], R3, extra=[{"buildings": [{"building": "scout_tower"}]}, {}, {}]
    )
    assert sorted(t for t in texts(game, 0) if t.startswith("tower")) == [
        "tower junk contested+junkyard",
        "tower junk contested+schematics",
        "tower junk junkyard+schematics",
    ]
    assert refused(game, 0, "tower junk junkyard+junkyard")
    assert refused(game, 0, "tower junk 1:deck+junkyard")


def test_a_sniped_spys_binoculars_go_back_to_hand_unused_003_035_073_ruling_i2() -> None:
    """[003:35] a recon action may be interrupted "as a result of a snipe attack"; [003:73] the
    sniped spy is discarded and its owner draws 1; I-2 the other cards of the interrupted action
    return to hand, so the binoculars, never used, may still hunt or look this turn; nothing seen."""
    game = new_game(
        [["spy", "binoculars", "brawler"], ["refugee", "net"], ["sniper_team"]],
        R1,
        decks=[["junk"] * 5, ["pills"] * 5, ["medkit"] * 5],
    )
    game.apply(0, "spy binoculars 1:hand")
    assert now(game).seat == 1
    game.apply(1, "pass")
    game.apply(2, "snipe 0:spy")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    assert discard(game, 0) == Counter(["spy"])
    assert hand(game, 0) == Counter(["binoculars", "brawler", "junk"])
    assert "scout binoculars" in texts(game, 0)
    assert discard(game, 2)["sniper_team"] == 1


def test_one_announcement_stands_while_a_second_provocateur_survives_a_snipe_ruling_s8_003_133() -> None:
    """[003:133] a sniped provocateur reverts the score to natural; S-8 one announcement is enough
    with several provocateurs and is void only when no provocateur is left: with two, one sniped,
    the force size (1 + 3 refugees = 4) still counts."""
    game = new_game(
        [
            ["provocateur", "provocateur", "refugee", "refugee", "refugee"],
            ["sniper_team", "scavenger", "spear"],
            ["refugee"],
        ],
        R2,
        decks=[["junk"] * 5, ["pills"] * 5, ["medkit"] * 5],
    )
    end_gathering(
        game, {0: "commit provocateur provocateur refugee refugee refugee", 1: "commit sniper_team scavenger spear"}
    )
    skirmish_turns(game, {0: ["provoke provocateur"], 1: ["snipe 0:provocateur"]})
    assert seat_totals(game)[0] == (True, 4, 4)
    assert skirmish_winner(game) == 0


def test_instants_brought_to_the_skirmish_count_for_portable_decoys_003_206_ruling_x22() -> None:
    """[003:206] every 2 cards brought count "(tribe members, tools, medicine, etc.)"; X-22
    binoculars, a map and unused tear gas are cards brought: brawler + 3 instants = 4 cards, +2,
    so seat 0 (3 people) beats seat 1 (brawler + refugee, 2 people) on the fight tie at 2."""
    game = new_game(
        [["brawler", "binoculars", "map", "tear_gas"], ["brawler", "refugee"], ["refugee"]],
        R1 | R3 | R4 | R5,
        decks=[["junk"] * 5, ["pills"] * 5, ["medkit"] * 5],
        extra=[{"buildings": [{"building": "portable_decoys"}]}, {}, {}],
    )
    end_gathering(game, {0: "commit brawler binoculars map tear_gas", 1: "commit brawler refugee"})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 2, 3)
    assert seat_totals(game)[1] == (True, 2, 2)
    assert skirmish_winner(game) == 0


def test_a_map_brings_back_the_hunter_but_its_spear_stays_discarded_003_273_ruling_x19() -> None:
    """[003:273] the map retrieves "a tribe member you have just used"; X-19 its tool stays
    discarded: after a hunt with scavenger + spear, the scavenger is back in hand, the spear and
    the map are in the discard pile, and the hunt may not be repeated [003:274]."""
    game = new_game(
        [["scavenger", "spear", "map", "junk"], ["refugee"], ["refugee"]],
        R5,
        decks=[["junk"] * 5, ["pills"] * 5, ["medkit"] * 5],
    )
    game.apply(0, "hunt scavenger+spear")
    pass_windows(game)
    assert refused(game, 0, "map spear")
    game.apply(0, "map scavenger")
    pass_windows(game)
    assert hand(game, 0) == Counter(["scavenger", "junk"])
    assert discard(game, 0) == Counter(["map", "spear"])
    assert not any(t.startswith("hunt") for t in texts(game, 0))
    assert "dig scavenger" in texts(game, 0)


# ---------------------------------------------------------------------------------------------
# The solo game [003:314-353]


def solo_table(hand: list[str], modules: frozenset[str] = frozenset(), **player: Any) -> sc.Game:
    """A stacked solo game in turn 5 (the seven forces dealt as usual)."""
    scenario: dict[str, Any] = {"round": 5, "players": [{"hand": hand, **player}]}
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=modules, scenario=scenario))


@pytest.mark.parametrize(
    "player",
    [
        # two buildings under construction: each turn both timers tick, 2 cards reach the discard
        # pile (H-1, H-2), and after the attrition card (V-4) one of them is drawn
        {
            "buildings": [
                {"building": "bunker", "timer": ["brawler", "spear", "refugee"]},
                {"building": "armory", "timer": ["thugs", "scavenger"]},
            ]
        },
        # a completed bunker keeps a brawler the player may retrieve on a later turn (H-7)
        {"buildings": [{"building": "bunker", "stored": ["brawler", "thugs"]}]},
        # a completed hydroponic garden gives 1 food every turn (H-8), enough to hire a scavenger
        # on a later turn
        {"buildings": [{"building": "hydroponic_gardens"}]},
    ],
    ids=["timers", "stored", "garden"],
)
def test_solo_no_skirmish_is_forced_while_the_tribe_still_holds_cards_003_334_ruling_v4(player: dict[str, Any]) -> None:
    """[003:334] "There is no forced skirmish phase. On any turn you choose, you may initiate a
    skirmish"; V-4 "Optionally start one skirmish"; R-5 a draw short of cards is "never an error".
    A solo player whose hand, deck and discard pile are empty still owns cards (timer cards on her
    buildings, cards stored in her bunker: F-1, V-7) that come back to her on later turns, or a
    garden whose food hires new ones, so she may let the turn pass without fighting."""
    game = solo_table([], HQ2, **player)
    assert now(game).kind == "turn"
    game.apply(0, "end")
    assert now(game).kind == "engage"
    # Found by this sweep and fixed: the engine refused "pass" here, looking only at her hand,
    # deck and discard pile, and forced an engagement with an empty hand.
    assert "pass" in texts(game, 0)


def test_solo_an_empty_tribe_with_nothing_to_wait_for_must_engage_003_334_ruling_v4() -> None:
    """The one case where passing could never change anything: no card in her hand, deck,
    discard pile or buildings and no garden (a completed bunker holding nothing). The engine
    then offers only the remaining forces, and a pass is refused in words."""
    game = solo_table([], HQ2, buildings=[{"building": "bunker"}])
    game.apply(0, "end")
    assert now(game).kind == "engage"
    assert texts(game, 0)
    assert all(t.startswith("engage ") for t in texts(game, 0))
    with pytest.raises(sc.IllegalAction, match="nothing of your tribe can come back"):
        game.apply(0, "pass")
