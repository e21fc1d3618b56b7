"""Audit 21: the learning environments as an AI researcher uses them (docs/rl.md, docs/bots.md).

Each test checks a sentence of docs/rl.md (quoted as ``[rl.md]``) or docs/bots.md on a
configuration, an input or a use the earlier audits of ``scavengers.rl`` (tests/test_rl.py,
test_rl_audit9.py, test_rl_audit19.py, test_rl_properties.py, test_researcher_audit5/7.py)
leave out: the less common bots as opponents, words of every NumPy integer width, names of
agents that are not even hashable, copies made in the middle of an action's words, games
replayed in other processes with other hash seeds, PettingZoo's own checks on the 2012 rules
with every HQ module, and the learned bot's honesty under the 2012 rules and its pace.
"""

from __future__ import annotations

import copy
import itertools
import os
import pickle
import random
import re
import subprocess
import sys
import time
import warnings
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import pytest
from pettingzoo.test.api_test import api_test
from pettingzoo.test.seed_test import seed_test

import scavengers as sc
from helpers import perturb_hidden
from scavengers import rl
from scavengers.bots.agent import decide, make_agent
from scavengers.rl.driver import Driver
from scavengers.rl.multi_agent import RawEnv
from scavengers.rl.single_agent import GymEnv

DOCS = Path(__file__).resolve().parent.parent / "docs" / "rl.md"
HQ = ("hq1", "hq2", "hq3", "hq4")
RECON = ("recon1", "recon2", "recon3", "recon4", "recon5")
BOTS = ("allin", "easy", "heuristic", "heuristic_v1", "ismcts:iters=3", "learned", "random")
"""Every bot ``scavengers simulate --bots`` takes (docs/bots.md), the search bot kept quick."""


def pz(**settings: Any) -> Any:
    """``rl.env(**settings)``, typed loosely as a researcher's script holds it."""
    return rl.env(**settings)


def raw(env: Any) -> RawEnv:
    unwrapped = env.unwrapped
    assert isinstance(unwrapped, RawEnv)
    return unwrapped


def game_driver(env: Any) -> Driver:
    driver = raw(env).driver
    assert driver is not None
    return driver


def random_word(rng: np.random.Generator, mask: Any) -> int:
    return int(rng.choice(np.flatnonzero(mask)))


def play_pettingzoo(env: Any, seed: int, word_seed: int = 0) -> dict[str, float]:
    """Play ``env``'s game of ``seed`` with random allowed words, as the docs' ten lines do;
    each agent's rewards added up."""
    env.reset(seed=seed)
    rng = np.random.default_rng(word_seed)
    total: dict[str, float] = {}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        total[agent] = total.get(agent, 0.0) + reward
        env.step(None if termination or truncation else random_word(rng, observation["action_mask"]))
    return total


def snapshot(env: Any) -> tuple[str, bytes, bytes, int]:
    """What a learner reads of the agent to act: its name, observation, mask, the decisions made."""
    observation = env.last()[0]
    return (
        env.agent_selection,
        observation["observation"].tobytes(),
        observation["action_mask"].tobytes(),
        game_driver(env).game.decisions_made,
    )


def into_an_action(env: Any, rng: np.random.Generator, limit: int = 2_000) -> None:
    """Step random words until the agent to act has chosen some words of an action, not all."""
    for _ in range(limit):
        driver = game_driver(env)
        if driver.seat is not None and driver.phrase.words:
            return
        env.step(random_word(rng, env.last()[0]["action_mask"]))
    raise AssertionError("no action of several words came up")


# -- bad words: refused as documented, nothing changed ------------------------------------------

WRONG_TYPES: dict[str, Any] = {
    "a NumPy bool": np.True_,
    "a 0-d bool array": np.array(True),
    "a NumPy float": np.float32(3),
    "a 0-d float array": np.array(3.0),
    "a float": 3.0,
    "a string": "3",
    "a one-element array": np.array([3]),
    "a list": [3],
    "bytes": b"\x03",
}


@pytest.mark.parametrize("kind", ["pettingzoo", "gymnasium"])
@pytest.mark.parametrize("word", list(WRONG_TYPES.values()), ids=list(WRONG_TYPES))
def test_a_word_that_is_not_an_integer_is_refused_with_a_type_error_and_changes_nothing(kind: str, word: Any) -> None:
    # [rl.md] "a float, a string, any other array (np.array([3]), an array of floats) ... is
    # refused with a TypeError"; a bool is no word either (players=True is refused alike).
    if kind == "pettingzoo":
        env: Any = pz(players=3, modules={"hq1", "recon2"})
        env.reset(seed=5)
        before = snapshot(env)
        with pytest.raises(TypeError, match="a word is an integer 0-141"):
            env.step(word)
        assert snapshot(env) == before
        env.step(random_word(np.random.default_rng(0), env.last()[0]["action_mask"]))  # plays on
    else:
        gym = rl.gym_env(players=3, modules={"hq1", "recon2"})
        observation, _ = gym.reset(seed=5)
        made = gym.driver.game.decisions_made
        with pytest.raises(TypeError, match="a word is an integer 0-141"):
            gym.step(word)
        assert gym.driver.game.decisions_made == made
        assert np.array_equal(gym.action_masks(), observation["action_mask"].astype(bool))
        gym.step(random_word(np.random.default_rng(0), gym.action_masks()))


def test_none_is_no_word_for_the_gymnasium_learner_and_a_live_pettingzoo_agent() -> None:
    # [rl.md] "(in Gymnasium) None is refused with a TypeError"; in PettingZoo only a finished
    # agent steps with None ("from then on ... it steps with None").
    gym = rl.gym_env(players=2)
    gym.reset(seed=2)
    made = gym.driver.game.decisions_made
    with pytest.raises(TypeError, match="got None"):
        gym.step(None)
    assert gym.driver.game.decisions_made == made
    env = pz(players=2)
    env.reset(seed=2)
    before = snapshot(env)
    with pytest.raises(ValueError, match="must choose a word"):
        env.step(None)
    assert snapshot(env) == before


@pytest.mark.parametrize(
    "word", [np.uint64(2**63), np.array(2**40), np.int8(-1), np.array(142, dtype=np.uint8)], ids=str
)
def test_a_numpy_word_outside_0_141_is_called_out_of_range_and_changes_nothing(word: Any) -> None:
    # [rl.md] "a number outside 0-141 [is refused] with a ValueError saying it is out of range".
    env = pz(players=4)
    env.reset(seed=1)
    before = snapshot(env)
    with pytest.raises(ValueError, match="out of range: words are 0-141"):
        env.step(word)
    assert snapshot(env) == before


@pytest.mark.parametrize(
    "make",
    [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint64, lambda w: np.array(w, np.int8)],
    ids=["int8", "uint8", "int16", "uint16", "int32", "uint64", "0-d int8 array"],
)
def test_a_numpy_integer_word_of_any_width_plays_as_the_same_python_int(make: Any) -> None:
    # [rl.md] "A word given to step() is a Python or NumPy integer, 0-141, or a NumPy array of
    # one integer and no dimension": each plays exactly what the Python int plays.
    rng = np.random.default_rng(4)
    plain, numpy_words = pz(players=3, modules={"recon1"}), pz(players=3, modules={"recon1"})
    plain.reset(seed=9)
    numpy_words.reset(seed=9)
    for _ in range(40):
        word = random_word(rng, plain.last()[0]["action_mask"])
        plain.step(word)
        numpy_words.step(make(word))
        assert snapshot(numpy_words) == snapshot(plain)


# -- agents' names -------------------------------------------------------------------------------


@pytest.mark.parametrize("method", ["observe", "action_space", "observation_space"])
@pytest.mark.parametrize("name", [["seat_0"], {"seat": 0}], ids=["a list", "a dict"])
def test_a_name_that_is_not_an_agents_is_refused_with_a_value_error_even_when_unhashable(
    method: str, name: Any
) -> None:
    # [rl.md] "a name that is not an agent's is refused with a ValueError" (the wrong name a
    # researcher passes by mistake may be a list of agents, which cannot be a dict key).
    env = pz(players=2)
    env.reset(seed=0)
    with pytest.raises(ValueError, match="is not an agent of this environment"):
        getattr(env, method)(name)


# -- rewards at the end, with every line-up -----------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_win_reward_shares_one_among_the_winners_and_margin_counts_people_ahead(players: int) -> None:
    # [rl.md] Rewards: "each winner gets 1 / (number of winners), the others 0";
    # "margin: her tribe's people minus the most people of any rival tribe"; once, at the end.
    modules = {2: set(HQ), 3: set(RECON), 4: {"hq1", "recon4"}, 5: {"recon2", "recon5"}}[players]
    for reward in ("win", "margin"):
        env = pz(players=players, modules=modules, reward=reward)
        total = play_pettingzoo(env, seed=players * 13)
        result = game_driver(env).game.result
        assert result is not None
        people = [score.people for score in result.scores]
        for seat in range(players):
            if reward == "win":
                expected = 1 / len(result.winners) if seat in result.winners else 0.0
            else:
                expected = people[seat] - max(p for other, p in enumerate(people) if other != seat)
            assert total[f"seat_{seat}"] == pytest.approx(expected)
        if reward == "win":
            assert sum(total.values()) == pytest.approx(1.0)


@pytest.mark.parametrize("bot", BOTS)
def test_every_kind_of_bot_plays_the_other_seats_of_a_whole_gymnasium_episode(bot: str) -> None:
    # [rl.md] "opponents: one bot name for every other seat ...; any name scavengers simulate
    # --bots takes"; the learner's reward comes once, at the end, as the win share.
    gym = rl.gym_env(players=3, opponents=bot, modules={"hq1"})
    observation, info = gym.reset(seed=21)
    assert info["seat"] == 21 % 3
    rng = np.random.default_rng(1)
    rewards: list[float] = []
    terminated = truncated = False
    while not (terminated or truncated):
        assert observation["action_mask"].any()
        observation, reward, terminated, truncated, info = gym.step(random_word(rng, gym.action_masks()))
        rewards.append(reward)
    assert terminated
    assert not truncated
    assert "illegal" not in info
    assert all(r == 0.0 for r in rewards[:-1])
    result = gym.driver.game.result
    assert result is not None
    assert rewards[-1] == pytest.approx(1 / len(result.winners) if info["seat"] in result.winners else 0.0)
    assert not observation["action_mask"].any()  # "A game's last observation allows no word"


def test_the_gymnasium_margin_reward_is_the_learners_people_ahead_of_the_best_bot() -> None:
    # [rl.md] reward="margin": "her tribe's people minus the most people of any rival tribe".
    gym = rl.gym_env(players=4, opponents=["random", "easy", "allin"], reward="margin", seat=2)
    gym.reset(seed=3)
    rng = np.random.default_rng(2)
    while True:
        _, reward, terminated, truncated, _ = gym.step(random_word(rng, gym.action_masks()))
        if terminated or truncated:
            break
    result = gym.driver.game.result
    assert result is not None
    people = [score.people for score in result.scores]
    assert reward == people[2] - max(people[0], people[1], people[3])


# -- truncation ----------------------------------------------------------------------------------


def test_max_cycles_of_one_truncates_every_agent_after_the_first_word_of_a_five_player_game() -> None:
    # [rl.md] "every agent is truncated once one of them has chosen that many words (from then
    # on its mask allows no word: it steps with None)"; no reward but at a game's end.
    env = pz(players=5, modules=set(HQ) | set(RECON), render_mode="ansi", max_cycles=1)
    env.reset(seed=17)
    first = env.agent_selection
    env.step(random_word(np.random.default_rng(0), env.last()[0]["action_mask"]))
    assert all(env.truncations.values())
    assert not any(env.terminations.values())
    for agent in env.possible_agents:
        assert not env.observe(agent)["action_mask"].any()
    stepped = []
    for agent in env.agent_iter():
        _, reward, termination, truncation, _ = env.last()
        assert truncation
        assert not termination
        assert reward == 0.0
        assert isinstance(env.render(), str)
        stepped.append(agent)
        env.step(None)
    assert sorted(stepped) == sorted(env.possible_agents)
    assert first in stepped
    assert env.agents == []


def test_the_registered_environment_truncates_at_ten_thousand_steps_by_default() -> None:
    # [rl.md] "The registered Gymnasium environment (gymnasium.make) has the same default, its
    # own max_steps" (10,000); its masks reach through the wrappers as get_wrapper_attr.
    made = gymnasium.make(rl.GYMNASIUM_ID, players=2, opponents=["random"])
    try:
        assert isinstance(made.unwrapped, GymEnv)
        assert made.unwrapped.max_steps == 10_000
        observation, _ = made.reset(seed=4)
        masks = made.get_wrapper_attr("action_masks")()
        assert masks.dtype == np.bool_
        assert masks.shape == (142,)
        assert np.array_equal(masks, observation["action_mask"].astype(bool))
    finally:
        made.close()


# -- replay: across processes, copies and pickles -----------------------------------------------

REPLAY = """
import hashlib, numpy as np
from scavengers import rl
digest = hashlib.sha256()
env = rl.env(players=3, modules=["hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5"],
             variants={"alternate_brawlers"})
env.reset(seed=2024)
rng = np.random.default_rng(0)
for agent in env.agent_iter():
    observation, reward, termination, truncation, _ = env.last()
    for part in (agent.encode(), observation["observation"].tobytes(), observation["action_mask"].tobytes(),
                 repr(reward).encode()):
        digest.update(part)
    env.step(None if termination or truncation else int(rng.choice(np.flatnonzero(observation["action_mask"]))))
gym = rl.gym_env(players=4, opponents=["heuristic", "learned", "ismcts:iters=5"], modules={"recon4", "hq1", "hq2"})
observation, info = gym.reset(seed=99)
digest.update(observation["observation"].tobytes())
done = False
while not done:
    observation, reward, terminated, truncated, info = gym.step(int(rng.choice(np.flatnonzero(gym.action_masks()))))
    digest.update(observation["observation"].tobytes())
    digest.update(repr(reward).encode())
    done = terminated or truncated
print(digest.hexdigest())
"""


@pytest.mark.slow
def test_reset_with_a_seed_replays_the_same_episodes_in_other_processes_whatever_their_hash_seed() -> None:
    # [rl.md] "reset(seed=s) plays the game of seed s"; the bots are "seeded from the game's
    # seed ..., so that reset(seed=s) replays the same episode for the same words, bots'
    # choices included": in another process too (sets of modules hash differently there).
    digests = set()
    for hash_seed in ("0", "1", "4242"):
        done = subprocess.run(
            [sys.executable, "-c", REPLAY],
            capture_output=True,
            text=True,
            check=False,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        )
        assert done.returncode == 0, done.stderr[-2000:]
        digests.add(done.stdout.strip())
    assert len(digests) == 1


def pickled(env: Any) -> Any:
    return pickle.loads(pickle.dumps(env))


@pytest.mark.parametrize("how", [copy.deepcopy, pickled], ids=["deepcopy", "pickle"])
def test_a_pettingzoo_game_copied_between_the_words_of_an_action_goes_on_as_the_original(how: Any) -> None:
    # [rl.md] the words already chosen are part of the decision ("chosen_words"), the render
    # shows them, and max_cycles counts each agent's words: a copy made mid-action keeps all three.
    env = pz(players=4, modules={"hq1", "hq2", "recon1", "recon3"}, render_mode="ansi", max_cycles=40)
    env.reset(seed=11)
    rng = np.random.default_rng(3)
    into_an_action(env, rng)
    twin = how(env)
    assert snapshot(twin) == snapshot(env)
    assert "Chosen so far: " in twin.render()
    assert twin.render() == env.render()
    for agent in env.agent_iter():
        assert twin.agent_selection == agent
        observation, reward, termination, truncation, _ = env.last()
        assert (reward, termination, truncation) == twin.last()[1:4]
        assert np.array_equal(twin.last()[0]["observation"], observation["observation"])
        word = None if termination or truncation else random_word(rng, observation["action_mask"])
        env.step(word)
        twin.step(word)
    assert twin.agents == []
    assert twin.truncations == env.truncations


@pytest.mark.parametrize("how", [copy.deepcopy, pickled], ids=["deepcopy", "pickle"])
def test_a_gymnasium_episode_copied_mid_game_with_every_kind_of_bot_goes_on_as_the_original(how: Any) -> None:
    # [rl.md] each bot "is seeded from the game's seed ..., so that reset(seed=s) replays the
    # same episode for the same words, bots' choices included": a copy carries the bots' state.
    gym = rl.gym_env(players=5, opponents=["learned", "ismcts:iters=4", "random", "easy"], modules={"recon2"})
    gym.reset(seed=6)
    rng = np.random.default_rng(5)
    for _ in range(15):
        gym.step(random_word(rng, gym.action_masks()))
    twin = how(gym)
    while True:
        word = random_word(rng, gym.action_masks())
        ours, twins = gym.step(word), twin.step(word)
        assert ours[1:] == twins[1:]
        assert np.array_equal(ours[0]["observation"], twins[0]["observation"])
        if ours[2] or ours[3]:
            break


# -- PettingZoo's own checks where no other test runs them --------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    "settings",
    [
        {"players": 2, "rules": "2012", "modules": set(HQ) | {"recon4"}, "reward": "margin"},
        {"players": 4, "modules": set(RECON), "variants": {"alternate_scavengers", "alternate_refugees"}},
        {"players": 5, "rules": 2012, "modules": [*HQ, "recon4"], "contested_one_each": True, "render_mode": "ansi"},
    ],
    ids=["2p-2012-hq-recon4-margin", "4p-recon-variants", "5p-2012-hq-one-each-ansi"],
)
def test_pettingzoos_api_test_and_seed_test_pass_on_the_2012_rules_and_the_recon_variants(
    settings: dict[str, Any],
) -> None:
    # [rl.md] "PettingZoo's api_test and seed_test ... pass on these environments", "for any
    # configuration of the game".
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # api_test's notes on a Dict observation space
        api_test(pz(**settings), num_cycles=250)  # type: ignore[no-untyped-call]
        seed_test(lambda: pz(**settings), num_cycles=120)  # type: ignore[no-untyped-call]


# -- the documented layout and words ------------------------------------------------------------


def test_every_row_of_the_docs_layout_tables_is_the_field_of_that_name_and_every_seat_slot_repeats_it() -> None:
    # [rl.md] The observation's tables (name, offset, size), "Seat slots 1-4 have the same fields
    # as slot 0, each block of 452 numbers after the one before (seat+1/present is at 2341,
    # seat+4/score at 4145)", and the vector's 4,159 numbers.
    rows = re.findall(r"^\| `([^`]+)` \| (\d+) \| (\d+) \|", DOCS.read_text(), re.MULTILINE)
    documented = {name: (int(offset), int(size)) for name, offset, size in rows}
    assert len(documented) == len(rows) > 50
    for name, (offset, size) in documented.items():
        assert (rl.FIELDS[name].offset, rl.FIELDS[name].size) == (offset, size), name
    slot_fields = [name.removeprefix("seat+0/") for name in documented if name.startswith("seat+0/")]
    for slot in range(1, 5):
        for name in slot_fields:
            field, first = rl.FIELDS[f"seat+{slot}/{name}"], rl.FIELDS[f"seat+0/{name}"]
            assert (field.offset, field.size) == (first.offset + 452 * slot, first.size)
    assert rl.FIELDS["seat+1/present"].offset == 2341
    assert rl.FIELDS["seat+4/score"].offset == 4145
    described = set(documented) | {f"seat+{s}/{n}" for s in range(1, 5) for n in slot_fields}
    assert described == set(rl.FIELDS)  # nothing in the layout goes undescribed
    ends = sorted((f.offset, f.offset + f.size) for f in rl.FIELDS.values())
    assert ends[0][0] == 0
    assert ends[-1][1] == rl.SIZE == 4159
    assert all(a[1] == b[0] for a, b in itertools.pairwise(ends))  # contiguous


def test_the_words_fall_in_the_documented_id_ranges() -> None:
    # [rl.md] The action space's table: 0 <end>, 1-41 verbs, 42-108 card kinds, 109-120 the
    # listed words, 121-136 the numbers 0-15, 137-141 the seats seat+0..seat+4; Discrete(142).
    words = rl.WORDS
    assert len(words) == 142
    assert words[0] == "<end>"
    assert list(words[109:121]) == [
        "none",
        "pay",
        "bottom",
        "hand",
        "deck",
        "force",
        "stored",
        "timer",
        "contested",
        "junkyard",
        "leaders",
        "schematics",
    ]
    assert list(words[121:137]) == [str(n) for n in range(16)]
    assert list(words[137:142]) == [f"seat+{n}" for n in range(5)]
    assert {"dig", "draw", "hunt", "hire", "build", "scout", "spy", "map", "top"} <= set(words[1:42])
    assert {"brawler", "shovel", "refugee", "medkit", "junk"} <= set(words[42:109])
    env = pz(players=3)
    env.reset(seed=0)
    for agent in env.possible_agents:
        space = env.action_space(agent)
        assert isinstance(space, gymnasium.spaces.Discrete)
        assert space.n == 142
        assert space is env.action_space(agent)


def test_words_for_spells_each_legal_action_as_its_notations_words_and_those_words_play_it() -> None:
    # [rl.md] "An engine action is its notation ... said word by word" (rl.action_words, seats
    # "counted from the one choosing"); "rl.Driver.words_for(action) gives the words a seat
    # chooses for an engine action" (those forced on the way are taken at once).
    env = pz(players=4, modules={"recon2"})
    env.reset(seed=12)
    driver = game_driver(env)
    seat = driver.seat
    assert seat is not None
    legal = driver.game.legal_actions(seat)
    assert len(legal) > 5
    for action in legal:
        chosen = driver.words_for(action)
        spoken = rl.action_words(action, seat, 4)
        assert next(rl.WORDS[w] for w in spoken if w != 0) == str(action).split()[0]
        rest = iter(spoken)
        assert all(word in rest for word in chosen)  # the chosen words, in the notation's order
        by_words, by_action = copy.deepcopy(env), copy.deepcopy(env)
        for word in chosen:
            assert by_words.last()[0]["action_mask"][word] == 1
            by_words.step(word)
        game_driver(by_action).play(action)
        games = game_driver(by_words).game, game_driver(by_action).game
        assert games[0].decisions_made == games[1].decisions_made
        assert all(games[0].view(s) == games[1].view(s) for s in range(4))


# -- render, last and observe ---------------------------------------------------------------------


def test_without_observing_last_gives_no_observation_and_rewards_stay_zero_until_the_end() -> None:
    # [rl.md] "Rewards come once, when the game ends; every other step rewards 0"; last(observe=
    # False) is PettingZoo's way to skip building the observation.
    env = pz(players=2, modules={"hq1"})
    env.reset(seed=8)
    rng = np.random.default_rng(8)
    steps = 0
    while not any(env.terminations.values()):
        observation, reward, termination, truncation, info = env.last(observe=False)
        assert observation is None
        assert reward == 0.0
        assert not truncation
        assert info == {}
        env.step(random_word(rng, env.observe(env.agent_selection)["action_mask"]))
        steps += 1
    assert steps > 10
    result = game_driver(env).game.result
    assert result is not None
    assert all(env.terminations.values())
    for seat, agent in enumerate(env.possible_agents):
        assert env.agent_selection == agent
        _, reward, termination, _, _ = env.last(observe=False)
        assert termination
        assert reward == (1 / len(result.winners) if seat in result.winners else 0.0)
        env.step(None)


def test_the_ansi_render_of_a_solo_game_at_its_end_shows_the_scores_points() -> None:
    # [rl.md] render_mode="ansi": "once the game is over, after 'The game is over.' it shows the
    # final result: ... in the solo game the score's points"; the reward is those points.
    gym = rl.gym_env(players=1, render_mode="ansi")
    gym.reset(seed=30)
    rng = np.random.default_rng(30)
    while True:
        _, reward, terminated, truncated, _ = gym.step(random_word(rng, gym.action_masks()))
        if terminated or truncated:
            break
    result = gym.driver.game.result
    assert result is not None
    text = gym.render()
    assert text is not None
    assert "The game is over." in text
    after = text.split("The game is over.", 1)[1]
    assert str(result.scores[0].points) in after
    assert "point" in after
    assert reward == float(result.scores[0].points)


def test_without_a_render_mode_render_returns_nothing_and_the_game_keeps_no_log() -> None:
    # [rl.md] "Without a render mode the game keeps no log (env.unwrapped.driver.game.log(seat)
    # is empty) ... every observation, mask and reward is the same as with one."
    quiet, shown = pz(players=3, modules={"recon3"}), pz(players=3, modules={"recon3"}, render_mode="ansi")
    assert play_pettingzoo(quiet, seed=4) == play_pettingzoo(shown, seed=4)
    assert quiet.render() is None
    assert all(not game_driver(quiet).game.log(seat) for seat in range(3))
    assert any(game_driver(shown).game.log(seat) for seat in range(3))


# -- the learned bot ---------------------------------------------------------------------------------


def test_the_learned_bot_chooses_the_same_in_every_game_its_seat_could_be_in_under_the_2012_rules() -> None:
    # docs/bots.md: "Like every bot it is given its seat's view and the legal actions only":
    # dealing afresh every card its seat cannot see changes none of its choices.
    game = sc.Game.new(sc.GameConfig(players=3, seed=31, rules="2012", modules=frozenset({"hq1", "hq2", "recon4"})))
    rng = random.Random(31)
    asked = 0
    while not game.over and asked < 60:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if len(legal) > 1:
            ours = decide(make_agent("learned", 0), game, seat, legal)
            twin = perturb_hidden(game, seat, rng)
            assert twin.legal_actions(seat) == legal
            assert decide(make_agent("learned", 0), twin, seat, legal) == ours
            asked += 1
        game.apply(seat, rng.choice(legal))
    assert asked == 60


@pytest.mark.slow
def test_a_learned_bots_decision_costs_about_the_documented_fraction_of_a_millisecond() -> None:
    # docs/bots.md: "A decision costs it about 0.2 ms of CPU in 2 and 4 players (at most about
    # 1 ms)". On a shared machine: on average under 2 ms of CPU (ten times the figure).
    warm = sc.Game.new(sc.GameConfig(players=2))
    decide(make_agent("learned", 0), warm, warm.to_act[0], warm.legal_actions(warm.to_act[0]))  # the weights read once
    spent, decisions = 0.0, 0
    for players in (2, 4):
        game = sc.Game.new(sc.GameConfig(players=players, seed=players))
        bots = [make_agent("learned", seat) for seat in range(players)]
        while not game.over:
            seat = game.to_act[0]
            legal = game.legal_actions(seat)
            start = time.process_time()
            action = decide(bots[seat], game, seat, legal)
            spent += time.process_time() - start
            decisions += 1
            game.apply(seat, action)
    assert decisions > 100
    assert spent / decisions < 0.002


# -- who is asked, and with what mask ---------------------------------------------------------------

EVERY_MODULE = frozenset(HQ + RECON)


def test_the_gymnasium_learner_is_asked_only_where_she_has_a_choice_with_every_module() -> None:
    # [rl.md] "The Gymnasium environment's learner sees only her own turns, so there every forced
    # decision is taken at once, hers too"; "a word that is the only possible next one is taken
    # at once": every mask of a live episode allows two words or more.
    rng = np.random.default_rng(0)
    for seed, modules in enumerate([EVERY_MODULE, frozenset({"recon1", "recon2"}), EVERY_MODULE]):
        gym = rl.gym_env(players=3, opponents="random", modules=modules)
        observation, _ = gym.reset(seed=seed)
        steps = 0
        while True:
            assert observation["action_mask"].sum() >= 2, (seed, steps)
            observation, _, terminated, truncated, _ = gym.step(random_word(rng, observation["action_mask"]))
            steps += 1
            if terminated or truncated:
                break
        assert steps > 20


def test_a_pettingzoo_agent_is_asked_every_word_of_its_action_and_others_see_no_word() -> None:
    # [rl.md] "A decision with a single legal action is not put to anyone ... The exceptions keep
    # the turns from telling what a seat holds" (game.asked_anyway()); "every word of an action
    # is asked, even one forced ... but the end mark after a bare verb": a decision takes as
    # many steps as its action has words; the mask is "all zeros for an agent that is not to
    # choose".
    rng = np.random.default_rng(1)
    lone = forced = decisions = 0
    for seed, modules in enumerate([frozenset({"hq1", "recon2"}), EVERY_MODULE]):
        env = pz(players=4, modules=modules)
        env.reset(seed=seed)
        stepped: list[int] = []
        for agent in env.agent_iter():
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            mask = observation["action_mask"]
            driver = game_driver(env)
            seat = driver.seat
            assert seat is not None
            legal = driver.game.legal_actions(seat)
            if mask.sum() == 1:
                if driver.phrase.words:
                    forced += 1  # a word forced within an action: asked all the same
                else:
                    assert len(legal) > 1 or driver.game.asked_anyway()
                    lone += len(legal) == 1
            for other in env.agents:
                if other != agent:
                    assert not env.observe(other)["action_mask"].any()
            made = driver.game.decisions_made
            word = random_word(rng, mask)
            stepped.append(word)
            env.step(word)
            if driver.game.decisions_made != made:  # the words named an action: it was played
                spelled = [
                    rl.words.action_words(action, seat, 4)
                    for action in legal
                    if rl.words.action_words(action, seat, 4)[: len(stepped)] == tuple(stepped)
                ]
                assert len(spelled) == 1
                bare = rl.WORDS[stepped[0]] in ("pass", "end", "continue", "abort", "bribe")
                assert len(stepped) == len(spelled[0]) - bare  # every word asked, but a bare verb's end mark
                stepped = []
                decisions += 1
    assert lone > 0
    assert forced > 0
    assert decisions > 200


def test_a_scenario_given_as_a_path_is_refused_when_the_environment_is_made() -> None:
    # [rl.md] "scenario takes the scenario itself, a dict ... (a file's path is not read: load
    # the JSON first)"; "A configuration the engine cannot play is refused when the environment
    # is made".
    for make in (pz, rl.gym_env):
        with pytest.raises(sc.ConfigError, match="scenario must be a mapping"):
            make(players=2, scenario="table.json")


@pytest.mark.parametrize("word", ["a masked word", np.array([1]), 142], ids=["masked", "array", "142"])
def test_a_bad_word_between_the_words_of_an_action_keeps_the_words_chosen_so_far(word: Any) -> None:
    # [rl.md] "the PettingZoo environment refuses [a word outside the mask] with a ValueError
    # naming the words allowed"; bad input "is refused ... and nothing changed": the words of
    # the action chosen so far (the observation's chosen_words) stay chosen.
    env = pz(players=3, modules={"hq1", "recon1"})
    env.reset(seed=23)
    rng = np.random.default_rng(23)
    into_an_action(env, rng)
    words = game_driver(env).phrase.words
    before = snapshot(env)
    chosen = rl.FIELDS["chosen_words"]
    assert env.last()[0]["observation"][chosen.offset : chosen.offset + chosen.size].sum() == len(words)
    if isinstance(word, str):
        word = int(np.flatnonzero(env.last()[0]["action_mask"] == 0)[0])
    with pytest.raises((ValueError, TypeError)) as refused:
        env.step(word)
    if isinstance(word, int) and word < 142:
        assert "allowed: " in str(refused.value)
    assert game_driver(env).phrase.words == words
    assert snapshot(env) == before


# -- a table set up from a scenario ---------------------------------------------------------------


def last_round(asked: bool) -> dict[str, Any]:
    """The last round of two players (one contested resource left, round 3): seat 0 has two
    people and the wolf pack to come, seat 1 one. With ``asked``, seat 0 holds a junk card (she
    has choices); without, nobody has a choice and the game is over when it is set up."""
    seat_0 = {"hand": ["junk"] if asked else [], "deck": ["brawler", "refugee", "wolf_pack", "junk"]}
    return {
        "round": 3,
        "initiator": 0,
        "contested": ["grenade"],
        "players": [seat_0, {"hand": [], "deck": ["scavenger", "junk"]}],
    }


@pytest.mark.parametrize("how", [copy.deepcopy, pickled], ids=["deepcopy", "pickle"])
def test_an_environment_playing_a_scenario_copies_and_pickles_mid_game_and_plays_on_alike(how: Any) -> None:
    # [rl.md] "any other GameConfig field (market, contested_one_each, scenario, ...) may be
    # given by name": such an environment copies as any other (its scenario, kept read-only by
    # GameConfig, once made copying and pickling fail with "cannot pickle 'mappingproxy'").
    env = pz(players=2, scenario=last_round(asked=True), reward="margin", render_mode="ansi")
    env.reset(seed=0)
    assert not any(env.terminations.values())
    twin = how(env)
    assert snapshot(twin) == snapshot(env)
    assert game_driver(twin).game.config == game_driver(env).game.config
    rng = np.random.default_rng(0)
    for agent in env.agent_iter():
        assert twin.agent_selection == agent
        observation, reward, termination, truncation, _ = env.last()
        assert twin.last()[1:4] == (reward, termination, truncation)
        word = None if termination or truncation else random_word(rng, observation["action_mask"])
        env.step(word)
        twin.step(word)
    assert twin.render() == env.render()
    gym = rl.gym_env(players=2, opponents="random", seat=0, scenario=last_round(asked=True))
    gym.reset(seed=0)
    gym_twin = how(gym)
    while True:
        word = random_word(rng, gym.action_masks())
        ours, theirs = gym.step(word), gym_twin.step(word)
        assert ours[1:] == theirs[1:]
        if ours[2] or ours[3]:
            break


@pytest.mark.parametrize("how", [copy.deepcopy, pickled], ids=["deepcopy", "pickle"])
def test_a_game_set_up_from_a_scenario_copies_and_pickles_as_an_equal_game(how: Any) -> None:
    # DESIGN.md scenarios stack a table through GameConfig(scenario=...): the game and its
    # config copy and pickle like any other (core/copying.py: "copy and pickle as the pure ones").
    config = sc.GameConfig(players=2, scenario=last_round(asked=True))
    game = sc.Game.new(config)
    copied = how(config)
    assert copied == config
    assert hash(copied) == hash(config)
    twin = how(game)
    assert twin.config == config
    assert all(twin.view(seat) == game.view(seat) for seat in range(2))
    seat = game.to_act[0]
    assert twin.legal_actions(seat) == game.legal_actions(seat)


def test_a_game_over_at_reset_renders_its_final_result_in_both_environments() -> None:
    # [rl.md] "a table set up so near its end (a scenario) that no seat has a choice is over at
    # reset()"; render: "once the game is over, after 'The game is over.' it shows the final
    # result: each seat's people ... and the winners".
    env = pz(players=2, scenario=last_round(asked=False), render_mode="ansi")
    env.reset(seed=0)
    assert all(env.terminations.values())
    gym = rl.gym_env(players=2, seat=1, scenario=last_round(asked=False), render_mode="ansi")
    observation, _ = gym.reset(seed=0)
    assert not observation["action_mask"].any()
    for text in (env.render(), gym.render()):
        assert text is not None
        after = text.split("The game is over.", 1)[1]
        assert "seat_0 2 people" in after
        assert "seat_1 1 person" in after
        assert "Winner: seat_0" in after
    assert gym.step(0)[1:4] == (0.0, True, False)  # "the learner's first step() ... ends the episode"


@pytest.mark.parametrize("make", [pz, rl.gym_env], ids=["pettingzoo", "gymnasium"])
def test_a_scenario_edited_after_the_environment_is_made_changes_none_of_its_games(make: Any) -> None:
    # [rl.md] "A configuration the engine cannot play is refused when the environment is made (a
    # game of it is set up there ...)": the games it plays are of the settings it checked, not
    # of whatever the caller's dict holds later (reusing one dict for the next table).
    scenario = last_round(asked=True)
    env = make(players=2, scenario=scenario)
    scenario["round"] = 1
    scenario["players"][1]["deck"].append("no_such_card")  # refused, had it been given
    env.reset(seed=0)
    driver = game_driver(env) if make is pz else env.driver
    assert driver.game.view(0).round == 3
    assert driver.game.view(1).seats[1].deck_count == 2


def test_a_scenario_given_as_another_configs_frozen_scenario_plays_and_pickles_as_its_dict() -> None:
    # [rl.md] "scenario takes the scenario itself": a GameConfig's own (read-only) scenario is
    # one too, and the environment made of it plays and pickles as one made of the plain dict.
    frozen = sc.GameConfig(players=2, scenario=last_round(asked=True)).scenario
    from_frozen, from_dict = pz(players=2, scenario=frozen), pz(players=2, scenario=last_round(asked=True))
    from_frozen.reset(seed=4)
    from_dict.reset(seed=4)
    twin = pickled(from_frozen)
    assert snapshot(twin) == snapshot(from_frozen) == snapshot(from_dict)
