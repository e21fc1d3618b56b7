"""The strategist's tools checked independently (audit 21): hints, ``scavengers analyse``,
``simulate`` and ``report`` against docs/analysis.md, docs/bots.md and docs/reports.md, each
figure checked with a computation of its own rather than read back from the code.

- A hint and a review at a last skirmish whose outcome the rules settle [000:116] [000:170]
  [000:316]: the estimates are the win shares of the playouts, exactly 1 and 0.
- At a last skirmish whose outcome hangs on a rival's face-down force [000:158], a review's
  estimate of the move made is a share of real wins over the samples it says it played.
- Twin games that differ only in a face-down force get the same hint and the same review.
- ``simulate``'s and ``report``'s rows recomputed from the per-game files they write.
- Plots written where asked, bad arguments refused with exit status 2 and one clear line.
"""

from __future__ import annotations

import csv
import json
import math
import re
import threading
from collections import defaultdict
from itertools import pairwise
from pathlib import Path
from statistics import NormalDist, mean, stdev
from typing import Any

import pytest

import scavengers as sc
from helpers import run_main
from scavengers.analysis import Budget, hint, review
from scavengers.bots import decide, make_agent
from scavengers.tui.session import HUMAN, Session

Z = 1.959963984540054
"""The normal distribution's 97.5% point."""
T_975 = {3: 3.182446305284263, 5: 2.570581835636314, 7: 2.3646242515927844}
"""Student's t 97.5% points by degrees of freedom, from a printed table."""


def wilson(wins: float, n: int, z: float = Z) -> tuple[float, float]:
    """The Wilson score interval, as a textbook writes it."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


# -- a last skirmish the rules settle ------------------------------------------------------------

SETTLED = {
    # The last contested resource (a family of 5 people). Seat 1 committed 3 brawlers (fight 6),
    # seat 0 2 brawlers and a sniper team (fight 4) and kept a refugee; both forces revealed, no
    # card is hidden from seat 0 that could change the end: decks and hands are empty.
    "round": 3,
    "initiator": 1,
    "contested": ["tribe_family_5"],
    "junkyard": ["junk", "net", "pills"],
    "players": [
        {"hand": ["brawler", "brawler", "sniper_team", "refugee"], "deck": []},
        {"hand": ["brawler", "brawler", "brawler"], "deck": []},
    ],
}
SETTLED_ACTIONS = [
    (1, "end"),
    (1, "commit brawler brawler brawler"),
    (0, "end"),
    (0, "commit brawler brawler sniper_team"),
]


def settled() -> tuple[sc.GameConfig, sc.Game]:
    """The settled skirmish at seat 0's choice: snipe a brawler of seat 1, or pass."""
    config = sc.GameConfig(players=2, seed=0, scenario=SETTLED)
    game = sc.Game.new(config)
    for seat, action in SETTLED_ACTIONS:
        game.apply(seat, action)
    return config, game


def finished(config: sc.GameConfig, actions: list[tuple[int, str]]) -> tuple[sc.Game, list[tuple[int, str]]]:
    """``actions`` replayed, then the game played to its end by the first legal action."""
    game = sc.Game.new(config)
    played = list(actions)
    for seat, action in actions:
        game.apply(seat, action)
    while not game.over:
        mover = game.to_act[0]
        first = game.legal_actions(mover)[0]
        game.apply(mover, first)
        played.append((mover, str(first)))
    return game, played


def test_the_settled_skirmish_is_won_by_the_snipe_and_lost_by_the_pass_by_the_rules() -> None:
    """The premise, from the rules alone: a 2-player skirmish must be won by 2 [000:116]; the
    sniped brawler is ineffective for the round [000:316], so 4 against 4 is a tie and the family
    goes to the junkyard: seat 0's 5 people (2 brawlers, a sniper team of 2, a refugee) against
    seat 1's 3 win [000:170]. Passing, 4 against 6 loses the family: 5 against 3 + 5."""
    config, game = settled()
    assert sorted(str(a) for a in game.legal_actions(0)) == ["pass", "snipe 1:brawler"]
    sniped, _ = finished(config, [*SETTLED_ACTIONS, (0, "snipe 1:brawler")])
    passed, _ = finished(config, [*SETTLED_ACTIONS, (0, "pass")])
    assert sniped.result is not None
    assert passed.result is not None
    assert [s.people for s in sniped.result.scores] == [5, 3]
    assert sniped.result.winners == (0,)
    assert [s.people for s in passed.result.scores] == [5, 8]
    assert passed.result.winners == (1,)


@pytest.mark.parametrize("iterations", [2, 10, 31])
def test_a_hint_at_the_settled_skirmish_gives_the_snipe_a_chance_of_1_and_the_pass_0(iterations: int) -> None:
    """docs/analysis.md: in the last round the playouts reach the end of the game and count
    real wins. Every sample of this table ends the same way, so the share of wins after the
    snipe is exactly 1 and after the pass exactly 0, on whatever budget; the hint lists the
    snipe first and spends exactly its budget of playouts, split between the two moves."""
    _, game = settled()
    found = hint(game, 0, seed=7, budget=Budget(iterations))
    said = [(str(s.action), s.chance) for s in found.suggestions]
    assert said == [("snipe 1:brawler", 1.0), ("pass", 0.0)]
    assert found.playouts == iterations
    assert sum(s.playouts for s in found.suggestions) == iterations
    assert not found.stopped


def test_a_hint_changes_nothing_in_the_game_and_tells_nobody() -> None:
    """docs/analysis.md: a hint "changes nothing in the game and nobody else is told about it":
    the game's state (its random state included: it plays on to the same end) and every seat's
    log are the same after it."""
    config, game = settled()
    before = game.to_json()
    logs = [game.log(seat) for seat in range(2)]
    hint(game, 0, seed=3, budget=Budget(12))
    assert game.to_json() == before
    assert [game.log(seat) for seat in range(2)] == logs
    game.apply(0, "pass")
    untouched, _ = finished(config, [*SETTLED_ACTIONS, (0, "pass")])
    while not game.over:
        mover = game.to_act[0]
        game.apply(mover, game.legal_actions(mover)[0])
    assert game.to_json() == untouched.to_json()


def test_the_review_of_the_pass_marks_it_as_100_points_lost_with_the_snipe_better() -> None:
    """docs/analysis.md: "after" is the chance with the move made, "before" with the best move
    found when one was clearly better, and a decision is marked when that was worth at least 3
    points: here the pass gave away the whole game (1 to 0)."""
    config, _ = settled()
    game, actions = finished(config, [*SETTLED_ACTIONS, (0, "pass")])
    found = review(config, actions, 0, iterations=10, seed=0, names=["Ann", "Bob"])
    last = found.decisions[-1]
    assert (last.taken, last.better, last.before, last.after) == ("pass", "snipe 1:brawler", 1.0, 0.0)
    assert last.loss == 1.0
    assert last.marked
    assert (
        last.advice == "in round 3 you chose to pass: about 100 points of win chance lost; better: snipe Bob's Brawler"
    )
    assert found.winners == (1,) == game.result.winners  # type: ignore[union-attr]
    # Every decision before it kept the game won: nothing else is marked.
    assert [d.marked for d in found.decisions] == [False] * (len(found.decisions) - 1) + [True]
    assert all(d.after == 1.0 for d in found.decisions[:-1])


def test_the_review_of_the_snipe_marks_nothing_and_keeps_the_chance_at_1() -> None:
    config, _ = settled()
    _, actions = finished(config, [*SETTLED_ACTIONS, (0, "snipe 1:brawler")])
    found = review(config, actions, 0, iterations=10, seed=0)
    assert found.decisions
    assert all((d.better, d.before, d.after, d.marked) == (None, 1.0, 1.0, False) for d in found.decisions)
    assert found.winners == (0,)


def test_each_judged_decision_spends_its_iterations_and_the_total_is_their_sum() -> None:
    """docs/analysis.md: ``--iterations`` is the playouts per decision; the JSON's
    ``playouts`` is what the whole analysis spent; ``compared`` counts the moves compared, at
    least two (a decision with one sensible move is not judged) and never more than were legal."""
    config, _ = settled()
    _, actions = finished(config, [*SETTLED_ACTIONS, (0, "pass")])
    found = review(config, actions, 0, iterations=9, seed=4)
    game = sc.Game.new(config)
    legal: dict[int, int] = {}
    for step, (seat, action) in enumerate(actions):
        if seat == 0:
            legal[step] = len(game.legal_actions(0))
        game.apply(seat, action)
    assert [d.playouts for d in found.decisions] == [9] * len(found.decisions)
    assert found.playouts == 9 * len(found.decisions)
    assert all(2 <= d.compared <= legal[d.step] for d in found.decisions)
    assert all(actions[d.step] == (0, d.taken) for d in found.decisions)


# -- a last skirmish that hangs on a face-down force -----------------------------------------------


def hidden_force(twin: bool) -> tuple[sc.GameConfig, list[tuple[int, str]]]:
    """The last contested resource. Seat 1 committed 2 cards face down [000:158] and discarded
    the rest face up (junk, 2 refugees); seat 0 is to commit. In the twin the face-down force
    is a refugee and a scavenger (fight 1) instead of a brawler and a scavenger (fight 3), the
    brawler in seat 1's deck instead: what seat 0 can see is the same."""
    hand, deck, commit = (
        (
            ["refugee", "scavenger", "refugee", "refugee", "junk"],
            ["brawler", "refugee", "scavenger"],
            "refugee scavenger",
        )
        if twin
        else (
            ["brawler", "scavenger", "refugee", "refugee", "junk"],
            ["refugee", "refugee", "scavenger"],
            "brawler scavenger",
        )
    )
    table = {
        "round": 3,
        "initiator": 1,
        "contested": ["tribe_family_5"],
        "junkyard": ["junk", "net", "pills"],
        "players": [
            {"hand": ["brawler", "scavenger", "refugee", "refugee"], "deck": ["refugee", "scavenger"]},
            {"hand": hand, "deck": deck},
        ],
    }
    return sc.GameConfig(players=2, seed=0, scenario=table), [(1, "end"), (1, f"commit {commit}"), (0, "end")]


def test_the_twin_tables_look_the_same_to_seat_0_and_differ_in_the_face_down_force() -> None:
    games = []
    for twin in (False, True):
        config, actions = hidden_force(twin)
        game = sc.Game.new(config)
        for seat, action in actions:
            game.apply(seat, action)
        games.append(game)
    one, two = games
    assert one.view(0) == two.view(0)
    assert one.log(0) == two.log(0)
    assert one.zones() != two.zones()
    assert one.view(0).seats[1].committed_count == 2


@pytest.mark.parametrize(("seed", "iterations"), [(0, 12), (1, 40), (5, 25)])
def test_twin_games_differing_in_a_face_down_force_get_the_same_hint(seed: int, iterations: int) -> None:
    """docs/analysis.md: "a game that differs only in what the seat cannot see gets the very
    same hint from the same seed": a face-down force of fight 3 or of fight 1 [000:158]."""
    hints = []
    for twin in (False, True):
        config, actions = hidden_force(twin)
        game = sc.Game.new(config)
        for seat, action in actions:
            game.apply(seat, action)
        hints.append(hint(game, 0, seed=seed, budget=Budget(iterations)))
    assert hints[0] == hints[1]
    assert hints[0].suggestions


@pytest.mark.parametrize("taken", ["commit brawler", "commit none", "commit refugee refugee"])
def test_twin_games_differing_in_a_face_down_force_get_the_same_review(taken: str) -> None:
    reviews = []
    for twin in (False, True):
        config, actions = hidden_force(twin)
        reviews.append(review(config, [*actions, (0, taken)], 0, iterations=8, seed=3))
    assert reviews[0].decisions == reviews[1].decisions
    assert reviews[0].decisions[-1].taken == taken


@pytest.mark.parametrize("taken", ["commit brawler", "commit none", "commit refugee refugee", "commit scavenger"])
@pytest.mark.parametrize("iterations", [10, 16])
def test_the_chance_after_a_last_commit_is_a_share_of_real_wins_of_the_samples_played(
    taken: str, iterations: int
) -> None:
    """docs/analysis.md: "after" is the estimated chance to win with the move made, and in the
    last round the playouts count real wins. With two moves compared (the one made and the bot's
    own, the whole hand), both are played on the same samples, so half the playouts are the
    move made's samples, each a win (1), a loss (0) or a shared victory (1/2) [000:172]: the
    estimate times the playouts is a whole number, as a share of those results must be."""
    config, actions = hidden_force(False)
    found = review(config, [*actions, (0, taken)], 0, iterations=iterations, seed=1)
    last = found.decisions[-1]
    assert (last.taken, last.compared, last.playouts) == (taken, 2, iterations)
    samples = last.playouts // 2
    halves = last.after * samples * 2
    assert halves == pytest.approx(round(halves), abs=1e-9)
    assert 0.0 <= last.after <= last.before <= 1.0


# -- the order of a hint's moves -----------------------------------------------------------------


def mid_game(seed: int) -> sc.Game:
    """A 3-player game played by heuristic bots to seat 0's first decision of round 2 with at
    least four legal actions."""
    game = sc.Game.new(sc.GameConfig(players=3, seed=seed))
    bots = [make_agent("heuristic", s) for s in range(3)]
    while True:
        mover = game.to_act[0]
        legal = game.legal_actions(mover)
        if mover == 0 and game.round >= 2 and len(legal) >= 4:
            return game
        game.apply(mover, decide(bots[mover], game, mover, legal) if len(legal) > 1 else legal[0])


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_move_listed_below_a_better_looking_one_rests_on_fewer_playouts(seed: int) -> None:
    """docs/analysis.md: the moves are listed "in the search's order: the moves it kept in the
    running longest, whose figures rest on the most playouts, so a move below another may show a
    higher but rougher figure". So a move shown below one with a lower chance rests on fewer
    playouts; each move is legal and listed once; at most 3 are shown."""
    game = mid_game(seed)
    found = hint(game, 0, seed=seed, budget=Budget(60))
    legal = game.legal_actions(0)
    shown = found.suggestions
    assert 1 <= len(shown) <= 3
    assert len({s.action for s in shown}) == len(shown)
    assert all(s.action in legal and 0.0 <= s.chance <= 1.0 and s.playouts >= 1 for s in shown)
    for upper, lower in pairwise(shown):
        if lower.chance > upper.chance:
            assert lower.playouts < upper.playouts, (upper, lower)
    assert found.playouts == 60


# -- progress and stopping -------------------------------------------------------------------------


def test_a_reviews_progress_rises_to_1_and_its_playouts_add_up() -> None:
    config, _ = settled()
    _, actions = finished(config, [*SETTLED_ACTIONS, (0, "pass")])
    heard: list[float] = []
    found = review(config, actions, 0, iterations=6, seed=0, progress=heard.append)
    assert heard == sorted(heard)
    assert heard[-1] == 1.0
    assert all(0.0 <= share <= 1.0 for share in heard)
    assert found.playouts == sum(d.playouts for d in found.decisions)


def test_a_stopped_review_keeps_what_it_judged_and_says_it_stopped() -> None:
    """docs/analysis.md "Stopping": it keeps what was judged, the decision it was judging
    included, on the playouts it had, and says it stopped."""
    config, _ = settled()
    _, actions = finished(config, [*SETTLED_ACTIONS, (0, "pass")])
    stop = threading.Event()

    def heard(share: float) -> None:
        if share > 0:
            stop.set()

    found = review(config, actions, 0, iterations=400, seed=0, progress=heard, stop=stop)
    assert found.stopped
    assert 1 <= len(found.decisions) < 3
    assert found.decisions[0].playouts < 400
    assert found.playouts == sum(d.playouts for d in found.decisions)
    assert found.to_json()["stopped"] is True


# -- scavengers analyse on a saved game ------------------------------------------------------------


@pytest.fixture
def saved_pass(tmp_path: Path) -> Path:
    """The settled skirmish passed by the person at seat 0 against a heuristic bot, played to its
    end and saved as ``scavengers play`` saves it."""
    session = Session.new(sc.GameConfig(players=2, seed=0, scenario=SETTLED), [HUMAN, "heuristic"], tmp_path / "g.json")
    for seat, action in [*SETTLED_ACTIONS, (0, "pass")]:
        session.apply(seat, action)
    while not session.game.over:
        mover = session.game.to_act[0]
        session.apply(mover, session.game.legal_actions(mover)[0])
    return session.save()


def test_analyse_prints_the_winner_the_marked_pass_and_the_chance_at_the_rounds_end(
    saved_pass: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/analysis.md: a summary, the marked decisions (each with the step of the replay that
    shows it), and the chance at the end of each round; seat 1 won [000:170]."""
    code, out, err = run_main(["analyse", str(saved_pass), "--iterations", "10"], capsys)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("Seat 0 (you): 3 decisions judged, 1 marked, 30 playouts in ")
    assert "Winners: Seat 1 (heuristic)." in lines
    marked = [line for line in lines if line.startswith("  - ")]
    assert marked == [
        "  - in round 3 you chose to pass: about 100 points of win chance lost; "
        "better: snipe Seat 1 (heuristic)'s Brawler (replay step 5)"
    ]
    at_end = lines.index("Estimated win chance after the last decision of each round:")
    assert lines[at_end + 1] == "  round  3:   0%"
    # Not a terminal: no bar drawn once at the end, but a plain line at every tenth of the work
    # (as simulate and report print theirs), the last one at 100%, on stderr.
    progress = [line for line in err.splitlines() if line.startswith("judged ")]
    shares = [int(line.split()[1].rstrip("%")) for line in progress]
    assert shares == sorted(set(shares))
    assert shares[-1] == 100
    assert len(shares) <= 10
    assert all(line.endswith(" left") for line in progress[:-1])
    assert progress[-1].startswith("judged 100% of seat 0's decisions, 0:00:")
    assert "Traceback" not in err


def test_analyse_json_is_the_documented_review_of_the_pass(
    saved_pass: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run_main(["analyse", str(saved_pass), "--iterations", "10", "--json"], capsys)
    assert code == 0, err
    data = json.loads(out)  # stdout holds the JSON alone: the progress went to stderr
    assert (data["file"], data["seat"], data["players"], data["iterations"]) == (str(saved_pass), 0, 2, 10)
    assert data["names"] == ["Seat 0 (you)", "Seat 1 (heuristic)"]
    assert data["winners"] == [1]
    assert data["stopped"] is False
    assert data["playouts"] == sum(d["playouts"] for d in data["decisions"]) == 30
    last = data["decisions"][-1]
    assert (last["taken"], last["better"], last["before"], last["after"], last["loss"]) == (
        "pass",
        "snipe 1:brawler",
        1.0,
        0.0,
        1.0,
    )
    assert last["marked"] is True
    # ``step`` is the decision's index in the save's list of actions.
    saved = json.loads(saved_pass.read_text(encoding="utf-8"))
    assert saved["game"]["actions"][last["step"]] == [0, "pass"]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "magic"), [("chance.png", b"\x89PNG"), ("chance.pdf", b"%PDF"), ("chance.svg", b"<?xml")]
)
def test_analyse_writes_its_plot_where_asked_in_the_format_of_its_extension(
    saved_pass: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, magic: bytes
) -> None:
    plot = tmp_path / "plots" / name
    plot.parent.mkdir()
    code, out, err = run_main(["analyse", str(saved_pass), "--iterations", "4", "--plot", str(plot)], capsys)
    assert code == 0, err
    assert plot.read_bytes().lstrip().startswith(magic)
    assert f"Wrote the win chance over the game to {plot}." in out
    assert sorted(p.name for p in plot.parent.iterdir()) == [name]  # nothing else written there


BAD_ANALYSE = {
    "seat-not-a-number": (["--seat", "x"], "argument --seat: invalid int value: 'x'"),
    "iterations-a-fraction": (["--iterations", "2.5"], "argument --iterations: not a number: '2.5'"),
    "seed-2-to-the-64": (["--seed", str(2**64)], "--seed"),
    "plot-jpg": (["--plot", "chance.jpg"], "a plot is written as .png, .svg or .pdf"),
    "unknown-option": (["--fast"], "unrecognized arguments: --fast"),
}


@pytest.mark.parametrize("name", list(BAD_ANALYSE))
def test_analyse_refuses_a_bad_command_line_with_status_2_in_one_line(
    saved_pass: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    """docs/reports.md "Exit status": 2 for a bad command line, whatever finds it; ``analyse``
    follows the same rule."""
    extra, said = BAD_ANALYSE[name]
    code, out, err = run_main(["analyse", str(saved_pass), *extra], capsys)
    assert code == 2
    assert out == ""
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("scavengers: error: ")
    assert said in lines[0]


# -- simulate: recounted from its games.csv --------------------------------------------------------


@pytest.fixture(scope="module")
def series(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any], str]:
    """A 4-player series of 4 games, ``heuristic`` in one seat and ``random`` in three, written
    with ``--out``, and the same series' table as printed."""
    from scavengers.cli.main import main

    out = tmp_path_factory.mktemp("series") / "out"
    argv = ["simulate", "--workers", "1", "--games", str(GAMES), "--players", "4", "--seed", "3"]
    argv += ["--bots", "heuristic,random,random,random"]
    assert main([*argv, "--out", str(out)]) == 0
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    import contextlib
    import io

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(io.StringIO()):
        assert main(argv) == 0
    return out, summary, printed.getvalue()


LINEUP = ["heuristic", "random", "random", "random"]
GAMES = 4
"""The series' games: one turn of the line-up round the table."""


def test_simulate_rotates_the_line_up_one_seat_per_game(series: tuple[Path, dict[str, Any], str]) -> None:
    """docs/reports.md: "the line-up rotates one seat per game, so every bot sits in every seat
    equally often": from one game to the next every bot moves one seat on, the same way."""
    out, _, _ = series
    table = rows(out / "games.csv")
    seated = {(int(r["game"]), int(r["seat"])): r["bot"] for r in table}
    assert len(seated) == 4 * GAMES
    heuristic_seat = [next(s for s in range(4) if seated[(g, s)] == "heuristic") for g in range(GAMES)]
    steps = {(heuristic_seat[g + 1] - heuristic_seat[g]) % 4 for g in range(GAMES - 1)}
    assert len(steps) == 1
    assert steps != {0}
    assert sorted(heuristic_seat) == [0, 1, 2, 3]
    for game in range(GAMES):
        turned = [seated[(game, s)] for s in range(4)]
        assert sorted(turned) == sorted(LINEUP)


def test_simulate_positions_are_turn_order_from_each_games_first_initiator(
    series: tuple[Path, dict[str, Any], str],
) -> None:
    """``position`` is the turn position in round 1 (0: the first initiator): each game has one
    seat at each position, and the positions run round the table from the first initiator in
    turn order (to the left [000:274], seat after seat)."""
    out, _, _ = series
    by_game: dict[int, dict[int, int]] = defaultdict(dict)
    for r in rows(out / "games.csv"):
        by_game[int(r["game"])][int(r["seat"])] = int(r["position"])
    for positions in by_game.values():
        first = next(s for s, p in positions.items() if p == 0)
        assert positions == {s: (s - first) % 4 for s in range(4)}


def test_simulate_win_rates_and_intervals_recounted_from_games_csv(series: tuple[Path, dict[str, Any], str]) -> None:
    """docs/reports.md "Win-rate intervals": the heuristic bot holds one seat a game (Wilson,
    one trial a game); random holds three, so each game gives its share (its seats' wins over 3)
    and its interval is Student's t over games with n - 1 degrees of freedom (Wilson over games
    where every game gave the same share). Shared victories count 1/k [000:172]."""
    out, summary, _ = series
    table = rows(out / "games.csv")
    lines = {b["bot"]: b for b in summary["bots"]}
    wins = sum(float(r["won"]) for r in table if r["bot"] == "heuristic")
    mine = lines["heuristic"]
    assert (mine["seats_played"], mine["interval"]) == (GAMES, "wilson")
    assert mine["wins"] == pytest.approx(wins)
    assert mine["win_rate"] == pytest.approx(wins / GAMES)
    assert (mine["ci_low"], mine["ci_high"]) == pytest.approx(wilson(wins, GAMES))
    shares = [
        sum(float(r["won"]) for r in table if r["bot"] == "random" and int(r["game"]) == g) / 3 for g in range(GAMES)
    ]
    theirs = lines["random"]
    assert theirs["seats_played"] == 3 * GAMES
    assert theirs["win_rate"] == pytest.approx(sum(shares) / GAMES)
    if len(set(shares)) > 1:
        centre = sum(shares) / GAMES
        spread = math.sqrt(sum((s - centre) ** 2 for s in shares) / (GAMES - 1))
        half = T_975[GAMES - 1] * spread / math.sqrt(GAMES)
        assert theirs["interval"] == "t over games"
        assert (theirs["ci_low"], theirs["ci_high"]) == pytest.approx(
            (max(0.0, centre - half), min(1.0, centre + half))
        )
    else:
        assert theirs["interval"] == "wilson over games"
        assert (theirs["ci_low"], theirs["ci_high"]) == pytest.approx(wilson(sum(shares), GAMES))
    # The bots' lines come highest win rate first; each game's wins add up to one.
    assert [b["win_rate"] for b in summary["bots"]] == sorted((b["win_rate"] for b in summary["bots"]), reverse=True)
    for game in range(GAMES):
        assert sum(float(r["won"]) for r in table if int(r["game"]) == game) == pytest.approx(1.0)


def test_simulate_mean_people_and_rounds_recounted_from_games_csv(series: tuple[Path, dict[str, Any], str]) -> None:
    """docs/reports.md: ``mean_people`` is the bot's tribes' mean size (over its seats), and
    ``mean_rounds`` the mean game length."""
    out, summary, _ = series
    table = rows(out / "games.csv")
    for line in summary["bots"]:
        theirs = [int(r["people"]) for r in table if r["bot"] == line["bot"]]
        assert line["mean_people"] == pytest.approx(sum(theirs) / len(theirs))
    rounds = {int(r["game"]): int(r["rounds"]) for r in table}
    assert summary["mean_rounds"] == pytest.approx(sum(rounds.values()) / GAMES)
    assert (summary["games"], summary["players"], summary["seed"]) == (GAMES, 4, 3)
    assert summary["lineup"] == LINEUP


def test_simulates_printed_table_shows_the_figures_of_its_summary(series: tuple[Path, dict[str, Any], str]) -> None:
    """The table ``simulate`` prints without ``--json`` says the same win rates and 95%
    intervals, to a tenth of a percent, as the summary it writes."""
    _, summary, printed = series
    assert f"{GAMES} games, 4 players" in printed
    for line in summary["bots"]:
        row = next(text for text in printed.splitlines() if re.search(rf"\b{line['bot']}\b", text))
        for figure in (line["win_rate"], line["ci_low"], line["ci_high"]):
            assert f"{100 * figure:.1f}" in row, (row, line)


def test_simulate_writes_its_plot_where_asked(series: tuple[Path, dict[str, Any], str]) -> None:
    out, _, _ = series
    assert (out / "winrates.png").read_bytes().startswith(b"\x89PNG")
    assert sorted(p.name for p in out.iterdir()) == ["games.csv", "summary.json", "winrates.png"]


# -- report: rows recomputed from its games.csv ----------------------------------------------------


@pytest.fixture(scope="module")
def study(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """A small study: 2 players with HQ 1-3 (leaders and mercenaries), random bots, 10 games an
    arm (one block of the 10 leaders)."""
    import contextlib
    import io

    from scavengers.cli.main import main

    out = tmp_path_factory.mktemp("study") / "out"
    argv = ["report", "--workers", "1", "--games", "10", "--players", "2", "--hq", "3", "--bots", "random"]
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert main([*argv, "--sections", "leaders,mercenaries", "--out", str(out)]) == 0
    return out, json.loads((out / "summary.json").read_text(encoding="utf-8"))


def table_titled(summary: dict[str, Any], start: str) -> dict[str, Any]:
    return next(t for s in summary["sections"] for t in s["tables"] if t["title"].startswith(start))


SIMULTANEOUS_Z = NormalDist().inv_cdf(1 - 0.05 / 2 / 10)
"""docs/reports.md: a simultaneous interval, Bonferroni over every leader of the game (10)."""

LEADER_NAMES = {
    "leader_butcher": "The Butcher",
    "leader_cannibal": "The Cannibal",
    "leader_excavator": "The Excavator",
    "leader_fanatic": "The Fanatic",
    "leader_gangster": "The Gangster",
    "leader_mentor": "The Mentor",
    "leader_organizer": "The Organizer",
    "leader_peacemaker": "The Peacemaker",
    "leader_ranger": "The Ranger",
    "leader_sergeant_at_arms": "The Sergeant at Arms",
}


@pytest.mark.slow
def test_reports_leaders_rows_recomputed_from_games_csv(study: tuple[Path, dict[str, Any]]) -> None:
    """docs/reports.md "Leaders": each leader's seats, win rate (a shared victory counts 1/k)
    with its Wilson interval, and mean place (tied tribes share the mean of their places); in
    a whole block every leader sits once in every seat. With 2 seats a leader its place
    interval is none where its places all agree (fewer than 10: "the figure is shown alone")."""
    out, summary = study
    table = [r for r in rows(out / "games.csv") if r["arm"] == "leaders"]
    assert len(table) == 20
    shown = {row[0]: row for row in table_titled(summary, "Leaders pinned to seats")["rows"]}
    seats: dict[str, set[int]] = defaultdict(set)
    for r in table:
        seats[r["leader"]].add(int(r["seat"]))
    assert set(seats) == set(LEADER_NAMES)
    assert all(s == {0, 1} for s in seats.values())  # once in every seat
    for leader, name in LEADER_NAMES.items():
        mine = [r for r in table if r["leader"] == leader]
        wins = sum(float(r["won"]) for r in mine)
        places = [float(r["placing"]) for r in mine]
        row = shown[name]
        assert row[1] == len(mine) == 2
        rate, low, high = row[2]
        assert rate == pytest.approx(wins / 2)
        assert (low, high) == pytest.approx(wilson(wins, 2))
        # The simultaneous interval: Wilson at Bonferroni's z over the 10 leaders (2.81).
        assert tuple(row[3]) == pytest.approx(wilson(wins, 2, SIMULTANEOUS_Z))
        assert row[4][0] == pytest.approx(sum(places) / 2)
        if len(set(places)) == 1:
            assert row[4][1:] == [None, None]
        else:  # t on 1 degree of freedom (12.7) reaches far past the places: cut to 1 and 2
            assert row[4][1:] == [1.0, 2.0]
    # 10 seats of a leader are needed for a test: 10 leaders at 2-player tables take 50 games.
    said = " ".join(next(s for s in summary["sections"] if s["key"] == "leaders")["conclusions"])
    assert "each leader sat 2 times, and a test needs 10 seats of a leader" in said
    assert "at least 50 games per arm (--games 50)" in said
    # Places are 1 or 2 (1.5 each for a shared victory), and agree with the won column.
    for r in table:
        assert (float(r["won"]), float(r["placing"])) in {(1.0, 1.0), (0.0, 2.0), (0.5, 1.5)}


@pytest.mark.slow
def test_reports_hiring_rows_recomputed_from_games_csv(study: tuple[Path, dict[str, Any]]) -> None:
    """docs/reports.md "Mercenaries and cards": per kind, the games whose market offered it,
    hired per game by all tribes together, the share of tribes hiring at least one, and the raw
    win rates of the tribes that hired it and of those that did not, in the study's own game."""
    out, summary = study
    table = [r for r in rows(out / "games.csv") if r["arm"] == "reference"]
    shown = {row[0]: row for row in table_titled(summary, "Hiring in the study's own game")["rows"]}
    names = {"Brawler": "brawler", "Scavenger": "scavenger", "Saboteur": "saboteur", "Hunter": "hunter"}
    for name, kind in names.items():
        offered = [r for r in table if kind in r["market"].split()]
        games = {r["game"] for r in offered}
        hired = [r["hired"].split().count(kind) for r in offered]
        hirers = [r for r, n in zip(offered, hired, strict=True) if n]
        others = [r for r, n in zip(offered, hired, strict=True) if not n]
        row = shown[name]
        assert row[1] == len(games)
        assert row[2][0] == pytest.approx(sum(hired) / len(games))
        assert row[3] == pytest.approx(len(hirers) / len(offered))
        if hirers:
            assert row[4] == pytest.approx(sum(float(r["won"]) for r in hirers) / len(hirers))
        if others:
            assert row[5] == pytest.approx(sum(float(r["won"]) for r in others) / len(others))


@pytest.mark.slow
def test_reports_junkyard_rows_recomputed_from_games_csv(study: tuple[Path, dict[str, Any]]) -> None:
    """How often each junkyard card is dug and kept, per tribe and game, in the study's own game."""
    out, summary = study
    table = [r for r in rows(out / "games.csv") if r["arm"] == "reference"]
    shown = {row[0]: row for row in table_titled(summary, "Junkyard cards dug and kept")["rows"]}
    for name, kind in {"Pills": "pills", "Junk": "junk", "Shovel": "shovel", "Medkit": "medkit"}.items():
        dug = sum(r["dug"].split().count(kind) for r in table)
        kept = sum(r["kept"].split().count(kind) for r in table)
        if name not in shown:
            assert dug == 0
            continue
        row = shown[name]
        assert row[1] == pytest.approx(dug / len(table))
        assert row[2] == pytest.approx(kept / len(table))
        assert row[3] == pytest.approx(kept / dug)


# -- report: the turn-position tests said in words -------------------------------------------------


def made_up(arm: str, index: int, winner_position: int) -> Any:
    """A 3-player study game made up for a test: the first initiator turns round the table, and
    the tribe at turn position ``winner_position`` wins."""
    from scavengers.sim.experiments import TrialRecord
    from scavengers.sim.tournament import GameRecord

    first = index % 3
    game = GameRecord(
        index=index,
        seed=index,
        bots=("random",) * 3,
        winners=((first + winner_position) % 3,),
        people=(5, 6, 7),
        contested=(0,) * 3,
        cards=(10,) * 3,
        rounds=16,
        first_initiator=first,
        decisions=100,
    )
    empty = ((),) * 3
    return TrialRecord(
        arm=arm,
        game=game,
        focal=None,
        leaders=("",) * 3,
        dealt=empty,
        market=(),
        hired=empty,
        dug=empty,
        kept=empty,
        started=empty,
        completed=empty,
        deadlocks=index % 2,
        placing=(2.0, 2.0, 2.0),
    )


def test_the_editions_findings_say_in_words_whether_every_turn_position_wins_equally_often() -> None:
    """docs/reports.md "Editions": the win rate by turn position in each edition "with a
    chi-square test of 'every position wins equally often', which answers 'is the 2012
    initiator rule fairer?'", and "the report lists, in words, which differences are significant
    and which are not". The findings said nothing of the turn-position table: here, by the 2012
    rules, position 1 won all 30 games (chi-square 60, p < 1e-12), which the words never said."""
    from scavengers.sim.experiments import REFERENCE, StudyOptions
    from scavengers.sim.findings import editions

    options = StudyOptions(games=30, seed=1, players=3, bots=("random",), sections=("editions",))
    by_arm = {
        REFERENCE: [made_up(REFERENCE, i, i % 3) for i in range(30)],  # every position wins 10 games
        "rules:2012": [made_up("rules:2012", i, 1) for i in range(30)],  # position 1 wins them all
    }
    section = editions(options, by_arm)
    assert section is not None
    table = section.tables[1]
    chi = {row[0]: row[-1] for row in table.rows}
    assert chi["2015 rules"] == pytest.approx(1.0)  # 10, 10, 10: exactly even
    assert chi["2012 rules"] < 1e-12  # 0, 30, 0 against 10 each: 60 on 2 degrees of freedom
    said = " ".join(section.conclusions)
    assert (
        "The positions do not all win equally often (chi-square, significant at 5% after Holm's correction): "
        "2012 rules (p = 0.000)." in said
    )
    assert "No significant difference between the positions' win rates" in said
    assert said.count("2015 rules") >= 1
    # The first player (position 0) won none of the 30 games of 2012: 0% against an even 33.3%.
    assert "The first player's win rate differs from an even chance (Holm): 2012 rules." in said


def test_a_significant_difference_of_win_rates_reads_in_pts_in_the_findings_as_in_the_tables() -> None:
    """docs/reports.md "Units": a difference of two win rates is in percentage points ("+10.0
    pts") in every table, sentence and chart axis. The findings' sentence said "points"."""
    from scavengers.sim.inference import difference, rate, with_holm
    from scavengers.sim.tables import verdicts

    found = with_holm([difference([1.0] * 15 + [0.0] * 5, [0.0] * 15 + [1.0] * 5, rate)])
    said = verdicts(["Recon 2: first player's win rate"], found, "with minus without")
    assert said[0] == (
        "Significant at 5% after Holm's correction (with minus without): Recon 2: first player's win rate (-50.0 pts)."
    )


# -- report: a module's rows recomputed from games.csv ---------------------------------------------


@pytest.fixture(scope="module")
def toggled(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """A study of the 3-player game with Recon 1, its modules section alone, 10 games an arm."""
    import contextlib
    import io

    from scavengers.cli.main import main

    out = tmp_path_factory.mktemp("toggled") / "out"
    argv = ["report", "--workers", "1", "--games", "10", "--players", "3", "--recon", "1", "--bots", "random"]
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert main([*argv, "--sections", "modules", "--out", str(out)]) == 0
    return out, json.loads((out / "summary.json").read_text(encoding="utf-8"))


T_9 = 2.2621571627982
"""Student's t 97.5% point on 9 degrees of freedom (10 games)."""


@pytest.mark.slow
def test_reports_module_rows_recomputed_from_games_csv(toggled: tuple[Path, dict[str, Any]]) -> None:
    """docs/reports.md "Recon modules and variants": Recon 1 switched out of the study's game
    (``toggle:recon1``, the game without it) against the study's own (with it): the first
    player's win rate (Wilson; the first player is position 0 of round 1), skirmish deadlocks
    per game and the tribes' final size (Student's t over games, cut at 0), and the difference
    with minus without."""
    out, summary = toggled
    table = rows(out / "games.csv")
    shown = {row[1]: row for row in table_titled(summary, "Each module and variant")["rows"] if row[0] == "Recon 1"}

    def arm(name: str) -> list[dict[str, str]]:
        return [r for r in table if r["arm"] == name]

    for column, name in ((4, "toggle:recon1"), (5, "reference")):
        games = arm(name)
        assert len(games) == 30
        first = [float(r["won"]) for r in games if r["position"] == "0"]
        assert len(first) == 10
        form, (value, low, high) = shown["first player's win rate"][column]
        assert form == "pct"
        assert (value, low, high) == pytest.approx((sum(first) / 10, *wilson(sum(first), 10)))
        for measure, per_game in (
            (
                "skirmish deadlocks per game",
                [float(next(r["deadlocks"] for r in games if r["game"] == str(g))) for g in range(10)],
            ),
            ("tribe size (people)", [mean(int(r["people"]) for r in games if r["game"] == str(g)) for g in range(10)]),
        ):
            form, (value, low, high) = shown[measure][column]
            centre = mean(per_game)
            assert value == pytest.approx(centre)
            if len(set(per_game)) > 1:
                half = T_9 * stdev(per_game) / math.sqrt(10)
                assert (low, high) == pytest.approx((max(0.0, centre - half), centre + half))
    for measure in ("first player's win rate", "skirmish deadlocks per game", "tribe size (people)"):
        row = shown[measure]
        assert row[2] == row[3] == 10
        assert row[6][1][0] == pytest.approx(row[5][1][0] - row[4][1][0])  # with minus without
    assert all(int(r["rounds"]) == 16 for r in table)  # the base game lasts 16 rounds [000:170]
    assert shown["rounds per game"][6] == "the same in every game"


@pytest.mark.parametrize("iterations", [8, 15, 30])
def test_a_hints_own_first_choice_at_a_last_commit_shows_a_share_of_real_wins(iterations: int) -> None:
    """docs/analysis.md: at a commit the moves compared are the whole hand and the bot's own
    choice; here they are one move, played on every sample to the end of the game (the last
    contested resource), so its chance is the share of those games won: each a win, a loss or
    a shared victory (1/2) [000:172]."""
    config, actions = hidden_force(False)
    game = sc.Game.new(config)
    for seat, action in actions:
        game.apply(seat, action)
    found = hint(game, 0, seed=2, budget=Budget(iterations))
    (only,) = found.suggestions
    assert str(only.action) == "commit brawler refugee refugee scavenger"
    assert only.playouts == found.playouts == iterations
    halves = only.chance * only.playouts * 2
    assert halves == pytest.approx(round(halves), abs=1e-9)


@pytest.mark.slow
def test_the_plot_draws_each_decisions_chance_the_marked_pass_in_red_and_the_even_share_dashed(
    saved_pass: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/analysis.md: ``--plot`` draws the chance decision by decision (the marked ones in
    red, an even share dashed); its x axis is the round, a round's decisions spread across its
    width, above its tick."""
    import matplotlib.pyplot as plt

    kept: list[Any] = []
    monkeypatch.setattr(plt, "close", kept.append)
    code, _, err = run_main(
        ["analyse", str(saved_pass), "--iterations", "10", "--plot", str(tmp_path / "c.png")], capsys
    )
    assert code == 0, err
    (figure,) = kept
    axes = figure.axes[0]
    taken = next(line for line in axes.lines if line.get_label() == "with the action taken")
    assert list(taken.get_ydata()) == [1.0, 1.0, 0.0]  # after each of the 3 decisions: the pass lost it
    xs = list(taken.get_xdata())
    assert all(2.5 < x < 3.5 for x in xs)  # round 3's decisions, spread across its width
    assert xs == sorted(xs)
    assert list(axes.get_xticks()) == [3]
    even = next(line for line in axes.lines if str(line.get_label()).startswith("even share"))
    assert list(even.get_ydata()) == [0.5, 0.5]
    assert even.get_linestyle() == "--"
    (red,) = axes.collections  # the marked decisions
    assert [tuple(point) for point in red.get_offsets()] == [(xs[2], 0.0)]
    assert tuple(red.get_facecolor()[0][:3]) == pytest.approx((0xE4 / 255, 0x57 / 255, 0x56 / 255))
    plt.close(figure)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_moves_compared_are_the_legal_ones_but_trashing_more_than_junk_and_at_a_commit_three_at_most(
    seed: int,
) -> None:
    """docs/analysis.md "How": the moves compared are the ones the search bot would consider
    (every legal action but trashing anything other than junk; at a commit, the whole hand and
    the bot's own choice) and its own first choice, with the move made: so at a decision of the
    resource-gathering phase, those legal actions (and the move made, if not among them), and
    one more at most (its own choice); at a commit, two or three."""
    game = sc.Game.new(sc.GameConfig(players=2, seed=seed))
    bots = [make_agent("heuristic", s) for s in range(2)]
    actions: list[tuple[int, str]] = []
    legal_at: dict[int, tuple[tuple[sc.Action, ...], str | None]] = {}
    while not game.over and game.round <= 4:
        mover = game.to_act[0]
        legal = tuple(game.legal_actions(mover))
        if mover == 0:
            decision = game.view(0).decision
            legal_at[len(actions)] = (legal, decision.kind if decision is not None else None)
        action = decide(bots[mover], game, mover, legal) if len(legal) > 1 else legal[0]
        game.apply(mover, action)
        actions.append((mover, str(action)))
    found = review(game.config, actions, 0, iterations=2, seed=0)
    assert found.decisions
    for d in found.decisions:
        legal, kind = legal_at[d.step]
        if kind == "commit":
            assert 2 <= d.compared <= 3
            continue
        kept = [a for a in legal if not (a.verb is sc.Verb.TRASH and any(card != "junk" for card in a.cards))]
        made = 0 if any(str(a) == d.taken for a in kept) else 1
        assert len(kept) + made <= d.compared <= len(kept) + made + 1, d


def tie_broken(table: list[dict[str, str]]) -> None:
    """Each game's ``won`` and, where given, ``placing`` follow the rulebook's order: the most
    people, then the most contested resources, then the most cards; still tied, a shared victory
    [000:170-172] (1/k of a win each; tied tribes share the mean of their places)."""
    games: dict[tuple[str, str], list[dict[str, str]]] = defaultdict(list)
    for r in table:
        games[(r.get("arm", ""), r["game"])].append(r)
    for tribes in games.values():
        keys = [(int(r["people"]), int(r["contested"]), int(r["cards"])) for r in tribes]
        best = max(keys)
        for r, key in zip(tribes, keys, strict=True):
            assert float(r["won"]) == pytest.approx(1 / keys.count(best) if key == best else 0.0)
            if "placing" in r:
                ahead = sum(other > key for other in keys)
                assert float(r["placing"]) == pytest.approx(ahead + (keys.count(key) + 1) / 2)


def test_simulates_won_column_follows_the_rulebooks_tie_breaks(series: tuple[Path, dict[str, Any], str]) -> None:
    out, _, _ = series
    tie_broken(rows(out / "games.csv"))


@pytest.mark.slow
def test_reports_won_and_placing_columns_follow_the_rulebooks_tie_breaks(study: tuple[Path, dict[str, Any]]) -> None:
    out, _ = study
    tie_broken(rows(out / "games.csv"))


@pytest.mark.slow
def test_reports_leader_choice_rows_recomputed_from_the_journal(study: tuple[Path, dict[str, Any]]) -> None:
    """docs/reports.md: "a leader that no game seated" aside, the last leaders table shows, from
    the study's own games where each tribe keeps one of two leaders dealt [000:654], how often
    each leader was dealt and kept, and the win rate of the tribes that kept it (Wilson)."""
    out, summary = study
    journal = [json.loads(line) for line in (out / "games.jsonl").read_text(encoding="utf-8").splitlines()]
    own = [g for g in journal if g["arm"] == "reference"]
    assert len(own) == 10
    shown = {row[0]: row for row in table_titled(summary, "The bots' choice in the study's own games")["rows"]}
    for leader, name in LEADER_NAMES.items():
        dealt = sum(pair.count(leader) for g in own for pair in g["dealt"])
        seats = [(g, seat) for g in own for seat, kept in enumerate(g["leaders"]) if kept == leader]
        assert all(g["leaders"][seat] in g["dealt"][seat] for g, seat in seats)  # kept one of its two
        wins = sum(1 / len(g["game"]["winners"]) for g, seat in seats if seat in g["game"]["winners"])
        if not dealt:
            assert name not in shown
            continue
        row = shown[name]
        assert (row[1], row[2]) == (dealt, len(seats))
        assert row[3] == pytest.approx(len(seats) / dealt)
        if seats:
            assert tuple(row[4]) == pytest.approx((wins / len(seats), *wilson(wins, len(seats))))
        else:
            assert row[4] == [None, None, None]


@pytest.mark.slow
def test_a_solo_series_mean_score_and_interval_recounted_from_games_csv(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/reports.md: a solo series writes a row per game (``score``, ``rounds``: the turns
    it lasted, ``decisions``) and the mean score with Student's t 95% interval (n - 1 degrees
    of freedom), the standard deviation, the lowest and highest, and the means per game."""
    out = tmp_path / "solo"
    argv = ["simulate", "--workers", "1", "--players", "1", "--bots", "heuristic", "--games", "4", "--seed", "2"]
    code, _, err = run_main([*argv, "--out", str(out)], capsys)
    assert code == 0, err
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    table = rows(out / "games.csv")
    scores = [int(r["score"]) for r in table]
    assert len(scores) == 4
    centre, spread = mean(scores), stdev(scores)
    half = T_975[3] * spread / 2
    assert summary["mean_score"] == pytest.approx(centre)
    assert summary["stdev"] == pytest.approx(spread)
    assert (summary["ci_low"], summary["ci_high"]) == pytest.approx((centre - half, centre + half))
    assert (summary["lowest"], summary["highest"]) == (min(scores), max(scores))
    assert summary["mean_rounds"] == pytest.approx(mean(int(r["rounds"]) for r in table))
    assert summary["mean_decisions"] == pytest.approx(mean(int(r["decisions"]) for r in table))
    assert (out / "scores.png").read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize("taken", ["commit brawler", "commit none", "commit brawler scavenger refugee refugee"])
def test_what_a_later_reveal_shows_does_not_reach_the_review_of_a_decision_before_it(taken: str) -> None:
    """docs/analysis.md: each decision is judged "from what the seat could see then". Twin games
    differing in seat 1's face-down force are played to their end: the forces are revealed
    after seat 0's commit [000:268], so the games' ends (and even their winners) may differ, but
    the judgement of every decision before the reveal is the same in both."""
    reviewed = []
    for twin in (False, True):
        config, actions = hidden_force(twin)
        _, played = finished(config, [*actions, (0, taken)])
        found = review(config, played, 0, iterations=8, seed=3)
        reviewed.append([d for d in found.decisions if d.step <= len(actions)])
    assert reviewed[0] == reviewed[1]
    assert reviewed[0]
