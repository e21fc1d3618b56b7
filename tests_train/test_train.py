"""The learned bot's trainer (scavengers.rl.train, ``scavengers train``), which needs PyTorch
(the ``train`` extra): the PyTorch network and the NumPy policy agree, imitation and PPO move
the network the right way, checkpoints resume to the same weights, and a run writes a policy
the bot plays. Run with ``pip install -e ".[dev,train]"`` then ``pytest tests_train``; the
README's test command leaves these out, so that it never needs PyTorch."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
import torch

from rl_helpers import tiny_samples
from scavengers.bots.agent import make_agent, run_game
from scavengers.cli.main import main
from scavengers.engine import Game, GameConfig
from scavengers.rl import train
from scavengers.rl.games import GameJob, GameOutcome, Samples, play_job
from scavengers.rl.observation import FIELDS, SIZE
from scavengers.rl.policy import PARAMETERS, Array, Policy, masked_log_softmax
from scavengers.rl.train import (
    CHECKPOINT,
    CURVE_PLOT,
    DEMONSTRATIONS,
    POLICY,
    SNAPSHOTS,
    Network,
    Trainer,
    TrainSettings,
    accuracy,
    imitation_loss,
    ppo_loss,
)

TINY = TrainSettings(
    teachers=("heuristic", "easy"),
    demo_games=(3, 2),
    demo_opponents=("heuristic", "heuristic"),
    epochs=(1, 2),
    dagger_rounds=2,
    dagger_games=2,
    dagger_epochs=1,
    rounds=2,
    round_games=2,
    eval_games=2,
    hidden=16,
    batch=128,
)
"""A run of a few seconds: every stage, two teachers, on a handful of games."""


def test_the_pytorch_network_exports_to_the_numpy_policy_that_plays_and_back() -> None:
    """Training runs in PyTorch, playing in NumPy: both must compute the same scores."""
    torch.manual_seed(2)
    network = Network(hidden=12)
    samples = tiny_samples(np.random.default_rng(1), 5)
    rows = np.arange(5)
    x = samples.features(rows)
    policy = network.export()
    with torch.no_grad():
        scores, values = network(torch.from_numpy(x))
    numpy_scores, numpy_values, _, _ = policy.forward(x)
    assert np.allclose(scores.numpy(), numpy_scores, atol=1e-5)
    assert np.allclose(values.numpy(), numpy_values, atol=1e-5)
    for row in rows:  # the bot's one-observation path too
        dense = np.zeros(SIZE, np.float32)
        at = slice(samples.starts[row], samples.starts[row + 1])
        dense[samples.positions[at]] = samples.values[at]
        mask = samples.masks[row].astype(np.int8)
        allowed = mask > 0
        assert np.allclose(policy.scores(dense, mask)[allowed], numpy_scores[row][allowed], atol=1e-5)
    other = Network(hidden=12)
    other.load_policy(policy)
    for name in PARAMETERS:
        assert np.array_equal(other.export().params[name], policy.params[name]), name


def test_imitation_raises_the_teachers_word_and_never_a_masked_one() -> None:
    samples = tiny_samples(np.random.default_rng(3), 64)
    rows = np.arange(64)
    torch.manual_seed(0)
    network = Network(hidden=16)
    optimiser = torch.optim.Adam(network.parameters(), lr=1e-2)
    before = accuracy(network.export(), samples, rows)
    for _ in range(40):
        loss = imitation_loss(network, samples, rows, 1.0, 0.5)
        optimiser.zero_grad()
        loss.backward()  # type: ignore[no-untyped-call]
        optimiser.step()
    after = accuracy(network.export(), samples, rows)
    assert after[0] > before[0] + 0.3
    assert after[1] < before[1]
    scores = network.export().forward(samples.features(rows))[0]
    log_p = masked_log_softmax(scores, samples.masks)
    assert (log_p.argmax(axis=1) == samples.words).mean() == after[0]
    assert np.all(np.exp(log_p)[~samples.masks] < 1e-12)


@pytest.mark.parametrize("sign", [1.0, -1.0])
def test_a_ppo_step_makes_a_word_with_a_good_outcome_likelier_and_a_bad_one_rarer(sign: float) -> None:
    samples = tiny_samples(np.random.default_rng(4), 32)
    rows = np.arange(32)
    torch.manual_seed(1)
    network = Network(hidden=16)

    def chosen_log_probability() -> Array:
        log_p = masked_log_softmax(network.export().forward(samples.features(rows))[0], samples.masks)
        return log_p[rows, samples.words.astype(np.int64)]

    before = chosen_log_probability()
    played = Samples(**{**samples._asdict(), "log_probabilities": before.astype(np.float32)})
    advantages = np.full(32, sign, np.float32)
    optimiser = torch.optim.SGD(network.parameters(), lr=0.05)
    loss = ppo_loss(network, played, rows, advantages, replace(TINY, entropy_weight=0.0, value_weight=0.0))
    optimiser.zero_grad()
    loss.backward()  # type: ignore[no-untyped-call]
    optimiser.step()
    assert sign * (chosen_log_probability() - before).mean() > 0


def test_training_imitates_each_teacher_writes_its_files_and_resumes_to_the_same_weights(tmp_path: Path) -> None:
    straight = Trainer(TINY, tmp_path / "straight")
    policy = straight.run()
    for name in (CHECKPOINT, DEMONSTRATIONS, CURVE_PLOT, POLICY):
        assert (tmp_path / "straight" / name).exists()
    curve = straight.progress.curve
    stages = ["imitation"] * 3 + ["dagger"] * 2 + ["improvement"] * 2
    assert [p["stage"] for p in curve] == stages
    assert [p.get("teacher") for p in curve[:5]] == ["heuristic", "easy", "easy", "easy", "easy"]
    assert all(0 <= p["agreement"] <= 1 and p["labels"] > 0 for p in curve[3:5])
    assert all(0 <= p["win"] <= 1 for p in curve)
    heuristic_games = sorted((tmp_path / "straight" / DEMONSTRATIONS / "0-heuristic").glob("*.npz"))
    assert len(heuristic_games) == 1  # 3 games: one job
    demos = Samples.load(heuristic_games[0])
    every = np.arange(len(demos))
    torch.manual_seed(TINY.seed)
    untrained = Network(TINY.hidden).export()
    assert accuracy(Policy.load(tmp_path / "straight" / POLICY), demos, every)[0] > accuracy(untrained, demos, every)[0]

    # Stopped after one DAgger round, given a second and one improvement round, then resumed
    # for the second improvement round: the same weights. The teacher's games are played
    # once: a lost file is played again, the same.
    Trainer(replace(TINY, dagger_rounds=1, rounds=0), tmp_path / "resumed").run()
    Trainer(replace(TINY, rounds=1), tmp_path / "resumed").run()
    with pytest.raises(ValueError, match="more DAgger rounds can only follow DAgger rounds"):
        Trainer(replace(TINY, dagger_rounds=3), tmp_path / "resumed").load()
    lost = tmp_path / "resumed" / DEMONSTRATIONS / "1-easy-vs-heuristic" / "games-00000.npz"
    kept = lost.read_bytes()
    lost.unlink()
    resumed = Trainer(TINY, tmp_path / "resumed")
    assert resumed.load()
    assert resumed.progress.round == 1
    resumed.run()
    assert lost.read_bytes() == kept
    for name in PARAMETERS:
        assert np.array_equal(resumed.policy.params[name], policy.params[name]), name
    with pytest.raises(ValueError, match="other settings"):
        Trainer(replace(TINY, hidden=8), tmp_path / "resumed").load()
    # A finished DAgger round's games were played by the network of then: never played again.
    (tmp_path / "resumed" / DEMONSTRATIONS / "dagger-1-easy" / "games-00000.npz").unlink()
    with pytest.raises(ValueError, match="lost games of a finished DAgger round"):
        Trainer(TINY, tmp_path / "resumed").run()
    with pytest.raises(ValueError, match="one number of games per teacher"):
        TrainSettings(teachers=("heuristic", "easy"), demo_games=(3,), epochs=(1, 1))
    with pytest.raises(ValueError, match="one opponent per teacher"):
        TrainSettings(teachers=("heuristic", "easy"), demo_games=(3, 3), epochs=(1, 1), demo_opponents=("heuristic",))
    with pytest.raises(ValueError, match="one number of epochs per teacher"):
        TrainSettings(teachers=("heuristic", "easy"), demo_games=(3, 3), epochs=(1,))


def test_a_finished_imitation_goes_on_with_other_improvement_settings_and_keeps_snapshots(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run whose improvement has not begun takes new improvement settings (its table sizes,
    opponents, rate, anchor); once a round is played they are fixed. The rounds' games are
    played at ``round_players`` against the new opponents, and ``keep_every`` keeps the policy
    after those rounds."""
    imitated = replace(TINY, dagger_rounds=0, rounds=0)
    Trainer(imitated, tmp_path).run()
    played: list[tuple[int, int, tuple[str, ...]]] = []

    def recording(job: GameJob) -> GameOutcome:
        if job.explore:
            played.extend(job.games)
        return play_job(job)

    monkeypatch.setattr(train, "play_job", recording)
    improved = replace(
        imitated,
        rounds=2,
        round_games=3,
        round_players=(3,),
        opponents=("easy",),
        improvement_rate=1e-3,
        ppo_epochs=1,
        entropy_weight=0.01,
        imitation_weight=0.0,
    )
    trainer = Trainer(improved, tmp_path, keep_every=2)
    trainer.run()
    assert trainer.progress.round == 2
    assert [p["stage"] for p in trainer.progress.curve] == ["imitation"] * 3 + ["improvement"] * 2
    assert len(played) == 6
    assert {players for _, players, _ in played} == {3}
    assert {lineup.count("self") for _, _, lineup in played} == {1}
    assert {name for _, _, lineup in played for name in lineup} == {"self", "easy"}
    assert sorted(p.name for p in (tmp_path / SNAPSHOTS).iterdir()) == ["policy-0002.npz"]
    kept, final = Policy.load(tmp_path / SNAPSHOTS / "policy-0002.npz"), Policy.load(tmp_path / POLICY)
    for name in PARAMETERS:
        assert np.array_equal(kept.params[name], final.params[name]), name
    # Improvement begun: its settings are the run's now; only more rounds may be asked for.
    assert Trainer(replace(improved, rounds=3), tmp_path).load()
    for changed in (replace(improved, imitation_weight=0.5), replace(improved, round_players=(2,)), imitated):
        with pytest.raises(ValueError, match="other settings"):
            Trainer(changed, tmp_path).load()
    for rate, entropy, imitation in ((0.0, 0.0, 0.0), (1e-3, -0.1, 0.0), (1e-3, 0.0, -1.0)):
        with pytest.raises(ValueError, match="improvement's rate"):
            replace(improved, improvement_rate=rate, entropy_weight=entropy, imitation_weight=imitation)


def test_dagger_plays_the_networks_own_actions_and_records_the_teachers_words_at_its_states(
    tmp_path: Path,
) -> None:
    """DAgger's games: the network's actions are the ones played (the same games as without a
    labeller); the labeller's words are what is recorded, at the states the network reached. A
    labeller that is the network itself (the learned bot with its weights) records exactly
    what the network says; another bot, other words at the same decisions."""
    torch.manual_seed(3)
    policy = Network(16).export()
    weights = tmp_path / "net.npz"
    policy.save(weights)
    games = tuple((seed, players, ("self", "heuristic", "heuristic")[:players]) for seed, players in ((8, 2), (9, 3)))
    own = play_job(GameJob(games, policy.params, False, "self"))
    itself = play_job(GameJob(games, policy.params, False, "self", f"learned:weights={weights}"))
    heuristic = play_job(GameJob(games, policy.params, False, "self", "heuristic"))
    assert own.samples is not None
    assert itself.samples is not None
    assert heuristic.samples is not None
    assert own.scores == itself.scores == heuristic.scores
    for name in Samples._fields:
        if name != "log_probabilities":  # a label is a teacher's word: none drawn
            assert np.array_equal(getattr(itself.samples, name), getattr(own.samples, name)), name
    assert not itself.samples.log_probabilities.any()
    allowed = heuristic.samples.masks[np.arange(len(heuristic.samples)), heuristic.samples.words]
    assert allowed.all()
    every = np.arange(len(heuristic.samples))
    assert 0.05 < accuracy(policy, heuristic.samples, every)[0] < 0.95  # an untrained network: often not the teacher


def test_with_a_mix_of_one_the_labeller_plays_its_own_game() -> None:
    """``mix``: the labeller's action is played at that share of the decisions. At 1 every
    decision is the labeller's: the very game (and words) of the labeller in that seat."""
    torch.manual_seed(5)
    params = Network(16).export().params
    learner = tuple((seed, 2, ("self", "heuristic")) for seed in (11, 12))
    teacher = tuple((seed, 2, ("easy", "heuristic")) for seed in (11, 12))
    mixed = play_job(GameJob(learner, params, False, "self", "easy", 1.0))
    own = play_job(GameJob(teacher, None, False, "easy"))
    assert mixed.samples is not None
    assert own.samples is not None
    for name in Samples._fields:
        assert np.array_equal(getattr(mixed.samples, name), getattr(own.samples, name)), name
    assert [score[0] for score in mixed.scores] == [score[0] for score in own.scores]
    half = play_job(GameJob(learner, params, False, "self", "easy", 0.5))
    none = play_job(GameJob(learner, params, False, "self", "easy", 0.0))
    assert half.samples is not None
    assert none.samples is not None
    assert len({len(half.samples), len(none.samples), len(own.samples)}) == 3  # three different games


def test_another_bot_may_label_the_dagger_rounds(tmp_path: Path) -> None:
    settings = replace(TINY, dagger_rounds=1, dagger_teacher="heuristic", rounds=0)
    trainer = Trainer(settings, tmp_path)
    trainer.run()
    assert trainer.progress.curve[-1]["stage"] == "dagger"
    assert trainer.progress.curve[-1]["teacher"] == "heuristic"
    assert sorted(p.name for p in (tmp_path / DEMONSTRATIONS).iterdir()) == [
        "0-heuristic",
        "1-easy-vs-heuristic",
        "dagger-1-heuristic",
    ]


def test_scavengers_train_runs_with_a_progress_report_and_writes_a_playable_policy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    args = ["train", "--out", str(out), "--demo-games", "2", "--epochs", "1", "--rounds", "1"]
    args += ["--round-games", "2", "--eval-games", "2", "--hidden", "8", "--workers", "1"]
    args += ["--dagger-rounds", "1", "--dagger-games", "2", "--dagger-teacher", "easy", "--dagger-mix", "0.5"]
    args += ["--round-players", "3", "--opponents", "heuristic", "--improvement-rate", "0.001", "--ppo-epochs", "1"]
    args += ["--entropy-weight", "0.01", "--imitation-weight", "0", "--keep-every", "1"]
    assert main(args) == 0
    captured = capsys.readouterr()
    printed = captured.out
    # Not a terminal: the plan first, then a line per tenth of each part instead of bars.
    assert captured.err.startswith(f"Training in {out} on 1 worker(s): imitation of 2 games of heuristic (1 epoch)")
    assert "evaluating: 2/2" in captured.err
    # Every evaluation has its 95% Wilson interval, never empty (all lost or all won included).
    saved = torch.load(out / CHECKPOINT, weights_only=False)
    intervals = [point["interval"] for point in json.loads(saved["curve"])]
    assert all(low < high and 0 <= low <= high <= 1 for low, high in intervals)
    assert re.search(r"interval 0\.\d{3}-[01]\.\d{3}", printed)
    assert (out / SNAPSHOTS / "policy-0001.npz").exists()
    assert f"Wrote {out / POLICY}" in printed
    assert "dagger 1: teacher easy, agreement" in printed
    refused = [["--dagger-teacher", "easy,heuristic"], ["--dagger-teacher", "self"], ["--dagger-rounds", "-1"]]
    refused += [["--dagger-mix", "1.5"], ["--dagger-mix", "nan"], ["--dagger-mix", "half"]]
    refused += [["--improvement-rate", "0"], ["--improvement-rate", "fast"], ["--entropy-weight", "-1"]]
    refused += [["--imitation-weight", "inf"], ["--round-players", "2,7"], ["--keep-every", "-2"]]
    refused += [["--ppo-epochs", "0"]]
    for wrong in refused:
        with pytest.raises(SystemExit):
            main(["train", "--out", str(tmp_path / "refused"), *wrong])
    assert not (tmp_path / "refused").exists()
    game = Game.new(GameConfig(players=2, seed=4))
    run_game(game, [make_agent(f"learned:weights={out / POLICY}", 1), make_agent("heuristic", 2)])
    assert game.over


def test_a_run_plays_every_game_with_its_modules_variants_and_rules(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``modules``, ``variants`` and ``rules`` reach every game of the run: the teachers', the
    evaluations' and the improvement rounds'. The observations say so (the 2012 rules' flag is
    set in every row; HQ module 1's gangs wait beside the stacks at the start)."""
    settings = replace(TINY, dagger_rounds=0, rounds=1, modules=(("hq1", "hq2"),), variants=("alternate_brawlers",))
    settings = replace(settings, rules="2012")
    jobs: list[GameJob] = []

    def recording(job: GameJob) -> GameOutcome:
        jobs.append(job)
        return play_job(job)

    monkeypatch.setattr(train, "play_job", recording)
    Trainer(settings, tmp_path).run()
    assert {job.record for job in jobs} == {"heuristic", "easy", "none", "self"}  # every kind of game
    assert {job.setup for job in jobs} == set(settings.setups)
    assert settings.setups[0].modules == frozenset({"hq1", "hq2"})
    rows = Samples.load(next((tmp_path / DEMONSTRATIONS / "0-heuristic").glob("*.npz")))
    rules_2012, gangs = FIELDS["rules_2012"].offset, FIELDS["gangs"]
    first = rows.positions[rows.starts[0] : rows.starts[1]]
    assert any(gangs.offset <= p < gangs.offset + gangs.size for p in first)
    for row in range(len(rows)):
        assert rules_2012 in rows.positions[rows.starts[row] : rows.starts[row + 1]]
    with pytest.raises(ValueError, match="other settings"):  # another game is another run
        Trainer(replace(settings, modules=(("hq1",),)), tmp_path).load()
    with pytest.raises(ValueError, match="leader_draft"):
        replace(settings, variants=("leader_draft",))
    with pytest.raises(ValueError, match="leader_draft"):  # every set must be playable
        replace(settings, variants=("leader_draft",), modules=(("hq1", "hq2", "hq3"), ()))
    with pytest.raises(ValueError, match="at least one set"):
        replace(settings, modules=())


def test_several_module_sets_are_taken_in_turn_four_games_at_a_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``modules`` with several sets: the jobs of four games take them in turn, in every kind
    of game, and the sets come back from the checkpoint as they went in."""
    sets = ((), ("recon1",), ("hq1", "hq2", "hq3", "hq4"))
    settings = replace(TINY, demo_games=(12, 2), dagger_rounds=0, rounds=1, round_games=12, modules=sets)
    jobs: list[GameJob] = []

    def recording(job: GameJob) -> GameOutcome:
        jobs.append(job)
        return play_job(job)

    monkeypatch.setattr(train, "play_job", recording)
    trainer = Trainer(settings, tmp_path)
    trainer.run()
    for record in ("heuristic", "self"):
        chosen = [job.setup.modules for job in jobs if job.record == record]
        assert chosen == [frozenset(s) for s in sets], record
    assert Trainer(settings, tmp_path).load()  # the same settings, read back from JSON


def test_a_run_may_start_from_weights_instead_of_imitating(tmp_path: Path) -> None:
    """``start_from``: the network begins with those weights and skips the imitation; with no
    anchor and no DAgger no teacher plays a game. With no round to play the weights come out
    as they went in; with one they move, and the run resumes like any other."""
    torch.manual_seed(7)
    start = Network(16).export()
    weights = tmp_path / "start.npz"
    start.save(weights)
    settings = replace(TINY, dagger_rounds=0, rounds=0, imitation_weight=0.0, start_from=str(weights))
    same = Trainer(settings, tmp_path / "none").run()
    for name in PARAMETERS:
        assert np.array_equal(same.params[name], start.params[name]), name
    assert not (tmp_path / "none" / DEMONSTRATIONS).exists()
    moved = Trainer(replace(settings, rounds=1), tmp_path / "one")
    policy = moved.run()
    assert [p["stage"] for p in moved.progress.curve] == ["improvement"]
    assert any(not np.array_equal(policy.params[n], start.params[n]) for n in PARAMETERS)
    assert Trainer(replace(settings, rounds=2), tmp_path / "one").load()
    with pytest.raises(ValueError, match="other settings"):
        Trainer(replace(settings, rounds=1, start_from="learned"), tmp_path / "one").load()
    assert train.starting_policy("learned", 128).params["w0"].shape == (SIZE, 128)
    with pytest.raises(ValueError, match="give --hidden 16"):
        train.starting_policy(str(weights), 128)
    (tmp_path / "text.npz").write_text("not weights")
    for wrong, reason in ((tmp_path / "text.npz", "not a policy file"), (tmp_path / "gone.npz", "No such file")):
        with pytest.raises(ValueError, match=reason):
            train.starting_policy(str(wrong), 16)
        with pytest.raises(ValueError, match=reason):  # the learned bot reads them the same way
            make_agent(f"learned:weights={wrong}", 0)


def test_scavengers_train_takes_the_games_options_and_refuses_what_cannot_be_played(tmp_path: Path) -> None:
    out = tmp_path / "run"
    args = ["train", "--out", str(out), "--hq", "2", "--recon", "1", "--rules", "2012", "--start-from", "learned"]
    args += ["--imitation-weight", "0", "--rounds", "1", "--round-games", "2", "--eval-games", "2", "--workers", "1"]
    assert main(args) == 0
    saved = torch.load(out / CHECKPOINT, weights_only=False)
    stored = TrainSettings.from_json(json.loads(saved["settings"]))
    assert stored.modules == (("hq1", "hq2", "recon1"),)
    assert stored.rules == "2012"
    assert stored.start_from == "learned"
    assert not (out / DEMONSTRATIONS).exists()
    mixed = ["train", "--out", str(tmp_path / "mixed"), "--module-sets", "none; recon1,recon2", "--start-from"]
    mixed += ["learned", "--imitation-weight", "0", "--rounds", "1", "--round-games", "2", "--eval-games", "2"]
    assert main([*mixed, "--workers", "1"]) == 0
    saved = torch.load(tmp_path / "mixed" / CHECKPOINT, weights_only=False)
    assert TrainSettings.from_json(json.loads(saved["settings"])).modules == ((), ("recon1", "recon2"))
    refused = [["--variant", "leader_draft"], ["--hq", "9"], ["--recon", "7"], ["--rules", "1999"]]
    refused += [["--module-sets", "none;hq9"], ["--module-sets", "none;recon1", "--hq", "2"]]
    refused += [["--start-from", str(tmp_path / "missing.npz")], ["--start-from", "learned", "--hidden", "8"]]
    for wrong in refused:
        with pytest.raises(SystemExit) as stopped:
            main(["train", "--out", str(tmp_path / "refused"), *wrong])
        assert stopped.value.code != 0
    assert not (tmp_path / "refused").exists()


def test_a_script_training_on_workers_without_a_main_guard_is_told_so_instead_of_waiting(tmp_path: Path) -> None:
    """Workers are started afresh ("spawn") and import the main script first: a script that
    starts the run at its top level makes each of them die as it starts. The run stops with
    the reason instead of waiting for them for ever."""
    script = tmp_path / "unguarded.py"
    script.write_text(
        "from pathlib import Path\n"
        "from scavengers.rl import train\n"
        "train.WORKERS_START_S = 15.0\n"
        "settings = train.TrainSettings(demo_games=(2,), epochs=(1,), rounds=0, eval_games=2, hidden=8)\n"
        f"train.Trainer(settings, Path({str(tmp_path / 'run')!r}), workers=2).run()\n"
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 1
    assert 'if __name__ == "__main__":' in done.stderr
    assert "RuntimeError: the worker processes did not start" in done.stderr
