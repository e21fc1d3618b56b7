"""Blind audit of the buildings, sentence by sentence: HQ module 2 [000:575-645] and its FAQ
[000:717-737], Dirty Deeds [000:678-691], the 2012 differences [001], Recon's buildings and the
demolition team [003]; RULINGS H-1..H-13, ED-7, ED-11, ED-15, ED-16, F-1, S-11, X-7. Written from
the rulebooks and RULINGS through the public API only."""

from __future__ import annotations

import pytest

import scavengers as sc
from helpers import act, end_gathering, pass_windows, play_out, refused, texts, to_skirmish, zone_counter, zone_kinds
from scavengers.engine.core.config import hq_modules

HQ2 = hq_modules(2)
HQ4 = hq_modules(4)
QUIET = ["leader_organizer", "leader_butcher", "leader_cannibal"]


def hq_table(seats: int = 3, rules: str = "2015", **scenario: object) -> sc.Game:
    scenario.setdefault("initiator", 0)
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=HQ2, rules=rules, scenario=scenario))


def deeds_table(players: list[dict[str, object]], **scenario: object) -> sc.Game:
    players = players + [{} for _ in range(3 - len(players))]
    spare = [q for q in QUIET if all(p.get("leader") != q for p in players)]
    for player in players:
        player.setdefault("leader", spare.pop())
    scenario.setdefault("round", 1)
    return sc.Game.new(
        sc.GameConfig(players=3, seed=0, modules=HQ4, scenario={"initiator": 0, "players": players, **scenario})
    )


def recon_table(seats: int = 3, modules: frozenset[str] = frozenset({"recon3"}), **scenario: object) -> sc.Game:
    scenario.setdefault("initiator", 0)
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario=scenario))


def building(game: sc.Game, seat: int, index: int = 0, viewer: int | None = None) -> sc.BuildingView:
    return game.view(seat if viewer is None else viewer).seats[seat].buildings[index]


def next_round(game: sc.Game) -> None:
    """Everyone ends gathering, commits nothing and passes until the next round starts."""
    start = game.round
    end_gathering(game)
    while game.round == start and not game.over:
        d = game.view(None).decision
        assert d is not None
        game.apply(d.seat, "pass")


# -- storing: type, capacity, completion [000:601-641] H-7 -----------------------------------------


def test_an_armory_stores_tools_only_000_601() -> None:
    game = hq_table(players=[{"hand": ["spear", "refugee", "pills"], "buildings": [{"building": "armory"}]}])
    assert refused(game, 0, "store armory refugee")
    assert refused(game, 0, "store armory pills")
    act(game, 0, "store armory spear")
    assert building(game, 0).stored == 1


def test_an_armory_holds_no_more_than_two_tools_000_601() -> None:
    game = hq_table(players=[{"hand": ["spear", "shovel", "net"], "buildings": [{"building": "armory"}]}])
    assert refused(game, 0, "store armory spear shovel net")
    act(game, 0, "store armory spear shovel")
    assert refused(game, 0, "store armory net")
    assert building(game, 0).stored == 2


def test_a_bunker_holds_up_to_three_tribe_members_and_no_tools_000_607() -> None:
    game = hq_table(
        players=[{"hand": ["refugee", "scavenger", "brawler", "scout", "spear"], "buildings": [{"building": "bunker"}]}]
    )
    assert refused(game, 0, "store bunker spear")
    assert refused(game, 0, "store bunker refugee scavenger brawler scout")
    act(game, 0, "store bunker refugee scavenger brawler")
    assert building(game, 0).stored == 3
    assert refused(game, 0, "store bunker scout")


def test_a_pharmacy_stores_pills_and_medkits_but_not_a_medic_000_615() -> None:
    game = hq_table(players=[{"hand": ["pills", "medkit", "medic", "pills"], "buildings": [{"building": "pharmacy"}]}])
    assert refused(game, 0, "store pharmacy medic")
    assert refused(game, 0, "store pharmacy pills medkit pills")
    act(game, 0, "store pharmacy pills medkit")
    assert building(game, 0).stored == 2


def test_a_building_under_construction_stores_nothing_000_639() -> None:
    # "place them, face-down, under a completed building" [000:639].
    game = hq_table(players=[{"hand": ["refugee"], "buildings": [{"building": "bunker", "timer": ["junk"]}]}])
    assert refused(game, 0, "store bunker refugee")


def test_gardens_store_nothing_000_609() -> None:
    game = hq_table(players=[{"hand": ["refugee", "spear"], "buildings": [{"building": "hydroponic_gardens"}]}])
    assert not any(t.startswith("store") for t in texts(game, 0))


def test_stored_cards_stay_through_the_drawing_phase_ruling_h7() -> None:
    game = hq_table(
        round=3,
        players=[
            {
                "hand": ["scavenger"],
                "deck": ["refugee", "scavenger", "refugee", "scavenger", "refugee", "scavenger"],
                "buildings": [{"building": "bunker", "stored": ["brawler"]}],
            },
            {"hand": ["refugee"], "deck": ["refugee", "scavenger", "refugee", "scavenger", "refugee", "scavenger"]},
            {"hand": ["refugee"], "deck": ["refugee", "scavenger", "refugee", "scavenger", "refugee", "scavenger"]},
        ],
        contested=["medkit", "pills", "net"],
    )
    next_round(game)
    assert building(game, 0).stored == 1
    assert "brawler" in zone_kinds(game, next(z for z in game.zones() if z.startswith("0:stored")))


def test_stored_cards_are_face_down_to_the_other_players_000_639() -> None:
    game = hq_table(players=[{"hand": ["sniper_team"], "buildings": [{"building": "bunker"}]}])
    act(game, 0, "store bunker sniper_team")
    assert building(game, 0, viewer=1).stored == 1
    for seat in (1, 2, None):
        for event in game.log(seat):
            assert "sniper_team" not in event.cards


# -- retrieving [000:627-645] H-7 ---------------------------------------------------------------------


def test_the_armory_cannot_be_opened_on_another_players_turn_000_631() -> None:
    # "During another player's turn, the only building which a player may access is the bunker."
    game = hq_table(
        players=[
            {"hand": ["scavenger", "shovel"]},
            {
                "hand": ["refugee"],
                "buildings": [
                    {"building": "armory", "stored": ["spear"]},
                    {"building": "bunker", "stored": ["brawler"]},
                ],
            },
        ],
        junkyard=["net", "junk"],
    )
    game.apply(0, "dig scavenger+shovel")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.seat == 1
    legal = texts(game, 1)
    assert "retrieve bunker brawler" in legal
    assert not any(t.startswith("retrieve armory") for t in legal)
    assert refused(game, 1, "retrieve armory spear")


def test_a_sniper_team_retrieved_from_the_bunker_snipes_on_another_players_turn_000_633() -> None:
    # "a sniper team could be retrieved from a player's bunker and used during another
    # player's turn in order to interrupt that player's resource gathering action."
    game = hq_table(
        players=[
            {"hand": ["scavenger", "shovel"]},
            {"hand": ["refugee"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
        ],
        junkyard=["net", "junk"],
    )
    game.apply(0, "dig scavenger+shovel")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "dig")
    game.apply(1, "retrieve bunker sniper_team")
    game.apply(1, "snipe 0:scavenger")
    while (d := game.view(None).decision) is not None and d.kind in ("respond", "save") and d.seat != 0:
        game.apply(d.seat, "pass")
    if (d := game.view(None).decision) is not None and d.kind == "save":
        game.apply(0, "pass")
    assert "scavenger" in zone_kinds(game, "0:discard")
    assert "sniper_team" in zone_kinds(game, "1:discard")


def test_a_player_with_an_empty_hand_may_still_open_her_bunker_on_another_turn_000_631() -> None:
    # The bunker may be opened at any time before the skirmish [000:643]; an empty hand does
    # not close it.
    game = hq_table(
        players=[
            {"hand": ["scavenger", "shovel"]},
            {"hand": [], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
            {"hand": []},
        ],
        junkyard=["net", "junk"],
    )
    game.apply(0, "dig scavenger+shovel")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "dig")
    assert "retrieve bunker sniper_team" in texts(game, 1)


def test_a_card_retrieved_on_her_own_turn_can_act_at_once_000_645() -> None:
    game = hq_table(
        players=[{"hand": ["scavenger"], "buildings": [{"building": "armory", "stored": ["shovel"]}]}],
        junkyard=["net", "junk", "pills"],
    )
    act(game, 0, "retrieve armory shovel")
    act(game, 0, "dig scavenger+shovel")
    assert len(game.view(0).looking) == 3  # scavenger 1 + shovel 2


def test_stored_cards_are_not_committed_with_the_skirmish_set_000_635() -> None:
    game = hq_table(
        round=3,
        players=[{"hand": ["brawler"], "buildings": [{"building": "bunker", "stored": ["thugs"]}]}],
    )
    game.apply(0, "end")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "commit"
    assert all("thugs" not in t for t in texts(game, 0))
    assert refused(game, 0, "commit brawler thugs")


def test_no_store_once_the_skirmish_cards_are_committed_000_635() -> None:
    game = hq_table(
        round=3,
        players=[{"hand": ["brawler", "refugee"], "buildings": [{"building": "bunker"}]}, {"hand": ["scavenger"]}],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler")
    assert refused(game, 0, "store bunker refugee")


def test_retrieve_is_not_limited_to_once_a_turn_in_2015_000_733() -> None:
    game = hq_table(
        players=[{"hand": ["scout"], "buildings": [{"building": "bunker", "stored": ["brawler", "refugee"]}]}]
    )
    act(game, 0, "retrieve bunker brawler")
    act(game, 0, "retrieve bunker refugee")
    assert building(game, 0).stored == 0
    assert sorted(game.view(0).hand) == ["brawler", "refugee", "scout"]


# -- building: the schematics dig [000:579-597] H-5 ED-16 --------------------------------------------


def test_a_toolkit_adds_two_to_the_schematics_dig_000_553() -> None:
    game = hq_table(
        players=[{"hand": ["engineer", "toolkit"], "deck": ["refugee"] * 5}],
        schematics=["armory", "bunker", "pharmacy", "hydroponic_gardens", "armory"],
    )
    act(game, 0, "build engineer+toolkit")
    assert len(game.view(0).looking) == 4  # engineer 2 + toolkit 2


def test_the_engineer_and_its_tools_are_discarded_after_the_build_000_579() -> None:
    game = hq_table(
        players=[{"hand": ["engineer", "toolkit"], "deck": ["refugee"] * 5}],
        schematics=["pharmacy", "bunker", "armory", "hydroponic_gardens"],
    )
    act(game, 0, "build engineer+toolkit")
    game.apply(0, "keep pharmacy")
    assert zone_counter(game, "0:discard") == {"engineer": 1, "toolkit": 1}
    assert building(game, 0).timer == 2


def test_the_schematics_not_kept_go_to_the_bottom_in_a_keep_none_ruling_ed16() -> None:
    game = hq_table(
        players=[{"hand": ["engineer"], "deck": ["refugee"] * 5}],
        schematics=["pharmacy", "bunker", "armory", "hydroponic_gardens"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep none")
    assert zone_kinds(game, "schematics")[:2] == ["armory", "hydroponic_gardens"]
    assert sorted(zone_kinds(game, "schematics")[2:]) == ["bunker", "pharmacy"]
    assert game.view(0).seats[0].buildings == ()


def test_the_owner_cannot_see_her_timer_cards_in_2015_ruling_ed11() -> None:
    game = hq_table(
        players=[{"hand": ["engineer"], "deck": ["sniper_team", "medkit", "junk"]}],
        schematics=["pharmacy"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    view = game.view(0)
    assert "sniper_team" not in view.hand
    assert "sniper_team" not in view.looking
    assert not any(k.zone.startswith("0:timer") for k in view.knowledge)


# -- working on a building [000:595-597] H-4 ED-7 -----------------------------------------------------


def test_no_work_on_a_building_the_round_it_is_placed_000_596() -> None:
    # "Starting with the round following the initial building placement..."
    game = hq_table(
        players=[{"hand": ["engineer", "refugee"], "deck": ["refugee"] * 5}],
        schematics=["pharmacy"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert refused(game, 0, "work pharmacy refugee")
    assert building(game, 0).timer == 2


def test_a_worker_with_a_toolkit_removes_three_cards_to_the_discard_ruling_h2_h4() -> None:
    game = hq_table(
        players=[
            {
                "hand": ["refugee", "toolkit"],
                "buildings": [{"building": "bunker", "timer": ["junk", "net", "pills", "spear"]}],
            }
        ]
    )
    act(game, 0, "work bunker refugee+toolkit")
    assert building(game, 0).timer == 1
    assert zone_counter(game, "0:discard") == {"refugee": 1, "toolkit": 1, "junk": 1, "net": 1, "pills": 1}


def test_workers_may_split_between_buildings_in_2015_ruling_ed7() -> None:
    game = hq_table(
        players=[
            {
                "hand": ["refugee", "scavenger"],
                "buildings": [
                    {"building": "bunker", "timer": ["junk", "junk"]},
                    {"building": "armory", "timer": ["junk", "junk"]},
                ],
            }
        ]
    )
    act(game, 0, "work bunker refugee")
    act(game, 0, "work armory scavenger")
    assert (building(game, 0, 0).timer, building(game, 0, 1).timer) == (1, 1)


def test_a_worker_takes_no_other_action_that_round_000_596() -> None:
    game = hq_table(
        players=[{"hand": ["scavenger"], "buildings": [{"building": "bunker", "timer": ["junk", "junk"]}]}],
        junkyard=["net", "junk"],
    )
    act(game, 0, "work bunker scavenger")
    assert refused(game, 0, "dig scavenger")


def test_work_completing_a_bunker_lets_it_store_at_once_000_597() -> None:
    game = hq_table(
        players=[{"hand": ["refugee", "brawler"], "buildings": [{"building": "bunker", "timer": ["junk"]}]}]
    )
    act(game, 0, "work bunker refugee")
    assert building(game, 0).timer == 0
    act(game, 0, "store bunker brawler")
    assert building(game, 0).stored == 1


def test_a_worker_cannot_work_on_a_complete_building_000_596() -> None:
    game = hq_table(players=[{"hand": ["refugee"], "buildings": [{"building": "bunker"}]}])
    assert refused(game, 0, "work bunker refugee")


# -- timers tick in the drawing phase, to the discard pile H-1 H-2 ------------------------------------


def test_a_one_card_timer_completes_in_the_next_drawing_phase_ruling_h1() -> None:
    game = hq_table(
        round=3,
        players=[
            {
                "hand": ["refugee"],
                "deck": ["refugee", "scavenger", "refugee", "scavenger", "refugee", "scavenger"],
                "buildings": [{"building": "bunker", "timer": ["net"]}],
            },
            {"hand": ["refugee"], "deck": ["refugee", "scavenger", "refugee", "scavenger", "refugee", "scavenger"]},
            {"hand": ["refugee"], "deck": ["refugee", "scavenger", "refugee", "scavenger", "refugee", "scavenger"]},
        ],
        contested=["medkit", "pills", "net"],
    )
    next_round(game)
    assert building(game, 0).timer == 0
    assert game.round == 4
    assert zone_counter(game, "0:discard")["net"] == 1  # H-2: a removed timer card is discarded


# -- Dirty Deeds [000:683-687] H-11 -------------------------------------------------------------------


def test_a_disabled_building_accepts_no_cards_000_685() -> None:
    game = deeds_table([{"hand": ["spear"], "buildings": [{"building": "armory", "disabled": True}]}])
    assert refused(game, 0, "store armory spear")


def test_a_disabled_building_cannot_be_worked_or_repaired_by_a_tool_000_687() -> None:
    game = deeds_table([{"hand": ["toolkit"], "buildings": [{"building": "armory", "disabled": True}]}])
    assert refused(game, 0, "repair armory toolkit")
    assert building(game, 0).disabled


def test_a_repaired_building_is_usable_again_the_same_turn_000_687() -> None:
    game = deeds_table(
        [{"hand": ["refugee", "spear"], "buildings": [{"building": "armory", "stored": ["net"], "disabled": True}]}]
    )
    act(game, 0, "repair armory refugee")
    act(game, 0, "retrieve armory net")
    assert sorted(game.view(0).hand) == ["net", "spear"]


def test_a_saboteur_cannot_disable_its_own_players_building_000_683() -> None:
    # "A saboteur may attack a building" - an attack is on another player.
    game = deeds_table([{"hand": ["saboteur"], "buildings": [{"building": "bunker"}]}])
    assert "disable 0:bunker" not in texts(game, 0)


def test_a_disabled_building_cannot_be_disabled_again_ruling_h11() -> None:
    game = deeds_table([{"hand": ["saboteur"]}, {"buildings": [{"building": "bunker", "disabled": True}]}])
    assert refused(game, 0, "disable 1:bunker")


def test_the_masons_join_the_most_completed_buildings_ruling_f6() -> None:
    # A building under construction is not "completed".
    game = hq_table(
        round=3,
        players=[
            {"buildings": [{"building": "bunker", "timer": ["junk"]}, {"building": "armory", "timer": ["junk"]}]},
            {"buildings": [{"building": "pharmacy"}]},
        ],
        contested=["medkit"],
    )
    result = play_out(game)
    assert [seat for seat, s in enumerate(result.scores) if "gang_masons" in s.gangs] == [1]


# -- end of game: timer and stored cards score F-1 ----------------------------------------------------


def test_timer_and_stored_cards_count_in_the_final_tribe_ruling_f1() -> None:
    game = hq_table(
        seats=2,
        round=3,
        players=[
            {
                "buildings": [
                    {"building": "bunker", "timer": ["tribe_family_3"], "stored": []},
                    {"building": "armory", "stored": []},
                ]
            },
            {"buildings": [{"building": "bunker", "stored": ["brawler", "scout"]}]},
        ],
        contested=["medkit"],
    )
    result = play_out(game)
    own = [s.people - 5 * len(s.gangs) for s in result.scores]
    assert own == [3, 2]  # the family of 3 from the bunker's timer; the brawler and scout stored
    # F-2: the card count takes timer and stored cards, never the building cards themselves.
    assert [s.cards for s in result.scores] == [1, 2]


# -- the demolition team [003:234-237] H-9 ------------------------------------------------------------


RECON4_HQ2 = frozenset({"recon4", "hq1", "hq2"})


def test_a_demolition_team_cannot_reset_a_completed_building_ruling_h9() -> None:
    game = recon_table(
        modules=RECON4_HQ2,
        players=[{"hand": ["demolition_team"], "deck": ["refugee"] * 4}, {"buildings": [{"building": "bunker"}]}],
    )
    assert refused(game, 0, "demolish 1:bunker")


def test_a_demolition_resets_the_timer_to_the_full_build_time_ruling_h9() -> None:
    game = recon_table(
        modules=RECON4_HQ2,
        players=[
            {"hand": ["demolition_team"], "deck": ["refugee"] * 4},
            {
                "deck": ["net", "spear", "pills", "medkit", "scout"],
                "buildings": [{"building": "armory", "timer": ["junk"]}],
            },
        ],
    )
    act(game, 0, "demolish 1:armory")
    assert building(game, 1).timer == 3  # armory build time
    assert zone_kinds(game, "1:deck") == ["pills", "medkit", "scout"]
    assert len(game.view(0).hand) == 2


# -- Recon 3 buildings [003:203-212] S-11 X-7 ---------------------------------------------------------


def test_the_scout_tower_may_not_look_at_a_players_deck_ruling_x7() -> None:
    game = recon_table(players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}, {"deck": ["junk"]}])
    assert not any(t.startswith("tower") and "deck" in t for t in texts(game, 0))


def test_the_scout_tower_needs_a_card_to_discard_003_210() -> None:
    game = recon_table(players=[{"hand": [], "buildings": [{"building": "scout_tower"}]}, {"hand": ["junk"]}])
    assert not any(t.startswith("tower") for t in texts(game, 0))


def test_a_scout_tower_under_construction_cannot_be_activated_ruling_x7() -> None:
    game = recon_table(
        players=[{"hand": ["junk", "junk"], "buildings": [{"building": "scout_tower", "timer": ["net"]}]}]
    )
    assert not any(t.startswith("tower") for t in texts(game, 0))


def test_a_scout_tower_is_activated_once_a_round_ruling_x7() -> None:
    game = recon_table(players=[{"hand": ["junk", "junk"], "buildings": [{"building": "scout_tower"}]}])
    act(game, 0, "tower junk contested+junkyard")
    assert not any(t.startswith("tower") for t in texts(game, 0))


def test_recon_3_schematics_pile_holds_eighteen_cards_003_203() -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=3, modules=frozenset({"recon3", "hq1", "hq2"})))
    assert game.view(0).schematics_count == 18


# -- more: 2012 work, zero-card timers, own demolition, towers, solo ------------------------------


def test_with_the_2012_rules_work_goes_to_one_building_a_round_ruling_ed7() -> None:
    game = hq_table(
        rules="2012",
        players=[
            {
                "hand": ["refugee", "scavenger"],
                "buildings": [
                    {"building": "bunker", "timer": ["junk", "junk"]},
                    {"building": "armory", "timer": ["junk", "junk"]},
                ],
            }
        ],
    )
    act(game, 0, "work bunker refugee")
    assert refused(game, 0, "work armory scavenger")
    assert building(game, 0, 1).timer == 2


def test_a_timer_with_no_cards_to_draw_completes_at_once_ruling_h3() -> None:
    game = hq_table(players=[{"hand": ["engineer", "refugee"], "deck": [], "discard": []}], schematics=["bunker"])
    act(game, 0, "build engineer")
    game.apply(0, "keep bunker")
    # The engineer is discarded after the timer is drawn [000:579-581]: the deck and discard were empty.
    assert building(game, 0).timer == 0
    act(game, 0, "store bunker refugee")
    assert building(game, 0).stored == 1


def test_a_demolition_team_may_reset_any_players_building_ruling_h9() -> None:
    # "The target is any player's under-construction building."
    game = recon_table(
        modules=RECON4_HQ2,
        players=[
            {
                "hand": ["demolition_team"],
                "deck": ["refugee"] * 8,
                "buildings": [{"building": "pharmacy", "timer": ["net"]}],
            },
            {"deck": ["refugee"] * 4, "buildings": [{"building": "armory", "timer": ["net"]}]},
        ],
    )
    legal = texts(game, 0)
    assert any(t.startswith("demolish 1:armory") for t in legal)
    assert any(t.startswith("demolish 0:pharmacy") for t in legal)


def test_a_disabled_scout_tower_cannot_be_activated_ruling_x7() -> None:
    game = recon_table(
        modules=frozenset({"recon3", "hq1", "hq2", "hq3", "hq4"}),
        players=[
            {
                "hand": ["junk", "junk"],
                "leader": "leader_organizer",
                "buildings": [{"building": "scout_tower", "disabled": True}],
            },
            {"leader": "leader_butcher"},
            {"leader": "leader_cannibal"},
        ],
    )
    assert not any(t.startswith("tower") for t in texts(game, 0))


def test_two_scout_towers_are_each_activated_once_a_round_ruling_h6() -> None:
    game = recon_table(
        players=[
            {
                "hand": ["junk", "junk", "junk"],
                "buildings": [{"building": "scout_tower"}, {"building": "scout_tower"}],
            }
        ]
    )
    act(game, 0, "tower junk contested+junkyard")
    assert any(t.startswith("tower") for t in texts(game, 0))
    act(game, 0, "tower junk contested+junkyard")
    assert not any(t.startswith("tower") for t in texts(game, 0))


def test_two_bunkers_hold_six_tribe_members_ruling_h6() -> None:
    game = hq_table(
        players=[
            {
                "hand": ["refugee", "refugee", "scavenger", "scavenger", "brawler", "scout", "scout"],
                "buildings": [{"building": "bunker"}, {"building": "bunker"}],
            }
        ]
    )
    act(game, 0, "store bunker refugee refugee scavenger scavenger brawler scout")
    assert [b.stored for b in game.view(0).seats[0].buildings] == [3, 3]
    assert refused(game, 0, "store bunker scout")


def test_in_the_solo_game_a_timer_ticks_once_a_turn_ruling_v4() -> None:
    game = sc.Game.new(
        sc.GameConfig(
            players=1,
            seed=0,
            modules=HQ2,
            scenario={
                "players": [
                    {
                        "hand": ["refugee"],
                        "deck": ["scavenger"] * 6,
                        "buildings": [{"building": "armory", "timer": ["net", "spear"]}],
                    }
                ],
            },
        )
    )
    assert building(game, 0).timer == 2
    game.apply(0, "end")
    while (d := game.view(None).decision) is not None and d.kind != "turn":
        game.apply(0, "pass")
    assert building(game, 0).timer == 1


# -- more: demolition draws, toolkits, workers, gardens, commits ----------------------------------


def test_a_demolition_tops_the_timer_up_with_the_normal_draw_reshuffling_ruling_h9_h3() -> None:
    game = recon_table(
        modules=RECON4_HQ2,
        players=[
            {"hand": ["demolition_team"], "deck": ["refugee"] * 4},
            {"deck": ["net"], "discard": ["spear", "pills"], "buildings": [{"building": "armory", "timer": ["junk"]}]},
        ],
    )
    act(game, 0, "demolish 1:armory")
    assert building(game, 1).timer == 3
    # The net, then one card of the reshuffled discard; the other is the new deck.
    assert zone_kinds(game, "1:discard") == []
    assert len(zone_kinds(game, "1:deck")) == 1
    assert "demolition_team" in zone_kinds(game, "0:discard")


def test_a_toolkit_alone_does_no_construction_work_ruling_h12() -> None:
    game = hq_table(players=[{"hand": ["toolkit"], "buildings": [{"building": "bunker", "timer": ["junk"] * 3}]}])
    assert refused(game, 0, "work bunker toolkit")
    assert building(game, 0).timer == 3


def test_a_sniper_team_is_a_tribe_member_and_may_work_ruling_h4() -> None:
    game = hq_table(players=[{"hand": ["sniper_team"], "buildings": [{"building": "bunker", "timer": ["junk"] * 3}]}])
    act(game, 0, "work bunker sniper_team")
    assert building(game, 0).timer == 2


def test_garden_food_joins_hunted_food_for_one_hire_ruling_h8() -> None:
    # Medic: 3 food. Two hunted by two scavengers, one from the gardens.
    game = hq_table(
        players=[{"hand": ["scavenger", "scavenger"], "buildings": [{"building": "hydroponic_gardens"}]}],
    )
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire medic")
    assert "medic" in zone_kinds(game, "0:discard")


def test_gardens_under_construction_give_no_food_000_597() -> None:
    game = hq_table(
        players=[{"hand": ["refugee"], "buildings": [{"building": "hydroponic_gardens", "timer": ["junk"]}]}]
    )
    assert game.view(0).seats[0].food == 0
    assert refused(game, 0, "hire hunter")


def test_two_buildings_under_construction_both_tick_each_round_ruling_h1() -> None:
    game = hq_table(
        round=3,
        players=[
            {
                "hand": ["refugee"],
                "deck": ["refugee", "scavenger", "refugee", "scavenger", "refugee", "scavenger"],
                "buildings": [
                    {"building": "bunker", "timer": ["junk", "junk", "junk"]},
                    {"building": "pharmacy", "timer": ["net", "net"]},
                ],
            },
            {"hand": ["refugee"], "deck": ["refugee"] * 6},
            {"hand": ["refugee"], "deck": ["refugee"] * 6},
        ],
        contested=["medkit", "pills", "grenade"],
    )
    next_round(game)
    assert [b.timer for b in game.view(0).seats[0].buildings] == [2, 1]


def test_the_engineer_that_builds_cannot_also_work_000_596() -> None:
    game = hq_table(
        players=[
            {
                "hand": ["engineer"],
                "deck": ["refugee"] * 5,
                "buildings": [{"building": "bunker", "timer": ["junk"] * 3}],
            }
        ],
        schematics=["pharmacy"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert refused(game, 0, "work bunker engineer")
    assert building(game, 0).timer == 3


def test_a_schematics_dig_larger_than_the_pile_draws_what_is_there_ruling_h3() -> None:
    game = hq_table(
        players=[{"hand": ["engineer", "toolkit"], "deck": ["refugee"] * 5}],
        schematics=["bunker", "armory"],
    )
    act(game, 0, "build engineer+toolkit")
    assert sorted(game.view(0).looking) == ["armory", "bunker"]


def test_after_committing_she_may_still_open_her_bunker_for_a_sniper_team_000_737() -> None:
    # "You may do so during resource gathering, but once you have committed cards to the
    # skirmish, no additional cards may be contributed to the fight." [000:735-737]
    game = hq_table(
        round=3,
        players=[
            {"hand": ["brawler"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
            {"hand": ["scavenger", "shovel"]},
        ],
        junkyard=["net", "junk"],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler")
    game.apply(1, "dig scavenger+shovel")
    assert game.view(None).decision == sc.Decision("respond", 0, 1, "dig")
    assert "retrieve bunker sniper_team" in texts(game, 0)
    game.apply(0, "retrieve bunker sniper_team")
    game.apply(0, "snipe 1:scavenger")
    pass_windows(game)
    assert "scavenger" in zone_kinds(game, "1:discard")
    assert "sniper_team" in zone_kinds(game, "0:discard")


def test_a_repair_needs_a_disabled_building_and_her_own_turn_ruling_h11() -> None:
    game = deeds_table(
        [
            {"hand": ["scavenger", "shovel"]},
            {"hand": ["refugee"], "buildings": [{"building": "bunker", "disabled": True}, {"building": "armory"}]},
        ],
        junkyard=["net", "junk"],
    )
    game.apply(0, "dig scavenger+shovel")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.seat == 1
    assert refused(game, 1, "repair bunker refugee")
    pass_windows(game)
    game.apply(0, "keep none")
    game.apply(0, "end")
    assert game.view(None).decision == sc.Decision("turn", 1, None, None)
    assert refused(game, 1, "repair armory refugee")
    act(game, 1, "repair bunker refugee")
    assert not building(game, 1).disabled


# -- gangs, two players, Recon answers from the bunker, solo ------------------------------------


def test_the_masons_tie_break_counts_engineers_stored_in_a_bunker_ruling_f1_f6() -> None:
    # Ties for the Masons go to the most engineers [000 Masons]; the tribe is every card
    # the player owns, stored cards included (F-1).
    game = hq_table(
        seats=2,
        round=3,
        players=[
            {"buildings": [{"building": "pharmacy"}]},
            {"buildings": [{"building": "bunker", "stored": ["engineer"]}]},
        ],
        contested=["medkit"],
    )
    result = play_out(game)
    assert [seat for seat, s in enumerate(result.scores) if "gang_masons" in s.gangs] == [1]


def test_two_players_keep_the_whole_schematics_pile_ruling_v1() -> None:
    game = sc.Game.new(sc.GameConfig(players=2, seed=1, modules=HQ2))
    assert game.view(0).schematics_count == 12


def test_a_guard_in_the_bunker_cancels_a_spy_003_71() -> None:
    # "The card that cancels a spy can be revealed from committed cards, hand, or bunker".
    game = recon_table(
        modules=frozenset({"recon1", "recon2", "hq1", "hq2"}),
        players=[
            {"hand": ["spy"], "deck": ["refugee"]},
            {"hand": ["refugee"], "deck": ["scout"], "buildings": [{"building": "bunker", "stored": ["guard"]}]},
        ],
    )
    game.apply(0, "spy 1:hand")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "spy")
    legal = texts(game, 1)
    assert any("guard" in t for t in legal), legal
    if "retrieve bunker guard" in legal:
        game.apply(1, "retrieve bunker guard")
        legal = texts(game, 1)
    cancel = next(t for t in legal if "guard" in t)
    game.apply(1, cancel)
    pass_windows(game)
    assert game.view(0).knowledge == ()
    assert "guard" in zone_kinds(game, "1:discard")


def test_in_the_solo_game_a_scout_tower_may_look_at_the_opponent_forces_ruling_v8() -> None:
    game = sc.Game.new(
        sc.GameConfig(
            players=1,
            seed=0,
            modules=frozenset({"recon3"}),
            scenario={
                "players": [{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}],
                "opponents": [["grenade", "rifle", "medkit"], ["thugs", "pills", "net"]],
            },
        )
    )
    act(game, 0, "tower junk force-1+force-2")
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert sorted(map(sorted, seen.values())) == [["grenade", "rifle"], ["pills", "thugs"]]


def test_in_the_solo_game_a_timer_drawn_through_a_reshuffle_loses_the_new_decks_top_card_ruling_v4() -> None:
    # "attrition after every reshuffle ..., including mid-turn reshuffles during a draw
    # action or timer placement."
    game = sc.Game.new(
        sc.GameConfig(
            players=1,
            seed=0,
            modules=HQ2,
            scenario={
                "players": [
                    {"hand": ["engineer"], "deck": ["refugee"], "discard": ["scavenger", "scavenger", "brawler"]}
                ],
                "schematics": ["pharmacy"],
            },
        )
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert building(game, 0).timer == 2
    assert game.view(0).seats[0].removed == 1
    assert game.view(0).seats[0].deck_count == 1


def test_a_medic_in_a_third_players_bunker_saves_on_another_players_turn_000_643_ruling_i4() -> None:
    # Retrieve "can occur any time during a round so long as the skirmish has not been
    # initiated" [000:643]; the bunker may be opened on another player's turn [000:631].
    game = hq_table(
        players=[
            {"hand": ["scavenger", "shovel"]},
            {"hand": ["sniper_team"]},
            {"hand": ["refugee"], "buildings": [{"building": "bunker", "stored": ["medic"]}]},
        ],
        junkyard=["net", "junk"],
    )
    game.apply(0, "dig scavenger+shovel")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "dig")
    game.apply(1, "snipe 0:scavenger")
    while (d := game.view(None).decision) is not None and d.kind == "save" and d.seat != 2:
        game.apply(d.seat, "pass")
    d = game.view(None).decision
    assert d is not None
    assert (d.kind, d.seat) == ("save", 2)
    assert "retrieve bunker medic" in texts(game, 2)
    game.apply(2, "retrieve bunker medic")
    save = next(t for t in texts(game, 2) if t.startswith("save"))
    game.apply(2, save)
    pass_windows(game)
    assert game.view(0).looking == ("junk", "net")  # the saved scavenger's dig goes on
    assert "medic" in zone_kinds(game, "2:discard")


@pytest.mark.parametrize(
    ("kind", "time"),
    [
        ("bunker", 5),
        ("armory", 3),
        ("pharmacy", 2),
        ("hydroponic_gardens", 4),
        ("portable_decoys", 2),
        ("scout_tower", 3),
    ],
)
def test_each_building_draws_its_build_time_in_timer_cards_000_579(kind: str, time: int) -> None:
    game = recon_table(
        modules=frozenset({"recon3", "hq1", "hq2"}),
        players=[{"hand": ["engineer"], "deck": ["refugee"] * 7}],
        schematics=[kind],
    )
    act(game, 0, "build engineer")
    game.apply(0, f"keep {kind}")
    assert building(game, 0).timer == time
    assert game.view(0).seats[0].deck_count == 7 - time


def test_a_toolkits_extra_cards_come_off_one_building_only_000_555() -> None:
    # "enables additional cards to be removed from one building" [000:555]: what the bunker
    # cannot take is lost, not moved to the armory.
    game = hq_table(
        players=[
            {
                "hand": ["refugee", "toolkit"],
                "buildings": [
                    {"building": "bunker", "timer": ["junk"]},
                    {"building": "armory", "timer": ["net", "spear", "pills"]},
                ],
            }
        ]
    )
    act(game, 0, "work bunker refugee+toolkit")
    assert [b.timer for b in game.view(0).seats[0].buildings] == [0, 3]


def test_the_scout_towers_card_goes_to_its_owners_discard_pile_003_210() -> None:
    game = recon_table(players=[{"hand": ["junk", "refugee"], "buildings": [{"building": "scout_tower"}]}])
    act(game, 0, "tower refugee contested+junkyard")
    assert zone_kinds(game, "0:discard") == ["refugee"]
    assert game.view(0).hand == ("junk",)


def test_the_demolition_teams_draw_is_not_the_rounds_draw_action_ruling_h9() -> None:
    # "This draw is distinct from the draw action and cannot be modified."
    game = recon_table(
        modules=RECON4_HQ2,
        players=[
            {"hand": ["demolition_team", "scout"], "deck": ["refugee"] * 6},
            {"deck": ["refugee"] * 4, "buildings": [{"building": "armory", "timer": ["net"]}]},
        ],
    )
    act(game, 0, "demolish 1:armory")
    assert sorted(game.view(0).hand) == ["refugee", "refugee", "scout"]
    assert "draw scout" in texts(game, 0)


def test_gardens_finished_by_work_give_their_food_that_same_turn_000_597() -> None:
    # "Once a building has zero cards stacked on it, it is complete and immediately goes into
    # effect." Medic: 3 food, two hunted and one from the gardens.
    game = hq_table(
        players=[
            {
                "hand": ["refugee", "scavenger", "scavenger"],
                "buildings": [{"building": "hydroponic_gardens", "timer": ["junk"]}],
            }
        ]
    )
    act(game, 0, "work hydroponic_gardens refugee")
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire medic")
    assert "medic" in zone_kinds(game, "0:discard")


def test_gardens_finished_by_the_drawing_phase_tick_feed_that_rounds_hire_ruling_h1() -> None:
    game = hq_table(
        round=3,
        players=[
            {
                "hand": ["refugee"],
                "deck": ["scavenger", "scavenger", "refugee", "refugee", "refugee", "refugee"],
                "buildings": [{"building": "hydroponic_gardens", "timer": ["net"]}],
            },
            {"hand": ["refugee"], "deck": ["refugee"] * 6},
            {"hand": ["refugee"], "deck": ["refugee"] * 6},
        ],
        contested=["medkit", "pills", "grenade"],
    )
    next_round(game)
    while (d := game.view(None).decision) is not None and d.seat != 0:
        game.apply(d.seat, "end" if d.kind == "turn" else "commit none" if d.kind == "commit" else "pass")
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire medic")
    assert "medic" in zone_kinds(game, "0:discard")


def test_a_disabled_building_keeps_its_timer_free_status_and_a_repair_does_not_restart_it_ruling_h11() -> None:
    game = deeds_table([{"hand": ["refugee"], "buildings": [{"building": "armory", "disabled": True}]}])
    act(game, 0, "repair armory refugee")
    assert building(game, 0) == sc.BuildingView("armory", 0, 0, False)


def test_the_masons_tie_break_ignores_tinkers_003_199_ruling_f6() -> None:
    game = recon_table(
        seats=2,
        modules=frozenset({"recon3", "hq1", "hq2"}),
        round=3,
        players=[
            {"discard": ["tinker", "tinker"], "buildings": [{"building": "pharmacy"}]},
            {"discard": ["engineer"], "buildings": [{"building": "armory"}]},
        ],
        contested=["medkit"],
    )
    result = play_out(game)
    assert [seat for seat, s in enumerate(result.scores) if "gang_masons" in s.gangs] == [1]


def test_nobody_may_store_in_a_bunker_on_another_players_turn_ruling_h7() -> None:
    game = hq_table(
        players=[
            {"hand": ["scavenger", "shovel"]},
            {"hand": ["refugee"], "buildings": [{"building": "bunker"}]},
        ],
        junkyard=["net", "junk"],
    )
    game.apply(0, "dig scavenger+shovel")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "dig")
    assert refused(game, 1, "store bunker refugee")
    assert building(game, 1).stored == 0


def test_an_armory_takes_contested_tools_but_no_instants_ruling_h7_f5() -> None:
    # Armory: "cards with a tool icon" (H-7); binoculars and tear gas are instants [003:31].
    game = recon_table(
        modules=frozenset({"recon1", "recon4", "hq1", "hq2"}),
        players=[{"hand": ["grenade", "cargo_sled", "binoculars", "tear_gas"], "buildings": [{"building": "armory"}]}],
    )
    assert refused(game, 0, "store armory binoculars")
    assert refused(game, 0, "store armory tear_gas")
    act(game, 0, "store armory grenade cargo_sled")
    assert building(game, 0).stored == 2


def draft_table(modules: frozenset[str], **scenario: object) -> sc.Game:
    players = scenario.pop("players")
    assert isinstance(players, list)
    return sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=modules,
            variants=frozenset({"leader_draft"}),
            scenario={"initiator": 0, "players": players + [{}] * (3 - len(players)), **scenario},
        )
    )


def test_garden_food_alone_bribes_a_leader_in_the_drafting_variant_003_306() -> None:
    # "Food (from hunting, buildings, leader powers, etc.) is used to bribe leaders."
    game = draft_table(
        hq_modules(3), players=[{"hand": ["refugee"], "buildings": [{"building": "hydroponic_gardens"}]}]
    )
    top = [card.kind for card in game.zones()["leaders"]][:1]
    assert "bribe" in texts(game, 0)
    game.apply(0, "bribe")
    assert list(game.view(0).looking) == top


def test_a_scout_tower_may_look_at_the_leader_pile_in_the_drafting_variant_ruling_x7() -> None:
    game = draft_table(
        hq_modules(3) | {"recon3"},
        players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}],
    )
    top = tuple(card.kind for card in game.zones()["leaders"][:2])
    towers = [t for t in texts(game, 0) if t.startswith("tower") and "leaders" in t]
    assert towers
    act(game, 0, towers[0])
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen.get("leaders") == top


def test_a_new_build_and_work_on_older_buildings_share_a_turn_000_721() -> None:
    # "You may start one new building each round and you also are allowed to continue
    # building on any / all buildings in your base that are in-progress."
    game = hq_table(
        players=[
            {
                "hand": ["engineer", "refugee"],
                "deck": ["scavenger"] * 4,
                "buildings": [{"building": "bunker", "timer": ["junk", "junk"]}],
            }
        ],
        schematics=["pharmacy"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    act(game, 0, "work bunker refugee")
    assert [(b.kind, b.timer) for b in game.view(0).seats[0].buildings] == [("bunker", 1), ("pharmacy", 2)]


def test_two_buildings_of_one_kind_count_twice_for_the_masons_ruling_h6_f6() -> None:
    game = hq_table(
        round=3,
        players=[
            {"buildings": [{"building": "hydroponic_gardens"}, {"building": "hydroponic_gardens"}]},
            {"buildings": [{"building": "pharmacy"}], "discard": ["engineer"]},
        ],
        contested=["medkit"],
    )
    result = play_out(game)
    assert [seat for seat, s in enumerate(result.scores) if "gang_masons" in s.gangs] == [0]


def test_one_disabled_garden_of_two_gives_one_food_ruling_h6_h11() -> None:
    game = deeds_table(
        [
            {
                "hand": ["refugee"],
                "buildings": [
                    {"building": "hydroponic_gardens"},
                    {"building": "hydroponic_gardens", "disabled": True},
                ],
            }
        ]
    )
    assert game.view(0).seats[0].food == 1


def test_two_armories_hold_four_tools_ruling_h6() -> None:
    game = hq_table(
        players=[
            {
                "hand": ["spear", "shovel", "net", "pickaxe", "multitool"],
                "buildings": [{"building": "armory"}, {"building": "armory"}],
            }
        ]
    )
    act(game, 0, "store armory spear shovel net pickaxe")
    assert [b.stored for b in game.view(0).seats[0].buildings] == [2, 2]
    assert refused(game, 0, "store armory multitool")


def test_a_saboteur_may_disable_any_completed_building_on_its_skirmish_turn_ruling_h11() -> None:
    # "The attack is declared on the attacker's own RG turn or her skirmish turn."
    game = deeds_table(
        [
            {"hand": ["saboteur", "brawler"]},
            {"hand": ["brawler"], "buildings": [{"building": "bunker"}, {"building": "armory", "timer": ["junk"]}]},
        ],
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    to_skirmish(game, {0: "commit brawler saboteur", 1: "commit brawler"})
    assert game.view(None).decision == sc.Decision("skirmish", 0, None, None)
    legal = texts(game, 0)
    assert "disable 1:bunker" in legal
    assert "disable 1:armory" not in legal  # still under construction


def test_a_timer_card_taken_off_by_work_is_discarded_face_up_for_all_to_see_ruling_h2() -> None:
    game = hq_table(
        players=[{"hand": ["refugee"], "buildings": [{"building": "armory", "timer": ["sniper_team", "junk"]}]}]
    )
    act(game, 0, "work armory refugee")
    # Which of the two came off is the top card; it is now face up in the discard pile.
    removed = [k for k in zone_kinds(game, "0:discard") if k != "refugee"]
    assert len(removed) == 1
    for seat in (1, 2, None):
        assert removed[0] in game.view(seat).seats[0].discard


def test_repairs_are_free_and_unlimited_one_building_per_worker_ruling_h11() -> None:
    game = deeds_table(
        [
            {
                "hand": ["refugee", "scavenger"],
                "buildings": [{"building": "bunker", "disabled": True}, {"building": "armory", "disabled": True}],
            }
        ]
    )
    act(game, 0, "repair bunker refugee")
    act(game, 0, "repair armory scavenger")
    assert [b.disabled for b in game.view(0).seats[0].buildings] == [False, False]


def test_buildings_work_the_same_in_a_two_player_game_000_597() -> None:
    game = hq_table(
        seats=2,
        players=[
            {"hand": ["refugee", "brawler"], "buildings": [{"building": "bunker", "timer": ["junk"]}]},
            {"hand": ["refugee"]},
        ],
    )
    act(game, 0, "work bunker refugee")
    act(game, 0, "store bunker brawler")
    assert building(game, 0, viewer=1) == sc.BuildingView("bunker", 0, 1, False)
