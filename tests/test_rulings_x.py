"""RULINGS X-1..X-37 (the Recon expansion [003]), checked bullet by bullet from the rulings' and the
rulebook's words through the public API. Only claims no other test checks are here; each test names
the ruling it checks and quotes its words."""

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
QUIET_LEADERS = ["leader_butcher", "leader_cannibal", "leader_mentor"]


def end_round(game: sc.Game) -> None:
    """Everyone ends, commits nothing and passes until the round changes."""
    start = game.round
    while not game.over and game.round == start:
        decision = game.view(None).decision
        assert decision is not None
        game.apply(decision.seat, {"turn": "end", "commit": "commit none"}.get(decision.kind, "pass"))


def play_out(game: sc.Game) -> None:
    """Everyone ends, commits nothing and passes until the game is over."""
    while not game.over:
        decision = game.view(None).decision
        assert decision is not None
        game.apply(decision.seat, {"turn": "end", "commit": "commit none"}.get(decision.kind, "pass"))


def spy_knowledge(game: sc.Game, seat: int) -> list[sc.Knowledge]:
    return [k for k in game.view(seat).knowledge if k.source == "spy"]


# =============================================================================================
# recon actions per round, and combining binoculars
# =============================================================================================


def test_each_recon_source_is_its_own_action_with_no_cap_per_round_x1() -> None:
    """RULINGS X-1: "Each recon source (a spy, a binoculars used as the base, a scout-tower activation) is
    its own action. There is no cap per round (R-12)": two spies and a binoculars look in one turn."""
    game = new(
        players=[
            {"hand": ["spy", "spy", "binoculars"], "deck": ["net", "pills"]},
            {"hand": ["brawler", "junk"], "deck": ["medkit", "spear", "rifle"]},
            {},
        ],
        junkyard=["shovel", "junk"],
    )
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    game.apply(0, "spy 1:deck")
    pass_windows(game)
    assert "scout binoculars" in texts(game, 0)
    game.apply(0, "scout binoculars")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert Counter(seen["1:hand"]) == Counter(["brawler", "junk"])
    assert seen["1:deck"] == ("medkit", "spear", "rifle")
    assert seen["junkyard"] == ("shovel",)
    assert Counter(zone_kinds(game, "0:discard")) == Counter({"spy": 2, "binoculars": 1})
    assert Counter(game.view(0).hand) == Counter(["net", "pills"])  # each spy drew 1


def test_two_scout_towers_may_each_be_activated_once_in_a_round_x1_x7() -> None:
    """RULINGS X-1: "each scout tower may be activated only once per round"; X-7: "Once per tower per
    round". A player with two complete towers activates each once, then no more."""
    game = new(
        modules=HQ2 | frozenset({"recon3"}),
        players=[
            {
                "hand": ["junk", "junk", "junk"],
                "buildings": [{"building": "scout_tower"}, {"building": "scout_tower"}],
            },
            {},
            {},
        ],
        junkyard=["net", "pills", "spear"],
        contested=CR,
        schematics=["bunker", "armory"],
    )
    game.apply(0, "tower junk contested+junkyard")
    pass_windows(game)
    assert any(a.verb is sc.Verb.TOWER for a in game.legal_actions(0)), "the second tower is still unused"
    game.apply(0, "tower junk junkyard+schematics")
    pass_windows(game)
    assert not any(a.verb is sc.Verb.TOWER for a in game.legal_actions(0))
    assert game.view(0).hand == ("junk",)


def test_binoculars_as_base_and_as_modifier_are_each_discarded_x1() -> None:
    """RULINGS X-1: "Each binoculars card is either a base or a modifier, not both, and is discarded":
    two binoculars see 3 deep and both go to the discard pile; a third stays in hand."""
    game = new(
        players=[{"hand": ["binoculars", "binoculars", "binoculars"]}, {}, {}],
        junkyard=["net", "junk", "pills", "spear"],
    )
    game.apply(0, "scout binoculars binoculars")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen["junkyard"] == ("net", "junk", "pills")
    assert zone_kinds(game, "0:discard") == ["binoculars", "binoculars"]
    assert game.view(0).hand == ("binoculars",)


# =============================================================================================
# spy timing
# =============================================================================================


def test_a_spy_is_not_usable_in_another_players_window_x3() -> None:
    """RULINGS X-3: the spy acts "Only on its owner's own RG turn": asked in another player's response
    window, its holder may not spy."""
    game = new(
        initiator=1,
        players=[{"hand": ["spy", "scouting_refugee"]}, {"hand": ["scavenger", "brawler"]}, {"hand": ["junk"]}],
        junkyard=["net", "junk"],
    )
    game.apply(1, "dig scavenger")
    pass_until(game, 0)
    decision = game.view(None).decision
    assert decision is not None
    assert (decision.kind, decision.seat) == ("respond", 0)
    assert not any(a.verb is sc.Verb.SPY for a in game.legal_actions(0))
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
        game.apply(0, "spy 1:hand")


# =============================================================================================
# cancel windows for recon
# =============================================================================================


def test_a_cancelled_scout_tower_stays_built_and_works_again_next_round_x4() -> None:
    """RULINGS X-4: "For a scout tower: the activation discard stays discarded, the tower itself is
    unaffected, and that tower is used up for the round": used up this round only."""
    game = new(
        modules=HQ2 | frozenset({"recon1", "recon3"}),
        players=[
            {"hand": ["junk"], "deck": ["pills"] * 6, "buildings": [{"building": "scout_tower"}]},
            {"hand": ["scouting_refugee"], "deck": ["junk"] * 6},
            {"deck": ["medkit"] * 6},
        ],
        schematics=["bunker", "armory"],
    )
    game.apply(0, "tower junk junkyard+schematics")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert "junk" in zone_kinds(game, "0:discard")
    assert not any(a.verb is sc.Verb.TOWER for a in game.legal_actions(0))
    (tower,) = game.view(None).seats[0].buildings
    assert (tower.kind, tower.timer, tower.disabled) == ("scout_tower", 0, False)
    end_round(game)
    assert game.round == 2
    pass_until(game, 0)
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert any(a.verb is sc.Verb.TOWER for a in game.legal_actions(0))


# =============================================================================================
# what counts as "targets your card(s)" for the guard
# =============================================================================================


def test_a_guard_cancels_a_spy_on_its_owners_building_x6() -> None:
    """RULINGS X-6: the guard covers "a spy on any of her zones", a building's stored cards among them
    (X-2); a third player's guard may not cancel it."""
    game = new(
        modules=HQ2 | R12,
        players=[
            {"hand": ["spy"], "deck": ["pills"]},
            {"hand": ["guard"], "deck": ["net"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
            {"hand": ["guard", "junk"]},
        ],
    )
    game.apply(0, "spy 1:stored-bunker")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "spy")
    assert "cancel guard" in texts(game, 1)
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert spy_knowledge(game, 0) == []
    assert game.view(1).hand == ("net",)
    assert game.view(0).hand == ("pills",)


def test_only_the_spied_players_guard_may_cancel_a_spy_on_a_building_x6() -> None:
    """RULINGS X-4: "A guard may cancel too, but only if the recon targets that guard owner's cards"."""
    game = new(
        modules=HQ2 | R12,
        players=[
            {"hand": ["spy"], "deck": ["pills"]},
            {"hand": ["junk"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
            {"hand": ["guard", "junk"]},
        ],
    )
    game.apply(0, "spy 1:stored-bunker")
    while (decision := game.view(None).decision) is not None and decision.kind == "respond":
        assert "cancel guard" not in texts(game, decision.seat)
        game.apply(decision.seat, "pass")
    (seen,) = spy_knowledge(game, 0)
    assert seen.cards == ("sniper_team",)


# =============================================================================================
# scout tower details
# =============================================================================================


def tower_game(**more: object) -> sc.Game:
    return new(
        modules=HQ4 | frozenset({"recon1", "recon3"}),
        players=[
            {"hand": ["junk", "brawler"], "deck": ["medkit"] * 4, "leader": QUIET_LEADERS[0], **more},
            {"hand": ["scavenger"], "deck": ["pills"] * 4, "leader": QUIET_LEADERS[1]},
            {"hand": ["junk"], "leader": QUIET_LEADERS[2]},
        ],
        junkyard=["medkit", "spear", "net"],
        contested=CR,
        schematics=["bunker", "armory"],
    )


def test_a_scout_tower_never_looks_at_a_players_deck_or_hand_x7() -> None:
    """RULINGS X-7: "It cannot target a player's deck; that is what the spy is for"; its piles are "shared
    face-down piles"."""
    game = tower_game(buildings=[{"building": "scout_tower"}])
    towers = [t for t in texts(game, 0) if t.startswith("tower")]
    assert towers
    assert not any(":" in t or "deck" in t or "hand" in t for t in towers)
    for text in ("tower junk 1:deck+junkyard", "tower junk 1:hand+junkyard", "tower junk 1:deck+2:deck"):
        with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
            game.apply(0, text)


def test_a_disabled_scout_tower_cannot_be_activated_x7() -> None:
    """RULINGS X-7: "Activation: on the owner's own RG turn, tower complete and enabled"."""
    game = tower_game(buildings=[{"building": "scout_tower", "disabled": True}])
    assert not any(a.verb is sc.Verb.TOWER for a in game.legal_actions(0))


def test_a_scout_tower_is_not_activated_in_another_players_window_x7() -> None:
    """RULINGS X-7: activation is "on the owner's own RG turn" (and buildings other than the bunker are
    used only on their owner's turn [000:627-645])."""
    game = new(
        modules=HQ2 | frozenset({"recon1", "recon3"}),
        initiator=1,
        players=[
            {"hand": ["junk", "scouting_refugee"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["scavenger"], "deck": ["net"]},
            {},
        ],
        junkyard=["medkit", "spear"],
        contested=CR,
        schematics=["bunker", "armory"],
    )
    game.apply(1, "draw scavenger")
    pass_until(game, 0)
    decision = game.view(None).decision
    assert decision is not None
    assert (decision.kind, decision.seat) == ("respond", 0)
    assert not any(a.verb is sc.Verb.TOWER for a in game.legal_actions(0))


# =============================================================================================
# no contested-resource peeking with two players
# =============================================================================================


def test_the_yardmaster_still_peeks_in_a_two_player_game_x9() -> None:
    """RULINGS X-9: with 2 players recon may not look at the CR pile; "The Yardmaster is unaffected
    (junkyard only)"."""
    game = new(
        2,
        modules=HQ3 | frozenset({"recon5"}),
        players=[{"hand": ["scavenger"], "leader": "leader_yardmaster"}, {"leader": QUIET_LEADERS[0]}],
        junkyard=["net", "junk", "pills"],
        contested=CR,
    )
    assert "yard" in texts(game, 0)
    game.apply(0, "yard")
    game.apply(0, "yard top")
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen == {"junkyard": ("net", "junk")}


# =============================================================================================
# assassin targets
# =============================================================================================


def test_an_assassin_never_targets_a_card_of_more_than_one_person_x10() -> None:
    """RULINGS X-10: "Person cards with people = 1. Not group leaders (2), sniper teams (2), thugs (3), tribe
    families or CR persons with more than 1"."""
    force = ["sniper_team", "tribe_family_3", "sled_team", "demolition_team", "field_crew", "scout"]
    game = fight([force, ["assassin"], []])
    pass_until(game, 1)
    legal = texts(game, 1)
    assert "snipe assassin 0:scout" in legal
    for card in force[:-1]:
        assert f"snipe assassin 0:{card}" not in legal, card


# =============================================================================================
# courier
# =============================================================================================


def test_a_courier_adds_one_fight_to_a_fighter_in_the_skirmish_x11() -> None:
    """RULINGS X-11: "The courier's own fight modifier (E1: +1) applies only in the skirmish": a modifier,
    it adds to a base-fight person and brings no fight alone [000:188]."""
    game = fight([["brawler", "courier"], ["courier"], []])
    finish(game)
    assert totals(game)[0][:2] == (1, 3)
    assert totals(game)[1][0] == 0


# =============================================================================================
# drill sergeant
# =============================================================================================


def test_two_drill_sergeants_each_drill_once_in_a_round_x12() -> None:
    """RULINGS X-12: "It is a special action, one per drill-sergeant card" (R-12: "may be used once per
    card"): two sergeants drill twice in a round, but never together as one action."""
    game = new(
        players=[
            {"hand": ["drill_sergeant", "drill_sergeant"], "deck": ["net", "junk", "pills", "spear", "medkit"]},
            {},
            {},
        ]
    )
    assert "drill drill_sergeant" in texts(game, 0)
    assert not any(a.verb is sc.Verb.DRILL and len(a.cards) > 1 for a in game.legal_actions(0))
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
        game.apply(0, "drill drill_sergeant drill_sergeant")
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    if game.view(0).decision == sc.Decision("shuffle", 0):
        game.apply(0, "shuffle none")
    assert Counter(game.view(0).hand) == Counter(["drill_sergeant", "net", "junk"])
    assert "drill drill_sergeant" in texts(game, 0)
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    if game.view(0).decision == sc.Decision("shuffle", 0):
        game.apply(0, "shuffle none")
    assert Counter(game.view(0).hand) == Counter(["net", "junk", "pills", "spear"])
    assert zone_kinds(game, "0:discard") == ["drill_sergeant", "drill_sergeant"]


def test_a_drill_sergeants_retrieved_cards_are_shuffled_into_the_deck_x12() -> None:
    """RULINGS X-12: "Choose up to 2 cards from one's own discard pile", "Shuffle them into the deck", "Draw 2
    from the top": the retrieved cards land anywhere in the deck, so across seeds they are sometimes drawn
    and sometimes not."""
    hands: set[tuple[str, ...]] = set()
    for seed in range(12):
        game = new(
            seed=seed, players=[{"hand": ["drill_sergeant"], "deck": ["junk"] * 6, "discard": ["net", "spear"]}, {}, {}]
        )
        game.apply(0, "drill drill_sergeant")
        pass_windows(game)
        game.apply(0, "shuffle net spear")
        hand = game.view(0).hand
        assert len(hand) == 2
        assert Counter(hand) + Counter(zone_kinds(game, "0:deck")) == Counter({"junk": 6, "net": 1, "spear": 1})
        hands.add(tuple(sorted(hand)))
    assert ("junk", "junk") in hands
    assert hands - {("junk", "junk")}


@pytest.mark.parametrize("seed", range(6))
def test_a_drill_sergeant_reshuffles_when_its_deck_runs_out_but_never_draws_itself_x12_x29(seed: int) -> None:
    """RULINGS X-12: "Draw 2 from the top, reshuffling if needed (R-5 and R-6)"; X-29: "The sergeant is
    discarded after its action resolves, so it is never among the cards it retrieves or draws". One card
    retrieved into an empty deck, then the discard (pills alone) is reshuffled for the second draw."""
    game = new(seed=seed, players=[{"hand": ["drill_sergeant"], "deck": [], "discard": ["net", "pills"]}, {}, {}])
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    assert game.view(0).decision == sc.Decision("shuffle", 0)
    game.apply(0, "shuffle net")
    assert Counter(game.view(0).hand) == Counter(["net", "pills"])
    assert zone_kinds(game, "0:discard") == ["drill_sergeant"]


@pytest.mark.parametrize("seed", range(6))
def test_a_drill_sergeant_with_one_card_left_and_no_discard_draws_only_that_card_x29(seed: int) -> None:
    """RULINGS X-29: "With an empty discard it retrieves nothing and the deck is not shuffled; it then draws
    2 (R-5, R-6 apply if the deck runs out)", and the sergeant is never among the cards it draws."""
    game = new(seed=seed, players=[{"hand": ["drill_sergeant"], "deck": ["net"], "discard": []}, {}, {}])
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    if game.view(0).decision == sc.Decision("shuffle", 0):
        game.apply(0, "shuffle none")
    assert game.view(0).hand == ("net",)
    assert zone_kinds(game, "0:discard") == ["drill_sergeant"]


# =============================================================================================
# cards drawn in the skirmish never join the force; tear gas only from the force
# =============================================================================================


def test_tear_gas_drawn_by_a_drill_sergeant_in_the_skirmish_cannot_be_used_x13_x22() -> None:
    """RULINGS X-13: the drill sergeant's drawn cards "go to hand, cannot join the force"; X-22: "Tear gas
    works only from the force". A tear gas it draws in the skirmish stays useless for the rest of its
    owner's opportunity (her sniper team keeps that opportunity open)."""
    game = fight(
        [["drill_sergeant", "brawler", "sniper_team"], ["thugs", "scout"], []],
        more={0: {"deck": ["tear_gas", "junk"]}},
    )
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    game.apply(0, "drill drill_sergeant")
    if game.view(0).decision == sc.Decision("shuffle", 0):
        game.apply(0, "shuffle none")
    assert game.round == 3
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert Counter(game.view(0).hand) == Counter(["tear_gas", "junk"])
    assert not any(a.verb is sc.Verb.GAS for a in game.legal_actions(0))
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
        game.apply(0, "gas 1:thugs")
    finish(game)
    assert totals(game)[1][:2] == (1, 5)  # thugs 3 + scout 2: nothing gassed
    assert totals(game)[0][:2] == (1, 2)  # the brawler alone: the sergeant gave up its fight (S-6)
    assert winner_of_last_skirmish(game) == 1


# =============================================================================================
# the spy's standard use
# =============================================================================================


def test_a_spy_alone_in_a_force_brings_no_fight_x14() -> None:
    """RULINGS X-14: the spy's +2 fight modifier "attaches to a base-fight person in the same force (R-15)
    and cannot stand alone"."""
    game = fight([["spy"], ["refugee"], []])
    finish(game)
    assert totals(game)[0][0] == 0
    game = fight([["spy", "refugee"], ["junk"], []])
    finish(game)
    assert totals(game)[0][0] == 0  # a refugee has no base fight to attach to


# =============================================================================================
# scrappers
# =============================================================================================


@pytest.mark.parametrize("order", [["pills", "spear"], ["spear", "pills"]])
def test_scrappers_return_cards_on_top_in_the_order_the_digger_chooses_x15(order: list[str]) -> None:
    """RULINGS X-15: "Returned cards may go to the top and/or the bottom in any split and order the digger
    chooses"."""
    # `top` names the cards in the order chosen, the first uppermost; the listed actions are the sorted
    # ones, and any other order of the same cards is accepted as typed.
    game = new(players=[{"hand": ["scrappers"]}, {}, {}], junkyard=["pills", "rifle", "spear", "junk", "net"])
    game.apply(0, "dig scrappers")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["pills", "rifle", "spear"]
    game.apply(0, "keep rifle")
    assert game.view(0).decision == sc.Decision("top", 0)
    game.apply(0, "top " + " ".join(order))
    assert zone_kinds(game, "junkyard")[:2] == order


# =============================================================================================
# tinker
# =============================================================================================


def test_a_tinker_boosts_a_hunt_as_an_ordinary_modifier_x16() -> None:
    """RULINGS X-16: "A tinker may also boost a junkyard dig or hunt as an ordinary modifier" (+1 hunt,
    E1); it "has modifiers only", so it cannot hunt alone."""
    game = new(players=[{"hand": ["tinker", "scavenger"]}, {}, {}])
    assert "hunt tinker" not in texts(game, 0)
    game.apply(0, "hunt scavenger+tinker")
    pass_windows(game)
    assert game.view(0).seats[0].food == 2


# =============================================================================================
# combat medics
# =============================================================================================


def test_combat_medics_save_in_gathering_from_the_committed_cards_and_are_discarded_x18() -> None:
    """RULINGS X-18: "They may save: in RG from hand or committed cards, after which they are
    discarded"."""
    game = new(
        round=3,
        initiator=0,
        players=[
            {"hand": ["combat_medics", "brawler"]},
            {"hand": ["scavenger"], "deck": ["net"]},
            {"hand": ["sniper_team"]},
        ],
        contested=CR,
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler combat_medics")
    game.apply(1, "draw scavenger")
    pass_until(game, 2)
    game.apply(2, "snipe 1:scavenger")
    pass_until(game, 0)
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "save"
    assert "save combat_medics" in texts(game, 0)
    game.apply(0, "save combat_medics")
    pass_windows(game)
    assert "combat_medics" in zone_kinds(game, "0:discard")
    assert game.view(0).committed == ("brawler",)
    assert game.view(None).seats[0].committed_count == 1
    assert game.view(1).hand == ("net",)  # the saved draw went ahead


def test_combat_medics_count_for_the_pharmers_tie_break_x18() -> None:
    """RULINGS X-18: combat medics "count for the Pharmers tie-break (ED-8)"; ED-8: the value counts
    "only cards of type Medicine", the tie-break "the Medic cards and Combat Medics cards"."""
    modules = frozenset({"hq1", "recon4"})
    game = new(
        modules=modules,
        round=3,
        players=[{"hand": ["pills"]}, {"hand": ["pills", "combat_medics"]}, {}],
        contested=["wolf_pack"],
    )
    play_out(game)
    assert game.result is not None
    assert "gang_pharmers" in game.result.scores[1].gangs  # 1 med each; the combat medics break the tie
    assert "gang_pharmers" not in game.result.scores[0].gangs
    game = new(
        modules=modules,
        round=3,
        players=[{"hand": ["medkit"]}, {"hand": ["pills", "combat_medics"]}, {}],
        contested=["wolf_pack"],
    )
    play_out(game)
    assert game.result is not None
    assert "gang_pharmers" in game.result.scores[0].gangs  # medkit 2 against pills 1: persons carry no value


# =============================================================================================
# map
# =============================================================================================


def test_a_map_returns_one_tribe_member_and_its_modifiers_stay_discarded_x19() -> None:
    """RULINGS X-19: "Return one tribe member used in that action to hand; its tool and modifiers stay
    discarded"."""
    game = new(
        players=[{"hand": ["scavenger", "brawler", "shovel", "group_leaders", "map"]}, {}, {}],
        junkyard=["net", "junk", "pills", "spear", "medkit", "rifle", "junk", "junk"],
    )
    game.apply(0, "dig scavenger+shovel+group_leaders brawler")
    pass_windows(game)
    game.apply(0, "keep none")
    assert "map scavenger" in texts(game, 0)
    assert not any(a.verb is sc.Verb.MAP and len(a.cards) > 1 for a in game.legal_actions(0))
    with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
        game.apply(0, "map brawler scavenger")
    game.apply(0, "map scavenger")
    assert game.view(0).hand == ("scavenger",)
    assert Counter(zone_kinds(game, "0:discard")) >= Counter(["shovel", "group_leaders", "brawler", "map"])


def test_a_map_brings_back_a_worker_or_a_builder_but_not_a_demolition_team_x25() -> None:
    """RULINGS X-25: "The map returns a tribe member used in a standard action (dig, draw, hunt, build,
    work)"; a card used for its special action is not "just used" in the map's sense."""
    game = new(
        modules=HQ2 | ALL_RECON,
        players=[
            {
                "hand": ["scavenger", "map", "map", "engineer"],
                "deck": ["pills"] * 6,
                "buildings": [{"building": "armory", "timer": ["medkit", "medkit"]}],
            },
            {},
            {},
        ],
        schematics=["bunker", "pharmacy"],
    )
    game.apply(0, "work armory scavenger")
    pass_windows(game)
    assert "map scavenger" in texts(game, 0)
    game.apply(0, "map scavenger")
    game.apply(0, "build engineer")
    pass_windows(game)
    game.apply(0, "keep bunker")
    assert "map engineer" in texts(game, 0)
    game = new(
        players=[
            {"hand": ["map", "demolition_team"], "deck": ["pills"] * 6},
            {"buildings": [{"building": "bunker", "timer": ["junk"]}]},
            {},
        ],
    )
    game.apply(0, "demolish 1:bunker")
    pass_windows(game)
    assert not any(a.verb is sc.Verb.MAP for a in game.legal_actions(0))


def test_a_map_cannot_bring_back_a_drill_sergeant_that_drilled_x25_x12() -> None:
    """RULINGS X-25: "The map returns a tribe member used in a standard action (dig, draw, hunt, build,
    work)"; X-12: the drill is "a special action, one per drill-sergeant card" (R-12: "may be used once per
    card"); X-21: an active ability "replaces the card's standard use that round"."""
    # An earlier engine offered `map drill_sergeant` here, and the sergeant, back in hand, could then
    # dig or drill a second time in the same round.
    game = new(
        players=[{"hand": ["drill_sergeant", "map"], "deck": ["pills", "junk", "net", "spear"], "discard": ["medkit"]}],
        junkyard=["rifle", "junk", "medkit"],
    )
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    if game.view(0).decision == sc.Decision("shuffle", 0):
        game.apply(0, "shuffle none")
    assert "drill_sergeant" in zone_kinds(game, "0:discard")
    legal = texts(game, 0)
    if "map drill_sergeant" in legal:
        game.apply(0, "map drill_sergeant")
        assert "drill drill_sergeant" not in texts(game, 0), "the same card drills twice in one round"
    assert "map drill_sergeant" not in legal


# =============================================================================================
# tribal hunters
# =============================================================================================


def test_tribal_hunters_3_hunt_1_x20() -> None:
    """RULINGS X-20: "the 3-person hunt 1/fight 1"."""
    game = new(players=[{"hand": ["tribal_hunters_3"]}, {}, {}])
    game.apply(0, "hunt tribal_hunters_3")
    pass_windows(game)
    assert game.view(0).seats[0].food == 1


def test_tribal_hunters_are_not_tribe_families_for_the_ranger_x20() -> None:
    """RULINGS X-20: "They are not 'tribe families' for the Ranger" (L-10: the Ranger gives refugees and
    tribe families base hunt 1): the 4-person hunters keep their hunt 2."""
    game = new(
        modules=HQ3 | frozenset({"recon4"}),
        players=[
            {"hand": ["tribal_hunters_4"], "leader": "leader_ranger"},
            {"leader": QUIET_LEADERS[0]},
            {"leader": QUIET_LEADERS[1]},
        ],
    )
    game.apply(0, "hunt tribal_hunters_4")
    pass_windows(game)
    assert game.view(0).seats[0].food == 2


# =============================================================================================
# instants committed to the skirmish
# =============================================================================================


def test_committed_maps_and_binoculars_count_only_for_portable_decoys_x22() -> None:
    """RULINGS X-22: "Binoculars and maps may be committed as bluff cards. They add nothing except to the
    Portable Decoys card count"."""
    force = ["brawler", "binoculars", "map", "junk"]
    game = fight([force, ["scout"], []], more={0: {"buildings": [{"building": "portable_decoys"}]}})
    finish(game)
    assert totals(game)[0] == (1, 2, 1 + 2)  # brawler 2; 1 person + floor(4 / 2)
    game = fight([force, ["scout"], []])
    finish(game)
    assert totals(game)[0] == (1, 2, 1)  # without decoys: no fight, no people from the instants


# =============================================================================================
# the cancelling card's replacement
# =============================================================================================


def test_a_replacement_drawn_after_a_cancel_is_discarded_at_the_end_of_the_round_x26() -> None:
    """RULINGS X-26: the replacement "goes to the owner's hand ... Unused, it is discarded at the end of
    the round like the rest of the hand"."""
    game = new(
        round=3,
        initiator=0,
        players=[
            {"hand": ["scouting_refugee", "brawler"], "deck": ["net", "junk", "junk", "junk", "junk", "junk"]},
            {"hand": ["spy"], "deck": ["pills"] * 6},
            {"deck": ["medkit"] * 6},
        ],
        contested=CR,
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler scouting_refugee")
    game.apply(1, "spy 0:force")
    pass_until(game, 0)
    game.apply(0, "cancel scouting_refugee")
    pass_windows(game)
    assert game.view(0).hand == ("net",)
    end_round(game)
    assert game.round == 4
    assert game.view(0).hand == ("junk",) * 5
    assert "net" in zone_kinds(game, "0:discard")
    assert "net" not in zone_kinds(game, "0:deck")


def test_a_replacement_scouting_refugee_cancels_a_later_recon_not_the_one_it_closed_x27() -> None:
    """RULINGS X-27: "A cancel ends the pending effect, so its window closes. The replacement card is usable
    from the next decision on (for example in a later window of the same round), never in the window that
    the cancel closed"."""
    game = new(
        players=[
            {"hand": ["spy", "spy"], "deck": ["net", "pills"]},
            {"hand": ["scouting_refugee", "brawler"], "deck": ["scouting_refugee"]},
            {"hand": ["junk"]},
        ]
    )
    game.apply(0, "spy 1:hand")
    game.apply(1, "cancel scouting_refugee")
    assert Counter(game.view(1).hand) == Counter(["scouting_refugee", "brawler"])
    assert game.view(None).decision == sc.Decision("turn", 0)  # the window closed with the cancel
    game.apply(0, "spy 1:hand")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "spy")
    assert "cancel scouting_refugee" in texts(game, 1)  # the replacement, in the next window
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert spy_knowledge(game, 0) == []
    # Her deck was empty: the discard pile, both scouting refugees, is reshuffled for the draw.
    assert Counter(game.view(1).hand) == Counter(["brawler", "scouting_refugee"])


# =============================================================================================
# the junkyard additions
# =============================================================================================


def test_a_module_adds_every_copy_of_its_junkyard_cards_x31() -> None:
    """RULINGS X-31: "A module that introduces a junkyard card adds all copies in the box (module 1: 4
    binoculars [003:61]; module 5: 4 maps)"."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=5, modules=frozenset({"hq1", "recon1", "recon5"})))
    junkyard = Counter(zone_kinds(game, "junkyard"))
    assert (junkyard["binoculars"], junkyard["map"], junkyard["rifle"], junkyard["toolkit"]) == (4, 4, 4, 4)


def test_the_plus_two_each_junkyard_recipe_is_a_named_setup_option_x31() -> None:
    """RULINGS X-31: "The '+2 each of toolkit, rifle, map, binoculars' advice [003:51] is an optional junkyard
    recipe, offered as a named setup option" (``junkyard_plus_two``); by default a module adds "all copies in
    the box". The base junkyard is the same either way, and the copies left out stay in the box."""
    modules = frozenset({"hq1", "recon1", "recon5"})
    plain = Counter(zone_kinds(sc.Game.new(sc.GameConfig(players=4, seed=5, modules=modules)), "junkyard"))
    recipe_game = sc.Game.new(sc.GameConfig(players=4, seed=5, modules=modules, junkyard_plus_two=True))
    recipe = Counter(zone_kinds(recipe_game, "junkyard"))
    added = ("toolkit", "rifle", "map", "binoculars")
    assert [plain[k] for k in added] == [4, 4, 4, 4]
    assert [recipe[k] for k in added] == [2, 2, 2, 2]
    assert {k: n for k, n in recipe.items() if k not in added} == {k: n for k, n in plain.items() if k not in added}
    assert sum(recipe.values()) == sum(plain.values()) - 8
    # The maps the recipe leaves out are back in the box, in no pile of the game.
    maps = {zone: n for zone, cards in recipe_game.zones().items() if (n := sum(c.kind == "map" for c in cards))}
    assert maps == {"junkyard": 2, "box": 2}


def test_the_junkyard_recipe_adds_only_the_cards_of_the_modules_in_play_x31() -> None:
    """RULINGS X-31: the recipe's cards are each module's own junkyard cards; with Recon module 1 alone only the
    binoculars are added (2 of them), no map and no HQ tool."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=frozenset({"recon1"}), junkyard_plus_two=True))
    junkyard = Counter(zone_kinds(game, "junkyard"))
    assert (junkyard["binoculars"], junkyard["map"], junkyard["toolkit"], junkyard["rifle"]) == (2, 0, 0, 0)


def test_the_junkyard_recipe_is_kept_by_a_saved_config_and_refused_when_not_a_bool_x31() -> None:
    """The option is part of the game's configuration: a config round-trips through its dict, and a value
    that is not true or false is a clear error."""
    config = sc.GameConfig(players=2, seed=3, modules=frozenset({"hq1"}), junkyard_plus_two=True)
    assert sc.GameConfig.from_dict(config.to_dict()) == config
    with pytest.raises(sc.ConfigError, match="junkyard_plus_two"):
        sc.GameConfig(players=2, junkyard_plus_two="yes")  # type: ignore[arg-type]


# =============================================================================================
# modules and the market
# =============================================================================================


def test_module_3_without_hq_brings_the_twelve_hq_buildings_and_the_building_rules_x32() -> None:
    """RULINGS X-32: "the 12 HQ buildings plus the 6 Recon buildings, and HQ module 2's rules for building,
    timers, work, store and retrieve"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=2, modules=frozenset({"recon3"})))
    schematics = Counter(zone_kinds(game, "schematics"))
    assert schematics == Counter(
        {
            "bunker": 3,
            "armory": 3,
            "pharmacy": 3,
            "hydroponic_gardens": 3,
            "portable_decoys": 3,
            "scout_tower": 3,
        }
    )
    game = new(
        modules=frozenset({"recon3"}),
        players=[
            {
                "hand": ["brawler", "refugee", "sniper_team"],
                "buildings": [
                    {"building": "bunker"},
                    {"building": "armory", "timer": ["junk", "junk"]},
                ],
            },
            {},
            {},
        ],
    )
    legal = texts(game, 0)
    assert "store bunker brawler" in legal
    assert any(t.startswith("work armory") for t in legal)
    game.apply(0, "store bunker sniper_team")
    assert game.view(None).seats[0].buildings[0].stored == 1
    game.apply(0, "work armory refugee")
    pass_windows(game)
    assert game.view(None).seats[0].buildings[1].timer == 1
    game.apply(0, "retrieve bunker sniper_team")
    assert "sniper_team" in game.view(0).hand


def test_engineers_are_eligible_for_the_market_with_module_3_alone_x32_x33() -> None:
    """RULINGS X-32: with module 3 "Engineers become eligible for the market"; X-33: the rest are chosen
    "from the mercenaries of the enabled boxes and modules (base always; medic with HQ 1; engineer with HQ 2
    or Recon 3; the Recon mercenaries of enabled Recon modules)"."""
    base = {"scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs"}
    recon3 = {"courier", "drill_sergeant", "scrappers", "tinker"}
    seen: set[str] = set()
    for seed in range(12):
        market = {
            k
            for k, _ in sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=frozenset({"recon3"})))
            .view(None)
            .market
        }
        assert recon3 <= market
        assert len(market) == 10
        assert market <= base | recon3 | {"engineer"}, market - base - recon3
        seen |= market
    assert "engineer" in seen
    named = (
        "engineer",
        "courier",
        "drill_sergeant",
        "scrappers",
        "tinker",
        "brawler",
        "scout",
        "hunter",
        "thugs",
        "saboteur",
    )
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=frozenset({"recon3"}), market=named))
    assert {k for k, _ in game.view(None).market} == set(named)


def test_the_market_draws_only_from_enabled_boxes_and_modules_x33() -> None:
    """RULINGS X-33: the recommended stacks first, "then the rest chosen at random by the game's seed from
    the mercenaries of the enabled boxes and modules (base always; medic with HQ 1; engineer with HQ 2 or
    Recon 3; the Recon mercenaries of enabled Recon modules)"."""
    base = {"scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs"}
    recon2 = {"assassin", "provocateur", "rogue", "guard"}
    seen: set[str] = set()
    markets: set[frozenset[str]] = set()
    for seed in range(12):
        game = sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=frozenset({"hq1", "recon2"})))
        market = {k for k, _ in game.view(None).market}
        assert recon2 <= market
        assert len(market) == 10
        assert market <= base | recon2 | {"medic"}, market - base - recon2
        seen |= market
        markets.add(frozenset(market))
    assert "medic" in seen  # eligible with HQ 1
    assert len(markets) > 1  # the rest drawn by the seed


# =============================================================================================
# a spy on an empty zone
# =============================================================================================


def test_a_spy_may_not_target_a_building_with_no_stored_or_timer_cards_x36() -> None:
    """RULINGS X-36: "Only a zone holding at least one card is a legal target (... a building with no stored
    or timer cards are not)"."""
    game = new(
        modules=HQ2 | R1,
        players=[
            {"hand": ["spy"], "deck": ["pills"]},
            {
                "hand": ["junk"],
                "buildings": [{"building": "bunker"}, {"building": "armory", "timer": ["net", "junk"]}],
            },
            {},
        ],
    )
    spies = [t for t in texts(game, 0) if t.startswith("spy")]
    assert "spy 1:timer-armory" in spies
    assert "spy 1:stored-bunker" not in spies
    assert "spy 1:timer-bunker" not in spies
    assert "spy 1:stored-armory" not in spies
    for text in ("spy 1:stored-bunker", "spy 1:timer-bunker", "spy 1:stored-armory"):
        with pytest.raises((sc.IllegalAction, sc.InvalidAction)):
            game.apply(0, text)
