"""Audit 8: every worked example of the rulebooks, replayed on a stacked table.

Each test sets up the situation one example of `shared/rules/000..004` describes ("For example:
Natalie plays a brawler card ...", the sample round walkthrough, the FAQ's snipe examples, the
Recon examples with Sarah, Carol, Betty and Linda, the "e.g." and "i.e." asides that state an
outcome) and asserts the outcome the example states: cards drawn, totals, who wins, what is
kept, scores. Where RULINGS.md changes an example's outcome the ruling is followed and cited.
Written from the rulebooks, RULINGS.md and docs/ only, through the public API.
"""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import (
    act,
    action_totals,
    end_gathering,
    finish_round,
    hq_game,
    knowledge,
    module_table,
    pass_skirmish,
    pass_windows,
    refused,
    round_totals,
    rules_table,
    skirmish_outcome,
    skirmish_turns,
    solo_game,
    table,
    texts,
    total_of,
    zone_kinds,
)

# ---------------------------------------------------------------------------------------------
# Dig, draw and hunt examples [000:202-224] [001:214-253]


def test_dig_example_natalies_brawler_digs_one_card_and_keeps_it() -> None:
    """[000:206] "Natalie plays a brawler card in her play area and declares a dig action. Since a
    brawler has a dig value of 1, Natalie draws one card from the junkyard and chooses to place it
    in her discard pile rather than returning it to the bottom of the junkyard." The kept card is
    tucked away face-down [000:262] (R-16): the others see that a card was kept, not which."""
    game = table(3, round=3, players=[{"hand": ["brawler", "shovel"]}], junkyard=["net", "pills", "junk"])
    assert total_of(game, 0, "dig brawler") == 1
    act(game, 0, "dig brawler")
    assert game.view(0).looking == ("net",)
    game.apply(0, "keep net")
    assert game.view(0).discard_hidden == ("net",)
    assert game.view(None).seats[0].discard == ("brawler",)
    assert game.view(None).seats[0].discard_hidden_count == 1
    assert "net" not in game.view(1).seats[0].discard
    assert zone_kinds(game, "junkyard") == ["pills", "junk"]


def test_dig_example_keeping_a_card_not_dug_is_refused_and_changes_nothing() -> None:
    """[000:204] the card kept is one of those drawn: after Natalie's dig of 3 (net, pills, junk),
    keeping the spear still in the junkyard, or two cards, is refused with a reason naming the
    seat and phase, and the table is exactly as before (DESIGN.md, bad input)."""
    game = table(3, round=3, players=[{"hand": ["brawler", "shovel"]}], junkyard=["net", "pills", "junk", "spear"])
    act(game, 0, "dig brawler+shovel")
    before = game.to_json()
    for text in ("keep spear", "keep net pills", "keep"):
        with pytest.raises(ValueError, match=r"seat 0.*gathering phase"):
            game.apply(0, text)
        assert game.to_json() == before
    game.apply(0, "keep net")
    assert game.view(0).discard_hidden == ("net",)


def test_dig_example_natalies_brawler_and_shovel_dig_three_keep_one_or_zero_rest_to_the_bottom() -> None:
    """[000:206] "If Natalie were to also play a shovel, then the combined dig score would be 3, as
    shovel adds 2 to dig. Thus, Natalie would draw 3 cards from the junkyard, select one or zero to
    keep (place on her discard pile) and return the other cards to the bottom of the junkyard."
    Returning is no shuffle [000:236] (ED-14)."""
    junkyard = ["net", "pills", "junk", "spear", "medkit"]
    game = table(3, round=3, players=[{"hand": ["brawler", "shovel"]}], junkyard=junkyard)
    assert total_of(game, 0, "dig brawler+shovel") == 3
    act(game, 0, "dig brawler+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net", "pills"]
    game.apply(0, "keep pills")
    assert zone_kinds(game, "junkyard")[:2] == ["spear", "medkit"]
    assert sorted(zone_kinds(game, "junkyard")[2:]) == ["junk", "net"]
    assert game.view(0).discard_hidden == ("pills",)
    # "one or zero": keeping nothing sends all three to the bottom (ED-4)
    game = table(3, round=3, players=[{"hand": ["brawler", "shovel"]}], junkyard=junkyard)
    act(game, 0, "dig brawler+shovel")
    assert "keep none" in texts(game, 0)
    game.apply(0, "keep none")
    assert zone_kinds(game, "junkyard")[:2] == ["spear", "medkit"]
    assert sorted(zone_kinds(game, "junkyard")[2:]) == ["junk", "net", "pills"]
    assert game.view(0).discard_hidden == ()


def test_dig_example_of_the_2012_edition_may_keep_nothing_ruling_ed4() -> None:
    """[001:220-224] the older example "places it in her discard pile ... select one to keep" reads
    as if a card must be kept; ED-4: "A dig keeps 0 or 1 card" in every edition, and
    docs/variants.md: with --rules 2012 "whether a dig must keep a card" follows 2015."""
    game = rules_table("2012", 3, round=3, players=[{"hand": ["brawler", "shovel"]}], junkyard=["net", "junk", "pills"])
    act(game, 0, "dig brawler+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net", "pills"]
    assert {"keep none", "keep net", "keep junk", "keep pills"} <= set(texts(game, 0))
    game.apply(0, "keep net")
    assert sorted(zone_kinds(game, "junkyard")) == ["junk", "pills"]


def test_draw_example_annas_scout_and_sled_team_draw_four() -> None:
    """[000:212] "Anna plays a scout with a draw of 2 and a sled team with a draw of 2 in her play
    area. This combination enables Anna to draw 4 cards from her deck and add them to her hand.\""""
    deck = ["net", "pills", "spear", "medkit", "junk"]
    game = table(3, round=3, players=[{"hand": ["scout", "sled_team", "brawler"], "deck": deck}])
    assert total_of(game, 0, "draw scout sled_team") == 4
    act(game, 0, "draw scout sled_team")
    assert sorted(game.view(0).hand) == sorted(["brawler", "net", "pills", "spear", "medkit"])
    assert zone_kinds(game, "0:deck") == ["junk"]
    assert sorted(game.view(None).seats[0].discard) == ["scout", "sled_team"]


def test_draw_example_anna_could_also_play_two_scavengers_and_a_scout_for_the_same_result() -> None:
    """[000:212] "Anna could also play two scavengers and a scout to yield the same result.\""""
    deck = ["net", "pills", "spear", "medkit", "junk"]
    game = table(3, round=3, players=[{"hand": ["scavenger", "scavenger", "scout"], "deck": deck}])
    assert total_of(game, 0, "draw scavenger scavenger scout") == 4
    act(game, 0, "draw scavenger scavenger scout")
    assert sorted(game.view(0).hand) == ["medkit", "net", "pills", "spear"]
    assert zone_kinds(game, "0:deck") == ["junk"]


def test_hunt_example_natalies_two_scavengers_and_a_spear_hunt_three_and_spend_three_food() -> None:
    """[000:224] "Natalie plays two scavenger cards and a spear card. Each scavenger has a hunt of 1
    and the spear grants one of those scavengers an additional hunt of 1. Her combined hunt score is
    3. Natalie can now spend 3 food this round to hire a mercenary card." With HQ module 1 a medic
    costs exactly 3 food (cards.tsv); a scout (2 food + 1 med) stays out of reach without meds."""
    game = hq_game(1, 3, round=3, players=[{"hand": ["scavenger", "scavenger", "spear"]}])
    assert total_of(game, 0, "hunt scavenger+spear scavenger") == 3
    act(game, 0, "hunt scavenger+spear scavenger")
    assert game.view(0).seats[0].food == 3
    legal = texts(game, 0)
    assert "hire medic" in legal
    assert "hire scout" not in legal
    act(game, 0, "hire medic")
    assert sorted(game.view(None).seats[0].discard) == ["medic", "scavenger", "scavenger", "spear"]


def test_tool_example_annas_scavenger_with_a_shovel_digs_three_but_a_shovel_never_helps_a_hunt() -> None:
    """[000:242] "Anna could combine her scavenger (dig 1 / draw 1 / fight 1/ hunt 1) with a shovel
    (fight +1 / dig +2) to achieve a dig of 3. If Anna would prefer to use her scavenger to hunt,
    the shovel could not be used to improve the scavenger's hunt value ... Anna could not use the
    shovel this round to dig unless she has another tribe member card (perhaps a refugee) capable
    of digging that could use the shovel.\""""
    game = table(3, round=3, players=[{"hand": ["scavenger", "shovel", "refugee"]}], junkyard=["junk"] * 4)
    assert total_of(game, 0, "dig scavenger+shovel") == 3
    assert refused(game, 0, "hunt scavenger+shovel")
    assert refused(game, 0, "dig shovel")  # a tool cannot act on its own [000:240]
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 1
    # the refugee can carry the shovel into a dig (refugee 0 + shovel 2)
    assert total_of(game, 0, "dig refugee+shovel") == 2
    act(game, 0, "dig refugee+shovel")
    assert len(game.view(0).looking) == 2


def test_tool_example_without_a_second_digger_anna_cannot_use_the_shovel_after_hunting() -> None:
    """[000:242] "Thus, Anna could not use the shovel this round to dig unless she has another tribe
    member card": her only person hunted, so no dig is left for the shovel."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "shovel"]}], junkyard=["junk"] * 4)
    act(game, 0, "hunt scavenger")
    assert not any(t.startswith("dig") for t in texts(game, 0))
    assert refused(game, 0, "dig shovel")


def test_multiple_actions_example_natalies_refugee_digs_or_hunts_never_both() -> None:
    """[000:258] "if Natalie plays a refugee card, this can be used to either dig in the junkyard or
    hunt for food. Under no circumstances could she use the card for both actions." (A refugee
    needs a tool to reach a total of 1 [000:252].)"""
    game = table(3, round=3, players=[{"hand": ["refugee", "shovel", "spear"]}], junkyard=["net", "junk", "pills"])
    assert total_of(game, 0, "dig refugee+shovel") == 2
    assert total_of(game, 0, "hunt refugee+spear") == 1
    act(game, 0, "dig refugee+shovel")
    game.apply(0, "keep net")
    assert "refugee" not in game.view(0).hand
    assert not any(t.startswith("hunt") for t in texts(game, 0))
    assert refused(game, 0, "hunt refugee+spear")


def test_modifier_examples_need_a_card_with_the_base_ability() -> None:
    """[000:188] "A player must combine cards like tools, group leaders, and any card with a
    modifier (e.g. +1, +2, +4) with another card that has the base ability": group leaders (+2)
    or a shovel (+2) alone dig nothing; with a scavenger they do."""
    game = table(3, round=3, players=[{"hand": ["group_leaders", "shovel", "scavenger"]}], junkyard=["junk"] * 6)
    assert refused(game, 0, "dig group_leaders")
    assert refused(game, 0, "dig shovel")
    assert refused(game, 0, "dig group_leaders+shovel")
    assert total_of(game, 0, str(sc.parse_action(game, 0, "dig scavenger+group_leaders+shovel"))) == 5


def test_group_leaders_example_their_plus_two_stacks() -> None:
    """[000:440-442] "Can group leaders abilities stack? (i.e. +2 +2 +2....) Yes, you can play
    multiple group leaders to modify a single base ability": scavenger 1 + 2 + 2 = a dig of 5."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "group_leaders", "group_leaders"]}], junkyard=["junk"] * 6)
    totals = action_totals(game)
    five = [t for t, v in totals.items() if t.startswith("dig") and v == 5]
    assert five, totals
    act(game, 0, five[0])
    assert len(game.view(0).looking) == 5


# ---------------------------------------------------------------------------------------------
# Special actions while gathering [000:230-232, 474-488, 631]


def test_special_action_example_a_saboteur_disarms_another_players_tool() -> None:
    """[000:232] "Examples include saboteur (disarm another player's tool)": played as an instant
    during the other player's dig [000:476]; only the disarmed shovel is discarded and the brawler
    digs on with 1 [000:488] (I-2); the saboteur is discarded, no redraw [000:480]."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["brawler", "shovel"]}, {"hand": ["saboteur", "scout"]}, {}],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig brawler+shovel")
    assert "disarm 0:shovel" in texts(game, 1)
    game.apply(1, "disarm 0:shovel")
    pass_windows(game)
    assert game.view(None).seats[0].discard == ("shovel",)
    assert game.view(None).seats[1].discard == ("saboteur",)
    assert game.view(1).hand == ("scout",)
    game.apply(0, "continue")
    assert game.view(0).looking == ("net",)


def test_special_action_example_a_sniper_team_snipes_another_players_tribe_member() -> None:
    """[000:232] "sniper team (snipe another player's tribe member)": during the other player's
    hunt the sniped scavenger is discarded; the spear goes back to hand [000:488]."""
    game = table(3, round=3, players=[{"hand": ["scavenger", "spear"]}, {"hand": ["sniper_team"]}, {}])
    game.apply(0, "hunt scavenger+spear")
    assert "snipe 0:scavenger" in texts(game, 1)
    assert "snipe 0:spear" not in texts(game, 1)  # people only [000:458-460]
    game.apply(1, "snipe 0:scavenger")
    pass_windows(game)
    assert game.view(None).seats[0].discard == ("scavenger",)
    assert game.view(None).seats[1].discard == ("sniper_team",)
    assert "continue" not in texts(game, 0)  # a spear alone hunts nothing [000:240]
    game.apply(0, "abort")
    assert game.view(0).hand == ("spear",)


def test_snipe_faq_while_gathering_the_shovel_passes_to_the_digger_left() -> None:
    """[000:464] "After a snipe action is performed, the sniped player may rearrange the available
    tools as desired", and [000:488] the other cards of the action go on (I-2); lesson 12 teaches
    that "a snipe would only have moved the shovel to the other digger": the sniped brawler's
    shovel goes to the scavenger, a dig of 3."""
    game = table(
        3,
        round=3,
        players=[{"hand": ["brawler", "shovel", "scavenger"]}, {"hand": ["sniper_team"]}, {}],
        junkyard=["net", "pills", "junk", "spear"],
    )
    assert total_of(game, 0, "dig brawler+shovel scavenger") == 4
    game.apply(0, "dig brawler+shovel scavenger")
    game.apply(1, "snipe 0:brawler")
    pass_windows(game)
    game.apply(0, "continue")
    assert sorted(game.view(0).looking) == ["junk", "net", "pills"]


def test_bunker_example_a_sniper_team_retrieved_from_the_bunker_interrupts_another_players_dig() -> None:
    """[000:631] "a sniper team could be retrieved from a player's bunker and used during another
    player's turn in order to interrupt that player's resource gathering action" (H-7, I-6)."""
    game = hq_game(
        2,
        3,
        round=3,
        players=[
            {"hand": ["brawler", "shovel"]},
            {"hand": ["scout"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
            {},
        ],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig brawler+shovel")
    assert "retrieve bunker sniper_team" in texts(game, 1)
    game.apply(1, "retrieve bunker sniper_team")
    game.apply(1, "snipe 0:brawler")
    pass_windows(game)
    assert game.view(None).seats[0].discard == ("brawler",)
    assert game.view(None).seats[1].discard == ("sniper_team",)
    assert game.view(None).seats[1].buildings[0].stored == 0
    assert "continue" not in texts(game, 0)  # the shovel has no digger left


# ---------------------------------------------------------------------------------------------
# Skirmish examples [000:264-274, 462-500] [001:414-431]


def test_snipe_example_sarahs_scavenger_drops_the_spear_for_the_grenade() -> None:
    """[000:462-468] "After a snipe action is performed, the sniped player may rearrange the
    available tools as desired. For example: Sarah's brawler is holding a grenade (+3 fight) and
    gets sniped by Carol. Sarah also has a scavenger in play holding a spear (+2 fight). The
    scavenger drops the spear in favor of the grenade." Sarah: brawler 2 + grenade 3 + scavenger
    1 + spear 2 = 8; after the snipe scavenger 1 + grenade 3 = 4 (R-15)."""
    game = table(
        3, round=3, players=[{"hand": ["brawler", "grenade", "scavenger", "spear"]}, {"hand": ["sniper_team"]}, {}]
    )
    end_gathering(game, {0: "commit brawler grenade scavenger spear", 1: "commit sniper_team"})
    strength = game.view(0).committed_strength
    assert strength is not None
    assert strength.fight == 8
    legal = texts(game, 1)
    assert "snipe 0:brawler" in legal
    # "Sniper teams can only attack people" [000:458-460]
    assert "snipe 0:grenade" not in legal
    assert "snipe 0:spear" not in legal
    skirmish_turns(game, {1: ["snipe 0:brawler"]})
    assert round_totals(game, 3)[0] == (1, 4, 1)
    assert skirmish_outcome(game, 3) == 0


def test_snipe_example_of_the_2012_edition_player_1_keeps_the_grenade_too() -> None:
    """[001:417-418] the same example with "Player 1" and "Player 2", under --rules 2012."""
    game = rules_table(
        "2012",
        3,
        round=3,
        players=[{"hand": ["brawler", "grenade", "scavenger", "spear"]}, {"hand": ["sniper_team", "brawler"]}, {}],
    )
    end_gathering(game, {0: "commit brawler grenade scavenger spear", 1: "commit brawler sniper_team"})
    skirmish_turns(game, {1: ["snipe 0:brawler"]})
    assert round_totals(game, 3)[0] == (1, 4, 1)
    assert round_totals(game, 3)[1] == (1, 2, 3)
    assert skirmish_outcome(game, 3) == 0


def test_multiple_snipers_example_a_late_snipe_does_not_undo_the_initiators_disarm() -> None:
    """[001:427-430] "The initiator used a saboteur to disarm Player 3's grenade Player 2 has no
    special actions. Player 3 uses a sniper team to snipe the initiator's saboteur. Doing so reduces
    the number of people that the initiator has, but does not prevent the disarm action from
    occurring. Player 4 then uses her sniper team to snipe Player 5's sniper team. Player 5 will not
    be able to use her sniper team this round." (ED-18, I-5, S-4.)"""
    game = table(
        5,
        round=3,
        players=[
            {"hand": ["saboteur", "brawler"]},
            {"hand": ["brawler"]},
            {"hand": ["sniper_team", "scavenger", "grenade"]},
            {"hand": ["sniper_team", "scout"]},
            {"hand": ["sniper_team", "brawler"]},
        ],
    )
    end_gathering(
        game,
        {
            0: "commit brawler saboteur",
            1: "commit brawler",
            2: "commit grenade scavenger sniper_team",
            3: "commit scout sniper_team",
            4: "commit brawler sniper_team",
        },
    )
    asked = skirmish_turns(game, {0: ["disarm 2:grenade"], 2: ["snipe 0:saboteur"], 3: ["snipe 4:sniper_team"]})
    # "Player 2 has no special actions"; Player 5's sniper team is gone before her turn
    assert asked == [0, 2, 3]
    totals = round_totals(game, 3)
    assert totals[0] == (1, 2, 1)  # the sniped saboteur no longer counts as a person
    assert totals[2] == (1, 1, 3)  # the grenade stayed disarmed
    assert totals[4] == (1, 2, 1)
    # four players tie on fight 2; Player 4 brought the most people (scout 1 + sniper team 2)
    assert totals[3] == (1, 2, 3)
    assert skirmish_outcome(game, 3) == 3


def test_skirmish_example_a_saboteur_that_disarmed_stays_in_the_force_for_the_people_count() -> None:
    """[000:270] "During the Skirmish Phase, all cards remain until the end of the round, even if a
    special power is activated (e.g. saboteur or sniper team)", and [000:494-500]: the saboteur
    that disarmed does not fight but "still contribute[s] tribe members for the tiebreaker" (S-4).
    Brawler + saboteur (fight 2, people 2) ties the disarmed brawler (2, people 1) and wins."""
    game = table(3, round=3, players=[{"hand": ["saboteur", "brawler"]}, {"hand": ["brawler", "spear"]}, {}])
    end_gathering(game, {0: "commit brawler saboteur", 1: "commit brawler spear"})
    skirmish_turns(game, {0: ["disarm 1:spear"]})
    assert round_totals(game, 3) == {0: (1, 2, 2), 1: (1, 2, 1)}
    assert skirmish_outcome(game, 3) == 0
    assert game.score(0).contested == 1


def sample_round_table(rules: str = "2015") -> sc.Game:
    """The sample round walkthrough's hands [000:504-516]: Sarah (seat 0, the initiator), Carol
    (seat 1) and Betty (seat 2)."""
    return rules_table(
        rules,
        3,
        round=3,
        players=[
            {"hand": ["brawler", "shovel", "refugee", "refugee", "pills"]},
            {"hand": ["scavenger", "spear", "refugee", "refugee", "tribe_family_3"]},
            {"hand": ["scavenger", "scavenger", "spear", "shovel", "medkit"]},
        ],
        junkyard=["net", "junk", "pickaxe", "multitool"],
        contested=["field_crew", "grenade"],
    )


def play_sample_round(game: sc.Game) -> None:
    """Everything the walkthrough's three players do before the skirmish [000:506-516]."""
    # Sarah: dig refugee+shovel (2), finds a net and junk, keeps the net
    assert total_of(game, 0, "dig refugee+shovel") == 2
    act(game, 0, "dig refugee+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net"]
    game.apply(0, "keep net")
    act(game, 0, "end")
    game.apply(0, "commit brawler pills refugee")
    assert game.view(None).seats[0].committed_count == 3
    # Carol: dig scavenger (1), hunt refugee+spear (1), hire a scavenger for 1 food; bluffs 2 cards
    act(game, 1, "dig scavenger")
    assert len(game.view(1).looking) == 1
    game.apply(1, "keep pickaxe")
    assert total_of(game, 1, "hunt refugee+spear") == 1
    act(game, 1, "hunt refugee+spear")
    act(game, 1, "hire scavenger")
    act(game, 1, "end")
    game.apply(1, "commit refugee tribe_family_3")
    assert game.view(None).seats[1].committed_count == 2  # she "declares that two cards are going"
    # Betty: hunt scavenger+spear (2), a medkit (2 meds), hire a scout; keeps scavenger and shovel
    assert total_of(game, 2, "hunt scavenger+spear") == 2
    act(game, 2, "hunt scavenger+spear")
    act(game, 2, "hire scout pay medkit")
    act(game, 2, "end")
    view = game.view(None)
    # Sarah's net and Carol's dug card went face-down into their discard piles [000:506, 510]
    assert view.seats[0].discard_hidden_count == 1
    assert view.seats[1].discard_hidden_count == 1
    assert Counter(view.seats[0].discard) == Counter(["refugee", "shovel"])
    assert Counter(view.seats[1].discard) == Counter(["scavenger", "scavenger", "refugee", "spear"])
    assert Counter(view.seats[2].discard) == Counter(["scout", "scavenger", "spear", "medkit"])
    assert sorted(game.view(2).hand) == ["scavenger", "shovel"]
    game.apply(2, "commit scavenger shovel")


def test_sample_round_walkthrough_sarah_wins_the_tie_with_betty_on_people() -> None:
    """[000:502-518] the whole sample round. "Sarah has a fight of 2 ... Carol has a fight of 0 ...
    Betty has a fight of 2 ... Sarah and Betty are tied with a fight of 2. The tie is broken based
    upon the number of people involved in the skirmish. This tips the scale in favor of Sarah who
    brought 2 people to the fight." Carol's force (refugee and tribe family) has a fight of 0,
    which ED-12 counts as a fight, lower than 2."""
    game = sample_round_table()
    play_sample_round(game)
    pass_skirmish(game)
    assert round_totals(game, 3) == {0: (1, 2, 2), 1: (1, 0, 4), 2: (1, 2, 1)}
    assert skirmish_outcome(game, 3) == 0
    assert game.score(0).contested == 1
    assert zone_kinds(game, "contested") == ["grenade"]


def test_sample_round_walkthrough_the_dug_cards_stay_hidden_from_the_other_players() -> None:
    """[000:506, 510] Sarah "takes the net card, places it in her discard pile" and Carol "places
    that card face-down in her discard pile"; [000:262] such cards stay hidden "until these cards
    are revealed during game play" (R-16). Sarah's net and Carol's pickaxe appear nowhere else in
    the round, so no other seat's view or log may name them."""
    game = sample_round_table()
    play_sample_round(game)
    pass_skirmish(game)
    secrets = {0: "net", 1: "pickaxe"}
    for owner, kind in secrets.items():
        assert kind in game.view(owner).discard_hidden or kind in game.view(owner).hand
        for viewer in (None, 0, 1, 2):
            if viewer == owner:
                continue
            for event in game.log(viewer):
                assert kind not in event.cards, (viewer, event)
                assert kind not in event.text, (viewer, event)
            view = game.view(viewer)
            assert all(kind not in seat.discard for seat in view.seats), viewer
            if viewer is not None:
                assert kind not in view.hand
                assert kind not in view.discard_hidden


def test_sample_round_walkthrough_of_the_2012_edition_player_2_cannot_fight() -> None:
    """[001:436-475] the same round with Players 1-3: "These cards cannot fight (no attack can be
    made unless the fight total is at least 1)"; --rules 2012 reads a force of fight 0 as no fight
    (docs/variants.md). Player 1 still wins the tie with Player 3 on people."""
    game = sample_round_table("2012")
    play_sample_round(game)
    pass_skirmish(game)
    assert round_totals(game, 3) == {0: (1, 2, 2), 1: (0, 0, 4), 2: (1, 2, 1)}
    assert skirmish_outcome(game, 3) == 0


# ---------------------------------------------------------------------------------------------
# Two players [000:111-116]


def test_two_player_example_two_cards_of_each_kind_leave_the_junkyard_ruling_v1() -> None:
    """[000:113] "Remove two cards of each kind from the junkyard (i.e. 2 junk, 2 medkit, 2
    pickaxe, etc.)". V-1 gives the counts once the starter spears and shovels are out (R-0)."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=5))
    assert Counter(zone_kinds(game, "junkyard")) == Counter(
        {"junk": 5, "multitool": 2, "net": 2, "spear": 2, "pickaxe": 2, "shovel": 2, "medkit": 4, "pills": 7}
    )


def test_two_player_skirmishes_must_be_won_by_two() -> None:
    """[000:116] "Skirmishes must be won by 2. If not, then it is a tie and the players place the
    contested resource on top of the junkyard and then shuffle the junkyard" (V-2): 4 against 3 is
    a tie, 4 against 2 a win."""
    game = table(
        2,
        round=3,
        players=[{"hand": ["brawler", "spear"]}, {"hand": ["brawler", "shovel"]}],
        junkyard=["junk"],
        contested=["grenade", "net"],
    )
    end_gathering(game, {0: "commit brawler spear", 1: "commit brawler shovel"})
    pass_skirmish(game)
    assert round_totals(game, 3) == {0: (1, 4, 1), 1: (1, 3, 1)}
    assert skirmish_outcome(game, 3) is None
    assert sorted(zone_kinds(game, "junkyard")) == ["grenade", "junk"]
    game = table(
        2,
        round=3,
        players=[{"hand": ["brawler", "spear"]}, {"hand": ["brawler"]}],
        junkyard=["junk"],
        contested=["grenade", "net"],
    )
    end_gathering(game, {0: "commit brawler spear", 1: "commit brawler"})
    pass_skirmish(game)
    assert skirmish_outcome(game, 3) == 0
    assert game.score(0).contested == 1


# ---------------------------------------------------------------------------------------------
# HQ examples [000:703, 721]


def test_play_a_refugee_example_the_peacemakers_refugee_is_discarded_at_once() -> None:
    """[000:703] "Place a Refugee from your hand, on the table, and discard it immediately for the
    benefit granted by your leader (i.e. Peacemaker, Mentor, Fanatic, etc.)": the Peacemaker's
    refugee goes to the discard pile and the next dig is 2 more (L-1, L-2)."""
    game = hq_game(
        3,
        3,
        round=3,
        players=[
            {"leader": "leader_peacemaker", "hand": ["scavenger", "refugee"]},
            {"leader": "leader_mentor"},
            {"leader": "leader_ranger"},
        ],
        junkyard=["junk"] * 5,
    )
    assert total_of(game, 0, "dig scavenger") == 1
    act(game, 0, "lead refugee")
    assert game.view(None).seats[0].discard == ("refugee",)
    assert game.view(0).hand == ("scavenger",)
    assert total_of(game, 0, "dig scavenger") == 3
    assert not any(t.startswith("lead") for t in texts(game, 0))  # once per round [000:668-670]


def test_scouting_refugee_example_it_serves_as_a_refugee_for_a_leaders_power() -> None:
    """[003:83] a scouting refugee "Serves as a refugee for any actions or game conditions that
    depend upon a refugee card (i.e. tribal leader powers, Humanitarian gang)" (L-1): the
    Peacemaker takes it as the refugee she plays."""
    game = module_table(
        {"hq1", "hq2", "hq3", "recon1"},
        3,
        round=3,
        players=[
            {"leader": "leader_peacemaker", "hand": ["scavenger", "scouting_refugee"]},
            {"leader": "leader_mentor"},
            {"leader": "leader_ranger"},
        ],
        junkyard=["junk"] * 5,
    )
    assert "lead scouting_refugee" in texts(game, 0)
    act(game, 0, "lead scouting_refugee")
    assert game.view(None).seats[0].discard == ("scouting_refugee",)
    assert total_of(game, 0, "hunt scavenger") == 3


def test_build_faq_example_every_building_under_construction_loses_one_card_a_round() -> None:
    """[000:719-721] "continue building on any / all buildings in your base that are in-progress
    (i.e. remove 1 card from each of your buildings)"; [000:595] at the start of the next round
    (H-1); the removed cards go to the discard pile (H-2)."""
    game = hq_game(
        2,
        3,
        round=3,
        players=[
            {
                "hand": ["scavenger"],
                "buildings": [
                    {"building": "bunker", "timer": ["junk", "pills", "refugee"]},
                    {"building": "armory", "timer": ["spear", "net"]},
                ],
            }
        ],
    )
    assert [b.timer for b in game.view(0).seats[0].buildings] == [3, 2]
    finish_round(game)
    assert game.round == 4
    assert [b.timer for b in game.view(0).seats[0].buildings] == [2, 1]
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["junk", "spear"])


# ---------------------------------------------------------------------------------------------
# Recon module 1: spy, scouting refugee, binoculars [003:63-107]


def test_spy_example_1_carol_sees_up_to_four_of_sarahs_committed_cards() -> None:
    """[003:75] "Carol uses a spy to peek at Sarah's committed skirmish cards. Since Sarah does not
    have access to a scouting refugee or guard anywhere in her available cards, Carol will succeed
    in the spying attempt, viewing up to four committed cards." Only Carol sees them [003:33]; the
    spy is discarded and Carol draws 1 [003:68]."""
    game = module_table(
        {"recon1"},
        3,
        round=3,
        players=[
            {"hand": ["brawler", "spear", "refugee", "scout", "pills"]},
            {"hand": ["spy", "scavenger"], "deck": ["net", "junk"]},
            {"hand": ["scavenger"]},
        ],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler pills refugee scout spear")
    act(game, 1, "spy 0:force")
    seen = knowledge(game, 1, "spy")
    assert list(seen) == ["0:force"]
    cards = seen["0:force"]
    assert len(cards) == 4
    assert Counter(cards) <= Counter(["brawler", "pills", "refugee", "scout", "spear"])
    assert knowledge(game, 0, "spy") == {}
    assert knowledge(game, 2, "spy") == {}
    assert game.view(None).seats[1].discard == ("spy",)
    assert sorted(game.view(1).hand) == ["net", "scavenger"]


def test_spy_example_2_bettys_scouting_refugee_cancels_and_both_players_draw() -> None:
    """[003:77] "Sarah attempts to spy on Betty's hand of cards. Betty reveals a scouting refugee,
    canceling the spy attempt. The spy and scouting refugee are both discarded and both players
    draw an additional card to replace the spy and scouting refugee, respectively.\""""
    game = module_table(
        {"recon1"},
        3,
        round=3,
        players=[
            {"hand": ["spy", "scavenger"], "deck": ["net", "junk"]},
            {"hand": ["scouting_refugee", "brawler"], "deck": ["medkit", "pills"]},
            {"hand": ["scavenger"]},
        ],
    )
    game.apply(0, "spy 1:hand")
    assert "cancel scouting_refugee" in texts(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "spy") == {}
    assert game.view(None).seats[0].discard == ("spy",)
    assert game.view(None).seats[1].discard == ("scouting_refugee",)
    assert sorted(game.view(0).hand) == ["net", "scavenger"]
    assert sorted(game.view(1).hand) == ["brawler", "medkit"]
    # Sarah learns that Betty drew a card, not which one
    assert all("medkit" not in event.cards for event in game.log(0))


def test_spy_example_3_sarah_snipes_bettys_spy_with_a_sniper_team_from_her_bunker() -> None:
    """[003:79] "Betty attempts to spy on Linda's committed skirmish cards. Sarah retrieves a sniper
    team from her bunker and snipes Betty's spy. Discard the spy and draw another card. Discard the
    sniper team." Linda (seat 0) has committed, Betty (seat 1) spies, Sarah (seat 2) answers."""
    game = module_table(
        {"recon1", "hq1", "hq2"},
        3,
        round=3,
        players=[
            {"hand": ["brawler", "spear"]},
            {"hand": ["spy", "scavenger"], "deck": ["net", "junk"]},
            {"hand": ["scavenger"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
        ],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler spear")
    game.apply(1, "spy 0:force")
    game.apply(2, "retrieve bunker sniper_team")
    game.apply(2, "snipe 1:spy")
    pass_windows(game)
    assert knowledge(game, 1, "spy") == {}
    assert game.view(None).seats[1].discard == ("spy",)
    assert sorted(game.view(1).hand) == ["net", "scavenger"]
    assert game.view(None).seats[2].discard == ("sniper_team",)
    assert game.view(None).seats[2].buildings[0].stored == 0


def test_scouting_refugee_example_sarah_cancels_the_scout_tower_but_not_the_spy_that_follows() -> None:
    """[003:89] "Carol attempts to use her scout tower ... which Sarah cancels by playing a scouting
    refugee. Sarah then draws another card to replace the played scouting refugee. Carol then
    attempts to use a spy to look at Sarah's skirmish force. Since Sarah does not have another
    scouting refugee and no other player comes to her rescue, this action succeeds." Sarah (seat
    0) has committed; her scouting refugee answers from the force and the card she draws goes to
    her hand (X-26)."""
    game = module_table(
        {"recon1", "recon3"},
        3,
        round=3,
        players=[
            {"hand": ["brawler", "spear", "scouting_refugee"], "deck": ["medkit"]},
            {
                "hand": ["junk", "spy", "scavenger"],
                "deck": ["net", "pills"],
                "buildings": [{"building": "scout_tower"}],
            },
            {"hand": ["scavenger"]},
        ],
        junkyard=["pickaxe", "multitool", "net"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler scouting_refugee spear")
    game.apply(1, "tower junk contested+junkyard")
    game.apply(2, "pass")
    assert "cancel scouting_refugee" in texts(game, 0)
    game.apply(0, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 1, "scout tower") == {}
    assert game.view(0).hand == ("medkit",)
    assert game.view(None).seats[0].committed_count == 2
    game.apply(1, "spy 0:force")
    assert not any(t.startswith("cancel") for t in texts(game, game.view(None).decision.seat))  # type: ignore[union-attr]
    pass_windows(game)
    assert knowledge(game, 1, "spy") == {"0:force": ("brawler", "spear")}


def test_binoculars_example_two_binoculars_see_three_cards_of_each_pile() -> None:
    """[003:102] "two binoculars would allow you to see the top 3 cards of each pile": the
    contested resources and the junkyard (no schematics without HQ 2 or Recon 3)."""
    game = module_table(
        {"recon1"},
        3,
        round=3,
        players=[{"hand": ["binoculars", "binoculars"]}, {"hand": ["scavenger"]}, {"hand": ["scavenger"]}],
        junkyard=["net", "junk", "pills", "spear"],
        contested=["grenade", "wolf_pack", "sled_team", "field_crew"],
    )
    act(game, 0, "scout binoculars binoculars")
    seen = knowledge(game, 0, "binoculars")
    assert seen["junkyard"] == ("net", "junk", "pills")
    assert seen["contested"] == ("grenade", "wolf_pack", "sled_team")
    assert zone_kinds(game, "junkyard") == ["net", "junk", "pills", "spear"]  # returned in order
    assert knowledge(game, 1, "binoculars") == {}


def test_binoculars_example_one_binoculars_sees_the_top_card_of_every_pile() -> None:
    """[003:100] "Peek at the top card of every pile in play (CR, JY, engineering schematics,
    etc.), returning each card to the top of its respective pile.\""""
    game = module_table(
        {"recon1", "hq1", "hq2"},
        3,
        round=3,
        players=[{"hand": ["binoculars"]}, {"hand": ["scavenger"]}, {"hand": ["scavenger"]}],
        junkyard=["net", "junk"],
        contested=["grenade", "wolf_pack"],
        schematics=["bunker", "armory"],
    )
    act(game, 0, "scout binoculars")
    assert knowledge(game, 0, "binoculars") == {
        "contested": ("grenade",),
        "junkyard": ("net",),
        "schematics": ("bunker",),
    }
    assert zone_kinds(game, "schematics") == ["bunker", "armory"]


def test_binoculars_example_a_spy_with_binoculars_sees_up_to_six_cards() -> None:
    """[003:102] "a spy with binoculars would allow you to see up to 6 cards from one player"."""
    game = module_table(
        {"recon1"},
        3,
        round=3,
        players=[
            {"hand": ["spy", "binoculars"]},
            {"hand": ["scavenger"], "deck": ["net", "junk", "pills", "spear", "medkit", "brawler", "scout"]},
            {"hand": ["scavenger"]},
        ],
    )
    act(game, 0, "spy binoculars 1:deck")
    assert knowledge(game, 0, "spy") == {"1:deck": ("net", "junk", "pills", "spear", "medkit", "brawler")}
    assert zone_kinds(game, "1:deck") == ["net", "junk", "pills", "spear", "medkit", "brawler", "scout"]


def test_scouting_refugee_example_it_also_cancels_binoculars() -> None:
    """[003:86] a scouting refugee "can be played to cancel a recon action (i.e. spy, binoculars,
    or scout tower)"; a cancelled binoculars is discarded (X-4) and nothing is seen."""
    game = module_table(
        {"recon1"},
        3,
        round=3,
        players=[
            {"hand": ["binoculars", "scavenger"]},
            {"hand": ["scouting_refugee"], "deck": ["pills"]},
            {"hand": ["scavenger"]},
        ],
    )
    game.apply(0, "scout binoculars")
    assert "cancel scouting_refugee" in texts(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "binoculars") == {}
    assert game.view(None).seats[0].discard == ("binoculars",)
    assert game.view(1).hand == ("pills",)


def test_scouting_refugee_example_another_player_may_come_to_her_rescue() -> None:
    """[003:89] "Since Sarah does not have another scouting refugee and no other player comes to her
    rescue, this action succeeds": another player may cancel a spy aimed at Sarah (X-4: "any player
    may cancel it with a scouting refugee"), and then draws 1."""
    game = module_table(
        {"recon1"},
        3,
        round=3,
        players=[
            {"hand": ["brawler", "spear"]},
            {"hand": ["spy", "scavenger"], "deck": ["net"]},
            {"hand": ["scouting_refugee", "scavenger"], "deck": ["pills"]},
        ],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler spear")
    game.apply(1, "spy 0:force")
    assert "cancel scouting_refugee" in texts(game, 2)
    game.apply(2, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 1, "spy") == {}
    assert sorted(game.view(2).hand) == ["pills", "scavenger"]
    assert sorted(game.view(1).hand) == ["net", "scavenger"]  # the spy's owner still draws 1


def test_spy_example_1_a_guard_among_sarahs_committed_cards_would_have_stopped_carol() -> None:
    """[003:75] Carol succeeds "Since Sarah does not have access to a scouting refugee or guard
    anywhere in her available cards": with a guard in her committed force Sarah cancels the spy
    (the guard cancels a spy aimed at its owner's cards [003:123], from committed cards [003:71]);
    the card she draws goes to her hand, not the force (X-26)."""
    game = module_table(
        {"recon1", "recon2"},
        3,
        round=3,
        players=[
            {"hand": ["brawler", "spear", "guard"], "deck": ["medkit"]},
            {"hand": ["spy", "scavenger"], "deck": ["net"]},
            {"hand": ["scavenger"]},
        ],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler guard spear")
    game.apply(1, "spy 0:force")
    game.apply(2, "pass")
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert knowledge(game, 1, "spy") == {}
    assert game.view(0).hand == ("medkit",)
    assert game.view(None).seats[0].committed_count == 2


# ---------------------------------------------------------------------------------------------
# Recon module 2: guard, provocateur, rogue [003:120-153]


def test_guard_example_a_guard_cancels_a_snipe_while_its_owner_gathers() -> None:
    """[003:123-124] the guard cancels "any action outside of the skirmish which targets your
    card(s). Examples include spying, sniping or disarming while you gather resources"; "discard
    him and draw a new card". Both the sniper team and the guard are discarded [003:30]."""
    game = module_table(
        {"recon2"},
        3,
        round=3,
        players=[
            {"hand": ["brawler", "shovel", "guard"], "deck": ["pills"]},
            {"hand": ["sniper_team"]},
            {"hand": ["scavenger"]},
        ],
        junkyard=["net", "junk", "medkit"],
    )
    game.apply(0, "dig brawler+shovel")
    game.apply(1, "snipe 0:brawler")
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    # the snipe is void: the brawler digs on with its shovel, and is discarded as used
    assert sorted(game.view(0).looking) == ["junk", "medkit", "net"]
    assert sorted(game.view(None).seats[0].discard) == ["brawler", "guard", "shovel"]
    assert game.view(None).seats[1].discard == ("sniper_team",)
    assert game.view(0).hand == ("pills",)


def test_spy_example_1_only_sarahs_own_guard_could_have_cancelled_the_spy() -> None:
    """[003:75] "Sarah does not have access to a scouting refugee or guard anywhere in her available
    cards"; a guard cancels only an action "which targets your card(s)" [003:123] (X-6): a third
    player's guard cannot cancel a spy aimed at Sarah."""
    game = module_table(
        {"recon1", "recon2"},
        3,
        round=3,
        players=[
            {"hand": ["brawler", "spear"]},
            {"hand": ["spy", "scavenger"], "deck": ["net"]},
            {"hand": ["guard", "scavenger"], "deck": ["pills"]},
        ],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler spear")
    game.apply(1, "spy 0:force")
    before = game.to_json()
    assert refused(game, 2, "cancel guard")
    assert game.to_json() == before
    pass_windows(game)
    assert knowledge(game, 1, "spy") == {"0:force": ("brawler", "spear")}


def test_provocateur_example_bettys_combat_medics_and_provocateur_fight_five() -> None:
    """[003:137] "Betty (the initiator this round) decides to use her provocateur's special
    ability. She brought only two cards: combat medics (four people) and a provocateur (one
    person). Since the total is five ... her fight score will be five for this round." Her natural
    fight would be 2 (combat medics 1 + provocateur 1); a brawler with a spear (4) loses."""
    game = module_table(
        {"recon2", "recon4"},
        3,
        round=3,
        players=[{"hand": ["combat_medics", "provocateur"]}, {"hand": ["brawler", "spear"]}, {"hand": ["scavenger"]}],
    )
    end_gathering(game, {0: "commit combat_medics provocateur", 1: "commit brawler spear"})
    assert "provoke provocateur" in texts(game, 0)
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert round_totals(game, 3) == {0: (1, 5, 5), 1: (1, 4, 1)}
    assert skirmish_outcome(game, 3) == 0


def test_provocateur_example_a_sniped_provocateur_leaves_betty_her_natural_fight() -> None:
    """[003:137] "Assuming her provocateur is not sniped, then her fight score will be five";
    [003:133, 135] "If your provocateur gets sniped, your fight score reverts back to its natural
    score. A player in later turn order can snipe a provocateur in earlier turn order" (S-8):
    combat medics alone fight 1."""
    game = module_table(
        {"recon2", "recon4"},
        3,
        round=3,
        players=[
            {"hand": ["combat_medics", "provocateur"]},
            {"hand": ["brawler", "spear", "sniper_team"]},
            {"hand": ["scavenger"]},
        ],
    )
    end_gathering(game, {0: "commit combat_medics provocateur", 1: "commit brawler sniper_team spear"})
    skirmish_turns(game, {0: ["provoke provocateur"], 1: ["snipe 0:provocateur"]})
    assert round_totals(game, 3) == {0: (1, 1, 4), 1: (1, 4, 3)}
    assert skirmish_outcome(game, 3) == 1


def rogue_table() -> sc.Game:
    """The rogue examples' four-player skirmish [003:151-153]: Sarah (seat 0, first in turn order)
    brawler + shovel (3) with a sniper team, Betty (seat 1) a brawler (2), Carol (seat 2) commits
    nothing, Linda (seat 3) a rogue and a saboteur (2)."""
    game = module_table(
        {"recon2"},
        4,
        round=3,
        players=[
            {"hand": ["brawler", "shovel", "sniper_team"]},
            {"hand": ["brawler"]},
            {"hand": ["scavenger"]},
            {"hand": ["rogue", "saboteur"]},
        ],
    )
    end_gathering(
        game,
        {0: "commit brawler shovel sniper_team", 1: "commit brawler", 2: "commit none", 3: "commit rogue saboteur"},
    )
    return game


def test_rogue_example_1_without_a_tie_for_first_the_rogue_does_not_trigger() -> None:
    """[003:151] "Sarah has the highest fight score and Betty and Linda are close behind. In this
    case, the rogue ability does not trigger." (Betty and Linda tie below Sarah.)"""
    game = rogue_table()
    pass_skirmish(game)
    assert round_totals(game, 3) == {0: (1, 3, 3), 1: (1, 2, 1), 3: (1, 2, 2)}
    assert skirmish_outcome(game, 3) == 0


def test_rogue_example_1_lindas_disarm_forces_a_tie_and_her_rogue_steals_the_contested_resource() -> None:
    """[003:151] "During skirmish resolution, Linda uses a saboteur to disarm one of Sarah's tools.
    This causes Sarah and Betty to tie for first, at which point Linda's rogue steals the CR without
    a fight." The rogue comes before people (Sarah has 3 people to Betty's 1) [003:144] (S-2)."""
    game = rogue_table()
    skirmish_turns(game, {3: ["disarm 0:shovel"]})
    assert round_totals(game, 3) == {0: (1, 2, 3), 1: (1, 2, 1), 3: (1, 1, 2)}
    assert skirmish_outcome(game, 3) == 3
    assert game.score(3).contested == 1


def test_rogue_example_2_sarah_snipes_lindas_saboteur_first_and_no_tie_is_possible() -> None:
    """[003:153] "Sarah pre-emptively uses her sniper team to block Linda's potential use of her
    saboteur. Linda's rogue is irrelevant this time since there is no way to force a tie.\""""
    game = rogue_table()
    asked = skirmish_turns(game, {0: ["snipe 3:saboteur"]})
    assert 3 not in asked or "disarm 0:shovel" not in texts(game, 3)
    assert round_totals(game, 3) == {0: (1, 3, 3), 1: (1, 2, 1), 3: (1, 1, 1)}
    assert skirmish_outcome(game, 3) == 0


# ---------------------------------------------------------------------------------------------
# Recon modules 3 and 5: scrappers, map [003:184-192, 269-274]


def test_scrappers_example_dig_six_keep_the_rifle_junk_on_top_the_rest_to_the_bottom() -> None:
    """[003:192] "You perform a dig using scrappers, a scavenger, and a shovel for a total dig of 6.
    You find pills, a rifle, two spears, and two junk. You choose to keep the rifle (place in
    discard pile), put the two junk cards on top of the junkyard (to mess with another player's
    dig) and return the remaining cards to the bottom of the junkyard.\""""
    game = module_table(
        {"recon3"},
        3,
        round=3,
        players=[{"hand": ["scrappers", "scavenger", "shovel"]}],
        junkyard=["pills", "rifle", "spear", "spear", "junk", "junk", "medkit", "net"],
    )
    assert total_of(game, 0, "dig scavenger+shovel scrappers") == 6
    act(game, 0, "dig scavenger+shovel scrappers")
    assert sorted(game.view(0).looking) == ["junk", "junk", "pills", "rifle", "spear", "spear"]
    game.apply(0, "keep rifle")
    game.apply(0, "top junk junk")
    pile = zone_kinds(game, "junkyard")
    assert pile[:4] == ["junk", "junk", "medkit", "net"]
    assert sorted(pile[4:]) == ["pills", "spear", "spear"]
    assert game.view(0).discard_hidden == ("rifle",)
    # only the digger saw the cards: the others learn that two went on top, not which
    for viewer in (None, 1, 2):
        for event in game.log(viewer):
            assert not {"rifle", "junk"} & set(event.cards), (viewer, event)


def test_passive_ability_example_a_hardy_scavenger_comes_back_to_hand_after_a_lost_skirmish() -> None:
    """[003:39] passive abilities "trigger without initiating an action. Examples include cargo
    sled, hardy scavenger, rogue, and scrappers"; [003:181-182] "If you send HS into the skirmish and
    you either lose or tie, then any HS units you sent are returned to your hand at the end of the
    round ... you still perform a standard draw action at the start of the next round" (S-12)."""
    game = module_table(
        {"recon3"},
        3,
        round=3,
        players=[
            {"hand": ["hardy_scavenger", "brawler"], "deck": ["refugee"] * 6},
            {"hand": ["thugs"]},
            {"hand": ["scavenger"]},
        ],
    )
    end_gathering(game, {0: "commit brawler hardy_scavenger", 1: "commit thugs"})
    pass_skirmish(game)
    assert skirmish_outcome(game, 3) == 1
    assert game.round == 4
    assert sorted(game.view(0).hand) == ["hardy_scavenger"] + ["refugee"] * 5
    assert game.view(None).seats[0].discard == ("brawler",)


def test_passive_ability_example_a_cargo_sled_keeps_a_second_card_but_only_a_tool_or_medicine() -> None:
    """[003:227] "You have the option of keeping an additional tool or medicine from the set of cards
    you retrieved from the junkyard. If you find two tribe members or instant cards in the junkyard,
    you may keep only one" (X-17)."""
    game = module_table(
        {"recon4"},
        3,
        round=3,
        players=[{"hand": ["scavenger", "cargo_sled"]}],
        junkyard=["scout", "brawler", "net", "pills", "junk"],
    )
    act(game, 0, "dig scavenger+cargo_sled")
    assert sorted(game.view(0).looking) == ["brawler", "net", "scout"]
    legal = texts(game, 0)
    assert "keep brawler net" in legal
    assert refused(game, 0, "keep brawler scout")
    game.apply(0, "keep brawler net")
    assert sorted(game.view(0).discard_hidden) == ["brawler", "net"]


def test_map_example_a_scavenger_digs_then_the_map_takes_it_hunting() -> None:
    """[003:273-274] "a map helps this tribe member get to the junkyard AND the hunting grounds",
    and it "Does not permit an action to be performed more than once (i.e. one draw, dig, hunt)"."""
    game = module_table(
        {"recon5"},
        3,
        round=3,
        players=[{"hand": ["scavenger", "shovel", "map"]}],
        junkyard=["net", "junk", "pills", "spear"],
    )
    act(game, 0, "dig scavenger+shovel")
    game.apply(0, "keep net")
    act(game, 0, "map scavenger")
    assert game.view(0).hand == ("scavenger",)
    legal = texts(game, 0)
    assert "hunt scavenger" in legal
    assert not any(t.startswith("dig") for t in legal)
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 1


# ---------------------------------------------------------------------------------------------
# The solo game [003:314-349]


def test_solo_example_the_opponent_tear_gases_your_strongest_tribe_member() -> None:
    """[003:337] "During skirmish resolution, assume the opponent will take the most favorable
    action (e.g. using tear gas on your strongest tribe member)" (V-5): the thugs (3) drop to 0,
    scavenger 1 loses to a field crew (2); "If you lose, you must permanently remove one card from
    your skirmish force ... The card you remove is your choice" [003:339]."""
    deck = ["refugee", "refugee", "spear", "pills", "shovel"]
    game = solo_game(["thugs", "scavenger"], [["tear_gas", "field_crew"], ["junk"]], modules=["recon4"], deck=deck)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit scavenger thugs")
    gassed = [e for e in game.log(0) if e.type.value == "gassed"]
    assert len(gassed) == 1
    assert gassed[0].text == "thugs"
    assert round_totals(game, 1) == {0: (1, 1, 4), 1: (1, 2, 4)}
    assert sorted(texts(game, 0)) == ["remove scavenger", "remove thugs"]
    game.apply(0, "remove scavenger")
    assert zone_kinds(game, "0:removed") == ["scavenger"]
    assert "thugs" in game.view(0).seats[0].discard or "thugs" in game.view(0).hand
    assert game.view(0).forces[0] == 0  # the force is gone either way [003:340]


def test_solo_scoring_contested_resources_count_two_points_other_cards_one() -> None:
    """[003:338] "If you win, take one card from the opponent's skirmish forces as a prize";
    [003:345-348] "Contested resource cards in your tribe count as 2 points. All other cards in
    your tribe count as 1 point" (V-7): 6 cards of the deck, a won tribe family and a won junk."""
    game = solo_game(
        ["brawler"], [["tribe_family_3"], ["junk"]], deck=["scavenger", "refugee", "refugee", "spear", "pills"]
    )
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler")
    game.apply(0, "keep tribe_family_3")
    game.apply(0, "end")
    game.apply(0, "engage 2")
    game.apply(0, "commit scavenger")
    game.apply(0, "keep junk")
    assert game.over
    score = game.score(0)
    assert (score.cards, score.contested, score.points) == (8, 1, 9)
