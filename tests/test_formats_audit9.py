"""The formats a person writes by hand, audited from the docs (formats audit, ninth round): the
action notation (README "Action notation"), the scenario file (docs/scenarios.md) and the save
file (docs/playing.md "Saves"). Every example the docs show reads as they say; notation is read
in any case and spacing and nothing looser; a file that is no scenario or save, a FIFO
included, is refused in one line with exit code 2 instead of a hang; a scenario's hidden cards
show in no other seat's view or log; an edited save is refused and loses nothing."""

from __future__ import annotations

import functools
import hashlib
import json
import os
import random
import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from helpers import lively_choice
from scavengers.cli.main import main
from scavengers.engine.core.actions import parse_notation
from scavengers.tui.session import HUMAN, Session

README = Path(__file__).resolve().parents[1] / "README.md"


def notation_examples() -> list[str]:
    """Every notation example in the README's "Action notation" tables (right-hand column)."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("### Action notation") : text.index("## Learning environments")]
    found: list[str] = []
    for line in section.splitlines():
        if not line.startswith("| ") or line.endswith("| notation |"):
            continue
        found += re.findall(r"`([^`]+)`", line.split("|")[-2])
    return found


# -- the notation ---------------------------------------------------------------------------------


def test_every_readme_notation_example_reads_as_itself_in_the_standard_form() -> None:
    """README "the examples below are in that form": each example reads back as the very same
    text. Only `commit brawler+spear` is the terminal's alone (README: "the terminal game also
    reads"), and `legal_actions` in a cell is a method, not an example."""
    examples = notation_examples()
    assert len(examples) > 60
    assert "bribe" in examples  # the leader drafting row
    assert "spy leaders" in examples
    for text in examples:
        if text in ("commit brawler+spear", "legal_actions"):
            continue
        assert str(parse_notation(text)) == text, text


def test_every_verb_of_the_engine_is_shown_in_the_readme_notation() -> None:
    """docs/scenarios.md: actions are played "in the notation of the README's "Action notation"
    table (every verb, the expansions' and the solo game's included)". `bribe` (leader drafting,
    docs/variants.md) was missing."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("### Action notation") : text.index("## Learning environments")]
    shown = {example.split()[0] for example in re.findall(r"`([a-z][^`]*)`", section)}
    assert {verb.value for verb in sc.Verb} - shown == set()


def test_the_leader_drafting_verbs_are_in_the_notation_table_as_played() -> None:
    """docs/scenarios.md: the README table has "every verb"; docs/variants.md "leader_draft":
    `bribe` is the round's hire, a spy looks at the leader pile (`spy leaders`)."""
    table = notation_examples()
    config = sc.GameConfig(
        players=3,
        seed=2,
        modules=frozenset({"hq1", "hq2", "hq3", "recon1"}),
        variants=frozenset({"leader_draft"}),
        scenario={"players": [{"hand": ["spy", "hunter", "spear"]}, {}, {}]},
    )
    game = sc.Game.new(config)
    assert "spy leaders" in [str(a) for a in game.legal_actions(0)]
    game.apply(0, "hunt hunter+spear")
    while 0 not in game.to_act:
        game.apply(game.to_act[0], "pass")
    listed = {str(a) for a in game.legal_actions(0)}
    assert {"bribe", "spy leaders"} <= listed
    assert {"bribe", "spy leaders"} <= set(table)


def test_notation_is_read_in_any_case_and_spacing() -> None:
    """README "Action notation": "read in any case and with any spaces between words". Before,
    the verb was read in any case but a card or `none` was not (`Dig Brawler` was refused as an
    unknown card, `keep NONE` too), while the terminal read both."""
    game = sc.Game.new(
        sc.GameConfig(players=2, seed=1, scenario={"players": [{"hand": ["brawler", "shovel", "refugee"]}, {}]})
    )
    canonical = sc.parse_action(game, 0, "dig brawler+shovel refugee")
    for typed in ("DIG Brawler+Shovel REFUGEE", "  dig\tshovel+brawler   refugee \n", "Dig Refugee Shovel+BRAWLER"):
        assert sc.parse_action(game, 0, typed) == canonical, typed
    assert str(parse_notation("KEEP NONE")) == "keep none"
    assert str(parse_notation("Snipe Force 2:Brawler")) == "snipe force 2:brawler"
    assert str(parse_notation("SPY 2:Deck@3,2")) == "spy 2:deck@2,3"
    assert str(parse_notation("Yard Top")) == "yard top"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("dig brawler + shovel refugee", "a card kind is missing in 'dig brawler + shovel refugee'"),
        ("hunt scavenger+", "a card kind is missing"),
        ("dig brawler++shovel", "a card kind is missing"),
        ("snipe 2:", "a card kind is missing"),
        ("dig brawler+shovel,refugee", "unknown card kind 'shovel,refugee'"),
        ("\u212aeep none", "unknown verb"),  # the Kelvin sign, which str.lower() makes a 'k'
        ("keep \uff4eone", "unknown card kind"),  # a full-width letter
        ("spy 2:h\u0430nd", "not a zone a spy looks at"),  # a Cyrillic 'a'
    ],
)
def test_notation_is_no_looser_than_case_and_spacing(text: str, message: str) -> None:
    """README: any case and any spaces between words, "but the cards of a group are joined by
    `+` with no space around it"; a '+' or ':' with nothing beside it says a card is missing
    (it said "unknown card kind ''"), and a look-alike of another alphabet is no letter."""
    with pytest.raises(sc.InvalidAction, match=re.escape(message)):
        parse_notation(text)


def round_trip_configs() -> dict[str, sc.GameConfig]:
    every = frozenset({"hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"})
    return {
        "all modules": sc.GameConfig(players=4, seed=11, modules=every),
        "2012 rules": sc.GameConfig(players=3, seed=12, modules=sc.hq_modules(4), rules="2012"),
        "solo": sc.GameConfig(players=1, seed=13, modules=every),
        "leader draft": sc.GameConfig(
            players=2, seed=14, modules=frozenset({"hq1", "hq2", "hq3", "recon1"}), variants=frozenset({"leader_draft"})
        ),
    }


@pytest.mark.parametrize("name", sorted(round_trip_configs()))
def test_every_legal_action_round_trips_in_any_case_and_spacing(name: str) -> None:
    """DESIGN.md "notation round-trips": every legal action of a random game, written, read
    back (as written, shouted, and spread over tabs and spaces) is that action."""
    config = round_trip_configs()[name]
    game = sc.Game.new(config)
    rng = random.Random(config.seed)
    checked = 0
    for _ in range(150):
        if game.over:
            break
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        for action in legal:
            text = str(action)
            for typed in (text, text.upper(), "\t " + text.replace(" ", " \t  ") + " \n"):
                assert sc.parse_action(game, seat, typed) == action, typed
            checked += 1
        game.apply(seat, lively_choice(rng, legal))
    assert checked > 150


# -- the scenario file ----------------------------------------------------------------------------

DOC_EXAMPLE: dict[str, Any] = {
    "round": 3,
    "initiator": 0,
    "players": [{"hand": ["brawler", "shovel"], "deck": ["refugee"], "discard": []}],
    "junkyard": ["net", "junk"],
    "contested": ["field_crew", "grenade"],
    "market": {"scout": 8},
}


def kinds(game: sc.Game, zone: str) -> list[str]:
    return [card.kind for card in game.zones()[zone]]


def test_the_docs_scenario_example_sets_up_the_table_it_states() -> None:
    """docs/scenarios.md: piles top first; the gathering phase of `round` with the hands as
    given, the draw and (from round 3, 3+ players) the initiator's peek done; seats not listed
    hold nothing; the market stack as given."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5, scenario=DOC_EXAMPLE))
    view = game.view(0)
    assert (view.round, view.initiator, view.phase, game.to_act) == (3, 0, "gathering", (0,))
    assert view.hand == ("brawler", "shovel")
    assert kinds(game, "0:deck") == ["refugee"]
    assert kinds(game, "junkyard") == ["net", "junk"]
    assert kinds(game, "contested") == ["field_crew", "grenade"]
    assert len(game.zones()["market:scout"]) == 8
    assert [(k.zone, k.cards) for k in view.knowledge] == [("contested", ("field_crew",))]
    for seat in (1, 2):
        assert not any(game.zones()[f"{seat}:{zone}"] for zone in ("hand", "deck", "discard"))
    # "with 2 players there is no peek, so none is done"
    assert sc.Game.new(sc.GameConfig(players=2, seed=5, scenario=DOC_EXAMPLE)).view(0).knowledge == ()
    # The dig takes the top of the junkyard as listed: brawler+shovel digs 3, the pile holds 2.
    game.apply(0, "dig brawler+shovel")
    while 0 not in game.to_act:
        game.apply(game.to_act[0], "pass")
    assert sorted(game.view(0).looking) == ["junk", "net"]


def test_round_and_initiator_default_to_1_and_seat_0_and_play_goes_from_seat_to_next_seat() -> None:
    """docs/scenarios.md: "`round` defaults to 1 and `initiator` to seat 0"; "play goes
    clockwise, from seat 0 to seat 1 and so on"; `view.hand` lists kinds sorted by name."""
    hands = {"players": [{"hand": ["shovel", "refugee"]}, {"hand": ["refugee"]}, {"hand": ["refugee"]}]}
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, scenario=hands))
    assert (game.view(0).round, game.view(0).initiator) == (1, 0)
    assert game.view(0).hand == ("refugee", "shovel")
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, scenario={**hands, "initiator": 1}))
    order = []
    while game.view(None).round == 1:
        seat = game.to_act[0]
        order.append(seat)
        game.apply(seat, "end")
    assert order == [1, 2, 0]


def test_a_trashed_mercenary_in_a_given_junkyard_leaves_its_stack_one_short() -> None:
    """docs/scenarios.md: `"junkyard": ["scout", "spear"]` leaves 7 scouts for hire."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=5, scenario={"junkyard": ["scout", "spear"]}))
    assert len(game.zones()["market:scout"]) == 7
    assert kinds(game, "junkyard") == ["scout", "spear"]


def test_the_docs_solo_opponents_example_is_two_face_down_forces() -> None:
    """docs/scenarios.md: `"opponents": [["grenade", "rifle"], ["thugs", "field_crew",
    "medkit"]]`, force 1 first; `view.forces` gives each force's size; a rifle and a medkit
    bring their box into the game."""
    scenario = {
        "players": [{"hand": ["brawler"]}],
        "opponents": [["grenade", "rifle"], ["thugs", "field_crew", "medkit"]],
    }
    game = sc.Game.new(sc.GameConfig(players=1, seed=5, scenario=scenario))
    assert game.view(0).forces == (2, 3)
    assert game.view(0).knowledge == ()


def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(argv)
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return code, err


IMPOSSIBLE: list[tuple[str, str]] = [
    (
        '{"players": [{"hand": ["sniper_team", "sniper_team", "sniper_team"]}, {"deck": ["sniper_team"] }], '
        '"junkyard": ["sniper_team", "sniper_team"]}',
        "2 sniper_team asked for here, but this game has 5 copies, "
        "already placed: 3 in player 0's hand, 1 in player 1's deck",
    ),
    (
        '{"players": [{"hand": ' + json.dumps(["refugee"] * 20 + ["pills"] * 5) + "}, {}]}",
        "scenario player 0's hand: 25 cards; a hand in play never holds more than 24",
    ),
    ('{"initiator": 3, "players": [{}, {}]}', "scenario initiator must be a seat 0-2, got 3"),
    ('{"players": [{}, {}, {}, {}]}', "scenario players: expected a list of at most 3 players, one per seat (4 given)"),
    (
        '{"market": {"scout": -1}, "players": [{}, {}]}',
        "scenario market: scout count must be a non-negative integer, got -1",
    ),
    (
        '{"round": "3", "players": [{}, {}]}',
        'scenario round must be a positive integer up to 16 (a game of this setup ends by then), got "3"',
    ),
    ('{"players": [{"hand": "brawler"}, {}]}', "scenario player 0's hand: expected a list of card kind ids"),
    ('{"players": [{"hand": ["Brawlr"]}, {}]}', "unknown card kind 'Brawlr'; did you mean 'brawler'?"),
    ('{"players": [{"leader": "leader_mentor"}, {}]}', "scenario player 0: leaders need HQ module 3"),
    ('{"market": {"medic": 1}, "players": [{}, {}]}', "scenario market: 'medic' is not a mercenary stack of this game"),
    ('{"contested": [], "players": [{}, {}]}', "scenario contested: the pile is empty"),
    (
        '{"opponents": [["grenade"]], "players": [{}, {}]}',
        "scenario opponents: only the solo game (players=1) has opponent forces",
    ),
    (
        '{"players": [{"hand": ["gang_pharmers"]}, {}]}',
        "gang_pharmers cannot be there: a gang card waits beside the table",
    ),
    ('{"players": [{"Hand": []}, {}]}', "scenario player 0: unknown keys ['Hand']"),
    ('{"round": 3, "round": 5}', "is not a scenario: the key 'round' is given twice in one object"),
    ('{"players": [{}, {}]', "is not a scenario: not JSON ("),
    ("[1, 2]", "cannot start the game: "),
]


@pytest.mark.parametrize(("text", "message"), IMPOSSIBLE)
def test_an_impossible_scenario_file_is_one_line_naming_the_problem_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    """docs/scenarios.md: a scenario with an unknown key or card, more copies of a kind than the
    game has (saying how many and where the others are), a card out of place, a seat out of
    range, a wrong type, is refused with a message naming the problem; README: a hand of more
    than 24 cards is refused. The command says it in one line and exits with 2."""
    path = tmp_path / "table.json"
    path.write_text(text, encoding="utf-8")
    code, err = run_cli(["play", "--scenario", str(path), "--players", "3", "--saves-dir", str(tmp_path / "s")], capsys)
    assert code == 2
    assert err.startswith("scavengers: error: "), err
    assert err.count("\n") == 1, err
    assert message in err, err
    assert not (tmp_path / "s").exists() or not any((tmp_path / "s").iterdir())  # no game was started


def test_more_copies_than_the_box_counts_every_copy_the_pile_lists() -> None:
    """docs/scenarios.md: more copies than the game has are refused "with a message giving the
    count and where the copies already placed are". The count asked for is the pile's: it said
    "2 field_crew asked for here, but this game has 2 copies" of a pile listing 3."""
    scenario = {
        "players": [{"hand": ["field_crew"]}, {}],
        "contested": ["field_crew", "grenade", "field_crew", "field_crew"],
    }
    with pytest.raises(sc.ConfigError) as refused:
        sc.Game.new(sc.GameConfig(players=2, seed=1, scenario=scenario))
    assert str(refused.value) == (
        "scenario contested: 3 field_crew asked for here, but this game has 2 copies, "
        "already placed: 1 in player 0's hand"
    )


def test_a_card_of_a_box_not_in_play_may_be_placed_and_brings_its_box() -> None:
    """docs/scenarios.md: "A card of a box the game's modules do not use (a rifle in a game
    without HQ) may still be placed"; its box's other cards stay in the box."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=3, scenario={"players": [{"hand": ["rifle"]}, {}]}))
    assert game.view(0).hand == ("rifle",)
    assert "rifle" not in kinds(game, "junkyard")


def test_non_utf8_a_directory_and_dev_zero_are_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file that is no text, a directory, or an endless device: one line, exit 2."""
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"players": [{"hand": ["caf\xe9"]}]}')
    folder = tmp_path / "folder.json"
    folder.mkdir()
    cases = {
        str(latin): "is not a scenario: not UTF-8 text",
        str(folder): "Is a directory",
        "/dev/zero": "/dev/zero is not a scenario: larger than 32 MB",
    }
    for path, message in cases.items():
        code, err = run_cli(["play", "--scenario", path, "--players", "2"], capsys)
        assert code == 2
        assert err.count("\n") == 1, err
        assert message in err, err
        code, err = run_cli(["replay", path], capsys)
        assert code == 2
        assert err.count("\n") == 1, err


def without_hanging(fifo: Path, call: Callable[[], Any]) -> Any:
    """``call()``'s result; a call still waiting after a while (on the FIFO, for a writer who
    never comes) is released by writing nothing to the FIFO, and the test fails."""
    result: list[Any] = []
    worker = threading.Thread(target=lambda: result.append(call()), daemon=True)
    worker.start()
    worker.join(30)
    if worker.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))  # the reader opens, reads nothing
        worker.join(30)
        pytest.fail(f"reading the FIFO {fifo} waited for a writer")
    return result[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_given_as_a_file_is_refused_not_waited_on(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A FIFO nobody writes to, given for a scenario, a save, a replay or a lesson (or lying in
    the saves folder), is refused in one line: it hung the command for ever, waiting for a
    writer, at the open."""
    fifo = tmp_path / "table.json"
    os.mkfifo(fifo)
    for argv in (
        ["play", "--scenario", str(fifo), "--players", "2", "--saves-dir", str(tmp_path / "s")],
        ["play", "--load", str(fifo), "--saves-dir", str(tmp_path / "s")],
        ["replay", str(fifo)],
    ):
        code = without_hanging(fifo, functools.partial(main, argv))
        err = capsys.readouterr().err
        assert code == 2, argv
        assert err.startswith(f"scavengers: error: {fifo} is not "), err
        assert err.count("\n") == 1, err
    assert without_hanging(fifo, lambda: main(["saves", "--saves-dir", str(tmp_path)])) == 0
    assert f"unreadable: {fifo} is not a saved game" in capsys.readouterr().err
    lesson = tmp_path / "01_pipe.toml"
    os.mkfifo(lesson)
    code = without_hanging(lesson, lambda: main(["learn", "--check", str(lesson)]))
    assert code != 0
    said = capsys.readouterr()
    assert "01_pipe.toml" in said.out + said.err


def test_a_lesson_file_far_larger_than_any_lesson_is_refused_unread(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/learning.md: a lesson that cannot be read is refused with the file's name and the
    problem. A lesson is a few kB; `learn --check /dev/zero` read without end (and ran out of
    memory with a traceback): a file past 1 MB is refused unread, as a save past 32 MB is."""
    lesson = tmp_path / "01_big.toml"
    with lesson.open("wb") as file:
        file.truncate(3 << 20)  # sparse: 3 MB of zero bytes, nothing written
    assert main(["learn", "--check", str(lesson)]) != 0
    said = capsys.readouterr()
    assert f"cannot read the lesson {lesson}: larger than 1 MB" in said.out + said.err


def test_a_pipe_with_a_writer_is_still_read_to_its_end(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A pipe someone writes to (`--scenario <(...)`, `/dev/stdin`) is read as before: only a
    pipe without a writer reads as empty."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    fifo = tmp_path / "table.json"
    os.mkfifo(fifo)

    def write() -> None:
        with fifo.open("w", encoding="utf-8") as pipe:
            pipe.write('{"players": [{"hand": ["brawlr"]}, {}]}')

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    code = without_hanging(fifo, lambda: main(["play", "--scenario", str(fifo), "--players", "2"]))
    writer.join(30)
    assert code == 2
    assert "did you mean 'brawler'?" in capsys.readouterr().err


# -- hidden cards of a scenario -------------------------------------------------------------------


def twins(
    players: int, a: dict[str, Any], b: dict[str, Any], modules: frozenset[str] = frozenset()
) -> tuple[sc.Game, sc.Game]:
    return (
        sc.Game.new(sc.GameConfig(players=players, seed=9, modules=modules, scenario=a)),
        sc.Game.new(sc.GameConfig(players=players, seed=9, modules=modules, scenario=b)),
    )


HQ2 = frozenset({"hq1", "hq2"})
HIDDEN_TWINS: dict[str, tuple[int, dict[str, Any], dict[str, Any], frozenset[str], tuple[int | None, ...]]] = {
    "a hand and a deck": (
        3,
        {
            "round": 3,
            "players": [{"hand": ["net", "pills", "spear"], "deck": ["spear", "junk"]}, {"hand": ["refugee"]}],
        },
        {
            "round": 3,
            "players": [{"hand": ["pills", "pills", "spear"], "deck": ["junk", "spear"]}, {"hand": ["refugee"]}],
        },
        frozenset(),
        (1, 2, None),
    ),
    "the contested pile below the peek": (
        3,
        {
            "round": 3,
            "initiator": 1,
            "players": [{}, {"hand": ["refugee"]}],
            "contested": ["field_crew", "grenade", "tribe_family_3"],
        },
        {
            "round": 3,
            "initiator": 1,
            "players": [{}, {"hand": ["refugee"]}],
            "contested": ["field_crew", "tribe_family_3", "grenade"],
        },
        frozenset(),
        (0, 1, 2, None),
    ),
    "the peeked top for the others": (
        3,
        {"round": 3, "initiator": 1, "players": [{}, {"hand": ["refugee"]}], "contested": ["field_crew", "grenade"]},
        {"round": 3, "initiator": 1, "players": [{}, {"hand": ["refugee"]}], "contested": ["grenade", "field_crew"]},
        frozenset(),
        (0, 2, None),
    ),
    "the junkyard's order": (
        3,
        {"players": [{"hand": ["refugee"]}], "junkyard": ["net", "junk", "pills"]},
        {"players": [{"hand": ["refugee"]}], "junkyard": ["junk", "net", "pills"]},
        frozenset(),
        (0, 1, 2, None),
    ),
    "a building's timer and stored cards": (
        3,
        {
            "players": [
                {
                    "hand": ["refugee"],
                    "buildings": [
                        {"building": "bunker", "timer": ["junk", "pills"]},
                        {"building": "armory", "stored": ["spear"]},
                    ],
                }
            ]
        },
        {
            "players": [
                {
                    "hand": ["refugee"],
                    "buildings": [
                        {"building": "bunker", "timer": ["pills", "junk"]},
                        {"building": "armory", "stored": ["shovel"]},
                    ],
                }
            ]
        },
        HQ2,
        (1, 2, None),
    ),
    "the schematics pile": (
        3,
        {"players": [{"hand": ["refugee"]}], "schematics": ["bunker", "armory"]},
        {"players": [{"hand": ["refugee"]}], "schematics": ["armory", "bunker"]},
        HQ2,
        (0, 1, 2, None),
    ),
    "the solo opponent forces": (
        1,
        {
            "players": [{"hand": ["refugee", "brawler"]}],
            "opponents": [["grenade", "rifle"], ["thugs", "field_crew", "medkit"]],
        },
        {
            "players": [{"hand": ["refugee", "brawler"]}],
            "opponents": [["thugs", "rifle"], ["medkit", "grenade", "field_crew"]],
        },
        frozenset({"hq1"}),
        (0, None),
    ),
}


@pytest.mark.parametrize("name", sorted(HIDDEN_TWINS))
def test_a_scenarios_hidden_cards_show_in_no_other_seats_view_or_log(name: str) -> None:
    """DESIGN.md: two games that differ only in what seat s cannot see give identical views;
    for a stacked table (docs/scenarios.md), another seat's hand and deck, the face-down piles'
    order (below the initiator's peek [000:150], for her alone), a building's timer and stored
    cards and the solo forces reach no other seat's view or log, nor the spectator's."""
    players, first, second, modules, seats = HIDDEN_TWINS[name]
    a, b = twins(players, first, second, modules)
    assert a.zones() != b.zones()
    for seat in seats:
        assert a.view(seat) == b.view(seat), seat
        assert a.log(seat) == b.log(seat), seat


# -- the save file --------------------------------------------------------------------------------


def saved_game(folder: Path) -> Path:
    config = sc.GameConfig(players=3, seed=77, modules=sc.hq_modules(2))
    session = Session.new(config, [HUMAN, "heuristic", "heuristic"], folder / "game.json")
    rng = random.Random(4)
    for _ in range(40):
        seat = session.game.to_act[0]
        session.apply(seat, lively_choice(rng, session.game.legal_actions(seat)))
    return session.save()


def another_games_seed(data: dict[str, Any]) -> None:
    data["game"]["config"]["seed"] = 78


def a_legal_looking_action_edited(data: dict[str, Any]) -> None:
    actions = data["game"]["actions"]
    index = next(i for i, (_, text) in enumerate(actions) if text.startswith("hunt") or text.startswith("dig"))
    actions[index][1] = "end"


def the_last_actions_cut(data: dict[str, Any]) -> None:
    del data["game"]["actions"][-5:]


TAMPERED: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "another game's seed": (another_games_seed, "does not replay"),
    "an action edited": (a_legal_looking_action_edited, "does not replay"),
    "its last actions cut": (the_last_actions_cut, "does not replay to its saved state"),
    "a later version": (lambda d: d["game"].update(version=2), "version"),
}


@pytest.mark.parametrize("what", sorted(TAMPERED))
def test_a_tampered_save_is_refused_in_one_line_and_loses_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], what: str
) -> None:
    """docs/playing.md "Saves": a save that does not replay stops with the reason "and changes
    nothing"; README: `from_json` raises `InvalidAction` with the reason. The file given, and
    the folder of saves, are left as they were; a truncated file is refused the same way."""
    good = saved_game(tmp_path)
    expected = Session.load(good, to_play=False).game.to_json()
    data = json.loads(good.read_text(encoding="utf-8"))
    change, message = TAMPERED[what]
    change(data)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    cut = tmp_path / "cut.json"
    cut.write_text(good.read_text(encoding="utf-8")[:-100], encoding="utf-8")
    with pytest.raises(sc.InvalidAction, match=message):
        sc.Game.from_json(json.dumps(data["game"]))
    before = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in tmp_path.iterdir()}
    for path in (bad, cut):
        for argv in (["play", "--load", str(path), "--saves-dir", str(tmp_path)], ["replay", str(path), "--seat", "0"]):
            code, err = run_cli(argv, capsys)
            assert code == 2, argv
            assert err.startswith("scavengers: error: "), err
            assert err.count("\n") == 1, err
    after = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in tmp_path.iterdir()}
    assert after == before
    assert Session.load(good, to_play=False).game.to_json() == expected
