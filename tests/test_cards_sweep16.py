"""Blind card-by-card sweep (16): every card kind of ``shared/cards.tsv`` in unusual company.

Written from the card rows and texts (``shared/cards.tsv``, ``shared/CARDS.md``), the rulebooks
([000] the 2015 base/HQ rules, [003] Recon) and the project's rulings (``shared/RULINGS.md``:
P-1..P-4, Part 3 leader texts, Appendix A card data, and the register IDs), without reading the
engine. Each test plays a card's number or sentence on a stacked table: with leaders, in the
skirmish and in gathering, in 2-player and 5-player games and in the solo game, where the
earlier card audits (tests/test_cards_audit_base_hq.py, tests/test_cards_audit_recon.py) pinned
the card alone. Citations: [file:line] of shared/rules/*.txt, a card by its ``id``, a ruling by
its ID.
"""

from __future__ import annotations

from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    end_gathering,
    pass_skirmish,
    pass_windows,
    play_out,
    seat_totals,
    skirmish_winner,
    texts,
    zone_counter,
    zone_kinds,
)

RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
ALL = RECON | HQ4
MARKET = (
    "spy",
    "assassin",
    "guard",
    "provocateur",
    "rogue",
    "courier",
    "drill_sergeant",
    "scrappers",
    "tinker",
    "hunter",
)
QUIET = ["leader_organizer", "leader_butcher", "leader_cannibal", "leader_peacemaker", "leader_mentor"]
"""Leaders for seats a case is not about: each does nothing unless its owner uses it."""
REFUSED = (sc.IllegalAction, sc.InvalidAction)


def new(
    seats: int = 3,
    modules: frozenset[str] = RECON,
    players: list[Any] | None = None,
    *,
    market: tuple[str, ...] | None = MARKET,
    **scenario: Any,
) -> sc.Game:
    """A stacked table (seed 0, seat 0 first; round 1 unless given; from round 3 a contested pile
    of two cards unless given). With module hq3 every seat given no leader gets a quiet one."""
    seats_list = [dict(p) for p in (players or [])]
    seats_list += [{} for _ in range(seats - len(seats_list))]
    if "hq3" in modules:
        taken = {p.get("leader") for p in seats_list}
        spare = [q for q in QUIET if q not in taken]
        for p in seats_list:
            if "leader" not in p:
                p["leader"] = spare.pop(0)
    scenario.setdefault("round", 1)
    scenario.setdefault("initiator", 0)
    if scenario["round"] >= 3:
        scenario.setdefault("contested", ["field_crew", "sled_team"])
    kwargs: dict[str, Any] = {}
    if market is not None and any(m.startswith("recon") for m in modules):
        kwargs["market"] = market
    config = sc.GameConfig(
        players=seats, seed=0, modules=modules, scenario={"players": seats_list, **scenario}, **kwargs
    )
    return sc.Game.new(config)


def refused(game: sc.Game, seat: int, notation: str) -> bool:
    """Whether the engine refuses the action (tried on a copy)."""
    if notation in texts(game, seat):
        return False
    try:
        game.clone().apply(seat, notation)
    except REFUSED:
        return True
    return False


def food(game: sc.Game, seat: int = 0) -> int:
    return game.view(seat).seats[seat].food


def fight_round(game: sc.Game, commits: dict[int, str]) -> dict[int, tuple[bool, int, int]]:
    """Every seat ends its turn, commits as given, everyone passes in the skirmish."""
    end_gathering(game, commits)
    pass_skirmish(game)
    return seat_totals(game)


def gangs(result: sc.GameResult, seat: int) -> tuple[str, ...]:
    return tuple(result.scores[seat].gangs)


M5_LEADERS = RECON | frozenset({"hq1", "hq2", "hq3"})
WITH_THUGS = (*MARKET[:-1], "thugs")
WITH_GROUP_LEADERS = (*MARKET[:-1], "group_leaders")


# =============================================================================================
# Contested resources (Recon module 4): tribal hunters in the skirmish, with leaders


def test_tribal_hunters_3_fight_1_people_3_loses_by_2_to_thugs_in_a_2_player_game() -> None:
    """tribal_hunters_3: hunt 1, fight 1, 3 people (cards.tsv; Appendix A.1). Against thugs (fight
    3, 3 people) in the 2-player game the thugs win by 2, enough to take the resource (V-1)."""
    game = new(2, players=[{"hand": ["tribal_hunters_3"]}, {"hand": ["thugs"]}], round=3)
    totals = fight_round(game, {0: "commit tribal_hunters_3", 1: "commit thugs"})
    assert totals[0] == (True, 1, 3)
    assert totals[1] == (True, 3, 3)
    assert skirmish_winner(game) == 1


def test_tribal_hunters_2_fight_0_wields_a_spear_and_its_2_people_break_the_tie() -> None:
    """tribal_hunters_2: fight 0 (not "no fight": a tool raises it, ED-12) and 2 people. With a
    spear (+2 fight) it ties a brawler's 2; the people tie-break (2 against 1) wins [000:268]."""
    game = new(3, players=[{"hand": ["tribal_hunters_2", "spear"]}, {"hand": ["brawler"]}], round=3)
    totals = fight_round(game, {0: "commit spear tribal_hunters_2", 1: "commit brawler"})
    assert totals[0] == (True, 2, 2)
    assert totals[1] == (True, 2, 1)
    assert skirmish_winner(game) == 0


def test_tribal_hunters_4_hunt_2_is_not_raised_by_the_ranger_in_a_5_player_game() -> None:
    """tribal_hunters_4 hunts 2; the Ranger gives refugees and tribe families hunt 1 (Part 3),
    and Tribal Hunters are not tribe families (L-10): 2 + 1 + 1 = 4 food."""
    modules = frozenset({"hq1", "hq2", "hq3", "recon4"})
    player = {"hand": ["tribal_hunters_4", "tribe_family_3", "refugee"], "leader": "leader_ranger"}
    game = new(5, modules, [player], round=3, market=None)
    act(game, 0, "hunt tribal_hunters_4 tribe_family_3 refugee")
    assert food(game) == 4


def test_tribal_hunters_2_with_the_peacemaker_hunts_3() -> None:
    """The Peacemaker: play a refugee to give another tribe member +2 to its hunt or dig (Part 3,
    L-2); tribal_hunters_2 hunts 1, so 3 food, and the refugee is discarded (L-1)."""
    player = {"hand": ["tribal_hunters_2", "refugee"], "leader": "leader_peacemaker"}
    game = new(3, M5_LEADERS, [player])
    act(game, 0, "hunt tribal_hunters_2")
    base = food(game)
    assert base == 1
    game = new(3, M5_LEADERS, [player])
    options = [t for t in texts(game, 0) if t.startswith("lead refugee")]
    assert options, texts(game, 0)
    act(game, 0, options[0])
    while (d := game.view(None).decision) is not None and d.seat == 0 and d.kind != "turn":
        game.apply(0, next(t for t in texts(game, 0) if "tribal_hunters_2" in t))
    hunts = [t for t in texts(game, 0) if t.startswith("hunt")]
    act(game, 0, hunts[0])
    assert food(game) == 3
    assert "refugee" in zone_kinds(game, "0:discard")


# =============================================================================================
# Modifier-only persons: courier, spy, scouting refugee (plus_fight)


def test_courier_adds_1_fight_to_a_brawler_but_has_no_fight_alone() -> None:
    """courier: draw 3, fight modifier +1 (cards.tsv plus_fight 1; R-11: a modifier person
    attaches to one base-ability person). Brawler + courier: fight 3, 2 people; a courier alone
    has no fight (S-3: modifier-only persons do not make has_fight true)."""
    game = new(3, players=[{"hand": ["brawler", "courier"]}, {"hand": ["courier"]}], round=3)
    totals = fight_round(game, {0: "commit brawler courier", 1: "commit courier"})
    assert totals[0] == (True, 3, 2)
    assert totals[1][0] is False
    assert totals[1][2] == 1


def test_spy_adds_2_fight_to_a_scout_in_a_5_player_skirmish() -> None:
    """spy: fight modifier +2 (cards.tsv plus_fight 2; Appendix A.1). Scout (2) + spy: fight 4
    with 2 people ties a brawler + spear (4, 1 person) and wins the tie on people [000:268]."""
    game = new(5, players=[{}, {}, {}, {"hand": ["brawler", "spear"]}, {"hand": ["scout", "spy"]}], round=3)
    totals = fight_round(game, {3: "commit brawler spear", 4: "commit scout spy"})
    assert totals[4] == (True, 4, 2)
    assert totals[3] == (True, 4, 1)
    assert skirmish_winner(game) == 4


def test_scouting_refugee_with_the_gangster_fights_with_a_spear_and_counts_2_people() -> None:
    """scouting_refugee counts as a refugee (cards.tsv; [003:81-83]); the Gangster's refugees have
    fight 0 and count as 2 people when breaking skirmish ties (Part 3, L-8). With a spear it
    fights 2, tying a brawler (2, 1 person), and wins the tie on 2 people against 1."""
    players = [{"hand": ["scouting_refugee", "spear"], "leader": "leader_gangster"}, {"hand": ["brawler"]}]
    game = new(3, M5_LEADERS, players, round=3)
    totals = fight_round(game, {0: "commit scouting_refugee spear", 1: "commit brawler"})
    assert totals[0][:2] == (True, 2)
    assert skirmish_winner(game) == 0


def test_scouting_refugee_adds_1_hunt_to_a_hunter_with_a_net() -> None:
    """scouting_refugee: +1 hunt modifier (cards.tsv); a modifier person does not use the tool
    slot (R-11), so hunter (2) + net (+2) + scouting refugee (+1) = 5 food."""
    game = new(3, players=[{"hand": ["hunter", "net", "scouting_refugee"]}])
    act(game, 0, "hunt hunter+net+scouting_refugee")
    assert food(game) == 5


def test_tinker_adds_1_hunt_and_costs_3_food() -> None:
    """tinker: +1 dig/hunt/fight modifiers, cost 3 food (cards.tsv). Scavenger + tinker hunt 2;
    with 2 food a tinker is not for hire, with 3 it is."""
    game = new(3, players=[{"hand": ["scavenger", "tinker"]}])
    act(game, 0, "hunt scavenger+tinker")
    assert food(game) == 2
    assert not any(t.startswith("hire tinker") for t in texts(game, 0))
    game = new(3, players=[{"hand": ["hunter", "scavenger"]}])
    act(game, 0, "hunt hunter scavenger")
    assert food(game) == 3
    assert "hire tinker" in texts(game, 0)


# =============================================================================================
# Leaders with unusual cards


def test_mentor_in_the_skirmish_gives_plus_1_fight_and_the_refugee_leaves_the_force() -> None:
    """leader_mentor: play a refugee to give another tribe member +1 to any action (Part 3);
    in the skirmish the refugee comes from the revealed force and leaves it (L-3, L-1). Brawler
    (2) + scavenger (1) + 1 = 4 with 2 people beats thugs (3, 3 people)."""
    players = [{"hand": ["brawler", "refugee", "scavenger"], "leader": "leader_mentor"}, {"hand": ["thugs"]}]
    game = new(3, M5_LEADERS, players, round=3)
    end_gathering(game, {0: "commit brawler refugee scavenger", 1: "commit thugs"})
    game.apply(0, "lead refugee")
    pass_skirmish(game)
    totals = seat_totals(game)
    assert totals[0] == (True, 4, 2)
    assert skirmish_winner(game) == 0


def test_swindler_takes_1_off_the_thugs_any_mix_of_6_for_one_refugee() -> None:
    """leader_swindler: discard 1 refugee to cut a hire cost by 1 food (Part 3; [003:276-279]);
    for a mixed cost (thugs: any 6) it lowers the total by 1 (L-14). With 5 food the thugs are
    not for hire, after one refugee they are; the refugee is discarded."""
    player = {"hand": ["hunter", "net", "scavenger", "refugee"], "leader": "leader_swindler"}
    game = new(3, M5_LEADERS, [player], market=WITH_THUGS)
    act(game, 0, "hunt hunter+net scavenger")
    assert food(game) == 5
    assert "hire thugs" not in texts(game, 0)
    act(game, 0, "lead refugee")
    assert "hire thugs" in texts(game, 0)
    act(game, 0, "hire thugs")
    assert "thugs" in zone_kinds(game, "0:discard")
    assert "refugee" in zone_kinds(game, "0:discard")


def test_sergeant_at_arms_hires_a_saboteur_for_one_pill_in_a_5_player_game() -> None:
    """leader_sergeant_at_arms: you hire Saboteurs for 1 med and no food (Part 3, L-11); with no
    food at all, one pill pays for a saboteur (1 food + 1 med for everyone else, cards.tsv)."""
    players = [{"hand": ["pills", "refugee"], "leader": "leader_sergeant_at_arms"}, {"hand": ["pills", "refugee"]}]
    game = new(5, HQ4, players, market=None)
    assert "hire saboteur pay pills" in texts(game, 0)
    act(game, 0, "hire saboteur pay pills")
    assert "saboteur" in zone_kinds(game, "0:discard")
    end_gathering_until(game, 1)
    assert not any(t.startswith("hire saboteur") for t in texts(game, 1))


def test_sergeant_at_arms_tools_cannot_be_disarmed_in_the_skirmish() -> None:
    """leader_sergeant_at_arms: your tools cannot be disarmed, in gathering or the skirmish
    (Part 3, L-11); saboteur: disarm one tool of another player (cards.tsv). The opponent's
    saboteur may disarm the third seat's spear but not the Sergeant's."""
    players = [
        {"hand": ["brawler", "spear"], "leader": "leader_sergeant_at_arms"},
        {"hand": ["saboteur"]},
        {"hand": ["scavenger", "spear"]},
    ]
    game = new(3, HQ4, players, round=3, market=None)
    end_gathering(game, {0: "commit brawler spear", 1: "commit saboteur", 2: "commit scavenger spear"})
    seat = game.view(None).decision
    while seat is not None and seat.seat != 1:
        game.apply(seat.seat, "pass")
        seat = game.view(None).decision
    assert seat is not None
    assert seat.kind == "skirmish"
    legal = texts(game, 1)
    assert "disarm 2:spear" in legal
    assert not any(t.startswith("disarm 0:") for t in legal)


def test_butcher_sells_a_brawler_for_a_saboteur_1_food_1_med() -> None:
    """leader_butcher: remove one of your own tribe members from play to gain 1 food + 1 med
    (Part 3, L-5); that pays a saboteur (1 food + 1 med, cards.tsv) with nothing else."""
    game = new(3, HQ4, [{"hand": ["brawler"], "leader": "leader_butcher"}], market=None)
    assert not any(t.startswith("hire") for t in texts(game, 0))
    act(game, 0, "lead brawler")
    assert "hire saboteur" in texts(game, 0)
    act(game, 0, "hire saboteur")
    assert "brawler" not in {
        c.kind for name, cards in game.zones().items() if name.startswith("0:") and name != "0:removed" for c in cards
    }
    assert zone_kinds(game, "0:removed") == ["brawler"]


def test_cannibal_food_does_not_combine_with_hunted_food_for_thugs() -> None:
    """leader_cannibal: 3 food that cannot be combined with hunted food in the same hire (Part 3,
    L-6); meds may be added. Hunted 1 + cannibal 3 + medkit 2 would make the thugs' 6, but the
    thugs are not for hire; cannibal 3 + medkit 2 + pills 1 = 6 is."""
    player = {"hand": ["scavenger", "brawler", "medkit"], "leader": "leader_cannibal"}
    game = new(3, HQ4, [player], market=None)
    act(game, 0, "hunt scavenger")
    act(game, 0, "lead brawler")
    assert not any(t.startswith("hire thugs") for t in texts(game, 0))
    player = {"hand": ["brawler", "medkit", "pills"], "leader": "leader_cannibal"}
    game = new(3, HQ4, [player], market=None)
    act(game, 0, "lead brawler")
    assert any(t.startswith("hire thugs") for t in texts(game, 0))


def test_excavator_refugee_with_a_cargo_sled_digs_2_not_3() -> None:
    """leader_excavator: refugees dig 1; a refugee using a digging tool adds +1 instead of the
    tool's bonus (Part 3, L-9: any tool with a dig modifier, the cargo sled's +2 included). The
    dig turns up 2 cards."""
    player = {"hand": ["refugee", "cargo_sled"], "leader": "leader_excavator"}
    game = new(3, M5_LEADERS, [player], junkyard=["pills", "net", "junk", "medkit"])
    act(game, 0, "dig refugee+cargo_sled")
    assert sorted(game.view(0).looking) == ["net", "pills"]


def test_organizer_draws_2_keeps_1_and_no_other_draw_that_round() -> None:
    """leader_organizer: play a refugee to draw 2 and keep 1; it is your only draw action that
    round (Part 3, L-4; [000:705-707]). The other card goes to the discard pile (L-4)."""
    player = {"hand": ["refugee", "scout"], "deck": ["pills", "medkit", "net"], "leader": "leader_organizer"}
    game = new(3, M5_LEADERS, [player])
    act(game, 0, "lead refugee")
    assert sorted(game.view(0).looking) == ["medkit", "pills"]
    act(game, 0, "keep medkit")
    assert "medkit" in game.view(0).hand
    assert "pills" in zone_kinds(game, "0:discard")
    assert not any(t.startswith("draw") for t in texts(game, 0))


def end_gathering_until(game: sc.Game, seat: int) -> None:
    """Everyone ends the turn (windows passed) until ``seat``'s gathering turn."""
    while (d := game.view(None).decision) is not None and not (d.kind == "turn" and d.seat == seat):
        game.apply(d.seat, "end" if d.kind == "turn" else "pass")


# =============================================================================================
# Gangs at the end of the game (one contested card left: the round-3 skirmish ends the game)


def last_round(seats: int, modules: frozenset[str], players: list[Any], **scenario: Any) -> sc.GameResult:
    """A table in round 3 with one contested card; everyone passes to the end of the game."""
    game = new(seats, modules, players, round=3, contested=["junk"], market=None, **scenario)
    return play_out(game)


def test_gearheads_count_cr_tools_in_the_tie_break_and_not_binoculars() -> None:
    """gang_gearheads: joins the player with the most tool-icon cards; tie-break: most tools that
    are contested resources (cards.tsv; [000:561]; F-5: instants such as binoculars and maps are
    not tools). Seat 0: net + wolf pack (2 tools, 1 CR tool); seat 1: spear + shovel +
    binoculars + map (2 tools, 0 CR tools): seat 0, and only seat 0, gets the 5 people."""
    modules = frozenset({"hq1", "recon1", "recon5"})
    players = [{"discard": ["net", "wolf_pack"]}, {"discard": ["spear", "shovel", "binoculars", "map"]}]
    result = last_round(3, modules, players)
    assert gangs(result, 0) == ("gang_gearheads",)
    assert gangs(result, 1) == ()
    assert result.scores[0].people == 5


def test_gearheads_cargo_sled_is_a_cr_tool_so_equal_tie_breaks_award_nobody() -> None:
    """gang_gearheads tie-break counts CR tools (F-5: wolf pack, grenade, cargo sled); a tie that
    survives the tie-break awards nobody (F-4). Net + grenade against spear + cargo sled."""
    modules = frozenset({"hq1", "recon4"})
    players = [{"discard": ["net", "grenade"]}, {"discard": ["spear", "cargo_sled"]}]
    result = last_round(3, modules, players)
    assert all(gangs(result, seat) == () for seat in range(3))


def test_pharmers_count_pills_and_medkits_not_combat_medics_meds() -> None:
    """gang_pharmers: highest total meds value of medicine cards, pills 1 and medkit 2 (cards.tsv;
    ED-8: persons such as combat medics (2 meds) are not medicine cards). Seat 0: pills +
    combat medics (1, or 3 if the person counted); seat 1: medkit (2): seat 1."""
    modules = frozenset({"hq1", "recon4"})
    players = [{"discard": ["pills", "combat_medics"]}, {"discard": ["medkit"]}]
    result = last_round(3, modules, players)
    assert gangs(result, 1) == ("gang_pharmers",)
    assert gangs(result, 0) == ()


def test_pharmers_tie_break_counts_a_medic_in_a_5_player_game() -> None:
    """gang_pharmers tie-break: most medics (cards.tsv; ED-8). Medkit against two pills and a
    medic: 2 each, the medic breaks it."""
    players = [{"discard": ["medkit"]}, {}, {}, {"discard": ["pills", "pills", "medic"]}]
    result = last_round(5, frozenset({"hq1"}), players)
    assert gangs(result, 3) == ("gang_pharmers",)
    assert all(gangs(result, seat) == () for seat in (0, 1, 2, 4))


def test_masons_ignore_a_building_under_construction_and_a_tinker_in_the_tie_break() -> None:
    """gang_masons: most completed and enabled buildings; tie-break most engineers, tinkers do not
    count (cards.tsv; F-6; [003:194-199]). Seat 0: a complete armory, a bunker under
    construction and a tinker; seat 1: a complete pharmacy and an engineer: 1 each, seat 1 by the
    engineer."""
    modules = frozenset({"hq1", "hq2", "recon3"})
    players = [
        {
            "discard": ["tinker"],
            "buildings": [{"building": "armory"}, {"building": "bunker", "timer": ["pills"]}],
        },
        {"discard": ["engineer"], "buildings": [{"building": "pharmacy"}]},
    ]
    result = last_round(3, modules, players)
    assert gangs(result, 1) == ("gang_masons",)
    assert "gang_masons" not in gangs(result, 0)


def test_humanitarians_count_scouting_refugees_and_a_tie_awards_nobody() -> None:
    """gang_humanitarians: most cards with 'refugee' in the title; no tie-breaker, a tie means
    nobody (cards.tsv; [003:261-267]; F-8). Two scouting refugees beat one refugee; one
    scouting refugee against one refugee is a tie."""
    modules = frozenset({"recon5"})
    result = last_round(3, modules, [{"discard": ["scouting_refugee", "scouting_refugee"]}, {"discard": ["refugee"]}])
    assert gangs(result, 0) == ("gang_humanitarians",)
    result = last_round(3, modules, [{"discard": ["scouting_refugee"]}, {"discard": ["refugee"]}])
    assert all(gangs(result, seat) == () for seat in range(3))


# =============================================================================================
# Recon persons in 2-player, 5-player and solo company


def test_hardy_scavenger_returns_to_hand_after_a_2_player_tie_besides_a_full_hand() -> None:
    """hardy_scavenger: fight 0; if sent to a skirmish you lose or tie, it returns to your hand
    at round end, and you still draw a normal hand (cards.tsv; [003]). In the 2-player game a win
    by less than 2 is a tie (V-1): brawler + hardy scavenger (2) against brawler + scavenger (3)."""
    players = [
        {"hand": ["hardy_scavenger", "brawler"], "deck": ["pills"] * 6},
        {"hand": ["brawler", "scavenger"], "deck": ["medkit"] * 6},
    ]
    game = new(2, players=players, round=3)
    totals = fight_round(game, {0: "commit brawler hardy_scavenger", 1: "commit brawler scavenger"})
    assert totals[0] == (True, 2, 2)
    assert skirmish_winner(game) is None
    assert game.round == 4
    assert sorted(game.view(0).hand) == ["hardy_scavenger"] + ["pills"] * 5


def test_rogue_tie_goes_to_the_first_rogue_in_turn_order_from_the_initiator_5_players() -> None:
    """rogue: if the skirmish ends with a tie for highest fight, the first player in turn order
    with a rogue in the skirmish takes the resource, beating the people tie-break (cards.tsv;
    [003]). Initiator seat 2: turn order 2, 3, 4, 0, 1. Seats 0 and 3 bring a rogue (fight 1)
    + brawler, seat 4 thugs (3, 3 people): seat 3 wins."""
    players = [
        {"hand": ["rogue", "brawler"]},
        {},
        {},
        {"hand": ["rogue", "brawler"]},
        {"hand": ["thugs"]},
    ]
    game = new(5, players=players, round=3, initiator=2)
    totals = fight_round(game, {0: "commit brawler rogue", 3: "commit brawler rogue", 4: "commit thugs"})
    assert totals[0][1] == totals[3][1] == totals[4][1] == 3
    assert skirmish_winner(game) == 3


def test_provocateur_counts_portable_decoys_people() -> None:
    """provocateur: may replace your fight with the number of people you brought, counting
    building size bonuses (cards.tsv; [003:135]); portable_decoys: +1 person per 2 cards brought
    (cards.tsv). Provocateur + 3 refugees: 4 people + 2 = 6, beating thugs + brawler (5)."""
    modules = RECON
    players = [
        {"hand": ["provocateur", "refugee", "refugee", "refugee"], "buildings": [{"building": "portable_decoys"}]},
        {"hand": ["thugs", "brawler"]},
    ]
    game = new(3, modules, players, round=3)
    end_gathering(game, {0: "commit provocateur refugee refugee refugee", 1: "commit brawler thugs"})
    while (d := game.view(None).decision) is not None and game.round == 3:
        game.apply(d.seat, "provoke provocateur" if d.seat == 0 and d.kind == "skirmish" else "pass")
    assert seat_totals(game)[0][1] == 6
    assert skirmish_winner(game) == 0


def test_combat_medics_pay_2_meds_for_group_leaders() -> None:
    """combat_medics: meds 2, carries medicine like a medic (cards.tsv; Appendix A.1): hunted 2
    food + combat medics pay group leaders (2 food + 2 meds)."""
    game = new(3, players=[{"hand": ["hunter", "combat_medics"]}], market=WITH_GROUP_LEADERS)
    act(game, 0, "hunt hunter")
    assert "hire group_leaders pay combat_medics" in texts(game, 0)
    act(game, 0, "hire group_leaders pay combat_medics")
    assert "group_leaders" in zone_kinds(game, "0:discard")


def test_medic_pays_the_hunters_1_med_in_a_5_player_game() -> None:
    """medic: can be spent as 1 med in a hire (cards.tsv); hunter costs 1 med."""
    game = new(5, frozenset({"hq1"}), [{"hand": ["medic"]}], market=None)
    act(game, 0, "hire hunter pay medic")
    assert "hunter" in zone_kinds(game, "0:discard")


def test_demolition_team_digs_2_and_fights_2_with_2_people() -> None:
    """demolition_team: dig 2, fight 2, 2 people (cards.tsv; Appendix A.1)."""
    game = new(3, players=[{"hand": ["demolition_team"]}], junkyard=["pills", "net", "junk"])
    act(game, 0, "dig demolition_team")
    assert sorted(game.view(0).looking) == ["net", "pills"]
    game = new(2, players=[{"hand": ["demolition_team"]}, {"hand": ["scavenger"]}], round=3)
    totals = fight_round(game, {0: "commit demolition_team", 1: "commit scavenger"})
    assert totals[0] == (True, 2, 2)


def test_drill_sergeant_digs_2_and_costs_2_food_1_med() -> None:
    """drill_sergeant: dig 2, fight 1, cost 2 food + 1 med (cards.tsv)."""
    game = new(3, players=[{"hand": ["drill_sergeant"]}], junkyard=["pills", "net", "junk"])
    act(game, 0, "dig drill_sergeant")
    assert sorted(game.view(0).looking) == ["net", "pills"]
    game = new(3, players=[{"hand": ["scavenger", "scavenger", "pills"]}])
    act(game, 0, "hunt scavenger scavenger")
    assert "hire drill_sergeant pay pills" in texts(game, 0)
    game = new(3, players=[{"hand": ["scavenger", "medkit"]}])
    act(game, 0, "hunt scavenger")
    assert not any(t.startswith("hire drill_sergeant") for t in texts(game, 0))


def test_scrappers_dig_3_and_cost_any_4() -> None:
    """scrappers: dig 3, fight 2, 2 people, cost 4 in any mix of food and meds (cards.tsv)."""
    game = new(3, players=[{"hand": ["scrappers"]}], junkyard=["pills", "net", "junk", "medkit"])
    act(game, 0, "dig scrappers")
    assert sorted(game.view(0).looking) == ["junk", "net", "pills"]
    game = new(3, players=[{"hand": ["scavenger", "medkit", "pills"]}])
    act(game, 0, "hunt scavenger")
    assert "hire scrappers pay medkit pills" in texts(game, 0)
    game = new(2, players=[{"hand": ["scrappers"]}, {"hand": ["brawler"]}], round=3)
    assert fight_round(game, {0: "commit scrappers", 1: "commit brawler"})[0] == (True, 2, 2)


def test_engineer_has_no_fight_even_with_a_spear_p1() -> None:
    """engineer: no fight (P-1), so a spear (+2 fight modifier) has nothing to add to."""
    game = new(3, frozenset({"hq1", "hq2"}), [{"hand": ["engineer", "spear"]}, {"hand": ["refugee"]}], round=3)
    totals = fight_round(game, {0: "commit engineer spear", 1: "commit refugee"})
    assert totals[0][0] is False


def test_binoculars_add_hunt_1_with_no_holder() -> None:
    """binoculars: standard use adds hunt 1 to its owner's hunt with no holder (P-2, X-8):
    scavenger + spear (2) + binoculars = 3 food."""
    game = new(3, players=[{"hand": ["scavenger", "spear", "binoculars"]}])
    act(game, 0, "hunt scavenger+spear binoculars")
    assert food(game) == 3
    assert "binoculars" in zone_kinds(game, "0:discard") or "binoculars" in zone_kinds(game, "0:play")


def test_wolf_pack_adds_2_fight_in_the_solo_game() -> None:
    """wolf_pack: +3 hunt, +2 fight tool (cards.tsv): brawler + wolf pack fight 4 against a solo
    opponent force of thugs (3), a win."""
    game = solo(["brawler", "wolf_pack"], [["thugs"], ["thugs", "brawler"]])
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler wolf_pack")
    pass_skirmish(game)
    mine = [e for e in game.log(0) if e.type.value == "skirmish_totals" and e.seat == 0]
    assert tuple(mine[-1].values) == (True, 4, 1)


def solo(hand: list[str], opponents: list[list[str]], modules: frozenset[str] = frozenset()) -> sc.Game:
    scenario = {"players": [{"hand": hand}], "opponents": opponents}
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=modules, scenario=scenario))


# =============================================================================================
# Junkyard cards, instants and buildings in play


def test_junk_dug_goes_to_the_bottom_and_gives_no_extra_dig() -> None:
    """junk: a dug junk card may be put straight back on the bottom of the junkyard, with no
    extra dig (cards.tsv; [000:386-388])."""
    game = new(3, players=[{"hand": ["scavenger", "brawler"]}], junkyard=["junk", "net", "pills"])
    act(game, 0, "dig scavenger")
    assert game.view(0).looking == ("junk",)
    act(game, 0, "keep none")
    assert zone_kinds(game, "junkyard") == ["net", "pills", "junk"]
    assert not any(t.startswith("dig") for t in texts(game, 0))


def test_map_reuses_a_scavenger_for_a_different_action_but_not_the_same_one() -> None:
    """map: re-use a tribe member you just used for a second, different action this round; no
    action may be done twice (cards.tsv; [003])."""
    game = new(3, players=[{"hand": ["scavenger", "map"], "deck": ["pills"] * 5}], junkyard=["junk", "net"])
    act(game, 0, "dig scavenger")
    act(game, 0, "keep none")
    act(game, 0, "map scavenger")
    assert "scavenger" in game.view(0).hand
    legal = texts(game, 0)
    assert "hunt scavenger" in legal
    assert "draw scavenger" in legal
    assert not any(t.startswith("dig") for t in legal)
    assert "map" in zone_kinds(game, "0:discard") or "map" not in game.view(0).hand


def test_hydroponic_gardens_give_1_food_each_round_that_does_not_accumulate_5_players() -> None:
    """hydroponic_gardens: 1 food each round for a hire, usable without a hunter, does not
    accumulate (cards.tsv; [000:581-600]). Unused in round 1, it is still 1 in round 2."""
    gardens = {"buildings": [{"building": "hydroponic_gardens"}], "deck": ["pills"] * 8}
    game = new(5, frozenset({"hq1", "hq2"}), [{"hand": ["refugee"], **gardens}], market=None)
    assert food(game) == 1
    assert "hire scavenger" in texts(game, 0)
    game.apply(0, "end")
    end_gathering(game)
    pass_skirmish(game)
    assert game.round == 2
    end_gathering_until(game, 0)
    assert food(game) == 1


def test_armory_stores_a_wolf_pack_but_not_binoculars_and_pharmacy_not_a_medic() -> None:
    """armory: up to 2 tool cards (a CR tool such as the wolf pack is a tool); binoculars are an
    instant, not a tool (cards.tsv, F-5). pharmacy: up to 2 medicine cards, pills and medkits,
    not medics (cards.tsv; H-rulings)."""
    hand = ["pills", "medic", "binoculars", "wolf_pack", "medkit"]
    buildings = [{"building": "pharmacy"}, {"building": "armory"}]
    game = new(2, ALL, [{"hand": hand, "buildings": buildings}], market=None)
    legal = texts(game, 0)
    assert "store armory wolf_pack" in legal
    assert not any("binoculars" in t for t in legal if t.startswith("store"))
    assert not any("medic " in t + " " for t in legal if t.startswith("store pharmacy"))
    assert "store pharmacy medkit pills" in legal


def test_armory_holds_no_third_tool() -> None:
    """armory: capacity 2 tools (cards.tsv): with 2 stored, no third."""
    buildings = [{"building": "armory", "stored": ["spear", "net"]}]
    game = new(3, frozenset({"hq1", "hq2"}), [{"hand": ["shovel", "brawler"], "buildings": buildings}], market=None)
    assert not any(t.startswith("store armory") for t in texts(game, 0))
    assert any(t.startswith("retrieve armory") for t in texts(game, 0))


def test_toolkit_worker_removes_3_timer_cards() -> None:
    """toolkit: a tribe member working on construction with it removes 2 extra cards from one
    building under construction (cards.tsv; ED-7): engineer + toolkit take 3 off a bunker."""
    buildings = [{"building": "bunker", "timer": ["pills", "pills", "pills", "pills", "pills"]}]
    game = new(3, frozenset({"hq1", "hq2"}), [{"hand": ["engineer", "toolkit"], "buildings": buildings}], market=None)
    act(game, 0, "work bunker engineer+toolkit")
    bunker = next(b for b in game.view(0).seats[0].buildings if b.kind == "bunker")
    assert bunker.timer == 2


# =============================================================================================
# More company: leaders in the solo game and the skirmish, modifiers stacked, recon answers


def test_yardmaster_in_the_solo_game_peeks_2_and_puts_both_on_the_bottom_in_order() -> None:
    """leader_yardmaster: once per round, any time, peek at the top 2 junkyard cards and put both
    back on top or bottom, order kept (Part 3, L-15; [003:281-286]); here in the solo game."""
    scenario = {
        "players": [{"hand": ["brawler"], "leader": "leader_yardmaster"}],
        "opponents": [["thugs"]],
        "junkyard": ["net", "pills", "junk"],
    }
    modules = frozenset({"hq1", "hq2", "hq3", "recon5"})
    game = sc.Game.new(sc.GameConfig(players=1, seed=0, modules=modules, scenario=scenario))
    game.apply(0, "yard")
    seen = [k.cards for k in game.view(0).knowledge if k.source == "yardmaster"]
    assert seen == [("net", "pills")]
    game.apply(0, "yard bottom")
    assert zone_kinds(game, "junkyard") == ["junk", "net", "pills"]
    assert "yard" not in texts(game, 0)


def test_fanatic_in_a_5_player_skirmish_discards_a_revealed_card_and_removes_the_refugee() -> None:
    """leader_fanatic: sacrifice a refugee (removed from play) to discard one card an opponent
    has revealed, in the skirmish too (Part 3, L-7; [000:709-715]). Seat 0's brawler (2) would
    lose to thugs + spear (5); with the thugs discarded the spear alone has no fight, and the
    brawler (its refugee gone: 1 person) wins."""
    players = [{"hand": ["brawler", "refugee"], "leader": "leader_fanatic"}, {}, {"hand": ["thugs", "spear"]}]
    game = new(5, M5_LEADERS, players, round=3, market=None)
    end_gathering(game, {0: "commit brawler refugee", 2: "commit spear thugs"})
    assert "lead refugee 2:thugs" in texts(game, 0)
    game.apply(0, "lead refugee 2:thugs")
    pass_skirmish(game)
    assert zone_kinds(game, "0:removed") == ["refugee"]
    assert seat_totals(game)[2][:2] == (False, 0)
    assert seat_totals(game)[0] == (True, 2, 1)
    assert skirmish_winner(game) == 0


def test_courier_with_group_leaders_draws_5_and_discards_2() -> None:
    """courier: draw 3; when drawing with a courier, discard 2 of the drawn cards per courier,
    even if other cards boost the draw (cards.tsv; [003]); group_leaders: +2 draw (cards.tsv).
    Courier + group leaders turn up 5, discard 2, keep 3."""
    deck = ["pills", "pills", "medkit", "net", "junk", "spear"]
    game = new(3, players=[{"hand": ["courier", "group_leaders"], "deck": deck}])
    act(game, 0, "draw courier+group_leaders")
    assert sorted(game.view(0).looking) == ["junk", "medkit", "net", "pills", "pills"]
    act(game, 0, "discard junk pills")
    assert sorted(game.view(0).hand) == ["medkit", "net", "pills"]
    assert zone_counter(game, "0:discard")["junk"] == 1


def test_group_leaders_stack_to_give_a_refugee_dig_4_and_add_2_people_each() -> None:
    """group_leaders: +2 to one action of one other member, stackable, not a tool; 2 people
    (cards.tsv; [000] FAQ). Refugee + 2 group leaders dig 4; brawler + group leaders fight 4 with
    3 people in a 5-player skirmish."""
    junkyard = ["pills", "net", "junk", "medkit", "spear"]
    game = new(3, BASE_MODULES, [{"hand": ["refugee", "group_leaders", "group_leaders"]}], junkyard=junkyard)
    act(game, 0, "dig refugee+group_leaders+group_leaders")
    assert sorted(game.view(0).looking) == ["junk", "medkit", "net", "pills"]
    game = new(5, BASE_MODULES, [{}, {"hand": ["brawler", "group_leaders"]}, {"hand": ["thugs"]}], round=3)
    totals = fight_round(game, {1: "commit brawler group_leaders", 2: "commit thugs"})
    assert totals[1] == (True, 4, 3)
    assert skirmish_winner(game) == 1


def test_tear_gas_has_no_effect_on_an_announced_provocateur() -> None:
    """tear_gas: one opponent tribe member's fight becomes 0; no effect on a provocateur
    (cards.tsv; [003:135]). Provocateur + 3 refugees: fight 4 by people, against thugs (3) with
    tear gas."""
    players = [{"hand": ["provocateur", "refugee", "refugee", "refugee"]}, {"hand": ["tear_gas", "thugs"]}]
    game = new(5, RECON, players, round=3)
    end_gathering(game, {0: "commit provocateur refugee refugee refugee", 1: "commit tear_gas thugs"})
    game.apply(0, "provoke provocateur")
    pass_windows(game)
    while (d := game.view(None).decision) is not None and game.round == 3:
        gas = [t for t in texts(game, d.seat) if t.startswith("gas 0:")] if d.seat == 1 else []
        game.apply(d.seat, gas[0] if gas else "pass")
    assert seat_totals(game)[0][1] == 4
    assert skirmish_winner(game) == 0


def test_swindler_two_refugees_take_the_med_off_a_hunter_hire() -> None:
    """leader_swindler: discard 2 refugees to cut a hire cost by 1 med (Part 3, L-14); the hunter
    costs 1 med, so it is hired for nothing; a scouting refugee counts as a refugee (L-1)."""
    player = {"hand": ["refugee", "scouting_refugee"], "leader": "leader_swindler"}
    game = new(3, M5_LEADERS, [player])
    assert not any(t.startswith("hire hunter") for t in texts(game, 0))
    act(game, 0, "lead refugee scouting_refugee")
    act(game, 0, "hire hunter")
    assert "hunter" in zone_kinds(game, "0:discard")


def test_assassin_cannot_snipe_field_crew_but_can_snipe_a_scout_in_a_5_player_skirmish() -> None:
    """assassin: snipe, but only at cards representing 1 person (cards.tsv; [003:115-118]);
    field_crew is 4 people, scout 1."""
    players = [{"hand": ["assassin"]}, {}, {}, {"hand": ["field_crew", "scout"]}]
    game = new(5, RECON, players, round=3)
    end_gathering(game, {0: "commit assassin", 3: "commit field_crew scout"})
    legal = texts(game, 0)
    assert "snipe assassin 3:scout" in legal
    assert not any(t.startswith("snipe assassin 3:field_crew") for t in legal)


def test_thugs_cost_6_in_a_mix_of_3_food_a_medkit_and_pills() -> None:
    """thugs: cost 6 in any mix of food and meds (cards.tsv; [000:402]); 3 food is not enough
    alone, 3 food + medkit + pills is."""
    hand = ["hunter", "scavenger", "medkit", "pills"]
    game = new(3, BASE_MODULES, [{"hand": hand}], market=None)
    act(game, 0, "hunt hunter scavenger")
    assert food(game) == 3
    assert "hire thugs pay medkit pills" in texts(game, 0)
    assert "hire thugs" not in texts(game, 0)
    assert "hire thugs pay medkit" not in texts(game, 0)


BASE_MODULES: frozenset[str] = frozenset()


# =============================================================================================
# Refugee-keyword leaders with the scouting refugee; snipes, saves and the rogue in company


def test_excavator_gives_a_scouting_refugee_dig_1_and_group_leaders_still_add_2() -> None:
    """leader_excavator: your refugees have dig 1 (Part 3, L-9); the scouting refugee counts as a
    refugee for leaders ([003:81-83]; Part 1.11), so it digs 1 alone; group leaders are not a
    tool and add +2 on top of the Excavator's +1 for a shovel (cards.tsv): 1 + 1 + 2 = 4."""
    hand = ["scouting_refugee", "shovel", "group_leaders"]
    game = new(3, M5_LEADERS, [{"hand": hand, "leader": "leader_excavator"}], junkyard=["pills", "net", "junk"])
    assert "dig scouting_refugee" in texts(game, 0)
    game2 = game.clone()
    act(game2, 0, "dig scouting_refugee")
    assert len(game2.view(0).looking) == 1
    game = new(
        3,
        M5_LEADERS,
        [{"hand": hand, "leader": "leader_excavator"}],
        junkyard=["pills", "net", "junk", "medkit", "spear"],
    )
    act(game, 0, "dig scouting_refugee+shovel+group_leaders")
    assert len(game.view(0).looking) == 4


def test_ranger_gives_a_scouting_refugee_hunt_1_and_a_net_adds_2() -> None:
    """leader_ranger: your refugees have hunt 1 (Part 3, L-10); a scouting refugee counts as a
    refugee (Part 1.11): with a net it hunts 3."""
    game = new(3, M5_LEADERS, [{"hand": ["scouting_refugee", "net"], "leader": "leader_ranger"}])
    act(game, 0, "hunt scouting_refugee+net")
    assert food(game) == 3


def test_mentor_adds_1_to_a_scouts_draw() -> None:
    """leader_mentor: +1 to any action of another tribe member (Part 3): a scout draws 2 + 1."""
    player = {"hand": ["scout", "refugee"], "deck": ["pills", "medkit", "net", "junk"], "leader": "leader_mentor"}
    game = new(3, M5_LEADERS, [player])
    act(game, 0, "lead refugee")
    act(game, 0, "draw scout")
    assert sorted(game.view(0).hand) == ["medkit", "net", "pills"]


def test_gangster_refugees_do_not_count_double_for_a_provocateur_but_do_in_the_tie() -> None:
    """leader_gangster: refugees count as 2 people when breaking skirmish ties, not for the
    provocateur (cards.tsv; Part 3; L-8; [003:135]). Provocateur + 2 refugees: fight 3 (3 people,
    not 5), tying brawler + scavenger (3, 2 people); the tie-break counts the refugees twice
    (5 people) and the Gangster wins."""
    players = [
        {"hand": ["provocateur", "refugee", "refugee"], "leader": "leader_gangster"},
        {"hand": ["brawler", "scavenger"]},
    ]
    game = new(3, M5_LEADERS, players, round=3)
    end_gathering(game, {0: "commit provocateur refugee refugee", 1: "commit brawler scavenger"})
    game.apply(0, "provoke provocateur")
    pass_skirmish(game)
    totals = seat_totals(game)
    assert totals[0][1] == 3
    assert skirmish_winner(game) == 0


def test_medic_in_a_5_player_skirmish_saves_another_players_brawler() -> None:
    """medic: Save, cancel a snipe on any tribe member, even another player's (cards.tsv;
    [000:547]); in the skirmish from its revealed force (I-6). Seat 3's medic saves seat 1's
    brawler from seat 0's sniper team; the brawler wins."""
    players = [{"hand": ["sniper_team"]}, {"hand": ["brawler"]}, {}, {"hand": ["medic"]}]
    game = new(5, frozenset({"hq1"}), players, round=3, market=None)
    end_gathering(game, {0: "commit sniper_team", 1: "commit brawler", 3: "commit medic"})
    game.apply(0, "snipe 1:brawler")
    while (d := game.view(None).decision) is not None and d.kind == "save" and d.seat != 3:
        game.apply(d.seat, "pass")
    assert "save medic" in texts(game, 3)
    game.apply(3, "save medic")
    pass_skirmish(game)
    assert seat_totals(game)[1] == (True, 2, 1)
    assert skirmish_winner(game) == 1


def test_combat_medics_save_a_sniped_brawler_and_still_fight() -> None:
    """combat_medics: can Save against a snipe and still fight in the same round; fight 1,
    4 people (cards.tsv; [003:137]). Brawler + combat medics: 3 fight, 5 people, beat thugs
    (3, 3 people) on people after the save."""
    players = [{"hand": ["sniper_team"]}, {"hand": ["combat_medics", "brawler"]}, {"hand": ["thugs"]}]
    game = new(3, RECON, players, round=3)
    end_gathering(game, {0: "commit sniper_team", 1: "commit brawler combat_medics", 2: "commit thugs"})
    game.apply(0, "snipe 1:brawler")
    game.apply(1, "save combat_medics")
    pass_skirmish(game)
    assert seat_totals(game)[1] == (True, 3, 5)
    assert skirmish_winner(game) == 1


def test_saboteur_that_disarms_does_not_also_fight() -> None:
    """saboteur: used for disarm OR fight, not both (cards.tsv; [000:496]; S-3). Brawler +
    saboteur fight 2 (not 3) after disarming a spear; people still 2 (S-4)."""
    players = [{"hand": ["saboteur", "brawler"]}, {"hand": ["scavenger", "spear"]}, {"hand": ["thugs"]}]
    game = new(3, frozenset(), players, round=3, market=None)
    end_gathering(game, {0: "commit brawler saboteur", 1: "commit scavenger spear", 2: "commit thugs"})
    game.apply(0, "disarm 1:spear")
    pass_skirmish(game)
    totals = seat_totals(game)
    assert totals[0] == (True, 2, 2)
    assert totals[1] == (True, 1, 1)


def test_rogue_owner_outside_the_tie_takes_the_resource_in_a_5_player_game() -> None:
    """rogue: the rogue's owner need not be in the tie for highest fight ([003:139-153]; S-9).
    Seats 1 and 2 tie on thugs (3); seat 4's lone rogue (fight 1) takes the resource."""
    players = [{}, {"hand": ["thugs"]}, {"hand": ["thugs"]}, {}, {"hand": ["rogue"]}]
    game = new(5, players=players, round=3)
    fight_round(game, {1: "commit thugs", 2: "commit thugs", 4: "commit rogue"})
    assert skirmish_winner(game) == 4


def test_a_sniped_rogue_steals_nothing() -> None:
    """rogue: can be sniped (cards.tsv; S-9: only an unsniped rogue counts). Seat 0 snipes seat
    2's rogue; the thugs' tie (3, 3 people each) is then a deadlock."""
    players = [{"hand": ["sniper_team"]}, {"hand": ["thugs"]}, {"hand": ["thugs", "rogue"]}]
    game = new(3, players=players, round=3, contested=["field_crew", "sled_team", "grenade"])
    end_gathering(game, {0: "commit sniper_team", 1: "commit thugs", 2: "commit rogue thugs"})
    game.apply(0, "snipe 2:rogue")
    pass_skirmish(game)
    totals = seat_totals(game)
    assert totals[1][1] == totals[2][1] == 3
    assert skirmish_winner(game) is None


def test_guard_cancels_a_snipe_on_its_owners_digger_in_a_5_player_game() -> None:
    """guard: cancel any action outside the skirmish that targets your cards; then discard it and
    draw 1 (cards.tsv; [003]). Seat 1 snipes seat 0's digging brawler; seat 0's guard cancels:
    the dig goes on, the guard is discarded, seat 0 draws a pill; seat 4's guard cannot answer
    a snipe on another player's card."""
    players = [
        {"hand": ["brawler", "guard"], "deck": ["pills", "pills", "pills"]},
        {"hand": ["sniper_team"]},
        {},
        {},
        {"hand": ["guard"]},
    ]
    game = new(5, RECON, players, junkyard=["net", "junk"])
    game.apply(0, "dig brawler")
    while (d := game.view(None).decision) is not None and d.kind == "respond" and d.seat != 1:
        game.apply(d.seat, "pass")
    game.apply(1, "snipe 0:brawler")
    while (d := game.view(None).decision) is not None and d.kind in ("respond", "save"):
        if d.seat == 0 and "cancel guard" in texts(game, 0):
            game.apply(0, "cancel guard")
            continue
        if d.seat == 4:
            assert not any(t.startswith("cancel") for t in texts(game, 4))
        game.apply(d.seat, "pass")
    assert game.view(0).looking == ("net",)
    assert game.view(0).hand == ("pills",)
    assert "guard" in zone_kinds(game, "0:discard")
    assert "sniper_team" in zone_kinds(game, "1:discard")


def test_sled_team_draws_2() -> None:
    """sled_team: draw 2, fight 1, 2 people (cards.tsv; [000] "draw 2")."""
    game = new(3, RECON, [{"hand": ["sled_team"], "deck": ["pills", "medkit", "net"]}])
    act(game, 0, "draw sled_team")
    assert sorted(game.view(0).hand) == ["medkit", "pills"]
    game = new(2, RECON, [{"hand": ["sled_team"]}, {"hand": ["scavenger"]}], round=3)
    assert fight_round(game, {0: "commit sled_team", 1: "commit scavenger"})[0] == (True, 1, 2)


def test_hardy_scavenger_on_a_winning_side_does_not_return_to_hand() -> None:
    """hardy_scavenger returns to hand only from a skirmish you lose or tie (cards.tsv); on a
    win it is discarded like the rest, and the next hand is a normal 5."""
    players = [{"hand": ["hardy_scavenger", "thugs"], "deck": ["pills"] * 6}, {"hand": ["brawler"]}]
    game = new(3, RECON, players, round=3)
    totals = fight_round(game, {0: "commit hardy_scavenger thugs", 1: "commit brawler"})
    assert totals[0] == (True, 3, 4)
    assert skirmish_winner(game) == 0
    assert game.view(0).hand == ("pills",) * 5


def test_drill_sergeant_special_in_the_skirmish_adds_no_cards_and_no_fight() -> None:
    """drill_sergeant: special instead of standard actions: shuffle 2 discards into the deck,
    then draw 2; in the skirmish it adds no cards to the force (cards.tsv; [003]; S-3: used
    instead of fighting, it gives no fight, still counts its person). Brawler + drill sergeant
    (fight 2, not 3) lose to brawler + scavenger (3)."""
    players = [
        {"hand": ["drill_sergeant", "brawler"], "discard": ["net", "spear"], "deck": ["pills", "medkit", "junk"]},
        {"hand": ["brawler", "scavenger"]},
    ]
    game = new(3, RECON, players, round=3)
    end_gathering(game, {0: "commit brawler drill_sergeant", 1: "commit brawler scavenger"})
    game.apply(0, "drill drill_sergeant")
    game.apply(0, "shuffle net spear")
    pass_skirmish(game)
    totals = seat_totals(game)
    assert totals[0] == (True, 2, 2)
    assert skirmish_winner(game) == 1


# =============================================================================================
# Dirty Deeds (HQ module 4) and buildings with Recon cards


def test_sniper_team_wounds_the_gangster_and_its_refugee_loses_fight_0() -> None:
    """sniper_team: HQ module 4, can wound a tribal leader, disabled until healed with a med
    (cards.tsv; [000:691]; L-12, L-17). The wounded Gangster's refugee has no fight again, so
    its spear adds nothing (S-3)."""
    players = [
        {"hand": ["sniper_team"]},
        {"hand": ["refugee", "spear"], "leader": "leader_gangster"},
        {"hand": ["brawler"]},
    ]
    game = new(3, HQ4, players, round=3, market=None)
    act(game, 0, "snipe 1:leader_gangster")
    pass_windows(game)
    assert game.view(None).seats[1].wounded
    totals = fight_round(game, {1: "commit refugee spear", 2: "commit brawler"})
    assert totals[1] == (False, 0, 1)
    assert skirmish_winner(game) == 2


def test_pills_heal_the_wounded_gangster_on_its_owners_turn() -> None:
    """pills: 1 med; a wounded leader is healed when a med is applied, on the owner's own
    gathering turn (cards.tsv; [000:691]; L-12). Healed, the Gangster's refugee + spear (2)
    ties a brawler and wins on 2 people."""
    players = [
        {"hand": ["sniper_team"]},
        {"hand": ["refugee", "spear", "pills"], "leader": "leader_gangster"},
        {"hand": ["brawler"]},
    ]
    game = new(3, HQ4, players, round=3, market=None)
    act(game, 0, "snipe 1:leader_gangster")
    pass_windows(game)
    game.apply(0, "end")
    end_gathering_until(game, 1)
    act(game, 1, "heal pills")
    assert not game.view(None).seats[1].wounded
    assert zone_kinds(game, "1:discard") == ["pills"]
    totals = fight_round(game, {1: "commit refugee spear", 2: "commit brawler"})
    assert totals[1][:2] == (True, 2)
    assert skirmish_winner(game) == 1


def test_saboteur_disables_hydroponic_gardens_which_then_give_no_food_until_repaired() -> None:
    """saboteur: HQ module 4, can also disable a completed building (cards.tsv; [000]);
    hydroponic_gardens then produce nothing; the owner may repair it (README notation)."""
    players = [{"hand": ["saboteur"]}, {"hand": ["refugee"], "buildings": [{"building": "hydroponic_gardens"}]}]
    game = new(3, HQ4, players, market=None)
    act(game, 0, "disable 1:hydroponic_gardens")
    game.apply(0, "end")
    end_gathering_until(game, 1)
    assert food(game, 1) == 0
    assert "repair hydroponic_gardens refugee" in texts(game, 1)


def test_cargo_sled_keeps_a_second_card_a_tool_or_medicine_in_a_5_player_game() -> None:
    """cargo_sled: +2 dig; when digging in the junkyard you may also keep one extra tool or
    medicine card (cards.tsv; [003]). Scavenger + cargo sled dig 3 and may keep net + pills."""
    game = new(5, RECON, [{"hand": ["scavenger", "cargo_sled"]}], junkyard=["net", "pills", "spear", "junk"])
    act(game, 0, "dig scavenger+cargo_sled")
    assert sorted(game.view(0).looking) == ["net", "pills", "spear"]
    assert "keep net pills" in texts(game, 0)
    act(game, 0, "keep net pills")
    assert zone_kinds(game, "junkyard") == ["junk", "spear"]


def test_demolition_team_resets_an_opponents_bunker_timer_to_5_and_draws_2() -> None:
    """demolition_team: reset the build timer of one building under construction, then draw 2
    (cards.tsv; [003:234-237]; H-9: the owner tops the timer up from her deck to the full build
    time, bunker 5)."""
    players = [
        {"hand": ["demolition_team"], "deck": ["pills", "medkit", "net"]},
        {
            "deck": ["junk", "junk", "spear", "shovel", "net"],
            "buildings": [{"building": "bunker", "timer": ["junk", "junk"]}],
        },
    ]
    game = new(3, RECON | frozenset({"hq1", "hq2"}), players, market=None)
    act(game, 0, "demolish 1:bunker")
    assert sorted(game.view(0).hand) == ["medkit", "pills"]
    bunker = next(b for b in game.view(0).seats[1].buildings if b.kind == "bunker")
    assert bunker.timer == 5
    assert zone_kinds(game, "1:deck") == ["shovel", "net"]
    assert "demolition_team" in zone_kinds(game, "0:discard")


def test_tinker_lets_a_refugee_dig_the_schematics_pile() -> None:
    """tinker: lets a partner with a base dig, even a refugee, dig in the schematics pile
    (cards.tsv; [003:194-201]; ED-9): refugee (dig 0) + tinker (+1) turn up 1 building."""
    game = new(
        3,
        RECON | frozenset({"hq1", "hq2"}),
        [{"hand": ["refugee", "tinker"]}],
        schematics=["armory", "bunker"],
        market=None,
    )
    act(game, 0, "build refugee+tinker")
    assert game.view(0).looking == ("armory",)
    act(game, 0, "keep armory")
    assert [b.kind for b in game.view(0).seats[0].buildings] == ["armory"]


# =============================================================================================
# Food and meds from leaders and buildings together; instants against modifiers


def test_cannibal_food_does_not_combine_with_garden_food_for_thugs() -> None:
    """leader_cannibal: its 3 food cannot be combined with garden food in the same hire (Part 3;
    cards.tsv; H-8 "not with Cannibal food"). Cannibal 3 + medkit 2 + garden 1 would be the
    thugs' 6: not offered; group leaders (2 food + 2 meds) from the cannibal food and the medkit
    are."""
    player = {
        "hand": ["brawler", "medkit"],
        "leader": "leader_cannibal",
        "buildings": [{"building": "hydroponic_gardens"}],
    }
    game = new(3, HQ4, [player], market=None)
    assert food(game) == 1
    act(game, 0, "lead brawler")
    legal = texts(game, 0)
    assert "hire group_leaders pay medkit" in legal
    assert not any(t.startswith("hire thugs") for t in legal)


def test_butcher_food_and_med_combine_with_hunted_food_for_a_scout() -> None:
    """leader_butcher: 1 food + 1 med that combine freely with other food (Part 3, L-5):
    hunted 1 + butcher 1 food + 1 med pay a scout (2 food + 1 med, cards.tsv)."""
    game = new(3, HQ4, [{"hand": ["brawler", "scavenger"], "leader": "leader_butcher"}], market=None)
    act(game, 0, "hunt scavenger")
    act(game, 0, "lead brawler")
    assert "hire scout" in texts(game, 0)
    act(game, 0, "hire scout")
    assert "scout" in zone_kinds(game, "0:discard")


def test_tear_gas_sets_group_leaders_fight_modifier_to_0() -> None:
    """tear_gas: set one opponent tribe member's fight, or fight modifier, to 0 (cards.tsv;
    [003:239-250]; S-11). Brawler + group leaders (4) gassed on the group leaders: 2, and the
    thugs (3) win."""
    game = new(3, RECON, [{"hand": ["brawler", "group_leaders"]}, {"hand": ["tear_gas", "thugs"]}], round=3)
    end_gathering(game, {0: "commit brawler group_leaders", 1: "commit tear_gas thugs"})
    while (d := game.view(None).decision) is not None and game.round == 3:
        game.apply(d.seat, "gas 0:group_leaders" if d.seat == 1 and d.kind == "skirmish" else "pass")
    assert seat_totals(game)[0][:2] == (True, 2)
    assert skirmish_winner(game) == 1


def test_provocateur_reverts_when_sniped_after_announcing() -> None:
    """provocateur: reverts if sniped (cards.tsv; [003:135]). Announced with 3 refugees (4
    people), then sniped: the force has no fight left (refugees have none)."""
    players = [{"hand": ["provocateur", "refugee", "refugee", "refugee"]}, {"hand": ["sniper_team", "brawler"]}]
    game = new(3, RECON, players, round=3)
    end_gathering(game, {0: "commit provocateur refugee refugee refugee", 1: "commit brawler sniper_team"})
    game.apply(0, "provoke provocateur")
    pass_windows(game)
    game.apply(1, "snipe 0:provocateur")
    pass_skirmish(game)
    assert seat_totals(game)[0] == (False, 0, 3)
    assert skirmish_winner(game) == 1


def test_assassin_cannot_wound_a_leader_but_a_sniper_team_can() -> None:
    """assassin: snipe only cards representing 1 person (cards.tsv); a leader is not such a card
    (L-13); sniper_team: HQ module 4, can wound a tribal leader (cards.tsv)."""
    players = [{"hand": ["assassin", "sniper_team"]}, {"hand": ["brawler"], "leader": "leader_gangster"}]
    game = new(3, ALL, players, market=None)
    legal = texts(game, 0)
    assert "snipe 1:leader_gangster" in legal
    assert not any(t.startswith("snipe assassin") for t in legal)


def test_combat_medics_heal_a_wounded_leader() -> None:
    """combat_medics carry medicine like a medic (cards.tsv): they may be the med that heals a
    wounded leader (L-12)."""
    players = [{"hand": ["sniper_team"]}, {"hand": ["combat_medics"], "leader": "leader_gangster"}]
    game = new(3, ALL, players, market=None)
    act(game, 0, "snipe 1:leader_gangster")
    pass_windows(game)
    game.apply(0, "end")
    end_gathering_until(game, 1)
    act(game, 1, "heal combat_medics")
    assert not game.view(None).seats[1].wounded


def test_excavator_toolkit_and_multitool_on_a_refugee_give_plus_1() -> None:
    """leader_excavator: a refugee's digging tool adds +1 instead of its bonus (L-9: any tool
    with a dig modifier, the toolkit's +2 included): refugee + toolkit digs 2, not 3."""
    hand = ["refugee", "toolkit"]
    game = new(3, ALL, [{"hand": hand, "leader": "leader_excavator"}], market=None, junkyard=["pills", "net", "junk"])
    act(game, 0, "dig refugee+toolkit")
    assert len(game.view(0).looking) == 2


# =============================================================================================
# Every person's and tool's printed numbers in play, in 5-player and 2-player games with all
# modules and leaders at the table (numbers typed from shared/cards.tsv: dig, draw, hunt,
# fight, people; None where the row has "-")

PERSONS: dict[str, tuple[int | None, int | None, int | None, int | None, int]] = {
    "refugee": (0, None, 0, None, 1),
    "scavenger": (1, 1, 1, 1, 1),
    "brawler": (1, None, None, 2, 1),
    "hunter": (None, None, 2, 1, 1),
    "saboteur": (1, None, None, 1, 1),
    "scout": (None, 2, None, 2, 1),
    "group_leaders": (None, None, None, None, 2),
    "sniper_team": (None, None, None, None, 2),
    "thugs": (1, None, None, 3, 3),
    "sled_team": (None, 2, None, 1, 2),
    "field_crew": (2, None, 2, 2, 4),
    "tribe_family_3": (None, None, 0, 0, 3),
    "tribe_family_4": (None, None, 0, 0, 4),
    "tribe_family_5": (None, None, 0, 0, 5),
    "medic": (None, 1, None, None, 1),
    "engineer": (2, 1, None, None, 1),
    "scouting_refugee": (None, None, None, None, 1),
    "hardy_scavenger": (1, 0, 1, 0, 1),
    "assassin": (None, 1, None, None, 1),
    "courier": (None, 3, None, None, 1),
    "drill_sergeant": (2, None, None, 1, 1),
    "guard": (None, None, None, 2, 1),
    "provocateur": (None, 1, None, 1, 1),
    "rogue": (None, 1, None, 1, 1),
    "tinker": (None, None, None, None, 1),
    "spy": (None, None, None, None, 1),
    "scrappers": (3, None, None, 2, 2),
    "combat_medics": (None, 1, None, 1, 4),
    "demolition_team": (2, None, None, 2, 2),
    "tribal_hunters_2": (None, None, 1, 0, 2),
    "tribal_hunters_3": (None, None, 1, 1, 3),
    "tribal_hunters_4": (None, None, 2, 1, 4),
}
TOOLS: dict[str, tuple[int, int, int]] = {
    "multitool": (1, 1, 1),
    "net": (0, 2, 1),
    "spear": (0, 1, 2),
    "pickaxe": (1, 0, 2),
    "shovel": (2, 0, 1),
    "wolf_pack": (0, 3, 2),
    "grenade": (0, 0, 3),
    "rifle": (0, 2, 2),
    "toolkit": (2, 0, 0),
    "cargo_sled": (2, 2, 0),
}
"""plus_dig, plus_hunt, plus_fight of each tool-icon card (cards.tsv; Appendix A.2)."""
JUNKYARD = ["pills", "net", "junk", "medkit", "spear"]
DECK = ["pills", "pills", "medkit", "net", "junk"]


@pytest.mark.parametrize("kind", sorted(PERSONS))
def test_every_person_fights_with_its_printed_fight_and_people_in_a_5_player_skirmish(kind: str) -> None:
    """cards.tsv fight and people; "-" is no fight, 0 is fight 0 (ED-12, S-3); modifier-only
    persons and the sniper team bring people but no fight. Seat 3 of 5 commits the card alone,
    with every module and a leader at each seat."""
    _, _, _, fight, people = PERSONS[kind]
    game = new(5, ALL, [{}, {}, {}, {"hand": [kind]}], round=3, market=None)
    totals = fight_round(game, {3: f"commit {kind}"})
    assert totals[3] == (fight is not None, fight or 0, people)


@pytest.mark.parametrize("kind", sorted(k for k, v in PERSONS.items() if v[0] or v[1] or v[2]))
def test_every_person_digs_draws_and_hunts_its_printed_number_in_a_2_player_game(kind: str) -> None:
    """cards.tsv dig (cards turned up), draw (cards drawn; a courier then discards 2, cards.tsv)
    and hunt (food); an action the row lacks ("-") is not offered."""
    dig, draw, hunt, _, _ = PERSONS[kind]
    game = new(2, ALL, [{"hand": [kind], "deck": list(DECK)}], junkyard=list(JUNKYARD), market=None)
    if dig:
        probe = game.clone()
        act(probe, 0, f"dig {kind}")
        assert len(probe.view(0).looking) == dig
    elif dig is None:
        assert f"dig {kind}" not in texts(game, 0)
    if draw:
        probe = game.clone()
        act(probe, 0, f"draw {kind}")
        if kind == "courier":
            assert len(probe.view(0).looking) == draw
            act(probe, 0, "discard " + " ".join(sorted(probe.view(0).looking)[:2]))
            assert len(probe.view(0).hand) == draw - 2
        else:
            assert len(probe.view(0).hand) == draw
    elif draw is None:
        assert f"draw {kind}" not in texts(game, 0)
    if hunt:
        probe = game.clone()
        act(probe, 0, f"hunt {kind}")
        assert food(probe) == hunt
    elif hunt is None:
        assert f"hunt {kind}" not in texts(game, 0)


@pytest.mark.parametrize("tool", sorted(TOOLS))
def test_every_tool_adds_its_printed_bonuses_to_a_scavenger_in_a_5_player_game(tool: str) -> None:
    """cards.tsv plus_dig / plus_hunt / plus_fight: a scavenger (dig, hunt, fight 1) with the
    tool digs, hunts and fights 1 + the bonus (a bonus of "-" adds nothing)."""
    plus_dig, plus_hunt, plus_fight = TOOLS[tool]
    game = new(5, ALL, [{"hand": ["scavenger", tool]}], junkyard=list(JUNKYARD), market=None)
    if plus_dig:
        probe = game.clone()
        act(probe, 0, f"dig scavenger+{tool}")
        assert len(probe.view(0).looking) == 1 + plus_dig
    if plus_hunt:
        probe = game.clone()
        act(probe, 0, f"hunt scavenger+{tool}")
        assert food(probe) == 1 + plus_hunt
    game = new(5, ALL, [{}, {}, {"hand": ["scavenger", tool]}], round=3, market=None)
    totals = fight_round(game, {2: f"commit scavenger {tool}"})
    assert totals[2] == (True, 1 + plus_fight, 1)


COSTS: dict[str, tuple[int, int, int]] = {
    "scavenger": (1, 0, 0),
    "brawler": (2, 0, 0),
    "hunter": (0, 1, 0),
    "saboteur": (1, 1, 0),
    "scout": (2, 1, 0),
    "group_leaders": (2, 2, 0),
    "sniper_team": (2, 2, 0),
    "thugs": (0, 0, 6),
    "medic": (3, 0, 0),
    "engineer": (2, 1, 0),
    "scouting_refugee": (1, 0, 0),
    "assassin": (0, 2, 0),
    "courier": (1, 1, 0),
    "drill_sergeant": (2, 1, 0),
    "guard": (2, 0, 0),
    "provocateur": (0, 1, 0),
    "rogue": (0, 1, 0),
    "tinker": (3, 0, 0),
    "spy": (0, 0, 3),
    "scrappers": (0, 0, 4),
}
"""cost_food, cost_meds, cost_any_mix of every mercenary for hire (cards.tsv; Appendix A.1).
The hardy scavenger's 1 food is not played: it only replaces the starting scavengers and is not
put out for hire ([003:159, 003:296]; V-10)."""
FOOD_CARDS = {0: [], 1: ["scavenger"], 2: ["hunter"], 3: ["hunter", "scavenger"], 4: ["hunter", "hunter"]}
MED_CARDS = {0: [], 1: ["pills"], 2: ["medkit"], 3: ["medkit", "pills"], 4: ["medkit", "medkit"]}


def can_hire_with(kind: str, food_wanted: int, meds: int) -> bool:
    """Seat 0 (of 5, no leaders) hunts ``food_wanted`` food and holds ``meds`` meds: is ``kind``
    for hire?"""
    recon = kind in MARKET or kind == "scouting_refugee"
    modules = RECON if recon else frozenset({"hq1", "hq2"})
    hand = FOOD_CARDS[food_wanted] + MED_CARDS[meds]
    game = new(5, modules, [{"hand": hand}], market=MARKET if recon else None)
    if food_wanted:
        hunts = {a: t for a, t in ((str(a), t) for a, t in game.view(0).totals) if a.startswith("hunt")}
        act(game, 0, max(hunts, key=lambda a: hunts[a]))
        assert food(game) == food_wanted
    return any(t.split()[:2] == ["hire", kind] for t in texts(game, 0))


@pytest.mark.parametrize("kind", sorted(COSTS))
def test_every_mercenary_is_for_hire_at_its_printed_cost_and_not_for_less_5_players(kind: str) -> None:
    """cards.tsv cost_food / cost_meds (each needed as such) and cost_any_mix (a total in any
    mix of food and meds, [000:402]); a hire pays with this turn's hunt and medicine cards."""
    food_cost, med_cost, mix = COSTS[kind]
    if mix:
        assert can_hire_with(kind, 2, mix - 2)
        assert can_hire_with(kind, 0, min(mix, 4)) == (mix <= 4)
        assert not can_hire_with(kind, 2, mix - 3)
        return
    assert can_hire_with(kind, food_cost, med_cost)
    if food_cost:
        assert not can_hire_with(kind, food_cost - 1, med_cost + 1)
    if med_cost:
        assert not can_hire_with(kind, food_cost + 1, med_cost - 1)


# =============================================================================================
# The solo game and the 2-player game with Recon cards and leaders


def solo_table(hand: list[str], opponents: list[list[str]], modules: frozenset[str], **player: Any) -> sc.Game:
    scenario = {"players": [{"hand": hand, **player}], "opponents": opponents}
    return sc.Game.new(sc.GameConfig(players=1, seed=0, modules=modules, scenario=scenario))


def solo_totals(game: sc.Game) -> dict[int, tuple[int, ...]]:
    """The player's (seat 0) and the opponent force's (seat 1) totals in the last solo fight."""
    events = [e for e in game.log(0) if e.type.value == "skirmish_totals"]
    last = events[-1].round
    return {e.seat: tuple(e.values) for e in events if e.round == last and e.seat is not None}


def test_combat_medics_in_a_solo_opponent_force_save_the_thugs_from_a_snipe() -> None:
    """combat_medics: can Save against a snipe (cards.tsv); a solo opponent takes the most
    favourable action ([003:337]; V-5: its combat medics save against the player's first snipe).
    The sniped thugs are saved: 4 against 4, 3 people against 7, a loss."""
    game = solo_table(["brawler", "spear", "sniper_team"], [["thugs", "combat_medics"], ["grenade"]], RECON)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler spear sniper_team")
    game.apply(0, "snipe 1:thugs")
    pass_skirmish(game)
    assert solo_totals(game) == {0: (1, 4, 3), 1: (1, 4, 7)}
    pending = game.view(None).decision
    assert pending is not None
    assert pending.kind == "loss"


def test_hardy_scavenger_returns_to_hand_after_a_solo_loss() -> None:
    """hardy_scavenger: from a skirmish you lose it returns to your hand at round end (cards.tsv;
    [003:178-182]); in the solo game the loss removes another card of the force, the player's
    choice ([003:340])."""
    game = solo_table(["hardy_scavenger", "brawler"], [["thugs", "field_crew"], ["grenade"]], RECON, deck=["pills"] * 6)
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit brawler hardy_scavenger")
    pass_skirmish(game)
    assert "remove hardy_scavenger" in texts(game, 0)
    game.apply(0, "remove brawler")
    assert zone_kinds(game, "0:removed") == ["brawler"]
    assert sorted(game.view(0).hand) == ["hardy_scavenger"] + ["pills"] * 5


def test_gangster_refugees_win_a_solo_fight_tie_on_people() -> None:
    """leader_gangster in the solo game (a leader is allowed there, [003:326]): refugees fight 0
    and count 2 people in ties (Part 3, L-8); a solo tie is ranked by people (V-6). Three
    refugees and a spear: fight 2, 6 people, against field crew (2, 4 people): a win."""
    hand = ["refugee", "refugee", "refugee", "spear"]
    game = solo_table(hand, [["field_crew"], ["grenade"]], frozenset({"hq1", "hq2", "hq3"}), leader="leader_gangster")
    game.apply(0, "end")
    game.apply(0, "engage 1")
    game.apply(0, "commit refugee refugee refugee spear")
    pass_skirmish(game)
    assert solo_totals(game)[0][:2] == (1, 2)
    assert texts(game, 0) == ["keep field_crew"]


def test_rogue_takes_a_2_player_tie_won_by_only_1() -> None:
    """rogue in the 2-player game: a win by less than 2 is a tie ([000:116]), and a rogue triggers
    on any 2-player tie (V-2). Thugs + scavenger (4) against brawler + rogue (3): the rogue's
    owner takes the resource."""
    game = new(2, players=[{"hand": ["thugs", "scavenger"]}, {"hand": ["brawler", "rogue"]}], round=3)
    totals = fight_round(game, {0: "commit scavenger thugs", 1: "commit brawler rogue"})
    assert totals[0][1] == 4
    assert totals[1][1] == 3
    assert skirmish_winner(game) == 1


# =============================================================================================
# Recon diggers and peekers; buildings on other players' turns


def test_scrappers_dig_the_bottom_3_and_put_one_back_on_top_one_under() -> None:
    """scrappers: may take the whole dig from the top or bottom of a pile and return each unkept
    card to top or bottom (cards.tsv; [003]). From the bottom: junk, medkit, spear; keep the
    spear, medkit on top, junk under."""
    game = new(3, players=[{"hand": ["scrappers"]}], junkyard=["net", "pills", "spear", "junk", "medkit"])
    act(game, 0, "dig bottom scrappers")
    assert sorted(game.view(0).looking) == ["junk", "medkit", "spear"]
    act(game, 0, "keep spear")
    act(game, 0, "top medkit")
    assert zone_kinds(game, "junkyard") == ["medkit", "net", "pills", "junk"]


def test_cargo_sled_adds_2_to_a_schematics_dig_but_keeps_only_one_building() -> None:
    """cargo_sled: +2 dig; the extra keep is only "when digging in the junkyard" (cards.tsv;
    [003]): engineer (2) + cargo sled turn up 4 buildings, and one is kept."""
    schematics = ["armory", "bunker", "pharmacy", "scout_tower", "portable_decoys"]
    game = new(3, RECON | frozenset({"hq1", "hq2"}), [{"hand": ["engineer", "cargo_sled"]}], schematics=schematics)
    act(game, 0, "build engineer+cargo_sled")
    assert sorted(game.view(0).looking) == ["armory", "bunker", "pharmacy", "scout_tower"]
    assert all(len(t.split()) <= 2 for t in texts(game, 0) if t.startswith("keep"))


def test_peacemaker_adds_2_to_dig_and_hunt_but_not_to_a_draw() -> None:
    """leader_peacemaker: +2 to another tribe member's hunt or dig (Part 3): after the refugee a
    scavenger digs 3 and hunts 3, a scout still draws 2."""
    deck = ["pills", "medkit", "net", "junk", "spear"]
    player = {"hand": ["scout", "refugee", "scavenger"], "deck": deck, "leader": "leader_peacemaker"}
    game = new(3, M5_LEADERS, [player])
    act(game, 0, "lead refugee")
    probe = game.clone()
    act(probe, 0, "hunt scavenger")
    assert food(probe) == 3
    act(game, 0, "draw scout")
    assert sorted(game.view(0).hand) == ["medkit", "pills", "scavenger"]


def test_spy_with_binoculars_sees_6_cards_of_a_hand_then_draws_1() -> None:
    """spy: look at up to 4 cards of one player, then discard the spy and draw 1; binoculars add
    +2 cards to another recon action (cards.tsv; [003:102]): 6 cards of seat 1's hand."""
    hand1 = ["brawler", "scout", "pills", "medkit", "net", "junk"]
    game = new(3, players=[{"hand": ["spy", "binoculars"], "deck": ["spear", "shovel"]}, {"hand": hand1}])
    act(game, 0, "spy binoculars 1:hand")
    seen = [k.cards for k in game.view(0).knowledge if k.source == "spy"]
    assert [sorted(s) for s in seen] == [sorted(hand1)]
    assert game.view(0).hand == ("spear",)
    assert sorted(zone_kinds(game, "0:discard")) == ["binoculars", "spy"]


def test_only_the_bunker_is_usable_on_another_players_turn() -> None:
    """bunker: the only building usable during another player's turn (cards.tsv; [000:631]):
    on seat 0's turn, seat 1 may retrieve from her bunker but not from her armory or pharmacy."""
    buildings = [
        {"building": "bunker", "stored": ["scout"]},
        {"building": "armory", "stored": ["spear"]},
        {"building": "pharmacy", "stored": ["pills"]},
    ]
    game = new(3, frozenset({"hq1", "hq2"}), [{"hand": ["brawler"]}, {"hand": ["medkit"], "buildings": buildings}])
    game.apply(0, "dig brawler")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.seat == 1
    legal = texts(game, 1)
    assert "retrieve bunker scout" in legal
    assert not any(t.startswith(("retrieve armory", "retrieve pharmacy", "store")) for t in legal)


def test_bunker_retrieves_but_does_not_store_on_another_players_turn() -> None:
    """bunker: usable on another player's turn (cards.tsv); cards are placed into a building on
    its owner's own turn ([000:635]; the ruling on stores: only retrieval from the bunker on
    other players' turns, H-7). Seat 1 holds a scout on seat 0's turn: no store, and on her own
    turn she may store it."""
    players = [{"hand": ["brawler"]}, {"hand": ["scout"], "buildings": [{"building": "bunker", "stored": ["thugs"]}]}]
    game = new(3, frozenset({"hq1", "hq2"}), players)
    game.apply(0, "dig brawler")
    legal = texts(game, 1)
    assert "retrieve bunker thugs" in legal
    assert not any(t.startswith("store") for t in legal)
    game.apply(1, "pass")
    pass_windows(game)
    game.apply(0, "keep none")
    game.apply(0, "end")
    end_gathering_until(game, 1)
    assert "store bunker scout" in texts(game, 1)


def test_fanatic_in_a_5_player_gathering_discards_the_hunters_net() -> None:
    """leader_fanatic: during another player's resource gathering, sacrifice a refugee (removed
    from play) to discard one card she has played (Part 3, L-7). Seat 0's hunter + net (4):
    seat 4 discards the net, the hunt goes on with the hunter alone (2 food)."""
    players = [{"hand": ["hunter", "net", "scavenger"]}, {}, {}, {}, {"hand": ["refugee"], "leader": "leader_fanatic"}]
    game = new(5, M5_LEADERS, players, market=None)
    game.apply(0, "hunt hunter+net")
    while (d := game.view(None).decision) is not None and d.kind == "respond" and d.seat != 4:
        game.apply(d.seat, "pass")
    game.apply(4, "lead refugee 0:net")
    pass_windows(game)
    if "continue" in texts(game, 0):
        game.apply(0, "continue")
        pass_windows(game)
    assert food(game) == 2
    assert zone_kinds(game, "4:removed") == ["refugee"]


def test_organizer_is_not_offered_after_a_draw_action() -> None:
    """leader_organizer: its draw is your only draw action that round, before or after (Part 3,
    L-4): after a scout's draw the refugee play is not offered."""
    player = {"hand": ["scout", "refugee"], "deck": ["pills", "medkit", "net"], "leader": "leader_organizer"}
    game = new(3, M5_LEADERS, [player])
    act(game, 0, "draw scout")
    assert not any(t.startswith("lead") for t in texts(game, 0))


def test_swindler_is_used_once_per_turn() -> None:
    """leader_swindler: once per turn (Part 3, L-14): after one refugee's discount, the two spare
    refugees cannot take a med off as well."""
    player = {"hand": ["hunter", "refugee", "refugee", "refugee"], "leader": "leader_swindler"}
    game = new(3, M5_LEADERS, [player], market=WITH_THUGS)
    act(game, 0, "hunt hunter")
    act(game, 0, "lead refugee")
    assert not any(t.startswith("lead") for t in texts(game, 0))


def test_gangster_refugees_and_portable_decoys_add_up_in_the_people_tie_break() -> None:
    """leader_gangster: refugees count 2 people in skirmish ties (Part 3); portable_decoys: +1
    person per 2 cards brought, any type, rounded down (cards.tsv; L-8: the Gangster does not
    change the decoys' card count). Refugee + spear + refugee: fight 2, people 2 + 2 + 1 = 5."""
    player = {
        "hand": ["refugee", "spear", "refugee"],
        "leader": "leader_gangster",
        "buildings": [{"building": "portable_decoys"}],
    }
    game = new(3, RECON | frozenset({"hq1", "hq2", "hq3"}), [player, {"hand": ["brawler"]}], round=3, market=None)
    totals = fight_round(game, {0: "commit refugee refugee spear", 1: "commit brawler"})
    assert totals[0] == (True, 2, 5)
    assert skirmish_winner(game) == 0


def test_mentor_plus_1_on_a_courier_draw_still_discards_2() -> None:
    """courier: discard 2 of the drawn cards per courier even if other cards boost the draw
    (cards.tsv); leader_mentor: +1 to any action (Part 3): the courier draws 4, discards 2."""
    deck = ["pills", "medkit", "net", "junk", "spear"]
    game = new(3, M5_LEADERS, [{"hand": ["courier", "refugee"], "deck": deck, "leader": "leader_mentor"}])
    act(game, 0, "lead refugee")
    act(game, 0, "draw courier")
    assert sorted(game.view(0).looking) == ["junk", "medkit", "net", "pills"]
    act(game, 0, "discard junk net")
    assert sorted(game.view(0).hand) == ["medkit", "pills"]


def test_drill_sergeant_draw_is_separate_from_the_draw_action() -> None:
    """drill_sergeant: shuffle 2 cards from the discard into the deck, then draw 2, separate from
    the draw action (cards.tsv; [003]): a scout may still draw afterwards."""
    player = {"hand": ["drill_sergeant", "scout"], "discard": ["net", "spear"], "deck": ["pills", "medkit", "junk"]}
    game = new(3, players=[player])
    act(game, 0, "drill drill_sergeant")
    act(game, 0, "shuffle net spear")
    assert sorted(game.view(0).hand) == ["medkit", "pills", "scout"]
    assert sorted(zone_kinds(game, "0:deck")) == ["junk", "net", "spear"]
    assert "draw scout" in texts(game, 0)


def test_group_leaders_give_a_tribe_family_fight() -> None:
    """group_leaders can give a tribe family fight (cards.tsv); tribe_family_4: fight 0, 4 people:
    fight 2 with 6 people beats a brawler's 2 on people."""
    game = new(3, BASE_MODULES, [{"hand": ["tribe_family_4", "group_leaders"]}, {"hand": ["brawler"]}], round=3)
    totals = fight_round(game, {0: "commit group_leaders tribe_family_4", 1: "commit brawler"})
    assert totals[0] == (True, 2, 6)
    assert skirmish_winner(game) == 0


# =============================================================================================
# Answers to building attacks and leader snipes; gangs counting stored cards


def test_guard_cancels_a_demolition_and_the_demolisher_still_draws_2() -> None:
    """guard: cancel any action outside the skirmish that targets your cards, building attacks
    included, then discard it and draw 1 (cards.tsv); a cancelled demolition team still draws 2
    and the timer is not reset (X-28)."""
    players = [
        {"hand": ["demolition_team"], "deck": ["pills", "medkit", "net"]},
        {
            "hand": ["guard"],
            "deck": ["junk", "junk", "spear", "shovel", "net"],
            "buildings": [{"building": "bunker", "timer": ["junk", "junk"]}],
        },
    ]
    game = new(3, ALL, players, market=None)
    game.apply(0, "demolish 1:bunker")
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert sorted(game.view(0).hand) == ["medkit", "pills"]
    assert next(b for b in game.view(0).seats[1].buildings if b.kind == "bunker").timer == 2
    assert game.view(1).hand == ("junk",)


def test_guard_cancels_a_saboteurs_disable_of_its_armory() -> None:
    """guard cancels a building attack on its owner's cards (cards.tsv); saboteur: disable a
    completed building (HQ module 4, cards.tsv). The armory stays enabled; the guard draws 1."""
    players = [{"hand": ["saboteur"]}, {"hand": ["guard"], "deck": ["junk"], "buildings": [{"building": "armory"}]}]
    game = new(3, ALL, players, market=None)
    game.apply(0, "disable 1:armory")
    game.apply(1, "cancel guard")
    pass_windows(game)
    assert [(b.kind, b.disabled) for b in game.view(0).seats[1].buildings] == [("armory", False)]
    assert game.view(1).hand == ("junk",)


def test_a_third_players_medic_saves_a_leader_from_a_sniper_team() -> None:
    """medic: Save, cancel a snipe on any tribe member or leader, even another player's
    (cards.tsv; [000:547]; L-13: any medic may save)."""
    players = [{"hand": ["sniper_team"]}, {"hand": ["brawler"], "leader": "leader_gangster"}, {"hand": ["medic"]}]
    game = new(3, ALL, players, market=None)
    game.apply(0, "snipe 1:leader_gangster")
    while (d := game.view(None).decision) is not None and d.kind in ("save", "respond"):
        game.apply(d.seat, "save medic" if d.seat == 2 and "save medic" in texts(game, 2) else "pass")
    assert not game.view(None).seats[1].wounded
    assert zone_kinds(game, "2:discard") == ["medic"]


def test_every_gang_counts_cards_stored_in_buildings_for_5_people_each() -> None:
    """gang_gearheads (tools), gang_pharmers (meds), gang_masons (buildings), gang_humanitarians
    (refugees): cards stored under buildings are the player's (F-1); each gang is 5 people (P-3,
    F-7). Seat 0 stores a medkit, a spear and a net, and two refugees; seat 1 holds pills, a
    shovel and a refugee: seat 0 takes all four gangs, 2 + 20 people."""
    buildings = [
        {"building": "pharmacy", "stored": ["medkit"]},
        {"building": "armory", "stored": ["spear", "net"]},
        {"building": "bunker", "stored": ["refugee", "refugee"]},
    ]
    players = [{"buildings": buildings}, {"discard": ["pills", "shovel", "refugee"]}]
    result = last_round(3, frozenset({"hq1", "hq2", "recon5"}), players)
    assert sorted(gangs(result, 0)) == ["gang_gearheads", "gang_humanitarians", "gang_masons", "gang_pharmers"]
    assert result.scores[0].people == 22
    assert result.scores[1].people == 1


def test_engineer_digs_2_buildings_and_starts_the_kept_one_with_a_4_card_timer() -> None:
    """engineer: dig 2 in the schematics pile, pick 1 building and start it (cards.tsv);
    hydroponic_gardens: build time 4 (cards.tsv; Appendix A.3): 4 cards off the deck."""
    deck = ["pills", "medkit", "net", "junk", "spear", "shovel", "pills"]
    game = new(
        3,
        frozenset({"hq1", "hq2"}),
        [{"hand": ["engineer"], "deck": deck}],
        schematics=["hydroponic_gardens", "bunker"],
    )
    act(game, 0, "build engineer")
    assert sorted(game.view(0).looking) == ["bunker", "hydroponic_gardens"]
    act(game, 0, "keep hydroponic_gardens")
    assert [(b.kind, b.timer) for b in game.view(0).seats[0].buildings] == [("hydroponic_gardens", 4)]
    assert zone_kinds(game, "0:deck") == ["spear", "shovel", "pills"]


def test_scouting_refugee_cancels_binoculars_which_are_still_discarded() -> None:
    """scouting_refugee: cancel a recon action (binoculars included), discard it and draw 1
    (cards.tsv; [003:86]); binoculars are discarded after use and can be cancelled (cards.tsv):
    seat 0 learns nothing."""
    players = [{"hand": ["binoculars"]}, {"hand": ["scouting_refugee"], "deck": ["junk"]}]
    game = new(3, players=players)
    game.apply(0, "scout binoculars")
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert game.view(0).knowledge == ()
    assert zone_kinds(game, "0:discard") == ["binoculars"]
    assert game.view(1).hand == ("junk",)


def test_scout_tower_with_binoculars_sees_4_cards_of_each_of_2_piles() -> None:
    """scout_tower: discard 1 card to peek at the top 2 cards of any 2 piles, in order
    (cards.tsv); binoculars add +2 cards to another recon action ([003:102]): 4 of each."""
    player = {"hand": ["junk", "binoculars"], "buildings": [{"building": "scout_tower"}]}
    schematics = ["armory", "bunker", "pharmacy", "portable_decoys", "hydroponic_gardens"]
    junkyard = ["net", "pills", "spear", "medkit", "shovel"]
    game = new(3, RECON | frozenset({"hq1", "hq2"}), [player], junkyard=junkyard, schematics=schematics, market=None)
    act(game, 0, "tower junk binoculars junkyard+schematics")
    seen = {k.zone: k.cards for k in game.view(0).knowledge if k.source == "scout_tower"}
    assert seen == {"junkyard": tuple(junkyard[:4]), "schematics": tuple(schematics[:4])}
    assert zone_kinds(game, "junkyard") == junkyard


def test_sergeant_net_cannot_be_disarmed_in_gathering_and_the_yardmaster_acts_in_that_window() -> None:
    """leader_sergeant_at_arms: your tools cannot be disarmed (Part 3, L-11): seat 1's saboteur
    may only pass on the Sergeant's hunter + net (4 food). leader_yardmaster: any time, also in
    another player's window (L-15; [003:281-286]): seat 4 peeks at net, pills and puts them
    under the junk."""
    players = [
        {"hand": ["hunter", "net"], "leader": "leader_sergeant_at_arms"},
        {"hand": ["saboteur"]},
        {},
        {},
        {"hand": ["brawler"], "leader": "leader_yardmaster"},
    ]
    game = new(5, ALL, players, junkyard=["net", "pills", "junk"], market=None)
    game.apply(0, "hunt hunter+net")
    while (d := game.view(None).decision) is not None and d.kind in ("respond", "place"):
        legal = texts(game, d.seat)
        if d.seat == 1:
            assert legal == ["pass"]
        move = next((m for m in ("yard", "yard bottom") if d.seat == 4 and m in legal), "pass")
        game.apply(d.seat, move)
    assert food(game) == 4
    assert zone_kinds(game, "junkyard") == ["junk", "net", "pills"]


def test_of_two_hardy_scavengers_only_the_unsniped_one_returns_after_a_loss() -> None:
    """hardy_scavenger: returns to hand from a skirmish you lose (cards.tsv; [003:178-182]); a
    sniped one is not in the force at resolution and is discarded (S-12). Seat 1 snipes one of
    seat 0's two, and wins with thugs."""
    players = [
        {"hand": ["hardy_scavenger", "hardy_scavenger", "brawler"], "deck": ["pills"] * 6},
        {"hand": ["sniper_team", "thugs"]},
    ]
    game = new(3, RECON, players, round=3)
    end_gathering(game, {0: "commit brawler hardy_scavenger hardy_scavenger", 1: "commit sniper_team thugs"})
    while (d := game.view(None).decision) is not None and game.round == 3:
        snipe = "snipe 0:hardy_scavenger"
        game.apply(d.seat, snipe if d.seat == 1 and snipe in texts(game, 1) else "pass")
    assert seat_totals(game)[0] == (True, 2, 2)
    assert skirmish_winner(game) == 1
    assert sorted(game.view(0).hand) == ["hardy_scavenger"] + ["pills"] * 5


def test_both_players_hardy_scavengers_return_on_a_2_player_tie() -> None:
    """hardy_scavenger returns on a tie; in the 2-player game a win by less than 2 is a tie, and
    both players' hardy scavengers return (V-2)."""
    players = [
        {"hand": ["hardy_scavenger", "brawler"], "deck": ["pills"] * 6},
        {"hand": ["hardy_scavenger", "scavenger"], "deck": ["medkit"] * 6},
    ]
    game = new(2, RECON, players, round=3)
    fight_round(game, {0: "commit brawler hardy_scavenger", 1: "commit hardy_scavenger scavenger"})
    assert skirmish_winner(game) is None
    assert sorted(game.view(0).hand) == ["hardy_scavenger"] + ["pills"] * 5
    assert sorted(game.view(1).hand) == ["hardy_scavenger"] + ["medkit"] * 5


def test_masons_do_not_count_a_disabled_building() -> None:
    """gang_masons: most completed and enabled buildings (cards.tsv; F-6). Seat 0: a disabled
    armory and a bunker (1 enabled); seat 1: a pharmacy and an engineer: 1 each, the engineer
    breaks the tie."""
    players = [
        {"buildings": [{"building": "armory", "disabled": True}, {"building": "bunker"}]},
        {"buildings": [{"building": "pharmacy"}], "discard": ["engineer"]},
    ]
    result = last_round(3, HQ4, players)
    assert gangs(result, 1) == ("gang_masons",)
    assert gangs(result, 0) == ()


def test_a_wounded_yardmaster_cannot_peek() -> None:
    """leader_yardmaster: once per round, any time (Part 3); a wounded leader provides nothing
    (L-12, L-15): after a sniper team wounds it, no `yard` on its owner's turn."""
    players = [{"hand": ["sniper_team"]}, {"hand": ["brawler"], "leader": "leader_yardmaster"}]
    game = new(3, ALL, players, market=None)
    act(game, 0, "snipe 1:leader_yardmaster")
    pass_windows(game)
    game.apply(0, "end")
    end_gathering_until(game, 1)
    assert game.view(None).seats[1].wounded
    assert "yard" not in texts(game, 1)


def test_humanitarians_standard_refugees_for_hire_cost_nothing_but_take_the_hire() -> None:
    """refugee: hireable for 0 food only with the Humanitarians (cards.tsv; [003:267]; X-30, the
    standard-refugee option): hired with no food at all, and it is the turn's one hire."""
    scenario = {"round": 1, "initiator": 0, "players": [{"hand": ["scavenger", "brawler"]}]}
    config = sc.GameConfig(players=3, seed=0, modules=frozenset({"recon5"}), refugees_for_hire=True, scenario=scenario)
    game = sc.Game.new(config)
    assert "hire refugee" in texts(game, 0)
    act(game, 0, "hire refugee")
    assert zone_kinds(game, "0:discard") == ["refugee"]
    assert not any(t.startswith("hire") for t in texts(game, 0))
