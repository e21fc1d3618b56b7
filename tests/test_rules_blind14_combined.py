"""Blind rules audit (14): the HQ modules 1-4 and the Recon modules 1-5 played together.

Written from the rulebooks ([000] the 2015 base/HQ rules, [001] the older edition, [003] Recon)
and the project's rulings (RULINGS.md IDs) alone, without reading the engine's rule code: what
happens when the modules' cards meet (leaders with Recon mercenaries, buildings with Dirty Deeds,
the market and piles with every module, the end of the game with every card that scores).
Citations: [file:line] of shared/rules/*.txt, or a ruling ID of RULINGS.md.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    BASE_CONTESTED_KINDS,
    RECON_CONTESTED_KINDS,
    end_gathering,
    finish_round,
    knowledge,
    now,
    pass_windows,
    refused,
    skirmish_turns,
    texts,
    to_turn,
    total_of,
    zone_counter,
    zone_kinds,
)
from scavengers.engine.core.events import EventType

RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})
ALL = sc.hq_modules(4) | RECON
"""Every module of both expansions."""
RECON_RECOMMENDED = {
    "spy",  # [003:61]
    "assassin",  # [003:113]
    "provocateur",
    "rogue",
    "guard",
    "courier",  # [003:159]
    "drill_sergeant",
    "scrappers",
    "tinker",
}
LEADERS = (
    "leader_mentor",
    "leader_ranger",
    "leader_peacemaker",
    "leader_organizer",
    "leader_butcher",
    "leader_excavator",
)


def game(
    players: list[dict[str, Any]],
    *,
    modules: frozenset[str] = ALL,
    rules: str = "2015",
    variants: frozenset[str] = frozenset(),
    **scenario: Any,
) -> sc.Game:
    """A stacked table with every module unless told, round 3, seat 0 the initiator; each seat
    not given a leader gets one of ``LEADERS`` (so nobody is dealt leaders to choose from)."""
    scenario.setdefault("round", 3)
    scenario.setdefault("contested", ["grenade", "wolf_pack", "sled_team"])
    seats = []
    taken = {p.get("leader") for p in players}
    for seat, given in enumerate(players):
        player = {"hand": [], **given}
        if "hq3" in modules and "leader" not in player:
            player["leader"] = [kind for kind in LEADERS if kind not in taken][seat]
        seats.append(player)
    config = sc.GameConfig(
        players=len(players),
        seed=0,
        modules=modules,
        rules=rules,
        variants=variants,
        scenario={"players": seats, **scenario},
    )
    return sc.Game.new(config)


def fresh(players: int, seed: int = 0, modules: frozenset[str] = ALL, **kw: Any) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules, **kw))


def totals(game_: sc.Game) -> dict[int, tuple[int, ...]]:
    """Each seat's (has_fight, fight, people) as the last skirmish judged it (public log)."""
    events = [e for e in game_.log(None) if e.type is EventType.SKIRMISH_TOTALS]
    assert events, "no skirmish was resolved"
    last = events[-1].round
    return {e.seat: tuple(e.values) for e in events if e.round == last and e.seat is not None}


def winner(game_: sc.Game) -> int | None:
    for event in reversed(game_.log(None)):
        if event.type is EventType.SKIRMISH_WON:
            return event.seat
        if event.type is EventType.DEADLOCK:
            return None
    raise AssertionError("no skirmish was resolved")


def owned(game_: sc.Game, seat: int) -> Counter[str]:
    return Counter(c.kind for name, cards in game_.zones().items() if name.startswith(f"{seat}:") for c in cards)


# ---------------------------------------------------------------------------------------------
# Setup with every module [003:43-51, 61, 113, 159, 214-222, 257-267], X-23, X-30..X-33, R-0
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), [(3, 0), (4, 1), (5, 2)])
def test_x33_x23_market_ten_stacks_recommended_first_plus_one_scouting_refugee_stack(players: int, seed: int) -> None:
    """X-33: the recommended stacks of the enabled Recon modules first ([003:61] spy; [003:113]
    assassin, provocateur, rogue, guard; [003:159] courier, drill sergeant, scrappers, tinker),
    10 stacks in all; X-23/X-30: the scouting refugees are one extra stack, even with modules 1
    and 5 together, and no stack of standard refugees is put out."""
    market = dict(fresh(players, seed).view(0).market)
    assert market.pop("scouting_refugee") == 20
    assert len(market) == 10
    assert set(market) >= RECON_RECOMMENDED
    assert "refugee" not in market


@pytest.mark.parametrize("players", [3, 4, 5])
def test_x31_r0_junkyard_with_every_module(players: int) -> None:
    """R-0: the starting spears and shovels come from the junkyard's 6 (6 - n left); [000:548]
    HQ module 1 adds 4 rifles and 4 toolkits; X-31: Recon module 1 adds all 4 binoculars
    [003:61] and module 5 all 4 maps; nothing else changes."""
    junkyard = zone_counter(fresh(players), "junkyard")
    left = 6 - players
    assert junkyard == Counter(
        {
            "junk": 7,
            "multitool": 4,
            "net": 4,
            "pickaxe": 4,
            "medkit": 6,
            "pills": 9,
            "rifle": 4,
            "toolkit": 4,
            "binoculars": 4,
            "map": 4,
            "spear": left,
            "shovel": left,
        }
    )


def test_recon3_starting_decks_hold_hardy_scavengers_003_159() -> None:
    """[003:159] Module 3: "substitute hardy scavengers in place of the standard scavengers during
    player setup": 4 refugees, 3 hardy scavengers, a brawler, a spear and a shovel ([000:97])."""
    g = fresh(5, 4)
    for seat in range(5):
        assert zone_counter(g, f"{seat}:deck") + zone_counter(g, f"{seat}:hand") == Counter(
            {"refugee": 4, "hardy_scavenger": 3, "brawler": 1, "spear": 1, "shovel": 1}
        )


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_v9_random_contested_fourteen_of_the_twenty_eight(seed: int) -> None:
    """[003:220] V-9: shuffle the 28 CRs and use the top 14; no kind more than its 2 copies;
    the other 14 are out of the game (in no zone a rule can reach)."""
    g = fresh(4, seed)
    contested = zone_counter(g, "contested")
    assert sum(contested.values()) == 14
    assert set(contested) <= set(BASE_CONTESTED_KINDS + RECON_CONTESTED_KINDS)
    assert all(n <= 2 for n in contested.values())
    reachable = Counter(
        c.kind for name, cards in g.zones().items() if name != "box" and not name.startswith("market") for c in cards
    )
    for kind in BASE_CONTESTED_KINDS + RECON_CONTESTED_KINDS:
        assert reachable[kind] == contested[kind]


def test_x32_schematics_pile_holds_hq_and_recon_buildings_with_masons_and_humanitarians() -> None:
    """X-32: with HQ module 2 and Recon module 3 the schematics pile is the 12 HQ buildings plus
    the 6 Recon ones [003:159]; [000:571] the Masons join with module 2, [003:261] the
    Humanitarians with Recon module 5: four gangs wait beside the stacks."""
    g = fresh(3)
    assert zone_counter(g, "schematics") == Counter(
        dict.fromkeys(("bunker", "armory", "pharmacy", "hydroponic_gardens", "portable_decoys", "scout_tower"), 3)
    )
    assert set(g.view(0).gangs) == {"gang_gearheads", "gang_pharmers", "gang_masons", "gang_humanitarians"}


def test_hq3_five_players_are_each_dealt_two_different_leaders_of_twelve_000_650() -> None:
    """[000:650] each player is dealt two leaders and keeps one; with Recon module 5 the Swindler
    and the Yardmaster join the 10 HQ leaders (12 in all, L-14, L-15): 5 players hold 10
    different ones, only their own two shown to each."""
    g = fresh(5, 6)
    dealt = [zone_kinds(g, f"{seat}:dealt") for seat in range(5)]
    flat = [kind for pair in dealt for kind in pair]
    assert all(len(pair) == 2 for pair in dealt)
    assert len(set(flat)) == 10
    assert all(kind.startswith("leader_") for kind in flat)
    assert sorted(g.view(0).dealt) == sorted(dealt[0])
    assert not set(g.view(0).dealt) & set(dealt[1])


def test_leader_draft_pile_holds_all_twelve_leaders_with_recon5_003_298() -> None:
    """[003:300] leader drafting: "Shuffle all the leader cards together and create a new
    face-down pile"; with HQ module 3 and Recon module 5 that is 12 leaders, none dealt."""
    g = fresh(4, 0, variants=frozenset({"leader_draft"}))
    assert g.view(0).leader_pile_count == 12
    assert all(zone_kinds(g, f"{seat}:dealt") == [] for seat in range(4))


@pytest.mark.parametrize(("rules", "after_round_1"), [("2015", 0), ("2012", 1)])
def test_ed1_five_player_initiator_with_every_module(rules: str, after_round_1: int) -> None:
    """ED-1: with the 2015 rules the first player keeps the initiator card for rounds 1-3
    [000:146]; the 2012 edition passes it every round (docs/variants.md) - modules change
    neither."""
    g = game([{"hand": ["junk"]} for _ in range(5)], round=1, rules=rules)
    finish_round(g)
    assert g.round == 2
    assert g.view(0).initiator == after_round_1


# ---------------------------------------------------------------------------------------------
# Skirmish: leaders and buildings meet Recon's deception cards (S-2..S-11, L-8, L-17, H-11)
# ---------------------------------------------------------------------------------------------


def test_s8_l8_provocateur_force_size_ignores_the_gangster_but_tie_break_keeps_it() -> None:
    """[003:132] "The Gangster leader ability does not count toward the provocateur ability"
    (S-8); L-8 refugees still count 2 people each for the tie-break. Seat 0: provocateur and
    two refugees = size 3 (not 5). Seat 1: scout + shovel = fight 3, 1 person. Tied on 3, seat 0
    wins on people (1 + 2 + 2 = 5)."""
    g = game(
        [
            {"hand": ["provocateur", "refugee", "refugee"], "leader": "leader_gangster"},
            {"hand": ["scout", "shovel"]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit provocateur refugee refugee", 1: "commit scout shovel"})
    skirmish_turns(g, {0: ["provoke provocateur"]})
    assert totals(g)[0] == (True, 3, 5)
    assert totals(g)[1][:2] == (True, 3)
    assert winner(g) == 0


def test_s8_s11_provocateur_counts_the_portable_decoys_bonus() -> None:
    """[003:131] the provocateur counts "leader and building abilities that increase the size of
    your force"; S-11 Portable Decoys add floor(cards / 2): provocateur, 2 refugees and pills =
    3 people + 2 = fight 5, beating a thugs (fight 3)."""
    g = game(
        [
            {"hand": ["thugs"]},
            {
                "hand": ["provocateur", "refugee", "refugee", "pills"],
                "buildings": [{"building": "portable_decoys"}],
            },
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit thugs", 1: "commit pills provocateur refugee refugee"})
    skirmish_turns(g, {1: ["provoke provocateur"]})
    assert totals(g)[1] == (True, 5, 5)
    assert winner(g) == 1


def test_h11_saboteur_disables_portable_decoys_in_the_skirmish() -> None:
    """H-11: a saboteur may attack a completed building on her skirmish turn, "in the skirmish
    this lets her switch off an opponent's Portable Decoys" (S-11: only an enabled building
    counts). Seat 1: brawler + refugee + 2 pills = fight 2, people 2 + 2; seat 0 (initiator):
    saboteur + brawler = fight 2, people 2 (the saboteur that acted still counts, S-4). With the
    decoys off, 2 v 2 people: a deadlock."""
    g = game(
        [
            {"hand": ["saboteur", "brawler"]},
            {"hand": ["brawler", "refugee", "pills", "pills"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit brawler saboteur", 1: "commit brawler pills pills refugee"})
    assert "disable 1:portable_decoys" in texts(g, 0)
    skirmish_turns(g, {0: ["disable 1:portable_decoys"]})
    assert totals(g)[1] == (True, 2, 2)
    assert totals(g)[0] == (True, 2, 2)
    assert winner(g) is None
    assert g.view(0).seats[1].buildings[0].disabled


def test_s10_tear_gas_has_no_effect_on_a_provocateur_player() -> None:
    """[003:247] S-10: "Tear gas is not effective against a provocateur (cumulative tribe member
    count is used)". Seat 0 provokes with provocateur + field crew (size 1 + 4 = 5) and seat 1
    gasses the field crew: seat 0 still fights 5 and beats seat 1's brawler (2)."""
    g = game(
        [
            {"hand": ["provocateur", "field_crew"]},
            {"hand": ["tear_gas", "brawler"]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit field_crew provocateur", 1: "commit brawler tear_gas"})
    skirmish_turns(g, {0: ["provoke provocateur"], 1: ["gas 0:field_crew"]})
    assert totals(g)[0][:2] == (True, 5)
    assert winner(g) == 0


def test_s2_rogue_outranks_the_gangster_people_tie_break() -> None:
    """[003:141-143] S-2 step 3: on a tie for highest fight the first rogue in turn order wins,
    "a higher order of precedence than the number of tribe members" - even against the
    Gangster's doubled refugees (L-8). Seats 0 and 1 tie on fight 2; seat 2's rogue (fight 1,
    not in the tie) takes the contested resource."""
    g = game(
        [
            {"hand": ["brawler", "refugee", "refugee"], "leader": "leader_gangster"},
            {"hand": ["brawler"]},
            {"hand": ["rogue"]},
        ]
    )
    end_gathering(g, {0: "commit brawler refugee refugee", 1: "commit brawler", 2: "commit rogue"})
    skirmish_turns(g)
    assert totals(g)[0] == (True, 2, 5)
    assert winner(g) == 2
    assert owned(g, 2)["grenade"] == 1


def test_s5_gangster_people_against_portable_decoys_people() -> None:
    """S-5: people for the tie-break are the force's printed people + 1 per refugee under the
    Gangster + the Portable Decoys bonus. Seat 0 (Gangster): brawler + refugee = 1 + 2 = 3;
    seat 1 (decoys): brawler, refugee, junk, junk: 2 + floor(4 / 2) = 4.
    Both fight 2: seat 1 wins on people."""
    g = game(
        [
            {"hand": ["brawler", "refugee"], "leader": "leader_gangster"},
            {"hand": ["brawler", "refugee", "junk", "junk"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit brawler refugee", 1: "commit brawler junk junk refugee"})
    skirmish_turns(g)
    assert totals(g)[0] == (True, 2, 3)
    assert totals(g)[1] == (True, 2, 4)
    assert winner(g) == 1


def test_l17_l13_gangster_wounded_in_the_skirmish_loses_the_people_bonus() -> None:
    """L-13: with Dirty Deeds a sniper team may snipe a leader on its owner's skirmish turn;
    L-17: "a Gangster wounded at any point in the skirmish gives no refugee bonus that round".
    Seat 0 (Gangster): brawler + 2 refugees = fight 2 (refugees fight 0), people 5 -> 3.
    Seat 1: brawler + sniper team = fight 2, people 3. A deadlock."""
    g = game(
        [
            {"hand": ["brawler", "refugee", "refugee"], "leader": "leader_gangster"},
            {"hand": ["brawler", "sniper_team"]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit brawler refugee refugee", 1: "commit brawler sniper_team"})
    skirmish_turns(g, {1: ["snipe 0:leader_gangster"]})
    assert g.view(2).seats[0].wounded
    assert totals(g)[0] == (True, 2, 3)
    assert totals(g)[1] == (True, 2, 3)
    assert winner(g) is None


def test_x18_combat_medics_save_in_the_skirmish_and_still_fight() -> None:
    """[003:231] X-18: combat medics "can save against a snipe attack AND fight in the same
    round"; I-4 the target's owner is asked first. Seat 0 snipes seat 1's brawler; seat 1 saves
    with her combat medics, which still fight (1): seat 1 = 2 + 1 = 3 v seat 0's brawler 2."""
    g = game(
        [
            {"hand": ["brawler", "sniper_team"]},
            {"hand": ["brawler", "combat_medics"]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit brawler sniper_team", 1: "commit brawler combat_medics"})
    skirmish_turns(g, {0: ["snipe 1:brawler"]}, saves={1: ["save combat_medics"]})
    assert totals(g)[1] == (True, 3, 5)
    assert winner(g) == 1


def test_s12_hardy_scavenger_returns_to_hand_after_a_five_player_deadlock() -> None:
    """[003:180] S-12: hardy scavengers sent by a player who does not win (a deadlock included)
    return to her hand at the end of the round, and she still draws 5 [003:182]."""
    g = game(
        [
            {"hand": ["hardy_scavenger", "brawler"], "deck": ["pills"] * 6},
            {"hand": ["brawler", "hardy_scavenger"], "deck": ["medkit"] * 6},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit brawler hardy_scavenger", 1: "commit brawler hardy_scavenger"})
    skirmish_turns(g)
    assert winner(g) is None
    assert g.round == 4
    for seat in (0, 1):
        assert Counter(g.view(seat).hand) - Counter({"pills": 5, "medkit": 5}) == Counter({"hardy_scavenger": 1})
        assert len(g.view(seat).hand) == 6


# ---------------------------------------------------------------------------------------------
# Leaders and Dirty Deeds against Recon cards (L-11..L-15, X-6, X-10, I-4)
# ---------------------------------------------------------------------------------------------


def test_l13_x10_an_assassin_cannot_snipe_a_leader_a_sniper_team_can() -> None:
    """L-13 / X-10: only a sniper team may wound a leader ([000:691]); an assassin hits only
    single-unit tribe members [003:115-118], and a leader is none."""
    g = game([{"hand": ["assassin", "junk"]}, {"hand": ["junk"]}, {"hand": ["junk"]}])
    assert not [t for t in texts(g, 0) if t.startswith("snipe")]
    assert refused(g, 0, "snipe 1:leader_ranger")
    g2 = game([{"hand": ["sniper_team", "junk"]}, {"hand": ["junk"]}, {"hand": ["junk"]}])
    assert "snipe 1:leader_ranger" in texts(g2, 0)


def test_x6_guard_cancels_a_sniper_team_on_her_leader() -> None:
    """X-6: a guard cancels "a snipe on her leader"; [003:124] the guard is discarded and its
    owner draws a new card; the leader stays unwounded and the sniper team is spent."""
    g = game(
        [
            {"hand": ["sniper_team", "junk"]},
            {"hand": ["guard"], "deck": ["pills"]},
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "snipe 1:leader_ranger")
    assert now(g).seat == 1
    assert "cancel guard" in texts(g, 1)
    g.apply(1, "cancel guard")
    pass_windows(g)
    view = g.view(1)
    assert not view.seats[1].wounded
    assert view.hand == ("pills",)
    assert "guard" in zone_kinds(g, "1:discard")
    assert "sniper_team" in zone_kinds(g, "0:discard")


def test_i4_l12_a_third_players_combat_medics_save_a_leader() -> None:
    """I-4: any player may save, the target's owner first, then clockwise; L-12 "A medic or
    combat medics may save a leader from the snipe as it happens" [000:547]."""
    g = game(
        [
            {"hand": ["sniper_team", "junk"]},
            {"hand": ["junk"]},
            {"hand": ["combat_medics"]},
        ]
    )
    g.apply(0, "snipe 1:leader_ranger")
    assert now(g).seat == 1
    g.apply(1, "pass")
    assert now(g).seat == 2
    g.apply(2, "save combat_medics")
    pass_windows(g)
    assert not g.view(0).seats[1].wounded
    assert "combat_medics" in zone_kinds(g, "2:discard")


def test_l11_sergeant_at_arms_protects_tools_not_buildings() -> None:
    """L-11: the Sergeant at Arms' tools cannot be disarmed, in the skirmish too; "It gives no
    protection against building attacks" (H-11). Seat 0's saboteur may disarm seat 2's spear and
    disable seat 1's armory, never seat 1's spear."""
    g = game(
        [
            {"hand": ["saboteur", "brawler"]},
            {"hand": ["brawler", "spear"], "leader": "leader_sergeant_at_arms", "buildings": [{"building": "armory"}]},
            {"hand": ["brawler", "spear"]},
        ]
    )
    end_gathering(g, {0: "commit brawler saboteur", 1: "commit brawler spear", 2: "commit brawler spear"})
    legal = texts(g, 0)
    assert "disarm 2:spear" in legal
    assert "disarm 1:spear" not in legal
    assert "disable 1:armory" in legal
    assert refused(g, 0, "disarm 1:spear")


def test_l12_x18_heal_with_combat_medics_spends_the_card_excess_lost() -> None:
    """L-12: a wounded leader is healed on the owner's own turn by 1 med from pills, medkit,
    medic or combat medics; the card is discarded, excess meds lost; while wounded her leader
    gives nothing (the Cannibal's once-a-round removal is not offered)."""
    g = game(
        [
            {"hand": ["sniper_team", "junk"]},
            {"hand": ["combat_medics", "refugee", "brawler"], "leader": "leader_cannibal"},
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "snipe 1:leader_cannibal")
    pass_windows(g)
    to_turn(g, 1)
    legal = texts(g, 1)
    assert not [t for t in legal if t.startswith("lead")]
    assert "heal combat_medics" in legal
    g.apply(1, "heal combat_medics")
    pass_windows(g)
    assert not g.view(1).seats[1].wounded
    assert "combat_medics" in zone_kinds(g, "1:discard")
    assert [t for t in texts(g, 1) if t.startswith("lead")]


def test_l15_a_wounded_yardmaster_cannot_peek() -> None:
    """L-15: the Yardmaster peeks "at any time", but "Not while wounded: a wounded leader has no
    abilities" (L-12)."""
    g = game(
        [
            {"hand": ["sniper_team", "junk"]},
            {"hand": ["junk", "junk"], "leader": "leader_yardmaster"},
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "snipe 1:leader_yardmaster")
    assert "yard" in texts(g, 1)
    pass_windows(g)
    assert g.view(1).seats[1].wounded
    to_turn(g, 1)
    assert not [t for t in texts(g, 1) if t.startswith("yard")]


def test_l1_l14_swindler_discards_a_scouting_refugee_for_one_food() -> None:
    """L-1: scouting refugees qualify where a leader needs a refugee [003:81]; L-14 the Swindler
    discards 1 refugee to cut a hire by 1 food. A hunt of 1 (scavenger) + the Swindler hires a
    guard (2 food) [cards.tsv]."""
    g = game(
        [
            {"hand": ["scavenger", "scouting_refugee"], "leader": "leader_swindler"},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "hunt scavenger")
    pass_windows(g)
    assert "hire guard" not in texts(g, 0)
    g.apply(0, "lead scouting_refugee")
    pass_windows(g)
    assert "hire guard" in texts(g, 0)
    g.apply(0, "hire guard")
    pass_windows(g)
    assert "scouting_refugee" in zone_kinds(g, "0:discard")
    assert "guard" in zone_kinds(g, "0:discard")


def test_l10_ranger_scouting_refugees_and_families_hunt_tribal_hunters_unchanged() -> None:
    """L-10: under the Ranger refugees (scouting refugees too, L-1) and tribe families have base
    hunt 1; "Tribal Hunters are not tribe families" (X-20: printed hunt 1)."""
    g = game(
        [
            {"hand": ["scouting_refugee", "tribe_family_3", "tribal_hunters_2"], "leader": "leader_ranger"},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ]
    )
    assert total_of(g, 0, "hunt scouting_refugee") == 1
    assert total_of(g, 0, "hunt tribe_family_3") == 1
    assert total_of(g, 0, "hunt tribal_hunters_2") == 1


def test_l9_ed9_excavator_refugee_with_a_tinker_digs_the_schematics() -> None:
    """ED-9 / X-16: a schematics dig needs an engineer or a tinker paired with a base-dig card;
    L-9 under the Excavator a refugee has base dig 1, so refugee + tinker may build (dig 2),
    and a shovel held by that refugee adds 1, not 2."""
    g = game(
        [
            {"hand": ["refugee", "tinker", "shovel"], "leader": "leader_excavator"},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ],
        schematics=["bunker", "armory", "pharmacy", "scout_tower"],
    )
    assert total_of(g, 0, "build refugee+tinker") == 2
    assert total_of(g, 0, "build refugee+shovel+tinker") == 3
    g.apply(0, "build refugee+shovel+tinker")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["armory", "bunker", "pharmacy"]


def test_l9_x17_excavator_cargo_sled_adds_one_dig_and_still_keeps_an_extra_tool() -> None:
    """L-9: an Excavator refugee with any dig tool (the cargo sled included) gets +1 dig; X-17
    the cargo sled still lets that junkyard dig keep one extra tool or medicine."""
    g = game(
        [
            {"hand": ["refugee", "cargo_sled"], "leader": "leader_excavator"},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ],
        junkyard=["rifle", "pills", "junk", "net"],
    )
    assert total_of(g, 0, "dig refugee+cargo_sled") == 2
    g.apply(0, "dig refugee+cargo_sled")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["pills", "rifle"]
    assert "keep pills rifle" in texts(g, 0)
    assert "keep junk rifle" not in texts(g, 0)
    g.apply(0, "keep pills rifle")
    owned_now = owned(g, 0)
    assert owned_now["rifle"] == 1
    assert owned_now["pills"] == 1


def test_l6_h8_cannibal_food_does_not_join_garden_food() -> None:
    """L-6: a hire paid with Cannibal food (3) "may add meds ... but no hunting or garden food";
    H-8 garden food "combines with hunting and Butcher food, but not with Cannibal food".
    Scrappers cost 4 in any mix (R-13): Cannibal 3 + garden 1 is not enough, Cannibal 3 + pills
    is; the removed brawler is out of play (L-5/[000:656])."""
    g = game(
        [
            {
                "hand": ["brawler", "pills"],
                "leader": "leader_cannibal",
                "buildings": [{"building": "hydroponic_gardens"}],
            },
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ],
    )
    assert "lead brawler" in texts(g, 0)
    g.apply(0, "lead brawler")
    pass_windows(g)
    legal = texts(g, 0)
    assert "hire scrappers" not in legal
    assert "hire scrappers pay pills" in legal
    assert "hire tinker" in legal  # tinker: 3 food [cards.tsv]
    assert owned(g, 0)["brawler"] == 1
    assert zone_kinds(g, "0:removed") == ["brawler"]
    assert g.view(1).seats[0].removed == 1


# ---------------------------------------------------------------------------------------------
# Buildings, Dirty Deeds and Recon actions (H-9, H-11, X-1, X-2, X-4, X-6, X-7, X-19, X-28)
# ---------------------------------------------------------------------------------------------


def test_h9_demolition_team_resets_an_opponents_timer_from_her_deck() -> None:
    """H-9: the demolition team targets any player's under-construction building; its owner
    tops the timer back up to the full build time (armory 3) from her own deck; the
    demolition player then draws 2 [003:236]."""
    g = game(
        [
            {"hand": ["demolition_team", "junk"], "deck": ["pills", "net", "junk"]},
            {
                "hand": ["junk"],
                "deck": ["brawler", "spear", "medkit"],
                "buildings": [{"building": "armory", "timer": ["refugee"]}],
            },
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "demolish 1:armory")
    pass_windows(g)
    assert g.view(0).seats[1].buildings[0].timer == 3
    assert zone_counter(g, "1:deck") == Counter({"medkit": 1})
    assert Counter(g.view(0).hand) == Counter({"junk": 1, "pills": 1, "net": 1})


def test_x28_guard_cancels_a_demolition_team_which_still_draws_two() -> None:
    """X-6: a guard cancels "a Demolition reset of her building"; X-28: the cancelled team is
    discarded, its owner still draws 2, and the timer is not reset."""
    g = game(
        [
            {"hand": ["demolition_team"], "deck": ["pills", "net", "junk"]},
            {
                "hand": ["guard"],
                "deck": ["brawler", "spear"],
                "buildings": [{"building": "armory", "timer": ["refugee"]}],
            },
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "demolish 1:armory")
    assert "cancel guard" in texts(g, 1)
    g.apply(1, "cancel guard")
    pass_windows(g)
    assert g.view(0).seats[1].buildings[0].timer == 1
    assert Counter(g.view(0).hand) == Counter({"pills": 1, "net": 1})
    assert g.view(1).hand == ("brawler",)
    assert "demolition_team" in zone_kinds(g, "0:discard")


def test_h11_x7_a_disabled_scout_tower_cannot_be_activated_until_repaired() -> None:
    """H-11: "If a building is disabled, its abilities cannot be used" [000:685]; X-7 a scout
    tower must be "complete and enabled". Repairing it (a tribe member from hand, discarded)
    brings the tower back the same turn."""
    g = game(
        [
            {"hand": ["refugee", "junk", "brawler"], "buildings": [{"building": "scout_tower", "disabled": True}]},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ]
    )
    assert not [t for t in texts(g, 0) if t.startswith("tower")]
    assert "repair scout_tower refugee" in texts(g, 0)
    g.apply(0, "repair scout_tower refugee")
    pass_windows(g)
    assert not g.view(0).seats[0].buildings[0].disabled
    assert "tower junk contested+junkyard" in texts(g, 0)


def test_x1_x7_binoculars_deepen_a_scout_tower_look_by_two() -> None:
    """X-7: a scout tower shows the top 2 of 2 piles; X-1 binoculars as a modifier add +2 depth
    on each of its piles [003:102]: the top 4 of the junkyard and of the schematics, seen by the
    tower's owner only."""
    g = game(
        [
            {"hand": ["junk", "binoculars"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ],
        junkyard=["rifle", "pills", "net", "medkit", "junk", "spear"],
        schematics=["bunker", "armory", "pharmacy", "hydroponic_gardens", "portable_decoys"],
    )
    g.apply(0, "tower junk binoculars junkyard+schematics")
    pass_windows(g)
    seen = knowledge(g, 0, "scout_tower")
    assert seen["junkyard"] == ("rifle", "pills", "net", "medkit")
    assert seen["schematics"] == ("bunker", "armory", "pharmacy", "hydroponic_gardens")
    assert knowledge(g, 1, "scout_tower") == {}
    assert zone_kinds(g, "junkyard")[:4] == ["rifle", "pills", "net", "medkit"]


def test_x6_x4_a_guard_cannot_cancel_binoculars_a_scouting_refugee_can() -> None:
    """X-6: the guard's cancel "does not cover binocular or scout-tower peeks at shared piles";
    X-4: any player's scouting refugee may cancel a recon; the binoculars are discarded, the
    scouting refugee too, and its owner draws 1 [003:85]."""
    g = game(
        [
            {"hand": ["binoculars", "junk"]},
            {"hand": ["guard", "scouting_refugee"], "deck": ["pills"]},
            {"hand": ["junk"]},
        ],
        junkyard=["rifle", "pills", "net"],
    )
    g.apply(0, "scout binoculars")
    assert now(g).seat == 1
    legal = texts(g, 1)
    assert "cancel guard" not in legal
    assert "cancel scouting_refugee" in legal
    g.apply(1, "cancel scouting_refugee")
    pass_windows(g)
    assert knowledge(g, 0, "binoculars") == {}
    assert Counter(g.view(1).hand) == Counter({"guard": 1, "pills": 1})
    assert "binoculars" in zone_kinds(g, "0:discard")


def test_x2_spy_on_a_bunker_sees_its_stored_cards_only_the_spy_knows() -> None:
    """X-2: a spy may target one of a player's buildings - its stored cards; only the spying
    player sees them [003:33]; the spy is discarded and its owner draws 1 [003:68]."""
    g = game(
        [
            {"hand": ["spy"], "deck": ["junk"]},
            {"hand": ["junk"], "buildings": [{"building": "bunker", "stored": ["sniper_team", "medic"]}]},
            {"hand": ["junk"]},
        ]
    )
    spies = [t for t in texts(g, 0) if t.startswith("spy") and "stored-bunker" in t]
    assert spies == ["spy 1:stored-bunker"]
    g.apply(0, "spy 1:stored-bunker")
    pass_windows(g)
    assert sorted(knowledge(g, 0, "spy")["1:stored-bunker"]) == ["medic", "sniper_team"]
    assert knowledge(g, 2, "spy") == {}
    for event in g.log(2):
        assert "sniper_team" not in event.cards
        assert "medic" not in event.cards
    assert g.view(0).hand == ("junk",)


def test_x19_map_returns_the_engineer_of_a_build_for_a_junkyard_dig() -> None:
    """X-19: a map played right after one of the player's own actions returns one tribe member
    used in it; H-13 an engineer may dig the junkyard; H-5 the build is not repeated."""
    g = game(
        [
            {"hand": ["engineer", "map", "junk"], "deck": ["pills"] * 5},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ],
        schematics=["pharmacy", "bunker"],
    )
    g.apply(0, "build engineer")
    pass_windows(g)
    g.apply(0, "keep pharmacy")
    pass_windows(g)
    assert "map engineer" in texts(g, 0)
    g.apply(0, "map engineer")
    pass_windows(g)
    legal = texts(g, 0)
    assert "dig engineer" in legal
    assert not [t for t in legal if t.startswith("build")]
    assert "map" in zone_kinds(g, "0:discard")


def test_h7_pharmacy_stores_medicine_not_combat_medics_armory_no_instants() -> None:
    """H-7: a pharmacy stores Medicine-type cards only (not medics [000:625], so not combat
    medics either); an armory stores cards with a tool icon - the cargo sled (a CR tool), not
    binoculars or maps (instants [003:31])."""
    g = game(
        [
            {
                "hand": ["combat_medics", "pills", "cargo_sled", "binoculars", "map"],
                "buildings": [{"building": "pharmacy"}, {"building": "armory"}],
            },
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ]
    )
    stores = [t for t in texts(g, 0) if t.startswith("store")]
    assert "store pharmacy pills" in stores
    assert "store armory cargo_sled" in stores
    assert not [t for t in stores if "combat_medics" in t or "binoculars" in t or "map" in t]
    assert refused(g, 0, "store pharmacy combat_medics")
    assert refused(g, 0, "store armory binoculars")


def test_x30_humanitarians_with_alternate_refugees_hire_a_refugee_for_no_food() -> None:
    """X-30 / [003:267]: with standard refugees for hire "a hire action must still be used, but no
    food is required" - so it is the round's one hire [000:220]."""
    g = game(
        [{"hand": ["pills", "scouting_refugee"]}, {"hand": ["junk"]}, {"hand": ["junk"]}],
        variants=frozenset({"alternate_refugees"}),
    )
    assert "hire refugee" in texts(g, 0)
    g.apply(0, "hire refugee")
    pass_windows(g)
    assert not [t for t in texts(g, 0) if t.startswith("hire")]
    assert "refugee" in zone_kinds(g, "0:discard")


# ---------------------------------------------------------------------------------------------
# The end of the game with every module (ED-2, F-1..F-8, P-3)
# ---------------------------------------------------------------------------------------------


def test_ed2_f1_f8_last_contested_deadlock_ends_the_game_and_every_gang_is_judged() -> None:
    """ED-2: the game ends after the skirmish of the round the CR pile empties, a deadlock
    included. Then the gangs (P-3/F-7: 5 people each):
    - Gearheads (F-5): tool-icon cards; instants (binoculars, map, tear gas) do not count; a
      tie goes to the most CR tools: seat 0 (rifle + cargo sled) beats seat 1 (spear, shovel +
      tear gas, binoculars, map).
    - Pharmers (ED-8): pills 1, medkit 2, persons not counted: seat 0 (3) beats seat 2 (pills +
      combat medics = 1).
    - Masons (F-6): complete and enabled buildings; tie broken by engineers, not tinkers: seats 0
      and 1 each have one (seat 1's disabled decoys and pharmacy under construction do not
      count), seat 0's engineer wins over seat 1's two tinkers.
    - Humanitarians (F-8): refugees and scouting refugees, any zone; 2-2: not awarded.
    F-1: stored cards and timer cards are the tribe's; leaders and buildings count 0."""
    g = game(
        [
            {
                "hand": ["junk"],
                "discard": ["rifle", "cargo_sled", "medkit", "pills", "engineer", "refugee"],
                "buildings": [{"building": "bunker", "stored": ["refugee"]}],
            },
            {
                "hand": ["junk"],
                "discard": ["spear", "shovel", "tear_gas", "binoculars", "map", "tinker", "tinker", "scouting_refugee"],
                "buildings": [
                    {"building": "armory"},
                    {"building": "portable_decoys", "disabled": True},
                    {"building": "pharmacy", "timer": ["refugee"]},
                ],
            },
            {"hand": ["junk"], "discard": ["pills", "combat_medics"]},
        ],
        contested=["net"],
    )
    finish_round(g)
    assert g.over
    result = g.result
    assert result is not None
    assert sorted(result.scores[0].gangs) == ["gang_gearheads", "gang_masons", "gang_pharmers"]
    assert result.scores[1].gangs == ()
    assert result.scores[2].gangs == ()
    assert "gang_humanitarians" not in {k for s in result.scores for k in s.gangs}
    # people: seat 0 engineer 1 + 2 refugees = 3 + 3 gangs; seat 1: 2 tinkers + scouting refugee +
    # the timer's refugee = 4; seat 2: combat medics 4.
    assert result.scores[0].people == 3 + 15
    assert result.scores[1].people == 4
    assert result.scores[2].people == 4
    assert result.winners == (0,)


def test_f3_f2_tied_people_go_to_the_most_contested_cards_tribal_hunters_count() -> None:
    """[000:170] ties on people go to the most CR cards (F-3: any card with the CR icon, Recon's
    tribal hunters and combat medics included), then to the most cards (F-2, buildings and
    gangs and leaders excluded)."""
    g = game(
        [
            {"hand": ["junk"], "discard": ["tribal_hunters_2"]},
            {"hand": ["junk"], "discard": ["scavenger", "hardy_scavenger"]},
            {"hand": ["junk"], "discard": ["scavenger"]},
        ],
        contested=["net"],
    )
    finish_round(g)
    result = g.result
    assert result is not None
    assert result.scores[0].people == result.scores[1].people == 2
    assert result.scores[0].contested == 1
    assert result.scores[1].contested == 0
    assert result.scores[1].cards == 3
    assert result.winners == (0,)


# ---------------------------------------------------------------------------------------------
# The 2012 edition with the expansions (docs/variants.md, ED-12, P-4)
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("rules", "expected"), [("2015", 0), ("2012", 1)])
def test_ed12_gangster_fight_zero_refugee_against_people_by_edition(rules: str, expected: int) -> None:
    """ED-12 / L-8: under the Gangster a refugee has fight 0, which with the 2015 rules beats no
    fight at all [000:418-420]; with the 2012 rules "no attack can be made unless the fight
    total is at least 1" [001:455], so the people decide: 3 refugees (3) beat 1 Gangster
    refugee (2)."""
    g = game(
        [
            {"hand": ["refugee"], "leader": "leader_gangster"},
            {"hand": ["refugee", "refugee", "refugee"]},
            {"hand": ["junk"]},
        ],
        rules=rules,
    )
    end_gathering(g, {0: "commit refugee", 1: "commit refugee refugee refugee"})
    skirmish_turns(g)
    assert winner(g) == expected


# ---------------------------------------------------------------------------------------------
# More skirmish meetings: S-1, S-8, S-9, S-10, X-10, L-3, L-7
# ---------------------------------------------------------------------------------------------


def test_s1_s11_decoys_give_a_tools_only_force_a_person_so_it_wins_against_nobody() -> None:
    """S-1: a force with no fight and no people does not beat players who committed nothing, "A
    force with no fight but at least 1 person does win against them"; S-11 the decoys' bonus
    counts every card brought (junk and a spear: +1)."""
    g = game(
        [
            {"hand": ["junk", "spear"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit junk spear"})
    skirmish_turns(g)
    assert totals(g)[0] == (False, 0, 1)
    assert winner(g) == 0


def test_s8_a_sniped_provocateur_reverts_to_natural_fight() -> None:
    """[003:130] S-8: "If your provocateur gets sniped, your fight score reverts back to its
    natural score" - a later player may snipe it [003:135]. Provocateur + tribe family (5) would
    fight 6; sniped, the family fights 0 and loses to a brawler."""
    g = game(
        [
            {"hand": ["provocateur", "tribe_family_5"]},
            {"hand": ["brawler", "sniper_team"]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit provocateur tribe_family_5", 1: "commit brawler sniper_team"})
    skirmish_turns(g, {0: ["provoke provocateur"], 1: ["snipe 0:provocateur"]})
    assert totals(g)[0] == (True, 0, 5)
    assert winner(g) == 1


def test_s8_h11_decoys_disabled_after_the_announcement_shrink_the_provocateur() -> None:
    """S-8 "Force size is recomputed at final resolution"; H-11 a later player's saboteur turns
    the decoys off in the skirmish: provocateur + 2 refugees + junk = 3 (not 3 + 2), losing to
    brawler + spear (4)."""
    g = game(
        [
            {"hand": ["provocateur", "refugee", "refugee", "junk"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["saboteur", "brawler", "spear"]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit junk provocateur refugee refugee", 1: "commit brawler saboteur spear"})
    skirmish_turns(g, {0: ["provoke provocateur"], 1: ["disable 0:portable_decoys"]})
    assert totals(g)[0] == (True, 3, 3)
    assert totals(g)[1] == (True, 4, 2)
    assert winner(g) == 1


def test_l3_s8_mentor_refugee_leaves_the_force_and_its_bonus_is_no_size() -> None:
    """L-3: the Mentor's skirmish refugee comes from the force and leaves it; S-8 the provocateur
    counts printed people only (no modifier): provocateur + brawler = 2, losing to thugs (3)."""
    g = game(
        [
            {"hand": ["provocateur", "refugee", "brawler"], "leader": "leader_mentor"},
            {"hand": ["thugs"]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit brawler provocateur refugee", 1: "commit thugs"})
    skirmish_turns(g, {0: ["lead refugee", "provoke provocateur"]})
    assert totals(g)[0] == (True, 2, 2)
    assert winner(g) == 1


@pytest.mark.parametrize(("initiator", "expected"), [(3, 4), (0, 1)])
def test_s9_five_players_first_rogue_counts_from_the_initiator(initiator: int, expected: int) -> None:
    """S-9: "First in turn order" is the first player from the initiator clockwise with an
    unsniped rogue; the rogue's owner need not be in the tie (seats 0 and 2 tie on 2)."""
    g = game(
        [{"hand": ["brawler"]}, {"hand": ["rogue"]}, {"hand": ["brawler"]}, {"hand": ["junk"]}, {"hand": ["rogue"]}],
        initiator=initiator,
    )
    end_gathering(g, {0: "commit brawler", 1: "commit rogue", 2: "commit brawler", 4: "commit rogue"})
    skirmish_turns(g)
    assert winner(g) == expected


def test_s10_tear_gas_breaks_the_tie_a_rogue_was_waiting_for() -> None:
    """[003:250] "Tear gas can indirectly counter a rogue by breaking a tied skirmish"."""
    g = game([{"hand": ["brawler", "tear_gas"]}, {"hand": ["brawler"]}, {"hand": ["rogue"]}])
    end_gathering(g, {0: "commit brawler tear_gas", 1: "commit brawler", 2: "commit rogue"})
    skirmish_turns(g, {0: ["gas 1:brawler"]})
    assert totals(g)[1][:2] == (True, 0)
    assert winner(g) == 0


def test_s10_tear_gas_zeroes_the_member_not_its_tool_gangster_refugee_tool() -> None:
    """S-10: tear gas sets the printed fight to 0, the target keeps its tool (brawler + spear -> 0
    + 2); L-8 a Gangster refugee fights 0 and may wield a rifle (2). Tied on 2, seat 2 wins on
    people (refugee = 2)."""
    g = game(
        [
            {"hand": ["tear_gas", "scout"]},
            {"hand": ["brawler", "spear"]},
            {"hand": ["refugee", "rifle"], "leader": "leader_gangster"},
        ]
    )
    end_gathering(g, {0: "commit scout tear_gas", 1: "commit brawler spear", 2: "commit refugee rifle"})
    skirmish_turns(g, {0: ["gas 1:brawler"]})
    assert totals(g)[1] == (True, 2, 1)
    assert totals(g)[2] == (True, 2, 2)
    assert winner(g) == 2


def test_x10_assassin_targets_only_one_person_cards_whatever_the_leader() -> None:
    """X-10: the assassin hits person cards with people = 1 only: a refugee (even one the Gangster
    counts as 2 for ties, L-8) or a hardy scavenger; not combat medics (4), tribal hunters (2)
    or scrappers (2)."""
    g = game(
        [
            {"hand": ["assassin", "brawler"]},
            {
                "hand": ["refugee", "combat_medics", "tribal_hunters_2", "hardy_scavenger", "scrappers"],
                "leader": "leader_gangster",
            },
            {"hand": ["junk"]},
        ]
    )
    end_gathering(
        g, {0: "commit assassin brawler", 1: "commit combat_medics hardy_scavenger refugee scrappers tribal_hunters_2"}
    )
    snipes = sorted(t for t in texts(g, 0) if t.startswith("snipe"))
    assert snipes == ["snipe assassin 1:hardy_scavenger", "snipe assassin 1:refugee"]
    assert refused(g, 0, "snipe assassin 1:combat_medics")


def test_l7_fanatic_in_the_skirmish_discards_a_card_the_decoys_counted() -> None:
    """L-7: on her skirmish turn the Fanatic (refugee from her force, removed from play) discards a
    card of an opponent's revealed force; S-11 the decoys count only cards still in the force:
    brawler + 3 junk would be 2 + 2 people; without the brawler: no fight, 1 person."""
    g = game(
        [
            {"hand": ["refugee", "brawler"], "leader": "leader_fanatic"},
            {"hand": ["brawler", "junk", "junk", "junk"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit brawler refugee", 1: "commit brawler junk junk junk"})
    assert "lead refugee 1:brawler" in texts(g, 0)
    skirmish_turns(g, {0: ["lead refugee 1:brawler"]})
    assert totals(g)[1] == (False, 0, 1)
    assert totals(g)[0] == (True, 2, 1)
    assert winner(g) == 0
    assert zone_kinds(g, "0:removed") == ["refugee"]


# ---------------------------------------------------------------------------------------------
# Reactions across modules: I-6, X-4, X-6, X-26, L-7, H-11
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("disabled", [False, True])
def test_i6_h11_a_guard_retrieved_from_the_bunker_cancels_a_spy_unless_disabled(disabled: bool) -> None:
    """I-6 / X-4: a cancel may come from the bunker, retrieved at that moment; H-11 "cards cannot
    be added or removed" from a disabled building."""
    g = game(
        [
            {"hand": ["spy"], "deck": ["pills"]},
            {
                "hand": ["junk", "brawler"],
                "deck": ["medkit"],
                "buildings": [{"building": "bunker", "stored": ["guard"], "disabled": disabled}],
            },
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "spy 1:hand")
    assert now(g).seat == 1
    assert ("retrieve bunker guard" in texts(g, 1)) is not disabled
    if not disabled:
        g.apply(1, "retrieve bunker guard")
        g.apply(1, "cancel guard")
        pass_windows(g)
        assert knowledge(g, 0, "spy") == {}
        assert "guard" in zone_kinds(g, "1:discard")
        assert sorted(g.view(1).hand) == ["brawler", "junk", "medkit"]


def test_x26_a_committed_guard_cancels_a_leader_snipe_its_replacement_goes_to_hand() -> None:
    """X-6 a guard cancels a snipe on her leader; I-6 it may come from her committed cards (the
    count shrinks); X-26 the card drawn to replace it goes to her hand, never the force."""
    g = game(
        [
            {"hand": ["guard", "brawler"], "deck": ["pills"]},
            {"hand": ["sniper_team", "junk"]},
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "end")
    g.apply(0, "commit brawler guard")
    pass_windows(g)
    g.apply(1, "snipe 0:leader_mentor")
    assert "cancel guard" in texts(g, 0)
    g.apply(0, "cancel guard")
    pass_windows(g)
    view = g.view(0)
    assert not view.seats[0].wounded
    assert view.hand == ("pills",)
    assert view.committed == ("brawler",)
    assert g.view(2).seats[0].committed_count == 1


def test_x6_l7_guard_cancels_the_fanatic_on_her_declared_card() -> None:
    """X-6: the guard cancels "the Fanatic on her card" in gathering; L-7 the Fanatic answers a
    declared action of another player. Cancelled, the dig goes on with the brawler."""
    g = game(
        [
            {"hand": ["brawler", "guard"], "deck": ["medkit"]},
            {"hand": ["refugee", "junk"], "leader": "leader_fanatic"},
            {"hand": ["junk"]},
        ],
        junkyard=["rifle", "net"],
    )
    g.apply(0, "dig brawler")
    assert now(g).seat == 1
    g.apply(1, "lead refugee 0:brawler")
    assert "cancel guard" in texts(g, 0)
    g.apply(0, "cancel guard")
    pass_windows(g)
    assert now(g).kind == "keep"
    assert "keep rifle" in texts(g, 0)
    assert g.view(0).hand == ("medkit",)
    assert zone_kinds(g, "1:removed") == []


def test_x4_a_cancelled_scout_tower_keeps_its_discard_and_is_used_for_the_round() -> None:
    """X-4: "For a scout tower: the activation discard stays discarded, the tower itself is
    unaffected, and that tower is used up for the round"; the scouting refugee's owner draws 1."""
    g = game(
        [
            {"hand": ["junk", "pills", "net"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["scouting_refugee"], "deck": ["medkit"]},
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "tower junk contested+junkyard")
    g.apply(1, "cancel scouting_refugee")
    pass_windows(g)
    assert not [t for t in texts(g, 0) if t.startswith("tower")]
    assert zone_kinds(g, "0:discard") == ["junk"]
    assert knowledge(g, 0, "scout_tower") == {}
    assert not g.view(0).seats[0].buildings[0].disabled
    assert g.view(1).hand == ("medkit",)


def test_x1_x4_spy_with_binoculars_cancelled_both_discarded_spy_owner_draws() -> None:
    """X-1: binoculars may modify a spy (+2 cards); X-4 a cancelled spy is discarded and its
    owner still draws 1 [003:75]; the binoculars that modified it are discarded too."""
    g = game(
        [
            {"hand": ["spy", "binoculars"], "deck": ["junk"]},
            {"hand": ["scouting_refugee", "net"], "deck": ["medkit"]},
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "spy binoculars 1:hand")
    g.apply(1, "cancel scouting_refugee")
    pass_windows(g)
    assert sorted(zone_kinds(g, "0:discard")) == ["binoculars", "spy"]
    assert g.view(0).hand == ("junk",)
    assert sorted(g.view(1).hand) == ["medkit", "net"]
    assert knowledge(g, 0, "spy") == {}


# ---------------------------------------------------------------------------------------------
# Leaders, leader drafting and the 2012 rules with Recon (L-6, L-16, X-7, X-9, X-34, P-4)
# ---------------------------------------------------------------------------------------------


def test_l6_l16_cannibal_food_bribes_alone_never_with_hunted_food() -> None:
    """L-16: each food gives one leader drawn; L-6 "The same rule applies to leader bribes":
    Cannibal food (3) and hunted food (2) do not add up, so the bribe draws 3, not 5; only the
    briber sees them."""
    g = game(
        [
            {"hand": ["brawler", "hunter"], "leader": "leader_cannibal"},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ],
        variants=frozenset({"leader_draft"}),
    )
    assert g.view(0).leader_pile_count == 12 - 3
    g.apply(0, "hunt hunter")
    pass_windows(g)
    g.apply(0, "lead brawler")
    pass_windows(g)
    g.apply(0, "bribe")
    pass_windows(g)
    assert len(g.view(0).looking) == 3
    assert all(kind.startswith("leader_") for kind in g.view(0).looking)
    assert g.view(1).looking == ()
    assert g.view(1).seats[0].looking_count == 3


def test_x7_scout_tower_may_target_the_leader_pile_when_drafting() -> None:
    """[003:312] "Actions that permit peeking at a pile (binoculars, scout tower, spy, etc.) can
    target the leaders pile as well" (X-7)."""
    g = game(
        [{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}, {"hand": ["junk"]}, {"hand": ["junk"]}],
        variants=frozenset({"leader_draft"}),
    )
    towers = [t for t in texts(g, 0) if t.startswith("tower")]
    assert "tower junk contested+leaders" in towers
    g.apply(0, "tower junk junkyard+leaders")
    pass_windows(g)
    seen = knowledge(g, 0, "scout_tower")
    assert len(seen["leaders"]) == 2
    assert tuple(zone_kinds(g, "leaders")[:2]) == seen["leaders"]


def test_x9_two_players_no_contested_peek_by_tower_or_binoculars() -> None:
    """X-9: "In 2-player games, binoculars, scout towers and spies cannot look at the CR pile. For
    binoculars the CR pile is skipped" ([000:114] "Eliminate all contested resources peeking")."""
    g = game(
        [{"hand": ["junk", "binoculars"], "buildings": [{"building": "scout_tower"}]}, {"hand": ["junk"]}],
    )
    towers = [t for t in texts(g, 0) if t.startswith("tower")]
    assert towers
    assert not [t for t in towers if "contested" in t]
    g.apply(0, "scout binoculars")
    pass_windows(g)
    zones = {k.zone for k in g.view(0).knowledge}
    assert "junkyard" in zones
    assert "contested" not in zones


def test_x34_yardmaster_cards_private_placement_public() -> None:
    """X-34: "Which two cards were seen is private to the Yardmaster's owner; whether she put them
    back on top or at the bottom is public"; L-15 both go together, order kept."""
    g = game(
        [{"hand": ["junk"], "leader": "leader_yardmaster"}, {"hand": ["junk"]}, {"hand": ["junk"]}],
        junkyard=["rifle", "pills", "net", "medkit"],
    )
    start = len(g.log(1))
    g.apply(0, "yard")
    assert now(g).kind == "place"
    assert knowledge(g, 1, "yardmaster") == {}
    g.apply(0, "yard bottom")
    assert zone_kinds(g, "junkyard") == ["net", "medkit", "rifle", "pills"]
    assert knowledge(g, 0, "yardmaster") == {"junkyard": ("rifle", "pills")}
    assert knowledge(g, 1, "yardmaster") == {}
    others = g.log(1)[start:]
    assert any("bottom" in e.text for e in others)
    assert not any(set(e.cards) & {"rifle", "pills"} for e in others)


def test_p4_2012_rules_show_the_builder_timer_cards_a_demolition_added() -> None:
    """docs/variants.md: with the 2012 rules a builder may look at her own timer cards (ED-11 is
    the 2015 reading); H-9 a demolition reset tops the timer up from her deck - she then sees
    the new timer cards, nobody else does."""
    g = game(
        [
            {"hand": ["demolition_team", "junk"], "deck": ["pills", "net", "junk"]},
            {
                "hand": ["junk"],
                "deck": ["brawler", "spear", "medkit"],
                "buildings": [{"building": "armory", "timer": ["refugee"]}],
            },
            {"hand": ["junk"]},
        ],
        rules="2012",
    )
    assert g.view(1).timers == (("refugee",),)
    g.apply(0, "demolish 1:armory")
    pass_windows(g)
    assert sorted(g.view(1).timers[0]) == ["brawler", "refugee", "spear"]
    assert g.view(0).timers == ()
    assert g.view(2).timers == ()


@pytest.mark.parametrize(("rules", "expected"), [("2015", 1), ("2012", None)])
def test_p4_2012_tear_gas_to_zero_leaves_no_fight(rules: str, expected: int | None) -> None:
    """S-10 tear gas sets a brawler to 0; 2015: a fight of 0 still beats no fight [000:418]; 2012:
    "no attack can be made unless the fight total is at least 1" [001:455] - both sides have no
    fight and 1 person: a deadlock."""
    g = game([{"hand": ["tear_gas", "refugee"]}, {"hand": ["brawler"]}, {"hand": ["junk"]}], rules=rules)
    end_gathering(g, {0: "commit refugee tear_gas", 1: "commit brawler"})
    skirmish_turns(g, {0: ["gas 1:brawler"]})
    assert winner(g) == expected


# ---------------------------------------------------------------------------------------------
# Bad input with every module: a clear refusal, the state untouched (DESIGN.md)
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "demolish 1:bunker",  # H-9: under-construction buildings only
        "disable 1:armory",  # H-11: completed buildings only
        "spy 0:hand",  # never oneself
        "tower junk junkyard+junkyard",  # two different piles
        "snipe assassin 1:leader_ranger",  # L-13: an assassin never hits a leader
        "heal pills",  # L-12: her leader is not wounded
        "store bunker leader_mentor",  # H-7: a leader is no tribe card in hand
        "demolish 9:armory",  # no such seat
    ],
)
def test_bad_combined_actions_are_refused_and_change_nothing(text: str) -> None:
    """DESIGN.md: "Bad input never corrupts state": a rule violation or malformed action raises a
    ValueError naming the reason, and the state is exactly as before."""
    g = game(
        [
            {
                "hand": ["demolition_team", "saboteur", "spy", "assassin", "junk", "pills"],
                "buildings": [{"building": "scout_tower"}],
            },
            {
                "hand": ["junk"],
                "buildings": [{"building": "bunker"}, {"building": "armory", "timer": ["refugee"]}],
            },
            {"hand": ["junk"]},
        ]
    )
    before = g.to_json()
    with pytest.raises(ValueError, match="seat 0"):
        g.apply(0, text)
    assert g.to_json() == before


def test_f1_h11_l7_locked_cards_score_removed_refugees_do_not() -> None:
    """H-11: a disabled building "keeps its stored cards, locked ... They still score (F-1)";
    [000:656] cards the Fanatic removes from play "do not count toward final scoring" (L-1: his
    refugee is removed), the Humanitarians included (F-8).
    - Gearheads: seat 0 (grenade + wolf pack locked in a disabled armory) ties seat 2 (spear +
      shovel) on 2 tools and wins on CR tools (F-5).
    - Pharmers: seat 1 (medkit + pills locked in a disabled pharmacy, 3) ties seat 2 (medkit +
      pills) and wins on medics (ED-8).
    - Humanitarians: seat 1 (2 refugees + 1 scouting refugee) beats seat 0, whose third refugee
      was removed by her Fanatic."""
    g = game(
        [
            {
                "hand": ["refugee"],
                "discard": ["refugee", "refugee"],
                "leader": "leader_fanatic",
                "buildings": [{"building": "armory", "stored": ["grenade", "wolf_pack"], "disabled": True}],
            },
            {
                "hand": ["brawler"],
                "discard": ["refugee", "refugee", "scouting_refugee", "medic"],
                "buildings": [{"building": "pharmacy", "stored": ["medkit", "pills"], "disabled": True}],
            },
            {"hand": ["junk"], "discard": ["spear", "shovel", "medkit", "pills"]},
        ],
        contested=["net"],
        initiator=1,
    )
    g.apply(1, "dig brawler")
    g.apply(2, "pass")
    g.apply(0, "lead refugee 1:brawler")
    pass_windows(g)
    assert zone_kinds(g, "0:removed") == ["refugee"]
    finish_round(g)
    result = g.result
    assert result is not None
    assert result.scores[0].gangs == ("gang_gearheads",)
    assert sorted(result.scores[1].gangs) == ["gang_humanitarians", "gang_pharmers"]
    assert result.scores[2].gangs == ()
    assert result.scores[0].people == 2 + 5
    assert result.scores[0].contested == 2
    assert result.scores[1].people == 5 + 10


def test_l14_swindler_two_refugees_one_of_them_scouting_cut_a_med() -> None:
    """L-14: discard 2 refugees (L-1: scouting refugees count) to cut a hire by 1 med: an
    assassin (2 meds) for 1 pills; a provocateur (1 med) for nothing."""
    g = game(
        [
            {"hand": ["pills", "refugee", "scouting_refugee"], "leader": "leader_swindler"},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ]
    )
    assert "hire assassin pay pills" not in texts(g, 0)
    g.apply(0, "lead refugee scouting_refugee")
    pass_windows(g)
    legal = texts(g, 0)
    assert "hire assassin pay pills" in legal
    assert "hire provocateur" in legal
    assert not [t for t in legal if t.startswith("lead")]


def test_h6_h11_gardens_stack_a_disabled_one_gives_nothing() -> None:
    """H-6: "Hydroponic Gardens stack (each garden gives 1 food)"; H-11 a disabled building's
    "abilities cannot be used": two working gardens and one disabled give 2 food - a guard (2
    food) but no tinker (3 food)."""
    g = game(
        [
            {
                "hand": ["junk"],
                "buildings": [
                    {"building": "hydroponic_gardens"},
                    {"building": "hydroponic_gardens"},
                    {"building": "hydroponic_gardens", "disabled": True},
                ],
            },
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ]
    )
    assert g.view(1).seats[0].food == 2
    legal = texts(g, 0)
    assert "hire guard" in legal
    assert "hire tinker" not in legal


@pytest.mark.parametrize(
    ("forces", "expected"),
    [
        ({0: "commit brawler", 1: "commit brawler rogue"}, 1),  # 2 v 3: a "tie", seat 1's rogue
        ({0: "commit brawler rogue", 1: "commit brawler scout"}, 0),  # 3 v 4: seat 0's rogue
        ({0: "commit brawler rogue", 1: "commit brawler scout shovel"}, 1),  # 3 v 5: won by 2
    ],
)
def test_v2_two_players_a_rogue_takes_any_margin_under_two(forces: dict[int, str], expected: int) -> None:
    """V-2: in a 2-player game a win needs a margin of 2, and "A rogue triggers on any 2-player
    'tie', i.e. a margin of 0 or 1" - the rogue's owner need not lead (S-9)."""
    hands = {seat: text.split()[1:] for seat, text in forces.items()}
    g = game([{"hand": hands[0]}, {"hand": hands[1]}])
    end_gathering(g, forces)
    skirmish_turns(g)
    assert winner(g) == expected


def test_l16_a_drafted_leader_waits_if_the_old_one_acted_this_round() -> None:
    """L-16: a once-per-round leader ability is counted per player per round, whatever swaps
    happen; L-5 Butcher food (1) joins hunted food (2) for the bribe: 3 leaders drawn; the old
    leader goes to the bottom of the pile."""
    g = game(
        [
            {"hand": ["brawler", "hunter", "junk", "refugee"], "leader": "leader_butcher"},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ],
        variants=frozenset({"leader_draft"}),
    )
    g.apply(0, "lead brawler")
    pass_windows(g)
    g.apply(0, "hunt hunter")
    pass_windows(g)
    g.apply(0, "bribe")
    pass_windows(g)
    drawn = g.view(0).looking
    assert len(drawn) == 3
    assert "leader_yardmaster" in drawn
    g.apply(0, "keep leader_yardmaster")
    pass_windows(g)
    assert g.view(1).seats[0].leader == "leader_yardmaster"
    assert not [t for t in texts(g, 0) if t.startswith("yard")]
    assert "leader_butcher" in zone_kinds(g, "leaders")[-3:]


def test_x15_x17_scrappers_with_cargo_sled_from_the_bottom_what_others_learn() -> None:
    """X-15: a dig with scrappers may take all its cards from the bottom and return some on top;
    X-17 a cargo sled in that junkyard dig keeps one more tool or medicine; R-16 kept cards are
    hidden, and the others see only counts (DESIGN.md: a hidden card is only ever a count)."""
    g = game(
        [{"hand": ["scrappers", "cargo_sled"]}, {"hand": ["junk"]}, {"hand": ["junk"]}],
        junkyard=["rifle", "pills", "net", "medkit", "spear", "toolkit", "map"],
    )
    start = len(g.log(1))
    g.apply(0, "dig bottom scrappers+cargo_sled")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["map", "medkit", "net", "spear", "toolkit"]
    assert "keep net toolkit" in texts(g, 0)
    g.apply(0, "keep net toolkit")
    g.apply(0, "top medkit spear")
    pass_windows(g)
    assert zone_kinds(g, "junkyard") == ["medkit", "spear", "rifle", "pills", "map"]
    assert knowledge(g, 0, "scrappers") == {"junkyard": ("medkit", "spear")}
    assert g.view(1).knowledge == ()
    assert g.view(1).seats[0].discard_hidden_count == 2
    seen = {kind for event in g.log(1)[start:] for kind in event.cards}
    assert seen <= {"scrappers", "cargo_sled"}


def test_x12_r16_a_drill_sergeant_shuffling_a_hidden_discard_does_not_reveal_it() -> None:
    """X-12: the drill sergeant chooses up to 2 discarded cards to shuffle into the deck, then
    draws 2; R-16 a card kept from a dig is hidden in the discard, and stays hidden when it is
    shuffled back (nothing in another seat's log names it)."""
    g = game(
        [
            {"hand": ["brawler", "drill_sergeant"], "deck": ["pills", "medkit", "net"]},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ],
        junkyard=["rifle", "toolkit", "map"],
    )
    g.apply(0, "dig brawler")
    pass_windows(g)
    g.apply(0, "keep rifle")
    pass_windows(g)
    start = len(g.log(1))
    g.apply(0, "drill drill_sergeant")
    pass_windows(g)
    assert "shuffle rifle" in texts(g, 0)
    g.apply(0, "shuffle rifle")
    pass_windows(g)
    assert len(g.view(0).hand) == 2
    assert g.view(1).seats[0].discard_hidden_count == 0
    assert sorted(g.view(1).seats[0].discard) == ["brawler", "drill_sergeant"]
    assert not any("rifle" in event.cards or "rifle" in event.text for event in g.log(1)[start:])
    assert owned(g, 0)["rifle"] == 1


def test_l17_l11_a_sergeant_wounded_in_the_skirmish_loses_his_tools_guard() -> None:
    """L-17: a wound "takes effect immediately. All always-on effects stop"; S-7 a player may use
    any number of her snipers and saboteurs in her one opportunity: snipe the Sergeant at Arms,
    then disarm the spear he was protecting (L-11)."""
    g = game(
        [
            {"hand": ["sniper_team", "saboteur"]},
            {"hand": ["brawler", "spear"], "leader": "leader_sergeant_at_arms"},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit saboteur sniper_team", 1: "commit brawler spear"})
    assert "disarm 1:spear" not in texts(g, 0)
    g.apply(0, "snipe 1:leader_sergeant_at_arms")
    pass_windows(g)
    assert g.view(2).seats[1].wounded
    assert "disarm 1:spear" in texts(g, 0)
    g.apply(0, "disarm 1:spear")
    skirmish_turns(g)
    assert totals(g)[1] == (True, 2, 1)
    assert totals(g)[0] == (False, 0, 3)
    assert winner(g) == 1


def test_i4_s7_a_player_whose_skirmish_turn_passed_may_still_save() -> None:
    """S-7: "A player whose turn has passed cannot act again, even in response, except to save";
    I-4 any player may save another's card [000:543]: seat 0's medic saves seat 2's scout from
    seat 1's sniper; all tie on 2 and seat 1 wins on people (brawler 1 + sniper team 2)."""
    g = game([{"hand": ["brawler", "medic"]}, {"hand": ["sniper_team", "brawler"]}, {"hand": ["scout"]}])
    end_gathering(g, {0: "commit brawler medic", 1: "commit brawler sniper_team", 2: "commit scout"})
    skirmish_turns(g, {1: ["snipe 2:scout"]}, saves={0: ["save medic"]})
    assert totals(g)[2] == (True, 2, 1)
    assert totals(g)[0] == (True, 2, 2)
    assert winner(g) == 1


# ---------------------------------------------------------------------------------------------
# The Recon rulebook's worked examples that need HQ buildings ([003:73-80], [003:89-91])
# ---------------------------------------------------------------------------------------------


def test_003_79_spy_example_3_a_sniper_team_from_the_bunker_snipes_the_spy() -> None:
    """[003:79] "Betty attempts to spy on Linda's committed skirmish cards. Sarah retrieves a
    sniper team from her bunker and snipes Betty's spy. Discard the spy and draw another card.
    Discard the sniper team." (I-6, I-11: a card retrieved after committing may still answer.)
    Seats: Linda 2 (initiator), then 3, Sarah 0, Betty 1."""
    g = game(
        [
            {"hand": ["junk"], "deck": ["pills"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
            {"hand": ["spy", "junk"], "deck": ["medkit", "net"]},
            {"hand": ["brawler", "spear"], "deck": ["rifle"]},
            {"hand": ["junk"]},
        ],
        initiator=2,
    )
    end_gathering_until = {2: "commit brawler spear"}
    while now(g).seat != 1 or now(g).kind != "turn":
        d = now(g)
        if d.kind == "turn":
            g.apply(d.seat, "end")
        elif d.kind == "commit":
            g.apply(d.seat, end_gathering_until.get(d.seat, "commit none"))
        else:
            g.apply(d.seat, "pass")
    g.apply(1, "spy 2:force")
    while now(g).seat != 0:
        g.apply(now(g).seat, "pass")
    g.apply(0, "retrieve bunker sniper_team")
    g.apply(0, "snipe 1:spy")
    pass_windows(g)
    assert knowledge(g, 1, "spy") == {}
    assert sorted(g.view(1).hand) == ["junk", "medkit"]
    assert "spy" in zone_kinds(g, "1:discard")
    assert "sniper_team" in zone_kinds(g, "0:discard")
    assert g.view(1).seats[0].buildings[0].stored == 0
    assert g.view(0).committed == ()


def test_003_89_scout_tower_cancelled_then_a_spy_on_the_force_succeeds() -> None:
    """[003:89-91] "Carol attempts to use her scout tower ... Sarah cancels by playing a scouting
    refugee. Sarah then draws another card ... Carol then attempts to use a spy to look at
    Sarah's skirmish force. Since Sarah does not have another scouting refugee and no other
    player comes to her rescue, this action succeeds." Sarah is seat 0 (committed), Carol seat 1."""
    g = game(
        [
            {"hand": ["brawler", "scouting_refugee", "pills"], "deck": ["net"]},
            {"hand": ["junk", "spy", "medkit"], "deck": ["rifle"], "buildings": [{"building": "scout_tower"}]},
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "end")
    g.apply(0, "commit brawler pills scouting_refugee")
    pass_windows(g)
    g.apply(1, "tower junk contested+junkyard")
    assert now(g).seat == 2
    g.apply(2, "pass")
    assert "cancel scouting_refugee" in texts(g, 0)
    g.apply(0, "cancel scouting_refugee")
    pass_windows(g)
    assert g.view(0).hand == ("net",)
    assert sorted(g.view(0).committed) == ["brawler", "pills"]
    g.apply(1, "spy 0:force")
    pass_windows(g)
    assert sorted(knowledge(g, 1, "spy")["0:force"]) == ["brawler", "pills"]
    assert knowledge(g, 2, "spy") == {}


def test_ed2_v9_f4_five_idle_players_sixteen_rounds_no_gang_shared_victory() -> None:
    """ED-2 / V-9: the 14 contested resources are the timer, each skirmish round uses one even in
    a deadlock: 2 + 14 = 16 rounds. Five identical tribes tie every gang (F-4: not awarded; the
    Humanitarians have no tie-break [003:265]) and [000:172] "the tied players rejoice in their
    shared victory"."""
    g = fresh(5, 1)
    while now(g).kind == "leader":
        g.apply(now(g).seat, texts(g, now(g).seat)[0])
    while not g.over:
        d = now(g)
        g.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    result = g.result
    assert result is not None
    assert g.round == 16
    assert result.winners == (0, 1, 2, 3, 4)
    assert all(score.gangs == () for score in result.scores)
    assert all(score.people == 4 + 3 + 1 for score in result.scores)


def test_003_137_provocateur_example_combat_medics_and_provocateur_fight_five() -> None:
    """[003:137] "Betty (the initiator this round) ... brought only two cards: combat medics (four
    people) and a provocateur (one person). Since the total is five, she announces ... her fight
    score will be five" - a Recon module 2 card with a module 4 contested resource."""
    g = game(
        [
            {"hand": ["combat_medics", "provocateur"]},
            {"hand": ["thugs", "spear"]},
            {"hand": ["junk"]},
        ]
    )
    end_gathering(g, {0: "commit combat_medics provocateur", 1: "commit spear thugs"})
    skirmish_turns(g, {0: ["provoke provocateur"]})
    assert totals(g)[0] == (True, 5, 5)
    assert totals(g)[1][:2] == (True, 5)
    assert winner(g) == 0


def test_l2_x8_peacemaker_bonus_needs_a_person_binoculars_alone_get_none() -> None:
    """L-2: a leader's bonus attaches "like a modifier, to another tribe member that has the base
    ability"; X-8 binoculars hunt with no holder: a hunt of binoculars alone stays 1 after the
    Peacemaker's refugee, a scavenger's hunt takes the bonus."""
    g = game(
        [
            {"hand": ["refugee", "binoculars", "scavenger"], "leader": "leader_peacemaker"},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ]
    )
    assert total_of(g, 0, "hunt binoculars") == 1
    assert total_of(g, 0, "hunt scavenger") == 1
    g.apply(0, "lead refugee")
    pass_windows(g)
    boost = g.view(1).seats[0].boost
    assert boost > 0
    assert total_of(g, 0, "hunt binoculars") == 1
    assert total_of(g, 0, "hunt scavenger") == 1 + boost


def test_l9_h12_excavator_refugee_toolkit_in_a_tinker_build_adds_one() -> None:
    """L-9: an Excavator refugee with any dig tool - the toolkit (H-12: +2 to a junkyard or
    schematics dig) included - gets +1 instead; X-16 the tinker adds its +1: build = 1 + 1 + 1."""
    g = game(
        [
            {"hand": ["refugee", "toolkit", "tinker"], "leader": "leader_excavator"},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ]
    )
    assert total_of(g, 0, "build refugee+toolkit+tinker") == 3
    assert total_of(g, 0, "dig refugee+toolkit") == 2


def test_x11_mentor_bonus_on_a_courier_draw_still_discards_two() -> None:
    """X-11: after a courier's draw the player discards 2 of the drawn cards per courier "even if
    other cards are used to augment the draw" [003:165]; the Mentor's +1 (L-2) makes it 4."""
    g = game(
        [
            {
                "hand": ["courier", "refugee"],
                "leader": "leader_mentor",
                "deck": ["pills", "net", "junk", "medkit", "rifle"],
            },
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ]
    )
    g.apply(0, "lead refugee")
    pass_windows(g)
    assert total_of(g, 0, "draw courier") == 4
    g.apply(0, "draw courier")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["junk", "medkit", "net", "pills"]
    assert all(len(t.split()) == 3 for t in texts(g, 0))
    g.apply(0, "discard junk net")
    pass_windows(g)
    assert sorted(g.view(0).hand) == ["medkit", "pills"]


@pytest.mark.parametrize(("variants", "stack"), [(frozenset(), 20), (frozenset({"alternate_refugees"}), None)])
def test_v10_x23_five_players_scouting_refugee_stack_unless_they_start_the_decks(
    variants: frozenset[str], stack: int | None
) -> None:
    """X-23: with Recon module 1 the scouting refugees are an extra stack for hire; V-10 "A
    substituted starter type must not also be offered for hire" - with the alternate refugees
    (5 players x 4 = all 20 in the starting decks) there is no such stack."""
    g = fresh(5, 3, modules=sc.hq_modules(2) | {"recon1"}, variants=variants)
    assert dict(g.view(0).market).get("scouting_refugee") == stack
    starters = zone_counter(g, "0:deck") + zone_counter(g, "0:hand")
    assert starters["scouting_refugee"] == (4 if variants else 0)


def test_003_100_x7_binoculars_peek_every_pile_the_leader_pile_included() -> None:
    """[003:100] binoculars: "Peek at the top card of every pile in play (CR, JY, engineering
    schematics, etc.)"; [003:312] with leader drafting the leader pile is one of them."""
    g = game(
        [{"hand": ["binoculars", "junk"]}, {"hand": ["junk"]}, {"hand": ["junk"]}], variants=frozenset({"leader_draft"})
    )
    g.apply(0, "scout binoculars")
    pass_windows(g)
    seen = knowledge(g, 0, "binoculars")
    assert set(seen) == {"contested", "junkyard", "schematics", "leaders"}
    for zone, cards in seen.items():
        assert cards == (zone_kinds(g, zone)[0],)
    assert knowledge(g, 1, "binoculars") == {}


def test_l14_l16_the_swindler_discount_is_no_food_for_a_bribe() -> None:
    """L-14: the Swindler "cannot reduce a leader bribe: bribes have no cost, and each food is one
    draw" (L-16): a hunt of 1 plus the Swindler's refugee still draws 1 leader."""
    g = game(
        [
            {"hand": ["scavenger", "refugee", "pills"], "leader": "leader_swindler"},
            {"hand": ["junk"]},
            {"hand": ["junk"]},
        ],
        variants=frozenset({"leader_draft"}),
    )
    g.apply(0, "hunt scavenger")
    pass_windows(g)
    assert "hire guard" not in texts(g, 0)
    g.apply(0, "lead refugee")
    pass_windows(g)
    assert "hire guard" in texts(g, 0)
    g.apply(0, "bribe")
    pass_windows(g)
    assert len(g.view(0).looking) == 1
