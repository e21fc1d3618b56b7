"""The trainer after a researcher's audit from a fresh clone (PyTorch: the ``train`` extra):
``TrainSettings`` refuses what ``scavengers train`` refuses before anything runs; a resumed run
names each setting that differs, and refuses fewer rounds than it played; the teachers' bar
counts games; each evaluation is told and plotted as it is made; Ctrl-C on several workers
says one line, not their tracebacks."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from scavengers.cli.main import main
from scavengers.rl import train
from scavengers.rl.train import CHECKPOINT, CURVE_PLOT, DEMONSTRATIONS, POLICY, Trainer, TrainSettings

SMALL = TrainSettings(demo_games=(5,), epochs=(1,), rounds=2, round_games=2, eval_games=2, hidden=16, batch=128)
"""A run of a few seconds: five of the heuristic bot's games, an epoch, two rounds of two games."""


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of :data:`SMALL`, run to its end."""
    out = tmp_path_factory.mktemp("finished")
    Trainer(SMALL, out).run()
    return out


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"demo_games": (4,), "rounds": 1, "round_games": 0, "eval_games": 2}, "round_games must be at least 1, got 0"),
        ({"epochs": (0,), "rounds": 0}, "epochs must be at least 1, got 0"),
        ({"demo_games": (0,)}, "demo_games must be at least 1, got 0"),
        ({"eval_games": 0}, "eval_games must be at least 1, got 0"),
        ({"rounds": -1}, "rounds must be at least 0, got -1"),
        ({"dagger_rounds": -1}, "dagger_rounds must be at least 0, got -1"),
        ({"teachers": ("nope",)}, "unknown bot 'nope'; known bots: .*"),
        ({"teachers": ("self",)}, "a teacher is a bot: the network cannot imitate itself"),
        ({"opponents": ("heuristic", "nope")}, "unknown bot 'nope'; known bots: .*"),
        ({"players": (1,)}, "players must be 2-5, got 1"),
        ({"players": (7,)}, "players must be 2-5, got 7"),
        ({"round_players": (2, 6)}, "round_players must be 2-5, got 6"),
        ({"dagger_mix": 1.5}, "dagger_mix must be 0-1, got 1.5"),
    ],
)
def test_train_settings_refuse_what_the_command_refuses_before_anything_runs(
    settings: dict[str, Any], message: str
) -> None:
    """Each of these ran (an imitation, a folder made) before failing late or cryptically, or
    trained what the command refuses (a solo run): now ``TrainSettings`` itself refuses them."""
    with pytest.raises(ValueError, match=f"^{message}$"):
        TrainSettings(**settings)


@pytest.mark.parametrize(
    ("settings", "options", "message"),
    [
        ({"players": (1,)}, ["--players", "1"], "players must be 2-5, got 1"),
        ({"teachers": ("nope",)}, ["--teacher", "nope"], "unknown bot 'nope'"),
    ],
)
def test_the_settings_refusals_are_in_the_commands_words(
    settings: dict[str, Any], options: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(ValueError, match=f"^{message}"):
        TrainSettings(**settings)
    with pytest.raises(SystemExit):
        main(["train", *options])
    assert message in capsys.readouterr().err


def test_a_resumed_run_names_each_setting_that_differs_with_both_values(finished: Path) -> None:
    """The refusal said only "checkpoint.pt was made with other settings": each setting that
    differs is named now, with the checkpoint's value and the one asked for."""
    cases = [
        (replace(SMALL, round_games=3), "round_games 2 there, 3 now"),
        (replace(SMALL, players=(2, 4)), "players 2 there, 2,4 now"),
        (replace(SMALL, modules=(("hq1", "hq2"),)), "modules none there, hq1,hq2 now"),
        (replace(SMALL, hidden=8, seed=3), "hidden 16 there, 8 now; seed 0 there, 3 now"),
    ]
    for settings, named in cases:
        with pytest.raises(ValueError, match="was made with other settings") as refused:
            Trainer(settings, finished).load()
        assert f"({named}); use another --out or the same settings" in str(refused.value)


def test_a_finished_run_refuses_fewer_rounds_than_it_played_and_rewrites_nothing(finished: Path) -> None:
    """Asking a run of 2 rounds for 1 was taken silently (the plan said 1 round, the curve held
    2, the files were written again)."""
    before = {name: (finished / name).read_bytes() for name in (CHECKPOINT, POLICY, CURVE_PLOT)}
    with pytest.raises(ValueError, match="has played 2 improvement rounds, more than the 1 asked for: give --rounds 2"):
        Trainer(replace(SMALL, rounds=1), finished).run()
    assert {name: (finished / name).read_bytes() for name in before} == before
    assert Trainer(SMALL, finished).load()  # as many as played: resumes (nothing left to do)
    assert Trainer(replace(SMALL, rounds=3), finished).load()  # more: goes on


def test_the_teachers_bar_counts_games_not_files_of_four(tmp_path: Path) -> None:
    """``--demo-games 2000`` showed "heuristic games to imitate: 0/500": the bar moved by files of
    four games. Five games are five, in two files; a resumed run starts from the games kept."""
    told: list[tuple[str, int, int]] = []
    settings = replace(SMALL, rounds=0)
    Trainer(settings, tmp_path, report=lambda what, done, total: told.append((what, done, total))).run()
    bar = [(done, total) for what, done, total in told if what == "heuristic games to imitate"]
    assert bar == [(0, 5), (4, 5), (5, 5)]
    assert len(list((tmp_path / DEMONSTRATIONS / "0-heuristic").glob("*.npz"))) == 2
    (tmp_path / DEMONSTRATIONS / "0-heuristic" / "games-00001.npz").unlink()
    (tmp_path / CHECKPOINT).unlink()
    told.clear()
    Trainer(settings, tmp_path, report=lambda what, done, total: told.append((what, done, total))).run()
    assert [(done, total) for what, done, total in told if what == "heuristic games to imitate"] == [(4, 5), (5, 5)]


def test_each_evaluation_is_told_and_plotted_as_it_is_made(tmp_path: Path) -> None:
    """The curve and its lines came only when a run finished: each point is now told as it is
    measured, with the checkpoint and the plot already holding it, and a resumed run tells its
    earlier points first."""
    seen: list[dict[str, Any]] = []

    def on_point(point: dict[str, Any]) -> None:
        assert (tmp_path / CURVE_PLOT).exists()
        assert Trainer(replace(SMALL, rounds=2), tmp_path).load()
        seen.append(point)

    trainer = Trainer(replace(SMALL, rounds=1), tmp_path, on_point=on_point)
    trainer.run()
    assert [p["stage"] for p in seen] == ["imitation", "improvement"]
    assert seen == trainer.progress.curve
    assert "win" in seen[-1]
    seen.clear()
    resumed = Trainer(replace(SMALL, rounds=2), tmp_path, on_point=on_point)
    resumed.run()
    assert [(p["stage"], p["step"]) for p in seen] == [("imitation", 1), ("improvement", 1), ("improvement", 2)]


def test_a_stopped_command_has_printed_and_plotted_its_curve_so_far(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Stopped in its first round, ``scavengers train`` has already printed its imitation's
    evaluation and drawn it."""

    def stopped(*_: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(Trainer, "_improve", stopped)
    out = tmp_path / "run"
    args = ["train", "--out", str(out), "--demo-games", "2", "--epochs", "1", "--rounds", "3", "--round-games", "2"]
    args += ["--eval-games", "2", "--hidden", "16", "--workers", "1"]
    assert main(args) == 130
    captured = capsys.readouterr()
    assert captured.out.startswith("imitation 1: teacher heuristic, accuracy ")
    assert "scavengers: stopped" in captured.err
    assert (out / CURVE_PLOT).exists()


def test_the_workers_leave_ctrl_c_to_the_run(tmp_path: Path) -> None:
    """Ctrl-C reaches every process of the terminal's group: each worker printed its own
    ``Process SpawnPoolWorker-N: Traceback ... KeyboardInterrupt`` before the run's one line.
    The workers ignore it now; the run stops them and says "scavengers: stopped" alone."""
    # Ctrl-C raises KeyboardInterrupt in the command, as run from a terminal, even where this
    # test runs with SIGINT ignored (a shell's background job), which the command would inherit.
    start = "import signal; signal.signal(signal.SIGINT, signal.default_int_handler)"
    command = [sys.executable, "-c", f"{start}; from scavengers.cli.main import main; raise SystemExit(main())"]
    command += ["train", "--out", str(tmp_path), "--demo-games", "400", "--workers", "2", "--hidden", "16"]
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True
    )
    try:
        assert process.stderr is not None
        lines = []
        for line in process.stderr:  # the workers have started once the teachers' games begin
            lines.append(line)
            if "games to imitate" in line:
                break
        os.killpg(process.pid, signal.SIGINT)
        _, rest = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    error = "".join(lines) + rest
    assert process.returncode == 130, error
    assert "Traceback" not in error
    assert "KeyboardInterrupt" not in error
    assert error.rstrip().endswith("scavengers: stopped")


def test_a_worker_of_the_pool_ignores_ctrl_c() -> None:
    """The pool's workers start deaf to SIGINT; one worker plays in this process (no pool)."""
    assert train.worker_pool(1) is None
    pool = train.worker_pool(2)
    try:
        assert pool.apply(signal.getsignal, (signal.SIGINT,)) == signal.SIG_IGN
    finally:
        pool.terminate()
        pool.join()


class StopError(Exception):
    """Stops a run as Ctrl-C would, once its first teacher's game is kept."""


def test_a_run_stopped_before_its_first_checkpoint_refuses_other_settings_instead_of_their_games(
    tmp_path: Path,
) -> None:
    """Researcher audit 5: stopped while its teacher's games were played (no checkpoint yet)
    and started again in the same --out with another seed or other modules, a run learned from
    the first settings' games without a word. The games' folder now says which games it holds."""

    def stop(what: str, done: int, total: int) -> None:
        if what == "heuristic games to imitate" and done > 0:
            raise StopError

    with pytest.raises(StopError):
        Trainer(SMALL, tmp_path, report=stop).run()
    assert not (tmp_path / CHECKPOINT).exists()
    for other in (replace(SMALL, seed=1), replace(SMALL, modules=(("hq1", "hq2"),))):
        with pytest.raises(ValueError, match="holds the games of a run with other settings"):
            Trainer(other, tmp_path).run()
    Trainer(replace(SMALL, rounds=0), tmp_path).run()  # the same games: it goes on from them
    assert (tmp_path / CHECKPOINT).exists()


def test_train_settings_take_a_lone_value_where_they_take_several() -> None:
    """Researcher audit 5: ``modules=("hq1", "hq2")`` was refused as "unknown modules ['1', 'h',
    'q']", ``teachers="heuristic"`` as "unknown bot 'h'", ``players=2`` with a TypeError. A lone
    value (or a list) now means what the tuple of it means, so a checkpoint compares equal."""
    lone = TrainSettings(players=2, teachers="heuristic", demo_games=5, epochs=1, modules=("hq1", "hq2"))  # type: ignore[arg-type]
    written = TrainSettings(
        players=(2,), teachers=("heuristic",), demo_games=(5,), epochs=(1,), modules=(("hq1", "hq2"),)
    )
    assert lone == written
    assert TrainSettings(modules="recon1").modules == (("recon1",),)  # type: ignore[arg-type]
    assert TrainSettings(players=[2, 4]).players == (2, 4)  # type: ignore[arg-type]
    assert TrainSettings(modules=(("hq1",), ("recon1", "recon2"))).modules == (("hq1",), ("recon1", "recon2"))
