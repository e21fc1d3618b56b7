"""A second blind audit of the Recon expansion [003] (modules 1-5, alternate starting hands,
leader drafting; not the solo game), written from the rulebook's words and RULINGS.md through
the public API only. Each test names the rule it checks and cites its line ([003:LINE]) or
ruling ID. Cases already covered by test_rules_recon1..5, test_rules_audit_recon,
test_rules_blind, test_variants_alternate and test_rules_leader_draft are not repeated."""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import pass_until, pass_windows, texts, zone_kinds
from test_rules_audit_recon import ALL_RECON, CR, fight, finish
from test_rules_audit_recon import recon as new
from test_rules_skirmish import totals, winner_of_last_skirmish

R1 = frozenset({"recon1"})
R12 = frozenset({"recon1", "recon2"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
QUIET_LEADERS = ["leader_butcher", "leader_cannibal", "leader_mentor", "leader_peacemaker"]


# =============================================================================================
# Module 1: spy, scouting refugee, binoculars [003:53-107]
# =============================================================================================


def test_spy_cancelled_by_a_scouting_refugee_retrieved_from_the_bunker_003_74() -> None:
    """[003:74] "The card that cancels a spy can be revealed from committed cards, hand, or bunker";
    [003:30] both cards are discarded; [003:75] the cancelled spy still draws 1 (RULINGS X-4, I-6)."""
    game = new(
        modules=HQ2 | R1,
        players=[
            {"hand": ["spy"], "deck": ["pills"]},
            {
                "hand": ["brawler"],
                "deck": ["net"],
                "buildings": [{"building": "bunker", "stored": ["scouting_refugee"]}],
            },
            {},
        ],
    )
    game.apply(0, "spy 1:hand")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "spy")
    game.apply(1, "retrieve bunker scouting_refugee")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert [k for k in game.view(0).knowledge if k.source == "spy"] == []
    assert zone_kinds(game, "0:discard") == ["spy"]
    assert game.view(0).hand == ("pills",)
    assert "scouting_refugee" in zone_kinds(game, "1:discard")
    assert Counter(game.view(1).hand) == Counter(["brawler", "net"])


def test_guard_committed_to_the_skirmish_cancels_a_spy_on_its_owners_deck_003_74_123() -> None:
    """[003:74] the canceller may come from committed cards "regardless of what was being spied upon";
    [003:123] a guard cancels an action outside the skirmish which targets your card(s) (RULINGS X-6)."""
    game = new(
        round=3,
        initiator=0,
        players=[
            {"hand": ["guard", "brawler"], "deck": ["junk", "net", "pills"]},
            {"hand": ["spy"], "deck": ["scout"]},
            {},
        ],
        contested=CR,
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler guard")
    game.apply(1, "spy 0:deck")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.seat in (0, 2)
    pass_until(game, 0)
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert [k for k in game.view(1).knowledge if k.source == "spy"] == []
    assert game.view(0).committed == ("brawler",)
    assert "guard" in zone_kinds(game, "0:discard")
    assert game.view(1).hand == ("scout",)  # the cancelled spy still draws [003:75]


def test_scouting_refugee_example_tower_cancelled_then_spy_on_the_skirmish_force_succeeds_003_89() -> None:
    """[003:89] Carol's scout tower is cancelled by Sarah's scouting refugee; Sarah draws a replacement.
    Carol then spies on Sarah's skirmish force; Sarah has no other scouting refugee: it succeeds."""
    sarah, carol = 0, 1
    game = new(
        modules=HQ2 | frozenset({"recon1", "recon3"}),
        round=3,
        initiator=sarah,
        players=[
            {"hand": ["scouting_refugee", "brawler", "spear"], "deck": ["junk"]},
            {"hand": ["pills", "spy"], "deck": ["net"], "buildings": [{"building": "scout_tower"}]},
            {},
        ],
        contested=CR,
        junkyard=["medkit", "rifle", "junk"],
    )
    game.apply(sarah, "end")
    game.apply(sarah, "commit brawler scouting_refugee spear")
    game.apply(carol, "tower pills contested+junkyard")
    pass_until(game, sarah)
    game.apply(sarah, "cancel scouting_refugee")
    pass_windows(game)
    assert [k for k in game.view(carol).knowledge if k.source == "scout_tower"] == []
    assert game.view(sarah).hand == ("junk",)  # the replacement draw
    assert Counter(game.view(sarah).committed) == Counter(["brawler", "spear"])
    game.apply(carol, "spy 0:force")
    while (decision := game.view(None).decision) is not None and decision.kind == "respond":
        assert not any(t.startswith("cancel") for t in texts(game, decision.seat))
        game.apply(decision.seat, "pass")
    (seen,) = [k for k in game.view(carol).knowledge if k.source == "spy"]
    assert Counter(seen.cards) == Counter(["brawler", "spear"])


def test_a_cancelled_spy_with_binoculars_discards_both_and_its_owner_draws_one_003_75_107() -> None:
    """[003:30] the cancelled card is discarded, [003:107] binoculars are discarded after use, and
    [003:75] "If a spy is canceled, it is still discarded, and the draw of 1 is still performed"
    (one draw, for the spy; RULINGS X-4)."""
    game = new(
        players=[
            {"hand": ["spy", "binoculars"], "deck": ["pills", "net"]},
            {"hand": ["scouting_refugee", "brawler"], "deck": ["junk"]},
            {},
        ]
    )
    game.apply(0, "spy binoculars 1:hand")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert game.view(0).knowledge == ()
    assert Counter(zone_kinds(game, "0:discard")) == Counter({"spy": 1, "binoculars": 1})
    assert game.view(0).hand == ("pills",)


def test_binoculars_improving_a_spy_cannot_be_disarmed_003_104() -> None:
    """[003:98, 104] Binoculars "Cannot be discarded through a disarm action"; the recon "cannot be
    interrupted by a disarm action"."""
    game = new(
        players=[
            {"hand": ["spy", "binoculars"], "deck": ["pills"]},
            {"hand": ["saboteur", "brawler"]},
            {"hand": ["junk"]},
        ]
    )
    game.apply(0, "spy binoculars 2:hand")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "spy")
    assert not any(t.startswith("disarm") for t in texts(game, 1))


def test_a_guard_cancels_a_binoculars_improved_spy_on_its_owner_003_105() -> None:
    """[003:105] binoculars' action "can be canceled (such as a scouting refugee or a guard)"; the
    guard, because the spy targets its owner's hand [003:123]."""
    game = new(
        players=[
            {"hand": ["spy", "binoculars"], "deck": ["pills"]},
            {"hand": ["guard", "brawler"], "deck": ["net"]},
            {},
        ]
    )
    game.apply(0, "spy binoculars 1:hand")
    assert "cancel guard" in texts(game, 1)
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert game.view(0).knowledge == ()
    assert Counter(zone_kinds(game, "0:discard")) == Counter({"spy": 1, "binoculars": 1})
    assert Counter(game.view(1).hand) == Counter(["brawler", "net"])


def test_a_guard_cannot_cancel_binoculars_looking_at_the_shared_piles_ruling_x6() -> None:
    """RULINGS X-6: the guard's cancel "does not cover binocular or scout-tower peeks at shared
    piles" (they target nobody's cards [003:123]); a scouting refugee may [003:86]."""
    game = new(
        players=[{"hand": ["binoculars"]}, {"hand": ["guard", "scouting_refugee"]}, {}],
        junkyard=["net", "junk"],
    )
    game.apply(0, "scout binoculars")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "scout")
    legal = texts(game, 1)
    assert "cancel scouting_refugee" in legal
    assert "cancel guard" not in legal


def test_an_assassin_snipes_a_spy_which_is_discarded_and_still_draws_003_79_117() -> None:
    """[003:79] "A spy can be sniped. Discard the spy and draw 1 card"; [003:117] the assassin snipes
    like a sniper team, a spy being a single-unit tribe member."""
    game = new(
        players=[
            {"hand": ["spy"], "deck": ["pills"]},
            {"hand": ["assassin"]},
            {"hand": ["brawler", "junk"]},
        ]
    )
    game.apply(0, "spy 2:hand")
    assert "snipe assassin 0:spy" in texts(game, 1)
    game.apply(1, "snipe assassin 0:spy")
    pass_windows(game)
    assert [k for k in game.view(0).knowledge if k.source == "spy"] == []
    assert "spy" in zone_kinds(game, "0:discard")
    assert "assassin" in zone_kinds(game, "1:discard")
    assert game.view(0).hand == ("pills",)


def test_the_spys_owner_guard_cancels_a_snipe_on_the_spy_and_the_spy_goes_ahead_003_123() -> None:
    """[003:123] The guard cancels "sniping ... while you gather resources" aimed at your card: the spy,
    unharmed, completes its recon, is discarded and draws 1 [003:68]; the guard draws 1 [003:124]."""
    game = new(
        players=[
            {"hand": ["spy", "guard"], "deck": ["pills", "net"]},
            {"hand": ["sniper_team"]},
            {"hand": ["brawler", "junk"]},
        ]
    )
    game.apply(0, "spy 2:hand")
    game.apply(1, "snipe 0:spy")
    pass_until(game, 0)
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    (seen,) = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert Counter(seen.cards) == Counter(["brawler", "junk"])
    assert Counter(zone_kinds(game, "0:discard")) == Counter({"spy": 1, "guard": 1})
    assert Counter(game.view(0).hand) == Counter(["pills", "net"])
    assert "sniper_team" in zone_kinds(game, "1:discard")


def test_a_spy_may_not_target_a_discard_pile_ruling_r16() -> None:
    """[003:66] targets are "building, deck, hand, skirmish force"; RULINGS R-16: "Spies may not target
    a discard pile"."""
    game = new(players=[{"hand": ["spy"]}, {"hand": ["junk"], "discard": ["brawler", "net"]}, {}])
    assert not any("discard" in t for t in texts(game, 0) if t.startswith("spy"))
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
        game.apply(0, "spy 1:discard")


def test_a_spy_on_a_hand_of_six_sees_exactly_four_003_66_67() -> None:
    """[003:65-67] "Peek at up to four cards"; with more available, chosen in advance (randomly)."""
    hand = ["brawler", "spear", "refugee", "pills", "junk", "net"]
    game = new(players=[{"hand": ["spy"], "deck": ["scout"]}, {"hand": hand}, {}])
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    (seen,) = [k for k in game.view(0).knowledge if k.source == "spy"]
    assert len(seen.cards) == 4
    assert Counter(seen.cards) <= Counter(hand)
    assert Counter(game.view(1).hand) == Counter(hand)  # nothing taken


# =============================================================================================
# Module 2: assassin, guard, provocateur, rogue [003:109-153]
# =============================================================================================


def test_a_guard_fights_like_a_brawler_003_122() -> None:
    """[003:122] "An inexpensive fighter, similar to a brawler" (fight 2 per cards.tsv)."""
    game = fight([["guard"], ["scavenger"], []])
    finish(game)
    assert totals(game)[0] == (1, 2, 1)
    assert winner_of_last_skirmish(game) == 0


def test_a_guard_cancels_an_assassins_snipe_during_gathering_003_123() -> None:
    """[003:123] sniping while you gather is cancelled by the guard; the assassin is spent
    [003:30] and the guard replaced by a draw [003:124]."""
    game = new(
        players=[
            {"hand": ["scavenger", "guard"], "deck": ["net", "pills"]},
            {"hand": ["assassin"]},
            {},
        ]
    )
    game.apply(0, "draw scavenger")
    game.apply(1, "snipe assassin 0:scavenger")
    pass_until(game, 0)
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert "assassin" in zone_kinds(game, "1:discard")
    assert "guard" in zone_kinds(game, "0:discard")
    assert Counter(game.view(0).hand) == Counter(["net", "pills"])  # guard's draw + the scavenger's draw


def test_a_guard_cancels_a_snipe_on_its_owners_leader_ruling_l13_003_123() -> None:
    """[003:123] "any action outside of the skirmish which targets your card(s)"; RULINGS L-13: "The
    owner's guard may cancel it in RG"."""
    players = [
        {"hand": ["sniper_team"], "leader": QUIET_LEADERS[0]},
        {"hand": ["guard"], "deck": ["net"], "leader": "leader_peacemaker"},
        {"leader": QUIET_LEADERS[1]},
    ]
    game = new(modules=HQ4 | R12, players=players)
    game.apply(0, "snipe 1:leader_peacemaker")
    pass_until(game, 1)
    assert "cancel guard" in texts(game, 1)
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert not game.view(None).seats[1].wounded
    assert "sniper_team" in zone_kinds(game, "0:discard")
    assert game.view(1).hand == ("net",)


def test_a_guard_cancels_the_fanatics_strike_on_its_owners_card_ruling_x6_l7() -> None:
    """RULINGS X-6 and L-7: the Fanatic on the guard owner's card "A guard can cancel it in RG"
    [003:123]."""
    players = [
        {"hand": ["scavenger", "spear", "guard"], "deck": ["pills"], "leader": QUIET_LEADERS[0]},
        {"hand": ["refugee"], "leader": "leader_fanatic"},
        {"leader": QUIET_LEADERS[1]},
    ]
    game = new(modules=HQ3 | R12, players=players)
    game.apply(0, "hunt scavenger+spear")
    assert "lead refugee 0:spear" in texts(game, 1)
    game.apply(1, "lead refugee 0:spear")
    pass_until(game, 0)
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    if (d := game.view(None).decision) is not None and d.kind == "resume":
        game.apply(0, "continue")
    assert game.view(0).seats[0].food == 2  # the spear still hunts
    # [003:30] "The canceled card and the card performing the cancel action are both discarded":
    # the cancelled card is the Fanatic's refugee, so it goes to its owner's discard pile (and
    # keeps scoring 1 person). RULINGS L-1/L-7 remove it from play only for a strike that happens.
    assert game.view(None).seats[1].removed == 0
    assert "refugee" in zone_kinds(game, "1:discard")


def test_an_earlier_player_snipes_a_provocateur_before_it_is_announced_003_133_135() -> None:
    """[003:129] the announcement is made during the owner's own turn of resolution; a provocateur
    sniped before that turn is gone, and its owner keeps her natural fight [003:133]."""
    game = fight([["sniper_team", "brawler"], ["provocateur", "tribe_family_5"], []])
    game.apply(0, "snipe 1:provocateur")
    pass_until(game, 1)
    assert not any(t.startswith("provoke") for t in texts(game, 1))
    finish(game)
    assert totals(game)[1][:2] == (1, 0)  # the tribe family's natural fight 0
    assert winner_of_last_skirmish(game) == 0


def test_a_snipe_on_another_card_shrinks_the_provocateurs_force_size_ruling_s8() -> None:
    """[003:130-131] "Count the total size of your force (tribe members you brought...)"; RULINGS S-8:
    "Snipes on other cards lower the force size", recomputed at final resolution."""
    game = fight([["provocateur", "tribe_family_4", "refugee"], ["sniper_team", "brawler", "brawler"], []])
    game.apply(0, "provoke provocateur")
    pass_until(game, 1)
    game.apply(1, "snipe 0:tribe_family_4")
    finish(game)
    assert totals(game)[0][:2] == (1, 2)  # provocateur + refugee
    assert winner_of_last_skirmish(game) == 1


def test_an_assassin_may_snipe_a_provocateur_but_not_its_four_person_combat_medics_003_118_133() -> None:
    """[003:118] the assassin only attacks single-unit tribe members; [003:133] a sniped provocateur
    reverts its owner to her natural fight."""
    game = fight([["combat_medics", "provocateur"], ["assassin", "brawler", "brawler"], []])
    game.apply(0, "provoke provocateur")
    pass_until(game, 1)
    legal = texts(game, 1)
    assert "snipe assassin 0:provocateur" in legal
    assert "snipe assassin 0:combat_medics" not in legal
    game.apply(1, "snipe assassin 0:provocateur")
    finish(game)
    assert totals(game)[0][:2] == (1, 1)  # combat medics' natural fight
    assert winner_of_last_skirmish(game) == 1


def test_gassing_the_rogue_itself_does_not_stop_its_steal_003_147_250() -> None:
    """[003:147] "The rogue's ability to steal the CR is passive. You do not need to give up the rogue's
    fight"; [003:250] tear gas counters a rogue only "indirectly ... by breaking a tied skirmish".
    Gassing the rogue leaves the 3-3 tie and the rogue in the skirmish."""
    game = fight([["tear_gas", "brawler", "scavenger"], ["brawler", "scavenger"], ["rogue"]])
    game.apply(0, "gas 2:rogue")
    finish(game)
    assert totals(game)[0][1] == totals(game)[1][1] == 3
    assert winner_of_last_skirmish(game) == 2


def test_a_rogue_left_out_of_the_skirmish_does_not_steal_003_143() -> None:
    """[003:143] "the first player in turn order with a rogue in the skirmish": a rogue kept back in
    hand does nothing; the 2-2 tie with 1 person each is a deadlock."""
    players = [{"hand": ["brawler"]}, {"hand": ["brawler"]}, {"hand": ["rogue", "junk"]}]
    game = new(round=3, initiator=0, players=players, contested=CR)
    commits = {0: "commit brawler", 1: "commit brawler", 2: "commit junk"}
    while (
        game.round == 3 and (decision := game.view(None).decision) is not None and decision.kind in ("turn", "commit")
    ):
        game.apply(decision.seat, "end" if decision.kind == "turn" else commits[decision.seat])
    finish(game)
    assert winner_of_last_skirmish(game) is None


def test_provocateur_and_rogue_have_standard_draw_003_128_141() -> None:
    """[003:128, 141] Provocateur and rogue: "Standard draw / fight actions" (draw 1 per cards.tsv)."""
    game = new(players=[{"hand": ["provocateur", "rogue"], "deck": ["net", "pills", "junk"]}, {}, {}])
    legal = texts(game, 0)
    assert "draw provocateur" in legal
    assert "draw rogue" in legal
    game.apply(0, "draw provocateur rogue")
    pass_windows(game)
    assert Counter(game.view(0).hand) == Counter(["net", "pills"])


# =============================================================================================
# Module 3: courier, drill sergeant, scrappers, tinker, buildings [003:155-212]
# =============================================================================================


def test_a_courier_discards_drawn_cards_not_cards_already_in_hand_003_164() -> None:
    """[003:164] "you must discard two of the drawn cards"."""
    game = new(players=[{"hand": ["courier", "junk"], "deck": ["net", "pills", "spear"]}, {}, {}])
    game.apply(0, "draw courier")
    pass_windows(game)
    discards = [a for a in game.legal_actions(0) if a.verb is sc.Verb.DISCARD]
    assert discards
    assert all("junk" not in a.cards for a in discards)
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
        game.apply(0, "discard junk net")


def test_the_drill_sergeants_draw_cannot_be_modified_003_173() -> None:
    """[003:172-173] "This draw is distinct from the standard draw action. This draw is not modifiable."
    No scout or group leaders join it."""
    game = new(
        players=[
            {"hand": ["drill_sergeant", "scout", "group_leaders"], "deck": ["junk"] * 6, "discard": ["net"]},
            {},
            {},
        ]
    )
    drills = [t for t in texts(game, 0) if t.startswith("drill")]
    assert drills == ["drill drill_sergeant"]
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
        game.apply(0, "drill drill_sergeant scout")


def test_the_drill_sergeant_may_follow_the_rounds_draw_action_003_172() -> None:
    """[003:172] the drill sergeant's draw "is distinct from the standard draw action": the round's
    draw already taken does not stop it."""
    game = new(players=[{"hand": ["drill_sergeant", "scout"], "deck": ["junk"] * 6, "discard": ["net"]}, {}, {}])
    game.apply(0, "draw scout")
    pass_windows(game)
    assert "drill drill_sergeant" in texts(game, 0)
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    if game.view(0).decision == sc.Decision("shuffle", 0):
        game.apply(0, "shuffle net")
    assert len(game.view(0).hand) == 4  # 2 from the draw, 2 from the drill


def test_a_drill_sergeant_with_one_discard_and_no_deck_draws_that_card_003_170_175() -> None:
    """[003:170] retrieve from the discard, shuffle into the deck, draw the top two; [003:175] with no
    deck the retrieved cards form the new deck. With one card to retrieve, that card is drawn."""
    game = new(players=[{"hand": ["drill_sergeant"], "deck": [], "discard": ["thugs"]}, {}, {}])
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    if game.view(0).decision == sc.Decision("shuffle", 0):
        assert "shuffle thugs" in texts(game, 0)
        game.apply(0, "shuffle thugs")
    assert game.view(0).hand == ("thugs",)
    assert zone_kinds(game, "0:discard") == ["drill_sergeant"]


def test_a_scrappers_dig_keeps_only_one_card_003_191() -> None:
    """[003:191] "You still only retrieve one card from the set of cards you collect"."""
    game = new(players=[{"hand": ["scrappers"]}, {}, {}], junkyard=["pills", "rifle", "spear", "junk"])
    game.apply(0, "dig scrappers")
    pass_windows(game)
    keeps = [a for a in game.legal_actions(0) if a.verb is sc.Verb.KEEP]
    assert keeps
    assert all(len(a.cards) <= 1 for a in keeps)
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
        game.apply(0, "keep pills rifle")


def test_a_scrappers_bottom_dig_may_return_everything_on_top_003_187_188() -> None:
    """[003:187-188] dig "from the top or the bottom of the pile"; return cards "to the top or bottom"."""
    game = new(players=[{"hand": ["scrappers"]}, {}, {}], junkyard=["net", "junk", "pills", "spear", "medkit", "rifle"])
    game.apply(0, "dig bottom scrappers")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["medkit", "rifle", "spear"]
    game.apply(0, "keep rifle")
    game.apply(0, "top medkit spear")
    jy = zone_kinds(game, "junkyard")
    assert sorted(jy[:2]) == ["medkit", "spear"]
    assert jy[2:] == ["net", "junk", "pills"]
    assert "rifle" in zone_kinds(game, "0:discard")


def test_a_tinker_adds_one_to_a_junkyard_dig_as_a_modifier_ruling_x16() -> None:
    """[003:197] the tinker has "only a digging modifier"; RULINGS X-16: "A tinker may also boost a
    junkyard dig ... as an ordinary modifier"; it cannot dig alone."""
    game = new(players=[{"hand": ["tinker", "scavenger"]}, {}, {}], junkyard=["net", "junk", "pills"])
    legal = texts(game, 0)
    assert "dig tinker" not in legal
    game.apply(0, "dig scavenger+tinker")
    pass_windows(game)
    assert len(game.view(0).looking) == 2


def test_a_scout_tower_needs_a_card_to_discard_003_209() -> None:
    """[003:209] "Discard 1 card to activate your tower": an empty hand cannot activate it."""
    game = new(
        modules=HQ2 | frozenset({"recon3"}),
        players=[{"hand": [], "deck": [], "buildings": [{"building": "scout_tower"}]}, {}, {}],
    )
    assert not any(a.verb is sc.Verb.TOWER for a in game.legal_actions(0))


def test_a_scout_tower_cannot_be_used_in_the_skirmish_ruling_h10() -> None:
    """RULINGS H-10: "The prohibition [buildings never used during the skirmish] covers ... Scout Tower
    activation"."""
    game = fight(
        [["sniper_team", "junk"], ["brawler"], []],
        modules=HQ2 | frozenset({"recon3"}),
        more={0: {"buildings": [{"building": "scout_tower"}]}},
    )
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert not any(a.verb is sc.Verb.TOWER for a in game.legal_actions(0))


# =============================================================================================
# Module 4 [003:214-255]
# =============================================================================================


def test_tear_gas_targets_only_an_opponents_tribe_member_003_245() -> None:
    """[003:245] "one opponent tribe member is targeted": not one's own card, not a tool."""
    game = fight([["tear_gas", "brawler", "spear"], ["brawler", "spear"], []])
    legal = texts(game, 0)
    assert "gas 1:brawler" in legal
    assert not any(t.startswith("gas 0:") for t in legal)
    assert "gas 1:spear" not in legal


def test_tear_gas_needs_no_tribe_member_003_31_243() -> None:
    """[003:31] "Instant - ... No tribe member is required"; [003:243] it need not be equipped. A force
    of tear gas alone gasses the thugs; the scavenger then wins."""
    game = fight([["tear_gas"], ["thugs"], ["scavenger"]])
    assert "gas 1:thugs" in texts(game, 0)
    game.apply(0, "gas 1:thugs")
    finish(game)
    assert totals(game)[1][:2] == (1, 0)
    assert winner_of_last_skirmish(game) == 2


def test_a_demolition_team_cannot_reset_a_completed_building_ruling_h9_003_236() -> None:
    """[003:236] "reset the build timer on one under-construction building"; RULINGS H-9."""
    game = new(
        modules=HQ2 | frozenset({"recon4"}),
        players=[{"hand": ["demolition_team"], "deck": ["junk"] * 4}, {"buildings": [{"building": "bunker"}]}, {}],
    )
    assert not any(a.verb is sc.Verb.DEMOLISH for a in game.legal_actions(0))


# =============================================================================================
# Module 5 [003:257-286]
# =============================================================================================


def test_the_swindler_takes_a_scouting_refugee_as_a_refugee_003_84_278() -> None:
    """[003:84] the scouting refugee "Serves as a refugee for any actions ... that depend upon a refugee
    card (i.e. tribal leader powers"; [003:278] the Swindler discards 1 refugee for 1 food off."""
    players = [
        {"hand": ["scouting_refugee", "scavenger"], "leader": "leader_swindler"},
        {"leader": QUIET_LEADERS[0]},
        {"leader": QUIET_LEADERS[1]},
    ]
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=HQ3 | frozenset({"recon1", "recon5"}),
            scenario={"players": players, "market": {"brawler": 3}},
        )
    )
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert not any(t.startswith("hire brawler") for t in texts(game, 0))
    assert "lead scouting_refugee" in texts(game, 0)
    game.apply(0, "lead scouting_refugee")
    assert any(t.startswith("hire brawler") for t in texts(game, 0))


def test_the_yardmaster_cannot_be_modified_by_binoculars_003_286() -> None:
    """[003:286] "This action is not modifiable": binoculars do not add two cards to it."""
    players = [
        {"hand": ["binoculars", "junk"], "leader": "leader_yardmaster"},
        {"leader": QUIET_LEADERS[0]},
        {"leader": QUIET_LEADERS[1]},
    ]
    game = new(modules=HQ3 | ALL_RECON, players=players, junkyard=["net", "junk", "pills", "spear", "medkit"])
    yards = [t for t in texts(game, 0) if t.startswith("yard")]
    assert yards == ["yard"]
    game.apply(0, "yard")
    game.apply(0, "yard top")
    (seen,) = [k for k in game.view(0).knowledge if k.zone == "junkyard"]
    assert seen.cards == ("net", "junk")
    assert game.view(0).hand.count("binoculars") == 1


def test_a_wounded_yardmaster_cannot_peek_ruling_l15() -> None:
    """RULINGS L-15: the Yardmaster is "Not while wounded: a wounded leader has no abilities" (L-12)."""
    players = [
        {"hand": ["sniper_team"], "leader": QUIET_LEADERS[0]},
        {"hand": ["junk"], "leader": "leader_yardmaster"},
        {"leader": QUIET_LEADERS[1]},
    ]
    game = new(modules=HQ4 | frozenset({"recon5"}), players=players, junkyard=["net", "junk", "pills"])
    game.apply(0, "snipe 1:leader_yardmaster")
    pass_windows(game)
    assert game.view(None).seats[1].wounded
    game.apply(0, "end")
    while (d := game.view(None).decision) is not None and d.seat != 1:
        game.apply(d.seat, "pass")
    assert not any(t.startswith("yard") for t in texts(game, 1))


def test_the_humanitarians_count_a_hired_scouting_refugee_003_264() -> None:
    """[003:264] Awarded on "cards with the refugee keyword in the title (those you start with, find in the
    JY, and hire)"; a hired scouting refugee joins the count and the 20-card stack shrinks."""
    game = new(
        modules=frozenset({"recon5"}),
        players=[{"hand": ["scavenger"]}, {}, {}],
    )
    market = dict(game.view(None).market)
    assert market["scouting_refugee"] == 20
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert "hire scouting_refugee" in texts(game, 0)
    game.apply(0, "hire scouting_refugee")
    pass_windows(game)
    assert dict(game.view(None).market)["scouting_refugee"] == 19
    assert "scouting_refugee" in zone_kinds(game, "0:discard")


# =============================================================================================
# Setups and variants [003:55-61, 111-113, 157-159, 257-312]
# =============================================================================================


def test_modules_1_2_3_offer_all_nine_recommended_stacks_plus_one_and_the_scouting_refugees_x33() -> None:
    """[003:61, 113, 159] spy; assassin, provocateur, rogue, guard; courier, drill sergeant, scrappers,
    tinker: 9 recommended, 10 stacks in all (RULINGS X-33), plus the scouting refugees (X-23)."""
    for seed in range(4):
        game = sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=frozenset({"recon1", "recon2", "recon3"})))
        market = dict(game.view(None).market)
        nine = {"spy", "assassin", "provocateur", "rogue", "guard", "courier", "drill_sergeant", "scrappers", "tinker"}
        assert nine <= set(market)
        assert market["scouting_refugee"] == 20
        assert len(market) == 11
        assert "hardy_scavenger" not in market  # [003:159, 296]


def test_modules_1_and_5_offer_a_single_stack_of_twenty_scouting_refugees_rulings_x23_x30() -> None:
    """[003:61] the scouting refugee stack; [003:262, 267] the Humanitarians' 20-card refugee stack, the
    scouting refugees recommended; RULINGS X-30: "one stack even when module 1 is also used"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=frozenset({"recon1", "recon2", "recon5"})))
    market = dict(game.view(None).market)
    assert market["scouting_refugee"] == 20
    assert "refugee" not in market
    assert len(market) == 10 + 1  # 10 mercenary stacks + the one refugee stack


def test_leader_drafting_a_garden_s_food_bribes_a_leader_003_305() -> None:
    """[003:305] "Food (from hunting, buildings, leader powers, etc.) is used to bribe leaders. For each
    food generated, the player may draw 1 card": a hydroponic garden alone gives 1 draw."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=HQ3,
            variants=frozenset({"leader_draft"}),
            scenario={"players": [{"hand": ["junk"], "buildings": [{"building": "hydroponic_gardens"}]}, {}, {}]},
        )
    )
    top = game.zones()["leaders"][0].kind
    assert "bribe" in texts(game, 0)
    game.apply(0, "bribe")
    assert game.view(0).looking == (top,)


def test_alternate_guards_with_module_2_keep_the_guard_out_of_the_market_003_294_296() -> None:
    """[003:294] "Guards for brawlers": each deck has 1 guard, no brawler; [003:296] no guard for hire."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5, variants=frozenset({"alternate_brawlers"}), modules=R12))
    for seat in range(3):
        cards = Counter(c.kind for z in ("hand", "deck", "discard") for c in game.zones()[f"{seat}:{z}"])
        assert cards["guard"] == 1
        assert cards["brawler"] == 0
    market = dict(game.view(None).market)
    assert "guard" not in market
    assert {"assassin", "provocateur", "rogue"} <= set(market)


# =============================================================================================
# More edge cases
# =============================================================================================


def test_a_guard_cannot_cancel_a_spy_on_the_leader_pile_ruling_x6_003_311() -> None:
    """[003:311] a spy may target the leaders pile; [003:123] the guard cancels only actions "which
    target your card(s)" (RULINGS X-6): the shared leader pile is nobody's."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=HQ3 | R12,
            variants=frozenset({"leader_draft"}),
            scenario={"players": [{"hand": ["spy"]}, {"hand": ["guard", "junk"]}, {}]},
        )
    )
    game.apply(0, "spy leaders")
    pass_until(game, 1)
    assert "cancel guard" not in texts(game, 1)


def test_a_spy_looks_at_one_player_not_at_the_shared_piles_003_65() -> None:
    """[003:65] "Peek at up to four cards from one player": not the junkyard or the contested pile
    (outside leader drafting, [003:311])."""
    game = new(players=[{"hand": ["spy"]}, {"hand": ["junk"]}, {}], junkyard=["net", "junk"], contested=CR)
    spies = [t for t in texts(game, 0) if t.startswith("spy")]
    assert spies
    assert not any("junkyard" in t or "contested" in t or "schematics" in t for t in spies)
    for text in ("spy junkyard", "spy contested"):
        with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
            game.apply(0, text)


def test_a_map_cannot_be_used_in_the_skirmish_ruling_x19() -> None:
    """[003:272-273] the map retrieves a tribe member "you have just used and apply them to another
    action this same round"; RULINGS X-19: "The map cannot be used in the skirmish"."""
    game = fight([["map", "sniper_team", "brawler"], ["brawler", "scavenger"], []])
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert not any(a.verb is sc.Verb.MAP for a in game.legal_actions(0))
    game.apply(0, "snipe 1:scavenger")  # the sniper team has just been used
    while (d := game.view(None).decision) is not None and d.kind == "save":
        game.apply(d.seat, "pass")
    if (d := game.view(None).decision) is not None and d.seat == 0 and game.round == 3:
        assert not any(a.verb is sc.Verb.MAP for a in game.legal_actions(0))


def test_a_map_brings_back_a_member_who_then_joins_the_skirmish_ruling_x19() -> None:
    """[003:272-273] "a card to participate in a second action this round"; RULINGS X-19: the member
    "may then take part in a different action type, or be committed to the skirmish"."""
    game = new(
        round=3,
        initiator=0,
        players=[{"hand": ["scout", "map"], "deck": ["junk", "net"]}, {"hand": ["brawler"]}, {}],
        contested=CR,
    )
    game.apply(0, "draw scout")
    pass_windows(game)
    game.apply(0, "map scout")
    assert "scout" in game.view(0).hand
    commits = {0: "commit scout", 1: "commit brawler"}
    while (
        game.round == 3 and (decision := game.view(None).decision) is not None and decision.kind in ("turn", "commit")
    ):
        game.apply(decision.seat, "end" if decision.kind == "turn" else commits.get(decision.seat, "commit none"))
    finish(game)
    assert totals(game)[0] == (1, 2, 1)


def test_the_hardy_scavenger_of_a_player_who_wins_through_her_rogue_is_discarded_003_181() -> None:
    """[003:181] hardy scavengers return only "If you ... either lose or tie": a player who takes the CR
    with her rogue won (RULINGS S-12: "a participant who did not win")."""
    game = fight(
        [["brawler", "scavenger"], ["brawler", "scavenger"], ["rogue", "hardy_scavenger"]],
        more={2: {"deck": ["junk"] * 5}},
    )
    finish(game)
    assert winner_of_last_skirmish(game) == 2
    assert game.view(2).round == 4
    assert game.view(2).hand == ("junk",) * 5
    assert "hardy_scavenger" in zone_kinds(game, "2:discard")


def test_portable_decoys_do_not_count_a_sniped_card_ruling_s11() -> None:
    """[003:206] +1 per 2 cards brought; RULINGS S-11: N counts cards "still in the force at final
    resolution ... it excludes sniped or disarmed cards". 4 cards (+2), one sniped: 3 cards (+1)."""
    game = fight(
        [["brawler", "scavenger", "junk", "junk"], ["sniper_team", "brawler"], []],
        modules=HQ2 | frozenset({"recon3"}),
        more={0: {"buildings": [{"building": "portable_decoys"}]}},
    )
    pass_until(game, 1)
    game.apply(1, "snipe 0:scavenger")
    finish(game)
    assert totals(game)[0] == (1, 2, 2)  # brawler's 1 person + floor(3/2)


def test_the_yardmaster_may_peek_during_the_skirmish_ruling_l15_003_284() -> None:
    """[003:284] "This action may be taken at any time during the round"; RULINGS L-15/ED-20: including
    the skirmish."""
    leaders = {0: {"leader": "leader_yardmaster"}, 1: {"leader": QUIET_LEADERS[0]}, 2: {"leader": QUIET_LEADERS[1]}}
    game = fight([["sniper_team", "brawler"], ["brawler"], []], modules=HQ3 | frozenset({"recon5"}), more=leaders)
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert "yard" in texts(game, 0)


def test_a_demolition_team_may_reset_its_owners_own_building_ruling_h9() -> None:
    """RULINGS H-9: "The target is any player's under-construction building"."""
    game = new(
        modules=HQ2 | frozenset({"recon4"}),
        players=[
            {
                "hand": ["demolition_team"],
                "deck": ["junk"] * 6,
                "buildings": [{"building": "bunker", "timer": ["pills"]}],
            },
            {},
            {},
        ],
    )
    assert "demolish 0:bunker" in texts(game, 0)
    game.apply(0, "demolish 0:bunker")
    pass_windows(game)
    assert game.view(None).seats[0].buildings[0].timer == 5


def test_a_demolition_team_digs_as_a_standard_action_003_236() -> None:
    """[003:236] "Standard dig / fight actions" (dig 2 per cards.tsv)."""
    game = new(players=[{"hand": ["demolition_team"]}, {}, {}], junkyard=["net", "junk", "pills"])
    game.apply(0, "dig demolition_team")
    pass_windows(game)
    assert len(game.view(0).looking) == 2


def test_the_provocateurs_force_size_counts_a_sniper_team_that_acted_003_131_ruling_s4() -> None:
    """[003:131] "tribe members you brought, even if they are not fighters"; RULINGS S-4: "A saboteur
    or sniper that acted stays in the force (people count)". Provocateur 1 + sniper team 2 + refugee 1."""
    game = fight([["provocateur", "sniper_team", "refugee"], ["brawler", "scavenger"], []])
    game.apply(0, "snipe 1:scavenger")
    while (d := game.view(None).decision) is not None and d.kind == "save":
        game.apply(d.seat, "pass")
    assert "provoke provocateur" in texts(game, 0)
    game.apply(0, "provoke provocateur")
    finish(game)
    assert totals(game)[0][:2] == (1, 4)
    assert winner_of_last_skirmish(game) == 0


def swindler_game(hand: list[str], market: dict[str, int]) -> sc.Game:
    players = [
        {"hand": hand, "leader": "leader_swindler"},
        {"leader": QUIET_LEADERS[0]},
        {"leader": QUIET_LEADERS[1]},
    ]
    return sc.Game.new(
        sc.GameConfig(
            players=3, seed=0, modules=HQ3 | frozenset({"recon5"}), scenario={"players": players, "market": market}
        )
    )


def test_the_swindler_two_refugees_take_the_one_med_off_a_hunter_003_278() -> None:
    """[003:278] "discard 2 refugees to reduce the cost of hiring by 1 medicine": a hunter (1 med) then
    costs nothing (RULINGS L-14)."""
    game = swindler_game(["refugee", "refugee"], {"hunter": 3})
    assert not any(t.startswith("hire hunter") for t in texts(game, 0))
    game.apply(0, "lead refugee refugee")
    assert any(t.startswith("hire hunter") for t in texts(game, 0))


def test_the_swindler_one_refugee_takes_food_not_meds_003_278() -> None:
    """[003:278] one refugee reduces "by 1 food": it does not pay a hunter's 1 med."""
    game = swindler_game(["refugee", "junk"], {"hunter": 3})
    if "lead refugee" in texts(game, 0):
        game.apply(0, "lead refugee")
    assert not any(t.startswith("hire hunter") for t in texts(game, 0))


def test_a_hardy_scavenger_draws_with_a_modifier_003_180() -> None:
    """[003:180] draw 0: "modifiers are required to make those actions useful"; group leaders +2."""
    game = new(players=[{"hand": ["hardy_scavenger", "group_leaders"], "deck": ["net", "pills", "junk"]}, {}, {}])
    game.apply(0, "draw hardy_scavenger+group_leaders")
    pass_windows(game)
    assert Counter(game.view(0).hand) == Counter(["net", "pills"])


def test_a_hardy_scavenger_fights_with_a_tool_003_180() -> None:
    """[003:180] fight 0, made useful by a modifier: hardy scavenger + spear = fight 2."""
    game = fight([["hardy_scavenger", "spear"], ["scavenger"], []])
    finish(game)
    assert totals(game)[0] == (1, 2, 1)
    assert winner_of_last_skirmish(game) == 0


def test_a_scouting_refugee_is_a_refugee_for_the_gangster_003_84_ruling_l8() -> None:
    """[003:84] a refugee for "tribal leader powers"; RULINGS L-8: under the Gangster "The owner's
    refugees (including scouting refugees) have base fight 0" and count 2 people in a tie."""
    leaders = {0: {"leader": "leader_gangster"}, 1: {"leader": QUIET_LEADERS[0]}, 2: {"leader": QUIET_LEADERS[1]}}
    game = fight([["scouting_refugee"], ["refugee"], []], modules=HQ3 | R1, more=leaders)
    finish(game)
    assert totals(game)[0][0] == 1
    assert totals(game)[0][2] == 2
    assert winner_of_last_skirmish(game) == 0


def test_a_guard_cannot_cancel_a_scout_tower_ruling_x6() -> None:
    """RULINGS X-6: the guard's cancel "does not cover ... scout-tower peeks at shared piles"; the
    scouting refugee's does [003:86]."""
    game = new(
        modules=HQ2 | frozenset({"recon2", "recon3"}),
        players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}, {"hand": ["guard"]}, {}],
        schematics=["bunker", "armory"],
    )
    game.apply(0, "tower junk junkyard+schematics")
    pass_until(game, 1)
    assert "cancel guard" not in texts(game, 1)


def test_a_drill_sergeant_digs_as_a_standard_action_003_169() -> None:
    """[003:169] "Standard dig / fight actions" (dig 2 per cards.tsv)."""
    game = new(players=[{"hand": ["drill_sergeant"]}, {}, {}], junkyard=["net", "junk", "pills"])
    game.apply(0, "dig drill_sergeant")
    pass_windows(game)
    assert len(game.view(0).looking) == 2


def test_a_committed_scouting_refugee_cancels_anothers_binoculars_003_74_86_ruling_i6() -> None:
    """[003:86] a scouting refugee cancels a recon action (binoculars named); RULINGS I-6: during RG a
    reactive card may come from committed skirmish cards; the replacement goes to hand (X-26)."""
    game = new(
        round=3,
        initiator=0,
        players=[
            {"hand": ["scouting_refugee", "brawler"], "deck": ["net"]},
            {"hand": ["binoculars"]},
            {},
        ],
        contested=CR,
        junkyard=["pills", "junk"],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler scouting_refugee")
    game.apply(1, "scout binoculars")
    pass_until(game, 0)
    assert "cancel scouting_refugee" in texts(game, 0)
    game.apply(0, "cancel scouting_refugee")
    pass_windows(game)
    assert game.view(1).knowledge == ()  # nothing seen
    assert game.view(0).committed == ("brawler",)
    assert game.view(0).hand == ("net",)
    assert zone_kinds(game, "1:discard") == ["binoculars"]


def test_leader_drafting_cannibal_food_bribes_alone_not_with_hunting_ruling_l6() -> None:
    """[003:305] leader-power food bribes leaders, one draw per food; RULINGS L-6: Cannibal food does not
    combine with hunting food, "The same rule applies to leader bribes": 2 hunted + 3 cannibal = 3 draws."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=HQ3,
            variants=frozenset({"leader_draft"}),
            scenario={"players": [{"hand": ["scavenger", "spear", "refugee"], "leader": "leader_cannibal"}, {}, {}]},
        )
    )
    game.apply(0, "hunt scavenger+spear")
    pass_windows(game)
    game.apply(0, "lead refugee")
    game.apply(0, "bribe")
    assert len(game.view(0).looking) == 3
