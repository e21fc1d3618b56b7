"""A second blind audit, written from the rulebooks' words only: the SOLO GAME of the Recon
rulebook [003:314-353] (RULINGS V-4..V-8, S-1..S-8, ED-12), the older (2012) edition's rules
[001]/[002] where they differ from the 2015 book [000] (RULINGS ED-1..ED-20, R-11, H-5), and
the 2-player rules [000:111-116] [001:105-111] under both editions (V-1..V-3, X-9).

Every expected value comes from the rulebook line or ruling quoted in the docstring, never
from what the engine happens to do."""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    end_gathering,
    owned,
    pass_skirmish,
    rules_table,
    skirmish_winner,
    texts,
    zone_counter,
    zone_kinds,
)
from scavengers.engine.core.events import EventType

EDITIONS = ("2015", "2012")
HQ2 = frozenset({"hq1", "hq2"})


# --- helpers ----------------------------------------------------------------------------------


def solo(
    hand: list[str],
    opponents: list[list[str]],
    *,
    modules: frozenset[str] = frozenset(),
    rules: str = "2015",
    round: int = 1,
    schematics: list[str] | None = None,
    **player: Any,
) -> sc.Game:
    """A stacked solo table: the player's zones and the face-down opponent forces, force 1 first."""
    scenario: dict[str, Any] = {"round": round, "players": [{"hand": hand, **player}], "opponents": opponents}
    if schematics is not None:
        scenario["schematics"] = schematics
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=modules, rules=rules, scenario=scenario))


def kind(game: sc.Game) -> str:
    decision = game.view(0).decision
    return "" if decision is None else decision.kind


def fight_force(game: sc.Game, number: int, commit: str) -> None:
    """End the turn, engage force ``number``, commit ``commit`` and pass the skirmish turn."""
    game.apply(0, "end")
    game.apply(0, f"engage {number}")
    if kind(game) == "commit":
        game.apply(0, f"commit {commit}")
    while kind(game) == "skirmish":
        game.apply(0, "pass")


def outcome(game: sc.Game) -> str:
    """How the last solo fight ended: won, lost or tie."""
    for event in reversed(game.log(None)):
        if event.type is EventType.SKIRMISH_WON:
            return "won" if event.seat == 0 else "lost"
        if event.type is EventType.SKIRMISH_LOST:
            return "lost"
        if event.type is EventType.DEADLOCK:
            return "tie"
    raise AssertionError("no fight was resolved")


def attritions(game: sc.Game) -> list[sc.Event]:
    return [e for e in game.log(None) if e.type is EventType.ATTRITION]


# ==============================================================================================
# SOLO GAME [003:314-353]
# ==============================================================================================

# --- setup ------------------------------------------------------------------------------------


@pytest.mark.parametrize("modules", [HQ2, frozenset({"recon2"}), frozenset({"recon3"})])
def test_solo_setup_lays_out_ten_mercenary_stacks_003_327(modules: frozenset[str]) -> None:
    """[003:327] "Select 10 mercenaries and lay them out in front of you like normal." With
    modules that offer at least ten mercenary types, the solo market is ten stacks (RULINGS X-33)."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=4, modules=modules))
    market = dict(game.view(0).market)
    assert len(market) == 10
    assert "scouting_refugee" not in market  # the extra stack of module 1 only


def test_solo_setup_the_player_starts_with_the_ordinary_ten_card_tribe_worth_ten_points() -> None:
    """[003:327] "like normal" / [000:95-101]: the player's tribe is the 10-card starter deck;
    [003:348] "All other cards in your tribe count as 1 point": 10 points, no contested resource."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=8))
    assert owned(game, 0) == {"refugee": 4, "scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1}
    score = game.score(0)
    assert (score.points, score.contested) == (10, 0)


# --- attrition [003:331] ----------------------------------------------------------------------


def test_solo_attrition_nothing_to_shuffle_means_nothing_removed_003_331() -> None:
    """[003:331] "Every time you shuffle your discard to form a new deck, you must take the top
    card of your newly shuffled deck and remove it": with the deck and discard both empty
    there is no shuffle, so nothing is removed, and the draw simply yields nothing (R-5)."""
    game = solo(["scout", "brawler"], [["thugs"], ["rifle"]], deck=[], discard=[])
    game.apply(0, "draw scout")
    assert attritions(game) == []
    assert game.view(0).seats[0].removed == 0
    assert game.view(0).hand == ("brawler",)


def test_solo_attrition_a_one_card_discard_is_removed_and_the_draw_gets_nothing_003_331_r5() -> None:
    """[003:331]: the discard (one junk) becomes the new deck and its top card, the junk, is
    removed at once; the deck is then empty again and the draw gets nothing (R-5, R-6: cards
    used in the draw are discarded after use [000:256], so the scout is not in that deck)."""
    game = solo(["scout", "brawler"], [["thugs"], ["rifle"]], deck=[], discard=["junk"])
    game.apply(0, "draw scout")
    assert len(attritions(game)) == 1
    assert zone_kinds(game, "0:removed") == ["junk"]
    assert game.view(0).hand == ("brawler",)
    assert zone_kinds(game, "0:discard") == ["scout"]


def test_solo_attrition_is_one_card_per_reshuffle_not_per_card_drawn_003_331() -> None:
    """[003:331]: one draw that reshuffles once loses exactly one card: a scout (draw 2) with a
    group leaders (+2) draws 4 from a new deck of 6, less the one removed: 5 left, 4 drawn."""
    discard = ["junk", "net", "pills", "medkit", "spear", "shovel"]
    game = solo(["scout", "group_leaders"], [["thugs"], ["rifle"]], deck=[], discard=discard)
    game.apply(0, "draw scout+group_leaders")
    assert len(attritions(game)) == 1
    assert game.view(0).seats[0].removed == 1
    assert len(game.view(0).hand) == 4
    assert game.view(0).seats[0].deck_count == 1


def test_solo_attrition_a_reshuffle_for_a_build_timer_removes_a_card_too_v4() -> None:
    """RULINGS V-4: "attrition after every reshuffle of the discard, including mid-turn
    reshuffles during a draw action or timer placement". A pharmacy (build time 2) drawn with
    an empty deck: the discard of 4 is reshuffled, its top card removed, 2 go on the timer."""
    game = solo(
        ["engineer"],
        [["thugs"], ["rifle"]],
        modules=HQ2,
        deck=[],
        discard=["junk", "net", "pills", "spear"],
        schematics=["pharmacy"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert len(attritions(game)) == 1
    assert game.view(0).seats[0].removed == 1
    building = game.view(0).seats[0].buildings[0]
    assert (building.kind, building.timer) == ("pharmacy", 2)
    assert game.view(0).seats[0].deck_count == 1


def test_solo_cards_lost_to_attrition_no_longer_score_003_331_347() -> None:
    """[003:331] "remove it permanently from play" and [003:345-348]: the tribe's points count
    only the cards still in it: 5 cards, one removed, 4 points."""
    game = solo(["scout"], [["thugs"], ["rifle"]], deck=[], discard=["junk", "net", "pills", "medkit"])
    assert game.score(0).points == 5
    game.apply(0, "draw scout")
    assert game.score(0).points == 4


def test_attrition_is_for_the_solo_game_only_003_331() -> None:
    """[003:331] is a solo rule; the ordinary draw shortfall [000:190] "first draws all cards
    from her deck, then shuffles her discard pile to create a new deck and continues" loses
    nothing: a scout draws 2 of a reshuffled discard of 3 in a 3-player game."""
    game = rules_table("2015", 3, players=[{"hand": ["scout"], "deck": [], "discard": ["junk", "net", "pills"]}])
    act(game, 0, "draw scout")
    assert attritions(game) == []
    assert game.view(0).seats[0].removed == 0
    assert len(game.view(0).hand) == 2
    assert game.view(0).seats[0].deck_count == 1


# --- the turn: no forced skirmish, no timer [003:334, 351] -----------------------------------


def test_solo_no_forced_skirmish_in_round_three_or_later_003_334() -> None:
    """[003:334] "There is no forced skirmish phase. On any turn you choose, you may initiate a
    skirmish": from round 3 on too, the player may end the turn without fighting."""
    game = solo(["brawler"], [["thugs"], ["rifle"]], round=5, deck=["junk"] * 5)
    game.apply(0, "end")
    assert kind(game) == "engage"
    assert "pass" in texts(game, 0)
    game.apply(0, "pass")
    assert game.view(0).round == 6
    assert game.view(0).forces == (1, 1)
    assert not game.over


BIG_DECK = [
    *["scavenger"] * 4,
    *["brawler"] * 3,
    *["hunter"] * 3,
    *["scout"] * 3,
    *["saboteur"] * 3,
    *["pills"] * 4,
    *["medkit"] * 3,
    *["net"] * 2,
]


def test_solo_no_set_timer_seventeen_turns_without_fighting_do_not_end_the_game_003_351() -> None:
    """[003:351] "there is no set timer for the game" and [003:341] "Play continues until you
    have skirmished with each of the seven opposing forces": a tribe of 30 cards passes for
    17 turns (past the 16 rounds of a normal game); every force is still there, the game goes on."""
    game = solo(["refugee"] * 5, [["thugs"], ["rifle"]], deck=BIG_DECK)
    for _ in range(17):
        assert kind(game) == "turn"
        game.apply(0, "end")
        game.apply(0, "pass")
    assert not game.over
    assert game.view(0).forces == (1, 1)
    assert game.view(0).round == 18


def test_solo_the_player_may_decline_to_fight_while_her_hand_holds_cards_003_334() -> None:
    """[003:334] "There is no forced skirmish phase. On any turn you choose, you may initiate a
    skirmish." With 5 cards in hand and an empty deck and discard, declining is still allowed:
    the 5 cards are discarded, and next turn they are reshuffled into a new deck, one lost to
    attrition [003:331], and the other 4 drawn (R-5). The tribe is not empty, so nothing forces
    a fight (compare RULINGS V-4: engaging is optional, "Optionally start one skirmish")."""
    # An earlier engine offered only "engage N" once the deck and discard were empty, hand or
    # not: the whole starter game of seed 2 reached that at turn 7, forced to fight.
    game = solo(["brawler", "spear", "scout", "net", "pills"], [["thugs"], ["rifle"]], deck=[], discard=[])
    game.apply(0, "end")
    assert kind(game) == "engage"
    assert "pass" in texts(game, 0)
    game.apply(0, "pass")
    assert game.view(0).round == 2
    assert len(attritions(game)) == 1
    assert len(game.view(0).hand) == 4
    assert game.view(0).forces == (1, 1)


def test_solo_one_fight_a_turn_then_a_new_turn_begins_v4() -> None:
    """RULINGS V-4: "Optionally start one skirmish against one remaining opponent stack"; the
    next decision after the fight is the next turn, not a second engagement."""
    game = solo(["brawler", "spear"], [["saboteur", "spear"], ["rifle"], ["grenade"]], deck=BIG_DECK[:10])
    fight_force(game, 1, "brawler spear")  # 4 against 3: won
    game.apply(0, "keep spear")
    assert kind(game) == "turn"
    assert game.view(0).round == 2
    assert game.view(0).forces == (0, 1, 1)


def test_solo_forces_may_be_fought_in_any_order_003_335() -> None:
    """[003:335] "Select one of the available opponents": the six-card force 7 may be the first."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=6))
    game.apply(0, "end")
    assert texts(game, 0) == [f"engage {n}" for n in range(1, 8)] + ["pass"]
    game.apply(0, "engage 7")
    assert game.view(0).engaged == 7
    assert game.view(0).forces == (3, 4, 4, 5, 5, 5, 6)  # revealed only after the commit
    game.apply(0, "commit none")
    assert game.view(0).forces[6] == 0
    assert game.view(0).forces[:6] == (3, 4, 4, 5, 5, 5)


def test_solo_cards_not_sent_to_the_fight_are_discarded_not_lost_r2() -> None:
    """[003:336] "Send as many or as few forces from your hand as you choose" and R-2: the rest
    of the hand is discarded; after a loss only the one chosen force card leaves the tribe."""
    game = solo(["brawler", "spear", "refugee", "pills"], [["thugs", "grenade"], ["rifle"]], deck=["junk"] * 5)
    fight_force(game, 1, "brawler spear")  # 4 against 6: lost
    assert kind(game) == "loss"
    assert texts(game, 0) == ["remove brawler", "remove spear"]
    game.apply(0, "remove spear")
    assert zone_kinds(game, "0:removed") == ["spear"]
    assert owned(game, 0)["refugee"] == 1
    assert owned(game, 0)["pills"] == 1
    assert owned(game, 0)["brawler"] == 1


def test_solo_a_loss_may_give_up_a_junk_card_of_the_force_003_339() -> None:
    """[003:339] "you must permanently remove one card from your skirmish force and set it
    aside. The card you remove is your choice": any card of the force, junk included."""
    game = solo(["brawler", "junk"], [["thugs"], ["rifle"]], deck=BIG_DECK[:8])
    fight_force(game, 1, "brawler junk")  # 2 against 3: lost
    assert sorted(texts(game, 0)) == ["remove brawler", "remove junk"]
    brawlers = owned(game, 0)["brawler"]
    game.apply(0, "remove junk")
    assert zone_kinds(game, "0:removed") == ["junk"]
    assert owned(game, 0)["brawler"] == brawlers


# --- how a fight is won, lost or tied [003:336-340], V-5, V-6 ----------------------------------


def test_solo_exact_fight_tie_with_fewer_people_is_a_loss_v6() -> None:
    """RULINGS V-6: "Use the 3-5 player ranking (fight, then people)". A brawler (fight 2, 1
    person) against a field crew (fight 2, 4 people): tied on fight, lost on people [000:274]."""
    game = solo(["brawler"], [["field_crew"], ["rifle"]], deck=["junk"] * 5)
    fight_force(game, 1, "brawler")
    assert outcome(game) == "lost"
    assert kind(game) == "loss"
    assert texts(game, 0) == ["remove brawler"]


def test_solo_the_opponent_arms_each_member_with_one_tool_only_000_189() -> None:
    """[000:189] "A player may only use one tool card for any tribe member, even if that tribe
    member represents multiple people", and [003:337] the opponent's most favourable choice
    (V-5: optimal tool assignment): a tribe family with a grenade and a rifle fights 0 + 3 = 3,
    not 5. A brawler with a spear (4) wins."""
    game = solo(["brawler", "spear"], [["tribe_family_3", "grenade", "rifle"], ["thugs"]], deck=["junk"] * 5)
    fight_force(game, 1, "brawler spear")
    assert outcome(game) == "won"
    assert kind(game) == "prize"


def test_solo_the_opponent_gives_its_tools_to_its_members_v5() -> None:
    """[003:337] "assume the opponent will take the most favorable action", [000:266] tools are
    used as weapons: a tribe family with a rifle fights 0 + 2 = 2 with 3 people, and beats a
    lone brawler (2, 1 person) on people."""
    game = solo(["brawler"], [["tribe_family_3", "rifle"], ["thugs"]], deck=["junk"] * 5)
    fight_force(game, 1, "brawler")
    assert outcome(game) == "lost"


def test_solo_an_opponent_force_of_tools_alone_cannot_fight_000_240() -> None:
    """[000:240] "Tools cannot perform actions on their own": a force of a rifle and a grenade
    has no fight, and a scavenger's fight of 1 wins."""
    game = solo(["scavenger"], [["rifle", "grenade"], ["thugs"]], deck=["junk"] * 5)
    fight_force(game, 1, "scavenger")
    assert outcome(game) == "won"
    assert sorted(texts(game, 0)) == ["keep grenade", "keep rifle"]


def test_solo_a_refugee_beats_a_force_of_tools_on_people_s1() -> None:
    """RULINGS S-1: "A force with no fight but at least 1 person does win against them (people
    tie-break)": a refugee (no fight, 1 person) against a wolf pack (no fight, 0 people)."""
    game = solo(["refugee"], [["wolf_pack"], ["thugs"]], deck=["junk"] * 5)
    fight_force(game, 1, "refugee")
    assert outcome(game) == "won"


def test_solo_junk_against_tools_is_a_tie_v6_s1() -> None:
    """RULINGS S-1 / V-6: no fight and 0 people on both sides: "If still tied: no prize, no
    loss, and the opponent stack is removed"."""
    game = solo(["junk"], [["wolf_pack", "grenade"], ["thugs"]], deck=BIG_DECK[:8])
    fight_force(game, 1, "junk")
    assert outcome(game) == "tie"
    assert kind(game) == "turn"
    assert zone_kinds(game, "0:removed") == []
    assert game.view(0).forces == (0, 1)


@pytest.mark.parametrize(("rules", "expected"), [("2015", "lost"), ("2012", "won")])
def test_solo_fight_zero_against_no_fight_follows_the_edition_ed12(rules: str, expected: str) -> None:
    """2015 FAQ [000:418-420]: "A fight value of 0 is superior to no ability to fight at all":
    a tribe family (fight 0, 3 people) beats four refugees (no fight, 4 people). The older
    book [001:455] "no attack can be made unless the fight total is at least 1" (RULINGS ED-12;
    docs/variants.md: "a skirmish force that adds up to 0 counts as having no fight at all"):
    both have no fight and the 4 people win."""
    hand = ["refugee", "refugee", "refugee", "refugee"]
    game = solo(hand, [["tribe_family_3"], ["thugs"]], rules=rules, deck=["junk"] * 5)
    fight_force(game, 1, "refugee refugee refugee refugee")
    assert outcome(game) == expected


def test_solo_the_players_rogue_wins_a_fight_tie_s2_v6() -> None:
    """[003:143] the rogue wins a tie for the highest fight; RULINGS V-6 "Use the 3-5 player
    ranking... The opponent stacks have no rogue" (S-2 step 3 comes before people): a rogue
    (fight 1, 1 person) against a sled team (fight 1, 2 people) wins."""
    game = solo(["rogue"], [["sled_team"], ["thugs"]], modules=frozenset({"recon2"}), deck=["junk"] * 5)
    fight_force(game, 1, "rogue")
    assert outcome(game) == "won"


def test_solo_the_players_provocateur_fights_with_her_force_size_s8() -> None:
    """[003:126-131] / RULINGS S-8: an announced provocateur makes the force's fight its size
    in people: provocateur (1) + tribe family (5) = 6 beats a field crew with a wolf pack (4)."""
    game = solo(
        ["provocateur", "tribe_family_5"],
        [["field_crew", "wolf_pack"], ["thugs"]],
        modules=frozenset({"recon2"}),
        deck=["junk"] * 5,
    )
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit provocateur tribe_family_5")
    assert "provoke provocateur" in texts(game, 0)
    game.apply(0, "provoke provocateur")
    while kind(game) == "skirmish":
        game.apply(0, "pass")
    assert outcome(game) == "won"


def test_solo_without_the_announcement_the_provocateur_fights_1_s8() -> None:
    """The same force, no announcement: provocateur 1 + tribe family 0 = 1 against 4: lost."""
    game = solo(
        ["provocateur", "tribe_family_5"],
        [["field_crew", "wolf_pack"], ["thugs"]],
        modules=frozenset({"recon2"}),
        deck=["junk"] * 5,
    )
    fight_force(game, 1, "provocateur tribe_family_5")
    assert outcome(game) == "lost"


def test_solo_a_used_tear_gas_is_still_a_card_of_the_force_to_take_as_prize_000_270() -> None:
    """[003:338] "take one card from the opponent's skirmish forces as a prize" and [000:270]
    "During the Skirmish Phase, all cards remain until the end of the round, even if a special
    power is activated": the opponent gasses the thugs (V-5), the brawler and scout still
    fight 4 against a tribe family's 0, and the spent tear gas may be the prize."""
    game = solo(
        ["thugs", "brawler", "scout"],
        [["tear_gas", "tribe_family_3"], ["rifle"]],
        modules=frozenset({"recon4"}),
        deck=BIG_DECK[:5],
    )
    fight_force(game, 1, "thugs brawler scout")
    assert outcome(game) == "won"
    assert sorted(texts(game, 0)) == ["keep tear_gas", "keep tribe_family_3"]
    game.apply(0, "keep tear_gas")
    assert owned(game, 0)["tear_gas"] == 1


def test_solo_a_hardy_scavenger_returns_to_hand_after_a_lost_fight_003_181() -> None:
    """[003:178-182] hardy scavengers "are returned to your hand at the end of the round" when
    the tribe does not win (RULINGS S-12: "a loss... Next round the owner draws 5 on top of the
    returned cards"); in the solo game the one card removed after the loss [003:339] is the
    brawler, so the hardy scavenger starts the next turn in hand with 5 new cards."""
    game = solo(
        ["hardy_scavenger", "brawler"], [["thugs"], ["rifle"]], modules=frozenset({"recon3"}), deck=BIG_DECK[:8]
    )
    fight_force(game, 1, "brawler hardy_scavenger")  # 2 + 0 against 3: lost
    assert outcome(game) == "lost"
    assert sorted(texts(game, 0)) == ["remove brawler", "remove hardy_scavenger"]
    game.apply(0, "remove brawler")
    view = game.view(0)
    assert view.round == 2
    assert "hardy_scavenger" in view.hand
    assert len(view.hand) == 6


# --- the end and scoring [003:343-349], V-7 ---------------------------------------------------


@pytest.mark.parametrize("prize", ["thugs", "rifle"])
def test_solo_a_won_thugs_or_rifle_scores_one_point_v7(prize: str) -> None:
    """[003:348] "All other cards in your tribe count as 1 point" and RULINGS V-7 "Rifles and
    thugs won from opponents count 1": thugs (3 people) are still 1 point."""
    game = solo(["brawler", "spear", "scout", "net"], [["thugs", "rifle"]], deck=[], discard=[])
    fight_force(game, 1, "brawler spear scout net")  # 4 + 3 = 7 against 3 + 2 = 5
    assert outcome(game) == "won"
    game.apply(0, f"keep {prize}")
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].points == 5
    assert game.result.scores[0].contested == 0


def test_solo_a_contested_resource_however_gained_scores_two_f3() -> None:
    """[003:347] "Contested resource cards in your tribe count as 2 points" and RULINGS F-3 "Any
    owned card that carries the CR supply icon, however it was acquired": a wolf pack and a
    tribe family already in the deck count 2 each; brawler and junk 1 each."""
    game = solo(["brawler"], [["thugs"]], deck=["wolf_pack", "junk"], discard=["tribe_family_4"])
    assert game.score(0).points == 2 + 2 + 1 + 1
    assert game.score(0).contested == 2


def test_solo_after_the_last_fight_the_game_is_scored_without_a_new_draw_003_343() -> None:
    """[003:343] "After you fight in the seventh battle, proceed to scoring": a tie with the
    last force ends the game at once; no next turn is drawn, so the discard is not reshuffled
    and nothing is lost to attrition: scavenger, spear and three junk, 5 points."""
    game = solo(["scavenger", "spear"], [["saboteur", "spear"]], deck=[], discard=["junk", "junk", "junk"])
    fight_force(game, 1, "scavenger spear")  # 1 + 2 against 1 + 2, one person each: a tie
    assert outcome(game) == "tie"
    assert game.over
    assert attritions(game) == []
    assert game.result is not None
    assert game.result.scores[0].points == 5


def test_solo_a_loss_in_the_last_fight_removes_the_card_then_scores_003_339_343() -> None:
    """[003:339] then [003:343]: lost to the last force, the chosen card is set aside, the game
    is scored without it and without a new draw: spear and two junk, 3 points."""
    game = solo(["brawler", "spear"], [["thugs", "grenade"]], deck=[], discard=["junk", "junk"])
    fight_force(game, 1, "brawler spear")  # 4 against 6
    assert not game.over
    assert kind(game) == "loss"
    game.apply(0, "remove brawler")
    assert game.over
    assert attritions(game) == []
    assert game.result is not None
    assert game.result.scores[0].points == 3


def test_solo_buildings_tick_once_a_turn_v4() -> None:
    """RULINGS V-4: "Building timers and other 'round' effects tick once per turn" (H-1): a
    bunker with 3 timer cards has 2 at the next turn and 1 at the one after."""
    scenario_building = {"building": "bunker", "timer": ["junk", "net", "pills"]}
    game = solo(["brawler"], [["thugs"], ["rifle"]], modules=HQ2, deck=["junk"] * 4, buildings=[scenario_building])
    assert game.view(0).seats[0].buildings[0].timer == 3
    for expected in (2, 1):
        game.apply(0, "end")
        game.apply(0, "pass")
        assert game.view(0).seats[0].buildings[0].timer == expected


# ==============================================================================================
# THE 2012 EDITION [001], [002] (RULINGS ED-*)
# ==============================================================================================


def test_2012_a_deadlock_on_the_last_contested_resource_ends_a_three_player_game_ed2() -> None:
    """[001:139] "until the last contested resource card is won" versus a deadlock [001:313-315]
    that sends it into the junkyard: RULINGS ED-2 "The game ends after the skirmish phase of
    the round in which the CR pile becomes empty, however the last card left"."""
    game = rules_table(
        "2012",
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler"]}, {"hand": ["brawler"]}, {}],
        contested=["grenade"],
    )
    end_gathering(game, {0: "commit brawler", 1: "commit brawler"})
    pass_skirmish(game)
    assert skirmish_winner(game) is None
    assert game.over
    assert zone_counter(game, "junkyard")["grenade"] == 1
    assert game.view(None).contested_count == 0


def test_2012_a_build_discards_every_card_used_in_the_schematics_dig_ed10() -> None:
    """[001:556-557] names only the engineer; RULINGS ED-10 "Discard every card used in the
    schematics dig": an engineer (2) with a scavenger (1) digs 3 and both are discarded."""
    game = rules_table(
        "2012",
        3,
        HQ2,
        players=[{"hand": ["engineer", "scavenger", "brawler"], "deck": ["junk"] * 6}],
        schematics=["pharmacy", "bunker", "armory", "hydroponic_gardens"],
    )
    act(game, 0, "build engineer scavenger")
    assert sorted(game.view(0).looking) == ["armory", "bunker", "pharmacy"]
    game.apply(0, "keep armory")
    assert sorted(zone_kinds(game, "0:discard")) == ["engineer", "scavenger"]
    assert game.view(0).hand == ("brawler",)
    assert zone_kinds(game, "schematics") == ["hydroponic_gardens", "pharmacy", "bunker"]


def test_2012_a_schematics_dig_may_keep_no_building_ed16() -> None:
    """[001:570] "Select a maximum of 1 card to build and return the others to the bottom"
    (RULINGS ED-16): keeping none starts nothing and returns every drawn schematic."""
    game = rules_table(
        "2012",
        3,
        HQ2,
        players=[{"hand": ["engineer"], "deck": ["junk"] * 6}],
        schematics=["pharmacy", "bunker", "armory"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep none")
    assert game.view(0).seats[0].buildings == ()
    assert zone_kinds(game, "schematics") == ["armory", "pharmacy", "bunker"]
    assert game.view(0).seats[0].deck_count == 6


def test_2012_one_build_a_round_h5() -> None:
    """[001:189] "A player may only perform a given action ... once per round" and the 2015 HQ
    FAQ [000:721] "You may start one new building each round" (RULINGS H-5): a second
    engineer may not build in the same round."""
    game = rules_table(
        "2012",
        3,
        HQ2,
        players=[{"hand": ["engineer", "engineer"], "deck": BIG_DECK[:8]}],
        schematics=["pharmacy", "bunker", "armory"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert not any(a.verb is sc.Verb.BUILD for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "build engineer")


@pytest.mark.parametrize(
    ("hand", "first", "second"),
    [
        (["scavenger", "brawler"], "dig scavenger", "dig brawler"),
        (["scavenger", "scout"], "draw scavenger", "draw scout"),
        (["scavenger", "hunter"], "hunt scavenger", "hunt hunter"),
        (["junk", "junk"], "trash junk", "trash junk"),
        (["scavenger", "pills", "pills"], "hunt scavenger", "hire hunter pay pills"),
    ],
)
def test_2012_each_action_once_a_round_001_189_r11(hand: list[str], first: str, second: str) -> None:
    """[001:189] "A player may only perform a given action (dig/hunt/draw/hire/etc.) once per
    round" and [001:211-212] "no action may be taken more than once"; trash too (RULINGS R-11)."""
    game = rules_table("2012", 3, players=[{"hand": hand, "deck": ["pills"] * 4}], junkyard=["net", "junk", "spear"])
    act(game, 0, first)
    if kind(game) == "keep":
        game.apply(0, "keep none")
    if first.startswith("hunt"):
        act(game, 0, "hire scavenger")  # [001:241] "Each player may only hire one mercenary per round"
    verb = second.split(maxsplit=1)[0]
    assert not any(a.verb.value == verb for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, second)


@pytest.mark.parametrize(("rules", "expected"), [("2015", 1), ("2012", 0)])
def test_2012_a_lone_fighter_tear_gassed_to_0_has_no_fight_ed12(rules: str, expected: int) -> None:
    """Tear gas sets a member's fight to 0 [003:239-246]. 2015 (RULINGS S-10): the brawler
    keeps a fight of 0, "superior to no ability to fight at all" [000:418-420], and beats two
    refugees. 2012 [001:455] (ED-12, docs/variants.md "a skirmish force that adds up to 0 counts
    as having no fight at all"): both sides have no fight and the 2 refugees + tear gas side
    wins on people (2 against 1)."""
    game = rules_table(
        rules,
        3,
        frozenset({"recon4"}),
        round=3,
        initiator=0,
        players=[{"hand": ["tear_gas", "refugee", "refugee"]}, {"hand": ["brawler"]}, {}],
        contested=["grenade", "sled_team"],
    )
    end_gathering(game, {0: "commit tear_gas refugee refugee", 1: "commit brawler"})
    game.apply(0, "gas 1:brawler")
    pass_skirmish(game)
    assert skirmish_winner(game) == expected


def test_2012_people_break_a_tie_only_among_the_tied_s2() -> None:
    """[001:309-313] "In the event of a tie, each player sums the number of people" (RULINGS
    S-2: "among the tied top players only"): a brawler and a scout tie at 2 with 1 person each;
    the 6 people of a tribe family and a refugee, with no fight, do not join the tie: a
    deadlock."""
    game = rules_table(
        "2012",
        3,
        round=3,
        initiator=0,
        players=[{"hand": ["brawler"]}, {"hand": ["scout"]}, {"hand": ["tribe_family_5", "refugee"]}],
        contested=["grenade", "sled_team"],
    )
    end_gathering(game, {0: "commit brawler", 1: "commit scout", 2: "commit tribe_family_5 refugee"})
    pass_skirmish(game)
    assert skirmish_winner(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1


def test_2012_hq_module_setup_adds_medics_engineers_gangs_schematics_and_leaders_001_493_643() -> None:
    """[001:493-499] module 1: a medic stack and the Gearheads and Pharmers; [001:537-545]
    module 2: an engineer stack, the 12 buildings as a third pile, the Masons; [001:637-643]
    module 3: two leaders dealt to each player, one kept face up."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=frozenset({"hq1", "hq2", "hq3"}), rules="2012"))
    view = game.view(0)
    market = dict(view.market)
    assert len(market) == 10
    assert market["medic"] == 8
    assert market["engineer"] == 8
    assert view.schematics_count == 12
    assert len(view.dealt) == 2
    assert view.decision is not None
    assert view.decision.kind == "leader"
    for seat in range(3):
        game.apply(seat, f"lead {game.view(seat).dealt[0]}")
    assert len(game.view(None).gangs) == 3


def test_2012_pharmers_count_pills_and_medkits_only_ed8() -> None:
    """[001:529] "adding the total 'meds' value of all pills and medkits in a player's deck.
    Ties are broken by counting the total number of medics" (RULINGS ED-8): seat 1's medkit
    (2) beats seat 0's pills (1) and three medics (1 med each, not medicine cards)."""
    game = rules_table(
        "2012",
        3,
        frozenset({"hq1"}),
        round=3,
        players=[{"deck": ["pills", "medic", "medic", "medic"]}, {"deck": ["medkit"]}, {}],
        contested=["wolf_pack"],
    )
    end_gathering(game, {})
    assert game.over
    joined = [(e.seat, e.cards) for e in game.log(None) if e.type is EventType.GANG_JOINED]
    assert joined == [(1, ("gang_pharmers",))]
    assert game.result is not None
    assert [score.gangs for score in game.result.scores] == [(), ("gang_pharmers",), ()]


def test_2012_the_owners_timer_view_loses_the_card_a_tick_removes_ed11() -> None:
    """[001:578-580] "At the start of the player's next round, remove 1 card from each building
    that is under construction" (to the discard, RULINGS H-2); with the 2012 rules the owner
    sees her timer cards (ED-11 option): one fewer after the tick, the rest unchanged."""
    game = rules_table(
        "2012",
        3,
        HQ2,
        round=2,
        players=[
            {
                "hand": [],
                "deck": ["junk"] * 5,
                "buildings": [{"building": "bunker", "timer": ["net", "pills", "spear"]}],
            }
        ],
    )
    assert game.view(0).timers == (("net", "pills", "spear"),)
    while game.round == 2:
        game.apply(game.to_act[0], "end")
    timers = game.view(0).timers
    assert len(timers) == 1
    assert len(timers[0]) == 2
    assert set(timers[0]) < {"net", "pills", "spear"}


# ==============================================================================================
# TWO PLAYERS, both editions [000:111-116] [001:105-111]
# ==============================================================================================


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_tie_returns_both_players_hardy_scavengers_v2(rules: str) -> None:
    """[003:181] a hardy scavenger returns to hand when its side does not win; RULINGS V-2
    "Hardy scavengers of both players return on a tie": fight 2 against 1 (won by less than 2,
    [000:116]) is a tie, and both players' hardy scavengers go back to hand."""
    game = rules_table(
        rules,
        2,
        frozenset({"recon3"}),
        round=3,
        initiator=0,
        players=[
            {"hand": ["hardy_scavenger", "brawler"], "deck": BIG_DECK[:5]},
            {"hand": ["hardy_scavenger", "scavenger"], "deck": BIG_DECK[10:15]},
        ],
        contested=["grenade", "sled_team"],
    )
    end_gathering(game, {0: "commit brawler hardy_scavenger", 1: "commit hardy_scavenger scavenger"})
    pass_skirmish(game)
    assert skirmish_winner(game) is None
    for seat in (0, 1):
        assert "hardy_scavenger" in game.view(seat).hand, seat


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_scout_tower_may_not_peek_at_the_contested_pile_x9(rules: str) -> None:
    """[000:114] [001:107] "Eliminate all contested resources peeking" (RULINGS X-9: "binoculars,
    scout towers and spies cannot look at the CR pile" in 2-player games)."""
    scenario = {
        "players": [{"hand": ["junk", "brawler"], "buildings": [{"building": "scout_tower"}]}, {}],
        "junkyard": ["net", "pills", "spear"],
    }
    game = sc.Game.new(sc.GameConfig(players=2, seed=0, modules=frozenset({"recon3"}), rules=rules, scenario=scenario))
    towers = [t for t in texts(game, 0) if t.startswith("tower")]
    assert towers, "the tower may look at other piles"
    assert not any("contested" in t for t in towers)
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
        game.apply(0, "tower junk contested+junkyard")


@pytest.mark.parametrize("rules", EDITIONS)
def test_two_players_a_win_by_exactly_2_with_fewer_people_takes_the_resource_000_115_116(rules: str) -> None:
    """[000:115-116] "The number of tribe members... is no longer relevant. Skirmishes must be
    won by 2": a scout with a shovel (3) against a scavenger (1) and a tribe family of 5 (fight
    0, 6 people) is won by 2."""
    game = rules_table(
        rules,
        2,
        round=3,
        initiator=0,
        players=[{"hand": ["scout", "shovel"]}, {"hand": ["scavenger", "tribe_family_5"]}],
        contested=["grenade", "sled_team"],
    )
    end_gathering(game, {0: "commit scout shovel", 1: "commit scavenger tribe_family_5"})
    pass_skirmish(game)
    assert skirmish_winner(game) == 0
    assert owned(game, 0)["grenade"] == 1


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize(("module", "card"), [("recon1", "binoculars"), ("recon5", "map")])
def test_two_players_remove_two_of_the_base_junkyard_kinds_only_v1(rules: str, module: str, card: str) -> None:
    """[000:113] [001:106] "Remove two cards of each kind from the junkyard"; RULINGS V-1
    "Apply the removal to the 8 base kinds only... Expansion JY cards (rifle, toolkit, map,
    binoculars) are added per their module recommendation, unreduced" (X-31: all 4 copies)."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, modules=frozenset({module}), rules=rules))
    junkyard = zone_counter(game, "junkyard")
    assert junkyard[card] == 4
    assert junkyard["junk"] == 5
    assert junkyard["pills"] == 7
