"""Blind audit, round 5, of the HQ expansion (modules 1-4) and of the 2012 rules option, written from
the rulebooks alone: [000] = shared/rules/000_134dab7f07e64c65.txt (2015, base + HQ + HQ FAQ),
[001] = shared/rules/001_603a4ed3f7eae162.txt (older edition), RULINGS.md for the open points and
shared/cards.tsv for card numbers. This round: one test per HQ FAQ answer and card ability in a
stacked scenario, the HQ section's numbers, and interactions of HQ cards with the base game, other
modules and the 2012 option. Only the public API is used (zones() only for a hidden pile)."""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    action_totals,
    building,
    decider,
    hq_game,
    pass_windows,
    play_out,
    skirmish_events,
    skirmish_winner,
    stacked_seat,
    texts,
    zone_kinds,
)

QUIET = ("leader_mentor", "leader_peacemaker", "leader_organizer")


def hires(game: sc.Game, s: int) -> list[str]:
    return [t for t in texts(game, s) if t.startswith("hire")]


def resume(game: sc.Game) -> None:
    pass_windows(game)
    while (d := game.view(None).decision) is not None and d.kind == "resume":
        game.apply(d.seat, "continue")
        pass_windows(game)


def force_totals(game: sc.Game) -> dict[int, tuple[Any, ...]]:
    return {
        e.seat: tuple(e.values)
        for e in skirmish_events(game)
        if e.type.value == "skirmish_totals" and e.seat is not None
    }


def run_round(
    game: sc.Game,
    commits: dict[int, str] | None = None,
    skirmish: dict[int, str] | None = None,
) -> None:
    """Everyone ends her turn, commits as given, makes the given skirmish move once (else passes),
    until the round is over."""
    commits = commits or {}
    skirmish = dict(skirmish or {})
    start = game.view(None).round
    while not game.over and game.view(None).round == start:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "skirmish" and d.seat in skirmish:
            game.apply(d.seat, skirmish.pop(d.seat))
            continue
        game.apply(
            d.seat,
            {"turn": "end", "commit": commits.get(d.seat, "commit none"), "keep": "keep none"}.get(d.kind, "pass"),
        )
    assert not skirmish, f"skirmish moves not made: {skirmish}"


# ---------------------------------------------------------------------------------------------
# HQ FAQ [000:699-737], one test per answer
# ---------------------------------------------------------------------------------------------


def test_faq_play_a_refugee_places_it_and_discards_it_at_once() -> None:
    """[000:703] "Place a Refugee from your hand, on the table, and discard it immediately for the
    benefit granted by your leader (i.e. Peacemaker, Mentor ...)"; RULINGS L-1 (discarded, not
    removed: only the Fanatic's refugee leaves the game, [000:658])."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_mentor", ["refugee", "scavenger"]),
            stacked_seat(QUIET[1]),
            stacked_seat(QUIET[2]),
        ],
    )
    before = game.score(0).people
    act(game, 0, "lead refugee")
    assert zone_kinds(game, "0:discard") == ["refugee"]
    assert game.view(0).seats[0].removed == 0
    assert game.score(0).people == before


def test_faq_the_organizer_is_refused_after_a_draw_action() -> None:
    """[000:705-707] "Does the Organizer allow you an additional draw action? No. If you use the
    Organizer's ability, that will be your only draw action for this round"; RULINGS L-4 ("no other
    draw action is allowed, before or after")."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_organizer", ["scout", "refugee"], deck=["junk", "pills", "net", "spear"]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[1]),
        ],
    )
    act(game, 0, "draw scout")
    assert not any(t.startswith("lead") for t in texts(game, 0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "lead refugee")


def test_faq_the_organizers_other_card_goes_to_the_discard_pile() -> None:
    """Organizer card (RULINGS Part 3): "draw of 2, keeping only 1"; RULINGS L-4 ("keep 1 in hand
    and put the other in the discard pile")."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_organizer", ["refugee"], deck=["medkit", "net", "spear"]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[1]),
        ],
    )
    act(game, 0, "lead refugee")
    assert sorted(game.view(0).looking) == ["medkit", "net"]
    game.apply(0, "keep net")
    assert list(game.view(0).hand) == ["net"]
    assert sorted(zone_kinds(game, "0:discard")) == ["medkit", "refugee"]
    assert zone_kinds(game, "0:deck") == ["spear"]


def test_faq_the_fanatic_strikes_a_tool_in_a_revealed_skirmish_force() -> None:
    """[000:709-711] the Fanatic is used "During another player's resource gathering OR during the
    skirmish (same as a saboteur or sniper team)"; [000:713-715] "Any card played from a player's
    hand (person, tool, medicine)"; RULINGS L-7. Seat 1's brawler + grenade (5) would beat seat 0's
    thugs (3); the grenade struck, seat 1 fights 2 and loses."""
    game = hq_game(
        3,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat("leader_fanatic", ["thugs", "refugee"]),
            stacked_seat(QUIET[0], ["brawler", "grenade"]),
            stacked_seat(QUIET[1]),
        ],
    )
    run_round(game, {0: "commit thugs refugee", 1: "commit brawler grenade"}, {0: "lead refugee 1:grenade"})
    assert force_totals(game)[1][1] == 2
    assert skirmish_winner(game) == 0
    assert game.view(None).seats[0].removed == 1


def test_faq_the_fanatic_cannot_target_a_building() -> None:
    """[000:713-715] the Fanatic targets "Any card played from a player's hand (person, tool,
    medicine), but not a building"; RULINGS L-7 ("Never a building or leader")."""
    game = hq_game(
        3,
        players=[
            stacked_seat(
                QUIET[0], ["scavenger"], buildings=[{"building": "bunker"}, {"building": "armory", "timer": ["junk"]}]
            ),
            stacked_seat(QUIET[1]),
            stacked_seat("leader_fanatic", ["refugee"]),
        ],
    )
    game.apply(0, "hunt scavenger")
    while (d := game.view(None).decision) is not None and d.seat != 2:
        game.apply(d.seat, "pass")
    leads = [t for t in texts(game, 2) if t.startswith("lead")]
    assert "lead refugee 0:scavenger" in leads
    assert not any(("bunker" in t or "armory" in t or "leader_" in t) for t in leads)


def test_faq_one_new_building_a_round_but_work_on_the_others_too() -> None:
    """[000:719-721] "You may start one new building each round and you also are allowed to continue
    building on any / all buildings in your base that are in-progress"; RULINGS H-5: after a build,
    a second engineer may not start another, but a tribe member may still work on a building
    started in an earlier round."""
    game = hq_game(
        2,
        players=[
            stacked_seat(
                hand=["engineer", "engineer", "refugee"],
                deck=["pills", "net", "spear", "rifle"],
                buildings=[{"building": "armory", "timer": ["junk", "junk"]}],
            )
        ],
        schematics=["pharmacy", "bunker"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert not any(t.startswith("build") for t in texts(game, 0))
    act(game, 0, "work armory refugee")
    assert building(game, 0, "armory").timer == 1
    assert building(game, 0, "pharmacy").timer == 2


def test_faq_a_hired_engineer_cannot_build_the_same_round() -> None:
    """[000:723-725] "When you hire an engineer, do you get to start a building immediately? No, the
    engineer goes into your discard pile"; engineer cost 2 food + 1 med (cards.tsv): a hunt of 2 and
    pills pay exactly."""
    game = hq_game(
        2, players=[stacked_seat(hand=["scavenger", "spear", "pills"], deck=["junk"] * 6)], schematics=["pharmacy"]
    )
    act(game, 0, "hunt scavenger+spear")
    assert "hire engineer pay pills" in hires(game, 0)
    act(game, 0, "hire engineer pay pills")
    assert "engineer" in zone_kinds(game, "0:discard")
    assert not any(t.startswith("build") for t in texts(game, 0))


def test_faq_garden_food_and_medicine_hire_without_any_tribe_member() -> None:
    """[000:727-729] "As with medicine, food that is auto-generated can be used independently to
    satisfy the resource requirements of your hire action": garden food (1) + pills (1 med) hire a
    saboteur (1 food + 1 med) with no person played."""
    game = hq_game(2, players=[stacked_seat(hand=["pills"], buildings=[{"building": "hydroponic_gardens"}])])
    assert "hire saboteur pay pills" in hires(game, 0)
    act(game, 0, "hire saboteur pay pills")
    assert sorted(zone_kinds(game, "0:discard")) == ["pills", "saboteur"]


def test_faq_store_and_retrieve_in_different_buildings_as_often_as_you_like() -> None:
    """[000:731-733] "Store and retrieve do not suffer from the limitation of standard actions. Thus
    you can freely store and retrieve as often as you like during your own turn"; RULINGS ED-15:
    stores into a bunker, an armory and a pharmacy, then retrieves from each, in one turn."""
    game = hq_game(
        2,
        players=[
            stacked_seat(
                hand=["scavenger", "rifle", "pills"],
                buildings=[{"building": "bunker"}, {"building": "armory"}, {"building": "pharmacy"}],
            )
        ],
    )
    game.apply(0, "store bunker scavenger")
    game.apply(0, "store armory rifle")
    game.apply(0, "store pharmacy pills")
    assert [building(game, 0, k).stored for k in ("bunker", "armory", "pharmacy")] == [1, 1, 1]
    game.apply(0, "retrieve armory rifle")
    game.apply(0, "retrieve bunker scavenger")
    game.apply(0, "retrieve pharmacy pills")
    assert sorted(game.view(0).hand) == ["pills", "rifle", "scavenger"]


def test_2012_store_into_a_second_building_is_a_second_store_action() -> None:
    """docs/variants.md rules="2012": "one store (of one or more cards) and one retrieve a round"
    ([001] calls store an action [001:625-632], every action once a round [001:189]): after storing
    in the bunker, nothing may be stored in the armory that round."""
    game = hq_game(
        2,
        rules="2012",
        players=[stacked_seat(hand=["scavenger", "rifle"], buildings=[{"building": "bunker"}, {"building": "armory"}])],
    )
    game.apply(0, "store bunker scavenger")
    assert not any(t.startswith("store") for t in texts(game, 0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "store armory rifle")


def test_2012_retrieve_from_a_second_building_is_a_second_retrieve_action() -> None:
    """docs/variants.md rules="2012": one retrieve a round ([001:632-634] Retrieve "(new Action)"):
    after retrieving from the armory, nothing may be retrieved from the bunker that round."""
    game = hq_game(
        2,
        rules="2012",
        players=[
            stacked_seat(
                hand=[],
                buildings=[{"building": "bunker", "stored": ["scout"]}, {"building": "armory", "stored": ["rifle"]}],
            )
        ],
    )
    game.apply(0, "retrieve armory rifle")
    assert not any(t.startswith("retrieve") for t in texts(game, 0))


def test_faq_a_saboteur_pulled_from_the_bunker_after_committing_still_disarms_in_gathering() -> None:
    """[000:735-737] "Can you pull a sniper team or saboteur from a Bunker to use against another
    player? You may do so during resource gathering, but once you have committed cards to the
    skirmish, no additional cards may be contributed to the fight"; RULINGS I-11 (a card retrieved
    after committing may be used at once as a reactive card)."""
    game = hq_game(
        2,
        round=3,
        contested=["grenade", "grenade"],
        players=[
            stacked_seat(hand=["brawler"], buildings=[{"building": "bunker", "stored": ["saboteur"]}]),
            stacked_seat(hand=["scavenger", "spear"]),
            stacked_seat(),
        ],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler")
    game.apply(1, "hunt scavenger+spear")
    assert decider(game) == 0
    game.apply(0, "retrieve bunker saboteur")
    assert "disarm 1:spear" in texts(game, 0)
    game.apply(0, "disarm 1:spear")
    resume(game)
    assert game.view(1).seats[1].food == 1
    assert "spear" in zone_kinds(game, "1:discard")
    assert "saboteur" in zone_kinds(game, "0:discard")


# ---------------------------------------------------------------------------------------------
# Card texts and numbers (cards.tsv / CARDS.md, HQ section [000:534-691])
# ---------------------------------------------------------------------------------------------


def test_medic_costs_three_food_and_medicine_does_not_pay_food() -> None:
    """cards.tsv: medic costs 3 food; [000:218] two currencies, RULINGS R-13 ("Food pays only food
    costs and meds pay only med costs"): a hunt of 2 + pills cannot hire a medic, a hunt of 2 +
    garden food (exactly 3) can [000:617]."""
    short = hq_game(2, players=[stacked_seat(hand=["scavenger", "spear", "pills"])])
    act(short, 0, "hunt scavenger+spear")
    assert not any(t.startswith("hire medic") for t in hires(short, 0))
    exact = hq_game(
        2, players=[stacked_seat(hand=["scavenger", "spear"], buildings=[{"building": "hydroponic_gardens"}])]
    )
    act(exact, 0, "hunt scavenger+spear")
    assert exact.view(0).seats[0].food == 3
    assert "hire medic" in hires(exact, 0)


def test_engineer_digs_two_in_the_junkyard_and_cannot_then_build() -> None:
    """cards.tsv engineer dig 2; [000:579] "Engineers can dig in the junkyard for resources";
    RULINGS H-13 (that engineer cannot then take part in the build that round)."""
    game = hq_game(
        2, players=[stacked_seat(hand=["engineer"], deck=["junk"] * 6)], junkyard=["rifle", "toolkit", "junk"]
    )
    act(game, 0, "dig engineer")
    assert sorted(game.view(0).looking) == ["rifle", "toolkit"]
    game.apply(0, "keep rifle")
    assert not any(t.startswith("build") for t in texts(game, 0))
    assert zone_kinds(game, "junkyard") == ["junk", "toolkit"]


def test_a_toolkit_adds_two_to_an_engineers_schematics_dig() -> None:
    """[000:553-555] the toolkit enhances "digging (either junkyard or engineering schematics)";
    cards.tsv toolkit +2 dig, engineer dig 2: four schematics are drawn; [000:591] the others go to
    the bottom of the pile; [000:579] the engineer "and any cards used to dig" are discarded."""
    game = hq_game(
        2,
        players=[stacked_seat(hand=["engineer", "toolkit"], deck=["junk"] * 6)],
        schematics=["armory", "bunker", "pharmacy", "hydroponic_gardens", "bunker"],
    )
    act(game, 0, "build engineer+toolkit")
    assert sorted(game.view(0).looking) == ["armory", "bunker", "hydroponic_gardens", "pharmacy"]
    game.apply(0, "keep pharmacy")
    assert zone_kinds(game, "schematics")[0] == "bunker"
    assert sorted(zone_kinds(game, "schematics")[1:]) == ["armory", "bunker", "hydroponic_gardens"]
    assert sorted(zone_kinds(game, "0:discard")) == ["engineer", "toolkit"]


def test_a_schematics_dig_that_keeps_nothing_returns_all_and_uses_the_build() -> None:
    """[000:591] "Select a maximum of 1 card to build and return the others to the bottom";
    RULINGS ED-16, H-5 ("A build dig that keeps no building still uses up the round's build")."""
    game = hq_game(
        2,
        players=[stacked_seat(hand=["engineer", "engineer"], deck=["junk"] * 6)],
        schematics=["armory", "bunker", "pharmacy"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep none")
    assert zone_kinds(game, "schematics") == ["pharmacy", "armory", "bunker"]
    assert not game.view(0).seats[0].buildings
    assert not any(t.startswith("build") for t in texts(game, 0))


def test_a_toolkit_worker_finishes_a_building_with_two_timer_cards_left() -> None:
    """[000:596] a worker removes 1 card, "If wielding a toolkit, then 2 additional cards may be
    removed"; [000:597] "Once a building has zero cards stacked on it, it is complete and
    immediately goes into effect"; RULINGS H-2 (the removed cards go to the discard pile), H-4."""
    game = hq_game(
        2,
        players=[
            stacked_seat(
                hand=["refugee", "toolkit", "rifle"],
                buildings=[{"building": "armory", "timer": ["pills", "net"]}],
            )
        ],
    )
    act(game, 0, "work armory refugee+toolkit")
    assert building(game, 0, "armory").timer == 0
    assert sorted(zone_kinds(game, "0:discard")) == ["net", "pills", "refugee", "toolkit"]
    game.apply(0, "store armory rifle")
    assert building(game, 0, "armory").stored == 1


def test_the_armory_stores_contested_tools_but_no_person_or_medicine() -> None:
    """[000:613] "Armory: Enables up to two tools to be stored"; RULINGS H-7 ("Armory: cards with a
    tool icon"): a grenade and a wolf pack (contested tools) may go in, a brawler or pills not."""
    game = hq_game(
        2,
        players=[stacked_seat(hand=["grenade", "wolf_pack", "brawler", "pills"], buildings=[{"building": "armory"}])],
    )
    stores = [t for t in texts(game, 0) if t.startswith("store armory")]
    assert any(sorted(t.split()[2:]) == ["grenade", "wolf_pack"] for t in stores)
    assert not any("brawler" in t or "pills" in t for t in stores)
    game.apply(0, "store armory grenade wolf_pack")
    assert building(game, 0, "armory").stored == 2


def test_the_bunker_holds_three_cards_whatever_their_people() -> None:
    """[000:615] "Bunker: Enables up to three tribe member cards to be stored"; RULINGS H-7 (person
    cards): thugs (3 people), a field crew (4) and a tribe family of 5 are three cards."""
    game = hq_game(
        2,
        players=[
            stacked_seat(hand=["thugs", "field_crew", "tribe_family_5", "scout"], buildings=[{"building": "bunker"}]),
        ],
    )
    game.apply(0, "store bunker thugs field_crew tribe_family_5")
    assert building(game, 0, "bunker").stored == 3
    assert not any(t.startswith("store bunker") for t in texts(game, 0))


def test_a_retrieved_rifle_arms_a_hunter_the_same_turn() -> None:
    """[000:645] Retrieve: "Take one or more cards from an active building and place them in your
    hand"; cards.tsv rifle +2 hunt: a scavenger (hunt 1) with the retrieved rifle hunts 3."""
    game = hq_game(
        2, players=[stacked_seat(hand=["scavenger"], buildings=[{"building": "armory", "stored": ["rifle"]}])]
    )
    game.apply(0, "retrieve armory rifle")
    assert action_totals(game, 0)["hunt scavenger+rifle"] == 3


def test_two_gardens_give_two_food() -> None:
    """[000:617] each garden "Generates 1 food each round"; RULINGS H-6 ("Hydroponic Gardens stack
    (each garden gives 1 food)"): two gardens hire a brawler (2 food)."""
    game = hq_game(
        2,
        players=[
            stacked_seat(hand=[], buildings=[{"building": "hydroponic_gardens"}, {"building": "hydroponic_gardens"}])
        ],
    )
    assert "hire brawler" in hires(game, 0)


def test_garden_food_does_not_accumulate_from_round_to_round() -> None:
    """[000:619] "Food does not accumulate from round to round": a garden unused in round 1 still
    gives only 1 food in round 2 (no brawler, 2 food)."""
    game = hq_game(
        2,
        players=[
            stacked_seat(
                hand=[],
                deck=["pills", "net", "junk", "medkit", "spear"],
                buildings=[{"building": "hydroponic_gardens"}],
            )
        ],
    )
    run_round(game)
    assert game.view(0).round == 2
    assert decider(game) == 0
    assert game.view(0).seats[0].food == 1
    assert "hire scavenger" in hires(game, 0)
    assert not any(t.startswith("hire brawler") for t in hires(game, 0))


def test_garden_food_joins_hunted_food_for_one_hire() -> None:
    """[000:637] the garden "generates food in real time in much the same way that a hunt of 1
    generates food"; RULINGS H-8 (it combines with hunting food): a Ranger's tribe family hunts 1
    (RULINGS L-10) and with the garden's 1 food hires a brawler (2 food)."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_ranger", ["tribe_family_3"], buildings=[{"building": "hydroponic_gardens"}]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[1]),
        ],
    )
    act(game, 0, "hunt tribe_family_3")
    assert game.view(0).seats[0].food == 2
    assert "hire brawler" in hires(game, 0)


def test_garden_food_is_not_used_in_the_skirmish() -> None:
    """[000:629] "Buildings may never be used during the skirmish"; RULINGS H-10: a garden adds
    nothing to a skirmish; seat 0's garden does not help its empty force."""
    game = hq_game(
        2,
        round=3,
        contested=["grenade", "grenade"],
        players=[
            stacked_seat(hand=["refugee"], buildings=[{"building": "hydroponic_gardens"}]),
            stacked_seat(hand=["refugee", "refugee"]),
            stacked_seat(),
        ],
    )
    run_round(game, {0: "commit refugee", 1: "commit refugee refugee"})
    assert skirmish_winner(game) == 1


def test_a_disabled_garden_gives_no_food() -> None:
    """[000:685] "If a building is disabled, its abilities cannot be used"; RULINGS H-11."""
    game = hq_game(
        4,
        players=[
            stacked_seat(QUIET[0], [], buildings=[{"building": "hydroponic_gardens", "disabled": True}]),
            stacked_seat(QUIET[1]),
            stacked_seat(QUIET[2]),
        ],
    )
    assert game.view(0).seats[0].food == 0
    assert not hires(game, 0)


def test_a_repaired_garden_feeds_again() -> None:
    """[000:685] "To repair the building, a tribe member card must be played from the player's hand
    to work on the building and then immediately discarded"; [000:617] the garden generates 1 food
    each round; RULINGS H-11 (repair on the owner's turn, free). After repair the food pays a hire."""
    game = hq_game(
        4,
        players=[
            stacked_seat(QUIET[0], ["refugee"], buildings=[{"building": "hydroponic_gardens", "disabled": True}]),
            stacked_seat(QUIET[1]),
            stacked_seat(QUIET[2]),
        ],
    )
    act(game, 0, "repair hydroponic_gardens refugee")
    assert not building(game, 0, "hydroponic_gardens").disabled
    assert "hire scavenger" in hires(game, 0)


def test_a_tool_cannot_repair_a_building() -> None:
    """[000:685] "a tribe member card must be played from the player's hand to work on the
    building"; [001:679-680] "a person card"; RULINGS H-11: a spear cannot repair, a medic can."""
    game = hq_game(
        4,
        players=[
            stacked_seat(QUIET[0], ["spear", "medic"], buildings=[{"building": "bunker", "disabled": True}]),
            stacked_seat(QUIET[1]),
            stacked_seat(QUIET[2]),
        ],
    )
    repairs = [t for t in texts(game, 0) if t.startswith("repair")]
    assert "repair bunker medic" in repairs
    assert not any("spear" in t for t in repairs)


# ---------------------------------------------------------------------------------------------
# Leaders (RULINGS Part 3 card texts, [000:647-674])
# ---------------------------------------------------------------------------------------------


def test_the_peacemaker_raises_another_refugees_dig_of_zero_to_two() -> None:
    """Peacemaker: "play 1 refugee to raise another tribe member's hunt or dig by +2" (RULINGS Part 3,
    L-2: attaches to a member with the base ability); cards.tsv refugee dig 0 / hunt 0 ("0 means it
    has the action at strength 0 (so a tool or modifier can raise it)")."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_peacemaker", ["refugee", "refugee"]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[2]),
        ],
    )
    act(game, 0, "lead refugee")
    t = action_totals(game, 0)
    assert t["dig refugee"] == 2
    assert t["hunt refugee"] == 2


def test_the_mentor_adds_one_to_a_draw() -> None:
    """Mentor: "play 1 refugee to give another tribe member +1 to any action" (RULINGS Part 3, L-2):
    a scavenger (draw 1) draws 2."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_mentor", ["refugee", "scavenger"], deck=["net", "pills", "junk"]),
            stacked_seat(QUIET[1]),
            stacked_seat(QUIET[2]),
        ],
    )
    act(game, 0, "lead refugee")
    assert action_totals(game, 0)["draw scavenger"] == 2
    act(game, 0, "draw scavenger")
    assert sorted(game.view(0).hand) == ["net", "pills"]


def test_the_cannibals_food_takes_meds_beside_it() -> None:
    """Cannibal (RULINGS Part 3, L-6): "A hire paid with Cannibal food may add meds": 3 Cannibal food
    + medkit + pills (3 meds) hire thugs (any mix of 6, [000:402]); 3 food + pills hire a scout
    (2 food + 1 med)."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_cannibal", ["refugee", "medkit", "pills"]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[1]),
        ],
    )
    act(game, 0, "lead refugee")
    options = hires(game, 0)
    assert "hire scout pay pills" in options
    assert any(t.startswith("hire thugs") and "medkit" in t and "pills" in t for t in options)


def test_the_butcher_garden_and_a_hunt_pay_a_medic_exactly() -> None:
    """Butcher (RULINGS Part 3, L-5) 1 food + 1 med "combine freely with other food"; H-8 garden food
    combines with hunting and Butcher food: scavenger hunt 1 + garden 1 + Butcher 1 = 3 food, a
    medic's cost (cards.tsv)."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_butcher", ["scavenger", "refugee"], buildings=[{"building": "hydroponic_gardens"}]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[1]),
        ],
    )
    act(game, 0, "hunt scavenger")
    assert not any(t.startswith("hire medic") for t in hires(game, 0))
    act(game, 0, "lead refugee")
    assert game.view(0).seats[0].food == 3
    assert any(t.startswith("hire medic") for t in hires(game, 0))


def test_the_excavators_refugee_with_a_toolkit_digs_two() -> None:
    """Excavator (RULINGS Part 3, L-9): refugees dig 1, and "A refugee holding any tool with a dig
    modifier (shovel, pickaxe, multitool, toolkit, cargo sled) gets +1 dig instead": refugee +
    toolkit digs 2, not 3; a scavenger + toolkit digs 3 (cards.tsv)."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_excavator", ["refugee", "toolkit", "scavenger"]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[1]),
        ],
    )
    t = action_totals(game, 0)
    assert t["dig refugee+toolkit"] == 2
    assert t["dig scavenger+toolkit"] == 3


def test_a_wounded_excavators_refugee_cannot_dig() -> None:
    """[000:691] the wound "removes the leader's advantage until a med is applied"; RULINGS L-12
    (ongoing effects stop): a refugee is back to dig 0 and cannot dig alone (RULINGS R-10)."""
    game = hq_game(
        4,
        players=[
            stacked_seat(QUIET[0], ["sniper_team"]),
            stacked_seat("leader_excavator", ["refugee"]),
            stacked_seat(QUIET[2]),
        ],
    )
    act(game, 0, "snipe 1:leader_excavator")
    pass_windows(game)
    game.apply(0, "end")
    pass_windows(game)
    assert decider(game) == 1
    assert "dig refugee" not in texts(game, 1)


def test_the_gangsters_refugee_wields_group_leaders_in_the_skirmish() -> None:
    """Gangster (RULINGS Part 3, L-8): refugees "have fight 0" (a base fight), so group leaders'
    +2 fight attach (cards.tsv: "can give a refugee dig/hunt or a tribe family fight/hunt");
    refugee + group leaders fight 2 beats a scavenger (fight 1)."""
    game = hq_game(
        3,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat("leader_gangster", ["refugee", "group_leaders"]),
            stacked_seat(QUIET[0], ["scavenger"]),
            stacked_seat(QUIET[1]),
        ],
    )
    run_round(game, {0: "commit refugee group_leaders", 1: "commit scavenger"})
    assert force_totals(game)[0][:2] == (True, 2)
    assert skirmish_winner(game) == 0


def test_the_gangsters_lone_refugee_fight_0_follows_the_edition() -> None:
    """Gangster: refugees "have fight 0" (RULINGS L-8). 2015 [000:418-420] "A fight value of 0 is
    superior to no ability to fight at all": the lone refugee beats three plain refugees. 2012
    (docs/variants.md; [001:283,455] "no attack can be made unless the fight total is at least 1"):
    fight 0 is no fight, and the three refugees win on people (3 against 2)."""
    for rules, expected in (("2015", 0), ("2012", 1)):
        game = hq_game(
            3,
            rules=rules,
            round=3,
            contested=["sled_team", "sled_team"],
            players=[
                stacked_seat("leader_gangster", ["refugee"]),
                stacked_seat(QUIET[0], ["refugee", "refugee", "refugee"]),
                stacked_seat(QUIET[1]),
            ],
        )
        run_round(game, {0: "commit refugee", 1: "commit refugee refugee refugee"})
        assert skirmish_winner(game) == expected, rules


def test_the_sergeants_saboteur_may_be_paid_with_a_medic() -> None:
    """Sergeant at Arms (RULINGS Part 3, L-11): saboteurs cost "1 med"; [000:543] a medic "can be
    played from the hand during a hire action to represent 1 med"; RULINGS R-13."""
    game = hq_game(
        3, players=[stacked_seat("leader_sergeant_at_arms", ["medic"]), stacked_seat(QUIET[0]), stacked_seat(QUIET[1])]
    )
    assert "hire saboteur pay medic" in hires(game, 0)


def test_the_sergeants_tools_cannot_be_disarmed_in_the_skirmish() -> None:
    """Sergeant at Arms (RULINGS L-11): "Its owner's tools cannot be disarmed, in RG or the
    skirmish": seat 1's saboteur has no disarm on seat 0's grenade, and brawler + grenade (5) wins."""
    game = hq_game(
        3,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat("leader_sergeant_at_arms", ["brawler", "grenade"]),
            stacked_seat(QUIET[0], ["thugs", "saboteur"]),
            stacked_seat(QUIET[1]),
        ],
    )
    start = game.view(None).round
    commits = {0: "commit brawler grenade", 1: "commit thugs saboteur"}
    while game.view(None).round == start:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "skirmish" and d.seat == 1:
            assert not any(t.startswith("disarm") for t in texts(game, 1))
        game.apply(d.seat, {"turn": "end", "commit": commits.get(d.seat, "commit none")}.get(d.kind, "pass"))
    assert force_totals(game)[0][1] == 5
    assert skirmish_winner(game) == 0


def test_a_wounded_cannibal_has_no_ability() -> None:
    """[000:691] the wound "removes the leader's advantage"; RULINGS L-12 ("once-per-round abilities
    cannot be used")."""
    game = hq_game(
        4,
        players=[
            stacked_seat(QUIET[0], ["sniper_team"]),
            stacked_seat("leader_cannibal", ["scavenger"]),
            stacked_seat(QUIET[2]),
        ],
    )
    act(game, 0, "snipe 1:leader_cannibal")
    pass_windows(game)
    game.apply(0, "end")
    pass_windows(game)
    assert decider(game) == 1
    assert not any(t.startswith("lead") for t in texts(game, 1))


def test_a_medkit_heals_a_wounded_leader_and_the_extra_med_is_lost() -> None:
    """[000:691] "until a med is applied to the leader to heal him"; RULINGS L-12 ("the owner spends
    1 med from pills, medkit, medic or combat medics. That card is discarded and any excess meds are
    lost"): after healing with a medkit the Butcher works and no med is left for a hunter."""
    game = hq_game(
        4,
        players=[
            stacked_seat(QUIET[0], ["sniper_team"]),
            stacked_seat("leader_butcher", ["medkit", "scavenger"]),
            stacked_seat(QUIET[2]),
        ],
    )
    act(game, 0, "snipe 1:leader_butcher")
    pass_windows(game)
    game.apply(0, "end")
    pass_windows(game)
    assert decider(game) == 1
    act(game, 1, "heal medkit")
    assert not game.view(None).seats[1].wounded
    assert "medkit" in zone_kinds(game, "1:discard")
    assert not any(t.startswith("hire hunter") for t in hires(game, 1))
    assert "lead scavenger" in texts(game, 1)


def test_no_healing_in_the_skirmish() -> None:
    """RULINGS L-12 ("It cannot happen in the skirmish"); [000:629] buildings and HQ actions are not
    for the skirmish: a leader wounded on her skirmish turn is not healed by pills in the force."""
    game = hq_game(
        4,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat(QUIET[0], ["brawler", "sniper_team"]),
            stacked_seat("leader_ranger", ["brawler", "pills"]),
            stacked_seat(QUIET[2]),
        ],
    )
    start = game.view(None).round
    commits = {0: "commit brawler sniper_team", 1: "commit brawler pills"}
    sniped = False
    while game.view(None).round == start:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "skirmish" and d.seat == 0 and not sniped:
            game.apply(0, "snipe 1:leader_ranger")
            sniped = True
            continue
        if d.seat == 1:
            assert not any(t.startswith("heal") for t in texts(game, 1))
        game.apply(d.seat, {"turn": "end", "commit": commits.get(d.seat, "commit none")}.get(d.kind, "pass"))
    assert sniped
    assert game.view(None).seats[1].wounded


def test_five_players_are_dealt_all_ten_leaders() -> None:
    """[000:650] "deal two, face-down, to each player"; [000:51] HQ has 10 leaders (RULINGS Part 3
    "Counts"): with five players every leader is dealt, each once."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=3, modules=sc.hq_modules(3)))
    dealt: list[str] = []
    while (d := game.view(None).decision) is not None and d.kind == "leader":
        hand = list(game.view(d.seat).dealt)
        assert len(hand) == 2
        dealt += hand
        game.apply(d.seat, f"lead {hand[0]}")
    assert len(dealt) == 10
    assert sorted(dealt) == sorted(
        k for k in sc.cards.CATALOGUE if k.startswith("leader_") and "swindler" not in k and "yardmaster" not in k
    )


# ---------------------------------------------------------------------------------------------
# Gangs and the game's end (HQ with the base game)
# ---------------------------------------------------------------------------------------------


def test_a_building_finished_by_the_last_rounds_tick_counts_for_the_masons() -> None:
    """[000:595] the timer loses a card "At the start of the player's next round"; [000:597] "Once a
    building has zero cards stacked on it, it is complete"; [000:565] the Masons count "completed and
    enabled buildings"; RULINGS H-1, F-6. A bunker with 1 timer card in round 3 is finished by the
    round 4 (last round) tick: seat 0 has the only building."""
    game = hq_game(
        2,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat(hand=[], deck=["pills", "net"] * 3, buildings=[{"building": "bunker", "timer": ["junk"]}]),
            stacked_seat(deck=["medkit", "spear"] * 3),
            stacked_seat(deck=["pills", "multitool"] * 3),
        ],
    )
    result = play_out(game)
    assert "gang_masons" in result.scores[0].gangs


def test_a_building_finished_by_workers_in_the_last_round_counts_for_the_masons() -> None:
    """[000:596-597] workers remove timer cards, and at zero the building "is complete and
    immediately goes into effect"; [000:565] Masons; RULINGS F-6: seat 0 finishes its armory in the
    last round, seat 1 has one complete pharmacy, seat 0 has the engineer for the tie-break."""
    game = hq_game(
        2,
        round=3,
        contested=["sled_team"],
        players=[
            stacked_seat(
                hand=["refugee", "scavenger"],
                deck=["engineer"],
                buildings=[{"building": "armory", "timer": ["junk", "junk"]}],
            ),
            stacked_seat(buildings=[{"building": "pharmacy"}]),
            stacked_seat(),
        ],
    )
    act(game, 0, "work armory refugee")
    act(game, 0, "work armory scavenger")
    assert building(game, 0, "armory").timer == 0
    result = play_out(game)
    assert "gang_masons" in result.scores[0].gangs
    assert "gang_masons" not in result.scores[1].gangs


def test_the_gearheads_count_rifles_and_toolkits() -> None:
    """[000:561] "Most tools" counts "the quantity of cards with a tool icon"; cards.tsv: rifle and
    toolkit are tools (type_icon tool); RULINGS F-5."""
    game = hq_game(
        1,
        round=3,
        contested=["sled_team"],
        players=[
            stacked_seat(deck=["rifle", "toolkit", "toolkit"]),
            stacked_seat(deck=["spear", "shovel"]),
            stacked_seat(),
        ],
    )
    result = play_out(game)
    assert "gang_gearheads" in result.scores[0].gangs
    assert result.scores[0].people == 5


def test_the_masons_tie_is_broken_by_engineers() -> None:
    """[000:565] "Ties are broken by adding up the total number of engineers"; RULINGS F-6."""
    game = hq_game(
        2,
        round=3,
        contested=["sled_team"],
        players=[
            stacked_seat(buildings=[{"building": "bunker"}], deck=["engineer"]),
            stacked_seat(buildings=[{"building": "pharmacy"}], deck=["engineer", "engineer"]),
            stacked_seat(),
        ],
    )
    result = play_out(game)
    assert "gang_masons" in result.scores[1].gangs
    assert "gang_masons" not in result.scores[0].gangs


# ---------------------------------------------------------------------------------------------
# More interactions: workers, the Fanatic, the 2012 option
# ---------------------------------------------------------------------------------------------


def test_a_multi_person_worker_removes_one_timer_card() -> None:
    """[000:596] "Each tribe member played can remove 1 card from a building that is under
    construction"; RULINGS H-4 ("It removes exactly 1 card whatever its people value"): thugs (3
    people) take one card off a bunker's timer of 3."""
    game = hq_game(
        2, players=[stacked_seat(hand=["thugs"], buildings=[{"building": "bunker", "timer": ["junk", "pills", "net"]}])]
    )
    act(game, 0, "work bunker thugs")
    assert building(game, 0, "bunker").timer == 2


def test_a_toolkit_alone_cannot_work_on_a_building() -> None:
    """[000:553-555] the toolkit "can be handed to any tribe member that is used to speed up the
    building process"; [000:596] "Each tribe member played can remove 1 card"; RULINGS H-12 (each
    use needs a holder)."""
    game = hq_game(
        2, players=[stacked_seat(hand=["toolkit"], buildings=[{"building": "bunker", "timer": ["junk", "pills"]}])]
    )
    assert not any(t.startswith("work") for t in texts(game, 0))
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "work bunker toolkit")


def test_the_fanatic_strikes_a_construction_worker() -> None:
    """[000:709-715] the Fanatic strikes "Any card played from a player's hand (person, tool,
    medicine)" during another player's resource gathering; RULINGS I-3 (construction workers open a
    window), L-7 (the target is discarded): the struck worker removes no timer card."""
    game = hq_game(
        3,
        players=[
            stacked_seat(QUIET[0], ["refugee"], buildings=[{"building": "bunker", "timer": ["junk", "pills", "net"]}]),
            stacked_seat(QUIET[1]),
            stacked_seat("leader_fanatic", ["refugee"]),
        ],
    )
    game.apply(0, "work bunker refugee")
    while (d := game.view(None).decision) is not None and d.seat != 2:
        game.apply(d.seat, "pass")
    game.apply(2, "lead refugee 0:refugee")
    resume(game)
    assert building(game, 0, "bunker").timer == 3
    assert "refugee" in zone_kinds(game, "0:discard")
    assert game.view(None).seats[2].removed == 1


def test_the_fanatic_strikes_the_toolkit_of_a_schematics_dig() -> None:
    """[000:709-715] the Fanatic strikes a card played from hand (a tool) during another player's
    resource gathering; RULINGS I-2 (only the struck card is lost, the action may go on), I-3 (a
    build opens a window): the engineer digs 2 schematics instead of 4."""
    game = hq_game(
        3,
        players=[
            stacked_seat(QUIET[0], ["engineer", "toolkit"], deck=["pills", "net", "spear", "medkit"]),
            stacked_seat(QUIET[1]),
            stacked_seat("leader_fanatic", ["refugee"]),
        ],
        schematics=["armory", "bunker", "pharmacy", "hydroponic_gardens"],
    )
    game.apply(0, "build engineer+toolkit")
    while (d := game.view(None).decision) is not None and d.seat != 2:
        game.apply(d.seat, "pass")
    game.apply(2, "lead refugee 0:toolkit")
    resume(game)
    assert sorted(game.view(0).looking) == ["armory", "bunker"]
    assert "toolkit" in zone_kinds(game, "0:discard")


def test_2012_workers_are_played_once_a_round_even_on_the_same_building() -> None:
    """[001:583-586] step 8: tribe members "may be played from the player's hand to accelerate
    construction on one building" (older edition); docs/variants.md rules="2012": "Tribe members who
    speed up construction are played together, once a round, on one building". A second work on
    the same building is refused in 2012 and allowed in 2015 (RULINGS ED-7, H-4)."""
    for rules, again in (("2012", False), ("2015", True)):
        game = hq_game(
            2,
            rules=rules,
            players=[
                stacked_seat(
                    hand=["refugee", "scavenger"],
                    buildings=[{"building": "bunker", "timer": ["junk", "pills", "net"]}],
                )
            ],
        )
        act(game, 0, "work bunker refugee")
        assert ("work bunker scavenger" in texts(game, 0)) is again, rules


def test_2012_two_workers_together_on_one_building() -> None:
    """[001:583-586] "additional tribe members (and toolkits) may be played ... to accelerate
    construction on one building. Each tribe member played can remove 1 card"; docs/variants.md
    ("played together, once a round, on one building"): two workers in one play remove 2."""
    game = hq_game(
        2,
        rules="2012",
        players=[
            stacked_seat(
                hand=["refugee", "scavenger"], buildings=[{"building": "bunker", "timer": ["junk", "pills", "net"]}]
            )
        ],
    )
    act(game, 0, "work bunker refugee scavenger")
    assert building(game, 0, "bunker").timer == 1


def test_2012_the_gangsters_refugees_count_double_between_forces_without_fight() -> None:
    """Gangster: refugees "count as 2 people when breaking tied skirmishes" (RULINGS Part 3, L-8);
    2012 (docs/variants.md, [001:283,455]) a fight of 0 is no fight, "and the number of people
    decides against another force without fight": two Gangster refugees (4 for the tie) beat three
    plain refugees (3)."""
    game = hq_game(
        3,
        rules="2012",
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat("leader_gangster", ["refugee", "refugee"]),
            stacked_seat(QUIET[0], ["refugee", "refugee", "refugee"]),
            stacked_seat(QUIET[1]),
        ],
    )
    run_round(game, {0: "commit refugee refugee", 1: "commit refugee refugee refugee"})
    assert skirmish_winner(game) == 0


def test_2012_the_mentors_plus_one_gives_a_tribe_family_a_fight() -> None:
    """Mentor: "+1 to any action" (RULINGS Part 3), used in the skirmish on a member with base fight,
    its refugee leaving the force (RULINGS L-3); 2012: a fight total of 0 is no fight
    (docs/variants.md, [001:455]). Tribe family (fight 0) + Mentor = fight 1 beats five refugees
    (no fight, 5 people); without the Mentor the refugees win on people (5 against 3+1)."""
    for use, expected in ((True, 0), (False, 1)):
        game = hq_game(
            3,
            rules="2012",
            round=3,
            contested=["sled_team", "sled_team"],
            players=[
                stacked_seat("leader_mentor", ["tribe_family_3", "refugee"]),
                stacked_seat(QUIET[1], ["refugee"] * 5),
                stacked_seat(QUIET[2]),
            ],
        )
        run_round(
            game,
            {0: "commit tribe_family_3 refugee", 1: "commit " + " ".join(["refugee"] * 5)},
            {0: "lead refugee"} if use else {},
        )
        assert skirmish_winner(game) == expected, use


def test_a_mentors_skirmish_bonus_breaks_a_fight_tie() -> None:
    """Mentor "+1 to any action" in the skirmish (RULINGS L-3: the refugee leaves the force and costs
    its people); [000:274] ties go to people. Brawler + refugee against brawler + 2 refugees: without
    the Mentor 2-2 and seat 1 wins on people; with it seat 0 fights 3 and wins."""
    for use, expected in ((True, 0), (False, 1)):
        game = hq_game(
            3,
            round=3,
            contested=["sled_team", "sled_team"],
            players=[
                stacked_seat("leader_mentor", ["brawler", "refugee"]),
                stacked_seat(QUIET[1], ["brawler", "refugee", "refugee"]),
                stacked_seat(QUIET[2]),
            ],
        )
        run_round(
            game,
            {0: "commit brawler refugee", 1: "commit brawler refugee refugee"},
            {0: "lead refugee"} if use else {},
        )
        assert skirmish_winner(game) == expected, use
        if use:
            assert force_totals(game)[0] == (True, 3, 1)


def test_a_medic_saves_a_construction_worker_who_then_works() -> None:
    """[000:543] a medic can "save another tribe member card from a sniper attack"; RULINGS I-3
    (workers open a window), I-4: the saved worker still removes its timer card."""
    game = hq_game(
        2,
        players=[
            stacked_seat(
                hand=["refugee", "medic"], buildings=[{"building": "bunker", "timer": ["junk", "pills", "net"]}]
            ),
            stacked_seat(hand=["sniper_team"]),
            stacked_seat(),
        ],
    )
    game.apply(0, "work bunker refugee")
    assert decider(game) == 1
    game.apply(1, "snipe 0:refugee")
    while (d := game.view(None).decision) is not None and d.kind in ("save", "respond"):
        game.apply(d.seat, "save medic" if d.seat == 0 and d.kind == "save" else "pass")
    resume(game)
    assert building(game, 0, "bunker").timer == 2
    assert "medic" in zone_kinds(game, "0:discard")


def test_a_gangs_people_tie_the_tribes_and_contested_resources_then_decide() -> None:
    """[000:557-559] a gang forms "an alliance" with the tribe that best meets its needs (RULINGS
    F-7: 5 people); [000:170-172] ties go to the most contested resource cards (RULINGS F-3: a gang is
    not one). Seat 0: field crew (4, contested) + refugee = 5 people; seat 1: a spear and the
    Gearheads = 5 people, no contested card: seat 0 wins."""
    game = hq_game(
        1,
        round=3,
        contested=["sled_team"],
        players=[stacked_seat(deck=["field_crew", "refugee"]), stacked_seat(deck=["spear"]), stacked_seat()],
    )
    result = play_out(game)
    assert "gang_gearheads" in result.scores[1].gangs
    assert result.scores[0].people == result.scores[1].people == 5
    assert result.winners == (0,)


def test_a_gang_card_is_not_a_card_of_the_deck_for_the_final_tie_break() -> None:
    """[000:170-172] after contested resources, the tie goes to "the largest number of cards in her
    deck"; RULINGS F-2 ("Gang, leader and building cards are excluded"). Seat 0: thugs + 2 refugees
    (5 people, 3 cards); seat 1: 2 spears + junk and the Gearheads (5 people, 3 cards): shared."""
    game = hq_game(
        1,
        round=3,
        contested=["sled_team"],
        players=[
            stacked_seat(deck=["thugs", "refugee", "refugee"]),
            stacked_seat(deck=["spear", "spear", "junk"]),
            stacked_seat(),
        ],
    )
    result = play_out(game)
    assert "gang_gearheads" in result.scores[1].gangs
    assert result.scores[0].people == result.scores[1].people == 5
    assert result.scores[0].cards == result.scores[1].cards == 3
    assert result.winners == (0, 1)


def test_a_saboteur_that_disables_a_building_in_the_skirmish_does_not_fight() -> None:
    """[000:496] the saboteur "is used either to disarm or to fight in the skirmish, but not both";
    RULINGS H-11 ("stays in the force without fight in the skirmish"), S-3. Seat 0 scout + saboteur
    (3) against brawler + refugee (2): after the disable seat 0 fights 2, people 2-2, a deadlock."""
    game = hq_game(
        4,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat(QUIET[0], ["scout", "saboteur"]),
            stacked_seat(QUIET[1], ["brawler", "refugee"], buildings=[{"building": "bunker"}]),
            stacked_seat(QUIET[2]),
        ],
    )
    run_round(game, {0: "commit scout saboteur", 1: "commit brawler refugee"}, {0: "disable 1:bunker"})
    assert building(game, 1, "bunker").disabled
    assert force_totals(game)[0] == (True, 2, 2)
    assert skirmish_winner(game) is None


def test_a_fanatic_wounded_earlier_in_the_skirmish_cannot_strike() -> None:
    """[000:691] the wound "removes the leader's advantage"; RULINGS L-13 (a sniper team may snipe a
    leader on its skirmish turn), L-17 ("A wound takes effect immediately"): the initiator wounds the
    Fanatic before its owner's skirmish turn, which then has no Fanatic strike."""
    game = hq_game(
        4,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat(QUIET[0], ["brawler", "grenade", "sniper_team"]),
            stacked_seat("leader_fanatic", ["thugs", "refugee"]),
            stacked_seat(QUIET[2]),
        ],
    )
    commits = {0: "commit brawler grenade sniper_team", 1: "commit thugs refugee"}
    start = game.view(None).round
    sniped = False
    while game.view(None).round == start:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "skirmish" and d.seat == 0 and not sniped:
            game.apply(0, "snipe 1:leader_fanatic")
            sniped = True
            continue
        if d.kind == "skirmish" and d.seat == 1:  # asked or skipped: either way no Fanatic strike
            assert not any(t.startswith("lead") for t in texts(game, 1))
        game.apply(d.seat, {"turn": "end", "commit": commits.get(d.seat, "commit none")}.get(d.kind, "pass"))
    assert sniped
    assert game.view(None).seats[1].wounded
    assert skirmish_winner(game) == 0
    assert game.view(None).seats[1].removed == 0  # no Fanatic refugee spent


def test_an_excavators_refugee_joins_an_engineers_build_with_dig_one() -> None:
    """[000:579] "Other cards with a dig ability can be combined with the engineer to improve
    engineering schematics digging"; Excavator (RULINGS L-9): the refugee digs 1, so engineer (2)
    + refugee draws three schematics; with the shovel the best is engineer+shovel (4) + refugee (1)."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_excavator", ["engineer", "refugee", "shovel"], deck=["pills", "net", "spear"]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[1]),
        ],
        schematics=["armory", "bunker", "pharmacy", "hydroponic_gardens", "bunker"],
    )
    t = action_totals(game, 0)
    assert t["build engineer refugee"] == 3
    assert max(v for k, v in t.items() if k.startswith("build")) == 5
    act(game, 0, "build engineer refugee")
    assert len(game.view(0).looking) == 3


def test_a_garden_finished_by_a_worker_feeds_the_same_turn() -> None:
    """[000:597] "Once a building has zero cards stacked on it, it is complete and immediately goes
    into effect"; [000:617] the garden "Generates 1 food each round"; RULINGS H-8: a worker removes
    the garden's last timer card and its food hires a scavenger that turn."""
    game = hq_game(
        2, players=[stacked_seat(hand=["refugee"], buildings=[{"building": "hydroponic_gardens", "timer": ["junk"]}])]
    )
    assert not hires(game, 0)
    act(game, 0, "work hydroponic_gardens refugee")
    assert building(game, 0, "hydroponic_gardens").timer == 0
    assert "hire scavenger" in hires(game, 0)


def test_a_toolkit_adds_no_fight_in_the_skirmish() -> None:
    """cards.tsv toolkit: +2 dig only (no fight modifier); [000:553-555] it enhances digging and
    building. Brawler + toolkit fights 2, as a scout (2): people 1-1, a deadlock [000:274]."""
    game = hq_game(
        2,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[stacked_seat(hand=["brawler", "toolkit"]), stacked_seat(hand=["scout"]), stacked_seat()],
    )
    run_round(game, {0: "commit brawler toolkit", 1: "commit scout"})
    assert force_totals(game)[0][1] == 2
    assert skirmish_winner(game) is None


def test_a_rifle_adds_two_fight_in_the_skirmish() -> None:
    """[000:549-551] the rifle is "good at hunting and fighting ... +2 in two categories"; cards.tsv
    rifle +2 fight: brawler + rifle (4) beats thugs (3)."""
    game = hq_game(
        1,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[stacked_seat(hand=["brawler", "rifle"]), stacked_seat(hand=["thugs"]), stacked_seat()],
    )
    run_round(game, {0: "commit brawler rifle", 1: "commit thugs"})
    assert force_totals(game)[0][1] == 4
    assert skirmish_winner(game) == 0


def test_refugee_leaders_are_not_used_on_another_players_turn() -> None:
    """[000:703] "Play a Refugee" means placing it "from your hand, on the table" for the leader's
    benefit; RULINGS L-2/L-4 and I-3: the Mentor, Peacemaker and Organizer act on their owner's own
    gathering turn (the Fanatic alone on others' turns, [000:709-711])."""
    game = hq_game(
        3,
        players=[
            stacked_seat(QUIET[0], ["scavenger"]),
            stacked_seat("leader_peacemaker", ["refugee", "scavenger"]),
            stacked_seat("leader_organizer", ["refugee", "scout"]),
        ],
    )
    game.apply(0, "hunt scavenger")
    seen = set()
    while (d := game.view(None).decision) is not None and d.kind in ("respond", "save"):
        seen.add(d.seat)
        assert not any(t.startswith("lead") for t in texts(game, d.seat))
        game.apply(d.seat, "pass")
    assert seen


def test_two_players_a_mentors_skirmish_bonus_makes_the_winning_margin() -> None:
    """[000:115-116] two players: the winner needs a fight at least 2 more, "If not, then it is a
    tie"; Mentor +1 in the skirmish (RULINGS L-3, V-2). Brawler + refugee against a scavenger: 2-1
    is a tie; with the Mentor's +1, 3-1 wins."""
    for use, expected in ((True, 0), (False, None)):
        game = hq_game(
            3,
            seats=2,
            round=3,
            contested=["sled_team", "sled_team"],
            players=[stacked_seat("leader_mentor", ["brawler", "refugee"]), stacked_seat(QUIET[1], ["scavenger"])],
        )
        run_round(game, {0: "commit brawler refugee", 1: "commit scavenger"}, {0: "lead refugee"} if use else {})
        assert skirmish_winner(game) == expected, use


def test_two_players_the_gangsters_people_do_not_break_a_tie() -> None:
    """[000:115-116] two players: "If not, then it is a tie" (people never matter, RULINGS V-2:
    "The Gangster's people bonus is irrelevant"): brawler + 2 Gangster refugees against a brawler
    is a tie."""
    game = hq_game(
        3,
        seats=2,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat("leader_gangster", ["brawler", "refugee", "refugee"]),
            stacked_seat(QUIET[1], ["brawler"]),
        ],
    )
    run_round(game, {0: "commit brawler refugee refugee", 1: "commit brawler"})
    assert skirmish_winner(game) is None


def test_medicine_locked_in_a_disabled_pharmacy_still_counts_for_the_pharmers() -> None:
    """[000:563] the Pharmers count the meds of "all medicine cards ... from each player's deck";
    RULINGS H-11 ("A disabled building keeps its stored cards, locked ... They still score"), F-1."""
    game = hq_game(
        4,
        round=3,
        contested=["sled_team"],
        players=[
            stacked_seat(
                QUIET[0], buildings=[{"building": "pharmacy", "stored": ["medkit", "medkit"], "disabled": True}]
            ),
            stacked_seat(QUIET[1], deck=["medkit", "pills"]),
            stacked_seat(QUIET[2]),
        ],
    )
    result = play_out(game)
    assert "gang_pharmers" in result.scores[0].gangs


def test_a_building_repaired_in_the_last_round_counts_for_the_masons() -> None:
    """[000:685] repair by a tribe member; [000:565] the Masons count "completed and enabled
    buildings"; RULINGS F-6 (counted at game end): seat 0 repairs its bunker in the last round and
    has the only enabled building."""
    game = hq_game(
        4,
        round=3,
        contested=["sled_team"],
        players=[
            stacked_seat(QUIET[0], ["refugee"], buildings=[{"building": "bunker", "disabled": True}]),
            stacked_seat(QUIET[1], buildings=[{"building": "armory", "timer": ["junk"]}]),
            stacked_seat(QUIET[2]),
        ],
    )
    act(game, 0, "repair bunker refugee")
    result = play_out(game)
    assert "gang_masons" in result.scores[0].gangs


def test_a_timer_drawn_from_an_empty_deck_reshuffles_cards_discarded_this_turn() -> None:
    """[000:593] step 5 draws the build time from the player's deck, then 6) discards the engineer;
    [000:190] a short deck reshuffles the discard; RULINGS H-3, R-6 ("The discard includes cards
    discarded earlier in the same turn"): the scavenger that hunted this turn becomes the
    pharmacy's only timer card; the engineer is not in it."""
    game = hq_game(
        2, players=[stacked_seat(hand=["scavenger", "engineer"], deck=[], discard=[])], schematics=["pharmacy"]
    )
    act(game, 0, "hunt scavenger")
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert building(game, 0, "pharmacy").timer == 1
    assert zone_kinds(game, "0:discard") == ["engineer"]
    assert [c for z, cards in game.zones().items() if z.startswith("0:timer") for c in (k.kind for k in cards)] == [
        "scavenger"
    ]


def test_a_tribe_member_removed_by_the_butcher_no_longer_breaks_the_masons_tie() -> None:
    """[000:658] "Cards that are removed from play cannot return to the game and do not count toward
    final scoring"; [000:565] the Masons' tie is broken by engineers; RULINGS F-4 (a tie left means no
    award), L-5. Seat 0 (a bunker, 2 engineers) butchers one: 1 engineer each, nobody gets the Masons."""
    game = hq_game(
        3,
        round=3,
        contested=["sled_team"],
        players=[
            stacked_seat("leader_butcher", ["engineer", "engineer"], buildings=[{"building": "bunker"}]),
            stacked_seat(QUIET[0], deck=["engineer"], buildings=[{"building": "pharmacy"}]),
            stacked_seat(QUIET[1]),
        ],
    )
    act(game, 0, "lead engineer")
    assert game.view(0).seats[0].removed == 1
    result = play_out(game)
    assert not any("gang_masons" in s.gangs for s in result.scores)


def test_the_bunkers_three_places_are_shared_between_several_stores() -> None:
    """[000:615] the bunker holds "Up to three cards ... at a time"; [000:641] store "Do not exceed
    building capacity ... A player may do this multiple times in a turn": 2 then 1, then no more."""
    game = hq_game(
        2, players=[stacked_seat(hand=["scout", "brawler", "hunter", "medic"], buildings=[{"building": "bunker"}])]
    )
    game.apply(0, "store bunker scout brawler")
    game.apply(0, "store bunker hunter")
    assert building(game, 0, "bunker").stored == 3
    assert not any(t.startswith("store") for t in texts(game, 0))


def test_a_card_retrieved_on_ones_own_turn_may_be_committed() -> None:
    """[000:645] retrieve "can occur any time during a round so long as the skirmish has not been
    initiated"; [000:635] only after committing may building cards not join the skirmish set: thugs
    retrieved on the owner's turn join her force (fight 3) and beat a brawler."""
    game = hq_game(
        2,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat(hand=[], buildings=[{"building": "bunker", "stored": ["thugs"]}]),
            stacked_seat(hand=["brawler"]),
            stacked_seat(),
        ],
    )
    game.apply(0, "retrieve bunker thugs")
    run_round(game, {0: "commit thugs", 1: "commit brawler"})
    assert force_totals(game)[0][1] == 3
    assert skirmish_winner(game) == 0


def test_thugs_hired_with_garden_food_hunted_food_and_medicine_making_exactly_six() -> None:
    """[000:402] "Thugs can be hired using any combination of food and meds totaling 6 units";
    [000:617,729] garden food pays a hire; RULINGS H-8, R-13: garden 1 + hunt 2 + medkit 2 + pills 1."""
    game = hq_game(
        2,
        players=[
            stacked_seat(
                hand=["scavenger", "spear", "medkit", "pills"], buildings=[{"building": "hydroponic_gardens"}]
            ),
        ],
        market={"thugs": 5, "scavenger": 8},
    )
    act(game, 0, "hunt scavenger+spear")
    assert game.view(0).seats[0].food == 3
    options = hires(game, 0)
    assert any(t.startswith("hire thugs") and "medkit" in t and "pills" in t for t in options)
    assert not any(t.startswith("hire thugs") and "pills" not in t for t in options)


def test_2012_one_store_and_one_retrieve_may_both_be_made_in_a_round() -> None:
    """docs/variants.md rules="2012": "one store (of one or more cards) and one retrieve a round"
    ([001:625-634] Store and Retrieve are two actions): a store and then a retrieve, same turn."""
    game = hq_game(
        2,
        rules="2012",
        players=[
            stacked_seat(
                hand=["scout"], buildings=[{"building": "bunker"}, {"building": "armory", "stored": ["rifle"]}]
            ),
        ],
    )
    game.apply(0, "store bunker scout")
    assert "retrieve armory rifle" in texts(game, 0)
    game.apply(0, "retrieve armory rifle")
    assert list(game.view(0).hand) == ["rifle"]


def test_building_cards_are_not_cards_of_the_deck_for_the_final_tie_break() -> None:
    """[000:170-172] the last tie-break is "the largest number of cards in her deck"; RULINGS F-2
    ("Gang, leader and building cards are excluded"), F-1 (timer cards are the tribe's cards).
    Seat 0: a bunker, refugee + 2 junk (1 person, 3 cards); seat 1: a bunker and two buildings under
    construction with a junk each, + refugee (1 person, 3 cards): a shared victory."""
    game = hq_game(
        2,
        round=3,
        contested=["sled_team"],
        players=[
            stacked_seat(deck=["refugee", "junk", "junk"], buildings=[{"building": "bunker"}]),
            stacked_seat(
                deck=["refugee"],
                buildings=[
                    {"building": "bunker"},
                    {"building": "armory", "timer": ["junk"]},
                    {"building": "pharmacy", "timer": ["junk"]},
                ],
            ),
            stacked_seat(),
        ],
    )
    result = play_out(game)
    assert not any(s.gangs for s in result.scores)
    assert result.scores[0].people == result.scores[1].people == 1
    assert result.scores[0].cards == result.scores[1].cards == 3
    assert result.winners == (0, 1)


def test_the_mentor_needs_another_member_with_a_fight_in_the_skirmish() -> None:
    """Mentor "+1 to any action" for "another tribe member" (RULINGS Part 3); RULINGS L-2/L-3 (the
    target is another member of her force that has base fight): a force of two refugees and a
    sniper team offers no Mentor use."""
    game = hq_game(
        3,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat("leader_mentor", ["refugee", "refugee", "sniper_team"]),
            stacked_seat(QUIET[1], ["brawler"]),
            stacked_seat(QUIET[2]),
        ],
    )
    commits = {0: "commit refugee refugee sniper_team", 1: "commit brawler"}
    start = game.view(None).round
    while game.view(None).round == start:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "skirmish" and d.seat == 0:
            assert not any(t.startswith("lead") for t in texts(game, 0))
        game.apply(d.seat, {"turn": "end", "commit": commits.get(d.seat, "commit none")}.get(d.kind, "pass"))
    assert skirmish_winner(game) == 1


def test_no_heal_for_a_leader_who_is_not_wounded_and_no_repair_for_an_enabled_building() -> None:
    """[000:691] a med heals a wounded leader; [000:685] a worker repairs a disabled building;
    RULINGS L-12, H-11: with neither, pills and a refugee offer no heal or repair."""
    game = hq_game(
        4,
        players=[
            stacked_seat("leader_ranger", ["pills", "refugee"], buildings=[{"building": "bunker"}]),
            stacked_seat(QUIET[1]),
            stacked_seat(QUIET[2]),
        ],
    )
    assert not any(t.startswith(("heal", "repair")) for t in texts(game, 0))


def test_two_players_module_2_schematics_hold_three_of_each_building() -> None:
    """[000:573] "Shuffle the 12 building cards together"; cards.tsv: 3 each of bunker, armory,
    pharmacy, hydroponic gardens; RULINGS V-1 (the 2-player removal is for the base junkyard kinds
    only)."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=4, modules=sc.hq_modules(2)))
    counts: dict[str, int] = {}
    for k in zone_kinds(game, "schematics"):
        counts[k] = counts.get(k, 0) + 1
    assert counts == {"armory": 3, "bunker": 3, "hydroponic_gardens": 3, "pharmacy": 3}


def test_a_mentor_bonus_on_a_fighter_sniped_later_gives_no_fight() -> None:
    """Mentor: "+1 to any action" of "another tribe member" (RULINGS Part 3; L-3: "The target is
    another member of her force that has base fight; it gets +1 fight"); RULINGS S-4 (a sniped card
    "adds nothing to fight ... or hasFight"), S-3. Seat 0's brawler takes the Mentor's +1, then seat
    1 snipes it: seat 0 has no fighter left (no fight), and seat 1's tribe family (fight 0) wins."""
    game = hq_game(
        3,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat("leader_mentor", ["brawler", "refugee"]),
            stacked_seat(QUIET[1], ["sniper_team", "tribe_family_3"]),
            stacked_seat(QUIET[2]),
        ],
    )
    run_round(
        game,
        {0: "commit brawler refugee", 1: "commit sniper_team tribe_family_3"},
        {0: "lead refugee", 1: "snipe 0:brawler"},
    )
    assert not force_totals(game).get(0, (False,))[0]
    assert skirmish_winner(game) == 1


def test_the_peacemakers_bonus_goes_to_one_tribe_member_only() -> None:
    """Peacemaker: "play 1 refugee to raise another tribe member's hunt or dig by +2" (RULINGS Part 3,
    L-2: the bonus attaches to one member, like a modifier): after a scavenger digs 3 with it, the
    other scavenger hunts 1."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_peacemaker", ["refugee", "scavenger", "scavenger"], deck=["pills", "net"]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[2]),
        ],
        junkyard=["rifle", "junk", "net", "pills"],
    )
    act(game, 0, "lead refugee")
    assert action_totals(game, 0)["dig scavenger"] == 3
    act(game, 0, "dig scavenger")
    assert len(game.view(0).looking) == 3
    game.apply(0, "keep rifle")
    assert action_totals(game, 0)["hunt scavenger"] == 1


def test_an_unused_peacemaker_bonus_does_not_carry_into_the_next_round() -> None:
    """The Peacemaker is "once per round" [000:670]; its +2 is given to a tribe member played that
    round (RULINGS Part 3, L-2), and [000:185-186] each card is used once a round: a bonus not used in
    round 1 is gone in round 2, where the ability is ready again."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_peacemaker", ["refugee"], deck=["scavenger", "refugee", "pills", "net", "spear"]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[2]),
        ],
    )
    act(game, 0, "lead refugee")
    run_round(game)
    assert game.view(0).round == 2
    assert decider(game) == 0
    assert action_totals(game, 0)["hunt scavenger"] == 1
    assert "lead refugee" in texts(game, 0)


def test_stored_and_retrieved_cards_stay_hidden_from_the_other_players() -> None:
    """[000:639] Store: "place them, face-down, under a completed building"; [000:645] Retrieve: "place
    them in your hand": the other players never learn which cards went in or came out."""
    game = hq_game(
        2,
        players=[
            stacked_seat(hand=["sniper_team", "medic"], buildings=[{"building": "bunker", "stored": ["saboteur"]}]),
            stacked_seat(),
            stacked_seat(),
        ],
    )
    game.apply(0, "store bunker sniper_team medic")
    game.apply(0, "retrieve bunker saboteur")
    for other in (1, 2):
        seen = {k for e in game.log(other) for k in e.cards}
        assert not seen & {"sniper_team", "medic", "saboteur"}, other
    assert game.view(1).seats[0].buildings[0].stored == 2


def test_the_schematics_a_builder_puts_back_stay_hidden() -> None:
    """[000:579] "only 1 card may be selected as a result of a dig in the engineering schematics pile.
    The player places this card face-up"; [000:591] the others go back to the bottom of the pile
    (as unkept junkyard cards, unseen by the others): only the kept building is public."""
    game = hq_game(
        2,
        players=[
            stacked_seat(hand=["engineer", "toolkit"], deck=["pills", "net", "spear"]),
            stacked_seat(),
            stacked_seat(),
        ],
        schematics=["armory", "bunker", "hydroponic_gardens", "pharmacy"],
    )
    act(game, 0, "build engineer+toolkit")
    game.apply(0, "keep pharmacy")
    seen = {k for e in game.log(1) for k in e.cards}
    assert [b.kind for b in game.view(1).seats[0].buildings] == ["pharmacy"]
    assert not seen & {"armory", "bunker", "hydroponic_gardens"}


def test_the_excavator_does_not_change_a_toolkits_building_work() -> None:
    """Excavator (RULINGS Part 3, L-9): a refugee "holding any tool with a dig modifier ... gets +1
    dig instead" (a rule about digging); [000:596] a worker removes 1 card and "If wielding a toolkit,
    then 2 additional cards may be removed"; RULINGS H-4, H-12: an Excavator's refugee with a toolkit
    still removes 3 timer cards."""
    game = hq_game(
        3,
        players=[
            stacked_seat(
                "leader_excavator",
                ["refugee", "toolkit"],
                buildings=[{"building": "bunker", "timer": ["junk", "pills", "net", "spear"]}],
            ),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[1]),
        ],
    )
    act(game, 0, "work bunker refugee+toolkit")
    assert building(game, 0, "bunker").timer == 1


def test_a_gangsters_refugee_counts_exactly_two_an_equal_people_count_is_a_deadlock() -> None:
    """Gangster: refugees "count as 2 people when breaking tied skirmishes" (RULINGS L-8, S-5: +1
    per refugee); [000:274] still tied on people: deadlock. Brawler + Gangster refugee (1+2) against
    brawler + 2 plain refugees (3): fight 2-2, people 3-3."""
    game = hq_game(
        3,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat("leader_gangster", ["brawler", "refugee"]),
            stacked_seat(QUIET[0], ["brawler", "refugee", "refugee"]),
            stacked_seat(QUIET[1]),
        ],
    )
    run_round(game, {0: "commit brawler refugee", 1: "commit brawler refugee refugee"})
    totals_ = force_totals(game)
    assert totals_[0] == (True, 2, 3)
    assert totals_[1] == (True, 2, 3)
    assert skirmish_winner(game) is None


def test_a_gangsters_refugee_wields_a_grenade() -> None:
    """Gangster: refugees have "fight 0" (RULINGS L-8: "so they can wield fight tools"); cards.tsv
    grenade +3 fight: refugee + grenade (3) beats a brawler (2)."""
    game = hq_game(
        3,
        round=3,
        contested=["sled_team", "sled_team"],
        players=[
            stacked_seat("leader_gangster", ["refugee", "grenade"]),
            stacked_seat(QUIET[0], ["brawler"]),
            stacked_seat(QUIET[1]),
        ],
    )
    run_round(game, {0: "commit refugee grenade", 1: "commit brawler"})
    assert force_totals(game)[0][:2] == (True, 3)
    assert skirmish_winner(game) == 0


def test_a_fanatic_with_an_empty_hand_strikes_with_a_refugee_from_her_bunker() -> None:
    """[000:629-631] the bunker is accessed on another player's turn, [000:645] retrieve "any time
    during a round so long as the skirmish has not been initiated"; [000:709-711] the Fanatic strikes
    "During another player's resource gathering"; RULINGS I-6, L-7: with nothing in hand, she takes a
    refugee from her bunker and strikes the hunter's spear."""
    game = hq_game(
        3,
        players=[
            stacked_seat(QUIET[0], ["scavenger", "spear"]),
            stacked_seat(QUIET[1]),
            stacked_seat("leader_fanatic", [], buildings=[{"building": "bunker", "stored": ["refugee"]}]),
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    while (d := game.view(None).decision) is not None and d.kind in ("respond", "save") and d.seat != 2:
        game.apply(d.seat, "pass")
    assert decider(game) == 2
    game.apply(2, "retrieve bunker refugee")
    assert "lead refugee 0:spear" in texts(game, 2)
    game.apply(2, "lead refugee 0:spear")
    resume(game)
    assert game.view(0).seats[0].food == 1
    assert game.view(None).seats[2].removed == 1


def test_2012_the_owners_timer_view_loses_the_card_a_worker_removes() -> None:
    """docs/variants.md rules="2012": "You may look at your own timer cards" ([001:556] face down,
    without the 2015 "without looking at them"); [000:596] a worker removes 1 card; RULINGS H-2 (to
    the discard pile): the builder's view of that timer then holds the other two cards."""
    game = hq_game(
        2,
        rules="2012",
        players=[
            stacked_seat(hand=["refugee"], buildings=[{"building": "bunker", "timer": ["thugs", "net", "pills"]}])
        ],
    )
    act(game, 0, "work bunker refugee")
    removed = [k for k in zone_kinds(game, "0:discard") if k != "refugee"]
    assert len(removed) == 1
    left = sorted(k for timer in game.view(0).timers for k in timer)
    assert sorted(left + removed) == ["net", "pills", "thugs"]
    assert building(game, 0, "bunker").timer == 2


def test_a_set_aside_leader_is_never_shown_to_the_other_players() -> None:
    """[000:650] each player is dealt two leaders "face-down ... (players may look at them to
    decide). The card that is kept is placed face-up ... The other card is set-aside": the others
    see the kept leader only, never the one set aside."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=11, modules=sc.hq_modules(3)))
    dealt: dict[int, tuple[str, ...]] = {}
    while (d := game.view(None).decision) is not None and d.kind == "leader":
        dealt[d.seat] = tuple(game.view(d.seat).dealt)
        game.apply(d.seat, f"lead {dealt[d.seat][0]}")
    for viewer in range(3):
        seen = {k for e in game.log(viewer) for k in e.cards}
        for other, pair in dealt.items():
            if other != viewer:
                assert pair[0] in seen
                assert pair[1] not in seen or pair[1] in {p[0] for p in dealt.values()}, (viewer, other)


def test_medics_and_engineers_do_not_hunt_or_fight_with_a_tool() -> None:
    """cards.tsv: medic draw 1 / meds 1, engineer dig 2 / draw 1, neither has hunt or fight ('-': no
    such action); [000:188] a tool needs a card with the base ability: no hunt is offered."""
    game = hq_game(2, players=[stacked_seat(hand=["medic", "engineer", "spear"])])
    assert not any(t.startswith("hunt") for t in texts(game, 0))


def test_an_excavators_refugee_cannot_build_without_an_engineer() -> None:
    """[000:579] engineers "are the only HQ mercenary capable of such digging"; RULINGS ED-9 ("A
    schematics dig must include an Engineer"): an Excavator's refugee (dig 1) + shovel may dig the
    junkyard but not the schematics."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_excavator", ["refugee", "shovel"]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[1]),
        ],
    )
    options = texts(game, 0)
    assert "dig refugee+shovel" in options
    assert not any(t.startswith("build") for t in options)
