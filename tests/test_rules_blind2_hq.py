"""A second blind audit of the HQ expansion (modules 1-4) against the 2015 rulebook (file 000)
and RULINGS.md, written from the rules' words by an outside checker, through the public API
only (scenarios, notation, ``legal_actions``, ``view``, ``log``, ``zones``, ``result``).

Each docstring cites the rulebook line (``[000:LINE]``) or the RULINGS ID it checks. Cases the
existing rule tests already check are not repeated here: these are the edge cases around them
(what a save may and may not stop, where a medic may come from, which cards the gangs count,
ticking several timers, stores in unfinished buildings, which actions open a window, what the
leaders' limits are, when attacks and heals may be declared).
"""

from __future__ import annotations

import contextlib
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    decision,
    end_gathering,
    pass_windows,
    play_out,
    skirmish_totals,
    skirmish_winner,
    texts,
    zone_counter,
    zone_kinds,
)
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType

HQ1 = hq_modules(1)
HQ2 = hq_modules(2)
HQ3 = hq_modules(3)
HQ4 = hq_modules(4)
REFUSED = (sc.IllegalAction, sc.InvalidAction)

QUIET = ["leader_organizer", "leader_butcher", "leader_cannibal", "leader_peacemaker", "leader_mentor"]
"""Leaders for seats the case is not about: each only does something if its owner acts."""


def game_of(modules: frozenset[str], seats: int = 3, **scenario: Any) -> sc.Game:
    """A stacked table (seed 0). With module 3 or more, every seat given no leader gets a quiet
    one, so the game starts in the gathering phase and not with the leaders' choice."""
    players = [dict(p) for p in scenario.pop("players", [])]
    players += [{} for _ in range(seats - len(players))]
    if "hq3" in modules:
        spare = [q for q in QUIET if all(p.get("leader") != q for p in players)]
        for p in players:
            p.setdefault("leader", spare.pop(0))
    scenario.setdefault("initiator", 0)
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario={"players": players, **scenario}))


def pass_all_windows(game: sc.Game) -> None:
    """Pass every respond and save window."""
    pass_windows(game)


def pass_skirmish(game: sc.Game) -> None:
    while not game.over and (d := decision(game)) is not None and d.kind in ("skirmish", "save"):
        game.apply(d.seat, "pass")


def building(game: sc.Game, seat: int, kind: str) -> sc.BuildingView:
    return next(b for b in game.view(None).seats[seat].buildings if b.kind == kind)


# =============================================================================================
# Module 1: medics, rifles, toolkits, the Gearheads and the Pharmers [000:534-565]


def test_a_medic_cannot_save_a_tool_from_a_disarm() -> None:
    """[000:547] "Save - protect a tribe member or leader from a *snipe* attack"; [000:543] the
    medic saves "from a sniper attack". A saboteur's disarm is not a snipe: no save is offered
    and the disarmed tool is discarded."""
    game = game_of(
        HQ1,
        round=1,
        players=[{"hand": ["scavenger", "spear", "medic"]}, {"hand": ["saboteur"]}, {"hand": ["medic"]}],
    )
    game.apply(0, "hunt scavenger+spear")
    assert "disarm 0:spear" in texts(game, 1)
    game.apply(1, "disarm 0:spear")
    d = decision(game)
    assert d is not None, d
    assert d.kind != "save", d
    for seat in (0, 2):
        assert not any(a.startswith("save") for a in texts(game, seat))
    pass_all_windows(game)
    assert zone_counter(game, "0:discard")["spear"] == 1


def test_a_medic_cannot_save_a_card_from_the_fanatic_ruling_l7() -> None:
    """L-7: the Fanatic's strike "is not a snipe", so "A save cannot stop it"; [000:547] the
    medic saves only from a snipe."""
    game = game_of(
        HQ3,
        round=1,
        players=[
            {"hand": ["scavenger", "spear", "medic"]},
            {"hand": ["refugee"], "leader": "leader_fanatic"},
            {"hand": ["medic"]},
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "lead refugee 0:scavenger")
    d = decision(game)
    assert d is None or d.kind != "save", d
    assert not any(e.type is EventType.SAVED for e in game.log(None))
    pass_all_windows(game)
    assert zone_counter(game, "0:discard")["scavenger"] == 1
    assert zone_kinds(game, "1:removed") == ["refugee"]


def test_a_medic_has_no_fight_in_the_skirmish() -> None:
    """[000:543]: a medic draws 1, pays 1 med and saves; it has no fight (cards.tsv: fight "-").
    Brought alone it is a person with no fight at all: any fighter beats it, and it only counts
    as 1 person [000:418-420]."""
    game = game_of(
        HQ1,
        round=3,
        players=[{"hand": ["medic"]}, {"hand": ["refugee", "refugee"]}, {"hand": ["scavenger"]}],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit medic", 1: "commit refugee refugee", 2: "commit scavenger"})
    pass_skirmish(game)
    judged = skirmish_totals(game)
    assert judged[0] == (0, 0, 1)
    assert skirmish_winner(game) == 2


def test_a_hunting_tool_does_not_raise_a_medics_meds() -> None:
    """[000:404-406]: "Can I use a hunting tool to improve the medicine score on my Medic ...?
    No." A medic with a net is still 1 med: 2 food + medic cannot pay a sniper team (2 food,
    2 meds)."""
    game = game_of(HQ1, players=[{"hand": ["scavenger", "scavenger", "medic", "net"]}])
    act(game, 0, "hunt scavenger scavenger")
    assert game.view(0).seats[0].food == 2
    assert not any(a.startswith("hire sniper_team") for a in texts(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "hire sniper_team pay medic net")


def test_a_committed_medic_saves_during_a_later_players_gathering_ruling_i6() -> None:
    """I-6: during gathering a medic may come "from committed skirmish cards (the count
    shrinks, and the change is public)"; [000:476] committed cards are "considered to be in
    hand"; [000:543] a medic may save another player's tribe member."""
    game = game_of(
        HQ1,
        round=3,
        players=[{"hand": ["medic", "brawler"]}, {"hand": ["scavenger", "spear"]}, {"hand": ["sniper_team"]}],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler medic")
    assert game.view(None).seats[0].committed_count == 2
    game.apply(1, "hunt scavenger+spear")
    pass_windows_until(game, lambda d: d.kind == "respond" and d.seat == 2)
    game.apply(2, "snipe 1:scavenger")
    # The target's owner (no medic) is asked first or skipped; then clockwise: seat 2, seat 0.
    while (d := decision(game)) is not None and d.kind == "save" and d.seat != 0:
        game.apply(d.seat, "pass")
    d = decision(game)
    assert d == sc.Decision("save", 0, 1, "scavenger"), d
    assert "save medic" in texts(game, 0)
    game.apply(0, "save medic")
    pass_all_windows(game)
    assert game.view(None).seats[0].committed_count == 1
    assert game.view(None).seats[1].food == 2
    assert zone_counter(game, "0:discard")["medic"] == 1


def pass_windows_until(game: sc.Game, stop: Any) -> None:
    """Pass respond/save windows until ``stop(decision)`` holds."""
    while (d := decision(game)) is not None and d.kind in ("respond", "save") and not stop(d):
        game.apply(d.seat, "pass")


def test_a_medic_in_the_bunker_saves_on_another_players_turn_ruling_i4() -> None:
    """I-4: any player may save "from her hand, from her committed cards (during RG), or
    retrieved from her bunker"; [000:629] the bunker is the one building open on another
    player's turn."""
    game = game_of(
        HQ2,
        round=1,
        players=[
            {"hand": ["scavenger", "spear"]},
            {"hand": ["sniper_team"]},
            {"buildings": [{"building": "bunker", "stored": ["medic"]}]},
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "snipe 0:scavenger")
    pass_windows_until(game, lambda d: d.seat == 2)
    d = decision(game)
    assert d is not None, d
    assert (d.seat, d.kind) == (2, "save"), d
    options = texts(game, 2)
    if "save medic" not in options:
        assert "retrieve bunker medic" in options, options
        game.apply(2, "retrieve bunker medic")
    game.apply(2, "save medic")
    pass_all_windows(game)
    assert game.view(None).seats[0].food == 2
    assert zone_counter(game, "2:discard") == {"medic": 1}


def test_a_medic_in_the_bunker_cannot_save_in_the_skirmish_ruling_h10() -> None:
    """[000:629] "Buildings may never be used during the skirmish"; I-6: in the skirmish "only
    cards in the player's revealed force may be used". The snipe hits at once."""
    game = game_of(
        HQ2,
        round=3,
        players=[
            {"hand": ["sniper_team"]},
            {"hand": ["brawler"], "buildings": [{"building": "bunker", "stored": ["medic"]}]},
            {"hand": ["scout"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit sniper_team", 1: "commit brawler", 2: "commit scout"})
    game.apply(0, "snipe 1:brawler")
    d = decision(game)
    assert d is None or d.kind != "save", d
    pass_skirmish(game)
    assert not any(e.type is EventType.SAVED for e in game.log(None))
    assert skirmish_totals(game).get(1, (0, 0, 0)) == (0, 0, 0)  # the brawler left the force
    assert skirmish_winner(game) == 2
    assert game.view(1).stored == (("medic",),)


def test_the_gearheads_count_tools_stored_in_an_armory_ruling_f1_f5() -> None:
    """[000:561] "Most tools" counts "cards with a tool icon from each player's deck"; F-1: every
    owned card in any zone, "cards stored in buildings" included."""
    game = game_of(
        HQ2,
        round=3,
        players=[{"buildings": [{"building": "armory", "stored": ["spear", "net"]}]}, {"deck": ["shovel"]}, {}],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert "gang_gearheads" in result.scores[0].gangs


def test_the_gearheads_count_tools_under_a_building_timer_ruling_f1() -> None:
    """F-1: the tribe includes "building timer cards"; [000:561] every tool-icon card counts."""
    game = game_of(
        HQ2,
        round=3,
        players=[
            {"buildings": [{"building": "bunker", "timer": ["spear", "net", "junk"]}]},
            {"deck": ["shovel"]},
            {},
        ],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert "gang_gearheads" in result.scores[0].gangs


def test_the_pharmers_count_medicine_stored_in_a_pharmacy_ruling_f1() -> None:
    """[000:563] "Most meds" adds the meds value of all medicine cards; F-1 counts cards stored
    in buildings: a stored medkit (2) beats one pills (1)."""
    game = game_of(
        HQ2,
        round=3,
        players=[{"buildings": [{"building": "pharmacy", "stored": ["medkit"]}]}, {"deck": ["pills"]}, {}],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert "gang_pharmers" in result.scores[0].gangs
    assert result.scores[1].gangs == ()


def test_no_pharmers_when_nobody_holds_medicine_even_with_medics_ruling_f4() -> None:
    """F-4: "The gang is not awarded if there is still a tie, or if the leading value is 0 for
    everyone." With no medicine card anywhere the Pharmers stay away, medics or not."""
    game = game_of(
        HQ1, round=3, players=[{"deck": ["medic", "medic"]}, {"deck": ["scout"]}, {}], contested=["sled_team"]
    )
    result = play_out(game)
    assert all("gang_pharmers" not in s.gangs for s in result.scores)


def test_no_masons_when_nobody_has_a_building_even_with_engineers_ruling_f4() -> None:
    """F-4 with [000:565]: the Masons count completed and enabled buildings; when that is 0 for
    everyone the engineers tie-break does not award them."""
    game = game_of(
        HQ2,
        round=3,
        players=[{"deck": ["engineer", "engineer"], "buildings": [{"building": "bunker", "timer": ["junk"]}]}, {}, {}],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert all("gang_masons" not in s.gangs for s in result.scores)


# =============================================================================================
# Module 2: engineers and buildings [000:567-645], HQ FAQ [000:717-737]


def test_a_build_discards_every_card_used_in_the_dig_ruling_ed10() -> None:
    """[000:579] "she places the engineer and any cards used to dig into her discard pile"
    (ED-10): the shovel that helped the engineer dig is discarded too."""
    game = game_of(
        HQ2,
        players=[{"hand": ["engineer", "shovel", "brawler"], "deck": ["junk"] * 6}],
        schematics=["pharmacy", "armory", "bunker", "hydroponic_gardens"],
    )
    act(game, 0, "build engineer+shovel")
    game.apply(0, "keep pharmacy")
    assert zone_counter(game, "0:discard") == {"engineer": 1, "shovel": 1}
    assert game.view(0).hand == ("brawler",)


def test_hydroponic_gardens_take_four_timer_cards() -> None:
    """[000:593] "Draw cards from the player's deck equal to the building's build time";
    cards.tsv: Hydroponic Gardens build time 4."""
    game = game_of(HQ2, players=[{"hand": ["engineer"], "deck": ["junk"] * 6}], schematics=["hydroponic_gardens"])
    act(game, 0, "build engineer")
    game.apply(0, "keep hydroponic_gardens")
    assert building(game, 0, "hydroponic_gardens").timer == 4
    assert game.view(None).seats[0].deck_count == 2


def test_every_building_under_construction_loses_a_card_each_round_ruling_h1() -> None:
    """[000:595] "remove 1 card from each building that is under construction"; H-1: each
    drawing phase."""
    game = game_of(
        HQ2,
        round=1,
        players=[
            {
                "deck": ["refugee"] * 10,
                "buildings": [
                    {"building": "bunker", "timer": ["junk", "junk", "junk"]},
                    {"building": "armory", "timer": ["net", "spear"]},
                ],
            }
        ],
    )
    end_gathering(game)
    assert game.round == 2
    assert building(game, 0, "bunker").timer == 2
    assert building(game, 0, "armory").timer == 1


def test_a_garden_finished_by_the_rounds_tick_feeds_that_round_ruling_h1() -> None:
    """H-1: "If a timer reaches 0 the building completes at once and is usable from the start
    of RG"; [000:597] complete buildings "immediately" go into effect; [000:617] 1 food a
    round."""
    game = game_of(
        HQ2,
        round=1,
        players=[{"deck": ["refugee"] * 10, "buildings": [{"building": "hydroponic_gardens", "timer": ["junk"]}]}],
    )
    assert game.view(None).seats[0].food == 0
    end_gathering(game)
    assert game.round == 2
    assert building(game, 0, "hydroponic_gardens").timer == 0
    assert game.view(None).seats[0].food == 1
    assert "hire scavenger" in texts(game, 0)


def test_nothing_is_stored_in_a_building_under_construction_ruling_h7() -> None:
    """[000:641] store places cards "under a completed building"; H-7 "Storage needs the
    building to be complete and enabled"."""
    game = game_of(
        HQ2, players=[{"hand": ["brawler", "scout"], "buildings": [{"building": "bunker", "timer": ["junk"]}]}]
    )
    assert not any(a.startswith("store") for a in texts(game, 0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "store bunker brawler")


def test_a_worker_with_a_tool_other_than_a_toolkit_removes_one_card_ruling_h4() -> None:
    """[000:596] "Each tribe member played can remove 1 card ... If wielding a toolkit, then 2
    additional cards"; H-4 "Other tools have no build effect"."""
    game = game_of(
        HQ2,
        round=2,
        players=[{"hand": ["scavenger", "shovel"], "buildings": [{"building": "bunker", "timer": ["junk"] * 5}]}],
    )
    try:
        act(game, 0, "work bunker scavenger+shovel")
    except sc.IllegalAction:
        act(game, 0, "work bunker scavenger")
    assert building(game, 0, "bunker").timer == 4


def test_construction_work_only_on_the_owners_own_turn_ruling_h4() -> None:
    """H-4: "Work is only possible on the owner's RG turn"; [000:629] on another player's turn
    only the bunker may be accessed."""
    game = game_of(
        HQ2,
        round=2,
        players=[
            {"hand": ["scavenger"]},
            {"hand": ["refugee", "brawler"], "buildings": [{"building": "bunker", "timer": ["junk"] * 3}]},
            {},
        ],
    )
    game.apply(0, "hunt scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    assert not any(a.startswith("work") for a in texts(game, 1))
    with pytest.raises(REFUSED):
        game.apply(1, "work bunker refugee")
    assert building(game, 1, "bunker").timer == 3


def test_a_schematics_dig_of_an_empty_pile_is_legal_and_uses_the_build_ruling_r7() -> None:
    """R-7: "Digging an empty junkyard is legal but yields nothing; the action and cards are
    used up. The same applies to the schematics pile." """
    game = game_of(HQ2, players=[{"hand": ["engineer", "engineer"], "deck": ["junk"] * 5}], schematics=[])
    assert game.view(0).schematics_count == 0
    assert "build engineer" in texts(game, 0)
    act(game, 0, "build engineer")
    if (d := decision(game)) is not None and d.kind == "keep":
        game.apply(0, "keep none")
    assert game.view(None).seats[0].buildings == ()
    assert zone_counter(game, "0:discard") == {"engineer": 1}
    assert not any(a.startswith("build") for a in texts(game, 0))


def test_a_card_retrieved_after_committing_does_not_join_the_force_ruling_i11() -> None:
    """[000:635] "nor can cards that come out of a building be added to the skirmish set";
    I-11: "If unused, it is discarded at the end of the round; it cannot go back into the
    bunker"."""
    game = game_of(
        HQ2,
        round=3,
        players=[
            {"hand": ["scout"], "buildings": [{"building": "bunker", "stored": ["brawler"]}]},
            {"hand": ["scavenger"]},
            {"hand": ["refugee"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "end")
    game.apply(0, "commit scout")
    game.apply(1, "hunt scavenger")
    pass_windows_until(game, lambda d: d.seat == 0)
    assert decision(game) == sc.Decision("respond", 0, 1, "hunt")
    assert "retrieve bunker brawler" in texts(game, 0)
    game.apply(0, "retrieve bunker brawler")
    assert game.view(None).seats[0].committed_count == 1
    assert not any(a.startswith("store") for a in texts(game, 0))
    pass_all_windows(game)
    end_gathering(game, {2: "commit refugee"})
    pass_skirmish(game)
    assert skirmish_totals(game)[0] == (1, 2, 1)  # the scout alone
    assert game.round == 4
    assert game.view(0).stored == ((),)
    assert "brawler" in game.view(None).seats[0].discard or "brawler" in game.view(0).hand


def test_garden_food_joins_the_butchers_food_and_med_ruling_h8() -> None:
    """H-8: garden food "combines with hunting and Butcher food"; L-5: the Butcher's food and
    med "combine freely". Garden 1 + Butcher 1 food and 1 med pay a scout (2 food, 1 med)."""
    game = game_of(
        HQ3,
        players=[
            {"hand": ["refugee"], "leader": "leader_butcher", "buildings": [{"building": "hydroponic_gardens"}]},
        ],
    )
    act(game, 0, "lead refugee")
    assert game.view(None).seats[0].food == 2
    assert any(a.startswith("hire scout") for a in texts(game, 0))
    act(game, 0, next(a for a in texts(game, 0) if a.startswith("hire scout")))
    assert "scout" in zone_kinds(game, "0:discard")


def test_garden_food_does_not_join_the_cannibals_food_ruling_l6() -> None:
    """L-6 / Part 3: "Cannibalised food cannot be combined with food from hunting or a garden";
    H-8 "not with Cannibal food". Cannibal 3 + garden 1 + medkit 2 would be the 6 for thugs."""
    game = game_of(
        HQ3,
        players=[
            {
                "hand": ["scavenger", "medkit"],
                "leader": "leader_cannibal",
                "buildings": [{"building": "hydroponic_gardens"}],
            },
        ],
    )
    act(game, 0, "lead scavenger")
    options = texts(game, 0)
    assert not any(a.startswith("hire thugs") for a in options), options
    assert any(a.startswith("hire sniper_team") for a in options)  # Cannibal 3 food + 2 meds


# =============================================================================================
# Module 3: tribal leaders [000:647-674], HQ FAQ [000:701-715]


def test_the_butcher_takes_only_a_tribe_member() -> None:
    """Part 3 / L-5: the Butcher kills "one of your tribe members" (a person card), so a tool in
    hand is no victim."""
    game = game_of(HQ3, players=[{"hand": ["spear", "pills", "refugee"], "leader": "leader_butcher"}])
    lead = [a for a in texts(game, 0) if a.startswith("lead")]
    assert lead == ["lead refugee"]
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "lead spear")


def test_the_butchers_food_and_med_join_hunted_food_ruling_l5() -> None:
    """L-5: "She gains 1 food and 1 med for this turn's hire. Both combine freely with other food
    and meds": hunt 1 + Butcher 1 food 1 med + pills 1 pay a sniper team (2 food, 2 meds)."""
    game = game_of(HQ3, players=[{"hand": ["scavenger", "refugee", "pills"], "leader": "leader_butcher"}])
    act(game, 0, "hunt scavenger")
    act(game, 0, "lead refugee")
    assert game.view(None).seats[0].food == 2
    hires = [a for a in texts(game, 0) if a.startswith("hire sniper_team")]
    assert hires
    act(game, 0, hires[0])
    assert "sniper_team" in zone_kinds(game, "0:discard")


def test_the_cannibal_is_once_per_round() -> None:
    """[000:668-670]: the Cannibal's ability "can only be utilized once per round"."""
    game = game_of(HQ3, players=[{"hand": ["scavenger", "scavenger"], "leader": "leader_cannibal"}])
    act(game, 0, "lead scavenger")
    assert not any(a.startswith("lead") for a in texts(game, 0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "lead scavenger")
    assert zone_kinds(game, "0:removed") == ["scavenger"]


def test_the_mentor_needs_a_refugee() -> None:
    """[000:664-666]: the Mentor "Requires the use of a refugee"; [000:703] play a refugee from
    hand. A scavenger will not do."""
    game = game_of(HQ3, players=[{"hand": ["scavenger", "brawler"], "leader": "leader_mentor"}])
    assert not any(a.startswith("lead") for a in texts(game, 0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "lead scavenger")


def test_the_rangers_refugee_hunts_with_a_spear_ruling_l10() -> None:
    """L-10: refugees "have base hunt 1; tools and modifiers add normally": refugee 1 + spear 1."""
    game = game_of(HQ3, players=[{"hand": ["refugee", "spear"], "leader": "leader_ranger"}])
    act(game, 0, "hunt refugee+spear")
    assert game.view(None).seats[0].food == 2


def test_the_excavators_refugee_takes_group_leaders_in_full_ruling_l9() -> None:
    """L-9: the +1 replaces a digging *tool's* bonus only; group leaders are not a tool
    [000:444-446], so an Excavator refugee with group leaders digs 1 + 2 = 3."""
    game = game_of(
        HQ3,
        players=[{"hand": ["refugee", "group_leaders"], "leader": "leader_excavator"}],
        junkyard=["junk"] * 6,
    )
    act(game, 0, "dig refugee+group_leaders")
    assert len(game.view(0).looking) == 3


def test_the_peacemaker_adds_two_to_a_dig_ruling_l2() -> None:
    """Part 3 Peacemaker: "raise another tribe member's hunt or dig by +2": a scavenger digs 3."""
    game = game_of(
        HQ3, players=[{"hand": ["refugee", "scavenger"], "leader": "leader_peacemaker"}], junkyard=["junk"] * 6
    )
    act(game, 0, "lead refugee")
    act(game, 0, "dig scavenger")
    assert len(game.view(0).looking) == 3


def test_the_peacemaker_has_no_use_in_the_skirmish_ruling_l3() -> None:
    """L-3: "The Peacemaker (hunt/dig only) has no skirmish use"."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["refugee", "brawler", "sniper_team"], "leader": "leader_peacemaker"},
            {"hand": ["scout"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit brawler refugee sniper_team", 1: "commit scout"})
    assert decision(game) == sc.Decision("skirmish", 0)
    assert not any(a.startswith("lead") for a in texts(game, 0))


def test_the_fanatic_is_once_per_round_across_turns() -> None:
    """[000:668-670]: the Fanatic's ability "can only be utilized once per round": having struck
    in one player's turn, it cannot strike again in a later player's turn that round."""
    game = game_of(
        HQ3,
        round=1,
        players=[
            {"hand": ["scavenger", "spear"]},
            {"hand": ["refugee", "refugee"], "leader": "leader_fanatic"},
            {"hand": ["scavenger", "net"]},
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "lead refugee 0:spear")
    pass_all_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(0, "continue")
    act(game, 0, "end")
    act(game, 1, "end")
    game.apply(2, "hunt scavenger+net")
    pass_windows_until(game, lambda d: d.seat == 1)
    assert decision(game) == sc.Decision("respond", 1, 2, "hunt")
    assert not any(a.startswith("lead") for a in texts(game, 1))
    with pytest.raises(REFUSED):
        game.apply(1, "lead refugee 2:net")
    pass_all_windows(game)
    assert game.view(None).seats[2].food == 3


def test_the_fanatic_may_use_a_committed_refugee_ruling_l1() -> None:
    """L-1: the refugee comes from hand "or, during other players' RG or the skirmish for the
    Fanatic, from committed cards"; [000:476] committed cards are "considered to be in hand"."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["refugee", "brawler"], "leader": "leader_fanatic"},
            {"hand": ["scavenger", "spear"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler refugee")
    game.apply(1, "hunt scavenger+spear")
    assert "lead refugee 1:spear" in texts(game, 0)
    game.apply(0, "lead refugee 1:spear")
    pass_all_windows(game)
    assert game.view(None).seats[0].committed_count == 1
    assert zone_kinds(game, "0:removed") == ["refugee"]
    assert zone_counter(game, "1:discard")["spear"] == 1


def test_the_leaders_card_and_the_gangs_do_not_count_as_contested_resources_ruling_f3() -> None:
    """[000:170] ties go to the most contested resource cards; F-3: a card "that carries the CR
    supply icon". A gang or a leader is none: with equal tribes and no CRs the deck size
    decides."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"deck": ["spear", "refugee", "refugee"]},  # 2 people + Gearheads 5 = 7, 3 cards
            {"deck": ["thugs", "group_leaders", "scavenger", "scavenger"]},  # 7 people, 4 cards
            {},
        ],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert "gang_gearheads" in result.scores[0].gangs
    assert (result.scores[0].people, result.scores[1].people) == (7, 7)
    assert (result.scores[0].contested, result.scores[1].contested) == (0, 0)
    assert result.scores[0].cards == 3
    assert result.winners == (1,)


# =============================================================================================
# Module 4: Dirty Deeds [000:678-691]


def test_a_saboteur_does_not_disable_its_owners_own_building() -> None:
    """[000:685] a saboteur "may attack a building"; I-8 "disable an opponent's completed
    building"."""
    game = game_of(HQ4, players=[{"hand": ["saboteur"], "buildings": [{"building": "bunker"}]}, {}, {}])
    assert not any(a.startswith("disable") for a in texts(game, 0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "disable 0:bunker")


def test_the_sergeant_at_arms_does_not_protect_buildings_ruling_l11() -> None:
    """L-11: "It gives no protection against building attacks"; H-11 "The Sergeant at Arms does
    not protect buildings"."""
    game = game_of(
        HQ4,
        players=[
            {"hand": ["saboteur"]},
            {"leader": "leader_sergeant_at_arms", "buildings": [{"building": "armory"}]},
            {},
        ],
    )
    assert "disable 1:armory" in texts(game, 0)
    act(game, 0, "disable 1:armory")
    assert building(game, 1, "armory").disabled


def test_leader_and_building_attacks_are_not_answers_in_another_players_window_ruling_i8() -> None:
    """I-7/I-8: "Leader and building attacks are declared on the attacker's own turn"; L-13 a
    leader snipe "is declared on the attacker's own RG turn or on her skirmish turn"."""
    game = game_of(
        HQ4,
        round=1,
        players=[
            {"hand": ["scavenger"], "leader": "leader_ranger", "buildings": [{"building": "bunker"}]},
            {"hand": ["sniper_team", "saboteur"]},
            {},
        ],
    )
    game.apply(0, "hunt scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    options = texts(game, 1)
    assert "snipe 0:scavenger" in options
    assert not any("leader" in a or a.startswith("disable") for a in options), options


def test_a_wound_lasts_into_the_next_round_until_healed_ruling_l17() -> None:
    """[000:691] the wound "removes the leader's advantage until a med is applied to the leader
    to heal him"; L-17 "Healing happens only on the owner's next own RG turn"."""
    game = game_of(
        HQ4,
        round=1,
        players=[
            {"hand": ["sniper_team"], "deck": ["refugee"] * 5},
            {"deck": ["refugee", "refugee", "refugee", "refugee", "spear"], "leader": "leader_ranger"},
            {"deck": ["refugee"] * 5},
        ],
    )
    act(game, 0, "snipe 1:leader_ranger")
    pass_all_windows(game)
    assert game.view(None).seats[1].wounded
    end_gathering(game)
    assert game.round == 2
    assert game.view(None).seats[1].wounded
    while game.to_act != (1,):
        act(game, game.to_act[0], "end")
    # Still wounded: the Ranger's refugees do not hunt 1 (a refugee alone cannot hunt).
    assert "hunt refugee" not in texts(game, 1)
    assert "hunt refugee+spear" in texts(game, 1) or any(a.startswith("hunt") for a in texts(game, 1))


def test_a_medic_heals_a_wounded_leader_ruling_l12() -> None:
    """L-12: "the owner spends 1 med from pills, medkit, medic or combat medics"; [000:543] a
    medic represents 1 med."""
    game = game_of(
        HQ4,
        round=1,
        players=[
            {"hand": ["sniper_team"], "deck": ["refugee"] * 5},
            {"hand": ["medic", "refugee", "scavenger"], "leader": "leader_peacemaker"},
            {},
        ],
    )
    act(game, 0, "snipe 1:leader_peacemaker")
    pass_all_windows(game)
    assert game.view(None).seats[1].wounded
    act(game, 0, "end")
    assert "heal medic" in texts(game, 1)
    act(game, 1, "heal medic")
    assert not game.view(None).seats[1].wounded
    assert zone_counter(game, "1:discard")["medic"] == 1
    assert "lead refugee" in texts(game, 1)


def test_no_healing_on_another_players_turn_ruling_l12() -> None:
    """L-12: healing "cannot happen in the skirmish or on other players' turns"."""
    game = game_of(
        HQ4,
        round=1,
        players=[{"hand": ["sniper_team", "scavenger"]}, {"hand": ["pills"], "leader": "leader_peacemaker"}, {}],
    )
    act(game, 0, "snipe 1:leader_peacemaker")
    pass_all_windows(game)
    assert game.view(None).seats[1].wounded
    game.apply(0, "hunt scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    assert not any(a.startswith("heal") for a in texts(game, 1))
    with pytest.raises(sc.IllegalAction):
        game.apply(1, "heal pills")


def test_no_repair_on_another_players_turn_ruling_h11() -> None:
    """H-11: "Repair means playing 1 tribe member from hand on the owner's own RG turn"."""
    game = game_of(
        HQ4,
        round=1,
        players=[
            {"hand": ["scavenger"]},
            {"hand": ["refugee"], "buildings": [{"building": "bunker", "disabled": True}]},
            {},
        ],
    )
    game.apply(0, "hunt scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    assert not any(a.startswith("repair") for a in texts(game, 1))
    with pytest.raises(sc.IllegalAction):
        game.apply(1, "repair bunker refugee")
    pass_all_windows(game)
    assert building(game, 1, "bunker").disabled


def test_a_sniper_that_wounds_a_leader_in_the_skirmish_still_counts_its_people() -> None:
    """[000:270] skirmish cards remain "even if a special power is activated"; [000:498-500]
    used snipers "still contribute tribe members for the tiebreaker"; L-13 a leader may be
    sniped on the skirmish turn."""
    game = game_of(
        HQ4,
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["brawler", "refugee"], "leader": "leader_ranger"},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit brawler sniper_team", 1: "commit brawler refugee"})
    assert "snipe 1:leader_ranger" in texts(game, 0)
    game.apply(0, "snipe 1:leader_ranger")
    pass_skirmish(game)
    assert game.view(None).seats[1].wounded
    judged = skirmish_totals(game)
    assert judged[0] == (1, 2, 3)  # brawler 2; brawler 1 + sniper team 2 people
    assert judged[1] == (1, 2, 2)
    assert skirmish_winner(game) == 0


# =============================================================================================
# Which actions open a response window (RULINGS I-3) in HQ


def test_construction_workers_can_be_sniped_ruling_i3() -> None:
    """I-3: the declarations that open a window include "construction workers"; [000:476] a
    sniper answers an opponent's action."""
    game = game_of(
        HQ2,
        round=2,
        players=[
            {"hand": ["scavenger"], "buildings": [{"building": "bunker", "timer": ["junk"] * 5}]},
            {"hand": ["sniper_team"]},
            {},
        ],
    )
    game.apply(0, "work bunker scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "work")
    assert "snipe 0:scavenger" in texts(game, 1)
    game.apply(1, "snipe 0:scavenger")
    pass_all_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        assert texts(game, 0) == ["abort"] or "abort" in texts(game, 0)
        game.apply(0, "abort")
    assert building(game, 0, "bunker").timer == 5
    assert zone_counter(game, "0:discard") == {"scavenger": 1}


def test_the_engineer_of_a_build_can_be_sniped_before_it_digs_ruling_i3() -> None:
    """I-3 lists the "schematics dig (build)" among declarations that open a window; I-1 the
    window comes "before any part of the action resolves: no cards drawn, dug or peeked"."""
    game = game_of(
        HQ2,
        players=[{"hand": ["engineer"], "deck": ["junk"] * 5}, {"hand": ["sniper_team"]}, {}],
        schematics=["bunker", "armory"],
    )
    game.apply(0, "build engineer")
    assert decision(game) == sc.Decision("respond", 1, 0, "build")
    assert game.view(0).looking == ()
    game.apply(1, "snipe 0:engineer")
    pass_all_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(0, "abort")
    assert game.view(None).seats[0].buildings == ()
    assert zone_kinds(game, "schematics") == ["bunker", "armory"]


def test_storing_opens_no_window_ruling_i3() -> None:
    """I-3: "Store, retrieve and trash open no window"; H-7 "No window opens on store or
    retrieve"."""
    game = game_of(
        HQ3,
        players=[
            {"hand": ["brawler", "pills"], "buildings": [{"building": "bunker"}, {"building": "pharmacy"}]},
            {"hand": ["refugee", "sniper_team"], "leader": "leader_fanatic"},
            {},
        ],
    )
    game.apply(0, "store bunker brawler")
    assert decision(game) == sc.Decision("turn", 0)
    game.apply(0, "store pharmacy pills")
    assert decision(game) == sc.Decision("turn", 0)
    assert game.view(0).stored == (("brawler",), ("pills",))


def test_healing_opens_no_window_ruling_l12() -> None:
    """L-12: "Healing is a free action and opens no window" (not even for a Fanatic, who may
    strike any card played from hand in a declared action)."""
    game = game_of(
        HQ4,
        round=1,
        initiator=2,
        players=[
            {"hand": ["pills", "scavenger"], "leader": "leader_peacemaker"},
            {"hand": ["refugee"], "leader": "leader_fanatic"},
            {"hand": ["sniper_team"]},
        ],
    )
    act(game, 2, "snipe 0:leader_peacemaker")
    pass_all_windows(game)
    act(game, 2, "end")
    assert game.view(None).seats[0].wounded
    assert decision(game) == sc.Decision("turn", 0)
    game.apply(0, "heal pills")
    assert decision(game) == sc.Decision("turn", 0)
    assert not game.view(None).seats[0].wounded


# =============================================================================================
# More edge cases: leader bonuses on builds, engineers, repairs, attacks in numbers, skirmish
# saves and wounds


def test_the_mentors_bonus_raises_an_engineers_schematics_dig_ruling_l2() -> None:
    """Part 3 Mentor: "+1 to any action"; L-2 the bonus attaches "to another tribe member that
    has the base ability for the action"; [000:579] the engineer's dig is the schematics dig,
    and "Other cards with a dig ability can be combined with the engineer". Engineer 2 + 1."""
    game = game_of(
        HQ3,
        players=[{"hand": ["refugee", "engineer"], "deck": ["junk"] * 6, "leader": "leader_mentor"}],
        schematics=["bunker", "armory", "pharmacy", "hydroponic_gardens"],
    )
    act(game, 0, "lead refugee")
    act(game, 0, "build engineer")
    assert len(game.view(0).looking) == 3


def test_the_peacemakers_bonus_raises_an_engineers_schematics_dig_ruling_l2() -> None:
    """Part 3 Peacemaker: "raise another tribe member's hunt or dig by +2"; the engineer's dig
    in the schematics pile is a dig [000:579], [000:590]. Engineer 2 + 2."""
    game = game_of(
        HQ3,
        players=[{"hand": ["refugee", "engineer"], "deck": ["junk"] * 6, "leader": "leader_peacemaker"}],
        schematics=["bunker", "armory", "pharmacy", "hydroponic_gardens", "bunker"],
    )
    act(game, 0, "lead refugee")
    act(game, 0, "build engineer")
    assert len(game.view(0).looking) == 4


def test_two_engineers_dig_the_schematics_together() -> None:
    """[000:579] "Other cards with a dig ability can be combined with the engineer to improve
    engineering schematics digging"; [000:186] several cards increase an action: 2 + 2."""
    game = game_of(
        HQ2,
        players=[{"hand": ["engineer", "engineer"], "deck": ["junk"] * 6}],
        schematics=["bunker", "armory", "pharmacy", "hydroponic_gardens", "bunker"],
    )
    act(game, 0, "build engineer engineer")
    assert len(game.view(0).looking) == 4


def test_an_excavators_refugee_joins_an_engineers_build_ruling_l9() -> None:
    """[000:579] other dig cards join the engineer's schematics dig; L-9 the Excavator's refugees
    "have base dig 1": engineer 2 + refugee 1."""
    game = game_of(
        HQ3,
        players=[{"hand": ["refugee", "engineer"], "deck": ["junk"] * 6, "leader": "leader_excavator"}],
        schematics=["bunker", "armory", "pharmacy", "hydroponic_gardens"],
    )
    act(game, 0, "build engineer refugee")
    assert len(game.view(0).looking) == 3


def test_the_engineer_has_no_fight_ruling_p1() -> None:
    """P-1: "Engineer fight: none (the Engineer has draw 1 and dig 2, no fight)"; a person with no
    fight loses to any fight [000:418-420]."""
    game = game_of(
        HQ2,
        round=3,
        players=[{"hand": ["engineer"]}, {"hand": ["refugee"]}, {"hand": ["scavenger"]}],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit engineer", 1: "commit refugee", 2: "commit scavenger"})
    pass_skirmish(game)
    assert skirmish_totals(game)[0] == (0, 0, 1)
    assert skirmish_winner(game) == 2


def test_an_engineer_draws_one_ruling_p1() -> None:
    """P-1 and cards.tsv: the engineer has draw 1."""
    game = game_of(HQ2, players=[{"hand": ["engineer"], "deck": ["net", "pills"]}])
    act(game, 0, "draw engineer")
    assert game.view(0).hand == ("net",)


def test_the_peacemakers_bonus_does_not_raise_garden_food_ruling_h8() -> None:
    """[000:637] garden food "does not involve hunting and thus does not benefit or suffer from
    hunting-related modifiers"; H-8 "hunting modifiers and the Peacemaker do not apply"."""
    game = game_of(
        HQ3,
        players=[
            {"hand": ["refugee"], "leader": "leader_peacemaker", "buildings": [{"building": "hydroponic_gardens"}]}
        ],
    )
    assert game.view(None).seats[0].food == 1
    with contextlib.suppress(sc.IllegalAction):  # nothing to boost: refusing the play is as good
        act(game, 0, "lead refugee")
    assert game.view(None).seats[0].food == 1
    assert not any(a.startswith("hire brawler") for a in texts(game, 0))
    assert "hire scavenger" in texts(game, 0)


def test_two_disabled_buildings_are_repaired_in_one_turn_ruling_h11() -> None:
    """H-11: "Repair is free and unlimited, but each worker repairs one building"; [000:685] a
    tribe member played from hand repairs it."""
    game = game_of(
        HQ4,
        players=[
            {
                "hand": ["refugee", "scavenger"],
                "buildings": [{"building": "bunker", "disabled": True}, {"building": "armory", "disabled": True}],
            }
        ],
    )
    act(game, 0, "repair bunker refugee")
    assert "repair armory scavenger" in texts(game, 0)
    act(game, 0, "repair armory scavenger")
    assert not building(game, 0, "bunker").disabled
    assert not building(game, 0, "armory").disabled


def test_two_saboteurs_disable_two_buildings_in_one_turn_ruling_r12() -> None:
    """R-12: special actions are not once a round: "Each requires its own card and may be used
    once per card"; [000:685] a saboteur disables a completed building."""
    game = game_of(
        HQ4,
        players=[
            {"hand": ["saboteur", "saboteur"]},
            {"buildings": [{"building": "bunker"}]},
            {"buildings": [{"building": "hydroponic_gardens"}]},
        ],
    )
    act(game, 0, "disable 1:bunker")
    assert "disable 2:hydroponic_gardens" in texts(game, 0)
    act(game, 0, "disable 2:hydroponic_gardens")
    assert building(game, 1, "bunker").disabled
    assert building(game, 2, "hydroponic_gardens").disabled
    assert zone_counter(game, "0:discard") == {"saboteur": 2}


def test_a_repair_worker_can_be_sniped_ruling_i3() -> None:
    """I-3: a "repair worker" declaration opens a window; [000:476] a sniper answers it. Struck
    before it resolves, the building stays disabled."""
    game = game_of(
        HQ4,
        players=[
            {"hand": ["refugee"], "buildings": [{"building": "bunker", "disabled": True}]},
            {"hand": ["sniper_team"]},
            {},
        ],
    )
    game.apply(0, "repair bunker refugee")
    assert decision(game) == sc.Decision("respond", 1, 0, "repair")
    game.apply(1, "snipe 0:refugee")
    pass_all_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(0, "abort")
    assert building(game, 0, "bunker").disabled
    assert zone_counter(game, "0:discard") == {"refugee": 1}


def test_a_sergeant_wounded_in_the_skirmish_can_then_be_disarmed_ruling_l17() -> None:
    """L-17: "A wound takes effect immediately. All always-on effects stop from that moment";
    [000:492] each player in turn order acts, effects immediate. Seat 0 wounds the Sergeant at
    Arms; seat 2, later in turn order, disarms his grenade."""
    game = game_of(
        HQ4,
        round=3,
        players=[
            {"hand": ["sniper_team", "refugee"]},
            {"hand": ["brawler", "grenade"], "leader": "leader_sergeant_at_arms"},
            {"hand": ["saboteur", "thugs"]},
        ],
        contested=["wolf_pack", "sled_team"],
    )
    end_gathering(game, {0: "commit refugee sniper_team", 1: "commit brawler grenade", 2: "commit saboteur thugs"})
    game.apply(0, "snipe 1:leader_sergeant_at_arms")
    pass_windows_until(game, lambda d: d.kind == "skirmish")
    while (d := decision(game)) is not None and d.kind == "skirmish" and d.seat != 2:
        game.apply(d.seat, "pass")
    assert decision(game) == sc.Decision("skirmish", 2)
    assert "disarm 1:grenade" in texts(game, 2)
    game.apply(2, "disarm 1:grenade")
    pass_skirmish(game)
    judged = skirmish_totals(game)
    assert judged[1] == (1, 2, 1)  # the brawler without its grenade
    assert judged[2] == (1, 3, 4)  # thugs; the saboteur disarmed instead of fighting
    assert skirmish_winner(game) == 2


def test_a_medic_in_the_force_saves_a_leader_in_the_skirmish() -> None:
    """[000:547] Save - protect "a tribe member or leader" from a snipe; I-6 in the skirmish from
    the revealed force; S-6 the medic that saves stays for people."""
    game = game_of(
        HQ4,
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["refugee", "refugee", "medic"], "leader": "leader_gangster"},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit brawler sniper_team", 1: "commit medic refugee refugee"})
    game.apply(0, "snipe 1:leader_gangster")
    assert decision(game) == sc.Decision("save", 1, 1, "leader_gangster")
    game.apply(1, "save medic")
    pass_skirmish(game)
    assert not game.view(None).seats[1].wounded
    # Gangster refugees fight 0 and count 2 each; the medic 1.
    assert skirmish_totals(game)[1] == (1, 0, 5)


def test_a_medic_saves_in_the_skirmish_after_its_owners_turn_ruling_s7() -> None:
    """S-7: "A player whose turn has passed cannot act again, even in response, except to save
    (I-4)"; [000:543] a medic may save another player's tribe member. Seat 0 passes its turn;
    seat 1 snipes seat 2's thugs; seat 0's medic saves them."""
    game = game_of(
        HQ1,
        round=3,
        players=[{"hand": ["medic", "brawler"]}, {"hand": ["sniper_team", "scout"]}, {"hand": ["thugs"]}],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit brawler medic", 1: "commit scout sniper_team", 2: "commit thugs"})
    if decision(game) == sc.Decision("skirmish", 0):  # seat 0 has nothing to use: may be skipped
        game.apply(0, "pass")
    assert decision(game) == sc.Decision("skirmish", 1)
    game.apply(1, "snipe 2:thugs")
    pass_windows_until(game, lambda d: d.kind == "save" and d.seat == 0)
    assert decision(game) == sc.Decision("save", 0, 2, "thugs")
    game.apply(0, "save medic")
    pass_skirmish(game)
    assert skirmish_totals(game)[2] == (1, 3, 3)
    assert skirmish_winner(game) == 2


def test_the_fanatic_used_in_gathering_cannot_strike_again_in_the_skirmish() -> None:
    """[000:668-670] the Fanatic's ability "can only be utilized once per round"; [000:711] it is
    used during another player's resource gathering OR during the skirmish."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["refugee", "refugee", "brawler"], "leader": "leader_fanatic"},
            {"hand": ["scavenger", "spear", "scout"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler refugee refugee")
    game.apply(1, "hunt scavenger+spear")
    game.apply(0, "lead refugee 1:spear")
    pass_all_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(1, "continue")
    end_gathering(game, {1: "commit scout"})
    if decision(game) == sc.Decision("skirmish", 0):
        assert not any(a.startswith("lead") for a in texts(game, 0))
        pass_skirmish(game)
    assert game.round == 4  # the skirmish resolved with no second strike
    assert zone_kinds(game, "0:removed") == ["refugee"]
    assert skirmish_totals(game)[1] == (1, 2, 1)  # the scout was not struck


def test_the_butcher_has_no_use_in_the_skirmish_ruling_l5() -> None:
    """L-5: "Once per round, on the owner's RG turn, remove from play 1 of her own tribe members
    from hand"; [000:629] the skirmish has no hire to pay."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["refugee", "brawler", "sniper_team"], "leader": "leader_butcher"},
            {"hand": ["scout"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit brawler refugee sniper_team", 1: "commit scout"})
    assert decision(game) == sc.Decision("skirmish", 0)
    assert not any(a.startswith("lead") for a in texts(game, 0))


def test_the_cannibal_is_not_used_on_another_players_turn_ruling_l6() -> None:
    """L-6: "Once per round, on the owner's RG turn"; only the Fanatic acts in others' turns
    [000:709-711]."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["scavenger"]}, {"hand": ["refugee", "scout"], "leader": "leader_cannibal"}, {}],
    )
    game.apply(0, "hunt scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    assert not any(a.startswith("lead") for a in texts(game, 1))


def test_the_gearheads_count_tools_locked_in_a_disabled_armory_ruling_h11() -> None:
    """H-11: "A disabled building keeps its stored cards, locked, until repaired. They still
    score (F-1)"; [000:561] Gearheads: every tool-icon card of the player."""
    game = game_of(
        HQ4,
        round=3,
        players=[
            {"buildings": [{"building": "armory", "stored": ["spear", "net"], "disabled": True}]},
            {"deck": ["shovel"]},
            {},
        ],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert result.scores[0].gangs == ("gang_gearheads",)  # no Masons: the armory is disabled


def test_the_masons_count_two_buildings_of_one_kind_ruling_h6() -> None:
    """H-6: "Several copies of the same building. Allowed"; [000:565] the Masons count the number
    of completed and enabled buildings: two gardens beat one bunker."""
    game = game_of(
        HQ2,
        round=3,
        players=[
            {"buildings": [{"building": "hydroponic_gardens"}, {"building": "hydroponic_gardens"}]},
            {"deck": ["engineer", "engineer"], "buildings": [{"building": "bunker"}]},
            {},
        ],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert result.scores[0].gangs == ("gang_masons",)


def test_a_timer_card_removed_by_the_tick_lands_face_up_ruling_h2() -> None:
    """H-2: removed timer cards go "To the owner's discard pile, face-up"; ED-11 they are hidden
    only "until they are removed"; [000:260] the discard pile is face-up."""
    game = game_of(
        HQ2,
        round=1,
        players=[
            {"deck": ["refugee"] * 10, "buildings": [{"building": "bunker", "timer": ["grenade", "junk", "junk"]}]}
        ],
    )
    assert "grenade" not in repr(game.view(1))
    end_gathering(game)
    assert game.round == 2
    assert "grenade" in game.view(1).seats[0].discard


def test_a_card_retrieved_before_ones_own_turn_is_used_normally_ruling_i11() -> None:
    """I-11: "A player who has not yet taken her turn may retrieve freely and use the card
    normally on her turn"; [000:645] retrieve "any time during a round so long as the skirmish
    has not been initiated"."""
    game = game_of(
        HQ2,
        round=3,
        players=[
            {"hand": ["scavenger"]},
            {"hand": ["refugee"], "buildings": [{"building": "bunker", "stored": ["thugs"]}]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    game.apply(0, "hunt scavenger")
    assert decision(game) == sc.Decision("respond", 1, 0, "hunt")
    game.apply(1, "retrieve bunker thugs")
    pass_all_windows(game)
    end_gathering(game, {1: "commit refugee thugs"})
    pass_skirmish(game)
    assert skirmish_totals(game)[1] == (1, 3, 4)
    assert skirmish_winner(game) == 1


def test_nothing_is_stored_on_another_players_turn_ruling_ed15() -> None:
    """ED-15: "During other players' turns, only retrieval from the bunker is allowed"; H-7
    "Store only on the owner's own turn"; [000:635] store "During a player's turn"."""
    game = game_of(
        HQ2,
        round=1,
        players=[
            {"hand": ["brawler", "scout"], "buildings": [{"building": "bunker"}]},
            {"hand": ["scavenger"]},
            {},
        ],
    )
    act(game, 0, "end")
    game.apply(1, "hunt scavenger")
    pass_windows_until(game, lambda d: d.seat == 0)
    assert decision(game) == sc.Decision("respond", 0, 1, "hunt")
    assert not any(a.startswith("store") for a in texts(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "store bunker brawler")


def test_the_fanatics_refugee_leaves_the_skirmish_force_ruling_l1() -> None:
    """L-1: the Fanatic's refugee is "removed from play"; S-5 people are counted over the cards
    "still in the force". Brawler and refugee (2 people) strike, leaving 1 person."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["refugee", "brawler"], "leader": "leader_fanatic"},
            {"hand": ["brawler", "spear"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit brawler refugee", 1: "commit brawler spear"})
    assert "lead refugee 1:spear" in texts(game, 0)
    game.apply(0, "lead refugee 1:spear")
    pass_skirmish(game)
    judged = skirmish_totals(game)
    assert judged[0] == (1, 2, 1)
    assert judged[1] == (1, 2, 1)
    assert skirmish_winner(game) is None  # equal fight, equal people: deadlock [000:274]


def test_a_wounded_sergeant_at_arms_pays_the_full_price_of_a_saboteur_ruling_l12() -> None:
    """L-12: "A wounded leader provides nothing"; [000:691] the wound "removes the leader's
    advantage": a saboteur costs 1 food and 1 med again, so pills alone no longer hire one."""
    game = game_of(
        HQ4,
        round=1,
        initiator=2,
        players=[
            {"hand": ["pills"], "leader": "leader_sergeant_at_arms"},
            {},
            {"hand": ["sniper_team"]},
        ],
    )
    act(game, 2, "snipe 0:leader_sergeant_at_arms")
    pass_all_windows(game)
    act(game, 2, "end")
    assert game.view(None).seats[0].wounded
    assert decision(game) == sc.Decision("turn", 0)
    assert not any(a.startswith("hire saboteur") for a in texts(game, 0))


def test_a_building_disabled_in_the_last_skirmish_does_not_count_for_the_masons_ruling_f6() -> None:
    """F-6: the Masons count buildings "complete and not disabled at game end"; H-11 a saboteur
    may disable a building on her skirmish turn."""
    game = game_of(
        HQ4,
        round=3,
        players=[
            {"hand": ["saboteur"], "buildings": [{"building": "pharmacy"}]},
            {"hand": ["brawler"], "buildings": [{"building": "bunker"}, {"building": "armory"}]},
            {},
        ],
        contested=["sled_team"],
    )
    end_gathering(game, {0: "commit saboteur", 1: "commit brawler"})
    game.apply(0, "disable 1:bunker")
    pass_skirmish(game)
    assert game.over
    assert game.result is not None
    # Seat 1: one enabled building; seat 0: one; the tie goes to engineers: none. Nobody.
    assert all("gang_masons" not in s.gangs for s in game.result.scores)


def test_the_last_contested_resource_counts_for_the_gearheads() -> None:
    """[000:559] the gangs choose "Once all of the contested resources have been gathered"; the
    grenade won in the last skirmish is a tool and breaks the Gearheads' tie [000:561]."""
    game = game_of(
        HQ1,
        round=3,
        players=[{"hand": ["brawler"], "deck": ["spear"]}, {"deck": ["spear", "net"]}, {}],
        contested=["grenade"],
    )
    end_gathering(game, {0: "commit brawler"})
    pass_skirmish(game)
    assert game.result is not None
    assert game.result.scores[0].contested == 1
    assert "gang_gearheads" in game.result.scores[0].gangs


def test_a_leaders_once_a_round_ability_returns_next_round() -> None:
    """[000:668-670] "once per round": the Butcher used in round 1 may be used again in round 2."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["refugee"], "deck": ["refugee"] * 5, "leader": "leader_butcher"}],
    )
    act(game, 0, "lead refugee")
    end_gathering(game)
    assert game.round == 2
    assert decision(game) == sc.Decision("turn", 0)
    assert not game.view(None).seats[0].leader_used
    assert "lead refugee" in texts(game, 0)


def test_removed_cards_are_not_cards_of_the_tribe_ruling_f2() -> None:
    """[000:658] removed cards "do not count toward final scoring"; F-2 the card count uses "the
    same zone set as F-1" (removed cards count nothing)."""
    game = game_of(
        HQ3,
        round=3,
        players=[{"hand": ["thugs", "refugee"], "leader": "leader_butcher"}],
        contested=["sled_team"],
    )
    act(game, 0, "lead thugs")
    result = play_out(game)
    assert result.scores[0].people == 1
    assert result.scores[0].cards == 1


def test_the_timer_ticks_after_the_hands_are_drawn_ruling_h1_r4() -> None:
    """H-1: "During each Drawing phase, after hands are drawn, each player removes 1 card";
    R-4: "All players draw 5 ... Building timers tick next". With nothing left to draw, the
    card the tick removes lies in the discard pile, not in the new hand."""
    game = game_of(
        HQ2,
        round=1,
        players=[{"buildings": [{"building": "bunker", "timer": ["thugs", "thugs"]}]}],
    )
    end_gathering(game)
    assert game.round == 2
    assert building(game, 0, "bunker").timer == 1
    assert game.view(0).hand == ()
    assert zone_counter(game, "0:discard") == {"thugs": 1}


def test_the_fanatic_strikes_a_sergeant_at_arms_tool_ruling_l11() -> None:
    """L-11: the Sergeant's tools "cannot be disarmed ... It gives no protection against building
    attacks, snipes or tear gas"; L-7 the Fanatic's strike discards any played card, tool
    included [000:715]."""
    game = game_of(
        HQ3,
        round=1,
        players=[
            {"hand": ["scavenger", "spear"], "leader": "leader_sergeant_at_arms"},
            {"hand": ["refugee"], "leader": "leader_fanatic"},
            {},
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    assert "lead refugee 0:spear" in texts(game, 1)
    game.apply(1, "lead refugee 0:spear")
    pass_all_windows(game)
    assert zone_counter(game, "0:discard")["spear"] == 1


def test_a_workers_toolkit_can_be_disarmed_ruling_i3() -> None:
    """I-3: construction workers open a window; I-1 "tools for disarm" among the declared cards;
    [000:486-488] the rest of the action goes on: the scavenger alone removes 1 card."""
    game = game_of(
        HQ2,
        round=2,
        players=[
            {"hand": ["scavenger", "toolkit"], "buildings": [{"building": "bunker", "timer": ["junk"] * 5}]},
            {"hand": ["saboteur"]},
            {},
        ],
    )
    game.apply(0, "work bunker scavenger+toolkit")
    assert "disarm 0:toolkit" in texts(game, 1)
    game.apply(1, "disarm 0:toolkit")
    pass_all_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(0, "continue")
    assert building(game, 0, "bunker").timer == 4


def test_a_medic_locked_in_a_disabled_bunker_cannot_save_ruling_h11() -> None:
    """[000:685] "If a building is disabled, its abilities cannot be used and cards cannot be
    added or removed from the building"; I-4 saves come from hand, committed cards or the bunker."""
    game = game_of(
        HQ4,
        round=1,
        players=[
            {"hand": ["sniper_team"]},
            {"leader": "leader_ranger", "buildings": [{"building": "bunker", "stored": ["medic"], "disabled": True}]},
            {},
        ],
    )
    game.apply(0, "snipe 1:leader_ranger")
    d = decision(game)
    if d is not None and d.kind == "save":
        assert not any(a.startswith(("save", "retrieve")) for a in texts(game, d.seat))
    pass_all_windows(game)
    assert game.view(None).seats[1].wounded
    assert game.view(1).stored == (("medic",),)


def test_the_masons_tie_break_counts_an_engineer_in_a_bunker_ruling_f1_f6() -> None:
    """[000:565] Masons ties are "broken by adding up the total number of engineers"; F-1 every
    owned card in any zone, stored cards included."""
    game = game_of(
        HQ2,
        round=3,
        players=[
            {"buildings": [{"building": "bunker", "stored": ["engineer"]}]},
            {"buildings": [{"building": "armory"}]},
            {},
        ],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert result.scores[0].gangs == ("gang_masons",)


def test_the_mentor_used_in_gathering_is_spent_for_the_skirmish() -> None:
    """[000:668-670] the Mentor's ability "can only be utilized once per round"; L-3 "Both remain
    once per round"."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["refugee", "refugee", "scavenger", "brawler"], "deck": ["junk"] * 3, "leader": "leader_mentor"},
            {"hand": ["brawler"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    act(game, 0, "lead refugee")
    act(game, 0, "draw scavenger")
    act(game, 0, "end")
    game.apply(0, "commit brawler refugee")
    end_gathering(game, {1: "commit brawler"})
    if decision(game) == sc.Decision("skirmish", 0):
        assert not any(a.startswith("lead") for a in texts(game, 0))
        pass_skirmish(game)
    assert skirmish_totals(game)[0] == (1, 2, 2)


def test_the_mentor_gives_no_fight_to_a_refugee_ruling_l2() -> None:
    """L-2: the Mentor's bonus attaches "to another tribe member that has the base ability for the
    action"; a refugee has no fight at all [000:346] [000:518], so it cannot fight through the
    Mentor: two refugees stay a force with no fight."""
    game = game_of(
        HQ3,
        round=3,
        players=[
            {"hand": ["refugee", "refugee"], "leader": "leader_mentor"},
            {"hand": ["tribe_family_3"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit refugee refugee", 1: "commit tribe_family_3"})
    if decision(game) == sc.Decision("skirmish", 0):
        for option in texts(game, 0):
            if option.startswith("lead"):
                game.apply(0, option)
                break
        pass_skirmish(game)
    assert skirmish_totals(game)[0][0] == 0  # no fight
    assert skirmish_winner(game) == 1  # tribe family: fight 0 beats no fight [000:418-420]


def test_a_mentors_resolved_skirmish_bonus_survives_a_later_wound_ruling_l17() -> None:
    """L-17: "A wound takes effect immediately ... Actions that have already resolved are not
    undone"; L-3 the Mentor's +1 fight on the owner's skirmish turn. The initiator's Mentor
    gives the brawler +1; the next player then wounds the Mentor: the +1 stays."""
    game = game_of(
        HQ4,
        round=3,
        players=[
            {"hand": ["refugee", "brawler"], "leader": "leader_mentor"},
            {"hand": ["sniper_team", "scavenger"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit brawler refugee", 1: "commit scavenger sniper_team"})
    assert decision(game) == sc.Decision("skirmish", 0)
    game.apply(0, "lead refugee")
    pass_windows_until(game, lambda d: d.kind == "skirmish")
    assert decision(game) == sc.Decision("skirmish", 1)
    assert "snipe 0:leader_mentor" in texts(game, 1)
    game.apply(1, "snipe 0:leader_mentor")
    pass_skirmish(game)
    assert game.view(None).seats[0].wounded
    assert skirmish_totals(game)[0] == (1, 3, 1)


def test_a_third_players_medic_saves_a_leader_ruling_i4() -> None:
    """I-4: "Any player may save with a medic"; [000:547] save a "tribe member or leader";
    [000:543] even another player's."""
    game = game_of(
        HQ4,
        round=1,
        players=[{"hand": ["sniper_team"]}, {"leader": "leader_ranger"}, {"hand": ["medic"]}],
    )
    game.apply(0, "snipe 1:leader_ranger")
    pass_windows_until(game, lambda d: d.kind == "save" and d.seat == 2)
    assert decision(game) == sc.Decision("save", 2, 1, "leader_ranger")
    game.apply(2, "save medic")
    pass_all_windows(game)
    assert not game.view(None).seats[1].wounded
    assert zone_counter(game, "0:discard") == {"sniper_team": 1}  # spent anyway [000:316]
    assert zone_counter(game, "2:discard") == {"medic": 1}


def test_a_sniped_engineers_build_is_not_used_up_ruling_i2() -> None:
    """I-2: "(b) Abort: all remaining cards return to hand. The action type is not used up and
    may be declared again this turn"; H-5 one build a round."""
    game = game_of(
        HQ2,
        players=[{"hand": ["engineer", "engineer"], "deck": ["junk"] * 6}, {"hand": ["sniper_team"]}, {}],
        schematics=["pharmacy", "armory", "bunker"],
    )
    game.apply(0, "build engineer")
    game.apply(1, "snipe 0:engineer")
    pass_all_windows(game)
    if (d := decision(game)) is not None and d.kind == "resume":
        game.apply(0, "abort")
    assert decision(game) == sc.Decision("turn", 0)
    assert "build engineer" in texts(game, 0)
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert building(game, 0, "pharmacy").timer == 2


def test_the_gearheads_tie_break_is_only_among_the_tied() -> None:
    """[000:561] "Ties are broken by counting the total number of tools that are contested
    resources": only between the players tied for most tools. Seats 0 and 1 tie at 2 tools with
    no contested tool (nobody, F-4); seat 2's single grenade does not win the tie-break."""
    game = game_of(
        HQ1,
        round=3,
        players=[{"deck": ["spear", "net"]}, {"deck": ["shovel", "pickaxe"]}, {"deck": ["grenade"]}],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert all("gang_gearheads" not in s.gangs for s in result.scores)


def test_the_pharmers_tie_break_is_only_among_the_tied() -> None:
    """[000:563] "Ties are broken by counting the total number of medics": seats 0 and 1 tie at 2
    meds with no medic; seat 2 (1 med, two medics) is not in the tie."""
    game = game_of(
        HQ1,
        round=3,
        players=[{"deck": ["medkit"]}, {"deck": ["pills", "pills"]}, {"deck": ["pills", "medic", "medic"]}],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert all("gang_pharmers" not in s.gangs for s in result.scores)


def test_the_masons_tie_break_is_only_among_the_tied() -> None:
    """[000:565] "Ties are broken by adding up the total number of engineers": seats 0 and 1 tie
    at 2 buildings with no engineer; seat 2 (1 building, three engineers) is not in the tie."""
    game = game_of(
        HQ2,
        round=3,
        players=[
            {"buildings": [{"building": "bunker"}, {"building": "armory"}]},
            {"buildings": [{"building": "pharmacy"}, {"building": "hydroponic_gardens"}]},
            {"deck": ["engineer"] * 3, "buildings": [{"building": "armory"}]},
        ],
        contested=["sled_team"],
    )
    result = play_out(game)
    assert all("gang_masons" not in s.gangs for s in result.scores)


def test_a_sniper_team_may_work_on_a_building_ruling_h4() -> None:
    """[000:596] "Each tribe member played can remove 1 card"; H-4 "Any tribe member card may
    work" (a sniper team, with no standard action, is a tribe member [000:460])."""
    game = game_of(
        HQ2,
        round=2,
        players=[{"hand": ["sniper_team"], "buildings": [{"building": "bunker", "timer": ["junk"] * 5}]}],
    )
    act(game, 0, "work bunker sniper_team")
    assert building(game, 0, "bunker").timer == 4


def test_a_sniper_team_may_repair_a_building_ruling_h11() -> None:
    """[000:685] "a tribe member card must be played from the player's hand to work on the
    building"; a sniper team is a tribe member (person icon [000:460])."""
    game = game_of(HQ4, players=[{"hand": ["sniper_team"], "buildings": [{"building": "armory", "disabled": True}]}])
    act(game, 0, "repair armory sniper_team")
    assert not building(game, 0, "armory").disabled


def test_no_work_or_repair_in_the_skirmish_ruling_h4_h11() -> None:
    """[000:629] "Buildings may never be used during the skirmish"; H-4 work and H-11 repair are
    done "on the owner's own RG turn"."""
    game = game_of(
        HQ4,
        round=3,
        players=[
            {
                "hand": ["refugee", "scavenger", "sniper_team"],
                "buildings": [
                    {"building": "bunker", "disabled": True},
                    {"building": "armory", "timer": ["junk", "junk"]},
                ],
            },
            {"hand": ["scout"]},
            {},
        ],
        contested=["grenade", "wolf_pack"],
    )
    end_gathering(game, {0: "commit refugee scavenger sniper_team", 1: "commit scout"})
    assert decision(game) == sc.Decision("skirmish", 0)
    assert not any(a.startswith(("work", "repair")) for a in texts(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "repair bunker refugee")
    with pytest.raises(REFUSED):
        game.apply(0, "work armory scavenger")
