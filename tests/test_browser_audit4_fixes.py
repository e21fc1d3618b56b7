"""Fixes from the fourth browser audit (single player and hotseat) that live in the shared words
and the server: each checked through the function the page's text comes from, or over HTTP."""

from __future__ import annotations

import scavengers as sc
from scavengers.engine import Event, EventType
from scavengers.text import describe, result_reason, skirmish_events


def test_a_2_player_tie_against_no_force_is_told_as_the_win_by_2_rule_not_as_a_people_tie() -> None:
    # The audit: "Ann: fight 1, 3 people." then "Deadlock ... (tied on fight and on people)" when
    # the other tribe committed nothing; people do not count with 2 players (RULINGS V-2).
    for force, fight in (("scavenger refugee refugee", "1"), ("refugee refugee", "no fight")):
        scenario = {
            "round": 3,
            "initiator": 0,
            "contested": ["grenade", "net"],
            "players": [{"hand": ["scavenger", "refugee", "refugee"]}, {"hand": ["brawler"]}],
        }
        game = sc.Game.new(sc.GameConfig(players=2, seed=0, scenario=scenario))
        for seat, text in ((0, "end"), (0, f"commit {force}"), (1, "end"), (1, "commit none")):
            game.apply(seat, text)
        reason = result_reason(skirmish_events(game.log(None), 3), 2)
        assert reason == f"{fight} vs no force: not 2 more, a tie; 2 players must win by 2"


def test_a_leaders_ability_names_its_cards_and_seats_in_words_on_every_front_end() -> None:
    # The audit: "Seat 2 (random)'s The Cannibal: removes a hardy_scavenger from play for 3 food."
    # The words come from text.describe, which the terminal's log and the page's both use.
    cannibal = Event(
        EventType.LEADER_USED, 4, 2, ("leader_cannibal",), text="removes a hardy_scavenger from play for 3 food"
    )
    assert (
        describe(cannibal, ["Ann", "Bob", "Cy"]) == "Cy's The Cannibal: removes a Hardy Scavenger from play for 3 food."
    )
    fanatic = Event(
        EventType.LEADER_USED, 4, 1, ("leader_fanatic",), text="sacrifices a refugee to discard seat 0's spear"
    )
    assert describe(fanatic, ["Ann", "Bob"]) == "Bob's The Fanatic: sacrifices a refugee to discard Ann's Spear."
