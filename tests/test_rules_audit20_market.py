"""A twentieth audit: HIRING AND THE MARKET in every configuration.

Written from the rulebooks (base game with HQ [000:LINE], the 2012 edition [001:LINE], Recon
[003:LINE]) and `shared/RULINGS.md` (R-0, R-3, R-9, R-13, X-23, X-30, X-33, V-8, V-10, L-5,
L-6, L-11, L-14, L-16, H-8), aimed at what the earlier market audit
(tests/test_rules_blind8_market.py) leaves out: the stacks laid out at every player count and
in each module and variant mix, the 2012 edition, the solo game, combat medics as currency, the
leaders' food and meds, food that dies with the turn, stacks emptied in play, where the hired
card goes, what a refusal says and what the other seats see.

Costs (cards.tsv): scavenger 1F, brawler 2F, hunter 1M, saboteur 1F+1M, scout 2F+1M, group
leaders 2F+2M, sniper team 2F+2M, thugs any 6, medic 3F, engineer 2F+1M, assassin 2M, guard 2F,
spy any 3, scouting refugee 1F, refugee (X-30) 0. Meds: pills 1, medkit 2, medic 1, combat
medics 2. Hunts: scavenger 1, hunter 2.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

import scavengers as sc
from helpers import act, pass_responses, texts, zone_counter, zone_kinds
from scavengers.text import describe

BASE_EIGHT = ["scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs"]
HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
R5 = frozenset({"recon5"})
DRAFT = frozenset({"leader_draft"})
EXTRA = {"scouting_refugee", "refugee"}
# Copies in the box (cards.tsv `count`).
BOX = {
    "scavenger": 20,
    "brawler": 10,
    "hunter": 8,
    "saboteur": 8,
    "scout": 8,
    "group_leaders": 5,
    "sniper_team": 5,
    "thugs": 5,
    "medic": 8,
    "engineer": 8,
    "spy": 8,
    "assassin": 8,
    "provocateur": 8,
    "rogue": 8,
    "guard": 8,
    "courier": 8,
    "drill_sergeant": 8,
    "scrappers": 5,
    "tinker": 8,
    "scouting_refugee": 20,
}


def new(
    hands: Sequence[list[str] | dict[str, Any]],
    modules: frozenset[str] = frozenset(),
    variants: frozenset[str] = frozenset(),
    config: dict[str, Any] | None = None,
    seed: int = 0,
    **scenario: Any,
) -> sc.Game:
    """A stacked table, one hand (or whole player entry) per seat from seat 0."""
    players = [h if isinstance(h, dict) else {"hand": h} for h in hands]
    return sc.Game.new(
        sc.GameConfig(
            players=len(players),
            seed=seed,
            modules=modules,
            variants=variants,
            scenario={"players": players, **scenario},
            **(config or {}),
        )
    )


def three(hand: list[str] | dict[str, Any], modules: frozenset[str] = frozenset(), **kw: Any) -> sc.Game:
    """Seat 0 holds ``hand``; seats 1 and 2 a refugee each."""
    return new([hand, ["refugee"], ["refugee"]], modules, **kw)


def dealt(players: int, modules: frozenset[str] = frozenset(), seed: int = 1, **kw: Any) -> dict[str, int]:
    """The market an ordinary (unstacked) game lays out, stack -> cards."""
    return dict(sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules, **kw)).view(None).market)


def hires(game: sc.Game, seat: int = 0) -> set[str]:
    return {t.split()[1] for t in texts(game, seat) if t.startswith("hire ")}


def refuse(game: sc.Game, seat: int, text: str) -> str:
    """Not listed, refused with IllegalAction naming the seat, and nothing changes for anybody."""
    assert text not in texts(game, seat)
    seats = [None, *range(game.view(None).players)]
    zones = game.zones()
    views = [game.view(s) for s in seats]
    logs = [game.log(s) for s in seats]
    with pytest.raises(sc.IllegalAction) as info:
        game.apply(seat, text)
    assert game.zones() == zones
    assert [game.view(s) for s in seats] == views
    assert [game.log(s) for s in seats] == logs
    message = str(info.value)
    assert f"seat {seat}" in message
    assert "Traceback" not in message
    return message


def to_turn(game: sc.Game, seat: int) -> None:
    """Everyone else ends their turn (committing nothing) and passes until ``seat``'s turn."""
    while (d := game.view(None).decision) is not None and not (d.kind == "turn" and d.seat == seat):
        game.apply(d.seat, {"turn": "end", "commit": "commit none"}.get(d.kind, "pass"))


# ---------------------------------------------------------------------------------------------
# The stacks each setup lays out [000:107], [000:537, 570], [001:99], RULINGS R-0


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_000_537_570_r0_hq_lays_out_ten_stacks_less_the_starters_at_every_player_count(players: int) -> None:
    # [000:107] 8 stacks by type, [000:537] the medics beside them, [000:570] the engineers.
    # the starter decks take 3 scavengers and 1 brawler per player from the stacks.
    stacks = dealt(players, HQ2)
    expected = {kind: BOX[kind] for kind in [*BASE_EIGHT, "medic", "engineer"]}
    expected["scavenger"] = 20 - 3 * players
    expected["brawler"] = 10 - players
    assert stacks == expected


def test_001_99_the_2012_edition_lays_out_the_same_eight_stacks() -> None:
    # [001:99] "Sort them into 8 separate stacks, by mercenary type. Place them face-up".
    for players in (2, 5):
        stacks = dealt(players, rules="2012")
        assert list(stacks) == BASE_EIGHT
        assert stacks["scavenger"] == 20 - 3 * players
        assert stacks["brawler"] == 10 - players


def test_001_241_the_2012_edition_allows_one_hire_a_round_into_the_discard() -> None:
    # [001:240-241] "Each player may only hire one mercenary per round, and the player
    # immediately adds the card to her discard pile."
    game = new([["hunter", "hunter", "pills"], ["refugee"], ["refugee"]], config={"rules": "2012"})
    act(game, 0, "hunt hunter hunter")
    act(game, 0, "hire scavenger")
    assert zone_counter(game, "0:discard")["scavenger"] == 1
    assert "already" in refuse(game, 0, "hire hunter pay pills")


# ---------------------------------------------------------------------------------------------
# Recon's market: 10 stacks [003:61, 113, 159], the refugee stacks [003:61, 263], RULINGS X-23,
#


@pytest.mark.parametrize("players", [2, 5])
def test_003_159_r0_with_recon3_the_starters_are_hardy_so_a_scavenger_stack_keeps_all_twenty(players: int) -> None:
    # [003:159] "substitute hardy scavengers in place of the standard scavengers during player
    # setup"; R-0: the starters come from the substituted stack, so the 20 scavengers stay whole.
    # Brawlers still start in every deck: 10 - n. No hardy scavenger is for hire [003:296].
    market = ("scavenger", "brawler", "courier", "drill_sergeant", "scrappers", "tinker")
    stacks = dealt(players, frozenset({"recon3"}), market=market)
    assert stacks["scavenger"] == 20
    assert stacks["brawler"] == 10 - players
    assert "hardy_scavenger" not in stacks


@pytest.mark.parametrize("seed", range(6))
def test_003_61_x23_recon1_and_recon5_together_put_out_one_stack_of_twenty_scouting_refugees(seed: int) -> None:
    # [003:61] "the full stack of scouting refugees ... as a separate stack"; [003:263] the
    # Humanitarians' refugee stack; X-23: one stack when both modules are used.
    stacks = dealt(3, frozenset({"recon1", "recon5"}), seed=seed)
    assert stacks["scouting_refugee"] == 20
    assert "refugee" not in stacks
    assert "spy" in stacks
    assert len([k for k in stacks if k not in EXTRA]) == 9  # spy + the 8 base types


@pytest.mark.parametrize("seed", range(4))
def test_003_61_113_159_every_recon_module_at_two_players_is_ten_stacks(seed: int) -> None:
    # Two players change the junkyard and the skirmish [000:111-116], never the market: still
    # 10 stacks with the named ones, each whole less the starters (R-0: 2 x 1 brawler; Recon 3
    # starters are hardy scavengers, so any scavenger stack holds 20).
    stacks = dealt(2, frozenset({"recon1", "recon2", "recon3"}), seed=seed)
    kinds = [k for k in stacks if k not in EXTRA]
    assert len(kinds) == 10
    assert {
        "spy",
        "assassin",
        "provocateur",
        "rogue",
        "guard",
        "courier",
        "drill_sergeant",
        "scrappers",
        "tinker",
    } <= set(kinds)
    assert stacks["scouting_refugee"] == 20
    full = dict(BOX, brawler=10 - 2)
    assert stacks == {k: full[k] for k in stacks}


@pytest.mark.parametrize("seed", range(6))
def test_003_296_v10_alternate_brawlers_with_recon2_keep_guards_out_and_ten_stacks_up(seed: int) -> None:
    # [003:296] "do not include any mercenaries for hire that are part of the player's starting
    # hands"; V-10: another type fills the guard's place among the 10. The brawlers stay whole
    # the starters are guards).
    stacks = dealt(3, frozenset({"recon2"}), seed=seed, variants=frozenset({"alternate_brawlers"}))
    kinds = [k for k in stacks if k not in EXTRA]
    assert "guard" not in stacks
    assert len(kinds) == 10
    assert {"assassin", "provocateur", "rogue"} <= set(kinds)
    if "brawler" in stacks:
        assert stacks["brawler"] == 10


def test_003_296_v10_alternate_scavengers_in_a_base_game_keep_all_twenty_scavengers_for_hire() -> None:
    stacks = dealt(4, variants=frozenset({"alternate_scavengers"}))
    assert list(stacks) == BASE_EIGHT
    assert stacks["scavenger"] == 20
    assert stacks["brawler"] == 10 - 4
    assert "hardy_scavenger" not in stacks


def test_003_296_v10_alternate_refugees_with_recon1_put_out_no_scouting_refugee_stack() -> None:
    # The scouting refugees start in every deck, so their stack is not for hire (V-10), though
    # module 1 would put it out [003:61].
    stacks = dealt(3, frozenset({"recon1"}), variants=frozenset({"alternate_refugees"}))
    assert "scouting_refugee" not in stacks
    assert "refugee" not in stacks
    assert "spy" in stacks


@pytest.mark.parametrize(
    ("variant", "kind"),
    [("alternate_brawlers", "guard"), ("alternate_refugees", "scouting_refugee")],
)
def test_003_296_v10_a_named_market_may_not_offer_a_starting_type(variant: str, kind: str) -> None:
    config = sc.GameConfig(
        players=3,
        seed=0,
        modules=frozenset({"recon1", "recon2"}),
        variants=frozenset({variant}),
        market=(kind, "scout"),
    )
    with pytest.raises(sc.ConfigError, match=kind):
        sc.Game.new(config)


def test_x33_a_named_market_may_not_offer_a_mercenary_of_a_module_not_in_play() -> None:
    # The stacks come from the enabled boxes and modules: no assassin without Recon 2,
    # no medic without HQ 1.
    for kind in ("assassin", "medic"):
        config = sc.GameConfig(players=3, seed=0, modules=frozenset({"recon1"}), market=("scout", kind))
        with pytest.raises(sc.ConfigError, match=kind):
            sc.Game.new(config)


# ---------------------------------------------------------------------------------------------
# The solo game: "Select 10 mercenaries and lay them out in front of you like normal" [003:327],
# RULINGS V-8 (the 2 thugs go into the opponent forces)


def test_003_327_v8_a_solo_game_with_hq_lays_out_ten_stacks_and_two_thugs_fewer() -> None:
    stacks = dealt(1, HQ2)
    assert len(stacks) == 10
    assert stacks["thugs"] == 5 - 2
    assert stacks["scavenger"] == 20 - 3
    assert stacks["brawler"] == 10 - 1


@pytest.mark.parametrize("seed", range(4))
def test_003_327_a_solo_recon_game_lays_out_ten_stacks_and_v8_any_thugs_stack_holds_three(seed: int) -> None:
    stacks = dealt(1, frozenset({"recon1", "recon2"}), seed=seed)
    kinds = [k for k in stacks if k not in EXTRA]
    assert len(kinds) == 10
    assert {"spy", "assassin", "provocateur", "rogue", "guard"} <= set(kinds)
    if "thugs" in stacks:
        assert stacks["thugs"] == 3


def test_003_330_a_solo_turn_has_one_hire_and_the_next_turn_another() -> None:
    # One hire a round [000:218]; in solo every turn is a round (V-4).
    hand = ["scavenger", "scavenger", "scavenger"]
    game = sc.Game.new(
        sc.GameConfig(
            players=1,
            seed=0,
            scenario={"players": [{"hand": hand, "deck": ["hunter"] * 5}], "opponents": [["junk"]] * 7},
        )
    )
    act(game, 0, "hunt scavenger scavenger scavenger")
    act(game, 0, "hire scavenger")
    assert "already" in refuse(game, 0, "hire brawler")
    game.apply(0, "end")
    while (d := game.view(None).decision) is not None and d.kind != "turn":
        game.apply(d.seat, "pass")  # no skirmish this turn
    assert zone_kinds(game, "0:hand") == ["hunter"] * 5
    act(game, 0, "hunt hunter hunter")
    act(game, 0, "hire brawler")
    assert zone_counter(game, "0:discard")["brawler"] == 1


# ---------------------------------------------------------------------------------------------
# Food lives for the turn that made it [000:154, 218, 619], RULINGS R-3, H-8, L-14


def test_r3_hunted_food_not_spent_is_gone_at_the_end_of_the_turn_for_every_seat() -> None:
    # "hunt enables the player to get food (used as currency during that round)" [000:154];
    # R-3: "any unspent food is lost". Round 2's hand (pills) cannot hire a scavenger (1F).
    game = three({"hand": ["hunter", "hunter"], "deck": ["pills"] * 5})
    act(game, 0, "hunt hunter hunter")
    for seat in (0, 1, 2, None):
        assert game.view(seat).seats[0].food == 4
    game.apply(0, "end")
    for seat in (0, 1, 2, None):
        assert game.view(seat).seats[0].food == 0
    to_turn(game, 0)
    assert game.round == 2
    assert game.view(0).seats[0].food == 0
    assert hires(game) == {"hunter"}  # only what the pills pay: 1 med
    assert "food" in refuse(game, 0, "hire scavenger")


def test_000_218_r3_food_pays_one_hire_and_what_is_left_is_lost() -> None:
    # 4 food hire a scavenger (1F); the other 3 buy nothing more: one hire a round [000:218].
    game = three(["hunter", "hunter", "pills"])
    act(game, 0, "hunt hunter hunter")
    act(game, 0, "hire scavenger")
    assert game.view(1).seats[0].food == 0
    assert hires(game) == set()
    assert "already" in refuse(game, 0, "hire brawler")


def test_000_619_h8_garden_food_does_not_accumulate_from_round_to_round() -> None:
    # "Generates 1 food each round ... Food does not accumulate from round to round" [000:617-619].
    seat0 = {"hand": ["junk"], "deck": ["junk"] * 5, "buildings": [{"building": "hydroponic_gardens"}]}
    game = three(seat0, HQ2)
    assert game.view(1).seats[0].food == 1
    game.apply(0, "end")
    to_turn(game, 0)
    assert game.round == 2
    assert game.view(1).seats[0].food == 1
    assert hires(game) == {"scavenger"}  # 1 food, not 2: no brawler


def test_l14_the_swindlers_discount_does_not_outlive_the_turn() -> None:
    # [003:278-279]: the discount is "the cost of hiring" this turn; a refugee discarded for it
    # and no hire made leaves nothing for the next round (R-3: what the turn made dies with it).
    seat0 = {"hand": ["refugee", "refugee"], "deck": ["pills"] * 5, "leader": "leader_swindler"}
    others = [{"hand": ["refugee"], "leader": "leader_ranger"}, {"hand": ["refugee"], "leader": "leader_mentor"}]
    game = new([seat0, *others], HQ3 | R5)
    act(game, 0, "lead refugee")
    assert "scavenger" in hires(game)  # 1 food off a 1-food scavenger (L-14: never below 0)
    assert zone_counter(game, "0:discard") == Counter({"refugee": 1})
    game.apply(0, "end")
    to_turn(game, 0)
    assert game.round == 2
    assert "scavenger" not in hires(game)
    assert "food" in refuse(game, 0, "hire scavenger")


# ---------------------------------------------------------------------------------------------
# What pays: medicine, medics, combat medics, leaders' food and meds [000:218, 372-374, 543],
# RULINGS R-13, L-5, L-6, L-11


def test_r13_combat_medics_are_two_meds_for_an_assassin_and_never_food() -> None:
    # "combat medics, 2 meds". An assassin costs 2 meds; a scavenger 1 food, which no med pays.
    game = three(["combat_medics"], frozenset({"recon2"}), config={"market": ("assassin", "scavenger")})
    assert hires(game) == {"assassin"}
    refuse(game, 0, "hire scavenger pay combat_medics")
    act(game, 0, "hire assassin pay combat_medics")
    assert zone_counter(game, "0:discard") == Counter({"assassin": 1, "combat_medics": 1})


def test_000_372_a_medkit_is_two_meds_so_two_food_and_a_medkit_hire_group_leaders() -> None:
    # Group leaders cost 2 food and 2 meds; a medkit "provides two meds" [000:372]; one pill is
    # one short [000:374].
    game = three(["scavenger", "scavenger", "medkit", "pills"])
    act(game, 0, "hunt scavenger scavenger")
    assert "hire group_leaders pay medkit" in texts(game, 0)
    assert "meds" in refuse(game, 0, "hire group_leaders pay pills")
    act(game, 0, "hire group_leaders pay medkit")
    assert zone_counter(game, "0:hand") == Counter({"pills": 1})


LEADERS_BESIDE = [{"hand": ["refugee"], "leader": "leader_ranger"}, {"hand": ["refugee"], "leader": "leader_mentor"}]


def test_l5_the_butchers_food_and_med_alone_hire_a_saboteur() -> None:
    # L-5: "She gains 1 food and 1 med for this turn's hire"; a saboteur costs 1 food + 1 med.
    game = new([{"hand": ["refugee"], "leader": "leader_butcher"}, *LEADERS_BESIDE], HQ3)
    assert hires(game) == set()
    act(game, 0, "lead refugee")
    assert game.view(1).seats[0].food == 1
    assert "saboteur" in hires(game)
    assert "scout" not in hires(game)  # 2F + 1M: one food short
    act(game, 0, "hire saboteur")
    assert zone_counter(game, "0:discard")["saboteur"] == 1
    assert game.score(0).cards == 1  # the refugee is out of the game (L-5), the saboteur in


def test_l6_cannibal_food_and_hunted_food_never_add_up_for_thugs() -> None:
    # L-6: "A hire paid with Cannibal food may add meds ... but no hunting or garden food".
    # Cannibal 3 + medkit 2 = 5 < 6; the hunt's 1 food may not make it 6 [000:402].
    seat0 = {"hand": ["refugee", "scavenger", "medkit"], "leader": "leader_cannibal"}
    game = new([seat0, *LEADERS_BESIDE], HQ3)
    act(game, 0, "hunt scavenger")
    act(game, 0, "lead refugee")
    assert "thugs" not in hires(game)
    assert "6 in any mix" in refuse(game, 0, "hire thugs pay medkit")
    assert "medic" in hires(game)  # 3 Cannibal food alone pay a medic's 3


def test_l11_the_sergeant_at_arms_hires_a_saboteur_for_a_pill_and_nothing_else_is_cheaper() -> None:
    # L-11: "When its owner hires a saboteur, the cost is 1 med and no food."
    game = new([{"hand": ["pills"], "leader": "leader_sergeant_at_arms"}, *LEADERS_BESIDE], HQ3)
    assert hires(game) == {"saboteur", "hunter"}
    act(game, 0, "hire saboteur pay pills")
    assert zone_counter(game, "0:discard") == Counter({"saboteur": 1, "pills": 1})


def test_x19_a_medic_that_drew_comes_back_by_map_and_pays_a_hire() -> None:
    # [003:272] a map returns "a tribe member you have just used" for "another action this same
    # round"; the medic drew, then pays 1 med for a hunter (a different action, X-19).
    game = three({"hand": ["medic", "map"], "deck": ["junk"] * 3}, HQ1 | R5)
    act(game, 0, "draw medic")
    assert "hunter" not in hires(game)
    act(game, 0, "map medic")
    act(game, 0, "hire hunter pay medic")
    assert zone_counter(game, "0:discard") == Counter({"hunter": 1, "medic": 1, "map": 1})


# ---------------------------------------------------------------------------------------------
# Where the hired card goes [000:218]; what is refused and why; stacks emptied in play


def test_000_218_the_hired_card_goes_to_the_discard_never_the_hand_or_the_deck() -> None:
    game = three({"hand": ["scavenger", "scavenger"], "deck": ["junk", "net"]})
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire brawler")
    assert zone_kinds(game, "0:discard")[0] == "brawler"  # on top, face up
    assert zone_kinds(game, "0:hand") == []
    assert zone_kinds(game, "0:deck") == ["junk", "net"]


def test_000_158_218_a_card_hired_in_round_three_cannot_go_to_that_skirmish() -> None:
    # The skirmish force comes from the cards left in hand [000:158]; the hired card is in the
    # discard pile [000:218].
    game = three(["scavenger", "scavenger", "brawler"], round=3, contested=["grenade", "wolf_pack"])
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire brawler")
    game.apply(0, "end")
    commits = [t for t in texts(game, 0) if t.startswith("commit")]
    assert "commit brawler" in commits
    assert not any("brawler brawler" in t for t in commits)
    refuse(game, 0, "commit brawler brawler")


def test_r9_the_last_card_of_a_stack_hired_leaves_it_empty_for_the_next_player() -> None:
    game = new([["scavenger", "scavenger", "pills"], ["hunter", "pills"], ["refugee"]], market={"scout": 1})
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire scout pay pills")
    for seat in (0, 1, 2, None):
        assert dict(game.view(seat).market)["scout"] == 0
    game.apply(0, "end")
    to_turn(game, 1)
    act(game, 1, "hunt hunter")
    assert "scout" not in hires(game, 1)
    assert "empty" in refuse(game, 1, "hire scout pay pills")
    act(game, 1, "hire saboteur pay pills")  # the other stacks are still there


@pytest.mark.parametrize(
    ("modules", "kind"),
    [
        (frozenset(), "medic"),
        (HQ1, "engineer"),
        (frozenset({"recon3"}), "hardy_scavenger"),
        (frozenset({"recon1"}), "refugee"),
        (frozenset(), "leader_mentor"),
    ],
)
def test_000_218_only_a_stack_of_this_game_can_be_hired(modules: frozenset[str], kind: str) -> None:
    # The hire takes "a mercenary card from the face-up piles" [000:218]: a type with no pile in
    # this game cannot be hired, whatever the food.
    market = ("scavenger", "courier", "drill_sergeant", "scrappers", "tinker") if "recon3" in modules else None
    game = three(["hunter", "hunter", "hunter"], modules, config={"market": market})
    act(game, 0, "hunt hunter hunter hunter")
    assert "not a mercenary stack in this game" in refuse(game, 0, f"hire {kind}")


def test_000_218_a_refusal_says_what_the_mercenary_costs_and_what_the_hire_brings() -> None:
    game = three(["scavenger", "pills", "medkit"])
    act(game, 0, "hunt scavenger")
    message = refuse(game, 0, "hire scout pay pills")
    assert "a scout costs 2 food and 1 med" in message
    assert "brings 1 food and 1 med" in message
    message = refuse(game, 0, "hire thugs pay pills medkit")
    assert "6 in any mix of food and meds" in message
    assert "brings 1 food and 3 meds" in message


def test_000_218_bad_hire_input_is_refused_without_a_traceback_and_changes_nothing() -> None:
    game = three(["scavenger", "pills"])
    act(game, 0, "hunt scavenger")
    before = game.zones()
    for text in ("hire", "hire scout pay", "hire scavenger scavenger", "hire 3", "hire scout pay pills pills"):
        with pytest.raises(sc.InvalidAction if text != "hire scout pay pills pills" else sc.IllegalAction) as info:
            game.apply(0, text)
        assert "seat 0" in str(info.value)
        assert "Traceback" not in str(info.value)
    assert game.zones() == before
    act(game, 0, "hire scavenger")
    assert zone_counter(game, "0:discard")["scavenger"] == 2


# ---------------------------------------------------------------------------------------------
# What the other seats see of a hire (DESIGN.md hidden information): the stacks and discard
# piles are face up [000:107, 218]; a hire's payment is played from the hand


def test_000_218_the_others_see_the_medic_that_paid_and_the_card_hired_not_the_rest_of_the_hand() -> None:
    game = new([["medic", "junk", "net"], ["refugee"], ["refugee"]], HQ1)
    act(game, 0, "hire hunter pay medic")
    for seat in (1, 2):
        view = game.view(seat)
        assert Counter(view.seats[0].discard) == Counter({"medic": 1, "hunter": 1})
        assert view.seats[0].hand_count == 2
        assert dict(view.market)["hunter"] == 7
        hired = [e for e in game.log(seat) if e.type is sc.EventType.HIRED]
        assert [(e.seat, e.text) for e in hired] == [(0, "hunter")]
        shown = " ".join(str(e) for e in game.log(seat))
        assert "junk" not in shown
        assert "net" not in shown


def test_l14_the_swindlers_refugees_are_discarded_for_all_to_see() -> None:
    # L-1: a refugee played for a leader is discarded at once (face up).
    seat0 = {"hand": ["refugee", "refugee", "scavenger"], "leader": "leader_swindler"}
    game = new([seat0, *LEADERS_BESIDE], HQ3 | R5)
    act(game, 0, "lead refugee refugee")
    act(game, 0, "hunt scavenger")
    act(game, 0, "hire saboteur")  # 1 food + the Swindler's med
    for seat in (1, 2, None):
        assert Counter(game.view(seat).seats[0].discard) == Counter({"refugee": 2, "scavenger": 1, "saboteur": 1})


# ---------------------------------------------------------------------------------------------
# Leaders hired by a bribe [003:300-312], RULINGS L-14, L-16


def test_003_307_a_swindler_won_by_a_bribe_has_no_hire_left_to_cut_that_round() -> None:
    # "if you hire a leader, you cannot hire a mercenary that same round" [003:307]; the
    # Swindler's power cuts "the cost of hiring" [003:278], so it is not offered once the hire
    # is spent, and the refugees stay in the hand.
    pile = ["leader_swindler", "leader_butcher", "leader_mentor"]
    game = new([["scavenger", "refugee", "refugee"], ["refugee"], ["refugee"]], HQ3 | R5, variants=DRAFT, leaders=pile)
    act(game, 0, "hunt scavenger")
    game.apply(0, "bribe")
    pass_responses(game)
    game.apply(0, "keep leader_swindler")
    pass_responses(game)
    assert game.view(1).seats[0].leader == "leader_swindler"
    assert not any(t.startswith("lead") for t in texts(game, 0))
    assert hires(game) == set()
    assert zone_counter(game, "0:hand") == Counter({"refugee": 2})


@pytest.mark.parametrize(("hunters", "food"), [(0, 0), (1, 1)])
def test_l14_a_hire_cut_by_the_swindler_is_told_with_the_food_the_turn_made(hunters: int, food: int) -> None:
    # The Swindler takes 1 food off the cost [003:278]; she makes no food. Every seat is told
    # the hire with the food the hunt made (the view's `food`), not with the discount added:
    # a scavenger made free by the discount was hired with 0 food, a scout (2F + 1M) with 1.
    seat0 = {"hand": ["refugee", "pills"] + ["scavenger"] * hunters, "leader": "leader_swindler"}
    game = new([seat0, *LEADERS_BESIDE], HQ3 | R5)
    if hunters:
        act(game, 0, "hunt scavenger")
    act(game, 0, "lead refugee")
    kind = "scout" if hunters else "scavenger"
    act(game, 0, f"hire {kind} pay pills" if hunters else f"hire {kind}")
    for seat in (0, 1, 2, None):
        hired = [e for e in game.log(seat) if e.type is sc.EventType.HIRED]
        assert [(e.text, e.count) for e in hired] == [(kind, food)]
        assert describe(hired[0], ["Ann", "Bob", "Cy"], seat).startswith(f"Ann hires a {kind.title()} with {food} food")


def test_r6_a_card_hired_this_turn_is_in_the_discard_that_a_later_draw_reshuffles() -> None:
    # [000:218] the hired card goes to the discard pile at once; [000:190], R-6: a draw from an
    # empty deck shuffles the discard, "the discard includes cards discarded earlier in the same
    # turn". The free refugee (X-30) is the only card there, so the draw brings it to the hand.
    game = three({"hand": ["scavenger"], "deck": []}, R5, config={"refugees_for_hire": True})
    act(game, 0, "hire refugee")
    assert zone_kinds(game, "0:discard") == ["refugee"]
    act(game, 0, "draw scavenger")
    assert zone_kinds(game, "0:hand") == ["refugee"]
    assert zone_kinds(game, "0:discard") == ["scavenger"]


def test_003_305_2012_rules_a_bribe_is_the_rounds_hire_and_its_leader_leads_at_once() -> None:
    # The drafting variant [003:300-312] with the 2012 edition's rules: 2 food draw 2 leaders
    # (seen by the briber alone, [003:306]), one is kept face up at once [003:309-310], the other
    # goes to the bottom [003:308], and no mercenary may be hired that round [003:307].
    pile = ["leader_mentor", "leader_butcher", "leader_ranger"]
    game = new(
        [["hunter", "refugee"], ["refugee"], ["refugee"]],
        HQ3,
        variants=DRAFT,
        config={"rules": "2012"},
        leaders=pile,
    )
    act(game, 0, "hunt hunter")
    game.apply(0, "bribe")
    pass_responses(game)
    assert sorted(game.view(0).looking) == ["leader_butcher", "leader_mentor"]
    assert game.view(1).looking == ()
    game.apply(0, "keep leader_butcher")
    pass_responses(game)
    for seat in (0, 1, None):
        assert game.view(seat).seats[0].leader == "leader_butcher"
    assert zone_kinds(game, "leaders") == ["leader_ranger", "leader_mentor"]
    assert hires(game) == set()
    assert "already" in refuse(game, 0, "hire scavenger")


def test_000_218_paying_with_more_medicine_than_the_hand_holds_is_refused() -> None:
    game = three(["scavenger", "scavenger", "pills"])
    act(game, 0, "hunt scavenger scavenger")
    message = refuse(game, 0, "hire group_leaders pay pills pills")
    assert "pills" in message
    act(game, 0, "hire scout pay pills")
    assert zone_counter(game, "0:discard")["scout"] == 1


def test_the_solo_game_with_recon_5_lays_out_no_humanitarians_refugee_stack_ruling_v7_003_263() -> None:
    """[003:263]: the Humanitarians put a stack of 20 refugees out for hire "in addition to the
    10 mercenary stacks"; RULINGS V-7: gangs are not used in the solo game. So a solo game with
    Recon module 5 alone lays out no refugee stack, and ``refugees_for_hire`` (which picks that
    stack's kind) is refused for it in words, nothing set up."""
    solo = sc.Game.new(sc.GameConfig(players=1, seed=3, modules=frozenset({"recon5"})))
    stacks = [kind for kind, _ in solo.view(0).market]
    assert "scouting_refugee" not in stacks
    assert "refugee" not in stacks
    assert solo.view(0).gangs == ()
    with pytest.raises(sc.ConfigError, match="solo game has no gangs"):
        sc.GameConfig(players=1, seed=3, modules=frozenset({"recon5"}), refugees_for_hire=True)
    # With Recon module 1 the scouting refugees are its own stack [003:61], in solo too.
    with_recon1 = sc.Game.new(sc.GameConfig(players=1, seed=3, modules=frozenset({"recon1", "recon5"})))
    assert "scouting_refugee" in [kind for kind, _ in with_recon1.view(0).market]


def test_a_plural_card_kind_is_named_with_card_in_a_refusal() -> None:
    """A refusal names a kind with its article: "an armory", but a kind named in the plural is
    "a binoculars card", never "a binoculars" (or "a pills")."""
    from scavengers.engine.core.errors import a_kind

    assert (a_kind("armory"), a_kind("bunker")) == ("an armory", "a bunker")
    assert (a_kind("binoculars"), a_kind("pills")) == ("a binoculars card", "a pills card")
