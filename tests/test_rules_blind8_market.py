"""An eighth blind audit: THE MARKET, HIRING AND GETTING CARDS, sentence by sentence, with the
setup options that change what is for hire and the leader drafting variant.

Written only from the rulebooks (base game with HQ [000:LINE], Recon [003:LINE]),
`shared/RULINGS.md` (ruling IDs: R-0, R-3, R-9, R-13, ED-8, F-4, F-5, X-23, X-30, X-33, V-10,
L-16 above all), the card data (`shared/cards.tsv`) and the public API (DESIGN.md, README.md,
docs/scenarios.md, docs/variants.md, docs/view.md), without reading the engine's source. Each
test asserts what the rules say; every expected figure is worked out by hand from the card data:

    scavenger 1F, brawler 2F, hunter 1M, saboteur 1F+1M, scout 2F+1M, group leaders 2F+2M,
    sniper team 2F+2M, thugs any 6, medic 3F, engineer 2F+1M, spy any 3, scrappers any 4,
    assassin 2M, scouting refugee 1F; pills 1 med, medkit 2 meds, medic 1 med.
    hunts: scavenger 1, hunter 2, spear +1, net +2.

The earlier audits cover the walkthroughs, the Swindler, the Sergeant at Arms, the Butcher and
Cannibal, gardens, the setup of each module and the basic bribe; this file goes for the edges:
exact amounts and one short, food against medicine, what a refusal says and that it changes
nothing, what the other seats see, and the options (refugees_for_hire, junkyard_plus_two).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

import scavengers as sc
from helpers import act, pass_responses, play_out, texts, zone_counter, zone_kinds

BASE: frozenset[str] = frozenset()
HQ1 = frozenset({"hq1"})
HQ2 = frozenset({"hq1", "hq2"})
HQ3 = frozenset({"hq1", "hq2", "hq3"})
R5 = frozenset({"recon5"})
DRAFT = frozenset({"leader_draft"})
LEADERS_HQ = {
    "leader_butcher",
    "leader_cannibal",
    "leader_excavator",
    "leader_fanatic",
    "leader_gangster",
    "leader_mentor",
    "leader_organizer",
    "leader_peacemaker",
    "leader_ranger",
    "leader_sergeant_at_arms",
}
BASE_MERCENARIES = ["scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs"]
# copies in the box (cards.tsv `count`) of every mercenary type
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
    "hardy_scavenger": 20,
    "scouting_refugee": 20,
    "assassin": 8,
    "courier": 8,
    "drill_sergeant": 8,
    "guard": 8,
    "provocateur": 8,
    "rogue": 8,
    "tinker": 8,
    "spy": 8,
    "scrappers": 5,
}


# ---------------------------------------------------------------------------------------------
# helpers


def new(
    hands: Sequence[list[str] | dict[str, Any]],
    modules: frozenset[str] = BASE,
    variants: frozenset[str] = frozenset(),
    config: dict[str, Any] | None = None,
    seed: int = 0,
    **scenario: Any,
) -> sc.Game:
    """A stacked table: one hand per seat (seat 0 first); other scenario keys as given. A hand
    given as a dict is the whole player entry."""
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


def three(hand: list[str], modules: frozenset[str] = BASE, **kw: Any) -> sc.Game:
    """Seat 0 holds ``hand``; seats 1 and 2 a refugee each."""
    return new([hand, ["refugee"], ["refugee"]], modules, **kw)


def refuse(game: sc.Game, seat: int, text: str) -> str:
    """The action is not listed, applying it raises IllegalAction naming the seat, and nothing
    changes: every zone and every seat's view are as before (DESIGN.md "Bad input never corrupts
    state"). Returns the message."""
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
    return message


def hires(game: sc.Game, seat: int = 0) -> set[str]:
    """The mercenary kinds the seat may hire now."""
    return {t.split()[1] for t in texts(game, seat) if t.startswith("hire ")}


def market(game: sc.Game, seat: int | None = None) -> dict[str, int]:
    return dict(game.view(seat).market)


def end_game(hands: list[dict[str, Any]], modules: frozenset[str]) -> sc.GameResult:
    """A round-3 table whose one contested resource ends the game at this round's skirmish
    (everyone commits nothing: a deadlock, the pile is empty, ED-2); the final result."""
    game = new(hands, modules, round=3, contested=["sled_team"])
    return play_out(game)


def gang_winners(result: sc.GameResult, gang: str) -> list[int]:
    return [seat for seat, score in enumerate(result.scores) if gang in score.gangs]


def draft(hand: list[str], leader: str | None = None, modules: frozenset[str] = HQ3, **kw: Any) -> sc.Game:
    """A leader-drafting table (HQ module 3): seat 0 holds ``hand`` (and ``leader``)."""
    seat0: dict[str, Any] = {"hand": hand}
    if leader:
        seat0["leader"] = leader
    return new([seat0, ["refugee"], ["refugee"]], modules, variants=DRAFT, **kw)


# ---------------------------------------------------------------------------------------------
# Hire costs: exact amounts and one short [000:216-218], RULINGS R-13


def test_000_218_r13_a_scout_is_hired_with_exactly_two_food_and_one_pill() -> None:
    # scout 2F+1M; two scavengers hunt 1 + 1 = 2 food; pills = 1 med.
    game = three(["scavenger", "scavenger", "pills", "refugee", "refugee"])
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire scout pay pills")
    assert zone_counter(game, "0:discard") == Counter({"scavenger": 2, "pills": 1, "scout": 1})
    assert zone_counter(game, "0:hand") == Counter({"refugee": 2})
    assert market(game)["scout"] == 7


def test_r13_one_food_short_of_a_scout_no_medicine_makes_up_for_it() -> None:
    # 1 food + 3 meds: the scout's 2 food cannot be paid with meds (R-13: food pays only food
    # costs); a saboteur (1F+1M) is exactly what it buys.
    game = three(["scavenger", "pills", "medkit"])
    act(game, 0, "hunt scavenger")
    message = refuse(game, 0, "hire scout pay medkit pills")
    assert "2 food" in message
    refuse(game, 0, "hire scout pay pills")
    act(game, 0, "hire saboteur pay pills")
    assert zone_counter(game, "0:discard")["saboteur"] == 1
    assert zone_counter(game, "0:hand") == Counter({"medkit": 1})


def test_r13_one_med_short_of_a_scout_no_food_makes_up_for_it() -> None:
    # hunter+net 2+2 and a scavenger 1: 5 food and no medicine. Only the food-only mercenaries
    # are for hire: scavenger (1F) and brawler (2F); thugs (6) are one short.
    game = three(["hunter", "net", "scavenger"])
    act(game, 0, "hunt hunter+net scavenger")
    assert game.view(0).seats[0].food == 5
    message = refuse(game, 0, "hire scout")
    assert "1 med" in message
    assert hires(game) == {"scavenger", "brawler"}


def test_r13_a_sniper_team_one_pill_short_then_two_pills_exactly() -> None:
    # sniper team 2F+2M: 2 food + 1 pill is one med short, 2 food + 2 pills is exact.
    game = three(["scavenger", "scavenger", "pills", "pills"])
    act(game, 0, "hunt scavenger scavenger")
    assert "2 meds" in refuse(game, 0, "hire sniper_team pay pills")
    act(game, 0, "hire sniper_team pay pills pills")
    assert zone_counter(game, "0:discard") == Counter({"scavenger": 2, "pills": 2, "sniper_team": 1})
    assert market(game)["sniper_team"] == 4


def test_r13_group_leaders_with_two_food_and_one_medkit_exactly() -> None:
    # group leaders 2F+2M; a scavenger with a spear hunts 1 + 1 = 2; a medkit is 2 meds.
    game = three(["scavenger", "spear", "medkit"])
    act(game, 0, "hunt scavenger+spear")
    refuse(game, 0, "hire group_leaders")
    act(game, 0, "hire group_leaders pay medkit")
    assert zone_counter(game, "0:discard")["group_leaders"] == 1
    assert market(game)["group_leaders"] == 4


def test_000_402_thugs_five_food_is_one_short_and_a_pill_makes_six() -> None:
    # "any combination of food and meds totaling 6 units" [000:402]: 4 + 1 food and 1 med.
    game = three(["hunter", "net", "scavenger", "pills"])
    act(game, 0, "hunt hunter+net scavenger")
    assert "6" in refuse(game, 0, "hire thugs")
    act(game, 0, "hire thugs pay pills")
    assert zone_counter(game, "0:discard")["thugs"] == 1
    assert market(game)["thugs"] == 4


def test_000_402_thugs_four_food_and_a_pill_are_one_short() -> None:
    game = three(["hunter", "net", "pills", "refugee"])
    act(game, 0, "hunt hunter+net")
    assert game.view(0).seats[0].food == 4
    refuse(game, 0, "hire thugs pay pills")
    assert "thugs" not in hires(game)


def test_r13_thugs_may_be_overpaid_and_the_excess_buys_nothing_more() -> None:
    # 5 food + a medkit = 7 for a 6-unit hire: allowed, the excess is lost, and the hire
    # is spent: the spare unit cannot buy a scavenger too ([000:218] one hire a round).
    game = three(["hunter", "net", "scavenger", "medkit"])
    act(game, 0, "hunt hunter+net scavenger")
    act(game, 0, "hire thugs pay medkit")
    assert zone_counter(game, "0:discard")["thugs"] == 1
    assert zone_counter(game, "0:discard")["medkit"] == 1
    assert "already" in refuse(game, 0, "hire scavenger")


def test_r13_medicine_never_pays_food_three_meds_and_no_hunt_buy_only_a_hunter() -> None:
    # With no food, 3 meds pay only a pure med cost: the hunter (1M). A brawler (2F) or a
    # scavenger (1F) cannot be paid with medicine.
    game = three(["medkit", "pills", "refugee"])
    assert hires(game) == {"hunter"}
    assert "2 food" in refuse(game, 0, "hire brawler pay medkit pills")
    refuse(game, 0, "hire scavenger pay pills")


def test_r13_a_hunter_overpaid_with_a_medkit_spends_the_whole_medkit() -> None:
    # Hunter 1M paid with a 2-med medkit: allowed, the medkit is spent.
    game = three(["medkit", "pills"])
    act(game, 0, "hire hunter pay medkit")
    assert zone_counter(game, "0:discard") == Counter({"medkit": 1, "hunter": 1})
    assert zone_counter(game, "0:hand") == Counter({"pills": 1})


def test_r3_a_hire_before_the_hunt_is_refused_and_leaves_the_hire_unused() -> None:
    # the hire comes after the food for it is made. Asked first, a scout with only a pill is
    # refused; the refusal spends nothing, so the hunt and the hire follow.
    game = three(["scavenger", "scavenger", "pills"])
    message = refuse(game, 0, "hire scout pay pills")
    assert "2 food" in message
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire scout pay pills")
    assert zone_counter(game, "0:discard")["scout"] == 1


def test_000_218_medicine_must_be_played_from_the_hand() -> None:
    # "Meds are provided in the form of medicine cards that must be played from the player's
    # hand" [000:218]: a medkit she does not hold pays nothing.
    game = three(["scavenger", "pills"], **{})
    act(game, 0, "hunt scavenger")
    assert "medkit" in refuse(game, 0, "hire hunter pay medkit")


def test_000_218_medicine_in_the_deck_or_discard_does_not_pay() -> None:
    game = new([{"hand": ["scavenger"], "deck": ["medkit"], "discard": ["pills"]}, ["refugee"], ["refugee"]])
    act(game, 0, "hunt scavenger")
    assert hires(game) == {"scavenger"}
    refuse(game, 0, "hire hunter pay pills")
    refuse(game, 0, "hire hunter pay medkit")


def test_000_218_no_hire_on_another_players_turn_nor_in_her_response_window() -> None:
    # The hire is one of the hirer's own gathering actions; seat 1, asked whether to answer
    # seat 0's hunt, may not hire with her pills, nor later in seat 0's turn.
    game = new([["scavenger", "scavenger"], ["pills"], ["refugee"]])
    game.apply(0, "hunt scavenger scavenger")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "respond"
    assert decision.seat == 1
    refuse(game, 1, "hire hunter pay pills")
    pass_responses(game)
    refuse(game, 1, "hire hunter pay pills")


def test_000_158_no_hire_once_the_turn_is_ended_at_the_commit() -> None:
    # Round 3: after "end" the player announces her skirmish cards; gathering is over for her.
    game = new([["pills", "scavenger"], ["refugee"], ["refugee"]], round=3)
    game.apply(0, "end")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "commit"
    assert decision.seat == 0
    refuse(game, 0, "hire hunter pay pills")


# HQ mercenaries and medics as medicine [000:543]


def test_000_187_a_medic_used_to_draw_cannot_then_pay_a_hire() -> None:
    # "Once a player has used a card to perform an action, she may not perform another action
    # with that same card" [000:187]: the medic drew, so it is no longer a med for the hire.
    game = new([{"hand": ["medic", "pills"], "deck": ["junk", "junk"]}, ["refugee"], ["refugee"]], HQ1)
    act(game, 0, "draw medic")
    refuse(game, 0, "hire hunter pay medic")
    act(game, 0, "hire hunter pay pills")
    assert zone_counter(game, "0:discard") == Counter({"medic": 1, "pills": 1, "hunter": 1})


def test_000_543_two_medics_pay_the_two_meds_of_a_sniper_team() -> None:
    game = three(["scavenger", "scavenger", "medic", "medic"], HQ1)
    act(game, 0, "hunt scavenger scavenger")
    refuse(game, 0, "hire sniper_team pay medic")
    act(game, 0, "hire sniper_team pay medic medic")
    assert zone_counter(game, "0:discard") == Counter({"scavenger": 2, "medic": 2, "sniper_team": 1})


def test_r13_three_medics_are_three_meds_never_food() -> None:
    # A medic costs 3 food; three medics (3 meds) pay neither it nor a brawler (2F).
    game = three(["medic", "medic", "medic"], HQ1)
    refuse(game, 0, "hire medic pay medic medic medic")
    refuse(game, 0, "hire brawler pay medic medic medic")
    assert hires(game) == {"hunter"}


@pytest.mark.parametrize(
    ("hunt", "food", "hired"),
    [("hunt scavenger scavenger", 2, False), ("hunt hunter scavenger", 3, True)],
)
def test_r13_a_medic_costs_exactly_three_food(hunt: str, food: int, hired: bool) -> None:
    hand = hunt.split()[1:]
    game = three(hand, HQ1)
    act(game, 0, hunt)
    assert game.view(0).seats[0].food == food
    if hired:
        act(game, 0, "hire medic")
        assert zone_counter(game, "0:discard")["medic"] == 1
    else:
        assert "3 food" in refuse(game, 0, "hire medic")


def test_r13_an_engineer_costs_two_food_and_one_med() -> None:
    game = three(["scavenger", "scavenger", "pills"], HQ2)
    act(game, 0, "hunt scavenger scavenger")
    refuse(game, 0, "hire engineer")
    act(game, 0, "hire engineer pay pills")
    assert zone_counter(game, "0:discard")["engineer"] == 1


# Recon mixed costs (R-13 treats the spy's 3 and the scrappers' 4 as any mix)


def test_r13_a_spy_is_any_three_two_food_and_a_pill_exactly() -> None:
    game = three(["scavenger", "scavenger", "pills"], frozenset({"recon1"}))
    act(game, 0, "hunt scavenger scavenger")
    refuse(game, 0, "hire spy")
    act(game, 0, "hire spy pay pills")
    assert zone_counter(game, "0:discard")["spy"] == 1


def test_r13_a_spy_one_short_with_one_food_and_one_pill() -> None:
    game = three(["scavenger", "pills"], frozenset({"recon1"}))
    act(game, 0, "hunt scavenger")
    refuse(game, 0, "hire spy pay pills")


def test_r13_a_spy_paid_with_medicine_alone() -> None:
    # any mix includes all meds: a medkit and a pill with no hunt at all.
    game = three(["medkit", "pills"], frozenset({"recon1"}))
    act(game, 0, "hire spy pay medkit pills")
    assert zone_counter(game, "0:discard") == Counter({"medkit": 1, "pills": 1, "spy": 1})


def test_r13_scrappers_any_four_one_food_and_three_meds_exactly() -> None:
    game = three(["scavenger", "medkit", "pills"], frozenset({"recon1", "recon3"}))
    act(game, 0, "hunt scavenger")
    refuse(game, 0, "hire scrappers pay medkit")
    act(game, 0, "hire scrappers pay medkit pills")
    assert zone_counter(game, "0:discard")["scrappers"] == 1


def test_r13_an_assassin_two_meds_one_pill_short_and_food_does_not_help() -> None:
    game = three(["hunter", "net", "pills"], frozenset({"recon2"}), config={"market": ("assassin", "scout")})
    act(game, 0, "hunt hunter+net")
    assert "assassin" not in hires(game)
    refuse(game, 0, "hire assassin pay pills")


# ---------------------------------------------------------------------------------------------
# What the other seats see of a hunt and a hire (DESIGN.md hidden information, docs/view.md)


def test_000_218_every_seat_sees_the_hunts_food_the_hired_card_and_the_stack_shrink() -> None:
    # The stacks are face up [000:107] and the hired card goes to the face-up discard pile
    # [000:218]; the medicine played to pay is discarded with it. Everybody sees all of this.
    game = three(["scavenger", "scavenger", "pills", "refugee", "refugee"])
    act(game, 0, "hunt scavenger scavenger")
    for seat in (1, 2, None):
        assert game.view(seat).seats[0].food == 2
    act(game, 0, "hire scout pay pills")
    for seat in (1, 2, None):
        view = game.view(seat)
        assert dict(view.market)["scout"] == 7
        assert Counter(view.seats[0].discard) == Counter({"scavenger": 2, "pills": 1, "scout": 1})
        assert view.seats[0].hand_count == 2
        hired = [e for e in game.log(seat) if e.type is sc.EventType.HIRED]
        assert len(hired) == 1
        assert hired[0].seat == 0
        assert hired[0].text == "scout"


def test_a_refused_hire_shows_nothing_to_anybody() -> None:
    # refuse() checks every view and every log is unchanged.
    game = three(["scavenger", "pills"])
    act(game, 0, "hunt scavenger")
    refuse(game, 0, "hire scout pay pills")


# ---------------------------------------------------------------------------------------------
# The mercenary stacks [000:107], RULINGS


@pytest.mark.parametrize("players", [2, 5])
def test_r0_the_eight_base_stacks_less_the_starters_at_two_and_five_players(players: int) -> None:
    # 3 scavengers and 1 brawler per starter deck come out of the 20 and the 10.
    game = sc.Game.new(sc.GameConfig(players=players, seed=11))
    expected = {kind: BOX[kind] for kind in BASE_MERCENARIES}
    expected["scavenger"] = 20 - 3 * players
    expected["brawler"] = 10 - players
    assert [kind for kind, _ in game.view(None).market] == BASE_MERCENARIES
    assert market(game, None) == expected


def test_r9_an_empty_stack_stays_empty_and_no_other_type_takes_its_place() -> None:
    game = three(["scavenger", "scavenger", "pills", "pills"], market={"sniper_team": 0})
    assert sorted(market(game)) == sorted(BASE_MERCENARIES)
    assert market(game)["sniper_team"] == 0
    act(game, 0, "hunt scavenger scavenger")
    assert "sniper_team" not in hires(game)
    assert "empty" in refuse(game, 0, "hire sniper_team pay pills pills")


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_x33_x23_a_recon_market_is_ten_whole_stacks_plus_the_scouting_refugees(seed: int) -> None:
    # [003:61,113]: the spy and the four liars and thieves among 10 stacks, and the scouting
    # refugees as a separate 11th stack. Each stack holds all its copies, less the starter
    # cards (R-0: 4 players take 12 scavengers and 4 brawlers).
    game = sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=HQ2 | {"recon1", "recon2"}))
    stacks = game.view(None).market
    kinds = [kind for kind, _ in stacks]
    assert len(kinds) == 11
    assert len(set(kinds)) == 11
    assert {"spy", "assassin", "provocateur", "rogue", "guard", "scouting_refugee"} <= set(kinds)
    full = dict(BOX, scavenger=20 - 12, brawler=10 - 4)
    assert dict(stacks) == {kind: full[kind] for kind in kinds}


# ---------------------------------------------------------------------------------------------
# Options: refugees_for_hire, junkyard_plus_two (X-31) [003:51,263-267]


@pytest.mark.parametrize(("players", "left"), [(2, 12), (4, 4), (5, 0)])
def test_x30_refugees_for_hire_are_the_refugees_the_starter_decks_leave(players: int, left: int) -> None:
    # 20 refugees, 4 in each starter deck: 20 - 4n stay in the box and are offered instead of
    # the scouting refugees.
    game = sc.Game.new(sc.GameConfig(players=players, seed=2, modules=R5, refugees_for_hire=True))
    stacks = market(game, None)
    assert stacks["refugee"] == left
    assert "scouting_refugee" not in stacks


def test_x30_r9_five_players_leave_no_refugee_to_hire() -> None:
    game = sc.Game.new(sc.GameConfig(players=5, seed=2, modules=R5, refugees_for_hire=True))
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "turn"
    assert "empty" in refuse(game, decision.seat, "hire refugee")


def test_003_267_a_standard_refugee_costs_no_food_but_is_the_rounds_hire() -> None:
    # "a hire action must still be used, but no food is required" [003:267].
    game = three(["scavenger", "scavenger"], R5, config={"refugees_for_hire": True})
    assert "hire refugee" in texts(game, 0)
    stack = market(game)["refugee"]
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, "hire refugee")
    assert market(game)["refugee"] == stack - 1
    assert zone_counter(game, "0:discard")["refugee"] == 1
    assert "already" in refuse(game, 0, "hire scavenger")


def test_000_218_a_player_with_no_cards_may_still_hire_a_free_refugee() -> None:
    # "The hire ability is a free action (no card is needed to grant this action)" [000:218],
    # and a standard refugee for hire needs no food [003:267].
    game = new([[], ["refugee"], ["refugee"]], R5, config={"refugees_for_hire": True})
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "turn"
    assert decision.seat == 0
    assert "hire refugee" in texts(game, 0)
    act(game, 0, "hire refugee")
    assert zone_kinds(game, "0:discard") == ["refugee"]


def test_003_267_a_scouting_refugee_for_hire_costs_one_food_that_medicine_cannot_pay() -> None:
    game = three(["medkit", "pills", "scavenger"], R5)
    assert market(game)["scouting_refugee"] == 20
    refuse(game, 0, "hire scouting_refugee")
    refuse(game, 0, "hire scouting_refugee pay medkit pills")
    act(game, 0, "hunt scavenger")
    act(game, 0, "hire scouting_refugee")
    assert zone_counter(game, "0:discard")["scouting_refugee"] == 1


def test_x31_junkyard_plus_two_with_hq_alone_puts_in_two_toolkits_and_two_rifles() -> None:
    # [003:51] "+2 each of toolkit (HQ), rifle (HQ), map (Recon), and binoculars (Recon)": with
    # HQ only, 2 toolkits and 2 rifles instead of 4 each; the base junkyard at 4 players is
    # 46 less 4 spears and 4 shovels (R-0) = 38, so 42 in all.
    game = sc.Game.new(sc.GameConfig(players=4, seed=3, modules=HQ1, junkyard_plus_two=True))
    junkyard = zone_counter(game, "junkyard")
    assert junkyard["toolkit"] == 2
    assert junkyard["rifle"] == 2
    assert junkyard["map"] == 0
    assert junkyard["binoculars"] == 0
    assert sum(junkyard.values()) == 42
    plain = zone_counter(sc.Game.new(sc.GameConfig(players=4, seed=3, modules=HQ1)), "junkyard")
    assert sum(plain.values()) == 46


# ---------------------------------------------------------------------------------------------
# Gangs [000:539,557-572], RULINGS ED-8, F-4, F-5, P-3


def test_000_539_the_gangs_wait_face_up_beside_the_stacks_and_are_not_for_hire() -> None:
    game = three(["hunter", "net", "scavenger", "medkit"], HQ1)
    assert set(game.view(None).gangs) == {"gang_gearheads", "gang_pharmers"}
    assert not set(market(game)) & {"gang_gearheads", "gang_pharmers"}
    act(game, 0, "hunt hunter+net scavenger")
    refuse(game, 0, "hire gang_pharmers pay medkit")
    refuse(game, 0, "hire gang_gearheads pay medkit")


def test_ed8_medics_carry_no_value_for_the_pharmers() -> None:
    # "total 'meds' VALUE of all medicine cards (based upon card type)" [000:563]: three medics
    # (persons) are 0; one pill is 1.
    result = end_game([{"hand": ["medic", "medic", "medic"]}, {"hand": ["pills"]}, {"hand": ["refugee"]}], HQ1)
    assert gang_winners(result, "gang_pharmers") == [1]


def test_ed8_a_medkit_and_two_pills_tie_and_the_medic_breaks_it() -> None:
    result = end_game(
        [{"hand": ["medkit", "medic"]}, {"hand": ["pills", "pills"]}, {"hand": ["refugee"]}],
        HQ1,
    )
    assert gang_winners(result, "gang_pharmers") == [0]
    assert result.scores[0].people == 1 + 5  # the medic and the gang (P-3)


def test_ed8_f4_equal_meds_and_equal_medics_join_nobody() -> None:
    result = end_game(
        [{"hand": ["medkit", "medic"]}, {"hand": ["pills", "pills", "medic"]}, {"hand": ["refugee"]}],
        HQ1,
    )
    assert gang_winners(result, "gang_pharmers") == []


@pytest.mark.parametrize(
    ("seat0", "winner"),
    [(["pills", "combat_medics"], 0), (["combat_medics"], 1)],
)
def test_ed8_combat_medics_count_in_the_pharmers_tie_break_not_in_the_value(seat0: list[str], winner: int) -> None:
    # ED-8: value = pills and medkits only; the tie-break counts medics and combat medics.
    result = end_game([{"hand": seat0}, {"hand": ["pills"]}, {"hand": ["refugee"]}], HQ1 | {"recon4"})
    assert gang_winners(result, "gang_pharmers") == [winner]


def test_f5_instants_are_not_gearheads_tools() -> None:
    # F-5: binoculars are instants (no tool icon); one spear beats three binoculars.
    result = end_game(
        [{"hand": ["binoculars", "binoculars", "binoculars"]}, {"hand": ["spear"]}, {"hand": ["refugee"]}],
        HQ1 | {"recon1"},
    )
    assert gang_winners(result, "gang_gearheads") == [1]


def test_f5_a_cargo_sled_is_a_contested_tool_for_the_gearheads_tie_break() -> None:
    # [000:561] ties broken by "tools that are contested resources"; the cargo sled is one.
    result = end_game(
        [{"hand": ["net", "cargo_sled"]}, {"hand": ["net", "spear"]}, {"hand": ["refugee"]}],
        HQ1 | {"recon4"},
    )
    assert gang_winners(result, "gang_gearheads") == [0]


def test_f4_gearheads_tied_on_tools_and_on_contested_tools_join_nobody() -> None:
    result = end_game(
        [{"hand": ["grenade", "net"]}, {"hand": ["wolf_pack", "spear"]}, {"hand": ["refugee"]}],
        HQ1,
    )
    assert gang_winners(result, "gang_gearheads") == []


# ---------------------------------------------------------------------------------------------
# Leader drafting [003:298-312], RULINGS L-16, R-9; docs/variants.md


def test_003_304_with_recon5_the_pile_holds_all_twelve_leaders_and_none_is_dealt() -> None:
    # docs/variants.md: "every leader of the game (the Swindler and the Yardmaster too with Recon
    # module 5) is shuffled into a face-down leader pile".
    game = sc.Game.new(sc.GameConfig(players=3, seed=5, modules=HQ3 | R5, variants=DRAFT))
    view = game.view(None)
    assert view.leader_pile_count == 12
    assert set(zone_kinds(game, "leaders")) == LEADERS_HQ | {"leader_swindler", "leader_yardmaster"}
    assert all(seat.leader is None for seat in view.seats)
    assert view.decision is not None
    assert view.decision.kind == "turn"


def test_003_306_one_food_draws_exactly_the_top_leader_seen_by_the_briber_alone() -> None:
    game = draft(["scavenger"])
    top = zone_kinds(game, "leaders")[0]
    act(game, 0, "hunt scavenger")
    game.apply(0, "bribe")
    pass_responses(game)
    assert game.view(0).looking == (top,)
    for seat in (1, 2, None):
        view = game.view(seat)
        assert view.leader_pile_count == 9
        assert view.seats[0].looking_count == 1
        assert view.looking == ()
    game.apply(0, f"keep {top}")
    for seat in (0, 1, 2, None):
        assert game.view(seat).seats[0].leader == top
        assert game.view(seat).leader_pile_count == 9
    assert top not in zone_kinds(game, "leaders")


def test_003_308_the_leaders_not_kept_go_to_the_bottom_and_the_rest_move_up() -> None:
    # 3 food (scavenger+spear 2, scavenger 1): the top 3 are drawn; one is kept, the other two
    # go to the bottom of the pile.
    game = draft(["scavenger", "scavenger", "spear"])
    pile = zone_kinds(game, "leaders")
    act(game, 0, "hunt scavenger+spear scavenger")
    game.apply(0, "bribe")
    pass_responses(game)
    assert sorted(game.view(0).looking) == sorted(pile[:3])
    game.apply(0, f"keep {pile[1]}")
    after = zone_kinds(game, "leaders")
    assert len(after) == 9
    assert after[:7] == pile[3:]
    assert sorted(after[7:]) == sorted([pile[0], pile[2]])
    assert game.view(0).seats[0].leader == pile[1]


def test_l16_a_swap_keeps_the_pile_size_and_the_old_leader_goes_under() -> None:
    # [003:312] a player with a leader may bribe and replace her; L-16: the old leader goes to
    # the bottom with the drafts not kept. The pile is every leader the scenario did not place.
    game = draft(["scavenger", "scavenger"], leader="leader_ranger")
    pile = zone_kinds(game, "leaders")
    assert len(pile) == 9
    assert "leader_ranger" not in pile
    act(game, 0, "hunt scavenger scavenger")
    game.apply(0, "bribe")
    pass_responses(game)
    game.apply(0, f"keep {pile[0]}")
    after = zone_kinds(game, "leaders")
    assert len(after) == 9
    assert after[:7] == pile[2:]
    assert sorted(after[7:]) == sorted([pile[1], "leader_ranger"])
    for seat in (1, 2, None):
        assert game.view(seat).seats[0].leader == pile[0]


def test_003_312_keep_none_returns_them_all_and_still_spends_the_hire() -> None:
    # "or return all such cards to the bottom of the pile" [003:312]; the bribe was the round's
    # hire [003:307] (docs/variants.md "A bribe is the round's hire").
    game = draft(["scavenger", "scavenger", "pills"])
    pile = zone_kinds(game, "leaders")
    act(game, 0, "hunt scavenger scavenger")
    game.apply(0, "bribe")
    pass_responses(game)
    game.apply(0, "keep none")
    after = zone_kinds(game, "leaders")
    assert after[:8] == pile[2:]
    assert sorted(after[8:]) == sorted(pile[:2])
    assert game.view(0).seats[0].leader is None
    assert "already" in refuse(game, 0, "hire scavenger pay pills")


def test_003_306_no_bribe_without_food_medicine_is_no_food() -> None:
    game = draft(["pills", "medkit"])
    assert "bribe" not in texts(game, 0)
    assert "food" in refuse(game, 0, "bribe")


def test_003_298_no_bribe_without_the_drafting_variant() -> None:
    seats = [
        {"hand": ["scavenger"], "leader": "leader_mentor"},
        {"hand": ["refugee"], "leader": "leader_ranger"},
        {"hand": ["refugee"], "leader": "leader_butcher"},
    ]
    game = new(seats, HQ3)
    assert game.view(None).leader_pile_count == 0
    act(game, 0, "hunt scavenger")
    refuse(game, 0, "bribe")


def test_003_308_only_a_drawn_leader_may_be_kept() -> None:
    game = draft(["scavenger", "scavenger"])
    pile = zone_kinds(game, "leaders")
    act(game, 0, "hunt scavenger scavenger")
    game.apply(0, "bribe")
    pass_responses(game)
    refuse(game, 0, f"keep {pile[5]}")
    decision = game.view(0).decision
    assert decision is not None
    assert decision.kind == "bribe"


def test_003_307_a_refused_hire_does_not_spend_the_hire_so_a_bribe_follows() -> None:
    game = draft(["scavenger", "pills"])
    act(game, 0, "hunt scavenger")
    refuse(game, 0, "hire scout pay pills")  # one food short
    assert "bribe" in texts(game, 0)
    game.apply(0, "bribe")
    pass_responses(game)
    assert game.view(0).seats[0].looking_count == 1


def test_003_307_a_free_refugee_hire_is_the_hire_so_no_bribe_follows() -> None:
    # The refugee costs no food but "a hire action must still be used" [003:267]; a bribe is a
    # hire [003:305-307].
    game = draft(["scavenger"], modules=HQ3 | R5, config={"refugees_for_hire": True})
    act(game, 0, "hunt scavenger")
    act(game, 0, "hire refugee")
    assert "already" in refuse(game, 0, "bribe")


def test_003_306_a_bribe_of_two_food_leaves_the_others_the_pile_count_and_the_number_drawn() -> None:
    # "Only you see the leaders you drew; the others see how many" (docs/variants.md).
    game = draft(["scavenger", "scavenger"])
    act(game, 0, "hunt scavenger scavenger")
    game.apply(0, "bribe")
    pass_responses(game)
    for seat in (1, 2, None):
        bribes = [e for e in game.log(seat) if e.type is sc.EventType.BRIBED]
        assert bribes
        assert all(e.cards == () for e in bribes)
        assert any(e.count == 2 for e in bribes)
        assert game.view(seat).leader_pile_count == 8
    mine = [e for e in game.log(0) if e.type is sc.EventType.BRIBED and e.cards]
    assert len(mine) == 1
    assert len(mine[0].cards) == 2


# ---------------------------------------------------------------------------------------------
# More edges: where the payment and the food come from, the stacks after a trash, the options
# together, a wounded leader replaced by a bribe


def test_000_218_h7_medicine_stored_in_a_pharmacy_pays_only_once_retrieved_to_the_hand() -> None:
    # Medicine is "played from the players hand" [000:218]; a retrieve (free, H-7) brings it there.
    seat0 = {"hand": ["refugee"], "buildings": [{"building": "pharmacy", "stored": ["pills"]}]}
    game = new([seat0, ["refugee"], ["refugee"]], HQ2)
    refuse(game, 0, "hire hunter pay pills")
    act(game, 0, "retrieve pharmacy pills")
    act(game, 0, "hire hunter pay pills")
    assert zone_counter(game, "0:discard") == Counter({"pills": 1, "hunter": 1})


def test_x8_binoculars_alone_hunt_one_food_for_a_scavenger_not_a_brawler() -> None:
    # X-8 / P-2: binoculars add hunt 1 with no holder; alone a hunt of 1 is legal (total >= 1).
    game = three(["binoculars"], frozenset({"recon1"}), config={"market": ("scavenger", "brawler", "spy")})
    act(game, 0, "hunt binoculars")
    assert game.view(0).seats[0].food == 1
    assert "brawler" not in hires(game)
    act(game, 0, "hire scavenger")
    assert zone_counter(game, "0:discard") == Counter({"binoculars": 1, "scavenger": 1})


def test_000_228_a_trashed_mercenary_goes_to_the_junkyard_not_back_to_its_stack() -> None:
    # "add them to the junkyard supply pile" [000:228]; the stack for hire is not refilled.
    game = three(["thugs", "scavenger"], market={"thugs": 2})
    act(game, 0, "trash thugs")
    assert market(game)["thugs"] == 2
    assert zone_counter(game, "junkyard")["thugs"] == 1


def test_r9_a_stack_whose_cards_are_all_on_the_table_offers_nothing() -> None:
    # All 5 thugs are placed on the table: the stack built from the rest is empty.
    game = three(["thugs", "thugs", "medkit", "medkit", "medkit"], junkyard=["thugs", "thugs", "thugs"])
    assert market(game)["thugs"] == 0
    assert "empty" in refuse(game, 0, "hire thugs pay medkit medkit medkit")


@pytest.mark.parametrize("refugees_for_hire", [False, True])
def test_v10_x30_alternate_refugees_put_all_twenty_standard_refugees_up_for_hire(refugees_for_hire: bool) -> None:
    # docs/variants.md: with alternate_refugees and Recon module 5 the refugee stack for hire is
    # the 20 standard refugees (none went into the starter decks), even at 5 players.
    config = sc.GameConfig(
        players=5,
        seed=4,
        modules=R5,
        variants=frozenset({"alternate_refugees"}),
        refugees_for_hire=refugees_for_hire,
    )
    game = sc.Game.new(config)
    stacks = market(game, None)
    assert stacks["refugee"] == 20
    assert "scouting_refugee" not in stacks


def test_f1_ed8_medicine_stored_in_a_pharmacy_counts_for_the_pharmers() -> None:
    # F-1: every card the player owns in any zone, stored cards included. Seat 0: a medkit
    # stored and a pill in hand, 3; seat 1: two pills, 2.
    seat0 = {"hand": ["pills"], "buildings": [{"building": "pharmacy", "stored": ["medkit"]}]}
    result = end_game([seat0, {"hand": ["pills", "pills"]}, {"hand": ["refugee"]}], HQ2)
    assert gang_winners(result, "gang_pharmers") == [0]


def test_f1_f5_tools_stored_in_an_armory_count_for_the_gearheads() -> None:
    seat0 = {"hand": ["net"], "buildings": [{"building": "armory", "stored": ["spear", "pickaxe"]}]}
    result = end_game([seat0, {"hand": ["net", "rifle"]}, {"hand": ["refugee"]}], HQ2)
    assert gang_winners(result, "gang_gearheads") == [0]


def test_l16_a_wounded_leader_may_be_bribed_away_and_the_new_one_is_whole() -> None:
    # Dirty Deeds: seat 1's sniper team wounds seat 0's Ranger in round 1 [000:691]. In round 2
    # seat 0 bribes with 2 food and keeps the top leader: it is face up and unwounded, and the
    # Ranger goes to the bottom of the pile (L-16).
    seat0 = {"hand": ["junk"], "deck": ["scavenger", "scavenger", "junk", "junk", "junk"], "leader": "leader_ranger"}
    game = new([seat0, ["sniper_team"], ["refugee"]], HQ3 | {"hq4"}, variants=DRAFT)
    game.apply(0, "end")
    act(game, 1, "snipe 0:leader_ranger")
    while (d := game.view(None).decision) is not None and not (d.kind == "turn" and d.seat == 0):
        game.apply(d.seat, "end" if d.kind == "turn" else "pass")
    assert game.round == 2
    assert game.view(1).seats[0].wounded
    pile = zone_kinds(game, "leaders")
    act(game, 0, "hunt scavenger scavenger")
    game.apply(0, "bribe")
    pass_responses(game)
    game.apply(0, f"keep {pile[0]}")
    for seat in (0, 1, None):
        assert game.view(seat).seats[0].leader == pile[0]
        assert not game.view(seat).seats[0].wounded
    after = zone_kinds(game, "leaders")
    assert after[:7] == pile[2:]
    assert sorted(after[7:]) == sorted([pile[1], "leader_ranger"])


# ---------------------------------------------------------------------------------------------
# Every mercenary's printed cost, exactly and one short of each currency (cards.tsv cost_food,
# cost_meds, cost_any_mix; R-13: food pays only food, meds only meds, except any-mix costs)

COSTS: dict[str, tuple[int, int]] = {  # kind: (food, meds)
    "scavenger": (1, 0),
    "brawler": (2, 0),
    "hunter": (0, 1),
    "saboteur": (1, 1),
    "scout": (2, 1),
    "group_leaders": (2, 2),
    "sniper_team": (2, 2),
    "medic": (3, 0),
    "engineer": (2, 1),
    "assassin": (0, 2),
    "courier": (1, 1),
    "drill_sergeant": (2, 1),
    "guard": (2, 0),
    "provocateur": (0, 1),
    "rogue": (0, 1),
    "tinker": (3, 0),
}
ANY_MIX = {"thugs": 6, "spy": 3, "scrappers": 4}
EVERY_BOX = frozenset({"hq1", "hq2", "recon1", "recon2", "recon3"})


def can_hire(kind: str, food: int, pills: int) -> bool:
    """Whether seat 0, with ``food`` from a hunt of that many scavengers and ``pills`` pills in
    hand, may hire ``kind`` paying every pill (a one-stack named market)."""
    other = "hunter" if kind != "hunter" else "scout"
    game = three(["scavenger"] * food + ["pills"] * pills, EVERY_BOX, config={"market": (kind, other)})
    if food:
        act(game, 0, "hunt " + " ".join(["scavenger"] * food))
        assert game.view(0).seats[0].food == food
    text = f"hire {kind}" + (" pay " + " ".join(["pills"] * pills) if pills else "")
    return text in texts(game, 0)


@pytest.mark.parametrize("kind", sorted(COSTS))
def test_r13_each_mercenary_costs_exactly_its_printed_food_and_meds(kind: str) -> None:
    food, meds = COSTS[kind]
    assert can_hire(kind, food, meds)
    if food:
        assert not can_hire(kind, food - 1, meds + 1)  # a med never stands in for a food
    if meds:
        assert not can_hire(kind, food + 1, meds - 1)  # a food never stands in for a med


@pytest.mark.parametrize("kind", sorted(ANY_MIX))
def test_000_402_r13_an_any_mix_cost_takes_food_meds_or_both_and_not_one_less(kind: str) -> None:
    total = ANY_MIX[kind]
    assert can_hire(kind, total, 0)
    assert can_hire(kind, 0, total)
    assert can_hire(kind, total - 1, 1)
    assert not can_hire(kind, total - 1, 0)
    assert not can_hire(kind, 1, total - 2)


# ---------------------------------------------------------------------------------------------
# The alternate starting hands' cards work as in Recon in a base game (docs/variants.md
# "The cards work as in Recon even when their own Recon module is not used") [003:288-296]


def alternate(variant: str, hands: list[dict[str, Any]], **scenario: Any) -> sc.Game:
    return sc.Game.new(
        sc.GameConfig(
            players=len(hands), seed=0, variants=frozenset({variant}), scenario={"players": hands, **scenario}
        )
    )


def test_003_123_a_starting_guard_cancels_a_snipe_in_the_base_game() -> None:
    # The guard "can be used to cancel any action outside of the skirmish which targets your
    # card(s)"; then it is discarded and its owner draws 1 [003:124].
    game = alternate(
        "alternate_brawlers",
        [{"hand": ["scavenger", "guard"], "deck": ["pills"]}, {"hand": ["sniper_team"]}, {"hand": ["refugee"]}],
    )
    game.apply(0, "hunt scavenger")
    game.apply(1, "snipe 0:scavenger")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.seat == 0
    game.apply(0, "cancel guard")
    while (d := game.view(None).decision) is not None and d.kind in ("respond", "save", "resume"):
        game.apply(d.seat, "continue" if d.kind == "resume" else "pass")
    assert game.view(0).seats[0].food == 1
    assert zone_counter(game, "0:hand") == Counter({"pills": 1})
    assert zone_counter(game, "0:discard") == Counter({"guard": 1, "scavenger": 1})
    assert zone_counter(game, "1:discard") == Counter({"sniper_team": 1})


def test_003_85_a_starting_scouting_refugee_adds_one_hunt_and_buys_a_brawler() -> None:
    # Scouting refugee: +1 hunt modifier (cards.tsv); scavenger 1 + 1 = 2 food = a brawler (2F).
    game = alternate(
        "alternate_refugees",
        [{"hand": ["scavenger", "scouting_refugee"]}, {"hand": ["refugee"]}, {"hand": ["refugee"]}],
    )
    act(game, 0, "hunt scavenger+scouting_refugee")
    assert game.view(0).seats[0].food == 2
    act(game, 0, "hire brawler")
    assert zone_counter(game, "0:discard")["brawler"] == 1


def test_003_181_a_starting_hardy_scavenger_returns_to_the_hand_after_a_lost_skirmish() -> None:
    # "If you send HS into the skirmish and you either lose or tie, then any HS units you sent
    # are returned to your hand at the end of the round", and you still draw 5 [003:181-182].
    game = alternate(
        "alternate_scavengers",
        [
            {"hand": ["hardy_scavenger"], "deck": ["junk"] * 5},
            {"hand": ["brawler"], "deck": ["pills"] * 5},
            {"hand": ["refugee"], "deck": ["medkit"] * 5},
        ],
        round=3,
        contested=["grenade", "wolf_pack"],
    )
    end_commits = {0: "commit hardy_scavenger", 1: "commit brawler"}
    while game.round == 3:
        d = game.view(None).decision
        assert d is not None
        if d.kind == "turn":
            game.apply(d.seat, "end")
        elif d.kind == "commit":
            game.apply(d.seat, end_commits.get(d.seat, "commit none"))
        else:
            game.apply(d.seat, "pass")
    assert zone_counter(game, "0:hand") == Counter({"hardy_scavenger": 1, "junk": 5})


# ---------------------------------------------------------------------------------------------
# A hired card is in the tribe at once (F-1: every owned card, the discard pile included)


@pytest.mark.parametrize(("kind", "people"), [("group_leaders", 2), ("sniper_team", 2), ("scout", 1)])
def test_f1_a_hired_mercenary_adds_its_people_to_the_tribe_at_once(kind: str, people: int) -> None:
    game = three(["scavenger", "scavenger", "medkit"])
    before = game.score(0)
    act(game, 0, "hunt scavenger scavenger")
    act(game, 0, f"hire {kind} pay medkit")
    after = game.score(0)
    assert after.people == before.people + people
    assert after.cards == before.cards + 1


def test_i2_i3_a_hire_whose_medic_is_sniped_is_not_made_and_the_hire_is_not_spent() -> None:
    # I-3: a hire puts its medic on the table, so a sniper may answer it. Sniped (and nobody
    # saves it), the medic is discarded [000:488]; the scout (2F+1M) can no longer be paid, so
    # the hire cannot go on, and an action that never happened spends nothing (I-2 (b)): the
    # 2 food still hire a brawler.
    game = new([["scavenger", "scavenger", "medic"], ["sniper_team"], ["refugee"]], HQ1)
    act(game, 0, "hunt scavenger scavenger")
    game.apply(0, "hire scout pay medic")
    decision = game.view(None).decision
    assert decision is not None
    assert decision.kind == "respond"
    assert decision.seat == 1
    game.apply(1, "snipe 0:medic")
    while (d := game.view(None).decision) is not None and d.kind in ("respond", "save", "resume"):
        assert "continue" not in texts(game, d.seat)
        game.apply(d.seat, "abort" if d.kind == "resume" else "pass")
    assert market(game)["scout"] == 8
    assert zone_counter(game, "0:discard") == Counter({"scavenger": 2, "medic": 1})
    assert hires(game) == {"scavenger", "brawler"}
    act(game, 0, "hire brawler")
    assert zone_counter(game, "0:discard")["brawler"] == 1


@pytest.mark.parametrize(
    ("modules", "gangs"),
    [
        (frozenset({"recon3"}), set()),
        (frozenset({"hq1", "recon3"}), {"gang_gearheads", "gang_pharmers"}),
        (HQ2, {"gang_gearheads", "gang_pharmers", "gang_masons"}),
        (R5, {"gang_humanitarians"}),
        (HQ1 | R5, {"gang_gearheads", "gang_pharmers", "gang_humanitarians"}),
    ],
)
def test_000_539_572_003_261_x32_the_gangs_beside_the_stacks_follow_the_modules(
    modules: frozenset[str], gangs: set[str]
) -> None:
    # Module 1: Gearheads and Pharmers [000:539]; module 2 adds the Masons [000:572]; Recon 5 the
    # Humanitarians [003:261]; Recon 3 brings buildings but the Masons only with HQ 2.
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=modules))
    assert set(game.view(None).gangs) == gangs


def test_003_310_a_drafted_sergeant_at_arms_protects_the_tools_at_once() -> None:
    # "All leader powers on this card are immediately in effect" [003:310]: after keeping the
    # Sergeant at Arms her tools cannot be disarmed (L-11), in the same turn.
    seed = next(
        s for s in range(300) if zone_kinds(draft(["scavenger"], seed=s), "leaders")[0] == "leader_sergeant_at_arms"
    )
    game = new([["scavenger", "brawler", "shovel"], ["saboteur"], ["refugee"]], HQ3, variants=DRAFT, seed=seed)
    assert zone_kinds(game, "leaders")[0] == "leader_sergeant_at_arms"
    control = game.clone()
    for table_, kept in ((game, "keep leader_sergeant_at_arms"), (control, "keep none")):
        act(table_, 0, "hunt scavenger")
        table_.apply(0, "bribe")
        pass_responses(table_)
        table_.apply(0, kept)
        table_.apply(0, "dig brawler+shovel")
        decision = table_.view(None).decision
        assert decision is not None
        assert decision.seat == 1
    assert "disarm 0:shovel" not in texts(game, 1)
    assert "disarm 0:shovel" in texts(control, 1)  # without him the shovel could be disarmed


@pytest.mark.parametrize("modules", [BASE, HQ1, frozenset({"recon1"})])
def test_000_107_refugees_for_hire_without_the_humanitarians_offers_no_refugees(modules: frozenset[str]) -> None:
    # "Return any additional refugee cards to the box. They will not be used in this game"
    # [000:107]; only the Humanitarians put a refugee stack up for hire [003:263]. The
    # option that offers standard refugees in place of scouting ones is refused without them.
    with pytest.raises(sc.ConfigError, match=r"refugees_for_hire.*needs recon5"):
        sc.GameConfig(players=3, seed=1, modules=modules, refugees_for_hire=True)
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=modules))
    assert "refugee" not in market(game, None)
    decision = game.view(None).decision
    assert decision is not None
    refuse(game, decision.seat, "hire refugee")


# ---------------------------------------------------------------------------------------------
# Which mercenaries the stacks come from, over many deals (X-33, V-10, X-23, X-30; [003:61,113,159])

ELIGIBLE = {
    "hq1": {"medic"},
    "hq2": {"engineer"},
    "recon1": {"spy"},
    "recon2": {"assassin", "provocateur", "rogue", "guard"},
    "recon3": {"courier", "drill_sergeant", "scrappers", "tinker", "engineer"},
    "recon4": set(),
    "recon5": set(),
}
NAMED = {"recon1": {"spy"}, "recon2": {"assassin", "provocateur", "rogue", "guard"}}
NAMED["recon3"] = {"courier", "drill_sergeant", "scrappers", "tinker"}
EXTRA_STACK = {"scouting_refugee", "refugee"}


@pytest.mark.parametrize(
    "modules",
    [
        frozenset({"recon1"}),
        frozenset({"recon2"}),
        frozenset({"recon3"}),
        frozenset({"recon4", "recon5"}),
        frozenset({"hq1", "recon2"}),
        frozenset({"hq1", "hq2", "recon1", "recon3"}),
        frozenset({"recon1", "recon2", "recon3"}),
    ],
    ids=lambda m: "+".join(sorted(m)),
)
@pytest.mark.parametrize("seed", range(4))
def test_x33_the_stacks_are_the_named_ones_then_others_of_the_boxes_in_play(modules: frozenset[str], seed: int) -> None:
    eligible = set(BASE_MERCENARIES)
    named: set[str] = set()
    for module in modules:
        eligible |= ELIGIBLE.get(module, set())
        named |= NAMED.get(module, set())
    game = sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=modules))
    kinds = [kind for kind, _ in game.view(None).market if kind not in EXTRA_STACK]
    assert len(kinds) == len(set(kinds)) == min(10, len(eligible))
    assert named <= set(kinds)
    assert set(kinds) <= eligible
    extras = {kind for kind, _ in game.view(None).market if kind in EXTRA_STACK}
    assert extras == ({"scouting_refugee"} if modules & {"recon1", "recon5"} else set())


def test_i3_a_hire_paid_with_food_alone_puts_no_card_down_and_asks_nobody() -> None:
    # I-3: a window opens for a declaration that puts cards on the table; a hire paid with the
    # hunt's food alone puts none, so even a Fanatic (any card played from a hand, [000:715])
    # and a sniper team have nothing to answer.
    seats = [
        {"hand": ["scavenger", "scavenger"], "leader": "leader_ranger"},
        {"hand": ["refugee", "refugee"], "leader": "leader_fanatic"},
        {"hand": ["sniper_team"], "leader": "leader_mentor"},
    ]
    game = new(seats, HQ3)
    act(game, 0, "hunt scavenger scavenger")
    game.apply(0, "hire brawler")
    decision = game.view(None).decision
    assert decision is not None
    assert (decision.kind, decision.seat) == ("turn", 0)
    assert zone_counter(game, "0:discard")["brawler"] == 1


@pytest.mark.parametrize("card", ["scavenger", "spear", "junk", "refugee"])
def test_r13_only_medicine_and_medics_pay_meds(card: str) -> None:
    # "Meds are provided in the form of medicine cards" [000:218] (and medics, [000:543]); a
    # tribe member, a tool or junk is no med, so a hunter (1M) cannot be paid with one.
    game = three([card, "pills"], HQ1)
    refuse(game, 0, f"hire hunter pay {card}")
    act(game, 0, "hire hunter pay pills")
