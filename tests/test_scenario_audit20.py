"""The scenario audit (round 20): the scenario file and the save file as a user reads
docs/scenarios.md, docs/playing.md ("Saves") and the README. Scenario files are written as the
doc shows them and loaded as it says (``scavengers play --scenario FILE``, ``GameConfig(scenario=...)``);
the table is read back through ``view(seat)`` and ``zones()``. Bad files must be refused in one
line naming the key and the problem, with no traceback and nothing written; a saved game must
load to the same table and play on identically; a broken save must be refused in words and left
as it was. Rule lines are cited as [000:150] (rulebook file 000, line 150)."""

from __future__ import annotations

import json
import random
import warnings
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import run_main, zone_kinds
from scavengers.cli.main import build_parser
from scavengers.cli.play import build_session
from scavengers.engine.setup.table import ScenarioWarning
from scavengers.tui.session import Session, SessionError

HQ2 = sc.hq_modules(2)
HQ3 = sc.hq_modules(3)
HQ4 = sc.hq_modules(4)

DOCS_EXAMPLE = {
    "round": 3,
    "initiator": 0,
    "players": [{"hand": ["brawler", "shovel"], "deck": ["refugee"], "discard": []}],
    "junkyard": ["net", "junk"],
    "contested": ["field_crew", "grenade"],
    "market": {"scout": 8},
}
"""The example table of docs/scenarios.md, word for word."""


def write(tmp_path: Path, content: Any, name: str = "table.json") -> Path:
    """A scenario (or save) file: text or bytes as given, anything else as JSON."""
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def session_of(tmp_path: Path, *words: str) -> Session:
    """``scavengers play WORDS`` up to the game it would start (the terminal app left out)."""
    args = build_parser().parse_args(["play", "--save", str(tmp_path / "ctrl-s.json"), *words])
    return build_session(args)


def play_refusal(tmp_path: Path, content: Any, *words: str) -> str:
    """The one line ``scavengers play --scenario FILE WORDS`` refuses the file with; nothing is
    written beside it."""
    path = write(tmp_path, content)
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(SessionError) as refused:
        session_of(tmp_path, "--scenario", str(path), *words)
    message = str(refused.value)
    assert "\n" not in message
    assert "Traceback" not in message
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    return message


def new_game(players: int, scenario: dict[str, Any], seed: int = 3, **config: Any) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=players, seed=seed, scenario=scenario, **config))


# --- Loading a file as the docs say -----------------------------------------------------------


def test_the_docs_example_with_players_3_is_the_table_it_describes(tmp_path: Path) -> None:
    """docs/scenarios.md's example, played with ``--players 3``: round 3, seat 0 initiating with
    brawler and shovel over a refugee; net over junk in the junkyard; field crew over grenade
    contested; 8 scouts for hire; and from round 3 the initiator has peeked at the top
    contested resource [000:150]."""
    session = session_of(tmp_path, "--scenario", str(write(tmp_path, DOCS_EXAMPLE)), "--players", "3")
    game = session.game
    view = game.view(0)
    assert (view.round, view.initiator, view.phase, view.scenario) == (3, 0, "gathering", True)
    assert view.hand == ("brawler", "shovel")
    assert zone_kinds(game, "0:deck") == ["refugee"]
    assert zone_kinds(game, "junkyard") == ["net", "junk"]
    assert zone_kinds(game, "contested") == ["field_crew", "grenade"]
    assert dict(view.market)["scout"] == 8
    assert [(k.zone, k.cards) for k in view.knowledge if k.zone == "contested"] == [("contested", ("field_crew",))]
    assert game.view(1).hand == ()
    assert game.view(1).seats[1].deck_count == 0
    assert game.log(None)[0].text == "scenario"


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_without_players_the_game_has_as_many_seats_as_the_file_lists(tmp_path: Path, seats: int) -> None:
    """docs/scenarios.md: without --players, ``play --scenario`` plays as many as ``"players"`` lists."""
    scenario = {"players": [{"hand": ["refugee"]} for _ in range(seats)]}
    session = session_of(tmp_path, "--scenario", str(write(tmp_path, scenario)))
    assert session.game.config.players == seats
    assert all(session.game.view(seat).hand == ("refugee",) for seat in range(seats))


def test_a_file_with_opponents_is_the_solo_game(tmp_path: Path) -> None:
    """docs/scenarios.md: a file with ``"opponents"`` (one seat at most) is the solo game, its forces
    as listed, force 1 first; view.forces gives their sizes [003:321]."""
    scenario = {"players": [{"hand": ["brawler", "spear"]}], "opponents": [["grenade", "rifle"], ["thugs"]]}
    session = session_of(tmp_path, "--scenario", str(write(tmp_path, scenario)))
    game = session.game
    assert game.config.players == 1
    assert game.view(0).forces == (2, 1)
    assert session.seats == ["human"]


@pytest.mark.parametrize(("players", "words"), [([], "lists no seat"), ([{"hand": ["refugee"]}], "lists 1 seat")])
def test_a_file_of_fewer_than_two_seats_asks_for_players(tmp_path: Path, players: list[Any], words: str) -> None:
    """docs/scenarios.md: fewer than 2 players and no opponents is refused asking for --players N."""
    message = play_refusal(tmp_path, {"players": players})
    assert words in message
    assert "--players N" in message


def test_solo_opponents_with_two_seats_is_refused_saying_why(tmp_path: Path) -> None:
    """docs/scenarios.md: opponents and more than one seat listed is refused, saying why."""
    message = play_refusal(tmp_path, {"players": [{}, {}], "opponents": [["grenade"]]})
    assert '"opponents"' in message
    assert "one seat" in message


@pytest.mark.parametrize("content", ["null", "[]", "3", '"round"', "true"])
def test_a_file_that_is_no_json_object_is_refused_not_played_as_a_normal_game(tmp_path: Path, content: str) -> None:
    """docs/scenarios.md: the file holds the table, an object. ``null`` used to start an ordinary
    game from a random setup, as though no --scenario had been given."""
    message = play_refusal(tmp_path, content, "--players", "2")
    assert "not a scenario" in message or "mapping (a JSON object)" in message
    assert "JSON object" in message


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("", "not JSON"),
        ('{"players": [{}, {}]', "not JSON"),
        (json.dumps(DOCS_EXAMPLE)[:-30], "not JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        ('{"players": [{"hand": ["scout"], "hand": ["brawler"]}, {}]}', "'hand' is given twice"),
    ],
)
def test_a_broken_file_is_refused_in_one_line(tmp_path: Path, content: str | bytes, words: str) -> None:
    """docs/scenarios.md: a key given twice in any object of the file is refused, as is text that
    is no JSON: one line naming the file."""
    message = play_refusal(tmp_path, content)
    assert words in message
    assert "table.json" in message


def test_the_command_line_refuses_a_bad_file_with_exit_2_and_no_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, {"players": [{"hand": ["brawlr"]}, {}]})
    code, out, err = run_main(["play", "--scenario", str(path), "--saves-dir", str(tmp_path / "saves")], capsys)
    assert code == 2
    assert err.startswith("scavengers: error: ")
    assert "did you mean 'brawler'?" in err
    assert "Traceback" not in err + out
    assert not (tmp_path / "saves").exists() or not any((tmp_path / "saves").iterdir())


@pytest.mark.parametrize(
    ("scenario", "words", "modules"),
    [
        ({"players": "two"}, "scenario players: expected a list", ()),
        ({"round": 0}, "scenario round must be a positive integer", ()),
        ({"round": "3"}, 'got "3"', ()),
        ({"round": 3.5}, "scenario round: expected a whole number, got 3.5", ()),
        ({"round": 17}, "up to 16", ()),
        ({"initiator": 2}, "scenario initiator must be a seat 0-1, got 2", ()),
        ({"initiator": True}, "got true", ()),
        ({"turn": 3}, "unknown keys ['turn']", ()),
        ({"players": [{"hands": []}, {}]}, "scenario player 0: unknown keys ['hands']", ()),
        ({"players": [{"hand": "brawler"}, {}]}, "player 0's hand: expected a list of card kind ids", ()),
        ({"players": [{"deck": [3]}, {}]}, "player 0's deck: expected a list of card kind ids", ()),
        ({"market": None}, "scenario market: expected an object", ()),
        ({"market": ["scout"]}, "scenario market: expected an object", ()),
        ({"market": {"scout": -1}}, "scout count must be a non-negative integer, got -1", ()),
        ({"market": {"medic": 1}}, "'medic' is not a mercenary stack of this game", ()),
        ({"contested": []}, "scenario contested: the pile is empty", ()),
        ({"opponents": [["grenade"]]}, "only the solo game", ()),
        ({"players": [{"leader": "leader_mentor"}, {}]}, "leaders need HQ module 3", HQ2),
        ({"players": [{"leader": 7}, {}]}, "player 0's leader: expected one leader's kind id", HQ3),
        ({"players": [{"leader": "bunker"}, {}]}, "'bunker' is not a leader", HQ3),
        ({"players": [{"wounded": True}, {}]}, "player 0's wounded: only a leader is wounded", HQ4),
        ({"players": [{"leader": "leader_mentor", "wounded": "yes"}, {}]}, "wounded: must be true or false", HQ4),
        ({"players": [{"buildings": [{"building": "bunker"}]}, {}]}, "buildings need HQ module 2", ()),
        ({"players": [{"buildings": {"building": "bunker"}}, {}]}, "player 0's buildings: expected a list", HQ2),
        ({"players": [{"buildings": [{"kind": "bunker"}]}, {}]}, "expected an object with a 'building'", HQ2),
        ({"players": [{"buildings": [{"building": "bunker", "timer": 2}]}, {}]}, "timer: expected a list", HQ2),
        (
            {"players": [{"buildings": [{"building": "bunker", "disabled": "no"}]}, {}]},
            "'disabled' must be true or false",
            HQ4,
        ),
        ({"players": [{"buildings": [{"building": "bunker", "owner": 0}]}, {}]}, "unknown keys ['owner']", HQ2),
        ({"schematics": ["bunker"]}, "the schematics pile needs HQ module 2", ()),
        ({"schematics": ["scout"]}, "schematics: scout cannot be there: the schematics pile holds buildings only", HQ2),
        ({"leaders": []}, "the leader pile is the leader drafting variant's", HQ3),
        ({"junkyard": ["leader_mentor"]}, "junkyard: leader_mentor cannot be there", HQ3),
        ({"players": [{"discard": ["gang_masons"]}, {}]}, "player 0's discard: gang_masons cannot be there", HQ2),
    ],
)
def test_every_malformed_value_is_refused_naming_the_key_and_the_problem(
    tmp_path: Path, scenario: dict[str, Any], words: str, modules: frozenset[str]
) -> None:
    """docs/scenarios.md: an unknown key or card, a card out of place, a value of the wrong kind:
    refused with a message naming the problem, through the command line and the API alike."""
    hq = [] if not modules else ["--hq", str(len(modules))]
    message = play_refusal(tmp_path, scenario, "--players", "2", *hq)
    assert words in message
    with pytest.raises(sc.ConfigError, match=None) as refused:
        new_game(2, scenario, modules=modules)
    assert words in str(refused.value)


def test_a_hand_of_more_than_24_cards_is_refused() -> None:
    """docs/scenarios.md: a hand of more than 24 cards is refused."""
    hand = ["refugee"] * 10 + ["scavenger"] * 6 + ["junk"] * 5 + ["shovel"] * 4
    with pytest.raises(sc.ConfigError, match=r"player 0's hand: 25 cards; a hand in play never holds more than 24"):
        new_game(2, {"players": [{"hand": hand}]})
    assert new_game(2, {"players": [{"hand": hand[:24]}]}).view(0).hand.count("shovel") == 3


@pytest.mark.parametrize(
    ("scenario", "words"),
    [
        (
            {"players": [{"hand": ["sniper_team"] * 4}], "junkyard": ["sniper_team"] * 2},
            "already placed: 4 in player 0's",
        ),
        ({"market": {"scout": 9}}, "9 scout asked for here, but this game has 8 copies"),
        ({"contested": ["grenade"] * 3}, "3 grenade asked for here, but this game has 2 copies"),
    ],
)
def test_more_copies_than_the_box_holds_are_refused_with_the_count(scenario: dict[str, Any], words: str) -> None:
    """docs/scenarios.md: more copies of a kind than the box, over all zones, is refused with the
    count and where the copies already placed are."""
    with pytest.raises(sc.ConfigError) as refused:
        new_game(2, scenario)
    assert words in str(refused.value)


def test_a_refused_scenario_leaves_the_callers_dict_as_it_was() -> None:
    scenario: dict[str, Any] = {"players": [{"hand": ["refugee", "brawlr"]}], "round": 3}
    copy = json.loads(json.dumps(scenario))
    with pytest.raises(sc.ConfigError):
        new_game(2, scenario)
    assert scenario == copy


# --- The table is what the file says ----------------------------------------------------------


def test_player_zones_are_placed_top_first_and_discard_is_face_up_to_everyone() -> None:
    """docs/scenarios.md: piles and decks top first; a face-up discard is seen by all, sorted by name."""
    game = new_game(
        3, {"players": [{"hand": ["scout"], "deck": ["spear", "net", "junk"], "discard": ["pills", "spear"]}]}
    )
    assert zone_kinds(game, "0:deck") == ["spear", "net", "junk"]
    assert zone_kinds(game, "0:discard") == ["pills", "spear"]
    for seat in range(3):
        assert game.view(seat).seats[0].discard == ("pills", "spear")
        assert game.view(seat).seats[0].deck_count == 3
    assert game.view(1).seats[0].hand_count == 1
    assert game.view(1).hand == ()


def test_buildings_timers_stored_cards_and_disabled_are_as_given() -> None:
    """docs/scenarios.md buildings: timer cards face down, stored cards under a completed building,
    disabled with HQ module 4 [000:682]; everyone sees the timer size, the stored count and the
    disabled flag, and only the owner sees what is stored."""
    buildings = [
        {"building": "bunker", "stored": ["scout", "brawler"]},
        {"building": "armory", "timer": ["junk", "refugee"]},
        {"building": "pharmacy", "stored": ["pills"], "disabled": True},
    ]
    game = new_game(2, {"players": [{"hand": ["refugee"], "buildings": buildings}]}, modules=HQ4)
    public = game.view(1).seats[0].buildings
    assert [(b.kind, b.timer, b.stored, b.disabled) for b in public] == [
        ("bunker", 0, 2, False),
        ("armory", 2, 0, False),
        ("pharmacy", 0, 1, True),
    ]
    assert game.view(0).stored == (("brawler", "scout"), (), ("pills",))
    assert game.view(1).stored == ()


def test_a_given_leader_is_face_up_and_a_wounded_one_is_shown_wounded() -> None:
    """[000:650]: the kept leader is face up for everyone; [000:691]: a wounded leader's card is
    turned over."""
    players = [{"leader": "leader_mentor", "wounded": True}, {"leader": "leader_ranger"}]
    game = new_game(2, {"players": players}, modules=HQ4)
    for seat in range(2):
        seats = game.view(seat).seats
        assert (seats[0].leader, seats[0].wounded) == ("leader_mentor", True)
        assert (seats[1].leader, seats[1].wounded) == ("leader_ranger", False)
    decision = game.view(0).decision
    assert decision is not None
    assert decision.kind != "leader"  # every leader given: nobody is dealt two to choose from [000:650]


def test_the_schematics_pile_is_as_given_top_first() -> None:
    game = new_game(2, {"schematics": ["armory", "bunker"]}, modules=HQ2)
    assert zone_kinds(game, "schematics") == ["armory", "bunker"]
    assert game.view(0).schematics_count == 2


@pytest.mark.parametrize("pile", [[], ["leader_ranger", "leader_mentor"]])
def test_the_leader_draft_pile_is_exactly_as_given(pile: list[str]) -> None:
    """docs/scenarios.md: with leader drafting, ``"leaders"`` is the pile top first, exactly as given."""
    game = new_game(2, {"leaders": pile}, modules=HQ3, variants=frozenset({"leader_draft"}))
    assert zone_kinds(game, "leaders") == pile
    assert game.view(0).leader_pile_count == len(pile)


def test_a_card_of_a_box_the_modules_do_not_use_joins_the_game() -> None:
    """docs/scenarios.md: a rifle in a base game may be placed; the rest of its box stays out."""
    game = new_game(2, {"players": [{"hand": ["rifle", "scavenger"]}]})
    assert game.view(0).hand == ("rifle", "scavenger")
    assert "rifle" not in zone_kinds(game, "junkyard")
    assert "medic" not in dict(game.view(0).market)


def test_a_given_junkyard_mercenary_leaves_its_stack_short() -> None:
    """docs/scenarios.md: ``"junkyard": ["scout", "spear"]`` leaves 7 scouts for hire."""
    game = new_game(2, {"junkyard": ["scout", "spear"]})
    assert dict(game.view(0).market)["scout"] == 7
    assert zone_kinds(game, "junkyard") == ["scout", "spear"]


def test_2012_rules_show_a_builder_her_own_timer_cards_only() -> None:
    """[001]/[002] (RULINGS ED-11): with the 2012 rules a builder's own timer cards are in view.timers."""
    buildings = [{"building": "armory", "timer": ["junk", "refugee"]}]
    game = new_game(2, {"players": [{"hand": ["refugee"], "buildings": buildings}]}, modules=HQ2, rules="2012")
    assert game.view(0).rules == "2012"
    assert [sorted(t) for t in game.view(0).timers] == [["junk", "refugee"]]
    assert not any(game.view(1).timers)


def test_a_recon_stack_may_be_named_only_where_this_game_lays_it_out() -> None:
    """docs/scenarios.md: only a stack this game lays out may be named (module 1: the spy)."""
    recon1 = sc.recon_modules([1])
    game = new_game(2, {"market": {"spy": 1}}, modules=recon1)
    assert dict(game.view(0).market)["spy"] == 1
    with pytest.raises(sc.ConfigError, match="'spy' is not a mercenary stack of this game"):
        new_game(2, {"market": {"spy": 1}})


# --- Documented warnings ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("building", "modules", "words"),
    [
        ({"building": "bunker", "timer": ["junk"] * 6}, HQ2, "its timer never holds more than 5"),
        ({"building": "bunker", "timer": ["junk"], "stored": ["scout"]}, HQ2, "nothing is stored under a building"),
        ({"building": "armory", "stored": ["scout"]}, HQ2, "an armory stores tool cards only"),
        ({"building": "pharmacy", "stored": ["medic"]}, HQ2, "stores medicine cards only"),
        ({"building": "pharmacy", "stored": ["pills", "pills", "medkit"]}, HQ2, "stores at most 2"),
        ({"building": "bunker", "disabled": True}, HQ2, "'disabled' without HQ module 4"),
        ({"building": "bunker", "timer": ["junk"], "disabled": True}, HQ4, "only a completed building is disabled"),
    ],
)
def test_a_building_outside_the_limits_is_set_up_with_a_scenario_warning(
    building: dict[str, Any], modules: frozenset[str], words: str
) -> None:
    """docs/scenarios.md: a building outside the limits is set up as given, with a
    ScenarioWarning (a UserWarning from scavengers.engine.setup.table) for each."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        game = new_game(2, {"players": [{"buildings": [building]}]}, modules=modules)
    doubts = [w for w in caught if issubclass(w.category, ScenarioWarning)]
    assert [w for w in doubts if words in str(w.message)], [str(w.message) for w in doubts]
    assert issubclass(ScenarioWarning, UserWarning)
    assert ScenarioWarning.__module__ == "scavengers.engine.setup.table"
    view = game.view(1).seats[0].buildings[0]
    assert view.timer == len(building.get("timer", []))
    assert view.stored == len(building.get("stored", []))
    assert view.disabled == building.get("disabled", False)


def test_a_building_within_the_limits_warns_nothing() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        new_game(
            2,
            {"players": [{"buildings": [{"building": "bunker", "timer": ["junk"] * 5}, {"building": "armory"}]}]},
            modules=HQ4,
        )


def test_scavengers_play_prints_each_warning_once_and_starts_the_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/scenarios.md: ``scavengers play`` prints each as ``scavengers: warning: ...`` and starts."""
    scenario = {"players": [{"buildings": [{"building": "bunker", "timer": ["junk"] * 6}]}, {}]}
    session = session_of(tmp_path, "--scenario", str(write(tmp_path, scenario)), "--hq", "2")
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line]
    assert lines == [
        "scavengers: warning: scenario player 0's building 0 (bunker) timer: 6 cards, but a bunker is built in 5: "
        "its timer never holds more than 5"
    ]
    assert session.game.view(0).seats[0].buildings[0].timer == 6


# --- Play from the stacked table follows the rulebook ------------------------------------------


def test_play_starts_in_the_gathering_phase_with_the_initiator_first_000_128() -> None:
    """docs/scenarios.md: the game starts in the resource-gathering phase of ``round``, the draw
    done; the initiator acts first [000:128, 000:150]."""
    game = new_game(3, {"round": 4, "initiator": 2, "players": [{"hand": ["scout"]}, {}, {"hand": ["brawler"]}]})
    assert game.to_act == (2,)
    assert game.view(2).phase == "gathering"
    assert game.view(2).round == 4
    assert game.view(2).hand == ("brawler",)


def test_a_building_given_with_one_timer_card_completes_at_the_next_round_000_595() -> None:
    """[000:595]: at the start of the player's next round, remove 1 card from each building
    under construction; the scenario's own round tick is already taken."""
    buildings = [{"building": "armory", "timer": ["junk"]}]
    scenario = {"round": 1, "players": [{"hand": ["refugee"], "deck": ["scout"] * 5, "buildings": buildings}, {}]}
    game = new_game(2, scenario, modules=HQ2)
    assert game.view(0).seats[0].buildings[0].timer == 1
    while game.view(0).round == 1:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        game.apply(seat, next((a for a in legal if a.verb.value in ("end", "pass", "commit")), legal[0]))
    assert game.view(0).seats[0].buildings[0].timer == 0


# --- Saves: load to the same table, play on identically --------------------------------------

SAVED_TABLES: list[tuple[str, int, dict[str, Any], dict[str, Any]]] = [
    (
        "base",
        3,
        {**DOCS_EXAMPLE, "contested": ["field_crew", "grenade", "wolf_pack", "sled_team", "tribe_family_3", "grenade"]},
        {},
    ),
    (
        "hq4",
        3,
        {
            "round": 3,
            "players": [
                {
                    "hand": ["engineer", "scout", "sniper_team"],
                    "leader": "leader_mentor",
                    "buildings": [{"building": "bunker", "stored": ["brawler"]}],
                },
                {"hand": ["saboteur", "medic"], "leader": "leader_ranger", "wounded": True},
                {"hand": ["refugee", "shovel"]},
            ],
        },
        {"modules": HQ4},
    ),
    (
        "solo",
        1,
        {
            "players": [{"hand": ["brawler", "spear", "scout"], "deck": ["refugee"] * 6 + ["hunter", "scavenger"]}],
            "opponents": [["grenade"], ["thugs", "rifle"], ["wolf_pack", "field_crew"], ["sled_team"]],
        },
        {},
    ),
    (
        "2012",
        2,
        {
            "round": 2,
            "players": [{"hand": ["engineer", "refugee"], "buildings": [{"building": "armory", "timer": ["junk"]}]}],
        },
        {"modules": HQ2, "rules": "2012"},
    ),
    (
        "recon",
        3,
        {"round": 3, "players": [{"hand": ["spy", "scout"]}, {"hand": ["brawler"]}]},
        {"modules": sc.recon_modules([1, 2])},
    ),
    (
        "draft",
        2,
        {"leaders": ["leader_ranger"], "players": [{"leader": "leader_mentor"}]},
        {"modules": HQ3, "variants": frozenset({"leader_draft"})},
    ),
]


def play_some(game: sc.Game, rng: random.Random, steps: int, session: Session | None = None) -> list[tuple[int, str]]:
    """Up to ``steps`` random legal actions (through ``session`` where given, as the terminal plays)."""
    taken = []
    for _ in range(steps):
        if game.over:
            break
        seat = game.to_act[0]
        action = str(rng.choice(game.legal_actions(seat)))
        if session is not None:
            session.apply(seat, action)
        else:
            game.apply(seat, action)
        taken.append((seat, action))
    return taken


@pytest.mark.parametrize(("name", "players", "scenario", "config"), SAVED_TABLES, ids=[t[0] for t in SAVED_TABLES])
def test_a_saved_stacked_game_loads_to_the_same_table_and_plays_on_identically(
    tmp_path: Path, name: str, players: int, scenario: dict[str, Any], config: dict[str, Any]
) -> None:
    """docs/playing.md Saves: the table loaded is exactly the one saved; README: same config,
    seed and actions give the same game."""
    seats = ["human"] + ["random"] * (players - 1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ScenarioWarning)
        session = Session.new(
            sc.GameConfig(players=players, seed=11, scenario=scenario, **config), seats, tmp_path / "a.json"
        )
    rng = random.Random(name)
    play_some(session.game, rng, 10, session)
    assert not session.game.over  # saved mid-game, to play on from
    path = session.save()
    loaded = Session.load(path)
    assert loaded.game.config == session.game.config
    assert loaded.game.zones() == session.game.zones()
    for seat in range(players):
        assert loaded.game.view(seat) == session.game.view(seat)
        assert loaded.game.legal_actions(seat) == session.game.legal_actions(seat)
    assert loaded.game.view(0).scenario
    assert loaded.game.log(None)[0].text == "scenario"
    after = play_some(session.game, random.Random(name + "on"), 60)
    assert after
    for seat, action in after:
        loaded.game.apply(seat, action)
    assert loaded.game.to_json() == session.game.to_json()
    assert [loaded.game.view(s) for s in range(players)] == [session.game.view(s) for s in range(players)]


# --- Saves: a broken file is refused in words, nothing lost ----------------------------------


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    """A save of a stacked 2-player game 8 actions in."""
    session = Session.new(
        sc.GameConfig(
            players=2,
            seed=5,
            scenario={
                "round": 3,
                "players": [{"hand": ["brawler", "shovel", "scout"]}, {"hand": ["spear", "scavenger"]}],
            },
        ),
        ["human", "random"],
        tmp_path / "game.json",
    )
    play_some(session.game, random.Random(8), 8, session)
    return session.save()


def load_refusal(path: Path) -> str:
    before = path.read_bytes()
    with pytest.raises(SessionError) as refused:
        Session.load(path)
    assert path.read_bytes() == before
    message = str(refused.value)
    assert "\n" not in message
    assert "Traceback" not in message
    assert str(path) in message
    return message


@pytest.mark.parametrize("keep", [0.0, 0.1, 0.5, 0.99])
def test_a_truncated_save_is_refused_in_words_and_left_as_it_was(saved: Path, keep: float) -> None:
    text = saved.read_text()
    saved.write_text(text[: int(len(text) * keep)])
    assert "is not a saved game: not JSON" in load_refusal(saved)


def edit(path: Path, change: Any) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["game"].__setitem__("version", 99), "saved game version '99'"),
        (lambda d: d["game"]["config"].__setitem__("seed", 6), "does not replay to its saved state"),
        (lambda d: d["game"]["config"]["scenario"].__setitem__("round", 4), "does not replay to its saved state"),
        (lambda d: d["game"]["config"]["scenario"].__setitem__("turn", 4), "scenario: unknown keys ['turn']"),
        (lambda d: d["game"]["config"]["scenario"].__setitem__("round", "x"), "scenario round must be"),
        (lambda d: d["game"]["config"].__setitem__("scenario", [1]), "scenario must be a mapping"),
        (
            lambda d: d["game"]["actions"].__setitem__(1, [0, "dig bogus"]),
            "saved game action 1 ('dig bogus') does not replay",
        ),
        (lambda d: d["game"]["actions"].__setitem__(1, "pass"), "saved game action 1 is not a [seat, notation] pair"),
        (lambda d: d["game"]["actions"].pop(), "does not replay to its saved state"),
        (lambda d: d.__setitem__("game", []), "it has no game config"),
        (lambda d: d.__setitem__("seats", ["human", "moonbot"]), "unknown player 'moonbot'"),
    ],
)
def test_an_edited_save_is_refused_in_words_and_left_as_it_was(saved: Path, change: Any, words: str) -> None:
    """docs/playing.md: a save that no longer replays stops with the action that no longer fits,
    and changes nothing; README: anything that is not a save raises with the reason."""
    edit(saved, change)
    assert words in load_refusal(saved)


def test_play_load_of_a_broken_save_exits_2_in_words(saved: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saved.write_text(saved.read_text()[:100])
    code, out, err = run_main(["play", "--load", str(saved), "--saves-dir", str(saved.parent / "saves")], capsys)
    assert code == 2
    assert err.startswith("scavengers: error: ")
    assert "Traceback" not in out + err


def test_load_refuses_setup_flags_such_as_a_scenario(saved: Path, tmp_path: Path) -> None:
    """docs/playing.md: --load resumes a game as it was set up; a --scenario beside it is refused."""
    other = write(tmp_path, DOCS_EXAMPLE, "other.json")
    with pytest.raises(SessionError, match="leave out --scenario"):
        session_of(tmp_path, "--load", str(saved), "--scenario", str(other))


def test_load_resumes_a_stacked_game_in_progress(saved: Path, tmp_path: Path) -> None:
    session = session_of(tmp_path, "--load", str(saved))
    assert session.game.view(0).scenario
    assert session.game.decisions_made == 8


def test_load_refuses_a_finished_stacked_game(tmp_path: Path) -> None:
    """docs/playing.md: --load resumes a game, not a finished one."""
    scenario = {"round": 16, "players": [{"hand": ["brawler"]}, {"hand": ["refugee"]}], "contested": ["grenade"]}
    session = Session.new(sc.GameConfig(players=2, seed=1, scenario=scenario), ["human", "random"], tmp_path / "f.json")
    play_some(session.game, random.Random(1), 200, session)
    assert session.game.over
    path = session.save()
    with pytest.raises(SessionError, match="is a finished game: watch it with 'scavengers replay"):
        session_of(tmp_path, "--load", str(path))


def test_saves_lists_a_stacked_game_as_a_scenario_with_its_resume_command(
    saved: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run_main(["saves", "--saves-dir", str(saved.parent)], capsys)
    assert code == 0
    line = next(line for line in out.splitlines() if str(saved) in line)
    assert f"scavengers play --load {saved}" in line
    assert "scenario" in line
    assert "round 3" in line


def test_from_json_of_a_stacked_game_is_the_same_game() -> None:
    """README: ``to_json``/``from_json``: same config, seed and actions give the same game."""
    game = new_game(3, DOCS_EXAMPLE, seed=9)
    play_some(game, random.Random(2), 15)
    again = sc.Game.from_json(game.to_json())
    assert again.zones() == game.zones()
    assert again.view(1) == game.view(1)
    assert again.config.scenario == game.config.scenario


def test_a_file_whose_players_is_no_list_is_refused_naming_players(tmp_path: Path) -> None:
    """Without --players the seats come from ``"players"``; where that is no list the refusal
    names it (it used to say the file "lists no seat" and ask for --players)."""
    message = play_refusal(tmp_path, {"players": {"hand": ["refugee"]}})
    assert "scenario players: expected a list" in message


def test_saves_lists_a_warned_table_without_saying_the_warning_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/scenarios.md: a warned table's saved game is listed without saying it again."""
    scenario = {"players": [{"buildings": [{"building": "bunker", "disabled": True}]}, {}]}
    session = session_of(tmp_path, "--scenario", str(write(tmp_path, scenario)), "--hq", "2")
    assert "scavengers: warning: " in capsys.readouterr().err
    session.save(tmp_path / "saves" / "game.json")
    with warnings.catch_warnings():
        warnings.simplefilter("error", ScenarioWarning)
        code, out, err = run_main(["saves", "--saves-dir", str(tmp_path / "saves")], capsys)
        assert Session.load(tmp_path / "saves" / "game.json").game.view(0).seats[0].buildings[0].disabled
    assert code == 0
    assert "game.json" in out
    assert "warning" not in out + err


@pytest.mark.parametrize(
    ("scenario", "known"),
    [
        ({"k" * 5000: 1}, "known: ['contested', 'initiator'"),
        ({"players": [{"k" * 5000: 1}]}, "known: ['buildings', 'deck'"),
        ({"players": [{"buildings": [{"building": "bunker", "k" * 5000: 1}]}]}, "known: ['building', 'disabled'"),
        ({"market": {"k" * 5000: 1}}, "is not a mercenary stack of this game"),
    ],
)
def test_a_very_long_unknown_key_is_cut_short_and_the_known_keys_still_said(
    scenario: dict[str, Any], known: str
) -> None:
    """docs/scenarios.md: an unknown key is refused with a message naming the problem: a key of
    5,000 characters used to fill the whole message, cut before the list of the known keys."""
    with pytest.raises(sc.ConfigError) as refused:
        new_game(2, scenario, modules=HQ2)
    message = str(refused.value)
    assert known in message
    assert "(5,000 characters)" in message
    assert len(message) < 400


def test_learn_check_says_each_warning_with_the_files_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/scenarios.md and docs/learning.md: ``scavengers learn --check`` prints a table's
    warning as ``scavengers: warning: FILE: ...`` and checks the lesson."""
    lesson = tmp_path / "01_stacked.toml"
    lesson.write_text(
        'title = "T"\nintro = "I."\nsummary = "S."\nplayers = 2\nmodules = ["hq1", "hq2"]\n\n'
        '[scenario]\nround = 1\n\n[[scenario.players]]\nhand = ["scout", "shovel"]\n'
        'buildings = [{building = "bunker", timer = ["junk", "junk", "junk", "junk", "junk", "junk"]}]\n\n'
        '[[scenario.players]]\nhand = ["scavenger"]\n\n[[steps]]\ntext = "Draw."\nexpect = "draw scout"\n',
        encoding="utf-8",
    )
    code, out, err = run_main(["learn", "--check", str(lesson)], capsys)
    assert code == 0
    assert "ok, 1 step" in out
    assert err.splitlines() == [
        f"scavengers: warning: {lesson}: scenario player 0's building 0 (bunker) timer: 6 cards, but a bunker is "
        "built in 5: its timer never holds more than 5"
    ]


def test_saves_lists_an_unreplayable_save_by_its_action_number_alone(
    saved: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/playing.md: ``scavengers saves`` lists a save that no longer replays with the number of
    that action alone (``saved game action 14 does not replay``): the action could name a card
    only its player saw. A truncated save beside it is listed as unreadable; the good ones still
    are."""
    good = saved.read_text()
    edit(saved, lambda d: d["game"]["actions"].__setitem__(1, [0, "dig brawler+shovel scout"]))
    (saved.parent / "cut.json").write_text(good[:200])
    (saved.parent / "good.json").write_text(good)
    code, out, err = run_main(["saves", "--saves-dir", str(saved.parent)], capsys)
    assert code == 0
    assert "good.json" in out
    assert "Traceback" not in out + err
    assert f"{saved}: saved game action 1 does not replay" in err
    assert "dig brawler" not in out + err
    assert "cut.json" in err
    assert "not JSON" in err


@pytest.mark.parametrize("command", ["analyse", "replay"])
def test_analyse_and_replay_refuse_a_truncated_save_in_words(
    saved: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    """README: a saved game opens in ``scavengers replay FILE`` and ``scavengers analyse FILE``; a
    broken one is refused in one line, exit 2, and left as it was."""
    saved.write_text(saved.read_text()[:-1])
    before = saved.read_bytes()
    code, out, err = run_main([command, str(saved)], capsys)
    assert code == 2
    assert err == f"scavengers: error: {saved} is not a saved game: not JSON ({err.split('(', 1)[1]}"
    assert saved.read_bytes() == before
    assert "Traceback" not in out + err


@pytest.mark.parametrize(
    ("building", "build_time"),
    [
        ("bunker", 5),
        ("armory", 3),
        ("pharmacy", 2),
        ("hydroponic_gardens", 4),
        ("portable_decoys", 2),
        ("scout_tower", 3),
    ],
)
def test_a_timer_holds_at_most_the_build_time_the_docs_give(building: str, build_time: int) -> None:
    """docs/scenarios.md: a timer holds at most the building's build time (bunker 5, armory 3,
    pharmacy 2, hydroponic gardens 4, portable decoys 2, scout tower 3); one card more is set up
    with a warning. Buildings come with HQ module 2 or Recon module 3; a building of the other
    box joins the game."""
    modules = HQ2 | sc.recon_modules([3])
    for extra, warned in ((0, False), (1, True)):
        timer = ["junk"] * build_time + ["refugee"] * extra
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            game = new_game(2, {"players": [{"buildings": [{"building": building, "timer": timer}]}]}, modules=modules)
        said = [str(w.message) for w in caught if issubclass(w.category, ScenarioWarning)]
        assert bool(said) is warned, said
        assert game.view(1).seats[0].buildings[0].timer == len(timer)


def test_recon_module_3_alone_takes_buildings_and_an_hq_bunker_joins() -> None:
    """docs/scenarios.md: buildings with HQ module 2 or more, or Recon module 3; a card of another
    box may still be placed."""
    buildings = [{"building": "scout_tower"}, {"building": "bunker", "stored": ["refugee"]}]
    game = new_game(2, {"players": [{"buildings": buildings}]}, modules=sc.recon_modules([3]))
    assert [(b.kind, b.timer, b.stored) for b in game.view(1).seats[0].buildings] == [
        ("scout_tower", 0, 0),
        ("bunker", 0, 1),
    ]
    assert game.view(0).stored == ((), ("refugee",))


def test_the_config_keeps_its_own_copy_of_the_scenario() -> None:
    """README: a config is frozen: it keeps its own copy of the scenario, so editing the dict
    afterwards changes neither the config nor a game started from it."""
    scenario: dict[str, Any] = {"players": [{"hand": ["scout"]}, {"hand": ["brawler"]}]}
    config = sc.GameConfig(players=2, seed=1, scenario=scenario)
    scenario["players"][0]["hand"].append("brawler")
    scenario["round"] = 5
    game = sc.Game.new(config)
    assert game.view(0).hand == ("scout",)
    assert game.view(0).round == 1
    assert sc.Game.from_json(game.to_json()).view(0).hand == ("scout",)


def test_a_stacked_tables_hidden_cards_reach_no_other_seat_nor_the_public_log() -> None:
    """Hidden information: a hand, a deck, cards stored face down under a building [000:641] and
    its face-down timer [000:593] are in no other seat's view or log, nor the public one; the
    owner sees her hand and stored cards, the initiator her peek [000:150], never her deck or
    (2015 rules, RULINGS ED-11) her timer."""
    scenario = {
        "round": 3,
        "players": [
            {
                "hand": ["multitool", "scout"],
                "deck": ["pickaxe"],
                "leader": "leader_mentor",
                "buildings": [
                    {"building": "bunker", "stored": ["tribe_family_3"]},
                    {"building": "armory", "timer": ["medkit"]},
                ],
            },
            {"hand": ["brawler"], "leader": "leader_ranger"},
            {"leader": "leader_excavator"},
        ],
        "contested": ["wolf_pack"],
    }
    game = new_game(3, scenario, modules=HQ4)
    hidden = ("multitool", "pickaxe", "tribe_family_3", "medkit", "wolf_pack")
    for seat in (1, 2, None):
        seen = repr(game.view(seat)) + repr(game.log(seat))
        assert [kind for kind in hidden if kind in seen] == [], seat
    own = repr(game.view(0)) + repr(game.log(0))
    assert [kind for kind in hidden if kind in own] == ["multitool", "tribe_family_3", "wolf_pack"]
