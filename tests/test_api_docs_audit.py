"""An audit of the public API and the scenario format against their documentation.

Every test is named after a documented statement and quotes it; the docs read are README.md,
docs/scenarios.md, docs/view.md, docs/playing.md, docs/variants.md and the docstrings of
``scavengers``, ``Game``, ``GameConfig`` and ``View``. Written without reading the engine's
source; the six disagreements it found were mended (a seat out of range in ``legal_actions``, a
save without its state, a schematics pile of non-buildings, hashing a stacked config, a dict
given to ``Game.new``; the ``market`` docstring now says what a named market is).
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from scavengers.cards import CATALOGUE

HQ4 = sc.hq_modules(4)


def stacked(
    seats: int = 3,
    /,
    *,
    modules: frozenset[Any] = frozenset(),
    seed: int = 0,
    rules: str = "2015",
    variants: frozenset[str] = frozenset(),
    **scenario: Any,
) -> sc.Game:
    """A game on a stacked table."""
    config = sc.GameConfig(players=seats, modules=modules, seed=seed, rules=rules, variants=variants, scenario=scenario)
    return sc.Game.new(config)


def kinds(game: sc.Game, zone: str) -> list[str]:
    """The card kinds of one zone, top first (omniscient)."""
    return [card.kind for card in game.zones()[zone]]


def snapshot(game: sc.Game) -> tuple[Any, ...]:
    """Everything a caller can observe of a game, for before/after comparisons."""
    seats: list[int | None] = [None, *range(game.config.players)]
    return (
        game.to_json(),
        tuple(game.view(seat) for seat in seats),
        tuple(game.log(seat) for seat in seats),
        tuple(game.legal_actions(seat) for seat in range(game.config.players)),
        game.decisions_made,
        tuple(sorted((zone, tuple(cards)) for zone, cards in game.zones().items())),
    )


def play_random(game: sc.Game, seed: int, steps: int) -> list[tuple[int, sc.Action]]:
    """Play up to ``steps`` random legal actions; returns them."""
    rng = random.Random(seed)
    done: list[tuple[int, sc.Action]] = []
    for _ in range(steps):
        if game.over:
            break
        seat = game.to_act[0]
        action = rng.choice(game.legal_actions(seat))
        game.apply(seat, action)
        done.append((seat, action))
    return done


def pass_windows(game: sc.Game) -> None:
    """Every seat asked to respond passes."""
    while (decision := game.view(None).decision) is not None and decision.kind in ("respond", "save"):
        game.apply(decision.seat, "pass")


# --- docs/scenarios.md: the format --------------------------------------------------------


def test_example_scenario_places_every_pile_top_first() -> None:
    """scenarios.md:9-13 the example; :23 "Piles and decks are listed **top first**."."""
    game = stacked(
        round=3,
        initiator=0,
        players=[{"hand": ["brawler", "shovel"], "deck": ["refugee"], "discard": []}],
        junkyard=["net", "junk"],
        contested=["field_crew", "grenade"],
        market={"scout": 8},
    )
    assert kinds(game, "0:hand") == ["brawler", "shovel"]
    assert kinds(game, "0:deck") == ["refugee"]
    assert kinds(game, "0:discard") == []
    assert kinds(game, "junkyard") == ["net", "junk"]
    assert kinds(game, "contested") == ["field_crew", "grenade"]
    view = game.view(0)
    assert ("scout", 8) in view.market
    assert (view.round, view.initiator, view.phase) == (3, 0, "gathering")
    assert view.junkyard_count == 2
    assert view.contested_count == 2


def test_round_defaults_to_1_and_initiator_to_seat_0() -> None:
    """scenarios.md:20 "`round` defaults to 1 and `initiator` to seat 0"."""
    game = stacked(players=[{"hand": ["refugee"]}, {"hand": ["refugee"]}])
    view = game.view(None)
    assert (view.round, view.initiator, view.to_act) == (1, 0, (0,))


def test_seat_not_listed_has_no_cards_and_zone_left_out_is_empty() -> None:
    """scenarios.md:22 "a seat not listed has no cards"; :26 "A player zone left out is empty"."""
    game = stacked(players=[{"hand": ["refugee"]}])
    for zone in ("0:deck", "0:discard", "1:hand", "1:deck", "1:discard", "2:hand", "2:deck"):
        assert kinds(game, zone) == [], zone
    seats = game.view(None).seats
    assert [(s.hand_count, s.deck_count, len(s.discard)) for s in seats] == [(1, 0, 0), (0, 0, 0), (0, 0, 0)]


def test_junkyard_may_hold_a_trashed_mercenary_leaving_7_scouts() -> None:
    """scenarios.md:28-29 "`"junkyard": ["scout", "spear"]` leaves 7 scouts for hire"."""
    game = stacked(junkyard=["scout", "spear"])
    assert kinds(game, "junkyard") == ["scout", "spear"]
    assert dict(game.view(None).market)["scout"] == 7


def test_shared_pile_left_out_is_built_from_the_cards_not_placed() -> None:
    """scenarios.md:27-28 "a shared pile or market stack left out is then built as in a normal
    setup, from the cards the scenario did not place"."""
    plain = Counter(kinds(stacked(), "junkyard"))
    game = stacked(players=[{"hand": ["pills", "pills"]}], market={"scout": 2})
    assert Counter(kinds(game, "junkyard")) == plain - Counter({"pills": 2})
    assert len(kinds(game, "contested")) == 14
    market = dict(game.view(None).market)
    assert market["scout"] == 2
    assert market["brawler"] == dict(stacked().view(None).market)["brawler"]


def test_game_starts_in_gathering_with_the_hands_as_given_and_no_draw() -> None:
    """scenarios.md:24-25 "The game starts in the resource-gathering phase of `round` with the
    hands as given: the draw ... already done."""
    game = stacked(round=2, players=[{"hand": ["scout"], "deck": ["pills", "junk", "net"]}])
    view = game.view(0)
    assert view.phase == "gathering"
    assert view.decision is not None
    assert view.decision.kind == "turn"
    assert view.hand == ("scout",)
    assert kinds(game, "0:deck") == ["pills", "junk", "net"]


def test_draw_takes_cards_off_the_top_of_the_given_deck() -> None:
    """scenarios.md:23 "Piles and decks are listed **top first**" (a draw takes the first ones)."""
    game = stacked(players=[{"hand": ["scout"], "deck": ["pills", "junk", "net", "medkit"]}])
    game.apply(0, "draw scout")
    pass_windows(game)
    assert game.view(0).hand == ("junk", "pills")
    assert kinds(game, "0:deck") == ["net", "medkit"]


def test_dig_turns_up_the_top_of_the_given_junkyard() -> None:
    """scenarios.md:23 top first; view.md:36 `looking`: "cards the viewer has turned up"."""
    game = stacked(players=[{"hand": ["brawler"]}], junkyard=["net", "junk", "pills"])
    game.apply(0, "dig brawler")
    pass_windows(game)
    assert game.view(0).looking == ("net",)
    assert game.view(1).seats[0].looking_count == 1
    assert game.view(1).looking == ()
    assert kinds(game, "junkyard") == ["junk", "pills"]


def test_from_round_3_the_initiators_peek_is_already_done() -> None:
    """scenarios.md:25 "from round 3 the initiator's peek at the top contested resource, are
    already done"; :48 knowledge "the initiator's peek (`zone="contested"`)"."""
    game = stacked(round=3, initiator=1, contested=["grenade", "wolf_pack"], players=[{"hand": ["refugee"]}])
    view = game.view(1)
    assert view.to_act == (1,)
    assert view.peeked == "grenade"
    assert [(k.source, k.zone, k.cards) for k in view.knowledge] == [("peek", "contested", ("grenade",))]
    assert game.view(0).peeked is None
    assert game.view(0).knowledge == ()
    assert game.view(None).peeked is None
    two = stacked(round=2, initiator=1)  # view.md:55 `skirmish_this_round` "from round 3 on"
    assert two.view(1).peeked is None
    assert not two.view(1).skirmish_this_round
    assert stacked(round=3).view(0).skirmish_this_round


def test_unknown_key_is_refused_with_a_message_naming_it() -> None:
    """scenarios.md:30-31 "A scenario with an unknown key ... is refused with a message naming the problem"."""
    with pytest.raises(sc.ConfigError, match="foo"):
        stacked(foo=1)
    with pytest.raises(sc.ConfigError, match="hnd"):
        stacked(players=[{"hnd": ["refugee"]}])


def test_unknown_card_is_refused_with_a_message_naming_it() -> None:
    """scenarios.md:30-31 "A scenario with an unknown ... card ... is refused with a message naming the problem"."""
    with pytest.raises(sc.ConfigError, match="bogus"):
        stacked(junkyard=["bogus"])
    with pytest.raises(sc.ConfigError, match="bogus"):
        stacked(players=[{"deck": ["refugee", "bogus"]}])


def test_more_cards_of_a_kind_than_the_game_has_is_refused() -> None:
    """scenarios.md:30 "or more cards of a kind than the game has, is refused"."""
    total = CATALOGUE["sniper_team"].count
    with pytest.raises(sc.ConfigError, match="sniper_team"):
        stacked(junkyard=["sniper_team"] * (total + 1))
    with pytest.raises(sc.ConfigError, match="scout"):
        stacked(market={"scout": 99})
    stacked(junkyard=["sniper_team"] * total)


def test_an_empty_contested_pile_is_refused() -> None:
    """scenarios.md:31 "So is an empty `"contested"` pile"."""
    with pytest.raises(sc.ConfigError, match="contested"):
        stacked(contested=[])


def test_a_card_of_an_unused_box_may_be_placed_and_the_rest_of_its_box_stays_out() -> None:
    """scenarios.md:32-34 "A card of a box the game's modules do not use (a rifle in a game
    without HQ) may still be placed: its box joins the game, and the cards of that box the
    scenario does not place stay in the box."."""
    game = stacked(junkyard=["rifle"], players=[{"hand": ["medic"]}])
    assert kinds(game, "junkyard") == ["rifle"]
    assert game.view(0).hand == ("medic",)
    market = dict(game.view(None).market)
    assert "medic" not in market
    assert "engineer" not in market
    box = Counter(kinds(game, "box"))
    assert box["rifle"] == CATALOGUE["rifle"].count - 1
    assert box["medic"] == CATALOGUE["medic"].count - 1


def test_solo_opponents_list_the_forces_force_1_first() -> None:
    """scenarios.md:35-36 "`"opponents"` lists the face-down opponent forces instead, force 1
    first"; :72-73 "`view.forces` gives each force's face-down size by number (index 0 is force 1)"."""
    game = stacked(
        1, opponents=[["grenade", "rifle"], ["thugs", "field_crew", "medkit"]], players=[{"hand": ["brawler"]}]
    )
    assert game.view(0).forces == (2, 3)
    assert kinds(game, "opponent:1") == ["grenade", "rifle"]
    assert kinds(game, "opponent:2") == ["thugs", "field_crew", "medkit"]
    assert game.view(0).contested_count == 0


def test_solo_opponents_left_out_are_dealt_as_in_a_normal_solo_game() -> None:
    """scenarios.md:38 "Left out, the seven forces are dealt as in a normal solo game";
    README: "seven face-down opponent forces of 3, 4, 4, 5, 5, 5 and 6 cards"."""
    assert stacked(1, players=[{"hand": ["brawler"]}]).view(0).forces == (3, 4, 4, 5, 5, 5, 6)


def test_solo_opponents_must_be_one_to_seven_non_empty_forces() -> None:
    """scenarios.md:36-37 "each a non-empty list of card kinds ... up to seven forces"."""
    shapes: list[Any] = [[[]], [["grenade"]] * 8, [], "grenade", [["bogus"]], ["grenade"]]
    for opponents in shapes:
        with pytest.raises(sc.ConfigError, match="opponents"):
            stacked(1, opponents=opponents)


def test_other_games_refuse_the_opponents_key_and_solo_refuses_contested() -> None:
    """scenarios.md:35,38 "In the solo game (`players=1`) there is no contested pile ... Other
    games refuse the key."."""
    with pytest.raises(sc.ConfigError, match="opponents"):
        stacked(3, opponents=[["grenade"]])
    with pytest.raises(sc.ConfigError, match="contested"):
        stacked(1, opponents=[["grenade"]], contested=["rifle"])


def test_buildings_keep_their_timer_stored_cards_and_disabled_flag() -> None:
    """scenarios.md:39-41 "`{"building": "bunker", "timer": [...], "stored": [...], "disabled":
    false}` ... (an empty or missing timer: complete)"."""
    game = stacked(
        modules=HQ4,
        players=[
            {
                "hand": ["refugee"],
                "leader": "leader_mentor",
                "buildings": [
                    {"building": "bunker", "timer": ["junk", "pills"], "stored": [], "disabled": False},
                    {"building": "bunker", "stored": ["medic"], "disabled": True},
                ],
            },
            {"leader": "leader_ranger"},
            {"leader": "leader_butcher"},
        ],
    )
    assert game.view(None).seats[0].buildings == (
        sc.BuildingView("bunker", 2, 0, False),
        sc.BuildingView("bunker", 0, 1, True),
    )
    assert game.view(0).stored == ((), ("medic",))
    assert game.view(1).stored == ()


def test_buildings_need_hq_module_2_and_leaders_hq_module_3() -> None:
    """scenarios.md:39 "`"buildings"` (HQ module 2 or more)"; :43 "`"leader"` (HQ module 3 or more)"."""
    with pytest.raises(sc.ConfigError, match="HQ module 2"):
        stacked(players=[{"buildings": [{"building": "bunker"}]}])
    with pytest.raises(sc.ConfigError, match="HQ module 3"):
        stacked(modules=sc.hq_modules(2), players=[{"leader": "leader_mentor"}])


def test_a_player_given_no_leader_is_dealt_two_and_chooses_first_in_gathering() -> None:
    """scenarios.md:43-46 "A player given no leader is dealt two and chooses first (the game then
    starts with those `leader` decisions, in the `gathering` phase of the scenario's round);
    every leader is shown face up once all have one"."""
    game = stacked(
        modules=HQ4, round=2, players=[{"hand": ["refugee"]}, {"leader": "leader_mentor"}, {"leader": "leader_ranger"}]
    )
    view = game.view(0)
    assert view.phase == "gathering"
    assert view.round == 2
    assert view.decision is not None
    assert view.decision.kind == "leader"
    assert view.decision.seat == 0
    assert len(view.dealt) == 2
    assert all(seat.leader is None for seat in game.view(None).seats)
    game.apply(0, f"lead {view.dealt[0]}")
    assert [seat.leader for seat in game.view(None).seats] == [view.dealt[0], "leader_mentor", "leader_ranger"]


def test_schematics_is_the_schematics_pile_top_first() -> None:
    """scenarios.md:46-47 "`"schematics"` is the schematics pile, top first"."""
    game = stacked(modules=HQ4, schematics=["pharmacy", "bunker"])
    assert kinds(game, "schematics") == ["pharmacy", "bunker"]
    assert game.view(None).schematics_count == 2


def test_leader_draft_pile_is_every_leader_the_scenario_did_not_place() -> None:
    """scenarios.md:48-49 "With the leader drafting variant, the leader pile is every leader the
    game's boxes hold that the scenario did not place, shuffled."."""
    game = stacked(modules=HQ4, variants=frozenset({"leader_draft"}), players=[{"leader": "leader_mentor"}])
    hq_leaders = {kind for kind, card in CATALOGUE.items() if kind.startswith("leader_") and card.box.value == "hq"}
    assert set(kinds(game, "leaders")) == hq_leaders - {"leader_mentor"}
    assert game.view(None).leader_pile_count == len(hq_leaders) - 1


def test_with_the_2012_rules_a_builders_own_timer_cards_are_in_view_timers() -> None:
    """scenarios.md:83-84 "With the 2012 rules a builder's own timer cards are in `view.timers`"."""
    game = stacked(
        modules=HQ4,
        rules="2012",
        players=[
            {"leader": "leader_mentor", "buildings": [{"building": "bunker", "timer": ["pills", "junk"]}]},
            {"leader": "leader_ranger"},
            {"leader": "leader_butcher"},
        ],
    )
    assert game.view(0).timers == (("junk", "pills"),)
    assert game.view(1).timers == ()
    assert game.view(None).timers == ()


def test_a_hand_of_more_than_24_cards_is_refused() -> None:
    """README "A hand of more than 24 cards, or a round past the last one a game can reach, is refused."."""
    stacked(players=[{"hand": ["refugee"] * 20 + ["scout"] * 4}])
    with pytest.raises(sc.ConfigError, match="24"):
        stacked(players=[{"hand": ["refugee"] * 20 + ["scout"] * 5}])


def test_a_round_past_the_last_one_a_game_can_reach_is_refused() -> None:
    """README "... or a round past the last one a game can reach, is refused." (14 contested
    resources: the skirmishes of rounds 3-16 use them up)."""
    assert stacked(round=16).round == 16
    with pytest.raises(sc.ConfigError, match="round"):
        stacked(round=17)


def test_a_config_is_frozen_and_keeps_its_own_copy_of_the_scenario() -> None:
    """README "A config is frozen (it keeps its own copy of the scenario)"."""
    scenario: dict[str, Any] = {"players": [{"hand": ["refugee"]}]}
    config = sc.GameConfig(players=3, scenario=scenario)
    scenario["players"][0]["hand"].append("scout")
    scenario["round"] = 3
    game = sc.Game.new(config)
    assert game.view(0).hand == ("refugee",)
    assert game.round == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        config.players = 2  # type: ignore[misc]


def test_a_scenario_game_is_marked_in_the_view_and_the_first_log_event() -> None:
    """README "`view.scenario` is true and the log's first event says "scenario"."; view.md
    `scenario`: "never a normal deal"."""
    game = stacked()
    assert game.view(None).scenario
    assert game.view(0).scenario
    assert game.log(None)[0].text == "scenario"
    assert not sc.Game.new(sc.GameConfig(players=3)).view(None).scenario


BAD_SCENARIOS: dict[str, list[dict[str, Any]]] = {
    "round": [{"round": r} for r in ("3", -1, 0, 10**30, 3.0, True, None, [3])],
    "initiator-and-players": [
        {"initiator": 3},
        {"initiator": "0"},
        {"players": {"hand": []}},
        {"players": [{}, {}, {}, {}]},
        {"players": ["refugee"]},
        {"players": [{1: ["refugee"]}]},
    ],
    "piles": [
        {"players": [{"hand": "refugee"}]},
        {"players": [{"hand": [1, 2]}]},
        {"players": [{"hand": [["refugee"]]}]},
        {"players": [{"deck": [None]}]},
        {"junkyard": {"net": 1}},
        {"junkyard": ["junk"] * 100_000},
        {"contested": "grenade"},
    ],
    "market": [{"market": m} for m in (["scout"], {"scout": -1}, {"scout": "3"}, {"junk": 1}, {"scout": 10**30})],
    "hq-pieces": [
        {"players": [{"leader": ["leader_mentor"]}]},
        {"players": [{"leader": "refugee"}]},
        {"players": [{"leader": "leader_mentor"}, {"leader": "leader_mentor"}]},
        {"players": [{"buildings": ["bunker"]}]},
        {"players": [{"buildings": [{"building": "refugee"}]}]},
        {"players": [{"buildings": [{"building": "bunker", "disabled": "no"}]}]},
        {"players": [{"buildings": [{"building": "bunker", "timer": "junk"}]}]},
        {"players": [{"buildings": [{"building": "bunker", "owner": 1}]}]},
    ],
}


@pytest.mark.parametrize("group", list(BAD_SCENARIOS))
def test_bad_scenario_inputs_are_refused_with_a_config_error_naming_the_scenario(group: str) -> None:
    """scenarios.md:30-31 "refused with a message naming the problem" (undocumented bad shapes too:
    a ConfigError, a ValueError, whose one-line message says it is the scenario; no game)."""
    modules = HQ4 if group == "hq-pieces" else frozenset()
    for scenario in BAD_SCENARIOS[group]:
        with pytest.raises(sc.ConfigError) as error:
            sc.Game.new(sc.GameConfig(players=3, modules=modules, scenario=scenario))
        assert isinstance(error.value, ValueError)
        assert str(error.value).startswith("scenario"), (scenario, str(error.value))
        assert "\n" not in str(error.value)
        assert len(str(error.value)) < 300


def test_the_catalogue_lists_all_70_card_kinds() -> None:
    """scenarios.md:16-17 "`sorted(scavengers.cards.CATALOGUE)` lists all 70 of them"; README
    "70 kinds, 338 cards"."""
    assert len(sorted(CATALOGUE)) == 70
    assert sum(card.count for card in CATALOGUE.values()) == 338


def test_hand_discard_are_sorted_by_name_but_zones_are_top_first() -> None:
    """scenarios.md:55-57 "`view.hand`, ... and each seat's face-up `discard` list card kinds
    **sorted by name**, not in pile order; `game.zones()` ... lists every zone top first"."""
    game = stacked(players=[{"hand": ["spear", "brawler", "refugee"], "discard": ["shovel", "junk", "brawler"]}])
    assert game.view(0).hand == ("brawler", "refugee", "spear")
    assert game.view(1).seats[0].discard == ("brawler", "junk", "shovel")
    assert kinds(game, "0:hand") == ["spear", "brawler", "refugee"]
    assert kinds(game, "0:discard") == ["shovel", "junk", "brawler"]


# --- docs/scenarios.md and view.md: who is asked ------------------------------------------


def test_each_other_player_holding_a_card_is_asked_and_lone_pass_is_the_same_for_all() -> None:
    """scenarios.md:67-70 "a player holding any card ... is asked ... even with nothing to answer
    with, and `view.lone_pass` says when everyone can tell she can only pass. A player holding no
    cards at all is not asked"; view.md `lone_pass` "The same in every seat's view"."""
    game = stacked(players=[{"hand": ["scout"], "deck": ["pills", "junk"]}, {"hand": ["refugee"]}, {}])
    game.apply(0, "draw scout")
    decision = game.view(None).decision
    assert decision == sc.Decision("respond", 1, 0, "draw")
    assert {game.view(seat).lone_pass for seat in (None, 0, 1, 2)} == {True}
    game.apply(1, "pass")
    assert game.view(None).decision == sc.Decision("turn", 0, None, None)


def test_a_hire_paid_with_medicine_alone_asks_nobody() -> None:
    """scenarios.md:71-72 "an action that nothing in the game can answer (in the base game, a
    hire paid with medicine alone) asks nobody"."""
    game = stacked(players=[{"hand": ["medkit"]}, {"hand": ["refugee"]}, {"hand": ["refugee"]}])
    game.apply(0, "hire hunter pay medkit")
    assert game.view(None).decision == sc.Decision("turn", 0, None, None)
    assert game.view(None).seats[0].discard == ("hunter", "medkit")


def test_skirmish_outcome_is_logged_and_empty_hands_have_no_commit_decision() -> None:
    """scenarios.md:73-80 "a player whose hand is empty has no `commit` decision ... one
    `skirmish_totals` event per seat that brought a force (a seat that committed nothing has
    none ...), whose `values` are `(has_fight, fight, people)` ..., then `skirmish_won`"; view.md
    `contested_count` "(when it is empty, the game ends)"."""
    game = stacked(round=3, contested=["grenade"], players=[{"hand": ["brawler"]}, {"hand": ["refugee"]}])
    asked: list[tuple[int, str]] = []
    while not game.over:
        seat = game.to_act[0]
        decision = game.view(seat).decision
        assert decision is not None
        asked.append((seat, decision.kind))
        if decision.kind == "turn":
            game.apply(seat, "end")
        elif decision.kind == "commit":
            assert game.view(seat).hand_strength is not None
            game.apply(seat, "commit brawler" if seat == 0 else "commit none")
        else:
            game.apply(seat, game.legal_actions(seat)[0])
    assert (2, "commit") not in asked
    assert (0, "commit") in asked
    assert (1, "commit") in asked
    outcome = [(e.type.value, e.seat, e.values) for e in game.log(None) if e.type.value.startswith("skirmish")]
    assert outcome == [("skirmish_totals", 0, (True, 2, 1)), ("skirmish_won", 0, ())]
    view = game.view(None)
    assert view.contested_count == 0
    assert view.over
    assert view.result is not None
    assert view.to_act == ()
    assert view.decision is None
    assert game.to_act == ()
    assert view.result.winners == (0,)
    assert [game.score(seat) for seat in range(3)] == list(view.result.scores)


# --- README: Using the engine -------------------------------------------------------------


def test_readme_loop_plays_a_game_to_its_result() -> None:
    """README "while not game.over: ... game.apply(seat, action) ... print(game.result)"."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=7))
    while not game.over:
        seat = game.to_act[0]
        view = game.view(seat)
        assert view.to_act == (seat,)
        game.apply(seat, game.legal_actions(seat)[0])
    assert isinstance(game.result, sc.GameResult)
    assert game.result.winners


def test_a_malformed_action_raises_invalid_action_naming_seat_phase_and_reason() -> None:
    """README "a malformed action raises `InvalidAction` ... (both `ValueError`), naming the seat,
    the phase and the reason"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5))
    seat = game.to_act[0]
    for text in ("fly away", "", "dig bogus"):
        with pytest.raises(sc.InvalidAction) as error:
            game.apply(seat, text)
        assert isinstance(error.value, ValueError)
        assert f"seat {seat}" in str(error.value)
        assert "gathering phase" in str(error.value)
    for thing in (5, None, ("dig",)):
        with pytest.raises(sc.InvalidAction):
            game.apply(seat, thing)  # type: ignore[arg-type]


def test_a_forbidden_action_raises_illegal_action_naming_seat_phase_and_reason() -> None:
    """README "a forbidden one `IllegalAction` (both `ValueError`), naming the seat, the phase and the reason"."""
    game = stacked(players=[{"hand": ["refugee"]}, {"hand": ["brawler"]}])
    with pytest.raises(sc.IllegalAction, match=r"seat 1 .*gathering phase.*waiting for seat 0"):
        game.apply(1, "end")
    with pytest.raises(sc.IllegalAction, match=r"seat 0 .*gathering phase"):
        game.apply(0, "hire sniper_team")
    assert issubclass(sc.IllegalAction, ValueError)
    assert issubclass(sc.InvalidAction, ValueError)


def test_a_bad_seat_is_refused_with_invalid_action() -> None:
    """InvalidAction docstring "The input is malformed: unknown verb or card kind, bad seat, unreadable notation."."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5))
    for bad_seat in (3, -1, "0", None, 1.0, True):
        with pytest.raises(sc.InvalidAction, match="seat"):
            game.apply(bad_seat, "end")  # type: ignore[arg-type]
        with pytest.raises(sc.InvalidAction, match="seat"):
            game.score(bad_seat)  # type: ignore[arg-type]
        with pytest.raises(sc.InvalidAction, match="seat"):
            sc.parse_action(game, bad_seat, "end")  # type: ignore[arg-type]
        if bad_seat is not None:  # None is the spectator for view and log
            with pytest.raises(sc.InvalidAction, match="seat"):
                game.view(bad_seat)  # type: ignore[arg-type]
            with pytest.raises(sc.InvalidAction, match="seat"):
                game.log(bad_seat)  # type: ignore[arg-type]


def test_legal_actions_refuses_an_out_of_range_seat_like_the_other_methods() -> None:
    """InvalidAction docstring "The input is malformed: unknown verb or card kind, bad seat, unreadable notation."."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5))
    with pytest.raises(sc.InvalidAction, match="seat"):
        game.legal_actions(-1)


def test_legal_actions_is_empty_for_a_seat_not_to_act() -> None:
    """Game.legal_actions docstring "Every action ``seat`` may take now, in a fixed order; empty
    if it is not to act."."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5))
    seat = game.to_act[0]
    others = [s for s in range(3) if s != seat]
    assert all(game.legal_actions(s) == () for s in others)
    assert game.legal_actions(seat) == game.legal_actions(seat)
    assert game.legal_actions(seat)


def test_a_refused_action_leaves_the_game_exactly_as_it_was() -> None:
    """README "the game is left exactly as it was"; Game.apply "either way the game is exactly as before"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=11, modules=HQ4))
    rng = random.Random(3)
    bad = ["fly", "", "dig bogus", "hire sniper_team", "snipe 9:brawler", "keep rifle", "commit sniper_team", "pass"]
    for _ in range(12):
        play_random(game, rng.randrange(1000), 15)
        if game.over:
            break
        before = snapshot(game)
        for seat in range(3):
            for text in bad:
                if text in [str(a) for a in game.legal_actions(seat)]:
                    continue
                with pytest.raises((sc.InvalidAction, sc.IllegalAction)):
                    game.apply(seat, text)
        assert snapshot(game) == before


def test_same_config_seed_and_actions_give_the_same_game() -> None:
    """README "same config, seed and actions give the same game"."""
    config = sc.GameConfig(players=4, seed=21, modules=sc.hq_modules(2))
    first = sc.Game.new(config)
    actions = play_random(first, 9, 400)
    second = sc.Game.new(config)
    for seat, action in actions:
        second.apply(seat, str(action))
    assert snapshot(first) == snapshot(second)


def test_clone_is_an_independent_copy_that_plays_on_identically() -> None:
    """Game.clone "An independent copy that plays on identically"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=4))
    play_random(game, 1, 30)
    before = snapshot(game)
    copy = game.clone()
    assert snapshot(copy) == before
    actions = play_random(copy, 2, 40)
    assert snapshot(game) == before
    for seat, action in actions:
        game.apply(seat, action)
    assert snapshot(game) == snapshot(copy)


def test_a_quiet_clone_keeps_no_events_and_cannot_be_saved() -> None:
    """README "`game.clone(events=False)` is a quiet copy that builds and keeps no events (it cannot be saved)"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=4))
    quiet = game.clone(events=False)
    play_random(quiet, 2, 20)
    assert quiet.log(0) == ()
    assert quiet.log(None) == ()
    with pytest.raises(sc.InvalidAction):
        quiet.to_json()
    assert game.log(None)


def test_play_leads_to_exactly_the_game_apply_would() -> None:
    """README "`game.play(action)` carries out an action just listed by `legal_actions` ... then
    takes every following decision that has a single legal action itself ... Both lead to exactly
    the game `apply` would; `game.decisions_made` counts the actions."."""
    fast = sc.Game.new(sc.GameConfig(players=3, seed=8))
    slow = sc.Game.new(sc.GameConfig(players=3, seed=8))
    rng = random.Random(5)
    while not fast.over and fast.round < 5:
        action = rng.choice(fast.legal_actions(fast.to_act[0]))
        fast.play(action)
        slow.apply(slow.to_act[0], action)
        while not slow.over and len(slow.legal_actions(slow.to_act[0])) == 1:
            slow.apply(slow.to_act[0], slow.legal_actions(slow.to_act[0])[0])
        assert snapshot(fast) == snapshot(slow)
    assert fast.decisions_made == len(json.loads(fast.to_json())["actions"])


def test_to_json_and_from_json_give_the_same_game_from_text_or_bytes() -> None:
    """README "`game.to_json()` and `sc.Game.from_json(text)` ... `from_json` takes the text or its UTF-8 bytes"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=13, modules=sc.hq_modules(3)))
    play_random(game, 3, 60)
    text = game.to_json()
    assert snapshot(sc.Game.from_json(text)) == snapshot(game)
    assert snapshot(sc.Game.from_json(text.encode())) == snapshot(game)
    scenario = stacked(round=3, players=[{"hand": ["brawler"]}])
    assert snapshot(sc.Game.from_json(scenario.to_json())) == snapshot(scenario)


def _tampered() -> str:
    game = sc.Game.new(sc.GameConfig(players=3, seed=13))
    play_random(game, 3, 20)
    save = json.loads(game.to_json())
    save["state"]["round"] = 7
    return json.dumps(save)


def test_from_json_refuses_anything_that_is_not_a_save_with_invalid_action() -> None:
    """README:225-226 "anything that is not a save, or a save that no longer replays to its
    recorded state, raises `InvalidAction` with the reason"; Game.from_json "never another error"."""
    save = json.loads(sc.Game.new(sc.GameConfig(players=3, seed=1)).to_json())
    bad: list[Any] = ["not json", "{}", "[1, 2]", "null", b"\xff\xfe", 5, None, "[" * 10_000, _tampered()]
    bad += [json.dumps({**save, "actions": [[0, "fly"]]}), json.dumps({**save, "version": 99})]
    bad += [json.dumps({**save, "config": {**save["config"], "players": 0}})]
    for text in bad:
        with pytest.raises(sc.InvalidAction):
            sc.Game.from_json(text)


def test_from_json_refuses_a_save_without_its_recorded_state() -> None:
    """Game.from_json "Raises :class:`InvalidAction` for anything that is not such a save or does
    not replay to its saved state"; Game.to_json "its config, every action so far, and the state
    they lead to"."""
    save = json.loads(_tampered())
    save["state"] = None
    with pytest.raises(sc.InvalidAction):
        sc.Game.from_json(json.dumps(save))


def test_game_config_to_dict_and_from_dict_round_trip_and_refuse_bad_dicts() -> None:
    """GameConfig.from_dict "Raises :class:`ConfigError` for anything else: a missing or unknown
    key, or a value of the wrong type"."""
    config = sc.GameConfig(players=2, seed=3, modules=HQ4, scenario={"round": 2, "players": [{"hand": ["refugee"]}]})
    assert sc.GameConfig.from_dict(json.loads(json.dumps(config.to_dict()))) == config
    good = sc.GameConfig().to_dict()
    for bad in ({}, {**good, "x": 1}, {**good, "players": "3"}, {**good, "modules": "hq1"}, [1]):
        with pytest.raises(sc.ConfigError):
            sc.GameConfig.from_dict(bad)  # type: ignore[arg-type]


def test_score_is_the_tribe_as_the_end_would_count_it_now() -> None:
    """README "`game.score(seat)` is that seat's tribe scored as the end of the game would score it
    now (people, contested resources, cards ...)"."""
    tribe = {"hand": ["brawler", "tribe_family_3"], "deck": ["refugee", "junk"], "discard": ["scout"]}
    game = stacked(players=[tribe])
    score = game.score(0)
    people = sum(CATALOGUE[k].people for k in ("brawler", "tribe_family_3", "refugee", "junk", "scout"))
    assert (score.people, score.contested, score.cards, score.gangs) == (people, 1, 5, ())
    assert game.score(1) == sc.Score(people=0, contested=0, cards=0, gangs=(), points=0)


def test_a_named_market_is_the_game_s_stacks_as_named() -> None:
    """GameConfig docstring: "``market`` names the mercenary stacks, in place of the usual ones
    ... as many stacks as named, so a test table may have fewer than the rules' 10"."""
    game = sc.Game.new(sc.GameConfig(players=3, modules=sc.recon_modules([1]), market=("scout", "spy")))
    stacks = [kind for kind, _ in game.view(None).market]
    assert {"scout", "spy"} <= set(stacks)
    assert "brawler" not in stacks
    with pytest.raises(sc.ConfigError):
        sc.Game.new(sc.GameConfig(players=3, modules=sc.recon_modules([1]), market=("not_a_card",)))


# --- docs/view.md -------------------------------------------------------------------------


def test_a_spectators_view_has_the_private_fields_empty() -> None:
    """view.md:4-5 "`game.view(None)` is a spectator's: the public fields only, the private ones empty"."""
    game = stacked(round=3, players=[{"hand": ["brawler"], "discard": []}])
    view = game.view(None)
    assert view.seat is None
    assert (view.hand, view.looking, view.committed, view.discard_hidden, view.stored, view.dealt) == ((),) * 6
    assert (view.peeked, view.knowledge, view.totals, view.chosen, view.timers) == (None, (), (), (), ())
    assert view.hand_strength is None
    assert view.committed_strength is None
    assert game.view(0).peeked is not None


def test_seat_counts_agree_with_the_viewers_own_cards_and_the_zones() -> None:
    """view.md `hand_count` "cards in her hand", `deck_count`, `discard`, `junkyard_count`, `contested_count`."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=2))
    play_random(game, 6, 120)
    for seat in range(4):
        view = game.view(seat)
        me = view.seats[seat]
        assert me.seat == seat
        assert me.hand_count == len(view.hand) == len(kinds(game, f"{seat}:hand"))
        assert me.deck_count == len(kinds(game, f"{seat}:deck"))
        assert len(me.discard) + me.discard_hidden_count == len(kinds(game, f"{seat}:discard"))
        assert view.junkyard_count == len(kinds(game, "junkyard"))
        assert view.contested_count == len(kinds(game, "contested"))
        assert dict(view.market) == {z[7:]: len(c) for z, c in game.zones().items() if z.startswith("market:")}


def test_a_hidden_card_is_only_ever_a_count_in_the_spectators_log() -> None:
    """README "`game.view(seat)` / `game.view(None)` (spectator) and `game.log(seat)` never show a
    card the seat may not see: a hidden card is only a count"."""
    game = stacked(round=3, contested=["grenade", "wolf_pack"], players=[{"hand": ["refugee"]}])
    shown = [c for e in game.log(None) for c in e.cards]
    assert "grenade" not in shown
    assert any("grenade" in e.cards for e in game.log(0))
    assert all(e.audience is None for e in game.log(None))


def test_totals_list_each_gathering_action_and_action_total_reads_them() -> None:
    """view.md `totals` "each dig, draw, hunt and build she may declare, as `(action, total)`";
    README "`sc.action_total(view, action)` ... (`None` for ... an action that is not listed)"."""
    game = stacked(players=[{"hand": ["brawler", "shovel", "scavenger", "spear"]}])
    view = game.view(0)
    listed = dict(view.totals)
    assert listed[sc.parse_action(game, 0, "dig brawler+shovel")] == 3
    assert listed[sc.parse_action(game, 0, "hunt scavenger+spear")] == 2
    for action, total in view.totals:
        assert action.verb in ("dig", "draw", "hunt", "build")
        assert action in game.legal_actions(0)
        assert sc.action_total(view, action) == total
    assert sc.action_total(view, sc.Action(sc.Verb.END)) is None
    assert game.view(1).totals == ()
    assert game.view(None).totals == ()


def test_committed_strength_and_hand_strength_and_force_total() -> None:
    """view.md `committed_strength` "`None` when she has committed nothing"; `hand_strength` "at
    the viewer's own commit decision ...; `None` elsewhere"; README `force_total` "`None` for a
    force the viewer cannot see"."""
    game = stacked(round=3, players=[{"hand": ["brawler", "refugee"]}, {"hand": ["scout"]}])
    assert game.view(0).hand_strength is None
    game.apply(0, "end")
    pass_windows(game)
    view = game.view(0)
    assert view.decision is not None
    assert view.decision.kind == "commit"
    assert view.hand_strength == sc.ForceStrength(has_fight=True, fight=2, people=2)
    assert view.committed_strength is None
    game.apply(0, "commit brawler")
    mine = game.view(0)
    assert mine.committed == ("brawler",)
    assert mine.hand_strength is None
    assert mine.committed_strength == sc.ForceStrength(True, 2, 1)
    assert sc.force_total(mine, 0) == mine.committed_strength
    assert sc.force_total(game.view(1), 0) is None
    assert game.view(1).seats[0].committed_count == 1
    assert game.view(1).committed == ()


def test_view_over_is_true_once_result_is_set() -> None:
    """view.md:59 "`view.over` is true once `result` is set"."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=1))
    assert not game.view(0).over
    assert game.view(0).result is None
    play_random(game, 4, 100_000)
    assert game.over
    assert game.view(1).over
    assert game.view(1).result == game.result


def test_the_view_types_are_immutable() -> None:
    """view.md:16 "All the types below are immutable: `View`, `ForceStrength`, `GameResult` and
    `Score` are frozen dataclasses, the others named tuples."."""
    for cls in (sc.View, sc.ForceStrength, sc.GameResult, sc.Score):
        assert dataclasses.is_dataclass(cls)
        assert getattr(cls, "__dataclass_params__").frozen  # noqa: B009
    for tup in (sc.SeatView, sc.Decision, sc.Knowledge, sc.BuildingView):
        assert issubclass(tup, tuple)
        assert hasattr(tup, "_fields")
    view = sc.Game.new(sc.GameConfig(players=2)).view(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.round = 9  # type: ignore[misc]


def test_view_fields_match_the_documented_table() -> None:
    """view.md:20-57 the `View` table; :63-88 `SeatView`; :92-97 `Decision`; :108-114 `Knowledge`."""
    view_fields = [
        "seat",
        "players",
        "round",
        "phase",
        "initiator",
        "to_act",
        "decision",
        "seats",
        "junkyard_count",
        "contested_count",
        "gangs",
        "market",
        "hand",
        "looking",
        "committed",
        "discard_hidden",
        "stored",
        "dealt",
        "schematics_count",
        "peeked",
        "result",
        "chosen",
        "knowledge",
        "scenario",
        "rules",
        "leader_pile_count",
        "timers",
        "forces",
        "engaged",
        "opponent",
        "committed_strength",
        "committed_size",
        "totals",
        "skirmish_this_round",
        "lone_pass",
        "hand_strength",
        "spent",
        "solo_added",
        "solo_families_removed",
        "skirmish_winner",
    ]
    assert [f.name for f in dataclasses.fields(sc.View)] == view_fields
    seat_fields = [
        "seat",
        "hand_count",
        "deck_count",
        "discard",
        "discard_hidden_count",
        "table",
        "looking_count",
        "committed_count",
        "force",
        "acted",
        "used",
        "food",
        "buildings",
        "leader",
        "wounded",
        "leader_used",
        "removed",
        "boost",
        "boost_skills",
        "fight_bonus",
        "gassed",
        "provoking",
        "strength",
        "size",
    ]
    assert list(sc.SeatView._fields) == seat_fields
    assert sc.Decision._fields == ("kind", "seat", "actor", "verb")
    assert sc.Knowledge._fields == ("source", "zone", "cards", "in_order", "may_have_left")
    assert [f.name for f in dataclasses.fields(sc.ForceStrength)] == ["has_fight", "fight", "people"]


def test_solo_engage_1_fights_force_1_and_its_size_becomes_0() -> None:
    """scenarios.md:82-83 "In the solo game `engage 1` fights force 1; `view.forces` gives each
    force's face-down size by number (index 0 is force 1), 0 once fought"."""
    game = stacked(1, opponents=[["refugee"], ["thugs", "rifle"]], players=[{"hand": ["brawler", "spear"]}])
    while game.view(0).engaged is None:
        decision = game.view(0).decision
        assert decision is not None
        game.apply(0, "engage 1" if decision.kind == "engage" else "end")
    assert game.view(0).engaged == 1
    assert game.view(0).skirmish_this_round
    game.apply(0, "commit brawler spear")
    while game.view(0).forces[0] != 0:
        game.apply(0, game.legal_actions(0)[0])
    assert game.view(0).forces == (0, 2)


# --- README / playing.md: the notation ----------------------------------------------------

BASE_EXAMPLES = [
    ("dig brawler+shovel refugee", sc.Action(sc.Verb.DIG, ("brawler", "refugee", "shovel"))),
    ("draw scout", sc.Action(sc.Verb.DRAW, ("scout",))),
    ("hunt scavenger+spear", sc.Action(sc.Verb.HUNT, ("scavenger", "spear"))),
    ("hire scout pay medkit", sc.Action(sc.Verb.HIRE, ("medkit",), subject="scout")),
    ("hire scavenger", sc.Action(sc.Verb.HIRE, (), subject="scavenger")),
    ("trash junk junk", sc.Action(sc.Verb.TRASH, ("junk", "junk"))),
    ("keep net", sc.Action(sc.Verb.KEEP, ("net",))),
    ("keep none", sc.Action(sc.Verb.KEEP, ())),
    ("commit brawler pills refugee", sc.Action(sc.Verb.COMMIT, ("brawler", "pills", "refugee"))),
    ("commit none", sc.Action(sc.Verb.COMMIT, ())),
    ("snipe 2:brawler", sc.Action(sc.Verb.SNIPE, ("sniper_team",), subject="brawler", target=2)),
    ("disarm 1:spear", sc.Action(sc.Verb.DISARM, ("saboteur",), subject="spear", target=1)),
    ("pass", sc.Action(sc.Verb.PASS)),
    ("end", sc.Action(sc.Verb.END)),
]


def test_readme_notation_examples_are_in_the_standard_form() -> None:
    """README "Action notation": "the examples below are in that form" (str(action) is the notation)."""
    for text, action in BASE_EXAMPLES:
        assert str(action) == text


def test_the_gathering_examples_parse_to_the_documented_actions() -> None:
    """README "Any grouping and order of the same cards is read as the same action, which the
    engine writes in one standard form"."""
    game = stacked(players=[{"hand": ["brawler", "shovel", "refugee", "scout", "scavenger", "spear"]}])
    for text, action in BASE_EXAMPLES[:3]:
        assert sc.parse_action(game, 0, text) == action
        assert action in game.legal_actions(0)
    assert str(sc.parse_action(game, 0, "dig refugee shovel+brawler")) == "dig brawler+shovel refugee"
    assert str(sc.parse_action(game, 0, "hunt spear+scavenger")) == "hunt scavenger+spear"


def test_every_listed_action_round_trips_through_its_notation() -> None:
    """Game.apply takes "an :class:`Action` or notation text"; README: legal_actions lists a
    decision's actions in the notation."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=30, modules=HQ4 | sc.recon_modules([1, 2])))
    rng = random.Random(1)
    for _ in range(250):
        if game.over:
            break
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        for action in legal:
            assert sc.parse_action(game, seat, str(action)) == action
        game.apply(seat, str(rng.choice(legal)))


# --- more documented statements, and the gaps found ---------------------------------------


def test_the_schematics_pile_holds_only_buildings() -> None:
    """scenarios.md:46-47 "`"schematics"` is the schematics pile, top first"; :30-31 a scenario
    card the game cannot have "is refused with a message naming the problem"."""
    with pytest.raises(sc.ConfigError, match="refugee"):
        stacked(modules=HQ4, schematics=["refugee", "bunker"])


def test_a_scenario_leader_is_one_kind_id_and_a_list_is_refused_in_words() -> None:
    """scenarios.md: a player's `"leader"` is the leader she plays; a card the game cannot have
    "is refused with a message naming the problem" (here not a Python tuple's repr)."""
    with pytest.raises(
        sc.ConfigError, match=r"^scenario player 0's leader: expected one leader's kind id \(a string\)$"
    ):
        stacked(modules=HQ4, players=[{"leader": ["leader_mentor"]}])
    with pytest.raises(sc.ConfigError, match="'brawler' is not a leader"):
        stacked(modules=HQ4, players=[{"leader": "brawler"}])


def test_a_frozen_config_with_a_scenario_is_hashable() -> None:
    """README:249-250 "A config is frozen (it keeps its own copy of the scenario)"."""
    config = sc.GameConfig(players=3, scenario={"round": 2})
    assert hash(config) == hash(sc.GameConfig(players=3, scenario={"round": 2}))


def test_game_new_refuses_something_that_is_not_a_config_clearly() -> None:
    """Game.new "Set up a game and run it to its first decision." (config: GameConfig)."""
    with pytest.raises((sc.ConfigError, TypeError)):
        sc.Game.new({"players": 3})  # type: ignore[arg-type]


def test_apply_returns_the_new_events_the_seat_may_see() -> None:
    """Game.apply "Returns the new events ``seat`` may see"; Game.log "oldest first"."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=3, modules=HQ4))
    rng = random.Random(2)
    while not game.over:
        seat = game.to_act[0]
        before = len(game.log(seat))
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert game.log(seat)[before:] == events


def test_a_card_dug_and_kept_is_in_discard_hidden_and_only_counted_for_others() -> None:
    """view.md:37 `discard_hidden` "cards in the viewer's discard pile that she gained face down
    (dug, won) and has not shown; only she knows them"; :69 `discard_hidden_count`; :75 `used`."""
    game = stacked(players=[{"hand": ["brawler"]}], junkyard=["net", "junk"])
    game.apply(0, "dig brawler")
    pass_windows(game)
    game.apply(0, "keep net")
    assert game.view(0).discard_hidden == ("net",)
    assert game.view(1).discard_hidden == ()
    assert game.view(1).seats[0].discard_hidden_count == 1
    assert game.view(1).seats[0].discard == ("brawler",)
    assert game.view(None).seats[0].used == ("dig",)


def test_a_spys_look_at_deck_positions_is_renumbered_as_cards_are_drawn() -> None:
    """view.md:111 knowledge zone "a look at chosen deck positions names them, counted from 1 at
    the top as the cards lie now: `2:deck@2,3` becomes `2:deck@1,2` once a card is drawn off the
    top"; README "choose the positions to look at after `@`"."""
    deck = ["net", "pills", "medkit", "spear", "shovel"]
    game = stacked(
        modules=sc.recon_modules([1]), players=[{"hand": ["spy"]}, {}, {"hand": ["scavenger"], "deck": deck}]
    )
    assert "spy 2:deck" in [str(a) for a in game.legal_actions(0)]
    game.apply(0, "spy 2:deck@3,4")
    pass_windows(game)
    assert [(k.source, k.zone, k.cards, k.in_order) for k in game.view(0).knowledge] == [
        ("spy", "2:deck@3,4", ("medkit", "spear"), True)
    ]
    assert game.view(2).knowledge == ()
    assert game.view(None).knowledge == ()
    while (decision := game.view(None).decision) is not None and decision.seat != 2:
        game.apply(decision.seat, "end")
    game.apply(2, "draw scavenger")
    pass_windows(game)
    assert [k.zone for k in game.view(0).knowledge] == ["2:deck@2,3"]


def test_a_buildings_timer_ticks_at_the_next_round_not_at_the_scenario_start() -> None:
    """scenarios.md:41-42 "The timer is as it stands when the scenario starts: the scenario
    round's own tick has already been taken."."""
    game = stacked(
        modules=HQ4,
        players=[
            {"leader": "leader_mentor", "buildings": [{"building": "bunker", "timer": ["junk", "pills", "net"]}]},
            {"leader": "leader_ranger"},
            {"leader": "leader_butcher"},
        ],
    )
    assert game.view(None).seats[0].buildings[0].timer == 3
    while game.round == 1:
        seat = game.to_act[0]
        decision = game.view(seat).decision
        assert decision is not None
        game.apply(seat, "end" if decision.kind == "turn" else game.legal_actions(seat)[0])
    assert game.view(None).seats[0].buildings[0].timer == 2


def test_a_two_player_tie_won_by_less_than_2_is_logged_as_a_deadlock() -> None:
    """scenarios.md:80-81 "`deadlock` (the contested resource went into the junkyard; a
    two-player "tie", won by less than 2, is logged the same way)"."""
    game = stacked(2, round=3, players=[{"hand": ["brawler"]}, {"hand": ["scavenger"]}])
    junkyard = game.view(None).junkyard_count
    while game.round == 3:
        seat = game.to_act[0]
        decision = game.view(seat).decision
        assert decision is not None
        if decision.kind == "turn":
            game.apply(seat, "end")
        elif decision.kind == "commit":
            game.apply(seat, "commit brawler" if seat == 0 else "commit scavenger")
        else:
            game.apply(seat, "pass")
    outcome = [
        (e.type.value, e.seat, e.values) for e in game.log(None) if e.type.value in ("skirmish_totals", "deadlock")
    ]
    assert outcome == [
        ("skirmish_totals", 0, (True, 2, 1)),
        ("skirmish_totals", 1, (True, 1, 1)),
        ("deadlock", None, ()),
    ]
    assert game.view(None).contested_count == 13
    assert game.view(None).junkyard_count == junkyard + 1


def _first_rounds(rules: str) -> list[int]:
    game = stacked(rules=rules, players=[{"hand": ["refugee"]}] * 3, initiator=0)
    initiators = [game.view(None).initiator]
    while game.round < 4:
        seat = game.to_act[0]
        decision = game.view(seat).decision
        assert decision is not None
        game.apply(seat, "end" if decision.kind == "turn" else game.legal_actions(seat)[0])
        if game.view(None).initiator != initiators[-1] or len(initiators) < game.round:
            initiators.append(game.view(None).initiator)
    return initiators


def test_with_2012_rules_the_initiator_passes_every_round_with_2015_from_round_3() -> None:
    """variants.md:45-46 "It goes to the left at the end of every round, rounds 1 and 2 included;
    with the 2015 rules the first player keeps it for rounds 1 to 3"."""
    assert _first_rounds("2012")[:4] == [0, 1, 2, 0]
    assert _first_rounds("2015")[:4] == [0, 0, 0, 1]


def test_with_2012_rules_a_fight_of_0_is_no_fight() -> None:
    """variants.md:47-49 "a skirmish force that adds up to 0 counts as having no fight at all ...
    With the 2015 rules a fight of 0 beats no fight"; view.md `has_fight`."""
    for rules, has_fight in (("2015", True), ("2012", False)):
        game = stacked(2, rules=rules, round=3, players=[{"hand": ["tribe_family_3"]}, {"hand": ["refugee"]}])
        game.apply(0, "end")
        game.apply(0, "commit tribe_family_3")
        assert game.view(0).committed_strength == sc.ForceStrength(has_fight, 0, 3)


def test_alternate_starting_hands_change_one_card_type_of_every_starting_deck() -> None:
    """variants.md:15-19 the table: 4 scouting refugees / 3 hardy scavengers / 1 guard instead;
    "The type that starts in the decks is not put out for hire"."""
    swaps = {
        "alternate_refugees": ("scouting_refugee", "refugee", 4),
        "alternate_scavengers": ("hardy_scavenger", "scavenger", 3),
        "alternate_brawlers": ("guard", "brawler", 1),
    }
    for variant, (new, old, count) in swaps.items():
        game = sc.Game.new(sc.GameConfig(players=3, seed=1, variants=frozenset({variant})))
        for seat in range(3):
            tribe = Counter(kinds(game, f"{seat}:hand") + kinds(game, f"{seat}:deck"))
            assert tribe[new] == count
            assert tribe[old] == 0
            assert sum(tribe.values()) == 10
        assert new not in dict(game.view(None).market)


def test_leader_drafting_deals_no_leaders_and_piles_every_leader() -> None:
    """variants.md:26-28 "No leaders are dealt at the start: every leader of the game (the
    Swindler and the Yardmaster too with Recon module 5) is shuffled into a face-down leader pile,
    whose size everyone sees"."""
    config = sc.GameConfig(players=3, seed=1, modules=sc.hq_modules(3), variants=frozenset({"leader_draft"}))
    view = sc.Game.new(config).view(None)
    assert view.phase == "gathering"
    assert view.decision is not None
    assert view.decision.kind == "turn"
    assert view.leader_pile_count == 10
    assert all(seat.leader is None for seat in view.seats)
    with_r5 = sc.GameConfig(
        players=3, seed=1, modules=sc.hq_modules(3) | sc.recon_modules([5]), variants=frozenset({"leader_draft"})
    )
    assert sc.Game.new(with_r5).view(None).leader_pile_count == 12


def test_an_ordinary_hq3_game_starts_in_setup_and_dealt_keeps_the_chosen_leader() -> None:
    """view.md:25 `phase` "`setup` (choosing leaders at the start of an ordinary game)"; :39
    `dealt` "the two leaders dealt to the viewer while she chooses; then the one she kept, until
    every leader is revealed"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=sc.hq_modules(3)))
    assert game.view(None).phase == "setup"
    seat = game.to_act[0]
    dealt = game.view(seat).dealt
    assert len(dealt) == 2
    assert game.view(None).dealt == ()
    game.apply(seat, f"lead {dealt[1]}")
    assert game.view(seat).dealt == (dealt[1],)
    assert game.view(None).seats[seat].leader is None
