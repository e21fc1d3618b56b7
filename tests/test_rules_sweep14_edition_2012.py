"""Blind rules sweep (14): rulebook 001, the older (2012/2013) edition of the base + HQ rules,
read top to bottom and played with ``GameConfig(rules="2012")``.

Written from the rulebooks only ([001] the older edition, compared line by line with [000] the
2015 edition) and the project's rulings (ED-1..ED-20 where the editions differ and what
``rules="2012"`` changes; R-, I-, S-, H-, L- elsewhere), without reading the engine. Every rule
sentence of [001] that an existing test does not already check under the 2012 rules gets a test
here; the shared rules are played under both editions, and the default game is checked to stay
on the 2015 rules. Citations: [file:line] of shared/rules/*.txt, or a ruling ID of RULINGS.md.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    act,
    building,
    end_gathering,
    finish_round,
    now,
    owned,
    pass_skirmish,
    pass_windows,
    refused,
    rules_table,
    seat_totals,
    skirmish_winner,
    texts,
    to_turn,
    zone_counter,
    zone_kinds,
)

EDITIONS = ("2015", "2012")
HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})
CONTESTED = ["grenade", "wolf_pack", "sled_team"]


# --- helpers ----------------------------------------------------------------------------------


def old(seats: int = 3, modules: frozenset[str] = frozenset(), **scenario: Any) -> sc.Game:
    """A stacked table under the 2012 rules (seed 0)."""
    return rules_table("2012", seats, modules, **scenario)


def total_for(game: sc.Game, verb: str, cards: list[str], seat: int = 0) -> int | None:
    """The total the view shows for the legal ``verb`` action on exactly ``cards`` (any order,
    any grouping); None if no such action is legal."""
    want = sorted(cards)
    for action, total in game.view(seat).totals:
        if action.verb.value == verb and sorted(action.cards) == want:
            return total
    return None


def legal_sets(game: sc.Game, verb: str, seat: int = 0) -> list[list[str]]:
    """The card sets of every legal ``verb`` action (sorted kinds)."""
    return [sorted(a.cards) for a in game.legal_actions(seat) if a.verb.value == verb]


def fight(
    forces: list[list[str]],
    rules: str = "2012",
    moves: dict[int, list[str]] | None = None,
    contested: list[str] | None = None,
) -> sc.Game:
    """Round 3, seat 0 the initiator: each seat holds and commits ``forces[seat]``; the skirmish
    is played with ``moves`` (each seat's, in order; then pass)."""
    game = rules_table(
        rules,
        len(forces),
        round=3,
        initiator=0,
        players=[{"hand": list(f)} for f in forces],
        contested=contested or list(CONTESTED),
    )
    end_gathering(game, {s: "commit " + " ".join(f) if f else "commit none" for s, f in enumerate(forces)})
    moves = {s: list(m) for s, m in (moves or {}).items()}
    start = game.round
    while not game.over and game.round == start and (d := game.view(None).decision) is not None:
        if d.kind == "skirmish" and moves.get(d.seat):
            game.apply(d.seat, moves[d.seat].pop(0))
        elif d.kind in ("skirmish", "respond", "save"):
            game.apply(d.seat, "pass")
        else:
            break
    assert not any(moves.values()), moves
    return game


# --- Contents and preparation [001:1-111] ------------------------------------------------------


@pytest.mark.parametrize(("modules", "total"), [(frozenset(), 149), (HQ4, 149 + 49)])
def test_2012_the_box_holds_149_cards_and_hq_adds_49_001_12_29(modules: frozenset[str], total: int) -> None:
    """[001:12-17]: 149 playing cards: 20 refugees, 69 mercenaries (10 brawlers, 8 hunters, 8
    saboteurs, 8 scouts, 5 group leaders, 5 sniper teams, 5 thugs, 20 scavengers), 46 junkyard
    cards (7 junk, 4 multitools, 4 nets, 6 spears, 4 pickaxes, 6 shovels, 6 medkits, 9 pills),
    14 contested resources. [001:23-29]: HQ adds 49: 12 buildings (3 of each), 10 leaders, 4
    rifles, 4 toolkits, 8 medics, 8 engineers and 3 gangs."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=7, modules=modules, rules="2012"))
    every = Counter(c.kind for cards in game.zones().values() for c in cards)
    assert sum(every.values()) == total
    base = {
        "refugee": 20,
        "brawler": 10,
        "hunter": 8,
        "saboteur": 8,
        "scout": 8,
        "group_leaders": 5,
        "sniper_team": 5,
        "thugs": 5,
        "scavenger": 20,
        "junk": 7,
        "multitool": 4,
        "net": 4,
        "spear": 6,
        "pickaxe": 4,
        "shovel": 6,
        "medkit": 6,
        "pills": 9,
        "wolf_pack": 2,
        "grenade": 2,
        "sled_team": 2,
        "field_crew": 2,
    }
    for kind, n in base.items():
        assert every[kind] == n, kind
    assert sum(every[f"tribe_family_{n}"] for n in (3, 4, 5)) == 6
    if modules:
        for kind in ("bunker", "armory", "pharmacy", "hydroponic_gardens"):
            assert every[kind] == 3
        assert sum(n for kind, n in every.items() if kind.startswith("leader_")) == 10
        assert (every["rifle"], every["toolkit"], every["medic"], every["engineer"]) == (4, 4, 8, 8)
        assert sorted(k for k in every if k.startswith("gang_")) == ["gang_gearheads", "gang_masons", "gang_pharmers"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_2012_two_to_five_players_001_2_81(players: int) -> None:
    """[001:2], [001:81]: "Arctic Scavengers can be played by 2 to 5 players"."""
    game = sc.Game.new(sc.GameConfig(players=players, seed=1, rules="2012"))
    assert game.view(None).players == players


def test_2012_six_players_are_refused_001_2() -> None:
    """[001:2]: at most 5 players."""
    with pytest.raises(ValueError, match="players"):
        sc.Game.new(sc.GameConfig(players=6, seed=1, rules="2012"))


def test_2012_the_first_initiator_is_drawn_at_random_and_decks_are_shuffled_001_101_103() -> None:
    """[001:101-103]: each player shuffles her 10 cards; "Randomly select a player and hand her
    the initiator card": over a few seeds, every seat of 3 starts, and opening hands differ."""
    starters = set()
    hands = set()
    for seed in range(30):
        game = sc.Game.new(sc.GameConfig(players=3, seed=seed, rules="2012"))
        starters.add(game.view(None).initiator)
        hands.add(tuple(sorted(game.view(0).hand)))
    assert starters == {0, 1, 2}
    assert len(hands) > 1


# --- The round [001:113-149] -------------------------------------------------------------------


def test_2012_rounds_1_and_2_have_no_skirmish_and_nothing_is_announced_001_130_141_144() -> None:
    """[001:130] "Skirmish Phase (Round 3 and following)", [001:141-144] "In the first two
    rounds, there is no skirmishing": ending a round-1 turn asks for no commitment (RULINGS
    R-1); the next seat's turn follows."""
    game = old(players=[{"hand": ["brawler", "refugee"]}, {"hand": ["scout"]}, {}], round=1)
    game.apply(0, "end")
    assert now(game) == sc.Decision("turn", 1)
    assert not game.view(None).skirmish_this_round


def test_2012_the_round_draw_reshuffles_the_discard_when_the_deck_runs_out_001_118_120_199_201() -> None:
    """[001:118-120] "Each player draws 5 cards from the top of her deck, shuffling the discard
    pile and adding it to the deck when her deck becomes exhausted"; [001:199-201] she first
    draws all cards from her deck, then shuffles the discard to continue."""
    game = old(
        players=[{"hand": [], "deck": ["thugs", "hunter"], "discard": ["refugee"] * 4 + ["scout", "junk"]}],
        round=1,
    )
    finish_round(game)
    hand = Counter(game.view(0).hand)
    assert sum(hand.values()) == 5
    assert hand["thugs"] == 1
    assert hand["hunter"] == 1
    assert game.view(0).seats[0].deck_count == 3
    assert game.view(0).seats[0].discard == ()


# --- Announcing, bluffing, actions [001:158-201] -------------------------------------------------


def test_2012_used_cards_are_discarded_and_the_skirmish_cards_go_face_down_counted_001_159_162() -> None:
    """[001:159-162]: after gathering she puts the used cards in her discard pile, places the
    rest face down and announces how many she takes to the skirmish: the others see the number
    and the discards, not the committed cards."""
    game = old(
        players=[{"hand": ["scavenger", "pills", "brawler", "refugee", "spear"]}, {"hand": ["scout"]}, {}], round=3
    )
    act(game, 0, "hunt scavenger")
    act(game, 0, "hire scavenger")
    act(game, 0, "end")
    game.apply(0, "commit brawler refugee spear")
    other = game.view(1)
    assert other.seats[0].committed_count == 3
    assert other.seats[0].force is None
    assert other.committed == ()
    assert sorted(other.seats[0].discard) == ["pills", "scavenger", "scavenger"]  # the rest: discarded
    assert sorted(game.view(0).committed) == ["brawler", "refugee", "spear"]
    assert game.view(0).hand == ()


def test_2012_bluffing_cards_that_cannot_fight_may_go_to_the_skirmish_001_165_167() -> None:
    """[001:165-167]: tools that cannot be used and refugees without tools may be carried into
    the skirmish anyway. A refugee with a spear and junk: no fight (the refugee has no fight
    value [001:361]), 1 person; it still beats two players who brought nothing (RULINGS S-1)."""
    game = fight([["refugee", "spear", "junk"], [], []])
    assert seat_totals(game)[0] == (False, 0, 1)
    assert skirmish_winner(game) == 0


def test_2012_several_actions_in_one_turn_each_with_its_own_cards_001_187_190() -> None:
    """[001:187] "A player may take multiple actions in a round"; [001:190-192] a card used for
    one action may not perform another: draw, dig, hunt and hire in one turn, and the used
    cards are no longer available."""
    game = old(
        players=[{"hand": ["scout", "brawler", "scavenger", "spear", "refugee"], "deck": ["junk", "pills"]}],
        junkyard=["net", "junk"],
    )
    act(game, 0, "draw scout")
    assert sorted(game.view(0).hand) == ["brawler", "junk", "pills", "refugee", "scavenger", "spear"]
    act(game, 0, "dig brawler")
    game.apply(0, "keep net")
    act(game, 0, "hunt scavenger+spear")
    assert game.view(0).seats[0].food == 2
    act(game, 0, "hire brawler")
    assert sorted(game.view(0).hand) == ["junk", "pills", "refugee"]
    assert not any("scavenger" in a.cards or "scout" in a.cards for a in game.legal_actions(0))
    assert zone_counter(game, "0:discard")["brawler"] == 2


def test_2012_a_refugee_digs_or_hunts_never_both_001_288_292() -> None:
    """[001:288-292]: "if Natalie plays a refugee card, this can be used to either dig in the
    junkyard or hunt for food. Under no circumstances could she use the card for both"."""
    game = old(players=[{"hand": ["refugee", "spear", "shovel"]}])
    act(game, 0, "hunt refugee+spear")
    assert legal_sets(game, "dig") == []
    assert refused(game, 0, "dig refugee+shovel")


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize(
    "text", ["dig shovel", "hunt spear", "hunt wolf_pack", "hunt group_leaders", "dig group_leaders+shovel"]
)
def test_tools_and_group_leaders_need_a_card_with_the_base_ability_001_193_195_272(rules: str, text: str) -> None:
    """[001:193-195]: tools, group leaders and any card with a modifier must be combined with a
    card that has the base ability; [001:272] tools cannot act on their own; [001:432-434] the
    wolf pack cannot operate independently."""
    game = rules_table(rules, 3, players=[{"hand": ["shovel", "spear", "wolf_pack", "group_leaders", "junk"]}])
    assert refused(game, 0, text)


@pytest.mark.parametrize("rules", EDITIONS)
def test_one_tool_per_tribe_member_even_a_tribe_family_001_196_198(rules: str) -> None:
    """[001:196-198]: "Only one tool card may be used by a tribe member card, even if that card
    represents multiple people": a tribe family (hunt 0 [001:448]) hunts 2 with a net, never
    with a net and a spear at once."""
    game = rules_table(rules, 3, players=[{"hand": ["tribe_family_5", "net", "spear"]}])
    assert total_for(game, "hunt", ["tribe_family_5", "net"]) == 2
    assert total_for(game, "hunt", ["tribe_family_5", "net", "spear"]) is None
    assert refused(game, 0, "hunt tribe_family_5+net+spear")


def test_2012_in_the_skirmish_a_tribe_member_still_uses_one_tool_001_298_299() -> None:
    """[001:298-299]: "All rules related to tool usage also apply to tools used as weapons
    during the skirmish": a brawler (2) with a grenade (+3) and a spear fights 5, not 7."""
    game = fight([["brawler", "grenade", "spear"], ["thugs", "scout"], []])
    assert seat_totals(game)[0] == (True, 5, 1)
    assert seat_totals(game)[1] == (True, 5, 4)
    assert skirmish_winner(game) == 1


def test_2012_a_tool_does_not_grant_an_ability_anna_s_scavenger_and_shovel_001_273_281() -> None:
    """[001:273-281]: a scavenger with a shovel digs 3; the shovel cannot improve the
    scavenger's hunt (it has no hunt ability), so a hunting scavenger leaves the shovel idle."""
    game = old(players=[{"hand": ["scavenger", "shovel"]}])
    assert total_for(game, "dig", ["scavenger", "shovel"]) == 3
    assert total_for(game, "hunt", ["scavenger"]) == 1
    assert total_for(game, "hunt", ["scavenger", "shovel"]) is None
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 1
    assert legal_sets(game, "dig") == []  # nobody left to hold the shovel


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_refugee_digs_or_hunts_only_with_a_tool_or_group_leaders_001_283_285_361_404_406(rules: str) -> None:
    """[001:361] a refugee "can dig or hunt if equipped with a tool"; [001:283-285] an action
    needs a total of 1 or more (RULINGS R-10); [001:404-406] a refugee with group leaders can
    dig or hunt, a tribe family with group leaders can hunt; [001:440] a refugee and a shovel
    dig 2."""
    game = rules_table(rules, 3, players=[{"hand": ["refugee", "shovel", "group_leaders", "tribe_family_3"]}])
    assert refused(game, 0, "dig refugee")
    assert refused(game, 0, "hunt tribe_family_3")
    assert total_for(game, "dig", ["refugee", "shovel"]) == 2
    assert total_for(game, "dig", ["group_leaders", "refugee"]) == 2
    assert total_for(game, "hunt", ["group_leaders", "refugee"]) == 2
    assert total_for(game, "hunt", ["group_leaders", "tribe_family_3"]) == 2


# --- Dig, draw, hire, hunt [001:214-257] ---------------------------------------------------------


def test_2012_anna_s_draw_example_scout_and_sled_team_draw_4_001_226_233() -> None:
    """[001:226-233]: a scout (draw 2) and a sled team (draw 2) draw 4 cards into the hand;
    two scavengers and a scout yield the same."""
    deck = ["junk", "net", "pills", "medkit", "thugs", "hunter"]
    game = old(players=[{"hand": ["scout", "sled_team", "scavenger", "scavenger"], "deck": deck}])
    assert total_for(game, "draw", ["scavenger", "scavenger", "scout"]) == 4
    assert total_for(game, "draw", ["scout", "sled_team"]) == 4
    act(game, 0, "draw scout sled_team")
    assert sorted(game.view(0).hand) == sorted(["scavenger", "scavenger", "junk", "net", "pills", "medkit"])
    assert not any(a.verb is sc.Verb.DRAW for a in game.legal_actions(0))  # once a round [001:228-229]


def test_2012_a_draw_longer_than_the_deck_reshuffles_the_discard_001_199_201() -> None:
    """[001:199-201]: draw the whole deck first, then shuffle the discard pile into a new deck
    and continue."""
    game = old(players=[{"hand": ["scout", "refugee"], "deck": ["thugs"], "discard": ["hunter", "hunter", "hunter"]}])
    act(game, 0, "draw scout")
    hand = Counter(game.view(0).hand)
    assert hand["thugs"] == 1
    assert sum(hand.values()) == 3
    assert hand["hunter"] + hand["scout"] == 1


def test_2012_hire_is_free_and_medicine_needs_no_person_001_235_242() -> None:
    """[001:235-242]: hire needs no card to grant it; medicine cards played from the hand pay
    meds and need no person; the hired card goes at once to the discard pile. A hunter (1 med)
    is hired with pills alone."""
    game = old(players=[{"hand": ["pills", "junk"]}])
    before = dict(game.view(None).market)["hunter"]
    act(game, 0, "hire hunter pay pills")
    assert zone_counter(game, "0:discard") == {"hunter": 1, "pills": 1}
    assert dict(game.view(None).market)["hunter"] == before - 1
    assert game.view(0).hand == ("junk",)


def test_2012_a_hire_must_pay_the_cost_shown_001_236_237_385_387() -> None:
    """[001:236-237] "The player must be able to pay the cost displayed on the card"; [001:385]
    a medkit is two meds, [001:387] pills one (food pays food, meds pay meds: RULINGS R-13).
    Hunting 2 with pills pays a scout (2 food, 1 med) but not a sniper team (2 food, 2 meds)."""
    game = old(players=[{"hand": ["scavenger", "scavenger", "pills"]}])
    act(game, 0, "hunt scavenger scavenger")
    hires = [str(a) for a in game.legal_actions(0) if a.verb is sc.Verb.HIRE]
    assert "hire scout pay pills" in hires
    assert not any(h.startswith("hire sniper_team") for h in hires)
    assert not any(h.startswith("hire thugs") for h in hires)
    assert refused(game, 0, "hire sniper_team pay pills")
    game2 = old(players=[{"hand": ["scavenger", "scavenger", "medkit"]}])
    act(game2, 0, "hunt scavenger scavenger")
    act(game2, 0, "hire sniper_team pay medkit")
    assert zone_counter(game2, "0:discard")["sniper_team"] == 1


def test_2012_natalie_s_hunt_two_scavengers_and_a_spear_make_3_food_001_245_252() -> None:
    """[001:245-252]: two scavengers (hunt 1 each) and a spear (+1 hunt on one of them) hunt 3:
    3 food to spend this round on a single mercenary."""
    game = old(players=[{"hand": ["scavenger", "scavenger", "spear"]}])
    assert total_for(game, "hunt", ["scavenger", "scavenger", "spear"]) == 3
    act(game, 0, "hunt scavenger scavenger+spear")
    assert game.view(0).seats[0].food == 3
    act(game, 0, "hire brawler")
    assert not any(a.verb is sc.Verb.HIRE for a in game.legal_actions(0))  # one hire [001:241]


@pytest.mark.parametrize(
    ("hand", "hunt", "pay", "ok"),
    [
        (["medkit", "medkit", "pills", "pills"], None, "medkit medkit pills pills", True),
        (["scavenger", "spear", "group_leaders", "medkit"], "scavenger+group_leaders+spear", "medkit", True),
        (["medkit", "medkit", "pills"], None, "medkit medkit pills", False),
    ],
)
def test_2012_thugs_take_any_mix_of_food_and_meds_totalling_6_001_390_391(
    hand: list[str], hunt: str | None, pay: str, ok: bool
) -> None:
    """[001:390-391]: "Thugs can be hired using any combination of food and meds totaling 6
    units": 6 meds alone, or 4 food and 2 meds; 5 is not enough."""
    game = old(players=[{"hand": hand}])
    if hunt:
        act(game, 0, f"hunt {hunt}")
    if ok:
        act(game, 0, f"hire thugs pay {pay}")
        assert zone_counter(game, "0:discard")["thugs"] == 1
    else:
        assert refused(game, 0, f"hire thugs pay {pay}")


# --- Special actions in the gathering phase [001:259-262, 328-347] ------------------------------


def _interrupted(hand: list[str]) -> sc.Game:
    """Round 2 (no skirmish: the special cards are played from the hand), seat 1 first: seat 1
    declares a dig with a brawler and a shovel; seat 0, holding ``hand``, is asked."""
    game = old(
        round=2,
        initiator=1,
        players=[{"hand": hand}, {"hand": ["brawler", "shovel", "scavenger"]}, {}],
        junkyard=["net", "junk", "pills", "spear"],
    )
    game.apply(1, "dig brawler+shovel")
    assert now(game) == sc.Decision("respond", 0, 1, "dig")
    return game


def test_2012_a_sniper_team_snipes_a_tribe_member_of_another_players_gathering_001_259_262_340_347() -> None:
    """[001:259-262]: the saboteur and the sniper team grant special actions usable during the
    resource gathering phase; [001:340-347] the sniped tribe member is discarded, and "If the
    skirmish has not started, the sniper team card is discarded after use"."""
    game = _interrupted(["sniper_team"])
    game.apply(0, "snipe 1:brawler")
    pass_windows(game)
    assert zone_kinds(game, "0:discard") == ["sniper_team"]
    assert zone_kinds(game, "1:discard") == ["brawler"]
    assert game.view(0).hand == ()


def test_2012_a_saboteur_disarms_a_tool_of_another_players_gathering_001_328_334() -> None:
    """[001:328-334]: the saboteur renders one opponent's tool ineffective (the shovel is
    discarded), may be used in the gathering phase, and is discarded after use when the
    skirmish has not started; the brawler's dig goes on with 1 (RULINGS I-2)."""
    game = _interrupted(["saboteur"])
    game.apply(0, "disarm 1:shovel")
    pass_windows(game)
    assert zone_kinds(game, "0:discard") == ["saboteur"]
    assert zone_kinds(game, "1:discard") == ["shovel"]
    game.apply(1, "continue")
    assert game.view(1).looking == ("net",)


def test_2012_a_committed_sniper_team_may_interrupt_another_players_gathering_001_333_346_623_624() -> None:
    """[001:345-346] the sniper team is played "from the player's hand or from the cards
    committed to the skirmish"; [001:623-624] committed cards may change only by such a
    saboteur or sniper team interrupting another player's gathering: the count drops by one."""
    game = old(
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "brawler"]}, {"hand": ["scavenger", "spear"]}, {}],
        contested=list(CONTESTED),
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler sniper_team")
    game.apply(1, "hunt scavenger+spear")
    assert now(game) == sc.Decision("respond", 0, 1, "hunt")
    assert "snipe 1:scavenger" in texts(game, 0)  # her hand is empty: from the committed cards
    game.apply(0, "snipe 1:scavenger")
    pass_windows(game)
    assert game.view(1).seats[0].committed_count == 1
    assert game.view(0).committed == ("brawler",)
    assert zone_kinds(game, "0:discard") == ["sniper_team"]
    assert zone_kinds(game, "1:discard") == ["scavenger"]


def test_2012_snipes_hit_people_and_disarms_hit_tool_icons_contested_tools_included_001_408_412() -> None:
    """[001:408-409] a saboteur disarms "Any card with a tool icon" (the wolf pack and the grenade
    too [001:329]); [001:411-412] sniper teams "can only attack people"."""
    game = old(
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team", "saboteur"]}, {"hand": ["brawler", "spear", "wolf_pack"]}, {}],
        contested=list(CONTESTED),
    )
    end_gathering(game, {0: "commit saboteur sniper_team", 1: "commit brawler spear wolf_pack"})
    assert now(game) == sc.Decision("skirmish", 0)
    legal = texts(game, 0)
    assert {"snipe 1:brawler", "disarm 1:spear", "disarm 1:wolf_pack"} <= set(legal)
    assert not any(t in legal for t in ("snipe 1:spear", "snipe 1:wolf_pack", "disarm 1:brawler"))


def test_2012_one_sniper_team_snipes_one_card_even_with_several_opponents_001_342_343() -> None:
    """[001:342-343]: "If multiple players are involved in a skirmish, the sniper can target only
    one single opponent's card (rather than one card per opponent)"."""
    game = old(
        round=3,
        initiator=0,
        players=[{"hand": ["sniper_team"]}, {"hand": ["brawler"]}, {"hand": ["scout"]}],
        contested=list(CONTESTED),
    )
    end_gathering(game, {0: "commit sniper_team", 1: "commit brawler", 2: "commit scout"})
    game.apply(0, "snipe 1:brawler")
    pass_windows(game)
    if not game.over and game.round == 3 and now(game).seat == 0:
        assert not any(t.startswith("snipe") for t in texts(game, 0))
    pass_skirmish(game)
    assert seat_totals(game)[2] == (True, 2, 1)
    assert skirmish_winner(game) == 2


def test_2012_a_sniper_team_may_take_out_a_tribe_family_001_340_341() -> None:
    """[001:340-341]: the sniper team renders "one opponent's tribe member (the mercenary,
    refugee, or tribe family card is discarded) ineffective": the tribe family's five people
    no longer break the tie."""
    game = fight(
        [["sniper_team", "scout"], ["scout", "tribe_family_5"], []],
        moves={0: ["snipe 1:tribe_family_5"]},
    )
    assert seat_totals(game)[1] == (True, 2, 1)
    assert seat_totals(game)[0] == (True, 2, 3)
    assert skirmish_winner(game) == 0
    assert owned(game, 1)["tribe_family_5"] == 1  # discarded, not removed from the game


def test_2012_a_saboteur_that_disarms_gives_no_fight_but_its_person_still_counts_001_427_429() -> None:
    """[001:427-429]: sniping a saboteur that disarmed "reduces the number of people that the
    initiator has", so the used saboteur stays in the force for people; it fights no more
    (RULINGS S-3, S-4, [000:494-496]). Brawler 2 + used saboteur (2 people) beats a scout
    whose spear was disarmed (2, 1 person)."""
    game = fight([["saboteur", "brawler"], ["scout", "spear"], []], moves={0: ["disarm 1:spear"]})
    assert seat_totals(game)[0] == (True, 2, 2)
    assert seat_totals(game)[1] == (True, 2, 1)
    assert skirmish_winner(game) == 0


def test_2012_group_leaders_and_sniper_teams_carry_no_tools_001_398_399() -> None:
    """[001:398-399]: "can group leaders, or snipers carry tools? No. A card must have a base
    ability in order to improve it with a tool": a sniper team with a grenade, or group leaders
    with a spear, bring no fight; two people each tie, and the skirmish is a deadlock."""
    game = fight([["sniper_team", "grenade"], ["group_leaders", "spear"], ["refugee"]])
    totals = seat_totals(game)
    assert totals[0] == (False, 0, 2)
    assert totals[1] == (False, 0, 2)
    assert skirmish_winner(game) is None
    assert zone_counter(game, "junkyard")["grenade"] == 1


def test_2012_a_card_kept_from_a_dig_goes_face_down_to_the_discard_001_450_452() -> None:
    """[001:450-452]: "The player draws 1 card from the junkyard (dig of 1) and places that card
    face-down in her discard pile": the others do not see which card (RULINGS R-16)."""
    game = old(players=[{"hand": ["scavenger"]}], junkyard=["rifle", "junk"])
    act(game, 0, "dig scavenger")
    game.apply(0, "keep rifle")
    mine, other = game.view(0), game.view(1)
    assert "rifle" in mine.discard_hidden
    assert "rifle" not in other.seats[0].discard
    assert other.seats[0].discard_hidden_count == 1
    assert other.seats[0].discard == ("scavenger",)


# --- HQ module 1: medics, rifles, toolkits [001:493-517] ----------------------------------------


def test_2012_a_medic_draws_1_and_pays_1_med_001_502_504() -> None:
    """[001:502-504]: medics "have a draw of 1 (like a scavenger), can be played from the hand
    during a hire action to represent 1 med (like pills)"."""
    game = old(3, HQ1, players=[{"hand": ["medic", "medic"], "deck": ["junk", "net"]}])
    assert total_for(game, "draw", ["medic"]) == 1
    act(game, 0, "draw medic")
    assert sorted(game.view(0).hand) == ["junk", "medic"]
    act(game, 0, "hire hunter pay medic")
    assert zone_counter(game, "0:discard") == {"medic": 2, "hunter": 1}


def test_2012_a_medic_saves_another_players_tribe_member_from_a_snipe_001_502_508() -> None:
    """[001:504-505]: medics can be played from the hand "to save another tribe member card from
    a sniper attack (they could even be used to save another player's tribe member"; [001:508]
    Save protects a tribe member from a snipe. Seat 2 saves seat 1's brawler from seat 0's
    sniper team; the sniper team is spent, the brawler digs (RULINGS I-4)."""
    game = old(
        3,
        HQ1,
        round=2,
        initiator=1,
        players=[{"hand": ["sniper_team"]}, {"hand": ["brawler", "scout"]}, {"hand": ["medic"]}],
        junkyard=["net", "junk"],
    )
    game.apply(1, "dig brawler")
    while now(game).seat != 0:  # responders go clockwise from the active player's left (I-1)
        game.apply(now(game).seat, "pass")
    game.apply(0, "snipe 1:brawler")
    while now(game).kind == "save" and now(game).seat != 2:  # the target's owner first (I-4)
        game.apply(now(game).seat, "pass")
    assert now(game).kind == "save"
    assert now(game).seat == 2
    game.apply(2, "save medic")
    pass_windows(game)
    assert zone_kinds(game, "0:discard") == ["sniper_team"]
    assert zone_kinds(game, "2:discard") == ["medic"]
    assert now(game) == sc.Decision("keep", 1)  # the saved brawler's dig goes ahead
    assert game.view(1).looking == ("net",)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_rifle_gives_plus_2_hunt_and_plus_2_fight_001_510_512(rules: str) -> None:
    """[001:510-512]: the rifle, "the first tool from the junkyard to grant a +2 in two
    categories", good at hunting and fighting: a scavenger with it hunts 3 and fights 3."""
    game = rules_table(rules, 3, HQ1, players=[{"hand": ["scavenger", "rifle"]}])
    assert total_for(game, "hunt", ["scavenger", "rifle"]) == 3
    game = fight([["scavenger", "rifle"], ["brawler"], []], rules=rules)
    assert seat_totals(game)[0] == (True, 3, 1)
    assert skirmish_winner(game) == 0


def test_2012_a_toolkit_enhances_a_junkyard_dig_001_514_517() -> None:
    """[001:515]: "A toolkit can be used to enhance digging": a scavenger with a toolkit digs
    3 (module 1 only: the building use is ignored for now [001:496-498])."""
    game = old(3, HQ1, players=[{"hand": ["scavenger", "toolkit"]}])
    assert total_for(game, "dig", ["scavenger", "toolkit"]) == 3


# --- HQ module 2: engineers and buildings [001:537-636] -----------------------------------------


def _builder(hand: list[str], **seat: Any) -> sc.Game:
    return old(
        3,
        HQ2,
        round=3,
        players=[{"hand": hand, "deck": ["junk"] * 4 + ["pills"] * 4, **seat}],
        schematics=["armory", "bunker", "pharmacy", "hydroponic_gardens"],
    )


def test_2012_only_an_engineer_digs_the_schematics_and_other_diggers_add_to_it_001_549_552() -> None:
    """[001:549-552]: engineers can dig the junkyard, but are the only mercenary capable of
    digging the engineering schematics pile; other dig cards combine with the engineer: an
    engineer (dig 2) with a scavenger holding a shovel (3) digs 5 schematics."""
    game = _builder(["engineer", "scavenger", "shovel", "brawler"])
    assert all("engineer" in cards for cards in legal_sets(game, "build"))
    assert legal_sets(game, "build")
    assert refused(game, 0, "build scavenger+shovel brawler")
    assert total_for(game, "dig", ["engineer"]) == 2
    assert total_for(game, "build", ["engineer", "scavenger", "shovel"]) == 5
    act(game, 0, "build engineer scavenger+shovel")
    assert sorted(game.view(0).looking) == ["armory", "bunker", "hydroponic_gardens", "pharmacy"]


def test_2012_an_engineer_digs_the_junkyard_like_any_digger_001_549() -> None:
    """[001:549]: "Engineers can dig in the junkyard for resources"."""
    game = old(3, HQ2, players=[{"hand": ["engineer"]}], junkyard=["net", "junk", "pills"])
    act(game, 0, "dig engineer")
    assert sorted(game.view(0).looking) == ["junk", "net"]


def test_2012_no_work_on_a_building_in_the_round_it_is_placed_001_581_584() -> None:
    """[001:581-584] step 8: "Starting with the round following the initial building
    placement, additional tribe members ... may be played ... to accelerate construction"."""
    game = _builder(["engineer", "refugee", "scavenger"])
    act(game, 0, "build engineer")
    game.apply(0, "keep armory")
    assert building(game, 0, "armory").timer == 3
    assert not any(a.verb is sc.Verb.WORK for a in game.legal_actions(0))
    assert refused(game, 0, "work armory refugee")


def test_2012_a_building_with_no_cards_left_is_complete_and_works_at_once_001_589_590() -> None:
    """[001:589-590] step 9: "Once a building has zero cards stacked on it, it is complete and
    immediately goes into effect": the worker who removes the last timer card lets the owner
    store in the bunker the same turn."""
    game = old(
        3,
        HQ2,
        round=2,
        players=[{"hand": ["scavenger", "brawler"], "buildings": [{"building": "bunker", "timer": ["junk"]}]}],
    )
    assert not any(a.verb is sc.Verb.STORE for a in game.legal_actions(0))
    act(game, 0, "work bunker scavenger")
    assert building(game, 0, "bunker").timer == 0
    act(game, 0, "store bunker brawler")
    assert game.view(0).stored == (("brawler",),)


def _stores() -> sc.Game:
    return old(
        3,
        HQ2,
        round=3,
        players=[
            {
                "hand": ["brawler", "scout", "thugs", "hunter", "spear", "shovel", "net", "pills", "medkit", "medic"],
                "buildings": [
                    {"building": "bunker"},
                    {"building": "armory"},
                    {"building": "pharmacy"},
                    {"building": "bunker", "timer": ["junk"]},
                ],
            }
        ],
    )


def test_2012_building_capacities_and_types_001_594_608_631_632() -> None:
    """[001:594-608]: an armory stores up to two tools; a bunker up to three tribe member
    cards; a pharmacy up to two medicine cards (pills or medkit, not a medic); [001:631-632]
    "Do not exceed building capacity or violate type", and only under a completed building."""
    game = _stores()
    stores = [(str(a).split()[1], sorted(a.cards)) for a in game.legal_actions(0) if a.verb is sc.Verb.STORE]
    by = {name: [c for n, c in stores if n == name] for name in ("bunker", "armory", "pharmacy")}
    people = {"brawler", "scout", "thugs", "hunter", "medic"}
    assert by["bunker"]
    assert all(len(c) <= 3 and set(c) <= people for c in by["bunker"])
    assert any(len(c) == 3 for c in by["bunker"])
    assert by["armory"]
    assert all(len(c) <= 2 and set(c) <= {"spear", "shovel", "net"} for c in by["armory"])
    assert any(len(c) == 2 for c in by["armory"])
    assert by["pharmacy"]
    assert all(len(c) <= 2 and set(c) <= {"pills", "medkit"} for c in by["pharmacy"])
    assert {n for n, _ in stores} == {"bunker", "armory", "pharmacy"}  # not the bunker under construction
    assert refused(game, 0, "store bunker brawler hunter scout thugs")
    assert refused(game, 0, "store armory net shovel spear")
    assert refused(game, 0, "store pharmacy medic")
    assert refused(game, 0, "store armory brawler")
    assert refused(game, 0, "store bunker-2 brawler")


def test_2012_hydroponic_gardens_give_1_food_each_round_not_accumulating_001_602_603_626_628() -> None:
    """[001:602-603]: the gardens generate 1 food each round for a hire; "Food does not
    accumulate from round to round"; [001:626-628] it generates food in real time like a hunt
    of 1, without hunting: a scavenger is hired with no hunt; an unspent food is not carried
    over; with a hunt of 1 the food is 2 (RULINGS H-8)."""
    game = old(
        3,
        HQ2,
        round=3,
        players=[
            {
                "hand": ["refugee"],
                "deck": ["scavenger", "junk", "junk", "pills", "pills"] * 2,
                "buildings": [{"building": "hydroponic_gardens"}],
            }
        ],
        contested=list(CONTESTED),
    )
    assert game.view(0).seats[0].food == 1
    assert "hire scavenger" in texts(game, 0)
    finish_round(game)
    to_turn(game, 0)
    assert game.view(0).seats[0].food == 1
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 2
    act(game, 0, "hire brawler")
    assert zone_counter(game, "0:discard")["brawler"] == 1


def test_2012_on_another_players_turn_only_the_bunker_opens_001_612_617() -> None:
    """[001:612-614]: "During another player's turn, the only building which a player may access
    is the bunker": in seat 1's response window seat 0 may retrieve her stored sniper team from
    the bunker but nothing from her armory."""
    game = old(
        3,
        HQ2,
        round=2,
        initiator=1,
        players=[
            {
                "hand": ["scout"],
                "buildings": [
                    {"building": "bunker", "stored": ["sniper_team"]},
                    {"building": "armory", "stored": ["spear"]},
                ],
            },
            {"hand": ["brawler"]},
            {},
        ],
        junkyard=["net", "junk"],
    )
    game.apply(1, "dig brawler")
    assert now(game).seat == 0
    legal = texts(game, 0)
    assert "retrieve bunker sniper_team" in legal
    assert not any(t.startswith("retrieve armory") or t.startswith("store") for t in legal)


def test_2012_after_committing_nothing_is_stored_and_a_retrieved_card_stays_out_of_the_force_001_619_624() -> None:
    """[001:619-624]: once a player has committed, no card may be placed in a building, and
    cards that come out of a building are not added to the skirmish set; [001:612-613]
    buildings are never used during the skirmish [001:634-635]."""
    game = old(
        3,
        HQ2,
        round=3,
        initiator=0,
        players=[
            {"hand": ["brawler"], "buildings": [{"building": "bunker", "stored": ["thugs"]}]},
            {"hand": ["scavenger", "spear"]},
            {},
        ],
        contested=list(CONTESTED),
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler")
    game.apply(1, "hunt scavenger+spear")
    assert now(game).seat == 0
    assert not any(t.startswith("store") for t in texts(game, 0))
    game.apply(0, "retrieve bunker thugs")
    assert game.view(0).hand == ("thugs",)
    pass_windows(game)
    end_gathering(game, {1: "commit none"})
    assert seat_totals(game)[0] == (True, 2, 1)  # the brawler alone: no thugs
    assert skirmish_winner(game) == 0


def test_2012_no_retrieve_during_the_skirmish_001_612_613_634_635() -> None:
    """[001:613] "Buildings may never be used during the skirmish"; [001:634-635] retrieve
    "so long as the skirmish has not been initiated": the skirmish turn offers no retrieve."""
    game = old(
        3,
        HQ2,
        round=3,
        initiator=0,
        players=[
            {"hand": ["sniper_team"], "buildings": [{"building": "bunker", "stored": ["thugs"]}]},
            {"hand": ["brawler"]},
            {},
        ],
        contested=list(CONTESTED),
    )
    end_gathering(game, {0: "commit sniper_team", 1: "commit brawler"})
    assert now(game) == sc.Decision("skirmish", 0)
    assert not any(t.startswith(("retrieve", "store")) for t in texts(game, 0))


# --- HQ module 3: tribal leaders [001:637-667] ---------------------------------------------------


def test_2012_two_leaders_dealt_face_down_one_kept_face_up_001_639_643() -> None:
    """[001:639-643]: two leaders dealt face down to each player, who may look at them; the one
    kept is placed face up for everyone to see; the other is set aside, unused this game."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=2, modules=HQ3, rules="2012"))
    dealt = {seat: game.view(seat).dealt for seat in range(3)}
    assert all(len(d) == 2 for d in dealt.values())
    assert len({leader for d in dealt.values() for leader in d}) == 6
    assert game.view(None).dealt == ()  # face down: a spectator sees none of them
    assert all(game.view(1).seats[seat].leader is None for seat in range(3))
    for seat in range(3):
        game.apply(seat, f"lead {dealt[seat][1]}")
    for seat in range(3):
        assert game.view((seat + 1) % 3).seats[seat].leader == dealt[seat][1]  # face up for all
        owned_kinds = [c.kind for name, cards in game.zones().items() if name.startswith(f"{seat}:") for c in cards]
        assert dealt[seat][0] not in owned_kinds  # set aside, not used this game


def test_2012_the_butcher_needs_no_refugee_once_a_round_and_removed_cards_do_not_score_001_653_663() -> None:
    """[001:653-654] Butcher: removed cards cannot return and do not count toward final
    scoring; [001:656-657] the Butcher needs no refugee; [001:662-663] once per round. The
    Butcher's 1 food and 1 med (RULINGS L-5, Part 3) hire a scout (2 food 1 med) with a hunt
    of 1."""
    game = old(
        3,
        HQ3,
        round=3,
        players=[
            {"hand": ["thugs", "scout", "scavenger"], "deck": ["tribe_family_3"], "leader": "leader_butcher"},
            {"leader": "leader_mentor"},
            {"leader": "leader_ranger"},
        ],
        contested=["grenade"],
    )
    act(game, 0, "lead thugs")
    assert zone_kinds(game, "0:removed") == ["thugs"]
    assert not any(a.verb is sc.Verb.LEAD for a in game.legal_actions(0))
    act(game, 0, "hunt scavenger")
    act(game, 0, "hire scout")
    end_gathering(game, {})
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].people == 1 + 1 + 1 + 3  # two scouts, scavenger, tribe family; no thugs


def test_2012_the_excavator_needs_a_refugee_and_gives_it_dig_1_001_659_667() -> None:
    """[001:659-660]: the Excavator "Requires the use of a refugee"; [001:665-667] always in
    effect, for every refugee: its refugees dig 1 (card text, RULINGS Part 3, L-9)."""
    game = old(
        3,
        HQ3,
        players=[
            {"hand": ["refugee", "refugee"], "leader": "leader_excavator"},
            {"leader": "leader_mentor"},
            {"leader": "leader_ranger"},
        ],
    )
    assert total_for(game, "dig", ["refugee"]) == 1
    assert total_for(game, "dig", ["refugee", "refugee"]) == 2


# --- HQ module 4: Dirty Deeds [001:669-683] -------------------------------------------------------


def _deeds(**seat1: Any) -> sc.Game:
    return old(
        3,
        HQ4,
        round=3,
        players=[
            {"hand": ["saboteur", "sniper_team"], "leader": "leader_mentor"},
            {"leader": "leader_ranger", **seat1},
            {"leader": "leader_organizer"},
        ],
        contested=list(CONTESTED),
    )


def test_2012_a_saboteur_disables_only_a_completed_building_001_673_676() -> None:
    """[001:674-676]: "A saboteur may attack a building that is completed and disable it": a
    completed bunker may be disabled, an armory under construction may not."""
    game = _deeds(
        hand=["refugee"],
        buildings=[{"building": "bunker", "stored": ["brawler"]}, {"building": "armory", "timer": ["junk"]}],
    )
    assert "disable 1:bunker" in texts(game, 0)
    assert refused(game, 0, "disable 1:armory")
    act(game, 0, "disable 1:bunker")
    assert building(game, 1, "bunker").disabled
    assert zone_counter(game, "0:discard")["saboteur"] == 1


def test_2012_a_disabled_building_is_locked_until_a_person_card_repairs_it_001_676_678() -> None:
    """[001:676-678]: while disabled "its abilities cannot be used and cards cannot be added or
    removed from the building"; "To repair the building, a person card must be played from the
    player's hand to work on the building and then immediately discarded" (group leaders are a
    person card, a spear is not); repaired, it works again: the stored thugs come out."""
    game = old(
        3,
        HQ4,
        round=3,
        initiator=1,
        players=[
            {"leader": "leader_mentor"},
            {
                "hand": ["group_leaders", "spear", "brawler"],
                "leader": "leader_ranger",
                "buildings": [{"building": "bunker", "stored": ["thugs"], "disabled": True}],
            },
            {"leader": "leader_organizer"},
        ],
        contested=list(CONTESTED),
    )
    legal = texts(game, 1)
    assert not any(t.startswith(("retrieve", "store")) for t in legal)
    assert "repair bunker group_leaders" in legal
    assert refused(game, 1, "repair bunker spear")
    act(game, 1, "repair bunker group_leaders")
    assert not building(game, 1, "bunker").disabled
    assert zone_counter(game, "1:discard")["group_leaders"] == 1
    act(game, 1, "retrieve bunker thugs")
    assert "thugs" in game.view(1).hand


def test_2012_the_rangers_refugees_hunt_1_001_659_667() -> None:
    """[001:659-660], [001:665-667]: the Ranger works through refugees, always: its refugees
    hunt 1 (card text, RULINGS Part 3, L-10)."""
    game = old(
        3,
        HQ3,
        players=[
            {"hand": ["refugee", "pills"], "leader": "leader_ranger"},
            {"leader": "leader_mentor"},
            {"leader": "leader_organizer"},
        ],
    )
    assert total_for(game, "hunt", ["refugee"]) == 1


def test_2012_a_sniper_team_wounds_a_leader_until_a_med_heals_him_001_680_683() -> None:
    """[001:681-683]: a sniper team may attack a tribe leader, wounding him: this "removes the
    leader's advantage until a med is applied against the leader to heal him". The Ranger's
    refugees hunt 1 (the test above); wounded, they cannot hunt; pills heal him (L-12)."""
    game = old(
        3,
        HQ4,
        round=3,
        initiator=0,
        players=[
            {"hand": ["sniper_team"], "leader": "leader_mentor"},
            {"hand": ["refugee", "pills"], "leader": "leader_ranger"},
            {"leader": "leader_organizer"},
        ],
        contested=list(CONTESTED),
    )
    game.apply(0, "snipe 1:leader_ranger")
    pass_windows(game)  # nobody saves him
    assert game.view(2).seats[1].wounded
    assert zone_counter(game, "0:discard")["sniper_team"] == 1
    game.apply(0, "end")
    if now(game).kind == "commit":
        game.apply(0, "commit none")
    to_turn(game, 1)
    assert total_for(game, "hunt", ["refugee"], seat=1) is None
    act(game, 1, "heal pills")
    assert not game.view(2).seats[1].wounded
    assert total_for(game, "hunt", ["refugee"], seat=1) == 1


# --- The 2012 rules do not leak into the default (2015) game ---------------------------------------


def test_the_default_game_follows_the_2015_rules() -> None:
    """RULINGS P-4: the 2015 rules are the default; ``rules="2012"`` is an option."""
    assert sc.GameConfig().rules == "2015"
    game = sc.Game.new(sc.GameConfig(players=3, seed=0))
    assert game.view(0).rules == "2015"
    again = sc.Game.from_json(game.to_json())
    assert again.config.rules == "2015"


def _default(modules: frozenset[str] = frozenset(), **scenario: Any) -> sc.Game:
    """A stacked table with no rules given (the default)."""
    return sc.Game.new(sc.GameConfig(players=3, seed=0, modules=modules, scenario=scenario))


def test_a_2012_game_beside_a_default_game_leaves_the_default_on_the_2015_rules_ed1_ed7_ed11_ed12_ed15() -> None:
    """Playing a 2012 game first changes nothing in a default game made after it (and kept
    beside it): the initiator stays for rounds 1-3 (ED-1, [000:146]); fight 0 beats no fight
    (ED-12, [000:418-420]); workers may split between buildings (ED-7, [000:596]); nobody sees
    timer cards (ED-11, [000:579]); stores are unlimited (ED-15, [000:641])."""
    older = old(round=1, initiator=0)
    finish_round(older)
    assert older.view(None).initiator == 1
    # ED-1
    game = _default(round=1, initiator=0)
    seen = []
    for _ in range(4):
        seen.append(game.view(None).initiator)
        finish_round(game)
    assert seen == [0, 0, 0, 1]
    # ED-12
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            scenario={
                "round": 3,
                "players": [{"hand": ["tribe_family_3"]}, {"hand": ["refugee"] * 4}, {}],
                "contested": ["grenade", "wolf_pack"],
            },
        )
    )
    end_gathering(game, {0: "commit tribe_family_3", 1: "commit refugee refugee refugee refugee"})
    pass_skirmish(game)
    assert skirmish_winner(game) == 0
    # ED-7, ED-11, ED-15
    game = _default(
        HQ2,
        round=2,
        players=[
            {
                "hand": ["scavenger", "scavenger", "brawler", "pills"],
                "buildings": [
                    {"building": "bunker", "timer": ["net", "pills", "junk"]},
                    {"building": "armory", "timer": ["spear", "shovel", "junk"]},
                    {"building": "bunker"},
                    {"building": "pharmacy"},
                ],
            }
        ],
    )
    assert game.view(0).timers == ()
    act(game, 0, "work bunker scavenger")
    act(game, 0, "work armory scavenger")
    act(game, 0, "store bunker-2 brawler")
    act(game, 0, "store pharmacy pills")
    assert game.view(0).hand == ()
    assert older.view(0).rules == "2012"


def test_a_default_game_after_a_2012_game_never_passes_the_initiator_in_round_1_or_2_ed1() -> None:
    """ED-1 ([000:146]): whole default games, made after 2012 games, keep the first
    initiator for rounds 1-3; their 2012 twins pass it every round ([001:137])."""
    for seed in range(3):
        twin = sc.Game.new(sc.GameConfig(players=4, seed=seed, rules="2012"))
        game = sc.Game.new(sc.GameConfig(players=4, seed=seed))
        first = game.view(None).initiator
        assert twin.view(None).initiator == first  # the same draw of the first player
        seen_old, seen_new = [], []
        for _ in range(5):
            seen_old.append(twin.view(None).initiator)
            seen_new.append(game.view(None).initiator)
            finish_round(twin)
            finish_round(game)
        assert seen_new == [first, first, first, (first + 1) % 4, (first + 2) % 4]
        assert seen_old == [(first + k) % 4 for k in range(5)]


# --- More of the older book's card details and FAQ, under both editions ---------------------------


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize(
    ("hand", "verb", "cards", "total"),
    [
        (["brawler"], "dig", ["brawler"], 1),  # [001:437] brawler dig 1
        (["refugee", "shovel"], "dig", ["refugee", "shovel"], 2),  # [001:440] refugee + shovel
        (["scavenger"], "draw", ["scavenger"], 1),  # [001:447] scavenger draw 1
        (["scavenger", "spear"], "hunt", ["scavenger", "spear"], 2),  # [001:462] hunt of 2
        (["refugee", "spear"], "hunt", ["refugee", "spear"], 1),  # [001:451] hunt of 1
        (["scavenger", "net"], "hunt", ["net", "scavenger"], 3),  # [001:441] net hunt 2
        (["scout"], "draw", ["scout"], 2),  # [001:465] scout draw 2
        (["sled_team"], "draw", ["sled_team"], 2),  # [001:231] sled team draw 2
        (["field_crew"], "dig", ["field_crew"], 2),  # [001:353] a multi-purpose unit
        (["field_crew"], "hunt", ["field_crew"], 2),
    ],
)
def test_the_walkthrough_card_values_001_437_465(
    rules: str, hand: list[str], verb: str, cards: list[str], total: int
) -> None:
    """[001:437-465]: the values the sample round gives each card, as gathering totals."""
    game = rules_table(rules, 3, players=[{"hand": hand, "deck": ["junk", "junk"]}])
    assert total_for(game, verb, cards) == total


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_pickaxe_is_a_fighting_tool_with_a_limited_digging_modifier_ed17_001_374(rules: str) -> None:
    """[001:374] "pickaxe: Fighting tool with limited digging modifier" (missing from the 2015
    card details, RULINGS ED-17): it adds to a dig, and adds more to a fight."""
    game = rules_table(rules, 3, players=[{"hand": ["scavenger", "pickaxe"]}])
    dig = total_for(game, "dig", ["pickaxe", "scavenger"])
    assert dig is not None
    assert dig > 1
    game = fight([["scavenger", "pickaxe"], [], []], rules=rules)
    fought = seat_totals(game)[0][1]
    assert fought - 1 > dig - 1 >= 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_wolf_pack_alone_cannot_fight_001_432_434(rules: str) -> None:
    """[001:432-434]: the wolf pack cannot operate independently (a modifier, with a tool
    icon): alone in a force it brings no fight and no people; a lone refugee beats it."""
    game = fight([["wolf_pack", "grenade"], ["refugee"], []], rules=rules, contested=["field_crew", "sled_team"])
    assert seat_totals(game)[0] == (False, 0, 0)
    assert skirmish_winner(game) == 1


def test_2012_module_1_brings_the_gearheads_and_pharmers_module_2_the_masons_001_499_545() -> None:
    """[001:499] module 1: the Gearheads and the Pharmers; [001:545] module 2 adds the Masons."""
    one = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=HQ1, rules="2012"))
    two = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=HQ2, rules="2012"))
    assert sorted(one.view(None).gangs) == ["gang_gearheads", "gang_pharmers"]
    assert sorted(two.view(None).gangs) == ["gang_gearheads", "gang_masons", "gang_pharmers"]


def test_2012_a_new_building_is_placed_face_up_for_all_to_see_001_553_554_573() -> None:
    """[001:553-554], [001:573] step 4: "Place the new building card face-up in your play
    area"; its timer cards are face down [001:555-556]: the others see the building and the
    number of timer cards, not the cards (the owner may, with the 2012 rules: ED-11)."""
    game = _builder(["engineer"])
    act(game, 0, "build engineer")
    game.apply(0, "keep armory")
    assert [(b.kind, b.timer) for b in game.view(1).seats[0].buildings] == [("armory", 3)]
    assert game.view(1).timers == ()
    assert len(game.view(0).timers) == 1
    assert len(game.view(0).timers[0]) == 3


def test_2012_three_player_final_ties_go_to_contested_resources_then_cards_001_174_182() -> None:
    """[001:174-182]: the largest tribe wins; a tie goes to the most contested resource cards,
    then to the most cards; the player with fewer people is out of it whatever her cards."""

    def winners(decks: list[list[str]]) -> tuple[int, ...]:
        game = old(3, round=3, players=[{"deck": d} for d in decks], contested=["net"])
        end_gathering(game, {})
        assert game.over
        assert game.result is not None
        return game.result.winners

    assert winners([["thugs"], ["tribe_family_3"], ["brawler"] * 2]) == (1,)
    assert winners([["thugs", "junk"], ["scout", "scout", "scout"], ["brawler", "field_crew"]]) == (2,)
    assert winners([["thugs", "junk"], ["scout", "scout", "scout"], ["brawler", "brawler"]]) == (1,)
    assert winners([["thugs", "junk", "junk"], ["brawler", "scout", "hunter"], ["refugee"]]) == (0, 1)


def test_2012_the_sergeant_at_arms_needs_no_refugee_and_is_always_on_001_656_667() -> None:
    """[001:656-657], [001:665-667]: the Sergeant at Arms ("of Arms", RULINGS ED-19) works
    without a refugee, always: its tools cannot be disarmed and it hires a saboteur for 1 med
    (card text, RULINGS L-11)."""
    game = old(
        3,
        HQ3,
        round=3,
        initiator=0,
        players=[
            {"hand": ["saboteur"], "leader": "leader_mentor"},
            {"hand": ["brawler", "spear", "pills"], "leader": "leader_sergeant_at_arms"},
            {"leader": "leader_ranger"},
        ],
        contested=list(CONTESTED),
    )
    game.apply(0, "end")
    game.apply(0, "commit saboteur")
    assert "hire saboteur pay pills" in texts(game, 1)
    game.apply(1, "end")
    game.apply(1, "commit brawler spear")
    end_gathering(game, {})
    if game.round == 3 and now(game) == sc.Decision("skirmish", 0):
        assert not any(t.startswith("disarm") for t in texts(game, 0))
        pass_skirmish(game)
    assert seat_totals(game)[1] == (True, 4, 1)  # the brawler kept his spear


def test_2012_one_player_may_save_twice_in_a_round_with_two_medics_r12_001_502_508() -> None:
    """[001:502-508] (Save, a new action) with RULINGS R-12: special actions are limited per
    card, not once a round like dig or hunt; the 2012 rules' once-a-round store and retrieve
    (ED-15) do not reach the save. Seat 2 saves both of seat 1's diggers."""
    game = old(
        3,
        HQ1,
        round=2,
        initiator=1,
        players=[
            {"hand": ["sniper_team", "sniper_team"]},
            {"hand": ["brawler", "scavenger"]},
            {"hand": ["medic", "medic"]},
        ],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(1, "dig brawler scavenger")
    for target in ("brawler", "scavenger"):
        while now(game).seat != 0:
            game.apply(now(game).seat, "pass")
        game.apply(0, f"snipe 1:{target}")
        assert now(game) == sc.Decision("save", 2, 1, target)
        game.apply(2, "save medic")
    pass_windows(game)
    assert zone_kinds(game, "2:discard") == ["medic", "medic"]
    assert sorted(game.view(1).looking) == ["junk", "net"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_retrieve_on_her_own_turn_is_the_rounds_one_retrieve_with_the_2012_rules_ed15_001_633_635(
    rules: str,
) -> None:
    """[001:633-635] "Retrieve (new Action)", once a round like every action [001:189] with the
    2012 rules (RULINGS ED-15): a player who retrieved on her own turn may not open her bunker
    again on a later player's turn that round. The 2015 rules let her ([000:629-631], H-7)."""
    game = rules_table(
        rules,
        3,
        HQ2,
        round=3,
        initiator=0,
        players=[
            {"hand": ["brawler"], "buildings": [{"building": "bunker", "stored": ["sniper_team", "thugs"]}]},
            {"hand": ["scavenger", "spear"]},
            {},
        ],
        contested=list(CONTESTED),
    )
    act(game, 0, "retrieve bunker thugs")
    act(game, 0, "end")
    game.apply(0, "commit brawler thugs")
    game.apply(1, "hunt scavenger+spear")
    if rules == "2015":
        assert now(game).seat == 0
        assert "retrieve bunker sniper_team" in texts(game, 0)
    else:
        assert not (now(game).seat == 0 and "retrieve bunker sniper_team" in texts(game, 0))
        assert refused(game, 0, "retrieve bunker sniper_team")


def test_2012_medicine_pays_only_from_the_hand_and_an_engineer_builds_only_from_the_hand_001_238_240_566() -> None:
    """[001:238-240]: meds are medicine cards "that must be played from the players hand";
    [001:566] "Play an engineer card": pills in a pharmacy or an engineer in a bunker must be
    retrieved first (no hire paid, no build dug, straight from the building)."""
    game = old(
        3,
        HQ2,
        round=3,
        players=[
            {
                "hand": ["scavenger"],
                "buildings": [
                    {"building": "pharmacy", "stored": ["pills", "medkit"]},
                    {"building": "bunker", "stored": ["engineer"]},
                ],
            }
        ],
        schematics=["armory", "bunker"],
    )
    act(game, 0, "hunt scavenger")
    hires = [str(a) for a in game.legal_actions(0) if a.verb is sc.Verb.HIRE]
    assert hires == ["hire scavenger"]
    assert legal_sets(game, "build") == []
    assert refused(game, 0, "hire hunter pay pills")


def test_2012_tribe_size_counts_the_people_on_every_card_the_player_owns_001_45_47_176_177() -> None:
    """[001:45-47] each tribe member card represents the number of people shown on it;
    [001:176-177] tribe size counts the people icons of every card the player owns: group
    leaders 2, sniper team 2, thugs 3, field crew 4, sled team 2, refugee 1; tools and
    medicine none; cards stored in a building or on its timer still count (RULINGS F-1)."""
    game = old(
        3,
        HQ2,
        round=3,
        players=[
            {
                "deck": ["group_leaders", "sniper_team", "field_crew", "spear", "pills"],
                "discard": ["sled_team", "refugee"],
                "buildings": [
                    {"building": "bunker", "stored": ["thugs"]},
                    {"building": "armory", "timer": ["brawler"]},
                ],
            }
        ],
        contested=["net"],
    )
    end_gathering(game, {})
    assert game.over
    assert game.result is not None
    score = game.result.scores[0]
    # her spear, pills and complete bunker also win her the three gangs, 5 people each (F-7)
    assert sorted(score.gangs) == ["gang_gearheads", "gang_masons", "gang_pharmers"]
    assert score.people == 2 + 2 + 4 + 2 + 1 + 3 + 1 + 3 * 5


def test_2012_repair_work_and_a_new_build_all_fit_in_one_round_ed7_h5_h11_001_566_587_677() -> None:
    """With the 2012 rules, work goes to one building a round ([001:583], RULINGS ED-7), but a
    repair [001:677-678] is not construction work and a new building [001:566-576] is the
    round's one build (H-5, H-11): a refugee repairs the disabled bunker, a scavenger works on
    the armory, then the engineer starts a pharmacy, all in one turn; the owner sees the timer
    cards left (ED-11), and the removed timer card is in her discard pile (H-2)."""
    game = old(
        3,
        HQ4,
        round=3,
        players=[
            {
                "hand": ["refugee", "scavenger", "engineer"],
                "deck": ["junk"] * 3,
                "leader": "leader_mentor",
                "buildings": [
                    {"building": "bunker", "disabled": True, "stored": ["thugs"]},
                    {"building": "armory", "timer": ["junk", "pills", "net"]},
                ],
            },
            {"leader": "leader_ranger"},
            {"leader": "leader_organizer"},
        ],
        schematics=["pharmacy", "bunker"],
    )
    act(game, 0, "repair bunker refugee")
    act(game, 0, "work armory scavenger")
    assert not any(a.verb is sc.Verb.WORK for a in game.legal_actions(0))
    act(game, 0, "build engineer")
    game.apply(0, "keep pharmacy")
    assert [(b.kind, b.timer, b.disabled) for b in game.view(0).seats[0].buildings] == [
        ("bunker", 0, False),
        ("armory", 2, False),
        ("pharmacy", 2, False),
    ]
    assert game.view(0).timers[1:] == (("net", "pills"), ("junk", "junk"))
    assert zone_counter(game, "0:discard") == {"refugee": 1, "scavenger": 1, "engineer": 1, "junk": 1}
