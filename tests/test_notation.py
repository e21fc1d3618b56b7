"""Action notation (DESIGN.md): reading, writing, and refusing malformed text."""

from __future__ import annotations

import pytest

import scavengers as sc
from scavengers.engine.core.actions import Verb, parse_notation


@pytest.mark.parametrize(
    "text",
    [
        "dig brawler+shovel refugee",
        "draw scout",
        "hunt scavenger+spear",
        "hire scout pay medkit",
        "hire scavenger",
        "hire thugs pay medkit medkit pills",
        "trash junk junk",
        "keep net",
        "keep none",
        "commit brawler pills refugee",
        "commit none",
        "snipe 2:brawler",
        "disarm 1:spear",
        "pass",
        "continue",
        "abort",
        "end",
    ],
)
def test_canonical_notation_round_trips(text: str) -> None:
    action = parse_notation(text)
    assert str(action) == text
    assert parse_notation(str(action)) == action


def test_groups_are_a_way_of_writing_the_same_cards() -> None:
    a = parse_notation("dig refugee+shovel brawler")
    b = parse_notation("dig brawler+shovel refugee")
    assert a == b
    assert a.cards == ("brawler", "refugee", "shovel")


def test_group_leaders_stack_on_one_person() -> None:
    action = parse_notation("hunt refugee+group_leaders+group_leaders")
    assert action.verb is Verb.HUNT
    assert action.cards.count("group_leaders") == 2


@pytest.mark.parametrize(
    ("text", "error", "message"),
    [
        ("", sc.InvalidAction, "empty"),
        ("fly away", sc.InvalidAction, "unknown verb 'fly'"),
        ("dig", sc.InvalidAction, "needs at least one card"),
        ("dig dragon", sc.InvalidAction, "unknown card kind 'dragon'"),
        ("snipe brawler", sc.InvalidAction, "SEAT:KIND"),
        ("snipe x:brawler", sc.InvalidAction, "not a number"),
        ("hire scout medkit", sc.InvalidAction, "pay"),
        ("save medic medic", sc.InvalidAction, "one card"),
        ("pass now", sc.InvalidAction, "no arguments"),
        ("dig refugee+shovel+pickaxe brawler", sc.IllegalAction, "only one tool"),
        ("dig shovel refugee", sc.IllegalAction, "one person with the base dig"),
        ("dig brawler+scavenger", sc.IllegalAction, "one person with the base dig"),
    ],
)
def test_malformed_notation_is_refused_with_the_reason(text: str, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        parse_notation(text)


def test_parse_action_names_seat_and_phase() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    with pytest.raises(sc.InvalidAction, match=r"seat 2 \(round 1, gathering phase\)"):
        sc.parse_action(game, 2, "dig dragon")


def test_every_legal_action_round_trips_through_notation() -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=3))
    seat = game.to_act[0]
    for action in game.legal_actions(seat):
        assert sc.parse_action(game, seat, str(action)) == action


@pytest.mark.parametrize(
    ("text", "zone", "meant"),
    [
        ("spy 1:hand binoculars", "1:hand", "spy binoculars 1:hand"),
        ("spy 2:deck@2,3 binoculars", "2:deck@2,3", "spy binoculars 2:deck@2,3"),
        ("spy leaders binoculars", "leaders", "spy binoculars leaders"),
        ("spy 1:stored-bunker-2 scout", "1:stored-bunker-2", None),
        ("spy 1:hand 2:deck", "1:hand", None),
    ],
)
def test_a_spy_zone_written_before_other_words_is_told_to_come_last(text: str, zone: str, meant: str | None) -> None:
    # The spy's notation puts its zone last, after any binoculars ("spy [binoculars...] SEAT:ZONE"):
    # a zone written first was read as a card and refused as "unknown card kind '1:hand'".
    with pytest.raises(sc.InvalidAction, match=f"the zone '{zone}' in '{text}' comes last") as refused:
        parse_notation(text)
    assert "unknown card kind" not in str(refused.value)
    if meant is not None:  # the same words in the notation's order read as the spy they meant
        assert str(parse_notation(meant)) == meant
