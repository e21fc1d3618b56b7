"""The learning environments (scavengers.rl): PettingZoo's and Gymnasium's own checks, the
words of the action space, rewards, rendering, and observations that depend only on what a
seat may see."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium import spaces
from gymnasium.utils.env_checker import check_env
from pettingzoo.test.api_test import api_test
from pettingzoo.test.seed_test import seed_test

import scavengers as sc
from scavengers import rl
from scavengers.rl.driver import Driver
from scavengers.rl.multi_agent import RawEnv
from scavengers.rl.observation import FIELDS, LAYOUT, SIZE, observe
from scavengers.rl.words import END, WORD_INDEX, WORDS, Phrase, action_words

WINDOWS = {
    "round": 1,
    "initiator": 0,
    "players": [
        {"hand": ["scavenger", "scavenger", "spear", "shovel"], "deck": ["junk", "pills", "net", "refugee", "brawler"]},
        {"hand": ["sniper_team", "saboteur"], "deck": ["refugee", "scout", "spear", "junk", "medkit"]},
        {"hand": ["refugee"], "deck": ["scavenger", "brawler", "pills", "net", "junk"]},
    ],
}
"""Round 1, three players: seat 0 (initiator) can hunt; seat 1 holds a sniper and a saboteur."""


def words(*names: str) -> tuple[int, ...]:
    return tuple(WORD_INDEX[name] for name in names)


def raw(e: Any) -> RawEnv:
    env = e.unwrapped
    assert isinstance(env, RawEnv)
    return env


def seen(e: Any, agent: str) -> dict[str, Any]:
    """What ``agent`` observes now."""
    observation = e.observe(agent)
    assert isinstance(observation, dict)
    return observation


def say(e: Any, text: str) -> None:
    """The selected agent plays ``text`` word by word, as a learner would."""
    env = raw(e)
    assert env.driver is not None
    game = env.driver.game
    seat = env.possible_agents.index(env.agent_selection)
    for word in env.driver.words_for(sc.parse_action(game, seat, text)):
        assert seen(e, env.agent_selection)["action_mask"][word] == 1
        e.step(word)


def random_words(e: Any, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        observation, _, done, cut, _ = e.last()
        if done or cut:
            e.step(None)
            if not e.agents:
                return
            continue
        e.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))


# -- PettingZoo's and Gymnasium's own checks ----------------------------------------------------


def test_pettingzoo_api_test_passes_on_a_two_player_game() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its advice on Dict observations, as for its own card games
        api_test(rl.env(players=2), num_cycles=400)  # type: ignore[no-untyped-call]


def test_pettingzoo_seed_test_passes() -> None:
    seed_test(lambda: rl.env(players=2, modules={"hq1"}), num_cycles=200)  # type: ignore[no-untyped-call]


def test_max_cycles_truncates_every_agent_once_one_has_chosen_that_many_words() -> None:
    """PettingZoo's max_cycles_test, for a turn-based game: no agent chooses more than
    max_cycles words, and every agent gets its last (truncated) turn."""
    max_cycles = 4
    e = rl.env(players=3, max_cycles=max_cycles)
    e.reset(seed=5)
    counts = dict.fromkeys(raw(e).possible_agents, 0)
    chosen = dict.fromkeys(raw(e).possible_agents, 0)
    rng = random.Random(0)
    for agent in e.agent_iter():
        counts[agent] += 1
        observation, _, done, cut, _ = e.last()
        if done or cut:
            assert cut
            assert not done
            e.step(None)
            continue
        chosen[agent] += 1
        assert observation is not None
        e.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
    assert max(chosen.values()) == max_cycles
    assert all(counts[a] == chosen[a] + 1 for a in counts)
    assert e.agents == []


def test_gymnasium_check_env_passes_against_the_heuristic_bot() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "no spec": the environment is made directly
        check_env(rl.gym_env(players=2, opponents=["heuristic"], render_mode="ansi"))


def test_the_registered_gymnasium_environment_passes_check_env_with_its_render_modes() -> None:
    made = gymnasium.make(rl.GYMNASIUM_ID, players=2, opponents=["easy"])
    assert isinstance(made.unwrapped, rl.GymEnv)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(made.unwrapped)  # with a spec: its "ansi" render mode is checked too


def test_gymnasium_check_env_passes_against_the_search_bot_with_modules() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(rl.gym_env(players=3, opponents=["ismcts:iters=8", "easy"], modules={"hq1", "recon1"}))


# -- the action space --------------------------------------------------------------------------


def test_the_action_space_is_one_word_table_of_a_few_hundred_at_most() -> None:
    assert len(WORDS) == len(set(WORDS)) < 300  # verbs, card kinds, zone words, numbers, seats
    e = rl.env(players=5, modules=sc.hq_modules(4) | sc.recon_modules(range(1, 6)))
    e.reset(seed=1)
    for space in (raw(e).action_space("seat_0"), raw(rl.env(players=2)).action_space("seat_1")):
        assert isinstance(space, spaces.Discrete)
        assert space.n == len(WORDS)


def test_an_action_is_its_notation_word_by_word_in_canonical_groups() -> None:
    dig = sc.Action(sc.Verb.DIG, ("brawler", "refugee", "shovel"))
    said = action_words(dig, 0, 3)
    assert said == words(*str(dig).replace("+", " ").split(), END)  # one path: the canonical grouping
    assert sorted(WORDS[w] for w in said[1:-1]) == ["brawler", "refugee", "shovel"]
    hire = sc.Action(sc.Verb.HIRE, ("medkit",), "scout")
    assert action_words(hire, 0, 3) == words("hire", "scout", "pay", "medkit", END)


def test_a_seat_named_in_an_action_is_counted_from_the_chooser() -> None:
    snipe = sc.Action(sc.Verb.SNIPE, ("sniper_team",), "scavenger", 0)
    assert action_words(snipe, 1, 3) == words("snipe", "seat+2", "scavenger", END)
    assert action_words(snipe, 2, 3) == words("snipe", "seat+1", "scavenger", END)
    spy = sc.Action(sc.Verb.SPY, ("spy",), "stored-bunker", 3)
    assert action_words(spy, 1, 4) == words("spy", "seat+2", "stored", "bunker", END)


def test_an_answer_from_the_committed_cards_has_words_of_its_own() -> None:
    """RULINGS I-6: where her hand and her committed cards both hold a sniper team, the two
    snipes are two actions; each must be reachable word by word, whichever was spelled first."""
    plain = sc.Action(sc.Verb.SNIPE, ("sniper_team",), "scavenger", 1)
    force = plain._replace(from_force=True)
    assert action_words(plain, 0, 3) == words("snipe", "seat+1", "scavenger", END)
    assert action_words(force, 0, 3) == words("snipe", "force", "seat+1", "scavenger", END)
    retrieve = sc.Action(sc.Verb.RETRIEVE, ("medic",), "bunker")
    assert action_words(retrieve._replace(number=2), 0, 3) == words("retrieve", "bunker", "2", "medic", END)
    assert action_words(retrieve, 0, 3) == words("retrieve", "bunker", "medic", END)
    for pair in ((plain, force), (force, plain)):
        for wanted in pair:
            phrase = Phrase(pair, 0, 3)
            for word in action_words(wanted, 0, 3)[1:]:
                if phrase.action is None:
                    phrase.choose(word)
            assert phrase.action == wanted


def test_the_mask_allows_exactly_the_next_words_of_legal_actions_and_forced_words_are_taken() -> None:
    game = sc.Game.new(sc.GameConfig(players=3, seed=0, scenario=WINDOWS))
    game.apply(0, "hunt scavenger+spear scavenger")
    assert [str(a) for a in game.legal_actions(1)] == ["pass", "snipe 0:scavenger", "disarm 0:spear"]
    phrase = Phrase(game.legal_actions(1), 1, 3)
    assert phrase.allowed == frozenset(words("pass", "snipe", "disarm"))
    phrase.choose(WORD_INDEX["snipe"])
    # The target is forced (one sniper, one scavenger on the table): the action is complete.
    assert phrase.action == sc.parse_action(game, 1, "snipe 0:scavenger")
    assert phrase.words == words("snipe", "seat+2", "scavenger", END)


def test_the_end_word_is_asked_only_where_a_longer_action_goes_on() -> None:
    game = sc.Game.new(
        sc.GameConfig(players=2, seed=0, scenario={"round": 1, "initiator": 0, "players": [{"hand": ["junk", "junk"]}]})
    )
    phrase = Phrase(game.legal_actions(0), 0, 2)
    phrase.choose(WORD_INDEX["trash"])
    # "trash junk" and "trash junk junk": the first junk is forced, then it ends or goes on.
    assert phrase.words == words("trash", "junk")
    assert phrase.allowed == frozenset(words(END, "junk"))
    phrase.choose(WORD_INDEX[END])
    assert phrase.action == sc.parse_action(game, 0, "trash junk")


def test_a_reaction_on_another_players_turn_is_that_seats_turn() -> None:
    e = rl.env(players=3, scenario=WINDOWS)
    e.reset(seed=0)
    assert e.agent_selection == "seat_0"
    say(e, "hunt scavenger+spear scavenger")
    assert e.agent_selection == "seat_1"
    mask = seen(e, "seat_1")["action_mask"]
    assert set(np.flatnonzero(mask).tolist()) == set(words("pass", "snipe", "disarm"))
    assert not seen(e, "seat_0")["action_mask"].any()
    say(e, "snipe 0:scavenger")
    driver = raw(e).driver
    assert driver is not None
    assert driver.game.view(None).seats[1].discard == ("sniper_team",)


def test_an_illegal_word_is_refused_with_the_words_allowed() -> None:
    e = rl.env(players=3, scenario=WINDOWS)
    e.reset(seed=0)
    with pytest.raises(ValueError, match=r"cannot come next; allowed: .*hunt"):
        e.step(WORD_INDEX["snipe"])


# -- rewards, rendering ---------------------------------------------------------------------------


def play_out(e: Any, seed: int) -> dict[str, float]:
    e.reset(seed=seed)
    rng = random.Random(seed)
    finals: dict[str, float] = {}
    for agent in e.agent_iter():
        observation, reward, done, cut, _ = e.last()
        if done or cut:
            finals[agent] = reward
            e.step(None)
            continue
        e.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
    return finals


def test_the_win_reward_shares_one_among_the_winners_at_the_end_only() -> None:
    e = rl.env(players=3)
    finals = play_out(e, 3)
    result = Driver(sc.GameConfig(players=3, seed=3)).game  # the same game, replayed by seed
    assert result is not None
    assert sum(finals.values()) == pytest.approx(1.0)
    assert set(finals) == {"seat_0", "seat_1", "seat_2"}
    assert all(value in (0.0, 1.0, 0.5, pytest.approx(1 / 3)) for value in finals.values())


def test_the_margin_reward_is_people_ahead_of_the_best_rival() -> None:
    e = rl.env(players=2, reward="margin")
    finals = play_out(e, 4)
    driver = raw(e).driver
    assert driver is not None
    assert driver.game.result is not None
    people = [score.people for score in driver.game.result.scores]
    assert finals == {"seat_0": people[0] - people[1], "seat_1": people[1] - people[0]}


def test_a_solo_game_is_rewarded_with_its_points() -> None:
    e = rl.env(players=1)
    finals = play_out(e, 2)
    driver = raw(e).driver
    assert driver is not None
    assert driver.game.result is not None
    assert finals == {"seat_0": driver.game.result.scores[0].points}


def test_ansi_render_shows_the_selected_seats_table_and_nothing_it_may_not_see() -> None:
    shown = []
    for hand, deck in (
        (["sniper_team", "saboteur"], ["refugee", "scout", "spear"]),
        (["refugee", "scout"], ["sniper_team", "saboteur", "spear"]),
    ):
        players = [WINDOWS["players"][0], {"hand": hand, "deck": deck}, WINDOWS["players"][2]]  # type: ignore[index]
        e = rl.env(players=3, scenario={**WINDOWS, "players": players}, render_mode="ansi")
        e.reset(seed=0)
        text = raw(e).render()
        assert text is not None
        shown.append(text)
    assert "The table" in shown[0]
    assert "Mercenaries for hire" in shown[0]
    assert "Your hand: " in shown[0]
    assert "Scavenger" in shown[0]
    assert "Spear" in shown[0]
    assert shown[0] == shown[1]  # seat 1's hand and deck are not on seat 0's screen
    assert rl.env(players=2).unwrapped.render() is None


# -- observations -----------------------------------------------------------------------------


def test_the_observation_layout_is_contiguous_and_documented_field_by_field() -> None:
    offset = 0
    for field in LAYOUT:
        assert field.offset == offset
        assert field.size > 0
        offset += field.size
    assert offset == SIZE
    doc = (Path(__file__).parent.parent / "docs" / "rl.md").read_text()
    rows = dict(re.findall(r"^\| `([^`]+)` \| (\d+) \|", doc, flags=re.MULTILINE))
    shown = {field.name: str(field.offset) for field in LAYOUT if not re.match(r"seat\+[1-4]/", field.name)}
    assert rows == shown, "docs/rl.md's table is out of date"
    stride = FIELDS["seat+1/present"].offset - FIELDS["seat+0/present"].offset
    for field in LAYOUT:
        if re.match(r"seat\+[1-4]/", field.name):
            slot, name = int(field.name[5]), field.name[7:]
            assert field.offset == FIELDS[f"seat+0/{name}"].offset + slot * stride
    assert f"each block of {stride} numbers" in doc
    assert f"{SIZE:,} numbers" in doc
    assert f"`Discrete({len(WORDS)})`: {len(WORDS)} words" in doc


def test_an_observation_shows_the_hand_the_decision_and_seats_counted_from_the_observer() -> None:
    e = rl.env(players=3, scenario=WINDOWS)
    e.reset(seed=0)
    say(e, "hunt scavenger+spear scavenger")
    vector = seen(e, "seat_1")["observation"]

    def at(name: str, index: int = 0) -> float:
        return float(vector[FIELDS[name].offset + index])

    kinds = list(sc.cards.CATALOGUE)
    assert at("hand", kinds.index("sniper_team")) == 1
    assert at("hand", kinds.index("saboteur")) == 1
    assert at("decision_kind", 2) == 1  # respond
    assert at("decision_seat", 0) == 1  # seat 1 decides: slot 0
    assert at("decision_actor", 2) == 1  # seat 0 declared: two seats after seat 1
    assert at("decision_word", WORD_INDEX["hunt"]) == 1
    assert at("seat+2/table", kinds.index("spear")) == 1  # seat 0's declared cards
    assert at("seat+0/counts", 0) == 2  # her own hand count
    assert at("initiator", 2) == 1


def test_observations_of_twin_games_that_differ_only_in_hidden_cards_are_identical_at_every_step() -> None:
    """Two tables that differ only in seat 1's and seat 2's decks (which seat 0 never sees):
    played with the same words, seat 0's observations and masks stay the same while it plays."""
    twin = {
        **WINDOWS,
        "players": [
            WINDOWS["players"][0],  # type: ignore[index]
            {"hand": ["sniper_team", "saboteur"], "deck": ["medkit", "junk", "spear", "scout", "refugee"]},
            {"hand": ["refugee"], "deck": ["junk", "net", "pills", "brawler", "scavenger"]},
        ],
    }
    a, b = rl.env(players=3, scenario=WINDOWS), rl.env(players=3, scenario=twin)
    a.reset(seed=0)
    b.reset(seed=0)
    # Seat 2's pass is forced (a refugee cannot answer), but it is asked all the same: the
    # table cannot tell that it holds no answer (Game.asked_anyway, RULINGS I-1).
    for text in ("hunt scavenger+spear scavenger", "snipe 0:scavenger", "pass", "pass", "continue", "end"):
        for agent in ("seat_0",):
            assert np.array_equal(seen(a, agent)["observation"], seen(b, agent)["observation"])
            assert np.array_equal(seen(a, agent)["action_mask"], seen(b, agent)["action_mask"])
        say(a, text)
        say(b, text)
    assert np.array_equal(seen(a, "seat_0")["observation"], seen(b, "seat_0")["observation"])
    driven = [raw(e).driver for e in (a, b)]
    assert driven[0] is not None
    assert driven[1] is not None
    assert driven[0].game.zones()["2:deck"] != driven[1].game.zones()["2:deck"]  # the twins do differ


@pytest.mark.slow
def test_observations_do_not_change_with_what_the_seat_cannot_see_at_any_step() -> None:
    """At every step of random games in every module, a twin dealt afresh in every place the
    seat cannot see (the engine's determinization) gives that seat the same observation."""
    modules = sc.hq_modules(4) | sc.recon_modules(range(1, 6))
    for players, seed in ((3, 11), (5, 12), (1, 13)):
        driver = Driver(sc.GameConfig(players=players, seed=seed, modules=modules))
        rng = random.Random(seed)
        while not driver.over:
            seat = driver.seat
            assert seat is not None
            phrase = driver.phrase
            for viewer in {seat, rng.randrange(players)}:
                twin = driver.game.determinize(viewer, rng.getrandbits(32))
                chosen = phrase.words if viewer == seat else ()
                assert np.array_equal(observe(twin.view(viewer), chosen), driver.observation(viewer))
                if viewer == seat:
                    assert (
                        Phrase(twin.legal_actions(seat), seat, max(players, 2)).allowed
                        == Phrase(driver.game.legal_actions(seat), seat, max(players, 2)).allowed
                    )
            driver.choose(rng.choice(sorted(phrase.allowed)))


def test_an_environment_that_renders_nothing_plays_and_observes_as_one_that_renders() -> None:
    """Without a render mode the game keeps no log (nothing reads it), and every observation,
    mask and reward is still the rendering environment's, knowledge included."""
    modules = sc.hq_modules(4) | sc.recon_modules(range(1, 6))
    quiet, shown = rl.env(players=4, modules=modules), rl.env(players=4, modules=modules, render_mode="ansi")
    quiet.reset(seed=5)
    shown.reset(seed=5)
    rng = random.Random(5)
    steps = 0
    while quiet.agents:
        assert quiet.agent_selection == shown.agent_selection
        observation, reward, done, cut, _ = quiet.last()
        assert observation is not None
        twin, twin_reward, twin_done, twin_cut, _ = shown.last()
        assert twin is not None
        assert np.array_equal(observation["observation"], twin["observation"])
        assert np.array_equal(observation["action_mask"], twin["action_mask"])
        assert (reward, done, cut) == (twin_reward, twin_done, twin_cut)
        word = None if done or cut else rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
        quiet.step(word)
        shown.step(word)
        steps += 1
    assert steps > 100
    assert not shown.agents
    assert raw(quiet).driver.game.log(0) == ()  # type: ignore[union-attr]
    assert raw(shown).driver.game.log(0)  # type: ignore[union-attr]


def test_an_observation_is_the_same_whether_or_not_the_mask_was_asked_for_first() -> None:
    """At a decision whose first word is forced (a lone verb such as ``keep``), the words
    chosen so far hold it from the first observation on: asking again, or for the mask
    first, changes nothing (the researcher audit: it was missing until the mask was built)."""
    modules = sc.hq_modules(4) | sc.recon_modules(range(1, 6))
    first, twin = rl.env(players=4, modules=modules), rl.env(players=4, modules=modules)
    first.reset(seed=3)
    twin.reset(seed=3)
    rng = random.Random(3)
    forced = 0
    while first.agents:
        agent = first.agent_selection
        mask = seen(twin, agent)["action_mask"]  # the twin builds its mask first
        observation, _, done, cut, _ = first.last()
        assert observation is not None
        assert np.array_equal(observation["observation"], seen(first, agent)["observation"])
        assert np.array_equal(observation["observation"], seen(twin, agent)["observation"])
        assert np.array_equal(observation["action_mask"], mask)
        forced += observation["observation"][FIELDS["chosen_word_count"].offset] > 0
        word = None if done or cut else rng.choice(np.flatnonzero(mask).tolist())
        first.step(word)
        twin.step(word)
    assert forced > 10


@pytest.mark.slow
def test_bench_reports_the_environments_steps_per_second_with_its_target(capsys: pytest.CaptureFixture[str]) -> None:
    from scavengers.cli.main import main
    from scavengers.sim.bench import RL_TARGET

    assert main(["bench", "--games", "3", "--repeats", "1", "--json", "--no-check", "--rl"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["rl_steps_per_s"] > 0
    assert figures["targets"][RL_TARGET] == (figures["rl_steps_per_s"] >= figures["engine_decisions_per_s"] / 2)
    ratio = figures["rl_steps_per_s"] / figures["engine_decisions_per_s"]
    assert figures["rl_steps_per_engine_decision"] == pytest.approx(ratio)
    assert main(["bench", "--games", "3", "--repeats", "1", "--json", "--no-check"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["rl_steps_per_s"] is None
    assert figures["rl_steps_per_engine_decision"] is None
    assert RL_TARGET not in figures["targets"]


def test_the_gymnasium_environment_plays_the_solo_game_and_refuses_a_wrong_line_up() -> None:
    solo = rl.gym_env(players=1)
    observation, info = solo.reset(seed=3)
    assert info == {"seat": 0}
    rng = random.Random(3)
    done = False
    while not done:
        observation, reward, done, cut, _ = solo.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
        assert not cut
    result = solo.driver.game.result
    assert result is not None
    assert reward == result.scores[0].points
    with pytest.raises(ValueError, match="3 players need 2 opponents"):
        rl.gym_env(players=3, opponents=["heuristic", "random", "easy"])
    with pytest.raises(ValueError, match="unknown bot 'oracle'"):
        rl.gym_env(players=2, opponents=["oracle"])


def test_an_unmasked_word_ends_the_gymnasium_episode_with_the_illegal_reward() -> None:
    e = rl.gym_env(players=2, opponents=["random"], seat=0, illegal_reward=-5.0)
    observation, _ = e.reset(seed=2)
    word = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    _, reward, done, cut, info = e.step(word)
    assert (reward, done, cut, info["illegal"]) == (-5.0, True, False, True)
    with pytest.raises(ValueError, match="the episode is over"):
        e.step(word)


def test_settings_are_read_as_a_researcher_writes_them() -> None:
    # A lone module, variant or bot name is that one name (not its letters); the edition may
    # be its year as a number.
    aec = rl.env(players=3, modules="hq1", variants="alternate_brawlers", rules=2012)
    aec.reset(seed=4)
    game = aec.unwrapped.driver.game  # type: ignore[attr-defined]
    assert game.config.modules == frozenset({sc.Module.HQ1})
    assert game.config.rules == sc.Edition.E2012
    assert game.config.variants == frozenset({sc.Variant.ALTERNATE_BRAWLERS})
    gym = rl.gym_env(players=3, opponents="random")
    assert gym.opponents == ("random", "random")


def test_the_gymnasium_environment_refuses_bad_steps_and_limits_clearly() -> None:
    with pytest.raises(ValueError, match="call reset\\(\\) before step\\(\\)"):
        rl.gym_env(players=2).step(0)
    with pytest.raises(ValueError, match="max_steps must be at least 1"):
        rl.gym_env(players=2, max_steps=0)
    with pytest.raises(ValueError, match="2 players need 1 opponent \\(or one name for all\\), got 2"):
        rl.gym_env(players=2, opponents=["random", "random"])
    with pytest.raises(sc.ConfigError, match="so hq3 is played with hq1, hq2, hq3"):
        rl.env(players=2, modules={"hq3"})


# -- limits, refusals and the audit's findings ---------------------------------------------------

BUNKER_TABLE = {
    "round": 1,
    "initiator": 0,
    "players": [{"hand": ["brawler", "scavenger"], "buildings": [{"building": "bunker"}]}, {}],
}
"""Round 1, HQ 1-2: seat 0 holds a bunker and cards to store in it (the 2015 rules: no limit)."""
STORE_OR_RETRIEVE = frozenset(words("store", "retrieve"))


def hoarding_word(mask: Any) -> int:
    """A scripted agent's word: store or retrieve whenever it can, else the first word allowed."""
    allowed = np.flatnonzero(mask).tolist()
    return next((word for word in allowed if word in STORE_OR_RETRIEVE), allowed[0])


def hoard(e: Any, steps: int) -> dict[str, int]:
    """Play the hoarding agent in every seat for at most ``steps`` agent turns; the words each chose."""
    chosen = dict.fromkeys(raw(e).possible_agents, 0)
    for agent in e.agent_iter(steps):
        observation, _, done, cut, _ = e.last()
        if done or cut:
            assert cut
            assert not done
            e.step(None)
            continue
        chosen[agent] += 1
        e.step(hoarding_word(observation["action_mask"]))
    return chosen


def test_both_environments_truncate_by_default_at_ten_thousand_words() -> None:
    assert raw(rl.env(players=2)).max_cycles == 10_000
    assert rl.gym_env(players=2).max_steps == 10_000
    assert gymnasium.make(rl.GYMNASIUM_ID, players=2).unwrapped.max_steps == 10_000  # type: ignore[attr-defined]
    assert raw(rl.env(players=2, max_cycles=None)).max_cycles is None
    assert rl.gym_env(players=2, max_steps=None).max_steps is None


@pytest.mark.slow
def test_an_agent_storing_and_retrieving_without_end_is_truncated_in_pettingzoo() -> None:
    # The 2015 rules set no limit on storing and retrieving (RULINGS ED-15): without a
    # truncation this game never ends.
    for max_cycles in (40, None):
        settings: dict[str, Any] = {} if max_cycles is None else {"max_cycles": max_cycles}
        e = rl.env(players=2, modules={"hq1", "hq2"}, scenario=BUNKER_TABLE, **settings)
        e.reset(seed=0)
        chosen = hoard(e, 30_000)
        assert chosen["seat_0"] == (max_cycles or 10_000)
        assert e.agents == []


@pytest.mark.slow
def test_an_agent_storing_and_retrieving_without_end_is_truncated_in_gymnasium() -> None:
    e = rl.gym_env(players=2, opponents="random", seat=0, modules={"hq1", "hq2"}, scenario=BUNKER_TABLE)
    observation, _ = e.reset(seed=0)
    hoarded = steps = 0
    done = cut = False
    while not (done or cut) and steps < 30_000:
        word = hoarding_word(observation["action_mask"])
        hoarded += word in STORE_OR_RETRIEVE
        observation, _, done, cut, _ = e.step(word)
        steps += 1
    assert (steps, done, cut) == (10_000, False, True)
    assert hoarded > 3_000


def test_a_configuration_the_engine_cannot_play_is_refused_when_the_environment_is_made() -> None:
    with pytest.raises(sc.ConfigError, match="'nonsense' is not a mercenary"):
        rl.env(players=2, market=("nonsense",))
    with pytest.raises(sc.ConfigError, match="'nonsense' is not a mercenary"):
        rl.gym_env(players=2, market=("nonsense",))


@pytest.mark.slow
def test_without_the_rl_extra_the_environments_and_bench_say_how_to_install_it() -> None:
    script = """
import sys
sys.modules["gymnasium"] = None  # as if the rl extra were not installed
sys.modules["pettingzoo"] = None
from scavengers import rl
import scavengers.cli.bench
for name in ("env", "gym_env"):
    try:
        getattr(rl, name)()
    except ModuleNotFoundError as error:
        print(error)
scavengers.cli.bench.run_bench = None  # --rl must stop before the engine is measured
from scavengers.cli.main import main
main(["bench", "--rl"])
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    hint = 'the learning environments need the rl extra (PettingZoo and Gymnasium): pip install -e ".[rl]"'
    assert done.stdout.count(hint) == 2
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        f"scavengers: error: bench --rl: {hint} in the repository (gymnasium is missing)"
    ]


def test_numpy_integers_are_taken_for_players_seeds_and_words() -> None:
    e = rl.env(players=np.int64(3))  # type: ignore[arg-type]
    e.reset(seed=np.int64(3))  # type: ignore[arg-type]
    twin = rl.env(players=3)
    twin.reset(seed=3)
    assert raw(e).possible_agents == ["seat_0", "seat_1", "seat_2"]
    mask = seen(e, e.agent_selection)["action_mask"]
    assert (mask == seen(twin, twin.agent_selection)["action_mask"]).all()
    e.step(np.flatnonzero(mask)[0])  # a NumPy integer
    gym = rl.gym_env(players=np.int64(2), seat=np.int64(1))  # type: ignore[arg-type]
    observation, _ = gym.reset(seed=np.int64(4))  # type: ignore[arg-type]
    gym.step(np.flatnonzero(observation["action_mask"])[0])
    with pytest.raises(TypeError, match="players must be a whole number, got True"):
        rl.env(players=True)
    with pytest.raises(TypeError, match="seed must be a whole number, got True"):
        rl.env(players=2).reset(seed=True)


@pytest.mark.parametrize("action", [1.7, "1", None, True, np.float64(1.0), np.array([1]), np.array([1, 2])])
def test_a_word_must_be_an_integer(action: Any) -> None:
    gym = rl.gym_env(players=2)
    gym.reset(seed=1)
    with pytest.raises(TypeError, match="a word is an integer 0-141 \\(Python or NumPy\\), got"):
        gym.step(action)
    if action is None:
        return  # PettingZoo's "finished agent" step
    e = rl.env(players=2)
    e.reset(seed=1)
    with pytest.raises(TypeError, match="a word is an integer 0-141"):
        e.step(action)


def test_a_word_out_of_range_is_called_out_of_range() -> None:
    e = rl.env(players=2)
    e.reset(seed=1)
    gym = rl.gym_env(players=2)
    gym.reset(seed=1)
    for word in (142, -1):
        with pytest.raises(ValueError, match=f"word {word} is out of range: words are 0-141"):
            e.step(word)
        with pytest.raises(ValueError, match=f"word {word} is out of range: words are 0-141"):
            gym.step(word)


@pytest.mark.parametrize(
    ("settings", "error", "message"),
    [
        ({"players": 0}, ValueError, "players must be 1-5, got 0"),
        ({"players": -1}, ValueError, "players must be 1-5, got -1"),
        ({"players": 6}, ValueError, "players must be 1-5, got 6"),
        ({"players": "2"}, TypeError, "players must be a whole number, got '2'"),
        ({"players": 2.0}, TypeError, "players must be a whole number, got 2.0"),
        ({"reward": None}, ValueError, "reward must be one of win, margin, got None"),
        ({"modules": None}, TypeError, "modules must be a name or a collection of names, got None"),
        ({"variants": [1]}, TypeError, "variants must be names \\(strings\\), got 1"),
        ({"max_cycles": "5"}, TypeError, "max_cycles must be a whole number, got '5'"),
        ({"max_cycles": 2.5}, TypeError, "max_cycles must be a whole number, got 2.5"),
        ({"max_cycles": 0}, ValueError, "max_cycles must be at least 1 \\(or None: no limit\\), got 0"),
        ({"seed": 3}, TypeError, "seed is not a setting of the environment: pass it to reset\\(seed=...\\)"),
        ({"max_steps": 5}, TypeError, "unexpected setting 'max_steps': the PettingZoo environment's truncation is .*"),
        ({"opponents": ["heuristic"]}, TypeError, "unexpected setting 'opponents': opponents are gym_env's .*"),
        ({"colour": 1}, TypeError, "unexpected setting 'colour': neither a setting of the environment nor .*"),
    ],
)
def test_pettingzoo_settings_are_refused_with_a_clear_message(
    settings: dict[str, Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=f"^{message}$"):
        rl.env(**{"players": 2, **settings})


@pytest.mark.parametrize(
    ("settings", "error", "message"),
    [
        ({"players": 0}, ValueError, "players must be 1-5, got 0"),
        ({"players": -1}, ValueError, "players must be 1-5, got -1"),
        ({"players": "2"}, TypeError, "players must be a whole number, got '2'"),
        ({"players": 2.0}, TypeError, "players must be a whole number, got 2.0"),
        ({"reward": None}, ValueError, "reward must be one of win, margin, got None"),
        ({"modules": None}, TypeError, "modules must be a name or a collection of names, got None"),
        ({"opponents": [None]}, TypeError, "opponents must be bot names \\(strings\\), got None"),
        ({"opponents": 3}, TypeError, "opponents must be a bot name or a list of them in seat order, got 3"),
        ({"seat": "0"}, TypeError, "seat must be a whole number, got '0'"),
        ({"seat": 2}, ValueError, "seat must be 0-1 or None \\(drawn each game\\), got 2"),
        ({"max_steps": "5"}, TypeError, "max_steps must be a whole number, got '5'"),
        ({"max_steps": 2.5}, TypeError, "max_steps must be a whole number, got 2.5"),
        ({"illegal_reward": "x"}, TypeError, "illegal_reward must be a real number, got 'x'"),
        ({"illegal_reward": None}, TypeError, "illegal_reward must be a real number, got None"),
        ({"illegal_reward": float("nan")}, ValueError, "illegal_reward must be a finite number, got nan"),
        ({"illegal_reward": -np.inf}, ValueError, "illegal_reward must be a finite number, got -inf"),
        ({"seed": 3}, TypeError, "seed is not a setting of the environment: pass it to reset\\(seed=...\\)"),
        ({"max_cycles": 5}, TypeError, "unexpected setting 'max_cycles': gym_env's truncation is max_steps .*"),
    ],
)
def test_gymnasium_settings_are_refused_with_a_clear_message(
    settings: dict[str, Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=f"^{message}$"):
        rl.gym_env(**{"players": 2, **settings})


def test_a_refused_reset_leaves_the_game_and_the_seed_sequence_as_they_were() -> None:
    """A seed the engine refuses changes nothing: the game in progress goes on with the same
    learner, and an unseeded reset after it is the one that would follow the last seed taken."""
    gym = rl.gym_env(players=2)
    observation, info = gym.reset(seed=5)
    with pytest.raises(sc.ConfigError, match="seed must be below 2\\*\\*64"):
        gym.reset(seed=2**64)
    assert gym.seat == info["seat"]
    assert np.array_equal(gym.action_masks(), observation["action_mask"].astype(bool))
    after_refusal, _ = gym.reset()
    untouched = rl.gym_env(players=2)
    untouched.reset(seed=5)
    assert np.array_equal(after_refusal["observation"], untouched.reset()[0]["observation"])

    e = rl.env(players=2)
    e.reset(seed=5)
    with pytest.raises(sc.ConfigError):
        e.reset(seed=2**64)
    e.reset()
    fresh = rl.env(players=2)
    fresh.reset(seed=5)
    fresh.reset()
    seen, expected = e.last()[0], fresh.last()[0]
    assert seen is not None
    assert expected is not None
    assert np.array_equal(seen["observation"], expected["observation"])


def test_a_negative_seed_is_taken_by_both_environments_as_the_engine_takes_it() -> None:
    gym = rl.gym_env(players=2)
    observation, _ = gym.reset(seed=-1)
    again, _ = rl.gym_env(players=2).reset(seed=-1)
    assert np.array_equal(observation["observation"], again["observation"])
    assert gym.driver.game.config.seed == -1


def test_a_game_over_before_the_learner_chooses_ends_her_episode_at_her_first_step() -> None:
    """The bots finish a table set up at its last skirmish before the learner has a choice:
    reset shows the game over (no word allowed) and her one step ends the episode with her
    reward, whatever the word."""
    table = {"round": 3, "initiator": 0, "players": [{"hand": ["brawler"]}], "contested": ["field_crew"]}
    gym = rl.gym_env(players=2, seat=1, opponents="heuristic", scenario=table)
    observation, _ = gym.reset(seed=1)
    assert observation["action_mask"].sum() == 0
    assert observation["observation"][FIELDS["over"].offset] == 1
    _, reward, terminated, truncated, info = gym.step(0)
    assert (reward, terminated, truncated, info) == (0.0, True, False, {"seat": 1})
    with pytest.raises(ValueError, match="the episode is over: call reset"):
        gym.step(0)


def test_the_illegal_reward_may_be_any_real_number() -> None:
    assert rl.gym_env(players=2, illegal_reward=np.float32(-2.5)).illegal_reward == -2.5
    assert rl.gym_env(players=2, illegal_reward=-3).illegal_reward == -3.0


def test_the_pettingzoo_environment_has_its_spaces_by_agent() -> None:
    env = raw(rl.env(players=3))
    assert set(env.observation_spaces) == set(env.action_spaces) == {"seat_0", "seat_1", "seat_2"}
    for agent in env.possible_agents:
        assert env.observation_spaces[agent] == env.observation_space(agent)
        assert env.action_spaces[agent] == spaces.Discrete(len(WORDS))


def test_ansi_render_at_the_game_over_shows_the_final_result() -> None:
    e = rl.env(players=2, render_mode="ansi")
    e.reset(seed=6)
    random_words(e, random.Random(6), 100_000)
    driver = raw(e).driver
    assert driver is not None
    result = driver.game.result
    assert result is not None
    text = raw(e).render()
    assert text is not None
    assert "The game is over." in text
    ending = " ".join(text[text.index("The game is over.") :].split())  # the console wraps long lines
    for seat, score in enumerate(result.scores):
        people = f"{score.people} {'person' if score.people == 1 else 'people'}"
        cards = f"{score.cards} {'card' if score.cards == 1 else 'cards'}"
        assert f"seat_{seat} {people} ({score.contested} contested, {cards})" in ending
    named = [f"seat_{seat}" for seat in result.winners]
    winners = ", ".join(named[:-1]) + " and " + named[-1] if len(named) > 1 else named[0]  # "seat_0, seat_1 and seat_2"
    assert f"{'Winner' if len(result.winners) == 1 else 'Shared victory'}: {winners}." in ending
    solo = rl.gym_env(players=1, render_mode="ansi")
    observation, _ = solo.reset(seed=3)
    rng = random.Random(3)
    done = False
    while not done:
        observation, reward, done, _, _ = solo.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
    assert f"Final result: seat_0 scores {int(reward)} points." in (solo.render() or "")


def test_gym_env_shows_the_settings_it_takes_as_the_environment_does() -> None:
    """help(rl.gym_env) and an editor's hints list every setting by name, as docs/rl.md gives
    them, not a bare **settings: the same parameters, kinds and defaults as GymEnv's."""
    import inspect

    made = inspect.signature(rl.gym_env).parameters
    direct = dict(inspect.signature(rl.GymEnv.__init__).parameters)
    del direct["self"]
    assert list(made) == list(direct)
    assert [(p.kind, p.default) for p in made.values()] == [(p.kind, p.default) for p in direct.values()]
    assert {"seat", "modules", "illegal_reward", "max_steps"} <= {
        name for name, p in made.items() if p.kind is inspect.Parameter.KEYWORD_ONLY
    }
    assert rl.gym_env(players=3, seat=2, max_steps=7).fixed_seat == 2
