"""The commands, snippets, links, defaults, file formats and figures of README.md and docs/*.md
(docs/rl.md has an audit of its own) checked against what the code does now, so that the docs
cannot drift (helper audit 7 of the docs' commands).

Every ``scavengers ...`` command the docs print, in a shell block or inline, is parsed by the
command's own parser (placeholders such as FILE and N filled in), with its bots checked by name;
the Python blocks are run; the relative links and anchors are followed; the defaults the docs
state are read from the parsers and the code; the columns and keys the docs list for
``simulate --out``, ``report --out`` and ``analyse --json`` are compared with what small runs of
those commands write; the figures quoted from short commands (the solo scores of 20 games, the
intervals of a 20-game series) are measured again; the HTTP requests are found among the
server's routes; and ``loadtest``'s printed report is compared line by line with the sample.
The one disagreement found: the README's API table gave a hint's suggestions without the
``label`` the server sends and docs/analysis.md lists (the README was mended)."""

from __future__ import annotations

import argparse
import contextlib
import csv
import importlib
import inspect
import io
import json
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import scavengers as sc
from scavengers.bots.agent import check_bot_name
from scavengers.cards import CATALOGUE
from scavengers.cli.main import build_parser, main

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted(p for p in (ROOT / "docs").glob("*.md") if p.name != "rl.md")]


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _where(path: Path, text: str, offset: int) -> str:
    return f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, offset) + 1}"


def _blocks(path: Path) -> Iterator[tuple[str, str, str]]:
    """Each fenced block of a doc: (where, language, body)."""
    text = _text(path)
    for match in re.finditer(r"^```(\w*)\n(.*?)^```", text, re.S | re.M):
        yield _where(path, text, match.start()), match.group(1), match.group(2)


def _commands() -> list[tuple[str, str]]:
    """Every ``scavengers`` command line the docs print: (where, the arguments after it)."""
    found: list[tuple[str, str]] = []
    for path in DOCS:
        text = _text(path)
        for where, language, body in _blocks(path):
            if language not in ("sh", ""):
                continue
            for printed in body.replace("\\\n", " ").splitlines():
                line = printed.strip().removeprefix("$ ").split("  #")[0]
                for part in line.split("&&"):
                    words = part.split()
                    while words and re.fullmatch(r"[A-Z_]+=\S*", words[0]):  # SCAVENGERS_PURE=1 ...
                        words = words[1:]
                    if words and (words[0] == "scavengers" or words[0].endswith("/scavengers")):
                        found.append((where, " ".join(words[1:])))
        for match in re.finditer(r"`scavengers ([^`]+)`", text):
            found.append((_where(path, text, match.start()), match.group(1)))
    return found


# What the docs' placeholders stand for.
PLACEHOLDERS = {"FILE": "game.json", "N": "0", "R": "1", "DIR": "out", "S": "1", "B": "random"}


def _argv(command: str) -> list[str]:
    words = [word.strip("[]") for word in shlex.split(command)]
    return [PLACEHOLDERS.get(word, word.replace("HEAD", "127.0.0.1")) for word in words if word]


def _parse(argv: list[str]) -> tuple[argparse.Namespace | None, str]:
    """The namespace the command line parses to, or the parser's one-line error."""
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            return build_parser().parse_args(argv), ""
    except SystemExit:
        return None, err.getvalue().strip()


def _parse_filling_in(argv: list[str]) -> tuple[argparse.Namespace | None, str]:
    """A command named in prose (``scavengers analyse``, ``scavengers train --dagger-rounds``)
    is parsed with what it leaves out filled in: a required file or ``--out``, a value."""
    for _ in range(4):
        args, error = _parse(argv)
        if args is not None:
            return args, ""
        if "the following arguments are required: file" in error:
            argv = [*argv, "game.json"]
        elif "the following arguments are required: --out" in error:
            argv = [*argv, "--out", "out"]
        elif "expected one argument" in error or "expected at least one argument" in error:
            argv = [*argv, "1"]
        else:
            return None, error
    return _parse(argv)


COMMANDS = _commands()


def test_the_docs_print_the_commands_this_audit_reads() -> None:
    """The extraction itself works: the commands of the README's table and of each guide."""
    assert len(COMMANDS) > 80
    printed = {command for _, command in COMMANDS}
    for command in ("play --players 1", "learn --list", "report --games 1000 --hq 3 --out DIR", "saves"):
        assert command in printed


@pytest.mark.slow
@pytest.mark.parametrize(("where", "command"), COMMANDS, ids=[f"{w} {c}"[:90] for w, c in COMMANDS])
def test_every_documented_command_is_one_the_parser_takes(where: str, command: str) -> None:
    args, error = _parse_filling_in(_argv(command))
    assert args is not None, f"{where}: scavengers {command}: {error}"
    bots = getattr(args, "bots", None)
    for name in (bots or "").split(","):
        if name.strip() and name.strip() != "human":
            check_bot_name(name.strip())  # a bot or option that no longer exists raises


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    raise AssertionError("no subcommands")


def _options(parser: argparse.ArgumentParser) -> dict[str, argparse.Action]:
    return {option: action for action in parser._actions for option in action.option_strings}


NOT_OURS = {"--no-deps", "--target", "--durations", "--tool", "--head", "--address", "--port"}


def test_every_option_the_prose_names_belongs_to_a_command() -> None:
    known: set[str] = set()
    for parser in _subcommands().values():
        known |= set(_options(parser))
    unknown = []
    for path in DOCS:
        text = _text(path)
        for match in re.finditer(r"(?<![\w-])(--[a-z][a-z0-9-]*)", text):
            if match.group(1) not in known and match.group(1) not in NOT_OURS:
                unknown.append(f"{_where(path, text, match.start())}: {match.group(1)}")
    assert not unknown


def _anchors(path: Path) -> set[str]:
    slugs = set()
    for line in _text(path).splitlines():
        heading = re.match(r"#+\s+(.*)", line)
        if heading:
            slugs.add(re.sub(r"[^\w\- ]", "", heading.group(1).strip().lower()).replace(" ", "-"))
    return slugs


def test_every_relative_link_reaches_a_file_and_its_anchor() -> None:
    broken = []
    for path in DOCS:
        text = _text(path)
        for match in re.finditer(r"\]\(([^)\s]+)\)", text):
            link = match.group(1)
            if re.match(r"[a-z]+:", link):
                continue
            target, _, anchor = link.partition("#")
            resolved = (path.parent / target).resolve() if target else path
            where = _where(path, text, match.start())
            if "shared" in resolved.relative_to(ROOT.parent).parts[:1] or not resolved.exists():
                broken.append(f"{where}: {link}")
            elif anchor and resolved.suffix == ".md" and anchor not in _anchors(resolved):
                broken.append(f"{where}: {link} (no such heading)")
    assert not broken
    index = _text(ROOT / "docs" / "README.md")
    for path in DOCS[1:]:
        if path.name != "README.md":
            assert f"]({path.name})" in index, f"docs/README.md does not list {path.name}"


def _python_blocks() -> list[tuple[str, str]]:
    return [(where, body) for path in DOCS for where, language, body in _blocks(path) if language == "python"]


@pytest.mark.slow
@pytest.mark.parametrize(("where", "code"), _python_blocks())
def test_every_python_block_runs_as_printed(
    where: str, code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    exec(compile(code, where, "exec"), {"__name__": "__doc_example__"})
    assert capsys.readouterr().out.strip(), f"{where}: the example prints nothing"


def _frontends_game(folder: Path) -> Path:
    """The game docs/frontends.md's example writes, played in ``folder``."""
    (code,) = [body for where, body in _python_blocks() if where.startswith("docs/frontends.md")]
    with contextlib.chdir(folder), contextlib.redirect_stdout(io.StringIO()):
        exec(compile(code, "docs/frontends.md", "exec"), {"__name__": "__doc_example__"})
    return folder / "my-game.json"


def test_the_front_end_example_writes_a_game_analyse_reads_with_the_documented_keys(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/analysis.md's ``--json`` sample has the keys ``analyse --json`` prints, in that order."""
    saved = _frontends_game(tmp_path)
    assert main(["analyse", str(saved), "--seat", "0", "--json", "--iterations", "4"]) == 0
    printed = json.loads(capsys.readouterr().out)
    (sample,) = [body for where, lang, body in _blocks(ROOT / "docs" / "analysis.md") if lang == "json"]
    documented = json.loads(sample)
    assert list(printed) == list(documented)
    assert printed["decisions"], "a whole game has decisions to judge"
    assert list(printed["decisions"][0]) == list(documented["decisions"][0])


def _default(command: str, option: str) -> Any:
    return _options(_subcommands()[command])[option].default


def test_the_defaults_the_docs_state_are_the_parsers_and_the_codes() -> None:
    from scavengers.analysis import HINT_SECONDS
    from scavengers.bots import ismcts

    analysis = _text(ROOT / "docs" / "analysis.md")
    assert (
        "scavengers analyse game.json --seat 0 --json                    # 500 playouts per decision (the default)"
        in analysis
    )
    assert _default("analyse", "--iterations") == 500
    assert _default("serve", "--analysis-iterations") == 500
    reviewing = importlib.import_module("scavengers.analysis.review")  # the package names a function so

    assert reviewing.REVIEW_ITERATIONS == 500
    assert "chance; the 8 costliest are kept" in analysis
    assert reviewing.MARKED_MOST == 8
    assert "was worth at least 3 points of win\n  chance" in analysis
    assert reviewing.MARK_LOSS == 0.03
    assert "A hint thinks for about 3 seconds" in analysis
    assert HINT_SECONDS == 3.0
    assert _default("serve", "--hint-seconds") == HINT_SECONDS
    assert "| 1000 (the search bot's own default) |" in analysis
    bots = _text(ROOT / "docs" / "bots.md")
    assert "N playouts per decision (default 1000)" in bots
    assert ismcts.DEFAULT_ITERATIONS == 1000
    assert "UCB's exploration constant (default 0.7)" in bots
    assert ismcts.EXPLORATION == 0.7
    searching = inspect.signature(ismcts.IsmctsAgent).parameters
    assert "- `search=paired` (the default)" in bots
    assert searching["search"].default == "paired"
    assert "`value=learned\\|simple` | the learned evaluation, or the hand-made one" in bots
    assert searching["value"].default == "learned"
    performance = _text(ROOT / "docs" / "performance.md")
    assert "| heuristic (the default of `report`) |" in performance
    assert _default("report", "--bots") == "heuristic"
    serving = _text(ROOT / "docs" / "serving.md")
    for option, value in (("--games-per-minute", 20), ("--bot-games", 8), ("--replays-waiting", 16)):
        assert re.search(rf"\| `{option} N` \| [^|]*\(default {value}\)", serving), option
        assert _default("serve", option) == value
    assert "`--fault-seconds` (12 by\n  default)" in serving
    assert _default("loadtest", "--fault-seconds") == 12
    playing = _text(ROOT / "docs" / "playing.md")
    assert "`--saves-dir DIR` (for\n  `play` and `saves`)" in playing
    assert "--saves-dir" in _options(_subcommands()["play"])
    assert "--saves-dir" in _options(_subcommands()["saves"])


def test_the_lesson_defaults_the_template_states(tmp_path: Path) -> None:
    from scavengers.lessons.lesson import DEFAULT_BOT, TEXT_CHARS, read_lesson

    learning = _text(ROOT / "docs" / "learning.md")
    assert "seed = 1                   # the game's seed (default 1)" in learning
    assert "steps do not script (default heuristic)" in learning
    assert f"- Text is a few sentences (at most {TEXT_CHARS:,} characters)" in learning
    (template,) = [body for where, lang, body in _blocks(ROOT / "docs" / "learning.md") if lang == "toml"]
    bare = re.sub(r"^(seed|bots) = .*\n", "", template, flags=re.M)
    lesson = read_lesson(bare, "10_rogues.toml")
    assert lesson.config.seed == 1
    assert lesson.bots == DEFAULT_BOT == "heuristic"


def test_the_lesson_template_checks_ok_as_the_docs_say(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``scavengers learn --check my/10_rogues.toml`` on the template as printed says ok."""
    (template,) = [body for where, lang, body in _blocks(ROOT / "docs" / "learning.md") if lang == "toml"]
    (tmp_path / "my").mkdir()
    (tmp_path / "my" / "10_rogues.toml").write_text(template, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["learn", "--check", "my/10_rogues.toml"]) == 0
    assert "ok" in out.getvalue()


def test_the_lessons_table_lists_the_lesson_files() -> None:
    learning = _text(ROOT / "docs" / "learning.md")
    listed = re.findall(r"^\| (\d+) \| `(\w+)` \|", learning, re.M)
    files = sorted((ROOT / "src" / "scavengers" / "lessons").glob("[0-9]*_*.toml"))
    shipped = [(str(int(f.name.split("_", 1)[0])), f.stem.split("_", 1)[1]) for f in files]
    assert listed == shipped
    words = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"]
    assert learning.startswith(f"# Learning to play\n\n{words[len(files) - 1]} short lessons")


def test_the_budgets_table_is_the_benchs() -> None:
    from scavengers.sim import bench

    performance = _text(ROOT / "docs" / "performance.md")

    def figure(value: float) -> str:
        return f"{value:,.0f}"

    assert (
        f"| random-bot 4-player base games, one core | >= {figure(bench.TARGET_GAMES_PER_S)} games/s "
        f"| >= {figure(bench.COMPILED_TARGET_GAMES_PER_S)} games/s |"
    ) in performance
    assert (
        f"| engine decisions | >= {figure(bench.TARGET_DECISIONS_PER_S)} decisions/s "
        f"| >= {figure(bench.COMPILED_TARGET_DECISIONS_PER_S)} decisions/s |"
    ) in performance
    assert (
        f"| playouts from round 5 cut at the round's end | >= {figure(bench.TARGET_PLAYOUTS_PER_S)}/s "
        f"| >= {figure(bench.COMPILED_TARGET_PLAYOUTS_PER_S)}/s |"
    ) in performance
    assert (
        f"| `clone()` of a mid-game 4-player state | <= {figure(bench.TARGET_CLONE_US)} us "
        f"| <= {figure(bench.COMPILED_TARGET_CLONE_US)} us |"
    ) in performance
    assert bench.TARGET_LEGAL_ACTIONS_US == 1000.0
    assert "| legal actions of any decision, any hand size | <= 1 ms | <= 1 ms |" in performance
    assert bench.PLAYOUT_ROUND == 5


def test_the_commands_that_start_games_take_variants_and_rules_and_bench_does_not() -> None:
    variants = _text(ROOT / "docs" / "variants.md")
    named = "(`scavengers play`, `watch`, `simulate`, `report`, `train`; not `bench`"
    assert named in variants
    commands = _subcommands()
    for command in ("play", "watch", "simulate", "report", "train"):
        assert {"--variant", "--rules"} <= set(_options(commands[command])), command
    assert not {"--variant", "--rules"} & set(_options(commands["bench"]))


def test_the_catalogue_counts_the_docs_quote() -> None:
    readme = _text(ROOT / "README.md")
    kinds = CATALOGUE.values()
    assert f"({len(CATALOGUE)} kinds, {sum(k.count for k in kinds)} cards)" in readme
    scenarios = _text(ROOT / "docs" / "scenarios.md")
    assert f"lists all {len(CATALOGUE)} of them" in scenarios
    times = ", ".join(f"{k.replace('_', ' ')} {CATALOGUE[k].build_time}" for k in ("bunker", "armory", "pharmacy"))
    assert f"`CATALOGUE[kind].build_time`: {times}," in scenarios
    assert CATALOGUE["hydroponic_gardens"].build_time == 4
    assert CATALOGUE["portable_decoys"].build_time == 2
    assert CATALOGUE["scout_tower"].build_time == 3
    for kind, capacity, stores in (("bunker", 3, "person"), ("armory", 2, "tool"), ("pharmacy", 2, "medicine")):
        assert (CATALOGUE[kind].capacity, str(CATALOGUE[kind].stores)) == (capacity, stores)
    assert CATALOGUE["sniper_team"].count == 5
    leaders = [k for k in kinds if k.type.value == "leader"]
    hq = sum(1 for k in leaders if k.box.value == "hq")
    reports = _text(ROOT / "docs" / "reports.md")
    assert f"({hq} with HQ, {len(leaders)} with Recon module 5)" in reports


def test_the_learning_words_and_the_learned_networks_layers() -> None:
    import numpy as np

    from scavengers import rl

    words = len(rl.WORDS)
    assert f"one action space of {words} words" in _text(ROOT / "README.md")
    bots = _text(ROOT / "docs" / "bots.md")
    assert (
        "two ReLU layers of 128 units over the learning environments' observation,\n"
        f"a score for each of their {words} words" in bots
    )
    weights = np.load(ROOT / "src" / "scavengers" / "bots" / "learned.npz")
    assert weights["w0"].shape[1] == weights["w1"].shape[1] == 128
    assert weights["wp"].shape[1] == words


def _simulate_json(*args: str) -> dict[str, Any]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main(["simulate", *args, "--workers", "1", "--json"]) == 0
    result: dict[str, Any] = json.loads(out.getvalue())
    return result


@pytest.mark.slow
def test_the_solo_scores_bots_md_quotes_are_what_its_commands_print() -> None:
    """bots.md: over 20 solo games (seed 1) the learned bot's mean score is 3.1 (0.1 - 6.2), the
    heuristic bot's 49.0 (43.1 - 54.8), the random bot's 0.1 (0.0 - 0.2)."""
    bots = _text(ROOT / "docs" / "bots.md")
    quoted = re.search(
        r"mean score is ([\d.]+) points \(95% interval ([\d.]+) - ([\d.]+), Student's t\), "
        r"against the heuristic bot's\n"
        r"([\d.]+) \(([\d.]+) - ([\d.]+)\) and the random bot's ([\d.]+) \(([\d.]+) - ([\d.]+)\)",
        bots,
    )
    assert quoted is not None
    figures = iter(quoted.groups())
    for bot in ("learned", "heuristic", "random"):
        assert f"scavengers simulate --players 1 --bots {bot} --games 20 --seed 1" in bots
        summary = _simulate_json("--players", "1", "--bots", bot, "--games", "20", "--seed", "1")
        measured = [f"{summary[key]:.1f}" for key in ("mean_score", "ci_low", "ci_high")]
        assert measured == [next(figures) for _ in range(3)], bot


@pytest.mark.slow
def test_the_intervals_reports_md_quotes_for_bots_in_several_seats() -> None:
    reports = _text(ROOT / "docs" / "reports.md")
    assert "heuristic 50.0% with 29.9% - 70.1%, random 0.0% with\n0.0% - 16.1% over 20 games" in reports
    summary = _simulate_json("--games", "20", "--players", "4", "--bots", "heuristic,heuristic,random,random")
    shown = {
        b["bot"]: (f"{b['win_rate']:.1%}", f"{b['ci_low']:.1%}", f"{b['ci_high']:.1%}", b["interval"])
        for b in summary["bots"]
    }
    assert shown == {
        "heuristic": ("50.0%", "29.9%", "70.1%", "wilson over games"),
        "random": ("0.0%", "0.0%", "16.1%", "wilson over games"),
    }
    assert "heuristic` shows 25.0% with 25.0% - 25.0% in 4-player games" in reports
    (every_seat,) = _simulate_json("--games", "4", "--players", "4", "--bots", "heuristic")["bots"]
    assert (every_seat["win_rate"], every_seat["ci_low"], every_seat["ci_high"]) == (0.25, 0.25, 0.25)
    assert every_seat["interval"] == "t over games"


def _backticked(text: str) -> list[str]:
    return re.findall(r"`([a-z_]+)`", text)


def test_simulate_out_writes_the_files_and_columns_reports_md_lists(tmp_path: Path) -> None:
    reports = _text(ROOT / "docs" / "reports.md")
    section = reports[reports.index("## `scavengers simulate`") : reports.index("**Tournaments.**")]
    out = tmp_path / "series"
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert (
            main(["simulate", "--games", "4", "--players", "4", "--seed", "1", "--workers", "1", "--out", str(out)])
            == 0
        )
    assert sorted(p.name for p in out.iterdir()) == ["games.csv", "summary.json", "winrates.png"]
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    setup = section[section.index("names the series' setup") : section.index("`games.csv` has a row")]
    documented = [name for name in _backticked(setup) if name not in ("wilson",)]
    top = [name for name in documented if name in summary]
    bots = documented[documented.index("bot") : documented.index("interval") + 1]
    seats = documented[documented.index("position") :]
    assert sorted(top) == sorted(summary), "summary.json's keys as reports.md lists them"
    assert sorted(bots) == sorted(summary["bots"][0])
    assert sorted(seats) == sorted(summary["seats"][0])
    rows = section[section.index("`games.csv` has a row") : section.index("A solo series")]
    with (out / "games.csv").open(encoding="utf-8") as file:
        header = next(csv.reader(file))
    assert header == _backticked(rows)


def test_a_solo_simulate_out_writes_scores_as_reports_md_says(tmp_path: Path) -> None:
    reports = _text(ROOT / "docs" / "reports.md")
    said = reports[reports.index("A solo series (`--players 1`)") :].split("`scores.png`")[0]
    columns = re.findall(r"`(\w+)`", said.split("holds a row per game:")[1])
    out = tmp_path / "solo"
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert (
            main(
                ["simulate", "--players", "1", "--bots", "random", "--games", "2", "--workers", "1", "--out", str(out)]
            )
            == 0
        )
    assert sorted(p.name for p in out.iterdir()) == ["games.csv", "scores.png", "summary.json"]
    with (out / "games.csv").open(encoding="utf-8") as file:
        header = next(csv.reader(file))
    assert header == columns  # every column the docs name, in their order, and no other
    assert {"stdev", "mean_score", "ci_low", "ci_high"} <= set(
        json.loads((out / "summary.json").read_text(encoding="utf-8"))
    )


@pytest.mark.slow
def test_report_out_writes_the_files_and_columns_reports_md_lists(tmp_path: Path) -> None:
    reports = _text(ROOT / "docs" / "reports.md")
    table = reports[reports.index("| file | what it holds |") : reports.index("The records hold")]
    files = re.findall(r"^\| `([\w.]+)` \|", table, re.M)
    row = next(line for line in table.splitlines() if line.startswith("| `games.csv`"))
    columns = [name for name in _backticked(row.split("|")[2]) if name not in ("reference", "leaders")]
    out = tmp_path / "study"
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        argv = ["report", "--games", "1", "--hq", "3", "--sections", "leaders", "--workers", "1", "--out", str(out)]
        assert main(argv) == 0
    assert sorted(p.name for p in out.iterdir()) == sorted(files)
    with (out / "games.csv").open(encoding="utf-8") as file:
        header = next(csv.reader(file))
    assert header == columns


def test_every_http_request_the_docs_name_is_served(tmp_path: Path) -> None:
    from scavengers.server import create_app
    from scavengers.storage import open_store

    app = create_app(open_store(f"sqlite:///{tmp_path / 'games.sqlite3'}"), bot_delay=0)
    routes = {
        re.sub(r"\{\w+\}", "{}", path): {m.upper() for m in methods} for path, methods in app.openapi()["paths"].items()
    }
    sockets = {re.sub(r"\{\w+\}", "{}", getattr(r, "path", "")) for r in app.routes}
    missing = []
    named = 0
    for path in DOCS:
        text = _text(path)
        for match in re.finditer(r"\b(GET|POST|DELETE)\b[` ]+(/api/[^\s`?\"]*)", text):
            method, url = match.groups()
            key = re.sub(r"\{\w+\}|\bID\b", "{}", url).rstrip(".,;:)")
            named += 1
            if method not in routes.get(key, set()):
                missing.append(f"{_where(path, text, match.start())}: {method} {url}")
        for match in re.finditer(r"websocket `(/ws/[^`?]*)", text):
            if re.sub(r"\{\w+\}", "{}", match.group(1)) not in sockets:
                missing.append(f"{_where(path, text, match.start())}: websocket {match.group(1)}")
    assert named > 20
    assert not missing


def test_the_hint_answer_has_the_keys_the_docs_give() -> None:
    """README's API table and docs/analysis.md give a hint's suggestions the keys the server sends."""
    from types import SimpleNamespace

    from scavengers.analysis import Budget
    from scavengers.server.hints import Desk, Job

    game = sc.Game.new(sc.GameConfig(players=2, seed=3))
    job = Job(0)
    Desk._hint(SimpleNamespace(hint_budget=Budget(iterations=8)), job, game, game.to_act[0], ["Seat 0", "Seat 1"])  # type: ignore[arg-type]
    assert job.answer is not None, job.error
    assert job.answer["suggestions"]
    keys = ", ".join(f'"{key}"' for key in job.answer["suggestions"][0])
    assert f'"suggestions": [{{{keys}}}]' in _text(ROOT / "README.md")
    assert f"`suggestions`, each `{{{keys}}}`" in _text(ROOT / "docs" / "analysis.md")


@pytest.mark.slow
def test_loadtests_report_reads_as_the_sample_in_serving_md(tmp_path: Path) -> None:
    """A short run with a lock fault prints the sample's lines with other numbers (the sample
    wraps its first line after ``action->update``)."""
    serving = _text(ROOT / "docs" / "serving.md")
    (sample,) = [
        body
        for where, lang, body in _blocks(ROOT / "docs" / "serving.md")
        if lang == "" and "$ scavengers loadtest" in body
    ]
    second = sample[sample.index("$ scavengers loadtest --games 4") :]
    doc_lines = second.splitlines()[1:]
    doc_lines = [doc_lines[0] + " " + doc_lines[1], *doc_lines[2:]]
    assert "--fault-seconds" in serving
    run = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from scavengers.cli.main import main; sys.exit(main())",
            "loadtest",
            "--games",
            "2",
            "--seconds",
            "4",
            "--think",
            "0.05",
            "--bot-delay",
            "0.02",
            "--fault",
            "lock",
            "--fault-seconds",
            "1",
        ],
        capture_output=True,
        text=True,
        timeout=80,
        cwd=tmp_path,
        check=False,
    )
    printed = run.stdout.splitlines()

    def shape(line: str) -> str:
        return re.sub(r"\d+(\.\d+)?", "#", line)

    # A loaded machine may leave an action unanswered through the fault: the command then
    # says so and exits 1, as serving.md says; either way its lines read as the sample's.
    assert run.returncode == 0 or (run.returncode == 1 and "never answered" in run.stdout), run.stderr
    assert shape(printed[0]) == shape(doc_lines[0])
    assert shape(printed[1]) == shape(doc_lines[1])
    stored = next(line for line in doc_lines if "stored ones" in line)
    shown = next(line for line in printed if "stored ones" in line)
    assert shape(shown.replace("None", "0")) == shape(stored)  # None: no action stored meanwhile
    outcomes = [line for line in printed[2:] if not re.match(r"  (stored ones|error):", line)]
    for line in outcomes:
        assert line == "  (none sent)" or re.fullmatch(r"  (stored|refused \(\d+\)|never answered) {1,16}\d+", line), (
            line
        )
        assert len(line) in (len("  (none sent)"), len("  stored                1")), "the outcome table's columns"


def _bound_keys() -> set[str]:
    """Every key the terminal app binds, as Textual names them."""
    keys: set[str] = set()
    for path in (ROOT / "src" / "scavengers" / "tui").glob("*.py"):
        for match in re.finditer(r'Binding\("([^"]+)"', _text(path)):
            keys |= set(match.group(1).split(","))
    return keys


def test_every_key_the_playing_guide_lists_is_bound() -> None:
    playing = _text(ROOT / "docs" / "playing.md")
    table = playing[playing.index("## Keys") : playing.index("## Undo")]
    listed = re.findall(r"^\| ([^|]+?) \|", table, re.M)[2:]  # the header and its rule left out
    bound = _bound_keys()
    for entry in listed:
        for key in entry.split(" / "):
            name = key.lower().replace("shift+tab", "tab").replace("space", "space")
            if name in ("tab", "space", "enter"):
                continue  # Textual's own focus keys and the lists' selection
            assert name in bound, f"playing.md's key {key!r} is bound nowhere in the terminal app"
    replay = playing[playing.index("## Replays") :]
    for key in ("]", "[", "home", "end", "a", "m", "M"):
        assert f"**{key.capitalize() if key in ('home', 'end') else key}**" in replay, key
        assert key in bound, key
    learning = _text(ROOT / "docs" / "learning.md")
    assert "**enter** goes on to the next one, **r** takes it again and\n**q** quits" in learning
    assert {"r", "q"} <= bound


def test_the_alternate_starting_hands_are_as_variants_md_tabulates() -> None:
    variants = _text(ROOT / "docs" / "variants.md")
    rows = re.findall(r"^\| `(\w+)` \| (\d) ([a-z ]+?)s? \| (\d) ([a-z ]+?)s? \|$", variants, re.M)
    assert len(rows) == 3
    for variant, count, kind, was_count, was in rows:
        assert count == was_count
        game = sc.Game.new(sc.GameConfig(players=2, seed=1, variants=frozenset({variant})))
        zones = game.zones()
        held = [card.kind for zone, cards in zones.items() if zone.startswith("0:") for card in cards]
        assert held.count(kind.replace(" ", "_")) == int(count), variant
        assert was.replace(" ", "_") not in held, variant


def test_the_fault_tables_in_serving_md_are_as_loadtest_prints_them() -> None:
    """Each sample's fault table, rebuilt from its own figures by loadtest's printer, is the
    sample line for line (the outcome column's width included)."""
    from scavengers.server.loadtest import _fault_table

    serving = _text(ROOT / "docs" / "serving.md")
    tables = re.findall(r"^(fault: .*?games moving again after it: \d+)$", serving, re.M | re.S)
    assert len(tables) == 2
    for table in tables:
        head = re.match(r"fault: (\w+) for ([\d.]+) s;", table)
        tail = re.search(r"stored ones: p50 ([\d.]+) ms, max ([\d.]+) ms; games moving again after it: (\d+)", table)
        assert head is not None
        assert tail is not None
        outcomes = dict(re.findall(r"^  ((?:stored|refused \(\d+\)|never answered)) +(\d+)$", table, re.M))
        fault = {
            "kind": head.group(1),
            "seconds": float(head.group(2)),
            "in_flight": {outcome: int(count) for outcome, count in outcomes.items()},
            "stored_p50_ms": float(tail.group(1)),
            "stored_max_ms": float(tail.group(2)),
            "games_moving_after": int(tail.group(3)),
        }
        assert _fault_table(fault) == table


def test_every_notation_example_of_the_readme_is_read_and_written_back_as_printed() -> None:
    """The README's notation tables give their examples "in that standard form": the engine
    reads each (every module in play) and writes it back the same."""
    readme = _text(ROOT / "README.md")
    section = readme[readme.index("### Action notation") : readme.index("## Learning environments")]
    modules = frozenset(sc.hq_modules(4)) | {f"recon{n}" for n in range(1, 6)}
    game = sc.Game.new(sc.GameConfig(players=3, seed=1, modules=modules))
    seat = game.to_act[0]
    examples = []
    for row in section.splitlines():
        if row.startswith("| ") and not row.startswith("| action |"):
            examples += re.findall(r"`([^`]+)`", row.rsplit(" | ", 1)[1])
    terminal_only = "commit brawler+spear"  # "the terminal game also reads" it
    examples = [example for example in examples if example not in (terminal_only, "legal_actions")]
    assert len(examples) > 70
    for example in examples:
        assert str(sc.parse_action(game, seat, example)) == example
    with pytest.raises(sc.InvalidAction):
        sc.parse_action(game, seat, terminal_only)


def test_every_whole_inline_config_the_docs_give_makes_a_game() -> None:
    """Inline ``GameConfig(...)`` and ``rl.env(...)`` examples (those with no ``...`` left to
    fill in) build; a config starts a game."""
    from scavengers import rl

    names = {"GameConfig": sc.GameConfig, "sc": sc, "rl": rl, "frozenset": frozenset}
    pattern = r"`((?:sc\.)?GameConfig\([^`]*\)|rl\.(?:env|gym_env)\([^`]*\))`"
    found = {code for path in DOCS for code in re.findall(pattern, _text(path)) if "..." not in code}
    assert len(found) >= 7
    for code in sorted(found):
        made = eval(code, names)
        if isinstance(made, sc.GameConfig):
            assert not sc.Game.new(made).over, code
        else:
            made.reset(seed=1)
            made.close()


def test_the_solo_opponents_are_as_the_readme_counts_them() -> None:
    readme = _text(ROOT / "README.md")
    assert (
        "seven face-down opponent forces of 3, 4, 4, 5, 5, 5 and 6 cards made of the 28\n"
        "contested resources, 2 rifles and 2 thugs" in readme
    )
    game = sc.Game.new(sc.GameConfig(players=1, seed=1))
    assert game.view(0).forces == (3, 4, 4, 5, 5, 5, 6)
    zones = game.zones()
    cards = [card.kind for zone, held in zones.items() if zone.startswith("opponent:") for card in held]
    contested = sum(1 for kind in cards if "contested" in {role.value for role in CATALOGUE[kind].roles})
    assert (len(cards), contested, cards.count("rifle"), cards.count("thugs")) == (32, 28, 2, 2)


def test_the_servers_limits_are_the_ones_serving_md_tabulates() -> None:
    from scavengers.server import app, hub, replays
    from scavengers.server.limits import Limits

    serving = _text(ROOT / "docs" / "serving.md")
    limits = Limits()
    assert f"| new games per client address | {app.GAMES_PER_MINUTE} a minute |" in serving
    assert f"| games of bots only at once | {limits.bot_games} |" in serving
    assert f"| replays waiting | {limits.replays_waiting} |" in serving
    assert f"answers are kept ({replays.KEPT})" in serving
    assert f"| request body | {app.MAX_BODY_BYTES // 1024} KiB |" in serving
    assert f"| websocket message | {app.MAX_MESSAGE_CHARS:,} characters, text frames |" in serving
    assert f"At most {limits.finished_kept} finished games are kept in memory" in serving
    assert f"the server passes for her after {hub.ABSENT_PASS_AFTER:.0f}\nseconds" in serving
    assert f"takes over its games' bots within {hub.CLAIM_EVERY:.0f} seconds" in serving


def _status(argv: list[str]) -> int:
    """The exit status of ``scavengers ARGV`` run in this process (its output dropped)."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            return main(argv)
        except SystemExit as stop:
            return stop.code if isinstance(stop.code, int) else 1


def test_the_exit_statuses_and_refusals_the_docs_describe(tmp_path: Path) -> None:
    analysis = _text(ROOT / "docs" / "analysis.md")
    assert "another extension or a folder is a bad command line (exit\nstatus 2)" in analysis
    assert (
        "a place that cannot be written (no such folder, no permission) a failure to write\noutput (exit status 1)"
        in analysis
    )
    saved = _frontends_game(tmp_path)
    assert _status(["analyse", str(saved), "--seat", "0", "--iterations", "2", "--plot", str(tmp_path / "x.txt")]) == 2
    assert _status(["analyse", str(saved), "--seat", "0", "--iterations", "2", "--plot", str(tmp_path)]) == 2
    missing = str(tmp_path / "no-such-folder" / "x.png")
    assert _status(["analyse", str(saved), "--seat", "0", "--iterations", "2", "--plot", missing]) == 1
    reports = _text(ROOT / "docs" / "reports.md")
    assert '`--out ""` is refused' in reports
    assert _status(["report", "--out", ""]) == 2
    assert "(`--variant leader_draft` without\n`--hq 3`)" in reports
    assert _status(["report", "--variant", "leader_draft", "--out", str(tmp_path / "study")]) == 2
    assert not (tmp_path / "study").exists()


def test_the_api_answers_have_the_shapes_the_docs_give(tmp_path: Path) -> None:
    """README's API table (a new game, a seat's state) and learning.md's lesson requests."""
    from fastapi.testclient import TestClient

    from scavengers.server import create_app
    from scavengers.storage import open_store

    readme = _text(ROOT / "README.md")
    learning = _text(ROOT / "docs" / "learning.md")
    assert 'a new game: `{"id", "seats": [{"seat", "token", "url"}, ...], "spectate_url"}`' in readme
    assert '`{"over", "view", "legal_actions", "log", "chat", ...}` as that seat sees it' in readme
    assert '`{"prompt": "...", "entries": [{"label": "Dig with Scavenger+Shovel (dig 3)", "action":' in learning
    assert '`{"verdict":\n"right" | "other" | "refused" | "unreadable", "text": "...", "state": ...}`' in learning
    with TestClient(create_app(open_store(f"sqlite:///{tmp_path / 'games.sqlite3'}"), bot_delay=0)) as client:
        body = {"players": 4, "seats": ["human", "heuristic", "heuristic", "heuristic"], "modules": [], "seed": None}
        made = client.post("/api/games", json={**body, "hints": None}).json()
        assert set(made) == {"id", "seats", "spectate_url"}
        assert set(made["seats"][0]) == {"seat", "token", "url"}
        state = client.get(f"/api/games/{made['id']}", params={"token": made["seats"][0]["token"]}).json()
        assert {"over", "view", "legal_actions", "log", "chat"} <= set(state)
        assert "known" in state["view"]
        lesson = client.get("/api/lessons/draw_and_dig", params={"step": 0}).json()
        assert "menu" in lesson
        hand = lesson["view"]["hand"]
        menu = client.post("/api/lessons/draw_and_dig/menu", json={"step": 0, "picked": [hand[0]]}).json()
        assert set(menu) == {"prompt", "entries"}
        assert set(menu["entries"][0]) == {"label", "action"}
        verdicts = set()
        for action in ("draw scout", "hunt", "dig brawler", "not notation"):
            judged = client.post("/api/lessons/draw_and_dig/judge", json={"step": 0, "action": action}).json()
            assert {"verdict", "text"} <= set(judged)
            verdicts.add(judged["verdict"])
        assert verdicts <= {"right", "other", "refused", "unreadable"}
        assert {"right", "unreadable"} <= verdicts


def test_the_tools_and_extras_the_docs_name_exist_with_their_options() -> None:
    import tomllib

    extras = set(tomllib.loads(_text(ROOT / "pyproject.toml"))["project"]["optional-dependencies"])
    named: dict[str, set[str]] = {}
    for path in DOCS:
        text = _text(path)
        for group in re.findall(r'"\.\[([a-z,]+)\]"', text):
            assert set(group.split(",")) <= extras, f"{path.name}: .[{group}]"
        for tool, args in re.findall(r"python (tools/\w+\.py)([^`\n#]*)", text):
            named.setdefault(tool, set()).update(re.findall(r"--[a-z-]+", args))
    assert (ROOT / ".ci" / "run").exists()
    assert len(named) >= 5
    for tool, options in named.items():
        assert (ROOT / tool).exists(), tool
        if options:
            shown = subprocess.run(
                [sys.executable, str(ROOT / tool), "--help"], capture_output=True, text=True, timeout=60, check=True
            ).stdout
            for option in options:
                assert option in shown, f"{tool} {option}"


def test_the_options_each_commands_row_names_are_that_commands() -> None:
    """The README's command table and serving.md's option table: each option a row names is
    one of its own command's (``--help`` aside)."""
    commands = _subcommands()
    rows = [row for row in _text(ROOT / "README.md").splitlines() if row.startswith("| `scavengers ")]
    serving = _text(ROOT / "docs" / "serving.md")
    table = serving[serving.index("| option | what it does |") : serving.index("Behind a reverse proxy")]
    rows += [f"| `scavengers serve` {row}" for row in table.splitlines()[2:]]
    assert len(rows) >= 15
    for row in rows:
        command = row.split()[2].strip("`")
        own = set(_options(commands[command]))
        for option in re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", row):
            assert option in own, f"{option} is not an option of scavengers {command}: {row[:80]}"
