"""The learning environment made faster must say exactly what it said before.

The shipped ``learned`` bot's weights were trained on these observations and words, so every
speed-up of the environment (compiled modules, a cheaper ``view()``, less PettingZoo work per
step) has to leave them bit for bit the same. The digests below were taken from the environment
before any of that work; they cover every seat's observation and mask at every step of seeded
games of random words, in the ordinary game, with modules, the 2012 rules, a variant and the solo
game. The same games run in the compiled build when it is installed (see docs/rl.md, Speed).
A rule fix changes the games themselves, so its digests are taken again: after the fixes that
keep unused cards in hand through rounds 1-2 (RULINGS R-1) and let a saved snipe's action go
ahead as declared (I-2); and, for the games with Recon, after knowledge was kept from round to
round while it stays true (the View's ``knowledge``, which the observation shows), and again
after the Mentor's skirmish refugee was made to need another fighter in the force (L-2, L-3)
and the Organizer's refugee to be discarded before its draw (L-1); and in all of them after a
card that acted and came back to the hand with a reshuffle was kept from acting again that round
([000:254], which changes masks). The observation encoding itself did not change; the digests
were taken again once more when a decision's forced first word (a lone ``keep``) came into its
first observation, as the trainer and the ``learned`` bot always had it, instead of only once
the mask had been asked for (which ``last()`` asked after the observation); and, for the games
with leaders, once the Mentor's refugee played on her gathering turn stopped offering its +1 to a
fight, which no gathering action is (``boost_skills``; RULINGS L-3: the fight bonus is had on her
skirmish turn); and, for the games with Recon and the windows asked, once what was seen of a
deadlocked skirmish's resource (the binoculars' look) was followed into the junkyard instead
of dropped ([000:274]; docs/view.md: kept while it stays true). When the PettingZoo environment
came to ask every word, forced ones too, its digests were taken again, and the earlier ones kept:
the new games with the forced words left out give them still.
"""

from __future__ import annotations

import gc
import hashlib
import importlib.util
import random
import re
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from io import StringIO
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from rich.console import Console

import scavengers as sc
from scavengers.cli.bench import render
from scavengers.rl import driver, multi_agent, observation, words
from scavengers.rl.multi_agent import env
from scavengers.sim.bench import random_words, run_bench

CASES: dict[str, tuple[dict[str, Any], tuple[int, ...], str, str, str]] = {
    "two players": (
        {"players": 2},
        (1, 2, 3, 11, 12, 13),
        "38927d4445b5acf4ffbac72bd0eac657",
        "18fbfc0d9731096e9d5293b7a48b6116",
        "0f183b859c9d9b7793ac95f43ce722a2",
    ),
    "four players": (
        {"players": 4},
        (4, 5, 14, 15),
        "3549b8e84616373dfdcc776a99320c71",
        "6e7ded28aea9144fc2dbc4beb7745ca9",
        "595e2e1191b75df58af1d415d302fe11",
    ),
    "three players, HQ and Recon": (
        {"players": 3, "modules": ("hq1", "hq2", "hq3", "hq4", "recon1", "recon2", "recon3", "recon4", "recon5")},
        (6, 7, 16),
        "6866c1cd2787fd6efcbf27499f71b1a1",
        "a9ea738fdb406310318d9241e5c669e2",
        "61d6f3309855338d5144a968eed7201b",
    ),
    "five players, 2012 rules, leader draft": (
        {"players": 5, "modules": ("hq1", "hq2", "hq3"), "rules": "2012", "variants": ("leader_draft",)},
        (8, 18),
        "923b0cc5edd038135bc9c3e2e1884cbf",
        "3163d4473c30c5817899a6ed3791aa8d",
        "1a777b149eaefebac58fc0b440d940a2",
    ),
    "solo": (
        {"players": 1, "modules": ("hq1", "hq2")},
        (9, 10, 19, 20),
        "66898614ac20f572143f7cc0b4a46b13",
        "66898614ac20f572143f7cc0b4a46b13",
        "95a6f4b04c256844cc12acc4da7a1a85",
    ),
}
"""Settings, game seeds and three digests of what the environment said in those games: as the
learned bot was trained, every forced decision taken at once; as the PettingZoo environment
played them with a forced decision that the table cannot tell is forced put to its seat all the
same (``Game.asked_anyway``: a reaction window's pass, a turn that can only end while she holds
cards, a choice among cards only she sees; otherwise the turns would tell what a seat holds),
its forced words still taken at once; and as it plays them now, every word asked, forced or not
(but the end mark after a bare verb: ``Phrase``'s ``ask_every``), so that how many steps a seat
takes never tells what it holds either. The first two differ only where such a decision came up
(alone, never); the second is the third with the forced words left out."""


def digest(
    settings: dict[str, Any], seeds: tuple[int, ...], *, leave_out_forced_words: bool = False
) -> tuple[str, int]:
    """Every agent's observation and mask after every step (the selected agent's through
    ``last()``, the others' through ``observe``), the words chosen and the rewards, hashed;
    and the number of steps taken. With ``leave_out_forced_words``, a step whose word is
    forced is taken but neither hashed nor counted, nor does it draw a random number, unless
    it is the first of a forced decision put to its seat: what the environment said before it
    asked every word."""
    aec = env(**settings)
    pick = random.Random(sum(seeds)).random
    sha = hashlib.sha256()
    steps = 0
    for seed in seeds:
        aec.reset(seed=seed)
        for agent in aec.agent_iter():
            driving: Any = aec.unwrapped.driver  # type: ignore[attr-defined]
            if leave_out_forced_words and driving.seat is not None:
                phrase = driving.phrase
                if len(phrase.allowed) == 1 and (phrase.depth or len(driving.game.legal_actions(driving.seat)) > 1):
                    aec.step(next(iter(phrase.allowed)))
                    continue
            observation, reward, done, cut, _ = aec.last()
            sha.update(f"{agent} {reward} {done} {cut}".encode())
            for other in aec.agents:
                if other != agent:
                    seen = aec.observe(other)
                    assert seen is not None
                    sha.update(np.ascontiguousarray(seen["observation"], np.float32).tobytes())
                    sha.update(np.ascontiguousarray(seen["action_mask"], np.int8).tobytes())
            if observation is None or done or cut:
                aec.step(None)
                continue
            sha.update(np.ascontiguousarray(observation["observation"], np.float32).tobytes())
            sha.update(np.ascontiguousarray(observation["action_mask"], np.int8).tobytes())
            allowed = observation["action_mask"].nonzero()[0]
            word = int(allowed[int(pick() * len(allowed))])
            sha.update(word.to_bytes(2, "little"))
            aec.step(word)
            steps += 1
    return sha.hexdigest()[:32], steps


@pytest.mark.slow
@pytest.mark.parametrize("case", list(CASES))
def test_observations_masks_and_words_are_those_the_learned_bot_was_trained_on(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings, seeds, trained, _, _ = CASES[case]
    made = driver.Driver

    def taking_every_forced_decision(config: sc.GameConfig, *, events: bool = True, ask_windows: bool = False) -> Any:
        return made(config, events=events, ask_windows=False)

    monkeypatch.setattr(multi_agent, "Driver", taking_every_forced_decision)
    found, steps = digest(settings, seeds)
    assert steps > 40 * len(seeds)  # whole games (solo games with random words are the shortest)
    assert found == trained


@pytest.mark.slow
@pytest.mark.parametrize("case", list(CASES))
def test_the_pettingzoo_environment_says_what_it_said_with_the_windows_it_asks(case: str) -> None:
    """Leave out the forced words it now asks, and the environment says what it said before it
    asked them: at every real choice an agent is told the same (the forced words among the
    words chosen so far, as ever), so the ``learned`` bot's inputs did not change."""
    settings, seeds, _, asked, _ = CASES[case]
    found, steps = digest(settings, seeds, leave_out_forced_words=True)
    assert steps > 40 * len(seeds)
    assert found == asked


@pytest.mark.slow
@pytest.mark.parametrize("case", list(CASES))
def test_the_pettingzoo_environment_says_what_it_says_asking_every_word(case: str) -> None:
    settings, seeds, _, _, every_word = CASES[case]
    found, steps = digest(settings, seeds)
    assert steps > digest(settings, seeds, leave_out_forced_words=True)[1]  # forced words came up, and were asked
    assert found == every_word


def test_the_faster_agent_loop_still_enforces_pettingzoos_order(caplog: pytest.LogCaptureFixture) -> None:
    """The wrapper's own fast paths (``last``, ``step``, ``agent_iter``) keep PettingZoo's
    checks: nothing before ``reset``, a step between two agents, a warning for a step after
    the game (PettingZoo logs it); and an unknown agent is refused by name."""
    aec = env(players=2)
    with pytest.raises(AssertionError, match="reset"):
        aec.step(0)
    with pytest.raises(AttributeError, match="before reset"):
        aec.last()
    with pytest.raises(AssertionError, match="reset"):
        aec.agent_iter()
    aec.reset(seed=3)
    agents = iter(aec.agent_iter())
    first = next(agents)
    assert first == aec.agent_selection
    with pytest.raises(AssertionError, match="need to call step"):
        next(agents)
    with pytest.raises(ValueError, match="'seat_7' is not an agent"):
        aec.observe("seat_7")
    pick = random.Random(3).random
    observation, *_ = aec.last()
    assert observation is not None
    aec.step(int(observation["action_mask"].nonzero()[0][0]))  # the step that was missing
    random_words(aec, pick)  # on to the game's end
    assert not aec.agents
    aec.step(None)
    assert "step() called after all agents are terminated or truncated" in caplog.text


@pytest.mark.slow
def test_bench_shows_the_environments_steps_per_engine_decision() -> None:
    """``scavengers bench --rl`` puts the figure the target is about in its table: the
    environment's steps/s over the engine's decisions/s."""
    result = run_bench(games=2, repeats=1, players=2, rl=True)
    out = StringIO()
    render(result, Console(file=out, width=200, color_system=None))
    line = next(line for line in out.getvalue().splitlines() if "rl steps per engine decision" in line)
    assert result.rl_steps_per_s is not None
    expected = result.rl_steps_per_s / result.engine_decisions_per_s
    assert re.search(rf"\b{expected:.2f}\b", line), line
    # Beside the steps, the decisions they made: every word is asked, so several steps each.
    per = result.rl_steps_per_decision
    assert per is not None
    assert 1.5 < per < 6
    decisions = result.rl_decisions_per_s
    assert decisions == pytest.approx(result.rl_steps_per_s / per)
    line = next(line for line in out.getvalue().splitlines() if "rl env decisions/s" in line)
    assert f"{decisions:,.0f} ({per:.2f})" in line, line
    # And in the engine's own unit: the engine's decisions (forced ones too) a second when
    # played through the environment, beside the engine's decisions/s. Each agent's decision
    # is one engine decision, and the forced ones between them (not asked) are more: an engine
    # decision takes fewer steps.
    per_action = result.rl_steps_per_engine_action
    assert per_action is not None
    assert 0 < per_action < per
    carried = result.rl_engine_decisions_per_s
    assert carried is not None
    assert carried == pytest.approx(result.rl_steps_per_s / per_action)
    line = next(line for line in out.getvalue().splitlines() if "rl env as engine decisions/s" in line)
    assert f"{carried:,.0f} ({carried / result.engine_decisions_per_s:.2f})" in line, line
    again = type(result).from_dict(result.to_dict())
    assert again == result
    assert result.to_dict()["rl_decisions_per_s"] == decisions
    assert result.to_dict()["rl_engine_decisions_per_s"] == carried


def test_the_environments_hot_modules_run_in_the_engines_build() -> None:
    """The compiled build compiles the words, the observation and the driver with the engine;
    with the pure Python engine they are pure Python too (``SCAVENGERS_PURE=1`` included)."""
    for module in (words, observation, driver):
        assert (module.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES)) is sc.engine_compiled(), module.__name__


def test_a_seats_remembered_part_depends_only_on_the_fields_it_is_remembered_by() -> None:
    """The observation remembers a seat's public side by the SeatView fields it shows
    (``SHOWN_SEAT_FIELDS``), leaving out the seat number (the slot stands for it) and the
    force's figures (added apart): so two seats that differ only in those get the same part,
    and a SeatView field added later must be placed on one side or the other here."""
    assert set(sc.SeatView._fields) - set(observation.SHOWN_SEAT_FIELDS) == {"seat", "provoking", "strength", "size"}
    game = driver.Driver(sc.GameConfig(players=4, seed=2, modules=frozenset({"hq1", "hq2", "hq3", "hq4"})))
    pick = random.Random(2)
    checked = 0
    while game.seat is not None:
        for seat_view in game.game.view(game.seat).seats:
            other = seat_view._replace(seat=(seat_view.seat + 1) % 4, provoking=not seat_view.provoking, size=9)
            for slot in range(4):
                assert observation._seat_part(other, observation._SEAT[slot]) == observation._seat_part(
                    seat_view, observation._SEAT[slot]
                )
            checked += 1
        game.choose(pick.choice(sorted(game.phrase.allowed)))
    assert checked > 400


@pytest.mark.slow
def test_a_seats_remembered_part_is_kept_under_a_key_the_garbage_collector_lets_go() -> None:
    """The remembered seat parts are keyed by plain tuples (the verbs a seat used as strings,
    its buildings as plain tuples): once the collector has looked at a key it stops following
    it. A key holding a Verb or a BuildingView would stay tracked, tens of thousands of them
    walked at every full collection once the parts are remembered."""
    game = driver.Driver(sc.GameConfig(players=3, seed=6, modules=frozenset({"hq1", "hq2", "hq3"})))
    pick = random.Random(6)
    while game.seat is not None:
        game.observation(game.seat)
        game.choose(pick.choice(sorted(game.phrase.allowed)))
    keys = [key for parts in observation._SEAT_PARTS for key in parts]
    assert any(key[observation._USED] for key in keys)  # a seat that used a verb
    assert any(key[observation._BUILDINGS] for key in keys)  # a seat with a building
    for _ in range(3):  # a look lets go of a tuple whose items are let go: a building, its tuple, the key
        gc.collect()
    assert not [key for key in keys if gc.is_tracked(key)]


TOOLS = Path(__file__).parent.parent / "tools"


def _run_tool(name: str, *args: str) -> str:
    """What the measuring tool ``name`` in tools/ prints, run as a script (it must succeed)."""
    done = subprocess.run(
        [sys.executable, str(TOOLS / name), *args], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def _tool_module(name: str) -> Any:
    """The measuring tool ``name`` (tools/``name``.py) imported as a module, to read its tables."""
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_the_layer_measurement_tool_runs_the_environments_games() -> None:
    """tools/measure_rl_layers.py (docs/rl.md, Speed) replays the environment's own games with
    more and more of its work: it must keep up with how the environment plays (it once failed
    when ``Game.play`` took ``ask_windows``)."""
    lines = _run_tool("measure_rl_layers.py", "--players", "3", "--games", "1", "--repeats", "1").splitlines()
    assert lines[0].startswith("3 players, 1 games, ")
    assert [line.split()[0] for line in lines[1:]] == ["the", "+", "+", "+", "the"]
    assert "PettingZoo's loop" in lines[-1]


@pytest.mark.slow
def test_the_bounds_tool_measures_each_way_and_puts_the_environment_back() -> None:
    """tools/measure_rl_bounds.py (docs/rl.md, Speed) runs the environment with parts of its
    work made free, in turn with the environment as it is: each way must leave the functions it
    replaced as they were, or the next run "as is" would measure a reused view. Run as a
    script, it prints a row for each way."""
    printed = _run_tool("measure_rl_bounds.py", "--players", "2", "--games", "1", "--repeats", "2").splitlines()
    rows = [line.split(" | ")[1] for line in printed if line.startswith("| 2 |")]
    compiled = "compiled" in printed[0]
    every_way = ["as is", "seats reused", "view reused", "view and observation reused"]
    assert rows == (["as is", "view reused"] if compiled else every_way)

    bounds = _tool_module("measure_rl_bounds")
    from scavengers.engine import Game
    from scavengers.engine.core import view as view_module
    from scavengers.rl import driver, observation

    def functions() -> tuple[object, ...]:
        return (view_module._seat_view, observation._seat, Game.view, getattr(driver, "observe"))  # noqa: B009  # not exported

    before = functions()
    for way in bounds.WAYS:
        with bounds.replaced(way):
            if way != "as is":
                assert functions() != before
        assert functions() == before


@pytest.mark.slow
def test_the_classic_comparison_tool_measures_what_is_installed_and_names_what_is_not() -> None:
    """tools/measure_rl_classic.py (docs/rl.md, Speed) times this environment beside PettingZoo's
    classic games, which need RLCard and pygame, neither a dependency of the project: each one
    it cannot import is named with what to install, each one it can gets a row, and this
    environment always gets one per table size asked for, with a rate above zero."""
    printed = _run_tool("measure_rl_classic.py", "--steps", "200", "--repeats", "1", "--players", "2,3").splitlines()
    tool = _tool_module("measure_rl_classic")
    rows = dict(line.strip("| ").split(" | ") for line in printed if line.startswith("| "))
    for name in tool.CLASSIC:
        missing = f"{name}: not installed (pip install rlcard pygame)" in printed
        assert missing != (f"pettingzoo.classic.{name}" in rows), name
    ours = [name for name in rows if name.startswith("scavengers, ")]
    assert [name.split(" (")[0] for name in ours] == ["scavengers, 2 players", "scavengers, 3 players"]
    assert all(float(rows[name].replace(",", "")) > 0 for name in ours)
