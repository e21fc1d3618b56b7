"""Audit 25: the Recon expansion [003] (modules 1-5, alternate starting hands, leader drafting and
the solo game), written blind from the rulebook's words and RULINGS.md through the public API
only. Each test states one rule, cites its line ([003:NNN]) and any ruling, stacks a small table,
plays to the moment and checks what the rulebook demands."""

from __future__ import annotations

from collections import Counter

import scavengers as sc
from helpers import BASE_CONTESTED_KINDS, RECON_CONTESTED_KINDS, pass_windows, texts, zone_counter, zone_kinds
from test_rules_audit_recon import CR, fight, finish, recon
from test_rules_skirmish import totals, winner_of_last_skirmish

RECON_CRS = frozenset(RECON_CONTESTED_KINDS)
BASE_CRS = frozenset(BASE_CONTESTED_KINDS)


def solo(seed: int = 0, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=1, seed=seed, scenario=scenario))


def solo_fight_out(game: sc.Game) -> None:
    """Pass the solo skirmish opportunities until the result decision (or the next turn)."""
    while (decision := game.view(0).decision) is not None and decision.kind in ("skirmish", "respond", "save"):
        game.apply(0, "pass")


# -- the cancel action [003:28-35] and module 1 [003:57-107] -----------------------------------


def test_a_guard_cancel_discards_the_cancelled_sniper_team_as_well_as_the_guard_003_030_123() -> None:
    """[003:30] "The canceled card and the card performing the cancel action are both discarded";
    [003:123-124] the guard cancels a snipe on its owner's digger during gathering, is discarded and
    its owner draws a new card. The dig goes on with the scavenger (RULINGS X-6)."""
    game = recon(
        players=[
            {"hand": ["scavenger", "shovel", "guard"], "deck": ["net", "pills"]},
            {"hand": ["sniper_team", "brawler"]},
            {},
        ],
        junkyard=["junk", "medkit", "spear", "pickaxe"],
    )
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "snipe 0:scavenger")
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert Counter(zone_kinds(game, "1:discard"))["sniper_team"] == 1  # the cancelled card is discarded
    assert "sniper_team" not in game.view(1).hand
    assert "guard" in zone_kinds(game, "0:discard")
    assert game.view(0).hand == ("net",)  # the guard's replacement, the top of her deck [003:124]
    assert len(game.view(0).looking) == 3  # scavenger 1 + shovel 2: the dig stands


def test_five_players_the_first_scouting_refugee_to_cancel_closes_the_window_003_089_x4() -> None:
    """[003:87-89] Any player may come to the rescue with a scouting refugee; RULINGS X-4: the window
    runs clockwise from the spy's left and the first cancel ends it. Seat 1 passes, seat 2 cancels:
    seat 4 is not asked and keeps her scouting refugee; seat 2 draws a replacement."""
    game = recon(
        5,
        players=[
            {"hand": ["spy"], "deck": ["scout"]},
            {"hand": ["scouting_refugee"]},
            {"hand": ["scouting_refugee"], "deck": ["net"]},
            {"hand": ["brawler", "junk"]},
            {"hand": ["scouting_refugee"], "deck": ["pills"]},
        ],
    )
    game.apply(0, "spy 3:hand")
    assert game.view(None).decision == sc.Decision("respond", 1, actor=0, verb="spy")
    game.apply(1, "pass")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.seat == 2
    game.apply(2, "cancel scouting_refugee")
    asked = set()
    while (decision := game.view(None).decision) is not None and decision.kind == "respond":
        asked.add(decision.seat)
        game.apply(decision.seat, "pass")
    assert 4 not in asked
    assert game.view(4).hand == ("scouting_refugee",)
    assert game.view(2).hand == ("net",)
    assert game.view(0).knowledge == ()  # the spy saw nothing
    assert game.view(0).hand == ("scout",)  # a cancelled spy still draws 1 [003:72]
    assert "spy" in zone_kinds(game, "0:discard")


def test_binoculars_with_a_second_binoculars_see_three_deep_only_their_owner_sees_003_100_102() -> None:
    """[003:100-102] One binoculars peeks at the top card of every pile; a second adds two cards: the
    top 3 of each pile, returned to the top of its pile. Only the owner sees them [003:101]."""
    junkyard = ["net", "junk", "pills", "spear"]
    contested = ["grenade", "field_crew", "wolf_pack", "sled_team"]
    game = recon(
        3,
        modules=frozenset({"recon1"}),
        players=[{"hand": ["binoculars", "binoculars", "brawler"]}, {"hand": ["brawler"]}, {}],
        junkyard=junkyard,
        contested=contested,
    )
    game.apply(0, "scout binoculars binoculars")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen["junkyard"] == tuple(junkyard[:3])
    assert seen["contested"] == tuple(contested[:3])
    assert zone_kinds(game, "junkyard") == junkyard  # returned in order [003:34]
    assert zone_kinds(game, "contested") == contested
    for other in (1, 2):
        assert all(k.zone not in ("junkyard", "contested") for k in game.view(other).knowledge)
    assert Counter(zone_kinds(game, "0:discard"))["binoculars"] == 2  # discarded after use [003:107]


def test_two_players_with_module_1_the_junkyard_is_the_reduced_base_plus_four_binoculars_003_061_v1() -> None:
    """[003:61] Module 1 shuffles the 4 binoculars into the junkyard; RULINGS V-1: with 2 players only
    the 8 base kinds lose 2 each (26 cards left), the expansion cards go in unreduced: 30 cards."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, modules=frozenset({"recon1"})))
    jy = zone_counter(game, "junkyard")
    assert jy["binoculars"] == 4
    assert jy == Counter(
        {
            "junk": 5,
            "multitool": 2,
            "net": 2,
            "spear": 2,
            "pickaxe": 2,
            "shovel": 2,
            "medkit": 4,
            "pills": 7,
            "binoculars": 4,
        }
    )


# -- module 2 [003:109-153] and module 3 [003:155-212] ---------------------------------------


def test_provocateur_counts_tribal_hunters_and_a_hardy_scavenger_as_people_003_131_254() -> None:
    """[003:131-132] The provocateur's fight is the total size of the force, "even if they are not
    fighters": provocateur 1 + tribal hunters (4 people) + hardy scavenger 1 = 6. Against thugs and a
    grenade (fight 6, 3 people) the fight ties and the larger force wins on people [000:274]."""
    game = fight([["provocateur", "tribal_hunters_4", "hardy_scavenger"], ["thugs", "grenade"], []])
    game.apply(0, "provoke provocateur")
    finish(game)
    assert totals(game)[0] == (1, 6, 6)
    assert totals(game)[1] == (1, 6, 3)
    assert winner_of_last_skirmish(game) == 0


def test_portable_decoys_add_nothing_for_a_single_card_and_one_for_three_003_206() -> None:
    """[003:206] "For every 2 cards you bring ... increase the effective size of your skirmish force by 1
    (round down, no half credit)": 1 card adds 0, 3 cards add 1."""
    modules = frozenset({"hq1", "hq2", "recon3"})
    decoys = {0: {"buildings": [{"building": "portable_decoys"}]}}
    game = fight([["brawler"], ["brawler"], []], modules=modules, more=decoys)
    finish(game)
    assert totals(game)[0] == (1, 2, 1)  # no half credit
    assert winner_of_last_skirmish(game) is None  # 2-2 and 1-1: a deadlock
    game = fight([["brawler", "junk", "junk"], ["brawler"], []], modules=modules, more=decoys)
    finish(game)
    assert totals(game)[0] == (1, 2, 2)  # 3 cards: +1, not +1.5
    assert winner_of_last_skirmish(game) == 0


def test_a_map_brings_back_a_hardy_scavenger_after_its_dig_and_it_returns_after_the_lost_skirmish_003_181_273() -> None:
    """[003:273] A map retrieves a tribe member just used so it can take part in another action (RULINGS
    X-19: or be committed to the skirmish); [003:181] a hardy scavenger sent to a skirmish its owner
    loses is returned to her hand at the end of the round, and [003:182] she still draws her hand."""
    game = recon(
        3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["hardy_scavenger", "shovel", "map"], "deck": ["refugee"] * 5},
            {"hand": ["brawler"], "deck": ["refugee"] * 5},
            {"deck": ["refugee"] * 5},
        ],
        junkyard=["net", "pills", "junk", "spear"],
        contested=CR,
    )
    game.apply(0, "dig hardy_scavenger+shovel")
    pass_windows(game)
    game.apply(0, "keep net")
    assert "map hardy_scavenger" in texts(game, 0)
    game.apply(0, "map hardy_scavenger")
    pass_windows(game)
    assert game.view(0).hand == ("hardy_scavenger",)
    game.apply(0, "end")
    pass_windows(game)
    assert "commit hardy_scavenger" in texts(game, 0)
    game.apply(0, "commit hardy_scavenger")
    while game.round == 3 and (decision := game.view(None).decision) is not None:
        if decision.kind == "turn":
            game.apply(decision.seat, "end")
        elif decision.kind == "commit":
            game.apply(decision.seat, "commit brawler" if decision.seat == 1 else "commit none")
        else:
            game.apply(decision.seat, "pass")
    assert winner_of_last_skirmish(game) == 1
    assert game.round == 4
    hand = Counter(game.view(0).hand)
    assert hand["hardy_scavenger"] == 1
    assert sum(hand.values()) == 6  # the returned hardy scavenger and a full draw of 5 [003:182]


def test_a_guard_from_the_alternate_starting_hand_cancels_a_snipe_in_a_base_game_003_123_294() -> None:
    """[003:294] Guards may replace the starting brawlers; the card keeps its rule [003:123-124]: it
    cancels a snipe on its owner's digger outside the skirmish, then is discarded and replaced."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            variants=frozenset({"alternate_brawlers"}),
            scenario={
                "players": [
                    {"hand": ["guard", "scavenger", "shovel"], "deck": ["spear"]},
                    {"hand": ["sniper_team"]},
                    {},
                ],
                "junkyard": ["net", "junk", "pills"],
            },
        )
    )
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "snipe 0:scavenger")
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert game.view(0).hand == ("spear",)
    assert len(game.view(0).looking) == 3
    assert "sniper_team" in zone_kinds(game, "1:discard")


# -- module 4 [003:214-255] ----------------------------------------------------------------


def test_module_4_plays_fourteen_of_the_twenty_eight_contested_resources_at_every_table_003_220_v9() -> None:
    """[003:218-220] Shuffle all 28 CRs (14 base + 14 Recon) and use the top 14 for the game; RULINGS
    V-9: the other 14 are out of the game. At every table size, the pile is 14 cards of the 14 kinds
    (at most 2 of a kind), and no other contested resource is anywhere in play."""
    kinds_seen: set[str] = set()
    for players in (2, 3, 4, 5):
        for seed in range(4):
            game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=frozenset({"recon4"})))
            pile = zone_counter(game, "contested")
            assert sum(pile.values()) == 14
            assert set(pile) <= BASE_CRS | RECON_CRS
            assert max(pile.values()) <= 2
            kinds_seen |= set(pile)
            in_play = Counter(
                card.kind
                for zone, cards in game.zones().items()
                if zone != "box"
                for card in cards
                if card.kind in BASE_CRS | RECON_CRS
            )
            assert in_play == pile
    assert kinds_seen & RECON_CRS  # both boxes feed the shuffle
    assert kinds_seen & BASE_CRS


def test_end_of_game_people_count_combat_medics_as_four_and_tribal_hunters_as_printed_003_137_254() -> None:
    """[003:137] combat medics are "four people"; [003:254] tribal hunters come as 2-, 3- and 4-person
    cards. The game ends when the last contested resource is gone (a deadlock sends it to the
    junkyard, RULINGS ED-2) and tribes are scored by people [000:170]."""
    game = recon(
        3,
        modules=frozenset({"recon4"}),
        round=3,
        players=[
            {"deck": ["combat_medics", "tribal_hunters_2", "tribal_hunters_3"]},
            {"deck": ["tribal_hunters_4", "brawler"]},
            {"deck": ["refugee"]},
        ],
        contested=["grenade"],
    )
    while not game.over:
        decision = game.view(None).decision
        assert decision is not None
        game.apply(decision.seat, {"turn": "end", "commit": "commit none"}.get(decision.kind, "pass"))
    assert game.result is not None
    people = [score.people for score in game.result.scores]
    assert people == [4 + 2 + 3, 4 + 1, 1]
    assert game.result.winners == (0,)


# -- module 5 [003:257-286] ----------------------------------------------------------------


def test_the_swindlers_refugee_makes_a_humanitarians_scouting_refugee_free_003_263_278() -> None:
    """[003:263] the Humanitarians put a refugee stack up for hire (scouting refugees, 1 food each,
    RULINGS X-30); [003:278] the Swindler discards 1 refugee to reduce the hire by 1 food: with no food
    at all, one refugee hires a scouting refugee (a cost never goes below 0, RULINGS L-14)."""
    game = recon(
        3,
        modules=frozenset({"hq1", "hq2", "hq3", "recon5"}),
        players=[
            {"hand": ["refugee", "junk"], "leader": "leader_swindler"},
            {"leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
    )
    assert dict(game.view(None).market)["scouting_refugee"] == 20
    assert "hire scouting_refugee" not in texts(game, 0)  # no food: no hire
    game.apply(0, "lead refugee")
    pass_windows(game)
    assert "hire scouting_refugee" in texts(game, 0)
    game.apply(0, "hire scouting_refugee")
    pass_windows(game)
    assert dict(game.view(None).market)["scouting_refugee"] == 19
    assert "scouting_refugee" in zone_kinds(game, "0:discard")
    assert "refugee" in zone_kinds(game, "0:discard")


# -- leader drafting [003:298-312] -----------------------------------------------------------


def test_leader_drafting_the_leaders_not_kept_go_to_the_bottom_of_the_pile_003_308_312() -> None:
    """[003:308] "take one of the leader cards drawn ... and return the others to the bottom of the pile";
    [003:312] or "return all such cards to the bottom". A hunt of 2 food draws the top 2; keeping the
    second sends the first under the pile; a later bribe of 1 food by another seat draws the third."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=frozenset({"hq1", "hq2", "hq3"}),
            variants=frozenset({"leader_draft"}),
            scenario={
                "players": [{"hand": ["hunter"]}, {"hand": ["scavenger"]}, {}],
                "leaders": ["leader_mentor", "leader_butcher", "leader_ranger", "leader_cannibal"],
            },
        )
    )
    game.apply(0, "hunt hunter")
    pass_windows(game)
    game.apply(0, "bribe")
    assert Counter(game.view(0).looking) == Counter(["leader_mentor", "leader_butcher"])
    game.apply(0, "keep leader_butcher")
    pass_windows(game)
    assert game.view(None).seats[0].leader == "leader_butcher"
    assert zone_kinds(game, "leaders") == ["leader_ranger", "leader_cannibal", "leader_mentor"]
    game.apply(0, "end")
    while (decision := game.view(None).decision) is not None and decision.seat != 1:
        game.apply(decision.seat, "pass")
    game.apply(1, "hunt scavenger")
    pass_windows(game)
    game.apply(1, "bribe")
    assert game.view(1).looking == ("leader_ranger",)
    game.apply(1, "keep none")
    pass_windows(game)
    assert game.view(None).seats[1].leader is None
    assert zone_kinds(game, "leaders") == ["leader_cannibal", "leader_mentor", "leader_ranger"]


def test_a_binoculars_hunt_with_no_tribe_member_bribes_one_leader_003_096_306_x8() -> None:
    """[003:96-97, 31] Binoculars are "useful in hunting", an instant needing no tribe member (RULINGS X-8:
    their printed hunt, 1); [003:306] "For each food generated, the player may draw 1 card from the top
    of the leaders pile": a hunt with binoculars alone draws exactly the top leader."""
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=frozenset({"hq1", "hq2", "hq3", "recon1"}),
            variants=frozenset({"leader_draft"}),
            scenario={
                "players": [{"hand": ["binoculars", "junk"]}, {}, {}],
                "leaders": ["leader_ranger", "leader_mentor", "leader_butcher"],
            },
        )
    )
    assert "hunt binoculars" in texts(game, 0)
    game.apply(0, "hunt binoculars")
    pass_windows(game)
    assert game.view(0).seats[0].food == 1
    game.apply(0, "bribe")
    assert game.view(0).looking == ("leader_ranger",)
    assert len(game.view(1).looking) == 0  # the others see only how many [003:308-309]
    game.apply(0, "keep leader_ranger")
    assert game.view(1).seats[0].leader == "leader_ranger"  # face up [003:309]
    assert zone_kinds(game, "leaders") == ["leader_mentor", "leader_butcher"]


# -- the solo game [003:314-353] -------------------------------------------------------------


def test_solo_seven_empty_engagements_leave_five_cards_after_five_reshuffles_003_333_339_347() -> None:
    """[003:333] every reshuffle of the discard removes the new deck's top card; [003:336, 339] sending no
    force to a lost fight loses nothing; [003:341-343] after the seventh fight, score: [003:348] one point
    a card. Engaging a force every turn from the first, a 10-card tribe draws 5 a turn: the deck runs out
    on turns 3 to 7 (lazily, RULINGS R-6), five reshuffles, five cards lost: 5 points."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=11))
    assert game.score(0).points == 10
    for force in range(1, 8):
        assert not game.over
        game.apply(0, "end")
        game.apply(0, f"engage {force}")
        game.apply(0, "commit none")
        solo_fight_out(game)
        now = game.view(0).decision
        assert game.over or now is None or now.kind != "loss"  # nothing was sent, nothing to remove
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].points == 5


def test_solo_a_lost_fight_removes_a_card_of_the_force_never_one_held_back_003_339() -> None:
    """[003:339] "If you lose, you must permanently remove one card from your skirmish force and set it
    aside. The card you remove is your choice." Only the committed cards are offered; the removed card
    leaves the tribe, the rest of the force goes to the discard pile."""
    game = solo(
        players=[{"hand": ["scavenger", "spear", "pills", "junk"], "deck": ["refugee"] * 5}],
        opponents=[["thugs", "rifle"], ["tribe_family_3"]],
    )
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit scavenger spear")
    solo_fight_out(game)
    decision = game.view(0).decision
    assert decision is not None
    assert decision.kind == "loss"
    assert set(texts(game, 0)) == {"remove scavenger", "remove spear"}
    before = game.score(0).points
    game.apply(0, "remove spear")
    assert game.score(0).points == before - 1
    zones = game.zones()
    owned = Counter(c.kind for z, cs in zones.items() if z.startswith("0:") and z != "0:removed" for c in cs)
    assert owned["spear"] == 0  # set aside [003:339]
    assert [c.kind for c in zones["0:removed"]] == ["spear"]
    assert "scavenger" in zone_kinds(game, "0:discard")


# -- more module 1 and 2 [003:63-153] ---------------------------------------------------------


def test_two_spies_spy_twice_in_one_round_each_discarded_and_replaced_003_068_r12() -> None:
    """[003:65-68] A spy peeks at up to four cards of one player, then is discarded and its owner draws 1;
    RULINGS R-12 / X-1: each recon is its own action, once per card, with no cap per round. Two spies look
    at two players' hands in the same turn, each replaced by the top card of the deck in turn."""
    game = recon(
        3,
        players=[
            {"hand": ["spy", "spy"], "deck": ["scout", "net"]},
            {"hand": ["brawler", "pills"]},
            {"hand": ["junk", "shovel", "medkit"]},
        ],
    )
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    assert "spy 2:hand" in texts(game, 0)
    game.apply(0, "spy 2:hand")
    pass_windows(game)
    seen = {k.zone: Counter(k.cards) for k in game.view(0).knowledge}
    assert seen["1:hand"] == Counter(["brawler", "pills"])
    assert seen["2:hand"] == Counter(["junk", "shovel", "medkit"])
    assert Counter(game.view(0).hand) == Counter(["scout", "net"])
    assert Counter(zone_kinds(game, "0:discard"))["spy"] == 2
    # Seat 1 learns nothing of seat 2's hand [003:33].
    assert all(k.zone != "2:hand" for k in game.view(1).knowledge)


def test_every_view_names_the_rogues_owner_as_the_winner_of_a_tie_it_is_not_in_003_145() -> None:
    """[003:145] "It is not necessary that the player using the rogue be involved in the tie": seats 0 and
    1 tie at fight 3 above seat 2's lone rogue (fight 1). Every seat's view, once the forces are revealed
    (seat 1 is asked about her provocateur, which she does not announce), names seat 2 as the seat that
    would take the contested resource, and the skirmish gives it to her."""
    game = fight([["brawler", "scavenger"], ["brawler", "provocateur", "refugee"], ["rogue"]])
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    for seat in (0, 1, 2, None):
        assert game.view(seat).skirmish_winner == 2
    finish(game)
    assert totals(game)[0][1] == totals(game)[1][1] == 3
    assert winner_of_last_skirmish(game) == 2
    owned = Counter(c.kind for z, cs in game.zones().items() if z.startswith("2:") for c in cs)
    assert owned["grenade"] == 1


def test_five_players_a_seat_later_in_turn_order_but_lower_in_number_snipes_the_provocateur_003_135() -> None:
    """[003:135] "A player in later turn order can snipe a provocateur in earlier turn order"; turn order
    starts with the round's initiator [003:111]. Initiator seat 3: seat 4 announces her provocateur
    (force size 5), then seat 1, later in turn order though lower in number, snipes it, and the fight
    reverts to its natural score [003:133]: refugees alone have no fight, so seat 0's thugs win."""
    game = fight(
        [["thugs"], ["sniper_team", "brawler"], [], [], ["provocateur", "refugee", "refugee", "refugee", "refugee"]],
        initiator=3,
    )
    assert game.view(None).decision == sc.Decision("skirmish", 4)
    game.apply(4, "provoke provocateur")
    pass_windows(game)
    while (decision := game.view(None).decision) is not None and decision.seat != 1:
        game.apply(decision.seat, "pass")
    assert "snipe 4:provocateur" in texts(game, 1)
    game.apply(1, "snipe 4:provocateur")
    finish(game)
    assert totals(game)[4][0] == 0  # no fight left
    assert winner_of_last_skirmish(game) == 0


def test_combat_medics_save_the_announced_provocateur_and_the_force_still_fights_five_003_137_232() -> None:
    """[003:137] combat medics (four people) and a provocateur (one) fight 5 "assuming her provocateur is
    not sniped"; [003:232] combat medics "can save against a snipe AND fight in the same round": a later
    sniper's shot at the provocateur is saved, the medics stay, and the force still fights 5."""
    game = fight([["combat_medics", "provocateur"], ["sniper_team", "thugs"], []])
    game.apply(0, "provoke provocateur")
    pass_windows(game)
    while (decision := game.view(None).decision) is not None and decision.seat != 1:
        game.apply(decision.seat, "pass")
    game.apply(1, "snipe 0:provocateur")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "save"
    while (decision := game.view(None).decision) is not None and decision.seat != 0:
        game.apply(decision.seat, "pass")
    assert any(t.startswith("save") and "combat_medics" in t for t in texts(game, 0))
    game.apply(0, next(t for t in texts(game, 0) if t.startswith("save") and "combat_medics" in t))
    finish(game)
    assert totals(game)[0][:2] == (1, 5)
    assert winner_of_last_skirmish(game) == 0


def test_the_yardmaster_returns_both_cards_together_to_one_end_never_split_003_283_l15() -> None:
    """[003:283] "Return both cards to the top or bottom of the pile (preserve original card order)";
    RULINGS L-15: both go back together, to the top or both to the bottom. The only choices are those
    two, and the bottom keeps their order under the rest of the pile."""
    game = recon(
        3,
        modules=frozenset({"hq1", "hq2", "hq3", "recon5"}),
        players=[
            {"hand": ["scavenger"], "leader": "leader_yardmaster"},
            {"leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
        junkyard=["net", "junk", "pills", "spear", "medkit"],
    )
    game.apply(0, "yard")
    assert sorted(texts(game, 0)) == ["yard bottom", "yard top"]
    game.apply(0, "yard bottom")
    assert zone_kinds(game, "junkyard") == ["pills", "spear", "medkit", "net", "junk"]
    assert [(k.source, k.cards) for k in game.view(0).knowledge] == [("yardmaster", ("net", "junk"))]
    assert all(k.zone != "junkyard" for k in game.view(1).knowledge)  # only their owner saw them
