"""A sixth blind audit: THE END OF THE GAME, FINAL SCORING and the SKIRMISH'S RESOLUTION.

Written only from the rulebooks (`shared/rules/000_*.txt` cited as [000:LINE], the older
edition as [001:LINE], Recon as [003:LINE]), `shared/RULINGS.md` (ruling IDs), the card data
(`shared/cards.tsv`) and the public API (DESIGN.md, docs/scenarios.md, docs/view.md), without
reading the engine's source. Each test asserts what the rules say; expected figures are worked
out by hand from the card data.
"""

from __future__ import annotations

from typing import Any

import scavengers as sc
from helpers import commit_text, end_gathering, skirmish_outcome, solo_game, zone_kinds

BASE: frozenset[str] = frozenset()
HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})


# ---------------------------------------------------------------------------------------------
# helpers


def new(seats: int, modules: frozenset[str] = BASE, rules: str = "2015", **scenario: Any) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, rules=rules, scenario=scenario))


def finish(game: sc.Game, commits: dict[int, str] | None = None) -> sc.GameResult:
    """Play to the end: turns end, commits as given (default nothing), every other decision
    passes. Fails if the game does not end within a few hundred decisions."""
    commits = commits or {}
    for _ in range(2000):
        if game.over:
            break
        d = game.view(None).decision
        assert d is not None
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.pop(d.seat, "commit none"))
        else:
            game.apply(d.seat, "pass")
    assert game.over
    assert game.result is not None
    return game.result


def play_round(game: sc.Game, commits: dict[int, str] | None = None) -> None:
    """Finish the current round (nothing more): commits as given, everything else passes."""
    commits = commits or {}
    start = game.round
    while not game.over and game.round == start:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        else:
            game.apply(d.seat, "pass")


def owned_by(game: sc.Game, kind: str) -> list[str]:
    """The seats' zones holding a card of ``kind`` (shared piles and the box left out)."""
    return [zone for zone, cards in game.zones().items() if zone[0].isdigit() and any(c.kind == kind for c in cards)]


def skirmish_round(forces: list[list[str]], contested: list[str], **scenario: Any) -> sc.Game:
    """A round-3 table, seat 0 the initiator: each seat holds exactly its force and commits all
    of it; the round is played to its end."""
    seats = len(forces)
    rules = scenario.pop("rules", "2015")
    players = [{"hand": list(f)} for f in forces]
    game = new(seats, rules=rules, round=3, initiator=0, players=players, contested=contested, **scenario)
    play_round(game, {seat: commit_text(f) for seat, f in enumerate(forces)})
    return game


# ---------------------------------------------------------------------------------------------
# When the game ends [000:140] [000:170] ED-2


def test_ed2_a_last_contested_resource_lost_to_a_deadlock_still_ends_the_game_000_170() -> None:
    """[000:170] "When the contested resource pile has been depleted, the game is over"; ED-2:
    "The game ends after the skirmish phase of the round in which the CR pile becomes empty,
    however the last card left". Nobody commits: a deadlock [000:274]; the tribe family goes to
    the junkyard, nobody owns it, and the thugs' owner has the largest tribe."""
    game = new(
        3,
        round=7,
        initiator=1,
        players=[{"hand": ["scavenger"], "discard": ["thugs"]}, {"discard": ["refugee"]}, {}],
        contested=["tribe_family_5"],
    )
    result = finish(game)
    assert skirmish_outcome(game, 7) is None
    assert zone_kinds(game, "contested") == []
    assert "tribe_family_5" in zone_kinds(game, "junkyard")
    assert [s.people for s in result.scores] == [4, 1, 0]
    assert [s.contested for s in result.scores] == [0, 0, 0]
    assert result.winners == (0,)


def test_ed2_the_game_goes_on_while_a_contested_resource_is_left_000_140() -> None:
    """[000:140] "The game continues like this until the contested resource pile is
    depleted": a won skirmish with one card left starts the next round."""
    game = skirmish_round([["brawler"], ["scavenger"], []], ["grenade", "wolf_pack"])
    assert skirmish_outcome(game, 3) == 0
    assert not game.over
    assert game.result is None
    assert game.round == 4
    assert zone_kinds(game, "contested") == ["wolf_pack"]


def test_ed2_with_the_2012_rules_a_two_player_tie_on_the_last_resource_ends_the_game() -> None:
    """docs/variants.md: what ends the game follows the 2015 rules with ``rules="2012"``
    (ED-2). Two players, 2 against 1 is not won by 2 [000:116]: the last CR goes to the
    junkyard and the game is over."""
    game = skirmish_round([["brawler"], ["scavenger"]], ["tribe_family_4"], rules="2012")
    assert skirmish_outcome(game, 3) is None
    assert game.over
    assert "tribe_family_4" in zone_kinds(game, "junkyard")


def test_ed2_a_full_two_player_game_lasts_two_plus_fourteen_rounds() -> None:
    """ED-2: "A game therefore lasts exactly 2 + (initial CR count) rounds: 16 with the
    standard 14 CRs", also with two players (every skirmish round consumes one CR)."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=3))
    finish(game)
    assert game.round == 16
    assert len(zone_kinds(game, "contested")) == 0


def test_v9_random_contested_resources_fourteen_are_the_timer_sixteen_rounds() -> None:
    """V-9: with Recon module 4 "The 14 chosen CRs are the timer, so the game lasts 16
    rounds"; [003:220] "Draw the top 14 and use those for the game"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5, modules=frozenset({"recon4"})))
    assert len(zone_kinds(game, "contested")) == 14
    finish(game)
    assert game.round == 16


# ---------------------------------------------------------------------------------------------
# The skirmish winner's prize [000:138] [000:268]


def test_the_skirmish_winner_takes_the_top_contested_resource_into_her_discard_pile_000_268() -> None:
    """[000:268] "The winning player draws the top card from the contested resources supply
    pile and adds it to her discard pile": the top card, not another."""
    game = skirmish_round([["scavenger"], ["thugs"], ["brawler"]], ["field_crew", "grenade", "sled_team"])
    assert skirmish_outcome(game, 3) == 1
    assert zone_kinds(game, "contested") == ["grenade", "sled_team"]
    assert owned_by(game, "field_crew") in (["1:discard"], ["1:hand"], ["1:deck"])
    assert game.score(1).contested == 1
    assert game.score(1).people == 3 + 4


def test_a_deadlocked_resource_goes_to_the_junkyard_unseen_and_nobody_scores_it_000_274() -> None:
    """[000:274] still tied: "the players place the top card from the contested resources pile
    into the junkyard pile without looking at it"."""
    game = skirmish_round([["brawler"], ["scout"], ["scavenger"]], ["tribe_family_3", "grenade"])
    assert skirmish_outcome(game, 3) is None
    assert zone_kinds(game, "contested") == ["grenade"]
    assert "tribe_family_3" in zone_kinds(game, "junkyard")
    assert all(game.score(seat).contested == 0 for seat in range(3))


# ---------------------------------------------------------------------------------------------
# Skirmish ties in every configuration [000:272-274] [000:414-424] S-1 S-2


def test_s2_four_way_tie_on_fight_and_people_is_a_deadlock_000_274() -> None:
    """[000:274] "If players are still tied, then the skirmish is considered a deadlock":
    four brawlers, fight 2 and 1 person each."""
    game = skirmish_round([["brawler"]] * 4, ["grenade", "wolf_pack"])
    assert skirmish_outcome(game, 3) is None


def test_s2_only_the_tied_top_players_compare_people_000_274() -> None:
    """S-2: "among the tied top players only, the most people wins". Seat 2 has 7 people but
    a fight of 1; seats 0 and 1 tie on fight 2 and seat 0 has 2 people to seat 1's 1."""
    game = skirmish_round(
        [["brawler", "refugee"], ["brawler"], ["scavenger", "tribe_family_5", "refugee"], []],
        ["grenade", "wolf_pack"],
    )
    assert skirmish_outcome(game, 3) == 0


def test_s2_three_tie_on_fight_two_of_them_tie_on_most_people_deadlock_000_274() -> None:
    """Three forces at fight 2; two of them bring 2 people, the third 1: the two best are still
    tied, so it is a deadlock [000:274] (the third player's fewer people do not matter)."""
    game = skirmish_round([["brawler", "refugee"], ["scout", "refugee"], ["brawler"]], ["grenade", "wolf_pack"])
    assert skirmish_outcome(game, 3) is None


def test_s2_a_five_player_tie_on_fight_is_won_by_people_as_a_value_not_cards_000_434() -> None:
    """[000:434] "Total people (look in bottom corner of card for value)": five players, four
    of them at fight 3. Thugs (one card) count 3 people like three scavengers; a fourth person
    breaks the tie."""
    forces = [
        ["brawler", "scavenger"],  # fight 3, 2 people
        ["thugs"],  # fight 3, 3 people
        ["scavenger", "scavenger", "scavenger"],  # fight 3, 3 people
        ["brawler", "sniper_team", "refugee"],  # fight 2 (sniper no fight), 4 people
        ["scout", "scavenger", "refugee"],  # fight 3, 3 people
    ]
    game = skirmish_round(forces, ["grenade", "wolf_pack"])
    assert skirmish_outcome(game, 3) is None  # seats 1, 2 and 4 tie on fight 3 and 3 people
    forces[4] = ["scout", "scavenger", "refugee", "refugee"]  # fight 3, 4 people
    game = skirmish_round(forces, ["grenade", "wolf_pack"])
    assert skirmish_outcome(game, 3) == 4


def test_s1_nobody_commits_the_resource_goes_to_the_junkyard() -> None:
    """S-1: "If every player committed 0 cards ... it is a deadlock: the CR goes into the JY"."""
    game = skirmish_round([[], [], []], ["grenade", "wolf_pack"])
    assert skirmish_outcome(game, 3) is None
    assert "grenade" in zone_kinds(game, "junkyard")


def test_s1_a_force_of_only_tools_and_medicine_does_not_beat_empty_forces() -> None:
    """S-1: "a force with no fight and no people (only tools, medicine, junk) does not win
    against players who committed nothing ... a deadlock"."""
    game = skirmish_round([["spear", "pills", "junk"], [], []], ["grenade", "wolf_pack"])
    assert skirmish_outcome(game, 3) is None


def test_s1_a_lone_refugee_beats_empty_forces_on_people() -> None:
    """S-1: "A force with no fight but at least 1 person does win against them (people
    tie-break)"."""
    game = skirmish_round([[], ["refugee"], []], ["grenade", "wolf_pack"])
    assert skirmish_outcome(game, 3) == 1


def test_a_fight_of_zero_ties_another_fight_of_zero_and_people_decide_000_414_416() -> None:
    """[000:414-416] "everyone has a fight value of 0, but one person has more tribe members
    ... Ties are broken ... based upon number of people": tribe family (3) against tribe
    family (4)."""
    game = skirmish_round([["tribe_family_3"], ["tribe_family_4"], ["refugee"] * 4], ["grenade", "wolf_pack"])
    assert skirmish_outcome(game, 3) == 1


def test_2012_a_fight_of_zero_is_no_fight_and_people_decide() -> None:
    """docs/variants.md (2012 rules): "a skirmish force that adds up to 0 counts as having no
    fight at all, and the number of people decides against another force without fight"
    [001: "no attack can be made unless the fight total is at least 1"]. A 3-person tribe family
    against 4 refugees: 4 people win."""
    game = skirmish_round([["tribe_family_3"], ["refugee"] * 4, []], ["grenade", "wolf_pack"], rules="2012")
    assert skirmish_outcome(game, 3) == 1
    game = skirmish_round([["tribe_family_3"], ["refugee"] * 4, []], ["grenade", "wolf_pack"])
    assert skirmish_outcome(game, 3) == 0  # 2015: fight 0 beats no fight [000:418-420]


# ---------------------------------------------------------------------------------------------
# Two players [000:111-116] V-2


def test_v2_two_players_people_never_matter_a_fight_tie_is_a_tie_000_115() -> None:
    """[000:115] "The number of tribe members a player brings to a skirmish is no longer
    relevant": 2 + 5 people against 2 and 1 person is a tie."""
    game = skirmish_round([["brawler", "refugee", "refugee", "refugee", "refugee"], ["brawler"]], ["grenade", "net"])
    assert skirmish_outcome(game, 3) is None
    assert "grenade" in zone_kinds(game, "junkyard")


def test_v2_two_players_a_force_without_fight_counts_as_zero_for_the_margin() -> None:
    """V-2: "a participant without hasFight (or who did not commit) is treated as fight 0":
    a brawler (2) beats group leaders (no fight, 2 people) by 2; a scavenger (1) against a
    tribe family (fight 0) is a tie."""
    game = skirmish_round([["brawler"], ["group_leaders"]], ["grenade", "net"])
    assert skirmish_outcome(game, 3) == 0
    game = skirmish_round([["scavenger"], ["tribe_family_5"]], ["grenade", "net"])
    assert skirmish_outcome(game, 3) is None


def test_v2_two_players_win_by_exactly_two_takes_the_resource_000_116() -> None:
    """[000:116] "Skirmishes must be won by 2": thugs (3) against a scavenger (1)."""
    game = skirmish_round([["scavenger"], ["thugs"]], ["field_crew", "net"])
    assert skirmish_outcome(game, 3) == 1
    assert len(owned_by(game, "field_crew")) == 1
    assert owned_by(game, "field_crew")[0].startswith("1:")


# ---------------------------------------------------------------------------------------------
# Counting people [000:170] [000:436-438] F-1, cards.tsv


def test_f1_every_card_counts_its_printed_people_000_438() -> None:
    """[000:438] "Add up the total VALUE of each card", people per cards.tsv: refugee,
    scavenger, brawler, hunter, saboteur, scout 1 each; group leaders 2, sniper team 2,
    thugs 3, sled team 2, field crew 4, tribe families 3/4/5; tools, medicine, junk 0."""
    pile = [
        "refugee", "scavenger", "brawler", "hunter", "saboteur", "scout",
        "group_leaders", "sniper_team", "thugs", "sled_team", "field_crew",
        "tribe_family_3", "tribe_family_4", "tribe_family_5",
        "grenade", "wolf_pack", "junk", "pills", "medkit", "spear",
    ]  # fmt: skip
    game = new(3, round=3, players=[{"discard": pile}, {}, {}], contested=["net"])
    score = game.score(0)
    assert score.people == 6 + 2 + 2 + 3 + 2 + 4 + 3 + 4 + 5
    assert score.contested == 7  # sled team, field crew, 3 tribe families, grenade, wolf pack
    assert score.cards == 20


def test_f1_recon_and_hq_people_values() -> None:
    """cards.tsv: medic 1, engineer 1, combat medics 4, demolition team 2, scrappers 2,
    tribal hunters 2/3/4, hardy scavenger 1, scouting refugee 1, courier 1, and guard,
    provocateur, rogue, tinker, spy, assassin and drill sergeant 1 each; instants 0."""
    pile = [
        "medic", "engineer", "combat_medics", "demolition_team", "scrappers",
        "tribal_hunters_2", "tribal_hunters_3", "tribal_hunters_4", "hardy_scavenger",
        "scouting_refugee", "courier", "cargo_sled", "tear_gas", "binoculars",
        "guard", "provocateur", "rogue", "tinker", "spy", "assassin", "drill_sergeant",
    ]  # fmt: skip
    game = new(3, round=3, players=[{"discard": pile}, {}, {}], contested=["net"])
    score = game.score(0)
    assert score.people == 1 + 1 + 4 + 2 + 2 + 2 + 3 + 4 + 1 + 1 + 1 + 7
    assert score.contested == 7  # combat medics, demolition, 3 tribal hunters, cargo sled, tear gas
    assert score.cards == 21


def test_f1_people_count_in_hand_deck_discard_and_the_committed_force() -> None:
    """F-1: "Every card the player owns, in any zone: deck, discard, hand, play area or
    skirmish". Thugs in hand (3), field crew in the deck (4), group leaders in the discard (2);
    the thugs still count once committed."""
    game = new(
        3,
        round=3,
        players=[{"hand": ["thugs"], "deck": ["field_crew"], "discard": ["group_leaders"]}, {}, {}],
        contested=["net", "grenade"],
    )
    assert game.score(0).people == 9
    end_gathering(game, {0: "commit thugs"})
    assert skirmish_outcome(game, 3) == 0  # the net (0 people) is won
    assert game.score(0).people == 9
    assert game.score(0).contested == 1


def test_f1_timer_and_stored_cards_count_buildings_do_not_000_170() -> None:
    """F-1: "cards stored in buildings, and building timer cards" count; "Leaders and building
    cards count 0 people"; F-2: buildings are not counted as cards. Thugs stored in a bunker
    (3 people), a field crew on an armory's timer (4 people)."""
    game = new(
        3,
        HQ2,
        round=3,
        players=[
            {
                "buildings": [
                    {"building": "bunker", "stored": ["thugs"]},
                    {"building": "armory", "timer": ["field_crew", "junk"]},
                ]
            },
            {},
            {},
        ],
        contested=["net"],
    )
    score = game.score(0)
    assert score.people == 3 + 4
    assert score.cards == 3
    assert score.contested == 1


def test_f2_leaders_are_not_cards_and_score_no_people() -> None:
    """F-1 "Leaders ... count 0 people"; F-2 "Gang, leader and building cards are excluded"."""
    game = new(
        3,
        HQ3,
        round=3,
        players=[
            {"leader": "leader_mentor", "discard": ["refugee"]},
            {"leader": "leader_organizer"},
            {"leader": "leader_peacemaker"},
        ],
        contested=["net"],
    )
    assert game.score(0).people == 1
    assert game.score(0).cards == 1


def test_l8_the_gangsters_refugees_count_one_person_each_at_the_end() -> None:
    """L-8: the Gangster's refugees count as 2 people "for skirmish tie-breaks only. This
    counts neither for final scoring"."""
    game = new(
        3,
        HQ3,
        round=3,
        players=[
            {"leader": "leader_gangster", "discard": ["refugee", "refugee", "refugee"]},
            {"leader": "leader_organizer"},
            {"leader": "leader_peacemaker"},
        ],
        contested=["net"],
    )
    assert game.score(0).people == 3


def test_a_card_sniped_in_the_last_skirmish_still_scores_for_its_owner_s4() -> None:
    """S-4: a sniped card "is removed from the force at once and placed in its owner's discard
    pile" (not removed from play): it still counts at the end [000:170]."""
    game = new(
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["thugs"]}, {}],
        contested=["net"],
    )
    end_gathering(game, {0: "commit brawler sniper_team", 1: "commit thugs"})
    d = game.view(None).decision
    assert d is not None
    assert (d.kind, d.seat) == ("skirmish", 0)
    game.apply(0, "snipe 1:thugs")
    result = finish(game)
    assert skirmish_outcome(game, 3) == 0
    assert result.scores[1].people == 3
    assert result.scores[0].people == 1 + 2
    assert result.scores[0].cards == 3  # sniper team, brawler and the net won


def test_s12_a_hardy_scavenger_returned_after_the_last_skirmish_still_scores() -> None:
    """[003:441] a hardy scavenger that loses "returned to your hand at the end of the
    round"; F-1: cards in hand count."""
    game = skirmish_round([["thugs"], ["hardy_scavenger"], []], ["net"])
    assert game.over
    assert game.result is not None
    assert game.result.scores[1].people == 1
    assert game.result.scores[1].cards == 1
    assert game.result.scores[0].people == 3


# ---------------------------------------------------------------------------------------------
# The final tie-breaks [000:170-172] F-2 F-3


def test_final_tie_on_people_most_contested_resources_wins_000_170() -> None:
    """[000:170] "If there is a tie, then the player among those tied with the most contested
    resource card is the winner": thugs (3) against a 3-person tribe family (3, a CR)."""
    game = new(3, round=5, players=[{"discard": ["thugs"]}, {"discard": ["tribe_family_3"]}, {}], contested=["net"])
    result = finish(game)
    assert [s.people for s in result.scores] == [3, 3, 0]
    assert result.winners == (1,)


def test_final_tie_a_contested_tool_breaks_the_tie_before_the_card_count_f3() -> None:
    """F-3: "Any owned card that carries the CR supply icon" is a CR card, a grenade too; the
    CR count comes before the card count [000:170]: thugs + grenade (2 cards, 1 CR) beat
    thugs + spear + junk (3 cards, no CR)."""
    game = new(
        3,
        round=5,
        players=[{"discard": ["thugs", "grenade"]}, {"discard": ["thugs", "spear", "junk"]}, {}],
        contested=["net"],
    )
    result = finish(game)
    assert result.winners == (0,)


def test_final_tie_on_people_and_contested_most_cards_wins_junk_included_f2() -> None:
    """[000:170] "the player among those tied with the largest number of cards in her deck is
    the winner"; F-2: "of any type (junk included)"."""
    game = new(
        3,
        round=5,
        players=[{"discard": ["thugs", "junk", "junk"]}, {"discard": ["thugs", "spear"]}, {}],
        contested=["net"],
    )
    result = finish(game)
    assert [s.cards for s in result.scores] == [3, 2, 0]
    assert result.winners == (0,)


def test_final_tie_on_everything_is_a_shared_victory_000_172() -> None:
    """[000:172] "If there is still a tie, the tied players rejoice in their shared
    victory": 3 people, no CR and 3 cards each; the third player is not among them."""
    game = new(
        3,
        round=5,
        players=[{"discard": ["thugs", "junk", "junk"]}, {"discard": ["refugee"] * 3}, {"discard": ["brawler"]}],
        contested=["net"],
    )
    result = finish(game)
    assert tuple(sorted(result.winners)) == (0, 1)


def test_final_five_players_tie_breaks_apply_only_among_the_tied() -> None:
    """[000:170] "among those tied": seats 0-2 tie on 5 people; seat 0 has no CR; seats 1 and
    2 have one each, seat 2 has more cards. Seat 3 has more cards than anyone but 4 people."""
    game = new(
        5,
        round=5,
        players=[
            {"discard": ["thugs", "refugee", "refugee"]},
            {"discard": ["tribe_family_5", "junk"]},
            {"discard": ["tribe_family_4", "refugee", "junk"]},
            {"discard": ["refugee"] * 4 + ["junk"] * 5},
            {},
        ],
        contested=["net"],
    )
    result = finish(game)
    assert [s.people for s in result.scores] == [5, 5, 5, 4, 0]
    assert [s.contested for s in result.scores] == [0, 1, 1, 0, 0]
    assert result.winners == (2,)


def test_the_last_resource_won_counts_for_the_contested_tie_break() -> None:
    """[000:268] the winner adds the CR to her discard pile; it is then hers for [000:170].
    Seat 1 wins the last skirmish with a scavenger (f1) against nothing and takes a grenade:
    people tie 2-2 with seat 0 (a brawler and a refugee, 2 cards), seat 1 has 1 CR."""
    game = new(
        3,
        round=9,
        initiator=2,
        players=[{"discard": ["brawler", "refugee"]}, {"hand": ["scavenger"], "discard": ["refugee"]}, {}],
        contested=["grenade"],
    )
    result = finish(game, {1: "commit scavenger"})
    assert skirmish_outcome(game, 9) == 1
    assert result.scores[1].contested == 1
    assert result.winners == (1,)


# ---------------------------------------------------------------------------------------------
# Gangs at the end [000:559-565] F-4..F-8


def test_p3_a_gang_adds_five_people_but_is_not_a_card_for_the_tie_break_f2() -> None:
    """P-3/F-7: a gang is 5 people; F-2: gang cards are excluded from the card count. Seat 0
    has 2 tools (Gearheads: 5 people, 2 cards); seat 1 has thugs and 2 refugees (5 people,
    3 cards): seat 1 wins on cards."""
    game = new(
        3,
        HQ1,
        round=5,
        players=[{"discard": ["spear", "shovel"]}, {"discard": ["thugs", "refugee", "refugee"]}, {}],
        contested=["sled_team"],
    )
    result = finish(game)
    assert result.scores[0].gangs == ("gang_gearheads",)
    assert result.scores[0].people == 5
    assert result.scores[0].cards == 2
    assert result.winners == (1,)


def test_score_during_the_game_leaves_the_gangs_out_docs_view() -> None:
    """docs/view.md: `game.score(seat)` counts "as the end would count them now but without
    the gangs"."""
    game = new(3, HQ1, round=3, players=[{"discard": ["spear", "shovel"]}, {}, {}], contested=["net", "grenade"])
    assert game.score(0).people == 0
    assert game.score(0).gangs == ()


def test_f4_no_gang_joins_when_nobody_has_anything_it_wants() -> None:
    """F-4: "The gang is not awarded ... if the leading value is 0 for everyone"."""
    game = new(3, HQ2, round=5, players=[{"discard": ["thugs"]}, {"discard": ["refugee"]}, {}], contested=["net"])
    result = finish(game)
    assert all(s.gangs == () for s in result.scores)
    assert [s.people for s in result.scores] == [3, 1, 0]


def test_ed8_pharmers_count_medicine_cards_only_not_medics_or_combat_medics() -> None:
    """ED-8: "Count only cards of type Medicine ... pills (1) and medkit (2)". A medic and
    combat medics (meds 2, a person) do not count: seat 0's pills win the Pharmers."""
    game = new(
        3,
        HQ1,
        round=5,
        players=[{"discard": ["pills"]}, {"discard": ["combat_medics", "medic"]}, {}],
        contested=["net"],
    )
    result = finish(game)
    assert result.scores[0].gangs == ("gang_pharmers",)
    assert result.scores[1].gangs == ()


def test_ed8_pharmers_tie_broken_by_medics_and_combat_medics_count_as_medics() -> None:
    """[000:563] "Ties are broken by counting the total number of medics"; ED-8: "count the
    Medic cards and Combat Medics cards (1 per card)". Equal meds (a medkit each); seat 1's
    two combat medics beat seat 0's one medic."""
    game = new(
        3,
        HQ1,
        round=5,
        players=[{"discard": ["medkit", "medic"]}, {"discard": ["medkit", "combat_medics", "combat_medics"]}, {}],
        contested=["net"],
    )
    result = finish(game)
    assert result.scores[1].gangs == ("gang_pharmers",)
    assert result.scores[0].gangs == ()


def test_f4_pharmers_tied_on_meds_and_medics_join_nobody() -> None:
    """F-4: "The gang is not awarded if there is still a tie"."""
    game = new(
        3,
        HQ1,
        round=5,
        players=[{"discard": ["medkit", "medic"]}, {"discard": ["pills", "pills", "medic"]}, {}],
        contested=["net"],
    )
    result = finish(game)
    assert all("gang_pharmers" not in s.gangs for s in result.scores)


def test_f5_gearheads_count_tool_icons_not_instants() -> None:
    """F-5: "Instants (binoculars, map, tear gas) are excluded". Seat 0: a spear and three
    instants (1 tool); seat 1: a net and a shovel (2 tools)."""
    game = new(
        3,
        HQ1,
        round=5,
        players=[{"discard": ["spear", "binoculars", "map", "tear_gas"]}, {"discard": ["net", "shovel"]}, {}],
        contested=["sled_team"],
    )
    result = finish(game)
    assert result.scores[1].gangs == ("gang_gearheads",)
    assert result.scores[0].gangs == ()


def test_f5_a_cargo_sled_is_a_contested_tool_for_the_gearheads_tie_break() -> None:
    """F-5: CR tools are "wolf pack, grenade, cargo sled"; the tie-break counts owned CR
    tools [000:561]."""
    game = new(
        3,
        HQ1,
        round=5,
        players=[{"discard": ["net", "shovel"]}, {"discard": ["cargo_sled", "spear"]}, {}],
        contested=["sled_team"],
    )
    result = finish(game)
    assert result.scores[1].gangs == ("gang_gearheads",)


def test_f1_tools_stored_in_an_armory_count_for_the_gearheads() -> None:
    """F-1: cards stored in buildings are the player's; Gearheads count "each player's deck"
    [000:561] over the same zones. Two tools in an armory beat one in a discard pile."""
    game = new(
        3,
        HQ2,
        round=5,
        players=[
            {"buildings": [{"building": "armory", "stored": ["spear", "net"]}]},
            {"discard": ["shovel"]},
            {},
        ],
        contested=["sled_team"],
    )
    result = finish(game)
    assert "gang_gearheads" in result.scores[0].gangs
    assert result.scores[1].gangs == ()


def test_f6_masons_ignore_unfinished_buildings_and_tinkers_do_not_break_ties() -> None:
    """F-6: under-construction buildings do not count; the tie-break counts Engineers only
    ("tinkers excluded [003:199]"). Seat 0: one complete bunker, one armory under construction,
    two tinkers; seat 1: one complete pharmacy and one engineer: seat 1 gets the Masons."""
    game = new(
        3,
        HQ2 | {"recon3"},
        round=5,
        players=[
            {
                "buildings": [{"building": "bunker"}, {"building": "armory", "timer": ["junk", "junk"]}],
                "discard": ["tinker", "tinker"],
            },
            {"buildings": [{"building": "pharmacy"}], "discard": ["engineer"]},
            {},
        ],
        contested=["sled_team"],
    )
    result = finish(game)
    assert result.scores[1].gangs == ("gang_masons",)
    assert result.scores[0].gangs == ()


def test_f8_humanitarians_count_scouting_refugees_and_a_tie_awards_nothing() -> None:
    """[003:263-265] "number of cards with the refugee keyword in the title ... In the event of
    a tie, this gang is not awarded"."""
    game = new(
        3,
        frozenset({"recon5"}),
        round=5,
        players=[{"discard": ["refugee", "scouting_refugee"]}, {"discard": ["refugee"]}, {}],
        contested=["sled_team"],
    )
    result = finish(game)
    assert result.scores[0].gangs == ("gang_humanitarians",)
    assert result.scores[0].people == 2 + 5
    game = new(
        3,
        frozenset({"recon5"}),
        round=5,
        players=[{"discard": ["refugee", "scouting_refugee"]}, {"discard": ["refugee", "refugee"]}, {}],
        contested=["sled_team"],
    )
    result = finish(game)
    assert all(s.gangs == () for s in result.scores)


def test_gangs_decide_the_winner_and_two_gangs_add_ten() -> None:
    """[000:559] "Winning a gang could easily make the difference": seat 0 (1 person, most
    tools and most meds) gets two gangs: 1 + 10 = 11 beats seat 1's 8 people."""
    game = new(
        3,
        HQ1,
        round=5,
        players=[
            {"discard": ["refugee", "spear", "medkit"]},
            {"discard": ["thugs", "field_crew", "refugee"]},
            {},
        ],
        contested=["net"],
    )
    result = finish(game)
    assert set(result.scores[0].gangs) == {"gang_gearheads", "gang_pharmers"}
    assert result.scores[0].people == 11
    assert result.scores[1].people == 3 + 4 + 1
    assert result.winners == (0,)


# ---------------------------------------------------------------------------------------------
# Removed cards [000:658]


def test_cards_removed_by_the_cannibal_do_not_score_000_658() -> None:
    """[000:658] "Cards that are removed from play cannot return to the game and do not count
    toward final scoring"; L-6 the Cannibal removes one of her own tribe members from hand."""
    game = new(
        3,
        HQ3,
        round=5,
        initiator=0,
        players=[
            {"leader": "leader_cannibal", "hand": ["thugs", "refugee"]},
            {"leader": "leader_organizer"},
            {"leader": "leader_peacemaker"},
        ],
        contested=["net"],
    )
    game.apply(0, "lead thugs")
    result = finish(game)
    assert result.scores[0].people == 1
    assert result.scores[0].cards == 1


# ---------------------------------------------------------------------------------------------
# The solo game [003:314-353] V-4..V-7


def engage(game: sc.Game, number: int, commit: str) -> None:
    game.apply(0, "end")
    game.apply(0, f"engage {number}")
    d = game.view(None).decision
    if d is not None and d.kind == "commit":
        game.apply(0, f"commit {commit}")


def pass_solo(game: sc.Game) -> None:
    while not game.over and (d := game.view(None).decision) is not None and d.kind in ("skirmish", "respond", "save"):
        game.apply(d.seat, "pass")


def test_solo_a_lost_fight_removes_a_card_that_then_scores_nothing_003_340() -> None:
    """[003:340] "If you lose, you must permanently remove one card from your skirmish force";
    [003:347-348] CR 2 points, every other card 1. Brawler and refugee (fight 2) lose to
    thugs (3); the brawler is removed: refugee + 3 junk = 4 points."""
    game = solo_game(["brawler", "refugee"], [["thugs"]], deck=["junk"] * 3)
    engage(game, 1, "brawler refugee")
    pass_solo(game)
    d = game.view(None).decision
    if d is not None:
        legal = [str(a) for a in game.legal_actions(0)]
        pick = [t for t in legal if "brawler" in t]
        assert pick, legal
        game.apply(0, pick[0])
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].points == 4
    assert game.result.scores[0].people == 1


def test_solo_a_prize_from_an_opponent_is_worth_two_if_a_contested_resource_v7() -> None:
    """V-7: "Rifles and thugs won from opponents count 1"; CRs 2. Win two fights: a thugs
    prize (1) and a field crew (2); brawler + spear + scout + 2 junk = 5; total 8."""
    game = solo_game(
        ["brawler", "spear", "scout", "junk", "junk"],
        [["thugs"], ["field_crew"]],
        deck=["brawler", "spear", "scout", "junk", "junk"],
    )
    engage(game, 1, "brawler scout spear")
    pass_solo(game)
    game.apply(0, "keep thugs")
    assert not game.over
    assert game.score(0).points == 5 + 5 + 1  # both decks' cards + thugs so far


def test_solo_a_tie_is_neither_prize_nor_loss_v6() -> None:
    """V-6: "If still tied: no prize, no loss, and the opponent stack is removed". A brawler
    (fight 2, 1 person) against a scout (fight 2, 1 person)."""
    game = solo_game(["brawler"], [["scout"], ["refugee"]], deck=["junk"] * 5)
    before = game.score(0).points
    engage(game, 1, "brawler")
    pass_solo(game)
    assert not game.over
    assert game.score(0).points == before
    assert game.view(0).forces[0] == 0


# ---------------------------------------------------------------------------------------------
# More: what a tribe owns while a dig is open; gangs decided on the final cards


def test_f1_cards_turned_up_by_a_dig_are_not_the_diggers_until_kept_000_204() -> None:
    """[000:204] a dig draws cards from the junkyard; the player "may choose one to place in
    her discard pile and returns any other cards to the bottom of the junkyard pile". F-1
    counts "every card the player owns"; README: `game.score(seat)` is "that seat's tribe
    scored as the end of the game would score it now". While the three junkyard cards are
    only being looked at, none is in the tribe: the score is still the brawler and shovel
    (1 person, 2 cards, no CR). Once the thugs are kept they count (4 people, 3 cards)."""
    game = new(
        3,
        round=3,
        players=[{"hand": ["brawler", "shovel"]}, {}, {}],
        junkyard=["tribe_family_5", "thugs", "junk"],
        contested=["net", "grenade"],
    )
    before = game.score(0)
    assert (before.people, before.contested, before.cards) == (1, 0, 2)
    game.apply(0, "dig brawler+shovel")
    while (d := game.view(None).decision) is not None and d.kind in ("respond", "save"):
        game.apply(d.seat, "pass")
    assert sorted(game.view(0).looking) == ["junk", "thugs", "tribe_family_5"]
    during = game.score(0)
    assert (during.people, during.contested, during.cards) == (1, 0, 2)
    game.apply(0, "keep thugs")
    after = game.score(0)
    assert (after.people, after.contested, after.cards) == (4, 0, 3)


def test_gangs_are_decided_after_the_last_resource_is_won_000_559() -> None:
    """[000:559] "Once all of the contested resources have been gathered, then these tribes
    will choose": the last CR, a grenade, gives its winner a second tool and the Gearheads
    (seat 1 has one tool)."""
    game = new(
        3,
        HQ1,
        round=5,
        players=[{"hand": ["scavenger"], "discard": ["shovel"]}, {"discard": ["spear"]}, {}],
        contested=["grenade"],
    )
    result = finish(game, {0: "commit scavenger"})
    assert skirmish_outcome(game, 5) == 0
    assert result.scores[0].gangs == ("gang_gearheads",)
    assert result.scores[0].people == 1 + 5
    assert result.scores[0].contested == 1


def test_f4_gearheads_tied_on_tools_and_contested_tools_join_nobody() -> None:
    """F-4: still tied after the printed tie-break [000:561]: no award."""
    game = new(
        3,
        HQ1,
        round=5,
        players=[{"discard": ["spear", "grenade"]}, {"discard": ["net", "wolf_pack"]}, {}],
        contested=["sled_team"],
    )
    result = finish(game)
    assert all("gang_gearheads" not in s.gangs for s in result.scores)


def test_f4_masons_tied_on_buildings_and_engineers_join_nobody() -> None:
    """F-4 / F-6: one complete building each and no engineers: no Masons."""
    game = new(
        3,
        HQ2,
        round=5,
        players=[{"buildings": [{"building": "bunker"}]}, {"buildings": [{"building": "pharmacy"}]}, {}],
        contested=["sled_team"],
    )
    result = finish(game)
    assert all("gang_masons" not in s.gangs for s in result.scores)


def test_f6_an_engineer_stored_in_a_bunker_breaks_the_masons_tie_f1() -> None:
    """F-1: stored cards are still the player's; F-6 the tie-break counts owned Engineers."""
    game = new(
        3,
        HQ2,
        round=5,
        players=[
            {"buildings": [{"building": "bunker", "stored": ["engineer"]}]},
            {"buildings": [{"building": "armory"}]},
            {},
        ],
        contested=["sled_team"],
    )
    result = finish(game)
    assert result.scores[0].gangs == ("gang_masons",)
    assert result.scores[0].people == 1 + 5


def test_h11_cards_locked_in_a_disabled_building_still_score() -> None:
    """H-11: "A disabled building keeps its stored cards, locked, until repaired. They still
    score (F-1)"; a disabled building does not count for the Masons (F-6)."""
    game = new(
        3,
        HQ4,
        round=5,
        players=[
            {
                "leader": "leader_organizer",
                "buildings": [{"building": "bunker", "stored": ["thugs", "field_crew"], "disabled": True}],
            },
            {"leader": "leader_mentor"},
            {"leader": "leader_peacemaker"},
        ],
        contested=["net"],
    )
    result = finish(game)
    assert result.scores[0].people == 3 + 4
    assert result.scores[0].contested == 1
    assert result.scores[0].cards == 2
    assert result.scores[0].gangs == ()


def test_l7_a_fanatics_target_still_scores_for_its_owner_and_her_refugee_does_not() -> None:
    """L-7: the Fanatic's target "is discarded and the refugee removed from play"; [000:658]
    removed cards do not score. In the last skirmish seat 0's Fanatic blows up seat 1's thugs:
    seat 1 still owns 3 people; seat 0 keeps her brawler and the other refugee."""
    game = new(
        3,
        HQ3,
        round=5,
        initiator=0,
        players=[
            {"leader": "leader_fanatic", "hand": ["refugee", "brawler"], "discard": ["refugee"]},
            {"leader": "leader_organizer", "hand": ["thugs"]},
            {"leader": "leader_peacemaker"},
        ],
        contested=["net"],
    )
    end_gathering(game, {0: "commit brawler refugee", 1: "commit thugs"})
    game.apply(0, "lead refugee 1:thugs")
    result = finish(game)
    assert skirmish_outcome(game, 5) == 0
    assert result.scores[1].people == 3
    assert result.scores[0].people - 5 * len(result.scores[0].gangs) == 2
    assert result.scores[0].cards == 3  # brawler, refugee, the net won


# ---------------------------------------------------------------------------------------------
# More skirmish resolution: rogues, saboteurs, saves, hardy scavengers, decoys


RECON2 = frozenset({"recon2"})
RECON3 = frozenset({"recon3"})


def test_s9_the_rogue_beats_more_people_and_the_first_rogue_from_the_initiator_wins_003_143() -> None:
    """[003:143-145] on a tie for highest fight "the first player in turn order with a rogue
    in the skirmish automatically wins"; the rogue "constitutes a higher order of precedence
    than the number of tribe members" and "need not be involved in the tie". Seat 0 (rogue +
    scavenger, 2 people) ties seat 1 (brawler and 2 refugees, 3 people) at fight 2; seat 2 has
    a lone rogue. S-9: first from the initiator clockwise."""
    forces = [["rogue", "scavenger"], ["brawler", "refugee", "refugee"], ["rogue"]]
    expected = {0: 0, 1: 2, 2: 2}
    for initiator, winner in expected.items():
        game = new(
            3,
            RECON2,
            round=3,
            initiator=initiator,
            players=[{"hand": f} for f in forces],
            contested=["grenade", "net"],
        )
        play_round(game, {seat: commit_text(f) for seat, f in enumerate(forces)})
        assert skirmish_outcome(game, 3) == winner, initiator


def test_v2_two_players_a_rogue_wins_a_tie_by_one() -> None:
    """V-2: "A rogue triggers on any 2-player tie, i.e. a margin of 0 or 1": a lone rogue
    (fight 1) against a brawler (2) takes the CR; against thugs (3) it does not."""
    game = new(2, RECON2, round=3, players=[{"hand": ["rogue"]}, {"hand": ["brawler"]}], contested=["grenade", "net"])
    play_round(game, {0: "commit rogue", 1: "commit brawler"})
    assert skirmish_outcome(game, 3) == 0
    game = new(2, RECON2, round=3, players=[{"hand": ["rogue"]}, {"hand": ["thugs"]}], contested=["grenade", "net"])
    play_round(game, {0: "commit rogue", 1: "commit thugs"})
    assert skirmish_outcome(game, 3) == 1


def test_s3_a_saboteur_that_disarmed_gives_no_fight_but_keeps_its_person_000_496() -> None:
    """[000:496] "it is used either to disarm or to fight ... but not both"; S-3: it does not
    make hasFight true. Seat 0 (saboteur + 3 refugees) disarms seat 1's spear: seat 0 has no
    fight; seats 1 and 2 tie at fight 0 and seat 2's 4 people beat seat 1's 3."""
    game = new(
        3,
        round=3,
        players=[
            {"hand": ["saboteur", "refugee", "refugee", "refugee"]},
            {"hand": ["tribe_family_3", "spear"]},
            {"hand": ["tribe_family_4"]},
        ],
        contested=["grenade", "net"],
    )
    end_gathering(
        game,
        {0: "commit refugee refugee refugee saboteur", 1: "commit spear tribe_family_3", 2: "commit tribe_family_4"},
    )
    game.apply(0, "disarm 1:spear")
    play_round(game)
    assert skirmish_outcome(game, 3) == 2


def test_s6_a_medic_that_saved_in_the_skirmish_still_counts_its_person() -> None:
    """S-6: "A medic used to save stays in the force for people". Seat 1's sniper team aims at
    seat 0's brawler; the medic saves it. Fight 2 against 2; people 4 (brawler, medic, two
    refugees) against 3 (sniper team 2, brawler 1): seat 0 wins."""
    game = new(
        3,
        HQ1,
        round=3,
        initiator=1,
        players=[{"hand": ["brawler", "medic", "refugee", "refugee"]}, {"hand": ["sniper_team", "brawler"]}, {}],
        contested=["grenade", "net"],
    )
    end_gathering(game, {0: "commit brawler medic refugee refugee", 1: "commit brawler sniper_team"})
    game.apply(1, "snipe 0:brawler")
    game.apply(0, "save medic")
    play_round(game)
    assert skirmish_outcome(game, 3) == 0


def test_s12_two_players_hardy_scavengers_of_both_return_on_a_tie() -> None:
    """V-2 / S-12: "Hardy scavengers of both players return on a tie" (won by less than 2)."""
    game = new(
        2,
        RECON3,
        round=3,
        players=[{"hand": ["hardy_scavenger", "brawler"]}, {"hand": ["hardy_scavenger", "scavenger"]}],
        contested=["grenade", "net"],
    )
    play_round(game, {0: "commit brawler hardy_scavenger", 1: "commit hardy_scavenger scavenger"})
    assert skirmish_outcome(game, 3) is None
    assert "hardy_scavenger" in zone_kinds(game, "0:hand")
    assert "hardy_scavenger" in zone_kinds(game, "1:hand")


def test_s11_portable_decoys_add_half_the_force_once_and_not_when_disabled() -> None:
    """S-11: the bonus is floor(N/2) over every card in the force (tools, medicine, junk too),
    "Several Portable Decoys do not stack", and only if "enabled". Seat 0: brawler, spear,
    pills, junk, refugee (5 cards: +2 people, 2 + 2 = 4) against seat 1's brawler, spear and
    3 refugees (4 people), both at fight 4: a deadlock with one or two decoys; with a
    disabled one seat 1 wins."""
    force0 = ["brawler", "spear", "pills", "junk", "refugee"]
    force1 = ["brawler", "spear", "refugee", "refugee", "refugee"]
    for buildings in ([{"building": "portable_decoys"}], [{"building": "portable_decoys"}] * 2):
        game = new(
            3,
            RECON3,
            round=3,
            players=[{"hand": force0, "buildings": buildings}, {"hand": force1}, {}],
            contested=["grenade", "net"],
        )
        play_round(game, {0: commit_text(force0), 1: commit_text(force1)})
        assert skirmish_outcome(game, 3) is None
    game = new(
        3,
        RECON3 | HQ4,
        round=3,
        players=[
            {
                "hand": force0,
                "buildings": [{"building": "portable_decoys", "disabled": True}],
                "leader": "leader_organizer",
            },
            {"hand": force1, "leader": "leader_mentor"},
            {"leader": "leader_peacemaker"},
        ],
        contested=["grenade", "net"],
    )
    play_round(game, {0: commit_text(force0), 1: commit_text(force1)})
    assert skirmish_outcome(game, 3) == 1


# ---------------------------------------------------------------------------------------------
# More solo [003:314-353] V-5..V-7


def test_v6_solo_a_fight_tie_is_decided_by_people_then_neither() -> None:
    """V-6: "Use the 3-5 player ranking (fight, then people)". A sled team (fight 1, 2
    people): a scavenger and a refugee (1, 2) tie; with a second refugee (1, 3) the player
    wins and chooses the prize."""
    game = solo_game(["scavenger", "refugee"], [["sled_team"], ["junk"]], deck=["junk"] * 5)
    engage(game, 1, "refugee scavenger")
    pass_solo(game)
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "turn"
    game = solo_game(["scavenger", "refugee", "refugee"], [["sled_team"], ["junk"]], deck=["junk"] * 5)
    engage(game, 1, "refugee refugee scavenger")
    pass_solo(game)
    assert [str(a) for a in game.legal_actions(0)] == ["keep sled_team"]


def test_v5_solo_an_opponent_uses_each_person_with_one_tool_at_best_000_189() -> None:
    """[000:189] one tool per tribe member; V-5 "optimal tool assignment": a field crew with a
    grenade and a wolf pack fights 2 + 3 = 5 (4 people). Thugs and a spear (5, 3 people) lose
    on people; a brawler and a spear (4) lose on fight."""
    for hand, commit in ((["thugs", "spear"], "spear thugs"), (["brawler", "spear"], "brawler spear")):
        game = solo_game(hand, [["field_crew", "grenade", "wolf_pack"], ["junk"]], deck=["junk"] * 5)
        engage(game, 1, commit)
        pass_solo(game)
        texts = [str(a) for a in game.legal_actions(0)]
        assert all(t.startswith("remove ") for t in texts), texts


def test_v5_solo_tear_gas_goes_on_the_member_that_costs_the_player_most_003_337() -> None:
    """[003:337] "assume the opponent will take the most favorable action (e.g. using tear gas
    on your strongest tribe member)". Thugs, brawler and spear: gassing the thugs leaves 0 +
    2 + 2 = 4 (the spear moves to the brawler or stays), gassing the brawler 3 + 2 + 0 = 5: the
    opponent's thugs (3) still lose to 4."""
    game = solo_game(
        ["thugs", "spear", "brawler"], [["tear_gas", "thugs"], ["junk"]], frozenset({"recon4"}), deck=["junk"] * 5
    )
    engage(game, 1, "brawler spear thugs")
    pass_solo(game)
    totals = {e.seat: tuple(e.values) for e in game.log(None) if e.type.value == "skirmish_totals"}
    assert totals[0][:2] == (1, 4)
    assert sorted(str(a) for a in game.legal_actions(0)) == ["keep tear_gas", "keep thugs"]


def test_v7_solo_points_count_stored_and_timer_cards_and_no_gangs() -> None:
    """V-7: "Every owned card, in every zone (F-1), counts 1 point, except CR cards ... which
    count 2 ... gangs are not used in solo". Hand 5, deck 2, thugs stored, field crew and junk
    on a timer: 10 cards, 1 CR = 11; winning a grenade: 13."""
    game = solo_game(
        ["brawler", "spear", "shovel", "net", "pills"],
        [["grenade"]],
        HQ2 | {"recon5"},
        deck=["medkit", "refugee"],
        buildings=[
            {"building": "bunker", "stored": ["thugs"]},
            {"building": "armory", "timer": ["field_crew", "junk"]},
        ],
    )
    assert game.score(0).points == 11
    engage(game, 1, "brawler spear")
    pass_solo(game)
    game.apply(0, "keep grenade")
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].points == 13
    assert game.result.scores[0].gangs == ()


def test_the_older_faq_example_five_players_snipes_and_a_disarm_001_424_430() -> None:
    """[001:424-430] "The initiator used a saboteur to disarm Player 3's grenade ... Player 3
    uses a sniper team to snipe the initiator's saboteur. Doing so reduces the number of people
    that the initiator has, but does not prevent the disarm ... Player 4 then uses her sniper
    team to snipe Player 5's sniper team. Player 5 will not be able to use her sniper team".
    Seat 3 (scout, refugee and her sniper team: fight 2, 4 people) then wins the tie at 2."""
    forces = [
        ["saboteur", "brawler"],
        ["scavenger"],
        ["brawler", "grenade", "sniper_team"],
        ["sniper_team", "scout", "refugee"],
        ["sniper_team", "brawler"],
    ]
    game = new(5, round=3, initiator=0, players=[{"hand": f} for f in forces], contested=["field_crew", "net"])
    end_gathering(game, {seat: commit_text(f) for seat, f in enumerate(forces)})
    game.apply(0, "disarm 2:grenade")
    while (d := game.view(None).decision) is not None and d.seat != 2:
        game.apply(d.seat, "pass")
    game.apply(2, "snipe 0:saboteur")
    while (d := game.view(None).decision) is not None and d.seat != 3:
        game.apply(d.seat, "pass")
    game.apply(3, "snipe 4:sniper_team")
    asked = []
    while game.round == 3 and (d := game.view(None).decision) is not None and d.kind in ("skirmish", "save"):
        asked.append(d.seat)
        game.apply(d.seat, "pass")
    assert 4 not in asked  # her sniper team is gone
    totals = {e.seat: tuple(e.values) for e in game.log(None) if e.type.value == "skirmish_totals"}
    assert totals[0] == (1, 2, 1)  # the sniped saboteur no longer counts its person
    assert totals[2] == (1, 2, 3)  # disarmed grenade
    assert totals[3] == (1, 2, 4)
    assert totals[4] == (1, 2, 1)
    assert skirmish_outcome(game, 3) == 3


def test_v2_two_players_people_without_fight_do_not_beat_an_empty_force() -> None:
    """[000:115] people are "no longer relevant" with two players; V-2: no fight counts as 0, so
    three refugees against nothing is a tie: the CR goes to the junkyard."""
    game = skirmish_round([["refugee", "refugee", "refugee"], []], ["grenade", "net"])
    assert skirmish_outcome(game, 3) is None


def test_v2_two_players_a_provocateurs_force_size_must_still_win_by_two() -> None:
    """V-2: "The provocateur still works"; [003:126-137] fight becomes the force size. A
    provocateur with a 5-person tribe family (6) beats thugs (3); with a 4-person tribe family
    (5) it also wins by 2; with a 3-person family (4) it is a tie."""
    for family, expected in (("tribe_family_5", 0), ("tribe_family_4", 0), ("tribe_family_3", None)):
        game = new(
            2,
            RECON2,
            round=3,
            players=[{"hand": ["provocateur", family]}, {"hand": ["thugs"]}],
            contested=["grenade", "net"],
        )
        end_gathering(game, {0: f"commit provocateur {family}", 1: "commit thugs"})
        game.apply(0, "provoke provocateur")
        play_round(game)
        assert skirmish_outcome(game, 3) == expected, family


def test_v6_solo_nothing_against_a_force_without_fight_or_people_is_a_tie() -> None:
    """V-6: "If the player committed no fight and the opponent has none: also a tie" (no prize,
    no loss); S-1 by analogy: a refugee's one person beats a force of only tools."""
    game = solo_game(["junk"], [["grenade", "wolf_pack"], ["thugs"]], deck=["junk"] * 4)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit none")
    pass_solo(game)
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "turn"
    assert game.view(0).forces[0] == 0
    game = solo_game(["refugee"], [["grenade", "wolf_pack"], ["thugs"]], deck=["junk"] * 4)
    engage(game, 1, "refugee")
    pass_solo(game)
    assert sorted(str(a) for a in game.legal_actions(0)) == ["keep grenade", "keep wolf_pack"]


def test_gang_tie_breaks_count_only_among_the_players_tied_for_most_000_561_563() -> None:
    """[000:561] Gearheads: seats 0 and 1 have 3 tools each, seat 2 only 2 (both contested):
    the tie-break between seats 0 and 1 (seat 1 has a grenade) gives seat 1 the gang, though
    seat 2 has more contested tools. [000:563] Pharmers: seats 0 and 1 have 2 meds, seat 2
    only 1 with three medics: seat 1's two medics beat seat 0's one."""
    game = new(
        3,
        HQ1,
        round=5,
        players=[
            {"discard": ["spear", "shovel", "net"]},
            {"discard": ["spear", "shovel", "grenade"]},
            {"discard": ["wolf_pack", "grenade"]},
        ],
        contested=["sled_team"],
    )
    result = finish(game)
    assert [s.gangs for s in result.scores] == [(), ("gang_gearheads",), ()]
    game = new(
        3,
        HQ1,
        round=5,
        players=[
            {"discard": ["medkit", "medic"]},
            {"discard": ["medkit", "medic", "medic"]},
            {"discard": ["pills", "medic", "medic", "medic"]},
        ],
        contested=["sled_team"],
    )
    result = finish(game)
    assert [s.gangs for s in result.scores] == [(), ("gang_pharmers",), ()]
    assert result.scores[1].people == 2 + 5


def test_r15_l8_a_gangsters_scouting_refugee_may_still_give_its_fight_modifier_003_85() -> None:
    """[003:85] a scouting refugee "Can modify another tribe member's actions" (+1 fight,
    cards.tsv); L-8 the Gangster only adds: "The owner's refugees (including scouting
    refugees) have base fight 0, so they can wield fight tools"; R-15 "The engine assigns tools
    and modifiers to maximise each player's fight". So a brawler and a scouting refugee fight
    2 + 1 = 3 under the Gangster as without it (the refugee fighting alone at 0 would give
    only 2), and count 1 + 2 people for the tie-break (L-8): against a brawler and a scavenger
    (fight 3, 2 people) the Gangster's player wins. Likewise a tribe family and a scouting
    refugee fight 0 + 1 = 1."""
    for lead, people in (("leader_mentor", 2), ("leader_gangster", 3)):
        game = new(
            3,
            HQ3 | {"recon1"},
            round=3,
            players=[
                {"leader": lead, "hand": ["brawler", "scouting_refugee"]},
                {"leader": "leader_organizer", "hand": ["brawler", "scavenger"]},
                {"leader": "leader_peacemaker"},
            ],
            contested=["grenade", "net"],
        )
        play_round(game, {0: "commit brawler scouting_refugee", 1: "commit brawler scavenger"})
        totals = {e.seat: tuple(e.values) for e in game.log(None) if e.type.value == "skirmish_totals"}
        assert totals[0] == (1, 3, people), lead
        assert skirmish_outcome(game, 3) == (0 if people == 3 else None), lead
    game = new(
        3,
        HQ3 | {"recon1"},
        round=3,
        players=[
            {"leader": "leader_gangster", "hand": ["tribe_family_3", "scouting_refugee"]},
            {"leader": "leader_organizer", "hand": ["tribe_family_4"]},
            {"leader": "leader_peacemaker"},
        ],
        contested=["grenade", "net"],
    )
    play_round(game, {0: "commit scouting_refugee tribe_family_3", 1: "commit tribe_family_4"})
    totals = {e.seat: tuple(e.values) for e in game.log(None) if e.type.value == "skirmish_totals"}
    assert totals[0][:2] == (1, 1)
    assert skirmish_outcome(game, 3) == 0


def test_v7_solo_points_do_not_count_junkyard_cards_a_dig_is_looking_at_000_204() -> None:
    """V-7: "Every owned card ... counts 1 point, except CR cards ... 2"; [000:204] dug cards
    become the player's only when kept. During a dig that turned up a tribe family, a net and
    junk, the score is still the brawler and the shovel: 2 points."""
    scenario = {
        "players": [{"hand": ["brawler", "shovel"]}],
        "opponents": [["thugs"]],
        "junkyard": ["tribe_family_5", "net", "junk"],
    }
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, scenario=scenario))
    assert game.score(0).points == 2
    game.apply(0, "dig brawler+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net", "tribe_family_5"]
    assert game.score(0).points == 2
    assert game.score(0).contested == 0
    game.apply(0, "keep net")
    assert game.score(0).points == 3
