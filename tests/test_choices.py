"""Choices of cards: one frame for keeping, choosing a leader and committing, and choosing an
action's cards one at a time when a hand is too large to list every set (DESIGN.md: legal
actions of any decision, any hand size, stay short)."""

from __future__ import annotations

import pytest

import scavengers as sc
from helpers import act, table, texts, zone_counter, zone_kinds

BIG_HAND = [
    "scavenger", "scavenger", "scavenger", "brawler", "brawler", "refugee", "refugee", "refugee",
    "shovel", "pickaxe", "spear", "net", "junk", "junk", "pills", "medkit", "scout", "hunter",
    "group_leaders", "sniper_team",
]  # fmt: skip
"""Twenty cards of fourteen kinds: every subset would be tens of thousands of actions."""


def big(round_number: int = 1) -> sc.Game:
    return table(3, round=round_number, players=[{"hand": BIG_HAND}], junkyard=["net", "junk", "spear"])


def test_a_twenty_card_hand_lists_a_short_turn() -> None:
    game = big()
    legal = texts(game, 0)
    assert len(legal) < 600
    for verb in ("trash", "dig"):
        assert f"choose {verb}" in legal
    assert not any(t.startswith("trash ") for t in legal)
    # Few cards draw (three scavengers and a scout): those sets are still listed whole.
    assert "hunt hunter+spear" in legal or "choose hunt" in legal
    assert "draw scavenger scout" in legal


def test_a_whole_set_is_still_accepted_as_notation_in_a_large_hand() -> None:
    game = big()
    act(game, 0, "dig scavenger+shovel brawler+pickaxe")
    assert game.view(0).looking  # the dig happened: 1+2 + 1+2 = 6 > 3 cards in the junkyard
    game.apply(0, "keep net")
    game.apply(0, "trash junk junk")
    assert zone_counter(game, "junkyard")["junk"] >= 2
    assert "trash" in game.view(0).seats[0].used


def test_cards_chosen_one_at_a_time_make_the_same_action() -> None:
    game = big()
    game.apply(0, "choose dig")
    decision = game.view(0).decision
    assert decision == sc.Decision("choose", 0, None, "dig")
    assert "done" not in texts(game, 0)  # nothing picked yet: no dig of 0
    game.apply(0, "pick scavenger")
    game.apply(0, "pick shovel")
    assert game.view(0).chosen == ("scavenger", "shovel")
    assert game.view(1).chosen == ()  # what is being picked is the chooser's secret
    assert len(texts(game, 0)) <= len(set(BIG_HAND)) + 2
    events = game.apply(0, "done")
    assert any(e.type is sc.EventType.DECLARED and e.cards == ("scavenger", "shovel") for e in events)
    # Nobody else holds a card, so nobody may respond: the dig resolves at once.
    assert game.view(0).decision == sc.Decision("keep", 0)
    assert len(game.view(0).looking) == 3  # scavenger 1 + shovel 2, all three junkyard cards
    assert "dig" in game.view(0).seats[0].used


def test_a_choice_made_one_at_a_time_can_be_abandoned() -> None:
    game = big()
    before = game.view(0)
    game.apply(0, "choose trash")
    game.apply(0, "pick junk")
    game.apply(0, "abort")
    assert game.view(0) == before


def test_an_invalid_set_cannot_be_finished() -> None:
    game = big()
    game.apply(0, "choose dig")
    game.apply(0, "pick shovel")
    assert "done" not in texts(game, 0)  # a tool without a holder digs nothing [000:188]
    with pytest.raises(sc.IllegalAction, match="valid set"):
        game.apply(0, "done")


def test_a_dig_chosen_card_by_card_offers_no_tool_without_a_person_left_to_hold_it() -> None:
    # [000:188-189]: each tool needs its own person with the base ability. With two diggers in
    # hand, two tools picked fill both: a third tool could never be part of a dig, so it is
    # not offered (a pick is offered only if a valid set can still be made).
    hand = ["scavenger", "refugee", "shovel", "shovel", "pickaxe", "pickaxe", "multitool", "cargo_sled"]
    hand += ["toolkit", "group_leaders", "junk"]
    game = table(3, players=[{"hand": hand}], junkyard=["net", "junk", "spear"])
    game.apply(0, "choose dig")
    game.apply(0, "pick shovel")
    game.apply(0, "pick pickaxe")
    assert texts(game, 0) == ["pick group_leaders", "pick refugee", "pick scavenger", "abort"]
    game.apply(0, "pick refugee")
    game.apply(0, "pick scavenger")
    assert texts(game, 0) == ["done", "pick group_leaders", "abort"]


def test_no_dig_is_offered_card_by_card_when_no_set_of_the_hand_can_dig() -> None:
    # [000:188]: tools and modifiers need a person with the base ability, and no card of this
    # hand digs by itself: however many of its sets there are, none is a dig.
    hand = ["shovel", "shovel", "pickaxe", "pickaxe", "multitool", "multitool", "cargo_sled", "toolkit"]
    hand += ["group_leaders", "scouting_refugee", "hunter", "junk"]
    game = table(3, players=[{"hand": hand}], junkyard=["net", "junk", "spear"])
    legal = texts(game, 0)
    assert "choose trash" in legal
    assert not any(t.startswith(("dig", "choose dig")) for t in legal)


def test_committing_a_twenty_card_hand_is_one_action() -> None:
    game = big(round_number=3)
    game.apply(0, "end")
    assert game.view(0).decision == sc.Decision("commit", 0)
    assert len(game.legal_actions(0)) <= len(set(BIG_HAND)) + 1
    game.apply(0, "commit " + " ".join(BIG_HAND))
    assert game.view(None).seats[0].committed_count == 20
    assert zone_kinds(game, "0:discard") == []


def test_a_normal_hand_still_lists_every_set() -> None:
    game = table(3, round=3, players=[{"hand": ["brawler", "spear", "refugee", "pills", "junk"]}])
    game.apply(0, "end")
    assert len(game.legal_actions(0)) == 2**5
    assert "commit brawler spear" in texts(game, 0)


def test_a_scrappers_dig_chosen_card_by_card_may_take_the_bottom_of_the_junkyard_ruling_x15() -> None:
    # [003:190-192]: a dig with scrappers may draw its cards from the bottom of the junkyard;
    # a hand too large to list its digs chooses them card by card, and keeps that choice.
    hand = [*BIG_HAND[:-1], "scrappers"]
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=frozenset({"recon3"}),
            scenario={"players": [{"hand": hand}], "junkyard": ["net", "junk", "spear", "pills", "medkit"]},
        )
    )
    assert "choose dig" in texts(game, 0)
    game.apply(0, "choose dig")
    game.apply(0, "pick scavenger")
    assert "done bottom" not in texts(game, 0)  # no scrappers chosen: the top only
    game.apply(0, "pick scrappers")
    assert "done bottom" in texts(game, 0)
    game.apply(0, "done bottom")
    looking = game.view(0).looking
    assert "medkit" in looking  # the bottom card (piles are listed top first)
    assert "net" not in looking  # the top card stays: the dig came from the bottom


def test_a_whole_dig_from_the_bottom_needs_scrappers_in_a_large_hand_too() -> None:
    game = big()
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "dig bottom scavenger+shovel")
    assert game.view(0).decision == sc.Decision("turn", 0)
