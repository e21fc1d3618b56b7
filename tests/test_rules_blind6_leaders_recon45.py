"""Blind audit 6: every tribal leader (HQ module 3 [000:647-715], the Recon Swindler and
Yardmaster [003:276-286], leader drafting [003:298-313]) and Recon modules 4 and 5
[003:214-286], card by card, sentence by sentence, written from the rulebooks and RULINGS.md
(Part 3 and the L-, X-, S-10, H-9, F-8, ED-20 entries) without reading the engine.

Each test is named after the rule it checks and cites it; the assertions say what the rules
say, through the public API only."""

from __future__ import annotations

from collections import Counter
from typing import Any

import scavengers as sc
from helpers import pass_windows, texts, zone_kinds
from scavengers.engine.core.events import EventType

HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = HQ3 | {"hq4"}
L5 = HQ3 | {"recon5"}
QUIET = ["leader_organizer", "leader_butcher", "leader_cannibal", "leader_peacemaker"]


def game_of(
    players: list[dict[str, Any]],
    modules: frozenset[str] = HQ3,
    seats: int = 3,
    variants: frozenset[str] = frozenset(),
    rules: str = "2015",
    **scenario: Any,
) -> sc.Game:
    """A stacked table; with leaders in play every seat not given one gets a quiet leader."""
    players = [dict(p) for p in players] + [{} for _ in range(seats - len(players))]
    if "hq3" in modules and "leader_draft" not in variants:
        spare = [q for q in QUIET if all(p.get("leader") != q for p in players)]
        for player in players:
            player.setdefault("leader", spare.pop())
    scenario.setdefault("initiator", 0)
    config = sc.GameConfig(
        players=seats,
        seed=0,
        modules=modules,
        variants=variants,
        rules=rules,
        scenario={"players": players, **scenario},
    )
    return sc.Game.new(config)


def verbs(game: sc.Game, seat: int) -> set[sc.Verb]:
    return {a.verb for a in game.legal_actions(seat)}


def refused(game: sc.Game, seat: int, text: str) -> bool:
    if text in texts(game, seat):
        return False
    before = game.to_json()
    try:
        game.apply(seat, text)
    except ValueError:
        assert game.to_json() == before
        return True
    return False


def totals(game: sc.Game) -> dict[int | None, tuple[int, ...]]:
    return {e.seat: tuple(e.values) for e in game.log(None) if e.type is EventType.SKIRMISH_TOTALS}


def winners(game: sc.Game) -> list[int | None]:
    return [e.seat for e in game.log(None) if e.type is EventType.SKIRMISH_WON]


def drive(game: sc.Game, commits: dict[int, str], skirmish: Any = None) -> None:
    """Everyone ends the turn, commits as given and passes, until the round is over; at each
    skirmish or respond decision ``skirmish(game, seat)`` is called first (it may act and
    return True to skip the pass)."""
    start = game.round
    while not game.over and game.round == start:
        d = game.view(None).decision
        assert d is not None
        if skirmish is not None and skirmish(game, d.seat, d.kind):
            continue
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        else:
            game.apply(d.seat, "pass")


# == HQ module 3: choosing a leader =========================================================


def test_two_player_game_deals_two_leaders_each_and_sets_the_other_aside_000_650() -> None:
    # [000:650]: "deal two, face-down, to each player ... keeps only 1 ... The other card is
    # set-aside as it will not be used this game."
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, modules=HQ3))
    dealt = {seat: game.view(seat).dealt for seat in range(2)}
    assert all(len(d) == 2 for d in dealt.values())
    assert len({k for d in dealt.values() for k in d}) == 4
    while (d := game.view(None).decision) is not None and d.kind == "leader":
        game.apply(d.seat, f"lead {dealt[d.seat][1]}")
    assert [s.leader for s in game.view(None).seats] == [dealt[0][1], dealt[1][1]]
    box = Counter(zone_kinds(game, "box"))
    assert box[dealt[0][0]] == 1
    assert box[dealt[1][0]] == 1


def test_a_kept_leader_is_face_up_for_everyone_000_650() -> None:
    # [000:650]: "The card that is kept is placed face-up in the player's play area for
    # everyone to see."
    game = game_of([{"hand": ["scavenger"], "leader": "leader_ranger"}])
    for viewer in (0, 1, 2, None):
        assert game.view(viewer).seats[0].leader == "leader_ranger"


# == The Butcher (L-5) =======================================================================


def test_the_butchers_food_and_med_combine_with_hunted_food_ruling_l5() -> None:
    # L-5: "She gains 1 food and 1 med for this turn's hire. Both combine freely with other
    # food and meds." Hunted 1 + Butcher 1 food + 1 med pays a scout (2 food, 1 med).
    game = game_of([{"hand": ["scavenger", "brawler"], "leader": "leader_butcher"}], market={"scout": 2})
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert "hire scout" not in texts(game, 0)
    game.apply(0, "lead brawler")
    pass_windows(game)
    assert "hire scout" in texts(game, 0)
    game.apply(0, "hire scout")
    pass_windows(game)
    assert "scout" in zone_kinds(game, "0:discard")


def test_the_butcher_removes_only_a_tribe_member_not_a_tool_part3() -> None:
    # Part 3: "kill one of your tribe members, removing the card permanently".
    game = game_of([{"hand": ["spear", "pills", "scavenger"], "leader": "leader_butcher"}])
    assert "lead scavenger" in texts(game, 0)
    assert refused(game, 0, "lead spear")
    assert refused(game, 0, "lead pills")


# == The Cannibal (L-6) ======================================================================


def test_cannibal_food_may_be_paid_with_meds_ruling_l6() -> None:
    # L-6: "A hire paid with Cannibal food may add meds". 3 food + pills pay a scout (2 food,
    # 1 med).
    game = game_of([{"hand": ["brawler", "pills"], "leader": "leader_cannibal"}], market={"scout": 2})
    game.apply(0, "lead brawler")
    pass_windows(game)
    assert zone_kinds(game, "0:removed") == ["brawler"]
    assert "hire scout pay pills" in texts(game, 0)
    game.apply(0, "hire scout pay pills")
    pass_windows(game)
    assert "scout" in zone_kinds(game, "0:discard")


def test_the_cannibal_is_used_only_on_its_owners_own_turn_ruling_l6() -> None:
    # L-6: "on the owner's RG turn".
    game = game_of(
        [{"hand": ["scavenger"]}, {"hand": ["brawler", "sniper_team"], "leader": "leader_cannibal"}],
    )
    game.apply(0, "hunt scavenger")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "hunt")
    assert sc.Verb.LEAD not in verbs(game, 1)


def test_the_cannibal_is_once_per_round_000_668() -> None:
    # [000:668-670]: Cannibal's ability "can only be utilized once per round".
    game = game_of([{"hand": ["brawler", "scout"], "leader": "leader_cannibal"}])
    game.apply(0, "lead brawler")
    pass_windows(game)
    assert refused(game, 0, "lead scout")


def test_cannibalised_cards_do_not_score_000_658() -> None:
    # [000:658]: removed cards "do not count toward final scoring".
    game = game_of([{"hand": ["thugs", "brawler"], "leader": "leader_cannibal"}])
    before = game.score(0).people
    game.apply(0, "lead thugs")
    pass_windows(game)
    assert game.score(0).people == before - 3


# == The Excavator (L-9) =====================================================================


def test_the_excavator_digs_only_with_its_owners_refugees_ruling_l9() -> None:
    # L-9: "The owner's refugees have base dig 1" - an opponent's refugee still digs 0.
    game = game_of(
        [{"hand": ["refugee"], "leader": "leader_excavator"}, {"hand": ["refugee", "scavenger"]}],
        initiator=1,
        junkyard=["junk"] * 6,
    )
    assert "dig refugee" not in texts(game, 1)
    assert "dig scavenger" in texts(game, 1)


def test_the_excavators_refugee_alone_digs_one_card_ruling_l9() -> None:
    game = game_of([{"hand": ["refugee"], "leader": "leader_excavator"}], junkyard=["junk"] * 6)
    game.apply(0, "dig refugee")
    pass_windows(game)
    assert len(game.view(0).looking) == 1


def test_the_excavators_refugee_with_two_refugees_digs_two_ruling_l9() -> None:
    # Always on and "could impact multiple cards in a given round" [000:672-674].
    game = game_of([{"hand": ["refugee", "refugee"], "leader": "leader_excavator"}], junkyard=["junk"] * 6)
    game.apply(0, "dig refugee refugee")
    pass_windows(game)
    assert len(game.view(0).looking) == 2


# == The Ranger (L-10) =======================================================================


def test_the_rangers_refugee_hunts_1_plus_its_tool_ruling_l10() -> None:
    # L-10: "tools and modifiers add normally": refugee 1 + spear 1.
    game = game_of([{"hand": ["refugee", "spear"], "leader": "leader_ranger"}])
    game.apply(0, "hunt refugee+spear")
    pass_windows(game)
    assert game.view(0).seats[0].food == 2


def test_the_ranger_helps_only_its_owners_refugees_ruling_l10() -> None:
    game = game_of(
        [{"hand": ["refugee"], "leader": "leader_ranger"}, {"hand": ["refugee", "tribe_family_3", "scavenger"]}],
        initiator=1,
    )
    assert "hunt refugee" not in texts(game, 1)
    assert not any(t.startswith("hunt") and "tribe_family_3" in t and "scavenger" not in t for t in texts(game, 1))


# == The Gangster (L-8) ======================================================================


def test_the_gangsters_refugees_count_one_person_in_final_scoring_ruling_l8() -> None:
    # L-8: the 2 people count "for skirmish tie-breaks only ... neither for final scoring".
    game = game_of([{"hand": ["refugee", "refugee", "scavenger"], "leader": "leader_gangster"}])
    assert game.score(0).people == 3


def test_the_gangster_gives_fight_0_only_to_its_owners_refugees_ruling_l8() -> None:
    game = game_of(
        [
            {"hand": ["refugee", "spear"], "leader": "leader_gangster"},
            {"hand": ["refugee", "spear"]},
        ],
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    drive(game, {0: "commit refugee spear", 1: "commit refugee spear"})
    got = totals(game)
    assert got[0][0]
    assert got[0][1] == 2  # refugee fight 0 + spear 2
    assert not got[1][0]  # an ordinary refugee has no fight: the spear cannot attach
    assert winners(game) == [0]


# == The Mentor and the Peacemaker (L-2, L-3) ================================================


def test_the_mentor_adds_1_to_a_dig_ruling_l2() -> None:
    # Part 3: "+1 to any action".
    game = game_of([{"hand": ["refugee", "scavenger"], "leader": "leader_mentor"}], junkyard=["junk"] * 6)
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "dig scavenger")
    pass_windows(game)
    assert len(game.view(0).looking) == 2


def test_the_mentor_adds_1_to_a_hunt_ruling_l2() -> None:
    game = game_of([{"hand": ["refugee", "scavenger"], "leader": "leader_mentor"}])
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert game.view(0).seats[0].food == 2


def test_the_mentors_refugee_is_discarded_face_up_000_703() -> None:
    # [000:703]: "Place a Refugee from your hand, on the table, and discard it immediately".
    game = game_of([{"hand": ["refugee", "scavenger"], "leader": "leader_mentor"}])
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert zone_kinds(game, "0:discard") == ["refugee"]
    assert "refugee" in game.view(1).seats[0].discard


def test_the_peacemaker_adds_2_to_a_dig_ruling_l2() -> None:
    game = game_of([{"hand": ["refugee", "scavenger"], "leader": "leader_peacemaker"}], junkyard=["junk"] * 6)
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "dig scavenger")
    pass_windows(game)
    assert len(game.view(0).looking) == 3


def test_the_peacemaker_has_no_skirmish_use_ruling_l3() -> None:
    # L-3: "The Peacemaker (hunt/dig only) has no skirmish use."
    game = game_of(
        [{"hand": ["refugee", "brawler", "sniper_team"], "leader": "leader_peacemaker"}, {"hand": ["brawler"]}],
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    asked = []

    def check(g: sc.Game, seat: int, kind: str) -> bool:
        if kind == "skirmish" and seat == 0:
            asked.append(texts(g, 0))
            assert sc.Verb.LEAD not in verbs(g, 0)
        return False

    drive(game, {0: "commit refugee brawler sniper_team", 1: "commit brawler"}, check)
    assert asked
    assert totals(game)[0][1] == 2


def test_the_peacemaker_is_once_per_round_000_668() -> None:
    game = game_of([{"hand": ["refugee", "refugee", "scavenger"], "leader": "leader_peacemaker"}])
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert refused(game, 0, "lead refugee")


# == The Organizer (L-4) =====================================================================


def test_the_organizer_is_refused_after_a_draw_action_ruling_l4() -> None:
    # L-4: "no other draw action is allowed, before or after" [000:705-707].
    game = game_of(
        [{"hand": ["refugee", "scout"], "leader": "leader_organizer", "deck": ["junk", "net", "pills", "spear"]}],
    )
    game.apply(0, "draw scout")
    pass_windows(game)
    assert refused(game, 0, "lead refugee")


def test_the_organizer_takes_the_second_card_to_the_discard_ruling_l4() -> None:
    game = game_of(
        [{"hand": ["refugee"], "leader": "leader_organizer", "deck": ["spear", "net", "pills"]}],
    )
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "keep net")
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["refugee", "spear"])
    assert zone_kinds(game, "0:hand") == ["net"]
    assert zone_kinds(game, "0:deck") == ["pills"]


# == The Sergeant at Arms (L-11) =============================================================


def test_the_sergeant_at_arms_pays_no_food_for_a_saboteur_ruling_l11() -> None:
    # L-11: "the cost is 1 med and no food": food alone cannot pay it.
    game = game_of([{"hand": ["hunter"], "leader": "leader_sergeant_at_arms"}], market={"saboteur": 2})
    game.apply(0, "hunt hunter")
    pass_windows(game)
    assert game.view(0).seats[0].food == 2
    assert "hire saboteur" not in texts(game, 0)


def test_the_sergeant_at_arms_tools_cannot_be_disarmed_in_the_skirmish_ruling_l11() -> None:
    # L-11: "cannot be disarmed, in RG or the skirmish".
    game = game_of(
        [
            {"hand": ["scavenger", "spear"], "leader": "leader_sergeant_at_arms"},
            {"hand": ["saboteur", "brawler", "sniper_team"]},
        ],
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    asked = []

    def check(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 1 and kind == "skirmish":
            asked.append(texts(g, 1))
            assert sc.Verb.DISARM not in verbs(g, 1)
        return False

    drive(game, {0: "commit scavenger spear", 1: "commit saboteur brawler sniper_team"}, check)
    assert asked
    assert totals(game)[0][1] == 3  # scavenger 1 + spear 2, untouched


def test_the_sergeant_at_arms_protects_only_its_owners_tools_ruling_l11() -> None:
    game = game_of(
        [{"hand": ["saboteur"], "leader": "leader_sergeant_at_arms"}, {"hand": ["scavenger", "spear"]}],
        initiator=1,
    )
    game.apply(1, "hunt scavenger+spear")
    assert "disarm 1:spear" in texts(game, 0)


# == The Fanatic (L-7) =======================================================================


def fanatic_table(target_hand: list[str], third: list[str] | None = None, fanatic: list[str] | None = None) -> sc.Game:
    return game_of(
        [
            {"hand": target_hand},
            {"hand": fanatic or ["refugee", "refugee"], "leader": "leader_fanatic"},
            {"hand": third or []},
        ],
        modules=HQ3 | {"recon2"},
    )


def test_the_fanatics_strike_cannot_be_saved_ruling_l7() -> None:
    # L-7: "A save cannot stop it (it is not a snipe)."
    game = fanatic_table(["scavenger", "spear", "medic"], ["medic"])
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "lead refugee 0:scavenger")
    assert game.view(None).decision is None or game.view(None).decision.kind != "save"  # type: ignore[union-attr]
    for seat in (0, 2):
        assert sc.Verb.SAVE not in verbs(game, seat)
    pass_windows(game)
    assert "scavenger" in zone_kinds(game, "0:discard")
    assert zone_kinds(game, "1:removed") == ["refugee"]


def test_a_guard_cancels_the_fanatic_during_gathering_ruling_l7() -> None:
    # L-7: "A guard can cancel it in RG." Her deck holds the guard's replacement: with none
    # the discard pile, the guard in it, would be reshuffled for it.
    game = game_of(
        [
            {"hand": ["scavenger", "spear", "guard"], "deck": ["junk"]},
            {"hand": ["refugee", "refugee"], "leader": "leader_fanatic"},
            {"hand": []},
        ],
        modules=HQ3 | {"recon2"},
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "lead refugee 0:spear")
    while (d := game.view(None).decision) is not None and d.seat != 0:
        game.apply(d.seat, "pass")
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert game.view(0).seats[0].food == 2  # the spear still hunts: scavenger 1 + spear 1
    assert "guard" in zone_kinds(game, "0:discard")


def test_the_fanatic_is_once_per_round_ruling_l7() -> None:
    game = fanatic_table(["scavenger", "spear"], ["scavenger", "net"], ["refugee", "refugee", "sniper_team"])
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "lead refugee 0:spear")
    pass_windows(game)
    if (d := game.view(None).decision) is not None and d.kind == "resume":
        game.apply(0, "continue")
    pass_windows(game)
    game.apply(0, "end")
    pass_windows(game)
    # Seat 1's own turn, then seat 2's hunt: the Fanatic is spent.
    game.apply(1, "end")
    pass_windows(game)
    game.apply(2, "hunt scavenger+net")
    while (d := game.view(None).decision) is not None and d.seat != 1:
        game.apply(d.seat, "pass")
    assert game.view(None).decision == sc.Decision("respond", 1, 2, "hunt")  # her sniper may answer
    assert "snipe 2:scavenger" in texts(game, 1)
    assert sc.Verb.LEAD not in verbs(game, 1)


# == Wounded leaders (HQ module 4, L-12, L-13, L-17) =========================================


def test_an_assassin_cannot_snipe_a_leader_ruling_l13() -> None:
    # L-13: "Assassins cannot, because a leader is not a single-unit tribe member card."
    game = game_of(
        [{"hand": ["assassin", "sniper_team"]}, {"leader": "leader_ranger", "hand": ["refugee"]}],
        modules=HQ4 | {"recon2"},
    )
    legal = texts(game, 0)
    assert "snipe 1:leader_ranger" in legal
    assert not any(t.startswith("snipe assassin") and "leader" in t for t in legal)
    assert refused(game, 0, "snipe assassin 1:leader_ranger")


def test_a_wounded_sergeant_at_arms_no_longer_protects_tools_ruling_l17() -> None:
    # L-17: "A wound takes effect immediately. All always-on effects stop from that moment."
    game = game_of(
        [
            {"hand": ["scavenger", "spear"], "leader": "leader_sergeant_at_arms"},
            {"hand": ["sniper_team", "saboteur"]},
        ],
        modules=HQ4,
        initiator=1,
    )
    game.apply(1, "snipe 0:leader_sergeant_at_arms")
    pass_windows(game)
    assert game.view(None).seats[0].wounded
    while (d := game.view(None).decision) is not None and d != sc.Decision("turn", 0):
        game.apply(d.seat, {"turn": "end"}.get(d.kind, "pass"))
    game.apply(0, "hunt scavenger+spear")
    assert "disarm 0:spear" in texts(game, 1)


def test_a_wounded_leader_shows_wounded_to_everyone_000_691() -> None:
    # [000:691]: "turn the leader's card over to indicate the tribal leader is injured".
    game = game_of([{"hand": ["sniper_team"]}, {"leader": "leader_ranger"}], modules=HQ4)
    game.apply(0, "snipe 1:leader_ranger")
    pass_windows(game)
    for viewer in (0, 1, 2, None):
        assert game.view(viewer).seats[1].wounded


def test_healing_is_not_done_on_another_players_turn_ruling_l12() -> None:
    # L-12: healing "cannot happen in the skirmish or on other players' turns".
    game = game_of(
        [{"hand": ["sniper_team", "scavenger"]}, {"leader": "leader_ranger", "hand": ["pills", "sniper_team"]}],
        modules=HQ4,
    )
    game.apply(0, "snipe 1:leader_ranger")
    pass_windows(game)
    game.apply(0, "hunt scavenger")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "hunt")
    assert sc.Verb.HEAL not in verbs(game, 1)
    pass_windows(game)
    game.apply(0, "end")
    pass_windows(game)
    assert "heal pills" in texts(game, 1)


# == The Swindler (L-14) =====================================================================


def test_the_swindlers_cut_never_takes_a_cost_below_zero_a_1_food_hire_is_free_ruling_l14() -> None:
    # L-14: "A cost never goes below 0." A scavenger costs 1 food: with the refugee, nothing.
    game = game_of([{"hand": ["refugee"], "leader": "leader_swindler"}], modules=L5, market={"scavenger": 2})
    assert "hire scavenger" not in texts(game, 0)
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert "hire scavenger" in texts(game, 0)
    game.apply(0, "hire scavenger")
    pass_windows(game)
    assert "scavenger" in zone_kinds(game, "0:discard")


def test_the_swindler_cuts_thugs_mixed_cost_by_one_ruling_l14() -> None:
    # L-14: "For thugs ... (mixed costs) it lowers the total by 1": 5 meds hire thugs.
    game = game_of(
        [{"hand": ["refugee", "medkit", "medkit", "pills"], "leader": "leader_swindler"}],
        modules=L5,
        market={"thugs": 2},
    )
    assert "hire thugs pay medkit medkit pills" not in texts(game, 0)
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert "hire thugs pay medkit medkit pills" in texts(game, 0)


def test_the_swindler_is_not_used_on_another_players_turn_003_279() -> None:
    # [003:278-279]: it reduces "the cost of hiring" - the owner's own hire.
    game = game_of(
        [{"hand": ["scavenger"]}, {"hand": ["refugee", "sniper_team"], "leader": "leader_swindler"}],
        modules=L5,
    )
    game.apply(0, "hunt scavenger")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "hunt")
    assert sc.Verb.LEAD not in verbs(game, 1)


def test_the_swindler_needs_a_refugee_003_278() -> None:
    game = game_of([{"hand": ["scavenger", "brawler"], "leader": "leader_swindler"}], modules=L5)
    assert sc.Verb.LEAD not in verbs(game, 0)
    assert refused(game, 0, "lead scavenger")


def test_the_swindlers_refugee_is_discarded_not_removed_ruling_l1() -> None:
    game = game_of([{"hand": ["refugee"], "leader": "leader_swindler"}], modules=L5, market={"scavenger": 2})
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert zone_kinds(game, "0:discard") == ["refugee"]
    assert not zone_kinds(game, "0:removed")


# == The Yardmaster (L-15, ED-20, X-34) ======================================================


def test_the_yardmaster_cannot_be_cancelled_by_a_scouting_refugee_ruling_l15() -> None:
    # L-15: "It cannot be cancelled, not even by a scouting refugee."
    game = game_of(
        [{"hand": ["scavenger"], "leader": "leader_yardmaster"}, {"hand": ["scouting_refugee"]}],
        modules=L5 | {"recon1"},
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "yard")
    assert game.view(None).decision == sc.Decision("place", 0)
    assert sc.Verb.CANCEL not in verbs(game, 1)


def test_the_yardmaster_is_not_modifiable_by_binoculars_003_286() -> None:
    # [003:286]: "This action is not modifiable." Binoculars add +2 to a recon action,
    # never to the Yardmaster's peek.
    game = game_of(
        [{"hand": ["binoculars"], "leader": "leader_yardmaster"}],
        modules=L5 | {"recon1"},
        junkyard=["net", "junk", "pills", "spear", "medkit"],
    )
    assert [t for t in texts(game, 0) if t.startswith("yard")] == ["yard"]
    assert refused(game, 0, "yard binoculars")
    game.apply(0, "yard")
    seen = [k for k in game.view(0).knowledge if k.zone == "junkyard"]
    assert [list(k.cards) for k in seen] == [["net", "junk"]]


def test_the_yardmaster_may_be_used_on_its_owners_skirmish_turn_ruling_ed20() -> None:
    # ED-20: "usable at any time, including other players' turns and the skirmish"; L-15 the
    # same. Seat 0 (the initiator) committed a plain brawler and holds an unused Yardmaster:
    # she has something to use in the skirmish, so she is asked there and may "yard".
    game = game_of(
        [{"hand": ["brawler"], "leader": "leader_yardmaster"}, {"hand": ["brawler", "sniper_team"]}],
        modules=L5,
        round=3,
        contested=["grenade", "wolf_pack"],
        junkyard=["net", "junk", "pills"],
    )
    offered = []

    def check(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 0 and kind in ("skirmish", "respond", "save") and g.view(None).phase == "skirmish":
            offered.append("yard" in texts(g, 0))
        return False

    drive(game, {0: "commit brawler", 1: "commit brawler sniper_team"}, check)
    assert offered, "seat 0 was never asked in the skirmish resolution"
    assert all(offered)


def test_the_yardmaster_is_usable_again_next_round_ruling_ed20() -> None:
    # "Once per round" [003:283]: a new round, a new use.
    game = game_of(
        [{"hand": ["scavenger"], "leader": "leader_yardmaster", "deck": ["scavenger"] * 6}],
        modules=L5,
        junkyard=["net", "junk", "pills", "spear"],
    )
    game.apply(0, "yard")
    game.apply(0, "yard top")
    assert "yard" not in texts(game, 0)

    def skip(g: sc.Game, seat: int, kind: str) -> bool:
        return False

    drive(game, {}, skip)
    while (d := game.view(None).decision) is not None and d.seat != 0:
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert not game.view(None).seats[0].leader_used
    assert "yard" in texts(game, 0)


def test_the_yardmaster_works_in_a_two_player_game_ruling_x9() -> None:
    # "The Yardmaster is unaffected (junkyard only)" by the 2-player no-peeking rule.
    game = game_of(
        [{"hand": ["scavenger"], "leader": "leader_yardmaster"}],
        modules=L5,
        seats=2,
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "yard")
    game.apply(0, "yard top")
    assert zone_kinds(game, "junkyard") == ["net", "junk", "pills"]
    assert [list(k.cards) for k in game.view(0).knowledge if k.zone == "junkyard"] == [["net", "junk"]]


def test_a_wounded_yardmaster_cannot_peek_ruling_l15() -> None:
    # L-15: "Not while wounded: a wounded leader has no abilities."
    game = game_of(
        [{"hand": ["sniper_team"]}, {"hand": ["scavenger"], "leader": "leader_yardmaster"}],
        modules=L5 | {"hq4"},
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "snipe 1:leader_yardmaster")
    while (d := game.view(None).decision) is not None and d.seat != 0:
        assert "yard" not in texts(game, d.seat) or not game.view(None).seats[1].wounded
        game.apply(d.seat, "pass")
    assert game.view(None).seats[1].wounded
    game.apply(0, "end")
    pass_windows(game)
    assert "yard" not in texts(game, 1)


# == Leader drafting (L-16, [003:298-313]) ===================================================


DRAFT = frozenset({"leader_draft"})


def test_cannibal_food_bribes_leaders_ruling_l16() -> None:
    # L-16: "each point of food from any source (hunting, gardens, Butcher, Cannibal) gives 1
    # draw".
    game = game_of([{"hand": ["brawler"], "leader": "leader_cannibal"}], variants=DRAFT)
    game.apply(0, "lead brawler")
    pass_windows(game)
    assert "bribe" in texts(game, 0)
    game.apply(0, "bribe")
    pass_windows(game)
    assert len(game.view(0).looking) == 3


def test_a_drafted_leader_is_in_effect_at_once_003_310() -> None:
    # [003:310]: "All leader powers on this card are immediately in effect."
    game = game_of(
        [{"hand": ["hunter"] * 5 + ["refugee"]}],
        variants=DRAFT,
        junkyard=["junk"] * 6,
    )
    game.apply(0, "hunt hunter hunter hunter hunter hunter")
    pass_windows(game)
    game.apply(0, "bribe")
    pass_windows(game)
    assert "leader_excavator" in game.view(0).looking
    assert "dig refugee" not in texts(game, 0)
    game.apply(0, "keep leader_excavator")
    pass_windows(game)
    assert game.view(1).seats[0].leader == "leader_excavator"  # face up [003:309]
    assert "dig refugee" in texts(game, 0)


def test_no_food_no_bribe_003_306() -> None:
    game = game_of([{"hand": ["pills", "scavenger"]}], variants=DRAFT)
    assert "bribe" not in texts(game, 0)
    assert refused(game, 0, "bribe")


def test_a_hire_forbids_a_later_bribe_003_307() -> None:
    # [003:307]: "A player may not hire more than once per turn."
    game = game_of([{"hand": ["hunter", "hunter"]}], variants=DRAFT, market={"scavenger": 3})
    game.apply(0, "hunt hunter hunter")
    pass_windows(game)
    game.apply(0, "hire scavenger")
    pass_windows(game)
    assert refused(game, 0, "bribe")


# == Recon module 4: the cargo sled (X-17) ===================================================


def r4(players: list[dict[str, Any]], **scenario: Any) -> sc.Game:
    return game_of(players, modules=frozenset({"recon4"}), **scenario)


def test_a_cargo_sled_never_keeps_two_tribe_members_003_227() -> None:
    # [003:227]: "If you find two tribe members ... you may keep only one."
    game = r4([{"hand": ["scavenger", "cargo_sled"]}], junkyard=["brawler", "scout", "net", "junk"])
    game.apply(0, "dig scavenger+cargo_sled")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["brawler", "net", "scout"]
    assert refused(game, 0, "keep brawler scout")
    assert "keep brawler net" in texts(game, 0) or "keep net brawler" in texts(game, 0)


def test_a_cargo_sled_never_keeps_two_instants_003_227() -> None:
    # [003:227]: "... or instant cards in the junkyard, you may keep only one."
    game = r4([{"hand": ["scavenger", "cargo_sled"]}], junkyard=["map", "binoculars", "junk", "junk"])
    game.apply(0, "dig scavenger+cargo_sled")
    pass_windows(game)
    assert refused(game, 0, "keep map binoculars")
    assert refused(game, 0, "keep binoculars map")


def test_a_cargo_sled_may_keep_two_medicines_003_227() -> None:
    game = r4([{"hand": ["scavenger", "cargo_sled"]}], junkyard=["pills", "medkit", "junk", "junk"])
    game.apply(0, "dig scavenger+cargo_sled")
    pass_windows(game)
    assert any(t in texts(game, 0) for t in ("keep pills medkit", "keep medkit pills"))


def test_a_cargo_sled_hunts_plus_2_003_226() -> None:
    # [003:226]: "Standard dig / hunt actions" (E1: +2/+2).
    game = r4([{"hand": ["scavenger", "cargo_sled"]}])
    game.apply(0, "hunt scavenger+cargo_sled")
    pass_windows(game)
    assert game.view(0).seats[0].food == 3


def test_a_cargo_sled_can_be_disarmed_it_is_a_tool_003_224() -> None:
    game = r4([{"hand": ["scavenger", "cargo_sled"]}, {"hand": ["saboteur"]}], junkyard=["junk"] * 4)
    game.apply(0, "dig scavenger+cargo_sled")
    assert "disarm 0:cargo_sled" in texts(game, 1)


# == Combat medics (X-18, I-4) ===============================================================


def test_a_third_players_combat_medics_may_save_ruling_i4_x18() -> None:
    game = r4([{"hand": ["scavenger"]}, {"hand": ["sniper_team"]}, {"hand": ["combat_medics"]}])
    game.apply(0, "hunt scavenger")
    game.apply(1, "snipe 0:scavenger")
    while (d := game.view(None).decision) is not None and d.seat != 2:
        game.apply(d.seat, "pass")
    assert "save combat_medics" in texts(game, 2)
    game.apply(2, "save combat_medics")
    pass_windows(game)
    assert game.view(0).seats[0].food == 1  # saved: the scavenger still hunts
    assert "combat_medics" in zone_kinds(game, "2:discard")


def test_combat_medics_fight_with_their_people_in_the_skirmish_003_232() -> None:
    game = r4([{"hand": ["combat_medics"]}, {"hand": ["scavenger"]}], round=3, contested=["grenade", "wolf_pack"])
    drive(game, {0: "commit combat_medics", 1: "commit scavenger"})
    assert totals(game)[0] == (1, 1, 4)
    assert winners(game) == [0]


# == The demolition team (H-9) ===============================================================


def demo_table(hand: list[str], other: list[str] | None = None, **extra: Any) -> sc.Game:
    return game_of(
        [
            {"hand": hand, "buildings": [{"building": "armory", "timer": ["refugee"] * 2}]},
            {
                "hand": other or [],
                "buildings": [
                    {"building": "bunker", "timer": []},
                    {"building": "pharmacy", "timer": ["refugee"] * 2},
                ],
            },
        ],
        modules=frozenset({"hq1", "hq2", "recon4"}),
        **extra,
    )


def test_a_demolition_team_targets_only_buildings_under_construction_ruling_h9() -> None:
    game = demo_table(["demolition_team"], junkyard=["junk"] * 4)
    legal = [t for t in texts(game, 0) if t.startswith("demolish")]
    assert "demolish 1:pharmacy" in legal
    assert "demolish 0:armory" in legal  # "any player's" (H-9)
    assert "demolish 1:bunker" not in legal  # complete
    assert refused(game, 0, "demolish 1:bunker")


def test_a_demolition_team_digs_2_as_standard_003_236() -> None:
    game = demo_table(["demolition_team"], junkyard=["junk"] * 4)
    game.apply(0, "dig demolition_team")
    pass_windows(game)
    assert len(game.view(0).looking) == 2


def test_a_demolition_team_does_not_demolish_in_the_skirmish_ruling_h9() -> None:
    # H-9: "It is used on the demolition player's own RG turn".
    game = demo_table(["demolition_team", "sniper_team"], ["brawler"], round=3, contested=["grenade", "wolf_pack"])
    asked = []

    def check(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 0 and g.view(None).phase == "skirmish":
            asked.append(texts(g, 0))
            assert sc.Verb.DEMOLISH not in verbs(g, 0)
        return False

    drive(game, {0: "commit demolition_team sniper_team", 1: "commit brawler"}, check)
    assert asked
    assert totals(game)[0][1] == 2


# == Tear gas (S-10, [003:239-250]) ==========================================================


def gas_table(seat0: list[str], seat1: list[str], modules: frozenset[str] = frozenset({"recon4"})) -> sc.Game:
    return game_of(
        [{"hand": seat0}, {"hand": seat1}],
        modules=modules,
        round=3,
        contested=["grenade", "wolf_pack"],
    )


def test_tear_gas_is_not_used_in_resource_gathering_003_241() -> None:
    game = r4([{"hand": ["tear_gas", "scavenger"]}, {"hand": ["brawler"]}])
    assert sc.Verb.GAS not in verbs(game, 0)
    assert refused(game, 0, "gas 1:brawler")


def test_tear_gas_targets_only_an_opponents_tribe_member_003_244() -> None:
    game = gas_table(["tear_gas", "brawler"], ["scavenger", "net"])
    seen: list[list[str]] = []

    def check(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 0 and kind == "skirmish":
            gas = [t for t in texts(g, 0) if t.startswith("gas")]
            seen.append(gas)
            assert "gas 1:scavenger" in gas
            assert "gas 1:net" not in gas
            assert "gas 0:brawler" not in gas
            g.apply(0, "gas 1:scavenger")
            return True
        return False

    drive(game, {0: "commit tear_gas brawler", 1: "commit scavenger net"}, check)
    assert seen
    assert totals(game)[1][1] == 1  # scavenger 0 + net 1, against the brawler's 2
    assert winners(game) == [0]


def test_tear_gas_cannot_be_disarmed_003_243() -> None:
    game = game_of(
        [{"hand": ["tear_gas", "brawler"]}, {"hand": ["saboteur", "scavenger", "sniper_team"]}],
        modules=frozenset({"recon4"}),
        round=3,
        contested=["grenade", "wolf_pack"],
        initiator=1,
    )

    asked = []

    def check(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 1 and kind == "skirmish":
            asked.append(texts(g, 1))
            assert "disarm 0:tear_gas" not in texts(g, 1)
        return False

    drive(game, {0: "commit tear_gas brawler", 1: "commit saboteur scavenger sniper_team"}, check)
    assert asked


def test_tear_gas_breaks_a_tie_to_counter_a_rogue_003_250() -> None:
    # [003:250]: "Tear gas can indirectly counter a rogue by breaking a tied skirmish."
    # Seat 2's rogue would take a tie between seats 0 and 1; seat 0 gasses seat 1's brawler.
    game = game_of(
        [{"hand": ["tear_gas", "brawler"]}, {"hand": ["brawler"]}, {"hand": ["rogue"]}],
        modules=frozenset({"recon2", "recon4"}),
        round=3,
        contested=["grenade", "wolf_pack"],
    )

    def check(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 0 and kind == "skirmish" and "gas 1:brawler" in texts(g, 0):
            g.apply(0, "gas 1:brawler")
            return True
        return False

    drive(game, {0: "commit tear_gas brawler", 1: "commit brawler", 2: "commit rogue"}, check)
    assert winners(game) == [0]


# == Tribal hunters (X-20) ===================================================================


def test_tribal_hunters_4_hunt_2_and_carry_a_tool_ruling_x20() -> None:
    game = r4([{"hand": ["tribal_hunters_4", "spear"]}])
    game.apply(0, "hunt tribal_hunters_4+spear")
    pass_windows(game)
    assert game.view(0).seats[0].food == 3


def test_tribal_hunters_are_not_tribe_families_for_the_ranger_ruling_x20() -> None:
    # X-20 / L-10: tribal hunters keep their printed hunt; the 2-person card hunts 1 with or
    # without the Ranger, and is not doubled.
    game = game_of([{"hand": ["tribal_hunters_2"], "leader": "leader_ranger"}], modules=HQ3 | {"recon4"})
    game.apply(0, "hunt tribal_hunters_2")
    pass_windows(game)
    assert game.view(0).seats[0].food == 1


# == Recon module 5: the map (X-19) ==========================================================


def r5(players: list[dict[str, Any]], **scenario: Any) -> sc.Game:
    return game_of(players, modules=frozenset({"recon5"}), **scenario)


def test_a_map_returns_the_member_and_its_tool_stays_discarded_ruling_x19() -> None:
    game = r5([{"hand": ["scavenger", "spear", "map"]}], junkyard=["junk"] * 4)
    game.apply(0, "hunt scavenger+spear")
    pass_windows(game)
    assert "map scavenger" in texts(game, 0)
    game.apply(0, "map scavenger")
    pass_windows(game)
    assert zone_kinds(game, "0:hand") == ["scavenger"]
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["spear", "map"])
    assert "dig scavenger" in texts(game, 0)
    assert not any(t.startswith("hunt") for t in texts(game, 0))  # no action twice [003:274]


def test_a_map_is_not_used_in_the_skirmish_ruling_x19() -> None:
    game = r5(
        [{"hand": ["map", "brawler", "sniper_team"]}, {"hand": ["brawler"]}],
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    asked = []

    def check(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 0 and g.view(None).phase == "skirmish":
            asked.append(texts(g, 0))
            assert sc.Verb.MAP not in verbs(g, 0)
        return False

    drive(game, {0: "commit map brawler sniper_team", 1: "commit brawler"}, check)
    assert asked


def test_a_map_cannot_be_disarmed_003_272() -> None:
    game = game_of(
        [{"hand": ["map", "brawler"]}, {"hand": ["saboteur", "scavenger", "sniper_team"]}],
        modules=frozenset({"recon5"}),
        round=3,
        contested=["grenade", "wolf_pack"],
        initiator=1,
    )

    asked = []

    def check(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 1 and kind == "skirmish":
            asked.append(texts(g, 1))
            assert "disarm 0:map" not in texts(g, 1)
        return False

    drive(game, {0: "commit map brawler", 1: "commit saboteur scavenger sniper_team"}, check)
    assert asked


def test_a_map_needs_a_tribe_member_just_used_003_273() -> None:
    game = r5([{"hand": ["map", "scavenger"]}])
    assert sc.Verb.MAP not in verbs(game, 0)


# == The Humanitarians (F-8, X-30, P-3) ======================================================


def test_the_humanitarians_count_refugees_in_every_zone_and_are_worth_5_ruling_f8_p3() -> None:
    game = r5(
        [
            {"hand": ["brawler"], "deck": ["scouting_refugee"], "discard": ["refugee"]},
            {"hand": ["refugee", "brawler"]},
        ],
        round=3,
        contested=["grenade"],
    )
    before = game.score(0).people
    while not game.over:
        d = game.view(None).decision
        assert d is not None
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert game.result is not None
    assert game.result.scores[0].gangs == ("gang_humanitarians",)
    assert game.result.scores[0].people == before + 5


def test_a_scouting_refugee_for_hire_costs_1_food_with_the_humanitarians_003_263() -> None:
    game = r5([{"hand": ["scavenger"]}])
    assert "hire scouting_refugee" not in texts(game, 0)
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert "hire scouting_refugee" in texts(game, 0)


# == More cross-card edges ===================================================================


def test_the_butcher_is_once_per_round_000_668() -> None:
    game = game_of([{"hand": ["brawler", "scout"], "leader": "leader_butcher"}])
    game.apply(0, "lead brawler")
    pass_windows(game)
    assert refused(game, 0, "lead scout")


def test_the_butchers_removed_card_is_public_000_658() -> None:
    game = game_of([{"hand": ["brawler", "scout"], "leader": "leader_butcher"}])
    game.apply(0, "lead brawler")
    pass_windows(game)
    for viewer in (1, 2, None):
        assert game.view(viewer).seats[0].removed == 1


def test_the_mentors_waiting_bonus_is_public_000_703() -> None:
    # The refugee is played face up [000:703], so the bonus it buys is no secret.
    game = game_of([{"hand": ["refugee", "scavenger"], "leader": "leader_mentor"}])
    game.apply(0, "lead refugee")
    pass_windows(game)
    for viewer in (1, None):
        assert game.view(viewer).seats[0].boost == 1


def test_a_butchered_refugee_does_not_count_for_the_humanitarians_000_658_f8() -> None:
    # [000:658]: removed cards "cannot return to the game and do not count toward final
    # scoring"; F-8 counts owned refugee-titled cards.
    game = game_of(
        [
            {"hand": ["refugee", "refugee"], "leader": "leader_butcher"},
            {"hand": ["refugee", "scouting_refugee"]},
        ],
        modules=L5,
        round=3,
        contested=["grenade"],
    )
    game.apply(0, "lead refugee")
    pass_windows(game)
    while not game.over:
        d = game.view(None).decision
        assert d is not None
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert game.result is not None
    assert game.result.scores[1].gangs == ("gang_humanitarians",)
    assert game.result.scores[0].gangs == ()


def test_a_map_lets_a_digger_join_the_skirmish_ruling_x19() -> None:
    # X-19: "That member may then take part in a different action type, or be committed to the
    # skirmish."
    game = r5([{"hand": ["brawler", "map"]}], junkyard=["junk"] * 4, round=3, contested=["grenade", "wolf_pack"])
    game.apply(0, "dig brawler")
    pass_windows(game)
    game.apply(0, "keep junk")
    pass_windows(game)
    game.apply(0, "map brawler")
    pass_windows(game)
    game.apply(0, "end")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("commit", 0)
    assert "commit brawler" in texts(game, 0)


def test_tear_gas_is_declared_on_its_owners_skirmish_turn_not_in_a_window_003_242() -> None:
    # [003:242]: "This card's use is declared during your turn within the skirmish phase."
    game = game_of(
        [{"hand": ["tear_gas", "brawler", "medic"]}, {"hand": ["brawler", "sniper_team"]}],
        modules=frozenset({"hq1", "recon4"}),
        round=3,
        contested=["grenade", "wolf_pack"],
        initiator=1,
    )
    asked = []

    def check(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 1 and kind == "skirmish" and "snipe 0:brawler" in texts(g, 1):
            g.apply(1, "snipe 0:brawler")
            return True
        if seat == 0 and kind == "save":
            asked.append(kind)
            assert sc.Verb.GAS not in verbs(g, 0)
        return False

    drive(game, {0: "commit tear_gas brawler medic", 1: "commit brawler sniper_team"}, check)
    assert asked


def test_the_gangsters_lone_refugee_has_no_fight_under_the_2012_rules() -> None:
    # docs/variants.md, 2012: "A fight of 0 is no fight ... the number of people decides
    # against another force without fight". The Gangster's refugee (fight 0, L-8) has fight in
    # 2015 and beats three fightless refugees; in 2012 the three refugees' people win.
    outcome = {}
    for rules in ("2015", "2012"):
        game = game_of(
            [{"hand": ["refugee"], "leader": "leader_gangster"}, {"hand": ["refugee", "refugee", "refugee"]}],
            rules=rules,
            round=3,
            contested=["grenade", "wolf_pack"],
        )
        drive(game, {0: "commit refugee", 1: "commit refugee refugee refugee"})
        outcome[rules] = winners(game)
    assert outcome == {"2015": [0], "2012": [1]}


def test_a_gassed_lone_brawler_has_no_fight_under_the_2012_rules_s10() -> None:
    # S-10: the gassed member keeps a fight of 0 (2015: fight 0 beats no fight); under the
    # 2012 rules a fight of 0 is no fight, so the two refugees' people win.
    outcome = {}
    for rules in ("2015", "2012"):
        game = game_of(
            [{"hand": ["tear_gas", "refugee", "refugee"]}, {"hand": ["brawler"]}],
            modules=frozenset({"recon4"}),
            rules=rules,
            round=3,
            contested=["grenade", "wolf_pack"],
        )

        def gas(g: sc.Game, seat: int, kind: str) -> bool:
            if seat == 0 and kind == "skirmish" and "gas 1:brawler" in texts(g, 0):
                g.apply(0, "gas 1:brawler")
                return True
            return False

        drive(game, {0: "commit tear_gas refugee refugee", 1: "commit brawler"}, gas)
        outcome[rules] = winners(game)
    assert outcome == {"2015": [1], "2012": [0]}


def test_combat_medics_heal_a_wounded_leader_ruling_l12() -> None:
    # L-12: heal with "1 med from pills, medkit, medic or combat medics".
    game = game_of(
        [{"hand": ["sniper_team"]}, {"leader": "leader_ranger", "hand": ["combat_medics", "refugee"]}],
        modules=HQ4 | {"recon4"},
    )
    game.apply(0, "snipe 1:leader_ranger")
    pass_windows(game)
    game.apply(0, "end")
    pass_windows(game)
    assert "heal combat_medics" in texts(game, 1)
    game.apply(1, "heal combat_medics")
    pass_windows(game)
    assert not game.view(None).seats[1].wounded
    assert "combat_medics" in zone_kinds(game, "1:discard")
    assert "hunt refugee" in texts(game, 1)  # the Ranger is back at once


def test_the_yardmasters_look_stays_hers_after_putting_them_back_on_top_ruling_x34() -> None:
    game = game_of(
        [{"hand": ["scavenger"], "leader": "leader_yardmaster"}],
        modules=L5,
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "yard")
    game.apply(0, "yard top")
    assert [list(k.cards) for k in game.view(0).knowledge if k.zone == "junkyard"] == [["net", "junk"]]
    for viewer in (1, 2, None):
        assert not [k for k in game.view(viewer).knowledge if k.zone == "junkyard"]
    assert any(e.type is sc.EventType.YARD_PEEKED and e.text == "top" for e in game.log(1))


def test_a_drafted_yardmaster_may_peek_the_same_round_003_310() -> None:
    game = game_of(
        [{"hand": ["hunter"] * 6}],
        variants=DRAFT,
        modules=L5,
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "hunt hunter hunter hunter hunter hunter hunter")
    pass_windows(game)
    game.apply(0, "bribe")
    pass_windows(game)
    assert "leader_yardmaster" in game.view(0).looking
    game.apply(0, "keep leader_yardmaster")
    pass_windows(game)
    assert "yard" in texts(game, 0)


def test_cannibal_food_does_not_join_hunted_food_in_a_bribe_ruling_l6() -> None:
    # L-6: "The same rule applies to leader bribes in the drafting variant": 2 hunted food and
    # 3 Cannibal food never make a bribe of 5.
    game = game_of([{"hand": ["hunter", "brawler"], "leader": "leader_cannibal"}], variants=DRAFT)
    game.apply(0, "hunt hunter")
    pass_windows(game)
    game.apply(0, "lead brawler")
    pass_windows(game)
    game.apply(0, "bribe")
    pass_windows(game)
    assert len(game.view(0).looking) in (2, 3)


def test_butcher_food_joins_hunted_food_in_a_bribe_ruling_l5_l16() -> None:
    # L-5: the Butcher's food "combine[s] freely with other food"; L-16: each food one draw.
    game = game_of([{"hand": ["hunter", "brawler"], "leader": "leader_butcher"}], variants=DRAFT)
    game.apply(0, "hunt hunter")
    pass_windows(game)
    game.apply(0, "lead brawler")
    pass_windows(game)
    game.apply(0, "bribe")
    pass_windows(game)
    assert len(game.view(0).looking) == 3


def test_a_bribe_larger_than_the_leader_pile_draws_the_whole_pile_003_306() -> None:
    game = game_of([{"hand": ["hunter"] * 6}], variants=DRAFT)
    size = game.view(None).leader_pile_count
    assert size == 10
    game.apply(0, "hunt hunter hunter hunter hunter hunter hunter")
    pass_windows(game)
    game.apply(0, "bribe")
    pass_windows(game)
    assert len(game.view(0).looking) == size
    assert game.view(None).leader_pile_count == 0


def test_a_guard_cancels_a_leader_snipe_during_gathering_ruling_l13() -> None:
    # L-13: "The owner's guard may cancel it in RG." X-6: "a snipe on her leader".
    game = game_of(
        [{"hand": ["sniper_team"]}, {"leader": "leader_ranger", "hand": ["guard"]}],
        modules=HQ4 | {"recon2"},
    )
    game.apply(0, "snipe 1:leader_ranger")
    while (d := game.view(None).decision) is not None and d.seat != 1:
        game.apply(d.seat, "pass")
    assert "cancel guard" in texts(game, 1)
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert not game.view(None).seats[1].wounded
    assert "sniper_team" in zone_kinds(game, "0:discard")


def test_a_leader_is_not_sniped_in_another_players_window_ruling_l13() -> None:
    # L-13: "It is declared on the attacker's own RG turn or on her skirmish turn."
    game = game_of(
        [{"hand": ["scavenger"], "leader": "leader_ranger"}, {"hand": ["sniper_team"]}],
        modules=HQ4,
    )
    game.apply(0, "hunt scavenger")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "hunt")
    legal = texts(game, 1)
    assert "snipe 0:scavenger" in legal
    assert not any("leader" in t for t in legal)


def test_a_demolition_teams_draw_is_not_the_draw_action_ruling_h9() -> None:
    # H-9: "This draw is distinct from the draw action": a scout may still draw afterwards.
    game = game_of(
        [
            {"hand": ["demolition_team", "scout"], "deck": ["junk", "pills", "net", "spear", "medkit"]},
            {"buildings": [{"building": "pharmacy", "timer": ["refugee"] * 2}], "deck": ["refugee"] * 5},
        ],
        modules=frozenset({"hq1", "hq2", "recon4"}),
    )
    game.apply(0, "demolish 1:pharmacy")
    pass_windows(game)
    assert Counter(game.view(0).hand) == Counter(["scout", "junk", "pills"])
    assert "demolition_team" in zone_kinds(game, "0:discard")
    assert "draw scout" in texts(game, 0)
    game.apply(0, "draw scout")
    pass_windows(game)
    assert len(game.view(0).hand) == 4  # junk, pills + net, spear


def test_a_demolition_team_that_demolished_has_no_standard_use_that_round_x21() -> None:
    # other special text "is active and replaces the card's standard use that round".
    game = game_of(
        [
            {"hand": ["demolition_team"], "deck": ["junk", "pills", "net"]},
            {"buildings": [{"building": "pharmacy", "timer": ["refugee"] * 2}], "deck": ["refugee"] * 5},
        ],
        modules=frozenset({"hq1", "hq2", "recon4"}),
        junkyard=["junk"] * 4,
    )
    game.apply(0, "demolish 1:pharmacy")
    pass_windows(game)
    assert not any("demolition_team" in t for t in texts(game, 0))


def test_the_excavators_refugee_takes_group_leaders_in_full_ruling_l9() -> None:
    # L-9 replaces only a digging *tool's* bonus; group leaders are no tool [000:446], so a
    # refugee (dig 1) with group leaders (+2) digs 3.
    game = game_of([{"hand": ["refugee", "group_leaders"], "leader": "leader_excavator"}], junkyard=["junk"] * 6)
    game.apply(0, "dig refugee+group_leaders")
    pass_windows(game)
    assert len(game.view(0).looking) == 3


def test_the_rangers_refugee_with_group_leaders_hunts_3_ruling_l10() -> None:
    game = game_of([{"hand": ["refugee", "group_leaders"], "leader": "leader_ranger"}])
    game.apply(0, "hunt refugee+group_leaders")
    pass_windows(game)
    assert game.view(0).seats[0].food == 3


def test_the_organizers_two_cards_are_seen_by_her_alone_000_705() -> None:
    game = game_of([{"hand": ["refugee"], "leader": "leader_organizer", "deck": ["spear", "net", "pills"]}])
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["net", "spear"]
    for viewer in (1, 2, None):
        view = game.view(viewer)
        assert view.seats[0].looking_count == 2
        assert not view.looking


def test_a_third_players_combat_medics_save_in_the_skirmish_and_still_fight_ruling_i4_x18() -> None:
    # I-4: any player may save; X-18: in the skirmish the combat medics "stay and still fight".
    game = r4(
        [{"hand": ["brawler"]}, {"hand": ["sniper_team", "scavenger"]}, {"hand": ["combat_medics"]}],
        round=3,
        contested=["grenade", "wolf_pack"],
        initiator=1,
    )
    saved = []

    def play(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 1 and kind == "skirmish" and "snipe 0:brawler" in texts(g, 1):
            g.apply(1, "snipe 0:brawler")
            return True
        if seat == 2 and kind == "save":
            assert any(t.startswith("save") and "combat_medics" in t for t in texts(g, 2))
            g.apply(2, next(t for t in texts(g, 2) if t.startswith("save") and "combat_medics" in t))
            saved.append(seat)
            return True
        return False

    drive(game, {0: "commit brawler", 1: "commit sniper_team scavenger", 2: "commit combat_medics"}, play)
    assert saved == [2]
    got = totals(game)
    assert got[0][1] == 2  # the brawler was saved
    assert got[2] == (1, 1, 4)  # the combat medics still fight


def wounded_on_turn(leader: str, hand: list[str], modules: frozenset[str] = HQ4) -> sc.Game:
    """Seat 0 snipes seat 1's leader on her turn and ends it; seat 1 (holding ``hand``) is to
    act with her leader wounded."""
    game = game_of([{"hand": ["sniper_team", "sniper_team"]}, {"leader": leader, "hand": hand}], modules=modules)
    game.apply(0, f"snipe 1:{leader}")
    pass_windows(game)
    assert game.view(None).seats[1].wounded
    game.apply(0, "end")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("turn", 1)
    return game


def test_healing_opens_no_window_ruling_l12() -> None:
    # L-12: "Healing is a free action and opens no window."
    game = wounded_on_turn("leader_ranger", ["pills", "refugee"])
    game.apply(1, "heal pills")
    assert game.view(None).decision == sc.Decision("turn", 1)


def test_a_healed_leaders_once_a_round_ability_is_usable_the_same_round_ruling_l12() -> None:
    # L-12: a wounded leader provides nothing "until a med is applied" [000:691]; once healed
    # on her turn, the Butcher (not yet used this round) works.
    game = wounded_on_turn("leader_butcher", ["pills", "brawler"])
    assert "lead brawler" not in texts(game, 1)
    game.apply(1, "heal pills")
    pass_windows(game)
    assert "lead brawler" in texts(game, 1)


def test_a_wounded_sergeant_at_arms_pays_the_full_saboteur_price_ruling_l12() -> None:
    game = wounded_on_turn("leader_sergeant_at_arms", ["pills", "medkit"])
    assert not any(t.startswith("hire saboteur") for t in texts(game, 1))


def test_the_sergeant_at_arms_gives_no_protection_to_buildings_ruling_l11() -> None:
    # L-11: "It gives no protection against building attacks".
    game = game_of(
        [
            {"hand": ["saboteur"]},
            {"leader": "leader_sergeant_at_arms", "buildings": [{"building": "bunker", "timer": []}]},
        ],
        modules=HQ4,
    )
    assert "disable 1:bunker" in texts(game, 0)


def test_tear_gas_needs_no_tribe_member_in_the_force_003_243() -> None:
    # [003:243]: "It does not need to be equipped by a tribe member".
    game = gas_table(["tear_gas", "refugee"], ["brawler"])
    used = []

    def gas(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 0 and kind == "skirmish":
            assert "gas 1:brawler" in texts(g, 0)
            g.apply(0, "gas 1:brawler")
            used.append(seat)
            return True
        return False

    drive(game, {0: "commit tear_gas refugee", 1: "commit brawler"}, gas)
    assert used == [0]
    assert totals(game)[1][1] == 0


def test_five_players_are_dealt_all_ten_hq_leaders_000_650() -> None:
    # [000:51]: 10 tribal leaders; [000:650]: two dealt to each player.
    game = sc.Game.new(sc.GameConfig(players=5, seed=2, modules=HQ3))
    dealt = [k for seat in range(5) for k in game.view(seat).dealt]
    assert len(dealt) == 10
    assert len(set(dealt)) == 10
    for seat in range(5):
        others = game.view((seat + 1) % 5)
        assert not set(game.view(seat).dealt) & set(others.dealt)  # dealt face down


def test_a_rogue_takes_a_tied_skirmish_whatever_the_gangsters_people_003_146_l8() -> None:
    # Rogue: "if the skirmish ends with a tie for highest fight, the first player in turn
    # order with a rogue ... wins the CR ... people are not considered" (RULINGS 1.11); the
    # Gangster's doubled refugees break ties only where people are considered.
    game = game_of(
        [
            {"hand": ["brawler", "refugee", "refugee"], "leader": "leader_gangster"},
            {"hand": ["brawler"]},
            {"hand": ["rogue"]},
        ],
        modules=HQ3 | {"recon2"},
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    drive(game, {0: "commit brawler refugee refugee", 1: "commit brawler", 2: "commit rogue"})
    got = totals(game)
    assert got[0][1] == got[1][1] == 2
    assert got[2][1] < 2
    assert winners(game) == [2]


def test_the_butcher_may_take_a_refugee_000_662() -> None:
    # [000:662]: the Butcher needs no refugee, but a refugee is a tribe member like any other.
    game = game_of([{"hand": ["refugee"], "leader": "leader_butcher"}])
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert zone_kinds(game, "0:removed") == ["refugee"]
    assert game.view(0).seats[0].food == 1


def test_random_contested_resources_in_a_two_player_game_003_220() -> None:
    # [003:220]: 14 of the 28; [000:114] removes no contested resources for two players.
    for seed in range(3):
        game = sc.Game.new(sc.GameConfig(players=2, seed=seed, modules=frozenset({"recon4"})))
        pile = zone_kinds(game, "contested")
        assert len(pile) == 14
        assert max(Counter(pile).values()) <= 2


def test_random_contested_resources_with_leaders_and_module_5_003_216() -> None:
    # [003:216]: module 4 "can easily be combined with any other module".
    game = sc.Game.new(sc.GameConfig(players=4, seed=5, modules=L5 | {"recon4"}))
    assert len(zone_kinds(game, "contested")) == 14


def test_the_fanatic_may_strike_a_sergeant_at_arms_tool_it_is_no_disarm_ruling_l7_l11() -> None:
    # L-11 stops disarms only; L-7: the Fanatic's target is "one card (person, tool or
    # medicine) in the opponent's current declaration".
    game = game_of(
        [
            {"hand": ["scavenger", "spear"], "leader": "leader_sergeant_at_arms"},
            {"hand": ["refugee"], "leader": "leader_fanatic"},
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "hunt")
    assert "lead refugee 0:spear" in texts(game, 1)
    game.apply(1, "lead refugee 0:spear")
    assert "spear" in zone_kinds(game, "0:discard")


def test_a_map_returns_an_engineer_after_a_build_ruling_x19() -> None:
    # X-19: the map returns a tribe member "used in a standard action (dig, draw, hunt, build,
    # work)"; it may then take part in a different action type.
    game = game_of(
        [{"hand": ["engineer", "map"]}],
        modules=frozenset({"hq1", "hq2", "recon5"}),
        schematics=["bunker", "armory", "pharmacy"],
        junkyard=["junk"] * 4,
    )
    game.apply(0, "build engineer")
    pass_windows(game)
    game.apply(0, "keep bunker")
    pass_windows(game)
    assert "map engineer" in texts(game, 0)
    game.apply(0, "map engineer")
    pass_windows(game)
    assert zone_kinds(game, "0:hand") == ["engineer"]
    assert "dig engineer" in texts(game, 0)
    assert not any(t.startswith("build") for t in texts(game, 0))


def test_a_cargo_sleds_second_card_is_never_an_instant_003_227() -> None:
    # [003:227]: "The additional card you get with the cargo sled, must be medicine or a tool."
    game = r4([{"hand": ["scavenger", "cargo_sled"]}], junkyard=["brawler", "map", "junk", "junk"])
    game.apply(0, "dig scavenger+cargo_sled")
    pass_windows(game)
    assert refused(game, 0, "keep brawler map")
    assert refused(game, 0, "keep map brawler")


def test_a_disarmed_cargo_sled_keeps_no_second_card_ruling_x17() -> None:
    # the extra keep works "only when the cargo sled is equipped to a digger"; a sled
    # disarmed in the dig's window is gone before the dig resolves.
    game = r4(
        [{"hand": ["scavenger", "cargo_sled", "group_leaders"]}, {"hand": ["saboteur"]}],
        junkyard=["net", "pills", "spear", "junk", "junk", "junk"],
    )
    game.apply(0, "dig scavenger+cargo_sled+group_leaders")
    assert "disarm 0:cargo_sled" in texts(game, 1)
    game.apply(1, "disarm 0:cargo_sled")
    while (d := game.view(None).decision) is not None and d.kind != "keep":
        game.apply(d.seat, "continue" if d.kind == "resume" else "pass")
    assert sorted(game.view(0).looking) == ["net", "pills", "spear"]  # 1 + 2, no sled
    assert refused(game, 0, "keep net pills")
    assert "keep net" in texts(game, 0)


def test_a_fanatics_refugee_cancelled_by_a_guard_is_discarded_003_30() -> None:
    # [003:30]: "The canceled card and the card performing the cancel action are both
    # discarded" - the strike's refugee never reaches "removed from play" (L-7).
    game = fanatic_table(["scavenger", "spear", "guard"])
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "lead refugee 0:spear")
    while (d := game.view(None).decision) is not None and d.seat != 0:
        game.apply(d.seat, "pass")
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert zone_kinds(game, "1:discard") == ["refugee"]
    assert not zone_kinds(game, "1:removed")


def test_the_yardmasters_knowledge_follows_the_pile_when_a_card_is_dug_ruling_x34() -> None:
    game = game_of(
        [{"hand": ["scavenger"], "leader": "leader_yardmaster"}, {"hand": ["scavenger"]}],
        modules=L5,
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "yard")
    game.apply(0, "yard top")
    game.apply(0, "end")
    pass_windows(game)
    game.apply(1, "dig scavenger")
    pass_windows(game)
    game.apply(1, "keep net")
    pass_windows(game)
    known = [list(k.cards) for k in game.view(0).knowledge if k.zone == "junkyard"]
    assert known == [["junk"]]


def test_the_yardmaster_may_be_used_in_the_skirmish_by_a_seat_that_did_not_commit_ruling_ed20() -> None:
    # ED-20 / L-15: "Usable at any time, including other players' turns and the skirmish"; the
    # Yardmaster is her leader's, not her force's: a seat that sent no force still holds it.
    # Seats 1 and 2 fight with snipers at hand, so the skirmish has turns and windows.
    game = game_of(
        [
            {"hand": ["scavenger"], "leader": "leader_yardmaster"},
            {"hand": ["brawler", "sniper_team"]},
            {"hand": ["brawler", "sniper_team"]},
        ],
        modules=L5,
        round=3,
        contested=["grenade", "wolf_pack"],
        junkyard=["net", "junk", "pills"],
    )
    offered = []

    def check(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 0 and g.view(None).phase == "skirmish":
            offered.append("yard" in texts(g, 0))
        return False

    drive(game, {0: "commit none", 1: "commit brawler sniper_team", 2: "commit brawler sniper_team"}, check)
    assert offered, "seat 0 was never asked during the skirmish"
    assert all(offered)


def test_two_tear_gas_cards_gas_two_tribe_members_one_each_003_244_s7() -> None:
    # [003:244]: each tear gas targets "one opponent tribe member"; S-7: on her skirmish turn a
    # player may "play tear gas" among her other effects, in any order.
    game = game_of(
        [{"hand": ["tear_gas", "tear_gas", "scout"]}, {"hand": ["brawler"]}, {"hand": ["brawler"]}],
        modules=frozenset({"recon4"}),
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    gassed: list[str] = []

    def gas(g: sc.Game, seat: int, kind: str) -> bool:
        if seat == 0 and kind == "skirmish":
            targets = [t for t in texts(g, 0) if t.startswith("gas")]
            if targets:
                g.apply(0, targets[0])
                gassed.append(targets[0])
                return True
        return False

    drive(game, {0: "commit tear_gas tear_gas scout", 1: "commit brawler", 2: "commit brawler"}, gas)
    assert sorted(gassed) == ["gas 1:brawler", "gas 2:brawler"]
    got = totals(game)
    assert got[1][1] == 0
    assert got[2][1] == 0
    assert winners(game) == [0]


def test_a_yardmaster_drafted_after_the_mentor_was_used_waits_for_next_round_ruling_l16() -> None:
    # L-16: "Usage is tracked per player per round: one use of 'a once-per-round leader
    # ability' per round, whatever swaps happen."
    game = game_of(
        [{"hand": ["refugee", "scavenger"] + ["hunter"] * 6, "leader": "leader_mentor"}],
        variants=DRAFT,
        modules=L5,
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "lead refugee")
    pass_windows(game)
    game.apply(0, "hunt scavenger hunter hunter hunter hunter hunter hunter")
    pass_windows(game)
    game.apply(0, "bribe")
    pass_windows(game)
    assert "leader_yardmaster" in game.view(0).looking
    game.apply(0, "keep leader_yardmaster")
    pass_windows(game)
    assert game.view(None).seats[0].leader == "leader_yardmaster"
    assert "yard" not in texts(game, 0)
