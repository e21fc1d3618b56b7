"""Rule cases that an earlier engine got wrong when the game was tried against the rulebooks:
each test is named after the rule it checks and quotes the rulebook line it rests on."""

from __future__ import annotations

import scavengers as sc
from helpers import act, pass_responses, table, zone_counter, zone_kinds
from scavengers.engine.core.config import hq_modules
from scavengers.engine.core.events import EventType
from test_rules_hq3 import led
from test_rules_skirmish import skirmish, totals, winner_of_last_skirmish


def hq_table(level: int, seats: int = 3, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=hq_modules(level), scenario=scenario))


def legal_texts(game: sc.Game, seat: int) -> list[str]:
    return [str(a) for a in game.legal_actions(seat)]


# 1. RULINGS S-1 [000:422-424] -------------------------------------------------------------


def test_a_force_of_only_a_tool_does_not_win_against_empty_forces_ruling_s1() -> None:
    # "no one brings any fight value and everyone ties for the number of people ... It is a tie"
    game = skirmish([["spear"], [], []], contested=["grenade", "wolf_pack"])
    assert winner_of_last_skirmish(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1
    assert zone_counter(game, "0:discard")["grenade"] == 0


def test_a_force_of_only_medicine_or_junk_does_not_win_either_ruling_s1() -> None:
    for force in (["pills"], ["junk", "junk"]):
        game = skirmish([[], force, []], contested=["grenade", "wolf_pack"])
        assert winner_of_last_skirmish(game) is None, force


def test_a_force_with_no_fight_but_a_person_wins_against_empty_forces_on_people_ruling_s1() -> None:
    game = skirmish([["refugee"], [], []], contested=["grenade", "wolf_pack"])
    assert winner_of_last_skirmish(game) == 0


# 2. One card, one action [000:187]; discarded after use [000:256] ---------------------------


def test_a_drawing_card_is_discarded_after_its_draw_so_it_cannot_draw_itself() -> None:
    for drawer in ("scout", "scavenger"):
        game = table(players=[{"hand": [drawer], "deck": [], "discard": []}])
        act(game, 0, f"draw {drawer}")
        assert game.view(0).hand == (), drawer
        assert zone_kinds(game, "0:discard") == [drawer]


def test_a_medic_cannot_draw_itself_back() -> None:
    game = hq_table(1, players=[{"hand": ["medic"], "deck": [], "discard": ["pills"]}])
    act(game, 0, "draw medic")
    assert game.view(0).hand == ("pills",)
    assert zone_kinds(game, "0:discard") == ["medic"]


# 3. Snipers act during a hire on a person card [000:476]; RULINGS I-3 ------------------------


def test_a_hire_paid_with_a_medic_opens_a_window_where_the_medic_can_be_sniped_ruling_i3() -> None:
    game = hq_table(1, players=[{"hand": ["medic"]}, {"hand": ["sniper_team", "refugee"]}])
    game.apply(0, "hire hunter pay medic")
    decision = game.view(None).decision
    assert decision is not None
    assert (decision.kind, decision.seat) == ("respond", 1)
    assert "snipe 0:medic" in legal_texts(game, 1)
    game.apply(1, "snipe 0:medic")
    pass_responses_and_saves(game)
    # The only payment was sniped: nothing is left to pay with, the hire does not happen.
    assert zone_counter(game, "0:discard") == {"medic": 1}
    assert dict(game.view(0).market)["hunter"] == 8
    assert "hire" not in game.view(0).seats[0].used


def test_a_hire_paid_with_medicine_alone_opens_no_window_ruling_i3() -> None:
    game = hq_table(1, players=[{"hand": ["pills"]}, {"hand": ["sniper_team"]}])
    game.apply(0, "hire hunter pay pills")
    assert zone_counter(game, "0:discard") == {"hunter": 1, "pills": 1}
    assert game.to_act == (0,)


def pass_responses_and_saves(game: sc.Game) -> None:
    while not game.over and (decision := game.view(None).decision) is not None:
        if decision.kind not in ("respond", "save"):
            return
        game.apply(decision.seat, "pass")


def end_and_commit(game: sc.Game, commits: dict[int, str]) -> None:
    """Each seat in turn ends its gathering turn and commits as given."""
    while (decision := game.view(None).decision) is not None and decision.kind in ("turn", "commit"):
        seat = decision.seat
        game.apply(seat, "end" if decision.kind == "turn" else commits.get(seat, "commit none"))


# 4. A medic saves *another* tribe member [000:543] [001:502] ---------------------------------


def test_a_sniped_medic_cannot_save_itself() -> None:
    game = hq_table(
        1,
        round=3,
        players=[{"hand": ["medic", "brawler"]}, {"hand": ["sniper_team"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    end_and_commit(game, {0: "commit brawler medic", 1: "commit sniper_team"})
    assert game.to_act == (1,)  # seat 0 has nothing to do on its skirmish turn
    game.apply(1, "snipe 0:medic")
    # Seat 0's only medic is the one under fire: it has nothing to save with.
    while (decision := game.view(None).decision) is not None and decision.kind == "save":
        assert "save medic" not in legal_texts(game, decision.seat)
        game.apply(decision.seat, "pass")
    assert not any(e.type is EventType.SAVED for e in game.log(None))
    assert totals(game)[0] == (1, 2, 1)  # the brawler alone: the medic left the force


def test_a_second_medic_may_save_the_first() -> None:
    game = hq_table(
        1,
        round=3,
        players=[{"hand": ["medic", "medic", "brawler"]}, {"hand": ["sniper_team"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    end_and_commit(game, {0: "commit brawler medic medic", 1: "commit sniper_team"})
    assert game.to_act == (1,)  # seat 0 has nothing to do on its skirmish turn
    game.apply(1, "snipe 0:medic")
    assert game.view(None).decision == sc.Decision("save", 0, 0, "medic")
    assert "save medic" in legal_texts(game, 0)
    game.apply(0, "save medic")
    assert any(e.type is EventType.SAVED for e in game.log(None))


# 5. The timer is drawn before the engineer is discarded [000:579] [000:593-594] ---------------


def test_the_engineer_is_discarded_after_its_building_timer_is_drawn() -> None:
    game = hq_table(
        2,
        players=[{"hand": ["engineer", "scavenger"], "deck": ["junk"], "discard": ["net", "pills"]}],
        schematics=["bunker"],
    )
    act(game, 0, "build engineer scavenger")
    game.apply(0, "keep bunker")
    timer = [zone for zone in game.zones() if zone.startswith("0:timer:")]
    timer_kinds = sorted(c.kind for c in game.zones()[timer[0]])
    # The bunker's build time is 3: the deck's junk, then the reshuffled net and pills.
    assert timer_kinds == ["junk", "net", "pills"]
    assert sorted(zone_kinds(game, "0:discard")) == ["engineer", "scavenger"]


# 6. A completed building "immediately goes into effect" [000:597]; RULINGS H-8 --------------


def test_a_garden_completed_in_its_owners_turn_gives_food_that_round_ruling_h8() -> None:
    game = hq_table(
        2,
        players=[{"hand": ["refugee"], "buildings": [{"building": "hydroponic_gardens", "timer": ["junk"]}]}],
    )
    assert game.view(0).seats[0].food == 0
    act(game, 0, "work hydroponic_gardens refugee")
    assert game.view(0).seats[0].buildings[0].timer == 0
    assert game.view(0).seats[0].food == 1
    assert "hire scavenger" in legal_texts(game, 0)


def test_a_garden_repaired_in_its_owners_turn_gives_food_that_round_ruling_h8() -> None:
    leaders = ["leader_butcher", "leader_cannibal", "leader_organizer"]
    garden = {"building": "hydroponic_gardens", "disabled": True}
    game = hq_table(
        4,
        players=[
            {"hand": ["refugee"], "buildings": [garden], "leader": leaders[0]},
            {"leader": leaders[1]},
            {"leader": leaders[2]},
        ],
    )
    assert game.view(0).seats[0].food == 0
    act(game, 0, "repair hydroponic_gardens refugee")
    assert game.view(0).seats[0].food == 1
    act(game, 0, "hire scavenger")
    assert zone_counter(game, "0:discard")["scavenger"] == 1


# 7. Leaders are chosen during setup [000:649-650], before round 1's drawing -----------------


def test_leaders_are_chosen_before_the_first_hand_is_drawn() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=5, modules=hq_modules(3)))
    assert not any(e.type is EventType.DREW for e in game.log(None))
    for seat in range(3):
        assert game.view(seat).hand == ()
    while (decision := game.view(None).decision) is not None and decision.kind == "leader":
        game.apply(decision.seat, str(game.legal_actions(decision.seat)[0]))
    assert all(len(game.view(seat).hand) == 5 for seat in range(3))
    types = [e.type for e in game.log(None)]
    assert types.index(EventType.LEADER_REVEALED) < types.index(EventType.DREW)


# 8. A refugee takes modifiers [000:448-450]; RULINGS L-2 ------------------------------------


def test_a_peacemakers_bonus_lets_a_refugee_hunt_ruling_l2() -> None:
    game = led("leader_peacemaker", ["refugee", "refugee"])
    act(game, 0, "lead refugee")
    assert "hunt refugee" in legal_texts(game, 0)
    act(game, 0, "hunt refugee")
    assert game.view(0).seats[0].food == 2


def test_a_mentors_bonus_lets_a_refugee_dig_ruling_l2() -> None:
    game = led("leader_mentor", ["refugee", "refugee"], junkyard=["net", "junk"])
    act(game, 0, "lead refugee")
    assert "dig refugee" in legal_texts(game, 0)
    act(game, 0, "dig refugee")
    assert game.view(0).looking == ("net",)


def test_without_a_bonus_a_lone_refugee_still_cannot_act_ruling_ed12() -> None:
    game = table(players=[{"hand": ["refugee"]}])
    assert "hunt refugee" not in legal_texts(game, 0)
    assert "dig refugee" not in legal_texts(game, 0)
    pass_responses(game)
