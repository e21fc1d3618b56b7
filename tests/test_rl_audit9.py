"""Audit of scavengers.rl (docs/rl.md is the contract) on the configurations the other RL tests
cover least: the solo game (a harder one too), five players with every HQ and Recon module, the
2012 rules with the leader draft, every variant at once, and the argument forms the docs promise
(a lone name, a list, a set, the edition as a number, render_mode="ansi").

Hidden information is checked the way docs/rl.md states it: two games that differ only in cards
a seat cannot see (the engine's determinization) give it the same observation, mask and screen,
and whom the environment asks next never tells what a seat holds (RULINGS I-1)."""

from __future__ import annotations

import random
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test.api_test import api_test
from pettingzoo.test.seed_test import seed_test

import scavengers as sc
from scavengers import rl
from scavengers.bots.agent import decide, make_agent, run_game
from scavengers.rl.driver import Driver, driver_again
from scavengers.rl.multi_agent import RawEnv
from scavengers.rl.observation import FIELDS, OBSERVATION_HIGH, SIZE
from scavengers.rl.words import WORD_INDEX, WORDS, Phrase, seat_modulus

HQ = ("hq1", "hq2", "hq3", "hq4")
RECON = ("recon1", "recon2", "recon3", "recon4", "recon5")
VARIANTS = ("alternate_refugees", "alternate_scavengers", "alternate_brawlers", "leader_draft")
"""Every variant docs/variants.md lists (the solo game is players=1, not a variant)."""

CONFIGS: dict[str, dict[str, Any]] = {
    "solo": {"players": 1},
    "solo made harder, every module": {
        "players": 1,
        "modules": set(HQ + RECON),
        "solo_added": ("brawler", "sniper_team"),
        "solo_families_removed": 2,
    },
    "five players, every module": {"players": 5, "modules": frozenset(HQ + RECON)},
    "2012 rules, leader draft": {"players": 3, "modules": list(HQ[:3]), "variants": {"leader_draft"}, "rules": "2012"},
    "every variant": {"players": 4, "modules": HQ, "variants": list(VARIANTS)},
    "names alone, the edition a number": {
        "players": 2,
        "modules": "recon3",
        "variants": "alternate_refugees",
        "rules": 2012,
    },
}
"""Settings as a researcher writes them (docs/rl.md, The settings): sets, lists, tuples, a lone
name, the year as a number."""

OPPONENTS: dict[str, Any] = {
    "solo": None,
    "solo made harder, every module": [],
    "five players, every module": ["random", "easy", "learned", "heuristic"],
    "2012 rules, leader draft": "learned",
    "every variant": ("random",),
    "names alone, the edition a number": ["ismcts:iters=3"],
}
"""A line-up of each form docs/rl.md allows for gym_env: one name for all, one per other seat,
None or an empty list in the solo game."""


def raw(e: Any) -> RawEnv:
    inner = e.unwrapped
    assert isinstance(inner, RawEnv)
    return inner


def driving(e: Any) -> Driver:
    driver = raw(e).driver
    assert driver is not None
    return driver


def field(vector: npt.NDArray[np.float32], name: str) -> list[float]:
    f = FIELDS[name]
    return [float(x) for x in vector[f.offset : f.offset + f.size]]


def pick(rng: random.Random, mask: npt.NDArray[np.int8]) -> int:
    return int(rng.choice(np.flatnonzero(mask).tolist()))


# -- PettingZoo's and Gymnasium's own checks ---------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("name", list(CONFIGS))
def test_pettingzoo_api_and_seed_tests_and_gymnasium_check_env_pass_in_uncommon_configurations(name: str) -> None:
    settings = CONFIGS[name]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PettingZoo's advice on Dict observations; "no spec"
        api_test(rl.env(**settings), num_cycles=200)  # type: ignore[no-untyped-call]
        seed_test(lambda: rl.env(**settings), num_cycles=80)  # type: ignore[no-untyped-call]
        check_env(rl.gym_env(opponents=OPPONENTS[name], render_mode="ansi", **settings))


@pytest.mark.parametrize(
    ("players", "opponents", "error", "named"),
    [
        (5, ["heuristic", "oracle", "easy", "easy"], ValueError, "'oracle'"),
        (5, ["heuristic"] * 3, ValueError, "got 3"),
        (5, ["heuristic"] * 5, ValueError, "got 5"),
        (5, "ismcts:iters=many", ValueError, "'many'"),
        (5, "heuristic:depth=2", ValueError, "'depth'"),
        (5, "", ValueError, "unknown bot ''"),
        (5, ["heuristic", 7, "easy", "easy"], TypeError, "7"),
        (1, "heuristic", ValueError, "1 players need no opponent"),
    ],
)
def test_a_bad_opponent_line_up_is_refused_naming_what_is_wrong(
    players: int, opponents: Any, error: type[Exception], named: str
) -> None:
    """docs/rl.md: `opponents` is one bot name for every other seat, or one per seat; any name
    `scavengers simulate --bots` takes; the solo game takes none."""
    with pytest.raises(error) as refused:
        rl.gym_env(players=players, opponents=opponents, modules=set(HQ + RECON))
    assert named in str(refused.value)


@pytest.mark.parametrize("make", [rl.env, rl.gym_env], ids=["env", "gym_env"])
@pytest.mark.parametrize(
    ("settings", "error", "named"),
    [
        ({"players": 0}, ValueError, "got 0"),
        ({"players": 6}, ValueError, "got 6"),
        ({"players": "4"}, TypeError, "got '4'"),
        ({"players": 4, "modules": {"hq9"}}, ValueError, "hq9"),
        ({"players": 4, "modules": ["hq1", "recon7"]}, ValueError, "recon7"),
        ({"players": 4, "modules": "recon0"}, ValueError, "recon0"),
        ({"players": 4, "variants": {"mirror_match"}}, ValueError, "mirror_match"),
        ({"players": 4, "variants": "leader_draft"}, ValueError, "leader_draft"),
        ({"players": 4, "rules": "1999"}, ValueError, "1999"),
        ({"players": 4, "rules": 1999}, ValueError, "1999"),
        ({"players": 4, "solo_added": ("brawler",)}, ValueError, "players=1"),
        ({"players": 1, "solo_added": ("bishop",)}, ValueError, "bishop"),
        ({"players": 1, "solo_families_removed": 7}, ValueError, "got 7"),
        ({"players": 1, "contested_one_each": True, "modules": {"recon4"}}, ValueError, "contested_one_each"),
        ({"players": 4, "render_mode": "human"}, ValueError, "'human'"),
        ({"players": 4, "reward": "points"}, ValueError, "'points'"),
    ],
)
def test_bad_settings_are_refused_when_the_environment_is_made_naming_the_bad_value(
    make: Callable[..., Any], settings: dict[str, Any], error: type[Exception], named: str
) -> None:
    """docs/rl.md: a configuration the engine cannot play is refused when the environment is
    made; a setting of the wrong type with a message naming it. ConfigError is a ValueError."""
    with pytest.raises(error) as refused:
        make(**settings)
    assert named in str(refused.value)


# -- the observation, the mask and the words ---------------------------------------------------


def check_observation(vector: npt.NDArray[np.float32], settings: dict[str, Any], choosing: bool) -> None:
    """Every documented field at its documented place holds what docs/rl.md says it holds."""
    players = settings["players"]
    assert vector.shape == (SIZE,)
    assert vector.dtype == np.float32
    assert vector.min() >= 0
    assert vector.max() <= OBSERVATION_HIGH
    assert np.array_equal(vector, np.round(vector)), "counts, flags, one-hots and small whole numbers"
    assert field(vector, "players") == [1.0 if n == players else 0.0 for n in range(1, 6)]
    assert sum(field(vector, "phase")) == 1
    assert field(vector, "rules_2012") == [1.0 if str(settings.get("rules")) == "2012" else 0.0]
    assert field(vector, "over") == [field(vector, "phase")[3]]
    assert sum(field(vector, "solo_engaged")) == 1  # one-hot, index 0: none
    if players > 1:
        assert field(vector, "solo_forces") == [0.0] * 7
        assert field(vector, "solo_engaged")[0] == 1
    # Slot 1 of the solo game is the opponent forces; slots past the seats are absent.
    present = [field(vector, f"seat+{slot}/present")[0] for slot in range(5)]
    assert present == [1.0 if slot < max(players, 2) else 0.0 for slot in range(5)]
    for slot in range(max(players, 2), 5):
        start = FIELDS[f"seat+{slot}/present"].offset
        assert not vector[start : start + FIELDS["seat+1/present"].offset - FIELDS["seat+0/present"].offset].any()
    if choosing:
        assert field(vector, "over") == [0.0]
        assert sum(field(vector, "decision_kind")) == 1
        assert field(vector, "decision_seat") == [1.0, 0.0, 0.0, 0.0, 0.0]  # she decides: slot 0


def every_path(actions: tuple[sc.Action, ...], seat: int, count: int) -> list[str]:
    """The engine actions every word sequence the masks allow leads to, as the environment
    builds them (a lone action asked for too, as in the PettingZoo environment)."""
    reached: list[str] = []
    pending: list[tuple[int, ...]] = [()]
    while pending:
        path = pending.pop()
        phrase = Phrase(actions, seat, count, ask_every=True)
        for word in path:
            phrase.choose(word)
        if phrase.action is not None:
            reached.append(str(phrase.action))
            continue
        pending.extend((*path, word) for word in phrase.allowed)
    return reached


@pytest.mark.slow
@pytest.mark.parametrize("name", list(CONFIGS))
def test_every_observation_field_holds_what_the_docs_say_and_masks_spell_exactly_the_legal_actions(
    name: str,
) -> None:
    """At every step of a game of random words: the documented fields (docs/rl.md, The
    observation) and the space's bounds; at random steps, the engine actions reachable through
    the masks' words are exactly game.legal_actions (docs/rl.md, The action space)."""
    settings = CONFIGS[name]
    e = rl.env(**settings)
    e.reset(seed=17)
    rng = random.Random(17)
    count = seat_modulus(settings["players"])
    compared = 0
    for agent in e.agent_iter():
        observation, _, done, cut, _ = e.last()
        assert observation is not None
        assert raw(e).observation_space(agent).contains(observation)
        if done or cut:
            check_observation(observation["observation"], settings, choosing=False)
            assert not observation["action_mask"].any(), "the last observation allows no word"
            assert field(observation["observation"], "over") == [1.0]
            e.step(None)
            continue
        check_observation(observation["observation"], settings, choosing=True)
        for other in e.agents:
            if other != agent:
                seen = e.observe(other)
                assert seen is not None
                check_observation(seen["observation"], settings, choosing=False)
                assert not seen["action_mask"].any(), "an agent not to choose is allowed no word"
        driver = driving(e)
        seat = driver.seat
        assert seat is not None
        if not driver.phrase.words and rng.random() < 0.2:
            legal = driver.game.legal_actions(seat)
            assert sorted(every_path(legal, seat, count)) == sorted(map(str, legal))
            compared += 1
        e.step(pick(rng, observation["action_mask"]))
    assert compared >= 3


def test_the_solo_forces_are_counted_as_the_rulebook_and_the_difficulty_deal_them() -> None:
    """[003:320-326]: 7 forces of 3, 4, 4, 5, 5, 5 and 6 cards; docs/variants.md: each card
    added goes on the smallest force, each family taken out comes off the largest."""
    for settings, forces in (
        ({}, [3, 4, 4, 5, 5, 5, 6]),
        ({"solo_added": ("brawler", "brawler")}, [5, 4, 4, 5, 5, 5, 6]),
        ({"solo_families_removed": 2}, [3, 4, 4, 5, 5, 5, 4]),
    ):
        e = rl.env(players=1, **settings)
        e.reset(seed=4)
        observation, *_ = e.last()
        assert observation is not None
        assert field(observation["observation"], "solo_forces") == forces
        assert field(observation["observation"], "solo_engaged") == [1.0] + [0.0] * 7


# -- rewards -----------------------------------------------------------------------------------


def final_rewards(e: Any, seed: int, choose: Callable[[Driver], int]) -> dict[str, float]:
    e.reset(seed=seed)
    finals: dict[str, float] = {}
    for agent in e.agent_iter():
        observation, reward, done, cut, _ = e.last()
        if done or cut:
            finals[agent] = reward
            e.step(None)
            continue
        assert observation is not None
        assert reward == 0, "rewards come once, when the game ends"
        e.step(choose(driving(e)))
    return finals


def heuristic_words(seed: int) -> Callable[[Driver], int]:
    """The heuristic bot's actions, said word by word (Driver.words_for)."""
    bot = make_agent("heuristic", seed)
    queued: list[int] = []

    def choose(driver: Driver) -> int:
        if not queued:
            seat = driver.seat
            assert seat is not None
            game = driver.game
            queued.extend(driver.words_for(decide(bot, game, seat, game.legal_actions(seat))))
        return queued.pop(0)

    return choose


@pytest.mark.slow
@pytest.mark.parametrize("reward", ["win", "margin"])
def test_the_solo_game_is_rewarded_with_its_points_either_way(reward: str) -> None:
    """docs/rl.md, Rewards: the solo game has no rival, its reward is the score's points either
    way; [003:346-348]: a contested resource 2 points, every other card 1 (RULINGS V-7)."""
    harder: dict[str, Any] = {"modules": set(HQ + RECON), "solo_added": ("brawler",), "solo_families_removed": 1}
    for settings in ({}, harder):
        e = rl.env(players=1, reward=reward, **settings)
        finals = final_rewards(e, 5, heuristic_words(5))
        result = driving(e).game.result
        assert result is not None
        score = result.scores[0]
        assert score.points > 0  # played by the heuristic bot: a real score, not a lost tribe
        assert score.points == score.cards + score.contested  # 2 a resource, 1 every other card
        assert finals == {"seat_0": float(score.points)}
        gym = rl.gym_env(players=1, reward=reward, **settings)
        _, info = gym.reset(seed=5)
        assert info == {"seat": 0}
        play = heuristic_words(5)
        done = False
        while not done:
            _, gained, terminated, truncated, _ = gym.step(play(gym.driver))
            done = terminated or truncated
        assert gained == float(score.points)  # the same game of seed 5, the same words


def three_way_tie(asked: bool) -> dict[str, Any]:
    """The last round of five players; seats 0-2 tie on people (2), contested (1) and cards (4):
    a shared victory [000:170-172]; seats 3 and 4 have 1 person each. With ``asked``, seat 0
    holds her junk (she chooses whether to trash it, and whether to commit it); without, no
    seat has a choice and the game is over at reset()."""
    tribes = [["brawler", "refugee", prize, "junk"] for prize in ("wolf_pack", "wolf_pack", "grenade")]
    players = [{"hand": [], "deck": tribe} for tribe in tribes]
    players += [{"hand": [], "deck": ["scavenger", "junk", "junk", "junk"]}, {"hand": [], "deck": ["refugee"]}]
    if asked:
        players[0] = {"hand": ["junk"], "deck": tribes[0][:3]}
    return {"round": 3, "initiator": 0, "contested": ["grenade"], "players": players}


SHARED = {"win": [1 / 3, 1 / 3, 1 / 3, 0.0, 0.0], "margin": [0.0, 0.0, 0.0, -1.0, -1.0]}
"""docs/rl.md, Rewards: each winner 1 / (number of winners), the others 0; the margin: her
people minus the most people of any rival tribe."""


def keeping_everything(driver: Driver) -> int:
    """End the turn, pass, commit nothing: the tie stays as dealt."""
    seat = driver.seat
    assert seat is not None
    allowed = np.flatnonzero(driver.mask(seat)).tolist()
    for word in ("end", "pass", "none", "<end>"):
        if WORD_INDEX[word] in allowed:
            return WORD_INDEX[word]
    return int(allowed[0])


@pytest.mark.parametrize("reward", list(SHARED))
def test_a_shared_victory_of_five_shares_the_win_and_counts_the_margin_to_the_best_rival(reward: str) -> None:
    e = rl.env(players=5, scenario=three_way_tie(asked=True), reward=reward)
    finals = final_rewards(e, 0, keeping_everything)
    result = driving(e).game.result
    assert result is not None
    assert result.winners == (0, 1, 2)
    assert [finals[f"seat_{seat}"] for seat in range(5)] == pytest.approx(SHARED[reward])
    if reward == "win":
        assert sum(finals.values()) == pytest.approx(1.0)
    for seat in range(5):
        gym = rl.gym_env(players=5, opponents="random", seat=seat, scenario=three_way_tie(asked=True), reward=reward)
        assert gym_final_reward(gym) == pytest.approx(SHARED[reward][seat])


def gym_final_reward(gym: Any) -> float:
    observation, _ = gym.reset(seed=0)
    while True:
        allowed = np.flatnonzero(observation["action_mask"]).tolist()
        word = WORD_INDEX["end"] if WORD_INDEX["end"] in allowed else int(allowed[0]) if allowed else 0
        observation, reward, terminated, truncated, _ = gym.step(word)
        if terminated or truncated:
            assert terminated
            return float(reward)


@pytest.mark.parametrize("reward", list(SHARED))
def test_a_game_over_at_reset_hands_every_agent_its_reward(reward: str) -> None:
    """docs/rl.md, Rewards: rewards come once, when the game ends, to every agent. A table set
    up so near its end that nobody has a choice is over at reset() (the Gymnasium environment
    says so for its learner): each agent's last() must still hand out its reward, not 0."""
    e = rl.env(players=5, scenario=three_way_tie(asked=False), reward=reward)
    e.reset(seed=0)
    assert all(e.terminations.values())
    finals = final_rewards(e, 0, keeping_everything)
    assert [finals[f"seat_{seat}"] for seat in range(5)] == pytest.approx(SHARED[reward])
    for seat in range(5):
        gym = rl.gym_env(players=5, opponents="random", seat=seat, scenario=three_way_tie(asked=False), reward=reward)
        assert gym_final_reward(gym) == pytest.approx(SHARED[reward][seat])


# -- hidden information ------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    "name",
    ["solo made harder, every module", "five players, every module", "2012 rules, leader draft", "every variant"],
)
def test_a_twin_dealt_afresh_where_the_seat_cannot_see_gives_it_the_same_observation_mask_and_screen(
    name: str,
) -> None:
    """docs/rl.md: two games that differ only in cards a seat cannot see give it the same
    observation; render("ansi") shows nothing that seat may not see. At every other step, for
    the seat choosing and for another seat, a twin dealt afresh (Game.determinize) is compared."""
    settings = CONFIGS[name]
    e = rl.env(render_mode="ansi", **settings)
    e.reset(seed=23)
    rng = random.Random(23)
    players = settings["players"]
    steps = 0
    while e.agents and steps < 160:
        observation, _, done, cut, _ = e.last()
        if done or cut:
            e.step(None)
            continue
        assert observation is not None
        driver = driving(e)
        seat = driver.seat
        assert seat is not None
        if steps % 2 == 0:
            for viewer in {seat, rng.randrange(players)}:
                twin = driver.game.determinize(viewer, rng.getrandbits(32))
                other = driver_again(twin, seat, True, driver.phrase.words if viewer == seat else ())
                assert np.array_equal(other.observation(viewer), driver.observation(viewer)), (name, steps, viewer)
                assert np.array_equal(other.mask(viewer), driver.mask(viewer))
                if viewer == seat:
                    assert other.table_text(viewer) == raw(e).render()
        e.step(pick(rng, observation["action_mask"]))
        steps += 1
    assert steps == 160 or not e.agents, "played to the end or for 160 steps"
    assert steps > 30


def asked_after_a_trash(hand: list[str]) -> tuple[list[str], list[npt.NDArray[np.float32]]]:
    """Round 1 of three players: seat 0 ends her turn, seat 1 trashes her junk. The agents
    selected after each, and what seat 0 and seat 2 observe then."""
    table = {
        "round": 1,
        "initiator": 0,
        "players": [
            {"hand": ["scavenger", "refugee"], "deck": ["pills", "net"]},
            {"hand": hand, "deck": ["pills", "net"]},
            {"hand": ["scavenger", "refugee"], "deck": ["pills", "net"]},
        ],
    }
    e = rl.env(players=3, scenario=table)
    e.reset(seed=0)
    selected: list[str] = []
    seen: list[npt.NDArray[np.float32]] = []
    for text in ("end", "trash junk"):
        driver = driving(e)
        assert driver.seat is not None
        for word in driver.words_for(sc.parse_action(driver.game, driver.seat, text)):
            e.step(word)
        selected.append(e.agent_selection)
        seen.extend(e.observe(agent)["observation"] for agent in ("seat_0", "seat_2"))  # type: ignore[index]
    return selected, seen


def test_whom_the_environment_asks_next_does_not_tell_a_rival_whether_a_hand_can_still_act() -> None:
    """docs/rl.md, Agents and turns: the turns must not tell what a seat holds (RULINGS I-1).
    Seat 1 holds a refugee and a spear (she may still hunt) or a refugee and a second junk (she
    can only end her turn): seats 0 and 2 see neither hand, nor the difference in anything they observe, so
    the next agent selected must not differ either. Skipping a turn that can only end would
    select seat 2 at once exactly when seat 1's hand can do nothing more."""
    can_hunt, hunt_seen = asked_after_a_trash(["junk", "refugee", "spear"])
    cannot, cannot_seen = asked_after_a_trash(["junk", "refugee", "junk"])
    assert can_hunt == ["seat_1", "seat_1"]
    assert cannot == can_hunt
    for a, b in zip(hunt_seen, cannot_seen, strict=True):
        assert np.array_equal(a, b)  # and the twins look the same to seats 0 and 2


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "modules", "variants", "rules"),
    [(3, (), (), "2015"), (5, HQ + RECON, ("leader_draft",), "2015"), (4, HQ[:3], ("leader_draft",), "2012")],
)
def test_whether_a_seat_is_asked_never_depends_on_cards_another_seat_cannot_see(
    players: int, modules: tuple[str, ...], variants: tuple[str, ...], rules: str
) -> None:
    """At every decision of random games (forced ones included, Game.apply), a twin dealt
    afresh for another seat (which sees whom the PettingZoo environment asks) puts the question
    to the same seat, or skips it, as the game does: with ask_windows, being asked is
    len(legal) > 1 or Game.asked_anyway(), and must rest on public facts only."""
    config = sc.GameConfig(
        players=players, seed=29, modules=frozenset(modules), variants=frozenset(variants), rules=rules
    )
    game = sc.Game.new(config)
    rng = random.Random(29)
    compared = 0
    while not game.over and compared < 700:
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        asked = len(legal) > 1 or game.asked_anyway()
        viewer = rng.choice([s for s in range(players) if s != seat])
        twin = game.determinize(viewer, rng.getrandbits(32))
        assert twin.to_act[0] == seat
        twin_asked = len(twin.legal_actions(seat)) > 1 or twin.asked_anyway()
        assert twin_asked == asked, (game.view(seat).decision, [str(a) for a in legal])
        compared += 1
        game.apply(seat, rng.choice(legal))
    assert compared > 150


# -- seeds, closing, rendering -----------------------------------------------------------------


def trajectory(e: Any, seed: int) -> list[tuple[str, bytes, bytes, float, bool]]:
    e.reset(seed=seed)
    rng = random.Random(seed)
    seen: list[tuple[str, bytes, bytes, float, bool]] = []
    for agent in e.agent_iter():
        observation, reward, done, cut, _ = e.last()
        assert observation is not None
        seen.append((agent, observation["observation"].tobytes(), observation["action_mask"].tobytes(), reward, done))
        e.step(None if done or cut else pick(rng, observation["action_mask"]))
    return seen


@pytest.mark.slow
def test_reset_with_the_same_seed_replays_the_game_and_close_leaves_it_reusable() -> None:
    """docs/rl.md: reset(seed=s) plays the game of seed s; PettingZoo's close() releases the
    game, after which only reset() makes it usable again (a clear error before that)."""
    settings = CONFIGS["five players, every module"]
    e = rl.env(render_mode="ansi", **settings)
    first = trajectory(e, 31)
    assert first == trajectory(e, 31)
    assert first[-1][4], "played to the end"
    e.close()  # type: ignore[no-untyped-call]  # PettingZoo's wrapper, unannotated
    with pytest.raises(ValueError, match="reset"):
        e.last()
    with pytest.raises(ValueError, match="reset"):
        e.render()
    assert trajectory(e, 31) == first
    assert trajectory(rl.env(render_mode="ansi", **settings), 31) == first


def gym_episode(gym: Any, seed: int) -> list[bytes]:
    observation, _ = gym.reset(seed=seed)
    rng = random.Random(seed)
    seen = [observation["observation"].tobytes()]
    done = False
    while not done:
        observation, reward, terminated, truncated, _ = gym.step(pick(rng, observation["action_mask"]))
        seen.append(observation["observation"].tobytes() + observation["action_mask"].tobytes())
        done = terminated or truncated
    seen.append(np.float64(reward).tobytes())
    return seen


@pytest.mark.slow
def test_a_gymnasium_episode_against_mixed_bots_replays_from_its_seed() -> None:
    """docs/rl.md: each bot is seeded from the game's seed, so reset(seed=s) replays the same
    episode for the same words, the bots' choices included (the learned and search bots too)."""
    gym = rl.gym_env(players=5, opponents=["learned", "ismcts:iters=3", "random", "heuristic"], modules=set(HQ + RECON))
    first = gym_episode(gym, 8)
    assert len(first) > 10
    assert gym_episode(gym, 8) == first
    assert gym_episode(gym, 9) != first


def test_the_final_screen_shows_each_tribe_and_the_shared_victory() -> None:
    """docs/rl.md: once the game is over, render() shows after "The game is over." each seat's
    people with its contested resources and cards, and the winners."""
    e = rl.env(players=5, scenario=three_way_tie(asked=True), render_mode="ansi")
    final_rewards(e, 0, keeping_everything)
    text = raw(e).render()
    assert text is not None
    ending = " ".join(text[text.index("The game is over.") :].split())  # the console wraps long lines
    for seat in range(3):
        assert f"seat_{seat} 2 people (1 contested, 4 cards)" in ending
    assert "Shared victory: seat_0, seat_1 and seat_2." in ending


# -- the learned bot ---------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("name", list(CONFIGS))
def test_the_learned_bot_plays_every_uncommon_configuration_to_its_end_with_legal_actions(name: str) -> None:
    """make_agent("learned") in every seat (docs/bots.md: it plays the solo game, poorly, and
    every module); the engine refuses an action that is not legal, so a game played to its end
    was played legally."""
    settings = dict(CONFIGS[name])
    players = settings.pop("players")
    for key in ("modules", "variants"):
        value = settings.get(key, ())
        settings[key] = frozenset([value] if isinstance(value, str) else value)
    settings["rules"] = str(settings.get("rules", "2015"))
    game = sc.Game.new(sc.GameConfig(players=players, seed=3, **settings))
    run_game(game, [make_agent("learned", seat) for seat in range(players)])
    assert game.over
    assert game.result is not None
    assert len(game.result.scores) == players


def test_the_words_the_mask_allows_are_named_in_the_refusal_in_a_five_player_game() -> None:
    """docs/rl.md: the PettingZoo environment refuses a word outside the mask with a ValueError
    naming the words allowed, and the game stays as it was."""
    e = rl.env(players=5, modules=set(HQ + RECON))
    e.reset(seed=2)
    observation, *_ = e.last()
    assert observation is not None
    before = observation["observation"].copy()
    selected = e.agent_selection
    bad = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    with pytest.raises(ValueError, match="allowed: ") as refused:
        e.step(bad)
    for word in np.flatnonzero(observation["action_mask"]):
        assert f"{word} {WORDS[word]}" in str(refused.value)
    again, *_ = e.last()
    assert again is not None
    assert np.array_equal(again["observation"], before)
    assert np.array_equal(again["action_mask"], observation["action_mask"])
    assert e.agent_selection == selected


@pytest.mark.parametrize("opponents", [{"heuristic": 1}, {"heuristic", "random"}, frozenset({"random"})])
def test_opponents_without_a_seat_order_are_refused(opponents: object) -> None:
    """A mapping or a set names bots in no seat order: refused, not read by its keys."""
    with pytest.raises(TypeError, match="a bot name or a list of them in seat order"):
        rl.gym_env(players=3, opponents=opponents)  # type: ignore[arg-type]
