"""HQ module 2: engineers, the schematics pile, buildings and their timers, storage, the
gardens and the Masons [000:567-645], [000:717-737]; RULINGS ED-7, ED-9..ED-11, H-1..H-8."""

from __future__ import annotations

import pytest

import scavengers as sc
from helpers import act, all_card_ids, zone_counter, zone_kinds
from scavengers.cards import CATALOGUE, Box
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType

HQ2 = hq_modules(2)


def hq_table(seats: int = 3, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=HQ2, scenario=scenario))


def building_of(game: sc.Game, seat: int, kind: str) -> sc.BuildingView:
    return next(b for b in game.view(seat).seats[seat].buildings if b.kind == kind)


def test_module_2_setup_adds_engineers_the_schematics_pile_and_the_masons() -> None:
    # [000:569-575]
    game = sc.Game.new(sc.GameConfig(players=4, seed=3, modules=HQ2))
    assert dict(game.view(0).market)["engineer"] == 8
    assert game.view(0).schematics_count == 12
    assert sorted(zone_kinds(game, "gangs")) == ["gang_gearheads", "gang_masons", "gang_pharmers"]
    ids = all_card_ids(game)
    assert len(ids) == len(set(ids)) == sum(k.count for k in CATALOGUE.values() if k.box in (Box.BASE, Box.HQ))


def test_an_engineer_digs_the_schematics_and_the_building_starts_with_a_hidden_timer_ruling_ed11() -> None:
    # [000:579-597]: an armory takes 3 timer cards from the owner's deck, face down, unseen.
    game = hq_table(
        players=[{"hand": ["engineer", "shovel"], "deck": ["thugs", "net", "pills", "junk"]}],
        schematics=["armory", "bunker", "pharmacy"],
    )
    act(game, 0, "build engineer+shovel")
    assert game.view(0).looking == ("armory", "bunker", "pharmacy")  # dig 2 + 2
    game.apply(0, "keep armory")
    armory = building_of(game, 0, "armory")
    assert (armory.timer, armory.stored) == (3, 0)
    timer_zone = next(name for name in game.zones() if name.startswith("0:timer:"))
    assert sorted(zone_kinds(game, timer_zone)) == ["net", "pills", "thugs"]
    assert zone_kinds(game, "0:deck") == ["junk"]
    for seat in (0, 1, None):
        assert not any({"thugs", "net"} & set(e.cards) for e in game.log(seat) if e.type is not EventType.DECLARED)
    # The others go back to the bottom of the schematics pile; the build is used (H-5).
    assert zone_kinds(game, "schematics")[-2:] == ["bunker", "pharmacy"]
    assert not any(a.verb is sc.Verb.BUILD for a in game.legal_actions(0))


def test_a_build_needs_an_engineer_ruling_ed9() -> None:
    game = hq_table(players=[{"hand": ["scavenger", "shovel"]}])
    assert not any(a.verb is sc.Verb.BUILD for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction, match="needs an engineer"):
        game.apply(0, "build scavenger+shovel")


def test_a_build_is_separate_from_the_junkyard_dig_ruling_h5() -> None:
    game = hq_table(players=[{"hand": ["engineer", "scavenger"]}], schematics=["bunker"], junkyard=["net"])
    act(game, 0, "build engineer")
    game.apply(0, "keep none")
    assert "dig scavenger" in [str(a) for a in game.legal_actions(0)]
    assert zone_kinds(game, "schematics") == ["bunker"]


def test_timers_tick_in_each_drawing_phase_after_the_round_they_started_ruling_h1() -> None:
    game = hq_table(
        round=1,
        players=[{"hand": ["engineer"], "deck": ["thugs", "net", "refugee", "refugee", "refugee", "pills", "junk"]}],
        schematics=["pharmacy"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert building_of(game, 0, "pharmacy").timer == 2
    while game.round == 1:
        game.apply(game.to_act[0], "end")
    assert building_of(game, 0, "pharmacy").timer == 1
    ticked = [e for e in game.log(1) if e.type is EventType.TIMER_REDUCED]
    assert len(ticked) == 1
    assert len(ticked[0].cards) == 1


def test_workers_speed_up_construction_and_a_toolkit_removes_two_more_ruling_ed7() -> None:
    game = hq_table(
        round=2,
        players=[
            {
                "hand": ["refugee", "scavenger", "toolkit"],
                "buildings": [{"building": "bunker", "timer": ["net", "pills", "junk", "spear", "shovel"]}],
            }
        ],
    )
    act(game, 0, "work bunker refugee+toolkit scavenger")
    bunker = building_of(game, 0, "bunker")
    assert bunker.timer == 1  # 5 - (1 + 2) - 1
    assert zone_counter(game, "0:discard") == {
        "refugee": 1,
        "scavenger": 1,
        "toolkit": 1,
        "net": 1,
        "pills": 1,
        "junk": 1,
        "spear": 1,
    }


def test_work_only_on_buildings_started_before_this_round_ruling_h4() -> None:
    game = hq_table(
        players=[{"hand": ["engineer", "refugee"], "deck": ["net", "pills", "junk"]}], schematics=["armory"]
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep armory")
    assert not any(a.verb is sc.Verb.WORK for a in game.legal_actions(0))


def test_a_building_with_no_timer_cards_is_complete_at_once_ruling_h3() -> None:
    game = hq_table(players=[{"hand": ["engineer"], "deck": []}], schematics=["bunker"])
    act(game, 0, "build engineer")
    game.apply(0, "keep bunker")
    # The timer is drawn before the engineer is discarded [000:579], so nothing is left to
    # draw: the bunker is complete at once, and the engineer is in the discard pile.
    bunker = building_of(game, 0, "bunker")
    assert bunker.timer == 0
    assert zone_kinds(game, "0:discard") == ["engineer"]
    done = hq_table(players=[{"hand": ["engineer"]}, {"hand": ["engineer"]}], schematics=["bunker", "armory"])
    act(done, 0, "end")
    assert done.view(1).seats[1].buildings == ()


def test_store_and_retrieve_within_type_and_capacity_ruling_h7() -> None:
    game = hq_table(
        players=[{"hand": ["brawler", "sniper_team", "thugs", "spear", "pills"], "buildings": [{"building": "bunker"}]}]
    )
    legal = {str(a) for a in game.legal_actions(0)}
    assert "store bunker brawler sniper_team thugs" in legal
    assert not any(a.startswith("store bunker") and "spear" in a for a in legal)
    act(game, 0, "store bunker sniper_team")
    assert game.view(0).stored == (("sniper_team",),)
    assert game.view(1).seats[0].buildings[0].stored == 1  # others see a count
    assert game.view(1).stored == ()
    act(game, 0, "store bunker brawler")  # store and retrieve are unlimited (ED-15)
    act(game, 0, "retrieve bunker brawler")
    assert "brawler" in game.view(0).hand


def test_stored_cards_stay_across_rounds_and_count_for_the_tribe() -> None:
    game = hq_table(
        round=3,
        players=[{"hand": ["thugs"], "buildings": [{"building": "bunker"}]}],
        contested=["wolf_pack"],
    )
    act(game, 0, "store bunker thugs")
    while not game.over:
        game.apply(game.to_act[0], "end")
    assert game.result is not None
    assert game.result.scores[0].gangs == ("gang_masons",)  # the only complete building
    assert game.result.scores[0].people == 3 + 5
    assert game.result.scores[0].cards == 1  # the bunker card itself is not counted (F-2)


def test_a_bunker_sniper_answers_on_another_players_turn_ruling_i6() -> None:
    game = hq_table(
        round=2,
        initiator=1,
        players=[
            {"buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
            {"hand": ["scavenger"]},
        ],
    )
    game.apply(1, "hunt scavenger")
    assert game.to_act == (0,)  # seat 0 holds no cards, but its bunker does
    assert "retrieve bunker sniper_team" in [str(a) for a in game.legal_actions(0)]
    game.apply(0, "retrieve bunker sniper_team")
    assert game.to_act == (0,)
    game.apply(0, "snipe 1:scavenger")
    assert zone_counter(game, "1:discard") == {"scavenger": 1}


def test_only_the_bunker_is_open_on_other_players_turns_ruling_h7() -> None:
    game = hq_table(
        round=2,
        initiator=1,
        players=[
            {"hand": ["refugee"], "buildings": [{"building": "armory", "stored": ["spear"]}]},
            {"hand": ["scavenger"]},
        ],
    )
    game.apply(1, "hunt scavenger")
    assert [str(a) for a in game.legal_actions(0)] == ["pass"]


def test_hydroponic_gardens_give_one_food_for_the_hire_ruling_h8() -> None:
    # [000:619, 729]: usable without any hunt.
    game = hq_table(players=[{"buildings": [{"building": "hydroponic_gardens"}], "hand": ["refugee"]}])
    assert game.view(0).seats[0].food == 1
    act(game, 0, "hire scavenger")
    assert "scavenger" in zone_kinds(game, "0:discard")


def test_a_garden_under_construction_gives_nothing() -> None:
    game = hq_table(
        players=[{"buildings": [{"building": "hydroponic_gardens", "timer": ["net"]}], "hand": ["refugee"]}]
    )
    assert game.view(0).seats[0].food == 0


def test_the_masons_join_the_tribe_with_most_buildings_ruling_f6() -> None:
    game = hq_table(
        round=3,
        players=[
            {"buildings": [{"building": "bunker"}, {"building": "armory"}]},
            {"buildings": [{"building": "pharmacy"}, {"building": "armory", "timer": ["net"]}]},
        ],
        contested=["wolf_pack"],
    )
    while not game.over:
        game.apply(game.to_act[0], "end")
    assert game.result is not None
    assert game.result.scores[0].gangs == ("gang_masons",)


def test_timer_cards_are_hidden_even_from_their_owner_in_the_view() -> None:
    game = hq_table(players=[{"buildings": [{"building": "bunker", "timer": ["wolf_pack", "grenade"]}]}])
    assert building_of(game, 0, "bunker").timer == 2
    assert "grenade" not in repr(game.view(0))
    assert "wolf_pack" not in repr(game.view(0))


def test_the_armory_stores_up_to_two_tools_only_ruling_h7() -> None:
    game = hq_table(players=[{"hand": ["spear", "shovel", "net", "brawler"], "buildings": [{"building": "armory"}]}])
    stores = {str(a) for a in game.legal_actions(0) if a.verb is sc.Verb.STORE}
    assert "store armory shovel spear" in stores
    assert all(len(a.split()) <= 4 for a in stores)  # two cards at most
    assert not any("brawler" in a for a in stores)


def test_the_pharmacy_stores_medicine_but_not_medics_ruling_h7() -> None:
    game = hq_table(players=[{"hand": ["pills", "medkit", "medic"], "buildings": [{"building": "pharmacy"}]}])
    stores = {str(a) for a in game.legal_actions(0) if a.verb is sc.Verb.STORE}
    assert "store pharmacy medkit pills" in stores
    assert not any("medic " in a + " " for a in stores)


def test_two_bunkers_store_six_ruling_h6() -> None:
    hand = ["brawler", "scout", "hunter", "thugs", "saboteur", "scavenger"]
    game = hq_table(players=[{"hand": hand, "buildings": [{"building": "bunker"}, {"building": "bunker"}]}])
    act(game, 0, "store bunker " + " ".join(sorted(hand)))
    assert [len(stored) for stored in game.view(0).stored] == [3, 3]
    assert sorted(k for stored in game.view(0).stored for k in stored) == sorted(hand)
