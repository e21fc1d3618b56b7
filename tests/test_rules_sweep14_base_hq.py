"""Blind rules sweep (14): rulebook [000] (2015 base + HQ) line by line.

Written from the rulebook only ([000] the 2015 base/HQ rules, top to bottom: setup, the round,
the actions, tools, the skirmish, the card texts, the FAQ, HQ modules 1-4 and the HQ FAQ) and
the project's rulings (RULINGS.md IDs), without reading the engine. Each test checks a sentence
that no earlier blind test pinned down in the same way. Citations: [file:line] of
shared/rules/*.txt, or a ruling ID of RULINGS.md.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import scavengers as sc
from helpers import (
    act,
    end_gathering,
    finish_round,
    now,
    owned,
    pass_windows,
    skirmish_turns,
    stacked_table,
    texts,
    to_turn,
    zone_counter,
    zone_kinds,
)

BASE: frozenset[str] = frozenset()
HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
HQ4 = frozenset({"hq1", "hq2", "hq3", "hq4"})


# ---------------------------------------------------------------------------------------------
# helpers


def table(
    hands: list[list[str]],
    decks: list[list[str]] | None = None,
    modules: frozenset[str] = BASE,
    *,
    extra: list[dict[str, Any]] | None = None,
    **scenario: Any,
) -> sc.Game:
    """A stacked table (round 3, seat 0 first unless given): seat n holds ``hands[n]`` over
    ``decks[n]`` (default: 6 refugees, so every draw finds cards)."""
    decks = decks if decks is not None else [["refugee"] * 3 for _ in hands]
    return stacked_table(hands, modules, decks=decks, extra=extra, **scenario)


def kinds_of(actions: list[str], verb: str) -> list[str]:
    return [a for a in actions if a.split()[0] == verb]


def play_round(game: sc.Game, commits: dict[int, str] | None = None) -> None:
    """Finish the current round: commits as given, every other decision passes or ends."""
    finish_round(game, commits)


def finish_any(game: sc.Game) -> None:
    """Finish the current round: turns end, commits are empty, answers pass, an interrupted
    action is aborted (or continued where it cannot be aborted)."""
    start = game.round
    for _ in range(300):
        if game.over or game.round != start:
            return
        d = now(game)
        acts = texts(game, d.seat)
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, "commit none")
        elif "pass" in acts:
            game.apply(d.seat, "pass")
        elif "abort" in acts:
            game.apply(d.seat, "abort")
        else:
            game.apply(d.seat, acts[0])
    raise AssertionError("the round did not end")


def winner_of(game: sc.Game, rnd: int) -> int | None:
    for e in game.log(None):
        if e.round == rnd and e.type.value == "skirmish_won":
            return e.seat
        if e.round == rnd and e.type.value == "deadlock":
            return None
    raise AssertionError("no skirmish resolved in that round")


def totals_of(game: sc.Game, rnd: int) -> dict[int, tuple[int, ...]]:
    return {
        e.seat: tuple(e.values)
        for e in game.log(None)
        if e.round == rnd and e.type.value == "skirmish_totals" and e.seat is not None
    }


# ---------------------------------------------------------------------------------------------
# Game preparation [000:93-116]


def test_setup_five_players_starter_decks_and_the_stacks_left_000_95_107() -> None:
    """[000:95-101] every starter deck is 4 refugees, 3 scavengers, 1 brawler, 1 spear, 1 shovel;
    [000:107] the other refugees go back to the box, the mercenaries form 8 face-up stacks by type;
    R-0 the starter cards come out of the pools: with 5 players 20-15 scavengers and 10-5
    brawlers are left for hire, and the junkyard keeps 1 spear and 1 shovel of its 6 each."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=4))
    for seat in range(5):
        assert owned(game, seat) == Counter(refugee=4, scavenger=3, brawler=1, spear=1, shovel=1)
    market = dict(game.view(0).market)
    assert market == {
        "scavenger": 5,
        "brawler": 5,
        "hunter": 8,
        "saboteur": 8,
        "scout": 8,
        "group_leaders": 5,
        "sniper_team": 5,
        "thugs": 5,
    }
    assert zone_counter(game, "junkyard") == Counter(
        junk=7, multitool=4, net=4, spear=1, pickaxe=4, shovel=1, medkit=6, pills=9
    )
    every = Counter(c.kind for cards in game.zones().values() for c in cards)
    assert every["refugee"] == 20  # 20 in the box [000:29]; none of the rest reach the table
    assert sum(n for kind, n in zone_counter(game, "junkyard").items() if kind == "refugee") == 0


def test_setup_the_first_initiator_is_drawn_at_random_000_109() -> None:
    """[000:109] "Randomly select a player and hand her the initiator card": over many seeds
    of a 4-player game, more than one seat starts as the initiator."""
    firsts = {sc.Game.new(sc.GameConfig(players=4, seed=s)).view(None).initiator for s in range(24)}
    assert len(firsts) >= 3


def test_setup_two_players_still_use_all_fourteen_contested_resources_000_111_116() -> None:
    """[000:111-116] the 2-player changes touch the junkyard, peeking and the skirmish only: the
    contested resource pile is still the 14 cards of [000:37], so the game lasts as long."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=2))
    assert zone_counter(game, "contested") == Counter(
        wolf_pack=2,
        grenade=2,
        sled_team=2,
        field_crew=2,
        tribe_family_3=2,
        tribe_family_4=2,
        tribe_family_5=2,
    )


# ---------------------------------------------------------------------------------------------
# The round [000:118-146]


def test_round_gathering_goes_clockwise_from_the_initiator_and_wraps_000_130_132() -> None:
    """[000:130-132] the initiator acts first, then the others in clockwise order (to her left:
    the next seat, docs/scenarios.md). Four players, seat 2 the initiator: 2, 3, 0, 1."""
    game = table([["scavenger"]] * 4, round=5, initiator=2)
    order = []
    while (d := now(game)).kind in ("turn", "commit", "respond"):
        if d.kind == "turn":
            order.append(d.seat)
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, "commit none")
        else:
            game.apply(d.seat, "pass")
        if game.round != 5:
            break
    assert order == [2, 3, 0, 1]


def test_round_the_peek_goes_on_every_round_with_the_new_initiator_000_126_150() -> None:
    """[000:126] "Beginning with the third round, and continuing for the remainder of the
    game, the initiator peeks"; [000:146] the card moves left after round 3. Round 5 ends;
    in round 6 seat 2 (left of round 5's seat 1) holds the card and knows the new top card."""
    game = table(
        [["refugee"], ["refugee"], ["refugee"]],
        round=5,
        initiator=1,
        contested=["grenade", "field_crew", "tribe_family_3"],
    )
    play_round(game)
    assert game.round == 6
    assert game.view(None).initiator == 2
    peeks = [k for k in game.view(2).knowledge if k.zone == "contested"]
    assert peeks
    assert peeks[-1].cards[0] == "field_crew"
    assert not [k for k in game.view(0).knowledge if k.zone == "contested"]


def test_round_each_player_draws_five_from_the_top_of_her_deck_000_124_125() -> None:
    """[000:124-125] the drawing phase discards the previous round's cards and each player
    draws 5 from the top of her own deck."""
    deck0 = ["thugs", "scout", "hunter", "saboteur", "brawler", "net"]
    game = table([["refugee", "junk"], ["refugee"], ["refugee"]], decks=[deck0, ["refugee"] * 5, ["refugee"] * 5])
    play_round(game)
    assert sorted(game.view(0).hand) == sorted(deck0[:5])
    assert zone_kinds(game, "0:deck") == ["net"]
    assert Counter(zone_kinds(game, "0:discard")) == Counter(refugee=1, junk=1)


def test_round_a_short_deck_is_drawn_out_then_the_discard_is_shuffled_in_000_125_190() -> None:
    """[000:125] [000:190] a player who needs 5 cards and has 2 in her deck draws those 2, then
    shuffles her discard pile into a new deck and draws the other 3 (R-6)."""
    game = table(
        [["refugee"], ["refugee"], ["refugee"]],
        decks=[["thugs", "scout"], ["refugee"] * 5, ["refugee"] * 5],
        extra=[{"discard": ["pills", "pills", "pills", "pills"]}, {}, {}],
    )
    play_round(game)
    hand = Counter(game.view(0).hand)
    assert hand["thugs"] == 1
    assert hand["scout"] == 1
    assert sum(hand.values()) == 5
    assert sum(n for k, n in hand.items() if k in ("pills", "refugee")) == 3
    assert len(zone_kinds(game, "0:deck")) == 2


# ---------------------------------------------------------------------------------------------
# Dig, draw, hunt, hire, trash [000:202-236]


def test_dig_natalie_brawler_and_shovel_dig_three_keep_one_rest_to_the_bottom_000_206() -> None:
    """[000:206] a brawler with a shovel digs 3: she draws the junkyard's top 3, keeps one (to
    her discard pile) and the other two go to the bottom; [000:236] no shuffle on returning."""
    jy = ["net", "junk", "pickaxe", "medkit", "pills", "multitool"]
    game = table([["brawler", "shovel"], ["refugee"], ["refugee"]], junkyard=jy)
    act(game, 0, "dig brawler+shovel")
    assert sorted(game.view(0).looking) == ["junk", "net", "pickaxe"]
    game.apply(0, "keep net")
    assert zone_kinds(game, "junkyard") == ["medkit", "pills", "multitool", "junk", "pickaxe"]
    assert "net" in zone_kinds(game, "0:discard")


def test_dig_the_brawler_alone_digs_one_000_206() -> None:
    """[000:206] "Since a brawler has a dig value of 1, Natalie draws one card"."""
    game = table([["brawler", "shovel"], ["refugee"], ["refugee"]], junkyard=["net", "junk", "pickaxe"])
    act(game, 0, "dig brawler")
    assert game.view(0).looking == ("net",)


def test_dig_keeping_nothing_sends_every_card_to_the_bottom_000_204_206() -> None:
    """[000:204] the player "may" keep one; [000:206] "select one or zero to keep" (ED-4)."""
    game = table([["scavenger", "shovel"], ["refugee"], ["refugee"]], junkyard=["net", "junk", "pickaxe", "pills"])
    act(game, 0, "dig scavenger+shovel")
    assert "keep none" in texts(game, 0)
    game.apply(0, "keep none")
    assert zone_kinds(game, "junkyard") == ["pills", "net", "junk", "pickaxe"]


def test_dig_a_second_dig_in_the_round_is_refused_000_185_204() -> None:
    """[000:185] a given action only once per round; [000:204] (ED-20's typo note: "draw" there
    means dig) a dig may only be used once per round, with any other cards."""
    game = table([["scavenger", "brawler"], ["refugee"], ["refugee"]], junkyard=["net", "junk", "pills"])
    act(game, 0, "dig scavenger")
    game.apply(0, "keep none")
    assert not kinds_of(texts(game, 0), "dig")


def test_draw_anna_scout_and_sled_team_draw_four_000_212() -> None:
    """[000:212] "Anna plays a scout with a draw of 2 and a sled team with a draw of 2 ...
    This combination enables Anna to draw 4 cards from her deck and add them to her hand"."""
    deck = ["thugs", "hunter", "saboteur", "pills", "junk"]
    game = table([["scout", "sled_team"], ["refugee"], ["refugee"]], decks=[deck, [], []])
    act(game, 0, "draw scout sled_team")
    assert sorted(game.view(0).hand) == sorted(deck[:4])
    assert zone_kinds(game, "0:deck") == ["junk"]


def test_draw_two_scavengers_and_a_scout_draw_four_too_000_212() -> None:
    """[000:212] "Anna could also play two scavengers and a scout to yield the same result"."""
    deck = ["thugs", "hunter", "saboteur", "pills", "junk"]
    game = table([["scout", "scavenger", "scavenger"], ["refugee"], ["refugee"]], decks=[deck, [], []])
    act(game, 0, "draw scavenger scavenger scout")
    assert sorted(game.view(0).hand) == sorted(deck[:4])


def test_draw_only_once_per_round_even_with_fresh_drawers_000_210() -> None:
    """[000:210] "As with other actions, draw may only be used once per round": a scout drawn by
    the first draw cannot draw again."""
    game = table([["scavenger"], ["refugee"], ["refugee"]], decks=[["scout", "scout", "junk"], [], []])
    act(game, 0, "draw scavenger")
    assert "scout" in game.view(0).hand
    assert not kinds_of(texts(game, 0), "draw")


def test_hunt_natalie_two_scavengers_and_a_spear_make_three_food_000_224() -> None:
    """[000:224] two scavengers (hunt 1 each) and a spear (+1) make hunt 3: 3 food to hire a
    mercenary this round; a brawler (2 food) can be hired, nothing is left for a second hire."""
    game = table([["scavenger", "scavenger", "spear"], ["refugee"], ["refugee"]])
    act(game, 0, "hunt scavenger+spear scavenger")
    assert game.view(0).seats[0].food == 3
    assert "hire brawler" in texts(game, 0)
    act(game, 0, "hire brawler")
    assert "brawler" in zone_kinds(game, "0:discard")
    assert not kinds_of(texts(game, 0), "hire")


def test_hire_one_mercenary_a_round_even_with_food_to_spare_000_218_222() -> None:
    """[000:218] "Each player may only hire one mercenary per round"; [000:222] the food hires
    "a single mercenary card": 4 food buy one scavenger (1 food), not a second."""
    game = table([["scavenger", "scavenger", "scavenger", "spear"], ["refugee"], ["refugee"]])
    act(game, 0, "hunt scavenger+spear scavenger scavenger")
    act(game, 0, "hire scavenger")
    assert not kinds_of(texts(game, 0), "hire")
    assert zone_counter(game, "0:discard")["scavenger"] == 4


def test_hire_the_hired_card_goes_straight_to_the_discard_pile_000_218() -> None:
    """[000:218] "the player immediately adds the card to her discard pile": not to her hand."""
    game = table([["pills", "refugee"], ["refugee"], ["refugee"]])
    act(game, 0, "hire hunter pay pills")
    assert "hunter" not in game.view(0).hand
    assert "hunter" in zone_kinds(game, "0:discard")
    assert dict(game.view(0).market)["hunter"] == 7


def test_hire_medicine_needs_no_person_to_carry_it_000_218_408_410() -> None:
    """[000:218] "Medicine cards do not require an associated person to spend"; [000:410]
    "rattle the pills" and a hunter joins: a hand of pills alone hires a hunter (1 med)."""
    game = table([["pills"], ["refugee"], ["refugee"]])
    assert "hire hunter pay pills" in texts(game, 0)


def test_hire_medkit_is_two_meds_pills_one_000_372_374() -> None:
    """[000:372] medkit "Provides two meds"; [000:374] pills one: with 2 food from a hunt, a
    medkit pays the group leaders' 2 meds, pills alone do not."""
    game = table([["scavenger", "spear", "medkit"], ["refugee"], ["refugee"]])
    act(game, 0, "hunt scavenger+spear")
    assert "hire group_leaders pay medkit" in texts(game, 0)
    game2 = table([["scavenger", "spear", "pills"], ["refugee"], ["refugee"]])
    act(game2, 0, "hunt scavenger+spear")
    assert not [a for a in texts(game2, 0) if a.startswith("hire group_leaders")]


def test_hire_thugs_any_mix_of_six_000_400_402() -> None:
    """[000:402] "Thugs can be hired using any combination of food and meds totaling 6 units":
    6 meds alone hire thugs; 4 food and 2 meds too; 5 units do not."""
    meds = table([["medkit", "medkit", "medkit"], ["refugee"], ["refugee"]])
    assert "hire thugs pay medkit medkit medkit" in texts(meds, 0)
    mix = table([["scavenger", "scavenger", "group_leaders", "medkit"], ["refugee"], ["refugee"]])
    act(mix, 0, "hunt scavenger+group_leaders scavenger")
    assert mix.view(0).seats[0].food == 4
    assert "hire thugs pay medkit" in texts(mix, 0)
    short = table([["scavenger", "scavenger", "group_leaders", "pills"], ["refugee"], ["refugee"]])
    act(short, 0, "hunt scavenger+group_leaders scavenger")
    assert not [a for a in texts(short, 0) if a.startswith("hire thugs")]


def test_hire_medicine_cannot_raise_a_hunt_nor_a_hunting_tool_meds_000_404_406() -> None:
    """[000:406] "you cannot modify one with the other": a medkit is no hunt modifier (no hunt
    action lists it), and a net adds no med to a hire."""
    game = table([["scavenger", "medkit", "net"], ["refugee"], ["refugee"]])
    assert not [a for a in kinds_of(texts(game, 0), "hunt") if "medkit" in a]
    act(game, 0, "hunt scavenger+net")
    assert game.view(0).seats[0].food == 3
    hires = kinds_of(texts(game, 0), "hire")
    assert not [a for a in hires if "net" in a]


def test_trash_any_number_of_cards_no_replacement_000_228() -> None:
    """[000:228] trash is a free action, takes any number of cards from the hand into the
    junkyard, and "The player does not draw cards from her deck to replace these cards"."""
    game = table([["junk", "junk", "refugee", "scavenger"], ["refugee"], ["refugee"]], junkyard=["net"])
    deck_before = len(zone_kinds(game, "0:deck"))
    act(game, 0, "trash junk junk refugee")
    assert game.view(0).hand == ("scavenger",)
    assert len(zone_kinds(game, "0:deck")) == deck_before
    assert zone_counter(game, "junkyard") == Counter(net=1, junk=2, refugee=1)


def test_trash_only_once_a_round_r11() -> None:
    """R-11: trash is a "given action" [000:185], once per round, moving any number of cards."""
    game = table([["junk", "junk", "scavenger"], ["refugee"], ["refugee"]])
    act(game, 0, "trash junk")
    assert not kinds_of(texts(game, 0), "trash")


def test_trash_into_the_junkyard_is_a_shuffle_not_a_placement_on_top_000_228_236() -> None:
    """[000:228] "The junkyard pile is shuffled any time new cards are added" [000:236]: over
    many seeds, a trashed card does not always sit on top of a junkyard of 20 cards."""
    tops = set()
    for seed in range(12):
        scenario = {
            "round": 3,
            "initiator": 0,
            "players": [{"hand": ["grenade"], "deck": []}, {"hand": ["refugee"]}, {"hand": ["refugee"]}],
            "junkyard": ["junk"] * 7 + ["pills"] * 9 + ["medkit"] * 4,
        }
        game = sc.Game.new(sc.GameConfig(players=3, seed=seed, scenario=scenario))
        act(game, 0, "trash grenade")
        tops.add(zone_kinds(game, "junkyard").index("grenade"))
    assert len(tops) > 1


# ---------------------------------------------------------------------------------------------
# Tools, modifiers, totals [000:184-190] [000:238-258]


def test_tools_a_shovel_cannot_help_a_hunt_000_242() -> None:
    """[000:242] "the shovel could not be used to improve the scavenger's hunt value, since the
    shovel does not have the hunt ability"."""
    game = table([["scavenger", "shovel"], ["refugee"], ["refugee"]])
    hunts = kinds_of(texts(game, 0), "hunt")
    assert hunts
    assert not [a for a in hunts if "shovel" in a]


def test_tools_anna_scavenger_with_a_shovel_digs_three_000_242() -> None:
    """[000:242] a scavenger (dig 1) with a shovel (dig +2) digs 3."""
    game = table([["scavenger", "shovel"], ["refugee"], ["refugee"]], junkyard=["net", "junk", "pills", "rifle"])
    act(game, 0, "dig scavenger+shovel")
    assert len(game.view(0).looking) == 3


def test_tools_one_tool_per_tribe_member_even_for_four_people_000_189() -> None:
    """[000:189] "only one tool card for any tribe member, even if that tribe member represents
    multiple people": a field crew (4 people) digs with a shovel or a pickaxe, never both."""
    game = table([["field_crew", "shovel", "pickaxe"], ["refugee"], ["refugee"]])
    digs = kinds_of(texts(game, 0), "dig")
    assert digs
    assert not [a for a in digs if "shovel" in a and "pickaxe" in a]


def test_tools_alone_cannot_act_wolf_pack_cannot_hunt_alone_000_240_396() -> None:
    """[000:240] tools cannot act on their own; [000:396] the wolf pack "cannot" operate
    independently: no hunt (nor any action but trash) is made of tools only."""
    game = table([["wolf_pack", "shovel", "net"], ["refugee"], ["refugee"]])
    for a in texts(game, 0):
        assert a.split()[0] in ("trash", "end"), a


def test_tools_a_tool_grants_no_ability_spear_on_a_refugee_does_not_dig_000_240_354() -> None:
    """[000:240] "Using a tool does not grant a tribe member an ability that she cannot inherently
    perform"; [000:354] tools "cannot grant actions": a scout (no dig) with a shovel cannot dig."""
    game = table([["scout", "shovel"], ["refugee"], ["refugee"]])
    assert not kinds_of(texts(game, 0), "dig")


def test_tools_a_card_used_for_one_action_cannot_do_another_000_187_258() -> None:
    """[000:258] a refugee used to dig cannot also hunt; [000:187] once used, no other action."""
    game = table([["refugee", "shovel", "spear"], ["refugee"], ["refugee"]], junkyard=["net", "junk"])
    act(game, 0, "dig refugee+shovel")
    game.apply(0, "keep none")
    assert "refugee" not in game.view(0).hand
    assert not kinds_of(texts(game, 0), "hunt")


def test_tools_a_total_of_zero_is_no_action_000_252() -> None:
    """[000:252] the total is used "provided that the total is 1 or greater": refugees (dig 0,
    hunt 0) alone can neither dig nor hunt (R-10)."""
    game = table([["refugee", "refugee"], ["refugee"], ["refugee"]])
    acts = texts(game, 0)
    assert not kinds_of(acts, "dig")
    assert not kinds_of(acts, "hunt")


def test_tools_multiple_people_add_up_000_186_252() -> None:
    """[000:186] several cards raise an action's potency; [000:252] the total of all values
    played: a brawler (dig 1), a scavenger (dig 1) and a refugee with a shovel (0 + 2) dig 4."""
    jy = ["net", "junk", "pills", "rifle", "medkit"]
    game = table([["brawler", "scavenger", "refugee", "shovel"], ["refugee"], ["refugee"]], junkyard=jy)
    act(game, 0, "dig brawler scavenger refugee+shovel")
    assert len(game.view(0).looking) == 4


# ---------------------------------------------------------------------------------------------
# The card texts [000:286-374]


def test_card_hunter_can_hunt_or_fight_only_000_294() -> None:
    """[000:294] the hunter is "A unit that can hunt or fight": it neither digs nor draws."""
    game = table([["hunter"], ["refugee"], ["refugee"]])
    acts = texts(game, 0)
    assert kinds_of(acts, "hunt")
    assert not kinds_of(acts, "dig")
    assert not kinds_of(acts, "draw")


def test_card_scout_can_draw_or_fight_only_000_312() -> None:
    """[000:312] the scout "can draw or fight": no dig, no hunt."""
    game = table([["scout"], ["refugee"], ["refugee"]])
    acts = texts(game, 0)
    assert kinds_of(acts, "draw")
    assert not kinds_of(acts, "dig")
    assert not kinds_of(acts, "hunt")


def test_card_sled_team_draws_or_fights_000_334() -> None:
    """[000:334] the sled team "Enables a player to draw more cards from the deck or
    contributes to fighting": it draws (2), and does not dig or hunt."""
    game = table([["sled_team"], ["refugee"], ["refugee"]], decks=[["junk", "pills", "net"], [], []])
    acts = texts(game, 0)
    assert not kinds_of(acts, "dig")
    assert not kinds_of(acts, "hunt")
    act(game, 0, "draw sled_team")
    assert sorted(game.view(0).hand) == ["junk", "pills"]


def test_card_tribe_family_hunts_with_a_tool_but_never_digs_000_340() -> None:
    """[000:340] a tribe family "Can equip tools to fight or hunt": with a spear it hunts 1;
    with a shovel it still cannot dig (a tool grants no ability [000:240])."""
    game = table([["tribe_family_4", "spear", "shovel"], ["refugee"], ["refugee"]])
    acts = texts(game, 0)
    assert not kinds_of(acts, "dig")
    act(game, 0, "hunt tribe_family_4+spear")
    assert game.view(0).seats[0].food == 1


def test_card_refugee_digs_or_hunts_only_with_a_tool_000_346() -> None:
    """[000:346] a refugee "can dig or hunt if equipped with a tool"; [000:506] a refugee and
    a shovel dig 2."""
    game = table([["refugee", "shovel"], ["refugee"], ["refugee"]], junkyard=["net", "junk", "pills"])
    act(game, 0, "dig refugee+shovel")
    assert len(game.view(0).looking) == 2


def test_card_a_refugee_with_a_spear_brings_no_fight_000_346_420() -> None:
    """[000:346] the refugee is a weak unit that digs or hunts with a tool (no fight); a tool
    grants no ability [000:240]: two refugees and a spear have no fight, so a 3-person tribe
    family (fight 0) beats them ([000:420] fight 0 beats no fight)."""
    game = table([["refugee", "refugee", "spear"], ["tribe_family_3"], []])
    play_round(game, {0: "commit refugee refugee spear", 1: "commit tribe_family_3"})
    t = totals_of(game, 3)
    assert t[0][0] == 0  # no fight ability
    assert t[1][:2] == (1, 0)
    assert winner_of(game, 3) == 1


# ---------------------------------------------------------------------------------------------
# FAQ: group leaders [000:390-392] [000:440-450]


def test_faq_group_leaders_cannot_carry_tools_000_390_392() -> None:
    """[000:392] "A card must have a base ability in order to improve it with a tool": group
    leaders (modifiers only) cannot hold a shovel; with no base digger, nothing digs."""
    game = table([["group_leaders", "shovel"], ["refugee"], ["refugee"]])
    assert not kinds_of(texts(game, 0), "dig")


def test_faq_group_leaders_stack_on_one_base_ability_000_440_442() -> None:
    """[000:442] "you can play multiple group leaders to modify a single base ability": a
    scavenger (dig 1) with two group leaders (+2 each) digs 5."""
    jy = ["net", "junk", "pills", "rifle", "medkit", "spear"]
    game = table([["scavenger", "group_leaders", "group_leaders"], ["refugee"], ["refugee"]], junkyard=jy)
    act(game, 0, "dig scavenger+group_leaders+group_leaders")
    assert len(game.view(0).looking) == 5


def test_faq_group_leaders_are_not_a_tool_000_444_446() -> None:
    """[000:446] "A tribe member card could use a tool AND have group leaders increase their
    action": a scavenger with a shovel and a group leaders digs 1 + 2 + 2 = 5."""
    jy = ["net", "junk", "pills", "rifle", "medkit", "spear"]
    game = table([["scavenger", "shovel", "group_leaders"], ["refugee"], ["refugee"]], junkyard=jy)
    act(game, 0, "dig scavenger+group_leaders+shovel")
    assert len(game.view(0).looking) == 5


def test_faq_group_leaders_make_a_refugee_dig_000_448_450() -> None:
    """[000:450] "A refugee combined with a group leaders card becomes capable of dig or hunt"."""
    game = table([["refugee", "group_leaders"], ["refugee"], ["refugee"]], junkyard=["net", "junk", "pills"])
    act(game, 0, "dig refugee+group_leaders")
    assert len(game.view(0).looking) == 2


def test_faq_group_leaders_make_a_tribe_family_fight_000_448_450() -> None:
    """[000:450] "A tribe family enhanced by group leaders can attack": fight 0 + 2 = 2 ties a
    brawler's 2, and the tribe family side brings 4 + 2 people against 1, so it wins the tie
    [000:274]."""
    game = table([["tribe_family_4", "group_leaders"], ["brawler"], []])
    play_round(game, {0: "commit group_leaders tribe_family_4", 1: "commit brawler"})
    t = totals_of(game, 3)
    assert t[0] == (1, 2, 6)
    assert winner_of(game, 3) == 0


# ---------------------------------------------------------------------------------------------
# The skirmish [000:264-274] and the FAQ on snipers and saboteurs [000:452-500]


def test_skirmish_opportunities_start_with_the_initiator_then_clockwise_000_268() -> None:
    """[000:268] the skirmish is resolved "starting with the initiator" and "Play then passes to
    the next player in clockwise order". Four players, seat 2 first: 2, 3, 0, 1 (each has a
    sniper team and a target)."""
    hands = [["sniper_team", "brawler"] for _ in range(4)]
    game = table(hands, decks=[[]] * 4, round=5, initiator=2)
    asked = skirmish_turns_after(game, dict.fromkeys(range(4), "commit brawler sniper_team"))
    assert asked == [2, 3, 0, 1]


def skirmish_turns_after(
    game: sc.Game, commits: dict[int, str], moves: dict[int, list[str]] | None = None
) -> list[int]:
    end_gathering(game, commits)
    return skirmish_turns(game, moves)


def test_skirmish_an_earlier_snipe_stops_a_later_sniper_000_268_492() -> None:
    """[000:268] a player declares actions for her units "provided that they were not sniped or
    disarmed by the previous player"; [000:492] snipers can be countered in the skirmish. Seat 0
    (first) snipes seat 1's sniper team: seat 1 has nothing left to snipe with."""
    game = table([["sniper_team", "brawler"], ["sniper_team", "brawler"], []], decks=[[]] * 3)
    end_gathering(game, {0: "commit brawler sniper_team", 1: "commit brawler sniper_team"})
    assert now(game).seat == 0
    game.apply(0, "snipe 1:sniper_team")
    pass_windows(game)
    while not game.over and game.round == 3 and now(game).kind == "skirmish":
        d = now(game)
        assert not [a for a in texts(game, d.seat) if a.startswith("snipe")], d
        game.apply(d.seat, "pass")
    assert winner_of(game, 3) == 0  # fight 2 each: 3 people against 1
    t = totals_of(game, 3)
    assert t[1] == (1, 2, 1)  # the sniped team (2 people) is gone, the brawler remains
    assert t[0] == (1, 2, 3)  # the used sniper team still counts its 2 people [000:500]


def test_skirmish_one_sniper_hits_one_card_among_all_opponents_000_316() -> None:
    """[000:316] "If multiple players are involved in a skirmish, the sniper can target only one
    single opponent's card (rather than one card per opponent)": after one snipe, seat 0's only
    sniper team has nothing more to do."""
    game = table([["sniper_team", "brawler"], ["brawler"], ["thugs"]], decks=[[]] * 3)
    end_gathering(game, {0: "commit brawler sniper_team", 1: "commit brawler", 2: "commit thugs"})
    assert now(game).seat == 0
    game.apply(0, "snipe 2:thugs")
    pass_windows(game)
    if not game.over and game.round == 3 and now(game).kind == "skirmish" and now(game).seat == 0:
        assert not [a for a in texts(game, 0) if a.startswith("snipe")]


def test_skirmish_a_sniper_cannot_target_a_tool_nor_a_saboteur_a_person_000_456_460() -> None:
    """[000:456] a saboteur disarms "Any card with a tool icon"; [000:460] "Sniper teams can only
    attack people"."""
    game = table([["sniper_team", "saboteur", "brawler"], ["scavenger", "spear", "refugee"], []], decks=[[]] * 3)
    end_gathering(game, {0: "commit brawler saboteur sniper_team", 1: "commit refugee scavenger spear"})
    acts = texts(game, 0)
    assert "snipe 1:scavenger" in acts
    assert "snipe 1:refugee" in acts
    assert "snipe 1:spear" not in acts
    assert "disarm 1:spear" in acts
    assert not [a for a in acts if a.startswith("disarm 1:") and a != "disarm 1:spear"]


def test_skirmish_sarah_moves_the_grenade_to_her_scavenger_after_the_snipe_000_464_468() -> None:
    """[000:468] Sarah's brawler holds a grenade (+3) and is sniped; her scavenger "drops the spear
    in favor of the grenade": scavenger 1 + grenade 3 = fight 4 (R-15)."""
    game = table([["brawler", "grenade", "scavenger", "spear"], ["sniper_team"], []], decks=[[]] * 3)
    end_gathering(game, {0: "commit brawler grenade scavenger spear", 1: "commit sniper_team"})
    skirmish_turns(game, {1: ["snipe 0:brawler"]})
    t = totals_of(game, 3)
    assert t[0] == (1, 4, 1)


def test_skirmish_a_sniper_can_take_out_a_multi_person_card_000_470_472() -> None:
    """[000:472] a sniper team can take out a multi-person card: a sniped 5-person tribe family
    no longer counts its 5 people (S-4), so the other side wins the people tie-break."""
    game = table([["tribe_family_5", "brawler"], ["sniper_team", "brawler"], []], decks=[[]] * 3)
    end_gathering(game, {0: "commit brawler tribe_family_5", 1: "commit brawler sniper_team"})
    skirmish_turns(game, {1: ["snipe 0:tribe_family_5"]})
    t = totals_of(game, 3)
    assert t[0] == (1, 2, 1)
    assert t[1] == (1, 2, 3)
    assert winner_of(game, 3) == 1


def test_skirmish_a_saboteur_that_disarms_does_not_fight_but_counts_its_person_000_496_500() -> None:
    """[000:496] the saboteur disarms "or" fights, "not both"; [000:500] it still counts for the
    tie-break. Seat 0: saboteur + brawler; seat 1: brawler + spear (4). After the disarm seat 1
    fights 2, seat 0 fights 2 (the saboteur adds nothing) with 2 people against 1: seat 0 wins."""
    game = table([["saboteur", "brawler"], ["brawler", "spear"], []], decks=[[]] * 3)
    end_gathering(game, {0: "commit brawler saboteur", 1: "commit brawler spear"})
    skirmish_turns(game, {0: ["disarm 1:spear"]})
    t = totals_of(game, 3)
    assert t[0] == (1, 2, 2)
    assert t[1] == (1, 2, 1)
    assert winner_of(game, 3) == 0


def test_skirmish_people_break_a_tie_only_among_the_tied_players_000_274_s2() -> None:
    """[000:274] "In the event of a tie, each player sums the number of people" (S-2: among the
    tied top players only): a third player with a tribe family (5 people) and fight 0 does not
    win a tie between two fight-2 players; of those, 2 people beat 1."""
    game = table([["brawler"], ["scavenger", "scavenger"], ["tribe_family_5"]], decks=[[]] * 3)
    play_round(game, {0: "commit brawler", 1: "commit scavenger scavenger", 2: "commit tribe_family_5"})
    assert winner_of(game, 3) == 1


def test_skirmish_deadlock_the_contested_resource_goes_to_the_junkyard_unseen_000_274() -> None:
    """[000:274] still tied on people: "the players place the top card from the contested
    resources pile into the junkyard pile", shuffle, the round ends and the initiator card passes
    left."""
    game = table([["brawler"], ["brawler"], []], decks=[[]] * 3, contested=["field_crew", "grenade"], junkyard=["junk"])
    play_round(game, {0: "commit brawler", 1: "commit brawler"})
    assert winner_of(game, 3) is None
    assert Counter(zone_kinds(game, "junkyard")) == Counter(junk=1, field_crew=1)
    assert zone_kinds(game, "contested") == ["grenade"]
    assert game.round == 4
    assert game.view(None).initiator == 1


def test_skirmish_cards_stay_until_the_end_of_the_round_then_go_to_the_discard_000_256_270() -> None:
    """[000:256] "During the Skirmish phase, cards are discarded at the end of the round"; [000:270]
    all cards remain until then: after the round, every committed card is in its owner's discard
    pile (the sniped brawler too)."""
    game = table(
        [["brawler", "spear", "refugee"], ["sniper_team", "scavenger"], []], decks=[["pills"] * 5, ["medkit"] * 5, []]
    )
    end_gathering(game, {0: "commit brawler refugee spear", 1: "commit scavenger sniper_team"})
    skirmish_turns(game, {1: ["snipe 0:brawler"]})
    assert game.round == 4
    assert Counter(zone_kinds(game, "0:discard")) >= Counter(brawler=1, spear=1, refugee=1)
    assert Counter(zone_kinds(game, "1:discard")) >= Counter(sniper_team=1, scavenger=1)


def test_rg_a_sniper_answering_a_dig_is_discarded_and_cannot_be_countered_000_480_484() -> None:
    """[000:480] a sniper played in another player's gathering is "discarded immediately after
    use"; [000:484] it cannot be countered with another sniper: nobody is offered a snipe of it,
    and it is in its owner's discard pile at once."""
    game = table(
        [["brawler", "shovel", "scavenger"], ["sniper_team", "refugee"], ["sniper_team", "refugee"]], decks=[[]] * 3
    )
    game.apply(0, "dig brawler+shovel")
    game.apply(1, "snipe 0:brawler")
    assert zone_kinds(game, "1:discard") == ["sniper_team"]
    assert game.view(1).hand == ("refugee",)  # "you do not redraw to replace the card" [000:480]
    while (d := now(game)).kind in ("respond", "save"):
        assert "snipe 1:sniper_team" not in texts(game, d.seat)
        game.apply(d.seat, "pass")
    assert "brawler" in zone_kinds(game, "0:discard")


def test_rg_after_a_snipe_the_other_cards_can_be_repurposed_000_486_488() -> None:
    """[000:488] "only the card that was sniped/disarmed is discarded. All other cards involved in
    that action can be taken back into hand and re-purposed": the shovel returns to the hand and
    the dig, never made, can still be made with the scavenger (I-2)."""
    game = table(
        [["brawler", "shovel", "scavenger"], ["sniper_team", "refugee"], []],
        decks=[[]] * 3,
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig brawler+shovel")
    game.apply(1, "snipe 0:brawler")
    while (d := now(game)).kind in ("respond", "save"):
        game.apply(d.seat, "pass")
    if now(game).kind != "turn":
        game.apply(0, "abort")
    assert sorted(game.view(0).hand) == ["scavenger", "shovel"]
    assert "dig scavenger+shovel" in texts(game, 0)


# ---------------------------------------------------------------------------------------------
# HQ module 1: medics, rifles, toolkits [000:534-555]


def test_hq1_medic_draws_one_like_a_scavenger_000_543() -> None:
    """[000:543] medics "have a draw of 1 (like a scavenger)"."""
    game = table([["medic"], ["refugee"], ["refugee"]], decks=[["thugs", "scout"], [], []], modules=HQ1)
    act(game, 0, "draw medic")
    assert game.view(0).hand == ("thugs",)


def test_hq1_medic_is_one_med_in_a_hire_like_pills_000_543() -> None:
    """[000:543] a medic "can be played from the hand during a hire action to represent 1 med (like
    pills)": it hires a hunter (1 med), and goes to the discard pile with the hunter."""
    game = table([["medic"], ["refugee"], ["refugee"]], modules=HQ1)
    act(game, 0, "hire hunter pay medic")
    assert Counter(zone_kinds(game, "0:discard")) == Counter(hunter=1, medic=1)


def test_hq1_medic_from_hand_saves_another_players_tribe_member_000_543_547() -> None:
    """[000:543] a medic can save "another player's tribe member from a sniper": seat 2's medic
    saves seat 0's brawler from seat 1's sniper team; the brawler stays, the sniper team is spent
    (I-4) and the medic is discarded."""
    game = table(
        [["brawler", "shovel"], ["sniper_team", "refugee"], ["medic", "refugee"]],
        modules=HQ1,
        junkyard=["net", "junk", "pills", "rifle"],
    )
    game.apply(0, "dig brawler+shovel")
    game.apply(1, "snipe 0:brawler")
    while (d := now(game)).kind == "save" and d.seat != 2:
        game.apply(d.seat, "pass")
    assert now(game).seat == 2
    assert "save medic" in texts(game, 2)
    game.apply(2, "save medic")
    pass_windows(game)
    if "continue" in texts(game, 0):
        game.apply(0, "continue")
    assert "medic" in zone_kinds(game, "2:discard")
    assert "sniper_team" in zone_kinds(game, "1:discard")
    assert len(game.view(0).looking) == 3  # the dig went on at its full 3


def test_hq1_rifle_adds_two_to_hunt_and_two_to_fight_000_551() -> None:
    """[000:551] the rifle grants "+2 in two categories", hunting and fighting: a scavenger with a
    rifle hunts 3, and fights 3 in the skirmish."""
    game = table([["scavenger", "rifle"], ["refugee"], ["refugee"]], modules=HQ1)
    act(game, 0, "hunt scavenger+rifle")
    assert game.view(0).seats[0].food == 3
    fight = table([["scavenger", "rifle"], ["brawler"], []], decks=[[]] * 3, modules=HQ1)
    play_round(fight, {0: "commit rifle scavenger", 1: "commit brawler"})
    assert totals_of(fight, 3)[0][:2] == (1, 3)
    assert winner_of(fight, 3) == 0


def test_hq1_toolkit_enhances_a_junkyard_dig_000_555() -> None:
    """[000:555] a toolkit "can be used to enhance digging (either junkyard or engineering
    schematics)": a scavenger with a toolkit digs 3 (toolkit dig +2) in module 1."""
    game = table(
        [["scavenger", "toolkit"], ["refugee"], ["refugee"]], modules=HQ1, junkyard=["net", "junk", "pills", "medkit"]
    )
    act(game, 0, "dig scavenger+toolkit")
    assert len(game.view(0).looking) == 3


def test_hq1_setup_has_no_masons_no_engineers_no_schematics_000_534_539() -> None:
    """[000:536-539] module 1 adds the medics, the 8 junkyard cards and the Gearheads and
    Pharmers only; the engineers, the buildings and the Masons come with module 2 [000:570-572]."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=HQ1))
    market = dict(game.view(0).market)
    assert market["medic"] == 8
    assert "engineer" not in market
    assert sorted(game.view(0).gangs) == ["gang_gearheads", "gang_pharmers"]
    assert game.view(0).schematics_count == 0
    assert zone_counter(game, "junkyard")["rifle"] == 4
    assert zone_counter(game, "junkyard")["toolkit"] == 4


# ---------------------------------------------------------------------------------------------
# Gangs [000:557-565]


def end_with(hands_discards: list[dict[str, Any]], modules: frozenset[str] = HQ2) -> sc.GameResult:
    """A last round (one contested card left, a net nobody can win: everyone holds one refugee,
    all tie, deadlock) over the given seats' zones; the result."""
    players = [{"hand": ["refugee"], **z} for z in hands_discards]
    if "hq3" in modules:
        for seat, leader in zip(players, ("leader_butcher", "leader_cannibal", "leader_mentor"), strict=False):
            seat.setdefault("leader", leader)
    scenario = {"round": 7, "initiator": 0, "players": players, "contested": ["net"]}
    game = sc.Game.new(sc.GameConfig(players=len(players), seed=0, modules=modules, scenario=scenario))
    play_round(game, dict.fromkeys(range(len(players)), "commit refugee"))
    assert game.over
    assert game.result is not None
    return game.result


def test_gang_gearheads_count_tool_icons_not_tool_strength_000_561() -> None:
    """[000:561] "Most tools" is "the quantity of cards with a tool icon", not their strength:
    three nets tie two rifles and a grenade at 3; "Ties are broken by counting the total number
    of tools that are contested resources": the grenade is one, so seat 1 joins the Gearheads."""
    result = end_with([{"discard": ["net", "net", "net"]}, {"discard": ["rifle", "rifle", "grenade"]}, {}])
    assert result.scores[1].gangs == ("gang_gearheads",)
    assert result.scores[0].gangs == ()


def test_gang_gearheads_a_medkit_or_a_person_is_no_tool_000_561() -> None:
    """[000:561] only cards with a tool icon count: two spears (2) beat a shovel with two
    medkits and a thugs (1 tool)."""
    result = end_with([{"discard": ["spear", "spear"]}, {"discard": ["shovel", "medkit", "medkit", "thugs"]}, {}])
    assert "gang_gearheads" in result.scores[0].gangs


def test_gang_pharmers_count_meds_value_by_card_type_000_563() -> None:
    """[000:563] the Pharmers go to the highest total meds VALUE of the medicine cards: one medkit
    (2) beats one pills (1) and two medics (persons, not medicine: ED-8)."""
    result = end_with(
        [{"discard": ["medkit"]}, {"discard": ["pills", "medic", "medic"]}, {}],
    )
    assert "gang_pharmers" in result.scores[0].gangs
    assert "gang_pharmers" not in result.scores[1].gangs


def test_gang_pharmers_tie_broken_by_the_number_of_medics_000_563() -> None:
    """[000:563] "Ties are broken by counting the total number of medics": 2 pills against one
    medkit tie at 2 meds; the medkit side's medic wins it."""
    result = end_with([{"discard": ["pills", "pills"]}, {"discard": ["medkit", "medic"]}, {}])
    assert "gang_pharmers" in result.scores[1].gangs


def test_gang_masons_tie_broken_by_engineers_000_565() -> None:
    """[000:565] the Masons: most completed and enabled buildings; "Ties are broken by adding up
    the total number of engineers"."""
    result = end_with(
        [
            {"buildings": [{"building": "pharmacy"}], "discard": ["engineer", "engineer"]},
            {"buildings": [{"building": "armory"}], "discard": ["engineer"]},
            {},
        ]
    )
    assert "gang_masons" in result.scores[0].gangs
    assert "gang_masons" not in result.scores[1].gangs


def test_gang_masons_a_building_under_construction_does_not_count_000_565() -> None:
    """[000:565] only "completed and enabled" buildings count: two buildings still under
    construction lose to one completed pharmacy."""
    result = end_with(
        [
            {"buildings": [{"building": "bunker", "timer": ["junk"]}, {"building": "armory", "timer": ["junk"]}]},
            {"buildings": [{"building": "pharmacy"}]},
            {},
        ]
    )
    assert "gang_masons" in result.scores[1].gangs


def test_gang_masons_a_disabled_building_does_not_count_000_565_685() -> None:
    """[000:565] "completed and enabled"; [000:685] a disabled building is unusable: seat 0's two
    completed buildings, one disabled, tie seat 1's one enabled building at 1; seat 1's engineer
    breaks the tie."""
    result = end_with(
        [
            {"buildings": [{"building": "bunker"}, {"building": "armory", "disabled": True}]},
            {"buildings": [{"building": "pharmacy"}], "discard": ["engineer"]},
            {},
        ],
        modules=HQ4,
    )
    assert "gang_masons" in result.scores[1].gangs
    assert "gang_masons" not in result.scores[0].gangs


# ---------------------------------------------------------------------------------------------
# HQ module 2: engineers and buildings [000:567-645]


def hq_table(hands: list[list[str]], extra: list[dict[str, Any]], modules: frozenset[str] = HQ2, **kw: Any) -> sc.Game:
    decks = kw.pop("decks", [["junk", "junk", "pills", "pills", "net"], ["refugee"] * 2, ["refugee"] * 2])
    return table(hands, decks=decks, modules=modules, extra=extra, **kw)


def test_hq2_other_dig_cards_improve_the_engineers_schematics_dig_000_579_590() -> None:
    """[000:579] "Other cards with a dig ability can be combined with the engineer to improve
    engineering schematics digging"; [000:590] the engineer's dig "combined with any modifiers":
    engineer (2) + scavenger (1) + shovel (+2) draw 5 schematics, one is kept, the rest go to the
    bottom [000:591]."""
    schem = ["armory", "pharmacy", "bunker", "hydroponic_gardens", "armory", "bunker"]
    game = hq_table([["engineer", "scavenger", "shovel"], ["refugee"], ["refugee"]], [{}, {}, {}], schematics=schem)
    act(game, 0, "build engineer+shovel scavenger")
    assert len(game.view(0).looking) == 5
    game.apply(0, "keep pharmacy")
    assert zone_kinds(game, "schematics") == ["bunker", "armory", "bunker", "hydroponic_gardens", "armory"]


def test_hq2_the_engineer_and_every_dig_card_are_discarded_after_the_build_000_579_594() -> None:
    """[000:579] "she places the engineer and any cards used to dig into her discard pile" (ED-10);
    the timer takes the building's build time from the top of her deck [000:593]: a pharmacy, 2."""
    game = hq_table(
        [["engineer", "scavenger", "shovel", "thugs"], ["refugee"], ["refugee"]],
        [{}, {}, {}],
        schematics=["pharmacy", "armory", "bunker", "armory"],
    )
    act(game, 0, "build engineer+shovel scavenger")
    game.apply(0, "keep pharmacy")
    assert Counter(zone_kinds(game, "0:discard")) == Counter(engineer=1, scavenger=1, shovel=1)
    assert game.view(0).hand == ("thugs",)
    timer = [z for z in game.zones() if z.startswith("0:timer:")]
    assert len(timer) == 1
    assert zone_kinds(game, timer[0]) == ["junk", "junk"]
    assert zone_kinds(game, "0:deck") == ["pills", "pills", "net"]


def test_hq2_a_scavenger_alone_cannot_dig_the_schematics_000_579() -> None:
    """[000:579] engineers are "the only HQ mercenary capable of such digging": without one, no
    build, whatever dig the other cards have."""
    game = hq_table([["scavenger", "shovel", "brawler"], ["refugee"], ["refugee"]], [{}, {}, {}])
    assert not kinds_of(texts(game, 0), "build")


def test_hq2_a_build_dig_may_keep_no_building_000_591() -> None:
    """[000:591] "Select a maximum of 1 card to build and return the others to the bottom": keeping
    none returns all; no building is placed (ED-16)."""
    game = hq_table([["engineer"], ["refugee"], ["refugee"]], [{}, {}, {}], schematics=["pharmacy", "armory", "bunker"])
    act(game, 0, "build engineer")
    assert "keep none" in texts(game, 0)
    game.apply(0, "keep none")
    assert zone_kinds(game, "schematics") == ["bunker", "pharmacy", "armory"]
    assert game.view(0).seats[0].buildings == ()


def test_hq2_every_building_under_construction_loses_one_card_next_round_000_595_721() -> None:
    """[000:595] "At the start of the player's next round, remove 1 card from each building that
    is under construction"; [000:721] "remove 1 card from each of your buildings"."""
    game = hq_table(
        [["refugee"], ["refugee"], ["refugee"]],
        [
            {
                "buildings": [
                    {"building": "bunker", "timer": ["junk", "junk", "pills"]},
                    {"building": "armory", "timer": ["pills", "net"]},
                ]
            },
            {},
            {},
        ],
        decks=[["refugee"] * 5, [], []],
    )
    play_round(game)
    timers = sorted(b.timer for b in game.view(0).seats[0].buildings)
    assert timers == [1, 2]


def test_hq2_a_worker_is_discarded_at_once_and_takes_no_other_action_000_596() -> None:
    """[000:596] "Tribe members that work on construction projects may not take any other actions
    that round and are immediately discarded": the worker is in the discard pile, the timer is one
    card shorter, and the worker is not offered for a dig."""
    game = hq_table(
        [["scavenger", "refugee"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "bunker", "timer": ["junk", "junk", "pills"]}]}, {}, {}],
    )
    act(game, 0, "work bunker scavenger")
    assert "scavenger" in zone_kinds(game, "0:discard")
    assert game.view(0).seats[0].buildings[0].timer == 2
    assert not kinds_of(texts(game, 0), "dig")


def test_hq2_a_toolkit_worker_removes_three_cards_000_596_ed7() -> None:
    """[000:596] "Each tribe member played can remove 1 card ... If wielding a toolkit, then 2
    additional cards may be removed" (ED-7: 3 in all)."""
    game = hq_table(
        [["refugee", "toolkit"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "bunker", "timer": ["junk", "junk", "pills", "pills"]}]}, {}, {}],
    )
    act(game, 0, "work bunker refugee+toolkit")
    assert game.view(0).seats[0].buildings[0].timer == 1


def test_hq2_a_building_finished_by_workers_works_at_once_000_597() -> None:
    """[000:597] "Once a building has zero cards stacked on it, it is complete and immediately goes
    into effect": a bunker finished by a worker stores a card the same turn."""
    game = hq_table(
        [["refugee", "sniper_team"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "bunker", "timer": ["junk"]}]}, {}, {}],
    )
    assert not kinds_of(texts(game, 0), "store")
    act(game, 0, "work bunker refugee")
    assert "store bunker sniper_team" in texts(game, 0)


def test_hq2_a_building_under_construction_stores_nothing_000_641() -> None:
    """[000:641] store places cards "under a completed building"."""
    game = hq_table(
        [["sniper_team", "spear", "pills"], ["refugee"], ["refugee"]],
        [
            {"buildings": [{"building": "bunker", "timer": ["junk"]}, {"building": "pharmacy", "timer": ["junk"]}]},
            {},
            {},
        ],
    )
    assert not kinds_of(texts(game, 0), "store")


def test_hq2_storage_type_and_capacity_000_601_623_641() -> None:
    """[000:601] an armory stores up to two tools; [000:609] a bunker up to three tribe members;
    [000:621] a pharmacy two medicine cards, not medics; [000:641] "Do not exceed building capacity
    or violate type"."""
    game = hq_table(
        [
            ["spear", "shovel", "net", "pills", "medkit", "medic", "scavenger", "refugee", "brawler", "thugs"],
            ["refugee"],
            ["refugee"],
        ],
        [{"buildings": [{"building": "bunker"}, {"building": "armory"}, {"building": "pharmacy"}]}, {}, {}],
    )
    stores = kinds_of(texts(game, 0), "store")
    armory = [a.split()[2:] for a in stores if a.split()[1] == "armory"]
    bunker = [a.split()[2:] for a in stores if a.split()[1] == "bunker"]
    pharmacy = [a.split()[2:] for a in stores if a.split()[1] == "pharmacy"]
    assert max(len(c) for c in armory) == 2
    assert all(set(c) <= {"spear", "shovel", "net"} for c in armory)
    assert max(len(c) for c in bunker) == 3
    assert all(set(c) <= {"medic", "scavenger", "refugee", "brawler", "thugs"} for c in bunker)
    assert max(len(c) for c in pharmacy) == 2
    assert all(set(c) <= {"pills", "medkit"} for c in pharmacy)


def test_hq2_store_and_retrieve_as_often_as_you_like_on_your_turn_000_641_733() -> None:
    """[000:641] "A player may do this multiple times in a turn"; [000:733] "you can freely store
    and retrieve as often as you like during your own turn"."""
    game = hq_table(
        [["sniper_team", "scout", "brawler"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "bunker"}]}, {}, {}],
    )
    act(game, 0, "store bunker sniper_team")
    act(game, 0, "store bunker scout")
    act(game, 0, "retrieve bunker scout")
    act(game, 0, "store bunker brawler")
    act(game, 0, "retrieve bunker sniper_team")
    assert sorted(game.view(0).hand) == ["scout", "sniper_team"]
    assert game.view(0).seats[0].buildings[0].stored == 1


def test_hq2_stored_cards_are_not_discarded_at_the_end_of_the_round_000_601_609() -> None:
    """[000:609] cards are stored "to be retrieved at any time": they stay under the bunker over
    the round's end (H-7), and come back into the hand next round."""
    game = hq_table(
        [["sniper_team", "refugee"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "bunker"}]}, {}, {}],
        decks=[["refugee"] * 5, [], []],
    )
    act(game, 0, "store bunker sniper_team")
    play_round(game)
    assert game.view(0).seats[0].buildings[0].stored == 1
    to_turn(game, 0)
    assert "retrieve bunker sniper_team" in texts(game, 0)


def test_hq2_garden_food_hires_alone_000_617_729() -> None:
    """[000:617] a garden "Generates 1 food each round to be used as part of a hire action";
    [000:729] that food "can be used independently": a scavenger (1 food) is hired with no hunt."""
    game = hq_table(
        [["refugee"], ["refugee"], ["refugee"]], [{"buildings": [{"building": "hydroponic_gardens"}]}, {}, {}]
    )
    assert "hire scavenger" in texts(game, 0)
    act(game, 0, "hire scavenger")
    assert "scavenger" in zone_kinds(game, "0:discard")


def test_hq2_garden_food_adds_to_hunting_food_000_617_637() -> None:
    """[000:637] the garden makes food "in much the same way that a hunt of 1 generates food": with
    a scavenger's hunt of 1 it makes 2, enough for a brawler (2 food)."""
    game = hq_table(
        [["scavenger"], ["refugee"], ["refugee"]], [{"buildings": [{"building": "hydroponic_gardens"}]}, {}, {}]
    )
    act(game, 0, "hunt scavenger")
    assert game.view(0).seats[0].food == 2
    assert "hire brawler" in texts(game, 0)


def test_hq2_garden_food_does_not_accumulate_000_619() -> None:
    """[000:619] "Food does not accumulate from round to round": a garden unused in round 3 gives
    1 food in round 4, not 2 (no brawler for 2 food)."""
    game = hq_table(
        [["refugee"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "hydroponic_gardens"}]}, {}, {}],
        decks=[["refugee"] * 5, ["refugee"] * 5, ["refugee"] * 5],
    )
    play_round(game)
    to_turn(game, 0)
    hires = kinds_of(texts(game, 0), "hire")
    assert "hire scavenger" in hires
    assert "hire brawler" not in hires


def test_hq2_garden_food_is_not_hunting_food_two_gardens_do_not_make_a_hunt_000_637() -> None:
    """[000:637] the garden "does not involve hunting": it is not a hunt action, so a scavenger
    may still hunt after the garden's food is counted, and the food adds up (H-6: two gardens 2)."""
    game = hq_table(
        [["scavenger", "spear"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "hydroponic_gardens"}, {"building": "hydroponic_gardens"}]}, {}, {}],
    )
    assert kinds_of(texts(game, 0), "hunt")
    act(game, 0, "hunt scavenger+spear")
    assert game.view(0).seats[0].food == 4


def test_hq2_only_the_bunker_on_another_players_turn_000_629() -> None:
    """[000:629] "During another player's turn, the only building which a player may access is the
    bunker": seat 1, answering seat 0's dig, may retrieve from her bunker but not her armory."""
    game = hq_table(
        [["brawler", "shovel"], ["refugee"], ["refugee"]],
        [
            {},
            {
                "buildings": [
                    {"building": "bunker", "stored": ["sniper_team"]},
                    {"building": "armory", "stored": ["grenade"]},
                ]
            },
            {},
        ],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "dig brawler+shovel")
    assert now(game).seat == 1
    acts = texts(game, 1)
    assert [a for a in acts if a.startswith("retrieve bunker")] or [a for a in acts if "bunker" in a]
    assert not [a for a in acts if "armory" in a]


def test_hq2_nothing_comes_out_of_a_building_in_the_skirmish_000_603_629() -> None:
    """[000:603] [000:611] stored cards are retrieved "at any time (except during the skirmish)";
    [000:629] "Buildings may never be used during the skirmish": with a sniper team in her bunker,
    seat 1 is offered no retrieve (and no snipe) in the skirmish."""
    game = hq_table(
        [["brawler"], ["scavenger"], []],
        [{}, {"buildings": [{"building": "bunker", "stored": ["sniper_team"]}]}, {}],
        decks=[[], [], []],
    )
    end_gathering(game, {0: "commit brawler", 1: "commit scavenger"})
    while not game.over and game.round == 3 and (d := now(game)).kind in ("skirmish", "respond", "save"):
        assert not [a for a in texts(game, d.seat) if a.startswith(("retrieve", "snipe"))], d
        game.apply(d.seat, "pass")
    assert winner_of(game, 3) == 0


def test_hq2_no_storing_after_committing_000_635() -> None:
    """[000:635] "Once a player has committed cards to the skirmish, no cards may be placed into a
    building by that player": seat 0, committed, answering seat 1's dig, may not store."""
    game = hq_table(
        [["brawler", "sniper_team"], ["scavenger", "shovel"], ["refugee"]],
        [{"buildings": [{"building": "bunker"}]}, {}, {}],
        junkyard=["net", "junk", "pills"],
    )
    act(game, 0, "end")
    game.apply(0, "commit brawler sniper_team")
    game.apply(1, "dig scavenger+shovel")
    while (d := now(game)).kind in ("respond", "save"):
        if d.seat == 0:
            assert not [a for a in texts(game, 0) if a.startswith("store")]
        game.apply(d.seat, "pass")


def test_hq2_a_hired_engineer_cannot_build_the_same_turn_000_723_725() -> None:
    """[000:725] "No, the engineer goes into your discard pile": hired with 2 food and 1 med, it is
    not in the hand, and no build is offered."""
    game = hq_table([["scavenger", "spear", "pills"], ["refugee"], ["refugee"]], [{}, {}, {}])
    act(game, 0, "hunt scavenger+spear")
    act(game, 0, "hire engineer pay pills")
    assert "engineer" in zone_kinds(game, "0:discard")
    assert not kinds_of(texts(game, 0), "build")


# ---------------------------------------------------------------------------------------------
# HQ module 3: tribal leaders [000:647-674] and the HQ FAQ on leaders [000:699-715]


def lead_table(leaders: list[str], hands: list[list[str]], modules: frozenset[str] = HQ3, **kw: Any) -> sc.Game:
    extra = kw.pop("extra", [{} for _ in hands])
    for seat, leader in enumerate(leaders):
        extra[seat] = {"leader": leader, **extra[seat]}
    decks = kw.pop(
        "decks", [["junk", "pills", "net", "thugs", "scout"], ["refugee"] * 3, ["refugee"] * 3][: len(hands)]
    )
    return table(hands, decks=decks, modules=modules, extra=extra, **kw)


def test_hq3_five_players_are_dealt_all_ten_leaders_two_each_000_650() -> None:
    """[000:650] "Shuffle the tribal leader cards together, and deal two, face-down, to each
    player": with 5 players the 10 leaders [000:51] are all dealt, two different ones each; each
    keeps one, face up for everyone, and the other is set aside, out of the game."""
    game = sc.Game.new(sc.GameConfig(players=5, seed=3, modules=HQ3))
    dealt = [game.view(s).dealt for s in range(5)]
    assert all(len(d) == 2 for d in dealt)
    assert len({k for d in dealt for k in d}) == 10
    for _ in range(5):
        d = now(game)
        assert d.kind == "leader"
        game.apply(d.seat, "lead " + game.view(d.seat).dealt[0])
    kept = [game.view(0).seats[s].leader for s in range(5)]
    assert all(kept)
    for seat in range(5):
        assert [game.view(other).seats[seat].leader for other in range(5)] == [kept[seat]] * 5
    aside = {k for d in dealt for k in d} - set(kept)
    owned_zones = [z for z in game.zones() if z[0].isdigit()]
    for z in owned_zones:
        assert not set(zone_kinds(game, z)) & aside


def test_hq3_a_refugee_leader_without_a_refugee_cannot_act_000_664_666() -> None:
    """[000:666] the Mentor, Organizer and Peacemaker (among others) need a refugee to use their
    ability: with none in hand, there is no leader action."""
    for leader in ("leader_mentor", "leader_organizer", "leader_peacemaker"):
        game = lead_table(
            [leader, "leader_ranger", "leader_gangster"], [["scavenger", "brawler"], ["refugee"], ["refugee"]]
        )
        assert not kinds_of(texts(game, 0), "lead"), leader


def test_hq3_butcher_and_cannibal_need_no_refugee_000_660_662() -> None:
    """[000:662] the Butcher and the Cannibal "can use their special abilities without the need
    for playing a refugee": a hand with no refugee still offers the leader action."""
    for leader in ("leader_butcher", "leader_cannibal"):
        game = lead_table(
            [leader, "leader_ranger", "leader_gangster"], [["scavenger", "brawler"], ["refugee"], ["refugee"]]
        )
        assert "lead scavenger" in texts(game, 0), leader


def test_hq3_once_per_round_leaders_act_once_a_round_000_668_670() -> None:
    """[000:670] the Butcher's (and the others') abilities "can only be utilized once per round":
    after one use, none more that round; next round, again."""
    game = lead_table(
        ["leader_butcher", "leader_ranger", "leader_gangster"],
        [["scavenger", "brawler", "refugee"], ["refugee"], ["refugee"]],
        decks=[["scavenger", "scavenger", "refugee", "refugee", "junk"], ["refugee"] * 5, ["refugee"] * 5],
    )
    act(game, 0, "lead scavenger")
    assert not kinds_of(texts(game, 0), "lead")
    play_round(game)
    to_turn(game, 0)
    assert kinds_of(texts(game, 0), "lead")


def test_hq3_peacemaker_refugee_is_discarded_at_once_and_the_bonus_goes_to_another_000_703() -> None:
    """[000:703] "Place a Refugee from your hand, on the table, and discard it immediately for the
    benefit granted by your leader": the refugee is in the discard pile; the Peacemaker's +2 then
    makes a scavenger dig 3 (card text, Part 3)."""
    game = lead_table(
        ["leader_peacemaker", "leader_ranger", "leader_gangster"],
        [["refugee", "scavenger"], ["refugee"], ["refugee"]],
        junkyard=["net", "junk", "rifle", "pills"],
        modules=HQ3,
    )
    act(game, 0, "lead refugee")
    assert zone_kinds(game, "0:discard") == ["refugee"]
    act(game, 0, "dig scavenger")
    assert len(game.view(0).looking) == 3


def test_hq3_ranger_gives_every_refugee_hunt_one_at_once_000_672_674() -> None:
    """[000:674] the always-on leaders "could impact multiple cards in a given round": under the
    Ranger three refugees hunt 3 in one hunt, and a tribe family hunts too (L-10)."""
    game = lead_table(
        ["leader_ranger", "leader_mentor", "leader_gangster"],
        [["refugee", "refugee", "refugee", "tribe_family_3"], ["refugee"], ["refugee"]],
    )
    act(game, 0, "hunt refugee refugee refugee tribe_family_3")
    assert game.view(0).seats[0].food == 4


def test_hq_faq_the_organizer_is_the_only_draw_of_the_round_000_705_707() -> None:
    """[000:707] "If you use the Organizer's ability, that will be your only draw action for this
    round": after it no draw; and after a draw, no Organizer (L-4)."""
    game = lead_table(
        ["leader_organizer", "leader_ranger", "leader_gangster"],
        [["refugee", "scavenger", "scout"], ["refugee"], ["refugee"]],
    )
    act(game, 0, "lead refugee")
    if now(game).kind != "turn":
        keep = [a for a in texts(game, 0) if a.startswith("keep")]
        game.apply(0, keep[-1])
    assert not kinds_of(texts(game, 0), "draw")
    other = lead_table(
        ["leader_organizer", "leader_ranger", "leader_gangster"],
        [["refugee", "scavenger", "scout"], ["refugee"], ["refugee"]],
    )
    act(other, 0, "draw scout")
    assert not kinds_of(texts(other, 0), "lead")


def test_hq_faq_the_fanatic_is_not_used_on_its_owners_own_turn_000_709_711() -> None:
    """[000:711] the Fanatic acts "During another player's resource gathering OR during the
    skirmish": on her own gathering turn there is no leader action."""
    game = lead_table(
        ["leader_fanatic", "leader_ranger", "leader_gangster"], [["refugee", "scavenger"], ["refugee"], ["refugee"]]
    )
    assert not kinds_of(texts(game, 0), "lead")


def test_hq_faq_the_fanatic_can_hit_medicine_paid_in_a_hire_000_713_715() -> None:
    """[000:715] the Fanatic targets "Any card played from a player's hand (person, tool,
    medicine)": seat 1's Fanatic is asked about seat 0's hire paid with pills alone, and may
    target the pills."""
    game = lead_table(
        ["leader_ranger", "leader_fanatic", "leader_gangster"],
        [["pills", "scavenger"], ["refugee", "brawler"], ["refugee"]],
    )
    game.apply(0, "hire hunter pay pills")
    assert now(game).seat == 1
    assert now(game).kind == "respond"
    assert "lead refugee 0:pills" in texts(game, 1)


def test_hq_faq_the_fanatic_cannot_target_a_building_000_715() -> None:
    """[000:715] "but not a building": while seat 0 works on her bunker, seat 1's Fanatic may hit
    the worker, never the building."""
    game = lead_table(
        ["leader_ranger", "leader_fanatic", "leader_gangster"],
        [["scavenger"], ["refugee", "brawler"], ["refugee"]],
        extra=[{"buildings": [{"building": "bunker", "timer": ["junk", "junk"]}]}, {}, {}],
    )
    game.apply(0, "work bunker scavenger")
    assert now(game).seat == 1
    leads = kinds_of(texts(game, 1), "lead")
    assert "lead refugee 0:scavenger" in leads
    assert not [a for a in leads if "bunker" in a]


def test_hq_faq_the_fanatic_acts_in_the_skirmish_000_711() -> None:
    """[000:711] the Fanatic may act "during the skirmish (same as a saboteur or sniper team)": its
    owner's committed refugee discards one of an opponent's revealed cards (L-7). Seat 0's thugs
    go; seat 1's brawler (2) then beats seat 0's scavenger (1)."""
    game = lead_table(
        ["leader_ranger", "leader_fanatic", "leader_gangster"],
        [["thugs", "scavenger"], ["refugee", "brawler"], []],
        decks=[[], [], []],
    )
    end_gathering(game, {0: "commit scavenger thugs", 1: "commit brawler refugee"})
    skirmish_turns(game, {1: ["lead refugee 0:thugs"]})
    assert winner_of(game, 3) == 1
    assert "refugee" in zone_kinds(game, "1:removed")


# ---------------------------------------------------------------------------------------------
# HQ module 4: Dirty Deeds [000:678-691]


def deeds_table(hands: list[list[str]], extra: list[dict[str, Any]], **kw: Any) -> sc.Game:
    leaders = ["leader_mentor", "leader_ranger", "leader_gangster"]
    return lead_table(leaders, hands, modules=HQ4, extra=extra, **kw)


def do(game: sc.Game, seat: int, text: str) -> None:
    game.apply(seat, text)
    pass_windows(game)


def test_hq4_a_saboteur_disables_only_a_completed_building_000_685() -> None:
    """[000:685] "A saboteur may attack a building that is completed": a bunker under construction
    is no target, a completed garden is."""
    game = deeds_table(
        [["saboteur", "refugee"], ["refugee"], ["refugee"]],
        [{}, {"buildings": [{"building": "bunker", "timer": ["junk"]}, {"building": "hydroponic_gardens"}]}, {}],
    )
    disables = kinds_of(texts(game, 0), "disable")
    assert "disable 1:hydroponic_gardens" in disables
    assert not [a for a in disables if "bunker" in a]


def test_hq4_a_disabled_bunker_locks_its_cards_000_685() -> None:
    """[000:685] "cards cannot be added or removed from the building": no store, no retrieve."""
    game = deeds_table(
        [["refugee"], ["sniper_team", "scout"], ["refugee"]],
        [{}, {"buildings": [{"building": "bunker", "stored": ["thugs"], "disabled": True}]}, {}],
    )
    to_turn(game, 1)
    acts = texts(game, 1)
    assert not [a for a in acts if a.startswith(("store", "retrieve"))]


def test_hq4_a_disabled_garden_gives_no_food_until_repaired_then_at_once_000_685() -> None:
    """[000:685] a disabled building's "abilities cannot be used"; "To repair the building, a tribe
    member card must be played from the player's hand to work on the building and then immediately
    discarded": after the repair the garden's food is there the same turn."""
    game = deeds_table(
        [["refugee"], ["refugee", "pills"], ["refugee"]],
        [{}, {"buildings": [{"building": "hydroponic_gardens", "disabled": True}]}, {}],
    )
    to_turn(game, 1)
    assert game.view(1).seats[1].food == 0
    assert "hire scavenger" not in texts(game, 1)
    do(game, 1, "repair hydroponic_gardens refugee")
    assert "refugee" in zone_kinds(game, "1:discard")
    assert game.view(1).seats[1].buildings[0].disabled is False
    assert "hire scavenger" in texts(game, 1)


def test_hq4_a_wounded_leader_gives_nothing_until_a_med_heals_it_000_691() -> None:
    """[000:691] a sniped leader loses "the leader's advantage until a med is applied": a wounded
    Ranger's refugees cannot hunt; after healing with pills they hunt again (L-12)."""
    game = deeds_table(
        [["sniper_team"], ["refugee", "refugee", "pills"], ["refugee"]],
        [{}, {}, {}],
    )
    do(game, 0, "snipe 1:leader_ranger")
    assert game.view(0).seats[1].wounded
    to_turn(game, 1)
    assert not kinds_of(texts(game, 1), "hunt")
    do(game, 1, "heal pills")
    assert not game.view(1).seats[1].wounded
    assert "hunt refugee refugee" in texts(game, 1)


def test_hq4_a_medic_saves_a_leader_from_the_snipe_000_547() -> None:
    """[000:547] "Save - protect a tribe member or leader from a snipe attack": seat 1's medic saves
    her Ranger; it is not wounded and the sniper team is spent."""
    game = deeds_table([["sniper_team", "refugee"], ["medic", "refugee"], ["refugee"]], [{}, {}, {}])
    game.apply(0, "snipe 1:leader_ranger")
    while (d := now(game)).kind in ("respond", "save"):
        game.apply(d.seat, "save medic" if d.seat == 1 and "save medic" in texts(game, 1) else "pass")
    assert not game.view(0).seats[1].wounded
    assert "sniper_team" in zone_kinds(game, "0:discard")
    assert "medic" in zone_kinds(game, "1:discard")


def test_hq4_a_wounded_butcher_cannot_butcher_000_691() -> None:
    """[000:691] the wound removes the leader's advantage: a wounded Butcher offers no leader
    action (L-12)."""
    game = lead_table(
        ["leader_mentor", "leader_butcher", "leader_gangster"],
        [["sniper_team"], ["scavenger", "brawler"], ["refugee"]],
        modules=HQ4,
    )
    do(game, 0, "snipe 1:leader_butcher")
    to_turn(game, 1)
    assert not kinds_of(texts(game, 1), "lead")


# ---------------------------------------------------------------------------------------------
# HQ FAQ on buildings [000:717-737]


def test_hq_faq_a_bunker_sniper_after_committing_snipes_but_does_not_fight_000_735_737() -> None:
    """[000:737] a sniper team may be pulled from a bunker during gathering, "but once you have
    committed cards to the skirmish, no additional cards may be contributed to the fight": seat 0,
    committed, retrieves a brawler and a sniper team while seat 1 digs; the sniper team answers
    the dig, the brawler never joins seat 0's force (I-11)."""
    game = hq_table(
        [["scavenger"], ["brawler", "shovel"], []],
        [{"buildings": [{"building": "bunker", "stored": ["sniper_team", "thugs"]}]}, {}, {}],
        decks=[[], [], []],
        junkyard=["net", "junk", "pills"],
    )
    game.apply(0, "end")
    game.apply(0, "commit scavenger")
    game.apply(1, "dig brawler+shovel")
    assert now(game).seat == 0
    acts = texts(game, 0)
    retrieves = [a for a in acts if a.startswith("retrieve")]
    assert retrieves, acts
    assert "retrieve bunker sniper_team thugs" in retrieves
    game.apply(0, "retrieve bunker sniper_team thugs")
    assert "snipe 1:brawler" in texts(game, 0)
    game.apply(0, "snipe 1:brawler")
    finish_any(game)
    t = totals_of(game, 3)
    assert t[0] == (1, 1, 1)  # the scavenger alone: no thugs in the force


# ---------------------------------------------------------------------------------------------
# Tools and modifiers in the skirmish [000:266] [000:189] [000:448-450]


def duel(force0: list[str], force1: list[str], modules: frozenset[str] = BASE, seats: int = 3) -> sc.Game:
    """Round 3, seat 0 first: seats 0 and 1 commit exactly these forces (seat 2, if any, none);
    the skirmish is played out with passes."""
    hands = [force0, force1] + [[] for _ in range(seats - 2)]
    game = table(hands, decks=[[] for _ in hands], modules=modules)
    commits = {0: "commit " + " ".join(sorted(force0)) if force0 else "commit none"}
    commits[1] = "commit " + " ".join(sorted(force1)) if force1 else "commit none"
    play_round(game, commits)
    return game


def test_skirmish_one_tool_per_person_in_the_skirmish_too_000_189_266() -> None:
    """[000:266] "All rules related to tool usage also apply to tools used as weapons during the
    skirmish"; [000:189] one tool per tribe member: a brawler with a spear and a grenade fights
    2 + 3 = 5, not 7 (so thugs with a pickaxe, 3 + 2 = 5, tie it and win on people 3 to 1)."""
    game = duel(["brawler", "spear", "grenade"], ["thugs", "pickaxe"])
    t = totals_of(game, 3)
    assert t[0][:2] == (1, 5)
    assert t[1][:2] == (1, 5)
    assert winner_of(game, 3) == 1


def test_skirmish_a_tool_without_a_fighter_adds_nothing_000_240_266() -> None:
    """[000:240] tools cannot act alone; [000:266] the same in the skirmish: a refugee with a
    grenade has no fight, and loses to a tribe family's fight 0 [000:420]."""
    game = duel(["refugee", "grenade"], ["tribe_family_3"])
    t = totals_of(game, 3)
    assert t[0][0] == 0
    assert winner_of(game, 3) == 1


def test_skirmish_group_leaders_do_not_give_a_refugee_fight_000_448_450() -> None:
    """[000:450] group leaders make a refugee "capable of dig or hunt" and a tribe family able to
    "attack or hunt": the refugee has no base fight to modify, so refugee + group leaders bring no
    fight (3 people) and lose to a 3-person tribe family's fight 0 [000:420]."""
    game = duel(["refugee", "group_leaders"], ["tribe_family_3"])
    t = totals_of(game, 3)
    assert t[0][0] == 0, t
    assert winner_of(game, 3) == 1


def test_skirmish_a_tribe_family_with_group_leaders_and_a_spear_fights_four_000_446_450() -> None:
    """[000:446] a tribe member may use a tool AND group leaders; [000:450] a tribe family with
    group leaders attacks: 0 + 2 + spear 2 = 4, beating thugs (3)."""
    game = duel(["tribe_family_3", "group_leaders", "spear"], ["thugs"])
    t = totals_of(game, 3)
    assert t[0][:2] == (1, 4)
    assert winner_of(game, 3) == 0


def test_skirmish_group_leaders_alone_bring_no_fight_000_188_298() -> None:
    """[000:188] a group leaders card must be combined with a card that has the base ability;
    [000:298] it modifies one other unit: group leaders alone (2 people) have no fight and lose to
    a 3-person tribe family's fight 0 [000:420]."""
    game = duel(["group_leaders"], ["tribe_family_3"])
    assert totals_of(game, 3)[0][0] == 0
    assert winner_of(game, 3) == 1


def test_skirmish_medics_and_engineers_bring_no_fight_000_543_p1() -> None:
    """[000:543] the medic draws, pays and saves (no fight); P-1 the engineer has no fight: a medic
    and an engineer with a spear (2 people, no fight) lose to a tribe family's fight 0."""
    game = duel(["medic", "engineer", "spear"], ["tribe_family_3"], modules=HQ2)
    t = totals_of(game, 3)
    assert t[0][0] == 0
    assert winner_of(game, 3) == 1


def test_skirmish_a_sled_team_fights_one_000_334() -> None:
    """[000:334] the sled team "contributes to fighting": fight 1 (cards.tsv), with 2 people it
    beats a scavenger's fight 1 on the tie-break."""
    game = duel(["sled_team"], ["scavenger"])
    t = totals_of(game, 3)
    assert t[0] == (1, 1, 2)
    assert winner_of(game, 3) == 0


def test_skirmish_several_snipers_in_one_opportunity_000_492_r12() -> None:
    """[000:492] each player gets one opportunity "to activate their snipers/saboteurs" (plural,
    R-12): seat 0 snipes with both her sniper teams in her one turn, one card each."""
    game = table(
        [["sniper_team", "sniper_team"], ["thugs"], ["thugs"]],
        decks=[[], [], []],
    )
    end_gathering(game, {0: "commit sniper_team sniper_team", 1: "commit thugs", 2: "commit thugs"})
    assert now(game).seat == 0
    game.apply(0, "snipe 1:thugs")
    pass_windows(game)
    assert now(game).seat == 0
    assert "snipe 2:thugs" in texts(game, 0)
    game.apply(0, "snipe 2:thugs")
    pass_windows(game)
    skirmish_turns(game)
    assert winner_of(game, 3) == 0  # 4 people, no fight, against nothing at all


def test_skirmish_a_player_who_passed_cannot_act_later_000_492() -> None:
    """[000:492] "each player in turn order ... only gets one opportunity": seat 0 passes; seat 1
    then snipes seat 0's brawler; seat 0 is not asked again with her sniper team."""
    game = table([["sniper_team", "brawler"], ["sniper_team", "thugs"], []], decks=[[], [], []])
    end_gathering(game, {0: "commit brawler sniper_team", 1: "commit sniper_team thugs"})
    asked = skirmish_turns(game, {0: ["pass"], 1: ["snipe 0:brawler"]})
    assert asked.count(0) == 1
    assert winner_of(game, 3) == 1


# ---------------------------------------------------------------------------------------------
# Two players [000:111-116]


def test_two_players_one_fight_against_nobody_is_a_tie_000_116_v2() -> None:
    """[000:116] "Skirmishes must be won by 2. If not, then it is a tie" (V-2: a player who did
    not commit counts as fight 0): a lone scavenger (fight 1) does not win the resource; it goes
    to the junkyard."""
    game = table([["scavenger"], ["refugee"]], decks=[[], []], contested=["grenade", "wolf_pack"], junkyard=["junk"])
    play_round(game, {0: "commit scavenger", 1: "commit none"})
    assert winner_of(game, 3) is None
    assert Counter(zone_kinds(game, "junkyard")) == Counter(junk=1, grenade=1)


def test_two_players_a_brawler_against_nobody_wins_by_two_000_116() -> None:
    """[000:116] a fight of 2 against nothing (0) is won by 2."""
    game = table([["brawler"], ["refugee"]], decks=[[], []], contested=["grenade", "wolf_pack"])
    play_round(game, {0: "commit brawler", 1: "commit none"})
    assert winner_of(game, 3) == 0


def test_two_players_people_never_break_the_tie_000_115() -> None:
    """[000:115] "The number of tribe members a player brings to a skirmish is no longer
    relevant": 3 against 2 with 5 people against 1 is still a tie."""
    game = table([["thugs", "refugee", "refugee"], ["brawler"]], decks=[[], []], contested=["grenade", "wolf_pack"])
    play_round(game, {0: "commit refugee refugee thugs", 1: "commit brawler"})
    assert winner_of(game, 3) is None


def test_two_players_no_peek_in_round_three_nor_later_000_114() -> None:
    """[000:114] "Eliminate all contested resources peeking": after round 3 the round-4
    initiator knows nothing of the contested pile."""
    game = table(
        [["refugee"], ["refugee"]], decks=[["refugee"] * 5, ["refugee"] * 5], contested=["grenade", "wolf_pack", "net"]
    )
    play_round(game)
    assert game.round == 4
    for seat in (0, 1):
        assert not [k for k in game.view(seat).knowledge if k.zone == "contested"]


# ---------------------------------------------------------------------------------------------
# More of the core rules [000:182-200] [000:216-218]


def test_core_every_action_once_in_one_turn_000_184_200() -> None:
    """[000:184] "A player may take multiple actions in a round"; [000:200] "There is no limit to
    the number of actions ... although no action may be taken more than once": dig, draw, hunt,
    hire and trash in one turn, each once."""
    game = table(
        [["brawler", "scout", "scavenger", "spear", "junk"], ["refugee"], ["refugee"]],
        decks=[["pills", "net"], [], []],
        junkyard=["medkit", "rifle"],
    )
    act(game, 0, "dig brawler")
    game.apply(0, "keep medkit")
    act(game, 0, "draw scout")
    act(game, 0, "hunt scavenger+spear")
    act(game, 0, "hire brawler")
    act(game, 0, "trash junk")
    acts = texts(game, 0)
    for verb in ("dig", "draw", "hunt", "hire", "trash"):
        assert not kinds_of(acts, verb), verb
    assert sorted(game.view(0).hand) == ["net", "pills"]


def test_hire_food_pays_no_med_cost_000_218_r13() -> None:
    """[000:218] two currencies, food and medicine; the cost displayed must be paid (R-13: food
    pays food costs, meds pay med costs; only thugs take any mix [000:402]): 3 food hire no hunter
    (1 med) and no saboteur (1 food + 1 med)."""
    game = table([["scavenger", "scavenger", "spear"], ["refugee"], ["refugee"]])
    act(game, 0, "hunt scavenger+spear scavenger")
    hires = kinds_of(texts(game, 0), "hire")
    assert "hire brawler" in hires
    assert not [a for a in hires if a.split()[1] in ("hunter", "saboteur", "scout", "group_leaders", "sniper_team")]


def test_hire_meds_pay_no_food_cost_000_218_r13() -> None:
    """R-13: meds pay only med costs: two medkits (4 meds) hire no brawler (2 food) nor scavenger
    (1 food); they hire a hunter (1 med)."""
    game = table([["medkit", "medkit"], ["refugee"], ["refugee"]])
    hires = kinds_of(texts(game, 0), "hire")
    assert [a for a in hires if a.split()[1] == "hunter"]
    assert not [a for a in hires if a.split()[1] in ("brawler", "scavenger", "saboteur", "scout")]


def test_hire_refugees_are_not_for_hire_000_107() -> None:
    """[000:107] the other refugees go back to the box, "They will not be used in this game", and
    the 8 mercenary stacks are the ones for hire: no hire of a refugee, whatever is paid."""
    game = table([["scavenger", "scavenger", "spear", "medkit", "medkit"], ["refugee"], ["refugee"]])
    act(game, 0, "hunt scavenger+spear scavenger")
    assert not [a for a in texts(game, 0) if a.startswith("hire refugee")]


# ---------------------------------------------------------------------------------------------
# Buildings: when they go into effect, and using what comes out [000:597] [000:617] [000:635]


def test_hq2_a_garden_finished_by_a_worker_feeds_the_same_turn_000_597_617() -> None:
    """[000:597] a building with zero cards "is complete and immediately goes into effect": a
    garden finished by a worker gives its 1 food this turn (a scavenger hired with it)."""
    game = hq_table(
        [["refugee"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "hydroponic_gardens", "timer": ["junk"]}]}, {}, {}],
    )
    assert "hire scavenger" not in texts(game, 0)
    act(game, 0, "work hydroponic_gardens refugee")
    assert "hire scavenger" in texts(game, 0)


def test_hq2_a_garden_finished_by_the_round_tick_feeds_that_round_000_595_597() -> None:
    """[000:595] the next round's start removes a card; [000:597] at zero the garden works at once
    (H-1: usable from the start of gathering)."""
    game = hq_table(
        [["refugee"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "hydroponic_gardens", "timer": ["junk"]}]}, {}, {}],
        decks=[["refugee"] * 5, ["refugee"] * 5, ["refugee"] * 5],
    )
    play_round(game)
    to_turn(game, 0)
    assert game.view(0).seats[0].buildings[0].timer == 0
    assert "hire scavenger" in texts(game, 0)


def test_hq2_medicine_retrieved_from_a_pharmacy_pays_a_hire_000_621_645() -> None:
    """[000:621] a pharmacy stores medicine "to be retrieved at any time"; [000:645] retrieved cards
    go to the hand: retrieved pills pay for a hunter the same turn."""
    game = hq_table(
        [["refugee"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "pharmacy", "stored": ["pills"]}]}, {}, {}],
    )
    assert not [a for a in texts(game, 0) if a.startswith("hire hunter")]
    act(game, 0, "retrieve pharmacy pills")
    assert "hire hunter pay pills" in texts(game, 0)


def test_hq2_a_tool_retrieved_on_your_own_turn_may_join_the_skirmish_000_601_635() -> None:
    """[000:601] the armory's tools are retrieved "at any time (except during the skirmish)";
    [000:635] only cards that come out of a building after committing are barred from the
    skirmish: a grenade retrieved before committing arms the brawler, 2 + 3 = 5."""
    game = hq_table(
        [["brawler"], ["thugs"], []],
        [{"buildings": [{"building": "armory", "stored": ["grenade"]}]}, {}, {}],
        decks=[[], [], []],
    )
    act(game, 0, "retrieve armory grenade")
    play_round(game, {0: "commit brawler grenade", 1: "commit thugs"})
    assert totals_of(game, 3)[0][:2] == (1, 5)
    assert winner_of(game, 3) == 0


def test_hq2_two_workers_on_one_building_remove_two_000_596() -> None:
    """[000:596] "Each tribe member played can remove 1 card from a building": two workers, two."""
    game = hq_table(
        [["refugee", "scavenger"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "bunker", "timer": ["junk", "junk", "pills", "pills"]}]}, {}, {}],
    )
    act(game, 0, "work bunker refugee scavenger")
    assert game.view(0).seats[0].buildings[0].timer == 2


def test_hq2_workers_on_two_buildings_in_one_round_000_596_721() -> None:
    """[000:596] workers "accelerate construction on one or more buildings"; [000:721] "continue
    building on any / all buildings" (ED-7)."""
    game = hq_table(
        [["refugee", "scavenger"], ["refugee"], ["refugee"]],
        [
            {
                "buildings": [
                    {"building": "bunker", "timer": ["junk", "junk"]},
                    {"building": "armory", "timer": ["pills", "pills"]},
                ]
            },
            {},
            {},
        ],
    )
    act(game, 0, "work bunker refugee")
    assert [a for a in texts(game, 0) if a.startswith("work armory")]
    act(game, 0, "work armory scavenger")
    assert sorted(b.timer for b in game.view(0).seats[0].buildings) == [1, 1]


def test_hq2_removed_timer_cards_go_to_the_discard_pile_h2() -> None:
    """H-2: timer cards removed by a worker go to the owner's discard pile."""
    game = hq_table(
        [["refugee"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "bunker", "timer": ["thugs", "scout"]}]}, {}, {}],
    )
    act(game, 0, "work bunker refugee")
    discard = Counter(zone_kinds(game, "0:discard"))
    assert discard["refugee"] == 1
    assert discard["thugs"] + discard["scout"] == 1


# ---------------------------------------------------------------------------------------------
# Leaders: the rulings that give the categories of [000:656-674] their content


def test_leader_cannibal_food_does_not_mix_with_hunting_food_l6() -> None:
    """L-6 (card text): Cannibal food "cannot be combined with food from hunting": 3 hunted food and
    3 Cannibal food do not hire thugs (any 6); each pays alone (a brawler, 2)."""
    game = lead_table(
        ["leader_cannibal", "leader_ranger", "leader_gangster"],
        [["scavenger", "scavenger", "spear", "brawler"], ["refugee"], ["refugee"]],
    )
    act(game, 0, "hunt scavenger+spear scavenger")
    act(game, 0, "lead brawler")
    hires = kinds_of(texts(game, 0), "hire")
    assert "hire brawler" in hires
    assert not [a for a in hires if a.split()[1] == "thugs"]
    assert "brawler" in zone_kinds(game, "0:removed")


def test_leader_butcher_food_and_med_combine_with_hunting_l5() -> None:
    """L-5: the Butcher's 1 food + 1 med "combine freely with other food and meds": with a hunt of
    1, a scout (2 food + 1 med) can be hired."""
    game = lead_table(
        ["leader_butcher", "leader_ranger", "leader_gangster"],
        [["scavenger", "refugee"], ["refugee"], ["refugee"]],
    )
    act(game, 0, "hunt scavenger")
    act(game, 0, "lead refugee")
    assert [a for a in texts(game, 0) if a.startswith("hire scout")]


def test_leader_removed_cards_do_not_score_000_656_658() -> None:
    """[000:658] "Cards that are removed from play cannot return to the game and do not count
    toward final scoring": the Butcher's thugs (3 people) are not in the final tribe."""
    scenario = {
        "round": 7,
        "initiator": 0,
        "players": [
            {"hand": ["thugs", "refugee"], "leader": "leader_butcher"},
            {"hand": ["refugee"], "leader": "leader_ranger"},
            {"hand": ["refugee"], "leader": "leader_gangster"},
        ],
        "contested": ["net"],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=HQ3, scenario=scenario))
    act(game, 0, "lead thugs")
    play_round(game, {0: "commit refugee", 1: "commit refugee", 2: "commit refugee"})
    assert game.over
    assert game.result is not None
    assert game.result.scores[0].people == 1 + 5 * len(game.result.scores[0].gangs)


def test_leader_gangster_refugees_fight_zero_and_count_two_in_a_tie_l8() -> None:
    """L-8 (card text): under the Gangster refugees have fight 0 and count as 2 people in a tied
    skirmish: 2 refugees (fight 0, 4 people) beat a 3-person tribe family (fight 0, 3 people)."""
    game = lead_table(
        ["leader_gangster", "leader_ranger", "leader_mentor"],
        [["refugee", "refugee"], ["tribe_family_3"], []],
        decks=[[], [], []],
    )
    play_round(game, {0: "commit refugee refugee", 1: "commit tribe_family_3"})
    t = totals_of(game, 3)
    assert t[0] == (1, 0, 4)
    assert winner_of(game, 3) == 0


def test_leader_gangster_refugees_count_one_at_the_end_l8() -> None:
    """L-8: the Gangster's 2 people count "for skirmish tie-breaks only", not for final scoring."""
    scenario = {
        "round": 7,
        "initiator": 0,
        "players": [
            {"hand": ["refugee"], "discard": ["refugee", "refugee"], "leader": "leader_gangster"},
            {"hand": ["refugee"], "leader": "leader_ranger"},
            {"hand": ["refugee"], "leader": "leader_mentor"},
        ],
        "contested": ["net"],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, modules=HQ3, scenario=scenario))
    play_round(game, {0: "commit none", 1: "commit none", 2: "commit none"})
    assert game.result is not None
    assert game.result.scores[0].people - 5 * len(game.result.scores[0].gangs) == 3


def test_leader_mentor_in_the_skirmish_gives_one_fight_l3() -> None:
    """L-3: the Mentor's refugee, from the revealed force, gives another member with base fight +1
    fight, and leaves the force: brawler 2 + 1 = 3 against a hunter+spear (1 + 2 = 3), people
    1 against 1: a deadlock (without the Mentor seat 1 would win 3 to 2)."""
    game = lead_table(
        ["leader_mentor", "leader_ranger", "leader_gangster"],
        [["brawler", "refugee"], ["hunter", "spear"], []],
        decks=[[], [], []],
    )
    end_gathering(game, {0: "commit brawler refugee", 1: "commit hunter spear"})
    skirmish_turns(game, {0: ["lead refugee"]})
    t = totals_of(game, 3)
    assert t[0] == (1, 3, 1)
    assert winner_of(game, 3) is None


def test_leader_fanatic_can_hit_a_sergeants_tool_and_no_medic_saves_l7_l11() -> None:
    """L-11: the Sergeant at Arms protects against disarm only; L-7: the Fanatic is no snipe, so no
    save answers it. Seat 1's Fanatic may target the Sergeant's spear; used on his scavenger, no
    medic is asked to save it."""
    game = lead_table(
        ["leader_sergeant_at_arms", "leader_fanatic", "leader_gangster"],
        [["scavenger", "spear"], ["refugee", "refugee", "brawler"], ["medic", "refugee"]],
    )
    game.apply(0, "hunt scavenger+spear")
    assert "lead refugee 0:spear" in texts(game, 1)
    game.apply(1, "lead refugee 0:scavenger")
    while (d := now(game)).kind in ("respond", "save", "resume"):
        assert d.kind != "save"
        game.apply(d.seat, "pass" if "pass" in texts(game, d.seat) else "abort")
    assert "scavenger" in zone_kinds(game, "0:discard")
    assert zone_kinds(game, "1:removed") == ["refugee"]


def test_leader_fanatic_once_a_round_rg_use_leaves_none_for_the_skirmish_000_670() -> None:
    """[000:670] the Fanatic is once per round: used in seat 0's gathering, it is not offered again
    in the skirmish that round."""
    game = lead_table(
        ["leader_ranger", "leader_fanatic", "leader_gangster"],
        [["scavenger", "brawler"], ["refugee", "refugee", "thugs"], []],
        decks=[[], [], []],
    )
    game.apply(0, "hunt scavenger")
    game.apply(1, "lead refugee 0:scavenger")
    finish_turns = {0: "commit brawler", 1: "commit refugee thugs"}
    while (d := now(game)).kind in ("respond", "save", "resume"):
        game.apply(d.seat, "pass" if "pass" in texts(game, d.seat) else "abort")
    end_gathering(game, finish_turns)
    while not game.over and game.round == 3 and (d := now(game)).kind in ("skirmish", "respond", "save"):
        if d.seat == 1:
            assert not kinds_of(texts(game, 1), "lead")
        game.apply(d.seat, "pass")
    assert winner_of(game, 3) == 1


def test_leader_peacemaker_bonus_makes_a_refugee_dig_l2_000_450() -> None:
    """L-2: the Peacemaker's +2 attaches to a tribe member with the base ability; a refugee's dig 0
    is such a base ([000:450] group leaders likewise make a refugee dig): the second refugee digs 2."""
    game = lead_table(
        ["leader_peacemaker", "leader_ranger", "leader_gangster"],
        [["refugee", "refugee"], ["refugee"], ["refugee"]],
        junkyard=["net", "junk", "pills"],
    )
    act(game, 0, "lead refugee")
    assert "dig refugee" in texts(game, 0)
    act(game, 0, "dig refugee")
    assert len(game.view(0).looking) == 2


def test_hq4_repair_takes_a_tribe_member_not_a_tool_000_685() -> None:
    """[000:685] "a tribe member card must be played from the player's hand to work on the
    building": a spear or pills cannot repair it."""
    game = deeds_table(
        [["refugee"], ["spear", "pills", "scavenger"], ["refugee"]],
        [{}, {"buildings": [{"building": "hydroponic_gardens", "disabled": True}]}, {}],
    )
    to_turn(game, 1)
    repairs = kinds_of(texts(game, 1), "repair")
    assert repairs == ["repair hydroponic_gardens scavenger"]


def test_hq4_a_medkit_or_a_medic_heals_a_leader_000_691_l12() -> None:
    """[000:691] "until a med is applied to the leader": any med (pills, medkit, medic: L-12)."""
    game = deeds_table([["sniper_team"], ["medkit", "medic", "refugee"], ["refugee"]], [{}, {}, {}])
    game.apply(0, "snipe 1:leader_ranger")
    while (d := now(game)).kind in ("respond", "save"):
        game.apply(d.seat, "pass")
    to_turn(game, 1)
    heals = kinds_of(texts(game, 1), "heal")
    assert "heal medkit" in heals
    assert "heal medic" in heals


# ---------------------------------------------------------------------------------------------
# When a used card reaches the discard pile, and reshuffles [000:190] [000:256] [000:579]


def test_draw_the_drawing_card_is_discarded_after_the_draw_not_reshuffled_into_it_000_190_256() -> None:
    """[000:256] "During Resource Gathering, cards are discarded after use"; [000:190] a short deck
    is drawn out, then the discard is shuffled in: a scout drawing 2 with an empty deck and pills
    in the discard gets the pills only (R-5: the rest of the draw is lost), never itself back."""
    for seed in range(4):
        scenario = {
            "round": 3,
            "initiator": 0,
            "players": [
                {"hand": ["scout", "refugee"], "deck": [], "discard": ["pills"]},
                {"hand": ["refugee"]},
                {"hand": ["refugee"]},
            ],
        }
        game = sc.Game.new(sc.GameConfig(players=3, seed=seed, scenario=scenario))
        act(game, 0, "draw scout")
        assert sorted(game.view(0).hand) == ["pills", "refugee"]
        assert zone_kinds(game, "0:discard") == ["scout"]


def test_draw_a_card_hired_earlier_in_the_turn_can_be_reshuffled_and_drawn_000_190_218_r6() -> None:
    """[000:218] a hired card goes to the discard pile at once; [000:190] R-6: a later draw that
    needs the discard shuffles it in, "cards discarded earlier in the same turn" included."""
    scenario = {
        "round": 3,
        "initiator": 0,
        "players": [
            {"hand": ["pills", "scout"], "deck": [], "discard": []},
            {"hand": ["refugee"]},
            {"hand": ["refugee"]},
        ],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, scenario=scenario))
    act(game, 0, "hire hunter pay pills")
    act(game, 0, "draw scout")
    assert sorted(game.view(0).hand) == ["hunter", "pills"]


def test_hq2_the_timer_is_drawn_before_the_engineer_is_discarded_000_579_593_594() -> None:
    """[000:579] she draws the timer cards "Finally, she places the engineer and any cards used to
    dig into her discard pile"; [000:593-594] step 5 (timer) comes before step 6 (discard the
    engineer): with an empty deck, the reshuffled discard that makes the timer never holds the
    engineer."""
    for seed in range(4):
        scenario = {
            "round": 3,
            "initiator": 0,
            "players": [
                {"hand": ["engineer", "refugee"], "deck": [], "discard": ["junk", "junk", "junk"]},
                {"hand": ["refugee"]},
                {"hand": ["refugee"]},
            ],
            "schematics": ["pharmacy", "bunker"],
        }
        game = sc.Game.new(sc.GameConfig(players=3, seed=seed, modules=HQ2, scenario=scenario))
        act(game, 0, "build engineer")
        game.apply(0, "keep pharmacy")
        timer = next(z for z in game.zones() if z.startswith("0:timer"))
        assert zone_kinds(game, timer) == ["junk", "junk"]
        assert zone_kinds(game, "0:discard") == ["engineer"]


def test_round_the_previous_rounds_cards_are_discarded_before_the_new_draw_000_124_125() -> None:
    """[000:124-125] step 1 discards everything from the previous round, step 2 draws 5, shuffling
    the discard in when the deck is exhausted: with an empty deck a player draws back the very
    cards she held (and committed) last round."""
    game = table(
        [["brawler", "spear", "thugs", "scout", "hunter"], ["refugee"], ["refugee"]],
        decks=[[], ["refugee"] * 5, ["refugee"] * 5],
    )
    play_round(game, {0: "commit brawler spear"})
    assert sorted(game.view(0).hand) == ["brawler", "hunter", "scout", "spear", "thugs"]


def test_rg_a_sniper_taken_from_the_committed_cards_lowers_the_public_count_000_474_476() -> None:
    """[000:476] committed cards "are considered to be in hand, and can be retrieved and played as
    instants during an opponent's ... dig"; the count announced [000:131] is public, so it drops by
    one for everyone (I-6)."""
    game = table(
        [["sniper_team", "thugs"], ["brawler", "shovel"], []], decks=[[], [], []], junkyard=["net", "junk", "pills"]
    )
    game.apply(0, "end")
    game.apply(0, "commit sniper_team thugs")
    assert game.view(2).seats[0].committed_count == 2
    game.apply(1, "dig brawler+shovel")
    assert "snipe 1:brawler" in texts(game, 0) or "snipe force 1:brawler" in texts(game, 0)
    game.apply(0, "snipe 1:brawler" if "snipe 1:brawler" in texts(game, 0) else "snipe force 1:brawler")
    assert game.view(2).seats[0].committed_count == 1
    assert zone_kinds(game, "0:discard") == ["sniper_team"]


# ---------------------------------------------------------------------------------------------
# Medics, engineers and toolkits in more detail [000:543-555] [000:579] [000:596]


def test_hq1_a_medic_in_the_force_saves_in_the_skirmish_and_still_counts_000_543_s6() -> None:
    """[000:543] a medic saves a tribe member from a sniper; S-6: one used in the skirmish stays in
    the force for people. Seat 1 snipes seat 0's brawler, seat 0's committed medic saves it:
    brawler 2 beats scavenger 1, and seat 0 counts 2 people."""
    game = table([["brawler", "medic"], ["sniper_team", "scavenger"], []], decks=[[], [], []], modules=HQ1)
    end_gathering(game, {0: "commit brawler medic", 1: "commit scavenger sniper_team"})
    skirmish_turns(game, {1: ["snipe 0:brawler"]}, {0: ["save medic"]})
    t = totals_of(game, 3)
    assert t[0] == (1, 2, 2)
    assert winner_of(game, 3) == 0


def test_hq1_no_medic_save_against_a_disarm_000_547() -> None:
    """[000:547] a save protects "a tribe member or leader from a snipe attack": a saboteur's
    disarm of a tool opens no save window."""
    game = table([["scavenger", "spear"], ["saboteur", "refugee"], ["medic", "refugee"]], modules=HQ1)
    game.apply(0, "hunt scavenger+spear")
    game.apply(1, "disarm 0:spear")
    while (d := now(game)).kind in ("respond", "save", "resume"):
        assert d.kind != "save"
        game.apply(d.seat, "pass" if "pass" in texts(game, d.seat) else "continue")
    assert "spear" in zone_kinds(game, "0:discard")


def test_hq2_an_engineer_digs_two_in_the_junkyard_000_579() -> None:
    """[000:579] "Engineers can dig in the junkyard for resources": dig 2 (cards.tsv)."""
    game = hq_table([["engineer"], ["refugee"], ["refugee"]], [{}, {}, {}], junkyard=["net", "junk", "pills"])
    act(game, 0, "dig engineer")
    assert len(game.view(0).looking) == 2


def test_hq2_a_toolkit_improves_the_schematics_dig_000_555_590() -> None:
    """[000:555] a toolkit enhances "either junkyard or engineering schematics" digging: an
    engineer with a toolkit draws 4 schematics."""
    game = hq_table(
        [["engineer", "toolkit"], ["refugee"], ["refugee"]],
        [{}, {}, {}],
        schematics=["pharmacy", "armory", "bunker", "armory", "bunker"],
    )
    act(game, 0, "build engineer+toolkit")
    assert len(game.view(0).looking) == 4


def test_hq2_a_toolkit_cannot_work_alone_000_596() -> None:
    """[000:596] tribe members "(and toolkits)" work; a toolkit is a tool, "inanimate" [000:240]: it
    needs a tribe member to wield it, so no work is made of a toolkit alone."""
    game = hq_table(
        [["toolkit", "pills"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "bunker", "timer": ["junk", "junk", "pills"]}]}, {}, {}],
    )
    assert not kinds_of(texts(game, 0), "work")


def test_hq2_a_three_person_worker_still_removes_one_card_000_596() -> None:
    """[000:596] "Each tribe member played can remove 1 card": thugs (3 people) remove 1 (H-4)."""
    game = hq_table(
        [["thugs"], ["refugee"], ["refugee"]],
        [{"buildings": [{"building": "bunker", "timer": ["junk", "junk", "pills"]}]}, {}, {}],
    )
    act(game, 0, "work bunker thugs")
    assert game.view(0).seats[0].buildings[0].timer == 2


def test_hq2_a_building_placed_this_round_takes_no_workers_000_596() -> None:
    """[000:596] "Starting with the round following the initial building placement": a bunker just
    placed cannot be worked on the same turn."""
    game = hq_table(
        [["engineer", "scavenger", "refugee"], ["refugee"], ["refugee"]],
        [{}, {}, {}],
        schematics=["bunker", "armory"],
        decks=[["junk", "junk", "pills", "pills", "net", "medkit"], [], []],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep bunker")
    assert not kinds_of(texts(game, 0), "work")


def test_hq_faq_one_new_building_a_round_000_719_721() -> None:
    """[000:721] "You may start one new building each round": after one build, a second engineer
    cannot start another this round."""
    game = hq_table(
        [["engineer", "engineer"], ["refugee"], ["refugee"]],
        [{}, {}, {}],
        schematics=["bunker", "armory", "pharmacy", "armory"],
    )
    act(game, 0, "build engineer")
    game.apply(0, "keep armory")
    assert not kinds_of(texts(game, 0), "build")


def test_hq4_attack_targets_other_players_enabled_buildings_and_unwounded_leaders_000_685_691() -> None:
    """[000:685] a saboteur disables a completed building of another player (not one already
    disabled, not her own); [000:691] a sniper team wounds a leader (not her own, not one already
    wounded); healing needs a wounded leader."""
    game = deeds_table(
        [["saboteur", "sniper_team", "pills", "refugee"], ["refugee"], ["refugee"]],
        [
            {"buildings": [{"building": "bunker"}]},
            {"buildings": [{"building": "armory", "disabled": True}, {"building": "pharmacy"}]},
            {},
        ],
    )
    acts = texts(game, 0)
    assert kinds_of(acts, "disable") == ["disable 1:pharmacy"]
    assert sorted(kinds_of(acts, "snipe")) == ["snipe 1:leader_ranger", "snipe 2:leader_gangster"]
    assert not kinds_of(acts, "heal")
    do(game, 0, "snipe 1:leader_ranger")
    assert "snipe 1:leader_ranger" not in texts(game, 0)


def test_rg_a_disarmed_dig_goes_on_with_what_is_left_000_488_i2() -> None:
    """[000:488] only the disarmed card is discarded; I-2 (a) the action may go on with the rest:
    a brawler whose shovel is disarmed digs 1."""
    game = table(
        [["brawler", "shovel"], ["saboteur", "refugee"], []], decks=[[], [], []], junkyard=["net", "junk", "pills"]
    )
    game.apply(0, "dig brawler+shovel")
    game.apply(1, "disarm 0:shovel")
    while (d := now(game)).kind in ("respond", "save"):
        game.apply(d.seat, "pass")
    game.apply(0, "continue")
    assert game.view(0).looking == ("net",)
    assert "shovel" in zone_kinds(game, "0:discard")
    assert "saboteur" in zone_kinds(game, "1:discard")


def test_rg_after_a_snipe_the_tool_may_go_to_another_digger_000_464_488() -> None:
    """[000:464] after a snipe the sniped player "may rearrange the available tools"; [000:488] the
    other cards stay usable: the brawler with the shovel is sniped, the scavenger takes the shovel
    and the dig goes on at 1 + 2 = 3."""
    game = table(
        [["brawler", "shovel", "scavenger"], ["sniper_team", "refugee"], []],
        decks=[[], [], []],
        junkyard=["net", "junk", "pills", "medkit", "rifle"],
    )
    game.apply(0, "dig brawler+shovel scavenger")
    game.apply(1, "snipe 0:brawler")
    while (d := now(game)).kind in ("respond", "save"):
        game.apply(d.seat, "pass")
    game.apply(0, "continue")
    assert len(game.view(0).looking) == 3


def test_gang_stored_and_timer_cards_are_the_players_for_gangs_000_561_563_f1() -> None:
    """[000:563] the Pharmers count the meds "from each player's deck"; F-1: a tribe's cards are in
    every zone, cards stored in buildings and timer cards included. Seat 0's two medkits in her
    pharmacy (4 meds) beat seat 1's three pills; seat 0's two rifles on a timer and one in the
    armory (3 tools) beat seat 1's two spears."""
    result = end_with(
        [
            {
                "buildings": [
                    {"building": "pharmacy", "stored": ["medkit", "medkit"]},
                    {"building": "armory", "stored": ["rifle"]},
                    {"building": "bunker", "timer": ["rifle", "rifle"]},
                ]
            },
            {"discard": ["pills", "pills", "pills", "spear", "spear"]},
            {},
        ]
    )
    assert "gang_pharmers" in result.scores[0].gangs
    assert "gang_gearheads" in result.scores[0].gangs


def test_skirmish_sniping_a_sniper_that_already_acted_only_costs_its_people_000_492_ed18() -> None:
    """[000:492] snipes are "implemented immediately upon activation"; ED-18 / [001:420-431]:
    sniping an earlier player's sniper only lowers her people. Seat 0's sniper team takes out seat
    1's brawler; seat 1's sniper team then hits seat 0's (used) sniper team: the brawler stays
    out, seat 0 keeps her brawler's fight 2 with 1 person, seat 1 is left with no fight."""
    game = table(
        [["sniper_team", "brawler"], ["sniper_team", "brawler", "refugee"], []],
        decks=[[], [], []],
    )
    end_gathering(game, {0: "commit brawler sniper_team", 1: "commit brawler refugee sniper_team"})
    skirmish_turns(game, {0: ["snipe 1:brawler"], 1: ["snipe 0:sniper_team"]})
    t = totals_of(game, 3)
    assert t[0] == (1, 2, 1)
    assert t[1] == (0, 0, 3)
    assert winner_of(game, 3) == 0


def test_hq2_stored_cards_are_face_down_to_the_others_000_641() -> None:
    """[000:641] store places cards "face-down, under a completed building": the owner sees what
    she stored, the others only how many."""
    game = hq_table(
        [["brawler", "sniper_team"], ["refugee"], ["refugee"]], [{"buildings": [{"building": "bunker"}]}, {}, {}]
    )
    act(game, 0, "store bunker sniper_team")
    assert game.view(0).stored == (("sniper_team",),)
    assert game.view(1).seats[0].buildings[0].stored == 1
    assert not [e for e in game.log(1) if "sniper_team" in e.cards]


def test_hq3_the_leader_set_aside_stays_hidden_000_650() -> None:
    """[000:650] leaders are dealt "face-down"; the kept one is "placed face-up ... for everyone
    to see", the other "set-aside": no other player learns which one it was."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=HQ3))
    dealt = {s: game.view(s).dealt for s in range(3)}
    for _ in range(3):
        d = now(game)
        game.apply(d.seat, "lead " + game.view(d.seat).dealt[1])
    for seat in range(3):
        aside = dealt[seat][0]
        for other in range(3):
            if other != seat:
                assert not [e for e in game.log(other) if aside in e.cards], (seat, other)
        assert game.view((seat + 1) % 3).seats[seat].leader == dealt[seat][1]


def test_faq_group_leaders_give_a_refugee_no_draw_and_tools_add_no_draw_000_450_354() -> None:
    """[000:450] group leaders make a refugee capable of "dig or hunt" (not draw: it has no draw
    to modify); [000:354] tools "modify actions, they cannot grant actions" and none has a draw
    modifier: a scout draws 2 with a multitool, 4 with group leaders."""
    game = table([["refugee", "group_leaders", "multitool"], ["refugee"], ["refugee"]])
    assert not kinds_of(texts(game, 0), "draw")
    other = table([["scout", "group_leaders", "multitool"], ["refugee"], ["refugee"]])
    totals = {str(a): t for a, t in other.view(0).totals}
    assert totals["draw scout"] == 2
    assert totals["draw scout+group_leaders"] == 4
    assert not [a for a in totals if a.startswith("draw") and "multitool" in a]


def test_leader_mentor_any_action_peacemaker_hunt_or_dig_only_l2() -> None:
    """Card texts (Part 3), [000:668] both once a round: the Mentor gives another member +1 to any
    action (a scout draws 3); the Peacemaker +2 to hunt or dig only (the scout still draws 2, a
    scavenger digs 3)."""
    mentor = lead_table(
        ["leader_mentor", "leader_ranger", "leader_gangster"],
        [["refugee", "scout", "scavenger"], ["refugee"], ["refugee"]],
    )
    act(mentor, 0, "lead refugee")
    m = {str(a): t for a, t in mentor.view(0).totals}
    assert m["draw scout"] == 3
    assert m["dig scavenger"] == 2
    peace = lead_table(
        ["leader_peacemaker", "leader_ranger", "leader_gangster"],
        [["refugee", "scout", "scavenger"], ["refugee"], ["refugee"]],
    )
    act(peace, 0, "lead refugee")
    p = {str(a): t for a, t in peace.view(0).totals}
    assert p["draw scout"] == 2
    assert p["dig scavenger"] == 3
    assert p["hunt scavenger"] == 3


def test_hq1_a_medic_cannot_save_itself_000_543() -> None:
    """[000:543] a medic saves "another tribe member card from a sniper": a sniped medic in the
    force cannot save itself."""
    game = table([["medic", "brawler"], ["sniper_team", "scavenger"], []], decks=[[], [], []], modules=HQ1)
    end_gathering(game, {0: "commit brawler medic", 1: "commit scavenger sniper_team"})
    game.apply(1, "snipe 0:medic")
    d = now(game)
    assert d.kind == "save"
    assert d.seat == 0
    assert "save medic" not in texts(game, 0)


def test_rg_a_medic_paying_for_a_hire_can_be_sniped_000_476_543() -> None:
    """[000:476] snipers are played "during an opponent's hunt/hire"; a medic is a person (a tribe
    member, [000:543]) even when it pays 1 med, so it can be sniped (I-3 protects only medicine
    cards)."""
    game = table([["medic", "pills"], ["sniper_team", "refugee"], ["refugee"]], modules=HQ1)
    game.apply(0, "hire hunter pay medic")
    assert now(game).seat == 1
    assert "snipe 0:medic" in texts(game, 1)


def test_setup_two_to_five_players_000_11_95() -> None:
    """[000:11] "players: 2-5"; [000:95] "Arctic Scavengers can be played by 2 to 5 players": a
    sixth player is refused (1 is the Recon solo game, outside this rulebook)."""
    for players in (2, 3, 4, 5):
        assert sc.Game.new(sc.GameConfig(players=players, seed=0)).view(None).players == players
    try:
        sc.Game.new(sc.GameConfig(players=6, seed=0))
    except sc.ConfigError:
        pass
    else:
        raise AssertionError("a 6-player game was set up")


def test_hire_hired_cards_are_public_dug_cards_hidden_in_the_discard_000_218_262() -> None:
    """[000:260-262] the discard pile is face-up, but hidden acquisitions (from the junkyard) are
    tucked away to stay hidden (R-16); a hired mercenary comes from a face-up pile [000:218] and
    is seen by all."""
    game = table([["brawler", "pills"], ["refugee"], ["refugee"]], junkyard=["rifle", "junk"])
    act(game, 0, "dig brawler")
    game.apply(0, "keep rifle")
    act(game, 0, "hire hunter pay pills")
    seen = game.view(1).seats[0]
    assert "hunter" in seen.discard
    assert "rifle" not in seen.discard
    assert seen.discard_hidden_count == 1
    assert "rifle" in game.view(0).discard_hidden
