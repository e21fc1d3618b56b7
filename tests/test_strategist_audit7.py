"""The strategist's tools as a user meets them (audit 7), from the docs alone: stacked tables
written from docs/scenarios.md and loaded where the docs say (the API, ``scavengers play
--scenario``, a lesson checked by ``scavengers learn --check``); ``scavengers analyse`` on saved
games (a clearly bad choice marked, a forced one not judged, the same analysis for twin games
that differ only in what the seat could not see, the same again from the same seed, and the
solo game's figure called what it is); hints from one seat's view; ``scavengers replay`` as
one seat saw it, each step's move said in words; bad files refused in one line; the help of
the commands against their docs."""

from __future__ import annotations

import copy
import json
import re
import warnings
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

import scavengers as sc
from scavengers.analysis import Budget, hint
from scavengers.analysis.plot import write_plot
from scavengers.analysis.review import review
from scavengers.bots import decide, make_agent, run_game
from scavengers.cli.main import main
from scavengers.tui.app import ScavengersApp
from scavengers.tui.hints import hint_lines
from scavengers.tui.replay import ReplayApp
from scavengers.tui.session import Session
from tui_helpers import panel_text, run_app

DOCS = Path(__file__).resolve().parent.parent / "docs"
HQ3 = frozenset({"hq1", "hq2", "hq3"})
RECON = frozenset({"recon1", "recon2"})

# -- stacked tables: study positions written from docs/scenarios.md ---------------------------

STUDIES: dict[str, tuple[int, frozenset[str], dict[str, Any]]] = {
    # A 3-player skirmish about to be fought: seat 1 (the initiator) holds a sniper team.
    "skirmish": (
        3,
        frozenset(),
        {
            "round": 5,
            "initiator": 1,
            "players": [
                {"hand": ["brawler", "spear", "refugee", "scout", "junk"], "deck": ["refugee", "scavenger"]},
                {"hand": ["sniper_team", "refugee", "pills", "scavenger", "scavenger"], "deck": ["refugee"]},
                {"hand": ["thugs", "scavenger", "spear", "refugee", "refugee"], "discard": ["scavenger"]},
            ],
            "contested": ["field_crew", "grenade", "multitool"],
        },
    ),
    # A hire decision: food from a spear hunt, a medkit to spend.
    "hire": (
        2,
        frozenset(),
        {
            "round": 2,
            "players": [
                {"hand": ["scavenger", "scavenger", "spear", "refugee", "medkit"], "deck": ["refugee", "shovel"]},
                {"hand": ["scavenger", "refugee", "refugee", "refugee", "shovel"], "deck": ["spear"]},
            ],
            "contested": ["field_crew", "grenade", "multitool", "net"],
            "market": {"scout": 2, "thugs": 0},
        },
    ),
    # HQ buildings: a complete bunker storing a brawler, an armory one card from done.
    "hq": (
        2,
        HQ3,
        {
            "round": 4,
            "players": [
                {
                    "hand": ["engineer", "toolkit", "refugee", "scavenger", "scout"],
                    "buildings": [
                        {"building": "bunker", "timer": [], "stored": ["brawler"]},
                        {"building": "armory", "timer": ["refugee"]},
                    ],
                    "leader": "leader_mentor",
                },
                {"hand": ["scavenger", "refugee", "refugee", "shovel", "junk"], "leader": "leader_gangster"},
            ],
            "schematics": ["pharmacy", "hydroponic_gardens"],
            "contested": ["field_crew", "grenade"],
        },
    ),
    # Leaders dealt: neither seat given one, so both choose first.
    "leaders": (
        2,
        HQ3,
        {"players": [{"hand": ["scavenger", "refugee"]}, {"hand": ["scavenger", "spear"]}], "contested": ["net"]},
    ),
    # Recon: binoculars and a scouting refugee against a guard.
    "recon": (
        3,
        RECON,
        {
            "round": 3,
            "players": [
                {"hand": ["scouting_refugee", "binoculars", "refugee", "scavenger", "scout"]},
                {"hand": ["guard", "refugee", "refugee", "scavenger", "shovel"], "deck": ["brawler"]},
                {"hand": ["scavenger", "refugee", "refugee", "spear", "junk"]},
            ],
            "contested": ["field_crew", "grenade", "multitool"],
        },
    ),
    # A 2-player endgame: one contested resource left.
    "endgame": (
        2,
        frozenset(),
        {
            "round": 15,
            "players": [
                {"hand": ["brawler", "brawler", "spear", "refugee", "scavenger"], "discard": ["refugee"]},
                {"hand": ["scavenger", "refugee", "refugee", "refugee", "junk"], "discard": ["brawler"]},
            ],
            "contested": ["tribe_family_5"],
        },
    ),
    # Solo: two face-down forces, one of them with a rifle from the HQ box.
    "solo": (
        1,
        frozenset(),
        {
            "round": 2,
            "players": [{"hand": ["brawler", "spear", "scavenger", "refugee", "refugee"], "deck": ["scout"]}],
            "opponents": [["grenade", "rifle"], ["thugs", "field_crew", "medkit"]],
        },
    ),
}


def new_game(players: int, scenario: dict[str, Any], modules: frozenset[str] = frozenset(), seed: int = 1) -> sc.Game:
    return sc.Game.new(sc.GameConfig(players=players, seed=seed, modules=modules, scenario=scenario))


def kinds(game: sc.Game, zone: str) -> list[str]:
    return [card.kind for card in game.zones().get(zone, ())]


def test_the_example_printed_in_docs_scenarios_sets_up_the_table_it_describes() -> None:
    printed = re.search(r"```json\n(.*?)```", (DOCS / "scenarios.md").read_text(), re.S)
    assert printed is not None
    game = new_game(3, json.loads(printed.group(1)))
    view = game.view(0)
    assert (view.phase, view.round, view.initiator) == ("gathering", 3, 0)
    assert view.hand == ("brawler", "shovel")  # sorted by name
    assert kinds(game, "0:deck") == ["refugee"]
    assert kinds(game, "junkyard") == ["net", "junk"]  # top first, exactly as given
    assert kinds(game, "contested") == ["field_crew", "grenade"]
    assert len(kinds(game, "market:scout")) == 8
    assert kinds(game, "1:hand") == kinds(game, "2:hand") == []  # a seat not listed has no cards
    # Round 3 with 3 players: the initiator's peek at the top contested resource is done.
    assert [(k.zone, k.cards) for k in view.knowledge] == [("contested", ("field_crew",))]


@pytest.mark.parametrize("name", sorted(STUDIES))
def test_each_study_position_starts_where_its_file_says(name: str, tmp_path: Path) -> None:
    players, modules, scenario = STUDIES[name]
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(scenario))
    game = new_game(players, json.loads(path.read_text()), modules)
    assert game.view(0).scenario
    view = game.view(game.to_act[0])
    assert view.phase == "gathering"
    assert view.round == scenario.get("round", 1)
    legal = [str(a) for a in game.legal_actions(game.to_act[0])]
    if name == "leaders":  # no leader given: each seat is dealt two and chooses first
        assert legal
        assert all(a.startswith("lead leader_") for a in legal)
    elif name == "hq":
        assert "work armory scavenger" in legal  # the armory's last timer card
        assert kinds(game, "schematics") == ["pharmacy", "hydroponic_gardens"]
    elif name == "hire":
        assert "hire scout pay medkit" not in legal
        assert kinds(game, "market:thugs") == []
        assert len(kinds(game, "market:scout")) == 2
    elif name == "skirmish":
        assert game.to_act == (1,)
        assert "hire hunter pay pills" in legal
    elif name == "solo":
        assert view.forces == (2, 3)
        assert kinds(game, "junkyard").count("rifle") == 0  # the HQ box joined; its other rifles stay in it


def test_a_study_position_is_a_lesson_that_learn_check_plays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/learning.md: a lesson's ``[scenario]`` is the stacked table of docs/scenarios.md."""
    lesson = tmp_path / "10_endgame.toml"
    lesson.write_text(
        'title = "The last skirmish"\nintro = "One contested resource left."\nsummary = "Keep nothing back."\n'
        'players = 2\nseed = 3\n\n[scenario]\nround = 15\ncontested = ["tribe_family_5"]\n\n'
        '[[scenario.players]]\nhand = ["brawler", "brawler", "spear", "refugee", "scavenger"]\n\n'
        '[[scenario.players]]\nhand = ["scavenger", "refugee", "refugee", "refugee", "junk"]\n\n'
        '[[steps]]\ntext = "End your gathering."\nexpect = "end"\n\n'
        '[[steps]]\ntext = "Commit everything."\nexpect = "commit brawler brawler spear refugee scavenger"\n'
    )
    assert main(["learn", "--check", str(lesson)]) == 0
    assert "ok, 2 steps" in capsys.readouterr().out


def test_a_lesson_on_a_table_outside_the_rules_is_checked_with_a_warning_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/scenarios.md: a building outside the rules' limits is set up as given, with a
    warning that ``scavengers play`` prints as ``scavengers: warning: ...``; ``learn --check``
    let Python print it (the engine's file and line, then its source line)."""
    lesson = tmp_path / "13_long_build.toml"
    lesson.write_text(
        'title = "A long build"\nintro = "x"\nsummary = "y"\nplayers = 2\nmodules = ["hq1", "hq2"]\n\n'
        '[scenario]\ncontested = ["net"]\n\n[[scenario.players]]\nhand = ["scavenger", "refugee"]\n'
        'buildings = [{building = "bunker", timer = ["refugee", "refugee", "refugee", "refugee", "refugee", '
        '"refugee"]}]\n\n[[scenario.players]]\nhand = ["scavenger"]\n\n'
        '[[steps]]\ntext = "Work on it."\nexpect = "work bunker scavenger"\n'
    )
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # nothing else is let through as a Python warning
        assert main(["learn", "--check", str(lesson)]) == 0
    said = capsys.readouterr()
    assert "ok, 1 step" in said.out
    lines = said.err.splitlines()
    assert lines == [
        f"scavengers: warning: {lesson}: scenario player 0's building 0 (bunker) timer: 6 cards, "
        "but a bunker is built in 5: its timer never holds more than 5"
    ]


def test_a_saved_game_of_such_a_table_is_listed_and_analysed_without_python_warnings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The warning is said once, as the game starts; ``scavengers saves`` and ``analyse`` set
    the saved table up again and printed it each time as Python's warning (the engine's file
    and line, then ``state = new_state(config)``)."""
    scenario = {"players": [{"buildings": [{"building": "bunker", "timer": ["refugee"] * 6}]}, {}]}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        game = new_game(2, scenario, HQ3)
    assert caught  # the game's start says it
    saves = tmp_path / "saves"
    saves.mkdir()
    path = saves / "game-20261205-000000.json"
    path.write_text(game.to_json())
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert main(["saves", "--saves-dir", str(saves)]) == 0
        assert main(["analyse", str(path), "--iterations", "1"]) == 0
    assert "scenario" in capsys.readouterr().out
    assert [str(w.message) for w in caught] == []


BAD_FILES = {
    "twice.json": ('{"round": 3, "round": 5, "players": [{}, {}]}', "the key 'round' is given twice"),
    "typo.json": ('{"players": [{"hand": ["brawlr"]}, {}]}', "did you mean 'brawler'"),
    "broken.json": ('{"players": [', "not JSON"),
    "copies.json": (
        '{"players": [{"hand": ["thugs", "thugs", "thugs"]}, {"hand": ["thugs", "thugs", "thugs"]}]}',
        "5 copies",
    ),
    "leader.json": ('{"players": [{"hand": ["leader_mentor"]}, {}]}', "player 0's hand: leader_mentor"),
    "empty.json": ('{"players": [{}, {}], "contested": []}', "the pile is empty"),
    "unknown.json": ('{"players": [{}, {}], "tabel": 1}', "unknown keys ['tabel']"),
    "alone.json": ('{"players": [{"hand": ["brawler"]}]}', "--players N"),
    # Solo opponents in a file of two seats: read as the solo game, the refusal spoke only of
    # "at most 1 player", never of the opponents that made it one.
    "both.json": ('{"players": [{"hand": ["brawler"]}, {}], "opponents": [["grenade"]]}', 'solo "opponents"'),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_bad_scenario_file_is_refused_in_one_line_and_nothing_is_saved(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def started(self: ScavengersApp) -> None:
        raise AssertionError("the game started from a file that should be refused")

    monkeypatch.setattr(ScavengersApp, "run", started)
    text, said = BAD_FILES[name]
    path = tmp_path / name
    path.write_text(text)
    saves = tmp_path / "saves"
    assert main(["play", "--scenario", str(path), "--saves-dir", str(saves)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("scavengers: error: "), err
    assert err.count("\n") == 1, err
    assert said in err
    assert "Traceback" not in err
    assert not saves.exists() or not any(saves.iterdir())


def test_a_building_outside_the_rules_is_set_up_with_a_warning() -> None:
    scenario = {"players": [{"buildings": [{"building": "bunker", "timer": ["refugee"] * 6}]}, {}]}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        game = new_game(2, scenario, HQ3)
    assert any("built in 5" in str(w.message) for w in caught)
    assert kinds(game, f"0:timer:{_first_building(game)}") == ["refugee"] * 6


def _first_building(game: sc.Game) -> str:
    return next(zone.split(":")[2] for zone in game.zones() if zone.startswith("0:building:"))


# -- twin games: the same for seat 0, different where it cannot see ---------------------------

TWIN = {
    "round": 13,
    "initiator": 0,
    "players": [
        {
            "hand": ["brawler", "spear", "scavenger", "refugee", "refugee"],
            "deck": ["scavenger", "shovel", "refugee", "medkit", "scout", "refugee", "refugee", "brawler", "net"],
            "discard": ["sniper_team"],
        },
        {
            "hand": ["scavenger", "scavenger", "refugee", "refugee", "pills"],
            "deck": [
                "refugee",
                "brawler",
                "spear",
                "refugee",
                "scavenger",
                "thugs",
                "refugee",
                "scavenger",
                "refugee",
                "refugee",
                "spear",
                "refugee",
                "scout",
                "refugee",
                "refugee",
                "sniper_team",
                "saboteur",
                "multitool",
                "refugee",
                "junk",
            ],
            "discard": ["shovel"],
        },
    ],
    "junkyard": [
        "junk",
        "net",
        "pickaxe",
        "pills",
        "medkit",
        "spear",
        "shovel",
        "junk",
        "multitool",
        "net",
        "pickaxe",
        "pills",
        "medkit",
        "medkit",
        "junk",
    ],
    "contested": ["field_crew", "tribe_family_3"],
}


def twin_of(scenario: dict[str, Any]) -> dict[str, Any]:
    """The table with what seat 0 never sees changed: the bottom of seat 1's deck in another
    order with a sniper team swapped for the junk at the bottom of the junkyard (the same cards
    in the game, so the market and every count stay as they were)."""
    twin = copy.deepcopy(scenario)
    deck = twin["players"][1]["deck"]
    deck[15:] = ["junk", "refugee", "multitool", "saboteur", "junk"]
    assert twin["junkyard"][-1] == "junk"
    twin["junkyard"][-1] = "sniper_team"
    return twin


def saved_twins(tmp_path: Path) -> tuple[Path, Path]:
    """Two finished games of heuristic bots, the second replaying the first's actions on the
    twin table, saved as ``scavengers play`` saves them (seat 0 the person)."""
    first = new_game(2, TWIN, seed=1)
    actions: list[tuple[int, str]] = []
    run_game(first, [make_agent("heuristic", 1), make_agent("heuristic", 2)], lambda s, a: actions.append((s, str(a))))
    second = new_game(2, twin_of(TWIN), seed=1)
    for seat, action in actions:
        second.apply(seat, action)
    assert first.over
    assert second.over
    assert first.log(0) == second.log(0)  # seat 0 cannot tell them apart
    assert first.zones() != second.zones()
    paths = tmp_path / "first.json", tmp_path / "second.json"
    for game, path in zip((first, second), paths, strict=True):
        path.write_text(game.to_json())
    return paths


def analysed(path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, Any]:
    assert main(["analyse", str(path), "--json", "--iterations", "12", *extra]) == 0
    found: dict[str, Any] = json.loads(capsys.readouterr().out)
    del found["file"], found["seconds"]
    return found


def test_the_analysis_of_twin_games_is_the_same_and_the_same_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = saved_twins(tmp_path)
    one = analysed(first, capsys, "--seat", "0")
    assert one["decisions"], "nothing judged"
    assert analysed(second, capsys, "--seat", "0")["decisions"] == one["decisions"]
    assert analysed(first, capsys, "--seat", "0") == one  # the same seed: the same analysis
    # Every judged decision was seat 0's and had a choice (a forced move is never judged).
    replayed = new_game(2, TWIN, seed=1)
    choices = {}
    for step, (seat, action) in enumerate(json.loads(first.read_text())["actions"]):
        choices[step] = seat == 0 and len(replayed.legal_actions(seat)) > 1
        replayed.apply(seat, action)
    assert all(choices[d["step"]] for d in one["decisions"])
    assert len(one["decisions"]) < sum(choices.values()) + 1


@pytest.mark.slow
def test_twin_games_replay_alike_as_seat_0_saw_them(tmp_path: Path) -> None:
    shown: list[list[str]] = []
    for path in saved_twins(tmp_path):
        replay = ReplayApp(Session.load(path, to_play=False), 0)
        screens: list[str] = []

        async def step(pilot: Pilot[None], replay: ReplayApp = replay, screens: list[str] = screens) -> None:
            for _ in range(len(replay.games) - 2):  # the last step shows the final scores
                screens.append("\n".join(panel_text(replay, p) for p in ("#status", "#secrets", "#seats", "#market")))
                await pilot.press("right")
                await pilot.pause()

        run_app(replay, step, (150, 50))
        shown.append(screens)
    assert shown[0]
    assert shown[0] == shown[1]


@pytest.mark.slow
def test_a_replay_says_a_rivals_pass_and_end_of_turn_in_words(tmp_path: Path) -> None:
    """The status line said "Seat 1 (heuristic) moved" for another seat's pass or end of turn
    (no event of the log tells them), though everyone saw which it was."""
    first, _ = saved_twins(tmp_path)
    replay = ReplayApp(Session.load(first, to_play=False), 0)
    said: list[str] = []

    async def step(pilot: Pilot[None]) -> None:
        for _ in range(len(replay.games) - 1):
            await pilot.press("right")
            await pilot.pause()
            said.append(panel_text(replay, "#status").splitlines()[0])

    run_app(replay, step, (150, 50))
    rivals = [line for line in said if "last: Seat 1" in line]
    assert rivals
    assert not [line for line in rivals if line.endswith(" moved")], rivals
    assert any(line.endswith("Seat 1 (heuristic) ends the turn") for line in rivals)


# -- the analysis's judgement ------------------------------------------------------------------

LAST_SKIRMISH = {
    "round": 15,
    "players": [
        {"hand": ["brawler", "brawler", "spear", "refugee", "scavenger"], "discard": ["scavenger", "refugee"]},
        {"hand": ["scavenger", "refugee", "refugee", "refugee", "junk"], "discard": ["scavenger", "brawler"]},
    ],
    "contested": ["tribe_family_5"],
}


def scripted(tmp_path: Path, moves: list[str]) -> Path:
    """Seat 0 plays ``moves`` at its decisions with a choice; a heuristic bot plays seat 1."""
    game = new_game(2, LAST_SKIRMISH, seed=3)
    bot = make_agent("heuristic", 1)
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            game.apply(seat, legal[0])
        elif seat == 0:
            game.apply(0, moves.pop(0))
        else:
            game.apply(seat, decide(bot, game, seat, legal))
    path = tmp_path / "game.json"
    path.write_text(game.to_json())
    return path


@pytest.mark.slow
def test_committing_nothing_to_the_last_skirmish_is_marked_and_committing_all_is_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = scripted(tmp_path, ["end", "commit none"])
    assert main(["analyse", str(bad), "--iterations", "300"]) == 0
    said = capsys.readouterr().out
    assert "you committed 0 cards in round 15" in said
    assert "better: commit 5 (2x Brawler, Refugee, Scavenger, Spear)" in said
    assert "A win chance is the search bot's estimate" in said  # what the figures mean
    good = scripted(tmp_path, ["end", "commit brawler brawler spear refugee scavenger"])
    assert main(["analyse", str(good), "--iterations", "300"]) == 0
    assert "nothing clearly better was found" in capsys.readouterr().out


@pytest.mark.slow
def test_the_analysis_of_a_solo_game_speaks_of_a_rating_by_turn_and_names_no_winner(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/analysis.md: in the solo game "the figure is the bot's hand-made score of the tribe
    against par, not a chance"; ``scavengers analyse`` printed "Winners: Seat 0 (you)", the
    "Estimated win chance after the last decision of each round" and a win-chance plot."""
    import matplotlib

    matplotlib.rcParams["svg.fonttype"] = "none"  # the plot's words kept as text
    _, modules, scenario = STUDIES["solo"]
    game = new_game(1, scenario, modules, seed=4)
    run_game(game, [make_agent("heuristic", 4)])
    path = tmp_path / "solo.json"
    path.write_text(game.to_json())
    plot = tmp_path / "solo.svg"
    assert main(["analyse", str(path), "--iterations", "4", "--plot", str(plot)]) == 0
    said = capsys.readouterr().out
    assert "The rating against par after the last decision of each turn:" in said
    assert re.search(r"^  turn +2: +\d+%$", said, re.M), said
    assert "Winners" not in said
    assert "chance" not in said.replace("not a chance to win", "")
    drawn = plot.read_text()
    assert "rating against par" in drawn
    assert "win chance" not in drawn
    assert "turn (one point per decision" in drawn
    # A marked decision is labelled on the plot by its turn (T2), not as a round (R2).
    found = review(game.config, [tuple(a) for a in json.loads(path.read_text())["actions"]], 0, iterations=2)
    marked = replace(found, decisions=(replace(found.decisions[0], marked=True), *found.decisions[1:]))
    write_plot(marked, plot)
    assert re.findall(r">([RT]\d+)</text>", plot.read_text()) == [f"T{found.decisions[0].round}"]


def test_a_plot_of_a_game_with_rivals_speaks_of_a_win_chance(tmp_path: Path) -> None:
    import matplotlib

    matplotlib.rcParams["svg.fonttype"] = "none"
    path = scripted(tmp_path, ["end", "commit none"])
    data = json.loads(path.read_text())
    found = review(sc.GameConfig(players=2, seed=3, scenario=LAST_SKIRMISH), data["actions"], 0, iterations=8)
    plot = tmp_path / "chance.svg"
    write_plot(found, plot)
    drawn = plot.read_text()
    assert "estimated win chance" in drawn
    assert "round (one point per decision" in drawn


# -- hints -----------------------------------------------------------------------------------


def test_a_hint_at_twin_tables_is_the_same_and_its_words_add_up_as_the_rules_do() -> None:
    first, second = new_game(2, TWIN), new_game(2, twin_of(TWIN))
    assert first.view(0) == second.view(0)
    assert hint(first, 0, seed=2, budget=Budget(30)) == hint(second, 0, seed=2, budget=Budget(30))
    # The labels' totals, as cards.tsv gives them: a refugee digs 0, a toolkit adds 2; a
    # scouting refugee adds 1 to a hunt, binoculars hunt 1 (RULINGS P-2).
    players, modules, scenario = STUDIES["hq"]
    game = new_game(players, scenario, modules)
    names = ["You", "Rival"]
    from scavengers.tui.render import action_label

    view = game.view(0)
    assert action_label(sc.parse_action(game, 0, "dig refugee+toolkit"), names, view=view).endswith("(dig 2)")
    players, modules, scenario = STUDIES["recon"]
    game = new_game(players, scenario, modules)
    hunt = sc.parse_action(game, 0, "hunt refugee+scouting_refugee binoculars")
    assert action_label(hunt, [*names, "Third"], view=game.view(0)).endswith("(hunt 2)")


def test_a_solo_hint_is_a_rating_against_par() -> None:
    players, modules, scenario = STUDIES["solo"]
    game = new_game(players, scenario, modules)
    text = hint_lines(hint(game, 0, seed=1, budget=Budget(12)), game, ["You"]).plain
    assert "against par" in text
    assert "to win" not in text


# -- bad save files and the commands' help -----------------------------------------------------


def test_replay_and_analyse_refuse_what_is_not_a_saved_game_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, _ = saved_twins(tmp_path)
    data = json.loads(first.read_text())
    edited = copy.deepcopy(data)
    edited["actions"][3] = [0, "hire thugs"]
    files = {
        "notjson.json": ("xx", "not JSON"),
        "scenario.json": (json.dumps(TWIN), "it has no game config"),
        "cut.json": (first.read_text()[:300], "not JSON"),
        "edited.json": (json.dumps(edited), "saved game action 3 ('hire thugs') does not replay"),
    }
    for name, (text, said) in files.items():
        path = tmp_path / name
        path.write_text(text)
        for command in ("replay", "analyse"):
            assert main([command, str(path), "--seat", "0"]) == 2
            err = capsys.readouterr().err
            assert err.startswith("scavengers: error: "), err
            assert said in err, err
            assert "Traceback" not in err
    assert main(["replay", str(first), "--round", "2"]) == 2
    assert "rounds 13-14" in capsys.readouterr().err  # a stacked table starts at its round


def help_of(command: str, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    return " ".join(capsys.readouterr().out.split())


def test_the_help_of_analyse_and_replay_gives_the_options_and_defaults_the_docs_give(
    capsys: pytest.CaptureFixture[str],
) -> None:
    analysis = (DOCS / "analysis.md").read_text()
    synopsis = re.search(r"scavengers analyse FILE (.*)", analysis)
    assert synopsis is not None
    documented = set(re.findall(r"--[a-z]+", synopsis.group(1)))
    helped = help_of("analyse", capsys)
    assert (
        documented
        == set(re.findall(r"\[(--[a-z]+)", helped))
        == {"--seat", "--json", "--plot", "--iterations", "--seed"}
    )
    assert "default 500" in helped
    assert "--iterations 500" in synopsis.group(1)
    assert "default 0" in helped
    assert "--seed 0" in synopsis.group(1)
    readme = (DOCS.parent / "README.md").read_text()
    assert "`scavengers replay FILE [--seat N] [--round R]`" in readme
    helped = help_of("replay", capsys)
    assert set(re.findall(r"\[(--[a-z]+)", helped)) == {"--seat", "--round"}
    playing = " ".join((DOCS / "playing.md").read_text().split())
    # The keys the replay's help names are the ones docs/playing.md gives it.
    assert "Press a to analyse" in helped
    assert "m to step to each marked one" in helped
    assert "**a** analyses the seat's decisions" in playing
    assert "**m** and **M** step" in playing
