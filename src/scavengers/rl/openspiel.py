"""Arctic Scavengers as an OpenSpiel game: ``pyspiel.load_game("python_arctic_scavengers")``.

Importing this module registers the game with OpenSpiel (it needs the ``openspiel`` extra:
``pip install -e ".[openspiel]"`` in the repository). It is the PettingZoo environment's game in
OpenSpiel's terms: every choice is one word of :data:`~scavengers.rl.words.WORDS` (the action
ids, ``num_distinct_actions() == len(WORDS)``), the legal actions are the words the mask allows,
the observation tensor is the seat's observation (:mod:`scavengers.rl.observation`, built from
its view alone) and the observation string the same observation in words
(:func:`~scavengers.rl.observation.describe`). As in the PettingZoo environment (OpenSpiel shows
everyone whose turn it is), a reaction window's forced pass that the table cannot tell is forced
is put to its seat all the same, and every word of an action is asked, forced or not.

Chance acts once, at the start: sixteen chance nodes of 16 equally likely outcomes choose the
game's 64-bit seed a hexadecimal digit at a time (the most significant first), and the seed,
which no seat sees, deals the cards and every later shuffle. So a state's history is the whole game (a state
serializes, pickles and replays as OpenSpiel's own games do), :func:`state_of_seed` starts the
game of a seed (``scavengers play --seed`` plays the same one), and OpenSpiel's environments and
algorithms sample the deal as they sample any chance node. The parameters:

- ``players``: 1-5 (1: the solo game);
- ``modules`` and ``variants``: names joined by ``+`` (``"hq1+recon2"``), or by commas in a
  parameter dict;
- ``rules``: the edition, 2015 or 2012;
- ``reward``: ``"win"`` (each winner 1 / the number of winners, the others 0: constant-sum) or
  ``"margin"`` (her tribe's people minus the most of any rival's); the solo game's return is her
  points either way.

Before the deal every seat's observation is all zeros and its string empty. A game is cut after
``max_game_length()`` words (10,000 a seat: under the 2015 rules a player with HQ buildings may
store and retrieve a card without end); a cut game ends as a tie among all seats (``win``: 1 /
the number of seats each; ``margin`` and the solo game: 0).

There is no information state: the observation is not perfect recall (it holds what the seat
knows now, not everything it has seen), so algorithms that need information states (CFR and its
kin, which could not walk a game this size anyway) do not apply. :meth:`ScavengersState.
resample_from_infostate` deals a game the seat could believe it is in (the search bot's
samples), which OpenSpiel's ISMCTS bot uses with ``use_observation_string=True``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

import numpy as np

try:
    import pyspiel
except ModuleNotFoundError as error:  # the openspiel extra is not installed
    raise ModuleNotFoundError(
        'the OpenSpiel game needs the openspiel extra: pip install -e ".[openspiel]" in the repository'
        f" ({error.name} is missing)",
        name=error.name,
    ) from None

from scavengers.cards import CATALOGUE
from scavengers.engine.flow.solo import CONTESTED_POINTS
from scavengers.rl.driver import Driver, check_reward, driver_again, rewards
from scavengers.rl.observation import SIZE, describe
from scavengers.rl.settings import MAX_WORDS, PLAYER_RANGE, Settings, whole_number
from scavengers.rl.words import WORDS

GAME_NAME: Final = "python_arctic_scavengers"
PARAMETERS: Final[dict[str, Any]] = {"players": 4, "modules": "", "variants": "", "rules": 2015, "reward": "win"}
"""The game's parameters and their defaults (the module's docstring says what each means)."""
SEED_DIGITS: Final = 16
"""The chance nodes that choose a game's 64-bit seed, a hexadecimal digit each (16 outcomes, fewer
than the words: OpenSpiel's ``legal_actions_mask`` at a chance node writes its outcomes into a
mask of ``num_distinct_actions`` entries)."""
_DIGIT_OUTCOMES: Final = [(digit, 1.0 / 16) for digit in range(16)]
_TYPE = pyspiel.GameType


def game_type(utility: Any = _TYPE.Utility.GENERAL_SUM) -> Any:
    """The game's OpenSpiel type, with ``utility`` (registered general-sum: a game's own type
    says what its players and reward make it)."""
    return pyspiel.GameType(
        short_name=GAME_NAME,
        long_name="Arctic Scavengers",
        dynamics=_TYPE.Dynamics.SEQUENTIAL,
        chance_mode=_TYPE.ChanceMode.EXPLICIT_STOCHASTIC,
        information=_TYPE.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=_TYPE.RewardModel.TERMINAL,
        max_num_players=PLAYER_RANGE[-1],
        min_num_players=PLAYER_RANGE[0],
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=PARAMETERS,
    )


def _names(field: str, value: object) -> frozenset[str]:
    """Module or variant names from a parameter: joined by ``+`` or commas, spaces around them
    ignored."""
    if not isinstance(value, str):
        raise TypeError(f"{field} must be names joined by '+', got {value!r:.40}")
    return frozenset(name.strip() for name in value.replace(",", "+").split("+") if name.strip())


def _score_bound() -> float:
    """No tribe's people, nor the solo game's points, come to more: every card of the
    catalogue counted at its most."""
    cards = sum(card.count for card in CATALOGUE.values())
    most = max(*(card.people for card in CATALOGUE.values()), CONTESTED_POINTS)
    return float(cards * most)


class ScavengersGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel has no types
    """The game of some parameters (:data:`PARAMETERS`): the source of its states."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        values = {**PARAMETERS, **(params or {})}
        unknown = sorted(set(values) - set(PARAMETERS))
        if unknown:
            raise ValueError(f"unknown parameter {unknown[0][:40]!r}: the parameters are {', '.join(PARAMETERS)}")
        reward = values["reward"]
        check_reward(reward)
        rules = values["rules"]
        if isinstance(rules, bool) or rules not in (2012, 2015):
            raise ValueError(f"rules must be 2015 or 2012, got {rules!r:.40}")
        modules, variants = _names("modules", values["modules"]), _names("variants", values["variants"])
        # Written back joined by "+": OpenSpiel makes a game again from its string (a pickle, a
        # serialized state), where a comma would start another parameter.
        values["modules"], values["variants"] = "+".join(sorted(modules)), "+".join(sorted(variants))
        # Checked as the environments check theirs: a configuration the engine cannot play is
        # refused here, by setting up a game of it.
        self.settings = Settings.of(values["players"], modules, variants, rules, {})
        self.reward = str(reward)
        players = self.settings.players
        bound = _score_bound()
        if players > 1 and self.reward == "win":
            utility, low, high, total = _TYPE.Utility.CONSTANT_SUM, 0.0, 1.0, 1.0
        elif players == 2:  # each margin is the other's, negated
            utility, low, high, total = _TYPE.Utility.ZERO_SUM, -bound, bound, 0.0
        else:
            utility, low, high, total = _TYPE.Utility.GENERAL_SUM, -bound, bound, None
        info = pyspiel.GameInfo(
            num_distinct_actions=len(WORDS),
            max_chance_outcomes=len(_DIGIT_OUTCOMES),
            num_players=players,
            min_utility=low,
            max_utility=high,
            utility_sum=total,
            max_game_length=MAX_WORDS * players,
        )
        super().__init__(game_type(utility), info, values)

    def new_initial_state(self) -> ScavengersState:
        """A game before its deal: its first moves are chance's, choosing the seed."""
        return ScavengersState(self)

    def max_chance_nodes_in_history(self) -> int:
        return SEED_DIGITS

    def make_py_observer(self, iig_obs_type: Any = None, params: dict[str, Any] | None = None) -> Observer:
        """The observer of a seat's observation (the default kind only: see the module)."""
        return Observer(iig_obs_type, params)


class ScavengersState(pyspiel.State):  # type: ignore[misc]  # pyspiel has no types
    """A game in progress: its seed chosen digit by digit, then played word by word."""

    def __init__(self, game: ScavengersGame) -> None:
        super().__init__(game)
        self.seed_digits: list[int] = []
        """The seed's hexadecimal digits chosen so far (chance's moves); none in a sample."""
        self.driver: Driver | None = None
        """The game, played word by word, once dealt."""
        self.words = 0
        """The words chosen so far (the players' moves)."""
        self._cut = False

    @property
    def seed(self) -> int | None:
        """The game's seed, once dealt (``scavengers play --seed`` plays the same game);
        ``None`` before the deal, and in a sample (:meth:`resample_from_infostate`), which no
        seed deals."""
        digits = self.seed_digits
        return _number(digits) if self.driver is not None and len(digits) == SEED_DIGITS else None

    def _dealt(self) -> Driver:
        driver = self.driver
        if driver is None:
            raise ValueError("the cards are not dealt yet: chance chooses the seed first")
        return driver

    def current_player(self) -> int:
        driver = self.driver
        if driver is None:
            return int(pyspiel.PlayerId.CHANCE)
        seat = driver.seat
        return int(pyspiel.PlayerId.TERMINAL) if seat is None or self._cut else seat

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return list(_DIGIT_OUTCOMES) if self.driver is None else []

    def _legal_actions(self, player: int) -> list[int]:
        driver = self._dealt()
        return sorted(driver.phrase.allowed) if player == driver.seat and not self._cut else []

    def _apply_action(self, action: int) -> None:
        driver = self.driver
        if driver is None:  # chance: the seed's next digit
            if not 0 <= action < len(_DIGIT_OUTCOMES):
                raise ValueError(f"a chance outcome is a hexadecimal digit 0-15, got {action}")
            self.seed_digits.append(int(action))
            if len(self.seed_digits) == SEED_DIGITS:
                seed = _number(self.seed_digits)
                self.driver = Driver(self.get_game().settings.config(seed), events=False, ask_windows=True)
            return
        if self._cut:
            raise ValueError("the game is over")
        driver.choose(int(action))
        self.words += 1
        if driver.seat is not None and self.words >= self.get_game().max_game_length():
            self._cut = True

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed digit {action:x}"
        if not 0 <= action < len(WORDS):
            raise ValueError(f"action {action} is out of range: words are 0-{len(WORDS) - 1}")
        return WORDS[action]

    def is_terminal(self) -> bool:
        driver = self.driver
        return driver is not None and (self._cut or driver.seat is None)

    def returns(self) -> list[float]:
        game = self.get_game()
        players = game.settings.players
        if self._cut:
            return [1.0 / players if players > 1 and game.reward == "win" else 0.0] * players
        result = self.driver.game.result if self.driver is not None else None
        return [0.0] * players if result is None else list(rewards(result, game.reward))

    def resample_from_infostate(self, player_id: int, probability_sampler: Callable[[], float]) -> ScavengersState:
        """A game ``player_id`` could believe this one is (the engine's determinization: every
        card it cannot see dealt afresh among the places it cannot see, from what it knows),
        dealt by a seed drawn with ``probability_sampler`` (numbers in [0, 1), 64 bits from
        four); the words its own decision has so far come along, another seat's do not (it
        cannot see them). The sample has no history and no seed (``history()`` is empty,
        ``seed`` is ``None``): it is for looking ahead, not for replaying."""
        driver = self._dealt()
        players = self.get_game().settings.players
        seat = whole_number("player_id", player_id)
        if not 0 <= seat < players:
            raise ValueError(f"player_id must be a seat 0-{players - 1}, got {seat}")
        seed = 0
        for _ in range(4):  # 16 bits a draw
            seed = seed << 16 | min(int(float(probability_sampler()) * 65536), 65535)
        words = driver.phrase.words if seat == driver.seat and not self._cut else ()
        sample = ScavengersState(self.get_game())
        game = driver.game.determinize(seat, seed)
        sample.driver = driver_again(game, driver.seat, True, words)
        sample.words = self.words  # the word limit counts the game's words, not the sample's
        sample._cut = self._cut
        return sample

    def __str__(self) -> str:
        """What the whole table can see: the configuration, the round, whose choice it is."""
        settings = self.get_game().settings
        parts = [f"{settings.players} players"]
        if settings.modules or settings.variants:
            parts.append(" ".join(sorted(settings.modules | settings.variants)))
        driver = self.driver
        if driver is None:
            return ", ".join([*parts, f"the seed's digit {len(self.seed_digits) + 1} of {SEED_DIGITS} to choose"])
        view = driver.game.view(None)
        parts += [f"round {view.round}", view.phase]
        if self._cut:
            parts.append("cut at the word limit")
        elif driver.seat is not None:  # over, the phase says
            parts.append(f"seat {driver.seat} to choose")
        return ", ".join(parts)


def state_of_seed(game: ScavengersGame, seed: int) -> ScavengersState:
    """``game``'s state dealt by ``seed`` (0 to 2**64 - 1): the game ``scavengers play --seed``
    plays with the same configuration."""
    number = whole_number("seed", seed)
    if not 0 <= number < 1 << (4 * SEED_DIGITS):
        raise ValueError(f"seed must be 0 to 2**64 - 1, got {number}")
    state: ScavengersState = game.new_initial_state()
    for digit in f"{number:0{SEED_DIGITS}x}":
        state.apply_action(int(digit, 16))
    return state


def _number(digits: list[int]) -> int:
    """The seed the hexadecimal ``digits`` write, the most significant first."""
    seed = 0
    for digit in digits:
        seed = seed << 4 | digit
    return seed


class Observer:
    """OpenSpiel's Python observer of a seat's observation: ``tensor`` (float32[SIZE], the
    whole observation under one name, ``dict["observation"]``) and its text."""

    def __init__(self, iig_obs_type: Any = None, params: dict[str, Any] | None = None) -> None:
        if params:
            raise ValueError(f"the observer takes no parameters, got {sorted(params)[:3]}")
        if iig_obs_type is not None and (
            iig_obs_type.perfect_recall
            or not iig_obs_type.public_info
            or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError(
                "only a seat's own observation is provided (perfect_recall=False, public_info=True,"
                " private_info=SINGLE_PLAYER): there is no information state"
            )
        self.tensor = np.zeros(SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: ScavengersState, player: int) -> None:
        driver = state.driver
        if driver is None:
            self.tensor[:] = 0.0
        else:
            self.tensor[:] = driver.observation(player)

    def string_from(self, state: ScavengersState, player: int) -> str:
        driver = state.driver
        return "" if driver is None else describe(driver.observation(player))


def register() -> None:
    """Register the game with OpenSpiel (done on import; again does nothing)."""
    if GAME_NAME not in pyspiel.registered_names():
        pyspiel.register_game(game_type(), ScavengersGame)


register()

__all__ = ["GAME_NAME", "PARAMETERS", "Observer", "ScavengersGame", "ScavengersState", "register", "state_of_seed"]
