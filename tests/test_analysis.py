"""Hints and the analysis after a game: the search bot's judgement from one seat's view only,
within a budget, with progress and a way to stop; ``scavengers analyse`` on a real saved game."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

import scavengers as sc
from scavengers.analysis import Budget, Hint, HintError, hint, review
from scavengers.analysis.review import MARK_LOSS, advice
from scavengers.bots import decide, make_agent
from scavengers.bots.ismcts import SearchPolicy
from scavengers.cli.main import main
from scavengers.tui.session import HUMAN, Session


def played(tmp_path: Path, rounds: int, players: int = 3, seat_zero: str = "random", seed: int = 4) -> Path:
    """A real saved game: seat 0 (the person) played by ``seat_zero``, bots elsewhere, until
    ``rounds`` rounds are over or the game is; saved as the terminal game saves it."""
    seats = [HUMAN] + ["heuristic"] * (players - 1)
    session = Session.new(sc.GameConfig(players=players, seed=seed), seats, tmp_path / "game.json")
    agents = [make_agent(seat_zero, 1)] + [make_agent("heuristic", s) for s in range(1, players)]
    while not session.game.over and session.game.round <= rounds:
        seat = session.game.to_act[0]
        legal = session.game.legal_actions(seat)
        session.apply(seat, decide(agents[seat], session.game, seat, legal) if len(legal) > 1 else legal[0])
    return session.save()


def deciding(path: Path, seat: int = 0) -> sc.Game:
    """The saved game, played on by heuristic bots to ``seat``'s next decision with a choice."""
    game = Session.load(path).game
    bot = make_agent("heuristic", 0)
    while game.to_act != (seat,) or len(game.legal_actions(seat)) < 3:
        mover = game.to_act[0]
        game.apply(mover, bot.choose(game.view(mover), game.legal_actions(mover)))
    return game


def test_a_hint_lists_legal_actions_best_first_with_their_win_chance(tmp_path: Path) -> None:
    game = deciding(played(tmp_path, rounds=2))
    found = hint(game, 0, seed=1, budget=Budget(40))
    legal = game.legal_actions(0)
    assert 1 <= len(found.suggestions) <= 3
    assert all(s.action in legal for s in found.suggestions)
    assert all(0.0 <= s.chance <= 1.0 and s.playouts >= 1 for s in found.suggestions)
    assert found.playouts == 40
    assert not found.stopped
    # The best first: no worse than the search bot's own first guess, which it is compared with.
    policy = SearchPolicy(1).choose(game.view(0), legal)
    assert all(found.suggestions[0].chance >= s.chance for s in found.suggestions if s.action == policy)


def test_a_twin_game_differing_only_in_hidden_cards_gets_the_same_hint() -> None:
    # Hidden information: a hint reads the seat's view and samples drawn from what it knows,
    # never the real game's hidden cards.
    for seed in (2, 8):
        game = sc.Game.new(sc.GameConfig(players=3, seed=seed))
        bot = make_agent("heuristic", 0)
        while game.round < 3 or game.to_act != (1,) or len(game.legal_actions(1)) < 3:
            mover = game.to_act[0]
            game.apply(mover, bot.choose(game.view(mover), game.legal_actions(mover)))
        twin = game.determinize(1, 99)
        assert twin.view(1) == game.view(1)
        assert twin.zones() != game.zones()  # what seat 1 cannot see differs
        first = hint(game, 1, seed=5, budget=Budget(30))
        assert hint(twin, 1, seed=5, budget=Budget(30)) == first
        assert first == hint(game, 1, seed=5, budget=Budget(30))  # and it is deterministic


def test_a_hint_reports_progress_and_stops_at_once_with_its_estimates_so_far(tmp_path: Path) -> None:
    game = deciding(played(tmp_path, rounds=1))
    shares: list[float] = []
    stop = threading.Event()

    def heard(share: float) -> None:
        shares.append(share)
        if len(shares) == 2:
            stop.set()  # a person pressed Esc

    found = hint(game, 0, budget=Budget(5000), progress=heard, stop=stop)
    assert found.stopped
    assert found.playouts < 500
    assert found.suggestions
    assert all(s.action in game.legal_actions(0) for s in found.suggestions)
    assert shares == sorted(shares)
    assert 0 < shares[-1] < 0.1
    whole: list[float] = []
    hint(game, 0, budget=Budget(20), progress=whole.append)
    assert whole[-1] == 1.0


def test_a_hint_keeps_to_a_time_budget(tmp_path: Path) -> None:
    game = deciding(played(tmp_path, rounds=1))
    found = hint(game, 0, budget=Budget(seconds=0.2))
    assert isinstance(found, Hint)
    assert found.playouts >= 1
    assert not found.stopped


def test_a_hint_is_only_for_a_seat_that_must_decide(tmp_path: Path) -> None:
    game = deciding(played(tmp_path, rounds=1))
    with pytest.raises(HintError, match="seat 1 has no decision now"):
        hint(game, 1, budget=Budget(5))


def test_the_review_judges_each_decision_of_the_seat_from_its_view_then(tmp_path: Path) -> None:
    path = played(tmp_path, rounds=2, players=2)
    session = Session.load(path)
    actions = session.actions
    found = review(session.game.config, actions, 0, iterations=24, seed=3)
    assert found.decisions
    assert found.playouts == sum(d.playouts for d in found.decisions)
    for d in found.decisions:
        seat, notation = actions[d.step]
        assert seat == 0
        assert d.taken.split()[0] == notation.split()[0]
        assert 0.0 <= d.after <= d.before <= 1.0
        assert (d.better is None) == (d.before == d.after)
        if d.marked:
            assert d.better is not None
            assert d.loss >= MARK_LOSS
            assert "win chance lost; better: " in d.advice
    # The same seed, the same review.
    again = review(session.game.config, actions, 0, iterations=24, seed=3)
    assert again.decisions == found.decisions


def test_a_commit_given_away_is_put_in_words_with_the_force_it_faced() -> None:
    # The words of a marked commit: how many cards, the round, the rival force's size (its
    # cards are face down), the cost, and the better commit.
    game = sc.Game.new(
        sc.GameConfig(
            players=2,
            seed=1,
            scenario={
                "round": 4,
                "initiator": 1,
                "players": [{"hand": ["brawler", "refugee", "spear"]}, {"hand": ["scavenger", "refugee"]}],
            },
        )
    )
    game.apply(1, "end")
    game.apply(1, "commit refugee scavenger")
    game.apply(0, "end")
    assert game.view(0).decision == sc.Decision("commit", 0)
    taken = sc.parse_action(game, 0, "commit brawler refugee spear")
    better = sc.parse_action(game, 0, "commit brawler")
    words = advice(game.view(0), taken, better, 0.18, ["Seat 0 (you)", "Seat 1"])
    assert words == (
        "you committed 3 cards in round 4 against a force of 2: about 18 points of win chance lost; "
        "better: commit 1 (Brawler)"
    )
    # A bot's seat reviewed (scavengers analyse --seat 1 of a game against bots): named, not "you".
    bots = ["Seat 0 (heuristic)", "Seat 1 (you)"]
    assert advice(game.view(0), taken, better, 0.18, bots, person=False).startswith(
        "Seat 0 (heuristic) committed 3 cards in round 4"
    )
    nothing = advice(game.view(0), sc.parse_action(game, 0, "commit none"), better, 0.2, bots, person=False)
    assert "you" not in nothing.split()


@pytest.mark.slow
def test_analyse_prints_the_marked_decisions_and_json_for_tools(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = played(tmp_path, rounds=3, players=2, seat_zero="random", seed=6)
    plot = tmp_path / "chance.png"
    assert main(["analyse", str(path), "--iterations", "30", "--plot", str(plot)]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Seat 0 (you): ")
    assert "decisions judged" in text
    assert "Costliest decisions" in text
    assert "win chance lost; better: " in text
    assert plot.read_bytes().startswith(b"\x89PNG")
    assert main(["analyse", str(path), "--seat", "0", "--iterations", "6", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["seat"] == 0
    assert data["names"] == ["Seat 0 (you)", "Seat 1 (heuristic)"]
    assert data["decisions"]
    assert {"step", "round", "taken", "better", "before", "after", "marked", "advice"} <= set(data["decisions"][0])


def test_an_unfinished_game_is_analysed_and_replayed_only_as_its_one_persons_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bot's hand stays hidden from the person playing against it until the game is over: an
    analysis or a replay of its seat would show it (its decisions, "You drew ..."), and the game
    could then be played on. At a table of several people each one's stays hidden from the others."""
    path = played(tmp_path, rounds=2, players=2)
    for command in (["analyse", str(path), "--seat", "1", "--iterations", "2"], ["replay", str(path), "--seat", "1"]):
        assert main(command) == 2
        error = capsys.readouterr().err
        assert "this game is not finished: Seat 1 (heuristic) is a bot whose cards stay hidden" in error
        assert f"scavengers play --load {path}" in error
    assert main(["replay", str(path)]) == 2
    assert "(yours: --seat 0)" in capsys.readouterr().err
    people = Session.new(sc.GameConfig(players=2, seed=1), [HUMAN, HUMAN], tmp_path / "two.json")
    why = people.sealed(0)
    assert why == people.sealed(1)
    assert why is not None
    assert "several people" in why
    finished = Session.load(played(tmp_path, rounds=99, players=2))
    assert finished.game.over
    assert finished.sealed(1) is None


def test_analyse_needs_a_seat_at_a_table_of_several_people(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = Session.new(sc.GameConfig(players=2, seed=1), [HUMAN, HUMAN], tmp_path / "two.json")
    path = session.save()
    # Not finished: no seat may be judged yet, and it says so rather than ask for one.
    assert main(["analyse", str(path)]) == 2
    assert "several people play this game" in capsys.readouterr().err
    while not session.game.over:
        seat = session.game.to_act[0]
        session.apply(seat, session.game.legal_actions(seat)[-1])
    path = session.save()
    assert main(["analyse", str(path)]) == 2
    assert capsys.readouterr().err == "scavengers: error: give --seat N (0-1): whose decisions to judge\n"
    assert main(["analyse", str(path), "--seat", "7"]) == 2
    assert "seats are 0-1, got 7" in capsys.readouterr().err
    assert main(["analyse", str(tmp_path / "missing.json"), "--seat", "0"]) == 2
    assert capsys.readouterr().err.startswith("scavengers: error: cannot read ")


def test_analyse_refuses_a_plot_it_cannot_write_before_the_analysis(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--plot out.txt`` and ``--plot /proc/x.png`` failed only after the whole analysis."""
    path = played(tmp_path, rounds=1, players=2)
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    # A plot named wrongly is a bad command line (exit 2); one that cannot be written is a
    # failure to write output (exit 1), as for simulate's and report's --out.
    refused = {
        "out.txt": ("a plot is written as .png, .svg or .pdf: give a file name that ends so, not .txt", 2),
        str(tmp_path): ("is a folder: give a file name", 2),
        str(blocker / "chance.png"): ("no folder", 1),
    }
    if Path("/proc/self").is_dir():
        refused["/proc/x.png"] = ("cannot write there", 1)
    for plot, (why, code) in refused.items():
        assert main(["analyse", str(path), "--plot", plot]) == code
        err = capsys.readouterr().err
        assert err.startswith(f"scavengers: error: --plot {plot}: {why}")
        assert "judging" not in err  # no analysis was started


def test_a_plot_named_without_an_extension_is_a_png_and_the_message_names_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = played(tmp_path, rounds=1, players=2)
    assert main(["analyse", str(path), "--iterations", "2", "--plot", str(tmp_path / "chance")]) == 0
    assert f"Wrote the win chance over the game to {tmp_path / 'chance.png'}." in capsys.readouterr().out
    assert (tmp_path / "chance.png").read_bytes().startswith(b"\x89PNG")
    assert main(["analyse", str(path), "--iterations", "2", "--plot", str(tmp_path / "chance.svg")]) == 0
    assert (tmp_path / "chance.svg").read_text().lstrip().startswith("<?xml")


def test_each_decision_names_the_replay_step_that_shows_it(tmp_path: Path) -> None:
    """``analyse --json`` gave "step": 80 (the index in the save's list of actions) for the
    decision the replay shows as step 49: the replay skips forced passes."""
    from scavengers.tui.replay import ReplayApp

    path = played(tmp_path, rounds=2, players=3)
    session = Session.load(path)
    found = review(session.game.config, session.actions, 0, iterations=4, seed=1)
    replay = ReplayApp(session, 0)
    assert found.decisions
    assert any(d.replay_step < d.step for d in found.decisions)  # forced passes came before
    for d in found.decisions:
        assert replay.shown_at[d.step] == d.replay_step
        assert replay.moves[d.replay_step - 1] == session.actions[d.step]
    assert found.to_json()["decisions"][0]["replay_step"] == found.decisions[0].replay_step
