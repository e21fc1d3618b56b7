"""Recon module 5, the Kitchen Sink: the Humanitarians, the refugee stack for hire, the map,
the Swindler and the Yardmaster [003:257-286]; RULINGS F-8, X-19, X-25, X-30, X-31, L-14,
L-15, ED-20, X-34."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import scavengers as sc
from helpers import pass_windows, texts, zone_kinds
from scavengers.engine.core.config import PLAYABLE_MODULES

RECON5 = frozenset({"recon5"})
LEADERS = frozenset({"recon5", "hq1", "hq2", "hq3"})
QUIET = ["leader_butcher", "leader_cannibal"]


def recon_table(seats: int = 3, modules: frozenset[str] = RECON5, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario=scenario))


def led(leader: str, hand: list[str], **scenario: object) -> sc.Game:
    """Seat 0 leads with ``leader``; the two other seats hold quiet leaders."""
    players = [{"hand": hand, "leader": leader}, {"leader": QUIET[0]}, {"leader": QUIET[1]}]
    return sc.Game.new(sc.GameConfig(players=3, seed=0, modules=LEADERS, scenario={"players": players, **scenario}))


def play_out(game: sc.Game) -> None:
    """Everyone ends, commits nothing and passes until the game is over."""
    while not game.over:
        decision = game.view(None).decision
        assert decision is not None
        answer = {"turn": "end", "commit": "commit none"}.get(decision.kind, "pass")
        game.apply(decision.seat, answer)


# -- setup ---------------------------------------------------------------------------------


def test_module_5_is_playable() -> None:
    assert "recon5" in PLAYABLE_MODULES


def test_setup_adds_the_maps_the_humanitarians_and_the_scouting_refugees_for_hire_ruling_x30_x31() -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=2, modules=frozenset({"recon5", "hq1", "hq2"})))
    market = dict(game.view(None).market)
    assert "scouting_refugee" in market  # an extra stack besides the 10
    assert len(market) == 11
    assert market["scouting_refugee"] == 20
    assert Counter(zone_kinds(game, "junkyard"))["map"] == 4  # every map in the box
    assert "gang_humanitarians" in zone_kinds(game, "gangs")


@pytest.mark.parametrize("players", [3, 5])
def test_with_scouting_refugees_in_every_deck_the_20_standard_refugees_are_for_hire_rulings_v10_x30(
    players: int,
) -> None:
    # [003:263]: the Humanitarians bring "a full stack of 20 refugee cards" for hire; "either
    # refugee stack will work" [003:267]. With the alternate starting hands the scouting
    # refugees start in every deck and are not for hire [003:296] (RULINGS V-10), so the stack
    # is the standard refugees, hired with a hire action but no food.
    config = sc.GameConfig(players=players, seed=4, modules=RECON5, variants=frozenset({"alternate_refugees"}))
    game = sc.Game.new(config)
    market = dict(game.view(None).market)
    assert market["refugee"] == 20
    assert "scouting_refugee" not in market
    for seat in range(players):
        owned = Counter(card.kind for zone in ("deck", "hand") for card in game.zones()[f"{seat}:{zone}"])
        assert (owned["scouting_refugee"], owned["refugee"]) == (4, 0)
    seat = game.to_act[0]
    assert game.view(seat).seats[seat].food == 0
    game.apply(seat, "hire refugee")
    assert "refugee" in zone_kinds(game, f"{seat}:discard")
    assert dict(game.view(None).market)["refugee"] == 19


def test_the_recon_leaders_join_the_leader_deal_with_module_5() -> None:
    seen: set[str] = set()
    for seed in range(8):
        game = sc.Game.new(sc.GameConfig(players=5, seed=seed, modules=LEADERS))
        seen.update(card.kind for cards in game.zones().values() for card in cards if card.kind.startswith("leader_"))
    assert {"leader_swindler", "leader_yardmaster"} <= seen
    game = sc.Game.new(sc.GameConfig(players=5, seed=0, modules=frozenset({"hq1", "hq2", "hq3"})))
    kinds = {card.kind for cards in game.zones().values() for card in cards}
    assert "leader_swindler" not in kinds


# -- the Humanitarians ---------------------------------------------------------------------


def test_the_humanitarians_join_the_tribe_with_most_refugee_titled_cards_ruling_f8() -> None:
    game = recon_table(
        round=3,
        players=[{"hand": ["refugee", "scouting_refugee", "brawler"]}, {"hand": ["refugee", "thugs"]}, {}],
        contested=["grenade"],
    )
    play_out(game)
    assert game.result is not None
    assert game.result.scores[0].gangs == ("gang_humanitarians",)
    assert game.result.scores[1].gangs == ()


def test_the_humanitarians_have_no_tie_break_a_tie_awards_nobody_ruling_f8() -> None:
    game = recon_table(
        round=3,
        players=[{"hand": ["refugee", "brawler"]}, {"hand": ["scouting_refugee", "thugs"]}, {}],
        contested=["grenade"],
    )
    play_out(game)
    assert game.result is not None
    assert all(score.gangs == () for score in game.result.scores)
    assert any(e.type is sc.EventType.GANG_STAYED_AWAY for e in game.log(None))


# -- the map -------------------------------------------------------------------------------


def test_a_map_returns_a_tribe_member_just_used_for_another_action_ruling_x19() -> None:
    # [003:271]: "a map helps this tribe member get to the junkyard AND the hunting grounds".
    game = recon_table(players=[{"hand": ["scavenger", "shovel", "map"]}, {}, {}], junkyard=["junk", "net"])
    assert not any(a.verb is sc.Verb.MAP for a in game.legal_actions(0))  # nothing used yet
    game.apply(0, "dig scavenger+shovel")
    pass_windows(game)
    game.apply(0, "keep net")
    assert "map scavenger" in texts(game, 0)
    assert "map shovel" not in texts(game, 0)  # a tribe member, not its tool
    game.apply(0, "map scavenger")
    assert Counter(game.view(0).hand) == Counter(["scavenger"])
    assert "shovel" in zone_kinds(game, "0:discard")
    assert "map" in zone_kinds(game, "0:discard")
    legal = texts(game, 0)
    assert not any(a.startswith("dig") for a in legal)  # no action twice a round
    assert "hunt scavenger" in legal
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert game.view(0).seats[0].food == 1
    assert any(e.type is sc.EventType.MAPPED for e in game.log(1))  # public


def test_a_map_is_played_right_after_the_action_not_later_ruling_x19() -> None:
    game = recon_table(players=[{"hand": ["scavenger", "map", "junk"]}, {}, {}], junkyard=["junk", "net"])
    game.apply(0, "dig scavenger")
    pass_windows(game)
    game.apply(0, "keep none")
    game.apply(0, "trash junk")
    assert not any(a.verb is sc.Verb.MAP for a in game.legal_actions(0))


def test_a_map_cannot_bring_back_a_spy_that_spied_ruling_x25() -> None:
    game = recon_table(
        modules=frozenset({"recon1", "recon5"}),
        players=[{"hand": ["spy", "map"], "deck": ["net"]}, {"hand": ["brawler"]}, {}],
    )
    game.apply(0, "spy 1:hand")
    pass_windows(game)
    assert "spy" in zone_kinds(game, "0:discard")
    assert not any(a.verb is sc.Verb.MAP for a in game.legal_actions(0))


# -- the Swindler --------------------------------------------------------------------------


def test_the_swindler_discards_a_refugee_for_a_hire_1_food_cheaper_ruling_l14() -> None:
    game = led("leader_swindler", ["refugee", "scavenger"], market={"brawler": 2})
    game.apply(0, "hunt scavenger")
    pass_windows(game)
    assert "hire brawler" not in texts(game, 0)  # 2 food, 1 hunted
    assert "lead refugee" in texts(game, 0)
    game.apply(0, "lead refugee")
    assert "refugee" in zone_kinds(game, "0:discard")
    assert "hire brawler" in texts(game, 0)
    assert not any(a.verb is sc.Verb.LEAD for a in game.legal_actions(0))  # once per turn


def test_the_swindler_discards_2_refugees_for_a_hire_1_med_cheaper_ruling_l14() -> None:
    game = led("leader_swindler", ["refugee", "scouting_refugee", "hunter"], market={"scout": 2})
    game.apply(0, "hunt hunter")
    pass_windows(game)
    assert "hire scout" not in texts(game, 0)  # 2 food and 1 med
    assert "lead refugee scouting_refugee" in texts(game, 0)  # any refugee-titled cards (L-1)
    game.apply(0, "lead refugee scouting_refugee")
    assert "hire scout" in texts(game, 0)
    game.apply(0, "hire scout")
    assert "scout" in zone_kinds(game, "0:discard")


# -- the Yardmaster ------------------------------------------------------------------------


def test_the_yardmaster_peeks_at_the_top_2_and_puts_them_at_the_bottom_in_order_ruling_l15_x34() -> None:
    game = led("leader_yardmaster", ["scavenger"], junkyard=["net", "junk", "pills"])
    assert "yard" in texts(game, 0)
    game.apply(0, "yard")
    # Nothing cancels it: no window, she decides at once where the cards go (L-15).
    assert game.view(None).decision == sc.Decision("place", 0)
    assert texts(game, 0) == ["yard top", "yard bottom"]
    seen = [k for k in game.view(0).knowledge if k.zone == "junkyard"]
    assert seen
    assert list(seen[0].cards) == ["net", "junk"]
    assert not game.view(1).knowledge  # which cards: hers alone
    game.apply(0, "yard bottom")
    assert zone_kinds(game, "junkyard") == ["pills", "net", "junk"]
    placed = [e for e in game.log(1) if e.type is sc.EventType.YARD_PEEKED]
    assert [e.text for e in placed] == ["bottom"]  # where they went: public
    assert "yard" not in texts(game, 0)  # once per round


def test_the_yardmaster_may_be_used_at_any_decision_of_its_owner_ruling_ed20() -> None:
    game = led("leader_yardmaster", ["scavenger"], junkyard=["net", "junk", "pills"])
    game.apply(0, "dig scavenger")
    pass_windows(game)
    assert game.view(None).decision == sc.Decision("keep", 0)
    assert "yard" in texts(game, 0)  # in a follow-up choice too
    game.apply(0, "yard")
    game.apply(0, "yard top")
    assert game.view(None).decision == sc.Decision("keep", 0)  # back to the keep
    assert zone_kinds(game, "junkyard") == ["junk", "pills"]
    assert "yard" not in texts(game, 1)  # never in another seat's decisions


def yardmaster_watching(hand: list[str], digger_hand: list[str], junkyard: list[str]) -> sc.Game:
    """Seat 1 (a quiet leader) is to act; seat 0 holds ``hand`` and leads with the Yardmaster;
    seat 2 holds nothing, with a quiet leader."""
    players = [
        {"hand": hand, "leader": "leader_yardmaster"},
        {"hand": digger_hand, "leader": QUIET[0]},
        {"leader": QUIET[1]},
    ]
    scenario = {"initiator": 1, "players": players, "junkyard": junkyard}
    return sc.Game.new(sc.GameConfig(players=3, seed=0, modules=LEADERS, scenario=scenario))


def test_the_yardmaster_may_act_in_another_players_window_with_no_card_in_hand_rulings_ed20_l15() -> None:
    # [003:284]: "This action may be taken at any time during the round" (RULINGS ED-20, L-15):
    # while seat 1's dig waits in its window, seat 0, holding no card at all, is asked all the
    # same for her face-up, unused Yardmaster (public facts), and her peek comes before the dig.
    game = yardmaster_watching([], ["scavenger", "shovel", "hunter"], ["net", "junk", "pills", "medkit", "spear"])
    game.apply(1, "dig scavenger+shovel")
    assert game.view(None).decision == sc.Decision("respond", 0, 1, "dig")
    assert texts(game, 0) == ["pass", "yard"]
    game.apply(0, "yard")
    game.apply(0, "yard bottom")  # net and junk go under: the dig finds the three below
    # Seat 2 holds no card and no leader that may act: nobody else is asked; the dig goes on.
    assert game.view(None).decision == sc.Decision("keep", 1)
    assert sorted(game.view(1).looking) == ["medkit", "pills", "spear"]
    assert zone_kinds(game, "junkyard") == ["net", "junk"]
    game.apply(1, "keep pills")
    game.apply(1, "hunt hunter")
    assert game.view(None).decision == sc.Decision("turn", 1)  # used this round: not asked again


def test_a_seat_is_asked_for_its_yardmaster_whatever_it_holds_ruling_l15() -> None:
    # Being asked depends on public facts only (a face-up, unused Yardmaster): the same with or
    # without cards in hand.
    for hand in ([], ["junk", "junk"]):
        game = yardmaster_watching(hand, ["scavenger"], ["net", "junk"])
        game.apply(1, "dig scavenger")
        assert game.view(None).decision == sc.Decision("respond", 0, 1, "dig")
        assert "yard" in texts(game, 0)


def test_the_standard_refugees_may_be_offered_for_hire_at_no_food_ruling_x30() -> None:
    # [003:267]: "a hire action must still be used, but no food is required".
    config = sc.GameConfig(players=3, seed=1, modules=RECON5, refugees_for_hire=True)
    market = dict(sc.Game.new(config).view(None).market)
    assert market["refugee"] == 20 - 3 * 4  # what the starter decks left
    assert "scouting_refugee" not in market
    game = sc.Game.new(
        sc.GameConfig(
            players=3,
            seed=0,
            modules=RECON5,
            refugees_for_hire=True,
            scenario={"players": [{"hand": ["scavenger"]}, {}, {}], "market": {"refugee": 2}},
        )
    )
    assert "hire refugee" in texts(game, 0)
    game.apply(0, "hire refugee")
    assert "refugee" in zone_kinds(game, "0:discard")
    assert not any(a.verb is sc.Verb.HIRE for a in game.legal_actions(0))  # the round's hire is used
    assert sc.GameConfig.from_dict(json.loads(json.dumps(config.to_dict()))) == config


def test_x19_a_worker_a_map_brought_back_bars_only_itself_from_work_not_another_copy() -> None:
    # RULINGS X-19: the member a map returns "may then take part in a different action type".
    # Here it works, comes back, digs (acting), and a reshuffling draw brings it to hand again
    # (acted: it takes no action, R-6); the other scavenger in hand never worked and still may.
    seed = 1  # a shuffle that draws the worker back beside the other scavenger
    scenario = {
        "initiator": 0,
        "players": [
            {
                "hand": ["scavenger", "scout", "map", "scavenger"],
                "deck": [],
                "buildings": [{"building": "bunker", "timer": ["junk"] * 4}],
            },
            {},
            {},
        ],
    }
    game = sc.Game.new(
        sc.GameConfig(players=3, seed=seed, modules=frozenset({"hq1", "hq2", "recon5"}), scenario=scenario)
    )
    for text in ("work bunker scavenger", "map scavenger", "dig scavenger"):
        game.apply(0, text)
        pass_windows(game)
    while game.view(0).decision.kind == "keep":  # type: ignore[union-attr]
        game.apply(0, "keep none")
        pass_windows(game)
    game.apply(0, "draw scout")
    pass_windows(game)
    view = game.view(0)
    assert Counter(view.hand)["scavenger"] == 2
    assert view.spent == ("scavenger",)  # the worker, drawn again after acting
    assert "work bunker scavenger" in texts(game, 0)  # the other one
    game.apply(0, "work bunker scavenger")
    pass_windows(game)
    assert game.view(None).seats[0].buildings[0].timer == 2
