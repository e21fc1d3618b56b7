"""HQ module 3: the tribal leaders [000:647-674], [000:701-715]; RULINGS L-1..L-11, Part 3."""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import act, zone_counter, zone_kinds
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType

HQ3 = hq_modules(3)


QUIET = ["leader_organizer", "leader_butcher", "leader_cannibal", "leader_peacemaker"]
"""Leaders for the other seats: abilities they only use if they act, which they do not here."""


def led(leader: str, hand: list[str], **scenario: object) -> sc.Game:
    """Seat 0 leads with ``leader`` and holds ``hand`` (``player`` adds to seat 0's table);
    three players, round 1 unless given; every other seat gets a leader that stays quiet."""
    extra = scenario.pop("player", {})
    assert isinstance(extra, dict)
    players = scenario.pop("players", None) or [{"hand": hand, "leader": leader, **extra}]
    assert isinstance(players, list)
    players = players + [{} for _ in range(3 - len(players))]
    spare = [q for q in QUIET if q != leader and all(p.get("leader") != q for p in players)]
    for player in players:
        player.setdefault("leader", spare.pop())
    scenario.setdefault("round", 1)
    return sc.Game.new(
        sc.GameConfig(players=3, seed=0, modules=HQ3, scenario={"initiator": 0, "players": players, **scenario})
    )


def test_each_player_keeps_one_of_two_dealt_leaders_revealed_together() -> None:
    # [000:650]
    game = sc.Game.new(sc.GameConfig(players=3, seed=4, modules=HQ3))
    first = game.view(None).decision
    assert first is not None
    assert first.kind == "leader"
    dealt = {seat: game.view(seat).dealt for seat in range(3)}
    assert all(len(d) == 2 for d in dealt.values())
    assert len({k for d in dealt.values() for k in d}) == 6
    choices = {}
    while game.view(None).decision is not None and game.view(None).decision.kind == "leader":  # type: ignore[union-attr]
        seat = game.to_act[0]
        choices[seat] = dealt[seat][0]
        game.apply(seat, f"lead {dealt[seat][0]}")
        if len(choices) < 3:
            assert all(s.leader is None for s in game.view(None).seats)  # not yet revealed
            assert game.view(seat).dealt == (dealt[seat][0],)
    assert {s.seat: s.leader for s in game.view(None).seats} == choices
    assert (
        zone_counter(game, "box")["leader_butcher"]
        + sum(1 for s in range(3) for c in game.zones()[f"{s}:leader"] if c.kind == "leader_butcher")
        == 1
    )


def test_the_butcher_removes_a_tribe_member_for_a_food_and_a_med_ruling_l5() -> None:
    game = led("leader_butcher", ["scout", "refugee"])
    assert "lead scout" in [str(a) for a in game.legal_actions(0)]
    act(game, 0, "lead scout")
    assert zone_kinds(game, "0:removed") == ["scout"]
    assert game.view(0).seats[0].food == 1
    act(game, 0, "hire hunter")  # paid with the Butcher's med
    assert "hunter" in zone_kinds(game, "0:discard")
    assert not any(a.verb is sc.Verb.LEAD for a in game.legal_actions(0))  # once per round


def test_removed_cards_do_not_score() -> None:
    game = led("leader_butcher", ["thugs"], round=3, contested=["wolf_pack"])
    act(game, 0, "lead thugs")
    while not game.over:
        game.apply(game.to_act[0], "end")
    assert game.result is not None
    assert game.result.scores[0].people == 0


def test_cannibal_food_does_not_join_hunted_food_ruling_l6() -> None:
    game = led("leader_cannibal", ["scout", "scavenger", "scavenger"])
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "lead scout")
    legal = {str(a) for a in game.legal_actions(0)}
    assert "hire brawler" in legal  # 3 food from the Cannibal
    assert "hire group_leaders" not in legal
    assert not any(a.startswith("hire thugs") for a in legal)  # not 2 + 3


def test_the_excavators_refugees_dig_1_and_a_digging_tool_gives_them_1_ruling_l9() -> None:
    game = led("leader_excavator", ["refugee", "shovel"], junkyard=["junk"] * 6)
    assert "dig refugee" in [str(a) for a in game.legal_actions(0)]
    act(game, 0, "dig refugee+shovel")
    assert len(game.view(0).looking) == 2  # 1 + 1, not 0 + 2
    both = led("leader_excavator", ["refugee", "scavenger", "shovel"], junkyard=["junk"] * 6)
    act(both, 0, "dig refugee scavenger+shovel")
    assert len(both.view(0).looking) == 4  # the shovel goes where it digs best


def test_the_rangers_refugees_and_tribe_families_hunt_1_ruling_l10() -> None:
    game = led("leader_ranger", ["refugee", "tribe_family_4"])
    act(game, 0, "hunt refugee tribe_family_4")
    assert game.view(0).seats[0].food == 2


def test_the_gangsters_refugees_fight_0_and_count_twice_in_ties_ruling_l8() -> None:
    game = led(
        "leader_gangster",
        [],
        round=3,
        players=[
            {"hand": ["refugee", "refugee", "spear"], "leader": "leader_gangster"},
            {"hand": ["scout", "scavenger"]},
        ],
        contested=["grenade", "wolf_pack"],
    )
    for seat, commit in ((0, "commit refugee refugee spear"), (1, "commit scavenger scout")):
        act(game, seat, "end")
        game.apply(seat, commit)
    act(game, 2, "end")
    totals = {e.seat: e.values for e in game.log(None) if e.type is EventType.SKIRMISH_TOTALS}
    # Refugees fight 0 + spear 2 = 2 and 4 people; the scout and scavenger fight 3.
    assert totals[0] == (1, 2, 4)
    assert totals[1] == (1, 3, 2)


def test_the_sergeant_at_arms_tools_cannot_be_disarmed_ruling_l11() -> None:
    game = led(
        "leader_sergeant_at_arms",
        [],
        players=[
            {"hand": ["scavenger", "spear"], "leader": "leader_sergeant_at_arms"},
            {"hand": ["saboteur", "sniper_team"]},
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    assert [str(a) for a in game.legal_actions(1)] == ["pass", "snipe 0:scavenger"]


def test_the_sergeant_at_arms_hires_saboteurs_for_one_med_ruling_l11() -> None:
    game = led("leader_sergeant_at_arms", ["pills"])
    act(game, 0, "hire saboteur pay pills")
    assert "saboteur" in zone_kinds(game, "0:discard")


def test_the_mentor_gives_the_next_action_plus_1_ruling_l2() -> None:
    game = led("leader_mentor", ["refugee", "scout"], player={"deck": ["net", "pills", "junk", "spear"]})
    act(game, 0, "lead refugee")
    act(game, 0, "draw scout")
    assert len(game.view(0).hand) == 3  # scout's 2 + 1


def test_the_mentor_adds_1_fight_in_the_skirmish_ruling_l3() -> None:
    game = led(
        "leader_mentor",
        [],
        round=3,
        players=[{"hand": ["refugee", "brawler"], "leader": "leader_mentor"}, {"hand": ["scout", "refugee"]}],
        contested=["grenade", "wolf_pack"],
    )
    for seat, commit in ((0, "commit brawler refugee"), (1, "commit refugee scout")):
        act(game, seat, "end")
        game.apply(seat, commit)
    act(game, 2, "end")
    assert [str(a) for a in game.legal_actions(0)] == ["pass", "lead refugee"]
    game.apply(0, "lead refugee")
    totals = {e.seat: e.values for e in game.log(None) if e.type is EventType.SKIRMISH_TOTALS}
    assert totals[0] == (1, 3, 1)  # brawler 2 + 1; the refugee left the force
    assert [e.seat for e in game.log(None) if e.type is EventType.SKIRMISH_WON] == [0]


def test_the_peacemaker_adds_2_to_a_hunt_or_dig_but_not_a_draw_ruling_l2() -> None:
    game = led("leader_peacemaker", ["refugee", "scout", "scavenger"], player={"deck": ["net", "pills", "junk"]})
    act(game, 0, "lead refugee")
    act(game, 0, "draw scout")
    assert len(game.view(0).hand) == 3  # scavenger + 2 drawn: no bonus on a draw
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 3


def test_the_organizer_draws_2_keeps_1_and_it_is_the_rounds_draw_ruling_l4() -> None:
    game = led("leader_organizer", ["refugee", "scout"], player={"deck": ["grenade", "junk", "pills"]})
    act(game, 0, "lead refugee")
    assert game.view(0).looking == ("grenade", "junk")
    assert [str(a) for a in game.legal_actions(0)] == ["keep grenade", "keep junk"]
    game.apply(0, "keep grenade")
    assert sorted(game.view(0).hand) == ["grenade", "scout"]
    assert "junk" in game.view(1).seats[0].discard
    assert not any(a.verb is sc.Verb.DRAW for a in game.legal_actions(0))


def test_the_organizers_drawn_cards_stay_in_her_tribe_while_she_chooses_ruling_f1() -> None:
    # RULINGS F-1: every card she owns counts, in any zone. The two cards the Organizer draws
    # come from her own deck, so her score holds them while she looks at them; a dig's cards
    # are the junkyard's until kept (tests/test_rules_blind6_endgame.py).
    game = led("leader_organizer", ["refugee", "scout"], player={"deck": ["grenade", "junk", "pills"]})
    before = game.score(0)
    act(game, 0, "lead refugee")
    assert game.view(0).looking == ("grenade", "junk")
    assert game.score(0) == before
    game.apply(0, "keep grenade")
    assert game.score(0) == before


def test_the_fanatic_strikes_on_another_players_turn_ruling_l7() -> None:
    game = led(
        "leader_fanatic",
        [],
        players=[{"hand": ["scavenger", "spear"]}, {"hand": ["refugee"], "leader": "leader_fanatic"}],
    )
    game.apply(0, "hunt scavenger+spear")
    legal = [str(a) for a in game.legal_actions(1)]
    assert legal == ["pass", "lead refugee 0:scavenger", "lead refugee 0:spear"]
    game.apply(1, "lead refugee 0:spear")
    assert zone_kinds(game, "1:removed") == ["refugee"]  # the refugee is removed from play
    assert zone_counter(game, "0:discard") == {"spear": 1}


def test_the_fanatic_has_no_use_on_its_owners_own_turn_ruling_l7() -> None:
    game = led("leader_fanatic", ["refugee", "scavenger"])
    assert not any(a.verb is sc.Verb.LEAD for a in game.legal_actions(0))


def test_a_leader_ability_is_once_per_round() -> None:
    game = led("leader_peacemaker", ["refugee", "refugee", "scavenger"])
    act(game, 0, "lead refugee")
    assert not any(a.verb is sc.Verb.LEAD for a in game.legal_actions(0))
    with pytest.raises(sc.IllegalAction, match="already used this round"):
        game.apply(0, "lead refugee")


def test_leaders_play_whole_games() -> None:
    for seed in range(3):
        game = sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=HQ3))
        from scavengers.bots import make_agent, run_game

        run_game(game, [make_agent("random", seed * 4 + s) for s in range(4)])
        assert game.over
        leaders = Counter(s.leader for s in game.view(None).seats)
        assert sum(leaders.values()) == 4
        assert None not in leaders


def test_a_leaders_refugee_play_can_be_sniped_before_it_resolves_ruling_i3() -> None:
    game = led(
        "leader_peacemaker",
        [],
        players=[
            {"hand": ["refugee", "refugee", "scavenger"], "leader": "leader_peacemaker"},
            {"hand": ["sniper_team"]},
        ],
    )
    game.apply(0, "lead refugee")
    assert game.view(1).decision == sc.Decision("respond", 1, 0, "lead")
    game.apply(1, "snipe 0:refugee")
    while (decision := game.view(None).decision) is not None and decision.kind == "save":
        game.apply(decision.seat, "pass")
    assert zone_counter(game, "0:discard") == {"refugee": 1}
    assert not game.view(0).seats[0].leader_used  # struck before it resolved: not spent (I-2)
    act(game, 0, "lead refugee")
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 3


def test_the_fanatic_may_strike_a_hires_medicine_and_only_it_may_ruling_i3() -> None:
    game = led(
        "leader_fanatic",
        [],
        players=[{"hand": ["medkit"]}, {"hand": ["refugee", "sniper_team"], "leader": "leader_fanatic"}],
    )
    game.apply(0, "hire hunter pay medkit")
    assert game.view(1).decision == sc.Decision("respond", 1, 0, "hire")
    assert [str(a) for a in game.legal_actions(1)] == ["pass", "lead refugee 0:medkit"]  # no snipe in a hire
    game.apply(1, "lead refugee 0:medkit")
    # Nothing is left to pay with: the hire is aborted and not used up (RULINGS I-2).
    assert "hire" not in game.view(0).seats[0].used
    assert "hunter" not in zone_kinds(game, "0:discard")
    assert zone_counter(game, "0:discard") == {"medkit": 1}


def test_without_a_fanatic_ready_a_hire_opens_no_window() -> None:
    game = led("leader_mentor", ["medkit"], players=[{"hand": ["medkit"]}, {"hand": ["sniper_team"]}])
    game.apply(0, "hire hunter pay medkit")
    assert "hunter" in zone_kinds(game, "0:discard")
