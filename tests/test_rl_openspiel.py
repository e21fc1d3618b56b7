"""The OpenSpiel game (``scavengers.rl.openspiel``): registered under its name, it passes
OpenSpiel's own conformance check (``pyspiel.random_sim_test``), plays the engine's game of the
seed chance chose, word by word as the PettingZoo environment does, observes each seat through
its view alone, and runs under OpenSpiel's RL environment and its ISMCTS bot."""

from __future__ import annotations

import importlib
import pickle
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import ismcts, mcts

from scavengers.engine import Game, GameConfig
from scavengers.rl import SIZE, WORDS
from scavengers.rl import openspiel as scavengers_spiel
from scavengers.rl.driver import Driver
from scavengers.rl.observation import describe

NAME = scavengers_spiel.GAME_NAME


def played(state: Any, words: int, seed: int) -> Any:
    """``state`` after ``words`` random legal words (fewer if the game ends)."""
    rng = np.random.default_rng(seed)
    for _ in range(words):
        if state.is_terminal():
            break
        state.apply_action(int(rng.choice(state.legal_actions())))
    return state


def test_the_game_is_registered_with_its_sizes_and_kinds() -> None:
    assert NAME in pyspiel.registered_names()
    game = pyspiel.load_game(NAME)
    kind = game.get_type()
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.provides_observation_tensor
    assert kind.provides_observation_string
    assert not kind.provides_information_state_tensor
    assert not kind.provides_information_state_string
    assert game.num_players() == 4  # the default, as the PettingZoo environment's
    assert game.num_distinct_actions() == len(WORDS)
    assert game.observation_tensor_shape() == [SIZE]
    assert game.max_chance_outcomes() == 16
    assert kind.utility == pyspiel.GameType.Utility.CONSTANT_SUM
    assert game.utility_sum() == 1.0
    assert (game.min_utility(), game.max_utility()) == (0.0, 1.0)


@pytest.mark.parametrize(
    ("text", "utility"),
    [
        (f"{NAME}(players=2,reward=margin)", "ZERO_SUM"),
        (f"{NAME}(players=3,reward=margin)", "GENERAL_SUM"),
        (f"{NAME}(players=1)", "GENERAL_SUM"),
        (f"{NAME}(players=5,modules=hq1+recon2,rules=2012)", "CONSTANT_SUM"),
    ],
)
def test_a_game_string_sets_the_table_and_the_utility(text: str, utility: str) -> None:
    game = pyspiel.load_game(text)
    assert game.get_type().utility == getattr(pyspiel.GameType.Utility, utility)
    assert game.min_utility() < game.max_utility()
    state = played(scavengers_spiel.state_of_seed(game, 7), 5, 0)
    config = state.driver.game.config
    params = game.get_parameters()
    assert config.players == params["players"]
    assert sorted(config.modules) == sorted(m for m in params["modules"].split("+") if m)
    assert str(config.rules) == str(params["rules"])


@pytest.mark.parametrize(
    "text",
    [f"{NAME}(players=2)", f"{NAME}(players=3,modules=hq1+hq2+recon1)", f"{NAME}(players=1)"],
)
def test_openspiel_random_sim_test_passes(text: str) -> None:
    """OpenSpiel's own check of a game's API: random games, clones, serialization, returns."""
    pyspiel.random_sim_test(pyspiel.load_game(text), num_sims=1, serialize=True, verbose=False)


def test_chance_chooses_the_seed_and_the_seed_deals_the_engine_game() -> None:
    game = pyspiel.load_game(NAME, {"players": 3})
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert state.seed is None
    assert state.chance_outcomes() == [(digit, 1 / 16) for digit in range(16)]
    assert state.observation_tensor(0) == [0.0] * SIZE
    assert state.observation_string(0) == ""
    # OpenSpiel writes a chance node's outcomes into a mask of num_distinct_actions entries:
    # fewer outcomes than words, so it fits.
    assert state.legal_actions_mask(0) == [1] * 16 + [0] * (len(WORDS) - 16)
    seed = 0x0123456789ABCDEF
    for digit in range(16):  # the seed's hexadecimal digits, the most significant first
        assert state.current_player() == pyspiel.PlayerId.CHANCE
        assert str(state).endswith(f"the seed's digit {digit + 1} of 16 to choose")
        state.apply_action(digit)
    assert state.seed == seed
    assert not state.is_chance_node()
    engine = Game.new(GameConfig(players=3, seed=seed))
    for seat in range(3):
        assert state.driver.game.view(seat) == engine.view(seat)


def test_the_legal_actions_are_the_mask_and_the_observation_the_seats() -> None:
    """Word by word, the same game as the PettingZoo environment's driver plays: the legal
    actions are the words its mask allows, each seat's tensor and string its observation."""
    game = pyspiel.load_game(NAME, {"players": 3, "modules": "hq1,recon2"})
    state = scavengers_spiel.state_of_seed(game, 11)
    twin = Driver(GameConfig(players=3, seed=11, modules=frozenset({"hq1", "recon2"})), events=False, ask_windows=True)
    rng = np.random.default_rng(2)
    for _ in range(150):
        if state.is_terminal():
            break
        seat = state.current_player()
        assert seat == twin.seat
        assert state.legal_actions() == sorted(np.flatnonzero(twin.mask(seat)).tolist())
        for other in range(3):
            assert other == seat or state.legal_actions(other) == []
            observation = twin.observation(other)
            assert np.array_equal(np.array(state.observation_tensor(other), np.float32), observation)
            assert state.observation_string(other) == describe(observation)
        word = int(rng.choice(state.legal_actions()))
        assert state.action_to_string(seat, word) == WORDS[word]
        state.apply_action(word)
        twin.choose(word)


def test_names_joined_by_commas_in_a_dict_make_a_game_string_that_loads_again() -> None:
    """OpenSpiel makes a game again from its string (a pickle, a serialized game and state),
    where a comma would start another parameter: the names are written back joined by "+"."""
    game = pyspiel.load_game(NAME, {"players": 2, "modules": "hq1, recon2", "variants": ""})
    assert game.get_parameters()["modules"] == "hq1+recon2"
    assert pyspiel.load_game(str(game)).get_parameters() == game.get_parameters()
    state = played(scavengers_spiel.state_of_seed(game, 5), 12, 2)
    again = pickle.loads(pickle.dumps(state))
    assert again.history() == state.history()
    game_again, state_again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert str(game_again) == str(game)
    assert state_again.observation_tensor(0) == state.observation_tensor(0)


def test_an_illegal_word_is_refused_and_changes_nothing() -> None:
    state = played(scavengers_spiel.state_of_seed(pyspiel.load_game(NAME, {"players": 2}), 3), 20, 1)
    before = (state.history(), state.observation_tensor(0), state.observation_tensor(1), str(state))
    illegal = next(word for word in range(len(WORDS)) if word not in state.legal_actions())
    with pytest.raises(ValueError, match="cannot come next"):
        state.apply_action(illegal)
    with pytest.raises(ValueError, match="out of range"):
        state.apply_action(len(WORDS))
    assert (state.history(), state.observation_tensor(0), state.observation_tensor(1), str(state)) == before


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"players": 6}, "players must be 1-5"),
        ({"rules": 2013}, "rules must be 2015 or 2012"),
        ({"reward": "points"}, "reward must be one of win, margin"),
        ({"modules": "hq9"}, "hq9"),
    ],
)
def test_bad_parameters_are_refused_in_words(params: dict[str, object], message: str) -> None:
    with pytest.raises(Exception, match=message):
        pyspiel.load_game(NAME, params)


def test_an_unknown_parameter_is_refused() -> None:
    with pytest.raises(pyspiel.SpielError, match="seat"):
        pyspiel.load_game(f"{NAME}(seat=2)")


def test_the_state_string_is_public() -> None:
    """``str(state)`` (which OpenSpiel prints and compares) says only what the whole table sees:
    no card at all, no count of words (how many a seat is asked for can depend on its hand), and
    the same for a game dealt otherwise where nothing public differs."""
    state = played(scavengers_spiel.state_of_seed(pyspiel.load_game(NAME, {"players": 3}), 5), 40, 3)
    text = str(state)
    view = state.driver.game.view(None)
    assert text == f"3 players, round {view.round}, {view.phase}, seat {state.current_player()} to choose"
    assert not any(kind in text.replace("players", "") for kind in ("refugee", "scavenger", "brawler", "junk"))
    sample = state.resample_from_infostate(0, np.random.default_rng(1).random)
    assert str(sample) == text
    played(state, 10_000, 3)
    assert state.is_terminal()
    assert str(state).endswith(f"round {state.driver.game.round}, over")  # the phase says it, once


def test_clones_pickles_and_serializations_are_the_same_game() -> None:
    game = pyspiel.load_game(NAME, {"players": 2})
    state = played(scavengers_spiel.state_of_seed(game, 99), 30, 4)
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert len(state.history()) == 16 + 30
    assert len(clone.history()) == 16 + 31
    for copy in (pickle.loads(pickle.dumps(state)), game.deserialize_state(state.serialize())):
        assert copy.history() == state.history()
        assert str(copy) == str(state)
        assert copy.observation_tensor(0) == state.observation_tensor(0)
        word = state.legal_actions()[-1]
        assert copy.legal_actions() == state.legal_actions()
        after = state.clone()
        after.apply_action(word)
        copy.apply_action(word)
        assert copy.observation_tensor(1) == after.observation_tensor(1)
    replayed = game.new_initial_state()
    for action in state.history():
        replayed.apply_action(action)
    assert replayed.observation_tensor(1) == state.observation_tensor(1)


def test_a_resample_keeps_what_the_seat_sees_and_deals_the_rest_afresh() -> None:
    game = pyspiel.load_game(NAME, {"players": 3})
    state = played(scavengers_spiel.state_of_seed(game, 21), 60, 5)
    seat = state.current_player()
    rng = np.random.default_rng(6)
    samples = [state.resample_from_infostate(seat, rng.random) for _ in range(8)]
    for sample in samples:
        assert sample.history() == []  # for looking ahead, not for replaying:
        assert sample.seed is None  # no history, and no seed deals it
        assert sample.current_player() == seat
        assert sample.observation_tensor(seat) == state.observation_tensor(seat)
        assert sample.legal_actions() == state.legal_actions()
    rivals = {tuple(sample.driver.game.zones()[f"{(seat + 1) % 3}:hand"]) for sample in samples}
    assert len(rivals) > 1  # a rival's hand is dealt afresh, not copied from the real game


@pytest.mark.parametrize(
    "params",
    [
        {"players": 2},
        {"players": 3, "modules": "hq1+hq2+hq3+hq4"},
        {"players": 4, "modules": "recon1+recon2+recon3+recon4+recon5"},
        {"players": 2, "modules": "hq1+hq2", "rules": 2012},
        {"players": 1},
    ],
    ids=["base", "hq", "recon", "2012", "solo"],
)
def test_every_seat_sees_its_samples_as_its_game_all_game_long(params: dict[str, Any]) -> None:
    """At every third word of a whole random game, a sample for each seat shows that seat the
    same observation, and the seat choosing the same legal words: what a search plays on never
    shows a seat more or less than its game does (OpenSpiel's ISMCTS relies on it, keying its
    nodes by observation strings and taking the words of one sample in another)."""
    game = pyspiel.load_game(NAME, params)
    state = scavengers_spiel.state_of_seed(game, 17)
    rng = np.random.default_rng(17)
    checked = 0
    while not state.is_terminal():
        if state.words % 3 == 0:
            for seat in range(game.num_players()):
                sample = state.resample_from_infostate(seat, rng.random)
                assert sample.observation_tensor(seat) == state.observation_tensor(seat)
                assert sample.current_player() == state.current_player()
                if seat == state.current_player():
                    assert sample.legal_actions() == state.legal_actions()
            checked += 1
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert checked >= 10


def test_a_resample_for_another_seat_leaves_out_the_words_being_chosen() -> None:
    """The seat choosing has picked a word of a longer action; another seat cannot see it, so
    its sample starts that decision afresh, where the chooser's own sample keeps the word."""
    game = pyspiel.load_game(NAME, {"players": 2})
    state: Any = scavengers_spiel.state_of_seed(game, 0)
    rng = np.random.default_rng(7)
    while not state.is_terminal():
        state.apply_action(int(rng.choice(state.legal_actions())))
        if state.driver.phrase.words:
            break
    chooser = state.current_player()
    chosen = state.driver.phrase.words
    assert chosen
    own = state.resample_from_infostate(chooser, rng.random)
    other = state.resample_from_infostate(1 - chooser, rng.random)
    assert own.driver.phrase.words == chosen
    assert other.driver.phrase.words == ()
    assert other.observation_tensor(1 - chooser) == state.observation_tensor(1 - chooser)


def test_a_game_past_the_word_limit_is_cut_as_a_tie(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scavengers_spiel, "MAX_WORDS", 3)
    game = pyspiel.load_game(NAME, {"players": 2, "rules": 2012})  # a new game reads the limit
    assert game.max_game_length() == 6
    state = played(scavengers_spiel.state_of_seed(game, 4), 50, 8)
    assert state.is_terminal()
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    assert len(state.history()) == 16 + 6
    assert state.returns() == [0.5, 0.5]
    assert state.legal_actions() == []


def test_openspiel_rl_environment_plays_whole_games() -> None:
    """OpenSpiel's RL environment samples the deal and hands out observations and legal actions."""
    env = rl_environment.Environment(pyspiel.load_game(NAME, {"players": 2}), seed=3)
    assert env.observation_spec()["info_state"] == (SIZE,)
    rng = np.random.default_rng(9)
    for _ in range(2):
        step = env.reset()
        while not step.last():
            player = step.observations["current_player"]
            legal = step.observations["legal_actions"][player]
            assert legal
            assert len(step.observations["info_state"][player]) == SIZE
            step = env.step([int(rng.choice(legal))])
        assert sorted(step.rewards) in ([0.0, 1.0], [0.5, 0.5])


def test_openspiel_ismcts_bot_chooses_legal_words() -> None:
    """OpenSpiel's ISMCTS, keyed by observation strings, searching the resampled games."""
    game = pyspiel.load_game(NAME, {"players": 2})
    random_state = np.random.RandomState(5)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state, max_length=30)
    bot = ismcts.ISMCTSBot(
        game, evaluator, 2.0, max_simulations=4, random_state=random_state, use_observation_string=True
    )
    state = scavengers_spiel.state_of_seed(game, 13)
    for _ in range(3):
        word = bot.step(state)
        assert word in state.legal_actions()
        state.apply_action(word)


def test_without_the_extra_the_import_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    monkeypatch.delitem(sys.modules, "scavengers.rl.openspiel")
    with pytest.raises(ModuleNotFoundError, match=r'pip install -e "\.\[openspiel\]"'):
        importlib.import_module("scavengers.rl.openspiel")


def test_the_docs_openspiel_snippets_run_as_written(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/rl.md's OpenSpiel section: the random game to its end, then the ISMCTS bot's word."""
    text = (Path(__file__).parent.parent / "docs" / "rl.md").read_text()
    start = text.index("## OpenSpiel")
    blocks = re.findall(r"```python\n(.*?)```", text[start : text.index("\n## ", start + 1)], re.S)
    assert len(blocks) == 2
    namespace: dict[str, Any] = {}
    exec(blocks[0], namespace)
    assert namespace["state"].is_terminal()
    assert sum(namespace["state"].returns()) == pytest.approx(1.0)
    exec(blocks[1], {})
    printed = capsys.readouterr().out.splitlines()
    assert printed[-1] in WORDS


def test_describe_names_each_entry_of_the_observation() -> None:
    """The observation string: the seat's hand by kind with its counts, the round, whose
    decision it is, each field with something in it on a line of its own."""
    driver = Driver(GameConfig(players=3, seed=8), events=False, ask_windows=True)
    seat = driver.seat
    assert seat is not None
    view = driver.game.view(seat)
    lines = dict(line.partition(": ")[::2] for line in describe(driver.observation(seat)).splitlines())
    counts = Counter(view.hand)
    assert sorted(lines["hand"].split()) == sorted(kind if n == 1 else f"{kind}={n}" for kind, n in counts.items())
    assert lines["round"] == "1"
    assert lines["players"] == "3"
    assert lines["decision_seat"] == "seat+0"
    assert "over" not in lines  # an empty field is left out
    with pytest.raises(ValueError, match=rf"shape \({SIZE},\)"):
        describe(np.zeros(SIZE - 1, np.float32))


def test_openspiel_plays_the_game_with_its_own_bots() -> None:
    """OpenSpiel's C++ ``evaluate_bots`` with its random bots to the end (returns: a win share
    each), and its Python MCTS bot's choice among the legal words."""
    game = pyspiel.load_game(NAME, {"players": 2})
    bots = [pyspiel.make_uniform_random_bot(seat, seat + 1) for seat in range(2)]
    returns = pyspiel.evaluate_bots(scavengers_spiel.state_of_seed(game, 2), bots, 3)
    assert sorted(returns) in ([0.0, 1.0], [0.5, 0.5])
    random_state = np.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state, max_length=30)
    bot = mcts.MCTSBot(game, 2.0, 4, evaluator, random_state=random_state)
    state = scavengers_spiel.state_of_seed(game, 5)
    assert bot.step(state) in state.legal_actions()
