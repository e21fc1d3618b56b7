"""Audit 21: every module at once, from the rulebooks' words.

Each test sets a table with HQ modules 1-4 and Recon modules 1-5 all enabled (3-5 players unless
a rule is about 2), and checks one moment where the modules meet: a leader's ability on a
building's action and on a Dirty Deeds card; a saboteur or sniper against a force holding a guard
or combat medics; the Humanitarians and the HQ gangs at the game's end; the Yardmaster and
binoculars with the scout tower; a demolition team under the older (2012) rules; the leader
draft with the Recon leaders; the randomized contested resources with the gangs' scoring.

Rulebooks: the 2015 base and HQ rulebook [000:LINE], the older (2012) edition [001:LINE], the
Recon rulebook [003:LINE]; rulings from `shared/RULINGS.md` by ID. Card figures (cards.tsv):
engineer dig 2, tinker +1 dig/hunt/fight, hunter hunt 2 / fight 1, brawler fight 2, guard fight 2,
combat medics fight 1 (4 people, 2 meds), demolition team dig 2 / fight 2 (2 people), sniper team
no fight (2 people), saboteur fight 1; buildings: pharmacy 2, armory 3, scout tower 3, bunker 5.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import scavengers as sc
from helpers import (
    BASE_CONTESTED_KINDS,
    RECON_CONTESTED_KINDS,
    act,
    decision,
    end_gathering,
    knowledge,
    now,
    pass_windows,
    play_out,
    play_to_the_end,
    seat_totals,
    skirmish_turns,
    skirmish_winner,
    texts,
    to_turn,
    total_of,
    zone_counter,
    zone_kinds,
)
from scavengers.engine.core.events import EventType

EVERY = sc.hq_modules(4) | {"recon1", "recon2", "recon3", "recon4", "recon5"}
"""HQ modules 1-4 and Recon modules 1-5 together."""
DECKS = [["refugee"] * 5, ["scavenger"] * 5, ["hunter"] * 5, ["scout"] * 5, ["brawler"] * 5]
"""Five deck cards per seat, each seat its own kinds, so the next draw never reshuffles."""
LEADERS = ["leader_butcher", "leader_ranger", "leader_organizer", "leader_cannibal", "leader_sergeant_at_arms"]
"""Leaders with no effect on the moments below, for the seats a test does not lead."""
JUNKYARD = ["net", "pills", "junk", "rifle", "medkit", "spear", "shovel"]
CONTESTED = ["grenade", "wolf_pack", "sled_team", "field_crew"]
SCHEMATICS = ["bunker", "armory", "pharmacy", "scout_tower", "hydroponic_gardens", "portable_decoys"]
LEADER_PILE = ["leader_yardmaster", "leader_swindler", "leader_gangster", "leader_mentor"]


def new_game(
    hands: list[list[str]],
    *,
    extra: list[dict[str, Any]] | None = None,
    leaders: dict[int, str] | None = None,
    rules: str = "2015",
    variants: tuple[str, ...] = (),
    decks: list[list[str]] | None = None,
    pile: list[str] | None = None,
    **scenario: Any,
) -> sc.Game:
    """A round-3 table (a skirmish round) with every module, seat 0 first, ``hands`` over DECKS
    (or ``decks``); every seat leads (``leaders`` where given, else a harmless one) unless the
    leader draft is played (then the leader pile is ``pile``, else LEADER_PILE); the shared piles
    given unless the scenario says otherwise."""
    zones = [dict(z) for z in (extra or [{} for _ in hands])]
    chosen = leaders or {}
    spare = iter(kind for kind in LEADERS if kind not in chosen.values())
    players = []
    for seat, hand in enumerate(hands):
        zone = zones[seat]
        if "leader_draft" not in variants:
            zone.setdefault("leader", chosen.get(seat) or next(spare))
        elif seat in chosen:
            zone.setdefault("leader", chosen[seat])
        players.append({"hand": hand, "deck": (decks or DECKS)[seat], **zone})
    table: dict[str, Any] = {"round": 3, "initiator": 0, "players": players, **scenario}
    table.setdefault("contested", list(CONTESTED))
    table.setdefault("junkyard", list(JUNKYARD))
    table.setdefault("schematics", list(SCHEMATICS))
    if "leader_draft" in variants:
        table["leaders"] = list(pile or LEADER_PILE)
    config = sc.GameConfig(
        players=len(hands), seed=0, modules=EVERY, rules=rules, variants=frozenset(variants), scenario=table
    )
    return sc.Game.new(config)


def respond(game: sc.Game, choices: dict[int, str]) -> list[tuple[int, list[str]]]:
    """Answer the open reaction windows: a seat in ``choices`` plays its choice when it is legal,
    every other seat passes. Returns each window's seat with its legal actions, in order."""
    seen: list[tuple[int, list[str]]] = []
    while (d := decision(game)) is not None and d.kind in ("respond", "save"):
        legal = texts(game, d.seat)
        seen.append((d.seat, legal))
        choice = choices.get(d.seat)
        game.apply(d.seat, choice if choice in legal else "pass")
    return seen


def building(game: sc.Game, seat: int, kind: str) -> Any:
    """Seat ``seat``'s building of ``kind`` as a spectator sees it."""
    return next(b for b in game.view(None).seats[seat].buildings if b.kind == kind)


def no_card_named(game: sc.Game, seat: int | None, kinds: list[str]) -> None:
    """Nothing ``seat`` is told (log and view knowledge) names any of ``kinds``."""
    for event in game.log(seat):
        assert not set(event.cards) & set(kinds), event
    if seat is not None:
        for known in game.view(seat).knowledge:
            assert not set(known.cards) & set(kinds), known


# ---------------------------------------------------------------------------------------------
# A leader's ability (HQ 3, Recon 5) on a building's action (HQ 2)


def test_the_mentors_plus_one_lets_an_engineer_see_three_schematics_000_590_l2() -> None:
    """[000:590] the engineer's dig "combined with any modifiers" draws that many schematics;
    the Mentor gives "another tribe member +1 to any action" (Part 3, L-2): the engineer's dig of
    2 draws 3 schematics, and only the chosen one is kept [000:591]."""
    game = new_game([["engineer", "refugee"], ["brawler"], ["brawler"]], leaders={0: "leader_mentor"})
    assert total_of(game, 0, "build engineer") == 2
    act(game, 0, "lead refugee")
    assert total_of(game, 0, "build engineer") == 3
    act(game, 0, "build engineer")
    assert now(game).kind == "keep"
    assert texts(game, 0) == ["keep none", "keep armory", "keep bunker", "keep pharmacy"]
    game.apply(0, "keep armory")
    pass_windows(game)
    assert [b.kind for b in game.view(0).seats[0].buildings] == ["armory"]
    assert zone_kinds(game, "schematics")[-2:] == ["bunker", "pharmacy"]


def test_the_peacemakers_plus_two_raises_a_schematics_dig_to_four_l2_000_590() -> None:
    """The Peacemaker raises "another tribe member's hunt or dig by +2" (Part 3, L-2); a
    schematics dig is a dig [000:590]: the engineer's 2 becomes 4 schematics to choose from."""
    game = new_game([["engineer", "refugee"], ["brawler"], ["brawler"]], leaders={0: "leader_peacemaker"})
    act(game, 0, "lead refugee")
    assert total_of(game, 0, "build engineer") == 4
    act(game, 0, "build engineer")
    assert texts(game, 0) == ["keep none", "keep armory", "keep bunker", "keep pharmacy", "keep scout_tower"]


def test_the_excavators_refugee_and_a_tinker_dig_two_schematics_003_198_l9() -> None:
    """[003:198] "Any tribe member with a base dig ability (even a standard refugee) can team up
    with a tinker to dig in the engineering schematics pile"; the Excavator's refugees have dig 1
    (L-9), so refugee and tinker dig 2, where another leader's refugee and tinker dig 1."""
    hand = ["refugee", "tinker"]
    game = new_game([hand, ["brawler"], ["brawler"]], leaders={0: "leader_excavator"})
    assert total_of(game, 0, "build refugee+tinker") == 2
    act(game, 0, "build refugee+tinker")
    assert texts(game, 0) == ["keep none", "keep armory", "keep bunker"]
    other = new_game([hand, ["brawler"], ["brawler"]], leaders={0: "leader_mentor"})
    assert total_of(other, 0, "build refugee+tinker") == 1


def test_the_gardens_food_and_the_swindlers_refugee_hire_a_guard_with_no_hunt_000_729_003_278() -> None:
    """[000:729] a Hydroponic Garden's food "can be used independently" in a hire; [003:278] the
    Swindler discards 1 refugee for 1 food off the hire: the garden's 1 food hires a guard (2
    food) with no hunt at all."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "hydroponic_gardens"}]}, {}, {}]
    game = new_game([["refugee", "brawler"], ["brawler"], ["brawler"]], extra=extra, leaders={0: "leader_swindler"})
    assert game.view(0).seats[0].food == 1
    assert "hire guard" not in texts(game, 0)
    act(game, 0, "lead refugee")
    assert "hire guard" in texts(game, 0)
    act(game, 0, "hire guard")
    assert zone_counter(game, "0:discard") == {"refugee": 1, "guard": 1}
    assert zone_counter(game, "0:hand") == {"brawler": 1}


def test_the_butchers_food_and_the_gardens_food_bribe_two_leaders_l5_l16_003_306() -> None:
    """[003:306] "For each food generated, the player may draw 1 card from the top of the
    leaders pile"; L-5 the Butcher's food counts for the draft and L-16 every food source does:
    garden 1 + Butcher 1 = 2 leaders drawn."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "hydroponic_gardens"}]}, {}, {}]
    game = new_game(
        [["brawler", "scout"], ["brawler"], ["brawler"]],
        extra=extra,
        leaders={0: "leader_butcher", 1: "leader_ranger", 2: "leader_organizer"},
        variants=("leader_draft",),
    )
    act(game, 0, "lead brawler")
    act(game, 0, "bribe")
    assert now(game).kind == "bribe"
    assert texts(game, 0) == ["keep none", "keep leader_swindler", "keep leader_yardmaster"]


def test_the_swindlers_two_refugees_and_combat_medics_hire_a_spy_l14_x18() -> None:
    """L-14 two refugees (a scouting refugee is one [003:83]) lower a hire by 1 med, or a mixed
    cost by 1; X-18 combat medics count 2 meds in a hire: the spy's "any 3" is out of reach of the
    medics alone, and within it after the Swindler's two refugees."""
    game = new_game(
        [["combat_medics", "refugee", "scouting_refugee"], ["brawler"], ["brawler"]], leaders={0: "leader_swindler"}
    )
    assert "hire spy pay combat_medics" not in texts(game, 0)
    assert "hire rogue pay combat_medics" in texts(game, 0)
    act(game, 0, "lead refugee scouting_refugee")
    assert "hire spy pay combat_medics" in texts(game, 0)
    assert "hire rogue" in texts(game, 0)
    act(game, 0, "hire spy pay combat_medics")
    assert zone_counter(game, "0:discard") == {"refugee": 1, "scouting_refugee": 1, "combat_medics": 1, "spy": 1}


def test_cannibal_food_bribes_alone_not_with_the_gardens_food_l6() -> None:
    """L-6: a hire paid with Cannibal food may not add garden food, "The same rule applies to
    leader bribes": the Cannibal's 3 food and the garden's 1 never make 4 draws."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "hydroponic_gardens"}]}, {}, {}]
    game = new_game(
        [["brawler", "scout"], ["brawler"], ["brawler"]],
        extra=extra,
        leaders={0: "leader_cannibal", 1: "leader_ranger", 2: "leader_organizer"},
        variants=("leader_draft",),
    )
    act(game, 0, "lead brawler")
    act(game, 0, "bribe")
    offered = [t for t in texts(game, 0) if t != "keep none"]
    assert len(offered) == 3
    assert "keep leader_mentor" not in offered


def test_the_swindler_and_the_gardens_food_hire_a_spy_of_any_three_l14_000_729() -> None:
    """L-14 for a mixed cost (the spy's "any 3") the Swindler's refugee lowers the total by 1;
    [000:729] the garden's food joins a hunt's: garden 1 + hunt 1 = 2, enough for a spy only
    after the Swindler's refugee."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "hydroponic_gardens"}]}, {}, {}]
    game = new_game([["scavenger", "refugee"], ["brawler"], ["brawler"]], extra=extra, leaders={0: "leader_swindler"})
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 2
    assert "hire spy" not in texts(game, 0)
    act(game, 0, "lead refugee")
    assert "hire spy" in texts(game, 0)
    act(game, 0, "hire spy")
    assert zone_counter(game, "0:discard") == {"scavenger": 1, "refugee": 1, "spy": 1}


def test_the_fanatic_strikes_a_construction_worker_and_the_timer_stays_l7_000_715_h4() -> None:
    """[000:715] the Fanatic targets "Any card played from a player's hand (person, tool,
    medicine), but not a building"; a worker is one (H-4): struck in the window, it removes no
    timer card and seat 1's refugee leaves the game (L-7)."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "bunker", "timer": ["junk", "junk"]}]}, {}, {}]
    game = new_game([["scavenger"], ["refugee"], ["brawler"]], extra=extra, leaders={1: "leader_fanatic"})
    game.apply(0, "work bunker scavenger")
    assert "lead refugee 0:scavenger" in texts(game, 1)
    game.apply(1, "lead refugee 0:scavenger")
    respond(game, {})
    assert building(game, 0, "bunker").timer == 2
    assert zone_kinds(game, "0:discard") == ["scavenger"]
    assert zone_kinds(game, "1:removed") == ["refugee"]


# ---------------------------------------------------------------------------------------------
# A leader with Dirty Deeds (HQ 4)


def test_combat_medics_heal_a_wounded_mentor_who_then_boosts_the_build_000_691_l12_x18() -> None:
    """[000:691] a wounded leader has no advantage "until a med is applied"; combat medics carry 2
    meds (X-18) and heal (L-12, excess lost): before the heal no lead is offered, after it the
    Mentor's +1 raises the engineer's schematics dig to 3."""
    game = new_game(
        [["combat_medics", "refugee", "engineer"], ["brawler"], ["brawler"]],
        leaders={0: "leader_mentor"},
        extra=[{"wounded": True}, {}, {}],
    )
    assert not [t for t in texts(game, 0) if t.startswith("lead")]
    assert "heal combat_medics" in texts(game, 0)
    act(game, 0, "heal combat_medics")
    assert not game.view(None).seats[0].wounded
    assert zone_kinds(game, "0:discard") == ["combat_medics"]
    act(game, 0, "lead refugee")
    assert total_of(game, 0, "build engineer") == 3


def test_a_sniper_wounds_the_excavator_and_his_refugee_no_longer_builds_with_a_tinker_l17_003_198() -> None:
    """[000:691] a sniper team may wound a leader, which "removes the leader's advantage"; L-17
    at once: seat 1's Excavator refugee had dig 1 (L-9); wounded, refugee and tinker dig 1."""
    game = new_game([["sniper_team"], ["refugee", "tinker"], ["brawler"]], leaders={1: "leader_excavator"})
    game.apply(0, "snipe 1:leader_excavator")
    respond(game, {})
    assert game.view(None).seats[1].wounded
    to_turn(game, 1)
    assert total_of(game, 1, "build refugee+tinker") == 1


def test_a_disabled_scout_tower_is_repaired_by_a_worker_and_used_that_turn_000_685_x7() -> None:
    """[000:685] a disabled building's "abilities cannot be used"; "To repair the building, a
    tribe member card must be played from the player's hand": disabled, the tower offers no
    peek; repaired with a brawler, it does (X-7) in the same turn."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "scout_tower", "disabled": True}]}, {}, {}]
    game = new_game([["brawler", "junk"], ["brawler"], ["brawler"]], extra=extra)
    assert not [t for t in texts(game, 0) if t.startswith("tower")]
    act(game, 0, "repair scout_tower brawler")
    assert not building(game, 0, "scout_tower").disabled
    assert "tower junk contested+junkyard" in texts(game, 0)


def test_a_disabled_garden_gives_no_food_for_the_hire_000_685_000_617() -> None:
    """[000:617] the Hydroponic Garden "Generates 1 food each round"; [000:685] disabled, "its
    abilities cannot be used": the hunter's 2 food and an enabled garden's 1 hire a tinker (3
    food); with the garden disabled the food is 2 and no tinker is offered."""
    for disabled in (False, True):
        garden = {"building": "hydroponic_gardens", "disabled": disabled}
        game = new_game([["hunter"], ["brawler"], ["brawler"]], extra=[{"buildings": [garden]}, {}, {}])
        assert game.view(0).seats[0].food == (0 if disabled else 1)
        act(game, 0, "hunt hunter")
        assert game.view(0).seats[0].food == (2 if disabled else 3)
        assert ("hire tinker" in texts(game, 0)) is not disabled
        assert "hire guard" in texts(game, 0)


def test_a_saboteur_disables_the_bunker_so_its_sniper_cannot_answer_a_dig_000_685_000_631() -> None:
    """[000:631] a sniper team may be retrieved from a bunker on another player's turn; [000:685]
    a disabled building's cards "cannot be added or removed": seat 0 disables seat 1's bunker,
    then digs, and seat 1 is offered no retrieve in the window (where, enabled, it is)."""
    for disable in (False, True):
        extra: list[dict[str, Any]] = [{}, {"buildings": [{"building": "bunker", "stored": ["sniper_team"]}]}, {}]
        game = new_game([["saboteur", "brawler", "shovel"], ["junk"], ["brawler"]], extra=extra)
        if disable:
            act(game, 0, "disable 1:bunker")
            assert building(game, 1, "bunker").disabled
        game.apply(0, "dig brawler+shovel")
        seen = respond(game, {})
        offered = any("retrieve bunker sniper_team" in legal for seat, legal in seen if seat == 1)
        assert offered is not disable
        assert building(game, 1, "bunker").stored == 1


# ---------------------------------------------------------------------------------------------
# A saboteur or sniper against a force holding a guard or combat medics (Recon 2, 4)


def test_a_guard_in_the_skirmish_cannot_cancel_a_snipe_003_123() -> None:
    """[003:123] the guard cancels "any action outside of the skirmish which targets your
    card(s)": in the skirmish a sniper team's snipe on seat 1's brawler is answered by no guard
    cancel, and the brawler leaves the force (S-4)."""
    game = new_game([["sniper_team"], ["guard", "brawler"], ["scout"]])
    end_gathering(game, {0: "commit sniper_team", 1: "commit guard brawler", 2: "commit scout"})
    assert now(game).seat == 0
    game.apply(0, "snipe 1:brawler")
    seen = respond(game, {1: "cancel guard"})
    assert all("cancel guard" not in legal for _, legal in seen)
    skirmish_turns(game)
    totals = seat_totals(game)
    assert totals[1] == (True, 2, 1)
    assert "brawler" in zone_kinds(game, "1:discard")


def test_combat_medics_save_the_guard_and_both_fight_003_232_s4() -> None:
    """[003:232] combat medics "Can save against a snipe attack AND fight in the same round":
    seat 1's guard is sniped in the skirmish, the medics save it, and the force fights 2 + 1 = 3
    with 1 + 4 people, so seat 1 beats seat 2's scout (fight 2)."""
    game = new_game([["sniper_team"], ["guard", "combat_medics"], ["scout"]])
    end_gathering(game, {0: "commit sniper_team", 1: "commit guard combat_medics", 2: "commit scout"})
    game.apply(0, "snipe 1:guard")
    seen = respond(game, {1: "save combat_medics"})
    assert any("save combat_medics" in legal for seat, legal in seen if seat == 1)
    assert all("cancel guard" not in legal for _, legal in seen)
    skirmish_turns(game)
    assert seat_totals(game)[1] == (True, 3, 5)
    assert skirmish_winner(game) == 1


def test_combat_medics_save_once_so_a_second_snipe_takes_the_guard_x18() -> None:
    """X-18 "Only one save per round per card": seat 0's sniper team and seat 2's assassin both
    snipe seat 1's force; the medics save the brawler from the first and cannot save the guard
    from the second [003:115-118] (the assassin may target the single-unit guard)."""
    game = new_game([["sniper_team"], ["guard", "brawler", "combat_medics"], ["assassin"]])
    end_gathering(game, {0: "commit sniper_team", 1: "commit guard brawler combat_medics", 2: "commit assassin"})
    game.apply(0, "snipe 1:brawler")
    respond(game, {1: "save combat_medics"})
    skirmish_turns(game, {2: ["snipe assassin 1:guard"]}, {1: ["save combat_medics"]})
    totals = seat_totals(game)
    assert totals[1] == (True, 2 + 1, 1 + 4)
    assert zone_counter(game, "1:discard")["guard"] == 1


def test_a_guard_cancels_a_disarm_in_gathering_which_combat_medics_cannot_save_003_123_000_547() -> None:
    """[000:547] a save protects "from a snipe attack", not a disarm; [003:123] a guard cancels
    "disarming while you gather resources": seat 1's disarm of seat 0's shovel offers seat 0 the
    guard's cancel and no save; cancelled, the dig keeps its shovel (dig 1 + 2 = 3)."""
    game = new_game([["brawler", "shovel", "guard", "combat_medics"], ["saboteur"], ["brawler"]])
    game.apply(0, "dig brawler+shovel")
    seen = respond(game, {1: "disarm 0:shovel", 0: "cancel guard"})
    offered = [legal for seat, legal in seen if seat == 0]
    assert offered
    assert any("cancel guard" in legal for legal in offered)
    assert all(not any(t.startswith("save") for t in legal) for legal in offered)
    assert "saboteur" in zone_kinds(game, "1:discard")
    assert "guard" in zone_kinds(game, "0:discard")
    assert "combat_medics" in zone_kinds(game, "0:hand")


def test_combat_medics_save_a_digger_in_gathering_and_leave_with_a_guard_unused_000_547_x18() -> None:
    """[000:547] a save protects a tribe member from a snipe; X-18 in gathering the medics are
    then discarded; the guard [003:123] could have cancelled instead, and is kept."""
    game = new_game([["brawler", "shovel", "guard", "combat_medics"], ["sniper_team"], ["brawler"]])
    game.apply(0, "dig brawler+shovel")
    seen = respond(game, {1: "snipe 0:brawler", 0: "save combat_medics"})
    offered = [legal for seat, legal in seen if seat == 0]
    assert any("save combat_medics" in legal and "cancel guard" in legal for legal in offered)
    assert zone_counter(game, "0:hand")["guard"] == 1
    assert "combat_medics" in zone_kinds(game, "0:discard")
    assert (now(game).kind, now(game).seat) == ("keep", 0)
    assert texts(game, 0)[:4] == ["keep none", "keep junk", "keep net", "keep pills"]


def test_combat_medics_save_the_gangster_from_a_skirmish_snipe_and_his_refugee_counts_two_l13_l8() -> None:
    """L-13 a sniper team may snipe a leader on its skirmish turn (Dirty Deeds), and any medic
    may save it [000:547]; combat medics save and still fight [003:232]; the Gangster's refugee
    then has fight 0 and counts 2 people (L-8): fight 2 + 1 + 0, people 1 + 4 + 2."""
    game = new_game(
        [["sniper_team"], ["brawler", "combat_medics", "refugee"], ["brawler"]], leaders={1: "leader_gangster"}
    )
    end_gathering(game, {0: "commit sniper_team", 1: "commit brawler combat_medics refugee", 2: "commit brawler"})
    assert "snipe 1:leader_gangster" in texts(game, 0)
    game.apply(0, "snipe 1:leader_gangster")
    seen = respond(game, {1: "save combat_medics"})
    assert any("save combat_medics" in legal for seat, legal in seen if seat == 1)
    assert not game.view(None).seats[1].wounded
    skirmish_turns(game)
    assert seat_totals(game)[1] == (True, 3, 7)
    assert skirmish_winner(game) == 1


def test_the_mentors_plus_one_gives_a_gassed_brawler_fight_one_s10_l3() -> None:
    """S-10 tear gas sets the target's printed fight to 0 and it "keeps a fight ability of 0";
    L-3 the Mentor's refugee leaves the force and gives another member +1 fight: seat 1's gassed
    brawler (0 + 1) and scavenger (1) fight 2 with 2 people, and win the three-way tie on fight 2
    on people."""
    game = new_game(
        [["tear_gas", "brawler"], ["brawler", "refugee", "scavenger"], ["brawler"]], leaders={1: "leader_mentor"}
    )
    end_gathering(game, {0: "commit tear_gas brawler", 1: "commit brawler refugee scavenger", 2: "commit brawler"})
    game.apply(0, "gas 1:brawler")
    assert now(game).seat == 1
    assert "lead refugee" in texts(game, 1)
    game.apply(1, "lead refugee")
    skirmish_turns(game)
    assert seat_totals(game)[1] == (True, 2, 2)
    assert skirmish_winner(game) == 1


def test_portable_decoys_count_the_gangsters_refugee_cards_not_his_doubled_people_l8_s11() -> None:
    """L-8 the Gangster's refugees count 2 people in a tie but not for "Portable Decoys' card
    count"; [003:206] decoys add 1 per 2 cards brought: 3 refugees are fight 0, 3 x 2 + 1 = 7
    people."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "portable_decoys"}]}, {}, {}]
    game = new_game([["refugee"] * 3, ["brawler"], ["brawler"]], extra=extra, leaders={0: "leader_gangster"})
    end_gathering(game, {0: "commit refugee refugee refugee", 1: "commit brawler", 2: "commit brawler"})
    skirmish_turns(game)
    assert seat_totals(game)[0] == (True, 0, 7)


def test_a_committed_guard_cancels_a_spy_with_binoculars_on_her_force_003_123_i6_x26() -> None:
    """[003:123] a guard cancels spying on her cards; I-6 it may come from her committed cards
    (the count shrinks, publicly); X-4 the spy and its binoculars are discarded, the spy's owner
    draws 1; X-26 the guard's replacement goes to hand, never to the force [000:635]."""
    game = new_game([["guard", "brawler"], ["spy", "binoculars"], ["brawler"]])
    game.apply(0, "end")
    game.apply(0, "commit guard brawler")
    assert "spy binoculars 0:force" in texts(game, 1)
    game.apply(1, "spy binoculars 0:force")
    seen = respond(game, {0: "cancel guard"})
    assert [seat for seat, _ in seen] == [2, 0]
    assert "cancel guard" in seen[1][1]
    assert game.view(None).seats[0].committed_count == 1
    assert zone_kinds(game, "0:committed") == ["brawler"]
    assert zone_kinds(game, "0:hand") == ["refugee"]
    assert zone_kinds(game, "0:discard") == ["guard"]
    assert Counter(zone_kinds(game, "1:discard")) == {"spy": 1, "binoculars": 1}
    assert zone_kinds(game, "1:hand") == ["scavenger"]
    assert not knowledge(game, 1, "spy")
    no_card_named(game, 1, ["brawler"])


def test_a_wounded_sergeant_at_arms_no_longer_shields_a_spear_from_a_skirmish_disarm_l17_l11() -> None:
    """L-11 the Sergeant at Arms' tools "cannot be disarmed"; [000:691] a sniper team wounds a
    leader on its owner's turn (L-13) and L-17 the wound stops always-on effects at once: seat 2's
    saboteur then disarms seat 0's spear in the skirmish, and seat 0 fights 2 with the brawler."""
    game = new_game([["brawler", "spear"], ["sniper_team"], ["saboteur"]], leaders={0: "leader_sergeant_at_arms"})
    game.apply(0, "end")
    game.apply(0, "commit brawler spear")
    game.apply(1, "snipe 0:leader_sergeant_at_arms")
    respond(game, {})
    assert game.view(None).seats[0].wounded
    end_gathering(game, {2: "commit saboteur"})
    assert "disarm 0:spear" in texts(game, 2)
    skirmish_turns(game, {2: ["disarm 0:spear"]})
    assert seat_totals(game)[0] == (True, 2, 1)
    assert "spear" in zone_kinds(game, "0:discard")


def test_the_committed_figures_follow_the_gangsters_wound_with_decoys_and_a_provocateur_l17_s8_s11() -> None:
    """L-8 the Gangster's refugees fight 0 and count 2 people; S-11 the decoys add 1 per 2 cards
    (4 cards: +2); S-8 the provocateur's size counts printed people and decoys, never the
    Gangster's extra [003:134]. Seat 0's own figures: fight 1 + 0 + 2 = 3, people 2 + 2 + 1 + 2
    = 7, size 3 + 2 = 5; L-17 once seat 1 wounds the Gangster the refugees have no fight (the
    spear goes to the provocateur: 3), people 5, size still 5; provoking, she fights 5."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "portable_decoys"}]}, {}, {}]
    hand = ["refugee", "spear", "refugee", "provocateur"]
    game = new_game([hand, ["sniper_team"], ["brawler"]], leaders={0: "leader_gangster"}, extra=extra)
    game.apply(0, "end")
    assert game.view(0).hand_strength == sc.ForceStrength(True, 3, 7)
    game.apply(0, "commit refugee spear refugee provocateur")
    assert game.view(0).committed_strength == sc.ForceStrength(True, 3, 7)
    assert game.view(0).committed_size == 5
    game.apply(1, "snipe 0:leader_gangster")
    respond(game, {})
    assert game.view(None).seats[0].wounded
    assert game.view(0).committed_strength == sc.ForceStrength(True, 3, 5)
    assert game.view(0).committed_size == 5
    end_gathering(game, {2: "commit brawler"})
    skirmish_turns(game, {0: ["provoke provocateur"]})
    assert seat_totals(game)[0] == (True, 5, 5)
    assert skirmish_winner(game) == 0


def test_five_players_the_save_window_runs_from_the_targets_owner_clockwise_i4_000_543() -> None:
    """[000:543] a medic may save "another player's tribe member"; I-4 the save window "starts
    with the target's owner, then runs clockwise from her": seat 2 digs, seat 4 snipes her
    brawler; seat 3 (combat medics) is asked before seat 0 (medic), and seat 0's medic saves;
    the dig goes on to its keep [000:488]."""
    hands = [["medic"], ["brawler"], ["brawler", "shovel"], ["combat_medics"], ["sniper_team"]]
    game = new_game(hands, initiator=2)
    game.apply(2, "dig brawler+shovel")
    seen = respond(game, {4: "snipe 2:brawler", 0: "save medic"})
    savers = [seat for seat, legal in seen if any(t.startswith("save") for t in legal)]
    assert savers == [3, 0]
    assert zone_kinds(game, "0:discard") == ["medic"]
    assert zone_kinds(game, "3:hand") == ["combat_medics"]
    assert zone_kinds(game, "4:discard") == ["sniper_team"]
    assert (now(game).kind, now(game).seat) == ("keep", 2)


# ---------------------------------------------------------------------------------------------
# The Humanitarians (Recon 5) with the HQ gangs (HQ 1, 2) at the game's end


def final(extra: list[dict[str, Any]], hands: list[list[str]] | None = None, **kw: Any) -> sc.GameResult:
    """A 3-player round-3 table with one contested resource left, which nobody contests (it
    goes to the junkyard and the game ends [000:170], ED-2); the result."""
    game = new_game(hands or [[], [], []], extra=extra, decks=[[], [], []], contested=["grenade"], **kw)
    return play_out(game)


def test_one_tribe_wins_all_four_gangs_for_twenty_people_003_264_000_561_565_f7() -> None:
    """The Gearheads (most tools), Pharmers (most meds), Masons (most buildings) [000:561-565] and
    Humanitarians (most "refugee" cards [003:264]) each add 5 people (F-7): seat 0's 2 refugees,
    1 scouting refugee (3 people), a spear, pills and a completed pharmacy win all four."""
    extra: list[dict[str, Any]] = [
        {
            "discard": ["refugee", "refugee", "scouting_refugee", "spear", "pills"],
            "buildings": [{"building": "pharmacy"}],
        },
        {"discard": ["refugee", "brawler"]},
        {"discard": ["brawler"]},
    ]
    result = final(extra)
    assert set(result.scores[0].gangs) == {"gang_gearheads", "gang_pharmers", "gang_masons", "gang_humanitarians"}
    assert result.scores[0].people == 3 + 4 * 5
    assert result.scores[1].people == 2
    assert result.winners == (0,)


def test_a_humanitarians_tie_is_not_awarded_while_the_masons_are_003_265_000_565() -> None:
    """[003:265] "There is no tie-breaker. In the event of a tie, this gang is not awarded";
    [000:565] the Masons' tie breaks on engineers: seats 0 and 1 tie on refugees (2 each) and on
    buildings (1 each), seat 1's engineer takes the Masons, nobody the Humanitarians."""
    extra: list[dict[str, Any]] = [
        {"discard": ["refugee", "scouting_refugee"], "buildings": [{"building": "armory"}]},
        {"discard": ["refugee", "refugee", "engineer"], "buildings": [{"building": "bunker"}]},
        {},
    ]
    result = final(extra)
    assert all("gang_humanitarians" not in s.gangs for s in result.scores)
    assert result.scores[1].gangs == ("gang_masons",)
    assert result.scores[1].people == 3 + 5
    assert result.scores[0].people == 2


def test_the_gangsters_refugees_count_one_person_each_at_the_end_and_win_the_humanitarians_l8() -> None:
    """L-8 the Gangster's refugees count 2 "for skirmish tie-breaks only", not for the final
    score; [003:264] the Humanitarians count refugee cards: 3 refugees score 3 + 5."""
    extra: list[dict[str, Any]] = [{"discard": ["refugee"] * 3}, {"discard": ["refugee"]}, {}]
    result = final(extra, leaders={0: "leader_gangster"})
    assert result.scores[0].gangs == ("gang_humanitarians",)
    assert result.scores[0].people == 3 + 5


def test_refugees_on_a_timer_and_in_a_bunker_win_the_humanitarians_not_the_masons_f1_f6_f8() -> None:
    """F-8 refugee cards count "in any zone"; F-1 timer and stored cards are owned; F-6 an
    unfinished building is no Mason's building: seat 0's refugees under a timer and in a
    complete bunker (3) beat seat 1's 2 in the discard; the bunker alone gives the Masons."""
    extra: list[dict[str, Any]] = [
        {
            "buildings": [
                {"building": "bunker", "stored": ["refugee"]},
                {"building": "armory", "timer": ["refugee", "refugee"]},
            ]
        },
        {"discard": ["refugee", "refugee"], "buildings": [{"building": "pharmacy", "timer": ["junk"]}]},
        {},
    ]
    result = final(extra)
    assert set(result.scores[0].gangs) == {"gang_masons", "gang_humanitarians"}
    assert result.scores[0].people == 3 + 10
    assert result.scores[1].gangs == ()


def test_locked_cards_in_disabled_buildings_still_win_the_gearheads_and_the_pharmers_h11_f1() -> None:
    """H-11 "A disabled building keeps its stored cards, locked, until repaired. They still score
    (F-1)"; the Gearheads and Pharmers count the tribe's cards [000:561-563]: seat 0's rifle and
    spear in a disabled armory and medkit in a disabled pharmacy beat seat 1's spear and pills;
    the disabled buildings win no Masons [000:565]."""
    extra: list[dict[str, Any]] = [
        {
            "buildings": [
                {"building": "pharmacy", "stored": ["medkit"], "disabled": True},
                {"building": "armory", "stored": ["rifle", "spear"], "disabled": True},
            ]
        },
        {"discard": ["pills", "spear"]},
        {},
    ]
    result = final(extra)
    assert result.scores[0].gangs == ("gang_gearheads", "gang_pharmers")
    assert result.scores[0].people == 10
    assert result.scores[0].cards == 3


def test_the_butchers_refugee_leaves_the_game_and_the_humanitarians_go_to_the_other_tribe_000_658() -> None:
    """[000:658] "Cards that are removed from play ... do not count toward final scoring": seat 0
    had 2 refugees to seat 1's 1; the Butcher removes one (L-5), a tie, so nobody gets the
    Humanitarians [003:265]."""
    extra: list[dict[str, Any]] = [{"discard": ["refugee"]}, {"discard": ["refugee"]}, {}]
    game = new_game(
        [["refugee"], [], []], extra=extra, decks=[[], [], []], contested=["grenade"], leaders={0: "leader_butcher"}
    )
    act(game, 0, "lead refugee")
    result = play_out(game)
    assert all("gang_humanitarians" not in s.gangs for s in result.scores)
    assert result.scores[0].people == 1


# ---------------------------------------------------------------------------------------------
# The Yardmaster (Recon 5) and binoculars (Recon 1) with the scout tower (Recon 3)


def test_the_yardmaster_sends_two_down_and_the_tower_sees_the_next_two_003_283_003_212() -> None:
    """[003:283] the Yardmaster peeks the junkyard's top 2 and returns them "to the top or bottom
    of the pile (preserve original card order)"; [003:212] the scout tower then peeks "the first
    two cards" of its piles: after "bottom" it sees junk and rifle, the former 3rd and 4th."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "scout_tower"}]}, {}, {}]
    game = new_game([["junk"], ["brawler"], ["brawler"]], extra=extra, leaders={0: "leader_yardmaster"})
    game.apply(0, "yard")
    game.apply(0, "yard bottom")
    assert zone_kinds(game, "junkyard")[:2] == ["junk", "rifle"]
    assert zone_kinds(game, "junkyard")[-2:] == ["net", "pills"]
    act(game, 0, "tower junk contested+junkyard")
    assert knowledge(game, 0, "scout_tower")["junkyard"] == ("junk", "rifle")
    assert knowledge(game, 0, "scout_tower")["contested"] == ("grenade", "wolf_pack")


def test_binoculars_on_the_tower_see_four_deep_on_both_piles_003_102_x1() -> None:
    """[003:102] binoculars "improve any recon action by an additional two cards"; X-1 on a
    scout tower: +2 depth on each of its two piles, so 4 junkyard and 4 contested cards."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "scout_tower"}]}, {}, {}]
    game = new_game([["junk", "binoculars"], ["brawler"], ["brawler"]], extra=extra)
    act(game, 0, "tower junk binoculars contested+junkyard")
    assert knowledge(game, 0, "scout_tower")["junkyard"] == ("net", "pills", "junk", "rifle")
    assert knowledge(game, 0, "scout_tower")["contested"] == tuple(CONTESTED)
    assert Counter(zone_kinds(game, "0:discard")) == {"junk": 1, "binoculars": 1}
    for seat in (1, 2, None):
        no_card_named(game, seat, ["net", "rifle", "wolf_pack", "field_crew"])


def test_a_scouting_refugee_cancels_the_tower_which_is_spent_for_the_round_003_86_x4() -> None:
    """[003:86] a scouting refugee may cancel a recon action (a scout tower among them); X-4 the
    activation discard stays discarded and the tower is used up for the round; the canceller
    draws 1 [003:86]."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "scout_tower"}]}, {}, {}]
    game = new_game([["junk", "pills"], ["scouting_refugee"], ["brawler"]], extra=extra)
    game.apply(0, "tower junk contested+junkyard")
    respond(game, {1: "cancel scouting_refugee"})
    assert not knowledge(game, 0, "scout_tower")
    assert zone_kinds(game, "0:discard") == ["junk"]
    assert not [t for t in texts(game, 0) if t.startswith("tower")]
    assert zone_kinds(game, "1:discard") == ["scouting_refugee"]
    assert zone_kinds(game, "1:hand") == ["scavenger"]


def test_a_guard_cannot_cancel_a_tower_peek_at_the_shared_piles_x6() -> None:
    """[003:123] the guard cancels an action "which targets your card(s)"; X-6 not a peek at the
    shared piles: seat 1's guard is offered no cancel of seat 0's tower."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "scout_tower"}]}, {}, {}]
    game = new_game([["junk"], ["guard"], ["guard"]], extra=extra)
    game.apply(0, "tower junk contested+junkyard")
    seen = respond(game, {})
    assert all("cancel guard" not in legal for _, legal in seen)
    assert knowledge(game, 0, "scout_tower")["junkyard"] == ("net", "pills")


def test_only_the_yardmaster_sees_his_two_cards_but_all_see_them_go_down_003_101_x34() -> None:
    """[003:101] "Only you may see cards as a result of your recon action"; X-34 which cards were
    seen is private, where they went is public: seats 1, 2 and a spectator are told neither
    card, seat 0 knows both."""
    game = new_game([["brawler"], ["brawler"], ["brawler"]], leaders={0: "leader_yardmaster"})
    game.apply(0, "yard")
    game.apply(0, "yard bottom")
    for seat in (1, 2, None):
        no_card_named(game, seat, ["net", "pills"])
    assert knowledge(game, 0, "yardmaster") == {"junkyard": ("net", "pills")}
    assert [e.text for e in game.log(1) if e.type is EventType.YARD_PEEKED] == ["bottom"]


def test_the_yardmaster_takes_no_binoculars_003_286() -> None:
    """[003:286] the Yardmaster's action "is not modifiable", where binoculars improve "any recon
    action" [003:102]: with binoculars in hand the only peek offered is the plain one."""
    game = new_game([["binoculars"], ["brawler"], ["brawler"]], leaders={0: "leader_yardmaster"})
    assert [t for t in texts(game, 0) if t.startswith("yard")] == ["yard"]
    game.apply(0, "yard")
    assert texts(game, 0) == ["yard top", "yard bottom"]
    assert knowledge(game, 0, "yardmaster") == {"junkyard": ("net", "pills")}
    assert zone_kinds(game, "0:hand") == ["binoculars"]


def test_two_players_the_tower_may_not_peek_contested_but_the_yardmaster_peeks_x9() -> None:
    """[000:114] with 2 players "Eliminate all contested resources peeking" (X-9): the tower's
    choices leave out the contested pile; the Yardmaster (junkyard only) still peeks."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "scout_tower"}]}, {}]
    game = new_game([["junk"], ["brawler"]], extra=extra, leaders={0: "leader_yardmaster"})
    towers = [t for t in texts(game, 0) if t.startswith("tower")]
    assert towers
    assert all("contested" not in t for t in towers)
    assert "yard" in texts(game, 0)


# ---------------------------------------------------------------------------------------------
# The demolition team (Recon 4) on a building under construction, older (2012) rules [001]


def test_2012_a_demolition_team_resets_a_bunker_timer_from_its_owners_deck_and_draws_two_003_237_h9() -> None:
    """[003:237] the demolition team resets "the build timer on one under-construction building.
    Afterwards, draw two cards"; H-9 the owner tops the timer up from her own deck to the full
    build time (bunker 5 [001:24], timer 1 → 5, 4 of seat 1's scavengers); 2012 rules."""
    extra: list[dict[str, Any]] = [
        {"deck": ["pills", "net", "junk"]},
        {"buildings": [{"building": "bunker", "timer": ["junk"]}]},
        {},
    ]
    game = new_game([["demolition_team"], ["brawler"], ["brawler"]], extra=extra, rules="2012")
    act(game, 0, "demolish 1:bunker")
    assert building(game, 1, "bunker").timer == 5
    assert zone_counter(game, "1:deck") == {"scavenger": 1}
    assert zone_counter(game, "0:hand") == {"pills": 1, "net": 1}
    assert zone_kinds(game, "0:discard") == ["demolition_team"]


def test_2012_the_owner_sees_the_reset_timer_cards_and_nobody_else_does_ed11_003_237() -> None:
    """ED-11 with the older rules (P-4, the 2012 option) a builder may look at her own timer cards
    ([001:574-576] places them only "face down"); [003:237] the demolition resets the timer: seat
    1's view lists the junk and the 4 pills now on it; seat 0 (who demolished), seat 2 and a
    spectator are told none of the pills; with the 2015 rules not even seat 1 is."""
    for rules, owner in (("2012", ("junk", "pills", "pills", "pills", "pills")), ("2015", None)):
        extra: list[dict[str, Any]] = [
            {},
            {"deck": ["pills"] * 5, "buildings": [{"building": "bunker", "timer": ["junk"]}]},
            {},
        ]
        game = new_game([["demolition_team"], ["brawler"], ["brawler"]], extra=extra, rules=rules)
        act(game, 0, "demolish 1:bunker")
        assert building(game, 1, "bunker").timer == 5
        assert game.view(1).timers == ((owner,) if owner else ())
        for seat in (0, 2, None):
            no_card_named(game, seat, ["pills"])
            assert game.view(seat).timers == ()
        if owner is None:
            no_card_named(game, 1, ["pills"])


def test_2012_workers_go_to_one_building_a_round_after_a_demolition_001_583_ed7() -> None:
    """[001:583] the older book accelerates construction "on one building" (ED-7, the 2012
    option): after seat 0 resets seat 1's bunker [003:237], seat 1 works once on her armory and is
    offered no second work on the bunker; by the 2015 rules [000:596] ("one or more buildings")
    she is."""
    for rules, again in (("2012", False), ("2015", True)):
        extra: list[dict[str, Any]] = [
            {},
            {
                "buildings": [
                    {"building": "bunker", "timer": ["junk"]},
                    {"building": "armory", "timer": ["junk", "junk"]},
                ]
            },
            {},
        ]
        game = new_game([["demolition_team"], ["refugee", "brawler"], ["brawler"]], extra=extra, rules=rules)
        act(game, 0, "demolish 1:bunker")
        to_turn(game, 1)
        act(game, 1, "work armory refugee")
        assert building(game, 1, "armory").timer == 1
        assert ("work bunker brawler" in texts(game, 1)) is again


def test_2012_the_reset_timer_cards_still_count_for_the_tribe_at_the_end_f1() -> None:
    """F-1 timer cards are the owner's "in any zone": after the demolition, seat 1's 4 brawlers
    moved from deck to timer still score (4 + the timer's junk 0 + her hand's brawler 1)."""
    extra: list[dict[str, Any]] = [
        {"deck": ["junk", "junk"]},
        {"deck": ["brawler"] * 4, "buildings": [{"building": "bunker", "timer": ["junk"]}]},
        {"deck": []},
    ]
    game = new_game([["demolition_team"], ["brawler"], []], extra=extra, rules="2012", contested=["grenade"])
    act(game, 0, "demolish 1:bunker")
    assert building(game, 1, "bunker").timer == 5
    result = play_out(game)
    assert result.scores[1].people == 5


def test_2012_a_demolition_team_cannot_reset_a_disabled_building_003_237_000_685() -> None:
    """[003:237] the target is "one under-construction building"; a disabled building is a
    completed one [000:685] (H-11): no demolish of it is offered; the timer of another is."""
    extra: list[dict[str, Any]] = [
        {},
        {"buildings": [{"building": "bunker", "disabled": True}, {"building": "armory", "timer": ["junk"]}]},
        {},
    ]
    game = new_game([["demolition_team"], ["brawler"], ["brawler"]], extra=extra, rules="2012")
    demolish = [t for t in texts(game, 0) if t.startswith("demolish")]
    assert "demolish 1:armory" in demolish
    assert "demolish 1:bunker" not in demolish


def test_2012_a_guard_cancels_the_demolition_and_the_team_still_draws_two_x28_003_123() -> None:
    """[003:123] the guard cancels "attacks against your buildings" (X-6 a Demolition reset);
    X-28 the cancelled team still draws 2; under 2012 rules too."""
    extra: list[dict[str, Any]] = [
        {"deck": ["pills", "net", "junk"]},
        {"buildings": [{"building": "armory", "timer": ["junk"]}]},
        {},
    ]
    game = new_game([["demolition_team"], ["guard"], ["brawler"]], extra=extra, rules="2012")
    game.apply(0, "demolish 1:armory")
    seen = respond(game, {1: "cancel guard"})
    assert any("cancel guard" in legal for seat, legal in seen if seat == 1)
    assert building(game, 1, "armory").timer == 1
    assert zone_counter(game, "0:hand") == {"pills": 1, "net": 1}


def test_2012_a_bunker_retrieve_on_anothers_turn_is_the_rounds_retrieve_ed15_000_631() -> None:
    """[000:631] a sniper team may be retrieved from a bunker on another player's turn; with the
    older rules store and retrieve are each an action once a round [001:189] (ED-15, the 2012
    option): seat 1 retrieves her sniper in seat 0's dig window and is offered no retrieve of
    her brawler on her own turn; with the 2015 rules ([000:733], unlimited) she is."""
    for rules, again in (("2012", False), ("2015", True)):
        extra: list[dict[str, Any]] = [
            {},
            {"buildings": [{"building": "bunker", "stored": ["sniper_team", "brawler"]}]},
            {},
        ]
        game = new_game([["brawler", "shovel"], ["junk"], ["brawler"]], extra=extra, rules=rules)
        game.apply(0, "dig brawler+shovel")
        seen = respond(game, {1: "retrieve bunker sniper_team"})
        assert any("retrieve bunker sniper_team" in legal for seat, legal in seen if seat == 1)
        assert Counter(zone_kinds(game, "1:hand")) == {"junk": 1, "sniper_team": 1}
        game.apply(0, "keep none")
        to_turn(game, 1)
        assert ("retrieve bunker brawler" in texts(game, 1)) is again


# ---------------------------------------------------------------------------------------------
# The leader draft [003:298-312] with the Recon leaders


def test_a_drafted_yardmaster_peeks_the_same_turn_003_310() -> None:
    """[003:310] "All leader powers on this card are immediately in effect": seat 0 hunts 2
    food, bribes (2 leaders), keeps the Yardmaster and peeks the junkyard that turn; the other
    is returned to the bottom of the pile [003:308]."""
    game = new_game([["hunter"], ["brawler"], ["brawler"]], variants=("leader_draft",))
    act(game, 0, "hunt hunter")
    act(game, 0, "bribe")
    assert texts(game, 0) == ["keep none", "keep leader_swindler", "keep leader_yardmaster"]
    act(game, 0, "keep leader_yardmaster")
    assert game.view(None).seats[0].leader == "leader_yardmaster"
    assert "yard" in texts(game, 0)
    game.apply(0, "yard")
    game.apply(0, "yard top")
    assert zone_kinds(game, "junkyard")[:2] == ["net", "pills"]


def test_a_gangster_drafted_in_gathering_arms_his_refugee_in_that_skirmish_003_310_l8() -> None:
    """[003:310] a drafted leader's powers "are immediately in effect": seat 0 bribes the
    Gangster, commits a refugee with a spear (fight 0 + 2, 2 people) and wins the tie on fight 2
    against two brawlers on people (L-8)."""
    game = new_game(
        [["hunter", "refugee", "spear"], ["brawler"], ["brawler"]],
        variants=("leader_draft",),
        pile=["leader_gangster", "leader_mentor"],
    )
    act(game, 0, "hunt hunter")
    act(game, 0, "bribe")
    act(game, 0, "keep leader_gangster")
    end_gathering(game, {0: "commit refugee spear", 1: "commit brawler", 2: "commit brawler"})
    skirmish_turns(game)
    assert seat_totals(game) == {0: (True, 2, 2), 1: (True, 2, 1), 2: (True, 2, 1)}
    assert skirmish_winner(game) == 0


def test_a_yardmaster_drafted_after_the_butchers_use_waits_for_next_round_l16() -> None:
    """L-16 "one use of a once-per-round leader ability per round, whatever swaps happen"; the
    Yardmaster is once per round (ED-20): seat 0's Butcher gives 1 food (L-5), she bribes the
    Yardmaster and is offered no peek this round."""
    game = new_game(
        [["brawler", "scout"], ["brawler"], ["brawler"]],
        variants=("leader_draft",),
        leaders={0: "leader_butcher"},
        pile=["leader_yardmaster", "leader_mentor"],
    )
    act(game, 0, "lead brawler")
    act(game, 0, "bribe")
    assert texts(game, 0) == ["keep none", "keep leader_yardmaster"]
    act(game, 0, "keep leader_yardmaster")
    assert "yard" not in texts(game, 0)


def test_the_drafts_put_back_are_named_to_nobody_but_the_briber_003_308_003_101() -> None:
    """[003:308] "take one of the leader cards drawn in this manner and return the others to the
    bottom"; the kept leader is "placed face-up" [003:309]: everyone is told the Yardmaster, no one
    but seat 0 the Swindler she put back."""
    game = new_game([["hunter"], ["brawler"], ["brawler"]], variants=("leader_draft",))
    act(game, 0, "hunt hunter")
    act(game, 0, "bribe")
    act(game, 0, "keep leader_yardmaster")
    assert zone_kinds(game, "leaders") == ["leader_gangster", "leader_mentor", "leader_swindler"]
    for seat in (1, 2, None):
        assert game.view(seat).seats[0].leader == "leader_yardmaster"
        no_card_named(game, seat, ["leader_swindler"])


def test_a_bribe_is_the_turns_hire_003_307() -> None:
    """[003:307] "A player may not hire more than once per turn. Thus, if you hire a leader, you
    cannot hire a mercenary that same round": 3 food, a bribe kept or not, no hire after."""
    game = new_game([["hunter", "scavenger"], ["brawler"], ["brawler"]], variants=("leader_draft",))
    act(game, 0, "hunt hunter scavenger")
    assert "hire guard" in texts(game, 0)
    act(game, 0, "bribe")
    act(game, 0, "keep none")
    assert not [t for t in texts(game, 0) if t.startswith(("hire", "bribe"))]
    assert zone_kinds(game, "leaders")[-3:] == LEADER_PILE[:3]


def test_the_swindler_cannot_cut_a_bribe_l14() -> None:
    """L-14 the Swindler "cannot reduce a leader bribe: bribes have no cost, and each food is one
    draw": with 1 food and the Swindler's refugee played, a bribe still draws exactly 1 leader."""
    game = new_game(
        [["scavenger", "refugee", "refugee"], ["brawler"], ["brawler"]],
        variants=("leader_draft",),
        leaders={0: "leader_swindler"},
        pile=["leader_yardmaster", "leader_gangster", "leader_mentor"],
    )
    act(game, 0, "hunt scavenger")
    act(game, 0, "lead refugee")
    assert game.view(0).seats[0].food == 1
    act(game, 0, "bribe")
    assert texts(game, 0) == ["keep none", "keep leader_yardmaster"]


def test_a_drafted_leader_replaces_the_old_one_which_goes_to_the_pile_bottom_003_312_l16() -> None:
    """[003:312] she "may choose to take one and replace her current leader"; L-16 the replaced
    leader goes to the bottom of the leader pile with the rejected drafts."""
    game = new_game([["hunter"], ["brawler"], ["brawler"]], variants=("leader_draft",), leaders={0: "leader_butcher"})
    act(game, 0, "hunt hunter")
    act(game, 0, "bribe")
    act(game, 0, "keep leader_swindler")
    assert game.view(None).seats[0].leader == "leader_swindler"
    assert zone_kinds(game, "leaders")[0] == "leader_gangster"
    assert set(zone_kinds(game, "leaders")[-2:]) == {"leader_yardmaster", "leader_butcher"}


def test_a_scout_tower_may_peek_the_leader_pile_in_the_draft_003_311_x7() -> None:
    """[003:311] "Actions that permit peeking at a pile (binoculars, scout tower, spy, etc.) can
    target the leaders pile as well" (X-7): the tower's choices include the leaders, and it sees
    the top 2."""
    extra: list[dict[str, Any]] = [{"buildings": [{"building": "scout_tower"}]}, {}, {}]
    game = new_game([["junk"], ["brawler"], ["brawler"]], extra=extra, variants=("leader_draft",))
    towers = [t for t in texts(game, 0) if t.startswith("tower junk ") and "leaders" in t]
    assert towers
    act(game, 0, towers[0])
    assert knowledge(game, 0, "scout_tower")["leaders"] == ("leader_yardmaster", "leader_swindler")
    for seat in (1, 2, None):
        no_card_named(game, seat, ["leader_yardmaster", "leader_swindler"])


def test_binoculars_peek_the_leader_pile_in_the_draft_003_100_003_311() -> None:
    """[003:100] binoculars peek "the top card of every pile in play"; [003:311] the leaders
    pile is one: seat 0 learns the Yardmaster is on top, and nobody else [003:101]."""
    game = new_game([["binoculars"], ["brawler"], ["brawler"]], variants=("leader_draft",))
    act(game, 0, "scout binoculars")
    assert knowledge(game, 0, "binoculars")["leaders"] == ("leader_yardmaster",)
    for seat in (1, 2, None):
        no_card_named(game, seat, ["leader_yardmaster"])


# ---------------------------------------------------------------------------------------------
# Randomized contested resources (Recon 4) with the gangs' scoring (HQ 1)


def test_random_contested_resources_are_fourteen_of_the_twenty_eight_v9_003_220() -> None:
    """[003:220] "Shuffle all 28 CRs together into one pile ... Draw the top 14"; V-9 the unused
    14 are out of the game: a 4-player game with every module holds 14 contested cards, at most
    2 of a kind, and no other CR card anywhere."""
    for seed in range(5):
        game = sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=EVERY))
        pile = zone_counter(game, "contested")
        assert sum(pile.values()) == 14
        assert set(pile) <= set(BASE_CONTESTED_KINDS) | set(RECON_CONTESTED_KINDS)
        assert max(pile.values()) <= 2
        unused = zone_counter(game, "box")
        kinds = set(BASE_CONTESTED_KINDS) | set(RECON_CONTESTED_KINDS)
        assert pile + Counter({k: n for k, n in unused.items() if k in kinds}) == Counter(dict.fromkeys(kinds, 2))
        elsewhere = [
            (zone, card.kind)
            for zone, cards in game.zones().items()
            for card in cards
            if card.kind in kinds and zone not in ("contested", "box")
        ]
        assert elsewhere == []


def test_every_module_sets_out_four_gangs_eleven_stacks_and_the_recon_junkyard_x23_x31_x33() -> None:
    """The gangs: Gearheads and Pharmers [000:539], Masons [000:572], Humanitarians [003:263];
    the market: the recommended Recon stacks (spy [003:61]; assassin, provocateur, rogue, guard
    [003:113]; courier, drill sergeant, scrappers, tinker [003:159]) and one more for 10 (X-33),
    plus the scouting refugees (X-23, X-30); the 4 binoculars and 4 maps (X-31); the 12 HQ and 6
    Recon buildings (X-32); two leaders dealt to each player [000:650]."""
    recommended = {
        "spy",
        "assassin",
        "provocateur",
        "rogue",
        "guard",
        "courier",
        "drill_sergeant",
        "scrappers",
        "tinker",
    }
    for players in (3, 5):
        game = sc.Game.new(sc.GameConfig(players=players, seed=1, modules=EVERY))
        zones = game.zones()
        assert Counter(zone_kinds(game, "gangs")) == Counter(
            ["gang_gearheads", "gang_pharmers", "gang_masons", "gang_humanitarians"]
        )
        stacks = {name.split(":", 1)[1] for name in zones if name.startswith("market:")}
        assert recommended <= stacks
        assert "scouting_refugee" in stacks
        assert len(stacks) == 11
        assert len(zones["market:scouting_refugee"]) == 20
        junkyard = zone_counter(game, "junkyard")
        assert (junkyard["binoculars"], junkyard["map"]) == (4, 4)
        assert len(zones["schematics"]) == 18
        assert all(len(zones[f"{seat}:dealt"]) == 2 for seat in range(players))


def test_the_gearheads_count_a_cargo_sled_not_tear_gas_003_224_f5() -> None:
    """[000:561] the Gearheads count "cards with a tool icon"; F-5 the cargo sled is a tool
    [003:224], tear gas an instant [003:239]: seat 0's cargo sled beats seat 1's tear gas and
    binoculars."""
    extra: list[dict[str, Any]] = [
        {"discard": ["cargo_sled"]},
        {"discard": ["tear_gas", "binoculars"]},
        {},
    ]
    result = final(extra)
    assert result.scores[0].gangs == ("gang_gearheads",)
    assert result.scores[1].gangs == ()


def test_a_gearheads_tie_breaks_on_the_cargo_sled_a_contested_tool_000_561() -> None:
    """[000:561] "Ties are broken by counting the total number of tools that are contested
    resources": a cargo sled (a Recon CR) against a rifle, 1 tool each, goes to the sled."""
    extra: list[dict[str, Any]] = [{"discard": ["rifle"]}, {"discard": ["cargo_sled"]}, {}]
    result = final(extra)
    assert result.scores[1].gangs == ("gang_gearheads",)
    assert result.scores[0].gangs == ()


def test_combat_medics_are_no_medicine_for_the_pharmers_ed8() -> None:
    """[000:563] the Pharmers add "the total 'meds' VALUE of all medicine cards"; ED-8 combat
    medics are tribe members (2 meds in a hire only): seat 1's pills win over seat 0's medics."""
    extra: list[dict[str, Any]] = [{"discard": ["combat_medics"]}, {"discard": ["pills"]}, {}]
    result = final(extra)
    assert result.scores[1].gangs == ("gang_pharmers",)
    assert result.scores[0].people == 4


def test_tear_gas_is_a_contested_card_for_the_tie_break_though_no_person_f3_000_170() -> None:
    """[000:170] a tribe-size tie goes to the most contested resource cards; F-3 "any owned card
    that carries the CR supply icon": seat 0's combat medics (4 people) and tear gas (0) tie seat
    1's 4 brawlers on people and win on 2 contested cards to 0."""
    extra: list[dict[str, Any]] = [{"discard": ["combat_medics", "tear_gas"]}, {"discard": ["brawler"] * 4}, {}]
    result = final(extra)
    assert result.scores[0].people == result.scores[1].people == 4
    assert result.scores[0].contested == 2
    assert result.winners == (0,)


def test_tribal_hunters_win_a_tribe_tie_as_a_contested_card_000_170_f3() -> None:
    """[000:170] a tribe-size tie is won by "the most contested resource cards" (F-3 any card
    with the CR icon, Recon's included): seat 0's tribal hunters (4 people, 1 CR) tie seat 1's 4
    brawlers; seat 0 wins."""
    extra: list[dict[str, Any]] = [{"discard": ["tribal_hunters_4"]}, {"discard": ["brawler"] * 4}, {}]
    result = final(extra)
    assert result.scores[0].people == result.scores[1].people == 4
    assert result.winners == (0,)


def test_a_random_every_module_game_ends_after_sixteen_rounds_ed2_v9() -> None:
    """ED-2 / V-9: with the 14 randomized CRs the game lasts 2 + 14 = 16 rounds, and every card
    stays in one zone; 4 players, every module, played out with passes."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=3, modules=EVERY))
    assert len(game.zones()["contested"]) == 14
    play_to_the_end(game, random.Random(3))
    assert game.over
    assert game.round == 16
    assert game.result is not None
    assert len(game.result.scores) == 4
