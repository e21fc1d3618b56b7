"""``View.lone_pass``: whether everyone can tell that the seat asked in a reaction window can
only pass. Being asked is public (RULINGS I-1: every other player in turn), and so must be
whether a front end passes for a seat without asking it: a front end that passed only for the
seats holding no answer would tell the table who holds one. So the flag is worked out from
public facts alone (where every copy of each answering card lies face up, whose leader or
building answers), it is the same in every view, and when it is set the seat truly has
nothing but ``pass``."""

from __future__ import annotations

import random

import pytest

import scavengers as sc
from helpers import lively_choice, rich_config, table
from test_rules_hq3 import led


def lone_in_every_view(game: sc.Game) -> bool:
    """The flag as every seat and a spectator see it: they must agree (it is public)."""
    shown = {game.view(seat).lone_pass for seat in (None, *range(game.config.players))}
    assert len(shown) == 1, shown
    (lone,) = shown
    return lone


def asked_around(game: sc.Game, declaration: str) -> list[tuple[int, bool]]:
    """Seat 0 declares; each seat asked in turn, with the flag, passes."""
    game.apply(0, declaration)
    asked = []
    while (decision := game.view(None).decision) is not None and decision.kind == "respond":
        seat = decision.seat
        asked.append((seat, lone_in_every_view(game)))
        game.apply(seat, "pass")
    return asked


def test_while_every_sniper_and_saboteur_lies_in_the_market_no_asked_seat_can_answer_ruling_i1() -> None:
    # RULINGS I-1: every other player is asked, clockwise from the declarer's left. Only a
    # sniper team or a saboteur answers a hunt in the base game, and every one of them is
    # still in its market stack for everyone to count: nobody can hold one.
    game = table(
        3,
        round=1,
        initiator=0,
        players=[{"hand": ["scavenger", "spear"]}, {"hand": ["brawler"]}, {"hand": ["refugee"]}],
    )
    game.apply(0, "hunt scavenger+spear")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "hunt")
    assert lone_in_every_view(game)
    assert [str(a) for a in game.legal_actions(1)] == ["pass"]
    game.apply(1, "pass")
    assert game.to_act == (2,)  # a seat with cards is asked even so: the window is the engine's
    assert lone_in_every_view(game)


def test_a_sniper_team_out_of_sight_anywhere_makes_every_asked_seat_decide_ruling_i1() -> None:
    # Twin tables: the same public facts (one sniper team gone from the market), the sniper
    # team in seat 1's hand or seat 2's deck. Both seats are asked as real decisions in both:
    # whose hand it is in changes nothing anyone can see.
    hunter = {"hand": ["scavenger", "spear"]}
    seat_1_holds = [hunter, {"hand": ["sniper_team"]}, {"hand": ["refugee"], "deck": ["refugee"]}]
    seat_2_holds = [hunter, {"hand": ["refugee"]}, {"hand": ["refugee"], "deck": ["sniper_team"]}]
    asked = [
        asked_around(table(3, round=1, initiator=0, market={"sniper_team": 4}, players=players), "hunt scavenger+spear")
        for players in (seat_1_holds, seat_2_holds)
    ]
    assert asked[0] == asked[1] == [(1, False), (2, False)]


def test_a_sniper_team_face_up_on_a_discard_pile_answers_nothing_ruling_r16() -> None:
    # RULINGS R-16: the discard pile is face up; a card there cannot be played.
    game = table(
        3,
        round=1,
        initiator=0,
        market={"sniper_team": 4},
        players=[
            {"hand": ["scavenger", "spear"]},
            {"hand": ["brawler"], "discard": ["sniper_team"]},
            {"hand": ["refugee"]},
        ],
    )
    assert "sniper_team" in game.view(2).seats[1].discard
    assert asked_around(game, "hunt scavenger+spear") == [(1, True), (2, True)]


@pytest.mark.parametrize("hand", [["refugee"], ["brawler"]])
def test_a_ready_fanatic_is_a_real_decision_whatever_its_owner_holds_ruling_l7(hand: list[str]) -> None:
    # RULINGS L-7: the Fanatic sacrifices a refugee from its owner's hand to strike. Whether
    # she holds one is hidden, so her window is a real decision even when she has none.
    game = led(
        "leader_fanatic", [], players=[{"hand": ["scavenger", "spear"]}, {"hand": hand, "leader": "leader_fanatic"}]
    )
    game.apply(0, "hunt scavenger+spear")
    assert game.to_act == (1,)
    assert not lone_in_every_view(game)
    assert (len(game.legal_actions(1)) == 1) == (hand == ["brawler"])


@pytest.mark.slow
@pytest.mark.parametrize("stacked", [False, True])
@pytest.mark.parametrize("modules", ["", "hq1,hq2,hq3,hq4", "recon1,recon2,recon3,recon4,recon5"])
def test_every_view_agrees_on_a_lone_pass_and_the_seat_then_has_nothing_else(modules: str, stacked: bool) -> None:
    mods = frozenset(m for m in modules.split(",") if m)
    for seed in range(2):
        config = rich_config(3, seed, mods) if stacked else sc.GameConfig(players=3, seed=seed, modules=mods)
        game = sc.Game.new(config)
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            if lone_in_every_view(game):
                assert [str(a) for a in legal] == ["pass"]
            game.apply(seat, lively_choice(rng, legal))
