"""HQ module 4, Dirty Deeds [000:678-691]; RULINGS H-11, I-8, L-12, L-13, L-17."""

from __future__ import annotations

import pytest

import scavengers as sc
from helpers import act, zone_counter
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType

HQ4 = hq_modules(4)
QUIET = ["leader_organizer", "leader_butcher", "leader_cannibal"]


def deeds_table(players: list[dict[str, object]], **scenario: object) -> sc.Game:
    """Three players, round 1 unless given; every seat without a leader gets a quiet one."""
    players = players + [{} for _ in range(3 - len(players))]
    spare = [q for q in QUIET if all(p.get("leader") != q for p in players)]
    for player in players:
        player.setdefault("leader", spare.pop())
    scenario.setdefault("round", 1)
    return sc.Game.new(
        sc.GameConfig(players=3, seed=0, modules=HQ4, scenario={"initiator": 0, "players": players, **scenario})
    )


def test_a_saboteur_disables_a_completed_building_on_its_owners_turn_ruling_h11() -> None:
    game = deeds_table(
        [
            {"hand": ["saboteur"]},
            {"buildings": [{"building": "hydroponic_gardens"}, {"building": "bunker", "timer": ["net"]}]},
        ]
    )
    legal = [str(a) for a in game.legal_actions(0)]
    assert "disable 1:hydroponic_gardens" in legal
    assert "disable 1:bunker" not in legal  # still under construction
    act(game, 0, "disable 1:hydroponic_gardens")
    assert zone_counter(game, "0:discard") == {"saboteur": 1}
    gardens = game.view(2).seats[1].buildings[0]
    assert gardens.disabled
    while game.to_act != (1,):
        game.apply(game.to_act[0], "end")
    assert game.view(1).seats[1].food == 0  # a disabled garden gives no food


def test_a_disabled_building_locks_its_stored_cards_ruling_h11() -> None:
    game = deeds_table(
        [{"hand": ["brawler"], "buildings": [{"building": "bunker", "stored": ["thugs"], "disabled": True}]}]
    )
    assert not any(a.verb in (sc.Verb.STORE, sc.Verb.RETRIEVE) for a in game.legal_actions(0))


def test_a_tribe_member_repairs_a_disabled_building_ruling_h11() -> None:
    game = deeds_table([{"hand": ["refugee"], "buildings": [{"building": "bunker", "disabled": True}]}])
    act(game, 0, "repair bunker refugee")
    assert not game.view(0).seats[0].buildings[0].disabled
    assert zone_counter(game, "0:discard") == {"refugee": 1}
    assert [e.type for e in game.log(1) if e.type is EventType.BUILDING_REPAIRED] == [EventType.BUILDING_REPAIRED]


def test_a_sniper_team_wounds_a_leader_and_it_stops_working_ruling_l13_l17() -> None:
    game = deeds_table(
        [{"hand": ["sniper_team"]}, {"hand": ["refugee", "shovel"], "leader": "leader_excavator"}],
    )
    assert "snipe 1:leader_excavator" in [str(a) for a in game.legal_actions(0)]
    game.apply(0, "snipe 1:leader_excavator")
    while (decision := game.view(None).decision) is not None and decision.kind == "save":
        game.apply(decision.seat, "pass")  # nobody saves
    assert game.view(2).seats[1].wounded
    act(game, 0, "end")
    # Wounded, the Excavator no longer lets a refugee dig: refugee 0 + shovel 2 = 2, not 1 + 1.
    assert "dig refugee" not in [str(a) for a in game.legal_actions(1)]


def test_a_medic_may_save_a_leader_from_the_snipe_ruling_l13() -> None:
    game = deeds_table([{"hand": ["sniper_team"]}, {"hand": ["medic"], "leader": "leader_ranger"}])
    game.apply(0, "snipe 1:leader_ranger")
    assert game.view(1).decision == sc.Decision("save", 1, 1, "leader_ranger")
    game.apply(1, "save medic")
    assert not game.view(0).seats[1].wounded


def test_a_med_heals_a_wounded_leader_on_its_owners_turn_ruling_l12() -> None:
    game = deeds_table([{"hand": ["medkit", "refugee"], "leader": "leader_peacemaker"}])
    game._state.players[0].wounded = True  # as if sniped in an earlier round
    assert not any(a.verb is sc.Verb.LEAD for a in game.legal_actions(0))
    act(game, 0, "heal medkit")
    assert not game.view(0).seats[0].wounded
    assert zone_counter(game, "0:discard") == {"medkit": 1}
    assert "lead refugee" in [str(a) for a in game.legal_actions(0)]


def test_building_attacks_and_leader_snipes_in_the_skirmish_ruling_h11() -> None:
    game = deeds_table(
        [{"hand": ["saboteur", "brawler"]}, {"hand": ["scout"], "buildings": [{"building": "armory"}]}],
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    for seat, commit in ((0, "commit brawler saboteur"), (1, "commit scout")):
        act(game, seat, "end")
        game.apply(seat, commit)
    act(game, 2, "end")
    assert "disable 1:armory" in [str(a) for a in game.legal_actions(0)]
    game.apply(0, "disable 1:armory")
    assert game.view(0).seats[1].buildings[0].disabled
    totals = {e.seat: e.values for e in game.log(None) if e.type is EventType.SKIRMISH_TOTALS}
    assert totals[0] == (1, 2, 2)  # the saboteur attacked instead of fighting


def test_without_module_4_leaders_and_buildings_are_not_targets() -> None:
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=hq_modules(3),
            scenario={
                "players": [
                    {"hand": ["sniper_team", "saboteur"], "leader": "leader_organizer"},
                    {"leader": "leader_ranger", "buildings": [{"building": "bunker"}]},
                    {"leader": "leader_butcher"},
                ]
            },
        )
    )
    assert not any(a.verb in (sc.Verb.SNIPE, sc.Verb.DISABLE) for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction, match="no card of another player is face up to target"):
        game.apply(0, "snipe 1:leader_ranger")
