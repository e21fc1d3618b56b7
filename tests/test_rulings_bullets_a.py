"""Bullet-by-bullet audit of the R-, I-, S-, F-, H- and ED- rulings of RULINGS.md: for each
ruling, the bullets no earlier test checks, each in a small stacked table through the public API
(scenarios, notation, ``legal_actions``, ``view``, ``log``, ``score``; ``zones()`` only for a
hidden pile). Each docstring cites the ruling and quotes the bullet."""

from __future__ import annotations

from typing import Any

import scavengers as sc
from helpers import act, end_gathering, pass_windows, texts, zone_kinds
from scavengers.engine.core.events import EventType

REFUSED = (sc.IllegalAction, sc.InvalidAction)
HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
R2 = frozenset({"recon2"})
R3 = frozenset({"recon3"})
R34 = frozenset({"recon3", "recon4"})
R5 = frozenset({"recon5"})
QUIET = ["leader_organizer", "leader_butcher", "leader_peacemaker", "leader_mentor", "leader_cannibal"]


def game_of(modules: frozenset[str] = frozenset(), seats: int = 3, rules: str = "2015", **scenario: Any) -> sc.Game:
    """A stacked table, seed 0, initiator 0; with leaders in play every seat gets a quiet one."""
    players = [dict(p) for p in scenario.pop("players", [])]
    players += [{} for _ in range(seats - len(players))]
    if "hq3" in modules:
        spare = [q for q in QUIET if all(p.get("leader") != q for p in players)]
        for p in players:
            p.setdefault("leader", spare.pop(0))
    scenario.setdefault("initiator", 0)
    config = sc.GameConfig(
        players=seats, seed=0, modules=modules, rules=rules, scenario={"players": players, **scenario}
    )
    return sc.Game.new(config)


def refused(game: sc.Game, seat: int, text: str) -> bool:
    try:
        game.apply(seat, text)
    except REFUSED:
        return True
    return False


def outcome(game: sc.Game) -> int | None:
    """The seat that won the last skirmish, or None for a deadlock."""
    for event in reversed(game.log(None)):
        if event.type is EventType.SKIRMISH_WON:
            return event.seat
        if event.type is EventType.DEADLOCK:
            return None
    raise AssertionError("no skirmish was resolved")


def deciding(game: sc.Game) -> int:
    """The seat whose decision the game waits for."""
    decision = game.view(None).decision
    assert decision is not None, "the game is over"
    return decision.seat


def totals(game: sc.Game) -> dict[int, tuple[Any, ...]]:
    """The last skirmish's (has_fight, fight, people) per seat."""
    out: dict[int, tuple[Any, ...]] = {}
    for event in game.log(None):
        if event.type is EventType.SKIRMISH_TOTALS and event.seat is not None:
            out[event.seat] = tuple(event.values)
    return out


def commit_all(game: sc.Game, commits: dict[int, str]) -> None:
    """Every seat ends its turn and commits as given, then every skirmish opportunity passes."""
    start = game.round
    end_gathering(game, commits)
    while not game.over and game.round == start:
        d = game.view(None).decision
        assert d is not None
        game.apply(d.seat, "pass")


# --- R-7 ----------------------------------------------------------------------------------------


def test_r7_a_dig_larger_than_the_junkyard_never_turns_up_a_returned_card() -> None:
    """R-7: "Reveal min(dig, |JY|) cards. Everything is drawn before anything is returned, so
    returned cards cannot be re-drawn in the same dig." A dig of 3 on a 2-card junkyard turns up
    those 2, once each; kept none, they lie at the bottom in the order drawn (R-8)."""
    game = game_of(players=[{"hand": ["scavenger", "shovel"]}], junkyard=["net", "junk"])
    act(game, 0, "dig scavenger+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net"]
    act(game, 0, "keep none")
    assert zone_kinds(game, "junkyard") == ["net", "junk"]


# --- R-10 / R-14 --------------------------------------------------------------------------------


def test_r10_a_refugee_alone_cannot_dig_and_a_tool_needs_a_holder_r14() -> None:
    """R-10: "A refugee alone therefore cannot dig." R-14: "A modifier with no valid holder
    cannot be played in that action": a shovel or group leaders alone dig nothing."""
    game = game_of(players=[{"hand": ["refugee", "shovel", "group_leaders", "scavenger"]}], junkyard=["net"])
    legal = texts(game, 0)
    assert "dig refugee" not in legal
    assert not any(a in legal for a in ("dig shovel", "dig group_leaders"))
    for text in ("dig refugee", "dig shovel", "dig group_leaders"):
        assert refused(game, 0, text)
    assert any(a.startswith("dig refugee+shovel") or a.startswith("dig refugee+group_leaders") for a in legal)


# --- R-11 ---------------------------------------------------------------------------------------


def test_r11_one_trash_moves_any_number_of_cards_then_no_second_trash() -> None:
    """R-11: "trash is a 'given action', so once per round. It may still move any number of
    cards." Three junk go in one trash; the fourth cannot follow in a second trash."""
    game = game_of(players=[{"hand": ["junk", "junk", "junk", "junk", "scavenger"]}], junkyard=["net"])
    act(game, 0, "trash junk junk junk")
    assert game.view(0).hand.count("junk") == 1
    assert not any(a.startswith("trash") for a in texts(game, 0))
    assert refused(game, 0, "trash junk")


# --- R-13 ---------------------------------------------------------------------------------------


def test_r13_combat_medics_pay_two_meds_and_food_never_pays_a_med_cost() -> None:
    """R-13: "Food pays only food costs and meds pay only med costs" and "Any number of medicine
    cards (and medics, 1 med each; combat medics, 2 meds) may be played during the hire". A hunt
    of 2 food cannot buy a hunter (1 med); combat medics pay a sniper team's 2 meds with 2 food."""
    game = game_of(players=[{"hand": ["scavenger", "spear", "combat_medics"]}])
    act(game, 0, "hunt scavenger+spear")
    assert game.view(0).seats[0].food == 2
    assert "hire hunter" not in texts(game, 0)
    assert refused(game, 0, "hire hunter")
    assert "hire sniper_team pay combat_medics" in texts(game, 0)
    act(game, 0, "hire sniper_team pay combat_medics")
    assert "sniper_team" in game.view(0).seats[0].discard


# --- S-1 / S-3 / S-5 ----------------------------------------------------------------------------


def test_s1_a_force_of_tools_and_junk_deadlocks_against_nobody_but_a_lone_refugee_wins() -> None:
    """S-1: "a force with no fight and no people (only tools, medicine, junk) does **not** win
    against players who committed nothing ... a deadlock. A force with no fight but at least 1
    person does win against them (people tie-break)." """
    game = game_of(round=3, players=[{"hand": ["junk", "spear", "pills"]}], contested=["sled_team", "grenade"])
    commit_all(game, {0: "commit junk spear pills"})
    assert outcome(game) is None
    game = game_of(round=3, players=[{"hand": ["refugee"]}], contested=["sled_team", "grenade"])
    commit_all(game, {0: "commit refugee"})
    assert outcome(game) == 0


def test_s3_sniper_teams_and_group_leaders_give_no_fight_s5_but_count_two_people_each() -> None:
    """S-3: "modifier-only persons (group leaders ...) and sniper teams do **not** make it
    [hasFight] true"; S-5: people include "group leaders with 2 people" and "Tools, medicine and
    instants contribute 0". Sniper team + group leaders + spear (no fight, 4 people) beats a
    refugee with pills and a net (no fight, 1 person)."""
    game = game_of(
        round=3,
        players=[{"hand": ["sniper_team", "group_leaders", "spear"]}, {"hand": ["refugee", "pills", "net"]}],
        contested=["sled_team", "grenade"],
    )
    commit_all(game, {0: "commit sniper_team group_leaders spear", 1: "commit refugee pills net"})
    got = totals(game)
    assert (bool(got[0][0]), got[0][2]) == (False, 4)
    assert (bool(got[1][0]), got[1][2]) == (False, 1)
    assert outcome(game) == 0


# --- S-10 ---------------------------------------------------------------------------------------


def test_s10_a_gassed_fighter_keeps_its_fight_ability_and_its_tool_and_no_save_is_offered() -> None:
    """S-10: "The target **keeps** a fight ability of 0. `hasFight` still holds and it can still
    hold a tool"; "It cannot be saved against." Seat 1's gassed brawler with a spear fights
    0 + 2; seat 1 holds a medic in its force, yet no save window opens."""
    game = game_of(
        round=3,
        players=[{"hand": ["tear_gas", "brawler"]}, {"hand": ["brawler", "spear", "medic"]}],
        contested=["sled_team", "grenade"],
    )
    end_gathering(game, {0: "commit tear_gas brawler", 1: "commit brawler spear medic"})
    assert deciding(game) == 0
    game.apply(0, "gas 1:brawler")
    d = game.view(None).decision
    assert d is None or d.kind != "save"
    while (d := game.view(None).decision) is not None and game.round == 3:
        game.apply(d.seat, "pass")
    got = totals(game)
    assert (bool(got[1][0]), got[1][1]) == (True, 2)
    assert outcome(game) == 1  # 2 v 2, and seat 1 has 2 people (brawler, medic)


def test_s10_tear_gas_on_a_provocateur_does_not_change_its_owners_force_size_fight() -> None:
    """S-10: "Against a provocateur-using player it has no effect on that player's score"; S-8
    fight becomes the force size. Seat 0 gasses seat 1's provocateur; seat 1 then announces it
    and fights 3 (provocateur + 2 refugees), beating seat 0's brawler (2)."""
    game = game_of(
        round=3,
        players=[{"hand": ["tear_gas", "brawler"]}, {"hand": ["provocateur", "refugee", "refugee"]}],
        contested=["sled_team", "grenade"],
    )
    end_gathering(game, {0: "commit tear_gas brawler", 1: "commit provocateur refugee refugee"})
    game.apply(0, "gas 1:provocateur")
    pass_windows(game)
    while (d := game.view(None).decision) is not None and d.seat == 0:
        game.apply(0, "pass")
    assert deciding(game) == 1
    game.apply(1, "provoke provocateur")
    while (d := game.view(None).decision) is not None and game.round == 3:
        game.apply(d.seat, "pass")
    assert totals(game)[1][1] == 3
    assert outcome(game) == 1


# --- S-12 ---------------------------------------------------------------------------------------


def test_s12_a_hardy_scavenger_returns_after_losing_to_a_rogue_but_not_to_its_winning_owner() -> None:
    """S-12: the owner "must be a participant who did **not win**. That covers ... losing to a
    rogue". Seat 0 (hardy scavenger + brawler, 2) ties seat 1 (rogue + scavenger, 2): the rogue
    wins, and seat 0's hardy scavenger is back in its hand next round; seat 2 sent nothing."""
    game = game_of(
        round=3,
        players=[
            {"hand": ["hardy_scavenger", "brawler"], "deck": ["pills"] * 5},
            {"hand": ["rogue", "scavenger", "hardy_scavenger"], "deck": ["medkit"] * 5},
        ],
        contested=["sled_team", "grenade"],
    )
    commit_all(game, {0: "commit hardy_scavenger brawler", 1: "commit rogue scavenger hardy_scavenger"})
    assert outcome(game) == 1
    assert game.round == 4
    assert game.view(0).hand.count("hardy_scavenger") == 1
    assert "hardy_scavenger" not in game.view(1).hand
    assert "hardy_scavenger" in game.view(1).seats[1].discard


# --- F-3 / F-6 / F-8 ----------------------------------------------------------------------------


def test_f3_a_contested_resource_dug_from_the_junkyard_counts_as_contested() -> None:
    """F-3: "Any owned card that carries the CR supply icon, however it was acquired. CRs dug out
    of the junkyard after a deadlock count too." """
    game = game_of(players=[{"hand": ["scavenger"]}], junkyard=["grenade", "junk"])
    act(game, 0, "dig scavenger")
    act(game, 0, "keep grenade")
    assert game.score(0).contested == 1
    assert game.score(1).contested == 0


def test_f6_disabled_and_unfinished_buildings_do_not_count_for_the_masons() -> None:
    """F-6: "Count buildings that are complete and **not disabled** at game end.
    Under-construction and disabled buildings do not count." Seat 0 has two disabled bunkers,
    seat 1 one unfinished armory, seat 2 one complete pharmacy: seat 2 gets the Masons."""
    bunker = {"building": "bunker", "timer": [], "disabled": True}
    game = game_of(
        HQ4,
        round=3,
        players=[
            {"buildings": [bunker, dict(bunker)]},
            {"buildings": [{"building": "armory", "timer": ["junk", "junk"]}]},
            {"buildings": [{"building": "pharmacy", "timer": []}]},
        ],
        contested=["sled_team"],
    )
    result = play_out_quiet(game)
    assert "gang_masons" in result.scores[2].gangs
    assert "gang_masons" not in result.scores[0].gangs + result.scores[1].gangs


def test_f8_scouting_refugees_count_for_the_humanitarians() -> None:
    """F-8: "Count owned cards whose **title contains 'Refugee'**: Refugee and Scouting Refugee,
    in any zone." Two scouting refugees beat one refugee."""
    game = game_of(
        R5,
        round=3,
        players=[{"deck": ["scouting_refugee", "scouting_refugee"]}, {"deck": ["refugee"]}],
        contested=["sled_team"],
    )
    result = play_out_quiet(game)
    assert result.scores[0].gangs == ("gang_humanitarians",)
    assert result.scores[1].gangs == ()


def play_out_quiet(game: sc.Game) -> sc.GameResult:
    """Everyone ends every turn, commits nothing, passes and keeps the first leader offered."""
    while not game.over:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, "commit none")
        else:
            game.apply(d.seat, "pass")
    assert game.result is not None
    return game.result


# --- H-1 / H-4 ----------------------------------------------------------------------------------


def test_h1_a_building_started_this_round_ticks_only_in_the_next_drawing_phase_h4_no_work_on_it_yet() -> None:
    """H-1: "Buildings started in the previous round are included; buildings placed this round
    are not, because no drawing phase has passed yet." H-4: "Work is only possible ... from the
    round after placement onward." An armory (3) kept in round 1 has 3 timer cards all round 1,
    no work is offered on it, and round 2 starts with 2."""
    game = game_of(
        HQ2,
        players=[{"hand": ["engineer", "refugee", "scavenger"], "deck": ["pills"] * 9}],
        schematics=["armory", "bunker"],
    )
    act(game, 0, "build engineer")
    act(game, 0, "keep armory")
    assert [b.timer for b in game.view(0).seats[0].buildings] == [3]
    assert not any(a.startswith("work") for a in texts(game, 0))
    assert refused(game, 0, "work armory refugee")
    end_gathering(game)
    assert game.round == 2
    assert [b.timer for b in game.view(0).seats[0].buildings] == [2]


# --- ED-7 / H-2 ---------------------------------------------------------------------------------


def test_ed7_two_workers_on_two_buildings_in_one_round_one_with_a_toolkit_removes_three() -> None:
    """ED-7: "Different workers may go to different buildings in the same round. Each worker
    removes 1 card; a worker with a toolkit removes 3 (1 + 2)." H-2: removed timer cards go to
    the owner's discard pile, face up."""
    game = game_of(
        HQ2,
        players=[
            {
                "hand": ["refugee", "scavenger", "toolkit"],
                "buildings": [
                    {"building": "bunker", "timer": ["pills", "pills", "medkit", "junk"]},
                    {"building": "armory", "timer": ["net", "spear"]},
                ],
            }
        ],
    )
    act(game, 0, "work bunker scavenger+toolkit")
    act(game, 0, "work armory refugee")
    assert [b.timer for b in game.view(0).seats[0].buildings] == [1, 1]
    discard = game.view(1).seats[0].discard
    assert len(discard) == 3 + 1 + 3  # three workers' cards and four timer cards
    assert {"refugee", "scavenger", "toolkit"} <= set(discard)


# --- H-7 / ED-15 --------------------------------------------------------------------------------


def test_h7_no_storage_in_an_unfinished_or_disabled_bunker() -> None:
    """H-7: "Storage needs the building to be complete and enabled." """
    for bunker in ({"building": "bunker", "timer": ["junk"]}, {"building": "bunker", "timer": [], "disabled": True}):
        game = game_of(HQ4, players=[{"hand": ["brawler", "scavenger"], "buildings": [bunker]}])
        assert not any(a.startswith("store") for a in texts(game, 0))
        assert refused(game, 0, "store bunker brawler")


def test_h7_two_stores_in_one_turn_and_stored_cards_stay_through_the_drawing_phase_ed15() -> None:
    """ED-15: "Store and retrieve are unlimited during the owner's own RG turn." H-7: "Stored
    cards **persist** across rounds and are not discarded in the drawing phase." """
    game = game_of(
        HQ2,
        players=[{"hand": ["brawler", "scavenger", "refugee"], "buildings": [{"building": "bunker"}]}],
    )
    act(game, 0, "store bunker brawler")
    act(game, 0, "store bunker scavenger")
    assert game.view(0).seats[0].buildings[0].stored == 2
    end_gathering(game)
    assert game.round == 2
    assert game.view(0).seats[0].buildings[0].stored == 2
    assert sorted(game.view(0).stored[0]) == ["brawler", "scavenger"]
    assert "brawler" not in game.view(0).seats[0].discard


# --- H-8 ----------------------------------------------------------------------------------------


def test_h8_a_gardens_food_pays_a_hire_alone() -> None:
    """H-8: "1 food per garden on the owner's turn each round. It is usable alone [000:729]":
    with no hunt, a completed garden buys a scavenger (1 food)."""
    game = game_of(
        HQ2,
        players=[{"hand": ["refugee"], "buildings": [{"building": "hydroponic_gardens"}]}],
    )
    assert "hire scavenger" in texts(game, 0)
    act(game, 0, "hire scavenger")
    assert "scavenger" in game.view(0).seats[0].discard


# --- H-9 ----------------------------------------------------------------------------------------


def test_h9_a_demolition_tops_the_timer_up_from_the_owners_deck_and_the_team_draws_two() -> None:
    """H-9: "The target is any player's **under-construction** building. Its **owner** draws
    cards from her own deck (without looking) to bring the timer back to the building's full
    build time. Those cards join the existing timer cards. The demolition team's player then
    draws 2." A bunker (5) with 1 card left gets 4 from its owner's deck; a completed one is no
    target."""
    game = game_of(
        R34,
        players=[
            {"hand": ["demolition_team"], "deck": ["medkit", "medkit", "net"]},
            {
                "deck": ["pills"] * 6,
                "buildings": [{"building": "bunker", "timer": ["junk"]}, {"building": "portable_decoys"}],
            },
        ],
    )
    assert "demolish 1:bunker" in texts(game, 0)
    assert not any(a.startswith("demolish 1:portable") for a in texts(game, 0))
    act(game, 0, "demolish 1:bunker")
    assert game.view(0).seats[1].buildings[0].timer == 5
    timer = next(v for k, v in game.zones().items() if k.startswith("1:timer:") and len(v) == 5)
    assert sorted(c.kind for c in timer) == ["junk", "pills", "pills", "pills", "pills"]
    assert game.view(0).seats[1].deck_count == 2
    assert sorted(game.view(0).hand) == ["medkit", "medkit"]


# --- H-11 ---------------------------------------------------------------------------------------


def test_h11_only_completed_buildings_can_be_disabled_and_a_disabled_bunkers_cards_still_score() -> None:
    """H-11: "Targets are **completed** buildings only." "A disabled building keeps its stored
    cards, locked, until repaired. They still score (F-1)." """
    game = game_of(
        HQ4,
        players=[
            {"hand": ["saboteur"]},
            {
                "buildings": [
                    {"building": "bunker", "timer": [], "stored": ["thugs"]},
                    {"building": "armory", "timer": ["junk"]},
                ]
            },
        ],
    )
    legal = texts(game, 0)
    assert "disable 1:bunker" in legal
    assert "disable 1:armory" not in legal
    people = game.score(1).people
    act(game, 0, "disable 1:bunker")
    assert game.view(0).seats[1].buildings[0].disabled
    assert game.score(1).people == people == 3


# --- I-4 / I-5 ----------------------------------------------------------------------------------


def test_i5_a_gathering_snipe_cannot_be_answered_by_a_snipe_i4_a_saved_snipers_team_is_spent() -> None:
    """I-5: "In RG, no: snipes are instants and cannot be prevented, except by save or cancel."
    I-4: "The first save played cancels the snipe. The sniper is still spent (discarded in RG)."
    While seat 1's snipe on seat 0's brawler waits for a save, seat 0 and seat 2 (both holding
    sniper teams) may not snipe the sniper; seat 0's medic saves, seat 1's sniper team is
    discarded all the same."""
    game = game_of(
        HQ1,
        players=[
            {"hand": ["brawler", "medic", "sniper_team"]},
            {"hand": ["sniper_team"]},
            {"hand": ["sniper_team"]},
        ],
        junkyard=["net", "junk"],
    )
    game.apply(0, "dig brawler")
    assert deciding(game) == 1
    game.apply(1, "snipe 0:brawler")
    d = game.view(None).decision
    assert d is not None
    assert (d.kind, d.seat) == ("save", 0)
    assert not any(a.startswith("snipe") for a in texts(game, 0))
    assert "save medic" in texts(game, 0)
    game.apply(0, "save medic")
    assert "sniper_team" in game.view(0).seats[1].discard
    assert "brawler" not in game.view(0).seats[0].discard


def test_i4_a_medic_placed_on_a_base_game_table_still_saves() -> None:
    """I-4: "When a snipe (sniper team or assassin) is declared: A **save window** opens ... Any
    player may save with a medic ... from hand". docs/scenarios.md: a card of a box the modules
    do not use "may still be placed: its box joins the game". With a medic placed in seat 0's
    hand on a base-game table (the engine offers it to draw and to pay), a snipe on seat 0's
    declared brawler must still let seat 0 save it."""
    game = game_of(
        players=[{"hand": ["brawler", "medic"]}, {"hand": ["sniper_team"]}],
        junkyard=["net", "junk"],
    )
    assert "draw medic" in texts(game, 0)
    game.apply(0, "dig brawler")
    game.apply(1, "snipe 0:brawler")
    d = game.view(None).decision
    assert d is not None
    assert (d.kind, d.seat) == ("save", 0)
    assert "save medic" in texts(game, 0)


def test_i6_a_guard_placed_under_a_bunker_without_recon_answers_a_disarm_from_it() -> None:
    """I-6: during RG a guard may be "retrieved that moment from one's own bunker"; [003:120-124]
    it cancels any action outside the skirmish that targets its owner's cards, a disarm
    included. Placed by a scenario on a table with HQ modules 1-2 only (its box joins the
    game), it answers from the bunker as in a game with Recon module 2 (as the medic, I-4)."""
    game = game_of(
        frozenset({"hq1", "hq2"}),
        players=[
            {
                "hand": ["scavenger", "shovel"],
                "deck": ["brawler", "refugee"],
                "buildings": [{"building": "bunker", "stored": ["guard"]}],
            },
            {"hand": ["saboteur"], "deck": ["refugee"] * 3},
            {"hand": ["refugee"], "deck": ["refugee"] * 3},
        ],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig scavenger+shovel")
    game.apply(1, "disarm 0:shovel")
    assert deciding(game) == 0
    options = texts(game, 0)
    if "cancel guard" not in options:
        assert "retrieve bunker guard" in options
        game.apply(0, "retrieve bunker guard")
    game.apply(0, "cancel guard")
    pass_windows(game)
    assert "guard" in game.view(0).seats[0].discard


# --- S-8 / S-9 / S-11 ---------------------------------------------------------------------------


def finish_skirmish(game: sc.Game) -> None:
    """Every seat still asked in this skirmish passes."""
    while (d := game.view(None).decision) is not None and d.kind in ("skirmish", "respond", "save"):
        game.apply(d.seat, "pass")


def test_s8_the_force_size_leaves_out_the_gangsters_extra_refugee_people() -> None:
    """S-8: "Fight becomes the **force size**: printed people of the remaining person cards ...
    It excludes the Gangster's extra refugee people". Seat 1 (Gangster) provokes with a
    provocateur and two refugees: fight 3, not 5; its people for a tie-break are 5 (S-5)."""
    game = game_of(
        HQ4 | R2,
        round=3,
        players=[
            {"hand": ["brawler"]},
            {"hand": ["provocateur", "refugee", "refugee"], "leader": "leader_gangster"},
        ],
        contested=["sled_team", "grenade"],
    )
    end_gathering(game, {0: "commit brawler", 1: "commit provocateur refugee refugee"})
    while (d := game.view(None).decision) is not None and d.seat != 1:
        game.apply(d.seat, "pass")
    game.apply(1, "provoke provocateur")
    finish_skirmish(game)
    got = totals(game)
    assert got[1][1] == 3
    assert got[1][2] == 5


def test_s11_an_unfinished_portable_decoys_adds_no_people() -> None:
    """S-11: "It applies only if the building is completed and **enabled**." Brawler + 3 junk
    with decoys still under construction ties a brawler + refugee on fight and loses on people
    (1 v 2); with the decoys complete, the bonus (+2) wins it."""
    for timer, winner in ((["pills"], 1), ([], 0)):
        game = game_of(
            R3,
            round=3,
            players=[
                {
                    "hand": ["brawler", "junk", "junk", "junk"],
                    "buildings": [{"building": "portable_decoys", "timer": timer}],
                },
                {"hand": ["brawler", "refugee"]},
            ],
            contested=["sled_team", "grenade"],
        )
        commit_all(game, {0: "commit brawler junk junk junk", 1: "commit brawler refugee"})
        assert outcome(game) == winner


def test_s9_a_later_seat_may_snipe_an_earlier_seats_rogue() -> None:
    """S-9: "*Any* player may snipe a rogue on her own skirmish turn, whatever the seating."
    Seat 2 (last) snipes seat 0's rogue: seat 0 (rogue + scavenger, 2) no longer ties seat 1's
    brawler with a rogue, so the brawler wins (1 v 2)."""
    game = game_of(
        R2,
        round=3,
        players=[{"hand": ["rogue", "scavenger"]}, {"hand": ["brawler"]}, {"hand": ["sniper_team"]}],
        contested=["sled_team", "grenade"],
    )
    end_gathering(game, {0: "commit rogue scavenger", 1: "commit brawler", 2: "commit sniper_team"})
    while (d := game.view(None).decision) is not None and d.seat != 2:
        game.apply(d.seat, "pass")
    assert "snipe 0:rogue" in texts(game, 2)
    game.apply(2, "snipe 0:rogue")
    finish_skirmish(game)
    assert outcome(game) == 1


# --- R-2 / R-16 ---------------------------------------------------------------------------------


def test_r2_the_number_committed_is_public_and_the_rest_of_the_hand_is_discarded() -> None:
    """R-2: "a player chooses any subset of her hand, empty included, to commit face-down. The
    rest is discarded. The number committed is public." """
    game = game_of(
        round=3,
        players=[{"hand": ["brawler", "spear", "pills"]}, {"hand": ["scavenger"]}],
        contested=["sled_team", "grenade"],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler spear")
    for viewer in (1, 2, None):
        assert game.view(viewer).seats[0].committed_count == 2
    assert game.view(1).seats[0].discard == ("pills",)
    assert game.view(0).hand == ()


def test_r16_a_spy_may_not_target_a_discard_pile() -> None:
    """R-16: "Spies may not target a discard pile; it is not one of the listed targets." """
    game = game_of(
        frozenset({"recon1"}),
        players=[{"hand": ["spy"]}, {"hand": ["brawler"], "deck": ["net"], "discard": ["junk"]}],
    )
    spies = [a for a in texts(game, 0) if a.startswith("spy")]
    assert "spy 1:hand" in spies
    assert not any("discard" in a for a in spies)
    assert refused(game, 0, "spy 1:discard")


# --- I-3 / H-7 ----------------------------------------------------------------------------------


def test_i3_medicine_paying_a_hire_is_a_target_for_the_fanatic_only() -> None:
    """I-3: "In a hire, medicine cards may be targeted only by the Fanatic, not by snipe or
    disarm." Seat 0 hires a hunter with pills; seat 1 (the Fanatic, a saboteur and a refugee in
    hand) may not disarm the pills, but its Fanatic refugee may strike them."""
    game = game_of(
        HQ4,
        players=[{"hand": ["pills", "scavenger"]}, {"hand": ["saboteur", "refugee"], "leader": "leader_fanatic"}],
    )
    game.apply(0, "hire hunter pay pills")
    d = game.view(None).decision
    assert d is not None
    assert (d.kind, d.seat) == ("respond", 1)
    legal = texts(game, 1)
    assert not any(a.startswith(("disarm", "snipe")) for a in legal)
    assert refused(game, 1, "disarm 0:pills")
    assert "lead refugee 0:pills" in legal


def test_h7_no_storing_on_another_players_turn_though_the_bunker_may_be_emptied() -> None:
    """H-7: "Store only on the owner's own turn"; "Retrieve ... from the **bunker only** during
    other players' turns". Answering seat 0's dig, seat 1 may retrieve from its bunker but store
    nothing."""
    game = game_of(
        HQ2,
        players=[
            {"hand": ["brawler"]},
            {"hand": ["medic", "scavenger"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
        ],
        junkyard=["net", "junk"],
    )
    game.apply(0, "dig brawler")
    d = game.view(None).decision
    assert d is not None
    assert (d.kind, d.seat) == ("respond", 1)
    legal = texts(game, 1)
    assert "retrieve bunker sniper_team" in legal
    assert not any(a.startswith("store") for a in legal)
    assert refused(game, 1, "store bunker scavenger")
