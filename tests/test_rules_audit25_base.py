"""Audit 25: THE BASE GAME, blind, from the rulebooks' own words.

Each test states one rule of the base game (2015 rulebook [000:LINE], the older edition
[001:LINE] where it differs) and the ruling of ``shared/RULINGS.md`` that settles an open point
(cited by ID), sets a small stacked table, plays to the moment and checks what the rulebook
demands: the cards moved, who wins, the scores, what is legal or refused.

Card figures (``shared/cards.tsv``): scavenger dig/draw/hunt/fight 1 (cost 1 food); brawler dig 1
fight 2 (2 food); hunter hunt 2 fight 1 (1 med); saboteur dig 1 fight 1 (1 food + 1 med); scout
draw 2 fight 2 (2 food + 1 med); group leaders +2 to anything, 2 people (2 food + 2 meds); sniper
team no standard action, 2 people (2 food + 2 meds); thugs dig 1 fight 3, 3 people (any 6);
refugee dig 0 hunt 0, no fight; tribe family hunt 0 fight 0, 3/4/5 people; field crew dig/hunt/
fight 2, 4 people; sled team draw 2 fight 1, 2 people; spear +1 hunt +2 fight; shovel +2 dig +1
fight; pickaxe +1 dig +2 fight; net +2 hunt +1 fight; grenade +3 fight; wolf pack +3 hunt +2
fight; pills 1 med; medkit 2 meds.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    end_gathering,
    now,
    refused,
    round_totals,
    skirmish_outcome,
    skirmish_turns,
    texts,
    zone_kinds,
)

FILLER = ["refugee"] * 5
"""A deck of five for a seat a test does not look at, so that the next round draws no reshuffle."""


def new_table(
    players: list[dict[str, Any]],
    *,
    rnd: int = 3,
    initiator: int = 0,
    rules: str = "2015",
    seed: int = 0,
    **scenario: Any,
) -> sc.Game:
    """A stacked base-game table in the gathering phase of round ``rnd``."""
    seats = [{"deck": list(FILLER), **p} for p in players]
    table: dict[str, Any] = {"round": rnd, "initiator": initiator, "players": seats, **scenario}
    table.setdefault("contested", ["grenade", "field_crew", "wolf_pack"])
    table.setdefault("junkyard", ["net", "junk", "pills", "medkit", "spear", "pickaxe"])
    return sc.Game.new(sc.GameConfig(players=len(players), seed=seed, rules=rules, scenario=table))


def skirmish(game: sc.Game, commits: dict[int, str], moves: dict[int, list[str]] | None = None) -> int | None:
    """Every seat ends its turn and commits as given, the skirmish opportunities play ``moves``
    (the rest pass); returns the seat that won this round's skirmish (None: deadlock / tie)."""
    rnd = game.round
    end_gathering(game, commits)
    skirmish_turns(game, moves or {})
    return skirmish_outcome(game, rnd)


# ---------------------------------------------------------------------------------------------
# Gathering: dig, hunt, hire, draw, trash [000:196-236]


def test_dig_returns_the_unkept_cards_to_the_bottom_without_shuffling_000_204_236_ed14() -> None:
    """[000:204] "The player draws one or more cards from the top of the junkyard pile. The
    player may choose one to place in her discard pile and returns any other cards to the bottom
    of the junkyard pile." [000:236] "Players do not shuffle the pile when returning cards to the
    junkyard during a dig action. Only adding cards initiates a shuffle." (ED-14; R-8: the
    default order of the returned cards is the order drawn.) Natalie's example [000:206]: a
    brawler with a shovel digs 3."""
    game = new_table([{"hand": ["brawler", "shovel"]}, {"hand": ["scout"]}, {"hand": ["scout"]}])
    act(game, 0, "dig brawler+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net", "pills"]
    # The three cards came off the top; the rest of the pile is untouched and in order.
    assert zone_kinds(game, "junkyard") == ["medkit", "spear", "pickaxe"]
    act(game, 0, "keep pills")
    pile = zone_kinds(game, "junkyard")
    assert pile[:3] == ["medkit", "spear", "pickaxe"], "the pile was shuffled or the returns went on top"
    assert sorted(pile[3:]) == ["junk", "net"]
    assert pile[3:] == ["net", "junk"], "R-8: returned in the order drawn"
    # The kept card is in her discard pile, face down: only she knows it.
    assert "pills" in zone_kinds(game, "0:discard")
    assert "pills" in game.view(0).discard_hidden
    assert "pills" not in game.view(1).seats[0].discard
    assert game.view(1).seats[0].discard_hidden_count == 1


def test_a_card_kept_from_a_dig_lies_in_the_discard_pile_and_cannot_act_this_turn_000_204() -> None:
    """[000:204] the kept card goes "in her discard pile", not into her hand: a net dug this
    turn cannot arm this turn's hunt. (A refugee alone hunts 0, which is no hunt [000:252].)"""
    game = new_table(
        [{"hand": ["scavenger", "refugee"]}, {"hand": ["scout"]}, {"hand": ["scout"]}],
        junkyard=["net", "junk"],
    )
    act(game, 0, "dig scavenger")
    act(game, 0, "keep net")
    assert game.view(0).hand == ("refugee",)
    assert refused(game, 0, "hunt refugee+net")
    assert refused(game, 0, "hunt refugee")
    assert not any(t.startswith("hunt") for t in texts(game, 0))


def test_a_mercenary_hired_then_drawn_back_by_a_reshuffle_the_same_turn_may_still_act_000_190_218() -> None:
    """[000:218] the hired mercenary goes "immediately" to the discard pile; [000:190] a draw
    beyond the deck "shuffles her discard pile to create a new deck and continues" (R-6: the
    discard holds what was discarded earlier this turn). [000:187] only a card that has already
    performed an action may not act again: the hired brawler never acted, so drawn back it may
    dig; the scavenger or spear that hunted may not act again."""
    found = False
    for seed in range(40):
        game = new_table(
            [{"hand": ["scavenger", "spear", "scout", "refugee", "refugee"], "deck": []}, {"hand": []}, {"hand": []}],
            seed=seed,
        )
        act(game, 0, "hunt scavenger+spear")
        act(game, 0, "hire brawler")
        assert Counter(zone_kinds(game, "0:discard")) == Counter({"scavenger": 1, "spear": 1, "brawler": 1})
        act(game, 0, "draw scout")
        view = game.view(0)
        drawn = Counter(view.hand) - Counter({"refugee": 2})
        assert sum(drawn.values()) == 2, view.hand
        assert set(drawn) <= {"scavenger", "spear", "brawler"}
        spent = Counter(view.spent)
        assert spent == drawn - Counter({"brawler": 1}), "only the cards that acted are spent"
        if "brawler" not in drawn:
            continue
        found = True
        assert "dig brawler" in texts(game, 0)
        act(game, 0, "dig brawler")
        assert game.view(0).looking, "the brawler dug"
        break
    assert found, "no seed drew the hired brawler back"


def test_thugs_are_hired_with_six_food_and_no_medicine_at_all_000_402() -> None:
    """[000:402] "Thugs can be hired using any combination of food and meds totaling 6 units":
    six food alone is such a combination. A hunter with a wolf pack hunts 5 and a scavenger 1."""
    game = new_table([{"hand": ["hunter", "wolf_pack", "scavenger", "refugee"]}, {"hand": []}, {"hand": []}])
    act(game, 0, "hunt hunter+wolf_pack scavenger")
    assert game.view(0).seats[0].food == 6
    assert "hire thugs" in texts(game, 0)
    act(game, 0, "hire thugs")
    assert "thugs" in zone_kinds(game, "0:discard")


def test_a_sniper_team_needs_two_food_and_two_meds_two_pills_make_two_meds_000_218_r13() -> None:
    """[000:218] "The player must be able to pay the cost displayed on the card. There are two
    currencies: food and medicine"; medicine cards "must be played from the players hand". A
    sniper team costs 2 food + 2 meds (R-13: food pays food, meds pay meds; any number of
    medicine cards may be played): 4 food and one pills are not enough, 2 food and two pills
    are."""
    hand = ["scavenger", "spear", "scavenger", "pills", "pills"]
    game = new_table([{"hand": hand}, {"hand": []}, {"hand": []}])
    act(game, 0, "hunt scavenger+spear scavenger")
    assert game.view(0).seats[0].food == 3
    assert refused(game, 0, "hire sniper_team pay pills")
    act(game, 0, "hire sniper_team pay pills pills")
    assert Counter(zone_kinds(game, "0:discard"))["sniper_team"] == 1
    assert Counter(zone_kinds(game, "0:discard"))["pills"] == 2
    assert game.view(0).hand == ()


def test_an_action_whose_total_is_zero_cannot_be_taken_however_many_cards_000_252() -> None:
    """[000:252] "The total of all ability values played is used to perform that action
    (provided that the total is 1 or greater)" (R-10). Refugees and tribe families hunt 0 and
    refugees dig 0: three of them together still total 0, but a net makes the hunt 2."""
    game = new_table(
        [{"hand": ["refugee", "refugee", "tribe_family_5", "net"]}, {"hand": []}, {"hand": []}],
    )
    assert refused(game, 0, "hunt refugee refugee tribe_family_5")
    assert refused(game, 0, "dig refugee refugee")
    legal = texts(game, 0)
    assert not any(t.startswith("dig") for t in legal)
    assert any(t.startswith("hunt") and "net" in t for t in legal)
    act(game, 0, "hunt refugee refugee tribe_family_5+net")
    assert game.view(0).seats[0].food == 2


def test_trash_takes_people_out_of_the_tribe_and_draws_nothing_000_228() -> None:
    """[000:228] trash "allows a player to take any number of cards from her hand and add them
    to the junkyard supply pile. The player does not draw cards from her deck to replace these
    cards." Trashed people leave the tribe [000:170]: the score drops by their people."""
    game = new_table(
        [{"hand": ["thugs", "refugee", "junk"], "deck": ["brawler"] * 5}, {"hand": []}, {"hand": []}],
    )
    before = game.score(0).people
    junkyard = len(zone_kinds(game, "junkyard"))
    act(game, 0, "trash junk refugee thugs")
    assert game.view(0).hand == ()
    assert game.view(0).seats[0].deck_count == 5
    assert len(zone_kinds(game, "junkyard")) == junkyard + 3
    assert game.score(0).people == before - 4
    assert Counter(zone_kinds(game, "junkyard"))["thugs"] == 1


def test_a_sniper_team_played_on_anothers_turn_is_gone_and_not_replaced_000_480() -> None:
    """[000:480] snipers played during another player's resource gathering "are discarded
    immediately after use, and you do not redraw to replace the card". Seat 1 snipes seat 0's
    digging scavenger from her hand; on her own turn her hand is one card short and holds no
    sniper team."""
    game = new_table(
        [
            {"hand": ["scavenger", "shovel", "refugee"]},
            {"hand": ["sniper_team", "brawler", "refugee"]},
            {"hand": []},
        ],
    )
    game.apply(0, "dig scavenger+shovel")
    sniped = False
    while (d := now(game)).kind in ("respond", "save"):
        if d.seat == 1 and d.kind == "respond" and not sniped:
            game.apply(1, "snipe 0:scavenger")
            sniped = True
        else:
            game.apply(d.seat, "pass")
    assert sniped
    assert "scavenger" in zone_kinds(game, "0:discard")
    assert "sniper_team" in zone_kinds(game, "1:discard")
    assert game.view(1).hand == ("brawler", "refugee")
    # Seat 0's shovel is not lost: only the sniped card is discarded [000:488].
    d = now(game)
    if d.kind == "resume":
        game.apply(0, "abort")
    assert "shovel" in game.view(0).hand
    end_gathering(game, {0: "commit none", 1: "commit brawler refugee"})


# ---------------------------------------------------------------------------------------------
# The skirmish [000:264-274] and its FAQ [000:412-500]


def test_group_leaders_lift_one_fighter_and_count_two_people_in_the_tie_000_442_434() -> None:
    """Group leaders add +2 to one other unit [000:298] and represent two people; ties count
    "Total people" [000:434], not cards. Seat 0: brawler + group leaders + refugee = fight 4,
    4 people (3 cards). Seat 1: thugs + scavenger = fight 4, 4 people (2 cards). Equal on fight
    and on people: "the skirmish is considered a deadlock" [000:274]."""
    game = new_table(
        [{"hand": ["brawler", "group_leaders", "refugee"]}, {"hand": ["thugs", "scavenger"]}, {"hand": []}]
    )
    winner = skirmish(game, {0: "commit brawler group_leaders refugee", 1: "commit scavenger thugs"})
    totals = round_totals(game, 3)
    assert totals[0] == (1, 4, 4)
    assert totals[1] == (1, 4, 4)
    assert winner is None
    assert "grenade" in zone_kinds(game, "junkyard")


def test_a_sniper_team_that_sniped_still_counts_its_two_people_for_the_tie_000_498_500() -> None:
    """[000:498-500] snipers used for their special effect "still contribute tribe members for
    the tiebreaker". Seat 0 (initiator) snipes seat 2's brawler with her sniper team; seat 0's
    brawler (fight 2, 1 + 2 people) then ties seat 1's scout (fight 2) with its refugee and pills
    (2 people, 3 cards) and wins on people."""
    game = new_table(
        [
            {"hand": ["brawler", "sniper_team"]},
            {"hand": ["scout", "refugee", "pills"]},
            {"hand": ["brawler", "junk"]},
        ]
    )
    winner = skirmish(
        game,
        {0: "commit brawler sniper_team", 1: "commit pills refugee scout", 2: "commit brawler junk"},
        {0: ["snipe 2:brawler"]},
    )
    totals = round_totals(game, 3)
    assert totals[0] == (1, 2, 3)
    assert totals[1] == (1, 2, 2)
    assert winner == 0
    assert "grenade" in zone_kinds(game, "0:discard")


def test_refugees_holding_tools_bring_no_fight_and_lose_to_a_lone_scavenger_000_240_510() -> None:
    """[000:240] "Using a tool does not grant a tribe member an ability that she cannot inherently
    perform"; tool rules apply in the skirmish too [000:266]; refugees "cannot fight" [000:510].
    Three refugees with a spear and a pickaxe have no fight; one scavenger (fight 1) beats them
    though they bring three people: "A fight value of 0 is superior to no ability to fight at
    all" [000:420], and fight 1 more so."""
    game = new_table(
        [{"hand": ["refugee", "refugee", "refugee", "spear", "pickaxe"]}, {"hand": ["scavenger"]}, {"hand": []}]
    )
    winner = skirmish(game, {0: "commit pickaxe refugee refugee refugee spear", 1: "commit scavenger"})
    totals = round_totals(game, 3)
    assert totals[0][0] == 0, "refugees with tools have no fight"
    assert totals[0][2] == 3
    assert totals[1] == (1, 1, 1)
    assert winner == 1


def test_a_tribe_family_holds_one_tool_in_the_skirmish_so_equal_forces_deadlock_000_189_274() -> None:
    """[000:189] "A player may only use one tool card for any tribe member, even if that tribe
    member represents multiple people" and [000:266] the tool rules hold in the skirmish. A tribe
    family of 4 with a grenade and a spear fights 3 (not 5), 4 people; thugs and a refugee fight
    3 with 4 people: a deadlock [000:274], the resource goes into the junkyard."""
    game = new_table([{"hand": ["tribe_family_4", "grenade", "spear"]}, {"hand": ["thugs", "refugee"]}, {"hand": []}])
    winner = skirmish(game, {0: "commit grenade spear tribe_family_4", 1: "commit refugee thugs"})
    totals = round_totals(game, 3)
    assert totals[0] == (1, 3, 4)
    assert totals[1] == (1, 3, 4)
    assert winner is None
    assert "grenade" in zone_kinds(game, "junkyard")


@pytest.mark.parametrize(("rules", "expected"), [("2015", 1), ("2012", None)])
def test_a_disarmed_tribe_family_still_fights_zero_which_beats_no_fight_in_2015_000_420_496(
    rules: str, expected: int | None
) -> None:
    """Seat 0 (initiator) disarms the spear of seat 1's tribe family with her saboteur [000:302];
    the saboteur "is used either to disarm or to fight ... but not both" [000:496] but its person
    still counts [000:500]. Seat 0: saboteur + 2 refugees = no fight, 3 people. Seat 1: a tribe
    family of 3, fight 0, 3 people. 2015: "A fight value of 0 is superior to no ability to fight
    at all" [000:420] (ED-12): seat 1 wins. 2012 (ED-12, the older walkthrough "no attack can be
    made unless the fight total is at least 1" [001:455]): both have no fight, 3 people each, a
    deadlock."""
    game = new_table(
        [{"hand": ["saboteur", "refugee", "refugee"]}, {"hand": ["tribe_family_3", "spear"]}, {"hand": []}],
        rules=rules,
    )
    winner = skirmish(
        game,
        {0: "commit refugee refugee saboteur", 1: "commit spear tribe_family_3"},
        {0: ["disarm 1:spear"]},
    )
    totals = round_totals(game, 3)
    assert totals[0] == (0, 0, 3)
    assert totals[1][1:] == (0, 3)
    assert winner == expected


def test_a_sniped_grenade_holder_cannot_pass_the_grenade_to_a_refugee_000_464_240() -> None:
    """[000:464] "the sniped player may rearrange the available tools as desired", but a tool
    only helps a member with the base ability [000:240] [000:392]. Seat 0 snipes seat 1's brawler;
    its grenade cannot go to seat 1's refugee, so seat 1 has no fight, and seat 2's tribe family
    (fight 0) wins [000:420]."""
    game = new_table(
        [
            {"hand": ["sniper_team"]},
            {"hand": ["brawler", "grenade", "refugee", "refugee", "refugee"]},
            {"hand": ["tribe_family_3"]},
        ]
    )
    winner = skirmish(
        game,
        {0: "commit sniper_team", 1: "commit brawler grenade refugee refugee refugee", 2: "commit tribe_family_3"},
        {0: ["snipe 1:brawler"]},
    )
    totals = round_totals(game, 3)
    assert totals[1][0] == 0, "the grenade gave the refugees no fight"
    assert totals[1][2] == 3
    assert totals[2] == (1, 0, 3)
    assert winner == 2


def test_two_players_a_disarm_cuts_a_three_point_margin_to_one_and_it_is_a_tie_000_116() -> None:
    """Two players: "Skirmishes must be won by 2. If not, then it is a tie and the players place
    the contested resource on top of the junkyard and then shuffle" [000:116] (V-2). Seat 1's
    scavenger with a spear fights 3; seat 0 (initiator) disarms the spear with her saboteur,
    which then does not fight [000:496]; her brawler fights 2 against 1: a margin of 1, a tie."""
    game = new_table(
        [{"hand": ["saboteur", "brawler"]}, {"hand": ["scavenger", "spear"]}],
        contested=["grenade", "field_crew"],
    )
    winner = skirmish(game, {0: "commit brawler saboteur", 1: "commit scavenger spear"}, {0: ["disarm 1:spear"]})
    totals = round_totals(game, 3)
    assert totals[0][1] == 2
    assert totals[1][1] == 1
    assert winner is None
    assert "grenade" in zone_kinds(game, "junkyard")
    assert "grenade" not in zone_kinds(game, "0:discard")


# ---------------------------------------------------------------------------------------------
# Round flow: the peek, the initiator, the draw [000:120-150]


def test_after_a_round_3_deadlock_the_round_4_initiator_peeks_at_the_next_resource_000_150_ed1() -> None:
    """[000:274] a deadlock puts the top contested resource into the junkyard; [000:146] from
    round 4 the initiator card moves left each round (ED-1); [000:126] [000:150] the initiator
    "looks at the top card of the contested resources pile". In round 4 seat 1 is the initiator,
    acts first, and has seen the field crew now on top; seat 0 has no peek any more."""
    game = new_table([{"hand": []}, {"hand": []}, {"hand": []}])
    junkyard = len(zone_kinds(game, "junkyard"))
    assert game.view(0).peeked == "grenade"
    end_gathering(game, {})
    skirmish_turns(game)
    assert skirmish_outcome(game, 3) is None
    assert game.round == 4
    assert len(zone_kinds(game, "junkyard")) == junkyard + 1
    assert game.view(None).initiator == 1
    assert now(game).seat == 1
    assert now(game).kind == "turn"
    assert game.view(1).peeked == "field_crew"
    assert game.view(0).peeked is None
    assert game.view(2).peeked is None
    assert zone_kinds(game, "contested") == ["field_crew", "wolf_pack"]


def test_the_won_resource_is_reshuffled_into_the_next_rounds_draw_000_124_125_268() -> None:
    """[000:268] the winner adds the resource "to her discard pile"; next round [000:124-125]
    "Discard all cards from the previous round" then draw 5, "shuffling the discard pile and
    adding it to the deck when her deck becomes exhausted". Seat 0 owns exactly five cards and
    an empty deck, so her round-4 hand is exactly those five, the won grenade among them."""
    game = new_table(
        [{"hand": ["brawler"], "deck": [], "discard": ["refugee", "refugee", "scavenger"]}, {"hand": []}, {"hand": []}]
    )
    winner = skirmish(game, {0: "commit brawler"})
    assert winner == 0
    assert game.round == 4
    assert sorted(game.view(0).hand) == ["brawler", "grenade", "refugee", "refugee", "scavenger"]
    assert zone_kinds(game, "0:discard") == []
    assert game.view(0).discard_hidden == ()


# ---------------------------------------------------------------------------------------------
# The end of the game and its scoring [000:168-172] [000:436-438]


def test_the_final_tribe_adds_the_people_of_every_base_person_card_000_170_438() -> None:
    """[000:170] "counting the number of tribe member icons ... of every card in their decks";
    [000:438] "Add up the total VALUE of each card". Seat 0 owns one of every base person kind
    in deck, hand and discard (refugee 1, scavenger 1, brawler 1, hunter 1, saboteur 1, scout 1,
    group leaders 2, sniper team 2, thugs 3, sled team 2, field crew 4, tribe families 3+4+5),
    plus tools and medicine (0): 31 people, 18 cards, 6 contested resource cards + the field crew
    she wins on the last round."""
    deck = ["refugee", "scavenger", "brawler", "hunter", "saboteur", "scout"]
    discard = ["group_leaders", "sniper_team", "thugs", "sled_team", "tribe_family_3", "tribe_family_4"]
    hand = ["tribe_family_5", "field_crew", "spear", "shovel", "pills", "wolf_pack"]
    game = new_table(
        [{"hand": hand, "deck": deck, "discard": discard}, {"hand": []}, {"hand": []}], contested=["field_crew"]
    )
    score = game.score(0)
    assert score.people == 1 + 1 + 1 + 1 + 1 + 1 + 2 + 2 + 3 + 2 + 3 + 4 + 5 + 4
    assert score.cards == 18
    assert score.contested == 6  # sled team, 3 tribe families, field crew, wolf pack
    skirmish(game, {0: "commit field_crew"})
    assert game.over
    result = game.result
    assert result is not None
    assert result.scores[0].people == 31 + 4
    assert result.scores[0].cards == 19
    assert result.scores[0].contested == 7
    assert result.winners == (0,)


def test_the_contested_tie_break_counts_only_among_the_tribes_tied_on_people_000_170() -> None:
    """[000:170] "If there is a tie, then the player among those tied with the most contested
    resource cards is the winner." Four players, the last resource lost to nobody committing:
    seats 0 and 1 tie on 6 people; seat 0 holds one contested resource (a tribe family), seat 1
    none but more cards. Seat 2 holds three contested resources and the most cards but only 1
    person: not among the tied, so it changes nothing. Seat 0 wins on contested resources."""
    game = new_table(
        [
            {"hand": [], "deck": ["thugs", "tribe_family_3"]},
            {"hand": [], "deck": ["thugs", "scavenger", "scavenger", "scavenger", "junk", "junk"]},
            {"hand": [], "deck": ["grenade", "grenade", "wolf_pack", "scavenger", "junk", "junk", "junk", "junk"]},
            {"hand": [], "deck": ["refugee"]},
        ],
        contested=["field_crew"],
    )
    end_gathering(game, {})
    skirmish_turns(game)
    assert game.over
    result = game.result
    assert result is not None
    assert [s.people for s in result.scores] == [6, 6, 1, 1]
    assert [s.contested for s in result.scores] == [1, 0, 3, 0]
    assert result.winners == (0,)
    assert result.decided_by == "contested"


def test_equal_tribes_and_resources_go_to_the_most_cards_even_junk_000_170_f2() -> None:
    """[000:170] "If there is still a tie, the player among those tied with the largest number of
    cards in her deck is the winner" (F-2: every owned card, junk included). Four players, the
    last resource lost to nobody committing (a deadlock [000:424]): seats 0 and 1 tie on 6
    people and 1 contested resource; seat 0 has one more card (a junk) and wins on cards."""
    game = new_table(
        [
            {"hand": [], "deck": ["thugs", "tribe_family_3", "junk", "junk"]},
            {"hand": [], "deck": ["thugs", "tribe_family_3", "junk"]},
            {"hand": [], "deck": ["scavenger"] * 5},
            {"hand": [], "deck": ["refugee"]},
        ],
        contested=["field_crew"],
    )
    end_gathering(game, {})
    skirmish_turns(game)
    assert game.over
    result = game.result
    assert result is not None
    assert [s.people for s in result.scores] == [6, 6, 5, 1]
    assert [s.contested for s in result.scores][:2] == [1, 1]
    assert result.winners == (0,)
    assert result.decided_by == "cards"


# ---------------------------------------------------------------------------------------------
# Additional edges: the market, the junkyard's shuffle, sniped snipers


def test_refugees_are_not_for_hire_in_the_base_game_000_107() -> None:
    """[000:107] "Return any additional refugee cards to the box. They will not be used in this
    game." The mercenaries are the 8 stacks named there (scavenger, brawler, hunter, saboteur,
    scout, group leaders, sniper team, thugs): no refugee may be hired, even with food to spare."""
    game = new_table([{"hand": ["hunter", "scavenger"]}, {"hand": []}, {"hand": []}])
    assert sorted(kind for kind, _ in game.view(0).market) == sorted(
        ["scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs"]
    )
    act(game, 0, "hunt hunter scavenger")
    assert game.view(0).seats[0].food == 3
    assert refused(game, 0, "hire refugee")
    assert not any("refugee" in t for t in texts(game, 0) if t.startswith("hire"))


def test_trashed_cards_are_shuffled_into_the_junkyard_not_laid_on_top_or_bottom_000_228_236() -> None:
    """[000:228] "The junkyard pile is shuffled any time new cards are added"; [000:236] "players
    place them face-down on top of the junkyard and then shuffle the entire junkyard pile". With a
    junkyard of one net, a trashed junk card and a dig of 1 the same turn, the dug card is
    sometimes the junk and sometimes the net over many deals: the pile was shuffled."""
    seen: set[str] = set()
    for seed in range(40):
        game = new_table(
            [{"hand": ["junk", "scavenger"]}, {"hand": []}, {"hand": []}],
            junkyard=["net"],
            seed=seed,
        )
        act(game, 0, "trash junk")
        assert sorted(zone_kinds(game, "junkyard")) == ["junk", "net"]
        act(game, 0, "dig scavenger")
        seen.update(game.view(0).looking)
        if seen == {"junk", "net"}:
            break
    assert seen == {"junk", "net"}, f"the dig always found {seen}: the trash was not shuffled in"


def test_a_sniped_sniper_team_brings_no_people_but_one_that_sniped_does_000_500_001_423() -> None:
    """[000:492] the initiator acts first and snipes are "implemented immediately"; a sniped card
    is "discarded ... ineffective for that round" [000:316] (S-4: it adds nothing, people
    included), while a sniper that acted still counts its people [000:500]. Seat 0 (initiator)
    snipes seat 1's sniper team: seat 1 is left with a brawler (fight 2, 1 person); seat 0's
    brawler and used sniper team: fight 2, 3 people; seat 2's brawler and refugee: fight 2, 2
    people. Seat 0 wins on people (had the sniped team counted, seat 1 would tie seat 0)."""
    game = new_table(
        [
            {"hand": ["brawler", "sniper_team"]},
            {"hand": ["brawler", "sniper_team"]},
            {"hand": ["brawler", "refugee"]},
        ]
    )
    winner = skirmish(
        game,
        {0: "commit brawler sniper_team", 1: "commit brawler sniper_team", 2: "commit brawler refugee"},
        {0: ["snipe 1:sniper_team"], 1: ["snipe 0:brawler"]},
    )
    totals = round_totals(game, 3)
    assert totals[0] == (1, 2, 3)
    assert totals[1] == (1, 2, 1)
    assert totals[2] == (1, 2, 2)
    assert winner == 0
