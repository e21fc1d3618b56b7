"""HQ module 1: medics, rifles and toolkits, the Gearheads and the Pharmers [000:534-565]."""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import act, all_card_ids, play_random, zone_counter, zone_kinds
from scavengers.cards import CATALOGUE, Box
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType

HQ1 = hq_modules(1)


def hq_table(seats: int = 3, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=HQ1, scenario=scenario))


def test_the_modules_are_cumulative() -> None:
    with pytest.raises(sc.ConfigError, match="module hq2 builds on hq1"):
        sc.GameConfig(players=3, modules=frozenset({"hq2"}))
    with pytest.raises(sc.ConfigError, match="unknown modules"):
        sc.GameConfig(players=3, modules=frozenset({"hq5"}))


def test_module_1_setup_adds_medics_rifles_toolkits_and_two_gangs() -> None:
    # [000:536-540]
    game = sc.Game.new(sc.GameConfig(players=4, seed=2, modules=HQ1))
    assert dict(game.view(0).market)["medic"] == 8
    junkyard = zone_counter(game, "junkyard")
    assert junkyard["rifle"] == 4
    assert junkyard["toolkit"] == 4
    assert sorted(zone_kinds(game, "gangs")) == ["gang_gearheads", "gang_pharmers"]
    assert "engineer" not in dict(game.view(0).market)
    box = zone_counter(game, "box")
    assert box["engineer"] == 8
    assert box["gang_masons"] == 1
    assert box["bunker"] == 3
    ids = all_card_ids(game)
    assert len(ids) == len(set(ids)) == sum(k.count for k in CATALOGUE.values() if k.box in (Box.BASE, Box.HQ))


def test_a_medic_draws_one() -> None:
    game = hq_table(players=[{"hand": ["medic"], "deck": ["net", "pills"]}])
    act(game, 0, "draw medic")
    assert game.view(0).hand == ("net",)


def test_a_medic_pays_one_med_in_a_hire() -> None:
    # [000:541-543]: "can be played from the hand during a hire action to represent 1 med"
    game = hq_table(players=[{"hand": ["medic"]}])
    act(game, 0, "hire hunter pay medic")
    assert zone_counter(game, "0:discard") == {"hunter": 1, "medic": 1}


def test_the_toolkit_adds_two_to_a_dig() -> None:
    game = hq_table(players=[{"hand": ["scavenger", "toolkit"]}], junkyard=["net", "junk", "pills", "spear"])
    act(game, 0, "dig scavenger+toolkit")
    assert len(game.view(0).looking) == 3


def test_the_rifle_adds_two_to_a_hunt() -> None:
    game = hq_table(players=[{"hand": ["scavenger", "rifle"]}])
    act(game, 0, "hunt scavenger+rifle")
    assert game.view(0).seats[0].food == 3


def sniped_table() -> sc.Game:
    """Round 1: seat 0 hunts with a scavenger and a spear; seat 1 holds a sniper; seats 0
    and 2 hold a medic."""
    players = [{"hand": ["scavenger", "spear", "medic"]}, {"hand": ["sniper_team"]}, {"hand": ["medic"]}]
    return hq_table(round=1, initiator=0, players=players)


def test_the_targets_owner_saves_with_a_medic_first_ruling_i4() -> None:
    game = sniped_table()
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "snipe 0:scavenger")
    assert game.view(0).decision == sc.Decision("save", 0, 0, "scavenger")
    assert [str(a) for a in game.legal_actions(0)] == ["pass", "save medic"]
    game.apply(0, "save medic")
    assert zone_counter(game, "0:table") == {"scavenger": 1, "spear": 1}
    game.apply(2, "pass")
    # The saved hunt goes ahead as declared: nothing was struck, so no continue or abort.
    assert game.view(0).seats[0].food == 2
    saved = [e for e in game.log(None) if e.type is EventType.SAVED]
    assert [(e.seat, e.target, e.text) for e in saved] == [(0, 0, "scavenger")]
    assert zone_counter(game, "1:discard") == {"sniper_team": 1}  # the sniper is spent anyway


def test_another_player_may_save_the_target_ruling_i4() -> None:
    game = sniped_table()
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "snipe 0:scavenger")
    game.apply(0, "pass")
    # Clockwise from the target's owner; seat 1 spent its only card on the snipe.
    assert game.view(2).decision == sc.Decision("save", 2, 0, "scavenger")
    game.apply(2, "save medic")
    assert zone_counter(game, "2:discard") == {"medic": 1}
    assert game.view(0).seats[0].food == 2  # the saved scavenger hunted with its spear


def test_when_nobody_saves_the_snipe_hits() -> None:
    game = sniped_table()
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "snipe 0:scavenger")
    for seat in (0, 2):
        game.apply(seat, "pass")
    assert zone_counter(game, "0:discard") == {"scavenger": 1}


def test_a_medic_in_the_skirmish_force_saves_and_stays_for_people_ruling_s6() -> None:
    game = hq_table(
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team"]}, {"hand": ["brawler", "medic"]}, {"hand": ["scout"]}],
        contested=["grenade", "wolf_pack"],
    )
    for seat, commit in ((0, "commit sniper_team"), (1, "commit brawler medic"), (2, "commit scout")):
        act(game, seat, "end")
        game.apply(seat, commit)
    game.apply(0, "snipe 1:brawler")
    assert game.view(1).decision == sc.Decision("save", 1, 1, "brawler")
    game.apply(1, "save medic")
    totals = {e.seat: e.values for e in game.log(None) if e.type is EventType.SKIRMISH_TOTALS}
    assert totals[1] == (1, 2, 2)  # brawler fights; the medic still counts as a person
    assert totals[2] == (1, 2, 1)
    winner = [e.seat for e in game.log(None) if e.type is EventType.SKIRMISH_WON]
    assert winner == [1]


def test_only_players_with_a_medic_in_their_force_are_asked_in_the_skirmish() -> None:
    game = hq_table(
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team"]}, {"hand": ["brawler"]}, {"hand": ["scout"]}],
        contested=["grenade"],
    )
    for seat, commit in ((0, "commit sniper_team"), (1, "commit brawler"), (2, "commit scout")):
        act(game, seat, "end")
        game.apply(seat, commit)
    game.apply(0, "snipe 1:brawler")
    assert game.over  # nobody could save: the snipe hit at once and the skirmish resolved


def final(decks: list[list[str]]) -> sc.GameResult:
    game = hq_table(len(decks), round=3, players=[{"deck": d} for d in decks], contested=["wolf_pack"])
    while not game.over:
        game.apply(game.to_act[0], "end")
    assert game.result is not None
    return game.result


def test_the_gearheads_join_the_tribe_with_most_tools_ruling_f5() -> None:
    result = final([["spear", "shovel", "net"], ["spear", "pills"], ["refugee"]])
    assert result.scores[0].gangs == ("gang_gearheads",)
    assert result.scores[0].people == 5
    assert result.scores[0].cards == 3  # gang cards are not counted as cards (F-2)


def test_gearheads_ties_go_to_more_contested_tools() -> None:
    result = final([["spear", "grenade"], ["spear", "net"], []])
    assert result.scores[0].gangs == ("gang_gearheads",)


def test_a_gang_still_tied_joins_nobody_ruling_f4() -> None:
    result = final([["spear", "pills"], ["net", "pills"], []])
    assert all(s.gangs == () for s in result.scores)


def test_the_pharmers_count_medicine_value_and_break_ties_on_medics_ruling_ed8() -> None:
    result = final([["medkit"], ["pills", "pills", "medic"], ["pills"]])
    assert result.scores[1].gangs == ("gang_pharmers",)
    result = final([["medkit", "medic"], ["pills"], []])
    assert result.scores[0].gangs == ("gang_pharmers",)


def test_module_1_games_play_to_the_end() -> None:
    for players in (2, 3, 4, 5):
        game = sc.Game.new(sc.GameConfig(players=players, seed=players, modules=HQ1))
        play_random(game, seed=players)
        assert game.over
        assert game.round == 16
        owned = Counter(c.kind for name, cards in game.zones().items() if ":gangs" in name for c in cards)
        assert sum(owned.values()) + len(game.zones()["gangs"]) == 2
