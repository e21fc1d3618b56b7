"""Audit of the OpenSpiel game ``python_arctic_scavengers`` against its documentation (the
"## OpenSpiel" section of docs/rl.md and the README's paragraph), the implementation read as a
black box: one test per documented promise, named after it.

OpenSpiel's C++ search bots (``pyspiel.MCTSBot``, ``pyspiel.ISMCTSBot``) crash on Python games,
as the docs say: nothing here calls them. (This audit found that ``legal_actions_mask`` at a
chance node, when there were 256 outcomes, wrote them into a mask of 142 entries, a heap
overflow that killed the process at exit; there are 16 now, and a test below asks for it.)
"""

from __future__ import annotations

import pickle
import random
import re
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import ismcts, mcts
from open_spiel.python.bots import uniform_random

import scavengers as sc
from scavengers import rl
from scavengers.rl import SIZE, WORDS
from scavengers.rl.observation import describe
from scavengers.rl.openspiel import state_of_seed  # importing it registers the game

NAME = "python_arctic_scavengers"
CHANCE = pyspiel.PlayerId.CHANCE
CARD_KINDS = frozenset(WORDS[42:109])  # docs/rl.md: ids 42-108 are the card kinds
CHOSEN_WORDS = slice(416, 558)  # docs/rl.md's layout: `chosen_words`
CHOSEN_WORD_COUNT = 558
PHASES = ("setup", "gathering", "skirmish", "over")  # docs/rl.md's layout: `phase`, offset 6
RULES_2012 = 10


def load(**parameters: Any) -> Any:
    return pyspiel.load_game(NAME, parameters)


def engine(state: Any) -> sc.Game:
    """The engine's game under the state (the brief allows ``state.driver.game``)."""
    game: sc.Game = state.driver.game
    return game


def tensor(state: Any, seat: int) -> np.ndarray[Any, np.dtype[np.float32]]:
    return np.asarray(state.observation_tensor(seat), dtype=np.float32)


def observed(env: Any, seat: int) -> dict[str, Any]:
    """The PettingZoo environment's observation of a seat."""
    observation = env.observe(f"seat_{seat}")
    assert observation is not None
    return dict(observation)


def snapshot(state: Any) -> tuple[Any, ...]:
    """Everything a caller can see of a state, to tell whether it changed."""
    seats = range(state.num_players())
    decision = not state.is_chance_node() and not state.is_terminal()
    return (
        list(state.history()),
        str(state),
        state.current_player(),
        state.is_terminal(),
        list(state.legal_actions()) if decision else None,
        [list(state.observation_tensor(seat)) for seat in seats],
        [state.observation_string(seat) for seat in seats],
        list(state.returns()),
    )


def play(
    state: Any, rng: np.random.Generator, limit: int | None = None, each: Callable[[Any], None] | None = None
) -> Any:
    """Random legal words (and random chance digits) until the end or ``limit`` moves."""
    moves = 0
    while not state.is_terminal() and (limit is None or moves < limit):
        if each is not None:
            each(state)
        if state.is_chance_node():
            outcomes = [outcome for outcome, _ in state.chance_outcomes()]
            state.apply_action(int(rng.choice(outcomes)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
        moves += 1
    return state


def midgame_pairs() -> list[tuple[Any, Any]]:
    """A few decision states of seeded games in the middle of an action's words (the seat
    choosing has chosen at least one word of it), each with the state where that decision began
    (the engine's ``decisions_made`` unchanged since, no word of it chosen yet)."""
    found = []
    for players, modules, seed in ((2, "", 4), (3, "hq1+recon1", 11), (4, "hq1+hq2+recon2", 8)):
        state = state_of_seed(load(players=players, modules=modules), seed)
        rng = np.random.default_rng(seed)
        for steps in (15, 40, 60):
            play(state, rng, limit=steps)
            start = state.clone()
            while not state.is_terminal():
                if engine(state).decisions_made != engine(start).decisions_made:
                    start = state.clone()
                elif len(state.history()) > len(start.history()):
                    break
                state.apply_action(int(rng.choice(state.legal_actions())))
            if not state.is_terminal():
                found.append((state.clone(), start))
    return found


def midgame_states() -> list[Any]:
    return [state for state, _ in midgame_pairs()]


# --- The game and its parameters ---------------------------------------------------------------


def test_importing_the_module_registers_the_game() -> None:
    assert NAME in pyspiel.registered_names()
    game_type = load().get_type()
    assert game_type.short_name == NAME
    assert game_type.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert game_type.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game_type.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert game_type.provides_observation_tensor
    assert game_type.provides_observation_string
    # "There is no information state".
    assert not game_type.provides_information_state_tensor
    assert not game_type.provides_information_state_string
    assert (game_type.min_num_players, game_type.max_num_players) == (1, 5)


def test_the_readme_load_game_line_works() -> None:
    game = pyspiel.load_game("python_arctic_scavengers(players=4)")
    assert game.num_players() == 4


def test_default_parameters_four_players_2015_rules_win_no_modules() -> None:
    game = pyspiel.load_game(NAME)
    assert game.num_players() == 4
    config = engine(state_of_seed(game, 1)).config
    assert config.players == 4
    assert config.rules == sc.Edition.E2015
    assert config.modules == frozenset()
    assert config.variants == frozenset()
    assert game.get_type().utility == pyspiel.GameType.Utility.CONSTANT_SUM  # reward=win
    assert game.get_parameters()["reward"] == "win"


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_players_1_to_5_in_the_game_string_and_in_a_dict(players: int) -> None:
    for game in (pyspiel.load_game(f"{NAME}(players={players})"), load(players=players)):
        assert game.num_players() == players
        state = state_of_seed(game, 3)
        assert engine(state).config.players == players
        assert tensor(state, 0)[players - 1] == 1  # the `players` one-hot


def test_modules_and_variants_joined_by_plus_in_the_game_string() -> None:
    game = pyspiel.load_game(f"{NAME}(players=5,modules=hq1+hq2+hq3+recon2,variants=leader_draft+alternate_brawlers)")
    config = engine(state_of_seed(game, 2)).config
    assert config.modules == {sc.Module("hq1"), sc.Module("hq2"), sc.Module("hq3"), sc.Module("recon2")}
    assert config.variants == {sc.Variant("leader_draft"), sc.Variant("alternate_brawlers")}


def test_modules_and_variants_joined_by_commas_in_a_dict() -> None:
    game = load(players=3, modules="hq1,recon2", variants="alternate_brawlers,alternate_scavengers")
    config = engine(state_of_seed(game, 2)).config
    assert config.modules == {sc.Module("hq1"), sc.Module("recon2")}
    assert config.variants == {sc.Variant("alternate_brawlers"), sc.Variant("alternate_scavengers")}
    # The same game as with `+`.
    plus = load(players=3, modules="hq1+recon2", variants="alternate_brawlers+alternate_scavengers")
    assert engine(state_of_seed(plus, 2)).view(0) == engine(state_of_seed(game, 2)).view(0)


def test_a_game_made_with_commas_in_a_dict_can_be_made_again_from_its_string() -> None:
    """OpenSpiel makes a game again from ``str(game)`` (serialization, pickling, the RL
    environment's workers): a dict with commas, which the docs allow, must survive that."""
    game = load(players=2, modules="hq1,recon2")
    again = pyspiel.load_game(str(game))
    assert engine(state_of_seed(again, 5)).config.modules == {sc.Module("hq1"), sc.Module("recon2")}


@pytest.mark.parametrize("how", ["pickle", "serialize_game_and_state"])
def test_a_state_of_a_game_made_with_commas_in_a_dict_round_trips(how: str) -> None:
    """ "in a dict, commas too" and "states clone, serialize, pickle and replay as OpenSpiel's own
    games do": together, a state of such a game round-trips."""
    game = load(players=2, modules="hq1,recon2")
    state = state_of_seed(game, 5)
    state.apply_action(state.legal_actions()[0])
    if how == "pickle":
        back = pickle.loads(pickle.dumps(state))
    else:
        _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert snapshot(back) == snapshot(state)


@pytest.mark.parametrize(("rules", "edition", "flag"), [(2015, sc.Edition.E2015, 0), (2012, sc.Edition.E2012, 1)])
def test_rules_2015_or_2012(rules: int, edition: sc.Edition, flag: int) -> None:
    for game in (pyspiel.load_game(f"{NAME}(players=2,rules={rules})"), load(players=2, rules=rules)):
        state = state_of_seed(game, 1)
        assert engine(state).config.rules == edition
        assert tensor(state, 0)[RULES_2012] == flag


@pytest.mark.parametrize(
    ("players", "reward", "utility"),
    [
        (2, "win", pyspiel.GameType.Utility.CONSTANT_SUM),
        (3, "win", pyspiel.GameType.Utility.CONSTANT_SUM),
        (5, "win", pyspiel.GameType.Utility.CONSTANT_SUM),
        (2, "margin", pyspiel.GameType.Utility.ZERO_SUM),
        (3, "margin", pyspiel.GameType.Utility.GENERAL_SUM),
        (5, "margin", pyspiel.GameType.Utility.GENERAL_SUM),
    ],
)
def test_reward_win_is_constant_sum_margin_zero_sum_with_two_general_sum_otherwise(
    players: int, reward: str, utility: Any
) -> None:
    game = pyspiel.load_game(f"{NAME}(players={players},reward={reward})")
    assert game.get_type().utility == utility
    if reward == "win":
        assert game.utility_sum() == 1.0  # the shares add up to 1
    if utility == pyspiel.GameType.Utility.ZERO_SUM:
        assert game.utility_sum() == 0.0


@pytest.mark.parametrize("make", ["string", "dict"])
def test_players_6_is_refused_in_words(make: str) -> None:
    with pytest.raises(Exception, match=re.escape("players must be 1-5, got 6")):
        pyspiel.load_game(f"{NAME}(players=6)") if make == "string" else load(players=6)
    with pytest.raises(Exception, match=re.escape("players must be 1-5, got 0")):
        load(players=0)


@pytest.mark.parametrize(("name", "value"), [("rules", 2013), ("reward", "score")], ids=["rules", "reward"])
def test_rules_2013_or_an_unknown_reward_is_refused_in_words_naming_both(name: str, value: object) -> None:
    makers: list[Callable[[], object]] = [
        lambda: pyspiel.load_game(f"{NAME}({name}={value})"),
        lambda: load(**{name: value}),
    ]
    for make in makers:
        with pytest.raises(Exception, match=name) as refused:
            make()
        assert str(value) in str(refused.value)


def test_an_unknown_module_is_refused_and_named() -> None:
    makers: list[Callable[[], object]] = [
        lambda: pyspiel.load_game(f"{NAME}(modules=hq1+hq9)"),
        lambda: load(modules="hq1,hq9"),
    ]
    for make in makers:
        with pytest.raises(Exception, match="hq9"):
            make()


def test_an_unknown_variant_is_refused_and_named() -> None:
    with pytest.raises(Exception, match="no_such_variant"):
        load(variants="no_such_variant")


def test_an_unknown_parameter_is_refused_by_openspiel() -> None:
    with pytest.raises(pyspiel.SpielError, match="foo"):
        pyspiel.load_game(f"{NAME}(foo=1)")
    with pytest.raises(pyspiel.SpielError, match="foo"):
        load(foo=1)


def test_a_bad_parameter_is_refused_where_the_game_is_made() -> None:
    """Refused by ``load_game`` itself, not later at ``new_initial_state``."""
    for bad in ({"players": 6}, {"rules": 2013}, {"reward": "score"}, {"modules": "hq9"}):
        with pytest.raises(Exception):  # noqa: B017, PT011 (the words are checked above)
            load(**bad)


# --- Chance: the seed, a hexadecimal digit at a time ---------------------------------------------


def digits(seed: int) -> list[int]:
    """The seed's sixteen hexadecimal digits, the most significant first."""
    return [int(digit, 16) for digit in f"{seed:016x}"]


def test_chance_is_sixteen_nodes_of_16_equally_likely_outcomes_most_significant_digit_first() -> None:
    game = load(players=3)
    assert game.max_chance_outcomes() == 16
    seed = 0x0123456789ABCDEF
    state = game.new_initial_state()
    for digit in digits(seed):
        assert state.is_chance_node()
        assert state.current_player() == CHANCE
        outcomes = state.chance_outcomes()
        assert [outcome for outcome, _ in outcomes] == list(range(16))
        assert all(probability == pytest.approx(1 / 16) for _, probability in outcomes)
        assert sum(probability for _, probability in outcomes) == pytest.approx(1.0)
        assert state.legal_actions() == list(range(16))
        assert state.legal_actions_mask(0) == [1] * 16 + [0] * (len(WORDS) - 16)  # it fits
        state.apply_action(digit)
    assert not state.is_chance_node()
    assert state.seed == seed
    assert list(state.history()) == digits(seed)
    reference = sc.Game.new(sc.GameConfig(players=3, seed=seed))
    assert all(engine(state).view(seat) == reference.view(seat) for seat in range(3))


def test_chance_acts_only_at_the_start() -> None:
    rng = np.random.default_rng(0)
    for players in (1, 2, 4):
        state = load(players=players).new_initial_state()
        chance = 0

        def count(node: Any) -> None:
            nonlocal chance
            if node.is_chance_node():
                assert len(node.history()) == chance  # only the first sixteen moves
                chance += 1

        play(state, rng, each=count)
        assert chance == 16


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_state_of_seed_is_the_game_of_that_seed(players: int) -> None:
    game = load(players=players)
    for seed in (0, 1, 424242, 2**63, 2**64 - 1):
        state = state_of_seed(game, seed)
        assert not state.is_chance_node()
        assert state.seed == seed  # "state.seed says a state's seed once dealt"
        assert list(state.history()) == digits(seed)
        reference = sc.Game.new(sc.GameConfig(players=players, seed=seed))
        for seat in range(players):
            assert engine(state).view(seat) == reference.view(seat)


def test_state_of_seed_is_the_game_the_pettingzoo_environment_plays() -> None:
    """``reset(seed=s)`` plays the same game as ``scavengers play --seed s`` (docs/rl.md), and so
    does ``state_of_seed``: the same first observations."""
    game = load(players=3, modules="hq1+recon1")
    state = state_of_seed(game, 77)
    env = rl.env(players=3, modules={"hq1", "recon1"})
    env.reset(seed=77)
    assert env.agent_selection == f"seat_{state.current_player()}"
    for seat in range(3):
        assert np.array_equal(tensor(state, seat), observed(env, seat)["observation"])


def test_a_state_dealt_digit_by_digit_equals_state_of_seed() -> None:
    game = load(players=2)
    by_hand = game.new_initial_state()
    for digit in digits(987654321):
        by_hand.apply_action(digit)
    assert snapshot(by_hand) == snapshot(state_of_seed(game, 987654321))


# --- Actions: the words ------------------------------------------------------------------------


def test_legal_actions_are_sorted_words_and_action_to_string_is_the_word() -> None:
    game = load(players=4, modules="hq1+hq2+recon1+recon2")
    assert game.num_distinct_actions() == len(WORDS) == 142
    seen: set[int] = set()

    def check(state: Any) -> None:
        if state.is_chance_node():
            return
        seat = state.current_player()
        legal = state.legal_actions()
        assert legal, "a decision with no word"
        assert legal == sorted(set(legal))
        assert all(0 <= action < 142 for action in legal)
        assert legal == state.legal_actions(seat)
        mask = state.legal_actions_mask(seat)
        assert len(mask) == 142
        assert [action for action, allowed in enumerate(mask) if allowed] == legal
        for action in legal:
            assert state.action_to_string(seat, action) == WORDS[action]
        for other in range(state.num_players()):
            if other != seat:
                assert state.legal_actions(other) == []
        seen.update(legal)

    play(state_of_seed(game, 9), np.random.default_rng(9), each=check)
    assert len(seen) > 20


def test_an_illegal_word_raises_value_error_and_leaves_the_state_as_it_was() -> None:
    game = load(players=3, modules="hq1+recon1")
    state = state_of_seed(game, 31)
    rng = np.random.default_rng(31)
    checked = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        illegal = [word for word in range(142) if word not in legal]
        if illegal and len(state.history()) % 7 == 0:
            before = snapshot(state)
            twin = state.clone()
            for word in (illegal[0], illegal[-1], int(rng.choice(illegal)), 142, 1000):
                with pytest.raises(ValueError):  # noqa: PT011 (no message is documented)
                    state.apply_action(word)
                assert snapshot(state) == before
            checked += 1
            # ... and the game goes on exactly as an untouched copy of it.
            word = int(rng.choice(legal))
            state.apply_action(word)
            twin.apply_action(word)
            assert snapshot(state) == snapshot(twin)
            continue
        state.apply_action(int(rng.choice(legal)))
    assert checked > 10


def test_turns_are_the_pettingzoo_environments() -> None:
    """ "Turns are the PettingZoo environment's": the same seat decides, with the same words
    allowed and the same observations, and forced passes are put to their seats."""
    modules = {"hq1", "hq2", "recon1", "recon2"}
    game = load(players=4, modules="+".join(sorted(modules)))
    state = state_of_seed(game, 21)
    env = rl.env(players=4, modules=modules)
    env.reset(seed=21)
    rng = np.random.default_rng(21)
    single = 0
    while not state.is_terminal():
        seat = state.current_player()
        assert env.agent_selection == f"seat_{seat}"
        observation = observed(env, seat)
        assert list(np.flatnonzero(observation["action_mask"])) == state.legal_actions()
        for other in range(4):
            assert np.array_equal(tensor(state, other), observed(env, other)["observation"])
        single += len(state.legal_actions()) == 1
        word = int(rng.choice(state.legal_actions()))
        state.apply_action(word)
        env.step(word)
    assert all(env.terminations.values())
    assert [env.rewards[f"seat_{seat}"] for seat in range(4)] == state.returns()
    assert single > 0  # a decision with one word is still put to its seat


# --- Observations ------------------------------------------------------------------------------


def test_observation_tensor_is_a_list_of_size_floats_and_the_string_describes_it() -> None:
    game = load(players=3, modules="hq1+recon1")

    def check(state: Any) -> None:
        if state.is_chance_node():
            return
        for seat in range(3):
            values = state.observation_tensor(seat)
            assert isinstance(values, list)
            assert len(values) == SIZE == 4159
            assert all(isinstance(value, float) for value in values[:50])
            array = np.asarray(values, dtype=np.float32)
            assert (array >= 0).all()
            assert state.observation_string(seat) == describe(array)

    play(state_of_seed(game, 5), np.random.default_rng(5), each=check)


def test_observation_tensor_shape_is_size() -> None:
    assert load(players=2).observation_tensor_shape() == [SIZE]
    assert load(players=2).observation_tensor_size() == SIZE


def test_before_the_deal_observations_are_empty() -> None:
    for players in (1, 2, 5):
        state = load(players=players).new_initial_state()
        for digit in range(16):
            for seat in range(players):
                assert state.observation_string(seat) == ""
                values = state.observation_tensor(seat)
                assert len(values) == SIZE
                assert not any(values)
            state.apply_action(digit)
        assert all(state.observation_string(seat) for seat in range(players))


def test_the_observation_holds_the_words_the_seat_has_chosen_so_far() -> None:
    for state, start in midgame_pairs():
        seat = state.current_player()
        chosen = list(state.history())[len(start.history()) :]
        assert chosen
        values = tensor(state, seat)
        # The words it chose (and any taken at once, as the only possible next ones).
        assert values[CHOSEN_WORD_COUNT] >= len(chosen)
        assert {int(word) for word in np.flatnonzero(values[CHOSEN_WORDS])} >= set(chosen)
        assert values[CHOSEN_WORD_COUNT] == values[CHOSEN_WORDS].sum()


def test_there_is_no_information_state() -> None:
    state = state_of_seed(load(players=2), 1)
    with pytest.raises(Exception):  # noqa: B017, PT011 (the kind is not documented)
        state.information_state_string(0)
    with pytest.raises(Exception):  # noqa: B017, PT011
        state.information_state_tensor(0)


# --- str(state): the public table --------------------------------------------------------------


def test_str_of_a_state_names_no_card_and_says_the_public_things() -> None:
    game = load(players=4, modules="hq1+hq2+hq3+hq4+recon1+recon2+recon3")

    def check(state: Any) -> None:
        text = str(state)
        tokens = set(re.findall(r"[A-Za-z_0-9+]+", text))
        assert not tokens & CARD_KINDS, text
        if state.is_chance_node():
            return
        assert "4 players" in text
        phase = PHASES[int(np.flatnonzero(tensor(state, 0)[6:10])[0])]
        assert phase in text, text
        assert f"round {engine(state).round}" in text, text
        if not state.is_terminal():
            assert f"seat {state.current_player()}" in text, text

    play(state_of_seed(game, 13), np.random.default_rng(13), each=check)


def test_str_of_a_state_is_the_same_in_every_game_a_seat_could_believe_it_is_in() -> None:
    """It "says only what the whole table sees": no hidden card changes it."""
    for state in midgame_states():
        for seat in range(state.num_players()):
            for draw in range(2):
                sample = state.resample_from_infostate(seat, random.Random(draw).random)
                assert str(sample) == str(state)


# --- Returns -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4), (2, 5), (4, 6)])
def test_win_returns_are_win_shares_adding_up_to_1(players: int, seed: int) -> None:
    state = state_of_seed(load(players=players), seed)

    def zero_before_the_end(node: Any) -> None:
        assert list(node.returns()) == [0.0] * players
        assert list(node.rewards()) == [0.0] * players

    play(state, np.random.default_rng(seed), each=zero_before_the_end)
    result = engine(state).result
    assert result is not None
    winners = set(result.winners)
    assert list(state.returns()) == [1 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    assert sum(state.returns()) == pytest.approx(1.0)
    assert [state.player_return(seat) for seat in range(players)] == list(state.returns())


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (3, 3), (5, 4)])
def test_margin_returns_are_people_minus_the_most_of_any_rival(players: int, seed: int) -> None:
    state = play(state_of_seed(load(players=players, reward="margin"), seed), np.random.default_rng(seed))
    result = engine(state).result
    assert result is not None
    people = [score.people for score in result.scores]
    expected = [people[seat] - max(people[:seat] + people[seat + 1 :]) for seat in range(players)]
    assert list(state.returns()) == expected
    if players == 2:
        assert sum(state.returns()) == 0  # zero-sum


@pytest.mark.parametrize("reward", ["win", "margin"])
def test_the_solo_games_return_is_her_points(reward: str) -> None:
    seed = 13  # a random solo game that scores a point
    state = play(state_of_seed(load(players=1, reward=reward), seed), np.random.default_rng(seed))
    result = engine(state).result
    assert result is not None
    assert list(state.returns()) == [float(result.scores[0].points)]
    assert state.returns() != [0.0]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_max_game_length_is_10000_words_a_seat(players: int) -> None:
    assert load(players=players).max_game_length() == 10_000 * players


@pytest.mark.parametrize(("reward", "returns"), [("win", [0.5, 0.5]), ("margin", [0.0, 0.0])])
def test_a_game_cut_at_the_word_limit_ends_as_a_tie(reward: str, returns: list[float]) -> None:
    """Under the 2015 rules a player with HQ buildings may store and retrieve without end: the
    game is cut at ``max_game_length()`` words and ends as a tie: 1 / the number of seats each
    with ``win``, 0 otherwise."""
    game = load(players=2, modules="hq1+hq2+hq3+hq4", reward=reward)
    state = state_of_seed(game, 30)
    rng = np.random.default_rng(30)
    # Build, then store and retrieve whenever allowed; random words otherwise.
    preferred = [WORDS.index(word) for word in ("store", "retrieve", "build", "work", "bunker", "armory")]
    preferred += [WORDS.index(word) for word in ("pharmacy", "hydroponic_gardens", "schematics", "engineer")]
    while not state.is_terminal():
        legal = state.legal_actions()
        chosen = [word for word in preferred if word in legal]
        state.apply_action(chosen[0] if chosen else int(rng.choice(legal)))
    assert len(state.history()) == 16 + game.max_game_length()
    assert engine(state).result is None  # not over: cut
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    assert list(state.returns()) == returns


# --- Clones, pickles, serialization, replays ---------------------------------------------------


def test_a_clone_is_independent() -> None:
    game = load(players=3, modules="hq1+recon1")
    rng = np.random.default_rng(2)
    partial = game.new_initial_state()
    partial.apply_action(7)
    for original in (partial, play(state_of_seed(game, 2), rng, limit=30), *midgame_states()[:2]):
        before = snapshot(original)
        copy = original.clone()
        assert snapshot(copy) == before
        play(copy, rng, limit=40)
        assert snapshot(original) == before
        kept = snapshot(copy)
        play(original, rng, limit=40)
        assert snapshot(copy) == kept


def round_trips(game: Any, state: Any) -> list[Any]:
    return [
        pickle.loads(pickle.dumps(state)),
        game.deserialize_state(state.serialize()),
        pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1],
    ]


@pytest.mark.parametrize("parameters", [{"players": 2}, {"players": 4, "modules": "hq1+recon1", "rules": 2012}])
def test_states_pickle_and_serialize_and_go_on_the_same(parameters: dict[str, Any]) -> None:
    game = load(**parameters)
    rng = np.random.default_rng(3)
    state = game.new_initial_state()
    points = [state.clone()]
    state.apply_action(10)
    points.append(state.clone())
    for _ in range(15):
        state.apply_action(int(rng.integers(16)))
    points.append(state.clone())
    play(state, rng, limit=50)
    points.append(state.clone())
    play(state, rng)
    points.append(state.clone())
    for point in points:
        for back in round_trips(game, point):
            assert snapshot(back) == snapshot(point)
            if not point.is_terminal():
                if point.is_chance_node():
                    continue
                word = point.legal_actions()[-1]
                ahead, back_ahead = point.clone(), back
                ahead.apply_action(word)
                back_ahead.apply_action(word)
                assert snapshot(back_ahead) == snapshot(ahead)


def test_a_game_pickles() -> None:
    game = load(players=3, modules="hq1+recon2", reward="margin")
    assert str(pickle.loads(pickle.dumps(game))) == str(game)


def test_a_states_history_replays_to_the_same_state() -> None:
    """ "a state's history is the whole game": replaying it gives the same state."""
    game = load(players=4, modules="hq1+recon1")
    state = play(state_of_seed(game, 17), np.random.default_rng(17), limit=120)
    replay = game.new_initial_state()
    for move in state.history():
        replay.apply_action(move)
    assert snapshot(replay) == snapshot(state)
    whole = play(state.clone(), np.random.default_rng(1))
    replay = game.new_initial_state()
    for move in whole.history():
        replay.apply_action(move)
    assert snapshot(replay) == snapshot(whole)


def test_pyspiel_random_sim_test_passes() -> None:
    pyspiel.random_sim_test(load(players=2, modules="hq1+recon1"), num_sims=2, serialize=True, verbose=False)


# --- Samples -----------------------------------------------------------------------------------


def test_a_sample_keeps_the_seats_observation() -> None:
    for state in midgame_states():
        for seat in range(state.num_players()):
            for draw in range(2):
                sample = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(draw, 0.0, 1.0))
                assert sample.current_player() == state.current_player()
                assert sample.observation_tensor(seat) == state.observation_tensor(seat)
                assert sample.observation_string(seat) == state.observation_string(seat)
                assert engine(sample).view(seat) == engine(state).view(seat)


def test_a_sample_deals_afresh_what_the_seat_cannot_see() -> None:
    differs = 0
    for state in midgame_states():
        truth = engine(state).zones()
        for seat in range(state.num_players()):
            for draw in range(3):
                differs += engine(state.resample_from_infostate(seat, random.Random(draw).random)).zones() != truth
    assert differs > 0


def test_a_sample_for_the_seat_choosing_keeps_its_words_so_far() -> None:
    for state, start in midgame_pairs():
        seat = state.current_player()
        assert len(state.history()) > len(start.history())
        sample = state.resample_from_infostate(seat, random.Random(0).random)
        assert sample.current_player() == seat
        assert sample.legal_actions() == state.legal_actions()
        assert np.array_equal(tensor(sample, seat)[CHOSEN_WORDS], tensor(state, seat)[CHOSEN_WORDS])
        # ... and the action is finished there as in the state itself.
        decisions = engine(sample).decisions_made
        rng = np.random.default_rng(0)
        while engine(sample).decisions_made == decisions:
            sample.apply_action(int(rng.choice(sample.legal_actions())))


def test_a_sample_for_another_seat_never_holds_the_choosers_words() -> None:
    """The sample for a seat that is not choosing is the one it would get where the chooser's
    decision began: nothing of the words chosen since reaches it."""
    for state, start in midgame_pairs():
        chooser = state.current_player()
        assert start.current_player() == chooser
        for seat in range(state.num_players()):
            if seat == chooser:
                continue
            assert state.observation_tensor(seat) == start.observation_tensor(seat)
            sample = state.resample_from_infostate(seat, random.Random(5).random)
            twin = start.resample_from_infostate(seat, random.Random(5).random)
            assert sample.legal_actions() == twin.legal_actions()
            assert engine(sample).zones() == engine(twin).zones()
            for other in range(state.num_players()):
                assert sample.observation_tensor(other) == twin.observation_tensor(other)


def test_samples_clone_pickle_and_serialize() -> None:
    state = midgame_states()[1]
    game = state.get_game()
    sample = state.resample_from_infostate(0, random.Random(1).random)
    assert snapshot(sample.clone()) == snapshot(sample)
    for back in round_trips(game, sample):
        assert snapshot(back) == snapshot(sample)


# --- OpenSpiel's tools -------------------------------------------------------------------------


def sampler(seed: int) -> Any:
    """The RL environment's chance sampler, seeded (it draws the deal's digits)."""
    return rl_environment.ChanceEventSampler(seed=seed)


@pytest.mark.parametrize(("players", "modules"), [(1, ""), (2, ""), (4, "hq1+recon1")])
def test_openspiels_rl_environment_plays_whole_games(players: int, modules: str) -> None:
    environments = [
        rl_environment.Environment(load(players=players, modules=modules), chance_event_sampler=sampler(players)),
        rl_environment.Environment(NAME, chance_event_sampler=sampler(players), players=players, modules=modules),
    ]
    for environment in environments:
        rng = np.random.default_rng(players)
        for _ in range(2):
            step = environment.reset()
            assert len(step.observations["info_state"][0]) == SIZE
            moves = 0
            while not step.last():
                seat = step.observations["current_player"]
                step = environment.step([int(rng.choice(step.observations["legal_actions"][seat]))])
                moves += 1
            assert moves > 10
            assert list(step.rewards) == list(environment.get_state.returns())
            if players > 1:
                assert sum(step.rewards) == pytest.approx(1.0)


def test_the_docs_random_game_snippet() -> None:
    game = pyspiel.load_game("python_arctic_scavengers(players=4,modules=hq1+recon1)")
    state = game.new_initial_state()
    rng = np.random.default_rng(7)
    while not state.is_terminal():
        if state.is_chance_node():  # the deal: the game's seed, a digit at a time
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=chances)))
        else:
            observation = state.observation_tensor(state.current_player())
            assert len(observation) == SIZE
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert sum(state.returns()) == pytest.approx(1.0)


def test_the_docs_python_ismcts_snippet() -> None:
    game = pyspiel.load_game("python_arctic_scavengers(players=2)")
    rollouts = mcts.RandomRolloutEvaluator(n_rollouts=1, max_length=200)
    bot = ismcts.ISMCTSBot(game, rollouts, 2.0, max_simulations=20, use_observation_string=True)
    state = state_of_seed(game, 1)
    action = bot.step(state)
    assert action in state.legal_actions()
    assert state.action_to_string(state.current_player(), action) in WORDS
    assert state.history() == [0] * 15 + [1]  # the search left the state alone


def test_pyspiel_evaluate_bots_plays_python_bots() -> None:
    game = load(players=3)
    bots = [uniform_random.UniformRandomBot(seat, np.random.RandomState(seat)) for seat in range(3)]
    returns = pyspiel.evaluate_bots(game.new_initial_state(), bots, 5)
    assert sum(returns) == pytest.approx(1.0)
    returns = pyspiel.evaluate_bots(state_of_seed(game, 3), bots, 5)
    assert sum(returns) == pytest.approx(1.0)
