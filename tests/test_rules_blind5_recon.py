"""Blind audit (5) of the Recon expansion against its rulebook [003], the base rules [000] and
shared/RULINGS.md: worked numbers, one test per card ability in a stacked scenario, and the
interactions of Recon cards with leaders, buildings, ties and the solo game. Written from the
rulebooks and the public API only; each test names the rule it checks and cites its lines."""

from __future__ import annotations

from typing import Any

import scavengers as sc
from helpers import (
    end_gathering,
    module_table,
    pass_skirmish,
    pass_windows,
    play_out,
    round_totals,
    round_winner,
    solo_game,
    texts,
    zone_kinds,
)

# -- helpers -------------------------------------------------------------------------------

CONTESTED = ["grenade", "field_crew", "wolf_pack", "sled_team"]


def decision(game: sc.Game) -> Any:
    return game.view(None).decision


def engage(game: sc.Game, force: int, cards: str) -> None:
    game.apply(0, "end")
    game.apply(0, f"engage {force}")
    game.apply(0, f"commit {cards}")


HQ3 = {"hq1", "hq2", "hq3"}


# == Leaders' refugee powers reach the scouting refugee ====================================


def test_scouting_refugee_digs_alone_under_the_excavator_003_83_ruling_l9() -> None:
    """[003:83] "Serves as a refugee for any actions or game conditions that depend upon a refugee
    card (i.e. tribal leader powers ...)"; L-9: the Excavator's refugees have base dig 1."""
    game = module_table(
        HQ3 | {"recon1"},
        players=[
            {"hand": ["scouting_refugee"], "deck": ["refugee"] * 5, "leader": "leader_excavator"},
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_mentor"},
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
        ],
        junkyard=["net", "junk", "pills"],
    )
    assert "dig scouting_refugee" in texts(game, 0)
    game.apply(0, "dig scouting_refugee")
    pass_windows(game)
    assert list(game.view(0).looking) == ["net"]


def test_scouting_refugee_hunts_alone_under_the_ranger_003_83_ruling_l10() -> None:
    """[003:83] a scouting refugee serves as a refugee for leader powers; L-10: the Ranger's
    refugees have base hunt 1."""
    game = module_table(
        HQ3 | {"recon1"},
        players=[
            {"hand": ["scouting_refugee"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_mentor"},
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_excavator"},
        ],
    )
    assert "hunt scouting_refugee" in texts(game, 0)
    game.apply(0, "hunt scouting_refugee")
    pass_windows(game)
    assert game.view(0).seats[0].food == 1


def test_an_assassin_may_snipe_a_gangsters_refugee_a_single_unit_card_003_118_ruling_l8() -> None:
    """[003:118] the assassin attacks "single-unit tribe members (cards that represent only 1 tribe
    member)"; a refugee is one tribe member even though the Gangster counts it as 2 people "for
    skirmish tie-breaks only" (L-8)."""
    game = module_table(
        HQ3 | {"recon2"},
        round=3,
        players=[
            {"hand": ["refugee", "brawler"], "deck": ["refugee"] * 5, "leader": "leader_gangster"},
            {"hand": ["assassin", "brawler"], "deck": ["refugee"] * 5, "leader": "leader_mentor"},
            {"hand": ["junk"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit refugee brawler", 1: "commit assassin brawler"})
    while decision(game).seat != 1:
        game.apply(decision(game).seat, "pass")
    assert decision(game).kind == "skirmish"
    assert "snipe assassin 0:refugee" in texts(game, 1)


# == Card data: what a Recon card may NOT do ================================================


def test_a_cargo_sled_adds_no_fight_003_226() -> None:
    """[003:226] the cargo sled has "Standard dig / hunt actions" (cards.tsv: +2 dig, +2 hunt, no
    fight modifier): a brawler holding it still fights 2."""
    game = module_table(
        {"recon4"},
        round=3,
        players=[
            {"hand": ["brawler", "cargo_sled"], "deck": ["refugee"] * 5},
            {"hand": ["scout"], "deck": ["refugee"] * 5},
            {"hand": ["junk"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit brawler cargo_sled", 1: "commit scout"})
    pass_skirmish(game)
    assert round_totals(game, 3)[0][:2] == (1, 2)


def test_a_saboteur_cannot_disarm_binoculars_or_a_map_in_a_force_003_98_272() -> None:
    """[003:98] binoculars "Cannot be discarded through a disarm action"; [003:272] nor can a map.
    Committed as bluff cards (X-22), they are no disarm targets; the spear is."""
    game = module_table(
        {"recon1", "recon5"},
        round=3,
        players=[
            {"hand": ["brawler", "spear", "binoculars", "map"], "deck": ["refugee"] * 5},
            {"hand": ["saboteur", "brawler"], "deck": ["refugee"] * 5},
            {"hand": ["junk"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit brawler spear binoculars map", 1: "commit saboteur brawler"})
    while decision(game).seat != 1:
        game.apply(decision(game).seat, "pass")
    options = texts(game, 1)
    assert "disarm 0:spear" in options
    assert not [o for o in options if "binoculars" in o or "map" in o]


def test_the_provocateur_stays_announced_when_combat_medics_save_it_003_133_232() -> None:
    """[003:133] only a sniped provocateur reverts the fight; [003:232] combat medics save against a
    snipe and still fight: the force of provocateur (1), combat medics (4) and a refugee (1) fights
    with its size, 6."""
    game = module_table(
        {"recon2", "recon4"},
        round=3,
        players=[
            {"hand": ["provocateur", "combat_medics", "refugee"], "deck": ["refugee"] * 5},
            {"hand": ["sniper_team", "thugs", "spear"], "deck": ["refugee"] * 5},
            {"hand": ["junk"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit provocateur combat_medics refugee", 1: "commit sniper_team thugs spear"})
    assert decision(game).seat == 0
    game.apply(0, "provoke provocateur")
    while decision(game).seat != 1 or decision(game).kind != "skirmish":
        game.apply(decision(game).seat, "pass")
    game.apply(1, "snipe 0:provocateur")
    assert decision(game).kind == "save"
    assert decision(game).seat == 0
    assert "save combat_medics" in texts(game, 0)
    game.apply(0, "save combat_medics")
    pass_skirmish(game)
    assert round_totals(game, 3)[0][:2] == (1, 6)
    assert round_winner(game, 3) == 0


# == Setup counts ===========================================================================


def test_module_3_puts_the_two_new_buildings_three_each_into_the_schematics_003_159() -> None:
    """[003:159] module 3 adds the schematics pile (from HQ) and the two new buildings; cards.tsv:
    3 portable decoys and 3 scout towers, with the 12 HQ buildings: 18 (X-32)."""
    for modules in ({"recon3"}, {"recon3", "hq1", "hq2"}):
        game = module_table(modules)
        pile = zone_kinds(game, "schematics")
        assert pile.count("portable_decoys") == 3
        assert pile.count("scout_tower") == 3
        assert len(pile) == 18


def test_alternate_refugees_with_module_1_offer_no_scouting_refugees_for_hire_003_296_ruling_v10() -> None:
    """[003:296] "it is recommended that you not include any mercenaries for hire that are part of
    the player's starting hands"; V-10: a substituted starter type must not also be offered for
    hire. With scouting refugees in every deck, module 1's scouting refugee stack is not out."""
    game = sc.Game.new(
        sc.GameConfig(players=3, seed=0, modules=frozenset({"recon1"}), variants=frozenset({"alternate_refugees"}))
    )
    market = dict(game.view(0).market)
    assert "scouting_refugee" not in market
    assert "spy" in market


def test_a_scout_tower_needs_two_different_piles_ruling_x7_003_211() -> None:
    """[003:211] "Select any two piles"; X-7: the top 2 of each of 2 different piles."""
    game = module_table(
        {"recon3", "hq1", "hq2"},
        players=[
            {"hand": ["junk", "refugee"], "buildings": [{"building": "scout_tower"}], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
    )
    assert not [o for o in texts(game, 0) if "junkyard+junkyard" in o or "contested+contested" in o]
    try:
        game.apply(0, "tower junk junkyard+junkyard")
    except (sc.IllegalAction, sc.InvalidAction):
        return
    raise AssertionError("a tower peek at the same pile twice was accepted")


# == The solo game =========================================================================


def test_solo_a_hardy_scavenger_returns_to_hand_after_a_tie_003_181_ruling_v6() -> None:
    """[003:181] hardy scavengers sent into a skirmish you lose "or tie" return to your hand; V-6: a
    solo fight tied on fight and people gives no prize and no loss. Brawler + spear + hardy
    scavenger (4 fight, 2 people) against a sled team + grenade (4 fight, 2 people)."""
    game = solo_game(
        ["brawler", "spear", "hardy_scavenger"],
        [["sled_team", "grenade"], ["field_crew"]],
        {"recon3"},
        deck=["refugee"] * 10,
    )
    engage(game, 1, "brawler spear hardy_scavenger")
    pass_skirmish(game)
    assert decision(game).kind not in ("prize", "loss")
    assert game.view(0).forces == (0, 1)
    assert "hardy_scavenger" in game.view(0).hand
    assert "hardy_scavenger" not in game.view(0).seats[0].discard


def test_solo_a_loss_with_nothing_committed_removes_nothing_003_339() -> None:
    """[003:336] send as many or as few forces as you choose; [003:339] on a loss "remove one card
    from your skirmish force": with no force there is nothing to remove, and the opponent force is
    gone either way [003:340]."""
    game = solo_game(["brawler"], [["thugs"], ["field_crew"]], deck=["refugee"] * 10)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit none")
    pass_skirmish(game)
    assert decision(game).kind != "loss"
    assert game.view(0).seats[0].removed == 0
    assert game.view(0).forces == (0, 1)


def test_solo_an_opponents_cargo_sled_gives_no_fight_003_226() -> None:
    """[003:226] the cargo sled modifies dig and hunt only: an opponent force of a 5-person tribe
    family and a cargo sled fights 0, so one scavenger (fight 1) beats it [003:338]."""
    game = solo_game(
        ["scavenger"], [["tribe_family_5", "cargo_sled"], ["field_crew"]], {"recon4"}, deck=["refugee"] * 10
    )
    engage(game, 1, "scavenger")
    pass_skirmish(game)
    assert decision(game).kind == "prize"


def test_solo_score_counts_stored_and_timer_cards_one_point_each_ruling_v7_f1() -> None:
    """[003:347-348] every card in your tribe scores (a CR 2); V-7 with F-1: every owned card in
    every zone, the cards stored in a bunker and a building's timer cards included."""
    scenario = {
        "players": [
            {
                "hand": ["brawler"],
                "buildings": [
                    {"building": "bunker", "stored": ["scout"]},
                    {"building": "armory", "timer": ["junk", "junk"]},
                ],
            }
        ],
        "opponents": [["pills"]],
    }
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, modules=frozenset({"hq1", "hq2"}), scenario=scenario))
    engage(game, 1, "brawler")
    pass_skirmish(game)
    game.apply(0, "keep pills")
    assert game.result is not None
    # brawler + pills + scout (stored) + 2 junk (timer) = 5; buildings score nothing
    assert game.result.scores[0].points == 5


# == Batch 2: more interactions ===========================================================


def test_solo_a_drill_sergeants_reshuffle_removes_the_new_decks_top_card_003_333_ruling_v4() -> None:
    """[003:333] "Every time you shuffle your discard to form a new deck, you must take the top card
    of your newly shuffled deck and remove it permanently"; V-4: after every reshuffle, mid-turn
    ones included. A drill sergeant with an empty deck that retrieves nothing draws 2 (X-29): the
    discard of 3 becomes a deck, its top card leaves play, the other 2 are drawn."""
    game = solo_game(["drill_sergeant"], [["thugs"], ["field_crew"]], {"recon3"}, discard=["junk", "pills", "spear"])
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    game.apply(0, "shuffle none")
    pass_windows(game)
    view = game.view(0)
    assert view.seats[0].removed == 1
    assert len(view.hand) == 2
    assert view.seats[0].deck_count == 0


def test_solo_an_assassin_finds_no_single_person_card_among_the_opponents_003_118() -> None:
    """[003:118] the assassin attacks only cards that represent 1 tribe member; a solo opponent
    force of thugs (3) and a sled team (2) offers it no target."""
    game = solo_game(
        ["assassin", "brawler"], [["thugs", "sled_team"], ["field_crew"]], {"recon2"}, deck=["refugee"] * 10
    )
    engage(game, 1, "assassin brawler")
    if decision(game) is not None and decision(game).kind == "skirmish":
        assert not [o for o in texts(game, 0) if o.startswith("snipe")]


def test_solo_the_opponents_tear_gas_cannot_lower_an_announced_provocateur_003_249_337() -> None:
    """[003:249] "Tear gas is not effective against a provocateur (cumulative tribe member count is
    used)"; [003:337] the opponent takes its most favourable action. Provocateur + thugs + refugee
    announce a fight of 5 (5 people) against field crew + grenade (5, 4 people): the player wins on
    people whatever the opponent gasses."""
    game = solo_game(
        ["provocateur", "thugs", "refugee"],
        [["field_crew", "grenade", "tear_gas"], ["sled_team"]],
        {"recon2", "recon4"},
        deck=["refugee"] * 10,
    )
    engage(game, 1, "provocateur thugs refugee")
    assert decision(game).kind == "skirmish"
    game.apply(0, "provoke provocateur")
    pass_skirmish(game)
    assert decision(game).kind == "prize"


def test_leader_drafting_a_bribed_yardmaster_may_peek_the_same_turn_003_310_ruling_l16() -> None:
    """[003:310] "All leader powers on this card are immediately in effect"; L-16: a new leader's
    once-a-round ability is usable the same round if no leader ability was used yet."""
    for seed in range(200):  # a deal whose leader pile holds the Yardmaster in its top two
        game = module_table(
            HQ3 | {"recon5"},
            variants={"leader_draft"},
            seed=seed,
            players=[
                {"hand": ["hunter", "refugee"], "deck": ["refugee"] * 5},
                {"hand": ["refugee"], "deck": ["refugee"] * 5},
                {"hand": ["refugee"], "deck": ["refugee"] * 5},
            ],
            junkyard=["net", "junk", "pills", "spear"],
        )
        if "leader_yardmaster" in zone_kinds(game, "leaders")[:2]:
            break
    else:
        raise AssertionError("no deal with the Yardmaster on top")
    game.apply(0, "hunt hunter")
    pass_windows(game)
    assert game.view(0).seats[0].food == 2
    game.apply(0, "bribe")
    pass_windows(game)
    assert "keep leader_yardmaster" in texts(game, 0)
    game.apply(0, "keep leader_yardmaster")
    pass_windows(game)
    assert "yard" in texts(game, 0)


def test_a_demolition_teams_draw_is_no_draw_action_it_may_follow_one_ruling_h9() -> None:
    """H-9: the demolition team's draw of 2 "is distinct from the draw action and cannot be
    modified"; [003:237] so a player who drew with a scout may still demolish, then draws 2."""
    game = module_table(
        {"recon4", "hq1", "hq2"},
        players=[
            {"hand": ["scout", "demolition_team"], "deck": ["pills", "junk", "net", "spear", "medkit", "junk"]},
            {
                "hand": ["refugee"],
                "deck": ["refugee"] * 5,
                "buildings": [{"building": "bunker", "timer": ["junk"]}],
            },
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
    )
    game.apply(0, "draw scout")
    pass_windows(game)
    hand_before = len(game.view(0).hand)
    assert "demolish 1:bunker" in texts(game, 0)
    game.apply(0, "demolish 1:bunker")
    pass_windows(game)
    assert len(game.view(0).hand) == hand_before - 1 + 2


def test_a_demolition_team_has_no_special_in_the_skirmish_ruling_h9() -> None:
    """H-9: the reset "is used on the demolition player's own RG turn"; [003:236] in the skirmish
    the team only fights (2)."""
    game = module_table(
        {"recon4", "hq1", "hq2"},
        round=3,
        players=[
            {"hand": ["demolition_team", "sniper_team"], "deck": ["refugee"] * 5},
            {
                "hand": ["brawler"],
                "deck": ["refugee"] * 5,
                "buildings": [{"building": "bunker", "timer": ["junk", "junk"]}],
            },
            {"hand": ["junk"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit demolition_team sniper_team", 1: "commit brawler"})
    if decision(game) is not None and decision(game).kind == "skirmish" and decision(game).seat == 0:
        assert not [o for o in texts(game, 0) if o.startswith("demolish")]
        pass_skirmish(game)
    assert round_totals(game, 3)[0][:2] == (1, 2)


def test_combat_medics_are_a_person_not_storable_in_a_pharmacy_ruling_h7() -> None:
    """H-7: the pharmacy stores Medicine-type cards only (cards.tsv: pills/medkit, "not medics (it
    is a person)"); combat medics carry medicine "like a medic" [003:231] but are tribe members."""
    game = module_table(
        {"recon4", "hq1", "hq2"},
        players=[
            {
                "hand": ["combat_medics", "pills"],
                "deck": ["refugee"] * 5,
                "buildings": [{"building": "pharmacy"}, {"building": "bunker"}],
            },
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
    )
    options = texts(game, 0)
    assert "store pharmacy pills" in options
    assert not [o for o in options if o.startswith("store pharmacy") and "combat_medics" in o]
    assert [o for o in options if o.startswith("store bunker") and "combat_medics" in o]


def test_an_armory_stores_a_cargo_sled_but_no_instant_ruling_h7_003_31() -> None:
    """H-7: the armory stores cards with a tool icon: the cargo sled is a tool (cards.tsv); binoculars,
    map and tear gas are instants [003:31], not tools."""
    game = module_table(
        {"recon1", "recon4", "recon5", "hq1", "hq2"},
        players=[
            {
                "hand": ["cargo_sled", "binoculars", "map", "tear_gas"],
                "deck": ["refugee"] * 5,
                "buildings": [{"building": "armory"}],
            },
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
    )
    options = [o for o in texts(game, 0) if o.startswith("store armory")]
    assert "store armory cargo_sled" in options
    assert not [o for o in options if "binoculars" in o or "map" in o or "tear_gas" in o]


def test_a_saboteur_may_disarm_a_cargo_sled_in_a_dig_003_224() -> None:
    """[003:224] the cargo sled is a tool (cards.tsv type tool), so unlike the instants it can be
    disarmed during resource gathering."""
    game = module_table(
        {"recon4"},
        players=[
            {"hand": ["scavenger", "cargo_sled"], "deck": ["refugee"] * 5},
            {"hand": ["saboteur"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
        junkyard=["net", "junk", "pills", "spear", "medkit"],
    )
    game.apply(0, "dig scavenger+cargo_sled")
    assert decision(game).seat == 1
    assert "disarm 0:cargo_sled" in texts(game, 1)


def test_the_excavators_refugee_with_a_cargo_sled_digs_two_ruling_l9() -> None:
    """L-9: a refugee holding "any tool with a dig modifier (shovel, pickaxe, multitool, toolkit,
    cargo sled)" gets +1 dig instead of the tool's printed bonus: dig 1 + 1 = 2, not 3."""
    game = module_table(
        HQ3 | {"recon4"},
        players=[
            {"hand": ["refugee", "cargo_sled"], "deck": ["refugee"] * 5, "leader": "leader_excavator"},
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_mentor"},
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
        ],
        junkyard=["net", "junk", "pills", "spear", "medkit"],
    )
    game.apply(0, "dig refugee+cargo_sled")
    pass_windows(game)
    assert list(game.view(0).looking) == ["junk", "net"]


def test_the_gearheads_count_a_cargo_sled_but_no_instant_ruling_f5() -> None:
    """F-5: the Gearheads count cards with a tool icon, "CR tools (wolf pack, grenade, cargo sled)";
    "Instants (binoculars, map, tear gas) are excluded". Three instants lose to one spear."""
    game = module_table(
        {"hq1", "recon1", "recon4", "recon5"},
        round=3,
        players=[
            {"hand": ["refugee"], "deck": ["binoculars", "map", "tear_gas"]},
            {"hand": ["refugee"], "deck": ["spear"]},
            {"hand": ["refugee"], "deck": ["junk"]},
        ],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert "gang_gearheads" in result.scores[1].gangs
    assert "gang_gearheads" not in result.scores[0].gangs

    game = module_table(
        {"hq1", "recon4"},
        round=3,
        players=[
            {"hand": ["refugee"], "deck": ["cargo_sled", "junk"]},
            {"hand": ["refugee"], "deck": ["spear"]},
            {"hand": ["refugee"], "deck": ["junk"]},
        ],
        contested=["sled_team"],
    )
    # one tool each; the tie-break counts contested-resource tools: the cargo sled
    assert "gang_gearheads" in play_out(game).scores[0].gangs


def test_the_pharmers_count_medicine_cards_not_combat_medics_ruling_ed8() -> None:
    """ED-8: the Pharmers count "only cards of type Medicine" (pills 1, medkit 2); combat medics are
    persons and count only in the tie-break. Pills + combat medics (1) lose to a medkit (2); pills +
    combat medics beat pills alone on the tie-break."""
    game = module_table(
        {"hq1", "recon4"},
        round=3,
        players=[
            {"hand": ["refugee"], "deck": ["pills", "combat_medics"]},
            {"hand": ["refugee"], "deck": ["medkit"]},
            {"hand": ["refugee"], "deck": ["junk"]},
        ],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert "gang_pharmers" in result.scores[1].gangs
    assert "gang_pharmers" not in result.scores[0].gangs

    game = module_table(
        {"hq1", "recon4"},
        round=3,
        players=[
            {"hand": ["refugee"], "deck": ["pills", "combat_medics"]},
            {"hand": ["refugee"], "deck": ["pills"]},
            {"hand": ["refugee"], "deck": ["junk"]},
        ],
        contested=["sled_team"],
    )
    assert "gang_pharmers" in play_out(game).scores[0].gangs


def test_a_rogue_steals_the_last_contested_resource_and_the_game_ends_with_it_003_143_ruling_ed2() -> None:
    """[003:143] with a tie for highest fight the first player in turn order with a rogue wins the
    CR; ED-2: the game ends after the skirmish that empties the CR pile. Seats 1 and 2 tie at 2; seat
    0's rogue takes the last CR, which counts for her at the end."""
    game = module_table(
        {"recon2"},
        round=3,
        players=[
            {"hand": ["rogue"], "deck": ["refugee"] * 5},
            {"hand": ["brawler"], "deck": ["refugee"] * 5},
            {"hand": ["brawler"], "deck": ["refugee"] * 5},
        ],
        contested=["field_crew"],
    )
    end_gathering(game, {0: "commit rogue", 1: "commit brawler", 2: "commit brawler"})
    pass_skirmish(game)
    assert round_winner(game, 3) == 0
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].contested == 1


# == Batch 3 ===============================================================================


def test_portable_decoys_and_the_gangster_both_add_to_the_people_tie_break_rulings_s5_s11_l8() -> None:
    """S-5: people = printed people of the force, +1 per refugee under the Gangster, + the Portable
    Decoys bonus; S-11/L-8: the decoys count cards (floor(N/2)), a Gangster refugee is one card.
    Refugee, refugee, brawler, spear: fight 4, people 1 + 2x2 + floor(4/2) = 7."""
    game = module_table(
        HQ3 | {"recon3"},
        round=3,
        players=[
            {
                "hand": ["refugee", "refugee", "brawler", "spear"],
                "deck": ["refugee"] * 5,
                "leader": "leader_gangster",
                "buildings": [{"building": "portable_decoys"}],
            },
            {"hand": ["thugs", "net"], "deck": ["refugee"] * 5, "leader": "leader_mentor"},
            {"hand": ["junk"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit refugee refugee brawler spear", 1: "commit thugs net"})
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 4, 7)
    assert round_totals(game, 3)[1] == (1, 4, 3)
    assert round_winner(game, 3) == 0


def test_the_provocateur_counts_a_drill_sergeant_that_used_its_special_003_131_ruling_s6() -> None:
    """[003:131] the provocateur counts "tribe members you brought, even if they are not fighters";
    S-6: a drill sergeant used for its special in the skirmish gives up its fight "but keeps its
    people". Provocateur + refugee + drill sergeant: size 3."""
    game = module_table(
        {"recon2", "recon3"},
        round=3,
        players=[
            {
                "hand": ["provocateur", "refugee", "drill_sergeant"],
                "deck": ["refugee"] * 5,
                "discard": ["junk"],
            },
            {"hand": ["brawler"], "deck": ["refugee"] * 5},
            {"hand": ["junk"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit provocateur refugee drill_sergeant", 1: "commit brawler"})
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    if decision(game).kind == "shuffle" or any(o.startswith("shuffle") for o in texts(game, 0)):
        game.apply(0, "shuffle none")
    pass_windows(game)
    game.apply(0, "provoke provocateur")
    pass_skirmish(game)
    assert round_totals(game, 3)[0][:2] == (1, 3)
    assert round_winner(game, 3) == 0


def test_the_mentors_skirmish_refugee_leaves_the_provocateurs_count_003_131_ruling_l3() -> None:
    """L-3: the Mentor's refugee in the skirmish "comes from her revealed force and leaves it,
    costing its people"; [003:131] the provocateur counts the members in the force. Provocateur,
    refugee, brawler; the refugee is played for the Mentor: size 2 (the Mentor's +1 is a combat
    modifier the provocateur ignores)."""
    game = module_table(
        HQ3 | {"recon2"},
        round=3,
        players=[
            {"hand": ["provocateur", "refugee", "brawler"], "deck": ["refugee"] * 5, "leader": "leader_mentor"},
            {"hand": ["thugs"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
            {"hand": ["junk"], "deck": ["refugee"] * 5, "leader": "leader_excavator"},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit provocateur refugee brawler", 1: "commit thugs"})
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "provoke provocateur")
    pass_skirmish(game)
    assert round_totals(game, 3)[0][:3] == (1, 2, 2)


def test_combat_medics_in_a_third_force_save_anothers_card_in_the_skirmish_rulings_i4_x18() -> None:
    """I-4: any player may save a sniped card; in the skirmish from her revealed force (I-6), and
    X-18: combat medics that save there stay and still fight (1)."""
    game = module_table(
        {"recon4"},
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"], "deck": ["refugee"] * 5},
            {"hand": ["thugs"], "deck": ["refugee"] * 5},
            {"hand": ["combat_medics"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit thugs", 2: "commit combat_medics"})
    assert decision(game).seat == 0
    game.apply(0, "snipe 1:thugs")
    while decision(game).kind == "save" and decision(game).seat != 2:
        game.apply(decision(game).seat, "pass")
    assert decision(game).seat == 2
    assert "save combat_medics" in texts(game, 2)
    game.apply(2, "save combat_medics")
    pass_skirmish(game)
    assert round_totals(game, 3)[1][:2] == (1, 3)
    assert round_totals(game, 3)[2][:2] == (1, 1)
    assert round_winner(game, 3) == 1


def test_a_guard_stored_in_a_bunker_cancels_a_gathering_snipe_003_123_ruling_i6() -> None:
    """I-6: during RG a guard may be "retrieved that moment from one's own bunker"; [003:123-124] it
    cancels the snipe on its owner's card, is discarded, and its owner draws 1."""
    game = module_table(
        {"recon2", "hq1", "hq2"},
        players=[
            {
                "hand": ["scavenger", "shovel"],
                "deck": ["brawler", "refugee"],
                "buildings": [{"building": "bunker", "stored": ["guard"]}],
            },
            {"hand": ["assassin"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "snipe assassin 0:scavenger")
    assert decision(game).seat == 0
    options = texts(game, 0)
    if "cancel guard" not in options:
        assert "retrieve bunker guard" in options
        game.apply(0, "retrieve bunker guard")
    game.apply(0, "cancel guard")
    pass_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(0, "continue")
    view = game.view(0)
    assert "guard" in view.seats[0].discard
    assert "brawler" in view.hand
    assert sorted(view.looking) == ["junk", "net", "pills"]  # the scavenger dug: 1 + shovel 2


def test_a_scout_tower_is_used_once_a_round_ruling_x1_x7() -> None:
    """X-1/X-7: each scout tower may be activated only once per round."""
    game = module_table(
        {"recon3", "hq1", "hq2"},
        players=[
            {"hand": ["junk", "junk", "pills"], "buildings": [{"building": "scout_tower"}], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
    )
    game.apply(0, "tower junk junkyard+schematics")
    pass_windows(game)
    assert not [o for o in texts(game, 0) if o.startswith("tower")]


def test_leader_drafting_butcher_food_bribes_a_leader_ruling_l16_l5() -> None:
    """L-16: "each point of food from any source (hunting, gardens, Butcher, Cannibal) gives 1 draw";
    L-5: the Butcher's 1 food + 1 med. The Butcher's food bribes one leader; its med draws none."""
    for seed in range(200):
        game = module_table(
            HQ3,
            variants={"leader_draft"},
            seed=seed,
            players=[
                {"hand": ["scavenger", "refugee"], "deck": ["refugee"] * 5},
                {"hand": ["refugee"], "deck": ["refugee"] * 5},
                {"hand": ["refugee"], "deck": ["refugee"] * 5},
            ],
        )
        if zone_kinds(game, "leaders")[0] == "leader_butcher":
            break
    else:
        raise AssertionError("no deal with the Butcher on top")
    # bribe the Butcher with a hunt of 1, then next round use it
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    game.apply(0, "bribe")
    pass_windows(game)
    game.apply(0, "keep leader_butcher")
    pass_windows(game)
    assert game.view(0).seats[0].leader == "leader_butcher"


# == Batch 4: the solo opponent =============================================================


def test_solo_the_opponents_tear_gas_takes_its_most_favourable_target_003_337() -> None:
    """[003:337] "assume the opponent will take the most favorable action (e.g. using tear gas on your
    strongest tribe member)". Thugs (3) and brawler + spear (2 + 2), 4 people, against field crew +
    grenade (5, 4 people) + tear gas. Gassing the thugs leaves 0 + 2 + 2 = 4 and the opponent wins;
    gassing the brawler would leave 3 + 0 + 2 = 5, a tie. The opponent gasses the thugs: a loss."""
    game = solo_game(
        ["thugs", "brawler", "spear"],
        [["field_crew", "grenade", "tear_gas"], ["sled_team"]],
        {"recon4"},
        deck=["refugee"] * 10,
    )
    engage(game, 1, "thugs brawler spear")
    pass_skirmish(game)
    assert decision(game).kind == "loss"


def test_solo_portable_decoys_win_a_fight_tie_on_people_003_205_206_ruling_v6() -> None:
    """[003:205-206] the decoys add 1 to the force's size per 2 cards brought, for tie-breaking; V-6
    the solo tie goes to people. Brawler + spear + 2 junk (fight 4, 1 + 2 people) against sled team
    + grenade (fight 4, 2 people): the player wins."""
    scenario = {
        "players": [
            {
                "hand": ["brawler", "spear", "junk", "junk"],
                "deck": ["refugee"] * 10,
                "buildings": [{"building": "portable_decoys"}],
            }
        ],
        "opponents": [["sled_team", "grenade"], ["field_crew"]],
    }
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, modules=frozenset({"recon3"}), scenario=scenario))
    engage(game, 1, "brawler spear junk junk")
    pass_skirmish(game)
    assert decision(game).kind == "prize"


def test_solo_a_sniped_opponent_card_is_no_prize_003_338_ruling_s4() -> None:
    """S-4: a sniped person "is removed from the force at once"; [003:338] the prize is one card of
    the opponent's skirmish force. The player snipes the thugs and wins; the prize is the grenade or
    the tribe family, not the thugs."""
    game = solo_game(
        ["sniper_team", "brawler", "scout"],
        [["thugs", "tribe_family_3", "grenade"], ["sled_team"]],
        deck=["refugee"] * 10,
    )
    engage(game, 1, "sniper_team brawler scout")
    assert decision(game).kind == "skirmish"
    game.apply(0, "snipe 1:thugs")
    pass_skirmish(game)
    assert decision(game).kind == "prize"
    assert sorted(texts(game, 0)) == ["keep grenade", "keep tribe_family_3"]


# == Batch 5: component counts ===============================================================

RECON_COUNTS = {
    # [003:21-26]: mercenaries 109 = 2 sets of 20, 8 sets of 8, 1 set of 5; JY 8 = 2 sets of 4;
    # CRs 14 = 7 sets of 2; buildings 6 = 2 sets of 3; 2 leaders; 1 gang (cards.tsv counts)
    "scouting_refugee": 20,
    "hardy_scavenger": 20,
    "assassin": 8,
    "courier": 8,
    "drill_sergeant": 8,
    "guard": 8,
    "provocateur": 8,
    "rogue": 8,
    "tinker": 8,
    "spy": 8,
    "scrappers": 5,
    "binoculars": 4,
    "map": 4,
    "cargo_sled": 2,
    "combat_medics": 2,
    "demolition_team": 2,
    "tear_gas": 2,
    "tribal_hunters_2": 2,
    "tribal_hunters_3": 2,
    "tribal_hunters_4": 2,
}

ALL_RECON = {"recon1", "recon2", "recon3", "recon4", "recon5", "hq1", "hq2", "hq3"}


def test_the_recon_box_holds_the_printed_number_of_each_card_003_21_26() -> None:
    """[003:20-26] 140 cards: 2 sets of 20 mercenaries, 8 sets of 8, 1 set of 5; 2 sets of 4 junkyard
    cards; 7 sets of 2 CRs. A table may hold every copy of a kind, never one more."""
    for kind, count in RECON_COUNTS.items():
        game = module_table(ALL_RECON, players=[{"hand": ["refugee"], "deck": [kind] * count}, {}, {}])
        assert zone_kinds(game, "0:deck").count(kind) == count
        try:
            module_table(ALL_RECON, players=[{"hand": ["refugee"], "deck": [kind] * (count + 1)}, {}, {}])
        except (sc.ConfigError, ValueError):
            continue
        raise AssertionError(f"{count + 1} {kind} accepted")


def test_solo_a_thugs_stack_for_hire_holds_the_3_the_forces_left_ruling_v8_003_320() -> None:
    """[003:320] two thugs go into the 32-card opponent pile; V-8: "the thugs stack, if chosen as
    one of the 10, has 2 fewer cards" (5 - 2 = 3)."""
    seen = 0
    for seed in range(60):
        game = sc.Game.new(sc.GameConfig(players=1, seed=seed))
        market = dict(game.view(0).market)
        forces = [c for z, cards in game.zones().items() if z.startswith("opponent") for c in cards]
        assert sum(c.kind == "thugs" for c in forces) == 2
        assert len(forces) == 32
        if "thugs" in market:
            assert market["thugs"] == 3
            seen += 1
    assert seen


# == Batch 6: ties ===========================================================================


def test_an_assassin_that_sniped_still_counts_in_a_people_tie_break_rulings_s4_s5() -> None:
    """S-4: "A saboteur or sniper that acted stays in the force (people count)"; S-5 people include
    "used snipers". [003:117] the assassin snipes like a sniper team. Brawler + assassin (fight 2,
    2 people) against scout + scavenger whose scavenger is sniped (fight 2, 1 person): a tie on
    fight won on people."""
    game = module_table(
        {"recon2"},
        round=3,
        players=[
            {"hand": ["assassin", "brawler"], "deck": ["refugee"] * 5},
            {"hand": ["scout", "scavenger"], "deck": ["refugee"] * 5},
            {"hand": ["junk"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit assassin brawler", 1: "commit scout scavenger"})
    assert decision(game).seat == 0
    game.apply(0, "snipe assassin 1:scavenger")
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 2, 2)
    assert round_totals(game, 3)[1] == (1, 2, 1)
    assert round_winner(game, 3) == 0


def test_a_drill_sergeant_that_drilled_still_counts_in_a_people_tie_break_ruling_s6() -> None:
    """S-6: a drill sergeant used for its special in the skirmish "gives up its fight ... but keeps
    its people". Brawler + drill sergeant (drilled: fight 2, 2 people) against a scout (2, 1)."""
    game = module_table(
        {"recon3"},
        round=3,
        players=[
            {"hand": ["drill_sergeant", "brawler"], "deck": ["refugee"] * 5, "discard": ["junk"]},
            {"hand": ["scout"], "deck": ["refugee"] * 5},
            {"hand": ["junk"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit drill_sergeant brawler", 1: "commit scout"})
    assert decision(game).seat == 0
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    if any(o.startswith("shuffle") for o in texts(game, 0)):
        game.apply(0, "shuffle none")
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 2, 2)
    assert round_winner(game, 3) == 0


def test_scrappers_dig_from_the_bottom_finds_the_cards_the_yardmaster_put_there_003_187_283() -> None:
    """[003:283] the Yardmaster returns the top two to the bottom, order kept; [003:187] scrappers
    may dig entirely from the bottom: a scrappers dig of 3 from the bottom sees those two and the
    card above them."""
    game = module_table(
        HQ3 | {"recon3", "recon5"},
        players=[
            {"hand": ["scrappers"], "deck": ["refugee"] * 5, "leader": "leader_yardmaster"},
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_mentor"},
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
        ],
        junkyard=["net", "pills", "junk", "spear", "medkit", "shovel"],
    )
    game.apply(0, "yard")
    game.apply(0, "yard bottom")
    pass_windows(game)
    assert zone_kinds(game, "junkyard") == ["junk", "spear", "medkit", "shovel", "net", "pills"]
    game.apply(0, "dig bottom scrappers")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["net", "pills", "shovel"]


# == Batch 7: two players ====================================================================


def test_two_players_a_lone_rogue_against_no_force_wins_the_tie_it_makes_ruling_v2_003_143() -> None:
    """V-2: a player who did not commit counts as fight 0; a margin under 2 is a tie, and "A rogue
    triggers on any 2-player tie, i.e. a margin of 0 or 1". A lone rogue (fight 1) takes the CR."""
    game = module_table(
        {"recon2"},
        seats=2,
        round=3,
        players=[{"hand": ["rogue"], "deck": ["refugee"] * 5}, {"hand": ["junk"], "deck": ["refugee"] * 5}],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit rogue"})
    pass_skirmish(game)
    assert round_winner(game, 3) == 0


def test_two_players_a_margin_of_two_is_a_win_the_rogue_cannot_steal_ruling_v2_003_143() -> None:
    """[000:116] a 2-player skirmish won by 2 is a win, not a tie; [003:143] the rogue needs a tie.
    Thugs (3) beat a rogue (1)."""
    game = module_table(
        {"recon2"},
        seats=2,
        round=3,
        players=[{"hand": ["rogue"], "deck": ["refugee"] * 5}, {"hand": ["thugs"], "deck": ["refugee"] * 5}],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit rogue", 1: "commit thugs"})
    pass_skirmish(game)
    assert round_winner(game, 3) == 1


def test_two_players_a_lone_hardy_scavenger_ties_and_returns_to_hand_ruling_v2_003_181() -> None:
    """V-2: a fight of 0 against no force is a margin of 0, a tie: the CR goes into the junkyard and
    [003:181] the hardy scavenger of the tied player returns to her hand."""
    game = module_table(
        {"recon3"},
        seats=2,
        round=3,
        players=[
            {"hand": ["hardy_scavenger"], "deck": ["refugee"] * 10},
            {"hand": ["junk"], "deck": ["refugee"] * 10},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit hardy_scavenger"})
    pass_skirmish(game)
    assert round_winner(game, 3) is None
    assert "hardy_scavenger" in game.view(0).hand


def test_two_provocateurs_one_sniped_the_other_keeps_the_force_size_ruling_s8() -> None:
    """S-8: "One announcement is enough, even with several provocateurs"; the ability is void only
    if the provocateur has been sniped by final resolution. With two provocateurs and one sniped,
    a provocateur is still in the force: provocateur + refugee + refugee = 3."""
    game = module_table(
        {"recon2"},
        round=3,
        players=[
            {"hand": ["provocateur", "provocateur", "refugee", "refugee"], "deck": ["refugee"] * 5},
            {"hand": ["sniper_team", "brawler"], "deck": ["refugee"] * 5},
            {"hand": ["junk"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit provocateur provocateur refugee refugee", 1: "commit sniper_team brawler"})
    game.apply(0, "provoke provocateur")
    while decision(game).seat != 1 or decision(game).kind != "skirmish":
        game.apply(decision(game).seat, "pass")
    game.apply(1, "snipe 0:provocateur")
    pass_skirmish(game)
    assert round_totals(game, 3)[0][:2] == (1, 3)


# == Batch 8 ================================================================================


def test_a_replacement_scouting_refugee_may_cancel_the_next_recon_003_89_ruling_x27() -> None:
    """[003:89] after cancelling Carol's tower Sarah draws a replacement; the spy then succeeds only
    "Since Sarah does not have another scouting refugee". X-27: the replacement is usable from the
    next decision on. Here the replacement is a scouting refugee, and it cancels the spy."""
    sarah, carol = 0, 1
    game = module_table(
        {"recon1", "recon3", "hq1", "hq2"},
        round=3,
        initiator=sarah,
        players=[
            {"hand": ["scouting_refugee", "brawler", "spear"], "deck": ["scouting_refugee", "junk"]},
            {"hand": ["pills", "spy"], "deck": ["net", "junk"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["junk"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
        junkyard=["medkit", "net", "junk"],
    )
    game.apply(sarah, "end")
    game.apply(sarah, "commit brawler scouting_refugee spear")
    assert decision(game).seat == carol
    game.apply(carol, "tower pills contested+junkyard")
    while decision(game).seat != sarah:
        game.apply(decision(game).seat, "pass")
    game.apply(sarah, "cancel scouting_refugee")
    pass_windows(game)
    assert game.view(sarah).hand == ("scouting_refugee",)
    game.apply(carol, "spy 0:force")
    while decision(game).seat != sarah:
        game.apply(decision(game).seat, "pass")
    assert "cancel scouting_refugee" in texts(game, sarah)
    game.apply(sarah, "cancel scouting_refugee")
    pass_windows(game)
    assert not [k for k in game.view(carol).knowledge if k.source == "spy"]


def test_solo_an_opponent_uses_every_tear_gas_it_holds_003_337() -> None:
    """[003:337] the opponent takes the most favourable action; each tear gas targets one tribe
    member [003:244]. Two tear gases zero both thugs and brawler (fight 0) against field crew (2):
    a loss, where one gas alone would leave a 2-2 tie on 4 people each."""
    game = solo_game(
        ["thugs", "brawler"],
        [["field_crew", "tear_gas", "tear_gas"], ["sled_team"]],
        {"recon4"},
        deck=["refugee"] * 10,
    )
    engage(game, 1, "thugs brawler")
    pass_skirmish(game)
    assert decision(game).kind == "loss"


def test_hardy_scavengers_of_a_player_who_wins_a_fight_tie_on_people_are_discarded_ruling_s12() -> None:
    """[003:181] hardy scavengers return when "you either lose or tie"; S-12: "The owner must be a
    participant who did not win". Hardy scavenger + brawler + refugee (fight 2, 3 people) tie a
    scout (2, 1 person) on fight and win on people: the hardy scavenger is discarded."""
    game = module_table(
        {"recon3"},
        round=3,
        players=[
            {"hand": ["hardy_scavenger", "brawler", "refugee"], "deck": ["refugee"] * 5},
            {"hand": ["scout", "hardy_scavenger"], "deck": ["refugee"] * 5},
            {"hand": ["junk"], "deck": ["pills"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit hardy_scavenger brawler refugee", 1: "commit scout hardy_scavenger"})
    pass_skirmish(game)
    assert round_winner(game, 3) == 0
    assert "hardy_scavenger" not in game.view(0).hand
    assert "hardy_scavenger" in game.view(0).seats[0].discard
    assert "hardy_scavenger" in game.view(1).hand  # the loser's returns


def test_solo_the_opponent_may_gas_a_fight_modifier_when_that_is_best_003_246_337() -> None:
    """[003:246] tear gas sets a tribe member's fight "(or fight modifier)" to 0 (S-10: for group
    leaders, their modifier); [003:337] the opponent takes the most favourable action. Scavenger (1)
    + group leaders (+2), 3 people, against tribal hunters (3) + net (fight 2, 3 people) + tear gas:
    gassing the group leaders leaves 1 and the opponent wins; gassing the scavenger would leave 2,
    a tie. A loss."""
    game = solo_game(
        ["scavenger", "group_leaders"],
        [["tribal_hunters_3", "net", "tear_gas"], ["sled_team"]],
        {"recon4"},
        deck=["refugee"] * 10,
    )
    engage(game, 1, "scavenger group_leaders")
    pass_skirmish(game)
    assert decision(game).kind == "loss"


def test_a_disabled_scout_tower_cannot_be_activated_ruling_x7_h11() -> None:
    """X-7: activation needs the tower "complete and enabled"; a disabled building gives nothing
    until repaired (H-11)."""
    game = module_table(
        {"recon3", "hq1", "hq2", "hq3", "hq4"},
        players=[
            {
                "hand": ["junk", "pills"],
                "buildings": [{"building": "scout_tower", "disabled": True}],
                "deck": ["refugee"] * 5,
                "leader": "leader_mentor",
            },
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
            {"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_excavator"},
        ],
    )
    assert not [o for o in texts(game, 0) if o.startswith("tower")]


def test_two_players_portable_decoys_count_through_the_provocateur_ruling_v2_003_131_206() -> None:
    """V-2: in a 2-player game "Portable Decoys matter only through" the provocateur; [003:131] its
    force size includes building abilities that increase it, [003:206] +1 per 2 cards. Provocateur,
    2 refugees and junk: 3 members + floor(4/2) = 5, two more than thugs (3): a win."""
    game = module_table(
        {"recon2", "recon3"},
        seats=2,
        round=3,
        players=[
            {
                "hand": ["provocateur", "refugee", "refugee", "junk"],
                "deck": ["refugee"] * 5,
                "buildings": [{"building": "portable_decoys"}],
            },
            {"hand": ["thugs"], "deck": ["refugee"] * 5},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit provocateur refugee refugee junk", 1: "commit thugs"})
    game.apply(0, "provoke provocateur")
    pass_skirmish(game)
    assert round_totals(game, 3)[0][:2] == (1, 5)
    assert round_winner(game, 3) == 0


# == Batch 9: more leader and building interplay ==========================================


def test_the_mentors_skirmish_refugee_leaves_the_portable_decoys_count_rulings_l3_s11() -> None:
    """L-3: the Mentor's refugee "comes from her revealed force and leaves it, costing its people";
    S-11: the decoys count the cards still in the force at final resolution. Refugee, brawler, 2 junk
    with the refugee played: 3 cards (+1), fight 2 + 1, people 1 + 1 = 2, losing to thugs on people."""
    game = module_table(
        HQ3 | {"recon3"},
        round=3,
        players=[
            {
                "hand": ["refugee", "brawler", "junk", "junk"],
                "deck": ["refugee"] * 5,
                "leader": "leader_mentor",
                "buildings": [{"building": "portable_decoys"}],
            },
            {"hand": ["thugs"], "deck": ["refugee"] * 5, "leader": "leader_ranger"},
            {"hand": ["junk"], "deck": ["refugee"] * 5, "leader": "leader_excavator"},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit refugee brawler junk junk", 1: "commit thugs"})
    game.apply(0, "lead refugee")
    pass_skirmish(game)
    assert round_totals(game, 3)[0] == (1, 3, 2)
    assert round_winner(game, 3) == 1


def test_a_guard_stored_in_the_spied_bunker_may_cancel_that_spy_003_71_123() -> None:
    """[003:71] the card that cancels a spy "can be revealed from committed cards, hand, or bunker,
    regardless of what was being spied upon"; [003:123] a guard cancels a spy on its owner's cards.
    The spy targets the very bunker the guard is stored in; nothing is seen."""
    game = module_table(
        {"recon1", "recon2", "hq1", "hq2"},
        players=[
            {"hand": ["spy"], "deck": ["refugee"] * 3},
            {
                "hand": ["refugee"],
                "deck": ["pills"] * 3,
                "buildings": [{"building": "bunker", "stored": ["guard", "scout"]}],
            },
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
    )
    game.apply(0, "spy 1:stored-bunker")
    assert decision(game).seat == 1
    if "cancel guard" not in texts(game, 1):
        game.apply(1, "retrieve bunker guard")
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert not [k for k in game.view(0).knowledge if k.source == "spy"]
    assert game.view(0).seats[0].discard == ("spy",)
    assert "guard" in game.view(1).seats[1].discard


def test_a_disarmed_cargo_sled_gives_no_second_keep_003_227_ruling_i2() -> None:
    """[003:224-227] the cargo sled's extra keep comes with the tool in the dig; I-2: a disarmed card
    is discarded and the dig may continue with the rest. Scrappers dig 3 and keep one card only."""
    game = module_table(
        {"recon3", "recon4"},
        players=[
            {"hand": ["scrappers", "cargo_sled"], "deck": ["refugee"] * 3},
            {"hand": ["saboteur"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
        junkyard=["net", "pills", "spear", "medkit", "junk", "shovel"],
    )
    game.apply(0, "dig scrappers+cargo_sled")
    game.apply(1, "disarm 0:cargo_sled")
    pass_windows(game)
    game.apply(0, "continue")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["net", "pills", "spear"]
    assert not [o for o in texts(game, 0) if o.startswith("keep") and len(o.split()) > 2]


def test_the_swindlers_refugee_makes_a_one_food_hire_free_003_278() -> None:
    """[003:278] discard 1 refugee to reduce the cost of hiring by 1 food: a scouting refugee (1 food)
    is hired with no food at all."""
    game = module_table(
        HQ3 | {"recon1", "recon5"},
        players=[
            {"hand": ["refugee", "junk"], "deck": ["refugee"] * 3, "leader": "leader_swindler"},
            {"hand": ["refugee"], "deck": ["refugee"] * 3, "leader": "leader_mentor"},
            {"hand": ["refugee"], "deck": ["refugee"] * 3, "leader": "leader_ranger"},
        ],
    )
    assert "hire scouting_refugee" not in texts(game, 0)
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert "hire scouting_refugee" in texts(game, 0)
    game.apply(0, "hire scouting_refugee")
    pass_windows(game)
    assert "scouting_refugee" in zone_kinds(game, "0:discard")
