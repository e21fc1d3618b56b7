"""The scenario audit (round 18): rule cases of every rulebook written as stacked tables in the
format of docs/scenarios.md and played through the public API. Each test says which rule it
plays ([000:146] is rulebook file 000, line 146; RULINGS IDs for what the books leave open) and
which documented key of the format it leans on; the tables are set up only as the doc says."""

from __future__ import annotations

import json
import warnings
from collections import Counter
from typing import Any

import pytest

import scavengers as sc
from helpers import (
    end_gathering,
    finish_round,
    now,
    owned,
    pass_windows,
    play_out,
    play_random,
    round_winner,
    run_main,
    skirmish_outcome,
    texts,
    zone_kinds,
)
from scavengers.cards import CATALOGUE, Role
from scavengers.engine.core.events import EventType
from scavengers.engine.setup.table import ScenarioWarning

HQ1 = sc.hq_modules(1)
HQ2 = sc.hq_modules(2)
HQ3 = sc.hq_modules(3)
HQ4 = sc.hq_modules(4)
BASE_MARKET = ("scavenger", "brawler", "hunter", "saboteur", "scout", "group_leaders", "sniper_team", "thugs")
"""The base game's eight mercenary stacks [000:107]."""


def game(
    seats: int = 3,
    modules: frozenset[str] = frozenset(),
    variants: frozenset[str] = frozenset(),
    rules: str = "2015",
    seed: int = 1,
    **scenario: Any,
) -> sc.Game:
    """A game of ``seats`` on the stacked table ``scenario`` (docs/scenarios.md)."""
    config = sc.GameConfig(players=seats, seed=seed, modules=modules, variants=variants, rules=rules, scenario=scenario)
    return sc.Game.new(config)


def refusal(seats: int = 3, modules: frozenset[str] = frozenset(), **scenario: Any) -> str:
    """The words a scenario is refused with (it must be refused)."""
    with pytest.raises(sc.ConfigError) as refused:
        game(seats, modules, **scenario)
    return str(refused.value)


def hands(*cards: list[str], **more: Any) -> list[dict[str, Any]]:
    """One seat per hand, each with the extra zones in ``more`` for seat 0 only."""
    return [{"hand": hand, **(more if seat == 0 else {})} for seat, hand in enumerate(cards)]


def events(g: sc.Game, kind: EventType) -> list[sc.Event]:
    return [e for e in g.log(None) if e.type is kind]


# --- The format's defaults and keys (docs/scenarios.md) ---------------------------------------


def test_round_defaults_to_1_and_initiator_to_seat_0() -> None:
    g = game(players=hands(["brawler"], ["spear"]))
    view = g.view(0)
    assert (view.round, view.initiator) == (1, 0)
    assert now(g) == sc.Decision("turn", 0, None, None)


@pytest.mark.parametrize("initiator", [0, 1, 2])
def test_the_initiator_takes_the_first_gathering_turn_000_198(initiator: int) -> None:
    # [000:198]: gathering starts with the player that has the initiator card.
    g = game(round=2, initiator=initiator, players=hands(["brawler"], ["spear"], ["shovel"]))
    assert now(g).kind == "turn"
    assert now(g).seat == initiator


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_from_round_3_the_initiator_has_peeked_at_the_top_contested_resource_000_150(seats: int) -> None:
    # [000:150]: from the third round the initiator looks at the top contested resource and
    # does not reveal it; the scenario starts with the peek done.
    players = [{"hand": ["refugee"]} for _ in range(seats)]
    g = game(seats, round=3, initiator=seats - 1, players=players, contested=["sled_team", "grenade"])
    seen = {(k.zone, tuple(k.cards)) for k in g.view(seats - 1).knowledge}
    assert ("contested", ("sled_team",)) in seen
    for seat in range(seats - 1):
        assert not any(k.zone == "contested" for k in g.view(seat).knowledge)
    assert not any(k.zone == "contested" for k in g.view(None).knowledge)


@pytest.mark.parametrize("round_number", [1, 2])
def test_before_round_3_nobody_has_peeked_000_150(round_number: int) -> None:
    g = game(round=round_number, players=hands(["refugee"], ["refugee"], ["refugee"]), contested=["sled_team"])
    assert all(not g.view(seat).knowledge for seat in range(3))


def test_two_players_start_round_3_without_a_peek_v() -> None:
    # docs/scenarios.md: with 2 players there is no peek, so none is done.
    g = game(2, round=3, initiator=1, players=hands(["refugee"], ["refugee"]), contested=["sled_team", "grenade"])
    assert not g.view(1).knowledge
    assert not g.view(0).knowledge


def test_a_seat_not_listed_has_no_cards() -> None:
    g = game(4, players=hands(["brawler"], ["spear"]))
    zones = g.zones()
    for seat in (2, 3):
        assert not any(zones[f"{seat}:{zone}"] for zone in ("hand", "deck", "discard"))
        assert g.view(None).seats[seat].hand_count == 0


def test_piles_are_listed_top_first_and_zones_show_them_top_first() -> None:
    g = game(
        players=[{"hand": ["brawler"], "deck": ["net", "pills", "junk"], "discard": ["spear", "shovel"]}],
        junkyard=["rifle", "junk", "medkit"],
        contested=["grenade", "wolf_pack", "sled_team"],
    )
    assert zone_kinds(g, "0:deck") == ["net", "pills", "junk"]
    assert zone_kinds(g, "0:discard") == ["spear", "shovel"]
    assert zone_kinds(g, "junkyard") == ["rifle", "junk", "medkit"]
    assert zone_kinds(g, "contested") == ["grenade", "wolf_pack", "sled_team"]


def test_view_hand_and_discard_list_kinds_sorted_by_name() -> None:
    g = game(players=[{"hand": ["spear", "brawler", "refugee", "net"], "discard": ["shovel", "junk", "pills"]}])
    assert list(g.view(0).hand) == ["brawler", "net", "refugee", "spear"]
    assert list(g.view(1).seats[0].discard) == ["junk", "pills", "shovel"]


@pytest.mark.parametrize("kind", BASE_MARKET)
@pytest.mark.parametrize("count", [0, 1, 3])
def test_a_market_stack_holds_the_count_given(kind: str, count: int) -> None:
    g = game(players=hands(["refugee"]), market={kind: count})
    assert len(g.zones()[f"market:{kind}"]) == count
    assert dict(g.view(0).market)[kind] == count


@pytest.mark.parametrize("kind", BASE_MARKET)
def test_a_market_stack_left_out_holds_every_copy_not_placed_elsewhere(kind: str) -> None:
    placed = {"scavenger": 1, "brawler": 1}.get(kind, 0)  # none in a hand unless listed here
    hand = [kind] if placed else ["refugee"]
    g = game(players=hands(hand))
    assert len(g.zones()[f"market:{kind}"]) == CATALOGUE[kind].count - placed


def test_a_trashed_mercenary_in_a_given_junkyard_leaves_its_stack_a_card_short_000_226() -> None:
    # The doc's own example: "junkyard": ["scout", "spear"] leaves 7 scouts for hire.
    g = game(players=hands(["refugee"]), junkyard=["scout", "spear"])
    assert len(g.zones()["market:scout"]) == CATALOGUE["scout"].count - 1 == 7
    assert zone_kinds(g, "junkyard") == ["scout", "spear"]


@pytest.mark.parametrize(
    ("modules", "stack"),
    [(HQ1, "medic"), (HQ2, "engineer"), (HQ2, "medic")],
)
def test_the_hq_stacks_may_be_named_with_their_module(modules: frozenset[str], stack: str) -> None:
    g = game(modules=modules, players=hands(["refugee"]), market={stack: 2})
    assert len(g.zones()[f"market:{stack}"]) == 2


@pytest.mark.parametrize(
    ("modules", "stack"),
    [(frozenset(), "medic"), (frozenset(), "engineer"), (HQ1, "engineer"), (frozenset(), "spy")],
)
def test_a_stack_the_game_does_not_lay_out_is_refused(modules: frozenset[str], stack: str) -> None:
    said = refusal(modules=modules, players=hands(["refugee"]), market={stack: 1})
    assert stack in said
    assert "market" in said


@pytest.mark.parametrize("count", [-1, 1.5, "3", True, None])
def test_a_market_count_that_is_no_count_is_refused(count: Any) -> None:
    said = refusal(players=hands(["refugee"]), market={"scout": count})
    assert "scout" in said


def test_a_market_count_beyond_the_box_is_refused_with_the_count() -> None:
    said = refusal(players=hands(["refugee"]), market={"scout": 9})
    assert "8 copies" in said


@pytest.mark.parametrize(
    ("scenario", "word"),
    [
        ({"rounds": 3}, "rounds"),
        ({"players": [{"hands": []}]}, "hands"),
        ({"players": [{"hand": ["brawlr"]}]}, "brawler"),
        ({"junkyard": ["nett"]}, "net"),
        ({"contested": []}, "empty"),
        ({"round": 0}, "round"),
        ({"round": "3"}, "round"),
        ({"initiator": 3}, "initiator"),
        ({"initiator": -1}, "initiator"),
        ({"players": [{}, {}, {}, {}]}, "players"),
        ({"opponents": [["grenade"]]}, "solo"),
        ({"schematics": ["bunker"]}, "schematics"),
        ({"players": [{"leader": "leader_mentor"}]}, "HQ module 3"),
        ({"players": [{"buildings": [{"building": "bunker"}]}]}, "HQ module 2"),
    ],
)
def test_a_bad_scenario_is_refused_naming_the_problem(scenario: dict[str, Any], word: str) -> None:
    assert word in refusal(**scenario)


@pytest.mark.parametrize(
    ("zone", "card"),
    [
        ("hand", "leader_mentor"),
        ("deck", "bunker"),
        ("discard", "gang_masons"),
        ("hand", "gang_gearheads"),
        ("deck", "leader_butcher"),
    ],
)
def test_a_card_out_of_place_in_a_players_zone_is_refused_naming_card_zone_and_why(zone: str, card: str) -> None:
    said = refusal(modules=HQ3, players=[{zone: [card]}])
    assert card in said
    assert f"player 0's {zone}" in said
    assert "cannot be there" in said


@pytest.mark.parametrize("pile", ["junkyard", "contested"])
@pytest.mark.parametrize("card", ["leader_mentor", "armory", "gang_pharmers"])
def test_a_leader_building_or_gang_in_a_shared_pile_is_refused(pile: str, card: str) -> None:
    scenario: dict[str, Any] = {"players": hands(["refugee"]), pile: [card]}
    said = refusal(modules=HQ3, **scenario)
    assert card in said
    assert pile in said


@pytest.mark.parametrize("card", ["net", "junk", "rifle", "pills"])
def test_the_schematics_pile_holds_buildings_only(card: str) -> None:
    said = refusal(modules=HQ2, players=hands(["refugee"]), schematics=[card])
    assert card in said
    assert "buildings only" in said


@pytest.mark.parametrize(
    ("kind", "count"),
    [("sniper_team", 6), ("grenade", 3), ("junk", 8), ("spear", 7), ("field_crew", 3), ("group_leaders", 6)],
)
def test_more_copies_than_the_box_holds_are_refused_with_the_count(kind: str, count: int) -> None:
    said = refusal(players=[{"hand": [kind] * (count - 1)}], junkyard=[kind])
    assert f"{CATALOGUE[kind].count} cop" in said
    assert "player 0's hand" in said  # where the copies already placed are


def test_a_key_given_twice_in_a_json_file_is_refused(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "twice.json"
    path.write_text('{"round": 3, "round": 5, "players": [{"hand": ["brawler"]}, {"hand": ["spear"]}]}')
    code, _, err = run_main(["play", "--scenario", str(path), "--bots", "random,random"], capsys)
    assert code != 0
    assert "'round' is given twice" in err


# --- Base game: the gathering actions on a stacked table ----------------------------------------


def test_draw_takes_the_top_cards_of_the_deck_as_listed_000_210() -> None:
    # [000:210]: the player draws cards from her deck into her hand; a scout draws 2.
    g = game(players=[{"hand": ["scout"], "deck": ["net", "pills", "junk"]}], contested=["grenade"])
    pass_windows(g)
    g.apply(0, "draw scout")
    pass_windows(g)
    assert sorted(g.view(0).hand) == ["net", "pills"]
    assert zone_kinds(g, "0:deck") == ["junk"]


def test_drawing_past_the_deck_shuffles_the_discard_into_a_new_deck_000_190() -> None:
    # [000:190]: draw all of the deck, then shuffle the discard into a new deck and go on.
    g = game(players=[{"hand": ["scout"], "deck": ["net"], "discard": ["pills"]}])
    g.apply(0, "draw scout")
    pass_windows(g)
    assert sorted(g.view(0).hand) == ["net", "pills"]
    assert zone_kinds(g, "0:discard") == ["scout"]


def test_dig_turns_up_the_junkyard_top_as_listed_000_204() -> None:
    # [000:204]: dig draws from the top of the junkyard; keep one, the others go to the bottom.
    g = game(players=[{"hand": ["brawler", "shovel"]}], junkyard=["net", "junk", "medkit", "pills"])
    g.apply(0, "dig brawler+shovel")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["junk", "medkit", "net"]
    g.apply(0, "keep medkit")
    pass_windows(g)
    jy = zone_kinds(g, "junkyard")
    assert jy[0] == "pills"
    assert sorted(jy[1:]) == ["junk", "net"]
    assert "medkit" in zone_kinds(g, "0:discard")


def test_a_dig_of_1_turns_up_only_the_top_card_000_206() -> None:
    # [000:206]: a brawler digs 1: one card from the junkyard.
    g = game(players=[{"hand": ["brawler"]}], junkyard=["grenade", "junk"])
    g.apply(0, "dig brawler")
    pass_windows(g)
    assert list(g.view(0).looking) == ["grenade"]


def test_hunt_food_pays_a_hire_000_224() -> None:
    # [000:224]: two scavengers and a spear hunt 3; a brawler costs 2 food.
    g = game(players=[{"hand": ["scavenger", "scavenger", "spear"]}], market={"brawler": 1})
    g.apply(0, "hunt scavenger+spear scavenger")
    pass_windows(g)
    assert g.view(0).seats[0].food == 3
    assert "hire brawler" in texts(g, 0)
    g.apply(0, "hire brawler")
    pass_windows(g)
    assert len(g.zones()["market:brawler"]) == 0
    assert "brawler" in zone_kinds(g, "0:discard")


def test_an_empty_market_stack_cannot_be_hired() -> None:
    g = game(players=[{"hand": ["scavenger", "scavenger", "spear"]}], market={"brawler": 0})
    g.apply(0, "hunt scavenger+spear scavenger")
    pass_windows(g)
    assert "hire brawler" not in texts(g, 0)
    assert "hire scavenger" in texts(g, 0)


def test_medicine_alone_pays_a_hunter_000_218() -> None:
    # [000:218] and the card's cost: a hunter costs 1 med (cards.tsv).
    g = game(players=[{"hand": ["pills"]}])
    assert "hire hunter pay pills" in texts(g, 0)


def test_trash_adds_cards_to_the_junkyard_and_draws_none_000_228() -> None:
    # [000:228]: trashed cards join the junkyard; no card is drawn to replace them.
    g = game(players=[{"hand": ["junk", "junk", "brawler"], "deck": ["net"]}], junkyard=["pills"])
    g.apply(0, "trash junk junk")
    pass_windows(g)
    assert Counter(zone_kinds(g, "junkyard")) == Counter({"junk": 2, "pills": 1})
    assert list(g.view(0).hand) == ["brawler"]
    assert zone_kinds(g, "0:deck") == ["net"]


def test_no_action_is_taken_twice_in_a_round_000_200() -> None:
    # [000:185, 200]: a given action only once a round.
    g = game(players=[{"hand": ["brawler", "scavenger"]}], junkyard=["junk", "junk"])
    g.apply(0, "dig brawler")
    pass_windows(g)
    g.apply(0, "keep none")
    pass_windows(g)
    assert not any(t.startswith("dig") for t in texts(g, 0))
    assert any(t.startswith("hunt") for t in texts(g, 0))


def test_a_tool_alone_takes_no_action_000_188() -> None:
    # [000:188]: a tool needs a card with the base ability.
    g = game(players=[{"hand": ["shovel", "spear"]}])
    assert not any(t.split()[0] in ("dig", "hunt", "draw") for t in texts(g, 0))


def test_one_tool_per_tribe_member_000_189() -> None:
    # [000:189]: a brawler digs 1, +2 with a shovel; a second tool adds nothing to it.
    g = game(players=[{"hand": ["brawler", "shovel", "pickaxe"]}])
    assert "dig brawler+shovel+pickaxe" not in texts(g, 0)
    assert "dig brawler+shovel" in texts(g, 0)


# --- Base game: rounds, skirmish, end and score ------------------------------------------------


@pytest.mark.parametrize(("round_number", "initiator", "next_initiator"), [(1, 1, 1), (2, 2, 2), (3, 1, 2), (4, 2, 0)])
def test_the_initiator_card_stays_for_rounds_1_to_3_then_moves_left_000_146(
    round_number: int, initiator: int, next_initiator: int
) -> None:
    # [000:146]: the initiator card remains with the first player for rounds 1-3; thereafter
    # it moves to the initiator's left at the start of each subsequent round.
    players = [{"hand": ["refugee"], "deck": ["refugee"] * 5} for _ in range(3)]
    g = game(round=round_number, initiator=initiator, players=players, contested=["grenade", "net", "junk"])
    finish_round(g)
    assert g.view(0).round == round_number + 1
    assert g.view(0).initiator == next_initiator


def test_a_new_round_draws_five_from_the_deck_top_000_128() -> None:
    deck = ["net", "pills", "junk", "spear", "shovel", "medkit"]
    g = game(2, players=[{"hand": ["refugee"], "deck": deck}, {"hand": ["refugee"], "deck": ["junk"] * 5}])
    finish_round(g)
    assert sorted(g.view(0).hand) == sorted(deck[:5])
    assert zone_kinds(g, "0:deck") == ["medkit"]


def test_no_skirmish_in_rounds_1_and_2_000_144() -> None:
    # [000:144]: two rounds of gathering first, no skirmish.
    g = game(round=2, players=hands(["brawler"], ["refugee"], ["refugee"]), contested=["grenade", "net"])
    finish_round(g, {0: "commit brawler"})
    assert not events(g, EventType.SKIRMISH_WON)
    assert zone_kinds(g, "contested") == ["grenade", "net"]


def test_the_highest_fight_wins_the_top_contested_resource_000_166() -> None:
    # [000:166]: the highest fight wins the skirmish and takes the top contested resource.
    g = game(
        round=3,
        players=hands(["brawler", "spear"], ["scavenger"], ["refugee"]),
        contested=["field_crew", "grenade"],
    )
    finish_round(g, {0: "commit brawler spear", 1: "commit scavenger", 2: "commit refugee"})
    assert round_winner(g, 3) == 0
    assert owned(g, 0)["field_crew"] == 1  # into her discard, and so her next hand
    assert zone_kinds(g, "contested") == ["grenade"]


def test_a_fight_tie_goes_to_the_most_people_000_274() -> None:
    # [000:274]: on a fight tie the most people involved wins, refugees included.
    g = game(
        round=3,
        players=hands(["brawler", "refugee"], ["brawler"], ["refugee"]),
        contested=["wolf_pack", "grenade"],
    )
    finish_round(g, {0: "commit brawler refugee", 1: "commit brawler", 2: "commit refugee"})
    assert round_winner(g, 3) == 0


def test_a_deadlock_sends_the_top_contested_resource_to_the_junkyard_000_274() -> None:
    # [000:274]: still tied on people: a deadlock; the top contested resource goes to the junkyard.
    g = game(
        round=3,
        players=hands(["brawler"], ["brawler"], ["refugee"]),
        contested=["wolf_pack", "grenade"],
        junkyard=["junk"],
    )
    finish_round(g, {0: "commit brawler", 1: "commit brawler"})
    assert skirmish_outcome(g, 3) is None
    assert Counter(zone_kinds(g, "junkyard")) == Counter({"junk": 1, "wolf_pack": 1})
    assert zone_kinds(g, "contested") == ["grenade"]


def test_no_fight_at_all_cannot_win_000_510() -> None:
    # [000:510]: cards with no fight cannot attack; a force of refugees only has no fight.
    g = game(
        round=3,
        players=hands(["refugee", "refugee"], ["scavenger"], ["refugee"]),
        contested=["wolf_pack", "grenade"],
    )
    finish_round(g, {0: "commit refugee refugee", 1: "commit scavenger", 2: "commit refugee"})
    assert round_winner(g, 3) == 1


def test_the_game_ends_when_the_last_contested_resource_is_taken_000_168() -> None:
    # [000:168]: when the contested pile is depleted the game is over.
    g = game(round=3, players=hands(["brawler"], ["refugee"], ["refugee"]), contested=["tribe_family_5"])
    finish_round(g, {0: "commit brawler"})
    assert g.over
    assert g.result is not None


def test_a_deadlock_on_the_last_contested_resource_ends_the_game_000_168() -> None:
    g = game(round=3, players=hands(["brawler"], ["brawler"], ["refugee"]), contested=["tribe_family_5"])
    finish_round(g, {0: "commit brawler", 1: "commit brawler"})
    assert g.over


def test_the_tribe_is_the_people_icons_of_every_card_owned_000_168() -> None:
    # [000:168]: count the tribe member icons of every card in the player's deck (all her cards).
    g = game(
        round=3,
        players=[
            {"hand": ["brawler"], "deck": ["group_leaders", "refugee"], "discard": ["net", "thugs"]},
            {"hand": ["refugee"], "deck": ["sniper_team"]},
            {"hand": ["refugee"]},
        ],
        contested=["tribe_family_4"],
    )
    finish_round(g, {0: "commit brawler"})
    assert g.result is not None
    # brawler 1 + group leaders 2 + refugee 1 + thugs 3 + the won tribe family 4
    assert g.result.scores[0].people == 11
    assert g.result.scores[0].contested == 1
    assert g.result.scores[0].cards == 6
    assert g.result.scores[1].people == 3
    assert g.result.winners == (0,)


def test_a_people_tie_goes_to_the_most_contested_resources_000_168() -> None:
    # [000:168]: tied tribes: the most contested resource cards wins.
    g = game(
        round=3,
        players=[
            {"hand": ["refugee"], "discard": ["grenade"]},  # 1 person, 1 contested resource
            {"hand": ["refugee"]},  # 1 person
            {"hand": []},
        ],
        contested=["junk"],
    )
    result = play_out(g)
    assert result.scores[0].people == result.scores[1].people == 1
    assert result.winners == (0,)


def test_a_further_tie_goes_to_the_most_cards_000_168() -> None:
    # [000:168]: then the largest number of cards in her deck.
    g = game(
        round=3,
        players=[{"hand": ["refugee"], "discard": ["junk", "junk"]}, {"hand": ["refugee"], "discard": ["junk"]}],
        contested=["net"],
    )
    result = play_out(g)
    assert result.winners == (0,)


def test_a_full_tie_is_a_shared_victory_000_170() -> None:
    # [000:170]: still tied: the tied players share the victory.
    g = game(
        round=3,
        players=[{"hand": ["refugee"], "discard": ["junk"]}, {"hand": ["refugee"], "discard": ["net"]}, {}],
        contested=["pills"],
    )
    result = play_out(g)
    assert result.winners == (0, 1)


# --- Two players [000:111-116] -----------------------------------------------------------------

BASE_JUNKYARD = {"junk": 7, "multitool": 4, "net": 4, "spear": 6, "pickaxe": 4, "shovel": 6, "medkit": 6, "pills": 9}
"""The base junkyard kinds and their box counts (cards.tsv)."""


@pytest.mark.parametrize("kind", sorted(BASE_JUNKYARD))
def test_two_players_remove_two_of_each_junkyard_kind_from_a_junkyard_left_out_000_113(kind: str) -> None:
    # [000:113], RULINGS V-1: with two players remove two cards of each kind from the junkyard.
    g = game(2, players=hands(["refugee"], ["refugee"]))
    assert zone_kinds(g, "junkyard").count(kind) == BASE_JUNKYARD[kind] - 2


def test_two_players_keep_a_given_junkyard_exactly_as_given() -> None:
    # docs/scenarios.md: a pile that is given is exactly that.
    g = game(2, players=hands(["refugee"], ["refugee"]), junkyard=["junk", "junk", "net"])
    assert zone_kinds(g, "junkyard") == ["junk", "junk", "net"]


@pytest.mark.parametrize(
    ("force0", "force1", "winner"),
    [
        (["brawler", "spear"], ["brawler"], 0),  # 4 against 2: won by 2
        (["brawler", "refugee"], ["scavenger"], None),  # 2 against 1: by less than 2, a tie
        (["brawler", "refugee", "refugee", "refugee"], ["brawler"], None),  # people do not count
        (["scavenger"], ["thugs"], 1),  # 1 against 3
    ],
)
def test_two_players_must_win_a_skirmish_by_2_and_people_do_not_count_000_115(
    force0: list[str], force1: list[str], winner: int | None
) -> None:
    # [000:115-116]: the people brought no longer count; a skirmish must be won by 2, else it
    # is a tie and the contested resource goes to the junkyard.
    g = game(2, round=3, players=hands(force0, force1), contested=["field_crew", "grenade"], junkyard=["junk"])
    finish_round(g, {0: "commit " + " ".join(sorted(force0)), 1: "commit " + " ".join(sorted(force1))})
    assert skirmish_outcome(g, 3) == winner
    if winner is None:
        assert "field_crew" in zone_kinds(g, "junkyard")
    else:
        assert owned(g, winner)["field_crew"] == 1


# --- HQ module 1: medics, new junkyard cards, gangs [000:534-569] ------------------------------


def test_a_medic_saves_a_sniped_tribe_member_000_540() -> None:
    # [000:540]: a medic played from the hand saves a tribe member from a sniper attack.
    g = game(modules=HQ1, initiator=1, players=hands(["sniper_team"], ["scavenger", "medic"], ["refugee"]))
    g.apply(1, "hunt scavenger")
    while now(g).seat != 0:
        g.apply(now(g).seat, "pass")
    g.apply(0, "snipe 1:scavenger")
    assert now(g) == sc.Decision("save", 1, 1, "scavenger")
    g.apply(1, "save medic")
    pass_windows(g)
    assert g.view(1).seats[1].food == 1


def test_a_medic_pays_1_med_in_a_hire_000_540() -> None:
    g = game(modules=HQ1, players=hands(["medic"]))
    assert "hire hunter pay medic" in texts(g, 0)


@pytest.mark.parametrize("kind", ["rifle", "toolkit"])
def test_hq_module_1_shuffles_its_junkyard_cards_into_a_junkyard_left_out_000_538(kind: str) -> None:
    g = game(modules=HQ1, players=hands(["refugee"]))
    assert zone_kinds(g, "junkyard").count(kind) == CATALOGUE[kind].count


def test_a_rifle_hunts_and_fights_plus_2_000_546() -> None:
    g = game(modules=HQ1, players=hands(["scavenger", "rifle"]))
    g.apply(0, "hunt scavenger+rifle")
    pass_windows(g)
    assert g.view(0).seats[0].food == 3


def test_a_rifle_placed_in_a_base_game_joins_it_and_its_box_stays_out() -> None:
    # docs/scenarios.md: a card of a box the modules do not use may be placed; the cards of that
    # box the scenario does not place stay in the box.
    g = game(players=hands(["scavenger", "rifle"]))
    assert "hunt scavenger+rifle" in texts(g, 0)
    assert "rifle" not in zone_kinds(g, "junkyard")
    assert zone_kinds(g, "box").count("rifle") == CATALOGUE["rifle"].count - 1
    assert g.view(0).gangs == ()
    assert [k for k, _ in g.view(0).market] == list(BASE_MARKET)


def gang_game(modules: frozenset[str], seat0: dict[str, Any], seat1: dict[str, Any]) -> sc.GameResult:
    """Play out a round-3 table whose last contested resource is a junk nobody fights for."""
    seat2 = {"leader": "leader_butcher"} if sc.Module.HQ3 in modules else {}
    g = game(modules=modules, round=3, players=[seat0, seat1, seat2], contested=["junk"])
    return play_out(g)


def test_the_gearheads_join_the_most_tool_cards_000_561() -> None:
    # [000:561]: most cards with a tool icon; the gang counts 5 people (RULINGS F-7).
    result = gang_game(HQ1, {"hand": ["spear", "net", "refugee"]}, {"hand": ["shovel", "refugee"]})
    assert result.scores[0].gangs == ("gang_gearheads",)
    assert result.scores[0].people == 1 + 5


def test_the_gearheads_tie_break_counts_contested_tools_000_561() -> None:
    result = gang_game(HQ1, {"hand": ["spear", "grenade"]}, {"hand": ["shovel", "net"]})
    assert "gang_gearheads" in result.scores[0].gangs
    assert "gang_gearheads" not in result.scores[1].gangs


def test_the_pharmers_join_the_most_meds_value_000_563() -> None:
    # [000:563]: the meds value of medicine cards: a medkit (2) beats two... one pills (1).
    result = gang_game(HQ1, {"hand": ["medkit"]}, {"hand": ["pills"]})
    assert result.scores[0].gangs == ("gang_pharmers",)
    assert result.scores[1].gangs == ()


def test_the_pharmers_tie_break_counts_medics_000_563() -> None:
    result = gang_game(HQ1, {"hand": ["medkit", "medic"]}, {"hand": ["pills", "pills"]})
    assert "gang_pharmers" in result.scores[0].gangs


def test_a_gang_tie_beyond_its_tie_break_joins_nobody_f4() -> None:
    result = gang_game(HQ1, {"hand": ["pills"]}, {"hand": ["pills"]})
    assert all("gang_pharmers" not in score.gangs for score in result.scores)


# --- HQ module 2: buildings [000:571-645] ------------------------------------------------------


def bunker_game(timer: list[str], round_number: int = 2, **seat: Any) -> sc.Game:
    players = [
        {
            "hand": ["refugee", "scavenger"],
            "deck": ["refugee"] * 6,
            "buildings": [{"building": "bunker", "timer": timer}],
            **seat,
        },
        {"hand": ["refugee"], "deck": ["refugee"] * 5},
    ]
    return game(modules=HQ2, round=round_number, players=players, contested=["grenade", "net"])


def test_a_building_started_the_round_before_may_be_worked_on_now_000_596() -> None:
    # [000:596]: from the round after its placement, tribe members may work on it; the
    # scenario's building was started the round before (docs/scenarios.md).
    g = bunker_game(["net", "junk"])
    assert "work bunker refugee" in texts(g, 0)


def test_each_worker_removes_1_timer_card_and_is_discarded_000_596() -> None:
    g = bunker_game(["net", "junk", "pills"])
    g.apply(0, "work bunker refugee scavenger")
    pass_windows(g)
    assert g.view(0).seats[0].buildings[0].timer == 1
    assert "refugee" in zone_kinds(g, "0:discard")


def test_a_toolkit_removes_2_more_timer_cards_000_596() -> None:
    g = bunker_game(["net", "junk", "pills", "medkit"], hand=["refugee", "toolkit"])
    g.apply(0, "work bunker refugee+toolkit")
    pass_windows(g)
    assert g.view(0).seats[0].buildings[0].timer == 1


def test_the_timer_loses_one_card_at_the_start_of_the_next_round_000_595() -> None:
    # [000:595]: at the start of the player's next round remove 1 card from each building under
    # construction; the scenario round's own tick has been taken (docs/scenarios.md).
    g = bunker_game(["net", "junk"])
    assert g.view(0).seats[0].buildings[0].timer == 2
    finish_round(g)
    assert g.view(0).seats[0].buildings[0].timer == 1


def test_a_building_whose_last_timer_card_goes_is_complete_and_stores_000_597() -> None:
    # [000:597]: zero cards on it: complete, in effect at once.
    g = bunker_game(["net"], hand=["refugee", "brawler"])
    g.apply(0, "work bunker refugee")
    pass_windows(g)
    assert g.view(0).seats[0].buildings[0].timer == 0
    assert "store bunker brawler" in texts(g, 0)


@pytest.mark.parametrize(
    ("building", "card", "stores"),
    [
        ("bunker", "brawler", True),
        ("bunker", "spear", False),
        ("armory", "spear", True),
        ("armory", "pills", False),
        ("pharmacy", "pills", True),
        ("pharmacy", "medkit", True),
        ("pharmacy", "medic", False),
        ("hydroponic_gardens", "brawler", False),
    ],
)
def test_a_completed_building_stores_only_its_type_000_603(building: str, card: str, stores: bool) -> None:
    # [000:603-613], [000:641]: bunker people, armory tools, pharmacy pills and medkits (not medics).
    g = game(modules=HQ2, players=[{"hand": [card], "buildings": [{"building": building}]}])
    assert (f"store {building} {card}" in texts(g, 0)) is stores


@pytest.mark.parametrize(("building", "capacity"), [("bunker", 3), ("armory", 2), ("pharmacy", 2)])
def test_a_full_building_stores_no_more_000_641(building: str, capacity: int) -> None:
    card = {"bunker": "refugee", "armory": "spear", "pharmacy": "pills"}[building]
    stored = [card] * capacity
    g = game(modules=HQ2, players=[{"hand": [card], "buildings": [{"building": building, "stored": stored}]}])
    assert not any(t.startswith("store") for t in texts(g, 0))
    assert f"retrieve {building} {card}" in texts(g, 0)


def test_cards_stored_under_a_building_are_retrieved_into_the_hand_000_643() -> None:
    g = game(
        modules=HQ2, players=[{"hand": ["refugee"], "buildings": [{"building": "bunker", "stored": ["sniper_team"]}]}]
    )
    g.apply(0, "retrieve bunker sniper_team")
    pass_windows(g)
    assert sorted(g.view(0).hand) == ["refugee", "sniper_team"]
    assert g.view(0).seats[0].buildings[0].stored == 0


def test_nothing_is_stored_under_a_building_under_construction_000_641() -> None:
    g = game(modules=HQ2, players=[{"hand": ["brawler"], "buildings": [{"building": "bunker", "timer": ["junk"]}]}])
    assert not any(t.startswith("store") for t in texts(g, 0))


def test_the_bunker_is_the_only_building_used_on_another_players_turn_000_617() -> None:
    # [000:617-619]: during another player's turn only the bunker may be accessed.
    players = [
        {"hand": ["scavenger"]},
        {
            "hand": ["refugee"],
            "buildings": [
                {"building": "bunker", "stored": ["sniper_team"]},
                {"building": "armory", "stored": ["spear"]},
            ],
        },
    ]
    g = game(modules=HQ2, players=players)
    g.apply(0, "hunt scavenger")
    assert now(g).seat == 1
    said = texts(g, 1)
    assert "retrieve bunker sniper_team" in said
    assert "retrieve armory spear" not in said


def test_two_bunkers_are_named_in_the_order_given() -> None:
    # docs/scenarios.md: "buildings" in the order built; README: retrieve bunker-2 names the second.
    players = [
        {
            "hand": ["refugee"],
            "buildings": [{"building": "bunker", "stored": ["brawler"]}, {"building": "bunker", "stored": ["scout"]}],
        }
    ]
    g = game(modules=HQ2, players=players)
    assert "retrieve bunker-2 scout" in texts(g, 0)
    assert "retrieve bunker-1 brawler" in texts(g, 0)


def test_hydroponic_gardens_give_1_food_for_a_hire_000_609() -> None:
    # [000:609, 625]: 1 food each round for a hire, with no hunt.
    g = game(modules=HQ2, players=[{"hand": ["refugee"], "buildings": [{"building": "hydroponic_gardens"}]}])
    assert "hire scavenger" in texts(g, 0)


def test_gardens_under_construction_give_no_food() -> None:
    g = game(
        modules=HQ2,
        players=[{"hand": ["refugee"], "buildings": [{"building": "hydroponic_gardens", "timer": ["junk"]}]}],
    )
    assert "hire scavenger" not in texts(g, 0)


def test_a_build_digs_the_schematics_pile_from_the_top_as_given_000_589() -> None:
    # [000:589-593]: the engineer's dig draws from the schematics pile; keep one, draw its timer
    # from the top of the deck.
    g = game(
        modules=HQ2,
        players=[{"hand": ["engineer"], "deck": ["junk", "net", "pills", "refugee"]}],
        schematics=["armory", "pharmacy", "bunker"],
    )
    g.apply(0, "build engineer")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["armory", "pharmacy"]
    g.apply(0, "keep armory")
    pass_windows(g)
    assert g.view(0).seats[0].buildings[0] == sc.BuildingView("armory", 3, 0, False)
    assert zone_kinds(g, "0:deck") == ["refugee"]
    assert zone_kinds(g, "schematics")[0] == "bunker"


def test_the_masons_join_the_most_completed_enabled_buildings_000_565() -> None:
    result = gang_game(
        HQ2,
        {"hand": ["refugee"], "buildings": [{"building": "bunker"}, {"building": "armory", "timer": ["junk"]}]},
        {"hand": ["refugee"], "buildings": [{"building": "pharmacy", "timer": ["junk"]}]},
    )
    assert "gang_masons" in result.scores[0].gangs


def test_timer_and_stored_cards_count_for_the_tribe_f1() -> None:
    # RULINGS F-1: stored and timer cards are still the player's cards.
    result = gang_game(
        HQ2,
        {
            "hand": [],
            "buildings": [
                {"building": "bunker", "stored": ["brawler", "thugs"]},
                {"building": "armory", "timer": ["refugee"]},
            ],
        },
        {"hand": ["refugee"]},
    )
    assert result.scores[0].people == 1 + 3 + 1 + 5  # brawler, thugs, refugee, the Masons


# --- HQ modules 3 and 4: leaders, Dirty Deeds [000:647-691] ------------------------------------


def test_a_player_given_no_leader_is_dealt_two_and_chooses_first_000_650() -> None:
    # [000:650]: two leaders dealt face down; keep one; docs: the game starts with those choices.
    g = game(
        modules=HQ3,
        players=[{"hand": ["refugee"], "leader": "leader_mentor"}, {"hand": ["refugee"]}, {"hand": ["refugee"]}],
    )
    assert now(g).kind == "leader"
    for seat in (1, 2):
        dealt = g.view(seat).dealt
        assert len(dealt) == 2
        assert "leader_mentor" not in dealt
    assert set(g.view(1).dealt).isdisjoint(g.view(2).dealt)
    assert g.view(0).dealt == ("leader_mentor",)  # docs/view.md: the one she kept, until revealed


def test_a_kept_leader_is_face_up_only_once_everyone_has_one_000_650() -> None:
    g = game(modules=HQ3, players=[{"hand": ["refugee"], "leader": "leader_mentor"}, {"hand": ["refugee"]}, {}])
    assert g.view(1).seats[0].leader is None  # the others still choose
    while now(g).kind == "leader":
        seat = now(g).seat
        g.apply(seat, f"lead {g.view(seat).dealt[0]}")
    leaders = [s.leader for s in g.view(None).seats]
    assert leaders[0] == "leader_mentor"
    assert all(leader is not None for leader in leaders)
    assert now(g) == sc.Decision("turn", 0, None, None)


def test_every_leader_given_is_face_up_from_the_start() -> None:
    players = [
        {"hand": ["refugee"], "leader": "leader_mentor"},
        {"hand": ["refugee"], "leader": "leader_ranger"},
        {"hand": ["refugee"], "leader": "leader_gangster"},
    ]
    g = game(modules=HQ3, players=players)
    assert [s.leader for s in g.view(None).seats] == ["leader_mentor", "leader_ranger", "leader_gangster"]
    assert now(g).kind == "turn"


def test_the_ranger_gives_refugees_hunt_1_000_664() -> None:
    g = game(
        modules=HQ3,
        players=[
            {"hand": ["refugee", "refugee"], "leader": "leader_ranger"},
            {"leader": "leader_mentor"},
            {"leader": "leader_butcher"},
        ],
    )
    g.apply(0, "hunt refugee refugee")
    pass_windows(g)
    assert g.view(0).seats[0].food == 2


def test_the_excavator_gives_refugees_dig_1_000_664() -> None:
    g = game(
        modules=HQ3,
        players=[
            {"hand": ["refugee"], "leader": "leader_excavator"},
            {"leader": "leader_mentor"},
            {"leader": "leader_butcher"},
        ],
        junkyard=["net", "junk"],
    )
    g.apply(0, "dig refugee")
    pass_windows(g)
    assert list(g.view(0).looking) == ["net"]


def test_a_leader_counts_no_people_f1() -> None:
    g = game(
        modules=HQ3,
        round=3,
        players=[
            {"hand": ["refugee"], "leader": "leader_mentor"},
            {"leader": "leader_ranger"},
            {"leader": "leader_butcher"},
        ],
        contested=["junk"],
    )
    result = play_out(g)
    assert result.scores[0].people == 1


def test_a_disabled_building_locks_its_stored_cards_until_repaired_000_682() -> None:
    # [000:682]: a disabled building's abilities cannot be used and no card added or removed;
    # a tribe member played from the hand to work on it repairs it, and is discarded.
    players = [
        {
            "hand": ["refugee", "brawler"],
            "leader": "leader_mentor",
            "buildings": [{"building": "bunker", "stored": ["scout"], "disabled": True}],
        },
        {"leader": "leader_ranger"},
        {"leader": "leader_butcher"},
    ]
    g = game(modules=HQ4, players=players)
    said = texts(g, 0)
    assert not any(t.startswith(("retrieve", "store")) for t in said)
    assert "repair bunker refugee" in said
    g.apply(0, "repair bunker refugee")
    pass_windows(g)
    assert g.view(0).seats[0].buildings[0].disabled is False
    assert "retrieve bunker scout" in texts(g, 0)
    assert "refugee" in zone_kinds(g, "0:discard")


def test_a_disabled_building_is_no_mason_f6() -> None:
    result = gang_game(
        HQ4,
        {"hand": ["refugee"], "leader": "leader_mentor", "buildings": [{"building": "bunker", "disabled": True}]},
        {"hand": ["refugee"], "leader": "leader_ranger", "buildings": [{"building": "armory"}]},
    )
    assert "gang_masons" in result.scores[1].gangs


def test_a_saboteur_disables_a_completed_building_000_680() -> None:
    players = [
        {"hand": ["saboteur"], "leader": "leader_mentor"},
        {
            "hand": ["refugee"],
            "leader": "leader_ranger",
            "buildings": [{"building": "bunker"}, {"building": "armory", "timer": ["junk"]}],
        },
        {"leader": "leader_butcher"},
    ]
    g = game(modules=HQ4, players=players)
    said = texts(g, 0)
    assert "disable 1:bunker" in said
    assert "disable 1:armory" not in said


def test_a_sniper_team_wounds_a_leader_000_691() -> None:
    players = [
        {"hand": ["sniper_team"], "leader": "leader_mentor"},
        {"hand": ["refugee"], "leader": "leader_ranger"},
        {"leader": "leader_butcher"},
    ]
    g = game(modules=HQ4, players=players)
    g.apply(0, "snipe 1:leader_ranger")
    pass_windows(g)
    assert g.view(0).seats[1].wounded is True


# --- Recon [003] -------------------------------------------------------------------------------


def recon(numbers: tuple[int, ...], **scenario: Any) -> sc.Game:
    return game(modules=sc.recon_modules(numbers), **scenario)


def kn(g: sc.Game, seat: int) -> dict[str, tuple[str, ...]]:
    return {k.zone: tuple(k.cards) for k in g.view(seat).knowledge}


def test_module_1_lays_out_the_spy_and_a_separate_scouting_refugee_stack_003_57() -> None:
    g = recon((1,), players=hands(["refugee"]))
    stacks = dict(g.view(0).market)
    assert stacks["spy"] == CATALOGUE["spy"].count
    assert stacks["scouting_refugee"] == CATALOGUE["scouting_refugee"].count
    # RULINGS X-33: the spy, then the others of the enabled boxes up to 10 (base + module 1 has
    # only 9 mercenaries: all of them), and the scouting refugees beside them.
    assert set(stacks) == {*BASE_MARKET, "spy", "scouting_refugee"}


def test_a_spy_looks_at_up_to_4_cards_of_a_deck_then_is_discarded_and_draws_1_003_60() -> None:
    # [003:60-64]: peek at up to four cards of one player; discard the spy and draw 1.
    g = recon(
        (1,),
        players=[
            {"hand": ["spy"], "deck": ["pills"]},
            {"hand": ["refugee"], "deck": ["net", "junk", "medkit", "spear", "shovel"]},
        ],
    )
    g.apply(0, "spy 1:deck")
    pass_windows(g)
    assert kn(g, 0)["1:deck"] == ("net", "junk", "medkit", "spear")
    assert list(g.view(0).hand) == ["pills"]
    assert "spy" in zone_kinds(g, "0:discard")
    assert "1:deck" not in kn(g, 1)


def test_a_spy_on_a_hand_sees_it_003_60() -> None:
    g = recon((1,), players=[{"hand": ["spy"]}, {"hand": ["brawler", "net"]}])
    g.apply(0, "spy 1:hand")
    pass_windows(g)
    assert sorted(kn(g, 0)["1:hand"]) == ["brawler", "net"]


def test_a_scouting_refugee_cancels_a_spy_and_both_draw_003_77() -> None:
    # [003:77-79]: cancel a recon action; discard the scouting refugee, draw 1; the spy is still
    # discarded and its draw still made [003:66].
    g = recon(
        (1,),
        players=[{"hand": ["spy"], "deck": ["pills"]}, {"hand": ["scouting_refugee", "brawler"], "deck": ["medkit"]}],
    )
    g.apply(0, "spy 1:hand")
    assert now(g).seat == 1
    g.apply(1, "cancel scouting_refugee")
    pass_windows(g)
    assert "1:hand" not in kn(g, 0)
    assert sorted(g.view(1).hand) == ["brawler", "medkit"]
    assert list(g.view(0).hand) == ["pills"]


def test_binoculars_peek_at_the_top_of_every_pile_003_90() -> None:
    # [003:90]: the top card of every pile in play, for the user alone.
    g = recon((1,), players=hands(["binoculars"]), contested=["grenade", "wolf_pack"], junkyard=["net", "junk"])
    g.apply(0, "scout binoculars")
    pass_windows(g)
    seen = kn(g, 0)
    assert seen["contested"] == ("grenade",)
    assert seen["junkyard"] == ("net",)
    assert "junkyard" not in kn(g, 1)


def test_two_binoculars_see_the_top_3_of_each_pile_003_92() -> None:
    g = recon(
        (1,),
        players=hands(["binoculars", "binoculars"]),
        contested=["grenade", "wolf_pack", "sled_team", "net"],
        junkyard=["net", "junk", "pills", "medkit"],
    )
    g.apply(0, "scout binoculars binoculars")
    pass_windows(g)
    assert kn(g, 0)["junkyard"] == ("net", "junk", "pills")


def test_an_assassin_snipes_single_person_cards_only_003_113() -> None:
    # [003:113]: only cards that represent 1 tribe member.
    g = recon((2,), initiator=1, players=hands(["assassin"], ["brawler", "thugs", "spear"], ["refugee"]))
    g.apply(1, "dig brawler thugs")
    while now(g).seat != 0:
        g.apply(now(g).seat, "pass")
    said = texts(g, 0)
    assert "snipe assassin 1:brawler" in said
    assert "snipe assassin 1:thugs" not in said


def test_a_guard_cancels_a_snipe_outside_the_skirmish_and_draws_003_116() -> None:
    g = recon(
        (2,),
        initiator=1,
        players=[{"hand": ["sniper_team"]}, {"hand": ["scavenger", "guard"], "deck": ["pills"]}, {"hand": ["refugee"]}],
    )
    g.apply(1, "hunt scavenger")
    while now(g).seat != 0:
        g.apply(now(g).seat, "pass")
    g.apply(0, "snipe 1:scavenger")
    while "cancel guard" not in texts(g, now(g).seat):
        g.apply(now(g).seat, "pass")
    g.apply(1, "cancel guard")
    pass_windows(g)
    assert g.view(1).seats[1].food == 1
    assert list(g.view(1).hand) == ["pills"]


def test_a_rogue_wins_a_tie_for_the_highest_fight_without_people_003_139() -> None:
    # [003:139-141]: on a tie for highest fight the first player in turn order with a rogue in
    # the skirmish wins, whatever the people; she need not be in the tie.
    g = recon(
        (2,),
        round=3,
        players=hands(["brawler", "refugee", "refugee"], ["brawler"], ["rogue"]),
        contested=["field_crew", "grenade"],
    )
    finish_round(g, {0: "commit brawler refugee refugee", 1: "commit brawler", 2: "commit rogue"})
    assert round_winner(g, 3) == 2


def test_a_provocateur_fights_with_the_size_of_the_force_003_124() -> None:
    # [003:124-127]: the number of tribe members brought becomes the fight.
    g = recon(
        (2,),
        round=3,
        players=hands(["provocateur", "tribe_family_5"], ["thugs", "spear"], ["refugee"]),
        contested=["field_crew", "grenade"],
    )
    end_gathering(g, {0: "commit provocateur tribe_family_5", 1: "commit spear thugs"})
    assert now(g) == sc.Decision("skirmish", 0, None, None)
    g.apply(0, "provoke provocateur")
    while not g.over and g.view(None).round == 3:
        g.apply(now(g).seat, "pass")
    assert round_winner(g, 3) == 0  # 6 people against fight 5


def test_a_courier_draws_3_and_discards_2_of_them_003_161() -> None:
    g = recon((3,), players=[{"hand": ["courier"], "deck": ["net", "junk", "pills", "spear"]}])
    g.apply(0, "draw courier")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["junk", "net", "pills"]
    g.apply(0, "discard junk pills")
    pass_windows(g)
    assert list(g.view(0).hand) == ["net"]
    assert zone_kinds(g, "0:deck") == ["spear"]


def test_a_drill_sergeant_shuffles_2_discards_into_the_deck_and_draws_2_003_170() -> None:
    # [003:170-174]: with no deck, the two cards from the discard form the new deck.
    g = recon((3,), players=[{"hand": ["drill_sergeant"], "discard": ["net", "pills", "junk"]}])
    g.apply(0, "drill drill_sergeant")
    pass_windows(g)
    g.apply(0, "shuffle net pills")
    pass_windows(g)
    assert sorted(g.view(0).hand) == ["net", "pills"]


def test_scrappers_dig_from_the_bottom_and_put_cards_back_on_top_003_187() -> None:
    g = recon((3,), players=hands(["scrappers"]), junkyard=["junk", "junk", "net", "pills", "rifle", "medkit"])
    g.apply(0, "dig bottom scrappers")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["medkit", "pills", "rifle"]
    g.apply(0, "keep rifle")
    pass_windows(g)
    g.apply(0, "top pills")
    pass_windows(g)
    jy = zone_kinds(g, "junkyard")
    assert jy[0] == "pills"
    assert jy[-1] == "medkit"


def test_a_tinker_and_a_refugee_dig_the_schematics_pile_003_196() -> None:
    g = recon(
        (3,),
        players=[{"hand": ["refugee", "tinker"], "deck": ["junk", "junk", "junk"]}],
        schematics=["scout_tower", "bunker"],
    )
    g.apply(0, "build refugee+tinker")
    pass_windows(g)
    assert list(g.view(0).looking) == ["scout_tower"]  # dig 0 + 1: the top schematic


def test_portable_decoys_add_a_person_per_2_cards_brought_003_203() -> None:
    # [003:203-205]: four cards brought (a brawler and three junk): +2 people, so 3 against the
    # brawler and refugee's 2 on a fight tie of 2.
    g = recon(
        (3,),
        round=3,
        players=[
            {"hand": ["brawler", "junk", "junk", "junk"], "buildings": [{"building": "portable_decoys"}]},
            {"hand": ["brawler", "refugee"]},
            {"hand": ["refugee"]},
        ],
        contested=["field_crew", "grenade"],
    )
    finish_round(g, {0: "commit brawler junk junk junk", 1: "commit brawler refugee"})
    assert round_winner(g, 3) == 0


def test_portable_decoys_under_construction_add_nobody_003_203() -> None:
    g = recon(
        (3,),
        round=3,
        players=[
            {
                "hand": ["brawler", "junk", "junk", "junk"],
                "buildings": [{"building": "portable_decoys", "timer": ["net"]}],
            },
            {"hand": ["brawler", "refugee"]},
            {"hand": ["refugee"]},
        ],
        contested=["field_crew", "grenade"],
    )
    finish_round(g, {0: "commit brawler junk junk junk", 1: "commit brawler refugee"})
    assert round_winner(g, 3) == 1


def test_a_scout_tower_shows_the_top_2_of_2_piles_003_208() -> None:
    g = recon(
        (3,),
        players=[{"hand": ["junk"], "buildings": [{"building": "scout_tower"}]}],
        contested=["grenade", "wolf_pack", "net"],
        junkyard=["pills", "spear", "junk"],
    )
    g.apply(0, "tower junk contested+junkyard")
    pass_windows(g)
    seen = kn(g, 0)
    assert seen["contested"] == ("grenade", "wolf_pack")
    assert seen["junkyard"] == ("pills", "spear")


def test_a_hardy_scavenger_comes_back_to_the_hand_after_a_lost_skirmish_003_181() -> None:
    g = recon(
        (3,),
        round=3,
        players=[
            {"hand": ["hardy_scavenger", "spear"], "deck": ["junk"] * 5},
            {"hand": ["thugs"], "deck": ["refugee"] * 5},
            {"hand": ["refugee"], "deck": ["refugee"] * 5},
        ],
        contested=["field_crew", "grenade"],
    )
    finish_round(g, {0: "commit hardy_scavenger spear", 1: "commit thugs"})
    assert round_winner(g, 3) == 1
    assert Counter(g.view(0).hand) == Counter({"junk": 5, "hardy_scavenger": 1})


def test_module_4_takes_14_contested_resources_from_all_28_003_222() -> None:
    g = recon((4,), players=hands(["refugee"]))
    assert len(zone_kinds(g, "contested")) == 14


def test_a_cargo_sled_keeps_a_second_tool_or_medicine_003_231() -> None:
    # [003:231]: the extra card must be a tool or medicine: never a second person or junk.
    g = recon((4,), players=hands(["scavenger", "cargo_sled"]), junkyard=["net", "pills", "brawler", "junk"])
    g.apply(0, "dig scavenger+cargo_sled")
    pass_windows(g)
    said = texts(g, 0)
    assert "keep net pills" in said
    assert "keep brawler net" in said
    assert "keep brawler junk" not in said


def test_demolition_team_resets_a_timer_and_draws_2_003_241() -> None:
    g = recon(
        (3, 4),
        players=[
            {"hand": ["demolition_team"], "deck": ["net", "pills", "junk"]},
            {
                "hand": ["refugee"],
                "buildings": [{"building": "scout_tower", "timer": ["junk"]}],
                "deck": ["spear", "shovel", "rifle"],
            },
        ],
    )
    g.apply(0, "demolish 1:scout_tower")
    pass_windows(g)
    assert g.view(0).seats[1].buildings[0].timer == CATALOGUE["scout_tower"].build_time
    assert sorted(g.view(0).hand) == ["net", "pills"]


def test_tear_gas_sets_one_opponent_members_fight_to_0_003_246() -> None:
    g = recon(
        (4,),
        round=3,
        players=hands(["brawler", "tear_gas"], ["thugs"], ["refugee"]),
        contested=["field_crew", "grenade"],
    )
    end_gathering(g, {0: "commit brawler tear_gas", 1: "commit thugs"})
    g.apply(0, "gas 1:thugs")
    while not g.over and g.view(None).round == 3:
        g.apply(now(g).seat, "pass")
    assert round_winner(g, 3) == 0


def test_the_humanitarians_join_the_most_refugee_titled_cards_003_263() -> None:
    g = recon((5,), round=3, players=hands(["refugee", "scouting_refugee"], ["refugee"], []), contested=["junk"])
    result = play_out(g)
    assert "gang_humanitarians" in result.scores[0].gangs


def test_the_humanitarians_tie_joins_nobody_003_265() -> None:
    g = recon((5,), round=3, players=hands(["refugee"], ["scouting_refugee"], []), contested=["junk"])
    result = play_out(g)
    assert all("gang_humanitarians" not in s.gangs for s in result.scores)


# --- The solo game [003:314-353] ---------------------------------------------------------------


def solo(modules: frozenset[str] = frozenset(), **scenario: Any) -> sc.Game:
    return game(1, modules, **scenario)


def tribe(g: sc.Game, seat: int) -> Counter[str]:
    """The cards of a seat's tribe: every zone of hers but the cards removed from play."""
    return owned(g, seat) - Counter(zone_kinds(g, f"{seat}:removed"))


def fight(g: sc.Game, force: int, commit: str) -> None:
    """End the gathering turn, engage ``force`` with ``commit`` and pass every skirmish choice."""
    if now(g).kind == "turn":
        g.apply(0, "end")
    g.apply(0, f"engage {force}")
    g.apply(0, commit)
    while not g.over and now(g).kind in ("respond", "skirmish", "save"):
        g.apply(0, "pass")


def test_solo_forces_left_out_are_seven_of_3_4_4_5_5_5_6_cards_003_321() -> None:
    # [003:318-325]: the 28 contested resources, 2 rifles and 2 thugs (32 cards) in 7 forces.
    g = solo(players=hands(["refugee"]))
    assert sorted(g.view(0).forces) == [3, 4, 4, 5, 5, 5, 6]


def test_solo_forces_given_are_as_listed_force_1_first() -> None:
    g = solo(players=hands(["refugee"]), opponents=[["grenade"], ["thugs", "field_crew", "rifle"]])
    assert tuple(g.view(0).forces) == (1, 3)


def test_solo_has_no_initiator_peek_003_329() -> None:
    g = solo(round=3, players=hands(["brawler"]), opponents=[["grenade"]])
    assert not g.view(0).knowledge


def test_solo_refuses_a_contested_pile() -> None:
    assert "solo" in refusal(1, players=hands(["refugee"]), contested=["grenade"])


def test_solo_refuses_an_eighth_force() -> None:
    assert "1-7" in refusal(1, players=hands(["refugee"]), opponents=[["junk"]] * 8)


def test_solo_refuses_an_empty_force() -> None:
    assert "non-empty" in refusal(1, players=hands(["refugee"]), opponents=[["grenade"], []])


def test_solo_refuses_a_second_seat() -> None:
    assert "players" in refusal(1, players=hands(["refugee"], ["refugee"]))


def test_solo_difficulty_with_given_forces_is_refused() -> None:
    with pytest.raises(sc.ConfigError):
        sc.GameConfig(players=1, solo_added=("brawler",), scenario={"opponents": [["grenade"]]})


def test_a_won_solo_skirmish_keeps_one_card_of_the_force_the_rest_leave_003_337() -> None:
    # [003:337-339]: win: one card of the opponent's force to the discard; the rest removed.
    g = solo(
        players=[{"hand": ["brawler", "spear"], "deck": ["refugee"] * 5}],
        opponents=[["grenade", "tribe_family_3"], ["thugs"]],
    )
    fight(g, 1, "commit brawler spear")
    assert now(g).kind == "prize"
    assert set(texts(g, 0)) == {"keep grenade", "keep tribe_family_3"}
    g.apply(0, "keep grenade")
    assert owned(g, 0)["grenade"] == 1
    assert owned(g, 0)["tribe_family_3"] == 0
    assert g.view(0).forces[0] == 0


def test_a_lost_solo_skirmish_removes_a_card_of_her_choice_from_her_force_003_338() -> None:
    g = solo(
        players=[{"hand": ["brawler", "refugee"], "deck": ["refugee"] * 5}], opponents=[["thugs", "grenade"], ["net"]]
    )
    fight(g, 1, "commit brawler refugee")
    assert now(g).kind == "loss"
    assert set(texts(g, 0)) == {"remove brawler", "remove refugee"}
    g.apply(0, "remove refugee")
    assert tribe(g, 0)["refugee"] == 5
    assert tribe(g, 0)["brawler"] == 1
    assert g.view(0).forces[0] == 0


def test_solo_reshuffle_removes_the_new_decks_top_card_from_play_003_331() -> None:
    # [003:331]: every time the discard is shuffled into a new deck, its top card leaves play.
    g = solo(players=[{"hand": ["scout"], "discard": ["net", "pills", "junk"]}], opponents=[["grenade"]])
    g.apply(0, "draw scout")
    pass_windows(g)
    assert len(g.view(0).hand) == 2
    assert g.view(0).seats[0].removed == 1
    assert sum(tribe(g, 0).values()) == 3


def test_the_solo_game_ends_after_the_last_force_is_fought_and_scores_2_per_contested_003_349() -> None:
    # [003:345-351]: after the last battle, score: contested resources 2 points, other cards 1.
    g = solo(
        players=[{"hand": ["brawler", "spear"], "deck": ["refugee"] * 5, "discard": ["junk"]}], opponents=[["grenade"]]
    )
    fight(g, 1, "commit brawler spear")
    if not g.over:
        g.apply(0, "keep grenade")
    assert g.over
    assert g.result is not None
    # brawler, spear, 5 refugees, junk: 8 points; the grenade: 2
    assert g.result.scores[0].points == 8 + 2


def test_the_solo_player_may_play_without_a_leader_003_327() -> None:
    g = solo(sc.hq_modules(3), players=hands(["refugee"]), opponents=[["grenade"]])
    assert now(g).kind == "leader"
    assert "lead none" in texts(g, 0)


def test_a_solo_leader_given_is_hers_from_the_start() -> None:
    g = solo(
        sc.hq_modules(3), players=[{"hand": ["refugee", "refugee"], "leader": "leader_ranger"}], opponents=[["grenade"]]
    )
    assert now(g).kind == "turn"
    assert g.view(0).seats[0].leader == "leader_ranger"
    assert "hunt refugee refugee" in texts(g, 0)


# --- The 2012 rules (docs: --rules 2012) ---------------------------------------------------------


def test_2012_a_builder_sees_her_own_timer_cards_ed11() -> None:
    # RULINGS ED-11: 2015 says timer cards are drawn "without looking at them" [000:579]; the
    # older edition says face down only: with the 2012 rules the builder sees them.
    players = [
        {"hand": ["refugee"], "buildings": [{"building": "armory", "timer": ["net", "junk"]}]},
        {"hand": ["refugee"]},
    ]
    old = game(modules=HQ2, rules="2012", players=players)
    assert sorted(old.view(0).timers[0]) == ["junk", "net"]
    assert old.view(1).timers == ()
    new = game(modules=HQ2, rules="2015", players=players)
    assert new.view(0).timers == ()


@pytest.mark.parametrize(("rules", "second"), [("2015", 2), ("2012", 0)])
def test_the_initiator_stays_in_round_2_by_2015_and_passes_by_2012_ed1(rules: str, second: int) -> None:
    # [000:146], RULINGS ED-1; docs/variants.md: with the 2012 rules the card passes every round.
    players = [{"hand": ["refugee"], "deck": ["refugee"] * 5} for _ in range(3)]
    g = game(rules=rules, round=1, initiator=2, players=players)
    finish_round(g)
    assert g.view(0).initiator == second


@pytest.mark.parametrize(("rules", "winner"), [("2015", 0), ("2012", 1)])
def test_a_fight_of_0_beats_no_fight_by_2015_only_ed12(rules: str, winner: int) -> None:
    # [000:418-420] (2015 FAQ): a fight of 0 beats no fight; [001] / docs/variants.md: with the
    # 2012 rules a total of 0 is no fight, and the people decide (4 refugees against 3).
    g = game(
        rules=rules,
        round=3,
        players=hands(["tribe_family_3"], ["refugee", "refugee", "refugee", "refugee"], []),
        contested=["field_crew", "grenade"],
    )
    finish_round(g, {0: "commit tribe_family_3", 1: "commit refugee refugee refugee refugee"})
    assert round_winner(g, 3) == winner


@pytest.mark.parametrize("rules", ["2012", "2015"])
def test_both_editions_end_when_the_pile_is_empty_after_a_deadlock_ed2(rules: str) -> None:
    g = game(rules=rules, round=3, players=hands(["brawler"], ["brawler"], []), contested=["grenade"])
    finish_round(g, {0: "commit brawler", 1: "commit brawler"})
    assert g.over


# --- Buildings outside the rules' limits: set up as given, said once ----------------------------

ODD_PHARMACY = {
    "players": [
        {"hand": ["brawler"], "buildings": [{"building": "pharmacy", "stored": ["rifle"]}]},
        {"hand": ["refugee"]},
    ]
}


def set_up_warned() -> tuple[sc.Game, list[str]]:
    config = sc.GameConfig(players=2, seed=1, modules=HQ2, scenario=ODD_PHARMACY)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        g = sc.Game.new(config)
    return g, [str(w.message) for w in caught if issubclass(w.category, ScenarioWarning)]


def test_a_building_outside_the_limits_warns_once_as_the_game_starts() -> None:
    g, said = set_up_warned()
    assert said == [
        "scenario player 0's building 0 (pharmacy) stored: rifle would not be stored there: "
        "a pharmacy stores medicine cards only"
    ]
    assert g.view(0).seats[0].buildings[0].stored == 1


def test_its_saved_game_is_resumed_without_saying_it_again() -> None:
    # docs/scenarios.md: the saved game is resumed, replayed... without saying it again. The
    # Python API's from_json set the table up again and repeated the warning.
    g, _ = set_up_warned()
    g.apply(0, "end")
    saved = g.to_json()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        again = sc.Game.from_json(saved)
    assert not [w for w in caught if issubclass(w.category, ScenarioWarning)]
    assert again.view(1).round == g.view(1).round


def test_a_search_of_such_a_table_does_not_say_it_again() -> None:
    # determinize rebuilds the players' memory by setting the table up again.
    g, _ = set_up_warned()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        sample = g.determinize(1, 7)
    assert not [w for w in caught if issubclass(w.category, ScenarioWarning)]
    assert sample.view(1).hand == g.view(1).hand


# --- Hidden information on a stacked table ----------------------------------------------------


def test_a_stacked_hand_and_deck_are_seen_by_their_owner_alone() -> None:
    g = game(players=[{"hand": ["sniper_team", "medkit"], "deck": ["grenade"]}, {"hand": ["refugee"]}, {}])
    for seat in (1, 2, None):
        view = g.view(seat)
        assert view.seats[0].hand_count == 2
        assert view.seats[0].deck_count == 1
        shown = json.dumps([[e.type.value, list(e.cards)] for e in g.log(seat)])
        assert "sniper_team" not in shown
        assert "grenade" not in shown


def test_the_initiators_peek_is_not_in_the_public_log() -> None:
    g = game(
        round=4, initiator=1, players=hands(["refugee"], ["refugee"], ["refugee"]), contested=["field_crew", "grenade"]
    )
    for seat in (0, 2, None):
        assert not any("field_crew" in e.cards for e in g.log(seat))
    assert any("field_crew" in e.cards for e in g.log(1))


def test_the_peeked_card_is_followed_to_the_winners_discard() -> None:
    # docs/scenarios.md: a card seen there follows where everyone saw it go ("2:discard").
    g = game(
        round=3,
        players=[{"hand": ["refugee"]}, {"hand": ["refugee"]}, {"hand": ["brawler"], "deck": ["refugee"] * 6}],
        contested=["sled_team", "grenade", "net"],
    )
    finish_round(g, {2: "commit brawler"})
    assert kn(g, 0) == {"2:discard": ("sled_team",)}


def test_a_stacked_timer_is_hidden_from_everyone_under_the_2015_rules_ed11() -> None:
    g = game(
        modules=HQ2,
        players=[{"hand": ["refugee"], "buildings": [{"building": "bunker", "timer": ["grenade"]}]}, {}, {}],
    )
    for seat in (0, 1, None):
        assert "grenade" not in json.dumps([list(e.cards) for e in g.log(seat)])
        assert g.view(seat).timers == ()


# --- Who is asked to answer (docs/scenarios.md, "Checking a stacked table") --------------------


def test_a_player_holding_no_cards_is_not_asked() -> None:
    g = game(players=hands(["scavenger"], ["refugee"], []))
    g.apply(0, "hunt scavenger")
    asked = []
    while now(g).kind == "respond":
        asked.append(now(g).seat)
        g.apply(now(g).seat, "pass")
    assert asked == [1]


def test_a_hire_paid_with_medicine_alone_asks_nobody_in_the_base_game() -> None:
    g = game(players=hands(["pills"], ["sniper_team"], ["saboteur"]))
    g.apply(0, "hire hunter pay pills")
    assert now(g) == sc.Decision("turn", 0, None, None)
    assert owned(g, 0)["hunter"] == 1


def test_a_player_with_cards_is_asked_even_with_nothing_to_answer_with() -> None:
    # docs/scenarios.md: who is asked rests on what everyone can see, never on what she holds.
    g = game(players=hands(["scavenger"], ["junk"], ["junk"]))
    g.apply(0, "hunt scavenger")
    assert now(g).kind == "respond"
    assert g.view(now(g).seat).lone_pass is True


# --- Copies over every zone (docs/scenarios.md) ------------------------------------------------


def test_a_fourth_bunker_in_the_schematics_is_refused_naming_the_buildings() -> None:
    said = refusal(
        modules=HQ2,
        players=[{"buildings": [{"building": "bunker"}, {"building": "bunker"}, {"building": "bunker"}]}],
        schematics=["bunker"],
    )
    assert "3 copies" in said
    assert "player 0's building" in said


def test_a_leader_given_to_two_players_is_refused() -> None:
    said = refusal(modules=HQ3, players=[{"leader": "leader_mentor"}, {"leader": "leader_mentor"}])
    assert "1 copy" in said
    assert "player 0's leader" in said


def test_a_market_stack_and_a_junkyard_copy_over_the_box_are_refused() -> None:
    said = refusal(players=hands(["refugee"]), junkyard=["scout"], market={"scout": 8})
    assert "8 copies" in said
    assert "1 in junkyard" in said


def test_timer_and_stored_cards_count_against_the_box() -> None:
    said = refusal(
        modules=HQ2,
        players=[{"hand": ["sniper_team"] * 3, "buildings": [{"building": "bunker", "stored": ["sniper_team"] * 3}]}],
    )
    assert "5 copies" in said


def test_solo_forces_count_against_the_box() -> None:
    said = refusal(1, players=hands(["grenade"]), opponents=[["grenade", "grenade"]])
    assert "2 copies" in said


# --- A wounded leader [000:691] (the "wounded" key) ----------------------------------------------

WOUNDED_RANGER = [
    {"hand": ["refugee", "refugee", "pills"], "leader": "leader_ranger", "wounded": True},
    {"hand": ["refugee"], "leader": "leader_mentor"},
    {"leader": "leader_butcher"},
]


def test_a_wounded_leader_gives_nothing_until_a_med_heals_it_000_691() -> None:
    # [000:691]: wounding removes the leader's advantage until a med is applied to heal him;
    # the Ranger gives refugees hunt 1 [000:664], RULINGS L-12.
    g = game(modules=HQ4, players=WOUNDED_RANGER)
    assert g.view(1).seats[0].wounded is True
    assert not any(t.startswith("hunt") for t in texts(g, 0))
    g.apply(0, "heal pills")
    pass_windows(g)
    assert g.view(1).seats[0].wounded is False
    assert "hunt refugee refugee" in texts(g, 0)


def test_a_wounded_leader_cannot_be_sniped_again_l13() -> None:
    players = [
        {"hand": ["sniper_team"], "leader": "leader_mentor"},
        {"hand": ["refugee"], "leader": "leader_ranger", "wounded": True},
        {"leader": "leader_butcher"},
    ]
    g = game(modules=HQ4, players=players)
    assert "snipe 1:leader_ranger" not in texts(g, 0)


def test_wounded_needs_a_leader() -> None:
    assert "give her 'leader'" in refusal(modules=HQ4, players=[{"hand": ["refugee"], "wounded": True}])


@pytest.mark.parametrize("value", [1, "yes", None])
def test_wounded_is_true_or_false(value: Any) -> None:
    said = refusal(modules=HQ4, players=[{"leader": "leader_ranger", "wounded": value}])
    assert "true or false" in said


def test_a_wounded_leader_without_dirty_deeds_is_set_up_with_a_warning() -> None:
    config = sc.GameConfig(players=3, seed=1, modules=HQ3, scenario={"players": WOUNDED_RANGER})
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        g = sc.Game.new(config)
    assert [str(w.message) for w in caught] == [
        "scenario player 0's leader: 'wounded' without HQ module 4 (Dirty Deeds), where nothing heals a leader"
    ]
    assert g.view(1).seats[0].wounded is True


# --- A stacked game plays on to a correct end [000:168-170], RULINGS F-1..F-8 -------------------

_NOT_TRIBE = ("removed", "gangs", "leader", "dealt")


def counted(g: sc.Game, seat: int) -> tuple[int, int, int]:
    """The seat's tribe as the rulebook counts it, from every zone of hers (F-1, F-2, F-3):
    people icons of every card she owns (gangs 5 each, F-7), her contested resources, and her
    cards (no gang, leader or building); nothing removed from play."""
    people = contested = cards = 0
    for zone, held in g.zones().items():
        owner, _, name = zone.partition(":")
        if owner != str(seat) or name.split(":")[0] in _NOT_TRIBE or name.startswith("building"):
            continue
        for card in held:
            kind = CATALOGUE[card.kind]
            people += kind.people
            contested += card.kind in _CONTESTED
            cards += 1
    people += 5 * len(g.zones()[f"{seat}:gangs"])
    return people, contested, cards


_CONTESTED = {k for k, v in CATALOGUE.items() if Role.CONTESTED in v.roles}


@pytest.mark.parametrize(
    ("modules", "seats"),
    [
        (frozenset(), 3),
        (frozenset(), 2),
        (HQ1, 4),
        (HQ2, 3),
        (sc.recon_modules((1, 2)), 3),
        (sc.recon_modules((3, 4, 5)), 4),
        (HQ1 | sc.recon_modules((5,)), 5),
    ],
)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_stacked_game_plays_to_an_end_scored_as_the_rulebook_counts(
    modules: frozenset[str], seats: int, seed: int
) -> None:
    players = [
        {"hand": ["brawler", "scavenger", "spear", "refugee", "shovel"], "deck": ["refugee", "scavenger", "scout"]}
        for _ in range(seats)
    ]
    g = game(
        seats,
        modules,
        seed=seed,
        round=3,
        initiator=seats - 1,
        players=players,
        contested=["tribe_family_5", "grenade", "field_crew"],
    )
    play_random(g, seed)
    assert g.over
    assert g.result is not None
    assert g.round == 5  # one skirmish per contested resource (RULINGS ED-2)
    standings = {}
    for seat in range(seats):
        score = g.result.scores[seat]
        assert (score.people, score.contested, score.cards) == counted(g, seat)
        standings[seat] = (score.people, score.contested, score.cards)
    best = max(standings.values())
    assert g.result.winners == tuple(s for s in range(seats) if standings[s] == best)


# --- Tribal leaders on a stacked table (RULINGS Part 3, [000:656-674], [003:276-286]) ------------

LEADER_MODULES = HQ3 | sc.recon_modules((5,))


def led(leader: str, hand: list[str], deck: tuple[str, ...] = (), **scenario: Any) -> sc.Game:
    """Seat 0 leads with ``leader``; the others have other leaders and seat 1 a refugee."""
    others = [k for k in ("leader_ranger", "leader_excavator", "leader_mentor") if k != leader][:2]
    players = [
        {"hand": hand, "deck": list(deck), "leader": leader},
        {"hand": ["refugee"], "leader": others[0]},
        {"leader": others[1]},
    ]
    return game(modules=LEADER_MODULES, players=players, **scenario)


def test_the_organizer_draws_2_from_the_deck_top_and_keeps_1_l4() -> None:
    g = led("leader_organizer", ["refugee"], ("net", "pills", "junk"))
    g.apply(0, "lead refugee")
    pass_windows(g)
    assert list(g.view(0).looking) == ["net", "pills"]
    g.apply(0, "keep pills")
    pass_windows(g)
    assert list(g.view(0).hand) == ["pills"]


def test_the_butcher_removes_a_member_for_1_food_and_1_med_l5() -> None:
    g = led("leader_butcher", ["brawler", "refugee"])
    g.apply(0, "lead brawler")
    pass_windows(g)
    assert g.view(0).seats[0].food == 1
    said = texts(g, 0)
    assert "hire saboteur" in said  # 1 food + 1 med
    assert "hire brawler" not in said  # 2 food
    assert zone_kinds(g, "0:removed") == ["brawler"]


def test_the_cannibals_3_food_pays_alone_l6() -> None:
    g = led("leader_cannibal", ["brawler", "scavenger"])
    g.apply(0, "lead brawler")
    pass_windows(g)
    said = texts(g, 0)
    assert "hire medic" in said  # 3 food
    assert "hire brawler" in said
    assert g.view(0).seats[0].food == 0  # docs/scenarios.md: the Cannibal's food is not in it


def test_the_sergeant_at_arms_hires_saboteurs_for_1_med_l11() -> None:
    g = led("leader_sergeant_at_arms", ["pills"])
    assert "hire saboteur pay pills" in texts(g, 0)


def test_the_sergeant_at_arms_tools_cannot_be_disarmed_l11() -> None:
    players = [
        {"hand": ["saboteur"], "leader": "leader_mentor"},
        {"hand": ["scavenger", "spear"], "leader": "leader_sergeant_at_arms"},
        {"leader": "leader_ranger"},
    ]
    g = game(modules=HQ3, initiator=1, players=players)
    g.apply(1, "hunt scavenger+spear")
    while now(g).seat != 0:
        g.apply(now(g).seat, "pass")
    assert not any(t.startswith("disarm") for t in texts(g, 0))


def test_the_yardmaster_peeks_at_the_junkyards_top_2_and_puts_them_back_x34() -> None:
    g = led("leader_yardmaster", ["refugee"], junkyard=["net", "pills", "junk", "medkit"])
    g.apply(0, "yard")
    assert kn(g, 0)["junkyard"] == ("net", "pills")
    g.apply(0, "yard bottom")
    pass_windows(g)
    assert zone_kinds(g, "junkyard") == ["junk", "medkit", "net", "pills"]


def test_the_gangsters_refugees_fight_0_and_count_2_people_l8() -> None:
    # Two brawlers tie on fight 2; seat 0's refugee is 2 people with the Gangster.
    players = [
        {"hand": ["brawler", "refugee"], "leader": "leader_gangster"},
        {"hand": ["brawler", "refugee", "refugee"], "leader": "leader_mentor"},
        {"leader": "leader_ranger"},
    ]
    g = game(modules=HQ3, round=3, players=players, contested=["field_crew", "grenade"])
    finish_round(g, {0: "commit brawler refugee", 1: "commit brawler refugee refugee"})
    # 3 people against 3: a deadlock by the people; without the Gangster seat 1 would win.
    assert skirmish_outcome(g, 3) is None


# --- What the start of a stacked game tells everyone (RULINGS X-31) -----------------------------


def started(g: sc.Game) -> sc.Event:
    first = g.log(None)[0]
    assert first.type is EventType.GAME_STARTED
    assert first.text == "scenario"
    return first


def test_a_junkyard_left_out_is_said_to_hold_every_card_of_the_added_kinds() -> None:
    g = game(modules=HQ1, players=hands(["refugee"]))
    assert sorted(started(g).cards) == ["rifle", "toolkit"]
    assert zone_kinds(g, "junkyard").count("rifle") == 4


def test_a_kind_the_scenario_placed_elsewhere_is_not_said_to_be_all_in_the_junkyard() -> None:
    # The log said "The junkyard also holds every rifle" while a rifle lay in seat 0's hand.
    g = game(modules=HQ1, players=hands(["rifle"]))
    assert started(g).cards == ("toolkit",)
    assert zone_kinds(g, "junkyard").count("rifle") == 3


def test_a_given_junkyard_is_said_to_hold_nothing_more() -> None:
    g = game(modules=HQ1, players=hands(["refugee"]), junkyard=["junk"])
    assert started(g).cards == ()


def test_a_solo_tie_gives_no_prize_and_takes_no_card_v6() -> None:
    g = solo(players=[{"hand": ["brawler"], "deck": ["refugee"] * 5}], opponents=[["brawler"], ["net"]])
    fight(g, 1, "commit brawler")
    assert now(g).kind in ("turn", "engage")
    assert tribe(g, 0) == Counter({"brawler": 1, "refugee": 5})
    assert g.view(0).forces[0] == 0


def test_solo_forces_left_out_take_2_rifles_and_2_thugs_v8() -> None:
    g = solo(HQ1, players=hands(["refugee"]))
    assert zone_kinds(g, "junkyard").count("rifle") == CATALOGUE["rifle"].count - 2
    assert dict(g.view(0).market)["thugs"] == CATALOGUE["thugs"].count - 2


def test_solo_forces_given_leave_the_rifles_and_thugs_where_a_normal_setup_puts_them() -> None:
    # docs/scenarios.md: a pile or stack left out holds every copy the scenario did not place.
    g = solo(HQ1, players=hands(["refugee"]), opponents=[["grenade", "thugs"]])
    assert zone_kinds(g, "junkyard").count("rifle") == CATALOGUE["rifle"].count
    assert dict(g.view(0).market)["thugs"] == CATALOGUE["thugs"].count - 1


def test_solo_score_counts_leaders_and_buildings_0_v7() -> None:
    g = solo(
        HQ3,
        players=[
            {
                "hand": ["brawler", "spear"],
                "leader": "leader_ranger",
                "buildings": [{"building": "bunker", "stored": ["refugee"]}],
                "discard": ["wolf_pack"],
            }
        ],
        opponents=[["tribe_family_3"]],
    )
    fight(g, 1, "commit brawler spear")
    if not g.over:
        g.apply(0, "keep tribe_family_3")
    assert g.result is not None
    # brawler, spear, refugee: 3; wolf pack and the won tribe family: 2 + 2
    assert g.result.scores[0].points == 3 + 4


# --- The leader drafting variant's pile [003:298-312] (the "leaders" key) ----------------------

DRAFT = frozenset({"leader_draft"})


def drafted(**scenario: Any) -> sc.Game:
    return game(modules=HQ3, variants=DRAFT, **scenario)


def test_a_leader_pile_left_out_is_every_leader_not_placed_003_304() -> None:
    g = drafted(players=[{"hand": ["refugee"], "leader": "leader_mentor"}, {"hand": ["refugee"]}])
    assert g.view(0).leader_pile_count == 9
    assert "leader_mentor" not in zone_kinds(g, "leaders")
    assert g.view(1).seats[0].leader == "leader_mentor"  # face up at once [003:308]


def test_a_bribe_draws_one_leader_per_food_from_the_given_piles_top_003_306() -> None:
    # [003:306-309]: one leader per food from the top; keep one, the others to the bottom.
    g = drafted(
        players=[{"hand": ["scavenger", "scavenger"]}, {"hand": ["refugee"]}],
        leaders=["leader_ranger", "leader_mentor", "leader_butcher"],
    )
    assert zone_kinds(g, "leaders") == ["leader_ranger", "leader_mentor", "leader_butcher"]
    g.apply(0, "hunt scavenger scavenger")
    pass_windows(g)
    g.apply(0, "bribe")
    pass_windows(g)
    assert sorted(g.view(0).looking) == ["leader_mentor", "leader_ranger"]
    assert g.view(1).looking == ()
    g.apply(0, "keep leader_mentor")
    pass_windows(g)
    assert g.view(1).seats[0].leader == "leader_mentor"
    assert zone_kinds(g, "leaders") == ["leader_butcher", "leader_ranger"]


def test_a_new_leader_replaces_the_old_one_which_goes_to_the_bottom_003_311() -> None:
    g = drafted(
        players=[{"hand": ["scavenger"], "leader": "leader_gangster"}, {"hand": ["refugee"]}],
        leaders=["leader_ranger", "leader_butcher"],
    )
    g.apply(0, "hunt scavenger")
    pass_windows(g)
    g.apply(0, "bribe")
    pass_windows(g)
    g.apply(0, "keep leader_ranger")
    pass_windows(g)
    assert g.view(1).seats[0].leader == "leader_ranger"
    assert zone_kinds(g, "leaders") == ["leader_butcher", "leader_gangster"]


def test_an_empty_leader_pile_takes_no_bribe_r9() -> None:
    g = drafted(players=[{"hand": ["scavenger"]}, {"hand": ["refugee"]}], leaders=[])
    g.apply(0, "hunt scavenger")
    pass_windows(g)
    assert "bribe" not in texts(g, 0)
    assert "hire scavenger" in texts(g, 0)


@pytest.mark.parametrize("card", ["bunker", "refugee", "gang_masons"])
def test_the_leader_pile_holds_leaders_only(card: str) -> None:
    with pytest.raises(sc.ConfigError) as refused:
        drafted(players=hands(["refugee"]), leaders=[card])
    assert "the leader pile holds leaders only" in str(refused.value)


def test_a_leader_both_led_and_in_the_pile_is_refused() -> None:
    with pytest.raises(sc.ConfigError) as refused:
        drafted(players=[{"leader": "leader_mentor"}], leaders=["leader_mentor"])
    assert "player 0's leader" in str(refused.value)


def test_a_leader_pile_without_the_drafting_variant_is_refused() -> None:
    assert "leader_draft" in refusal(modules=HQ3, players=hands(["refugee"]), leaders=["leader_mentor"])


# --- The skirmish as the log tells it (docs/scenarios.md, "Checking a stacked table") -----------


def test_each_seat_that_brought_a_force_has_its_totals_logged_000_266() -> None:
    # [000:266, 274]: fight is the sum of the force's fight with its tools; people count all.
    g = game(
        round=3,
        players=hands(["brawler", "spear", "refugee"], ["refugee", "tribe_family_3"], ["scout"]),
        contested=["field_crew", "grenade"],
    )
    finish_round(g, {0: "commit brawler refugee spear", 1: "commit refugee tribe_family_3"})
    totals = {e.seat: tuple(e.values) for e in events(g, EventType.SKIRMISH_TOTALS)}
    assert totals[0] == (1, 4, 2)
    assert totals[1][1:] == (0, 4)  # a tribe family's fight is 0 [cards.tsv]
    assert 2 not in totals  # committed nothing: no fight, no people, no event
    assert [e.seat for e in events(g, EventType.SKIRMISH_WON)] == [0]


def test_a_two_player_tie_is_logged_as_a_deadlock_000_116() -> None:
    g = game(2, round=3, players=hands(["brawler"], ["scout"]), contested=["field_crew", "grenade"])
    finish_round(g, {0: "commit brawler", 1: "commit scout"})
    assert [e.type for e in g.log(None) if e.type in (EventType.SKIRMISH_WON, EventType.DEADLOCK)] == [
        EventType.DEADLOCK
    ]


def test_binoculars_peek_at_the_given_leader_piles_top_003_310() -> None:
    # [003:310]: actions that peek at a pile can target the leaders pile as well.
    g = game(
        modules=HQ3 | sc.recon_modules((1,)),
        variants=DRAFT,
        players=hands(["binoculars"], ["refugee"]),
        leaders=["leader_fanatic", "leader_ranger"],
    )
    g.apply(0, "scout binoculars")
    pass_windows(g)
    assert kn(g, 0)["leaders"] == ("leader_fanatic",)
    assert "leaders" not in kn(g, 1)


def test_a_wounded_leader_is_shown_wounded_once_the_leaders_are_face_up_000_650() -> None:
    players = [{"hand": ["refugee"], "leader": "leader_ranger", "wounded": True}, {"hand": ["refugee"]}, {}]
    g = game(modules=HQ4, players=players)
    assert g.view(1).seats[0].leader is None
    assert g.view(1).seats[0].wounded is False  # nothing of her leader shows while others choose
    while now(g).kind == "leader":
        seat = now(g).seat
        g.apply(seat, f"lead {g.view(seat).dealt[0]}")
    assert g.view(1).seats[0].leader == "leader_ranger"
    assert g.view(1).seats[0].wounded is True
