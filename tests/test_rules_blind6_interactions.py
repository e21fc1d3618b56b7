"""Blind audit (6): interactions between cards and modules, written from the rulebooks alone.

[000] = shared/rules/000_134dab7f07e64c65.txt (2015 base + HQ with FAQ), [003] = the Recon rulebook,
RULINGS.md (Part 2 register) for what they leave open, shared/cards.tsv for card numbers. Each test
stacks a table where two or more abilities meet (a snipe answering a gathering action that holds a
courier, scrappers or a tinker; a map after a snipe; snipers, medics, tear gas, the Fanatic and the
provocateur meeting in the skirmish; reaction windows with several players) and asserts what the
rulebook or ruling says. Only the public API is used; the engine's source was not read."""

from __future__ import annotations

from typing import Any

import scavengers as sc
from helpers import end_gathering, module_table, round_totals, round_winner, texts

CONTESTED = ["grenade", "field_crew", "wolf_pack", "sled_team"]
FILLER = ["refugee"] * 3


def decision(game: sc.Game) -> Any:
    return game.view(None).decision


def pass_all(game: sc.Game, kinds: tuple[str, ...] = ("respond", "save")) -> None:
    while (d := decision(game)) is not None and d.kind in kinds:
        game.apply(d.seat, "pass")


def pass_until_seat(game: sc.Game, seat: int) -> None:
    """Pass every skirmish, save or respond decision until ``seat`` decides."""
    while (d := decision(game)) is not None and d.seat != seat and d.kind in ("skirmish", "save", "respond"):
        game.apply(d.seat, "pass")


def finish_skirmish(game: sc.Game) -> None:
    pass_all(game, ("skirmish", "save", "respond"))


def resume_continue(game: sc.Game) -> None:
    pass_all(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(d.seat, "continue")
        pass_all(game)


# == A snipe answering a gathering action: what the rest of the action still does =============


def test_a_courier_sniped_out_of_a_draw_leaves_no_cards_to_discard_000_488_003_164_ruling_x11() -> None:
    """[000:488] only the sniped card is discarded, the rest of the action goes on; X-11: a courier
    draw discards 2 drawn cards "per courier in the action". With the courier sniped, the scout's
    draw of 2 goes on and nothing drawn is discarded."""
    game = module_table(
        {"recon3"},
        players=[
            {"hand": ["courier", "scout"], "deck": ["pills", "net", "junk", "spear", "refugee"]},
            {"hand": ["sniper_team"], "deck": FILLER},
            {"hand": ["refugee"], "deck": FILLER},
        ],
    )
    game.apply(0, "draw courier scout")
    assert decision(game).seat == 1
    game.apply(1, "snipe 0:courier")
    resume_continue(game)
    view = game.view(0)
    assert decision(game).kind == "turn", decision(game)
    assert sorted(view.hand) == ["net", "pills"]
    assert "courier" in view.seats[0].discard
    assert "pills" not in view.seats[0].discard
    assert "net" not in view.seats[0].discard


def test_scrappers_sniped_out_of_a_bottom_dig_leave_a_dig_from_the_top_000_488_003_186_ruling_x15() -> None:
    """X-15: only "a dig that includes a Scrappers card" may take its cards from the bottom
    [003:186-187]. Once the scrappers are sniped [000:488], the dig goes on without them: the
    scavenger and shovel dig 3 from the top."""
    game = module_table(
        {"recon3"},
        players=[
            {"hand": ["scrappers", "scavenger", "shovel"], "deck": FILLER},
            {"hand": ["sniper_team"], "deck": FILLER},
            {"hand": ["refugee"], "deck": FILLER},
        ],
        junkyard=["net", "pills", "spear", "junk", "junk", "rifle", "medkit", "multitool"],
    )
    game.apply(0, "dig bottom scrappers scavenger+shovel")
    game.apply(1, "snipe 0:scrappers")
    resume_continue(game)
    assert sorted(game.view(0).looking) == ["net", "pills", "spear"]


def test_a_map_cannot_bring_back_a_member_sniped_out_of_the_action_003_273_000_488_ruling_x19() -> None:
    """X-19: a map returns "one tribe member used in that action"; a sniped member was discarded
    [000:488] and never took part, so only the scavenger that dug may come back."""
    game = module_table(
        {"recon5"},
        players=[
            {"hand": ["scavenger", "brawler", "map"], "deck": FILLER},
            {"hand": ["sniper_team"], "deck": FILLER},
            {"hand": ["refugee"], "deck": FILLER},
        ],
        junkyard=["net", "pills", "spear", "junk"],
    )
    game.apply(0, "dig scavenger brawler")
    game.apply(1, "snipe 0:brawler")
    resume_continue(game)
    game.apply(0, "keep none")
    pass_all(game)
    options = texts(game, 0)
    assert "map scavenger" in options
    assert "map brawler" not in options


def test_a_tinker_sniped_out_of_a_build_leaves_no_build_to_go_on_with_003_197_ruling_i2_x16() -> None:
    """X-16: "a schematics dig is legal if it includes an engineer or a tinker"; I-2: after a snipe
    the action may continue only "if the action is still legal". The refugee left alone cannot dig
    the schematics (a refugee's dig is 0 and it is no engineer), so the build cannot go on."""
    game = module_table(
        {"recon3", "hq1", "hq2"},
        players=[
            {"hand": ["tinker", "scavenger"], "deck": FILLER},
            {"hand": ["sniper_team"], "deck": FILLER},
            {"hand": ["refugee"], "deck": FILLER},
        ],
    )
    game.apply(0, "build scavenger+tinker")
    game.apply(1, "snipe 0:tinker")
    pass_all(game)
    d = decision(game)
    if d.kind == "resume":
        assert "continue" not in texts(game, 0)
        game.apply(0, "abort")
    assert game.view(0).looking == ()
    assert "scavenger" in game.view(0).hand


# == Several players answering one gathering action ==========================================


def test_the_save_window_asks_the_targets_owner_first_then_clockwise_ruling_i4() -> None:
    """I-4: when a snipe is declared "a save window opens. It starts with the target's owner,
    then runs clockwise from her"; a third player may save with her medic [000:543]."""
    game = module_table(
        {"hq1"},
        seats=4,
        players=[
            {"hand": ["sniper_team"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
            {"hand": ["scavenger", "shovel", "refugee"], "deck": ["refugee"] * 3},
            {"hand": ["medic"], "deck": ["refugee"] * 3},
        ],
        initiator=2,
        junkyard=["net", "pills", "spear", "junk"],
    )
    game.apply(2, "dig scavenger+shovel")
    assert decision(game).seat == 3
    game.apply(3, "pass")
    assert decision(game).seat == 0
    game.apply(0, "snipe 2:scavenger")
    assert decision(game).kind == "save"
    asked = []
    while (d := decision(game)).kind == "save" and d.seat != 3:
        asked.append(d.seat)
        game.apply(d.seat, "pass")
    assert asked[:1] == [2]
    assert decision(game).seat == 3
    assert decision(game).kind == "save"
    game.apply(3, "save medic")
    resume_continue(game)
    assert sorted(game.view(2).looking) == ["net", "pills", "spear"]
    assert "medic" in game.view(3).seats[3].discard


def test_a_gathering_snipe_cannot_reach_the_sniper_that_made_it_000_484_ruling_i7() -> None:
    """[000:484] a gathering snipe "can't be prevented (unless a card like medic specifically
    counters the action)"; I-7: gathering targets are only the cards of the declaration. So a third
    player's sniper finds the first sniper no target."""
    game = module_table(
        set(),
        players=[
            {"hand": ["scavenger", "shovel", "brawler"], "deck": FILLER},
            {"hand": ["sniper_team"], "deck": FILLER},
            {"hand": ["sniper_team"], "deck": FILLER},
        ],
        junkyard=["net", "pills", "spear", "junk"],
    )
    game.apply(0, "dig scavenger+shovel brawler")
    game.apply(1, "snipe 0:brawler")
    while (d := decision(game)) is not None and d.kind in ("respond", "save") and d.seat != 2:
        game.apply(d.seat, "pass")
    if (d := decision(game)) is not None and d.seat == 2 and d.kind == "respond":
        options = texts(game, 2)
        assert not any(o.startswith("snipe 1:") for o in options)
        assert "snipe 0:scavenger" in options


# == Reactions meeting in the skirmish ========================================================


def test_an_earlier_snipe_stands_when_its_sniper_is_sniped_later_000_492_ruling_i5_s4() -> None:
    """I-5 and [000:492]: snipes in the skirmish "are implemented immediately upon activation";
    "sniping an earlier player's sniper ... only reduces her people count". Seat 0 snipes the thugs,
    seat 1 then snipes seat 0's sniper team: the thugs stay sniped, and the sniper's 2 people leave
    seat 0's force (S-4)."""
    game = module_table(
        set(),
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"], "deck": FILLER},
            {"hand": ["thugs", "sniper_team"], "deck": FILLER},
            {"hand": ["refugee"], "deck": FILLER},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit thugs sniper_team", 2: "commit refugee"})
    assert decision(game).seat == 0
    game.apply(0, "snipe 1:thugs")
    pass_until_seat(game, 1)
    assert decision(game).kind == "skirmish"
    game.apply(1, "snipe 0:sniper_team")
    finish_skirmish(game)
    result = round_totals(game, 3)
    assert result[0] == (True, 2, 1)
    assert result[1][:2] == (False, 0)
    assert result[1][2] == 2
    assert round_winner(game, 3) == 0


def test_one_medic_saves_once_a_second_snipe_on_the_same_card_lands_ruling_r12_i4() -> None:
    """R-12: a save "may be used once per card"; a medic that saved stays in the force (S-6) but
    cannot save again. Two sniper teams on the thugs: the medic stops the first, the second lands."""
    game = module_table(
        {"hq1"},
        round=3,
        players=[
            {"hand": ["sniper_team", "sniper_team", "brawler"], "deck": FILLER},
            {"hand": ["thugs", "medic"], "deck": FILLER},
            {"hand": ["refugee"], "deck": FILLER},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit sniper_team sniper_team brawler", 1: "commit thugs medic", 2: "commit refugee"})
    game.apply(0, "snipe 1:thugs")
    assert decision(game).seat == 1
    assert decision(game).kind == "save"
    game.apply(1, "save medic")
    pass_all(game)
    assert decision(game).seat == 0
    game.apply(0, "snipe 1:thugs")
    while (d := decision(game)) is not None and d.kind == "save":
        if d.seat == 1:
            assert "save medic" not in texts(game, 1)
        game.apply(d.seat, "pass")
    finish_skirmish(game)
    result = round_totals(game, 3)
    assert result[1][:2] == (False, 0)
    assert result[1][2] == 1  # the medic stays, the thugs are gone
    assert round_winner(game, 3) == 0


def test_a_player_whose_skirmish_turn_passed_may_still_save_ruling_s7_i4() -> None:
    """S-7: a player whose turn has passed "cannot act again, even in response, except to save";
    I-4: any player may save. The initiator's medic saves seat 2's thugs from seat 1's sniper."""
    game = module_table(
        {"hq1"},
        round=3,
        players=[
            {"hand": ["medic", "brawler", "sniper_team"], "deck": FILLER},
            {"hand": ["sniper_team", "scout"], "deck": FILLER},
            {"hand": ["thugs"], "deck": FILLER},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit medic brawler sniper_team", 1: "commit sniper_team scout", 2: "commit thugs"})
    assert decision(game).seat == 0
    assert decision(game).kind == "skirmish"
    game.apply(0, "pass")
    pass_until_seat(game, 1)
    game.apply(1, "snipe 2:thugs")
    while (d := decision(game)) is not None and d.kind == "save" and d.seat != 0:
        game.apply(d.seat, "pass")
    assert decision(game).seat == 0
    assert decision(game).kind == "save"
    game.apply(0, "save medic")
    finish_skirmish(game)
    result = round_totals(game, 3)
    assert result[2] == (True, 3, 3)
    assert round_winner(game, 3) == 2


def test_a_sniped_holder_leaves_its_tool_with_no_one_to_fight_000_240_392_ruling_s3() -> None:
    """[000:240] tools "cannot perform actions on their own"; [000:464] the sniped player may
    rearrange tools, but a refugee has no base fight [000:346], so nobody can hold the grenade:
    the force has no fight at all (S-3) and the lone scavenger's force wins."""
    game = module_table(
        set(),
        round=3,
        players=[
            {"hand": ["sniper_team", "scavenger"], "deck": FILLER},
            {"hand": ["brawler", "grenade", "refugee"], "deck": FILLER},
            {"hand": ["refugee"], "deck": FILLER},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit sniper_team scavenger", 1: "commit brawler grenade refugee", 2: "commit refugee"})
    game.apply(0, "snipe 1:brawler")
    finish_skirmish(game)
    result = round_totals(game, 3)
    assert result[1][:2] == (False, 0)
    assert result[1][2] == 1
    assert round_winner(game, 3) == 0


def test_the_fanatic_striking_another_person_lowers_the_provocateurs_force_size_ruling_s8_l7() -> None:
    """S-8: the provocateur's fight is the force size "recomputed at final resolution"; a card
    struck from the force no longer counts. The Fanatic (seat 1, after the announcement) discards
    the tribe family of 3: seat 0's fight falls from 4 to 1 and the thugs win."""
    game = module_table(
        {"recon2", "hq1", "hq2", "hq3"},
        round=3,
        players=[
            {"hand": ["provocateur", "tribe_family_3"], "deck": FILLER, "leader": "leader_mentor"},
            {"hand": ["refugee", "brawler"], "deck": FILLER, "leader": "leader_fanatic"},
            {"hand": ["refugee"], "deck": FILLER, "leader": "leader_peacemaker"},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit provocateur tribe_family_3", 1: "commit refugee brawler", 2: "commit refugee"})
    assert decision(game).seat == 0
    game.apply(0, "provoke provocateur")
    pass_until_seat(game, 1)
    game.apply(1, "lead refugee 0:tribe_family_3")
    finish_skirmish(game)
    result = round_totals(game, 3)
    assert result[0][:2] == (True, 1)
    assert round_winner(game, 3) == 1


def test_a_later_rogue_wins_the_tie_its_sniper_makes_by_sniping_the_first_rogue_003_145_149() -> None:
    """[003:145] any tie for highest fight lets the first rogue in turn order win, "it is not
    necessary that the player using the rogue be involved in the tie"; [003:149] a later player may
    snipe an earlier rogue. Seat 1 snipes seat 0's rogue: seat 0 (3) and seat 2 (3) tie, and seat
    1's rogue, now the first unsniped one (S-9), takes the resource."""
    game = module_table(
        {"recon2"},
        round=3,
        players=[
            {"hand": ["rogue", "brawler", "scavenger"], "deck": FILLER},
            {"hand": ["rogue", "sniper_team"], "deck": FILLER},
            {"hand": ["thugs"], "deck": FILLER},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit rogue brawler scavenger", 1: "commit rogue sniper_team", 2: "commit thugs"})
    pass_until_seat(game, 1)
    game.apply(1, "snipe 0:rogue")
    finish_skirmish(game)
    result = round_totals(game, 3)
    assert result[0][:2] == (True, 3)
    assert result[2][:2] == (True, 3)
    assert round_winner(game, 3) == 1


# == Buildings and leaders meeting reactions ==================================================


def test_a_third_players_medic_stored_in_her_bunker_saves_anothers_card_ruling_i4_i6() -> None:
    """I-4: "Any player may save with a medic ... retrieved from her bunker"; [000:629] the bunker is
    the one building reachable on another player's turn. Seat 2 takes her medic out and saves seat
    0's scavenger from seat 1's sniper; the dig goes on with the shovel (3 cards)."""
    game = module_table(
        {"hq1", "hq2"},
        players=[
            {"hand": ["scavenger", "shovel"], "deck": FILLER},
            {"hand": ["sniper_team"], "deck": FILLER},
            {"hand": ["refugee"], "deck": FILLER, "buildings": [{"building": "bunker", "stored": ["medic"]}]},
        ],
        junkyard=["net", "pills", "spear", "junk"],
    )
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "snipe 0:scavenger")
    while (d := decision(game)).kind == "save" and d.seat != 2:
        game.apply(d.seat, "pass")
    assert (decision(game).kind, decision(game).seat) == ("save", 2)
    if "save medic" not in texts(game, 2):
        game.apply(2, "retrieve bunker medic")
    game.apply(2, "save medic")
    resume_continue(game)
    assert sorted(game.view(0).looking) == ["net", "pills", "spear"]
    assert "medic" in game.view(2).seats[2].discard
    assert game.view(2).stored[0] == ()


def test_the_yardmaster_may_put_the_top_two_under_before_anothers_dig_resolves_003_283_284_ruling_i1() -> None:
    """[003:284] the Yardmaster's peek "may be taken at any time during the round"; I-1: the
    response window comes "before any part of the action resolves". Putting the top 2 under in
    seat 0's dig window leaves seat 0's dig of 3 to turn up the next three cards."""
    game = module_table(
        {"hq1", "hq2", "hq3", "recon5"},
        players=[
            {"hand": ["scavenger", "shovel"], "deck": FILLER, "leader": "leader_mentor"},
            {"hand": ["refugee"], "deck": FILLER, "leader": "leader_yardmaster"},
            {"hand": ["refugee"], "deck": FILLER, "leader": "leader_organizer"},
        ],
        junkyard=["net", "pills", "spear", "junk", "rifle", "medkit"],
    )
    game.apply(0, "dig scavenger+shovel")
    assert decision(game).seat == 1
    game.apply(1, "yard")
    game.apply(1, "yard bottom")
    pass_all(game)
    assert sorted(game.view(0).looking) == ["junk", "rifle", "spear"]


def test_a_cancelled_spy_with_binoculars_discards_both_and_each_side_draws_one_003_30_72_86() -> None:
    """[003:30] "The canceled card and the card performing the cancel action are both discarded";
    [003:72] a cancelled spy's "draw of 1 is still performed"; [003:86] the scouting refugee's owner
    draws 1; X-4: "a cancelled binoculars is discarded". Nothing of seat 1's hand is seen."""
    game = module_table(
        {"recon1"},
        players=[
            {"hand": ["spy", "binoculars", "brawler"], "deck": ["pills", "net"]},
            {"hand": ["refugee", "spear"], "deck": FILLER},
            {"hand": ["scouting_refugee"], "deck": ["medkit", "junk"]},
        ],
    )
    game.apply(0, "spy binoculars 1:hand")
    while (d := decision(game)).kind == "respond" and d.seat != 2:
        game.apply(d.seat, "pass")
    assert decision(game).seat == 2
    game.apply(2, "cancel scouting_refugee")
    pass_all(game)
    view0 = game.view(0)
    assert sorted(view0.hand) == ["brawler", "pills"]
    assert {"spy", "binoculars"} <= set(view0.seats[0].discard)
    assert not any(k.zone.startswith("1:") for k in view0.knowledge)
    view2 = game.view(2)
    assert view2.hand == ("medkit",)
    assert "scouting_refugee" in view2.seats[2].discard


def test_a_medic_saves_a_spy_from_a_snipe_and_the_spying_goes_ahead_000_543_003_73() -> None:
    """[003:73] "A spy can be sniped"; [000:543] a medic can save a tribe member from a snipe (I-4,
    its owner first). Saved, the spy still looks at seat 2's hand, and the medic is discarded."""
    game = module_table(
        {"recon1", "hq1"},
        players=[
            {"hand": ["spy", "medic"], "deck": ["pills", "net"]},
            {"hand": ["sniper_team"], "deck": FILLER},
            {"hand": ["brawler", "spear"], "deck": FILLER},
        ],
    )
    game.apply(0, "spy 2:hand")
    assert decision(game).seat == 1
    game.apply(1, "snipe 0:spy")
    assert decision(game).kind == "save"
    assert decision(game).seat == 0
    game.apply(0, "save medic")
    pass_all(game)
    view = game.view(0)
    seen = [k for k in view.knowledge if k.zone == "2:hand"]
    assert seen
    assert sorted(seen[0].cards) == ["brawler", "spear"]
    assert "medic" in view.seats[0].discard
    assert "sniper_team" in view.seats[1].discard


def test_a_hardy_scavenger_struck_by_the_fanatic_does_not_return_003_181_ruling_s12_l7() -> None:
    """S-12: a hardy scavenger returns "only if it was in its owner's force at final resolution";
    L-7: the Fanatic's target is discarded. Seat 1 loses, but its struck hardy scavenger stays in
    the discard pile while the one left in the force comes back to hand."""
    game = module_table(
        {"recon3", "hq1", "hq2", "hq3"},
        round=3,
        players=[
            {"hand": ["refugee", "thugs"], "deck": FILLER, "leader": "leader_fanatic"},
            {
                "hand": ["hardy_scavenger", "hardy_scavenger", "scout"],
                "deck": ["junk"] * 5,
                "leader": "leader_mentor",
            },
            {"hand": ["refugee"], "deck": FILLER, "leader": "leader_peacemaker"},
        ],
        contested=CONTESTED,
    )
    end_gathering(
        game, {0: "commit refugee thugs", 1: "commit hardy_scavenger hardy_scavenger scout", 2: "commit refugee"}
    )
    assert decision(game).seat == 0
    game.apply(0, "lead refugee 1:hardy_scavenger")
    finish_skirmish(game)
    assert round_winner(game, 3) == 0
    view = game.view(1)
    assert view.hand.count("hardy_scavenger") == 1
    assert view.seats[1].discard.count("hardy_scavenger") == 1


def test_a_hardy_scavenger_a_drill_sergeant_draws_in_the_skirmish_was_never_sent_003_176_181_ruling_x13() -> None:
    """X-13: cards a drill sergeant draws in the skirmish "go to hand, cannot join the force, and
    are discarded at the end of the round"; [003:181] only hardy scavengers "you sent" return. The
    losing player's drawn hardy scavenger is discarded, the one sent returns."""
    game = module_table(
        {"recon3"},
        round=3,
        players=[
            {"hand": ["thugs"], "deck": FILLER},
            {
                "hand": ["drill_sergeant", "hardy_scavenger"],
                "deck": ["hardy_scavenger", "junk", "refugee", "refugee", "refugee", "refugee", "refugee"],
            },
            {"hand": ["refugee"], "deck": FILLER},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit thugs", 1: "commit drill_sergeant hardy_scavenger", 2: "commit refugee"})
    pass_until_seat(game, 1)
    assert "drill drill_sergeant" in texts(game, 1)
    game.apply(1, "drill drill_sergeant")
    if (d := decision(game)) is not None and d.kind == "shuffle":
        game.apply(1, "shuffle none")
    pass_all(game)
    finish_skirmish(game)
    assert round_winner(game, 3) == 0
    view = game.view(1)
    assert "hardy_scavenger" in view.seats[1].discard
    assert "junk" in view.seats[1].discard
    # the returned one plus the five drawn (refugees)
    assert sorted(view.hand) == ["hardy_scavenger"] + ["refugee"] * 5


def test_a_refugee_the_butcher_removes_no_longer_counts_for_the_humanitarians_000_658_003_264() -> None:
    """[000:658] removed cards "do not count toward final scoring"; [003:264] the Humanitarians
    go to the most refugee-titled cards and [003:265] a tie awards nobody. Seat 0 (2 refugees)
    butchers one: 1 against seat 1's 1, so nobody gets the gang."""
    game = module_table(
        {"hq1", "hq2", "hq3", "recon5"},
        round=3,
        players=[
            {"hand": ["refugee", "refugee"], "leader": "leader_butcher"},
            {"hand": ["refugee"], "leader": "leader_mentor"},
            {"hand": ["brawler"], "leader": "leader_peacemaker"},
        ],
        contested=["grenade"],
    )
    game.apply(0, "lead refugee")
    pass_all(game)
    assert game.view(0).seats[0].removed == 1
    while not game.over:
        d = decision(game)
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    result = game.result
    assert result is not None
    assert all("gang_humanitarians" not in score.gangs for score in result.scores)


# == Several players in one gathering window ===================================================


def test_a_player_who_passed_is_asked_again_after_a_later_players_snipe_ruling_i1() -> None:
    """I-1: "After every effect resolves, the window restarts with the next player. It closes when
    all players pass in a row." Seat 1 passes, seat 2 snipes; the window then asks seat 3 and seat
    1 again, and seat 1's saboteur may still disarm the shovel."""
    few = ["refugee"] * 3
    game = module_table(
        set(),
        seats=4,
        players=[
            {"hand": ["scavenger", "shovel", "brawler"], "deck": few},
            {"hand": ["saboteur"], "deck": few},
            {"hand": ["sniper_team"], "deck": few},
            {"hand": ["refugee"], "deck": few},
        ],
        junkyard=["net", "pills", "spear", "junk", "rifle"],
    )
    game.apply(0, "dig scavenger+shovel brawler")
    assert decision(game).seat == 1
    game.apply(1, "pass")
    assert decision(game).seat == 2
    game.apply(2, "snipe 0:brawler")
    pass_all(game, ("save",))
    assert (decision(game).kind, decision(game).seat) == ("respond", 3)
    game.apply(3, "pass")
    assert (decision(game).kind, decision(game).seat) == ("respond", 1)
    game.apply(1, "disarm 0:shovel")
    resume_continue(game)
    assert game.view(0).looking == ("net",)  # the scavenger alone digs 1


def test_the_active_player_saves_her_own_card_with_a_medic_from_hand_000_543_ruling_i4() -> None:
    """I-4: the save window "starts with the target's owner", here the digging player herself;
    her medic from hand saves the scavenger, which digs on with its shovel (3 cards)."""
    game = module_table(
        {"hq1"},
        players=[
            {"hand": ["scavenger", "shovel", "medic"], "deck": FILLER},
            {"hand": ["sniper_team"], "deck": FILLER},
            {"hand": ["refugee"], "deck": FILLER},
        ],
        junkyard=["net", "pills", "spear", "junk"],
    )
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "snipe 0:scavenger")
    assert (decision(game).kind, decision(game).seat) == ("save", 0)
    game.apply(0, "save medic")
    resume_continue(game)
    assert sorted(game.view(0).looking) == ["net", "pills", "spear"]
    assert {"medic", "sniper_team"} <= set(game.view(0).seats[0].discard) | set(game.view(0).seats[1].discard)


# == Buildings, leaders and Recon cards in one force ===========================================


def test_the_fanatic_striking_a_tool_shrinks_portable_decoys_and_so_the_provocateur_ruling_s8_s11() -> None:
    """S-11: Portable Decoys count floor(N/2) over the cards "still in the force at final
    resolution"; S-8: the provocateur's fight is that force size, recomputed at the end. The
    Fanatic strikes seat 0's spear: 4 cards (+2) become 3 (+1), size 6 becomes 5. Seat 1's thugs
    and brawler also fight 5, and seat 0 wins the tie on people (5 against 4)."""
    game = module_table(
        {"hq1", "hq2", "hq3", "recon2", "recon3"},
        round=3,
        players=[
            {
                "hand": ["provocateur", "tribe_family_3", "spear", "pills"],
                "deck": FILLER,
                "leader": "leader_mentor",
                "buildings": [{"building": "portable_decoys"}],
            },
            {"hand": ["refugee", "thugs", "brawler"], "deck": FILLER, "leader": "leader_fanatic"},
            {"hand": ["refugee"], "deck": FILLER, "leader": "leader_peacemaker"},
        ],
        contested=CONTESTED,
    )
    end_gathering(
        game,
        {0: "commit provocateur tribe_family_3 spear pills", 1: "commit refugee thugs brawler", 2: "commit refugee"},
    )
    game.apply(0, "provoke provocateur")
    pass_until_seat(game, 1)
    game.apply(1, "lead refugee 0:spear")
    finish_skirmish(game)
    result = round_totals(game, 3)
    assert result[0] == (True, 5, 5)
    assert result[1] == (True, 5, 4)
    assert round_winner(game, 3) == 0


def test_a_used_tear_gas_stays_in_the_force_for_portable_decoys_000_270_ruling_s11() -> None:
    """[000:270] "all cards remain until the end of the round, even if a special power is
    activated"; S-11 counts instants among the decoys' cards. Brawler and used tear gas: 2 cards,
    +1 person. Seats 0 and 1 tie at fight 2 and people 2: a deadlock."""
    game = module_table(
        {"hq1", "hq2", "recon3", "recon4"},
        round=3,
        players=[
            {"hand": ["tear_gas", "brawler"], "deck": FILLER, "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["scout", "scavenger"], "deck": FILLER},
            {"hand": ["brawler"], "deck": FILLER},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit tear_gas brawler", 1: "commit scout scavenger", 2: "commit brawler"})
    game.apply(0, "gas 1:scavenger")
    finish_skirmish(game)
    result = round_totals(game, 3)
    assert result[0] == (True, 2, 2)
    assert result[1] == (True, 2, 2)
    assert round_winner(game, 3) is None


def test_the_mentors_bonus_is_a_combat_modifier_the_provocateur_ignores_003_131_ruling_s8() -> None:
    """[003:131] the provocateur counts the force "ignoring any tools or other combat modifiers";
    the Mentor's +1 fight (L-3) is such a modifier. Force after the Mentor's refugee leaves:
    provocateur 1 + tribe family 3 + brawler 1 = 5, not 6."""
    game = module_table(
        {"hq1", "hq2", "hq3", "recon2"},
        round=3,
        players=[
            {
                "hand": ["provocateur", "tribe_family_3", "refugee", "brawler"],
                "deck": FILLER,
                "leader": "leader_mentor",
            },
            {"hand": ["thugs", "scout"], "deck": FILLER, "leader": "leader_peacemaker"},
            {"hand": ["refugee"], "deck": FILLER, "leader": "leader_organizer"},
        ],
        contested=CONTESTED,
    )
    end_gathering(
        game, {0: "commit provocateur tribe_family_3 refugee brawler", 1: "commit thugs scout", 2: "commit refugee"}
    )
    game.apply(0, "lead refugee")
    game.apply(0, "provoke provocateur")
    finish_skirmish(game)
    result = round_totals(game, 3)
    assert result[0] == (True, 5, 5)
    assert round_winner(game, 3) == 0


# == The solo game meets the leaders ==========================================================


def solo(hand: list[str], opponents: list[list[str]], leader: str) -> sc.Game:
    scenario = {"players": [{"hand": hand, "deck": ["junk"] * 5, "leader": leader}], "opponents": opponents}
    config = sc.GameConfig(players=1, seed=0, modules=frozenset({"hq1", "hq2", "hq3"}), scenario=scenario)
    return sc.Game.new(config)


def test_solo_the_gangsters_refugees_win_a_fight_tie_on_people_ruling_l8_v6() -> None:
    """L-8: the Gangster's refugees fight 0 and count 2 people in ties; V-6: solo ties use fight
    then people. Two refugees (fight 0, 4 people) beat a tribe family of 3 (fight 0, 3 people)."""
    game = solo(["refugee", "refugee"], [["tribe_family_3"], ["grenade"]], "leader_gangster")
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit refugee refugee")
    assert decision(game).kind == "prize"
    assert texts(game, 0) == ["keep tribe_family_3"]


def test_solo_the_fanatic_strikes_an_opponent_card_which_is_then_no_prize_ruling_l7_v5() -> None:
    """L-7: the Fanatic strikes on its owner's skirmish turn, discarding one revealed opponent card
    and removing its refugee from play; V-5: the player acts in the solo skirmish. Striking the
    thugs leaves the brawler (2) against a tribe family (0): a win, with only the family to take."""
    game = solo(["refugee", "brawler"], [["thugs", "tribe_family_3"], ["grenade"]], "leader_fanatic")
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit refugee brawler")
    assert "lead refugee 1:thugs" in texts(game, 0)
    game.apply(0, "lead refugee 1:thugs")
    assert decision(game).kind == "prize"
    assert texts(game, 0) == ["keep tribe_family_3"]
    assert game.view(0).seats[0].removed == 1


# == More meetings of leaders, buildings and reactions =========================================


def test_the_skirmish_save_window_asks_the_targets_owner_first_then_clockwise_ruling_i4_s7() -> None:
    """I-4: the save window "starts with the target's owner, then runs clockwise from her", and
    S-7 lets every player save, even one whose turn has passed (the sniper's own owner included)."""
    few = ["refugee"] * 3
    game = module_table(
        {"hq1"},
        seats=4,
        round=3,
        players=[
            {"hand": ["sniper_team", "medic"], "deck": few},
            {"hand": ["medic", "scout"], "deck": few},
            {"hand": ["thugs", "medic"], "deck": few},
            {"hand": ["medic", "brawler"], "deck": few},
        ],
        contested=CONTESTED,
    )
    end_gathering(
        game,
        {0: "commit sniper_team medic", 1: "commit medic scout", 2: "commit thugs medic", 3: "commit medic brawler"},
    )
    game.apply(0, "snipe 2:thugs")
    order = []
    while (d := decision(game)) is not None and d.kind == "save":
        order.append(d.seat)
        game.apply(d.seat, "pass")
    assert order == [2, 3, 0, 1]


def test_the_organizers_draw_leaves_a_drill_sergeant_and_a_spy_their_own_draws_ruling_l4_x12() -> None:
    """L-4: the Organizer's draw "is the player's draw action for the round, so no other draw
    action is allowed"; X-12: the drill sergeant's draw "is not the draw action"; [003:68] a spy
    draws 1 after spying. After the Organizer, the scout's draw is refused but both others work."""
    game = module_table(
        {"hq1", "hq2", "hq3", "recon1", "recon3"},
        players=[
            {
                "hand": ["refugee", "drill_sergeant", "spy", "scout"],
                "deck": ["pills", "net", "junk", "spear", "medkit", "multitool"],
                "discard": ["brawler"],
                "leader": "leader_organizer",
            },
            {"hand": ["refugee"], "deck": FILLER, "leader": "leader_mentor"},
            {"hand": ["refugee"], "deck": FILLER, "leader": "leader_peacemaker"},
        ],
    )
    game.apply(0, "lead refugee")
    pass_all(game)
    game.apply(0, "keep pills")
    pass_all(game)
    options = texts(game, 0)
    assert not any(o.startswith("draw") for o in options)
    assert "drill drill_sergeant" in options
    game.apply(0, "drill drill_sergeant")
    pass_all(game)
    if decision(game).kind == "shuffle":
        game.apply(0, "shuffle none")
        pass_all(game)
    assert len(game.view(0).hand) == 5  # pills, scout, spy and the 2 the sergeant drew
    assert "spy 1:hand" in texts(game, 0)
    game.apply(0, "spy 1:hand")
    pass_all(game)
    assert len(game.view(0).hand) == 5  # the spy is discarded and replaced by 1 card


def test_a_fanatic_whose_force_refugee_was_sniped_cannot_strike_ruling_l1_i6() -> None:
    """L-1: in the skirmish the Fanatic's refugee comes from the revealed force; I-6: "During the
    skirmish, only cards in the player's revealed force may be used". The initiator snipes seat 1's
    only refugee, so seat 1's Fanatic has nothing to strike with."""
    game = module_table(
        {"hq1", "hq2", "hq3"},
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"], "deck": FILLER, "leader": "leader_mentor"},
            {"hand": ["refugee", "thugs"], "deck": FILLER, "leader": "leader_fanatic"},
            {"hand": ["scout"], "deck": FILLER, "leader": "leader_peacemaker"},
        ],
        contested=CONTESTED,
    )
    end_gathering(game, {0: "commit sniper_team brawler", 1: "commit refugee thugs", 2: "commit scout"})
    game.apply(0, "snipe 1:refugee")
    pass_all(game)
    if (d := decision(game)) is not None and d.seat == 1 and d.kind == "skirmish":
        assert not any(o.startswith("lead") for o in texts(game, 1))
    finish_skirmish(game)
    assert round_winner(game, 3) == 1
    assert game.view(1).seats[1].removed == 0


def test_a_sniper_retrieved_before_its_owners_turn_may_be_stored_again_on_that_turn_ruling_i11_h7() -> None:
    """I-11: "A player who has not yet taken her turn may retrieve freely and use the card normally
    on her turn"; H-7: storing is allowed on her own turn before committing. Seat 2 takes her sniper
    from the bunker in seat 0's window, does not use it, and may put it back on her own turn."""
    game = module_table(
        {"hq1", "hq2"},
        round=3,
        players=[
            {"hand": ["scavenger", "shovel"], "deck": FILLER},
            {"hand": ["refugee"], "deck": FILLER},
            {"hand": ["thugs"], "deck": FILLER, "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
        ],
        contested=CONTESTED,
        junkyard=["net", "pills", "spear", "junk"],
    )
    game.apply(0, "dig scavenger+shovel")
    while (d := decision(game)).kind == "respond" and d.seat != 2:
        game.apply(d.seat, "pass")
    game.apply(2, "retrieve bunker sniper_team")
    assert "snipe 0:scavenger" in texts(game, 2)
    game.apply(2, "pass")
    for _ in range(20):
        d = decision(game)
        if d.kind == "turn" and d.seat == 2:
            break
        if d.kind in ("respond", "save"):
            game.apply(d.seat, "pass")
        elif d.kind == "keep":
            game.apply(d.seat, "keep net")
        elif d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, "commit none")
    assert (decision(game).kind, decision(game).seat) == ("turn", 2)
    assert "store bunker sniper_team" in texts(game, 2)
    game.apply(2, "store bunker sniper_team")
    assert game.view(2).stored[0] == ("sniper_team",)
