"""An independent audit of the Recon expansion against its rulebook [003] (modules 1-5, the
alternate starting hands, leader drafting, the solo game), written from the rulebook's words
and RULINGS.md, through the public API only. Each test cites the line or ruling it checks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import scavengers as sc
from helpers import pass_windows, texts, zone_counter, zone_kinds
from test_rules_skirmish import totals, winner_of_last_skirmish

ALL_RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
CR = ["grenade", "wolf_pack", "field_crew"]


def recon(seats: int = 3, modules: frozenset[str] = ALL_RECON, seed: int = 0, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=seed, modules=modules, scenario=scenario))


def fight(
    forces: list[list[str]],
    modules: frozenset[str] = ALL_RECON,
    initiator: int = 0,
    more: Mapping[int, Mapping[str, object]] | None = None,
    seed: int = 0,
) -> sc.Game:
    """Round 3: each seat holds and commits ``forces[seat]`` (empty: commits nothing); ``more``
    adds scenario keys to a seat (a leader, buildings)."""
    players = [{"hand": list(force), **(more or {}).get(seat, {})} for seat, force in enumerate(forces)]
    game = recon(len(forces), modules, seed, round=3, initiator=initiator, players=players, contested=CR)
    commits = {s: "commit " + " ".join(f) for s, f in enumerate(forces) if f}
    while (
        game.round == 3 and (decision := game.view(None).decision) is not None and decision.kind in ("turn", "commit")
    ):
        game.apply(decision.seat, "end" if decision.kind == "turn" else commits.get(decision.seat, "commit none"))
    return game


def finish(game: sc.Game) -> None:
    """Every skirmish opportunity of round 3 passes."""
    while game.round == 3 and (decision := game.view(None).decision) is not None:
        assert decision.kind in ("skirmish", "respond", "save")
        game.apply(decision.seat, "pass")


# -- the rogue [003:139-153] ---------------------------------------------------------------


def test_rogue_the_first_in_turn_order_from_the_initiator_wins_003_143() -> None:
    """[003:143] Two rogues, seats 0 and 2; seat 2 is this round's initiator, so her rogue is first."""
    game = fight([["rogue", "brawler"], ["brawler", "spear"], ["rogue", "brawler"]], initiator=2)
    finish(game)
    assert totals(game)[1][1] == 4
    assert totals(game)[0][1] == totals(game)[2][1] == 3
    # No tie for the highest fight: seat 1 wins alone, the rogues do nothing.
    assert winner_of_last_skirmish(game) == 1
    game = fight([["rogue", "brawler"], ["brawler", "scavenger"], ["rogue", "brawler"]], initiator=2)
    finish(game)
    assert winner_of_last_skirmish(game) == 2  # 3-3-3: initiator's rogue first (S-9)


def test_rogue_only_a_tie_for_the_highest_fight_counts_003_144() -> None:
    """[003:144] Seats 1 and 2 tie for second; seat 0 is highest alone: the rogue does not trigger."""
    game = fight([["thugs"], ["brawler"], ["brawler"], ["rogue"]])
    finish(game)
    assert winner_of_last_skirmish(game) == 0


def test_rogue_a_sniped_rogue_gives_way_to_the_next_rogue_003_147() -> None:
    """[003:147] Seat 0 (initiator) snipes seat 1's rogue; seat 2's rogue is then the first in the skirmish."""
    game = fight([["sniper_team", "brawler"], ["rogue", "scavenger"], ["rogue", "scavenger"]])
    game.apply(0, "snipe 1:rogue")
    finish(game)
    assert totals(game)[0][1] == 2
    assert totals(game)[2][1] == 2
    assert winner_of_last_skirmish(game) == 2


def test_rogue_keeps_its_fight_003_146() -> None:
    """[003:146] "You do not need to give up the rogue's fight in order to steal the CR"."""
    game = fight([["rogue", "brawler"], ["thugs"], []])
    finish(game)
    assert totals(game)[0][:2] == (1, 3)  # rogue 1 + brawler 2
    assert winner_of_last_skirmish(game) == 0


# -- the provocateur [003:126-137] ---------------------------------------------------------


def test_provocateur_ignores_tools_and_modifiers_003_131() -> None:
    """[003:131] Provocateur + brawler + spear + group leaders: people 1 + 1 + 2 = 4, tools ignored."""
    game = fight([["provocateur", "brawler", "spear", "group_leaders"], ["thugs"], []])
    game.apply(0, "provoke provocateur")
    finish(game)
    assert totals(game)[0][:2] == (1, 4)


def test_provocateur_counts_non_fighters_003_131() -> None:
    """[003:131] Refugees and a tribe family bring no fight but count as force size: 1 + 1 + 1 + 5 = 8."""
    game = fight([["provocateur", "refugee", "refugee", "tribe_family_5"], ["thugs", "grenade"], []])
    game.apply(0, "provoke provocateur")
    finish(game)
    assert totals(game)[0][:2] == (1, 8)
    assert winner_of_last_skirmish(game) == 0  # 8 against thugs+grenade 6


def test_provocateur_counts_portable_decoys_003_131_205() -> None:
    """[003:131, 205] Building abilities that increase the force count: 4 cards with decoys = +2; people 4."""
    game = fight(
        [["provocateur", "refugee", "refugee", "refugee"], ["thugs", "grenade"], []],
        modules=frozenset({"hq1", "hq2", "recon2", "recon3"}),
        more={0: {"buildings": [{"building": "portable_decoys"}]}},
    )
    game.apply(0, "provoke provocateur")
    finish(game)
    assert totals(game)[0][:2] == (1, 6)


def test_provocateur_a_later_seat_snipes_an_earlier_provocateur_003_135() -> None:
    """[003:133, 135] A later player snipes an earlier, announced provocateur: the fight reverts to its
    natural score (RULINGS S-8)."""
    game = fight([["provocateur", "refugee", "refugee", "refugee"], [], ["sniper_team", "brawler"]])
    game.apply(0, "provoke provocateur")
    game.apply(2, "snipe 0:provocateur")
    finish(game)
    assert totals(game)[0][0] == 0  # refugees alone: no fight
    assert winner_of_last_skirmish(game) == 2


def test_provocateur_the_gangster_does_not_count_003_134() -> None:
    """[003:134] "The Gangster leader ability does not count toward the provocateur ability"."""
    game = fight(
        [["provocateur", "refugee", "refugee"], ["brawler", "brawler"], []],
        modules=frozenset({"hq1", "hq2", "hq3", "recon2"}),
        more={0: {"leader": "leader_gangster"}, 1: {"leader": "leader_butcher"}, 2: {"leader": "leader_cannibal"}},
    )
    game.apply(0, "provoke provocateur")
    finish(game)
    assert totals(game)[0][1] == 3  # 3 printed people, not 5


# -- tear gas [003:239-250] ----------------------------------------------------------------


def test_tear_gas_breaks_a_tie_to_counter_a_rogue_003_250() -> None:
    """[003:250] Seats 0 and 1 tie at 3; seat 2 holds a rogue. Seat 0 gasses seat 1's brawler: no tie."""
    game = fight([["tear_gas", "scavenger", "brawler"], ["brawler", "scavenger"], ["rogue"]])
    game.apply(0, "gas 1:brawler")
    finish(game)
    assert totals(game)[1][1] == 1
    assert winner_of_last_skirmish(game) == 0


# -- portable decoys [003:203-206] ---------------------------------------------------------


def test_portable_decoys_round_down_and_count_every_card_type_003_206() -> None:
    """[003:206] Seat 0: brawler + spear + pills + junk + map = 5 cards: +2 people (not 2.5), 1 + 2 = 3."""
    game = fight(
        [["brawler", "spear", "pills", "junk", "map"], ["brawler", "spear", "refugee", "refugee"], []],
        modules=frozenset({"hq1", "hq2", "recon3", "recon5"}),
        more={0: {"buildings": [{"building": "portable_decoys"}]}},
    )
    finish(game)
    assert totals(game)[0] == (1, 4, 3)
    assert totals(game)[1] == (1, 4, 3)
    assert winner_of_last_skirmish(game) is None  # 4-4, 3-3 people: a deadlock


# -- hardy scavenger [003:178-182] ---------------------------------------------------------


def test_hardy_scavenger_returns_after_a_deadlock_tie_003_181() -> None:
    """[003:181] Fight 2 and 2 people each: a deadlock, which is a tie for the hardy scavenger's owner."""
    game = fight([["hardy_scavenger", "brawler"], ["brawler", "refugee"], []])
    finish(game)
    assert winner_of_last_skirmish(game) is None
    assert game.view(0).round == 4
    assert Counter(game.view(0).hand)["hardy_scavenger"] == 1


def test_hardy_scavenger_fight_0_beats_no_fight_003_180() -> None:
    """[003:180] The hardy scavenger has fight 0; a fight of 0 beats no fight at all [000:418-420], RULINGS
    ED-12."""
    game = fight([["hardy_scavenger"], ["refugee", "refugee"], []])
    finish(game)
    assert totals(game)[0][:2] == (1, 0)
    assert winner_of_last_skirmish(game) == 0


def test_hardy_scavenger_draw_0_cannot_draw_alone_003_180() -> None:
    """[003:180] Draw 0: "modifiers are required to make those actions useful" (total below 1, RULINGS
    R-10)."""
    game = recon(players=[{"hand": ["hardy_scavenger", "junk"], "deck": ["net"]}, {}, {}])
    assert not any(a.startswith("draw") for a in texts(game, 0))


# -- module 1: spy, scouting refugee, binoculars [003:57-107] -------------------------------


def test_spy_with_two_binoculars_sees_eight_cards_003_102() -> None:
    """[003:102] Each binoculars improves a recon by two cards: a spy with two sees 4 + 2 + 2 (RULINGS X-1)."""
    deck = ["junk", "net", "pills", "spear", "shovel", "medkit", "pickaxe", "multitool", "rifle"]
    game = recon(players=[{"hand": ["spy", "binoculars", "binoculars"], "deck": ["scout"]}, {"deck": deck}, {}])
    game.apply(0, "spy binoculars binoculars 1:deck")
    pass_windows(game)
    (seen,) = game.view(0).knowledge
    assert seen.cards == tuple(deck[:8])
    assert zone_kinds(game, "1:deck") == deck


def test_spy_sees_a_whole_hand_of_four_or_fewer_003_66() -> None:
    """[003:65-68] Up to four cards of one player; then the spy is discarded and its owner draws 1; only she
    sees them [003:33]."""
    game = recon(players=[{"hand": ["spy"], "deck": ["scout"]}, {"hand": ["brawler", "junk", "pills"]}, {}])
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    (seen,) = game.view(0).knowledge
    assert Counter(seen.cards) == Counter(["brawler", "junk", "pills"])
    assert game.view(0).hand == ("scout",)  # discard the spy, draw 1 [003:68]
    assert all(k.source != "spy" for k in game.view(1).knowledge)  # only the spy's owner sees [003:33]


def test_spy_a_guard_of_the_spied_player_cancels_and_both_draw_003_123() -> None:
    """[003:123-124] A guard cancels a spy on its owner's cards, is discarded and replaced; the cancelled
    spy still draws [003:72]."""
    game = recon(
        players=[{"hand": ["spy"], "deck": ["scout"]}, {"hand": ["guard", "brawler"], "deck": ["net"]}, {}],
    )
    game.apply(0, "spy 1:hand")
    assert "cancel guard" in texts(game, 1)
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert game.view(0).knowledge == ()
    assert game.view(0).hand == ("scout",)  # a cancelled spy still draws [003:72]
    assert Counter(game.view(1).hand) == Counter(["brawler", "net"])
    assert "guard" in zone_kinds(game, "1:discard")
    assert "spy" in zone_kinds(game, "0:discard")


def test_spy_a_third_player_may_cancel_with_a_scouting_refugee_003_89() -> None:
    """[003:89]: "no other player comes to her rescue" - another player may cancel for her."""
    game = recon(
        players=[
            {"hand": ["spy"], "deck": ["scout"]},
            {"hand": ["brawler"]},
            {"hand": ["scouting_refugee"], "deck": ["net"]},
        ],
    )
    game.apply(0, "spy 1:hand")
    while (decision := game.view(None).decision) is not None and decision.seat != 2:
        game.apply(decision.seat, "pass")
    assert "cancel scouting_refugee" in texts(game, 2)
    game.apply(2, "cancel scouting_refugee")
    pass_windows(game)
    assert game.view(0).knowledge == ()
    assert game.view(2).hand == ("net",)


def test_scouting_refugee_cancels_only_one_action_003_88() -> None:
    """[003:88] Carol's scout tower is cancelled by Sarah's only scouting refugee; Carol's spy then succeeds."""
    carol, sarah = 0, 1
    game = recon(
        modules=frozenset({"hq1", "hq2", "recon1", "recon3"}),
        players=[
            {"hand": ["spy", "junk"], "deck": ["scout"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["scouting_refugee", "brawler"], "deck": ["net"]},
            {},
        ],
        junkyard=["pills", "spear", "junk"],
        schematics=["bunker", "armory"],
    )
    game.apply(carol, "tower junk junkyard+schematics")
    game.apply(sarah, "cancel scouting_refugee")
    pass_windows(game)
    assert game.view(carol).knowledge == ()
    game.apply(carol, "spy 1:hand")
    # Sarah has no scouting refugee left: nobody may cancel, and the spy succeeds.
    while (decision := game.view(None).decision) is not None and decision.kind == "respond":
        assert not any(a.startswith("cancel") for a in texts(game, decision.seat))
        game.apply(decision.seat, "pass")
    (seen,) = [k for k in game.view(carol).knowledge if k.source == "spy"]
    assert Counter(seen.cards) == Counter(["brawler", "net"])


def test_binoculars_standard_or_recon_not_both_003_106() -> None:
    """[003:106-107] Binoculars: the standard action OR the recon action in a round; discarded after use."""
    game = recon(players=[{"hand": ["binoculars", "scavenger"]}, {}, {}], junkyard=["net"])
    game.apply(0, "hunt binoculars scavenger")
    pass_windows(game)
    assert not any(a.verb is sc.Verb.SCOUT for a in game.legal_actions(0))
    assert "binoculars" in zone_kinds(game, "0:discard")  # discarded after use [003:107]


def test_spy_may_look_at_a_players_building_stored_cards_003_66() -> None:
    """[003:66] "Choose the player and the target (building, deck, hand, skirmish force)" (RULINGS X-2)."""
    game = recon(
        modules=frozenset({"hq1", "hq2", "recon1"}),
        players=[
            {"hand": ["spy"], "deck": ["scout"]},
            {"buildings": [{"building": "bunker", "stored": ["sniper_team", "brawler"]}]},
            {},
        ],
    )
    assert "spy 1:stored-bunker" in texts(game, 0)
    game.apply(0, "spy 1:stored-bunker")
    pass_windows(game)
    (seen,) = game.view(0).knowledge
    assert Counter(seen.cards) == Counter(["sniper_team", "brawler"])


# -- module 2: assassin, guard [003:115-124] -------------------------------------------------


def test_assassin_cannot_snipe_two_person_recon_cards_003_118() -> None:
    """[003:118] The assassin attacks only single-unit tribe members (RULINGS X-10)."""
    game = fight([["scrappers", "tribal_hunters_2", "hardy_scavenger", "rogue"], ["assassin"], []])
    legal = texts(game, 1)
    assert "snipe assassin 0:hardy_scavenger" in legal
    assert "snipe assassin 0:rogue" in legal
    assert "snipe assassin 0:scrappers" not in legal  # 2 people
    assert "snipe assassin 0:tribal_hunters_2" not in legal


def test_guard_cancels_a_disarm_of_its_owners_tool_while_gathering_003_123() -> None:
    """[003:123] "spying, sniping or disarming while you gather resources": the disarm is cancelled, the
    shovel still digs."""
    game = recon(
        players=[{"hand": ["scavenger", "shovel", "guard"], "deck": ["net"]}, {"hand": ["saboteur"]}, {}],
        junkyard=["pills", "junk", "spear"],
    )
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "disarm 0:shovel")
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    pass_windows(game)
    # Nothing was struck, so the dig goes ahead as declared (RULINGS I-2 is for a lost card).
    assert len(game.view(0).looking) == 3  # the shovel still digs: 1 + 2
    assert "saboteur" in zone_kinds(game, "1:discard")
    assert "guard" in zone_kinds(game, "0:discard")


def test_guard_cannot_cancel_a_snipe_on_another_players_card_003_123() -> None:
    """[003:123] A guard cancels only an action "which targets your card(s)" (RULINGS X-6)."""
    game = recon(
        players=[{"hand": ["scavenger"], "deck": ["net"]}, {"hand": ["sniper_team"]}, {"hand": ["guard"]}],
    )
    game.apply(0, "draw scavenger")
    game.apply(1, "snipe 0:scavenger")
    while (decision := game.view(None).decision) is not None and decision.kind in ("respond", "save"):
        assert not (decision.seat == 2 and "cancel guard" in texts(game, 2))
        game.apply(decision.seat, "pass")


# -- module 3: courier, drill sergeant, scrappers, tinker, scout tower [003:161-212] ---------


def test_courier_with_a_scout_draws_five_and_discards_two_003_165() -> None:
    """[003:164-165] Courier 3 + scout 2: five drawn, two of them discarded per courier, the player's
    choice."""
    deck = ["junk", "net", "pills", "spear", "shovel", "medkit"]
    game = recon(players=[{"hand": ["courier", "scout"], "deck": deck}, {}, {}])
    game.apply(0, "draw courier scout")
    pass_windows(game)
    assert sorted(game.view(0).looking) == sorted(deck[:5])
    game.apply(0, "discard junk pills")
    assert Counter(game.view(0).hand) == Counter(["net", "spear", "shovel"])


def test_drill_sergeant_retrieves_two_and_draws_the_top_two_003_170() -> None:
    """[003:170, 175] Two cards from the discard pile shuffled into the deck, then the top two drawn; with
    no deck, the two retrieved cards are the new deck."""
    game = recon(players=[{"hand": ["drill_sergeant"], "deck": [], "discard": ["thugs", "grenade", "junk"]}, {}, {}])
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    game.apply(0, "shuffle grenade thugs")
    # The deck was empty: the two retrieved cards were the deck, and both are drawn.
    assert Counter(game.view(0).hand) == Counter(["grenade", "thugs"])
    assert "junk" in zone_kinds(game, "0:discard")
    assert "drill_sergeant" in zone_kinds(game, "0:discard")


def test_scout_tower_may_peek_at_the_contested_pile_and_returns_in_order_003_212() -> None:
    """[003:210-212] Discard 1 card; the first two cards of two piles (the CR pile among them), returned in
    their order."""
    game = recon(
        modules=frozenset({"hq1", "hq2", "recon3"}),
        players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}, {}, {}],
        junkyard=["net", "pills", "spear"],
        contested=["grenade", "wolf_pack", "sled_team"],
    )
    game.apply(0, "tower junk contested+junkyard")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen == {"contested": ("grenade", "wolf_pack"), "junkyard": ("net", "pills")}
    assert zone_kinds(game, "contested") == ["grenade", "wolf_pack", "sled_team"]
    assert zone_kinds(game, "junkyard") == ["net", "pills", "spear"]
    assert "junk" in zone_kinds(game, "0:discard")


# -- module 4 [003:214-255] ----------------------------------------------------------------


def test_tear_gas_sets_a_group_leaders_fight_modifier_to_zero_003_246() -> None:
    """[003:244-246] "fight score (or fight modifier) is set to 0": group leaders add no fight (RULINGS
    S-10)."""
    game = fight([["brawler", "group_leaders"], ["tear_gas", "brawler"], []])
    game.apply(1, "gas 0:group_leaders")
    finish(game)
    assert totals(game)[0][:2] == (1, 2)


def test_tear_gas_cannot_be_disarmed_003_243() -> None:
    """[003:243] Tear gas "does not need to be equipped ... and it cannot be disarmed"."""
    game = fight([["saboteur", "brawler"], ["tear_gas", "brawler"], []])
    assert not any(t.startswith("disarm") and "tear_gas" in t for t in texts(game, 0))


def test_combat_medics_save_a_snipe_during_gathering_for_another_player_003_231() -> None:
    """[003:231] Combat medics carry medicine like a medic; a medic may save another player's member."""
    game = recon(
        players=[{"hand": ["scavenger"], "deck": ["net"]}, {"hand": ["sniper_team"]}, {"hand": ["combat_medics"]}],
    )
    game.apply(0, "draw scavenger")
    game.apply(1, "snipe 0:scavenger")
    while (decision := game.view(None).decision) is not None and decision.kind == "save" and decision.seat != 2:
        game.apply(decision.seat, "pass")
    assert "save combat_medics" in texts(game, 2)
    game.apply(2, "save combat_medics")
    pass_windows(game)
    # The saved draw goes ahead as declared: nothing was struck (RULINGS I-2).
    assert game.view(0).hand == ("net",)


def test_tribal_hunters_count_their_people_in_a_tie_003_254() -> None:
    """[003:254] Tribal hunters 4 (hunt 2, fight 1, 4 people) against a scavenger (fight 1, 1 person)."""
    game = fight([["tribal_hunters_4"], ["scavenger"], []])
    finish(game)
    assert totals(game)[0] == (1, 1, 4)
    assert winner_of_last_skirmish(game) == 0


# -- module 5: Humanitarians, map, Swindler, Yardmaster [003:257-286] -----------------------


def play_out(game: sc.Game) -> None:
    """Everyone ends, commits nothing and passes until the game is over."""
    while not game.over:
        decision = game.view(None).decision
        assert decision is not None
        game.apply(decision.seat, {"turn": "end", "commit": "commit none"}.get(decision.kind, "pass"))


def test_humanitarians_count_refugee_titled_cards_in_every_zone_003_264() -> None:
    """[003:264] Seat 0: 1 refugee in hand, 1 scouting refugee in the deck, 1 in the discard = 3; seat 1: 2
    refugees. The gang (5 people) joins seat 0."""
    game = recon(
        modules=frozenset({"recon5"}),
        round=3,
        players=[
            {"hand": ["refugee"], "deck": ["scouting_refugee"], "discard": ["scouting_refugee"]},
            {"hand": ["refugee", "refugee"]},
            {},
        ],
        contested=["wolf_pack"],
    )
    play_out(game)
    assert game.result is not None
    assert game.result.scores[0].gangs == ("gang_humanitarians",)
    assert game.result.scores[0].people == 3 + 5


def test_humanitarians_with_no_refugees_anywhere_join_nobody_003_265() -> None:
    """[003:265] No refugee-titled cards anywhere: nobody leads, the gang is not awarded (RULINGS F-4, F-8)."""
    game = recon(
        modules=frozenset({"recon5"}),
        round=3,
        players=[{"hand": ["brawler"]}, {"hand": ["brawler"]}, {}],
        contested=["wolf_pack"],
    )
    play_out(game)
    assert game.result is not None
    assert all(score.gangs == () for score in game.result.scores)


def test_map_does_not_let_an_action_be_done_twice_003_274() -> None:
    """[003:273-274] The map brings back a tribe member just used, but "does not permit an action to be
    performed more than once"."""
    game = recon(
        modules=frozenset({"recon5"}),
        players=[{"hand": ["scout", "map"], "deck": ["junk"] * 6}, {}, {}],
    )
    game.apply(0, "draw scout")
    pass_windows(game)
    game.apply(0, "map scout")
    assert "scout" in game.view(0).hand
    assert not any(t.startswith("draw") for t in texts(game, 0))


def swindler(hand: list[str], market: dict[str, int]) -> sc.Game:
    players = [{"hand": hand, "leader": "leader_swindler"}, {"leader": "leader_butcher"}, {"leader": "leader_cannibal"}]
    scenario = {"players": players, "market": market}
    return sc.Game.new(
        sc.GameConfig(players=3, seed=0, modules=frozenset({"hq1", "hq2", "hq3", "recon5"}), scenario=scenario)
    )


def test_swindler_once_per_turn_not_both_discounts_003_279() -> None:
    """[003:278-279] A saboteur costs 1 food + 1 med: with nothing else, both discounts would pay for it,
    but only one may be used a turn."""
    game = swindler(["refugee", "refugee", "refugee"], {"saboteur": 3})
    assert "lead refugee refugee" in texts(game, 0)
    game.apply(0, "lead refugee refugee")
    assert not any(a.verb is sc.Verb.LEAD for a in game.legal_actions(0))
    assert not any(t.startswith("hire saboteur") for t in texts(game, 0))


def test_swindler_lowers_the_thugs_any_mix_cost_by_one_003_278() -> None:
    """Thugs cost 6 of any mix: 5 meds and a discarded refugee pay for them (RULINGS L-14)."""
    game = swindler(["refugee", "medkit", "medkit", "pills"], {"thugs": 2})
    assert not any(t.startswith("hire thugs") for t in texts(game, 0))
    game.apply(0, "lead refugee")
    assert any(t.startswith("hire thugs") for t in texts(game, 0))


def test_yardmaster_cannot_be_cancelled_by_a_scouting_refugee_003_285() -> None:
    """[003:283-285] The Yardmaster's peek "cannot be canceled or otherwise interrupted": no window opens
    (RULINGS L-15)."""
    players = [
        {"hand": ["scavenger"], "leader": "leader_yardmaster"},
        {"hand": ["scouting_refugee", "guard"], "leader": "leader_butcher"},
        {"leader": "leader_cannibal"},
    ]
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=frozenset({"hq1", "hq2", "hq3", "recon1", "recon2", "recon5"}),
            scenario={"players": players, "junkyard": ["net", "junk", "pills"]},
        )
    )
    game.apply(0, "yard")
    assert game.view(None).decision == sc.Decision("place", 0)  # no window for seat 1
    game.apply(0, "yard top")
    assert zone_kinds(game, "junkyard") == ["net", "junk", "pills"]
    assert {k.zone: k.cards for k in game.view(0).knowledge}["junkyard"] == ("net", "junk")


# -- variants [003:288-312] ----------------------------------------------------------------


def test_alternate_starting_hands_all_three_at_five_players_003_292() -> None:
    """[003:290-296] All three substitutions at the largest table, none of the starting types for hire."""
    variants = frozenset({"alternate_refugees", "alternate_scavengers", "alternate_brawlers"})
    game = sc.Game.new(sc.GameConfig(players=5, seed=4, variants=variants, modules=ALL_RECON))
    for seat in range(5):
        cards = Counter(c.kind for z in ("hand", "deck", "discard") for c in game.zones()[f"{seat}:{z}"])
        assert cards == Counter({"scouting_refugee": 4, "hardy_scavenger": 3, "guard": 1, "spear": 1, "shovel": 1})
    market = dict(game.view(None).market)
    # [003:296]: none of the starting types is for hire; the Humanitarians' stack is the
    # standard refugees, all 20 (none went into the decks).
    assert not {"scouting_refugee", "hardy_scavenger", "guard"} & set(market)
    assert market["refugee"] == 20
    assert len(market) == 10 + 1


def draft_with_on_top(leader: str, hand: list[str], junkyard: list[str]) -> sc.Game:
    for seed in range(200):
        config = sc.GameConfig(
            players=3,
            seed=seed,
            modules=frozenset({"hq1", "hq2", "hq3"}),
            variants=frozenset({"leader_draft"}),
            scenario={"players": [{"hand": hand}, {}, {}], "junkyard": junkyard},
        )
        game = sc.Game.new(config)
        if game.zones()["leaders"][0].kind == leader:
            return game
    raise AssertionError(f"no seed puts {leader} on top")


def test_leader_drafting_a_kept_leader_works_at_once_003_310() -> None:
    """[003:310] A hunter's 2 food bribe 2 leaders; the Excavator kept, the refugee may dig at once."""
    game = draft_with_on_top("leader_excavator", ["hunter", "refugee"], ["net", "junk"])
    assert not any(t.startswith("dig") for t in texts(game, 0))
    game.apply(0, "hunt hunter")
    pass_windows(game)
    game.apply(0, "bribe")
    assert len(game.view(0).looking) == 2
    game.apply(0, "keep leader_excavator")
    assert game.view(None).seats[0].leader == "leader_excavator"
    assert "dig refugee" in texts(game, 0)


# -- solo [003:314-353] --------------------------------------------------------------------


def test_solo_scoring_counts_cards_not_people_and_contested_resources_as_two_003_347() -> None:
    """[003:347-348] Thugs (3 people) won from a force count 1 point; a tribe family (CR) 2."""
    scenario = {
        "players": [{"hand": ["brawler", "spear", "grenade"], "deck": ["junk"] * 5}],
        "opponents": [["thugs", "pills"], ["tribe_family_5"]],
    }
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, scenario=scenario))
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler grenade spear")
    while (decision := game.view(0).decision) is not None and decision.kind == "skirmish":
        game.apply(0, "pass")
    game.apply(0, "keep thugs")
    game.apply(0, "end")
    game.apply(0, "engage 2")
    game.apply(0, "commit none")  # lost to fight 0 with no force: nothing to remove
    assert game.over
    assert game.result is not None
    # Owned: brawler, spear, grenade (CR: 2), 5 junk, thugs: 1 + 1 + 2 + 5 + 1.
    assert game.result.scores[0].points == 10


# -- contents and setups [003:17-27, 61, 113, 159, 220] --------------------------------------


def test_recon_contents_140_cards_003_20() -> None:
    """[003:19-26] 140 cards: 14 CRs, 8 junkyard, 109 mercenaries (2 sets of 20, 8 of 8, 1 of 5), 6
    buildings, 2 leaders, 1 gang."""
    from scavengers.cards import CATALOGUE, Box, Role

    recon_cards = [card for card in CATALOGUE.values() if card.box is Box.RECON]
    assert sum(card.count for card in recon_cards) == 140
    by_role = Counter[str]()
    for card in recon_cards:
        role = "mercenary" if Role.MERCENARY in card.roles else next(iter(card.roles)).value
        by_role[role] += card.count
    assert by_role == Counter(
        {"contested": 14, "junkyard": 8, "mercenary": 109, "schematic": 6, "leader": 2, "gang": 1}
    )
    stacks = sorted(card.count for card in recon_cards if Role.MERCENARY in card.roles)
    assert stacks == [5] + [8] * 8 + [20, 20]  # 2 sets of 20, 8 sets of 8, 1 set of 5


def test_module_3_starting_decks_hold_hardy_scavengers_not_for_hire_003_159_296() -> None:
    """[003:159, 296] Module 3: hardy scavengers replace the starting scavengers and are not for hire; its
    four mercenaries, 10 stacks, and the two new buildings in the schematics pile."""
    for players in (2, 5):
        game = sc.Game.new(sc.GameConfig(players=players, seed=7, modules=frozenset({"recon3"})))
        for seat in range(players):
            cards = Counter(c.kind for z in ("hand", "deck", "discard") for c in game.zones()[f"{seat}:{z}"])
            assert cards["hardy_scavenger"] == 3
            assert cards["scavenger"] == 0
        market = dict(game.view(None).market)
        assert "hardy_scavenger" not in market
        assert {"courier", "drill_sergeant", "scrappers", "tinker"} <= set(market)
        assert len(market) == 10
        schematics = zone_counter(game, "schematics")
        assert schematics["portable_decoys"] == 3
        assert schematics["scout_tower"] == 3


# -- more skirmish interactions ------------------------------------------------------------


def test_provocateur_in_a_two_player_game_wins_by_two_with_its_force_size() -> None:
    """2 players must win by 2 [000:116]: force size 5 against fight 3 wins (RULINGS V-2)."""
    game = fight([["provocateur", "tribe_family_4"], ["thugs"]])
    game.apply(0, "provoke provocateur")
    finish(game)
    assert totals(game)[0][:2] == (1, 5)
    assert winner_of_last_skirmish(game) == 0


def test_rogue_triggers_on_a_tie_the_provocateur_makes_003_145() -> None:
    """[003:145] Seat 0's provocateur makes her fight 3 (3 people), equal to seat 1's thugs; seat 2's rogue (fight 1,
    far behind) takes the resource."""
    game = fight([["provocateur", "refugee", "refugee"], ["thugs"], ["rogue"]])
    game.apply(0, "provoke provocateur")
    finish(game)
    assert totals(game)[0][1] == totals(game)[1][1] == 3
    assert winner_of_last_skirmish(game) == 2


def test_tear_gas_leaves_a_gassed_members_tool_in_play_ruling_s10() -> None:
    """The brawler's own fight becomes 0; the grenade it holds still adds 3 (RULINGS S-10)."""
    game = fight([["brawler", "grenade"], ["tear_gas", "scavenger"], []])
    game.apply(1, "gas 0:brawler")
    finish(game)
    assert totals(game)[0][:2] == (1, 3)


def test_scouting_refugee_and_tinker_add_their_fight_modifiers_to_a_fighter() -> None:
    """[003:85, 196-198] Modifiers need a tribe member with the base ability: alone they bring no fight."""
    game = fight([["brawler", "scouting_refugee", "tinker"], ["scouting_refugee", "tinker"], []])
    finish(game)
    assert totals(game)[0][:2] == (1, 4)  # 2 + 1 + 1
    assert totals(game)[1][0] == 0  # modifiers alone: no fight [003:85]
    assert winner_of_last_skirmish(game) == 0


def test_cargo_sled_two_instants_cannot_both_be_kept_003_227() -> None:
    """[003:227] "If you find two tribe members or instant cards ... you may keep only one"; the extra card
    must be medicine or a tool."""
    game = recon(
        modules=frozenset({"recon1", "recon4", "recon5"}),
        players=[{"hand": ["scavenger", "cargo_sled"]}, {}, {}],
        junkyard=["map", "binoculars", "pills"],
    )
    game.apply(0, "dig scavenger+cargo_sled")
    pass_windows(game)
    legal = texts(game, 0)
    assert "keep binoculars map" not in legal
    assert "keep map pills" in legal
    assert "keep binoculars pills" in legal


# -- cancels: what each cancel answers [003:30, 86, 123] -------------------------------------

DEEDS = frozenset({"hq1", "hq2", "hq3", "hq4", "recon1", "recon2"})


def deeds(players: list[dict[str, object]]) -> sc.Game:
    quiet = ["leader_butcher", "leader_cannibal", "leader_mentor"]
    seats = [{"leader": quiet[seat], **player} for seat, player in enumerate(players)]
    return sc.Game.new(sc.GameConfig(players=3, seed=0, modules=DEEDS, scenario={"players": seats}))


def test_guard_cancels_an_attack_on_its_owners_building_003_123() -> None:
    """[003:123] "attacks against your buildings": both the saboteur and the guard are discarded [003:30]."""
    game = deeds(
        [
            {"hand": ["saboteur"]},
            {"hand": ["guard"], "deck": ["net"], "buildings": [{"building": "bunker"}]},
            {},
        ]
    )
    game.apply(0, "disable 1:bunker")
    assert "cancel guard" in texts(game, 1)
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert not game.view(None).seats[1].buildings[0].disabled
    assert "saboteur" in zone_kinds(game, "0:discard")
    assert "guard" in zone_kinds(game, "1:discard")
    assert game.view(1).hand == ("net",)


def test_scouting_refugee_cancels_only_recon_not_a_snipe_003_86() -> None:
    """[003:86] A scouting refugee cancels a recon action (spy, binoculars, scout tower), nothing else."""
    game = deeds(
        [
            {"hand": ["scavenger"], "deck": ["net"]},
            {"hand": ["sniper_team"]},
            {"hand": ["scouting_refugee"]},
        ]
    )
    game.apply(0, "draw scavenger")
    game.apply(1, "snipe 0:scavenger")
    while (decision := game.view(None).decision) is not None and decision.kind in ("respond", "save"):
        assert not any(t.startswith("cancel") for t in texts(game, decision.seat))
        game.apply(decision.seat, "pass")
    assert "scavenger" in zone_kinds(game, "0:discard")
    assert "scouting_refugee" not in zone_kinds(game, "2:discard")


def test_tear_gas_on_a_provocateur_does_not_stop_its_force_size_003_249() -> None:
    """[003:249] The initiator gasses seat 1's provocateur first; seat 1 still announces it on her turn: "cumulative
    tribe member count is used" (4 people), not its fight."""
    game = fight([["tear_gas", "brawler"], ["provocateur", "refugee", "refugee", "refugee"], []])
    game.apply(0, "gas 1:provocateur")
    assert "provoke provocateur" in texts(game, 1)
    game.apply(1, "provoke provocateur")
    finish(game)
    assert totals(game)[1][:2] == (1, 4)
    assert winner_of_last_skirmish(game) == 1


def test_hardy_scavengers_of_a_player_beaten_by_a_rogue_return_003_181() -> None:
    """Seats 0 and 1 tie at 2; seat 2's rogue takes the resource: seat 0 did not win, her hardy scavenger
    comes back to hand (RULINGS S-12); seat 2's brawler is just discarded."""
    game = fight([["hardy_scavenger", "brawler"], ["brawler"], ["rogue"]])
    finish(game)
    assert winner_of_last_skirmish(game) == 2
    assert game.view(0).round == 4
    assert Counter(game.view(0).hand)["hardy_scavenger"] == 1


def test_two_players_both_with_rogues_the_initiators_wins_the_tie_003_143() -> None:
    """[003:143, 148] Two players, not 2 apart: a tie (RULINGS V-2); the first rogue in turn order from the
    initiator wins."""
    game = fight([["rogue", "brawler"], ["rogue", "scavenger", "spear"]], initiator=1)
    finish(game)
    assert totals(game)[0][1] == 3
    assert totals(game)[1][1] == 4  # 3 against 4: not won by 2, a tie (RULINGS V-2)
    assert winner_of_last_skirmish(game) == 1
