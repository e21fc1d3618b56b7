"""The learning environments and ``scavengers train``'s options after a researcher's audit
from a fresh clone: a negative number of rounds refused, a named opponent in the solo game
refused rather than dropped, a sampled action as PyTorch gives it (``np.array(3)``) taken, and
docs/rl.md's signatures the code's. None of these needs PyTorch (tests_train/ holds the
trainer's)."""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from scavengers import rl
from scavengers.cli.main import build_parser
from scavengers.rl.words import WORDS

DOC = Path(__file__).parent.parent / "docs" / "rl.md"


@pytest.mark.parametrize("option", ["--rounds", "--dagger-rounds", "--keep-every"])
def test_scavengers_train_refuses_a_negative_number_of_rounds(option: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``--rounds -1`` was taken as a plain int and ran as ``--rounds 0``; it is refused when the
    options are read, as ``--dagger-rounds`` and ``--keep-every`` are (before any training)."""
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["train", option, "-1"])
    assert stop.value.code == 2
    assert f"argument {option}: '-1': give a whole number, 0 or more" in capsys.readouterr().err
    assert build_parser().parse_args(["train", option, "0"]) is not None


@pytest.mark.parametrize("opponents", [["heuristic"], "ismcts:iters=5", ("heuristic",), ["heuristic", "easy"]])
def test_the_solo_game_refuses_any_named_opponent(opponents: Any) -> None:
    """The solo game has no other seat: a name given for one was silently dropped (one name for
    all was taken as zero of them); every name is refused now, as two names were."""
    with pytest.raises(ValueError, match=r"^1 players need no opponent"):
        rl.gym_env(players=1, opponents=opponents)


@pytest.mark.parametrize("opponents", [None, []])
def test_the_solo_game_takes_no_opponent(opponents: Any) -> None:
    env = rl.gym_env(players=1, opponents=opponents)
    assert env.opponents == ()
    observation, _ = env.reset(seed=2)
    assert observation["action_mask"].any()


def _first_allowed(observation: dict[str, Any] | None) -> int:
    assert observation is not None
    return int(np.flatnonzero(observation["action_mask"])[0])


@pytest.mark.parametrize("dtype", [np.int64, np.int32, np.uint8])
def test_a_sampled_action_as_a_zero_dimensional_integer_array_is_a_word(dtype: type) -> None:
    """``action_space.contains(np.array(3))`` is true, and ``tensor.numpy()`` gives such an
    array for a sampled action: both environments take it as the word it holds, the same step as
    the integer's."""
    gym, twin = rl.gym_env(players=2, seat=0), rl.gym_env(players=2, seat=0)
    observation, _ = gym.reset(seed=5)
    twin.reset(seed=5)
    word = _first_allowed(observation)
    assert gym.action_space.contains(np.array(word, dtype=dtype))
    taken, expected = gym.step(np.array(word, dtype=dtype)), twin.step(word)
    assert np.array_equal(taken[0]["observation"], expected[0]["observation"])
    assert taken[1:] == expected[1:]
    e, e_twin = rl.env(players=2), rl.env(players=2)
    e.reset(seed=5)
    e_twin.reset(seed=5)
    word = _first_allowed(e.observe(e.agent_selection))
    e.step(np.array(word, dtype=dtype))  # type: ignore[arg-type]
    e_twin.step(word)
    assert e.agent_selection == e_twin.agent_selection
    seen, expected_seen = e.observe(e.agent_selection), e_twin.observe(e.agent_selection)
    assert seen is not None
    assert expected_seen is not None
    assert np.array_equal(seen["observation"], expected_seen["observation"])


@pytest.mark.parametrize("action", [np.array([3]), np.array([[3]]), np.array(3.0), np.array(True), np.array("3")])
def test_an_array_of_another_shape_or_kind_is_still_refused(action: Any) -> None:
    gym = rl.gym_env(players=2)
    gym.reset(seed=1)
    with pytest.raises(TypeError, match=r"^a word is an integer 0-141 \(Python or NumPy\), got"):
        gym.step(action)
    e = rl.env(players=2)
    e.reset(seed=1)
    with pytest.raises(TypeError, match=r"^a word is an integer 0-141"):
        e.step(action)


def test_a_zero_dimensional_array_out_of_range_is_called_out_of_range() -> None:
    gym = rl.gym_env(players=2)
    gym.reset(seed=1)
    with pytest.raises(ValueError, match=r"^word 142 is out of range: words are 0-141$"):
        gym.step(np.array(142))


def _documented_defaults(name: str) -> dict[str, object]:
    """The defaults docs/rl.md's settings section gives ``rl.<name>(...)``."""
    text = " ".join(DOC.read_text().partition("### The settings")[2].split())
    found = re.search(rf"`rl\.{name}\(([^`]*)\)`", text)
    assert found, f"docs/rl.md gives no signature of rl.{name}"
    parts = [part.strip() for part in found.group(1).split(", ") if not part.strip().startswith("*")]
    return {key: ast.literal_eval(value) for key, value in (part.split("=", 1) for part in parts)}


@pytest.mark.parametrize(("name", "cls"), [("gym_env", "GymEnv"), ("env", "RawEnv")])
def test_the_documented_signatures_give_the_codes_defaults(name: str, cls: str) -> None:
    """docs/rl.md gave ``gym_env(players=2, opponents=("heuristic",), ...)`` while the code's
    default is None (heuristic bots; none in the solo game)."""
    documented = _documented_defaults(name)
    signature = inspect.signature(getattr(rl, cls).__init__)
    actual = {p.name: p.default for p in signature.parameters.values() if p.default is not inspect.Parameter.empty}
    assert documented == actual
    assert inspect.signature(rl.gym_env).parameters["opponents"].default is None


def test_a_word_that_cannot_come_next_is_refused_with_the_ids_and_words_allowed() -> None:
    """An agent chooses ids: the refusal names each allowed word by its id and its word."""
    e = rl.env(players=2)
    e.reset(seed=1)
    mask = e.observe(e.agent_selection)
    assert mask is not None
    allowed = np.flatnonzero(mask["action_mask"]).tolist()
    expected = ", ".join(f"{w} {WORDS[w]}" for w in allowed)
    refused = next(w for w in range(len(WORDS)) if w not in allowed)
    with pytest.raises(
        ValueError, match=rf"^word {refused} '{re.escape(WORDS[refused])}' cannot come next; allowed: "
    ) as raised:
        e.step(refused)
    assert str(raised.value).endswith(expected)
