"""The scenario audit (third round): a card where the rules never put it is refused, naming the
card, the zone and why, and a building the rules could not have reached is set up as given with
a warning; refusals say how many copies the game has and where the others
are; a scenario file with a key given twice is refused; ``play --scenario`` takes the file's
player count when the command line gives none (docs/scenarios.md)."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from scavengers.cli.main import build_parser, main
from scavengers.cli.play import build_session
from scavengers.engine.setup.table import ScenarioWarning
from scavengers.tui.session import SessionError

HQ2 = sc.hq_modules(2)
HQ3 = sc.hq_modules(3)
HQ4 = sc.hq_modules(4)


def refusal(scenario: dict[str, Any], players: int = 3, modules: frozenset[str] = frozenset()) -> str:
    """The message a scenario is refused with (it must be refused)."""
    config = sc.GameConfig(players=players, seed=1, modules=modules, scenario=scenario)
    with pytest.raises(sc.ConfigError) as refused:
        sc.Game.new(config)
    return str(refused.value)


def with_building(building: dict[str, Any], modules: frozenset[str] = HQ2) -> str:
    return refusal({"players": [{"hand": ["brawler"], "buildings": [building]}]}, modules=modules)


# Buildings the rules could not have reached (what each stores and how many, RULINGS H-7; never
# under a timer; timers no longer than the build time; disabled only by Dirty Deeds, H-11) are
# set up as given, as a rule test may want them, with a ScenarioWarning that says what is out of
# the ordinary; a card in a zone where it never is (a leader in a hand) is refused.


def doubts(building: dict[str, Any], modules: frozenset[str] = HQ2) -> tuple[list[str], sc.Game]:
    """The warnings a table with this building of seat 0 is set up with, and the game."""
    config = sc.GameConfig(
        players=3, seed=1, modules=modules, scenario={"players": [{"hand": ["brawler"], "buildings": [building]}]}
    )
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        game = sc.Game.new(config)
    assert all(isinstance(w.message, ScenarioWarning) for w in caught)
    return [str(w.message) for w in caught], game


def stored_kinds(game: sc.Game) -> list[str]:
    return sorted(card.kind for zone, cards in game.zones().items() if zone.startswith("0:stored:") for card in cards)


def test_a_bunker_storing_more_than_3_cards_is_set_up_as_given_with_a_warning_h7() -> None:
    said, game = doubts({"building": "bunker", "stored": ["refugee"] * 10})
    assert said == ["scenario player 0's building 0 (bunker) stored: 10 cards, but a bunker stores at most 3"]
    assert stored_kinds(game) == ["refugee"] * 10


def test_a_pharmacy_storing_tools_warns_for_each_kind_h7() -> None:
    said, game = doubts({"building": "pharmacy", "stored": ["rifle", "pickaxe"]})
    assert said == [
        f"scenario player 0's building 0 (pharmacy) stored: {kind} would not be stored there: "
        "a pharmacy stores medicine cards only"
        for kind in ("rifle", "pickaxe")
    ]
    assert stored_kinds(game) == ["pickaxe", "rifle"]


def test_a_pharmacy_storing_3_medicine_cards_warns_h7() -> None:
    said, _ = doubts({"building": "pharmacy", "stored": ["pills", "pills", "medkit"]})
    assert len(said) == 1
    assert "3 cards, but a pharmacy stores at most 2" in said[0]


def test_cards_stored_under_a_building_under_construction_warn_h7() -> None:
    said, game = doubts({"building": "armory", "timer": ["junk"], "stored": ["spear"]})
    assert said == [
        "scenario player 0's building 0 (armory) stored: nothing is stored under a building still under "
        "construction (its timer is not empty)"
    ]
    assert game.view(0).seats[0].buildings[0] == sc.BuildingView("armory", 1, 1, False)


def test_an_armory_storing_a_medic_warns() -> None:
    said, _ = doubts({"building": "armory", "stored": ["medic"]})
    assert said == [
        "scenario player 0's building 0 (armory) stored: medic would not be stored there: "
        "an armory stores tool cards only"
    ]


def test_a_timer_longer_than_the_build_time_is_kept_with_a_warning() -> None:
    said, game = doubts({"building": "hydroponic_gardens", "timer": ["scavenger"] * 9})
    assert said == [
        "scenario player 0's building 0 (hydroponic_gardens) timer: 9 cards, but a hydroponic_gardens card is "
        "built in 4: its timer never holds more than 4"
    ]
    assert game.view(0).seats[0].buildings[0].timer == 9


def test_a_building_without_storage_storing_a_card_warns() -> None:
    said, _ = doubts({"building": "hydroponic_gardens", "stored": ["medkit"]})
    assert said == [
        "scenario player 0's building 0 (hydroponic_gardens) stored: medkit would not be stored there: "
        "a hydroponic_gardens card stores no cards"
    ]


def test_a_timer_of_the_full_build_time_and_full_storage_are_set_up_without_a_word() -> None:
    players = [
        {
            "buildings": [
                {"building": "bunker", "stored": ["sniper_team", "refugee", "medic"]},
                {"building": "armory", "stored": ["spear", "rifle"]},
                {"building": "pharmacy", "timer": ["junk", "junk"]},
            ]
        }
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=HQ2, scenario={"players": players}))
    assert sorted(len(cards) for zone, cards in game.zones().items() if zone.startswith("0:stored:")) == [0, 2, 3]


def test_the_auditors_impossible_buildings_each_warn_and_play_on() -> None:
    config = sc.GameConfig(
        players=3,
        seed=1,
        modules=HQ2,
        scenario={
            "players": [
                {
                    "hand": ["brawler"],
                    "buildings": [
                        {"building": "bunker", "stored": ["refugee"] * 10},
                        {"building": "hydroponic_gardens", "timer": ["scavenger"] * 9, "stored": ["medkit"]},
                        {"building": "pharmacy", "stored": ["rifle", "pickaxe", "shovel"]},
                        {"building": "armory", "timer": ["junk"], "stored": ["medic"]},
                    ],
                }
            ]
        },
    )
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        game = sc.Game.new(config)
    said = " | ".join(str(w.message) for w in caught)
    for expected in (
        "bunker stores at most 3",
        "hydroponic_gardens card is built in 4",
        "medkit would not be stored there",
        "rifle would not be stored there",
        "3 cards, but a pharmacy stores at most 2",
        "medic would not be stored there",
        "still under construction",
    ):
        assert expected in said
    assert game.legal_actions(0)


def test_disabled_without_dirty_deeds_warns_hq4() -> None:
    said, game = doubts({"building": "hydroponic_gardens", "disabled": True}, modules=HQ3)
    assert said == [
        "scenario player 0's building 0 (hydroponic_gardens): 'disabled' without HQ module 4 (Dirty Deeds), "
        "where nothing repairs a building"
    ]
    assert game.view(0).seats[0].buildings[0].disabled


def test_an_unfinished_building_disabled_warns_h11() -> None:
    said, _ = doubts({"building": "bunker", "timer": ["junk"], "disabled": True}, modules=HQ4)
    assert len(said) == 1
    assert "only a completed building is disabled by a saboteur" in said[0]


def test_the_play_command_says_each_warning_in_one_line_and_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenario = tmp_path / "table.json"
    scenario.write_text(json.dumps({"players": [{"buildings": [{"building": "bunker", "stored": ["medkit"]}]}, {}]}))
    args = build_parser().parse_args(
        ["play", "--players", "2", "--hq", "2", "--scenario", str(scenario), "--save", str(tmp_path / "save.json")]
    )
    session = build_session(args)
    assert session.game.view(0).seats[0].buildings[0].stored == 1
    assert capsys.readouterr().err == (
        "scavengers: warning: scenario player 0's building 0 (bunker) stored: medkit would not be stored there: "
        "a bunker stores person cards only\n"
    )


def test_a_disabled_building_keeps_its_stored_cards_with_hq4_h11() -> None:
    building = {"building": "bunker", "stored": ["sniper_team"], "disabled": True}
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=HQ4, scenario={"players": [{"buildings": [building]}]}))
    stored = [card.kind for zone, cards in game.zones().items() if zone.startswith("0:stored:") for card in cards]
    assert stored == ["sniper_team"]


def test_disabled_false_needs_no_module_4() -> None:
    building = {"building": "bunker", "disabled": False}
    sc.Game.new(sc.GameConfig(players=3, seed=1, modules=HQ2, scenario={"players": [{"buildings": [building]}]}))


# Cards in zones where they can never be.


@pytest.mark.parametrize(
    ("scenario", "modules", "expected"),
    [
        (
            {"players": [{"hand": ["leader_mentor"]}]},
            frozenset(),
            "scenario player 0's hand: leader_mentor cannot be there: a leader is only ever a player's leader",
        ),
        (
            {"players": [{"hand": ["bunker"]}]},
            frozenset(),
            "scenario player 0's hand: bunker cannot be there: a building is only ever built",
        ),
        (
            {"players": [{"hand": ["gang_masons"]}]},
            frozenset(),
            "scenario player 0's hand: gang_masons cannot be there: a gang card waits beside the table",
        ),
        (
            {"players": [{}, {"deck": ["leader_butcher"]}]},
            HQ3,
            "scenario player 1's deck: leader_butcher cannot be there",
        ),
        (
            {"players": [{"discard": ["gang_pharmers"]}]},
            frozenset(),
            "scenario player 0's discard: gang_pharmers cannot be there",
        ),
        ({"junkyard": ["leader_peacemaker", "junk"]}, frozenset(), "scenario junkyard: leader_peacemaker cannot be"),
        ({"junkyard": ["armory"]}, HQ2, "scenario junkyard: armory cannot be there"),
        ({"contested": ["grenade", "leader_peacemaker"]}, frozenset(), "scenario contested: leader_peacemaker"),
        ({"contested": ["gang_pharmers"]}, frozenset(), "scenario contested: gang_pharmers cannot be there"),
        (
            {"players": [{"buildings": [{"building": "bunker", "timer": ["leader_mentor"]}]}]},
            HQ2,
            "scenario player 0's building 0 (bunker) timer: leader_mentor cannot be there",
        ),
        ({"schematics": ["refugee"]}, HQ2, "scenario schematics: refugee cannot be there"),
    ],
)
def test_a_card_where_the_rules_never_put_it_is_refused_naming_card_zone_and_why(
    scenario: dict[str, Any], modules: frozenset[str], expected: str
) -> None:
    assert refusal(scenario, modules=modules).startswith(expected)


def test_a_leader_is_not_trashed_round_hq3_by_a_hand() -> None:
    """Placed in a hand, a leader could be trashed into the junkyard in a game without HQ 3."""
    refused = refusal(
        {
            "players": [{"hand": ["leader_mentor", "bunker", "gang_masons", "brawler"]}],
            "contested": ["scout", "leader_peacemaker", "gang_pharmers"],
        }
    )
    assert refused.startswith("scenario player 0's hand: leader_mentor cannot be there")


def test_contested_resources_mercenaries_and_starters_go_where_a_tribes_cards_go() -> None:
    scenario = {
        "round": 3,
        "players": [{"hand": ["grenade", "scout", "refugee"], "deck": ["tribe_family_5"], "discard": ["thugs"]}],
        "junkyard": ["field_crew", "scout", "spear"],
        "contested": ["wolf_pack"],
    }
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, scenario=scenario))
    assert [card.kind for card in game.zones()["junkyard"]] == ["field_crew", "scout", "spear"]


def test_a_contested_pile_takes_a_tribes_card_as_a_test_filler_but_no_leader_building_or_gang() -> None:
    """Rule tests fill the contested pile with a card no skirmish award turns into a contested
    resource's points (a net): accepted; a leader, building or gang card is not."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, scenario={"round": 3, "contested": ["net", "grenade"]}))
    assert [card.kind for card in game.zones()["contested"]] == ["net", "grenade"]
    assert refusal({"contested": ["bunker"]}, modules=HQ2).startswith("scenario contested: bunker cannot be there")


def test_a_solo_opponent_force_holds_no_leader_or_building() -> None:
    refused = refusal({"opponents": [["leader_mentor", "bunker"], ["scout"]]}, players=1)
    assert refused.startswith("scenario opponents force 1: leader_mentor cannot be there: a leader is only ever")
    refused = refusal({"opponents": [["grenade"], ["thugs", "bunker"]]}, players=1, modules=HQ2)
    assert refused.startswith("scenario opponents force 2: bunker cannot be there: a building is only ever built")


def test_a_solo_opponent_force_may_hold_contested_resources_rifles_thugs_and_mercenaries() -> None:
    """[003:318, 353]: the forces are contested resources, rifles and thugs; a harder game adds
    mercenaries."""
    forces = [["grenade", "rifle"], ["thugs", "sniper_team", "brawler"]]
    game = sc.Game.new(sc.GameConfig(players=1, seed=1, scenario={"opponents": forces}))
    assert game.view(0).forces[:2] == (2, 3)


# Messages: how many copies the game has, where the others are, the nearest card id, JSON's spelling.


def test_too_many_copies_says_how_many_the_game_has() -> None:
    message = refusal({"players": [{"hand": ["sniper_team"] * 6}]})
    assert message == "scenario player 0's hand: 6 sniper_team asked for here, but this game has 5 copies"


def test_a_card_in_two_places_names_where_the_other_copies_are() -> None:
    message = refusal({"players": [{"hand": ["multitool"] * 3}, {"deck": ["multitool"]}], "junkyard": ["multitool"]})
    assert message == (
        "scenario junkyard: 1 multitool asked for here, but this game has 4 copies, already placed: "
        "3 in player 0's hand, 1 in player 1's deck"
    )


def test_the_one_copy_of_a_leader_named_twice_says_where_it_is() -> None:
    message = refusal({"players": [{"leader": "leader_mentor"}, {"leader": "leader_mentor"}]}, modules=HQ3)
    assert message == (
        "scenario player 1's leader: 1 leader_mentor asked for here, but this game has 1 copy, "
        "already placed: 1 in player 0's leader"
    )


def test_a_market_stack_asked_for_past_its_copies_says_how_many_there_are() -> None:
    assert refusal({"market": {"thugs": 6}}).endswith("6 thugs asked for here, but this game has 5 copies")


@pytest.mark.parametrize(("typed", "meant"), [("brawlr", "brawler"), ("sniper team", "sniper_team")])
def test_an_unknown_card_suggests_the_nearest(typed: str, meant: str) -> None:
    message = refusal({"players": [{"hand": [typed, "shovel"]}]})
    assert message == f"scenario player 0's hand: unknown card kind {typed!r}; did you mean {meant!r}?"


def test_an_unknown_leader_and_building_suggest_the_nearest() -> None:
    assert "did you mean 'leader_mentor'?" in refusal({"players": [{"leader": "leader_mentr"}]}, modules=HQ3)
    assert "did you mean 'bunker'?" in with_building({"building": "bunkr"})


def test_a_market_count_of_the_wrong_type_is_shown_as_the_file_spells_it() -> None:
    """A refusal quotes what the file gave in JSON's spelling, as for the round: "8", {}, never
    Python's '8' or an internal mappingproxy({})."""
    for given, shown in (("8", '"8"'), ({}, "{}"), (-1, "-1"), ([2], "[2]")):
        with pytest.raises(sc.ConfigError) as refused:
            sc.Game.new(sc.GameConfig(players=2, seed=1, scenario={"market": {"scout": given}}))
        assert str(refused.value) == f"scenario market: scout count must be a non-negative integer, got {shown}"
    with pytest.raises(sc.ConfigError, match=r"^scenario round: the number is too large$"):
        sc.GameConfig(players=3, scenario={"round": float("inf")})


def test_a_fractional_round_reads_like_the_other_messages() -> None:
    spelled = r"^scenario round: expected a whole number, got 3\.0 \(write it without a decimal point"
    with pytest.raises(sc.ConfigError, match=spelled):
        sc.GameConfig(players=3, scenario={"round": 3.0})
    with pytest.raises(sc.ConfigError, match=r"^scenario players\[0\] deck\[0\]: expected a whole number, got 1\.5$"):
        sc.GameConfig(players=3, scenario={"players": [{"hand": ["brawler"], "deck": [1.5]}]})


def test_values_are_echoed_in_json_spelling() -> None:
    assert refusal({"round": True}).endswith("got true")
    assert refusal({"initiator": None}).endswith("got null")
    assert refusal({"round": "3"}).endswith('got "3"')
    building = {"building": "bunker", "disabled": "no"}
    assert with_building(building).endswith("'disabled' must be true or false, got \"no\"")


def test_a_refused_scenario_leaves_nothing_started_and_its_mapping_unchanged() -> None:
    scenario = {"players": [{"hand": ["brawler", "leader_mentor"]}], "junkyard": ["net"]}
    before = json.dumps(scenario)
    config = sc.GameConfig(players=3, seed=1, scenario=scenario)
    with pytest.raises(sc.ConfigError):
        sc.Game.new(config)
    assert json.dumps(scenario) == before
    fixed = sc.GameConfig(players=3, seed=1, scenario={"players": [{"hand": ["brawler"]}], "junkyard": ["net"]})
    assert [card.kind for card in sc.Game.new(fixed).zones()["0:hand"]] == ["brawler"]


# The scenario file on the command line: keys given twice, and the player count.


def scenario_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "scenario.json"
    path.write_text(text, encoding="utf-8")
    return path


def session_for(*words: str) -> sc.Game:
    args = build_parser().parse_args(["play", *words, "--seed", "1", "--bots", "random"])
    return build_session(args).game


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ('{"round": 3, "round": 5}', "round"),
        ('{"players": [{"hand": ["brawler"], "hand": ["spear"]}, {}]}', "hand"),
    ],
)
def test_a_key_given_twice_in_a_scenario_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, key: str
) -> None:
    path = scenario_file(tmp_path, text)
    assert main(["play", "--scenario", str(path), "--players", "3"]) == 2
    err = capsys.readouterr().err
    assert err == f"scavengers: error: {path} is not a scenario: the key '{key}' is given twice in one object\n"


def test_a_scenario_file_without_players_plays_as_many_as_it_lists(tmp_path: Path) -> None:
    two = {"round": 3, "players": [{"hand": ["brawler"]}, {"hand": ["spear"]}], "contested": ["grenade"]}
    path = scenario_file(tmp_path, json.dumps(two))
    assert session_for("--scenario", str(path)).config.players == 2
    assert session_for("--scenario", str(path), "--players", "4").config.players == 4


def test_a_scenario_file_with_opponents_is_the_solo_game(tmp_path: Path) -> None:
    solo = {"players": [{"hand": ["brawler"]}], "opponents": [["grenade"]]}
    args = build_parser().parse_args(
        ["play", "--scenario", str(scenario_file(tmp_path, json.dumps(solo))), "--seed", "1"]
    )
    assert build_session(args).game.config.players == 1


def test_a_scenario_file_of_one_seat_asks_for_players(tmp_path: Path) -> None:
    path = scenario_file(tmp_path, json.dumps({"players": [{"hand": ["brawler"]}]}))
    with pytest.raises(SessionError, match=r"lists 1 seat and no solo opponents: say how many play with --players N"):
        session_for("--scenario", str(path))
    assert session_for("--scenario", str(path), "--players", "3").config.players == 3


def test_replay_of_a_game_from_a_round_6_table_offers_rounds_from_6(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A stacked table of round 6 has no rounds 1-5 to replay: ``--round 3`` is refused with
    the rounds the game has, not opened silently at round 6."""
    scenario = tmp_path / "table.json"
    scenario.write_text(json.dumps({"round": 6, "players": [{"hand": ["brawler"]}, {"hand": ["refugee"]}]}))
    save = tmp_path / "save.json"
    args = build_parser().parse_args(["play", "--players", "2", "--scenario", str(scenario), "--save", str(save)])
    build_session(args).save()
    for wrong in ("3", "1", "7"):
        assert main(["replay", str(save), "--seat", "0", "--round", wrong]) == 2
        assert f"--round: this game has rounds 6-6, got {wrong}" in capsys.readouterr().err
