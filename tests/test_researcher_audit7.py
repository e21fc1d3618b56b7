"""A researcher's seventh audit of the learning environments, reading only the docs and using
the installed PettingZoo and Gymnasium: every ```python block of README.md, docs/rl.md and
docs/bots.md run as printed (taken from the files, so the docs cannot drift from what runs),
the conventions a learner's code leans on (agents' spaces, dead agents stepped with ``None``,
copying and pickling a game in progress, seeding, ``reset(options=...)``, ``action_masks()``
through Gymnasium's wrappers and vector environments, the turn-based parallel conversion),
the documented observation fields against what the environments hand out for 1-5 players with
modules and the 2012 rules, and the ``learned`` bot made by ``make_agent`` (legal, honest,
deterministic from its seed, without PyTorch).

The test named after a discrepancy fails on the code it was written against: every agent of
the PettingZoo environment shared one action space object (and one observation space), so
seeding one agent's space for its ``sample()`` reseeded every other agent's, and an unknown
agent was handed a space instead of being refused. None of these needs PyTorch."""

from __future__ import annotations

import copy
import importlib.util
import os
import pickle
import re
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import pytest
from pettingzoo.test.parallel_test import parallel_api_test
from pettingzoo.utils.conversions import aec_to_parallel, turn_based_aec_to_parallel
from pettingzoo.utils.wrappers import TerminateIllegalWrapper

import scavengers.rl  # noqa: F401  # registers the Gymnasium id, as docs/rl.md says to
from scavengers import Game, GameConfig, GameResult, rl
from scavengers.bots.agent import decide, make_agent
from scavengers.rl.words import WORDS

ROOT = Path(__file__).parent.parent
RL_DOC = ROOT / "docs" / "rl.md"
BOTS_DOC = ROOT / "docs" / "bots.md"
README = ROOT / "README.md"
HQ = frozenset({"hq1", "hq2", "hq3", "hq4"})
RECON = frozenset({"recon1", "recon2", "recon3", "recon4", "recon5"})


def python_blocks(path: Path) -> list[str]:
    return re.findall(r"```python\n(.*?)```", path.read_text(), re.S)


def field(observation: dict[str, Any] | None, name: str) -> np.ndarray:
    assert observation is not None
    f = rl.FIELDS[name]
    return np.asarray(observation["observation"][f.offset : f.offset + f.size])


def allowed(observation: dict[str, Any] | None) -> np.ndarray:
    assert observation is not None
    return np.flatnonzero(observation["action_mask"])


# --- The docs' snippets, as printed ---------------------------------------------------------


def test_the_readmes_python_snippet_runs_as_printed_and_prints_the_result(capsys: pytest.CaptureFixture[str]) -> None:
    blocks = python_blocks(README)
    assert len(blocks) == 1, "README.md's python blocks changed: look at this test again"
    namespace: dict[str, Any] = {"__name__": "readme_snippet"}
    exec(blocks[0], namespace)
    game = namespace["game"]
    assert game.over
    assert isinstance(game.result, GameResult)
    assert capsys.readouterr().out.strip() == str(game.result)  # print(game.result): its only line


def test_docs_bots_md_has_no_python_snippet_left_unrun() -> None:
    """Its snippets are ``sh`` commands (the figures' tests run them) and the two python blocks
    of "Bots from Python", which tests/test_bots_audit18.py runs and checks; a python block added
    elsewhere there must be added to a test."""
    section = BOTS_DOC.read_text().split("## Bots from Python")[1]
    ran = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(ran) == 2
    assert python_blocks(BOTS_DOC) == ran


@pytest.mark.slow
def test_every_python_snippet_of_docs_rl_md_runs_as_printed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The blocks in order, in one namespace, as the doc chains them ("continuing the snippet
    above"): the random agent's whole 4-player game with HQ 1 and Recon 1, one Gymnasium step,
    four games in other processes (as the script's main: its guard starts them there only), and
    the ten lines of training, run as an importing script (``__name__`` is not ``"__main__"``):
    its guard keeps the run out, as the doc says the workers rely on."""
    blocks = python_blocks(RL_DOC)
    assert len(blocks) == 6, "docs/rl.md's python blocks changed: look at this test again"
    # Blocks 3 and 4 are the OpenSpiel game's, run by tests/test_rl_openspiel.py.
    training = blocks[5]
    monkeypatch.chdir(tmp_path)  # the training block would write my-run/ here
    namespace: dict[str, Any] = {"__name__": "docs_rl_snippet"}
    exec(blocks[0], namespace)  # the PettingZoo loop, to the game's end
    assert namespace["env"].agents == []  # every agent done: the loop ran out by itself
    exec(blocks[1], namespace)
    gym = namespace["env"]
    assert namespace["info"]["seat"] == gym.seat == 1 % 2  # "info['seat']: the learner's seat"
    alternative = re.search(r"# or (\[.*?\])", blocks[1])  # the opponents the comment offers
    assert alternative is not None
    offered = rl.gym_env(players=2, opponents=eval(alternative.group(1)))
    assert offered.opponents == ("ismcts:iters=100",)
    namespace["__name__"] = "__main__"  # the vector block starts its games as a script's main
    exec(blocks[2], namespace)
    namespace["__name__"] = "docs_rl_snippet"
    envs = namespace["envs"]
    try:
        masks = namespace["observations"]["action_mask"]
        assert masks.shape == (4, len(WORDS))  # "one row per game"
        assert masks.dtype == np.int8
        assert all(row.any() for row in masks)  # each game's learner has a choice
    finally:
        envs.close()
    if importlib.util.find_spec("torch") is None:
        with pytest.raises(ModuleNotFoundError, match=r"train extra"):
            exec(training, namespace)
        return
    exec(training, namespace)
    assert not (tmp_path / "my-run").exists()  # the guard held: nothing trained, nothing written
    call = re.search(r"TrainSettings\((.*?)\n    \)", training, re.S)
    assert call is not None
    settings = eval(f"TrainSettings({call.group(1)})", namespace)  # the printed settings are taken
    assert (settings.players, settings.rounds, settings.round_games) == ((2,), 5, 60)


# --- PettingZoo conventions ----------------------------------------------------------------


def test_each_agent_has_spaces_of_its_own_and_seeding_one_leaves_the_others_alone() -> None:
    """DISCREPANCY (minor): every agent's ``action_space(agent)`` was one and the same
    ``Discrete`` (and every ``observation_space(agent)`` one ``Dict``), so seeding seat_1's
    space for its ``sample()`` reseeded seat_0's: a researcher seeding one random policy per
    agent got seat_0's draws changed by seat_1's seed. PettingZoo's own environments give each
    agent its own. An unknown agent was handed a space too."""
    env = rl.env(players=3)
    agents = env.possible_agents
    for agent in agents:  # cached: the same object at every call, as PettingZoo asks
        assert env.action_space(agent) is env.action_space(agent)
        assert env.observation_space(agent) is env.observation_space(agent)
        assert env.action_space(agent) == gymnasium.spaces.Discrete(len(WORDS))
        assert env.observation_space(agent) == env.observation_space(agents[0])
    assert len({id(env.action_space(agent)) for agent in agents}) == 3
    assert len({id(env.observation_space(agent)) for agent in agents}) == 3

    def draws(seed_other: int) -> list[object]:
        fresh = rl.env(players=3)
        fresh.action_space("seat_0").seed(1)
        fresh.action_space("seat_1").seed(seed_other)
        return [fresh.action_space("seat_0").sample() for _ in range(20)]

    assert draws(2) == draws(3)  # seat_0's draws are its own seed's alone
    for method in (env.action_space, env.observation_space):
        with pytest.raises(ValueError, match="'seat_7' is not an agent"):
            method("seat_7")


def test_the_turn_based_parallel_conversion_plays_whole_games_and_passes_parallel_api_test() -> None:
    """docs/rl.md: ``turn_based_aec_to_parallel`` makes a parallel environment on which
    ``parallel_api_test`` passes, heeding only the agent whose mask allows words; the plain
    ``aec_to_parallel`` refuses it."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        parallel_api_test(turn_based_aec_to_parallel(rl.env(players=2)), num_cycles=300)
    with pytest.raises(AssertionError, match="is_parallelizable"):
        aec_to_parallel(rl.env(players=2))
    parallel = turn_based_aec_to_parallel(rl.env(players=3, modules={"hq1"}))
    observations, _ = parallel.reset(seed=2)
    rng = np.random.default_rng(2)
    totals = dict.fromkeys(parallel.possible_agents, 0.0)
    steps = 0
    while parallel.agents:
        choosing = [agent for agent in parallel.agents if observations[agent]["action_mask"].any()]
        assert len(choosing) == 1  # one seat decides at a time
        actions: dict[str, int | None] = dict.fromkeys(parallel.agents, 0)  # the others' words are ignored
        actions[choosing[0]] = int(rng.choice(allowed(observations[choosing[0]])))
        observations, rewards, _, _, infos = parallel.step(actions)
        for agent, reward in rewards.items():
            totals[agent] += reward
        if parallel.agents:
            active = infos[parallel.agents[0]]["active_agent"]
            assert observations[active]["action_mask"].any()
        steps += 1
    assert steps > 50
    assert sum(totals.values()) == pytest.approx(1.0)  # the win shared among the winners, once


@pytest.mark.parametrize("how", ["deepcopy", "pickle"])
def test_a_game_in_progress_copies_and_both_copies_go_on_alike_and_apart(how: str) -> None:
    """A search or a replay buffer copies an environment mid-game: the copy plays on exactly as
    the original would, and playing it leaves the original where it was (both environments)."""

    def clone(env: Any) -> Any:
        return copy.deepcopy(env) if how == "deepcopy" else pickle.loads(pickle.dumps(env))

    env: Any = rl.env(players=3, modules={"recon1"})
    env.reset(seed=9)
    rng = np.random.default_rng(9)
    for _ in range(40):
        env.step(int(rng.choice(allowed(env.last()[0]))))
    before = (env.agent_selection, env.last()[0]["observation"].copy())
    stray = clone(env)
    for _ in range(30):  # the copy wanders off ...
        stray.step(int(rng.choice(allowed(stray.last()[0]))))
    assert env.agent_selection == before[0]  # ... and the original stays where it was
    assert np.array_equal(env.last()[0]["observation"], before[1])
    twin = clone(env)
    for _ in range(30):  # the same words: the same game
        mine, theirs = env.last()[0], twin.last()[0]
        assert env.agent_selection == twin.agent_selection
        assert np.array_equal(mine["observation"], theirs["observation"])
        assert np.array_equal(mine["action_mask"], theirs["action_mask"])
        word = int(rng.choice(allowed(mine)))
        env.step(word)
        twin.step(word)

    gym = rl.gym_env(players=2, opponents=["heuristic"], modules={"hq1"})
    observation, _ = gym.reset(seed=4)
    gym_twin = clone(gym)
    for _ in range(25):
        word = int(allowed(observation)[-1])
        observation, reward, terminated, truncated, _ = gym.step(word)
        other, other_reward, other_terminated, other_truncated, _ = gym_twin.step(word)
        assert np.array_equal(observation["observation"], other["observation"])  # the bots too
        assert (reward, terminated, truncated) == (other_reward, other_terminated, other_truncated)
        if terminated or truncated:
            break


def test_dead_agents_are_stepped_with_none_once_each_and_read_their_final_reward() -> None:
    """PettingZoo's convention after the game ends: every agent is selected once more, its
    ``last()`` says it is terminated with its final reward, ``step(None)`` removes it, and any
    other action for it is refused and changes nothing."""
    env = rl.env(players=3)
    env.reset(seed=5)
    rng = np.random.default_rng(5)
    while not any(env.terminations.values()):
        env.step(int(rng.choice(allowed(env.last()[0]))))
    raw = env.unwrapped
    assert isinstance(raw, rl.RawEnv)
    assert raw.driver is not None
    final = dict(zip(env.possible_agents, raw.driver.rewards("win"), strict=True))
    assert sum(final.values()) == pytest.approx(1.0)
    seen: dict[str, float] = {}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        assert termination
        assert not truncation
        assert observation is not None
        assert not observation["action_mask"].any()  # no word allowed
        assert field(observation, "over")[0] == 1
        if agent not in seen:
            with pytest.raises(ValueError, match="only valid action is None"):
                env.step(0)
            assert agent in env.agents  # the refused word removed nobody
        assert agent not in seen  # each dead agent is stepped once
        seen[agent] = reward
        env.step(None)
    assert seen == final
    assert env.agents == []


def test_pettingzoos_terminate_illegal_wrapper_gives_the_classic_games_way_with_illegal_words() -> None:
    """docs/rl.md: wrapped in ``TerminateIllegalWrapper(rl.env(...), illegal_reward=-1)``, a word
    outside the mask ends the game, -1 to the agent that chose it and 0 to the others, each then
    stepped with ``None``."""
    env = TerminateIllegalWrapper(rl.env(players=3), illegal_reward=-1)
    env.reset(seed=1)
    observation = env.last()[0]
    assert observation is not None
    chooser = env.agent_selection
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        env.step(int(np.flatnonzero(observation["action_mask"] == 0)[0]))
    rewards = {}
    for agent in env.agent_iter():
        _, reward, termination, _, _ = env.last()
        assert termination
        rewards[agent] = reward
        env.step(None)
    assert rewards == {agent: (-1.0 if agent == chooser else 0.0) for agent in env.possible_agents}
    assert env.agents == []


# --- Gymnasium conventions -----------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    "settings",
    [
        {"players": 1},
        {"players": 3, "opponents": ["random", "heuristic"], "modules": {"hq1", "recon2"}},
        {"players": 5, "opponents": "random", "rules": "2012"},
        {"players": 2, "opponents": "ismcts:iters=8", "seat": 0},
    ],
    ids=["solo", "3p-modules", "5p-2012", "2p-search-bot"],
)
def test_a_seeded_gymnasium_episode_is_the_same_twice_and_its_masks_are_sb3_contribs(settings: dict[str, Any]) -> None:
    """``reset(seed=s, options=...)`` replays the same episode, the bots' choices included (a
    search bot's too, given playouts rather than time); ``action_masks()``
    is a ``bool`` array of ``action_space.n`` that agrees with the observation's mask at every
    step, and allows nothing once the episode is over."""
    episodes = []
    for _ in range(2):
        env = rl.gym_env(**settings)
        observation, info = env.reset(seed=12, options={"anything": "ignored"})
        rng = np.random.default_rng(0)
        trace = [observation["observation"].tobytes()]
        terminated = truncated = False
        while not (terminated or truncated):
            masks = env.action_masks()
            assert masks.dtype == np.bool_
            assert isinstance(env.action_space, gymnasium.spaces.Discrete)
            assert masks.shape == (env.action_space.n,)
            assert np.array_equal(masks, observation["action_mask"].astype(bool))
            observation, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(masks))))
            trace.append(observation["observation"].tobytes())
        assert not env.action_masks().any()
        episodes.append((trace, reward, info))
    assert episodes[0] == episodes[1]


def test_action_masks_reach_through_gymnasium_make_and_its_vector_environments() -> None:
    """docs/rl.md: through ``gymnasium.make``'s wrappers as ``get_wrapper_attr("action_masks")()``
    (what Stable-Baselines3's vector environments call), and ``envs.call("action_masks")`` on a
    Gymnasium vector environment."""
    made = gymnasium.make("scavengers/Scavengers-v0", players=2, opponents=["heuristic"])
    observation, _ = made.reset(seed=3)
    with pytest.raises(AttributeError):
        made.action_masks()  # type: ignore[attr-defined]  # the wrappers do not pass it on, as the doc says
    assert made.has_wrapper_attr("action_masks")
    masks = made.get_wrapper_attr("action_masks")()
    assert masks.dtype == np.bool_
    assert np.array_equal(masks, observation["action_mask"].astype(bool))
    envs = gymnasium.make_vec("scavengers/Scavengers-v0", num_envs=2, vectorization_mode="sync", players=2)
    try:
        observations, infos = envs.reset(seed=5)
        called = envs.call("action_masks")  # type: ignore[attr-defined]  # make_vec's type hides it
        assert len(called) == 2
        for row, mask in zip(observations["action_mask"], called, strict=True):
            assert np.array_equal(row.astype(bool), mask)
        assert list(infos["seat"]) == [5 % 2, 6 % 2]
    finally:
        envs.close()


# --- The documented observation, for every table size ---------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "settings"),
    [
        (1, {}),
        (2, {"modules": HQ | RECON}),
        (3, {"rules": "2012", "modules": {"hq1", "hq2", "hq3"}, "variants": {"leader_draft"}}),
        (4, {"modules": {"recon1", "recon3"}}),
        (5, {"modules": {"hq1", "hq2"}}),
    ],
    ids=["solo", "2p-all", "3p-2012-draft", "4p-recon", "5p-hq"],
)
def test_the_documented_fields_say_what_the_game_is_at_every_step(players: int, settings: dict[str, Any]) -> None:
    """docs/rl.md's table, read as a researcher reads it: ``players`` one-hot, ``seat+k/present``
    (slot 1 in the solo game: the opponent), ``rules_2012``, ``decision_seat`` as the decider's
    slot counted from the observer (her own slot 0), ``decision_actor`` likewise (zeros when
    none), ``decision_kind`` one of its kinds, ``hand`` her hand per kind, ``round``, and at
    the end ``over``, the ``over`` phase and each slot's ``score`` (people, contested, cards,
    points); the mask is 142 int8 words, one seat's at a time."""
    env = rl.env(players=players, **settings)
    env.reset(seed=players)
    raw = env.unwrapped
    assert isinstance(raw, rl.RawEnv)
    rng = np.random.default_rng(players)
    slots = max(players, 2)
    kinds = rl.observation.KINDS
    for steps, agent in enumerate(env.agent_iter()):
        observation, _, termination, truncation, _ = env.last()
        assert observation is not None
        assert raw.driver is not None
        game = raw.driver.game
        if termination or truncation:
            break
        decider = int(agent.removeprefix("seat_"))
        if steps % 7 == 0:  # every seat's observation, at a seventh of the steps
            for other in env.agents:
                seat = int(other.removeprefix("seat_"))
                seen = env.observe(other)
                assert seen is not None
                assert seen["action_mask"].dtype == np.int8
                assert seen["action_mask"].shape == (len(WORDS),)
                assert seen["action_mask"].any() == (seat == decider)
                assert list(field(seen, "players")) == [float(n == players) for n in range(1, 6)]
                assert list(field(seen, "seat+0/present")) == [1.0]
                assert [field(seen, f"seat+{k}/present")[0] for k in range(5)] == [float(k < slots) for k in range(5)]
                assert field(seen, "rules_2012")[0] == float(settings.get("rules") == "2012")
                assert field(seen, "over")[0] == 0
                decision_seat = field(seen, "decision_seat")
                assert decision_seat.sum() == 1
                assert decision_seat[(decider - seat) % slots] == 1
                view = game.view(seat)
                assert view.decision is not None
                assert field(seen, "decision_kind").sum() == 1
                actor = field(seen, "decision_actor")
                if view.decision.actor is None:
                    assert not actor.any()
                else:
                    assert list(np.flatnonzero(actor)) == [(view.decision.actor - seat) % slots]
                assert field(seen, "round")[0] == view.round
                hand = field(seen, "hand")
                assert {kinds[i]: int(hand[i]) for i in np.flatnonzero(hand)} == dict(
                    sorted((kind, view.hand.count(kind)) for kind in set(view.hand))
                )
        env.step(int(rng.choice(allowed(observation))))
    result = game.result
    assert result is not None
    for seat, agent in enumerate(env.possible_agents):
        seen = env.observe(agent)
        assert field(seen, "over")[0] == 1
        assert list(field(seen, "phase")) == [0, 0, 0, 1]  # setup, gathering, skirmish, over
        for index, score in enumerate(result.scores):
            slot = (index - seat) % slots
            expected = [score.people, score.contested, score.cards, score.points]
            assert list(field(seen, f"seat+{slot}/score")) == expected


# --- The learned bot, made by make_agent --------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "modules"),
    [(1, frozenset()), (2, HQ | RECON), (3, frozenset({"hq1", "hq2", "recon3"})), (5, frozenset({"recon1"}))],
    ids=["solo", "2p-all", "3p", "5p"],
)
def test_the_learned_bot_plays_legal_actions_and_the_same_in_every_game_its_seat_could_be_in(
    players: int, modules: frozenset[str]
) -> None:
    """docs/bots.md: it is given its seat's view and the legal actions only. Played through
    whole games in every seat; at some of its decisions a game its seat could equally be in
    (``Game.determinize``: every card it cannot see dealt afresh) gets the same action from a
    fresh bot as the real one does."""
    game = Game.new(GameConfig(players=players, seed=21, modules=modules))
    game.keep_knowledge()
    agents = [make_agent("learned", seat) for seat in range(players)]
    compared = 0
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if len(legal) > 1 and game.decisions_made % 4 == 0 and compared < 25:
            sample = game.determinize(seat, game.decisions_made)
            assert sample.view(seat) == game.view(seat)
            mine = make_agent("learned", 0).choose(game.view(seat), legal)
            theirs = make_agent("learned", 0).choose(sample.view(seat), sample.legal_actions(seat))
            assert mine == theirs
            compared += 1
        action = legal[0] if len(legal) == 1 else decide(agents[seat], game, seat, legal)
        assert action in legal
        game.apply(seat, action)
    assert compared >= 10
    assert game.result is not None


def play_learned(name: str, seeds: tuple[int, int]) -> list[str]:
    """A 2-player game of seed 8 between two bots ``name`` seeded ``seeds``: its actions."""
    game = Game.new(GameConfig(players=2, seed=8))
    agents = [make_agent(name, seed) for seed in seeds]
    actions = []
    while not game.over:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        action = legal[0] if len(legal) == 1 else decide(agents[seat], game, seat, legal)
        game.apply(seat, action)
        actions.append(str(action))
    return actions


def test_the_learned_bot_at_a_temperature_plays_its_seeds_game_again() -> None:
    """``learned:temperature=1`` draws its words from its seed: the same seeds replay the same
    game, other seeds another. Without a temperature it takes the best word, whatever its seed."""
    first = play_learned("learned:temperature=1", (1, 2))
    assert play_learned("learned:temperature=1", (1, 2)) == first
    assert play_learned("learned:temperature=1", (3, 4)) != first
    assert play_learned("learned", (1, 2)) == play_learned("learned", (3, 4))


@pytest.mark.slow
def test_the_learned_bot_plays_the_weights_it_is_given(tmp_path: Path) -> None:
    """``learned:weights=PATH`` plays that ``policy.npz``: the shipped weights written out play
    the shipped bot's game, and other weights another."""
    from scavengers.rl.agent import bundled_policy
    from scavengers.rl.policy import Policy

    shipped = bundled_policy()
    shipped.save(tmp_path / "same.npz")
    other = Policy({name: -array if name == "wp" else array for name, array in shipped.params.items()})
    other.save(tmp_path / "other.npz")
    game = play_learned("learned", (0, 0))
    assert play_learned(f"learned:weights={tmp_path / 'same.npz'}", (0, 0)) == game
    assert play_learned(f"learned:weights={tmp_path / 'other.npz'}", (0, 0)) != game


@pytest.mark.slow
def test_the_learned_bot_plays_without_pytorch_or_the_rl_extra() -> None:
    """docs/bots.md: "Playing needs NumPy alone (no PyTorch, not even the rl extra)": a process
    in which torch, gymnasium and pettingzoo cannot be imported plays a 3-player game with it."""
    script = (
        "import sys\n"
        "for name in ('torch', 'gymnasium', 'pettingzoo'):\n"
        "    sys.modules[name] = None\n"
        "from scavengers import Game, GameConfig\n"
        "from scavengers.bots.agent import make_agent, run_game\n"
        "game = Game.new(GameConfig(players=3, seed=4, modules=frozenset({'hq1'})))\n"
        "run_game(game, [make_agent('learned', seat) for seat in range(3)])\n"
        "print(game.result.winners, 'torch' in sys.modules and sys.modules['torch'] is not None)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    winners, torch_loaded = done.stdout.rsplit(" ", 1)
    assert winners.startswith("(")
    assert torch_loaded.strip() == "False"
