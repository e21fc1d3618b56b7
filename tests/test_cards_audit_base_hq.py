"""A card-by-card audit of the base game and the HQ expansion (the 45 card kinds whose ``set`` in
``shared/cards.tsv`` is ``base`` or ``hq``), written from the 2015 rulebook (file 000, cited as
``[000:LINE]``) and ``shared/RULINGS.md`` (ruling IDs), through the public API only: stacked
tables (scenarios), notation, ``legal_actions``, ``view``, ``log``, ``zones``, ``score`` and the
result.

For each card: its numbers in use (dig / draw / hunt / fight values, tool bonuses, meds, people
in the skirmish), its hiring cost where it is hired, and its special ability with the edge cases
the rulebook or the rulings name (targets, timing, where it goes afterwards, what it cannot do).
"""

from __future__ import annotations

from typing import Any

import scavengers as sc
from helpers import (
    apply_and_pass,
    decision,
    pass_skirmish,
    pass_windows,
    play_out,
    skirmish_totals,
    skirmish_winner,
    texts,
    to_skirmish,
    total_of,
    zone_counter,
    zone_kinds,
)

BASE: frozenset[str] = frozenset()
HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
REFUSED = (sc.IllegalAction, sc.InvalidAction)

QUIET_LEADERS = ["leader_organizer", "leader_butcher", "leader_cannibal", "leader_peacemaker", "leader_mentor"]
"""Leaders given to seats a case is not about: each does nothing unless its owner uses it."""


# ---------------------------------------------------------------------------------------------
# helpers


def game_of(modules: frozenset[str] = BASE, seats: int = 3, **scenario: Any) -> sc.Game:
    """A stacked table, seed 0, seat 0 the initiator. From round 3 on, a contested pile of two
    cards unless one is given (so the round's skirmish does not end the game). With module 3,
    every seat given no leader gets one of the quiet leaders."""
    players: list[dict[str, Any]] = [dict(p) for p in scenario.pop("players", [])]
    players += [{} for _ in range(seats - len(players))]
    if "hq3" in modules:
        taken = {p.get("leader") for p in players}
        spare = [q for q in QUIET_LEADERS if q not in taken]
        for p in players:
            if "leader" not in p:
                p["leader"] = spare.pop(0)
    scenario.setdefault("initiator", 0)
    if scenario.get("round", 1) >= 3:
        scenario.setdefault("contested", ["field_crew", "sled_team"])
    config = sc.GameConfig(players=seats, seed=0, modules=modules, scenario={"players": players, **scenario})
    return sc.Game.new(config)


def legal(game: sc.Game, seat: int) -> list[str]:
    return texts(game, seat)


def refused(game: sc.Game, seat: int, notation: str) -> bool:
    """Whether the engine refuses the action (checked on a copy, the game is left as it was)."""
    try:
        game.clone().apply(seat, notation)
    except REFUSED:
        return True
    return False


def skirmish(game: sc.Game, commits: dict[int, str]) -> dict[int, tuple[int, ...]]:
    """Every seat ends its turn, commits as given (the rest nothing), everyone passes in the
    skirmish; the skirmish's judgement per seat."""
    to_skirmish(game, commits)
    pass_skirmish(game)
    return skirmish_totals(game)


def force_of(cards: list[str], modules: frozenset[str] = BASE, leader: str | None = None) -> tuple[int, ...]:
    """``(has_fight, fight, people)`` of a round-3 force of ``cards`` committed by seat 0 alone."""
    player: dict[str, Any] = {"hand": list(cards)}
    if leader is not None:
        player["leader"] = leader
    game = game_of(modules, round=3, players=[player])
    return skirmish(game, {0: "commit " + " ".join(cards)})[0]


def market(game: sc.Game) -> dict[str, int]:
    return dict(game.view(None).market)


def hires(game: sc.Game, seat: int) -> list[str]:
    return [a for a in legal(game, seat) if a.startswith("hire ")]


def can_hire(game: sc.Game, seat: int, kind: str) -> bool:
    return any(a.split()[1] == kind for a in hires(game, seat))


def building(game: sc.Game, seat: int, kind: str) -> sc.BuildingView:
    return next(b for b in game.view(None).seats[seat].buildings if b.kind == kind)


def gangs_won(result: sc.GameResult, seat: int) -> tuple[str, ...]:
    return tuple(result.scores[seat].gangs)


# =============================================================================================
# Base game: tribe members (mercenaries and starters)


def test_refugee_cannot_dig_or_hunt_alone_but_digs_2_with_a_shovel_000_346_000_506() -> None:
    """[000:346] a refugee is "A weak unit that can dig or hunt if equipped with a tool";
    [000:252] R-10 an action needs a total of 1 or more; [000:506] "a refugee and a shovel for
    a dig of 2": two cards are turned up."""
    game = game_of(round=1, players=[{"hand": ["refugee", "shovel"]}], junkyard=["net", "junk", "pills"])
    actions = legal(game, 0)
    assert "dig refugee" not in actions
    assert "hunt refugee" not in actions
    assert not any(a.startswith("draw") for a in actions)
    assert total_of(game, 0, "dig refugee+shovel") == 2
    assert not any(a.startswith("hunt") for a in actions)  # the shovel has no hunt bonus [000:242]
    apply_and_pass(game, 0, "dig refugee+shovel")
    assert game.view(0).looking == ("junk", "net")


def test_refugee_brings_no_fight_but_counts_one_person_to_break_a_tie_000_274_000_518() -> None:
    """[000:274] people involved "includes refugees and tribe families that may not be directly
    contributing to the fight score"; the walkthrough [000:518]: brawler + refugee (fight 2, two
    people) beats scavenger + shovel (fight 2, one person)."""
    game = game_of(
        round=3, players=[{"hand": ["brawler", "refugee"]}, {"hand": ["scavenger", "shovel"]}, {"hand": ["refugee"]}]
    )
    seen = skirmish(game, {0: "commit brawler refugee", 1: "commit scavenger shovel", 2: "commit refugee"})
    assert seen[0] == (1, 2, 2)
    assert seen[1] == (1, 2, 1)
    assert seen[2] == (0, 0, 1)
    assert skirmish_winner(game) == 0


def test_refugee_is_not_for_hire_in_the_base_game_000_107() -> None:
    """[000:107] "Return any additional refugee cards to the box"; the mercenaries are the 8
    stacks Scavenger ... Thugs; the refugee is no mercenary (cards.tsv: "Normally not for
    hire")."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "scavenger", "medkit"]}])
    assert set(market(game)) == {
        "scavenger",
        "brawler",
        "hunter",
        "saboteur",
        "scout",
        "group_leaders",
        "sniper_team",
        "thugs",
    }
    apply_and_pass(game, 0, "hunt scavenger scavenger")
    assert not can_hire(game, 0, "refugee")
    assert refused(game, 0, "hire refugee")


def test_scavenger_digs_draws_hunts_and_fights_1_000_508() -> None:
    """[000:508] "scavenger (dig 1 | draw 1 | fight 1 | hunt 1)", one person."""
    game = game_of(round=1, players=[{"hand": ["scavenger"]}])
    assert total_of(game, 0, "dig scavenger") == 1
    assert total_of(game, 0, "draw scavenger") == 1
    assert total_of(game, 0, "hunt scavenger") == 1
    assert force_of(["scavenger"]) == (1, 1, 1)


def test_scavenger_is_hired_for_1_food_into_the_discard_pile_000_510_000_218() -> None:
    """[000:510] a hunt of 1 is used "to hire a scavenger (cost is 1 food)"; [000:218] the player
    "immediately adds the card to her discard pile"; one hire per round."""
    game = game_of(round=1, players=[{"hand": ["refugee", "spear", "scavenger"]}])
    before = market(game)["scavenger"]
    apply_and_pass(game, 0, "hunt refugee+spear")
    assert game.view(0).seats[0].food == 1
    assert can_hire(game, 0, "scavenger")
    assert not can_hire(game, 0, "brawler")
    apply_and_pass(game, 0, "hire scavenger")
    assert market(game)["scavenger"] == before - 1
    assert "scavenger" in game.view(None).seats[0].discard
    assert game.view(0).hand == ("scavenger",)
    assert hires(game, 0) == []  # one hire per round [000:218]


def test_brawler_digs_1_and_fights_2_but_cannot_draw_or_hunt_000_206_000_504() -> None:
    """[000:206] "a brawler has a dig value of 1"; [000:504] "brawler (fight 2 | dig 1)"; with a
    shovel the dig is 3 [000:206]."""
    game = game_of(round=1, players=[{"hand": ["brawler", "shovel"]}], junkyard=["net", "junk", "pills", "spear"])
    assert total_of(game, 0, "dig brawler") == 1
    assert total_of(game, 0, "dig brawler+shovel") == 3
    assert not any(a.startswith(("draw", "hunt")) for a in legal(game, 0))
    apply_and_pass(game, 0, "dig brawler+shovel")
    assert len(game.view(0).looking) == 3
    assert force_of(["brawler"]) == (1, 2, 1)


def test_brawler_costs_2_food_cards_tsv() -> None:
    """cards.tsv / RULINGS A.1: a brawler costs 2 food; 1 food is not enough, 2 is."""
    one = game_of(round=1, players=[{"hand": ["scavenger", "medkit"]}])
    apply_and_pass(one, 0, "hunt scavenger")
    assert not can_hire(one, 0, "brawler")
    two = game_of(round=1, players=[{"hand": ["scavenger", "spear"]}])
    apply_and_pass(two, 0, "hunt scavenger+spear")
    assert can_hire(two, 0, "brawler")
    apply_and_pass(two, 0, "hire brawler")
    assert "brawler" in game_of_discard(two, 0)


def game_of_discard(game: sc.Game, seat: int) -> list[str]:
    return zone_kinds(game, f"{seat}:discard")


def test_hunter_hunts_2_and_fights_1_000_294() -> None:
    """[000:294] "A unit that can hunt or fight": hunt 2, fight 1 (cards.tsv); no dig, no draw."""
    game = game_of(round=1, players=[{"hand": ["hunter", "net"]}])
    assert total_of(game, 0, "hunt hunter") == 2
    assert total_of(game, 0, "hunt hunter+net") == 4
    assert not any(a.startswith(("dig", "draw")) for a in legal(game, 0))
    assert force_of(["hunter"]) == (1, 1, 1)


def test_hunter_is_hired_with_pills_alone_no_person_needed_000_408_000_410() -> None:
    """[000:408-410] "You can basically 'rattle the pills' and a hunter will come running ...
    no human required"; a hunter costs 1 med (cards.tsv), which food cannot pay (R-13)."""
    game = game_of(round=1, players=[{"hand": ["pills"]}])
    assert "hire hunter pay pills" in legal(game, 0)
    apply_and_pass(game, 0, "hire hunter pay pills")
    assert zone_counter(game, "0:discard") == {"hunter": 1, "pills": 1}
    food_only = game_of(round=1, players=[{"hand": ["scavenger", "scavenger", "spear"]}])
    apply_and_pass(food_only, 0, "hunt scavenger+spear scavenger")
    assert food_only.view(0).seats[0].food == 3
    assert not can_hire(food_only, 0, "hunter")


def test_saboteur_digs_1_fights_1_and_costs_1_food_and_1_med_cards_tsv() -> None:
    """cards.tsv: saboteur dig 1, fight 1, cost 1 food + 1 med."""
    game = game_of(round=1, players=[{"hand": ["saboteur", "scavenger", "pills"]}])
    assert total_of(game, 0, "dig saboteur") == 1
    assert not any(a.startswith(("draw saboteur", "hunt saboteur")) for a in legal(game, 0))
    assert force_of(["saboteur"]) == (1, 1, 1)
    apply_and_pass(game, 0, "hunt scavenger")
    assert can_hire(game, 0, "saboteur")
    no_med = game_of(round=1, players=[{"hand": ["scavenger", "spear"]}])
    apply_and_pass(no_med, 0, "hunt scavenger+spear")
    assert not can_hire(no_med, 0, "saboteur")


def test_saboteur_disarms_one_declared_tool_in_gathering_and_is_discarded_000_302_000_488() -> None:
    """[000:302] the saboteur renders one opponent's tool ineffective ("is discarded"), played
    from hand; "the saboteur card is discarded after use"; [000:456] it disarms only cards with
    a tool icon; [000:488] the victim's other cards may go on with the action."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "spear"]}, {"hand": ["saboteur"]}])
    game.apply(0, "hunt scavenger+spear")
    options = legal(game, 1)
    assert "disarm 0:spear" in options
    assert "disarm 0:scavenger" not in options
    game.apply(1, "disarm 0:spear")
    pass_windows(game)
    assert "saboteur" in game_of_discard(game, 1)
    assert "spear" in game_of_discard(game, 0)
    d = decision(game)
    assert d is not None
    assert d.seat == 0
    if d.kind == "resume":
        game.apply(0, "continue")
        pass_windows(game)
    assert game.view(0).seats[0].food == 1


def test_saboteur_that_disarms_in_the_skirmish_adds_no_fight_but_keeps_its_person_000_496_000_500() -> None:
    """[000:496] "it is used either to disarm or to fight in the skirmish, but not both";
    [000:500] it "still contribute[s] tribe members for the tiebreaker"; RULINGS S-14: never
    one's own cards."""
    game = game_of(
        round=3,
        players=[{"hand": ["saboteur", "brawler", "spear"]}, {"hand": ["scavenger", "grenade"]}],
        contested=["field_crew", "sled_team"],
    )
    to_skirmish(game, {0: "commit saboteur brawler spear", 1: "commit scavenger grenade"})
    options = legal(game, 0)
    assert "disarm 1:grenade" in options
    assert not any(a.startswith("disarm 0:") for a in options)
    game.apply(0, "disarm 1:grenade")
    pass_skirmish(game)
    seen = skirmish_totals(game)
    assert seen[0] == (1, 4, 2)  # brawler 2 + spear 2; the saboteur gives no fight, 1 person
    assert seen[1] == (1, 1, 1)
    assert skirmish_winner(game) == 0


def test_saboteur_disables_a_completed_building_but_not_one_under_construction_000_685_ruling_h11() -> None:
    """[000:685] Dirty Deeds: "A saboteur may attack a building that is completed and disable it
    ... cards cannot be added or removed"; H-11: completed buildings only, declared on the
    attacker's own turn; the saboteur is discarded."""
    game = game_of(
        HQ4,
        round=1,
        players=[
            {"hand": ["saboteur"]},
            {
                "hand": ["scavenger"],
                "buildings": [
                    {"building": "bunker", "stored": ["brawler"]},
                    {"building": "armory", "timer": ["junk"]},
                ],
            },
        ],
    )
    options = legal(game, 0)
    assert "disable 1:bunker" in options
    assert "disable 1:armory" not in options
    apply_and_pass(game, 0, "disable 1:bunker")
    assert building(game, 1, "bunker").disabled
    assert "saboteur" in game_of_discard(game, 0)
    game.apply(0, "end")
    d = decision(game)
    assert d is not None
    assert d.seat == 1
    assert not any(a.startswith(("store bunker", "retrieve bunker")) for a in legal(game, 1))


def test_scout_draws_2_cards_and_fights_2_000_312() -> None:
    """[000:312] "A flexible unit that can draw or fight"; [000:212] "a scout with a draw of
    2"."""
    game = game_of(round=1, players=[{"hand": ["scout"], "deck": ["net", "pills", "junk"]}])
    assert total_of(game, 0, "draw scout") == 2
    assert not any(a.startswith(("dig", "hunt")) for a in legal(game, 0))
    apply_and_pass(game, 0, "draw scout")
    assert game.view(0).hand == ("net", "pills")
    assert force_of(["scout"]) == (1, 2, 1)


def test_scout_costs_2_food_and_1_med_000_516() -> None:
    """[000:516] two food (scavenger + spear hunt) and a medkit hire a scout; cards.tsv: 2 food +
    1 med, so 2 food alone is not enough."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "spear", "medkit"]}])
    apply_and_pass(game, 0, "hunt scavenger+spear")
    assert can_hire(game, 0, "scout")
    apply_and_pass(game, 0, "hire scout pay medkit")
    assert zone_counter(game, "0:discard")["scout"] == 1
    food_only = game_of(round=1, players=[{"hand": ["scavenger", "spear"]}])
    apply_and_pass(food_only, 0, "hunt scavenger+spear")
    assert not can_hire(food_only, 0, "scout")


def test_group_leaders_cannot_act_alone_or_carry_a_tool_000_188_000_392() -> None:
    """[000:188] modifiers must be combined with a card that has the base ability; [000:392]
    group leaders cannot carry tools. Alone in the skirmish they have no fight, but 2 people."""
    game = game_of(round=1, players=[{"hand": ["group_leaders", "shovel"]}])
    assert not any(a.startswith(("dig", "draw", "hunt")) for a in legal(game, 0))
    assert refused(game, 0, "dig group_leaders+shovel")
    assert force_of(["group_leaders"]) == (0, 0, 2)


def test_group_leaders_give_a_refugee_a_dig_and_stack_with_a_tool_000_442_000_446_000_450() -> None:
    """[000:450] "A refugee combined with a group leaders card becomes capable of dig or hunt";
    [000:442] group leaders stack (+2 +2); [000:446] they are no tool, so a member may use a
    tool AND group leaders: scavenger 1 + shovel 2 + 2 + 2 = 7."""
    game = game_of(
        round=1,
        players=[{"hand": ["refugee", "scavenger", "shovel", "group_leaders", "group_leaders"]}],
        junkyard=["junk", "net", "pills", "medkit", "spear", "junk", "pickaxe", "multitool"],
    )
    assert total_of(game, 0, "dig refugee+group_leaders") == 2
    assert total_of(game, 0, "hunt refugee+group_leaders") == 2
    assert total_of(game, 0, "draw scavenger+group_leaders") == 3
    assert total_of(game, 0, "dig scavenger+shovel+group_leaders+group_leaders") == 7
    apply_and_pass(game, 0, "dig scavenger+shovel+group_leaders+group_leaders")
    assert len(game.view(0).looking) == 7


def test_group_leaders_let_a_tribe_family_fight_and_cost_2_food_2_meds_000_450() -> None:
    """[000:450] "A tribe family enhanced by group leaders can attack": fight 0 + 2; people
    3 + 2. cards.tsv: group leaders cost 2 food + 2 meds."""
    assert force_of(["tribe_family_3", "group_leaders"]) == (1, 2, 5)
    game = game_of(round=1, players=[{"hand": ["scavenger", "spear", "medkit"]}])
    apply_and_pass(game, 0, "hunt scavenger+spear")
    assert can_hire(game, 0, "group_leaders")
    short = game_of(round=1, players=[{"hand": ["scavenger", "spear", "pills"]}])
    apply_and_pass(short, 0, "hunt scavenger+spear")
    assert not can_hire(short, 0, "group_leaders")


def test_sniper_team_has_no_standard_action_and_costs_2_food_2_meds_cards_tsv() -> None:
    """cards.tsv: "No standard actions", 2 people, cost 2 food + 2 meds; [000:392] it cannot
    carry tools. In the skirmish it has no fight of its own."""
    game = game_of(round=1, players=[{"hand": ["sniper_team", "spear", "scavenger", "medkit"]}])
    assert not any(a.startswith(("dig sniper", "draw sniper", "hunt sniper")) for a in legal(game, 0))
    assert not any("sniper_team+" in a for a in legal(game, 0))
    assert force_of(["sniper_team"]) == (0, 0, 2)
    apply_and_pass(game, 0, "hunt scavenger+spear")
    assert can_hire(game, 0, "sniper_team")


def test_sniper_team_discards_a_declared_person_but_not_a_tool_000_316_000_460_000_488() -> None:
    """[000:316] the sniper renders one opponent's tribe member ineffective ("is discarded"), in
    gathering, and "the sniper team card is discarded after use"; [000:460] only person cards;
    [000:488] the victim's other cards may be re-purposed."""
    game = game_of(round=1, players=[{"hand": ["hunter", "scavenger", "spear"]}, {"hand": ["sniper_team"]}])
    game.apply(0, "hunt hunter scavenger+spear")
    options = legal(game, 1)
    assert "snipe 0:hunter" in options
    assert "snipe 0:scavenger" in options
    assert "snipe 0:spear" not in options
    game.apply(1, "snipe 0:hunter")
    pass_windows(game)
    assert "hunter" in game_of_discard(game, 0)
    assert "sniper_team" in game_of_discard(game, 1)
    d = decision(game)
    assert d is not None
    assert d.seat == 0
    if d.kind == "resume":
        game.apply(0, "continue")
        pass_windows(game)
    assert game.view(0).seats[0].food == 2  # scavenger 1 + spear 1


def test_sniper_team_hits_one_card_in_all_even_a_multi_person_card_000_316_000_472_000_500() -> None:
    """[000:316] "the sniper can target only one single opponent's card (rather than one card
    per opponent)"; [000:472] it can take out a multi-person card; [000:500] a used sniper team
    still counts its people."""
    game = game_of(
        round=3,
        players=[
            {"hand": ["sniper_team", "brawler"]},
            {"hand": ["thugs"]},
            {"hand": ["tribe_family_5", "spear"]},
        ],
    )
    to_skirmish(game, {0: "commit sniper_team brawler", 1: "commit thugs", 2: "commit tribe_family_5 spear"})
    assert "snipe 1:thugs" in legal(game, 0)
    assert "snipe 2:tribe_family_5" in legal(game, 0)
    game.apply(0, "snipe 1:thugs")
    pass_windows(game)
    d = decision(game)
    assert d is None or d.seat != 0 or not any(a.startswith("snipe") for a in legal(game, 0))
    pass_skirmish(game)
    snipes = [e for e in game.log(None) if e.type is sc.EventType.SNIPED and e.round == 3]
    assert len(snipes) == 1
    seen = skirmish_totals(game)
    assert seen[0] == (1, 2, 3)  # brawler 2; sniper team 2 people still counted
    assert seen.get(1, (0, 0, 0))[2] == 0  # the sniped thugs are out of the force (S-4)
    assert seen[2] == (1, 2, 5)
    # fights tie at 2: the tribe family's 5 people beat 3 [000:274]
    assert skirmish_winner(game) == 2


def test_sniper_team_wounds_a_leader_until_a_med_heals_it_000_691_ruling_l12() -> None:
    """[000:691] Dirty Deeds: a sniper team "may attack a tribal leader, wounding him ... This
    removes the leader's advantage until a med is applied"; L-12 healing on the owner's own
    turn with 1 med; L-13 declared on the attacker's own turn."""
    game = game_of(
        HQ4,
        round=1,
        players=[
            {"hand": ["sniper_team"]},
            {"hand": ["refugee", "pills"], "leader": "leader_ranger"},
        ],
    )
    assert "snipe 1:leader_ranger" in legal(game, 0)
    apply_and_pass(game, 0, "snipe 1:leader_ranger")
    assert game.view(None).seats[1].wounded
    assert "sniper_team" in game_of_discard(game, 0)
    game.apply(0, "end")
    assert "hunt refugee" not in legal(game, 1)  # the Ranger's hunt 1 is gone
    assert "heal pills" in legal(game, 1)
    apply_and_pass(game, 1, "heal pills")
    assert not game.view(None).seats[1].wounded
    assert "hunt refugee" in legal(game, 1)


def test_thugs_dig_1_fight_3_and_count_3_people_cards_tsv() -> None:
    """cards.tsv: thugs dig 1, fight 3, 3 people; [000:320] "highly proficient at fighting"."""
    game = game_of(round=1, players=[{"hand": ["thugs"]}])
    assert total_of(game, 0, "dig thugs") == 1
    assert not any(a.startswith(("draw", "hunt")) for a in legal(game, 0))
    assert force_of(["thugs"]) == (1, 3, 3)


def test_thugs_cost_6_in_any_mix_of_food_and_meds_000_402() -> None:
    """[000:402] "Thugs can be hired using any combination of food and meds totaling 6 units"."""
    mixed = game_of(round=1, players=[{"hand": ["scavenger", "scavenger", "medkit", "medkit"]}])
    apply_and_pass(mixed, 0, "hunt scavenger scavenger")
    assert can_hire(mixed, 0, "thugs")
    apply_and_pass(mixed, 0, "hire thugs pay medkit medkit")
    assert "thugs" in game_of_discard(mixed, 0)
    meds_only = game_of(round=1, players=[{"hand": ["medkit", "medkit", "medkit"]}])
    assert can_hire(meds_only, 0, "thugs")
    short = game_of(round=1, players=[{"hand": ["scavenger", "medkit", "medkit"]}])
    apply_and_pass(short, 0, "hunt scavenger")
    assert not can_hire(short, 0, "thugs")


# =============================================================================================
# Base game: junkyard cards


def test_junk_has_no_use_and_a_dug_junk_may_go_straight_back_without_a_new_dig_000_388() -> None:
    """[000:388] "Players do not have to hold onto these cards. They may immediately place them
    at the bottom of the junkyard (they do not get another dig)"; junk has no value."""
    game = game_of(round=1, players=[{"hand": ["junk", "scavenger"]}], junkyard=["junk", "net", "pills"])
    assert all(a.startswith(("trash", "end")) for a in legal(game, 0) if "junk" in a)
    apply_and_pass(game, 0, "dig scavenger")
    assert game.view(0).looking == ("junk",)
    apply_and_pass(game, 0, "keep none")
    assert zone_kinds(game, "junkyard") == ["net", "pills", "junk"]
    assert not any(a.startswith("dig") for a in legal(game, 0))  # no other dig this round
    assert force_of(["junk"]) == (0, 0, 0)


def test_multitool_adds_1_to_dig_hunt_and_fight_but_not_draw_cards_tsv_000_354() -> None:
    """cards.tsv: multitool +1 dig / +1 hunt / +1 fight; [000:354] tools "modify actions, they
    cannot grant actions" (no draw bonus, none for a draw)."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "multitool"]}])
    assert total_of(game, 0, "dig scavenger+multitool") == 2
    assert total_of(game, 0, "hunt scavenger+multitool") == 2
    assert "draw scavenger+multitool" not in legal(game, 0)
    assert force_of(["scavenger", "multitool"]) == (1, 2, 1)


def test_multitool_gives_a_refugee_a_dig_of_1_000_346() -> None:
    """[000:346] a refugee "can dig or hunt if equipped with a tool": dig 0 + 1."""
    game = game_of(round=1, players=[{"hand": ["refugee", "multitool"]}], junkyard=["net", "junk"])
    assert total_of(game, 0, "dig refugee+multitool") == 1
    assert total_of(game, 0, "hunt refugee+multitool") == 1
    apply_and_pass(game, 0, "dig refugee+multitool")
    assert game.view(0).looking == ("net",)


def test_net_adds_2_to_hunt_and_1_to_fight_and_cannot_hunt_alone_000_360_000_506() -> None:
    """[000:360] "Hunting tool with limited fight modifier"; [000:506] "net (fight 1 / hunt 2)";
    a tool cannot act on its own [000:240]."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "net"]}])
    assert total_of(game, 0, "hunt scavenger+net") == 3
    assert "dig scavenger+net" not in legal(game, 0)
    assert not any(a.startswith("hunt net") for a in legal(game, 0))
    assert force_of(["scavenger", "net"]) == (1, 2, 1)
    assert force_of(["net"]) == (0, 0, 0)


def test_spear_adds_1_to_hunt_and_2_to_fight_000_224() -> None:
    """[000:224] "two scavenger cards and a spear ... Her combined hunt score is 3"; [000:508]
    "spear (fight +2 | hunt +1)"; no dig bonus."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "scavenger", "spear"]}])
    assert "dig scavenger+spear" not in legal(game, 0)
    apply_and_pass(game, 0, "hunt scavenger+spear scavenger")
    assert game.view(0).seats[0].food == 3
    assert force_of(["scavenger", "spear"]) == (1, 3, 1)


def test_pickaxe_adds_1_to_dig_and_2_to_fight_cards_tsv() -> None:
    """cards.tsv / RULINGS A.2 (ED-17): pickaxe +1 dig, +2 fight; no hunt bonus."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "pickaxe"]}], junkyard=["net", "junk", "pills"])
    assert total_of(game, 0, "dig scavenger+pickaxe") == 2
    assert "hunt scavenger+pickaxe" not in legal(game, 0)
    apply_and_pass(game, 0, "dig scavenger+pickaxe")
    assert len(game.view(0).looking) == 2
    assert force_of(["brawler", "pickaxe"]) == (1, 4, 1)


def test_shovel_adds_2_to_dig_and_1_to_fight_but_nothing_to_hunt_000_242() -> None:
    """[000:242] a scavenger with a shovel (fight +1 / dig +2) digs 3; "the shovel could not be
    used to improve the scavenger's hunt value"."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "shovel"]}])
    assert total_of(game, 0, "dig scavenger+shovel") == 3
    assert "hunt scavenger+shovel" not in legal(game, 0)
    assert refused(game, 0, "hunt scavenger+shovel")
    assert force_of(["scavenger", "shovel"]) == (1, 2, 1)


def test_shovel_one_tool_per_tribe_member_even_a_multi_person_one_000_189() -> None:
    """[000:189] "A player may only use one tool card for any tribe member, even if that tribe
    member represents multiple people": a shovel and a pickaxe on one scavenger is refused, and
    in the skirmish the field crew (4 people) uses only one of two tools."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "shovel", "pickaxe"]}])
    assert refused(game, 0, "dig scavenger+shovel+pickaxe")
    assert force_of(["field_crew", "shovel", "pickaxe"]) == (1, 4, 4)


def test_medkit_pays_2_meds_without_a_person_000_372_000_410() -> None:
    """[000:372] medkit "Provides two meds when hiring"; [000:218] medicine "do[es] not require
    an associated person"; 2 meds + 2 food hire a sniper team (2 food + 2 meds)."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "spear", "medkit"]}])
    apply_and_pass(game, 0, "hunt scavenger+spear")
    assert "hire sniper_team pay medkit" in legal(game, 0)
    apply_and_pass(game, 0, "hire sniper_team pay medkit")
    assert zone_counter(game, "0:discard")["medkit"] == 1
    assert zone_counter(game, "0:discard")["sniper_team"] == 1


def test_medkit_cannot_raise_a_hunt_nor_fight_000_404_000_406() -> None:
    """[000:404-406] a medkit cannot improve the hunting of a mercenary; medicine is played only
    as currency for a hire [000:370]; it adds nothing to a force."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "medkit"]}])
    assert "hunt scavenger+medkit" not in legal(game, 0)
    assert refused(game, 0, "hunt scavenger+medkit")
    assert force_of(["scavenger", "medkit"]) == (1, 1, 1)


def test_pills_pay_1_med_each_000_374() -> None:
    """[000:374] pills provide one med: 2 food + one pill cannot hire a sniper team (2 meds), two
    pills can."""
    one = game_of(round=1, players=[{"hand": ["scavenger", "spear", "pills"]}])
    apply_and_pass(one, 0, "hunt scavenger+spear")
    assert not can_hire(one, 0, "sniper_team")
    two = game_of(round=1, players=[{"hand": ["scavenger", "spear", "pills", "pills"]}])
    apply_and_pass(two, 0, "hunt scavenger+spear")
    assert "hire sniper_team pay pills pills" in legal(two, 0)
    apply_and_pass(two, 0, "hire sniper_team pay pills pills")
    assert zone_counter(two, "0:discard")["pills"] == 2


def test_pills_are_not_a_tool_and_cannot_be_disarmed_000_456() -> None:
    """[000:456] a saboteur disarms "Any card with a tool icon"; pills are medicine: a hire paid
    with pills offers no disarm on them."""
    game = game_of(round=1, players=[{"hand": ["pills"]}, {"hand": ["saboteur"]}])
    game.apply(0, "hire hunter pay pills")
    d = decision(game)
    # Asked or not (a hire declares no card to strike), she has no disarm to offer.
    assert d is None or d.seat != 1 or not any(a.startswith("disarm") for a in legal(game, 1))
    pass_windows(game)
    assert "hunter" in game_of_discard(game, 0)


# =============================================================================================
# Base game: contested resources


def test_wolf_pack_adds_3_hunt_2_fight_but_cannot_operate_alone_000_396() -> None:
    """[000:396] "The wolf pack cannot [operate independently] since it is a modifier card";
    cards.tsv +3 hunt / +2 fight."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "wolf_pack"]}], contested=["grenade", "field_crew"])
    assert total_of(game, 0, "hunt scavenger+wolf_pack") == 4
    assert not any(a.startswith("hunt wolf_pack") for a in legal(game, 0))
    assert force_of(["wolf_pack"]) == (0, 0, 0)
    assert force_of(["scavenger", "wolf_pack"]) == (1, 3, 1)


def test_wolf_pack_has_a_tool_icon_so_a_saboteur_can_disarm_it_000_396_000_456() -> None:
    """[000:396] "note the tool icon"; [000:456] a saboteur disarms any card with a tool icon."""
    game = game_of(round=1, players=[{"hand": ["hunter", "wolf_pack"]}, {"hand": ["saboteur"]}])
    game.apply(0, "hunt hunter+wolf_pack")
    assert "disarm 0:wolf_pack" in legal(game, 1)
    game.apply(1, "disarm 0:wolf_pack")
    pass_windows(game)
    assert "wolf_pack" in game_of_discard(game, 0)


def test_grenade_adds_3_fight_only_000_356_000_468() -> None:
    """[000:356] "An extremely potent fighting tool"; [000:468] "grenade (+3 fight)"; no dig or
    hunt bonus."""
    game = game_of(round=1, players=[{"hand": ["scavenger", "grenade"]}])
    assert not any("grenade" in a for a in legal(game, 0) if not a.startswith("trash"))
    assert force_of(["scavenger", "grenade"]) == (1, 4, 1)


def test_grenade_passes_to_another_member_when_its_holder_is_sniped_000_464_000_468() -> None:
    """[000:464-468] "Sarah's brawler is holding a grenade (+3 fight) and gets sniped ... The
    scavenger drops the spear in favor of the grenade": scavenger 1 + grenade 3 = 4."""
    game = game_of(
        round=3,
        players=[{"hand": ["sniper_team"]}, {"hand": ["brawler", "grenade", "scavenger", "spear"]}],
    )
    to_skirmish(game, {0: "commit sniper_team", 1: "commit brawler grenade scavenger spear"})
    game.apply(0, "snipe 1:brawler")
    pass_skirmish(game)
    assert skirmish_totals(game)[1] == (1, 4, 1)


def test_sled_team_draws_2_fights_1_and_is_2_people_000_212() -> None:
    """[000:212] "a scout with a draw of 2 and a sled team with a draw of 2 ... draw 4 cards";
    cards.tsv fight 1, 2 people."""
    game = game_of(
        round=1,
        players=[{"hand": ["scout", "sled_team"], "deck": ["junk", "net", "pills", "spear", "medkit"]}],
        contested=["grenade", "field_crew"],
    )
    assert total_of(game, 0, "draw scout sled_team") == 4
    apply_and_pass(game, 0, "draw scout sled_team")
    assert len(game.view(0).hand) == 4
    assert force_of(["sled_team"]) == (1, 1, 2)


def test_field_crew_digs_hunts_fights_2_and_is_4_people_cards_tsv_000_328() -> None:
    """[000:328] "A flexible, multi-purpose unit"; cards.tsv dig 2, hunt 2, fight 2, 4 people; no
    draw."""
    game = game_of(round=1, players=[{"hand": ["field_crew"]}], contested=["grenade", "sled_team"])
    assert total_of(game, 0, "dig field_crew") == 2
    assert total_of(game, 0, "hunt field_crew") == 2
    assert not any(a.startswith("draw") for a in legal(game, 0))
    assert force_of(["field_crew"]) == (1, 2, 4)


def test_field_crew_counts_4_people_in_the_tribe_score_000_170() -> None:
    """[000:170] tribe size counts the people icons of every card: a field crew adds 4."""
    game = game_of(round=1, players=[{"hand": ["field_crew"]}, {"hand": ["scavenger"]}], contested=["grenade"])
    assert game.score(0).people == 4
    assert game.score(1).people == 1


def test_tribe_family_3_has_fight_0_which_beats_no_fight_000_420() -> None:
    """[000:420] "A fight value of 0 is superior to no ability to fight at all"; [000:340] the
    tribe family represents 3-5 people: 3 here."""
    game = game_of(round=3, players=[{"hand": ["tribe_family_3"]}, {"hand": ["refugee", "refugee", "refugee"]}])
    seen = skirmish(game, {0: "commit tribe_family_3", 1: "commit refugee refugee refugee"})
    assert seen[0] == (1, 0, 3)
    assert seen[1] == (0, 0, 3)
    assert skirmish_winner(game) == 0


def test_tribe_family_3_cannot_dig_or_draw_and_hunts_only_with_a_tool_000_340() -> None:
    """[000:340] "Can equip tools to fight or hunt": hunt 0 + net 2; no dig, no draw."""
    game = game_of(round=1, players=[{"hand": ["tribe_family_3", "net", "shovel"]}], contested=["grenade", "sled_team"])
    assert "hunt tribe_family_3" not in legal(game, 0)
    assert total_of(game, 0, "hunt tribe_family_3+net") == 2
    assert not any(a.startswith(("dig", "draw")) for a in legal(game, 0))


def test_tribe_family_4_wins_a_fight_0_tie_on_people_000_414_000_416() -> None:
    """[000:414-416] everyone with fight 0: "Ties are broken ... based upon number of people":
    the 4-people family beats the 3-people family."""
    game = game_of(round=3, players=[{"hand": ["tribe_family_3"]}, {"hand": ["tribe_family_4"]}])
    seen = skirmish(game, {0: "commit tribe_family_3", 1: "commit tribe_family_4"})
    assert seen[1] == (1, 0, 4)
    assert skirmish_winner(game) == 1


def test_tribe_family_4_fights_with_a_tool_000_340() -> None:
    """[000:340] the tribe family "Can equip tools to fight": fight 0 + spear 2."""
    assert force_of(["tribe_family_4", "spear"]) == (1, 2, 4)


def test_tribe_family_5_counts_5_people_in_the_tribe_score_000_438() -> None:
    """[000:438] "Each tribe member card represents one or more people. Add up the total VALUE
    of each card": a 5-people family is 5."""
    game = game_of(round=1, players=[{"hand": ["tribe_family_5", "refugee"]}], contested=["grenade"])
    assert game.score(0).people == 6


def test_tribe_family_5_fights_with_a_tool_and_breaks_a_tie_on_5_people_000_274() -> None:
    """[000:274] ties are won by the most people, tribe families included: tribe family 5 +
    rifle (fight 2) against a brawler (fight 2, 1 person)."""
    game = game_of(HQ1, round=3, players=[{"hand": ["brawler"]}, {"hand": ["tribe_family_5", "rifle"]}])
    seen = skirmish(game, {0: "commit brawler", 1: "commit tribe_family_5 rifle"})
    assert seen[1] == (1, 2, 5)
    assert skirmish_winner(game) == 1


# =============================================================================================
# HQ module 1: medics, rifles, toolkits


def test_medic_draws_1_has_no_fight_and_costs_3_food_000_543_cards_tsv() -> None:
    """[000:543] "They have a draw of 1 (like a scavenger)"; cards.tsv: no dig, hunt or fight;
    cost 3 food."""
    game = game_of(HQ1, round=1, players=[{"hand": ["medic"], "deck": ["net", "junk"]}])
    assert total_of(game, 0, "draw medic") == 1
    assert not any(a.startswith(("dig", "hunt")) for a in legal(game, 0))
    apply_and_pass(game, 0, "draw medic")
    assert game.view(0).hand == ("net",)
    assert force_of(["medic"], HQ1) == (0, 0, 1)
    buyer = game_of(HQ1, round=1, players=[{"hand": ["scavenger", "scavenger", "spear"]}])
    apply_and_pass(buyer, 0, "hunt scavenger+spear scavenger")
    assert can_hire(buyer, 0, "medic")
    poor = game_of(HQ1, round=1, players=[{"hand": ["scavenger", "spear"]}])
    apply_and_pass(poor, 0, "hunt scavenger+spear")
    assert not can_hire(poor, 0, "medic")


def test_medic_pays_1_med_in_a_hire_like_pills_000_543() -> None:
    """[000:543] a medic "can be played from the hand during a hire action to represent 1 med
    (like pills)"."""
    game = game_of(HQ1, round=1, players=[{"hand": ["medic"]}])
    assert "hire hunter pay medic" in legal(game, 0)
    apply_and_pass(game, 0, "hire hunter pay medic")
    assert zone_counter(game, "0:discard") == {"hunter": 1, "medic": 1}


def test_medic_saves_another_players_tribe_member_from_a_snipe_000_543_ruling_i4() -> None:
    """[000:543] medics can save "another tribe member card from a sniper attack (they could
    even be used to save another player's tribe member)"; I-4: the sniper is still spent, the
    saving medic is discarded."""
    game = game_of(
        HQ1,
        round=1,
        players=[{"hand": ["scout"], "deck": ["net", "pills"]}, {"hand": ["sniper_team"]}, {"hand": ["medic"]}],
    )
    game.apply(0, "draw scout")
    game.apply(1, "snipe 0:scout")
    d = decision(game)
    assert d is not None
    assert d.kind == "save"
    while (d := decision(game)) is not None and d.kind == "save" and d.seat != 2:
        game.apply(d.seat, "pass")
    assert "save medic" in legal(game, 2)
    game.apply(2, "save medic")
    pass_windows(game)
    assert any(e.type is sc.EventType.SAVED for e in game.log(None))
    assert "sniper_team" in game_of_discard(game, 1)
    assert "medic" in game_of_discard(game, 2)
    assert game.view(0).hand == ("net", "pills")  # the scout was not sniped: its draw 2 went ahead


def test_medic_saves_only_from_a_snipe_not_from_a_disarm_000_547() -> None:
    """[000:547] "Save - protect a tribe member or leader from a snipe attack": a disarm is no
    snipe and cannot be saved."""
    game = game_of(HQ1, round=1, players=[{"hand": ["hunter", "net", "medic"]}, {"hand": ["saboteur"]}])
    game.apply(0, "hunt hunter+net")
    game.apply(1, "disarm 0:net")
    assert not any(a.startswith("save") for a in legal(game, 0))
    pass_windows(game)
    assert "net" in game_of_discard(game, 0)


def test_medic_saves_a_leader_from_a_snipe_000_547() -> None:
    """[000:547] "Save - protect a tribe member or leader from a snipe attack" (Dirty Deeds
    [000:691] lets a sniper team wound a leader)."""
    game = game_of(HQ4, round=1, players=[{"hand": ["sniper_team"]}, {"hand": ["medic"], "leader": "leader_gangster"}])
    game.apply(0, "snipe 1:leader_gangster")
    while (d := decision(game)) is not None and d.kind == "save" and d.seat != 1:
        game.apply(d.seat, "pass")
    assert "save medic" in legal(game, 1)
    game.apply(1, "save medic")
    pass_windows(game)
    assert not game.view(None).seats[1].wounded


def test_rifle_adds_2_to_hunt_and_2_to_fight_000_551() -> None:
    """[000:551] the rifle is "good at hunting and fighting ... the first tool from the junkyard
    to grant a +2 in two categories"; no dig bonus."""
    game = game_of(HQ1, round=1, players=[{"hand": ["scavenger", "rifle"]}])
    assert total_of(game, 0, "hunt scavenger+rifle") == 3
    assert "dig scavenger+rifle" not in legal(game, 0)
    assert force_of(["scavenger", "rifle"], HQ1) == (1, 3, 1)


def test_rifle_cannot_arm_a_sniper_team_000_392() -> None:
    """[000:392] "A card must have a base ability in order to improve it with a tool": a sniper
    team with a rifle still has no fight."""
    assert force_of(["sniper_team", "rifle"], HQ1) == (0, 0, 2)


def test_toolkit_adds_2_to_a_junkyard_dig_000_555() -> None:
    """[000:555] "A toolkit can be used to enhance digging"; cards.tsv +2 dig; module 1 ignores
    its building ability [000:538]: no work action without buildings."""
    game = game_of(HQ1, round=1, players=[{"hand": ["scavenger", "toolkit"]}], junkyard=["junk"] * 4)
    assert total_of(game, 0, "dig scavenger+toolkit") == 3
    assert not any(a.startswith("work") for a in legal(game, 0))
    apply_and_pass(game, 0, "dig scavenger+toolkit")
    assert len(game.view(0).looking) == 3


def test_toolkit_adds_2_to_a_schematics_dig_000_555() -> None:
    """[000:555] the toolkit enhances digging "either junkyard or engineering schematics": an
    engineer (dig 2) with a toolkit turns up 4 schematics."""
    game = game_of(
        HQ2,
        round=1,
        players=[{"hand": ["engineer", "toolkit"], "deck": ["junk"] * 6}],
        schematics=["armory", "bunker", "pharmacy", "hydroponic_gardens", "armory"],
    )
    assert total_of(game, 0, "build engineer+toolkit") == 4
    apply_and_pass(game, 0, "build engineer+toolkit")
    assert len(game.view(0).looking) == 4


def test_toolkit_in_a_workers_hands_removes_2_more_timer_cards_000_596_ruling_ed7() -> None:
    """[000:596] "Each tribe member played can remove 1 card ... If wielding a toolkit, then 2
    additional cards may be removed. Tribe members that work ... are immediately discarded";
    ED-7: a worker with a toolkit removes 3; H-2: removed timer cards go to the discard."""
    game = game_of(
        HQ2,
        round=1,
        players=[{"hand": ["refugee", "toolkit"], "buildings": [{"building": "bunker", "timer": ["junk"] * 4}]}],
    )
    assert "work bunker refugee+toolkit" in legal(game, 0)
    apply_and_pass(game, 0, "work bunker refugee+toolkit")
    assert building(game, 0, "bunker").timer == 1
    assert zone_counter(game, "0:discard") == {"refugee": 1, "toolkit": 1, "junk": 3}


# =============================================================================================
# HQ module 2: engineers and buildings


def test_engineer_digs_2_draws_1_and_has_no_fight_cards_tsv_ruling_p1() -> None:
    """cards.tsv: engineer dig 2, draw 1; RULINGS P-1: no fight; H-13: it may dig the junkyard."""
    game = game_of(HQ2, round=1, players=[{"hand": ["engineer"]}], junkyard=["net", "junk", "pills"])
    assert total_of(game, 0, "dig engineer") == 2
    assert total_of(game, 0, "draw engineer") == 1
    apply_and_pass(game, 0, "dig engineer")
    assert len(game.view(0).looking) == 2
    assert force_of(["engineer"], HQ2) == (0, 0, 1)


def test_engineer_is_the_only_card_that_digs_the_schematics_pile_000_579_ruling_ed9() -> None:
    """[000:579] engineers "are the only HQ mercenary capable of such digging"; ED-9: a
    schematics dig must include an engineer; other dig cards add to it."""
    game = game_of(HQ2, round=1, players=[{"hand": ["scavenger", "shovel", "engineer"]}])
    assert not any(a.startswith("build") and "engineer" not in a for a in legal(game, 0))
    assert refused(game, 0, "build scavenger+shovel")
    assert total_of(game, 0, "build engineer+shovel scavenger") == 5


def test_engineer_starts_a_building_with_a_hidden_timer_and_is_discarded_000_579_000_591() -> None:
    """[000:579]/[000:587-597]: dig the schematics equal to the dig value, keep at most 1 and
    return the others to the bottom, place it face up, draw its build time from the deck face
    down on top of it, discard the engineer and the cards used to dig."""
    game = game_of(
        HQ2,
        round=1,
        players=[{"hand": ["engineer", "scavenger"], "deck": ["junk"] * 6}],
        schematics=["pharmacy", "armory", "bunker", "hydroponic_gardens"],
    )
    apply_and_pass(game, 0, "build engineer scavenger")
    assert game.view(0).looking == ("armory", "bunker", "pharmacy")
    apply_and_pass(game, 0, "keep armory")
    assert zone_kinds(game, "schematics") == ["hydroponic_gardens", "pharmacy", "bunker"]
    assert building(game, 0, "armory").timer == 3
    assert len(zone_kinds(game, "0:deck")) == 3
    assert zone_counter(game, "0:discard") == {"engineer": 1, "scavenger": 1}
    assert not any(a.startswith("build") for a in legal(game, 0))


def test_engineer_costs_2_food_and_1_med_cards_tsv() -> None:
    """cards.tsv: an engineer costs 2 food + 1 med; hired cards go to the discard pile, so it
    cannot build on the turn it is hired [000:723-725]."""
    game = game_of(HQ2, round=1, players=[{"hand": ["scavenger", "spear", "pills"]}])
    apply_and_pass(game, 0, "hunt scavenger+spear")
    assert "hire engineer pay pills" in legal(game, 0)
    apply_and_pass(game, 0, "hire engineer pay pills")
    assert "engineer" in game_of_discard(game, 0)
    assert not any(a.startswith("build") for a in legal(game, 0))
    food_only = game_of(HQ2, round=1, players=[{"hand": ["scavenger", "spear"]}])
    apply_and_pass(food_only, 0, "hunt scavenger+spear")
    assert not can_hire(food_only, 0, "engineer")


def test_bunker_takes_5_to_build_cards_tsv() -> None:
    """cards.tsv / RULINGS 1.9: the bunker's build time is 5: five timer cards."""
    game = game_of(
        HQ2,
        round=1,
        players=[{"hand": ["engineer"], "deck": ["junk", "net", "pills", "junk", "spear", "medkit", "junk"]}],
        schematics=["bunker", "armory"],
    )
    apply_and_pass(game, 0, "build engineer")
    apply_and_pass(game, 0, "keep bunker")
    assert building(game, 0, "bunker").timer == 5


def test_bunker_stores_up_to_three_tribe_members_and_no_tool_000_609_ruling_h7() -> None:
    """[000:609-613] the bunker stores "up to three tribe member cards"; H-7: person cards only."""
    game = game_of(
        HQ2,
        round=1,
        players=[{"hand": ["scout", "brawler", "hunter", "thugs", "spear"], "buildings": [{"building": "bunker"}]}],
    )
    assert refused(game, 0, "store bunker spear")
    assert refused(game, 0, "store bunker scout brawler hunter thugs")
    apply_and_pass(game, 0, "store bunker scout brawler hunter")
    assert building(game, 0, "bunker").stored == 3
    assert refused(game, 0, "store bunker thugs")
    assert game.view(0).hand == ("spear", "thugs")


def test_bunker_is_the_only_building_reached_on_another_players_turn_000_629_000_631() -> None:
    """[000:629-631] "During another player's turn, the only building which a player may access
    is the bunker. For example: a sniper team could be retrieved from a player's bunker and used
    during another player's turn"; the armory is not reachable then."""
    game = game_of(
        HQ2,
        round=1,
        players=[
            {"hand": ["scavenger", "spear"]},
            {
                "buildings": [
                    {"building": "bunker", "stored": ["sniper_team"]},
                    {"building": "armory", "stored": ["grenade"]},
                ]
            },
        ],
    )
    game.apply(0, "hunt scavenger+spear")
    options = legal(game, 1)
    assert "retrieve bunker sniper_team" in options
    assert not any(a.startswith("retrieve armory") for a in options)
    game.apply(1, "retrieve bunker sniper_team")
    assert "snipe 0:scavenger" in legal(game, 1)
    game.apply(1, "snipe 0:scavenger")
    pass_windows(game)
    assert "scavenger" in game_of_discard(game, 0)


def test_bunker_cannot_be_used_in_the_skirmish_000_629() -> None:
    """[000:629] "Buildings may never be used during the skirmish"; [000:635] cards out of a
    building cannot join the skirmish set."""
    game = game_of(
        HQ2,
        round=3,
        players=[
            {"hand": ["brawler", "saboteur"], "buildings": [{"building": "bunker", "stored": ["thugs"]}]},
            {"hand": ["scout", "spear"]},
        ],
    )
    to_skirmish(game, {0: "commit brawler saboteur", 1: "commit scout spear"})
    d = decision(game)
    assert d is not None
    assert d.kind == "skirmish"
    assert d.seat == 0
    assert "disarm 1:spear" in legal(game, 0)
    assert not any(a.startswith(("retrieve", "store")) for a in legal(game, 0))
    pass_skirmish(game)
    assert skirmish_totals(game)[0] == (1, 3, 2)  # the stored thugs took no part
    assert building(game, 0, "bunker").stored == 1


def test_armory_takes_3_to_build_and_stores_up_to_two_tools_000_601_cards_tsv() -> None:
    """[000:601-607] the armory stores "up to two tools ... One or two cards may be placed";
    cards.tsv build time 3 (checked on a started armory); H-7 tool-icon cards only."""
    game = game_of(
        HQ2,
        round=1,
        players=[
            {
                "hand": ["shovel", "spear", "net", "scavenger"],
                "buildings": [{"building": "armory"}],
            }
        ],
    )
    assert refused(game, 0, "store armory scavenger")
    assert refused(game, 0, "store armory shovel spear net")
    apply_and_pass(game, 0, "store armory shovel spear")
    assert building(game, 0, "armory").stored == 2
    assert refused(game, 0, "store armory net")
    apply_and_pass(game, 0, "retrieve armory spear")  # any time on her own turn [000:645]
    assert "spear" in game.view(0).hand
    started = game_of(HQ2, round=1, players=[{"hand": ["engineer"], "deck": ["junk"] * 6}], schematics=["armory"])
    apply_and_pass(started, 0, "build engineer")
    apply_and_pass(started, 0, "keep armory")
    assert building(started, 0, "armory").timer == 3


def test_armory_cannot_be_reached_before_it_is_complete_ruling_h7() -> None:
    """H-7: "Storage needs the building to be complete and enabled"; [000:641] store under a
    completed building."""
    game = game_of(
        HQ2,
        round=1,
        players=[{"hand": ["shovel"], "buildings": [{"building": "armory", "timer": ["junk", "junk"]}]}],
    )
    assert not any(a.startswith("store") for a in legal(game, 0))
    assert refused(game, 0, "store armory shovel")


def test_pharmacy_takes_2_to_build_and_stores_two_medicine_cards_but_no_medic_000_621() -> None:
    """[000:621-625] the pharmacy stores "up to two medicine cards (pills or medkit, but not tribe
    members such as medic)"; cards.tsv build time 2."""
    game = game_of(
        HQ2,
        round=1,
        players=[{"hand": ["pills", "medkit", "pills", "medic"], "buildings": [{"building": "pharmacy"}]}],
    )
    assert refused(game, 0, "store pharmacy medic")
    apply_and_pass(game, 0, "store pharmacy pills medkit")
    assert building(game, 0, "pharmacy").stored == 2
    assert refused(game, 0, "store pharmacy pills")
    started = game_of(HQ2, round=1, players=[{"hand": ["engineer"], "deck": ["junk"] * 6}], schematics=["pharmacy"])
    apply_and_pass(started, 0, "build engineer")
    apply_and_pass(started, 0, "keep pharmacy")
    assert building(started, 0, "pharmacy").timer == 2


def test_pharmacy_medicine_is_retrieved_to_pay_a_hire_000_645() -> None:
    """[000:645] "Take one or more cards from an active building and place them in your hand";
    the stored medkit then pays a hire like any medicine."""
    game = game_of(HQ2, round=1, players=[{"buildings": [{"building": "pharmacy", "stored": ["medkit"]}]}])
    apply_and_pass(game, 0, "retrieve pharmacy medkit")
    assert game.view(0).hand == ("medkit",)
    assert "hire hunter pay medkit" in legal(game, 0)


def test_hydroponic_gardens_take_4_to_build_and_give_1_food_usable_alone_000_617_000_729() -> None:
    """[000:617] "Generates 1 food each round to be used as part of a hire"; [000:729] it can be
    used alone, with no hunt; cards.tsv build time 4."""
    game = game_of(HQ2, round=1, players=[{"hand": ["junk"], "buildings": [{"building": "hydroponic_gardens"}]}])
    assert can_hire(game, 0, "scavenger")
    assert not can_hire(game, 0, "brawler")
    apply_and_pass(game, 0, "hire scavenger")
    assert "scavenger" in game_of_discard(game, 0)
    started = game_of(
        HQ2, round=1, players=[{"hand": ["engineer"], "deck": ["junk"] * 6}], schematics=["hydroponic_gardens"]
    )
    apply_and_pass(started, 0, "build engineer")
    apply_and_pass(started, 0, "keep hydroponic_gardens")
    assert building(started, 0, "hydroponic_gardens").timer == 4


def test_hydroponic_gardens_food_adds_to_a_hunt_but_does_not_accumulate_000_619_000_637() -> None:
    """[000:637] garden food is generated "in much the same way that a hunt of 1 generates
    food", so it adds to the hunt's food for the hire; [000:619] "Food does not accumulate from
    round to round"."""
    game = game_of(
        HQ2,
        round=1,
        players=[
            {
                "hand": ["scavenger"],
                "deck": ["junk"] * 5,
                "buildings": [{"building": "hydroponic_gardens"}],
            }
        ],
    )
    apply_and_pass(game, 0, "hunt scavenger")
    assert can_hire(game, 0, "brawler")  # 1 hunted + 1 garden
    assert not can_hire(game, 0, "medic") if "medic" in market(game) else True
    # round 1 ends unspent; round 2 offers 1 food again, not 2
    while game.round == 1:
        d = decision(game)
        assert d is not None
        game.apply(d.seat, "end" if d.kind == "turn" else "pass")
    d = decision(game)
    assert d is not None
    assert d.seat == 0
    assert d.kind == "turn"
    assert can_hire(game, 0, "scavenger")
    assert not can_hire(game, 0, "brawler")


# =============================================================================================
# HQ module 3: tribal leaders


def test_butcher_removes_a_tribe_member_from_play_for_1_food_and_1_med_000_658_ruling_l5() -> None:
    """L-5 / cards.tsv: once a round remove one of your own tribe members from hand for 1 food +
    1 med; [000:662] no refugee needed; [000:658] removed cards never return and do not score.
    1 food + 1 med hires a saboteur."""
    game = game_of(HQ3, round=1, players=[{"hand": ["scout", "refugee"], "leader": "leader_butcher"}])
    people = game.score(0).people
    assert "lead scout" in legal(game, 0)
    apply_and_pass(game, 0, "lead scout")
    assert zone_kinds(game, "0:removed") == ["scout"]
    assert game.score(0).people == people - 1
    assert game.view(0).seats[0].food == 1
    assert can_hire(game, 0, "saboteur")
    assert not can_hire(game, 0, "brawler")  # 1 food, and the med pays no food


def test_butcher_is_once_per_round_000_668() -> None:
    """[000:668-670] the Butcher's ability "can only be utilized once per round"."""
    game = game_of(HQ3, round=1, players=[{"hand": ["scout", "brawler"], "leader": "leader_butcher"}])
    apply_and_pass(game, 0, "lead scout")
    assert not any(a.startswith("lead") for a in legal(game, 0))


def test_cannibal_removes_a_tribe_member_for_3_food_000_658_ruling_l6() -> None:
    """L-6: once a round, remove a tribe member from hand for 3 food; [000:662] no refugee
    needed; [000:658] the card does not score. 3 food hires a medic (3 food)."""
    game = game_of(HQ3, round=1, players=[{"hand": ["brawler"], "leader": "leader_cannibal"}])
    people = game.score(0).people
    apply_and_pass(game, 0, "lead brawler")
    assert zone_kinds(game, "0:removed") == ["brawler"]
    assert game.score(0).people == people - 1
    assert can_hire(game, 0, "medic")
    assert not any(a.startswith("lead") for a in legal(game, 0))  # once a round [000:668]


def test_cannibal_food_does_not_combine_with_hunted_food_but_does_with_meds_ruling_l6() -> None:
    """L-6: "A hire paid with Cannibal food may add meds ... but no hunting or garden food":
    3 Cannibal food + a medkit hire a scout (2 food + 1 med); 3 + 1 hunted + medkit 2 cannot
    make the 6 of thugs (any mix, [000:402])."""
    game = game_of(HQ3, round=1, players=[{"hand": ["scout", "scavenger", "medkit"], "leader": "leader_cannibal"}])
    apply_and_pass(game, 0, "lead scout")
    apply_and_pass(game, 0, "hunt scavenger")
    assert can_hire(game, 0, "scout")
    assert not can_hire(game, 0, "thugs")


def test_excavator_gives_refugees_dig_1_000_664_ruling_l9() -> None:
    """L-9: the Excavator's refugees have base dig 1, so a refugee alone digs; other cards are
    unchanged and refugees still have no fight."""
    game = game_of(HQ3, round=1, players=[{"hand": ["refugee", "scavenger"], "leader": "leader_excavator"}])
    assert total_of(game, 0, "dig refugee") == 1
    assert total_of(game, 0, "dig scavenger") == 1
    assert "hunt refugee" not in legal(game, 0)


def test_excavator_refugee_with_a_digging_tool_gets_1_not_the_tools_bonus_ruling_l9() -> None:
    """L-9: "A refugee holding any tool with a dig modifier ... gets +1 dig instead of the tool's
    printed dig bonus": refugee + shovel = 2 (not 3); a scavenger's shovel still adds 2."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["refugee", "shovel", "scavenger", "pickaxe"], "leader": "leader_excavator"}],
        junkyard=["junk"] * 6,
    )
    assert total_of(game, 0, "dig refugee+shovel") == 2
    assert total_of(game, 0, "dig scavenger+shovel") == 3
    apply_and_pass(game, 0, "dig refugee+shovel")
    assert len(game.view(0).looking) == 2


def test_fanatic_discards_any_card_of_another_players_action_and_removes_its_refugee_000_715() -> None:
    """[000:709-711] usable "During another player's resource gathering"; [000:713-715] it targets
    "Any card played from a player's hand (person, tool, medicine)"; L-7: the target is discarded,
    the refugee removed from play."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["scavenger", "spear"]}, {"hand": ["refugee"], "leader": "leader_fanatic"}],
    )
    game.apply(0, "hunt scavenger+spear")
    options = legal(game, 1)
    assert "lead refugee 0:spear" in options
    assert "lead refugee 0:scavenger" in options
    game.apply(1, "lead refugee 0:spear")
    pass_windows(game)
    assert "spear" in game_of_discard(game, 0)
    assert zone_kinds(game, "1:removed") == ["refugee"]


def test_fanatic_can_target_medicine_played_in_a_hire_000_715_ruling_i3() -> None:
    """[000:715] the Fanatic targets medicine too; I-3: "In a hire, medicine cards may be targeted
    only by the Fanatic"."""
    game = game_of(HQ3, round=1, players=[{"hand": ["pills"]}, {"hand": ["refugee"], "leader": "leader_fanatic"}])
    game.apply(0, "hire hunter pay pills")
    assert "lead refugee 0:pills" in legal(game, 1)
    game.apply(1, "lead refugee 0:pills")
    pass_windows(game)
    assert "pills" in game_of_discard(game, 0)
    assert "hunter" not in game_of_discard(game, 0)


def test_fanatic_is_not_usable_on_its_owners_own_gathering_turn_ruling_l7() -> None:
    """L-7: "Not on her own RG turn" [000:709-711]; and only once a round [000:668]."""
    game = game_of(
        HQ3,
        round=1,
        players=[
            {"hand": ["scavenger"]},
            {"hand": ["refugee", "refugee", "scavenger"], "leader": "leader_fanatic"},
            {"hand": ["brawler"]},
        ],
    )
    game.apply(0, "dig scavenger")
    game.apply(1, "lead refugee 0:scavenger")
    pass_windows(game)
    game.apply(0, "end")
    d = decision(game)
    assert d is not None
    assert d.seat == 1
    assert d.kind == "turn"
    assert not any(a.startswith("lead") for a in legal(game, 1))
    game.apply(1, "end")
    game.apply(2, "dig brawler")
    d = decision(game)
    # Asked or not (a used leader is public), she has no lead to offer.
    assert d is None or d.seat != 1 or not any(a.startswith("lead") for a in legal(game, 1))


def test_fanatic_strikes_in_the_skirmish_on_its_owners_turn_000_711() -> None:
    """[000:711] "During another player's resource gathering OR during the skirmish"; the target
    is a card of the opponent's revealed force (L-7)."""
    game = game_of(
        HQ3,
        round=3,
        players=[{"hand": ["scavenger", "grenade"]}, {"hand": ["refugee", "brawler"], "leader": "leader_fanatic"}],
    )
    to_skirmish(game, {0: "commit scavenger grenade", 1: "commit refugee brawler"})
    while (d := decision(game)) is not None and d.seat != 1:
        game.apply(d.seat, "pass")
    assert "lead refugee 0:grenade" in legal(game, 1)
    game.apply(1, "lead refugee 0:grenade")
    pass_skirmish(game)
    seen = skirmish_totals(game)
    assert seen[0] == (1, 1, 1)
    assert seen[1] == (1, 2, 1)  # the refugee left the force
    assert skirmish_winner(game) == 1


def test_gangster_refugees_have_fight_0_and_count_as_2_people_in_a_tie_ruling_l8() -> None:
    """L-8: the Gangster's refugees have base fight 0 and "Each refugee counts as 2 people for
    skirmish tie-breaks": two refugees (fight 0, 4 people) beat a 3-people tribe family."""
    game = game_of(
        HQ3,
        round=3,
        players=[{"hand": ["refugee", "refugee"], "leader": "leader_gangster"}, {"hand": ["tribe_family_3"]}],
    )
    seen = skirmish(game, {0: "commit refugee refugee", 1: "commit tribe_family_3"})
    assert seen[0] == (1, 0, 4)
    assert skirmish_winner(game) == 0


def test_gangster_refugee_can_wield_a_fight_tool_but_scores_1_person_ruling_l8() -> None:
    """L-8: a Gangster refugee "can wield fight tools"; the 2 people count "neither for final
    scoring"."""
    assert force_of(["refugee", "spear"], HQ3, "leader_gangster") == (1, 2, 2)
    game = game_of(HQ3, round=1, players=[{"hand": ["refugee", "refugee"], "leader": "leader_gangster"}])
    assert game.score(0).people == 2


def test_mentor_plays_a_refugee_for_1_more_on_another_members_action_000_703_ruling_l2() -> None:
    """[000:703] "Place a Refugee from your hand ... and discard it immediately for the benefit";
    Mentor card: +1 to any action of another tribe member; [000:668] once a round."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["refugee", "refugee", "scavenger"], "leader": "leader_mentor"}],
        junkyard=["junk"] * 4,
    )
    apply_and_pass(game, 0, "lead refugee")
    assert "refugee" in game_of_discard(game, 0)
    assert total_of(game, 0, "dig scavenger") == 2
    assert not any(a.startswith("lead") for a in legal(game, 0))
    apply_and_pass(game, 0, "dig scavenger")
    assert len(game.view(0).looking) == 2


def test_mentor_gives_1_fight_in_the_skirmish_with_a_refugee_of_the_force_ruling_l3() -> None:
    """L-3: the Mentor may be used on the owner's skirmish turn; the refugee comes from her force
    and leaves it (costing its people); another member with base fight gets +1."""
    game = game_of(
        HQ3,
        round=3,
        players=[{"hand": ["brawler", "refugee"], "leader": "leader_mentor"}, {"hand": ["thugs"]}],
    )
    to_skirmish(game, {0: "commit brawler refugee", 1: "commit thugs"})
    assert "lead refugee" in legal(game, 0)
    game.apply(0, "lead refugee")
    pass_skirmish(game)
    seen = skirmish_totals(game)
    assert seen[0] == (1, 3, 1)
    assert seen[1] == (1, 3, 3)
    assert skirmish_winner(game) == 1  # tie on 3; thugs are 3 people


def test_organizer_draws_2_keeps_1_and_that_is_the_only_draw_000_707_ruling_l4() -> None:
    """[000:705-707] "If you use the Organizer's ability, that will be your only draw action for
    this round"; L-4: play a refugee, draw 2, keep 1, the other to the discard pile."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["refugee", "scavenger"], "deck": ["net", "pills", "junk"], "leader": "leader_organizer"}],
    )
    apply_and_pass(game, 0, "lead refugee")
    assert game.view(0).looking == ("net", "pills")
    apply_and_pass(game, 0, "keep pills")
    assert game.view(0).hand == ("pills", "scavenger")
    assert zone_counter(game, "0:discard") == {"refugee": 1, "net": 1}
    assert not any(a.startswith("draw") for a in legal(game, 0))


def test_organizer_cannot_be_used_after_a_draw_action_ruling_l4() -> None:
    """L-4: the Organizer's draw "is the player's draw action for the round, so no other draw
    action is allowed, before or after"."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["refugee", "scavenger"], "deck": ["net", "pills", "junk"], "leader": "leader_organizer"}],
    )
    apply_and_pass(game, 0, "draw scavenger")
    assert not any(a.startswith("lead") for a in legal(game, 0))


def test_peacemaker_gives_2_to_another_members_hunt_or_dig_ruling_l2() -> None:
    """Peacemaker card (RULINGS Part 3): play a refugee to raise another tribe member's hunt or
    dig by +2; once a round [000:668]; not draw."""
    game = game_of(HQ3, round=1, players=[{"hand": ["refugee", "scavenger"], "leader": "leader_peacemaker"}])
    apply_and_pass(game, 0, "lead refugee")
    seat = game.view(0).seats[0]
    assert set(seat.boost_skills) == {"dig", "hunt"}
    assert total_of(game, 0, "hunt scavenger") == 3
    assert total_of(game, 0, "draw scavenger") == 1
    apply_and_pass(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 3


def test_peacemaker_has_no_use_in_the_skirmish_ruling_l3() -> None:
    """L-3: "The Peacemaker (hunt/dig only) has no skirmish use"."""
    game = game_of(
        HQ3,
        round=3,
        players=[{"hand": ["brawler", "refugee"], "leader": "leader_peacemaker"}, {"hand": ["scout"]}],
    )
    to_skirmish(game, {0: "commit brawler refugee", 1: "commit scout"})
    assert not any(a.startswith("lead") for a in legal(game, 0))
    pass_skirmish(game)
    assert skirmish_totals(game)[0] == (1, 2, 2)


def test_ranger_gives_refugees_and_tribe_families_hunt_1_ruling_l10() -> None:
    """L-10: the Ranger's refugees and tribe families have base hunt 1; tools add normally."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["refugee", "tribe_family_4", "spear"], "leader": "leader_ranger"}],
        contested=["grenade", "field_crew"],
    )
    assert total_of(game, 0, "hunt refugee") == 1
    assert total_of(game, 0, "hunt tribe_family_4 refugee") == 2
    assert total_of(game, 0, "hunt tribe_family_4+spear refugee") == 3
    assert "dig refugee" not in legal(game, 0)
    apply_and_pass(game, 0, "hunt tribe_family_4 refugee")
    assert game.view(0).seats[0].food == 2


def test_ranger_gives_no_hunt_to_other_players_refugees_ruling_l10() -> None:
    """L-10: "The owner's refugees": another seat's refugees keep hunt 0."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["refugee"]}, {"hand": ["refugee"], "leader": "leader_ranger"}],
    )
    assert "hunt refugee" not in legal(game, 0)


def test_sergeant_at_arms_tools_cannot_be_disarmed_ruling_l11() -> None:
    """L-11: "Its owner's tools cannot be disarmed, in RG or the skirmish"; [000:662] no refugee
    needed; always on [000:672-674]."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["scavenger", "spear"], "leader": "leader_sergeant_at_arms"}, {"hand": ["saboteur"]}],
    )
    game.apply(0, "hunt scavenger+spear")
    assert not any(a.startswith("disarm") for a in legal(game, 1))
    pass_windows(game)
    assert game.view(0).seats[0].food == 2


def test_sergeant_at_arms_hires_saboteurs_for_1_med_and_no_food_ruling_l11() -> None:
    """L-11: "When its owner hires a saboteur, the cost is 1 med and no food"; others still pay
    1 food + 1 med."""
    game = game_of(
        HQ3, round=1, players=[{"hand": ["pills"], "leader": "leader_sergeant_at_arms"}, {"hand": ["pills"]}]
    )
    assert "hire saboteur pay pills" in legal(game, 0)
    apply_and_pass(game, 0, "hire saboteur pay pills")
    assert "saboteur" in game_of_discard(game, 0)
    game.apply(0, "end")
    assert not can_hire(game, 1, "saboteur")


def test_sergeant_at_arms_tools_cannot_be_disarmed_in_the_skirmish_ruling_l11() -> None:
    """L-11: no disarm of the Sergeant's tools in the skirmish either."""
    game = game_of(
        HQ3,
        round=3,
        players=[{"hand": ["saboteur"]}, {"hand": ["scavenger", "grenade"], "leader": "leader_sergeant_at_arms"}],
    )
    to_skirmish(game, {0: "commit saboteur", 1: "commit scavenger grenade"})
    assert not any(a.startswith("disarm") for a in legal(game, 0))
    pass_skirmish(game)
    assert skirmish_totals(game)[1] == (1, 4, 1)


# =============================================================================================
# HQ gangs (end of game)


def test_gearheads_join_the_player_with_most_tool_cards_for_5_people_000_561_ruling_p3() -> None:
    """[000:561] "Most tools" counts the cards with a tool icon in each player's deck; P-3 /
    F-7: a gang is worth 5 people; medicine is no tool."""
    game = game_of(
        HQ1,
        round=3,
        contested=["sled_team"],
        players=[
            {"hand": ["shovel", "spear", "net"]},
            {"hand": ["pickaxe", "medkit", "medkit", "pills"]},
            {"hand": ["scavenger"]},
        ],
    )
    result = play_out(game)
    assert "gang_gearheads" in gangs_won(result, 0)
    assert "gang_gearheads" not in gangs_won(result, 1)
    assert result.scores[0].people == 5


def test_gearheads_tie_broken_by_contested_resource_tools_000_561() -> None:
    """[000:561] "Ties are broken by counting the total number of tools that are contested
    resources": a wolf pack beats a second shovel."""
    game = game_of(
        HQ1,
        round=3,
        contested=["sled_team"],
        players=[{"hand": ["shovel", "spear"]}, {"hand": ["shovel", "wolf_pack"]}],
    )
    result = play_out(game)
    assert "gang_gearheads" in gangs_won(result, 1)
    assert "gang_gearheads" not in gangs_won(result, 0)


def test_pharmers_join_the_highest_meds_value_not_the_most_cards_000_563_ruling_ed8() -> None:
    """[000:563] "Most meds" adds "the total 'meds' VALUE of all medicine cards (based upon card
    type)"; ED-8: only pills (1) and medkits (2) count, medics do not: one medkit (2) beats a
    pill and two medics."""
    game = game_of(
        HQ1,
        round=3,
        contested=["sled_team"],
        players=[{"hand": ["medkit"]}, {"hand": ["pills", "medic", "medic"]}],
    )
    result = play_out(game)
    assert "gang_pharmers" in gangs_won(result, 0)
    assert result.scores[0].people == 5


def test_pharmers_tie_broken_by_the_number_of_medics_000_563() -> None:
    """[000:563] "Ties are broken by counting the total number of medics": medkit (2) + medic
    against two pills (2)."""
    game = game_of(
        HQ1,
        round=3,
        contested=["sled_team"],
        players=[{"hand": ["pills", "pills"]}, {"hand": ["medkit", "medic"]}],
    )
    result = play_out(game)
    assert "gang_pharmers" in gangs_won(result, 1)
    assert "gang_pharmers" not in gangs_won(result, 0)


def test_masons_count_completed_buildings_not_ones_under_construction_000_565() -> None:
    """[000:565] "Most buildings" counts "completed and enabled buildings"; F-6: under
    construction does not count; the gang is worth 5 people (P-3)."""
    game = game_of(
        HQ2,
        round=3,
        contested=["sled_team"],
        players=[
            {"buildings": [{"building": "armory"}]},
            {
                "buildings": [
                    {"building": "bunker", "timer": ["junk"] * 3},
                    {"building": "pharmacy", "timer": ["junk"] * 3},
                ]
            },
        ],
    )
    result = play_out(game)
    assert "gang_masons" in gangs_won(result, 0)
    assert result.scores[0].people == 5


def test_masons_tie_broken_by_engineers_000_565() -> None:
    """[000:565] "Ties are broken by adding up the total number of engineers"."""
    game = game_of(
        HQ2,
        round=3,
        contested=["sled_team"],
        players=[
            {"buildings": [{"building": "armory"}], "hand": ["scavenger"]},
            {"buildings": [{"building": "pharmacy"}], "hand": ["engineer"]},
        ],
    )
    result = play_out(game)
    assert "gang_masons" in gangs_won(result, 1)
    assert "gang_masons" not in gangs_won(result, 0)


def test_masons_do_not_count_a_disabled_building_000_565_ruling_f6() -> None:
    """[000:565] "completed and enabled"; F-6: a disabled building (Dirty Deeds) does not count."""
    game = game_of(
        HQ4,
        round=3,
        contested=["sled_team"],
        players=[
            {"buildings": [{"building": "armory", "disabled": True}, {"building": "bunker", "disabled": True}]},
            {"buildings": [{"building": "pharmacy"}]},
        ],
    )
    result = play_out(game)
    assert "gang_masons" in gangs_won(result, 1)


# =============================================================================================
# More edge cases the rulebook and the rulings name


def test_sniper_team_committed_to_the_skirmish_snipes_during_a_later_players_gathering_000_476() -> None:
    """[000:474-476] "cards set apart for a skirmish are considered to be in hand, and can be
    retrieved and played as instants during an opponent's hunt/hire, dig or draw action"; I-6:
    the committed count shrinks."""
    game = game_of(
        round=3,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["hunter", "spear"]}],
    )
    game.apply(0, "end")
    game.apply(0, "commit sniper_team brawler")
    assert game.view(1).seats[0].committed_count == 2
    game.apply(1, "hunt hunter+spear")
    assert any(a.startswith("snipe") and "1:hunter" in a for a in legal(game, 0))
    game.apply(0, "snipe force 1:hunter")
    pass_windows(game)
    assert game.view(1).seats[0].committed_count == 1
    assert "sniper_team" in game_of_discard(game, 0)
    assert "hunter" in game_of_discard(game, 1)


def test_sniper_team_gathering_snipe_cannot_be_answered_by_another_sniper_000_484() -> None:
    """[000:484] a snipe played during resource gathering "can't be prevented (unless a card like
    medic specifically counters the action)": a third player holding a sniper team may still
    snipe the declared brawler, but has no snipe at the striking sniper team (I-1: only cards of
    the declaration are targets)."""
    game = game_of(
        round=1,
        players=[{"hand": ["scavenger", "brawler"]}, {"hand": ["sniper_team"]}, {"hand": ["sniper_team"]}],
    )
    game.apply(0, "dig scavenger brawler")
    game.apply(1, "snipe 0:scavenger")
    while (d := decision(game)) is not None and d.kind in ("respond", "save") and d.seat != 2:
        game.apply(d.seat, "pass")
    d = decision(game)
    assert d is not None
    assert d.seat == 2
    options = legal(game, 2)
    assert "snipe 0:brawler" in options
    assert not any(a.startswith("snipe 1:") for a in options)
    pass_windows(game)
    assert "scavenger" in game_of_discard(game, 0)


def test_sniper_team_in_the_skirmish_can_stop_a_later_players_sniper_000_490_000_492() -> None:
    """[000:490-492] in the skirmish a sniper can be countered with another sniper: each player in
    turn order gets one opportunity, implemented immediately. The initiator snipes the next
    player's sniper team, which then cannot act (S-4)."""
    game = game_of(
        round=3,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["sniper_team", "scout"]}],
    )
    to_skirmish(game, {0: "commit sniper_team brawler", 1: "commit sniper_team scout"})
    game.apply(0, "snipe 1:sniper_team")
    pass_skirmish(game)
    assert [e.target for e in game.log(None) if e.type is sc.EventType.SNIPED] == [1]
    seen = skirmish_totals(game)
    assert seen[0] == (1, 2, 3)
    assert seen[1] == (1, 2, 1)


def test_sniper_team_cannot_wound_a_leader_without_dirty_deeds_000_687() -> None:
    """[000:678-691] wounding a leader is a Module 4 ability: with modules 1-3 no leader target."""
    game = game_of(HQ3, round=1, players=[{"hand": ["sniper_team"]}, {"leader": "leader_gangster"}])
    assert not any("leader" in a for a in legal(game, 0) if a.startswith("snipe"))


def test_saboteur_committed_to_the_skirmish_disarms_during_a_later_players_gathering_000_302() -> None:
    """[000:302] the saboteur is played "from her hand or from the cards committed to the
    skirmish" and is discarded after use if the skirmish has not started."""
    game = game_of(round=3, players=[{"hand": ["saboteur", "brawler"]}, {"hand": ["scavenger", "shovel"]}])
    game.apply(0, "end")
    game.apply(0, "commit saboteur brawler")
    game.apply(1, "dig scavenger+shovel")
    game.apply(0, "disarm force 1:shovel")
    pass_windows(game)
    assert "shovel" in game_of_discard(game, 1)
    assert "saboteur" in game_of_discard(game, 0)
    assert game.view(1).seats[0].committed_count == 1


def test_saboteur_disabled_building_is_repaired_by_a_tribe_member_000_685_ruling_h11() -> None:
    """[000:685] "To repair the building, a tribe member card must be played from the player's
    hand to work on the building and then immediately discarded"; the Sergeant at Arms does not
    protect buildings (L-11)."""
    game = game_of(
        HQ4,
        round=1,
        players=[
            {"hand": ["saboteur"]},
            {
                "hand": ["refugee", "scout"],
                "leader": "leader_sergeant_at_arms",
                "buildings": [{"building": "bunker"}],
            },
        ],
    )
    assert "disable 1:bunker" in legal(game, 0)
    apply_and_pass(game, 0, "disable 1:bunker")
    game.apply(0, "end")
    assert not any(a.startswith("store") for a in legal(game, 1))
    assert "repair bunker refugee" in legal(game, 1)
    apply_and_pass(game, 1, "repair bunker refugee")
    assert not building(game, 1, "bunker").disabled
    assert "refugee" in game_of_discard(game, 1)
    assert "store bunker scout" in legal(game, 1)


def test_group_leaders_add_2_fight_to_a_fighter_and_count_2_people_000_298() -> None:
    """[000:298] group leaders increase "the effectiveness of one other unit by modifying an
    action": a brawler (2) with group leaders fights 4; 1 + 2 people."""
    assert force_of(["brawler", "group_leaders"]) == (1, 4, 3)
    assert force_of(["brawler", "spear", "group_leaders", "group_leaders"]) == (1, 8, 5)


def test_medic_in_the_force_saves_a_member_from_a_skirmish_snipe_and_still_counts_ruling_s6() -> None:
    """[000:543-547] a medic saves a tribe member from a sniper attack; I-6 in the skirmish only
    cards of the revealed force; S-6 a medic used to save stays in the force for people."""
    game = game_of(
        HQ1,
        round=3,
        players=[{"hand": ["sniper_team"]}, {"hand": ["brawler", "medic"]}],
    )
    to_skirmish(game, {0: "commit sniper_team", 1: "commit brawler medic"})
    game.apply(0, "snipe 1:brawler")
    while (d := decision(game)) is not None and d.kind == "save" and d.seat != 1:
        game.apply(d.seat, "pass")
    assert any(a.startswith("save") for a in legal(game, 1))
    game.apply(1, next(a for a in legal(game, 1) if a.startswith("save")))
    pass_skirmish(game)
    assert skirmish_totals(game)[1] == (1, 2, 2)
    assert skirmish_winner(game) == 1


def test_medkit_may_overpay_a_hire_ruling_r13() -> None:
    """R-13: "Overpayment is allowed and the excess is lost": a medkit (2 meds) hires a hunter
    (1 med)."""
    game = game_of(round=1, players=[{"hand": ["medkit"]}])
    assert "hire hunter pay medkit" in legal(game, 0)
    apply_and_pass(game, 0, "hire hunter pay medkit")
    assert zone_counter(game, "0:discard") == {"hunter": 1, "medkit": 1}


def test_engineer_starts_only_one_building_a_round_and_it_cannot_be_worked_that_round_000_721() -> None:
    """[000:721] "You may start one new building each round"; [000:596] workers accelerate
    construction "Starting with the round following the initial building placement"."""
    game = game_of(
        HQ2,
        round=1,
        players=[{"hand": ["engineer", "engineer", "refugee"], "deck": ["junk", "net", "pills", "spear", "medkit"]}],
        schematics=["pharmacy", "armory", "bunker"],
    )
    apply_and_pass(game, 0, "build engineer")
    apply_and_pass(game, 0, "keep pharmacy")
    options = legal(game, 0)
    assert not any(a.startswith("build") for a in options)
    assert not any(a.startswith("work") for a in options)


def test_engineer_used_in_a_junkyard_dig_cannot_also_build_ruling_h13() -> None:
    """H-13: an engineer may dig the junkyard, but "cannot then take part in the build that
    round (one action per card)" [000:187]."""
    game = game_of(HQ2, round=1, players=[{"hand": ["engineer"]}], junkyard=["net", "junk", "pills"])
    apply_and_pass(game, 0, "dig engineer")
    apply_and_pass(game, 0, "keep net")
    assert not any(a.startswith("build") for a in legal(game, 0))


def test_bunker_sniper_retrieved_after_committing_may_snipe_but_not_join_the_force_000_737() -> None:
    """[000:735-737] a sniper team may be pulled from a bunker to use against another player
    during resource gathering, "but once you have committed cards to the skirmish, no additional
    cards may be contributed to the fight"; I-11 an unused retrieved card is discarded."""
    game = game_of(
        HQ2,
        round=3,
        players=[
            {"hand": ["brawler"], "buildings": [{"building": "bunker", "stored": ["sniper_team", "thugs"]}]},
            {"hand": ["hunter"]},
        ],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler")
    game.apply(1, "hunt hunter")
    assert "retrieve bunker sniper_team" in legal(game, 0)
    game.apply(0, "retrieve bunker sniper_team")
    game.apply(0, "snipe 1:hunter")
    pass_windows(game)
    assert "hunter" in game_of_discard(game, 1)
    assert game.view(1).seats[0].committed_count == 1
    to_skirmish(game, {})
    pass_skirmish(game)
    assert skirmish_totals(game)[0] == (1, 2, 1)
    assert building(game, 0, "bunker").stored == 1


def test_pharmacy_cannot_be_reached_on_another_players_turn_000_629() -> None:
    """[000:629] "During another player's turn, the only building which a player may access is
    the bunker"."""
    game = game_of(
        HQ2,
        round=1,
        players=[
            {"hand": ["scavenger"]},
            {"hand": ["sniper_team"], "buildings": [{"building": "pharmacy", "stored": ["pills"]}]},
        ],
    )
    game.apply(0, "dig scavenger")
    d = decision(game)
    assert d is not None
    assert d.seat == 1
    assert "snipe 0:scavenger" in legal(game, 1)
    assert not any(a.startswith("retrieve") for a in legal(game, 1))


def test_hydroponic_gardens_go_into_effect_as_soon_as_the_last_timer_card_is_removed_000_597() -> None:
    """[000:595] at the start of the player's next round 1 card is removed from each building
    under construction; [000:597] "Once a building has zero cards stacked on it, it is complete
    and immediately goes into effect" (H-1: usable from the start of gathering)."""
    game = game_of(
        HQ2,
        round=1,
        players=[
            {
                "deck": ["junk", "net", "pills", "spear", "medkit"],
                "buildings": [{"building": "hydroponic_gardens", "timer": ["junk"]}],
            }
        ],
    )
    assert not can_hire(game, 0, "scavenger")
    while game.round == 1:
        d = decision(game)
        assert d is not None
        game.apply(d.seat, "end" if d.kind == "turn" else "pass")
    assert building(game, 0, "hydroponic_gardens").timer == 0
    assert can_hire(game, 0, "scavenger")


def test_butcher_and_cannibal_take_only_tribe_members_ruling_l5_l6() -> None:
    """L-5 / L-6: the Butcher and the Cannibal remove "one of her own tribe members": not a tool
    or medicine."""
    for leader in ("leader_butcher", "leader_cannibal"):
        game = game_of(HQ3, round=1, players=[{"hand": ["spear", "pills", "refugee"], "leader": leader}])
        leads = [a for a in legal(game, 0) if a.startswith("lead")]
        assert leads == ["lead refugee"], (leader, leads)


def test_fanatic_needs_a_refugee_000_666() -> None:
    """[000:664-666] the Fanatic "Requires the use of a refugee": without one, no strike."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["scavenger"]}, {"hand": ["brawler", "sniper_team"], "leader": "leader_fanatic"}],
    )
    game.apply(0, "dig scavenger")
    d = decision(game)
    assert d is not None
    assert d.seat == 1
    assert "snipe 0:scavenger" in legal(game, 1)
    assert not any(a.startswith("lead") for a in legal(game, 1))


def test_peacemaker_bonus_raises_a_dig_by_2_ruling_l2() -> None:
    """Peacemaker (RULINGS Part 3): +2 to another tribe member's dig; three cards turned up for
    a scavenger."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["refugee", "scavenger"], "leader": "leader_peacemaker"}],
        junkyard=["net", "junk", "pills", "spear"],
    )
    apply_and_pass(game, 0, "lead refugee")
    assert total_of(game, 0, "dig scavenger") == 3
    apply_and_pass(game, 0, "dig scavenger")
    assert len(game.view(0).looking) == 3


def test_sled_team_counts_2_people_in_the_tribe_score_000_170() -> None:
    """[000:170] the tribe is counted by people icons: a sled team is 2."""
    game = game_of(round=1, players=[{"hand": ["sled_team"]}], contested=["grenade"])
    assert game.score(0).people == 2


def test_excavator_refugee_with_a_toolkit_also_gets_only_1_ruling_l9() -> None:
    """L-9: "any tool with a dig modifier (shovel, pickaxe, multitool, toolkit, cargo sled)" gives
    an Excavator refugee +1 dig instead of its printed bonus: refugee + toolkit digs 2, not 3."""
    game = game_of(HQ3, round=1, players=[{"hand": ["refugee", "toolkit"], "leader": "leader_excavator"}])
    assert total_of(game, 0, "dig refugee+toolkit") == 2


def test_mentor_bonus_also_serves_a_draw_ruling_l2() -> None:
    """Mentor (RULINGS Part 3): "+1 to any action" of another tribe member, draw included."""
    game = game_of(
        HQ3,
        round=1,
        players=[{"hand": ["refugee", "scavenger"], "deck": ["net", "pills", "junk"], "leader": "leader_mentor"}],
    )
    apply_and_pass(game, 0, "lead refugee")
    assert "draw" in game.view(0).seats[0].boost_skills
    assert total_of(game, 0, "draw scavenger") == 2
    apply_and_pass(game, 0, "draw scavenger")
    assert game.view(0).hand == ("net", "pills")


def test_mentor_refugee_on_the_gathering_turn_offers_no_fight_bonus_ruling_l3() -> None:
    """L-3: the Mentor's +1 to a fight is had on her skirmish turn, from her revealed force; a
    refugee played on her gathering turn gives +1 to the next gathering action, which lasts that
    turn only (R-3), where no one fights. So the bonus it shows, and what its event says, name
    dig, draw and hunt, never fight, and nothing of it reaches the skirmish."""
    game = game_of(HQ3, round=3, players=[{"hand": ["refugee", "brawler"], "leader": "leader_mentor"}])
    apply_and_pass(game, 0, "lead refugee")
    seat = game.view(1).seats[0]
    assert (seat.boost, set(seat.boost_skills)) == (1, {"dig", "draw", "hunt"})
    said = [e.text for e in game.log(1) if e.type is sc.EventType.LEADER_USED]
    assert said == ["plays a refugee for +1 to the next dig or draw or hunt"]


def test_cannibal_food_does_not_combine_with_garden_food_ruling_l6_h8() -> None:
    """L-6 / H-8: Cannibal food does not combine "with hunted or garden food": 3 Cannibal food +
    1 garden food + a medkit (2) cannot make the 6 of thugs; 3 + medkit hire a scout."""
    game = game_of(
        HQ3,
        round=1,
        players=[
            {
                "hand": ["brawler", "medkit"],
                "leader": "leader_cannibal",
                "buildings": [{"building": "hydroponic_gardens"}],
            }
        ],
    )
    apply_and_pass(game, 0, "lead brawler")
    assert can_hire(game, 0, "scout")
    assert not can_hire(game, 0, "thugs")


def test_butcher_food_and_med_combine_with_a_hunt_ruling_l5() -> None:
    """L-5: the Butcher's 1 food + 1 med "combine freely with other food and meds": with a hunt
    of 1 they hire a scout (2 food + 1 med)."""
    game = game_of(HQ3, round=1, players=[{"hand": ["brawler", "scavenger"], "leader": "leader_butcher"}])
    apply_and_pass(game, 0, "lead brawler")
    apply_and_pass(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 2
    assert can_hire(game, 0, "scout")
    assert not can_hire(game, 0, "group_leaders")  # 2 meds needed, the Butcher gives 1


def test_pharmers_count_medicine_stored_in_a_pharmacy_ruling_f1() -> None:
    """F-1: tribe cards count "in any zone", cards stored in buildings included; [000:563] the
    Pharmers count the meds value of medicine cards: a stored medkit beats a pill."""
    game = game_of(
        HQ2,
        round=3,
        contested=["sled_team"],
        players=[{"buildings": [{"building": "pharmacy", "stored": ["medkit"]}]}, {"hand": ["pills"]}],
    )
    result = play_out(game)
    assert "gang_pharmers" in gangs_won(result, 0)


def test_bunker_stored_tribe_members_stay_across_rounds_and_score_ruling_h7_f1() -> None:
    """H-7: stored cards "persist across rounds and are not discarded in the drawing phase"; F-1:
    cards stored in buildings count for the tribe."""
    game = game_of(
        HQ2,
        round=1,
        players=[
            {
                "hand": ["thugs"],
                "deck": ["junk", "net", "pills", "spear", "medkit"],
                "buildings": [{"building": "bunker"}],
            }
        ],
    )
    apply_and_pass(game, 0, "store bunker thugs")
    assert game.score(0).people == 3
    while game.round == 1:
        d = decision(game)
        assert d is not None
        game.apply(d.seat, "end" if d.kind == "turn" else "pass")
    assert building(game, 0, "bunker").stored == 1
    assert "thugs" not in game_of_discard(game, 0)
    assert game.score(0).people == 3


def test_junk_is_no_tribe_member_but_still_a_card_of_the_deck_000_170_ruling_f2() -> None:
    """[000:170] the tribe is counted in people icons (junk has none); the last tie-break is "the
    largest number of cards in her deck" (F-2: junk included)."""
    game = game_of(round=1, players=[{"hand": ["junk", "junk", "scavenger"]}, {"hand": ["scavenger"]}])
    assert game.score(0).people == 1
    assert game.score(0).cards == 3
    assert game.score(1).cards == 1
