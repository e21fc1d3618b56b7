"""Recon module 1, Spy Hunter: the spy, the scouting refugee and binoculars [003:53-104];
RULINGS X-1..X-9, X-14, X-23, X-24, X-26, X-27, X-31, X-33, X-35, X-36."""

from __future__ import annotations

from collections import Counter

import pytest

import scavengers as sc
from helpers import texts, zone_counter, zone_kinds

RECON1 = frozenset({"recon1"})


def recon_table(seats: int = 3, modules: frozenset[str] = RECON1, **scenario: object) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=seats, seed=0, modules=modules, scenario=scenario))


def pass_window(game: sc.Game) -> None:
    while (decision := game.view(None).decision) is not None and decision.kind in ("respond", "save"):
        game.apply(decision.seat, "pass")


def end_and_commit(game: sc.Game, commits: dict[int, str]) -> None:
    while (decision := game.view(None).decision) is not None and decision.kind in ("turn", "commit"):
        if decision.seat in commits and decision.kind == "turn" and commits[decision.seat].startswith("stop"):
            return
        game.apply(decision.seat, "end" if decision.kind == "turn" else commits.get(decision.seat, "commit none"))


def test_setup_puts_the_spy_and_the_scouting_refugees_up_for_hire_rulings_x23_x31_x33() -> None:
    # [003:61]: binoculars into the junkyard; the scouting refugee stack for hire, beside the
    # spy and 9 other mercenaries (RULINGS ).
    modules = frozenset({"hq1", "recon1", "recon2"})
    markets = []
    for seed in range(6):
        game = sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=modules))
        market = dict(game.view(None).market)
        assert {"spy", "assassin", "guard", "provocateur", "rogue"} <= set(market)
        assert market["scouting_refugee"] == 20
        assert len(market) == 10 + 1
        assert zone_counter(game, "junkyard")["binoculars"] == 4
        markets.append(frozenset(market))
    assert len(set(markets)) > 1  # the other stacks are drawn by the seed


def test_with_fewer_than_ten_mercenaries_to_choose_from_all_are_for_hire() -> None:
    game = sc.Game.new(sc.GameConfig(players=4, seed=3, modules=RECON1))
    market = [k for k, _ in game.view(None).market]
    assert set(market) == {
        "scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs", "spy",
        "scouting_refugee",
    }  # fmt: skip


def test_a_named_market_is_the_market() -> None:
    names = ("scavenger", "brawler", "hunter", "scout", "spy", "saboteur", "thugs", "group_leaders", "sniper_team")
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=RECON1, market=names))
    assert {k for k, _ in game.view(None).market} == {*names, "scouting_refugee"}
    with pytest.raises(sc.ConfigError, match="not a mercenary"):
        sc.Game.new(sc.GameConfig(players=3, modules=RECON1, market=("junk",)))
    with pytest.raises(sc.ConfigError, match="not available"):
        sc.Game.new(sc.GameConfig(players=3, modules=RECON1, market=("assassin",)))


def test_spy_example_1_a_spy_sees_up_to_four_committed_cards() -> None:
    # [003:71] Carol spies on Sarah's committed skirmish cards; nobody can cancel: she sees them.
    sarah, carol = 0, 1
    game = recon_table(
        round=3,
        players=[
            {"hand": ["brawler", "spear", "refugee", "pills", "junk"]},
            {"hand": ["spy"], "deck": ["net"]},
            {},
        ],
    )
    end_and_commit(game, {sarah: "commit brawler junk pills refugee spear", carol: "stop"})
    assert "spy 0:force" in texts(game, carol)
    game.apply(carol, "spy 0:force")
    pass_window(game)
    seen = [k for k in game.view(carol).knowledge if k.source == "spy"]
    assert len(seen) == 1
    assert seen[0].zone == "0:force"
    assert len(seen[0].cards) == 4
    assert Counter(seen[0].cards) <= Counter(["brawler", "spear", "refugee", "pills", "junk"])
    for other in (sarah, 2, None):
        assert all(k.source != "spy" for k in game.view(other).knowledge)
    # The spy is discarded and Carol draws 1 [003:68].
    assert game.view(carol).hand == ("net",)
    assert zone_kinds(game, "1:discard") == ["spy"]


def test_spy_example_2_a_scouting_refugee_cancels_and_both_draw_ruling_x4() -> None:
    # [003:73] Sarah spies on Betty's hand; Betty reveals a scouting refugee: both discarded,
    # both players draw a card.
    sarah, betty = 0, 1
    game = recon_table(
        players=[
            {"hand": ["spy"], "deck": ["pills"]},
            {"hand": ["scouting_refugee", "brawler"], "deck": ["net"]},
            {},
        ]
    )
    game.apply(sarah, "spy 1:hand")
    assert game.view(None).decision == sc.Decision("respond", betty, sarah, "spy")
    assert "cancel scouting_refugee" in texts(game, betty)
    game.apply(betty, "cancel scouting_refugee")
    assert game.view(sarah).knowledge == ()
    assert zone_kinds(game, "0:discard") == ["spy"]
    assert zone_kinds(game, "1:discard") == ["scouting_refugee"]
    assert game.view(sarah).hand == ("pills",)
    assert sorted(game.view(betty).hand) == ["brawler", "net"]  # the replacement goes to hand
    assert any(e.type is sc.EventType.CANCELLED for e in game.log(None))


def test_spy_example_3_a_sniper_from_a_bunker_snipes_the_spy_which_still_draws() -> None:
    # [003:75] Betty spies on Linda's committed cards; Sarah retrieves a sniper team from her
    # bunker and snipes the spy. The spy is discarded and Betty draws; the sniper is discarded.
    betty, linda, sarah = 0, 1, 2
    modules = frozenset({"hq1", "hq2", "recon1"})
    game = recon_table(
        modules=modules,
        round=3,
        initiator=linda,
        players=[
            {"hand": ["spy"], "deck": ["pills"]},
            {"hand": ["brawler", "spear"]},
            {"hand": ["junk"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]},
        ],
    )
    game.apply(linda, "end")
    game.apply(linda, "commit brawler spear")
    game.apply(sarah, "end")
    game.apply(sarah, "commit none")
    game.apply(betty, "spy 1:force")
    # Linda, with committed cards, is asked first (from Betty's left); then Sarah, whose
    # bunker holds cards.
    assert game.view(None).decision == sc.Decision("respond", linda, betty, "spy")
    game.apply(linda, "pass")
    assert game.view(None).decision == sc.Decision("respond", sarah, betty, "spy")
    game.apply(sarah, "retrieve bunker sniper_team")
    game.apply(sarah, "snipe 0:spy")
    pass_window(game)
    assert game.view(betty).knowledge == ()
    assert "spy" in zone_kinds(game, "0:discard")
    assert "sniper_team" in zone_kinds(game, "2:discard")
    assert game.view(betty).hand == ("pills",)


def test_a_spy_targets_another_player_and_a_zone_holding_cards_rulings_x35_x36() -> None:
    game = recon_table(players=[{"hand": ["spy", "brawler"]}, {"hand": ["net"], "deck": []}, {"deck": ["junk"]}])
    legal = texts(game, 0)
    assert "spy 1:hand" in legal
    assert "spy 2:deck" in legal
    assert not any(t.startswith("spy 0:") for t in legal)
    assert "spy 1:deck" not in legal  # empty
    assert "spy 2:hand" not in legal  # empty
    assert "spy 1:force" not in legal  # nothing committed
    with pytest.raises(sc.IllegalAction):
        game.apply(0, "spy 0:hand")


def test_a_spy_looks_at_the_top_of_a_deck_and_binoculars_add_two_cards_rulings_x1_x2() -> None:
    deck = ["junk", "net", "pills", "spear", "shovel", "medkit", "pickaxe"]
    game = recon_table(players=[{"hand": ["spy", "binoculars"], "deck": ["scout"]}, {"deck": deck}, {}])
    game.apply(0, "spy binoculars 1:deck")
    pass_window(game)
    (seen,) = game.view(0).knowledge
    assert seen.cards == tuple(deck[:6])  # top first, 4 + 2
    assert zone_kinds(game, "1:deck") == deck  # returned in their original order
    assert sorted(zone_kinds(game, "0:discard")) == ["binoculars", "spy"]


def test_binoculars_look_at_the_top_card_of_every_pile() -> None:
    game = recon_table(
        modules=frozenset({"hq1", "hq2", "recon1"}),
        players=[{"hand": ["binoculars", "binoculars"]}, {}, {}],
        junkyard=["net", "junk", "pills", "spear"],
        contested=["grenade", "wolf_pack", "sled_team"],
        schematics=["bunker", "armory"],
    )
    game.apply(0, "scout binoculars")
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen == {"contested": ("grenade",), "junkyard": ("net",), "schematics": ("bunker",)}
    assert game.view(1).knowledge == ()
    assert zone_kinds(game, "junkyard")[:4] == ["net", "junk", "pills", "spear"]


def test_two_binoculars_see_three_cards_of_each_pile_ruling_x1() -> None:
    game = recon_table(
        players=[{"hand": ["binoculars", "binoculars"]}, {}, {}],
        junkyard=["net", "junk", "pills", "spear"],
        contested=["grenade", "wolf_pack", "sled_team", "field_crew"],
    )
    game.apply(0, "scout binoculars binoculars")
    seen = {k.zone: k.cards for k in game.view(0).knowledge}
    assert seen["junkyard"] == ("net", "junk", "pills")
    assert seen["contested"] == ("grenade", "wolf_pack", "sled_team")


def test_two_players_never_look_at_the_contested_resources_ruling_x9() -> None:
    game = recon_table(seats=2, players=[{"hand": ["binoculars"]}, {}], junkyard=["net"], contested=["grenade"])
    game.apply(0, "scout binoculars")
    assert {k.zone for k in game.view(0).knowledge} == {"junkyard"}


def test_a_recon_made_only_of_binoculars_still_opens_a_window_where_it_can_be_cancelled() -> None:
    game = recon_table(players=[{"hand": ["binoculars"]}, {"hand": ["scouting_refugee"]}, {}], junkyard=["net"])
    game.apply(0, "scout binoculars")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "scout")
    game.apply(1, "cancel scouting_refugee")
    assert game.view(0).knowledge == ()
    assert zone_kinds(game, "0:discard") == ["binoculars"]  # a cancelled binoculars is discarded


def test_binoculars_hunt_with_no_holder_and_cannot_be_disarmed_ruling_x8() -> None:
    game = recon_table(players=[{"hand": ["binoculars", "scavenger", "spear"]}, {"hand": ["saboteur"]}, {}])
    assert "hunt binoculars" in texts(game, 0)
    game.apply(0, "hunt binoculars scavenger+spear")
    assert "disarm 0:spear" in texts(game, 1)
    assert "disarm 0:binoculars" not in texts(game, 1)
    pass_window(game)
    assert game.view(0).seats[0].food == 3


def test_the_scouting_refugee_modifies_but_cannot_start_an_action() -> None:
    # [003:85]: "Can modify another tribe member's actions, but cannot initiate such actions."
    game = recon_table(players=[{"hand": ["scouting_refugee", "scavenger"]}, {}, {}], junkyard=["net", "junk"])
    legal = texts(game, 0)
    assert "dig scouting_refugee" not in legal
    assert "dig scavenger+scouting_refugee" in legal
    game.apply(0, "dig scavenger+scouting_refugee")
    assert len(game.view(0).looking) == 2


def test_the_scouting_refugee_serves_as_a_refugee_for_a_leader_power() -> None:
    # [003:84]: it "serves as a refugee for any actions or game conditions that depend upon a
    # refugee card (i.e. tribal leader powers ...)": the Peacemaker's power, which plays a
    # refugee for +2 to the next dig or hunt (RULINGS L-1, L-2), takes a scouting refugee when
    # the hand holds no standard refugee at all.
    modules = frozenset({"hq1", "hq2", "hq3", "recon1"})
    players = [
        {"hand": ["scouting_refugee", "scavenger"], "leader": "leader_peacemaker"},
        {"leader": "leader_butcher"},
        {"leader": "leader_cannibal"},
    ]
    game = recon_table(modules=modules, players=players, junkyard=["junk", "net", "pills", "medkit"])
    leads = [a for a in texts(game, 0) if a.startswith("lead")]
    assert leads == ["lead scouting_refugee"]
    game.apply(0, "lead scouting_refugee")
    pass_window(game)
    assert game.view(0).hand == ("scavenger",)
    assert zone_kinds(game, "0:discard") == ["scouting_refugee"]  # played face up for the power
    assert (game.view(0).seats[0].boost, game.view(0).seats[0].boost_skills) == (2, ("dig", "hunt"))
    game.apply(0, "dig scavenger")
    pass_window(game)
    assert len(game.view(0).looking) == 3  # the scavenger's dig 1, +2 for the refugee played


def test_a_cancelling_scouting_refugee_is_discarded_before_its_replacement_is_drawn_x4() -> None:
    # [003:86] "discard the scouting refugee and draw one card", RULINGS X-4, in that order:
    # with an empty deck the draw reshuffles the discard pile, the scouting refugee in it.
    game = recon_table(players=[{"hand": ["spy"]}, {"hand": ["scouting_refugee"], "discard": ["net"]}, {}])
    game.apply(0, "spy 1:hand")
    game.apply(1, "cancel scouting_refugee")
    seat = game.view(1).seats[1]
    assert (seat.hand_count, seat.deck_count, seat.discard) == (1, 1, ())


def test_a_guard_cancels_a_spy_on_its_owners_cards_only() -> None:
    game = recon_table(
        modules=frozenset({"recon1", "recon2"}),
        players=[{"hand": ["spy", "spy"]}, {"hand": ["guard", "net"], "deck": ["junk"]}, {"hand": ["guard", "junk"]}],
    )
    game.apply(0, "spy 1:hand")
    assert "cancel guard" in texts(game, 1)
    game.apply(1, "cancel guard")
    assert game.view(0).knowledge == ()
    assert "guard" in zone_kinds(game, "1:discard")
    game.apply(0, "spy 1:hand")
    pass_window(game)  # seat 2's guard may not cancel a spy on seat 1
    assert len(game.view(0).knowledge) == 1


def test_a_cancel_cannot_itself_be_cancelled_ruling_x5() -> None:
    game = recon_table(
        players=[
            {"hand": ["spy", "net"], "deck": ["pills"]},
            {"hand": ["scouting_refugee"], "deck": ["junk"]},
            {"hand": ["scouting_refugee"]},
        ]
    )
    game.apply(0, "spy 1:hand")
    game.apply(1, "cancel scouting_refugee")
    # No window opens on the cancel: the spying player's turn goes on.
    assert game.view(None).decision == sc.Decision("turn", 0)
    assert game.view(2).hand == ("scouting_refugee",)


def test_instants_committed_to_the_skirmish_add_nothing_ruling_x22() -> None:
    game = recon_table(
        round=3,
        players=[{"hand": ["brawler", "binoculars"]}, {"hand": ["brawler"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    end_and_commit(game, {0: "commit binoculars brawler", 1: "commit brawler"})
    pass_window(game)
    from test_rules_skirmish import totals

    assert totals(game)[0] == (1, 2, 1)  # the binoculars: a bluff, no fight, no people
    assert totals(game)[1] == (1, 2, 1)


def test_spying_is_the_spy_cards_use_the_players_other_cards_act_as_usual_ruling_x24() -> None:
    game = recon_table(players=[{"hand": ["spy", "scavenger"], "deck": ["net"]}, {"hand": ["junk"]}, {}])
    game.apply(0, "spy 1:hand")
    pass_window(game)
    legal = texts(game, 0)
    assert "draw scavenger" in legal  # the round's draw is still open to her other cards
    assert not any(t.startswith("spy") for t in legal)  # the spy is gone


def test_a_cancelling_cards_replacement_goes_to_hand_even_from_the_force_ruling_x26() -> None:
    game = recon_table(
        round=3,
        players=[{"hand": ["scouting_refugee", "brawler"], "deck": ["net"]}, {"hand": ["spy"], "deck": ["pills"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    game.apply(0, "end")
    game.apply(0, "commit brawler scouting_refugee")
    game.apply(1, "spy 0:force")
    assert "cancel scouting_refugee" in texts(game, 0)
    game.apply(0, "cancel scouting_refugee")
    assert game.view(0).committed == ("brawler",)
    assert game.view(0).hand == ("net",)  # drawn into her hand, not into the force
    assert game.view(None).seats[0].committed_count == 1


def test_a_spy_cannot_spy_in_the_skirmish_ruling_x3() -> None:
    game = recon_table(
        round=3,
        players=[{"hand": ["brawler"]}, {"hand": ["spy", "sniper_team"]}, {}],
        contested=["grenade", "wolf_pack", "sled_team"],
    )
    end_and_commit(game, {0: "commit brawler", 1: "commit sniper_team spy"})
    assert game.view(None).decision == sc.Decision("skirmish", 1)  # its sniper may act
    legal = texts(game, 1)
    assert "snipe 0:brawler" in legal
    assert not any(t.startswith("spy") for t in legal)


def test_a_spy_in_a_force_adds_two_fight_to_a_fighter_ruling_x14() -> None:
    game = recon_table(
        round=3,
        players=[{"hand": ["brawler", "spy"]}, {"hand": ["thugs"]}, {}],
        contested=["grenade", "wolf_pack"],
    )
    end_and_commit(game, {0: "commit brawler spy", 1: "commit thugs"})
    pass_window(game)
    from test_rules_skirmish import totals

    assert totals(game)[0][:2] == (1, 4)  # brawler 2 + spy's +2 modifier


def test_a_spy_in_hand_and_a_hand_of_a_rival_with_a_scouting_refugee_ruling_x4() -> None:
    # The cancel window asks clockwise from the spy's left; the first cancel ends it.
    game = recon_table(
        players=[
            {"hand": ["spy"], "deck": ["net"]},
            {"hand": ["junk"]},
            {"hand": ["scouting_refugee"], "deck": ["pills"]},
        ]
    )
    game.apply(0, "spy 1:hand")
    assert game.view(None).decision == sc.Decision("respond", 1, 0, "spy")
    game.apply(1, "pass")
    assert game.view(None).decision == sc.Decision("respond", 2, 0, "spy")
    game.apply(2, "cancel scouting_refugee")  # anyone may cancel a recon, not only its target
    assert game.view(0).knowledge == ()


def test_the_junkyard_additions_are_shown_to_everyone_at_the_start_ruling_x31() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=2, modules=frozenset({"hq1", "recon1"})))
    started = game.log(None)[0]
    assert started.type is sc.EventType.GAME_STARTED
    assert sorted(started.cards) == ["binoculars", "rifle", "toolkit"]
    assert started.audience is None


# -- RULINGS X-2: the spy chooses the positions it looks at [003:66-67] ---------------------------

STACKED_DECK = ["medkit", "grenade", "thugs", "pills", "scout", "net", "refugee"]
"""Seat 2's deck, top first."""


def spy_on_deck(hand: list[str]) -> sc.Game:
    return recon_table(players=[{"hand": hand, "deck": ["junk"]}, {"hand": ["junk"]}, {"deck": STACKED_DECK}])


def test_spy_chooses_the_deck_positions_it_looks_at_ruling_x2() -> None:
    # [003:66-67]: with more cards than it may see, the spy selects which cards to view in
    # advance; RULINGS X-2: deck positions are counted from the top.
    game = spy_on_deck(["spy"])
    game.apply(0, "spy 2:deck@2,3,5,6")
    pass_window(game)
    (seen,) = game.view(0).knowledge
    assert seen.cards == ("grenade", "thugs", "scout", "net")
    assert seen.zone == "2:deck@2,3,5,6"  # where they lie, not the top four
    assert zone_kinds(game, "2:deck") == STACKED_DECK  # the deck keeps its order
    for other in (1, 2, None):
        assert game.view(other).knowledge == ()
    looked = [e for e in game.log(1) if e.type is sc.EventType.LOOKED]
    assert [(e.count, e.cards) for e in looked] == [(4, ())]  # the table sees how many, not which


def test_spy_without_positions_sees_the_top_four_and_only_that_choice_is_listed_ruling_x2() -> None:
    # The short form keeps meaning the default choice: the top of the deck. Choosing positions
    # is accepted as notation; the list holds the default only (far fewer actions to search).
    game = spy_on_deck(["spy", "binoculars"])
    spies = [t for t in texts(game, 0) if t.startswith("spy")]
    assert "spy 2:deck" in spies
    assert "spy binoculars 2:deck" in spies
    assert not any("@" in t for t in spies)
    game.apply(0, "spy 2:deck")
    pass_window(game)
    (seen,) = game.view(0).knowledge
    assert seen.cards == tuple(STACKED_DECK[:4])
    assert seen.zone == "2:deck"


def test_spy_may_not_choose_more_positions_than_it_sees_rulings_x1_x2() -> None:
    # [003:65] up to four cards; each binoculars adds two [003:102] (RULINGS X-1).
    game = spy_on_deck(["spy", "binoculars"])
    before = game.to_json()
    with pytest.raises(sc.IllegalAction, match="at most 4 cards, not 5"):
        game.apply(0, "spy 2:deck@1,2,3,5,7")
    with pytest.raises(sc.IllegalAction, match="at most 6 cards, not 7"):
        game.apply(0, "spy binoculars 2:deck@1,2,3,4,5,6,7")
    with pytest.raises(sc.IllegalAction, match="holds 7 cards: there is no position 8"):
        game.apply(0, "spy 2:deck@8")
    with pytest.raises(sc.IllegalAction, match="you hold 1 binoculars, not 2"):
        game.apply(0, "spy binoculars binoculars 2:deck@1")
    assert game.to_json() == before
    game.apply(0, "spy binoculars 2:deck@7,1,2,3,4,6")
    pass_window(game)
    (seen,) = game.view(0).knowledge
    assert seen.cards == ("medkit", "grenade", "thugs", "pills", "net", "refugee")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("spy 2:deck@2,2", "names a position twice"),
        ("spy 2:deck@0", "not a number from 1"),
        ("spy 2:deck@x", "not a number from 1"),
        ("spy 2:deck@", "not a number from 1"),
        ("spy 2:deck@1234", "not a number from 1"),
    ],
)
def test_spy_positions_must_be_different_numbers_from_1(text: str, message: str) -> None:
    with pytest.raises(sc.InvalidAction, match=message):
        sc.parse_action(spy_on_deck(["spy"]), 0, text)


def test_spy_positions_are_written_in_ascending_order() -> None:
    game = spy_on_deck(["spy", "binoculars"])
    action = sc.parse_action(game, 0, "spy binoculars 2:deck@6,2,5")
    assert str(action) == "spy binoculars 2:deck@2,5,6"
    assert sc.parse_action(game, 0, str(action)) == action


def test_spy_positions_in_a_hand_are_blind_ruling_x2() -> None:
    # RULINGS X-2: outside a deck the positions are chosen blind, by index. The hand's order
    # (the order its cards came in) must tell the spy nothing: position 1 is not the first card
    # drawn, and what was seen is known by kind, in no order of the hand's.
    hand = ["brawler", "spear", "refugee", "pills", "junk", "net"]
    seen_first: set[str] = set()
    for seed in range(12):
        game = sc.Game.new(
            sc.GameConfig(
                players=3,
                seed=seed,
                modules=RECON1,
                scenario={"initiator": 0, "players": [{"hand": ["spy"], "deck": ["junk"]}, {"hand": hand}, {}]},
            )
        )
        game.apply(0, "spy 1:hand@1")
        pass_window(game)
        (seen,) = game.view(0).knowledge
        assert seen.zone == "1:hand"  # a position in a hand says nothing worth keeping
        assert len(seen.cards) == 1
        seen_first.update(seen.cards)
        game_of_four = sc.Game.new(
            sc.GameConfig(
                players=3,
                seed=seed,
                modules=RECON1,
                scenario={"initiator": 0, "players": [{"hand": ["spy"], "deck": ["junk"]}, {"hand": hand}, {}]},
            )
        )
        game_of_four.apply(0, "spy 1:hand")
        pass_window(game_of_four)
        (four,) = game_of_four.view(0).knowledge
        assert list(four.cards) == sorted(four.cards)  # by kind
        assert Counter(four.cards) <= Counter(hand)
    assert len(seen_first) >= 3


def test_a_hand_built_spy_action_with_positions_is_read_as_its_notation() -> None:
    game = spy_on_deck(["spy"])
    with pytest.raises(sc.InvalidAction, match="different numbers from 1"):
        game.apply(0, sc.Action(sc.Verb.SPY, ("spy",), "deck@2,2", 2))
    game.apply(0, sc.Action(sc.Verb.SPY, ("spy",), "deck@6,3", 2))  # put in ascending order
    pass_window(game)
    (seen,) = game.view(0).knowledge
    assert seen.cards == ("thugs", "net")
