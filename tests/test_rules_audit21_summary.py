"""Rules audit (21): rule statements of the older rulebook [001] and of the third-party summary
[004] that no test cited yet.

Each test is written from the cited sentence, checked against what the 2015 rulebook [000], the
Recon rulebook [003] and the project's rulings (RULINGS.md IDs) say on the same point; those win
over [001] and [004]. The older edition's own rules are played with ``rules="2012"`` only, and a
card role that both editions state alike is checked under both. Citations: ``[file:line]`` of
shared/rules/*.txt.

- [001:271-383] what each card can and cannot do: tools modify and never grant, a tool cannot lend
  an ability its holder lacks, group leaders improve one other unit, the tribe family equips tools
  to fight or hunt and breaks ties, the refugee digs or hunts only with help, medicine pays for a
  hire without a person; [001:152-156] food is the round's currency.
- [004:253-259] storing: a completed building, its type and its capacity.
- [004:351] the spy: its standard use or its spying, not both.
- [004:361] the scouting refugee modifies but cannot initiate.
- [004:321, 377, 379] binoculars: an instant, not disarmable, cancellable, hunt or recon.
- [004:415] the rogue steals passively and keeps its fight.
- [004:435] the drill sergeant adds no card to the skirmish force.
- [004:475] one copy of each contested resource.
- [004:489] the demolition team resets one under-construction timer, then draws 2.
- [004:507, 511] the Humanitarians' stack of 20 refugees for hire.
- [004:529] the Yardmaster: any time, never cancelled, never modified.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    action_totals,
    building,
    end_gathering,
    knowledge,
    module_table,
    now,
    owned,
    pass_until,
    pass_windows,
    play_skirmish_round,
    refused,
    rules_table,
    seat_totals,
    skirmish_winner,
    stacked_table,
    texts,
    to_turn,
    zone_kinds,
)
from scavengers.engine.core.events import EventType

EDITIONS = ("2015", "2012")
HQ2 = sc.hq_modules(2)
QUIET = ("leader_mentor", "leader_ranger", "leader_peacemaker")
"""Leaders that never act unasked, one per seat, where HQ module 3 is played."""


def verbs(game: sc.Game, seat: int) -> set[str]:
    """The verbs of ``seat``'s legal actions."""
    return {text.split()[0] for text in texts(game, seat)}


def hand_table(hand: list[str], rules: str = "2015", **scenario: Any) -> sc.Game:
    """Three players in round 1, seat 0 first, holding ``hand`` (edition ``rules``)."""
    players = [{"hand": hand, **scenario.pop("seat0", {})}, {}, {}]
    return rules_table(rules, 3, initiator=0, players=players, **scenario)


def skirmish(forces: list[list[str]], modules: frozenset[str] = frozenset(), rules: str = "2015") -> sc.Game:
    """Round 3, seat 0 initiator: each seat commits all of ``forces[seat]``; every skirmish
    opportunity passes."""
    game = stacked_table([list(f) for f in forces], modules, decks=[[] for _ in forces], rules=rules)
    play_skirmish_round(game, {s: "commit " + " ".join(sorted(f)) for s, f in enumerate(forces) if f})
    return game


# =============================================================================================
# [001:271-383] what each card can do


@pytest.mark.parametrize("rules", EDITIONS)
def test_tools_modify_actions_and_cannot_grant_one_001_366(rules: str) -> None:
    """[001:366] tool cards "modify actions, they cannot grant actions"; [001:272] "Tools cannot
    perform actions on their own": a hand of tools alone digs, hunts and draws nothing."""
    game = hand_table(["shovel", "spear", "net", "pickaxe", "multitool"], rules)
    assert verbs(game, 0) == {"trash", "end"}
    assert refused(game, 0, "dig shovel")
    assert refused(game, 0, "hunt net")


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_tool_cannot_lend_a_scout_the_dig_it_lacks_001_274_001_338(rules: str) -> None:
    """[001:274] "Using a tool does not grant a tribe member an ability that she cannot
    inherently perform"; [001:338] the scout "can draw or fight": with a shovel it still digs
    nothing, and the shovel cannot help its draw."""
    game = hand_table(["scout", "shovel"], rules)
    assert "dig" not in verbs(game, 0)
    assert refused(game, 0, "dig scout+shovel")
    assert refused(game, 0, "draw scout+shovel")
    assert action_totals(game)["draw scout"] == 2


def test_the_shovel_cannot_improve_a_scavengers_hunt_001_277() -> None:
    """[001:277-281] Anna's scavenger with a shovel digs 3; "the shovel could not be used to
    improve the scavenger's hunt value, since the shovel does not have the hunt ability"."""
    game = hand_table(["scavenger", "shovel"])
    assert action_totals(game)["dig scavenger+shovel"] == 3
    assert refused(game, 0, "hunt scavenger+shovel")
    assert "hunt scavenger" in texts(game, 0)


def test_the_hunter_hunts_or_fights_and_never_digs_or_draws_001_324() -> None:
    """[001:324] the hunter is "A unit that can hunt or fight": no dig, even with a shovel, and
    no draw."""
    game = hand_table(["hunter", "shovel"])
    assert verbs(game, 0) == {"hunt", "trash", "end"}
    assert action_totals(game)["hunt hunter"] == 2
    assert refused(game, 0, "dig hunter+shovel")


def test_scout_and_sled_team_draw_together_and_neither_digs_nor_hunts_001_338_001_355() -> None:
    """[001:338] the scout "can draw or fight"; [001:355] the sled team "Enables a player to draw
    more cards from the deck or contributes to fighting"; [001:231-232] Anna's scout and sled
    team draw 4 together."""
    game = hand_table(["scout", "sled_team", "spear"])
    assert verbs(game, 0) == {"draw", "trash", "end"}
    assert action_totals(game)["draw scout sled_team"] == 4


def test_the_brawler_digs_and_fights_but_neither_hunts_nor_draws_001_322() -> None:
    """[001:322] the brawler, "A flexible unit with an emphasis upon fighting": dig 1 (the
    [001:220] example), no hunt, no draw; in the skirmish it fights 2."""
    game = hand_table(["brawler", "spear"])
    assert verbs(game, 0) == {"dig", "trash", "end"}
    assert action_totals(game)["dig brawler"] == 1
    fought = skirmish([["brawler"], ["scavenger"], []])
    assert seat_totals(fought)[0] == (True, 2, 1)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_tribe_family_equips_a_tool_to_hunt_but_cannot_dig_or_draw_001_358(rules: str) -> None:
    """[001:358-359] the tribe family "Can equip tools to fight or hunt": with a spear it hunts
    (0 + 1); it has no dig or draw for a shovel to improve."""
    game = hand_table(["tribe_family_4", "spear", "shovel"], rules)
    assert verbs(game, 0) == {"hunt", "trash", "end"}
    assert action_totals(game)["hunt tribe_family_4+spear"] == 1
    assert refused(game, 0, "dig tribe_family_4+shovel")


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_tribe_family_with_a_spear_fights_and_its_people_break_the_tie_001_358_001_359(rules: str) -> None:
    """[001:358-359] the tribe family "Can equip tools to fight ..., or can be used during the
    skirmish to break a tie": its spear makes fight 2, level with a brawler, and its 3 people
    beat the brawler's 1 [001:310-313]."""
    game = skirmish([["tribe_family_3", "spear"], ["brawler"], []], rules=rules)
    totals = seat_totals(game)
    assert totals[0] == (True, 2, 3)
    assert totals[1] == (True, 2, 1)
    assert skirmish_winner(game) == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_tribe_family_without_a_tool_breaks_a_tie_by_its_people_001_359(rules: str) -> None:
    """[001:359] the tribe family "can be used during the skirmish to break a tie": brawler and
    tribe family (fight 2, 6 people) against scavenger and spear (fight 3)? No: against a brawler
    and a scavenger... the tie is on fight 2 against a scout (fight 2, 1 person)."""
    game = skirmish([["brawler", "tribe_family_5"], ["scout"], []], rules=rules)
    totals = seat_totals(game)
    assert totals[0][1:] == (2, 6)
    assert totals[1][1:] == (2, 1)
    assert skirmish_winner(game) == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_refugee_digs_or_hunts_only_when_equipped_001_361(rules: str) -> None:
    """[001:361] the refugee: "A weak unit that can dig or hunt if equipped with a tool": alone
    it takes no action; with a shovel it digs 2 ([000:506] Sarah's dig), with a spear it hunts 1
    ([000:510] Carol's hunt)."""
    alone = hand_table(["refugee", "junk"], rules)
    assert verbs(alone, 0) == {"trash", "end"}
    equipped = hand_table(["refugee", "shovel", "refugee", "spear"], rules)
    totals = action_totals(equipped)
    assert totals["dig refugee+shovel"] == 2
    assert totals["hunt refugee+spear"] == 1


def test_a_refugee_with_a_spear_still_has_no_fight_001_361_000_518() -> None:
    """[001:361] a refugee digs or hunts with a tool and "May also help break a skirmish tie":
    it has no fight to improve, so a spear gives it none ([000:518] "refugee does not have a fight
    score"); a tribe family's fight 0 beats no fight at all [000:418-420]."""
    game = skirmish([["refugee", "spear"], ["tribe_family_3"], []])
    totals = seat_totals(game)
    assert totals[0] == (False, 0, 1)
    assert totals[1] == (True, 0, 3)
    assert skirmish_winner(game) == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_group_leaders_improve_one_other_unit_and_never_act_alone_001_326_001_193(rules: str) -> None:
    """[001:326-327] group leaders are "A multi-purpose unit that can increase the effectiveness
    of one other unit by modifying an action"; [001:193-194] a modifier "must be combined with
    another card that has the base ability": alone they take no action, and their +2 goes to one
    unit only (a brawler and a scavenger dig at most 1 + 1 + 2)."""
    alone = hand_table(["group_leaders"], rules)
    assert verbs(alone, 0) == {"trash", "end"}
    game = hand_table(["group_leaders", "scavenger", "brawler"], rules)
    digs = {text: total for text, total in action_totals(game).items() if text.startswith("dig")}
    assert digs["dig scavenger+group_leaders"] == 3
    assert max(digs.values()) == 4


@pytest.mark.parametrize("rules", EDITIONS)
def test_group_leaders_cannot_carry_a_tool_001_398_001_399(rules: str) -> None:
    """[001:398-399] "can group leaders, or snipers carry tools? No. A card must have a base
    ability in order to improve it with a tool"; [001:196] one tool per tribe member."""
    game = hand_table(["group_leaders", "shovel", "pickaxe", "scavenger"], rules)
    assert action_totals(game)["dig scavenger+shovel+group_leaders"] == 5
    assert refused(game, 0, "dig group_leaders+shovel scavenger")
    assert refused(game, 0, "dig scavenger+shovel+pickaxe")


TOOL_ROLES = [
    # tool, its dig modifier, its hunt modifier, its fight modifier (None: it cannot modify)
    ("shovel", 2, None, 1),  # [001:376] "Digging tool with limited fighting modifier"
    ("spear", None, 1, 2),  # [001:377] "Fighting tool with limited hunting modifier"
    ("pickaxe", 1, None, 2),  # [001:374] "Fighting tool with limited digging modifier"
    ("net", None, 2, 1),  # [001:372] "Hunting tool with limited fight modifier"
    ("multitool", 1, 1, 1),  # [001:370] "A flexible tool that can modify actions"
    ("wolf_pack", None, 3, 2),  # [001:379] "Powerful hunting and fighting tool"
    ("grenade", None, None, 3),  # [001:368] "An extremely potent weapon"
]


@pytest.mark.parametrize(("tool", "dig", "hunt", "fight"), TOOL_ROLES)
def test_each_tool_modifies_only_the_actions_its_card_names_001_368_379(
    tool: str, dig: int | None, hunt: int | None, fight: int
) -> None:
    """[001:368-379] each tool's role, with the numbers of shared/cards.tsv: held by a scavenger
    (dig 1, hunt 1, fight 1) it adds its modifier to the actions it names and cannot be used in
    the others ([001:366] tools "modify actions"); none of them draws."""
    game = hand_table(["scavenger", tool])
    totals = action_totals(game)
    for verb, bonus in (("dig", dig), ("hunt", hunt)):
        text = f"{verb} scavenger+{tool}"
        if bonus is None:
            assert refused(game, 0, text)
        else:
            assert totals[text] == 1 + bonus
    assert refused(game, 0, f"draw scavenger+{tool}")
    fought = skirmish([["scavenger", tool], ["refugee"], []])
    assert seat_totals(fought)[0] == (True, 1 + fight, 1)


def test_medicine_pays_for_a_hire_without_a_person_001_383_001_240() -> None:
    """[001:383] "Medicine is played from the player's hand as currency to complete a hire
    action"; [001:240] "Medicine cards do not require an associated person to spend": pills (1
    med) hire a hunter (1 med) with nothing else in hand, and the pills are spent."""
    game = hand_table(["pills"], market={"hunter": 8, "scout": 8})
    assert texts(game, 0)[0] == "hire hunter pay pills"
    game.apply(0, "hire hunter pay pills")
    pass_windows(game)
    assert Counter(zone_kinds(game, "0:discard")) == Counter({"hunter": 1, "pills": 1})


def test_medicine_is_no_food_and_takes_no_other_action_001_155_001_383() -> None:
    """[001:154-156] hire "uses a combination of Food from hunting and medicine from the player's
    hand": a medkit's 2 meds pay a med cost, never a food cost (RULINGS R-13): they hire a
    hunter (1 med) but not a scavenger (1 food); medicine digs, draws and hunts nothing."""
    game = hand_table(["medkit", "medkit"], market={"hunter": 8, "scavenger": 8})
    hires = {t for t in texts(game, 0) if t.startswith("hire")}
    assert "hire hunter pay medkit" in hires
    assert not any(t.startswith("hire scavenger") for t in hires)
    assert refused(game, 0, "hire scavenger pay medkit medkit")
    assert verbs(game, 0) == {"hire", "trash", "end"}


def test_medicine_adds_no_fight_in_the_skirmish_001_383() -> None:
    """[001:383] medicine is currency for a hire: brought to the skirmish (a bluff [001:165]),
    pills and a medkit add nothing to a scavenger's fight."""
    game = skirmish([["scavenger", "pills", "medkit"], ["brawler"], []])
    assert seat_totals(game)[0] == (True, 1, 1)
    assert skirmish_winner(game) == 1


def test_food_is_currency_for_that_round_only_001_154_000_619() -> None:
    """[001:154] hunting gets "food (used as currency during that round)"; [000:619] "Food does
    not accumulate from round to round" (RULINGS R-3): food hunted and not spent in round 1 buys
    nothing in round 2."""
    seat0 = {"deck": ["junk"] * 5}
    game = hand_table(["hunter"], seat0=seat0, market={"scavenger": 8, "brawler": 8})
    game.apply(0, "hunt hunter")
    pass_windows(game)
    assert any(t.startswith("hire scavenger") for t in texts(game, 0))
    game.apply(0, "end")
    to_turn(game, 0)
    assert game.round == 2
    assert "hire" not in verbs(game, 0)


# =============================================================================================
# [004:245-259] storing in buildings


def store_table(hand: list[str], buildings: list[dict[str, Any]]) -> sc.Game:
    """HQ 2 and Recon 1 and 4, seat 0 first, holding ``hand`` with ``buildings``."""
    players = [{"hand": hand, "buildings": buildings}, {}, {}]
    return module_table(HQ2 | sc.recon_modules((1, 4, 5)), initiator=0, players=players)


def stored(game: sc.Game, kind: str) -> list[str]:
    return sorted(t.split()[-1] for t in texts(game, 0) if t.startswith(f"store {kind} ") and len(t.split()) == 3)


def test_store_keeps_each_buildings_type_004_255() -> None:
    """[004:255] "Do not exceed the building capacity or violate its type" (RULINGS H-7: the
    armory takes tool cards, contested tools too; the bunker person cards, contested ones too; the
    pharmacy medicine only). Instants (binoculars, map, tear gas), junk and a medic fit none
    but the bunker for the medic."""
    hand = ["binoculars", "map", "tear_gas", "cargo_sled", "wolf_pack", "combat_medics", "medic", "junk", "pills"]
    hand += ["tribe_family_3"]
    game = store_table(hand, [{"building": "armory"}, {"building": "bunker"}, {"building": "pharmacy"}])
    assert stored(game, "armory") == ["cargo_sled", "wolf_pack"]
    assert stored(game, "bunker") == ["combat_medics", "medic", "tribe_family_3"]
    assert stored(game, "pharmacy") == ["pills"]
    for text in ("store armory binoculars", "store armory tear_gas", "store bunker map", "store pharmacy medic"):
        assert refused(game, 0, text), text


@pytest.mark.parametrize(
    ("kind", "cards"),
    [
        ("armory", ["spear", "shovel", "net"]),
        ("pharmacy", ["pills", "medkit", "pills"]),
        ("bunker", ["brawler", "scout", "hunter", "thugs"]),
    ],
)
def test_store_never_exceeds_the_buildings_capacity_004_255(kind: str, cards: list[str]) -> None:
    """[004:255] "Do not exceed the building capacity" (cards.tsv: armory 2, pharmacy 2, bunker
    3): one card more than the capacity is refused, also across two store actions."""
    game = store_table(cards, [{"building": kind}])
    capacity = len(cards) - 1
    assert refused(game, 0, f"store {kind} " + " ".join(sorted(cards)))
    game.apply(0, f"store {kind} " + " ".join(sorted(cards[:capacity])))
    assert building(game, 0, kind).stored == capacity
    assert refused(game, 0, f"store {kind} {cards[-1]}")


def test_store_needs_a_completed_building_004_253() -> None:
    """[004:253] store places cards "under a completed building": a bunker with a timer card
    left takes none."""
    game = store_table(["brawler"], [{"building": "bunker", "timer": ["junk"]}])
    assert "store" not in verbs(game, 0)
    assert refused(game, 0, "store bunker brawler")


def test_only_the_bunker_opens_on_another_players_turn_004_247_004_259() -> None:
    """[004:247] "During another player's turn, the only building which a player may access is
    the bunker"; [004:259] retrieve "can occur any time during a round as long as the skirmish has
    not been initiated": in a window on seat 0's dig, seat 1 may retrieve from its bunker, not
    from its armory, and store nothing."""
    seat1 = {
        "hand": ["scout"],
        "buildings": [
            {"building": "bunker", "stored": ["sniper_team"]},
            {"building": "armory", "stored": ["spear"]},
        ],
    }
    players = [{"hand": ["brawler"]}, seat1, {}]
    game = module_table(HQ2, initiator=0, players=players, junkyard=["net", "junk"])
    game.apply(0, "dig brawler")
    assert now(game).seat == 1
    legal = texts(game, 1)
    assert "retrieve bunker sniper_team" in legal
    assert not any(t.startswith(("retrieve armory", "store")) for t in legal)


# =============================================================================================
# [004:351] the spy, [004:361] the scouting refugee

R1 = sc.recon_modules((1,))


def test_a_spy_that_spies_takes_no_standard_use_and_its_owner_acts_on_004_351() -> None:
    """[004:351] "In a given round, you may use the standard actions or spying action, but not
    both" [003:69] (RULINGS X-24, per card): the spy that spied is discarded and its owner draws
    1 [003:68]; her other cards still dig."""
    players = [{"hand": ["spy", "brawler"], "deck": ["pills"]}, {"hand": ["junk"]}, {}]
    game = module_table(R1, initiator=0, players=players, junkyard=["net", "junk"])
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    assert zone_kinds(game, "0:discard") == ["spy"]
    assert Counter(game.view(0).hand) == Counter(["brawler", "pills"])
    assert "dig brawler" in texts(game, 0)
    assert "spy" not in verbs(game, 0)


def test_a_spy_in_the_skirmish_lends_its_fight_and_cannot_spy_004_351() -> None:
    """[004:351] standard use or spying, not both; RULINGS X-14: a spy's standard use is its +2
    fight modifier, on a base-fight person (a brawler fights 4); X-3: it cannot spy in the
    skirmish. Alone it brings no fight."""
    game = stacked_table([["spy", "brawler"], ["spy"], []], R1, decks=[[], [], []])
    end_gathering(game, {0: "commit brawler spy", 1: "commit spy"})
    # Nobody had anything to do in the skirmish: no spying was offered there.
    assert game.round == 4
    totals = seat_totals(game)
    assert totals[0] == (True, 4, 2)
    assert totals[1] == (False, 0, 1)


def test_a_scouting_refugee_cannot_initiate_an_action_004_361() -> None:
    """[004:361] the scouting refugee "Can modify another tribe member's actions, but cannot
    initiate such actions" [003:85]: two of them with a shovel dig, hunt and draw nothing."""
    game = module_table(R1, initiator=0, players=[{"hand": ["scouting_refugee", "scouting_refugee", "shovel"]}, {}, {}])
    assert verbs(game, 0) == {"trash", "end"}
    assert refused(game, 0, "dig scouting_refugee+shovel")


def test_a_scouting_refugee_modifies_dig_and_hunt_but_not_draw_004_361() -> None:
    """[004:361] it modifies another tribe member's action (cards.tsv: +1 dig, +1 hunt, +1 fight,
    no draw): a scavenger digs and hunts 2 with it; its draw stays 1."""
    game = module_table(R1, initiator=0, players=[{"hand": ["scavenger", "scouting_refugee"]}, {}, {}])
    totals = action_totals(game)
    assert totals["dig scavenger+scouting_refugee"] == 2
    assert totals["hunt scavenger+scouting_refugee"] == 2
    assert refused(game, 0, "draw scavenger+scouting_refugee")


def test_a_scouting_refugee_modifies_beside_a_tool_004_361_ruling_r14() -> None:
    """[004:361] it modifies a tribe member's action; RULINGS R-14: as a person modifier it takes
    no tool slot, so a scavenger with a shovel and a scouting refugee digs 1 + 2 + 1; a refugee
    (base dig 0) with it digs 1 [003:198]."""
    hand = ["scavenger", "shovel", "scouting_refugee", "refugee", "scouting_refugee"]
    game = module_table(R1, initiator=0, players=[{"hand": hand}, {}, {}])
    totals = action_totals(game)
    assert totals["dig scavenger+shovel+scouting_refugee"] == 4
    assert totals["dig refugee+scouting_refugee"] == 1


def test_scouting_refugees_bring_no_fight_alone_and_add_1_to_a_fighter_004_361() -> None:
    """[004:361] cannot initiate: two scouting refugees alone have no fight (a tribe family's
    fight 0 beats them [000:418-420]); with a brawler one makes fight 3."""
    alone = skirmish([["scouting_refugee", "scouting_refugee"], ["tribe_family_3"], []], R1)
    assert seat_totals(alone)[0] == (False, 0, 2)
    assert skirmish_winner(alone) == 1
    helped = skirmish([["brawler", "scouting_refugee"], ["brawler"], []], R1)
    assert seat_totals(helped)[0] == (True, 3, 2)
    assert skirmish_winner(helped) == 0


# =============================================================================================
# [004:321, 369-379] binoculars


def test_binoculars_hunt_with_no_tribe_member_004_321() -> None:
    """[004:321] an instant: "No tribe member is required to grant a benefit"; [003:96] useful in
    hunting (RULINGS P-2, X-8: hunt 1): binoculars alone hunt 1 and hire a scavenger."""
    game = module_table(R1, initiator=0, players=[{"hand": ["binoculars"]}, {}, {}], market={"scavenger": 8})
    assert action_totals(game)["hunt binoculars"] == 1
    game.apply(0, "hunt binoculars")
    pass_windows(game)
    assert "hire scavenger" in texts(game, 0)


def test_binoculars_hunt_or_recon_in_a_round_not_both_004_379() -> None:
    """[004:379] "In a given round, you may use the standard action or use the recon action, but
    not both" [003:106]: a binoculars that hunted cannot look; one that looked cannot hunt."""
    hunted = module_table(R1, initiator=0, players=[{"hand": ["scavenger", "binoculars"]}, {}, {}])
    hunted.apply(0, "hunt scavenger binoculars")
    pass_windows(hunted)
    assert "scout" not in verbs(hunted, 0)
    assert refused(hunted, 0, "scout binoculars")
    looked = module_table(
        R1, initiator=0, players=[{"hand": ["scavenger", "binoculars"]}, {}, {}], junkyard=["net", "junk"]
    )
    looked.apply(0, "scout binoculars")
    pass_windows(looked)
    assert "hunt scavenger" in texts(looked, 0)
    assert refused(looked, 0, "hunt scavenger binoculars")
    assert zone_kinds(looked, "0:discard") == ["binoculars"]


def test_binoculars_recon_opens_no_disarm_but_may_be_cancelled_004_377() -> None:
    """[004:377] "This action cannot be interrupted by a disarm action but it can be canceled":
    a saboteur has nothing to disarm in its window, a scouting refugee cancels, and the
    binoculars' owner then sees nothing."""
    players = [{"hand": ["binoculars"]}, {"hand": ["saboteur", "scouting_refugee"], "deck": ["net"]}, {}]
    game = module_table(R1, initiator=0, players=players, junkyard=["net", "junk"])
    game.apply(0, "scout binoculars")
    assert texts(game, 1) == ["pass", "cancel scouting_refugee"]
    game.apply(1, "cancel scouting_refugee")
    pass_windows(game)
    assert knowledge(game, 0, "binoculars") == {}
    assert zone_kinds(game, "0:discard") == ["binoculars"]


def test_binoculars_brought_to_the_skirmish_cannot_be_disarmed_004_371() -> None:
    """[004:371] binoculars "Cannot be discarded through a disarm action" [003:98], also as a
    bluff in the skirmish force (RULINGS X-22): the saboteur may disarm the spear only."""
    game = stacked_table([["brawler", "binoculars", "spear"], ["saboteur", "brawler"], []], R1, decks=[[], [], []])
    end_gathering(game, {0: "commit binoculars brawler spear", 1: "commit brawler saboteur"})
    while now(game).seat != 1:
        game.apply(now(game).seat, "pass")
    assert [t for t in texts(game, 1) if t.startswith("disarm")] == ["disarm 0:spear"]
    assert refused(game, 1, "disarm 0:binoculars")


# =============================================================================================
# [004:415] the rogue, [004:435] the drill sergeant

R2 = sc.recon_modules((2,))
R3 = sc.recon_modules((3,))


def test_the_rogue_keeps_its_fight_and_that_fight_makes_the_tie_it_steals_004_415() -> None:
    """[004:415] "The rogue's ability to steal the CR is passive. You do not need to give up the
    rogue's fight in order to steal the CR" [003:146]: rogue (1) and brawler (2) tie a brawler and
    a refugee-backed scavenger at 3; the other side has more people, yet the rogue takes it."""
    game = skirmish([["rogue", "brawler"], ["brawler", "scavenger", "refugee"], ["scavenger"]], R2)
    totals = seat_totals(game)
    assert totals[0] == (True, 3, 2)
    assert totals[1] == (True, 3, 3)
    assert skirmish_winner(game) == 0


def test_the_rogue_steals_without_being_declared_004_415() -> None:
    """[004:415] passive (RULINGS X-21): its owner is offered no rogue action in the skirmish,
    passes, and still takes the tied resource."""
    game = stacked_table([["rogue", "brawler"], ["thugs"], []], R2, decks=[[], [], []])
    end_gathering(game, {0: "commit brawler rogue", 1: "commit thugs"})
    while (d := game.view(None).decision) is not None and game.round == 3:
        assert d.kind in ("skirmish", "respond", "save")
        assert texts(game, d.seat) == ["pass"]
        game.apply(d.seat, "pass")
    assert skirmish_winner(game) == 0
    assert owned(game, 0)["grenade"] == 1


def test_the_drill_sergeant_in_the_skirmish_adds_no_card_to_the_force_004_435() -> None:
    """[004:435] "Using the drill sergeant in the skirmish will not permit you to add new cards to
    your skirmish force" (RULINGS X-13): it gives up its fight, the 2 drawn cards go to hand, the
    force fights with the brawler alone, and the drawn cards are discarded at the round's end."""
    players = [
        {"hand": ["drill_sergeant", "brawler"], "deck": ["thugs", "grenade"], "discard": ["junk", "pills"]},
        {"hand": ["brawler", "scavenger"]},
        {},
    ]
    game = module_table(R3, round=3, initiator=0, players=players, contested=["wolf_pack", "sled_team"])
    end_gathering(game, {0: "commit brawler drill_sergeant", 1: "commit brawler scavenger"})
    assert now(game).seat == 0
    game.apply(0, "drill drill_sergeant")
    game.apply(0, "shuffle junk pills")
    # Nothing is left to decide: the skirmish resolves at once.
    assert seat_totals(game)[0] == (True, 2, 2)  # the brawler's 2; the thugs drawn add no 3
    assert skirmish_winner(game) == 1
    told = [e for e in game.log(0) if e.round == 3 and e.seat == 0]
    drawn = next(e.cards for e in told if e.type is EventType.DREW and e.cards)
    assert len(drawn) == 2
    end = next(e for e in told if e.type is EventType.DISCARDED and e.text == "end of round")
    assert Counter(end.cards) == Counter(drawn)  # from hand, not from the force


# =============================================================================================
# [004:475] random contested resources, [004:489] the demolition team


def test_one_copy_of_each_contested_resource_004_475() -> None:
    """[004:475] "Alternatively, choose 1 copy of each CR (7 from the base game and 7 from
    Recon)" [003:222]: the pile holds the 14 kinds once each."""
    config = sc.GameConfig(players=3, seed=5, modules=sc.recon_modules((4,)), contested_one_each=True)
    game = sc.Game.new(config)
    pile = Counter(c.kind for c in game.zones()["contested"])
    base = ["wolf_pack", "grenade", "sled_team", "field_crew", "tribe_family_3", "tribe_family_4", "tribe_family_5"]
    recon = ["cargo_sled", "combat_medics", "demolition_team", "tear_gas"] + [f"tribal_hunters_{n}" for n in (2, 3, 4)]
    assert pile == Counter(base + recon)


def demolition_table(target: dict[str, Any]) -> sc.Game:
    players = [
        {"hand": ["demolition_team", "brawler"], "deck": ["net", "pills", "junk"]},
        {"deck": ["spear", "shovel", "medkit", "thugs"], "buildings": [target]},
        {},
    ]
    return module_table(HQ2 | sc.recon_modules((4,)), initiator=0, players=players)


def test_the_demolition_team_resets_one_timer_then_draws_2_004_489() -> None:
    """[004:489] "reset the build timer on one under-construction building. Afterwards, draw 2
    cards" [003:237] (RULINGS H-9: the owner tops the timer up from her deck): a bunker with 1
    timer card left is back to 5, and the team's owner draws 2."""
    game = demolition_table({"building": "bunker", "timer": ["junk"]})
    game.apply(0, "demolish 1:bunker")
    pass_windows(game)
    assert building(game, 1, "bunker").timer == 5
    assert Counter(game.view(0).hand) == Counter(["brawler", "net", "pills"])
    assert zone_kinds(game, "0:discard") == ["demolition_team"]
    assert zone_kinds(game, "1:deck") == []


def test_the_demolition_team_cannot_reset_a_completed_building_004_489() -> None:
    """[004:489] its target is "one under-construction building": a completed armory is none."""
    game = demolition_table({"building": "armory"})
    assert "demolish" not in verbs(game, 0)
    assert refused(game, 0, "demolish 1:armory")


# =============================================================================================
# [004:505-511] the Humanitarians

R5 = sc.recon_modules((5,))


@pytest.mark.parametrize("modules", [R5, sc.recon_modules((1, 5))])
def test_the_humanitarians_put_20_refugees_up_for_hire_004_507(modules: frozenset[str]) -> None:
    """[004:507] "Select a full stack of 20 refugee cards and make them available for hire in
    addition to the 10 mercenary stacks" [003:263]; [004:511] the recommended stack for hire is
    the scouting refugees (RULINGS X-30, one stack also with module 1, X-23)."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=2, modules=modules))
    market = dict(game.view(None).market)
    assert market["scouting_refugee"] == 20
    assert "refugee" not in market
    assert [k for k, _ in game.view(None).market].count("scouting_refugee") == 1


def test_standard_refugees_for_hire_cost_no_food_but_use_the_hire_004_511() -> None:
    """[004:511] "If you choose to make standard refugees available for hire, a hire action must
    still be used, but no food is required" (RULINGS X-30): with no food a refugee is hired, and
    the round's one hire [001:241] is then spent."""
    scenario = {"initiator": 0, "players": [{"hand": ["pills"]}, {}, {}], "market": {"hunter": 8}}
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=R5, refugees_for_hire=True, scenario=scenario))
    assert "hire refugee" in texts(game, 0)
    game.apply(0, "hire refugee")
    pass_windows(game)
    assert zone_kinds(game, "0:discard") == ["refugee"]
    assert "hire" not in verbs(game, 0)
    assert refused(game, 0, "hire hunter pay pills")


def test_scouting_refugee_starters_leave_the_full_20_refugees_for_hire_004_511_003_296() -> None:
    """[004:511] "Either refugee stack will work"; with scouting refugees in the starting hands
    [003:290], a starter type is not also for hire [003:296] (RULINGS V-10), so the stack for hire
    is the 20 standard refugees."""
    config = sc.GameConfig(players=4, seed=1, modules=R5, variants=frozenset({"alternate_refugees"}))
    game = sc.Game.new(config)
    market = dict(game.view(None).market)
    assert market.get("refugee") == 20
    assert "scouting_refugee" not in market


# =============================================================================================
# [004:529] the Yardmaster

YARD = sc.hq_modules(3) | R1 | R5


def yard_table(round: int = 1, **scenario: Any) -> sc.Game:
    """Seat 0 leads with the Yardmaster; the others with quiet leaders."""
    players = scenario.pop("players")
    for player, leader in zip(players, ("leader_yardmaster", *QUIET), strict=False):
        player["leader"] = leader
    return module_table(YARD, round=round, initiator=0, players=players, **scenario)


def test_the_yardmaster_cannot_be_cancelled_004_529() -> None:
    """[004:529] "It cannot be canceled or otherwise interrupted" [003:285] (RULINGS L-15): seat 1
    holds a scouting refugee and a guard, yet no window opens: seat 0 places the 2 cards it saw."""
    players = [{"hand": ["brawler"]}, {"hand": ["scouting_refugee", "guard"]}, {"hand": ["sniper_team"]}]
    game = yard_table(players=players, junkyard=["net", "junk", "pills"])
    game.apply(0, "yard")
    assert now(game) == sc.Decision("place", 0)
    assert knowledge(game, 0, "yardmaster") == {"junkyard": ("net", "junk")}
    game.apply(0, "yard bottom")
    assert zone_kinds(game, "junkyard") == ["pills", "net", "junk"]


def test_the_yardmaster_is_not_modifiable_by_binoculars_004_529() -> None:
    """[004:529] "is not modifiable" [003:286]: binoculars, which "improve any recon action by 2
    cards" [003:102], cannot deepen the Yardmaster's peek: it sees 2 cards, and the binoculars stay
    in hand."""
    players = [{"hand": ["binoculars"]}, {}, {}]
    game = yard_table(players=players, junkyard=["net", "junk", "pills", "spear"])
    assert not any(t.startswith("yard") and "binoculars" in t for t in texts(game, 0))
    assert refused(game, 0, "yard binoculars")
    game.apply(0, "yard")
    assert knowledge(game, 0, "yardmaster") == {"junkyard": ("net", "junk")}
    assert game.view(0).hand == ("binoculars",)


def test_the_yardmaster_may_look_at_any_time_even_in_the_skirmish_004_529() -> None:
    """[004:529] "This action may be taken at any time during the round" (RULINGS ED-20, L-15):
    in another player's window and at its owner's skirmish opportunity, once a round."""
    players = [{"hand": ["brawler"]}, {"hand": ["scout"]}, {"hand": ["brawler"]}]
    game = yard_table(round=3, players=players, junkyard=["net", "junk", "pills"], contested=["grenade", "wolf_pack"])
    game.apply(0, "end")
    game.apply(0, "commit brawler")
    game.apply(1, "draw scout")
    pass_until(game, 0)
    assert now(game) == sc.Decision("respond", 0, 1, "draw")
    assert "yard" in texts(game, 0)
    pass_windows(game)
    end_gathering(game, {1: "commit none", 2: "commit brawler"})
    assert now(game) == sc.Decision("skirmish", 0)
    assert texts(game, 0) == ["pass", "yard"]
    game.apply(0, "yard")
    game.apply(0, "yard top")
    assert "yard" not in texts(game, 0)


def test_the_yardmaster_tells_the_others_nothing_but_where_the_cards_went_004_529() -> None:
    """[004:529] the Yardmaster peeks at the junkyard's top 2 [003:283], and only its owner sees
    what a peek shows [003:33] (RULINGS X-34: where the cards go is public): no other seat's log
    or view names them."""
    players = [{"hand": ["brawler"]}, {"hand": ["scout"]}, {}]
    game = yard_table(players=players, junkyard=["net", "medkit", "pills"])
    start = len(game.log(None))
    game.apply(0, "yard")
    game.apply(0, "yard bottom")
    for seat in (1, 2, None):
        for event in game.log(seat)[start:]:
            assert not {"net", "medkit"} & set(event.cards), (seat, event)
        assert all(k.source != "yardmaster" for k in game.view(seat).knowledge)
    assert knowledge(game, 0, "yardmaster") == {"junkyard": ("net", "medkit")}


# =============================================================================================
# More of the same kind: [001:74-76, 189, 211-212, 284-285], [004:77, 299, 431, 475, 489, 511]


@pytest.mark.parametrize("modifier", ["courier", "tinker", "spy", "group_leaders"])
def test_a_fight_modifier_needs_a_fighter_beside_it_001_75_001_193(modifier: str) -> None:
    """[001:74-76] "action modifiers must be combined with another card"; [001:193-194] a card
    with a modifier "must be combined with another card that has the base ability": alone in
    the skirmish it brings no fight; beside a hardy scavenger (fight 0 [003:180]) it adds its
    bonus (cards.tsv: courier and tinker +1, spy and group leaders +2)."""
    bonus = 2 if modifier in ("spy", "group_leaders") else 1
    modules = sc.recon_modules((1, 3))
    alone = skirmish([[modifier], ["refugee"], []], modules)
    assert seat_totals(alone)[0][:2] == (False, 0)
    paired = skirmish([[modifier, "hardy_scavenger"], ["refugee"], []], modules)
    assert seat_totals(paired)[0][:2] == (True, bonus)


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_action_needs_a_total_of_1_or_more_001_284(rules: str) -> None:
    """[001:284-285] "The total of all ability values played is used to perform that action
    (provided that the total is 1 or greater)" (RULINGS R-10): a tribe family (hunt 0) cannot
    hunt alone; with a hunter it adds 0 to the hunter's 2."""
    alone = hand_table(["tribe_family_5"], rules)
    assert verbs(alone, 0) == {"trash", "end"}
    assert refused(alone, 0, "hunt tribe_family_5")
    helped = hand_table(["tribe_family_5", "hunter"], rules)
    assert action_totals(helped)["hunt hunter tribe_family_5"] == 2


@pytest.mark.parametrize("rules", EDITIONS)
def test_many_actions_in_a_turn_but_none_twice_004_77_001_189_001_211(rules: str) -> None:
    """[001:211-212] "There is no limit to the number of actions that a player can take during
    the resource gathering phase, although no action may be taken more than once" [004:77];
    [001:189] "A player may only perform a given action (dig/hunt/draw/hire/etc.) once per
    round": after a dig, a second dig with other cards is refused, while the hunt and the draw
    are still open."""
    game = hand_table(["brawler", "scavenger", "hunter", "scout"], rules, junkyard=["net", "junk"])
    game.apply(0, "dig brawler")
    pass_windows(game)
    game.apply(0, "keep none")
    assert "dig" not in verbs(game, 0)
    assert refused(game, 0, "dig scavenger")
    assert {"hunt hunter", "draw scout"} <= set(texts(game, 0))
    game.apply(0, "hunt hunter")
    pass_windows(game)
    assert "hunt" not in verbs(game, 0)
    assert "draw scout" in texts(game, 0)


def test_store_capacity_holds_in_the_2012_rules_too_001_632() -> None:
    """[001:630-632] "Take one or more cards of a given type from your hand and place them,
    face-down, under a completed building. Do not exceed building capacity or violate type":
    the older edition's armory also takes 2 tools, and no medicine."""
    players = [{"hand": ["spear", "shovel", "net", "pills"], "buildings": [{"building": "armory"}]}, {}, {}]
    game = rules_table("2012", 3, HQ2, initiator=0, players=players)
    assert refused(game, 0, "store armory net shovel spear")
    assert refused(game, 0, "store armory pills")
    game.apply(0, "store armory shovel spear")
    assert building(game, 0, "armory").stored == 2


def test_a_disabled_building_takes_and_gives_no_cards_004_299() -> None:
    """[004:299] "If a building is disabled, its abilities cannot be used and cards cannot be
    added or removed from the building" (RULINGS H-11): nothing is stored in or retrieved from
    a disabled bunker or armory; a tribe member may repair it [004:301]."""
    seats = [
        {
            "hand": ["brawler", "spear"],
            "leader": "leader_mentor",
            "buildings": [
                {"building": "bunker", "stored": ["sniper_team"], "disabled": True},
                {"building": "armory", "disabled": True},
            ],
        },
        {"leader": "leader_ranger"},
        {"leader": "leader_peacemaker"},
    ]
    game = module_table(sc.hq_modules(4), initiator=0, players=seats)
    assert not verbs(game, 0) & {"store", "retrieve"}
    assert refused(game, 0, "retrieve bunker sniper_team")
    assert refused(game, 0, "store armory spear")
    assert "repair bunker brawler" in texts(game, 0)


def test_the_drill_sergeants_draw_leaves_the_draw_action_open_004_431() -> None:
    """[004:431] "This draw is distinct from the standard draw action" [003:172]: after drilling,
    a scout may still take the round's draw."""
    hand = ["drill_sergeant", "scout"]
    players = [{"hand": hand, "deck": ["pills", "junk", "net", "spear"], "discard": ["medkit"]}, {}, {}]
    game = module_table(R3, initiator=0, players=players)
    game.apply(0, "drill drill_sergeant")
    pass_windows(game)
    game.apply(0, "shuffle none")
    pass_windows(game)
    assert len(game.view(0).hand) == 3
    assert action_totals(game)["draw scout"] == 2


def test_a_game_of_one_copy_of_each_contested_resource_lasts_16_rounds_004_475() -> None:
    """[004:475] one copy of each of the 14 contested resources; RULINGS V-9 and ED-2: the 14
    are the timer, one per skirmish, so the game ends after round 16."""
    config = sc.GameConfig(players=3, seed=4, modules=sc.recon_modules((4,)), contested_one_each=True)
    game = sc.Game.new(config)
    end = 0
    while not game.over:
        d = now(game)
        end = game.round
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    assert end == 16
    assert game.zones()["contested"] == ()


def test_the_demolition_teams_timer_and_draw_stay_hidden_004_489() -> None:
    """[004:489] the reset timer is drawn face down like the first one [000:593] (RULINGS H-9;
    ED-11: hidden from everyone, its owner too), and the team's owner draws 2 into her hand: no
    other seat is told a card of either."""
    game = demolition_table({"building": "bunker", "timer": ["junk"]})
    start = len(game.log(None))
    game.apply(0, "demolish 1:bunker")
    pass_windows(game)
    timer = {"spear", "shovel", "medkit", "thugs"}
    for seat in (1, 2, None):
        for event in game.log(seat)[start:]:
            assert not (timer | {"net", "pills"}) & set(event.cards) - {"bunker", "demolition_team"}, event
    for event in game.log(0)[start:]:
        assert not timer & set(event.cards), event
    assert Counter(game.view(0).hand) == Counter(["brawler", "net", "pills"])


def test_no_refugee_is_for_hire_when_the_starter_decks_took_all_20_004_511() -> None:
    """[004:511] standard refugees for hire are the spare ones (RULINGS X-30); with 5 players
    the starter decks hold all 20 [000:97], so the stack is empty and no hire takes one
    (RULINGS R-9)."""
    config = sc.GameConfig(players=5, seed=4, modules=R5, refugees_for_hire=True)
    game = sc.Game.new(config)
    assert dict(game.view(None).market)["refugee"] == 0
    seat = now(game).seat
    assert not any(t.startswith("hire refugee") for t in texts(game, seat))
    assert refused(game, seat, "hire refugee")


PERSON_ROLES = [
    # card, what it does alone while gathering (with its total), its fight alone (None: no fight)
    ("scavenger", {"dig": 1, "draw": 1, "hunt": 1}, 1),  # [001:336] "A weak, but flexible unit"
    ("brawler", {"dig": 1}, 2),  # [001:322] "A flexible unit with an emphasis upon fighting"
    ("hunter", {"hunt": 2}, 1),  # [001:324] "A unit that can hunt or fight"
    ("scout", {"draw": 2}, 2),  # [001:338] "A flexible unit that can draw or fight"
    ("thugs", {"dig": 1}, 3),  # [001:349] "A flexible unit that is highly proficient at fighting"
    ("saboteur", {"dig": 1}, 1),  # [001:328-334] a specialized attack unit (disarm), dig 1 / fight 1
    ("sniper_team", {}, None),  # [001:340-347] a specialized attack unit: snipe only
    ("group_leaders", {}, None),  # [001:326] increases "one other unit": nothing alone
    ("field_crew", {"dig": 2, "hunt": 2}, 2),  # [001:353] "A flexible, multi-purpose unit"
    ("sled_team", {"draw": 2}, 1),  # [001:355] draws more cards "or contributes to fighting"
    ("tribe_family_3", {}, 0),  # [001:358] needs tools to fight or hunt; fight 0 (2015)
    ("refugee", {}, None),  # [001:361] "can dig or hunt if equipped with a tool"
]


@pytest.mark.parametrize(("card", "alone", "fight"), PERSON_ROLES)
def test_each_tribe_member_does_what_its_role_says_001_322_001_361(
    card: str, alone: dict[str, int], fight: int | None
) -> None:
    """[001:322-361] each tribe member's role, with the numbers of shared/cards.tsv: the actions
    it takes alone while gathering (a standard action "can be performed by this card alone"
    [001:74-75]) and its fight alone in the skirmish."""
    game = hand_table([card])
    totals = {text.split()[0]: total for text, total in action_totals(game).items() if text.split()[0] != "trash"}
    assert totals == alone
    fought = skirmish([[card], ["refugee"], []])
    assert seat_totals(fought)[0][:2] == ((False, 0) if fight is None else (True, fight))


@pytest.mark.parametrize("rules", EDITIONS)
def test_each_player_starts_with_a_spear_and_a_shovel_001_271(rules: str) -> None:
    """[001:271] "Each player starts with two tools - a spear and a shovel" [000:95-101]: every
    starting deck holds one of each and no other tool."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=6, rules=rules))
    tools = {"spear", "shovel", "net", "pickaxe", "multitool"}
    for seat in range(4):
        held = Counter(c.kind for name, cards in game.zones().items() if name.startswith(f"{seat}:") for c in cards)
        assert {k: n for k, n in held.items() if k in tools} == {"spear": 1, "shovel": 1}


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_largest_tribe_wins_001_44_001_174(rules: str) -> None:
    """[001:44] "Players work to build their tribes as large as possible"; [001:175-176] "The
    winner is the player who has built the largest tribe", counted from the people icons of
    every card she owns (RULINGS F-1): a game played out with nobody acting."""
    players = [{"discard": ["thugs", "field_crew"]}, {"discard": ["brawler"]}, {}]
    game = rules_table(rules, 3, round=15, initiator=0, players=players, contested=["grenade"])
    while not game.over:
        d = now(game)
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))
    result = game.result
    assert result is not None
    assert [score.people for score in result.scores] == [7, 1, 0]
    assert result.winners == (0,)
    assert result.decided_by == "people"


def test_random_contested_resources_combine_with_every_other_module_004_471() -> None:
    """[004:471] module 4 "deals exclusively with the contested resources pile, and can easily be
    combined with any other module": with HQ 1-4 and Recon 1-5, one copy of each [004:475]
    still makes the 14-card pile, and the other modules' setup is untouched (the 12 HQ and 6
    Recon buildings in the schematics pile, RULINGS X-32)."""
    modules = sc.hq_modules(4) | sc.recon_modules(range(1, 6))
    game = sc.Game.new(sc.GameConfig(players=4, seed=9, modules=modules, contested_one_each=True))
    assert len({c.kind for c in game.zones()["contested"]}) == 14
    assert len(game.zones()["contested"]) == 14
    assert len(game.zones()["schematics"]) == 18


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_tribe_familys_fight_comes_from_its_helpers_and_its_people_break_ties_001_358(rules: str) -> None:
    """[001:358-359] a tribe family "Can equip tools to fight or hunt, or can be used during the
    skirmish to break a tie"; [001:405-406] "A tribe family enhanced by group leaders can
    attack". Alone its fight is 0, which fights in 2015 [000:418-420] and is no fight in the
    older edition [001:455] (RULINGS ED-12); either way its 3 people beat a lone refugee, and
    with group leaders (fight 2, 5 people) it beats a brawler on people."""
    alone = skirmish([["tribe_family_3"], ["refugee"], []], rules=rules)
    assert seat_totals(alone)[0] == (rules == "2015", 0, 3)
    assert skirmish_winner(alone) == 0
    led = skirmish([["tribe_family_3", "group_leaders"], ["brawler"], []], rules=rules)
    assert seat_totals(led)[0] == (True, 2, 5)
    assert skirmish_winner(led) == 0


@pytest.mark.parametrize("module", ["recon1", "recon5"])
def test_a_named_market_refuses_the_scouting_refugees_as_a_stack_laid_out_beside_it(module: str) -> None:
    # [003:263], RULINGS: with Recon module 1 or 5 the scouting refugees are a stack
    # of their own beside the named ones; the refusal says so, with the modules by name.
    config = sc.GameConfig(players=3, seed=1, modules=frozenset({module}), market=("brawler", "scouting_refugee"))
    with pytest.raises(sc.ConfigError) as refused:
        sc.Game.new(config)
    message = str(refused.value)
    assert f"with modules {module} it is laid out as a stack of its own" in message
    assert "Module." not in message


def test_a_named_market_names_the_modules_it_was_refused_with_by_their_names() -> None:
    config = sc.GameConfig(players=3, seed=1, modules=frozenset({"hq1"}), market=("brawler", "scouting_refugee"))
    with pytest.raises(sc.ConfigError, match=r"scouting_refugee is not available with modules hq1$"):
        sc.Game.new(config)
