"""A ninth blind audit: THE TRIBAL LEADERS, one by one.

Written only from the rulebooks (cited as [000:LINE] for the base + HQ rulebook, [003:LINE] for
Recon), `shared/RULINGS.md` (ruling IDs, L-1..L-17), the card data (`shared/cards.tsv`) and the
public API (README.md, docs/scenarios.md, docs/view.md), without reading the engine's source.

Card facts used (cards.tsv): refugee dig 0 / hunt 0, 1 person; scavenger dig/draw/hunt/fight 1,
cost 1 food; brawler dig 1 fight 2, cost 2 food; hunter hunt 2 fight 1, cost 1 med; saboteur
dig 1 fight 1, cost 1 food + 1 med; scout draw 2 fight 2, cost 2 food + 1 med; medic draw 1,
cost 3 food, 1 med; tribe_family_3 hunt 0 fight 0, 3 people; shovel +2 dig +1 fight; multitool
+1 dig/hunt/fight; net +2 hunt +1 fight; pills 1 med; medkit 2 meds.
"""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    action_totals,
    pass_windows,
    refused,
    skirmish_totals,
    skirmish_turns,
    skirmish_winner,
    texts,
    to_turn,
    zone_kinds,
)

HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
R5 = frozenset({"hq1", "hq2", "hq3", "recon5"})
R5W = frozenset({"hq1", "hq2", "hq3", "hq4", "recon5"})
JUNKYARD = ["junk"] * 4 + ["net"] * 4 + ["pickaxe"] * 4
SPARE = ["leader_butcher", "leader_cannibal", "leader_fanatic", "leader_gangster", "leader_ranger", "leader_mentor"]


# ---------------------------------------------------------------------------------------------
# helpers


def stacked(
    hand: list[str],
    leader: str | None,
    modules: frozenset[str] = HQ3,
    *,
    others: list[list[str]] | None = None,
    other_leaders: list[str] | None = None,
    players: int = 3,
    round: int = 3,
    initiator: int = 0,
    deck: list[str] | None = None,
    contested: list[str] | None = None,
    buildings: list[dict[str, Any]] | None = None,
    **extra: Any,
) -> sc.Game:
    """Seat 0 holds ``hand`` under ``leader``; the other seats hold ``others`` (default a scout)."""
    seats: list[dict[str, Any]] = [{"hand": hand, "deck": ["saboteur"] * 6 if deck is None else deck}]
    if leader is not None:
        seats[0]["leader"] = leader
    if buildings is not None:
        seats[0]["buildings"] = buildings
    spare = other_leaders or [name for name in SPARE if name != leader]
    for n in range(players - 1):
        seat: dict[str, Any] = {"hand": others[n] if others else ["scout"], "deck": ["scavenger"] * 4}
        if leader is not None:
            seat["leader"] = spare[n]
        seats.append(seat)
    scenario: dict[str, Any] = {"round": round, "initiator": initiator, "players": seats, "junkyard": JUNKYARD}
    if contested is not None:
        scenario["contested"] = contested
    scenario.update(extra)
    return sc.Game.new(sc.GameConfig(players=players, seed=0, modules=modules, scenario=scenario))


def wounded_table(hand: list[str], leader: str, modules: frozenset[str] = HQ4, **kw: Any) -> sc.Game:
    """Round 2, seat 1 the initiator: seat 1 snipes seat 0's leader with a sniper team on her own
    turn (L-13, I-8), seat 2 ends, and seat 0's gathering turn begins with her leader wounded."""
    others = kw.pop("others", [["sniper_team"], ["scout"]])
    game = stacked(hand, leader, modules, others=others, round=2, initiator=1, **kw)
    game.apply(1, f"snipe 0:{leader}")
    pass_windows(game)
    to_turn(game, 0)
    assert game.view(0).seats[0].wounded
    return game


def finish_round(game: sc.Game, commits: dict[int, str], moves: dict[int, list[str]] | None = None) -> None:
    """Every seat still to play ends its turn and commits as given; the skirmish is played with
    the given moves, then passes, until the round is over."""
    start = game.round
    while not game.over and game.round == start:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        elif d.kind in ("respond", "save"):
            game.apply(d.seat, "pass")
        elif d.kind == "skirmish":
            skirmish_turns(game, moves)
        else:
            raise AssertionError(d)


def to_skirmish_turn(game: sc.Game, seat: int, commits: dict[int, str]) -> None:
    """Every seat ends its turn and commits as given until ``seat``'s skirmish opportunity."""
    start = game.round
    while (d := game.view(None).decision) is not None and not (d.kind == "skirmish" and d.seat == seat):
        assert game.round == start, "the round ended before the seat's skirmish opportunity"
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, commits.get(d.seat, "commit none"))
        else:
            game.apply(d.seat, "pass")


def lead_actions(game: sc.Game, seat: int) -> list[str]:
    return [t for t in texts(game, seat) if t.startswith("lead")]


# ---------------------------------------------------------------------------------------------
# Which leaders need a refugee [000:660-666], L-1


@pytest.mark.parametrize("leader", ["leader_mentor", "leader_peacemaker", "leader_organizer"])
def test_refugee_leaders_offer_no_ability_without_a_refugee_in_hand_000_666(leader: str) -> None:
    game = stacked(["scavenger", "brawler", "spear"], leader)
    assert lead_actions(game, 0) == []
    assert refused(game, 0, "lead scavenger")


@pytest.mark.parametrize("leader", ["leader_butcher", "leader_cannibal"])
def test_butcher_and_cannibal_need_no_refugee_they_take_any_tribe_member_000_662(leader: str) -> None:
    game = stacked(["scavenger", "brawler", "spear"], leader)
    leads = lead_actions(game, 0)
    assert "lead scavenger" in leads
    assert "lead brawler" in leads
    assert "lead spear" not in leads  # a tool is no tribe member (L-5, L-6)


@pytest.mark.parametrize("leader", ["leader_mentor", "leader_peacemaker", "leader_organizer"])
def test_a_leaders_refugee_goes_to_the_discard_pile_face_up_000_703_ruling_l1(leader: str) -> None:
    game = stacked(["refugee", "scavenger", "brawler"], leader)
    act(game, 0, "lead refugee")
    assert "refugee" in zone_kinds(game, "0:discard")
    assert "refugee" in game.view(1).seats[0].discard
    assert game.view(None).seats[0].removed == 0


# ---------------------------------------------------------------------------------------------
# Once per round [000:668-670]: the Mentor, Peacemaker, Organizer


@pytest.mark.parametrize("leader", ["leader_mentor", "leader_peacemaker"])
def test_mentor_and_peacemaker_once_per_round_even_with_refugees_left_000_670(leader: str) -> None:
    game = stacked(["refugee", "refugee", "scavenger", "brawler"], leader)
    act(game, 0, "lead refugee")
    assert game.view(None).seats[0].leader_used
    assert lead_actions(game, 0) == []
    assert refused(game, 0, "lead refugee")


def test_the_organizer_once_per_round_even_with_refugees_left_000_670() -> None:
    game = stacked(["refugee", "refugee", "scavenger"], "leader_organizer")
    act(game, 0, "lead refugee")
    looking = game.view(0).looking
    assert len(looking) == 2
    game.apply(0, f"keep {looking[0]}")
    assert lead_actions(game, 0) == []
    assert "draw scavenger" not in texts(game, 0)  # and it was the round's draw [000:707]


def test_a_leaders_once_a_round_use_returns_in_the_next_round_000_670() -> None:
    game = stacked(["refugee", "scavenger"], "leader_mentor", round=2, deck=["refugee", "scavenger"] + ["junk"] * 3)
    act(game, 0, "lead refugee")
    to_turn(game, 1)
    game.apply(1, "end")
    pass_windows(game)
    to_turn(game, 2)
    game.apply(2, "end")
    pass_windows(game)
    # round 3: seat 0 (still the initiator) draws 5 fresh cards and may lead again
    assert game.round == 3
    assert not game.view(None).seats[0].leader_used
    assert "lead refugee" in lead_actions(game, 0)


# ---------------------------------------------------------------------------------------------
# The Mentor [000:664-670], L-2, L-3


def test_mentor_bonus_from_gathering_lapses_and_does_not_become_skirmish_fight_ruling_l3() -> None:
    # L-3: the skirmish use takes a refugee from the revealed force. A gathering bonus left
    # unused does not ride into the skirmish: the brawler fights 2, not 3.
    game = stacked(["refugee", "brawler", "scavenger"], "leader_mentor")
    act(game, 0, "lead refugee")
    game.apply(0, "end")
    game.apply(0, "commit brawler")
    finish_round(game, {})
    assert skirmish_totals(game)[0] == (1, 2, 1)


def test_mentor_in_the_skirmish_its_refugee_leaves_the_force_turning_a_loss_into_a_deadlock_ruling_l3() -> None:
    # me: brawler 2 + refugee + refugee = fight 2, 3 people. The Mentor's refugee leaves the force
    # (L-3): fight 3, 2 people. Seat 1: brawler 2 + scavenger 1 = fight 3, 2 people: a tie in fight
    # and people, a deadlock [000:422-424] (S-2).
    game = stacked(
        ["refugee", "refugee", "brawler"],
        "leader_mentor",
        others=[["brawler", "scavenger"], ["junk"]],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler refugee refugee")
    finish_round(game, {1: "commit brawler scavenger"}, {0: ["lead refugee"]})
    assert skirmish_totals(game)[0] == (1, 3, 2)
    assert skirmish_totals(game)[1] == (1, 3, 2)
    assert skirmish_winner(game) is None


def test_mentor_without_its_skirmish_use_loses_that_same_fight() -> None:
    # the control of the case above: no Mentor, fight 2 against 3, seat 1 wins
    game = stacked(
        ["refugee", "refugee", "brawler"],
        "leader_mentor",
        others=[["brawler", "scavenger"], ["junk"]],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler refugee refugee")
    finish_round(game, {1: "commit brawler scavenger"})
    assert skirmish_totals(game)[0] == (1, 2, 3)
    assert skirmish_winner(game) == 1


def test_the_mentors_bonus_goes_to_one_action_a_second_action_is_its_printed_total_ruling_l2() -> None:
    # brawler dig 1 + 1 = 2 on the first dig (2 cards turned up); the following hunt by the
    # scavenger is back to its printed 1
    game = stacked(["refugee", "scavenger", "brawler"], "leader_mentor")
    act(game, 0, "lead refugee")
    assert action_totals(game)["dig brawler"] == 2
    act(game, 0, "dig brawler")
    assert len(game.view(0).looking) == 2
    game.apply(0, "keep none")
    assert action_totals(game)["hunt scavenger"] == 1


def test_mentor_bonus_gives_a_remaining_refugees_dig_0_a_dig_of_1_ruling_l2() -> None:
    # a refugee has dig 0, a base ability a modifier may raise (cards.tsv: 0 = the action at
    # strength 0); the played refugee is gone, the other one is "another tribe member"
    game = stacked(["refugee", "refugee", "scout"], "leader_mentor")
    act(game, 0, "lead refugee")
    assert action_totals(game)["dig refugee"] == 1
    act(game, 0, "dig refugee")
    assert len(game.view(0).looking) == 1


def test_a_mentor_is_not_used_on_another_players_gathering_turn_ruling_l3() -> None:
    # the Mentor's refugee is played on its owner's turn (or her skirmish turn), never in
    # another player's window
    game = stacked(
        ["scout"],
        "leader_fanatic",
        others=[["refugee", "brawler", "refugee"], ["junk"]],
        other_leaders=["leader_mentor", "leader_butcher"],
    )
    game.apply(0, "draw scout")
    d = game.view(None).decision
    assert d is not None
    assert d.kind == "respond"
    assert d.seat == 1
    assert lead_actions(game, 1) == []
    assert refused(game, 1, "lead refugee")


# ---------------------------------------------------------------------------------------------
# The Peacemaker: +2 to hunt or dig, L-2, L-3


def test_the_peacemakers_plus_two_makes_a_hunt_of_3_pay_a_medic_ruling_l2() -> None:
    # scavenger hunt 1 + 2 = 3 food = a medic's 3 food
    game = stacked(["refugee", "scavenger"], "leader_peacemaker")
    act(game, 0, "lead refugee")
    assert action_totals(game)["hunt scavenger"] == 3
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 3
    assert "hire medic" in texts(game, 0)


def test_the_peacemakers_bonus_is_public_and_names_only_hunt_and_dig_ruling_l2() -> None:
    game = stacked(["refugee", "scavenger"], "leader_peacemaker")
    act(game, 0, "lead refugee")
    for viewer in (None, 1, 2):
        seat = game.view(viewer).seats[0]
        assert seat.boost == 2
        assert set(seat.boost_skills) == {"dig", "hunt"}


def test_the_peacemakers_bonus_lapses_at_the_end_of_the_turn_not_into_the_skirmish_ruling_l3() -> None:
    game = stacked(["refugee", "brawler"], "leader_peacemaker")
    act(game, 0, "lead refugee")
    game.apply(0, "end")
    game.apply(0, "commit brawler")
    finish_round(game, {})
    assert skirmish_totals(game)[0] == (1, 2, 1)


# ---------------------------------------------------------------------------------------------
# The Organizer [000:705-707], L-4


def test_the_organizer_is_refused_in_the_skirmish_000_707() -> None:
    # a sniper team in the force gives her a skirmish opportunity; the Organizer adds nothing to it
    game = stacked(["refugee", "brawler", "sniper_team"], "leader_organizer")
    game.apply(0, "end")
    game.apply(0, "commit brawler refugee sniper_team")
    to_skirmish_turn(game, 0, {1: "commit scout"})
    assert lead_actions(game, 0) == []


def test_the_organizer_is_still_open_after_a_dig_a_dig_is_no_draw_000_707() -> None:
    game = stacked(["refugee", "brawler", "scavenger"], "leader_organizer")
    act(game, 0, "dig brawler")
    game.apply(0, "keep none")
    assert "lead refugee" in lead_actions(game, 0)


# ---------------------------------------------------------------------------------------------
# The Butcher and the Cannibal: removed from play [000:656-658], L-5, L-6


def test_the_butchered_card_is_in_no_zone_and_the_tribe_shrinks_by_its_people_000_658() -> None:
    game = stacked(["tribe_family_3", "scavenger"], "leader_butcher")
    before = game.score(0).people
    act(game, 0, "lead tribe_family_3")
    zones = game.zones()
    assert all(
        c.kind != "tribe_family_3"
        for name, cards in zones.items()
        for c in cards
        if (name.startswith("0:") and name != "0:removed") or name == "junkyard"
    )
    assert zone_kinds(game, "0:removed") == ["tribe_family_3"]
    assert game.score(0).people == before - 3
    assert game.view(None).seats[0].removed == 1


def test_the_butchers_food_and_med_pay_a_saboteur_exactly_ruling_l5() -> None:
    # saboteur: 1 food + 1 med; the Butcher gives exactly that
    game = stacked(["scavenger", "brawler"], "leader_butcher")
    act(game, 0, "lead brawler")
    assert game.view(0).seats[0].food == 1
    assert "hire saboteur" in texts(game, 0)
    act(game, 0, "hire saboteur")
    assert "saboteur" in zone_kinds(game, "0:discard")


def test_the_butchers_med_does_not_pay_two_meds_ruling_l5() -> None:
    # group leaders cost 2 food + 2 meds: Butcher (1+1) plus a hunt of 1 is 2 food, 1 med: short
    game = stacked(["scavenger", "brawler"], "leader_butcher")
    act(game, 0, "lead brawler")
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 2
    assert "hire group_leaders" not in texts(game, 0)
    assert "hire brawler" in texts(game, 0)


def test_the_butcher_is_not_used_in_the_skirmish_ruling_l5() -> None:
    game = stacked(["sniper_team", "brawler", "refugee"], "leader_butcher")
    game.apply(0, "end")
    game.apply(0, "commit brawler sniper_team refugee")
    to_skirmish_turn(game, 0, {1: "commit scout"})
    assert lead_actions(game, 0) == []
    assert refused(game, 0, "lead refugee")


def test_the_cannibals_three_food_alone_hires_a_medic_ruling_l6() -> None:
    game = stacked(["scavenger", "refugee"], "leader_cannibal")
    act(game, 0, "lead refugee")
    assert "hire medic" in texts(game, 0)
    act(game, 0, "hire medic")
    assert "medic" in zone_kinds(game, "0:discard")


def test_the_cannibalised_card_leaves_the_tribe_for_good_000_658() -> None:
    game = stacked(["tribe_family_3", "scavenger"], "leader_cannibal")
    before = game.score(0)
    act(game, 0, "lead tribe_family_3")
    after = game.score(0)
    assert after.people == before.people - 3
    assert after.contested == before.contested - 1
    assert "tribe_family_3" not in zone_kinds(game, "junkyard")


def test_the_cannibals_food_lapses_at_the_end_of_the_turn() -> None:
    # food lasts until the end of the player's own turn (R ruling on food); next round none
    game = stacked(["refugee", "scavenger"], "leader_cannibal", round=2, deck=["scavenger"] * 5)
    act(game, 0, "lead refugee")
    to_turn(game, 1)
    game.apply(1, "end")
    pass_windows(game)
    to_turn(game, 2)
    game.apply(2, "end")
    pass_windows(game)
    assert game.round == 3
    d = game.view(None).decision
    assert d is not None
    assert d.kind == "turn"
    assert d.seat == 0
    assert game.view(None).seats[0].food == 0
    assert "hire medic" not in texts(game, 0)


# ---------------------------------------------------------------------------------------------
# The always-on leaders [000:672-674]: Excavator, Gangster, Ranger, Sergeant at Arms


def test_excavator_refugee_with_a_multitool_digs_2_the_multitools_plus_1_replaced_by_plus_1_ruling_l9() -> None:
    game = stacked(["refugee", "multitool"], "leader_excavator")
    assert action_totals(game)["dig refugee+multitool"] == 2


def test_excavator_refugee_with_a_multitool_still_hunts_with_its_full_plus_1_ruling_l9() -> None:
    # the Excavator changes digging only: refugee hunt 0 + multitool +1 = 1
    game = stacked(["refugee", "multitool"], "leader_excavator")
    assert action_totals(game)["hunt refugee+multitool"] == 1


def test_excavator_refugee_with_a_shovel_and_group_leaders_digs_4_ruling_l9_000_446() -> None:
    # dig 1 + shovel replaced by +1 + group leaders +2 (not a tool) = 4
    game = stacked(["refugee", "shovel", "group_leaders"], "leader_excavator")
    assert action_totals(game)["dig refugee+shovel+group_leaders"] == 4


def test_excavator_gives_refugees_no_hunt_000_664_ruling_l9() -> None:
    game = stacked(["refugee", "refugee"], "leader_excavator")
    assert not any(t.startswith("hunt") for t in texts(game, 0))


def test_ranger_gives_refugees_no_dig_ruling_l10() -> None:
    game = stacked(["refugee", "tribe_family_3"], "leader_ranger")
    assert not any(t.startswith("dig") for t in texts(game, 0))


def test_ranger_two_refugees_and_a_tribe_family_hunt_3_and_hire_a_medic_ruling_l10() -> None:
    game = stacked(["refugee", "refugee", "tribe_family_3"], "leader_ranger")
    assert action_totals(game)["hunt tribe_family_3 refugee refugee"] == 3
    act(game, 0, "hunt tribe_family_3 refugee refugee")
    assert game.view(0).seats[0].food == 3
    assert "hire medic" in texts(game, 0)


def test_ranger_tribe_family_fights_0_not_1_in_the_skirmish_ruling_l10() -> None:
    game = stacked(["tribe_family_3"], "leader_ranger")
    game.apply(0, "end")
    game.apply(0, "commit tribe_family_3")
    finish_round(game, {})
    assert skirmish_totals(game)[0] == (1, 0, 3)


def test_gangster_refugees_give_no_dig_or_hunt_ruling_l8() -> None:
    game = stacked(["refugee", "refugee"], "leader_gangster")
    assert not any(t.startswith(("dig", "hunt")) for t in texts(game, 0))


def test_gangster_two_refugees_4_people_beat_a_tribe_family_of_3_at_fight_0_ruling_l8_s5() -> None:
    game = stacked(["refugee", "refugee"], "leader_gangster", others=[["tribe_family_3"], ["junk"]])
    game.apply(0, "end")
    game.apply(0, "commit refugee refugee")
    finish_round(game, {1: "commit tribe_family_3"})
    assert skirmish_totals(game)[0] == (1, 0, 4)
    assert skirmish_totals(game)[1] == (1, 0, 3)
    assert skirmish_winner(game) == 0


def test_gangster_refugees_count_once_each_for_the_humanitarians_003_263_ruling_l8_f8() -> None:
    # seat 0: 2 refugees under the Gangster; seat 1: 3 refugees. Humanitarians count cards with
    # "refugee" in the title: 3 > 2, seat 1 wins the gang, the Gangster doubling nothing there.
    game = stacked(
        ["refugee", "refugee", "scavenger"],
        "leader_gangster",
        R5,
        others=[["refugee", "refugee", "refugee"], ["junk"]],
        contested=["junk"],
        deck=["scavenger"] * 5,
    )
    finish_round(game, {})
    assert game.over
    assert game.result is not None
    assert game.result.scores[1].gangs
    assert not game.result.scores[0].gangs


def test_sergeant_at_arms_hires_other_mercenaries_at_their_price_ruling_l11() -> None:
    # hunt 2 (hunter) = 2 food, no med: a brawler (2 food) yes, a scout (2 food + 1 med) no
    game = stacked(["hunter"], "leader_sergeant_at_arms")
    act(game, 0, "hunt hunter")
    legal = texts(game, 0)
    assert "hire brawler" in legal
    assert not any(t.split()[:2] == ["hire", "scout"] for t in legal)
    assert not any(t.startswith("hire saboteur") for t in legal)  # needs a med even so


def test_sergeant_at_arms_pays_a_saboteur_with_a_medkit_the_extra_med_lost_ruling_l11() -> None:
    game = stacked(["medkit", "scavenger"], "leader_sergeant_at_arms")
    act(game, 0, "hire saboteur pay medkit")
    assert "saboteur" in zone_kinds(game, "0:discard")
    assert "medkit" in zone_kinds(game, "0:discard")


def test_another_players_saboteur_still_costs_food_and_med_ruling_l11() -> None:
    # seat 0 has no Sergeant: 1 pills alone does not hire a saboteur
    game = stacked(
        ["pills", "scavenger"], "leader_butcher", other_leaders=["leader_sergeant_at_arms", "leader_gangster"]
    )
    assert not any(t.startswith("hire saboteur") for t in texts(game, 0))


# ---------------------------------------------------------------------------------------------
# The Fanatic [000:709-715], L-7


def test_the_fanatic_strikes_the_shovel_of_another_players_dig_which_then_turns_up_1_ruling_l7() -> None:
    # seat 1: brawler dig 1 + shovel 2 = 3; the Fanatic strikes the shovel; seat 1 goes on with 1
    game = stacked(
        ["refugee", "scout"], "leader_fanatic", others=[["brawler", "shovel"], ["junk"]], initiator=1, round=2
    )
    game.apply(1, "dig brawler+shovel")
    d = game.view(None).decision
    while d is not None and d.kind == "respond" and d.seat != 0:
        game.apply(d.seat, "pass")
        d = game.view(None).decision
    assert d is not None
    assert d.seat == 0
    game.apply(0, "lead refugee 1:shovel")
    pass_windows(game)
    d = game.view(None).decision
    assert d is not None
    if d.kind == "resume":
        game.apply(1, "continue")
        pass_windows(game)
    assert len(game.view(1).looking) == 1
    assert "shovel" in zone_kinds(game, "1:discard")
    assert game.view(None).seats[0].removed == 1


def test_the_fanatic_strikes_a_gangsters_refugee_in_the_skirmish_taking_its_two_people_ruling_l7_l8() -> None:
    # seat 0 (Fanatic): brawler + refugee + refugee; strikes with one refugee -> fight 2, 2 people.
    # seat 1 (Gangster): brawler + refugee = fight 2, 1 + 2 = 3 people; struck refugee -> 1 person.
    game = stacked(
        ["brawler", "refugee", "refugee"],
        "leader_fanatic",
        others=[["brawler", "refugee"], ["junk"]],
        other_leaders=["leader_gangster", "leader_butcher"],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler refugee refugee")
    finish_round(game, {1: "commit brawler refugee"}, {0: ["lead refugee 1:refugee"]})
    assert skirmish_totals(game)[0] == (1, 2, 2)
    assert skirmish_totals(game)[1] == (1, 2, 1)
    assert skirmish_winner(game) == 0


def test_the_fanatic_strikes_only_opponents_cards_in_the_skirmish_ruling_l7() -> None:
    game = stacked(["brawler", "refugee", "spear"], "leader_fanatic")
    game.apply(0, "end")
    game.apply(0, "commit brawler refugee spear")
    to_skirmish_turn(game, 0, {1: "commit scout"})
    leads = lead_actions(game, 0)
    assert "lead refugee 1:scout" in leads
    assert not any(" 0:" in t for t in leads)


def test_a_fanatic_with_no_refugee_is_offered_no_strike_in_another_players_window_000_666() -> None:
    game = stacked(["scout"], "leader_fanatic", others=[["brawler", "shovel"], ["junk"]], initiator=1, round=2)
    game.apply(1, "dig brawler+shovel")
    d = game.view(None).decision
    while d is not None and d.kind == "respond" and d.seat != 0:
        game.apply(d.seat, "pass")
        d = game.view(None).decision
    assert d is not None
    assert d.seat == 0
    assert lead_actions(game, 0) == []


def test_a_wounded_fanatic_is_offered_no_strike_in_another_players_window_ruling_l12() -> None:
    game = stacked(
        ["refugee", "scout"],
        "leader_fanatic",
        HQ4,
        others=[["sniper_team"], ["brawler", "shovel"]],
        round=2,
        initiator=1,
    )
    game.apply(1, "snipe 0:leader_fanatic")
    pass_windows(game)
    to_turn(game, 2)
    game.apply(2, "dig brawler+shovel")
    d = game.view(None).decision
    while d is not None and d.kind == "respond" and d.seat != 0:
        game.apply(d.seat, "pass")
        d = game.view(None).decision
    assert d is not None
    assert d.seat == 0
    assert d.kind == "respond"
    assert lead_actions(game, 0) == []


# ---------------------------------------------------------------------------------------------
# Wounded leaders: Module 4 [000:691], L-12, L-13, L-17


@pytest.mark.parametrize(
    ("leader", "hand"),
    [
        ("leader_butcher", ["scavenger", "brawler"]),
        ("leader_cannibal", ["scavenger", "brawler"]),
        ("leader_mentor", ["refugee", "scavenger"]),
        ("leader_peacemaker", ["refugee", "scavenger"]),
        ("leader_organizer", ["refugee", "scavenger"]),
    ],
)
def test_a_wounded_leader_offers_no_ability_000_691_ruling_l12(leader: str, hand: list[str]) -> None:
    game = wounded_table(hand, leader)
    assert lead_actions(game, 0) == []
    assert refused(game, 0, f"lead {hand[0]}")


def test_a_wounded_organizer_leaves_the_ordinary_draw_000_691() -> None:
    game = wounded_table(["refugee", "scavenger"], "leader_organizer")
    assert "draw scavenger" in texts(game, 0)


def test_a_wounded_ranger_refugee_cannot_hunt_ruling_l12_l10() -> None:
    game = wounded_table(["refugee", "tribe_family_3", "scavenger"], "leader_ranger")
    assert "hunt refugee" not in texts(game, 0)
    assert "hunt tribe_family_3" not in texts(game, 0)
    assert action_totals(game)["hunt scavenger tribe_family_3 refugee"] == 1


def test_a_ranger_healed_with_pills_hunts_with_its_refugee_the_same_turn_ruling_l12() -> None:
    game = wounded_table(["refugee", "tribe_family_3", "pills"], "leader_ranger")
    act(game, 0, "heal pills")
    assert not game.view(None).seats[0].wounded
    assert "pills" in zone_kinds(game, "0:discard")
    assert action_totals(game)["hunt tribe_family_3 refugee"] == 2


def test_a_butcher_healed_with_a_medic_may_butcher_the_same_turn_ruling_l12() -> None:
    game = wounded_table(["medic", "scavenger"], "leader_butcher")
    act(game, 0, "heal medic")
    assert "lead scavenger" in lead_actions(game, 0)


def test_a_wounded_excavator_refugee_with_a_shovel_digs_by_the_shovels_full_plus_2() -> None:
    # without the Excavator the refugee is an ordinary one: dig 0 + shovel 2 = 2
    game = wounded_table(["refugee", "shovel"], "leader_excavator")
    assert action_totals(game)["dig refugee+shovel"] == 2


def test_a_wounded_sergeant_at_arms_cannot_hire_a_saboteur_for_a_pill_ruling_l12() -> None:
    game = wounded_table(["pills", "scavenger"], "leader_sergeant_at_arms")
    assert not any(t.startswith("hire saboteur") for t in texts(game, 0))


def test_a_leader_may_not_be_healed_with_food_or_a_tool_ruling_l12() -> None:
    game = wounded_table(["scavenger", "shovel", "refugee"], "leader_mentor")
    assert not any(t.startswith("heal") for t in texts(game, 0))


def test_a_player_cannot_snipe_her_own_leader_ruling_s14() -> None:
    game = stacked(["sniper_team", "scout"], "leader_mentor", HQ4, round=2)
    assert "snipe 0:leader_mentor" not in texts(game, 0)
    assert "snipe 1:leader_butcher" in texts(game, 0)


def test_a_sniper_team_cannot_wound_a_leader_on_another_players_turn_ruling_l13() -> None:
    game = stacked(["scavenger"], "leader_mentor", HQ4, others=[["sniper_team"], ["junk"]], round=2)
    game.apply(0, "draw scavenger")
    d = game.view(None).decision
    assert d is not None
    assert d.kind == "respond"
    assert d.seat == 1
    assert not any("leader" in t for t in texts(game, 1))
    assert refused(game, 1, "snipe 0:leader_mentor")


# ---------------------------------------------------------------------------------------------
# Recon 5: the Swindler [003:276-279] and the Yardmaster [003:281-286], L-14, L-15


def test_a_wounded_swindler_gives_no_discount_ruling_l12_l14() -> None:
    # hunt 1: with a Swindler refugee a brawler (2 food) would be hired; wounded, not
    game = wounded_table(["refugee", "scavenger"], "leader_swindler", R5W)
    act(game, 0, "hunt scavenger")
    assert lead_actions(game, 0) == []
    assert "hire brawler" not in texts(game, 0)


def test_a_wounded_yardmaster_cannot_peek_ruling_l15() -> None:
    game = wounded_table(["scavenger"], "leader_yardmaster", R5W)
    assert "yard" not in texts(game, 0)


def test_the_swindler_needs_refugees_not_other_tribe_members_003_278() -> None:
    game = stacked(["scavenger", "brawler"], "leader_swindler", R5)
    act(game, 0, "hunt scavenger")
    assert lead_actions(game, 0) == []


def test_the_swindlers_discount_and_a_hunt_of_1_hire_a_brawler_003_278() -> None:
    game = stacked(["refugee", "scavenger"], "leader_swindler", R5)
    act(game, 0, "hunt scavenger")
    assert "hire brawler" not in texts(game, 0)
    act(game, 0, "lead refugee")
    assert "hire brawler" in texts(game, 0)
    act(game, 0, "hire brawler")
    assert zone_kinds(game, "0:discard").count("brawler") == 1
    assert "refugee" in zone_kinds(game, "0:discard")


def test_the_yardmaster_needs_no_refugee_and_is_listed_with_an_empty_hand_but_a_card_003_283() -> None:
    game = stacked(["scavenger"], "leader_yardmaster", R5)
    assert "yard" in texts(game, 0)
    game.apply(0, "yard")
    decision = game.view(0).decision
    assert decision is not None
    assert decision.kind == "place"
    game.apply(0, "yard bottom")
    assert zone_kinds(game, "junkyard")[-2:] == ["junk", "junk"]
    assert "yard" not in texts(game, 0)


# ---------------------------------------------------------------------------------------------
# More: wounds before the skirmish, leader drafting [003:298-312], L-16, the Fanatic spent


def test_a_gangster_wounded_on_the_attackers_turn_gives_his_refugees_no_fight_that_skirmish_ruling_l17() -> None:
    # round 3, seat 1 the initiator snipes the Gangster first; seat 0 then commits 2 refugees:
    # no fight, 1 person each = 2, against seat 2's tribe family (fight 0, 3 people): seat 2 wins
    game = stacked(
        ["refugee", "refugee"], "leader_gangster", HQ4, others=[["sniper_team"], ["tribe_family_3"]], initiator=1
    )
    game.apply(1, "snipe 0:leader_gangster")
    pass_windows(game)
    finish_round(game, {0: "commit refugee refugee", 2: "commit tribe_family_3"})
    assert skirmish_totals(game)[0] == (0, 0, 2)
    assert skirmish_winner(game) == 2


def test_the_fanatic_is_spent_even_when_the_struck_player_aborts_her_action_ruling_l7() -> None:
    game = stacked(
        ["refugee", "refugee", "scout"],
        "leader_fanatic",
        others=[["brawler", "shovel"], ["scavenger"]],
        initiator=1,
        round=2,
    )
    game.apply(1, "dig brawler+shovel")
    d = game.view(None).decision
    while d is not None and d.kind == "respond" and d.seat != 0:
        game.apply(d.seat, "pass")
        d = game.view(None).decision
    game.apply(0, "lead refugee 1:shovel")
    pass_windows(game)
    d = game.view(None).decision
    assert d is not None
    assert d.kind == "resume"
    assert d.seat == 1
    game.apply(1, "abort")
    pass_windows(game)
    assert game.view(None).seats[0].leader_used
    to_turn(game, 2)
    game.apply(2, "draw scavenger")
    d = game.view(None).decision
    while d is not None and d.kind == "respond" and d.seat != 0:
        game.apply(d.seat, "pass")
        d = game.view(None).decision
    assert d is not None
    assert d.seat == 0
    assert lead_actions(game, 0) == []


def test_ranger_a_lone_tribe_family_hunts_1_and_hires_a_scavenger_ruling_l10() -> None:
    game = stacked(["tribe_family_3"], "leader_ranger")
    act(game, 0, "hunt tribe_family_3")
    assert game.view(0).seats[0].food == 1
    assert "hire scavenger" in texts(game, 0)


def _draft_game(hand: list[str], want: str, others: list[list[str]]) -> sc.Game:
    """Leader drafting: the first seed whose leader pile has ``want`` in its top two."""
    for seed in range(200):
        seats = [{"hand": hand, "deck": ["scavenger"] * 5}] + [{"hand": h} for h in others]
        game = sc.Game.new(
            sc.GameConfig(
                players=3,
                seed=seed,
                modules=HQ3,
                variants=frozenset({"leader_draft"}),
                scenario={"round": 3, "initiator": 0, "players": seats, "junkyard": JUNKYARD},
            )
        )
        if want in [c.kind for c in game.zones()["leaders"]][:2]:
            return game
    raise AssertionError("no seed puts the leader on top")


def test_a_gangster_bribed_in_gathering_doubles_that_rounds_refugees_in_the_skirmish_003_310() -> None:
    # hunter hunt 2 = 2 food = 2 leaders drawn; keep the Gangster: "immediately in effect"
    game = _draft_game(["hunter", "refugee", "refugee"], "leader_gangster", [["tribe_family_3"], ["scout"]])
    act(game, 0, "hunt hunter")
    act(game, 0, "bribe")
    decision = game.view(0).decision
    assert decision is not None
    assert decision.kind == "bribe"
    game.apply(0, "keep leader_gangster")
    pass_windows(game)
    assert game.view(None).seats[0].leader == "leader_gangster"
    game.apply(0, "end")
    game.apply(0, "commit refugee refugee")
    finish_round(game, {1: "commit tribe_family_3"})
    assert skirmish_totals(game)[0] == (1, 0, 4)
    assert skirmish_winner(game) == 0


def test_a_bribed_mentor_is_usable_the_same_turn_when_no_leader_was_used_ruling_l16() -> None:
    game = _draft_game(["hunter", "refugee", "scavenger"], "leader_mentor", [["tribe_family_3"], ["scout"]])
    act(game, 0, "hunt hunter")
    act(game, 0, "bribe")
    game.apply(0, "keep leader_mentor")
    pass_windows(game)
    assert "lead refugee" in lead_actions(game, 0)
    act(game, 0, "lead refugee")
    assert action_totals(game)["dig scavenger"] == 2


def test_the_peacemakers_bonus_raises_a_tribe_familys_hunt_0_to_2_ruling_l2() -> None:
    # tribe family hunt 0 is a base ability at strength 0 (cards.tsv), so +2 gives 2
    game = stacked(["refugee", "tribe_family_3"], "leader_peacemaker")
    act(game, 0, "lead refugee")
    assert action_totals(game)["hunt tribe_family_3"] == 2


def test_the_peacemakers_bonus_is_not_spent_on_building_work_which_is_no_dig_ruling_l2() -> None:
    # working on a building removes timer cards; it is neither hunt nor dig, so the bonus
    # still waits and then raises the dig: scavenger 1 + 2 = 3
    game = stacked(
        ["refugee", "scavenger", "brawler"],
        "leader_peacemaker",
        HQ3,
        buildings=[{"building": "bunker", "timer": ["junk", "junk", "junk"]}],
        schematics=["armory"],
    )
    act(game, 0, "lead refugee")
    act(game, 0, "work bunker scavenger")
    assert game.view(0).seats[0].buildings[0].timer == 2
    assert game.view(None).seats[0].boost == 2
    assert action_totals(game)["dig brawler"] == 3


def test_a_fanatic_striking_the_mentors_refugee_stops_the_bonus_ruling_i1_i3_l7() -> None:
    # the Mentor's refugee play opens a window before it resolves (I-1, I-3); the Fanatic
    # discards it there, so no bonus waits
    game = stacked(
        ["refugee", "scout"],
        "leader_fanatic",
        others=[["refugee", "brawler", "scavenger"], ["junk"]],
        other_leaders=["leader_mentor", "leader_butcher"],
        initiator=1,
        round=2,
    )
    game.apply(1, "lead refugee")
    d = game.view(None).decision
    while d is not None and d.kind == "respond" and d.seat != 0:
        game.apply(d.seat, "pass")
        d = game.view(None).decision
    assert d is not None
    assert d.seat == 0
    game.apply(0, "lead refugee 1:refugee")
    pass_windows(game)
    d = game.view(None).decision
    if d is not None and d.kind == "resume":
        game.apply(1, "continue" if "continue" in texts(game, 1) else "abort")
        pass_windows(game)
    assert game.view(None).seats[1].boost == 0
    assert action_totals(game, 1)["dig brawler"] == 1


def test_a_gangster_healed_on_his_owners_next_turn_doubles_her_refugees_again_ruling_l12_l8() -> None:
    game = wounded_table(["scout"], "leader_gangster", deck=["refugee", "refugee", "pills", "spear", "spear"])
    game.apply(0, "end")
    pass_windows(game)
    to_turn(game, 0)
    assert game.round == 3
    assert game.view(0).seats[0].wounded
    act(game, 0, "heal pills")
    assert not game.view(None).seats[0].wounded
    game.apply(0, "end")
    game.apply(0, "commit refugee refugee")
    finish_round(game, {})
    assert skirmish_totals(game)[0] == (1, 0, 4)


def test_the_mentor_cannot_give_its_skirmish_plus_one_to_group_leaders_which_have_no_base_fight_ruling_l2_l3() -> None:
    # L-3: the target is another member of her force that has base fight; group leaders are a
    # modifier only (cards.tsv: fight -), so with them the only other member there is no target
    game = stacked(["group_leaders", "refugee", "sniper_team"], "leader_mentor")
    game.apply(0, "end")
    game.apply(0, "commit group_leaders refugee sniper_team")
    to_skirmish_turn(game, 0, {1: "commit scout"})
    assert lead_actions(game, 0) == []


def test_the_swindlers_two_refugee_med_cut_lets_two_food_hire_a_scout_003_278() -> None:
    # hunter hunt 2 = 2 food; a scout costs 2 food + 1 med; 2 refugees take the med off
    game = stacked(["refugee", "refugee", "hunter"], "leader_swindler", R5)
    act(game, 0, "hunt hunter")
    assert not any(t.split()[:2] == ["hire", "scout"] for t in texts(game, 0))
    act(game, 0, "lead refugee refugee")
    assert "hire scout" in texts(game, 0)
    act(game, 0, "hire scout")
    assert zone_kinds(game, "0:discard").count("refugee") == 2
