"""Fixes from the fourth browser audit (single player and hotseat) that live in the shared words
and the server: each checked through the function the page's text comes from, or over HTTP."""

from __future__ import annotations

import scavengers as sc
from scavengers.text import result_reason, skirmish_events


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
