"""Audit 22: the bots as docs/bots.md and README.md promise them.

- Every bot spec the docs and ``--help`` write is taken as written; every bad one (an unknown
  name or option, a value out of range or of the wrong type, spaces, case) is refused in one
  line: a ``ValueError`` from Python, exit status 2 and no traceback from every command that
  takes ``--bots``.
- One seed plays one game, in this process and in another whatever its hash seed.
- Honesty: twins that differ only in cards a seat cannot see get the same choice from every
  bot, at a turn, an answer to a snipe, a commit, the skirmish and the leader draft, in base,
  HQ and Recon games; the search bot's samples agree with everything the seat has seen.
- The decision times and the bounds ``iters`` and ``time`` set (medians, loose bounds: the
  figures measured are in the audit's report, not asserted).
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

import pytest

import scavengers as sc
from helpers import run_main
from scavengers.bots import Determinizer, make_agent, run_game
from scavengers.bots.agent import agent_names, decide, deliberates
from scavengers.bots.ismcts import IsmctsAgent, candidates

ROOT = Path(__file__).resolve().parent.parent
BOTS_DOC = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")
WEIGHTS = ROOT / "src" / "scavengers" / "bots" / "learned.npz"

RECON = sc.recon_modules(range(1, 6))
DRAFT = frozenset({"leader_draft"})

EVERY_BOT = (
    "random",
    "easy",
    "heuristic",
    "heuristic_v1",
    "allin",
    "learned",
    "learned:temperature=0.8",
    "ismcts:iters=4",
    "ismcts:iters=4:value=simple",
    "ismcts:iters=4:search=tree:playout=cheap",
)
"""Every bot of docs/bots.md's table, the search bot small (each search and evaluation)."""


# -- specs as the docs write them ------------------------------------------------------------------


DOCUMENTED_SPECS: dict[str, dict[str, object]] = {
    # docs/bots.md's tables and examples, README.md's list, `simulate --help`, `play --help`.
    "ismcts:iters=400": {"iterations": 400, "seconds": None, "method": "paired"},
    "ismcts:iters=100": {"iterations": 100},
    "ismcts:iters=2000": {"iterations": 2000},
    "ismcts:iters=200": {"iterations": 200},
    "ismcts:time=1.0": {"seconds": 1.0, "iterations": None},
    "ismcts:iters=50:time=2": {"iterations": 50, "seconds": 2.0},
    "ismcts": {"iterations": 1000, "method": "paired"},
    "ismcts:search=paired": {"method": "paired"},
    "ismcts:search=tree": {"method": "tree", "exploration": 0.7},
    "ismcts:search=tree:c=0.7": {"method": "tree", "exploration": 0.7},
    "ismcts:search=tree:c=1.5:playout=cheap": {"method": "tree", "exploration": 1.5, "playout": "cheap"},
    "ismcts:search=tree:playout=heuristic": {"method": "tree", "playout": "heuristic"},
    "ismcts:value=learned": {},
    "ismcts:value=simple": {},
    "learned:temperature=0.5": {"_temperature": 0.5},
    "learned": {"_temperature": 0.0},
    f"learned:weights={WEIGHTS}": {},
}


@pytest.mark.parametrize("spec", sorted(DOCUMENTED_SPECS))
def test_every_spec_the_docs_write_makes_that_bot_with_those_options(spec: str) -> None:
    """docs/bots.md's option tables: ``iters=N`` N playouts (default 1000), ``time=S``,
    ``search=paired|tree`` (paired the default), ``c=X`` (default 0.7), ``temperature=T``."""
    agent = make_agent(spec, 0)
    assert agent.name == spec.partition(":")[0]
    for field, value in DOCUMENTED_SPECS[spec].items():
        assert getattr(agent, field) == value, (spec, field)


def test_the_docs_name_every_bot_make_agent_knows() -> None:
    """docs/bots.md's table and README.md's list name the bots; ``make_agent`` knows them all
    and no other (a name the docs leave out could not be found by a reader)."""
    for name in agent_names():
        assert f"| `{name}` |" in BOTS_DOC
        assert f"`{name}`" in README
    assert set(agent_names()) == {"random", "easy", "heuristic", "heuristic_v1", "allin", "ismcts", "learned"}


BAD_SPECS = (
    # (spec, what the one-line refusal must say)
    ("oracle", "unknown bot 'oracle'"),
    ("ISMCTS", "unknown bot 'ISMCTS'"),
    ("Learned", "unknown bot 'Learned'"),
    ("heu ristic", "unknown bot 'heu ristic'"),
    ("ismcts:depth=3", "bot 'ismcts' has no option 'depth'"),
    ("ismcts:ITERS=5", "bot 'ismcts' has no option 'ITERS'"),
    ("learned:iters=5", "bot 'learned' has no option 'iters'"),
    ("ismcts:iters=0", "bot 'ismcts': iters must be at least 1"),
    ("ismcts:iters=-1", "bot 'ismcts': iters must be at least 1"),
    ("ismcts:iters=1e9", "bot 'ismcts': option iters='1e9' is not a valid value"),
    ("ismcts:iters=2.5", "bot 'ismcts': option iters='2.5' is not a valid value"),
    ("ismcts:iters=many", "bot 'ismcts': option iters='many' is not a valid value"),
    ("ismcts:iters=1_000", "bot 'ismcts': option iters='1_000' is not a valid value"),
    ("ismcts:iters=\u0665", "bot 'ismcts': option iters='\u0665' is not a valid value"),
    ("ismcts:time=0", "bot 'ismcts': time must be positive"),
    ("ismcts:time=-0", "bot 'ismcts': time must be positive"),
    ("ismcts:time=-1", "bot 'ismcts': time must be positive"),
    ("ismcts:time=inf", "bot 'ismcts': option time='inf' is not a valid value"),
    ("ismcts:time=1_0", "bot 'ismcts': option time='1_0' is not a valid value"),
    ("ismcts:search=TREE", "bot 'ismcts': search must be one of paired, tree"),
    ("ismcts:value=Simple", "bot 'ismcts': value must be one of learned, simple"),
    ("ismcts:search=tree:c=nan", "bot 'ismcts': option c='nan' is not a valid value"),
    ("ismcts:search=tree:c=-0.5", "bot 'ismcts': c must not be negative"),
    ("ismcts:c=1", "bot 'ismcts': c is an option of search=tree only"),
    ("ismcts:playout=cheap", "bot 'ismcts': playout is an option of search=tree only"),
    ("ismcts: iters=5", "bot 'ismcts' has no option ' iters'"),
    ("ismcts:iters =5", "bot 'ismcts' has no option 'iters '"),
    ("ismcts:iters= 5", "bot 'ismcts': option iters=' 5' is not a valid value"),
    ("ismcts:iters=5 :time=1", "bot 'ismcts': option iters='5 ' is not a valid value"),
    ("ismcts:time= 1", "bot 'ismcts': option time=' 1' is not a valid value"),
    ("learned:temperature= 1", "bot 'learned': option temperature=' 1' is not a valid value"),
    ("learned:temperature=-0.1", "bot 'learned': option temperature='-0.1' is not a valid value"),
    ("learned:weights=/no/such/policy.npz", "bot 'learned': cannot read the weights /no/such/policy.npz"),
    ("ismcts:iters=5:iters=6", "option 'iters' is given twice"),
    ("ismcts:iters", "options are written key=value"),
    ("heuristic:", "options are written key=value"),
)


@pytest.mark.parametrize(("spec", "said"), BAD_SPECS)
def test_a_bad_spec_is_refused_from_python_in_one_line_that_says_what_is_wrong(spec: str, said: str) -> None:
    """docs/bots.md: "An unknown bot or option, or a value out of range, is a ``ValueError``
    that says which". A value with spaces around it is refused as a key with spaces is (the
    two read alike), and a number is written in plain decimal digits (``iters=N``): Python's
    ``1_000`` and other scripts' digits are not numbers a reader of the docs would write."""
    with pytest.raises(ValueError, match=r"\S") as refused:
        make_agent(spec, 0)
    assert said in str(refused.value)
    assert "\n" not in str(refused.value)


def test_a_name_or_seed_of_the_wrong_type_is_a_value_error_from_python() -> None:
    """``make_agent(name, seed)``: a name is text and a seed a whole number; anything else is
    refused with a ``ValueError`` in words, never a ``TypeError`` or ``AttributeError``."""
    for name, seed in (
        (b"heuristic", 0),
        (None, 0),
        (7, 0),
        ("heuristic", "1"),
        ("heuristic", 1.5),
        ("heuristic", True),
    ):
        with pytest.raises(ValueError, match=r"\S") as refused:
            make_agent(name, seed)  # type: ignore[arg-type]
        assert "\n" not in str(refused.value)


def _cli_args(command: str, spec: str, tmp_path: Path) -> list[str]:
    if command == "simulate":
        return ["simulate", "--games", "1", "--workers", "1", "--players", "2", "--bots", spec]
    if command == "report":
        return ["report", "--games", "1", "--workers", "1", "--out", str(tmp_path / "study"), "--bots", spec]
    if command == "play":
        return ["play", "--players", "2", "--bots", f"human,{spec}", "--saves-dir", str(tmp_path)]
    return ["watch", "--players", "2", "--bots", spec]


CLI_BAD = ("ismcts:iters=0", "ismcts:iters=1e9", "ismcts:time=0", "Heuristic", "ismcts:iters= 5", "learned:bogus=1")


@pytest.mark.parametrize("command", ["watch", "simulate", "play", "report"])
@pytest.mark.parametrize("spec", CLI_BAD)
def test_every_command_taking_bots_refuses_a_bad_spec_in_one_line_with_exit_2(
    command: str, spec: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """README.md: ``--bots`` takes a bot per seat, options after colons; a bad one is a usage
    error: argparse's exit status 2, one line naming ``--bots``, no traceback, nothing played."""
    code, out, err = run_main(_cli_args(command, spec, tmp_path), capsys)
    assert code == 2, (out, err)
    lines = [line for line in err.splitlines() if line.startswith("scavengers: error")]
    assert len(lines) == 1, err
    assert "--bots" in lines[0]
    assert "Traceback" not in err + out
    assert not (tmp_path / "study").exists()


def test_the_help_of_simulate_lists_every_bot(capsys: pytest.CaptureFixture[str]) -> None:
    """README.md: ``scavengers simulate ... --help`` lists the bots."""
    code, out, _ = run_main(["simulate", "--help"], capsys)
    assert code == 0
    flat = " ".join(out.split())
    assert "bots: " + ", ".join(agent_names()) in flat


def test_one_bot_name_fills_every_seat_of_watch(capsys: pytest.CaptureFixture[str]) -> None:
    """``watch --bots``: "a bot per seat, comma-separated, or one for all"."""
    code, out, err = run_main(["watch", "--players", "3", "--seed", "2", "--bots", "easy"], capsys)
    assert code == 0, err
    assert all(f"Seat {seat} (easy)" in out for seat in range(3))


TRAIN_BAD = (
    ("--teacher", "Heuristic"),
    ("--teacher", "heuristic,ismcts:iters=0"),
    ("--dagger-teacher", "ismcts:iters=1e9"),
    ("--demo-opponents", "ismcts:time=0"),
    ("--teacher", "ismcts:iters= 5"),
)


@pytest.mark.parametrize(("flag", "spec"), TRAIN_BAD)
def test_train_refuses_a_bad_bot_spec_in_one_line_with_exit_2(
    flag: str, spec: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``scavengers train --teacher``, ``--dagger-teacher`` and ``--demo-opponents`` take bots
    as ``--bots`` does (``heuristic,ismcts:iters=400``); a bad one is a usage error in one
    line that names the option, before anything is written."""
    code, out, err = run_main(["train", flag, spec, "--out", str(tmp_path / "run")], capsys)
    assert code == 2, (out, err)
    lines = [line for line in err.splitlines() if line.startswith("scavengers: error")]
    assert len(lines) == 1, err
    assert flag in lines[0]
    assert "Traceback" not in err + out
    assert not (tmp_path / "run").exists()


@pytest.mark.parametrize("seed", [-3, 0, 2**70])
@pytest.mark.parametrize("spec", [b for b in EVERY_BOT if b != "learned"])
def test_every_whole_number_is_a_seed_for_every_bot(spec: str, seed: int) -> None:
    """docs/bots.md: ``make_agent(name, seed)``, "the same name and seed play the same game";
    a seed is a whole number (``make_agent`` refuses anything else), negative or large as the
    game's own seed may be (``watch --seed -3``): every bot plays with it, alike each time."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=7))
    choices = []
    for _ in range(2):
        agent = make_agent(spec, seed)
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        choices.append(decide(agent, game, seat, legal))
        assert choices[-1] in legal
    assert choices[0] == choices[1]


@pytest.mark.slow
def test_watch_with_a_negative_seed_plays_the_learned_bot_at_a_temperature(capsys: pytest.CaptureFixture[str]) -> None:
    """``watch --seed`` takes any whole number and seeds the bots from it; the learned bot at a
    temperature seeded NumPy with it, which refuses a negative seed: a traceback, exit 1."""
    argv = ["watch", "--players", "2", "--seed", "-3", "--bots", "learned:temperature=1"]
    code, out, err = run_main(argv, capsys)
    assert code == 0, err
    assert "winner" in out


# -- one seed, one game --------------------------------------------------------------------------------


def _log(spec: str, config: sc.GameConfig, seed: int) -> list[tuple[int, str]]:
    game = sc.Game.new(config)
    played: list[tuple[int, str]] = []
    agents = [make_agent(spec, seed), *(make_agent("heuristic", seed + k) for k in range(1, config.players))]
    run_game(game, agents, on_action=lambda seat, action: played.append((seat, str(action))))
    return played


@pytest.mark.slow
@pytest.mark.parametrize("spec", [b for b in EVERY_BOT if not b.startswith("ismcts")])
def test_one_seed_plays_one_game_with_every_fast_bot(spec: str) -> None:
    """docs/bots.md: "the same name and seed play the same game"."""
    config = sc.GameConfig(players=3, seed=4, modules=sc.hq_modules(2) | sc.recon_modules([1, 2]))
    assert _log(spec, config, 5) == _log(spec, config, 5)


@pytest.mark.slow
def test_one_seed_plays_one_search_bot_game_to_its_end() -> None:
    """docs/bots.md: "the same seed and N give the same game" (``iters=N``)."""
    config = sc.GameConfig(players=2, seed=8, modules=sc.hq_modules(1))
    assert _log("ismcts:iters=3", config, 2) == _log("ismcts:iters=3", config, 2)


CHILD = """
import json, sys
import scavengers as sc
from scavengers.bots import make_agent, run_game
out = {}
for spec in sys.argv[1:]:
    config = sc.GameConfig(players=2, seed=6, modules=sc.recon_modules([1, 3, 5]))
    game = sc.Game.new(config)
    played = []
    run_game(game, [make_agent(spec, 9), make_agent("heuristic_v1", 10)],
             on_action=lambda seat, action: played.append(str(action)))
    out[spec] = played
print(json.dumps(out))
"""


@pytest.mark.slow
def test_one_seed_plays_one_game_in_other_processes_whatever_their_hash_seed() -> None:
    """The same seed gives the same game "across processes": sets and dicts of strings are
    ordered by the hash seed, which must not reach a bot's choice."""
    specs = [
        "random",
        "easy",
        "heuristic",
        "allin",
        "learned:temperature=1",
        "ismcts:iters=2",
        "ismcts:iters=2:search=tree",
    ]
    answers = []
    for hash_seed in ("1", "77"):
        child = subprocess.run(
            [sys.executable, "-c", CHILD, *specs],
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
            capture_output=True,
            text=True,
            check=False,
            timeout=600,
        )
        assert child.returncode == 0, child.stderr
        answers.append(json.loads(child.stdout))
    assert answers[0] == answers[1]
    assert all(len(log) > 50 for log in answers[0].values())


# -- honesty: twins at every kind of decision -------------------------------------------------------


SNIPING = frozenset({sc.Verb.SNIPE, sc.Verb.SAVE})


def _hit(decision: sc.Decision, legal: tuple[sc.Action, ...], wanted: str) -> bool:
    if wanted == "snipe":  # a window where the seat may snipe, or save a card from a snipe
        return decision.kind != "turn" and any(action.verb in SNIPING for action in legal)
    return decision.kind == wanted


def moments(config: sc.GameConfig, wanted: str, count: int = 2) -> list[tuple[sc.Game, int]]:
    """Copies of games between heuristic bots (seeded from the config, then the next seeds) at
    the first ``count`` decisions of kind ``wanted`` with more than one legal action
    (``snipe``: a window in which the seat may snipe or save), each with the seat to decide."""
    found: list[tuple[sc.Game, int]] = []
    for seed in range(config.seed, config.seed + 8):
        game = sc.Game.new(dataclasses.replace(config, seed=seed))
        game.keep_knowledge()
        bots = [make_agent("heuristic", seed + seat) for seat in range(config.players)]
        while not game.over and len(found) < count:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            decision = game.view(seat).decision
            assert decision is not None
            if len(legal) > 1 and _hit(decision, legal, wanted):
                found.append((game.clone(), seat))
            game.apply(seat, decide(bots[seat], game, seat, legal) if len(legal) > 1 else legal[0])
        if len(found) == count:
            break
    return found


TWIN_CASES = {
    "turn-base": (sc.GameConfig(players=3, seed=21), "turn"),
    "turn-hq": (sc.GameConfig(players=3, seed=22, modules=sc.hq_modules(4)), "turn"),
    "turn-recon": (sc.GameConfig(players=2, seed=23, modules=RECON), "turn"),
    "snipe-base": (sc.GameConfig(players=4, seed=24), "snipe"),
    "snipe-hq": (sc.GameConfig(players=4, seed=26, modules=sc.hq_modules(1)), "snipe"),
    "snipe-recon": (sc.GameConfig(players=4, seed=24, modules=RECON), "snipe"),
    "save-hq": (sc.GameConfig(players=4, seed=26, modules=sc.hq_modules(1)), "save"),
    "save-recon": (sc.GameConfig(players=4, seed=26, modules=RECON), "save"),
    "commit-base": (sc.GameConfig(players=3, seed=26), "commit"),
    "commit-recon": (sc.GameConfig(players=4, seed=27, modules=RECON), "commit"),
    "skirmish-hq": (sc.GameConfig(players=3, seed=28, modules=sc.hq_modules(4)), "skirmish"),
    "draft-hq": (sc.GameConfig(players=3, seed=29, modules=sc.hq_modules(3), variants=DRAFT), "bribe"),
    "leader-hq": (sc.GameConfig(players=3, seed=30, modules=sc.hq_modules(3)), "leader"),
    "keep-recon": (sc.GameConfig(players=3, seed=31, modules=RECON), "keep"),
    "engage-solo": (sc.GameConfig(players=1, seed=32, modules=sc.hq_modules(4)), "engage"),
    "respond-recon": (sc.GameConfig(players=4, seed=33, modules=RECON), "respond"),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", sorted(TWIN_CASES))
def test_twins_that_differ_only_in_hidden_cards_get_the_same_choice_from_every_bot(case: str) -> None:
    """docs/bots.md: "Every bot sees only its own seat's view and the legal actions; the search
    bot also gets games sampled from what its seat knows ... never the real game's hidden
    cards". A twin dealt afresh where the seat cannot see shows it the same view; a fresh bot
    of one seed chooses alike in both."""
    config, wanted = TWIN_CASES[case]
    found = moments(config, wanted)
    assert found, f"no {wanted} decision in {case}"
    rng = random.Random(case)
    for game, seat in found:
        twin = game.determinize(seat, rng.getrandbits(63))
        assert twin.view(seat) == game.view(seat)
        assert twin.zones() != game.zones()
        legal = game.legal_actions(seat)
        assert twin.legal_actions(seat) == legal
        for spec in EVERY_BOT:
            mine = decide(make_agent(spec, 31), game, seat, legal)
            assert mine in legal
            assert decide(make_agent(spec, 31), twin, seat, legal) == mine, (case, spec)


# -- the search bot's samples ------------------------------------------------------------------------


def _zone_of(record: sc.Knowledge, zones: dict[str, list[str]]) -> list[str] | None:
    """The kinds in the zone a knowledge record names, top first (a look at chosen deck
    positions, ``2:deck@1,2``: the cards at those positions)."""
    zone, _, positions = record.zone.partition("@")
    there = zones.get(zone)
    if there is None or not positions:
        return there
    return [there[int(p) - 1] for p in positions.split(",") if int(p) <= len(there)]


def _in_order(seen: tuple[str, ...], pile: list[str]) -> bool:
    """Whether ``seen`` lies in ``pile`` in its order (cards may have come between since)."""
    rest = iter(pile)
    return all(kind in rest for kind in seen)


def _holds(record: sc.Knowledge, zones: dict[str, list[str]]) -> bool:
    """Whether the zone holds what the record says the seat saw there (docs/view.md): all but
    ``may_have_left`` of its cards, and in the pile's order where ``in_order``."""
    there = _zone_of(record, zones)
    if there is None:
        return True
    missing = Counter(record.cards) - Counter(there)
    if sum(missing.values()) > record.may_have_left:
        return False
    return not (record.in_order and record.may_have_left == 0) or _in_order(record.cards, there)


SAMPLE_CASES = {
    "base-3p": sc.GameConfig(players=3, seed=41),
    "hq4-3p": sc.GameConfig(players=3, seed=42, modules=sc.hq_modules(4)),
    "recon-2p": sc.GameConfig(players=2, seed=43, modules=RECON),
    "recon-4p-2012": sc.GameConfig(players=4, seed=44, modules=RECON, rules="2012"),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", sorted(SAMPLE_CASES))
def test_every_sample_shows_the_seat_its_own_view_and_holds_what_the_seat_has_seen(case: str) -> None:
    """docs/bots.md: a sample is dealt "from what its seat knows": the seat sees in it exactly
    what it sees in the real game (docs/view.md's ``knowledge`` included), and each card the
    seat alone has seen lies where it saw it (``may_have_left`` of them may be gone)."""
    config = SAMPLE_CASES[case]
    game = sc.Game.new(config)
    game.keep_knowledge()
    bots = [make_agent("heuristic", seat) for seat in range(config.players)]
    checked = records = 0
    step = 0
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if len(legal) > 1 and step % 9 == 0:
            view = game.view(seat)
            real = {name: [card.kind for card in cards] for name, cards in game.zones().items()}
            determinizer = Determinizer(game, seat)
            for seed in (1, 2):
                sample = determinizer.sample(seed)
                assert sample.view(seat) == view
                assert sample.legal_actions(seat) == legal
                kinds = {name: [card.kind for card in cards] for name, cards in sample.zones().items()}
                for record in view.knowledge:
                    assert _holds(record, real), record  # the reading of docs/view.md, on the real game
                    assert _holds(record, kinds), (record, _zone_of(record, kinds))
                    records += 1
            checked += 1
        game.apply(seat, decide(bots[seat], game, seat, legal) if len(legal) > 1 else legal[0])
        step += 1
    assert checked >= 10
    assert records >= 3


@pytest.mark.slow
def test_a_sample_keeps_a_rivals_starting_cards_its_own_when_it_has_hidden_nothing() -> None:
    """docs/bots.md: "a rival's starting deck ... stay that rival's, less those seen to leave,
    only their order and which of them are in its hand are unknown". At the first turn of a
    base game nobody has moved a card unseen: in every sample each rival holds exactly its
    starting cards, hand and deck together."""
    game = sc.Game.new(sc.GameConfig(players=4, seed=45))
    seat = game.to_act[0]
    real = game.zones()
    for seed in range(6):
        sample = game.determinize(seat, seed)
        zones = sample.zones()
        for rival in range(4):
            if rival == seat:
                continue
            held = Counter(c.kind for z in ("hand", "deck") for c in zones[f"{rival}:{z}"])
            assert held == Counter(c.kind for z in ("hand", "deck") for c in real[f"{rival}:{z}"])
            assert len(zones[f"{rival}:hand"]) == len(real[f"{rival}:hand"])


# -- iters and time ------------------------------------------------------------------------------------


def searcher(spec: str) -> IsmctsAgent:
    agent = make_agent(spec, 0)
    assert isinstance(agent, IsmctsAgent)
    return agent


def _first_searched(config: sc.GameConfig) -> tuple[sc.Game, int]:
    game = sc.Game.new(config)
    probe = make_agent("ismcts:iters=2", 0)
    while True:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if deliberates(probe, game, seat, legal):
            return game, seat
        game.play(legal[0])


def test_iters_is_the_number_of_playouts() -> None:
    """docs/bots.md: ``iters=N``: "N playouts per decision"."""
    game, seat = _first_searched(sc.GameConfig(players=2, seed=3))
    for n in (1, 7):
        agent = searcher(f"ismcts:iters={n}")
        decide(agent, game, seat, game.legal_actions(seat))
        assert agent.last_iterations == n


def test_a_tiny_time_limit_still_answers_after_playing_each_candidate_once() -> None:
    """docs/bots.md: ``time=S``: "the paired search plays each candidate on at least one sample
    first, so a short S can be passed"; any positive S is allowed and still gives an answer
    searched over every candidate (the tree search, out of time before its first playout,
    answers with its policy's choice)."""
    game, seat = _first_searched(sc.GameConfig(players=2, seed=3))
    legal = game.legal_actions(seat)
    worth = len(candidates(legal, game.view(seat)))
    assert worth > 1
    for spec, least in (("ismcts:time=0.000001", worth), ("ismcts:time=0.000001:search=tree", 0)):
        agent = searcher(spec)
        started = time.perf_counter()
        assert decide(agent, game, seat, legal) in legal
        assert time.perf_counter() - started < 5
        assert agent.last_iterations >= least


@pytest.mark.slow
def test_time_bounds_a_decision_when_iters_would_take_far_longer() -> None:
    """docs/bots.md: with ``iters`` and ``time`` "whichever comes first"."""
    game, seat = _first_searched(sc.GameConfig(players=2, seed=3))
    legal = game.legal_actions(seat)
    for spec in ("ismcts:iters=1000000000:time=0.3", "ismcts:iters=1000000000:time=0.3:search=tree"):
        agent = searcher(spec)
        started = time.perf_counter()
        assert decide(agent, game, seat, legal) in legal
        took = time.perf_counter() - started
        assert took < 3, (spec, took)
        assert 1 <= agent.last_iterations < 1_000_000_000


# -- decision times: medians, loose bounds -------------------------------------------------------------


def _decision_cpu_seconds(spec: str, limit: int) -> list[float]:
    bot, rival = make_agent(spec, 1), make_agent("heuristic", 2)
    game = sc.Game.new(sc.GameConfig(players=2, seed=11))
    took: list[float] = []
    while not game.over and len(took) < limit:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if seat == 0 and len(legal) > 1 and deliberates(bot, game, 0, legal):
            started = time.process_time()
            action = decide(bot, game, 0, legal)
            took.append(time.process_time() - started)
        else:
            action = decide(bot if seat == 0 else rival, game, seat, legal) if len(legal) > 1 else legal[0]
        game.play(action)
    return took


def test_the_learned_bot_decides_in_about_a_fraction_of_a_millisecond() -> None:
    """docs/bots.md: "A decision costs it about 0.2 ms of CPU in 2 and 4 players (at most about
    1 ms)". Asserted loosely (the median under 20 ms of CPU): the audit reports the figure."""
    took = _decision_cpu_seconds("learned", 200)
    assert len(took) >= 30
    assert statistics.median(took) < 0.02


@pytest.mark.slow
def test_the_search_bot_at_400_iterations_takes_well_under_a_second_a_decision() -> None:
    """docs/bots.md: at 400 iterations, 2 players, "about 0.20 mean and 0.33 longest in pure
    Python"; the targets were set "at up to 1 second per decision". Asserted loosely (median
    under 2 s of CPU): the audit reports the figure."""
    took = _decision_cpu_seconds("ismcts:iters=400", 8)
    assert len(took) == 8
    assert statistics.median(took) < 2.0


# -- what else the docs promise of the bots -------------------------------------------------------------


def test_the_shipped_network_has_two_layers_of_128_and_a_score_for_each_of_142_words() -> None:
    """docs/bots.md: "two ReLU layers of 128 units over the learning environments'
    observation, a score for each of their 142 words"; ``learned.npz`` is "about 1 MB"."""
    import numpy as np

    from scavengers.rl import WORDS

    with np.load(WEIGHTS) as weights:
        assert weights["w1"].shape == (128, 128)
        assert weights["wp"].shape == (128, len(WORDS)) == (128, 142)
    assert 0.5e6 < WEIGHTS.stat().st_size < 2e6


NO_TORCH = """
import sys
sys.modules["torch"] = None  # importing PyTorch now fails
import scavengers as sc
from scavengers.bots import make_agent, run_game
game = sc.Game.new(sc.GameConfig(players=2, seed=3))
run_game(game, [make_agent("learned", 1), make_agent("learned:temperature=1", 2)])
assert game.over and "torch" not in {name.partition(".")[0] for name in sys.modules if sys.modules[name]}
print("ok")
"""


@pytest.mark.slow
def test_the_learned_bot_plays_with_numpy_alone() -> None:
    """docs/bots.md: "Playing needs NumPy alone (no PyTorch, not even the ``rl`` extra)"."""
    child = subprocess.run([sys.executable, "-c", NO_TORCH], capture_output=True, text=True, check=False, timeout=300)
    assert child.returncode == 0, child.stderr
    assert child.stdout.strip() == "ok"


def test_the_search_bot_does_not_search_a_commit_and_answers_a_single_action_at_once() -> None:
    """docs/bots.md: "the search bot answers at once where only one action is worth searching:
    a commit"; a decision with a single legal action is not searched either."""
    found = moments(sc.GameConfig(players=3, seed=26), "commit", 1)
    assert found
    game, seat = found[0]
    agent = searcher("ismcts:iters=50")
    legal = game.legal_actions(seat)
    assert not deliberates(agent, game, seat, legal)
    assert decide(agent, game, seat, legal) in legal
    assert agent.last_iterations == 0
    assert decide(agent, game, seat, legal[:1]) == legal[0]
    assert agent.last_iterations == 0


@pytest.mark.parametrize(
    "spec",
    [
        pytest.param("ismcts:iters=6", marks=pytest.mark.slow),
        pytest.param("ismcts:iters=6:search=tree", marks=pytest.mark.slow),
        "learned",
        "heuristic",
    ],
)
def test_every_bot_plays_the_solo_game_with_legal_actions(spec: str) -> None:
    """docs/bots.md: the search bot "scores the tribe with the hand-made evaluation" in the
    solo game, which has no rival; the learned bot "plays the solo game poorly" but plays it."""
    game = sc.Game.new(sc.GameConfig(players=1, seed=5))
    agent = make_agent(spec, 0)
    for _ in range(40):
        if game.over:
            break
        legal = game.legal_actions(0)
        action = decide(agent, game, 0, legal)
        assert action in legal
        game.apply(0, action)


def test_a_bot_registered_by_a_program_takes_its_options_and_refuses_a_bad_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/bots.md: ``register("hoarder", Hoarder, {"patience": int})`` makes
    ``make_agent("hoarder:patience=2", seed)`` call ``Hoarder(seed, patience=2)``; "a value
    that does not read is refused as for the bots above"."""
    from scavengers.bots import agent as agent_module

    made: list[tuple[int, int]] = []

    class Hoarder:
        name = "hoarder"
        observes: ClassVar[bool] = False

        def __init__(self, seed: int = 0, patience: int = 0) -> None:
            made.append((seed, patience))

        def choose(self, view: sc.View | None, legal: Sequence[sc.Action]) -> sc.Action:
            return legal[0]

    monkeypatch.setattr(agent_module, "_REGISTRY", dict(agent_module._REGISTRY))
    agent_module.register("hoarder", Hoarder, {"patience": int})
    make_agent("hoarder:patience=2", 9)
    assert made == [(9, 2)]
    for bad, said in (
        ("hoarder:patience=two", "option patience='two' is not a valid value"),
        ("hoarder:speed=1", "has no option 'speed'"),
    ):
        with pytest.raises(ValueError, match=said):
            make_agent(bad, 0)


def test_the_allin_bot_keeps_every_card_for_the_skirmish() -> None:
    """docs/bots.md: ``allin`` "keeps every card for the skirmish": in a round that ends in a
    skirmish it ends its turn at once and commits its whole hand."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=4, modules=sc.hq_modules(2)))
    bots = [make_agent("allin", 0), make_agent("heuristic", 1), make_agent("heuristic", 2)]
    seen: Counter[str] = Counter()
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        action = decide(bots[seat], game, seat, legal) if len(legal) > 1 else legal[0]
        view = game.view(seat)
        if seat == 0 and len(legal) > 1 and view.skirmish_this_round and view.decision is not None:
            if view.decision.kind == "turn":
                assert action.verb is sc.Verb.END
                seen["turn"] += 1
            elif view.decision.kind == "commit":
                assert Counter(action.cards) == Counter(view.hand)
                seen["commit"] += 1
        game.play(action)
    assert seen["turn"] >= 5
    assert seen["commit"] >= 5


def test_the_random_bot_chooses_uniformly_among_the_legal_actions() -> None:
    """docs/bots.md: ``random`` is "a uniform choice among the legal actions (seeded)": over
    many seeds each of a turn's actions is chosen about as often as any other."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=1))
    seat = game.to_act[0]
    legal = game.legal_actions(seat)
    assert len(legal) >= 4
    counts = Counter(decide(make_agent("random", seed), game, seat, legal) for seed in range(200 * len(legal)))
    assert set(counts) == set(legal)
    assert all(120 <= count <= 280 for count in counts.values()), counts


def test_the_tree_search_expands_at_most_one_node_an_iteration() -> None:
    """docs/bots.md: ``search=tree``: "one tree over every seat's decisions ..., one node
    expanded per iteration": after N iterations the tree holds at most N nodes below its root,
    and its root's actions were tried N times in all."""
    game, seat = _first_searched(sc.GameConfig(players=3, seed=12))
    agent = searcher("ismcts:iters=40:search=tree")
    decide(agent, game, seat, game.legal_actions(seat))
    root = agent.last_tree
    assert root is not None
    nodes, stack = 0, list(root.child.values())
    while stack:
        edge = stack.pop()
        nodes += 1
        stack.extend(edge.child.values())
    assert 1 < nodes <= 40
    assert sum(edge.visits for edge in root.child.values()) == 40
