"""Resource gathering [000:194-262]: dig, draw, hunt, hire, trash, and the key concepts
[000:182-190], with the rulebook's worked examples built as scenarios."""

from __future__ import annotations

import pytest

import scavengers as sc
from helpers import act, table, zone_counter, zone_kinds
from scavengers.engine.core.events import EventType


def solo_hand(hand: list[str], **scenario: object) -> sc.Game:
    """Round 1, three players, seat 0 the initiator holding ``hand``; the others hold nothing
    (so no response window opens)."""
    scenario.setdefault("round", 1)
    return table(3, initiator=0, players=[{"hand": hand, **scenario.pop("player", {})}], **scenario)  # type: ignore[dict-item]


# -- dig ------------------------------------------------------------------------------------


def test_dig_example_a_brawler_digs_one_card_and_keeps_it() -> None:
    # [000:206]: Natalie's brawler (dig 1) draws one junkyard card and keeps it.
    game = solo_hand(["brawler", "shovel"], junkyard=["net", "junk", "pills"])
    act(game, 0, "dig brawler")
    assert game.view(0).looking == ("net",)
    assert game.view(0).decision == sc.Decision("keep", 0)
    game.apply(0, "keep net")
    assert zone_counter(game, "0:discard") == {"brawler": 1, "net": 1}
    assert zone_kinds(game, "junkyard") == ["junk", "pills"]


def test_dig_example_a_brawler_with_a_shovel_digs_three() -> None:
    # [000:206]: "If Natalie were to also play a shovel, then the combined dig score would be 3".
    game = solo_hand(["brawler", "shovel"], junkyard=["net", "junk", "pills", "spear"])
    act(game, 0, "dig brawler+shovel")
    assert game.view(0).looking == ("junk", "net", "pills")


def test_dig_keeps_one_card_or_none_ruling_ed4() -> None:
    game = solo_hand(["scavenger", "shovel"], junkyard=["net", "net", "junk"])
    act(game, 0, "dig scavenger+shovel")
    assert [str(a) for a in game.legal_actions(0)] == ["keep none", "keep junk", "keep net"]
    game.apply(0, "keep none")
    assert zone_counter(game, "0:discard") == {"scavenger": 1, "shovel": 1}
    assert len(game.zones()["junkyard"]) == 3


def test_dug_cards_go_back_to_the_bottom_without_a_shuffle_ruling_ed14() -> None:
    game = solo_hand(["scavenger", "shovel"], junkyard=["net", "junk", "pills", "spear", "medkit"])
    act(game, 0, "dig scavenger+shovel")
    game.apply(0, "keep junk")
    assert zone_kinds(game, "junkyard") == ["spear", "medkit", "net", "pills"]


def test_the_kept_card_is_tucked_face_down_ruling_r16() -> None:
    game = solo_hand(["brawler"], junkyard=["grenade"])
    act(game, 0, "dig brawler")
    game.apply(0, "keep grenade")
    mine, theirs = game.view(0), game.view(1)
    assert mine.discard_hidden == ("grenade",)
    assert theirs.seats[0].discard == ("brawler",)
    assert theirs.seats[0].discard_hidden_count == 1
    assert theirs.discard_hidden == ()
    assert all("grenade" not in e.cards for e in game.log(1))
    assert any("grenade" in e.cards for e in game.log(0))


def test_a_dig_larger_than_the_junkyard_reveals_what_there_is_ruling_r7() -> None:
    game = solo_hand(["scavenger", "shovel"], junkyard=["net"])
    act(game, 0, "dig scavenger+shovel")
    assert game.view(0).looking == ("net",)


def test_digging_an_empty_junkyard_is_legal_and_uses_the_dig_ruling_r7() -> None:
    game = solo_hand(["scavenger", "shovel"], junkyard=[])
    act(game, 0, "dig scavenger")
    assert game.view(0).decision == sc.Decision("turn", 0)
    assert "dig" in game.view(0).seats[0].used


def test_a_walkthrough_refugee_with_a_shovel_digs_two() -> None:
    # Sample round walkthrough [000:504]: "using a refugee and a shovel for a dig of 2".
    game = solo_hand(["refugee", "shovel"], junkyard=["net", "junk", "pills"])
    act(game, 0, "dig refugee+shovel")
    assert game.view(0).looking == ("junk", "net")


# -- draw -----------------------------------------------------------------------------------


def test_draw_example_a_scout_and_a_sled_team_draw_four() -> None:
    # [000:210]: scout (draw 2) + sled team (draw 2) draw 4 cards.
    game = solo_hand(["scout", "sled_team"], player={"deck": ["pills", "net", "junk", "spear", "refugee"]})
    act(game, 0, "draw scout sled_team")
    assert sorted(game.view(0).hand) == ["junk", "net", "pills", "spear"]
    assert zone_kinds(game, "0:deck") == ["refugee"]


def test_draw_example_two_scavengers_and_a_scout_also_draw_four() -> None:
    game = solo_hand(["scavenger", "scavenger", "scout"], player={"deck": ["pills", "net", "junk", "spear", "refugee"]})
    act(game, 0, "draw scavenger scavenger scout")
    assert len(game.view(0).hand) == 4


def test_a_draw_reshuffles_the_discard_lazily_when_the_deck_runs_out_ruling_r6() -> None:
    game = solo_hand(["scout"], player={"deck": ["net"], "discard": ["pills", "junk"]})
    events = act(game, 0, "draw scout")
    assert [e.type for e in events].count(EventType.RESHUFFLED) == 1
    hand = game.view(0).hand
    assert len(hand) == 2
    assert "net" in hand
    # The discard (pills, junk) became the new deck; the scout is discarded only after its
    # draw resolved [000:256], so it was not shuffled in.
    rest = sorted([*zone_kinds(game, "0:deck"), *[k for k in hand if k != "net"]])
    assert rest == ["junk", "pills"]
    assert zone_kinds(game, "0:discard") == ["scout"]


def test_a_draw_beyond_deck_and_discard_is_lost_ruling_r5() -> None:
    game = solo_hand(["scout"], player={"deck": []})
    act(game, 0, "draw scout")
    # Nothing is left to draw; the scout cannot draw itself [000:187, 256], so the draw is lost.
    assert game.view(0).hand == ()
    assert game.view(0).seats[0].deck_count == 0
    assert zone_kinds(game, "0:discard") == ["scout"]


# -- hunt and hire --------------------------------------------------------------------------


def test_hunt_example_two_scavengers_and_a_spear_hunt_three() -> None:
    # [000:222]: "Her combined hunt score is 3. Natalie can now spend 3 food".
    game = solo_hand(["scavenger", "scavenger", "spear", "pills"])
    act(game, 0, "hunt scavenger+spear scavenger")
    assert game.view(0).seats[0].food == 3
    legal = {str(a) for a in game.legal_actions(0)}
    assert "hire brawler" in legal
    assert "hire scout pay pills" in legal  # 2 food + 1 med
    assert "hire thugs" not in legal


def test_a_tool_does_not_grant_or_raise_an_ability_it_lacks() -> None:
    # [000:240-242]: the shovel cannot improve a scavenger's hunt.
    game = solo_hand(["scavenger", "shovel"])
    assert not any(a.verb is sc.Verb.HUNT and "shovel" in a.cards for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction, match="cannot hunt"):
        game.apply(0, "hunt scavenger+shovel")


def test_a_refugee_alone_cannot_dig_ruling_r10() -> None:
    game = solo_hand(["refugee"])
    with pytest.raises(sc.IllegalAction, match="at least 1"):
        game.apply(0, "dig refugee")


def test_one_tool_per_person() -> None:
    # [000:189]
    game = solo_hand(["scavenger", "shovel", "pickaxe"])
    with pytest.raises(sc.IllegalAction, match="only one tool"):
        game.apply(0, "dig scavenger+shovel+pickaxe")
    assert not any(set(a.cards) >= {"shovel", "pickaxe"} for a in game.legal_actions(0) if a.verb is sc.Verb.DIG)


def test_group_leaders_stack_and_are_not_tools() -> None:
    # [000:440-446]: several group leaders on one unit, and a tool as well.
    game = solo_hand(["refugee", "group_leaders", "group_leaders", "shovel"], junkyard=["junk"] * 7)
    act(game, 0, "dig refugee+shovel+group_leaders+group_leaders")
    assert len(game.view(0).looking) == 6


def test_group_leaders_let_a_tribe_family_hunt() -> None:
    # [000:448-450]
    game = solo_hand(["tribe_family_3", "group_leaders"])
    act(game, 0, "hunt tribe_family_3+group_leaders")
    assert game.view(0).seats[0].food == 2


def test_group_leaders_need_a_person_with_the_base_ability() -> None:
    game = solo_hand(["group_leaders", "scout"])
    assert not any(a.verb is sc.Verb.DIG for a in game.legal_actions(0))


def test_medicine_pays_without_a_person_rattle_the_pills() -> None:
    # [000:408-410]: a hunter (1 med) hired with pills alone.
    game = solo_hand(["pills"])
    act(game, 0, "hire hunter pay pills")
    assert zone_counter(game, "0:discard") == {"hunter": 1, "pills": 1}
    assert len(game.zones()["market:hunter"]) == 7


def test_thugs_cost_six_in_any_mix_of_food_and_meds_ruling_r13() -> None:
    game = solo_hand(["scavenger", "scavenger", "medkit", "medkit"])
    legal = {str(a) for a in game.legal_actions(0)}
    assert "hire thugs pay medkit medkit" not in legal  # 4 meds, no food yet
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire thugs pay medkit medkit")
    assert "thugs" in zone_kinds(game, "0:discard")


def test_food_does_not_pay_a_med_cost_ruling_r13() -> None:
    game = solo_hand(["scavenger", "scavenger", "scavenger"])
    act(game, 0, "hunt scavenger scavenger scavenger")
    with pytest.raises(sc.IllegalAction, match="a hunter costs 1 med; this hire brings"):
        game.apply(0, "hire hunter")


def test_hire_at_most_once_per_round_ruling_r11() -> None:
    game = solo_hand(["pills", "pills"])
    act(game, 0, "hire hunter pay pills")
    with pytest.raises(sc.IllegalAction, match="already used this round"):
        game.apply(0, "hire hunter pay pills")


def test_an_empty_stack_cannot_be_hired_ruling_r9() -> None:
    game = solo_hand(["pills"], market={"hunter": 0})
    with pytest.raises(sc.IllegalAction, match="stack is empty"):
        game.apply(0, "hire hunter pay pills")


def test_hunted_food_is_lost_at_the_end_of_the_turn_ruling_r3() -> None:
    game = solo_hand(["scavenger"])
    act(game, 0, "hunt scavenger")
    act(game, 0, "end")
    assert game.view(0).seats[0].food == 0


# -- trash ----------------------------------------------------------------------------------


def test_trash_puts_cards_face_down_into_the_junkyard_and_shuffles_it() -> None:
    # [000:226-228, 236]
    game = solo_hand(["junk", "refugee", "scout"], junkyard=["net"] * 4 + ["pills"] * 4)
    act(game, 0, "trash junk refugee")
    assert sorted(game.view(0).hand) == ["scout"]
    junkyard = zone_counter(game, "junkyard")
    assert junkyard == {"net": 4, "pills": 4, "junk": 1, "refugee": 1}
    assert zone_kinds(game, "junkyard") != ["net"] * 4 + ["pills"] * 4 + ["junk", "refugee"]
    public = [e for e in game.log(1) if e.type is EventType.TRASHED]
    assert [(e.count, e.cards) for e in public] == [(2, ())]


def test_each_action_at_most_once_per_round_ruling_r11() -> None:
    game = solo_hand(["scavenger", "scavenger", "junk", "junk"])
    act(game, 0, "dig scavenger")
    assert game.view(0).decision == sc.Decision("keep", 0)  # the dig of 1 turned up a card
    game.apply(0, "keep none")
    act(game, 0, "trash junk")
    legal = game.legal_actions(0)
    assert not any(a.verb in (sc.Verb.DIG, sc.Verb.TRASH) for a in legal)
    with pytest.raises(sc.IllegalAction, match="dig was already used this round"):
        game.apply(0, "dig scavenger")


# -- ending the turn and committing ---------------------------------------------------------


def test_no_commitment_in_rounds_1_and_2_ruling_r1() -> None:
    # RULINGS R-1: no commitment; unused cards stay in hand until the end of the round.
    game = solo_hand(["brawler", "refugee"], player={"deck": ["scout"] * 5})
    act(game, 0, "end")
    assert game.view(0).seats[0].committed_count == 0
    assert game.view(None).decision == sc.Decision("turn", 1)
    assert zone_counter(game, "0:hand") == {"brawler": 1, "refugee": 1}
    act(game, 1, "end")
    act(game, 2, "end")
    assert zone_counter(game, "0:discard") == {"brawler": 1, "refugee": 1}


def test_commit_any_subset_and_discard_the_rest_face_up_ruling_r2() -> None:
    game = solo_hand(["brawler", "refugee", "pills"], round=3)
    act(game, 0, "end")
    assert game.view(0).decision == sc.Decision("commit", 0)
    commits = [str(a) for a in game.legal_actions(0)]
    assert len(commits) == 8
    assert "commit none" in commits
    assert "commit brawler pills refugee" in commits
    game.apply(0, "commit brawler refugee")
    assert game.view(1).seats[0].committed_count == 2
    assert game.view(1).seats[0].discard == ("pills",)
    assert game.view(0).committed == ("brawler", "refugee")
    assert game.view(1).committed == ()


# -- response windows -----------------------------------------------------------------------


def windows_table(**extra: object) -> sc.Game:
    """Round 1; seat 0 (initiator) hunts; seat 1 holds a sniper and a saboteur; seat 2 a refugee."""
    return table(
        3,
        round=1,
        initiator=0,
        players=[
            {"hand": ["scavenger", "scavenger", "spear", "shovel"]},
            {"hand": ["sniper_team", "saboteur"]},
            {"hand": ["refugee"]},
        ],
        **extra,
    )


def test_a_declared_action_opens_a_response_window_before_it_resolves_ruling_i1() -> None:
    game = windows_table()
    game.apply(0, "hunt scavenger+spear scavenger")
    assert game.view(0).decision == sc.Decision("respond", 1, 0, "hunt")
    assert game.view(0).seats[0].food == 0
    assert game.view(2).seats[0].table == ("scavenger", "scavenger", "spear")
    legal = [str(a) for a in game.legal_actions(1)]
    assert legal == ["pass", "snipe 0:scavenger", "disarm 0:spear"]


def test_a_snipe_discards_only_the_sniped_card_then_the_actor_continues_ruling_i2() -> None:
    game = windows_table()
    game.apply(0, "hunt scavenger+spear scavenger")
    game.apply(1, "snipe 0:scavenger")
    assert game.to_act == (2,)  # the window goes on with the next player
    game.apply(2, "pass")
    game.apply(1, "pass")
    assert game.view(0).decision == sc.Decision("resume", 0, 0, "hunt")
    game.apply(0, "continue")
    assert game.view(0).seats[0].food == 2
    assert zone_counter(game, "0:discard") == {"scavenger": 2, "spear": 1}
    assert zone_counter(game, "1:discard") == {"sniper_team": 1}


def test_abort_takes_the_cards_back_and_the_action_is_not_used_ruling_i2() -> None:
    game = windows_table()
    game.apply(0, "hunt scavenger+spear scavenger")
    game.apply(1, "disarm 0:spear")
    game.apply(2, "pass")
    game.apply(1, "pass")
    game.apply(0, "abort")
    assert sorted(game.view(0).hand) == ["scavenger", "scavenger", "shovel"]
    assert "hunt" not in game.view(0).seats[0].used
    assert any(a.verb is sc.Verb.HUNT for a in game.legal_actions(0))


def test_continue_needs_a_holder_for_every_tool() -> None:
    game = table(3, round=1, players=[{"hand": ["scavenger", "shovel"]}, {"hand": ["sniper_team"]}, {}])
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "snipe 0:scavenger")
    assert [str(a) for a in game.legal_actions(0)] == ["abort"]


def test_snipes_target_persons_and_disarms_tools_of_the_declaration_only() -> None:
    game = table(3, round=1, players=[{"hand": ["pills", "scout"]}, {"hand": ["sniper_team", "saboteur"]}, {}])
    game.apply(0, "draw scout")
    assert [str(a) for a in game.legal_actions(1)] == ["pass", "snipe 0:scout"]
    with pytest.raises(sc.IllegalAction, match="seat 0 has no pills among the declared cards"):
        game.apply(1, "snipe 0:pills")


def test_the_window_runs_clockwise_from_the_actors_left_and_skips_empty_hands() -> None:
    game = table(
        4,
        round=1,
        initiator=2,
        players=[{"hand": ["refugee"]}, {"hand": []}, {"hand": ["scavenger"]}, {"hand": ["refugee"]}],
    )
    game.apply(2, "hunt scavenger")
    order = []
    while game.view(0).decision is not None and game.view(0).decision.kind == "respond":  # type: ignore[union-attr]
        order.append(game.to_act[0])
        game.apply(game.to_act[0], "pass")
    assert order == [3, 0]


def test_being_asked_to_respond_does_not_reveal_a_sniper() -> None:
    with_sniper = table(3, round=1, players=[{"hand": ["scavenger"]}, {"hand": ["sniper_team"], "deck": ["refugee"]}])
    without = table(3, round=1, players=[{"hand": ["scavenger"]}, {"hand": ["refugee"], "deck": ["sniper_team"]}])
    for game in (with_sniper, without):
        game.apply(0, "hunt scavenger")
    assert with_sniper.to_act == without.to_act == (1,)
    assert with_sniper.view(0) == without.view(0)


def test_a_committed_sniper_can_answer_another_players_action_ruling_i6() -> None:
    game = table(
        3,
        round=3,
        initiator=1,
        players=[{}, {"hand": ["sniper_team", "brawler"]}, {"hand": ["scout"]}],
    )
    act(game, 1, "end")
    game.apply(1, "commit brawler sniper_team")
    game.apply(2, "draw scout")
    assert game.to_act == (1,)  # seat 0 holds nothing; seat 1's committed cards count as in hand
    game.apply(1, "snipe 2:scout")
    assert game.view(0).seats[1].committed_count == 1
    assert zone_kinds(game, "1:committed") == ["brawler"]


def test_sniper_and_saboteur_are_discarded_after_use_without_a_redraw() -> None:
    # [000:478-480]
    game = windows_table()
    game.apply(0, "hunt scavenger+spear scavenger")
    game.apply(1, "snipe 0:scavenger")
    assert game.view(1).hand == ("saboteur",)


def test_snipes_and_disarms_are_allowed_in_rounds_1_and_2_ruling_r1() -> None:
    game = windows_table(seed=4)
    assert game.view(0).round == 1
    game.apply(0, "hunt scavenger+spear scavenger")
    assert "snipe 0:scavenger" in [str(a) for a in game.legal_actions(1)]
