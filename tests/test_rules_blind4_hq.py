"""Blind audit of the HQ expansion (modules 1-4) and of the 2012 rules option, written from the
rulebooks alone: [000] = shared/rules/000_134dab7f07e64c65.txt (2015, base + HQ, extended FAQ),
[001] = shared/rules/001_603a4ed3f7eae162.txt (older edition), RULINGS.md for the open points and
shared/cards.tsv for card numbers. Only the public API is used (Game.new, apply, legal_actions,
view, log, score, result; zones() only where a rule test must look at a hidden pile)."""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    building,
    decider,
    hq_game,
    pass_windows,
    play_out,
    skirmish_events,
    stacked_seat,
    texts,
    zone_kinds,
)

# Leaders for seats that take no part in a leader test (modules 3 and 4 need one per seat).
QUIET = ("leader_mentor", "leader_peacemaker", "leader_organizer")


def stores(game: sc.Game, s: int, where: str) -> list[list[str]]:
    """The card lists of every store into ``where`` that ``s`` may declare now."""
    out = []
    for text in texts(game, s):
        words = text.split()
        if words[0] == "store" and words[1] == where:
            out.append(words[2:])
    return out


def end_round(game: sc.Game, commits: dict[int, str] | None = None) -> None:
    """Everyone ends her turn (committing as given, else nothing) and passes, until the round is over."""
    commits = commits or {}
    start = game.view(None).round
    while not game.over and game.view(None).round == start:
        d = game.view(None).decision
        assert d is not None
        game.apply(
            d.seat,
            {"turn": "end", "commit": commits.get(d.seat, "commit none"), "keep": "keep none"}.get(d.kind, "pass"),
        )


# ---------------------------------------------------------------------------------------------
# Module 1: medics, rifles, toolkits and gangs
# ---------------------------------------------------------------------------------------------


def test_medic_saves_another_players_tribe_member_from_a_sniper() -> None:
    """[000:543] medics "could even be used to save another player's tribe member from a sniper";
    RULINGS I-4 (any player may save; the sniper is still spent, the medic is discarded)."""
    game = hq_game(
        1,
        players=[
            stacked_seat(hand=["scavenger", "spear"]),
            stacked_seat(hand=["sniper_team"]),
            stacked_seat(hand=["medic"]),
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "snipe 0:scavenger")
    while (d := game.view(None).decision) is not None and d.kind in ("save", "respond"):
        game.apply(d.seat, "save medic" if d.seat == 2 and d.kind == "save" else "pass")
    while (d := game.view(None).decision) is not None and d.kind == "resume":
        game.apply(d.seat, "continue")
    assert game.view(0).seats[0].food == 2  # the scavenger was saved: hunt 1 + spear 1
    assert zone_kinds(game, "2:discard") == ["medic"]
    assert zone_kinds(game, "1:discard") == ["sniper_team"]


def test_a_medic_retrieved_from_the_bunker_saves_during_resource_gathering() -> None:
    """[000:629-631] the bunker may be accessed on another player's turn, and [000:645] retrieve
    "can occur any time during a round so long as the skirmish has not been initiated"; RULINGS I-4
    (a save may come "retrieved from her bunker"), I-6."""
    game = hq_game(
        2,
        players=[
            stacked_seat(hand=["scavenger", "spear"]),
            stacked_seat(hand=["sniper_team"]),
            stacked_seat(buildings=[{"building": "bunker", "stored": ["medic"]}]),
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "snipe 0:scavenger")
    saved = False
    while (d := game.view(None).decision) is not None and d.kind in ("save", "respond"):
        if d.seat == 2 and d.kind == "save" and "retrieve bunker medic" in texts(game, 2):
            game.apply(2, "retrieve bunker medic")
        elif d.seat == 2 and d.kind == "save" and "save medic" in texts(game, 2):
            game.apply(2, "save medic")
            saved = True
        else:
            game.apply(d.seat, "pass")
    while (d := game.view(None).decision) is not None and d.kind == "resume":
        game.apply(d.seat, "continue")
    assert saved
    assert game.view(0).seats[0].food == 2


def test_gearheads_join_the_most_tools_tie_broken_by_contested_tools_and_are_worth_5_people() -> None:
    """[000:561] "Most tools" counts cards with a tool icon; "Ties are broken by counting the total
    number of tools that are contested resources"; RULINGS F-5, P-3/F-7 (a gang is 5 people)."""
    game = hq_game(
        1,
        round=3,
        contested=["sled_team"],
        players=[
            stacked_seat(deck=["spear", "grenade"]),
            stacked_seat(deck=["spear", "shovel"]),
            stacked_seat(deck=["junk"]),
        ],
    )
    result = play_out(game)
    assert "gang_gearheads" in result.scores[0].gangs
    assert "gang_gearheads" not in result.scores[1].gangs
    assert result.scores[0].people == 5  # no person card: the gang's 5 people alone


def test_pharmers_count_the_meds_value_of_medicine_cards_not_medics() -> None:
    """[000:563] "Most meds" adds "the total 'meds' VALUE of all medicine cards (based upon card
    type)"; RULINGS ED-8: medics are persons, not medicine, and do not count."""
    game = hq_game(
        1,
        round=3,
        contested=["sled_team"],
        players=[
            stacked_seat(deck=["medkit", "pills"]),
            stacked_seat(deck=["pills", "pills", "medic", "medic", "medic"]),
            stacked_seat(),
        ],
    )
    result = play_out(game)
    assert "gang_pharmers" in result.scores[0].gangs  # 3 against 2 (5 if the medics counted)
    assert "gang_pharmers" not in result.scores[1].gangs


def test_pharmers_tie_is_broken_by_the_number_of_medics() -> None:
    """[000:563] "Ties are broken by counting the total number of medics"; RULINGS ED-8."""
    game = hq_game(
        1,
        round=3,
        contested=["sled_team"],
        players=[stacked_seat(deck=["medkit"]), stacked_seat(deck=["pills", "pills", "medic"]), stacked_seat()],
    )
    result = play_out(game)
    assert "gang_pharmers" in result.scores[1].gangs
    assert "gang_pharmers" not in result.scores[0].gangs


# ---------------------------------------------------------------------------------------------
# Module 2: engineers and buildings
# ---------------------------------------------------------------------------------------------


def test_a_new_building_takes_its_build_time_in_timer_cards_from_the_deck() -> None:
    """[000:579] "draws the number of cards from the top of her deck equal to the building's build
    time and places them face-down ... on top of the building"; build times from cards.tsv
    (pharmacy 2, armory 3, gardens 4, bunker 5); RULINGS ED-10 (the dig cards are discarded)."""
    for kind, build_time in (("pharmacy", 2), ("armory", 3), ("hydroponic_gardens", 4), ("bunker", 5)):
        game = hq_game(2, players=[stacked_seat(hand=["engineer"], deck=["junk"] * 7)], schematics=[kind])
        act(game, 0, "build engineer")
        game.apply(0, f"keep {kind}")
        b = building(game, 0, kind)
        assert (kind, b.timer, b.stored, b.disabled) == (kind, build_time, 0, False)
        assert game.view(0).seats[0].deck_count == 7 - build_time
        assert zone_kinds(game, "0:discard") == ["engineer"]


def test_the_timer_is_drawn_before_the_engineer_is_discarded() -> None:
    """[000:589-594] steps 5) draw the build-time cards onto the building, then 6) discard the
    engineer; [000:579] "Finally, she places the engineer ... into her discard pile"; RULINGS H-3
    (a short deck reshuffles the discard; if still short, as many as exist). With an empty deck and
    one junk in the discard, the pharmacy (build time 2) gets that junk alone, never the engineer."""
    game = hq_game(2, players=[stacked_seat(hand=["engineer"], deck=[], discard=["junk"])], schematics=["pharmacy"])
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert building(game, 0, "pharmacy").timer == 1
    assert zone_kinds(game, "0:discard") == ["engineer"]


def test_the_timer_loses_one_card_at_the_start_of_the_next_round_to_the_discard_pile() -> None:
    """[000:595] "At the start of the player's next round, remove 1 card from each building that is
    under construction"; RULINGS H-1 (not in the round it was placed), H-2 (to the discard pile)."""
    game = hq_game(
        2,
        players=[stacked_seat(hand=["engineer"], deck=["pills", "medkit"] + ["refugee"] * 8)],
        schematics=["pharmacy"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert building(game, 0, "pharmacy").timer == 2
    end_round(game)
    assert game.view(0).round == 2
    assert building(game, 0, "pharmacy").timer == 1
    discard = zone_kinds(game, "0:discard")
    assert sorted(discard) in (["engineer", "pills"], ["engineer", "medkit"])


def test_the_timer_tick_comes_after_the_rounds_draw() -> None:
    """[000:122-126] the drawing phase draws 5, and [000:595] "At the start of the player's next
    round, remove 1 card from each building"; RULINGS H-1 ("after hands are drawn"), H-2. With 3
    cards in the deck and an empty discard, the hand is those 3; the removed timer card goes to
    the discard pile and is not drawn."""
    game = hq_game(
        2,
        players=[
            stacked_seat(
                deck=["scavenger", "brawler", "hunter"], buildings=[{"building": "bunker", "timer": ["thugs", "thugs"]}]
            )
        ],
    )
    end_round(game)
    assert sorted(game.view(0).hand) == ["brawler", "hunter", "scavenger"]
    assert zone_kinds(game, "0:discard") == ["thugs"]
    assert building(game, 0, "bunker").timer == 1


def test_no_work_in_the_round_of_placement_and_a_toolkit_worker_removes_three() -> None:
    """[000:596] "Starting with the round following the initial building placement, additional
    tribe members (and toolkits) may be played ... Each tribe member played can remove 1 card ...
    If wielding a toolkit, then 2 additional cards may be removed"; RULINGS ED-7, H-4."""
    deck = ["junk"] * 5 + ["scavenger", "toolkit", "refugee", "junk", "junk"]
    game = hq_game(2, players=[stacked_seat(hand=["engineer", "refugee"], deck=deck)], schematics=["bunker"])
    act(game, 0, "build engineer")
    game.apply(0, "keep bunker")
    assert not any(t.startswith("work") for t in texts(game, 0))  # placed this round
    end_round(game)
    assert building(game, 0, "bunker").timer == 4  # 5 - the round's tick
    act(game, 0, "work bunker scavenger+toolkit")
    assert building(game, 0, "bunker").timer == 1
    assert sorted(zone_kinds(game, "0:discard")).count("scavenger") == 1


def test_a_building_is_in_effect_as_soon_as_its_last_timer_card_goes() -> None:
    """[000:597] "Once a building has zero cards stacked on it, it is complete and immediately goes
    into effect": a worker finishes a pharmacy and pills may be stored in it that same turn."""
    game = hq_game(
        2, players=[stacked_seat(hand=["refugee", "pills"], buildings=[{"building": "pharmacy", "timer": ["junk"]}])]
    )
    assert stores(game, 0, "pharmacy") == []
    act(game, 0, "work pharmacy refugee")
    assert building(game, 0, "pharmacy").timer == 0
    game.apply(0, "store pharmacy pills")
    assert building(game, 0, "pharmacy").stored == 1


def test_workers_may_split_between_buildings_in_2015_but_not_in_2012() -> None:
    """2015 [000:596] members "may be played ... to accelerate construction on one or more
    buildings" and [000:721] "continue building on any / all buildings" (RULINGS ED-7); the older
    [001] step 8 says "on one building", and docs/variants.md: with rules="2012" "Tribe members who
    speed up construction are played together, once a round, on one building"."""
    spec: dict[str, Any] = {
        "players": [
            stacked_seat(
                hand=["refugee", "scavenger"],
                buildings=[
                    {"building": "bunker", "timer": ["junk", "junk", "junk"]},
                    {"building": "armory", "timer": ["junk", "junk"]},
                ],
            )
        ]
    }
    new = hq_game(2, **spec)
    act(new, 0, "work bunker refugee")
    act(new, 0, "work armory scavenger")
    assert (building(new, 0, "bunker").timer, building(new, 0, "armory").timer) == (2, 1)
    old = hq_game(2, rules="2012", **spec)
    act(old, 0, "work bunker refugee")
    assert not any(t.startswith("work") for t in texts(old, 0))
    with pytest.raises(sc.IllegalAction):
        old.apply(0, "work armory scavenger")
    assert building(old, 0, "armory").timer == 2


def test_pharmacy_stores_pills_and_medkits_but_not_medics() -> None:
    """[000:621] "Pharmacy: Enables up to two medicine cards (pills or medkit, but not tribe members
    such as medic)"; RULINGS H-7."""
    game = hq_game(
        2, players=[stacked_seat(hand=["pills", "medkit", "pills", "medic"], buildings=[{"building": "pharmacy"}])]
    )
    options = stores(game, 0, "pharmacy")
    assert ["medkit", "pills"] in [sorted(o) for o in options]
    assert max(len(o) for o in options) == 2
    assert not any("medic" in o for o in options)


def test_hydroponic_garden_food_pays_a_hire_alone_and_is_only_one_food() -> None:
    """[000:617] "Generates 1 food each round to be used as part of a hire action"; [000:729] "food
    that is auto-generated can be used independently"; RULINGS H-8."""
    game = hq_game(2, players=[stacked_seat(hand=["junk"], buildings=[{"building": "hydroponic_gardens"}])])
    hires = [t for t in texts(game, 0) if t.startswith("hire")]
    assert "hire scavenger" in hires  # 1 food
    assert not any(t.startswith("hire brawler") for t in hires)  # 2 food


def test_only_the_bunker_may_be_used_on_another_players_turn() -> None:
    """[000:629-631] "During another player's turn, the only building which a player may access is
    the bunker. For example: a sniper team could be retrieved from a player's bunker and used
    during another player's turn"; RULINGS H-7, I-6."""
    game = hq_game(
        2,
        players=[
            stacked_seat(hand=["scavenger", "spear"]),
            stacked_seat(
                buildings=[
                    {"building": "bunker", "stored": ["sniper_team"]},
                    {"building": "armory", "stored": ["rifle"]},
                ]
            ),
            stacked_seat(),
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    assert decider(game) == 1
    options = texts(game, 1)
    assert "retrieve bunker sniper_team" in options
    assert not any(t.startswith("retrieve armory") for t in options)
    game.apply(1, "retrieve bunker sniper_team")
    assert "snipe 0:scavenger" in texts(game, 1)
    game.apply(1, "snipe 0:scavenger")
    pass_windows(game)
    assert "scavenger" in zone_kinds(game, "0:discard")


def test_store_and_retrieve_are_unlimited_in_2015_and_once_a_round_in_2012() -> None:
    """2015 [000:641] store: "A player may do this multiple times in a turn"; [000:733] store and
    retrieve "do not suffer from the limitation of standard actions" (RULINGS ED-15). docs/variants.md,
    rules="2012": "one store (of one or more cards) and one retrieve a round" ([001] calls them
    actions, and an action is taken once a round)."""
    new = hq_game(2, players=[stacked_seat(hand=["refugee", "scavenger", "pills"], buildings=[{"building": "bunker"}])])
    new.apply(0, "store bunker refugee")
    new.apply(0, "store bunker scavenger")
    new.apply(0, "retrieve bunker refugee")
    new.apply(0, "retrieve bunker scavenger")
    assert building(new, 0, "bunker").stored == 0
    assert sorted(new.view(0).hand) == ["pills", "refugee", "scavenger"]
    old = hq_game(
        2, rules="2012", players=[stacked_seat(hand=["refugee", "scavenger"], buildings=[{"building": "bunker"}])]
    )
    old.apply(0, "store bunker refugee")
    assert stores(old, 0, "bunker") == []
    with pytest.raises(sc.IllegalAction):
        old.apply(0, "store bunker scavenger")


def test_2012_a_bunker_retrieve_on_another_turn_is_the_rounds_retrieve() -> None:
    """docs/variants.md, rules="2012": "one retrieve a round, a retrieve from the bunker on another
    player's turn included" (2015 [000:733]: as often as you like)."""
    for rules, again in (("2012", False), ("2015", True)):
        game = hq_game(
            2,
            rules=rules,
            players=[
                stacked_seat(hand=["scavenger"]),
                stacked_seat(buildings=[{"building": "bunker", "stored": ["medic", "sniper_team"]}]),
                stacked_seat(),
            ],
        )
        game.apply(0, "hunt scavenger")
        assert decider(game) == 1
        game.apply(1, "retrieve bunker medic")
        while (d := game.view(None).decision) is not None and (d.seat, d.kind) != (1, "turn"):
            game.apply(d.seat, "end" if d.kind == "turn" else "pass")
        assert any(t.startswith("retrieve bunker") for t in texts(game, 1)) is again, rules


def test_a_card_retrieved_after_committing_does_not_join_the_skirmish() -> None:
    """[000:635] once committed, "nor can cards that come out of a building be added to the
    skirmish set"; [000:737]; RULINGS I-11 (the retrieved card is discarded at the round's end)."""
    game = hq_game(
        2,
        round=3,
        contested=["grenade", "grenade"],
        players=[
            stacked_seat(hand=["brawler"], buildings=[{"building": "bunker", "stored": ["thugs"]}]),
            stacked_seat(hand=["scavenger"]),
            stacked_seat(),
        ],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler")
    game.apply(1, "dig scavenger")
    while (d := game.view(None).decision) is not None and d.kind == "respond":
        if d.seat == 0 and building(game, 0, "bunker").stored:
            game.apply(0, "retrieve bunker thugs")
        else:
            game.apply(d.seat, "pass")
    end_round(game, {1: "commit none"})
    totals = [e for e in skirmish_events(game) if e.type.value == "skirmish_totals" and e.seat == 0]
    assert totals
    assert totals[-1].values[1] == 2
    # Not back in the bunker: discarded at the round's end, so (the deck being empty) it is in the
    # cards seat 0 drew for round 4.
    assert building(game, 0, "bunker").stored == 0
    assert "thugs" in zone_kinds(game, "0:hand") + zone_kinds(game, "0:deck") + zone_kinds(game, "0:discard")


def test_no_building_is_used_in_the_skirmish_not_even_to_save() -> None:
    """[000:629] "Buildings may never be used during the skirmish"; [000:645] retrieve "so long as
    the skirmish has not been initiated"; RULINGS I-6 (in the skirmish only cards of the revealed
    force may be used): a medic in the bunker cannot save a sniped brawler there."""
    game = hq_game(
        2,
        round=3,
        contested=["grenade", "grenade"],
        players=[
            stacked_seat(hand=["brawler"], buildings=[{"building": "bunker", "stored": ["medic"]}]),
            stacked_seat(hand=["sniper_team", "brawler"]),
            stacked_seat(),
        ],
    )
    commits = {0: "commit brawler", 1: "commit brawler sniper_team"}
    sniped = False
    while game.view(None).round == 3:
        d = game.view(None).decision
        assert d is not None
        if d.kind in ("skirmish", "save") and d.seat == 0:
            assert not any(t.startswith(("retrieve", "save")) for t in texts(game, 0))
        if d.kind == "skirmish" and d.seat == 1 and not sniped:
            sniped = True
            game.apply(1, "snipe 0:brawler")
            continue
        game.apply(d.seat, {"turn": "end", "commit": commits.get(d.seat, "commit none")}.get(d.kind, "pass"))
    assert sniped
    won = [e for e in skirmish_events(game) if e.type.value == "skirmish_won"]
    assert won
    assert won[-1].seat == 1
    assert building(game, 0, "bunker").stored == 1


def test_2012_builder_may_look_at_her_own_timer_cards_2015_nobody_may() -> None:
    """[000:579] 2015: timer cards are placed "face-down, without looking at them" (RULINGS ED-11);
    [001] only says face down, and docs/variants.md: with rules="2012" "You may look at your own
    timer cards"; the others never see them."""
    spec: dict[str, Any] = {"players": [stacked_seat(buildings=[{"building": "bunker", "timer": ["thugs", "net"]}])]}
    old = hq_game(2, rules="2012", **spec)
    seen = [k for timer in old.view(0).timers for k in timer]
    assert sorted(seen) == ["net", "thugs"]
    assert not old.view(1).timers
    assert not old.view(None).timers
    new = hq_game(2, **spec)
    assert not new.view(0).timers


# ---------------------------------------------------------------------------------------------
# Module 3: tribal leaders
# ---------------------------------------------------------------------------------------------


def test_each_player_keeps_one_of_two_dealt_leaders_shown_once_all_have_chosen() -> None:
    """[000:650] "deal two, face-down, to each player. From those two, each player keeps only 1 ...
    placed face-up ... The other card is set-aside as it will not be used this game"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5, modules=sc.hq_modules(3)))
    kept = {}
    dealt = {}
    while (d := game.view(None).decision) is not None and d.kind == "leader":
        dealt[d.seat] = game.view(d.seat).dealt
        assert len(dealt[d.seat]) == 2
        assert all(game.view(o).seats[d.seat].leader is None for o in range(3))
        kept[d.seat] = dealt[d.seat][1]
        game.apply(d.seat, f"lead {kept[d.seat]}")
    assert sorted(kept) == [0, 1, 2]
    for s in range(3):
        assert game.view(None).seats[s].leader == kept[s]
    unused = {k for s in range(3) for k in dealt[s] if k != kept[s]}
    assert len(unused) == 3
    reachable = set(zone_kinds(game, "leaders")) | {
        k for z in game.zones() if z[0].isdigit() for k in zone_kinds(game, z)
    }
    assert not unused & reachable


def test_butcher_removes_a_tribe_member_for_one_food_and_one_med_and_it_no_longer_scores() -> None:
    """Butcher card (RULINGS Part 3, L-5): once a round remove one of your tribe members from play for
    1 food + 1 med, no refugee needed [000:662]; [000:658] "Cards that are removed from play cannot
    return to the game and do not count toward final scoring"."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_butcher", ["scavenger", "brawler"]),
            stacked_seat(QUIET[1]),
            stacked_seat(QUIET[2]),
        ],
    )
    before = game.score(0).people
    act(game, 0, "lead scavenger")
    assert game.view(0).seats[0].food == 1
    assert game.view(0).seats[0].removed == 1
    assert game.score(0).people == before - 1
    assert any(t.startswith("hire saboteur") for t in texts(game, 0))  # 1 food + 1 med
    assert not any(t.startswith("lead") for t in texts(game, 0))  # once per round [000:670]


def test_cannibal_food_cannot_be_combined_with_hunted_food() -> None:
    """Cannibal card (RULINGS Part 3, L-6): remove a tribe member for 3 food, which "cannot be combined
    with food from hunting or a garden"; meds may be added. With 3 Cannibal food, 2 hunted food and a
    medkit, thugs (any 6) cannot be hired (3+2 meds = 5), a medic (3 food) can."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_cannibal", ["refugee", "scavenger", "spear", "medkit"]),
            stacked_seat(QUIET[1]),
            stacked_seat(QUIET[2]),
        ],
    )
    act(game, 0, "hunt scavenger+spear")
    act(game, 0, "lead refugee")
    hires = [t for t in texts(game, 0) if t.startswith("hire")]
    assert any(t.startswith("hire medic") for t in hires)
    assert not any(t.startswith("hire thugs") for t in hires)


def test_excavator_refugees_dig_one_and_a_digging_tool_gives_them_plus_one() -> None:
    """Excavator card (RULINGS Part 3, L-9): "All your refugees have dig 1. When a refugee uses a
    digging tool ... ignore the tool's normal bonus and add +1"; other members keep the tool's bonus."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_excavator", ["refugee", "shovel", "scavenger"]),
            stacked_seat(QUIET[1]),
            stacked_seat(QUIET[2]),
        ],
    )
    totals = {str(a): t for a, t in game.view(0).totals}
    assert totals["dig refugee"] == 1
    assert totals["dig refugee+shovel"] == 2
    assert totals["dig scavenger+shovel"] == 3


def test_gangster_refugees_count_two_people_in_a_skirmish_tie_but_one_at_the_end() -> None:
    """Gangster card (RULINGS Part 3, L-8): refugees "have fight 0 and count as 2 people when breaking
    tied skirmishes", for tie-breaks only (not the final score, RULINGS F-1); [000:274] ties are
    broken by people. Brawler + 2 refugees (5 people) beats brawler + tribe family of 3 (4 people)."""
    game = hq_game(
        3,
        round=3,
        contested=["grenade", "grenade"],
        players=[
            stacked_seat("leader_gangster", ["brawler", "refugee", "refugee"]),
            stacked_seat("leader_ranger", ["brawler", "tribe_family_3"]),
            stacked_seat(QUIET[2]),
        ],
    )
    end_round(game, {0: "commit brawler refugee refugee", 1: "commit brawler tribe_family_3"})
    won = [e for e in skirmish_events(game) if e.type.value == "skirmish_won"]
    assert won
    assert won[-1].seat == 0
    assert game.score(0).people == 3  # brawler 1 + two refugees 1 each


def test_organizer_draws_two_keeps_one_and_it_is_the_rounds_only_draw() -> None:
    """Organizer card (RULINGS Part 3, L-4): play a refugee to draw 2 and keep 1; [000:707] "If you use
    the Organizer's ability, that will be your only draw action for this round"."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_organizer", ["refugee", "scout"], deck=["junk", "pills", "net"]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[1]),
        ],
    )
    act(game, 0, "lead refugee")
    assert sorted(game.view(0).looking) == ["junk", "pills"]
    game.apply(0, "keep pills")
    assert sorted(game.view(0).hand) == ["pills", "scout"]
    assert not any(t.startswith("draw") for t in texts(game, 0))


def test_peacemaker_gives_plus_two_to_a_hunt_once_a_round() -> None:
    """Peacemaker card (RULINGS Part 3, L-2): once a round play a refugee to raise another tribe
    member's hunt or dig by +2 [000:666,670]."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_peacemaker", ["refugee", "refugee", "scavenger"]),
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[2]),
        ],
    )
    act(game, 0, "lead refugee")
    totals = {str(a): t for a, t in game.view(0).totals}
    assert totals["hunt scavenger"] == 3
    assert not any(t.startswith("lead") for t in texts(game, 0))


def test_sergeant_at_arms_tools_cannot_be_disarmed_and_saboteurs_cost_one_med() -> None:
    """Sergeant at Arms card (RULINGS Part 3, L-11): "immune to disarm ... When you hire saboteurs you
    pay no food: the cost for you is 1 med"; no refugee needed [000:662]."""
    game = hq_game(
        3,
        players=[
            stacked_seat("leader_sergeant_at_arms", ["scavenger", "spear", "pills"]),
            stacked_seat(QUIET[0], ["saboteur"]),
            stacked_seat(QUIET[1]),
        ],
    )
    assert "hire saboteur pay pills" in texts(game, 0)
    game.apply(0, "hunt scavenger+spear")
    assert decider(game) == 1
    assert not any(t.startswith("disarm") for t in texts(game, 1))


def test_fanatic_strikes_a_declared_card_on_another_turn_and_its_refugee_leaves_the_game() -> None:
    """[000:711] the Fanatic is used "During another player's resource gathering OR during the
    skirmish"; [000:715] it targets "Any card played from a player's hand"; [000:658] the refugee is
    removed from play; RULINGS L-7 (not on the owner's own gathering turn)."""
    own = hq_game(
        3,
        initiator=2,
        players=[
            stacked_seat(QUIET[0]),
            stacked_seat(QUIET[1]),
            stacked_seat("leader_fanatic", ["refugee", "scavenger"]),
        ],
    )
    assert decider(own) == 2
    assert not any(t.startswith("lead") for t in texts(own, 2))  # not on her own gathering turn
    game = hq_game(
        3,
        players=[
            stacked_seat(QUIET[0], ["scavenger", "spear"]),
            stacked_seat(QUIET[1]),
            stacked_seat("leader_fanatic", ["refugee"]),
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    while (d := game.view(None).decision) is not None and d.seat != 2:
        game.apply(d.seat, "pass")
    assert "lead refugee 0:spear" in texts(game, 2)
    game.apply(2, "lead refugee 0:spear")
    pass_windows(game)
    while (d := game.view(None).decision) is not None and d.kind == "resume":
        game.apply(d.seat, "continue")
    assert game.view(0).seats[0].food == 1  # the scavenger hunts without the spear
    assert "spear" in zone_kinds(game, "0:discard")
    assert game.view(0).seats[2].removed == 1
    assert game.score(2).people == 0


# ---------------------------------------------------------------------------------------------
# Module 4: Dirty Deeds
# ---------------------------------------------------------------------------------------------


def test_a_saboteur_disables_only_completed_buildings_and_the_sergeant_does_not_protect_them() -> None:
    """[000:685] "A saboteur may attack a building that is completed and disable it"; RULINGS H-11
    (on the attacker's own turn; the saboteur is discarded; the Sergeant at Arms does not protect
    buildings, L-11)."""
    game = hq_game(
        4,
        players=[
            stacked_seat(QUIET[0], ["saboteur"]),
            stacked_seat(
                "leader_sergeant_at_arms", buildings=[{"building": "bunker"}, {"building": "armory", "timer": ["junk"]}]
            ),
            stacked_seat(QUIET[2]),
        ],
    )
    options = texts(game, 0)
    assert "disable 1:bunker" in options
    assert "disable 1:armory" not in options
    act(game, 0, "disable 1:bunker")
    pass_windows(game)
    assert building(game, 1, "bunker").disabled
    assert zone_kinds(game, "0:discard") == ["saboteur"]


def test_a_disabled_building_locks_its_cards_until_a_tribe_member_repairs_it() -> None:
    """[000:685] "If a building is disabled, its abilities cannot be used and cards cannot be added or
    removed from the building. To repair the building, a tribe member card must be played from the
    player's hand to work on the building and then immediately discarded"; RULINGS H-11."""
    game = hq_game(
        4,
        players=[
            stacked_seat(
                QUIET[0],
                ["refugee", "scavenger"],
                buildings=[{"building": "bunker", "stored": ["sniper_team"], "disabled": True}],
            ),
            stacked_seat(QUIET[1]),
            stacked_seat(QUIET[2]),
        ],
    )
    options = texts(game, 0)
    assert not any(t.startswith(("store bunker", "retrieve bunker")) for t in options)
    act(game, 0, "repair bunker refugee")
    assert not building(game, 0, "bunker").disabled
    assert "refugee" in zone_kinds(game, "0:discard")
    assert "retrieve bunker sniper_team" in texts(game, 0)


def test_a_disabled_or_unfinished_building_does_not_count_for_the_masons() -> None:
    """[000:565] the Masons count "completed and enabled buildings", ties broken by engineers;
    RULINGS F-6. Seat 0: a bunker and a disabled armory (1) and an engineer; seat 1: a pharmacy and
    gardens (2); seat 2: three buildings under construction (0)."""
    game = hq_game(
        4,
        round=3,
        contested=["sled_team"],
        players=[
            stacked_seat(
                QUIET[0],
                deck=["engineer"],
                buildings=[{"building": "bunker"}, {"building": "armory", "disabled": True}],
            ),
            stacked_seat(QUIET[1], buildings=[{"building": "pharmacy"}, {"building": "hydroponic_gardens"}]),
            stacked_seat(
                QUIET[2],
                buildings=[
                    {"building": "bunker", "timer": ["junk"]},
                    {"building": "armory", "timer": ["junk"]},
                    {"building": "hydroponic_gardens", "timer": ["junk"]},
                ],
            ),
        ],
    )
    result = play_out(game)
    assert "gang_masons" in result.scores[1].gangs
    assert "gang_masons" not in result.scores[0].gangs + result.scores[2].gangs


def test_a_sniped_leader_is_wounded_until_a_med_heals_him() -> None:
    """[000:691] "A sniper team may attack a tribal leader, wounding him ... This removes the leader's
    advantage until a med is applied to the leader to heal him"; RULINGS L-12, L-13."""
    game = hq_game(
        4,
        players=[
            stacked_seat(QUIET[0], ["sniper_team"]),
            stacked_seat("leader_ranger", ["refugee", "pills"]),
            stacked_seat(QUIET[2]),
        ],
    )
    act(game, 0, "snipe 1:leader_ranger")
    pass_windows(game)
    assert game.view(None).seats[1].wounded
    assert zone_kinds(game, "0:discard") == ["sniper_team"]
    end_round_turn(game, 0)
    assert decider(game) == 1
    assert "hunt refugee" not in texts(game, 1)  # the Ranger gives nothing while wounded
    act(game, 1, "heal pills")
    assert not game.view(None).seats[1].wounded
    assert "pills" in zone_kinds(game, "1:discard")
    assert "hunt refugee" in texts(game, 1)


def end_round_turn(game: sc.Game, s: int) -> None:
    """Seat ``s`` ends her gathering turn (rounds 1-2: no commit), the windows pass."""
    game.apply(s, "end")
    pass_windows(game)


def test_a_medic_saves_a_leader_from_a_sniper() -> None:
    """[000:547] "Save - protect a tribe member or leader from a snipe attack"; RULINGS L-13, I-4."""
    game = hq_game(
        4,
        players=[
            stacked_seat(QUIET[0], ["sniper_team"]),
            stacked_seat("leader_ranger", ["refugee"]),
            stacked_seat(QUIET[2], ["medic"]),
        ],
    )
    game.apply(0, "snipe 1:leader_ranger")
    while (d := game.view(None).decision) is not None and d.kind in ("save", "respond"):
        game.apply(d.seat, "save medic" if d.seat == 2 and d.kind == "save" else "pass")
    assert not game.view(None).seats[1].wounded
    assert zone_kinds(game, "2:discard") == ["medic"]
    assert zone_kinds(game, "0:discard") == ["sniper_team"]


def test_a_gangster_wounded_in_the_skirmish_gives_no_refugee_bonus() -> None:
    """[000:691] wounding "removes the leader's advantage"; RULINGS L-13 (a sniper team may snipe a
    leader on its owner's skirmish turn), L-17 (skirmish values are computed at final resolution,
    so a Gangster wounded at any point in the skirmish gives no refugee bonus that round), S-4 (the
    used sniper stays in the force for people, without fight). Seat 0: brawler + 2 refugees (3
    people without the bonus); seat 1: brawler + sniper team (2) + tribe family of 3 (6 people)."""
    game = hq_game(
        4,
        round=3,
        contested=["grenade", "grenade"],
        players=[
            stacked_seat("leader_gangster", ["brawler", "refugee", "refugee"]),
            stacked_seat("leader_ranger", ["brawler", "tribe_family_3", "sniper_team"]),
            stacked_seat(QUIET[2]),
        ],
    )
    commits = {0: "commit brawler refugee refugee", 1: "commit brawler sniper_team tribe_family_3"}
    sniped = False
    while game.view(None).round == 3:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "skirmish" and d.seat == 1 and not sniped:
            sniped = True
            game.apply(1, "snipe 0:leader_gangster")
            continue
        game.apply(d.seat, {"turn": "end", "commit": commits.get(d.seat, "commit none")}.get(d.kind, "pass"))
    assert sniped
    assert game.view(None).seats[0].wounded
    totals = {e.seat: e.values for e in skirmish_events(game) if e.type.value == "skirmish_totals"}
    assert totals[0][2] == 3
    assert totals[1][1:] == (2, 6)
    won = [e for e in skirmish_events(game) if e.type.value == "skirmish_won"]
    assert won
    assert won[-1].seat == 1
