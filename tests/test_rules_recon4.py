"""Recon module 4, Randomized Contested Resources: the 14 contested resources, the cargo sled,
combat medics, the demolition team, tear gas and the tribal hunters [003:214-255]; RULINGS
V-9, X-17, X-18, X-20, X-28, H-9, S-6, S-10."""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import pass_windows, texts, to_skirmish, zone_kinds
from scavengers.cards import CATALOGUE, Box
from scavengers.engine.core.config import PLAYABLE_MODULES
from test_rules_skirmish import totals

RECON4 = frozenset({"recon4"})


def recon_table(seats: int = 3, modules: frozenset[str] = RECON4, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario=scenario))


def end_turns(game: sc.Game, until_seat: int) -> None:
    """Seats end their gathering turns until ``until_seat`` is to act."""
    while (decision := game.view(None).decision) is not None and decision.seat != until_seat:
        game.apply(decision.seat, "end")


# -- setup ---------------------------------------------------------------------------------


def test_module_4_is_playable() -> None:
    assert "recon4" in PLAYABLE_MODULES


def test_fourteen_of_the_twenty_eight_contested_resources_are_drawn_ruling_v9() -> None:
    # [003:220]: shuffle all 28 together and draw the top 14; the game lasts 14 skirmishes.
    boxes: Counter[Box] = Counter()
    for seed in range(6):
        game = sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=RECON4))
        pile = zone_kinds(game, "contested")
        assert len(pile) == 14
        boxes.update(CATALOGUE[k].box for k in pile)
    assert boxes[Box.BASE]  # both boxes' resources are in the draw
    assert boxes[Box.RECON]


def test_the_alternate_setup_takes_one_of_each_contested_resource() -> None:
    # [003:222]: one copy of each CR, 7 from the base game and 7 from Recon.
    game = sc.Game.new(sc.GameConfig(players=4, seed=3, modules=RECON4, contested_one_each=True))
    pile = Counter(zone_kinds(game, "contested"))
    assert len(pile) == 14
    assert set(pile.values()) == {1}
    assert sum(1 for k in pile if CATALOGUE[k].box is Box.RECON) == 7


# -- tribal hunters ------------------------------------------------------------------------


def test_tribal_hunters_hunt_and_fight_with_their_printed_numbers_ruling_x20() -> None:
    game = recon_table(players=[{"hand": ["tribal_hunters_2", "tribal_hunters_4"]}, {}, {}])
    game.apply(0, "hunt tribal_hunters_2 tribal_hunters_4")
    pass_windows(game)
    assert game.view(0).seats[0].food == 3  # hunt 1 + hunt 2
    game = recon_table(
        round=3,
        players=[{"hand": ["tribal_hunters_3"]}, {"hand": ["tribal_hunters_2"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit tribal_hunters_3", 1: "commit tribal_hunters_2"})
    assert totals(game)[0] == (1, 1, 3)  # "a minor fight" [003:255]
    assert totals(game)[1] == (1, 0, 2)


# -- cargo sled ----------------------------------------------------------------------------


def test_a_cargo_sled_dig_keeps_an_extra_tool_or_medicine_ruling_x17() -> None:
    # [003:224-227]: keep one more card from the junkyard dig; the extra one is a tool or medicine.
    game = recon_table(players=[{"hand": ["scavenger", "cargo_sled"]}, {}, {}], junkyard=["junk", "junk", "pills"])
    game.apply(0, "dig scavenger+cargo_sled")  # dig 1 + 2
    pass_windows(game)
    legal = texts(game, 0)
    assert "keep junk pills" in legal
    assert "keep junk junk" not in legal  # neither is a tool or medicine
    assert "keep junk" in legal
    game.apply(0, "keep junk pills")
    assert Counter(zone_kinds(game, "0:discard")) >= Counter(["junk", "pills", "cargo_sled", "scavenger"])
    assert zone_kinds(game, "junkyard") == ["junk"]


def test_without_a_cargo_sled_a_dig_keeps_one_card() -> None:
    game = recon_table(players=[{"hand": ["scavenger", "shovel"]}, {}, {}], junkyard=["net", "junk", "pills"])
    game.apply(0, "dig scavenger+shovel")
    pass_windows(game)
    assert all(len(a.cards) <= 1 for a in game.legal_actions(0))


def test_a_cargo_sled_does_nothing_for_a_schematics_dig_ruling_x17() -> None:
    game = recon_table(
        modules=frozenset({"recon4", "hq1", "hq2"}),
        players=[{"hand": ["engineer", "cargo_sled"], "deck": ["refugee"] * 6}, {}, {}],
        schematics=["bunker", "armory"],
    )
    game.apply(0, "build engineer+cargo_sled")
    pass_windows(game)
    assert all(len(a.cards) <= 1 for a in game.legal_actions(0))


# -- combat medics -------------------------------------------------------------------------


def test_combat_medics_save_during_gathering_and_are_discarded_ruling_x18() -> None:
    game = recon_table(
        players=[{"hand": ["scavenger", "combat_medics"], "deck": ["net"]}, {"hand": ["sniper_team"]}, {}]
    )
    game.apply(0, "draw scavenger")
    game.apply(1, "snipe 0:scavenger")
    assert game.view(None).decision == sc.Decision("save", 0, 0, "scavenger")
    assert "save combat_medics" in texts(game, 0)
    game.apply(0, "save combat_medics")
    pass_windows(game)  # saved, the scavenger was never struck: the draw goes ahead (RULINGS I-2)
    assert "combat_medics" in zone_kinds(game, "0:discard")
    assert "net" in game.view(0).hand  # the draw went ahead


def test_combat_medics_save_in_the_skirmish_and_still_fight_once_a_round_ruling_x18_s6() -> None:
    # [003:229-232]: "can save against a snipe attack AND fight in the same round".
    game = recon_table(
        round=3,
        players=[{"hand": ["brawler", "combat_medics"]}, {"hand": ["sniper_team", "sniper_team"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler combat_medics", 1: "commit sniper_team sniper_team"})
    game.apply(1, "snipe 0:brawler")
    assert "save combat_medics" in texts(game, 0)
    game.apply(0, "save combat_medics")
    assert totals_now(game, 0) == (True, 3, 5)  # brawler 2 + combat medics 1; 1 + 4 people
    game.apply(1, "snipe 0:brawler")
    # One save per round: nobody may save now, the brawler is hit at once.
    decision = game.view(None).decision
    assert decision is None or decision.kind != "save"
    pass_windows(game)
    assert totals(game)[0] == (1, 1, 4)


def test_combat_medics_never_save_themselves() -> None:
    game = recon_table(
        round=3,
        players=[{"hand": ["combat_medics"]}, {"hand": ["sniper_team"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit combat_medics", 1: "commit sniper_team"})
    game.apply(1, "snipe 0:combat_medics")
    assert "save combat_medics" not in texts(game, 0)


def test_combat_medics_pay_two_meds_in_a_hire_ruling_x18() -> None:
    game = recon_table(players=[{"hand": ["combat_medics"]}, {}, {}], market={"sniper_team": 2})
    game.view(0)
    assert any(a.subject == "sniper_team" and a.cards == ("combat_medics",) for a in game.legal_actions(0)) is False
    game = recon_table(players=[{"hand": ["combat_medics", "hunter"]}, {}, {}], market={"sniper_team": 2})
    game.apply(0, "hunt hunter")
    pass_windows(game)
    assert "hire sniper_team pay combat_medics" in texts(game, 0)  # 2 food and 2 meds


def totals_now(game: sc.Game, seat: int) -> tuple[bool, int, int]:
    force = sc.force_total(game.view(None), seat)
    assert force is not None
    return (force.has_fight, force.fight, force.people)


# -- tear gas ------------------------------------------------------------------------------


def gas_table(force: list[str], modules: frozenset[str] = RECON4) -> sc.Game:
    game = recon_table(
        round=3,
        modules=modules,
        players=[{"hand": ["brawler", "tear_gas"]}, {"hand": force}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler tear_gas", 1: "commit " + " ".join(force)})
    return game


def test_tear_gas_sets_a_tribe_members_printed_fight_to_zero_ruling_s10() -> None:
    game = gas_table(["thugs"])
    assert "gas 1:thugs" in texts(game, 0)
    game.apply(0, "gas 1:thugs")
    pass_windows(game)
    assert totals(game)[1] == (1, 0, 3)  # it keeps a fight ability of 0
    assert totals(game)[0] == (1, 2, 1)  # the tear gas adds nothing itself


def test_a_gassed_tribe_member_still_holds_its_tool_ruling_s10() -> None:
    game = gas_table(["brawler", "spear"])
    game.apply(0, "gas 1:brawler")
    assert totals(game)[1] == (1, 2, 1)  # brawler 0 + spear 2


def test_tear_gas_zeroes_a_fight_modifier_ruling_s10() -> None:
    game = gas_table(["brawler", "group_leaders"])
    game.apply(0, "gas 1:group_leaders")
    assert totals(game)[1] == (1, 2, 3)  # the brawler's 2; the modifier's +2 is gone


def test_tear_gas_is_not_a_snipe_and_cannot_be_saved() -> None:
    game = gas_table(["brawler", "combat_medics"])
    game.apply(0, "gas 1:brawler")
    decision = game.view(None).decision
    assert decision is None or decision.kind != "save"
    assert any(e.type is sc.EventType.GASSED for e in game.log(2))  # public


def test_tear_gas_has_no_effect_on_a_provocateurs_score_ruling_s10() -> None:
    game = gas_table(["provocateur", "thugs"], modules=frozenset({"recon2", "recon4"}))
    game.apply(0, "gas 1:thugs")
    game.apply(1, "provoke provocateur")
    pass_windows(game)
    assert totals(game)[1][1] == 4  # the force's size: 1 + 3 people


def test_tear_gas_works_only_from_the_force_on_its_owners_skirmish_turn() -> None:
    game = recon_table(players=[{"hand": ["tear_gas", "brawler"]}, {}, {}])
    assert not any(a.verb.value == "gas" for a in game.legal_actions(0))


# -- demolition team -----------------------------------------------------------------------


def demolition_table(modules: frozenset[str], defender_hand: list[str]) -> sc.Game:
    """Round 1: seat 2 starts a bunker (timer 5); round 2: its timer is down to 4, seat 1
    holds a demolition team, seat 2 her next hand."""
    game = recon_table(
        modules=modules,
        players=[
            {},
            {"deck": ["demolition_team", "brawler", "junk", "junk", "junk", "net", "pills", "spear"]},
            {"hand": ["engineer"], "deck": ["refugee"] * 5 + defender_hand + ["refugee"] * 10},
        ],
        schematics=["bunker"],
    )
    end_turns(game, until_seat=2)
    game.apply(2, "build engineer")
    pass_windows(game)
    game.apply(2, "keep bunker")
    while game.round == 1:
        game.apply(game.to_act[0], "end")
    assert game.view(None).seats[2].buildings[0].timer == 4
    end_turns(game, until_seat=1)
    return game


def test_a_demolition_team_resets_a_timer_from_its_owners_deck_then_draws_2_ruling_h9() -> None:
    game = demolition_table(frozenset({"recon4", "hq1", "hq2"}), ["refugee"] * 5)
    deck_before = game.view(None).seats[2].deck_count
    assert "demolish 2:bunker" in texts(game, 1)
    game.apply(1, "demolish 2:bunker")
    pass_windows(game)
    assert game.view(None).seats[2].buildings[0].timer == 5  # back to the full build time
    assert game.view(None).seats[2].deck_count == deck_before - 1  # topped up from her deck
    assert Counter(game.view(1).hand) == Counter(["brawler", "junk", "junk", "junk", "net", "pills"])
    assert "demolition_team" in zone_kinds(game, "1:discard")


def test_a_guard_cancels_a_demolition_the_team_still_draws_2_ruling_x28() -> None:
    game = demolition_table(frozenset({"recon2", "recon4", "hq1", "hq2"}), ["guard"] + ["refugee"] * 4)
    game.apply(1, "demolish 2:bunker")
    assert "cancel guard" in texts(game, 2)
    game.apply(2, "cancel guard")
    pass_windows(game)
    assert game.view(None).seats[2].buildings[0].timer == 4  # not reset
    assert Counter(game.view(1).hand) == Counter(["brawler", "junk", "junk", "junk", "net", "pills"])
    assert "demolition_team" in zone_kinds(game, "1:discard")


def test_a_sniped_demolition_team_resets_nothing_ruling_i3_x28() -> None:
    # A tribe member put on the table for its special may be sniped (RULINGS I-3).
    game = demolition_table(frozenset({"recon4", "hq1", "hq2"}), ["sniper_team"] + ["refugee"] * 4)
    game.apply(1, "demolish 2:bunker")
    assert "snipe 1:demolition_team" in texts(game, 2)
    game.apply(2, "snipe 1:demolition_team")
    pass_windows(game)
    assert game.view(None).seats[2].buildings[0].timer == 4  # not reset
    assert len(game.view(1).hand) == 6  # its owner still draws 2, as a sniped spy draws 1


def test_a_gassed_force_totals_the_same_in_every_view_ruling_s10() -> None:
    # Tear gas is public: every seat's view totals the gassed force as the engine does.
    game = recon_table(
        round=3,
        players=[{"hand": ["brawler", "tear_gas"]}, {"hand": ["thugs", "sniper_team"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler tear_gas", 1: "commit thugs sniper_team"})
    game.apply(0, "gas 1:thugs")
    assert game.view(None).decision == sc.Decision("skirmish", 1)  # seat 1 still to act
    for viewer in (None, 0, 1, 2):
        force = sc.force_total(game.view(viewer), 1)
        assert force is not None
        assert (force.has_fight, force.fight, force.people) == (True, 0, 5)
    assert "gas 1:thugs" not in texts(game, 0)  # the tear gas is used


def test_a_scrappers_dig_with_a_cargo_sled_keeps_two_then_sends_the_rest_to_either_end_x15_x17() -> None:
    # The cargo sled keeps one more card, a tool or medicine [003:224-227]; scrappers send each
    # card not kept to the top or the bottom of the junkyard [003:190-192]: both apply to one dig.
    game = recon_table(
        modules=frozenset({"recon3", "recon4"}),
        players=[{"hand": ["scrappers", "cargo_sled"]}, {}, {}],
        junkyard=["pills", "rifle", "junk", "junk", "net", "medkit"],
    )
    game.apply(0, "dig scrappers+cargo_sled")  # dig 3 + 2
    pass_windows(game)
    assert sorted(game.view(0).looking) == ["junk", "junk", "net", "pills", "rifle"]
    legal = texts(game, 0)
    assert "keep pills rifle" in legal
    assert "keep junk junk" not in legal  # the second card kept must be a tool or medicine
    game.apply(0, "keep pills rifle")
    assert game.view(0).decision == sc.Decision("top", 0)
    game.apply(0, "top junk junk")
    assert zone_kinds(game, "junkyard")[:2] == ["junk", "junk"]
    assert zone_kinds(game, "junkyard")[-1] == "net"
    assert Counter(zone_kinds(game, "0:discard")) >= Counter(["pills", "rifle"])


def test_a_big_cargo_sled_keep_chosen_card_by_card_offers_only_picks_that_can_be_kept_ruling_x17() -> None:
    # RULINGS X-17: of two kept cards one must be a tool or medicine. A dig of 11 cards is
    # chosen card by card (too many sets to list): after one person is picked, only a tool or
    # medicine may follow, else the pair could be neither kept nor grown (once found in a
    # 4-player HQ 4 + Recon 1-5 game as a decision with no legal action at all).
    game = recon_table(
        modules=frozenset({"recon3", "recon4"}),
        players=[{"hand": ["scrappers", "scrappers", "cargo_sled", "scavenger", "shovel"]}, {}, {}],
        junkyard=[
            "field_crew", "sled_team", "refugee", "tribe_family_3", "tribe_family_4", "tribal_hunters_2",
            "demolition_team", "junk", "net", "pills", "spear", "medkit",
        ],
    )  # fmt: skip
    game.apply(0, "dig scrappers+cargo_sled scrappers scavenger+shovel")  # 3 + 2 + 3 + 1 + 2
    pass_windows(game)
    assert len(game.view(0).looking) == 11
    assert "pick sled_team" in texts(game, 0)  # one at a time
    game.apply(0, "pick sled_team")
    assert texts(game, 0) == ["done", "pick net", "pick pills", "pick spear"]
    before = game.to_json()
    for text in ("pick field_crew", "pick junk"):
        with pytest.raises(sc.IllegalAction):
            game.apply(0, text)
    assert game.to_json() == before
    game.apply(0, "pick pills")
    assert texts(game, 0) == ["done"]
    game.apply(0, "done")
    assert game.view(0).decision == sc.Decision("top", 0)


def test_the_fanatic_may_strike_a_declared_demolition_team_ruling_l7_i3() -> None:
    # RULINGS L-7: the Fanatic strikes one card of another player's current declaration; a
    # demolition team put on the table for its special is such a card (I-3), as a sniper may hit it.
    game = recon_table(
        modules=frozenset({"recon4", "hq1", "hq2", "hq3"}),
        players=[
            {"hand": ["demolition_team"], "deck": ["junk", "junk"], "leader": "leader_peacemaker"},
            {"hand": ["refugee"], "leader": "leader_fanatic"},
            {
                "buildings": [{"building": "bunker", "timer": ["refugee", "refugee", "refugee"]}],
                "leader": "leader_butcher",
            },
        ],
    )
    game.apply(0, "demolish 2:bunker")
    assert "lead refugee 0:demolition_team" in texts(game, 1)
    game.apply(1, "lead refugee 0:demolition_team")
    pass_windows(game)
    assert game.view(None).seats[2].buildings[0].timer == 3  # not reset
    assert "demolition_team" in zone_kinds(game, "0:discard")
