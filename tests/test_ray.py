"""Games on a Ray cluster: a local one started by these tests (2 CPUs), shared by them and
shut down after. The same seed gives the same results as the local pool, and a worker killed
in the middle of a run loses no game and counts none twice."""

from __future__ import annotations

import gc
import json
import operator
import os
import signal
import socket
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import ray

from scavengers.cli.main import main
from scavengers.sim import study
from scavengers.sim.ray_backend import RayCluster, chunk_size
from scavengers.sim.tournament import WORKER_GC_THRESHOLD, GameRecord, LocalPool, play, run_series, schedule

pytestmark = pytest.mark.xdist_group("ray")  # one worker runs them all, on one local Ray

TASK_TITLE = "ray::_play_chunk"
"""The process title of a Ray worker while it plays a chunk of games."""


@pytest.fixture(scope="module")
def cluster() -> Iterator[RayCluster]:
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield RayCluster()
    finally:
        ray.shutdown()


def _busy_workers() -> list[int]:
    """This process's Ray workers that are playing games now (found under /proc)."""
    parents: dict[int, int] = {}
    titles: dict[int, str] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                parents[int(entry)] = int(stat.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                titles[int(entry)] = cmdline.read().split(b"\0")[0].decode(errors="replace")
        except (OSError, ValueError, IndexError):
            continue
    me = os.getpid()

    def ours(pid: int) -> bool:
        while pid in parents and pid != me:
            pid = parents[pid]
        return pid == me

    return [pid for pid, title in titles.items() if title.startswith(TASK_TITLE) and ours(pid)]


@pytest.mark.slow
def test_a_ray_cluster_plays_the_same_games_as_the_local_pool(cluster: RayCluster) -> None:
    specs = schedule(3, ["random", "easy", "random"], 24, seed=5)
    assert run_series(specs, runner=cluster) == run_series(specs, runner=LocalPool(1))


def test_ray_workers_collect_young_garbage_as_the_local_pool_s_do(cluster: RayCluster) -> None:
    # The workers play games only: tuned as the local pool's (WORKER_GC_THRESHOLD, not 700).
    thresholds = cluster.map(operator.call, [gc.get_threshold] * 3)
    assert [threshold[0] for threshold in thresholds] == [WORKER_GC_THRESHOLD] * 3


def test_games_go_to_the_cluster_in_chunks_that_keep_every_cpu_busy() -> None:
    assert chunk_size(10_000, 2) == 64
    assert chunk_size(100, 2) == 6
    assert chunk_size(3, 16) == 1


@pytest.mark.slow
def test_a_worker_killed_mid_run_loses_no_game_and_counts_none_twice(cluster: RayCluster) -> None:
    specs = schedule(3, ["random"] * 3, 120, seed=8)
    killed: list[int] = []
    seen: list[int] = []

    def kill_a_busy_worker(record: GameRecord) -> None:
        seen.append(record.index)
        deadline = time.monotonic() + 5
        while not killed and time.monotonic() < deadline:
            busy = _busy_workers()
            if busy:
                os.kill(busy[0], signal.SIGKILL)
                killed.append(busy[0])
            else:
                time.sleep(0.01)

    records = cluster.map(play, specs, kill_a_busy_worker)
    assert killed  # a worker died while it played
    assert sorted(seen) == list(range(120))  # each game reported once
    assert records == run_series(specs, runner=LocalPool(1))


@pytest.mark.slow
def test_simulate_and_report_run_on_ray_with_the_same_results(
    cluster: RayCluster, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    simulate = ["simulate", "--games", "9", "--players", "3", "--bots", "random", "--seed", "4", "--json"]
    assert main([*simulate, "--workers", "1"]) == 0
    local = json.loads(capsys.readouterr().out)
    assert main([*simulate, "--ray"]) == 0
    assert json.loads(capsys.readouterr().out) == local
    report = ["report", "--games", "3", "--players", "2", "--bots", "random", "--hq", "3", "--seed", "2"]
    report += ["--sections", "leaders,editions"]
    assert main([*report, "--workers", "1", "--out", str(tmp_path / "local")]) == 0
    assert main([*report, "--ray", "--out", str(tmp_path / "ray")]) == 0
    assert ray.is_initialized()  # a session it did not start is left running
    for name in (study.REPORT, study.GAMES_CSV, study.SUMMARY):
        assert (tmp_path / "ray" / name).read_bytes() == (tmp_path / "local" / name).read_bytes()


def test_ray_missing_is_said_with_the_way_to_install_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # as if it were not installed
    with pytest.raises(SystemExit, match=r"Ray is not installed: pip install -e \"\.\[cluster\]\" in the repository"):
        main(["simulate", "--games", "2", "--players", "2", "--bots", "random", "--ray"])
    err = capsys.readouterr().err  # said before any progress bar
    assert "simulating" not in err
    assert "played " not in err


@pytest.mark.slow
def test_joining_an_address_where_nothing_answers_fails_at_once_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ray, "is_initialized", lambda: False)  # as in a fresh command
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # free: nothing listens there
    started = time.monotonic()
    with pytest.raises(SystemExit, match=f"cannot join the Ray cluster at 127.0.0.1:{port}: nothing answers there"):
        RayCluster(f"127.0.0.1:{port}").map(play, schedule(2, ["random"] * 2, 2, seed=1))
    assert time.monotonic() - started < 10  # Ray alone would retry for minutes
