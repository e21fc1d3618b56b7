"""Recon module 3, Expanding the Ranks: courier, drill sergeant, hardy scavenger, scrappers,
tinker, portable decoys and scout tower [003:155-212]; RULINGS X-7, X-9, X-11..X-13, X-15,
X-16, X-29, X-32, S-6, S-11, S-12, ED-9, F-6, R-8."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import scavengers as sc
from helpers import all_card_ids, lively_choice, pass_windows, texts, zone_kinds
from test_rules_skirmish import totals

RECON3 = frozenset({"recon3"})


def recon_table(seats: int = 3, modules: frozenset[str] = RECON3, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario=scenario))


def to_skirmish(game: sc.Game, commits: dict[int, str]) -> None:
    """Every seat ends its turn and commits as given (the rest commit nothing); a skirmish
    where nobody can act resolves at once, and then this stops."""
    start = game.view(None).round
    while (
        (decision := game.view(None).decision) is not None
        and decision.kind in ("turn", "commit")
        and game.view(None).round == start
    ):
        game.apply(decision.seat, "end" if decision.kind == "turn" else commits.get(decision.seat, "commit none"))


def pass_skirmish(game: sc.Game) -> None:
    while (decision := game.view(None).decision) is not None and decision.kind in ("skirmish", "save"):
        game.apply(decision.seat, "pass")


# -- setup -------------------------------------------------------------------------------------


def test_setup_hires_out_the_four_new_mercenaries_and_brings_the_schematics_pile_rulings_x32_x33() -> None:
    # [003:159]: courier, drill sergeant, scrappers, tinker + 6 others; hardy scavengers in the
    # starter decks, not for hire (V-10); the schematics pile with the Recon buildings.
    game = sc.Game.new(sc.GameConfig(players=4, seed=3, modules=RECON3))
    market = dict(game.view(None).market)
    assert {"courier", "drill_sergeant", "scrappers", "tinker"} <= set(market)
    assert len(market) == 10
    assert "hardy_scavenger" not in market
    for seat in range(4):
        owned = Counter(zone_kinds(game, f"{seat}:deck") + zone_kinds(game, f"{seat}:hand"))
        assert owned["hardy_scavenger"] == 3
        assert owned["scavenger"] == 0
    schematics = Counter(zone_kinds(game, "schematics"))
    assert schematics["portable_decoys"] == 3
    assert schematics["scout_tower"] == 3
    assert sum(schematics.values()) == 18
    assert not game.view(None).gangs  # the Masons come only with HQ module 2


# -- courier -------------------------------------------------------------------------------------


def test_a_courier_draw_discards_two_drawn_cards_of_the_players_choice_ruling_x11() -> None:
    game = recon_table(players=[{"hand": ["courier"], "deck": ["net", "junk", "pills"]}, {}, {}])
    game.apply(0, "draw courier")
    pass_windows(game)
    view = game.view(0)
    assert view.decision == sc.Decision("discard", 0)
    assert sorted(view.looking) == ["junk", "net", "pills"]
    assert "discard junk net" in texts(game, 0)
    assert all(len(a.cards) == 2 for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "discard junk")  # two must go
    game.apply(0, "discard junk net")
    assert game.view(0).hand == ("pills",)
    assert Counter(zone_kinds(game, "0:discard")) == Counter({"junk": 1, "net": 1, "courier": 1})


def test_a_couriers_drawn_cards_stay_in_her_tribe_while_she_chooses_ruling_f1() -> None:
    # RULINGS F-1: the cards a courier draws are her own deck's, set apart only while she
    # chooses the two to discard: her score counts them throughout.
    game = recon_table(players=[{"hand": ["courier"], "deck": ["net", "junk", "pills"]}, {}, {}])
    before = game.score(0)
    game.apply(0, "draw courier")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["junk", "net", "pills"]
    assert game.score(0) == before


def test_two_couriers_discard_four_even_when_others_augment_the_draw_003_165() -> None:
    deck = ["net", "junk", "pills", "spear", "shovel", "medkit", "pickaxe", "junk"]
    game = recon_table(players=[{"hand": ["courier", "courier", "scout"], "deck": deck}, {}, {}])
    game.apply(0, "draw courier courier scout")
    pass_windows(game)
    assert all(len(a.cards) == 4 for a in game.legal_actions(0) if a.verb is sc.Verb.DISCARD)
    game.apply(0, "discard junk junk medkit pickaxe")
    assert sorted(game.view(0).hand) == ["net", "pills", "shovel", "spear"]


def test_a_courier_draw_of_fewer_than_two_cards_discards_them_all_ruling_x11() -> None:
    game = recon_table(players=[{"hand": ["courier"], "deck": ["net"]}, {}, {}])
    game.apply(0, "draw courier")
    pass_windows(game)
    assert game.view(0).hand == ()
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert "net" in zone_kinds(game, "0:discard")


# -- drill sergeant -----------------------------------------------------------------------------


def test_a_drill_sergeant_shuffles_up_to_two_discards_into_the_deck_and_draws_two_ruling_x12() -> None:
    game = recon_table(
        players=[
            {"hand": ["drill_sergeant"], "deck": ["junk", "junk"], "discard": ["spear", "brawler", "net"]},
            {"hand": ["sniper_team"]},
            {},
        ]
    )
    assert "drill drill_sergeant" in texts(game, 0)
    game.apply(0, "drill drill_sergeant")
    # it is declared, so it can be sniped; here everyone passes.
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "drill")
    assert "snipe 0:drill_sergeant" in texts(game, 1)
    pass_windows(game)
    assert game.view(0).decision == sc.Decision("shuffle", 0)
    legal = texts(game, 0)
    assert "shuffle brawler spear" in legal
    assert "shuffle none" in legal
    assert "shuffle brawler net spear" not in legal  # up to two
    game.apply(0, "shuffle brawler spear")
    assert len(game.view(0).hand) == 2
    assert Counter(zone_kinds(game, "0:deck") + list(game.view(0).hand)) == Counter(
        {"junk": 2, "brawler": 1, "spear": 1}
    )
    # the sergeant is discarded after it has drawn.
    assert zone_kinds(game, "0:discard") == ["drill_sergeant", "net"]
    assert "draw" not in set(game.view(0).seats[0].used)  # not the draw action


def test_a_sniped_drill_sergeant_does_nothing_ruling_x12() -> None:
    game = recon_table(
        players=[{"hand": ["drill_sergeant"], "deck": ["junk"], "discard": ["spear"]}, {"hand": ["sniper_team"]}, {}]
    )
    game.apply(0, "drill drill_sergeant")
    game.apply(1, "snipe 0:drill_sergeant")
    pass_windows(game)
    assert game.view(0).hand == ()
    assert zone_kinds(game, "0:deck") == ["junk"]
    assert game.view(None).decision == sc.Decision("turn", 0)


def test_a_drill_sergeant_with_an_empty_discard_still_draws_two_ruling_x29() -> None:
    game = recon_table(players=[{"hand": ["drill_sergeant"], "deck": ["net", "junk", "spear"]}, {}, {}])
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    assert sorted(game.view(0).hand) == ["junk", "net"]
    assert zone_kinds(game, "0:deck") == ["spear"]  # not shuffled


def test_with_an_empty_deck_the_two_retrieved_cards_form_the_new_deck_003_174() -> None:
    game = recon_table(players=[{"hand": ["drill_sergeant"], "discard": ["spear", "net", "junk"]}, {}, {}])
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    game.apply(0, "shuffle net spear")
    assert sorted(game.view(0).hand) == ["net", "spear"]
    assert zone_kinds(game, "0:discard") == ["drill_sergeant", "junk"]


def test_a_drill_sergeant_in_the_skirmish_gives_up_its_fight_and_adds_nothing_rulings_x13_s6() -> None:
    game = recon_table(
        players=[
            {"hand": ["drill_sergeant", "brawler"], "deck": ["pills", "junk"], "discard": ["spear"]},
            {"hand": ["hunter"]},
            {},
        ],
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler drill_sergeant", 1: "commit hunter"})
    assert "drill drill_sergeant" in texts(game, 0)
    game.apply(0, "drill drill_sergeant")
    game.apply(0, "shuffle none")
    pass_skirmish(game)
    drew = [e.cards for e in game.log(0) if e.type is sc.EventType.DREW and e.round == 3 and e.cards]
    assert ("junk", "pills") in drew
    # The drawn cards did not join the force: the brawler's 2 fight, the sergeant's people only.
    assert totals(game)[0] == (1, 2, 2)
    # they are discarded at the end of the round.
    ends = [e.cards for e in game.log(None) if e.type is sc.EventType.DISCARDED and e.text == "end of round"]
    assert ("junk", "pills") in ends


# -- hardy scavenger ----------------------------------------------------------------------------


def _hardy_round(commit0: str, commit1: str, seats: int = 3) -> sc.Game:
    game = recon_table(
        seats,
        players=[
            {"hand": ["hardy_scavenger", "hardy_scavenger", "brawler"], "deck": ["pills"] * 6},
            {"hand": ["thugs", "sniper_team"], "deck": ["medkit"] * 6},
        ],
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: commit0, 1: commit1})
    return game


def test_hardy_scavengers_of_a_lost_skirmish_return_to_hand_and_a_full_hand_is_still_drawn_s12() -> None:
    game = _hardy_round("commit hardy_scavenger hardy_scavenger", "commit thugs")
    pass_skirmish(game)
    assert game.view(0).round == 4
    hand = Counter(game.view(0).hand)
    assert hand == Counter({"hardy_scavenger": 2, "pills": 5})  # 5 drawn on top of them


def test_hardy_scavengers_of_the_winner_are_discarded() -> None:
    game = _hardy_round("commit brawler hardy_scavenger", "commit none")
    pass_skirmish(game)
    assert "hardy_scavenger" not in game.view(0).hand
    assert "hardy_scavenger" in zone_kinds(game, "0:discard")


def test_a_sniped_hardy_scavenger_does_not_return_ruling_s12() -> None:
    game = _hardy_round("commit hardy_scavenger hardy_scavenger", "commit sniper_team thugs")
    decision = game.view(None).decision
    assert decision is not None
    if decision.seat == 0:
        game.apply(0, "pass")
    game.apply(1, "snipe 0:hardy_scavenger")
    pass_skirmish(game)
    assert Counter(game.view(0).hand)["hardy_scavenger"] == 1


def test_hardy_scavengers_return_on_a_two_player_tie_ruling_s12() -> None:
    # 2 players: a margin below 2 is a tie (V-2); both return.
    game = _hardy_round("commit brawler hardy_scavenger", "commit sniper_team thugs", seats=2)
    pass_skirmish(game)
    assert Counter(game.view(0).hand)["hardy_scavenger"] == 1


# -- scrappers ----------------------------------------------------------------------------------


def test_the_rulebooks_scrappers_example_003_192() -> None:
    # "scrappers, a scavenger, and a shovel for a total dig of 6 ... find pills, a rifle, two
    # spears, and two junk ... keep the rifle, put the two junk cards on top of the junkyard
    # and return the remaining cards to the bottom."
    junkyard = ["pills", "rifle", "spear", "spear", "junk", "junk", "net", "medkit"]
    game = recon_table(players=[{"hand": ["scrappers", "scavenger", "shovel"]}, {}, {}], junkyard=junkyard)
    assert "dig scavenger+shovel scrappers" in texts(game, 0)
    assert "dig bottom scavenger+shovel scrappers" in texts(game, 0)
    game.apply(0, "dig scavenger+shovel scrappers")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["junk", "junk", "pills", "rifle", "spear", "spear"]
    game.apply(0, "keep rifle")
    assert game.view(0).decision == sc.Decision("top", 0)
    game.apply(0, "top junk junk")
    assert zone_kinds(game, "junkyard")[:2] == ["junk", "junk"]
    assert sorted(zone_kinds(game, "junkyard")[-3:]) == ["pills", "spear", "spear"]
    assert zone_kinds(game, "junkyard")[2:4] == ["net", "medkit"]
    assert "rifle" in zone_kinds(game, "0:discard")


def test_a_scrappers_dig_may_take_its_cards_from_the_bottom_ruling_x15() -> None:
    game = recon_table(
        players=[{"hand": ["scrappers"]}, {}, {}], junkyard=["junk", "junk", "junk", "net", "pills", "medkit"]
    )
    game.apply(0, "dig bottom scrappers")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["medkit", "net", "pills"]
    game.apply(0, "keep medkit")
    game.apply(0, "top none")  # every other card back under the pile
    assert zone_kinds(game, "junkyard")[:3] == ["junk", "junk", "junk"]


def test_a_dig_without_scrappers_cannot_use_the_bottom_ruling_r8() -> None:
    game = recon_table(players=[{"hand": ["scavenger"]}, {}, {}], junkyard=["junk", "net"])
    assert not any(a.subject == "bottom" for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "dig bottom scavenger")


def test_a_scrappers_build_may_dig_the_schematics_from_the_bottom_and_return_to_either_end_x15() -> None:
    schematics = ["bunker", "armory", "pharmacy", "hydroponic_gardens", "portable_decoys", "scout_tower"]
    game = recon_table(
        players=[{"hand": ["scrappers", "tinker"], "deck": ["pills"] * 3}, {}, {}], schematics=schematics
    )
    assert "build bottom scrappers+tinker" in texts(game, 0)  # the tinker's partner: scrappers' dig 3
    game.apply(0, "build bottom scrappers+tinker")
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["hydroponic_gardens", "pharmacy", "portable_decoys", "scout_tower"]
    game.apply(0, "keep scout_tower")
    assert game.view(0).seats[0].buildings[0].kind == "scout_tower"
    assert zone_kinds(game, "0:table") == ["scrappers", "tinker"]  # discarded only at the end (ED-10)
    game.apply(0, "top pharmacy")
    assert zone_kinds(game, "schematics")[:3] == ["pharmacy", "bunker", "armory"]
    assert sorted(zone_kinds(game, "schematics")[3:]) == ["hydroponic_gardens", "portable_decoys"]
    assert sorted(zone_kinds(game, "0:discard")) == ["scrappers", "tinker"]


# -- tinker ------------------------------------------------------------------------------------


def test_a_tinker_with_a_base_dig_partner_digs_the_schematics_pile_ruling_x16() -> None:
    game = recon_table(
        players=[{"hand": ["tinker", "refugee"], "deck": ["junk"] * 4}, {}, {}], schematics=["bunker", "scout_tower"]
    )
    legal = texts(game, 0)
    assert "build refugee+tinker" in legal
    assert "build tinker" not in legal  # a modifier needs a base-dig partner
    assert "build refugee" not in legal
    game.apply(0, "build refugee+tinker")
    pass_windows(game)
    assert game.view(0).looking == ("bunker",)  # dig 0 + 1


def test_tinkers_do_not_count_as_engineers_for_the_masons_ruling_f6() -> None:
    # [003:199]: ties for the Masons are broken by the number of engineers.
    game = recon_table(
        modules=RECON3 | {"hq1", "hq2"},
        round=3,
        players=[
            {"buildings": [{"building": "bunker"}], "discard": ["tinker", "tinker"]},
            {"buildings": [{"building": "armory"}], "discard": ["engineer"]},
        ],
        contested=["wolf_pack"],
    )
    while not game.over:
        seat = game.to_act[0]
        decision = game.view(seat).decision
        assert decision is not None
        game.apply(seat, {"turn": "end", "commit": "commit none"}.get(decision.kind, "pass"))
    assert game.result is not None
    assert game.result.scores[1].gangs == ("gang_masons",)


# -- portable decoys ----------------------------------------------------------------------------


def _decoy_skirmish(buildings: list[dict[str, object]]) -> sc.Game:
    game = recon_table(
        players=[
            {"hand": ["brawler", "spear", "junk", "junk", "net"], "buildings": buildings},
            {"hand": ["brawler", "brawler", "refugee", "spear"]},
        ],
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler junk junk net spear", 1: "commit brawler refugee spear"})
    pass_skirmish(game)
    return game


def test_portable_decoys_add_one_person_per_two_cards_in_the_force_ruling_s11() -> None:
    game = _decoy_skirmish([{"building": "portable_decoys"}])
    assert totals(game)[0] == (1, 4, 3)  # 1 person + floor(5/2)


def test_several_portable_decoys_do_not_stack_ruling_s11() -> None:
    game = _decoy_skirmish([{"building": "portable_decoys"}, {"building": "portable_decoys"}])
    assert totals(game)[0] == (1, 4, 3)


def test_portable_decoys_under_construction_or_disabled_give_nothing_ruling_s11() -> None:
    game = _decoy_skirmish([{"building": "portable_decoys", "timer": ["pills", "pills"]}])
    assert totals(game)[0] == (1, 4, 1)
    game = _decoy_skirmish([{"building": "portable_decoys", "disabled": True}])
    assert totals(game)[0] == (1, 4, 1)


# -- scout tower --------------------------------------------------------------------------------


def test_a_scout_tower_discards_a_card_to_see_the_top_two_of_two_piles_ruling_x7() -> None:
    game = recon_table(
        players=[{"hand": ["junk", "net"], "buildings": [{"building": "scout_tower"}]}, {}, {}],
        junkyard=["pills", "spear", "medkit"],
        contested=["grenade", "wolf_pack", "sled_team"],
        schematics=["bunker", "armory"],
    )
    legal = texts(game, 0)
    assert "tower junk contested+junkyard" in legal
    assert "tower junk junkyard+schematics" in legal
    game.apply(0, "tower junk contested+junkyard")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge if k.source == "scout_tower"}
    assert seen == {"contested": ("grenade", "wolf_pack"), "junkyard": ("pills", "spear")}
    assert not any(k.source == "scout_tower" for k in game.view(1).knowledge)
    assert zone_kinds(game, "junkyard") == ["pills", "spear", "medkit"]  # in their order
    assert "junk" in zone_kinds(game, "0:discard")
    assert not any(a.verb is sc.Verb.TOWER for a in game.legal_actions(0))  # once a round


def test_a_scout_tower_recon_may_be_cancelled_by_a_scouting_refugee() -> None:
    game = recon_table(
        players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}, {"hand": ["scouting_refugee"]}, {}],
        schematics=["bunker", "armory"],
    )
    game.apply(0, "tower junk junkyard+schematics")
    assert "cancel scouting_refugee" in texts(game, 1)
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert not game.view(0).knowledge
    assert "junk" in zone_kinds(game, "0:discard")  # the activation stays discarded


def test_binoculars_improve_a_scout_tower_by_two_cards_on_each_pile_ruling_x1() -> None:
    # [003:102]: "the binoculars can improve any recon action by an additional two cards";
    # RULINGS X-1: a scout tower sees 2 more on each of its 2 piles per binoculars, and each
    # binoculars is discarded after use.
    game = recon_table(
        modules=RECON3 | {"recon1"},
        players=[{"hand": ["pills", "binoculars"], "buildings": [{"building": "scout_tower"}]}, {}, {}],
        junkyard=["net", "junk", "spear", "medkit", "rifle", "junk"],
        contested=["grenade", "wolf_pack", "sled_team", "field_crew", "tribe_family_3"],
    )
    legal = texts(game, 0)
    assert "tower pills binoculars contested+junkyard" in legal
    assert "tower pills contested+junkyard" in legal
    assert "tower binoculars contested+junkyard" in legal  # the binoculars as the discarded card
    assert "tower binoculars binoculars contested+junkyard" not in legal  # only one in hand
    game.apply(0, "tower pills binoculars contested+junkyard")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge if k.source == "scout_tower"}
    assert seen == {
        "contested": ("grenade", "wolf_pack", "sled_team", "field_crew"),
        "junkyard": ("net", "junk", "spear", "medkit"),
    }
    assert zone_kinds(game, "junkyard") == ["net", "junk", "spear", "medkit", "rifle", "junk"]  # in order
    assert Counter(zone_kinds(game, "0:discard")) == Counter({"pills": 1, "binoculars": 1})
    assert game.view(0).hand == ()


def test_two_binoculars_let_a_scout_tower_see_the_top_six_of_each_pile_ruling_x1() -> None:
    game = recon_table(
        modules=RECON3 | {"recon1"},
        players=[{"hand": ["binoculars"] * 3, "buildings": [{"building": "scout_tower"}]}, {}, {}],
        junkyard=["net", "junk", "spear", "medkit", "rifle", "junk", "pills"],
        schematics=["bunker", "armory"],
    )
    assert "tower binoculars binoculars binoculars junkyard+schematics" in texts(game, 0)
    game.apply(0, "tower binoculars binoculars binoculars junkyard+schematics")
    pass_windows(game)
    seen = {k.zone: k.cards for k in game.view(0).knowledge if k.source == "scout_tower"}
    assert seen == {"junkyard": ("net", "junk", "spear", "medkit", "rifle", "junk"), "schematics": ("bunker", "armory")}
    assert zone_kinds(game, "0:discard") == ["binoculars"] * 3


def test_a_cancelled_scout_tower_discards_its_binoculars_too_ruling_x4() -> None:
    game = recon_table(
        modules=RECON3 | {"recon1"},
        players=[
            {"hand": ["junk", "binoculars"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["scouting_refugee"]},
            {},
        ],
        schematics=["bunker", "armory"],
    )
    game.apply(0, "tower junk binoculars junkyard+schematics")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert not game.view(0).knowledge
    assert Counter(zone_kinds(game, "0:discard")) == Counter({"junk": 1, "binoculars": 1})
    assert not any(a.verb is sc.Verb.TOWER for a in game.legal_actions(0))  # the tower is used


def test_the_card_discarded_to_activate_a_scout_tower_is_no_target_ruling_x7() -> None:
    # [003:209]: "Discard 1 card to activate your tower": it takes part in no action, so a
    # sniper cannot hit it while the recon waits for a cancel.
    game = recon_table(
        players=[
            {"hand": ["brawler"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["sniper_team", "scouting_refugee"]},
            {},
        ],
        schematics=["bunker", "armory"],
    )
    game.apply(0, "tower brawler junkyard+schematics")
    assert zone_kinds(game, "0:discard") == ["brawler"]
    assert texts(game, 1) == ["pass", "cancel scouting_refugee"]


@pytest.mark.parametrize(
    "text",
    [
        "tower junk contested+junkyard",
        "tower pills binoculars contested+junkyard",
        "tower binoculars binoculars junkyard+schematics",
    ],
)
def test_scout_tower_notation_round_trips(text: str) -> None:
    game = recon_table(players=[{"hand": ["junk"]}, {}, {}])
    action = sc.parse_action(game, 0, text)
    assert str(action) == text
    assert sc.parse_action(game, 0, str(action)) == action


def test_scout_tower_notation_reads_its_cards_in_any_order() -> None:
    game = recon_table(players=[{"hand": ["junk"]}, {}, {}])
    written = sc.parse_action(game, 0, "tower binoculars pills junkyard+contested")
    assert str(written) == "tower pills binoculars contested+junkyard"


def test_two_players_never_look_at_the_contested_resources_with_a_tower_ruling_x9() -> None:
    game = recon_table(
        2, players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}, {}], schematics=["bunker"]
    )
    assert texts(game, 0).count("tower junk junkyard+schematics") == 1
    assert not any("contested" in str(a) for a in game.legal_actions(0))


def test_an_unfinished_scout_tower_cannot_be_used() -> None:
    game = recon_table(players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower", "timer": ["net"]}]}, {}])
    assert not any(a.verb is sc.Verb.TOWER for a in game.legal_actions(0))


# -- notation and saves --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["drill drill_sergeant", "shuffle brawler spear", "discard junk net", "top junk", "dig bottom scrappers"],
)
def test_module_3_notation_round_trips(text: str) -> None:
    game = recon_table(players=[{"hand": ["junk"]}, {}, {}])
    assert str(sc.parse_action(game, 0, text)) == text


def test_bad_tower_notation_is_refused() -> None:
    game = recon_table(players=[{"hand": ["junk"]}, {}, {}])
    for text in (
        "tower junk junkyard+junkyard",
        "tower junk junkyard",
        "tower junk moon+junkyard",
        "tower junk net junkyard+schematics",  # one card discarded; only binoculars join it
        "tower junkyard+schematics",
    ):
        with pytest.raises(sc.InvalidAction):
            sc.parse_action(game, 0, text)


@pytest.mark.parametrize(
    ("players", "seed", "modules"), [(2, 1, RECON3), (4, 2, RECON3), (3, 3, RECON3 | {"hq1", "hq2", "hq3", "hq4"})]
)
def test_random_recon3_games_end_with_every_card_in_exactly_one_zone(
    players: int, seed: int, modules: frozenset[str]
) -> None:
    game = sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules))
    total = len(all_card_ids(game))
    rng = random.Random(seed)
    steps = 0
    while not game.over:
        seat = game.to_act[0]
        game.apply(seat, lively_choice(rng, game.legal_actions(seat)))
        ids = all_card_ids(game)
        assert len(ids) == total == len(set(ids))
        steps += 1
        assert steps < 20_000
    restored = sc.Game.from_json(game.to_json())
    assert restored.result == game.result


def test_a_courier_draw_is_seen_only_by_the_drawing_player() -> None:
    game = recon_table(players=[{"hand": ["courier"], "deck": ["net", "junk", "pills"]}, {}, {}])
    game.apply(0, "draw courier")
    pass_windows(game)
    assert game.view(1).looking == ()
    assert "pills" not in repr(game.view(1))
    game.apply(0, "discard junk net")
    # The discarded cards are face up; the kept one stays private.
    assert "pills" not in repr(game.view(1))
    assert "pills" not in repr(game.log(1))


def test_a_refused_module_3_action_leaves_the_game_unchanged() -> None:
    game = recon_table(
        players=[{"hand": ["courier", "junk"], "deck": ["net", "junk", "pills"], "buildings": []}, {}, {}]
    )
    before = game.to_json()
    for text in ("drill drill_sergeant", "tower junk junkyard+schematics", "dig bottom courier", "top junk"):
        with pytest.raises(sc.IllegalAction):
            game.apply(0, text)
    assert game.to_json() == before
    game.apply(0, "draw courier")
    pass_windows(game)
    before = game.to_json()
    for text in ("discard net", "discard net junk pills", "discard spear spear"):
        with pytest.raises(sc.IllegalAction):
            game.apply(0, text)
    assert game.to_json() == before


def test_courier_discards_picked_one_at_a_time_stop_at_the_number_due(monkeypatch: pytest.MonkeyPatch) -> None:
    from scavengers.engine.flow import choices

    monkeypatch.setattr(choices, "STEP_LIMIT", 2)  # as if the drawn cards were too many to list
    game = recon_table(players=[{"hand": ["courier"], "deck": ["net", "junk", "pills"]}, {}, {}])
    game.apply(0, "draw courier")
    pass_windows(game)
    game.apply(0, "pick junk")
    assert "done" not in texts(game, 0)
    game.apply(0, "pick net")
    assert texts(game, 0) == ["done"]  # no third pick past the two due
    game.apply(0, "done")
    assert game.view(0).hand == ("pills",)
