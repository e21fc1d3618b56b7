"""Audit 17: the skirmish phase, from the rulebooks' words, with every module that touches it.

Rulebooks: the 2015 base and HQ rulebook [000:LINE], the older (2012) edition [001:LINE], the
Recon rulebook [003:LINE]; rulings from `shared/RULINGS.md` by ID. Each test stacks a table,
plays to the skirmish through ``legal_actions``/``apply`` and asserts what the rules require.

Card figures (cards.tsv): brawler fight 2 (1 person), scavenger 1 (1), scout 2 (1), thugs 3
(3), refugee no fight (1), tribe families fight 0 (3/4/5), sniper team no fight (2), saboteur
1 (1), guard 2 (1), rogue 1 (1), provocateur 1 (1), drill sergeant 1 (1), demolition team 2 (2),
combat medics 1 (4), hardy scavenger 0 (1), spy +2 modifier (1); spear +2, shovel +1, grenade +3.
"""

from __future__ import annotations

from typing import Any

import scavengers as sc
from helpers import (
    decision,
    end_gathering,
    now,
    play_skirmish_round,
    seat_totals,
    skirmish_turns,
    skirmish_winner,
    stacked_table,
    texts,
    zone_counter,
    zone_kinds,
)
from scavengers import text
from scavengers.tui.screens import SkirmishScreen

BASE: frozenset[str] = frozenset()
HQ1 = frozenset({"hq1"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
R2 = frozenset({"recon2"})
R3 = frozenset({"recon3"})
R4 = frozenset({"recon4"})
DECKS = [["refugee"] * 5, ["scavenger"] * 5, ["hunter"] * 5, ["scout"] * 5, ["saboteur"] * 5]
"""Five deck cards per seat, each seat its own kinds, so the next draw never reshuffles."""


def new_game(
    hands: list[list[str]],
    modules: frozenset[str] = BASE,
    *,
    rules: str = "2015",
    extra: list[dict[str, Any]] | None = None,
    initiator: int = 0,
    **scenario: Any,
) -> sc.Game:
    """A round-3 table (a skirmish round) with ``hands`` over DECKS, seat ``initiator`` first."""
    return stacked_table(hands, modules, decks=DECKS, extra=extra, initiator=initiator, rules=rules, **scenario)


# ---------------------------------------------------------------------------------------------
# who takes part and the order of the opportunities [000:268]


def test_five_players_opportunities_run_clockwise_from_the_initiator_000_268() -> None:
    """[000:268] "starting with the initiator ... Play then passes to the next player in
    clockwise order": with seat 3 initiating, seats 3, 4, 0, 1, 2 each get one opportunity."""
    hands = [["sniper_team"], ["sniper_team"], ["sniper_team"], ["sniper_team"], ["sniper_team"]]
    game = new_game(hands, initiator=3)
    end_gathering(game, dict.fromkeys(range(5), "commit sniper_team"))
    asked = skirmish_turns(game)
    assert asked == [3, 4, 0, 1, 2]


def test_only_one_player_contests_and_her_lone_refugee_wins_000_274() -> None:
    """[000:274] ties are broken on the people brought; S-1 a seat that brought nothing ranks
    as no fight, 0 people. Four players, only seat 2 commits (a refugee, no fight): she wins."""
    game = new_game([["refugee"], ["refugee"], ["refugee"], ["refugee"]])
    play_skirmish_round(game, {2: "commit refugee"})
    assert skirmish_winner(game) == 2
    assert "grenade" in zone_kinds(game, "2:discard")


def test_nobody_contests_and_the_resource_goes_unseen_into_the_junkyard_000_274_422() -> None:
    """[000:422-424] no fight and the same people for all: a tie, the CR goes to the junkyard;
    with nobody committing (S-1) the top CR leaves the pile for the junkyard."""
    game = new_game([["brawler"], ["brawler"], ["brawler"]], junkyard=["junk"])
    play_skirmish_round(game, {})
    assert skirmish_winner(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1
    assert zone_kinds(game, "contested") == ["wolf_pack", "sled_team"]


def test_a_three_way_fight_tie_with_two_tied_on_people_is_a_deadlock_000_274() -> None:
    """[000:274] "If players are still tied, then the skirmish is considered a deadlock": seats 0
    and 1 tie at fight 2 with 2 people; seat 2 also fights 2 but with 1 person; deadlock."""
    game = new_game([["brawler", "refugee"], ["scout", "refugee"], ["brawler"]])
    play_skirmish_round(game, {0: "commit brawler refugee", 1: "commit refugee scout", 2: "commit brawler"})
    assert seat_totals(game) == {0: (True, 2, 2), 1: (True, 2, 2), 2: (True, 2, 1)}
    assert skirmish_winner(game) is None


def test_the_winner_discards_her_force_at_the_end_of_the_round_and_the_prize_stays_hidden_000_256_268() -> None:
    """[000:256] "During the Skirmish phase, cards are discarded at the end of the round";
    [000:268] the winner takes the top CR "without revealing it to the other players"."""
    game = new_game([["brawler", "spear"], ["scavenger"], ["refugee"]])
    play_skirmish_round(game, {0: "commit brawler spear", 1: "commit scavenger", 2: "commit refugee"})
    assert skirmish_winner(game) == 0
    assert zone_counter(game, "0:discard") == {"brawler": 1, "spear": 1, "grenade": 1}
    assert zone_counter(game, "1:discard") == {"scavenger": 1}
    assert zone_counter(game, "2:discard") == {"refugee": 1}
    for seat in (1, 2, None):
        view = game.view(seat)
        assert view.seats[0].discard_hidden_count == 1
        assert "grenade" not in view.seats[0].discard
        assert "grenade" not in view.discard_hidden
    assert game.view(0).discard_hidden == ("grenade",)


# ---------------------------------------------------------------------------------------------
# the 2012 rules [001]


def test_2012_a_fight_total_of_zero_cannot_attack_so_people_decide_001_455() -> None:
    """[001:455] "These cards cannot fight (no attack can be made unless the fight total is at
    least 1)": with the 2012 rules a tribe family (fight 0, 3 people) is no fighter, and four
    refugees (4 people) win the tie on people [001:310-312]. With the 2015 rules the FAQ
    [000:418-420] makes fight 0 superior to no fight, and the tribe family wins."""
    hands = [["tribe_family_3"], ["refugee", "refugee", "refugee", "refugee"], []]
    commits = {0: "commit tribe_family_3", 1: "commit refugee refugee refugee refugee"}
    older = new_game(hands, rules="2012")
    play_skirmish_round(older, commits)
    assert skirmish_winner(older) == 1
    newer = new_game(hands)
    play_skirmish_round(newer, commits)
    assert skirmish_winner(newer) == 0


def test_2012_two_players_must_still_win_by_two_001_108_111() -> None:
    """[001:108-111] with two players people do not matter and a skirmish must be won by 2; a
    brawler (2) against a scavenger (1) is a tie, its CR into the junkyard."""
    game = new_game([["brawler", "refugee", "refugee"], ["scavenger"]], rules="2012")
    play_skirmish_round(game, {0: "commit brawler refugee refugee", 1: "commit scavenger"})
    assert skirmish_winner(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1


def test_2012_an_earlier_sniper_stops_a_later_saboteur_001_420_431() -> None:
    """[001:423-426] "If a player with an earlier turn order snipes ... a saboteur of a later turn
    order, then those units will not have an opportunity to exercise their special abilities"."""
    game = new_game([["sniper_team", "scavenger"], ["saboteur", "brawler"], ["spear", "scavenger"]], rules="2012")
    end_gathering(game, {0: "commit scavenger sniper_team", 1: "commit brawler saboteur", 2: "commit scavenger spear"})
    game.apply(0, "snipe 1:saboteur")
    # Seat 1 has nothing else to use: with her saboteur gone she is never asked.
    assert skirmish_turns(game) == []
    assert zone_counter(game, "1:discard")["saboteur"] == 1
    # The spear was never disarmed: seat 2 fights 3 and wins.
    assert skirmish_winner(game) == 2


# ---------------------------------------------------------------------------------------------
# two players [000:111-116]


def test_two_players_a_tie_returns_both_hardy_scavengers_003_181_v2() -> None:
    """[000:116] not won by 2 "it is a tie"; [003:181] "If you send HS into the skirmish and
    you either lose or tie, then any HS units you sent are returned to your hand"."""
    game = new_game([["hardy_scavenger", "brawler"], ["hardy_scavenger", "scavenger"]], R3)
    play_skirmish_round(game, {0: "commit brawler hardy_scavenger", 1: "commit hardy_scavenger scavenger"})
    assert skirmish_winner(game) is None
    for seat in (0, 1):
        assert zone_counter(game, f"{seat}:hand")["hardy_scavenger"] == 1
        assert len(zone_kinds(game, f"{seat}:hand")) == 6


def test_two_players_people_never_matter_even_with_portable_decoys_000_115_003_205() -> None:
    """[000:115] "The number of tribe members a player brings to a skirmish is no longer
    relevant": seat 0's decoys add people, yet brawler vs scout (2 vs 2) is a tie."""
    extra = [{"buildings": [{"building": "portable_decoys"}]}, {}]
    game = new_game([["brawler", "refugee", "refugee", "refugee"], ["scout"]], R3, extra=extra)
    play_skirmish_round(game, {0: "commit brawler refugee refugee refugee", 1: "commit scout"})
    assert skirmish_winner(game) is None


# ---------------------------------------------------------------------------------------------
# Recon cards in the skirmish [003]


def test_a_drill_sergeant_used_in_the_skirmish_adds_no_cards_to_the_force_003_176() -> None:
    """[003:176] "Using the drill sergeant in the skirmish will NOT permit you to add new cards
    to your skirmish force"; S-6, X-13 it gives up its fight but keeps its person, and the two
    cards it draws go to hand and are discarded at the end of the round. Seat 0 (drill sergeant
    1 + brawler 2) drills two refugees: her force is the brawler's 2 with 2 people, and seat 1's
    scout (2, 1 person) loses the fight tie on people."""
    extra = [{"discard": ["junk", "pills"], "deck": ["refugee"] * 8}, {}, {}]
    game = new_game([["drill_sergeant", "brawler"], ["scout"], ["refugee"]], R3, extra=extra)
    end_gathering(game, {0: "commit brawler drill_sergeant", 1: "commit scout"})
    assert "drill drill_sergeant" in texts(game, 0)
    game.apply(0, "drill drill_sergeant")
    game.apply(0, "shuffle junk pills")
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 2, 2)
    assert skirmish_winner(game) == 0
    # The force's two cards, the prize, and the two drawn cards, discarded at the round's end.
    discard = zone_counter(game, "0:discard")
    assert discard["brawler"] == discard["drill_sergeant"] == discard["grenade"] == 1
    assert sum(discard.values()) == 5


def test_combat_medics_save_a_snipe_and_still_fight_003_231() -> None:
    """[003:231] combat medics "Can save against a snipe attack AND fight in the same round":
    seat 0's combat medics (1) save her brawler (2) from seat 1's sniper and her force still
    fights 3, beating seat 1's scout (2); without the save she would fight 1 and lose."""
    game = new_game([["combat_medics", "brawler"], ["sniper_team", "scout"], []], R4, initiator=1)
    end_gathering(game, {0: "commit brawler combat_medics", 1: "commit scout sniper_team"})
    game.apply(1, "snipe 0:brawler")
    assert (now(game).kind, now(game).seat) == ("save", 0)
    game.apply(0, "save combat_medics")
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 3, 5)
    assert skirmish_winner(game) == 0


def test_a_guard_cannot_cancel_a_snipe_in_the_skirmish_003_122() -> None:
    """[003:122] a guard cancels "any action outside of the skirmish which targets your
    card(s)": in the skirmish, a snipe on the guard's owner cannot be cancelled."""
    game = new_game([["sniper_team"], ["guard", "brawler"], []], R2)
    end_gathering(game, {0: "commit sniper_team", 1: "commit brawler guard"})
    game.apply(0, "snipe 1:brawler")
    while (d := decision(game)) is not None and game.round == 3:
        assert not any(t.startswith("cancel") for t in texts(game, d.seat))
        game.apply(d.seat, "pass")
    assert zone_counter(game, "1:discard")["brawler"] == 1
    assert seat_totals(game)[1] == (True, 2, 1)


def test_spy_and_demolition_team_have_no_use_in_the_skirmish_003_63_234() -> None:
    """[003:63-70] the spy peeks "(building, deck, hand, skirmish force)" as a recon action in
    gathering; H-9 the demolition team resets a timer on its owner's own gathering turn. In the
    skirmish neither offers an action, so seat 0, with nothing else to use, is never asked."""
    extra = [{}, {"buildings": [{"building": "bunker", "timer": ["junk", "junk"]}]}]
    modules = frozenset({"recon1", "recon4", "hq1", "hq2"})
    game = new_game([["spy", "demolition_team", "brawler"], ["brawler"]], modules, extra=extra)
    end_gathering(game, {0: "commit brawler demolition_team spy", 1: "commit brawler"})
    assert skirmish_turns(game) == []
    assert skirmish_winner(game) == 0


def test_no_building_is_used_in_the_skirmish_not_even_the_bunker_000_629_737() -> None:
    """[000:629] "Buildings may never be used during the skirmish"; [000:737] once committed
    "no additional cards may be contributed to the fight". Seat 1's bunker holds a sniper
    team: in the skirmish she cannot retrieve it; her saboteur may only disarm or pass."""
    extra = [{}, {"buildings": [{"building": "bunker", "stored": ["sniper_team"]}]}, {}]
    game = new_game([["brawler", "spear"], ["saboteur"], ["scout"]], frozenset({"hq1", "hq2"}), extra=extra)
    end_gathering(game, {0: "commit brawler spear", 1: "commit saboteur", 2: "commit scout"})
    while (now(game).kind, now(game).seat) == ("skirmish", 0):
        game.apply(0, "pass")
    assert (now(game).kind, now(game).seat) == ("skirmish", 1)
    assert texts(game, 1) == ["pass", "disarm 0:spear"]


def test_a_scout_tower_is_not_used_in_the_skirmish_000_629() -> None:
    """[000:629] "Buildings may never be used during the skirmish": a complete scout tower
    offers no recon in its owner's skirmish opportunity."""
    extra = [{"buildings": [{"building": "scout_tower"}]}, {}]
    game = new_game([["saboteur", "junk"], ["brawler", "spear"]], R3, extra=extra)
    end_gathering(game, {0: "commit junk saboteur", 1: "commit brawler spear"})
    assert (now(game).kind, now(game).seat) == ("skirmish", 0)
    assert not any(t.startswith("tower") for t in texts(game, 0))


def test_the_provocateur_example_combat_medics_and_provocateur_fight_5_003_137() -> None:
    """[003:137] "Betty (the initiator this round) ... brought only two cards: combat medics
    (four people) and a provocateur (one person). Since the total is five ... her fight score
    will be five": 5 beats seat 0's thugs (3), which her natural fight (2) would not."""
    game = new_game([["thugs"], ["combat_medics", "provocateur"], []], R2 | R4, initiator=1)
    play_skirmish_round(game, {0: "commit thugs", 1: "commit combat_medics provocateur"}, {1: ["provoke provocateur"]})
    assert seat_totals(game)[1] == (True, 5, 5)
    assert skirmish_winner(game) == 1


def test_a_provocateur_sniped_after_its_announcement_reverts_to_its_natural_fight_003_133_135() -> None:
    """[003:133] "If your provocateur gets sniped, your fight score reverts back to its natural
    score"; [003:135] a later player may snipe an earlier provocateur. Seat 0 announces (force
    of 4 people); seat 1 snipes the provocateur: seat 0 is back to 3 refugees' no fight."""
    hands = [["provocateur", "refugee", "refugee", "refugee"], ["sniper_team", "scout"], []]
    game = new_game(hands, R2)
    play_skirmish_round(
        game,
        {0: "commit provocateur refugee refugee refugee", 1: "commit scout sniper_team"},
        {0: ["provoke provocateur"], 1: ["snipe 0:provocateur"]},
    )
    assert seat_totals(game)[0] == (False, 0, 3)
    assert skirmish_winner(game) == 1


def test_a_snipe_on_another_card_shrinks_the_provocateurs_force_size_003_131() -> None:
    """[003:131] "Count the total size of your force (tribe members you brought ...)": a refugee
    sniped out of it lowers the count (S-8): 4 people become 3, still above the scout's 2."""
    hands = [["provocateur", "refugee", "refugee", "refugee"], ["sniper_team", "scout"], []]
    game = new_game(hands, R2)
    play_skirmish_round(
        game,
        {0: "commit provocateur refugee refugee refugee", 1: "commit scout sniper_team"},
        {0: ["provoke provocateur"], 1: ["snipe 0:refugee"]},
    )
    assert seat_totals(game)[0] == (True, 3, 3)
    assert skirmish_winner(game) == 0


def test_the_provocateur_counts_portable_decoys_but_not_the_gangster_003_131_136() -> None:
    """[003:131] "including leader and building abilities that increase the size of your force";
    [003:136] "The Gangster leader ability does not count toward the provocateur ability".
    Provocateur, refugee and two junk under Portable Decoys: 2 people + 2 = fight 4; a Gangster's
    provocateur and two refugees: fight 3 (people 5 for the tie-break, L-8)."""
    decoys = [{"buildings": [{"building": "portable_decoys"}]}, {}, {}]
    game = new_game([["provocateur", "refugee", "junk", "junk"], ["thugs"], []], R2 | R3, extra=decoys)
    play_skirmish_round(
        game, {0: "commit junk junk provocateur refugee", 1: "commit thugs"}, {0: ["provoke provocateur"]}
    )
    assert seat_totals(game)[0] == (True, 4, 4)
    assert skirmish_winner(game) == 0
    leaders = [{"leader": "leader_gangster"}, {"leader": "leader_ranger"}, {"leader": "leader_butcher"}]
    game = new_game([["provocateur", "refugee", "refugee"], ["thugs"], []], HQ3 | R2, extra=leaders)
    play_skirmish_round(
        game, {0: "commit provocateur refugee refugee", 1: "commit thugs"}, {0: ["provoke provocateur"]}
    )
    assert seat_totals(game)[0] == (True, 3, 5)
    assert skirmish_winner(game) == 0


def test_tear_gas_sets_a_group_leaders_fight_modifier_to_zero_003_245() -> None:
    """[003:245] "The targeted tribe member's fight score (or fight modifier) is set to 0":
    brawler with group leaders (4) gassed on the group leaders fights 2, and ties the scout
    (2); the people (3 against 1) give seat 1 the win."""
    game = new_game([["tear_gas", "scout"], ["group_leaders", "brawler"], []], R4)
    play_skirmish_round(
        game, {0: "commit scout tear_gas", 1: "commit brawler group_leaders"}, {0: ["gas 1:group_leaders"]}
    )
    assert seat_totals(game)[1] == (True, 2, 3)
    assert skirmish_winner(game) == 1


def test_tear_gas_has_no_effect_on_a_provocateurs_force_003_247() -> None:
    """[003:247] "Tear gas is not effective against a provocateur (cumulative tribe member count
    is used)": gassing seat 1's thugs after seat 1 announced leaves its fight at 4 people."""
    game = new_game([["tear_gas", "scout"], ["provocateur", "thugs"], []], R2 | R4, initiator=1)
    play_skirmish_round(
        game,
        {0: "commit scout tear_gas", 1: "commit provocateur thugs"},
        {1: ["provoke provocateur"], 0: ["gas 1:thugs"]},
    )
    assert seat_totals(game)[1] == (True, 4, 4)
    assert skirmish_winner(game) == 1


def test_the_rogue_goes_to_the_first_player_in_turn_order_from_the_initiator_003_143_151() -> None:
    """[003:143] "the first player in turn order with a rogue in the skirmish automatically wins";
    [003:151] only one rogue succeeds. Seat 1 initiates; every seat has a rogue; seats 0 and 1
    tie for the top: seat 1's rogue wins, not seat 0's (nor seat 2's, not in the tie)."""
    hands = [["rogue", "scavenger"], ["rogue", "scavenger"], ["rogue", "refugee"]]
    game = new_game(hands, R2, initiator=1)
    play_skirmish_round(game, {0: "commit rogue scavenger", 1: "commit rogue scavenger", 2: "commit refugee rogue"})
    assert skirmish_winner(game) == 1


def test_the_rogue_example_a_disarm_forces_a_tie_and_lindas_rogue_steals_003_145_147() -> None:
    """[003:145-147] Example 1, four players: Carol (seat 2) commits nothing; Sarah (seat 0) is
    highest, Betty (seat 1) close behind; Linda (seat 3) disarms one of Sarah's tools, Sarah and
    Betty tie for first, and Linda's rogue steals the CR. Sarah: brawler+spear (4); Betty: a
    scout (2); Linda: rogue and saboteur (2). Disarmed, Sarah's brawler fights 2 and ties Betty;
    the disarming saboteur no longer fights, so Linda has 1."""
    hands = [["brawler", "spear"], ["scout"], ["refugee"], ["rogue", "saboteur"]]
    game = new_game(hands, R2)
    play_skirmish_round(
        game,
        {0: "commit brawler spear", 1: "commit scout", 3: "commit rogue saboteur"},
        {3: ["disarm 0:spear"]},
    )
    assert seat_totals(game) == {0: (True, 2, 1), 1: (True, 2, 1), 2: (False, 0, 0), 3: (True, 1, 2)}
    assert skirmish_winner(game) == 3


def test_the_rogue_example_a_pre_emptive_snipe_on_the_saboteur_keeps_sarahs_win_003_149() -> None:
    """[003:149] Example 2: "Sarah pre-emptively uses her sniper team to block Linda's potential
    use of her saboteur. Linda's rogue is irrelevant this time since there is no way to force a
    tie." Sarah (seat 0, the initiator) snipes Linda's saboteur first: Linda is never asked."""
    hands = [["brawler", "spear", "sniper_team"], ["scout"], ["refugee"], ["rogue", "saboteur"]]
    game = new_game(hands, R2)
    end_gathering(game, {0: "commit brawler sniper_team spear", 1: "commit scout", 3: "commit rogue saboteur"})
    asked = skirmish_turns(game, {0: ["snipe 3:saboteur"]})
    assert 3 not in asked
    assert seat_totals(game)[0] == (True, 4, 3)
    assert skirmish_winner(game) == 0


def test_a_hardy_scavenger_sniped_in_the_skirmish_is_discarded_not_returned_003_181() -> None:
    """[003:181] "any HS units you sent are returned to your hand": S-12 only those still in the
    force; a sniped one was discarded at once (S-4) [000:316]."""
    hands = [["hardy_scavenger", "hardy_scavenger", "scavenger"], ["sniper_team", "scout"], []]
    game = new_game(hands, R3)
    play_skirmish_round(
        game,
        {0: "commit hardy_scavenger hardy_scavenger scavenger", 1: "commit scout sniper_team"},
        {1: ["snipe 0:hardy_scavenger"]},
    )
    assert skirmish_winner(game) == 1
    assert zone_counter(game, "0:hand")["hardy_scavenger"] == 1
    assert zone_counter(game, "0:discard") == {"hardy_scavenger": 1, "scavenger": 1}


def test_a_hardy_scavenger_returns_after_a_deadlock_003_181() -> None:
    """[003:181] "If you ... lose or tie": a deadlock returns the hardy scavenger to hand. Hardy
    scavenger (0) and scavenger (1): fight 1, 2 people; a scavenger and a refugee the same."""
    game = new_game([["hardy_scavenger", "scavenger"], ["scavenger", "refugee"], []], R3)
    play_skirmish_round(game, {0: "commit hardy_scavenger scavenger", 1: "commit refugee scavenger"})
    assert skirmish_winner(game) is None
    assert zone_counter(game, "0:hand")["hardy_scavenger"] == 1


def test_portable_decoys_count_the_cards_left_in_the_force_at_resolution_003_205() -> None:
    """[003:205] "For every 2 cards you bring to the skirmish ... increase the effective size of
    your skirmish force by 1 (round down)"; S-11 a sniped card no longer counts. Four cards
    (+2) lose a sniped refugee: three cards, +1; 2 people lose to seat 1's 4."""
    decoys = [{"buildings": [{"building": "portable_decoys"}]}, {}, {}]
    hands = [["brawler", "refugee", "junk", "junk"], ["sniper_team", "scout", "refugee"], []]
    game = new_game(hands, R3, extra=decoys)
    play_skirmish_round(
        game,
        {0: "commit brawler junk junk refugee", 1: "commit refugee scout sniper_team"},
        {1: ["snipe 0:refugee"]},
    )
    assert seat_totals(game) == {0: (True, 2, 2), 1: (True, 2, 4), 2: (False, 0, 0)}
    assert skirmish_winner(game) == 1


def test_dirty_deeds_a_saboteur_disables_portable_decoys_in_the_skirmish_000_685_h11() -> None:
    """[000:685] a disabled building's "abilities cannot be used"; H-11 the attack may be made on
    the skirmish turn. Seat 1 disables seat 0's decoys: seat 0's four cards add nothing and her
    2 people lose the fight tie (2) to seat 1's 3 (saboteur, scout, refugee)."""
    extra: list[dict[str, Any]] = [
        {"buildings": [{"building": "portable_decoys"}], "leader": "leader_mentor"},
        {"leader": "leader_ranger"},
        {"leader": "leader_butcher"},
    ]
    hands = [["brawler", "junk", "junk", "refugee"], ["saboteur", "scout", "refugee", "junk"], []]
    game = new_game(hands, HQ4 | R3, extra=extra, initiator=1)
    play_skirmish_round(
        game,
        {0: "commit brawler junk junk refugee", 1: "commit junk refugee saboteur scout"},
        {1: ["disable 0:portable_decoys"]},
    )
    assert seat_totals(game)[0] == (True, 2, 2)
    assert skirmish_winner(game) == 1


def test_dirty_deeds_a_wounded_gangster_gives_no_refugee_people_000_691_l17() -> None:
    """[000:691] a wounded leader loses "the leader's advantage"; L-17 at once. Seat 0 wounds
    seat 1's Gangster: her 3 refugees are 3 people, no fight, and tie seat 0's refugee and used
    sniper team (3 people): a deadlock."""
    extra = [{"leader": "leader_butcher"}, {"leader": "leader_gangster"}, {"leader": "leader_ranger"}]
    game = new_game([["sniper_team", "refugee"], ["refugee", "refugee", "refugee"], []], HQ4, extra=extra)
    play_skirmish_round(
        game,
        {0: "commit refugee sniper_team", 1: "commit refugee refugee refugee"},
        {0: ["snipe 1:leader_gangster"]},
    )
    assert seat_totals(game)[1] == (False, 0, 3)
    assert skirmish_winner(game) is None


def test_only_a_sniper_team_wounds_a_leader_and_only_with_dirty_deeds_000_691_l13() -> None:
    """[000:691] "A sniper team may attack a tribal leader" with module 4; L-13 the assassin may
    not, and without module 4 nobody may."""
    extra = [{"leader": "leader_butcher"}, {"leader": "leader_ranger"}, {"leader": "leader_mentor"}]
    game = new_game([["assassin", "sniper_team"], ["brawler"], []], HQ4 | R2, extra=extra)
    end_gathering(game, {0: "commit assassin sniper_team", 1: "commit brawler"})
    options = texts(game, 0)
    assert "snipe 1:leader_ranger" in options
    assert not any(o.startswith("snipe assassin") and "leader" in o for o in options)
    game = new_game([["sniper_team"], ["brawler"], []], HQ3, extra=extra)
    end_gathering(game, {0: "commit sniper_team", 1: "commit brawler"})
    assert texts(game, 0) == ["pass", "snipe 1:brawler"]


# ---------------------------------------------------------------------------------------------
# the skirmish told in words (text.py, the terminal's skirmish screen) must say what happened


def _saved_rogue_game() -> sc.Game:
    """Seat 0 (sniper team and brawler: 2, 3 people) ties seat 1's brawler (2, 1 person); seat 0
    snipes seat 2's rogue, which seat 2's medic saves: the rogue takes the tie [003:143, 147]."""
    game = new_game([["sniper_team", "brawler"], ["brawler"], ["rogue", "medic"]], HQ1 | R2)
    play_skirmish_round(
        game,
        {0: "commit brawler sniper_team", 1: "commit brawler", 2: "commit medic rogue"},
        {0: ["snipe 2:rogue"]},
        saves={2: ["save medic"]},
    )
    return game


def test_a_saved_rogue_is_told_as_the_rogue_breaking_the_tie_003_143_000_543() -> None:
    """[000:543] a medic's save cancels the snipe, so the rogue is still in the force and
    [003:143] wins the tie. The skirmish's summary must say so, not that seat 2's 2 people beat
    3 on a tie at fight 1 (it was not even in the tie)."""
    game = _saved_rogue_game()
    assert skirmish_winner(game) == 2
    events = text.skirmish_events(game.log(None), 3)
    end = next(e for e in events if e.type is sc.EventType.SKIRMISH_WON)
    told = text.told_with_reason(end, events, 3)
    assert "the Rogue breaks the tie" in told
    assert "people tie-break" not in told


def test_the_skirmish_screen_does_not_strike_through_a_saved_card_000_543() -> None:
    """[000:543] a saved card was never taken out: the terminal's skirmish screen shows seat 2's
    rogue as in the force, not "(sniped)"."""
    game = _saved_rogue_game()
    events = text.skirmish_events(game.log(None), 3)
    screen = SkirmishScreen(events, ["A", "B", "C"], 3)
    shown = screen._force_text(2, ("medic", "rogue")).plain
    assert "sniped" not in shown
    assert "Rogue" in shown


def test_the_skirmish_screen_shows_a_card_the_fanatic_struck_out_of_a_force_000_711_715() -> None:
    """[000:711] the Fanatic acts "during the skirmish (same as a saboteur or sniper team)";
    L-7 its target is discarded. The terminal's skirmish screen lists the strike and shows seat
    1's brawler as out of her force, as it shows a sniped one; the totals agree (seat 1: the
    spear alone, no fight)."""
    leaders = [{"leader": "leader_fanatic"}, {"leader": "leader_ranger"}, {"leader": "leader_butcher"}]
    game = new_game([["refugee", "scout"], ["brawler", "spear"], ["scavenger"]], HQ3, extra=leaders)
    play_skirmish_round(
        game,
        {0: "commit refugee scout", 1: "commit brawler spear", 2: "commit scavenger"},
        {0: ["lead refugee 1:brawler"]},
    )
    assert seat_totals(game)[1] == (False, 0, 0)
    assert skirmish_winner(game) == 0
    events = text.skirmish_events(game.log(None), 3)
    assert any(e.type is sc.EventType.LEADER_USED for e in events)
    screen = SkirmishScreen(events, ["A", "B", "C"], 3)
    assert screen._force_text(1, ("brawler", "spear")).plain == "Brawler (struck), Spear"


# ---------------------------------------------------------------------------------------------
# snipers and saboteurs in turn order [000:268, 490-500] [001:420-431]


def test_the_older_faq_five_player_example_of_snipers_and_saboteurs_001_427_431() -> None:
    """[001:427-431] "The initiator used a saboteur to disarm Player 3's grenade. Player 2 has no
    special actions. Player 3 uses a sniper team to snipe the initiator's saboteur. Doing so
    reduces the number of people that the initiator has, but does not prevent the disarm ...
    Player 4 then uses her sniper team to snipe Player 5's sniper team. Player 5 will not be
    able to use her sniper team this round." Then fight 2 ties seats 0, 1 and 2 (Player 3's
    brawler lost its grenade); Player 3's people (brawler 1 + used sniper team 2) win."""
    hands = [
        ["saboteur", "brawler"],
        ["scout"],
        ["sniper_team", "brawler", "grenade"],
        ["sniper_team", "scavenger"],
        ["sniper_team", "scavenger"],
    ]
    game = new_game(hands, contested=["wolf_pack", "sled_team"])
    end_gathering(
        game,
        {
            0: "commit brawler saboteur",
            1: "commit scout",
            2: "commit brawler grenade sniper_team",
            3: "commit scavenger sniper_team",
            4: "commit scavenger sniper_team",
        },
    )
    asked = skirmish_turns(game, {0: ["disarm 2:grenade"], 2: ["snipe 0:saboteur"], 3: ["snipe 4:sniper_team"]})
    # Player 2 has nothing to use; Player 5's only unit was sniped: neither is asked.
    assert asked == [0, 2, 3]
    assert seat_totals(game) == {
        0: (True, 2, 1),
        1: (True, 2, 1),
        2: (True, 2, 3),
        3: (True, 1, 3),
        4: (True, 1, 1),
    }
    assert skirmish_winner(game) == 2
    assert zone_counter(game, "2:discard")["grenade"] == 1


def test_a_sniped_sniper_team_that_a_medic_saves_still_acts_on_its_turn_000_268_543() -> None:
    """[000:268] a player declares actions for her units "provided that they were not sniped";
    [000:543] a medic saves another player's card. Seat 2's medic saves seat 1's sniper team
    from seat 0's snipe, and seat 1 snipes seat 0's brawler on her turn."""
    game = new_game([["sniper_team", "brawler"], ["sniper_team", "scout"], ["medic", "scavenger"]], HQ1)
    end_gathering(game, {0: "commit brawler sniper_team", 1: "commit scout sniper_team", 2: "commit medic scavenger"})
    game.apply(0, "snipe 1:sniper_team")
    assert (now(game).kind, now(game).seat) == ("save", 2)
    game.apply(2, "save medic")
    assert (now(game).kind, now(game).seat) == ("skirmish", 1)
    assert "snipe 0:brawler" in texts(game, 1)
    game.apply(1, "snipe 0:brawler")
    skirmish_turns(game)
    assert seat_totals(game)[0] == (False, 0, 2)
    assert skirmish_winner(game) == 1


def test_an_assassin_in_the_skirmish_hits_only_one_person_cards_003_115_118() -> None:
    """[003:117-118] "the assassin is restricted to only attacking single-unit tribe members
    (cards that represent only 1 tribe member)": thugs (3 people) and a sniper team (2 people)
    are out of its reach; the brawler (1 person) is not."""
    game = new_game([["assassin"], ["thugs", "brawler", "sniper_team"], []], R2)
    end_gathering(game, {0: "commit assassin", 1: "commit brawler sniper_team thugs"})
    assert texts(game, 0) == ["pass", "snipe assassin 1:brawler"]


def test_the_sergeant_at_arms_tools_cannot_be_disarmed_in_the_skirmish_l11() -> None:
    """L-11 (the leader card, E1): its owner's tools cannot be disarmed, in gathering or the
    skirmish. Seat 0's saboteur finds nothing to disarm in seat 1's force (brawler and spear)."""
    extra = [{"leader": "leader_fanatic"}, {"leader": "leader_sergeant_at_arms"}, {"leader": "leader_butcher"}]
    game = new_game([["saboteur", "scout"], ["brawler", "spear"], ["net", "scavenger"]], HQ3, extra=extra)
    end_gathering(game, {0: "commit saboteur scout", 1: "commit brawler spear", 2: "commit net scavenger"})
    assert texts(game, 0) == ["pass", "disarm 2:net"]


def test_the_mentors_refugee_leaves_the_force_for_one_more_fight_l3() -> None:
    """L-3: the Mentor's refugee comes from the revealed force and leaves it (costing its
    person); the force gets +1 fight. Refugee and scavenger (1, 2 people) become fight 2 with 1
    person, and tie a brawler (2, 1 person): a deadlock, where passing would lose."""
    extra = [{"leader": "leader_mentor"}, {"leader": "leader_ranger"}, {"leader": "leader_butcher"}]
    game = new_game([["refugee", "scavenger"], ["brawler"], []], HQ3, extra=extra)
    play_skirmish_round(game, {0: "commit refugee scavenger", 1: "commit brawler"}, {0: ["lead refugee"]})
    assert seat_totals(game)[0] == (True, 2, 1)
    assert skirmish_winner(game) is None
    assert zone_counter(game, "0:discard")["refugee"] == 1
