"""Rule tests for the RULINGS.md entries no other test cites yet: ED-5, ED-13, ED-17, ED-19, H-12,
I-10, R-3, S-14, X-5, X-21 and X-22 (ED-3 and S-13 cannot be tested: the people icon's corner is
print layout, and a skirmish with an empty contested pile cannot happen).

Written from the rulings' and the rulebooks' words through the public API only (scenarios,
notation, ``legal_actions``, ``view``, ``log``, ``zones``), as an outside checker. Each test is
named after the rule it checks; its docstring quotes the ruling and the rulebook line it rests on.
"""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import act, pass_windows, texts, zone_kinds
from test_rules_skirmish import totals, winner_of_last_skirmish

HQ1 = sc.hq_modules(1)
HQ2 = sc.hq_modules(2)
HQ3 = sc.hq_modules(3)
HQ4 = sc.hq_modules(4)
ALL_RECON = sc.recon_modules([1, 2, 3, 4, 5])
CR = ["grenade", "wolf_pack", "field_crew"]
REFUSED = (sc.IllegalAction, sc.InvalidAction)
CARDS_TSV = Path("/work/shared/cards.tsv")


def new(modules: frozenset[Any] = frozenset(), seats: int = 3, **scenario: Any) -> sc.Game:
    """A stacked table (seed 0) with the given modules."""
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario=scenario))


def to_skirmish(game: sc.Game, commits: dict[int, str]) -> None:
    """Every seat still to play this round ends its turn and commits as given (default: nothing);
    stops at the first decision that is neither (a skirmish opportunity) or at the next round."""
    start = game.round
    while game.round == start and (d := game.view(None).decision) is not None and d.kind in ("turn", "commit"):
        game.apply(d.seat, "end" if d.kind == "turn" else commits.get(d.seat, "commit none"))


def pass_skirmish(game: sc.Game) -> None:
    """Every remaining skirmish opportunity (and window) of this round passes."""
    while (d := game.view(None).decision) is not None and d.kind in ("skirmish", "respond", "save"):
        game.apply(d.seat, "pass")


def snipes(game: sc.Game, seat: int) -> set[str]:
    return {t for t in texts(game, seat) if t.startswith("snipe")}


def building(game: sc.Game, seat: int, kind: str) -> sc.BuildingView:
    return next(b for b in game.view(None).seats[seat].buildings if b.kind == kind)


def hires(game: sc.Game, seat: int) -> list[str]:
    return [t for t in texts(game, seat) if t.startswith("hire")]


# =============================================================================================
# ED-5: when skirmish cards are discarded


def test_ed5_skirmish_cards_stay_in_the_force_until_the_end_of_the_round_then_go_to_the_discard() -> None:
    """ED-5: "At end of round, after the CR is awarded ..., every card in hands, play areas and
    skirmish forces goes to its owner's discard pile." [000:270] "During the Skirmish Phase, all
    cards remain until the end of the round, even if a special power is activated (e.g. saboteur
    or sniper team)"; [000:256] "During the Skirmish phase, cards are discarded at the end of the
    round"."""
    game = new(
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler", "spear"], "deck": ["junk"] * 5},
            {"hand": ["thugs", "refugee", "net"], "deck": ["pills"] * 5},
            {"hand": ["saboteur", "scavenger", "shovel"], "deck": ["medkit"] * 5},
        ],
        contested=CR,
    )
    to_skirmish(
        game,
        {0: "commit sniper_team brawler spear", 1: "commit thugs refugee net", 2: "commit saboteur scavenger shovel"},
    )
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    game.apply(0, "snipe 1:thugs")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 2)
    # The sniper team that acted is still in its owner's force, not yet discarded [000:270].
    assert Counter(zone_kinds(game, "0:committed")) == Counter(["sniper_team", "brawler", "spear"])
    game.apply(2, "disarm 1:net")
    pass_skirmish(game)
    assert game.round == 4
    assert winner_of_last_skirmish(game) == 0  # brawler+spear 4 against scavenger+shovel 2
    # Every force card went to its owner's discard pile; the new hands are the five drawn cards.
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["sniper_team", "brawler", "spear", "grenade"])
    assert Counter(zone_kinds(game, "1:discard")) == Counter(["thugs", "refugee", "net"])
    assert Counter(zone_kinds(game, "2:discard")) == Counter(["saboteur", "scavenger", "shovel"])
    for seat, kind in ((0, "junk"), (1, "pills"), (2, "medkit")):
        assert zone_kinds(game, f"{seat}:hand") == [kind] * 5
        assert zone_kinds(game, f"{seat}:committed") == []


def test_ed5_cards_in_buildings_and_on_timers_stay_a_card_retrieved_to_hand_is_discarded() -> None:
    """ED-5: every card in hands ... goes to its owner's discard pile. "Exceptions are cards in
    buildings or on building timers". I-11: a card retrieved after committing, "If unused, it is
    discarded at the end of the round". [000:256, 000:270]; H-7 "Stored cards persist across
    rounds"."""
    game = new(
        HQ2,
        round=3,
        players=[
            {
                "hand": ["brawler"],
                "deck": ["medkit"] * 5,
                "buildings": [
                    {"building": "bunker", "stored": ["scout", "hunter"]},
                    {"building": "armory", "timer": ["junk", "junk", "junk"]},
                ],
            },
            {"hand": ["scavenger"], "deck": ["pills"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
        contested=CR,
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler")
    game.apply(1, "hunt scavenger")
    while (d := game.view(None).decision) is not None and d.seat != 0:
        game.apply(d.seat, "pass")
    assert game.view(None).decision == sc.Decision("respond", 0, 1, "hunt")
    game.apply(0, "retrieve bunker hunter")
    assert game.view(0).hand == ("hunter",)
    pass_windows(game)
    to_skirmish(game, {2: "commit refugee"})
    pass_skirmish(game)
    assert game.round == 4
    assert winner_of_last_skirmish(game) == 0
    # The retrieved hunter, unused, was discarded with the force; the new hand is the draw of 5.
    assert zone_kinds(game, "0:hand") == ["medkit"] * 5
    # The stored scout stays in the bunker; the armory's timer only lost this round's tick (H-1).
    assert game.view(0).stored[0] == ("scout",)
    assert building(game, 0, "armory").timer == 2
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["brawler", "hunter", "grenade", "junk"])


def test_ed5_a_returned_hardy_scavenger_stays_in_hand_everything_else_is_discarded() -> None:
    """ED-5: "after the CR is awarded and hardy scavengers return, every card in hands, play
    areas and skirmish forces goes to its owner's discard pile. Exceptions are ... returned
    hardy scavengers." [003:181] "any HS units you sent are returned to your hand at the end of
    the round"; [003:182] the owner still draws normally. X-13 / ED-5: cards a drill sergeant
    draws in the skirmish go to hand and are discarded at the end of the round."""
    game = new(
        ALL_RECON,
        round=3,
        players=[
            {"hand": ["thugs", "hardy_scavenger"], "deck": ["junk"] * 5},
            {"hand": ["brawler", "hardy_scavenger"], "deck": ["pills"] * 5},
            {"hand": ["drill_sergeant", "refugee"], "deck": ["medkit", "medkit", "refugee", *["pills"] * 4]},
        ],
        contested=CR,
    )
    to_skirmish(
        game,
        {0: "commit thugs hardy_scavenger", 1: "commit brawler hardy_scavenger", 2: "commit drill_sergeant refugee"},
    )
    while (d := game.view(None).decision) is not None and d.seat != 2:
        game.apply(d.seat, "pass")
    assert game.view(None).decision == sc.Decision("skirmish", 2)
    game.apply(2, "drill drill_sergeant")
    if (d := game.view(None).decision) is not None and d.kind == "shuffle":
        game.apply(2, "shuffle none")
    pass_skirmish(game)
    assert game.round == 4
    assert winner_of_last_skirmish(game) == 0
    # The loser's hardy scavenger is back in hand, on top of a full draw of 5.
    assert Counter(zone_kinds(game, "1:hand")) == Counter({"hardy_scavenger": 1, "pills": 5})
    assert Counter(zone_kinds(game, "1:discard")) == Counter(["brawler"])
    # The winner's hardy scavenger is discarded with the rest of her force.
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["thugs", "hardy_scavenger", "grenade"])
    assert "hardy_scavenger" not in zone_kinds(game, "0:hand")
    # The drill sergeant's two drawn medkits were in hand at the end of the round: discarded.
    assert "medkit" not in zone_kinds(game, "2:hand")
    assert Counter(zone_kinds(game, "2:discard"))["medkit"] == 2


# =============================================================================================
# ED-13: the scope of "special actions"


def test_ed13_sniper_team_and_saboteur_special_actions_work_in_gathering_and_in_the_skirmish() -> None:
    """ED-13: "Each card states whether it works in RG, in the skirmish or both." "Both
    card-detail sections allow use in the skirmish [000:302,316]": the saboteur and the sniper
    team "may be used during the resource gathering phase OR the skirmish phase"."""
    game = new(
        round=3,
        players=[
            {"hand": ["scavenger", "spear", "brawler", "shovel"], "deck": ["junk"] * 5},
            {"hand": ["saboteur", "sniper_team"], "deck": ["pills"] * 5},
            {"hand": ["refugee"], "deck": ["medkit"] * 5},
        ],
        contested=CR,
    )
    game.apply(0, "hunt scavenger+spear")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "hunt")
    assert {"disarm 0:spear", "snipe 0:scavenger"} <= set(texts(game, 1))
    game.apply(1, "pass")
    pass_windows(game)
    to_skirmish(game, {0: "commit brawler shovel", 1: "commit saboteur sniper_team", 2: "commit refugee"})
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    assert {"disarm 0:shovel", "snipe 0:brawler"} <= set(texts(game, 1))


def test_ed13_recon_special_actions_each_keep_their_own_phases() -> None:
    """ED-13: "Special actions are an open category, defined per card (Recon adds more). Each
    card states whether it works in RG, in the skirmish or both." Spy: own RG turn only (X-3);
    demolition team: own RG turn (H-9); tear gas: "Used only in the skirmish" [003:240]; drill
    sergeant: RG, and in the skirmish [003:176] (X-13)."""
    game = new(
        ALL_RECON,
        round=3,
        players=[
            {"hand": ["spy", "demolition_team", "tear_gas", "drill_sergeant", "brawler"], "deck": ["junk"] * 5},
            {
                "hand": ["brawler"],
                "deck": ["pills"] * 5,
                "buildings": [{"building": "bunker", "timer": ["refugee"] * 3}],
            },
            {"hand": ["refugee"], "deck": ["medkit"] * 5},
        ],
        contested=CR,
    )
    gathering = texts(game, 0)
    assert "spy 1:hand" in gathering
    assert "demolish 1:bunker" in gathering
    assert "drill drill_sergeant" in gathering
    assert not any(t.startswith("gas") for t in gathering)
    act(game, 0, "end")
    game.apply(0, "commit spy demolition_team tear_gas drill_sergeant brawler")
    to_skirmish(game, {1: "commit brawler", 2: "commit refugee"})
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    skirmish = texts(game, 0)
    assert "gas 1:brawler" in skirmish
    assert "drill drill_sergeant" in skirmish
    assert not any(t.startswith(("spy", "demolish")) for t in skirmish)


# =============================================================================================
# ED-17: the pickaxe left out of the 2015 card details


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_ed17_the_junkyard_holds_four_pickaxes_as_in_the_component_list(seats: int) -> None:
    """ED-17: "Use the component list [000:35], where pickaxe x4 is present". [000:35] "46
    junkyard cards (7 junk, 4 multitools, 4 nets, 6 spears, 4 pickaxes, 6 shovels, 6 medkits,
    9 pills)"; the starter spears and shovels come out of the pool (R-0)."""
    game = sc.Game.new(sc.GameConfig(players=seats, seed=3))
    junkyard = Counter(zone_kinds(game, "junkyard"))
    assert junkyard["pickaxe"] == 4
    assert junkyard == Counter(
        {
            "junk": 7,
            "multitool": 4,
            "net": 4,
            "spear": 6 - seats,
            "pickaxe": 4,
            "shovel": 6 - seats,
            "medkit": 6,
            "pills": 9,
        }
    )


def test_ed17_the_pickaxe_follows_the_card_data_dig_one_fight_two() -> None:
    """ED-17: use "the card data in Appendix A": "Pickaxe | base JY | 4 | tool | dig +1, fight
    +2"; [001] "pickaxe: Fighting tool with limited digging modifier"."""
    game = new(
        round=3,
        players=[
            {"hand": ["refugee", "pickaxe", "brawler", "pickaxe"]},
            {"hand": ["thugs"]},
            {"hand": ["refugee"]},
        ],
        junkyard=["net", "pills", "junk"],
        contested=CR,
    )
    act(game, 0, "dig refugee+pickaxe")
    assert game.view(0).looking == ("net",)  # a refugee's dig 0 plus the pickaxe's 1
    game.apply(0, "keep none")
    act(game, 0, "end")
    to_skirmish(game, {0: "commit brawler pickaxe", 1: "commit thugs", 2: "commit refugee"})
    pass_skirmish(game)
    assert totals(game)[0] == (1, 4, 1)  # brawler 2 + pickaxe 2
    assert winner_of_last_skirmish(game) == 0  # 4 against the thugs' 3


# =============================================================================================
# ED-19: one id for the Sergeant at Arms


def test_ed19_the_sergeant_at_arms_has_a_single_leader_id() -> None:
    """ED-19: "Both spellings appear ([000:660] vs [000:672]), and E1 notes the card itself is
    misprinted 'Sergent'. Ruling: A single leader id, `sergeant_at_arms`." (The card ids of
    cards.tsv prefix every leader with ``leader_``.)"""
    arms = [kind for kind in sc.cards.CATALOGUE if "arms" in kind or "sergent" in kind]
    assert arms == ["leader_sergeant_at_arms"]
    with CARDS_TSV.open() as f:
        ids = [row["id"] for row in csv.DictReader(f, delimiter="\t")]
    assert [i for i in ids if "arms" in i] == ["leader_sergeant_at_arms"]
    for misspelt in ("leader_sergeant_of_arms", "leader_sergent_at_arms", "sergeant_of_arms"):
        with pytest.raises(sc.ConfigError, match="leader"):
            new(HQ3, players=[{"leader": misspelt}, {"leader": "leader_mentor"}, {"leader": "leader_butcher"}])


def test_ed19_the_sergeant_at_arms_plays_under_its_single_id() -> None:
    """ED-19: "A single leader id, `sergeant_at_arms`": the leader placed by that id is shown
    under it, and its always-on text applies (L-11: "Its owner's tools cannot be disarmed")."""
    game = new(
        HQ3,
        players=[
            {"hand": ["scavenger", "spear"], "leader": "leader_sergeant_at_arms"},
            {"hand": ["saboteur"], "leader": "leader_mentor"},
            {"leader": "leader_butcher"},
        ],
    )
    assert game.view(None).seats[0].leader == "leader_sergeant_at_arms"
    game.apply(0, "hunt scavenger+spear")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "hunt")
    assert not any(t.startswith("disarm") for t in texts(game, 1))


# =============================================================================================
# H-12: toolkit uses


def test_h12_a_toolkit_adds_two_to_a_junkyard_or_schematics_dig_with_a_base_dig_holder() -> None:
    """H-12: "A toolkit does one of two things, each needing a holder: +2 to a junkyard or
    schematics dig, with a base-dig holder". [000:555] "A toolkit can be used to enhance digging
    (either junkyard or engineering schematics)". "Before Module 2, only the dig use exists
    [000:538]": "For now, ignore the special ability of the toolkit"."""
    module1 = new(
        HQ1, players=[{"hand": ["scavenger", "toolkit", "refugee"]}, {}, {}], junkyard=["net", "medkit", "pills"]
    )
    legal = texts(module1, 0)
    assert "dig scavenger+toolkit" in legal
    assert not any(t.startswith(("work", "build")) for t in legal)
    act(module1, 0, "dig scavenger+toolkit")
    assert len(module1.view(0).looking) == 3
    game = new(
        HQ2,
        players=[{"hand": ["scavenger", "toolkit", "engineer", "toolkit", "hunter"], "deck": ["pills"] * 5}, {}, {}],
        junkyard=["net", "multitool", "pills", "medkit", "spear"],
        schematics=["bunker", "armory", "pharmacy", "hydroponic_gardens", "bunker", "armory"],
    )
    assert not any(t.startswith(("dig toolkit", "build toolkit")) for t in texts(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "dig toolkit")
    with pytest.raises(REFUSED):  # the hunter has no base dig to hold it with
        game.apply(0, "dig scavenger hunter+toolkit")
    act(game, 0, "dig scavenger+toolkit")
    assert Counter(game.view(0).looking) == Counter(["net", "multitool", "pills"])  # 1 + 2
    game.apply(0, "keep none")
    act(game, 0, "build engineer+toolkit")
    assert Counter(game.view(0).looking) == Counter(["bunker", "armory", "pharmacy", "hydroponic_gardens"])  # 2 + 2


def test_h12_a_toolkit_held_by_a_worker_removes_two_more_timer_cards() -> None:
    """H-12: "... or +2 timer cards removed, with a worker holder". [000:596] "Each tribe member
    played can remove 1 card from a building that is under construction. If wielding a toolkit,
    then 2 additional cards may be removed." A toolkit with no worker removes nothing."""
    game = new(
        HQ2,
        round=2,
        players=[
            {"hand": ["scavenger", "toolkit"], "buildings": [{"building": "bunker", "timer": ["pills"] * 5}]},
            {},
            {},
        ],
    )
    assert not any(t.startswith("work bunker toolkit") for t in texts(game, 0))
    with pytest.raises(REFUSED):
        game.apply(0, "work bunker toolkit")
    act(game, 0, "work bunker scavenger+toolkit")
    assert building(game, 0, "bunker").timer == 2


def test_h12_a_toolkit_is_never_used_both_ways_in_one_round() -> None:
    """H-12: "Never both in one round." A toolkit that dug cannot then speed a building, and one
    that worked cannot then dig (one action per card [000:256])."""
    dug = new(
        HQ2,
        round=2,
        players=[
            {
                "hand": ["scavenger", "toolkit", "refugee", "engineer"],
                "deck": ["pills"] * 5,
                "buildings": [{"building": "bunker", "timer": ["medkit"] * 5}],
            },
            {},
            {},
        ],
    )
    act(dug, 0, "dig scavenger+toolkit")
    dug.apply(0, "keep none")
    assert not any("toolkit" in t for t in texts(dug, 0))
    with pytest.raises(REFUSED):
        dug.apply(0, "work bunker refugee+toolkit")
    worked = new(
        HQ2,
        round=2,
        players=[
            {
                "hand": ["scavenger", "toolkit", "refugee", "engineer"],
                "deck": ["pills"] * 5,
                "buildings": [{"building": "bunker", "timer": ["medkit"] * 5}],
            },
            {},
            {},
        ],
    )
    act(worked, 0, "work bunker refugee+toolkit")
    assert building(worked, 0, "bunker").timer == 2
    assert not any("toolkit" in t for t in texts(worked, 0))
    with pytest.raises(REFUSED):
        worked.apply(0, "dig scavenger+toolkit")
    with pytest.raises(REFUSED):
        worked.apply(0, "build engineer+toolkit")


# =============================================================================================
# I-10: interrupts during the initiator's turn


def test_i10_every_other_players_whole_hand_can_answer_the_initiator() -> None:
    """I-10: "At that point nobody else has committed. Every other player's full hand ... is
    available for responses." [000:476] snipers and saboteurs "are played as instants during an
    opponent's hunt/hire, dig or draw action"."""
    game = new(
        round=3,
        players=[
            {"hand": ["scavenger", "spear", "brawler"], "deck": ["junk"] * 5},
            {"hand": ["saboteur", "refugee", "pills", "medkit", "scout"], "deck": ["pills"] * 5},
            {"hand": ["sniper_team", "refugee", "net", "brawler", "shovel"], "deck": ["medkit"] * 5},
        ],
        contested=CR,
    )
    assert game.view(None).initiator == 0
    game.apply(0, "hunt scavenger+spear")
    seats = game.view(None).seats
    assert [s.committed_count for s in seats] == [0, 0, 0]
    assert [s.hand_count for s in seats[1:]] == [5, 5]
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "hunt")
    assert "disarm 0:spear" in texts(game, 1)
    game.apply(1, "disarm 0:spear")
    while (d := game.view(None).decision) is not None and d.seat != 2:
        game.apply(d.seat, "pass")
    assert game.view(None).decision == sc.Decision("respond", 2, 0, "hunt")
    assert "snipe 0:scavenger" in texts(game, 2)
    game.apply(2, "snipe 0:scavenger")
    pass_windows(game)
    assert "scavenger" in zone_kinds(game, "0:discard")
    assert "spear" in zone_kinds(game, "0:discard")
    # The answering players still take their own turns with the rest of their hands.
    if (d := game.view(None).decision) is not None and d.kind == "resume":
        game.apply(0, "abort")
    act(game, 0, "end")
    game.apply(0, "commit brawler")
    assert game.view(None).decision == sc.Decision("turn", 1)
    assert Counter(game.view(1).hand) == Counter(["refugee", "pills", "medkit", "scout"])


def test_i10_another_players_bunker_can_answer_the_initiator() -> None:
    """I-10: "Every other player's full hand, plus her bunker, is available for responses."
    [000:631] "a sniper team could be retrieved from a player's bunker and used during another
    player's turn in order to interrupt that player's resource gathering action"."""
    game = new(
        HQ2,
        round=3,
        players=[
            {"hand": ["scavenger", "spear", "brawler"], "deck": ["junk"] * 5},
            {"hand": ["refugee"], "deck": ["pills"] * 5},
            {"hand": ["refugee", "pills"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
        ],
        contested=CR,
    )
    game.apply(0, "hunt scavenger+spear")
    while (d := game.view(None).decision) is not None and d.seat != 2:
        game.apply(d.seat, "pass")
    assert game.view(None).decision == sc.Decision("respond", 2, 0, "hunt")
    assert "retrieve bunker sniper_team" in texts(game, 2)
    game.apply(2, "retrieve bunker sniper_team")
    assert "snipe 0:scavenger" in texts(game, 2)
    game.apply(2, "snipe 0:scavenger")
    pass_windows(game)
    assert "scavenger" in zone_kinds(game, "0:discard")
    assert game.view(2).stored == ((),)


# =============================================================================================
# the order of actions within a turn


def test_r3_actions_in_any_order_with_free_actions_interleaved() -> None:
    """R-3: "Actions may come in any order, and free actions (trash, store, retrieve, hire) may
    be interleaved." Here: store, trash, hunt, retrieve, hire, draw, dig."""
    game = new(
        HQ2,
        players=[
            {
                "hand": ["scavenger", "spear", "brawler", "pills", "scout"],
                "deck": ["medkit", "medkit", "pills"],
                "buildings": [{"building": "bunker"}],
            },
            {},
            {},
        ],
        junkyard=["net", "medkit", "multitool"],
    )
    act(game, 0, "store bunker brawler")
    act(game, 0, "trash pills")
    act(game, 0, "hunt scavenger+spear")
    assert game.view(None).seats[0].food == 2
    act(game, 0, "retrieve bunker brawler")
    act(game, 0, "hire brawler")
    act(game, 0, "draw scout")
    assert Counter(game.view(0).hand) == Counter(["brawler", "medkit", "medkit"])
    act(game, 0, "dig brawler")
    assert len(game.view(0).looking) == 1
    game.apply(0, "keep none")
    assert Counter(zone_kinds(game, "0:discard")) == Counter(["scavenger", "spear", "brawler", "brawler", "scout"])
    assert Counter(zone_kinds(game, "0:hand")) == Counter(["medkit", "medkit"])


def test_r3_a_hire_comes_after_all_the_food_for_it() -> None:
    """R-3: "Hire must come after all food for it has been generated." [000:218] "Food is
    created in real-time using the hunt action". A garden's 1 food alone buys a scavenger, not a
    brawler; once the hunt adds its food, the brawler can be hired."""
    game = new(
        HQ2,
        players=[{"hand": ["scavenger"], "buildings": [{"building": "hydroponic_gardens"}]}, {}, {}],
    )
    assert "hire scavenger" in hires(game, 0)
    assert "hire brawler" not in hires(game, 0)
    act(game, 0, "hunt scavenger")
    assert game.view(None).seats[0].food == 2
    assert "hire brawler" in hires(game, 0)
    act(game, 0, "hire brawler")
    assert "brawler" in zone_kinds(game, "0:discard")
    # Hiring first on the garden's food alone is allowed too; a hunt after it may still be made,
    # but its food can no longer pay for anything.
    early = new(HQ2, players=[{"hand": ["scavenger"], "buildings": [{"building": "hydroponic_gardens"}]}, {}, {}])
    act(early, 0, "hire scavenger")
    assert "hunt scavenger" in texts(early, 0)
    act(early, 0, "hunt scavenger")
    assert hires(early, 0) == []


def test_r3_food_is_spent_on_the_single_hire_and_unspent_food_is_lost() -> None:
    """R-3: "Food from hunting, gardens and leaders lasts until the end of the player's own turn.
    It is all spent on the single hire; any unspent food is lost." [000:218] "Each player may
    only hire one mercenary per round"; [000:619] "Food does not accumulate from round to
    round"."""
    game = new(
        players=[
            {"hand": ["scavenger", "net", "hunter"], "deck": ["scavenger", "spear", "refugee", "refugee", "refugee"]},
            {"hand": ["refugee"]},
            {"hand": ["refugee"]},
        ]
    )
    act(game, 0, "hunt scavenger+net")
    assert game.view(None).seats[0].food == 3
    act(game, 0, "hire scavenger")
    assert game.view(None).seats[0].food == 0
    assert hires(game, 0) == []
    # Food hunted and not spent is gone once her turn ends, and does not carry into the next round.
    second = new(
        players=[
            {"hand": ["scavenger", "net"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ]
    )
    act(second, 0, "hunt scavenger+net")
    assert second.view(None).seats[0].food == 3
    act(second, 0, "end")
    assert second.view(None).seats[0].food == 0
    act(second, 1, "end")
    act(second, 2, "end")
    assert second.round == 2
    assert second.view(None).decision == sc.Decision("turn", 0)
    assert second.view(None).seats[0].food == 0
    assert hires(second, 0) == []


# =============================================================================================
# S-14: targets of a skirmish snipe


def _snipe_table(modules: frozenset[Any] = frozenset(), leaders: tuple[str, ...] = ()) -> sc.Game:
    """Round 3: seat 0 brings two sniper teams, seats 1 and 2 persons, tools and medicine;
    ``leaders`` by seat when the modules deal them."""
    players: list[dict[str, Any]] = [
        {"hand": ["sniper_team", "sniper_team", "brawler", "refugee"]},
        {"hand": ["thugs", "refugee", "spear", "scout"]},
        {"hand": ["sniper_team", "scavenger", "pills"]},
    ]
    for player, leader in zip(players, leaders, strict=False):
        player["leader"] = leader
    game = new(modules, round=3, players=players, contested=CR)
    to_skirmish(
        game,
        {
            0: "commit sniper_team sniper_team brawler refugee",
            1: "commit thugs refugee spear scout",
            2: "commit sniper_team scavenger pills",
        },
    )
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    return game


def test_s14_a_skirmish_snipe_targets_any_person_in_an_opponents_revealed_force_never_ones_own() -> None:
    """S-14: "Any non-sniped person card in any opponent's revealed force. ... Snipes never
    target one's own cards." [000:316] a sniper "renders one opponent's tribe member (the
    mercenary, refugee, or tribe family card is discarded) ineffective"; tools and medicine are
    not persons."""
    game = _snipe_table()
    assert snipes(game, 0) == {
        "snipe 1:thugs",
        "snipe 1:refugee",
        "snipe 1:scout",
        "snipe 2:sniper_team",
        "snipe 2:scavenger",
    }


def test_s14_one_target_per_sniper_card_and_a_sniped_card_is_no_longer_a_target() -> None:
    """S-14: "Any non-sniped person card ... One target per sniper card [000:316]": "the sniper
    can target only one single opponent's card (rather than one card per opponent)"."""
    game = _snipe_table()
    game.apply(0, "snipe 1:thugs")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert "snipe 1:thugs" not in snipes(game, 0)
    game.apply(0, "snipe 1:scout")
    pass_windows(game)
    # Two sniper teams, two snipes: seat 0 has none left; seat 2 can no longer aim at the sniped cards.
    assert game.view(None).decision == sc.Decision("skirmish", 2)
    assert snipes(game, 2) == {"snipe 0:sniper_team", "snipe 0:brawler", "snipe 0:refugee", "snipe 1:refugee"}


def test_s14_a_leader_is_a_target_only_with_dirty_deeds_and_only_for_sniper_teams() -> None:
    """S-14: "A leader is also a target, but only with the Dirty Deeds module and only for sniper
    teams (L-13)." L-13: "Assassins cannot, because a leader is not a 'single-unit tribe
    member' card." Never one's own leader."""
    leaders = ("leader_butcher", "leader_mentor", "leader_peacemaker")
    without = _snipe_table(HQ3, leaders)
    assert not any("leader" in t for t in snipes(without, 0))
    with_dd = _snipe_table(HQ4, leaders)
    assert {"snipe 1:leader_mentor", "snipe 2:leader_peacemaker"} <= snipes(with_dd, 0)
    assert "snipe 0:leader_butcher" not in snipes(with_dd, 0)
    with_dd.apply(0, "snipe 1:leader_mentor")
    pass_windows(with_dd)
    assert with_dd.view(None).seats[1].wounded
    assert "snipe 1:leader_mentor" not in snipes(with_dd, 0)  # no longer a non-sniped target
    game = new(
        HQ4 | sc.recon_modules([2]),
        round=3,
        players=[
            {"hand": ["assassin", "brawler", "refugee"], "leader": "leader_butcher"},
            {"hand": ["scout"], "leader": "leader_mentor"},
            {"hand": ["scavenger"], "leader": "leader_peacemaker"},
        ],
        contested=CR,
    )
    to_skirmish(game, {0: "commit assassin brawler refugee", 1: "commit scout", 2: "commit scavenger"})
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert snipes(game, 0) == {"snipe assassin 1:scout", "snipe assassin 2:scavenger"}


# =============================================================================================
# a cancel cannot be cancelled


def test_x5_a_scouting_refugees_cancel_of_a_spy_cannot_itself_be_cancelled() -> None:
    """X-5: "Can a cancel be cancelled? No (I-9)." I-9: "Cancels and saves cannot themselves be
    cancelled or saved against." After the cancel nobody, though holding scouting refugees and
    guards, is asked to answer it; the spy is discarded and its owner draws 1 [003:75]."""
    game = new(
        sc.recon_modules([1, 2]),
        players=[
            {"hand": ["spy", "scouting_refugee", "guard"], "deck": ["pills", "medkit"]},
            {"hand": ["scouting_refugee", "brawler"], "deck": ["junk", "junk"]},
            {"hand": ["scouting_refugee", "guard"], "deck": ["medkit"]},
        ],
    )
    game.apply(0, "spy 1:hand")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "spy")
    game.apply(1, "cancel scouting_refugee")
    while (d := game.view(None).decision) is not None and d.kind in ("respond", "save"):
        assert not any(t.startswith("cancel") for t in texts(game, d.seat)), d
        game.apply(d.seat, "pass")
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert [k for k in game.view(0).knowledge if k.source == "spy"] == []
    assert zone_kinds(game, "0:discard") == ["spy"]
    assert zone_kinds(game, "1:discard") == ["scouting_refugee"]


def test_x5_a_guards_cancel_of_a_snipe_cannot_itself_be_cancelled() -> None:
    """X-5: "No (I-9)". I-9: "a guard cancel may answer a snipe ... aimed at the guard owner's
    cards. ... Cancels and saves cannot themselves be cancelled". The sniper's owner, holding a
    guard and a scouting refugee herself, cannot cancel the guard; the scavenger hunts on."""
    game = new(
        sc.recon_modules([1, 2]),
        players=[
            {"hand": ["scavenger", "guard"], "deck": ["pills", "medkit"]},
            {"hand": ["sniper_team", "guard", "scouting_refugee"], "deck": ["junk", "junk"]},
            {"hand": ["guard", "scouting_refugee"], "deck": ["medkit"]},
        ],
    )
    game.apply(0, "hunt scavenger")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "hunt")
    game.apply(1, "snipe 0:scavenger")
    while (d := game.view(None).decision) is not None and d.seat != 0:
        game.apply(d.seat, "pass")
    assert "cancel guard" in texts(game, 0)
    game.apply(0, "cancel guard")
    while (d := game.view(None).decision) is not None and d.kind in ("respond", "save"):
        assert not any(t.startswith("cancel") for t in texts(game, d.seat)), d
        game.apply(d.seat, "pass")
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert game.view(None).seats[0].food == 1  # the scavenger was not sniped: it hunted
    assert "guard" in zone_kinds(game, "0:discard")
    assert "sniper_team" in zone_kinds(game, "1:discard")


# =============================================================================================
# passive vs active abilities


def test_x21_a_passive_rogue_wins_a_tie_with_no_action_and_keeps_its_own_fight() -> None:
    """X-21: ""if/when" abilities are passive and automatic: ... rogue". [003:37-39] passive
    abilities "trigger without initiating an action"; [003 §Rogue] the first player with a rogue
    wins a tie for the highest fight; "The rogue keeps its own fight"."""
    game = new(
        ALL_RECON,
        round=3,
        players=[{"hand": ["thugs", "tribe_family_5"]}, {"hand": ["thugs", "refugee"]}, {"hand": ["rogue"]}],
        contested=CR,
    )
    to_skirmish(game, {0: "commit thugs tribe_family_5", 1: "commit thugs refugee", 2: "commit rogue"})
    assert game.round == 4  # nobody was asked anything: the rogue acted by itself
    assert totals(game) == {0: (1, 3, 8), 1: (1, 3, 4), 2: (1, 1, 1)}
    assert winner_of_last_skirmish(game) == 2


def test_x21_passive_cargo_sled_and_scrappers_work_alongside_their_standard_use() -> None:
    """X-21: passive abilities (cargo sled, scrappers) are automatic; only active text "replaces
    the card's standard use". The cargo sled still adds its dig +2 (E1) and lets the digger keep
    an extra tool or medicine [003:224-227]; the scrappers dig their own 3 from the bottom
    [003:184-192]."""
    sled = new(ALL_RECON, players=[{"hand": ["scavenger", "cargo_sled"]}, {}, {}], junkyard=["net", "pills", "rifle"])
    act(sled, 0, "dig scavenger+cargo_sled")
    assert Counter(sled.view(0).looking) == Counter(["net", "pills", "rifle"])
    sled.apply(0, "keep net pills")
    assert Counter(zone_kinds(sled, "0:discard")) == Counter(["net", "pills", "scavenger", "cargo_sled"])
    scrap = new(
        ALL_RECON,
        players=[{"hand": ["scrappers"]}, {}, {}],
        junkyard=["net", "pills", "rifle", "junk", "medkit", "binoculars"],
    )
    act(scrap, 0, "dig bottom scrappers")
    assert Counter(scrap.view(0).looking) == Counter(["junk", "medkit", "binoculars"])


def test_x21_an_active_ability_replaces_the_cards_standard_use_that_round() -> None:
    """X-21: "All other special text is active and replaces the card's standard use that round."
    [003:37] "use their special action in lieu of a standard action"; [000:496] a saboteur
    disarms or fights, not both; S-6 a drill sergeant used in the skirmish gives up its fight.
    Both still count their people (S-4, S-6)."""
    game = new(
        ALL_RECON,
        round=3,
        players=[
            {"hand": ["saboteur", "brawler", "drill_sergeant"], "deck": ["pills"] * 7},
            {"hand": ["brawler", "spear"], "deck": ["junk"] * 5},
            {"hand": ["refugee"], "deck": ["medkit"] * 5},
        ],
        contested=CR,
    )
    to_skirmish(game, {0: "commit saboteur brawler drill_sergeant", 1: "commit brawler spear", 2: "commit refugee"})
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    game.apply(0, "disarm 1:spear")
    pass_windows(game)
    game.apply(0, "drill drill_sergeant")
    if (d := game.view(None).decision) is not None and d.kind == "shuffle":
        game.apply(0, "shuffle none")
    pass_skirmish(game)
    assert game.round == 4
    # Only the brawler fights: the saboteur's 1 and the drill sergeant's 1 are gone; people 3.
    assert totals(game)[0] == (1, 2, 3)
    assert totals(game)[1] == (1, 2, 1)
    assert winner_of_last_skirmish(game) == 0  # a fight tie broken on people


# =============================================================================================
# instants committed to the skirmish


def test_x22_binoculars_and_maps_may_be_committed_as_bluff_cards_that_add_nothing() -> None:
    """X-22: "Binoculars and maps may be committed as bluff cards. They add nothing ..." [000:162]
    "The player should carry these into the skirmish anyway. This presents an apparently stronger
    hand". In the skirmish they offer no action; the force with both instants ties the same
    force without them exactly: a deadlock."""
    game = new(
        ALL_RECON,
        round=3,
        players=[
            {"hand": ["brawler", "sniper_team", "binoculars", "map"]},
            {"hand": ["brawler", "sniper_team"]},
            {"hand": ["refugee"]},
        ],
        contested=CR,
    )
    act(game, 0, "end")
    assert "commit binoculars brawler map sniper_team" in texts(game, 0)
    to_skirmish(
        game, {0: "commit binoculars brawler map sniper_team", 1: "commit brawler sniper_team", 2: "commit refugee"}
    )
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert all(t == "pass" or t.startswith("snipe ") for t in texts(game, 0))
    pass_skirmish(game)
    assert game.round == 4
    assert totals(game)[0] == (1, 2, 3)
    assert totals(game)[1] == (1, 2, 3)
    assert winner_of_last_skirmish(game) is None
    alone = new(
        ALL_RECON,
        round=3,
        players=[{"hand": ["binoculars", "map"]}, {}, {}],
        contested=CR,
    )
    to_skirmish(alone, {0: "commit binoculars map"})
    assert totals(alone)[0] == (0, 0, 0)
    assert winner_of_last_skirmish(alone) is None  # S-1: no fight, no people: a deadlock


def test_x22_instants_count_for_the_portable_decoys() -> None:
    """X-22: instants "add nothing except to the Portable Decoys card count". [003:206] "For
    every 2 cards you bring to the skirmish (tribe members, tools, medicine, etc.) increase the
    effective size of your skirmish force by 1". 4 cards: people 2 + 2 beat 3."""
    game = new(
        ALL_RECON,
        round=3,
        players=[
            {"hand": ["brawler", "binoculars", "map", "refugee"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["brawler", "refugee", "refugee"]},
            {"hand": ["refugee"]},
        ],
        contested=CR,
    )
    to_skirmish(
        game, {0: "commit brawler binoculars map refugee", 1: "commit brawler refugee refugee", 2: "commit refugee"}
    )
    assert game.round == 4
    assert totals(game)[0] == (1, 2, 4)
    assert totals(game)[1] == (1, 2, 3)
    assert winner_of_last_skirmish(game) == 0


def test_x22_tear_gas_works_only_from_the_force() -> None:
    """X-22: "Tear gas works only from the force." [003:240-241] "Used only in the skirmish. This
    card's use is declared during your turn within the skirmish phase"; S-10 "must be in her
    revealed force". A tear gas left out of the force (discarded at the commit) does nothing."""
    game = new(
        ALL_RECON,
        round=3,
        players=[
            {"hand": ["brawler", "tear_gas"], "deck": ["junk"] * 5},
            {"hand": ["thugs", "tear_gas", "sniper_team", "hunter"], "deck": ["pills"] * 5},
            {"hand": ["refugee"], "deck": ["medkit"] * 5},
        ],
        contested=CR,
    )
    assert not any(t.startswith("gas") for t in texts(game, 0))  # not in gathering
    game.apply(0, "dig brawler")
    while (d := game.view(None).decision) is not None and d.kind == "respond":
        assert not any(t.startswith("gas") for t in texts(game, d.seat))
        game.apply(d.seat, "pass")
    game.apply(0, "keep none")
    act(game, 0, "end")
    game.apply(0, "commit tear_gas")
    to_skirmish(game, {1: "commit thugs sniper_team hunter", 2: "commit refugee"})
    assert game.view(None).decision == sc.Decision("skirmish", 0)
    assert "gas 1:thugs" in texts(game, 0)
    game.apply(0, "gas 1:thugs")
    pass_windows(game)
    # Seat 1 left her tear gas out of the force: she can snipe, but not gas.
    assert game.view(None).decision == sc.Decision("skirmish", 1)
    assert not any(t.startswith("gas") for t in texts(game, 1))
    pass_skirmish(game)
    assert totals(game)[1] == (1, 1, 6)  # the thugs' 3 set to 0; the hunter's 1 remains
