"""A card acts once a round, even when a reshuffle brings it back to the hand.

[000:254]: "once a card has been played for a given action it cannot be used for another action
during that round. During Resource Gathering, cards are discarded after use." RULINGS R-6: the
reshuffle is lazy and "the discard includes cards discarded earlier in the same turn", so a draw
that empties the deck may put a card used this round back in the hand. It stays there, unable to
act, and goes to the discard pile with "all cards already used" when the gathering turn ends
[000:160] (it is not one of the cards "not used for resource gathering" saved for the skirmish,
[000:159]). The map is the one card that lets a member act twice (RULINGS X-19, [003:273]).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scavengers as sc
from helpers import act, lively_choice, pass_windows, refused, rich_config, texts, zone_kinds

RECON = frozenset({"recon1", "recon2", "recon5"})


def new_game(
    seats: list[dict[str, Any]], modules: frozenset[str] = frozenset(), *, round: int = 1, **scenario: Any
) -> sc.Game:
    """A stacked table: each seat's zones as given, filler decks for the others."""
    players = [{"deck": ["refugee"] * 7, **seat} for seat in seats]
    contested = ["grenade", "wolf_pack", "sled_team"]
    table = {"round": round, "initiator": 0, "players": players, "contested": contested, **scenario}
    return sc.Game.new(sc.GameConfig(players=len(seats), seed=0, modules=modules, scenario=table))


def drawn_back() -> sc.Game:
    """Seat 0 hunts with her scavenger, then draws with her scout from an empty deck: the draw
    reshuffles the discard pile, which holds only the scavenger (R-6), and finds it."""
    game = new_game([{"hand": ["scavenger", "scout", "pickaxe"], "deck": []}, {}, {}])
    act(game, 0, "hunt scavenger")
    act(game, 0, "draw scout")
    assert Counter(game.view(0).hand) == Counter({"scavenger": 1, "pickaxe": 1})
    return game


def test_a_card_drawn_back_after_a_reshuffle_cannot_act_again_that_round_000_254() -> None:
    game = drawn_back()
    legal = texts(game, 0)
    assert not [a for a in legal if "scavenger" in a and not a.startswith("hire")], legal
    assert refused(game, 0, "dig scavenger")
    assert refused(game, 0, "dig scavenger+pickaxe")
    assert refused(game, 0, "trash scavenger")


def test_the_refusal_says_the_card_already_acted_this_round() -> None:
    game = drawn_back()
    with pytest.raises(sc.IllegalAction, match=r"1 scavenger in the hand already acted this round"):
        game.apply(0, "dig scavenger")
    assert Counter(game.view(0).hand) == Counter({"scavenger": 1, "pickaxe": 1})  # nothing changed


def test_the_view_tells_its_owner_alone_which_hand_cards_already_acted() -> None:
    game = drawn_back()
    assert game.view(0).spent == ("scavenger",)
    assert game.view(1).spent == ()
    assert game.view(None).spent == ()
    assert game.view(1).seats[0].hand_count == 2  # it is still in her hand


def test_a_used_card_drawn_back_goes_to_the_discard_pile_when_the_turn_ends_000_160() -> None:
    game = drawn_back()
    act(game, 0, "end")
    assert game.view(0).hand == ("pickaxe",)  # round 1: unused cards stay in hand
    assert zone_kinds(game, "0:discard").count("scavenger") == 1
    assert game.view(0).spent == ()


def test_a_used_card_drawn_back_is_not_saved_for_the_skirmish_000_159() -> None:
    game = new_game([{"hand": ["scavenger", "scout", "brawler"], "deck": []}, {}, {}], round=3)
    act(game, 0, "hunt scavenger")
    act(game, 0, "draw scout")
    act(game, 0, "end")
    assert all("scavenger" not in a for a in texts(game, 0)), texts(game, 0)
    assert "commit brawler" in texts(game, 0)
    assert zone_kinds(game, "0:discard").count("scavenger") == 1


def test_a_card_of_an_earlier_round_found_by_the_reshuffle_acts_normally() -> None:
    """Only cards used this round are spent: a scavenger discarded in an earlier round and
    drawn by the reshuffle may dig."""
    game = new_game([{"hand": ["scout"], "deck": [], "discard": ["scavenger"]}, {}, {}])
    act(game, 0, "draw scout")
    assert game.view(0).hand == ("scavenger",)
    assert game.view(0).spent == ()
    assert "dig scavenger" in texts(game, 0)


def test_another_copy_of_the_same_kind_that_did_not_act_may_still_act() -> None:
    """Two scavengers in hand, one hunts; the draw brings it back: one scavenger may still dig."""
    game = new_game([{"hand": ["scavenger", "scavenger", "scout"], "deck": []}, {}, {}])
    act(game, 0, "hunt scavenger")
    act(game, 0, "draw scout")
    assert Counter(game.view(0).hand) == Counter({"scavenger": 2})
    assert game.view(0).spent == ("scavenger",)
    assert "dig scavenger" in texts(game, 0)
    assert refused(game, 0, "dig scavenger+scavenger")
    act(game, 0, "dig scavenger")
    pass_windows(game)
    assert "dig" in {str(v) for v in game.view(0).seats[0].used}


def test_the_next_round_the_card_acts_again() -> None:
    game = drawn_back()
    act(game, 0, "end")
    while game.round == 1:
        seat = game.to_act[0]
        game.apply(seat, "end" if "end" in texts(game, seat) else texts(game, seat)[0])
    assert game.view(0).spent == ()


def test_a_spy_drawn_back_by_its_own_draw_cannot_spy_again_000_254_003_068() -> None:
    """[003:68] the spy is discarded and its owner draws 1; with an empty deck the draw
    reshuffles the discard pile, where the spy lies (R-6): it comes back, spent."""
    game = new_game([{"hand": ["spy"], "deck": []}, {"hand": ["brawler"]}, {}], RECON, round=2)
    act(game, 0, "spy 1:hand")
    pass_windows(game)
    assert game.view(0).hand == ("spy",)
    assert game.view(0).spent == ("spy",)
    assert not [a for a in texts(game, 0) if a.startswith("spy")], texts(game, 0)


def test_a_map_lets_its_member_act_in_another_action_x19() -> None:
    """RULINGS X-19, [003:273]: the map is the exception: the member it takes back may take
    part in a different action this round."""
    game = new_game([{"hand": ["scavenger", "map"], "deck": ["junk"] * 3}, {}, {}], RECON)
    act(game, 0, "hunt scavenger")
    act(game, 0, "map scavenger")
    pass_windows(game)
    assert game.view(0).spent == ()
    assert "dig scavenger" in texts(game, 0)


EVERY_MODULE = frozenset({"hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"})
NOT_FROM_HAND = frozenset({sc.Verb.RETRIEVE, sc.Verb.YARD})
"""Turn actions whose cards are not the hand's: stored cards, the Yardmaster's junkyard cards."""


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=2, max_value=5), st.integers(min_value=0, max_value=2**32 - 1))
def test_no_listed_turn_action_uses_a_card_that_already_acted_this_round(players: int, seed: int) -> None:
    """In random games with every module (stacked with the cards of the rarer rules), every
    action listed on a gathering turn uses only hand cards that may still act, and no spent
    card is left in a hand once its owner's turn is over."""
    game = sc.Game.new(rich_config(players, seed, EVERY_MODULE))
    rng = random.Random(seed)
    while not game.over:
        seat = game.to_act[0]
        view = game.view(seat)
        legal = game.legal_actions(seat)
        assert not Counter(view.spent) - Counter(view.hand)
        if view.decision is not None and view.decision.kind == "turn":
            usable = Counter(view.hand) - Counter(view.spent)
            for action in legal:
                assert action.verb in NOT_FROM_HAND or not Counter(action.cards) - usable, (action, view.spent)
        elif view.decision is not None and view.decision.kind == "commit":
            assert view.spent == ()
        game.apply(seat, lively_choice(rng, legal))


def test_the_terminal_tells_the_player_which_hand_cards_already_acted() -> None:
    from rich.console import Console

    from scavengers.tui.render import secrets_panel

    console = Console(width=120, color_system=None)
    with console.capture() as mine:
        console.print(secrets_panel(drawn_back().view(0)))
    assert "Used this round, drawn again after a reshuffle: Scavenger" in mine.get()
    with console.capture() as theirs:
        console.print(secrets_panel(drawn_back().view(1)))
    assert "Used this round" not in theirs.get()


def test_ending_a_turn_that_discards_a_drawn_back_card_cannot_be_taken_back() -> None:
    """The spent card goes face up to the discard pile when the turn ends: the others saw it,
    so the terminal's undo may not take that back (nor put the card back in a hidden hand)."""
    from scavengers.tui.session import reveals_something

    game = new_game([{"hand": ["scavenger", "scout", "brawler"], "deck": []}, {}, {}], round=3)
    act(game, 0, "hunt scavenger")
    act(game, 0, "draw scout")
    assert reveals_something(game.apply(0, "end"), 0)
