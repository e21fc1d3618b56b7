"""The docs as a newcomer, a player, a strategist and a researcher follow them (helper audit 21).

Aimed past the earlier docs audits (``test_docs_commands_audit7.py``, ``test_api_docs_audit.py``,
``test_docs_view.py``): that the docs stand alone (no rulebook line, ruling or development
session a reader of the repository cannot see; every path they name exists), that every
operation the web server offers is in the docs, that the figures the docs quote add up (each
table row's 95% Wilson interval from its win rate and games, the statistics reports.md quotes,
the plan for a million games an hour), and that the commands and calls the docs describe behave
as the text around them says (refusals and their exit statuses, the notes and progress lines,
the harder solo game, the bots' options, the defaults the docs state).

The defects found and mended: docs/scenarios.md and docs/view.md cited rulebook lines
(``[000:691]``, ``[000:625-627]``) and a ruling id (``RULINGS I-6``) that live outside the
repository; docs/bots.md and docs/rl.md spoke of development sessions ("until session 5", "the
next session"); the README's API table left out ``GET /api/setup``, ``GET /api/cards`` (every
card's text) and ``GET /api/lobby/tables/{id}``, and gave no body for a chat line; a harder solo
series' ``summary.json`` left out ``solo_families_removed`` when only ``--solo-add`` was given
(and ``solo_added`` with only ``--solo-drop-families``), where docs/reports.md says a harder
series has both; an option that must be above 0 (``serve --sleep-after``, ``--hint-seconds``,
``loadtest --seconds``...) refused a negative number or a word saying "0 or more", and then 0
saying "above 0"; and docs/variants.md did not say that Recon module 3 already deals what the
``alternate_scavengers`` variant deals.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib
import io
import json
import math
import os
import re
import tomllib
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

import pytest

import scavengers as sc
from scavengers.bots import make_agent, run_game
from scavengers.cli.main import build_parser, main
from scavengers.sim.inference import t_95, wilson_interval
from scavengers.sim.report import summarise
from scavengers.sim.tournament import GameRecord

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _where(path: Path, text: str, offset: int) -> str:
    return f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, offset) + 1}"


def _run(argv: list[str]) -> tuple[int, str, str]:
    """``scavengers ARGV`` in this process: its exit status, stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 1
    return code, out.getvalue(), err.getvalue()


# -- The docs stand alone ------------------------------------------------------------------------


def test_the_docs_cite_no_rulebook_line_or_ruling_that_lies_outside_the_repository() -> None:
    """A reader has the repository, not the project's rulebook files or its RULINGS: a citation
    such as ``[000:691]`` or ``RULINGS I-6`` points at nothing she can open (the code's comments
    may cite them; the docs say the rule in words)."""
    cited = []
    for path in DOCS:
        text = _text(path)
        for match in re.finditer(r"\[00\d:\d|RULINGS\b|/work/|shared/rules", text):
            cited.append(_where(path, text, match.start()))
    assert not cited


def test_the_docs_name_no_development_session_a_reader_never_saw() -> None:
    """ "Until session 5" and "the next session" speak of the project's working notes, which the
    repository does not hold."""
    named = []
    for path in DOCS:
        text = _text(path)
        for match in re.finditer(r"\bsession \d|next session|this session|last session", text):
            named.append(_where(path, text, match.start()))
    assert not named


def test_every_repository_path_the_docs_name_exists() -> None:
    """``tests/test_rl.py``, ``tools/measure_view.py``, ``src/scavengers/cards/texts.toml``...:
    a path named in the docs is one a reader can open."""
    missing = []
    for path in DOCS:
        text = _text(path)
        for match in re.finditer(r"(?<![\w/.])((?:tests|tools|src|tests_train)/[\w./-]*\w)", text):
            if not (ROOT / match.group(1)).exists():
                missing.append(f"{_where(path, text, match.start())}: {match.group(1)}")
    assert not missing


def test_every_module_class_and_function_the_docs_name_exists() -> None:
    """``scavengers.rl.observation.KINDS``, ``scavengers.engine.setup.table``, ``sc.force_total``,
    ``game.keep_knowledge()``...: each dotted name resolves (the trainer's module, which needs
    PyTorch, is looked for as a file)."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=1))
    owners: dict[str, Any] = {"sc": sc, "game": game, "view": game.view(0)}
    unknown = []
    for path in DOCS:
        text = _text(path)
        for match in re.finditer(r"`[^`\n]*?\b(sc|game|view)\.([a-z_]\w*)", text):
            if match.group(2) not in ("md", "json") and not hasattr(owners[match.group(1)], match.group(2)):
                unknown.append(f"{_where(path, text, match.start())}: {match.group(1)}.{match.group(2)}")
        for match in re.finditer(r"\bscavengers((?:\.\w+)+)", text):
            obj: Any = sc
            module = ROOT / "src" / "scavengers"
            for part in match.group(1).strip(".").split("."):
                if isinstance(obj, ModuleType) and not hasattr(obj, part):
                    # A submodule not imported yet in this process (the tests' order decides):
                    # imported here, unless it needs an extra (the trainer's PyTorch).
                    with contextlib.suppress(ImportError):
                        importlib.import_module(f"{obj.__name__}.{part}")
                if hasattr(obj, part):
                    obj = getattr(obj, part)
                elif (module / part).is_dir() or (module / f"{part}.py").exists():
                    obj = None  # a module: followed as a file where importing it needs an extra
                else:
                    unknown.append(f"{_where(path, text, match.start())}: scavengers{match.group(1)}")
                    break
                module = module / part
    assert not unknown


def test_every_card_kind_has_its_text_for_the_rules_screens() -> None:
    """docs/README.md: "every card's text is in texts.toml"; F1 and the browser's rules show it."""
    from scavengers.cards import CATALOGUE

    texts = tomllib.loads(_text(ROOT / "src" / "scavengers" / "cards" / "texts.toml"))["texts"]
    assert set(texts) == set(CATALOGUE)
    assert all(len(text.split()) >= 3 for text in texts.values())


# -- The web server's operations, all of them in the docs ----------------------------------------


@functools.cache
def _openapi() -> dict[str, Any]:
    from fastapi.testclient import TestClient

    from scavengers.server import create_app
    from scavengers.storage import open_store

    app = create_app(open_store("sqlite:///:memory:"), bot_delay=0)
    spec: dict[str, Any] = TestClient(app).get("/openapi.json").json()
    return spec


def _operations() -> list[tuple[str, str]]:
    with contextlib.suppress(ImportError):
        return [(method.upper(), path) for path, ops in _openapi()["paths"].items() for method in ops]
    return []


def _normal(text: str) -> str:
    """Placeholders alike: ``{id}``, ``{game_id}``, ``ID`` and ``{name}`` as ``{}``."""
    return re.sub(r"\{\w+\}|(?<=/)ID\b", "{}", text)


OPERATIONS = _operations()


def test_the_server_offers_the_operations_the_next_test_looks_for() -> None:
    assert len(OPERATIONS) >= 25
    assert ("GET", "/api/cards") in OPERATIONS


@pytest.mark.parametrize(("method", "path"), OPERATIONS, ids=[f"{m} {p}" for m, p in OPERATIONS])
def test_every_operation_the_server_offers_is_in_the_docs(method: str, path: str) -> None:
    """README: "The HTTP API is documented at /docs on a running server" beside its table; a
    client written from the docs alone finds every request there, with its method."""
    wanted = _normal(path)
    lines = [
        line
        for doc in DOCS
        for line in _normal(_text(doc)).splitlines()
        if re.search(re.escape(wanted) + r"(?![\w/{])", line)
    ]
    assert lines, f"{method} {path} is in no doc"
    assert any(re.search(rf"`{method}\b", line) for line in lines), f"{path} is never given with {method}"


def test_the_cards_endpoint_gives_every_card_the_text_the_terminal_shows() -> None:
    """README's API table: ``GET /api/cards``: every card kind by id with its name and text (as
    the terminal shows it), type, box, printed numbers and hiring cost."""
    from fastapi.testclient import TestClient

    from scavengers.cards import CATALOGUE
    from scavengers.cards.texts import card_text
    from scavengers.server import create_app
    from scavengers.storage import open_store

    readme = _text(ROOT / "README.md")
    assert "| `GET /api/setup`, `GET /api/cards` |" in readme
    with TestClient(create_app(open_store("sqlite:///:memory:"), bot_delay=0)) as client:
        cards = client.get("/api/cards").json()
        setup = client.get("/api/setup").json()
    assert set(cards) == set(CATALOGUE)
    for kind, card in cards.items():
        assert card["text"] == card_text(kind)
        assert card["text"]
        assert card["name"] == CATALOGUE[kind].name
        assert {"type", "box", "cost_food", "cost_meds", "people"} <= set(card)
    for key in ("players", "modules", "playable_modules", "variants", "rules", "seats"):
        assert f"`{key}`" in readme.split("| `GET /api/setup`")[1].split("\n")[0]
        assert key in setup
    assert setup["players"] == [1, 5]
    assert setup["seats"][0] == "human"
    assert "heuristic" in setup["seats"]


# -- The figures the docs quote add up -----------------------------------------------------------


def _rows() -> Iterator[tuple[str, int, float, float, float]]:
    """Every table row of bots.md and rl.md with games, a win rate and its 95% interval."""
    for name in ("bots.md", "rl.md"):
        path = ROOT / "docs" / name
        text = _text(path)
        for match in re.finditer(r"^\|.*\| (\d+) \| ([\d.]+)% \| ([\d.]+)% - ([\d.]+)% \|.*$", text, re.M):
            games, rate, low, high = match.groups()
            yield _where(path, text, match.start()), int(games), float(rate), float(low), float(high)


ROWS = list(_rows())


def test_the_tables_the_next_test_reads_are_found() -> None:
    assert len(ROWS) >= 30


@pytest.mark.parametrize(("where", "games", "rate", "low", "high"), ROWS, ids=[row[0] for row in ROWS])
def test_each_quoted_win_rate_has_the_wilson_interval_of_its_games(
    where: str, games: int, rate: float, low: float, high: float
) -> None:
    """bots.md and rl.md: "win shares, 95% Wilson intervals": the interval of each row is the
    one its win rate (a shared win a half) over its games gives, to the printed decimal."""
    wins = [k / 2 for k in range(2 * games + 1) if round(100 * k / 2 / games, 1) == rate]
    assert wins, f"{where}: no number of wins over {games} games is {rate}%"
    intervals = [tuple(round(100 * bound, 1) for bound in wilson_interval(w, games)) for w in wins]
    assert (low, high) in intervals, f"{where}: {low}% - {high}% against {intervals}"


def test_the_interval_figures_reports_md_quotes() -> None:
    """reports.md: the Wilson upper bound from none of 10 pairs is 27.8%; t = 2.26 for 10 games,
    1.98 for 100, against z = 1.96."""
    reports = _text(ROOT / "docs" / "reports.md")
    assert "at most the Wilson upper bound from none of n (27.8% of 10 pairs)" in reports
    assert round(100 * wilson_interval(0, 10)[1], 1) == 27.8
    assert "(t = 2.26 for 10 games, 1.98 for 100, against\nz = 1.96)" in reports
    assert (round(t_95(9), 2), round(t_95(99), 2)) == (2.26, 1.98)


def _record(index: int, bots: tuple[str, ...], winners: tuple[int, ...]) -> GameRecord:
    seats = len(bots)
    return GameRecord(index, index, bots, winners, (1,) * seats, (0,) * seats, (0,) * seats, 16, 0, 100)


def test_bots_in_several_seats_that_win_alike_get_the_intervals_reports_md_quotes() -> None:
    """reports.md: ``heuristic,heuristic,random,random`` where a heuristic bot wins every game:
    heuristic 50.0% with 29.9% - 70.1%, random 0.0% with 0.0% - 16.1% over 20 games (each
    game's share one trial of a Wilson interval, ``wilson over games``)."""
    reports = _text(ROOT / "docs" / "reports.md")
    assert "heuristic 50.0% with 29.9% - 70.1%, random 0.0% with\n0.0% - 16.1% over 20 games" in reports
    records = [_record(i, ("heuristic", "heuristic", "random", "random"), (0,)) for i in range(20)]
    lines = {line.bot: line for line in summarise(records).bots}
    figures = {bot: [round(100 * x, 1) for x in (b.win_rate, b.ci_low, b.ci_high)] for bot, b in lines.items()}
    assert figures == {"heuristic": [50.0, 29.9, 70.1], "random": [0.0, 0.0, 16.1]}
    assert {line.interval for line in lines.values()} == {"wilson over games"}


def test_a_bot_in_every_seat_keeps_the_zero_width_interval_reports_md_quotes() -> None:
    """reports.md: "``--bots heuristic`` shows 25.0% with 25.0% - 25.0% in 4-player games, a share
    fixed by construction"."""
    reports = _text(ROOT / "docs" / "reports.md")
    assert "heuristic` shows 25.0% with 25.0% - 25.0% in 4-player games" in reports
    records = [_record(i, ("heuristic",) * 4, (i % 4,)) for i in range(8)]
    (line,) = summarise(records).bots
    assert [round(100 * x, 1) for x in (line.win_rate, line.ci_low, line.ci_high)] == [25.0, 25.0, 25.0]
    assert line.interval == "t over games"


def test_the_plan_for_a_million_games_an_hour_adds_up() -> None:
    """performance.md: a million games an hour is 278 games/s; with a tenth spare, random bots
    at 8.6 ms a game need 2-3 cores and heuristic bots at 35 ms 11; 16 cores at 28 games per
    core and second make 450 games/s, 1.6 million an hour; a driver at 151 us a game keeps up
    with 6,600 games/s, 24 times what is needed."""
    performance = _text(ROOT / "docs" / "performance.md")
    for quoted in (
        "A million games an hour is 278 games/s.",
        "| random | 8.6 ms | 5.6 ms (178 games/s, `scavengers bench`) | 2-3 |",
        "| heuristic (the default of `report`) | 35 ms | | 11 |",
        "(`--workers 16`: 450 games/s, 1.6 million\nan hour, at the 28 games per core and second",
        "Handling a game costs the driver 151 us",
        "one driver core\n  keeps up with 6,600 games/s, 24 times what is needed.",
    ):
        assert quoted in performance, quoted
    per_second = 1_000_000 / 3600
    assert round(per_second) == 278
    assert 2 <= per_second * 0.0086 * 1.1 <= 3
    assert math.ceil(per_second * 0.035 * 1.1) == 11
    assert round(16 * 28, -1) == 450
    assert round(16 * 28 * 3600 / 1e6, 1) == 1.6
    assert round(1 / 151e-6, -2) == 6600
    assert round(6600 / per_second) == 24
    assert round(1000 / 178, 1) == 5.6


# -- The commands behave as the docs say ----------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "value"), [("--solo-add", "brawler,brawler"), ("--solo-drop-families", "1")], ids=["add", "drop"]
)
def test_a_harder_solo_series_summary_has_both_difficulty_keys(option: str, value: str, tmp_path: Path) -> None:
    """reports.md: "A harder solo series (``--solo-add KINDS``, ``--solo-drop-families N``) ...
    ``summary.json`` has ``solo_added`` and ``solo_families_removed`` beside ``rules``": both,
    whichever of the two made it harder (the one not given at its default)."""
    argv = ["simulate", "--players", "1", "--bots", "random", "--games", "2", "--workers", "1", option, value]
    code, out, _ = _run([*argv, "--out", str(tmp_path)])
    assert code == 0
    summary = json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))
    keys = list(summary)
    assert keys[keys.index("rules") + 1 : keys.index("rules") + 3] == ["solo_added", "solo_families_removed"]
    if option == "--solo-add":
        assert (summary["solo_added"], summary["solo_families_removed"]) == (["brawler", "brawler"], 0)
    else:
        assert (summary["solo_added"], summary["solo_families_removed"]) == ([], 1)
    assert "opponents" in " ".join(out.split())


def test_simulate_titles_its_table_with_the_series_and_its_game() -> None:
    """reports.md: each bot's win rate "under a title that names the series and its game ("20
    games, 4 players", then "HQ 1-3, Recon 2; 2015 rules")"."""
    argv = ["simulate", "--games", "4", "--bots", "random", "--hq", "3", "--recon", "2", "--workers", "1"]
    code, out, _ = _run(argv)
    assert code == 0
    lines = [line.strip() for line in out.splitlines()]
    assert lines.index("HQ 1-3, Recon 2; 2015 rules") == lines.index("4 games, 4 players") + 1


def test_simulate_notes_a_number_of_games_that_leaves_the_seats_uneven() -> None:
    """reports.md: "use a multiple of the number of players for ``--games``: another number runs,
    with a note saying the seats are uneven"."""
    code, out, err = _run(["simulate", "--games", "3", "--players", "2", "--bots", "random,easy", "--workers", "1"])
    assert code == 0
    assert "3 games is not a multiple of 2 players" in err
    assert "seats" in err
    code, _, err = _run(["simulate", "--games", "4", "--players", "2", "--bots", "random,easy", "--workers", "1"])
    assert code == 0
    assert "not a multiple" not in err
    assert "3 games, 2 players" in out


def test_more_workers_than_cores_are_capped_and_the_command_says_so() -> None:
    """reports.md: "``--workers N``, default all; more than the machine's cores is capped at its
    cores, and the command says so"."""
    cores = os.cpu_count() or 1
    argv = ["simulate", "--games", "2", "--players", "2", "--bots", "random", "--workers", str(cores + 7)]
    code, _, err = _run(argv)
    assert code == 0
    assert f"--workers {cores + 7}: this machine has {cores} core" in err


def test_a_plain_progress_line_says_the_games_played_spent_and_left() -> None:
    """reports.md: "where the output is not a terminal ..., a plain line at every tenth of the
    games says the same ("played 120 of 1200 games, 0:01:02 spent, about 0:09:18 left"), for
    ``simulate`` too"."""
    code, _, err = _run(["simulate", "--games", "10", "--players", "2", "--bots", "random", "--workers", "1"])
    assert code == 0
    lines = re.findall(r"^played (\d+) of 10 games, \d+:\d\d:\d\d spent, about \d+:\d\d:\d\d left$", err, re.M)
    assert lines == [str(n) for n in range(1, 11)]


@pytest.mark.parametrize("address", ["", "ray://", "HEAD:"], ids=["blank", "no-host", "no-port"])
def test_a_ray_address_that_is_none_is_a_bad_command_line(address: str) -> None:
    """reports.md: "An address that is none (blank, no host as in ``ray://``, or a port that is no
    port as in ``HEAD:``) is a bad command line, refused at once (exit status 2)"."""
    code, out, err = _run(["simulate", "--games", "2", "--ray", address])
    assert code == 2
    assert not out
    assert "--ray" in err
    assert "Traceback" not in err


def test_an_empty_out_is_refused_for_a_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """reports.md: "``--out ""`` is refused: an empty name would write into the current folder"."""
    monkeypatch.chdir(tmp_path)
    code, _, err = _run(["report", "--games", "2", "--out", ""])
    assert code == 2
    assert "empty" in err
    assert not list(tmp_path.iterdir())


def test_a_report_with_no_section_that_applies_is_a_bad_command_line(tmp_path: Path) -> None:
    """reports.md, exit status 2: "... no section that applies" (the leaders section needs HQ 3)."""
    code, _, err = _run(["report", "--games", "2", "--sections", "leaders", "--out", str(tmp_path / "study")])
    assert code == 2
    assert "no section applies" in err
    assert not (tmp_path / "study").exists()


@pytest.mark.parametrize("option", ["c=1", "playout=cheap"])
def test_the_tree_searchs_options_are_refused_without_it(option: str) -> None:
    """bots.md: "Given without ``search=tree``, ``c`` and ``playout`` are refused ("bot 'ismcts':
    c is an option of search=tree only")"; with it they are taken."""
    name = option.split("=", maxsplit=1)[0]
    with pytest.raises(ValueError, match=re.escape(f"bot 'ismcts': {name} is an option of search=tree only")):
        make_agent(f"ismcts:{option}", 0)
    assert make_agent(f"ismcts:search=tree:{option}", 0) is not None


def test_an_option_value_out_of_range_is_the_value_error_bots_md_quotes() -> None:
    """bots.md: "a value out of range, is a ``ValueError`` that says which (``bot 'ismcts': iters
    must be at least 1``)"."""
    with pytest.raises(ValueError, match=re.escape("bot 'ismcts': iters must be at least 1")):
        make_agent("ismcts:iters=0", 0)


def test_a_registered_bot_is_made_with_its_seed_and_options_as_bots_md_shows(monkeypatch: pytest.MonkeyPatch) -> None:
    """bots.md: ``register("hoarder", Hoarder, {"patience": int})`` makes
    ``make_agent("hoarder:patience=2", seed)`` call ``Hoarder(seed, patience=2)``; a value that
    does not read is refused as for the bundled bots."""
    from scavengers.bots import agent as agents
    from scavengers.bots.agent import register

    # Registered in a copy of the registry, dropped after the test: a bot left registered would
    # be listed by every later test in this process (the lobby's bots, each with a name).
    monkeypatch.setattr(agents, "_REGISTRY", dict(agents._REGISTRY))

    made: list[tuple[int, int]] = []

    class Hoarder:
        name = "hoarder_audit21"
        observes: ClassVar[bool] = False

        def __init__(self, seed: int = 0, patience: int = 0) -> None:
            made.append((seed, patience))

        def choose(self, view: sc.View | None, legal: Sequence[sc.Action]) -> sc.Action:
            assert view is None  # ``observes`` false: spared the view
            return next((a for a in legal if a.verb is sc.Verb.END), legal[0])

    register("hoarder_audit21", Hoarder, {"patience": int})
    agent = make_agent("hoarder_audit21:patience=2", 5)
    assert made == [(5, 2)]
    with pytest.raises(ValueError, match="patience"):
        make_agent("hoarder_audit21:patience=lots", 5)
    game = sc.Game.new(sc.GameConfig(players=2, seed=1))
    run_game(game, [agent, make_agent("random", 1)])
    assert game.over


def test_run_game_with_fewer_agents_than_seats_refuses_before_anything_is_played() -> None:
    """bots.md: "Fewer agents than seats is a ``ValueError`` before anything is played"."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=1))
    with pytest.raises(ValueError, match="3 seats"):
        run_game(game, [make_agent("random", 0), make_agent("random", 1)])
    assert game.decisions_made == 0


@pytest.fixture(scope="module")
def saved_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished 2-player game saved by a table, one person and a random bot (frontends.md)."""
    from scavengers.table import HUMAN, Table

    table = Table(game=sc.Game.new(sc.GameConfig(players=2, seed=1)), seats=[HUMAN, "random"])
    while not table.game.over:
        seat = table.game.to_act[0]
        action = table.game.legal_actions(seat)[0] if table.is_human(seat) else table.bot_answer(seat)[0]
        table.play(seat, action)
    path = tmp_path_factory.mktemp("saved") / "game.json"
    path.write_text(table.to_json(), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "case",
    [
        ("chance.gif", 2, ".png, .svg or .pdf"),
        (".", 2, "is a folder"),
        ("no-such-folder/chance.png", 1, "no folder"),
    ],
    ids=["extension", "folder", "no-folder"],
)
def test_a_plot_file_analyse_cannot_write_is_refused_before_the_analysis(
    case: tuple[str, int, str], saved_game: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """analysis.md: "another extension or a folder is a bad command line (exit status 2), a place
    that cannot be written (no such folder, no permission) a failure to write output (exit
    status 1), each refused at once"."""
    plot, status, said = case
    monkeypatch.chdir(tmp_path)
    code, out, err = _run(["analyse", str(saved_game), "--iterations", "2", "--plot", plot])
    assert code == status
    assert said in err
    assert not out
    assert "judging" not in err


def test_a_plot_name_without_an_extension_gets_png(saved_game: Path, tmp_path: Path) -> None:
    """analysis.md: "``--plot FILE`` draws the chance ... into a PNG ...; a name without one gets
    ``.png``"; ``--seat`` may be left out where one person played."""
    code, out, _ = _run(["analyse", str(saved_game), "--iterations", "2", "--plot", str(tmp_path / "chance")])
    assert code == 0
    assert out
    assert (tmp_path / "chance.png").read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize(
    ("added", "dropped", "sizes"),
    [
        ((), 0, [3, 4, 4, 5, 5, 5, 6]),
        (("brawler", "brawler"), 0, [5, 4, 4, 5, 5, 5, 6]),
        ((), 2, [3, 4, 4, 5, 5, 5, 4]),
        (("brawler", "brawler"), 2, [3, 4, 4, 5, 5, 5, 6]),
    ],
    ids=["rulebook", "two-brawlers", "two-families-out", "both"],
)
def test_the_solo_forces_are_resized_one_card_at_a_time_as_variants_md_says(
    added: tuple[str, ...], dropped: int, sizes: list[int]
) -> None:
    """variants.md: "Adding two brawlers makes them 5, 4, 4, 5, 5, 5, 6; taking out two families
    makes them 3, 4, 4, 5, 5, 5, 4. ... two brawlers in and two families out leave the
    rulebook's sizes"; the view's ``forces`` gives them, and the difficulty is public."""
    config = sc.GameConfig(players=1, seed=3, solo_added=added, solo_families_removed=dropped)
    view = sc.Game.new(config).view(0)
    assert list(view.forces) == sizes
    assert (tuple(view.solo_added), view.solo_families_removed) == (added, dropped)


@pytest.mark.parametrize(("kind", "most"), [("brawler", 9), ("thugs", 3), ("sniper_team", 5)])
def test_no_more_can_be_added_to_the_solo_forces_than_the_box_has_left(kind: str, most: int) -> None:
    """variants.md: "You cannot add more than the box has left once your starting deck is dealt:
    9 brawlers, 3 more thugs, 5 sniper teams"."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=1, solo_added=(kind,) * most))
    assert sum(game.view(0).forces) == 32 + most
    with pytest.raises(sc.ConfigError, match=f"{most + 1} {kind} asked for"):
        sc.Game.new(sc.GameConfig(players=1, seed=1, solo_added=(kind,) * (most + 1)))


def test_the_order_the_solo_cards_are_named_in_changes_nothing() -> None:
    """variants.md: "The order you name the cards in changes nothing: the same cards and seed deal
    the same forces"."""
    one = sc.Game.new(sc.GameConfig(players=1, seed=5, solo_added=("sniper_team", "brawler", "thugs")))
    other = sc.Game.new(sc.GameConfig(players=1, seed=5, solo_added=("thugs", "brawler", "sniper_team")))
    assert one.zones() == other.zones()


def test_the_solo_difficulty_is_refused_for_any_other_player_count() -> None:
    """variants.md: "``GameConfig(players=1, solo_added=..., solo_families_removed=2)``; any other
    player count refuses them"."""
    with pytest.raises(sc.ConfigError, match="players=1"):
        sc.GameConfig(players=2, solo_added=("brawler",))
    with pytest.raises(sc.ConfigError, match="players=1"):
        sc.Game.new(sc.GameConfig(players=4, solo_families_removed=1))


# -- The defaults and the install the docs state ---------------------------------------------------


def _defaults(command: str) -> dict[str, Any]:
    for action in build_parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            return {a.dest: a.default for a in action.choices[command]._actions}
    raise AssertionError(command)


def test_the_terminal_game_saves_where_playing_md_says() -> None:
    """playing.md: "Ctrl+S | save to ``./scavengers-save.json`` (or ``--save FILE``)"."""
    assert "| Ctrl+S | save to `./scavengers-save.json` (or `--save FILE`) |" in _text(ROOT / "docs" / "playing.md")
    assert Path(_defaults("play")["save"]) == Path("scavengers-save.json")


def test_the_server_listens_where_the_readme_opens_it() -> None:
    """README: "open http://127.0.0.1:8000/" after ``scavengers serve``."""
    assert "open http://127.0.0.1:8000/" in _text(ROOT / "README.md")
    defaults = _defaults("serve")
    assert (defaults["host"], defaults["port"]) == ("127.0.0.1", 8000)


def test_lessons_progress_and_the_servers_database_are_kept_beside_the_saved_games() -> None:
    """learning.md: "The lessons you have done are kept in ``lessons.json`` in your data folder,
    beside the saved games"; README: "The default database is an SQLite file in your data
    directory"; the ``--help`` of each command names the place."""
    from scavengers.lessons.progress import progress_path
    from scavengers.storage.base import default_url
    from scavengers.tui.session import saves_folder

    assert "are kept in `lessons.json` in your data folder, beside the\nsaved games" in _text(
        ROOT / "docs" / "learning.md"
    )
    data = saves_folder().parent
    assert progress_path() == data / "lessons.json"
    assert default_url() == f"sqlite:///{data / 'games.sqlite3'}"
    for command, shown in (("saves", saves_folder()), ("learn", progress_path()), ("serve", default_url())):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
            main([command, "--help"])
        assert str(shown) in re.sub(r"\s+", "", out.getvalue()), command


def test_a_report_plays_four_players_by_default() -> None:
    """reports.md: ``scavengers report --games 1000 --hq 3 --out study  # the HQ game with leaders,
    4 players``."""
    assert "--out study          # the HQ game with leaders, 4 players" in _text(ROOT / "docs" / "reports.md")
    assert _defaults("report")["players"] == 4


def test_the_extras_hold_what_the_docs_say() -> None:
    """README: the ``rl`` extra "adds PettingZoo and Gymnasium", ``train`` "adds PyTorch", which
    "the dev extra leaves out"; the dev extra runs the web tests (the ``web`` extra's packages)
    and the cluster's (Ray) and OpenSpiel's; rl.md: the rl extra is "PettingZoo and Gymnasium;
    nothing else"."""
    extras = tomllib.loads(_text(ROOT / "pyproject.toml"))["project"]["optional-dependencies"]

    def names(extra: str) -> set[str]:
        return {re.split(r"[\[=<>]", requirement)[0] for requirement in extras[extra]}

    assert names("rl") == {"pettingzoo", "gymnasium"}
    assert names("train") == {"torch"}
    assert names("cluster") == {"ray"}
    assert names("openspiel") == {"open_spiel"}  # rl.md: "the openspiel extra (OpenSpiel 2.0 ...)"
    assert names("web") | names("rl") | names("cluster") | names("openspiel") <= names("dev")
    assert "torch" not in names("dev")


# -- The terminal game's command lines, the front-end layer, the variants --------------------------


@pytest.mark.parametrize(
    ("argv", "players", "seats", "modules"),
    [
        ([], 4, ["human", "heuristic", "heuristic", "heuristic"], 0),
        (["--players", "3", "--hq", "4"], 3, ["human", "heuristic", "heuristic"], 4),
        (["--hotseat", "--players", "2"], 2, ["human", "human"], 0),
        (["--bots", "human,random,heuristic"], 3, ["human", "random", "heuristic"], 0),
    ],
    ids=["plain", "hq4", "hotseat", "bots"],
)
def test_the_play_commands_of_playing_md_seat_the_tables_their_comments_say(
    argv: list[str], players: int, seats: list[str], modules: int
) -> None:
    """playing.md: ``scavengers play`` "you (seat 0) against three heuristic bots, 4 players";
    ``--players 3 --hq 4`` "3 players, with HQ modules 1-4"; ``--hotseat --players 2`` "two
    people at one screen"; ``--bots human,random,heuristic`` "who sits where"."""
    from scavengers.cli.play import build_session

    playing = _text(ROOT / "docs" / "playing.md")
    assert f"scavengers play {' '.join(argv)}".strip() in playing
    session = build_session(build_parser().parse_args(["play", *argv]))
    assert session.game.config.players == players
    assert list(session.seats) == seats
    assert session.game.config.modules == sc.hq_modules(modules)


@pytest.mark.parametrize(
    ("argv", "hints"),
    [([], True), (["--no-hints"], False), (["--hotseat"], False), (["--hotseat", "--hints"], True)],
    ids=["bots", "no-hints", "hotseat", "hotseat-hints"],
)
def test_hints_are_on_against_bots_and_off_at_a_shared_screen_unless_asked(argv: list[str], hints: bool) -> None:
    """playing.md: "Hints are on in a game against bots and off at a shared screen unless the
    table's host turns them on (``scavengers play --hotseat --hints``; ``--no-hints`` turns them
    off against bots)"."""
    from scavengers.cli.play import build_session

    session = build_session(build_parser().parse_args(["play", "--players", "2", *argv]))
    assert session.hints is hints


def test_a_table_names_its_seats_as_frontends_md_shows() -> None:
    """frontends.md: a table "names the seats (``Seat 1 (heuristic)``, or a name a person gave:
    ``Ann (Seat 0)``)"."""
    from scavengers.table import HUMAN, Table, seat_names

    table = Table(game=sc.Game.new(sc.GameConfig(players=2, seed=1)), seats=[HUMAN, "heuristic"])
    assert table.names[1] == "Seat 1 (heuristic)"
    assert seat_names([HUMAN, "heuristic"], {0: "Ann"})[0] == "Ann (Seat 0)"


def test_a_trial_leaves_the_table_unchanged_until_it_is_adopted() -> None:
    """frontends.md: "``table.trial(seat, action)``, ``table.adopt(...)``: the game with an action
    applied, the table unchanged, then taken"."""
    from scavengers.table import HUMAN, Table

    table = Table(game=sc.Game.new(sc.GameConfig(players=2, seed=1)), seats=[HUMAN, HUMAN])
    seat = table.game.to_act[0]
    action = table.game.legal_actions(seat)[0]
    before = table.game.to_json()
    tried = table.trial(seat, action)
    assert table.game.to_json() == before
    assert not table.actions
    assert tried.decisions_made == 1
    table.adopt(tried, seat, action)
    assert table.game is tried
    assert table.actions == [(seat, str(action))]


def test_table_parse_reads_a_file_as_its_four_parts_and_refuses_a_malformed_one_in_a_line() -> None:
    """frontends.md: "``Table.parse(data, where)``: a file's JSON data read as ``(game, seats,
    names, hints)``, the parts a ``Table`` is made of, any malformed one refused in one line"."""
    from scavengers.table import HUMAN, Table, TableError

    table = Table(game=sc.Game.new(sc.GameConfig(players=2, seed=1)), seats=[HUMAN, "random"])
    game, seats, names, hints = Table.parse(json.loads(table.to_json()), "my-game.json")
    assert (game.config, seats, names) == (table.game.config, [HUMAN, "random"], table.names)
    assert hints is None or isinstance(hints, bool)
    with pytest.raises(TableError) as refused:
        Table.parse({"nonsense": 1}, "my-game.json")
    assert "my-game.json" in str(refused.value)
    assert "\n" not in str(refused.value)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_recon_module_3_deals_hardy_scavengers_as_alternate_scavengers_does(seed: int) -> None:
    """variants.md: "Recon module 3 makes the change of ``alternate_scavengers`` by itself (its
    rulebook has hardy scavengers start in every deck instead of scavengers), so with
    ``--recon 3`` that variant deals the same game as without it; the standard scavengers are
    then mercenaries like the others, all 20 of them in their stack where the market's draw
    lays it out" ([003:159]: "substitute hardy scavengers in place of the standard scavengers")."""
    assert "Recon module 3 makes the change of `alternate_scavengers` by itself" in _text(ROOT / "docs" / "variants.md")
    recon3 = frozenset({"recon3"})
    alone = sc.Game.new(sc.GameConfig(players=4, seed=seed, modules=recon3))
    varied = sc.Game.new(
        sc.GameConfig(players=4, seed=seed, modules=recon3, variants=frozenset({"alternate_scavengers"}))
    )
    assert alone.zones() == varied.zones()
    deck = [card.kind for zone in ("0:hand", "0:deck") for card in alone.zones()[zone]]
    assert deck.count("hardy_scavenger") == 3
    assert "scavenger" not in deck
    market = dict(alone.view(0).market)
    assert "hardy_scavenger" not in market
    assert market.get("scavenger", 20) == 20


# -- The study's design as reports.md gives it ---------------------------------------------------


@pytest.mark.parametrize(
    "modules",
    [("hq1", "hq2", "hq3", "recon1"), ("hq1", "hq2", "hq3", "hq4", "recon2", "recon3"), (*sc.hq_modules(3), "recon5")],
    ids=["hq3-recon1", "hq4-recon2,3", "hq3-recon5"],
)
def test_a_study_with_hq_3_and_recon_modules_has_some_30_to_50_arms(modules: tuple[str, ...]) -> None:
    """reports.md: "The command prints the total before it starts; with HQ 3 and Recon modules a
    study has some 30 to 50 arms" (the study's own game included)."""
    from scavengers.sim.experiments import StudyOptions, arms

    options = StudyOptions(games=200, seed=1, players=4, bots=("heuristic",), modules=frozenset(modules))
    assert 30 <= len(arms(options)) <= 50


def test_the_leaders_section_says_how_often_each_sat_and_how_many_games_a_test_needs() -> None:
    """reports.md: "each leader sat 4 times ... at least 25 games per arm" for 10 leaders at
    4-player tables: a leader sits in about games x players / leaders seats of an arm, and a
    test needs 10 of them."""
    from scavengers.sim.findings import _too_few_seats

    said = _too_few_seats(["Mentor"], [4] * 10, leaders=10, players=4)
    assert "each leader sat 4 times" in said
    assert "at least 25 games per arm" in said


def test_a_whole_block_of_pinned_leaders_seats_every_leader_once_in_every_seat() -> None:
    """reports.md: "The leaders go in blocks of one game per leader (10 with HQ ...): each block
    takes them in an order drawn from the study's seed, and game ``j`` of a block gives seat
    ``s`` leader ``j + s`` of that order. In a whole block every leader sits once in every
    seat"."""
    from scavengers.sim.experiments import pinned_leaders

    leaders = tuple(f"leader_{n}" for n in range(10))
    block = [pinned_leaders(leaders, 7, j, 4) for j in range(10)]
    for seat in range(4):
        assert sorted(game[seat] for game in block) == sorted(leaders)
    order = [game[0] for game in block]
    assert all(game[s] == order[(j + s) % 10] for j, game in enumerate(block) for s in range(4))
    assert [pinned_leaders(leaders, 7, 10 + j, 4)[0] for j in range(10)] != order  # the next block: another order


@pytest.mark.parametrize(
    ("people", "seat", "said"),
    [
        ("bot", ["--seat", "1"], "is a bot whose cards stay hidden until the game is over"),
        ("hotseat", [], "several people play this game"),
    ],
)
def test_an_unfinished_game_is_analysed_only_as_its_one_persons_seat(
    people: str, seat: list[str], said: str, tmp_path: Path
) -> None:
    """README: "``--seat`` may be left out where one person played (a game not finished yet: only
    that person's seat)"; a refusal is a bad command line (exit status 2) that says why."""
    from scavengers.table import HUMAN, Table

    table = Table(
        game=sc.Game.new(sc.GameConfig(players=2, seed=1)), seats=[HUMAN, "random" if people == "bot" else HUMAN]
    )
    for _ in range(30):
        now = table.game.to_act[0]
        table.play(now, table.game.legal_actions(now)[0] if table.is_human(now) else table.bot_answer(now)[0])
    saved = tmp_path / "unfinished.json"
    saved.write_text(table.to_json(), encoding="utf-8")
    code, out, err = _run(["analyse", str(saved), "--iterations", "2", *seat])
    assert code == 2
    assert said in err
    assert not out
    if people == "bot":
        code, out, _ = _run(["analyse", str(saved), "--iterations", "2", "--json"])
        assert code == 0
        assert json.loads(out)["seat"] == 0


@pytest.mark.parametrize(
    "argv",
    [
        ["serve", "--sleep-after", "-1"],
        ["serve", "--hint-seconds", "-2"],
        ["serve", "--sleep-after", "nan"],
        ["loadtest", "--seconds", "soon"],
        ["loadtest", "--fault-seconds", "-3"],
    ],
    ids=["sleep-negative", "hint-negative", "sleep-nan", "seconds-word", "fault-negative"],
)
def test_an_amount_that_must_be_above_0_is_refused_saying_so_whatever_was_typed(argv: list[str]) -> None:
    """serving.md's ``--sleep-after HOURS`` and ``--hint-seconds S``, ``loadtest --seconds`` and
    ``--fault-seconds``: 0 is refused ("give a number of hours above 0"), so every refusal says
    "above 0"; one that said "0 or more" for a negative number sent the person to a 0 that is
    refused as well."""
    code, out, err = _run(argv)
    assert code == 2
    assert not out
    assert "above 0" in err
    assert "0 or more" not in err
    code, _, err = _run([*argv[:2], "0"])
    assert code == 2
    assert "above 0" in err


def _bodies() -> list[tuple[str, str, str]]:
    """Each request body the docs give beside a ``POST``: (where, path, body with its
    placeholders ``T``, ``T1`` and ``N`` filled in)."""
    found = []
    for path in DOCS:
        text = _text(path)
        for match in re.finditer(r"`POST (/api/[^`\s]+)`? ?`?(\{[^`]*\})`", text):
            body = re.sub(r"\bN\b", "1", re.sub(r"\bT\d?\b", '"token"', match.group(2)))
            found.append((_where(path, text, match.start()), match.group(1), body))
    return found


BODIES = _bodies()


def test_the_docs_give_a_body_for_every_post_of_the_readmes_table() -> None:
    posted = {path for _, path, _ in BODIES}
    for request in ("/api/games", "/api/games/{id}/actions", "/api/games/{id}/chat", "/api/lessons/{name}/judge"):
        assert request in posted


@pytest.mark.parametrize(("where", "path", "body"), BODIES, ids=[f"{w} {p}" for w, p, _ in BODIES])
def test_every_request_body_the_docs_give_has_the_fields_the_server_takes(where: str, path: str, body: str) -> None:
    """README's API table and learning.md: each body (``{"token": T, "action": "dig
    refugee+shovel", "version": 12}``...) names only fields its request takes, and every field it
    requires (a misspelt one is refused with 422, serving.md)."""
    spec = _openapi()
    (operation,) = [ops["post"] for p, ops in spec["paths"].items() if _normal(p) == _normal(path) and "post" in ops]
    reference = operation["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    schema = spec["components"]["schemas"][reference.rsplit("/", 1)[1]]
    given = set(json.loads(body))
    assert given <= set(schema["properties"]), f"{where}: {given - set(schema['properties'])}"
    assert set(schema.get("required", ())) <= given, f"{where}: leaves out {set(schema['required']) - given}"


def test_the_learned_bots_weights_path_may_start_at_the_home_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """bots.md: "``weights=PATH`` | play another ``policy.npz`` written by ``scavengers train``
    (``~`` is your home folder)"; a file that is not there is refused naming the path read."""
    import shutil

    monkeypatch.setenv("HOME", str(tmp_path))
    shutil.copy(ROOT / "src" / "scavengers" / "bots" / "learned.npz", tmp_path / "policy.npz")
    game = sc.Game.new(sc.GameConfig(players=2, seed=3))
    run_game(game, [make_agent("learned:weights=~/policy.npz", 0), make_agent("random", 1)])
    assert game.over
    with pytest.raises(ValueError, match=re.escape(f"cannot read the weights {tmp_path / 'missing.npz'}")):
        make_agent("learned:weights=~/missing.npz", 0)
